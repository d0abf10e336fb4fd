//! A fix in words: what a card added must be (a [`Need`]), the smallest change that
//! makes a claim valid or a hand hold the phase (a [`Fix`]), and how each is said.

use crate::rules::card::{Card, Color};
use crate::rules::edition::Side;
use crate::rules::misfit::article;

use super::super::rules::{Natural, Rules};

/// The words that say runs stop at 12 (as printed), in a reason where that is why.
pub(in crate::solver) const RUNS_STOP: &str = "runs stop at 12";

/// What a card that a fix adds must be: a number, a colour, or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Need {
    pub num: Option<u8>,
    pub color: Option<Color>,
}

impl Need {
    /// A card that meets the need (any number where none is needed).
    pub fn card(self) -> Card {
        Card::Number {
            value: self.num.unwrap_or(1),
            color: self.color,
        }
    }

    /// "a 5", "an 8", "R5", "a red card", "a numbered card".
    pub fn words(self) -> String {
        match (self.color, self.num) {
            (Some(c), Some(n)) => format!("{}{n}", c.letter()),
            (None, Some(n)) => format!("{} {n}", article(n)),
            (Some(c), None) => format!("a {} card", c.name()),
            (None, None) => "a numbered card".into(),
        }
    }

    /// The need `count` times: "a 5", "two 5s", "three R5s", "two red cards".
    pub fn words_times(self, count: usize) -> String {
        if count == 1 {
            return self.words();
        }
        let count = match count {
            2 => "two".to_string(),
            3 => "three".to_string(),
            4 => "four".to_string(),
            5 => "five".to_string(),
            6 => "six".to_string(),
            n => n.to_string(),
        };
        match (self.color, self.num) {
            (Some(c), Some(n)) => format!("{count} {}{n}s", c.letter()),
            (None, Some(n)) => format!("{count} {n}s"),
            (Some(c), None) => format!("{count} {} cards", c.name()),
            (None, None) => format!("{count} numbered cards"),
        }
    }
}

/// The smallest change that makes a claim valid, or a hand hold the phase: the cards to
/// leave out, and the cards to add (a wild may stand for each). Every fix is checked by
/// the exact solver before it is given.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Fix {
    pub remove: Vec<Card>,
    pub add: Vec<Need>,
    /// A card left out would have made a run past 12 (runs do not wrap).
    pub wrap: bool,
    /// Wilds (Stars) would do in place of the cards added (not where a natural card
    /// is what is missing).
    pub wilds_do: bool,
}

/// The deck's wild card that stands in for an added card meeting `need`: a Wild, a Star
/// of the need's colour on the Color Side, a Star on the Wild Side.
pub(super) fn wild(need: Need, rules: &Rules) -> Card {
    match (rules.deck, rules.side) {
        (crate::rules::edition::Deck::Flip, Side::Color) => Card::Star { color: need.color },
        (crate::rules::edition::Deck::Flip, Side::Wild) => Card::Star { color: None },
        (crate::rules::edition::Deck::Classic, _) => Card::Wild,
    }
}

/// A list in words: "R9", "R9 and B12", "R9, B12 and Y1".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

impl Fix {
    /// The fix in words: "leave out R9 and B12, and add a 5, or a wild".
    pub fn words(&self, rules: &Rules) -> String {
        let deck = rules.deck;
        let mut parts = Vec::new();
        // A card left out of one typed group that another group needs is a move (a claim
        // typed in groups): "move 6 to the group short of it".
        let mut adds: Vec<Option<Need>> = self.add.iter().copied().map(Some).collect();
        let mut moved = Vec::new();
        let mut removed = Vec::new();
        for &card in &self.remove {
            let meets = |n: &Option<Need>| {
                n.is_some_and(|n| match card {
                    Card::Number { value, color } => {
                        n.num == Some(value) && (n.color.is_none() || n.color == color)
                    }
                    _ => false,
                })
            };
            match adds.iter().position(meets) {
                Some(i) => {
                    adds[i] = None;
                    moved.push(card);
                }
                None => removed.push(card),
            }
        }
        let add: Vec<Need> = adds.into_iter().flatten().collect();
        if !moved.is_empty() {
            let names: Vec<String> = moved.iter().map(ToString::to_string).collect();
            parts.push(format!(
                "move {} to the {} short of {}",
                listed(&names),
                if moved.len() == 1 { "group" } else { "groups" },
                if moved.len() == 1 { "it" } else { "them" }
            ));
        }
        if !removed.is_empty() {
            let names: Vec<String> = removed.iter().map(ToString::to_string).collect();
            let mut part = format!("leave out {}", listed(&names));
            if removed.contains(&Card::Skip) {
                part.push_str(" (a Skip is never part of a phase)");
            } else if self.wrap {
                part.push_str(&format!(" ({RUNS_STOP}: no run goes on from 12 to 1)"));
            }
            parts.push(part);
        }
        if !add.is_empty() {
            // Alike needs once, with their count: "two 6s and a 9".
            let mut alike: Vec<(Need, usize)> = Vec::new();
            for &need in &add {
                match alike.iter_mut().find(|(n, _)| *n == need) {
                    Some((_, count)) => *count += 1,
                    None => alike.push((need, 1)),
                }
            }
            let names: Vec<String> = alike.iter().map(|&(n, c)| n.words_times(c)).collect();
            let n = add.len();
            let wild = match (deck, rules.side) {
                (crate::rules::edition::Deck::Flip, Side::Color) if n == 1 => {
                    "a Star of its colour".to_string()
                }
                (crate::rules::edition::Deck::Flip, Side::Color) => {
                    "that many Stars of those colours".to_string()
                }
                (crate::rules::edition::Deck::Flip, _) if n == 1 => "a Star".to_string(),
                (crate::rules::edition::Deck::Flip, _) => "that many Stars".to_string(),
                (_, _) if n == 1 => "a wild".to_string(),
                _ => "that many wilds".to_string(),
            };
            if self.wilds_do {
                parts.push(format!("add {}, or {wild}", listed(&names)));
            } else {
                let rule = if rules.natural == Natural::Group {
                    "every group needs a numbered card, natural = group"
                } else {
                    "a phase needs a numbered card"
                };
                let wilds = match deck {
                    crate::rules::edition::Deck::Flip => "Stars",
                    crate::rules::edition::Deck::Classic => "wilds",
                };
                parts.push(format!(
                    "add {} ({rule}; {wilds} do not count)",
                    listed(&names)
                ));
            }
        }
        parts.join(", and ")
    }
}
