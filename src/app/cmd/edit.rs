//! `phase10 edit N`: change what is given of a hand (or re-enter it at prompts that
//! start from the recorded answers); every later hand is replayed and re-checked.

use anyhow::{Result, anyhow, bail};

use super::super::cli::EditArgs;
use super::super::prompt::{self, Terminal};
use super::super::{Out, render, store};
use phase10::session::{Session, referee};

/// Hand `n` as re-entered (by flags, or asked), checked against the game before it.
fn entered(l: &store::Loaded, n: usize, args: &EditArgs) -> Result<phase10::session::Hand> {
    let count = l.session().hands.len();
    if count == 0 {
        bail!("edit {n}: no hands recorded yet; record one with phase10 hand");
    }
    if n == 0 || n > count {
        bail!("edit {n}: give a hand number from 1 to {count}");
    }
    // The standings before hand N: the game as it was then.
    let before = Session {
        hands: l.session().hands[..n - 1].to_vec(),
        // The hand being played comes after hand N: it is not part of the game then.
        plays: Vec::new(),
        ..l.session().clone()
    };
    let state = referee::standings(&before).map_err(|p| anyhow!("{p}"))?;
    let was = &super::hand::canonical_hand(&before, &l.session().hands[n - 1]);
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
    let (_lock, l, mut hand) = super::change::after_asking(&path, asks, |l| entered(l, n, args))?;
    hand.recorded = l.session().hands[n - 1].recorded;
    if let Some(table) = l.state.hands[n - 1].table.as_ref() {
        super::hand::made_from_plays(l.session(), table, &mut hand)?;
    }
    // What was laid and hit live happened: an edit re-enters the outcome only.
    hand.plays.clone_from(&l.session().hands[n - 1].plays);
    let Some(change) = l.doc.replace_hand(n, &hand, format!("re-entered hand {n}")) else {
        return Ok(Out::yes(format!(
            "hand {n} is already recorded so: nothing changed\n"
        )));
    };
    let (doc, new_state) = store::try_change(&l.doc, &change).map_err(|e| match &e {
        store::Refused::Problem(p) if p.hand != Some(n) => {
            anyhow!("not changed: with hand {n} re-entered, {p}")
        }
        _ => anyhow!("not changed: {}", super::hand::refusal(&e, n)),
    })?;
    store::commit(&l, change, &doc)?;
    let next = doc.session();
    if json {
        let mut j = super::status::json(next, &new_state);
        j["edited"] = serde_json::json!(n);
        j["changed"] = serde_json::json!(what_changed(
            next,
            &l.state.hands[n - 1],
            &new_state.hands[n - 1]
        ));
        return Ok(Out::json(true, &j).landed());
    }
    let changed = what_changed(next, &l.state.hands[n - 1], &new_state.hands[n - 1]);
    let mut text = format!("hand {n} re-entered\n");
    if !changed.is_empty() {
        text.push_str(&format!("changed: {}\n", changed.join("; ")));
    }
    text.push_str(&render::hand_summary(next, &new_state, n - 1));
    text.push_str(&render::outcome(next, &new_state));
    Ok(Out::yes(text).landed())
}

/// What an edit changed of a hand, player by player, as the score pad shows it:
/// "Dmitri: made it → did not make it, +10 → +60", "dealt by Cy, not Bob".
fn what_changed(
    session: &phase10::session::Session,
    was: &phase10::session::PadRow,
    now: &phase10::session::PadRow,
) -> Vec<String> {
    let state = |e: &phase10::session::Entry| {
        if e.out {
            "went out"
        } else if e.made {
            "made it"
        } else {
            "did not make it"
        }
    };
    let mut out = Vec::new();
    if was.dealer != now.dealer {
        out.push(format!(
            "dealt by {}, not {}",
            session.players[now.dealer], session.players[was.dealer]
        ));
    }
    for (s, (a, b)) in was.entries.iter().zip(&now.entries).enumerate() {
        let mut bits = Vec::new();
        if state(a) != state(b) {
            bits.push(format!("{} → {}", state(a), state(b)));
        }
        if a.attempt != b.attempt {
            let show = |x: &Option<String>| x.clone().unwrap_or_else(|| "–".into());
            bits.push(format!("phase {} → {}", show(&a.attempt), show(&b.attempt)));
        }
        if a.points != b.points {
            let show = |p: Option<u32>| p.map_or("–".into(), |p| format!("+{p}"));
            bits.push(format!("{} → {}", show(a.points), show(b.points)));
        }
        if !bits.is_empty() {
            out.push(format!("{}: {}", session.players[s], bits.join(", ")));
        }
    }
    out
}
