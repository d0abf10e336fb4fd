//! The committed completions and man page are what the clap definition generates.

use crate::common::Env;

#[test]
fn completions_and_man_page_are_current() {
    let env = Env::new();
    let out = env.path("generated");
    env.run(&["generate", out.to_str().unwrap()]).code(0);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut stale = Vec::new();
    for rel in [
        "completions/phase10.bash",
        "completions/_phase10",
        "completions/phase10.fish",
        "completions/phase10.elv",
        "completions/_phase10.ps1",
        "man/phase10.1",
    ] {
        let fresh = std::fs::read(out.join(rel)).unwrap();
        let committed = std::fs::read(root.join(rel)).unwrap_or_default();
        if fresh != committed {
            stale.push(rel);
        }
    }
    assert!(
        stale.is_empty(),
        "stale: {stale:?}; refresh them with `cargo run -- generate .` and commit"
    );
}

#[test]
fn the_clap_definition_is_consistent() {
    // `debug_assert` runs in the binary's own unit test; here: --help works for every command.
    let env = Env::new();
    for sub in ["check", "find", "hit", "phases"] {
        env.run(&[sub, "--help"]).code(0);
    }
}
