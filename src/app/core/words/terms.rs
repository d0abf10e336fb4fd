//! The names of the game's things in the spoken language: a colour, a group of a phase,
//! a phase, a group on the table, a card a fix adds. In English they are the rulebook's
//! words the library writes (`set of 3`, `2 sets of 3`), in German the German
//! rulebook's (`Drilling`, `2 Drillinge`).

use crate::rules::card::Color;
use crate::rules::group::Laid;
use crate::rules::phase::{GroupKind, GroupSpec, Phase};
use crate::say;
use crate::solver::Need;

use super::catalogue::Area::Terms;

/// A colour: "red", "rot".
pub fn colour(c: Color) -> String {
    say!(Terms, "colour", "colour" => c.name())
}

/// `count` groups alike: "set of 3", "2 sets of 3" without the count ("sets of 3").
pub fn groups(spec: GroupSpec, count: usize) -> String {
    let id = match spec.kind {
        GroupKind::Set => "group-set",
        GroupKind::Run => "group-run",
        GroupKind::ColorRun => "group-colour-run",
        GroupKind::Color => "group-colour",
    };
    say!(Terms, id, "count" => count, "size" => spec.size)
}

/// One group of a phase: "set of 3", "7 cards of one colour".
pub fn group(spec: GroupSpec) -> String {
    groups(spec, 1)
}

/// A phase: "1 set of 3 + 1 run of 4", "7 cards of one colour".
pub fn phase(p: &Phase) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < p.groups.len() {
        let g = p.groups[i];
        let n = p.groups[i..].iter().take_while(|&&h| h == g).count();
        let kind = if g.kind == GroupKind::Color {
            "colour"
        } else {
            "other"
        };
        parts
            .push(say!(Terms, "phase-part", "kind" => kind, "count" => n, "group" => groups(g, n)));
        i += n;
    }
    // The parts joined by + in every language: the table's notation, as typed.
    parts.join(" + ")
}

/// A group on the table: "set of 3 (7s)", "run of 4 (3–6)", "7 cards of one colour (red)".
pub fn laid(l: &Laid) -> String {
    let mut detail = Vec::new();
    if let Some(c) = l.color {
        detail.push(colour(c));
    }
    if let Some(n) = l.number {
        detail.push(say!(Terms, "laid-number", "number" => n));
    }
    if let Some((lo, hi)) = l.span {
        detail.push(format!("{lo}–{hi}"));
    }
    // A group laid longer than its phase asks says how long it is.
    let spec = GroupSpec {
        size: l.spec.size.max(l.cards.len() as u8),
        ..l.spec
    };
    if detail.is_empty() {
        group(spec)
    } else {
        say!(Terms, "laid", "group" => group(spec), "detail" => detail.join(" "))
    }
}

/// The card a fix adds, `count` times: "a 5", "an 8", "two 5s", "three R5s", "two red
/// cards", "a numbered card".
pub fn need(n: Need, count: usize) -> String {
    // The count in words, where there is more than one.
    let times = if count == 1 {
        String::new()
    } else {
        say!(Terms, "times", "count" => count)
    };
    match (n.color, n.num) {
        (Some(c), Some(v)) => {
            let card = format!("{}{v}", c.letter());
            say!(Terms, "need-card", "count" => count, "times" => times, "card" => card)
        }
        (None, Some(v)) => {
            say!(Terms, "need-number", "count" => count, "times" => times, "number" => v)
        }
        (Some(c), None) => {
            say!(Terms, "need-colour", "count" => count, "times" => times, "colour" => colour(c))
        }
        (None, None) => say!(Terms, "need-any", "count" => count, "times" => times),
    }
}

/// A list in words: "R9", "R9 and B12", "R9, B12 and Y1".
pub fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            say!(Terms, "list-and", "rest" => rest.join(", "), "last" => last.as_str())
        }
    }
}

/// A phase attempted: "phase 2 (1 set of 3 + 1 run of 4)", "Twist card 3 (…)".
pub fn attempt(a: &crate::session::on_table::Attempt) -> String {
    let id = if a.twist_card {
        "attempt-twist"
    } else {
        "attempt"
    };
    say!(Terms, id, "number" => a.number, "phase" => phase(&a.phase))
}

/// Another reading of typed cards: its groups, "set of 4 (5s) + set of 4 (9s)".
pub fn reading(r: &crate::solver::Reading) -> String {
    r.groups.iter().map(laid).collect::<Vec<_>>().join(" + ")
}
