//! `phase10 play` and `phase10 watch`: the table screen on the current session (or
//! `--file`); see [`crate::app::screen`]. `phase10 play --plain`: the same words line
//! by line, each answer a line of text; see [`crate::app::plain`].

use std::io::IsTerminal;

use anyhow::{Result, bail};

use crate::app::cli::Out;
use crate::app::core::words::catalogue::Area::Report;
use crate::app::core::{paint, store};
use crate::app::plain;
use crate::app::screen;
use crate::app::screen::Mode;
use crate::app::screen::view::Look;
use crate::say;

/// The session the table plays: its path, its name, and whether it is the data dir's
/// current one (then the table moves on with it).
fn session(file: Option<&std::path::Path>) -> Result<(std::path::PathBuf, String, bool)> {
    let path = store::resolve(file)?;
    let title = if file.is_none() {
        store::Home::locate()
            .ok()
            .and_then(|h| h.current())
            .unwrap_or_default()
    } else {
        store::name_of(&path)
    };
    Ok((path, title, file.is_none()))
}

/// `--serve`: the server started beside the screen (refused before the screen starts
/// where it cannot listen); its address.
fn serve(file: Option<&std::path::Path>, bind: Option<&str>) -> Result<Option<String>> {
    let Some(bind) = bind else {
        return Ok(None);
    };
    // `--serve` alone: this machine's network address; `--serve=ADDR:PORT`: there.
    let given = Some(bind).filter(|b| !b.is_empty());
    let addr = crate::app::serve::address("--serve", given)?;
    let source = crate::app::serve::Source {
        file: file.map(std::path::Path::to_path_buf),
    };
    Ok(Some(
        crate::app::serve::start(source, "--serve", addr, false)?.url,
    ))
}

/// No game in the data dir yet (or the current one gone): the first starts at the table.
fn no_game_yet() -> bool {
    matches!(
        store::resolve(None),
        Err(store::Error::NoSession | store::Error::CurrentGone { .. })
    )
}

pub fn run(
    file: Option<&std::path::Path>,
    json: bool,
    watch: bool,
    bind: Option<&str>,
) -> Result<Out> {
    let verb = if watch { "watch" } else { "play" };
    if json {
        bail!("{}", say!(Report, "play-not-json", "verb" => verb));
    }
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        bail!(
            "{}",
            say!(
                Report,
                "play-no-terminal",
                "verb" => verb,
                "watch" => crate::app::core::words::catalogue::yes(watch),
            )
        );
    }
    // No game yet in the data dir: the first one starts here, asked at the terminal
    // (edition, players, variation) as phase10 new asks it, and the screen opens on it.
    if !watch && file.is_none() && no_game_yet() {
        crate::app::cli::cmd::new::run(&crate::app::cli::args::NewArgs::default(), None, false)?;
    }
    let (path, title, current) = session(file)?;
    let look = Look {
        colour: paint::enabled(),
        ascii: paint::ascii(),
    };
    let mode = if watch { Mode::Watch } else { Mode::Play };
    let served = serve(file, bind)?;
    screen::run_screen(&path, title, mode, look, current, served)?;
    Ok(Out::yes(String::new()))
}

/// `play --plain`: the table's words read line by line from standard input.
pub fn plain(file: Option<&std::path::Path>, json: bool, bind: Option<&str>) -> Result<Out> {
    if json {
        bail!("{}", say!(Report, "play-plain-not-json"));
    }
    // No game yet in the data dir: the first one starts here, asked line by line as
    // phase10 new asks it (edition, players, who deals, variation, house rules).
    if file.is_none() && no_game_yet() {
        use std::io::Write;
        println!("{}", say!(Report, "play-first-game"));
        let started = crate::app::cli::cmd::new::run_asking(
            &crate::app::cli::args::NewArgs::default(),
            None,
            false,
            Some(&mut crate::app::cli::prompt::Lines),
        )?;
        print!("{}", started.text);
        std::io::stdout().flush()?;
    }
    let (path, title, current) = session(file)?;
    let served = serve(file, bind)?;
    match plain::run(path, title, current, served.as_deref()) {
        Ok(()) => Ok(Out::yes(String::new())),
        // Its output gone (a closed pipe) after a change landed: the change is saved,
        // and exit 2 would say nothing changed.
        Err(e) if store::has_landed() => {
            eprintln!(
                "phase10: {}",
                say!(
                    Report,
                    "play-saved-unprinted",
                    "problem" => crate::app::core::paint::shown(&format!("{e:#}")).to_string(),
                )
            );
            Ok(Out::yes(String::new()))
        }
        // `play --plain | head` with nothing changed: a closed pipe is not an error.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            Ok(Out::yes(String::new()))
        }
        Err(e) => Err(e),
    }
}
