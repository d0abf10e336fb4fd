//! `phase10 stats`: every finished game in the data dir, per player and edition.

use anyhow::{Result, anyhow};
use chrono::NaiveDate;
use serde_json::json;

use super::super::cli::StatsArgs;
use super::super::{Out, render, store};

pub fn run(args: &StatsArgs, json: bool) -> Result<Out> {
    let edition = args.edition.as_deref().map(super::edition).transpose()?;
    let since = args
        .since
        .as_deref()
        .map(|d| {
            NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d")
                .map_err(|_| anyhow!("--since {d}: write the date as YYYY-MM-DD"))
        })
        .transpose()?;
    let home = store::Home::locate()?;
    // Each session is read, counted and let go: ten thousand games are never all in
    // memory at once. A broken session is named and skipped, never fatal.
    let (tally, skipped) = home.fold_all(
        phase10::stats::Tally::default,
        |t: &mut phase10::stats::Tally, l: &store::Loaded| {
            let s = l.session();
            if edition.is_none_or(|e| s.edition == e)
                && since.is_none_or(|d| s.created.date_naive() >= d)
            {
                t.add(s, &l.state);
            }
        },
        phase10::stats::Tally::merge,
    )?;
    let mut players = tally.finish();
    if let Some(who) = &args.player {
        players.retain(|p| phase10::name::find(&[p.name.as_str()], who).is_some());
    }
    if json {
        return Ok(Out::json(
            true,
            &json!({"players": players, "skipped": skipped}),
        ));
    }
    let mut text = String::new();
    if players.is_empty() {
        text.push_str("No finished games yet");
        text.push_str(
            if args.player.is_some() || edition.is_some() || since.is_some() {
                " that match.\n"
            } else {
                ".\n"
            },
        );
    } else {
        let mut t = render::table();
        t.set_header([
            "player",
            "edition",
            "games",
            "wins",
            "win %",
            "hands",
            "avg pts",
            "phases/hand",
            "fastest",
            "beat",
        ]);
        for p in &players {
            let beat: Vec<String> = p
                .head_to_head
                .iter()
                .map(|(o, n)| format!("{o} {n}"))
                .collect();
            t.add_row([
                p.name.clone(),
                p.edition.clone(),
                p.games.to_string(),
                p.wins.to_string(),
                format!("{:.0}", p.win_rate * 100.0),
                p.hands.to_string(),
                p.avg_points.map_or("–".into(), |a| format!("{a:.1}")),
                format!("{:.2}", p.phases_per_hand),
                p.fastest_win.map_or("–".into(), |f| f.to_string()),
                beat.join(", "),
            ]);
        }
        text.push_str(&format!("{t}\n"));
    }
    for s in &skipped {
        text.push_str(&format!("skipped {s}\n"));
    }
    Ok(Out::yes(text))
}
