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
    pub edition: Edition,
    pub seats: Vec<Seat>,
}

/// One player of a finished game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    /// The name as the session spells it.
    pub name: String,
    /// The name folded by the one name rule (any case, any accents): the same player
    /// across sessions.
    pub key: String,
    /// 1 the best; tied players share a place.
    pub place: usize,
}

impl Game {
    /// The game, where it is finished (won, or ended early with a winner or a shared
    /// win); `None` while it is being played.
    #[must_use]
    pub fn of(session: &Session, standings: &Standings) -> Option<Game> {
        if standings.winners().is_empty() {
            return None;
        }
        let places = winner::places(session, standings);
        Some(Game {
            created: session.created,
            edition: session.edition,
            seats: session
                .players
                .iter()
                .zip(places)
                .map(|(name, place)| Seat {
                    name: name.clone(),
                    key: crate::name::fold(name),
                    place,
                })
                .collect(),
        })
    }

    /// The date the game was played (the day it was started, UTC, as `--since` reads it).
    #[must_use]
    pub fn date(&self) -> NaiveDate {
        self.created.date_naive()
    }

    /// The seats that won (place 1).
    pub fn winners(&self) -> impl Iterator<Item = &Seat> {
        self.seats.iter().filter(|s| s.place == 1)
    }
}

/// Games in the order they were played (the time each was started; the same time
/// broken by the players' names, so that every run orders them alike).
pub fn in_date_order(games: &mut [Game]) {
    games.sort_by(|a, b| {
        (a.created, a.edition.to_string(), seat_keys(a)).cmp(&(
            b.created,
            b.edition.to_string(),
            seat_keys(b),
        ))
    });
}

fn seat_keys(g: &Game) -> Vec<&str> {
    g.seats.iter().map(|s| s.key.as_str()).collect()
}
