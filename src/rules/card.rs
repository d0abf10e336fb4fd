//! Cards and the notation typed at the table (RULES §1).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::Unknown;

/// Which tokens a deck holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deck {
    /// Numbers in four colours, Wild, Skip (classic, twist, masters).
    Classic,
    /// Two-sided cards: numbers and Stars, no Wild, no Skip.
    Flip,
}

/// The side of the Flip cards in play. Other editions play the Color Side only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    #[default]
    Color,
    Wild,
}

impl Side {
    /// The side a Flip card turns up.
    #[must_use]
    pub fn flipped(self) -> Side {
        match self {
            Side::Color => Side::Wild,
            Side::Wild => Side::Color,
        }
    }

    /// The side in play after `flips` Flip cards from the Color Side.
    #[must_use]
    pub fn after_flips(flips: usize) -> Side {
        if flips % 2 == 1 {
            Side::Wild
        } else {
            Side::Color
        }
    }
}

/// The side as the rulebook names it: "Color Side", "Wild Side".
impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(match self {
            Side::Color => "Color Side",
            Side::Wild => "Wild Side",
        })
    }
}

impl FromStr for Side {
    type Err = Unknown;
    fn from_str(s: &str) -> Result<Side, Unknown> {
        match s.trim().to_ascii_lowercase().as_str() {
            "color" | "colour" => Ok(Side::Color),
            "wild" => Ok(Side::Wild),
            other => Err(Unknown {
                what: "side",
                given: other.to_string(),
                choices: "color or wild",
            }),
        }
    }
}

/// The Wilds in a deck of numbers in four colours (RULES §1: classic, twist, masters).
pub const WILDS: u8 = 8;

impl Deck {
    /// How many Wilds the whole deck holds, where that is printed (the Flip rulebook
    /// does not print its Stars).
    pub fn wilds(self) -> Option<u8> {
        match self {
            Deck::Classic => Some(WILDS),
            Deck::Flip => None,
        }
    }

    /// The cards have two sides, and the side in play turns (flip).
    pub fn two_sided(self) -> bool {
        self == Deck::Flip
    }

    /// Whether the deck (on this side) has the card; the problem otherwise.
    // Arms in the order of the checks: a colourless Star on the Color Side is refused
    // before the Stars that are admitted.
    #[allow(clippy::match_same_arms)]
    pub fn admit(self, card: Card, side: Side) -> Result<(), NotInDeck> {
        match (self, card) {
            (_, Card::Number { .. }) | (Deck::Classic, Card::Wild | Card::Skip) => Ok(()),
            (Deck::Classic, Card::Star { .. }) => Err(NotInDeck::Star),
            (Deck::Flip, Card::Wild) => Err(NotInDeck::Wild),
            (Deck::Flip, Card::Skip) => Err(NotInDeck::Skip),
            (Deck::Flip, Card::Star { color: None }) if side == Side::Color => {
                Err(NotInDeck::ColourlessStar)
            }
            (Deck::Flip, Card::Star { .. }) => Ok(()),
            (_, Card::Fixed { .. }) => self.admit(card.base(), side),
        }
    }
}

/// A card the deck (on the side in play) does not have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotInDeck {
    /// A Star, in a deck of Wilds and Skips.
    Star,
    /// A Wild, in a Flip deck.
    Wild,
    /// A Skip, in a Flip deck.
    Skip,
    /// A Star of no colour on the Color Side.
    ColourlessStar,
}

/// The four colours of the deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Red,
    Blue,
    Green,
    Yellow,
}

impl Color {
    pub const ALL: [Color; 4] = [Color::Red, Color::Blue, Color::Green, Color::Yellow];

    pub fn letter(self) -> char {
        match self {
            Color::Red => 'R',
            Color::Blue => 'B',
            Color::Green => 'G',
            Color::Yellow => 'Y',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Blue => "blue",
            Color::Green => "green",
            Color::Yellow => "yellow",
        }
    }

    fn from_name(name: &str) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(name))
    }

    fn from_letter(c: char) -> Option<Color> {
        match c.to_ascii_uppercase() {
            'R' => Some(Color::Red),
            'B' => Some(Color::Blue),
            'G' => Some(Color::Green),
            'Y' => Some(Color::Yellow),
            _ => None,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// One physical card as typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    /// A number card, with its colour when it was typed.
    Number { value: u8, color: Option<Color> },
    /// Wild: any number, any colour.
    Wild,
    /// Skip: never part of a phase.
    Skip,
    /// Flip Star: any number; a Color Side star keeps its colour.
    Star { color: Option<Color> },
    /// A Wild (or Star) whose value was typed with it: `W=5`, `W=R5`, `W=red`, `R*=5`.
    /// Once laid, a wild keeps its value (RULES §2).
    Fixed {
        /// A Star (else a Wild), and the Star's own colour (`R*`).
        star: bool,
        own: Option<Color>,
        /// What it stands for.
        num: Option<u8>,
        color: Option<Color>,
    },
}

/// A bad card token (none where the problem is the cards as a whole) and what is wrong
/// with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardError {
    pub token: String,
    pub problem: CardProblem,
}

/// What is wrong with cards typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardProblem {
    /// Nothing where a card was due.
    Empty,
    /// A colour letter alone (`R`).
    ColourNeedsNumber,
    /// A letter that is no colour, Wild or Skip.
    UnknownColour(char),
    /// Not a card at all.
    NotACard,
    /// A number outside 1 to 12.
    OutOfRange,
    /// A value given to a card that is no wild (`7=5`).
    ValueOnlyOnWild,
    /// A wild's value that is none (`W=13`).
    BadValue,
    /// A Star of one colour given another colour.
    StarOf(Color),
    /// A card the deck (on the side in play) does not have.
    NotInDeck(NotInDeck),
    /// More cards than a deck holds.
    TooMany(usize),
    /// A `+` or `|` with no cards on one side.
    EmptyGroup,
}

impl CardError {
    fn new(token: &str, problem: CardProblem) -> CardError {
        CardError {
            token: token.to_string(),
            problem,
        }
    }
}

impl Card {
    /// A card that stands for another (Wild or Star).
    pub fn is_wild(self) -> bool {
        matches!(self, Card::Wild | Card::Star { .. } | Card::Fixed { .. })
    }

    /// A numbered card: the "natural" a phase needs.
    pub fn is_natural(self) -> bool {
        matches!(self, Card::Number { .. })
    }

    /// A card whose number is known: a numbered card, or a wild typed with its value.
    pub fn has_number(self) -> bool {
        matches!(self, Card::Number { .. } | Card::Fixed { num: Some(_), .. })
    }

    /// The card itself, without a typed value.
    #[must_use]
    pub fn base(self) -> Card {
        match self {
            Card::Fixed { star: false, .. } => Card::Wild,
            Card::Fixed {
                star: true, own, ..
            } => Card::Star { color: own },
            other => other,
        }
    }

    /// Parses one token without checking it against an edition's deck.
    pub fn parse_token(token: &str) -> Result<Card, CardError> {
        let t = token.trim();
        if let Some((card, value)) = t.split_once('=') {
            return Card::parse_valued(t, card, value);
        }
        let upper = t.to_ascii_uppercase();
        if upper.is_empty() {
            return Err(CardError::new(t, CardProblem::Empty));
        }
        match upper.as_str() {
            "W" | "WILD" => return Ok(Card::Wild),
            "S" | "SKIP" => return Ok(Card::Skip),
            "*" => return Ok(Card::Star { color: None }),
            _ => {}
        }
        let mut chars = upper.chars();
        let first = chars.next().unwrap_or(' ');
        let (color, rest) = match Color::from_letter(first) {
            Some(c) => (Some(c), &upper[1..]),
            None => (None, upper.as_str()),
        };
        if rest == "*" {
            return Ok(Card::Star { color });
        }
        if rest.is_empty() {
            return Err(CardError::new(t, CardProblem::ColourNeedsNumber));
        }
        if !rest.chars().all(|c| c.is_ascii_digit()) {
            if color.is_none() && first.is_ascii_alphabetic() {
                return Err(CardError::new(t, CardProblem::UnknownColour(first)));
            }
            return Err(CardError::new(t, CardProblem::NotACard));
        }
        let value: u32 = rest
            .parse()
            .map_err(|_| CardError::new(t, CardProblem::OutOfRange))?;
        if !(1..=12).contains(&value) {
            return Err(CardError::new(t, CardProblem::OutOfRange));
        }
        Ok(Card::Number {
            value: value as u8,
            color,
        })
    }

    /// `W=5`, `W=R5`, `W=red`, `*=5`, `R*=5`: a wild and the value it was given.
    fn parse_valued(t: &str, card: &str, value: &str) -> Result<Card, CardError> {
        let (star, own) = match Card::parse_token(card)? {
            Card::Wild => (false, None),
            Card::Star { color } => (true, color),
            _ => {
                return Err(CardError::new(t, CardProblem::ValueOnlyOnWild));
            }
        };
        let value = value.trim();
        let (num, color) = if let Some(c) = Color::from_name(value) {
            (None, Some(c))
        } else {
            let mut chars = value.chars();
            let (color, digits) = match chars.next().and_then(Color::from_letter) {
                Some(c) => (Some(c), &value[1..]),
                None => (None, value),
            };
            match digits.parse::<u8>() {
                Ok(n) if (1..=12).contains(&n) => (Some(n), color),
                _ => {
                    return Err(CardError::new(t, CardProblem::BadValue));
                }
            }
        };
        if let (Some(o), Some(c)) = (own, color)
            && o != c
        {
            return Err(CardError::new(t, CardProblem::StarOf(o)));
        }
        Ok(Card::Fixed {
            star,
            own,
            num,
            color,
        })
    }

    /// Parses one token and checks that the edition's deck (and side) has it.
    pub fn parse(token: &str, deck: Deck, side: Side) -> Result<Card, CardError> {
        let card = Card::parse_token(token)?;
        deck.admit(card.base(), side)
            .map_err(|p| CardError::new(token.trim(), CardProblem::NotInDeck(p)))?;
        Ok(card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Card::Number { value, color } => {
                if let Some(c) = color {
                    write!(f, "{}", c.letter())?;
                }
                write!(f, "{value}")
            }
            Card::Wild => f.write_str("W"),
            Card::Skip => f.write_str("S"),
            Card::Star { color } => {
                if let Some(c) = color {
                    write!(f, "{}", c.letter())?;
                }
                f.write_str("*")
            }
            Card::Fixed { num, color, .. } => {
                write!(f, "{}=", self.base())?;
                match (color, num) {
                    (Some(c), Some(n)) => write!(f, "{}{n}", c.letter()),
                    (None, Some(n)) => write!(f, "{n}"),
                    (Some(c), None) => f.write_str(c.name()),
                    (None, None) => Ok(()),
                }
            }
        }
    }
}

/// Splits typed cards into tokens: spaces and commas separate cards.
pub fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
}

/// The most cards a claim, a hand or a hit can hold: the whole deck.
pub const MAX_CARDS: usize = 108;

/// Refuses more cards than a deck holds, before any is parsed.
fn check_count(text: &str) -> Result<(), CardError> {
    let count = tokens(text).count();
    if count > MAX_CARDS {
        return Err(CardError::new("", CardProblem::TooMany(count)));
    }
    Ok(())
}

/// Parses a list of cards (no grouping).
pub fn parse_cards(text: &str, deck: Deck, side: Side) -> Result<Vec<Card>, CardError> {
    check_count(text)?;
    tokens(text).map(|t| Card::parse(t, deck, side)).collect()
}

/// Parses cards that may be split into groups by `+` or `|`.
/// Returns one group when no separator was typed.
pub fn parse_grouped(text: &str, deck: Deck, side: Side) -> Result<Vec<Vec<Card>>, CardError> {
    check_count(text)?;
    let mut groups = Vec::new();
    for part in text.split(['+', '|']) {
        let cards = parse_cards(part, deck, side)?;
        if cards.is_empty() {
            return Err(CardError::new(text.trim(), CardProblem::EmptyGroup));
        }
        groups.push(cards);
    }
    Ok(groups)
}

/// Prints cards separated by spaces.
pub fn show(cards: &[Card]) -> String {
    cards
        .iter()
        .map(std::string::ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_notation() {
        assert_eq!(
            Card::parse_token("r7").unwrap(),
            Card::Number {
                value: 7,
                color: Some(Color::Red)
            }
        );
        assert_eq!(
            Card::parse_token("12").unwrap(),
            Card::Number {
                value: 12,
                color: None
            }
        );
        assert_eq!(Card::parse_token("w").unwrap(), Card::Wild);
        assert_eq!(
            Card::parse_token("g*").unwrap(),
            Card::Star {
                color: Some(Color::Green)
            }
        );
        assert_eq!(Card::parse_token("*").unwrap(), Card::Star { color: None });
    }

    #[test]
    fn bad_tokens_say_what_is_valid() {
        let e = Card::parse_token("R13").unwrap_err();
        assert_eq!(
            (e.token.as_str(), e.problem),
            ("R13", CardProblem::OutOfRange)
        );
        assert!(Card::parse_token("R0").is_err());
        assert_eq!(
            Card::parse_token("X7").unwrap_err().problem,
            CardProblem::UnknownColour('X')
        );
        assert_eq!(
            Card::parse_token("R").unwrap_err().problem,
            CardProblem::ColourNeedsNumber
        );
    }

    #[test]
    fn round_trips() {
        for t in ["R7", "B12", "7", "W", "S", "Y*", "*"] {
            assert_eq!(Card::parse_token(t).unwrap().to_string(), t);
        }
    }

    #[test]
    fn groups_split_on_plus_and_bar() {
        let g = parse_grouped("R7 B7 7 + 1,2 | W", Deck::Classic, Side::Color).unwrap();
        assert_eq!(g.len(), 3);
        assert_eq!(g[1].len(), 2);
        assert!(parse_grouped("R7 + ", Deck::Classic, Side::Color).is_err());
    }
}

#[cfg(test)]
mod valued_tests {
    use super::*;

    #[test]
    fn a_wild_takes_a_typed_value_and_prints_it_back() {
        for token in ["W=5", "W=R5", "W=red", "*=5", "R*=5", "R*=R5", "B*=blue"] {
            let card = Card::parse_token(token).unwrap();
            assert!(card.is_wild() && !card.is_natural(), "{token}");
            assert_eq!(card.to_string(), token, "printed back as typed");
        }
        assert_eq!(Card::parse_token("w=y12").unwrap().to_string(), "W=Y12");
        for bad in ["W=13", "W=0", "W=", "7=5", "S=5", "R*=B5", "W=purple"] {
            assert!(Card::parse_token(bad).is_err(), "{bad}");
        }
        // The deck decides as for the card itself.
        assert!(Card::parse("W=5", Deck::Flip, Side::Color).is_err());
        assert!(Card::parse("*=5", Deck::Flip, Side::Color).is_err());
        assert!(Card::parse("*=5", Deck::Flip, Side::Wild).is_ok());
    }
}
