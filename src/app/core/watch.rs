//! Changes made elsewhere (another laptop, `phase10 hit` in another terminal, the file
//! edited by hand), seen within a second: the session's folder watched with `notify`
//! (the store renames a temp file over the session, so the folder, not the file), and
//! the file's size and time looked at on every tick besides, in case the folder's events
//! do not come (a network drive, a full event queue).

use std::path::{Path, PathBuf};
use std::sync::mpsc::Sender;
use std::time::SystemTime;

use notify::{RecursiveMode, Watcher};

/// What a file looked like when it was last read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stamp {
    len: u64,
    modified: Option<SystemTime>,
    #[cfg(unix)]
    inode: u64,
}

impl Stamp {
    pub fn of(path: &Path) -> Option<Stamp> {
        let meta = std::fs::metadata(path).ok()?;
        Some(Stamp {
            len: meta.len(),
            modified: meta.modified().ok(),
            #[cfg(unix)]
            inode: std::os::unix::fs::MetadataExt::ino(&meta),
        })
    }
}

/// The watch on one session file.
pub struct Watch {
    path: PathBuf,
    stamp: Option<Stamp>,
    // Kept alive while watching.
    _watcher: Option<notify::RecommendedWatcher>,
}

impl Watch {
    /// Watches `path`, read when it looked like `read` (taken before it was read: a
    /// change made between the read and the watch is seen at the first tick): each
    /// change of it is sent to `wake` as `woken()` makes it.
    pub fn new<T: Send + 'static>(
        path: &Path,
        read: Option<Stamp>,
        wake: Sender<T>,
        woken: fn() -> T,
    ) -> Watch {
        let name = path.file_name().map(std::ffi::OsStr::to_os_string);
        let watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
            let Ok(event) = event else { return };
            // A read (the screen's own, on each change) is no change.
            if matches!(event.kind, notify::EventKind::Access(_)) {
                return;
            }
            // The session file, or the temp file renamed over it.
            let ours = event.paths.iter().any(|p| {
                p.file_name().is_some_and(|f| {
                    Some(f.to_os_string()) == name
                        || name
                            .as_ref()
                            .is_some_and(|n| f.to_string_lossy().contains(&*n.to_string_lossy()))
                })
            });
            if ours {
                let _ = wake.send(woken());
            }
        })
        .ok()
        .and_then(|mut w| {
            let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
            let folder = folder.unwrap_or(Path::new("."));
            w.watch(folder, RecursiveMode::NonRecursive).ok()?;
            Some(w)
        });
        Watch {
            path: path.to_path_buf(),
            stamp: read,
            _watcher: watcher,
        }
    }

    /// The file as this process wrote it (`stamp`), taken for read: its own write is no
    /// change made elsewhere.
    pub fn seen(&mut self, stamp: Stamp) {
        self.stamp = Some(stamp);
    }

    /// Whether the file changed since it was last read (then it is taken as read): its
    /// size, time or inode moved.
    pub fn changed(&mut self) -> bool {
        let now = Stamp::of(&self.path);
        let moved = now != self.stamp;
        self.stamp = now;
        moved
    }
}
