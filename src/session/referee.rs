//! The referee: plays the hands through, one small step after another, into the
//! standings. Each step checks one thing the rules ask of a hand and refuses it with
//! a typed [`Refusal`]; nothing changes until every step has passed.

use std::collections::BTreeMap;

use crate::card;
use crate::edition::Side;
use crate::solver::{self, Table};

use super::problem::{Problem, Refusal};
use super::record::{Hand, Session};
use super::standings::{Attempt, Player, Standings};

/// A hand's map (by name) as one entry a seat; a name must be a seated player.
fn by_seat<'h, T: Copy + 'h, V: 'h>(
    n: usize,
    field: &'static str,
    map: &'h BTreeMap<String, V>,
    known: &dyn Fn(&str, &'static str) -> Result<usize, Refusal>,
    value: impl Fn(&'h V) -> T,
) -> Result<Vec<Option<T>>, Refusal> {
    let mut seats = vec![None; n];
    for (name, v) in map {
        let s = known(name, field)?;
        seats[s].get_or_insert(value(v));
    }
    Ok(seats)
}

/// A hand's entries with every name resolved to its seat once (names match in any case).
pub(crate) struct BySeat<'h> {
    pub out: usize,
    /// Made their phase this hand (the player who went out did).
    pub made: Vec<bool>,
    /// The players sitting in this hand.
    pub seated: Vec<usize>,
    /// The replay of the last phase between tied players.
    pub replay: bool,
    pub side: Side,
    pub attempt: Vec<Option<u8>>,
    pub choose: Vec<Option<u8>>,
    pub twist_card: Vec<Option<u8>>,
    pub points: Vec<Option<u32>>,
    pub left: Vec<Option<&'h str>>,
    pub laid: Vec<Option<&'h str>>,
    pub save: Vec<Option<&'h str>>,
    pub unsave: Vec<Option<&'h str>>,
}

impl Session {
    /// Plays every hand through: the standings, or the first thing that does not make
    /// sense, and where.
    ///
    /// # Errors
    /// A setting or a hand the rules refuse.
    pub fn standings(&self) -> Result<Standings, Problem> {
        let board = self.check_settings()?;
        let mut standings = Standings {
            players: self
                .players
                .iter()
                .map(|name| Player {
                    name: name.clone(),
                    score: 0,
                    completed: Vec::new(),
                    next: 0,
                    position: 0,
                    finished: false,
                    saved: Vec::new(),
                })
                .collect(),
            hands: Vec::new(),
            dealer: self.seat(&self.dealer).expect("checked"),
            winner: None,
            decided: None,
            tiebreak: None,
            board,
        };
        for (i, hand) in self.hands.iter().enumerate() {
            self.referee(&mut standings, hand)
                .map_err(|refusal| Problem {
                    hand: Some(i + 1),
                    key: None,
                    refusal: Box::new(refusal),
                })?;
        }
        Ok(standings)
    }

    /// One hand: the pipeline of checks, then the standings move on.
    fn referee(&self, standings: &mut Standings, hand: &Hand) -> Result<(), Refusal> {
        if let Some(w) = standings.winner {
            return Err(Refusal::AlreadyWon {
                winner: self.players[w].clone(),
                hands: standings.hands.len(),
            });
        }
        self.check_capabilities(hand)?;
        let said = self.resolve(standings, hand)?;
        let attempts = self.attempts(standings, &said)?;
        self.check_laid(&said, &attempts)?;
        let moved = self.moves(standings, &said, &attempts);
        let points = self.score(standings, &said, &attempts, &moved)?;
        let piles = self.save_piles(standings, &said)?;
        let finishers = self.advance(standings, &said, &attempts, &points, &moved, piles);
        self.decide(standings, &said, &points, &finishers);
        Ok(())
    }

    /// The fields of a hand that this edition has no use for.
    fn check_capabilities(&self, hand: &Hand) -> Result<(), Refusal> {
        let rules = self.rules();
        let refuse = |field, why| Err(Refusal::NotThisEdition { field, why });
        if !hand.attempt.is_empty() && rules.progress != crate::edition::Progress::Chosen {
            return refuse("attempt", "only masters players choose their phase card");
        }
        if !rules.save_pile && (!hand.save.is_empty() || !hand.unsave.is_empty()) {
            return refuse("save/unsave", "only masters has save piles");
        }
        if rules.board.is_none() && !(hand.choose.is_empty() && hand.twist_card.is_empty()) {
            return refuse("choose/twist-card", "only twist has Twist spaces");
        }
        if hand.side.is_some() && rules.deck != crate::edition::Deck::Flip {
            return refuse("side", "only flip cards have two sides");
        }
        Ok(())
    }

    /// Every name in the hand, resolved to a seated player.
    pub(crate) fn resolve<'h>(
        &self,
        standings: &Standings,
        hand: &'h Hand,
    ) -> Result<BySeat<'h>, Refusal> {
        let seated = self.seated(standings);
        let replay = self.replay_pending(standings);
        let known = |name: &str, field: &'static str| -> Result<usize, Refusal> {
            let s = self.seat(name).ok_or_else(|| Refusal::NotAPlayer {
                field,
                name: name.to_string(),
                players: self.players.join(", "),
            })?;
            if !seated.contains(&s) {
                return Err(Refusal::NotInReplay {
                    field,
                    name: self.players[s].clone(),
                    seated: self.names(&seated),
                });
            }
            Ok(s)
        };
        let n = self.players.len();
        let out = known(&hand.out, "out")?;
        let mut made = vec![false; n];
        made[out] = true;
        for m in &hand.made {
            made[known(m, "made")?] = true;
        }
        let said = BySeat {
            out,
            made,
            replay,
            side: hand.side.unwrap_or_default(),
            attempt: by_seat(n, "attempt", &hand.attempt, &known, |v| *v)?,
            choose: by_seat(n, "choose", &hand.choose, &known, |v| *v)?,
            twist_card: by_seat(n, "twist-card", &hand.twist_card, &known, |v| *v)?,
            points: by_seat(n, "points", &hand.points, &known, |v| *v)?,
            left: by_seat(n, "left", &hand.left, &known, String::as_str)?,
            laid: by_seat(n, "laid", &hand.laid, &known, String::as_str)?,
            save: by_seat(n, "save", &hand.save, &known, String::as_str)?,
            unsave: by_seat(n, "unsave", &hand.unsave, &known, String::as_str)?,
            seated,
        };
        if replay {
            let quiet = hand.points.is_empty()
                && hand.left.is_empty()
                && hand.laid.is_empty()
                && hand.made.is_empty()
                && hand.save.is_empty()
                && hand.unsave.is_empty();
            if !quiet {
                return Err(Refusal::ReplayRecordsOut(self.names(&said.seated)));
            }
        }
        Ok(said)
    }

    /// The phase each seated player attempts.
    pub(crate) fn attempts(
        &self,
        standings: &Standings,
        said: &BySeat,
    ) -> Result<Vec<Option<Attempt>>, Refusal> {
        (0..self.players.len())
            .map(|s| {
                if said.seated.contains(&s) {
                    self.attempt(standings, s, said).map(Some)
                } else {
                    Ok(None)
                }
            })
            .collect()
    }

    /// Phases laid: checked by the solver against the phase attempted.
    fn check_laid(&self, said: &BySeat, attempts: &[Option<Attempt>]) -> Result<(), Refusal> {
        let table = Table {
            side: said.side,
            natural: self.natural,
            scoring: self.scoring(),
        };
        for (s, cards) in said.laid.iter().enumerate() {
            let Some(cards) = cards else { continue };
            let name = &self.players[s];
            if !said.made[s] {
                return Err(Refusal::LaidNotMade(name.clone()));
            }
            let attempt = attempts[s].as_ref().expect("seated");
            let groups = card::parse_grouped(cards, self.rules().deck, said.side).map_err(|e| {
                Refusal::BadCards {
                    what: "laid",
                    name: name.clone(),
                    error: e.to_string(),
                }
            })?;
            let verdict = solver::check_grouped(&groups, &attempt.phase, &table);
            if !verdict.valid {
                return Err(Refusal::NotThePhase {
                    name: name.clone(),
                    cards: cards.trim().to_string(),
                    phase: attempt.describe(),
                    reason: verdict.reason.unwrap_or_default(),
                });
            }
        }
        Ok(())
    }
}
