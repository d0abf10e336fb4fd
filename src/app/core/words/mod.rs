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
        parts.push(format!("{} played", count(state.hands.len(), "hand")));
        let winners: Vec<String> = state.winners().iter().map(|&s| name(s)).collect();
        parts.push(match &winners[..] {
            [one] => format!("Winner: {one}"),
            _ => format!("Shared win: {}", listed(&winners)),
        });
        return parts;
    }
    parts.push(format!("hand {}", state.hands.len() + 1));
    if state.replay_pending() {
        // The tie-break: the tied players replay the last phase.
        let tied: Vec<String> = state.seated().iter().map(|&s| name(s)).collect();
        parts.push(format!("replay: {}", listed(&tied)));
    }
    parts.push(format!("{} deals", name(state.dealer)));
    if session.rules().deck.two_sided() {
        parts.push(format!("{} in play", side(state.table.side)));
    }
    parts
}

/// A side of the Flip cards as the table names it: "Color Side", "Wild Side".
pub fn side(side: crate::rules::edition::Side) -> String {
    side.to_string()
}

/// Names in words: "Ann", "Ann and Bob", "Zoë, Max and Ann".
pub fn listed(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Where a newcomer started: "Zoë sat down from hand 4 on 90 points (the table's
/// highest then: sitting out is no head start)".
pub fn sat_down(name: &str, sat: &crate::session::seats::SatDown) -> String {
    format!(
        "{name} sat down from hand {} on {} points (the table's highest then: sitting out is no head start)",
        sat.from_hand, sat.total
    )
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
        TakenBack::End => "the game's end".to_string(),
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
    Some(format!("taken back: {what}"))
}

/// The words `?` shows at the table: the screen's with its keys (`keys`), plain
/// mode's with none of them (it reads lines; a screen reader reads it out).
pub fn help(keys: bool) -> Vec<&'static str> {
    let mut lines = vec![
        "ann lay 7 7 7 + 9 9 W      a phase laid",
        "ann lay phase 4 …          Masters: the phase card; Twist: the phase beside",
        "ann lay twist 3 …          Twist, on a Twist space: the Twist card drawn",
        "bob hit 7 on ann.1         cards hit onto a group (on ann: the one it fits)",
        "flip · dealer cy           a Flip card discarded · Cy deals this hand",
        "out bob · new hand · cy left R7 W  the hand's end · played aside · one's own row",
        "maya save R7 · maya draw R7  Masters: the save pile, as the hand is played",
        "players add zoë (seat 2)   also players remove NAME, players rename NAME NEW",
        "undo · redo · edit 3       take back · bring back · hand 3 re-entered",
        "check … · find …           a phase here? (ann check …) · the phase in a hand",
        "phases · status · table · seats  the phases · standings · groups · seat links",
        "end · new game · bgstats   the game ends · the next game · its play for BG Stats",
    ];
    if keys {
        lines.extend([
            "Tab completes · Up and Down recall lines (the hand's end: move between answers)",
            "Esc clears the line or sets a question aside; q Enter or Ctrl-C quits",
        ]);
    } else {
        lines.extend([
            "At the hand's end each row is asked in turn: Enter keeps the answer shown",
            "q quits (or the end of input)",
        ]);
    }
    lines.extend([
        "Names: any case and accents, a start of the name, or the seat number",
        "Cards: R7 B12 7 W S (flip: R* *); + or | between groups",
    ]);
    lines
}

/// "1 hand", "2 hands", "0 cards".
pub fn count(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// "no card", "1 card", "3 cards".
pub fn cards(n: usize) -> String {
    match n {
        0 => "no card".into(),
        1 => "1 card".into(),
        n => format!("{n} cards"),
    }
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
        let label = format!("phase {n} ({phase})");
        (phase, label)
    };
    match playing {
        Playing::Laid(a) => vec![(a.phase.clone(), a.describe())],
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
                let mut text = format!("hand {number}: ");
                match out {
                    Some(o) => text.push_str(&format!("{} went out", typed(o))),
                    None => text.push_str("recorded"),
                }
                if !made.is_empty() {
                    let made: Vec<String> = made.iter().map(|&s| typed(s)).collect();
                    text.push_str(&format!("; {} made it too", made.join(", ")));
                }
                text
            }
            Happened::Flip(up) => format!("a Flip card: the {} is up", side(up)),
            Happened::Play(play) => {
                if let Some(name) = &play.lay {
                    return format!("{} laid {}", short(name), play.cards);
                }
                if let Some(name) = &play.dealer {
                    return format!("{} deals this hand", short(name));
                }
                // (A pile is private: which card is not said.)
                if let Some(name) = &play.save {
                    return format!("{} saved a card", short(name));
                }
                if let Some(name) = &play.draw {
                    let count = play.cards.split_whitespace().count();
                    return format!("{} drew back {}", short(name), cards(count));
                }
                if let Some(name) = &play.left {
                    return format!("{} holds {}", short(name), play.cards);
                }
                if let Some(name) = &play.chose {
                    let tried = choice(crate::session::said::Choice {
                        attempt: play.attempt,
                        choose: play.choose,
                        twist_card: play.twist_card,
                    });
                    return format!("{} tried {tried}", short(name));
                }
                let name = short(play.hit.as_deref().unwrap_or_default());
                match &play.on {
                    Some(on) => {
                        let (owner, n) = on.rsplit_once('.').unwrap_or((on, ""));
                        let owner = short(owner);
                        if n.is_empty() {
                            format!("{name} hit {} on {owner}", play.cards)
                        } else {
                            format!("{name} hit {} on {owner}.{n}", play.cards)
                        }
                    }
                    None => format!("{name} hit {}", play.cards),
                }
            }
            Happened::Won(winners) => match winners[..] {
                [w] => format!("{} wins the game", session.players[w]),
                _ => format!("{} share the win", session.names(&winners)),
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
        NotTheSeats::Another { seat, other } => format!(
            "this is {}'s seat: it says {}'s own plays ({}'s are said from their seat, or at the table's laptop)",
            name(*seat),
            name(*seat),
            name(*other)
        ),
        NotTheSeats::Hosts { seat } => format!(
            "{} says their own plays here (lay, hit, flip, check, out, left); undo, a new game and who sits where are said at the table's laptop",
            name(*seat)
        ),
        NotTheSeats::Unread(why) => why.clone(),
    }
}

/// The phones' server turning connections away, said at the screen.
pub fn turned_away(count: usize) -> String {
    format!(
        "the phones' server has turned away {} (too many at once, or from one device); pages try again by themselves",
        self::count(count, "connection")
    )
}

/// A seat that said `out`: where its hand's end is asked.
pub fn out_from_seat(name: &str) -> String {
    format!(
        "{name} went out: the hand's end is asked at the table's laptop; each player says what they hold there, or on their phone (left R7 W, or left 35)"
    )
}

/// A seat's link, as plain mode says it.
pub fn seat_link(name: &str, url: &str) -> String {
    format!("{name}'s seat: {url}")
}

/// Under the seats' links: whose each is.
pub const SEATS_KEPT: &str = "each link is its player's seat on their phone: give it to them alone";

/// `seats` where the phones are not served.
pub const SEATS_NOT_SERVED: &str = "the phones are not served here: play --serve (or play --plain --serve) gives each seat its link";

/// A game not finished has no play for BG Stats.
pub const BGSTATS_NOT_FINISHED: &str =
    "bgstats: the game is not finished, and BG Stats keeps finished plays (end ends it early)";

/// The screen's BG Stats code: what it is, and how to go on.
pub const BGSTATS_CODE_TITLE: &str = "BG Stats: scan it on the phone that keeps the group's plays";

/// A code bigger than the screen: the link instead.
pub const CODE_TOO_BIG: &str =
    "the code is bigger than this screen: play --serve gives a short one; the link:";

/// The keys under the BG Stats code.
pub const BGSTATS_CODE_KEYS: &str = "Enter or Esc: done";

/// The BG Stats link said as a line (plain mode).
pub fn bgstats_link(link: &str) -> String {
    format!("BG Stats: open this on the phone that keeps the group's plays: {link}")
}

/// The screen's seat code: whose, which, and how to go on.
pub fn seat_code_title(name: &str, i: usize, n: usize) -> String {
    format!(
        "{name}'s seat ({} of {n}): scan it on {name}'s phone",
        i + 1
    )
}

/// Under a seat's code on the screen.
pub const SEAT_CODE_KEYS: &str = "Enter: the next seat · Esc: done";

/// A phase card tried or a Twist choice, in words: "phase 5", "Twist card 3".
pub fn choice(choice: crate::session::said::Choice) -> String {
    match (choice.attempt.or(choice.choose), choice.twist_card) {
        (_, Some(t)) => format!("Twist card {t}"),
        (Some(n), None) => format!("phase {n}"),
        (None, None) => "no phase card".into(),
    }
}
