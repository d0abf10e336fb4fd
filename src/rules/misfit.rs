//! Why typed cards are not one group: the first card that does not belong, or what the
//! group is still short of, in the words of the table.

use super::card::{Card, Color};
use super::edition::Side;
use super::group::{Col, Laid, Piece};
use super::phase::{GroupKind, GroupSpec};
use super::run::{self, Ends};

/// The layout of a group that may be short of its size: what its cards show.
fn near_layout(spec: GroupSpec, cards: &[Card], side: Side, ends: Ends) -> Laid {
    let ps: Vec<Piece> = cards.iter().filter_map(|&c| Piece::of(c, side)).collect();
    let mut laid = Laid::layout(
        GroupSpec {
            size: (cards.len() as u8).max(1),
            ..spec
        },
        cards,
        side,
    );
    laid.spec = spec;
    if spec.kind.has_run() {
        // Show the naturals' own span, not the wilds' reach.
        let nums: Vec<u8> = ps.iter().filter_map(|p| p.num).collect();
        laid.span = run::span(&nums, ends);
    }
    laid
}

/// What a short group still needs, in the words of the table (a run going on from 12
/// to 1 where `ends` wraps).
fn shortfall(l: &Laid, ends: Ends) -> Option<String> {
    let size = usize::from(l.spec.size);
    let have = l.cards.len();
    let color = l
        .color
        .map(|c| format!("{} ", c.name()))
        .unwrap_or_default();
    match l.spec.kind {
        GroupKind::Set | GroupKind::Color if have < size => {
            let more = size - have;
            let what = match (l.spec.kind, l.number) {
                (GroupKind::Set, Some(n)) => format!("{n}"),
                (GroupKind::Set, None) => "card".into(),
                _ => format!("{color}card"),
            };
            let (a, s) = if more == 1 { ("a", "") } else { ("", "s") };
            let amount = if more == 1 {
                format!("{a} {what}")
            } else {
                format!("{more} more {what}{s}")
            };
            Some(format!("the {} needs {amount} or a wild", l.describe()).replace("  ", " "))
        }
        GroupKind::Run | GroupKind::ColorRun => {
            let (lo, hi) = l.span?;
            let nats = l.cards.len() - l.stands.iter().filter(|s| s.is_some()).count();
            let wilds = have - nats;
            let wide = run::steps(lo, hi) + 1;
            let gaps: Vec<u8> = (0..wide)
                .map(|o| run::up(lo, o))
                .filter(|&n| {
                    !l.cards
                        .iter()
                        .any(|c| matches!(c, Card::Number { value, .. } if *value == n))
                })
                .collect();
            let need_len = size.max(usize::from(wide));
            if have >= need_len {
                return None;
            }
            if gaps.len() > wilds {
                let list = gaps[wilds..]
                    .iter()
                    .map(|n| format!("{color}{n}"))
                    .collect::<Vec<_>>();
                let (a, or) = if list.len() == 1 {
                    ("a ", "a wild")
                } else {
                    ("", "wilds")
                };
                Some(format!(
                    "the {} needs {a}{} or {or}",
                    l.spec.describe(),
                    list.join(" and ")
                ))
            } else {
                let mut taken = Vec::new();
                if lo > 1 || ends.wraps() {
                    taken.push(run::down(lo, 1));
                }
                if (hi < 12 || ends.wraps()) && !taken.contains(&run::up(hi, 1)) {
                    taken.push(run::up(hi, 1));
                }
                let taken: Vec<String> = taken.iter().map(|&n| a_card(&color, n)).collect();
                Some(format!(
                    "the {} needs {} or a wild",
                    l.describe(),
                    taken.join(" or ")
                ))
            }
        }
        _ => None,
    }
}

/// Why typed cards are not one group of `spec` (all of them used), its runs going on
/// from 12 to 1 where `ends` wraps.
pub fn diagnose_group(cards: &[Card], spec: GroupSpec, side: Side, ends: Ends) -> String {
    let name = spec.describe();
    let ps: Vec<Piece> = cards.iter().filter_map(|&c| Piece::of(c, side)).collect();
    if spec.kind.has_color() {
        if let Some(c) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| p.col == Col::Unknown)
            .map(|(c, _)| c)
        {
            return format!(
                "{c}: a number typed without its colour never counts toward a {name}; type its colour ({})",
                Color::ALL.map(|k| format!("{}{c}", k.letter())).join(", ")
            );
        }
        let mut counts = [0usize; 4];
        for p in &ps {
            if let Col::Known(c) = p.col {
                counts[c.index()] += 1;
            }
        }
        let main = Color::ALL
            .into_iter()
            .max_by_key(|c| (counts[c.index()], std::cmp::Reverse(c.index())))
            .expect("four colours");
        if let Some(c) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| matches!(p.col, Col::Known(k) if k != main))
            .map(|(c, _)| c)
        {
            return match spec.kind {
                GroupKind::Color => format!("{c}: the {name} are {}", main.name()),
                _ => format!("{c}: {name} is {}", main.name()),
            };
        }
    }
    if spec.kind == GroupKind::Set {
        let mut counts = [0usize; 13];
        for n in ps.iter().filter_map(|p| p.num) {
            counts[usize::from(n)] += 1;
        }
        let main = (1..=12)
            .max_by_key(|&n| (counts[n], std::cmp::Reverse(n)))
            .unwrap_or(1);
        if let Some(c) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| p.num.is_some_and(|n| usize::from(n) != main))
            .map(|(c, _)| c)
        {
            return format!("{c}: the {name} is of {main}s");
        }
    }
    if spec.kind.has_run() {
        let mut seen = 0u16;
        for (c, p) in cards.iter().zip(&ps) {
            if let Some(n) = p.num {
                if seen & (1 << n) != 0 {
                    return format!("{c}: the {name} already has {} {n}", article(n));
                }
                seen |= 1 << n;
            }
        }
        if cards.len() > 12 {
            return format!(
                "the {name} has {} cards: a run holds at most 12",
                cards.len()
            );
        }
    }
    if cards.len() < usize::from(spec.size) {
        let laid = near_layout(spec, cards, side, ends);
        if let Some(short) = shortfall(&laid, ends) {
            return format!("{} ({} cards)", short, cards.len());
        }
        return format!("the {name} has only {} cards", cards.len());
    }
    let laid = near_layout(spec, cards, side, ends);
    shortfall(&laid, ends)
        .unwrap_or_else(|| format!("{} is not a {name}", super::card::show(cards)))
}

/// A card of number `n`, with its colour's name before it where one is given ("red "):
/// "a 7", "an 8", "a red 8".
pub fn a_card(color: &str, n: u8) -> String {
    if color.is_empty() {
        format!("{} {n}", article(n))
    } else {
        format!("a {color}{n}")
    }
}

/// "a" or "an", as the number is said: an 8, an 11.
pub fn article(n: u8) -> &'static str {
    if n == 8 || n == 11 { "an" } else { "a" }
}
