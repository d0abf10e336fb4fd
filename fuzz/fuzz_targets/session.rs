#![no_main]
//! The session loader: any text either is refused or replays without a panic.

use libfuzzer_sys::fuzz_target;
use phase10::session::Session;

fuzz_target!(|text: &str| {
    if let Ok(s) = toml::from_str::<Session>(text) {
        if let Ok(state) = s.standings() {
            for seat in 0..s.players.len() {
                let _ = s.next_phase(&state, seat);
            }
        }
    }
});
