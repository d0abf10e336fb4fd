//! `phase10 table`: the groups laid in the hand being played, with their owners, kinds,
//! cards and wild values; what each player has put down; the side in play (flip).

use crate::session::{Session, Standings, report};
use anyhow::Result;
use serde_json::Value;

use crate::app::cli::Out;
use crate::app::core::words::catalogue::{Area::Command, yes};
use crate::app::core::{render, store};
use crate::say;

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
    let mut text = say!(
        Command,
        "table-hand",
        "hand" => hand,
        "flip" => yes(flip),
        "side" => crate::app::core::words::side(table.side),
    );
    text.push('\n');
    if table.groups.is_empty() {
        // A game won or ended has no hand to lay in.
        if crate::session::event::game_on(session, standings).is_err() {
            return Ok(Out::yes(format!(
                "{}\n{}{}\n",
                say!(Command, "table-game-over"),
                render::outcome(session, standings),
                say!(Command, "table-next-game"),
            )));
        }
        text.push_str(&say!(Command, "table-nothing-laid"));
        text.push('\n');
        return Ok(Out::yes(text));
    }
    let mut t = render::table();
    t.set_header(crate::app::core::render::row([
        say!(Command, "table-owner"),
        "#".to_string(),
        say!(Command, "table-group"),
        say!(Command, "table-cards"),
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
            Some(a) => say!(
                Command,
                "table-down",
                "name" => session.players[s].as_str(),
                "phase" => crate::app::core::words::terms::attempt(a),
                "count" => table.put_down[s],
            ),
            None => say!(Command, "table-not-down", "name" => session.players[s].as_str()),
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
