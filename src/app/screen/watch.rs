//! Changes made elsewhere (another laptop, `phase10 hit` in another terminal, the file
//! edited by hand), seen within a second: the session's folder watched with `notify`
//! (the store renames a temp file over the session, so the folder, not the file), and
//! the file's size and time looked at on every tick besides, in case the folder's events
//! do not come (a network drive, a full event queue).

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};
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
    events: Option<Receiver<()>>,
    // Kept alive while watching.
    _watcher: Option<notify::RecommendedWatcher>,
}

impl Watch {
    pub fn new(path: &Path) -> Watch {
        let (tx, rx) = channel();
        let name = path.file_name().map(std::ffi::OsStr::to_os_string);
        let watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
            let Ok(event) = event else { return };
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
                let _ = tx.send(());
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
            stamp: Stamp::of(path),
            events: watcher.is_some().then_some(rx),
            _watcher: watcher,
        }
    }

    /// Whether the file changed since it was last read (then it is taken as read).
    pub fn changed(&mut self) -> bool {
        let mut heard = false;
        if let Some(events) = &self.events {
            while events.try_recv().is_ok() {
                heard = true;
            }
        }
        let now = Stamp::of(&self.path);
        let moved = now != self.stamp;
        self.stamp = now;
        heard || moved
    }
}
