//! Undo and redo: of a `new` in the data dir where that is the newest change, else of
//! the session's own last change, through its journal.

use std::path::Path;

use anyhow::Result;

use crate::app::core::store;
use crate::session::document::{Block, Change};

/// The last change taken back (`redo`: brought back): in words, and the session after
/// it (none: no session is current now).
pub struct Stepped {
    pub redo: bool,
    pub what: String,
    pub after: Option<store::Loaded>,
}

/// Undo or redo of a `new` in the data dir, where that is the newest change: what it
/// did, and the session current after it.
pub fn new_session(redo: bool, face: crate::app::core::words::Face) -> Result<Option<Stepped>> {
    let home = store::Home::locate()?;
    let _dir = home.lock()?;
    home.settle_created();
    let step = if redo {
        home.redo_new()?
    } else {
        home.undo_new()?
    };
    let Some(step) = step else {
        return Ok(None);
    };
    let what = if redo {
        format!("new session {}", step.name)
    } else {
        match &step.previous {
            Some(p) => format!("new session {} ({p} is current again)", step.name),
            None if face == crate::app::core::words::Face::Table => {
                format!("new session {} (no session is current now)", step.name)
            }
            None => format!(
                "new session {} (no session is current now: phase10 new starts one)",
                step.name
            ),
        }
    };
    let now = if redo {
        Some(step.name.clone())
    } else {
        step.previous.clone()
    };
    // The step has landed: a session current now that does not read is said (its own
    // refusal, by the next command), not made an error of this one (exit 2 would lie).
    let after = now.and_then(|name| store::load(&home.path_of(&name)).ok());
    Ok(Some(Stepped { redo, what, after }))
}

/// Undo or redo of the session's own last change: what it did, and the session after.
pub fn in_session(
    path: &Path,
    current: bool,
    redo: bool,
    face: crate::app::core::words::Face,
) -> Result<(String, store::Loaded)> {
    let _lock = store::lock(path)?;
    // A file that no longer replays may be mended by taking back the last change.
    let doc = store::read(path)?;
    let done = if redo {
        store::redo(path, &doc)
    } else {
        store::undo(path, &doc)
    };
    let (change, doc, state) = match done {
        Ok(done) => done,
        // A new session changed by hand since new made it is not taken back: say so.
        Err(store::Error::NothingToUndo { .. })
            if !redo
                && current
                && let Ok(home) = store::Home::locate()
                && let Some(name) = home.current()
                && home.made_last(&name) =>
        {
            if face == crate::app::core::words::Face::Table {
                anyhow::bail!(
                    "nothing to undo in {name}: it was changed by hand since it was made, so undo does not take the new session back"
                );
            }
            anyhow::bail!(
                "nothing to undo in {name}: it was changed by hand since phase10 new made it, so undo does not take the new session back; phase10 sessions remove {name} does"
            );
        }
        // Where undo cannot help a broken file, say what is broken in it.
        Err(e) => {
            store::load(path)?;
            return Err(e.into());
        }
    };
    let what = describe(&change, redo);
    Ok((
        what,
        store::Loaded {
            path: path.to_path_buf(),
            doc,
            state,
        },
    ))
}

/// What taking back (or bringing back) a change did, in words.
fn describe(change: &Change, redo: bool) -> String {
    match (change.edits.as_slice(), redo) {
        ([edit], _)
            if edit.block == Block::Hand
                && (edit.at.is_none() || edit.before.is_none() || edit.after.is_none()) =>
        {
            let n = edit.index;
            match (edit.before.is_some(), redo) {
                (false, false) => format!("removed hand {n}"),
                (false, true) => format!("recorded hand {n} again"),
                (true, false) => format!("restored hand {n} as it was before the edit"),
                (true, true) => format!("re-entered hand {n} again"),
            }
        }
        _ => change.what.clone(),
    }
}
