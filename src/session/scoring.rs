//! Scoring a hand: the cards (or points) left in each hand, checked against what a
//! player who made (or did not make) the phase can hold.

use crate::card;

use super::problem::Refusal;
use super::record::{Hand, Session};
use super::referee::BySeat;
use super::standings::{Attempt, Standings};

/// The totals cards can make, in words: "5, 10, 15 or 25", or "5 to 230".
fn describe_totals(totals: &std::collections::BTreeSet<u32>) -> String {
    let (Some(least), Some(most)) = (totals.first(), totals.last()) else {
        return "no total".into();
    };
    let every_five = totals.len() as u32 == (most - least) / 5 + 1;
    if every_five {
        return format!("{least} to {most}");
    }
    if totals.len() <= 6 {
        let list: Vec<String> = totals.iter().map(ToString::to_string).collect();
        let (last, rest) = list.split_last().expect("not empty");
        return format!("{} or {last}", rest.join(", "));
    }
    format!("{least} to {most}, not every total between")
}

impl Session {
    /// Each player's points this hand (`None` where no score was needed).
    pub(crate) fn score(
        &self,
        standings: &Standings,
        said: &BySeat,
        attempts: &[Option<Attempt>],
        moved: &[Option<usize>],
    ) -> Result<Vec<Option<u32>>, Refusal> {
        let rules = self.rules();
        let scoring = self.scoring();
        let needs = self.needs_score(standings, said.out, moved);
        let mut points = vec![None; self.players.len()];
        for (s, slot) in points.iter_mut().enumerate() {
            let name = &self.players[s];
            let (typed_points, typed_left) = (said.points[s], said.left[s]);
            if s == said.out {
                if typed_points.is_some() || typed_left.is_some() {
                    if typed_points == Some(0) || typed_left.is_some_and(|l| l.trim().is_empty()) {
                        *slot = Some(0);
                        continue;
                    }
                    return Err(Refusal::OutScoresZero(name.clone()));
                }
                if rules.keeps_score && !said.replay {
                    *slot = Some(0);
                }
                continue;
            }
            // Cards put down live bound what is left; else the phase's smallest size.
            let limit = match (said.put_down[s], attempts[s].as_ref()) {
                (0, None) => 10,
                (0, Some(a)) => 10 - a.phase.min_cards().min(9),
                (put, _) => 10usize.saturating_sub(put),
            };
            *slot = match (typed_points, typed_left) {
                (Some(_), Some(_)) => return Err(Refusal::PointsAndCards(name.clone())),
                (Some(p), None) => {
                    if !scoring.face_value && p % 5 != 0 {
                        return Err(Refusal::NotAMultipleOf5 {
                            name: name.clone(),
                            points: p,
                        });
                    }
                    // Exactly the totals the cards they can hold make.
                    let counts = if said.made[s] { 1..=limit } else { 10..=10 };
                    let can: Option<std::collections::BTreeSet<u32>> = counts
                        .map(|k| scoring.totals(&rules.copies, k))
                        .try_fold(std::collections::BTreeSet::new(), |mut all, t| {
                            all.extend(t?);
                            Some(all)
                        });
                    let (possible, can) = if let Some(totals) = can {
                        (totals.contains(&p), describe_totals(&totals))
                    } else {
                        // Face values (twist's tiebreak house rule): bounds only.
                        let (least, most) = if said.made[s] {
                            (1, 12 * u32::try_from(limit).unwrap_or(10))
                        } else {
                            (10, 250)
                        };
                        ((least..=most).contains(&p), format!("{least} to {most}"))
                    };
                    if !possible {
                        return Err(if said.made[s] {
                            Refusal::PointsMade {
                                name: name.clone(),
                                limit,
                                points: p,
                                can,
                            }
                        } else {
                            Refusal::PointsNotMade {
                                name: name.clone(),
                                points: p,
                                can,
                            }
                        });
                    }
                    Some(p)
                }
                (None, Some(text)) => {
                    let cards = card::parse_cards(text, rules.deck, said.side).map_err(|e| {
                        Refusal::BadCards {
                            what: "cards left",
                            name: name.clone(),
                            error: e.to_string(),
                        }
                    })?;
                    rules
                        .copies
                        .check(&cards, &self.edition.to_string())
                        .map_err(|e| Refusal::BadCards {
                            what: "cards left",
                            name: name.clone(),
                            error: e,
                        })?;
                    let count = cards.len();
                    if said.made[s] && !(1..=limit).contains(&count) {
                        return Err(Refusal::CardsMade {
                            name: name.clone(),
                            limit,
                            count,
                        });
                    }
                    if !said.made[s] && count != 10 {
                        return Err(Refusal::CardsNotMade {
                            name: name.clone(),
                            count,
                        });
                    }
                    Some(scoring.cards(&cards))
                }
                (None, None) => {
                    if needs.contains(&s) {
                        return Err(Refusal::NoScore(name.clone()));
                    }
                    None
                }
            };
        }
        Ok(points)
    }

    /// Which players need a score entry (cards or points) in a hand.
    /// Twist needs them only to break a tie between players past Phase 10.
    fn needs_score(
        &self,
        standings: &Standings,
        out: usize,
        moved: &[Option<usize>],
    ) -> Vec<usize> {
        if self.replay_pending(standings) {
            return Vec::new();
        }
        let seated = self.seated(standings);
        if self.rules().keeps_score {
            return seated.into_iter().filter(|&s| s != out).collect();
        }
        let last = standings
            .board
            .as_ref()
            .map_or(usize::MAX, crate::board::Board::last);
        let finishers: Vec<usize> = seated
            .into_iter()
            .filter(|&s| moved[s].is_some_and(|pos| pos > last))
            .collect();
        if finishers.len() > 1 && !finishers.contains(&out) {
            finishers
        } else {
            Vec::new()
        }
    }

    /// The players whose scores a hand still needs, given what it has.
    /// For prompting: twist asks only when a tie needs it.
    #[must_use]
    pub fn missing_scores(&self, standings: &Standings, hand: &Hand) -> Vec<usize> {
        let Ok(said) = self.resolve(standings, hand) else {
            return Vec::new();
        };
        let moved = match self.attempts(standings, &said).ok() {
            Some(attempts) => self.moves(standings, &said, &attempts),
            None => vec![None; self.players.len()],
        };
        self.needs_score(standings, said.out, &moved)
            .into_iter()
            .filter(|&s| said.points[s].is_none() && said.left[s].is_none())
            .collect()
    }
}
