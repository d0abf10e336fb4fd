//! `phase10 flip`: a Flip card was discarded; the side in play turns. Groups already
//! laid keep their side (completed phases never flip).

use anyhow::Result;
use phase10::session::{Face, Record};

use super::super::{Out, store};

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    super::answer::play(
        &store::resolve(file)?,
        "",
        &Record::Flip,
        "flipped",
        Face::Hand,
        json,
    )
}
