//! Scoring a hand: the cards (or points) left in each hand, checked against what a
//! player who made (or did not make) the phase can hold.

use super::problem::Totals;
use crate::rules::card::{self, Card};

use super::on_table::Attempt;
use super::problem::{BadInput, Refusal};
use super::record::Session;
use super::said::BySeat;
use super::standings::Standings;

/// The totals cards can make, in words: "5, 10, 15 or 25", or "5 to 230".
fn describe_totals(totals: &std::collections::BTreeSet<u32>, face: bool) -> Totals {
    let (Some(&least), Some(&most)) = (totals.first(), totals.last()) else {
        return Totals::None;
    };
    let step = if face { 1 } else { 5 };
    if totals.len() as u32 == (most - least) / step + 1 {
        return Totals::Every(least, most);
    }
    if totals.len() <= 6 {
        return Totals::Only(totals.iter().copied().collect());
    }
    Totals::Some(least, most)
}

/// How many cards a player who did not go out can hold: played live, exactly 10 − the
/// cards put down; else 1 to 10 − the phase's size for one who made it, 10 for one who
/// did not.
fn held_counts(
    said: &BySeat,
    attempts: &[Option<Attempt>],
    s: usize,
) -> std::ops::RangeInclusive<usize> {
    let held = super::on_table::held_after(said.put_down[s]);
    if said.live && said.untyped[s] {
        // Some hits not typed: at most what the typed plays leave.
        1..=held
    } else if said.live {
        held..=held
    } else if said.made[s] {
        let limit = attempts[s].as_ref().map_or(9, |a| {
            super::on_table::held_after(a.phase.min_cards()).max(1)
        });
        1..=limit
    } else {
        10..=10
    }
}

/// The totals typed as points, together, are ones the cards the deck has left this
/// hand can make: the Wilds and Skips seen (on the table, in the cards typed, in
/// the save piles) are not there to be held, and two players' totals cannot share
/// one Wild. Flip's deck is not printed: its totals keep their own bounds.
pub(crate) fn points_within_deck(
    session: &Session,
    said: &BySeat,
    attempts: &[Option<Attempt>],
    seen: &[Card],
) -> Result<(), Refusal> {
    let rules = session.rules();
    let Some(per) = rules.copies.number else {
        return Ok(());
    };
    let scoring = session.scoring();
    let mut wild = usize::from(rules.copies.wild);
    let mut skip = usize::from(rules.copies.skip);
    let mut numbers = [usize::from(per) * 4; 13];
    for c in seen {
        match c.base() {
            Card::Number { value, .. } => {
                numbers[usize::from(value)] = numbers[usize::from(value)].saturating_sub(1);
            }
            Card::Wild => wild = wild.saturating_sub(1),
            Card::Skip => skip = skip.saturating_sub(1),
            _ => {}
        }
    }
    let totals: Vec<(usize, u32)> = (0..session.players.len())
        .filter_map(|s| said.points[s].filter(|_| s != said.out).map(|p| (s, p)))
        .collect();
    // The sums the numbers left can make, worked out once for every question below.
    let most = totals
        .iter()
        .map(|&(s, _)| *held_counts(said, attempts, s).end())
        .max()
        .unwrap_or(0);
    let face = scoring.face_reach(&numbers, most);
    let makes = |k: usize, p: u32| scoring.makes_from(face.as_deref(), k, p, 0, 0, 0);
    // Where every total can be made of numbers alone, no two share a Wild or a Skip:
    // the grid below would keep (0, 0) reachable throughout (the common hand, at once).
    if totals
        .iter()
        .all(|&(s, p)| held_counts(said, attempts, s).any(|k| makes(k, p)))
    {
        return Ok(());
    }
    // The Wilds and Skips the totals so far can be using, together: `reach[w·(S+1)+s]`
    // (a grid as big as the deck's Wilds and Skips, a few dozen cells, two kept).
    let cols = skip + 1;
    let mut reach = vec![false; (wild + 1) * cols];
    let mut next = reach.clone();
    reach[0] = true;
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut who = Vec::new();
    for s in 0..session.players.len() {
        let Some(p) = said.points[s].filter(|_| s != said.out) else {
            continue;
        };
        who.push((s, p));
        pairs.clear();
        for k in held_counts(said, attempts, s) {
            for w in 0..=k.min(wild) {
                for sk in 0..=(k - w).min(skip) {
                    let fixed = w as u32 * scoring.wild + sk as u32 * scoring.skip;
                    let fits = p
                        .checked_sub(fixed)
                        .is_some_and(|rem| makes(k - w - sk, rem));
                    if fits && !pairs.contains(&(w, sk)) {
                        pairs.push((w, sk));
                    }
                }
            }
        }
        next.fill(false);
        let mut any = false;
        for (at, _) in reach.iter().enumerate().filter(|(_, on)| **on) {
            let (a, b) = (at / cols, at % cols);
            for &(w, sk) in &pairs {
                if a + w <= wild && b + sk <= skip {
                    next[(a + w) * cols + b + sk] = true;
                    any = true;
                }
            }
        }
        std::mem::swap(&mut reach, &mut next);
        if !any {
            return Err(
                BadInput::Deck(super::problem::DeckProblem::PointsNeedCards {
                    who: who
                        .iter()
                        .map(|&(s, p)| (session.players[s].clone(), p))
                        .collect(),
                    wilds: wild,
                    skips: skip,
                    face_value: scoring.face_value,
                })
                .into(),
            );
        }
    }
    Ok(())
}

/// Each player's points this hand (`None` where no score was needed).
pub(crate) fn score(
    session: &Session,
    standings: &Standings,
    said: &BySeat,
    attempts: &[Option<Attempt>],
    moved: &[Option<usize>],
) -> Result<Vec<Option<u32>>, Refusal> {
    let rules = session.rules();
    let scoring = session.scoring();
    let needs = needs_score(session, standings, said.out, moved);
    let mut points = vec![None; session.players.len()];
    // Every player's refusal, and every player with no score, said at once.
    let mut refused: Vec<Refusal> = Vec::new();
    let mut missing = Vec::new();
    for (s, slot) in points.iter_mut().enumerate() {
        let name = &session.players[s];
        let mut one = || -> Result<Option<u32>, Refusal> {
            let (typed_points, typed_left) = (said.points[s], said.left[s]);
            if s == said.out {
                if typed_points.is_some() || typed_left.is_some() {
                    if typed_points == Some(0) || typed_left.is_some_and(|l| l.trim().is_empty()) {
                        return Ok(Some(0));
                    }
                    return Err(BadInput::OutScoresZero(name.clone()).into());
                }
                return Ok((rules.keeps_score && !said.replay).then_some(0));
            }
            // A hand played live: exactly 10 − the cards put down. Else the phase's
            // smallest size bounds what one who made it holds.
            let put = said.put_down[s];
            let held = super::on_table::held_after(put);
            let counts = held_counts(said, attempts, s);
            Ok(match (typed_points, typed_left) {
                (Some(_), Some(_)) => return Err(BadInput::PointsAndCards(name.clone()).into()),
                (Some(p), None) => {
                    if !scoring.face_value && p % 5 != 0 {
                        return Err(BadInput::NotAMultipleOf5 {
                            name: name.clone(),
                            points: p,
                        }
                        .into());
                    }
                    // Exactly the totals the cards they can hold make.
                    if let Err(can) = points_made(session, counts.clone(), p) {
                        return Err(if said.live && !said.untyped[s] {
                            BadInput::PointsHeld {
                                name: name.clone(),
                                put_down: put,
                                held,
                                points: p,
                                can,
                            }
                            .into()
                        } else if said.made[s] {
                            BadInput::PointsMade {
                                name: name.clone(),
                                limit: *counts.end(),
                                points: p,
                                can,
                            }
                            .into()
                        } else {
                            BadInput::PointsNotMade {
                                name: name.clone(),
                                points: p,
                                can,
                            }
                            .into()
                        });
                    }
                    Some(p)
                }
                (None, Some(text)) => {
                    let cards = card::parse_cards(text, rules.deck, said.side).map_err(|e| {
                        BadInput::BadCards {
                            what: "cards left",
                            name: name.clone(),
                            error: e.into(),
                        }
                    })?;
                    rules
                        .copies
                        .check(&cards, &session.edition.to_string())
                        .map_err(|e| BadInput::BadCards {
                            what: "cards left",
                            name: name.clone(),
                            error: e.into(),
                        })?;
                    let count = cards.len();
                    if !counts.contains(&count) {
                        return Err(if said.live && !said.untyped[s] {
                            BadInput::CardsHeld {
                                name: name.clone(),
                                put_down: put,
                                held,
                                count,
                            }
                            .into()
                        } else if said.made[s] {
                            BadInput::CardsMade {
                                name: name.clone(),
                                limit: *counts.end(),
                                count,
                            }
                            .into()
                        } else {
                            BadInput::CardsNotMade {
                                name: name.clone(),
                                count,
                            }
                            .into()
                        });
                    }
                    Some(scoring.cards(&cards))
                }
                (None, None) => {
                    if needs.contains(&s) {
                        missing.push(name.clone());
                    }
                    None
                }
            })
        };
        match one() {
            Ok(p) => *slot = p,
            Err(r) => refused.push(r),
        }
    }
    if !missing.is_empty() {
        refused.push(BadInput::NoScore(missing).into());
    }
    Refusal::together(refused).map(|()| points)
}

/// Which players need a score entry (cards or points) in a hand.
/// Twist needs them only to break a tie between players past Phase 10.
pub(crate) fn needs_score(
    session: &Session,
    standings: &Standings,
    out: usize,
    moved: &[Option<usize>],
) -> Vec<usize> {
    if standings.replay_pending() {
        return Vec::new();
    }
    let seated = standings.seated();
    if session.rules().keeps_score {
        return seated.into_iter().filter(|&s| s != out).collect();
    }
    let last = standings
        .board
        .as_ref()
        .map_or(usize::MAX, crate::rules::board::Board::last);
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

/// Whether `points` is a total the cards a player holds (any count in `counts`) can
/// make; where not, the totals they can make, in words' numbers (`50 to 230`).
///
/// # Errors
/// The totals that can be made, described.
pub fn points_made(
    session: &Session,
    counts: std::ops::RangeInclusive<usize>,
    points: u32,
) -> Result<(), Totals> {
    let rules = session.rules();
    let scoring = session.scoring();
    if !scoring.face_value && !points.is_multiple_of(5) {
        let mut totals = std::collections::BTreeSet::new();
        for k in counts {
            totals.extend(scoring.totals(&rules.copies, k));
        }
        return Err(describe_totals(&totals, scoring.face_value));
    }
    let can_make = counts.clone().any(|k| {
        let (w, sk, st, numbers) = rules.copies.whole(k);
        scoring.makes(k, points, w, sk, st, &numbers)
    });
    if can_make {
        return Ok(());
    }
    let mut totals = std::collections::BTreeSet::new();
    for k in counts {
        totals.extend(scoring.totals(&rules.copies, k));
    }
    Err(describe_totals(&totals, scoring.face_value))
}
