//! `phase10 undo` and `phase10 redo`: take back the last change, bring it back.
//!
//! Every change phase10 makes to a session is kept in its journal
//! (`NAME.toml.journal`); undo takes back exactly the newest one, redo brings back
//! what undo took, several steps deep, until a new change ends the chain.

use anyhow::Result;
use phase10::session::document::{Block, Change};

use super::super::{Out, render, store};

pub fn run(file: Option<&std::path::Path>, json: bool, redo: bool) -> Result<Out> {
    // In the data dir, the newest change may be a `new` (its session, as made, with
    // nothing done to it that is not taken back).
    if file.is_none()
        && let Some(out) = new_session(json, redo)?
    {
        return Ok(out);
    }
    let path = store::resolve(file)?;
    let _lock = store::lock(&path)?;
    // A file that no longer replays may be mended by taking back the last change.
    let current = store::read(&path)?;
    let done = if redo {
        store::redo(&path, &current)
    } else {
        store::undo(&path, &current)
    };
    let (change, doc, state) = match done {
        Ok(done) => done,
        // A new session changed by hand since new made it is not taken back: say so.
        Err(store::Error::NothingToUndo { .. })
            if !redo
                && file.is_none()
                && let Ok(home) = store::Home::locate()
                && let Some(name) = home.current()
                && home.made_last(&name) =>
        {
            anyhow::bail!(
                "nothing to undo in {name}: it was changed by hand since phase10 new made it, so undo does not take the new session back; phase10 sessions remove {name} does"
            );
        }
        // Where undo cannot help a broken file, say what is broken in it.
        Err(e) => {
            store::load(&path)?;
            return Err(e.into());
        }
    };
    let what = describe(&change, redo);
    let after = doc.session();
    if json {
        let mut j = super::status::json(after, &state);
        j[if redo { "redone" } else { "undone" }] = serde_json::json!(what);
        return Ok(Out::json(true, &j).landed());
    }
    Ok(Out::yes(format!(
        "{}: {what}\n{}",
        if redo { "redone" } else { "undone" },
        render::outcome(after, &state)
    ))
    .landed())
}

/// Undo or redo of a `new` in the data dir, where that is the newest change.
fn new_session(json: bool, redo: bool) -> Result<Option<Out>> {
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
            None => format!(
                "new session {} (no session is current now: phase10 new starts one)",
                step.name
            ),
        }
    };
    let verb = if redo { "redone" } else { "undone" };
    let now = if redo {
        Some(step.name.clone())
    } else {
        step.previous.clone()
    };
    let loaded = match now {
        Some(name) => Some(store::load(&home.path_of(&name))?),
        None => None,
    };
    if json {
        let mut j = match &loaded {
            Some(l) => super::status::json(l.session(), &l.state),
            None => serde_json::json!({}),
        };
        j[verb] = serde_json::json!(what);
        return Ok(Some(Out::json(true, &j).landed()));
    }
    let outcome = loaded
        .as_ref()
        .map(|l| render::outcome(l.session(), &l.state))
        .unwrap_or_default();
    Ok(Some(
        Out::yes(format!("{verb}: {what}\n{outcome}")).landed(),
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
