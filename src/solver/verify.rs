//! Whether cards make a phase, with no reason given: the sweep asked for one arrangement
//! (every card laid, the best lay-down, or any lay-down), and a claim typed in groups
//! matched to the phase's groups.

use crate::rules::card::Card;
use crate::rules::group::{Laid, Piece, is_group};
use crate::rules::phase::{GroupSpec, Phase};

use super::cards::{Pieces, hand_pieces, pieces};
use super::rules::{At, Budget, Natural, Rules};
use super::sweep::{Goal, sweep};

/// What a question came to: an arrangement (each group's cards, as indices), none, or
/// none known within the budget.
#[derive(Debug)]
pub(super) enum Arranged {
    Found { groups: Vec<Vec<usize>> },
    None,
    TooBig,
}

/// Every card laid (a claim).
pub(super) const EVERY_CARD: Goal = Goal {
    gain: false,
    drop: None,
    add: None,
    waive: false,
    floor: None,
    ceiling: None,
    colour: None,
    cross: 0,
};

/// The lay-down that lays the most points (a hand).
pub(super) const MOST_POINTS: Goal = Goal {
    gain: true,
    drop: Some(0),
    ..EVERY_CARD
};

/// Any lay-down at all (whether a hand holds the phase).
pub(super) const ANY_LAY_DOWN: Goal = Goal {
    gain: false,
    ..MOST_POINTS
};

/// The sweep's arrangement of `ps` for `goal`.
pub(super) fn arrange(
    specs: &[GroupSpec],
    ps: &Pieces,
    natural: Natural,
    goal: Goal,
    budget: &mut Budget,
) -> Arranged {
    match sweep(specs, ps, natural, goal, 0, budget) {
        None => Arranged::TooBig,
        Some(outcome) => match outcome.best {
            Some(best) => Arranged::Found {
                groups: best.groups,
            },
            None => Arranged::None,
        },
    }
}

/// A claim arranged with every card laid.
pub(super) fn claim(cards: &[Card], phase: &Phase, rules: &Rules, budget: &mut Budget) -> Arranged {
    let Ok(ps) = pieces(cards, rules) else {
        return Arranged::None;
    };
    if !cards.iter().any(|c| c.is_natural()) || cards.len() < phase.min_cards() {
        return Arranged::None;
    }
    let goal = Goal {
        cross: rules.at.cross,
        ..EVERY_CARD
    };
    arrange(&phase.groups, &ps, rules.natural, goal, budget)
}

/// Whether a claim is valid (false too where the budget ran out); where runs wrap, at
/// any turn of the numbers (see [`turns`]).
pub(super) fn is_valid(cards: &[Card], phase: &Phase, rules: &Rules, budget: &mut Budget) -> bool {
    turns(cards, rules).any(|r| is_valid_at(cards, phase, &r, budget))
}

/// Whether a claim is valid at the turn of the numbers `rules` says.
pub(super) fn is_valid_at(
    cards: &[Card],
    phase: &Phase,
    rules: &Rules,
    budget: &mut Budget,
) -> bool {
    matches!(claim(cards, phase, rules, budget), Arranged::Found { .. })
}

/// Whether a hand holds the phase (false too where the budget ran out); where runs
/// wrap, at any turn of the numbers.
pub(super) fn holds(hand: &[Card], phase: &Phase, rules: &Rules, budget: &mut Budget) -> bool {
    turns(hand, rules).any(|r| {
        let ps = hand_pieces(hand, &r);
        matches!(
            arrange(&phase.groups, &ps, r.natural, ANY_LAY_DOWN, budget),
            Arranged::Found { .. }
        )
    })
}

/// The turns of the numbers a question about `cards` is asked at, each as the rules
/// to ask under: the turn `rules` says; and where runs wrap, each other turn whose 1 is
/// a number some card shows (the others see nothing more: see `solver::solve`).
pub(super) fn turns(cards: &[Card], rules: &Rules) -> impl Iterator<Item = Rules> + use<> {
    let mut at = [false; 12];
    at[usize::from(rules.at.turn)] = true;
    if rules.runs.wraps() {
        for n in cards.iter().filter_map(|&c| Piece::of(c, rules.side)?.num) {
            at[usize::from(crate::rules::run::steps(n, 1))] = true;
        }
    }
    let first = rules.at.turn;
    let rules = *rules;
    std::iter::once(first)
        .chain((0..12u8).filter(move |&t| at[usize::from(t)] && t != first))
        .map(move |turn| Rules {
            at: At {
                turn,
                ..At::default()
            },
            ..rules
        })
}

/// A claim typed in groups, as the phase's groups see it.
#[derive(Debug)]
pub(super) enum Grouped {
    /// Each typed group makes its own group of the phase.
    Valid(Vec<Laid>),
    /// A Skip typed.
    Skip,
    /// Not as many groups typed as the phase has.
    Count,
    /// No numbered card at all.
    NoNatural,
    /// Not every typed group matches a group of the phase: for every typed group, the
    /// group of the phase it stands for (the most matched first, then in typed order).
    Unmatched(Vec<usize>),
}

/// Matches the typed groups to the phase's groups (no search: each typed group is its
/// own group, of at least its size). A claim of one group is the sweep's.
pub(super) fn grouped(typed: &[Vec<Card>], phase: &Phase, rules: &Rules) -> Grouped {
    let all: Vec<Card> = typed.iter().flatten().copied().collect();
    if all.contains(&Card::Skip) {
        return Grouped::Skip;
    }
    let k = phase.groups.len();
    if typed.len() != k {
        return Grouped::Count;
    }
    if !all.iter().any(|c| c.is_natural()) {
        return Grouped::NoNatural;
    }
    let fits = fits(typed, phase, rules);
    let (good, perm) = matching(&fits);
    if good < k {
        return Grouped::Unmatched(perm);
    }
    Grouped::Valid(
        typed
            .iter()
            .zip(&perm)
            .map(|(cs, &j)| as_typed(phase.groups[j], cs, rules))
            .collect(),
    )
}

/// A group typed on its own, as laid: a run keeps the order typed where it is one (`W W
/// W 5` is 2–5, each wild where it was typed), as the table reads it; otherwise its
/// wilds go upward from its lowest number.
pub(super) fn as_typed(spec: GroupSpec, cards: &[Card], rules: &Rules) -> Laid {
    if spec.kind.has_run()
        && let Ok(mut laid) = crate::rules::hit::read_laid(cards, spec.kind, rules.side, rules.runs)
    {
        laid.spec = spec;
        return laid;
    }
    Laid::layout(spec, cards, rules.side)
}

/// For each typed group, each group of the phase it makes on its own. (Each typed group
/// tried once against each kind of group: a phase of ten groups has two or three.)
fn fits(typed: &[Vec<Card>], phase: &Phase, rules: &Rules) -> Vec<Vec<bool>> {
    let first = |j: usize| (0..j).find(|&i| phase.groups[i] == phase.groups[j]);
    typed
        .iter()
        .map(|cs| {
            let mut row: Vec<bool> = Vec::with_capacity(phase.groups.len());
            for (j, &spec) in phase.groups.iter().enumerate() {
                let fits = first(j).map_or_else(|| fits_alone(cs, spec, rules), |i| row[i]);
                row.push(fits);
            }
            row
        })
        .collect()
}

/// A valid claim typed in groups that could be read another way (some typed group
/// another kind of group of the phase): the order to type the groups in for that
/// reading (the typed group at each place), which then reads so. The first such
/// reading, trying the typed groups in order.
pub(super) fn other_order(typed: &[Vec<Card>], phase: &Phase, rules: &Rules) -> Option<Vec<usize>> {
    let Grouped::Valid(_) = grouped(typed, phase, rules) else {
        return None;
    };
    let fits = fits(typed, phase, rules);
    let (_, taken) = matching(&fits);
    let k = typed.len();
    for i in 0..k {
        for j in 0..k {
            if !fits[i][j] || phase.groups[j] == phase.groups[taken[i]] {
                continue;
            }
            // Typed group i made group j, the rest matched as they may.
            let forced: Vec<Vec<bool>> = (0..k)
                .map(|r| {
                    (0..k)
                        .map(|c| {
                            if r == i || c == j {
                                r == i && c == j
                            } else {
                                fits[r][c]
                            }
                        })
                        .collect()
                })
                .collect();
            let (good, perm) = matching(&forced);
            if good == k {
                let mut order = vec![0; k];
                for (typed_at, &place) in perm.iter().enumerate() {
                    order[place] = typed_at;
                }
                // The same groups in the same order (two groups typed alike) read the
                // same: no other reading.
                if order.iter().enumerate().any(|(p, &t)| typed[t] != typed[p]) {
                    return Some(order);
                }
            }
        }
    }
    None
}

/// Whether cards make one group of a phase on their own (every card in it), with the
/// natural-card rule's part for one group (`natural = group`: a numbered card in it).
pub(super) fn fits_alone(cards: &[Card], spec: GroupSpec, rules: &Rules) -> bool {
    if rules.natural == Natural::Group && !cards.iter().any(|c| c.is_natural()) {
        return false;
    }
    let Ok(ps) = pieces(cards, rules) else {
        return false;
    };
    let pieces: Vec<Piece> = ps.iter().map(|p| p.1).collect();
    !pieces.is_empty() && is_group(spec.kind, usize::from(spec.size), &pieces, rules.runs)
}

/// Whether a claim typed in groups is valid: as typed, or (one group) by the sweep.
pub(super) fn grouped_valid(
    typed: &[Vec<Card>],
    phase: &Phase,
    rules: &Rules,
    budget: &mut Budget,
) -> bool {
    if let [one] = typed {
        return is_valid(one, phase, rules, budget);
    }
    matches!(grouped(typed, phase, rules), Grouped::Valid(_))
}

/// The most typed groups (rows) matched each to its own group of the phase (columns):
/// how many, and for every typed group the phase group it stands for (the unmatched
/// ones take the phase's unmatched groups in order). Groups typed in the phase's order
/// are its groups in that order; otherwise augmenting paths, each typed group trying
/// its own place first and a free place before taking one from another.
fn matching(fits: &[Vec<bool>]) -> (usize, Vec<usize>) {
    fn augment(
        i: usize,
        fits: &[Vec<bool>],
        seen: &mut [bool],
        owner: &mut [Option<usize>],
    ) -> bool {
        let k = owner.len();
        let free = (0..k).filter(|&j| owner[j].is_none());
        let taken = (0..k).filter(|&j| owner[j].is_some());
        let order: Vec<usize> = std::iter::once(i)
            .filter(|&j| j < k && owner[j].is_none())
            .chain(free)
            .chain(taken)
            .collect();
        for j in order {
            if fits[i][j] && !seen[j] {
                seen[j] = true;
                if owner[j].is_none_or(|o| augment(o, fits, seen, owner)) {
                    owner[j] = Some(i);
                    return true;
                }
            }
        }
        false
    }
    let k = fits.len();
    if (0..k).all(|i| fits[i][i]) {
        return (k, (0..k).collect());
    }
    let mut owner: Vec<Option<usize>> = vec![None; k];
    let mut good = 0;
    for i in 0..k {
        if augment(i, fits, &mut vec![false; k], &mut owner) {
            good += 1;
        }
    }
    let mut perm = vec![usize::MAX; k];
    for (j, o) in owner.iter().enumerate() {
        if let Some(i) = o {
            perm[*i] = j;
        }
    }
    let mut free = (0..k).filter(|j| owner[*j].is_none());
    for p in &mut perm {
        if *p == usize::MAX {
            *p = free.next().expect("as many groups as typed");
        }
    }
    (good, perm)
}
