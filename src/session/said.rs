//! What a hand says, with every name resolved to its seat once: who went out, made it,
//! chose what, and what each player has left; and a player's choice for the hand.

use crate::rules::edition::Side;

/// A hand's entries with every name resolved to its seat once (names match in any case).
pub(crate) struct BySeat<'h> {
    pub out: usize,
    /// Made their phase this hand (the player who went out did).
    pub made: Vec<bool>,
    /// The players sitting in this hand.
    pub seated: Vec<usize>,
    /// The replay of the last phase between tied players.
    pub replay: bool,
    pub side: Side,
    pub attempt: Vec<Option<u8>>,
    pub choose: Vec<Option<u8>>,
    pub twist_card: Vec<Option<u8>>,
    pub points: Vec<Option<u32>>,
    pub left: Vec<Option<&'h str>>,
    pub laid: Vec<Option<&'h str>>,
    pub save: Vec<Option<&'h str>>,
    pub unsave: Vec<Option<&'h str>>,
    /// Cards each player put down this hand, when it was refereed live.
    pub put_down: Vec<usize>,
    /// The hand was played live (a phase laid or a card hit): what each player holds
    /// follows from what they put down.
    pub live: bool,
    /// Players some of whose hits were not typed: they hold at most 10 − what the
    /// plays say they put down.
    pub untyped: Vec<bool>,
}

/// What a player chose for a hand: a Masters phase card, a phase beside a Twist space,
/// or a Twist card.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Choice {
    pub attempt: Option<u8>,
    pub choose: Option<u8>,
    pub twist_card: Option<u8>,
}

impl BySeat<'_> {
    pub(crate) fn choice(&self, seat: usize) -> Choice {
        Choice {
            attempt: self.attempt[seat],
            choose: self.choose[seat],
            twist_card: self.twist_card[seat],
        }
    }
}
