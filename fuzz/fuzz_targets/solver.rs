#![no_main]
//! The solver on any claim: a phrase, then cards. Never a panic; a valid claim's groups
//! use every card.

use libfuzzer_sys::fuzz_target;
use phase10::rules::card;
use phase10::rules::edition::{Deck, Side};
use phase10::rules::phase::Phase;
use phase10::solver::{self, Table};

fuzz_target!(|text: &str| {
    let Some((phrase, cards)) = text.split_once(':') else {
        return;
    };
    let Ok(phase) = phrase.parse::<Phase>() else {
        return;
    };
    if phase.groups.len() > 4 {
        return;
    }
    let Ok(cards) = card::parse_cards(cards, Deck::Classic, Side::Color) else {
        return;
    };
    if cards.len() > 16 {
        return;
    }
    let table = Table::default();
    let v = solver::check(&cards, &phase, &table);
    if v.valid {
        let used: usize = v.groups.iter().map(|g| g.cards.len()).sum();
        assert_eq!(used, cards.len());
    }
    let _ = solver::find(&cards, &phase, &table);
});
