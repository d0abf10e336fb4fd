//! The one way an event reaches the files, for every face (the commands, the table
//! screen, its plain mode): a change of the record applied by the library to the
//! session as read under its lock, then committed through the journal; or one of the
//! store's own steps (undo, redo, the next game in the data dir).

use std::path::{Path, PathBuf};

use crate::app::core::words::Face;
use crate::session::event::{self, Outcome};
use crate::session::{Event, Record, Refusal};

use crate::app::core::store;
use crate::app::core::watch::Stamp;

/// Where the events go: a session file, and whether it is the data dir's current one
/// (there undo reaches a `new`, and the next game moves the current pointer on).
#[derive(Debug, Clone)]
pub struct Target {
    pub path: PathBuf,
    pub current: bool,
}

/// An event done: what it did, and the session after it.
pub enum Done {
    /// A change of the record.
    Record(Recorded),
    /// The last change taken back, or brought back.
    Step(Stepped),
    /// The next game, made current.
    NewGame { name: String, after: store::Loaded },
}

/// A change of the record made: the session after it, and what it did.
pub struct Recorded {
    pub after: store::Loaded,
    pub outcome: Outcome,
    /// What the file looks like now it is written (none: nothing was written): a watch
    /// of it takes this write for read.
    pub written: Option<Stamp>,
}

pub use super::undo::Stepped;

/// Why an event was not done: the rules or the input say no (typed, for each face to
/// say in its words), or trouble (a busy session, a file that cannot be read or
/// written). Nothing changed either way.
#[derive(Debug)]
pub enum Failed {
    Refused(Refusal),
    Trouble(anyhow::Error),
}

impl<E: Into<anyhow::Error>> From<E> for Failed {
    fn from(e: E) -> Failed {
        Failed::Trouble(e.into())
    }
}

/// Applies an event to `target`; what the store says of undo and redo is said in the
/// words of `face`.
pub fn apply(
    target: &Target,
    event: &Event,
    face: Face,
    known: Option<(&store::Loaded, Stamp)>,
) -> Result<Done, Failed> {
    match event {
        Event::Record(record) => Ok(Done::Record(record_known(&target.path, record, known)?)),
        Event::Undo | Event::Redo => Ok(Done::Step(step(
            Some(&target.path),
            target.current,
            matches!(event, Event::Redo),
            face,
        )?)),
        Event::NewGame { force } => {
            if !target.current {
                return Err(Failed::Trouble(anyhow::anyhow!(
                    "the next game is for the sessions of the data dir: this one is a file of its own"
                )));
            }
            let (name, after) = super::games::next_game(None, *force)?.map_err(Failed::Refused)?;
            Ok(Done::NewGame { name, after })
        }
    }
}

/// A change of the record, under the session's lock.
pub fn record_at(path: &Path, record: &Record) -> Result<Recorded, Failed> {
    record_known(path, record, None)
}

/// A change of the record, under the session's lock, to the session as `known` holds
/// it where the file is still as it was then (its stamp the same: nothing is read or
/// played through again), else as the file is now.
pub fn record_known(
    path: &Path,
    record: &Record,
    known: Option<(&store::Loaded, Stamp)>,
) -> Result<Recorded, Failed> {
    let _lock = store::lock(path)?;
    if let Some((loaded, stamp)) = known
        && Stamp::of(path) == Some(stamp)
    {
        return record_loaded(loaded, record);
    }
    let loaded = store::load(path)?;
    record_loaded(&loaded, record)
}

/// A change of the record to a session read under its lock.
pub fn record_loaded(loaded: &store::Loaded, record: &Record) -> Result<Recorded, Failed> {
    let applied =
        event::apply(&loaded.doc, &loaded.state, record, super::now()).map_err(Failed::Refused)?;
    let mut written = None;
    if let Some(change) = applied.change {
        store::commit(loaded, &change, &applied.doc)?;
        // (Under the lock: no phase10 writes it meanwhile.)
        written = Stamp::of(&loaded.path);
    }
    Ok(Recorded {
        after: store::Loaded {
            path: loaded.path.clone(),
            doc: applied.doc,
            state: applied.state,
        },
        outcome: applied.outcome,
        written,
    })
}

/// Undo or redo: of a `new` in the data dir where that is the newest change (on the
/// current session), else of the session's last change (`path`, or the current one's).
pub fn step(path: Option<&Path>, current: bool, redo: bool, face: Face) -> anyhow::Result<Stepped> {
    if current && let Some(done) = super::undo::new_session(redo, face)? {
        return Ok(done);
    }
    let path = store::resolve(path)?;
    let (what, after) = super::undo::in_session(&path, current, redo, face)?;
    Ok(Stepped {
        redo,
        what,
        after: Some(after),
    })
}
