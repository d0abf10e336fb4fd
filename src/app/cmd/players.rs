//! `phase10 players`: who sits at the table; a player who sits down or gets up mid-game
//! (from which hand, on the pad); a player renamed everywhere the session names them.
//! Each is one change, which undo takes back.

use anyhow::{Result, anyhow, bail};
use phase10::session::{Join, Leave, check_name, seats};
use serde_json::json;

use super::super::cli::{PlayersAction, PlayersArgs};
use super::super::{Out, render, store};

pub fn run(args: &PlayersArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    match &args.action {
        None | Some(PlayersAction::List) => list(file, json),
        Some(PlayersAction::Add { name, seat }) => add(file, name, *seat, json),
        Some(PlayersAction::Remove { name }) => remove(file, name, json),
        Some(PlayersAction::Rename { old, new }) => rename(file, old, new, json),
    }
}

/// When a change is recorded, to the second (as hands are).
fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::SubsecRound::trunc_subsecs(chrono::Utc::now(), 0)
}

/// A change of who sits can be made between hands of a game still going on.
fn between_hands(loaded: &store::Loaded, verb: &str) -> Result<()> {
    let (session, state) = (loaded.session(), &loaded.state);
    if state.is_over() {
        bail!(
            "players {verb}: the game is over ({} won); start the next with phase10 new --again",
            session.names(&state.winners())
        );
    }
    if !session.plays.is_empty() {
        bail!(
            "players {verb}: a hand is being played; record its end first (phase10 hand), then {verb} between hands"
        );
    }
    Ok(())
}

fn add(file: Option<&std::path::Path>, name: &str, seat: Option<usize>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let _lock = store::lock(&path)?;
    let loaded = store::load(&path)?;
    between_hands(&loaded, "add")?;
    let session = loaded.session();
    let next = loaded.state.hands.len() + 1;
    let name = name.trim();
    // The same name (case aside) is the same player; Zoe is not Zoë (the name rule).
    let same = session
        .players
        .iter()
        .position(|p| phase10::name::same(p, name));
    let (change, name, seat_no) = match same {
        // Back at the table after getting up.
        Some(s) if !seats::sits(session, s, next) => {
            if seats::moved(session, s, next) == Some(seats::Moved::LeftAfter(next - 1)) {
                bail!(
                    "players add: {} got up after hand {} and no hand was played since: phase10 undo takes that back",
                    session.players[s],
                    next - 1
                );
            }
            if seat.is_some_and(|n| n != s + 1) {
                bail!(
                    "players add: {} keeps seat {}; drop --seat",
                    session.players[s],
                    s + 1
                );
            }
            let who = session.players[s].clone();
            let join = Join {
                player: who.clone(),
                from_hand: next,
                recorded: Some(now()),
            };
            // The name is among the players already: only the [[join]] is added.
            let change =
                loaded
                    .doc
                    .join_player(&who, None, Some(&join), format!("{who} sat down again"));
            (change, who, s + 1)
        }
        Some(s) => bail!(
            "players add: {} is already at the table (seat {})",
            session.players[s],
            s + 1
        ),
        None => {
            check_name(name).map_err(|e| anyhow!("players add: {e}"))?;
            let count = session.players.len();
            let at = match seat {
                Some(n) if n == 0 || n > count + 1 => {
                    bail!("players add --seat {n}: seats go from 1 to {}", count + 1)
                }
                Some(n) => n - 1,
                None => count,
            };
            let join = (next > 1).then(|| Join {
                player: name.to_string(),
                from_hand: next,
                recorded: Some(now()),
            });
            let change =
                loaded
                    .doc
                    .join_player(name, Some(at), join.as_ref(), format!("{name} sat down"));
            (change, name.to_string(), at + 1)
        }
    };
    let Some(change) = change else {
        bail!(
            "players add: the players in the file are not a list phase10 can change; add {name} by hand"
        );
    };
    let (doc, state) =
        store::try_change(&loaded.doc, &change).map_err(|e| anyhow!("players add: {e}"))?;
    store::commit(&loaded, change, &doc)?;
    if json {
        let mut j = super::status::json(doc.session(), &state);
        j["added"] = json!({"player": name, "seat": seat_no, "from_hand": next});
        return Ok(Out::json(true, &j).landed());
    }
    let from = if next == 1 {
        String::new()
    } else {
        format!(", from hand {next}")
    };
    Ok(Out::yes(format!(
        "{name} sits down at seat {seat_no}{from}\n{}",
        render::outcome(doc.session(), &state)
    ))
    .landed())
}

fn remove(file: Option<&std::path::Path>, name: &str, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let _lock = store::lock(&path)?;
    let loaded = store::load(&path)?;
    between_hands(&loaded, "remove")?;
    let session = loaded.session();
    let Some(seat) = session.seat_typed(name) else {
        bail!(phase10::name::not_found(
            "players remove:",
            &session.players,
            name
        ));
    };
    let who = session.players[seat].clone();
    let hands = loaded.state.hands.len();
    if !seats::sits(session, seat, hands + 1) {
        bail!(
            "players remove: {}",
            seats::why_away(session, seat, hands + 1)
        );
    }
    if hands > 0
        && seats::moved(session, seat, hands + 1) == Some(seats::Moved::JoinedFrom(hands + 1))
    {
        bail!(
            "players remove: {who} sat down for hand {} and has played no hand yet: phase10 undo takes that back",
            hands + 1
        );
    }
    let change = if hands == 0 {
        // No hand yet: the name goes from the players; the first deal passes on to
        // the left where it was theirs.
        let deals = session.seat(&session.dealer) == Some(seat);
        let dealer = deals.then(|| session.players[(seat + 1) % session.players.len()].clone());
        loaded.doc.leave_player(
            &who,
            None,
            dealer.as_deref(),
            format!("{who} left the table"),
        )
    } else {
        let leave = Leave {
            player: who.clone(),
            after_hand: hands,
            recorded: Some(now()),
        };
        loaded.doc.leave_player(
            &who,
            Some(&leave),
            None,
            format!("{who} got up after hand {hands}"),
        )
    };
    let Some(change) = change else {
        bail!(
            "players remove: the players in the file are not a list phase10 can change; remove {who} by hand"
        );
    };
    let (doc, state) =
        store::try_change(&loaded.doc, &change).map_err(|e| anyhow!("players remove: {e}"))?;
    store::commit(&loaded, change, &doc)?;
    if json {
        let mut j = super::status::json(doc.session(), &state);
        j["removed"] = json!({"player": who, "after_hand": hands});
        return Ok(Out::json(true, &j).landed());
    }
    let text = if hands == 0 {
        format!("{who} left the table before the first hand\n")
    } else {
        format!(
            "{who} got up after hand {hands}: their standing stays on the pad; they play, lead and win no more\n"
        )
    };
    Ok(Out::yes(format!("{text}{}", render::outcome(doc.session(), &state))).landed())
}

fn list(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let loaded = store::load(&store::resolve(file)?)?;
    let session = loaded.session();
    let players = &session.players;
    let next = loaded.state.hands.len() + 1;
    let away: Vec<&String> = (0..players.len())
        .filter(|&s| !seats::sits(session, s, next))
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
        let note = match seats::moved(session, i, next) {
            Some(seats::Moved::JoinedFrom(h)) => format!(" (sat down from hand {h})"),
            Some(seats::Moved::LeftAfter(h)) => format!(" (got up after hand {h})"),
            None => String::new(),
        };
        lines.push_str(&format!("{} {p}{note}\n", i + 1));
    }
    Ok(Out::yes(lines))
}

fn rename(file: Option<&std::path::Path>, old: &str, new: &str, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let _lock = store::lock(&path)?;
    let loaded = store::load(&path)?;
    let session = loaded.session();
    let Some(seat) = session.seat_typed(old) else {
        bail!(phase10::name::not_found(
            "players rename:",
            &session.players,
            old
        ));
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
