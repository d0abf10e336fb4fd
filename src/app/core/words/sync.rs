//! The words of keeping the data dir in step across laptops (`phase10 sync`): its
//! errors, reports and the lines of its commits, and what `stats`, `sessions` and
//! `doctor` say of a copy waiting.

use std::fmt;

use serde_json::{Value, json};

use crate::app::core::store::Copy;
use crate::app::core::sync::{Change, Error, Kept, Moved, Report, Status};

use crate::say;

use super::catalogue::Area::Sync as Words;
use super::{count, listed};

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Error::NoGit => say!(Words, "sync-no-git"),
            Error::NoRemote => say!(Words, "sync-no-remote"),
            Error::NotSetUp { home } => {
                say!(Words, "sync-not-set-up", "home" => home.display().to_string())
            }
            Error::AlreadySetUp { home, remote } => say!(
                Words,
                "sync-already-set-up",
                "home" => home.display().to_string(),
                "remote" => if remote.is_empty() {
                    say!(Words, "sync-a-remote")
                } else {
                    remote.clone()
                },
            ),
            Error::Unreachable { remote, why } => say!(
                Words,
                "sync-unreachable",
                "remote" => remote.as_str(),
                "why" => why.as_str(),
            ),
            Error::Rejected { remote } => say!(Words, "sync-rejected", "remote" => remote.as_str()),
            Error::RemoteLocked { remote, file } => say!(
                Words,
                "sync-remote-locked",
                "remote" => remote.as_str(),
                "file" => file.as_str(),
            ),
            Error::Git { what, why } => {
                say!(Words, "sync-git", "what" => what.as_str(), "why" => why.as_str())
            }
            Error::TooBig { path, size } => say!(
                Words,
                "sync-too-big",
                "path" => path.as_str(),
                "size" => size.to_string(),
                "most" => crate::app::core::store::MAX_FILE.to_string(),
            ),
            Error::NoCopy { name, waiting } if waiting.is_empty() => {
                say!(Words, "sync-no-copy", "name" => name.as_str())
            }
            Error::NoCopy { name, waiting } => {
                let names: Vec<String> = waiting.iter().map(|c| c.name.clone()).collect();
                say!(Words, "sync-no-copy-for", "name" => name.as_str(), "names" => names.join(", "))
            }
            Error::FirstSync { remote, error } => say!(
                Words,
                "sync-first-sync",
                "remote" => remote.as_str(),
                "error" => error.to_string(),
            ),
            Error::Config(why) => say!(Words, "sync-config", "why" => why.as_str()),
            Error::Store(e) => e.to_string(),
        };
        f.write_str(&text)
    }
}

fn change(c: Change) -> String {
    match c {
        Change::New => say!(Words, "change-new"),
        Change::Changed => say!(Words, "change-changed"),
        Change::Removed => say!(Words, "change-removed"),
    }
}

fn moved(list: &[Moved]) -> String {
    list.iter()
        .map(|m| format!("{} ({})", m.session, change(m.change)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The command that chooses between a session and its copies.
pub fn choose(of: &str, copies: &[&Copy]) -> String {
    let mut ways = vec![say!(Words, "keep-here", "name" => of)];
    ways.extend(copies.iter().map(|c| {
        say!(
            Words,
            "keep-laptop",
            "name" => c.name.as_str(),
            "laptop" => c.from.split('-').next().unwrap_or(&c.from),
        )
    }));
    match ways.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            say!(Words, "keep-or", "rest" => rest.join(", "), "last" => last.as_str())
        }
        _ => ways.join(""),
    }
}

/// The lines saying copies wait (for `sync`, `stats`, `sessions` and `doctor`): one a
/// session, with the command that chooses.
pub fn waiting(copies: &[Copy]) -> Vec<String> {
    let mut sessions: Vec<&str> = copies.iter().map(|c| c.of.as_str()).collect();
    sessions.dedup();
    sessions
        .into_iter()
        .map(|of| {
            let mine: Vec<&Copy> = copies.iter().filter(|c| c.of == of).collect();
            let names: Vec<String> = mine.iter().map(|c| c.name.clone()).collect();
            say!(
                Words,
                "copy-waits",
                "names" => listed(&names),
                "of" => of,
                "choose" => choose(of, &mine),
            )
        })
        .collect()
}

fn copies_json(copies: &[Copy]) -> Value {
    json!(
        copies
            .iter()
            .map(|c| json!({"copy": c.name, "session": c.of, "laptop": c.from}))
            .collect::<Vec<_>>()
    )
}

/// The copies waiting, as every command's JSON says them.
pub fn waiting_json(copies: &[Copy]) -> Value {
    copies_json(copies)
}

/// What a sync did, in lines.
pub fn report(r: &Report) -> String {
    let mut text = String::new();
    if r.set_up {
        let id = if r.made_remote {
            "report-set-up-made"
        } else {
            "report-set-up"
        };
        let set_up = say!(Words, id, "remote" => r.remote.as_str(), "laptop" => r.laptop.as_str());
        text.push_str(&format!("{set_up}\n"));
    }
    if r.finished {
        text.push_str(&format!("{}\n", say!(Words, "report-finished")));
    }
    if !r.sent.is_empty() {
        text.push_str(&format!(
            "{}\n",
            say!(Words, "report-sent", "sessions" => moved(&r.sent))
        ));
    }
    if !r.received.is_empty() {
        let received = say!(Words, "report-received", "sessions" => moved(&r.received));
        text.push_str(&format!("{received}\n"));
    }
    for (from, to) in &r.renamed {
        let renamed = say!(Words, "report-renamed", "from" => from.as_str(), "to" => to.as_str());
        text.push_str(&format!("{renamed}\n"));
    }
    for k in &r.kept {
        text.push_str(&format!(
            "{}\n",
            say!(Words, "report-kept", "name" => k.as_str())
        ));
    }
    for c in &r.copies {
        let copy = say!(
            Words,
            "report-copy",
            "of" => c.of.as_str(),
            "laptop" => c.from.split('-').next().unwrap_or(&c.from),
            "name" => c.name.as_str(),
        );
        text.push_str(&format!("{copy}\n"));
    }
    if let Some(tables) = &r.tables
        && !tables.is_empty()
    {
        let tables = say!(Words, "report-tables", "tables" => tables.join(", "));
        text.push_str(&format!("{tables}\n"));
    }
    for (key, other) in &r.tables_twice {
        let twice =
            say!(Words, "report-tables-twice", "key" => key.as_str(), "other" => other.as_str());
        text.push_str(&format!("{twice}\n"));
    }
    if r.sent.is_empty() && r.received.is_empty() && r.copies.is_empty() && !r.set_up {
        let in_step = say!(Words, "report-in-step-nothing", "remote" => r.remote.as_str());
        text.push_str(&format!("{in_step}\n"));
    } else {
        let in_step = say!(Words, "report-in-step", "remote" => r.remote.as_str());
        text.push_str(&format!("{in_step}\n"));
    }
    for line in waiting(&r.waiting) {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// What a sync did, as JSON (`ok`: no copy waits; else `reason` and `exit` 1).
pub fn report_json(r: &Report) -> Value {
    let mut j = json!({
        "ok": r.waiting.is_empty(),
        "remote": r.remote,
        "laptop": r.laptop,
        "set_up": r.set_up,
        "made_remote": r.made_remote,
        "finished": r.finished,
        "sent": r.sent,
        "received": r.received,
        "renamed": r.renamed.iter().map(|(f, t)| json!({"from": f, "to": t})).collect::<Vec<_>>(),
        "kept": r.kept,
        "copies": copies_json(&r.copies),
        "waiting": copies_json(&r.waiting),
    });
    if let Some(t) = &r.tables {
        j["tables"] = json!(t);
        j["tables_twice"] = json!(
            r.tables_twice
                .iter()
                .map(|(k, o)| json!({"kept": k, "other": o}))
                .collect::<Vec<_>>()
        );
    }
    if !r.waiting.is_empty() {
        j["reason"] = json!(waiting(&r.waiting).join("; "));
        j["exit"] = json!(1);
    }
    j
}

/// Where the data dir stands against its remote.
pub fn status(s: &Status) -> String {
    let kept =
        say!(Words, "status-kept", "remote" => s.remote.as_str(), "laptop" => s.laptop.as_str());
    let mut text = format!("{kept}\n");
    if let Some(why) = &s.offline {
        text.push_str(&format!(
            "{}\n",
            say!(Words, "status-offline", "why" => why.as_str())
        ));
    }
    if s.unfinished {
        text.push_str(&format!("{}\n", say!(Words, "status-unfinished")));
    }
    if s.ahead.is_empty() && s.behind.is_empty() {
        text.push_str(&format!("{}\n", say!(Words, "status-in-step")));
    }
    if !s.ahead.is_empty() {
        let ahead = say!(
            Words,
            "status-ahead",
            "count" => count(s.ahead.len(), "session"),
            "sessions" => moved(&s.ahead),
        );
        text.push_str(&format!("{ahead}\n"));
    }
    if !s.behind.is_empty() {
        let behind = say!(
            Words,
            "status-behind",
            "count" => count(s.behind.len(), "session"),
            "sessions" => moved(&s.behind),
        );
        text.push_str(&format!("{behind}\n"));
    }
    if !(s.ahead.is_empty() && s.behind.is_empty()) {
        text.push_str(&format!("{}\n", say!(Words, "status-sync-sends")));
    }
    for line in waiting(&s.waiting) {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

pub fn status_json(s: &Status) -> Value {
    let mut j = serde_json::to_value(s).unwrap_or_default();
    j["waiting"] = copies_json(&s.waiting);
    j
}

/// What `--keep` chose, and the sync after it.
pub fn kept(k: &Kept) -> String {
    let mut text = match &k.took {
        Some(copy) => format!("{}: {copy} taken in its place", k.session),
        None => format!("{}: kept as it is here", k.session),
    };
    if !k.dropped.is_empty() {
        text.push_str(&format!("; {} gone", listed(&k.dropped)));
    }
    text.push('\n');
    if let Ok(r) = &k.sync {
        text.push_str(&report(r));
    }
    text
}

pub fn kept_json(k: &Kept) -> Value {
    let mut j = match &k.sync {
        Ok(r) => report_json(r),
        Err(e) => json!({"ok": true, "synced": false, "why": e.to_string()}),
    };
    j["session"] = json!(k.session);
    j["took"] = json!(k.took);
    j["dropped"] = json!(k.dropped);
    j
}

/// The warning when the choice is made here but the sync after it failed.
pub fn kept_not_shared(e: &Error) -> String {
    format!("warning: the choice is made here, but not shared yet: {e}; phase10 sync shares it")
}

/// A sync stopped by trouble after some of its files were written.
pub fn part_way(e: &Error) -> String {
    let why = e.to_string().replace(" (nothing changed here)", "");
    format!(
        "the sync stopped part way: {why}; each session here is as it was or as the remote has it, and phase10 sync finishes it"
    )
}
