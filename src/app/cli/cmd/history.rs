//! `phase10 history`: the score pad.

use anyhow::Result;

use crate::app::cli::Out;
use crate::app::core::{render, store};
use crate::session::report;

pub fn run(
    h: &crate::app::cli::args::HistoryArgs,
    file: Option<&std::path::Path>,
    json: bool,
) -> Result<Out> {
    let path = store::resolve(file)?;
    let l = store::load(&path)?;
    let (session, state) = (l.session(), &l.state);
    if json {
        return Ok(Out::json(
            true,
            &serde_json::to_value(report::pad(session, state)).expect("the score pad serializes"),
        ));
    }
    if h.chart {
        let mut text = render::chart(session, state, render::width());
        text.push_str(&render::outcome(session, state));
        return Ok(Out::yes(text));
    }
    let mut text = render::history(session, state);
    text.push_str(&render::outcome(session, state));
    Ok(Out::yes(text))
}
