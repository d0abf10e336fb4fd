//! The journal of changes beside a session file (`NAME.toml.journal`): what `undo` takes
//! back and `redo` brings back.
//!
//! It is a TOML file of [`Change`]s, oldest first; `undone` counts the newest ones that
//! were taken back (redo brings them back, a new change drops them). Deleting it loses
//! only undo and redo.

use std::path::{Path, PathBuf};

use phase10::session::document::Change;
use serde::{Deserialize, Serialize};

use super::{Error, sibling};

/// How many changes the journal keeps.
const DEPTH: usize = 100;

/// The most a journal may hold: a hundred changes of the largest hands.
const MAX_JOURNAL: u64 = 64 << 20;

#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Journal {
    /// How many of the newest changes are taken back.
    #[serde(default)]
    pub undone: usize,
    /// The step written to the journal before the file: whether it landed is read from
    /// the file itself (its hash) by the next phase10 that opens the journal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<Pending>,
    #[serde(default, rename = "change")]
    pub changes: Vec<Change>,
}

/// One step of the journal and the file together: the journal says it first, with
/// the file's hash before and after; the file then changes. A step killed between
/// the two is taken back by [`Journal::reconcile`], so the journal always says what the
/// file holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub step: Step,
    pub before: String,
    pub after: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Step {
    /// A new change pushed.
    Change,
    Undo,
    Redo,
}

/// The hash of a file's text that the journal keeps (FNV-1a, 64 bits): stable across
/// versions and machines.
pub fn hash(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.as_bytes() {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

pub fn path(session: &Path) -> PathBuf {
    sibling(session, ".journal")
}

impl Journal {
    /// The journal of a session; empty when there is none.
    pub fn load(session: &Path) -> Result<Journal, Error> {
        let path = path(session);
        let Some(bytes) = super::read_regular(&path, MAX_JOURNAL)? else {
            return Ok(Journal::default());
        };
        let text = String::from_utf8(bytes).map_err(|_| Error::Journal {
            path: path.clone(),
            message: "not UTF-8 text".into(),
        })?;
        let mut journal: Journal = toml_edit::de::from_str(&text).map_err(|e| Error::Journal {
            path: path.clone(),
            message: e.message().trim().replace('\n', " "),
        })?;
        journal.undone = journal.undone.min(journal.changes.len());
        Ok(journal)
    }

    pub fn save(&self, session: &Path) -> Result<(), Error> {
        let body = toml_edit::ser::to_string(self).expect("a journal serializes");
        let text = format!(
            "# phase10: the changes `undo` and `redo` walk through for the session beside it.\n# Deleting this file loses only undo and redo.\n{body}"
        );
        // The journal holds the hands' text: as private as the session.
        super::atomic::write_atomic_like(&path(session), text.as_bytes(), session)
    }

    /// Brings the journal in step with the file: a step written to the journal whose
    /// file write never landed (killed, or refused by a full disk) is taken back. A
    /// file changed by hand since is left to the block checks of undo and redo.
    /// Whether anything was taken back.
    pub fn reconcile(&mut self, file_text: &str) -> bool {
        let Some(p) = self.pending.take() else {
            return false;
        };
        let now = hash(file_text);
        if now == p.after || now != p.before {
            return false;
        }
        match p.step {
            Step::Change => {
                self.changes.pop();
            }
            Step::Undo => self.undone = self.undone.saturating_sub(1),
            Step::Redo => self.undone = (self.undone + 1).min(self.changes.len()),
        }
        true
    }

    /// A step about to be written: the journal first, then the file.
    pub fn begin(&mut self, step: Step, before: &str, after: &str) {
        self.pending = Some(Pending {
            step,
            before: hash(before),
            after: hash(after),
        });
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
