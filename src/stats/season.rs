//! Seasons: a calendar year (`2026`), a quarter (`2026-Q4`), or a season the table names
//! in its config with its first and last day; and each season's champion.

use std::collections::BTreeMap;
use std::fmt;

use chrono::{Datelike, NaiveDate};
use serde::Serialize;

use super::game::Game;
use super::ratings;
use crate::rules::edition::Edition;

/// A span of days, both ends included.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Season {
    pub name: String,
    pub from: NaiveDate,
    pub to: NaiveDate,
}

/// A season that is no year or quarter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotASeason(pub String);

impl fmt::Display for NotASeason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a year (2026), a quarter (2026-Q4), or a season named in the config ([season.NAME] with from and to)",
            self.0
        )
    }
}

impl Season {
    /// `2026` or `2026-Q4` (any case); `None` for anything else (a name, perhaps).
    #[must_use]
    pub fn calendar(text: &str) -> Option<Season> {
        let t = text.trim();
        let (year, quarter) = match t.split_once(['-', ' ']) {
            Some((y, q)) => {
                let q = q.trim().strip_prefix(['Q', 'q'])?;
                (
                    y,
                    Some(q.parse::<u32>().ok().filter(|q| (1..=4).contains(q))?),
                )
            }
            None => (t, None),
        };
        if year.len() != 4 || !year.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let year: i32 = year.parse().ok()?;
        let (first, last) = match quarter {
            Some(q) => (3 * q - 2, 3 * q),
            None => (1, 12),
        };
        let from = NaiveDate::from_ymd_opt(year, first, 1)?;
        let to =
            NaiveDate::from_ymd_opt(if last == 12 { year + 1 } else { year }, last % 12 + 1, 1)?
                .pred_opt()?;
        Some(Season {
            name: match quarter {
                Some(q) => format!("{year}-Q{q}"),
                None => year.to_string(),
            },
            from,
            to,
        })
    }

    /// Whether `game` was played in this season.
    #[must_use]
    pub fn holds(&self, game: &Game) -> bool {
        (self.from..=self.to).contains(&game.date())
    }

    /// The calendar years the games were played in, in order.
    #[must_use]
    pub fn years_of(games: &[Game]) -> Vec<Season> {
        let years: std::collections::BTreeSet<i32> =
            games.iter().map(|g| g.date().year()).collect();
        years
            .into_iter()
            .filter_map(|y| {
                Some(Season {
                    name: y.to_string(),
                    from: NaiveDate::from_ymd_opt(y, 1, 1)?,
                    to: NaiveDate::from_ymd_opt(y, 12, 31)?,
                })
            })
            .collect()
    }
}

/// A season's champion in one edition: the most wins; then the better rating over the
/// season's games alone; then the name.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Champion {
    pub season: String,
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub edition: String,
    /// Finished games in the season (in this edition).
    pub games: u32,
    pub champion: String,
    pub wins: u32,
    /// The champion's rating over the season's games alone.
    pub rating: f64,
}

/// Each edition's champion of `season`, from `games` in the order they were played.
#[must_use]
pub fn champions(season: &Season, games: &[Game]) -> Vec<Champion> {
    let mut by_edition: BTreeMap<Edition, Vec<&Game>> = BTreeMap::new();
    for g in games.iter().filter(|g| season.holds(g)) {
        by_edition.entry(g.edition).or_default().push(g);
    }
    let mut out = Vec::new();
    for (edition, played) in by_edition {
        let rated = ratings::rate(played.iter().copied());
        // Each by the spelling `stats` shows them by.
        let named = super::game::spellings(played.iter().copied());
        let mut wins: BTreeMap<&str, (u32, &str)> = BTreeMap::new();
        for g in &played {
            for s in &g.seats {
                let name = named.get(&(edition, s.key.as_str())).copied();
                let e = wins
                    .entry(s.key.as_str())
                    .or_insert((0, name.unwrap_or(&s.name)));
                e.0 += u32::from(s.place == 1);
            }
        }
        let rating = |key: &str| {
            rated
                .get(&(edition, key.to_string()))
                .map_or(0.0, |r| r.rating)
        };
        let best = wins.iter().max_by(|a, b| {
            (a.1.0, rating(a.0))
                .partial_cmp(&(b.1.0, rating(b.0)))
                .unwrap_or(std::cmp::Ordering::Equal)
                // The same wins and rating: the name first in the alphabet.
                .then_with(|| b.0.cmp(a.0))
        });
        if let Some((key, (w, name))) = best {
            out.push(Champion {
                season: season.name.clone(),
                from: season.from,
                to: season.to,
                edition: edition.to_string(),
                games: u32::try_from(played.len()).unwrap_or(u32::MAX),
                champion: (*name).to_string(),
                wins: *w,
                rating: rating(key),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::Season;

    #[test]
    fn years_and_quarters_are_seasons_and_nothing_else_is() {
        let q4 = Season::calendar("2026-q4").unwrap();
        assert_eq!(
            (q4.name.as_str(), q4.from.to_string(), q4.to.to_string()),
            ("2026-Q4", "2026-10-01".into(), "2026-12-31".into())
        );
        let q1 = Season::calendar("2024-Q1").unwrap();
        assert_eq!(q1.to.to_string(), "2024-03-31");
        let y = Season::calendar(" 2026 ").unwrap();
        assert_eq!(
            (y.from.to_string(), y.to.to_string()),
            ("2026-01-01".into(), "2026-12-31".into())
        );
        for no in [
            "26", "2026-Q5", "2026-Q0", "autumn", "2026-", "20x6", "2026-04",
        ] {
            assert!(Season::calendar(no).is_none(), "{no}");
        }
    }
}
