//! Why not: the reasons given for a claim that is not valid, a hand that holds no
//! phase, a group a card does not fit.

use crate::rules::card::{Card, Color};
use crate::rules::edition::{Deck, Side};
use crate::rules::group::Col;
use crate::rules::phase::{GroupKind, Phase};

use super::cards::{Pieces, hand_pieces, lay, of_any_colour, piece};
use super::rules::{At, Budget, Natural, Rules};
use super::sweep::{Goal, sweep};
use super::verify::{self, Arranged, EVERY_CARD};
use super::why::{Fix, Need, Why};

/// Why a claim is not valid: its fix, or a shorter reason that is still true. (Colours
/// missing are asked first, by [`with_colours`].)
pub(super) fn explain_claim(
    cards: &[Card],
    phase: &Phase,
    rules: &Rules,
    budget: &mut Budget,
) -> Why {
    match fix_claim(cards, phase, rules, budget) {
        Some(fix) => Why::Fix(fix),
        None => Why::Far {
            count: cards.len(),
            phase: phase.clone(),
            hand: false,
        },
    }
}

/// Why a hand does not hold the phase: the fewest cards it is short of it. (Colours
/// missing are asked first, by [`with_colours`].)
pub(super) fn explain_hand(
    hand: &[Card],
    phase: &Phase,
    rules: &Rules,
    budget: &mut Budget,
) -> Why {
    match fix_hand(hand, phase, rules, budget) {
        Some(fix) => {
            // A hand that does not hold the phase is a card short at the least: no card
            // to add means the lay-down sweep and the fix sweep disagree (a solver bug,
            // as the one `ab2bdeb` fixed: "0 cards short"), a test failure at once.
            debug_assert!(
                !fix.add.is_empty(),
                "a hand with no phase given a fix of no card: {hand:?}"
            );
            Why::Short(fix)
        }
        None => Why::Far {
            count: hand.len(),
            phase: phase.clone(),
            hand: true,
        },
    }
}

/// The deck's wild card that stands in for an added card meeting `need`: a Wild, a Star
/// of the need's colour on the Color Side, a Star on the Wild Side.
fn wild(need: Need, rules: &Rules) -> Card {
    match (rules.deck, rules.side) {
        (Deck::Flip, Side::Color) => Card::Star { color: need.color },
        (Deck::Flip, Side::Wild) => Card::Star { color: None },
        (Deck::Classic, _) => Card::Wild,
    }
}

/// Whether the claim meant a run to go on from 12 to 1: the phase has a run, and the fix
/// leaves out a 12 or a 1 whose other end (a 1 or a 12) the claim holds, of its colour
/// where every run of the phase is a colour run (a 12 left out beside a 1 of another
/// colour, or an 11 beside a 12 and a 1, is no wrap).
fn wraps(cards: &[Card], phase: &Phase, rules: &Rules, removed: &[Card]) -> bool {
    if rules.runs.wraps() {
        return false;
    }
    let runs = phase.groups.iter().filter(|g| g.kind.has_run());
    let Some(plain) = runs.map(|g| g.kind == GroupKind::Run).reduce(|a, b| a || b) else {
        return false;
    };
    let other_end = |value: u8, color: Option<Color>| {
        cards.iter().any(|c| match *c {
            Card::Number {
                value: v,
                color: other,
            } => v == value && (plain || color.is_none() || other.is_none() || other == color),
            _ => false,
        })
    };
    removed.iter().any(|c| match *c {
        Card::Number { value: 12, color } => other_end(1, color),
        Card::Number { value: 1, color } => other_end(12, color),
        _ => false,
    })
}

/// What cards come to with the colours of their numbers typed without one (see
/// [`with_colours`]).
#[derive(Debug)]
pub(super) enum Colours {
    /// No number lacks its colour, or the phase has no colour group: nothing to ask.
    Typed,
    /// They make the phase with their colours typed (as `goal` asks: every card laid,
    /// or any lay-down), and as typed too where the way found gives none of them to a
    /// colour group or colour run (`Some`: its groups, each card's index).
    Make(Option<Vec<Vec<usize>>>, Why),
    /// They do not make it even with their colours typed: nor as typed, then (a number
    /// of any colour can do all that one of no colour does).
    Never,
    /// Not known within the budget.
    TooBig,
}

/// Whether numbers typed without their colour would make a colour phase if their
/// colours were typed (every card laid, or of a `hand` any lay-down): a wider question
/// than the cards as typed, asked first where there are such numbers, so that where
/// the answer is no the cards' own question is not asked.
pub(super) fn with_colours(
    cards: &[Card],
    phase: &Phase,
    rules: &Rules,
    hand: bool,
    budget: &mut Budget,
) -> Colours {
    let goal = Goal {
        cross: rules.at.cross,
        ..if hand {
            verify::ANY_LAY_DOWN
        } else {
            EVERY_CARD
        }
    };
    let Some(g) = phase.groups.iter().find(|g| g.kind.has_color()) else {
        return Colours::Typed;
    };
    let ps = hand_pieces(cards, rules);
    let colorless: Vec<usize> = ps
        .iter()
        .filter(|(_, p, _)| p.col == Col::Unknown)
        .map(|&(i, _, _)| i)
        .collect();
    if colorless.is_empty() {
        return Colours::Typed;
    }
    let as_any = of_any_colour(&ps);
    let groups = match verify::arrange(&phase.groups, &as_any, rules.natural, goal, budget) {
        Arranged::Found { groups } => groups,
        Arranged::None => return Colours::Never,
        Arranged::TooBig => return Colours::TooBig,
    };
    // The way found holds as typed where no colour group or colour run took such a
    // number.
    let as_typed = phase
        .groups
        .iter()
        .zip(&groups)
        .all(|(spec, cs)| !spec.kind.has_color() || cs.iter().all(|i| !colorless.contains(i)));
    let why = Why::ColoursMissing {
        cards: colorless.iter().map(|&i| cards[i]).collect(),
        group: *g,
        hand,
    };
    Colours::Make(as_typed.then_some(groups), why)
}

/// The same for a claim typed in groups: the numbers typed without their colour, where
/// the claim would make the phase with their colours typed.
pub(super) fn colourless_grouped(typed: &[Vec<Card>], phase: &Phase, rules: &Rules) -> Option<Why> {
    let all: Vec<Card> = typed.iter().flatten().copied().collect();
    if all.contains(&Card::Skip) {
        return None;
    }
    match with_colours(&all, phase, rules, false, &mut Budget::TABLE.clone()) {
        Colours::Make(_, why) => Some(why),
        Colours::Typed | Colours::Never | Colours::TooBig => None,
    }
}

/// What a card left out or added costs in the sweep: more than all the points a hand
/// can lay, so that the fewest changes come first and points only break ties.
const COST: i64 = 1_000_000;
/// The most changes a claim's fix names (Skips to leave out aside): a claim further
/// from the phase than this (fourteen cards typed for a phase of six) gets the shorter
/// reason.
pub(super) const MOST_CHANGES: usize = 6;

/// The needs that the added wilds (indices from `first_added`) stand for in an
/// arrangement.
fn needs(
    cards: &[Card],
    phase: &Phase,
    groups: &[Vec<usize>],
    first_added: usize,
    side: Side,
) -> Vec<Vec<Need>> {
    let laid = lay(cards, &phase.groups, groups, side);
    // A set of wilds only takes cards of one number, any: where it takes two or more,
    // named, so that the fix says they match ("two 1s", not "two numbered cards" of
    // any numbers), each such set its own, of the numbers no card shows first.
    let mut free: Vec<u8> = (1..=12u8)
        .filter(|&n| {
            !cards
                .iter()
                .any(|c| matches!(c, Card::Number { value, .. } if *value == n))
        })
        .chain(1..=12)
        .collect();
    free.reverse();
    let mut out = Vec::new();
    for ((g, l), spec) in groups.iter().zip(&laid).zip(&phase.groups) {
        let added = g.iter().filter(|&&i| i >= first_added).count();
        let number = match (spec.kind, l.number) {
            (GroupKind::Set, None) if added > 1 => free.pop(),
            (_, n) => n,
        };
        // A colour group of wilds only may be any colour: red, say.
        let colour = |c: Option<Color>| match (side, spec.kind.has_color()) {
            (Side::Wild, _) => None,
            (Side::Color, true) => c.or(l.color).or(Some(Color::Red)),
            (Side::Color, false) => c,
        };
        let stands: Vec<Need> = l
            .cards
            .iter()
            .zip(&l.stands)
            .filter(|(c, _)| c.is_wild())
            .filter_map(|(_, s)| *s)
            .map(|s| Need {
                num: s.num.or(number),
                color: colour(s.color),
            })
            .collect();
        let first = stands.len().saturating_sub(added);
        out.push(stands[first..].to_vec());
    }
    out
}

/// The needs of the added wilds (from `first_added` on), with one more numbered card in
/// each group the natural-card rule finds without one: the sweep waives the rule, as the
/// cards a fix adds are numbered cards, but a group of Wilds and Stars only gets none.
fn needs_with_naturals(
    cards: &[Card],
    phase: &Phase,
    groups: &[Vec<usize>],
    first_added: usize,
    rules: &Rules,
) -> Vec<Vec<Need>> {
    let numbered = |g: &Vec<usize>| g.iter().any(|&i| i >= first_added || cards[i].is_natural());
    let lacking: Vec<usize> = match rules.natural {
        Natural::Phase if !groups.iter().any(numbered) => vec![0],
        Natural::Group => (0..groups.len())
            .filter(|&g| !numbered(&groups[g]))
            .collect(),
        Natural::Phase => Vec::new(),
    };
    if lacking.is_empty() {
        return needs(cards, phase, groups, first_added, rules.side);
    }
    let mut cards = cards.to_vec();
    let mut groups = groups.to_vec();
    for g in lacking {
        groups[g].push(cards.len());
        cards.push(Card::Wild);
    }
    needs(&cards, phase, &groups, first_added, rules.side)
}

/// The cards of each group (indices into `cards`, those from `first_added` on being the
/// added wilds) with `extra` in place of the added ones: the claim typed in its groups.
fn typed_groups(
    cards: &[Card],
    groups: &[Vec<usize>],
    first_added: usize,
    extra: &[Vec<Card>],
) -> Vec<Vec<Card>> {
    groups
        .iter()
        .zip(extra)
        .map(|(g, more)| {
            let mut typed: Vec<Card> = g
                .iter()
                .filter(|&&i| i < first_added)
                .map(|&i| cards[i])
                .collect();
            typed.extend_from_slice(more);
            typed
        })
        .collect()
}

/// Whether cards typed in the phase's groups make it, each group checked on its own (no
/// search; a phase of one group is left to the search, which a claim of one group is).
fn in_groups(typed: &[Vec<Card>], phase: &Phase, rules: &Rules) -> bool {
    typed.len() > 1
        && matches!(
            verify::grouped(typed, phase, rules),
            verify::Grouped::Valid(_)
        )
}

/// The wilds a fix's reason offers in place of the cards it adds, group by group: "or
/// a wild", "or a Star", or on the Color Side "or a Star of its colour".
fn wilds_by_group(per_group: &[Vec<Need>], rules: &Rules) -> Vec<Vec<Card>> {
    per_group
        .iter()
        .map(|needs| needs.iter().map(|&n| wild(n, rules)).collect())
        .collect()
}

/// The smallest fix for a claim (every card laid): fewest cards left out plus added.
/// The sweep finds the cheapest arrangement at once: each card left out costs one, each
/// card added one and a little more (leaving out comes first at the same cost), and a
/// state that can only cost more than the best so far is never carried on. The fix is
/// checked before it is given; `None` where no fix of `MOST_CHANGES` (six) changes is (or
/// the budget ran out): then a shorter reason.
pub(super) fn fix_claim(
    cards: &[Card],
    phase: &Phase,
    rules: &Rules,
    budget: &mut Budget,
) -> Option<Fix> {
    claim_fix(cards, phase, rules, false, budget)
}

/// The smallest fix for a claim, with the natural-card rule `waive`d (a group of a claim
/// typed in groups, where another group has the numbered card the phase needs).
fn claim_fix(
    cards: &[Card],
    phase: &Phase,
    rules: &Rules,
    waive: bool,
    budget: &mut Budget,
) -> Option<Fix> {
    let n = cards.len();
    // Every card of the claim is worth one point: the cards laid are the score.
    let real: Pieces = cards
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| piece(c, rules).map(|p| (i, p, 1)))
        .collect();
    // With its Skips left out, a claim may be valid: then that is the fix. (Else, as a
    // claim of no Skip that is not valid, it needs one change at least.)
    if real.len() < n {
        let every = Goal {
            waive,
            cross: rules.at.cross,
            ..EVERY_CARD
        };
        if let Some(best) = sweep(&phase.groups, &real, rules.natural, every, n, budget)?.best {
            return fix_from(cards, phase, rules, &best.groups, 0, waive, budget);
        }
    }
    // At a turn after the first (runs that wrap), only a fix shorter than the first
    // turn's is asked.
    // (The Skips left out are changes too.)
    let most = match usize::from(rules.at.fix_under) {
        0 => MOST_CHANGES,
        under => MOST_CHANGES.min((under - 1).saturating_sub(n - real.len())),
    };
    if most == 0 {
        return None;
    }
    let goal = Goal {
        gain: false,
        drop: Some(-COST),
        add: Some(-COST - 1),
        waive,
        // Every fix of `most` changes or fewer is worth at least this.
        floor: Some(-(most as i64) * (COST + 1)),
        // The claim is not valid (its Skips left out): one change at least, or as many as
        // it is known to need.
        ceiling: Some(
            -COST
                * (rules.at.fix_over as usize)
                    .saturating_sub(n - real.len())
                    .max(1) as i64,
        ),
        colour: None,
        cross: rules.at.cross,
    };
    let best = sweep(&phase.groups, &real, rules.natural, goal, n, budget)?.best?;
    fix_from(cards, phase, rules, &best.groups, best.added, waive, budget)
}

/// The fix an arrangement of the claim and `w` added wilds gives, once the claim with it
/// made is checked.
fn fix_from(
    cards: &[Card],
    phase: &Phase,
    rules: &Rules,
    groups: &[Vec<usize>],
    w: usize,
    waive: bool,
    budget: &mut Budget,
) -> Option<Fix> {
    let n = cards.len();
    let mut laid = vec![false; n + w];
    groups.iter().flatten().for_each(|&i| laid[i] = true);
    let removed: Vec<usize> = (0..n).filter(|&i| !laid[i]).collect();
    let kept: Vec<Card> = (0..n).filter(|&i| laid[i]).map(|i| cards[i]).collect();
    // Renumber the groups onto the cards kept, then the wilds used.
    let mut index = vec![usize::MAX; n + w];
    let mut cards_laid = Vec::new();
    for i in (0..n + w).filter(|&i| laid[i]) {
        index[i] = cards_laid.len();
        cards_laid.push(if i < n { cards[i] } else { Card::Wild });
    }
    let groups: Vec<Vec<usize>> = groups
        .iter()
        .map(|g| g.iter().map(|&i| index[i]).collect())
        .collect();
    let per_group = if waive {
        needs(&cards_laid, phase, &groups, kept.len(), rules.side)
    } else {
        needs_with_naturals(&cards_laid, phase, &groups, kept.len(), rules)
    };
    let add: Vec<Need> = per_group.iter().flatten().copied().collect();
    // Waived, the claim is one group of a phase: it must make that group.
    let makes = |with: &[Card]| match &phase.groups[..] {
        [spec] => verify::fits_alone(with, *spec, rules),
        _ => false,
    };
    if waive {
        let mut fixed = kept.clone();
        fixed.extend(add.iter().map(|n| n.card()));
        let mut wilds = kept.clone();
        wilds.extend(add.iter().map(|&n| wild(n, rules)));
        let remove: Vec<Card> = removed.iter().map(|&i| cards[i]).collect();
        return makes(&fixed).then(|| Fix {
            wrap: wraps(cards, phase, rules, &remove),
            remove,
            add,
            wilds_do: makes(&wilds),
            wilds_left: None,
        });
    }
    // The claim with the fix made, checked in its groups (at once), else as a whole.
    let made: Vec<Vec<Card>> = per_group
        .iter()
        .map(|needs| needs.iter().map(|n| n.card()).collect())
        .collect();
    let typed = typed_groups(&cards_laid, &groups, kept.len(), &made);
    if !in_groups(&typed, phase, rules) {
        let mut fixed = kept.clone();
        fixed.extend(add.iter().map(|n| n.card()));
        if !verify::is_valid(&fixed, phase, rules, budget) {
            return None;
        }
    }
    let remove: Vec<Card> = removed.iter().map(|&i| cards[i]).collect();
    let wrap = wraps(cards, phase, rules, &remove);
    let wilds_do = in_groups(
        &typed_groups(
            &cards_laid,
            &groups,
            kept.len(),
            &wilds_by_group(&per_group, rules),
        ),
        phase,
        rules,
    ) || wilds_do(&kept, &add, phase, rules, budget);
    Some(Fix {
        remove,
        add,
        wrap,
        wilds_do,
        wilds_left: None,
    })
}

/// The smallest fix for a claim typed as groups, over every way to match the typed groups
/// to the phase's groups: each typed group's fix as each group of the phase alone, then
/// the matching that changes the fewest cards (typed order first where two tie), checked
/// on the whole claim.
pub(super) fn fix_grouped(
    typed: &[Vec<Card>],
    phase: &Phase,
    rules: &Rules,
    budget: &mut Budget,
) -> Option<Fix> {
    let k = typed.len();
    // One group alone: it needs its own numbered card only where every group does.
    let alone = Rules {
        natural: Natural::Phase,
        at: At {
            cross: 0,
            ..rules.at
        },
        ..*rules
    };
    let mut fixes: Vec<Vec<Option<Fix>>> = Vec::with_capacity(k);
    for (i, cs) in typed.iter().enumerate() {
        let mut row: Vec<Option<Fix>> = Vec::with_capacity(k);
        for (j, &spec) in phase.groups.iter().enumerate() {
            // Groups of the phase alike have the same fix.
            if let Some(same) = (0..j).find(|&h| phase.groups[h] == spec) {
                let fix = row[same].clone();
                row.push(fix);
                continue;
            }
            row.push(if verify::fits_alone(cs, spec, rules) {
                Some(Fix {
                    wilds_do: true,
                    wilds_left: None,
                    ..Fix::default()
                })
            } else {
                let single = Phase { groups: vec![spec] };
                // Its numbered card may come from another group, where one card does.
                let elsewhere = rules.natural == Natural::Phase
                    && typed
                        .iter()
                        .enumerate()
                        .any(|(h, other)| h != i && other.iter().any(|c| c.is_natural()));
                claim_fix(cs, &single, &alone, elsewhere, budget)
            });
        }
        fixes.push(row);
    }
    // The cheapest matching: typed groups in order, each to a phase group not yet taken
    // (over the sets of groups taken: 2^k states). A matching off the typed order costs
    // a little more, so that of equal fixes the one as typed is given.
    let cost = |i: usize, j: usize| -> Option<usize> {
        let f = fixes[i][j].as_ref()?;
        Some((f.remove.len() + f.add.len()) * 2 * k + usize::from(i != j))
    };
    let full = (1usize << k) - 1;
    let mut best: Vec<Option<(usize, usize)>> = vec![None; full + 1];
    best[0] = Some((0, usize::MAX));
    for mask in 0..full {
        let Some((so_far, _)) = best[mask] else {
            continue;
        };
        let i = mask.count_ones() as usize;
        for j in (0..k).filter(|&j| mask & 1 << j == 0) {
            if let Some(c) = cost(i, j) {
                let to = mask | 1 << j;
                if best[to].is_none_or(|(b, _)| so_far + c < b) {
                    best[to] = Some((so_far + c, j));
                }
            }
        }
    }
    best[full]?;
    let mut perm = vec![0; k];
    let mut mask = full;
    for i in (0..k).rev() {
        let (_, j) = best[mask].expect("reached");
        perm[i] = j;
        mask &= !(1 << j);
    }
    let mut fix = Fix {
        wilds_do: true,
        wilds_left: None,
        ..Fix::default()
    };
    let mut fixed_groups = vec![Vec::new(); k];
    for (i, cs) in typed.iter().enumerate() {
        let f = fixes[i][perm[i]]
            .clone()
            .expect("a matched group has its fix");
        let mut group = without(cs, &f.remove);
        group.extend(f.add.iter().map(|n| n.card()));
        fixed_groups[i] = group;
        fix.remove.extend(f.remove);
        fix.add.extend(f.add);
        fix.wrap |= f.wrap;
        fix.wilds_do &= f.wilds_do;
    }
    verify::grouped_valid(&fixed_groups, phase, rules, budget).then_some(fix)
}

/// The fewest cards a hand is short of the phase, from the closest arrangement: the sweep
/// with each added card costing one (which cards stay in hand does not matter, so that a
/// group that needs no more is done and states alike merge).
pub(super) fn fix_hand(
    hand: &[Card],
    phase: &Phase,
    rules: &Rules,
    budget: &mut Budget,
) -> Option<Fix> {
    let ps = hand_pieces(hand, rules);
    // At a turn after the first (runs that wrap), only a fix shorter than the first
    // turn's is asked.
    if rules.at.fix_under == 1 {
        return None;
    }
    let goal = Goal {
        gain: false,
        drop: Some(0),
        add: Some(-COST),
        waive: false,
        floor: (rules.at.fix_under > 0).then(|| -(i64::from(rules.at.fix_under) - 1) * COST),
        // The hand does not hold the phase: one card short at least.
        ceiling: Some(-COST),
        colour: None,
        cross: rules.at.cross,
    };
    let best = sweep(&phase.groups, &ps, rules.natural, goal, hand.len(), budget)?.best?;
    hand_fix(hand, phase, rules, &best.groups, best.added, budget)
}

/// The fix an arrangement of the hand and `w` added wilds gives, once the phase is found
/// in the hand with the cards added.
fn hand_fix(
    hand: &[Card],
    phase: &Phase,
    rules: &Rules,
    groups: &[Vec<usize>],
    w: usize,
    budget: &mut Budget,
) -> Option<Fix> {
    let mut cards = hand.to_vec();
    cards.extend(std::iter::repeat_n(Card::Wild, w));
    let per_group = needs_with_naturals(&cards, phase, groups, hand.len(), rules);
    let add: Vec<Need> = per_group.iter().flatten().copied().collect();
    // The cards laid with those added make the phase, group by group (at once), or as
    // a claim (a claim checks faster than a hand is searched); else the whole hand with
    // them added must hold it.
    let made: Vec<Vec<Card>> = per_group
        .iter()
        .map(|needs| needs.iter().map(|n| n.card()).collect())
        .collect();
    let by_groups = |extra: &[Vec<Card>]| {
        in_groups(
            &typed_groups(&cards, groups, hand.len(), extra),
            phase,
            rules,
        )
    };
    let laid: Vec<Card> = groups
        .iter()
        .flatten()
        .filter(|&&i| i < hand.len())
        .map(|&i| hand[i])
        .collect();
    let with = |extra: &mut dyn Iterator<Item = Card>, budget: &mut Budget| {
        let mut claim = laid.clone();
        let mut whole = hand.to_vec();
        for c in extra {
            claim.push(c);
            whole.push(c);
        }
        verify::is_valid(&claim, phase, rules, budget)
            || verify::holds(&whole, phase, rules, budget)
    };
    if !by_groups(&made) && !with(&mut add.iter().map(|n| n.card()), budget) {
        return None;
    }
    // Wilds that do not do in the fix's own groups most often do not do at all: the
    // natural-card rule wants the card.
    let wilds_do = by_groups(&wilds_by_group(&per_group, rules))
        || with(&mut add.iter().map(|&n| wild(n, rules)), budget);
    Some(Fix {
        remove: Vec::new(),
        add,
        wrap: false,
        wilds_do,
        wilds_left: None,
    })
}

/// Whether wilds in place of the added cards (see [`wild`]) make the claim valid too.
fn wilds_do(
    kept: &[Card],
    add: &[Need],
    phase: &Phase,
    rules: &Rules,
    budget: &mut Budget,
) -> bool {
    let mut with = kept.to_vec();
    with.extend(add.iter().map(|&n| wild(n, rules)));
    verify::is_valid(&with, phase, rules, budget)
}

/// `cards` without one copy of each of `removed`.
fn without(cards: &[Card], removed: &[Card]) -> Vec<Card> {
    let mut out = cards.to_vec();
    for c in removed {
        if let Some(i) = out.iter().position(|x| x == c) {
            out.remove(i);
        }
    }
    out
}
