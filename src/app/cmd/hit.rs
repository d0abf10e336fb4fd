//! `phase10 hit`: does a card fit a laid group.

use anyhow::{Context, Result, anyhow};
use phase10::card::{parse_cards, show};
use phase10::hit;
use phase10::phase::GroupKind;
use serde_json::json;

use super::super::Out;
use super::super::cli::HitArgs;

pub fn run(h: &HitArgs, json: bool) -> Result<Out> {
    let edition = super::edition(&h.edition)?;
    let side = super::side(edition, h.side.as_deref())?;
    let deck = edition.rules().deck;
    let kind: GroupKind = h.kind.parse().map_err(|e: String| anyhow!(e))?;
    let onto = parse_cards(&h.onto, deck, side).context("--onto")?;
    let cards =
        parse_cards(&h.cards.join(" "), deck, side).map_err(|e| super::bad_cards(edition, &e))?;
    let v = hit::hit(&onto, kind, &cards, side).map_err(|e| anyhow!("--onto: {e}"))?;
    if json {
        let shown = v.after.as_ref().unwrap_or(&v.before);
        return Ok(Out::json(
            v.fits,
            &json!({
                "fits": v.fits,
                "edition": edition.to_string(),
                "side": side,
                "groups": [shown.to_json()],
                "before": v.before.to_json(),
                "after": v.after.as_ref().map(phase10::group::Laid::to_json),
                "reason": v.reason,
            }),
        ));
    }
    let text = match &v.after {
        Some(after) => format!(
            "fits: {} onto {}\n  now: {}\n",
            show(&cards),
            v.before.show(),
            after.show()
        ),
        None => format!("{}\n", v.reason.as_deref().unwrap_or("does not fit")),
    };
    Ok(Out::answer(v.fits, text))
}
