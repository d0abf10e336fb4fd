//! The hand's end as one summary: a row a player, filled in from the plays where the
//! hand was played live (who laid made it, the phase card or Twist choice they laid
//! with, who went out, what each holds), the rest answered in the table's words, each
//! answer checked as soon as it is typed and every answer editable in place. Nothing is
//! recorded until the table says yes: [`Summary::record`] is the event. The same
//! summary ends a hand played live, enters a hand not played live, and re-enters a
//! recorded hand.

use crate::rules::board::Space;
use crate::rules::card::{self, Card};
use crate::rules::edition::{Progress, Side};

use super::event::{self, Record};
pub use super::on_table::{Left, read_left};
use super::problem::{BadInput, Refusal};
use super::record::{Hand, Session};
use super::standings::Standings;
use super::{progress, referee};

/// One answer of the summary.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// Who dealt the hand.
    Dealer,
    /// Who went out (in a replay: who won it).
    Out,
    /// Flip: the side up when the hand ended (a hand not played live, no flip said).
    Side,
    /// Who else made their phase (a hand not played live).
    Made,
    /// Masters: the phase card a player attempted; Twist: the phase chosen or the
    /// Twist card drawn on a Twist space.
    Choice(usize),
    /// A player's cards or points left.
    Left(usize),
    /// Masters: the card a player saved (private).
    Save(usize),
    /// Masters: the saved cards a player drew back.
    Unsave(usize),
}

/// A player's row as the summary shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub seat: usize,
    pub out: bool,
    /// Made their phase (none: not said yet).
    pub made: Option<bool>,
    /// The phase attempted: its number, `T3` (Twist card 3), or blank.
    pub phase: String,
    /// Cards or points left, as typed (none: not asked of this player).
    pub left: Option<String>,
    /// What the plays say they hold (a hand played live).
    pub holds: Option<usize>,
    /// Masters: a card saved (shown as a mark: the pile is private), cards drawn back.
    pub saved: bool,
    pub drew: String,
    /// Cards put down without being typed (who went out, the hand ended short).
    pub untyped: Option<usize>,
    /// Why an answer on this row is refused.
    pub note: Option<Unanswered>,
}

/// An answer to one field, as the table gave it (read from its words by the face).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// Nothing given (no one made it, no card saved or drawn back).
    Nothing,
    /// A player: who dealt, who went out.
    Seat(usize),
    /// Players: who else made it.
    Seats(Vec<usize>),
    /// A phase card or a phase beside a Twist space by its number (`twist: false`),
    /// or a Twist card drawn (`twist: true`).
    Choice { number: u8, twist: bool },
    /// Cards or points left, and the words typed for them (kept as typed).
    Left { left: Left, typed: String },
    /// Cards saved or drawn back, and the words typed for them.
    Cards { cards: Vec<Card>, typed: String },
    /// Flip: the side up when the hand ended.
    Side(Side),
}

/// Why an answer is not taken, typed: each face says it in its words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unanswered {
    /// No player is called that.
    NotAPlayer { typed: String, players: Vec<String> },
    /// The player does not play this hand.
    NotInHand(String),
    /// The player is not at the table this hand (to deal it).
    NotAtTable(String),
    /// A play of the hand says who dealt it.
    DealerPlayed(String),
    /// Who went out is not said.
    NoOut,
    /// Who went out made it: not one of the others.
    OutMade(String),
    /// No cards or points given.
    NoLeft(String),
    /// Cards that are not cards of the deck.
    Cards(crate::rules::card::CardError),
    /// More or fewer cards than the player holds.
    Holds {
        name: String,
        holds: usize,
        given: usize,
    },
    /// More of a card than the deck holds, with the table's and the others'.
    Deck(crate::rules::edition::TooManyCopies),
    /// A player saves one card a hand.
    OneCard,
    /// Not an answer the field takes: its hint says what does.
    NotTaken(Field),
    /// A Twist card's number is from 1 to 10.
    TwistCardRange,
    /// The answer, or the hand as a whole, refused by the rules.
    Refused(Refusal),
    /// No field is asked: the question is whether to record.
    Record,
}

/// A hand's end being answered.
#[derive(Debug, Clone)]
pub struct Summary {
    /// Re-entering this recorded hand (none: ending the hand being played).
    pub edit: Option<usize>,
    /// The hand's number.
    pub number: usize,
    /// The session as it is (for an edit, every hand; the plays of the hand being
    /// played).
    full: Session,
    /// The game before the hand, and its standings (the table of the hand played live).
    session: Session,
    state: Standings,
    hand: Hand,
    fields: Vec<Field>,
    answered: Vec<bool>,
    notes: Vec<Option<Unanswered>>,
    /// The active field (its index in `fields`); at `fields.len()`, the question
    /// whether to record.
    at: usize,
    /// Why the hand as a whole is refused, where no one answer is.
    pub general: Vec<Refusal>,
    /// Going through every answer in turn (an edit, or "no" to recording), not only
    /// those still open.
    walking: bool,
}

impl Summary {
    /// The end of the hand being played (`state`: the session's standings, the table
    /// included), `out` where the table said who went out, `untyped` the players some
    /// of whose hits were not typed.
    pub fn end_hand(
        session: &Session,
        state: &Standings,
        out: Option<usize>,
        untyped: &[usize],
    ) -> Summary {
        let mut hand = Hand {
            dealer: Some(session.players[state.dealer].clone()),
            untyped: untyped
                .iter()
                .map(|&s| session.players[s].clone())
                .collect(),
            ..Hand::default()
        };
        let table = &state.table;
        let out = out.or_else(|| table.went_out());
        if let Some(o) = out {
            hand.out.clone_from(&session.players[o]);
        }
        let mut summary = Summary::new(None, session.clone(), session.clone(), state.clone(), hand);
        // What the plays and the table said is answered already.
        for (i, f) in summary.fields.clone().into_iter().enumerate() {
            summary.answered[i] = match f {
                Field::Dealer => true,
                Field::Out => out.is_some(),
                _ => false,
            };
        }
        summary.piles_from_plays();
        summary.left_from_plays();
        summary.chosen_from_plays();
        summary.at = summary.next_open(0);
        summary.check();
        summary
    }

    /// Hand `number` re-entered, from its answers as recorded.
    ///
    /// # Errors
    /// No such hand, or the hands before it do not play through.
    pub fn edit(session: &Session, number: usize) -> Result<Summary, Refusal> {
        let (before, state) = event::before_hand(session, number)?;
        let was = canonical(&before, &session.hands[number - 1]);
        let state = state_with_table(session, number, &before, state)?;
        let hand = Hand {
            dealer: was
                .dealer
                .clone()
                .or_else(|| Some(before.players[state.dealer].clone())),
            plays: Vec::new(),
            ..was
        };
        let mut summary = Summary::new(Some(number), session.clone(), before, state, hand);
        summary.answered.iter_mut().for_each(|a| *a = true);
        summary.walking = true;
        summary.back();
        // A hand re-entered opens on who went out (what is mended most); the dealer is
        // one row up.
        if let Some(out) = summary.index(Field::Out)
            && summary.asks(Field::Out)
        {
            summary.at = out;
        }
        summary.check();
        Ok(summary)
    }

    fn new(
        edit: Option<usize>,
        session: Session,
        before: Session,
        state: Standings,
        hand: Hand,
    ) -> Summary {
        let number = state.hands.len() + 1;
        let seated = state.seated();
        let rules = before.rules();
        let replay = state.replay_pending();
        let mut fields = vec![Field::Dealer];
        if rules.deck.two_sided() {
            fields.push(Field::Side);
        }
        fields.push(Field::Out);
        if !state.table.live && !replay {
            fields.push(Field::Made);
        }
        for &s in &seated {
            if replay {
                break;
            }
            fields.push(Field::Choice(s));
            fields.push(Field::Left(s));
            if rules.save_pile {
                fields.push(Field::Save(s));
                fields.push(Field::Unsave(s));
            }
        }
        let n = fields.len();
        Summary {
            edit,
            number,
            full: session,
            session: before,
            state,
            hand,
            fields,
            answered: vec![false; n],
            notes: vec![None; n],
            at: 0,
            general: Vec::new(),
            walking: false,
        }
    }

    /// The phase cards (Masters) or Twist choices the players who did not lay said
    /// themselves: answered as they said them, each checked as a typed answer is.
    fn chosen_from_plays(&mut self) {
        if self.edit.is_some() {
            return;
        }
        for i in 0..self.fields.len() {
            let Field::Choice(s) = self.fields[i] else {
                continue;
            };
            let Some(choice) = self.state.table.chosen.get(s).copied().flatten() else {
                continue;
            };
            let answer = match (choice.attempt.or(choice.choose), choice.twist_card) {
                (_, Some(t)) => Answer::Choice {
                    number: t,
                    twist: true,
                },
                (Some(n), None) => Answer::Choice {
                    number: n,
                    twist: false,
                },
                (None, None) => continue,
            };
            match self.take(Field::Choice(s), answer) {
                Ok(()) => self.answered[i] = true,
                Err(why) => self.notes[i] = Some(why),
            }
        }
    }

    /// The rows the players said themselves once someone went out (their cards or
    /// points left, from a phone or the table): answered as they said them, each
    /// checked as a typed answer is (a row the hand refuses is asked, with why).
    fn left_from_plays(&mut self) {
        if self.edit.is_some() {
            return;
        }
        for i in 0..self.fields.len() {
            let Field::Left(s) = self.fields[i] else {
                continue;
            };
            let Some(typed) = self.state.table.left.get(s).cloned().flatten() else {
                continue;
            };
            let deck = self.session.rules().deck;
            let Ok(left) = read_left(&typed, self.holds(s), deck, self.side()) else {
                continue;
            };
            match self.take(Field::Left(s), Answer::Left { left, typed }) {
                Ok(()) => self.answered[i] = true,
                Err(why) => self.notes[i] = Some(why),
            }
        }
    }

    /// Masters: where the plays said the save piles as the hand was played (`maya
    /// save R7`, `maya draw R7`), the hand's end takes their word for every pile and
    /// asks nothing of them (a row is mended as any answer is).
    fn piles_from_plays(&mut self) {
        if self.edit.is_some() || !self.state.table.piles_said {
            return;
        }
        for i in 0..self.fields.len() {
            let (s, save) = match self.fields[i] {
                Field::Save(s) => (s, true),
                Field::Unsave(s) => (s, false),
                _ => continue,
            };
            let name = self.session.players[s].clone();
            let table = &self.state.table;
            let cards: Vec<String> = if save {
                table.saved[s].iter().map(ToString::to_string).collect()
            } else {
                table.drawn[s].iter().map(ToString::to_string).collect()
            };
            let answers = if save {
                &mut self.hand.save
            } else {
                &mut self.hand.unsave
            };
            if cards.is_empty() {
                answers.remove(&name);
            } else {
                answers.insert(name, cards.join(" "));
            }
            self.answered[i] = true;
        }
    }

    /// Answers given before the questions (the command line's flags): each field the
    /// hand says is answered so; what it does not say is asked. The phases laid and
    /// the players whose hits were not typed come with it.
    pub fn preset(&mut self, given: &Hand) {
        let names: Vec<String> = self.session.players.clone();
        for i in 0..self.fields.len() {
            let said = match self.fields[i] {
                Field::Dealer => given.dealer.clone().map(|d| self.hand.dealer = Some(d)),
                Field::Side => given.side.map(|side| self.hand.side = Some(side)),
                Field::Out => (!given.out.is_empty()).then(|| self.hand.out.clone_from(&given.out)),
                Field::Made => {
                    (!given.made.is_empty()).then(|| self.hand.made.clone_from(&given.made))
                }
                Field::Choice(s) => {
                    let n = &names[s];
                    let mut said = None;
                    for (from, to) in [
                        (&given.attempt, &mut self.hand.attempt),
                        (&given.choose, &mut self.hand.choose),
                        (&given.twist_card, &mut self.hand.twist_card),
                    ] {
                        if let Some(&v) = from.get(n) {
                            to.insert(n.clone(), v);
                            said = Some(());
                        }
                    }
                    said
                }
                Field::Left(s) => {
                    let n = &names[s];
                    let points = given.points.get(n).map(|&p| {
                        self.hand.points.insert(n.clone(), p);
                    });
                    let left = given.left.get(n).map(|l| {
                        self.hand.left.insert(n.clone(), l.clone());
                    });
                    points.or(left)
                }
                Field::Save(s) => given.save.get(&names[s]).map(|c| {
                    self.hand.save.insert(names[s].clone(), c.clone());
                }),
                Field::Unsave(s) => given.unsave.get(&names[s]).map(|c| {
                    self.hand.unsave.insert(names[s].clone(), c.clone());
                }),
            };
            if said.is_some() {
                self.answered[i] = true;
            }
        }
        self.hand.laid.clone_from(&given.laid);
        for u in &given.untyped {
            if !self.hand.untyped.contains(u) {
                self.hand.untyped.push(u.clone());
            }
        }
        self.at = self.next_open(0);
        self.check();
    }

    /// The players of the hand, in seat order.
    pub fn seated(&self) -> Vec<usize> {
        self.state.seated()
    }

    /// The session the hand is played in.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The standings before the hand (the table of a hand played live included).
    pub fn state(&self) -> &Standings {
        &self.state
    }

    /// The answers so far, as a hand's record.
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    fn name(&self, seat: usize) -> &str {
        &self.session.players[seat]
    }

    fn out(&self) -> Option<usize> {
        self.session.seat(&self.hand.out)
    }

    /// Whether a field is asked, as the answers stand.
    pub fn asks(&self, field: Field) -> bool {
        let table = &self.state.table;
        let rules = self.session.rules();
        match field {
            Field::Dealer | Field::Out => true,
            Field::Made => !table.live && !self.state.replay_pending(),
            // The flips said in the plays say the side; else it is asked.
            Field::Side => {
                rules.deck.two_sided()
                    && !table.live
                    && !self.state.replay_pending()
                    && !self.flips_said()
            }
            Field::Choice(s) => {
                if table.is_down(s) {
                    return false;
                }
                match rules.progress {
                    Progress::Chosen => true,
                    Progress::Board => self.on_twist_space(s).is_some(),
                    Progress::InOrder => false,
                }
            }
            Field::Left(s) => {
                !self.state.replay_pending()
                    && Some(s) != self.out()
                    && (self.has_score(s)
                        || referee::missing_scores(
                            &self.session,
                            &self.state,
                            &self.scoring_hand(),
                        )
                        .contains(&s)
                        || (self.out().is_none() && rules.keeps_score))
            }
            Field::Save(s) => rules.save_pile && self.seated().contains(&s),
            // Drawn back: asked only of a player with cards on their pile.
            Field::Unsave(s) => {
                rules.save_pile
                    && self.seated().contains(&s)
                    && self
                        .state
                        .players
                        .get(s)
                        .is_some_and(|p| !p.saved.is_empty())
            }
        }
    }

    /// Whether a flip was said in the hand's plays.
    fn flips_said(&self) -> bool {
        let plays = match self.edit {
            Some(n) => &self.full.hands[n - 1].plays,
            None => &self.full.plays,
        };
        plays.iter().any(|p| p.flip)
    }

    /// The hand as the scores need it asked: a stand-in for who went out, where not
    /// said yet.
    fn scoring_hand(&self) -> Hand {
        let mut hand = self.hand.clone();
        if hand.out.is_empty() {
            hand.out = self
                .seated()
                .first()
                .map(|&s| self.name(s).to_string())
                .unwrap_or_default();
        }
        hand
    }

    fn has_score(&self, seat: usize) -> bool {
        let name = self.name(seat);
        self.hand.points.contains_key(name) || self.hand.left.contains_key(name)
    }

    /// The phases beside `seat`'s Twist space, where they stand on one.
    pub fn on_twist_space(&self, seat: usize) -> Option<(u8, u8)> {
        let board = self.state.board.as_ref()?;
        if self.state.replay_pending() {
            return None;
        }
        let p = &self.state.players[seat];
        (!p.finished && board.spaces.get(p.position) == Some(&Space::Twist))
            .then(|| board.neighbours(p.position))
    }

    /// The fields asked now, in order.
    pub fn fields(&self) -> Vec<Field> {
        self.fields
            .iter()
            .copied()
            .filter(|&f| self.asks(f))
            .collect()
    }

    /// The active field (none: the question whether to record).
    pub fn active(&self) -> Option<Field> {
        self.fields.get(self.at).copied()
    }

    fn index(&self, field: Field) -> Option<usize> {
        self.fields.iter().position(|&f| f == field)
    }

    /// Whether `field` has an answer.
    pub fn is_answered(&self, field: Field) -> bool {
        self.index(field).is_some_and(|i| self.answered[i])
    }

    /// The first field from `from` on that is asked and not answered (else the
    /// question whether to record).
    fn next_open(&self, from: usize) -> usize {
        (from..self.fields.len())
            .find(|&i| !self.answered[i] && self.asks(self.fields[i]))
            .or_else(|| (0..from).find(|&i| !self.answered[i] && self.asks(self.fields[i])))
            .unwrap_or(self.fields.len())
    }

    /// Moves to the next field asked (`forward`), or the one before; past the last,
    /// the question whether to record.
    pub fn step(&mut self, forward: bool) {
        let asked: Vec<usize> = (0..self.fields.len())
            .filter(|&i| self.asks(self.fields[i]))
            .collect();
        let here = asked.iter().position(|&i| i == self.at);
        self.at = match (here, forward) {
            (Some(k), true) => asked.get(k + 1).copied().unwrap_or(self.fields.len()),
            (Some(k), false) => asked[k.saturating_sub(1)],
            (None, true) => self.fields.len(),
            (None, false) => asked.last().copied().unwrap_or(0),
        };
    }

    /// Whether every field asked is answered and none refused: the table may record.
    pub fn ready(&self) -> bool {
        self.fields()
            .iter()
            .all(|&f| self.is_answered(f) && self.note(f).is_none())
            && self.general.is_empty()
    }

    /// Why the answer to `field` is refused.
    pub fn note(&self, field: Field) -> Option<&Unanswered> {
        self.index(field).and_then(|i| self.notes[i].as_ref())
    }

    /// The hand is the replay of the last phase between tied players: who won it is
    /// all it asks.
    pub fn replay(&self) -> bool {
        self.state.replay_pending()
    }

    /// How the game moves on (a phase card is chosen in Masters; a Twist space offers
    /// the phases beside it).
    pub fn progress(&self) -> Progress {
        self.session.rules().progress
    }

    /// The phase cards `seat` has not completed (Masters).
    pub fn open_phases(&self, seat: usize) -> Vec<u8> {
        let p = &self.state.players[seat];
        (1..=10u8).filter(|n| !p.completed.contains(n)).collect()
    }

    /// The side the cards left are read on.
    pub fn side(&self) -> Side {
        self.hand.side.unwrap_or(self.state.table.side)
    }

    /// What `seat` holds, as the plays say (a hand played live; none where some of
    /// their hits were not typed).
    pub fn holds(&self, seat: usize) -> Option<usize> {
        let table = &self.state.table;
        (table.live
            && !self
                .hand
                .untyped
                .iter()
                .any(|u| self.session.seat(u) == Some(seat)))
        .then(|| table.held(seat))
    }

    /// What `seat` chose, as answered: a phase card or a phase beside a Twist space
    /// (`twist: false`), or a Twist card.
    pub fn chosen(&self, seat: usize) -> Option<(u8, bool)> {
        let name = self.name(seat);
        let h = &self.hand;
        h.attempt
            .get(name)
            .or_else(|| h.choose.get(name))
            .map(|&n| (n, false))
            .or_else(|| h.twist_card.get(name).map(|&n| (n, true)))
    }

    /// A player's cards or points left as answered, as typed.
    pub fn left(&self, seat: usize) -> Option<String> {
        let name = self.name(seat);
        self.hand
            .left
            .get(name)
            .cloned()
            .or_else(|| self.hand.points.get(name).map(ToString::to_string))
    }

    /// The rows: one a player of the hand.
    pub fn rows(&self) -> Vec<Row> {
        let table = &self.state.table;
        let out = self.out();
        self.seated()
            .into_iter()
            .map(|s| {
                let name = self.name(s).to_string();
                let made = if out == Some(s) || table.is_down(s) {
                    Some(true)
                } else if table.live || self.is_answered(Field::Made) {
                    Some(self.hand.made.contains(&name))
                } else {
                    None
                };
                let phase = match &table.laid[s] {
                    Some(a) => a.label(),
                    None => match self.chosen(s) {
                        Some((n, false)) => n.to_string(),
                        Some((n, true)) => format!("T{n}"),
                        None if self.asks(Field::Choice(s)) => String::new(),
                        None => {
                            progress::next_phase(&self.session, &self.state, s).unwrap_or_default()
                        }
                    },
                };
                let note = [
                    Field::Choice(s),
                    Field::Left(s),
                    Field::Save(s),
                    Field::Unsave(s),
                ]
                .iter()
                .find_map(|&f| self.note(f).cloned())
                .or_else(|| {
                    (out == Some(s))
                        .then(|| self.note(Field::Out).cloned())
                        .flatten()
                });
                let untyped = (out == Some(s) && self.hand.untyped.contains(&name) && table.live)
                    .then(|| table.held(s));
                Row {
                    seat: s,
                    out: out == Some(s),
                    made,
                    phase,
                    left: self
                        .asks(Field::Left(s))
                        .then(|| self.left(s).unwrap_or_default()),
                    holds: self.holds(s).filter(|_| out != Some(s)),
                    saved: self.hand.save.contains_key(&name),
                    drew: self.hand.unsave.get(&name).cloned().unwrap_or_default(),
                    untyped,
                    note,
                }
            })
            .collect()
    }

    /// The answer given to the active field: taken (and the next field open made
    /// active), or why not (the field stays, the answer to be mended).
    ///
    /// # Errors
    /// The answer is not one the field takes, or the rules refuse it.
    pub fn answer(&mut self, answer: Answer) -> Result<(), Unanswered> {
        let Some(field) = self.active() else {
            return Err(Unanswered::Record);
        };
        let i = self.at;
        if let Err(why) = self.take(field, answer) {
            // Shown on its row as soon as it is given.
            self.notes[i] = Some(why.clone());
            return Err(why);
        }
        self.answered[i] = true;
        self.check();
        if let Some(why) = self.notes[i].clone() {
            return Err(why);
        }
        if self.walking {
            self.step(true);
        } else {
            self.at = self.next_open(i + 1);
        }
        Ok(())
    }

    /// A player of the hand.
    fn plays(&self, seat: usize) -> Result<usize, Unanswered> {
        if self.seated().contains(&seat) {
            Ok(seat)
        } else {
            Err(Unanswered::NotInHand(self.name(seat).to_string()))
        }
    }

    /// Puts the answer into the hand.
    fn take(&mut self, field: Field, answer: Answer) -> Result<(), Unanswered> {
        match (field, answer) {
            (Field::Dealer, Answer::Seat(s)) => {
                // Anyone at the table deals (in a replay, one who does not play it).
                let name = self.name(s).to_string();
                if !self.state.seating.sits(s, self.number) {
                    return Err(Unanswered::NotAtTable(name));
                }
                // Said in a play of the hand: the record may not contradict it.
                if let Some(played) = self.state.table.dealer.filter(|&d| d != s) {
                    return Err(Unanswered::DealerPlayed(self.name(played).to_string()));
                }
                self.hand.dealer = Some(name);
            }
            (Field::Side, Answer::Side(side)) => self.hand.side = Some(side),
            (Field::Out, Answer::Nothing) => return Err(Unanswered::NoOut),
            (Field::Out, Answer::Seat(s)) => {
                let s = self.plays(s)?;
                let name = self.name(s).to_string();
                self.hand.points.remove(&name);
                self.hand.left.remove(&name);
                self.hand.made.retain(|m| *m != name);
                self.hand.out = name;
            }
            (Field::Made, Answer::Nothing) => self.hand.made.clear(),
            (Field::Made, Answer::Seat(s)) => {
                return self.take(Field::Made, Answer::Seats(vec![s]));
            }
            (Field::Made, Answer::Seats(seats)) => {
                let mut made = Vec::new();
                for s in seats {
                    let s = self.plays(s)?;
                    let name = self.name(s).to_string();
                    if name == self.hand.out {
                        return Err(Unanswered::OutMade(name));
                    }
                    if !made.contains(&name) {
                        made.push(name);
                    }
                }
                self.hand.made = made;
            }
            (Field::Choice(s), Answer::Choice { number, twist }) => {
                self.take_choice(s, number, twist)?;
            }
            (Field::Left(s), Answer::Nothing) => {
                let name = self.name(s).to_string();
                self.hand.points.remove(&name);
                self.hand.left.remove(&name);
                return Err(Unanswered::NoLeft(name));
            }
            (Field::Left(s), Answer::Left { left, typed }) => {
                let name = self.name(s).to_string();
                self.hand.points.remove(&name);
                self.hand.left.remove(&name);
                match left {
                    Left::Points(p) => {
                        self.hand.points.insert(name, p);
                    }
                    Left::Cards(cards) => {
                        if let Some(h) = self.holds(s)
                            && cards.len() != h
                        {
                            return Err(Unanswered::Holds {
                                name,
                                holds: h,
                                given: cards.len(),
                            });
                        }
                        self.within_deck(&name, cards)?;
                        self.hand.left.insert(name, typed);
                    }
                }
            }
            (Field::Save(s), Answer::Nothing) => {
                let name = self.name(s).to_string();
                self.hand.save.remove(&name);
            }
            (Field::Save(s), Answer::Cards { cards, typed }) => {
                let name = self.name(s).to_string();
                self.hand.save.remove(&name);
                if cards.len() != 1 {
                    return Err(Unanswered::OneCard);
                }
                self.hand.save.insert(name, typed);
            }
            (Field::Unsave(s), Answer::Nothing) => {
                let name = self.name(s).to_string();
                self.hand.unsave.remove(&name);
            }
            (Field::Unsave(s), Answer::Cards { cards, typed }) => {
                let name = self.name(s).to_string();
                self.hand.unsave.remove(&name);
                let deck = self.session.rules().deck;
                // Drawn from their own pile: what it held, and the card saved now.
                let mut pile = self.state.players[s].saved.clone();
                if let Some(saved) = self.hand.save.get(&name) {
                    pile.extend(card::parse_cards(saved, deck, Side::Color).unwrap_or_default());
                }
                super::save_pile::draw(&mut pile, &cards, &name)
                    .map_err(|e| Unanswered::Refused(e.into()))?;
                self.hand.unsave.insert(name, typed);
            }
            (field, _) => return Err(Unanswered::NotTaken(field)),
        }
        Ok(())
    }

    /// Cards left for `name`, counted with the table's, the others' cards left and the
    /// save piles: no more of a card than the deck holds.
    fn within_deck(&self, name: &str, cards: Vec<Card>) -> Result<(), Unanswered> {
        let rules = self.session.rules();
        let mut all: Vec<Card> = self.state.table.cards().collect();
        for (other, text) in &self.hand.left {
            if other != name {
                all.extend(card::parse_cards(text, rules.deck, self.side()).unwrap_or_default());
            }
        }
        all.extend(cards);
        // (A pile's card may have been drawn back: the hand's end asks which.)
        let all = super::save_pile::counted_with_piles(&self.state, &all);
        rules
            .copies
            .check(&all, &self.session.edition.to_string())
            .map_err(Unanswered::Deck)
    }

    /// A phase card by the number on it; a Twist choice by the phase's number on the
    /// board, or a Twist card (`twist`).
    fn take_choice(&mut self, seat: usize, number: u8, twist: bool) -> Result<(), Unanswered> {
        let name = self.name(seat).to_string();
        let not_taken = Unanswered::NotTaken(Field::Choice(seat));
        self.hand.attempt.remove(&name);
        self.hand.choose.remove(&name);
        self.hand.twist_card.remove(&name);
        match self.on_twist_space(seat) {
            None if twist => return Err(not_taken),
            None => {
                if !(1..=10).contains(&number) {
                    return Err(not_taken);
                }
                self.hand.attempt.insert(name, number);
            }
            Some(_) if twist => {
                if !(1..=10).contains(&number) {
                    return Err(Unanswered::TwistCardRange);
                }
                self.hand.twist_card.insert(name, number);
            }
            Some((a, b)) => {
                if number != a && number != b {
                    return Err(not_taken);
                }
                self.hand.choose.insert(name, number);
            }
        }
        Ok(())
    }

    /// The hand checked whole, as answered so far: each refusal put on the row it is
    /// about, where that answer is given; the hand's own where none is.
    fn check(&mut self) {
        self.notes.iter_mut().for_each(|n| *n = None);
        self.general.clear();
        if self.hand.out.is_empty() {
            return;
        }
        if let Err(r) = self.trial() {
            self.place(&r);
        }
    }

    /// The hand recorded on a copy of the session: the standings it gives, or why not.
    fn trial(&self) -> Result<Standings, Refusal> {
        let mut session = self.full.clone();
        let mut hand = self.hand.clone();
        if let Some(n) = self.edit {
            hand.plays.clone_from(&session.hands[n - 1].plays);
            event::made_from_plays(&self.session, &self.state.table, &mut hand)?;
            session.hands[n - 1] = hand;
        } else {
            event::made_from_plays(&self.session, &self.state.table, &mut hand)?;
            hand.plays = std::mem::take(&mut session.plays);
            session.hands.push(hand);
        }
        match event::replay(&session) {
            Ok(state) => Ok(state),
            Err(p) if p.hand == Some(self.number) => Err(*p.refusal),
            Err(p) => Err(BadInput::Later {
                number: self.number,
                problem: Box::new(p),
            }
            .into()),
        }
    }

    /// A refusal of the hand put where it belongs.
    fn place(&mut self, refusal: &Refusal) {
        let parts: Vec<Refusal> = match refusal {
            Refusal::Input(BadInput::Several(all)) => all.clone(),
            one => vec![one.clone()],
        };
        let mut general = Vec::new();
        for part in parts {
            let field = self.field_of(&part);
            match field.and_then(|f| self.index(f)) {
                Some(i) if self.answered[i] => {
                    self.notes[i] = Some(Unanswered::Refused(part));
                }
                // An answer not given yet: asked for in its turn.
                Some(_) => {}
                None if matches!(part, Refusal::Input(BadInput::NoScore(_))) => {}
                None => general.push(part),
            }
        }
        self.general = general;
    }

    /// The field a refusal is about.
    fn field_of(&self, refusal: &Refusal) -> Option<Field> {
        let seat = |name: &str| self.session.seat(name);
        if let Some(name) = refusal.score_of() {
            let s = seat(name)?;
            return Some(if Some(s) == self.out() {
                Field::Out
            } else {
                Field::Left(s)
            });
        }
        match refusal {
            Refusal::Rule(
                crate::session::Ruling::PhaseCardDone { name, .. }
                | crate::session::Ruling::NotBeside { name, .. },
            )
            | Refusal::Input(
                BadInput::NoPhaseCard(name)
                | BadInput::NoTwistChoice { name, .. }
                | BadInput::ChoiceAndCard(name),
            ) => seat(name).map(Field::Choice),
            Refusal::Input(BadInput::SavedMany { name, .. } | BadInput::NotSaved { name, .. }) => {
                seat(name).map(Field::Unsave)
            }
            Refusal::Input(
                BadInput::OutNotDown(_)
                | BadInput::OutWithCards { .. }
                | BadInput::HoldsNone { .. }
                | BadInput::MadeNotLaid(_),
            ) => Some(Field::Out),
            Refusal::Input(BadInput::NotAtTable {
                field: "dealer", ..
            }) => Some(Field::Dealer),
            _ => None,
        }
    }

    /// A refusal of the hand as a whole when it was to be recorded: put on its row, the
    /// row made active.
    pub fn refused(&mut self, refusal: &Refusal) {
        self.place(refusal);
        // A count of the whole deck is mended among the cards left: the first given.
        let cards_left = |i: usize| match self.fields[i] {
            Field::Left(s) => self.hand.left.contains_key(self.name(s)),
            _ => false,
        };
        self.at = (0..self.fields.len())
            .find(|&i| self.notes[i].is_some())
            .or_else(|| {
                (!self.general.is_empty())
                    .then(|| (0..self.fields.len()).find(|&i| cards_left(i)))
                    .flatten()
            })
            .unwrap_or(self.fields.len());
    }

    /// The first field, to go through the rows again, answer by answer ("no" to
    /// recording).
    pub fn back(&mut self) {
        self.walking = true;
        self.at = (0..self.fields.len())
            .find(|&i| self.asks(self.fields[i]))
            .unwrap_or(0);
    }

    /// Where the hand says the same as the one before it (typed twice, likely): that
    /// hand's number.
    pub fn same_as(&self) -> Option<usize> {
        if self.edit.is_some() || self.state.table.live {
            return None;
        }
        self.session
            .hands
            .last()
            .is_some_and(|prev| event::same(prev, &self.hand))
            .then(|| self.number - 1)
    }

    /// What the hand gives, where it is ready: each player's line of the pad.
    pub fn after(&self) -> Option<Standings> {
        self.trial().ok()
    }

    /// The event that records the hand.
    pub fn record(&self) -> Record {
        match self.edit {
            Some(number) => Record::Edit {
                number,
                hand: Box::new(self.hand.clone()),
            },
            None => Record::EndHand(Box::new(self.hand.clone())),
        }
    }
}

/// The standings before hand `number` with its table (a hand played live), so that the
/// summary of an edit reads who laid and what they hold as the end of a live hand does.
fn state_with_table(
    session: &Session,
    number: usize,
    before: &Session,
    mut state: Standings,
) -> Result<Standings, Refusal> {
    let plays = &session.hands[number - 1].plays;
    if !plays.is_empty() {
        state.table =
            super::table::play_through(before, &state, plays).map_err(|(index, refusal)| {
                BadInput::InPlay {
                    index,
                    refusal: Box::new(refusal),
                }
            })?;
        if let Some(dealer) = state.table.dealer {
            state.dealer = dealer;
        }
    }
    Ok(state)
}

/// A recorded hand with every name as the players list spells it (a hand-edited file
/// may say `cy` or `ZOE`).
pub fn canonical(session: &Session, was: &Hand) -> Hand {
    fn keys<V: Clone>(
        map: &std::collections::BTreeMap<String, V>,
        name: &dyn Fn(&String) -> String,
    ) -> std::collections::BTreeMap<String, V> {
        map.iter().map(|(k, v)| (name(k), v.clone())).collect()
    }
    let name = |n: &String| session.typed_name(n);
    Hand {
        out: name(&was.out),
        made: was.made.iter().map(name).collect(),
        attempt: keys(&was.attempt, &name),
        choose: keys(&was.choose, &name),
        twist_card: keys(&was.twist_card, &name),
        points: keys(&was.points, &name),
        left: keys(&was.left, &name),
        laid: keys(&was.laid, &name),
        save: keys(&was.save, &name),
        unsave: keys(&was.unsave, &name),
        untyped: was.untyped.iter().map(name).collect(),
        dealer: was.dealer.as_ref().map(name),
        ..was.clone()
    }
}
