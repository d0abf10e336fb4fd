//! `phase10 stats`: every finished game in the data dir, per player and edition.

use anyhow::{Result, anyhow};
use chrono::NaiveDate;
use serde_json::json;

use crate::stats::{NotASeason, PlayerStats, Season};

use crate::app::cli::Out;
use crate::app::cli::args::StatsArgs;
use crate::app::core::words::catalogue::Area::Report;
use crate::app::core::words::sync as said;
use crate::app::core::{config, render, store};
use crate::say;

pub fn run(args: &StatsArgs, json: bool) -> Result<Out> {
    let edition = args
        .edition
        .as_deref()
        .map(crate::app::cli::cmd::setup::edition)
        .transpose()?;
    let since = args
        .since
        .as_deref()
        .map(|d| {
            NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d")
                .map_err(|_| anyhow!("{}", say!(Report, "stats-since-date", "date" => d)))
        })
        .transpose()?;
    let config = if args.season.is_some() || args.seasons {
        config::load()?
    } else {
        None
    };
    let (named, config_problems) = config.map_or_else(Default::default, |c| (c.seasons, c.general));
    let season_problems: Vec<&String> = config_problems
        .iter()
        .filter(|p| p.contains(": season"))
        .collect();
    let season = args
        .season
        .as_deref()
        .map(|s| season_of(s, &named, &season_problems))
        .transpose()?;
    if args.seasons {
        // The seasons that do not read are said, not left out in silence.
        for p in &season_problems {
            crate::app::cli::warn(p);
        }
    }
    let home = store::Home::locate()?;
    // Each session is read, counted and let go: ten thousand games are never all in
    // memory at once. A broken session is named and skipped, never fatal.
    let (tally, skipped) = home.fold_standings(
        crate::stats::Tally::default,
        |t: &mut crate::stats::Tally, s: &crate::session::Session, state| {
            // The day on the table's calendar (this machine's), as seasons are read.
            let day = s.created.with_timezone(&chrono::Local).date_naive();
            if edition.is_none_or(|e| s.edition == e)
                && since.is_none_or(|d| day >= d)
                && season
                    .as_ref()
                    .is_none_or(|x| (x.from..=x.to).contains(&day))
            {
                t.add(s, state, day);
            }
        },
        crate::stats::Tally::merge,
    )?;
    // A game changed on two laptops is counted once: its copy waits, and is said.
    let waiting = home.copies();
    if args.seasons {
        return Ok(seasons(&tally.games(), named, &skipped, &waiting, json));
    }
    let mut players = tally.finish();
    // A name no one in the stats has: whom it may mean.
    let mut hint = None;
    if let Some(who) = &args.player {
        let mut names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
        names.sort_unstable();
        names.dedup();
        if crate::name::find(&names, who).is_none() {
            hint = crate::name::hint(&names, who);
        }
        players.retain(|p| crate::name::find(&[p.name.as_str()], who).is_some());
    }
    if args.ratings {
        players.sort_by(|a, b| {
            a.edition
                .cmp(&b.edition)
                .then(b.rating.total_cmp(&a.rating))
                .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
        });
    }
    // A player named who has no finished game here: not found (exit 1).
    let found = args.player.is_none() || !players.is_empty();
    if json {
        return Ok(Out::json(
            found,
            &json!({"players": players, "skipped": skipped, "did_you_mean": hint, "season": season, "copies_waiting": said::waiting_json(&waiting)}),
        ));
    }
    let mut text = String::new();
    if let (Some(who), Some(hint)) = (&args.player, &hint) {
        text.push_str(&say!(
            Report,
            "stats-did-you-mean",
            "name" => who.trim(),
            "hint" => hint.as_str(),
        ));
        text.push('\n');
    } else if players.is_empty() {
        text.push_str(&if args.player.is_some()
            || edition.is_some()
            || since.is_some()
            || season.is_some()
        {
            say!(Report, "stats-none-match")
        } else {
            say!(Report, "stats-none")
        });
        text.push('\n');
    } else if args.ratings {
        text.push_str(&ratings(&players));
    } else {
        text.push_str(&table(&players, render::width()));
    }
    if args.player.is_some() && hint.is_none() {
        text.push_str(&rivals(&players));
    }
    if let Some(x) = &season {
        text.push_str(&say!(
            Report,
            "stats-season",
            "name" => x.name.as_str(),
            "from" => x.from.to_string(),
            "to" => x.to.to_string(),
        ));
        text.push('\n');
    }
    for s in &skipped {
        text.push_str(&say!(Report, "stats-skipped", "what" => s.as_str()));
        text.push('\n');
    }
    for line in said::waiting(&waiting) {
        text.push_str(&format!("{line}\n"));
    }
    Ok(Out::answer(found, text))
}

/// The season a typed name means: a year (2026), a quarter (2026-Q4), or a season the
/// config names (`named`); one the config writes wrong is said with where and why.
pub fn season_of(
    typed: &str,
    named: &std::collections::BTreeMap<String, Season>,
    problems: &[&String],
) -> Result<Season> {
    let s = typed.trim();
    Season::calendar(s)
        .or_else(|| {
            named
                .iter()
                .find(|(n, _)| crate::name::same(n, s))
                .map(|(_, season)| season.clone())
        })
        .ok_or_else(|| {
            // A season the config names but writes wrong: where, and why.
            let wrong = crate::name::fold(&format!("season.{s}:"));
            match problems
                .iter()
                .find(|p| crate::name::fold(p).contains(&wrong))
                .or(problems.first())
            {
                Some(p) => anyhow!(
                    "{}",
                    say!(Report, "stats-season-not", "season" => s, "problem" => p.as_str())
                ),
                None => anyhow!("--season: {}", NotASeason(s.into())),
            }
        })
}

/// The season a typed name means, the config read for its named seasons.
pub fn season(typed: &str) -> Result<Season> {
    let (named, general) =
        config::load()?.map_or_else(Default::default, |c| (c.seasons, c.general));
    let problems: Vec<&String> = general.iter().filter(|p| p.contains(": season")).collect();
    season_of(typed, &named, &problems)
}

/// The players' rows: a table where it fits the terminal without breaking a word, else
/// a paragraph a player; then who beat whom, wrapped at words. One edition among them
/// is said once, not in a column.
fn table(players: &[crate::stats::PlayerStats], width: usize) -> String {
    let editions: std::collections::BTreeSet<&str> =
        players.iter().map(|p| p.edition.as_str()).collect();
    let one_edition = (editions.len() == 1)
        .then(|| editions.iter().next().copied())
        .flatten();
    let mut out = String::new();
    if let Some(e) = one_edition {
        out.push_str(&say!(Report, "stats-edition", "edition" => e));
        out.push('\n');
    }
    let name = |p: &crate::stats::PlayerStats| match one_edition {
        Some(_) => p.name.clone(),
        None => format!("{} ({})", p.name, p.edition),
    };
    let avg =
        |p: &crate::stats::PlayerStats| p.avg_points.map_or("–".into(), |a| format!("{a:.1}"));
    let fastest =
        |p: &crate::stats::PlayerStats| p.fastest_win.map_or("–".into(), |f| f.to_string());
    let fastest_words = |p: &crate::stats::PlayerStats| {
        p.fastest_win.map_or_else(
            || say!(Report, "stats-no-win"),
            |f| say!(Report, "stats-fastest-win", "hands" => render::count(f as usize, "hand")),
        )
    };
    let mut t = render::table();
    t.set_header(crate::app::core::render::row([
        say!(Report, "stats-col-player"),
        say!(Report, "stats-col-games"),
        say!(Report, "stats-col-wins"),
        say!(Report, "stats-col-win-rate"),
        say!(Report, "stats-col-hands"),
        say!(Report, "stats-col-avg"),
        say!(Report, "stats-col-phases"),
        say!(Report, "stats-col-fastest"),
    ]));
    for p in players {
        t.add_row(crate::app::core::render::row([
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
        out.push_str(&format!("{}\n", render::drawn(&t)));
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
                say!(Report, "stats-points-a-hand", "points" => avg(p)) + ",",
                say!(
                    Report,
                    "stats-phases-a-hand",
                    "phases" => format!("{:.2}", p.phases_per_hand),
                ) + ",",
                fastest_words(p),
            ];
            let folded = render::fold(&items, width, "  ", " ");
            out.push_str(folded.trim_start());
        }
    }
    let beaten: Vec<&crate::stats::PlayerStats> = players
        .iter()
        .filter(|p| !p.head_to_head.is_empty())
        .collect();
    if !beaten.is_empty() {
        out.push_str(&say!(Report, "stats-beat"));
        out.push('\n');
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

/// `--ratings`: each player's rating, the best first, with how sure it is and what the
/// last game changed.
fn ratings(players: &[PlayerStats]) -> String {
    let mut out = say!(Report, "stats-rating-heading");
    out.push('\n');
    let mut t = render::table();
    t.set_header(render::row([
        say!(Report, "stats-col-player"),
        say!(Report, "stats-col-edition"),
        say!(Report, "stats-col-rating"),
        "±".to_string(),
        say!(Report, "stats-col-last-game"),
        say!(Report, "stats-col-games"),
    ]));
    for p in players {
        t.add_row(render::row([
            p.name.clone(),
            p.edition.clone(),
            format!("{:.1}", p.rating),
            format!("{:.1}", p.rating_uncertainty),
            format!("{:+.1}", p.rating_change),
            p.games.to_string(),
        ]));
    }
    out.push_str(&format!("{}\n", render::drawn(&t)));
    out
}

/// `--player NAME`: whom they finished ahead of most, and behind most.
fn rivals(players: &[PlayerStats]) -> String {
    let mut out = String::new();
    let names = |r: &crate::stats::Rival| crate::app::core::words::listed(&r.players);
    for p in players {
        let games = |n: u32| render::count(n as usize, "game");
        out.push_str(&format!("{} ({}): ", p.name, p.edition));
        out.push_str(&match &p.rival {
            Some(r) => say!(
                Report,
                "stats-ahead-of",
                "names" => names(r),
                "games" => games(r.games),
            ),
            None => say!(Report, "stats-ahead-of-none"),
        });
        out.push_str("; ");
        out.push_str(&match &p.nemesis {
            Some(r) => say!(
                Report,
                "stats-behind",
                "names" => names(r),
                "games" => games(r.games),
            ),
            None => say!(Report, "stats-behind-none"),
        });
        out.push('\n');
    }
    out
}

/// `--seasons`: each season's champion in each edition: every calendar year with
/// finished games, then the config's named seasons, by their first day.
fn seasons(
    games: &[crate::stats::Game],
    named: std::collections::BTreeMap<String, Season>,
    skipped: &[String],
    waiting: &[store::Copy],
    json: bool,
) -> Out {
    let mut all = Season::years_of(games);
    let mut named: Vec<Season> = named.into_values().collect();
    named.sort_by(|a, b| (a.from, &a.name).cmp(&(b.from, &b.name)));
    all.extend(named);
    let champions: Vec<crate::stats::Champion> = all
        .iter()
        .flat_map(|s| crate::stats::season::champions(s, games))
        .collect();
    if json {
        return Out::json(
            true,
            &json!({"seasons": champions, "skipped": skipped, "copies_waiting": said::waiting_json(waiting)}),
        );
    }
    let mut text = String::new();
    if champions.is_empty() {
        text.push_str(&say!(Report, "stats-none"));
        text.push('\n');
    } else {
        text.push_str(&say!(Report, "stats-champion-heading"));
        text.push('\n');
        let mut t = render::table();
        t.set_header(render::row([
            say!(Report, "stats-col-season"),
            say!(Report, "stats-col-edition"),
            say!(Report, "stats-col-games"),
            say!(Report, "stats-col-champion"),
            say!(Report, "stats-col-wins"),
            say!(Report, "stats-col-rating"),
        ]));
        for c in &champions {
            t.add_row(render::row([
                c.season.clone(),
                c.edition.clone(),
                c.games.to_string(),
                c.champion.clone(),
                c.wins.to_string(),
                format!("{:.1}", c.rating),
            ]));
        }
        text.push_str(&format!("{}\n", render::drawn(&t)));
    }
    for s in skipped {
        text.push_str(&say!(Report, "stats-skipped", "what" => s.as_str()));
        text.push('\n');
    }
    for line in said::waiting(waiting) {
        text.push_str(&format!("{line}\n"));
    }
    Out::yes(text)
}
