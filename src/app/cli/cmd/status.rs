//! `phase10 status`: the standings.

use anyhow::Result;

use crate::app::cli::Out;
use crate::app::cli::args::StatusArgs;
use crate::app::core::{json, render, store};

pub fn run(args: &StatusArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let l = store::load(&path)?;
    if json {
        return Ok(Out::json(true, &json::status(l.session(), &l.state)));
    }
    let mut text = render::status(l.session(), &l.state, args.show_saved);
    text.push_str(&render::outcome(l.session(), &l.state));
    Ok(Out::yes(text))
}
