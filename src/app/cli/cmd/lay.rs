//! `phase10 lay NAME CARDS...`: a phase laid in the hand being played, checked by the
//! solver against NAME's phase as it is laid; the arrangement and each wild's value are
//! fixed as laid.

use crate::app::core::words::Face;
use crate::session::Record;
use crate::session::said::Choice;
use anyhow::Result;

use crate::app::cli::Out;
use crate::app::cli::args::LayArgs;
use crate::app::cli::cmd::answer;
use crate::app::core::store;

pub fn run(args: &LayArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let record = Record::Lay {
        player: args.name.clone(),
        cards: crate::app::core::typed::cards(&args.cards.join(" ")),
        choice: Choice {
            attempt: args.attempt,
            choose: args.choose,
            twist_card: args.twist_card,
        },
    };
    answer::change(
        &store::resolve(file)?,
        &record,
        &answer::Refused {
            prefix: crate::app::cli::cmd::answer::Prefix::Not("prefix-not-laid"),
            key: "laid",
            player: Some(&args.name),
        },
        Face::Lay,
        json,
    )
}
