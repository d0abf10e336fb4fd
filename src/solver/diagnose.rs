//! Why not: the reasons given for a claim that is not valid, a hand that holds no
//! phase, a group a card does not fit.

use crate::card::{Card, Color};
use crate::edition::Side;
use crate::group::{Col, Laid, Piece};
use crate::phase::{GroupKind, GroupSpec, Phase};

use super::Table;
use super::search::Mode;
use super::sweep::{Goal, Limits, Outcome, sweep};

/// Why a claim is not valid: its fix, or a shorter reason that is still true.
pub(super) fn explain_claim(cards: &[Card], phase: &Phase, table: &Table) -> (String, Option<Fix>) {
    if let Some(reason) = colourless(cards, phase, table, Mode::Check) {
        return (reason, None);
    }
    match fix_claim(cards, phase, table) {
        Some(fix) => (fix.words(table), Some(fix)),
        None => (format!("{} no {phase}", these(cards.len(), "make")), None),
    }
}

/// Why a hand does not hold the phase: the fewest cards it is short of it.
pub(super) fn explain_hand(hand: &[Card], phase: &Phase, table: &Table) -> (String, Option<Fix>) {
    if let Some(reason) = colourless(hand, phase, table, Mode::Find) {
        return (reason, None);
    }
    match fix_hand(hand, phase, table) {
        Some(fix) => {
            let n = fix.add.len();
            let short = if n == 1 {
                "1 card short".to_string()
            } else {
                format!("{n} cards short")
            };
            (format!("{short}: {}", fix.words(table)), Some(fix))
        }
        None => (format!("{} no {phase}", these(hand.len(), "hold")), None),
    }
}

/// Whether the claim meant a run to go on from 12 to 1: it has a 12 and a 1, the phase
/// a run, and the fix leaves out one of the cards around the wrap.
fn wraps(cards: &[Card], phase: &Phase, removed: &[Card]) -> bool {
    let has = |n: u8| {
        cards
            .iter()
            .any(|c| matches!(c, Card::Number { value, .. } if *value == n))
    };
    let near_wrap =
        |c: &Card| matches!(c, Card::Number { value, .. } if [11, 12, 1, 2].contains(value));
    phase.groups.iter().any(|g| g.kind.has_run())
        && has(12)
        && has(1)
        && removed.iter().any(near_wrap)
}

/// "this card makes", "these 14 cards make".
fn these(n: usize, verb: &str) -> String {
    if n == 1 {
        format!("this card {verb}s")
    } else {
        format!("these {n} cards {verb}")
    }
}

/// Numbers typed without their colour that would make a colour phase if their colours
/// were typed.
fn colourless(cards: &[Card], phase: &Phase, table: &Table, mode: Mode) -> Option<String> {
    let ps: Vec<(usize, Piece, u32)> = cards
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| Piece::of(c, table.side).map(|p| (i, p, table.scoring.card(c))))
        .collect();
    let colorless: Vec<Card> = ps
        .iter()
        .filter(|(_, p, _)| p.col == Col::Unknown)
        .map(|(i, _, _)| cards[*i])
        .collect();
    let g = phase.groups.iter().find(|g| g.kind.has_color())?;
    if colorless.is_empty() {
        return None;
    }
    let as_any: Vec<(usize, Piece, u32)> = ps
        .iter()
        .map(|&(i, p, pts)| {
            let col = if p.col == Col::Unknown {
                Col::Any
            } else {
                p.col
            };
            (i, Piece { col, ..p }, pts)
        })
        .collect();
    if mode == Mode::Check && cards.contains(&Card::Skip) {
        return None;
    }
    let bounds = super::search::Bounds::steps(NODES);
    let solved = super::search::search(&phase.groups, &as_any, mode, table.natural, bounds);
    if !solved.complete {
        return None;
    }
    solved.best?;
    let list: Vec<String> = colorless.iter().map(ToString::to_string).collect();
    Some(format!(
        "colours missing for {}: a number typed without its colour never counts toward {} (type it as R7, B7, G7 or Y7)",
        list.join(", "),
        g.describe()
    ))
}

/// The layout of a group that may be short of its size: what its cards show.
fn near_layout(spec: GroupSpec, cards: &[Card], side: Side) -> Laid {
    let ps: Vec<Piece> = cards.iter().filter_map(|&c| Piece::of(c, side)).collect();
    let mut laid = Laid::layout(
        GroupSpec {
            size: (cards.len() as u8).max(1),
            ..spec
        },
        cards,
        side,
    );
    laid.spec = spec;
    if spec.kind.has_run() {
        // Show the naturals' own span, not the wilds' reach.
        let nums: Vec<u8> = ps.iter().filter_map(|p| p.num).collect();
        laid.span = match (nums.iter().min(), nums.iter().max()) {
            (Some(&lo), Some(&hi)) => Some((lo, hi)),
            _ => None,
        };
    }
    laid
}

/// What a short group still needs, in the words of the table.
fn shortfall(l: &Laid) -> Option<String> {
    let size = usize::from(l.spec.size);
    let have = l.cards.len();
    let color = l
        .color
        .map(|c| format!("{} ", c.name()))
        .unwrap_or_default();
    match l.spec.kind {
        GroupKind::Set | GroupKind::Color if have < size => {
            let more = size - have;
            let what = match (l.spec.kind, l.number) {
                (GroupKind::Set, Some(n)) => format!("{n}"),
                (GroupKind::Set, None) => "card".into(),
                _ => format!("{color}card"),
            };
            let (a, s) = if more == 1 { ("a", "") } else { ("", "s") };
            let amount = if more == 1 {
                format!("{a} {what}")
            } else {
                format!("{more} more {what}{s}")
            };
            Some(format!("the {} needs {amount} or a wild", l.describe()).replace("  ", " "))
        }
        GroupKind::Run | GroupKind::ColorRun => {
            let (lo, hi) = l.span?;
            let nats = l.cards.len() - l.stands.iter().filter(|s| s.is_some()).count();
            let wilds = have - nats;
            let gaps: Vec<u8> = (lo..=hi)
                .filter(|&n| {
                    !l.cards
                        .iter()
                        .any(|c| matches!(c, Card::Number { value, .. } if *value == n))
                })
                .collect();
            let need_len = size.max(usize::from(hi - lo + 1));
            if have >= need_len {
                return None;
            }
            if gaps.len() > wilds {
                let list = gaps[wilds..]
                    .iter()
                    .map(|n| format!("{color}{n}"))
                    .collect::<Vec<_>>();
                let (a, or) = if list.len() == 1 {
                    ("a ", "a wild")
                } else {
                    ("", "wilds")
                };
                Some(format!(
                    "the {} needs {a}{} or {or}",
                    l.spec.describe(),
                    list.join(" and ")
                ))
            } else {
                let mut ends = Vec::new();
                if lo > 1 {
                    ends.push(format!("{color}{}", lo - 1));
                }
                if hi < 12 {
                    ends.push(format!("{color}{}", hi + 1));
                }
                Some(format!(
                    "the {} needs a {} or a wild",
                    l.describe(),
                    ends.join(" or a ")
                ))
            }
        }
        _ => None,
    }
}

/// Why typed cards are not one group of `spec` (all of them used).
pub fn diagnose_group(cards: &[Card], spec: GroupSpec, side: Side) -> String {
    let name = spec.describe();
    let ps: Vec<Piece> = cards.iter().filter_map(|&c| Piece::of(c, side)).collect();
    if spec.kind.has_color() {
        if let Some(c) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| p.col == Col::Unknown)
            .map(|(c, _)| c)
        {
            return format!(
                "{c}: a number typed without its colour never counts toward a {name}; type its colour ({})",
                Color::ALL.map(|k| format!("{}{c}", k.letter())).join(", ")
            );
        }
        let mut counts = [0usize; 4];
        for p in &ps {
            if let Col::Known(c) = p.col {
                counts[c.index()] += 1;
            }
        }
        let main = Color::ALL
            .into_iter()
            .max_by_key(|c| (counts[c.index()], std::cmp::Reverse(c.index())))
            .expect("four colours");
        if let Some(c) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| matches!(p.col, Col::Known(k) if k != main))
            .map(|(c, _)| c)
        {
            return match spec.kind {
                GroupKind::Color => format!("{c}: the {name} are {}", main.name()),
                _ => format!("{c}: {name} is {}", main.name()),
            };
        }
    }
    if spec.kind == GroupKind::Set {
        let mut counts = [0usize; 13];
        for n in ps.iter().filter_map(|p| p.num) {
            counts[usize::from(n)] += 1;
        }
        let main = (1..=12)
            .max_by_key(|&n| (counts[n], std::cmp::Reverse(n)))
            .unwrap_or(1);
        if let Some(c) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| p.num.is_some_and(|n| usize::from(n) != main))
            .map(|(c, _)| c)
        {
            return format!("{c}: the {name} is of {main}s");
        }
    }
    if spec.kind.has_run() {
        let mut seen = 0u16;
        for (c, p) in cards.iter().zip(&ps) {
            if let Some(n) = p.num {
                if seen & (1 << n) != 0 {
                    return format!("{c}: the {name} already has a {n}");
                }
                seen |= 1 << n;
            }
        }
        if cards.len() > 12 {
            return format!(
                "the {name} has {} cards: a run holds at most 12",
                cards.len()
            );
        }
    }
    if cards.len() < usize::from(spec.size) {
        let laid = near_layout(spec, cards, side);
        if let Some(short) = shortfall(&laid) {
            return format!("{} ({} cards)", short, cards.len());
        }
        return format!("the {name} has only {} cards", cards.len());
    }
    let laid = near_layout(spec, cards, side);
    shortfall(&laid).unwrap_or_else(|| format!("{} is not a {name}", crate::card::show(cards)))
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

    /// "a 5", "an 8", "R5", "a red card", "a numbered card".
    pub fn words(self) -> String {
        match (self.color, self.num) {
            (Some(c), Some(n)) => format!("{}{n}", c.letter()),
            (None, Some(n)) => format!("{} {n}", article(n)),
            (Some(c), None) => format!("a {} card", c.name()),
            (None, None) => "a numbered card".into(),
        }
    }
}

/// "a" or "an", as the number is said: an 8, an 11.
fn article(n: u8) -> &'static str {
    if n == 8 || n == 11 { "an" } else { "a" }
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
}

/// How many exact solver calls a fix may take, and how long: the bounds that keep every
/// reason instant on any input. Past them a shorter reason, still true, is given.
const BUDGET: usize = 300;
const TIME: std::time::Duration = std::time::Duration::from_millis(20);
/// Steps a single search of a fix may take before it gives up (about a millisecond).
const NODES: u64 = 20_000;
/// The most cards a fix leaves out.
const MAX_REMOVE: usize = 3;
/// What a card left out or added costs in the sweep: more than all the points a hand
/// can lay, so that the fewest changes come first and points only break ties.
const COST: i64 = 1_000_000;
/// The most changes a claim's fix names (Skips to leave out aside): a claim further
/// from the phase than this (fourteen cards typed for a phase of six) gets the shorter
/// reason.
pub(super) const MOST_CHANGES: usize = 6;

/// The cheapest arrangement for a fix's goal: the sweep carries on the states that
/// can come to most first, so cheap fixes are found at once and costly ones without
/// the states that could only cost more: the best, or none (within the goal's floor);
/// `None` when the sweep gives up (within the fix's steps and time from `start`).
fn cheapest(
    specs: &[GroupSpec],
    pieces: &[(usize, Piece, u32)],
    table: &Table,
    goal: Goal,
    added_from: usize,
    start: std::time::Instant,
) -> Option<Outcome> {
    let limits = Limits {
        steps: NODES,
        deadline: Some(start + TIME),
    };
    sweep(specs, pieces, table.natural, goal, added_from, limits)
}

/// A wild for the search: any number, any colour, worth nothing.
fn any_piece(index: usize) -> (usize, Piece, u32) {
    (
        index,
        Piece {
            num: None,
            col: Col::Any,
            natural: false,
        },
        0,
    )
}

/// The needs that the added wilds (indices from `first_added`) stand for in an
/// arrangement.
fn needs(
    cards: &[Card],
    phase: &Phase,
    groups: &[Vec<usize>],
    first_added: usize,
    side: Side,
) -> Vec<Vec<Need>> {
    let laid = super::search::lay(cards, &phase.groups, groups, side);
    let mut out = Vec::new();
    for ((g, l), spec) in groups.iter().zip(&laid).zip(&phase.groups) {
        let added = g.iter().filter(|&&i| i >= first_added).count();
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
                num: s.num,
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
    table: &Table,
) -> Vec<Vec<Need>> {
    let numbered = |g: &Vec<usize>| g.iter().any(|&i| i >= first_added || cards[i].is_natural());
    let lacking: Vec<usize> = match table.natural {
        super::Natural::Phase if !groups.iter().any(numbered) => vec![0],
        super::Natural::Group => (0..groups.len())
            .filter(|&g| !numbered(&groups[g]))
            .collect(),
        super::Natural::Phase => Vec::new(),
    };
    if lacking.is_empty() {
        return needs(cards, phase, groups, first_added, table.side);
    }
    let mut cards = cards.to_vec();
    let mut groups = groups.to_vec();
    for g in lacking {
        groups[g].push(cards.len());
        cards.push(Card::Wild);
    }
    needs(&cards, phase, &groups, first_added, table.side)
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
fn in_groups(typed: &[Vec<Card>], phase: &Phase, table: &Table) -> bool {
    typed.len() > 1 && super::grouped_valid(typed, phase, table)
}

/// The wilds a fix's reason offers in place of the cards it adds, group by group: "or
/// a wild", "or a Star", or on the Color Side "or a Star of its colour".
fn wilds_by_group(per_group: &[Vec<Need>], table: &Table) -> Vec<Vec<Card>> {
    per_group
        .iter()
        .map(|needs| needs.iter().map(|&n| wild(n, table)).collect())
        .collect()
}

/// The smallest fix for a claim (every card laid): fewest cards left out plus added.
/// Costs are tried smallest first, and at each cost leaving cards out before adding
/// them: "can all but `r` of the claim's cards, with `w` wilds added, be laid?", a
/// search that stops at the first lay-down and cuts off every path that has left out
/// more than `r` cards. The exact solver checks the fix before it is given. Past the
/// budget, candidates by removal are tried, then a shorter reason.
pub fn fix_claim(cards: &[Card], phase: &Phase, table: &Table) -> Option<Fix> {
    let start = std::time::Instant::now();
    let n = cards.len();
    // Every card of the claim is worth one point: the cards laid are the score.
    let real: Vec<(usize, Piece, u32)> = cards
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| Piece::of(c, table.side).map(|p| (i, p, 1)))
        .collect();
    // The sweep finds the cheapest arrangement at once: each card left out costs one,
    // each added wild one and a little more (leaving out comes first at the same cost).
    let goal = Goal {
        gain: false,
        drop: Some(-COST),
        add: Some(-COST - 1),
        waive: false,
        // Every fix of `MOST_CHANGES` or fewer is worth at least this.
        floor: Some(-(MOST_CHANGES as i64) * (COST + 1)),
        // The claim is not valid: one change at least (unless only its Skips are wrong).
        ceiling: (real.len() == n).then_some(-COST),
        colour: None,
    };
    if let Some(swept) = cheapest(&phase.groups, &real, table, goal, n, start) {
        // No fix of that many changes: the shorter reason.
        let best = swept.best?;
        if let Some(fix) = fix_from(cards, phase, table, &best.groups, best.added) {
            return Some(fix);
        }
    }
    fix_claim_stepwise(cards, phase, table, start)
}

/// The smallest fix for a claim, cost by cost: a feasibility search for each count of
/// cards left out and added (where the sweep gave up, or its fix did not check out).
pub(super) fn fix_claim_stepwise(
    cards: &[Card],
    phase: &Phase,
    table: &Table,
    start: std::time::Instant,
) -> Option<Fix> {
    let n = cards.len();
    let max_add = phase.min_cards().max(1);
    let real: Vec<(usize, Piece, u32)> = cards
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| Piece::of(c, table.side).map(|p| (i, p, 1)))
        .collect();
    let mut calls = 0;
    for cost in 0..=n + max_add {
        for r in (0..=cost.min(n)).rev() {
            let w = cost - r;
            if w > max_add || n - r + w < phase.min_cards() {
                continue;
            }
            calls += 1;
            if calls > BUDGET || start.elapsed() > TIME {
                return fix_by_search(cards, phase, table, start);
            }
            let mut ps = real.clone();
            ps.extend((0..w).map(|j| any_piece(n + j)));
            let bounds = super::search::Bounds::fix(NODES);
            // At least n - r of the claim's cards laid.
            let floor = i64::try_from(n - r).unwrap_or(0) - 1;
            let solved = super::search::search_above(
                &phase.groups,
                &ps,
                Mode::Find,
                table.natural,
                bounds,
                Some(floor),
            );
            let Some((groups, _)) = solved.best else {
                continue;
            };
            if let Some(fix) = fix_from(cards, phase, table, &groups, w) {
                return Some(fix);
            }
        }
    }
    None
}

/// The fix an arrangement of the claim and `w` added wilds gives, once the exact solver
/// has checked the claim with it made.
fn fix_from(
    cards: &[Card],
    phase: &Phase,
    table: &Table,
    groups: &[Vec<usize>],
    w: usize,
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
    let per_group = needs_with_naturals(&cards_laid, phase, &groups, kept.len(), table);
    let add: Vec<Need> = per_group.iter().flatten().copied().collect();
    // The claim with the fix made, checked in its groups (at once), else as a whole.
    let made: Vec<Vec<Card>> = per_group
        .iter()
        .map(|needs| needs.iter().map(|n| n.card()).collect())
        .collect();
    let typed = typed_groups(&cards_laid, &groups, kept.len(), &made);
    if !in_groups(&typed, phase, table) {
        let mut fixed = kept.clone();
        fixed.extend(add.iter().map(|n| n.card()));
        if !super::is_valid(&fixed, phase, table, NODES) {
            return None;
        }
    }
    let remove: Vec<Card> = removed.iter().map(|&i| cards[i]).collect();
    let wrap = wraps(cards, phase, &remove);
    let wilds_do = in_groups(
        &typed_groups(
            &cards_laid,
            &groups,
            kept.len(),
            &wilds_by_group(&per_group, table),
        ),
        phase,
        table,
    ) || wilds_do(&kept, &add, phase, table);
    Some(Fix {
        remove,
        add,
        wrap,
        wilds_do,
    })
}

/// Candidates smallest first: every choice of up to three cards left out, with wilds
/// added, each checked by the exact solver, within the budget.
fn fix_by_search(
    cards: &[Card],
    phase: &Phase,
    table: &Table,
    start: std::time::Instant,
) -> Option<Fix> {
    let skips: Vec<Card> = cards.iter().copied().filter(|&c| c == Card::Skip).collect();
    let mut rest: Vec<Card> = cards.iter().copied().filter(|&c| c != Card::Skip).collect();
    rest.sort();
    let kinds = kinds(&rest);
    let min = phase.min_cards();
    let max_add = min.max(1);
    let mut calls = 0;
    // Large claims: leaving out more than one card is not worth the search.
    let max_remove = if rest.len() > 16 { 1 } else { MAX_REMOVE };
    for cost in 0..=max_add + max_remove {
        // At the same size, leaving cards out (they stay in hand) comes before adding
        // cards the player may not have.
        for r in (0..=cost.min(max_remove).min(rest.len())).rev() {
            let w = cost - r;
            if w > max_add || rest.len() - r + w < min || (r == 0 && w == 0 && skips.is_empty()) {
                continue;
            }
            let mut found = None;
            let mut over = false;
            for_each_removal(&kinds, r, &mut |removed: &[Card]| {
                calls += 1;
                if calls > BUDGET || start.elapsed() > TIME {
                    over = true;
                    return true;
                }
                let kept = without(&rest, removed);
                if let Some(fix) = try_claim(&kept, w, phase, table) {
                    let mut remove = skips.clone();
                    remove.extend_from_slice(removed);
                    let wrap = wraps(cards, phase, removed);
                    let wilds_do = wilds_do(&kept, &fix, phase, table);
                    found = Some(Fix {
                        remove,
                        add: fix,
                        wrap,
                        wilds_do,
                    });
                    return true;
                }
                false
            });
            if found.is_some() {
                return found;
            }
            if over {
                return None;
            }
        }
    }
    None
}

/// A fix for a claim typed as groups: each typed group fixed against the phase's group it
/// best matches, and the whole claim checked with the fixes made.
pub(super) fn fix_grouped(
    typed: &[Vec<Card>],
    phase: &Phase,
    order: &[usize],
    table: &Table,
) -> Option<Fix> {
    let mut fix = Fix {
        wilds_do: true,
        ..Fix::default()
    };
    let mut fixed_groups = Vec::new();
    for (cs, &j) in typed.iter().zip(order) {
        let single = Phase {
            groups: vec![phase.groups[j]],
        };
        let rules = Table {
            natural: super::Natural::Phase,
            ..*table
        };
        if super::is_valid(cs, &single, &rules, NODES) {
            fixed_groups.push(cs.clone());
            continue;
        }
        let f = fix_claim(cs, &single, &rules)?;
        let mut group = without(cs, &f.remove);
        group.extend(f.add.iter().map(|n| n.card()));
        fixed_groups.push(group);
        fix.remove.extend(f.remove);
        fix.add.extend(f.add);
        fix.wrap |= f.wrap;
        fix.wilds_do &= f.wilds_do;
    }
    super::grouped_valid(&fixed_groups, phase, table).then_some(fix)
}

/// `kept` plus `w` wilds, laid: the needs of the added wilds, if the claim with them in
/// their place is valid.
fn try_claim(kept: &[Card], w: usize, phase: &Phase, table: &Table) -> Option<Vec<Need>> {
    let mut ps = super::search::pieces(kept, table).ok()?;
    ps.extend((0..w).map(|j| any_piece(kept.len() + j)));
    let (groups, _) =
        super::search::solve_with(&phase.groups, &ps, Mode::Check, table.natural, true, NODES)?;
    let mut cards = kept.to_vec();
    cards.extend(std::iter::repeat_n(Card::Wild, w));
    let add: Vec<Need> = needs(&cards, phase, &groups, kept.len(), table.side)
        .into_iter()
        .flatten()
        .collect();
    // The exact solver has the last word: the claim with those cards added.
    let mut fixed = kept.to_vec();
    fixed.extend(add.iter().map(|n| n.card()));
    super::is_valid(&fixed, phase, table, NODES).then_some(add)
}

/// The fewest cards a hand is short of the phase, from the closest arrangement.
pub fn fix_hand(hand: &[Card], phase: &Phase, table: &Table) -> Option<Fix> {
    let ps: Vec<(usize, Piece, u32)> = hand
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| Piece::of(c, table.side).map(|p| (i, p, table.scoring.card(c))))
        .collect();
    // The sweep: the fewest wilds added (which cards stay in hand does not matter, so
    // that a group that needs no more is done and states alike merge).
    let goal = Goal {
        gain: false,
        drop: Some(0),
        add: Some(-COST),
        waive: false,
        floor: None,
        // The hand does not hold the phase: one card short at least.
        ceiling: Some(-COST),
        colour: None,
    };
    let start = std::time::Instant::now();
    if let Some(best) =
        cheapest(&phase.groups, &ps, table, goal, hand.len(), start).and_then(|swept| swept.best)
        && let Some(fix) = hand_fix(hand, phase, table, &best.groups, best.added)
    {
        return Some(fix);
    }
    fix_hand_stepwise(hand, phase, table, start)
}

/// The fewest cards a hand is short of the phase, one more added wild at a time (where
/// the sweep gave up, or its fix did not check out).
pub(super) fn fix_hand_stepwise(
    hand: &[Card],
    phase: &Phase,
    table: &Table,
    start: std::time::Instant,
) -> Option<Fix> {
    let ps: Vec<(usize, Piece, u32)> = hand
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| Piece::of(c, table.side).map(|p| (i, p, table.scoring.card(c))))
        .collect();
    for w in 1..=phase.min_cards() {
        if start.elapsed() > TIME {
            return None;
        }
        let mut with = ps.clone();
        with.extend((0..w).map(|j| any_piece(hand.len() + j)));
        // Whether the hand and w wilds hold the phase: the first lay-down will do.
        let bounds = super::search::Bounds::fix(NODES);
        let there = super::search::search(&phase.groups, &with, Mode::Find, table.natural, bounds);
        let Some((groups, _)) = there.best else {
            if there.complete {
                continue;
            }
            return None;
        };
        if let Some(fix) = hand_fix(hand, phase, table, &groups, w) {
            return Some(fix);
        }
    }
    None
}

/// The fix an arrangement of the hand and `w` added wilds gives, once the exact solver
/// has found the phase in the hand with the cards added.
fn hand_fix(
    hand: &[Card],
    phase: &Phase,
    table: &Table,
    groups: &[Vec<usize>],
    w: usize,
) -> Option<Fix> {
    let mut cards = hand.to_vec();
    cards.extend(std::iter::repeat_n(Card::Wild, w));
    let per_group = needs_with_naturals(&cards, phase, groups, hand.len(), table);
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
            table,
        )
    };
    let laid: Vec<Card> = groups
        .iter()
        .flatten()
        .filter(|&&i| i < hand.len())
        .map(|&i| hand[i])
        .collect();
    let with = |extra: &mut dyn Iterator<Item = Card>| {
        let mut claim = laid.clone();
        let mut whole = hand.to_vec();
        for c in extra {
            claim.push(c);
            whole.push(c);
        }
        super::is_valid(&claim, phase, table, NODES) || super::holds(&whole, phase, table, NODES)
    };
    if !by_groups(&made) && !with(&mut add.iter().map(|n| n.card())) {
        return None;
    }
    // Wilds that do not do in the fix's own groups most often do not do at all: the
    // natural-card rule wants the card.
    let wilds_do = by_groups(&wilds_by_group(&per_group, table))
        || with(&mut add.iter().map(|&n| wild(n, table)));
    Some(Fix {
        remove: Vec::new(),
        add,
        wrap: false,
        wilds_do,
    })
}

/// The deck's wild card that stands in for an added card meeting `need`: a Wild, a Star
/// of the need's colour on the Color Side, a Star on the Wild Side.
fn wild(need: Need, table: &Table) -> Card {
    match (table.deck, table.side) {
        (crate::edition::Deck::Flip, Side::Color) => Card::Star { color: need.color },
        (crate::edition::Deck::Flip, Side::Wild) => Card::Star { color: None },
        (crate::edition::Deck::Classic, _) => Card::Wild,
    }
}

/// Whether wilds in place of the added cards (see [`wild`]) make the claim valid too.
fn wilds_do(kept: &[Card], add: &[Need], phase: &Phase, table: &Table) -> bool {
    let mut with = kept.to_vec();
    with.extend(add.iter().map(|&n| wild(n, table)));
    super::is_valid(&with, phase, table, NODES)
}

/// Distinct cards and how many of each.
fn kinds(sorted: &[Card]) -> Vec<(Card, usize)> {
    let mut out: Vec<(Card, usize)> = Vec::new();
    for &c in sorted {
        match out.last_mut() {
            Some((k, n)) if *k == c => *n += 1,
            _ => out.push((c, 1)),
        }
    }
    out
}

/// Calls `f` with every distinct choice of `r` cards from `kinds` until it says stop.
fn for_each_removal(kinds: &[(Card, usize)], r: usize, f: &mut dyn FnMut(&[Card]) -> bool) {
    fn go(
        kinds: &[(Card, usize)],
        r: usize,
        chosen: &mut Vec<Card>,
        f: &mut dyn FnMut(&[Card]) -> bool,
    ) -> bool {
        if r == 0 {
            return f(chosen);
        }
        let Some((&(card, count), rest)) = kinds.split_first() else {
            return false;
        };
        for take in (0..=count.min(r)).rev() {
            chosen.extend(std::iter::repeat_n(card, take));
            let stop = go(rest, r - take, chosen, f);
            chosen.truncate(chosen.len() - take);
            if stop {
                return true;
            }
        }
        false
    }
    go(kinds, r, &mut Vec::new(), f);
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

/// A list in words: "R9", "R9 and B12", "R9, B12 and Y1".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

impl Fix {
    /// The fix in words: "leave out R9 and B12, and add a 5, or a wild".
    pub fn words(&self, table: &Table) -> String {
        let deck = table.deck;
        let mut parts = Vec::new();
        if !self.remove.is_empty() {
            let names: Vec<String> = self.remove.iter().map(ToString::to_string).collect();
            let mut part = format!("leave out {}", listed(&names));
            if self.remove.contains(&Card::Skip) {
                part.push_str(" (a Skip is never part of a phase)");
            } else if self.wrap {
                part.push_str(" (runs stop at 12: no run goes on from 12 to 1)");
            }
            parts.push(part);
        }
        if !self.add.is_empty() {
            let names: Vec<String> = self.add.iter().map(|n| n.words()).collect();
            let n = self.add.len();
            let wild = match (deck, table.side) {
                (crate::edition::Deck::Flip, Side::Color) if n == 1 => {
                    "a Star of its colour".to_string()
                }
                (crate::edition::Deck::Flip, Side::Color) => {
                    "that many Stars of those colours".to_string()
                }
                (crate::edition::Deck::Flip, _) if n == 1 => "a Star".to_string(),
                (crate::edition::Deck::Flip, _) => "that many Stars".to_string(),
                (_, _) if n == 1 => "a wild".to_string(),
                _ => "that many wilds".to_string(),
            };
            if self.wilds_do {
                parts.push(format!("add {}, or {wild}", listed(&names)));
            } else {
                let rule = if table.natural == super::Natural::Group {
                    "every group needs a numbered card, natural = group"
                } else {
                    "a phase needs a numbered card"
                };
                let wilds = match deck {
                    crate::edition::Deck::Flip => "Stars",
                    crate::edition::Deck::Classic => "wilds",
                };
                parts.push(format!(
                    "add {} ({rule}; {wilds} do not count)",
                    listed(&names)
                ));
            }
        }
        parts.join(", and ")
    }
}
