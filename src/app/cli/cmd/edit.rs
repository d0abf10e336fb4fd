//! `phase10 edit N`: change what is given of a hand (or re-enter it at prompts that
//! start from the recorded answers); every later hand is replayed and re-checked.

use anyhow::{Result, anyhow, bail};

use crate::session::summary::Summary;
use crate::session::{Record, event};

use crate::app::cli::Out;
use crate::app::cli::args::EditArgs;
use crate::app::cli::cmd::answer;
use crate::app::cli::prompt;
use crate::app::cli::prompt::Terminal;
use crate::app::core::act;
use crate::app::core::store;
use crate::app::core::words::catalogue::Area::Report;
use crate::app::core::words::{self, Face};
use crate::say;

/// Hand `n` as re-entered (by flags, or asked), checked against the game before it.
fn entered(l: &store::Loaded, n: usize, args: &EditArgs) -> Result<crate::session::Hand> {
    let refused =
        |r: crate::session::Refusal| anyhow!("edit {n}: {}", words::refusal(&r, Face::Hand));
    // A hand that is not there is said first, however it was to be changed.
    let (before, _) = event::before_hand(l.session(), n).map_err(refused)?;
    if crate::app::cli::cmd::hand::any_flag(&args.hand) {
        // Only what is given changes.
        let was = &crate::session::summary::canonical(&before, &l.session().hands[n - 1]);
        return crate::app::cli::cmd::hand::overlay(&before, was, &args.hand);
    }
    if !prompt::interactive() {
        bail!("{}", say!(Report, "edit-give", "number" => n));
    }
    // The hand's end asked again, each answer starting from the one recorded.
    let mut summary = Summary::edit(l.session(), n).map_err(refused)?;
    crate::app::cli::cmd::hand::interview(&mut summary, &mut Terminal)
}

pub fn run(args: &EditArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let n = args.number;
    // As in `hand`: prompts are answered without the lock, then checked again.
    let asks = !crate::app::cli::cmd::hand::any_flag(&args.hand);
    let (_lock, l, hand) =
        crate::app::cli::cmd::change::after_asking(&path, asks, |l| entered(l, n, args))?;
    let record = Record::Edit {
        number: n,
        hand: Box::new(hand),
    };
    answer::decide(
        act::record_loaded(&l, &record),
        &answer::Refused {
            prefix: crate::app::cli::cmd::answer::Prefix::Not("prefix-not-changed"),
            key: "edited",
            player: None,
        },
        Face::Hand,
        json,
    )
}
