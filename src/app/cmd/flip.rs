//! `phase10 flip`: a Flip card was discarded; the side in play turns. Groups already
//! laid keep their side (completed phases never flip).

use anyhow::{Result, bail};
use phase10::rules::edition::Side;
use phase10::session::Play;
use serde_json::json;

use super::super::{Out, store};

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let _lock = store::lock(&path)?;
    let loaded = store::load(&path)?;
    if !loaded.session().rules().deck.two_sided() {
        bail!(
            "flip: only flip cards have two sides (this is a {} session)",
            loaded.session().edition
        );
    }
    let hand = loaded.session().hands.len() + 1;
    let play = Play {
        flip: true,
        ..Play::default()
    };
    let Ok((now, _)) = super::change::record_play(
        &loaded,
        play,
        format!("the side turned in hand {hand}"),
        |_, _, _| Ok(()),
    )?
    else {
        bail!("flip: not recorded");
    };
    let side = now.state.table.side;
    if json {
        return Ok(Out::json(true, &json!({"hand": hand, "side": side})).landed());
    }
    let name = match side {
        Side::Color => "Color Side",
        Side::Wild => "Wild Side",
    };
    Ok(Out::yes(format!("the {name} is in play now (hand {hand})\n")).landed())
}
