//! The hand on the table as one state: the groups laid (each card's side), what each
//! player laid and put down, and so what each holds; the phase a player attempts.

use serde::Serialize;

use crate::rules::card::Card;
use crate::rules::edition::Side;
use crate::rules::group::Laid;
use crate::rules::phase::Phase;

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
}

/// The cards a player is dealt; a turn draws one and discards one.
pub const DEALT: usize = 10;

/// The cards a player holds between turns, having put `put_down` down: 10 − N (the
/// one place this rule is written).
pub fn held_after(put_down: usize) -> usize {
    DEALT.saturating_sub(put_down)
}

/// The most a player can still put down, having put `put_down` down: what they hold,
/// and the card drawn (going out by a hit puts down the 11th); where the last card must
/// be discarded (house rule `go_out = "discard"`), one fewer.
pub fn can_put_down(put_down: usize, go_out: crate::session::GoOut) -> usize {
    // All 11 down is out: nothing more.
    let most = match go_out {
        crate::session::GoOut::Any => DEALT + 1,
        crate::session::GoOut::Discard => DEALT,
    };
    most.saturating_sub(put_down)
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
pub(crate) fn has_number(c: Card) -> bool {
    matches!(c, Card::Number { .. } | Card::Fixed { num: Some(_), .. })
}

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

/// A claim's verdict where a lay puts down what a hand holds at most (11 cards, 10 where
/// the last must be discarded): a fix that would take a claim of no more than that past
/// it is the smallest fix that keeps within it, a card more left out (each in turn);
/// where none does, the fix is said with what it comes to.
#[must_use]
pub fn check_within(
    typed: &[Vec<crate::rules::card::Card>],
    phase: &crate::rules::phase::Phase,
    rules: &crate::solver::Rules,
    go_out: crate::session::GoOut,
) -> crate::solver::Verdict {
    use crate::solver::{Verdict, check, check_grouped, diagnose::Fix};
    let v = check_grouped(typed, phase, rules);
    let cap = can_put_down(0, go_out);
    let count: usize = typed.iter().map(Vec::len).sum();
    let comes_to = |f: &Fix| count - f.remove.len() + f.add.len();
    let Verdict::NotValid {
        reason,
        fix: Some(fix),
    } = &v
    else {
        return v;
    };
    if count > cap || comes_to(fix) <= cap {
        return v;
    }
    let cards = typed.concat();
    let mut best: Option<Fix> = None;
    for (card, rest) in each_left_out(&cards) {
        let mut f = match check(&rest, phase, rules) {
            Verdict::Valid(_) => Fix::default(),
            Verdict::NotValid { fix: Some(f), .. } => f,
            _ => continue,
        };
        f.remove.insert(0, card);
        let size = |f: &Fix| f.remove.len() + f.add.len();
        if comes_to(&f) <= cap && best.as_ref().is_none_or(|b| size(&f) < size(b)) {
            best = Some(f);
        }
    }
    // (A note the solver said after the fix, of the claim itself, stays.)
    let words = fix.words(rules);
    let note = reason.strip_prefix(words.as_str()).unwrap_or_default();
    match best {
        Some(f) => Verdict::NotValid {
            reason: format!("{}{note}", f.words(rules)),
            fix: Some(f),
        },
        None => Verdict::NotValid {
            reason: format!(
                "{reason} (that is {} cards, and a lay puts down {cap} at most)",
                comes_to(fix)
            ),
            fix: Some(fix.clone()),
        },
    }
}

/// Each card of `cards` left out in turn (each card alike once): the card, and the rest.
fn each_left_out(cards: &[Card]) -> impl Iterator<Item = (Card, Vec<Card>)> + '_ {
    cards
        .iter()
        .enumerate()
        .filter(|&(i, card)| !cards[..i].contains(card))
        .map(|(i, &card)| {
            let mut rest = cards.to_vec();
            rest.remove(i);
            (card, rest)
        })
}

/// Where the table keeps a card to discard (house rule `go_out = "discard"`): why a
/// claim of `count` cards is no lay.
#[must_use]
pub fn keeps_none(count: usize, go_out: crate::session::GoOut) -> Option<String> {
    let cap = can_put_down(0, go_out);
    (go_out == crate::session::GoOut::Discard && count > cap).then(|| {
        format!(
            "{count} cards put down keep none to discard: this table goes out by a discard (house rule go_out = \"discard\"), so a lay puts down {cap} at most"
        )
    })
}

/// The best lay-down of `hand` (as [`crate::solver::find`]) that a player may put
/// down: where the table keeps a card to discard and the best puts down every card,
/// the best of the hand without each card in turn (any lay-down that keeps a card is
/// one of those), and the card kept. A hand of more cards than a turn holds is too big.
#[must_use]
pub fn find_keeping(
    hand: &[Card],
    phase: &Phase,
    rules: &crate::solver::Rules,
    go_out: crate::session::GoOut,
) -> (crate::solver::Found, Option<Card>) {
    use crate::solver::{Found, find};
    let cap = can_put_down(0, go_out);
    let found = find(hand, phase, rules);
    let laid = |f: &Found, h: &[Card]| h.len() - f.left(h).len();
    if go_out != crate::session::GoOut::Discard || !found.is_found() || laid(&found, hand) <= cap {
        return (found, None);
    }
    if hand.len() > cap + 1 {
        return (
            Found::TooBig(format!(
                "{} cards: a hand holds {} at most with the card drawn, one kept to discard (house rule go_out = \"discard\"): give the cards of one hand",
                hand.len(),
                cap + 1
            )),
            None,
        );
    }
    let mut best: Option<(u32, Card, Found)> = None;
    for (card, rest) in each_left_out(hand) {
        let f = find(&rest, phase, rules);
        if !f.is_found() || laid(&f, &rest) > cap {
            continue;
        }
        let points = rules.scoring.cards(f.left(&rest)) + rules.scoring.cards(&[card]);
        if best.as_ref().is_none_or(|b| points < b.0) {
            best = Some((points, card, f));
        }
    }
    match best {
        Some((_, card, f)) => (f, Some(card)),
        None => (
            Found::NotInHand {
                reason: format!(
                    "the phase is only there putting down every card, and this table goes out by a discard (house rule go_out = \"discard\"): a lay puts down {cap} at most"
                ),
                fix: None,
            },
            None,
        ),
    }
}
