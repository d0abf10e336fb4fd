//! A small linear programme, solved by the (revised) simplex method: the cards' prices
//! are its duals (see `prices`). Dense and plain, for a few dozen rows.

/// A linear programme `max c·y, A y = b, y >= 0` whose first columns are the identity
/// (a basis to start from: `b >= 0`), columns added as they are found.
pub(super) struct Simplex {
    rows: usize,
    /// Each column (its entries by row) and its cost.
    cols: Vec<Vec<(usize, f64)>>,
    cost: Vec<f64>,
    /// The basis's inverse (by row), the basic solution, and the column basic in each
    /// row.
    inverse: Vec<f64>,
    rhs: Vec<f64>,
    basis: Vec<usize>,
    /// The duals of the basis (`c_B · B⁻¹`).
    duals: Vec<f64>,
    /// The work of the last solve: a unit a number multiplied.
    work: u64,
}

/// Below this a number is taken for nought.
const EPS: f64 = 1e-9;
/// A gain below this is no gain (the programme's numbers are near one).
const GAIN: f64 = 1e-7;
/// Pivots that gain nothing before the entering column is the first that gains (Bland's
/// rule: it never cycles) rather than the one that gains most.
const STALL: usize = 20;

impl Simplex {
    /// The programme with the identity's columns only, of these costs, and `b`.
    pub(super) fn new(cost: Vec<f64>, b: Vec<f64>) -> Simplex {
        let rows = b.len();
        debug_assert_eq!(cost.len(), rows);
        let mut inverse = vec![0.0; rows * rows];
        for i in 0..rows {
            inverse[i * rows + i] = 1.0;
        }
        let mut lp = Simplex {
            rows,
            cols: (0..rows).map(|i| vec![(i, 1.0)]).collect(),
            cost,
            inverse,
            rhs: b,
            basis: (0..rows).collect(),
            duals: vec![0.0; rows],
            work: 0,
        };
        lp.price();
        lp
    }

    /// Adds a column of cost `cost` and entries `a` (row, value).
    pub(super) fn add(&mut self, cost: f64, a: &[(usize, f64)]) {
        self.cols.push(a.to_vec());
        self.cost.push(cost);
    }

    /// The duals of the basis, worked out again.
    fn price(&mut self) {
        let n = self.rows;
        for i in 0..n {
            self.duals[i] = (0..n)
                .map(|r| self.cost[self.basis[r]] * self.inverse[r * n + i])
                .sum();
        }
    }

    /// What column `j` gains, entering the basis.
    fn gain(&self, j: usize) -> f64 {
        self.cost[j]
            - self.cols[j]
                .iter()
                .map(|&(i, v)| self.duals[i] * v)
                .sum::<f64>()
    }

    /// Pivots to the most `c·y` (the column that gains most enters; after pivots that
    /// gain nothing, the first that gains), at most `cap` pivots; false where the cap
    /// ran out.
    pub(super) fn solve(&mut self, cap: usize) -> bool {
        let n = self.rows;
        let mut stalled = 0;
        let mut column = vec![0.0; n];
        let entries: usize = self.cols.iter().map(Vec::len).sum();
        self.work = 0;
        for _ in 0..cap {
            self.work += (entries + 2 * n * n) as u64;
            let entering = if stalled < STALL {
                (0..self.cols.len())
                    .map(|j| (j, self.gain(j)))
                    .filter(|&(_, g)| g > GAIN)
                    .max_by(|a, b| a.1.total_cmp(&b.1))
                    .map(|(j, _)| j)
            } else {
                (0..self.cols.len()).find(|&j| self.gain(j) > GAIN)
            };
            let Some(q) = entering else {
                return true;
            };
            // The column as the basis sees it (`B⁻¹ a_q`).
            for r in 0..n {
                column[r] = self.cols[q]
                    .iter()
                    .map(|&(i, v)| self.inverse[r * n + i] * v)
                    .sum();
            }
            // The row that leaves: the least ratio (then the least basic column).
            let mut leave: Option<(usize, f64)> = None;
            for r in 0..n {
                let e = column[r];
                if e > EPS {
                    let ratio = self.rhs[r] / e;
                    let better = match leave {
                        None => true,
                        Some((l, best)) => {
                            ratio < best - EPS
                                || (ratio <= best + EPS && self.basis[r] < self.basis[l])
                        }
                    };
                    if better {
                        leave = Some((r, ratio));
                    }
                }
            }
            // (Unbounded cannot be: every column's entries are below its rows' bounds.)
            let Some((p, ratio)) = leave else {
                return false;
            };
            stalled = if ratio <= EPS { stalled + 1 } else { 0 };
            let gain = self.gain(q);
            self.pivot(p, q, &column, gain);
        }
        false
    }

    /// Column `q` (as the basis sees it: `column`; it gains `gain`) enters in row `p`.
    fn pivot(&mut self, p: usize, q: usize, column: &[f64], gain: f64) {
        let n = self.rows;
        let inv = 1.0 / column[p];
        for i in 0..n {
            self.inverse[p * n + i] *= inv;
        }
        self.rhs[p] *= inv;
        for r in (0..n).filter(|&r| r != p && column[r] != 0.0) {
            let f = column[r];
            for i in 0..n {
                self.inverse[r * n + i] -= f * self.inverse[p * n + i];
            }
            self.rhs[r] -= f * self.rhs[p];
        }
        self.basis[p] = q;
        // The duals move along the row that entered: `y += gain · (B⁻¹)_p`.
        for i in 0..n {
            self.duals[i] += gain * self.inverse[p * n + i];
        }
    }

    /// The work the last solve took (a unit a number multiplied).
    pub(super) fn work(&self) -> u64 {
        self.work
    }

    /// The duals, one a row (`c_B · B⁻¹`).
    pub(super) fn duals(&self) -> &[f64] {
        &self.duals
    }

    /// What the basic solution comes to.
    pub(super) fn value(&self) -> f64 {
        self.basis
            .iter()
            .zip(&self.rhs)
            .map(|(&b, &x)| self.cost[b] * x)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::Simplex;

    /// max 3x + 2y, x + y <= 4, x + 3y <= 6: x = 4, y = 0, 12; duals 3 and 0.
    #[test]
    fn a_small_programme() {
        let mut lp = Simplex::new(vec![0.0, 0.0], vec![4.0, 6.0]);
        lp.add(3.0, &[(0, 1.0), (1, 1.0)]);
        lp.add(2.0, &[(0, 1.0), (1, 3.0)]);
        assert!(lp.solve(100));
        assert!((lp.value() - 12.0).abs() < 1e-9);
        let y = lp.duals();
        assert!((y[0] - 3.0).abs() < 1e-9 && y[1].abs() < 1e-9, "{y:?}");
    }

    /// Columns added after a solve: the basis goes on from where it was.
    #[test]
    fn columns_added_later() {
        // max x + y + 5z, x + z <= 1, y + z <= 1.
        let mut lp = Simplex::new(vec![0.0, 0.0], vec![1.0, 1.0]);
        lp.add(1.0, &[(0, 1.0)]);
        lp.add(1.0, &[(1, 1.0)]);
        assert!(lp.solve(100));
        assert!((lp.value() - 2.0).abs() < 1e-9);
        lp.add(5.0, &[(0, 1.0), (1, 1.0)]);
        assert!(lp.solve(100));
        assert!((lp.value() - 5.0).abs() < 1e-9);
        let y = lp.duals();
        assert!((y[0] + y[1] - 5.0).abs() < 1e-9, "{y:?}");
    }

    /// A degenerate programme (a vertex where many rows meet) is solved, not cycled.
    #[test]
    fn a_degenerate_programme() {
        // Beale's example, the classic cycle for the most-gain rule:
        // max 0.75x4 - 20x5 + 0.5x6 - 6x7, three rows, two of them at nought.
        let mut lp = Simplex::new(vec![0.0; 3], vec![0.0, 0.0, 1.0]);
        lp.add(0.75, &[(0, 0.25), (1, 0.5)]);
        lp.add(-20.0, &[(0, -8.0), (1, -12.0)]);
        lp.add(0.5, &[(0, -1.0), (1, -0.5), (2, 1.0)]);
        lp.add(-6.0, &[(0, 9.0), (1, 3.0)]);
        assert!(lp.solve(200));
        assert!((lp.value() - 1.25).abs() < 1e-9, "{}", lp.value());
    }
}
