#![no_main]
//! Phase phrases and Twist boards: never a panic; what parses prints back the same.

use libfuzzer_sys::fuzz_target;
use phase10::rules::board::Board;
use phase10::rules::phase::Phase;

fuzz_target!(|text: &str| {
    if let Ok(p) = text.parse::<Phase>() {
        assert_eq!(p.to_string().parse::<Phase>().unwrap(), p);
    }
    if let Ok(b) = Board::parse(text) {
        assert_eq!(Board::parse(&b.to_string()).unwrap(), b);
    }
});
