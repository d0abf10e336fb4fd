//! The hand's end in words: each field's question and what it takes, its answer as the
//! table types it, and why an answer is not taken.

use crate::rules::edition::{Progress, Side};
use crate::session::summary::{Field, Summary, Unanswered};

use super::{Face, count};

/// The question of a field, short (the line typed follows it): "who went out",
/// "Bob's cards left".
pub fn prompt(summary: &Summary, field: Field) -> String {
    let name = |s: usize| summary.session().players[s].clone();
    match field {
        Field::Dealer => "who dealt".into(),
        Field::Out if summary.replay() => "who won the replay".into(),
        Field::Out => "who went out".into(),
        Field::Made => "who else made it".into(),
        Field::Side => "which side was up when the hand ended".into(),
        Field::Choice(s) if summary.progress() == Progress::Chosen => {
            format!("{}'s phase card", name(s))
        }
        // On a Twist space the choices are said with the question, not after a wrong
        // answer.
        Field::Choice(s) => match summary.on_twist_space(s) {
            Some((a, b)) => format!("{}'s phase ({a} or {b}, or twist N)", name(s)),
            None => format!("{}'s phase", name(s)),
        },
        Field::Left(s) => format!("{}'s cards left", name(s)),
        Field::Save(s) => format!("{} saved", name(s)),
        Field::Unsave(s) => format!("{} drew back", name(s)),
    }
}

/// The cards a player might have left, as an example: the edition's wild, no Wild in
/// Flip, no colours on the Wild Side.
pub fn example(two_sided: bool, side: Side) -> &'static str {
    match (two_sided, side) {
        (true, Side::Wild) => "7 * 12",
        (true, Side::Color) => "R7 B* 12",
        (false, _) => "R7 W 12",
    }
}

/// What a field takes, in words, with an example.
pub fn hint(summary: &Summary, field: Field) -> String {
    match field {
        Field::Dealer | Field::Out => "a name, its start, or the seat number".into(),
        Field::Made => "names, or none".into(),
        Field::Side => "color or wild".into(),
        Field::Choice(s) => match summary.on_twist_space(s) {
            Some((a, b)) => format!(
                "on a Twist space: {a} or {b} is the phase beside it; twist N is the Twist card drawn"
            ),
            None => format!(
                "the number on the phase card: one of {}",
                summary
                    .open_phases(s)
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        },
        Field::Left(s) => {
            let example = example(summary.session().rules().deck.two_sided(), summary.side());
            let holds = summary
                .holds(s)
                .map(|h| format!("holds {}; ", count(h, "card")))
                .unwrap_or_default();
            format!("{holds}the cards (e.g. {example}) or their points")
        }
        Field::Save(_) => "the card saved (not shown), or Enter for none".into(),
        Field::Unsave(_) => "the saved cards drawn back, or Enter for none".into(),
    }
}

/// The answer of a field as it stands, as the table types it (a saved card is private:
/// a mark).
pub fn value(summary: &Summary, field: Field) -> String {
    let h = summary.hand();
    let name = |s: usize| summary.session().players[s].clone();
    match field {
        Field::Dealer => h.dealer.clone().unwrap_or_default(),
        Field::Out => h.out.clone(),
        Field::Made if !summary.is_answered(Field::Made) => String::new(),
        Field::Made if h.made.is_empty() => "none".into(),
        Field::Made => h.made.join(", "),
        Field::Side => match h.side {
            Some(Side::Color) => "color".into(),
            Some(Side::Wild) => "wild".into(),
            None => String::new(),
        },
        Field::Choice(s) => match summary.chosen(s) {
            Some((n, false)) if summary.on_twist_space(s).is_some() => format!("phase {n}"),
            Some((n, false)) => n.to_string(),
            Some((n, true)) => format!("twist {n}"),
            None => String::new(),
        },
        Field::Left(s) => summary.left(s).unwrap_or_default(),
        Field::Save(s) => h.save.get(&name(s)).cloned().unwrap_or_default(),
        Field::Unsave(s) => h.unsave.get(&name(s)).cloned().unwrap_or_default(),
    }
}

/// Why an answer is not taken, in the words of `face`.
pub fn unanswered(summary: &Summary, why: &Unanswered, face: Face) -> String {
    match why {
        Unanswered::NotAPlayer { typed, players } => {
            let hint = crate::name::hint(players, typed)
                .map(|h| format!("; did you mean {h}?"))
                .unwrap_or_default();
            format!(
                "\"{}\" is not one of the players ({}){hint}",
                typed.trim(),
                players.join(", ")
            )
        }
        Unanswered::NotInHand(name) => format!("{name} does not play this hand"),
        Unanswered::NotAtTable(name) => format!("{name} is not at the table this hand"),
        Unanswered::DealerPlayed(name) => {
            format!("a play of this hand says {name} dealt it: undo that play to change it")
        }
        Unanswered::NoOut => "say who went out".into(),
        Unanswered::OutMade(name) => format!("{name} went out: who went out made it"),
        Unanswered::NoLeft(name) => format!("{name}'s cards or points left"),
        Unanswered::Cards(e) => e.to_string(),
        Unanswered::Holds { name, holds, given } => {
            format!("{name} holds {}; {given} given", count(*holds, "card"))
        }
        Unanswered::Deck(e) => {
            format!("the cards on the table and left in hand, counted together: {e}")
        }
        Unanswered::OneCard => "one card: a player saves one card a hand".into(),
        Unanswered::NotTaken(field) => hint(summary, *field),
        Unanswered::TwistCardRange => "Twist cards go from 1 to 10".into(),
        Unanswered::Refused(r) => super::refusal(r, face),
        Unanswered::Record => "y records the hand, n goes back to the rows".into(),
    }
}

/// Why the hand as a whole is refused, where no one answer is.
pub fn general(summary: &Summary, face: Face) -> Option<String> {
    let all: Vec<String> = summary
        .general
        .iter()
        .map(|r| super::refusal(r, face))
        .collect();
    (!all.is_empty()).then(|| all.join(". Also: "))
}

/// The hand's end as lines: one a player.
pub fn rows(summary: &Summary, face: Face) -> String {
    let session = summary.session();
    let title = match summary.edit {
        Some(n) => format!("hand {n} re-entered:"),
        None => format!("hand {}: the hand's end:", summary.number),
    };
    let mut text = format!("{title}\n");
    for r in summary.rows() {
        let mut bits = Vec::new();
        if r.out {
            bits.push(match r.untyped {
                Some(n) => format!("went out ({n} hit untyped)"),
                None => "went out".to_string(),
            });
        } else {
            match r.made {
                Some(true) => bits.push("made it".into()),
                Some(false) => bits.push("did not make it".into()),
                None => {}
            }
        }
        if !r.phase.is_empty() {
            bits.push(format!("phase {}", r.phase));
        }
        if let Some(left) = &r.left {
            let holds = r.holds.map(|h| format!(" (holds {h})")).unwrap_or_default();
            let left = if left.is_empty() { "?" } else { left };
            bits.push(format!("left {left}{holds}"));
        }
        if r.saved {
            bits.push("saved a card".into());
        }
        if !r.drew.is_empty() {
            bits.push(format!("drew back {}", r.drew));
        }
        text.push_str(&format!(
            "  {} {}: {}\n",
            r.seat + 1,
            session.players[r.seat],
            bits.join("; ")
        ));
        if let Some(note) = &r.note {
            let note = unanswered(summary, note, face);
            text.push_str(&format!("    no: {note}\n"));
        }
    }
    if let Some(general) = general(summary, face) {
        text.push_str(&format!("  no: {general}\n"));
    }
    if summary.active().is_none()
        && let Some(n) = summary.same_as()
    {
        text.push_str(&format!(
            "  the same as hand {n}: typed twice? n goes back to the rows\n"
        ));
    }
    text
}
