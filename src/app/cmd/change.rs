//! A change of the session made under its lock: after the prompts, or one play of the
//! hand being played recorded.

use std::path::Path;

use anyhow::{Result, anyhow, bail};
use phase10::session::on_table::OnTable;
use phase10::session::{Play, Refusal};

use super::super::store;
use phase10::session::table;

/// The session locked, read, and what `build` made of it. When `build` asks (prompts),
/// it runs without the lock, so that another laptop's change lands meanwhile; then the
/// session is locked and read again, and asked again if it changed.
pub fn after_asking<T>(
    path: &Path,
    asks: bool,
    mut build: impl FnMut(&store::Loaded) -> Result<T>,
) -> Result<(store::Lock, store::Loaded, T)> {
    loop {
        if !asks {
            let lock = store::lock(path)?;
            let loaded = store::load(path)?;
            let built = build(&loaded)?;
            return Ok((lock, loaded, built));
        }
        store::check_writable(path)?;
        let loaded = store::load(path)?;
        let built = build(&loaded)?;
        let lock = store::lock(path)?;
        let now = store::load(path)?;
        if now.doc.text() == loaded.doc.text() {
            return Ok((lock, now, built));
        }
        eprintln!(
            "The session changed while you answered (it has {} now): asking again.",
            super::super::render::count(now.session().hands.len(), "hand")
        );
    }
}

/// Records one play of the hand being played, checked against the table as it is,
/// under the session's lock. `Ok(Err(refusal))`: the rules said no (exit 1, the reason
/// on stdout); input that is wrong is an error (exit 2). `prepare` may complete the play from the table it makes
/// (the lay's arrangement, the hit's group).
pub fn record_play(
    loaded: &store::Loaded,
    mut play: Play,
    what: String,
    prepare: impl FnOnce(&mut Play, &OnTable, &OnTable) -> Result<()>,
) -> Result<Result<(store::Loaded, OnTable), Refusal>> {
    let (session, standings) = (loaded.session(), &loaded.state);
    if let Some(w) = standings.winner {
        bail!(
            "the game is over: {} won; start another with phase10 new (or phase10 undo)",
            session.players[w]
        );
    }
    let before = standings.table.clone();
    let mut after = before.clone();
    match table::play(session, standings, &mut after, &play) {
        Ok(()) => {}
        Err(refusal) if refusal.is_ruling() => return Ok(Err(refusal)),
        Err(refusal) => bail!("{refusal}"),
    }
    prepare(&mut play, &before, &after)?;
    let change = loaded.doc.append_play(&play, what);
    let (doc, state) = store::try_change(&loaded.doc, &change).map_err(|e| anyhow!("{e}"))?;
    store::commit(loaded, change, &doc)?;
    Ok(Ok((
        store::Loaded {
            path: loaded.path.clone(),
            doc,
            state,
        },
        before,
    )))
}
