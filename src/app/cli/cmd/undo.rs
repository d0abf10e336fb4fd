//! `phase10 undo` and `phase10 redo`: take back the last change, bring it back.
//!
//! Every change phase10 makes to a session is kept in its journal
//! (`NAME.toml.journal`); undo takes back exactly the newest one, redo brings back
//! what undo took, several steps deep, until a new change ends the chain.

use std::path::Path;

use crate::session::document::{Block, Change};
use anyhow::Result;

use crate::app::cli::Out;
use crate::app::core::act;
use crate::app::core::{render, store};

pub fn run(file: Option<&Path>, json: bool, redo: bool) -> Result<Out> {
    let act::Stepped { redo, what, after } =
        act::step(file, file.is_none(), redo, crate::session::Face::Hand)?;
    let verb = if redo { "redone" } else { "undone" };
    if json {
        let mut j = match &after {
            Some(l) => crate::app::cli::cmd::status::json(l.session(), &l.state),
            None => serde_json::json!({}),
        };
        j[verb] = serde_json::json!(what);
        return Ok(Out::json(true, &j).landed());
    }
    let outcome = after
        .as_ref()
        .map(|l| render::outcome(l.session(), &l.state))
        .unwrap_or_default();
    Ok(Out::yes(format!("{verb}: {what}\n{outcome}")).landed())
}

/// Undo or redo of a `new` in the data dir, where that is the newest change: what it
/// did, and the session current after it.
pub fn new_session(redo: bool, face: crate::session::Face) -> Result<Option<act::Stepped>> {
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
            None if face == crate::session::Face::Table => {
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
    Ok(Some(act::Stepped { redo, what, after }))
}

/// Undo or redo of the session's own last change: what it did, and the session after.
pub fn in_session(
    path: &Path,
    current: bool,
    redo: bool,
    face: crate::session::Face,
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
            if face == crate::session::Face::Table {
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
