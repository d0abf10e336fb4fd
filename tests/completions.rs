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
    ]
    .into_iter()
    .map(String::from)
    .chain(man_pages(&out.join("man")))
    {
        let rel = rel.as_str();
        let fresh = std::fs::read(out.join(rel)).unwrap();
        let committed = std::fs::read(root.join(rel)).unwrap_or_default();
        if fresh != committed {
            stale.push(rel.to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "stale: {stale:?}; refresh them with `cargo run -- generate .` and commit"
    );
}

/// The man pages generated, as paths under the checkout.
fn man_pages(dir: &std::path::Path) -> Vec<String> {
    let mut pages: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| format!("man/{}", e.unwrap().file_name().to_string_lossy()))
        .collect();
    pages.sort();
    pages
}

#[test]
fn every_page_the_man_pages_point_to_exists() {
    let env = Env::new();
    let out = env.path("generated");
    env.run(&["generate", out.to_str().unwrap()]).code(0);
    let pages = man_pages(&out.join("man"));
    assert!(pages.len() > 20, "{pages:?}");
    for page in &pages {
        let text = std::fs::read_to_string(out.join(page)).unwrap();
        // Each page's SUBCOMMANDS name pages like phase10\-sessions\-switch(1).
        for line in text.lines().filter(|l| l.ends_with("(1)")) {
            let name = line.replace("\\-", "-").trim_end_matches("(1)").to_string();
            assert!(
                pages.contains(&format!("man/{name}.1")),
                "{page} points to {name}(1), which is missing"
            );
        }
    }
    // No page for what is hidden (generate itself).
    assert!(!pages.iter().any(|p| p.contains("generate")));
}

#[test]
fn the_clap_definition_is_consistent() {
    // `debug_assert` runs in the binary's own unit test; here: --help works for every command.
    let env = Env::new();
    for sub in ["check", "find", "hit", "phases"] {
        env.run(&[sub, "--help"]).code(0);
    }
}
