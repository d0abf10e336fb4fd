//! Every word the program says, in one layer: each typed value of the library (a
//! refusal, an outcome, a reason) worded for the face that shows it. This is the one
//! place a language plugs in.

pub mod catalogue;
pub mod language;
pub mod reason;
pub mod refusal;
pub mod rules;
pub mod summary;
pub mod sync;
pub mod terms;

pub use refusal::{problem, refusal};

use crate::say;
use catalogue::Area::{Table, Terms};

/// Who speaks a refusal's advice: the command line's `phase10 hand` (its flags,
/// `--attempt Ann=N`, and `phase10 …` lines), `phase10 lay` (`--attempt N`), or the
/// table (the words typed at the table screen and in `phase10 play --plain`: `ann lay
/// phase N …`, `out bob`, `undo`). The refusal is one typed value; only its advice is
/// said in each face's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Face {
    #[default]
    Hand,
    Lay,
    Table,
}

/// Where the game stands, as a line's parts (every face joins them its own way): the
/// edition and its variation; then the hand being played, the replay between the tied,
/// who deals and the side in play; or, the game over, the hands played and who won.
/// Players are
/// named by `name`.
pub fn stands(
    session: &crate::session::Session,
    state: &crate::session::Standings,
    name: &dyn Fn(usize) -> String,
) -> Vec<String> {
    let mut parts = vec![session.edition.to_string()];
    if session.variation != crate::rules::edition::Variation::Standard {
        parts.push(session.variation.name().to_string());
    }
    if state.is_over() {
        parts.push(say!(Table, "hands-played", "hands" => count(state.hands.len(), "hand")));
        let winners: Vec<String> = state.winners().iter().map(|&s| name(s)).collect();
        parts.push(match &winners[..] {
            [one] => say!(Table, "winner", "name" => one.as_str()),
            _ => say!(Table, "shared-win", "names" => listed(&winners)),
        });
        return parts;
    }
    parts.push(say!(Table, "hand-number", "number" => state.hands.len() + 1));
    if state.replay_pending() {
        // The tie-break: the tied players replay the last phase.
        let tied: Vec<String> = state.seated().iter().map(|&s| name(s)).collect();
        parts.push(say!(Table, "replay", "names" => listed(&tied)));
    }
    parts.push(say!(Table, "deals", "name" => name(state.dealer)));
    if session.rules().deck.two_sided() {
        parts.push(say!(Table, "side-in-play", "side" => side(state.table.side)));
    }
    parts
}

/// A side of the Flip cards as the table names it: "Color Side", "Wild Side".
pub fn side(side: crate::rules::edition::Side) -> String {
    let side = match side {
        crate::rules::edition::Side::Color => "color",
        crate::rules::edition::Side::Wild => "wild",
    };
    say!(Terms, "side", "side" => side)
}

/// Names in words: "Ann", "Ann and Bob", "Zoë, Max and Ann".
pub use terms::listed;

/// Where a newcomer started: "Zoë sat down from hand 4 on 90 points (the table's
/// highest then: sitting out is no head start)".
pub fn sat_down(name: &str, sat: &crate::session::seats::SatDown) -> String {
    say!(Table, "sat-down", "name" => name, "hand" => sat.from_hand, "total" => sat.total)
}

/// What an undo took back, as the table hears it: "taken back: Ann laid 7 7 7 + 9 9 9",
/// "taken back: hand 4: Bob went out", "taken back: the game's end". `before` is the
/// record (and its standings) as it was.
pub fn taken_back(
    before: &crate::session::Session,
    before_state: &crate::session::Standings,
    after: &crate::session::Session,
) -> Option<String> {
    use crate::session::report::{TakenBack, taken_back};
    let what = match taken_back(before, after)? {
        TakenBack::End => say!(Table, "taken-back-end"),
        TakenBack::Hands(n) | TakenBack::Plays(n) => {
            // The events that went, as they were said (a hand, or the plays); a flip
            // or a win said beside them is part of them.
            let went = events(before, before_state, n);
            if went.is_empty() {
                return None;
            }
            went.join("; ")
        }
    };
    Some(say!(Table, "taken-back", "what" => what))
}

/// The words `?` shows at the table: the screen's with its keys (`keys`), plain
/// mode's with none of them (it reads lines; a screen reader reads it out).
pub fn help(keys: bool) -> Vec<String> {
    let mut lines = vec![
        "help-lay",
        "help-phase",
        "help-twist",
        "help-hit",
        "help-flip",
        "help-out",
        "help-save",
        "help-players",
        "help-undo",
        "help-check",
        "help-phases",
        "help-end",
    ];
    if keys {
        lines.extend(["help-keys", "help-keys-esc"]);
    } else {
        lines.extend(["help-rows", "help-quit"]);
    }
    lines.extend(["help-names", "help-cards"]);
    lines.into_iter().map(|id| say!(Table, id)).collect()
}

/// "1 hand", "2 hands", "0 cards".
pub fn count(n: usize, word: &str) -> String {
    say!(Terms, "count", "count" => n, "what" => word)
}

/// "no card", "1 card", "3 cards".
pub fn cards(n: usize) -> String {
    say!(Terms, "cards-count", "count" => n)
}

/// A name as a shell line takes it: quoted where it holds a space or a quote.
pub fn shell(name: &str) -> String {
    if name.contains([' ', '\'', '"']) {
        format!("\"{}\"", name.replace('"', "\\\""))
    } else {
        name.to_string()
    }
}

/// The phases a player may lay, each with its words ("phase 3 (1 set of 3 + 1 run of
/// 4)", or the phase laid as it was laid): one for a phase laid or next, both beside a
/// Twist space, none where no phase is open.
pub fn playing(
    session: &crate::session::Session,
    playing: &crate::session::progress::Playing,
) -> Vec<(crate::rules::phase::Phase, String)> {
    use crate::session::progress::Playing;
    let numbered = |n: u8| {
        let phase = session.phase(n).expect("1 to 10").clone();
        let label = say!(Terms, "attempt", "number" => n, "phase" => terms::phase(&phase));
        (phase, label)
    };
    match playing {
        Playing::Laid(a) => vec![(a.phase.clone(), terms::attempt(a))],
        Playing::Next(n) => vec![numbered(*n)],
        Playing::Beside(a, b) => vec![numbered(*a), numbered(*b)],
        Playing::NoCard | Playing::Done => Vec::new(),
    }
}

/// The last `most` events, oldest first, names as the table types them: "hand 3: Ann
/// went out; Bob made it too", "Cy laid 7 7 7 + 9 9 W", "a Flip card: the Wild Side is
/// up", "Ann wins the game".
pub fn events(
    session: &crate::session::Session,
    state: &crate::session::Standings,
    most: usize,
) -> Vec<String> {
    use crate::session::report::{Happened, happened};
    let typed = |s: usize| session.table_name(s);
    // A name as a play spells it, as the table types it.
    let short = |name: &str| session.seat(name).map_or_else(|| name.to_string(), typed);
    happened(session, state, most)
        .into_iter()
        .map(|h| match h {
            Happened::Hand { number, out, made } => {
                let text = match out {
                    Some(o) => say!(Table, "event-hand-out", "number" => number, "name" => typed(o)),
                    None => say!(Table, "event-hand", "number" => number),
                };
                if made.is_empty() {
                    return text;
                }
                let made: Vec<String> = made.iter().map(|&s| typed(s)).collect();
                say!(Table, "event-made-too", "event" => text, "names" => made.join(", "))
            }
            Happened::Flip(up) => say!(Table, "event-flip", "side" => side(up)),
            Happened::Play(play) => {
                let cards_said = play.cards.as_str();
                if let Some(name) = &play.lay {
                    return say!(Table, "event-laid", "name" => short(name), "cards" => cards_said);
                }
                if let Some(name) = &play.dealer {
                    return say!(Table, "event-deals", "name" => short(name));
                }
                // (A pile is private: which card is not said.)
                if let Some(name) = &play.save {
                    return say!(Table, "event-saved", "name" => short(name));
                }
                if let Some(name) = &play.draw {
                    let count = play.cards.split_whitespace().count();
                    return say!(Table, "event-drew", "name" => short(name), "cards" => cards(count));
                }
                if let Some(name) = &play.left {
                    return say!(Table, "event-holds", "name" => short(name), "cards" => cards_said);
                }
                if let Some(name) = &play.chose {
                    let tried = choice(crate::session::said::Choice {
                        attempt: play.attempt,
                        choose: play.choose,
                        twist_card: play.twist_card,
                    });
                    return say!(Table, "event-tried", "name" => short(name), "choice" => tried);
                }
                let name = short(play.hit.as_deref().unwrap_or_default());
                match &play.on {
                    Some(on) => {
                        let (owner, n) = on.rsplit_once('.').unwrap_or((on, ""));
                        let owner = short(owner);
                        let on = if n.is_empty() {
                            owner
                        } else {
                            format!("{owner}.{n}")
                        };
                        say!(Table, "event-hit-on", "name" => name, "cards" => cards_said, "on" => on)
                    }
                    None => say!(Table, "event-hit", "name" => name, "cards" => cards_said),
                }
            }
            Happened::Won(winners) => match winners[..] {
                [w] => say!(Table, "event-wins", "name" => session.players[w].as_str()),
                _ => say!(Table, "event-share", "names" => session.names(&winners)),
            },
        })
        .collect()
}

#[cfg(test)]
mod tests;

/// Why a seat's line was not taken from that seat.
pub fn not_the_seats(
    not: &crate::app::core::talk::line::NotTheSeats,
    session: &crate::session::Session,
) -> String {
    use crate::app::core::talk::line::NotTheSeats;
    let name = |s: usize| session.players.get(s).cloned().unwrap_or_default();
    match not {
        NotTheSeats::Another { seat, other } => say!(
            Table,
            "not-the-seats-another",
            "seat" => name(*seat),
            "other" => name(*other),
        ),
        NotTheSeats::Hosts { seat } => say!(Table, "not-the-seats-hosts", "seat" => name(*seat)),
        NotTheSeats::Unread(why) => why.clone(),
    }
}

/// The phones' server turning connections away, said at the screen.
pub fn turned_away(count: usize) -> String {
    say!(Table, "turned-away", "connections" => self::count(count, "connection"))
}

/// A seat that said `out`: where its hand's end is asked.
pub fn out_from_seat(name: &str) -> String {
    say!(Table, "out-from-seat", "name" => name)
}

/// A seat's link, as plain mode says it.
pub fn seat_link(name: &str, url: &str) -> String {
    say!(Table, "seat-link", "name" => name, "url" => url)
}

/// Under the seats' links: whose each is.
pub fn seats_kept() -> String {
    say!(Table, "seats-kept")
}

/// `seats` where the phones are not served.
pub fn seats_not_served() -> String {
    say!(Table, "seats-not-served")
}

/// A game not finished has no play for BG Stats.
pub fn bgstats_not_finished() -> String {
    say!(Table, "bgstats-not-finished")
}

/// The screen's BG Stats code: what it is, and how to go on.
pub fn bgstats_code_title() -> String {
    say!(Table, "bgstats-code-title")
}

/// A code bigger than the screen: the link instead.
pub fn code_too_big() -> String {
    say!(Table, "code-too-big")
}

/// The keys under the BG Stats code.
pub fn bgstats_code_keys() -> String {
    say!(Table, "bgstats-code-keys")
}

/// The BG Stats link said as a line (plain mode).
pub fn bgstats_link(link: &str) -> String {
    say!(Table, "bgstats-link", "link" => link)
}

/// The screen's seat code: whose, which, and how to go on.
pub fn seat_code_title(name: &str, i: usize, n: usize) -> String {
    say!(Table, "seat-code-title", "name" => name, "number" => i + 1, "count" => n)
}

/// Under a seat's code on the screen.
pub fn seat_code_keys() -> String {
    say!(Table, "seat-code-keys")
}

/// A phase card tried or a Twist choice, in words: "phase 5", "Twist card 3".
pub fn choice(choice: crate::session::said::Choice) -> String {
    match (choice.attempt.or(choice.choose), choice.twist_card) {
        (_, Some(t)) => say!(Table, "choice-twist", "number" => t),
        (Some(n), None) => say!(Table, "choice-phase", "number" => n),
        (None, None) => say!(Table, "choice-none"),
    }
}

/// What a change did, as undo and redo say it ("Ann hit 7 in hand 3").
pub fn done(what: &crate::session::document::What) -> String {
    use crate::session::document::{Done, What};
    let done = match what {
        What::Said(words) => return words.clone(),
        What::Done(done) => done,
    };
    let talk = catalogue::Area::Talk;
    match done {
        Done::RecordedHand { hand } => say!(talk, "done-recorded-hand", "hand" => *hand),
        Done::ReEnteredHand { hand } => say!(talk, "done-re-entered-hand", "hand" => *hand),
        Done::Ended { hands } => say!(talk, "done-ended", "hands" => *hands),
        Done::Laid { name, hand } => {
            say!(talk, "done-laid", "name" => name.as_str(), "hand" => *hand)
        }
        Done::Hit { name, cards, hand } => say!(
            talk,
            "done-hit",
            "name" => name.as_str(),
            "cards" => cards.as_str(),
            "hand" => *hand,
        ),
        Done::Flipped { hand } => say!(talk, "done-flipped", "hand" => *hand),
        Done::Saved { name, hand } => {
            say!(talk, "done-saved", "name" => name.as_str(), "hand" => *hand)
        }
        Done::DrewBack { name, hand } => {
            say!(talk, "done-drew-back", "name" => name.as_str(), "hand" => *hand)
        }
        Done::SaidHold { name, hand } => {
            say!(talk, "done-said-hold", "name" => name.as_str(), "hand" => *hand)
        }
        Done::SaidPhaseCard { name, hand } => {
            say!(talk, "done-said-phase-card", "name" => name.as_str(), "hand" => *hand)
        }
        Done::Deals { name, hand } => {
            say!(talk, "done-deals", "name" => name.as_str(), "hand" => *hand)
        }
        Done::SatDown { name } => say!(talk, "done-sat-down", "name" => name.as_str()),
        Done::SatDownAgain { name } => {
            say!(talk, "done-sat-down-again", "name" => name.as_str())
        }
        Done::LeftTable { name } => say!(talk, "done-left-table", "name" => name.as_str()),
        Done::GotUp { name, hands } => {
            say!(talk, "done-got-up", "name" => name.as_str(), "hands" => *hands)
        }
        Done::Renamed { was, now } => {
            say!(talk, "done-renamed", "was" => was.as_str(), "now" => now.as_str())
        }
    }
}
