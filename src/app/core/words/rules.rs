//! The rules in words: a house rule, how a game is won, the table's reminders (the
//! catalogue's `rules.ftl`).

use crate::say;
use crate::session::record::HouseRule;
use crate::session::rules_card::{Goal, Reminder};

use super::catalogue::Area::Rules as Words;

/// What a house rule means (nothing for a key it does not know).
pub fn house_rule(rule: &HouseRule) -> String {
    let id = match rule.key {
        "natural" => "house-natural",
        "go_out" => "house-go-out",
        "runs_wrap" => "house-runs-wrap",
        "twist_pass" => "house-twist-pass",
        "twist_tiebreak" => "house-twist-tiebreak",
        _ => return String::new(),
    };
    say!(Words, id)
}

/// How the game is won, in a sentence.
pub fn goal(goal: Goal) -> String {
    match goal {
        Goal::OwnList { phases } => say!(Words, "goal-own-list", "phases" => phases),
        Goal::Board => say!(Words, "goal-board"),
        Goal::Chosen => say!(Words, "goal-chosen"),
        Goal::TenHands => say!(Words, "goal-ten-hands"),
        Goal::Phases(n) => say!(Words, "goal-phases", "phases" => n),
        Goal::EvenPhases => say!(Words, "goal-even-phases"),
        Goal::Standard => say!(Words, "goal-standard"),
    }
}

/// A reminder of what the table keeps itself.
pub fn reminder(r: Reminder) -> String {
    let id = match r {
        Reminder::Turn => "remind-turn",
        Reminder::HitsAfterOwnPhase => "remind-hits",
        Reminder::SkipNamed => "remind-skip",
        Reminder::OneSkipEach => "remind-one-skip",
        Reminder::Flip => "remind-flip",
        Reminder::Save => "remind-save",
        Reminder::TwistSpace => "remind-twist-space",
    };
    say!(Words, id)
}
