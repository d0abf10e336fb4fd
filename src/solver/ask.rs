//! A question asked whole: the table's bounds on a lay (a claim's fix keeps within what
//! a lay puts down, a hand's lay-down keeps a card to discard), the turns of the numbers
//! where runs wrap, and the verdict of a claim, a claim typed in groups or a hand, with
//! its reason and notes.

use crate::rules::card::Card;
use crate::rules::misfit::diagnose_group;
use crate::rules::phase::Phase;
use crate::rules::run::Ends;

use super::cards::{hand_pieces, lay};
use super::diagnose::{self, Colours};
use super::rules::{At, Budget, Natural, Rules};
use super::sweep::Goal;
use super::verify::{self, Arranged, Grouped};
use super::why::{Fix, Lay, Note, Verdict, Why};

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

/// A verdict, and the steps it took (of its [`Budget`]): the same on every machine.
#[derive(Debug, Clone)]
pub struct Solved {
    pub answer: Verdict,
    pub steps: u64,
}

/// Asks the solver: the one call behind every question.
pub(super) fn solve(question: Question, phase: &Phase, rules: &Rules, budget: Budget) -> Solved {
    let mut left = budget;
    let free = Rules {
        lay_most: None,
        keep_one: false,
        ..*rules
    };
    let mut answer = match (rules.lay_most.map(usize::from), question) {
        (None, _) => judged(question, phase, rules, &mut left).0,
        (Some(most), Question::Hand(hand)) if rules.keep_one => {
            keeping(hand, phase, most, &free, &mut left)
        }
        (Some(_), Question::Hand(_)) => judged(question, phase, &free, &mut left).0,
        (Some(most), _) => within(question, phase, most, rules.keep_one, &free, &mut left),
    };
    if let Some(why) = answer.why.as_mut() {
        wilds_in_the_deck(why, question, rules);
    }
    Solved {
        answer,
        steps: budget.steps - left.steps,
    }
}

/// Wilds stand in for a fix's cards added only as far as the deck holds them: where the
/// cards kept hold so many that fewer are left than the cards added, the fix says how
/// many are.
fn wilds_in_the_deck(why: &mut Why, question: Question, rules: &Rules) {
    let fix = match why {
        Why::Fix(f) | Why::Short(f) => f,
        Why::Skips { then, .. } => return wilds_in_the_deck(then, question, rules),
        _ => return,
    };
    let Some(deck) = rules.deck.wilds() else {
        return;
    };
    let cards: Vec<Card> = match question {
        Question::Claim(cards) | Question::Hand(cards) => cards.to_vec(),
        Question::Grouped(typed) => typed.concat(),
    };
    let wilds = |cards: &[Card]| {
        let wild = |c: &&Card| matches!(c, Card::Wild | Card::Fixed { star: false, .. });
        cards.iter().filter(wild).count()
    };
    let kept = wilds(&cards).saturating_sub(wilds(&fix.remove));
    let left = usize::from(deck).saturating_sub(kept);
    // (Cards that hold more wilds than the deck are no deck's: no wilds stand in.)
    if fix.wilds_do && (fix.add.len() > left || kept > usize::from(deck)) {
        fix.wilds_do = false;
        fix.wilds_left = Some(u8::try_from(left).unwrap_or(u8::MAX));
    }
}

/// A claim at a table, where a lay puts down `most` cards at most (a player holds 10,
/// 11 with the card drawn; 10 where one is kept to discard): a claim of more keeps
/// none to discard (where one is kept); a fix that would take a claim of no more past
/// it is the smallest fix that keeps within it, a card more left out (each in turn);
/// where none does, the fix is given with a note of what it comes to. (Where runs
/// wrap, each rest is asked at the turn of the numbers the claim's own fix was found
/// at.)
fn within(
    question: Question,
    phase: &Phase,
    most: usize,
    keep_one: bool,
    free: &Rules,
    left: &mut Budget,
) -> Verdict {
    let typed: Vec<Card> = match question {
        Question::Claim(cards) | Question::Hand(cards) => cards.to_vec(),
        Question::Grouped(groups) => groups.concat(),
    };
    let count = typed.len();
    if keep_one && count > most {
        return Verdict::not(Why::KeepsNone { count, most });
    }
    let (mut v, turn) = judged(question, phase, free, left);
    let Some(fix) = v.fix().cloned() else {
        return v;
    };
    let comes_to = |f: &Fix| count - f.remove.len() + f.add.len();
    if count > most || comes_to(&fix) <= most {
        return v;
    }
    let size = |f: &Fix| f.remove.len() + f.add.len();
    let mut best: Option<Fix> = None;
    for (card, rest) in each_left_out(&typed) {
        // Only a fix shorter than the best so far is asked (the card left out is one
        // change); none is shorter than the claim's own, less that card.
        let under = best.as_ref().map_or(0, |b| size(b) - 1);
        if best.as_ref().is_some_and(|b| size(b) <= size(&fix)) {
            break;
        }
        let asked = Rules {
            at: At {
                turn,
                fix_under: u8::try_from(under).unwrap_or(u8::MAX),
                fix_over: u8::try_from(size(&fix) - 1).unwrap_or(u8::MAX),
                ..At::default()
            },
            ..*free
        };
        let mut f = match once(Question::Claim(&rest), phase, &asked, left) {
            r if r.is_valid() => Fix::default(),
            r => match r.why {
                Some(Why::Fix(f)) => f,
                _ => continue,
            },
        };
        f.remove.insert(0, card);
        if comes_to(&f) <= most && best.as_ref().is_none_or(|b| size(&f) < size(b)) {
            best = Some(f);
        }
    }
    // (The notes said of the claim itself stay.)
    match best {
        Some(f) => v.why = Some(Why::Fix(f)),
        None => v.notes.push(Note::PastTheLay {
            comes_to: comes_to(&fix),
            most,
        }),
    }
    v
}

/// The best lay-down of a hand where the table keeps a card to discard and a lay puts
/// down `most` at most: where the best puts down every card, the best of the hand
/// without each card in turn (any lay-down that keeps a card is one of those), and the
/// card kept. A hand of more cards than a turn holds is past a turn.
fn keeping(hand: &[Card], phase: &Phase, most: usize, free: &Rules, left: &mut Budget) -> Verdict {
    let found = judged(Question::Hand(hand), phase, free, left).0;
    let laid = |v: &Verdict, h: &[Card]| h.len() - v.left(h).len();
    if !found.is_found() || laid(&found, hand) <= most {
        return found;
    }
    if hand.len() > most + 1 {
        return Verdict::not(Why::PastATurn {
            count: hand.len(),
            most,
        });
    }
    let mut best: Option<(u32, Card, Verdict)> = None;
    for (card, rest) in each_left_out(hand) {
        let f = judged(Question::Hand(&rest), phase, free, left).0;
        if !f.is_found() || laid(&f, &rest) > most {
            continue;
        }
        let points = free.scoring.cards(f.left(&rest)) + free.scoring.cards(&[card]);
        if best.as_ref().is_none_or(|b| points < b.0) {
            best = Some((points, card, f));
        }
    }
    match best {
        Some((_, card, mut f)) => {
            if let Some(lay) = &mut f.lay {
                lay.kept = Some(card);
            }
            f
        }
        None => Verdict::not(Why::KeepsNoneFound { most }),
    }
}

/// Each card of `cards` left out in turn (each card alike once): the card, and the rest.
fn each_left_out(cards: &[Card]) -> impl Iterator<Item = (Card, Vec<Card>)> + '_ {
    cards
        .iter()
        .enumerate()
        .filter(|&(i, card)| !cards[..i].contains(card))
        .map(|(i, &card)| {
            let mut rest = cards.to_vec();
            rest.remove(i);
            (card, rest)
        })
}

/// A question judged, with no table's bound on a lay: at each turn of the numbers where
/// runs wrap, and with the notes a claim's verdict carries; and the turn it was found at.
fn judged(question: Question, phase: &Phase, rules: &Rules, left: &mut Budget) -> (Verdict, u8) {
    let runs = phase.groups.iter().any(|g| g.kind.has_run());
    let (mut answer, turn) = if rules.runs.wraps() && runs {
        around(question, phase, rules, left)
    } else {
        (once(question, phase, rules, left), rules.at.turn)
    };
    let claim = !matches!(question, Question::Hand(_));
    if let Question::Hand(hand) = question
        && rules.runs.wraps()
        && hand.len() >= 14
        && phase.groups.iter().filter(|g| g.kind.has_run()).count() > 1
        && answer.decided()
        && answer.lay.as_ref().is_none_or(|l| !l.left.is_empty())
    {
        answer.notes.push(Note::WholeClockHand);
    }
    if !claim || answer.is_valid() || !answer.decided() {
        return (answer, turn);
    }
    // Runs that go round the whole clock together are not looked for in a claim judged
    // whole (two runs at least, 14 cards or more): typed in its groups, it is judged.
    let whole = match question {
        Question::Claim(cards) => Some(cards.len()),
        Question::Grouped([one]) => Some(one.len()),
        _ => None,
    };
    if let Some(count) = whole
        && rules.runs.wraps()
        && count >= 14
        && phase.groups.iter().filter(|g| g.kind.has_run()).count() > 1
    {
        answer.notes.push(Note::WholeClock);
    }
    // A claim that is a phase only round the corner says so, where runs stop at 12.
    if runs
        && !rules.runs.wraps()
        && !answer.fix().is_some_and(Fix::says_runs_stop)
        && valid_round_the_corner(question, phase, rules, left)
    {
        answer.notes.push(Note::RoundTheCorner);
    }
    (answer, turn)
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
            at: At { turn, ..rules.at },
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

fn once(question: Question, phase: &Phase, rules: &Rules, left: &mut Budget) -> Verdict {
    match question {
        Question::Claim(cards) => claim(cards, phase, rules, left),
        Question::Grouped(typed) => grouped(typed, phase, rules, left),
        Question::Hand(hand) => hand_search(hand, phase, rules, left),
    }
}

/// Whether the reason is numbers typed without their colour (the Skips typed left out).
fn colours_missing(why: &Why) -> bool {
    match why {
        Why::ColoursMissing { .. } => true,
        Why::Skips { then, .. } => colours_missing(then),
        _ => false,
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
fn around(question: Question, phase: &Phase, rules: &Rules, left: &mut Budget) -> (Verdict, u8) {
    // How far an answer is from the phase: lower is better.
    // (Cards that would make it with their numbers' colours typed are that close: at
    // one turn, at every turn, as no fix is asked of them.)
    let short = |a: &Verdict| -> (u8, u64) {
        match (&a.lay, &a.why) {
            (Some(lay), _) => (0, u64::from(lay.points_left)),
            (None, _) if !a.decided() => (4, 0),
            (None, Some(why)) if colours_missing(why) => (1, 0),
            (None, _) => match a.fix() {
                Some(f) => (2, (f.remove.len() + f.add.len()) as u64),
                None => (3, 0),
            },
        }
    };
    let cards: Vec<Card> = match question {
        Question::Claim(cards) | Question::Hand(cards) => cards.to_vec(),
        Question::Grouped(typed) => typed.concat(),
    };
    let mut turns = verify::turns(&cards, rules).map(|r| r.at.turn);
    let first = turns.next().expect("the first turn");
    let at = At {
        turn: first,
        ..rules.at
    };
    let mut best = once(question, phase, &Rules { at, ..*rules }, left);
    let mut best_turn = first;
    let mut asked = vec![first];
    for turn in turns {
        if short(&best) == (0, 0) || !best.decided() {
            break;
        }
        // A fix is asked only where it would be shorter than the best so far (and than
        // the question asks).
        let fix_under = match short(&best) {
            (1, _) => 1,
            (2, n) => u8::try_from(n).unwrap_or(u8::MAX),
            _ => 0,
        };
        let fix_under = match (fix_under, rules.at.fix_under) {
            (0, under) | (under, 0) => under,
            (a, b) => a.min(b),
        };
        // A lay-down is asked only where it leaves fewer points than the best so far.
        let left_under = best.lay.as_ref().map(|lay| lay.points_left);
        // Only the ways where, for each turn asked before, a run holds numbered cards on
        // both sides of that turn's 12 and 1: that turn saw every other way (its wilds
        // moved to the run's other end). A run going across the first of those numbers
        // goes across every one it passes; each is looked for from the earliest.
        // (Read from 12 down where that comes earlier so, so that it comes early.)
        let twelves = asked
            .iter()
            .map(|&before| crate::rules::run::up(crate::rules::run::down(12, before), turn));
        let (low, high) = twelves
            .clone()
            .fold((12, 0), |(lo, hi), t| (t.min(lo), t.max(hi)));
        let mirror = 12 - high < low;
        let cross = twelves.fold(0u16, |m, t| m | 1 << if mirror { 12 - t } else { t });
        asked.push(turn);
        let at = At {
            turn,
            mirror,
            cross,
            fix_under,
            left_under,
            ..rules.at
        };
        let turned = Rules { at, ..*rules };
        let answer = once(question, phase, &turned, left);
        if short(&answer) < short(&best) || !answer.decided() && short(&best).0 > 0 {
            (best, best_turn) = (answer, turn);
        }
    }
    (best, best_turn)
}

fn claim(cards: &[Card], phase: &Phase, rules: &Rules, budget: &mut Budget) -> Verdict {
    // Numbers typed without their colour, in a colour phase: first whether the claim
    // would be valid with their colours typed (where not, it is not as typed either, and
    // only its fix is asked).
    let colours = if cards.contains(&Card::Skip) {
        Colours::Typed
    } else {
        diagnose::with_colours(cards, phase, rules, false, budget)
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
            Verdict::valid(lay(cards, &phase.groups, &groups, rules.side))
        }
        Arranged::TooBig => Verdict::not(Why::TooBig {
            count: cards.len(),
            hand: false,
        }),
        Arranged::None => match colours {
            Colours::Make(_, why) => Verdict::not(why),
            _ => Verdict::not(diagnose::explain_claim(cards, phase, rules, budget)),
        },
    }
}

fn grouped(typed: &[Vec<Card>], phase: &Phase, rules: &Rules, budget: &mut Budget) -> Verdict {
    if let [one] = typed {
        // A phase of one group typed whole is read as typed (a run's wilds where they
        // stand), as the table reads it.
        let v = claim(one, phase, rules, budget);
        return match &phase.groups[..] {
            [spec] if v.is_valid() => Verdict::valid(vec![verify::as_typed(*spec, one, rules)]),
            _ => v,
        };
    }
    let perm = match verify::grouped(typed, phase, rules) {
        Grouped::Valid(groups) => return Verdict::valid(groups),
        Grouped::Skip => return skips(typed, phase, rules, budget),
        Grouped::Count => {
            return Verdict::not(Why::GroupCount {
                phase: phase.clone(),
                typed: typed.len(),
            });
        }
        Grouped::NoNatural => return Verdict::not(Why::NoNatural),
        Grouped::Unmatched(perm) => perm,
    };
    if let Some(why) = diagnose::colourless_grouped(typed, phase, rules) {
        return Verdict::not(why);
    }
    // The smallest fix over every way to match the typed groups to the phase's.
    if let Some(fix) = diagnose::fix_grouped(typed, phase, rules, budget) {
        return Verdict::not(Why::Fix(fix));
    }
    for (cs, &j) in typed.iter().zip(&perm) {
        let spec = phase.groups[j];
        if rules.natural == Natural::Group && !cs.iter().any(|c| c.is_natural()) {
            return Verdict::not(Why::GroupNatural(spec));
        }
        if !verify::fits_alone(cs, spec, rules) {
            return Verdict::not(Why::Misfit(diagnose_group(
                cs, spec, rules.side, rules.runs,
            )));
        }
    }
    Verdict::not(Why::GroupsNot(phase.clone()))
}

/// A claim typed in groups with Skips: judged with them left out, leaving them out is
/// the fix, with whatever else the groups need. (A group of Skips only is left out
/// whole.)
fn skips(typed: &[Vec<Card>], phase: &Phase, rules: &Rules, budget: &mut Budget) -> Verdict {
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
    let v = grouped(&kept, phase, rules, budget);
    let mut fix = match v.why {
        _ if v.is_valid() => Fix::default(),
        Some(Why::Fix(fix)) => fix,
        Some(why @ (Why::TooBig { .. } | Why::PastATurn { .. })) => return Verdict::not(why),
        Some(then) => {
            return Verdict::not(Why::Skips {
                count: skips.len(),
                then: Box::new(then),
            });
        }
        None => unreachable!("a verdict not valid says why"),
    };
    fix.remove.splice(0..0, skips);
    Verdict::not(Why::Fix(fix))
}

fn hand_search(hand: &[Card], phase: &Phase, rules: &Rules, budget: &mut Budget) -> Verdict {
    // Numbers typed without their colour, in a colour phase: first whether the hand
    // would hold the phase with their colours typed (where not, it does not as typed
    // either, and only what it is short of is asked).
    let colours = diagnose::with_colours(hand, phase, rules, true, budget);
    let arranged = match colours {
        Colours::Never => Arranged::None,
        Colours::TooBig => Arranged::TooBig,
        Colours::Typed | Colours::Make(..) => {
            let ps = hand_pieces(hand, rules);
            // (Where only a lay-down that leaves fewer points is asked, it lays more.)
            let total = i64::from(rules.scoring.cards(hand));
            let goal = Goal {
                cross: rules.at.cross,
                floor: rules
                    .at
                    .left_under
                    .map(|under| total - i64::from(under) + 1),
                ..verify::MOST_POINTS
            };
            verify::arrange(&phase.groups, &ps, rules.natural, goal, budget)
        }
    };
    match arranged {
        Arranged::Found { groups } => laid_down(hand, phase, rules, &groups),
        Arranged::TooBig => Verdict::not(Why::TooBig {
            count: hand.len(),
            hand: true,
        }),
        Arranged::None => Verdict::not(match colours {
            Colours::Make(_, why) => why,
            // (No better lay-down: what the hand is short of is not asked.)
            _ if rules.at.left_under.is_some() => Why::Far {
                count: hand.len(),
                phase: phase.clone(),
                hand: true,
            },
            _ => diagnose::explain_hand(hand, phase, rules, budget),
        }),
    }
}

/// The hand with the phase laid down as `groups` (indices into it).
fn laid_down(hand: &[Card], phase: &Phase, rules: &Rules, groups: &[Vec<usize>]) -> Verdict {
    // What is not laid stays in hand, Skips included.
    let mut laid = vec![false; hand.len()];
    groups.iter().flatten().for_each(|&i| laid[i] = true);
    let left: Vec<Card> = (0..hand.len())
        .filter(|&i| !laid[i])
        .map(|i| hand[i])
        .collect();
    Verdict::laid(Lay {
        groups: lay(hand, &phase.groups, groups, rules.side),
        points_left: rules.scoring.cards(&left),
        left,
        kept: None,
    })
}
