//! `phase10 tables`: the regulars kept in the config (`[table.NAME]`): list them, keep
//! the current session's table as one, take one out. The config is edited in place.

use crate::session::seats;
use anyhow::Result;
use serde_json::json;

use crate::app::cli::Out;
use crate::app::cli::args::{TablesAction, TablesArgs};
use crate::app::core::{config, render, store};

pub fn run(args: &TablesArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    match &args.action {
        None | Some(TablesAction::List) => list(json),
        Some(TablesAction::Save { name, force }) => save(name, *force, file, json),
        Some(TablesAction::Remove { name }) => {
            let (name, path) = config::remove_table(name)?;
            if json {
                return Ok(Out::json(
                    true,
                    &json!({"removed": name, "config": path.display().to_string()}),
                )
                .landed());
            }
            Ok(Out::yes(format!("removed table {name} from {}\n", path.display())).landed())
        }
    }
}

fn list(json: bool) -> Result<Out> {
    let config = crate::app::cli::cmd::new::load_config()?;
    let path = config::path().map_or_else(String::new, |p| p.display().to_string());
    let tables = config.as_ref().map(|c| &c.tables);
    if json {
        let list: Vec<_> = tables
            .into_iter()
            .flatten()
            .map(|(name, t)| {
                let problem = config.as_ref().and_then(|c| c.problems.get(name));
                json!({
                    "name": name,
                    "players": t.players,
                    "edition": t.edition.as_deref().unwrap_or("classic"),
                    "natural": t.natural.as_deref().unwrap_or("phase"),
                    "go_out": t.go_out.as_deref().unwrap_or("any"),
                    "runs_wrap": t.runs_wrap().unwrap_or(false),
                    "twist_pass": t.twist_pass.as_deref(),
                    "twist_tiebreak": t.twist_tiebreak.as_deref(),
                    "board": t.board.as_deref(),
                    "phase_list": t.phase_list,
                    "problem": problem,
                })
            })
            .collect();
        return Ok(Out::json(true, &json!({"config": path, "tables": list})));
    }
    let Some(tables) = tables.filter(|t| !t.is_empty()) else {
        return Ok(Out::yes(format!(
            "No tables yet in {path}: phase10 tables save NAME keeps the current session's table as NAME\n"
        )));
    };
    let mut t = render::table();
    t.set_header(crate::app::core::render::row([
        "table",
        "edition",
        "players",
        "house rules",
    ]));
    for (name, r) in tables {
        let mut rules = Vec::new();
        if r.ten_hands {
            rules.push("ten hands".to_string());
        }
        if let Some(n) = r.phases {
            rules.push(format!("{n} phases win"));
        }
        if r.even_phases {
            rules.push("even phases".into());
        }
        if r.natural.as_deref() == Some("group") {
            rules.push("natural = group".into());
        }
        if r.twist_tiebreak.as_deref() == Some("face") {
            rules.push("face-value tiebreak".into());
        }
        if r.go_out.as_deref() == Some("discard") {
            rules.push("go out by a discard".into());
        }
        if r.twist_pass.as_deref() == Some("any") {
            rules.push("any move passes Phase 10".into());
        }
        if r.runs_wrap() == Some(true) {
            rules.push("runs go on from 12 to 1".into());
        }
        if let Some(list) = &r.phase_list {
            rules.push(format!("own phases ({})", list.len()));
        }
        t.add_row(crate::app::core::render::row([
            name.clone(),
            r.edition.clone().unwrap_or_else(|| "classic".into()),
            r.players.join(", "),
            rules.join(", "),
        ]));
    }
    // A table that would not start a game is said with why (the others still do).
    let mut text = format!("{}\n(in {path})\n", render::drawn(&t));
    for p in config.iter().flat_map(|c| c.problems.values()) {
        text.push_str("not usable: ");
        text.push_str(p);
        text.push('\n');
    }
    Ok(Out::yes(text))
}

fn save(name: &str, force: bool, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let loaded = store::load(&store::resolve(file)?)?;
    let session = loaded.session();
    let at_table = seats::sitting(session, loaded.state.hands.len() + 1);
    let regulars = config::regulars_of(session, &loaded.state, &at_table);
    let path = config::save_table(name, &regulars, force)?;
    if json {
        return Ok(Out::json(
            true,
            &json!({"saved": name, "players": regulars.players, "config": path.display().to_string()}),
        )
        .landed());
    }
    Ok(Out::yes(format!(
        "kept table {name} ({}, {}) in {}: phase10 new --table {name} starts its next game\n",
        session.edition,
        regulars.players.join(", "),
        path.display()
    ))
    .landed())
}
