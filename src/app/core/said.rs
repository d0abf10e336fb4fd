//! What an event did, said from its typed outcome: the command line's text and JSON,
//! and the table's one line (the screen and its plain mode). Every face reads the same
//! [`Outcome`]; none rewrites another's words.

use crate::app::core::words::Face;
use crate::rules::card::show;
use crate::session::event::{Outcome, what_changed};
use crate::session::{Session, Standings, table};
use serde_json::{Value, json};

use crate::app::core::{paint, render};

/// A group's label on the table (`Ann.2`), its owner named with `name`.
fn label(state: &Standings, g: usize, name: &dyn Fn(usize) -> String) -> String {
    let group = &state.table.groups[g];
    format!("{}.{}", name(group.owner), group.index)
}

/// The command line's text of an outcome (`state`: the standings after it).
pub fn text(session: &Session, state: &Standings, outcome: &Outcome) -> String {
    let name = |s: usize| session.players[s].clone();
    let hand = state.hands.len() + 1;
    match outcome {
        Outcome::Laid {
            seat,
            attempt,
            groups,
            other,
        } => {
            let laid: Vec<_> = groups
                .iter()
                .map(|&g| state.table.groups[g].laid.clone())
                .collect();
            let note = other.as_ref().map_or_else(String::new, |r| {
                format!(
                    "  read in the order typed; for {}, undo and lay {}\n",
                    r.describe(),
                    paint::cards(&r.cards())
                )
            });
            format!(
                "{} laid {}\n{}{note}",
                name(*seat),
                attempt.describe(),
                render::groups(&laid)
            )
        }
        Outcome::Hit {
            seat,
            cards,
            shares,
        } => {
            let typed = show(cards);
            if let [(g, _)] = shares[..] {
                return format!(
                    "{} hit {typed} onto {}\n  now: {}\n",
                    name(*seat),
                    label(state, g, &name),
                    paint::cards(&state.table.groups[g].laid.show())
                );
            }
            let mut text = format!("{} hit {typed}:\n", name(*seat));
            for (g, part) in shares {
                text.push_str(&format!(
                    "  {} onto {}, now: {}\n",
                    paint::cards(&show(part)),
                    label(state, *g, &name),
                    paint::cards(&state.table.groups[*g].laid.show())
                ));
            }
            text
        }
        Outcome::Flipped { side } => {
            format!(
                "the {} is in play now (hand {hand})\n",
                super::words::side(*side)
            )
        }
        Outcome::Saved { seat } => format!("{} saved a card (hand {hand})\n", name(*seat)),
        Outcome::Holds { seat, left } => {
            format!("{} holds {left} (hand {hand})\n", name(*seat))
        }
        Outcome::Chose { seat, choice } => format!(
            "{} tried {} (hand {hand})\n",
            name(*seat),
            super::words::choice(*choice)
        ),
        Outcome::Drew { seat, count } => format!(
            "{} drew back {} from their pile (hand {hand})\n",
            name(*seat),
            super::words::cards(*count)
        ),
        Outcome::Dealer { seat, hand } => format!(
            "{} deals hand {hand}: the deal goes on to the left of them\n",
            name(*seat)
        ),
        Outcome::Recorded { number, .. } => format!(
            "hand {number} recorded\n{}{}",
            render::hand_summary(session, state, number - 1),
            render::outcome(session, state)
        ),
        Outcome::Edited {
            number,
            before: was,
        } => {
            let mut text = format!("hand {number} re-entered\n");
            let changed = what_changed(session, was, &state.hands[number - 1]);
            if !changed.is_empty() {
                text.push_str(&format!("changed: {}\n", changed.join("; ")));
            }
            text.push_str(&render::hand_summary(session, state, number - 1));
            text.push_str(&render::outcome(session, state));
            text
        }
        Outcome::Unchanged { number } => {
            format!("hand {number} is already recorded so: nothing changed\n")
        }
        Outcome::Sat { seat, from_hand } => {
            let from = if *from_hand == 1 {
                String::new()
            } else {
                format!(", from hand {from_hand}")
            };
            let on = starts_on(session, state, *seat)
                .map(|total| format!(", on {total} points (the table's highest: no head start)"))
                .unwrap_or_default();
            format!(
                "{} sits down at seat {}{from}{on}\n{}",
                name(*seat),
                seat + 1,
                render::outcome(session, state)
            )
        }
        Outcome::Left {
            name: who,
            after_hand,
        } => {
            let text = if *after_hand == 0 {
                format!("{who} left the table before the first hand\n")
            } else {
                format!(
                    "{who} got up after hand {after_hand}: their standing stays on the pad; they play, lead and win no more\n"
                )
            };
            format!("{text}{}", render::outcome(session, state))
        }
        Outcome::Renamed { seat, was } => format!(
            "renamed {was} to {} (seat {}), in every hand\n{}",
            name(*seat),
            seat + 1,
            render::outcome(session, state)
        ),
        Outcome::Ended { after_hand } => format!(
            "the game ended after hand {after_hand}\n{}",
            render::outcome(session, state)
        ),
    }
}

/// The command line's JSON of an outcome.
pub fn json(session: &Session, state: &Standings, outcome: &Outcome) -> Value {
    let name = |s: usize| session.players[s].clone();
    let hand = state.hands.len() + 1;
    let with_status = |key: &str, value: Value| {
        let mut j = super::json::status(session, state);
        j[key] = value;
        j
    };
    match outcome {
        Outcome::Laid {
            seat,
            attempt,
            groups,
            other,
        } => {
            let views = table::group_views(session, &state.table);
            let laid: Vec<_> = groups.iter().map(|&g| views[g].clone()).collect();
            json!({
                "laid": true,
                "hand": hand,
                "player": name(*seat),
                "phase": attempt.describe(),
                "groups": laid,
                "other_reading": other.as_ref().map(super::json::reading),
            })
        }
        Outcome::Hit { seat, shares, .. } => {
            let views = table::group_views(session, &state.table);
            let groups: Vec<_> = shares.iter().map(|(g, _)| views[*g].clone()).collect();
            let on = shares
                .first()
                .map(|(g, _)| label(state, *g, &name))
                .unwrap_or_default();
            json!({
                "hit": true,
                "hand": hand,
                "player": name(*seat),
                "on": on,
                "group": groups.first(),
                "groups": groups,
            })
        }
        Outcome::Flipped { side } => json!({"hand": hand, "side": side}),
        Outcome::Saved { seat } => json!({"hand": hand, "player": name(*seat), "saved": true}),
        Outcome::Holds { seat, left } => json!({"hand": hand, "player": name(*seat), "left": left}),
        Outcome::Chose { seat, choice } => json!({
            "hand": hand,
            "player": name(*seat),
            "attempt": choice.attempt,
            "choose": choice.choose,
            "twist_card": choice.twist_card,
        }),
        Outcome::Drew { seat, count } => {
            json!({"hand": hand, "player": name(*seat), "drew": count})
        }
        Outcome::Dealer { seat, hand } => with_status(
            "dealer_of_hand",
            json!({"player": name(*seat), "hand": hand}),
        ),
        Outcome::Recorded { number, .. } => with_status("recorded", json!(number)),
        Outcome::Edited { number, before } => {
            let mut j = with_status("edited", json!(number));
            j["changed"] = json!(what_changed(session, before, &state.hands[number - 1]));
            j
        }
        Outcome::Unchanged { number } => {
            let mut j = with_status("edited", json!(number));
            j["changed"] = json!([]);
            j
        }
        Outcome::Sat { seat, from_hand } => with_status(
            "added",
            json!({"player": name(*seat), "seat": seat + 1, "from_hand": from_hand, "starts_on": starts_on(session, state, *seat)}),
        ),
        Outcome::Left {
            name: who,
            after_hand,
        } => with_status("removed", json!({"player": who, "after_hand": after_hand})),
        Outcome::Renamed { seat, was } => {
            with_status("renamed", json!({"from": was, "to": name(*seat)}))
        }
        Outcome::Ended { after_hand } => with_status("ended", json!(after_hand)),
    }
}

/// The table's one line of an outcome (the screen and its plain mode): names as the
/// table types them, no colour (the screen draws its own).
pub fn line(session: &Session, state: &Standings, outcome: &Outcome) -> String {
    let name = |s: usize| crate::app::core::talk::line::typed(session, s);
    let lines = |text: String| -> String {
        text.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join("; ")
    };
    let next = || lines(render::outcome_in(session, state, Face::Table));
    match outcome {
        Outcome::Laid {
            seat,
            attempt,
            groups,
            other,
        } => {
            let shown: Vec<String> = groups
                .iter()
                .map(|&g| state.table.groups[g].laid.show())
                .collect();
            let note = other.as_ref().map_or_else(String::new, |r| {
                format!(
                    " (read in the order typed; for {}, undo and lay {})",
                    r.describe(),
                    r.cards()
                )
            });
            format!(
                "{} laid {}: {}{note}",
                name(*seat),
                attempt.describe(),
                shown.join(" + ")
            )
        }
        Outcome::Hit {
            seat,
            cards,
            shares,
        } => {
            let parts: Vec<String> = shares
                .iter()
                .map(|(g, part)| {
                    format!(
                        "{} onto {}, now {}",
                        show(part),
                        label(state, *g, &name),
                        state.table.groups[*g].laid.show()
                    )
                })
                .collect();
            if let [one] = &parts[..]
                && shares[0].1.len() == cards.len()
            {
                format!("{} hit {one}", name(*seat))
            } else {
                format!("{} hit {}: {}", name(*seat), show(cards), parts.join("; "))
            }
        }
        Outcome::Flipped { side } => {
            format!(
                "a Flip card: the {} is in play now",
                super::words::side(*side)
            )
        }
        Outcome::Saved { seat } => format!("{} saved a card", session.players[*seat]),
        Outcome::Holds { seat, left } => format!("{} holds {left}", session.players[*seat]),
        Outcome::Chose { seat, choice } => format!(
            "{} tried {}",
            session.players[*seat],
            super::words::choice(*choice)
        ),
        Outcome::Drew { seat, count } => format!(
            "{} drew back {} from their pile",
            session.players[*seat],
            super::words::cards(*count)
        ),
        Outcome::Dealer { seat, hand } => format!(
            "{} deals hand {hand}: the deal goes on to the left of them",
            session.players[*seat]
        ),
        Outcome::Recorded { number, .. } => format!(
            "hand {number} recorded: {}; {}",
            lines(render::hand_summary(session, state, number - 1)),
            next()
        ),
        Outcome::Edited { number, before } => {
            let changed = what_changed(session, before, &state.hands[number - 1]);
            let changed = if changed.is_empty() {
                String::new()
            } else {
                format!("changed: {}; ", changed.join("; "))
            };
            format!("hand {number} re-entered: {changed}{}", next())
        }
        Outcome::Unchanged { number } => {
            format!("hand {number} is recorded so already: nothing changed")
        }
        Outcome::Sat { seat, from_hand } => format!(
            "{} sits down at seat {}, from hand {from_hand}{}; {}",
            session.players[*seat],
            seat + 1,
            starts_on(session, state, *seat)
                .map(|total| format!(", on {total} points (the table's highest)"))
                .unwrap_or_default(),
            next()
        ),
        Outcome::Left {
            name: who,
            after_hand: 0,
        } => format!("{who} left the table before the first hand; {}", next()),
        Outcome::Left {
            name: who,
            after_hand,
        } => format!(
            "{who} got up after hand {after_hand}: their standing stays on the pad; {}",
            next()
        ),
        Outcome::Renamed { seat, was } => format!(
            "renamed {was} to {} (seat {}), in every hand",
            session.players[*seat],
            seat + 1
        ),
        Outcome::Ended { after_hand } => {
            format!("the game ended after hand {after_hand}: {}", next())
        }
    }
}

/// The total a newcomer starts on, where the game keeps a score and it is not 0: the
/// table's highest (RULES-READINGS: a late start is no head start). None for one
/// coming back, who keeps their own.
fn starts_on(session: &Session, state: &Standings, seat: usize) -> Option<u32> {
    let back = state
        .hands
        .iter()
        .any(|h| h.entries.get(seat).is_some_and(|e| e.played));
    let score = state.players.get(seat)?.score;
    (session.rules().keeps_score && !back && score > 0).then_some(score)
}
