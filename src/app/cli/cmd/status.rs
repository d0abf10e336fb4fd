//! `phase10 status`: the standings.

use crate::session::{Session, Standings};
use anyhow::Result;
use serde_json::Value;

use crate::app::cli::Out;
use crate::app::cli::args::StatusArgs;
use crate::app::core::{render, store};
use crate::session::report;

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
