//! Why a session does not make sense: a typed refusal, and where it sits.

use super::document::Block;
use crate::rules::card::Card;
use crate::rules::card::CardError;
use crate::rules::edition::{Edition, TooManyCopies};

/// Why the cards written for a player are not cards of the deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardsError {
    Card(CardError),
    Copies(Box<TooManyCopies>),
    NoCard,
}

impl From<TooManyCopies> for CardsError {
    fn from(e: TooManyCopies) -> CardsError {
        CardsError::Copies(Box::new(e))
    }
}

/// The cards a hand's end says, counted against the deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeckProblem {
    /// More copies of a card on the table, left in hand (and in the save piles, where
    /// the table keeps them) than the deck holds.
    Counted {
        save_piles: bool,
        copies: TooManyCopies,
    },
    /// The points left need Wilds and Skips the deck no longer has this hand: each
    /// player's points, the Wilds and Skips not seen, and whether cards score their face
    /// value (else Wilds 25, Skips 15).
    PointsNeedCards {
        who: Vec<(String, u32)>,
        wilds: usize,
        skips: usize,
        face_value: bool,
    },
}

/// A claim the solver judged: its answer, and the rules it was asked under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judged {
    pub verdict: crate::solver::Verdict,
    pub rules: crate::solver::Rules,
}

/// Something in a session that does not make sense, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
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

    /// A ruling of the rules (exit 1), rather than input that is wrong (exit 2): a
    /// ruling itself, or one found where the change plays through (a hand's phase laid,
    /// a later hand an edit makes invalid, a play), or several refusals all rulings.
    pub fn is_ruling(&self) -> bool {
        match self {
            Refusal::Rule(_) => true,
            Refusal::Input(BadInput::Problem(p) | BadInput::Later { problem: p, .. }) => {
                p.refusal.is_ruling()
            }
            Refusal::Input(BadInput::InPlay { refusal, .. }) => refusal.is_ruling(),
            Refusal::Input(BadInput::Several(all)) => all.iter().all(Refusal::is_ruling),
            Refusal::Input(_) => false,
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    Rule(Ruling),
    Input(BadInput),
}

/// The rules say no to a play at the table (exit 1): not that player's phase, a second
/// phase, a hit before one's phase is down, cards that do not fit, more cards than held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ruling {
    /// Cards left said before anyone went out: the hand is still being played.
    LeftBeforeOut(String),
    /// Cards left said by the one who went out: they hold none.
    LeftWentOut(String),
    PhaseCardDone {
        name: String,
        number: u8,
        open: String,
    },
    NotBeside {
        name: String,
        before: u8,
        after: u8,
        chose: u8,
    },
    NotThePhase {
        name: String,
        cards: String,
        phase: crate::session::attempt::Attempt,
        /// The solver's answer, and the rules it was asked under (its words need both).
        judged: Box<Judged>,
    },
    SecondLay {
        name: String,
        phase: crate::session::attempt::Attempt,
    },
    HitBeforeDown(String),
    DoesNotFit(crate::rules::hit::Unfit),
    LaysMoreThanHeld {
        name: String,
        count: usize,
        go_out: crate::session::GoOut,
    },
    HandOver {
        name: String,
        put_down: usize,
    },
    FlipAfterOut {
        name: String,
        discarded: bool,
    },
    HitsMoreThanHeld {
        name: String,
        put_down: usize,
        count: usize,
        go_out: crate::session::GoOut,
    },
    NoGroups(String),
    /// Refused on the side in play, where on the other side it is the phase or fits:
    /// a Flip card discarded and not said, likely.
    OtherSide {
        ruling: Box<Ruling>,
        side: crate::rules::edition::Side,
    },
}

/// What was typed or written does not make sense (exit 2): a name that is no player, a
/// setting out of range, a score no hand can have, a record that contradicts its plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadInput {
    // The settings.
    NewerSchema {
        found: u32,
    },
    NoSchema,
    PlayerCount {
        edition: Edition,
        min: usize,
        max: usize,
        count: usize,
    },
    BadName(crate::session::record::NameError),
    NameTwice(String, String),
    KeyTwice {
        field: &'static str,
        first: String,
        second: String,
    },
    SideDiffers {
        written: crate::rules::edition::Side,
        played: crate::rules::edition::Side,
        flips: usize,
    },
    TwistCardTwice {
        number: u8,
        first: String,
        second: String,
    },
    /// Cards on the table drawn back from save piles: for each owner, every card they
    /// drew back (those already said among them).
    DrawnBack(Vec<(String, Vec<Card>)>),
    /// The dealer named is no one at the table: the words say whom they may mean.
    DealerNotPlaying(crate::name::NotFound),
    NoSuchVariation {
        edition: Edition,
        variation: &'static str,
        allowed: String,
    },
    PhasesToWinMissing,
    PhasesToWinRange(u8),
    PhasesToWinAlone,
    TwistTiebreakAlone,
    TwistPassAlone,
    PhaseList(crate::rules::phase_list::ListProblem),
    BadBoard(crate::rules::board::BoardError),
    NoBoard,
    BoardAlone,

    // Who is in the hand.
    AlreadyWon {
        winner: String,
        hands: usize,
    },
    Ended {
        hands: usize,
    },
    NotAPlayer {
        field: &'static str,
        name: String,
        players: String,
        /// The player meant, when one name is close.
        hint: Option<String>,
    },
    NotInReplay {
        field: &'static str,
        name: String,
        seated: String,
    },
    NotAtTable {
        field: &'static str,
        name: String,
        hand: usize,
        /// When they sat down or got up.
        why: Away,
    },
    /// A `[[join]]` or `[[leave]]` that does not follow from the others.
    Seats(String),
    /// The first hand's dealer is away from it.
    FirstDealerAway(Away),
    ReplayRecordsOut(String),
    /// A field of the hand that belongs to another edition's capabilities.
    NotThisEdition {
        field: &'static str,
        why: &'static str,
    },

    // The phase each player attempts.
    NoPhaseCard(String),
    PhaseCardRange {
        name: String,
        number: u8,
    },
    NotOnTwistSpace {
        name: String,
        space: u8,
    },
    TwistCardRange {
        name: String,
        number: u8,
    },
    ChoiceAndCard(String),
    NoTwistChoice {
        name: String,
        before: u8,
        after: u8,
    },

    // The phases laid.
    LaidNotMade(String),
    BadCards {
        what: &'static str,
        name: String,
        error: CardsError,
    },
    TooBigToJudge {
        name: String,
        cards: String,
        judged: Box<Judged>,
    },

    // The scores.
    OutScoresZero(String),
    PointsAndCards(String),
    NotAMultipleOf5 {
        name: String,
        points: u32,
    },
    PointsMade {
        name: String,
        limit: usize,
        points: u32,
        /// What those cards can make, in words.
        can: Totals,
    },
    PointsNotMade {
        name: String,
        points: u32,
        can: Totals,
    },
    CardsMade {
        name: String,
        limit: usize,
        count: usize,
    },
    CardsNotMade {
        name: String,
        count: usize,
    },
    /// Every player of the hand with no score, at once.
    NoScore(Vec<String>),
    /// Every refusal of one hand's scores, at once.
    Several(Vec<Refusal>),

    // The hand played live: its end follows from what was put down.
    OutNotDown(String),
    OutWithCards {
        name: String,
        put_down: usize,
        held: usize,
    },
    HoldsNone {
        name: String,
        put_down: usize,
        out: String,
    },
    MadeNotLaid(String),
    MadeDiffers(String),
    LaidDiffers {
        name: String,
        laid: String,
        said: String,
    },
    CardsHeld {
        name: String,
        put_down: usize,
        held: usize,
        count: usize,
    },
    PointsHeld {
        name: String,
        put_down: usize,
        held: usize,
        points: u32,
        can: Totals,
    },
    Deck(DeckProblem),

    // The table: phases laid and hits, as they happen.
    BadPlay,
    UntypedNotLive(String),
    UntypedNotDown(String),
    UntypedAllTyped(String),
    DealsAlready(String),
    DealerDiffers {
        written: String,
        played: String,
    },
    SplitMoreWays {
        owner: String,
    },
    UntypedWilds {
        name: String,
        why: Box<crate::rules::hit::NotLaid>,
    },
    /// A phase card or Twist choice said by one who laid this hand (theirs is the
    /// phase laid).
    ChoseLaid {
        name: String,
        number: u8,
    },
    /// Cards left said: more or fewer than the player holds.
    LeftHolds {
        name: String,
        holds: usize,
        given: usize,
    },
    InPlay {
        index: usize,
        refusal: Box<Refusal>,
    },
    NoSuchGroup {
        owner: String,
        index: usize,
        count: usize,
    },
    OnTwoWays {
        on: String,
        player: String,
        owner: String,
        index: usize,
    },
    WhichGroup {
        owner: String,
        groups: Vec<usize>,
    },
    LaidOtherPhase {
        name: String,
        laid: crate::session::attempt::Attempt,
        said: crate::session::attempt::Attempt,
    },

    // Changes of the record as a whole.
    GameOver {
        winners: String,
    },
    GameEnded {
        hands: usize,
    },
    EndedAlready {
        hands: usize,
    },
    EndInPlay {
        hand: usize,
    },
    EndNoHand,
    NoHandsToEdit,
    NoSuchHand {
        number: usize,
        count: usize,
    },
    Later {
        number: usize,
        problem: Box<Problem>,
    },
    /// (Said after the game's name: "friday has no hand yet, …".)
    NextGameAlready,
    /// (Said after the game's name: "friday has no winner yet …".)
    NoWinnerYet {
        hands: usize,
        in_play: bool,
    },
    /// Who sits at the table, changed between hands.
    Seating(Seating),
    /// Elsewhere in the session: what does not play through, and where.
    Problem(Box<Problem>),
    /// The file is not as phase10 can change it (edited by hand since it was read).
    File(String),

    // Masters: the save piles.
    SavedMany {
        name: String,
        count: usize,
    },
    /// (The pile is private: the refusal, on the shared screen, does not show it.)
    NotSaved {
        name: String,
        card: String,
    },
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
    Away(Away),
    /// Sat down for the next hand and played none yet.
    NoHandYet {
        name: String,
        hand: usize,
    },
    SameName(String),
    NotNamed(String),
}

impl From<Ruling> for Refusal {
    fn from(r: Ruling) -> Refusal {
        Refusal::Rule(r)
    }
}

impl From<BadInput> for Refusal {
    fn from(b: BadInput) -> Refusal {
        Refusal::Input(b)
    }
}

impl From<CardError> for CardsError {
    fn from(e: CardError) -> CardsError {
        CardsError::Card(e)
    }
}

impl From<crate::session::record::NameError> for BadInput {
    fn from(e: crate::session::record::NameError) -> BadInput {
        BadInput::BadName(e)
    }
}

impl From<crate::rules::board::BoardError> for BadInput {
    fn from(e: crate::rules::board::BoardError) -> BadInput {
        BadInput::BadBoard(e)
    }
}

/// The totals a player's cards can make: none, every one from the least to the most,
/// only these, or some between the least and the most.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Totals {
    None,
    Every(u32, u32),
    Only(Vec<u32>),
    Some(u32, u32),
}

/// A player away from the table in a hand, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Away {
    pub name: String,
    pub why: AwayWhy,
}

/// Why a player is away: got up after a hand, sits down from a later one, or is not
/// at the table at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AwayWhy {
    GotUpAfter(usize),
    SitsDownFrom(usize),
    NotAtTable,
}
