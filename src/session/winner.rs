//! The winner: who finished first, and the tiebreaks of each edition.

use crate::rules::edition::Variation;

use super::record::Session;
use super::said::BySeat;
use super::standings::{Decided, Standings};

/// Whether the hand just played decided the game, and how.
pub(crate) fn decide(
    session: &Session,
    standings: &mut Standings,
    said: &BySeat,
    points: &[Option<u32>],
    finishers: &[usize],
) {
    if said.replay {
        standings.winner = Some(said.out);
        standings.decided = Some(Decided::Replay);
        return;
    }
    if session.variation == Variation::TenHands {
        if standings.hands.len() >= 10 {
            // Those at the table for the last hand.
            let all = standings.seating.sitting(standings.hands.len());
            fewest_points(standings, &all, Decided::LowestTotal);
        }
        return;
    }
    match finishers {
        [] => {}
        [only] => {
            standings.winner = Some(*only);
            standings.decided = Some(Decided::First);
        }
        // No running score (twist): who went out, then the cards left.
        _ if !session.rules().keeps_score => {
            if finishers.contains(&said.out) {
                standings.winner = Some(said.out);
                standings.decided = Some(Decided::WentOut);
                return;
            }
            let left = |s: usize| points[s].unwrap_or(0);
            let best = finishers.iter().map(|&s| left(s)).min().unwrap_or(0);
            let tied: Vec<usize> = finishers
                .iter()
                .copied()
                .filter(|&s| left(s) == best)
                .collect();
            if let [only] = tied[..] {
                standings.winner = Some(only);
                standings.decided = Some(Decided::CardsLeft);
            } else {
                standings.tiebreak = Some(tied);
            }
        }
        _ => fewest_points(standings, finishers, Decided::FewestPoints),
    }
}

/// The leader: the winner, else the one ahead (alone), by the edition's measure:
/// board position (twist), the lowest total (ten hands), else phases made, then
/// the lowest total.
pub fn leader(session: &Session, standings: &Standings) -> Option<usize> {
    if standings.winner.is_some() {
        return standings.winner;
    }
    if standings.hands.is_empty() {
        return None;
    }
    let key = measure(session, standings);
    // Only those at the table lead.
    let seats = standings.seating.sitting(standings.hands.len() + 1);
    let best = seats.iter().map(|&s| key(s)).max()?;
    let top: Vec<usize> = seats.into_iter().filter(|&s| key(s) == best).collect();
    (top.len() == 1).then(|| top[0])
}

/// The game ended early: the furthest on wins by the edition's measure (the board
/// space in twist, the lowest total in ten hands, else the phases made, then the
/// lowest total); players still tied share it (in `tiebreak`, with no replay).
pub(crate) fn end_early(session: &Session, standings: &mut Standings) {
    let top: Vec<usize> = {
        let key = measure(session, standings);
        // Among those still at the table.
        let seats = standings.seating.sitting(standings.hands.len() + 1);
        let Some(best) = seats.iter().map(|&s| key(s)).max() else {
            return;
        };
        seats.into_iter().filter(|&s| key(s) == best).collect()
    };
    standings.decided = Some(Decided::Ended);
    standings.tiebreak = None;
    match top[..] {
        [only] => standings.winner = Some(only),
        _ => standings.tiebreak = Some(top),
    }
}

/// How far on a player is, by the edition's measure (more is further).
fn measure<'a>(session: &Session, standings: &'a Standings) -> impl Fn(usize) -> (i64, i64) + 'a {
    let board = standings.board.is_some();
    let ten_hands = session.variation == Variation::TenHands;
    move |s: usize| {
        let p = &standings.players[s];
        let score = -i64::from(p.score);
        if board {
            // Past Phase 10 is further than on its space (the pawn stays on the last).
            (p.position as i64, i64::from(p.finished))
        } else if ten_hands {
            (score, 0)
        } else {
            (p.completed.len() as i64, score)
        }
    }
}

/// Among `among`, the fewest total points wins; a tie goes to a replay.
fn fewest_points(standings: &mut Standings, among: &[usize], how: Decided) {
    let score = |s: usize| standings.players[s].score;
    let best = among.iter().map(|&s| score(s)).min().unwrap_or(0);
    let tied: Vec<usize> = among
        .iter()
        .copied()
        .filter(|&s| score(s) == best)
        .collect();
    if let [only] = tied[..] {
        standings.winner = Some(only);
        standings.decided = Some(how);
    } else {
        standings.tiebreak = Some(tied);
    }
}

/// Each seat's place in a finished game, 1 the best, tied players sharing a place (and
/// the next place after them skipped: 1, 2, 2, 4): the winners first, together; then
/// those at the table at the end by the edition's measure (as [`leader`] and the early
/// end read it); then those who got up before the end, by the same measure. A player
/// who sat down late is placed by where they stand, like everyone else.
#[must_use]
pub fn places(session: &Session, standings: &Standings) -> Vec<usize> {
    let winners = standings.winners();
    let key = measure(session, standings);
    let end = standings.hands.len().max(1);
    let stayed = |s: usize| standings.seating.sits(s, end);
    let rank = |s: usize| (winners.contains(&s), stayed(s), key(s));
    let seats = session.players.len();
    (0..seats)
        .map(|s| 1 + (0..seats).filter(|&o| rank(o) > rank(s)).count())
        .collect()
}
