//! `phase10 export`: a session's score sheet to share: CSV (one row per hand per
//! player), JSON (settings, players, hands, standings) or Markdown (the score pad).

use crate::session::{Session, Standings};
use anyhow::{Context, Result, bail};
use serde_json::json;

use crate::app::cli::Out;
use crate::app::cli::args::ExportArgs;
use crate::app::core::words;
use crate::app::core::words::catalogue::Area::Report;
use crate::app::core::{bgstats, store};
use crate::say;
use crate::session::report;

pub fn run(args: &ExportArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    if args.season.is_some() || args.all {
        return many_plays(args, json);
    }
    let path = match &args.name {
        Some(name) => {
            let home = store::Home::locate()?;
            store::real(&home.path_of(&home.named(name)?))?
        }
        None => store::resolve(file)?,
    };
    let loaded = store::load(&path)?;
    let (session, standings) = (loaded.session(), &loaded.state);
    if args.link && args.format != "bgstats" {
        bail!("{}", say!(Report, "export-link-bgstats"));
    }
    let text = match args.format.as_str() {
        "json" => json_sheet(session, standings),
        "markdown" => markdown(session, standings),
        "bgstats" => {
            let scheme = if args.scheme == "app" {
                bgstats::Scheme::App
            } else {
                bgstats::Scheme::Web
            };
            let made = bgstats::of_game(&path, &loaded, scheme).map(|(link, file)| {
                if args.link {
                    format!("{link}\n")
                } else {
                    serde_json::to_string_pretty(&file).expect("the play serializes") + "\n"
                }
            });
            let Ok(text) = made else {
                let why = say!(Report, "export-unfinished");
                return Ok(if json {
                    Out::json(
                        false,
                        &json!({"ok": false, "exported": false, "reason": why, "exit": 1}),
                    )
                } else {
                    Out::answer(false, format!("{why}\n"))
                });
            };
            text
        }
        _ => csv_sheet(session, standings)?,
    };
    written(args, &text, standings.hands.len(), json, Some(&path))
}

/// The export said, or written to `--output`.
fn written(
    args: &ExportArgs,
    text: &str,
    hands: usize,
    json: bool,
    session: Option<&std::path::Path>,
) -> Result<Out> {
    let Some(output) = &args.output else {
        // Every command's --json prints one JSON object: the JSON sheet itself, or the
        // sheet's text in one.
        if json {
            let object = match args.format.as_str() {
                "json" => serde_json::from_str(text)?,
                "bgstats" if args.link => json!({"format": "bgstats", "link": text.trim_end()}),
                "bgstats" => {
                    json!({"format": "bgstats", "play": serde_json::from_str::<serde_json::Value>(text)?})
                }
                _ => json!({"format": args.format, "sheet": text}),
            };
            return Ok(Out::json(true, &object));
        }
        return Ok(Out::document(text.to_string()));
    };
    // A file the program keeps is never an export's: the game itself, its journal or
    // backup, the data dir, the config.
    if store::is_kept(output, session, crate::app::core::config::path().as_deref()) {
        bail!(
            "{}",
            say!(Report, "export-kept-file", "path" => output.display().to_string())
        );
    }
    store::write_output(output, text.as_bytes())?;
    let what = if args.season.is_some() || args.all {
        crate::app::core::render::count(hands, "play")
    } else {
        crate::app::core::render::count(hands, "hand")
    };
    let said = say!(
        Report,
        "export-wrote",
        "path" => output.display().to_string(),
        "what" => what,
        "format" => args.format.as_str(),
    );
    Ok(if json {
        Out::json(
            true,
            &json!({"written": output.display().to_string(), "format": args.format}),
        )
    } else {
        Out::yes(format!("{said}\n"))
    }
    .landed())
}

/// `--format bgstats --season S` (or `--all`): every finished game of the season in
/// the data dir (each once, whichever laptop played it: a copy waiting beside a game is
/// none), in the order played, as one play file.
fn many_plays(args: &ExportArgs, json: bool) -> Result<Out> {
    let asked = match &args.season {
        Some(typed) => format!("--season {typed}"),
        None => "--all".to_string(),
    };
    if args.format != "bgstats" {
        bail!(
            "{}",
            say!(Report, "export-season-bgstats", "asked" => asked.as_str())
        );
    }
    let season = args
        .season
        .as_deref()
        .map(crate::app::cli::cmd::stats::season)
        .transpose()?;
    let home = store::Home::locate()?;
    let all = bgstats::every_game(Some(&home));
    let firsts = bgstats::Firsts::of(all.iter().map(|(n, l)| (n.as_str(), l.session(), &l.state)));
    let mut games: Vec<&(String, store::Loaded)> = all
        .iter()
        .filter(|(_, l)| {
            let day = l
                .session()
                .created
                .with_timezone(&chrono::Local)
                .date_naive();
            !l.state.winners().is_empty()
                && season
                    .as_ref()
                    .is_none_or(|s| (s.from..=s.to).contains(&day))
        })
        .collect();
    games.sort_by_key(|(name, l)| (l.session().created, name.clone()));
    if games.is_empty() {
        let why = match &season {
            Some(season) => say!(
                Report,
                "export-no-game-season",
                "name" => season.name.as_str(),
                "from" => season.from.to_string(),
                "to" => season.to.to_string(),
            ),
            None => say!(Report, "export-no-game"),
        };
        return Ok(if json {
            Out::json(
                false,
                &json!({"ok": false, "exported": false, "reason": why, "exit": 1}),
            )
        } else {
            Out::answer(false, format!("{why}\n"))
        });
    }
    let sources: Vec<bgstats::Source> = games
        .iter()
        .map(|(name, l)| bgstats::Source {
            session: l.session(),
            standings: &l.state,
            name,
            newcomers: firsts.newcomers(name, l.session(), &l.state),
        })
        .collect();
    let file = bgstats::plays_file(&sources);
    let text = serde_json::to_string_pretty(&file).expect("the plays serialize") + "\n";
    written(args, &text, games.len(), json, None)
}

/// One row per hand per player: hand, dealer, player, phase, made, out, then points and
/// total (twist: position and finished).
fn csv_sheet(session: &Session, standings: &Standings) -> Result<String> {
    let twist = standings.board.is_some();
    let mut w = csv::Writer::from_writer(Vec::new());
    let mut header = vec![
        say!(Report, "export-col-hand"),
        say!(Report, "export-col-dealer"),
        say!(Report, "export-col-player"),
        say!(Report, "export-col-phase"),
        say!(Report, "export-col-made"),
        say!(Report, "export-col-out"),
    ];
    header.extend(if twist {
        [
            say!(Report, "export-col-position"),
            say!(Report, "export-col-finished"),
        ]
    } else {
        [
            say!(Report, "export-col-points"),
            say!(Report, "export-col-total"),
        ]
    });
    header.push(say!(Report, "export-col-note"));
    w.write_record(&header)?;
    let sat = crate::session::seats::sat_down(session, standings);
    for row in &standings.hands {
        for (s, e) in row.entries.iter().enumerate().filter(|(_, e)| e.played) {
            let mut record = vec![
                row.number.to_string(),
                csv_text(&session.players[row.dealer]),
                csv_text(&session.players[s]),
                e.attempt.clone().unwrap_or_default(),
                e.made.to_string(),
                e.out.to_string(),
            ];
            if let Some(board) = &standings.board {
                record.push(board.pawn(e.position, e.finished).to_string());
                record.push(e.finished.to_string());
            } else {
                record.push(e.points.map(|p| p.to_string()).unwrap_or_default());
                record.push(e.total.to_string());
            }
            // A newcomer's first hand: the total they started on, and why.
            record.push(
                sat.iter()
                    .find(|d| d.seat == s && d.from_hand == row.number)
                    .map(|d| csv_text(&words::sat_down(&session.players[s], d)))
                    .unwrap_or_default(),
            );
            w.write_record(&record)?;
        }
    }
    let bytes = w.into_inner().context("writing CSV")?;
    Ok(String::from_utf8(bytes).expect("CSV of UTF-8 text"))
}

/// A cell of text in a CSV sheet: shown by the one rule (no control, bidirectional or
/// invisible mark obeyed), and never read as a formula by a spreadsheet (a cell that
/// starts with `=`, `+`, `-`, `@`, a tab or a return gets a `'` before it).
fn csv_text(text: &str) -> String {
    let shown = crate::app::core::paint::shown_plain(text);
    if shown.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{shown}")
    } else {
        shown.into_owned()
    }
}

/// Text in a Markdown table's cell: shown by the one rule, its `|` escaped (a name
/// `a|b` is one cell), and no line end.
fn markdown_text(text: &str) -> String {
    let text = crate::app::core::paint::shown_plain(text)
        .replace('\\', "\\\\")
        .replace('|', "\\|")
        .replace(['\n', '\r'], " ");
    // A line that starts as a heading, a quote or a list item reads as text.
    if text.starts_with(['#', '>', '-', '+', '*', '=']) {
        format!("\\{text}")
    } else {
        text
    }
}

/// The settings, the players, the hands as recorded, and the standings.
fn json_sheet(session: &Session, standings: &Standings) -> String {
    let mut settings = serde_json::to_value(session).expect("a session serializes");
    if let Some(map) = settings.as_object_mut() {
        for key in ["players", "hand", "play"] {
            map.remove(key);
        }
    }
    let sheet = json!({
        "settings": settings,
        "players": session.players,
        "hands": session.hands,
        "standings": report::status(session, standings),
        "pad": report::pad(session, standings),
    });
    let mut text = crate::app::core::paint::json(&sheet, true);
    text.push('\n');
    text
}

/// The paper score pad as a Markdown table: a row per hand, a column per player.
fn markdown(session: &Session, standings: &Standings) -> String {
    let keeps = session.rules().keeps_score;
    let mut text = format!(
        "**{} · {}**\n\n",
        session.edition,
        crate::app::core::render::count(standings.hands.len(), "hand")
    );
    text.push_str(&format!("| # | {} |", say!(Report, "export-col-dealer")));
    for p in &session.players {
        text.push_str(&format!(" {} |", markdown_text(p)));
    }
    text.push_str("\n|---|---|");
    text.push_str(&"---|".repeat(session.players.len()));
    text.push('\n');
    for row in &standings.hands {
        let number = if row.replay {
            say!(Report, "export-replay", "number" => row.number)
        } else {
            row.number.to_string()
        };
        text.push_str(&format!(
            "| {number} | {} |",
            markdown_text(&session.players[row.dealer])
        ));
        for e in &row.entries {
            if !e.played {
                text.push_str(" – |");
                continue;
            }
            let mark = match (e.out, e.made) {
                (true, _) => say!(Report, "export-mark-out"),
                (false, true) => "✓".to_string(),
                (false, false) => "✗".to_string(),
            };
            let attempt = e.attempt.clone().unwrap_or_default();
            let mut cell = format!("{attempt} {mark}").trim().to_string();
            if let Some(board) = &standings.board {
                cell.push_str(&format!(" → {}", board.pawn(e.position, e.finished)));
            } else if keeps {
                cell.push_str(&format!(" +{} = {}", e.points.unwrap_or(0), e.total));
            }
            text.push_str(&format!(" {cell} |"));
        }
        text.push('\n');
    }
    for d in crate::session::seats::sat_down(session, standings) {
        text.push_str(&format!(
            "\n{}\n",
            markdown_text(&words::sat_down(&session.players[d.seat], &d))
        ));
    }
    match standings.winners()[..] {
        [] => {}
        [w] => text.push_str(&format!(
            "\n{}\n",
            say!(Report, "export-winner", "name" => markdown_text(&session.players[w]))
        )),
        ref shared => text.push_str(&format!(
            "\n{}\n",
            say!(
                Report,
                "export-shared-win",
                "names" => markdown_text(&session.names(shared)),
            )
        )),
    }
    text
}
