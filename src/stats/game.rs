//! One finished game as the long game counts it: when it was played, its edition, and
//! each player's place (ties sharing one). Ratings, seasons and rivals are all derived
//! from these, never stored.

use chrono::{DateTime, NaiveDate, Utc};

use crate::rules::edition::Edition;
use crate::session::{Session, Standings, winner};

/// A finished game: its players in seat order, each with their place.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    pub created: DateTime<Utc>,
    /// The day it was played, on the table's calendar (the binary's local day).
    pub day: NaiveDate,
    pub edition: Edition,
    /// Those who played a hand of it (one who sat down and saw none is no part of it).
    pub seats: Vec<Seat>,
}

/// One player of a finished game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    /// Their seat in the session (0 the first).
    pub seat: usize,
    /// The name as the session spells it.
    pub name: String,
    /// The name folded by the one name rule (any case, any accents): the same player
    /// across sessions.
    pub key: String,
    /// 1 the best; tied players share a place.
    pub place: usize,
    /// Which of the game's hands they played (by hand, from the first).
    pub played: Vec<bool>,
}

impl Seat {
    /// Whether the two sat at the table together for a hand.
    #[must_use]
    pub fn met(&self, other: &Seat) -> bool {
        self.played.iter().zip(&other.played).any(|(a, b)| *a && *b)
    }
}

impl Game {
    /// The game, where it is finished (won, or ended early with a winner or a shared
    /// win); `None` while it is being played. `day`: the day it was played on the
    /// table's calendar.
    #[must_use]
    pub fn of(session: &Session, standings: &Standings, day: NaiveDate) -> Option<Game> {
        if standings.winners().is_empty() {
            return None;
        }
        let places = winner::places(session, standings);
        Some(Game {
            created: session.created,
            day,
            edition: session.edition,
            seats: session
                .players
                .iter()
                .zip(places)
                .enumerate()
                .map(|(s, (name, place))| Seat {
                    seat: s,
                    name: name.clone(),
                    key: key(name),
                    place,
                    played: standings
                        .hands
                        .iter()
                        .map(|h| h.entries[s].played)
                        .collect(),
                })
                .filter(|seat| seat.played.iter().any(|p| *p))
                .collect(),
        })
    }

    /// The day the game was played.
    #[must_use]
    pub fn date(&self) -> NaiveDate {
        self.day
    }

    /// The seats that won (place 1).
    pub fn winners(&self) -> impl Iterator<Item = &Seat> {
        self.seats.iter().filter(|s| s.place == 1)
    }
}

/// How each player is shown, by edition and key: the spelling of their name most of
/// `games` use, of every edition (one player is spelled one way on every line), then
/// the latest (the same whatever order the sessions were read in).
#[must_use]
pub fn spellings<'a>(
    games: impl IntoIterator<Item = &'a Game>,
) -> std::collections::BTreeMap<(Edition, &'a str), &'a str> {
    // Each spelling: how many games use it, and the last of them.
    type Used<'a> = Vec<(&'a str, usize, usize)>;
    let mut counts: std::collections::BTreeMap<&str, Used> = std::collections::BTreeMap::new();
    let mut played: std::collections::BTreeSet<(Edition, &str)> = std::collections::BTreeSet::new();
    for (i, g) in games.into_iter().enumerate() {
        for seat in &g.seats {
            played.insert((g.edition, seat.key.as_str()));
            let all = counts.entry(seat.key.as_str()).or_default();
            match all.iter_mut().find(|(n, ..)| *n == seat.name) {
                Some(e) => *e = (e.0, e.1 + 1, i),
                None => all.push((seat.name.as_str(), 1, i)),
            }
        }
    }
    let best: std::collections::BTreeMap<&str, &str> = counts
        .into_iter()
        .filter_map(|(k, all)| Some((k, all.into_iter().max_by_key(|e| (e.1, e.2))?.0)))
        .collect();
    played
        .into_iter()
        .filter_map(|(e, k)| Some(((e, k), *best.get(k)?)))
        .collect()
}

/// The key a player is the same by across sessions: the one name rule, case and
/// accents folded (`ÇAĞRI` is Çağrı, `Zoe` is Zoë).
#[must_use]
pub fn key(name: &str) -> String {
    crate::name::bare(name)
}

/// Games in the order they were played (the time each was started; the same time
/// broken by what the games are: their players, places and length, so that every run
/// orders them alike, whatever the files are called).
pub fn in_date_order(games: &mut [Game]) {
    let order = |g: &Game| {
        (
            g.created,
            g.edition.to_string(),
            g.seats
                .iter()
                .map(|s| (s.key.clone(), s.place, s.played.len()))
                .collect::<Vec<_>>(),
        )
    };
    games.sort_by_cached_key(order);
}
