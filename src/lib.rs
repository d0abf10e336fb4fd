//! `phase10`: the rules of Phase 10 as data, a meld solver, and the session model.
//!
//! Nothing in this library touches files, terminals or the clock: the binary does.

pub mod app;

pub mod name;
pub mod rules;
pub mod session;
pub mod solver;
pub mod stats;

pub use rules::card::{Card, Color};
pub use rules::edition::{Deck, Edition, Scoring, Side};
pub use rules::phase::{GroupKind, GroupSpec, Phase};
pub use solver::{Natural, Rules};
