//! `phase10 doctor`: check a session file and explain what is wrong.

use anyhow::Result;
use serde_json::json;

use super::super::{Out, store};

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let problem = match store::load(&path) {
        Ok(l) => {
            let msg = format!(
                "{}: fine: {} {} hands, {} players",
                path.display(),
                l.session().edition,
                l.state.hands.len(),
                l.session().players.len()
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
        Err(e) => format!("{e:#}"),
    };
    let bak = store::backup_path(&path);
    let by_hand = "Fix the line above by hand (the file is plain TOML); phase10 changes nothing until it replays.";
    let hint = match (bak.exists(), store::load(&bak)) {
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
