//! `phase10 table`: the groups laid in the hand being played, with their owners, kinds,
//! cards and wild values; what each player has put down; the side in play (flip).

use crate::session::{Session, Standings, report};
use anyhow::Result;
use serde_json::Value;

use crate::app::cli::Out;
use crate::app::core::{render, store};

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let loaded = store::load(&path)?;
    let (session, standings) = (loaded.session(), &loaded.state);
    let table = &standings.table;
    let hand = session.hands.len() + 1;
    let flip = session.rules().deck.two_sided();
    let seated = standings.seated();
    if json {
        return Ok(Out::json(true, &self::json(session, standings)));
    }
    let mut text = format!("hand {hand}");
    if flip {
        text.push_str(&format!(
            " · {} in play",
            crate::app::core::words::side(table.side)
        ));
    }
    text.push('\n');
    if table.groups.is_empty() {
        // A game won or ended has no hand to lay in.
        if crate::session::event::game_on(session, standings).is_err() {
            return Ok(Out::yes(format!(
                "No hand is being played: the game is over.\n{}phase10 new --again starts the next game.\n",
                render::outcome(session, standings)
            )));
        }
        text.push_str("Nothing laid yet: phase10 lay NAME CARDS records a phase as it is laid.\n");
        return Ok(Out::yes(text));
    }
    let mut t = render::table();
    t.set_header(crate::app::core::render::row([
        "owner", "#", "group", "cards",
    ]));
    for g in &table.groups {
        let mut group = crate::app::core::words::terms::laid(&g.laid);
        if flip && g.side != table.side {
            group.push_str(&format!(" [{}]", crate::app::core::words::side(g.side)));
        }
        t.add_row(crate::app::core::render::row([
            session.players[g.owner].clone(),
            g.index.to_string(),
            group,
            g.laid.show(),
        ]));
    }
    text.push_str(&format!("{}\n", render::drawn(&t)));
    let down: Vec<String> = seated
        .iter()
        .map(|&s| match &table.laid[s] {
            Some(a) => format!(
                "{}: {} ({} down)",
                session.players[s],
                crate::app::core::words::terms::attempt(a),
                crate::app::core::render::count(table.put_down[s], "card")
            ),
            None => format!("{}: not down yet", session.players[s]),
        })
        .collect();
    text.push_str(&down.join("\n"));
    text.push('\n');
    Ok(Out::yes(text))
}

/// The table as JSON.
fn json(session: &Session, standings: &Standings) -> Value {
    serde_json::to_value(report::table(session, standings)).expect("the table serializes")
}
