//! `phase10 dealer NAME`: who deals the hand being played, where it is not the one in
//! turn (a correction, kept as a play of the hand: the deal goes on from them).

use crate::session::Record;
use anyhow::Result;

use crate::app::cli::Out;
use crate::app::cli::args::DealerArgs;
use crate::app::core::act;
use crate::app::core::act::Failed;
use crate::app::core::store;

pub fn run(args: &DealerArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let record = Record::Dealer {
        player: args.name.clone(),
    };
    match act::record_at(&store::resolve(file)?, &record) {
        Ok(done) => Ok(crate::app::cli::cmd::answer::said(&done, json)),
        Err(Failed::Refused(r)) => Err(anyhow::anyhow!("{r}")),
        Err(Failed::Trouble(e)) => Err(e),
    }
}
