//! `phase10 status`: the standings.

use anyhow::Result;
use phase10::session::{Session, Standings};
use serde_json::{Value, json};

use super::super::cli::StatusArgs;
use super::super::{Out, render, store};

pub fn run(args: &StatusArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let l = store::load(&path)?;
    if json {
        return Ok(Out::json(true, &self::json(l.session(), &l.state)));
    }
    let mut text = render::status(l.session(), &l.state, args.show_saved);
    text.push_str(&render::outcome(l.session(), &l.state));
    Ok(Out::yes(text))
}

/// The standings as JSON (the contract of issue #3, plus twist and masters fields).
pub fn json(session: &Session, state: &Standings) -> Value {
    let board = state.board.as_ref();
    let players: Vec<Value> = state
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            let mut j = json!({
                "name": p.name,
                "seat": seat + 1,
                "score": p.score,
                "phase": session.next_phase_number(state, seat),
                "completed": p.completed,
                "finished": p.finished,
            });
            if let Some(b) = board {
                j["position"] = json!(p.position);
                j["space"] = json!(b.spaces[p.position].to_string());
            }
            if session.rules().progress == phase10::edition::Progress::Chosen {
                j["open"] = json!(
                    (1..=10u8)
                        .filter(|n| !p.completed.contains(n))
                        .collect::<Vec<_>>()
                );
                j["saved"] = json!(
                    p.saved
                        .iter()
                        .map(std::string::ToString::to_string)
                        .collect::<Vec<_>>()
                );
            }
            j
        })
        .collect();
    let mut j = json!({
        "edition": session.edition.to_string(),
        "variation": session.variation.name(),
        "hands": state.hands.len(),
        "dealer": session.players[state.dealer],
        "players": players,
        "winner": state.winner.map(|w| session.players[w].clone()),
        "decided": state.decided,
        "tiebreak": state.tiebreak.as_ref().map(|t| t.iter().map(|&s| session.players[s].clone()).collect::<Vec<_>>()),
        "replay_next": session.replay_pending(state),
        "leader": render::leader(session, state).map(|s| session.players[s].clone()),
    });
    if let Some(n) = session.phases_to_win {
        j["phases_to_win"] = json!(n);
    }
    if let Some(b) = board {
        j["board"] = json!(
            b.spaces
                .iter()
                .map(std::string::ToString::to_string)
                .collect::<Vec<_>>()
        );
    }
    j
}
