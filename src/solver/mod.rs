//! The meld solver: is a claimed phase valid, what is the best lay-down in a hand, and
//! what is the smallest fix of either.
//!
//! One engine answers every question: the sweep (module `sweep`), a dynamic programme over the
//! numbers 1 to 12 that carries every group's state from one kind of card to the next,
//! keeps the best way to each state, and places the Wilds and Stars at the end by
//! counting. What a question counts (every card laid, the most points laid, the fewest
//! cards left out and added) is its goal. Every step is counted against one [`Budget`]
//! for the whole question, verdict and reason together: no clock is read, so an answer
//! is the same on every machine under any load.
//!
//! The modules, bottom up: `rules` (what a question is asked under), `cards` (cards as
//! pieces, kinds and classes), `sweep` (the engine), `verify` (whether cards make the
//! phase), `why` (the verdict and its reasons, as values), `diagnose` (why not, and the
//! smallest fix), `ask` (a question asked whole: the turns where runs wrap, the table's
//! bounds on a lay). `tests/` proves the verdicts, the lay-downs and the fixes against
//! brute force.

// Groups and card classes are small fixed arrays indexed together: index loops read best.
#![allow(clippy::needless_range_loop)]

use crate::rules::card::Card;
use crate::rules::group::Laid;
use crate::rules::phase::Phase;

mod ask;
mod cards;
mod diagnose;
mod rules;
mod sweep;
mod verify;
mod why;

/// The sweep's bounds as switches, for the ablation benchmark (feature `bench`).
#[cfg(feature = "bench")]
pub use sweep::bounds::switch as bounds;

pub use ask::{Question, Solved};
pub use rules::{At, Budget, Natural, Rules};
pub use why::{Fix, Lay, Moves, Need, Note, Verdict, Why};

use verify::Grouped;

/// Asks the solver: the one call behind [`check`], [`check_grouped`] and [`find`].
pub fn solve(question: Question, phase: &Phase, rules: &Rules, budget: Budget) -> Solved {
    ask::solve(question, phase, rules, budget)
}

/// Checks a claimed phase: every card must be used. A claim that is not valid comes
/// with its fix: the fewest cards to leave out and to add (RULES §2–3).
pub fn check(cards: &[Card], phase: &Phase, rules: &Rules) -> Verdict {
    solve(Question::Claim(cards), phase, rules, Budget::TABLE).answer
}

/// Checks a claimed phase typed as groups (`+` or `|` between them).
pub fn check_grouped(typed: &[Vec<Card>], phase: &Phase, rules: &Rules) -> Verdict {
    solve(Question::Grouped(typed), phase, rules, Budget::TABLE).answer
}

/// Looks for the phase in a whole hand: the lay-down (with hits onto the new groups)
/// that leaves the fewest points in hand.
pub fn find(hand: &[Card], phase: &Phase, rules: &Rules) -> Verdict {
    solve(Question::Hand(hand), phase, rules, Budget::TABLE).answer
}

/// A valid claim typed in groups that could be read another way (a typed group made
/// another kind of the phase's groups): the same groups in the order that reads so, and
/// what they make then. Groups are read in the order typed, the phase's own.
pub fn other_reading(typed: &[Vec<Card>], phase: &Phase, rules: &Rules) -> Option<Reading> {
    let order = verify::other_order(typed, phase, rules)?;
    let typed: Vec<Vec<Card>> = order.iter().map(|&i| typed[i].clone()).collect();
    match verify::grouped(&typed, phase, rules) {
        Grouped::Valid(groups) => Some(Reading { typed, groups }),
        _ => None,
    }
}

/// Another reading of a claim typed in groups: the groups in the order to type them, and
/// the groups they make typed so.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    pub typed: Vec<Vec<Card>>,
    pub groups: Vec<Laid>,
}

impl Reading {
    /// The groups as to type them: "5 W W W + 9 W W W".
    pub fn cards(&self) -> String {
        let groups: Vec<String> = self
            .typed
            .iter()
            .map(|g| crate::rules::card::show(g))
            .collect();
        groups.join(" + ")
    }

    /// What they make: "set of 4 (5s) + run of 4 (9–12)".
    pub fn describe(&self) -> String {
        let groups: Vec<String> = self.groups.iter().map(Laid::describe).collect();
        groups.join(" + ")
    }
}

#[cfg(test)]
mod tests;
