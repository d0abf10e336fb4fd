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
/// cannot be. A table by colour of the colour group (4: none), made when first asked
/// for: by the number from, the runs going on, those of them that must go on, the runs
/// not begun, the sets not begun and the gaps filled for nothing.
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
    tables: [Vec<i64>; 5],
    /// The first number each table is made from (made from 12 down, as far as asked).
    made: [usize; 5],
}

impl Windows {
    /// The windows for a sweep of `goal` over `cards` with groups of these `shapes`,
    /// where they bound it: a claim's fix (every card laid or left out, cards added), a
    /// lay-down (the most points, nothing added), a verdict or any lay-down; with runs,
    /// one colour group at most, and a small table.
    pub(super) fn new(
        goal: Goal,
        cards: &Cards,
        specs: &[GroupSpec],
        total_allow: u32,
    ) -> Option<Windows> {
        let shapes = || specs.iter().map(|s| s.kind);
        let runs = shapes().filter(|s| s.has_run()).count();
        let sets = shapes().filter(|&s| s == GroupKind::Set).count();
        let free = total_allow.min(12) as usize;
        let colour_groups = shapes().filter(|&s| s == GroupKind::Color).count();
        // (A table of a few thousand places at most: a phrase of ten groups goes without.)
        if runs == 0 || colour_groups > 1 || (runs + 1) * (runs + 1) * (sets + 1) * (free + 1) > 400
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
            made: [14; 5],
        })
    }

    /// The place of: from number `n`, `on` runs going on of which `must` must go on
    /// (counted only where runs must go on), `fresh` not begun, `sets` sets not begun
    /// and `free` gaps filled for nothing.
    pub(super) fn at(
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

    /// The table for a colour group of colour `colour` (4: none), made from number
    /// `from` on at least.
    pub(super) fn rules(&mut self, cards: &Cards, colour: usize, from: usize) -> &[i64] {
        let (r, most_sets) = (self.runs, self.sets);
        let musts = |on: usize| most_must(self.goes_on, on);
        if self.tables[colour].is_empty() {
            let mut v = vec![0i64; 14 * self.per_number];
            // Past 12, the runs that must go on have gaps. (Not those not begun: a long
            // run may be two.)
            for on in 0..=r {
                for must in 0..=musts(on) {
                    for fresh in 0..=r - on {
                        for (sets, free) in
                            (0..=most_sets).flat_map(|s| (0..=self.free).map(move |f| (s, f)))
                        {
                            let paid = must.saturating_sub(free) as i64;
                            v[self.at(13, (on, must, fresh), sets, free)] = self.gap * paid;
                        }
                    }
                }
            }
            self.tables[colour] = v;
            self.made[colour] = 13;
        }
        if self.made[colour] > from {
            let mut v = std::mem::take(&mut self.tables[colour]);
            // The places of one count of runs: by sets not begun, then gaps free.
            let f = self.free + 1;
            let width = (most_sets + 1) * f;
            let mut best = vec![i64::MAX; width];
            for n in (from..self.made[colour]).rev() {
                let all = cards.copies[n] as usize;
                let mine = if colour < 4 {
                    cards.of_colour[n][colour] as usize
                } else {
                    0
                };
                let others = all - mine.min(all);
                for on in 0..=r {
                    for must in 0..=musts(on) {
                        for fresh in 0..=r - on {
                            best.fill(i64::MAX);
                            // The runs over this number: some of those going on end
                            // before it (not those that must go on), or some not begun
                            // begin at it (and then must go on).
                            for over in must..=on + fresh {
                                let begun = over.saturating_sub(on);
                                let runs = (over, begun, fresh - begun);
                                let next = &v[self.at(n + 1, runs, 0, 0)..][..width];
                                let gaps = over.saturating_sub(all);
                                let left = others.saturating_sub(over) as i64;
                                let dropped = self.drop[n] * left;
                                for sets in 0..=most_sets {
                                    let row = sets * f;
                                    // (A set takes what the runs leave of it.)
                                    let set = sets > 0 && left > 0;
                                    // The first gaps are filled for nothing while there
                                    // are free ones; past them each is paid.
                                    for free in 0..gaps.min(f) {
                                        let paid = self.gap * (gaps - free) as i64;
                                        let mut here = paid + dropped + next[row];
                                        if set {
                                            here = here.min(paid + next[row - f]);
                                        }
                                        let b = &mut best[row + free];
                                        *b = (*b).min(here);
                                    }
                                    if gaps < f {
                                        let out = &mut best[row + gaps..row + f];
                                        let kept = &next[row..row + f - gaps];
                                        for (b, &cost) in out.iter_mut().zip(kept) {
                                            *b = (*b).min(dropped + cost);
                                        }
                                        if set {
                                            let taken = &next[row - f..row - gaps];
                                            for (b, &cost) in out.iter_mut().zip(taken) {
                                                *b = (*b).min(cost);
                                            }
                                        }
                                    }
                                }
                            }
                            let at = self.at(n, (on, must, fresh), 0, 0);
                            v[at..at + width].copy_from_slice(&best);
                        }
                    }
                }
            }
            self.tables[colour] = v;
            self.made[colour] = from;
        }
        &self.tables[colour]
    }
}

/// The most runs of `on` going on that may have to go on (none where no run must).
fn most_must(goes_on: bool, on: usize) -> usize {
    if goes_on { on } else { 0 }
}
