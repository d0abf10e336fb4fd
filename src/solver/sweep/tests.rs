//! Each bound is admissible: on random small questions, every state the sweep carries
//! on is estimated (that bound alone on, then all of them) at no less than what it truly
//! comes to. What a state truly comes to is found by carrying every state on to the end
//! with every bound off, and walking the best end back to each state it came from.

use super::super::cards::{hand_pieces, pieces};
use super::super::rules::Rules;
use super::super::tests::Rng;
use super::super::verify::EVERY_CARD;
use super::bounds::switch;
use super::end::next_multiset;
use super::supply::Cards;
use super::{GONE, Goal, Natural, Sweep};
use crate::rules::card::{Card, Color};
use crate::rules::edition::{Deck, Side};
use crate::rules::group::Piece;
use crate::rules::phase::{GroupKind, GroupSpec};

const COST: i64 = 1_000_000;

/// The goals the solver asks (a verdict, the best lay-down, any lay-down, a claim's fix,
/// a hand's fix), without a floor or ceiling: nothing but the bounds cuts a state.
fn goals() -> [(Goal, bool); 5] {
    let verdict = EVERY_CARD;
    [
        (verdict, true),
        (
            Goal {
                gain: true,
                drop: Some(0),
                ..verdict
            },
            false,
        ),
        (
            Goal {
                drop: Some(0),
                ..verdict
            },
            false,
        ),
        (
            Goal {
                drop: Some(-COST),
                add: Some(-COST - 1),
                ..verdict
            },
            true,
        ),
        (
            Goal {
                drop: Some(0),
                add: Some(-COST),
                ..verdict
            },
            false,
        ),
    ]
}

fn card(rng: &mut Rng, deck: Deck) -> Card {
    let color = Color::ALL[rng.below(4)];
    let value = 1 + rng.below(8) as u8;
    match (deck, rng.below(8)) {
        (Deck::Flip, 0) => Card::Star { color: Some(color) },
        (_, 0) => Card::Wild,
        (Deck::Classic, 1) => Card::Fixed {
            star: false,
            own: None,
            num: Some(value),
            color: None,
        },
        (Deck::Classic, 2) => Card::Number { value, color: None },
        _ => Card::Number {
            value,
            color: Some(color),
        },
    }
}

/// Whether every state of one sweep is estimated within what it comes to, with the
/// bounds `on` (the others off); the first state that is not, said.
fn admissible(
    specs: &[GroupSpec],
    cards: &[Card],
    rules: &Rules,
    goal: Goal,
    claim: bool,
    on: u8,
) -> Result<usize, String> {
    let ps = if claim {
        match pieces(cards, rules) {
            Ok(p) => p,
            Err(_) => return Ok(0),
        }
    } else {
        hand_pieces(cards, rules)
    };
    let Some(states) = estimated(specs, &ps, rules.natural, goal, on, 5_000_000) else {
        return Ok(0);
    };
    for e in &states {
        // (Twice the most it can come to, and one more where a ceiling cut it.)
        if e.rank.is_none_or(|rank| rank.div_euclid(2) < e.truly) {
            return Err(format!(
                "a state {} comes to {}, estimated {:?}",
                e.state, e.truly, e.rank
            ));
        }
    }
    Ok(states.len())
}

/// Every bound, alone and together, on 400 random small questions of every goal.
#[test]
fn every_bound_is_admissible_on_random_small_states() {
    let mut rng = Rng(0xb0_0d5);
    let kinds = [
        GroupKind::Set,
        GroupKind::Run,
        GroupKind::Color,
        GroupKind::ColorRun,
    ];
    let mut checked = 0;
    for _ in 0..400 {
        let deck = if rng.below(3) == 0 {
            Deck::Flip
        } else {
            Deck::Classic
        };
        let rules = Rules {
            deck,
            side: Side::Color,
            natural: if rng.below(3) == 0 {
                Natural::Group
            } else {
                Natural::Phase
            },
            ..Rules::default()
        };
        let k = 1 + rng.below(3);
        let specs: Vec<GroupSpec> = (0..k)
            .map(|_| GroupSpec::new(kinds[rng.below(4)], 1 + rng.below(3) as u8))
            .collect();
        let n = 2 + rng.below(6);
        let cards: Vec<Card> = (0..n).map(|_| card(&mut rng, deck)).collect();
        for (goal, claim) in goals() {
            for (bound, name) in switch::ALL.iter().copied().chain([(u8::MAX, "all")]) {
                checked +=
                    admissible(&specs, &cards, &rules, goal, claim, bound).unwrap_or_else(|e| {
                        panic!(
                            "bound {name}: {} for {specs:?} ({:?}, goal {goal:?}): {e}",
                            crate::rules::card::show(&cards),
                            rules.natural
                        )
                    });
            }
        }
    }
    // (Tens of thousands of states, each estimated by each bound.)
    assert!(checked > 10_000, "{checked} states");
    eprintln!("{checked} states estimated within what they come to");
}

/// The stretches bound where sets are open: a set takes one number, so one stretch
/// (two sets on two numbers in a row, once taken for a bound that did not see them as
/// sets, are no stretch too many).
#[test]
fn the_stretches_bound_sees_each_set_as_one_number() {
    let rules = Rules::default();
    let cases = [
        ("Y3 G3 Y4 R4", [(GroupKind::Set, 1), (GroupKind::Set, 2)]),
        ("Y3 G5 Y7 W", [(GroupKind::Set, 1), (GroupKind::Run, 2)]),
    ];
    for (cards, groups) in cases {
        let cards = crate::rules::card::parse_cards(cards, Deck::Classic, Side::Color).unwrap();
        let specs: Vec<GroupSpec> = groups.iter().map(|&(k, n)| GroupSpec::new(k, n)).collect();
        for (goal, claim) in goals() {
            for on in [switch::STRETCHES, u8::MAX] {
                admissible(&specs, &cards, &rules, goal, claim, on).unwrap();
            }
        }
    }
}

/// A number typed without its colour, asked as a number of any colour (as the solver asks
/// first, see `diagnose::with_colours`), makes the phase wherever it does typed in one of
/// the four colours: on random small Color Side hands of colour phases, the sweep for
/// any lay-down and for the best lay-down agrees with the four colours tried one by one.
/// (A colour run given its colour by a card of a number, after numbers that gave it none,
/// carries its gaps until the number settles: its key once hid them, and such a run
/// made a run with one gap fewer useless.)
#[test]
fn a_number_of_any_colour_does_what_each_colour_does() {
    use super::super::cards::of_any_colour;
    use super::super::rules::Budget;
    use super::super::verify::{ANY_LAY_DOWN, MOST_POINTS};
    let phrases = [
        "1 colour run of 4 + 1 set of 2",
        "1 colour run of 3 + 1 set of 2",
        "2 colour runs of 2 + 1 set of 2",
        "1 colour run of 3 + 2 cards of one colour",
        "1 colour run of 5",
    ];
    let rules = Rules {
        deck: Deck::Flip,
        side: Side::Color,
        ..Rules::default()
    };
    let mut rng = Rng(0x5eed_a11c_0105);
    // The hand the property was found on, then random ones.
    let mut hands = vec![(
        0,
        crate::rules::card::parse_cards("R4 B5 B5 R* G* 2 R5", Deck::Flip, Side::Color).unwrap(),
    )];
    for _ in 0..3000 {
        let n = 4 + rng.below(5);
        let mut hand: Vec<Card> = (0..n)
            .map(|_| {
                let color = Color::ALL[rng.below(4)];
                match rng.below(7) {
                    0 => Card::Star { color: Some(color) },
                    _ => Card::Number {
                        value: 1 + rng.below(7) as u8,
                        color: Some(color),
                    },
                }
            })
            .collect();
        hand.push(Card::Number {
            value: 1 + rng.below(7) as u8,
            color: None,
        });
        hands.push((rng.below(phrases.len()), hand));
    }
    let mut found = 0;
    for (p, hand) in hands {
        let phase: crate::rules::phase::Phase = phrases[p].parse().unwrap();
        let ask = |cards: &[Card], goal: Goal| {
            let ps = of_any_colour(&hand_pieces(cards, &rules));
            let mut budget = Budget { steps: 1_000_000 };
            super::sweep(&phase.groups, &ps, Natural::Phase, goal, 0, &mut budget)
                .expect("within the budget")
                .best
                .map(|b| b.score)
        };
        for goal in [ANY_LAY_DOWN, MOST_POINTS] {
            let any = ask(&hand, goal);
            let each = Color::ALL
                .iter()
                .filter_map(|&c| {
                    let typed: Vec<Card> = hand
                        .iter()
                        .map(|&x| match x {
                            Card::Number { value, color: None } => Card::Number {
                                value,
                                color: Some(c),
                            },
                            other => other,
                        })
                        .collect();
                    ask(&typed, goal)
                })
                .max();
            assert_eq!(
                any,
                each,
                "{} for {}",
                crate::rules::card::show(&hand),
                phase
            );
            found += usize::from(any.is_some());
        }
    }
    assert!(found > 500, "only {found} hands hold a phase");
}

/// What the bounds estimate a state at, and what it truly comes to (the best end it
/// leads to): every state of a sweep, for the bounds' test.
pub(super) struct Estimated {
    pub truly: i64,
    /// Twice the most it can come to, and one more where a ceiling cut it (`None`: cut).
    pub rank: Option<i64>,
    pub state: String,
}

/// Every state one sweep keeps with every bound off, carried on to the end, estimated
/// with the bounds `on` (the others off); `None` past `limit` steps.
pub(super) fn estimated(
    specs: &[GroupSpec],
    pieces: &[(usize, Piece, u32)],
    natural: Natural,
    goal: Goal,
    on: u8,
    limit: u64,
) -> Option<Vec<Estimated>> {
    let cards = Cards::new(specs, pieces);
    let mut s = Sweep::new(specs, &cards, natural, goal, pieces.len(), limit);
    let all = switch::ALL.iter().fold(0, |m, (b, _)| m | b);
    s.bounds.off = all;
    s.exhaust = true;
    let _ = s.run();
    if s.work.gave_up {
        return None;
    }
    // What each state truly comes to: the best end it leads to.
    let mut best: Vec<Vec<Option<i64>>> =
        s.layers.iter().map(|l| vec![None; l.nodes.len()]).collect();
    let last = s.layers.len() - 1;
    for i in 0..s.layers[last].nodes.len() {
        let node = s.layers[last].nodes[i];
        let Some((worth, _)) = (node.value != GONE).then(|| s.end(&node)).flatten() else {
            continue;
        };
        let (mut depth, mut at) = (last, i);
        loop {
            let slot = &mut best[depth][at];
            *slot = Some(slot.map_or(worth, |b| b.max(worth)));
            if depth == 0 {
                break;
            }
            at = s.layers[depth].nodes[at].parent as usize;
            depth -= 1;
        }
    }
    // Each state as the bounds see it, where it was kept.
    s.bounds.off = all & !on;
    s.found = None;
    s.work.steps = u64::MAX / 2;
    let mut out = Vec::new();
    for depth in 1..=last {
        s.stage = depth - 1;
        s.at = s.stages[depth - 1];
        let settled = s.at.settling.is_some();
        for i in 0..s.layers[depth].nodes.len() {
            let node = s.layers[depth].nodes[i];
            let Some(truly) = best[depth][i].filter(|_| node.value != GONE) else {
                continue;
            };
            out.push(Estimated {
                truly,
                rank: s.estimate(&node, settled),
                state: format!(
                    "after stage {} (number {}, settled {settled}): st {:?} nat {:b} need {:?} added {:?} value {} took {:b} count {:?} slotted {:b}",
                    depth - 1,
                    s.at.now,
                    &node.st[..specs.len()],
                    node.nat,
                    node.need,
                    node.added,
                    node.value,
                    node.took,
                    &node.count[..specs.len()],
                    node.slotted
                ),
            });
        }
    }
    Some(out)
}

/// Every multiset once: the picks of groups alike come in rising order.
#[test]
fn each_multiset_once() {
    let count = |alike: &[bool], n: usize| {
        let mut pick = vec![0; alike.len()];
        let mut seen = std::collections::HashSet::new();
        loop {
            for i in 1..pick.len() {
                assert!(!alike[i] || pick[i - 1] <= pick[i], "{pick:?}");
            }
            assert!(seen.insert(pick.clone()), "twice: {pick:?}");
            if !next_multiset(&mut pick, alike, n) {
                return seen.len();
            }
        }
    };
    // Ten groups alike, five colours: C(14, 4).
    assert_eq!(
        count(
            &[false, true, true, true, true, true, true, true, true, true],
            5
        ),
        1001
    );
    // None alike: every choice.
    assert_eq!(count(&[false, false, false], 5), 125);
    // Two pairs: 15 * 15.
    assert_eq!(count(&[false, true, false, true], 5), 225);
    assert_eq!(count(&[], 5), 1);
}
