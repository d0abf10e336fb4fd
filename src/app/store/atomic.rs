//! Locked, atomic writes: a sibling `.lock` file, temp file, fsync, rename.

use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

use super::{Error, sibling};

/// A lock on a session, held while it is read, checked and written.
pub struct Lock {
    _file: File,
}

/// Locks the session's sibling `.lock` file (not the data file, which a rename replaces).
/// Waits a little for another phase10, then says the session is busy.
pub fn lock(path: &Path) -> Result<Lock, Error> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|source| Error::Write {
            path: dir.to_path_buf(),
            source,
        })?;
    }
    let lock_path = sibling(path, ".lock");
    // Only writers lock: a file its owner made read-only is left alone.
    super::check_writable(path)?;
    lock_file(&lock_path, path)
}

/// Takes the lock at `lock_path`, for writing `what` (named when it is busy).
pub fn lock_file(lock_path: &Path, what: &Path) -> Result<Lock, Error> {
    let lock_path = lock_path.to_path_buf();
    // A FIFO or device here would block the open, or be no lock at all.
    if fs::symlink_metadata(&lock_path).is_ok_and(|m| !m.is_file()) {
        return Err(Error::LockNotAFile { path: lock_path });
    }
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(|source| Error::Write {
            path: lock_path.clone(),
            source,
        })?;
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
                    return Err(Error::Busy {
                        path: what.to_path_buf(),
                    });
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
}

/// Writes `content` to `path` atomically: a temp file in the same directory, fsync,
/// rename, fsync of the directory. The file keeps its permissions (and, where allowed,
/// its owner).
pub fn write_atomic(path: &Path, content: &[u8]) -> Result<(), Error> {
    write_atomic_like(path, content, path)
}

/// The same, with the permissions and owner of `like` (when it exists).
pub fn write_atomic_like(path: &Path, content: &[u8], like: &Path) -> Result<(), Error> {
    let keep = fs::metadata(like).ok();
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let tmp = dir.join(format!(
        ".{}.tmp-{}",
        path.file_name().unwrap_or_default().to_string_lossy(),
        std::process::id()
    ));
    let result = (|| -> std::io::Result<()> {
        let mut f = File::create(&tmp)?;
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
        fs::rename(&tmp, path)?;
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if let Err(source) = result {
        let _ = fs::remove_file(&tmp);
        return Err(Error::Write {
            path: path.to_path_buf(),
            source,
        });
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

/// Temp files of this session left by a killed writer. Called under the session lock:
/// no other writer of this session can be using them.
pub fn remove_stale_temps(path: &Path) {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return;
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let name = name.to_string_lossy();
    let prefixes = [
        format!(".{name}.tmp-"),
        format!(".{name}.bak.tmp-"),
        format!(".{name}.journal.tmp-"),
    ];
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
