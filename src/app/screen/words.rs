//! The table's words: one line as a table says it (`ann lay 7 7 7 + 9 9 W`, `bob hit 7
//! on ann.1`, `out bob`), read into what it asks for, and the words Tab completes.
//! Players are named as the table names them (any case and accents, a start of the
//! name, the seat number); the cards are the rest of the line, no quoting needed.

use phase10::session::Session;
use phase10::session::on_table::OnTable;

/// What a line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A phase laid: the player, the cards, and (masters, twist) the phase card or the
    /// phase chosen, or the Twist card.
    Lay {
        seat: usize,
        cards: String,
        phase: Option<u8>,
        twist_card: Option<u8>,
    },
    /// Cards hit onto a group on the table (`on` as typed: `ann.1`, `ann`, `2.1`).
    Hit {
        seat: usize,
        cards: String,
        on: Option<String>,
    },
    Flip,
    /// The hand's end: who went out (none: asked), the rest asked in place.
    Out(Option<usize>),
    Undo,
    Redo,
    /// Cards checked against a player's phase (none: every phase at the table).
    Check {
        seat: Option<usize>,
        cards: String,
    },
    /// The phase looked for in a hand of cards (a player's, or every phase at the table).
    Find {
        seat: Option<usize>,
        cards: String,
    },
    /// The evening ran out: the game ends where it stands.
    End,
    /// The next game at this table.
    NewGame {
        force: bool,
    },
    Help,
    Quit,
}

/// The words a line may start with (after a player's name, the verbs).
pub const COMMANDS: [&str; 13] = [
    "lay", "hit", "flip", "out", "undo", "redo", "check", "find", "new", "end", "help", "quit", "?",
];

/// Verbs that follow a player's name.
const VERBS: [&str; 5] = ["lay", "hit", "out", "check", "find"];

/// Reads one line. The error says what the table could type instead.
pub fn read(line: &str, session: &Session) -> Result<Said, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(&first) = words.first() else {
        return Err("type what happened: ? shows the words".into());
    };
    let lower = |w: &str| w.to_lowercase();
    let verb = lower(first);
    let player = |w: &str| -> Result<usize, String> {
        session.seat_typed(w).ok_or_else(|| {
            phase10::name::not_found("", &session.players, w)
                .trim()
                .to_string()
        })
    };
    let rest = |from: usize| words.get(from..).unwrap_or_default().join(" ");
    match verb.as_str() {
        "?" | "help" | "h" => return Ok(Said::Help),
        "q" | "quit" | "exit" | "bye" => return Ok(Said::Quit),
        "flip" => return Ok(Said::Flip),
        "undo" => return Ok(Said::Undo),
        "redo" => return Ok(Said::Redo),
        "end" => return Ok(Said::End),
        "new" => {
            return match words.get(1).map(|w| lower(w)).as_deref() {
                Some("hand") => Ok(Said::Out(None)),
                Some("game") => Ok(Said::NewGame {
                    force: words.get(2).is_some_and(|w| lower(w) == "force"),
                }),
                _ => Err(
                    "new hand (ask for a whole hand) or new game (the next game at this table)"
                        .into(),
                ),
            };
        }
        "out" => {
            return match words.get(1) {
                Some(w) => player(w).map(|s| Said::Out(Some(s))),
                None => Ok(Said::Out(None)),
            };
        }
        "check" | "find" => {
            let (seat, from) = match words.get(1).map(|w| session.seat_typed(w)) {
                // A card is never a name: "check 7 7 7" is cards, "check 2 …" too when
                // more follow that are cards (a seat number alone would be no claim).
                Some(Some(s)) if !looks_like_card(words[1]) => (Some(s), 2),
                _ => (None, 1),
            };
            return claim(&verb, seat, rest(from));
        }
        "lay" | "hit" => {
            let Some(name) = words.get(1) else {
                return Err(format!("{verb} NAME CARDS (e.g. {verb} ann 7 7 7)"));
            };
            let seat = player(name)?;
            return act(&verb, seat, &words[2..]);
        }
        _ => {}
    }
    // NAME VERB …
    let seat = player(first).map_err(|e| {
        format!(
            "{e}; or start with one of: lay, hit, flip, out, undo, redo, check, find, new, end, ?"
        )
    })?;
    let Some(verb) = words.get(1).map(|w| lower(w)) else {
        return Err(format!(
            "{} what? {} lay CARDS, hit CARDS on OWNER.N, out",
            session.players[seat], first
        ));
    };
    match verb.as_str() {
        "out" | "went" => Ok(Said::Out(Some(seat))),
        "check" | "find" => claim(&verb, Some(seat), rest(2)),
        "lay" | "lays" | "laid" | "hit" | "hits" => act(
            if verb.starts_with('h') { "hit" } else { "lay" },
            seat,
            &words[2..],
        ),
        other => Err(format!(
            "\"{other}\": after a name comes lay, hit, out, check or find"
        )),
    }
}

/// A card as typed: a number, a colour and number, a Wild, a Skip or a Star.
fn looks_like_card(word: &str) -> bool {
    let w = word.to_ascii_uppercase();
    let w = w.split('=').next().unwrap_or_default();
    w.chars().next().is_some_and(|c| c.is_ascii_digit())
        || matches!(w, "W" | "S" | "*")
        || (w.len() >= 2
            && "RBGY".contains(&w[..1])
            && (w[1..].chars().all(|c| c.is_ascii_digit()) || &w[1..] == "*"))
}

fn claim(verb: &str, seat: Option<usize>, cards: String) -> Result<Said, String> {
    if cards.trim().is_empty() {
        return Err(format!("{verb} CARDS (e.g. {verb} 7 7 7 3 4 5 6)"));
    }
    Ok(if verb == "check" {
        Said::Check { seat, cards }
    } else {
        Said::Find { seat, cards }
    })
}

/// `lay` or `hit` with what follows the player: the cards, and for a hit `on OWNER.N`;
/// for a lay `phase N` (masters' phase card, twist's phase chosen) or `twist N`.
fn act(verb: &str, seat: usize, words: &[&str]) -> Result<Said, String> {
    let mut words: Vec<&str> = words.to_vec();
    if verb == "hit" {
        let on = words
            .iter()
            .position(|w| w.eq_ignore_ascii_case("on") || w.eq_ignore_ascii_case("onto"))
            .map(|i| {
                let target = words.get(i + 1).map(|t| (*t).to_string());
                words.truncate(i);
                target
            });
        let on = match on {
            Some(Some(t)) => Some(t),
            Some(None) => return Err("hit … on OWNER.N: say whose group (e.g. on ann.1)".into()),
            None => None,
        };
        if words.is_empty() {
            return Err("hit NAME CARDS on OWNER.N (e.g. bob hit 7 on ann.1)".into());
        }
        return Ok(Said::Hit {
            seat,
            cards: words.join(" "),
            on,
        });
    }
    let mut phase = None;
    let mut twist_card = None;
    while let [first, n, ..] = words[..] {
        let number = |n: &str| {
            n.trim_end_matches(':')
                .parse::<u8>()
                .map_err(|_| format!("{first} N: N is a number (e.g. {first} 4)"))
        };
        match first.to_lowercase().as_str() {
            "phase" | "card" => phase = Some(number(n)?),
            "twist" => twist_card = Some(number(n)?),
            _ => break,
        }
        words.drain(..2);
    }
    if words.is_empty() {
        return Err("lay NAME CARDS (e.g. ann lay 7 7 7 + 9 9 W)".into());
    }
    Ok(Said::Lay {
        seat,
        cards: words.join(" "),
        phase,
        twist_card,
    })
}

/// How a player is typed at this table: their first name where no other first name is
/// the same, else their seat number.
pub fn typed(session: &Session, seat: usize) -> String {
    let first = |s: usize| {
        session.players[s]
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_string()
    };
    let mine = first(seat);
    let shared = (0..session.players.len())
        .filter(|&s| s != seat)
        .any(|s| phase10::name::same(&first(s), &mine));
    if shared || mine.chars().all(|c| c.is_ascii_digit()) {
        (seat + 1).to_string()
    } else {
        mine
    }
}

/// What Tab may put in place of the last word of `line`: the words that fit where it
/// stands (commands, players, verbs after a player, groups after `on`).
pub fn complete(line: &str, session: &Session, table: &OnTable) -> Vec<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let open = line.is_empty() || line.ends_with(' ');
    let (before, part) = if open {
        (&words[..], "")
    } else {
        (
            &words[..words.len().saturating_sub(1)],
            *words.last().unwrap_or(&""),
        )
    };
    let names: Vec<String> = (0..session.players.len())
        .map(|s| typed(session, s))
        .collect();
    let lower = |w: &str| w.to_lowercase();
    let candidates: Vec<String> = match before {
        [] => COMMANDS
            .iter()
            .map(ToString::to_string)
            .chain(names.iter().cloned())
            .collect(),
        [w] if ["lay", "hit", "out", "check", "find"].contains(&lower(w).as_str()) => names.clone(),
        [w] if lower(w) == "new" => vec!["hand".into(), "game".into()],
        [w] if session.seat_typed(w).is_some() => VERBS.iter().map(ToString::to_string).collect(),
        [.., on] if ["on", "onto"].contains(&lower(on).as_str()) => table
            .groups
            .iter()
            .map(|g| format!("{}.{}", typed(session, g.owner), g.index))
            .collect(),
        _ => Vec::new(),
    };
    let key = phase10::name::bare(part);
    candidates
        .into_iter()
        .filter(|c| phase10::name::bare(c).starts_with(&key))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use phase10::rules::edition::Edition;

    fn session() -> Session {
        Session::new(
            Edition::Classic,
            vec![
                "Ann".into(),
                "Bob".into(),
                "Zoë".into(),
                "Dmitri Ivanovich".into(),
            ],
            chrono::Utc
                .with_ymd_and_hms(2026, 11, 25, 20, 0, 0)
                .unwrap(),
        )
    }

    #[test]
    fn a_line_as_the_table_says_it() {
        let s = session();
        assert_eq!(
            read("ann lay 7 7 7 + 9 9 W", &s),
            Ok(Said::Lay {
                seat: 0,
                cards: "7 7 7 + 9 9 W".into(),
                phase: None,
                twist_card: None
            })
        );
        assert_eq!(
            read("bob hit 7 on ann.1", &s),
            Ok(Said::Hit {
                seat: 1,
                cards: "7".into(),
                on: Some("ann.1".into())
            })
        );
        assert_eq!(
            read("hit zoe R* 4 onto 1.2", &s),
            Ok(Said::Hit {
                seat: 2,
                cards: "R* 4".into(),
                on: Some("1.2".into())
            })
        );
        assert_eq!(read("out DMITRI", &s), Ok(Said::Out(Some(3))));
        assert_eq!(read("dm went out", &s), Ok(Said::Out(Some(3))));
        assert_eq!(read("new hand", &s), Ok(Said::Out(None)));
        assert_eq!(
            read("check 7 7 7 3 4 5 6", &s),
            Ok(Said::Check {
                seat: None,
                cards: "7 7 7 3 4 5 6".into()
            })
        );
        assert_eq!(
            read("zoë check 7 7 7", &s),
            Ok(Said::Check {
                seat: Some(2),
                cards: "7 7 7".into()
            })
        );
        assert_eq!(
            read("ann lay phase 4 1 2 3 4 5 6 7", &s),
            Ok(Said::Lay {
                seat: 0,
                cards: "1 2 3 4 5 6 7".into(),
                phase: Some(4),
                twist_card: None
            })
        );
        assert!(read("max lay 7 7 7", &s).unwrap_err().contains("Ann, Bob"));
        assert!(read("ann dance", &s).unwrap_err().contains("lay, hit"));
    }

    #[test]
    fn tab_completes_commands_players_verbs_and_groups() {
        let s = session();
        let t = OnTable::default();
        assert_eq!(complete("fl", &s, &t), ["flip"]);
        assert_eq!(complete("zo", &s, &t), ["Zoë"]);
        assert_eq!(complete("dmitri l", &s, &t), ["lay"]);
        assert_eq!(complete("out b", &s, &t), ["Bob"]);
        assert_eq!(complete("new ", &s, &t), ["hand", "game"]);
    }
}
