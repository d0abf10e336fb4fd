//! Session files: where they live, reading them with <file:line> errors, and changing
//! them in place under a lock, with a journal for undo and redo.

mod atomic;
pub mod created;
pub mod journal;

use std::fs;
use std::path::{Path, PathBuf};

use crate::session::document::{Block, Change, Conflict, Document};
use crate::session::event::{Untried, replay, trial};
use crate::session::{BadInput, Problem, Refusal, Session, Standings};

pub use atomic::{Lock, lock, lock_file, write_atomic, write_atomic_unlocked};
use journal::Journal;

/// Why a session file could not be used. Nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("no home directory to keep sessions in: set PHASE10_HOME or use --file PATH")]
    NoHome,
    #[error("{var}={value}: give {why} (or unset it)")]
    BadEnv {
        var: &'static str,
        value: String,
        why: &'static str,
    },
    #[error(
        "PHASE10_HOME is {}, which is not a folder: point it at a folder (or unset it)",
        path.display()
    )]
    HomeNotAFolder { path: PathBuf },
    #[error("no session yet: start one with phase10 new, or give --file PATH")]
    NoSession,
    #[error("no session is current: {}", match names.as_slice() {
        [one] => format!("the one there is {one}: phase10 sessions switch {one} picks it, or start one with phase10 new"),
        _ => format!("the sessions are {}: pick one with phase10 sessions switch NAME, or start one with phase10 new", names.join(", ")),
    })]
    NoneCurrent { names: Vec<String> },
    #[error(
        "the current session \"{name}\" is gone ({}): pick one with phase10 sessions switch NAME, or start one with phase10 new",
        path.display()
    )]
    CurrentGone { name: String, path: PathBuf },
    #[error(
        "{}: no such session file: start one with phase10 new, or give another --file",
        path.display()
    )]
    NotFound { path: PathBuf },
    #[error(
        "{}: no such folder: make it first, or give --output a path in a folder that is there",
        path.display()
    )]
    NoFolder { path: PathBuf },
    #[error(
        "{}: a folder's name, not a file's: give the file to write in it (like {}friday.csv)",
        path.display(),
        path.display()
    )]
    FolderGiven { path: PathBuf },
    #[error("{}: cannot read: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: cannot write: {source}", path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{place}: {message} (fix the file by hand; nothing was changed)")]
    Syntax { place: String, message: String },
    #[error(
        "{place}: written by a newer phase10 (schema {found}); this one reads schema {}: upgrade phase10",
        crate::session::SCHEMA
    )]
    Newer { place: String, found: i64 },
    #[error("{place}: not UTF-8 text: save the file as UTF-8 (nothing was changed)")]
    NotUtf8 { place: String },
    #[error("{}: a loop of links that ends at no file: fix or remove the link", path.display())]
    LinkLoop { path: PathBuf },
    #[error("{}: the current-session pointer names no session: pick one with phase10 sessions switch NAME", path.display())]
    BadPointer { path: PathBuf },
    #[error("{}: not a regular file: phase10 reads only plain files there; remove it, or give another --file", path.display())]
    NotAFile { path: PathBuf },
    #[error(
        "{}: {size} bytes is more than phase10 reads there (at most {cap} bytes): give another --file, or remove it",
        path.display()
    )]
    TooLarge { path: PathBuf, size: u64, cap: u64 },
    #[error(
        "{}: the change would make the file {size} bytes, more than phase10 reads back (at most {MAX_FILE}): nothing was changed; start a new session",
        path.display()
    )]
    WouldBeTooLarge { path: PathBuf, size: u64 },
    #[error("{}: the file is read-only, so phase10 leaves it as it is (chmod u+w to let it write)", path.display())]
    ReadOnly { path: PathBuf },
    #[error("{}: the lock is not a regular file: remove it, and try again", path.display())]
    LockNotAFile { path: PathBuf },
    #[error(
        "{}: the file name is too long to keep its lock, backup and journal beside it (at most {MAX_NAME} bytes)",
        path.display()
    )]
    NameTooLong { path: PathBuf },
    #[error(
        "{place}: {} ({hint}nothing was changed)",
        crate::app::core::words::problem(problem, crate::app::core::words::Face::Hand)
    )]
    Invalid {
        place: String,
        problem: Problem,
        hint: &'static str,
    },
    #[error("{}: the undo journal is unreadable ({message}): delete it to start a new one", path.display())]
    Journal { path: PathBuf, message: String },
    #[error(
        "session is busy: another phase10 is writing {}; try again in a moment",
        path.display()
    )]
    Busy { path: PathBuf },
    #[error("{} already exists: choose another --name or --file, or remove it first", path.display())]
    Exists { path: PathBuf },
    #[error(
        "session name \"{name}\": use letters, digits, '-', '_' or '.', not first a '.' or '-' (at most 64){}",
        suggestion.as_ref().map(|s| format!("; did you mean {s}?")).unwrap_or_default()
    )]
    BadName {
        name: String,
        /// The name with the characters it may not hold made dashes, where that is a
        /// name ("game night": game-night).
        suggestion: Option<String>,
    },
    #[error("no session \"{name}\": {hint}the sessions are: {names}")]
    NoSuchSession {
        name: String,
        hint: String,
        names: String,
    },
    #[error("nothing to undo in {}: {why}", path.display())]
    NothingToUndo { path: PathBuf, why: &'static str },
    #[error("nothing to redo in {}: {why}", path.display())]
    NothingToRedo { path: PathBuf, why: &'static str },
    #[error("{verb}: {conflict}; nothing was changed (the file is as you left it)")]
    Conflict {
        verb: &'static str,
        conflict: Conflict,
    },
}

/// The most a session file may hold: a 55-hand game is about 10 KB.
pub const MAX_FILE: u64 = 4 << 20;

/// The longest session file name that leaves room for its siblings
/// (`.NAME.journal.tmp-PID`) within the usual 255-byte limit.
pub const MAX_NAME: usize = 200;

/// The data directory: `PHASE10_HOME`, or the platform's data dir.
pub struct Home {
    pub dir: PathBuf,
}

impl Home {
    pub fn locate() -> Result<Home, Error> {
        if let Some(dir) = std::env::var_os("PHASE10_HOME").filter(|d| !d.is_empty()) {
            let dir = PathBuf::from(dir);
            if fs::metadata(&dir).is_ok_and(|m| !m.is_dir()) {
                return Err(Error::HomeNotAFolder { path: dir });
            }
            return Ok(Home { dir });
        }
        let dirs = directories::ProjectDirs::from("", "", "phase10").ok_or(Error::NoHome)?;
        Ok(Home {
            dir: dirs.data_dir().to_path_buf(),
        })
    }

    pub fn sessions(&self) -> PathBuf {
        self.dir.join("sessions")
    }

    pub fn path_of(&self, name: &str) -> PathBuf {
        self.sessions().join(format!("{name}.toml"))
    }

    fn pointer(&self) -> PathBuf {
        self.dir.join("current")
    }

    /// Locks the data directory: the current session and the set of sessions change
    /// under it (`new`, `sessions switch`, `sessions remove`).
    pub fn lock(&self) -> Result<Lock, Error> {
        fs::create_dir_all(&self.dir).map_err(|source| Error::Write {
            path: self.dir.clone(),
            source,
        })?;
        atomic::lock_file(&self.dir.join(".lock"), &self.dir)
    }

    /// Where `new` writes a session before it becomes current (not listed).
    fn pending(&self, name: &str) -> PathBuf {
        pending_of(&self.path_of(name))
    }

    /// The current session's name, if one was chosen. A `new` killed after it made the
    /// session current, but before the session took its name, is finished here.
    pub fn current(&self) -> Option<String> {
        self.current_checked().ok().flatten()
    }

    /// The current session's name, checked: a pointer that cannot be read, or that
    /// names no session name (`../x`), is said, not taken for "no session".
    pub fn current_checked(&self) -> Result<Option<String>, Error> {
        let Some(bytes) = read_regular(&self.pointer(), 4096)? else {
            return Ok(None);
        };
        let name = String::from_utf8(bytes)
            .map_err(|_| Error::BadPointer {
                path: self.pointer(),
            })?
            .trim()
            .to_string();
        if name.is_empty() {
            return Ok(None);
        }
        check_session_name(&name).map_err(|_| Error::BadPointer {
            path: self.pointer(),
        })?;
        // A session removed (its removal killed before the pointer was cleared) is no
        // current session.
        let path = self.path_of(&name);
        if !path.exists() && removed_of(&path).exists() {
            return Ok(None);
        }
        Ok(Some(name))
    }

    /// Creates a session and makes it current, as one change: the session is written
    /// where it is not listed, the pointer names it (the moment it happens), then it
    /// takes its name. Killed at any moment: both, or neither. Under [`Home::lock`].
    pub fn create_current(&self, name: &str, session: &Session) -> Result<PathBuf, Error> {
        self.create_current_text(name, &render(session))
    }

    /// The same, with the session's text.
    pub fn create_current_text(&self, name: &str, text: &str) -> Result<PathBuf, Error> {
        let path = self.path_of(name);
        if path.exists() {
            return Err(Error::Exists { path });
        }
        fs::create_dir_all(self.sessions()).map_err(|source| Error::Write {
            path: self.sessions(),
            source,
        })?;
        let _ = fs::remove_file(journal::path(&path));
        let pending = self.pending(name);
        write_atomic(&pending, text.as_bytes())?;
        // Refused before it is current: nothing is left of it.
        if let Err(e) = self.set_current(name) {
            let _ = fs::remove_file(&pending);
            return Err(e);
        }
        // A writer of the new session may have finished the rename already.
        atomic::test_pause();
        match fs::rename(&pending, &path) {
            Err(_) if path.is_file() => {}
            other => other.map_err(|source| Error::Write {
                path: path.clone(),
                source,
            })?,
        }
        Ok(path)
    }

    /// Sessions a killed `new` left unnamed, and that are not current: removed. Under
    /// [`Home::lock`].
    pub fn clean_pending(&self) {
        let current = self.current();
        for (name, left) in self.leftovers(".toml.pending") {
            match current.as_deref() {
                Some(c) if c == name => finish_pending(&self.path_of(&name)),
                _ => {
                    let _ = fs::remove_file(left);
                }
            }
        }
    }

    /// What a change of the data dir leaves beside the sessions (`.NAME.toml.pending`,
    /// `.NAME.toml.removed`, by `suffix`): each session's name and the leftover's path.
    fn leftovers(&self, suffix: &str) -> Vec<(String, PathBuf)> {
        let Ok(entries) = fs::read_dir(self.sessions()) else {
            return Vec::new();
        };
        entries
            .flatten()
            .filter_map(|e| {
                let file = e.file_name().to_string_lossy().into_owned();
                let name = file.strip_prefix('.')?.strip_suffix(suffix)?.to_string();
                Some((name, e.path()))
            })
            .collect()
    }

    pub fn set_current(&self, name: &str) -> Result<(), Error> {
        fs::create_dir_all(&self.dir).map_err(|source| Error::Write {
            path: self.dir.clone(),
            source,
        })?;
        write_atomic(&self.pointer(), format!("{name}\n").as_bytes()).inspect(|()| landed())
    }

    /// Removes a session (under [`Home::lock`] and its own), as one step: it is first
    /// renamed out of the listed names (`.NAME.toml.removed`), which is the step (a
    /// folder that takes no change refuses it, and nothing has changed); then the
    /// pointer is cleared where it named it, and what was kept beside it goes. Killed
    /// between, a pointer that names a session so removed names none (see
    /// [`Home::current_checked`]), and the next change of the data dir clears it.
    pub fn remove(&self, name: &str, was_current: bool) -> Result<(), Error> {
        let path = self.path_of(name);
        let removed = removed_of(&path);
        fs::rename(&path, &removed).map_err(|source| Error::Write {
            path: path.clone(),
            source,
        })?;
        landed();
        atomic::test_pause();
        if was_current {
            let _ = self.clear_current();
        }
        self.settle_removed();
        Ok(())
    }

    /// Finishes what a removal killed half-way left: the pointer naming a session
    /// removed cleared, the removed files gone. Under [`Home::lock`].
    pub fn settle_removed(&self) {
        for (name, left) in self.leftovers(".toml.removed") {
            let path = self.path_of(&name);
            let planted = fs::symlink_metadata(&left).map_or(true, |m| m.is_dir());
            // A session of that name is there (made again since, or the name planted
            // beside it): what is beside it is its own, and stays.
            if path.exists() || planted {
                if !planted {
                    let _ = fs::remove_file(&left);
                }
                continue;
            }
            if self.current().is_none()
                && read_regular(&self.pointer(), 4096)
                    .ok()
                    .flatten()
                    .is_some_and(|p| String::from_utf8_lossy(&p).trim() == name)
            {
                let _ = self.clear_current();
            }
            for suffix in BESIDE {
                let _ = fs::remove_file(sibling(&path, suffix));
            }
            let _ = fs::remove_file(&left);
        }
    }

    pub fn clear_current(&self) -> Result<(), Error> {
        match fs::remove_file(self.pointer()) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(source) => Err(Error::Write {
                path: self.pointer(),
                source,
            }),
        }
    }

    /// Session names in the data dir, sorted.
    pub fn list(&self) -> Result<Vec<String>, Error> {
        let dir = self.sessions();
        let entries = match fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(source) => return Err(Error::Read { path: dir, source }),
        };
        let mut names: Vec<String> = entries
            .filter_map(Result::ok)
            .filter_map(|e| {
                let name = e.file_name().into_string().ok()?;
                let stem = name.strip_suffix(".toml")?;
                // (A copy a sync kept beside a session is no session of its own.)
                (!stem.starts_with('.') && copy_of(stem).is_none()).then(|| stem.to_string())
            })
            .collect();
        // A `new` killed after it made its session current, before the session took its
        // name: the session is there (readers read it beside its name).
        if let Some(current) = self.current()
            && !names.contains(&current)
            && pending_of(&self.path_of(&current)).is_file()
        {
            names.push(current);
        }
        names.sort();
        Ok(names)
    }
}

/// What a sync keeps beside a session edited on two laptops between syncs: the other
/// laptop's version, `NAME@LAPTOP.toml` (`@` is in no session's name), until one is
/// chosen. It is listed, counted and completed as no session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Copy {
    /// Its name in the data dir (`friday@b7x2`).
    pub name: String,
    /// The session it is a version of (`friday`).
    pub of: String,
    /// The laptop whose version it is (`b7x2`, and `b7x2-2` for a second copy).
    pub from: String,
}

/// The session and laptop a copy's name says (`friday@b7x2`: friday, b7x2).
pub fn copy_of(stem: &str) -> Option<(&str, &str)> {
    let (of, from) = stem.split_once('@')?;
    let laptop = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
    (check_session_name(of).is_ok() && !from.is_empty() && from.chars().all(laptop))
        .then_some((of, from))
}

impl Home {
    /// The copies waiting beside sessions (see [`Copy`]), by name.
    pub fn copies(&self) -> Vec<Copy> {
        let Ok(entries) = fs::read_dir(self.sessions()) else {
            return Vec::new();
        };
        let mut copies: Vec<Copy> = entries
            .flatten()
            .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
            .filter_map(|e| {
                let file = e.file_name().into_string().ok()?;
                let stem = file.strip_suffix(".toml")?;
                let (of, from) = copy_of(stem)?;
                Some(Copy {
                    name: stem.to_string(),
                    of: of.to_string(),
                    from: from.to_string(),
                })
            })
            .collect();
        copies.sort_by(|a, b| a.name.cmp(&b.name));
        copies
    }
}

impl Home {
    /// Every session's path handed to `add`, spread over the cores; the names of those
    /// it could not read, with why.
    fn fold_paths<T: Send>(
        &self,
        init: impl Fn() -> T + Sync,
        add: impl Fn(&mut T, &Path) -> Result<(), Error> + Sync,
        merge: impl Fn(&mut T, T),
    ) -> Result<(T, Vec<String>), Error> {
        let names = self.list()?;
        let threads = std::thread::available_parallelism()
            .map_or(1, std::num::NonZero::get)
            .min(8);
        // Each worker takes the next session as it is free (a slow file or a busy core
        // holds up no one's share).
        let next = std::sync::atomic::AtomicUsize::new(0);
        let parts: Vec<(T, Vec<(usize, String)>)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads.min(names.len()).max(1))
                .map(|_| {
                    let (init, add, next, names) = (&init, &add, &next, &names);
                    scope.spawn(move || {
                        let mut t = init();
                        let mut broken = Vec::new();
                        loop {
                            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            let Some(name) = names.get(i) else { break };
                            if let Err(e) = add(&mut t, &self.path_of(name)) {
                                broken.push((i, format!("{name}: {e}")));
                            }
                        }
                        (t, broken)
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().expect("a loading thread panicked"))
                .collect()
        });
        let mut all = init();
        let mut broken = Vec::new();
        for (t, b) in parts {
            merge(&mut all, t);
            broken.extend(b);
        }
        // In the data dir's order, however the work was shared.
        broken.sort_unstable_by_key(|(i, _)| *i);
        Ok((all, broken.into_iter().map(|(_, b)| b).collect()))
    }
}

impl Home {
    /// Every session in the data dir read for its standings only (`stats`), folded into
    /// `T` and let go, spread over the cores (the names of those that could not be
    /// read, with why). The same sessions and the same standings as
    /// [`load`] gives (a file that would not load is read again by it, for its words),
    /// read the short way: a session's fields straight from its text (the `toml`
    /// crate), without the document kept for editing it in place.
    pub fn fold_standings<T: Send>(
        &self,
        init: impl Fn() -> T + Sync,
        add: impl Fn(&mut T, &Session, &Standings) + Sync,
        merge: impl Fn(&mut T, T),
    ) -> Result<(T, Vec<String>), Error> {
        self.fold_paths(
            init,
            |t, path| {
                if let Some((session, state)) = quick_load(path) {
                    add(t, &session, &state);
                    return Ok(());
                }
                let l = load(path)?;
                add(t, l.session(), &l.state);
                Ok(())
            },
            merge,
        )
    }
}

/// A session and its standings, where it reads and replays: `None` sends the file to
/// [`load`], for its words.
fn quick_load(path: &Path) -> Option<(Session, Standings)> {
    let bytes = read_regular(path, MAX_FILE).ok()??;
    let text = String::from_utf8(bytes).ok()?;
    let doc = Document::parse(text).ok()?;
    let state = replay(doc.session()).ok()?;
    Some((doc.into_session(), state))
}

impl Home {
    /// The session a typed name means, by the players' name rule (`Friday` is the
    /// session friday); a name that is none, with the sessions there are and the one
    /// meant when one is close.
    pub fn named(&self, typed: &str) -> Result<String, Error> {
        use unicode_normalization::UnicodeNormalization;
        let typed: &str = &typed.nfc().collect::<String>();
        check_session_name(typed)?;
        let names = self.list()?;
        match crate::name::find(&names, typed) {
            Some(i) => Ok(names[i].clone()),
            None => Err(Error::NoSuchSession {
                name: typed.to_string(),
                hint: crate::name::close(&names, typed)
                    .map(|n| format!("did you mean {n}? "))
                    .unwrap_or_default(),
                names: if names.is_empty() {
                    "none yet".into()
                } else {
                    names.join(", ")
                },
            }),
        }
    }

    /// A session already there under a name that is the same as `name`.
    pub fn taken(&self, name: &str) -> Option<String> {
        let names = self.list().ok()?;
        crate::name::find(&names, name)
            .filter(|&i| crate::name::same(&names[i], name))
            .map(|i| names[i].clone())
    }
}

/// A session name usable as a file name.
pub fn check_session_name(name: &str) -> Result<(), Error> {
    let ok = !name.is_empty()
        && name.len() <= 64
        && !name.starts_with(['.', '-'])
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if ok {
        return Ok(());
    }
    let dashed = dashed(name);
    let suggestion = (!dashed.is_empty() && dashed.len() <= 64 && dashed != name).then_some(dashed);
    Err(Error::BadName {
        name: name.to_string(),
        suggestion,
    })
}

/// A name made fit for a session's file: "Game night" is "game-night".
pub fn session_name_of(name: &str) -> String {
    dashed(name)
        .chars()
        .take(40)
        .collect::<String>()
        .to_lowercase()
}

/// The name with what a session name may not hold made dashes ("game night":
/// "game-night"), and nothing it may not begin with.
pub fn dashed(name: &str) -> String {
    name.trim()
        .trim_start_matches(['.', '-'])
        .split(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '_' | '.')))
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// A session file's name, without `.toml` (its name in the data dir).
#[must_use]
pub fn name_of(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().trim_end_matches(".toml").to_string())
        .unwrap_or_default()
}

/// The session file a command works on: `--file` / `PHASE10_FILE`, else the current one.
pub fn resolve(file: Option<&Path>) -> Result<PathBuf, Error> {
    if let Some(f) = file {
        return real(f);
    }
    let home = Home::locate()?;
    match home.current_checked()? {
        Some(name) => {
            let path = home.path_of(&name);
            if !path.exists() && !pending_of(&path).exists() {
                return Err(Error::CurrentGone { name, path });
            }
            real(&path)
        }
        None => match home.list() {
            Ok(names) if !names.is_empty() => Err(Error::NoneCurrent { names }),
            _ => Err(Error::NoSession),
        },
    }
}

/// A `new` that made a session current but was killed before the session took its
/// name is finished by the next writer, under a lock (the rename is the same whoever
/// makes it). Readers read the session where it is ([`read`] looks beside it) and write
/// nothing.
pub fn finish_pending(path: &Path) {
    // (Only a plain file of phase10's: a folder or a link planted there is left.)
    let pending = pending_of(path);
    if !path.exists() && fs::symlink_metadata(&pending).is_ok_and(|m| m.is_file()) {
        let _ = fs::rename(pending, path);
    }
}

/// Where a removed session goes before it is gone: `.NAME.toml.removed`.
fn removed_of(path: &Path) -> PathBuf {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    path.with_file_name(format!(".{name}.removed"))
}

/// Where `new` writes a session before it takes its name: `.NAME.toml.pending`.
pub fn pending_of(path: &Path) -> PathBuf {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    path.with_file_name(format!(".{name}.pending"))
}

/// The file a session path stands for. A symlink is followed to its target, so that
/// the lock, temp file, backup and journal sit beside the real file and the write goes
/// through to it; anything but a regular file is refused before anything is created.
pub fn real(path: &Path) -> Result<PathBuf, Error> {
    let not_found = || Error::NotFound {
        path: path.to_path_buf(),
    };
    match fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(path.to_path_buf()),
        Err(source) => Err(Error::Read {
            path: path.to_path_buf(),
            source,
        }),
        Ok(m) if m.file_type().is_symlink() => {
            let target = match fs::canonicalize(path) {
                Ok(target) => target,
                // A loop of links (ELOOP) is named as one.
                Err(e) if is_link_loop(&e) => {
                    return Err(Error::LinkLoop {
                        path: path.to_path_buf(),
                    });
                }
                // A link to nothing: the file it names (`new` makes it there).
                Err(_) => {
                    let to = fs::read_link(path).map_err(|_| not_found())?;
                    let to = match path.parent() {
                        Some(dir) if to.is_relative() => dir.join(to),
                        _ => to,
                    };
                    return match fs::symlink_metadata(&to) {
                        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(to),
                        _ => real(&to),
                    };
                }
            };
            match fs::metadata(&target) {
                Ok(m) if m.is_file() => Ok(target),
                Ok(_) => Err(Error::NotAFile { path: target }),
                Err(_) => Err(not_found()),
            }
        }
        Ok(m) if m.is_file() => Ok(path.to_path_buf()),
        Ok(_) => Err(Error::NotAFile {
            path: path.to_path_buf(),
        }),
    }
}

/// Whether an error is the OS's "too many levels of links" (ELOOP).
fn is_link_loop(e: &std::io::Error) -> bool {
    #[cfg(unix)]
    {
        e.raw_os_error() == Some(rustix::io::Errno::LOOP.raw_os_error())
    }
    #[cfg(not(unix))]
    {
        let _ = e;
        false
    }
}

/// Refuses a session file its owner made read-only (before anything is written).
pub fn check_writable(path: &Path) -> Result<(), Error> {
    match fs::metadata(path) {
        Ok(m) if m.permissions().readonly() => Err(Error::ReadOnly {
            path: path.to_path_buf(),
        }),
        _ => Ok(()),
    }
}

/// A session file as read: the document (text, session, places) and its standings.
pub struct Loaded {
    pub path: PathBuf,
    pub doc: Document,
    pub state: Standings,
}

impl Loaded {
    pub fn session(&self) -> &Session {
        self.doc.session()
    }
}

/// Where a problem sits: the file, and the line of its hand or setting.
fn place(path: &Path, doc: &Document, problem: &Problem) -> String {
    let line = match (problem.hand, problem.play, problem.block, problem.key) {
        // A name given twice in a hand's field: the line of the second.
        (Some(n), ..) => match &*problem.refusal {
            Refusal::Input(BadInput::KeyTwice { field, second, .. }) => doc
                .hand_line(n)
                .zip(doc.hand_text(n))
                .and_then(|(line, text)| key_line(text, field, second).map(|k| line + k))
                .or_else(|| doc.hand_line(n)),
            _ => doc.hand_line(n),
        },
        (None, Some(n), ..) => doc.block_line(Block::Play, n),
        (None, None, Some((block, n)), _) => doc.block_line(block, n),
        (None, None, None, Some(key)) => doc.setting_line(key),
        (None, None, None, None) => None,
    };
    match line {
        Some(line) => format!("{}:{line}", path.display()),
        None => path.display().to_string(),
    }
}

/// The line (0-based, in a block's text) where a name is given the second time: as a
/// key (`ann = 60`, in an inline table over lines or not, quoted or not) or in a list
/// (`made = ["Ann", "ann"]`), by the one name rule (in any case or normal form), from
/// where `field` begins (`points = {`, or `[hand.points]`).
fn key_line(text: &str, field: &str, key: &str) -> Option<usize> {
    let starts = |line: &str| {
        let line = line.trim_start();
        line.strip_prefix(field)
            .is_some_and(|rest| rest.trim_start().starts_with('='))
            || line.starts_with(&format!("[hand.{field}]"))
    };
    let from = text.lines().position(starts)?;
    let mut seen = 0;
    for (i, line) in text.lines().enumerate().skip(from) {
        // (Everything after a # outside quotes is a comment.)
        let mut quoted = false;
        let code: String = line
            .chars()
            .take_while(|&c| {
                if c == '"' {
                    quoted = !quoted;
                }
                quoted || c != '#'
            })
            .collect();
        for token in code.split(['{', '}', '[', ']', ',', '=']) {
            let token = token.trim().trim_matches('"');
            if !token.is_empty() && crate::name::same(token, key) {
                seen += 1;
                if seen == 2 {
                    return Some(i);
                }
            }
        }
    }
    None
}

/// Reads a session's text into a document; errors name the file, line and column.
pub fn parse(path: &Path, text: String) -> Result<Document, Error> {
    Document::parse(text).map_err(|e| {
        let place = match (e.line, e.column) {
            (Some(l), Some(c)) => format!("{}:{l}:{c}", path.display()),
            _ => path.display().to_string(),
        };
        match e.newer_schema {
            Some(found) => Error::Newer { place, found },
            None => Error::Syntax {
                place,
                message: e.message,
            },
        }
    })
}

/// Reads a session file, without replaying it: a regular file, at most [`MAX_FILE`]
/// bytes of UTF-8.
pub fn read(path: &Path) -> Result<Document, Error> {
    let text = read_text(path)?;
    let doc = parse(path, text)?;
    // A game of a regular table speaks the table's language.
    crate::app::core::words::language::opened_game_of(doc.session().table.as_deref());
    Ok(doc)
}

/// A session's settings alone (its edition, players and house rules; no hands, plays
/// or other blocks), read from the text above its first block where that reads, else
/// from the whole file: for the commands that need only its rules.
pub fn read_head(path: &Path) -> Result<Session, Error> {
    let text = read_text(path)?;
    let Some(head) = Document::head(&text) else {
        return Ok(parse(path, text)?.into_session());
    };
    // Settings that do not hold (a phase list's phrase, a house rule at the wrong
    // table) are said with their place, as every command says them.
    if crate::session::settings::check_settings(&head).is_err() {
        load(path)?;
    }
    crate::app::core::words::language::opened_game_of(head.table.as_deref());
    Ok(head)
}

/// A session file's text, read capped (a `new` not yet named read where it is).
fn read_text(path: &Path) -> Result<String, Error> {
    let bytes = match read_capped(path) {
        // A `new` not finished yet (or killed before the session took its name).
        Err(Error::NotFound { .. }) if pending_of(path).is_file() => {
            read_capped(&pending_of(path))?
        }
        other => other?,
    };
    String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = String::from_utf8_lossy(valid).lines().count().max(1)
            + usize::from(valid.ends_with(b"\n"));
        Error::NotUtf8 {
            place: format!("{}:{line}", path.display()),
        }
    })
}

fn read_capped(path: &Path) -> Result<Vec<u8>, Error> {
    read_regular(path, MAX_FILE)?.ok_or_else(|| Error::NotFound {
        path: path.to_path_buf(),
    })
}

/// Reads a file phase10 keeps (a session, its journal or backup, the current pointer):
/// a regular file of at most `cap` bytes, or nothing when there is none. A FIFO, a
/// device or a folder is refused before it is opened, and the open does not wait, so
/// nothing phase10 reads can hang it or feed it without end.
pub fn read_regular(path: &Path, cap: u64) -> Result<Option<Vec<u8>>, Error> {
    use std::io::Read;
    let read_error = |source: std::io::Error| Error::Read {
        path: path.to_path_buf(),
        source,
    };
    match fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(read_error(e)),
        Ok(m) if !m.is_file() => {
            return Err(Error::NotAFile {
                path: path.to_path_buf(),
            });
        }
        Ok(_) => {}
    }
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // O_NONBLOCK: a FIFO swapped in after the check above does not block the open.
        options.custom_flags(rustix::fs::OFlags::NONBLOCK.bits().cast_signed());
    }
    let file = match options.open(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        other => other.map_err(read_error)?,
    };
    let meta = file.metadata().map_err(read_error)?;
    if !meta.is_file() {
        return Err(Error::NotAFile {
            path: path.to_path_buf(),
        });
    }
    // Sized once from what the file says it holds (no more than the cap).
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len().min(cap) + 1).unwrap_or(0));
    file.take(cap + 1)
        .read_to_end(&mut bytes)
        .map_err(read_error)?;
    if bytes.len() as u64 > cap {
        return Err(Error::TooLarge {
            path: path.to_path_buf(),
            size: meta.len().max(bytes.len() as u64),
            cap,
        });
    }
    Ok(Some(bytes))
}

/// Reads and replays a session file.
pub fn load(path: &Path) -> Result<Loaded, Error> {
    let doc = read(path)?;
    let state = replay(doc.session()).map_err(|problem| {
        // Offer undo only where taking back the last change gives a file that replays.
        let undo_helps = Journal::load(path).ok().is_some_and(|mut j| {
            j.reconcile(&doc);
            j.last_done()
                .is_some_and(|c| trial(&doc, &c.inverse()).is_ok())
        });
        Error::Invalid {
            place: place(path, &doc, &problem),
            hint: if undo_helps {
                "fix the file by hand, or phase10 undo; "
            } else {
                "fix the file by hand; "
            },
            problem,
        }
    })?;
    Ok(Loaded {
        path: path.to_path_buf(),
        doc,
        state,
    })
}

/// The journal of a session, in step with the file as it is now (under the lock).
fn journal_for(path: &Path, current: &Document) -> Result<Journal, Error> {
    let mut journal = Journal::load(path)?;
    journal.reconcile_with(current, &|hash| kept_hash(path, hash));
    Ok(journal)
}

/// Whether the previous version kept beside a session (its backup: made only once a
/// write has landed, never by one that failed) has this hash.
fn kept_hash(path: &Path, hash: &str) -> bool {
    read_regular(&backup_path(path), MAX_FILE)
        .ok()
        .flatten()
        .and_then(|b| String::from_utf8(b).ok())
        .is_some_and(|t| journal::hash(&t) == hash)
}

/// Makes one step of the journal and the file together: the journal says it first
/// (an append, synced), then the file changes; a file write that fails takes the step
/// off the journal again (and, were that to fail too, the next phase10 reads from the
/// file that it never landed): an error means nothing changed.
fn step(
    path: &Path,
    journal: &mut Journal,
    what: journal::Step,
    change: Option<&Change>,
    old: &str,
    new: &str,
) -> Result<(), Error> {
    if new.len() as u64 > MAX_FILE {
        return Err(Error::WouldBeTooLarge {
            path: path.to_path_buf(),
            size: new.len() as u64,
        });
    }
    journal.write_step(path, what, change, old, new)?;
    if let Err(e) = write_session(path, new) {
        journal.take_back(path);
        return Err(e);
    }
    Ok(())
}

/// Makes a change to a session file (loaded under its lock): the journal says it
/// first, then the file changes, keeping the previous version as `PATH.bak`.
pub fn commit(loaded: &Loaded, change: &Change, doc: &Document) -> Result<(), Error> {
    let path = &loaded.path;
    let mut journal = journal_for(path, &loaded.doc)?;
    // The file was changed by hand past phase10's last change (a hand deleted, say):
    // what the journal holds can no longer be taken back in order, so it starts
    // afresh here, and no change the user took out comes back through redo.
    if journal
        .last_done()
        .is_some_and(|last| loaded.doc.apply(&last.inverse()).is_err())
    {
        journal.clear();
    }
    step(
        path,
        &mut journal,
        journal::Step::Change,
        Some(change),
        loaded.doc.text(),
        doc.text(),
    )
}

/// A session file replaced whole by what another laptop wrote (a sync), its previous
/// version kept as `PATH.bak` as every write keeps it; under its lock.
pub fn write_received(path: &Path, content: &[u8]) -> Result<(), Error> {
    atomic::write_keeping(path, content, &backup_path(path)).inspect(|()| landed())
}

/// The session written (see [`atomic::write_keeping`]): its previous version kept as
/// `PATH.bak` only once the new one has landed.
fn write_session(path: &Path, new: &str) -> Result<(), Error> {
    atomic::write_keeping(path, new.as_bytes(), &backup_path(path)).inspect(|()| landed())
}

static LANDED: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Marks that a change reached the user's files (a session, the current pointer, an
/// export): from then on this process must not say that nothing was written.
pub fn landed() {
    LANDED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
}

/// Whether a change of this process has reached the user's files.
pub fn has_landed() -> bool {
    landings() > 0
}

/// How many changes of this process have reached the user's files (a lock made for a
/// write that never landed is taken away again).
pub fn landings() -> u64 {
    LANDED.load(std::sync::atomic::Ordering::SeqCst)
}

/// Takes back the newest change; the change taken back, and the session after it.
pub fn undo(path: &Path, current: &Document) -> Result<(Change, Document, Standings), Error> {
    let mut journal = journal_for(path, current)?;
    let Some(change) = journal.last_done().cloned() else {
        return Err(Error::NothingToUndo {
            path: path.to_path_buf(),
            why: if journal.changes.is_empty() {
                "phase10 has recorded no change to it"
            } else {
                "every change phase10 recorded is taken back already (redo brings one back)"
            },
        });
    };
    // A change the file no longer holds was undone by hand: it is not taken back again,
    // and nothing below it is reached past it.
    let (doc, state) =
        trial(current, &change.inverse()).map_err(|e| refused("undo", e, path, current))?;
    step(
        path,
        &mut journal,
        journal::Step::Undo,
        None,
        current.text(),
        doc.text(),
    )?;
    Ok((change, doc, state))
}

/// Brings back the change undo took back last.
pub fn redo(path: &Path, current: &Document) -> Result<(Change, Document, Standings), Error> {
    let mut journal = journal_for(path, current)?;
    let Some(change) = journal.next_undone().cloned() else {
        return Err(Error::NothingToRedo {
            path: path.to_path_buf(),
            why: "no change was taken back since the last one (undo takes one back)",
        });
    };
    let (doc, state) = trial(current, &change).map_err(|e| refused("redo", e, path, current))?;
    step(
        path,
        &mut journal,
        journal::Step::Redo,
        None,
        current.text(),
        doc.text(),
    )?;
    Ok((change, doc, state))
}

fn refused(verb: &'static str, e: Untried, path: &Path, current: &Document) -> Error {
    match e {
        Untried::Conflict(conflict) => Error::Conflict { verb, conflict },
        Untried::Syntax(message) => Error::Syntax {
            place: path.display().to_string(),
            message,
        },
        Untried::Problem(problem) => Error::Invalid {
            place: place(path, current, &problem),
            problem,
            hint: "",
        },
    }
}

pub fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

/// A file that is not a regular one opened to write (a device, a pipe): a pipe no one
/// reads is said at once (the open would wait for a reader for ever), then written
/// as it comes.
fn open_special(path: &Path) -> std::io::Result<fs::File> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
        if fs::metadata(path)?.file_type().is_fifo() {
            let f = fs::OpenOptions::new()
                .write(true)
                .custom_flags(rustix::fs::OFlags::NONBLOCK.bits() as i32)
                .open(path)
                .map_err(|e| {
                    if e.raw_os_error() == Some(rustix::io::Errno::NXIO.raw_os_error()) {
                        std::io::Error::other("a pipe no one reads: start its reader first")
                    } else {
                        e
                    }
                })?;
            // Written whole, waiting for the reader as a pipe does.
            rustix::fs::fcntl_setfl(&f, rustix::fs::OFlags::empty())?;
            return Ok(f);
        }
    }
    fs::OpenOptions::new().write(true).open(path)
}

/// Where a path leads: itself through every link, or (not there yet) its folder's;
/// a link to nothing leads where it points (a write through it would make that file).
fn leads_to(path: &Path) -> Option<PathBuf> {
    if let Ok(p) = fs::canonicalize(path) {
        return Some(p);
    }
    let mut path = path.to_path_buf();
    for _ in 0..40 {
        match fs::read_link(&path) {
            Ok(target) => {
                path = match path.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            Err(_) => break,
        }
    }
    if let Ok(p) = fs::canonicalize(&path) {
        return Some(p);
    }
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    Some(fs::canonicalize(parent).ok()?.join(path.file_name()?))
}

/// Whether `path` is a file this program keeps, which no export may replace: the
/// session (`session`) and the files beside it (journal, backup, lock, a write's
/// temporary), anything in the data dir, the config and its lock.
pub fn is_kept(path: &Path, session: Option<&Path>, config: Option<&Path>) -> bool {
    let Some(target) = leads_to(path) else {
        return false;
    };
    let same = |p: &Path| leads_to(p).is_some_and(|p| p == target);
    if let Some(session) = session
        && (same(session) || BESIDE.iter().any(|s| same(&sibling(session, s))))
    {
        return true;
    }
    if let Some(c) = config
        && (same(c) || same(&sibling(c, ".lock")))
    {
        return true;
    }
    Home::locate()
        .ok()
        .and_then(|h| fs::canonicalize(h.dir).ok())
        .is_some_and(|home| target.starts_with(home))
}

/// The files kept beside a session, by their suffix: its backup, journal and lock.
pub const BESIDE: [&str; 3] = [".bak", ".journal", ".lock"];

/// The lock file beside a session.
pub fn lock_path(path: &Path) -> PathBuf {
    sibling(path, ".lock")
}

pub fn backup_path(path: &Path) -> PathBuf {
    sibling(path, ".bak")
}

/// The text a new session is written as.
pub fn render(session: &Session) -> String {
    let body = toml_edit::ser::to_string(session).expect("a session serializes");
    format!("# phase10 session: edit with care; `phase10 doctor` checks it.\n{body}")
}

/// Writes a file the user named for output (an export): a regular file (or a link to
/// one) is replaced whole and atomically, the link kept; anything else — a device, a
/// FIFO, `/dev/stdout` — is written through, never replaced.
pub fn write_output(path: &Path, content: &[u8]) -> Result<(), Error> {
    use std::io::Write;
    let write_error = |source: std::io::Error| Error::Write {
        path: path.to_path_buf(),
        source,
    };
    // Our own standard output by name: written to, never opened anew (a file the shell
    // opened for it is neither truncated nor replaced).
    let name = path.to_string_lossy();
    if matches!(
        name.as_ref(),
        "-" | "/dev/stdout" | "/dev/fd/1" | "/proc/self/fd/1"
    ) {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(content)
            .and_then(|()| out.flush())
            .map_err(write_error);
    }
    if name.starts_with("/dev/fd/") || name.starts_with("/proc/self/fd/") || name == "/dev/stderr" {
        let mut f = fs::OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(write_error)?;
        return f.write_all(content).map_err(write_error);
    }
    // A link to nothing: the file it names is made, through the link.
    if fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) && !path.exists() {
        let mut f = fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(path)
            .map_err(write_error)?;
        return f.write_all(content).map_err(write_error);
    }
    // A name ending in `/` (or naming a folder) is no file to write.
    if name.ends_with('/') || path.is_dir() {
        return Err(Error::FolderGiven {
            path: path.to_path_buf(),
        });
    }
    // A folder that is not there is said as such (not as the temp file it would hold).
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && fs::symlink_metadata(path).is_err()
        && !dir.is_dir()
    {
        return Err(Error::NoFolder {
            path: dir.to_path_buf(),
        });
    }
    match fs::metadata(path) {
        Ok(m) if !m.is_file() => {
            let mut f = open_special(path).map_err(write_error)?;
            f.write_all(content).map_err(write_error)?;
            f.flush().map_err(write_error)
        }
        Ok(_) if fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) => {
            let target = fs::canonicalize(path).map_err(write_error)?;
            write_atomic_unlocked(&target, content).inspect(|()| landed())
        }
        _ => write_atomic_unlocked(path, content).inspect(|()| landed()),
    }
}

/// Makes the folder a new session file goes in.
pub fn make_parent(path: &Path) -> Result<(), Error> {
    match path.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) => fs::create_dir_all(dir).map_err(|source| Error::Write {
            path: dir.to_path_buf(),
            source,
        }),
        None => Ok(()),
    }
}

/// Creates a new session file; refuses to overwrite one.
pub fn create(path: &Path, session: &Session) -> Result<(), Error> {
    if path.exists() {
        return Err(Error::Exists {
            path: path.to_path_buf(),
        });
    }
    if path.file_name().map_or(0, std::ffi::OsStr::len) > MAX_NAME {
        return Err(Error::NameTooLong {
            path: path.to_path_buf(),
        });
    }
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|source| Error::Write {
            path: dir.to_path_buf(),
            source,
        })?;
    }
    // A journal left by an earlier file of the same name belongs to that file.
    let _ = fs::remove_file(journal::path(path));
    write_atomic(path, render(session).as_bytes()).inspect(|()| landed())
}
