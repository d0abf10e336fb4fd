//! A change of the session made under its lock, after the prompts.

use std::path::Path;

use anyhow::Result;

use crate::app::core::store;
use crate::app::core::words::catalogue::Area::Report;
use crate::say;

/// The session locked, read, and what `build` made of it. When `build` asks (prompts),
/// it runs without the lock, so that another laptop's change lands meanwhile; then the
/// session is locked and read again, and asked again if it changed.
pub fn after_asking<T>(
    path: &Path,
    asks: bool,
    mut build: impl FnMut(&store::Loaded) -> Result<T>,
) -> Result<(store::Lock, store::Loaded, T)> {
    loop {
        if !asks {
            let lock = store::lock(path)?;
            let loaded = store::load(path)?;
            let built = build(&loaded)?;
            return Ok((lock, loaded, built));
        }
        store::check_writable(path)?;
        let loaded = store::load(path)?;
        let built = build(&loaded)?;
        let lock = store::lock(path)?;
        let now = store::load(path)?;
        if now.doc.text() == loaded.doc.text() {
            return Ok((lock, now, built));
        }
        eprintln!(
            "{}",
            say!(
                Report,
                "change-asking-again",
                "hands" => crate::app::core::render::count(now.session().hands.len(), "hand"),
            )
        );
    }
}
