//! The JSON every face shares: the standings, laid groups, a fix, another reading.

use crate::session::{Session, Standings, report};
use serde_json::Value;

/// The standings as JSON (the contract of issue #3, plus twist and masters fields).
pub fn status(session: &Session, state: &Standings) -> Value {
    serde_json::to_value(report::status(session, state)).expect("the status serializes")
}

/// JSON of a fix: the cards to leave out, the cards to add, whether wilds would do.
pub fn fix(fix: &crate::solver::diagnose::Fix) -> serde_json::Value {
    serde_json::json!({
        "remove": fix.remove.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "add": fix.add.iter().map(|n| n.words()).collect::<Vec<_>>(),
        "wilds_do": fix.wilds_do,
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
