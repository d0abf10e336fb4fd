//! Session files: where they live, loading with file:line errors, locked atomic writes.

use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, anyhow, bail};
use phase10::session::{Problem, Session, State};

/// The data directory: `PHASE10_HOME`, or the platform's data dir.
pub struct Home {
    pub dir: PathBuf,
}

impl Home {
    pub fn locate() -> Result<Home> {
        if let Some(dir) = std::env::var_os("PHASE10_HOME").filter(|d| !d.is_empty()) {
            return Ok(Home { dir: dir.into() });
        }
        let dirs = directories::ProjectDirs::from("", "", "phase10").ok_or_else(|| {
            anyhow!("no home directory to keep sessions in: set PHASE10_HOME or use --file PATH")
        })?;
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

    /// The current session's name, if one was chosen.
    pub fn current(&self) -> Option<String> {
        fs::read_to_string(self.pointer())
            .ok()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
    }

    pub fn set_current(&self, name: &str) -> Result<()> {
        fs::create_dir_all(&self.dir)
            .with_context(|| format!("cannot create {}", self.dir.display()))?;
        write_atomic(&self.pointer(), format!("{name}\n").as_bytes(), false)
    }

    pub fn clear_current(&self) -> Result<()> {
        match fs::remove_file(self.pointer()) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(e).context("cannot clear the current session"),
        }
    }

    /// Session names in the data dir, sorted.
    pub fn list(&self) -> Result<Vec<String>> {
        let dir = self.sessions();
        let entries = match fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e).with_context(|| format!("cannot read {}", dir.display())),
        };
        let mut names: Vec<String> = entries
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                let name = e.file_name().into_string().ok()?;
                let stem = name.strip_suffix(".toml")?;
                (!stem.starts_with('.')).then(|| stem.to_string())
            })
            .collect();
        names.sort();
        Ok(names)
    }
}

/// A session name usable as a file name.
pub fn check_session_name(name: &str) -> Result<()> {
    let ok = !name.is_empty()
        && name.len() <= 64
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if !ok {
        bail!("session name \"{name}\": use letters, digits, '-', '_' or '.' (at most 64)");
    }
    Ok(())
}

/// The session file a command works on: `--file` / `PHASE10_FILE`, else the current one.
pub fn resolve(file: Option<&Path>) -> Result<PathBuf> {
    if let Some(f) = file {
        return Ok(f.to_path_buf());
    }
    let home = Home::locate()?;
    match home.current() {
        Some(name) => {
            let path = home.path_of(&name);
            if !path.exists() {
                bail!(
                    "the current session \"{name}\" is gone ({}): pick one with phase10 sessions switch NAME, or start one with phase10 new",
                    path.display()
                );
            }
            Ok(path)
        }
        None => bail!("no session yet: start one with phase10 new, or give --file PATH"),
    }
}

/// A loaded session and its replayed standings.
pub struct Loaded {
    pub session: Session,
    pub state: State,
}

/// 1-based line and column of a byte offset.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, col)
}

/// The line where a problem sits: hand N's table, or a setting's key.
pub fn problem_line(text: &str, problem: &Problem) -> Option<usize> {
    let is_header = |l: &str| {
        let t: String = l.chars().filter(|c| !c.is_whitespace()).collect();
        t.starts_with("[[hand]]")
    };
    if let Some(h) = problem.hand {
        return text
            .lines()
            .enumerate()
            .filter(|(_, l)| is_header(l))
            .nth(h - 1)
            .map(|(i, _)| i + 1);
    }
    let key = problem.key?;
    text.lines()
        .position(|l| {
            let t = l.trim_start();
            t.strip_prefix(key)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
        .map(|i| i + 1)
}

/// Parses a session's text; errors name the file, line and problem.
pub fn parse(path: &Path, text: &str) -> Result<Session> {
    toml::from_str::<Session>(text).map_err(|e| {
        let place = match e.span() {
            Some(span) => {
                let (line, col) = line_col(text, span.start);
                format!("{}:{line}:{col}", path.display())
            }
            None => path.display().to_string(),
        };
        let msg = e.message().trim().replace('\n', " ");
        anyhow!("{place}: {msg} (fix the file by hand; nothing was changed)")
    })
}

/// Replays a parsed session; errors name the file, line and problem.
pub fn replay(path: &Path, text: &str, session: &Session) -> Result<State> {
    session.replay().map_err(|p| located(path, text, &p))
}

pub fn located(path: &Path, text: &str, p: &Problem) -> anyhow::Error {
    let place = match problem_line(text, p) {
        Some(line) => format!("{}:{line}", path.display()),
        None => path.display().to_string(),
    };
    anyhow!("{place}: {p} (fix the file by hand, or phase10 undo; nothing was changed)")
}

pub fn load(path: &Path) -> Result<Loaded> {
    let text = fs::read_to_string(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => anyhow!(
            "{}: no such session file: start one with phase10 new, or give another --file",
            path.display()
        ),
        _ => anyhow!("{}: cannot read: {e}", path.display()),
    })?;
    let session = parse(path, &text)?;
    let state = replay(path, &text, &session)?;
    Ok(Loaded { session, state })
}

/// The text a session is written as.
pub fn render(session: &Session) -> String {
    let body = toml::to_string(session).expect("a session serializes");
    format!("# phase10 session: edit with care; `phase10 doctor` checks it.\n{body}")
}

/// A lock on a session, held while it is read, checked and written.
pub struct Lock {
    _file: File,
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

pub fn backup_path(path: &Path) -> PathBuf {
    sibling(path, ".bak")
}

/// Locks the session's sibling `.lock` file (not the data file, which a rename replaces).
/// Waits a little for another phase10, then says the session is busy.
pub fn lock(path: &Path) -> Result<Lock> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    let lock_path = sibling(path, ".lock");
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .with_context(|| format!("cannot open the lock {}", lock_path.display()))?;
    let wait = std::env::var("PHASE10_LOCK_WAIT_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5000);
    let start = Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(Lock { _file: file }),
            Err(fs::TryLockError::WouldBlock) => {
                if start.elapsed() >= Duration::from_millis(wait) {
                    bail!(
                        "session is busy: another phase10 is writing {}; try again in a moment",
                        path.display()
                    );
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(fs::TryLockError::Error(e)) => {
                return Err(e).with_context(|| format!("cannot lock {}", lock_path.display()));
            }
        }
    }
}

/// Writes `content` to `path` atomically: a temp file in the same directory, fsync,
/// rename, fsync of the directory. With `backup`, the previous version is kept in
/// `PATH.bak` first.
pub fn write_atomic(path: &Path, content: &[u8], backup: bool) -> Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if backup && let Ok(old) = fs::read(path) {
        write_atomic(&backup_path(path), &old, false)?;
    }
    let tmp = dir.join(format!(
        ".{}.tmp-{}",
        path.file_name().unwrap_or_default().to_string_lossy(),
        std::process::id()
    ));
    let result = (|| -> std::io::Result<()> {
        let mut f = File::create(&tmp)?;
        f.write_all(content)?;
        f.sync_all()?;
        drop(f);
        test_pause();
        fs::rename(&tmp, path)?;
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if let Err(e) = result {
        let _ = fs::remove_file(&tmp);
        return Err(e).with_context(|| format!("cannot write {}", path.display()));
    }
    Ok(())
}

/// Test-only pause between the temp file and the rename, to kill a write mid-way.
fn test_pause() {
    if let Some(ms) = std::env::var("PHASE10_TEST_PAUSE_BEFORE_RENAME_MS")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
    {
        std::thread::sleep(Duration::from_millis(ms));
    }
}

/// Saves a changed session with a backup. `_replayed` is the state its replay gave:
/// only a session that replays is ever written, and it is replayed once.
///
/// Temp files of this session left by a killed writer go first: under the lock, no
/// other writer of this session can be using them.
pub fn save(path: &Path, session: &Session, _replayed: &State) -> Result<()> {
    remove_stale_temps(path);
    write_atomic(path, render(session).as_bytes(), true)
}

fn remove_stale_temps(path: &Path) {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return;
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let name = name.to_string_lossy();
    let prefixes = [format!(".{name}.tmp-"), format!(".{name}.bak.tmp-")];
    if let Ok(entries) = fs::read_dir(dir) {
        for e in entries.flatten() {
            let file = e.file_name();
            let file = file.to_string_lossy();
            if prefixes.iter().any(|p| file.starts_with(p.as_str())) {
                let _ = fs::remove_file(e.path());
            }
        }
    }
}

/// Creates a new session file; refuses to overwrite one.
pub fn create(path: &Path, session: &Session) -> Result<()> {
    if path.exists() {
        bail!(
            "{} already exists: choose another --name or --file, or remove it first",
            path.display()
        );
    }
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    session.replay().map_err(|p| anyhow!("{p}"))?;
    write_atomic(path, render(session).as_bytes(), false)
}
