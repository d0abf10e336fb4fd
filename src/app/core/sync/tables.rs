//! The regulars' tables and seasons kept in step (`--config`): the repository keeps
//! them as a file of their own (`tables.toml`), each laptop's config its own copy.
//!
//! Before a sync, each section the config changed since the last sync (against what
//! was brought in then, `tables.synced.toml`, this laptop's own) goes into the file; the
//! others are the file's. After it, the file is the config's. Two laptops that changed
//! one table differently between syncs keep both: this laptop's under its name, the
//! other's under its name and the other laptop's tag.

use std::path::{Path, PathBuf};

use crate::app::core::config::{self, Sections};
use crate::app::core::store::{self, Home};

use super::git::{Entry, Git};
use super::{Error, TABLES};

fn repo_file(home: &Home) -> PathBuf {
    home.dir.join(TABLES)
}

/// What the config held after the last sync brought the tables in.
fn synced_file(home: &Home) -> PathBuf {
    home.dir.join("tables.synced.toml")
}

fn read(path: &Path) -> Sections {
    store::read_regular(path, 1 << 20)
        .ok()
        .flatten()
        .and_then(|b| String::from_utf8(b).ok())
        .map(|t| config::sections_of(&t))
        .unwrap_or_default()
}

fn config_error(e: &anyhow::Error) -> Error {
    Error::Config(format!("{e:#}"))
}

/// The file made what this laptop's config says, where it changed since the last sync;
/// the config's sections as read.
pub fn export(home: &Home) -> Result<Sections, Error> {
    let synced = read(&synced_file(home));
    let ours = config::sections().map_err(|e| config_error(&e))?;
    let file = read(&repo_file(home));
    let keys: std::collections::BTreeSet<&String> = synced
        .keys()
        .chain(ours.keys())
        .chain(file.keys())
        .collect();
    let mut merged = Sections::new();
    for key in keys {
        let pick = if ours.get(key) == synced.get(key) {
            file.get(key)
        } else {
            ours.get(key)
        };
        if let Some(t) = pick {
            merged.insert(key.clone(), t.clone());
        }
    }
    if merged != file || (!merged.is_empty() && !repo_file(home).exists()) {
        let text = config::render_sections(&merged, &super::files::tables_file());
        store::write_atomic(&repo_file(home), text.as_bytes())?;
    }
    Ok(ours)
}

/// The config made what the file says (but a section changed in the config since
/// `then`, during the sync: it goes at the next); the sections that changed in it.
pub fn import(home: &Home, then: &Sections) -> Result<Vec<String>, Error> {
    let file = read(&repo_file(home));
    let now = config::sections().map_err(|e| config_error(&e))?;
    let keys: std::collections::BTreeSet<&String> =
        file.keys().chain(now.keys()).chain(then.keys()).collect();
    let mut wanted = Sections::new();
    for key in keys {
        let pick = if now.get(key) == then.get(key) {
            file.get(key)
        } else {
            now.get(key)
        };
        if let Some(t) = pick {
            wanted.insert(key.clone(), t.clone());
        }
    }
    let changed = if repo_file(home).exists() {
        config::set_sections(&wanted).map_err(|e| config_error(&e))?
    } else {
        Vec::new()
    };
    let text = config::render_sections(&file, &super::files::tables_file());
    store::write_atomic(&synced_file(home), text.as_bytes())?;
    Ok(changed)
}

/// The file merged section by section (base, ours, theirs): each section changed on
/// one side takes that side's; one changed on both differently is kept twice, theirs
/// under its name and `-LAPTOP`. The merged file's blob, and the sections kept twice.
pub fn merge(
    git: &Git,
    base: Option<&Entry>,
    ours: &Entry,
    theirs: &Entry,
    their_laptop: &str,
) -> Option<(Entry, Vec<(String, String)>)> {
    let mut oids = vec![ours.oid.as_str(), theirs.oid.as_str()];
    if let Some(b) = base {
        oids.push(b.oid.as_str());
    }
    let blobs = git.blobs(&oids).ok()?;
    let sections = |e: Option<&Entry>| {
        e.and_then(|e| blobs.get(&e.oid))
            .and_then(|b| String::from_utf8(b.clone()).ok())
            .map(|t| config::sections_of(&t))
            .unwrap_or_default()
    };
    let (b, o, t) = (sections(base), sections(Some(ours)), sections(Some(theirs)));
    let keys: std::collections::BTreeSet<&String> =
        b.keys().chain(o.keys()).chain(t.keys()).collect();
    let mut merged = Sections::new();
    let mut twice = Vec::new();
    for key in keys {
        let (bk, ok, tk) = (b.get(key), o.get(key), t.get(key));
        let pick = if ok == bk {
            tk
        } else if tk == bk || tk == ok {
            ok
        } else if let (Some(_), Some(theirs)) = (ok, tk) {
            // Changed on both: theirs beside ours, under a name of its own.
            let mut other = format!("{key}-{their_laptop}");
            let mut n = 2;
            while o.contains_key(&other) || t.contains_key(&other) {
                other = format!("{key}-{their_laptop}-{n}");
                n += 1;
            }
            merged.insert(other.clone(), theirs.clone());
            twice.push((key.clone(), other));
            ok
        } else {
            // Taken out on one side, changed on the other: it stays, changed.
            ok.or(tk)
        };
        if let Some(p) = pick {
            merged.insert(key.clone(), p.clone());
        }
    }
    let text = config::render_sections(&merged, &super::files::tables_file());
    let oid = git.write_blob(text.as_bytes()).ok()?;
    Some((
        Entry {
            mode: "100644".into(),
            oid,
        },
        twice,
    ))
}
