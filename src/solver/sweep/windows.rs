//! The runs' windows: a bound on what the cards ahead cost (see [`Windows`]).

use crate::rules::phase::{GroupKind, GroupSpec};

use super::Goal;
use super::state::IMPOSSIBLE;
use super::supply::Cards;

/// What the cards ahead will cost, as the runs (up to `runs`), the sets (up to `sets`)
/// and one colour group take them: each run takes one card a number over one window of
/// numbers, a number in its window with no card is a gap (a Wild, Star or added card),
/// a set takes what is left of one number, the colour group every card of its colour,
/// and what none takes is left out; the first gaps are filled by the Wilds and Stars
/// no other group needs, for nothing. For a claim's fix where every run's size is 2 or
/// more, a run begun goes on to the next number at least (past 12, a gap). (Runs' other
/// sizes and colours are not counted, so it is never more than the true cost.) For a
/// claim's fix each card left out and each gap costs a change; for a lay-down a card left
/// out costs the least points of its number, and a gap past those filled for nothing
/// cannot be. A table by colour of the colour group (4: none), each place worked out
/// when first asked for: by the number from, the runs going on, those of them that must
/// go on, the runs not begun, the sets not begun and the gaps filled for nothing.
pub(super) struct Windows {
    runs: usize,
    sets: usize,
    /// Whether a run begun must go on (every run's size is 2 or more, and the table
    /// bounds a claim's fix).
    goes_on: bool,
    /// Where the places of `on` runs going on begin, by `on` (each has `on + 1` counts of
    /// runs that must go on, or one where none must, by `runs - on + 1` counts of runs
    /// not begun).
    base: [usize; 12],
    /// The places for one number.
    per_number: usize,
    /// The most gaps filled for nothing (the Wilds and Stars there are).
    pub(super) free: usize,
    /// What a card of each number left out costs (or the least it is worth), and what a
    /// gap past those filled for nothing costs (for a lay-down, where no card is added,
    /// it cannot be: past any worth).
    drop: [i64; 13],
    gap: i64,
    /// What the cards ahead cost, by colour of the colour group (see [`Windows::cost`]).
    tables: [Vec<i64>; 5],
}

impl Windows {
    /// The windows for a sweep of `goal` over `cards` with these groups (each of its
    /// `shape` to the sweep: a colour run where no card has a colour is a run), where
    /// they bound it: a claim's fix (every card laid or left out, cards added), a
    /// lay-down (the most points, nothing added), a verdict or any lay-down; with runs
    /// (not all of them colour runs), one colour group at most, and a small table.
    pub(super) fn new(
        goal: Goal,
        cards: &Cards,
        specs: &[GroupSpec],
        shape: &[GroupKind],
        total_allow: u32,
    ) -> Option<Windows> {
        let shapes = || shape.iter().copied();
        let runs = shapes().filter(|s| s.has_run()).count();
        let sets = shapes().filter(|&s| s == GroupKind::Set).count();
        let free = total_allow.min(12) as usize;
        let colour_groups = shapes().filter(|&s| s == GroupKind::Color).count();
        // (A table of a few thousand places at most: a phrase of ten groups goes without.
        // Nor do runs that are all colour runs: the windows let a run take a card of any
        // colour, and with Stars of each colour too, they seldom cut a state the other
        // bounds keep; without them the hard flip inputs of 4 colour runs of 2 and 2 sets
        // of 2 take 15-40 % fewer instructions, in as many steps.)
        let colour_runs = shapes().filter(|&s| s == GroupKind::ColorRun).count();
        if runs == 0
            || colour_runs == runs
            || colour_groups > 1
            || (runs + 1) * (runs + 1) * (sets + 1) * (free + 1) > 400
        {
            return None;
        }
        let fix = goal.drop.is_some_and(|d| d < 0) && goal.add.is_some() && !goal.gain;
        let (drop, gap) = match (goal.drop, goal.add) {
            (Some(drop), Some(add)) if fix => ([-drop; 13], -add),
            // A verdict (every card laid), or any lay-down: a card left out, or a gap
            // past the Wilds and Stars, cannot be.
            (None, None) => ([IMPOSSIBLE; 13], IMPOSSIBLE),
            (Some(0), None) if !goal.gain => ([0; 13], IMPOSSIBLE),
            // (Colour runs taken for plain runs bound a lay-down too loosely to pay where
            // nothing else is laid: no set or colour group competes for their cards.)
            (Some(0), None) if !shapes().all(|s| s == GroupKind::ColorRun) => {
                let mut least = [0i64; 13];
                for n in 1..13 {
                    least[n] = cards.kinds[cards.at[n]..cards.at[n + 1]]
                        .iter()
                        .map(|k| i64::from(k.points))
                        .min()
                        .unwrap_or(0);
                }
                (least, IMPOSSIBLE)
            }
            _ => return None,
        };
        // (For a verdict or a lay-down, the runs that must go on seldom let the bound
        // drop a state, and the table is three times the size.)
        let goes_on = fix
            && specs
                .iter()
                .filter(|s| s.kind.has_run())
                .all(|s| s.size >= 2);
        let mut base = [0; 12];
        for on in 1..=runs {
            base[on] = base[on - 1] + (most_must(goes_on, on - 1) + 1) * (runs - on + 2);
        }
        let per_number = (base[runs] + most_must(goes_on, runs) + 1) * (sets + 1) * (free + 1);
        Some(Windows {
            runs,
            sets,
            goes_on,
            base,
            per_number,
            free,
            drop,
            gap,
            tables: Default::default(),
        })
    }

    /// The place of: from number `n`, `on` runs going on of which `must` must go on
    /// (counted only where runs must go on), `fresh` not begun, `sets` sets not begun
    /// and `free` gaps filled for nothing.
    fn at(
        &self,
        n: usize,
        (on, must, fresh): (usize, usize, usize),
        sets: usize,
        free: usize,
    ) -> usize {
        let must = if self.goes_on { must } else { 0 };
        let runs = self.base[on] + must * (self.runs - on + 1) + fresh;
        n * self.per_number + (runs * (self.sets + 1) + sets) * (self.free + 1) + free
    }

    /// What the cards from number `n` on cost at the least, for a colour group of colour
    /// `colour` (4: none), with these runs, sets not begun and gaps free: worked out
    /// only where asked (each place of the table once, from the places of the next
    /// number it needs), since a sweep asks for few of them.
    pub(super) fn cost(
        &mut self,
        cards: &Cards,
        colour: usize,
        n: usize,
        runs: (usize, usize, usize),
        sets: usize,
        free: usize,
    ) -> i64 {
        if self.tables[colour].is_empty() {
            self.tables[colour] = vec![UNKNOWN; 14 * self.per_number];
        }
        let at = self.at(n, runs, sets, free);
        if self.tables[colour][at] != UNKNOWN {
            return self.tables[colour][at];
        }
        let (on, must, fresh) = runs;
        let must = if self.goes_on { must } else { 0 };
        let cost = if n > 12 {
            // Past 12, the runs that must go on have gaps. (Not those not begun: a long
            // run may be two.)
            self.gap * must.saturating_sub(free) as i64
        } else {
            let all = cards.copies[n] as usize;
            let mine = if colour < 4 {
                cards.of_colour[n][colour] as usize
            } else {
                0
            };
            let others = all - mine.min(all);
            let mut best = i64::MAX;
            // The runs over this number: some of those going on end before it (not those
            // that must go on), or some not begun begin at it (and then must go on).
            for over in must..=on + fresh {
                let begun = over.saturating_sub(on);
                let next = (over, begun, fresh - begun);
                let gaps = over.saturating_sub(all);
                let left = others.saturating_sub(over);
                // The first gaps are filled for nothing while there are free ones; past
                // them each is paid.
                let used = gaps.min(free);
                let paid = self.gap * (gaps - used) as i64;
                let rest = free - used;
                let mut here =
                    self.drop[n] * left as i64 + self.cost(cards, colour, n + 1, next, sets, rest);
                // (A set takes what the runs leave of it.)
                if sets > 0 && left > 0 {
                    here = here.min(self.cost(cards, colour, n + 1, next, sets - 1, rest));
                }
                best = best.min(paid + here);
            }
            best
        };
        self.tables[colour][at] = cost;
        cost
    }
}

/// A place of the table not worked out yet.
const UNKNOWN: i64 = i64::MIN;

/// The most runs of `on` going on that may have to go on (none where no run must).
fn most_must(goes_on: bool, on: usize) -> usize {
    if goes_on { on } else { 0 }
}
