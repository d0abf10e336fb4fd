//! `phase10 players`: who sits at the table; a player who sits down or gets up mid-game
//! (from which hand, on the pad); a player renamed everywhere the session names them.
//! Each is one change, which undo takes back.

use crate::session::{Record, seats};
use anyhow::Result;
use serde_json::json;

use crate::app::cli::Out;
use crate::app::cli::args::{PlayersAction, PlayersArgs};
use crate::app::cli::cmd::answer;
use crate::app::core::store;
use crate::app::core::words::Face;
use crate::app::core::words::catalogue::Area::Report;
use crate::say;

pub fn run(args: &PlayersArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    match &args.action {
        None | Some(PlayersAction::List) => list(file, json),
        Some(PlayersAction::Add { name, seat }) => add(file, name, *seat, json),
        Some(PlayersAction::Remove { name }) => remove(file, name, json),
        Some(PlayersAction::Rename { old, new }) => rename(file, old, new, json),
    }
}

fn add(file: Option<&std::path::Path>, name: &str, seat: Option<usize>, json: bool) -> Result<Out> {
    let record = Record::Sit {
        name: name.to_string(),
        seat,
    };
    change(file, &record, "players add", "added", json)
}

fn remove(file: Option<&std::path::Path>, name: &str, json: bool) -> Result<Out> {
    let record = Record::Leave {
        name: name.to_string(),
    };
    change(file, &record, "players remove", "removed", json)
}

fn rename(file: Option<&std::path::Path>, old: &str, new: &str, json: bool) -> Result<Out> {
    let record = Record::Rename {
        old: old.to_string(),
        new: new.to_string(),
    };
    change(file, &record, "players rename", "renamed", json)
}

/// Who sits changed, as one change undo takes back; a refusal after `verb`.
fn change(
    file: Option<&std::path::Path>,
    record: &Record,
    verb: &str,
    key: &str,
    json: bool,
) -> Result<Out> {
    answer::change(
        &store::resolve(file)?,
        record,
        &answer::Refused {
            prefix: crate::app::cli::cmd::answer::Prefix::Command(verb),
            key,
            player: None,
        },
        Face::Hand,
        json,
    )
}

fn list(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let loaded = store::load(&store::resolve(file)?)?;
    let session = loaded.session();
    let players = &session.players;
    let next = loaded.state.hands.len() + 1;
    let away: Vec<&String> = (0..players.len())
        .filter(|&s| !loaded.state.seating.sits(s, next))
        .map(|s| &players[s])
        .collect();
    if json {
        return Ok(Out::json(
            true,
            &json!({ "players": players, "away": away }),
        ));
    }
    let mut lines = String::new();
    for (i, p) in players.iter().enumerate() {
        let said = match seats::moved(session, i, next) {
            Some(seats::Moved::JoinedFrom(h)) => {
                say!(Report, "players-sat-down", "name" => p.as_str(), "hand" => h)
            }
            Some(seats::Moved::LeftAfter(h)) => {
                say!(Report, "players-got-up", "name" => p.as_str(), "hand" => h)
            }
            None => p.clone(),
        };
        lines.push_str(&format!("{} {said}\n", i + 1));
    }
    Ok(Out::yes(lines))
}
