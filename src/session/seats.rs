//! Who sits at the table in each hand: everyone in `players`, but for those who sat
//! down mid-game (`[[join]]`, from a hand on) and those who got up (`[[leave]]`, after
//! a hand). A player's changes alternate: one who joined sat out the hands before.

use super::document::Block;
use super::problem::{Away, AwayWhy};
use super::problem::{BadInput, Problem};
use super::record::Session;

/// Who sits when, worked out once from a session's joins and leaves (each name found
/// once): for each seat, its changes in hand order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seating {
    changes: Vec<Vec<(usize, bool)>>,
}

impl Seating {
    pub fn of(session: &Session) -> Seating {
        Seating {
            changes: schedule(session),
        }
    }

    /// Whether the player at `seat` sits in hand `hand` (1-based).
    pub fn sits(&self, seat: usize, hand: usize) -> bool {
        self.changes.get(seat).is_none_or(|c| sits_by(c, hand))
    }

    /// The players who sit in hand `hand`, in seat order.
    pub fn sitting(&self, hand: usize) -> Vec<usize> {
        (0..self.changes.len())
            .filter(|&s| self.sits(s, hand))
            .collect()
    }

    /// The players who sit down for the first time from hand `hand`.
    pub fn newcomers(&self, hand: usize) -> Vec<usize> {
        (0..self.changes.len())
            .filter(|&s| self.changes[s].first() == Some(&(hand, true)))
            .collect()
    }
}

/// Every player's joins and leaves in hand order (by seat): the first hand each holds
/// for, and whether the player sits from it. Each name is found once.
fn schedule(session: &Session) -> Vec<Vec<(usize, bool)>> {
    let mut all = vec![Vec::new(); session.players.len()];
    let joins = session.joins.iter().map(|j| (&j.player, j.from_hand, true));
    let leaves = session
        .leaves
        .iter()
        .map(|l| (&l.player, l.after_hand + 1, false));
    for (name, from, sits) in joins.chain(leaves) {
        if let Some(s) = session.seat(name) {
            all[s].push((from, sits));
        }
    }
    for changes in &mut all {
        changes.sort_unstable();
    }
    all
}

/// One player's joins and leaves in hand order.
fn changes(session: &Session, seat: usize) -> Vec<(usize, bool)> {
    let mut changes: Vec<(usize, bool)> = session
        .joins
        .iter()
        .filter(|j| session.seat(&j.player) == Some(seat))
        .map(|j| (j.from_hand, true))
        .chain(
            session
                .leaves
                .iter()
                .filter(|l| session.seat(&l.player) == Some(seat))
                .map(|l| (l.after_hand + 1, false)),
        )
        .collect();
    changes.sort_unstable();
    changes
}

/// Whether one with these changes sits in hand `hand`.
fn sits_by(changes: &[(usize, bool)], hand: usize) -> bool {
    // One who joined first was not there before.
    let mut sits = changes.first().is_none_or(|&(_, joins)| !joins);
    for &(from, now) in changes {
        if from <= hand {
            sits = now;
        }
    }
    sits
}

/// Whether the player at `seat` sits in hand `hand` (1-based).
pub fn sits(session: &Session, seat: usize, hand: usize) -> bool {
    if session.joins.is_empty() && session.leaves.is_empty() {
        return true;
    }
    sits_by(&changes(session, seat), hand)
}

/// The players who sit in hand `hand`, in seat order.
pub fn sitting(session: &Session, hand: usize) -> Vec<usize> {
    if session.joins.is_empty() && session.leaves.is_empty() {
        return (0..session.players.len()).collect();
    }
    let all = schedule(session);
    (0..session.players.len())
        .filter(|&s| sits_by(&all[s], hand))
        .collect()
}

/// Newcomers sitting down from hand `hand` start with the highest total of the players
/// at the table (where the edition keeps a score): sitting out is no head start.
pub(crate) fn seat_newcomers(session: &Session, standings: &mut super::Standings, hand: usize) {
    if !session.rules().keeps_score {
        return;
    }
    let new = standings.seating.newcomers(hand);
    if new.is_empty() {
        return;
    }
    let top = standings
        .seating
        .sitting(hand)
        .into_iter()
        .filter(|s| !new.contains(s))
        .map(|s| standings.players[s].score)
        .max()
        .unwrap_or(0);
    for s in new {
        standings.players[s].score = top;
    }
}

/// Why a player does not sit in hand `hand`, in words: "Zoë sits down from hand 4",
/// "Bob got up after hand 6".
pub fn why_away(session: &Session, seat: usize, hand: usize) -> Away {
    let name = session.players[seat].clone();
    let changes = changes(session, seat);
    let why = match changes.iter().rev().find(|&&(from, _)| from <= hand) {
        Some(&(from, false)) => AwayWhy::GotUpAfter(from - 1),
        _ => match changes.iter().find(|&&(from, joins)| joins && from > hand) {
            Some(&(from, _)) => AwayWhy::SitsDownFrom(from),
            None => AwayWhy::NotAtTable,
        },
    };
    Away { name, why }
}

/// Where a player stands as of hand `hand` (the next to play), where they joined or
/// left: the hand they sat down from, or the last hand they played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moved {
    JoinedFrom(usize),
    LeftAfter(usize),
}

/// The player's last join or leave up to hand `hand`, if any.
pub fn moved(session: &Session, seat: usize, hand: usize) -> Option<Moved> {
    let changes = changes(session, seat);
    let &(from, sits) = changes.iter().rev().find(|&&(from, _)| from <= hand)?;
    Some(if sits {
        Moved::JoinedFrom(from)
    } else {
        Moved::LeftAfter(from - 1)
    })
}

/// Checks the joins and leaves: each names a player, a player's changes alternate,
/// the first dealer sits in hand 1, and every hand up to the next has as many players
/// as the edition takes. (Changes for hands still to come are kept for then: the game
/// before an earlier hand, re-entered, is played through with them; see [`reached`].)
pub(crate) fn check(session: &Session) -> Result<(), Problem> {
    let next = session.hands.len() + 1;
    let at = |block, i: usize, why: String| {
        Err(Problem::in_block(block, i + 1, BadInput::Seats(why).into()))
    };
    for (i, j) in session.joins.iter().enumerate() {
        let Some(seat) = session.seat(&j.player) else {
            return Err(Problem::in_block(
                Block::Join,
                i + 1,
                session.not_a_player("player", &j.player),
            ));
        };
        if j.from_hand == 0 {
            let name = &session.players[seat];
            return at(
                Block::Join,
                i,
                format!("{name} joins from hand 0: hands count from 1"),
            );
        }
    }
    for (i, l) in session.leaves.iter().enumerate() {
        if session.seat(&l.player).is_none() {
            return Err(Problem::in_block(
                Block::Leave,
                i + 1,
                session.not_a_player("player", &l.player),
            ));
        }
    }
    for seat in 0..session.players.len() {
        let name = &session.players[seat];
        let changes = changes(session, seat);
        for pair in changes.windows(2) {
            let ((a, a_joins), (b, b_joins)) = (pair[0], pair[1]);
            if a == b || a_joins == b_joins {
                let block = if b_joins { Block::Join } else { Block::Leave };
                let i = if b_joins {
                    session
                        .joins
                        .iter()
                        .position(|j| session.seat(&j.player) == Some(seat) && j.from_hand == b)
                } else {
                    session.leaves.iter().position(|l| {
                        session.seat(&l.player) == Some(seat) && l.after_hand + 1 == b
                    })
                };
                let what = if a == b {
                    format!("{name} both joins and leaves at hand {b}: keep one of them")
                } else if b_joins {
                    format!("{name} joins twice (from hands {a} and {b}) without leaving between")
                } else {
                    format!(
                        "{name} leaves twice (after hands {} and {}) without joining between",
                        a - 1,
                        b - 1
                    )
                };
                return at(block, i.unwrap_or(0), what);
            }
        }
    }
    if let Some(dealer) = session.seat(&session.dealer)
        && !sits(session, dealer, 1)
    {
        return Err(Problem::setting(
            "dealer",
            BadInput::FirstDealerAway(why_away(session, dealer, 1)).into(),
        ));
    }
    let rules = session.rules();
    let seating = Seating::of(session);
    for hand in 1..=next {
        let count = seating.sitting(hand).len();
        if count < rules.min_players || count > rules.max_players {
            if session.joins.is_empty() && session.leaves.is_empty() {
                return Err(Problem::setting(
                    "players",
                    BadInput::PlayerCount {
                        edition: session.edition,
                        min: rules.min_players,
                        max: rules.max_players,
                        count,
                    }
                    .into(),
                ));
            }
            return Err(Problem::setting(
                "players",
                BadInput::Seats(format!(
                    "{} sit in hand {hand}: {} takes {} to {} players",
                    if count == 1 {
                        "1 player would".to_string()
                    } else {
                        format!("{count} players would")
                    },
                    session.edition,
                    rules.min_players,
                    rules.max_players
                ))
                .into(),
            ));
        }
    }
    Ok(())
}

/// Checks that every join and leave is for a hand the whole game has reached: a player
/// sits down for the next hand at the latest, and gets up after a hand played. (For
/// the session file as it is; not for the game before an earlier hand.)
pub fn reached(session: &Session) -> Result<(), Problem> {
    let next = session.hands.len() + 1;
    let played = |n: usize| {
        if n == 1 {
            "1 hand".to_string()
        } else {
            format!("{n} hands")
        }
    };
    for (i, j) in session.joins.iter().enumerate() {
        if j.from_hand > next {
            return Err(Problem::in_block(
                Block::Join,
                i + 1,
                BadInput::Seats(format!(
                    "{} joins from hand {}: the next hand is {next} (a player sits down for the next hand)",
                    j.player, j.from_hand
                ))
                .into(),
            ));
        }
    }
    for (i, l) in session.leaves.iter().enumerate() {
        if l.after_hand >= next {
            return Err(Problem::in_block(
                Block::Leave,
                i + 1,
                BadInput::Seats(format!(
                    "{} leaves after hand {}: the game has {} so far (a player gets up after a hand played)",
                    l.player,
                    l.after_hand,
                    played(next - 1)
                ))
                .into(),
            ));
        }
    }
    Ok(())
}

/// Who deals first in a table's next game: the player after the last game's first
/// dealer, in that game's seating, who plays the next game (`now`, as they are named
/// there). The one rule for the deal moving on, whether the next game is started from
/// the game before (`new --again`, the screen's `new game`) or from the table's name.
#[must_use]
pub fn next_first_dealer(before: &Session, now: &[String]) -> Option<String> {
    let first = before.seat(&before.dealer)?;
    let n = before.players.len();
    (1..=n)
        .map(|k| &before.players[(first + k) % n])
        .find_map(|p| now.iter().find(|m| crate::name::same(m, p)).cloned())
}

/// A newcomer who sat down mid-game where the game keeps a score: the hand they sat
/// down from and the total they started on (the table's highest then: sitting out is
/// no head start). Nothing for one who came back (they keep their own total).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SatDown {
    pub seat: usize,
    pub from_hand: usize,
    pub total: u32,
}

/// Every newcomer who has played a hand, and what they started on.
pub fn sat_down(session: &Session, standings: &super::Standings) -> Vec<SatDown> {
    if !session.rules().keeps_score {
        return Vec::new();
    }
    (0..session.players.len())
        .filter_map(|seat| {
            let (i, row) = standings
                .hands
                .iter()
                .enumerate()
                .find(|(_, h)| h.entries.get(seat).is_some_and(|e| e.played))?;
            let e = &row.entries[seat];
            // One who played the first hand sat at the table from its start.
            (i > 0).then(|| SatDown {
                seat,
                from_hand: row.number,
                total: e.total - e.points.unwrap_or(0),
            })
        })
        .filter(|s| s.total > 0)
        .collect()
}
