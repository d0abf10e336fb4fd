//! `phase10 play` and `phase10 watch`: the table screen on the current session (or
//! `--file`); see [`super::super::screen`].

use std::io::IsTerminal;

use anyhow::{Result, bail};

use super::super::screen::{self, Mode, view::Look};
use super::super::{Out, paint, store};

/// The commands the screen runs: these, as the command line runs them.
pub const COMMANDS: screen::Commands = screen::Commands {
    run: super::run,
    ask: super::hand::ask,
    record: super::hand::record_at,
};

pub fn run(file: Option<&std::path::Path>, json: bool, watch: bool) -> Result<Out> {
    let verb = if watch { "watch" } else { "play" };
    if json {
        bail!(
            "{verb} is a screen, not an answer: for a script, phase10 status --json and phase10 table --json"
        );
    }
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        bail!("{verb} needs a terminal to draw on; for a script, phase10 status and phase10 table");
    }
    let path = store::resolve(file)?;
    let title = if file.is_none() {
        store::Home::locate()
            .ok()
            .and_then(|h| h.current())
            .unwrap_or_default()
    } else {
        path.file_name()
            .map(|n| n.to_string_lossy().trim_end_matches(".toml").to_string())
            .unwrap_or_default()
    };
    let look = Look {
        colour: paint::enabled(),
        ascii: paint::ascii(),
    };
    let mode = if watch { Mode::Watch } else { Mode::Play };
    screen::run_screen(&path, title, mode, look, file.is_none(), COMMANDS)?;
    Ok(Out::yes(String::new()))
}
