//! The solver's reasons in words: a verdict's reason and notes, a fix, a card a fix
//! adds, why typed cards are no group. The library gives these as values; this is the
//! one place they are worded, from the catalogue's `reason.ftl` in the spoken language.

use crate::rules::card::{Card, Color, show};
use crate::rules::edition::{Deck, Side};
use crate::rules::hit::{Taker, Takes, Unfit, WildTaken};
use crate::rules::misfit::{Lack, Misfit, Needs};
use crate::rules::phase::GroupKind;
use crate::say;
use crate::solver::{Fix, Natural, Need, Note, Rules, Verdict, Why};

use super::catalogue::{Area::Reason, yes};
use super::terms::{self, listed};

/// A verdict's reason with its notes (none where the claim is valid or the phase found).
pub fn verdict(v: &Verdict, rules: &Rules) -> Option<String> {
    let why = why(v.why.as_ref()?, rules);
    let notes: String = v.notes.iter().map(note).collect();
    Some(format!("{why}{notes}"))
}

/// A note after a verdict's reason, with the space before it.
pub fn note(n: &Note) -> String {
    let text = match n {
        Note::WholeClock => say!(Reason, "note-whole-clock"),
        Note::WholeClockHand => say!(Reason, "note-whole-clock-hand"),
        Note::RoundTheCorner => say!(Reason, "note-round-the-corner"),
        Note::PastTheLay { comes_to, most } => {
            say!(Reason, "note-past-the-lay", "comes_to" => *comes_to, "most" => *most)
        }
    };
    format!(" {text}")
}

/// Why not, in words.
pub fn why(w: &Why, rules: &Rules) -> String {
    let hand = |yes: bool, text: String| {
        if yes {
            say!(Reason, "not-in-hand", "text" => text)
        } else {
            text
        }
    };
    match w {
        Why::Fix(f) => fix(f, rules),
        Why::Short(f) => hand(
            true,
            say!(Reason, "short", "count" => f.add.len(), "fix" => fix(f, rules)),
        ),
        Why::ColoursMissing {
            cards,
            group,
            hand: h,
        } => {
            let list: Vec<String> = cards.iter().map(ToString::to_string).collect();
            hand(
                *h,
                say!(Reason, "colours-missing", "cards" => list.join(", "), "group" => terms::group(*group)),
            )
        }
        Why::Far {
            count,
            phase,
            hand: h,
        } => hand(
            *h,
            say!(Reason, if *h { "far-hold" } else { "far-make" }, "count" => *count, "phase" => terms::phase(phase)),
        ),
        Why::Skips { count, then } => {
            say!(Reason, "skips", "count" => *count, "then" => why(then, rules))
        }
        Why::GroupCount { phase, typed } => say!(
            Reason,
            "group-count",
            "phase" => terms::phase(phase),
            "groups" => phase.groups.len(),
            "typed" => *typed,
        ),
        Why::NoNatural => say!(Reason, "no-natural"),
        Why::GroupNatural(spec) => say!(Reason, "group-natural", "group" => terms::group(*spec)),
        Why::Misfit(m) => misfit(m),
        Why::GroupsNot(phase) => say!(Reason, "groups-not", "phase" => terms::phase(phase)),
        Why::TooBig { count, hand } => {
            say!(Reason, if *hand { "too-big-hand" } else { "too-big-claim" }, "count" => *count)
        }
        Why::PastATurn { count, most } => {
            say!(Reason, "past-a-turn", "count" => *count, "most" => *most + 1)
        }
        Why::KeepsNone { count, most } => {
            say!(Reason, "keeps-none", "count" => *count, "most" => *most)
        }
        Why::KeepsNoneFound { most } => say!(Reason, "keeps-none-found", "most" => *most),
    }
}

/// A card a fix adds: "a 5", "an 8", "R5", "a red card", "a numbered card".
pub fn need(n: Need) -> String {
    terms::need(n, 1)
}

/// The card a fix adds, `count` times: "a 5", "two 5s", "three R5s", "two red cards".
pub fn need_times(n: Need, count: usize) -> String {
    terms::need(n, count)
}

/// A fix in words: "leave out R9 and B12, and add a 5, or a wild"; a card left out of
/// one typed group that another needs is a move ("move 6 to the group short of it").
pub fn fix(f: &Fix, rules: &Rules) -> String {
    let moves = f.moves();
    let shown = |cards: &[Card]| -> String {
        listed(&cards.iter().map(ToString::to_string).collect::<Vec<_>>())
    };
    let mut parts = Vec::new();
    if !moves.moved.is_empty() {
        parts.push(say!(
            Reason,
            "fix-move",
            "cards" => shown(&moves.moved),
            "count" => moves.moved.len(),
        ));
    }
    if !moves.removed.is_empty() {
        let why = if moves.removed.contains(&Card::Skip) {
            "skip"
        } else if f.wrap {
            "wrap"
        } else {
            "none"
        };
        parts.push(say!(Reason, "fix-leave-out", "cards" => shown(&moves.removed), "why" => why));
    }
    let add = &moves.add;
    if !add.is_empty() {
        // Alike needs once, with their count: "two 6s and a 9".
        let mut alike: Vec<(Need, usize)> = Vec::new();
        for &n in add {
            match alike.iter_mut().find(|(m, _)| *m == n) {
                Some((_, count)) => *count += 1,
                None => alike.push((n, 1)),
            }
        }
        let cards = listed(
            &alike
                .iter()
                .map(|&(n, c)| need_times(n, c))
                .collect::<Vec<_>>(),
        );
        let flip = rules.deck == Deck::Flip;
        parts.push(if f.wilds_do {
            let stands = match (flip, rules.side) {
                (true, Side::Color) => "wild-star-colour",
                (true, _) => "wild-star",
                _ => "wild",
            };
            let wild = say!(Reason, stands, "count" => add.len());
            say!(Reason, "fix-add", "cards" => cards, "wild" => wild)
        } else if let Some(left) = f.wilds_left {
            // The deck's wilds stand in for only some (all 8 of them counted).
            let most = rules.deck.wilds().unwrap_or(left);
            say!(Reason, "fix-add-some", "cards" => cards, "left" => left, "most" => most)
        } else {
            let natural = if rules.natural == Natural::Group {
                "group"
            } else {
                "phase"
            };
            say!(Reason, "fix-add-natural", "cards" => cards, "natural" => natural, "flip" => yes(flip))
        });
    }
    parts
        .into_iter()
        .reduce(|first, then| say!(Reason, "fix-and", "first" => first, "then" => then))
        .unwrap_or_default()
}

/// Why typed cards are not one group, in the words of the table.
pub fn misfit(m: &Misfit) -> String {
    match m {
        Misfit::Uncoloured { card, group } => say!(
            Reason,
            "misfit-uncoloured",
            "card" => card.to_string(),
            "group" => terms::group(*group),
            "typed" => Color::ALL.map(|k| format!("{}{card}", k.letter())).join(", "),
        ),
        Misfit::OffColour {
            card,
            group,
            colour,
        } => say!(
            Reason,
            "misfit-off-colour",
            "card" => card.to_string(),
            "all" => yes(group.kind == GroupKind::Color),
            "group" => terms::group(*group),
            "colour" => terms::colour(*colour),
        ),
        Misfit::OffNumber {
            card,
            group,
            number,
        } => say!(
            Reason,
            "misfit-off-number",
            "card" => card.to_string(),
            "group" => terms::group(*group),
            "number" => *number,
        ),
        Misfit::Twice {
            card,
            group,
            number,
        } => say!(
            Reason,
            "misfit-twice",
            "card" => card.to_string(),
            "group" => terms::group(*group),
            "a_number" => end(None, *number),
        ),
        Misfit::TooLong { group, count } => {
            say!(Reason, "misfit-too-long", "group" => terms::group(*group), "count" => *count)
        }
        Misfit::Short {
            lack: Some(lack),
            count,
            ..
        } => say!(Reason, "misfit-short-by", "lack" => shortfall(lack), "count" => *count),
        Misfit::Short {
            lack: None,
            group,
            count,
        } => say!(Reason, "misfit-short", "group" => terms::group(*group), "count" => *count),
        Misfit::Lacks(lack) => shortfall(lack),
        Misfit::NotOne { cards, group } => say!(
            Reason,
            "misfit-not-one",
            "cards" => show(cards),
            "group" => terms::group(*group),
        ),
    }
}

/// A card at a run's end: "a 5", "an 8", "a red 5".
fn end(colour: Option<&str>, number: u8) -> String {
    say!(Reason, "end", "colour" => colour.unwrap_or("none"), "number" => number)
}

/// What a short group still needs, in the words of the table.
fn shortfall(lack: &Lack) -> String {
    let l = &lack.laid;
    let colour = l.color.map(terms::colour);
    let colour = colour.as_deref();
    match &lack.needs {
        Needs::More(more) => {
            let kind = match (l.spec.kind, l.number, colour) {
                (GroupKind::Set, Some(_), _) => "number",
                (GroupKind::Set, None, _) | (_, _, None) => "card",
                _ => "colour",
            };
            say!(
                Reason,
                "needs-more",
                "group" => terms::laid(l),
                "kind" => kind,
                "more" => *more,
                "number" => l.number.unwrap_or_default(),
                "colour" => colour.unwrap_or_default(),
            )
        }
        Needs::Gaps(gaps) => {
            let list = gaps
                .iter()
                .map(|&n| say!(Reason, "gap", "colour" => colour.unwrap_or("none"), "number" => n))
                .reduce(|first, then| say!(Reason, "gaps-and", "first" => first, "then" => then))
                .unwrap_or_default();
            say!(
                Reason,
                "needs-gaps",
                "group" => terms::group(l.spec),
                "count" => gaps.len(),
                "cards" => list,
            )
        }
        Needs::Ends(ends) => {
            let taken = ends
                .iter()
                .map(|&n| end(colour, n))
                .reduce(|first, then| say!(Reason, "ends-or", "first" => first, "then" => then))
                .unwrap_or_default();
            say!(Reason, "needs-ends", "group" => terms::laid(l), "cards" => taken)
        }
    }
}

/// Why cards typed as a group on the table are not one.
pub fn not_laid(n: &crate::rules::hit::NotLaid) -> String {
    use crate::rules::hit::NotLaid;
    let kind = |k: &str| say!(Reason, "kind", "kind" => k.to_string());
    match n {
        NotLaid::Empty => say!(Reason, "not-laid-empty"),
        NotLaid::Skip(card) => say!(Reason, "not-laid-skip", "card" => card.to_string()),
        NotLaid::NotA {
            cards,
            kind: k,
            why,
        } => say!(
            Reason,
            "not-laid-not-a",
            "cards" => cards.as_str(),
            "kind" => kind(k),
            "why" => misfit(why),
        ),
        NotLaid::RoundTheCorner { cards, kind: k } => say!(
            Reason,
            "not-laid-round",
            "cards" => cards.as_str(),
            "kind" => kind(k),
        ),
        NotLaid::WildsOnly(group, typed) => say!(
            Reason,
            "not-laid-wilds-only",
            "group" => group.as_str(),
            "typed" => typed.as_str(),
        ),
    }
}

/// Why cards hit do not fit a laid group, in the words of the table.
pub fn unfit(u: &Unfit) -> String {
    match u {
        Unfit::Skip(card) => say!(Reason, "unfit-skip", "card" => card.to_string()),
        Unfit::Uncoloured(card) => say!(
            Reason,
            "unfit-uncoloured",
            "card" => card.to_string(),
            "typed" => Color::ALL.map(|k| format!("{}{card}", k.letter())).join(", "),
        ),
        Unfit::Takes(card, t) => {
            say!(Reason, "unfit-takes", "card" => card.to_string(), "takes" => takes(t))
        }
        Unfit::RunHasOne(card, n) => {
            say!(Reason, "unfit-run-has-one", "card" => card.to_string(), "number" => *n)
        }
        Unfit::AlreadyHas {
            card,
            span: (lo, hi),
            number,
        } => say!(
            Reason,
            "unfit-already-has",
            "card" => card.to_string(),
            "lo" => *lo,
            "hi" => *hi,
            "a_number" => end(None, *number),
        ),
        Unfit::Full {
            card,
            span: (lo, hi),
        } => say!(Reason, "unfit-full", "card" => card.to_string(), "lo" => *lo, "hi" => *hi),
        Unfit::TooLong(card) => say!(Reason, "unfit-too-long", "card" => card.to_string()),
        Unfit::NoneOf { cards, owner } => say!(
            Reason,
            "unfit-none-of",
            "cards" => show(cards),
            "count" => cards.len(),
            "owner" => owner.as_str(),
        ),
    }
}

/// What a laid group takes: "run 3–6 takes a 2, a 7, or a wild".
fn takes(t: &Takes) -> String {
    let wild = match t.wild {
        WildTaken::Wild => say!(Reason, "wild-taken", "wild" => "wild"),
        WildTaken::StarOf(c) => say!(
            Reason,
            "wild-taken",
            "wild" => "star-of",
            "colour" => terms::colour(c),
            "letter" => c.letter().to_string(),
        ),
        WildTaken::AnyStar => say!(Reason, "wild-taken", "wild" => "any-star"),
        WildTaken::Star => say!(Reason, "wild-taken", "wild" => "star"),
    };
    match &t.group {
        Taker::SetOf(n) => say!(
            Reason,
            "takes-set",
            "number" => *n,
            "a_number" => end(None, *n),
            "wild" => wild,
        ),
        Taker::AnySet => say!(Reason, "takes-any-set"),
        Taker::ColourGroup(c) => {
            say!(Reason, "takes-colour-group", "colour" => terms::colour(*c), "wild" => wild)
        }
        Taker::AnyCard => say!(Reason, "takes-any-card"),
        Taker::Run {
            colour,
            colour_run,
            span: (lo, hi),
            ends,
        } => {
            let colour = colour.map(terms::colour);
            let ends = ends
                .iter()
                .map(|&n| end(colour.as_deref(), n))
                .reduce(|first, then| say!(Reason, "takes-ends", "first" => first, "then" => then))
                .unwrap_or_default();
            say!(
                Reason,
                "takes-run",
                "colour" => colour.filter(|_| *colour_run).unwrap_or_else(|| "none".into()),
                "lo" => *lo,
                "hi" => *hi,
                "full" => yes(ends.is_empty()),
                "ends" => ends,
                "wild" => wild,
            )
        }
        Taker::Nothing => say!(Reason, "takes-nothing"),
    }
}
