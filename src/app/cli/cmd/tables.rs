//! `phase10 tables`: the regulars kept in the config (`[table.NAME]`): list them, keep
//! the current session's table as one, take one out. The config is edited in place.

use crate::session::seats;
use anyhow::Result;
use serde_json::json;

use crate::app::cli::Out;
use crate::app::cli::args::{TablesAction, TablesArgs};
use crate::app::core::words::catalogue::Area::Report;
use crate::app::core::{config, render, store};
use crate::say;

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
            Ok(Out::yes(format!(
                "{}\n",
                say!(
                    Report,
                    "tables-removed",
                    "name" => name.as_str(),
                    "path" => path.display().to_string(),
                )
            ))
            .landed())
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
            "{}\n",
            say!(Report, "tables-none", "path" => path.as_str())
        )));
    };
    let mut t = render::table();
    t.set_header(crate::app::core::render::row([
        say!(Report, "tables-col-table"),
        say!(Report, "tables-col-edition"),
        say!(Report, "tables-col-players"),
        say!(Report, "tables-col-house-rules"),
    ]));
    for (name, r) in tables {
        let mut rules = Vec::new();
        if r.ten_hands {
            rules.push(say!(Report, "tables-rule-ten-hands"));
        }
        if let Some(n) = r.phases {
            rules.push(say!(Report, "tables-rule-phases-win", "count" => n));
        }
        if r.even_phases {
            rules.push(say!(Report, "tables-rule-even-phases"));
        }
        if r.natural.as_deref() == Some("group") {
            rules.push(say!(Report, "tables-rule-natural"));
        }
        if r.twist_tiebreak.as_deref() == Some("face") {
            rules.push(say!(Report, "tables-rule-tiebreak"));
        }
        if r.go_out.as_deref() == Some("discard") {
            rules.push(say!(Report, "tables-rule-go-out"));
        }
        if r.twist_pass.as_deref() == Some("any") {
            rules.push(say!(Report, "tables-rule-twist-pass"));
        }
        if r.runs_wrap() == Some(true) {
            rules.push(say!(Report, "tables-rule-runs-wrap"));
        }
        if let Some(list) = &r.phase_list {
            rules.push(say!(Report, "tables-rule-own-phases", "count" => list.len()));
        }
        t.add_row(crate::app::core::render::row([
            name.clone(),
            r.edition.clone().unwrap_or_else(|| "classic".into()),
            r.players.join(", "),
            rules.join(", "),
        ]));
    }
    // A table that would not start a game is said with why (the others still do).
    let mut text = format!(
        "{}\n{}\n",
        render::drawn(&t),
        say!(Report, "tables-in", "path" => path.as_str())
    );
    for p in config.iter().flat_map(|c| c.problems.values()) {
        text.push_str(&say!(Report, "tables-not-usable", "problem" => p.as_str()));
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
        "{}\n",
        say!(
            Report,
            "tables-kept",
            "name" => name,
            "edition" => session.edition.to_string(),
            "players" => regulars.players.join(", "),
            "path" => path.display().to_string(),
        )
    ))
    .landed())
}
