//! `phase10`: the rules of Phase 10 as data, a meld solver, and the session model.
//!
//! Nothing in this library touches files, terminals or the clock: the binary does.

pub mod board;
pub mod card;
pub mod edition;
pub mod group;
pub mod hit;
pub mod name;
pub mod phase;
pub mod session;
pub mod solver;
pub mod stats;

pub use card::{Card, Color};
pub use edition::{Deck, Edition, Scoring, Side};
pub use phase::{GroupKind, GroupSpec, Phase};
pub use solver::{Natural, Rules};
