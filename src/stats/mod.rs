//! Across sessions: per player and edition, finished games, wins, hands, points and
//! phases per hand, the fastest win, head-to-head, rivals, and a rating replayed from
//! every game in the order played; seasons and their champions. Players are matched by
//! the one name rule (any case, any accents).

use std::collections::BTreeMap;

use serde::Serialize;

use crate::rules::edition::Edition;
use crate::session::{Session, Standings};

pub mod game;
pub mod ratings;
pub mod season;

pub use game::Game;
pub use season::{Champion, NotASeason, Season};

/// The opponent a player finished ahead of (or behind) most often, and in how many
/// games; several where they are level.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct Rival {
    pub players: Vec<String>,
    pub games: u32,
}

/// One player's figures in one edition.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct PlayerStats {
    pub name: String,
    pub edition: String,
    /// Finished games played.
    pub games: u32,
    pub wins: u32,
    pub win_rate: f64,
    /// Hands played in those games.
    pub hands: u32,
    /// Average points per hand (none in twist, which keeps no score).
    pub avg_points: Option<f64>,
    pub phases_per_hand: f64,
    /// The fewest hands a win took.
    pub fastest_win: Option<u32>,
    /// Wins against each opponent, in the games they shared.
    pub head_to_head: BTreeMap<String, u32>,
    /// The rating after every finished game, replayed in the order played (Weng-Lin:
    /// 25 to start, higher is better).
    pub rating: f64,
    /// What the player's last game changed the rating by.
    pub rating_change: f64,
    /// How sure the rating is (25/3 to start, less with each game).
    pub rating_uncertainty: f64,
    /// The opponent this player finished ahead of most often (the biggest rival).
    pub rival: Option<Rival>,
    /// The opponent this player finished behind most often (the nemesis).
    pub nemesis: Option<Rival>,
    #[serde(skip)]
    points: u32,
    #[serde(skip)]
    made: u32,
    /// By opponent (folded name): their name, games won against them, games finished
    /// ahead of them, games finished behind them.
    #[serde(skip)]
    against: BTreeMap<String, Against>,
}

/// One player's record against one opponent.
#[derive(Debug, Clone, Default, PartialEq)]
struct Against {
    name: String,
    won: u32,
    ahead: u32,
    behind: u32,
}

/// The figures of finished games, player by player and edition by edition, sorted by
/// edition, then wins (most first), then name.
pub fn tally<'a>(
    games: impl IntoIterator<Item = (&'a Session, &'a Standings)>,
) -> Vec<PlayerStats> {
    let mut t = Tally::default();
    for (session, standings) in games {
        t.add(session, standings, session.created.date_naive());
    }
    t.finish()
}

/// The figures folded game by game, so that no game need be kept once counted; tallies
/// of parts of the games merge.
#[derive(Debug, Default)]
pub struct Tally {
    by: BTreeMap<(Edition, String), PlayerStats>,
    /// The finished games, for the ratings (which need them in the order played).
    games: Vec<Game>,
}

impl Tally {
    /// Counts one game (a game not finished counts for nothing), played on `day` (the
    /// table's calendar).
    pub fn add(&mut self, session: &Session, standings: &Standings, day: chrono::NaiveDate) {
        if let Some(game) = Game::of(session, standings, day) {
            self.add_game(session, standings, game);
        }
    }

    fn add_game(&mut self, session: &Session, standings: &Standings, game: Game) {
        let by = &mut self.by;
        let keeps = session.rules().keeps_score;
        for me in &game.seats {
            let seat = me.seat;
            let entry = by
                .entry((session.edition, me.key.clone()))
                .or_insert_with(|| PlayerStats {
                    name: me.name.clone(),
                    edition: session.edition.to_string(),
                    ..PlayerStats::default()
                });
            entry.games += 1;
            for row in &standings.hands {
                let e = &row.entries[seat];
                if e.played && !row.replay {
                    entry.hands += 1;
                    entry.made += u32::from(e.made);
                    entry.points = entry.points.saturating_add(e.points.unwrap_or(0));
                }
            }
            if !keeps {
                entry.points = 0;
            }
            let won = me.place == 1;
            if won {
                entry.wins += 1;
                // A game ended early (`phase10 end`) was not won by finishing: it is
                // a win, never the fastest.
                if standings.decided != Some(crate::session::Decided::Ended) {
                    let hands = u32::try_from(standings.hands.len()).unwrap_or(u32::MAX);
                    entry.fastest_win = Some(entry.fastest_win.map_or(hands, |f| f.min(hands)));
                }
            }
            // Only those who sat at the table together for a hand met.
            for other in game.seats.iter().filter(|o| o.key != me.key && me.met(o)) {
                let a = entry
                    .against
                    .entry(other.key.clone())
                    .or_insert_with(|| Against {
                        name: other.name.clone(),
                        ..Against::default()
                    });
                a.won += u32::from(won);
                a.ahead += u32::from(me.place < other.place);
                a.behind += u32::from(me.place > other.place);
            }
        }
        self.games.push(game);
    }

    /// Another tally's games counted in this one.
    pub fn merge(&mut self, other: Tally) {
        for (key, p) in other.by {
            let e = self.by.entry(key).or_insert_with(|| PlayerStats {
                name: p.name.clone(),
                edition: p.edition.clone(),
                ..PlayerStats::default()
            });
            e.games += p.games;
            e.wins += p.wins;
            e.hands += p.hands;
            e.points = e.points.saturating_add(p.points);
            e.made += p.made;
            e.fastest_win = match (e.fastest_win, p.fastest_win) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            for (opponent, theirs) in p.against {
                let a = e.against.entry(opponent).or_insert_with(|| Against {
                    name: theirs.name.clone(),
                    ..Against::default()
                });
                a.won += theirs.won;
                a.ahead += theirs.ahead;
                a.behind += theirs.behind;
            }
        }
        self.games.extend(other.games);
    }

    /// The finished games counted, in the order they were played.
    #[must_use]
    pub fn games(mut self) -> Vec<Game> {
        game::in_date_order(&mut self.games);
        self.games
    }

    /// The figures, sorted by edition, then wins (most first), then name; each player
    /// rated from the games in the order played.
    pub fn finish(mut self) -> Vec<PlayerStats> {
        game::in_date_order(&mut self.games);
        let rated = ratings::rate(&self.games);
        let named = game::spellings(&self.games);
        let name_of = |edition: Edition, key: &str, was: &str| {
            named
                .get(&(edition, key))
                .map_or_else(|| was.to_string(), |n| (*n).to_string())
        };
        let mut out: Vec<PlayerStats> = self
            .by
            .into_iter()
            .map(|((edition, key), mut p)| {
                p.name = name_of(edition, &key, &p.name);
                for (opponent, a) in &mut p.against {
                    a.name = name_of(edition, opponent, &a.name);
                }
                p.win_rate = f64::from(p.wins) / f64::from(p.games.max(1));
                let hands = f64::from(p.hands.max(1));
                p.avg_points = (edition.rules().keeps_score).then(|| f64::from(p.points) / hands);
                p.phases_per_hand = f64::from(p.made) / hands;
                if let Some(r) = rated.get(&(edition, key)) {
                    p.rating = r.rating;
                    p.rating_change = r.change;
                    p.rating_uncertainty = r.uncertainty;
                }
                p.head_to_head = p
                    .against
                    .values()
                    .filter(|a| a.won > 0)
                    .map(|a| (a.name.clone(), a.won))
                    .collect();
                p.rival = most(&p.against, |a| a.ahead);
                p.nemesis = most(&p.against, |a| a.behind);
                p
            })
            .collect();
        out.sort_by(|a, b| {
            (
                a.edition.as_str(),
                std::cmp::Reverse(a.wins),
                a.name.to_lowercase(),
            )
                .cmp(&(
                    b.edition.as_str(),
                    std::cmp::Reverse(b.wins),
                    b.name.to_lowercase(),
                ))
        });
        out
    }
}

/// The opponents with the most of `count` (none where it is 0 for all), by name.
fn most(against: &BTreeMap<String, Against>, count: impl Fn(&Against) -> u32) -> Option<Rival> {
    let top = against.values().map(&count).max().filter(|&n| n > 0)?;
    let mut players: Vec<String> = against
        .values()
        .filter(|a| count(a) == top)
        .map(|a| a.name.clone())
        .collect();
    players.sort_by_key(|n| n.to_lowercase());
    Some(Rival {
        players,
        games: top,
    })
}
