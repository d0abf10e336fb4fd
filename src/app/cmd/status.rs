//! `phase10 status`: the standings.

use anyhow::Result;
use phase10::session::{Session, Standings};
use serde_json::Value;

use super::super::cli::StatusArgs;
use super::super::{Out, render, store};
use phase10::session::report;

pub fn run(args: &StatusArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let l = store::load(&path)?;
    if json {
        return Ok(Out::json(true, &self::json(l.session(), &l.state)));
    }
    let mut text = render::status(l.session(), &l.state, args.show_saved);
    text.push_str(&render::outcome(l.session(), &l.state));
    Ok(Out::yes(text))
}

/// The standings as JSON (the contract of issue #3, plus twist and masters fields).
pub fn json(session: &Session, state: &Standings) -> Value {
    serde_json::to_value(report::status(session, state)).expect("the status serializes")
}
