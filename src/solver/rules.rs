//! What a question is asked under: the deck and the side in play, the natural-card rule,
//! the scoring, where runs end, and the steps the answer may take.

use crate::rules::edition::{Deck, Scoring, Side};
use crate::rules::run::Ends;

/// How many natural (numbered) cards a phase needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Natural {
    /// One per phase, as printed (default).
    #[default]
    Phase,
    /// One per group (house rule `natural = "group"`).
    Group,
}

impl std::str::FromStr for Natural {
    type Err = crate::rules::Unknown;
    fn from_str(s: &str) -> Result<Natural, crate::rules::Unknown> {
        match s.trim().to_ascii_lowercase().as_str() {
            "phase" => Ok(Natural::Phase),
            "group" => Ok(Natural::Group),
            o => Err(crate::rules::Unknown {
                what: "natural rule",
                given: o.to_string(),
                choices: "phase or group",
            }),
        }
    }
}

/// The rules a question is asked under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// The deck: Wilds (classic) or Stars (flip), for the words of a reason.
    pub deck: Deck,
    pub side: Side,
    pub natural: Natural,
    pub scoring: Scoring,
    /// Whether a run stops at 12 or may go on to 1 (house rule `runs_wrap`).
    pub runs: Ends,
    /// How the solver asks the question at one turn of the numbers (where runs wrap), and
    /// what an answer must beat there. Set by the solver only.
    #[doc(hidden)]
    pub at: At,
    /// What one lay at a table puts down at most: a player holds 10 cards, 11 with the
    /// one drawn (10 where the last is kept to discard). Where it is given, a claim's
    /// fix keeps within it; `None`: a question of no table's.
    pub lay_most: Option<u8>,
    /// The table goes out by a discard (house rule `go_out = "discard"`): a hand's
    /// lay-down keeps a card to discard, and a claim of more than a lay puts down keeps
    /// none.
    pub keep_one: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            deck: Deck::Classic,
            side: Side::Color,
            natural: Natural::Phase,
            scoring: Scoring::STANDARD,
            runs: Ends::Stop,
            at: At::default(),
            lay_most: None,
            keep_one: false,
        }
    }
}

/// How the solver asks a question at one turn of the numbers, and what an answer must
/// beat there (the solver's own; every field 0 or none as a question is asked).
#[doc(hidden)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct At {
    /// How far the sweep turns the numbers on round the clock (0: as printed): where
    /// runs wrap the question is asked at several turns, each seeing the runs that do
    /// not pass its 12 (see `ask::around`).
    pub turn: u8,
    /// The sweep's numbers, turned, are read from 12 down to 1 (runs read either way
    /// alike): where a run must hold cards on both sides of a number past 6, that
    /// number comes early.
    pub mirror: bool,
    /// Only the ways where, for each number `p` of this mask (bit `p`, as the sweep
    /// reads the numbers), a run holds numbered cards on both sides of `p` and the
    /// next (the 12 and 1 of each turn asked before): those turns saw the others.
    pub cross: u16,
    /// A fix is asked only with fewer changes than this (0: any).
    pub fix_under: u8,
    /// A claim's fix is known to make this many changes at least (0: one).
    pub fix_over: u8,
    /// A lay-down is asked only where it leaves fewer points than this.
    pub left_under: Option<u32>,
}

/// The steps a question may take: the same on every machine, under any load (the
/// solver reads no clock). Each step is one state carried over one kind of card, or one
/// way of placing the Wilds and Stars at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub steps: u64,
}

impl Budget {
    /// What a question at the table may take: every claim and hand of up to 24 cards,
    /// in the editions' phases, the Twist cards and phrases of up to four groups, is
    /// answered well within it; a few made-up phrases of five to ten groups need more,
    /// and are said to be too big (docs/SOLVER.md has the figures).
    pub const TABLE: Budget = Budget { steps: 60_000 };
}
