//! The rules in words: a house rule, how a game is won, the table's reminders.

use crate::session::record::HouseRule;
use crate::session::rules_card::{Goal, Reminder};

/// What a house rule means.
pub fn house_rule(rule: &HouseRule) -> &'static str {
    match rule.key {
        "natural" => "each group needs a natural card",
        "go_out" => "going out is discarding the last card (no one puts down all 11)",
        "runs_wrap" => "a run may go on from 12 to 1 (11 12 1 2)",
        "twist_pass" => "any move past the Phase 10 space finishes the board",
        "twist_tiebreak" => "cards left count their face value in a tiebreak",
        _ => "",
    }
}

/// How the game is won, in a sentence.
pub fn goal(goal: Goal) -> String {
    match goal {
        Goal::OwnList { phases } => format!(
            "the table's own {phases} {}, in order; the first to complete phase {phases} wins; ties: fewest points, then a replay",
            if phases == 1 { "phase" } else { "phases" },
        ),
        Goal::Board => "the first to move past the Phase 10 space wins; several at once: who went out, else the fewest points left".into(),
        Goal::Chosen => {
            "the first to complete all ten phase cards wins, any order; ties: fewest points"
                .into()
        }
        Goal::TenHands => {
            "ten hands, everyone moves on a phase every hand; the lowest total wins".into()
        }
        Goal::Phases(n) => format!("the first to complete {n} phases wins; ties: fewest points"),
        Goal::EvenPhases => {
            "the even phases only, in order; the first to complete them wins; ties: fewest points"
                .into()
        }
        Goal::Standard => {
            "phases in order; the first to complete phase 10 wins; ties: fewest points, then a replay"
                .into()
        }
    }
}

/// A reminder of what the table keeps itself.
pub fn reminder(r: Reminder) -> &'static str {
    match r {
        Reminder::Turn => "a turn: draw one card, lay or hit, then discard one",
        Reminder::HitsAfterOwnPhase => {
            "hits only once your own phase is down, and only on your turn"
        }
        Reminder::SkipNamed => {
            "a Skip discarded makes the player you name lose a turn: phase10 does not see who"
        }
        Reminder::OneSkipEach => "at most one Skip against each player per round of the table",
        Reminder::Flip => "a Flip card discarded turns the deck: type flip",
        Reminder::Save => "once a hand you may save a card instead of discarding it",
        Reminder::TwistSpace => {
            "on a Twist space: choose a phase beside it, or draw a Twist card and keep it secret"
        }
    }
}
