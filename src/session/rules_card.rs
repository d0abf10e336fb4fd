//! The table's rules card: the edition, the variation, the house rules in words, the
//! phases played, and what the referee cannot see (the table's own reminders).

use serde::Serialize;

use crate::rules::edition::{Edition, Progress, Variation};

use super::record::{HouseRule, Session};

/// What `phase10 rules` shows.
#[derive(Debug, Clone, Serialize)]
pub struct RulesCard {
    pub edition: String,
    pub variation: &'static str,
    /// The variation in words ("the first to complete 5 phases wins").
    pub goal: String,
    pub house_rules: Vec<HouseRule>,
    /// The phases played, numbered as the game numbers them.
    pub phases: Vec<PhaseLine>,
    /// Twist: the Twist phase cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub twist_cards: Option<Vec<PhaseLine>>,
    /// Twist: the board's spaces.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// What phase10 cannot see: the table keeps these itself.
    pub reminders: Vec<&'static str>,
}

/// One phase of the card.
#[derive(Debug, Clone, Serialize)]
pub struct PhaseLine {
    pub number: usize,
    pub phase: String,
}

/// The card of a session (its settings only), or of an edition as printed (`None`).
#[must_use]
pub fn rules_card(edition: Edition, session: Option<&Session>) -> RulesCard {
    let rules = edition.rules();
    let variation = session.map_or(Variation::Standard, |s| s.variation);
    let line = |n: usize, phrase: &str| PhaseLine {
        number: n,
        phase: phrase
            .parse::<crate::rules::phase::Phase>()
            .map_or_else(|_| phrase.to_string(), |p| p.to_string()),
    };
    let own = session.map_or(&[][..], |s| &s.phase_list[..]);
    let phases = if own.is_empty() {
        variation
            .sequence()
            .into_iter()
            .map(|n| line(usize::from(n), rules.phases[usize::from(n) - 1]))
            .collect()
    } else {
        own.iter()
            .enumerate()
            .map(|(i, p)| line(i + 1, p))
            .collect()
    };
    let goal = match (rules.progress, variation) {
        (Progress::InOrder, _) if !own.is_empty() => format!(
            "the table's own {} {}, in order; the first to complete phase {} wins; ties: fewest points, then a replay",
            own.len(),
            if own.len() == 1 { "phase" } else { "phases" },
            own.len()
        ),
        (Progress::Board, _) => {
            "the first to move past the Phase 10 space wins; several at once: who went out, \
             else the fewest points left"
                .to_string()
        }
        (Progress::Chosen, _) => {
            "the first to complete all ten phase cards wins, any order; ties: fewest points"
                .to_string()
        }
        (_, Variation::TenHands) => {
            "ten hands, everyone moves on a phase every hand; the lowest total wins".to_string()
        }
        (_, Variation::Phases) => format!(
            "the first to complete {} phases wins; ties: fewest points",
            session.and_then(|s| s.phases_to_win).unwrap_or(10)
        ),
        (_, Variation::EvenPhases) => {
            "the even phases only, in order; the first to complete them wins; ties: fewest points"
                .to_string()
        }
        (_, Variation::Standard) => {
            "phases in order; the first to complete phase 10 wins; ties: fewest points, then a replay"
                .to_string()
        }
    };
    let mut reminders = vec![
        "a turn: draw one card, lay or hit, then discard one",
        "hits only once your own phase is down, and only on your turn",
    ];
    if rules.copies.skip > 0 {
        reminders.extend([
            "a Skip discarded makes the player you name lose a turn: phase10 does not see who",
            "at most one Skip against each player per round of the table",
        ]);
    }
    if rules.deck.two_sided() {
        reminders.push("a Flip card discarded turns the deck: type flip");
    }
    if rules.save_pile {
        reminders.push("once a hand you may save a card instead of discarding it");
    }
    if rules.board.is_some() {
        reminders.push(
            "on a Twist space: choose a phase beside it, or draw a Twist card and keep it secret",
        );
    }
    RulesCard {
        edition: edition.to_string(),
        variation: variation.name(),
        goal,
        house_rules: session.map(Session::house_rules).unwrap_or_default(),
        phases,
        twist_cards: rules.twist_cards.map(|cards| {
            cards
                .iter()
                .enumerate()
                .map(|(i, p)| line(i + 1, p))
                .collect()
        }),
        board: session
            .and_then(|s| s.board.clone())
            .or_else(|| rules.board.map(str::to_string)),
        reminders,
    }
}
