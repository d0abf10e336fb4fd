//! How a referee's answer is said: a play refused, a fix and laid groups as JSON.

use phase10::session::Refusal;

use super::super::Out;

/// A play the rules refuse (exit 1): "not laid: …", or `{"laid": false, "player",
/// "reason"}` (`what` is "laid" or "hit").
pub fn refused(what: &str, name: &str, refusal: &Refusal, json: bool) -> Out {
    let reason = refusal.to_string();
    if json {
        let mut j = serde_json::json!({"player": name, "reason": reason});
        j[what] = serde_json::json!(false);
        return Out::json(false, &j);
    }
    Out::answer(
        false,
        format!(
            "{}: {reason}\n",
            super::super::paint::bad(&format!("not {what}"))
        ),
    )
}

/// JSON of a fix: the cards to leave out, the cards to add, whether wilds would do.
pub fn fix_json(fix: &phase10::solver::diagnose::Fix) -> serde_json::Value {
    serde_json::json!({
        "remove": fix.remove.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "add": fix.add.iter().map(|n| n.words()).collect::<Vec<_>>(),
        "wilds_do": fix.wilds_do,
    })
}

/// JSON of laid groups.
pub fn groups_json(groups: &[phase10::rules::group::Laid]) -> serde_json::Value {
    serde_json::to_value(
        groups
            .iter()
            .map(phase10::rules::group::Laid::to_json)
            .collect::<Vec<_>>(),
    )
    .expect("groups serialize")
}
