//! `phase10 end`: the evening ran out before anyone finished. The game ends where it
//! stands, the winner by the table's rule (the furthest on, then the fewest points),
//! recorded as an `[[end]]` block that `phase10 undo` takes back.

use crate::session::Record;
use anyhow::Result;

use crate::app::cli::Out;
use crate::app::core::act;
use crate::app::core::act::Failed;
use crate::app::core::store;

pub fn run(file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    match act::record_at(&store::resolve(file)?, &Record::End) {
        Ok(done) => Ok(crate::app::cli::cmd::answer::said(&done, json)),
        Err(Failed::Refused(r)) => Err(anyhow::anyhow!("end: {r}")),
        Err(Failed::Trouble(e)) => Err(e),
    }
}
