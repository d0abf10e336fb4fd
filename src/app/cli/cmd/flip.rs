//! `phase10 flip`: a Flip card was discarded; the side in play turns. Groups already
//! laid keep their side (completed phases never flip).

use crate::app::core::words::Face;
use crate::session::Record;
use anyhow::Result;

use crate::app::cli::Out;
use crate::app::core::store;

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    // (A flip is no one's play: no player.)
    crate::app::cli::cmd::answer::change(
        &store::resolve(file)?,
        &Record::Flip,
        &crate::app::cli::cmd::answer::Refused {
            prefix: crate::app::cli::cmd::answer::Prefix::Not("prefix-not-flipped"),
            key: "flipped",
            player: None,
        },
        Face::Hand,
        json,
    )
}
