//! What the solver answers, as values: a verdict (the lay-down, or why not), the reasons
//! (the smallest fix, the numbers whose colours are missing, what a group typed is
//! short of, a question past its budget) and the notes a verdict carries. Decisions are
//! made on these values; the words are the app's.

use crate::rules::card::{Card, Color};
use crate::rules::group::Laid;
use crate::rules::misfit::Misfit;
use crate::rules::phase::{GroupSpec, Phase};

/// The answer to a claim or a hand: the lay-down where there is one, else why not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub lay: Option<Lay>,
    pub why: Option<Why>,
    /// What the verdict says besides its reason, in order.
    pub notes: Vec<Note>,
}

/// A lay-down: the groups (with each wild's value; a hand's with hits onto the new
/// groups), the cards still in hand and their points, and the card kept to discard
/// (where the table goes out by a discard).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lay {
    pub groups: Vec<Laid>,
    pub left: Vec<Card>,
    pub points_left: u32,
    pub kept: Option<Card>,
}

impl Verdict {
    /// Every card laid in `groups` (a claim).
    pub(super) fn valid(groups: Vec<Laid>) -> Verdict {
        Verdict::laid(Lay {
            groups,
            left: Vec::new(),
            points_left: 0,
            kept: None,
        })
    }

    pub(super) fn laid(lay: Lay) -> Verdict {
        Verdict {
            lay: Some(lay),
            why: None,
            notes: Vec::new(),
        }
    }

    pub(super) fn not(why: Why) -> Verdict {
        Verdict {
            lay: None,
            why: Some(why),
            notes: Vec::new(),
        }
    }

    /// A claim laid whole, or a phase found in a hand.
    pub fn is_valid(&self) -> bool {
        self.lay.is_some()
    }

    /// The same, said of a hand.
    pub fn is_found(&self) -> bool {
        self.is_valid()
    }

    /// False for a question past its budget (said so, never guessed).
    pub fn decided(&self) -> bool {
        !matches!(self.why, Some(Why::TooBig { .. } | Why::PastATurn { .. }))
    }

    /// The groups laid (none where there is no lay-down).
    pub fn groups(&self) -> &[Laid] {
        self.lay.as_ref().map_or(&[], |l| &l.groups)
    }

    /// The smallest fix, where the reason is one.
    pub fn fix(&self) -> Option<&Fix> {
        match &self.why {
            Some(Why::Fix(f) | Why::Short(f)) => Some(f),
            _ => None,
        }
    }

    /// The cards still in hand (all of `hand` where there is no lay-down), the card kept
    /// to discard aside.
    pub fn left<'a>(&'a self, hand: &'a [Card]) -> &'a [Card] {
        self.lay.as_ref().map_or(hand, |l| &l.left)
    }

    /// The card kept to discard, where the table goes out by a discard.
    pub fn kept(&self) -> Option<Card> {
        self.lay.as_ref().and_then(|l| l.kept)
    }
}

/// Why a claim is not valid, a hand holds no phase, or a question was not answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// A claim's smallest fix.
    Fix(Fix),
    /// The fewest cards a hand is short of the phase (a fix that adds only).
    Short(Fix),
    /// Numbers typed without their colour, that would make the phase typed with one:
    /// they never count toward `group` (a colour group or colour run).
    ColoursMissing {
        cards: Vec<Card>,
        group: GroupSpec,
        hand: bool,
    },
    /// Further from the phase than a fix names: `count` cards make (a hand's, hold) no
    /// `phase`.
    Far {
        count: usize,
        phase: Phase,
        hand: bool,
    },
    /// A claim typed in groups, with `count` Skips: left out, it is still not valid.
    Skips { count: usize, then: Box<Why> },
    /// Not as many groups typed as the phase has.
    GroupCount { phase: Phase, typed: usize },
    /// No numbered card at all.
    NoNatural,
    /// A group typed with no numbered card, where every group needs one (natural =
    /// group).
    GroupNatural(GroupSpec),
    /// A group typed that is not a group of its kind.
    Misfit(Misfit),
    /// The groups typed, each a group, do not make the phase.
    GroupsNot(Phase),
    /// Past the budget: `count` cards too many to judge (a claim) or search (a hand).
    TooBig { count: usize, hand: bool },
    /// A hand of more cards than a turn holds (`most` put down, one kept to discard).
    PastATurn { count: usize, most: usize },
    /// A claim of `count` cards keeps none to discard: a lay puts down `most`.
    KeepsNone { count: usize, most: usize },
    /// The phase is in the hand only putting down every card, where one is kept to
    /// discard: a lay puts down `most`.
    KeepsNoneFound { most: usize },
}

/// What a verdict says besides its reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    /// Runs that go round the whole clock together are judged only typed in groups.
    WholeClock,
    /// A hand of 14 cards or more, where runs wrap: runs that go round the whole clock
    /// together are not looked for (the lay-down may leave more than the fewest).
    WholeClockHand,
    /// The claim is a phase only where runs go on from 12 to 1 (house rule).
    RoundTheCorner,
    /// The fix takes the claim to `comes_to` cards, past what a lay puts down (`most`).
    PastTheLay { comes_to: usize, most: usize },
}

/// What a card that a fix adds must be: a number, a colour, or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Need {
    pub num: Option<u8>,
    pub color: Option<Color>,
}

impl Need {
    /// A card that meets the need (any number where none is needed).
    pub fn card(self) -> Card {
        Card::Number {
            value: self.num.unwrap_or(1),
            color: self.color,
        }
    }

    /// Whether `card` meets the need.
    pub fn met_by(self, card: Card) -> bool {
        match card {
            Card::Number { value, color } => {
                self.num == Some(value) && (self.color.is_none() || self.color == color)
            }
            _ => false,
        }
    }
}

/// The smallest change that makes a claim valid, or a hand hold the phase: the cards to
/// leave out, and the cards to add (a wild may stand for each). Every fix is checked by
/// the exact solver before it is given.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Fix {
    pub remove: Vec<Card>,
    pub add: Vec<Need>,
    /// A card left out would have made a run past 12 (runs do not wrap).
    pub wrap: bool,
    /// Wilds (Stars) would do in place of the cards added (not where a natural card
    /// is what is missing).
    pub wilds_do: bool,
    /// Where the deck's wilds not in the cards already are fewer than the cards added
    /// (so that wilds do not stand in for them all): how many there are.
    pub wilds_left: Option<u8>,
}

/// A fix as a player makes it: the cards left out of one typed group that another needs
/// (a move), the cards left out, and the cards still to add.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Moves {
    pub moved: Vec<Card>,
    pub removed: Vec<Card>,
    pub add: Vec<Need>,
}

impl Fix {
    /// The fix as moves: each card left out that a card added would be is moved.
    pub fn moves(&self) -> Moves {
        let mut adds: Vec<Option<Need>> = self.add.iter().copied().map(Some).collect();
        let mut out = Moves::default();
        for &card in &self.remove {
            match adds.iter().position(|n| n.is_some_and(|n| n.met_by(card))) {
                Some(i) => {
                    adds[i] = None;
                    out.moved.push(card);
                }
                None => out.removed.push(card),
            }
        }
        out.add = adds.into_iter().flatten().collect();
        out
    }

    /// Whether the fix says that runs stop at 12 (a card left out that a run past 12
    /// would take, no Skip among them).
    pub fn says_runs_stop(&self) -> bool {
        let removed = self.moves().removed;
        self.wrap && !removed.is_empty() && !removed.contains(&Card::Skip)
    }
}
