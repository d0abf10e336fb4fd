//! How a referee's answer is said: a play refused, a fix and laid groups as JSON.

use super::super::Out;

/// A play the rules refuse (exit 1): "not laid: …", or `{"laid": false, "player",
/// "reason"}` (`what` is "laid" or "hit"; a flip names no player).
pub fn refused(what: &str, name: &str, reason: &str, json: bool) -> Out {
    if json {
        let mut j = serde_json::json!({"reason": reason});
        // (A flip is no one's play: no player.)
        if !name.is_empty() {
            j["player"] = serde_json::json!(name);
        }
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
pub fn fix_json(fix: &phase10::solver::Fix) -> serde_json::Value {
    serde_json::json!({
        "remove": fix.remove.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "add": fix.add.iter().map(|&n| super::super::words::reason::need(n)).collect::<Vec<_>>(),
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

/// Another reading of groups typed (`other_reading`): the cards to type for it and the
/// groups they make then.
pub fn reading_json(r: &phase10::solver::Reading) -> serde_json::Value {
    serde_json::json!({
        "cards": r.cards(),
        "groups": groups_json(&r.groups),
    })
}

/// A play of the hand being played (a lay, a hit, a flip, who deals) recorded, and
/// said: the rules' refusal is exit 1 with its reason on stdout ("not laid: …"), input
/// that does not make sense exit 2.
pub fn play(
    path: &std::path::Path,
    player: &str,
    record: &phase10::session::Record,
    what: &str,
    face: phase10::session::Face,
    json: bool,
) -> anyhow::Result<Out> {
    use super::super::act::{self, Failed};
    let _lock = super::super::store::lock(path)?;
    let loaded = super::super::store::load(path)?;
    match act::record_loaded(&loaded, record) {
        Ok(done) => Ok(said(&done, json)),
        Err(Failed::Refused(r)) if r.is_ruling() => {
            let name = loaded.session().typed_name(player);
            Ok(refused(what, &name, &r.say(face), json))
        }
        Err(Failed::Refused(r)) => Err(anyhow::anyhow!("{}", r.say(face))),
        Err(Failed::Trouble(e)) => Err(e),
    }
}

/// A change of the record made, as the command line says it (text or JSON); the change
/// has landed.
pub fn said(done: &super::super::act::Recorded, json: bool) -> Out {
    use super::super::said;
    let (session, state, outcome) = (done.after.session(), &done.after.state, &done.outcome);
    let out = if json {
        Out::json(true, &said::json(session, state, outcome))
    } else {
        Out::yes(said::text(session, state, outcome))
    };
    if matches!(outcome, phase10::session::Outcome::Unchanged { .. }) {
        out
    } else {
        out.landed()
    }
}
