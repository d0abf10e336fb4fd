//! `phase10 end`: the evening ran out before anyone finished. The game ends where it
//! stands, the winner by the table's rule (the furthest on, then the fewest points),
//! recorded as an `[[end]]` block that `phase10 undo` takes back.

use crate::session::Record;
use anyhow::Result;

use crate::app::cli::Out;
use crate::app::cli::cmd::answer;
use crate::app::core::store;
use crate::app::core::words::Face;

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    answer::change(
        &store::resolve(file)?,
        &Record::End,
        &answer::Refused {
            prefix: crate::app::cli::cmd::answer::Prefix::Command("end"),
            key: "ended",
            player: None,
        },
        Face::Hand,
        json,
    )
}
