//! `phase10 sessions`: list, switch, remove.

use anyhow::{Result, bail};
use serde_json::json;

use crate::app::cli::Out;
use crate::app::cli::args::{SessionsAction, SessionsArgs};
use crate::app::cli::prompt;
use crate::app::cli::prompt::{Ask, Terminal};
use crate::app::core::words::catalogue::Area::Report;
use crate::app::core::words::sync as said;
use crate::app::core::{render, store};
use crate::say;

pub fn run(args: &SessionsArgs, json: bool) -> Result<Out> {
    let home = store::Home::locate()?;
    match &args.action {
        None | Some(SessionsAction::List) => list(&home, json),
        Some(SessionsAction::Switch { name }) => {
            // Refused before anything is made in the data dir.
            home.named(name)?;
            let _dir = home.lock()?;
            // (What a change of the data dir killed half-way left is finished first.)
            home.settle_created();
            let name = &home.named(name)?;
            let path = home.path_of(name);
            store::load(&path)?;
            home.set_current(name)?;
            Ok(if json {
                Out::json(true, &json!({"current": name}))
            } else {
                Out::yes(format!(
                    "{}\n",
                    say!(Report, "sessions-current", "name" => name.as_str())
                ))
            }
            .landed())
        }
        Some(SessionsAction::Remove { name, yes }) => {
            let name = &home.named(name)?;
            let path = home.path_of(name);
            if !path.exists() {
                bail!(
                    "{}",
                    say!(
                        Report,
                        "sessions-no-such",
                        "name" => name.as_str(),
                        "dir" => home.sessions().display().to_string(),
                    )
                );
            }
            if !yes {
                if !prompt::interactive() {
                    bail!(
                        "{}",
                        say!(Report, "sessions-remove-confirm", "name" => name.as_str())
                    );
                }
                if !Terminal.confirm(
                    &say!(Report, "sessions-remove-ask", "name" => name.as_str()),
                    false,
                )? {
                    bail!("{}", say!(Report, "sessions-not-removed"));
                }
            }
            let _dir = home.lock()?;
            home.settle_created();
            let lock = store::lock(&path)?;
            let was_current = home.current().as_deref() == Some(name.as_str());
            // One step: see `Home::remove`.
            home.remove(name, was_current)?;
            drop(lock);
            let remaining: Vec<String> = home.list().unwrap_or_default();
            Ok(if json {
                Out::json(
                    true,
                    &json!({"removed": name, "was_current": was_current, "remaining": remaining}),
                )
            } else {
                let mut text = format!(
                    "{}\n",
                    say!(Report, "sessions-removed", "name" => name.as_str())
                );
                if was_current {
                    text.push_str(&match remaining.as_slice() {
                        [] => say!(Report, "sessions-none-left"),
                        [one] => say!(Report, "sessions-one-left", "name" => one.as_str()),
                        more => say!(Report, "sessions-left", "names" => more.join(", ")),
                    });
                    text.push('\n');
                }
                Out::yes(text)
            }
            .landed())
        }
    }
}

struct Row {
    name: String,
    edition: String,
    players: String,
    /// The players shorter, for a narrow terminal: first names, or how many.
    first_names: String,
    count: String,
    hands: String,
    state: String,
    created: String,
}

fn row(home: &store::Home, name: &str) -> Row {
    let path = home.path_of(name);
    match store::load(&path) {
        Ok(l) => Row {
            name: name.to_string(),
            edition: l.session().edition.to_string(),
            players: l.session().players.join(", "),
            first_names: render::short_names(&l.session().players, 12).join(", "),
            count: render::count(l.session().players.len(), "player"),
            hands: l.state.hands.len().to_string(),
            state: match l.state.winners()[..] {
                [] => say!(Report, "sessions-in-play"),
                [w] => say!(Report, "sessions-won-by", "name" => l.session().players[w].as_str()),
                ref shared => {
                    say!(Report, "sessions-shared-by", "names" => l.session().names(shared))
                }
            },
            created: l.session().created.format("%Y-%m-%d %H:%M").to_string(),
        },
        Err(e) => Row {
            name: name.to_string(),
            edition: "?".into(),
            players: String::new(),
            first_names: String::new(),
            count: String::new(),
            hands: String::new(),
            state: say!(Report, "sessions-broken", "problem" => format!("{e:#}")),
            created: String::new(),
        },
    }
}

fn list(home: &store::Home, json: bool) -> Result<Out> {
    let current = home.current();
    let names = home.list()?;
    // (A copy a sync keeps beside a session is no session: it is said after them.)
    let waiting = home.copies();
    let notes: String = said::waiting(&waiting)
        .into_iter()
        .flat_map(|l| [l, "\n".to_string()])
        .collect();
    // Each session is read and replayed on its own: spread them over the cores.
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .min(8);
    let chunk = names.len().div_ceil(threads).max(1);
    let rows: Vec<Row> = std::thread::scope(|scope| {
        let workers: Vec<_> = names
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || part.iter().map(|name| row(home, name)).collect::<Vec<_>>())
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a listing thread panicked"))
            .collect()
    });
    if json {
        let list: Vec<_> = rows
            .iter()
            .map(|r| {
                json!({
                    "name": r.name, "current": current.as_deref() == Some(r.name.as_str()),
                    "edition": r.edition, "players": r.players, "hands": r.hands.parse::<usize>().ok(),
                    "state": r.state, "created": r.created,
                })
            })
            .collect();
        return Ok(Out::json(
            true,
            &json!({"sessions": list, "current": current, "copies_waiting": said::waiting_json(&waiting)}),
        ));
    }
    if rows.is_empty() {
        return Ok(Out::yes(format!(
            "{}\n",
            say!(Report, "sessions-none", "dir" => home.sessions().display().to_string())
        )));
    }
    // As much as the terminal holds without breaking a word: every name, then first
    // names, then how many (and the day without its time).
    let width = render::width();
    let build = |short: usize| {
        let mut t = render::table();
        t.set_header(crate::app::core::render::row([
            String::new(),
            say!(Report, "sessions-col-name"),
            say!(Report, "sessions-col-edition"),
            say!(Report, "sessions-col-players"),
            say!(Report, "sessions-col-hands"),
            say!(Report, "sessions-col-state"),
            say!(Report, "sessions-col-created"),
        ]));
        for r in &rows {
            let mark = if current.as_deref() == Some(r.name.as_str()) {
                "*"
            } else {
                ""
            };
            let players = match short {
                0 => r.players.clone(),
                1 => r.first_names.clone(),
                _ => r.count.clone(),
            };
            let created = if short < 2 {
                r.created.clone()
            } else {
                r.created.split(' ').next().unwrap_or_default().to_string()
            };
            t.add_row(crate::app::core::render::row([
                mark.to_string(),
                r.name.clone(),
                r.edition.clone(),
                players,
                r.hands.clone(),
                r.state.clone(),
                created,
            ]));
        }
        t
    };
    let Some(t) = (0..3).map(build).find(|t| render::fits(t, width)) else {
        // Narrower still: a line a session, wrapped at words.
        let mut text = String::new();
        for r in &rows {
            let mark = if current.as_deref() == Some(r.name.as_str()) {
                "* "
            } else {
                ""
            };
            let items = [
                format!("{mark}{}:", r.name),
                format!("{},", r.edition),
                format!("{},", r.count),
                format!("{},", render::count(r.hands.parse().unwrap_or(0), "hand")),
                format!("{},", r.state),
                r.created.split(' ').next().unwrap_or_default().to_string(),
            ];
            text.push_str(render::fold(&items, width, "  ", " ").trim_start());
        }
        text.push_str(&notes);
        return Ok(Out::yes(text));
    };
    Ok(Out::yes(format!("{}\n{notes}", render::drawn(&t))))
}
