//! The record as written: a session's settings, players and hands, as in its TOML file.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::rules::edition::{Edition, Rulebook, Scoring, Side, Variation};
use crate::solver::Natural;

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

/// How a player goes out (house rule `go_out`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GoOut {
    /// By discarding the last card, or by putting it down (all 11 put down is an out).
    #[default]
    Any,
    /// Only by discarding the last card: a player keeps one card to discard.
    Discard,
}

/// The cards a player is dealt; a turn draws one and discards one.
pub const DEALT: usize = 10;

impl GoOut {
    /// The most a player can still put down, having put `put_down` down: what they
    /// hold, and the card drawn (going out by a hit puts down the 11th); where the last
    /// card must be discarded (`Discard`), one fewer.
    pub fn can_put_down(self, put_down: usize) -> usize {
        // All 11 down is out: nothing more.
        let most = match self {
            GoOut::Any => DEALT + 1,
            GoOut::Discard => DEALT,
        };
        most.saturating_sub(put_down)
    }
}

/// How far a Twist move carries a pawn past the Phase 10 space (house rule
/// `twist_pass`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TwistPass {
    /// Past it only by making Phase 10, or by a 2- or 3-space move from one of the two
    /// spaces before it; any other move stops on it (RULES §6).
    #[default]
    Barrier,
    /// Any move that carries a pawn past it finishes the board.
    Any,
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
    #[serde(default, deserialize_with = "natural")]
    pub natural: Natural,
    #[serde(
        default,
        skip_serializing_if = "is_default",
        deserialize_with = "twist_tiebreak"
    )]
    pub twist_tiebreak: TwistTiebreak,
    /// House rule: how a player goes out.
    #[serde(
        default,
        skip_serializing_if = "is_default",
        deserialize_with = "go_out"
    )]
    pub go_out: GoOut,
    /// House rule (twist): how far a move carries a pawn past the Phase 10 space.
    #[serde(
        default,
        skip_serializing_if = "is_default",
        deserialize_with = "twist_pass"
    )]
    pub twist_pass: TwistPass,
    /// House rule: a run may go on from 12 to 1 (`11 12 1 2`).
    #[serde(
        default,
        skip_serializing_if = "is_default",
        deserialize_with = "runs_wrap"
    )]
    pub runs_wrap: bool,
    /// The table's own phases, in order (none: the edition's table; a list written
    /// empty is refused, not taken for none).
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "phase_list"
    )]
    pub phase_list: Vec<String>,
    /// Twist: the board's spaces, e.g. "1 2 T 3 4 T 5 6 T 7 8 T 9 10".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// The regular table (`[table.NAME]` in the config) the game was started from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    #[serde(deserialize_with = "when")]
    pub created: DateTime<Utc>,
    /// Players in seating order (the dealer passes to the left: the next name).
    pub players: Vec<String>,
    /// Who dealt the first hand.
    pub dealer: String,
    #[serde(default, rename = "hand", skip_serializing_if = "Vec::is_empty")]
    pub hands: Vec<Hand>,
    /// The hand being played: its plays so far (`phase10 lay`, `hit`, `flip`).
    #[serde(default, rename = "play", skip_serializing_if = "Vec::is_empty")]
    pub plays: Vec<Play>,
    /// The game ended early (`phase10 end`): the winner by the table's rule.
    #[serde(default, rename = "end", skip_serializing_if = "Vec::is_empty")]
    pub end: Vec<End>,
    /// Players who sat down mid-game (`phase10 players add`).
    #[serde(default, rename = "join", skip_serializing_if = "Vec::is_empty")]
    pub joins: Vec<Join>,
    /// Players who got up mid-game (`phase10 players remove`).
    #[serde(default, rename = "leave", skip_serializing_if = "Vec::is_empty")]
    pub leaves: Vec<Leave>,
}

/// A player who sat down at the table mid-game: they play from hand `from_hand` on,
/// starting where a player starts (phase 1, no points, the first space, every phase card).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Join {
    pub player: String,
    pub from_hand: usize,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "when_given"
    )]
    pub recorded: Option<DateTime<Utc>>,
}

/// A player who got up from the table mid-game: they play no hand after `after_hand`
/// (their standing stays as it was, and they no longer win or lead).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Leave {
    pub player: String,
    pub after_hand: usize,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "when_given"
    )]
    pub recorded: Option<DateTime<Utc>>,
}

/// One step of a hand as it is played: a phase laid, cards hit onto a laid group, the
/// Flip side turned, or who really deals it. Exactly one of `lay`, `hit`, `flip` and
/// `dealer`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Play {
    /// Who laid their phase.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lay: Option<String>,
    /// Who hit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hit: Option<String>,
    /// The Flip side in play turned (a Flip card was discarded).
    #[serde(default, skip_serializing_if = "is_default")]
    pub flip: bool,
    /// Masters: who put a card on their save pile (the card in `cards`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub save: Option<String>,
    /// Masters: who drew cards back from their save pile (the cards in `cards`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw: Option<String>,
    /// Who deals this hand, where it is not who the deal says (a correction: the deal
    /// goes on from them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<String>,
    /// Who said their cards or points left once someone went out (the cards, or the
    /// points, in `cards`, as typed): their row of the hand's end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left: Option<String>,
    /// Who said the phase card they tried (Masters) or their Twist choice, not having
    /// laid (in `attempt`, `choose` or `twist_card`): their row of the hand's end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chose: Option<String>,
    /// The cards: a lay's groups (`+` between them) with each wild's value as laid, or
    /// the cards hit.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub cards: String,
    /// A hit's group: its owner and which of their groups, 1-based (`Ann.2`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on: Option<String>,
    /// Masters: the phase card laid; twist: the phase chosen or the Twist card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attempt: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choose: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub twist_card: Option<u8>,
}

/// The game ended before anyone finished, when the evening ran out: the furthest phase
/// wins, then the fewest points (twist: the furthest space).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct End {
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "when_given"
    )]
    pub recorded: Option<DateTime<Utc>>,
}

/// A time as phase10 writes it (a string, RFC 3339) or as a person types it into TOML
/// by hand (a TOML date-time, `2026-11-27T20:00:00Z`, no quotes); one with no offset
/// is taken as UTC, a day alone as its midnight.
fn when<'de, D: serde::Deserializer<'de>>(d: D) -> Result<DateTime<Utc>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Typed {
        Text(String),
        Toml(toml_edit::Datetime),
    }
    let text = match Typed::deserialize(d)? {
        Typed::Text(t) => t,
        Typed::Toml(t) => t.to_string(),
    };
    let text = &with_seconds(text.trim());
    DateTime::parse_from_rfc3339(text)
        .map(|t| t.with_timezone(&Utc))
        .or_else(|_| {
            chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M:%S%.f")
                .or_else(|_| chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S%.f"))
                .or_else(|_| {
                    chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d")
                        .map(|d| d.and_time(chrono::NaiveTime::MIN))
                })
                .map(|t| t.and_utc())
        })
        .map_err(|_| {
            serde::de::Error::custom(format!("{text}: write the time as 2026-11-27T20:00:00Z"))
        })
}

/// A setting's word, one of `choices`, read as its type; any other value (a word not
/// one of them, a number, `true`) is said with the key and the choices.
fn one_of<'de, D: serde::Deserializer<'de>, T: serde::de::DeserializeOwned>(
    d: D,
    key: &str,
    choices: &str,
) -> Result<T, D::Error> {
    let word = String::deserialize(d)
        .map_err(|_| serde::de::Error::custom(format!("{key} is {choices}, in quotes")))?;
    T::deserialize(serde::de::value::StrDeserializer::<serde::de::value::Error>::new(&word))
        .map_err(|_| {
            serde::de::Error::custom(format!(
                "{key} is {choices}, not \"{}\"",
                word.chars().take(40).collect::<String>()
            ))
        })
}

fn natural<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Natural, D::Error> {
    one_of(d, "natural", "\"phase\" or \"group\"")
}

fn twist_tiebreak<'de, D: serde::Deserializer<'de>>(d: D) -> Result<TwistTiebreak, D::Error> {
    one_of(d, "twist_tiebreak", "\"value\" or \"face\"")
}

fn go_out<'de, D: serde::Deserializer<'de>>(d: D) -> Result<GoOut, D::Error> {
    one_of(d, "go_out", "\"any\" or \"discard\"")
}

fn twist_pass<'de, D: serde::Deserializer<'de>>(d: D) -> Result<TwistPass, D::Error> {
    one_of(d, "twist_pass", "\"barrier\" or \"any\"")
}

fn runs_wrap<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    bool::deserialize(d)
        .map_err(|_| serde::de::Error::custom("runs_wrap is true or false (no quotes)"))
}

fn phase_list<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    let list = Vec::<String>::deserialize(d)?;
    if list.is_empty() {
        return Err(serde::de::Error::custom(
            "phase_list is empty: give 1 to 20 phases, or take the key out to play the edition's",
        ));
    }
    Ok(list)
}

/// A time written without its seconds (TOML 1.1 allows `22:33`), with them (`22:33:00`):
/// one reading, whichever TOML reader gave the text.
fn with_seconds(text: &str) -> String {
    let Some(at) = text.find(['T', 't', ' ']).map(|i| i + 1) else {
        return text.to_string();
    };
    let time = &text.as_bytes()[at..];
    let hh_mm = time.len() >= 5
        && time[..2].iter().all(u8::is_ascii_digit)
        && time[2] == b':'
        && time[3..5].iter().all(u8::is_ascii_digit);
    if hh_mm && time.get(5) != Some(&b':') {
        format!("{}:00{}", &text[..at + 5], &text[at + 5..])
    } else {
        text.to_string()
    }
}

fn when_given<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<DateTime<Utc>>, D::Error> {
    when(d).map(Some)
}

fn is_default<T: Default + PartialEq>(t: &T) -> bool {
    *t == T::default()
}

/// One hand as it happened. Maps are keyed by player name.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hand {
    /// Who dealt, where it was not the one whose turn it was (a correction: the deal
    /// goes on to the left of them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<String>,
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
    /// A hand played live and ended short of its plays: the players some of whose hits
    /// were not typed (who went out put down the rest of their cards so). What they
    /// held is then known only up to the cards the plays say they put down.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub untyped: Vec<String>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "when_given"
    )]
    pub recorded: Option<DateTime<Utc>>,
    /// The hand as it was played, when it was refereed live.
    #[serde(default, rename = "play", skip_serializing_if = "Vec::is_empty")]
    pub plays: Vec<Play>,
}

/// The house rules a table may play, by their keys in the file; the Twist board's
/// (`twist_…`) only where there is a board.
pub const HOUSE_RULES: [&str; 5] = [
    "natural",
    "go_out",
    "runs_wrap",
    "twist_pass",
    "twist_tiebreak",
];

/// A house rule a session plays: its key in the file and its value (what it means is
/// the app's to say).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HouseRule {
    pub key: &'static str,
    pub value: &'static str,
}

impl HouseRule {
    /// The rule as its line in the session file: `go_out = "discard"`, `runs_wrap = true`.
    pub fn setting(&self) -> String {
        match self.value {
            "true" | "false" => format!("{} = {}", self.key, self.value),
            v => format!("{} = \"{v}\"", self.key),
        }
    }
}

impl Session {
    /// How a player is typed at this table: their first name where no other first name is
    /// the same; else with the start of their next word ("Ann S" for Ann Smith beside Ann
    /// Jones); else their seat number.
    pub fn table_name(&self, seat: usize) -> String {
        let session = self;
        let words = |s: usize| -> Vec<String> {
            session.players[s]
                .split_whitespace()
                .map(str::to_string)
                .collect()
        };
        let mine = words(seat);
        let first = mine.first().cloned().unwrap_or_default();
        let others: Vec<usize> = (0..session.players.len()).filter(|&s| s != seat).collect();
        let unique = |typed: &str| {
            session.seat_typed(typed) == Some(seat)
                && !others.iter().any(|&s| {
                    crate::name::same(&words(s).first().cloned().unwrap_or_default(), typed)
                })
        };
        if !first.chars().all(|c| c.is_ascii_digit()) && unique(&first) {
            return first;
        }
        if let Some(next) = mine.get(1) {
            for len in 1..=next.chars().count() {
                let typed = format!("{first} {}", next.chars().take(len).collect::<String>());
                if session.seat_typed(&typed) == Some(seat) {
                    return typed;
                }
            }
        }
        // A name all of which is the start of others' (Alexandria, beside Alexandria
        // Montgomery) is typed whole: a whole name is that player.
        let whole = &session.players[seat];
        if !whole.chars().all(|c| c.is_ascii_digit()) && session.seat_typed(whole) == Some(seat) {
            return whole.clone();
        }
        (seat + 1).to_string()
    }

    /// The house rules this session plays (none: the rules as printed, RULES §7).
    /// Each is one of [`HOUSE_RULES`].
    #[must_use]
    pub fn house_rules(&self) -> Vec<HouseRule> {
        let mut rules = Vec::new();
        let mut add = |on: bool, key, value| {
            if on {
                rules.push(HouseRule { key, value });
            }
        };
        add(self.natural == Natural::Group, "natural", "group");
        add(self.go_out == GoOut::Discard, "go_out", "discard");
        add(self.runs_wrap, "runs_wrap", "true");
        add(self.twist_pass == TwistPass::Any, "twist_pass", "any");
        add(
            self.twist_tiebreak == TwistTiebreak::Face,
            "twist_tiebreak",
            "face",
        );
        rules
    }

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
            go_out: GoOut::Any,
            twist_pass: TwistPass::Barrier,
            runs_wrap: false,
            phase_list: Vec::new(),
            board: edition.rules().board.map(str::to_string),
            table: None,
            created,
            players,
            dealer,
            hands: Vec::new(),
            plays: Vec::new(),
            end: Vec::new(),
            joins: Vec::new(),
            leaves: Vec::new(),
        }
    }

    pub fn rules(&self) -> &'static Rulebook {
        self.edition.rules()
    }

    /// What the solver asks a question under, with `side` in play: this table's rules,
    /// and what one lay puts down at most (a card kept to discard where the table goes
    /// out by a discard).
    pub fn solver_rules(&self, side: Side) -> crate::solver::Rules {
        crate::solver::Rules {
            deck: self.rules().deck,
            side,
            natural: self.natural,
            scoring: self.scoring(),
            runs: self.runs(),
            lay_most: Some(self.go_out.can_put_down(0) as u8),
            keep_one: self.go_out == super::GoOut::Discard,
            ..crate::solver::Rules::default()
        }
    }

    /// Where this table's runs end (house rule `runs_wrap`: on from 12 to 1).
    pub fn runs(&self) -> crate::rules::run::Ends {
        if self.runs_wrap {
            crate::rules::run::Ends::Wrap
        } else {
            crate::rules::run::Ends::Stop
        }
    }

    /// Points for cards left in hand (twist: the tiebreak values).
    pub fn scoring(&self) -> Scoring {
        Scoring {
            face_value: self.twist_tiebreak == TwistTiebreak::Face,
            ..self.rules().scoring
        }
    }

    /// Phase `n` of the game: the table's own list's, else the edition's table.
    #[must_use]
    pub fn phase(&self, n: u8) -> Option<crate::rules::phase::Phase> {
        if self.phase_list.is_empty() {
            return self.edition.phase(n);
        }
        let phrase = self.phase_list.get(usize::from(n).checked_sub(1)?)?;
        Some(crate::rules::phase_list::phase(phrase))
    }

    /// The phases played in order, and how many of them win.
    pub fn sequence(&self) -> (Vec<u8>, usize) {
        if !self.phase_list.is_empty() {
            let n = u8::try_from(self.phase_list.len()).unwrap_or(u8::MAX);
            return ((1..=n).collect(), usize::from(n));
        }
        let seq = self.variation.sequence();
        let target = match self.phases_to_win {
            Some(n) if self.variation == Variation::Phases => usize::from(n),
            _ => seq.len(),
        };
        (seq, target)
    }

    /// The seat of a player named as the table names them (the name rule of
    /// [`crate::name`]: any case, accents where that leaves one player).
    pub fn seat(&self, name: &str) -> Option<usize> {
        crate::name::find(&self.players, name)
    }

    /// A player as typed at the table: the name, the seat number, or the start of one
    /// name only (see [`crate::name::find_typed`]).
    pub fn seat_typed(&self, typed: &str) -> Option<usize> {
        crate::name::find_typed(&self.players, typed)
    }

    /// The whole name of a player typed at the table, or what was typed (for the
    /// referee to refuse with the names it could be).
    pub fn typed_name(&self, typed: &str) -> String {
        self.seat_typed(typed)
            .map_or_else(|| typed.trim().to_string(), |s| self.players[s].clone())
    }

    /// A name that is no player, with the one meant when a name is close to it.
    pub(crate) fn not_a_player(&self, field: &'static str, name: &str) -> super::Refusal {
        super::BadInput::NotAPlayer {
            field,
            name: name.to_string(),
            players: self.players.join(", "),
            hint: crate::name::hint(&self.players, name),
        }
        .into()
    }

    /// The names of these seats, joined for a message.
    #[must_use]
    pub fn names(&self, seats: &[usize]) -> String {
        seats
            .iter()
            .map(|&s| self.players[s].as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A player name that works in flags (`NAME=CARDS`) and lists (`Ann,Bob`).
pub fn check_name(name: &str) -> Result<(), NameError> {
    if name.trim().is_empty() {
        return Err(NameError::Empty);
    }
    if name.trim() != name {
        return Err(NameError::Spaces(name.to_string()));
    }
    if let Some(c) = name
        .chars()
        .find(|c| matches!(c, ',' | '=' | '"') || c.is_control())
    {
        return Err(NameError::Mark(name.to_string(), c));
    }
    if name.chars().count() > 24 {
        return Err(NameError::TooLong(name.to_string()));
    }
    // A number at the table is a seat: no name may be one.
    if name.chars().all(|c| c.is_ascii_digit()) {
        return Err(NameError::Number(name.to_string()));
    }
    Ok(())
}

/// A name for a player new to a file: a name [`check_name`] takes, and not one that
/// reads as a group at the table (`Jo.2`: Jo's group 2, as `hit --on Jo.2` says it).
/// (A file that already holds one still reads: `hit --on` then asks which is meant.)
///
/// # Errors
/// Why the name cannot be a new player's.
pub fn check_new_name(name: &str) -> Result<(), NameError> {
    check_name(name)?;
    // As the name rule reads it (`Jo.²` and `Jo．2` are `Jo.2`).
    let folded = crate::name::fold(name);
    if let Some((owner, n)) = folded.rsplit_once('.')
        && !owner.is_empty()
        && !n.is_empty()
        && n.chars().all(|c| c.is_ascii_digit())
    {
        let (owner, n) = name
            .rsplit_once(['.', '．'])
            .map_or((owner, n), |(o, _)| (o, n));
        return Err(NameError::Group(
            name.to_string(),
            owner.to_string(),
            n.to_string(),
        ));
    }
    Ok(())
}

/// Why a name is no player's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameError {
    /// No name.
    Empty,
    /// A space at either end.
    Spaces(String),
    /// A mark names cannot hold (`,`, `=`, quotes).
    Mark(String, char),
    /// Longer than 24 characters.
    TooLong(String),
    /// A number (a seat, at the table).
    Number(String),
    /// Reads as a player's group (`Ann.2`): the name, the owner, the number.
    Group(String, String, String),
}
