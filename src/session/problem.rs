//! Why a session does not make sense: a typed refusal, and where it sits.

use super::document::Block;
use crate::rules::card::CardError;
use crate::rules::edition::{Edition, TooManyCopies};

/// Why the cards written for a player are not cards of the deck.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardsError {
    #[error(transparent)]
    Card(#[from] CardError),
    #[error(transparent)]
    Copies(Box<TooManyCopies>),
    #[error("no card given")]
    NoCard,
}

impl From<TooManyCopies> for CardsError {
    fn from(e: TooManyCopies) -> CardsError {
        CardsError::Copies(Box::new(e))
    }
}

/// Something in a session that does not make sense, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}{}{}{refusal}", hand.map(|h| format!("hand {h}: ")).unwrap_or_default(), play.map(|p| format!("play {p}: ")).unwrap_or_default(), block.map(|(b, n)| format!("{} {n}: ", b.key())).unwrap_or_default())]
pub struct Problem {
    /// 1-based hand number, when the problem is in a hand.
    pub hand: Option<usize>,
    /// 1-based play of the hand being played, when the problem is in one.
    pub play: Option<usize>,
    /// Another block at fault (a `[[join]]` or `[[leave]]`), 1-based.
    pub block: Option<(Block, usize)>,
    /// The setting at fault, when the problem is in the settings.
    pub key: Option<&'static str>,
    pub refusal: Box<Refusal>,
}

/// "no card", "1 card", "3 cards".
fn cards(n: usize) -> String {
    match n {
        0 => "no card".into(),
        1 => "1 card".into(),
        n => format!("{n} cards"),
    }
}

/// "1 card", "1 to 4 cards".
fn holds(limit: usize) -> String {
    match limit {
        1 => "1 card".into(),
        n => format!("1 to {n} cards"),
    }
}

impl Refusal {
    /// Every refusal of one hand, said at once (one alone as it is).
    pub(crate) fn together(mut refused: Vec<Refusal>) -> Result<(), Refusal> {
        // Refusals already said together are said with the others, not inside them.
        let mut all = Vec::new();
        for r in refused.drain(..) {
            match r {
                Refusal::Input(BadInput::Several(inner)) => all.extend(inner),
                other => all.push(other),
            }
        }
        match all.len() {
            0 => Ok(()),
            1 => Err(all.remove(0)),
            _ => Err(BadInput::Several(all).into()),
        }
    }

    /// A ruling of the rules on a play (exit 1), rather than input that is wrong (exit 2).
    pub fn is_ruling(&self) -> bool {
        matches!(self, Refusal::Rule(_))
    }

    /// The refusal as `phase10 lay` says it: the flags of `lay` (`--attempt N`), not
    /// those of `hand` (`--attempt NAME=N`).
    #[must_use]
    pub fn for_lay(self) -> Refusal {
        match &self {
            Refusal::Input(BadInput::NoPhaseCard(name)) => BadInput::Lay(format!(
                "{name} chose no phase card: give --attempt N (the phase card laid)"
            ))
            .into(),
            Refusal::Input(BadInput::NoTwistChoice {
                name,
                before,
                after,
            }) => BadInput::Lay(format!(
                "{name} is on a Twist space: give --choose {before} (or {after}) or --twist-card N"
            ))
            .into(),
            Refusal::Input(BadInput::NotOnTwistSpace { name, space }) => BadInput::Lay(format!(
                "{name} is on space {space}, not a Twist space: drop --choose and --twist-card"
            ))
            .into(),
            Refusal::Rule(Ruling::NotBeside {
                name,
                before,
                after,
                chose,
            }) => Ruling::Lay(format!(
                "{name} is on a Twist space between {before} and {after}: --choose {chose} is not one of them"
            ))
            .into(),
            _ => self,
        }
    }

    /// The player whose cards or points left this refusal is about: at a prompt, the
    /// question to ask again.
    pub fn score_of(&self) -> Option<&str> {
        let Refusal::Input(input) = self else {
            return None;
        };
        match input {
            BadInput::Several(all) => all.iter().find_map(Refusal::score_of),
            BadInput::NoScore(names) => names.first().map(String::as_str),
            BadInput::OutScoresZero(name)
            | BadInput::PointsAndCards(name)
            | BadInput::NotAMultipleOf5 { name, .. }
            | BadInput::PointsMade { name, .. }
            | BadInput::PointsNotMade { name, .. }
            | BadInput::CardsMade { name, .. }
            | BadInput::CardsNotMade { name, .. }
            | BadInput::CardsHeld { name, .. }
            | BadInput::PointsHeld { name, .. }
            | BadInput::BadCards {
                what: "cards left",
                name,
                ..
            } => Some(name),
            _ => None,
        }
    }
}

impl Problem {
    pub(crate) fn setting(key: &'static str, refusal: Refusal) -> Problem {
        Problem {
            hand: None,
            play: None,
            block: None,
            key: Some(key),
            refusal: Box::new(refusal),
        }
    }

    pub(crate) fn in_block(block: Block, n: usize, refusal: Refusal) -> Problem {
        Problem {
            hand: None,
            play: None,
            block: Some((block, n)),
            key: None,
            refusal: Box::new(refusal),
        }
    }
}

/// Every way a session's settings, one of its hands or a play is refused: a ruling of
/// the rules, or input that does not make sense. The two are two types, so the exit code
/// follows from the type.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error(transparent)]
    Rule(#[from] Ruling),
    #[error(transparent)]
    Input(#[from] BadInput),
}

/// The rules say no to a play at the table (exit 1): not that player's phase, a second
/// phase, a hit before one's phase is down, cards that do not fit, more cards than held.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Ruling {
    #[error("{name} already completed phase {number}: choose one of {open}")]
    PhaseCardDone {
        name: String,
        number: u8,
        open: String,
    },
    #[error(
        "{name} is on a Twist space between {before} and {after}: --choose {name}={chose} is not one of them"
    )]
    NotBeside {
        name: String,
        before: u8,
        after: u8,
        chose: u8,
    },
    #[error("{name} laid \"{cards}\", which is not {phase}: {reason}")]
    NotThePhase {
        name: String,
        cards: String,
        phase: String,
        reason: String,
    },
    #[error("{name} has laid {phase} this hand already: one phase per player per hand")]
    SecondLay { name: String, phase: String },
    #[error("{0} cannot hit before laying their own phase this hand")]
    HitBeforeDown(String),
    #[error("{0}")]
    DoesNotFit(String),
    #[error("{0}")]
    Lay(String),
    #[error("{name} laid {count} cards: a player holds 10, and 11 with the card drawn")]
    LaysMoreThanHeld { name: String, count: usize },
    #[error(
        "the hand is over: {name} put down {put_down} cards and went out; record its end with phase10 hand --out {quoted}",
        quoted = shell(name)
    )]
    HandOver { name: String, put_down: usize },
    #[error(
        "{name} put down {put_down} cards and holds {}: {count} cannot be hit",
        cards(crate::session::on_table::DEALT + 1 - *put_down)
    )]
    HitsMoreThanHeld {
        name: String,
        put_down: usize,
        count: usize,
    },
    #[error("{0} has laid no group this hand")]
    NoGroups(String),
}

/// What was typed or written does not make sense (exit 2): a name that is no player, a
/// setting out of range, a score no hand can have, a record that contradicts its plays.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BadInput {
    // The settings.
    #[error(
        "written by a newer phase10 (schema {found}); this one reads schema {}: upgrade phase10",
        super::SCHEMA
    )]
    NewerSchema { found: u32 },
    #[error("schema must be 1")]
    NoSchema,
    #[error("{edition} takes {min} to {max} players, not {count}")]
    PlayerCount {
        edition: Edition,
        min: usize,
        max: usize,
        count: usize,
    },
    #[error("{0}")]
    BadName(#[from] crate::session::record::NameError),
    #[error("{}: names must differ", if .0 == .1 { format!("\"{}\" is there twice", .0) } else { format!("\"{}\" and \"{}\" are the same name (names ignore case)", .0, .1) })]
    NameTwice(String, String),
    #[error(
        "{field}: \"{first}\" and \"{second}\" are the same player (names ignore case): give one of them"
    )]
    KeyTwice {
        field: &'static str,
        first: String,
        second: String,
    },
    #[error("dealer \"{0}\" is not one of the players")]
    DealerNotPlaying(String),
    #[error("{edition} has no variation \"{variation}\" (it has: {allowed})")]
    NoSuchVariation {
        edition: Edition,
        variation: &'static str,
        allowed: String,
    },
    #[error("variation \"phases\" needs phases_to_win = N (1 to 10)")]
    PhasesToWinMissing,
    #[error("phases_to_win is {0}: it goes from 1 to 10")]
    PhasesToWinRange(u8),
    #[error("phases_to_win goes with variation = \"phases\" only")]
    PhasesToWinAlone,
    #[error("twist_tiebreak is a twist house rule")]
    TwistTiebreakAlone,
    #[error("{0}")]
    BadBoard(#[from] crate::rules::board::BoardError),
    #[error("a twist session needs its board, e.g. board = \"1 2 T 3 4 T 5 6 T 7 8 T 9 10\"")]
    NoBoard,
    #[error("only twist has a board")]
    BoardAlone,

    // Who is in the hand.
    #[error("the game was already won by {winner} after hand {hands}: remove this hand")]
    AlreadyWon { winner: String, hands: usize },
    #[error(
        "the game was ended after hand {hands}: remove this, or the [[end]] (phase10 undo takes the end back)"
    )]
    Ended { hands: usize },
    #[error("{field}: \"{name}\" is not a player{} (players: {players})", hint.as_ref().map(|h| format!("; did you mean {h}?")).unwrap_or_default())]
    NotAPlayer {
        field: &'static str,
        name: String,
        players: String,
        /// The player meant, when one name is close.
        hint: Option<String>,
    },
    #[error("{field}: {name} is not in this hand: it is the replay between {seated}")]
    NotInReplay {
        field: &'static str,
        name: String,
        seated: String,
    },
    #[error("{field}: {name} is not at the table in hand {hand}: {why}")]
    NotAtTable {
        field: &'static str,
        name: String,
        hand: usize,
        /// When they sat down or got up ("Zoë joined from hand 4").
        why: String,
    },
    /// A `[[join]]` or `[[leave]]` that does not follow from the others.
    #[error("{0}")]
    Seats(String),
    #[error(
        "this hand is the replay between {0}: the first to go out wins, so only out is recorded"
    )]
    ReplayRecordsOut(String),
    /// A field of the hand that belongs to another edition's capabilities.
    #[error("{field}: {why}")]
    NotThisEdition {
        field: &'static str,
        why: &'static str,
    },

    // The phase each player attempts.
    #[error("{0} chose no phase card: give --attempt {0}=N")]
    NoPhaseCard(String),
    #[error("{name}'s attempt {number}: phase cards go from 1 to 10")]
    PhaseCardRange { name: String, number: u8 },
    #[error("{name} is on space {space}, not a Twist space: drop --choose/--twist-card for {name}")]
    NotOnTwistSpace { name: String, space: u8 },
    #[error("{name}'s Twist card {number}: Twist cards go from 1 to 10")]
    TwistCardRange { name: String, number: u8 },
    #[error("{0} either chooses a phase or draws a Twist card, not both")]
    ChoiceAndCard(String),
    #[error(
        "{name} is on a Twist space: give --choose {name}={before} (or {after}) or --twist-card {name}=N"
    )]
    NoTwistChoice { name: String, before: u8, after: u8 },

    // The phases laid.
    #[error("{0} laid a phase but did not make it: add them to made")]
    LaidNotMade(String),
    #[error("{what} by {name}: {error}")]
    BadCards {
        what: &'static str,
        name: String,
        error: CardsError,
    },
    #[error("{name} laid \"{cards}\": {reason}")]
    TooBigToJudge {
        name: String,
        cards: String,
        reason: String,
    },

    // The scores.
    #[error("{0} went out and scores 0: drop their points/cards")]
    OutScoresZero(String),
    #[error("{0} has both points and cards left: give one of them")]
    PointsAndCards(String),
    #[error(
        "{name} scored {points}: every card is worth 5, 10, 15, 20 or 25, so points are a multiple of 5"
    )]
    NotAMultipleOf5 { name: String, points: u32 },
    #[error("{name} made their phase and holds {}: {points} points is impossible ({can})", holds(*limit))]
    PointsMade {
        name: String,
        limit: usize,
        points: u32,
        /// What those cards can make, in words.
        can: String,
    },
    #[error(
        "{name} did not make their phase, so holds 10 cards: {points} points is impossible ({can})"
    )]
    PointsNotMade {
        name: String,
        points: u32,
        can: String,
    },
    #[error("{name} made their phase, so holds {}; {count} given", holds(*limit))]
    CardsMade {
        name: String,
        limit: usize,
        count: usize,
    },
    #[error("{name} did not make their phase, so holds exactly 10 cards; {count} given")]
    CardsNotMade { name: String, count: usize },
    /// Every player of the hand with no score, at once.
    #[error("{}", no_score(.0))]
    NoScore(Vec<String>),
    /// Every refusal of one hand's scores, at once.
    #[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join(". Also: "))]
    Several(Vec<Refusal>),

    // The hand played live: its end follows from what was put down.
    #[error(
        "{0} is not down, so cannot have gone out: record {0}'s phase first (phase10 lay {quoted} CARDS)",
        quoted = shell(.0)
    )]
    OutNotDown(String),
    #[error(
        "{name} put down {put_down} cards, so holds {held_cards}: {name} cannot have gone out (record the rest with phase10 hit {quoted} CARDS --on OWNER)",
        held_cards = cards(*held),
        quoted = shell(name)
    )]
    OutWithCards {
        name: String,
        put_down: usize,
        held: usize,
    },
    #[error(
        "{name} put down {put_down} cards, so holds none: {name} went out (--out {quoted}), not {out}",
        quoted = shell(name)
    )]
    HoldsNone {
        name: String,
        put_down: usize,
        out: String,
    },
    #[error(
        "{0} has not laid a phase this hand: record it with phase10 lay {quoted} CARDS (in a hand played live, who made it is who laid)",
        quoted = shell(.0)
    )]
    MadeNotLaid(String),
    #[error(
        "made says otherwise than the plays: in a hand played live, who made it is who laid ({0}); drop made"
    )]
    MadeDiffers(String),
    #[error("{name} laid {laid} this hand, not {said}")]
    LaidDiffers {
        name: String,
        laid: String,
        said: String,
    },
    #[error("{name} put down {put_down} cards, so holds {}; {count} given", cards(*held))]
    CardsHeld {
        name: String,
        put_down: usize,
        held: usize,
        count: usize,
    },
    #[error("{name} put down {put_down} cards, so holds {}: {points} points is impossible ({can})", cards(*held))]
    PointsHeld {
        name: String,
        put_down: usize,
        held: usize,
        points: u32,
        can: String,
    },
    #[error("{0}")]
    Deck(String),

    // The table: phases laid and hits, as they happen.
    #[error("a play is one of: lay = \"NAME\", hit = \"NAME\" or flip = true")]
    BadPlay,
    #[error("{0}")]
    Lay(String),
    #[error(
        "the cards go onto {owner}'s groups in more than one way: hit them group by group (--on {owner}.1, then --on {owner}.2)"
    )]
    SplitMoreWays { owner: String },
    #[error("{name}: {why}")]
    UntypedWilds {
        name: String,
        why: Box<crate::rules::hit::NotLaid>,
    },
    #[error("play {index}: {refusal}")]
    InPlay { index: usize, refusal: Box<Refusal> },
    #[error("{}", if *count == 1 { format!("{owner} has 1 group on the table, not a group {index}: name it {owner}.1") } else { format!("{owner} has {count} groups on the table, not a group {index}: name it {owner}.1 to {owner}.{count}") })]
    NoSuchGroup {
        owner: String,
        index: usize,
        count: usize,
    },
    #[error("the cards fit {owner}'s groups {}: say which, e.g. --on {}", groups.iter().map(ToString::to_string).collect::<Vec<_>>().join(" and "), shell(&format!("{owner}.{}", groups[0])))]
    WhichGroup { owner: String, groups: Vec<usize> },
    #[error("{name} laid {laid} this hand, not {said}")]
    LaidOtherPhase {
        name: String,
        laid: String,
        said: String,
    },

    // Masters: the save piles.
    #[error("{name} saved {count} cards: a player saves at most one card a hand")]
    SavedMany { name: String, count: usize },
    /// (The pile is private: the refusal, on the shared screen, does not show it.)
    #[error(
        "{name} has no {card} in their save pile ({name} can look: phase10 status --show-saved)"
    )]
    NotSaved { name: String, card: String },
}

/// "no score for Cy: give --left Cy=… or --points Cy=N", or for several at once.
fn no_score(names: &[String]) -> String {
    match names {
        [one] if one.contains(' ') => {
            format!("no score for {one}: give --left \"{one}=CARDS\" or --points \"{one}=N\"")
        }
        [one] => format!("no score for {one}: give --left {one}=\"CARDS\" or --points {one}=N"),
        _ => format!(
            "no score for {}: give --left NAME=\"CARDS\" or --points NAME=N for each",
            listed(names)
        ),
    }
}

/// Names in words: "Ann", "Ann and Bob", "Zoë, Max and Ann".
fn listed(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A name as a shell line takes it: quoted where it holds a space or a quote.
fn shell(name: &str) -> String {
    if name.contains([' ', '\'', '"']) {
        format!("\"{}\"", name.replace('"', "\\\""))
    } else {
        name.to_string()
    }
}
