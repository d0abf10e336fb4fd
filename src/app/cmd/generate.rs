//! `phase10 generate DIR`: completions and the man page, from the clap definition.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result};
use clap::CommandFactory;
use clap_complete::Shell;

use super::super::Out;
use super::super::cli::Cli;

/// Every generated file: its path under DIR and its content.
pub fn files() -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for shell in [
        Shell::Bash,
        Shell::Zsh,
        Shell::Fish,
        Shell::Elvish,
        Shell::PowerShell,
    ] {
        let mut cmd = Cli::command();
        let mut buf = Vec::new();
        clap_complete::generate(shell, &mut cmd, "phase10", &mut buf);
        let name = match shell {
            Shell::Bash => "phase10.bash",
            Shell::Zsh => "_phase10",
            Shell::Fish => "phase10.fish",
            Shell::Elvish => "phase10.elv",
            _ => "_phase10.ps1",
        };
        out.push((format!("completions/{name}"), buf));
    }
    let mut buf = Vec::new();
    clap_mangen::Man::new(Cli::command())
        .render(&mut buf)
        .expect("the man page renders into memory");
    out.push(("man/phase10.1".to_string(), buf));
    out
}

pub fn run(g: &super::super::cli::GenerateArgs) -> Result<Out> {
    let mut text = String::new();
    for (path, content) in files() {
        let full = g.dir.join(&path);
        write(&full, &content)?;
        text.push_str(&format!("wrote {}\n", full.display()));
    }
    Ok(Out::yes(text))
}

fn write(path: &Path, content: &[u8]) -> Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    fs::write(path, content).with_context(|| format!("cannot write {}", path.display()))
}
