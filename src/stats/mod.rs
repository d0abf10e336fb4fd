//! Across sessions: per player and edition, finished games, wins, hands, points and
//! phases per hand, the fastest win, and head-to-head. Players are matched by name in
//! any case.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::rules::edition::Edition;
use crate::session::{Session, Standings};

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
    #[serde(skip)]
    points: u32,
    #[serde(skip)]
    made: u32,
}

/// The figures of finished games, player by player and edition by edition, sorted by
/// edition, then wins (most first), then name.
pub fn tally<'a>(
    games: impl IntoIterator<Item = (&'a Session, &'a Standings)>,
) -> Vec<PlayerStats> {
    let mut t = Tally::default();
    for (session, standings) in games {
        t.add(session, standings);
    }
    t.finish()
}

/// The figures folded game by game, so that no game need be kept once counted; tallies
/// of parts of the games merge.
#[derive(Debug, Default)]
pub struct Tally {
    by: BTreeMap<(Edition, String), PlayerStats>,
}

impl Tally {
    /// Counts one game (a game not finished counts for nothing).
    pub fn add(&mut self, session: &Session, standings: &Standings) {
        let by = &mut self.by;
        // A game ended early may be won by several together: each has the win.
        let winners = standings.winners();
        if winners.is_empty() {
            return;
        }
        let keeps = session.rules().keeps_score;
        let key = |s: usize| (session.edition, crate::name::fold(&session.players[s]));
        for (seat, name) in session.players.iter().enumerate() {
            let entry = by.entry(key(seat)).or_insert_with(|| PlayerStats {
                name: name.clone(),
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
            if winners.contains(&seat) {
                entry.wins += 1;
                // A game ended early (`phase10 end`) was not won by finishing: it is
                // a win, never the fastest.
                if standings.decided != Some(crate::session::Decided::Ended) {
                    let hands = standings.hands.len() as u32;
                    entry.fastest_win = Some(entry.fastest_win.map_or(hands, |f| f.min(hands)));
                }
                for (other, opponent) in session.players.iter().enumerate() {
                    if other != seat {
                        *entry.head_to_head.entry(opponent.clone()).or_default() += 1;
                    }
                }
            }
        }
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
            for (opponent, wins) in p.head_to_head {
                *e.head_to_head.entry(opponent).or_default() += wins;
            }
        }
    }

    /// The figures, sorted by edition, then wins (most first), then name.
    pub fn finish(self) -> Vec<PlayerStats> {
        let mut out: Vec<PlayerStats> = self
            .by
            .into_iter()
            .map(|((edition, _), mut p)| {
                p.win_rate = f64::from(p.wins) / f64::from(p.games.max(1));
                let hands = f64::from(p.hands.max(1));
                p.avg_points = (edition.rules().keeps_score).then(|| f64::from(p.points) / hands);
                p.phases_per_hand = f64::from(p.made) / hands;
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
