//! `phase10 check`: referee a claimed phase.

use crate::app::core::words::catalogue::Area::Reason;
use crate::app::core::words::terms;
use crate::say;
use anyhow::Result;
use serde_json::json;

use crate::app::cli::Out;
use crate::app::cli::args::Claim;
use crate::app::cli::cmd::setup::ClaimSetup;
use crate::app::core::{json, paint, render, words};
use crate::rules::card::Card;
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
    Ok(super::setup::together(answers, "valid", json))
}

/// The answer for one phase.
fn one(s: &ClaimSetup, phase: &Phase, label: &str, json: bool) -> Result<Out> {
    let v = crate::session::table::judge_claim(&s.groups, phase, &s.table)
        .map_err(|why| anyhow::anyhow!("check: {}", words::reason::not_laid(&why)))?;
    let reason = words::reason::verdict(&v, &s.table);
    // Where the table keeps a card to discard, no lay puts down every card.
    if let Some(solver::Why::KeepsNone { .. }) = v.why {
        let reason = reason.unwrap_or_default();
        if json {
            return Ok(Out::json(
                false,
                &json!({
                    "valid": false,
                    "edition": s.edition.to_string(),
                    "phase": phase.to_string(),
                    "label": label,
                    "side": s.table.side,
                    "groups": [],
                    "reason": reason,
                    "fix": null,
                    "other_reading": null,
                }),
            ));
        }
        let text = format!(
            "{}: {}: {reason}\n",
            paint::bad(&say!(Reason, "verdict-not-valid")),
            label
        );
        return Ok(Out::answer(false, text));
    }
    if !v.decided() {
        anyhow::bail!("check: {}", reason.unwrap_or_default());
    }
    // Typed as one group, the groups found are the reading taken.
    let found: Vec<Vec<Card>>;
    let typed = if s.groups.len() == 1 && v.groups().len() > 1 {
        found = v.groups().iter().map(|g| g.cards.clone()).collect();
        &found
    } else {
        &s.groups
    };
    let other = solver::other_reading(typed, phase, &s.table);
    if json {
        return Ok(Out::json(
            v.is_valid(),
            &json!({
                "valid": v.is_valid(),
                "edition": s.edition.to_string(),
                "phase": phase.to_string(),
                "label": label,
                "side": s.table.side,
                "groups": json::groups(v.groups()),
                "reason": reason,
                "fix": v.fix().map(json::fix),
                "other_reading": other.as_ref().map(json::reading),
            }),
        ));
    }
    let text = if v.is_valid() {
        let note = other.as_ref().map_or_else(String::new, |r| {
            let note = say!(
                Reason,
                "typed-they-make",
                "cards" => paint::cards(&r.cards()),
                "reading" => terms::reading(r),
            );
            format!("  {note}\n")
        });
        format!(
            "{}: {}\n{}{note}",
            paint::good(&say!(Reason, "verdict-valid")),
            label,
            render::groups(v.groups())
        )
    } else {
        format!(
            "{}: {}: {}\n",
            paint::bad(&say!(Reason, "verdict-not-valid")),
            label,
            reason.unwrap_or_else(|| say!(Reason, "no-arrangement"))
        )
    };
    Ok(Out::answer(v.is_valid(), text))
}
