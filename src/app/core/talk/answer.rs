//! An answer of the hand's end read from the table's words: a name (its start, the
//! seat number), names or `none`, `phase 3` or `twist 7` (the number on the card), the
//! cards or points left, the cards saved or drawn back, the side up.

use crate::app::core::typed;
use crate::rules::card;
use crate::rules::edition::Side;
use crate::session::summary::{self, Answer, Field, Summary, Unanswered};

/// The words typed for `field`, read into an answer.
///
/// # Errors
/// The words are not an answer the field takes.
pub fn read(summary: &Summary, field: Field, text: &str) -> Result<Answer, Unanswered> {
    let text = text.trim();
    let session = summary.session();
    let seat = |typed: &str| {
        session
            .seat_typed(typed)
            .ok_or_else(|| Unanswered::NotAPlayer {
                typed: typed.to_string(),
                players: session.players.clone(),
            })
    };
    let deck = session.rules().deck;
    Ok(match field {
        // Nothing said: no one, no card (who went out and the cards left must be said).
        Field::Dealer | Field::Out | Field::Left(_) | Field::Save(_) | Field::Unsave(_)
            if text.is_empty() =>
        {
            Answer::Nothing
        }
        Field::Dealer | Field::Out => Answer::Seat(seat(text)?),
        Field::Made if matches!(text.to_lowercase().as_str(), "" | "none" | "-" | "no one") => {
            Answer::Nothing
        }
        Field::Made => Answer::Seats(
            text.split([',', ' '])
                .filter(|p| !p.is_empty())
                .map(seat)
                .collect::<Result<_, _>>()?,
        ),
        Field::Side => match text.to_lowercase().as_str() {
            "color" | "colour" | "c" | "color side" | "colour side" => Answer::Side(Side::Color),
            "wild" | "w" | "wild side" => Answer::Side(Side::Wild),
            _ => return Err(Unanswered::NotTaken(field)),
        },
        Field::Choice(s) => choice(summary, s, text).ok_or(Unanswered::NotTaken(field))?,
        Field::Left(s) => {
            let text = typed::cards(text);
            Answer::Left {
                left: summary::read_left(&text, summary.holds(s), deck, summary.side())
                    .map_err(Unanswered::Cards)?,
                typed: text,
            }
        }
        Field::Save(_) | Field::Unsave(_) => {
            let text = typed::cards(text);
            Answer::Cards {
                cards: card::parse_cards(&text, deck, Side::Color).map_err(Unanswered::Cards)?,
                typed: text,
            }
        }
    })
}

/// A phase card by the number on it; a Twist choice by the phase's number on the
/// board (`phase 3`, or `3`), or a Twist card (`twist 7`, `T7`).
fn choice(summary: &Summary, seat: usize, text: &str) -> Option<Answer> {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == ':')
        .filter(|w| !w.is_empty())
        .collect();
    let twist_space = summary.on_twist_space(seat).is_some();
    let (twist, number) = match words[..] {
        [one] if one.starts_with('t') && one[1..].parse::<u8>().is_ok() => {
            (true, one[1..].parse::<u8>().ok())
        }
        ["twist" | "t" | "card", n] if twist_space => (true, n.parse().ok()),
        ["phase" | "card", n] | [n] => (false, n.parse().ok()),
        _ => (false, None),
    };
    Some(Answer::Choice {
        number: number?,
        twist,
    })
}
