//! Why typed cards are not one group: the first card that does not belong, or what the
//! group is still short of, as values (the words are the app's).

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

/// What a group still needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lack {
    /// The group as its cards lay it out (its colour, number or span).
    pub laid: Laid,
    pub needs: Needs,
}

/// What a group still needs: more cards of its number or colour, the numbers of its
/// gaps past its wilds, or a card at either end (a run's numbers, round the corner where
/// runs wrap).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Needs {
    More(usize),
    Gaps(Vec<u8>),
    Ends(Vec<u8>),
}

/// What a short group still needs (a run going on from 12 to 1 where `ends` wraps).
fn shortfall(l: &Laid, ends: Ends) -> Option<Lack> {
    let size = usize::from(l.spec.size);
    let have = l.cards.len();
    let lack = |needs| {
        Some(Lack {
            laid: l.clone(),
            needs,
        })
    };
    match l.spec.kind {
        GroupKind::Set | GroupKind::Color if have < size => lack(Needs::More(size - have)),
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
                lack(Needs::Gaps(gaps[wilds..].to_vec()))
            } else {
                let mut taken = Vec::new();
                if lo > 1 || ends.wraps() {
                    taken.push(run::down(lo, 1));
                }
                if (hi < 12 || ends.wraps()) && !taken.contains(&run::up(hi, 1)) {
                    taken.push(run::up(hi, 1));
                }
                lack(Needs::Ends(taken))
            }
        }
        _ => None,
    }
}

/// Why typed cards are not one group: the first card that does not belong, or what the
/// group is still short of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Misfit {
    /// A number typed without its colour, in a colour group.
    Uncoloured { card: Card, group: GroupSpec },
    /// A card of another colour than most of the group's cards (`colour`).
    OffColour {
        card: Card,
        group: GroupSpec,
        colour: Color,
    },
    /// A card of another number than most of the set's cards (`number`).
    OffNumber {
        card: Card,
        group: GroupSpec,
        number: u8,
    },
    /// A second card of one number in a run.
    Twice {
        card: Card,
        group: GroupSpec,
        number: u8,
    },
    /// More cards than a run holds.
    TooLong { group: GroupSpec, count: usize },
    /// Fewer cards than the group's size: what it needs, where that is said.
    Short {
        lack: Option<Lack>,
        group: GroupSpec,
        count: usize,
    },
    /// As many cards as the group, and what it needs past them.
    Lacks(Lack),
    /// As many cards as the group, and no group.
    NotOne { cards: Vec<Card>, group: GroupSpec },
}

/// Why typed cards are not one group of `spec` (all of them used), its runs going on
/// from 12 to 1 where `ends` wraps.
pub fn diagnose_group(cards: &[Card], spec: GroupSpec, side: Side, ends: Ends) -> Misfit {
    let ps: Vec<Piece> = cards.iter().filter_map(|&c| Piece::of(c, side)).collect();
    if spec.kind.has_color() {
        if let Some(&card) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| p.col == Col::Unknown)
            .map(|(c, _)| c)
        {
            return Misfit::Uncoloured { card, group: spec };
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
        if let Some(&card) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| matches!(p.col, Col::Known(k) if k != main))
            .map(|(c, _)| c)
        {
            return Misfit::OffColour {
                card,
                group: spec,
                colour: main,
            };
        }
    }
    if spec.kind == GroupKind::Set {
        let mut counts = [0usize; 13];
        for n in ps.iter().filter_map(|p| p.num) {
            counts[usize::from(n)] += 1;
        }
        let main = (1..=12u8)
            .max_by_key(|&n| (counts[usize::from(n)], std::cmp::Reverse(n)))
            .unwrap_or(1);
        if let Some(&card) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| p.num.is_some_and(|n| n != main))
            .map(|(c, _)| c)
        {
            return Misfit::OffNumber {
                card,
                group: spec,
                number: main,
            };
        }
    }
    if spec.kind.has_run() {
        let mut seen = 0u16;
        for (&card, p) in cards.iter().zip(&ps) {
            if let Some(n) = p.num {
                if seen & (1 << n) != 0 {
                    return Misfit::Twice {
                        card,
                        group: spec,
                        number: n,
                    };
                }
                seen |= 1 << n;
            }
        }
        if cards.len() > 12 {
            return Misfit::TooLong {
                group: spec,
                count: cards.len(),
            };
        }
    }
    let lack = shortfall(&near_layout(spec, cards, side, ends), ends);
    if cards.len() < usize::from(spec.size) {
        return Misfit::Short {
            lack,
            group: spec,
            count: cards.len(),
        };
    }
    lack.map_or_else(
        || Misfit::NotOne {
            cards: cards.to_vec(),
            group: spec,
        },
        Misfit::Lacks,
    )
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
