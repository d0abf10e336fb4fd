//! Standings: where every player stands after the hands so far, and the score pad.
//! Derived by playing the hands through; never stored.

use serde::{Serialize, Serializer};

use crate::rules::board::Board;
use crate::rules::card::Card;

use super::on_table::OnTable;
use super::problem::{BadInput, Refusal};
use super::record::Session;

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
    pub table: Option<OnTable>,
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
    pub table: OnTable,
    /// Who sits when: each seat's joins and leaves, worked out once from the session.
    pub seating: super::seats::Seating,
}

fn cards<S: Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(cards.iter().map(ToString::to_string))
}

/// Why a player named in the next hand does not sit in it: the replay is between
/// others, or they are not at the table.
pub fn not_seated(
    session: &Session,
    standings: &Standings,
    seat: usize,
    field: &'static str,
) -> Refusal {
    let hand = standings.hands.len() + 1;
    if standings.replay_pending() && standings.seating.sits(seat, hand) {
        return BadInput::NotInReplay {
            field,
            name: session.players[seat].clone(),
            seated: session.names(&standings.seated()),
        }
        .into();
    }
    BadInput::NotAtTable {
        field,
        name: session.players[seat].clone(),
        hand,
        why: super::seats::why_away(session, seat, hand),
    }
    .into()
}

impl Standings {
    /// The players who sit in the next hand: those at the table (see [`seats`]), or in
    /// a replay the tied players.
    ///
    /// [`seats`]: super::seats
    #[must_use]
    pub fn seated(&self) -> Vec<usize> {
        match &self.tiebreak {
            Some(tied) if self.replay_pending() => tied.clone(),
            _ => self.seating.sitting(self.hands.len() + 1),
        }
    }

    /// Whether the next hand is the replay of the last phase between tied players.
    pub fn replay_pending(&self) -> bool {
        !self.is_over() && self.tiebreak.is_some()
    }

    /// The game is over: won, or ended early (`phase10 end`; the win shared where the
    /// players ahead were alike).
    pub fn is_over(&self) -> bool {
        self.winner.is_some() || self.decided == Some(Decided::Ended)
    }

    /// Who won: the winner, or those who share the win of a game ended early.
    pub fn winners(&self) -> Vec<usize> {
        match (&self.winner, &self.tiebreak) {
            (Some(w), _) => vec![*w],
            (None, Some(tied)) if self.is_over() => tied.clone(),
            _ => Vec::new(),
        }
    }
}

/// How the winner was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decided {
    /// The only one to complete the last phase (or to move past Phase 10).
    First,
    /// Several finished in the same hand: fewest total points.
    FewestPoints,
    /// Ten hands played: lowest total.
    LowestTotal,
    /// Twist: several moved past Phase 10; this one went out.
    WentOut,
    /// Twist: several moved past Phase 10, none went out: lowest value of cards left.
    CardsLeft,
    /// Still tied: the tied players replayed the last phase; first to go out.
    Replay,
    /// The game ended early (`phase10 end`): the furthest on, then the fewest points;
    /// players still tied share the win.
    Ended,
}

impl Decided {
    pub fn describe(self) -> &'static str {
        match self {
            Decided::First => "first to finish",
            Decided::FewestPoints => "fewest total points among those who finished",
            Decided::LowestTotal => "lowest total after ten hands",
            Decided::WentOut => "went out in the hand where several moved past Phase 10",
            Decided::CardsLeft => "lowest value of cards left among those who moved past Phase 10",
            Decided::Replay => "won the replay of the last phase between the tied players",
            Decided::Ended => "the game ended early: the furthest on, then the fewest points",
        }
    }
}
