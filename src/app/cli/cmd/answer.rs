//! What a command's change comes to, decided in one place for every command that
//! changes the record (`lay`, `hit`, `flip`, `dealer`, `hand`, `edit`, `end`, `players`):
//!
//! - done: its outcome said (text or JSON), exit 0;
//! - refused by the rules: exit 1, the reason on standard output ("not laid: …"), and
//!   with `--json` one object `{"ok": false, KEY: false, "reason": …, "exit": 1}`
//!   (`"player"` too where the change is a player's play);
//! - input that does not make sense, or trouble: exit 2, one line on standard error,
//!   and with `--json` `{"error": …, "exit": 2}`; nothing changed.

use anyhow::Result;

use crate::app::cli::Out;
use crate::app::core::act::{self, Failed, Recorded};
use crate::app::core::words::{self, Face};
use crate::app::core::{paint, said, store};
use crate::session::{Record, Refusal};

/// How a command names its change where it is refused: the words before the reason
/// ("not laid"), the JSON key that says false (`"laid"`), and whose play it was.
pub struct Refused<'a> {
    pub prefix: Prefix<'a>,
    pub key: &'a str,
    pub player: Option<&'a str>,
}

/// The words before a refusal's reason: what was not done ("not laid"), or the
/// command that was refused (`players add`).
#[derive(Clone, Copy)]
pub enum Prefix<'a> {
    /// The message (`command.ftl`) that says what was not done.
    Not(&'static str),
    /// The command, as typed.
    Command(&'a str),
}

impl Prefix<'_> {
    fn words(self) -> String {
        match self {
            Prefix::Not(id) => crate::app::core::words::catalogue::say(
                crate::app::core::words::catalogue::Area::Command,
                id,
                [],
            ),
            Prefix::Command(command) => command.to_string(),
        }
    }
}

/// A change of the record made at `path` under its lock, and what it comes to.
pub fn change(
    path: &std::path::Path,
    record: &Record,
    refused: &Refused,
    face: Face,
    json: bool,
) -> Result<Out> {
    let _lock = store::lock(path)?;
    let loaded = store::load(path)?;
    let done = act::record_loaded(&loaded, record);
    // A player named as the table names them, said as the file spells them.
    let player = refused.player.map(|p| loaded.session().typed_name(p));
    decide(
        done,
        &Refused {
            player: player.as_deref(),
            ..*refused
        },
        face,
        json,
    )
}

/// The one exit decision: a change done, refused by the rules, or not made.
pub fn decide(
    done: Result<Recorded, Failed>,
    refused: &Refused,
    face: Face,
    json: bool,
) -> Result<Out> {
    match done {
        Ok(done) => Ok(said(&done, json)),
        Err(Failed::Refused(r)) => refusal(&r, refused, face, json),
        Err(Failed::Trouble(e)) => Err(e),
    }
}

/// A refusal as the command line says it: by the rules, exit 1 on standard output;
/// else an error (exit 2).
pub fn refusal(r: &Refusal, refused: &Refused, face: Face, json: bool) -> Result<Out> {
    let reason = words::refusal(r, face);
    if !r.is_ruling() {
        anyhow::bail!("{}: {reason}", refused.prefix.words());
    }
    if json {
        let mut j = serde_json::json!({"ok": false, "reason": reason, "exit": 1});
        if let Some(name) = refused.player {
            j["player"] = serde_json::json!(name);
        }
        j[refused.key] = serde_json::json!(false);
        // Cards that are not the phase: the smallest fix, as check gives it.
        if let Refusal::Rule(crate::session::Ruling::NotThePhase { judged, .. }) = r
            && let Some(fix) = judged.verdict.fix()
        {
            j["fix"] = crate::app::core::json::fix(fix);
        }
        return Ok(Out::json(false, &j));
    }
    Ok(Out::answer(
        false,
        format!("{}: {reason}\n", paint::bad(&refused.prefix.words())),
    ))
}

/// A change of the record made, as the command line says it (text or JSON); the change
/// has landed.
pub fn said(done: &Recorded, json: bool) -> Out {
    let (session, state, outcome) = (done.after.session(), &done.after.state, &done.outcome);
    let out = if json {
        Out::json(true, &said::json(session, state, outcome))
    } else {
        Out::yes(said::text(session, state, outcome))
    };
    if matches!(outcome, crate::session::Outcome::Unchanged { .. }) {
        out
    } else {
        out.landed()
    }
}
