//! What a sync makes of two laptops' changes since they last met, file by file (never
//! line by line): a file changed on one side only takes that side's version; changed
//! on both, one game is kept twice (ours at its name, theirs as a copy beside it), two
//! games that took one name are both kept (ours under a name of its own), and a file
//! removed on one side but changed on the other is kept as changed.

use std::collections::{BTreeMap, BTreeSet};

use super::git::Entry;

/// A commit's files: path to blob.
pub type Files = BTreeMap<String, Entry>;

/// A copy made beside a session: its path, the session's path, the laptop whose
/// version it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CopyMade {
    pub copy: String,
    pub of: String,
    pub from: String,
}

/// The merge: our files with `changes` made.
#[derive(Debug, Default, PartialEq)]
pub struct Plan {
    /// Each path's new entry (none: gone).
    pub changes: Vec<(String, Option<Entry>)>,
    /// Copies made of their versions.
    pub copies: Vec<CopyMade>,
    /// Ours moved to a name of its own: (its name, the new one).
    pub renamed: Vec<(String, String)>,
    /// Removed on one side and changed on the other: kept, changed.
    pub kept: Vec<String>,
    /// Tables changed on both sides, kept twice: (the table, the other's name).
    pub tables_twice: Vec<(String, String)>,
}

/// A file merged by what it holds: its path, the base, ours, theirs.
pub type MergeText<'a> = &'a dyn Fn(&str, Option<&Entry>, &Entry, &Entry) -> Option<Entry>;

/// What the plan asks of the files' contents.
pub struct Ask<'a> {
    /// Whether two versions of a session are one game (its start and players).
    pub same_game: &'a dyn Fn(&Entry, &Entry) -> bool,
    /// The laptop whose version of a path theirs is (a name fit for a copy's).
    pub their_laptop: &'a dyn Fn(&str) -> String,
    /// This laptop's tag.
    pub laptop: &'a str,
    /// A file merged by what it holds (the tables: each table on its own), where that
    /// can be done without choosing: the base, ours, theirs.
    pub merge: MergeText<'a>,
}

/// The `sessions/NAME.toml` a path is, as `(NAME)`.
pub fn session_of(path: &str) -> Option<&str> {
    path.strip_prefix("sessions/")?.strip_suffix(".toml")
}

/// Decides, file by file: base is the last commit both had (none: no common history).
pub fn plan(base: &Files, ours: &Files, theirs: &Files, ask: &Ask) -> Plan {
    let mut plan = Plan::default();
    let mut taken: BTreeSet<String> = ours.keys().chain(theirs.keys()).cloned().collect();
    let paths: BTreeSet<&String> = base.keys().chain(theirs.keys()).collect();
    for path in paths {
        let (b, o, t) = (base.get(path), ours.get(path), theirs.get(path));
        // Theirs did not change it, or both made it the same.
        if t == b || t == o {
            continue;
        }
        // Only theirs changed it.
        if o == b {
            plan.changes.push((path.clone(), t.cloned()));
            continue;
        }
        match (o, t) {
            // Removed there, changed here: ours stays.
            (Some(_), None) => plan.kept.push(path.clone()),
            // Removed here, changed there: theirs comes back.
            (None, Some(t)) => {
                plan.changes.push((path.clone(), Some(t.clone())));
                plan.kept.push(path.clone());
            }
            (Some(o), Some(t)) => {
                if let Some(merged) = (ask.merge)(path, b, o, t) {
                    plan.changes.push((path.clone(), Some(merged)));
                    continue;
                }
                let Some(name) = session_of(path) else {
                    // (Another file, not merged by what it holds: ours stays.)
                    plan.kept.push(path.clone());
                    continue;
                };
                if b.is_none() && !(ask.same_game)(o, t) {
                    // Two games took one name: ours takes one of its own.
                    let to = free(path, name, &format!("-{}", ask.laptop), &mut taken);
                    plan.changes.push((to.clone(), Some(o.clone())));
                    plan.changes.push((path.clone(), Some(t.clone())));
                    plan.renamed.push((path.clone(), to));
                } else {
                    // One game (or file) changed on both: theirs beside ours.
                    let from = (ask.their_laptop)(path);
                    let of = name.split('@').next().unwrap_or(name);
                    let copy = free(path, of, &format!("@{from}"), &mut taken);
                    plan.changes.push((copy.clone(), Some(t.clone())));
                    let of_path = path.replacen(name, of, 1);
                    plan.copies.push(CopyMade {
                        from: copy_from(&copy).unwrap_or(from),
                        copy,
                        of: of_path,
                    });
                }
            }
            (None, None) => {}
        }
    }
    plan
}

/// The laptop part of a copy's path (`sessions/friday@b7x2-2.toml`: `b7x2-2`).
fn copy_from(path: &str) -> Option<String> {
    let stem = path.strip_suffix(".toml")?;
    stem.rsplit_once('@').map(|(_, f)| f.to_string())
}

/// A path beside `path` for `name` with `suffix`, taken by no file (`-2`, `-3`… after
/// it where it is), its name short enough to be a session's where it is one.
fn free(path: &str, name: &str, suffix: &str, taken: &mut BTreeSet<String>) -> String {
    let dir = path
        .strip_suffix(".toml")
        .and_then(|p| p.strip_suffix(name))
        .unwrap_or("");
    let room = 64usize.saturating_sub(suffix.len() + 3).max(1);
    let short: String = name.chars().take(room).collect();
    let mut n = 1;
    loop {
        let more = if n == 1 {
            String::new()
        } else {
            format!("-{n}")
        };
        let candidate = format!("{dir}{short}{suffix}{more}.toml");
        if taken.insert(candidate.clone()) {
            return candidate;
        }
        n += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(oid: &str) -> Entry {
        Entry {
            mode: "100644".into(),
            oid: oid.into(),
        }
    }

    fn files(list: &[(&str, &str)]) -> Files {
        list.iter().map(|(p, o)| ((*p).to_string(), e(o))).collect()
    }

    fn ask(same: &dyn Fn(&Entry, &Entry) -> bool) -> Ask<'_> {
        Ask {
            same_game: same,
            their_laptop: &|_| "b7x2".to_string(),
            laptop: "ann1",
            merge: &|_, _, _, _| None,
        }
    }

    #[test]
    fn each_file_is_decided_on_its_own() {
        let base = files(&[
            ("sessions/a.toml", "a0"),
            ("sessions/b.toml", "b0"),
            ("sessions/c.toml", "c0"),
            ("sessions/d.toml", "d0"),
            ("sessions/e.toml", "e0"),
        ]);
        let ours = files(&[
            ("sessions/a.toml", "a1"),
            ("sessions/b.toml", "b0"),
            ("sessions/c.toml", "c1"),
            ("sessions/d.toml", "d1"),
            ("sessions/new-ann1.toml", "n1"),
        ]);
        let theirs = files(&[
            ("sessions/a.toml", "a0"),
            ("sessions/b.toml", "b2"),
            ("sessions/c.toml", "c2"),
            ("sessions/e.toml", "e2"),
            ("sessions/new-b7x2.toml", "n2"),
        ]);
        let same = |_: &Entry, _: &Entry| true;
        let p = plan(&base, &ours, &theirs, &ask(&same));
        assert_eq!(
            p.changes,
            vec![
                ("sessions/b.toml".to_string(), Some(e("b2"))),
                ("sessions/c@b7x2.toml".to_string(), Some(e("c2"))),
                ("sessions/e.toml".to_string(), Some(e("e2"))),
                ("sessions/new-b7x2.toml".to_string(), Some(e("n2"))),
            ]
        );
        assert_eq!(
            p.copies,
            vec![CopyMade {
                copy: "sessions/c@b7x2.toml".into(),
                of: "sessions/c.toml".into(),
                from: "b7x2".into(),
            }]
        );
        // d: removed there, changed here; e: removed here, changed there.
        assert_eq!(p.kept, vec!["sessions/d.toml", "sessions/e.toml"]);
    }

    #[test]
    fn two_games_of_one_name_are_both_kept_and_a_copy_takes_a_free_name() {
        let base = Files::new();
        let ours = files(&[("sessions/friday.toml", "o"), ("sessions/x@b7x2.toml", "k")]);
        let theirs = files(&[("sessions/friday.toml", "t"), ("sessions/x.toml", "x")]);
        let other = |_: &Entry, _: &Entry| false;
        let p = plan(&base, &ours, &theirs, &ask(&other));
        assert_eq!(
            p.renamed,
            vec![(
                "sessions/friday.toml".to_string(),
                "sessions/friday-ann1.toml".to_string()
            )]
        );
        let same = |_: &Entry, _: &Entry| true;
        let base = files(&[("sessions/x.toml", "x0")]);
        let ours = files(&[("sessions/x.toml", "x1"), ("sessions/x@b7x2.toml", "k")]);
        let theirs = files(&[("sessions/x.toml", "x2")]);
        let p = plan(&base, &ours, &theirs, &ask(&same));
        assert_eq!(p.copies[0].copy, "sessions/x@b7x2-2.toml");
        assert_eq!(p.copies[0].from, "b7x2-2");
    }
}
