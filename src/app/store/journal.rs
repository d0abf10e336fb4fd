//! The journal of changes beside a session file (`NAME.toml.journal`): what `undo` takes
//! back and `redo` brings back.
//!
//! It is a TOML file of [`Change`]s, oldest first; `undone` counts the newest ones that
//! were taken back (redo brings them back, a new change drops them). Deleting it loses
//! only undo and redo.

use std::fs;
use std::path::{Path, PathBuf};

use phase10::session::document::Change;
use serde::{Deserialize, Serialize};

use super::{Error, sibling};

/// How many changes the journal keeps.
const DEPTH: usize = 100;

#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Journal {
    /// How many of the newest changes are taken back.
    #[serde(default)]
    pub undone: usize,
    #[serde(default, rename = "change")]
    pub changes: Vec<Change>,
}

pub fn path(session: &Path) -> PathBuf {
    sibling(session, ".journal")
}

impl Journal {
    /// The journal of a session; empty when there is none.
    pub fn load(session: &Path) -> Result<Journal, Error> {
        let path = path(session);
        let text = match fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Journal::default()),
            Err(source) => return Err(Error::Read { path, source }),
        };
        let mut journal: Journal = toml::from_str(&text).map_err(|e| Error::Journal {
            path: path.clone(),
            message: e.message().trim().replace('\n', " "),
        })?;
        journal.undone = journal.undone.min(journal.changes.len());
        Ok(journal)
    }

    pub fn save(&self, session: &Path) -> Result<(), Error> {
        let body = toml::to_string(self).expect("a journal serializes");
        let text = format!(
            "# phase10: the changes `undo` and `redo` walk through for the session beside it.\n# Deleting this file loses only undo and redo.\n{body}"
        );
        // The journal holds the hands' text: as private as the session.
        super::atomic::write_atomic_like(&path(session), text.as_bytes(), session)
    }

    /// A new change: it ends the redo chain.
    pub fn push(&mut self, change: Change) {
        let keep = self.changes.len() - self.undone;
        self.changes.truncate(keep);
        self.undone = 0;
        self.changes.push(change);
        if self.changes.len() > DEPTH {
            let extra = self.changes.len() - DEPTH;
            self.changes.drain(..extra);
        }
    }

    /// The newest change not taken back.
    pub fn last_done(&self) -> Option<&Change> {
        let done = self.changes.len() - self.undone;
        done.checked_sub(1).map(|i| &self.changes[i])
    }

    /// The change `redo` brings back next.
    pub fn next_undone(&self) -> Option<&Change> {
        (self.undone > 0).then(|| &self.changes[self.changes.len() - self.undone])
    }
}
