//! The table's words: one line as a table says it (`ann lay 7 7 7 + 9 9 W`, `bob hit 7
//! on ann.1`, `out bob`), read into what it asks for, and the words Tab completes.
//! Players are named as the table names them (any case and accents, a start of the
//! name, the seat number); the cards are the rest of the line, no quoting needed.

use crate::session::Session;
use crate::session::on_table::OnTable;

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
    /// A recorded hand re-entered at the summary.
    Edit(usize),
    /// Who really deals the hand being played.
    Dealer(usize),
    /// A player sits down between hands (a new one at a seat, 1-based).
    Sit {
        name: String,
        seat: Option<usize>,
    },
    /// A player gets up between hands.
    Leave(usize),
    /// A player renamed.
    Rename {
        seat: usize,
        new: String,
    },
    /// Masters: a card put on the player's save pile.
    Save {
        seat: usize,
        cards: String,
    },
    /// Masters: cards drawn back from the player's save pile.
    Draw {
        seat: usize,
        cards: String,
    },
    /// A player's cards or points left, said once someone went out (their row).
    Left {
        seat: usize,
        cards: String,
    },
    /// The phase card a player tried (Masters: `phase N`) or their Twist choice
    /// (`phase N`, `twist N`), said by one who did not lay.
    Chose {
        seat: usize,
        phase: Option<u8>,
        twist_card: Option<u8>,
    },
    /// The phases of this game, or one of them in words.
    Phases(Option<u8>),
    /// Where the game stands: the players, their phases and scores (the board).
    Status,
    /// The groups on the table, one a line.
    Table,
    /// Each seat's own link to the phones' page, shown by the face that hosts it.
    Seats,
    /// A finished game's push link to BG Stats, shown as a code to scan.
    BgStats,
    Help,
    Quit,
}

impl Said {
    /// The cards said, their German words read into letters (`rot 7` is R7): what is
    /// stored is the same at every table.
    fn cards_typed(mut self) -> Said {
        if let Said::Lay { cards, .. }
        | Said::Hit { cards, .. }
        | Said::Check { cards, .. }
        | Said::Find { cards, .. }
        | Said::Save { cards, .. }
        | Said::Draw { cards, .. }
        | Said::Left { cards, .. } = &mut self
        {
            *cards = crate::app::core::typed::cards(cards);
        }
        self
    }
}

/// The verbs that follow a player's name (`ann lay …`, `bob went out`).
const PLAYS: [&str; 20] = [
    "lay", "lays", "laid", "hit", "hits", "out", "went", "check", "find", "save", "saves", "saved",
    "draw", "draws", "drew", "left", "holds", "phase", "card", "twist",
];

/// The words a line may start with (after a player's name, the verbs).
pub const COMMANDS: [&str; 22] = [
    "lay", "hit", "flip", "out", "undo", "redo", "check", "find", "new", "end", "edit", "dealer",
    "players", "phases", "phase", "status", "table", "seats", "bgstats", "help", "quit", "?",
];

/// Verbs that follow a player's name.
const VERBS: [&str; 7] = ["lay", "hit", "out", "check", "find", "save", "draw"];

/// The player named by the words from `at` on: the longest run of one to three words
/// that names one player ("ann s" for Ann Smith where "ann" is two players), and how
/// many words it took; else why not.
fn player_at(session: &Session, words: &[&str], at: usize) -> Result<(usize, usize), String> {
    let Some(first) = words.get(at) else {
        return Err("say who: a name, its start, or the seat number".into());
    };
    for n in (1..=3).rev() {
        if at + n > words.len() {
            continue;
        }
        let typed = words[at..at + n].join(" ");
        if let Some(s) = session.seat_typed(&typed) {
            return Ok((s, n));
        }
    }
    Err(crate::app::core::words::refusal::not_found(
        &crate::name::not_found("", &session.players, first),
    ))
}

/// Refuses words past what a command takes.
fn nothing_after(words: &[&str], from: usize, what: &str) -> Result<(), String> {
    match words.get(from) {
        None => Ok(()),
        Some(extra) => Err(format!("\"{extra}\": {what} takes nothing after it")),
    }
}

/// Reads one line. The error says what the table could type instead.
pub fn read(line: &str, session: &Session) -> Result<Said, String> {
    read_words(line, session).map(Said::cards_typed)
}

/// The line read, its cards as typed.
fn read_words(line: &str, session: &Session) -> Result<Said, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(&first) = words.first() else {
        return Err("type what happened: ? shows the words".into());
    };
    let lower = |w: &str| w.to_lowercase();
    // A player named as a word of the table (Q, Undo, Check) is read as the player
    // where a verb of theirs follows: `q lay 7 7 7`.
    if words.len() > 1
        && PLAYS.contains(&lower(words[1]).as_str())
        && COMMANDS
            .iter()
            .chain(["q", "quit", "exit", "bye"].iter())
            .any(|c| *c == lower(first))
        && session.seat_typed(first).is_some()
    {
        return read_named(&words, session);
    }
    let verb = lower(first);
    let rest = |from: usize| words.get(from..).unwrap_or_default().join(" ");
    let bare = |said: Said, what: &str| nothing_after(&words, 1, what).map(|()| said);
    match verb.as_str() {
        "?" | "help" | "h" => return bare(Said::Help, &verb),
        "q" | "quit" | "exit" | "bye" => return bare(Said::Quit, &verb),
        "flip" => return bare(Said::Flip, "flip"),
        "undo" => return bare(Said::Undo, "undo"),
        "redo" => return bare(Said::Redo, "redo"),
        "end" => return bare(Said::End, "end"),
        "edit" => {
            let n = words.get(1).and_then(|w| w.parse::<usize>().ok());
            return match n {
                Some(n) => nothing_after(&words, 2, "edit N").map(|()| Said::Edit(n)),
                None => Err("edit N: the hand's number (history shows them)".into()),
            };
        }
        "phases" => return bare(Said::Phases(None), "phases"),
        "status" | "score" | "scores" => return bare(Said::Status, &verb),
        "table" => return bare(Said::Table, "table"),
        "seats" => return bare(Said::Seats, "seats"),
        "bgstats" => return bare(Said::BgStats, "bgstats"),
        "phase" => {
            return match words.get(1).map(|w| w.parse::<u8>()) {
                Some(Ok(n)) => nothing_after(&words, 2, "phase N").map(|()| Said::Phases(Some(n))),
                _ => Err("phase N: which phase, in words (phases lists them all)".into()),
            };
        }
        "dealer" => {
            if words.len() == 1 {
                return Err("dealer NAME: who deals this hand".into());
            }
            let (s, n) = player_at(session, &words, 1)?;
            return nothing_after(&words, 1 + n, "dealer NAME").map(|()| Said::Dealer(s));
        }
        "players" | "player" => return players(session, &words),
        "new" => {
            return match words.get(1).map(|w| lower(w)).as_deref() {
                Some("hand") => nothing_after(&words, 2, "new hand").map(|()| Said::Out(None)),
                Some("game") => {
                    let force = words.get(2).is_some_and(|w| lower(w) == "force");
                    nothing_after(&words, 2 + usize::from(force), "new game")
                        .map(|()| Said::NewGame { force })
                }
                _ => Err(
                    "new hand (ask for a whole hand) or new game (the next game at this table)"
                        .into(),
                ),
            };
        }
        "out" => {
            if words.len() == 1 {
                return Ok(Said::Out(None));
            }
            let (s, n) = player_at(session, &words, 1)?;
            return nothing_after(&words, 1 + n, "out NAME").map(|()| Said::Out(Some(s)));
        }
        "check" | "find" => {
            // A card is never a name: "check 7 7 7" is cards ("check 2 …" too).
            let (seat, from) = match player_at(session, &words, 1) {
                Ok((s, n)) if !looks_like_card(words[1]) => (Some(s), 1 + n),
                _ => (None, 1),
            };
            return claim(&verb, seat, rest(from));
        }
        "lay" | "hit" => {
            if words.len() == 1 {
                return Err(format!("{verb} NAME CARDS (e.g. {verb} ann 7 7 7)"));
            }
            let (seat, n) = player_at(session, &words, 1)?;
            return act(&verb, seat, &words[1 + n..]);
        }
        _ => {}
    }
    read_named(&words, session)
}

/// `NAME VERB …`: a player's own words.
fn read_named(words: &[&str], session: &Session) -> Result<Said, String> {
    let lower = |w: &str| w.to_lowercase();
    let first = words[0];
    let rest = |from: usize| words.get(from..).unwrap_or_default().join(" ");
    // NAME VERB …
    let (seat, n) = player_at(session, words, 0).map_err(|e| {
        crate::say!(
            crate::app::core::words::catalogue::Area::Table,
            "line-start-with",
            "why" => e,
        )
    })?;
    let Some(verb) = words.get(n).map(|w| lower(w)) else {
        return Err(format!(
            "{} what? {} lay CARDS, hit CARDS on OWNER.N, out",
            session.players[seat], first
        ));
    };
    match verb.as_str() {
        "out" => nothing_after(words, n + 1, "NAME out").map(|()| Said::Out(Some(seat))),
        "went" if words.get(n + 1).is_some_and(|w| lower(w) == "out") => {
            nothing_after(words, n + 2, "NAME went out").map(|()| Said::Out(Some(seat)))
        }
        "check" | "find" => claim(&verb, Some(seat), rest(n + 1)),
        "lay" | "lays" | "laid" | "hit" | "hits" => act(
            if verb.starts_with('h') { "hit" } else { "lay" },
            seat,
            &words[n + 1..],
        ),
        // A phase card tried (Masters) or a Twist choice, by one who did not lay:
        // `maya phase 5`, `tom twist 3`.
        "phase" | "card" | "twist" => {
            let Some(number) = words.get(n + 1).and_then(|w| w.parse::<u8>().ok()) else {
                return Err(format!(
                    "{} {verb} N: the number on the card",
                    session.players[seat]
                ));
            };
            nothing_after(words, n + 2, "NAME phase N")?;
            let twist = verb == "twist";
            Ok(Said::Chose {
                seat,
                phase: (!twist).then_some(number),
                twist_card: twist.then_some(number),
            })
        }
        // A row of the hand's end, said by its player: `cy left R7 W`, `cy left 35`.
        "left" | "holds" => {
            let cards = rest(n + 1);
            if cards.trim().is_empty() {
                return Err(format!(
                    "{} left CARDS (or points): what they hold now someone went out",
                    session.players[seat]
                ));
            }
            Ok(Said::Left { seat, cards })
        }
        // Masters: the save pile, said as the hand is played.
        "save" | "saves" | "saved" | "draw" | "draws" | "drew" => {
            let cards = rest(n + 1);
            let save = verb.starts_with('s');
            if cards.trim().is_empty() {
                return Err(if save {
                    format!(
                        "{} save CARD: the card put on the pile",
                        session.players[seat]
                    )
                } else {
                    format!(
                        "{} draw CARDS: the cards drawn back from the pile",
                        session.players[seat]
                    )
                });
            }
            Ok(if save {
                Said::Save { seat, cards }
            } else {
                Said::Draw { seat, cards }
            })
        }
        other => Err(format!(
            "\"{other}\": after a name comes lay, hit, out, check or find (masters: save, draw)"
        )),
    }
}

/// `players add NAME [seat N]`, `players remove NAME`, `players rename OLD NEW`.
fn players(session: &Session, words: &[&str]) -> Result<Said, String> {
    let usage = "players add NAME (seat N), players remove NAME, players rename NAME NEW";
    match words.get(1).map(|w| w.to_lowercase()).as_deref() {
        Some("add") => {
            let mut rest: Vec<&str> = words[2..].to_vec();
            let mut seat = None;
            if let [.., word, n] = rest[..]
                && word.eq_ignore_ascii_case("seat")
            {
                seat = Some(
                    n.parse::<usize>()
                        .map_err(|_| "players add NAME seat N: N is a number".to_string())?,
                );
                rest.truncate(rest.len() - 2);
            }
            if rest.is_empty() {
                return Err(usage.into());
            }
            Ok(Said::Sit {
                name: rest.join(" "),
                seat,
            })
        }
        Some("remove") => {
            let (s, n) = player_at(session, words, 2)?;
            nothing_after(words, 2 + n, "players remove NAME").map(|()| Said::Leave(s))
        }
        Some("rename") => {
            let (s, n) = player_at(session, words, 2)?;
            let new = words.get(2 + n..).unwrap_or_default().join(" ");
            if new.is_empty() {
                return Err("players rename NAME NEW: the new name".into());
            }
            Ok(Said::Rename { seat: s, new })
        }
        _ => Err(usage.into()),
    }
}

/// A card as typed: a number, a colour and number, a Wild, a Skip or a Star.
fn looks_like_card(word: &str) -> bool {
    if crate::app::core::typed::is_card(word) {
        return true;
    }
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
                // The group's owner may take two words (ann s.1).
                let target = (i + 1 < words.len()).then(|| words[i + 1..].join(" "));
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

/// How a player is typed at this table (see [`Session::table_name`]).
pub fn typed(session: &Session, seat: usize) -> String {
    session.table_name(seat)
}

/// Several players as the table types them: "Ann, Bob".
pub fn typed_all(session: &Session, seats: &[usize]) -> String {
    seats
        .iter()
        .map(|&s| typed(session, s))
        .collect::<Vec<_>>()
        .join(", ")
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
        [w] if ["lay", "hit", "out", "check", "find", "dealer"].contains(&lower(w).as_str()) => {
            names.clone()
        }
        [w] if lower(w) == "new" => vec!["hand".into(), "game".into()],
        [w] if lower(w) == "players" => vec!["add".into(), "remove".into(), "rename".into()],
        [p, w] if lower(p) == "players" && ["remove", "rename"].contains(&lower(w).as_str()) => {
            names.clone()
        }
        _ if player_at(session, before, 0).is_ok_and(|(_, n)| n == before.len()) => {
            VERBS.iter().map(ToString::to_string).collect()
        }
        [.., on] if ["on", "onto"].contains(&lower(on).as_str()) => table
            .groups
            .iter()
            .map(|g| format!("{}.{}", typed(session, g.owner), g.index))
            .collect(),
        _ => Vec::new(),
    };
    let key = crate::name::bare(part);
    candidates
        .into_iter()
        .filter(|c| crate::name::bare(c).starts_with(&key))
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::app::core::talk::line::*;
    use crate::rules::edition::Edition;
    use chrono::TimeZone;

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
    fn players_alike_are_typed_by_more_of_their_name() {
        let s = Session::new(
            Edition::Classic,
            vec!["Ann Smith".into(), "Ann Jones".into(), "Bob".into()],
            chrono::Utc
                .with_ymd_and_hms(2026, 11, 25, 20, 0, 0)
                .unwrap(),
        );
        assert_eq!(typed(&s, 0), "Ann S");
        assert_eq!(typed(&s, 1), "Ann J");
        assert_eq!(typed(&s, 2), "Bob");
        assert_eq!(
            read("ann s lay 7 7 7 + 8 8 8", &s),
            Ok(Said::Lay {
                seat: 0,
                cards: "7 7 7 + 8 8 8".into(),
                phase: None,
                twist_card: None
            })
        );
        assert_eq!(
            read("bob hit 7 on ann j.1", &s),
            Ok(Said::Hit {
                seat: 2,
                cards: "7".into(),
                on: Some("ann j.1".into())
            })
        );
        assert_eq!(read("out ann j", &s), Ok(Said::Out(Some(1))));
        assert!(
            read("undo undo", &s)
                .unwrap_err()
                .contains("takes nothing after it")
        );
        assert!(read("out bob cy", &s).is_err());
        assert_eq!(complete("ann s ", &s, &OnTable::default())[0], "lay");
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

/// Why a seat's line is not taken from that seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotTheSeats {
    /// It speaks for another player (their lay, their hit): the seat is not theirs.
    Another { seat: usize, other: usize },
    /// The host's words (the hand's end, undo, a new game, who sits where): said at
    /// the table's laptop.
    Hosts { seat: usize },
    /// Not words of the table at all: why.
    Unread(String),
}

impl NotTheSeats {
    /// Whether the seat spoke for what is not its own (another player's play, the
    /// host's words), as against words that do not read.
    pub fn is_foreign(&self) -> bool {
        !matches!(self, NotTheSeats::Unread(_))
    }
}

/// A line said from a seat (a player's phone): the table's words with the seat's own
/// name implied (`lay 7 7 7 + 9 9 W`, `hit 7 on bob.1`, `flip`), or said with it.
/// A seat says its own plays and asks its questions; it never speaks for another
/// player, nor says what is the host's to say.
///
/// # Errors
/// [`NotTheSeats`]: the line speaks for another, is the host's, or does not read.
pub fn read_for_seat(line: &str, session: &Session, seat: usize) -> Result<Said, NotTheSeats> {
    let own = |said: Said| -> Result<Said, NotTheSeats> {
        let named = match &said {
            Said::Lay { seat, .. }
            | Said::Hit { seat, .. }
            | Said::Save { seat, .. }
            | Said::Draw { seat, .. }
            | Said::Left { seat, .. }
            | Said::Chose { seat, .. } => Some(*seat),
            Said::Check { seat, .. } | Said::Find { seat, .. } | Said::Out(seat) => *seat,
            _ => None,
        };
        match named {
            Some(other) if other != seat => Err(NotTheSeats::Another { seat, other }),
            _ => Ok(said),
        }
    };
    let allowed = |said: Said| -> Result<Said, NotTheSeats> {
        match said {
            Said::Lay { .. }
            | Said::Hit { .. }
            | Said::Save { .. }
            | Said::Draw { .. }
            | Said::Left { .. }
            | Said::Chose { .. }
            | Said::Out(Some(_))
            | Said::Check { .. }
            | Said::Find { .. }
            | Said::Flip
            | Said::Phases(_)
            | Said::Status
            | Said::Table
            | Said::Help => own(said),
            // A check with no name is of the seat's own phase.
            _ => Err(NotTheSeats::Hosts { seat }),
        }
    };
    // A number is never a seat from a phone (`lay 1 2 3` is cards): a line is read
    // as it is only where it names a player by name (`bob lay …`, `lay bob …`), or
    // starts with a word that takes no name.
    let words: Vec<&str> = line.split_whitespace().collect();
    let named = |w: Option<&&str>| {
        w.is_some_and(|w| !w.chars().all(|c| c.is_ascii_digit()) && session.seat_typed(w).is_some())
    };
    let verb = words.first().map(|w| w.to_lowercase()).unwrap_or_default();
    let takes_a_name = PLAYS.contains(&verb.as_str());
    // A verb first (`lay …`, even where a player is called Lay): the word after it is
    // a name only where it is no card (`lay W 4 4 4` is a Wild, whoever is called W).
    let as_is = if takes_a_name {
        named(words.get(1)) && !words.get(1).is_some_and(|w| looks_like_card(w))
    } else {
        true
    };
    let as_said = if as_is {
        read(line, session)
    } else {
        Err(String::new())
    };
    // Said with a name (the seat's, or another's), or a word with none needed.
    if let Ok(said) = as_said {
        return allowed(said);
    }
    // The seat's name implied.
    let with_name = format!("{} {}", session.table_name(seat), line.trim());
    match read(&with_name, session) {
        Ok(said) => allowed(said),
        Err(why) => Err(NotTheSeats::Unread(
            read(line, session).err().filter(|_| as_is).unwrap_or(why),
        )),
    }
}
