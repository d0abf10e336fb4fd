//! The runs' windows: a bound on what the cards ahead cost (see [`Windows`]).

use crate::phase::GroupKind;

use super::{Cards, Goal, IMPOSSIBLE};

/// What the cards ahead will cost, as the runs (up to `runs`), the sets (up to `sets`)
/// and one colour group take them: each run takes one card a number over one window of
/// numbers, a number in its window with no card is a gap (a Wild, Star or added card),
/// a set takes what is left of one number, the colour group every card of its colour,
/// and what none takes is left out; the first gaps are filled by the Wilds and Stars
/// no other group needs, for nothing. (Runs' sizes and colours are not counted, so it
/// is never more than the true cost.) For a claim's fix each card left out and each
/// gap costs a change; for a lay-down a card left out costs the least points of its
/// number, and a gap past those filled for nothing cannot be. A table by colour of the
/// colour group (4: none), made when first asked for: by the number from, the runs
/// going on, the runs not begun, the sets not begun and the gaps filled for nothing.
pub(super) struct Windows {
    runs: usize,
    sets: usize,
    /// The most gaps filled for nothing (the Wilds and Stars there are).
    pub(super) free: usize,
    /// What a card of each number left out costs (or the least it is worth), and what a
    /// gap past those filled for nothing costs (for a lay-down, where no card is added,
    /// it cannot be: past any worth).
    drop: [i64; 13],
    gap: i64,
    tables: [Vec<i64>; 5],
}

impl Windows {
    /// The windows for a sweep of `goal` over `cards` with groups of these `shapes`,
    /// where they bound it: a claim's fix (every card laid or left out, cards added), a
    /// lay-down (the most points, nothing added), a verdict or any lay-down; with runs,
    /// one colour group at most, and a small table.
    pub(super) fn new(
        goal: Goal,
        cards: &Cards,
        shapes: &[GroupKind],
        total_allow: u32,
    ) -> Option<Windows> {
        let runs = shapes.iter().filter(|s| s.has_run()).count();
        let sets = shapes.iter().filter(|&&s| s == GroupKind::Set).count();
        let free = total_allow.min(12) as usize;
        let colour_groups = shapes.iter().filter(|&&s| s == GroupKind::Color).count();
        // (A table of a few thousand places at most: a phrase of ten groups goes without.)
        if runs == 0 || colour_groups > 1 || (runs + 1) * (runs + 1) * (sets + 1) * (free + 1) > 400
        {
            return None;
        }
        let (drop, gap) = match (goal.drop, goal.add) {
            (Some(drop), Some(add)) if drop < 0 && !goal.gain => ([-drop; 13], -add),
            // A verdict (every card laid), or any lay-down: a card left out, or a gap
            // past the Wilds and Stars, cannot be.
            (None, None) => ([IMPOSSIBLE; 13], IMPOSSIBLE),
            (Some(0), None) if !goal.gain => ([0; 13], IMPOSSIBLE),
            // (Colour runs taken for plain runs bound a lay-down too loosely to pay.)
            (Some(0), None) if !shapes.contains(&GroupKind::ColorRun) => {
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
        Some(Windows {
            runs,
            sets,
            free,
            drop,
            gap,
            tables: Default::default(),
        })
    }

    pub(super) fn at(&self, n: usize, on: usize, fresh: usize, sets: usize, free: usize) -> usize {
        (((n * (self.runs + 1) + on) * (self.runs + 1) + fresh) * (self.sets + 1) + sets)
            * (self.free + 1)
            + free
    }

    /// The table for a colour group of colour `colour` (4: none).
    pub(super) fn table(&mut self, cards: &Cards, colour: usize) -> &[i64] {
        if self.tables[colour].is_empty() {
            let (r, most_sets) = (self.runs, self.sets);
            let mut v = vec![0i64; 14 * (r + 1) * (r + 1) * (most_sets + 1) * (self.free + 1)];
            for n in (1..=12).rev() {
                let all = cards.copies[n] as usize;
                let mine = if colour < 4 {
                    cards.of_colour[n][colour] as usize
                } else {
                    0
                };
                let others = all - mine.min(all);
                for on in 0..=r {
                    for fresh in 0..=r - on {
                        for (sets, free) in
                            (0..=most_sets).flat_map(|s| (0..=self.free).map(move |f| (s, f)))
                        {
                            let mut best = i64::MAX;
                            // The runs over this number: some of those going on end
                            // before it, or some not begun begin at it.
                            for over in 0..=on + fresh {
                                let left_fresh = fresh - over.saturating_sub(on);
                                let gaps = over.saturating_sub(all);
                                let paid = gaps.saturating_sub(free) as i64;
                                let still = free - gaps.min(free);
                                let left = (others - over.min(others)) as i64;
                                let next = self.at(n + 1, over, left_fresh, sets, still);
                                best = best.min(self.gap * paid + self.drop[n] * left + v[next]);
                                if sets > 0 && left > 0 {
                                    let next = self.at(n + 1, over, left_fresh, sets - 1, still);
                                    best = best.min(self.gap * paid + v[next]);
                                }
                            }
                            let here = self.at(n, on, fresh, sets, free);
                            v[here] = best;
                        }
                    }
                }
            }
            self.tables[colour] = v;
        }
        &self.tables[colour]
    }
}
