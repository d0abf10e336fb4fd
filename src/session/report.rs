//! What `status` and `history` report, typed: the standings and the score pad with
//! names in place of seats, ready to print as JSON (and for stats and exports).

use serde::Serialize;

use crate::rules::edition::Progress;

use super::record::Session;
use super::seats::Moved;
use super::standings::Decided;
use super::standings::Standings;

/// Where the game stands.
#[derive(Debug, Clone, Serialize)]
pub struct Status {
    pub edition: String,
    pub variation: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phases_to_win: Option<u8>,
    /// Hands played.
    pub hands: usize,
    /// Who deals the next hand.
    pub dealer: String,
    pub players: Vec<PlayerStatus>,
    pub winner: Option<String>,
    pub decided: Option<Decided>,
    /// The players tied after the fewest-points rule, who replay the last phase.
    pub tiebreak: Option<Vec<String>>,
    /// The next hand is that replay.
    pub replay_next: bool,
    pub leader: Option<String>,
    /// Twist: the board's spaces.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<Vec<String>>,
    /// Flip: the side in play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side: Option<crate::rules::edition::Side>,
    /// The house rules the table plays (none: the rules as printed).
    pub house_rules: Vec<super::record::HouseRule>,
    /// The table's own phases, in order (none: the edition's table).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub phase_list: Vec<String>,
}

/// One player's standing.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerStatus {
    pub name: String,
    /// 1-based seat.
    pub seat: usize,
    pub score: u32,
    /// The phase played next (in-order editions, twist numbered spaces).
    pub phase: Option<u8>,
    pub completed: Vec<u8>,
    pub finished: bool,
    /// Twist: the pawn's space (index) and what is on it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub space: Option<String>,
    /// Twist: where the pawn stands, in the words of every sheet ("T (2 or 3)",
    /// "past 10").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pawn: Option<String>,
    /// Masters: the phase cards not completed, and the save pile.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub open: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub saved: Option<Vec<String>>,
    /// Sits in the next hand (false: got up from the table, or not yet sat down).
    pub at_table: bool,
    /// Sat down mid-game: the first hand played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub joined_from: Option<usize>,
    /// Got up mid-game: the last hand played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub left_after: Option<usize>,
}

/// The hand being played: the side in play (flip), the groups laid, what each player
/// has put down and the phase each laid (`table --json`).
#[derive(Debug, Clone, Serialize)]
pub struct TableReport {
    /// The hand's number (none once the game is over: no hand is being played).
    pub hand: Option<usize>,
    pub side: Option<crate::rules::edition::Side>,
    pub groups: Vec<super::on_table::GroupView>,
    pub put_down: std::collections::BTreeMap<String, usize>,
    pub laid: std::collections::BTreeMap<String, String>,
}

/// The hand being played as reported.
pub fn table(session: &Session, standings: &Standings) -> TableReport {
    let table = &standings.table;
    let seated = standings.seated();
    TableReport {
        hand: (!standings.is_over()).then_some(session.hands.len() + 1),
        side: session.rules().deck.two_sided().then_some(table.side),
        groups: super::table::group_views(session, table),
        put_down: seated
            .iter()
            .map(|&s| (session.players[s].clone(), table.put_down[s]))
            .collect(),
        laid: seated
            .iter()
            .filter_map(|&s| {
                table.laid[s]
                    .as_ref()
                    .map(|a| (session.players[s].clone(), a.describe()))
            })
            .collect(),
    }
}

/// The score pad: one row per hand.
#[derive(Debug, Clone, Serialize)]
pub struct Pad {
    pub edition: String,
    pub hands: Vec<PadHand>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PadHand {
    pub number: usize,
    pub dealer: String,
    pub out: Option<String>,
    pub replay: bool,
    pub players: Vec<PadEntry>,
    /// The groups laid, when the hand was refereed live.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub groups: Option<Vec<super::on_table::GroupView>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PadEntry {
    pub name: String,
    pub played: bool,
    pub attempt: Option<String>,
    pub made: bool,
    pub out: bool,
    pub points: Option<u32>,
    pub total: u32,
    /// Twist only (null elsewhere).
    pub position: Option<usize>,
    pub finished: Option<bool>,
    /// Twist: where the pawn stood, in the words of every sheet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pawn: Option<String>,
}

/// The standings as reported.
pub fn status(session: &Session, standings: &Standings) -> Status {
    let name = |s: usize| session.players[s].clone();
    let board = standings.board.as_ref();
    let masters = session.rules().progress == Progress::Chosen;
    let next = standings.hands.len() + 1;
    let moved: Vec<_> = (0..standings.players.len())
        .map(|seat| super::seats::moved(session, seat, next))
        .collect();
    let players = standings
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| PlayerStatus {
            name: p.name.clone(),
            seat: seat + 1,
            score: p.score,
            phase: super::progress::next_phase_number(session, standings, seat),
            completed: p.completed.clone(),
            finished: p.finished,
            position: board.map(|_| p.position),
            // (A pawn past Phase 10 stays on its space: "past 10", as the pawn reads.)
            space: board.map(|b| {
                if p.finished {
                    b.pawn(p.position, true).to_string()
                } else {
                    b.spaces[p.position].to_string()
                }
            }),
            pawn: board.map(|b| b.pawn(p.position, p.finished).to_string()),
            open: masters.then(|| (1..=10u8).filter(|n| !p.completed.contains(n)).collect()),
            saved: session
                .rules()
                .save_pile
                .then(|| p.saved.iter().map(ToString::to_string).collect()),
            at_table: standings.seating.sits(seat, next),
            joined_from: match moved[seat] {
                Some(Moved::JoinedFrom(h)) => Some(h),
                _ => None,
            },
            left_after: match moved[seat] {
                Some(Moved::LeftAfter(h)) => Some(h),
                _ => None,
            },
        })
        .collect();
    Status {
        edition: session.edition.to_string(),
        variation: session.variation.name(),
        phases_to_win: session.phases_to_win,
        hands: standings.hands.len(),
        dealer: name(standings.dealer),
        players,
        winner: standings.winner.map(name),
        decided: standings.decided,
        tiebreak: standings
            .tiebreak
            .as_ref()
            .map(|t| t.iter().map(|&s| name(s)).collect()),
        replay_next: standings.replay_pending(),
        leader: super::winner::leader(session, standings).map(name),
        board: board.map(|b| b.spaces.iter().map(ToString::to_string).collect()),
        house_rules: session.house_rules(),
        phase_list: session.phase_list.clone(),
        side: session
            .rules()
            .deck
            .two_sided()
            .then_some(standings.table.side),
    }
}

/// The score pad as reported.
pub fn pad(session: &Session, standings: &Standings) -> Pad {
    let twist = standings.board.is_some();
    Pad {
        edition: session.edition.to_string(),
        hands: standings
            .hands
            .iter()
            .map(|h| PadHand {
                number: h.number,
                dealer: session.players[h.dealer].clone(),
                out: h
                    .entries
                    .iter()
                    .position(|e| e.out)
                    .map(|s| session.players[s].clone()),
                replay: h.replay,
                groups: h
                    .table
                    .as_ref()
                    .map(|t| super::table::group_views(session, t)),
                players: h
                    .entries
                    .iter()
                    .enumerate()
                    .map(|(s, e)| PadEntry {
                        name: session.players[s].clone(),
                        played: e.played,
                        attempt: e.attempt.clone(),
                        made: e.made,
                        out: e.out,
                        points: e.points,
                        total: e.total,
                        position: twist.then_some(e.position),
                        finished: twist.then_some(e.finished),
                        pawn: standings
                            .board
                            .as_ref()
                            .map(|b| b.pawn(e.position, e.finished).to_string()),
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// Something that happened in the game, for the list of events a face shows.
#[derive(Debug, Clone, PartialEq)]
pub enum Happened {
    /// A hand recorded: who went out (none: a replay with no one out), who else made it.
    Hand {
        number: usize,
        out: Option<usize>,
        made: Vec<usize>,
    },
    /// A play of the hand being played, as recorded.
    Play(super::record::Play),
    /// A Flip card: the side it turned up.
    Flip(crate::rules::edition::Side),
    /// The game won (several: a shared win).
    Won(Vec<usize>),
}

/// The last `most` things that happened, oldest first: the hands recorded, the plays
/// of the hand being played, the win. Only those are looked at: the cost does not grow
/// with the game.
#[must_use]
pub fn happened(session: &Session, standings: &Standings, most: usize) -> Vec<Happened> {
    let mut out = Vec::new();
    let winners = standings.winners();
    if !winners.is_empty() {
        out.push(Happened::Won(winners));
    }
    // The plays of the hand being played, each flip with the side it turned up.
    let mut side = crate::rules::edition::Side::Color;
    let plays: Vec<Happened> = session
        .plays
        .iter()
        .map(|p| {
            if p.flip {
                side = side.flipped();
                Happened::Flip(side)
            } else {
                Happened::Play(p.clone())
            }
        })
        .collect();
    out.extend(plays.into_iter().rev());
    for row in standings.hands.iter().rev() {
        if out.len() >= most {
            break;
        }
        let out_seat = row.entries.iter().position(|e| e.out);
        out.push(Happened::Hand {
            number: row.number,
            out: out_seat,
            made: (0..row.entries.len())
                .filter(|&s| row.entries[s].made && Some(s) != out_seat)
                .collect(),
        });
    }
    out.truncate(most);
    out.reverse();
    out
}

/// What an undo took back, between the record as it was (`before`) and as it is now
/// (`after`): the last plays of the hand in play, the last hands, or the game's end.
/// `None` where nothing was taken back (a change that added or replaced).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TakenBack {
    /// The last `n` plays of the hand in play.
    Plays(usize),
    /// The last `n` hands recorded.
    Hands(usize),
    /// The game's end.
    End,
}

/// What was taken back from `before` to leave `after`, if that is all that changed.
pub fn taken_back(before: &Session, after: &Session) -> Option<TakenBack> {
    let (b, a) = (before, after);
    if a.players != b.players {
        return None;
    }
    if a.end.len() < b.end.len() && a.hands == b.hands && a.plays == b.plays {
        return Some(TakenBack::End);
    }
    if a.hands.len() < b.hands.len() && b.hands.starts_with(&a.hands) && a.end == b.end {
        return Some(TakenBack::Hands(b.hands.len() - a.hands.len()));
    }
    if a.hands == b.hands
        && a.end == b.end
        && a.plays.len() < b.plays.len()
        && b.plays.starts_with(&a.plays)
    {
        return Some(TakenBack::Plays(b.plays.len() - a.plays.len()));
    }
    None
}
