//! The meld solver: is a claimed phase valid, what is the best lay-down in a hand, and
//! what is the smallest fix of either.
//!
//! One engine answers every question: the sweep (module `sweep`), a dynamic programme over the
//! numbers 1 to 12 that carries every group's state from one kind of card to the next,
//! keeps the best way to each state, and places the Wilds and Stars at the end by
//! counting. What a question counts (every card laid, the most points laid, the fewest
//! cards left out and added) is its goal. Every step is counted against one [`Budget`]
//! for the whole question, verdict and reason together: no clock is read, so an answer
//! is the same on every machine under any load.
//!
//! The modules, bottom up: `rules` (what a question is asked under), `cards` (cards as
//! pieces, kinds and classes), `sweep` (the engine), `verify` (whether cards make the
//! phase), `diagnose` (why not, and the smallest fix). `tests/` proves the verdicts, the
//! lay-downs and the fixes against brute force.

// Groups and card classes are small fixed arrays indexed together: index loops read best.
#![allow(clippy::needless_range_loop)]

use crate::rules::card::Card;
use crate::rules::group::Laid;
use crate::rules::phase::Phase;

mod cards;
pub mod diagnose;
mod rules;
mod sweep;

/// The sweep's bounds as switches, for the ablation benchmark.
#[doc(hidden)]
pub use sweep::bounds::switch as bounds;
mod verify;

pub use rules::{Budget, Natural, Rules};

use crate::rules::run::Ends;

use crate::rules::misfit::diagnose_group;
use cards::{hand_pieces, lay};
use diagnose::Colours;
use verify::{Arranged, Grouped};

/// A question for the solver.
#[derive(Debug, Clone, Copy)]
pub enum Question<'a> {
    /// A claimed phase: every card must be used.
    Claim(&'a [Card]),
    /// A claimed phase typed in its groups (`+` or `|` between them).
    Grouped(&'a [Vec<Card>]),
    /// A whole hand: the lay-down that leaves the fewest points.
    Hand(&'a [Card]),
}

/// The answer to a question.
#[derive(Debug, Clone)]
pub enum Answer {
    /// To a claim, grouped or not.
    Verdict(Verdict),
    /// To a hand.
    Found(Found),
}

impl Answer {
    /// Whether the question was answered within its budget.
    pub fn decided(&self) -> bool {
        match self {
            Answer::Verdict(v) => v.decided(),
            Answer::Found(f) => f.decided(),
        }
    }

    /// Why not, where the claim is not valid or the hand holds no phase.
    pub fn reason(&self) -> Option<&str> {
        match self {
            Answer::Verdict(v) => v.reason(),
            Answer::Found(f) => f.reason(),
        }
    }

    /// The smallest fix, where one is named.
    pub fn fix(&self) -> Option<&diagnose::Fix> {
        match self {
            Answer::Verdict(v) => v.fix(),
            Answer::Found(f) => f.fix(),
        }
    }
}

/// An answer, and the steps it took (of its [`Budget`]): the same on every machine.
#[derive(Debug, Clone)]
pub struct Solved {
    pub answer: Answer,
    pub steps: u64,
}

/// Asks the solver: the one call behind [`check`], [`check_grouped`] and [`find`].
pub fn solve(question: Question, phase: &Phase, rules: &Rules, budget: Budget) -> Solved {
    let mut left = budget;
    let runs = phase.groups.iter().any(|g| g.kind.has_run());
    let mut answer = if rules.runs.wraps() && runs {
        around(question, phase, rules, &mut left)
    } else {
        once(question, phase, rules, &mut left)
    };
    // Runs that go round the whole clock together are not looked for in a claim judged
    // whole (two runs at least, 14 cards or more): typed in its groups, it is judged.
    let whole = match question {
        Question::Claim(cards) => Some(cards.len()),
        Question::Grouped([one]) => Some(one.len()),
        _ => None,
    };
    if let (Answer::Verdict(Verdict::NotValid { reason, .. }), Some(count)) = (&mut answer, whole)
        && rules.runs.wraps()
        && count >= 14
        && phase.groups.iter().filter(|g| g.kind.has_run()).count() > 1
    {
        reason.push_str(
            " (runs that go round the whole clock together are judged only typed in their groups: put + between them)",
        );
    }
    // A claim that is a phase only round the corner says so, where runs stop at 12.
    if let Answer::Verdict(Verdict::NotValid { reason, .. }) = &mut answer
        && runs
        && !rules.runs.wraps()
        && !reason.contains(diagnose::RUNS_STOP)
        && !matches!(question, Question::Hand(_))
        && valid_round_the_corner(question, phase, rules, &mut left)
    {
        reason.push_str(&format!(
            " ({}: these cards make it only where a run may go on from 12 to 1, house rule runs_wrap)",
            diagnose::RUNS_STOP
        ));
    }
    Solved {
        answer,
        steps: budget.steps - left.steps,
    }
}

/// Whether a claim is valid where runs go on from 12 to 1: the verdict only (no reason
/// asked), at three turns of the numbers, the sweep's runs stopping between 6 and 7, 9
/// and 10, 3 and 4. A claim is valid so and not as printed only with a run past 12, and
/// that run and the others leave one of those steps free unless the runs hold 10 cards
/// or more: those claims get their fix alone, without the note.
fn valid_round_the_corner(
    question: Question,
    phase: &Phase,
    rules: &Rules,
    left: &mut Budget,
) -> bool {
    [6, 3, 9].into_iter().any(|turn| {
        let turned = Rules {
            runs: Ends::Wrap,
            turn,
            ..*rules
        };
        match question {
            Question::Claim(cards) => verify::is_valid_at(cards, phase, &turned, left),
            Question::Grouped([one]) => verify::is_valid_at(one, phase, &turned, left),
            Question::Grouped(typed) => {
                matches!(verify::grouped(typed, phase, &turned), Grouped::Valid(_))
            }
            Question::Hand(_) => false,
        }
    })
}

fn once(question: Question, phase: &Phase, rules: &Rules, left: &mut Budget) -> Answer {
    match question {
        Question::Claim(cards) => Answer::Verdict(claim(cards, phase, rules, left)),
        Question::Grouped(typed) => Answer::Verdict(grouped(typed, phase, rules, left)),
        Question::Hand(hand) => Answer::Found(hand_search(hand, phase, rules, left)),
    }
}

/// Where runs wrap (house rule `runs_wrap`): the question asked with the numbers turned
/// on round the clock by 0 to 11, each turn seeing the runs that do not pass its 12
/// (the sweep's runs stop there). A run of `n` cards takes `n - 1` steps of the clock's
/// twelve, so every way of laying runs that leaves one step free is seen at some turn:
/// every question of 13 cards or fewer, every hand a player holds. (Two runs laid
/// together round the whole clock, 14 cards at least, are not looked for.) Only the
/// turns whose 1 is a number some card shows are asked, and the first: where a way
/// leaves a step free and the number above it is a wild's in every run that has it,
/// those wilds moved to their runs' other ends leave the next step free, with the same
/// cards laid; so up to a number a card shows. The answer is the first valid verdict;
/// the lay-down that leaves the fewest points (the first turn's of those that leave as
/// few, as printed first); else the smallest fix.
fn around(question: Question, phase: &Phase, rules: &Rules, left: &mut Budget) -> Answer {
    // How far an answer is from the phase: lower is better.
    // (Cards that would make it with their numbers' colours typed are that close: at
    // one turn, at every turn, as no fix is asked of them.)
    let short = |a: &Answer| -> (u8, u64) {
        match a {
            Answer::Verdict(Verdict::Valid(_)) => (0, 0),
            Answer::Found(Found::Laid { points_left, .. }) => (0, u64::from(*points_left)),
            Answer::Verdict(Verdict::NotValid { reason, fix: None })
            | Answer::Found(Found::NotInHand { reason, fix: None })
                if reason.contains(diagnose::COLOURS_MISSING) =>
            {
                (1, 0)
            }
            Answer::Verdict(Verdict::NotValid { fix: Some(f), .. })
            | Answer::Found(Found::NotInHand { fix: Some(f), .. }) => {
                (2, (f.remove.len() + f.add.len()) as u64)
            }
            Answer::Verdict(Verdict::NotValid { .. }) | Answer::Found(Found::NotInHand { .. }) => {
                (3, 0)
            }
            Answer::Verdict(Verdict::TooBig(_)) | Answer::Found(Found::TooBig(_)) => (4, 0),
        }
    };
    let cards: Vec<Card> = match question {
        Question::Claim(cards) | Question::Hand(cards) => cards.to_vec(),
        Question::Grouped(typed) => typed.concat(),
    };
    let mut turns = verify::turns(&cards, rules).map(|r| r.turn);
    let first = turns.next().expect("the first turn");
    let mut best = once(
        question,
        phase,
        &Rules {
            turn: first,
            ..*rules
        },
        left,
    );
    for turn in turns {
        if short(&best) == (0, 0) || !best.decided() {
            break;
        }
        // A fix is asked only where it would be shorter than the best so far.
        let fix_under = match short(&best) {
            (1, _) => 1,
            (2, n) => u8::try_from(n).unwrap_or(u8::MAX),
            _ => 0,
        };
        let turned = Rules {
            turn,
            fix_under,
            ..*rules
        };
        let answer = once(question, phase, &turned, left);
        if short(&answer) < short(&best) || !answer.decided() && short(&best).0 > 0 {
            best = answer;
        }
    }
    best
}

/// The answer to a claimed phase.
#[derive(Debug, Clone)]
pub enum Verdict {
    /// Every card laid: the groups, with each wild's value.
    Valid(Vec<Laid>),
    /// Not valid: why, and the fix where the reason is one (the fewest cards to leave
    /// out and to add).
    NotValid {
        reason: String,
        fix: Option<diagnose::Fix>,
    },
    /// Too big to judge within the budget: the reason says so.
    TooBig(String),
}

impl Verdict {
    pub fn is_valid(&self) -> bool {
        matches!(self, Verdict::Valid(_))
    }

    /// False for a claim too big to judge.
    pub fn decided(&self) -> bool {
        !matches!(self, Verdict::TooBig(_))
    }

    /// The groups of a valid claim (none otherwise).
    pub fn groups(&self) -> &[Laid] {
        match self {
            Verdict::Valid(groups) => groups,
            _ => &[],
        }
    }

    /// Why not (none for a valid claim).
    pub fn reason(&self) -> Option<&str> {
        match self {
            Verdict::Valid(_) => None,
            Verdict::NotValid { reason, .. } | Verdict::TooBig(reason) => Some(reason),
        }
    }

    /// What would make it valid, where the reason is a fix.
    pub fn fix(&self) -> Option<&diagnose::Fix> {
        match self {
            Verdict::NotValid { fix, .. } => fix.as_ref(),
            _ => None,
        }
    }
}

/// The answer to "is the phase in this hand?".
#[derive(Debug, Clone)]
pub enum Found {
    /// The lay-down that leaves the fewest points (with hits onto the new groups), and
    /// the cards still in hand.
    Laid {
        groups: Vec<Laid>,
        left: Vec<Card>,
        points_left: u32,
    },
    /// Not in hand: why, and the fewest cards it is short of.
    NotInHand {
        reason: String,
        fix: Option<diagnose::Fix>,
    },
    /// Too big to search within the budget: the reason says so.
    TooBig(String),
}

impl Found {
    pub fn is_found(&self) -> bool {
        matches!(self, Found::Laid { .. })
    }

    /// False for a hand too big to search.
    pub fn decided(&self) -> bool {
        !matches!(self, Found::TooBig(_))
    }

    /// The groups laid down (none where the phase is not found).
    pub fn groups(&self) -> &[Laid] {
        match self {
            Found::Laid { groups, .. } => groups,
            _ => &[],
        }
    }

    /// Why not (none where it is found).
    pub fn reason(&self) -> Option<&str> {
        match self {
            Found::Laid { .. } => None,
            Found::NotInHand { reason, .. } | Found::TooBig(reason) => Some(reason),
        }
    }

    /// The cards the hand is short of, where the reason is a fix.
    pub fn fix(&self) -> Option<&diagnose::Fix> {
        match self {
            Found::NotInHand { fix, .. } => fix.as_ref(),
            _ => None,
        }
    }

    /// The cards still in hand (all of `hand` where the phase is not laid).
    pub fn left<'a>(&'a self, hand: &'a [Card]) -> &'a [Card] {
        match self {
            Found::Laid { left, .. } => left,
            _ => hand,
        }
    }
}

/// Checks a claimed phase: every card must be used. A claim that is not valid comes
/// with its fix: the fewest cards to leave out and to add (RULES §2–3).
pub fn check(cards: &[Card], phase: &Phase, rules: &Rules) -> Verdict {
    match solve(Question::Claim(cards), phase, rules, Budget::TABLE).answer {
        Answer::Verdict(v) => v,
        Answer::Found(_) => unreachable!("a claim's answer is a verdict"),
    }
}

/// Checks a claimed phase typed as groups (`+` or `|` between them).
pub fn check_grouped(typed: &[Vec<Card>], phase: &Phase, rules: &Rules) -> Verdict {
    match solve(Question::Grouped(typed), phase, rules, Budget::TABLE).answer {
        Answer::Verdict(v) => v,
        Answer::Found(_) => unreachable!("a claim's answer is a verdict"),
    }
}

/// A valid claim typed in groups that could be read another way (a typed group made
/// another kind of the phase's groups): the same groups in the order that reads so, and
/// what they make then. Groups are read in the order typed, the phase's own.
pub fn other_reading(typed: &[Vec<Card>], phase: &Phase, rules: &Rules) -> Option<Reading> {
    let order = verify::other_order(typed, phase, rules)?;
    let typed: Vec<Vec<Card>> = order.iter().map(|&i| typed[i].clone()).collect();
    match verify::grouped(&typed, phase, rules) {
        Grouped::Valid(groups) => Some(Reading { typed, groups }),
        _ => None,
    }
}

/// Another reading of a claim typed in groups: the groups in the order to type them, and
/// the groups they make typed so.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    pub typed: Vec<Vec<Card>>,
    pub groups: Vec<Laid>,
}

impl Reading {
    /// The groups as to type them: "5 W W W + 9 W W W".
    pub fn cards(&self) -> String {
        let groups: Vec<String> = self
            .typed
            .iter()
            .map(|g| crate::rules::card::show(g))
            .collect();
        groups.join(" + ")
    }

    /// What they make: "set of 4 (5s) + run of 4 (9–12)".
    pub fn describe(&self) -> String {
        let groups: Vec<String> = self.groups.iter().map(Laid::describe).collect();
        groups.join(" + ")
    }
}

/// Looks for the phase in a whole hand: the lay-down (with hits onto the new groups)
/// that leaves the fewest points in hand.
pub fn find(hand: &[Card], phase: &Phase, rules: &Rules) -> Found {
    match solve(Question::Hand(hand), phase, rules, Budget::TABLE).answer {
        Answer::Found(f) => f,
        Answer::Verdict(_) => unreachable!("a hand's answer is a lay-down"),
    }
}

fn invalid(reason: String, fix: Option<diagnose::Fix>) -> Verdict {
    Verdict::NotValid { reason, fix }
}

/// The reason given when a question is past its budget.
fn too_big(n: usize, verb: &str) -> String {
    let advice = if verb == "judge" {
        "type the claim in its groups, with + between them"
    } else {
        "look in the cards of one hand"
    };
    format!("{n} cards are too many to {verb} at the table: {advice}")
}

fn claim(cards: &[Card], phase: &Phase, rules: &Rules, budget: &mut Budget) -> Verdict {
    // Numbers typed without their colour, in a colour phase: first whether the claim
    // would be valid with their colours typed (where not, it is not as typed either, and
    // only its fix is asked).
    let colours = if cards.contains(&Card::Skip) {
        Colours::Typed
    } else {
        diagnose::with_colours(cards, phase, rules, verify::EVERY_CARD, budget)
    };
    let arranged = match &colours {
        Colours::Make(Some(groups), _) => Arranged::Found {
            groups: groups.clone(),
        },
        Colours::Never => Arranged::None,
        Colours::TooBig => Arranged::TooBig,
        Colours::Typed | Colours::Make(None, _) => verify::claim(cards, phase, rules, budget),
    };
    match arranged {
        Arranged::Found { groups } => {
            Verdict::Valid(lay(cards, &phase.groups, &groups, rules.side))
        }
        Arranged::TooBig => Verdict::TooBig(too_big(cards.len(), "judge")),
        Arranged::None => {
            if let Colours::Make(_, reason) = colours {
                return invalid(reason, None);
            }
            let (reason, fix) = diagnose::explain_claim(cards, phase, rules, budget);
            invalid(reason, fix)
        }
    }
}

fn grouped(typed: &[Vec<Card>], phase: &Phase, rules: &Rules, budget: &mut Budget) -> Verdict {
    if let [one] = typed {
        // A phase of one group typed whole is read as typed (a run's wilds where they
        // stand), as the table reads it.
        return match (claim(one, phase, rules, budget), &phase.groups[..]) {
            (Verdict::Valid(_), [spec]) => {
                Verdict::Valid(vec![verify::as_typed(*spec, one, rules)])
            }
            (v, _) => v,
        };
    }
    let k = phase.groups.len();
    let perm = match verify::grouped(typed, phase, rules) {
        Grouped::Valid(groups) => return Verdict::Valid(groups),
        Grouped::Skip => {
            // The groups judged with their Skips left out: leaving them out is the
            // fix, with whatever else the groups need.
            // (A group of Skips only is left out whole.)
            let kept: Vec<Vec<Card>> = typed
                .iter()
                .map(|g| {
                    g.iter()
                        .copied()
                        .filter(|&c| c != Card::Skip)
                        .collect::<Vec<_>>()
                })
                .filter(|g| !g.is_empty())
                .collect();
            let kept = if kept.is_empty() {
                vec![Vec::new()]
            } else {
                kept
            };
            let skips: Vec<Card> = typed
                .iter()
                .flatten()
                .copied()
                .filter(|&c| c == Card::Skip)
                .collect();
            let mut fix = match grouped(&kept, phase, rules, budget) {
                Verdict::NotValid { fix: Some(fix), .. } => fix,
                Verdict::NotValid { reason, fix: None } => {
                    let s = if skips.len() == 1 { "" } else { "s" };
                    return invalid(
                        format!(
                            "leave out the Skip{s} (a Skip is never part of a phase); then {reason}"
                        ),
                        None,
                    );
                }
                Verdict::TooBig(reason) => return Verdict::TooBig(reason),
                Verdict::Valid(_) => diagnose::Fix::default(),
            };
            fix.remove.splice(0..0, skips);
            return invalid(fix.words(rules), Some(fix));
        }
        Grouped::Count => {
            return invalid(
                format!(
                    "{phase} is {k} group{}; {} typed",
                    if k == 1 { "" } else { "s" },
                    typed.len()
                ),
                None,
            );
        }
        Grouped::NoNatural => {
            return invalid(
                "no natural card: a phase needs at least one numbered card (wilds and stars do not count)"
                    .into(),
                None,
            );
        }
        Grouped::Unmatched(perm) => perm,
    };
    if let Some(reason) = diagnose::colourless_grouped(typed, phase, rules) {
        return invalid(reason, None);
    }
    // The smallest fix over every way to match the typed groups to the phase's.
    if let Some(fix) = diagnose::fix_grouped(typed, phase, rules, budget) {
        return invalid(fix.words(rules), Some(fix));
    }
    for (cs, &j) in typed.iter().zip(&perm) {
        let spec = phase.groups[j];
        if rules.natural == Natural::Group && !cs.iter().any(|c| c.is_natural()) {
            return invalid(
                format!(
                    "{}: with natural = group every group needs a numbered card",
                    spec.describe()
                ),
                None,
            );
        }
        if !verify::fits_alone(cs, spec, rules) {
            return invalid(diagnose_group(cs, spec, rules.side, rules.runs), None);
        }
    }
    invalid(format!("the groups do not make {phase}"), None)
}

fn hand_search(hand: &[Card], phase: &Phase, rules: &Rules, budget: &mut Budget) -> Found {
    // Numbers typed without their colour, in a colour phase: first whether the hand
    // would hold the phase with their colours typed (where not, it does not as typed
    // either, and only what it is short of is asked).
    let colours = diagnose::with_colours(hand, phase, rules, verify::ANY_LAY_DOWN, budget);
    let arranged = match colours {
        Colours::Never => Arranged::None,
        Colours::TooBig => Arranged::TooBig,
        Colours::Typed | Colours::Make(..) => {
            let ps = hand_pieces(hand, rules);
            verify::arrange(
                &phase.groups,
                &ps,
                rules.natural,
                verify::MOST_POINTS,
                budget,
            )
        }
    };
    match arranged {
        Arranged::Found { groups } => laid_down(hand, phase, rules, &groups),
        Arranged::TooBig => Found::TooBig(too_big(hand.len(), "search")),
        Arranged::None => {
            let (reason, fix) = match colours {
                Colours::Make(_, reason) => (reason, None),
                _ => diagnose::explain_hand(hand, phase, rules, budget),
            };
            Found::NotInHand {
                reason: format!("not in hand: {reason}"),
                fix,
            }
        }
    }
}

/// The hand with the phase laid down as `groups` (indices into it).
fn laid_down(hand: &[Card], phase: &Phase, rules: &Rules, groups: &[Vec<usize>]) -> Found {
    // What is not laid stays in hand, Skips included.
    let mut laid = vec![false; hand.len()];
    groups.iter().flatten().for_each(|&i| laid[i] = true);
    let left: Vec<Card> = (0..hand.len())
        .filter(|&i| !laid[i])
        .map(|i| hand[i])
        .collect();
    Found::Laid {
        groups: lay(hand, &phase.groups, groups, rules.side),
        points_left: rules.scoring.cards(&left),
        left,
    }
}

#[cfg(test)]
mod tests;
