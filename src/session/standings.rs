//! Standings: where every player stands after the hands so far, and the score pad.
//! Derived by playing the hands through; never stored.

use serde::{Serialize, Serializer};

use crate::board::Board;
use crate::card::Card;
use crate::phase::Phase;

use super::record::Session;
use super::winner::Decided;

/// A player's standing after the hands so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Player {
    pub name: String,
    pub score: u32,
    /// Phases made, in the order made.
    pub completed: Vec<u8>,
    /// In-order editions: index of the next phase in the sequence.
    #[serde(skip)]
    pub(crate) next: usize,
    /// Twist: index of the pawn's space on the board.
    pub position: usize,
    /// Twist: past Phase 10. Others: completed what wins.
    pub finished: bool,
    /// Masters: the save pile.
    #[serde(serialize_with = "cards")]
    pub saved: Vec<Card>,
}

/// One player's entry on the score pad for one hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entry {
    /// Sat in this hand (a replay is played by the tied players only).
    pub played: bool,
    /// The phase attempted: "3", "T5" (Twist card 5).
    pub attempt: Option<String>,
    pub made: bool,
    pub out: bool,
    /// Points scored this hand (None where no score was needed).
    pub points: Option<u32>,
    /// Running total after the hand.
    pub total: u32,
    /// Twist: the space after the hand.
    pub position: usize,
    /// Twist: past Phase 10 after the hand.
    pub finished: bool,
}

/// One row of the score pad: a hand, its dealer, and every player's entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PadRow {
    pub number: usize,
    /// Seat of the dealer.
    pub dealer: usize,
    /// The replay of the last phase between tied players.
    pub replay: bool,
    pub entries: Vec<Entry>,
    /// The groups on the table when the hand ended, when it was refereed live.
    #[serde(skip)]
    pub table: Option<super::table::OnTable>,
}

/// The standings derived from the session by playing its hands through.
#[derive(Debug, Clone)]
pub struct Standings {
    pub players: Vec<Player>,
    /// The score pad, one row per hand.
    pub hands: Vec<PadRow>,
    /// Seat of the dealer of the next hand.
    pub dealer: usize,
    pub winner: Option<usize>,
    pub decided: Option<Decided>,
    /// The players tied after the fewest-points rule, who replay the last phase.
    pub tiebreak: Option<Vec<usize>>,
    /// Twist board, when the edition has one.
    pub board: Option<Board>,
    /// The hand being played: the groups laid so far, the side in play.
    pub table: super::table::OnTable,
}

/// The phase a player attempts in a hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    pub phase: Phase,
    /// Phase number in the edition's table (or Twist card number).
    pub number: u8,
    pub twist_card: bool,
}

impl Attempt {
    pub fn label(&self) -> String {
        if self.twist_card {
            format!("T{}", self.number)
        } else {
            self.number.to_string()
        }
    }

    pub fn describe(&self) -> String {
        if self.twist_card {
            format!("Twist card {} ({})", self.number, self.phase)
        } else {
            format!("phase {} ({})", self.number, self.phase)
        }
    }
}

fn cards<S: Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(cards.iter().map(ToString::to_string))
}

impl Session {
    /// The players who sit in the next hand.
    #[must_use]
    pub fn seated(&self, standings: &Standings) -> Vec<usize> {
        match &standings.tiebreak {
            Some(tied) if standings.winner.is_none() => tied.clone(),
            _ => (0..self.players.len()).collect(),
        }
    }

    /// Whether the next hand is the replay of the last phase between tied players.
    #[must_use]
    pub fn replay_pending(&self, standings: &Standings) -> bool {
        standings.winner.is_none() && standings.tiebreak.is_some()
    }
}
