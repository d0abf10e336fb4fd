//! `phase10 check`: referee a claimed phase.

use anyhow::Result;
use phase10::rules::card::Card;
use phase10::solver;
use serde_json::json;

use super::super::cli::Claim;
use super::super::{Out, paint, render};

pub fn run(c: &Claim, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let s = super::setup::claim(c, file)?;
    let v = solver::check_grouped(&s.groups, &s.phase, &s.table);
    let reason = super::super::words::reason::verdict(&v, &s.table);
    // Where the table keeps a card to discard, no lay puts down every card.
    if let Some(solver::Why::KeepsNone { .. }) = v.why {
        let reason = reason.unwrap_or_default();
        if json {
            return Ok(Out::json(
                false,
                &json!({
                    "valid": false,
                    "edition": s.edition.to_string(),
                    "phase": s.phase.to_string(),
                    "label": s.label,
                    "side": s.table.side,
                    "groups": [],
                    "reason": reason,
                    "fix": null,
                    "other_reading": null,
                }),
            ));
        }
        let text = format!("{}: {}: {reason}\n", paint::bad("not valid"), s.label);
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
    let other = solver::other_reading(typed, &s.phase, &s.table);
    if json {
        return Ok(Out::json(
            v.is_valid(),
            &json!({
                "valid": v.is_valid(),
                "edition": s.edition.to_string(),
                "phase": s.phase.to_string(),
                "label": s.label,
                "side": s.table.side,
                "groups": super::answer::groups_json(v.groups()),
                "reason": reason,
                "fix": v.fix().map(super::answer::fix_json),
                "other_reading": other.as_ref().map(super::answer::reading_json),
            }),
        ));
    }
    let text = if v.is_valid() {
        let note = other.as_ref().map_or_else(String::new, |r| {
            format!(
                "  read in the order typed; typed {}, they make {}\n",
                paint::cards(&r.cards()),
                r.describe()
            )
        });
        format!(
            "{}: {}\n{}{note}",
            paint::good("valid"),
            s.label,
            render::groups(v.groups())
        )
    } else {
        format!(
            "{}: {}: {}\n",
            paint::bad("not valid"),
            s.label,
            reason.as_deref().unwrap_or("no arrangement")
        )
    };
    Ok(Out::answer(v.is_valid(), text))
}
