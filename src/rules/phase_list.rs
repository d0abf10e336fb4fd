//! A table's own phases (`--phase-list`): 1 to 20 phrases in the rulebook's words,
//! played in order, and the well-known lists by name.

use std::cell::RefCell;
use std::collections::HashMap;

use super::edition::Edition;
use super::phase::Phase;

/// The most phases a list may hold ("Phase 20" tables).
pub const MOST: usize = 20;

/// A named list: its name, where it comes from, and its phrases.
pub struct Preset {
    pub name: &'static str,
    pub source: &'static str,
    phrases: fn() -> Vec<String>,
}

impl Preset {
    /// The list's phrases.
    #[must_use]
    pub fn phrases(&self) -> Vec<String> {
        (self.phrases)()
    }
}

fn table(edition: Edition, twist_cards: bool) -> Vec<String> {
    let rules = edition.rules();
    let phrases: &[&str] = if twist_cards {
        rules.twist_cards.as_ref().map_or(&[], |c| &c[..])
    } else {
        &rules.phases
    };
    phrases.iter().map(ToString::to_string).collect()
}

/// The well-known lists, each from a printed rulebook, to be played in order with any
/// deck that has the cards.
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "even",
        source: "classic's even phases (2, 4, 6, 8, 10): the rulebook's variation (c)",
        phrases: || {
            table(Edition::Classic, false)
                .into_iter()
                .skip(1)
                .step_by(2)
                .collect()
        },
    },
    Preset {
        name: "masters",
        source: "the Masters edition's ten phases, in order (Masters rulebook)",
        phrases: || table(Edition::Masters, false),
    },
    Preset {
        name: "flip",
        source: "the Flip edition's ten phases (Flip rulebook)",
        phrases: || table(Edition::Flip, false),
    },
    Preset {
        name: "twist-cards",
        source: "the ten Twist phase cards, in order (Twist rulebook)",
        phrases: || table(Edition::Twist, true),
    },
];

/// A list as typed at `new`: a preset's name, or phrases separated by `;`. The
/// phrases, each checked; else what is wrong, naming the phrase.
///
/// # Errors
/// An empty list, more than [`MOST`] phrases, or a phrase that does not read.
pub fn parse(typed: &str) -> Result<Vec<String>, ListProblem> {
    let typed = typed.trim();
    if let Some(p) = PRESETS.iter().find(|p| p.name.eq_ignore_ascii_case(typed)) {
        return Ok(p.phrases());
    }
    let mut phrases: Vec<String> = typed.split(';').map(|p| p.trim().to_string()).collect();
    // A ';' at either end is no phase; two side by side leave one out, which is said.
    while phrases.last().is_some_and(String::is_empty) {
        phrases.pop();
    }
    let lead = phrases.iter().take_while(|p| p.is_empty()).count();
    phrases.drain(..lead);
    if let Some(i) = phrases.iter().position(String::is_empty) {
        return Err(ListProblem::EmptyAt(i + 1));
    }
    check(&phrases)?;
    Ok(phrases)
}

/// A list as kept: 1 to [`MOST`] phrases, each one that reads as a phase.
///
/// # Errors
/// What is wrong, naming the phrase.
pub fn check(phrases: &[String]) -> Result<(), ListProblem> {
    if phrases.is_empty() {
        return Err(ListProblem::Empty);
    }
    if phrases.len() > MOST {
        return Err(ListProblem::TooMany(phrases.len()));
    }
    for (i, p) in phrases.iter().enumerate() {
        p.parse::<Phase>()
            .map_err(|e| ListProblem::Phrase(i + 1, e))?;
    }
    Ok(())
}

/// What is wrong with a list of phases.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListProblem {
    /// No phase.
    Empty,
    /// Phase N is empty (two `;` side by side).
    EmptyAt(usize),
    /// More than [`MOST`] phases.
    TooMany(usize),
    /// Phase N does not read.
    Phrase(usize, super::phase::PhraseError),
    /// The edition's phases do not go in order.
    NotInOrder(String),
    /// A variation that is not the whole list in order.
    WithVariation(&'static str),
    /// Phase N needs more cards than a lay puts down (`most`: 10 where the last card
    /// is discarded).
    TooBig {
        at: usize,
        phrase: String,
        cards: usize,
        most: usize,
    },
}

/// The presets' names, for a message.
#[must_use]
pub fn names() -> String {
    PRESETS
        .iter()
        .map(|p| p.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A phrase as a phase, parsed once (a replay asks for each hand's phase again).
///
/// # Panics
/// A phrase that does not read (a list is checked before it is played).
#[must_use]
pub fn phase(phrase: &str) -> Phase {
    thread_local! {
        static PARSED: RefCell<HashMap<String, Phase>> = RefCell::new(HashMap::new());
    }
    PARSED.with(|parsed| {
        let mut parsed = parsed.borrow_mut();
        if let Some(p) = parsed.get(phrase) {
            return p.clone();
        }
        let p: Phase = phrase
            .parse()
            .expect("a list is checked before it is played");
        // (Bounded: a table's lists are a few dozen phrases.)
        if parsed.len() > 1024 {
            parsed.clear();
        }
        parsed.insert(phrase.to_string(), p.clone());
        p
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_read_and_phrases_are_checked() {
        for p in PRESETS {
            let phrases = parse(p.name).unwrap();
            assert!((1..=MOST).contains(&phrases.len()), "{}", p.name);
            check(&phrases).unwrap();
        }
        assert_eq!(parse("even").unwrap().len(), 5);
        assert_eq!(
            parse("1 set of 5; 1 run of 9 ;").unwrap(),
            vec!["1 set of 5".to_string(), "1 run of 9".to_string()]
        );
        let e = parse("1 set of 5; 1 runn of 9").unwrap_err();
        assert!(
            matches!(&e, ListProblem::Phrase(2, p) if p.phrase == "1 runn of 9"),
            "{e:?}"
        );
        assert!(parse(" ; ").is_err());
        assert_eq!(
            parse(&vec!["2 sets of 3"; 21].join(";")).unwrap_err(),
            ListProblem::TooMany(21)
        );
    }
}
