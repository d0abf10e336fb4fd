//! The hand's end in words: each field's question and what it takes, its answer as the
//! table types it, and why an answer is not taken.

use crate::rules::edition::{Progress, Side};
use crate::session::summary::{Field, Summary, Unanswered};

use crate::say;

use super::catalogue::Area::Summary as Words;
use super::{Face, count};

/// The question of a field, short (the line typed follows it): "who went out",
/// "Bob's cards left".
pub fn prompt(summary: &Summary, field: Field) -> String {
    let name = |s: usize| summary.session().players[s].clone();
    match field {
        Field::Dealer => say!(Words, "ask-dealer"),
        Field::Out if summary.replay() => say!(Words, "ask-replay-out"),
        Field::Out => say!(Words, "ask-out"),
        Field::Made => say!(Words, "ask-made"),
        Field::Side => say!(Words, "ask-side"),
        Field::Choice(s) if summary.progress() == Progress::Chosen => {
            say!(Words, "ask-phase-card", "name" => name(s))
        }
        // On a Twist space the choices are said with the question, not after a wrong
        // answer.
        Field::Choice(s) => match summary.on_twist_space(s) {
            Some((a, b)) => say!(
                Words,
                "ask-phase-beside",
                "name" => name(s),
                "before" => a.to_string(),
                "after" => b.to_string(),
            ),
            None => say!(Words, "ask-phase", "name" => name(s)),
        },
        Field::Left(s) => say!(Words, "ask-left", "name" => name(s)),
        Field::Save(s) => say!(Words, "ask-save", "name" => name(s)),
        Field::Unsave(s) => say!(Words, "ask-unsave", "name" => name(s)),
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
        Field::Dealer | Field::Out => say!(Words, "takes-name"),
        Field::Made => say!(Words, "takes-names"),
        Field::Side => say!(Words, "takes-side"),
        Field::Choice(s) => match summary.on_twist_space(s) {
            Some((a, b)) => say!(
                Words,
                "takes-twist-space",
                "before" => a.to_string(),
                "after" => b.to_string(),
            ),
            None => say!(
                Words,
                "takes-phase-card",
                "open" => summary
                    .open_phases(s)
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        },
        Field::Left(s) => {
            let example = example(summary.session().rules().deck.two_sided(), summary.side());
            match summary.holds(s) {
                Some(h) => say!(
                    Words,
                    "takes-left-holds",
                    "holds" => count(h, "card"),
                    "example" => example,
                ),
                None => say!(Words, "takes-left", "example" => example),
            }
        }
        Field::Save(_) => say!(Words, "takes-save"),
        Field::Unsave(_) => say!(Words, "takes-unsave"),
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
            let hint = crate::name::hint(players, typed);
            let (typed, players) = (typed.trim(), players.join(", "));
            match hint {
                Some(h) => say!(
                    Words,
                    "not-one-of-players-hint",
                    "typed" => typed,
                    "players" => players,
                    "hint" => h,
                ),
                None => say!(Words, "not-one-of-players", "typed" => typed, "players" => players),
            }
        }
        Unanswered::NotInHand(name) => say!(Words, "not-in-this-hand", "name" => name.as_str()),
        Unanswered::NotAtTable(name) => {
            say!(Words, "not-at-table-this-hand", "name" => name.as_str())
        }
        Unanswered::DealerPlayed(name) => say!(Words, "dealer-played", "name" => name.as_str()),
        Unanswered::NoOut => say!(Words, "no-out"),
        Unanswered::OutMade(name) => say!(Words, "out-made", "name" => name.as_str()),
        Unanswered::NoLeft(name) => say!(Words, "no-left", "name" => name.as_str()),
        Unanswered::Cards(e) => super::refusal::card_error(e),
        Unanswered::Holds { name, holds, given } => say!(
            Words,
            "holds-given",
            "name" => name.as_str(),
            "holds" => count(*holds, "card"),
            "given" => *given,
        ),
        Unanswered::Deck(e) => {
            say!(Words, "deck-counted", "why" => super::refusal::too_many_copies(e))
        }
        Unanswered::OneCard => say!(Words, "one-card"),
        Unanswered::NotTaken(field) => hint(summary, *field),
        Unanswered::TwistCardRange => say!(Words, "twist-cards-range"),
        Unanswered::Refused(r) => super::refusal(r, face),
        Unanswered::Record => say!(Words, "record-or-not"),
    }
}

/// Why the hand as a whole is refused, where no one answer is.
pub fn general(summary: &Summary, face: Face) -> Option<String> {
    let all: Vec<String> = summary
        .general
        .iter()
        .map(|r| super::refusal(r, face))
        .collect();
    all.into_iter().reduce(|first, then| {
        say!(super::catalogue::Area::Refusal, "also", "first" => first, "then" => then)
    })
}

/// The hand's end as lines: one a player.
pub fn rows(summary: &Summary, face: Face) -> String {
    let session = summary.session();
    let title = match summary.edit {
        Some(n) => say!(Words, "rows-edit", "number" => n),
        None => say!(Words, "rows-title", "number" => summary.number),
    };
    let mut text = format!("{title}\n");
    for r in summary.rows() {
        let mut bits = Vec::new();
        if r.out {
            bits.push(match r.untyped {
                Some(n) => say!(Words, "row-went-out-untyped", "count" => n),
                None => say!(Words, "row-went-out"),
            });
        } else {
            match r.made {
                Some(true) => bits.push(say!(Words, "row-made")),
                Some(false) => bits.push(say!(Words, "row-not-made")),
                None => {}
            }
        }
        if !r.phase.is_empty() {
            bits.push(say!(Words, "row-phase", "phase" => r.phase.as_str()));
        }
        if let Some(left) = &r.left {
            let left = if left.is_empty() { "?" } else { left };
            bits.push(match r.holds {
                Some(h) => say!(Words, "row-left-holds", "left" => left, "holds" => h),
                None => say!(Words, "row-left", "left" => left),
            });
        }
        if r.saved {
            bits.push(say!(Words, "row-saved"));
        }
        if !r.drew.is_empty() {
            bits.push(say!(Words, "row-drew", "cards" => r.drew.as_str()));
        }
        text.push_str(&format!(
            "  {} {}: {}\n",
            r.seat + 1,
            session.players[r.seat],
            bits.join("; ")
        ));
        if let Some(note) = &r.note {
            let note = unanswered(summary, note, face);
            text.push_str(&format!("    {}\n", say!(Words, "row-no", "why" => note)));
        }
    }
    if let Some(general) = general(summary, face) {
        text.push_str(&format!("  {}\n", say!(Words, "row-no", "why" => general)));
    }
    if summary.active().is_none()
        && let Some(n) = summary.same_as()
    {
        text.push_str(&format!(
            "  {}\n",
            say!(Words, "row-same-as", "number" => n)
        ));
    }
    text
}
