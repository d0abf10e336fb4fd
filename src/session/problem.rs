//! Why a session does not make sense: a typed refusal, and where it sits.

use super::document::Block;
use crate::rules::card::CardError;
use crate::rules::card::{self, Card};
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

/// Who says a refusal: `phase10 hand` (its flags, `--attempt Ann=N`, and `phase10 …`
/// lines), `phase10 lay` (`--attempt N`), or the table (the words typed at the table
/// screen and in `phase10 play --plain`: `ann lay phase N …`, `out bob`, `undo`). The
/// refusal is one typed value; only its advice is said in each face's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Face {
    #[default]
    Hand,
    Lay,
    Table,
}

/// A step a refusal advises.
enum Advice<'a> {
    /// Record a player's phase.
    Lay(&'a str),
    /// Record a player's hit.
    Hit(&'a str),
    /// Record the hand's end, the player gone out.
    Out(&'a str),
    /// Say who went out, in the hand's end being given.
    OutIs(&'a str),
    /// Name a group (`Ann.2`).
    On(&'a str),
    Undo,
    /// The next game at this table.
    NextGame,
}

/// The step, as `face` types it.
fn advise(face: Face, advice: Advice) -> String {
    match (face, advice) {
        (Face::Table, Advice::Lay(name)) => format!("{name} lay CARDS"),
        (_, Advice::Lay(name)) => format!("phase10 lay {} CARDS", shell(name)),
        (Face::Table, Advice::Hit(name)) => format!("{name} hit CARDS on OWNER"),
        (_, Advice::Hit(name)) => format!("phase10 hit {} CARDS --on OWNER", shell(name)),
        (Face::Table, Advice::Out(name) | Advice::OutIs(name)) => format!("out {name}"),
        (_, Advice::Out(name)) => format!("phase10 hand --out {}", shell(name)),
        (_, Advice::OutIs(name)) => format!("--out {}", shell(name)),
        (Face::Table, Advice::On(group)) => format!("on {group}"),
        (_, Advice::On(group)) => format!("--on {}", shell(group)),
        (Face::Table, Advice::Undo) => "undo".into(),
        (_, Advice::Undo) => "phase10 undo".into(),
        (Face::Table, Advice::NextGame) => "new game".into(),
        (_, Advice::NextGame) => "phase10 new --again".into(),
    }
}

fn not_beside(face: Face, name: &str, before: u8, after: u8, chose: u8) -> String {
    let said = match face {
        Face::Hand => format!("--choose {name}={chose}"),
        Face::Lay => format!("--choose {chose}"),
        Face::Table => format!("phase {chose}"),
    };
    format!("{name} is on a Twist space between {before} and {after}: {said} is not one of them")
}

/// The house rule that the last card is discarded, where the table plays it.
fn keeps_one(go_out: crate::session::GoOut) -> &'static str {
    match go_out {
        crate::session::GoOut::Any => "",
        crate::session::GoOut::Discard => {
            ", one of them kept to discard (house rule go_out = \"discard\": going out is discarding the last card)"
        }
    }
}

fn hand_over(face: Face, name: &str, put_down: usize) -> String {
    format!(
        "the hand is over: {name} put down {put_down} cards and went out; record its end with {}",
        advise(face, Advice::Out(name))
    )
}

fn no_phase_card(face: Face, name: &str) -> String {
    match face {
        Face::Hand => format!("{name} chose no phase card: give --attempt {name}=N"),
        Face::Lay => format!("{name} chose no phase card: give --attempt N (the phase card laid)"),
        Face::Table => format!("{name} chose no phase card: say it, {name} lay phase N CARDS"),
    }
}

fn not_on_twist_space(face: Face, name: &str, space: u8) -> String {
    let drop = match face {
        Face::Hand => format!("drop --choose/--twist-card for {name}"),
        Face::Lay => "drop --choose and --twist-card".into(),
        Face::Table => "drop phase N and twist N".into(),
    };
    format!("{name} is on space {space}, not a Twist space: {drop}")
}

fn no_twist_choice(face: Face, name: &str, before: u8, after: u8) -> String {
    let give = match face {
        Face::Hand => {
            format!("give --choose {name}={before} (or {after}) or --twist-card {name}=N")
        }
        Face::Lay => format!("give --choose {before} (or {after}) or --twist-card N"),
        Face::Table => format!("say phase {before} (or {after}) or twist N"),
    };
    format!("{name} is on a Twist space: {give}")
}

fn out_not_down(face: Face, name: &str) -> String {
    format!(
        "{name} is not down, so cannot have gone out: record {name}'s phase first ({})",
        advise(face, Advice::Lay(name))
    )
}

fn made_not_laid(face: Face, name: &str) -> String {
    format!(
        "{name} has not laid a phase this hand: record it with {} (in a hand played live, who made it is who laid)",
        advise(face, Advice::Lay(name))
    )
}

fn out_with_cards(face: Face, name: &str, put_down: usize, held: usize) -> String {
    let untyped = match face {
        Face::Table => format!("say yes when out {name} asks whether they were hit untyped"),
        _ => format!("say they were hit untyped: --untyped {}", shell(name)),
    };
    format!(
        "{name} put down {put_down} cards, so holds {}: {name} cannot have gone out (record the rest with {}, or {untyped})",
        cards(held),
        advise(face, Advice::Hit(name))
    )
}

impl Ruling {
    /// The ruling in the words of `face` (see [`Refusal::say`]).
    pub fn say(&self, face: Face) -> String {
        match self {
            Ruling::NotBeside {
                name,
                before,
                after,
                chose,
            } => not_beside(face, name, *before, *after, *chose),
            Ruling::HandOver { name, put_down } => hand_over(face, name, *put_down),
            Ruling::OtherSide { ruling, side } => other_side(face, ruling, *side),
            _ => self.to_string(),
        }
    }
}

impl BadInput {
    /// The refusal in the words of `face` (see [`Refusal::say`]).
    pub fn say(&self, face: Face) -> String {
        match self {
            BadInput::Ended { hands } => format!(
                "the game was ended after hand {hands}: remove this, or the [[end]] ({} takes the end back)",
                advise(face, Advice::Undo)
            ),
            BadInput::NoPhaseCard(name) => no_phase_card(face, name),
            BadInput::NotOnTwistSpace { name, space } => not_on_twist_space(face, name, *space),
            BadInput::NoTwistChoice {
                name,
                before,
                after,
            } => no_twist_choice(face, name, *before, *after),
            BadInput::NoScore(names) => no_score(face, names),
            BadInput::Several(all) => all
                .iter()
                .map(|r| r.say(face))
                .collect::<Vec<_>>()
                .join(". Also: "),
            BadInput::OutNotDown(name) => out_not_down(face, name),
            BadInput::OutWithCards {
                name,
                put_down,
                held,
            } => out_with_cards(face, name, *put_down, *held),
            BadInput::HoldsNone {
                name,
                put_down,
                out,
            } => format!(
                "{name} put down {put_down} cards, so holds none: {name} went out ({}), not {out}",
                advise(face, Advice::OutIs(name))
            ),
            BadInput::MadeNotLaid(name) => made_not_laid(face, name),
            BadInput::InPlay { index, refusal } => format!("play {index}: {}", refusal.say(face)),
            BadInput::GameOver { winners } => game_over(face, winners),
            BadInput::GameEnded { hands } => game_ended(face, *hands),
            BadInput::EndInPlay { hand } => end_in_play(face, *hand),
            BadInput::NoHandsToEdit => format!(
                "no hands recorded yet; record one with {}",
                advise(face, Advice::Out("NAME"))
            ),
            BadInput::NoWinnerYet { hands, in_play } => no_winner_yet(face, *hands, *in_play),
            BadInput::NextGameAlready => format!(
                "has no hand yet, so it is the next game already ({} records its first hand)",
                advise(face, Advice::Out("NAME"))
            ),
            BadInput::Seating(s) => s.say(face),
            // (The field is the command line's flag: at the table, the why alone.)
            BadInput::NotThisEdition { why, .. } if face == Face::Table => (*why).to_string(),
            BadInput::Later { number, problem } => {
                format!("with hand {number} re-entered, {}", problem.say(face))
            }
            BadInput::Problem(problem) => problem.say(face),
            BadInput::DrawnBack(owners) if face == Face::Table => format!(
                "a card on the table or in a hand was drawn back from a save pile, and the deck has no other: say so, {}",
                owners
                    .iter()
                    .map(|(name, cards)| format!("{name} drew back {}", card::show(cards)))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
            BadInput::NotSaved { name, card } if face == Face::Table => format!(
                "{name} has no {card} in their save pile (a pile is private: {name} can look in theirs)"
            ),
            BadInput::SplitMoreWays { owner } => format!(
                "the cards go onto {owner}'s groups in more than one way: hit them group by group ({}, then {})",
                advise(face, Advice::On(&format!("{owner}.1"))),
                advise(face, Advice::On(&format!("{owner}.2")))
            ),
            BadInput::WhichGroup { owner, groups } => format!(
                "the cards fit {owner}'s groups {}: say which, e.g. {}",
                groups
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" and "),
                advise(face, Advice::On(&format!("{owner}.{}", groups[0])))
            ),
            _ => self.to_string(),
        }
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

/// `--unsave Bob=R7 --unsave Cy="R7 W"`: a flag an owner, their cards together.
fn unsave_flags(owners: &[(String, Vec<Card>)]) -> String {
    owners
        .iter()
        .map(|(name, cards)| {
            let shown = card::show(cards);
            if cards.len() == 1 {
                format!("--unsave {name}={shown}")
            } else {
                format!("--unsave {name}=\"{shown}\"")
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
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

    /// The refusal in the words of `face`: the command line's flags (`phase10 hand`'s
    /// `--attempt Ann=N`, `phase10 lay`'s `--attempt N`) or the table's words (`ann lay
    /// phase N …`, `out bob`, `undo`). `Display` says it as `phase10 hand` does.
    pub fn say(&self, face: Face) -> String {
        match self {
            Refusal::Rule(r) => r.say(face),
            Refusal::Input(b) => b.say(face),
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
    /// The problem in the words of `face`, with where it sits ("hand 2: …").
    pub fn say(&self, face: Face) -> String {
        let text = self.to_string();
        let inner = self.refusal.to_string();
        let place = text.strip_suffix(&inner).unwrap_or_default();
        format!("{place}{}", self.refusal.say(face))
    }

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
    #[error("{}", not_beside(Face::Hand, name, *before, *after, *chose))]
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
    #[error("{name} laid {count} cards: a player holds 10, and 11 with the card drawn{}", keeps_one(*go_out))]
    LaysMoreThanHeld {
        name: String,
        count: usize,
        go_out: crate::session::GoOut,
    },
    #[error("{}", hand_over(Face::Hand, name, *put_down))]
    HandOver { name: String, put_down: usize },
    #[error("{}", if *discarded { format!("{name} went out discarding a Flip card: the side turned once for it, and the hand is over (no more flips, no 11th card to hit)") } else { format!("{name} went out putting down all 11 cards, with no discard: no Flip card was discarded after") })]
    FlipAfterOut { name: String, discarded: bool },
    #[error(
        "{name} put down {put_down} cards and holds {}{}: {count} cannot be hit",
        cards(crate::session::on_table::can_put_down(*put_down, crate::session::GoOut::Any)),
        match go_out {
            crate::session::GoOut::Any => "",
            crate::session::GoOut::Discard => " with the card drawn, and keeps one to discard (house rule go_out = \"discard\": going out is discarding the last card)",
        }
    )]
    HitsMoreThanHeld {
        name: String,
        put_down: usize,
        count: usize,
        go_out: crate::session::GoOut,
    },
    #[error("{0} has laid no group this hand")]
    NoGroups(String),
    /// Refused on the side in play, where on the other side it is the phase or fits:
    /// a Flip card discarded and not said, likely.
    #[error("{}", other_side(Face::Hand, ruling, *side))]
    OtherSide {
        ruling: Box<Ruling>,
        side: crate::rules::edition::Side,
    },
}

fn other_side(face: Face, ruling: &Ruling, side: crate::rules::edition::Side) -> String {
    let name = match side {
        crate::rules::edition::Side::Color => "Color Side",
        crate::rules::edition::Side::Wild => "Wild Side",
    };
    let flip = if face == Face::Table {
        "say flip first"
    } else {
        "phase10 flip first"
    };
    format!(
        "{} (on the {name} it would: if a Flip card was discarded, {flip})",
        ruling.say(face)
    )
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
        "{field}: \"{first}\" and \"{second}\" are the same player (a name is the same in any case or Unicode form): give one of them"
    )]
    KeyTwice {
        field: &'static str,
        first: String,
        second: String,
    },
    #[error("the {} Side is written, but {} leave{} the {} Side in play: drop --side (the flips say it), or take back a flip", side_word(*written), if *flips == 1 { "the flip played".to_string() } else { format!("the {flips} flips played") }, if *flips == 1 { "s" } else { "" }, side_word(*played))]
    SideDiffers {
        written: crate::rules::edition::Side,
        played: crate::rules::edition::Side,
        flips: usize,
    },
    #[error(
        "Twist card {number} is {first}'s this hand, and {second}'s too: the Twist deck has one of each card (say the one each of them drew)"
    )]
    TwistCardTwice {
        number: u8,
        first: String,
        second: String,
    },
    /// Cards on the table drawn back from save piles: for each owner, every card they
    /// drew back (those already said among them).
    #[error("a card on the table or in a hand was drawn back from a save pile, and the deck has no other: say so with {}", unsave_flags(.0))]
    DrawnBack(Vec<(String, Vec<Card>)>),
    /// The dealer named is no one at the table: the words say whom they may mean.
    #[error("{0}")]
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
    #[error("twist_pass is a twist house rule")]
    TwistPassAlone,
    #[error("phase_list: {0}")]
    PhaseList(String),
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
        "the game was ended after hand {hands}: remove this, or the [[end]] ({} takes the end back)",
        advise(Face::Hand, Advice::Undo)
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
    #[error("{}", no_phase_card(Face::Hand, .0))]
    NoPhaseCard(String),
    #[error("{name}'s attempt {number}: phase cards go from 1 to 10")]
    PhaseCardRange { name: String, number: u8 },
    #[error("{}", not_on_twist_space(Face::Hand, name, *space))]
    NotOnTwistSpace { name: String, space: u8 },
    #[error("{name}'s Twist card {number}: Twist cards go from 1 to 10")]
    TwistCardRange { name: String, number: u8 },
    #[error("{0} either chooses a phase or draws a Twist card, not both")]
    ChoiceAndCard(String),
    #[error("{}", no_twist_choice(Face::Hand, name, *before, *after))]
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
    #[error("{}", no_score(Face::Hand, .0))]
    NoScore(Vec<String>),
    /// Every refusal of one hand's scores, at once.
    #[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join(". Also: "))]
    Several(Vec<Refusal>),

    // The hand played live: its end follows from what was put down.
    #[error("{}", out_not_down(Face::Hand, .0))]
    OutNotDown(String),
    #[error("{}", out_with_cards(Face::Hand, name, *put_down, *held))]
    OutWithCards {
        name: String,
        put_down: usize,
        held: usize,
    },
    #[error(
        "{name} put down {put_down} cards, so holds none: {name} went out ({}), not {out}",
        advise(Face::Hand, Advice::OutIs(name))
    )]
    HoldsNone {
        name: String,
        put_down: usize,
        out: String,
    },
    #[error("{}", made_not_laid(Face::Hand, .0))]
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
    #[error("a play is one of: lay = \"NAME\", hit = \"NAME\", flip = true or dealer = \"NAME\"")]
    BadPlay,
    #[error(
        "untyped: {0}'s hits can be untyped only in a hand played live (with its lays and hits recorded)"
    )]
    UntypedNotLive(String),
    #[error("untyped: {0} is not down, so hit nothing")]
    UntypedNotDown(String),
    #[error("untyped: {0} put down every card in the plays typed: none was untyped")]
    UntypedAllTyped(String),
    #[error("{0} deals this hand already: nothing to change")]
    DealsAlready(String),
    #[error("dealer says {written}, but a play of the hand says {played} dealt: give one of them")]
    DealerDiffers { written: String, played: String },
    #[error("{0}")]
    Lay(String),
    #[error(
        "the cards go onto {owner}'s groups in more than one way: hit them group by group ({}, then {})", advise(Face::Hand, Advice::On(&format!("{owner}.1"))), advise(Face::Hand, Advice::On(&format!("{owner}.2")))
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
    #[error(
        "\"{on}\" names both {player} and {owner}'s group {index}: for {player}'s groups say {player}.1 and on; for {owner}'s, first give {player} a name that reads one way (players rename \"{player}\" \"{owner} {index}\")"
    )]
    OnTwoWays {
        on: String,
        player: String,
        owner: String,
        index: usize,
    },
    #[error("the cards fit {owner}'s groups {}: say which, e.g. {}", groups.iter().map(ToString::to_string).collect::<Vec<_>>().join(" and "), advise(Face::Hand, Advice::On(&format!("{owner}.{}", groups[0]))))]
    WhichGroup { owner: String, groups: Vec<usize> },
    #[error("{name} laid {laid} this hand, not {said}")]
    LaidOtherPhase {
        name: String,
        laid: String,
        said: String,
    },

    // Changes of the record as a whole.
    #[error("{}", game_over(Face::Hand, winners))]
    GameOver { winners: String },
    #[error("{}", game_ended(Face::Hand, *hands))]
    GameEnded { hands: usize },
    #[error("the game was ended already, after hand {hands}")]
    EndedAlready { hands: usize },
    #[error("{}", end_in_play(Face::Hand, *hand))]
    EndInPlay { hand: usize },
    #[error("no hand is played yet, so there is no one ahead to win")]
    EndNoHand,
    #[error(
        "no hands recorded yet; record one with {}",
        advise(Face::Hand, Advice::Out("NAME"))
    )]
    NoHandsToEdit,
    #[error("give a hand number from 1 to {count}")]
    NoSuchHand { number: usize, count: usize },
    #[error("with hand {number} re-entered, {problem}")]
    Later {
        number: usize,
        problem: Box<Problem>,
    },
    /// (Said after the game's name: "friday has no hand yet, …".)
    #[error(
        "has no hand yet, so it is the next game already ({} records its first hand)",
        advise(Face::Hand, Advice::Out("NAME"))
    )]
    NextGameAlready,
    /// (Said after the game's name: "friday has no winner yet …".)
    #[error("{}", no_winner_yet(Face::Hand, *hands, *in_play))]
    NoWinnerYet { hands: usize, in_play: bool },
    /// Who sits at the table, changed between hands.
    #[error("{}", .0.say(Face::Hand))]
    Seating(Seating),
    /// Elsewhere in the session: what does not play through, and where.
    #[error("{0}")]
    Problem(Box<Problem>),
    /// The file is not as phase10 can change it (edited by hand since it was read).
    #[error("{0}")]
    File(String),

    // Masters: the save piles.
    #[error("{name} saved {count} cards: a player saves at most one card a hand")]
    SavedMany { name: String, count: usize },
    /// (The pile is private: the refusal, on the shared screen, does not show it.)
    #[error(
        "{name} has no {card} in their save pile ({name} can look: phase10 status --show-saved)"
    )]
    NotSaved { name: String, card: String },
}

/// Why who sits at the table cannot change so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seating {
    Over {
        winners: String,
    },
    InPlay,
    /// Back at the table with no hand played since they got up.
    BackTooSoon {
        name: String,
        after: usize,
    },
    KeepsSeat {
        name: String,
        seat: usize,
    },
    Seated {
        name: String,
        seat: usize,
    },
    SeatRange {
        seat: usize,
        most: usize,
    },
    /// The players in the file are not a list phase10 can change.
    NotAList(String),
    /// Not at the table: why.
    Away(String),
    /// Sat down for the next hand and played none yet.
    NoHandYet {
        name: String,
        hand: usize,
    },
    SameName(String),
    NotNamed(String),
}

impl Seating {
    /// The refusal in the words of `face`.
    pub fn say(&self, face: Face) -> String {
        let undo = advise(face, Advice::Undo);
        match self {
            Seating::Over { winners } => format!(
                "the game is over ({winners} won); start the next with {}",
                advise(face, Advice::NextGame)
            ),
            Seating::InPlay => format!(
                "a hand is being played; record its end first ({}), then change who sits between hands",
                if face == Face::Table {
                    "out NAME"
                } else {
                    "phase10 hand"
                }
            ),
            Seating::BackTooSoon { name, after } => format!(
                "{name} got up after hand {after} and no hand was played since: {undo} takes that back"
            ),
            Seating::KeepsSeat { name, seat } => format!(
                "{name} keeps seat {seat}; {}",
                if face == Face::Table {
                    "say no seat"
                } else {
                    "drop --seat"
                }
            ),
            Seating::Seated { name, seat } => {
                format!("{name} is already at the table (seat {seat})")
            }
            Seating::SeatRange { seat, most } => {
                format!("seat {seat}: seats go from 1 to {most}")
            }
            Seating::NotAList(name) => format!(
                "the players in the file are not a list phase10 can change; seat {name} by hand"
            ),
            Seating::Away(why) => why.clone(),
            Seating::NoHandYet { name, hand } => format!(
                "{name} sat down for hand {hand} and has played no hand yet: {undo} takes that back"
            ),
            Seating::SameName(name) => format!("{name} is already called that"),
            Seating::NotNamed(name) => format!("{name} is not named in the file as it is"),
        }
    }
}

fn game_over(face: Face, winners: &str) -> String {
    match face {
        Face::Table => {
            format!("the game is over: {winners} won; new game starts the next (or undo)")
        }
        _ => format!(
            "the game is over: {winners} won; start another with phase10 new (or phase10 undo)"
        ),
    }
}

fn game_ended(face: Face, hands: usize) -> String {
    format!(
        "the game was ended after hand {hands}: {} takes the end back, or {} starts the next",
        advise(face, Advice::Undo),
        advise(face, Advice::NextGame)
    )
}

fn end_in_play(face: Face, hand: usize) -> String {
    format!(
        "hand {hand} is being played: record its end first ({}), or take its plays back with {}",
        advise(face, Advice::Out("NAME")),
        advise(face, Advice::Undo)
    )
}

fn no_winner_yet(face: Face, hands: usize, in_play: bool) -> String {
    format!(
        "has no winner yet ({}{}): {} to start the next game anyway",
        if hands == 1 {
            "1 hand".to_string()
        } else {
            format!("{hands} hands")
        },
        if in_play { ", and a hand in play" } else { "" },
        if face == Face::Table {
            "say new game force"
        } else {
            "add --force"
        }
    )
}

/// "no score for Cy: give --left Cy=… or --points Cy=N", or for several at once.
fn no_score(face: Face, names: &[String]) -> String {
    if face == Face::Table {
        return format!(
            "no score for {}: give the cards or points left",
            listed(names)
        );
    }
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

/// A side as the rulebook names it ("Color", "Wild").
fn side_word(side: crate::rules::edition::Side) -> &'static str {
    match side {
        crate::rules::edition::Side::Color => "Color",
        crate::rules::edition::Side::Wild => "Wild",
    }
}
