#![no_main]
//! Card tokens and grouped claims: never a panic; what parses prints back the same.

use libfuzzer_sys::fuzz_target;
use phase10::rules::card;
use phase10::rules::edition::{Deck, Side};

fuzz_target!(|text: &str| {
    for (deck, side) in [
        (Deck::Classic, Side::Color),
        (Deck::Flip, Side::Color),
        (Deck::Flip, Side::Wild),
    ] {
        if let Ok(cards) = card::parse_cards(text, deck, side) {
            assert_eq!(
                card::parse_cards(&card::show(&cards), deck, side).unwrap(),
                cards
            );
        }
        let _ = card::parse_grouped(text, deck, side);
    }
});
