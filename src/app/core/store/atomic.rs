//! Locked, atomic writes: a sibling `.lock` file, temp file, fsync, rename.

use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::app::core::store::{Error, sibling};

/// A lock on a session, held while it is read, checked and written. A lock file this
/// lock made, under which nothing landed (a write refused, on a full disk say), is
/// taken away again as the lock is let go: a refusal leaves nothing behind.
pub struct Lock {
    file: File,
    path: PathBuf,
    created: bool,
    landings: u64,
}

impl Drop for Lock {
    fn drop(&mut self) {
        // Removed while still held, and only while it is this lock's own file: one who
        // opened it meanwhile finds it gone once they hold it, and takes it afresh.
        if self.created
            && crate::app::core::store::landings() == self.landings
            && is_at(&self.path, &self.file) == Some(true)
        {
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// Whether `file` is what `path` names (a plain file, not reached through a link);
/// `None` where the path names nothing.
fn is_at(path: &Path, file: &File) -> Option<bool> {
    let here = fs::symlink_metadata(path).ok()?;
    let opened = file.metadata().ok()?;
    #[cfg(unix)]
    let same = {
        use std::os::unix::fs::MetadataExt;
        (here.dev(), here.ino()) == (opened.dev(), opened.ino())
    };
    #[cfg(not(unix))]
    let same = true;
    Some(here.is_file() && opened.is_file() && same)
}

/// Locks the session's sibling `.lock` file (not the data file, which a rename replaces).
/// Waits a little for another phase10, then says the session is busy.
pub fn lock(path: &Path) -> Result<Lock, Error> {
    // A refusal leaves nothing behind: no folder is made for a file that is not there
    // (`new` makes its folder before it locks).
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && !dir.is_dir()
    {
        return Err(Error::NotFound {
            path: path.to_path_buf(),
        });
    }
    let lock_path = sibling(path, ".lock");
    // Only writers lock: a file its owner made read-only is left alone.
    crate::app::core::store::check_writable(path)?;
    let lock = lock_file(&lock_path, path)?;
    crate::app::core::store::finish_pending(path);
    Ok(lock)
}

/// Takes the lock at `lock_path`, for writing `what` (named when it is busy).
pub fn lock_file(lock_path: &Path, what: &Path) -> Result<Lock, Error> {
    let lock_path = lock_path.to_path_buf();
    let wait = match std::env::var("PHASE10_LOCK_WAIT_MS") {
        Ok(v) if !v.trim().is_empty() => v.trim().parse::<u64>().map_err(|_| Error::BadEnv {
            var: "PHASE10_LOCK_WAIT_MS",
            value: v.clone(),
            why: "milliseconds to wait for another phase10, 0 or more",
        })?,
        _ => 5000,
    };
    let start = Instant::now();
    let busy = || Error::Busy {
        path: what.to_path_buf(),
    };
    loop {
        let Some((file, created)) = open_lock(&lock_path)? else {
            if start.elapsed() >= Duration::from_millis(wait) {
                return Err(busy());
            }
            continue;
        };
        loop {
            match file.try_lock() {
                Ok(()) => break,
                Err(fs::TryLockError::WouldBlock) => {
                    if start.elapsed() >= Duration::from_millis(wait) {
                        return Err(busy());
                    }
                    std::thread::sleep(Duration::from_millis(5));
                }
                Err(fs::TryLockError::Error(source)) => {
                    return Err(Error::Write {
                        path: lock_path,
                        source,
                    });
                }
            }
        }
        // Still the lock at its name once held: one its maker took away (nothing
        // landed under it) is no lock; take it afresh.
        if is_at(&lock_path, &file) == Some(true) {
            return Ok(Lock {
                file,
                path: lock_path,
                created,
                landings: crate::app::core::store::landings(),
            });
        }
        drop(file);
        if start.elapsed() >= Duration::from_millis(wait) {
            return Err(busy());
        }
    }
}

/// Opens the lock file, made new where there is none (and whether this made it);
/// `None` where another phase10 took it away or made it afresh meanwhile.
fn open_lock(lock_path: &Path) -> Result<Option<(File, bool)>, Error> {
    // A FIFO or device here would block the open, or be no lock at all.
    if fs::symlink_metadata(lock_path).is_ok_and(|m| !m.is_file()) {
        return Err(Error::LockNotAFile {
            path: lock_path.to_path_buf(),
        });
    }
    let write_error = |source| Error::Write {
        path: lock_path.to_path_buf(),
        source,
    };
    // Opened as it is, or made new and exclusive (O_EXCL follows no link): a link
    // swapped in after the check above never makes a file where it points.
    let open = || OpenOptions::new().write(true).open(lock_path);
    let (file, created) = match open() {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            match OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(lock_path)
            {
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => (open(), false),
                other => (other, true),
            }
        }
        other => (other, false),
    };
    let file = file.map_err(write_error)?;
    // And it is the lock itself, a plain file, not something reached through a link
    // (one taken away meanwhile, or made afresh, is taken again by the caller).
    let here = fs::symlink_metadata(lock_path);
    if here.as_ref().is_ok_and(|m| !m.is_file()) || !file.metadata().is_ok_and(|m| m.is_file()) {
        return Err(Error::LockNotAFile {
            path: lock_path.to_path_buf(),
        });
    }
    Ok(Some((file, created)).filter(|(file, _)| is_at(lock_path, file) == Some(true)))
}

/// Writes `content` to `path` atomically: a temp file in the same directory, fsync,
/// rename, fsync of the directory. The file keeps its permissions (and, where allowed,
/// its owner). For files written under their lock (the session, its backup and journal,
/// the data dir's pointer): the temp file's name is fixed, so a writer killed half-way
/// leaves one that the next writer removes, without listing the folder.
pub fn write_atomic(path: &Path, content: &[u8]) -> Result<(), Error> {
    write_atomic_like(path, content, path)
}

/// The same, with the permissions and owner of `like` (when it exists).
pub fn write_atomic_like(path: &Path, content: &[u8], like: &Path) -> Result<(), Error> {
    write_via(path, content, like, "tmp", true)
}

/// The same for a file written without a lock (an export): the temp file's name is
/// this process's own.
pub fn write_atomic_unlocked(path: &Path, content: &[u8]) -> Result<(), Error> {
    clear_dead_temps(path);
    write_via(
        path,
        content,
        path,
        &format!("tmp-{}", std::process::id()),
        true,
    )
}

/// The temporary files a killed writer of `path` left (`.NAME.tmp-PID`, its process
/// gone): removed, so that a killed export leaves nothing behind for long. A live
/// writer's is left alone.
fn clear_dead_temps(path: &Path) {
    let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return;
    };
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let prefix = format!(".{name}.tmp-");
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some(pid) = file
            .to_str()
            .and_then(|f| f.strip_prefix(&prefix))
            .and_then(|p| p.parse::<u32>().ok())
        else {
            continue;
        };
        if pid != std::process::id() && !alive(pid) && entry.file_type().is_ok_and(|t| t.is_file())
        {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Whether a process of that number is running (where the system says; elsewhere it
/// is taken to be, and its temp file stays).
fn alive(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Some(pid) = i32::try_from(pid)
            .ok()
            .and_then(rustix::process::Pid::from_raw)
        else {
            return false;
        };
        // (No permission to signal it: it runs.)
        !matches!(
            rustix::process::test_kill_process(pid),
            Err(rustix::io::Errno::SRCH)
        )
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

/// Writes `content` to `path` as [`write_atomic`] does, keeping the file it replaces as
/// `backup`: linked to a temp name before the rename (copied where the folder takes no
/// links), and made the backup only after the new file has landed. A write that fails
/// or is killed leaves the backup as it was.
pub fn write_keeping(path: &Path, content: &[u8], backup: &Path) -> Result<(), Error> {
    let kept = sibling_temp(backup, "tmp");
    let write_error = |source| Error::Write {
        path: backup.to_path_buf(),
        source,
    };
    let keep = || -> std::io::Result<bool> {
        match fs::remove_file(&kept) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
        if !path.is_file() {
            return Ok(false);
        }
        if fs::hard_link(path, &kept).is_ok() {
            return Ok(true);
        }
        // A folder that takes no links (some network and removable drives): a copy,
        // made new and exclusive, as private as the session.
        let old = fs::read(path)?;
        let mut f = create_new(&kept)?;
        if let Ok(meta) = fs::metadata(path) {
            f.set_permissions(meta.permissions())?;
        }
        f.write_all(&old)?;
        f.sync_all()?;
        Ok(true)
    };
    let has_old = keep().map_err(write_error)?;
    if let Err(e) = write_via(path, content, path, "tmp", !has_old) {
        let _ = fs::remove_file(&kept);
        return Err(e);
    }
    if has_old {
        // The new file has landed: the old one becomes the backup (killed before this,
        // the backup is one version older, and the next write clears the temp name).
        // (The change has landed whatever becomes of the backup.) One sync of the
        // folder makes both renames lasting.
        test_pause();
        let _ = fs::rename(&kept, backup);
        sync_dir(path);
    }
    Ok(())
}

/// `.NAME.suffix` beside `path`.
fn sibling_temp(path: &Path, suffix: &str) -> std::path::PathBuf {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    dir.join(format!(
        ".{}.{suffix}",
        path.file_name().unwrap_or_default().to_string_lossy()
    ))
}

/// The folder of `path` synced (its renames made lasting).
fn sync_dir(path: &Path) {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

/// `sync`: the folder synced after the rename (else the caller syncs it, once).
fn write_via(
    path: &Path,
    content: &[u8],
    like: &Path,
    suffix: &str,
    sync: bool,
) -> Result<(), Error> {
    let keep = fs::metadata(like).ok().filter(fs::Metadata::is_file);
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let tmp = dir.join(format!(
        ".{}.{suffix}",
        path.file_name().unwrap_or_default().to_string_lossy()
    ));
    // Which file a failure is at: the temp file until it takes the file's name.
    let at_tmp = std::cell::Cell::new(true);
    let result = (|| -> std::io::Result<()> {
        // Whatever is there (a temp file a killed writer left, or a link someone
        // planted) goes: removing a link removes the link, never what it points at.
        // The temp file is then made new: never through a link, never an old file.
        match fs::remove_file(&tmp) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
        let mut f = create_new(&tmp)?;
        if let Some(meta) = &keep {
            f.set_permissions(meta.permissions())?;
            #[cfg(unix)]
            {
                use std::os::unix::fs::MetadataExt;
                // Only root may give a file away; anyone else keeps their own.
                let _ = std::os::unix::fs::fchown(&f, Some(meta.uid()), Some(meta.gid()));
            }
        }
        f.write_all(content)?;
        f.sync_all()?;
        drop(f);
        test_pause();
        at_tmp.set(false);
        fs::rename(&tmp, path)?;
        if sync && let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if let Err(source) = result {
        // (A folder planted at the temp name is not phase10's to remove.)
        if fs::symlink_metadata(&tmp).is_ok_and(|m| !m.is_dir()) {
            let _ = fs::remove_file(&tmp);
        }
        return Err(Error::Write {
            path: if at_tmp.get() {
                tmp
            } else {
                path.to_path_buf()
            },
            source,
        });
    }
    Ok(())
}

/// A file made new and exclusively (`O_CREAT|O_EXCL`: it fails on anything already
/// there, and never follows a link), with the usual mode for a new file (0666 less the
/// umask) until it is given the mode of the file it replaces.
fn create_new(path: &Path) -> std::io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o666);
    }
    options.open(path)
}

/// Test-only pause between the temp file and the rename, to kill a write mid-way: in
/// debug builds only (the tests' binary), never in an installed one.
#[cfg(debug_assertions)]
pub fn test_pause() {
    if let Some(ms) = std::env::var("PHASE10_TEST_PAUSE_BEFORE_RENAME_MS")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
    {
        std::thread::sleep(Duration::from_millis(ms));
    }
}

#[cfg(not(debug_assertions))]
pub fn test_pause() {}
