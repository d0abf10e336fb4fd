//! `check CARDS` and `find CARDS` at the table: against a player's phase this hand, or
//! every phase at the table (players whose answer is the same share one line).

use crate::app::core::words::catalogue::Area::Reason;
use crate::rules::card;
use crate::say;
use crate::session::{Session, Standings, progress};

use crate::app::core::talk::line::typed;
use crate::app::core::words;

/// The answer to a check or find: each line, and whether any is yes.
pub fn answer(
    session: &Session,
    state: &Standings,
    seat: Option<usize>,
    cards: &str,
    find: bool,
) -> Result<(bool, String), String> {
    let rules = session.rules();
    let table = session.solver_rules(state.table.side);
    let groups = card::parse_grouped(cards, rules.deck, table.side)
        .map_err(|e| crate::app::core::words::refusal::card_error(&e))?;
    rules
        .copies
        .check(&groups.concat(), &session.edition.to_string())
        .map_err(|e| crate::app::core::words::refusal::too_many_copies(&e))?;
    let seats = match seat {
        Some(s) => vec![s],
        None => state.seated(),
    };
    // Each answer, with the players it is the answer for.
    let mut answers: Vec<(String, Vec<String>, bool)> = Vec::new();
    for s in seats {
        for (phase, label) in words::playing(session, &progress::playing(session, state, s)) {
            let (yes, text) = if find {
                let hand = groups.concat();
                // Where the table keeps a card to discard, the best lay-down keeping one.
                let f = crate::solver::find(&hand, &phase, &table);
                let (kept, reason) = (f.kept(), words::reason::verdict(&f, &table));
                if !f.decided() {
                    return Err(reason.unwrap_or_default());
                }
                let text = if f.is_found() {
                    let mut left = f.left(&hand).to_vec();
                    left.extend(kept);
                    let left = &left[..];
                    let groups: Vec<String> = f
                        .groups()
                        .iter()
                        .map(crate::rules::group::Laid::show)
                        .collect();
                    let shown = if left.is_empty() {
                        say!(Reason, "left-nothing")
                    } else {
                        card::show(left)
                    };
                    let left_in_hand = say!(
                        Reason,
                        "left-in-hand",
                        "cards" => shown,
                        "points" => table.scoring.cards(left),
                    );
                    format!(
                        "{}: {label}: {}; {left_in_hand}",
                        say!(Reason, "verdict-found"),
                        groups.join(" + ")
                    )
                } else {
                    format!(
                        "{}: {label}: {}",
                        say!(Reason, "verdict-not-found"),
                        reason.unwrap_or_else(|| say!(Reason, "not-in-hand-found"))
                    )
                };
                (f.is_found(), text)
            } else {
                let v = crate::session::table::judge_claim(&groups, &phase, &table)
                    .map_err(|why| words::reason::not_laid(&why))?;
                let reason = words::reason::verdict(&v, &table);
                if !v.decided() {
                    return Err(reason.unwrap_or_default());
                }
                let text = if v.is_valid() {
                    let groups: Vec<String> = v
                        .groups()
                        .iter()
                        .map(crate::rules::group::Laid::show)
                        .collect();
                    format!(
                        "{}: {label}: {}",
                        say!(Reason, "verdict-valid"),
                        groups.join(" + ")
                    )
                } else {
                    format!(
                        "{}: {label}: {}",
                        say!(Reason, "verdict-not-valid"),
                        reason.unwrap_or_else(|| say!(Reason, "no-arrangement"))
                    )
                };
                (v.is_valid(), text)
            };
            match answers.iter_mut().find(|(t, _, _)| *t == text) {
                Some((_, names, _)) => names.push(typed(session, s)),
                None => answers.push((text, vec![typed(session, s)], yes)),
            }
        }
    }
    if answers.is_empty() {
        return Err(match seat {
            Some(s) => say!(Reason, "no-phase-card-said", "name" => session.players[s].as_str()),
            None => say!(Reason, "no-phase-to-check"),
        });
    }
    let text = answers
        .iter()
        .map(|(t, names, _)| {
            if seat.is_some() {
                t.clone()
            } else {
                format!("{}: {t}", names.join(", "))
            }
        })
        .collect::<Vec<_>>()
        .join(" | ");
    Ok((answers.iter().any(|a| a.2), text))
}
