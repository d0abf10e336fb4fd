//! The words of keeping the data dir in step across laptops (`phase10 sync`): its
//! errors, reports and the lines of its commits, and what `stats`, `sessions` and
//! `doctor` say of a copy waiting.

use std::fmt;

use serde_json::{Value, json};

use crate::app::core::store::Copy;
use crate::app::core::sync::{Change, Error, Kept, Moved, Report, Status};

use super::{count, listed};

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoGit => write!(
                f,
                "sync needs the git program, and there is none here (or not on PATH): install git, then try again; nothing changed"
            ),
            Error::NoRemote => write!(
                f,
                "sync --init needs a REMOTE: give a path (a bare repository on a drive) or an ssh or https address; nothing changed"
            ),
            Error::NotSetUp { home } => write!(
                f,
                "{} is kept in step with no remote yet: phase10 sync --init REMOTE sets it up (a path, a bare repository on a drive, an ssh or https address)",
                home.display()
            ),
            Error::AlreadySetUp { home, remote } => write!(
                f,
                "{} is kept in step with {} already: phase10 sync keeps it so (git -C {} remote set-url origin URL moves it elsewhere)",
                home.display(),
                if remote.is_empty() {
                    "a remote"
                } else {
                    remote
                },
                home.display()
            ),
            Error::Unreachable { remote, why } => write!(
                f,
                "cannot reach {remote}: {why}: check the address, the network or the drive, then run phase10 sync again (nothing changed here)"
            ),
            Error::Rejected { remote } => write!(
                f,
                "{remote} took another laptop's sync while this one ran, and refused this one (nothing is ever forced): run phase10 sync again to take that in first (nothing changed here)"
            ),
            Error::RemoteLocked { remote, file } => write!(
                f,
                "{remote} holds a lock file a killed sync left ({file}), and git refuses to change it while it is there: if no sync runs on any laptop, remove that file, then run phase10 sync again (nothing changed here)"
            ),
            Error::Git { what, why } => write!(
                f,
                "git {what}: {why} (nothing changed here; phase10 sync tries again)"
            ),
            Error::TooBig { path, size } => write!(
                f,
                "the remote holds {path} of {size} bytes, more than phase10 reads (at most {} bytes): take it out of the remote with git (nothing changed here)",
                crate::app::core::store::MAX_FILE
            ),
            Error::NoCopy { name, waiting } => {
                if waiting.is_empty() {
                    write!(
                        f,
                        "--keep {name}: no copy waits in the data dir: nothing to choose"
                    )
                } else {
                    let names: Vec<String> = waiting.iter().map(|c| c.name.clone()).collect();
                    write!(
                        f,
                        "--keep {name}: no copy waits for it; the copies waiting: {} (phase10 sync --keep NAME or --keep NAME@LAPTOP)",
                        names.join(", ")
                    )
                }
            }
            Error::FirstSync { remote, error } => write!(
                f,
                "set up to keep in step with {remote}, but the first sync did not finish: {error}"
            ),
            Error::Config(why) => write!(f, "sync --config: {why}"),
            Error::Store(e) => write!(f, "{e}"),
        }
    }
}

fn change(c: Change) -> &'static str {
    match c {
        Change::New => "new",
        Change::Changed => "changed",
        Change::Removed => "removed",
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
    let mut ways = vec![format!("phase10 sync --keep {of} (as it is here)")];
    ways.extend(copies.iter().map(|c| {
        format!(
            "phase10 sync --keep {} (laptop {}'s)",
            c.name,
            c.from.split('-').next().unwrap_or(&c.from)
        )
    }));
    match ways.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
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
            format!(
                "a copy waits, not counted: {} beside {of} (the game changed on two laptops between syncs): choose with {}",
                listed(&names),
                choose(of, &mine)
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
        text.push_str(&format!(
            "set up: the sessions here are kept in step with {}{} (this laptop: {})\n",
            r.remote,
            if r.made_remote {
                ", an empty repository made there"
            } else {
                ""
            },
            r.laptop
        ));
    }
    if r.finished {
        text.push_str("finished the sync that was stopped part way\n");
    }
    if !r.sent.is_empty() {
        text.push_str(&format!("sent: {}\n", moved(&r.sent)));
    }
    if !r.received.is_empty() {
        text.push_str(&format!("received: {}\n", moved(&r.received)));
    }
    for (from, to) in &r.renamed {
        text.push_str(&format!(
            "{from}: two laptops each started a game of that name; this laptop's is {to} now\n"
        ));
    }
    for k in &r.kept {
        text.push_str(&format!(
            "{k}: removed on one laptop and changed on another: kept, changed\n"
        ));
    }
    for c in &r.copies {
        text.push_str(&format!(
            "{}: changed on two laptops between syncs: kept as it is here, and laptop {}'s beside it as {}\n",
            c.of,
            c.from.split('-').next().unwrap_or(&c.from),
            c.name
        ));
    }
    if let Some(tables) = &r.tables
        && !tables.is_empty()
    {
        text.push_str(&format!(
            "tables and seasons in the config: {} changed\n",
            tables.join(", ")
        ));
    }
    for (key, other) in &r.tables_twice {
        text.push_str(&format!(
            "{key}: changed on two laptops between syncs: this laptop's kept, the other's as {other}\n"
        ));
    }
    if r.sent.is_empty() && r.received.is_empty() && r.copies.is_empty() && !r.set_up {
        text.push_str(&format!(
            "in step with {}: nothing to send or receive\n",
            r.remote
        ));
    } else {
        text.push_str(&format!("in step with {}\n", r.remote));
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
    let mut text = format!(
        "kept in step with {} (this laptop: {})\n",
        s.remote, s.laptop
    );
    if let Some(why) = &s.offline {
        text.push_str(&format!(
            "the remote does not answer ({why}): as of the last sync it reached\n"
        ));
    }
    if s.unfinished {
        text.push_str("a sync was stopped part way: phase10 sync finishes it\n");
    }
    if s.ahead.is_empty() && s.behind.is_empty() {
        text.push_str("in step: nothing to send or receive\n");
    }
    if !s.ahead.is_empty() {
        text.push_str(&format!(
            "ahead, to send: {}: {}\n",
            count(s.ahead.len(), "session"),
            moved(&s.ahead)
        ));
    }
    if !s.behind.is_empty() {
        text.push_str(&format!(
            "behind, to receive: {}: {}\n",
            count(s.behind.len(), "session"),
            moved(&s.behind)
        ));
    }
    if !(s.ahead.is_empty() && s.behind.is_empty()) {
        text.push_str("phase10 sync sends and receives them\n");
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
