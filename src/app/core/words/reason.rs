//! The solver's reasons in words: a verdict's reason and notes, a fix, a card a fix
//! adds, why typed cards are no group. The library gives these as values; this is the
//! one place they are worded (and where a later language plugs in).

use crate::rules::card::{Card, Color, show};
use crate::rules::edition::{Deck, Side};
use crate::rules::misfit::{Lack, Misfit, Needs, a_card, article};
use crate::rules::phase::GroupKind;
use crate::solver::{Fix, Natural, Need, Note, Rules, Verdict, Why};

/// A verdict's reason with its notes (none where the claim is valid or the phase found).
pub fn verdict(v: &Verdict, rules: &Rules) -> Option<String> {
    let why = why(v.why.as_ref()?, rules);
    let notes: String = v.notes.iter().map(note).collect();
    Some(format!("{why}{notes}"))
}

/// A note after a verdict's reason, with the space before it.
pub fn note(n: &Note) -> String {
    match n {
        Note::WholeClock => " (runs that go round the whole clock together are judged only typed in their groups: put + between them)".into(),
        Note::WholeClockHand => " (a hand of 14 cards or more: runs that go round the whole clock together are not looked for)".into(),
        Note::RoundTheCorner => " (runs stop at 12: these cards make it only where a run may go on from 12 to 1, house rule runs_wrap)".into(),
        Note::PastTheLay { comes_to, most } => {
            format!(" (that is {comes_to} cards, and a lay puts down {most} at most)")
        }
    }
}

/// "this card makes", "these 14 cards make".
fn these(n: usize, verb: &str) -> String {
    if n == 1 {
        format!("this card {verb}s")
    } else {
        format!("these {n} cards {verb}")
    }
}

/// Why not, in words.
pub fn why(w: &Why, rules: &Rules) -> String {
    let hand = |yes: bool, text: String| {
        if yes {
            format!("not in hand: {text}")
        } else {
            text
        }
    };
    match w {
        Why::Fix(f) => fix(f, rules),
        Why::Short(f) => {
            let n = f.add.len();
            let short = if n == 1 {
                "1 card short".to_string()
            } else {
                format!("{n} cards short")
            };
            hand(true, format!("{short}: {}", fix(f, rules)))
        }
        Why::ColoursMissing { cards, group, hand: h } => {
            let list: Vec<String> = cards.iter().map(ToString::to_string).collect();
            hand(
                *h,
                format!(
                    "colours missing for {}: a number typed without its colour never counts toward {} (type it as R7, B7, G7 or Y7)",
                    list.join(", "),
                    group.describe()
                ),
            )
        }
        Why::Far {
            count,
            phase,
            hand: h,
        } => {
            let verb = if *h { "hold" } else { "make" };
            hand(*h, format!("{} no {phase}", these(*count, verb)))
        }
        Why::Skips { count, then } => {
            let s = if *count == 1 { "" } else { "s" };
            format!(
                "leave out the Skip{s} (a Skip is never part of a phase); then {}",
                why(then, rules)
            )
        }
        Why::GroupCount { phase, typed } => {
            let k = phase.groups.len();
            format!(
                "{phase} is {k} group{}; {typed} typed",
                if k == 1 { "" } else { "s" }
            )
        }
        Why::NoNatural => "no natural card: a phase needs at least one numbered card (wilds and stars do not count)".into(),
        Why::GroupNatural(spec) => format!(
            "{}: with natural = group every group needs a numbered card",
            spec.describe()
        ),
        Why::Misfit(m) => misfit(m),
        Why::GroupsNot(phase) => format!("the groups do not make {phase}"),
        Why::TooBig { count, hand } => {
            let (verb, advice) = if *hand {
                ("search", "look in the cards of one hand")
            } else {
                ("judge", "type the claim in its groups, with + between them")
            };
            format!("{count} cards are too many to {verb} at the table: {advice}")
        }
        Why::PastATurn { count, most } => format!(
            "{count} cards: a hand holds {} at most with the card drawn, one kept to discard (house rule go_out = \"discard\"): give the cards of one hand",
            most + 1
        ),
        Why::KeepsNone { count, most } => format!(
            "{count} cards put down keep none to discard: this table goes out by a discard (house rule go_out = \"discard\"), so a lay puts down {most} at most"
        ),
        Why::KeepsNoneFound { most } => format!(
            "the phase is only there putting down every card, and this table goes out by a discard (house rule go_out = \"discard\"): a lay puts down {most} at most"
        ),
    }
}

/// A card a fix adds: "a 5", "an 8", "R5", "a red card", "a numbered card".
pub fn need(n: Need) -> String {
    match (n.color, n.num) {
        (Some(c), Some(v)) => format!("{}{v}", c.letter()),
        (None, Some(v)) => format!("{} {v}", article(v)),
        (Some(c), None) => format!("a {} card", c.name()),
        (None, None) => "a numbered card".into(),
    }
}

/// The card a fix adds, `count` times: "a 5", "two 5s", "three R5s", "two red cards".
pub fn need_times(n: Need, count: usize) -> String {
    if count == 1 {
        return need(n);
    }
    let count = match count {
        2 => "two".to_string(),
        3 => "three".to_string(),
        4 => "four".to_string(),
        5 => "five".to_string(),
        6 => "six".to_string(),
        n => n.to_string(),
    };
    match (n.color, n.num) {
        (Some(c), Some(v)) => format!("{count} {}{v}s", c.letter()),
        (None, Some(v)) => format!("{count} {v}s"),
        (Some(c), None) => format!("{count} {} cards", c.name()),
        (None, None) => format!("{count} numbered cards"),
    }
}

/// A list in words: "R9", "R9 and B12", "R9, B12 and Y1".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A fix in words: "leave out R9 and B12, and add a 5, or a wild"; a card left out of
/// one typed group that another needs is a move ("move 6 to the group short of it").
pub fn fix(f: &Fix, rules: &Rules) -> String {
    let moves = f.moves();
    let mut parts = Vec::new();
    if !moves.moved.is_empty() {
        let names: Vec<String> = moves.moved.iter().map(ToString::to_string).collect();
        let one = moves.moved.len() == 1;
        parts.push(format!(
            "move {} to the {} short of {}",
            listed(&names),
            if one { "group" } else { "groups" },
            if one { "it" } else { "them" }
        ));
    }
    if !moves.removed.is_empty() {
        let names: Vec<String> = moves.removed.iter().map(ToString::to_string).collect();
        let mut part = format!("leave out {}", listed(&names));
        if moves.removed.contains(&Card::Skip) {
            part.push_str(" (a Skip is never part of a phase)");
        } else if f.wrap {
            part.push_str(" (runs stop at 12: no run goes on from 12 to 1)");
        }
        parts.push(part);
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
        let names: Vec<String> = alike.iter().map(|&(n, c)| need_times(n, c)).collect();
        let one = add.len() == 1;
        let wild = match (rules.deck, rules.side) {
            (Deck::Flip, Side::Color) if one => "a Star of its colour",
            (Deck::Flip, Side::Color) => "that many Stars of those colours",
            (Deck::Flip, _) if one => "a Star",
            (Deck::Flip, _) => "that many Stars",
            (_, _) if one => "a wild",
            _ => "that many wilds",
        };
        if f.wilds_do {
            parts.push(format!("add {}, or {wild}", listed(&names)));
        } else if let Some(left) = f.wilds_left {
            // The deck's wilds stand in for only some (all 8 of them counted).
            let most = rules.deck.wilds().unwrap_or(left);
            let or = match left {
                0 => format!(" (all {most} of the deck's wilds are in it)"),
                1 => format!(", or a wild for one of them (the deck has {most})"),
                n => format!(", or wilds for up to {n} of them (the deck has {most})"),
            };
            parts.push(format!("add {}{or}", listed(&names)));
        } else {
            let rule = if rules.natural == Natural::Group {
                "every group needs a numbered card, natural = group"
            } else {
                "a phase needs a numbered card"
            };
            let wilds = match rules.deck {
                Deck::Flip => "Stars",
                Deck::Classic => "wilds",
            };
            parts.push(format!(
                "add {} ({rule}; {wilds} do not count)",
                listed(&names)
            ));
        }
    }
    parts.join(", and ")
}

/// Why typed cards are not one group, in the words of the table.
pub fn misfit(m: &Misfit) -> String {
    match m {
        Misfit::Uncoloured { card, group } => format!(
            "{card}: a number typed without its colour never counts toward a {}; type its colour ({})",
            group.describe(),
            Color::ALL
                .map(|k| format!("{}{card}", k.letter()))
                .join(", ")
        ),
        Misfit::OffColour {
            card,
            group,
            colour,
        } => match group.kind {
            GroupKind::Color => format!("{card}: the {} are {}", group.describe(), colour.name()),
            _ => format!("{card}: {} is {}", group.describe(), colour.name()),
        },
        Misfit::OffNumber {
            card,
            group,
            number,
        } => format!("{card}: the {} is of {number}s", group.describe()),
        Misfit::Twice {
            card,
            group,
            number,
        } => format!(
            "{card}: the {} already has {} {number}",
            group.describe(),
            article(*number)
        ),
        Misfit::TooLong { group, count } => format!(
            "the {} has {count} cards: a run holds at most 12",
            group.describe()
        ),
        Misfit::Short {
            lack: Some(lack),
            count,
            ..
        } => format!("{} ({count} cards)", shortfall(lack)),
        Misfit::Short {
            lack: None,
            group,
            count,
        } => format!("the {} has only {count} cards", group.describe()),
        Misfit::Lacks(lack) => shortfall(lack),
        Misfit::NotOne { cards, group } => {
            format!("{} is not a {}", show(cards), group.describe())
        }
    }
}

/// What a short group still needs, in the words of the table.
fn shortfall(lack: &Lack) -> String {
    let l = &lack.laid;
    let color = l
        .color
        .map(|c| format!("{} ", c.name()))
        .unwrap_or_default();
    match &lack.needs {
        Needs::More(more) => {
            let what = match (l.spec.kind, l.number) {
                (GroupKind::Set, Some(n)) => format!("{n}"),
                (GroupKind::Set, None) => "card".into(),
                _ => format!("{color}card"),
            };
            let amount = if *more == 1 {
                format!("a {what}")
            } else {
                format!("{more} more {what}s")
            };
            format!("the {} needs {amount} or a wild", l.describe()).replace("  ", " ")
        }
        Needs::Gaps(gaps) => {
            let list: Vec<String> = gaps.iter().map(|n| format!("{color}{n}")).collect();
            let (a, or) = if list.len() == 1 {
                ("a ", "a wild")
            } else {
                ("", "wilds")
            };
            format!(
                "the {} needs {a}{} or {or}",
                l.spec.describe(),
                list.join(" and ")
            )
        }
        Needs::Ends(ends) => {
            let taken: Vec<String> = ends.iter().map(|&n| a_card(&color, n)).collect();
            format!(
                "the {} needs {} or a wild",
                l.describe(),
                taken.join(" or ")
            )
        }
    }
}

/// Why cards typed as a group on the table are not one.
pub fn not_laid(n: &crate::rules::hit::NotLaid) -> String {
    use crate::rules::hit::NotLaid;
    match n {
        NotLaid::Empty => "the group is empty: give its cards".into(),
        NotLaid::Skip(card) => format!("{card}: a Skip is never part of a group"),
        NotLaid::NotA { cards, kind, why } => {
            format!("\"{cards}\" is not a {kind}: {}", misfit(why))
        }
        NotLaid::RoundTheCorner { cards, kind } => format!(
            "\"{cards}\" is not a {kind}: runs stop at 12: it is a run only where a run may go on from 12 to 1 (house rule runs_wrap)"
        ),
        NotLaid::WildsOnly(group, typed) => {
            format!("\"{group}\" is a run of wilds only: type each wild's value ({typed})")
        }
    }
}
