//! Progress, edition by edition: the phase each player attempts in a hand (the next in
//! order, the board space or Twist choice, the chosen phase card), and how players move
//! on after it.

use crate::rules::board::Space;
use crate::rules::card::Card;
use crate::rules::edition::{Progress, Variation};

use super::on_table::Attempt;
use super::problem::{BadInput, Refusal, Ruling};
use super::record::Session;
use super::said::{BySeat, Choice};
use super::standings::{Entry, PadRow, Player, Standings};

fn numbered(session: &Session, n: u8) -> Attempt {
    Attempt {
        phase: session.phase(n).expect("1 to 10"),
        number: n,
        twist_card: false,
    }
}

/// The phase a seated player attempts in a hand, given its recorded choices.
pub(crate) fn attempt(
    session: &Session,
    standings: &Standings,
    seat: usize,
    choice: Choice,
) -> Result<Attempt, Refusal> {
    let name = &session.players[seat];
    let (seq, target) = session.sequence();
    if standings.replay_pending() {
        return Ok(numbered(session, seq[target - 1]));
    }
    let p = &standings.players[seat];
    match session.rules().progress {
        Progress::InOrder => {
            let i = in_order(session, standings, p);
            Ok(numbered(session, seq[i.min(seq.len() - 1)]))
        }
        Progress::Chosen => {
            let number = choice
                .attempt
                .ok_or_else(|| BadInput::NoPhaseCard(name.clone()))?;
            if !(1..=10).contains(&number) {
                return Err(BadInput::PhaseCardRange {
                    name: name.clone(),
                    number,
                }
                .into());
            }
            if p.completed.contains(&number) {
                return Err(Ruling::PhaseCardDone {
                    name: name.clone(),
                    number,
                    open: open_phases(p),
                }
                .into());
            }
            Ok(numbered(session, number))
        }
        Progress::Board => {
            let board = standings.board.as_ref().expect("twist has a board");
            let (chose, card) = (choice.choose, choice.twist_card);
            match board.spaces[p.position] {
                Space::Phase(space) => {
                    if chose.is_some() || card.is_some() {
                        return Err(BadInput::NotOnTwistSpace {
                            name: name.clone(),
                            space,
                        }
                        .into());
                    }
                    Ok(numbered(session, space))
                }
                Space::Twist => {
                    let (before, after) = board.neighbours(p.position);
                    match (chose, card) {
                        (Some(c), None) if c == before || c == after => Ok(numbered(session, c)),
                        (Some(chose), None) => Err(Ruling::NotBeside {
                            name: name.clone(),
                            before,
                            after,
                            chose,
                        }
                        .into()),
                        (None, Some(number)) => {
                            let phase = session.edition.twist_card(number).ok_or_else(|| {
                                BadInput::TwistCardRange {
                                    name: name.clone(),
                                    number,
                                }
                            })?;
                            Ok(Attempt {
                                phase,
                                number,
                                twist_card: true,
                            })
                        }
                        (Some(_), Some(_)) => Err(BadInput::ChoiceAndCard(name.clone()).into()),
                        (None, None) => Err(BadInput::NoTwistChoice {
                            name: name.clone(),
                            before,
                            after,
                        }
                        .into()),
                    }
                }
            }
        }
    }
}

/// In-order editions: where a player is in the sequence of phases (ten hands: every
/// player moves on every hand).
fn in_order(session: &Session, standings: &Standings, p: &Player) -> usize {
    if session.variation == Variation::TenHands {
        standings.hands.len()
    } else {
        p.next
    }
}

/// Masters: the phase cards a player has not completed.
#[must_use]
pub(crate) fn open_phases(p: &Player) -> String {
    (1..=10u8)
        .filter(|n| !p.completed.contains(n))
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Twist: each seated player's space after the hand (past the board when > last).
pub(crate) fn moves(
    session: &Session,
    standings: &Standings,
    said: &BySeat,
    attempts: &[Option<Attempt>],
) -> Vec<Option<usize>> {
    let mut moved = vec![None; session.players.len()];
    let (Some(board), Some((numbered, card))) = (&standings.board, session.rules().moves) else {
        return moved;
    };
    for &s in &said.seated {
        let p = &standings.players[s];
        let twist_card = attempts[s].as_ref().is_some_and(|a| a.twist_card);
        let moves = if twist_card { card } else { numbered };
        let step = match (s == said.out, said.made[s]) {
            (true, _) => moves.out,
            (false, true) => moves.made,
            // A pawn on the Phase 10 space stays there until it makes Phase 10.
            (false, false) if p.position == board.last() => 0,
            (false, false) => moves.missed,
        };
        // Never before the first space.
        let to = i64::try_from(p.position).unwrap_or(0) + step;
        let mut to = usize::try_from(to.max(0)).unwrap_or(0);
        // Past the Phase 10 space only with Phase 10 laid, or by a 2- or 3-space
        // move from one of the two spaces before it; else the pawn stops on it (house
        // rule `twist_pass = "any"`: any move past it finishes).
        let last = board.last();
        let laid_ten = said.made[s]
            && attempts[s]
                .as_ref()
                .is_some_and(|a| !a.twist_card && a.number == 10);
        let jump = matches!(step, 2 | 3) && p.position + 2 >= last && p.position < last;
        let barrier = session.twist_pass == super::TwistPass::Barrier;
        if to > last && barrier && !laid_ten && !jump {
            to = last;
        }
        moved[s] = Some(to);
    }
    moved
}

/// Everything checks: scores, phases and pawns move on, the hand joins the score
/// pad. The players who finished in this hand.
pub(crate) fn advance(
    session: &Session,
    standings: &mut Standings,
    said: &BySeat,
    attempts: &[Option<Attempt>],
    points: &[Option<u32>],
    moved: &[Option<usize>],
    mut piles: Vec<Vec<Card>>,
) -> Vec<usize> {
    let rules = session.rules();
    let (_, target) = session.sequence();
    let last = standings
        .board
        .as_ref()
        .map(crate::rules::board::Board::last);
    let mut entries = Vec::with_capacity(session.players.len());
    let mut finishers = Vec::new();
    for (s, p) in standings.players.iter_mut().enumerate() {
        let sat = said.seated.contains(&s);
        let made = said.made[s];
        if sat && !said.replay {
            if let Some(pts) = points[s].filter(|_| rules.keeps_score) {
                p.score += pts;
            }
            let attempt = attempts[s].as_ref().expect("seated");
            if made && !attempt.twist_card {
                p.completed.push(attempt.number);
            }
            if rules.save_pile {
                p.saved = std::mem::take(&mut piles[s]);
            }
            let finished = match rules.progress {
                Progress::InOrder => {
                    if made || session.variation == Variation::TenHands {
                        p.next += 1;
                    }
                    session.variation != Variation::TenHands && made && p.completed.len() >= target
                }
                Progress::Chosen => made && p.completed.len() >= 10,
                Progress::Board => {
                    let last = last.expect("board");
                    let to = moved[s].expect("seated");
                    p.position = to.min(last);
                    to > last
                }
            };
            if finished {
                p.finished = true;
                finishers.push(s);
            }
        }
        entries.push(Entry {
            played: sat,
            attempt: attempts[s].as_ref().map(Attempt::label),
            made: sat && made && !said.replay,
            out: s == said.out,
            points: points[s],
            total: p.score,
            position: p.position,
            finished: p.finished,
        });
    }
    standings.hands.push(PadRow {
        number: standings.hands.len() + 1,
        dealer: standings.dealer,
        replay: said.replay,
        entries,
        table: None,
    });
    // The deal passes to the left, to the next player at the table for the next hand.
    let next = standings.hands.len() + 1;
    let n = session.players.len();
    standings.dealer = (1..=n)
        .map(|k| (standings.dealer + k) % n)
        .find(|&s| standings.seating.sits(s, next))
        .unwrap_or((standings.dealer + 1) % n);
    finishers
}

/// The phase a player plays next, for the standings ("3", "T").
#[must_use]
pub fn next_phase(session: &Session, standings: &Standings, seat: usize) -> Option<String> {
    if standings.is_over() {
        return None;
    }
    let (seq, target) = session.sequence();
    if standings.replay_pending() {
        return standings
            .seated()
            .contains(&seat)
            .then(|| seq[target - 1].to_string());
    }
    let p = &standings.players[seat];
    match session.rules().progress {
        Progress::InOrder => seq
            .get(in_order(session, standings, p))
            .map(ToString::to_string),
        Progress::Chosen => None,
        Progress::Board => standings
            .board
            .as_ref()
            .map(|b| b.spaces[p.position].to_string()),
    }
}

/// The phase number the player plays next (in-order editions and twist numbered spaces).
#[must_use]
pub fn next_phase_number(session: &Session, standings: &Standings, seat: usize) -> Option<u8> {
    super::progress::next_phase(session, standings, seat).and_then(|s| s.parse().ok())
}

/// What a player may lay in the hand being played: the one question every face asks
/// (a check at the table, `check --player`), answered once.
#[derive(Debug, Clone, PartialEq)]
pub enum Playing {
    /// The phase they laid this hand.
    Laid(Attempt),
    /// Their next phase, in order or on the board's numbered space.
    Next(u8),
    /// On a Twist space: either phase beside it.
    Beside(u8, u8),
    /// Masters: no phase card said this hand (they choose one when they lay).
    NoCard,
    /// Past the board, or the game is over: nothing to lay.
    Done,
}

/// What `seat` may lay in the hand being played.
#[must_use]
pub fn playing(session: &Session, standings: &Standings, seat: usize) -> Playing {
    if let Some(a) = &standings.table.laid[seat] {
        return Playing::Laid(a.clone());
    }
    if let Some(n) = next_phase_number(session, standings, seat) {
        return Playing::Next(n);
    }
    let p = &standings.players[seat];
    if standings.is_over() || p.finished {
        return Playing::Done;
    }
    match (&standings.board, session.rules().progress) {
        (Some(board), _) => {
            let (a, b) = board.neighbours(p.position);
            Playing::Beside(a, b)
        }
        (None, Progress::Chosen) => Playing::NoCard,
        (None, _) => Playing::Done,
    }
}
