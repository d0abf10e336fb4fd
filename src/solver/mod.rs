//! The meld solver: is a claimed phase valid, and what is the best lay-down in a hand.
//!
//! Cards are grouped into kinds of identical pieces; the search hands each kind's copies
//! out to the phase's groups (and, when looking in a whole hand, to the cards kept), with
//! the pure wilds placed last by counting. Branch and bound, with identical groups in
//! identical states tried once. Exact: `tests/` proves it against a brute-force reference.

// Groups and card classes are small fixed arrays indexed together: index loops read best.
#![allow(clippy::needless_range_loop)]

use crate::card::Card;
use crate::edition::{Deck, Scoring, Side};
use crate::group::{Laid, Piece};
use crate::phase::{GroupSpec, Phase};

/// How many natural (numbered) cards a phase needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Natural {
    /// One per phase, as printed (default).
    #[default]
    Phase,
    /// One per group (house rule `natural = "group"`).
    Group,
}

impl std::str::FromStr for Natural {
    type Err = String;
    fn from_str(s: &str) -> Result<Natural, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "phase" => Ok(Natural::Phase),
            "group" => Ok(Natural::Group),
            o => Err(format!("unknown natural rule \"{o}\": use phase or group")),
        }
    }
}

/// The solver's settings for one question.
#[derive(Debug, Clone, Copy)]
pub struct Table {
    /// The deck: Wilds (classic) or Stars (flip), for the words of a reason.
    pub deck: Deck,
    pub side: Side,
    pub natural: Natural,
    pub scoring: Scoring,
}

impl Default for Table {
    fn default() -> Table {
        Table {
            deck: Deck::Classic,
            side: Side::Color,
            natural: Natural::Phase,
            scoring: Scoring::STANDARD,
        }
    }
}

/// Steps the search behind a verdict may take, and the time: past them the question is
/// too big to judge at the table, and the verdict says so (`decided` false) rather than
/// keep the table waiting (with a reason's search, every answer comes within 50 ms).
/// No claim or hand a player can hold comes near them: they stop made-up claims of a
/// hundred cards against phrases of ten groups.
pub const VERDICT_NODES: u64 = 300_000;
pub const VERDICT_TIME: std::time::Duration = std::time::Duration::from_millis(25);

/// The answer to a claimed phase.
#[derive(Debug, Clone)]
pub struct Verdict {
    pub valid: bool,
    /// False when the claim was too big to judge within [`VERDICT_NODES`] (then `valid`
    /// is false and `reason` says so).
    pub decided: bool,
    pub groups: Vec<Laid>,
    pub reason: Option<String>,
    /// What would make it valid, when the reason is a fix.
    pub fix: Option<diagnose::Fix>,
}

/// The answer to "is the phase in this hand?".
#[derive(Debug, Clone)]
pub struct Found {
    pub found: bool,
    /// False when the hand was too big to search within [`VERDICT_NODES`].
    pub decided: bool,
    /// The lay-down leaves the fewest points possible (false: the best found within
    /// the budget, on hands far bigger than a hand at the table).
    pub fewest_points: bool,
    pub groups: Vec<Laid>,
    /// The cards still in hand after laying down and hitting onto the new groups.
    pub left: Vec<Card>,
    pub points_left: u32,
    pub reason: Option<String>,
    /// The cards the hand is short of the phase.
    pub fix: Option<diagnose::Fix>,
}

pub mod diagnose;
mod search;
mod sweep;

use diagnose::diagnose_group;
use search::{Mode, lay, pieces};

/// Checks a claimed phase: every card must be used. A claim that is not valid comes
/// with its fix: the fewest cards to leave out and to add (RULES §2–3).
pub fn check(cards: &[Card], phase: &Phase, table: &Table) -> Verdict {
    match arrange_within(cards, phase, table, verdict_bounds()) {
        Arranged::Valid(groups) => Verdict {
            valid: true,
            decided: true,
            groups,
            reason: None,
            fix: None,
        },
        Arranged::TooBig => Verdict {
            valid: false,
            decided: false,
            groups: Vec::new(),
            reason: Some(too_big(cards.len(), "judge")),
            fix: None,
        },
        Arranged::Invalid => {
            let (reason, fix) = diagnose::explain_claim(cards, phase, table);
            Verdict {
                valid: false,
                decided: true,
                groups: Vec::new(),
                reason: Some(reason),
                fix,
            }
        }
    }
}

/// The reason given when a question is too big for the time a table waits.
fn too_big(n: usize, verb: &str) -> String {
    let advice = if verb == "judge" {
        "type the claim in its groups, with + between them"
    } else {
        "look in the cards of one hand"
    };
    format!("{n} cards are too many to {verb} in the time a table waits: {advice}")
}

/// A claim laid out, refused, or too big to judge.
enum Arranged {
    Valid(Vec<Laid>),
    Invalid,
    TooBig,
}

/// The bounds of a verdict's search: its steps and its time, from now.
fn verdict_bounds() -> search::Bounds {
    search::Bounds {
        deadline: Some(std::time::Instant::now() + VERDICT_TIME),
        ..search::Bounds::steps(VERDICT_NODES)
    }
}

/// The arrangement of a claim, within the search's bounds.
fn arrange_within(
    cards: &[Card],
    phase: &Phase,
    table: &Table,
    bounds: search::Bounds,
) -> Arranged {
    let Ok(ps) = pieces(cards, table) else {
        return Arranged::Invalid;
    };
    if !cards.iter().any(|c| c.is_natural()) || cards.len() < phase.min_cards() {
        return Arranged::Invalid;
    }
    let solved = search::search(&phase.groups, &ps, Mode::Check, table.natural, bounds);
    match solved.best {
        Some((groups, _)) => Arranged::Valid(lay(cards, &phase.groups, &groups, table.side)),
        None if solved.complete => Arranged::Invalid,
        None => Arranged::TooBig,
    }
}

/// Whether a claim is valid, as far as `limit` steps of the search tell (a fix is only
/// given when it is proven).
pub(super) fn is_valid(cards: &[Card], phase: &Phase, table: &Table, limit: u64) -> bool {
    matches!(
        arrange_within(cards, phase, table, search::Bounds::steps(limit)),
        Arranged::Valid(_)
    )
}

/// Checks a claimed phase typed as groups (`+` or `|` between them).
pub fn check_grouped(typed: &[Vec<Card>], phase: &Phase, table: &Table) -> Verdict {
    grouped(typed, phase, table, true)
}

/// Whether a grouped claim is valid (no reason is looked for).
pub(super) fn grouped_valid(typed: &[Vec<Card>], phase: &Phase, table: &Table) -> bool {
    grouped(typed, phase, table, false).valid
}

fn grouped(typed: &[Vec<Card>], phase: &Phase, table: &Table, explain: bool) -> Verdict {
    let all: Vec<Card> = typed.iter().flatten().copied().collect();
    if typed.len() == 1 {
        return check(&all, phase, table);
    }
    let invalid = |reason: String| Verdict {
        valid: false,
        decided: true,
        groups: Vec::new(),
        reason: Some(reason),
        fix: None,
    };
    if let Some(skip) = all.iter().find(|c| **c == Card::Skip) {
        return invalid(format!("{skip}: a Skip is never part of a phase"));
    }
    let k = phase.groups.len();
    if typed.len() != k {
        return invalid(format!(
            "{phase} is {k} group{}; {} typed",
            if k == 1 { "" } else { "s" },
            typed.len()
        ));
    }
    if !all.iter().any(|c| c.is_natural()) {
        return invalid(
            "no natural card: a phase needs at least one numbered card (wilds and stars do not count)"
                .into(),
        );
    }
    // Which typed group could be which of the phase's groups; then the most typed groups
    // matched to groups of the phase, each to its own.
    let single = Table {
        natural: Natural::Phase,
        ..*table
    };
    let fits: Vec<Vec<bool>> = typed
        .iter()
        .map(|cs| {
            let nat_ok = table.natural == Natural::Phase || cs.iter().any(|c| c.is_natural());
            let ps = pieces(cs, &single).unwrap_or_default();
            phase
                .groups
                .iter()
                .map(|&spec| nat_ok && !ps.is_empty() && is_group_all(spec, &ps))
                .collect()
        })
        .collect();
    let (good, perm) = matching(&fits);
    if good == k {
        return Verdict {
            valid: true,
            decided: true,
            groups: typed
                .iter()
                .zip(&perm)
                .map(|(cs, &j)| Laid::layout(phase.groups[j], cs, table.side))
                .collect(),
            reason: None,
            fix: None,
        };
    }
    if !explain {
        return invalid(String::new());
    }
    // A fix group by group, in the order typed, checked on the whole claim.
    if let Some(fix) = diagnose::fix_grouped(typed, phase, &perm, table) {
        return Verdict {
            valid: false,
            decided: true,
            groups: Vec::new(),
            reason: Some(fix.words(table)),
            fix: Some(fix),
        };
    }
    for (cs, &j) in typed.iter().zip(&perm) {
        let spec = phase.groups[j];
        let ps = pieces(cs, table).expect("no Skip");
        if table.natural == Natural::Group && !cs.iter().any(|c| c.is_natural()) {
            return invalid(format!(
                "{}: with natural = group every group needs a numbered card",
                spec.describe()
            ));
        }
        if !is_group_all(spec, &ps) {
            return invalid(diagnose_group(cs, spec, table.side));
        }
    }
    invalid(format!("the groups do not make {phase}"))
}

/// The most typed groups (rows) matched each to its own group of the phase (columns):
/// how many, and for every typed group the phase group it stands for (the unmatched
/// ones take the phase's unmatched groups in order). Augmenting paths, typed order first.
fn matching(fits: &[Vec<bool>]) -> (usize, Vec<usize>) {
    fn augment(
        i: usize,
        fits: &[Vec<bool>],
        seen: &mut [bool],
        owner: &mut [Option<usize>],
    ) -> bool {
        for j in 0..owner.len() {
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

fn is_group_all(spec: GroupSpec, ps: &[(usize, Piece, u32)]) -> bool {
    let pieces: Vec<Piece> = ps.iter().map(|p| p.1).collect();
    crate::group::is_group(spec.kind, usize::from(spec.size), &pieces)
}

/// Looks for the phase in a whole hand: the lay-down (with hits onto the new groups)
/// that leaves the fewest points in hand.
pub fn find(hand: &[Card], phase: &Phase, table: &Table) -> Found {
    let ps: Vec<(usize, Piece, u32)> = hand
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| Piece::of(c, table.side).map(|p| (i, p, table.scoring.card(c))))
        .collect();
    let not_found = |reason: String, fix, decided| Found {
        found: false,
        decided,
        fewest_points: true,
        groups: Vec::new(),
        points_left: table.scoring.cards(hand),
        left: hand.to_vec(),
        reason: Some(reason),
        fix,
    };
    // The lay-down that leaves the fewest points (where the search gives up past its
    // bounds, the best it found).
    let there = search::search(
        &phase.groups,
        &ps,
        Mode::Find,
        table.natural,
        verdict_bounds(),
    );
    let Some((groups, _)) = there.best else {
        if !there.complete {
            return not_found(too_big(hand.len(), "search"), None, false);
        }
        let (reason, fix) = diagnose::explain_hand(hand, phase, table);
        return not_found(format!("not in hand: {reason}"), fix, true);
    };
    let fewest_points = there.optimal;
    laid_down(hand, phase, table, &groups, fewest_points)
}

/// The hand with the phase laid down as `groups` (indices into it).
fn laid_down(
    hand: &[Card],
    phase: &Phase,
    table: &Table,
    groups: &[Vec<usize>],
    fewest_points: bool,
) -> Found {
    // What is not laid stays in hand, Skips included.
    let mut laid = vec![false; hand.len()];
    groups.iter().flatten().for_each(|&i| laid[i] = true);
    let left: Vec<Card> = (0..hand.len())
        .filter(|&i| !laid[i])
        .map(|i| hand[i])
        .collect();
    Found {
        found: true,
        decided: true,
        fewest_points,
        groups: lay(hand, &phase.groups, groups, table.side),
        points_left: table.scoring.cards(&left),
        left,
        reason: None,
        fix: None,
    }
}

/// Whether a hand holds the phase, as far as `limit` steps of the search tell.
pub(super) fn holds(hand: &[Card], phase: &Phase, table: &Table, limit: u64) -> bool {
    let ps: Vec<(usize, Piece, u32)> = hand
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| Piece::of(c, table.side).map(|p| (i, p, table.scoring.card(c))))
        .collect();
    // The first lay-down found answers it: no need for the best one.
    let bounds = search::Bounds {
        first: true,
        ..search::Bounds::steps(limit)
    };
    search::search(&phase.groups, &ps, Mode::Find, table.natural, bounds)
        .best
        .is_some()
}

#[cfg(test)]
mod tests;
