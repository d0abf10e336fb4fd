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

/// The answer to a claimed phase.
#[derive(Debug, Clone)]
pub struct Verdict {
    pub valid: bool,
    pub groups: Vec<Laid>,
    pub reason: Option<String>,
    /// What would make it valid, when the reason is a fix.
    pub fix: Option<diagnose::Fix>,
}

/// The answer to "is the phase in this hand?".
#[derive(Debug, Clone)]
pub struct Found {
    pub found: bool,
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

use diagnose::diagnose_group;
use search::{Mode, lay, pieces, solve};

/// Checks a claimed phase: every card must be used. A claim that is not valid comes
/// with its fix: the fewest cards to leave out and to add (RULES §2–3).
pub fn check(cards: &[Card], phase: &Phase, table: &Table) -> Verdict {
    if let Some(groups) = arrange(cards, phase, table) {
        return Verdict {
            valid: true,
            groups,
            reason: None,
            fix: None,
        };
    }
    let (reason, fix) = diagnose::explain_claim(cards, phase, table);
    Verdict {
        valid: false,
        groups: Vec::new(),
        reason: Some(reason),
        fix,
    }
}

/// The arrangement of a valid claim (the verdict alone, no reason).
fn arrange(cards: &[Card], phase: &Phase, table: &Table) -> Option<Vec<Laid>> {
    arrange_within(cards, phase, table, u64::MAX)
}

/// The same, giving up (`None`) past `limit` steps of the search.
fn arrange_within(cards: &[Card], phase: &Phase, table: &Table, limit: u64) -> Option<Vec<Laid>> {
    let ps = pieces(cards, table).ok()?;
    if !cards.iter().any(|c| c.is_natural()) || cards.len() < phase.min_cards() {
        return None;
    }
    let (groups, _) =
        search::solve_with(&phase.groups, &ps, Mode::Check, table.natural, false, limit)?;
    Some(lay(cards, &phase.groups, &groups, table.side))
}

/// Whether a claim is valid, as far as `limit` steps of the search tell (a fix is only
/// given when it is proven).
pub(super) fn is_valid(cards: &[Card], phase: &Phase, table: &Table, limit: u64) -> bool {
    arrange_within(cards, phase, table, limit).is_some()
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
    // Try the typed groups against every order of the phase's groups.
    let mut best: Option<(usize, Vec<usize>)> = None;
    for perm in permutations(k) {
        let specs: Vec<GroupSpec> = perm.iter().map(|&j| phase.groups[j]).collect();
        let fits: Vec<bool> = typed
            .iter()
            .zip(&specs)
            .map(|(cs, &spec)| {
                let single = Table {
                    natural: Natural::Phase,
                    ..*table
                };
                let Ok(ps) = pieces(cs, &single) else {
                    return false;
                };
                let nat_ok = table.natural == Natural::Phase || cs.iter().any(|c| c.is_natural());
                nat_ok && is_group_all(spec, &ps)
            })
            .collect();
        let good = fits.iter().filter(|f| **f).count();
        if good == k {
            return Verdict {
                valid: true,
                groups: typed
                    .iter()
                    .zip(&specs)
                    .map(|(cs, &spec)| Laid::layout(spec, cs, table.side))
                    .collect(),
                reason: None,
                fix: None,
            };
        }
        if best.as_ref().is_none_or(|(b, _)| good > *b) {
            best = Some((good, perm));
        }
    }
    let (_, perm) = best.expect("at least one order");
    if !explain {
        return invalid(String::new());
    }
    // A fix group by group, in the order typed, checked on the whole claim.
    if let Some(fix) = diagnose::fix_grouped(typed, phase, &perm, table) {
        return Verdict {
            valid: false,
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

fn is_group_all(spec: GroupSpec, ps: &[(usize, Piece, u32)]) -> bool {
    let pieces: Vec<Piece> = ps.iter().map(|p| p.1).collect();
    crate::group::is_group(spec.kind, usize::from(spec.size), &pieces)
}

fn permutations(k: usize) -> Vec<Vec<usize>> {
    fn go(cur: &mut Vec<usize>, used: &mut Vec<bool>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == used.len() {
            out.push(cur.clone());
            return;
        }
        for j in 0..used.len() {
            if !used[j] {
                used[j] = true;
                cur.push(j);
                go(cur, used, out);
                cur.pop();
                used[j] = false;
            }
        }
    }
    let mut out = Vec::new();
    go(&mut Vec::new(), &mut vec![false; k], &mut out);
    out
}

/// Looks for the phase in a whole hand: the lay-down (with hits onto the new groups)
/// that leaves the fewest points in hand.
pub fn find(hand: &[Card], phase: &Phase, table: &Table) -> Found {
    let ps: Vec<(usize, Piece, u32)> = hand
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| Piece::of(c, table.side).map(|p| (i, p, table.scoring.card(c))))
        .collect();
    let Some((groups, _)) = solve(&phase.groups, &ps, Mode::Find, table.natural) else {
        let (reason, fix) = diagnose::explain_hand(hand, phase, table);
        return Found {
            found: false,
            groups: Vec::new(),
            points_left: table.scoring.cards(hand),
            left: hand.to_vec(),
            reason: Some(format!("not in hand: {reason}")),
            fix,
        };
    };
    // What is not laid stays in hand, Skips included.
    let mut laid = vec![false; hand.len()];
    groups.iter().flatten().for_each(|&i| laid[i] = true);
    let left: Vec<Card> = (0..hand.len())
        .filter(|&i| !laid[i])
        .map(|i| hand[i])
        .collect();
    Found {
        found: true,
        groups: lay(hand, &phase.groups, &groups, table.side),
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
    search::solve_with(&phase.groups, &ps, Mode::Find, table.natural, false, limit).is_some()
}

#[cfg(test)]
mod tests;
