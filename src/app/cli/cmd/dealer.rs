//! `phase10 dealer NAME`: who deals the hand being played, where it is not the one in
//! turn (a correction, kept as a play of the hand: the deal goes on from them).

use crate::session::Record;
use anyhow::Result;

use crate::app::cli::Out;
use crate::app::cli::args::DealerArgs;
use crate::app::cli::cmd::answer;
use crate::app::core::store;
use crate::app::core::words::Face;

pub fn run(args: &DealerArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let record = Record::Dealer {
        player: args.name.clone(),
    };
    answer::change(
        &store::resolve(file)?,
        &record,
        &answer::Refused {
            prefix: crate::app::cli::cmd::answer::Prefix::Command("dealer"),
            key: "dealer_of_hand",
            player: None,
        },
        Face::Hand,
        json,
    )
}
