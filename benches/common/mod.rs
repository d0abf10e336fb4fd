//! What the solver's benches share: a deterministic generator and a random card.

use phase10::rules::card::{Card, Color};
use phase10::rules::edition::{Edition, Side};

/// A small deterministic generator (xorshift), so that runs can be repeated.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    #[allow(dead_code)] // (not every bench shuffles)
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i + 1));
        }
    }
}

/// A random card of `edition` as it shows on `side`: a flip deck's Stars and numbers
/// (coloured on the Color Side), else Wilds, a few Skips, and numbers mostly typed with
/// their colour.
pub fn card(rng: &mut Rng, edition: Edition, side: Side) -> Card {
    let color = Color::ALL[rng.below(4)];
    match (edition, rng.below(10)) {
        (Edition::Flip, 0 | 1) => Card::Star {
            color: (side == Side::Color).then_some(color),
        },
        (Edition::Flip, _) => Card::Number {
            value: 1 + rng.below(12) as u8,
            color: (side == Side::Color).then_some(color),
        },
        (_, 0 | 1) => Card::Wild,
        (_, 2) if rng.below(3) == 0 => Card::Skip,
        _ => Card::Number {
            value: 1 + rng.below(12) as u8,
            color: (rng.below(5) > 0).then_some(color),
        },
    }
}
