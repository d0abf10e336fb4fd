//! `phase10 history`: the score pad.

use anyhow::Result;
use serde_json::json;

use super::super::{Out, render, store};

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let l = store::load(&path)?;
    let (session, state) = (l.session(), &l.state);
    if json {
        let hands: Vec<_> = state
            .hands
            .iter()
            .map(|h| {
                let players: Vec<_> = h
                    .entries
                    .iter()
                    .enumerate()
                    .map(|(s, t)| {
                        json!({
                            "name": session.players[s],
                            "played": t.played,
                            "attempt": t.attempt,
                            "made": t.made,
                            "out": t.out,
                            "points": t.points,
                            "total": t.total,
                            "position": state.board.as_ref().map(|_| t.position),
                            "finished": state.board.as_ref().map(|_| t.finished),
                        })
                    })
                    .collect();
                json!({
                    "number": h.number,
                    "dealer": session.players[h.dealer],
                    "out": h.entries.iter().position(|t| t.out).map(|s| session.players[s].clone()),
                    "replay": h.replay,
                    "players": players,
                })
            })
            .collect();
        return Ok(Out::json(
            true,
            &json!({"edition": session.edition.to_string(), "hands": hands}),
        ));
    }
    let mut text = render::history(session, state);
    text.push_str(&render::outcome(session, state));
    Ok(Out::yes(text))
}
