//! The prices' linear programme: each kind of group goes one of the ways found so far
//! (or a mix of them, as many times as the phase has groups of that kind), no card taken
//! more often than there are copies of it, the most worth. Its duals are prices at which
//! the groups, each on its own, want the cards about as often as there are copies; each
//! way found at them that beats the programme's is added (column generation).

// What cards are worth and cost is far below 2^52: f64 holds it whole.
#![allow(clippy::cast_precision_loss)]

use super::simplex::Simplex;
use super::table::Way;

/// The simplex's pivots at most, each time it is solved.
const PIVOTS: usize = 400;

/// The programme: a row for each kind of group, for each kind of card, and for each
/// class of Wild or Star; a column for each way found.
pub(super) struct Programme {
    lp: Simplex,
    /// Rows before the kinds of cards' (one a kind of group), and before the Wilds'.
    groups: usize,
    kinds: usize,
    /// The programme counts in cards added (its numbers stay near one).
    scale: f64,
    /// What a card of each kind, and a Wild or Star of each class, is worth laid; what a
    /// card added costs.
    worth: Vec<i64>,
    wild_worth: [i64; 5],
    add: i64,
}

impl Programme {
    /// The programme whose first way for each kind of group (of `sizes`, `twins` of
    /// each) adds every card, over cards of `copies` each kind and `wilds` each class.
    pub(super) fn new(
        sizes: &[(u8, u32)],
        copies: &[u32],
        wilds: &[u32; 5],
        worth: Vec<i64>,
        wild_worth: [i64; 5],
        add: i64,
    ) -> Programme {
        let scale = -add as f64;
        let groups = sizes.len();
        let kinds = copies.len();
        let mut cost: Vec<f64> = sizes
            .iter()
            .map(|&(size, _)| f64::from(size) * add as f64 / scale)
            .collect();
        cost.resize(groups + kinds + 5, 0.0);
        let mut b: Vec<f64> = sizes.iter().map(|&(_, twins)| f64::from(twins)).collect();
        b.extend(copies.iter().map(|&c| f64::from(c)));
        b.extend(wilds.iter().map(|&c| f64::from(c)));
        Programme {
            lp: Simplex::new(cost, b),
            groups,
            kinds,
            scale,
            worth,
            wild_worth,
            add,
        }
    }

    /// A way of kind of group `g` as a column: what it is worth (the programme's units),
    /// and its entries (the kinds of card of each stage, `kind_of`).
    fn column(&self, g: usize, way: &Way, kind_of: &[Option<usize>]) -> (f64, Vec<(usize, f64)>) {
        let mut worth = i64::from(way.added) * self.add;
        let mut a: Vec<(usize, f64)> = vec![(g, 1.0)];
        for (&took, kind) in way.took.iter().zip(kind_of) {
            if let (Some(t), true) = (*kind, took > 0) {
                worth += i64::from(took) * self.worth[t];
                let row = self.groups + t;
                match a.iter_mut().find(|(r, _)| *r == row) {
                    Some(e) => e.1 += f64::from(took),
                    None => a.push((row, f64::from(took))),
                }
            }
        }
        for w in 0..5 {
            if way.wilds[w] > 0 {
                worth += i64::from(way.wilds[w]) * self.wild_worth[w];
                a.push((self.groups + self.kinds + w, f64::from(way.wilds[w])));
            }
        }
        (worth as f64 / self.scale, a)
    }

    /// Adds a way of kind of group `g`, where it gains at the programme's prices (or
    /// always, with `always`); whether it was added.
    pub(super) fn add(
        &mut self,
        g: usize,
        way: &Way,
        kind_of: &[Option<usize>],
        always: bool,
    ) -> bool {
        let (cost, a) = self.column(g, way, kind_of);
        let duals = self.lp.duals();
        let gain = cost - a.iter().map(|&(r, v)| duals[r] * v).sum::<f64>();
        if always || gain > 1e-6 {
            self.lp.add(cost, &a);
            return true;
        }
        false
    }

    /// Solves the programme; its prices (the duals of the cards' rows and the Wilds',
    /// never below nought, in the sweep's units), or `None` where it did not solve.
    pub(super) fn solve(&mut self) -> Option<(Vec<f64>, [f64; 5])> {
        if !self.lp.solve(PIVOTS) {
            return None;
        }
        let duals = self.lp.duals();
        let at = |r: usize| duals[r].max(0.0) * self.scale;
        let kinds = (0..self.kinds).map(|t| at(self.groups + t)).collect();
        let wilds = std::array::from_fn(|w| at(self.groups + self.kinds + w));
        Some((kinds, wilds))
    }

    /// What the programme's best comes to (the sweep's units, from every card left out).
    pub(super) fn value(&self) -> i64 {
        (self.lp.value() * self.scale).floor() as i64
    }

    /// The work its last solve took (for the budget).
    pub(super) fn work(&self) -> u64 {
        self.lp.work()
    }
}
