//! `phase10 find`: look for the phase in a whole hand.

use anyhow::Result;
use phase10::rules::card::show;
use phase10::solver;
use serde_json::json;

use super::super::cli::Claim;
use super::super::{Out, paint, render};

pub fn run(c: &Claim, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let s = super::setup::claim(c, file)?;
    let hand: Vec<_> = s.groups.concat();
    let f = solver::find(&hand, &s.phase, &s.table);
    if !f.decided() {
        anyhow::bail!("find: {}", f.reason().unwrap_or_default());
    }
    if json {
        return Ok(Out::json(
            f.is_found(),
            &json!({
                "found": f.is_found(),
                "edition": s.edition.to_string(),
                "phase": s.phase.to_string(),
                "label": s.label,
                "side": s.table.side,
                "groups": super::answer::groups_json(f.groups()),
                "left": f.left(&hand).iter().map(std::string::ToString::to_string).collect::<Vec<_>>(),
                "points_left": s.table.scoring.cards(f.left(&hand)),
                // The sweep's lay-down is always the fewest (kept for scripts).
                "fewest_points": true,
                "reason": f.reason(),
                "fix": f.fix().map(super::answer::fix_json),
            }),
        ));
    }
    let text = if f.is_found() {
        let left = if f.left(&hand).is_empty() {
            "nothing".to_string()
        } else {
            show(f.left(&hand))
        };
        format!(
            "{}: {}\n{}left in hand: {} ({} points)\n",
            paint::good("found"),
            s.label,
            render::groups(f.groups()),
            paint::cards(&left),
            s.table.scoring.cards(f.left(&hand))
        )
    } else {
        format!(
            "{}: {}: {}\n",
            paint::bad("not found"),
            s.label,
            f.reason().unwrap_or("not in hand")
        )
    };
    Ok(Out::answer(f.is_found(), text))
}
