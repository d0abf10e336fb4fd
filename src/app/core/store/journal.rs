//! The journal of changes beside a session file (`NAME.toml.journal`): what `undo` takes
//! back and `redo` brings back.
//!
//! It is a log, one line of JSON a step (a change made, undone or redone), each with
//! the hash of the file's text before and after it: a step is appended and synced
//! before the file changes, so a write costs one short append, not the journal written
//! whole; now and then (past twice as many steps as it keeps) it is written afresh,
//! whole and atomically, with only what it keeps. Deleting it loses only undo and redo.
//! (A journal of the older form, one TOML file, is read, and written afresh as a log.)

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::session::document::{Change, Document};
use serde::{Deserialize, Serialize};

use crate::app::core::store::{Error, sibling};

/// How many changes the journal keeps.
const DEPTH: usize = 100;

/// The most a journal may hold: two hundred steps of the largest hands.
const MAX_JOURNAL: u64 = 64 << 20;

/// The first line of a journal: what it is.
const HEADER: &str = "# phase10: the changes `undo` and `redo` walk through for the session beside it, a step a line. Deleting this file loses only undo and redo.";

/// The changes, and how many of the newest are taken back, as the journal's steps fold
/// into them.
#[derive(Debug, Default)]
pub struct Journal {
    /// How many of the newest changes are taken back.
    pub undone: usize,
    pub changes: Vec<Change>,
    /// The last step, written to the journal before the file: whether it landed is
    /// read from the file itself by [`Journal::reconcile`].
    last: Option<Line>,
    /// The bytes of the journal that stand: the steps before the last, and the last once
    /// it is known to have landed (the next append cuts the file there).
    standing: u64,
    /// The length of the journal as read.
    len: u64,
    /// Steps in the file as read.
    steps: usize,
    /// Written whole on the next write (an older form, or a journal started afresh).
    rewrite: bool,
    /// No journal was there when it was read.
    absent: bool,
    /// The last step written made the journal (there was none): taking it back takes
    /// the journal away.
    made: bool,
}

/// What a step did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Step {
    /// A new change pushed.
    Change,
    Undo,
    Redo,
}

/// One line of the journal.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Line {
    step: Step,
    /// The file's hash before and after the step.
    before: String,
    after: String,
    /// The change made (with `change`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    change: Option<Change>,
}

/// The journal of the older form (one TOML file), read once and written afresh.
#[derive(Debug, Default, Deserialize)]
struct Old {
    #[serde(default)]
    undone: usize,
    #[serde(default, rename = "change")]
    changes: Vec<Change>,
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
    /// The journal of a session in step with the file as it is (read, not locked: for
    /// what undo would do, not to do it).
    pub fn load_in_step(session: &Path) -> Result<Journal, Error> {
        let mut journal = Journal::load(session)?;
        if let Ok(doc) = crate::app::core::store::read(session) {
            journal.reconcile_with(&doc, &|hash| {
                crate::app::core::store::kept_hash(session, hash)
            });
        }
        Ok(journal)
    }

    /// The journal of a session; empty when there is none. Its last step is not yet in
    /// step with the file: see [`Journal::reconcile`].
    pub fn load(session: &Path) -> Result<Journal, Error> {
        let path = path(session);
        // phase10's own journal is a plain file beside the session, never a link.
        if std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(Error::NotAFile { path });
        }
        let Some(bytes) = crate::app::core::store::read_regular(&path, MAX_JOURNAL)? else {
            return Ok(Journal {
                absent: true,
                ..Journal::default()
            });
        };
        let unreadable = |message: String| Error::Journal {
            path: path.clone(),
            message,
        };
        let text = String::from_utf8(bytes).map_err(|_| unreadable("not UTF-8 text".into()))?;
        if !text.starts_with(HEADER) {
            let old: Old = toml_edit::de::from_str(&text)
                .map_err(|e| unreadable(e.message().trim().replace('\n', " ")))?;
            return Ok(Journal {
                undone: old.undone.min(old.changes.len()),
                changes: old.changes,
                rewrite: true,
                len: text.len() as u64,
                ..Journal::default()
            });
        }
        let mut journal = Journal {
            len: text.len() as u64,
            ..Journal::default()
        };
        let mut offset = 0u64;
        for (n, line) in text.split_inclusive('\n').enumerate() {
            let start = offset;
            offset += line.len() as u64;
            if n == 0 || line.trim().is_empty() {
                journal.standing = offset;
                continue;
            }
            // A last line cut short (the journal killed mid-append): no step.
            let Ok(step) = serde_json::from_str::<Line>(line.trim_end()) else {
                if line.ends_with('\n') {
                    return Err(unreadable(format!("line {} is not a step", n + 1)));
                }
                break;
            };
            // A step kept when the journal was written afresh: it stands.
            if step.before.is_empty() && step.after.is_empty() {
                if let Some(before) = journal.last.take() {
                    journal.fold(&before);
                }
                journal.fold(&step);
                journal.standing = offset;
                journal.steps += 1;
                continue;
            }
            // The step before this one stands: this one was written after it.
            if let Some(before) = journal.last.take() {
                journal.fold(&before);
            }
            journal.standing = start;
            journal.last = Some(step);
            journal.steps += 1;
        }
        Ok(journal)
    }

    /// A step's effect on the changes.
    fn fold(&mut self, line: &Line) {
        match line.step {
            Step::Change => {
                if let Some(change) = &line.change {
                    self.push(change.clone());
                }
            }
            Step::Undo => self.undone = (self.undone + 1).min(self.changes.len()),
            Step::Redo => self.undone = self.undone.saturating_sub(1),
        }
    }

    /// Brings the journal in step with the file: its last step stands where it reached
    /// the file, and is taken off where it did not (killed, or refused by a full disk,
    /// between the journal and the file). A file changed by hand since is read by what
    /// it holds: the step reached it where the change it made can be taken back from it.
    /// Whether a step was taken off.
    pub fn reconcile(&mut self, doc: &Document) -> bool {
        self.reconcile_with(doc, &|_| false)
    }

    /// [`Journal::reconcile`], with a witness of the last step's landing: whether the
    /// previous version kept beside the file (its backup, made only once a write has
    /// landed) has this hash. A file changed by hand since is then still read rightly:
    /// a change that landed and was deleted by hand stands; one killed before its file,
    /// with a hand edited elsewhere since, does not.
    pub fn reconcile_with(&mut self, doc: &Document, kept: &dyn Fn(&str) -> bool) -> bool {
        let Some(last) = self.last.take() else {
            return false;
        };
        let now = hash(doc.text());
        let change = match last.step {
            Step::Change => last.change.clone(),
            Step::Undo => self
                .changes
                .len()
                .checked_sub(self.undone + 1)
                .map(|i| self.changes[i].clone()),
            Step::Redo => self
                .changes
                .len()
                .checked_sub(self.undone)
                .and_then(|i| self.changes.get(i).cloned()),
        };
        // The backup witness first: a step that landed and was then taken out of the
        // file by hand (the file as it was before) stands, and undo says what no
        // longer fits, never reaching past it.
        let landed = if now == last.after || kept(&last.before) {
            true
        } else if now == last.before {
            false
        } else {
            // Neither: the file was edited by hand since. The step reached it where the
            // file holds what it made (an undo: what the change had changed), and not
            // where it holds what it changed (a change killed before its file, then a
            // hand edited elsewhere); in doubt, it stands, and undo says what no
            // longer fits.
            change.is_none_or(|c| match doc.holds(&c) {
                Some(made) => made != (last.step == Step::Undo),
                None => true,
            })
        };
        if landed {
            self.fold(&last);
            self.standing = self.len;
            false
        } else {
            true
        }
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

    /// The journal started afresh (the file was changed by hand past its last change):
    /// nothing to undo or redo, and the journal written whole on the next step.
    pub fn clear(&mut self) {
        self.changes.clear();
        self.undone = 0;
        self.rewrite = true;
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

    /// Writes a step about to be made to the file (the journal first, synced): `step`
    /// from `before` to `after` (the file's texts), `change` the change a new change
    /// makes. The journal folds it in as done; where the file write then fails,
    /// [`Journal::take_back`] takes it off again.
    pub fn write_step(
        &mut self,
        session: &Path,
        step: Step,
        change: Option<&Change>,
        before: &str,
        after: &str,
    ) -> Result<(), Error> {
        let line = Line {
            step,
            before: hash(before),
            after: hash(after),
            change: change.cloned(),
        };
        self.fold(&line);
        let path = path(session);
        let write_error = |source| Error::Write {
            path: path.clone(),
            source,
        };
        let json = serde_json::to_string(&line).expect("a step serializes");
        self.made = std::mem::take(&mut self.absent);
        // Appended to the journal itself only: a link someone left in its place, or
        // anything not a plain file, is replaced by a journal written whole.
        let appendable = || {
            let mut options = OpenOptions::new();
            options.write(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt;
                options.custom_flags(rustix::fs::OFlags::NOFOLLOW.bits().cast_signed());
            }
            options
                .open(&path)
                .ok()
                .filter(|f| f.metadata().is_ok_and(|m| m.is_file()))
        };
        // Written afresh now and then, and before it would grow past half what phase10
        // reads back (its own writes never make it unreadable).
        let full = self.standing + json.len() as u64 + 1 > MAX_JOURNAL / 2;
        let file = if self.rewrite || full || self.steps + 1 > 2 * DEPTH || self.standing == 0 {
            None
        } else {
            appendable()
        };
        let Some(mut file) = file else {
            // Written whole: what it keeps, then this step.
            let undone = match step {
                Step::Undo => self.undone - 1,
                Step::Redo => self.undone + 1,
                Step::Change => 0,
            };
            // (The step being written is the last line, apart.)
            let own = usize::from(step == Step::Change);
            let mut kept: Vec<String> = self.changes[..self.changes.len() - own]
                .iter()
                .map(|change| {
                    let line = Line {
                        step: Step::Change,
                        before: String::new(),
                        after: String::new(),
                        change: Some(change.clone()),
                    };
                    serde_json::to_string(&line).expect("a step serializes")
                })
                .collect();
            // The oldest changes let go where the journal would pass half its cap (the
            // ones taken back, the newest, always kept).
            let size = |kept: &[String]| {
                (HEADER.len() + json.len() + 2 + kept.iter().map(|k| k.len() + 1).sum::<usize>())
                    as u64
            };
            let needed = undone + usize::from(step == Step::Undo);
            let mut dropped = 0;
            while size(&kept) > MAX_JOURNAL / 2 && kept.len() > needed {
                kept.remove(0);
                dropped += 1;
            }
            self.changes.drain(..dropped);
            let mut text = format!("{HEADER}\n");
            for line in &kept {
                text.push_str(line);
                text.push('\n');
            }
            for _ in 0..undone {
                let kept = Line {
                    step: Step::Undo,
                    before: String::new(),
                    after: String::new(),
                    change: None,
                };
                text.push_str(&serde_json::to_string(&kept).expect("a step serializes"));
                text.push('\n');
            }
            let standing = text.len() as u64;
            text.push_str(&json);
            text.push('\n');
            // The journal holds the hands' text: as private as the session.
            crate::app::core::store::atomic::write_atomic_like(&path, text.as_bytes(), session)?;
            self.rewrite = false;
            self.steps = self.changes.len() + undone + 1;
            self.standing = standing;
            self.len = text.len() as u64;
            return Ok(());
        };
        // Appended where the steps that stand end (a step that never reached the file
        // is cut off), and synced.
        file.set_len(self.standing).map_err(write_error)?;
        let mut bytes = json.into_bytes();
        bytes.push(b'\n');
        std::io::Seek::seek(&mut file, std::io::SeekFrom::Start(self.standing))
            .map_err(write_error)?;
        file.write_all(&bytes).map_err(write_error)?;
        file.sync_data().map_err(write_error)?;
        self.steps += 1;
        self.len = self.standing + bytes.len() as u64;
        Ok(())
    }

    /// The step just written taken off again (the file write failed): cut off the
    /// journal, where that can be done; else the next phase10 reads from the file that
    /// it never landed.
    pub fn take_back(&mut self, session: &Path) {
        // One this step made goes with it: nothing is left beside a file that had none.
        if self.made
            && std::fs::symlink_metadata(path(session)).is_ok_and(|m| m.is_file())
            && std::fs::remove_file(path(session)).is_ok()
        {
            return;
        }
        if let Ok(file) = OpenOptions::new().write(true).open(path(session)) {
            let _ = file.set_len(self.standing);
            let _ = File::sync_data(&file);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::app::core::store::journal::*;
    use crate::session::document::{Block, Edit};

    /// phase10's own writes never grow the journal past what phase10 reads back: the
    /// oldest changes are let go first, the newest kept.
    #[test]
    fn its_own_writes_never_grow_it_past_what_it_reads() {
        let dir = tempfile::tempdir().unwrap();
        let session = dir.path().join("g.toml");
        // The file as each step leaves it (a session, a comment line apart).
        let text = |i: usize| {
            format!(
                "# step {i}\nschema = 1\nedition = \"classic\"\ncreated = \"2026-11-27T20:00:00Z\"\nplayers = [\"Ann\", \"Bob\"]\ndealer = \"Ann\"\n"
            )
        };
        std::fs::write(&session, text(0)).unwrap();
        let big = "a".repeat(3 << 20);
        for i in 0..12 {
            // As a command does: the journal read in step with the file, then the step.
            let mut journal = Journal::load_in_step(&session).unwrap();
            let change = Change {
                what: crate::session::document::What::Said(format!("change {i}")),
                edits: vec![Edit {
                    block: Block::Hand,
                    index: 1,
                    before: Some(big.clone()),
                    after: Some(big.clone()),
                    gap: String::new(),
                    at: None,
                }],
            };
            journal
                .write_step(
                    &session,
                    Step::Change,
                    Some(&change),
                    &text(i),
                    &text(i + 1),
                )
                .unwrap();
            std::fs::write(&session, text(i + 1)).unwrap();
            let len = std::fs::metadata(path(&session)).unwrap().len();
            assert!(len <= MAX_JOURNAL / 2, "step {i}: {len} bytes");
        }
        // The newest kept, the oldest let go; the journal reads back, every change in it.
        let journal = Journal::load_in_step(&session).unwrap();
        let kept: Vec<&str> = journal
            .changes
            .iter()
            .map(|c| match &c.what {
                crate::session::document::What::Said(w) => w.as_str(),
                crate::session::document::What::Done(_) => "",
            })
            .collect();
        assert_eq!(kept.last(), Some(&"change 11"), "{kept:?}");
        assert!(kept.len() > 2 && !kept.contains(&"change 0"), "{kept:?}");
        // An undo after it keeps what it takes back, within the bound too.
        let mut journal = journal;
        journal
            .write_step(&session, Step::Undo, None, &text(12), &text(11))
            .unwrap();
        std::fs::write(&session, text(11)).unwrap();
        assert!(std::fs::metadata(path(&session)).unwrap().len() <= MAX_JOURNAL / 2);
        let back = Journal::load_in_step(&session).unwrap();
        assert_eq!(back.undone, 1);
        assert_eq!(back.changes.len(), journal.changes.len());
    }
}
