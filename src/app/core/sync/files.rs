//! The repository's own files and commit messages: what the laptops write and read
//! back (the `.gitignore`, this laptop's `sync.toml`, the tables' file, the trailer
//! that names a commit's laptop). A format the sync keeps, not the table's words.

use super::plan::Plan;
use super::{Change, Commit};

/// "1 hand", "3 hands".
fn count(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// "Ann", "Ann and Bob", "Ann, Bob and Cy".
fn listed(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// What the repository leaves out (its `.gitignore`).
pub fn ignore_file() -> String {
    "# phase10 sync: only the sessions (and, with sync --config, the tables) travel.\n\
     # What is this laptop's own stays here: the current session, journals, locks,\n\
     # backups, temp files, this laptop's tag.\n\
     /*\n\
     !/.gitignore\n\
     !/tables.toml\n\
     !/sessions/\n\
     /sessions/*\n\
     !/sessions/*.toml\n\
     /sessions/.*\n"
        .to_string()
}

/// This laptop's part of the set-up (`sync.toml`), with its TOML.
pub fn local_file(body: &str) -> String {
    format!(
        "# phase10 sync: this laptop's own part of the set-up (never synced). `laptop` is\n# in the names of the sessions made here.\n{body}"
    )
}

/// The repository's file of tables, with its TOML.
pub fn tables_file() -> String {
    "# phase10: the regulars' tables and seasons, kept in step by phase10 sync --config.\n\n"
        .to_string()
}

/// The trailer naming the laptop a commit was made on.
const LAPTOP: &str = "Laptop: ";

/// The first commit of a laptop's sessions.
pub fn first_commit(laptop: &str) -> String {
    format!("the sessions of laptop {laptop}\n\n{LAPTOP}{laptop}\n")
}

/// A file's commit: the game and the hands played in it (`friday: 3 hands played`),
/// with the laptop.
pub fn commit_message(commit: &Commit, laptop: &str) -> String {
    let line = match commit {
        Commit::Session {
            name,
            change: Change::Removed,
            ..
        } => format!("{name}: removed"),
        Commit::Session {
            name,
            hands,
            won_by,
            ..
        } => match (hands, won_by.as_slice()) {
            (0, _) => format!("{name}: new game"),
            (n, []) => format!("{name}: {} played", count(*n, "hand")),
            (n, winners) => format!(
                "{name}: {} played, won by {}",
                count(*n, "hand"),
                listed(winners)
            ),
        },
        Commit::Copy { name, change } => match change {
            Change::Removed => format!("{name}: the copy chosen against"),
            _ => format!("{name}: a copy kept beside its session"),
        },
        Commit::Tables => "tables: the regulars".to_string(),
        Commit::Ignore => ".gitignore: what travels".to_string(),
    };
    format!("{line}\n\n{LAPTOP}{laptop}\n")
}

/// The laptop a commit's message names.
pub fn laptop_of(message: &str) -> Option<String> {
    message
        .lines()
        .rev()
        .find_map(|l| l.trim().strip_prefix(LAPTOP))
        .map(|t| {
            t.trim()
                .chars()
                .filter(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
                .collect::<String>()
        })
        .filter(|t| !t.is_empty())
}

/// A merge's message: what it decided.
pub fn merge_message(laptop: &str, plan: &Plan) -> String {
    let mut text = String::from("sync: the laptops' changes together");
    if !plan.copies.is_empty() {
        text.push_str(&format!(
            " ({} kept twice)",
            count(plan.copies.len(), "game")
        ));
    }
    format!("{text}\n\n{LAPTOP}{laptop}\n")
}
