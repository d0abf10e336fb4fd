//! How a referee's answer is said: a play refused, a fix and laid groups as JSON.

use crate::app::cli::Out;

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
            crate::app::core::paint::bad(&format!("not {what}"))
        ),
    )
}

/// A play of the hand being played (a lay, a hit, a flip, who deals) recorded, and
/// said: the rules' refusal is exit 1 with its reason on stdout ("not laid: …"), input
/// that does not make sense exit 2.
pub fn play(
    path: &std::path::Path,
    player: &str,
    record: &crate::session::Record,
    what: &str,
    face: crate::session::Face,
    json: bool,
) -> anyhow::Result<Out> {
    use crate::app::core::act;
    use crate::app::core::act::Failed;
    let _lock = crate::app::core::store::lock(path)?;
    let loaded = crate::app::core::store::load(path)?;
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
pub fn said(done: &crate::app::core::act::Recorded, json: bool) -> Out {
    use crate::app::core::said;
    let (session, state, outcome) = (done.after.session(), &done.after.state, &done.outcome);
    let out = if json {
        Out::json(true, &said::json(session, state, outcome))
    } else {
        Out::yes(said::text(session, state, outcome))
    };
    if matches!(outcome, crate::session::Outcome::Unchanged { .. }) {
        out
    } else {
        out.landed()
    }
}
