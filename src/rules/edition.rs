//! The four editions as data: deck, phase tables, scoring, players, progress.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::card::Card;
pub use super::card::{Deck, Side};
use super::phase::Phase;

/// Points for the cards left in hand (RULES §5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scoring {
    pub low: u32,
    pub high: u32,
    pub skip: u32,
    pub wild: u32,
    pub star: u32,
    /// Numbers count their face value (twist house rule).
    pub face_value: bool,
}

impl Scoring {
    pub const STANDARD: Scoring = Scoring {
        low: 5,
        high: 10,
        skip: 15,
        wild: 25,
        star: 20,
        face_value: false,
    };

    pub fn card(&self, card: Card) -> u32 {
        match card {
            Card::Number { value, .. } if self.face_value => u32::from(value),
            Card::Number { value, .. } if value <= 9 => self.low,
            Card::Number { .. } => self.high,
            Card::Skip => self.skip,
            Card::Wild => self.wild,
            Card::Star { .. } => self.star,
            Card::Fixed { star, .. } => {
                if star {
                    self.star
                } else {
                    self.wild
                }
            }
        }
    }

    pub fn cards(&self, cards: &[Card]) -> u32 {
        cards.iter().map(|&c| self.card(c)).sum()
    }

    /// Every total that `count` cards of a deck can make (face values not counted:
    /// `None` then). Numbers are plenty; Wilds, Skips and Stars are as many as the deck
    /// holds.
    /// Whether `count` cards can make `points`, with at most `wilds`, `skips` and, of
    /// each number `v`, `numbers[v]` among them (face values need the numbers; the
    /// other scorings only how many are high).
    pub fn makes(
        &self,
        count: usize,
        points: u32,
        wilds: usize,
        skips: usize,
        stars: usize,
        numbers: &[usize; 13],
    ) -> bool {
        let face = self.face_reach(numbers, count);
        self.makes_from(face.as_deref(), count, points, wilds, skips, stars)
    }

    /// The sums numbered cards can make at face value, up to `most` cards, with at
    /// most `numbers[v]` of each number (none where cards score low or high): worked
    /// out once for many questions to [`Scoring::makes_from`].
    #[must_use]
    pub fn face_reach(
        &self,
        numbers: &[usize; 13],
        most: usize,
    ) -> Option<std::borrow::Cow<'static, [Vec<bool>]>> {
        self.face_value.then(|| {
            if most <= 11 && numbers.iter().skip(1).all(|&n| n >= 8) {
                full_face_sums()
            } else {
                std::borrow::Cow::Owned(face_sums(*numbers, most))
            }
        })
    }

    /// [`Scoring::makes`] with the face sums worked out (`face`, for `count` cards at
    /// least).
    #[must_use]
    pub fn makes_from(
        &self,
        face: Option<&[Vec<bool>]>,
        count: usize,
        points: u32,
        wilds: usize,
        skips: usize,
        stars: usize,
    ) -> bool {
        for w in 0..=count.min(wilds) {
            for s in 0..=(count - w).min(skips) {
                for st in 0..=(count - w - s).min(stars) {
                    let n = count - w - s - st;
                    let fixed = w as u32 * self.wild + s as u32 * self.skip + st as u32 * self.star;
                    let Some(rem) = points.checked_sub(fixed) else {
                        continue;
                    };
                    let ok = match face {
                        Some(reach) => reach
                            .get(n)
                            .and_then(|r| r.get(rem as usize))
                            .copied()
                            .unwrap_or(false),
                        None => self.low_high(n as u32, rem),
                    };
                    if ok {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Whether `n` numbered cards, each low or high, come to `rem`: some count of high
    /// cards `h` in 0..=n with `h·high + (n − h)·low = rem`, worked out, not tried.
    fn low_high(&self, n: u32, rem: u32) -> bool {
        if self.high < self.low {
            return (0..=n).any(|high| high * self.high + (n - high) * self.low == rem);
        }
        let Some(over) = rem.checked_sub(n * self.low) else {
            return false;
        };
        match self.high - self.low {
            0 => over == 0,
            step => over % step == 0 && over / step <= n,
        }
    }

    pub fn totals(&self, copies: &Copies, count: usize) -> std::collections::BTreeSet<u32> {
        let mut totals = std::collections::BTreeSet::new();
        if self.face_value {
            // Numbers count 1 to 12 (eight of each), Wilds and Skips their values.
            let per = copies.number.map_or(usize::MAX, |n| usize::from(n) * 4);
            let reach = face_sums([per; 13], count);
            for wilds in 0..=count.min(usize::from(copies.wild)) {
                for skips in 0..=(count - wilds).min(usize::from(copies.skip)) {
                    let numbers = count - wilds - skips;
                    let fixed = wilds as u32 * self.wild + skips as u32 * self.skip;
                    totals.extend(
                        (0..reach[numbers].len())
                            .filter(|&t| reach[numbers][t])
                            .map(|t| fixed + t as u32),
                    );
                }
            }
            return totals;
        }
        let star_max = copies.star.map_or(count, usize::from);
        for wilds in 0..=count.min(usize::from(copies.wild)) {
            for skips in 0..=(count - wilds).min(usize::from(copies.skip)) {
                for stars in 0..=(count - wilds - skips).min(star_max) {
                    let numbers = count - wilds - skips - stars;
                    let fixed = wilds as u32 * self.wild
                        + skips as u32 * self.skip
                        + stars as u32 * self.star;
                    for high in 0..=numbers as u32 {
                        totals
                            .insert(fixed + high * self.high + (numbers as u32 - high) * self.low);
                    }
                }
            }
        }
        totals
    }
}

/// The classic variations (RULES §6).
/// The face sums of up to ten cards from a whole deck (eight of each number), made once.
fn full_face_sums() -> std::borrow::Cow<'static, [Vec<bool>]> {
    static SUMS: OnceLock<Vec<Vec<bool>>> = OnceLock::new();
    std::borrow::Cow::Borrowed(SUMS.get_or_init(|| face_sums([8; 13], 11)).as_slice())
}

/// Which sums `n` numbered cards can make at face value, for every `n` up to `most`,
/// with at most `copies[v]` cards of each number `v`: `reach[n][sum]`.
pub fn face_sums(copies: [usize; 13], most: usize) -> Vec<Vec<bool>> {
    let top = 12 * most;
    let mut reach = vec![vec![false; top + 1]; most + 1];
    reach[0][0] = true;
    for v in 1..=12usize {
        // Bounded: up to copies[v] of v, counts going down so each card is used once.
        for _ in 0..copies[v].min(most) {
            for n in (1..=most).rev() {
                for t in (v..=top).rev() {
                    if reach[n - 1][t - v] {
                        reach[n][t] = true;
                    }
                }
            }
        }
    }
    reach
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variation {
    /// Phases 1 to 10 in order; the first to complete phase 10 wins.
    #[default]
    Standard,
    /// (a) Ten hands; everyone advances every hand; lowest total wins.
    TenHands,
    /// (b) The first to complete N phases wins.
    Phases,
    /// (c) Only the even phases 2, 4, 6, 8, 10.
    EvenPhases,
}

impl Variation {
    pub fn name(self) -> &'static str {
        match self {
            Variation::Standard => "standard",
            Variation::TenHands => "ten-hands",
            Variation::Phases => "phases",
            Variation::EvenPhases => "even-phases",
        }
    }

    /// The phases played, in order.
    pub fn sequence(self) -> Vec<u8> {
        match self {
            Variation::EvenPhases => vec![2, 4, 6, 8, 10],
            _ => (1..=10).collect(),
        }
    }
}

/// Twist: how far a pawn moves after a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moves {
    /// Went out.
    pub out: i64,
    /// Made the phase, did not go out.
    pub made: i64,
    /// Did not make the phase (never on the Phase 10 space, for a numbered phase).
    pub missed: i64,
}

/// How a player moves through the phases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// Phases in order, one after another (classic, flip).
    InOrder,
    /// Pawns on a board of spaces (twist).
    Board,
    /// Any phase card not yet completed, chosen before each hand (masters).
    Chosen,
}

/// An edition of the game.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Edition {
    #[default]
    Classic,
    Flip,
    Twist,
    Masters,
}

/// An edition's rulebook: everything that differs between editions, as data.
#[derive(Debug)]
pub struct Rulebook {
    pub name: &'static str,
    pub deck: Deck,
    pub min_players: usize,
    pub max_players: usize,
    pub phases: [&'static str; 10],
    pub twist_cards: Option<[&'static str; 10]>,
    pub scoring: Scoring,
    pub progress: Progress,
    /// The variations a table may choose (RULES §6).
    pub variations: &'static [Variation],
    /// Hands are scored into a running total (twist scores only to break a tie).
    pub keeps_score: bool,
    /// Each player keeps a Save Pile of cards saved instead of discarded (masters).
    pub save_pile: bool,
    /// How many copies of each card the deck holds.
    pub copies: Copies,
    /// The Twist board's default spaces (twist only).
    pub board: Option<&'static str>,
    /// Twist: pawn moves for a numbered phase and for a Twist card.
    pub moves: Option<(Moves, Moves)>,
}

/// How many copies of each card a deck holds (`None`: not known, only the deck's size
/// bounds it). RULES §1.
#[derive(Debug, Clone, Copy)]
pub struct Copies {
    /// Of each coloured number (R7): two in every deck whose make-up is printed.
    pub number: Option<u8>,
    pub wild: u8,
    pub skip: u8,
    pub star: Option<u8>,
}

const CLASSIC_COPIES: Copies = Copies {
    number: Some(2),
    wild: crate::rules::card::WILDS,
    skip: 4,
    star: Some(0),
};

const MASTERS_COPIES: Copies = Copies {
    skip: 2,
    ..CLASSIC_COPIES
};

/// The Flip rulebook does not print its deck's make-up.
const FLIP_COPIES: Copies = Copies {
    number: None,
    wild: 0,
    skip: 0,
    star: None,
};

impl Copies {
    /// The whole deck's Wilds, Skips, Stars (as many as `count` where unbounded) and
    /// numbers of each value, for [`Scoring::makes`].
    pub fn whole(&self, count: usize) -> (usize, usize, usize, [usize; 13]) {
        let per = self.number.map_or(usize::MAX, |n| usize::from(n) * 4);
        (
            usize::from(self.wild),
            usize::from(self.skip),
            self.star.map_or(count, usize::from),
            [per; 13],
        )
    }

    /// Refuses cards that use more copies of a card than the deck holds.
    pub fn check(&self, cards: &[Card], edition: &str) -> Result<(), TooManyCopies> {
        use std::collections::BTreeMap;
        let mut coloured: BTreeMap<(u8, super::card::Color), usize> = BTreeMap::new();
        let mut numbers = [0usize; 13];
        let (mut wilds, mut skips, mut stars) = (0, 0, 0);
        for &c in cards {
            match c.base() {
                Card::Number { value, color } => {
                    numbers[usize::from(value)] += 1;
                    if let Some(color) = color {
                        *coloured.entry((value, color)).or_default() += 1;
                    }
                }
                Card::Wild => wilds += 1,
                Card::Skip => skips += 1,
                Card::Star { .. } | Card::Fixed { .. } => stars += 1,
            }
        }
        let too_many = |count: usize, card: String, holds: Holds| {
            Err(TooManyCopies {
                count,
                card,
                edition: edition.to_string(),
                holds,
            })
        };
        if let Some(n) = self.number {
            if let Some((&(value, color), &count)) =
                coloured.iter().find(|&(_, &k)| k > usize::from(n))
            {
                return too_many(
                    count,
                    format!("{}{value}", color.letter()),
                    Holds::EachColouredNumber(n.into()),
                );
            }
            let per_number = usize::from(n) * 4;
            if let Some(value) = (1..=12).find(|&v| numbers[v] > per_number) {
                return too_many(
                    numbers[value],
                    value.to_string(),
                    Holds::EachNumber(per_number),
                );
            }
        }
        if wilds > usize::from(self.wild) {
            return too_many(wilds, "W".into(), Holds::Wilds(self.wild.into()));
        }
        if skips > usize::from(self.skip) {
            return too_many(skips, "S".into(), Holds::Skips(self.skip.into()));
        }
        if let Some(n) = self.star.filter(|&n| stars > usize::from(n)) {
            return too_many(stars, "*".into(), Holds::Stars(n.into()));
        }
        Ok(())
    }
}

/// More copies of a card than the deck holds: how many, the card (as typed: `R7`,
/// `7`, `W`), the edition, and what its deck holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TooManyCopies {
    pub count: usize,
    pub card: String,
    pub edition: String,
    pub holds: Holds,
}

/// What a deck holds of a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holds {
    EachColouredNumber(usize),
    EachNumber(usize),
    Wilds(usize),
    Skips(usize),
    Stars(usize),
}

const CLASSIC_PHASES: [&str; 10] = [
    "2 sets of 3",
    "1 set of 3 + 1 run of 4",
    "1 set of 4 + 1 run of 4",
    "1 run of 7",
    "1 run of 8",
    "1 run of 9",
    "2 sets of 4",
    "7 cards of one colour",
    "1 set of 5 + 1 set of 2",
    "1 set of 5 + 1 set of 3",
];

const FLIP_PHASES: [&str; 10] = [
    "2 colour runs of 2",
    "1 colour run of 2 + 1 set of 2",
    "1 colour run of 2 + 1 set of 3",
    "1 colour run of 3 + 1 set of 2",
    "1 colour run of 4 + 1 set of 2",
    "2 colour runs of 3",
    "1 colour run of 3 + 1 set of 3",
    "1 colour run of 5 + 1 set of 2",
    "1 colour run of 2 + 1 set of 4",
    "1 colour run of 3 + 2 sets of 2",
];

const TWIST_CARDS: [&str; 10] = [
    "3 sets of 3",
    "4 sets of 2",
    "1 set of 5 + 1 run of 4",
    "2 sets of 3 + 1 run of 3",
    "1 set of 3 + 1 run of 6",
    "2 runs of 4",
    "4 cards of one colour + 1 run of 4",
    "1 run of 5 of one colour",
    "8 cards of one colour",
    "9 cards of one colour",
];

static CLASSIC: Rulebook = Rulebook {
    name: "classic",
    deck: Deck::Classic,
    min_players: 2,
    max_players: 6,
    phases: CLASSIC_PHASES,
    twist_cards: None,
    scoring: Scoring::STANDARD,
    progress: Progress::InOrder,
    variations: &[
        Variation::Standard,
        Variation::TenHands,
        Variation::Phases,
        Variation::EvenPhases,
    ],
    keeps_score: true,
    save_pile: false,
    copies: CLASSIC_COPIES,
    board: None,
    moves: None,
};

static FLIP: Rulebook = Rulebook {
    name: "flip",
    deck: Deck::Flip,
    min_players: 2,
    max_players: 6,
    phases: FLIP_PHASES,
    twist_cards: None,
    scoring: Scoring::STANDARD,
    progress: Progress::InOrder,
    variations: &[Variation::Standard, Variation::TenHands, Variation::Phases],
    keeps_score: true,
    save_pile: false,
    copies: FLIP_COPIES,
    board: None,
    moves: None,
};

static TWIST: Rulebook = Rulebook {
    name: "twist",
    deck: Deck::Classic,
    min_players: 2,
    max_players: 6,
    phases: CLASSIC_PHASES,
    twist_cards: Some(TWIST_CARDS),
    scoring: Scoring::STANDARD,
    progress: Progress::Board,
    variations: &[Variation::Standard],
    keeps_score: false,
    save_pile: false,
    copies: CLASSIC_COPIES,
    board: Some("1 2 T 3 4 T 5 6 T 7 8 T 9 10"),
    moves: Some((
        Moves {
            out: 3,
            made: 2,
            missed: 1,
        },
        Moves {
            out: 6,
            made: 4,
            missed: -1,
        },
    )),
};

static MASTERS: Rulebook = Rulebook {
    name: "masters",
    deck: Deck::Classic,
    min_players: 2,
    max_players: 4,
    phases: CLASSIC_PHASES,
    twist_cards: None,
    scoring: Scoring::STANDARD,
    progress: Progress::Chosen,
    variations: &[Variation::Standard],
    keeps_score: true,
    save_pile: true,
    copies: MASTERS_COPIES,
    board: None,
    moves: None,
};

impl Edition {
    /// The kinds of group the edition's phases (and Twist cards) are made of: what can
    /// lie on its table. Flip: colour runs and sets only.
    pub fn group_kinds(self) -> Vec<super::phase::GroupKind> {
        let mut kinds: Vec<super::phase::GroupKind> = (1..=10u8)
            .filter_map(|n| self.phase(n))
            .chain((1..=10u8).filter_map(|n| self.twist_card(n)))
            .flat_map(|p| p.groups.iter().map(|g| g.kind).collect::<Vec<_>>())
            .collect();
        kinds.sort_by_key(|k| k.flag_name());
        kinds.dedup();
        kinds
    }

    pub const ALL: [Edition; 4] = [
        Edition::Classic,
        Edition::Flip,
        Edition::Twist,
        Edition::Masters,
    ];

    pub fn rules(self) -> &'static Rulebook {
        match self {
            Edition::Classic => &CLASSIC,
            Edition::Flip => &FLIP,
            Edition::Twist => &TWIST,
            Edition::Masters => &MASTERS,
        }
    }

    /// Phase `n` (1–10) of the edition's table.
    pub fn phase(self, n: u8) -> Option<Phase> {
        Self::parsed(&self.rules().phases, n)
    }

    /// Twist phase card `n` (1–10), for the editions that have them.
    pub fn twist_card(self, n: u8) -> Option<Phase> {
        Self::parsed(self.rules().twist_cards.as_ref()?, n)
    }

    /// Phrase `n` (1–10) of a table, parsed: only the one asked for (a command asks one;
    /// the whole table parsed took a fifth of a subcommand's start).
    fn parsed(phrases: &[&str], n: u8) -> Option<Phase> {
        let phrase = phrases.get(usize::from(n).checked_sub(1)?)?;
        Some(phrase.parse().expect("the phase tables parse"))
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rules().name)
    }
}

impl FromStr for Edition {
    type Err = super::Unknown;
    fn from_str(s: &str) -> Result<Edition, super::Unknown> {
        let s = s.trim().to_ascii_lowercase();
        Edition::ALL
            .into_iter()
            .find(|e| e.rules().name == s)
            .ok_or(super::Unknown {
                what: "edition",
                given: s,
                choices: "classic, flip, twist or masters",
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn low_and_high_cards_come_to_a_total_worked_out_as_when_tried() {
        for scoring in [
            Scoring::STANDARD,
            Scoring {
                high: 5,
                ..Scoring::STANDARD
            },
        ] {
            for n in 0..=12u32 {
                for rem in 0..=200u32 {
                    let tried = (0..=n).any(|h| h * scoring.high + (n - h) * scoring.low == rem);
                    assert_eq!(scoring.low_high(n, rem), tried, "{n} cards, {rem}");
                }
            }
        }
    }

    #[test]
    fn every_table_parses() {
        for e in Edition::ALL {
            for n in 1..=10 {
                assert!(e.phase(n).is_some());
            }
            assert!(e.phase(0).is_none() && e.phase(11).is_none());
        }
        for n in 1..=10 {
            assert!(Edition::Twist.twist_card(n).is_some());
        }
        assert!(Edition::Classic.twist_card(1).is_none());
    }

    #[test]
    fn scoring_follows_rules_5() {
        let s = Scoring::STANDARD;
        let c = |t| Card::parse_token(t).unwrap();
        assert_eq!(s.card(c("R9")), 5);
        assert_eq!(s.card(c("10")), 10);
        assert_eq!(s.card(c("S")), 15);
        assert_eq!(s.card(c("W")), 25);
        assert_eq!(s.card(c("R*")), 20);
        let face = Scoring {
            face_value: true,
            ..s
        };
        assert_eq!(face.card(c("R9")), 9);
        assert_eq!(face.card(c("W")), 25);
    }

    #[test]
    fn decks_refuse_foreign_cards() {
        let c = |t| Card::parse_token(t).unwrap();
        assert!(Deck::Flip.admit(c("S"), Side::Color).is_err());
        assert!(Deck::Flip.admit(c("W"), Side::Wild).is_err());
        assert!(Deck::Flip.admit(c("*"), Side::Color).is_err());
        assert!(Deck::Flip.admit(c("*"), Side::Wild).is_ok());
        assert!(Deck::Classic.admit(c("*"), Side::Color).is_err());
        assert!(Deck::Classic.admit(c("S"), Side::Color).is_ok());
    }
}
