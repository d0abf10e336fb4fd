//! The numbers a run goes along: 1 to 12, and on from 12 to 1 where the table plays the
//! house rule `runs_wrap` (`11 12 1 2`). Where a run of cards starts, and the steps
//! from one number to another going up.

/// Whether a run may go on from 12 to 1 (house rule `runs_wrap = true`); as printed, a
/// run stops at 12.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Ends {
    /// Runs stop at 1 and at 12 (the rulebooks).
    #[default]
    Stop,
    /// A run may go on from 12 to 1.
    Wrap,
}

impl Ends {
    pub fn wraps(self) -> bool {
        self == Ends::Wrap
    }
}

/// `n` moved up by `by`, on from 12 to 1.
pub fn up(n: u8, by: u8) -> u8 {
    (n - 1 + by % 12) % 12 + 1
}

/// `n` moved down by `by`, on from 1 to 12.
pub fn down(n: u8, by: u8) -> u8 {
    up(n, 12 - by % 12)
}

/// The steps up from `from` to `to`, on from 12 to 1 (0 to 11).
pub fn steps(from: u8, to: u8) -> u8 {
    (to + 12 - from) % 12
}

/// Where a run of `len` cards holding the numbers `nums` (each once) starts: as low as
/// it can with the wilds above the numbers, stopping at 12; else, where `ends` wraps,
/// at the first number after the widest gap around the clock (`12 1 W` is 12–2). None
/// where the numbers do not fit.
pub fn start(nums: &[u8], len: u8, ends: Ends) -> Option<u8> {
    let (lo, hi) = (*nums.iter().min()?, *nums.iter().max()?);
    if len == 0 || len > 12 {
        return None;
    }
    if hi - lo < len {
        return Some(lo.min(13 - len).max(1));
    }
    let (first, last) = around(nums)?;
    (ends.wraps() && steps(first, last) < len).then_some(first)
}

/// The numbers' own span, first and last: the lowest to the highest, or where `ends`
/// wraps and it is shorter so, on from 12 to 1 (`11 12 1` is 11–1).
pub fn span(nums: &[u8], ends: Ends) -> Option<(u8, u8)> {
    let (lo, hi) = (*nums.iter().min()?, *nums.iter().max()?);
    match around(nums) {
        Some((first, last)) if ends.wraps() && steps(first, last) < hi - lo => Some((first, last)),
        _ => Some((lo, hi)),
    }
}

/// The numbers' shortest span around the clock: the number after the widest gap
/// between two of them, and the number before it (the lowest such first).
fn around(nums: &[u8]) -> Option<(u8, u8)> {
    let mut sorted = nums.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let n = sorted.len();
    (0..n)
        .map(|i| (sorted[i], sorted[(i + n - 1) % n]))
        .max_by_key(|&(first, before)| (steps(before, first), std::cmp::Reverse(first)))
}

/// Whether a run of `len` cards from `start` holds `n`.
pub fn holds(start: u8, len: u8, n: u8) -> bool {
    steps(start, n) < len
}

/// The last number of a run of `len` cards from `start`.
pub fn end(start: u8, len: u8) -> u8 {
    up(start, len - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_as_the_table_reads_a_run() {
        assert_eq!(start(&[3, 4, 5], 4, Ends::Stop), Some(3));
        assert_eq!(start(&[12], 4, Ends::Stop), Some(9));
        assert_eq!(
            start(&[12], 4, Ends::Wrap),
            Some(9),
            "no wrap where none is needed"
        );
        assert_eq!(start(&[11, 12, 1], 4, Ends::Stop), None);
        assert_eq!(start(&[11, 12, 1], 4, Ends::Wrap), Some(11));
        assert_eq!(start(&[12, 2], 3, Ends::Wrap), Some(12));
        assert_eq!(start(&[12, 3], 3, Ends::Wrap), None);
        assert_eq!(start(&[1, 12], 12, Ends::Stop), Some(1));
        assert_eq!(end(11, 4), 2);
        assert_eq!(span(&[11, 12, 1], Ends::Wrap), Some((11, 1)));
        assert_eq!(span(&[11, 12, 1], Ends::Stop), Some((1, 12)));
        assert_eq!(
            span(&[1, 7], Ends::Wrap),
            Some((1, 7)),
            "the same both ways: as printed"
        );
        assert_eq!(span(&[5], Ends::Wrap), Some((5, 5)));
        assert!(holds(11, 4, 2) && !holds(11, 4, 3) && holds(11, 4, 11));
        assert_eq!(
            (up(12, 1), down(1, 1), steps(12, 1), steps(1, 12)),
            (1, 12, 1, 11)
        );
    }
}
