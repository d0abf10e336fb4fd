//! The sessions `phase10 new` made in the data dir, newest last (`<data dir>/created`):
//! what `undo` needs to take a new session back (the session current before it) and
//! `redo` to bring it back (its text as made). Under [`Home::lock`].
//!
//! A new session is taken back only while it is as `new` made it (or every change to
//! it is taken back): its file then goes, and the session before is current again.
//! Killed part way, the next `undo` or `redo` finishes the step the record says.

use std::fs;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::app::core::store::journal;
use crate::app::core::store::journal::{Journal, hash};
use crate::app::core::store::{Error, Home, read_regular, sibling};

/// How many `new`s the record keeps.
const DEPTH: usize = 20;

#[derive(Debug, Default, Serialize, Deserialize)]
struct Created {
    #[serde(default, rename = "new")]
    made: Vec<Made>,
}

/// One session `new` made.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Made {
    name: String,
    /// The session current before it, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    previous: Option<String>,
    /// The session's text as made (for redo).
    text: String,
    /// Taken back by undo.
    #[serde(default)]
    undone: bool,
    /// When taken back: the hash of the session before's text then (a change to it
    /// since ends the redo chain).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    previous_hash: Option<String>,
    /// When taken back: the session's journal then (its changes taken back, which redo
    /// brings back in turn once the session is back).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    journal: Option<String>,
}

/// What undo or redo of a `new` did.
pub struct NewStep {
    /// The session made.
    pub name: String,
    /// The session current before it (current again after undo).
    pub previous: Option<String>,
}

impl Home {
    fn created(&self) -> PathBuf {
        self.dir.join("created")
    }

    fn load_created(&self) -> Created {
        // The record only helps undo: one that cannot be read is started afresh.
        read_regular(&self.created(), 1 << 20)
            .ok()
            .flatten()
            .and_then(|b| String::from_utf8(b).ok())
            .and_then(|t| toml_edit::de::from_str(&t).ok())
            .unwrap_or_default()
    }

    fn save_created(&self, created: &Created) -> Result<(), Error> {
        let body = toml_edit::ser::to_string(created).expect("the record serializes");
        let text = format!(
            "# phase10: the sessions `phase10 new` made, for undo and redo. Deleting this file loses only that.\n{body}"
        );
        crate::app::core::store::atomic::write_atomic(&self.created(), text.as_bytes())
    }

    /// Notes a session `new` is about to make current (before it is written); then
    /// makes it with `make`, the record put back as it was where that fails.
    pub fn record_new<T>(
        &self,
        name: &str,
        previous: Option<String>,
        text: &str,
        make: impl FnOnce() -> Result<T, Error>,
    ) -> Result<T, Error> {
        let before = self.load_created();
        self.note_new(name, previous, text)?;
        make().inspect_err(|_| {
            let _ = self.save_created(&before);
        })
    }

    fn note_new(&self, name: &str, previous: Option<String>, text: &str) -> Result<(), Error> {
        let mut created = self.load_created();
        created.made.retain(|m| m.name != name);
        created.made.push(Made {
            name: name.to_string(),
            previous,
            text: text.to_string(),
            undone: false,
            previous_hash: None,
            journal: None,
        });
        if created.made.len() > DEPTH {
            let extra = created.made.len() - DEPTH;
            created.made.drain(..extra);
        }
        self.save_created(&created)
    }

    /// Finishes an undo of a `new` that was killed part way: the session before is
    /// current, the new one's file (still as made) is gone.
    pub fn settle_created(&self) {
        self.settle_removed();
        self.clean_pending();
        let created = self.load_created();
        let Some(last) = created.made.last().filter(|m| m.undone) else {
            return;
        };
        if self.current().as_deref() == Some(last.name.as_str())
            && self.point_to(last.previous.as_deref()).is_err()
        {
            // The pointer cannot move yet: the session stays, current, until it can.
            return;
        }
        let path = self.path_of(&last.name);
        if text_of(&path).is_some_and(|t| t == last.text) {
            remove_session(&path);
        }
    }

    /// Takes back the `new` that made the current session, where it is as `new` made it
    /// and nothing phase10 did to it is left to undo; `None` where that is not so.
    pub fn undo_new(&self) -> Result<Option<NewStep>, Error> {
        let mut created = self.load_created();
        let Some(current) = self.current() else {
            return Ok(None);
        };
        let Some(last) = created.made.last_mut() else {
            return Ok(None);
        };
        let path = self.path_of(&current);
        if last.undone || last.name != current {
            return Ok(None);
        }
        // The session locked too: a change of it under way lands first, or after
        // the session is gone (then it finds none), never in between.
        let _lock = crate::app::core::store::lock(&path)?;
        let as_made = text_of(&path).is_some_and(|t| t == last.text);
        let nothing_done = Journal::load_in_step(&path).is_ok_and(|j| j.last_done().is_none());
        if !as_made || !nothing_done {
            return Ok(None);
        }
        let before = self.load_created();
        // The session before it, removed since: none is current after.
        if last
            .previous
            .as_ref()
            .is_some_and(|p| !self.path_of(p).is_file())
        {
            last.previous = None;
        }
        last.undone = true;
        last.journal = text_of(&journal::path(&path));
        last.previous_hash = last
            .previous
            .as_ref()
            .and_then(|p| text_of(&self.path_of(p)))
            .map(|t| hash(&t));
        let step = NewStep {
            name: last.name.clone(),
            previous: last.previous.clone(),
        };
        // The record first, then the pointer, then the file: killed between, the next
        // undo or redo finishes it (see `settle_created`); refused between, the record
        // is as it was (exit 2 is nothing changed).
        self.save_created(&created)?;
        if let Err(e) = self.point_to(step.previous.as_deref()) {
            let _ = self.save_created(&before);
            return Err(e);
        }
        remove_session(&path);
        Ok(Some(step))
    }

    /// Brings back the `new` undo took back last, where the session current since is
    /// the one before it, unchanged since; `None` where that is not so.
    pub fn redo_new(&self) -> Result<Option<NewStep>, Error> {
        let mut created = self.load_created();
        let current = self.current();
        let Some(last) = created.made.last_mut() else {
            return Ok(None);
        };
        let unchanged = match (&last.previous, &current) {
            (Some(p), Some(c)) if p == c => {
                let now = text_of(&self.path_of(c)).map(|t| hash(&t));
                let redo_left = Journal::load_in_step(&self.path_of(c))
                    .is_ok_and(|j| j.next_undone().is_some());
                now == last.previous_hash && !redo_left
            }
            (None, None) => true,
            _ => false,
        };
        if !last.undone || !unchanged || self.path_of(&last.name).exists() {
            return Ok(None);
        }
        last.undone = false;
        last.previous_hash = None;
        let step = NewStep {
            name: last.name.clone(),
            previous: last.previous.clone(),
        };
        let text = last.text.clone();
        let kept = last.journal.take();
        let before = self.load_created();
        self.save_created(&created)?;
        let path = match self.create_current_text(&step.name, &text) {
            Ok(path) => path,
            Err(e) => {
                let _ = self.save_created(&before);
                return Err(e);
            }
        };
        // Its own changes taken back come back with it, for redo in turn.
        if let Some(kept) = kept {
            crate::app::core::store::atomic::write_atomic_like(
                &journal::path(&path),
                kept.as_bytes(),
                &path,
            )?;
        }
        Ok(Some(step))
    }

    /// Whether the newest `new` made the session `name` and was not taken back.
    pub fn made_last(&self, name: &str) -> bool {
        self.load_created()
            .made
            .last()
            .is_some_and(|m| m.name == name && !m.undone)
    }

    /// The current pointer set to `name`, or cleared.
    fn point_to(&self, name: Option<&str>) -> Result<(), Error> {
        match name {
            Some(n) => self.set_current(n),
            None => self.clear_current(),
        }
    }
}

/// A file phase10 keeps (a session, a journal), read as every such file is (a regular
/// file, up to the cap of a session's): none where it cannot be.
fn text_of(path: &std::path::Path) -> Option<String> {
    read_regular(path, 64 << 20)
        .ok()
        .flatten()
        .and_then(|b| String::from_utf8(b).ok())
}

/// A session file taken back, with what phase10 keeps beside it.
fn remove_session(path: &std::path::Path) {
    let _ = fs::remove_file(journal::path(path));
    let _ = fs::remove_file(sibling(path, ".bak"));
    let _ = fs::remove_file(path);
}
