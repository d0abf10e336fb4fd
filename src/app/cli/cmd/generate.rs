//! `phase10 generate DIR`: completions and the man pages, from the clap definition.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result};
use clap::CommandFactory;
use clap_complete::Shell;

use crate::app::cli::Out;
use crate::app::cli::args::Cli;

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
    man_pages(&Cli::command(), "phase10", &mut out);
    out
}

/// The page of `cmd` and one for each subcommand it lists (`phase10-sessions-switch`,
/// as the page above names it), hidden ones left out.
fn man_pages(cmd: &clap::Command, name: &str, out: &mut Vec<(String, Vec<u8>)>) {
    // clap names a command with a static string: the generator runs once and exits.
    // (The crate's version, not the commit `--version` names: the pages are committed.)
    let mut named = cmd
        .clone()
        .name(&*Box::leak(name.to_string().into_boxed_str()));
    if named.get_version().is_some() {
        named = named.version(env!("CARGO_PKG_VERSION"));
    }
    let mut buf = Vec::new();
    clap_mangen::Man::new(named)
        .render(&mut buf)
        .expect("a man page renders into memory");
    out.push((format!("man/{name}.1"), buf));
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        man_pages(sub, &format!("{name}-{}", sub.get_name()), out);
    }
    // The page lists the `help` clap adds: it gets its page too.
    if cmd.has_subcommands() && !cmd.is_disable_help_subcommand_set() {
        let help = clap::Command::new("help")
            .about("Print the help of the given subcommand(s), or of this command")
            .arg(
                clap::Arg::new("command")
                    .value_name("COMMAND")
                    .num_args(0..)
                    .help("The subcommand whose help to print"),
            );
        man_pages(&help, &format!("{name}-help"), out);
    }
}

pub fn run(g: &crate::app::cli::args::GenerateArgs) -> Result<Out> {
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
