//! The table's rules card: the edition, the variation, the house rules, the phases
//! played, and what the referee cannot see (the table's own reminders), as values the
//! app words.

use crate::rules::edition::{Edition, Progress, Variation};

use super::record::{HouseRule, Session};

/// What the rules card shows.
#[derive(Debug, Clone)]
pub struct RulesCard {
    pub edition: Edition,
    pub variation: Variation,
    /// How the game is won.
    pub goal: Goal,
    pub house_rules: Vec<HouseRule>,
    /// The phases played, numbered as the game numbers them.
    pub phases: Vec<PhaseLine>,
    /// Twist: the Twist phase cards.
    pub twist_cards: Option<Vec<PhaseLine>>,
    /// Twist: the board's spaces.
    pub board: Option<String>,
    /// What the referee cannot see: the table keeps these itself.
    pub reminders: Vec<Reminder>,
}

/// One phase of the card.
#[derive(Debug, Clone)]
pub struct PhaseLine {
    pub number: usize,
    pub phase: String,
}

/// How the game is won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// The table's own phases in order: the first to complete the last wins.
    OwnList { phases: usize },
    /// Twist: the first past the Phase 10 space.
    Board,
    /// Masters: the first to complete all ten phase cards, any order.
    Chosen,
    /// Ten hands, everyone moving on every hand: the lowest total.
    TenHands,
    /// The first to complete N phases.
    Phases(u8),
    /// The even phases in order.
    EvenPhases,
    /// Phases 1 to 10 in order.
    Standard,
}

/// What the table keeps for itself: the referee cannot see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reminder {
    /// A turn: draw, lay or hit, discard.
    Turn,
    /// Hits only once one's own phase is down, on one's turn.
    HitsAfterOwnPhase,
    /// Who a Skip discarded skips.
    SkipNamed,
    /// At most one Skip against each player per round.
    OneSkipEach,
    /// A Flip card discarded turns the deck.
    Flip,
    /// Masters: a card saved once a hand.
    Save,
    /// Twist: on a Twist space, choose a phase beside it or draw a Twist card.
    TwistSpace,
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
        (Progress::InOrder, _) if !own.is_empty() => Goal::OwnList { phases: own.len() },
        (Progress::Board, _) => Goal::Board,
        (Progress::Chosen, _) => Goal::Chosen,
        (_, Variation::TenHands) => Goal::TenHands,
        (_, Variation::Phases) => Goal::Phases(session.and_then(|s| s.phases_to_win).unwrap_or(10)),
        (_, Variation::EvenPhases) => Goal::EvenPhases,
        (_, Variation::Standard) => Goal::Standard,
    };
    let mut reminders = vec![Reminder::Turn, Reminder::HitsAfterOwnPhase];
    if rules.copies.skip > 0 {
        reminders.extend([Reminder::SkipNamed, Reminder::OneSkipEach]);
    }
    if rules.deck.two_sided() {
        reminders.push(Reminder::Flip);
    }
    if rules.save_pile {
        reminders.push(Reminder::Save);
    }
    if rules.board.is_some() {
        reminders.push(Reminder::TwistSpace);
    }
    RulesCard {
        edition,
        variation,
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
