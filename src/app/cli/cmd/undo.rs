//! `phase10 undo` and `phase10 redo`: take back the last change, bring it back.
//!
//! Every change phase10 makes to a session is kept in its journal
//! (`NAME.toml.journal`); undo takes back exactly the newest one, redo brings back
//! what undo took, several steps deep, until a new change ends the chain.

use std::path::Path;

use anyhow::Result;

use crate::app::cli::Out;
use crate::app::core::act;
use crate::app::core::render;
use crate::app::core::words::catalogue::Area::Report;
use crate::say;

pub fn run(file: Option<&Path>, json: bool, redo: bool) -> Result<Out> {
    let act::Stepped { redo, what, after } = act::step(
        file,
        file.is_none(),
        redo,
        crate::app::core::words::Face::Hand,
    )?;
    let verb = if redo { "redone" } else { "undone" };
    if json {
        let mut j = match &after {
            Some(l) => crate::app::core::json::status(l.session(), &l.state),
            None => serde_json::json!({}),
        };
        j[verb] = serde_json::json!(what);
        return Ok(Out::json(true, &j).landed());
    }
    let outcome = after
        .as_ref()
        .map(|l| render::outcome(l.session(), &l.state))
        .unwrap_or_default();
    Ok(Out::yes(format!(
        "{}\n{outcome}",
        say!(
            Report,
            "undo-done",
            "redo" => crate::app::core::words::catalogue::yes(redo),
            "what" => what.as_str(),
        )
    ))
    .landed())
}
