//! A session: what happened at the table (settings, players, hands), and the standings
//! derived from it by replaying the hands. Nothing computed is stored.

pub mod document;

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::board::{Board, Space};
use crate::card::{self, Card};
use crate::edition::{Edition, Progress, Rules, Scoring, Side, Variation};
use crate::phase::Phase;
use crate::solver::{self, Natural, Table};

/// The schema this version writes and reads.
pub const SCHEMA: u32 = 1;

/// How a Twist tie between players who did not go out is broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TwistTiebreak {
    /// 5 / 10 / Skip 15 / Wild 25.
    #[default]
    Value,
    /// Numbers count their face value.
    Face,
}

/// One game, as written in its TOML file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Session {
    pub schema: u32,
    pub edition: Edition,
    #[serde(default)]
    pub variation: Variation,
    /// With `variation = "phases"`: how many phases win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phases_to_win: Option<u8>,
    #[serde(default)]
    pub natural: Natural,
    #[serde(default, skip_serializing_if = "is_default")]
    pub twist_tiebreak: TwistTiebreak,
    /// Twist: the board's spaces, e.g. "1 2 T 3 4 T 5 6 T 7 8 T 9 10".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    pub created: DateTime<Utc>,
    /// Players in seating order (the dealer passes to the left: the next name).
    pub players: Vec<String>,
    /// Who dealt the first hand.
    pub dealer: String,
    #[serde(default, rename = "hand", skip_serializing_if = "Vec::is_empty")]
    pub hands: Vec<Hand>,
}

fn is_default<T: Default + PartialEq>(t: &T) -> bool {
    *t == T::default()
}

/// One hand as it happened. Maps are keyed by player name.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hand {
    /// Who went out (in a phase 10 replay: who won it).
    pub out: String,
    /// Who made (laid down) their phase; the player who went out made it too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub made: Vec<String>,
    /// Flip: the side in play when the hand ended (for the cards typed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<Side>,
    /// Masters: the phase card each player attempted.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub attempt: BTreeMap<String, u8>,
    /// Twist: the phase chosen on a Twist space.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub choose: BTreeMap<String, u8>,
    /// Twist: the Twist card drawn on a Twist space.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub twist_card: BTreeMap<String, u8>,
    /// Points left in hand, when typed as a number.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub points: BTreeMap<String, u32>,
    /// Cards left in hand, when typed as cards.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub left: BTreeMap<String, String>,
    /// The phase a player laid, checked by the solver.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub laid: BTreeMap<String, String>,
    /// Masters: the card a player saved this hand.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub save: BTreeMap<String, String>,
    /// Masters: saved cards drawn back into the hand.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub unsave: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recorded: Option<DateTime<Utc>>,
}

/// Something in a session that does not make sense, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}{message}", hand.map(|h| format!("hand {h}: ")).unwrap_or_default())]
pub struct Problem {
    /// 1-based hand number, when the problem is in a hand.
    pub hand: Option<usize>,
    /// The setting at fault, when the problem is in the settings.
    pub key: Option<&'static str>,
    pub message: String,
}

impl Problem {
    fn setting(key: &'static str, message: impl Into<String>) -> Problem {
        Problem {
            hand: None,
            key: Some(key),
            message: message.into(),
        }
    }
}

/// How the winner was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decided {
    /// The only one to complete the last phase (or to move past Phase 10).
    First,
    /// Several finished in the same hand: fewest total points.
    FewestPoints,
    /// Ten hands played: lowest total.
    LowestTotal,
    /// Twist: several moved past Phase 10; this one went out.
    WentOut,
    /// Twist: several moved past Phase 10, none went out: lowest value of cards left.
    CardsLeft,
    /// Still tied: the tied players replayed the last phase; first to go out.
    Replay,
}

impl Decided {
    pub fn describe(self) -> &'static str {
        match self {
            Decided::First => "first to finish",
            Decided::FewestPoints => "fewest total points among those who finished",
            Decided::LowestTotal => "lowest total after ten hands",
            Decided::WentOut => "went out in the hand where several moved past Phase 10",
            Decided::CardsLeft => "lowest value of cards left among those who moved past Phase 10",
            Decided::Replay => "won the replay of the last phase between the tied players",
        }
    }
}

/// A player's standing after the hands so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    pub score: u32,
    /// Phases made, in the order made.
    pub completed: Vec<u8>,
    /// In-order editions: index of the next phase in the sequence.
    next: usize,
    /// Twist: index of the pawn's space on the board.
    pub position: usize,
    /// Twist: past Phase 10. Others: completed what wins.
    pub finished: bool,
    /// Masters: the save pile.
    pub saved: Vec<Card>,
}

/// What one player did in one hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    /// Sat in this hand (a replay is played by the tied players only).
    pub played: bool,
    /// The phase attempted: "3", "T5" (Twist card 5).
    pub attempt: Option<String>,
    pub made: bool,
    pub out: bool,
    /// Points scored this hand (None where no score was needed).
    pub points: Option<u32>,
    /// Running total after the hand.
    pub total: u32,
    /// Twist: the space after the hand.
    pub position: usize,
    /// Twist: past Phase 10 after the hand.
    pub finished: bool,
}

/// One hand as replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandResult {
    pub number: usize,
    pub dealer: usize,
    pub replay: bool,
    pub turns: Vec<Turn>,
}

/// The standings derived from the session.
#[derive(Debug, Clone)]
pub struct State {
    pub players: Vec<Player>,
    pub hands: Vec<HandResult>,
    /// Seat of the dealer of the next hand.
    pub dealer: usize,
    pub winner: Option<usize>,
    pub decided: Option<Decided>,
    /// The players tied after the fewest-points rule, who replay the last phase.
    pub tiebreak: Option<Vec<usize>>,
    /// Twist board, when the edition has one.
    pub board: Option<Board>,
}

/// The phase a player attempts in a hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    pub phase: Phase,
    /// Phase number in the edition's table (or Twist card number).
    pub number: u8,
    pub twist_card: bool,
}

impl Attempt {
    pub fn label(&self) -> String {
        if self.twist_card {
            format!("T{}", self.number)
        } else {
            self.number.to_string()
        }
    }

    pub fn describe(&self) -> String {
        if self.twist_card {
            format!("Twist card {} ({})", self.number, self.phase)
        } else {
            format!("phase {} ({})", self.number, self.phase)
        }
    }
}

impl Session {
    /// A new session with no hands.
    pub fn new(edition: Edition, players: Vec<String>, created: DateTime<Utc>) -> Session {
        let dealer = players.first().cloned().unwrap_or_default();
        Session {
            schema: SCHEMA,
            edition,
            variation: Variation::Standard,
            phases_to_win: None,
            natural: Natural::Phase,
            twist_tiebreak: TwistTiebreak::Value,
            board: edition.rules().board.map(str::to_string),
            created,
            players,
            dealer,
            hands: Vec::new(),
        }
    }

    pub fn rules(&self) -> &'static Rules {
        self.edition.rules()
    }

    /// Points for cards left in hand (twist: the tiebreak values).
    pub fn scoring(&self) -> Scoring {
        Scoring {
            face_value: self.twist_tiebreak == TwistTiebreak::Face,
            ..self.rules().scoring
        }
    }

    /// The phases played in order, and how many of them win.
    fn sequence(&self) -> (Vec<u8>, usize) {
        let seq = self.variation.sequence();
        let target = match self.phases_to_win {
            Some(n) if self.variation == Variation::Phases => usize::from(n),
            _ => seq.len(),
        };
        (seq, target)
    }

    pub fn seat(&self, name: &str) -> Option<usize> {
        let name = name.trim();
        self.players.iter().position(|p| p == name).or_else(|| {
            self.players
                .iter()
                .position(|p| p.eq_ignore_ascii_case(name))
        })
    }

    /// Checks the settings (not the hands).
    pub fn check_settings(&self) -> Result<Option<Board>, Problem> {
        if self.schema > SCHEMA {
            return Err(Problem::setting(
                "schema",
                format!(
                    "written by a newer phase10 (schema {}); this one reads schema {SCHEMA}: upgrade phase10",
                    self.schema
                ),
            ));
        }
        if self.schema == 0 {
            return Err(Problem::setting("schema", "schema must be 1"));
        }
        let rules = self.rules();
        let n = self.players.len();
        if n < rules.min_players || n > rules.max_players {
            return Err(Problem::setting(
                "players",
                format!(
                    "{} takes {} to {} players, not {n}",
                    self.edition, rules.min_players, rules.max_players
                ),
            ));
        }
        for (i, p) in self.players.iter().enumerate() {
            check_name(p).map_err(|m| Problem::setting("players", m))?;
            if self.players[..i].iter().any(|q| q.eq_ignore_ascii_case(p)) {
                return Err(Problem::setting(
                    "players",
                    format!("\"{p}\" is there twice: names must differ"),
                ));
            }
        }
        if !self.players.contains(&self.dealer) {
            return Err(Problem::setting(
                "dealer",
                format!("dealer \"{}\" is not one of the players", self.dealer),
            ));
        }
        if !rules.variations.contains(&self.variation) {
            let allowed: Vec<_> = rules.variations.iter().map(|v| v.name()).collect();
            return Err(Problem::setting(
                "variation",
                format!(
                    "{} has no variation \"{}\" (it has: {})",
                    self.edition,
                    self.variation.name(),
                    allowed.join(", ")
                ),
            ));
        }
        match (self.variation, self.phases_to_win) {
            (Variation::Phases, None) => {
                return Err(Problem::setting(
                    "phases_to_win",
                    "variation \"phases\" needs phases_to_win = N (1 to 10)",
                ));
            }
            (Variation::Phases, Some(k)) if !(1..=10).contains(&k) => {
                return Err(Problem::setting(
                    "phases_to_win",
                    format!("phases_to_win is {k}: it goes from 1 to 10"),
                ));
            }
            (Variation::Phases, Some(_)) | (_, None) => {}
            (_, Some(_)) => {
                return Err(Problem::setting(
                    "phases_to_win",
                    "phases_to_win goes with variation = \"phases\" only",
                ));
            }
        }
        if self.twist_tiebreak != TwistTiebreak::Value && rules.progress != Progress::Board {
            return Err(Problem::setting(
                "twist_tiebreak",
                "twist_tiebreak is a twist house rule",
            ));
        }
        match (&self.board, rules.progress) {
            (Some(b), Progress::Board) => Board::parse(b)
                .map(Some)
                .map_err(|m| Problem::setting("board", m)),
            (None, Progress::Board) => Err(Problem::setting(
                "board",
                "a twist session needs its board, e.g. board = \"1 2 T 3 4 T 5 6 T 7 8 T 9 10\"",
            )),
            (Some(_), _) => Err(Problem::setting("board", "only twist has a board")),
            (None, _) => Ok(None),
        }
    }

    /// Replays every hand: the standings, or the first thing that does not make sense.
    pub fn replay(&self) -> Result<State, Problem> {
        let board = self.check_settings()?;
        let mut state = State {
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
            self.apply(&mut state, hand).map_err(|message| Problem {
                hand: Some(i + 1),
                key: None,
                message,
            })?;
        }
        Ok(state)
    }

    /// The players who sit in the next hand.
    pub fn seated(&self, state: &State) -> Vec<usize> {
        match &state.tiebreak {
            Some(tied) if state.winner.is_none() => tied.clone(),
            _ => (0..self.players.len()).collect(),
        }
    }

    /// Whether the next hand is the replay of the last phase between tied players.
    pub fn replay_pending(&self, state: &State) -> bool {
        state.winner.is_none() && state.tiebreak.is_some()
    }

    /// The phase each seated player attempts in the next hand, given the choices
    /// recorded for it (masters attempts, twist choices).
    pub fn attempt(&self, state: &State, seat: usize, hand: &Hand) -> Result<Attempt, String> {
        let name = &self.players[seat];
        let (seq, target) = self.sequence();
        let numbered = |n: u8| {
            Ok(Attempt {
                phase: self.edition.phase(n).expect("1 to 10"),
                number: n,
                twist_card: false,
            })
        };
        if self.replay_pending(state) {
            return numbered(seq[target - 1]);
        }
        let p = &state.players[seat];
        match self.rules().progress {
            Progress::InOrder => {
                let i = if self.variation == Variation::TenHands {
                    state.hands.len()
                } else {
                    p.next
                };
                numbered(seq[i.min(seq.len() - 1)])
            }
            Progress::Chosen => {
                let n = *hand.attempt.get(name).ok_or_else(|| {
                    format!("{name} chose no phase card: give --attempt {name}=N")
                })?;
                if !(1..=10).contains(&n) {
                    return Err(format!("{name}'s attempt {n}: phase cards go from 1 to 10"));
                }
                if p.completed.contains(&n) {
                    return Err(format!(
                        "{name} already completed phase {n}: choose one of {}",
                        self.open_phases(p)
                    ));
                }
                numbered(n)
            }
            Progress::Board => {
                let board = state.board.as_ref().expect("twist has a board");
                let chose = hand.choose.get(name);
                let card = hand.twist_card.get(name);
                match board.spaces[p.position] {
                    Space::Phase(n) => {
                        if chose.is_some() || card.is_some() {
                            return Err(format!(
                                "{name} is on space {n}, not a Twist space: drop --choose/--twist-card for {name}"
                            ));
                        }
                        numbered(n)
                    }
                    Space::Twist => {
                        let (before, after) = board.neighbours(p.position);
                        match (chose, card) {
                            (Some(&c), None) if c == before || c == after => numbered(c),
                            (Some(&c), None) => Err(format!(
                                "{name} is on a Twist space between {before} and {after}: --choose {name}={c} is not one of them"
                            )),
                            (None, Some(&t)) => {
                                let phase = self.edition.twist_card(t).ok_or_else(|| {
                                    format!("{name}'s Twist card {t}: Twist cards go from 1 to 10")
                                })?;
                                Ok(Attempt {
                                    phase,
                                    number: t,
                                    twist_card: true,
                                })
                            }
                            (Some(_), Some(_)) => Err(format!(
                                "{name} either chooses a phase or draws a Twist card, not both"
                            )),
                            (None, None) => Err(format!(
                                "{name} is on a Twist space: give --choose {name}={before} (or {after}) or --twist-card {name}=N"
                            )),
                        }
                    }
                }
            }
        }
    }

    /// Masters: the phase cards a player has not completed.
    pub fn open_phases(&self, p: &Player) -> String {
        (1..=10u8)
            .filter(|n| !p.completed.contains(n))
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Which players need a score entry (cards or points) in a hand.
    /// Twist needs them only to break a tie between players past Phase 10.
    fn needs_score(&self, state: &State, hand: &Hand, moved: &[Option<usize>]) -> Vec<usize> {
        let out = self.seat(&hand.out);
        if self.replay_pending(state) {
            return Vec::new();
        }
        if self.rules().keeps_score {
            return self
                .seated(state)
                .into_iter()
                .filter(|&s| Some(s) != out)
                .collect();
        }
        let finishers: Vec<usize> = self
            .seated(state)
            .into_iter()
            .filter(|&s| {
                moved[s].is_some_and(|pos| state.board.as_ref().is_some_and(|b| pos > b.last()))
            })
            .collect();
        if finishers.len() > 1 && !out.is_some_and(|o| finishers.contains(&o)) {
            finishers
        } else {
            Vec::new()
        }
    }

    /// The players whose scores a hand still needs, given what it has.
    /// For prompting: twist asks only when a tie needs it.
    pub fn missing_scores(&self, state: &State, hand: &Hand) -> Vec<usize> {
        let moved = self.moves(state, hand).unwrap_or_default();
        let moved = if moved.is_empty() {
            vec![None; self.players.len()]
        } else {
            moved
        };
        self.needs_score(state, hand, &moved)
            .into_iter()
            .filter(|&s| {
                let n = &self.players[s];
                !hand.points.contains_key(n) && !hand.left.contains_key(n)
            })
            .collect()
    }

    /// Twist: each seated player's position after the hand (past the board when > last).
    fn moves(&self, state: &State, hand: &Hand) -> Result<Vec<Option<usize>>, String> {
        let Some(board) = &state.board else {
            return Ok(vec![None; self.players.len()]);
        };
        let (numbered, card) = self.rules().moves.expect("a board edition has moves");
        let out = self.seat(&hand.out);
        let mut moved = vec![None; self.players.len()];
        for s in self.seated(state) {
            let p = &state.players[s];
            let attempt = self.attempt(state, s, hand)?;
            let moves = if attempt.twist_card { card } else { numbered };
            let went_out = out == Some(s);
            let made = went_out || hand.made.iter().any(|m| self.seat(m) == Some(s));
            let step = match (went_out, made) {
                (true, _) => moves.out,
                (false, true) => moves.made,
                // A pawn on the Phase 10 space stays there until it makes Phase 10.
                (false, false) if p.position == board.last() => 0,
                (false, false) => moves.missed,
            };
            // Never before the first space.
            moved[s] = Some((p.position as i64 + step).max(0) as usize);
        }
        Ok(moved)
    }

    fn apply(&self, state: &mut State, hand: &Hand) -> Result<(), String> {
        if let Some(w) = state.winner {
            return Err(format!(
                "the game was already won by {} after hand {}: remove this hand",
                self.players[w],
                state.hands.len()
            ));
        }
        let rules = self.rules();
        let replay = self.replay_pending(state);
        let seated = self.seated(state);
        let n = self.players.len();
        let known = |name: &str, what: &str| -> Result<usize, String> {
            let s = self.seat(name).ok_or_else(|| {
                format!(
                    "{what}: \"{name}\" is not a player (players: {})",
                    self.players.join(", ")
                )
            })?;
            if !seated.contains(&s) {
                return Err(format!(
                    "{what}: {} is not in this hand: it is the replay between {}",
                    self.players[s],
                    self.names(&seated)
                ));
            }
            Ok(s)
        };
        let out = known(&hand.out, "out")?;
        let mut made = vec![false; n];
        made[out] = true;
        for m in &hand.made {
            let s = known(m, "made")?;
            made[s] = true;
        }
        // Settings that belong to other editions.
        if rules.progress != Progress::Chosen && !hand.attempt.is_empty() {
            return Err("attempt: only masters players choose their phase card".into());
        }
        if rules.progress != Progress::Chosen && !(hand.save.is_empty() && hand.unsave.is_empty()) {
            return Err("save/unsave: only masters has save piles".into());
        }
        if rules.progress != Progress::Board
            && !(hand.choose.is_empty() && hand.twist_card.is_empty())
        {
            return Err("choose/twist-card: only twist has Twist spaces".into());
        }
        if hand.side.is_some() && rules.deck != crate::edition::Deck::Flip {
            return Err("side: only flip cards have two sides".into());
        }
        for (what, names) in [
            ("attempt", hand.attempt.keys().collect::<Vec<_>>()),
            ("choose", hand.choose.keys().collect()),
            ("twist-card", hand.twist_card.keys().collect()),
            ("points", hand.points.keys().collect()),
            ("left", hand.left.keys().collect()),
            ("laid", hand.laid.keys().collect()),
            ("save", hand.save.keys().collect()),
            ("unsave", hand.unsave.keys().collect()),
        ] {
            for name in names {
                known(name, what)?;
            }
        }
        if replay {
            let quiet = hand.points.is_empty()
                && hand.left.is_empty()
                && hand.laid.is_empty()
                && hand.made.is_empty()
                && hand.save.is_empty()
                && hand.unsave.is_empty();
            if !quiet {
                return Err(format!(
                    "this hand is the replay between {}: the first to go out wins, so only out is recorded",
                    self.names(&seated)
                ));
            }
        }
        let attempts: Vec<Option<Attempt>> = (0..n)
            .map(|s| {
                if seated.contains(&s) {
                    self.attempt(state, s, hand).map(Some)
                } else {
                    Ok(None)
                }
            })
            .collect::<Result<_, _>>()?;
        let side = hand.side.unwrap_or_default();
        let deck = rules.deck;
        let scoring = self.scoring();
        // Phases laid: checked with the solver against the phase attempted.
        for (name, cards) in &hand.laid {
            let s = self.seat(name).expect("known");
            if !made[s] {
                return Err(format!(
                    "{} laid a phase but did not make it: add them to made",
                    self.players[s]
                ));
            }
            let attempt = attempts[s].as_ref().expect("seated");
            let groups = card::parse_grouped(cards, deck, side)
                .map_err(|e| format!("laid by {}: {e}", self.players[s]))?;
            let table = Table {
                side,
                natural: self.natural,
                scoring,
            };
            let v = solver::check_grouped(&groups, &attempt.phase, &table);
            if !v.valid {
                return Err(format!(
                    "{} laid \"{}\", which is not {}: {}",
                    self.players[s],
                    cards.trim(),
                    attempt.describe(),
                    v.reason.unwrap_or_default()
                ));
            }
        }
        // Scores.
        let moved = self.moves(state, hand)?;
        let needs = self.needs_score(state, hand, &moved);
        let mut points: Vec<Option<u32>> = vec![None; n];
        for s in 0..n {
            let name = &self.players[s];
            let typed_points = hand.points.get(name);
            let typed_left = hand.left.get(name);
            if s == out && (typed_points.is_some() || typed_left.is_some()) {
                if typed_points == Some(&0) || typed_left.is_some_and(|l| l.trim().is_empty()) {
                    points[s] = Some(0);
                    continue;
                }
                return Err(format!(
                    "{name} went out and scores 0: drop their points/cards"
                ));
            }
            if s == out {
                if rules.keeps_score && !replay {
                    points[s] = Some(0);
                }
                continue;
            }
            let limit = attempts[s]
                .as_ref()
                .map_or(10, |a| 10 - a.phase.min_cards().min(9));
            let value = match (typed_points, typed_left) {
                (Some(_), Some(_)) => {
                    return Err(format!(
                        "{name} has both points and cards left: give one of them"
                    ));
                }
                (Some(&p), None) => {
                    if !scoring.face_value && p % 5 != 0 {
                        return Err(format!(
                            "{name} scored {p}: every card is worth 5, 10, 15, 20 or 25, so points are a multiple of 5"
                        ));
                    }
                    let (lo, hi) = if made[s] {
                        (1, limit as u32 * 25)
                    } else {
                        (10, 250)
                    };
                    let per_card_min = if scoring.face_value { 1 } else { 5 };
                    if p < lo * per_card_min || p > hi {
                        return Err(if made[s] {
                            format!(
                                "{name} made their phase and holds 1 to {limit} cards: {p} points is impossible"
                            )
                        } else {
                            format!(
                                "{name} did not make their phase, so holds 10 cards: {p} points is impossible ({} to 250)",
                                10 * per_card_min
                            )
                        });
                    }
                    Some(p)
                }
                (None, Some(text)) => {
                    let cards = card::parse_cards(text, deck, side)
                        .map_err(|e| format!("cards left by {name}: {e}"))?;
                    let count = cards.len();
                    if made[s] && !(1..=limit).contains(&count) {
                        return Err(format!(
                            "{name} made their phase, so holds 1 to {limit} cards; {count} given"
                        ));
                    }
                    if !made[s] && count != 10 {
                        return Err(format!(
                            "{name} did not make their phase, so holds exactly 10 cards; {count} given"
                        ));
                    }
                    Some(scoring.cards(&cards))
                }
                (None, None) => {
                    if needs.contains(&s) {
                        return Err(format!(
                            "no score for {name}: give --left {name}=\"CARDS\" or --points {name}=N"
                        ));
                    }
                    None
                }
            };
            points[s] = value;
        }
        // Masters: save piles (checked before they change).
        let mut piles: Vec<Vec<Card>> = state.players.iter().map(|p| p.saved.clone()).collect();
        for (name, text) in &hand.save {
            let s = self.seat(name).expect("known");
            let cards =
                card::parse_cards(text, deck, side).map_err(|e| format!("saved by {name}: {e}"))?;
            if cards.len() != 1 {
                return Err(format!(
                    "{} saved {} cards: a player saves at most one card a hand",
                    self.players[s],
                    cards.len()
                ));
            }
            piles[s].push(cards[0]);
        }
        for (name, text) in &hand.unsave {
            let s = self.seat(name).expect("known");
            let cards = card::parse_cards(text, deck, side)
                .map_err(|e| format!("drawn from the save pile by {name}: {e}"))?;
            for c in cards {
                let i = piles[s].iter().position(|&x| x == c).ok_or_else(|| {
                    format!(
                        "{} has no {c} in their save pile (it holds: {})",
                        self.players[s],
                        if piles[s].is_empty() {
                            "nothing".to_string()
                        } else {
                            card::show(&piles[s])
                        }
                    )
                })?;
                piles[s].remove(i);
            }
        }
        // Everything checks: apply.
        let (_, target) = self.sequence();
        let mut turns = Vec::with_capacity(n);
        let mut finishers = Vec::new();
        for s in 0..n {
            let p = &mut state.players[s];
            let sat = seated.contains(&s);
            if sat && !replay {
                if let Some(pts) = points[s].filter(|_| rules.keeps_score) {
                    p.score += pts;
                }
                let attempt = attempts[s].as_ref().expect("seated");
                match rules.progress {
                    Progress::InOrder => {
                        if made[s] {
                            p.completed.push(attempt.number);
                        }
                        if made[s] || self.variation == Variation::TenHands {
                            p.next += 1;
                        }
                        if self.variation != Variation::TenHands
                            && p.completed.len() >= target
                            && made[s]
                        {
                            p.finished = true;
                            finishers.push(s);
                        }
                    }
                    Progress::Chosen => {
                        if made[s] {
                            p.completed.push(attempt.number);
                        }
                        p.saved = std::mem::take(&mut piles[s]);
                        if p.completed.len() >= 10 && made[s] {
                            p.finished = true;
                            finishers.push(s);
                        }
                    }
                    Progress::Board => {
                        if made[s] && !attempt.twist_card {
                            p.completed.push(attempt.number);
                        }
                        let last = state.board.as_ref().expect("board").last();
                        let to = moved[s].expect("seated");
                        if to > last {
                            p.finished = true;
                            p.position = last;
                            finishers.push(s);
                        } else {
                            p.position = to;
                        }
                    }
                }
            }
            turns.push(Turn {
                played: sat,
                attempt: attempts[s].as_ref().map(Attempt::label),
                made: sat && made[s] && !replay,
                out: s == out,
                points: points[s],
                total: p.score,
                position: p.position,
                finished: p.finished,
            });
        }
        state.hands.push(HandResult {
            number: state.hands.len() + 1,
            dealer: state.dealer,
            replay,
            turns,
        });
        state.dealer = (state.dealer + 1) % n;
        // The winner.
        if replay {
            state.winner = Some(out);
            state.decided = Some(Decided::Replay);
            return Ok(());
        }
        if self.variation == Variation::TenHands {
            if state.hands.len() >= 10 {
                let all: Vec<usize> = (0..n).collect();
                self.fewest_points(state, &all, Decided::LowestTotal);
            }
            return Ok(());
        }
        match finishers.len() {
            0 => {}
            1 => {
                state.winner = Some(finishers[0]);
                state.decided = Some(Decided::First);
            }
            _ if rules.progress == Progress::Board => {
                if finishers.contains(&out) {
                    state.winner = Some(out);
                    state.decided = Some(Decided::WentOut);
                } else {
                    let best = finishers
                        .iter()
                        .map(|&s| points[s].unwrap_or(0))
                        .min()
                        .unwrap_or(0);
                    let tied: Vec<usize> = finishers
                        .iter()
                        .copied()
                        .filter(|&s| points[s].unwrap_or(0) == best)
                        .collect();
                    if tied.len() == 1 {
                        state.winner = Some(tied[0]);
                        state.decided = Some(Decided::CardsLeft);
                    } else {
                        state.tiebreak = Some(tied);
                    }
                }
            }
            _ => self.fewest_points(state, &finishers, Decided::FewestPoints),
        }
        Ok(())
    }

    /// Among `among`, the fewest total points wins; a tie goes to a replay.
    fn fewest_points(&self, state: &mut State, among: &[usize], how: Decided) {
        let best = among
            .iter()
            .map(|&s| state.players[s].score)
            .min()
            .unwrap_or(0);
        let tied: Vec<usize> = among
            .iter()
            .copied()
            .filter(|&s| state.players[s].score == best)
            .collect();
        if tied.len() == 1 {
            state.winner = Some(tied[0]);
            state.decided = Some(how);
        } else {
            state.tiebreak = Some(tied);
        }
    }

    pub fn names(&self, seats: &[usize]) -> String {
        seats
            .iter()
            .map(|&s| self.players[s].as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The phase a player plays next, for the standings ("3", "T", "1-10 but 3, 5").
    pub fn next_phase(&self, state: &State, seat: usize) -> Option<String> {
        if state.winner.is_some() {
            return None;
        }
        let (seq, target) = self.sequence();
        if self.replay_pending(state) {
            return self
                .seated(state)
                .contains(&seat)
                .then(|| seq[target - 1].to_string());
        }
        let p = &state.players[seat];
        match self.rules().progress {
            Progress::InOrder => {
                let i = if self.variation == Variation::TenHands {
                    state.hands.len()
                } else {
                    p.next
                };
                seq.get(i).map(|n| n.to_string())
            }
            Progress::Chosen => None,
            Progress::Board => state
                .board
                .as_ref()
                .map(|b| b.spaces[p.position].to_string()),
        }
    }

    /// The phase number the player plays next (in-order editions and twist numbered spaces).
    pub fn next_phase_number(&self, state: &State, seat: usize) -> Option<u8> {
        self.next_phase(state, seat).and_then(|s| s.parse().ok())
    }
}

/// A player name that works in flags (`NAME=CARDS`) and lists (`Ann,Bob`).
pub fn check_name(name: &str) -> Result<(), String> {
    if name.trim().is_empty() {
        return Err("a player name is empty".into());
    }
    if name.trim() != name {
        return Err(format!("\"{name}\" starts or ends with a space"));
    }
    if let Some(c) = name
        .chars()
        .find(|c| matches!(c, ',' | '=' | '"') || c.is_control())
    {
        return Err(format!(
            "\"{name}\" has a '{c}': names cannot hold , = or quotes"
        ));
    }
    if name.chars().count() > 24 {
        return Err(format!("\"{name}\" is longer than 24 characters"));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
