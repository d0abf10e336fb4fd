//! Names completed by the shell as the program knows them (`clap_complete`'s dynamic
//! completion: `source <(COMPLETE=bash phase10)`): the players of the session on the
//! line (`--file`, `PHASE10_FILE`, else the current one) as the table types them, its
//! groups on the table (`Ann.1`), the sessions in the data dir, the tables of regulars
//! in the config. What is typed is matched as a name is (any case, accents aside).

use std::ffi::OsStr;
use std::path::PathBuf;

use clap_complete::CompletionCandidate;

use crate::app::core::{config, store};

/// The session the line being completed names: `--file PATH` on it, else
/// `PHASE10_FILE`, else the current one.
fn session_path() -> Option<PathBuf> {
    let args: Vec<String> = std::env::args().collect();
    let on_line = args.iter().enumerate().find_map(|(i, a)| {
        a.strip_prefix("--file=")
            .map(str::to_string)
            .or_else(|| (a == "--file").then(|| args.get(i + 1).cloned()).flatten())
    });
    let file = on_line.map(PathBuf::from).or_else(|| {
        std::env::var_os("PHASE10_FILE")
            .filter(|f| !f.is_empty())
            .map(PathBuf::from)
    });
    store::resolve(file.as_deref()).ok()
}

/// The shell asking (`COMPLETE`, read before the completion takes it away).
pub static SHELL: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// The candidates that start as typed (case and accents aside; the shell's quoting
/// aside), each as the shell must be given it: bash inserts a candidate as it is, so a
/// space in a name is escaped there (zsh and fish quote it themselves).
fn matching(current: &OsStr, all: Vec<CompletionCandidate>) -> Vec<CompletionCandidate> {
    let typed: String = current
        .to_string_lossy()
        .chars()
        .filter(|c| !matches!(c, '\\' | '\'' | '"'))
        .collect();
    let key = crate::name::bare(&typed);
    let bash = SHELL.get().is_some_and(|s| s == "bash");
    all.into_iter()
        // A name holding a control character is never put on the shell's line (it
        // would reach the terminal raw): the command refuses or shows it instead.
        .filter(|c| !c.get_value().to_string_lossy().contains(char::is_control))
        .filter(|c| crate::name::bare(&c.get_value().to_string_lossy()).starts_with(&key))
        .map(|c| {
            let value = c.get_value().to_string_lossy().into_owned();
            if bash && value.contains([' ', '\'', '"']) {
                let mut escaped = String::new();
                for ch in value.chars() {
                    if matches!(ch, ' ' | '\'' | '"') {
                        escaped.push('\\');
                    }
                    escaped.push(ch);
                }
                let help = c.get_help().cloned();
                CompletionCandidate::new(escaped).help(help)
            } else {
                c
            }
        })
        .collect()
}

/// A player as the shell's line names them: as the table types them where that is one
/// word, else the whole name (a shortened name of two words reads as two arguments).
fn on_the_line(session: &crate::session::Session, seat: usize) -> String {
    let typed = crate::app::core::talk::line::typed(session, seat);
    if typed.contains(' ') {
        session.players[seat].clone()
    } else {
        typed
    }
}

/// The session's players: a first name where no other is the same, else more of the
/// name, else the seat number.
pub fn players(current: &OsStr) -> Vec<CompletionCandidate> {
    let Some(doc) = session_path().and_then(|p| store::read(&p).ok()) else {
        return Vec::new();
    };
    let session = doc.session();
    let all = (0..session.players.len())
        .map(|s| {
            CompletionCandidate::new(on_the_line(session, s))
                .help(Some(session.players[s].clone().into()))
        })
        .collect();
    matching(current, all)
}

/// The groups on the table of the hand being played (`Ann.1`).
pub fn groups(current: &OsStr) -> Vec<CompletionCandidate> {
    let Some(loaded) = session_path().and_then(|p| store::load(&p).ok()) else {
        return Vec::new();
    };
    let session = loaded.session();
    let all = loaded
        .state
        .table
        .groups
        .iter()
        .map(|g| {
            CompletionCandidate::new(format!("{}.{}", on_the_line(session, g.owner), g.index))
                .help(Some(crate::app::core::words::terms::laid(&g.laid).into()))
        })
        .collect();
    matching(current, all)
}

/// The sessions in the data dir.
pub fn sessions(current: &OsStr) -> Vec<CompletionCandidate> {
    let all = store::Home::locate()
        .and_then(|h| h.list())
        .unwrap_or_default()
        .into_iter()
        .map(CompletionCandidate::new)
        .collect();
    matching(current, all)
}

/// The tables of regulars in the config.
pub fn tables(current: &OsStr) -> Vec<CompletionCandidate> {
    let all = config::load()
        .ok()
        .flatten()
        .map(|c| c.tables.into_keys().map(CompletionCandidate::new).collect())
        .unwrap_or_default();
    matching(current, all)
}

/// The copies a sync keeps beside sessions, and the sessions they wait beside.
pub fn copies(current: &OsStr) -> Vec<CompletionCandidate> {
    let copies = store::Home::locate()
        .map(|h| h.copies())
        .unwrap_or_default();
    let mut names: Vec<String> = copies.iter().map(|c| c.of.clone()).collect();
    names.dedup();
    names.extend(copies.into_iter().map(|c| c.name));
    matching(
        current,
        names.into_iter().map(CompletionCandidate::new).collect(),
    )
}
