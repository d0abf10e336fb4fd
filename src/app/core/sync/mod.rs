//! The data dir kept in step across laptops, over git: the sessions (and, asked, the
//! regulars' tables) are a repository tracking a remote that every laptop of the group
//! can reach (a path, a bare repository on a drive, ssh or https); what is one laptop's
//! own (the current pointer, journals, locks, backups, temp files, this laptop's tag)
//! stays out of it.
//!
//! A sync, under the data dir's lock and the current session's:
//!
//! 1. finishes what a sync killed part way left (see 6), and clears what a killed git
//!    left (its lock files, a half-staged index);
//! 2. fetches the remote's branch (the work tree is not touched);
//! 3. commits each file changed here on its own, its message the game and hand;
//! 4. merges file by file in the object store ([`plan`]): never a textual merge, a
//!    game changed on both laptops kept twice;
//! 5. pushes the merge, never forced: a remote that moved meanwhile refuses it, and then
//!    nothing here has changed;
//! 6. writes the files the merge changed, each atomically under its session's lock (a
//!    record names the commit first, so that a sync killed among the files is finished
//!    by the next), then moves the branch.
//!
//! Killed anywhere, each session is as it was or as the remote has it, and the next
//! sync finishes the step.

pub mod files;
pub mod git;
pub mod plan;
pub mod tables;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::app::core::store::{self, Home};
use git::{Entry, Failure, Git, Oid, Pushed};

/// The regulars' tables as the repository keeps them (with `--config`).
pub const TABLES: &str = "tables.toml";
/// What the repository leaves out.
const IGNORE: &str = ".gitignore";

/// Why a sync did not happen. Nothing in the data dir changed, but where said.
#[derive(Debug)]
pub enum Error {
    /// There is no `git` program.
    NoGit,
    /// `--init` was given no remote (an empty one).
    NoRemote,
    /// The data dir is kept in step with no remote.
    NotSetUp {
        home: PathBuf,
    },
    /// It is already.
    AlreadySetUp {
        home: PathBuf,
        remote: String,
    },
    /// The remote could not be reached (no network, no drive, no such repository).
    Unreachable {
        remote: String,
        why: String,
    },
    /// The remote refused the push: it moved since it was fetched.
    Rejected {
        remote: String,
    },
    /// The remote holds a lock file a killed sync left (as git names it): it refuses
    /// every push until it is removed (never by phase10).
    RemoteLocked {
        remote: String,
        file: String,
    },
    /// Git said no to something else.
    Git {
        what: String,
        why: String,
    },
    /// The remote holds a session bigger than phase10 reads.
    TooBig {
        path: String,
        size: u64,
    },
    /// `--keep` named no copy, nor a session with one.
    NoCopy {
        name: String,
        waiting: Vec<store::Copy>,
    },
    /// The data dir is set up, but its first sync did not finish.
    FirstSync {
        remote: String,
        error: Box<Error>,
    },
    /// The config (with `--config`).
    Config(String),
    Store(store::Error),
}

impl std::error::Error for Error {}

impl From<store::Error> for Error {
    fn from(e: store::Error) -> Error {
        Error::Store(e)
    }
}

impl From<Failure> for Error {
    fn from(f: Failure) -> Error {
        match f {
            Failure::Missing => Error::NoGit,
            Failure::Io(e) => Error::Git {
                what: "run".into(),
                why: e.to_string(),
            },
            Failure::Said { what, why } => Error::Git { what, why },
        }
    }
}

/// What a session went through, one side to the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Change {
    New,
    Changed,
    Removed,
}

/// A session sent or received.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Moved {
    pub session: String,
    pub change: Change,
}

/// A file changed here, as its commit says it: the session and where its game is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Commit {
    /// A session: its name, what happened, its hands, who won.
    Session {
        name: String,
        change: Change,
        hands: usize,
        won_by: Vec<String>,
    },
    /// A copy a sync kept beside a session.
    Copy { name: String, change: Change },
    /// The tables.
    Tables,
    /// What the repository leaves out.
    Ignore,
}

/// What a sync did.
#[derive(Debug, Default)]
pub struct Report {
    pub remote: String,
    pub laptop: String,
    /// `--init` made an empty repository at the path given.
    pub made_remote: bool,
    /// `--init` set the data dir up.
    pub set_up: bool,
    /// A sync killed part way was finished first.
    pub finished: bool,
    /// Sessions changed here, committed and sent.
    pub sent: Vec<Moved>,
    /// Sessions received.
    pub received: Vec<Moved>,
    /// Two games took one name: this laptop's moved to one of its own.
    pub renamed: Vec<(String, String)>,
    /// Removed on one laptop and changed on another: kept.
    pub kept: Vec<String>,
    /// Copies this sync made.
    pub copies: Vec<store::Copy>,
    /// Every copy waiting now.
    pub waiting: Vec<store::Copy>,
    /// The tables kept in step (`--config`): the sections of the config that changed.
    pub tables: Option<Vec<String>>,
    /// A table changed on two laptops: both kept (its name, the other's).
    pub tables_twice: Vec<(String, String)>,
}

/// This laptop's own part of the set-up, never synced (`<data dir>/sync.toml`).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Local {
    /// The laptop's short tag: in its new sessions' names and in its commits.
    pub laptop: String,
    /// The regulars' tables are kept in step too.
    #[serde(default)]
    pub config: bool,
}

fn local_path(home: &Home) -> PathBuf {
    home.dir.join("sync.toml")
}

fn git_dir(home: &Home) -> PathBuf {
    home.dir.join(".git")
}

/// This laptop's part of the set-up, where there is one.
pub fn local(home: &Home) -> Option<Local> {
    let bytes = store::read_regular(&local_path(home), 64 << 10).ok()??;
    let local: Local = toml::from_str(&String::from_utf8(bytes).ok()?).ok()?;
    let fit = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit();
    (!local.laptop.is_empty() && local.laptop.len() <= 12 && local.laptop.chars().all(fit))
        .then_some(local)
}

fn save_local(home: &Home, local: &Local) -> Result<(), Error> {
    let text = self::files::local_file(
        &toml_edit::ser::to_string(local).map_err(|e| Error::Config(e.to_string()))?,
    );
    store::write_atomic(&local_path(home), text.as_bytes())?;
    Ok(())
}

/// Whether the data dir is kept in step with a remote.
pub fn is_set_up(home: &Home) -> bool {
    git_dir(home).is_dir() && local(home).is_some()
}

/// This laptop's tag, where the data dir is kept in step (new sessions carry it).
pub fn laptop(home: &Home) -> Option<String> {
    is_set_up(home)
        .then(|| local(home).map(|l| l.laptop))
        .flatten()
}

/// A tag for this laptop: a few letters of its name, and a few made up, so that two
/// laptops of one name still differ.
fn new_tag() -> String {
    const DIGITS: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
    let host = std::process::Command::new("hostname")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .unwrap_or_default();
    let mut tag: String = host
        .to_lowercase()
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(4)
        .collect();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let mut x = (nanos as u64) ^ (u64::from(std::process::id()) << 32) ^ 0x9e37_79b9_7f4a_7c15;
    // splitmix64: the bits of the clock and the process spread over the tag.
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^= x >> 31;
    for _ in 0..4 {
        tag.push(char::from(DIGITS[(x % 36) as usize]));
        x /= 36;
    }
    tag
}

/// Debug builds only (the tests' binary): at the step `PHASE10_TEST_SYNC_STOP` names,
/// the process ends as a kill would end it (no destructor, no clean-up); at the step
/// `PHASE10_TEST_SYNC_WAIT=STEP:PATH` names, it makes PATH and waits until it is gone.
fn test_step(step: &str) {
    if !cfg!(debug_assertions) {
        return;
    }
    if std::env::var("PHASE10_TEST_SYNC_STOP").is_ok_and(|s| s == step) {
        std::process::exit(137);
    }
    if let Ok(v) = std::env::var("PHASE10_TEST_SYNC_WAIT")
        && let Some((at, path)) = v.split_once(':')
        && at == step
    {
        let path = Path::new(path);
        let _ = fs::write(path, step);
        let start = std::time::Instant::now();
        while path.exists() && start.elapsed() < std::time::Duration::from_secs(60) {
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }
}

/// The locks a sync holds: the data dir's, and each session's it writes (one lock a
/// file: a second lock of one file by one process would wait on itself).
struct Locks {
    held: BTreeMap<PathBuf, store::Lock>,
}

impl Locks {
    fn take(&mut self, path: &Path) -> Result<(), Error> {
        if !self.held.contains_key(path) {
            let lock = store::lock(path)?;
            self.held.insert(path.to_path_buf(), lock);
        }
        Ok(())
    }
}

/// Whether a path of the repository is one phase10 keeps in step: a session
/// (`sessions/NAME.toml`, or a copy beside one), the tables, the ignore file.
pub fn kept_in_step(path: &str) -> bool {
    if path == IGNORE || path == TABLES {
        return true;
    }
    plan::session_of(path).is_some_and(|stem| {
        !stem.contains('/')
            && (store::check_session_name(stem).is_ok() || store::copy_of(stem).is_some())
    })
}

/// The repository of a data dir set up, and this laptop's part of it.
fn open(home: &Home) -> Result<(Git, Local), Error> {
    if !git::present() {
        return Err(Error::NoGit);
    }
    let not_set_up = || Error::NotSetUp {
        home: home.dir.clone(),
    };
    let local = local(home).ok_or_else(not_set_up)?;
    if !git_dir(home).is_dir() {
        return Err(not_set_up());
    }
    let git = Git::at(&home.dir, &git_dir(home)).with_identity()?;
    Ok((git, local))
}

/// Sets the data dir up to keep in step with `remote`: an empty repository is made
/// there where it is a path to nothing (or to an empty folder); this laptop's sessions
/// are committed; then the first sync.
pub fn init(home: &Home, remote: &str, config: bool) -> Result<Report, Error> {
    // (An empty one is no path: not this folder.)
    if remote.trim().is_empty() {
        return Err(Error::NoRemote);
    }
    if !git::present() {
        return Err(Error::NoGit);
    }
    if git_dir(home).exists() {
        let git = Git::at(&home.dir, &git_dir(home));
        if local(home).is_some() {
            return Err(Error::AlreadySetUp {
                home: home.dir.clone(),
                remote: git.remote_url().unwrap_or_default(),
            });
        }
        // The repository is there without this laptop's part (lost, or a data dir
        // copied from another laptop): the part made anew, the remote as given.
        let _dir = home.lock()?;
        let remote = address(remote);
        git::reachable(&remote).map_err(|f| unreachable(f, &remote))?;
        git.ok(&["remote", "set-url", git::REMOTE, &remote])?;
        save_local(
            home,
            &Local {
                laptop: new_tag(),
                config,
            },
        )?;
        let (git, local) = open(home)?;
        let mut report = sync_held(home, &git, &local)?;
        report.set_up = true;
        return Ok(report);
    }
    fs::create_dir_all(&home.dir).map_err(|source| store::Error::Write {
        path: home.dir.clone(),
        source,
    })?;
    let _dir = home.lock()?;
    let remote = address(remote);
    let mut made_remote = false;
    // (Only in a folder that is there: a stick not plugged in is not made on the disk.)
    if let Some(path) = local_remote(&remote)
        && path.parent().is_some_and(Path::is_dir)
        && (!path.exists() || fs::read_dir(&path).is_ok_and(|mut d| d.next().is_none()))
    {
        git::init_bare(&path).map_err(|f| Error::Unreachable {
            remote: remote.clone(),
            why: f.why(),
        })?;
        made_remote = true;
    }
    git::reachable(&remote).map_err(|f| match f {
        Failure::Missing => Error::NoGit,
        f => Error::Unreachable {
            remote: remote.clone(),
            why: f.why(),
        },
    })?;
    // Made beside its place and given its name last: a set-up killed part way is no
    // set-up (the next one starts again).
    let scratch = home.dir.join(".git.phase10-init");
    if scratch.exists() {
        let _ = fs::remove_dir_all(&scratch);
    }
    let git = Git::at(&home.dir, &scratch);
    git.init()?;
    git.ok(&["remote", "add", git::REMOTE, &remote])?;
    let git = git.with_identity()?;
    let ignore = home.dir.join(IGNORE);
    let wanted = self::files::ignore_file();
    if fs::read_to_string(&ignore).ok().as_deref() != Some(wanted.as_str()) {
        store::write_atomic(&ignore, wanted.as_bytes())?;
    }
    let laptop = local(home).map_or_else(new_tag, |l| l.laptop);
    save_local(home, &Local { laptop, config })?;
    let local = local(home).expect("just written");
    fs::create_dir_all(home.sessions()).map_err(|source| store::Error::Write {
        path: home.sessions(),
        source,
    })?;
    git.ok(&["add", "--all", "--", IGNORE, "sessions"])?;
    // A session that is a link goes as the file it points to (a link to nothing, not).
    for path in linked_sessions(home) {
        let bytes = store::read_regular(&home.dir.join(&path), store::MAX_FILE)
            .ok()
            .flatten();
        git.stage_bytes(&path, bytes.as_deref())?;
    }
    let message = self::files::first_commit(&local.laptop);
    git.ok(&[
        "commit",
        "--quiet",
        "--no-verify",
        "--allow-empty",
        "-m",
        &message,
    ])?;
    test_step("init-made");
    fs::rename(&scratch, git_dir(home)).map_err(|source| store::Error::Write {
        path: git_dir(home),
        source,
    })?;
    let git = Git::at(&home.dir, &git_dir(home)).with_identity()?;
    let mut report = sync_held(home, &git, &local).map_err(|e| Error::FirstSync {
        remote: remote.clone(),
        error: Box::new(e),
    })?;
    report.made_remote = made_remote;
    report.set_up = true;
    Ok(report)
}

/// A remote as given, a relative path made whole (it is read from the data dir).
fn address(remote: &str) -> String {
    let remote = remote.trim();
    match local_remote(remote) {
        Some(p) if p.is_relative() => std::env::current_dir()
            .map(|d| d.join(&p))
            .map(|p| fs::canonicalize(&p).unwrap_or(p))
            .map_or_else(|_| remote.to_string(), |p| p.display().to_string()),
        _ => remote.to_string(),
    }
}

/// The path a remote is, where it is one on this machine (not a URL, not `host:path`).
fn local_remote(remote: &str) -> Option<PathBuf> {
    if let Some(path) = remote.strip_prefix("file://") {
        return Some(PathBuf::from(path));
    }
    if remote.contains("://") {
        return None;
    }
    // `host:path` or `user@host:path` (ssh's short form), but not `C:\…`.
    if let Some((before, _)) = remote.split_once(':')
        && !before.contains('/')
        && !(before.len() == 1 && cfg!(windows))
    {
        return None;
    }
    Some(PathBuf::from(remote))
}

/// Keeps the data dir in step with its remote (see the module's steps).
pub fn sync(home: &Home, config: bool) -> Result<Report, Error> {
    let (git, mut local) = open(home)?;
    let _dir = home.lock()?;
    if config && !local.config {
        local.config = true;
        save_local(home, &local)?;
    }
    sync_held(home, &git, &local)
}

/// The sync, under the data dir's lock.
fn sync_held(home: &Home, git: &Git, local: &Local) -> Result<Report, Error> {
    let remote = git.remote_url().unwrap_or_default();
    let mut report = Report {
        remote: remote.clone(),
        laptop: local.laptop.clone(),
        ..Report::default()
    };
    let mut locks = Locks {
        held: BTreeMap::new(),
    };
    // The session being played is not written meanwhile.
    if let Some(current) = home.current() {
        let path = home.path_of(&current);
        if path.exists() {
            locks.take(&path)?;
        }
    }
    report.finished = recover(home, git, &mut locks, &mut report)?;
    test_step("start");
    git.fetch().map_err(|f| unreachable(f, &remote))?;
    test_step("fetched");
    let config_then = if local.config {
        Some(tables::export(home)?)
    } else {
        None
    };
    report.sent = commit_changes(home, git, &local.laptop)?;
    test_step("committed");
    let head = git.head()?.ok_or_else(|| Error::Git {
        what: "rev-parse".into(),
        why: "no commit yet".into(),
    })?;
    let theirs = git.theirs()?;
    let (target, plan) = match &theirs {
        None => (head.clone(), plan::Plan::default()),
        Some(t) if git.is_ancestor(t, &head)? => (head.clone(), plan::Plan::default()),
        Some(t) if git.is_ancestor(&head, t)? => (t.clone(), plan::Plan::default()),
        Some(t) => merge(git, &head, t, &local.laptop)?,
    };
    test_step("merged");
    let changed = changed_files(git, &head, &target)?;
    // Every session the merge writes is locked before anything is sent: one being
    // written here is said (busy), and then nothing has changed.
    for (path, _, _) in &changed {
        let full = home.dir.join(path);
        if plan::session_of(path).is_some() && full.exists() {
            locks.take(&full)?;
        }
    }
    if theirs.as_deref() != Some(target.as_str()) {
        match git.push(&target) {
            Ok(Pushed::Done) => {}
            Ok(Pushed::Rejected) => return Err(Error::Rejected { remote }),
            Ok(Pushed::Locked { file }) => return Err(Error::RemoteLocked { remote, file }),
            Err(f) => return Err(unreachable(f, &remote)),
        }
    }
    test_step("pushed");
    for (from, to) in &plan.renamed {
        report.renamed.push((name_of(from), name_of(to)));
    }
    report.kept = plan.kept.iter().map(|p| name_of(p)).collect();
    report.tables_twice.clone_from(&plan.tables_twice);
    report
        .copies
        .extend(plan.copies.iter().map(|c| store::Copy {
            name: name_of(&c.copy),
            of: name_of(&c.of),
            from: c.from.clone(),
        }));
    let record = Record {
        from: head.clone(),
        to: target.clone(),
        renamed: plan.renamed.clone(),
    };
    apply(home, git, &record, &mut locks, &mut report)?;
    if let Some(then) = &config_then {
        report.tables = Some(tables::import(home, then)?);
    }
    report.waiting = home.copies();
    Ok(report)
}

/// A remote that could not be talked to (git's words for why).
fn unreachable(f: Failure, remote: &str) -> Error {
    match f {
        Failure::Missing => Error::NoGit,
        f => Error::Unreachable {
            remote: remote.to_string(),
            why: f.why(),
        },
    }
}

/// `sessions/NAME.toml`'s NAME (or the path, for any other file).
fn name_of(path: &str) -> String {
    plan::session_of(path).unwrap_or(path).to_string()
}

/// Each file changed here committed on its own. A session that is a link travels as
/// the file it points to (the other laptops receive a plain session; this one keeps
/// its link), and one that never reached this work tree (a link another laptop sent
/// before) is never sent as removed.
fn commit_changes(home: &Home, git: &Git, laptop: &str) -> Result<Vec<Moved>, Error> {
    let before = git.files(git.head()?.as_deref())?;
    let mut sent = Vec::new();
    let mut paths: BTreeSet<String> = git
        .changed(&[IGNORE, TABLES, "sessions"])?
        .into_iter()
        .collect();
    paths.extend(linked_sessions(home));
    for path in paths {
        if !kept_in_step(&path) {
            continue;
        }
        let full = home.dir.join(&path);
        let linked = is_link(&full);
        let bytes = if linked {
            // (A link to nothing, or to what is no file, is left here: nothing sent.)
            let Ok(Some(bytes)) = store::read_regular(&full, store::MAX_FILE) else {
                continue;
            };
            if before
                .get(&path)
                .is_some_and(|e| e.is_file() && e.oid == git.hash_of(&bytes).unwrap_or_default())
            {
                continue;
            }
            Some(bytes)
        } else {
            None
        };
        let change = match (before.get(&path), linked || full.is_file()) {
            (None, _) => Change::New,
            (Some(_), true) => Change::Changed,
            // Never written here (a link as another laptop sent it): not removed.
            (Some(e), false) if !e.is_file() => continue,
            (Some(_), false) => Change::Removed,
        };
        let commit = describe(&path, &full, change);
        let message = self::files::commit_message(&commit, laptop);
        match &bytes {
            Some(bytes) => git.commit_bytes(&path, bytes, &message)?,
            None => git.commit_file(&path, &message)?,
        }
        if let Commit::Session { name, .. } | Commit::Copy { name, .. } = commit {
            sent.push(Moved {
                session: name,
                change,
            });
        }
    }
    Ok(sent)
}

fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// The sessions of the data dir that are links (`sessions/NAME.toml`).
fn linked_sessions(home: &Home) -> Vec<String> {
    let Ok(entries) = fs::read_dir(home.sessions()) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_symlink()))
        .filter_map(|e| e.file_name().to_str().map(|n| format!("sessions/{n}")))
        .filter(|p| kept_in_step(p))
        .collect()
}

/// What a commit of a file says of it.
fn describe(path: &str, full: &Path, change: Change) -> Commit {
    match plan::session_of(path) {
        Some(stem) if store::copy_of(stem).is_some() => Commit::Copy {
            name: stem.to_string(),
            change,
        },
        Some(stem) => {
            let (hands, won_by) = match store::load(full) {
                Ok(l) => (
                    l.state.hands.len(),
                    l.state
                        .winners()
                        .iter()
                        .map(|&w| l.session().players[w].clone())
                        .collect(),
                ),
                Err(_) => (0, Vec::new()),
            };
            Commit::Session {
                name: stem.to_string(),
                change,
                hands,
                won_by,
            }
        }
        None if path == IGNORE => Commit::Ignore,
        None => Commit::Tables,
    }
}

/// The merge of ours and theirs, made in the object store: the commit, and what it
/// decided.
fn merge(git: &Git, head: &str, theirs: &str, laptop: &str) -> Result<(Oid, plan::Plan), Error> {
    let base = git.merge_base(head, theirs)?;
    let (b, o, t) = (
        git.files(base.as_deref())?,
        git.files(Some(head))?,
        git.files(Some(theirs))?,
    );
    // Theirs must be something phase10 can read back before anything is decided.
    let sizes = git.sizes(
        &t.iter()
            .filter(|(p, _)| plan::session_of(p).is_some())
            .map(|(_, e)| e.oid.as_str())
            .collect::<Vec<_>>(),
    )?;
    for (path, e) in &t {
        if let Some(&size) = sizes.get(&e.oid)
            && size > store::MAX_FILE
        {
            return Err(Error::TooBig {
                path: path.clone(),
                size,
            });
        }
    }
    let same_game = |a: &Entry, b: &Entry| {
        let Ok(blobs) = git.blobs(&[&a.oid, &b.oid]) else {
            return true;
        };
        let head = |e: &Entry| {
            blobs
                .get(&e.oid)
                .and_then(|b| String::from_utf8(b.clone()).ok())
                .and_then(|t| crate::session::document::Document::head(&t))
        };
        match (head(a), head(b)) {
            (Some(x), Some(y)) => x.created == y.created && x.players == y.players,
            // What does not read is kept twice rather than told apart.
            _ => true,
        }
    };
    let their_laptop = |path: &str| {
        git.last_message(theirs, path)
            .and_then(|m| self::files::laptop_of(&m))
            .unwrap_or_else(|| "other".to_string())
    };
    let twice = std::cell::RefCell::new(Vec::new());
    let merge_text = |path: &str, b: Option<&Entry>, o: &Entry, t: &Entry| {
        if path != TABLES {
            return None;
        }
        let (entry, kept) = tables::merge(git, b, o, t, &their_laptop(path))?;
        twice.borrow_mut().extend(kept);
        Some(entry)
    };
    let plan = plan::plan(
        &b,
        &o,
        &t,
        &plan::Ask {
            same_game: &same_game,
            their_laptop: &their_laptop,
            laptop,
            merge: &merge_text,
        },
    );
    let tree = git.tree_with(Some(head), &plan.changes)?;
    let message = self::files::merge_message(laptop, &plan);
    let commit = git.commit_tree(&tree, &[head, theirs], &message)?;
    let mut plan = plan;
    plan.tables_twice = twice.into_inner();
    Ok((commit, plan))
}

/// The files kept in step that differ between two commits: path, before, after.
type Changed = Vec<(String, Option<Entry>, Option<Entry>)>;

fn changed_files(git: &Git, from: &str, to: &str) -> Result<Changed, Error> {
    if from == to {
        return Ok(Vec::new());
    }
    let (a, b) = (git.files(Some(from))?, git.files(Some(to))?);
    let paths: BTreeSet<&String> = a.keys().chain(b.keys()).collect();
    Ok(paths
        .into_iter()
        .filter(|p| kept_in_step(p))
        .filter(|p| a.get(*p) != b.get(*p))
        // (A link or a folder is never written: only plain files, one in a link's place
        // included.)
        .filter(|p| {
            b.get(*p).is_none_or(Entry::is_file)
                && (a.get(*p).is_none_or(Entry::is_file) || b.contains_key(*p))
        })
        .map(|p| (p.clone(), a.get(p).cloned(), b.get(p).cloned()))
        .collect())
}

/// What the work tree is being moved from and to: written before the first file, so
/// that a sync killed among them is finished by the next (`.git/phase10-apply`).
#[derive(Debug, Serialize, Deserialize)]
struct Record {
    from: Oid,
    to: Oid,
    #[serde(default)]
    renamed: Vec<(String, String)>,
}

fn record_path(git: &Git) -> PathBuf {
    git.dir().join("phase10-apply")
}

/// The work tree moved from `record.from` to `record.to`: each file written whole,
/// under its session's lock; then the branch moved, the record gone.
fn apply(
    home: &Home,
    git: &Git,
    record: &Record,
    locks: &mut Locks,
    report: &mut Report,
) -> Result<(), Error> {
    if record.from == record.to {
        return Ok(());
    }
    let text = toml_edit::ser::to_string(record).map_err(|e| Error::Config(e.to_string()))?;
    store::write_atomic(&record_path(git), text.as_bytes())?;
    test_step("recorded");
    let changed = changed_files(git, &record.from, &record.to)?;
    let oids: Vec<&str> = changed
        .iter()
        .flat_map(|(_, a, b)| [a, b])
        .flatten()
        .map(|e| e.oid.as_str())
        .collect();
    let blobs = git.blobs(&oids)?;
    let content = |e: &Option<Entry>| e.as_ref().and_then(|e| blobs.get(&e.oid));
    for (path, _, _) in &changed {
        let full = home.dir.join(path);
        if plan::session_of(path).is_some() && full.exists() {
            locks.take(&full)?;
        }
    }
    let mut written = 0;
    for (path, before, after) in &changed {
        let full = home.dir.join(path);
        let now = store::read_regular(&full, 4 * store::MAX_FILE)?;
        let (was, will) = (content(before), content(after));
        if now.as_ref() == will {
            continue;
        }
        let session = plan::session_of(path);
        let renamed_here = record.renamed.iter().any(|(from, _)| from == path);
        // Changed here since it was committed (a sync stopped part way, then a hand):
        // this laptop's version stays at its name, never written over, and the other
        // laptop's goes beside it as `NAME@LAPTOP` (the next commit sends both), as a
        // merge keeps a game changed on two laptops.
        if let (Some(now), Some(stem)) = (&now, session)
            && Some(now) != was
        {
            let of = stem.split('@').next().unwrap_or(stem);
            if renamed_here {
                // (The name is the other laptop's game's now: this laptop's change is
                // kept beside it.)
                let copy = free_copy(home, of, &report.laptop);
                store::write_atomic(&home.path_of(&copy.name), now)?;
                report.copies.push(copy);
            } else {
                match will {
                    Some(theirs) => {
                        let copy = free_copy(
                            home,
                            of,
                            &laptop_of_change(git, record, path, &report.laptop),
                        );
                        store::write_atomic(&home.path_of(&copy.name), theirs)?;
                        store::landed();
                        report.copies.push(copy);
                    }
                    // Removed there, changed here: kept, changed.
                    None => report.kept.push(stem.to_string()),
                }
                written += 1;
                if written == 1 {
                    test_step("wrote-one");
                }
                continue;
            }
        }
        match (will, session) {
            // (Through a link, to the file it points to: the link stays.)
            (Some(bytes), Some(_)) => store::write_received(&store::real(&full)?, bytes)?,
            (Some(bytes), None) => {
                store::write_atomic(&full, bytes)?;
                store::landed();
            }
            (None, Some(stem)) if full.exists() => {
                let was_current = home.current().as_deref() == Some(stem);
                home.remove(stem, was_current)?;
            }
            (None, _) => {
                let _ = fs::remove_file(&full);
            }
        }
        if let Some(stem) = session
            && store::copy_of(stem).is_none()
        {
            let change = match (before, after) {
                (None, _) => Change::New,
                _ if renamed_here => Change::New,
                (_, None) => Change::Removed,
                _ => Change::Changed,
            };
            if !report.renamed.iter().any(|(_, to)| to == stem) {
                report.received.push(Moved {
                    session: stem.to_string(),
                    change,
                });
            }
        }
        written += 1;
        if written == 1 {
            test_step("wrote-one");
        }
    }
    // This laptop's game moved to a name of its own: the pointer and its journal follow.
    for (from, to) in &record.renamed {
        let (from, to) = (name_of(from), name_of(to));
        let (old, new) = (home.path_of(&from), home.path_of(&to));
        let (journal, moved) = (store::journal::path(&old), store::journal::path(&new));
        if journal.exists() && !moved.exists() {
            let _ = fs::rename(&journal, &moved);
        }
        if home.current().as_deref() == Some(from.as_str()) {
            home.set_current(&to)?;
        }
    }
    test_step("written");
    git.move_branch(&record.to, Some(&record.from))?;
    test_step("moved");
    git.reset_index()?;
    let _ = fs::remove_file(record_path(git));
    Ok(())
}

/// The laptop whose change brought `path` to what `record.to` has (the newest commit
/// that changed it names it), where that is another laptop; else `other`.
fn laptop_of_change(git: &Git, record: &Record, path: &str, laptop: &str) -> String {
    git.last_message(&record.to, path)
        .and_then(|m| self::files::laptop_of(&m))
        .filter(|l| l != laptop)
        .unwrap_or_else(|| "other".to_string())
}

/// A name for a copy of `of` from `laptop` that no file has.
fn free_copy(home: &Home, of: &str, laptop: &str) -> store::Copy {
    let mut n = 1;
    loop {
        let from = if n == 1 {
            laptop.to_string()
        } else {
            format!("{laptop}-{n}")
        };
        let name = format!("{of}@{from}");
        if !home.path_of(&name).exists() {
            return store::Copy {
                name,
                of: of.to_string(),
                from,
            };
        }
        n += 1;
    }
}

/// Finishes what a killed sync left: the lock files of a killed git (no other sync
/// runs: the data dir is locked), the index as the last commit, and a work tree moved
/// part way (finished). Whether one was.
fn recover(home: &Home, git: &Git, locks: &mut Locks, report: &mut Report) -> Result<bool, Error> {
    let dir = git.dir();
    for stale in [
        "index.lock",
        "HEAD.lock",
        "packed-refs.lock",
        "config.lock",
        "FETCH_HEAD.lock",
        "phase10-index",
        "phase10-index.lock",
    ] {
        let _ = fs::remove_file(dir.join(stale));
    }
    for branch in [
        format!("refs/heads/{}.lock", git::BRANCH),
        format!("refs/remotes/{}/{}.lock", git::REMOTE, git::BRANCH),
    ] {
        let _ = fs::remove_file(dir.join(branch));
    }
    let mut finished = false;
    if let Some(bytes) = store::read_regular(&record_path(git), 1 << 20)? {
        let record: Option<Record> = String::from_utf8(bytes)
            .ok()
            .and_then(|t| toml::from_str(&t).ok());
        let head = git.head()?;
        match record {
            Some(r) if head.as_deref() == Some(r.from.as_str()) => {
                let mut done = Report {
                    laptop: report.laptop.clone(),
                    ..Report::default()
                };
                apply(home, git, &r, locks, &mut done)?;
                report.received.extend(done.received);
                report.copies.extend(done.copies);
                report.kept.extend(done.kept);
                finished = true;
            }
            // Moved already, or a record of nothing this repository knows.
            _ => {
                let _ = fs::remove_file(record_path(git));
            }
        }
    }
    git.reset_index()?;
    Ok(finished)
}

/// Where the data dir stands against its remote.
#[derive(Debug, Default, Serialize)]
pub struct Status {
    pub remote: String,
    pub laptop: String,
    /// The remote could not be asked (why): what it had when last asked is said.
    pub offline: Option<String>,
    /// Changed here, not on the remote yet.
    pub ahead: Vec<Moved>,
    /// On the remote, not here yet.
    pub behind: Vec<Moved>,
    /// Copies waiting for a choice.
    #[serde(skip)]
    pub waiting: Vec<store::Copy>,
    /// A sync killed part way waits to be finished.
    pub unfinished: bool,
}

/// What is ahead and behind (the remote asked first, where it answers).
pub fn status(home: &Home) -> Result<Status, Error> {
    let (git, local) = open(home)?;
    let _dir = home.lock()?;
    let remote = git.remote_url().unwrap_or_default();
    let offline = git.fetch().err().map(|f| f.why());
    let head = git.head()?;
    let theirs = git.theirs()?;
    let base = match (&head, &theirs) {
        (Some(h), Some(t)) => git.merge_base(h, t)?,
        _ => None,
    };
    let (b, o, t) = (
        git.files(base.as_deref())?,
        git.files(head.as_deref())?,
        git.files(theirs.as_deref())?,
    );
    let moved = |path: &str, before: bool, after: bool| {
        plan::session_of(path)
            .filter(|_| kept_in_step(path))
            .map(|stem| Moved {
                session: stem.to_string(),
                change: match (before, after) {
                    (false, _) => Change::New,
                    (_, false) => Change::Removed,
                    _ => Change::Changed,
                },
            })
    };
    let mut ahead: BTreeMap<String, Moved> = BTreeMap::new();
    for path in o.keys().chain(b.keys()) {
        if o.get(path) != b.get(path)
            && let Some(m) = moved(path, b.contains_key(path), o.contains_key(path))
        {
            ahead.insert(path.clone(), m);
        }
    }
    for path in git.changed(&["sessions"])? {
        let full = home.dir.join(&path);
        let now = full.is_file();
        // A link whose file is as committed, or a link never written here: nothing to
        // send.
        if is_link(&full)
            && let Ok(Some(bytes)) = store::read_regular(&full, store::MAX_FILE)
            && o.get(&path)
                .is_some_and(|e| e.is_file() && e.oid == git.hash_of(&bytes).unwrap_or_default())
        {
            continue;
        }
        if !now && o.get(&path).is_some_and(|e| !e.is_file()) {
            continue;
        }
        if let Some(m) = moved(&path, b.contains_key(&path), now) {
            if !now && !b.contains_key(&path) {
                ahead.remove(&path);
                continue;
            }
            ahead.insert(path, m);
        }
    }
    let behind = t
        .keys()
        .chain(b.keys())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .filter(|p| t.get(*p) != b.get(*p))
        .filter_map(|p| moved(p, b.contains_key(p), t.contains_key(p)))
        .collect();
    Ok(Status {
        remote,
        laptop: local.laptop,
        offline,
        ahead: ahead.into_values().collect(),
        behind,
        waiting: home.copies(),
        unfinished: record_path(&git).exists(),
    })
}

/// What `--keep` chose.
#[derive(Debug)]
pub struct Kept {
    /// The session.
    pub session: String,
    /// The copy taken in its place (none: this laptop's version stays).
    pub took: Option<String>,
    /// The copies that go.
    pub dropped: Vec<String>,
    /// The sync after it: shared with the other laptops, or why not yet.
    pub sync: Result<Report, Error>,
}

/// Chooses between a session and the copies waiting beside it: `NAME` keeps the
/// session as it is here, `NAME@LAPTOP` takes that copy in its place; the others go.
/// Then syncs, so that every laptop has the choice.
pub fn keep(home: &Home, chosen: &str) -> Result<Kept, Error> {
    let (git, local) = open(home)?;
    let _dir = home.lock()?;
    let waiting = home.copies();
    let chosen = chosen.trim().trim_end_matches(".toml");
    let copy = waiting.iter().find(|c| crate::name::same(&c.name, chosen));
    let session = match copy {
        Some(c) => c.of.clone(),
        None => home.named(chosen).map_err(|_| Error::NoCopy {
            name: chosen.to_string(),
            waiting: waiting.clone(),
        })?,
    };
    let copies: Vec<&store::Copy> = waiting.iter().filter(|c| c.of == session).collect();
    if copies.is_empty() {
        return Err(Error::NoCopy {
            name: chosen.to_string(),
            waiting,
        });
    }
    let path = home.path_of(&session);
    {
        let _lock = store::lock(&path)?;
        if let Some(c) = copy {
            let bytes =
                store::read_regular(&home.path_of(&c.name), store::MAX_FILE)?.ok_or_else(|| {
                    store::Error::NotFound {
                        path: home.path_of(&c.name),
                    }
                })?;
            store::write_received(&path, &bytes)?;
        }
        for c in &copies {
            home.remove(&c.name, false)?;
        }
    }
    let sync = sync_held(home, &git, &local);
    Ok(Kept {
        session,
        took: copy.map(|c| c.name.clone()),
        dropped: copies
            .iter()
            .filter(|c| copy.is_none_or(|k| k.name != c.name))
            .map(|c| c.name.clone())
            .collect(),
        sync,
    })
}
