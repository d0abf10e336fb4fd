//! `phase10 edit N`: change what is given of a hand (or re-enter it at prompts that
//! start from the recorded answers); every later hand is replayed and re-checked.

use anyhow::{Result, anyhow, bail};

use phase10::session::{Record, event};

use super::super::act::{self, Failed};
use super::super::cli::EditArgs;
use super::super::prompt::{self, Terminal};
use super::super::{Out, store};

/// Hand `n` as re-entered (by flags, or asked), checked against the game before it.
fn entered(l: &store::Loaded, n: usize, args: &EditArgs) -> Result<phase10::session::Hand> {
    let (before, state) =
        event::before_hand(l.session(), n).map_err(|r| anyhow!("edit {n}: {r}"))?;
    let was = &phase10::session::summary::canonical(&before, &l.session().hands[n - 1]);
    if super::hand::any_flag(&args.hand) {
        // Only what is given changes.
        return super::hand::overlay(&before, was, &args.hand);
    }
    if !prompt::interactive() {
        bail!(
            "edit {n}: give what changed (e.g. --left Dee=\"R7\" or --out Ann), or run in a terminal to be asked, starting from the answers recorded"
        );
    }
    let mut hand = phase10::session::Hand::default();
    super::hand::ask(&before, &state, &mut hand, &mut Terminal, Some(was))?;
    Ok(hand)
}

pub fn run(args: &EditArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let n = args.number;
    // As in `hand`: prompts are answered without the lock, then checked again.
    let asks = !super::hand::any_flag(&args.hand);
    let (_lock, l, hand) = super::change::after_asking(&path, asks, |l| entered(l, n, args))?;
    let record = Record::Edit {
        number: n,
        hand: Box::new(hand),
    };
    let done = act::record_loaded(&l, &record).map_err(|e| match e {
        Failed::Refused(r) => anyhow!("not changed: {r}"),
        Failed::Trouble(e) => e,
    })?;
    Ok(super::answer::said(&done, json))
}
