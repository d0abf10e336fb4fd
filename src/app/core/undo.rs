//! Undo and redo: of a `new` in the data dir where that is the newest change, else of
//! the session's own last change, through its journal.

use crate::app::core::words::catalogue::Area::Talk as Words;
use crate::say;
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
    let name = step.name.as_str();
    let what = if redo {
        say!(Words, "undo-new-session", "name" => name)
    } else {
        match &step.previous {
            Some(p) => {
                say!(Words, "undo-new-session-again", "name" => name, "previous" => p.as_str())
            }
            None if face == crate::app::core::words::Face::Table => {
                say!(Words, "undo-new-session-none", "name" => name)
            }
            None => say!(Words, "undo-new-session-none-cli", "name" => name),
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
            let id = if face == crate::app::core::words::Face::Table {
                "undo-nothing-table"
            } else {
                "undo-nothing"
            };
            anyhow::bail!("{}", say!(Words, id, "name" => name.as_str()));
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
            let id = match (edit.before.is_some(), redo) {
                (false, false) => "undo-removed-hand",
                (false, true) => "redo-recorded-hand",
                (true, false) => "undo-restored-hand",
                (true, true) => "redo-re-entered-hand",
            };
            say!(Words, id, "number" => n)
        }
        _ => crate::app::core::words::done(&change.what),
    }
}
