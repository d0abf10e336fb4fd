//! Names completed by the shell as the program knows them (`clap_complete`'s dynamic
//! completion: `source <(COMPLETE=bash phase10)`): the players of the current session
//! (or `PHASE10_FILE`) as the table types them, the sessions in the data dir, the
//! tables of regulars in the config. Each is read without playing the game through.

use clap_complete::CompletionCandidate;

use super::{config, store};

/// The current session's players: a first name where no other is the same, else the
/// seat number (a name is typed as one word).
pub fn players() -> Vec<CompletionCandidate> {
    let file = std::env::var_os("PHASE10_FILE")
        .filter(|f| !f.is_empty())
        .map(std::path::PathBuf::from);
    let Ok(path) = store::resolve(file.as_deref()) else {
        return Vec::new();
    };
    let Ok(doc) = store::read(&path) else {
        return Vec::new();
    };
    let session = doc.session();
    (0..session.players.len())
        .map(|s| {
            CompletionCandidate::new(super::screen::words::typed(session, s))
                .help(Some(session.players[s].clone().into()))
        })
        .collect()
}

/// The sessions in the data dir.
pub fn sessions() -> Vec<CompletionCandidate> {
    store::Home::locate()
        .and_then(|h| h.list())
        .unwrap_or_default()
        .into_iter()
        .map(CompletionCandidate::new)
        .collect()
}

/// The tables of regulars in the config.
pub fn tables() -> Vec<CompletionCandidate> {
    config::load()
        .ok()
        .flatten()
        .map(|c| c.tables.into_keys().map(CompletionCandidate::new).collect())
        .unwrap_or_default()
}
