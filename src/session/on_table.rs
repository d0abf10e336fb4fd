//! The hand on the table as one state: the groups laid (each card's side), what each
//! player laid and put down, and so what each holds; the phase a player attempts.

use serde::Serialize;

use crate::rules::card::Card;
use crate::rules::edition::Side;
use crate::rules::group::Laid;

use super::problem::BadInput;

/// The hand in play as one state, derived by playing its plays through: each player
/// starts with 10 cards, and every turn draws one and discards one (a Masters save or a
/// Twist Skip standing for the discard), so a player who put down N cards holds
/// exactly 10 − N, and going out is putting down 10 (the last card discarded) or 11
/// (the last card hit).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OnTable {
    /// Flip: the side in play now.
    pub side: Side,
    pub groups: Vec<TableGroup>,
    /// For each seat: the phase they laid this hand.
    pub laid: Vec<Option<Attempt>>,
    /// For each seat: how many cards they put down this hand (laid and hit).
    pub put_down: Vec<usize>,
    /// For each seat: the cards of the phase they laid, as typed, group by group.
    pub laid_cards: Vec<Vec<Vec<Card>>>,
    /// For each seat: every card they put down (laid and hit).
    pub cards_down: Vec<Vec<Card>>,
    /// Whether a phase was laid or a card hit: then the plays are the hand's record.
    pub live: bool,
    /// Who deals this hand, where a play says so (a correction).
    pub dealer: Option<usize>,
    /// Flip: the one who went out discarded a Flip card as their last card (the side
    /// turned once more after they were out).
    pub out_flip: Option<usize>,
    /// Masters: for each seat, the card put on their save pile this hand, as said.
    pub saved: Vec<Option<Card>>,
    /// Masters: for each seat, the cards drawn back from their pile this hand.
    pub drawn: Vec<Vec<Card>>,
    /// Masters: whether the plays said the save piles this hand (then the hand's end
    /// takes the plays' word for every pile).
    pub piles_said: bool,
    /// For each seat: their cards or points left, as they said them once someone went
    /// out (a phone's row of the hand's end), as typed.
    pub left: Vec<Option<String>>,
    /// For each seat that did not lay: the phase card they tried (Masters) or their
    /// Twist choice, as they said it.
    pub chosen: Vec<Option<super::said::Choice>>,
}

pub use super::record::DEALT;

/// The cards a player holds between turns, having put `put_down` down: 10 − N (the
/// one place this rule is written).
pub fn held_after(put_down: usize) -> usize {
    DEALT.saturating_sub(put_down)
}

impl OnTable {
    /// The cards `seat` holds between turns: 10 − the cards put down.
    pub fn held(&self, seat: usize) -> usize {
        held_after(self.put_down[seat])
    }

    /// Whether `seat` laid their phase this hand.
    pub fn is_down(&self, seat: usize) -> bool {
        self.laid.get(seat).is_some_and(Option::is_some)
    }

    /// Whether `seat` went out: down, with every card put down (10, the last one
    /// discarded, or 11, the last one hit).
    pub fn is_out(&self, seat: usize) -> bool {
        self.is_down(seat) && self.put_down[seat] >= DEALT
    }

    /// The one player who went out, where the plays say so.
    pub fn went_out(&self) -> Option<usize> {
        if !self.live {
            return None;
        }
        let mut out = (0..self.put_down.len()).filter(|&s| self.is_out(s));
        match (out.next(), out.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    }

    /// Why `seat` (named `name`) cannot have gone out, as the plays say: not down, or
    /// holding cards (none, where the hand was not played live or they are out).
    pub fn not_out(&self, seat: usize, name: &str) -> Option<BadInput> {
        if !self.live || self.is_out(seat) {
            return None;
        }
        if !self.is_down(seat) {
            return Some(BadInput::OutNotDown(name.to_string()));
        }
        Some(BadInput::OutWithCards {
            name: name.to_string(),
            put_down: self.put_down[seat],
            held: self.held(seat),
        })
    }

    /// Every card on the table.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.groups
            .iter()
            .flat_map(|g| g.laid.cards.iter().copied())
    }
}

/// One laid group: its owner, which of their groups it is, the cards with each wild's
/// value, and the side it was laid on (completed phases never flip).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableGroup {
    pub owner: usize,
    /// 1-based, in the order the owner laid their groups.
    pub index: usize,
    pub laid: Laid,
    pub side: Side,
}

/// A laid group as `table --json` shows it.
#[derive(Debug, Clone, Serialize)]
pub struct GroupView {
    pub owner: String,
    pub index: usize,
    pub kind: String,
    pub cards: Vec<String>,
    /// Flip: the side each card was put down on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sides: Option<Vec<Side>>,
}

impl TableGroup {
    /// The group's cards with every wild's value fixed, as it would be typed (`W=7`).
    pub fn cards(&self) -> Vec<Card> {
        fixed(&self.laid)
    }
}

/// The cards of a hit, group by group: the group's place on the table, its cards.
pub type Shares = Vec<(usize, Vec<Card>)>;

/// Whether a card says its number (a numbered card, or a wild typed with one).
/// A laid group's cards with each wild's value written on it, so that it reads back the
/// same whatever the solver would choose.
pub fn fixed(laid: &Laid) -> Vec<Card> {
    laid.cards
        .iter()
        .zip(&laid.stands)
        .map(|(&c, s)| match (c, s) {
            (Card::Wild | Card::Star { .. }, Some(s)) if s.num.is_some() || s.color.is_some() => {
                let (star, own) = match c {
                    Card::Star { color } => (true, color),
                    _ => (false, None),
                };
                Card::Fixed {
                    star,
                    own,
                    num: s.num,
                    color: if laid.spec.kind.has_color() {
                        s.color
                    } else {
                        None
                    },
                }
            }
            _ => c,
        })
        .collect()
}

pub use super::attempt::Attempt;

/// A player's cards or points left, as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Left {
    Cards(Vec<Card>),
    Points(u32),
}

/// Cards or points left, as typed: a number is points, except a lone card where a
/// player holds one card (`12` for the card 12), or a number no total of points is and
/// a card is (`7`); `12,` or `R12` is a card always.
///
/// # Errors
/// Neither cards nor points: why the cards are not cards of the deck.
pub fn read_left(
    text: &str,
    holds: Option<usize>,
    deck: crate::rules::edition::Deck,
    side: Side,
) -> Result<Left, crate::rules::card::CardError> {
    let text = text.trim();
    if let Ok(n) = text.parse::<u32>() {
        let a_card = (1..=12).contains(&n);
        if a_card && (holds == Some(1) || (n % 5 != 0 && holds.is_none_or(|h| h == 1))) {
            return crate::rules::card::parse_cards(text, deck, side).map(Left::Cards);
        }
        return Ok(Left::Points(n));
    }
    crate::rules::card::parse_cards(text, deck, side).map(Left::Cards)
}
