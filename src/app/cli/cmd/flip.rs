//! `phase10 flip`: a Flip card was discarded; the side in play turns. Groups already
//! laid keep their side (completed phases never flip).

use crate::session::{Face, Record};
use anyhow::Result;

use crate::app::cli::Out;
use crate::app::core::store;

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    crate::app::cli::cmd::answer::play(
        &store::resolve(file)?,
        "",
        &Record::Flip,
        "flipped",
        Face::Hand,
        json,
    )
}
