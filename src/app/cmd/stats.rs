//! `phase10 stats`: every finished game in the data dir, per player and edition.

use anyhow::{Result, anyhow};
use chrono::NaiveDate;
use serde_json::json;

use super::super::cli::StatsArgs;
use super::super::{Out, render, store};

pub fn run(args: &StatsArgs, json: bool) -> Result<Out> {
    let edition = args
        .edition
        .as_deref()
        .map(super::setup::edition)
        .transpose()?;
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
    // A name no one in the stats has: whom it may mean.
    let mut hint = None;
    if let Some(who) = &args.player {
        let mut names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
        names.sort_unstable();
        names.dedup();
        if phase10::name::find(&names, who).is_none() {
            hint = phase10::name::hint(&names, who);
        }
        players.retain(|p| phase10::name::find(&[p.name.as_str()], who).is_some());
    }
    if json {
        return Ok(Out::json(
            true,
            &json!({"players": players, "skipped": skipped, "did_you_mean": hint}),
        ));
    }
    let mut text = String::new();
    if let (Some(who), Some(hint)) = (&args.player, &hint) {
        text.push_str(&format!(
            "No finished games of \"{}\"; did you mean {hint}?\n",
            who.trim()
        ));
    } else if players.is_empty() {
        text.push_str("No finished games yet");
        text.push_str(
            if args.player.is_some() || edition.is_some() || since.is_some() {
                " that match.\n"
            } else {
                ".\n"
            },
        );
    } else {
        text.push_str(&table(&players, render::width()));
    }
    for s in &skipped {
        text.push_str(&format!("skipped {s}\n"));
    }
    Ok(Out::yes(text))
}

/// The players' rows: a table where it fits the terminal without breaking a word, else
/// a paragraph a player; then who beat whom, wrapped at words. One edition among them
/// is said once, not in a column.
fn table(players: &[phase10::stats::PlayerStats], width: usize) -> String {
    let editions: std::collections::BTreeSet<&str> =
        players.iter().map(|p| p.edition.as_str()).collect();
    let one_edition = (editions.len() == 1)
        .then(|| editions.iter().next().copied())
        .flatten();
    let mut out = String::new();
    if let Some(e) = one_edition {
        out.push_str(&format!("edition: {e}\n"));
    }
    let name = |p: &phase10::stats::PlayerStats| match one_edition {
        Some(_) => p.name.clone(),
        None => format!("{} ({})", p.name, p.edition),
    };
    let avg =
        |p: &phase10::stats::PlayerStats| p.avg_points.map_or("–".into(), |a| format!("{a:.1}"));
    let fastest =
        |p: &phase10::stats::PlayerStats| p.fastest_win.map_or("–".into(), |f| f.to_string());
    let fastest_words = |p: &phase10::stats::PlayerStats| {
        p.fastest_win.map_or("no win".into(), |f| {
            format!("fastest win in {}", render::count(f as usize, "hand"))
        })
    };
    let mut t = render::table();
    t.set_header(super::super::render::row([
        "player",
        "games",
        "wins",
        "win %",
        "hands",
        "avg pts",
        "phases/hand",
        "fastest",
    ]));
    for p in players {
        t.add_row(super::super::render::row([
            name(p),
            p.games.to_string(),
            p.wins.to_string(),
            format!("{:.0}", p.win_rate * 100.0),
            p.hands.to_string(),
            avg(p),
            format!("{:.2}", p.phases_per_hand),
            fastest(p),
        ]));
    }
    if render::fits(&t, width) {
        out.push_str(&format!("{t}\n"));
    } else {
        for p in players {
            let items = vec![
                format!("{}:", name(p)),
                render::count(p.games as usize, "game") + ",",
                format!(
                    "{} ({:.0} %),",
                    render::count(p.wins as usize, "win"),
                    p.win_rate * 100.0
                ),
                render::count(p.hands as usize, "hand") + ",",
                format!("{} points a hand,", avg(p)),
                format!("{:.2} phases a hand,", p.phases_per_hand),
                fastest_words(p),
            ];
            let folded = render::fold(&items, width, "  ", " ");
            out.push_str(folded.trim_start());
        }
    }
    let beaten: Vec<&phase10::stats::PlayerStats> = players
        .iter()
        .filter(|p| !p.head_to_head.is_empty())
        .collect();
    if !beaten.is_empty() {
        out.push_str("beat (games won against each):\n");
        for p in beaten {
            let mut items = vec![format!("{}:", name(p))];
            let n = p.head_to_head.len();
            items.extend(
                p.head_to_head
                    .iter()
                    .enumerate()
                    .map(|(i, (o, k))| format!("{o} {k}{}", if i + 1 < n { "," } else { "" })),
            );
            out.push_str(&render::fold(&items, width, "  ", " ").replace("\n  ", "\n    "));
        }
    }
    out
}
