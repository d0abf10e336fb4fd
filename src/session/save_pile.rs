//! Masters: each player's Save Pile, one card saved a hand, drawn back at will.

use crate::rules::card::{self, Card};

use super::problem::{BadInput, Refusal};
use super::record::Session;
use super::said::BySeat;
use super::standings::Standings;

/// The save piles after the hand, checked before they change.
pub(crate) fn save_piles(
    session: &Session,
    standings: &Standings,
    said: &BySeat,
) -> Result<Vec<Vec<Card>>, Refusal> {
    let mut piles: Vec<Vec<Card>> = standings.players.iter().map(|p| p.saved.clone()).collect();
    if !session.rules().save_pile {
        return Ok(piles);
    }
    let deck = session.rules().deck;
    for (s, pile) in piles.iter_mut().enumerate() {
        let name = &session.players[s];
        let parse = |text: &str, what| {
            card::parse_cards(text, deck, said.side).map_err(|e| BadInput::BadCards {
                what,
                name: name.clone(),
                error: e.into(),
            })
        };
        if let Some(text) = said.save[s] {
            let cards = parse(text, "saved")?;
            if cards.len() != 1 {
                return Err(BadInput::SavedMany {
                    name: name.clone(),
                    count: cards.len(),
                }
                .into());
            }
            pile.push(cards[0]);
        }
        if let Some(text) = said.unsave[s] {
            for c in parse(text, "drawn from the save pile")? {
                let i = pile
                    .iter()
                    .position(|&x| x == c)
                    .ok_or_else(|| BadInput::NotSaved {
                        name: name.clone(),
                        card: c.to_string(),
                    })?;
                pile.remove(i);
            }
        }
    }
    Ok(piles)
}

/// Every card to count against the deck during a hand: `seen` (on the table, in hands),
/// and the save piles' cards. A pile's card is in play during the hand (drawn back by
/// its owner, it may be anywhere), so a card seen nets against any pile at the table;
/// the pile of a player not at the table (got up, or sitting out a replay) is out of
/// play, all of it counted.
pub fn counted_with_piles(standings: &Standings, seen: &[Card]) -> Vec<Card> {
    let seated = standings.seated();
    let (mut piles, mut away) = (Vec::new(), Vec::new());
    for (s, p) in standings.players.iter().enumerate() {
        let pile = if seated.contains(&s) {
            &mut piles
        } else {
            &mut away
        };
        pile.extend(p.saved.iter().copied());
    }
    for c in seen {
        if let Some(i) = piles.iter().position(|&x| x == c.base()) {
            piles.swap_remove(i);
        }
    }
    let mut all = seen.to_vec();
    all.extend(piles);
    all.extend(away);
    all
}

/// Cards drawn back from `pile` (taken out of it): each must be there, one for one.
///
/// # Errors
/// The first card the pile does not hold.
pub fn draw(pile: &mut Vec<Card>, cards: &[Card], name: &str) -> Result<(), BadInput> {
    for c in cards {
        let i = pile
            .iter()
            .position(|x| x == c)
            .ok_or_else(|| BadInput::NotSaved {
                name: name.to_string(),
                card: c.to_string(),
            })?;
        pile.remove(i);
    }
    Ok(())
}
