//! The table: the groups laid in the hand being played, derived by playing its plays
//! through (a phase laid, cards hit, the Flip side turned). RULES §2–4.

use serde::Serialize;

use crate::card::{self, Card};
use crate::edition::Side;
use crate::group::Laid;
use crate::hit;
use crate::solver::{self, Table as SolverTable};

use super::problem::Refusal;
use super::record::{Play, Session};
use super::referee::Choice;
use super::standings::{Attempt, Standings};

/// The table of a hand: what each player has put down, and the side in play.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OnTable {
    /// Flip: the side in play now.
    pub side: Side,
    pub groups: Vec<TableGroup>,
    /// For each seat: the phase they laid this hand.
    pub laid: Vec<Option<Attempt>>,
    /// For each seat: the cards they put down this hand (laid and hit).
    pub put_down: Vec<usize>,
}

/// One laid group: its owner, which of their groups it is, the cards with each wild's
/// value, and the side it was laid on (completed phases never flip).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableGroup {
    pub owner: usize,
    /// 1-based, in the order the owner laid their groups.
    pub index: usize,
    pub laid: Laid,
    pub side: Side,
}

/// A laid group as `table --json` shows it.
#[derive(Debug, Clone, Serialize)]
pub struct GroupView {
    pub owner: String,
    pub index: usize,
    pub kind: String,
    pub cards: Vec<String>,
}

impl TableGroup {
    /// The group's cards with every wild's value fixed, as it would be typed (`W=7`).
    pub fn cards(&self) -> Vec<Card> {
        fixed(&self.laid)
    }
}

/// A laid group's cards with each wild's value written on it, so that it reads back the
/// same whatever the solver would choose.
pub fn fixed(laid: &Laid) -> Vec<Card> {
    laid.cards
        .iter()
        .zip(&laid.stands)
        .map(|(&c, s)| match (c, s) {
            (Card::Wild | Card::Star { .. }, Some(s)) if s.num.is_some() || s.color.is_some() => {
                let (star, own) = match c {
                    Card::Star { color } => (true, color),
                    _ => (false, None),
                };
                Card::Fixed {
                    star,
                    own,
                    num: s.num,
                    color: if laid.spec.kind.has_color() {
                        s.color
                    } else {
                        None
                    },
                }
            }
            _ => c,
        })
        .collect()
}

impl Session {
    /// Plays a hand's plays through, from the standings before it.
    ///
    /// # Errors
    /// The first play the rules refuse, with its 1-based number.
    pub fn play_through(
        &self,
        standings: &Standings,
        plays: &[Play],
    ) -> Result<OnTable, (usize, Refusal)> {
        let n = self.players.len();
        let mut table = OnTable {
            side: Side::Color,
            groups: Vec::new(),
            laid: vec![None; n],
            put_down: vec![0; n],
        };
        for (i, play) in plays.iter().enumerate() {
            self.play(standings, &mut table, play)
                .map_err(|r| (i + 1, r))?;
        }
        Ok(table)
    }

    /// One play onto the table.
    pub fn play(
        &self,
        standings: &Standings,
        table: &mut OnTable,
        play: &Play,
    ) -> Result<(), Refusal> {
        let what = [play.lay.is_some(), play.hit.is_some(), play.flip];
        if what.iter().filter(|&&b| b).count() != 1 {
            return Err(Refusal::BadPlay);
        }
        if play.flip {
            if !self.rules().deck.two_sided() {
                return Err(Refusal::NotThisEdition {
                    field: "flip",
                    why: "only flip cards have two sides",
                });
            }
            table.side = match table.side {
                Side::Color => Side::Wild,
                Side::Wild => Side::Color,
            };
            return Ok(());
        }
        if self.replay_pending(standings) {
            return Err(Refusal::ReplayRecordsOut(
                self.names(&self.seated(standings)),
            ));
        }
        if let Some(name) = &play.lay {
            let seat = self.seated_player(standings, name, "lay")?;
            self.lay(standings, table, seat, play)
        } else {
            let name = play.hit.as_deref().unwrap_or_default();
            let seat = self.seated_player(standings, name, "hit")?;
            self.hit(table, seat, play)
        }
    }

    fn seated_player(
        &self,
        standings: &Standings,
        name: &str,
        field: &'static str,
    ) -> Result<usize, Refusal> {
        let seat = self
            .seat(name)
            .ok_or_else(|| self.not_a_player(field, name))?;
        if !self.seated(standings).contains(&seat) {
            return Err(Refusal::NotInReplay {
                field,
                name: self.players[seat].clone(),
                seated: self.names(&self.seated(standings)),
            });
        }
        Ok(seat)
    }

    fn lay(
        &self,
        standings: &Standings,
        table: &mut OnTable,
        seat: usize,
        play: &Play,
    ) -> Result<(), Refusal> {
        let name = &self.players[seat];
        if let Some(attempt) = &table.laid[seat] {
            return Err(Refusal::SecondLay {
                name: name.clone(),
                phase: attempt.describe(),
            });
        }
        let choice = Choice {
            attempt: play.attempt,
            choose: play.choose,
            twist_card: play.twist_card,
        };
        let attempt = self.attempt(standings, seat, choice)?;
        let groups =
            card::parse_grouped(&play.cards, self.rules().deck, table.side).map_err(|e| {
                Refusal::BadCards {
                    what: "laid",
                    name: name.clone(),
                    error: e.to_string(),
                }
            })?;
        self.within_deck(table, &groups.concat(), name, "laid")?;
        let rules = SolverTable {
            deck: self.rules().deck,
            side: table.side,
            natural: self.natural,
            scoring: self.scoring(),
        };
        let verdict = solver::check_grouped(&groups, &attempt.phase, &rules);
        if !verdict.decided {
            return Err(Refusal::TooBigToJudge {
                name: name.clone(),
                cards: play.cards.trim().to_string(),
                reason: verdict.reason.unwrap_or_default(),
            });
        }
        if !verdict.valid {
            return Err(Refusal::NotThePhase {
                name: name.clone(),
                cards: play.cards.trim().to_string(),
                phase: attempt.describe(),
                reason: verdict.reason.unwrap_or_default(),
            });
        }
        for (i, laid) in verdict.groups.into_iter().enumerate() {
            table.put_down[seat] += laid.cards.len();
            table.groups.push(TableGroup {
                owner: seat,
                index: i + 1,
                laid,
                side: table.side,
            });
        }
        table.laid[seat] = Some(attempt);
        Ok(())
    }

    fn hit(&self, table: &mut OnTable, seat: usize, play: &Play) -> Result<(), Refusal> {
        let name = &self.players[seat];
        if table.laid[seat].is_none() {
            return Err(Refusal::HitBeforeDown(name.clone()));
        }
        let cards = card::parse_cards(&play.cards, self.rules().deck, table.side).map_err(|e| {
            Refusal::BadCards {
                what: "hit",
                name: name.clone(),
                error: e.to_string(),
            }
        })?;
        if cards.is_empty() {
            return Err(Refusal::BadCards {
                what: "hit",
                name: name.clone(),
                error: "no card given".into(),
            });
        }
        self.within_deck(table, &cards, name, "hit")?;
        let on = play.on.as_deref().unwrap_or_default();
        let g = self.target(table, on, &cards)?;
        let group = &table.groups[g];
        let verdict = hit::hit(&group.cards(), group.laid.spec.kind, &cards, group.side)
            .map_err(Refusal::DoesNotFit)?;
        match verdict.after {
            Some(after) if verdict.fits => {
                table.groups[g].laid = after;
                table.put_down[seat] += cards.len();
                Ok(())
            }
            _ => Err(Refusal::DoesNotFit(verdict.reason.unwrap_or_default())),
        }
    }

    /// The cards on the table and these new ones are no more than the deck holds.
    fn within_deck(
        &self,
        table: &OnTable,
        cards: &[Card],
        name: &str,
        what: &'static str,
    ) -> Result<(), Refusal> {
        let all: Vec<Card> = table
            .groups
            .iter()
            .flat_map(|g| g.laid.cards.iter().copied())
            .chain(cards.iter().copied())
            .collect();
        self.rules()
            .copies
            .check(&all, &self.edition.to_string())
            .map_err(|error| Refusal::BadCards {
                what,
                name: name.to_string(),
                error,
            })
    }

    /// The group `on` names (`Ann.2`, or `Ann` when Ann has one group, or only one the
    /// cards fit).
    pub fn target(&self, table: &OnTable, on: &str, cards: &[Card]) -> Result<usize, Refusal> {
        let (owner, index) = match on.rsplit_once('.') {
            Some((o, i)) if i.parse::<usize>().is_ok() => (o, i.parse::<usize>().ok()),
            _ => (on, None),
        };
        let seat = self
            .seat(owner)
            .ok_or_else(|| self.not_a_player("on", owner))?;
        let owner = self.players[seat].clone();
        let theirs: Vec<usize> = (0..table.groups.len())
            .filter(|&g| table.groups[g].owner == seat)
            .collect();
        if theirs.is_empty() {
            return Err(Refusal::NoGroups(owner));
        }
        if let Some(i) = index {
            return theirs
                .iter()
                .copied()
                .find(|&g| table.groups[g].index == i)
                .ok_or(Refusal::NoSuchGroup {
                    owner,
                    index: i,
                    count: theirs.len(),
                });
        }
        if let [only] = theirs[..] {
            return Ok(only);
        }
        let fitting: Vec<usize> = theirs
            .iter()
            .copied()
            .filter(|&g| {
                let group = &table.groups[g];
                hit::hit(&group.cards(), group.laid.spec.kind, cards, group.side)
                    .is_ok_and(|v| v.fits)
            })
            .collect();
        match fitting[..] {
            [only] => Ok(only),
            [] => Err(Refusal::DoesNotFit(format!(
                "{} fit none of {owner}'s groups",
                card::show(cards)
            ))),
            _ => Err(Refusal::WhichGroup {
                owner,
                groups: fitting.iter().map(|&g| table.groups[g].index).collect(),
            }),
        }
    }

    /// The table as `table --json` shows its groups.
    pub fn group_views(&self, table: &OnTable) -> Vec<GroupView> {
        table
            .groups
            .iter()
            .map(|g| GroupView {
                owner: self.players[g.owner].clone(),
                index: g.index,
                kind: g.laid.spec.kind.flag_name().to_string(),
                cards: g.cards().iter().map(ToString::to_string).collect(),
            })
            .collect()
    }
}
