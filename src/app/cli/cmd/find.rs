//! `phase10 find`: look for the phase in a whole hand.

use crate::app::core::words::catalogue::Area::Reason;
use crate::say;
use anyhow::Result;
use serde_json::json;

use crate::app::cli::Out;
use crate::app::cli::args::Claim;
use crate::app::cli::cmd::setup::ClaimSetup;
use crate::app::core::{json, paint, render, words};
use crate::rules::card::{Card, show};
use crate::rules::phase::Phase;
use crate::solver;

pub fn run(c: &Claim, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let s = crate::app::cli::cmd::setup::claim(c, file)?;
    // One answer a phase asked (a player on a Twist space: both beside it).
    let answers = s
        .phases
        .iter()
        .map(|(phase, label)| one(&s, phase, label, json))
        .collect::<Result<Vec<Out>>>()?;
    Ok(super::setup::together(answers, "found", json))
}

/// The answer for one phase.
fn one(s: &ClaimSetup, phase: &Phase, label: &str, json: bool) -> Result<Out> {
    let hand: Vec<Card> = s.groups.concat();
    // Where the table keeps a card to discard, the best lay-down that keeps one.
    let f = solver::find(&hand, phase, &s.table);
    let (kept, reason) = (f.kept(), words::reason::verdict(&f, &s.table));
    if !f.decided() {
        anyhow::bail!("find: {}", reason.unwrap_or_default());
    }
    let mut left: Vec<Card> = f.left(&hand).to_vec();
    left.extend(kept);
    if json {
        return Ok(Out::json(
            f.is_found(),
            &json!({
                "found": f.is_found(),
                "edition": s.edition.to_string(),
                "phase": phase.to_string(),
                "label": label,
                "side": s.table.side,
                "groups": json::groups(f.groups()),
                "left": left.iter().map(std::string::ToString::to_string).collect::<Vec<_>>(),
                "points_left": s.table.scoring.cards(&left),
                // The sweep's lay-down is the fewest, but where a note says what was
                // not looked for (kept for scripts).
                "fewest_points": f.notes.is_empty(),
                "kept_to_discard": kept.map(|c| c.to_string()),
                "reason": reason,
                "fix": f.fix().map(json::fix),
            }),
        ));
    }
    let text = if f.is_found() {
        let shown = if left.is_empty() {
            say!(Reason, "left-nothing")
        } else {
            show(&left)
        };
        let discard = kept.map_or_else(String::new, |c| {
            let kept = say!(Reason, "kept-to-discard", "card" => paint::cards(&c.to_string()));
            format!("{kept}\n")
        });
        let notes: String = f
            .notes
            .iter()
            .map(crate::app::core::words::reason::note)
            .collect();
        let left_in_hand = say!(
            Reason,
            "left-in-hand",
            "cards" => paint::cards(&shown),
            "points" => s.table.scoring.cards(&left),
        );
        format!(
            "{}: {}\n{}{left_in_hand}{notes}\n{discard}",
            paint::good(&say!(Reason, "verdict-found")),
            label,
            render::groups(f.groups()),
        )
    } else {
        format!(
            "{}: {}: {}\n",
            paint::bad(&say!(Reason, "verdict-not-found")),
            label,
            reason.unwrap_or_else(|| say!(Reason, "not-in-hand-found"))
        )
    };
    Ok(Out::answer(f.is_found(), text))
}
