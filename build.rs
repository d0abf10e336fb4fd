//! The version `--version` says: the crate's, and the commit it was built from where
//! the build runs in a git checkout with `git` installed (a copy without either says
//! the crate's version alone).

use std::process::Command;

fn main() {
    let version = env!("CARGO_PKG_VERSION");
    let commit = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|c| c.trim().to_string())
        .filter(|c| !c.is_empty() && c.chars().all(|ch| ch.is_ascii_hexdigit()));
    let dirty = commit.is_some()
        && Command::new("git")
            .args(["status", "--porcelain", "--untracked-files=no"])
            .output()
            .ok()
            .is_some_and(|o| o.status.success() && !o.stdout.is_empty());
    let full = match commit {
        Some(c) if dirty => format!("{version} ({c}, changed)"),
        Some(c) => format!("{version} ({c})"),
        None => version.to_string(),
    };
    println!("cargo:rustc-env=PHASE10_VERSION={full}");
    // Built again when the checkout moves to another commit.
    for f in [".git/HEAD", ".git/index"] {
        if std::path::Path::new(f).exists() {
            println!("cargo:rerun-if-changed={f}");
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}
