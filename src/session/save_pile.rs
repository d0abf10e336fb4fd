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
