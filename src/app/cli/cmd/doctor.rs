//! `phase10 doctor`: check a session file and explain what is wrong.

use anyhow::Result;
use serde_json::json;

use crate::app::cli::Out;
use crate::app::core::words::catalogue::{Area::Report, yes};
use crate::app::core::{config, store};
use crate::say;

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    // The config first: a table of regulars that does not read is said with its line.
    let mut problems: Vec<String> = match crate::app::cli::cmd::new::load_config() {
        Err(e) => vec![crate::app::core::paint::cut_echoes(&format!("{e:#}"))],
        Ok(c) => c
            .map(|c| {
                c.general
                    .into_iter()
                    .chain(c.problems.into_values())
                    .collect()
            })
            .unwrap_or_default(),
    };
    // A game changed on two laptops between syncs: its copy waits for a choice.
    if file.is_none()
        && let Ok(home) = store::Home::locate()
    {
        problems.extend(crate::app::core::words::sync::waiting(&home.copies()));
    }
    let checked = session(file);
    if problems.is_empty() {
        return checked.map(|c| c.out(json));
    }
    // The session is checked too: a config at fault hides nothing of it (where there
    // is none to check, none current, the config alone).
    let checked = checked.ok();
    if json {
        let mut all = problems.clone();
        let mut j = json!({"config": config::path().map(|p| p.display().to_string()), "ok": false, "problem": problems[0]});
        if let Some(c) = &checked {
            all.extend(c.problem.clone());
            j["file"] = json!(c.path.display().to_string());
            if let Some(hint) = &c.hint {
                j["hint"] = json!(hint);
            }
        }
        j["problems"] = json!(all);
        return Ok(Out::json(false, &j));
    }
    let session_text = checked.map(|c| c.out(false).text).unwrap_or_default();
    Ok(Out::answer(
        false,
        format!("{}\n{session_text}", problems.join("\n")),
    ))
}

/// A session file checked: what it is, or what is wrong and how to mend it.
struct Checked {
    path: std::path::PathBuf,
    /// "F: fine: a classic game of 3 players, 4 hands played" where it is sound.
    fine: String,
    problem: Option<String>,
    hint: Option<String>,
}

impl Checked {
    fn out(&self, json: bool) -> Out {
        let file = self.path.display().to_string();
        match (&self.problem, json) {
            (None, true) => Out::json(true, &json!({"file": file, "ok": true, "problem": null})),
            (None, false) => Out::yes(format!("{}\n", self.fine)),
            (Some(problem), true) => Out::json(
                false,
                &json!({"file": file, "ok": false, "problem": problem, "hint": self.hint}),
            ),
            (Some(problem), false) => Out::answer(
                false,
                format!("{problem}\n{}\n", self.hint.as_deref().unwrap_or_default()),
            ),
        }
    }
}

/// The session file (and its journal) checked: fine, or what is wrong and how to mend it.
fn session(file: Option<&std::path::Path>) -> Result<Checked> {
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
            let pending = journal.reconcile(&l.doc);
            let msg = say!(
                Report,
                "doctor-fine",
                "path" => path.display().to_string(),
                "edition" => l.session().edition.to_string(),
                "players" => crate::app::core::render::count(l.session().players.len(), "player"),
                "hands" => crate::app::core::render::count(l.state.hands.len(), "hand"),
                "pending" => yes(pending),
            );
            return Ok(Checked {
                path,
                fine: msg,
                problem: None,
                hint: None,
            });
        }
        (Err(e), _) => format!("{e:#}"),
    };
    let bak = store::backup_path(&path);
    let by_hand = say!(Report, "doctor-by-hand");
    let hint = match (bak.exists(), store::load(&bak)) {
        _ if journal_only => say!(Report, "doctor-journal-only"),
        (true, Ok(_)) => say!(
            Report,
            "doctor-backup-sound",
            "path" => bak.display().to_string(),
        ),
        // A backup that cannot help is said, not skipped.
        (true, Err(e)) => format!(
            "{by_hand} {}",
            say!(Report, "doctor-backup-broken", "problem" => e.to_string())
        ),
        (false, _) => by_hand,
    };
    // A hand-edited name of a million characters is quoted as the terminal cuts it.
    let problem = crate::app::core::paint::cut_echoes(&problem);
    Ok(Checked {
        path,
        fine: String::new(),
        problem: Some(problem),
        hint: Some(hint),
    })
}
