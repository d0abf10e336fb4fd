//! What an event did, said from its typed outcome: the command line's text and JSON,
//! and the table's one line (the screen and its plain mode). Every face reads the same
//! [`Outcome`]; none rewrites another's words.

use crate::app::core::words::Face;
use crate::rules::card::show;
use crate::session::event::{Outcome, what_changed};
use crate::session::{Session, Standings, table};
use serde_json::{Value, json};

use crate::app::core::words::catalogue::Area::Outcome as Words;
use crate::app::core::words::terms;
use crate::app::core::{paint, render};
use crate::say;

/// A group's label on the table (`Ann.2`), its owner named with `name`.
fn label(state: &Standings, g: usize, name: &dyn Fn(usize) -> String) -> String {
    let group = &state.table.groups[g];
    format!("{}.{}", name(group.owner), group.index)
}

/// The command line's text of an outcome (`state`: the standings after it).
pub fn text(session: &Session, state: &Standings, outcome: &Outcome) -> String {
    let name = |s: usize| session.players[s].clone();
    let hand = state.hands.len() + 1;
    let next = || render::outcome(session, state);
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
                let other = say!(
                    Words,
                    "read-in-order",
                    "other" => terms::reading(r),
                    "cards" => paint::cards(&r.cards()),
                );
                format!("  {other}\n")
            });
            let laid_phase = say!(
                Words,
                "laid-phase",
                "name" => name(*seat),
                "attempt" => terms::attempt(attempt),
            );
            format!("{laid_phase}\n{}{note}", render::groups(&laid))
        }
        Outcome::Hit {
            seat,
            cards,
            shares,
        } => {
            let typed = show(cards);
            if let [(g, _)] = shares[..] {
                let hit = say!(
                    Words,
                    "hit-onto",
                    "name" => name(*seat),
                    "cards" => typed,
                    "group" => label(state, g, &name),
                );
                let now =
                    say!(Words, "now", "cards" => paint::cards(&state.table.groups[g].laid.show()));
                return format!("{hit}\n  {now}\n");
            }
            let mut text = say!(Words, "hit-shared", "name" => name(*seat), "cards" => typed);
            text.push('\n');
            for (g, part) in shares {
                let share = say!(
                    Words,
                    "share",
                    "cards" => paint::cards(&show(part)),
                    "group" => label(state, *g, &name),
                    "now" => paint::cards(&state.table.groups[*g].laid.show()),
                );
                text.push_str(&format!("  {share}\n"));
            }
            text
        }
        Outcome::Flipped { side } => {
            let side = super::words::side(*side);
            format!(
                "{}\n",
                say!(Words, "flipped", "side" => side, "hand" => hand)
            )
        }
        Outcome::Saved { seat } => {
            format!(
                "{}\n",
                say!(Words, "saved", "name" => name(*seat), "hand" => hand)
            )
        }
        Outcome::Holds { seat, left } => format!(
            "{}\n",
            say!(Words, "holds", "name" => name(*seat), "left" => left.as_str(), "hand" => hand)
        ),
        Outcome::Chose { seat, choice } => format!(
            "{}\n",
            say!(
                Words,
                "tried",
                "name" => name(*seat),
                "choice" => super::words::choice(*choice),
                "hand" => hand,
            )
        ),
        Outcome::Drew { seat, count } => format!(
            "{}\n",
            say!(
                Words,
                "drew",
                "name" => name(*seat),
                "cards" => super::words::cards(*count),
                "hand" => hand,
            )
        ),
        Outcome::Dealer { seat, hand } => format!(
            "{}\n",
            say!(Words, "dealer", "name" => name(*seat), "hand" => *hand)
        ),
        Outcome::Recorded { number, .. } => format!(
            "{}\n{}{}",
            say!(Words, "recorded", "number" => *number),
            render::hand_summary(session, state, number - 1),
            next()
        ),
        Outcome::Edited {
            number,
            before: was,
        } => {
            let mut text = format!("{}\n", say!(Words, "re-entered", "number" => *number));
            let changed = what_changed(session, was, &state.hands[number - 1]);
            if !changed.is_empty() {
                let changed = say!(Words, "changed", "what" => changed.join("; "));
                text.push_str(&format!("{changed}\n"));
            }
            text.push_str(&render::hand_summary(session, state, number - 1));
            text.push_str(&next());
            text
        }
        Outcome::Unchanged { number } => {
            format!("{}\n", say!(Words, "unchanged", "number" => *number))
        }
        Outcome::Sat { seat, from_hand } => {
            let sits = match starts_on(session, state, *seat) {
                Some(total) => say!(
                    Words,
                    "sits-down-on",
                    "name" => name(*seat),
                    "seat" => seat + 1,
                    "from" => *from_hand,
                    "total" => total,
                ),
                None => say!(
                    Words,
                    "sits-down",
                    "name" => name(*seat),
                    "seat" => seat + 1,
                    "from" => *from_hand,
                ),
            };
            format!("{sits}\n{}", next())
        }
        Outcome::Left {
            name: who,
            after_hand,
        } => {
            let text = if *after_hand == 0 {
                say!(Words, "left-before", "name" => who.as_str())
            } else {
                say!(Words, "got-up", "name" => who.as_str(), "hand" => *after_hand)
            };
            format!("{text}\n{}", next())
        }
        Outcome::Renamed { seat, was } => format!(
            "{}\n{}",
            say!(
                Words,
                "renamed",
                "was" => was.as_str(),
                "name" => name(*seat),
                "seat" => seat + 1,
            ),
            next()
        ),
        Outcome::Ended { after_hand } => format!(
            "{}\n{}",
            say!(Words, "ended-after", "hand" => *after_hand),
            next()
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
                "phase": terms::attempt(attempt),
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
    let player = |s: usize| session.players[s].as_str();
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
                say!(
                    Words,
                    "line-read-in-order",
                    "other" => terms::reading(r),
                    "cards" => r.cards(),
                )
            });
            let laid = say!(
                Words,
                "line-laid",
                "name" => name(*seat),
                "attempt" => terms::attempt(attempt),
                "groups" => shown.join(" + "),
            );
            format!("{laid}{note}")
        }
        Outcome::Hit {
            seat,
            cards,
            shares,
        } => {
            let parts: Vec<String> = shares
                .iter()
                .map(|(g, part)| {
                    say!(
                        Words,
                        "line-share",
                        "cards" => show(part),
                        "group" => label(state, *g, &name),
                        "now" => state.table.groups[*g].laid.show(),
                    )
                })
                .collect();
            if let [one] = &parts[..]
                && shares[0].1.len() == cards.len()
            {
                say!(Words, "line-hit", "name" => name(*seat), "share" => one.as_str())
            } else {
                say!(
                    Words,
                    "line-hit-shared",
                    "name" => name(*seat),
                    "cards" => show(cards),
                    "shares" => parts.join("; "),
                )
            }
        }
        Outcome::Flipped { side } => {
            say!(Words, "line-flipped", "side" => super::words::side(*side))
        }
        Outcome::Saved { seat } => say!(Words, "line-saved", "name" => player(*seat)),
        Outcome::Holds { seat, left } => {
            say!(Words, "line-holds", "name" => player(*seat), "left" => left.as_str())
        }
        Outcome::Chose { seat, choice } => say!(
            Words,
            "line-tried",
            "name" => player(*seat),
            "choice" => super::words::choice(*choice),
        ),
        Outcome::Drew { seat, count } => say!(
            Words,
            "line-drew",
            "name" => player(*seat),
            "cards" => super::words::cards(*count),
        ),
        Outcome::Dealer { seat, hand } => {
            say!(Words, "dealer", "name" => player(*seat), "hand" => *hand)
        }
        Outcome::Recorded { number, .. } => say!(
            Words,
            "line-recorded",
            "number" => *number,
            "hand" => lines(render::hand_summary(session, state, number - 1)),
            "next" => next(),
        ),
        Outcome::Edited { number, before } => {
            let changed = what_changed(session, before, &state.hands[number - 1]);
            if changed.is_empty() {
                say!(Words, "line-re-entered", "number" => *number, "next" => next())
            } else {
                say!(
                    Words,
                    "line-re-entered-changed",
                    "number" => *number,
                    "what" => changed.join("; "),
                    "next" => next(),
                )
            }
        }
        Outcome::Unchanged { number } => say!(Words, "line-unchanged", "number" => *number),
        Outcome::Sat { seat, from_hand } => match starts_on(session, state, *seat) {
            Some(total) => say!(
                Words,
                "line-sits-down-on",
                "name" => player(*seat),
                "seat" => seat + 1,
                "from" => *from_hand,
                "total" => total,
                "next" => next(),
            ),
            None => say!(
                Words,
                "line-sits-down",
                "name" => player(*seat),
                "seat" => seat + 1,
                "from" => *from_hand,
                "next" => next(),
            ),
        },
        Outcome::Left {
            name: who,
            after_hand: 0,
        } => say!(Words, "line-left-before", "name" => who.as_str(), "next" => next()),
        Outcome::Left {
            name: who,
            after_hand,
        } => say!(
            Words,
            "line-got-up",
            "name" => who.as_str(),
            "hand" => *after_hand,
            "next" => next(),
        ),
        Outcome::Renamed { seat, was } => say!(
            Words,
            "line-renamed",
            "was" => was.as_str(),
            "name" => player(*seat),
            "seat" => seat + 1,
        ),
        Outcome::Ended { after_hand } => {
            say!(Words, "line-ended", "hand" => *after_hand, "next" => next())
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
