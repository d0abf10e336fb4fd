//! `phase10 new`: start a session, by flags or by prompts.

use std::str::FromStr;

use crate::rules::board::Board;
use crate::rules::edition::{Edition, Variation};
use crate::session::{
    BadInput, GoOut, Refusal, Session, TwistPass, TwistTiebreak, check_new_name, event,
};
use crate::solver::Natural;
use anyhow::{Result, anyhow, bail};
use chrono::{SubsecRound, Utc};

use crate::app::cli::Out;
use crate::app::cli::args::{EDITIONS, NewArgs};
use crate::app::cli::prompt;
use crate::app::cli::prompt::{Ask, Terminal};
use crate::app::core::{act, config, render, store};
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
                merged_args.dealer = deal_moves_on(name, &merged_args);
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
    let state = referee::standings(&session).map_err(|p| anyhow!("{p}"))?;
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
        let (path, name) = make_current(&session, args.name.as_deref(), table.as_deref())?;
        (path, Some(name))
    };
    if json {
        let mut j = crate::app::cli::cmd::status::json(&session, &state);
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

/// A retry of the same `new` (killed, or its report lost): the session of that name is
/// this one, with no hand yet.
fn retried(home: &store::Home, name: &str, session: &Session) -> bool {
    // A session with a journal has had changes: it is no fresh retry.
    let path = home.path_of(name);
    if store::journal::path(&path).exists() {
        return false;
    }
    let Ok(doc) = store::read(&path) else {
        return false;
    };
    let same = |s: &Session| Session {
        created: session.created,
        ..s.clone()
    };
    doc.session().hands.is_empty() && same(doc.session()) == *session
}

/// The session made in the data dir and current: named `name` (or by its date), noted
/// first for undo with the one current before, in one step of the data dir.
fn make_current(
    session: &Session,
    name: Option<&str>,
    table: Option<&str>,
) -> Result<(std::path::PathBuf, String)> {
    let home = store::Home::locate()?;
    // Two `new` at once each get a name; the session and the current pointer change
    // together.
    let _dir = home.lock()?;
    home.settle_created();
    let name = match name {
        Some(n) => {
            // One normal form for a session's file name (NFC, as most systems type).
            let n: String = unicode_normalization::UnicodeNormalization::nfc(n).collect();
            store::check_session_name(&n)?;
            // Session names follow the players' rule: Friday is friday.
            if let Some(there) = home.taken(&n).filter(|t| *t != n) {
                return Err(store::Error::Exists {
                    path: home.path_of(&there),
                }
                .into());
            }
            n
        }
        None => free_name(&home, session, table)?,
    };
    let path = home.path_of(&name);
    // Noted first, for undo: the session it makes, and the one current before.
    let previous = home.current().filter(|c| *c != name);
    if retried(&home, &name, session) {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        home.record_new(&name, previous, &text, || home.set_current(&name))?;
    } else {
        store::make_parent(&path)?;
        let had_lock = store::lock_path(&path).exists();
        let lock = store::lock(&path)?;
        let made = home.record_new(&name, previous, &store::render(session), || {
            home.create_current(&name, session)
        });
        // Refused: nothing is left of it, its lock included.
        if made.is_err() && !had_lock {
            let _ = std::fs::remove_file(store::lock_path(&path));
        }
        drop(lock);
        made?;
    }
    Ok((path, name))
}

/// The next game of the current session's table (see [`event::next_game`]), or why not.
fn again_session(dealer: Option<&str>, force: bool) -> Result<(String, Result<Session, Refusal>)> {
    let home = store::Home::locate()?;
    let Some(name) = home.current() else {
        bail!("--again: no current session to follow; start one with phase10 new --players");
    };
    let last = store::load(&home.path_of(&name))?;
    let next = event::next_game(last.session(), &last.state, dealer, force, act::now());
    Ok((name, next))
}

/// The next game of the current session's table: made in the data dir, current.
pub fn next_game(
    dealer: Option<&str>,
    force: bool,
) -> Result<(String, store::Loaded), act::Failed> {
    let (_, next) = again_session(dealer, force)?;
    let session = next.map_err(act::Failed::Refused)?;
    let (path, name) = make_current(&session, None, None)?;
    Ok((name, store::load(&path)?))
}

/// `new --again`: the next game, where the one before has no winner only with
/// `--force` (or a yes at the terminal).
fn again(args: &NewArgs) -> Result<Session> {
    let (name, next) = again_session(args.dealer.as_deref(), args.force)?;
    match next {
        Ok(session) => Ok(session),
        Err(Refusal::Input(BadInput::NoWinnerYet { .. })) if prompt::interactive() => {
            let (_, next) = again_session(args.dealer.as_deref(), true)?;
            let what = format!("{name} has no winner yet");
            if Terminal.confirm(&format!("{what}: start the next game anyway?"), false)? {
                next.map_err(|r| anyhow!("--again: {name} {r}"))
            } else {
                bail!("--again: {what}: add --force to start the next game anyway")
            }
        }
        Err(r @ Refusal::Input(BadInput::NoWinnerYet { .. } | BadInput::NextGameAlready)) => {
            bail!("--again: {name} {r}")
        }
        Err(r) => bail!("--again: {r}"),
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

/// A table's next game: the first deal moves on from its last game in the data dir
/// (the player after that game's first dealer, among those playing now).
fn deal_moves_on(table: &str, args: &NewArgs) -> Option<String> {
    let home = store::Home::locate().ok()?;
    let prefix = format!("{}-", store::session_name_of(table));
    // The table's games: those that say they were started from it, and those named
    // after it that say no table (made before sessions said theirs).
    let of_table = |d: &crate::session::document::Document, n: &str| match &d.session().table {
        Some(t) => crate::name::same(t, table),
        None => n.starts_with(&prefix),
    };
    // Newest written first: a game is written when it is made and after, so once the
    // files left were written before the latest game found was made, none of them is
    // later (a data dir of a thousand games reads a few).
    let mut by_written: Vec<(Option<std::time::SystemTime>, String)> = home
        .list()
        .ok()?
        .into_iter()
        .map(|n| {
            let written = std::fs::metadata(home.path_of(&n))
                .and_then(|m| m.modified())
                .ok();
            (written, n)
        })
        .collect();
    by_written.sort_by_key(|w| std::cmp::Reverse(w.0));
    let mut last: Option<(
        crate::session::document::Document,
        Option<std::time::SystemTime>,
    )> = None;
    for (written, n) in by_written {
        if let (Some((best, _)), Some(w)) = (&last, written)
            && chrono::DateTime::<chrono::Utc>::from(w) < best.session().created
        {
            break;
        }
        let Some(d) = store::read(&home.path_of(&n))
            .ok()
            .filter(|d| of_table(d, &n))
        else {
            continue;
        };
        // Made the same second: the file written last is the later game.
        let later = last.as_ref().is_none_or(|(best, best_written)| {
            (d.session().created, written) > (best.session().created, *best_written)
        });
        if later {
            last = Some((d, written));
        }
    }
    let last = last?.0;
    let before = last.session();
    let now = players(args.players.as_deref()?).ok()?;
    let first = before.seat(&before.dealer)?;
    // After the last first dealer, in the last game's seating, the first playing now.
    (1..=before.players.len())
        .map(|k| &before.players[(first + k) % before.players.len()])
        .find_map(|p| now.iter().find(|n| crate::name::same(n, p)).cloned())
}

/// Today's date (after the table's name, if any), with -2, -3… when taken.
fn free_name(home: &store::Home, session: &Session, table: Option<&str>) -> Result<String> {
    let date = session.created.format("%Y-%m-%d").to_string();
    let base = match table {
        Some(t) => format!("{}-{date}", store::session_name_of(t)),
        None => date,
    };
    let taken = home.list()?;
    let mut name = base.clone();
    let mut i = 2;
    while taken.contains(&name) {
        name = format!("{base}-{i}");
        i += 1;
    }
    Ok(name)
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
    referee::standings(&s).map_err(|p| anyhow!("{p}"))?;
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
