//! `phase10 lay NAME CARDS...`: a phase laid in the hand being played, checked by the
//! solver against NAME's phase as it is laid; the arrangement and each wild's value are
//! fixed as laid.

use anyhow::Result;
use phase10::rules::card;
use phase10::session::Play;
use phase10::session::on_table::fixed;
use serde_json::json;

use super::super::cli::LayArgs;
use super::super::{Out, render, store};
use phase10::session::table;

pub fn run(args: &LayArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let _lock = store::lock(&path)?;
    let loaded = store::load(&path)?;
    let session = loaded.session();
    let name = session.typed_name(&args.name);
    let play = Play {
        lay: Some(name.clone()),
        cards: args.cards.join(" "),
        attempt: args.attempt,
        choose: args.choose,
        twist_card: args.twist_card,
        ..Play::default()
    };
    let hand = session.hands.len() + 1;
    let recorded = super::change::record_play(
        &loaded,
        play,
        format!("{name} laid a phase in hand {hand}"),
        |play, before, after| {
            // The groups as laid, each wild with its value: they read back the same.
            let groups: Vec<String> = after.groups[before.groups.len()..]
                .iter()
                .map(|g| card::show(&fixed(&g.laid)))
                .collect();
            play.cards = groups.join(" + ");
            Ok(())
        },
    )?;
    let (now, before) = match recorded {
        Ok(done) => done,
        Err(refusal) => return Ok(super::answer::refused("laid", &name, &refusal, json)),
    };
    let table = &now.state.table;
    let seat = now.session().seat(&name).expect("a player");
    let attempt = table.laid[seat].as_ref().expect("just laid");
    let groups = &table.groups[before.groups.len()..];
    if json {
        let views = table::group_views(now.session(), table);
        return Ok(Out::json(
            true,
            &json!({
                "laid": true,
                "hand": hand,
                "player": name,
                "phase": attempt.describe(),
                "groups": views[before.groups.len()..],
            }),
        )
        .landed());
    }
    let laid: Vec<_> = groups.iter().map(|g| g.laid.clone()).collect();
    Ok(Out::yes(format!(
        "{name} laid {}\n{}",
        attempt.describe(),
        render::groups(&laid)
    ))
    .landed())
}
