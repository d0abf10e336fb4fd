//! Transcript tests: each `tests/cmd/*.md` is a console session with the real binary,
//! its output and exit codes pinned (`trycmd`). A case with `NAME.in/` starts from those
//! files in a sandbox, and `NAME.out/` pins the files after the last command.
//! After a deliberate change of output: `TRYCMD=overwrite cargo test transcripts`, then
//! read the diff.

#[test]
fn transcripts() {
    trycmd::TestCases::new()
        .register_bin("phase10", trycmd::cargo::cargo_bin!("phase10"))
        .env("PHASE10_HOME", "home")
        .env("PHASE10_CONFIG", "home/config.toml")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100")
        .env("PHASE10_TABLE", "utf8")
        .env("PHASE10_FILE", "")
        // English, whatever the machine's locale (set but empty is unset).
        .env("LANG", "C")
        .env("LC_ALL", "")
        .env("LC_MESSAGES", "")
        .case("tests/cmd/*.md")
        .case("tests/cmd/*.toml");
}
