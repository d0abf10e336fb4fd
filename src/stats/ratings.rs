//! Ratings: every finished game replayed in the order it was played, each a free-for-all
//! of its players by their places (ties sharing a place), rated with Weng-Lin
//! (`skillratings`): a Bayesian rating made for games of many players at once, which
//! takes a whole game of any size, ties included, in one step (where Elo rates pairs,
//! and `TrueSkill`'s many-player update is approximated by message passing). A player
//! starts at 25 with an uncertainty of 25/3; never stored, always replayed.

use std::collections::BTreeMap;

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use super::game::Game;
use crate::rules::edition::Edition;

/// One player's rating after the games replayed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating (Weng-Lin's mu): 25 to start, higher is better.
    pub rating: f64,
    /// How sure it is (sigma): 25/3 to start, less with each game.
    pub uncertainty: f64,
    /// What the player's last game changed the rating by.
    pub change: f64,
    /// Games rated.
    pub games: u32,
}

impl Rating {
    fn new() -> Rating {
        let r = WengLinRating::new();
        Rating {
            rating: r.rating,
            uncertainty: r.uncertainty,
            change: 0.0,
            games: 0,
        }
    }

    fn weng_lin(self) -> WengLinRating {
        WengLinRating {
            rating: self.rating,
            uncertainty: self.uncertainty,
        }
    }
}

/// Each player's rating by edition (keyed by the folded name), from `games` in the
/// order given (see [`super::game::in_date_order`]).
#[must_use]
pub fn rate<'a>(games: impl IntoIterator<Item = &'a Game>) -> BTreeMap<(Edition, String), Rating> {
    let config = WengLinConfig::new();
    let mut ratings: BTreeMap<(Edition, String), Rating> = BTreeMap::new();
    for game in games {
        // A player seated twice under one name (never written by phase10) counts once.
        let mut seen = std::collections::HashSet::new();
        let seats: Vec<&super::game::Seat> = game
            .seats
            .iter()
            .filter(|s| seen.insert(s.key.as_str()))
            .collect();
        if seats.len() < 2 {
            continue;
        }
        let before: Vec<Rating> = seats
            .iter()
            .map(|s| {
                *ratings
                    .entry((game.edition, s.key.clone()))
                    .or_insert_with(Rating::new)
            })
            .collect();
        let teams: Vec<[WengLinRating; 1]> = before.iter().map(|r| [r.weng_lin()]).collect();
        let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(&seats)
            .map(|(t, s)| (&t[..], MultiTeamOutcome::new(s.place)))
            .collect();
        let after = weng_lin_multi_team(&input, &config);
        for ((seat, old), new) in seats.iter().zip(&before).zip(after) {
            let new = new[0];
            let r = ratings
                .get_mut(&(game.edition, seat.key.clone()))
                .expect("entered above");
            r.change = new.rating - old.rating;
            r.rating = new.rating;
            r.uncertainty = new.uncertainty;
            r.games += 1;
        }
    }
    ratings
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::rate;
    use crate::rules::edition::Edition;
    use crate::stats::game::{Game, Seat};

    fn game(day: u32, places: &[(&str, usize)]) -> Game {
        let created = Utc.with_ymd_and_hms(2026, 1, day, 20, 0, 0).unwrap();
        Game {
            created,
            day: created.date_naive(),
            edition: Edition::Classic,
            seats: places
                .iter()
                .enumerate()
                .map(|(seat, (n, p))| Seat {
                    seat,
                    name: (*n).to_string(),
                    key: crate::stats::game::key(n),
                    place: *p,
                    played: vec![true],
                })
                .collect(),
        }
    }

    #[test]
    fn a_winner_rises_a_tie_moves_no_one_apart_and_the_last_change_is_kept() {
        let games = [
            game(1, &[("Ann", 1), ("Bob", 2), ("Cy", 3)]),
            game(2, &[("Ann", 1), ("Bob", 1)]),
        ];
        let r = rate(&games);
        let of = |n: &str| r[&(Edition::Classic, n.to_lowercase())];
        assert!(of("Ann").rating > 25.0 && of("Cy").rating < 25.0);
        assert!(of("Ann").rating > of("Bob").rating && of("Bob").rating > of("Cy").rating);
        assert_eq!(of("Ann").games, 2);
        // The shared win between the stronger and the weaker: the stronger loses a
        // little, the weaker gains.
        assert!(of("Ann").change < 0.0 && of("Bob").change > 0.0);
        // Cy's last game was the first.
        assert!(of("Cy").change < 0.0);
    }
}
