//! `phase10 undo`: take back the last change.
//!
//! Each write keeps the previous file as `PATH.bak`. When the current file is that
//! backup plus one change (a hand recorded, or one hand edited), undo restores the
//! backup byte for byte; otherwise it removes the last hand.

use anyhow::{Result, bail};
use phase10::session::Session;

use super::super::{Out, store};

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let _lock = store::lock(&path)?;
    let l = store::load(&path)?;
    let bak = store::backup_path(&path);
    let restored = std::fs::read_to_string(&bak).ok().and_then(|text| {
        let before = store::parse(&bak, &text).ok()?;
        let state = before.replay().ok()?;
        one_change(&before, &l.session).then_some((text, before, state))
    });
    let (what, after, state) = match restored {
        Some((text, before, state)) => {
            let what = describe(&before, &l.session);
            store::write_atomic(&path, text.as_bytes(), false)?;
            let _ = std::fs::remove_file(&bak);
            (what, before, state)
        }
        None => {
            let mut s = l.session.clone();
            if s.hands.pop().is_none() {
                bail!("nothing to undo: no hands recorded in {}", path.display());
            }
            let state = s.replay().map_err(|p| anyhow::anyhow!("{p}"))?;
            store::save(&path, &s, &state)?;
            (format!("removed hand {}", l.session.hands.len()), s, state)
        }
    };
    if json {
        let mut j = super::status::json(&after, &state);
        j["undone"] = serde_json::json!(what);
        return Ok(Out::json(true, &j));
    }
    Ok(Out::yes(format!(
        "undone: {what}\n{}",
        super::super::render::outcome(&after, &state)
    )))
}

/// `now` is `before` with one hand added or one hand changed.
fn one_change(before: &Session, now: &Session) -> bool {
    let same_settings = Session {
        hands: Vec::new(),
        ..before.clone()
    } == Session {
        hands: Vec::new(),
        ..now.clone()
    };
    if !same_settings {
        return false;
    }
    let (b, n) = (&before.hands, &now.hands);
    if n.len() == b.len() + 1 {
        return n[..b.len()] == b[..];
    }
    n.len() == b.len() && b.iter().zip(n).filter(|(x, y)| x != y).count() == 1
}

fn describe(before: &Session, now: &Session) -> String {
    if now.hands.len() > before.hands.len() {
        format!("removed hand {}", now.hands.len())
    } else {
        let i = before
            .hands
            .iter()
            .zip(&now.hands)
            .position(|(x, y)| x != y)
            .unwrap_or(0);
        format!("restored hand {} as it was before the edit", i + 1)
    }
}
