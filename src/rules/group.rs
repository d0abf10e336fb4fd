//! One group of cards on the table: what each card stands for, and how to read it.

use std::fmt;

use serde::Serialize;

use super::card::{Card, Color};
use super::edition::Side;
use super::phase::{GroupKind, GroupSpec};
use super::run::{self, Ends};

/// How much a card tells about its colour, once the side in play is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Col {
    /// The colour is fixed.
    Known(Color),
    /// A number typed without its colour: never counts toward a colour.
    Unknown,
    /// May be any colour (Wild, Wild Side cards).
    Any,
}

/// A card as the solver sees it: a number (none for Wild and Star) and its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    pub num: Option<u8>,
    pub col: Col,
    /// A numbered card (a wild typed with a number is not one).
    pub natural: bool,
}

impl Piece {
    /// None for a Skip, which is never part of a group.
    pub fn of(card: Card, side: Side) -> Option<Piece> {
        let wild_side = side == Side::Wild;
        Some(match card {
            Card::Number { value, color } => Piece {
                natural: true,
                num: Some(value),
                col: match color {
                    _ if wild_side => Col::Any,
                    Some(c) => Col::Known(c),
                    None => Col::Unknown,
                },
            },
            Card::Wild => Piece {
                natural: false,
                num: None,
                col: Col::Any,
            },
            Card::Star { color } => Piece {
                natural: false,
                num: None,
                col: match color {
                    Some(c) if !wild_side => Col::Known(c),
                    _ => Col::Any,
                },
            },
            Card::Fixed {
                own, num, color, ..
            } => Piece {
                natural: false,
                num,
                col: match color.or(own) {
                    Some(c) if !wild_side => Col::Known(c),
                    _ => Col::Any,
                },
            },
            Card::Skip => return None,
        })
    }
}

/// What a Wild or Star stands for in a laid group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Stand {
    pub num: Option<u8>,
    pub color: Option<Color>,
}

impl fmt::Display for Stand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.color, self.num) {
            (Some(c), Some(n)) => write!(f, "{}{n}", c.letter()),
            (None, Some(n)) => write!(f, "{n}"),
            (Some(c), None) => f.write_str(c.name()),
            (None, None) => f.write_str("any"),
        }
    }
}

/// A laid group: the spec it fills, its cards in order, and what the wilds stand for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Laid {
    pub spec: GroupSpec,
    pub cards: Vec<Card>,
    /// For each card, what it stands for when it is a Wild or Star.
    pub stands: Vec<Option<Stand>>,
    /// The set's number.
    pub number: Option<u8>,
    /// The run's first and last number (`(11, 2)`: on from 12 to 1, house rule
    /// `runs_wrap`).
    pub span: Option<(u8, u8)>,
    /// The colour of a colour group.
    pub color: Option<Color>,
    /// For each card, the Flip side it was put down on (a hit is read on the side in
    /// play when it is hit; other editions have one side).
    pub sides: Vec<Side>,
}

impl Laid {
    /// Lays out `cards` (known to be a valid group of `spec`'s kind) in reading order,
    /// and gives each wild its value. Runs go upward from the lowest number they can.
    pub fn layout(spec: GroupSpec, cards: &[Card], side: Side) -> Laid {
        let pieces: Vec<Piece> = cards
            .iter()
            .map(|&c| Piece::of(c, side).expect("no Skip in a group"))
            .collect();
        // (On the Wild Side no card has a colour: a colour letter typed is ignored.)
        let color = if spec.kind.has_color() && side != Side::Wild {
            group_color(cards, &pieces)
        } else {
            None
        };
        if spec.kind.has_run() {
            let k = cards.len() as u8;
            let nums: Vec<u8> = pieces.iter().filter_map(|p| p.num).collect();
            // The window: as long as the cards, from as low as the numbers let it start
            // (on from 12 to 1 only where they fit no other way: the group is known
            // to be a run, so the table plays runs that wrap). Numbers that fit no
            // window (a group that is no run) get one as wide as they span.
            let len = k.min(12);
            let (start, len) = if let Some(start) = run::start(&nums, len, Ends::Wrap) {
                (start, len)
            } else {
                let (lo, hi) = (nums.iter().copied().min(), nums.iter().copied().max());
                let len = match (lo, hi) {
                    (Some(lo), Some(hi)) => k.max(hi - lo + 1),
                    _ => k,
                }
                .min(12);
                (lo.map_or(1, |lo| lo.min(13 - len).max(1)), len)
            };
            let mut slots: Vec<Option<usize>> = vec![None; usize::from(len)];
            let mut stray = Vec::new();
            for (i, p) in pieces.iter().enumerate() {
                if let Some(n) = p.num {
                    match slots.get_mut(usize::from(run::steps(start, n))) {
                        Some(slot @ None) => *slot = Some(i),
                        _ => stray.push(i),
                    }
                }
            }
            let mut wilds = (0..cards.len()).filter(|&i| pieces[i].num.is_none());
            let mut out = Vec::new();
            let mut stands = Vec::new();
            for (off, slot) in slots.iter().enumerate() {
                let Some(i) = slot.or_else(|| wilds.next()) else {
                    continue;
                };
                out.push(cards[i]);
                stands.push(pieces[i].num.is_none().then_some(Stand {
                    num: Some(run::up(start, off as u8)),
                    color,
                }));
            }
            // Cards that fit no slot (only in a group that is not a run) go last.
            for i in stray.into_iter().chain(wilds) {
                out.push(cards[i]);
                stands.push(None);
            }
            let sides = vec![side; out.len()];
            return Laid {
                spec,
                cards: out,
                stands,
                number: None,
                span: Some((start, run::end(start, len))),
                color,
                sides,
            };
        }
        let mut laid = Laid::with_values(spec, cards, &pieces, color);
        laid.sides = vec![side; cards.len()];
        laid
    }

    fn with_values(
        spec: GroupSpec,
        cards: &[Card],
        pieces: &[Piece],
        color: Option<Color>,
    ) -> Laid {
        let number = if spec.kind == GroupKind::Set {
            pieces.iter().find_map(|p| p.num)
        } else {
            None
        };
        let stands = pieces
            .iter()
            .map(|p| p.num.is_none().then_some(Stand { num: number, color }))
            .collect();
        Laid {
            spec,
            cards: cards.to_vec(),
            stands,
            number,
            span: None,
            color,
            sides: Vec::new(),
        }
    }

    /// Each card as read on the side it was put down on.
    pub fn pieces(&self) -> Vec<Piece> {
        self.cards
            .iter()
            .zip(&self.sides)
            .map(|(&c, &side)| Piece::of(c, side).expect("no Skip in a group"))
            .collect()
    }

    /// "set of 3 (7s)", "run of 4 (3–6)", "7 cards of one colour (red)".
    pub fn describe(&self) -> String {
        let mut detail = Vec::new();
        if let Some(c) = self.color {
            detail.push(c.name().to_string());
        }
        if let Some(n) = self.number {
            detail.push(format!("{n}s"));
        }
        if let Some((lo, hi)) = self.span {
            detail.push(format!("{lo}–{hi}"));
        }
        // A group laid longer than its phase asks says how long it is.
        let spec = GroupSpec {
            size: self.spec.size.max(self.cards.len() as u8),
            ..self.spec
        };
        if detail.is_empty() {
            spec.describe()
        } else {
            format!("{} ({})", spec.describe(), detail.join(" "))
        }
    }

    /// Cards with the wild values: "R3 W=4 B5".
    pub fn show(&self) -> String {
        self.cards
            .iter()
            .zip(&self.stands)
            .map(|(c, s)| match s {
                // A wild typed with its value shows it already.
                Some(s)
                    if !matches!(c, Card::Fixed { .. })
                        && (s.num.is_some() || s.color.is_some()) =>
                {
                    format!("{c}={s}")
                }
                _ => c.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The JSON shape of a group.
    pub fn to_json(&self) -> GroupJson {
        GroupJson {
            kind: self.spec.kind,
            size: self.spec.size,
            description: self.describe(),
            cards: self
                .cards
                .iter()
                .map(std::string::ToString::to_string)
                .collect(),
            wilds: self
                .cards
                .iter()
                .zip(&self.stands)
                .filter_map(|(c, s)| {
                    s.map(|s| WildJson {
                        card: c.to_string(),
                        r#as: s.to_string(),
                    })
                })
                .collect(),
        }
    }
}

/// The colour a colour group's fixed cards agree on, if any.
pub(crate) fn group_color(cards: &[Card], pieces: &[Piece]) -> Option<Color> {
    pieces
        .iter()
        .find_map(|p| match p.col {
            Col::Known(c) => Some(c),
            _ => None,
        })
        .or_else(|| {
            // On the Wild Side a typed colour letter is a choice, not a constraint:
            // show the first one typed.
            cards.iter().find_map(|c| match c {
                Card::Number { color, .. } | Card::Star { color } => *color,
                _ => None,
            })
        })
}

#[derive(Debug, Clone, Serialize)]
pub struct GroupJson {
    pub kind: GroupKind,
    pub size: u8,
    pub description: String,
    pub cards: Vec<String>,
    pub wilds: Vec<WildJson>,
}

#[derive(Debug, Clone, Serialize)]
pub struct WildJson {
    pub card: String,
    pub r#as: String,
}

/// Whether `pieces` (all of them) make one group of `kind` with at least `min` cards,
/// a run going on from 12 to 1 where `ends` wraps. Written from the definitions, for
/// tests and for hits.
pub fn is_group(kind: GroupKind, min: usize, pieces: &[Piece], ends: Ends) -> bool {
    let k = pieces.len();
    if k < min || k == 0 {
        return false;
    }
    if kind.has_color() {
        let ok = Color::ALL.iter().any(|&c| {
            pieces
                .iter()
                .all(|p| p.col == Col::Any || p.col == Col::Known(c))
        });
        if !ok {
            return false;
        }
    }
    match kind {
        GroupKind::Set => {
            let mut nums = pieces.iter().filter_map(|p| p.num);
            match nums.next() {
                Some(n) => nums.all(|m| m == n),
                None => true,
            }
        }
        GroupKind::Color => true,
        GroupKind::Run | GroupKind::ColorRun => {
            if k > 12 {
                return false;
            }
            let k = k as u8;
            let starts = if ends.wraps() { 12 } else { 13 - k };
            (1..=starts).any(|s| {
                let mut seen = 0u16;
                pieces.iter().all(|p| match p.num {
                    None => true,
                    Some(n) if run::holds(s, k, n) && seen & (1 << n) == 0 => {
                        seen |= 1 << n;
                        true
                    }
                    Some(_) => false,
                })
            })
        }
    }
}
