//! `phase10 players`: who sits at the table, and a player renamed everywhere the
//! session names them (one change, which undo takes back).

use anyhow::{Result, anyhow, bail};
use phase10::session::check_name;
use serde_json::json;

use super::super::cli::{PlayersAction, PlayersArgs};
use super::super::{Out, render, store};

pub fn run(args: &PlayersArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    match &args.action {
        None | Some(PlayersAction::List) => list(file, json),
        Some(PlayersAction::Rename { old, new }) => rename(file, old, new, json),
    }
}

fn list(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let loaded = store::load(&store::resolve(file)?)?;
    let players = &loaded.session().players;
    if json {
        return Ok(Out::json(true, &json!({ "players": players })));
    }
    let mut lines = String::new();
    for (i, p) in players.iter().enumerate() {
        lines.push_str(&format!("{} {p}\n", i + 1));
    }
    Ok(Out::yes(lines))
}

fn rename(file: Option<&std::path::Path>, old: &str, new: &str, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let _lock = store::lock(&path)?;
    let loaded = store::load(&path)?;
    let session = loaded.session();
    let Some(seat) = session.seat_typed(old) else {
        let could = phase10::name::starting(&session.players, old);
        let hint = if could.len() > 1 {
            format!(
                "; did you mean {}?",
                session.names(&could).replace(", ", " or ")
            )
        } else {
            String::new()
        };
        bail!(
            "players rename: \"{old}\" is not a player{hint} (players: {})",
            session.players.join(", ")
        );
    };
    let was = session.players[seat].clone();
    let new = new.trim();
    check_name(new).map_err(|e| anyhow!("players rename: {e}"))?;
    if let Some(other) = session.seat(new).filter(|&s| s != seat) {
        bail!(
            "players rename: {} is already at the table (seat {})",
            session.players[other],
            other + 1
        );
    }
    if was == new {
        bail!("players rename: {was} is already called that");
    }
    let Some(change) = loaded
        .doc
        .rename_player(&was, new, format!("renamed {was} to {new}"))
    else {
        bail!("players rename: {was} is not named in the file as it is");
    };
    let (doc, state) =
        store::try_change(&loaded.doc, &change).map_err(|e| anyhow!("players rename: {e}"))?;
    store::commit(&loaded, change, &doc)?;
    if json {
        let mut j = super::status::json(doc.session(), &state);
        j["renamed"] = json!({"from": was, "to": new});
        return Ok(Out::json(true, &j).landed());
    }
    Ok(Out::yes(format!(
        "renamed {was} to {new} (seat {}), in every hand\n{}",
        seat + 1,
        render::outcome(doc.session(), &state)
    ))
    .landed())
}
