//! `phase10 new`: start a session, by flags or by prompts.

use std::str::FromStr;

use crate::rules::board::Board;
use crate::rules::edition::{Edition, Variation};
use crate::session::{BadInput, GoOut, Refusal, Session, TwistPass, TwistTiebreak, check_new_name};
use crate::solver::Natural;
use anyhow::{Result, anyhow, bail};
use chrono::{SubsecRound, Utc};

use crate::app::cli::Out;
use crate::app::cli::args::{EDITIONS, NewArgs};
use crate::app::cli::prompt;
use crate::app::cli::prompt::{Ask, Terminal};
use crate::app::core::words::{self, Face};
use crate::app::core::{config, games, render, store};
use crate::session::referee;

pub fn run(args: &NewArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    // The regulars' table: what the flags do not say.
    let merged;
    let (args, table) = match &args.table {
        Some(typed) => {
            let config = load_config()?.ok_or_else(|| {
                anyhow!(
                    "--table {typed}: no config yet ({}): keep a table with phase10 tables save NAME",
                    config::path().map_or_else(String::new, |p| p.display().to_string())
                )
            })?;
            let (name, t) = config.table(typed)?;
            let mut merged_args = with_table(args, t);
            if merged_args.dealer.is_none() {
                merged_args.dealer = merged_args
                    .players
                    .as_deref()
                    .and_then(|p| players(p).ok())
                    .and_then(|now| games::deal_moves_on(name, &now));
            }
            merged = merged_args;
            (&merged, Some(name.to_string()))
        }
        None => (args, None),
    };
    let asked = args.edition.is_none() && args.players.is_none() && !args.again;
    let mut session = if args.again {
        again(args)?
    } else if asked {
        if !prompt::interactive() {
            bail!("give --edition and --players \"Ann,Bob\", or run in a terminal to be asked");
        }
        ask(args, &mut Terminal)?
    } else if let Some(name) = &table {
        // What the table keeps and the flags given, together: say which table.
        from_flags(args).map_err(|e| anyhow!("--table {name}: {e}"))?
    } else {
        from_flags(args)?
    };
    if table.is_some() {
        session.table.clone_from(&table);
    }
    let state =
        referee::standings(&session).map_err(|p| anyhow!(words::problem(&p, Face::Hand)))?;
    let (path, name) = if let Some(f) = file {
        // Refused before anything is created beside it.
        let path = store::real(f)?;
        if path.exists() {
            return Err(store::Error::Exists { path }.into());
        }
        store::make_parent(&path)?;
        let _lock = store::lock(&path)?;
        store::create(&path, &session)?;
        (path, None)
    } else {
        let (path, name) = games::make_current(&session, args.name.as_deref(), table.as_deref())?;
        (path, Some(name))
    };
    if json {
        let mut j = crate::app::core::json::status(&session, &state);
        j["file"] = serde_json::json!(path.display().to_string());
        j["name"] = serde_json::json!(name);
        return Ok(Out::json(true, &j).landed());
    }
    let mut text = format!(
        "new {} session{} for {} at {}\n",
        session.edition,
        name.map(|n| format!(" \"{n}\"")).unwrap_or_default(),
        session.players.join(", "),
        path.display()
    );
    text.push_str(&render::outcome(&session, &state));
    Ok(Out::yes(text).landed())
}

/// `new --again`: the next game, where the one before has no winner only with
/// `--force` (or a yes at the terminal).
fn again(args: &NewArgs) -> Result<Session> {
    let (name, next) = games::again_session(args.dealer.as_deref(), args.force)?;
    match next {
        Ok(session) => Ok(session),
        Err(Refusal::Input(BadInput::NoWinnerYet { .. })) if prompt::interactive() => {
            let (_, next) = games::again_session(args.dealer.as_deref(), true)?;
            let what = format!("{name} has no winner yet");
            if Terminal.confirm(&format!("{what}: start the next game anyway?"), false)? {
                next.map_err(|r| anyhow!("--again: {name} {}", words::refusal(&r, Face::Hand)))
            } else {
                bail!("--again: {what}: add --force to start the next game anyway")
            }
        }
        Err(r @ Refusal::Input(BadInput::NoWinnerYet { .. } | BadInput::NextGameAlready)) => {
            bail!("--again: {name} {}", words::refusal(&r, Face::Hand))
        }
        Err(r) => bail!("--again: {}", words::refusal(&r, Face::Hand)),
    }
}

/// The flags, with what they leave unsaid taken from a table of regulars (a flag of a
/// variation sets the variation whole).
/// The config, each table checked as the game it would start (as `new --table` would
/// start it): one that would not is kept with its problem and where it is.
pub fn load_config() -> Result<Option<config::Config>> {
    let Some(mut config) = config::load()? else {
        return Ok(None);
    };
    let unchecked: Vec<String> = config
        .tables
        .keys()
        .filter(|n| !config.problems.contains_key(*n))
        .cloned()
        .collect();
    for name in unchecked {
        let args = with_table(&NewArgs::default(), &config.tables[&name]);
        if let Err(e) = from_flags(&args) {
            let why = format!("{e:#}").replace("--", "");
            let at = config.place_of_table(&name);
            config.problems.insert(
                name.clone(),
                format!("{at}: table.{name}: {why} (fix the config by hand)"),
            );
        }
    }
    Ok(Some(config))
}

pub fn with_table(args: &NewArgs, t: &config::Regulars) -> NewArgs {
    let variation_given = args.ten_hands || args.phases.is_some() || args.even_phases;
    NewArgs {
        edition: args.edition.clone().or_else(|| t.edition.clone()),
        players: args.players.clone().or_else(|| Some(t.players.join(","))),
        dealer: args.dealer.clone().or_else(|| t.dealer.clone()),
        ten_hands: args.ten_hands || (!variation_given && t.ten_hands),
        phases: args.phases.or(t.phases.filter(|_| !variation_given)),
        even_phases: args.even_phases || (!variation_given && t.even_phases),
        natural: args.natural.clone().or_else(|| t.natural.clone()),
        board: args.board.clone().or_else(|| t.board.clone()),
        twist_tiebreak: args
            .twist_tiebreak
            .clone()
            .or_else(|| t.twist_tiebreak.clone()),
        go_out: args.go_out.clone().or_else(|| t.go_out.clone()),
        twist_pass: args.twist_pass.clone().or_else(|| t.twist_pass.clone()),
        runs_wrap: args.runs_wrap.or(t.runs_wrap()),
        // A variation given here plays the edition's phases: the table's list is not
        // taken with it.
        phase_list: args.phase_list.clone().or_else(|| {
            t.phase_list
                .as_ref()
                .filter(|_| !variation_given)
                .map(|l| l.join("; "))
        }),
        ..args.clone()
    }
}

fn players(list: &str) -> Result<Vec<String>> {
    let names: Vec<String> = list
        .split(',')
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .collect();
    for n in &names {
        check_new_name(n).map_err(|e| anyhow!("--players: {e}"))?;
    }
    Ok(names)
}

pub fn from_flags(args: &NewArgs) -> Result<Session> {
    let edition = Edition::from_str(args.edition.as_deref().unwrap_or("classic"))
        .map_err(|e| anyhow!("--edition: {e}"))?;
    let list = args
        .players
        .as_deref()
        .ok_or_else(|| anyhow!("give --players \"Ann,Bob,Cy\" (in seating order)"))?;
    let names = players(list)?;
    let rules = edition.rules();
    if names.len() < rules.min_players || names.len() > rules.max_players {
        bail!(
            "--players: {edition} takes {} to {} players, and {} {} given",
            rules.min_players,
            rules.max_players,
            names.len(),
            if names.len() == 1 { "was" } else { "were" }
        );
    }
    let mut s = Session::new(edition, names, Utc::now().trunc_subsecs(0));
    if let Some(d) = &args.dealer {
        let seat = s
            .seat_typed(d)
            .ok_or_else(|| anyhow!(crate::name::not_found("--dealer", &s.players, d)))?;
        s.dealer = s.players[seat].clone();
    }
    s.variation = match (args.ten_hands, args.phases, args.even_phases) {
        (true, _, _) => Variation::TenHands,
        (_, Some(n), _) => {
            if !(1..=10).contains(&n) {
                bail!("--phases {n}: the first to complete N phases wins, N from 1 to 10");
            }
            s.phases_to_win = Some(n);
            Variation::Phases
        }
        (_, _, true) => Variation::EvenPhases,
        _ => Variation::Standard,
    };
    if !rules.variations.contains(&s.variation) {
        bail!(
            "the {edition} edition has no {} variation",
            s.variation.name()
        );
    }
    if let Some(n) = &args.natural {
        s.natural = Natural::from_str(n).map_err(|e| anyhow!("--natural: {e}"))?;
    }
    if let Some(b) = &args.board {
        if rules.board.is_none() {
            bail!("--board: only twist has a board");
        }
        let board = Board::parse(b).map_err(|e| anyhow!("--board: {e}"))?;
        s.board = Some(board.to_string());
    }
    if let Some(t) = &args.twist_tiebreak {
        if rules.board.is_none() {
            bail!("--twist-tiebreak: a twist house rule");
        }
        s.twist_tiebreak = if t == "face" {
            TwistTiebreak::Face
        } else {
            TwistTiebreak::Value
        };
    }
    if let Some(g) = &args.go_out {
        s.go_out = if g == "discard" {
            GoOut::Discard
        } else {
            GoOut::Any
        };
    }
    s.runs_wrap = args.runs_wrap.unwrap_or(false);
    if let Some(list) = &args.phase_list {
        s.phase_list =
            crate::rules::phase_list::parse(list).map_err(|e| anyhow!("--phase-list: {e}"))?;
    }
    if let Some(t) = &args.twist_pass {
        if rules.board.is_none() {
            bail!("--twist-pass: a twist house rule");
        }
        s.twist_pass = if t == "any" {
            TwistPass::Any
        } else {
            TwistPass::Barrier
        };
    }
    referee::standings(&s).map_err(|p| anyhow!(words::problem(&p, Face::Hand)))?;
    Ok(s)
}

/// Asks for the edition, the players and the variation.
pub fn ask(args: &NewArgs, ask: &mut dyn Ask) -> Result<Session> {
    let editions: Vec<String> = EDITIONS
        .iter()
        .map(std::string::ToString::to_string)
        .collect();
    let e = ask.select("Edition", &editions, 0)?;
    let edition = Edition::from_str(EDITIONS[e]).map_err(|e| anyhow!(e))?;
    let rules = edition.rules();
    let (lo, hi) = (rules.min_players, rules.max_players);
    let list = ask.input(
        &format!("Players in seating order, comma-separated ({lo} to {hi})"),
        false,
        &|text| {
            let names = players(text).map_err(|e| e.to_string())?;
            if names.len() < lo || names.len() > hi {
                return Err(format!("{edition} takes {lo} to {hi} players"));
            }
            if let Some((a, b)) = crate::name::twice(&names) {
                return Err(format!(
                    "\"{}\" and \"{}\" are the same name (names ignore case): names must differ",
                    names[a], names[b]
                ));
            }
            Ok(())
        },
    )?;
    let mut flags = NewArgs {
        edition: Some(edition.to_string()),
        players: Some(list),
        dealer: None,
        ten_hands: false,
        phases: None,
        even_phases: false,
        natural: args.natural.clone(),
        board: None,
        twist_tiebreak: None,
        go_out: args.go_out.clone(),
        twist_pass: None,
        runs_wrap: args.runs_wrap,
        phase_list: args.phase_list.clone(),
        name: args.name.clone(),
        table: None,
        again: false,
        force: false,
    };
    let names = players(flags.players.as_deref().unwrap_or_default())?;
    let d = ask.select("Who deals first?", &names, 0)?;
    flags.dealer = Some(names[d].clone());
    if rules.variations.len() > 1 {
        let labels: Vec<String> = rules
            .variations
            .iter()
            .map(|v| match v {
                Variation::Standard => "standard: phases 1 to 10".to_string(),
                Variation::TenHands => "ten hands: everyone advances every hand".into(),
                Variation::Phases => "first to complete N phases".into(),
                Variation::EvenPhases => "even phases only (2, 4, 6, 8, 10)".into(),
            })
            .collect();
        match rules.variations[ask.select("Variation", &labels, 0)?] {
            Variation::TenHands => flags.ten_hands = true,
            Variation::EvenPhases => flags.even_phases = true,
            Variation::Phases => {
                let n = ask.input("How many phases win?", false, &|t| match t.parse::<u8>() {
                    Ok(n) if (1..=10).contains(&n) => Ok(()),
                    _ => Err("a number from 1 to 10".into()),
                })?;
                flags.phases = Some(n.parse()?);
            }
            Variation::Standard => {}
        }
    }
    from_flags(&flags)
}
