//! The JSON every face shares: the standings, laid groups, a fix, another reading.

use crate::session::{Session, Standings, report};
use serde_json::Value;

/// The standings as JSON (the contract of issue #3, plus twist and masters fields).
pub fn status(session: &Session, state: &Standings) -> Value {
    let mut j =
        serde_json::to_value(report::status(session, state)).expect("the status serializes");
    if let Some(rules) = j["house_rules"].as_array_mut() {
        for (rule, r) in rules.iter_mut().zip(session.house_rules()) {
            rule["words"] = serde_json::json!(super::words::rules::house_rule(&r));
        }
    }
    j
}

/// The rules card as JSON: its words in place of its values.
pub fn rules_card(card: &crate::session::rules_card::RulesCard) -> Value {
    use super::words::rules;
    let lines = |lines: &[crate::session::rules_card::PhaseLine]| -> Value {
        lines
            .iter()
            .map(|l| serde_json::json!({"number": l.number, "phase": l.phase}))
            .collect()
    };
    let mut j = serde_json::json!({
        "edition": card.edition.to_string(),
        "variation": card.variation.name(),
        "goal": rules::goal(card.goal),
        "house_rules": card
            .house_rules
            .iter()
            .map(|r| serde_json::json!({"key": r.key, "value": r.value, "words": rules::house_rule(r)}))
            .collect::<Vec<_>>(),
        "phases": lines(&card.phases),
        "reminders": card.reminders.iter().map(|&r| rules::reminder(r)).collect::<Vec<_>>(),
    });
    if let Some(cards) = &card.twist_cards {
        j["twist_cards"] = lines(cards);
    }
    if let Some(board) = &card.board {
        j["board"] = serde_json::json!(board);
    }
    j
}

/// JSON of a fix: the cards to leave out, the cards to add, whether wilds would do.
pub fn fix(fix: &crate::solver::Fix) -> serde_json::Value {
    serde_json::json!({
        "remove": fix.remove.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "add": fix.add.iter().map(|&n| super::words::reason::need(n)).collect::<Vec<_>>(),
        "wilds_do": fix.wilds_do,
        "wilds_left": fix.wilds_left,
    })
}

/// JSON of laid groups.
pub fn groups(groups: &[crate::rules::group::Laid]) -> serde_json::Value {
    serde_json::to_value(
        groups
            .iter()
            .map(crate::rules::group::Laid::to_json)
            .collect::<Vec<_>>(),
    )
    .expect("groups serialize")
}

/// Another reading of groups typed (`other_reading`): the cards to type for it and the
/// groups they make then.
pub fn reading(r: &crate::solver::Reading) -> serde_json::Value {
    serde_json::json!({
        "cards": r.cards(),
        "groups": groups(&r.groups),
    })
}
