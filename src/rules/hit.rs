//! Hits (RULES §4): does a card fit a laid group, and what does the group become.

use super::card::{Card, Color};
use super::edition::{Deck, Side};
use super::group::{Col, Laid, Piece, Stand, is_group};
use super::misfit::{Misfit, diagnose_group};
use super::phase::{GroupKind, GroupSpec};
use super::run::{self, Ends};

/// The answer to a hit: the group after it, or why the cards do not fit.
#[derive(Debug, Clone)]
pub enum HitVerdict {
    Fits {
        /// The group as laid, with its wilds' values.
        before: Laid,
        /// The group with the cards hit.
        after: Laid,
    },
    DoesNotFit {
        before: Laid,
        /// Why not, and what the group takes.
        why: Unfit,
    },
}

/// Why cards hit do not fit a laid group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unfit {
    /// A Skip is never a hit.
    Skip(Card),
    /// A number typed without its colour, hit onto a group of one colour.
    Uncoloured(Card),
    /// Not what the group takes.
    Takes(Card, Takes),
    /// A second card of a number next to the run: a run has one of each.
    RunHasOne(Card, u8),
    /// A number the run has already (its span, the number).
    AlreadyHas {
        card: Card,
        span: (u8, u8),
        number: u8,
    },
    /// The run already goes from 1 to 12 (or round the whole clock).
    Full { card: Card, span: (u8, u8) },
    /// More than 12 cards in the run.
    TooLong(Card),
    /// The cards fit none of the owner's groups.
    NoneOf { cards: Vec<Card>, owner: String },
}

/// What a laid group takes: the group, and the wild card it takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Takes {
    pub group: Taker,
    pub wild: WildTaken,
}

/// A laid group as what it takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Taker {
    /// A set of a number: that number.
    SetOf(u8),
    /// A set of wilds only: any number.
    AnySet,
    /// A group of one colour: that colour.
    ColourGroup(Color),
    /// A colour group of wilds only: any card.
    AnyCard,
    /// A run (a colour run where `colour_run`): the numbers at its ends it takes, of
    /// its colour where it has one; none where it is full.
    Run {
        colour: Option<Color>,
        colour_run: bool,
        span: (u8, u8),
        ends: Vec<u8>,
    },
    /// Nothing.
    Nothing,
}

/// The wild card a group takes, on the side in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WildTaken {
    /// A Wild (one-sided decks).
    Wild,
    /// A Star of the group's colour, on the Color Side (`R*`).
    StarOf(Color),
    /// Any Star, on the Wild Side (`*`).
    AnyStar,
    /// A Star (a group of no colour, on the Color Side).
    Star,
}

impl HitVerdict {
    pub fn fits(&self) -> bool {
        matches!(self, HitVerdict::Fits { .. })
    }

    /// The group as laid.
    pub fn before(&self) -> &Laid {
        match self {
            HitVerdict::Fits { before, .. } | HitVerdict::DoesNotFit { before, .. } => before,
        }
    }

    /// The group with the cards hit, where they fit.
    pub fn after(&self) -> Option<&Laid> {
        match self {
            HitVerdict::Fits { after, .. } => Some(after),
            HitVerdict::DoesNotFit { .. } => None,
        }
    }

    /// Why the cards do not fit.
    pub fn why(&self) -> Option<&Unfit> {
        match self {
            HitVerdict::Fits { .. } => None,
            HitVerdict::DoesNotFit { why, .. } => Some(why),
        }
    }
}

/// Why cards typed as a group on the table are not one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotLaid {
    /// No card given.
    Empty,
    /// A Skip among them.
    Skip(Card),
    /// Not a group of that kind: why.
    NotA {
        cards: String,
        kind: &'static str,
        why: Box<Misfit>,
    },
    /// A run only round the corner, where runs stop at 12.
    RoundTheCorner { cards: String, kind: &'static str },
    /// The group, and how to type its wilds' values (`W=3 W=4 W=5`, `*=3 *=4`).
    WildsOnly(String, String),
}

/// A run of wilds only, and its wilds typed with values as an example: every wild
/// given one, from 3 on (from 1 where the run is longer than ten).
pub fn wilds_only(cards: &[Card]) -> NotLaid {
    let from = if cards.len() > 10 { 1 } else { 3 };
    let example: Vec<String> = cards
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{c}={}", i + from))
        .collect();
    NotLaid::WildsOnly(super::card::show(cards), example.join(" "))
}

/// The groups a valid lay puts down, as the table typed them: where the cards were typed
/// group by group (as many groups as the lay), each run is read in the order typed, so a
/// wild keeps the value its place gives it; a run of wilds only, whose values nothing
/// fixes, is refused until they are typed. `typed` is the cards as typed, `lay` the
/// groups the referee found.
pub fn as_typed(
    typed: &[Vec<Card>],
    lay: Vec<Laid>,
    side: Side,
    ends: Ends,
) -> Result<Vec<Laid>, NotLaid> {
    let one_by_one = typed.len() == lay.len();
    lay.into_iter()
        .enumerate()
        .map(|(i, laid)| {
            let laid = if one_by_one && laid.spec.kind.has_run() {
                let mut read = read_laid(&typed[i], laid.spec.kind, side, ends)?;
                read.spec = laid.spec;
                read
            } else {
                laid
            };
            if laid.spec.kind.has_run() && laid.cards.iter().all(|c| !c.has_number()) {
                return Err(wilds_only(&laid.cards));
            }
            Ok(laid)
        })
        .collect()
}

/// Reads a laid group, its runs going on from 12 to 1 where `ends` wraps. Runs keep
/// the order they were typed in when it is consistent (`W 4 5 6` is 3–6), since a laid
/// wild keeps its value; otherwise wilds go upward.
pub fn read_laid(cards: &[Card], kind: GroupKind, side: Side, ends: Ends) -> Result<Laid, NotLaid> {
    let spec = GroupSpec::new(kind, cards.len().max(1) as u8);
    if cards.is_empty() {
        return Err(NotLaid::Empty);
    }
    if let Some(&skip) = cards.iter().find(|c| **c == Card::Skip) {
        return Err(NotLaid::Skip(skip));
    }
    let pieces: Vec<Piece> = cards
        .iter()
        .map(|&c| Piece::of(c, side).expect("no Skip"))
        .collect();
    if !is_group(kind, 1, &pieces, ends) {
        // A run only round the corner, where runs stop at 12: said so.
        let shown = super::card::show(cards);
        if kind.has_run() && is_group(kind, 1, &pieces, Ends::Wrap) {
            return Err(NotLaid::RoundTheCorner {
                cards: shown,
                kind: kind.flag_name(),
            });
        }
        return Err(NotLaid::NotA {
            cards: shown,
            kind: kind.flag_name(),
            why: Box::new(diagnose_group(cards, spec, side, ends)),
        });
    }
    if kind.has_run() {
        if pieces.iter().all(|p| p.num.is_none()) {
            return Err(wilds_only(cards));
        }
        // Typed from high to low ("6 5 4 W" is 3-6): read it the other way.
        let reversed: Vec<Piece> = pieces.iter().rev().copied().collect();
        let naturals = pieces.iter().filter(|p| p.num.is_some()).count();
        let start = typed_start(&pieces, ends);
        if naturals > 1 && start.is_none() && typed_start(&reversed, ends).is_some() {
            let reversed: Vec<Card> = cards.iter().rev().copied().collect();
            return read_laid(&reversed, kind, side, ends);
        }
        if let Some(s) = start {
            let mut laid = Laid::layout(spec, cards, side);
            laid.cards = cards.to_vec();
            laid.span = Some((s, run::end(s, cards.len() as u8)));
            laid.stands = pieces
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    p.num.is_none().then_some(Stand {
                        num: Some(run::up(s, i as u8)),
                        color: laid.color,
                    })
                })
                .collect();
            return Ok(laid);
        }
    }
    Ok(Laid::layout(spec, cards, side))
}

/// Where a run typed in order starts, each card one up from the card before; none
/// where the order typed is no run. Round the corner from 12 to 1 only where `ends`
/// wraps and the numbers need it (`12 W W W` is 9–12, as printed).
fn typed_start(pieces: &[Piece], ends: Ends) -> Option<u8> {
    let within = typed_start_as(pieces, Ends::Stop);
    if within.is_some() || !ends.wraps() {
        return within;
    }
    let nums: Vec<u8> = pieces.iter().filter_map(|p| p.num).collect();
    if run::start(&nums, pieces.len().min(12) as u8, Ends::Stop).is_some() {
        return None;
    }
    typed_start_as(pieces, Ends::Wrap)
}

/// Where a run typed in order starts, on from 12 to 1 where `ends` wraps.
fn typed_start_as(pieces: &[Piece], ends: Ends) -> Option<u8> {
    let k = pieces.len();
    if k > 12 {
        return None;
    }
    let mut start = None;
    for (i, p) in pieces.iter().enumerate() {
        let Some(n) = p.num else { continue };
        let s = run::down(n, i as u8);
        if start.is_some_and(|t| t != s) {
            return None;
        }
        start = Some(s);
    }
    let s = start?;
    (ends.wraps() || usize::from(s) + k - 1 <= 12).then_some(s)
}

/// Hits `cards` onto the laid group `onto` (read as typed), in any order the player
/// likes.
pub fn hit(
    onto: &[Card],
    kind: GroupKind,
    cards: &[Card],
    side: Side,
    deck: Deck,
    ends: Ends,
) -> Result<HitVerdict, NotLaid> {
    Ok(hit_laid(
        &read_laid(onto, kind, side, ends)?,
        cards,
        side,
        deck,
        ends,
    ))
}

/// Hits `cards`, read on `side` (the side in play), onto a group on the table: each
/// card already in it keeps the side it was put down on, so the group keeps what its
/// cards fix (a Wild Side run becomes red once a Color Side red card is in it). A run
/// goes on from 12 to 1 where `ends` wraps.
pub fn hit_laid(before: &Laid, cards: &[Card], side: Side, deck: Deck, ends: Ends) -> HitVerdict {
    let kind = before.spec.kind;
    let before = before.clone();
    let no = |why: Unfit| HitVerdict::DoesNotFit {
        before: before.clone(),
        why,
    };
    // The wild card the group takes, as it is typed on the side in play: a Star of the
    // group's colour on the Color Side (R*), any Star on the Wild Side (*).
    let wild = match (deck.two_sided(), side, kind.has_color(), before.color) {
        (false, ..) => WildTaken::Wild,
        (true, Side::Color, true, Some(c)) => WildTaken::StarOf(c),
        (true, Side::Wild, ..) => WildTaken::AnyStar,
        (true, ..) => WildTaken::Star,
    };
    let takes = |card: Card| Unfit::Takes(card, takes(&before, wild, ends));
    // The colour the group's cards fix, each read on its own side (a colour letter
    // typed on the Wild Side fixes nothing).
    let mut color = if kind.has_color() {
        before.pieces().iter().find_map(|p| match p.col {
            Col::Known(c) => Some(c),
            _ => None,
        })
    } else {
        None
    };
    let mut number = before.number;
    let mut naturals: Vec<(u8, Card)> = Vec::new();
    let mut wilds: Vec<Card> = Vec::new();
    for &card in cards {
        let Some(p) = Piece::of(card, side) else {
            return no(Unfit::Skip(card));
        };
        if kind.has_color() {
            match (p.col, color) {
                (Col::Unknown, _) => {
                    return no(Unfit::Uncoloured(card));
                }
                (Col::Known(c), Some(g)) if c != g => {
                    return no(takes(card));
                }
                (Col::Known(c), None) => color = Some(c),
                _ => {}
            }
        }
        match (kind, p.num) {
            (GroupKind::Set, Some(n)) => match number {
                Some(v) if v != n => return no(takes(card)),
                _ => number = Some(n),
            },
            (GroupKind::Run | GroupKind::ColorRun, Some(n)) => naturals.push((n, card)),
            (_, None) => wilds.push(card),
            _ => {}
        }
    }
    let mut out_cards = before.cards.clone();
    let mut stands = before.stands.clone();
    let mut sides = before.sides.clone();
    let mut span = before.span;
    if let Some((lo, hi)) = before.span {
        let len = run::steps(lo, hi) + 1;
        naturals.sort();
        for pair in naturals.windows(2) {
            if pair[0].0 == pair[1].0 {
                // Next to the run, one of them may go on it; else neither does.
                let n = pair[1].0;
                let next = n == run::up(hi, 1) || n == run::down(lo, 1);
                return no(if next {
                    Unfit::RunHasOne(pair[1].1, n)
                } else {
                    takes(pair[1].1)
                });
            }
        }
        if let Some((n, c)) = naturals.iter().find(|(n, _)| run::holds(lo, len, *n)) {
            return no(Unfit::AlreadyHas {
                card: *c,
                span: (lo, hi),
                number: *n,
            });
        }
        // The numbers hit go above the run (the first ones up from its last number)
        // or below it; a run that stops at 12 has one way for each.
        naturals.sort_by_key(|&(n, _)| run::steps(hi, n));
        let m = naturals.len();
        let above = |j: usize| j == 0 || ends.wraps() || naturals[..j].iter().all(|&(n, _)| n > hi);
        let below = |j: usize| j == m || ends.wraps() || naturals[j..].iter().all(|&(n, _)| n < lo);
        let reach = |j: usize| {
            let up = if j == 0 {
                0
            } else {
                run::steps(hi, naturals[j - 1].0)
            };
            let down = if j == m {
                0
            } else {
                run::steps(naturals[j].0, lo)
            };
            (up, down)
        };
        // The split that reaches least far, upward where two reach as far.
        let Some((up, down)) = (0..=m)
            .rev()
            .filter(|&j| above(j) && below(j))
            .map(reach)
            .min_by_key(|&(up, down)| up + down)
        else {
            return no(takes(naturals[0].1));
        };
        let gaps = usize::from(up + down) - m;
        if gaps > wilds.len() {
            let far = naturals
                .iter()
                .find(|&&(n, _)| match ends {
                    Ends::Wrap => run::steps(hi, n) > 1 && run::steps(n, lo) > 1,
                    Ends::Stop => n > hi + 1 || n + 1 < lo,
                })
                .map_or(naturals[0].1, |x| x.1);
            return no(takes(far));
        }
        let extra = wilds.len() - gaps;
        let reached = usize::from(len + up + down);
        let room = 12 - reached;
        if extra > room {
            let card = wilds.last().copied().unwrap_or(Card::Wild);
            return no(if room == 0 && reached == usize::from(len) {
                Unfit::Full {
                    card,
                    span: (lo, hi),
                }
            } else {
                Unfit::TooLong(card)
            });
        }
        // Extend upward first (as far as 12, where runs stop there), then downward.
        let top = run::up(hi, up);
        let up_more = if ends.wraps() {
            extra
        } else {
            extra.min(usize::from(12 - top))
        };
        let below_lo = usize::from(down) + (extra - up_more);
        let total = reached + extra;
        let first = run::down(lo, below_lo as u8);
        let mut wild_iter = wilds.iter();
        let mut new_cards = Vec::new();
        let mut new_stands = Vec::new();
        let mut new_sides = Vec::new();
        for off in 0..total {
            let v = run::up(first, off as u8);
            if (below_lo..below_lo + usize::from(len)).contains(&off) {
                let i = off - below_lo;
                new_cards.push(out_cards[i]);
                new_stands.push(stands[i]);
                new_sides.push(sides[i]);
            } else if let Some((_, c)) = naturals.iter().find(|(n, _)| *n == v) {
                new_cards.push(*c);
                new_stands.push(None);
                new_sides.push(side);
            } else {
                new_cards.push(*wild_iter.next().expect("a wild for every gap"));
                new_stands.push(Some(Stand {
                    num: Some(v),
                    color,
                }));
                new_sides.push(side);
            }
        }
        out_cards = new_cards;
        stands = new_stands;
        sides = new_sides;
        span = Some((first, run::up(first, (total - 1) as u8)));
    } else {
        for &card in cards {
            out_cards.push(card);
            stands.push(card.is_wild().then_some(Stand { num: number, color }));
            sides.push(side);
        }
        // A wild laid before the first natural now stands for it.
        for s in stands.iter_mut().flatten() {
            s.num = number;
            s.color = color;
        }
    }
    // A colour the hit fixed is the colour every wild in the group stands for.
    if kind.has_color() {
        for s in stands.iter_mut().flatten() {
            s.color = color;
        }
    }
    let after = Laid {
        spec: GroupSpec::new(kind, out_cards.len() as u8),
        cards: out_cards,
        stands,
        number,
        span,
        color: color.or(before.color),
        sides,
    };
    HitVerdict::Fits { before, after }
}

/// What a laid group takes (a run that `ends` lets wrap takes a 1 after its 12, and a
/// 12 before its 1), and the wild card it takes.
fn takes(l: &Laid, wild: WildTaken, ends: Ends) -> Takes {
    let group = match (l.spec.kind, l.span, l.number) {
        (GroupKind::Set, _, Some(n)) => Taker::SetOf(n),
        (GroupKind::Set, _, None) => Taker::AnySet,
        (GroupKind::Color, _, _) => l.color.map_or(Taker::AnyCard, Taker::ColourGroup),
        (_, Some((lo, hi)), _) => {
            let full = run::steps(lo, hi) == 11;
            let mut taken = Vec::new();
            if !full && (lo > 1 || ends.wraps()) {
                taken.push(run::down(lo, 1));
            }
            if !full && (hi < 12 || ends.wraps()) && run::up(hi, 1) != run::down(lo, 1) {
                taken.push(run::up(hi, 1));
            }
            Taker::Run {
                colour: l.color,
                colour_run: l.spec.kind == GroupKind::ColorRun,
                span: (lo, hi),
                ends: taken,
            }
        }
        _ => Taker::Nothing,
    };
    Takes { group, wild }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::card::parse_cards;

    /// A card that does not fit a plain run of `span` (no Flip), which takes `ends`.
    fn run_takes(card: &str, span: (u8, u8), ends: &[u8]) -> Unfit {
        Unfit::Takes(
            cards(card)[0],
            Takes {
                group: Taker::Run {
                    colour: None,
                    colour_run: false,
                    span,
                    ends: ends.to_vec(),
                },
                wild: WildTaken::Wild,
            },
        )
    }

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s, Deck::Classic, Side::Color).unwrap()
    }

    fn fits(onto: &str, kind: GroupKind, hit_cards: &str) -> HitVerdict {
        hit(
            &cards(onto),
            kind,
            &cards(hit_cards),
            Side::Color,
            Deck::Classic,
            Ends::Stop,
        )
        .unwrap()
    }

    fn fits_around(onto: &str, hit_cards: &str) -> HitVerdict {
        hit(
            &cards(onto),
            GroupKind::Run,
            &cards(hit_cards),
            Side::Color,
            Deck::Classic,
            Ends::Wrap,
        )
        .unwrap()
    }

    #[test]
    fn where_runs_wrap_a_run_goes_on_from_12_to_1() {
        let v = fits_around("10 11 12", "1");
        assert_eq!(v.after().unwrap().span, Some((10, 1)), "{:?}", v.why());
        assert_eq!(v.after().unwrap().show(), "10 11 12 1");
        let v = fits_around("10 11 12", "W");
        assert_eq!(v.after().unwrap().span, Some((10, 1)), "a wild goes on up");
        let v = fits_around("11 12 1 2", "10 3");
        assert_eq!(v.after().unwrap().span, Some((10, 3)));
        let v = fits_around("3 4 5 6", "1");
        assert!(!v.fits());
        let v = fits_around("3 4 5 6", "1 W");
        assert_eq!(v.after().unwrap().span, Some((1, 6)), "the short way round");
        let v = fits_around("3 4 5 6", "12 W W");
        assert_eq!(v.after().unwrap().span, Some((12, 6)));
        let v = fits_around("3 4 5 6", "8");
        assert_eq!(v.why(), Some(&run_takes("8", (3, 6), &[2, 7])));
        let v = fits_around("12 1 2", "5");
        assert_eq!(v.why(), Some(&run_takes("5", (12, 2), &[11, 3])));
        let v = fits_around("1 2 3 4 5 6 7 8 9 10 11", "12");
        assert_eq!(v.after().unwrap().span, Some((1, 12)));
        let v = fits_around("2 3 4 5 6 7 8 9 10 11 12", "W");
        assert_eq!(
            v.after().unwrap().span,
            Some((2, 1)),
            "up first, round to 1"
        );
        let v = fits_around("1 2 3 4 5 6 7 8 9 10 11 12", "W");
        assert_eq!(
            v.why(),
            Some(&Unfit::Full {
                card: Card::Wild,
                span: (1, 12)
            })
        );
        // As printed, a run stops at 12.
        assert!(!fits("10 11 12", GroupKind::Run, "1").fits());
        let v = fits("10 11 12", GroupKind::Run, "W");
        assert_eq!(v.after().unwrap().span, Some((9, 12)));
        // A run laid around reads so, in either order typed.
        let laid = read_laid(&cards("11 12 W 2"), GroupKind::Run, Side::Color, Ends::Wrap).unwrap();
        assert_eq!(
            (laid.span, laid.show()),
            (Some((11, 2)), "11 12 W=1 2".into())
        );
        // Round the corner only where the numbers need it.
        for (typed, span) in [
            ("12 W W W", (9, 12)),
            ("2 1 W W", (1, 4)),
            ("W W 12 1", (10, 1)),
        ] {
            let laid = read_laid(&cards(typed), GroupKind::Run, Side::Color, Ends::Wrap).unwrap();
            assert_eq!(laid.span, Some(span), "{typed}");
        }
        let laid = read_laid(&cards("2 1 12"), GroupKind::Run, Side::Color, Ends::Wrap).unwrap();
        assert_eq!((laid.span, laid.show()), (Some((12, 2)), "12 1 2".into()));
        assert!(read_laid(&cards("11 12 1 2"), GroupKind::Run, Side::Color, Ends::Stop).is_err());
    }

    #[test]
    fn a_run_3_to_6_takes_a_2_a_7_or_a_wild() {
        for c in ["2", "7", "W", "R2", "7 8", "8 7", "W 8", "2 1"] {
            let v = fits("3 4 5 6", GroupKind::Run, c);
            assert!(v.fits(), "{c}: {:?}", v.why());
        }
        for c in ["8", "1", "5", "S", "7 7"] {
            let v = fits("3 4 5 6", GroupKind::Run, c);
            assert!(!v.fits(), "{c}");
        }
        let v = fits("3 4 5 6", GroupKind::Run, "8");
        assert_eq!(v.why(), Some(&run_takes("8", (3, 6), &[2, 7])));
        let v = fits("3 4 5 6", GroupKind::Run, "W 8");
        assert_eq!(v.after().unwrap().span, Some((3, 8)));
    }

    #[test]
    fn a_full_run_takes_nothing() {
        let v = fits("1 2 3 4 5 6 7 8 9 10 11 12", GroupKind::Run, "W");
        assert!(!v.fits());
        assert_eq!(
            v.why(),
            Some(&Unfit::Full {
                card: Card::Wild,
                span: (1, 12)
            })
        );
    }

    #[test]
    fn laid_wilds_keep_their_value() {
        let v = fits("W 4 5 6", GroupKind::Run, "3");
        assert!(!v.fits(), "the W is the 3");
        assert!(fits("W 4 5 6", GroupKind::Run, "7").fits());
        assert!(fits("W 4 5 6", GroupKind::Run, "2").fits());
    }

    #[test]
    fn sets_and_colours() {
        assert!(fits("7 7 7", GroupKind::Set, "R7 W").fits());
        assert!(!fits("7 7 7", GroupKind::Set, "8").fits());
        assert!(fits("G1 G5 G9 G2 G3 G4 G12", GroupKind::Color, "G7 W").fits());
        let v = fits("G1 G5 G9", GroupKind::Color, "R7");
        assert!(!v.fits());
        assert!(!fits("G1 G5 G9", GroupKind::Color, "7").fits());
        assert!(fits("B3 B4 B5", GroupKind::ColorRun, "B6").fits());
        assert!(!fits("B3 B4 B5", GroupKind::ColorRun, "Y6").fits());
    }

    #[test]
    fn the_group_must_be_a_group() {
        assert!(
            hit(
                &cards("3 5"),
                GroupKind::Run,
                &cards("4"),
                Side::Color,
                Deck::Classic,
                Ends::Stop
            )
            .is_err()
        );
        assert!(
            hit(
                &cards("R3 B3"),
                GroupKind::Color,
                &cards("R4"),
                Side::Color,
                Deck::Classic,
                Ends::Stop
            )
            .is_err()
        );
    }
}
