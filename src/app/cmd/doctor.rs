//! `phase10 doctor`: check a session file and explain what is wrong.

use anyhow::Result;
use serde_json::json;

use super::super::{Out, config, store};

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    // The config first: a table of regulars that does not read is said with its line.
    let problems: Vec<String> = match super::new::load_config() {
        Err(e) => vec![format!("{e:#}")],
        Ok(c) => c
            .map(|c| {
                c.general
                    .into_iter()
                    .chain(c.problems.into_values())
                    .collect()
            })
            .unwrap_or_default(),
    };
    if problems.is_empty() {
        return session(file, json);
    }
    // The session is checked too: a config at fault hides nothing of it.
    let (session_ok, session_text, session_json) = match session(file, true) {
        Ok(out) => {
            let j: serde_json::Value =
                serde_json::from_str(&out.text).unwrap_or(serde_json::Value::Null);
            let text = match session(file, false) {
                Ok(o) => o.text,
                Err(e) => format!("{e:#}\n"),
            };
            (j["ok"] == true, text, j)
        }
        // No session to check (none current): the config alone.
        Err(_) => (true, String::new(), serde_json::Value::Null),
    };
    if json {
        let mut all = problems.clone();
        if !session_ok {
            all.extend(session_json["problem"].as_str().map(str::to_string));
        }
        let mut j = json!({"config": config::path().map(|p| p.display().to_string()), "ok": false, "problem": problems[0], "problems": all});
        for key in ["file", "hint"] {
            if !session_json[key].is_null() {
                j[key] = session_json[key].clone();
            }
        }
        return Ok(Out::json(false, &j));
    }
    Ok(Out::answer(
        false,
        format!("{}\n{session_text}", problems.join("\n")),
    ))
}

/// The session file (and its journal) checked: fine, or what is wrong and how to mend it.
fn session(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    // The journal is checked too: one that does not read blocks every change.
    let journal = store::journal::Journal::load(&path);
    let mut journal_only = false;
    let problem = match (store::load(&path), journal) {
        (Ok(_), Err(e)) => {
            journal_only = true;
            format!("{e:#}")
        }
        (Ok(l), Ok(mut journal)) => {
            let note = if journal.reconcile(&l.doc) {
                " (the journal's last step never reached the file: the next change takes it off)"
            } else {
                ""
            };
            let msg = format!(
                "{}: fine: a {} game of {}, {} played{note}",
                path.display(),
                l.session().edition,
                super::super::render::count(l.session().players.len(), "player"),
                super::super::render::count(l.state.hands.len(), "hand")
            );
            return Ok(if json {
                Out::json(
                    true,
                    &json!({"file": path.display().to_string(), "ok": true, "problem": null}),
                )
            } else {
                Out::yes(format!("{msg}\n"))
            });
        }
        (Err(e), _) => format!("{e:#}"),
    };
    let bak = store::backup_path(&path);
    let by_hand = "Fix the line above by hand (the file is plain TOML); phase10 changes nothing until it replays.";
    let hint = match (bak.exists(), store::load(&bak)) {
        _ if journal_only => {
            "The session itself is sound; only undo and redo need the journal.".to_string()
        }
        (true, Ok(_)) => format!(
            "The previous version is in {} and is sound: copy it back, or fix the line above by hand.",
            bak.display()
        ),
        // A backup that cannot help is said, not skipped.
        (true, Err(e)) => format!("{by_hand} The previous version cannot help: {e}"),
        (false, _) => by_hand.to_string(),
    };
    if json {
        return Ok(Out::json(
            false,
            &json!({"file": path.display().to_string(), "ok": false, "problem": problem, "hint": hint}),
        ));
    }
    Ok(Out::answer(false, format!("{problem}\n{hint}\n")))
}
