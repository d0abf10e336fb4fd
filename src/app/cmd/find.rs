//! `phase10 find`: look for the phase in a whole hand.

use anyhow::Result;
use phase10::card::show;
use phase10::solver;
use serde_json::json;

use super::super::cli::Claim;
use super::super::{Out, paint, render};

pub fn run(c: &Claim, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let s = super::claim(c, file)?;
    let hand: Vec<_> = s.groups.concat();
    let f = solver::find(&hand, &s.phase, &s.table);
    if !f.decided {
        anyhow::bail!("find: {}", f.reason.unwrap_or_default());
    }
    if json {
        return Ok(Out::json(
            f.found,
            &json!({
                "found": f.found,
                "edition": s.edition.to_string(),
                "phase": s.phase.to_string(),
                "label": s.label,
                "side": s.table.side,
                "groups": super::groups_json(&f.groups),
                "left": f.left.iter().map(std::string::ToString::to_string).collect::<Vec<_>>(),
                "points_left": f.points_left,
                // The sweep's lay-down is always the fewest (kept for scripts).
                "fewest_points": true,
                "reason": f.reason,
                "fix": f.fix.as_ref().map(super::fix_json),
            }),
        ));
    }
    let text = if f.found {
        let left = if f.left.is_empty() {
            "nothing".to_string()
        } else {
            show(&f.left)
        };
        format!(
            "{}: {}\n{}left in hand: {} ({} points)\n",
            paint::good("found"),
            s.label,
            render::groups(&f.groups),
            paint::cards(&left),
            f.points_left
        )
    } else {
        format!(
            "{}: {}: {}\n",
            paint::bad("not found"),
            s.label,
            f.reason.as_deref().unwrap_or("not in hand")
        )
    };
    Ok(Out::answer(f.found, text))
}
