//! `phase10 new`: start a session, by flags or by prompts.

use std::str::FromStr;

use crate::rules::edition::{Edition, Variation};
use crate::session::{BadInput, Refusal, Session, check_new_name};
use anyhow::{Result, anyhow, bail};
use chrono::{SubsecRound, Utc};

use crate::app::cli::Out;
use crate::app::cli::args::{EDITIONS, NewArgs};
use crate::app::cli::prompt;
use crate::app::cli::prompt::{Ask, Terminal};
use crate::app::core::settings::{self, Given};
use crate::app::core::words::catalogue::Area::Command;
use crate::app::core::words::{self, Face};
use crate::app::core::{config, games, render, store};
use crate::say;
use crate::session::referee;

pub fn run(args: &NewArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    run_asking(args, file, json, None)
}

/// The same, its questions (where the flags give no edition or players) asked by
/// `asker` (plain mode's lines), or at the terminal.
pub fn run_asking(
    args: &NewArgs,
    file: Option<&std::path::Path>,
    json: bool,
    asker: Option<&mut dyn Ask>,
) -> Result<Out> {
    // The regulars' table: what the flags do not say.
    let merged;
    let (args, table) = match &args.table {
        Some(typed) => {
            let config = load_config()?.ok_or_else(|| {
                anyhow!(
                    "{}",
                    say!(
                        Command,
                        "new-no-config",
                        "typed" => typed.as_str(),
                        "path" => config::path().map_or_else(String::new, |p| p.display().to_string()),
                    )
                )
            })?;
            let (name, t) = config.table(typed)?;
            // The new game speaks its table's language.
            crate::app::core::words::language::opened_game_of(Some(name));
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
        match asker {
            Some(asker) => ask(args, asker)?,
            None if prompt::interactive() => ask(args, &mut Terminal)?,
            None => {
                bail!("{}", say!(Command, "new-give-flags"))
            }
        }
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
    let mut text = say!(
        Command,
        "new-session",
        "edition" => session.edition.to_string(),
        "named" => words::catalogue::yes(name.is_some()),
        "name" => name.unwrap_or_default(),
        "players" => session.players.join(", "),
        "path" => path.display().to_string(),
    );
    text.push('\n');
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
            if Terminal.confirm(
                &say!(Command, "again-anyway", "name" => name.as_str()),
                false,
            )? {
                next.map_err(|r| anyhow!("--again: {name} {}", words::refusal(&r, Face::Hand)))
            } else {
                bail!("{}", say!(Command, "again-force", "name" => name.as_str()))
            }
        }
        Err(r @ Refusal::Input(BadInput::NoWinnerYet { .. } | BadInput::NextGameAlready)) => {
            bail!("--again: {name} {}", words::refusal(&r, Face::Hand))
        }
        Err(r) => bail!("--again: {}", words::refusal(&r, Face::Hand)),
    }
}

/// The config, each table checked as the game it would start (one that would not is
/// kept with its problem and where it is).
pub fn load_config() -> Result<Option<config::Config>> {
    config::load()
}

/// The flags, with what they leave unsaid taken from a table of regulars (a flag of a
/// variation sets the variation whole).
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
        check_new_name(n).map_err(|e| anyhow!("--players: {}", words::refusal::name_error(&e)))?;
    }
    Ok(names)
}

/// A list's phrases, each German one read into the words the file keeps.
fn german_phrases(list: &str) -> String {
    list.split(';')
        .map(|p| crate::app::core::typed::phrase(p.trim()).unwrap_or_else(|| p.to_string()))
        .collect::<Vec<_>>()
        .join("; ")
}

/// The settings the flags give.
pub fn given(args: &NewArgs) -> Result<Given> {
    let phase_list = match &args.phase_list {
        // Each phrase as typed, a German one read into the rulebook's words (the file
        // keeps those); a list's name as it is.
        Some(list) => Some(
            crate::rules::phase_list::parse(&german_phrases(list)).map_err(|e| {
                anyhow!(
                    "--phase-list: {}",
                    crate::app::core::words::refusal::phase_list(&e)
                )
            })?,
        ),
        None => None,
    };
    Ok(Given {
        edition: args.edition.clone(),
        players: match &args.players {
            Some(list) => players(list)?,
            None => Vec::new(),
        },
        dealer: args.dealer.clone(),
        ten_hands: args.ten_hands,
        phases: args.phases,
        even_phases: args.even_phases,
        natural: args.natural.clone(),
        board: args.board.clone(),
        twist_tiebreak: args.twist_tiebreak.clone(),
        go_out: args.go_out.clone(),
        twist_pass: args.twist_pass.clone(),
        runs_wrap: args.runs_wrap,
        phase_list,
    })
}

/// The session the flags start, checked by the one check of settings (the flag at
/// fault named).
pub fn from_flags(args: &NewArgs) -> Result<Session> {
    if args.players.is_none() {
        bail!("{}", say!(Command, "new-give-players"));
    }
    settings::session(&given(args)?, Utc::now().trunc_subsecs(0))
        .map_err(|r| anyhow!("{}: {}", r.flag(), r.why))
}

/// Asks for the edition, the players and the variation.
pub fn ask(args: &NewArgs, ask: &mut dyn Ask) -> Result<Session> {
    let editions: Vec<String> = EDITIONS
        .iter()
        .map(std::string::ToString::to_string)
        .collect();
    let e = ask.select(&say!(Command, "new-ask-edition"), &editions, 0)?;
    let edition = Edition::from_str(EDITIONS[e]).map_err(|e| anyhow!(e))?;
    let rules = edition.rules();
    let (lo, hi) = (rules.min_players, rules.max_players);
    let list = ask.input(
        &say!(Command, "new-ask-players", "lo" => lo, "hi" => hi),
        false,
        &|text| {
            let names = players(text).map_err(|e| e.to_string())?;
            if names.len() < lo || names.len() > hi {
                return Err(say!(
                    Command,
                    "new-ask-players-count",
                    "edition" => edition.to_string(),
                    "lo" => lo,
                    "hi" => hi,
                ));
            }
            if let Some((a, b)) = crate::name::twice(&names) {
                return Err(say!(
                    Command,
                    "new-ask-players-same",
                    "first" => names[a].as_str(),
                    "second" => names[b].as_str(),
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
    let d = ask.select(&say!(Command, "new-ask-dealer"), &names, 0)?;
    flags.dealer = Some(names[d].clone());
    if rules.variations.len() > 1 {
        let labels: Vec<String> = rules
            .variations
            .iter()
            .map(|v| say!(Command, "new-ask-variation-choice", "variation" => v.name()))
            .collect();
        match rules.variations[ask.select(&say!(Command, "new-ask-variation"), &labels, 0)?] {
            Variation::TenHands => flags.ten_hands = true,
            Variation::EvenPhases => flags.even_phases = true,
            Variation::Phases => {
                let n = ask.input(&say!(Command, "new-ask-phases"), false, &|t| match t
                    .parse::<u8>()
                {
                    Ok(n) if (1..=10).contains(&n) => Ok(()),
                    _ => Err(say!(Command, "new-ask-phases-range")),
                })?;
                flags.phases = Some(n.parse()?);
            }
            Variation::Standard => {}
        }
    }
    // The house rules this edition has, none ticked (the rules as printed), unless
    // the flags gave them already.
    if ask_house_rules(args) {
        let keys: Vec<&'static str> = crate::session::record::HOUSE_RULES
            .iter()
            .copied()
            .filter(|key| rules.board.is_some() || !key.starts_with("twist_"))
            .collect();
        let labels: Vec<String> = keys
            .iter()
            .map(|key| {
                format!(
                    "{} ({key})",
                    words::rules::house_rule(&crate::session::record::HouseRule { key, value: "" })
                )
            })
            .collect();
        for i in ask.multi(&say!(Command, "new-ask-house-rules"), &labels)? {
            match keys[i] {
                "natural" => flags.natural = Some("group".into()),
                "go_out" => flags.go_out = Some("discard".into()),
                "runs_wrap" => flags.runs_wrap = Some(true),
                "twist_pass" => flags.twist_pass = Some("any".into()),
                "twist_tiebreak" => flags.twist_tiebreak = Some("face".into()),
                _ => {}
            }
        }
    }
    from_flags(&flags)
}

/// Whether the house rules are asked: none given by a flag.
fn ask_house_rules(args: &NewArgs) -> bool {
    args.natural.is_none()
        && args.go_out.is_none()
        && args.runs_wrap.is_none()
        && args.twist_pass.is_none()
        && args.twist_tiebreak.is_none()
}
