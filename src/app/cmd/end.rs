//! `phase10 end`: the evening ran out before anyone finished. The game ends where it
//! stands, the winner by the table's rule (the furthest on, then the fewest points),
//! recorded as an `[[end]]` block that `phase10 undo` takes back.

use anyhow::{Result, anyhow, bail};
use chrono::{SubsecRound, Utc};
use phase10::session::End;

use super::super::{Out, render, store};
use super::status;

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let _lock = store::lock(&path)?;
    let loaded = store::load(&path)?;
    let session = loaded.session();
    let hands = session.hands.len();
    if let Some(w) = loaded.state.winner {
        bail!(
            "end: the game is over already: {} won (phase10 new --again starts the next)",
            session.players[w]
        );
    }
    if !session.end.is_empty() {
        bail!("end: the game was ended already, after hand {hands}");
    }
    if !session.plays.is_empty() {
        bail!(
            "end: hand {} is being played: record its end first (phase10 hand --out NAME), or take its plays back with phase10 undo",
            hands + 1
        );
    }
    if hands == 0 {
        bail!("end: no hand is played yet, so there is no one ahead to win");
    }
    let end = End {
        recorded: Some(Utc::now().trunc_subsecs(0)),
    };
    let change = loaded
        .doc
        .append_end(&end, format!("ended the game after hand {hands}"));
    let (doc, state) = store::try_change(&loaded.doc, &change).map_err(|e| anyhow!("end: {e}"))?;
    store::commit(&loaded, change, &doc)?;
    if json {
        let mut j = status::json(doc.session(), &state);
        j["ended"] = serde_json::json!(hands);
        return Ok(Out::json(true, &j).landed());
    }
    Ok(Out::yes(format!(
        "the game ended after hand {hands}\n{}",
        render::outcome(doc.session(), &state)
    ))
    .landed())
}
