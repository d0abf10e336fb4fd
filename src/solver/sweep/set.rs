//! A set, in one place: the cards of one number, of any colour, as many as its size at
//! least. What the sweep asks of a group it asks a set here: whether it takes a card
//! handed out, and to no harm; what it needs once its number settles; and what the
//! bounds estimate it can still fill and take. A new kind of group (a set of one
//! colour, say) is a module like this one, asked where the sweep asks a set, and a word
//! of the phrase reader.

use super::MAXG;
use super::state::St;
use super::supply::Rest;

/// Whether a set takes a card of the number handed out: while open (with no number yet
/// it begins with this one; having begun with it, it takes more).
pub(super) fn takes(st: St) -> bool {
    st == St::Open
}

/// Whether more copies of the number do a set no harm (it began with this number: each
/// fills a place or goes on it), so that leaving them out is never better.
pub(super) fn absorbs(st: St, took: bool) -> bool {
    st == St::Open && took
}

/// A set at the last place that would begin with this number takes all its copies or
/// none (what it leaves is left out: fewer is never better).
pub(super) fn all_or_none(st: St, took: bool) -> bool {
    st == St::Open && !took
}

/// A set once its number settles: where it took the number, it closes, short of its
/// size by what it took (places for Wilds and Stars); else it is still open.
pub(super) fn settles(st: St, took: bool, count: u8, size: u8) -> Option<u8> {
    (st == St::Open && took).then(|| size.saturating_sub(count))
}

/// What a group can still do, as the count bound estimates it: the places it has to
/// fill, the cards to come that could fill them, the cards to come it could take at all.
pub(super) struct Ahead {
    pub places: u32,
    pub fill: u32,
    pub take: u32,
}

/// The sets not begun, estimated together: each takes the cards of one number, and
/// together they take those of as many numbers at most (two may take one).
#[derive(Default)]
pub(super) struct NotBegun {
    pub count: usize,
    fill: u32,
    take: u32,
}

impl NotBegun {
    /// What they fill and take together, where `count` numbers hold `held` cards to
    /// come at most.
    pub(super) fn together(&self, held: u32) -> (u32, u32) {
        (self.fill.min(held), self.take.min(held))
    }
}

/// A set's estimate: begun with the number being handed out (`count` of it taken), it
/// takes the copies of that number; not begun, the copies of one number to come
/// (`most_of_one` at most), counted with the others not begun in `not_begun`.
pub(super) fn ahead(
    took: bool,
    count: u8,
    size: u32,
    rest: &Rest,
    now: usize,
    most_of_one: impl FnOnce() -> u32,
    not_begun: &mut NotBegun,
) -> Ahead {
    if took {
        let most = u32::from(rest.copies[now]);
        return Ahead {
            places: size.saturating_sub(u32::from(count)),
            fill: most,
            take: most,
        };
    }
    let most = most_of_one();
    not_begun.count += 1;
    not_begun.fill += size.min(most);
    not_begun.take += most;
    Ahead {
        places: size,
        fill: 0,
        take: 0,
    }
}

/// What a set can hold of the numbers typed without their colour: begun, the copies of
/// its number (`most` where no card is added); not begun, added to `sets` (how many,
/// and what they hold at most), whose copies of as many numbers together are counted
/// once every group is.
pub(super) fn colourless(
    took: bool,
    count: u8,
    size: usize,
    rest: &Rest,
    now: usize,
    most: impl Fn(usize) -> u32,
    sets: &mut (usize, u32),
) -> u32 {
    if took {
        let places = size.saturating_sub(usize::from(count));
        return u32::from(rest.colourless_copies[now]).min(most(places));
    }
    sets.0 += 1;
    sets.1 = sets.1.saturating_add(most(size));
    0
}

/// The most cards of one number from `from` on, still to come (a set not begun takes
/// no more), worked out once into `known` (`u8::MAX`: not yet).
pub(super) fn most_of_one_number(known: &mut u8, rest: &Rest, from: usize) -> u8 {
    if *known == u8::MAX {
        *known = rest.copies[from.min(13)..]
            .iter()
            .max()
            .copied()
            .unwrap_or(0);
    }
    *known
}

/// The most cards still to come that `count` numbers from `from` on hold together (the
/// numbers with most of them), from `tops` (the same for each count, worked out once:
/// `u8::MAX` first, not yet).
pub(super) fn most_in_numbers(
    tops: &mut [u8; MAXG + 1],
    rest: &Rest,
    from: usize,
    count: usize,
) -> u32 {
    if tops[0] == u8::MAX {
        let mut copies = rest.copies;
        let ahead = &mut copies[from.min(13)..];
        ahead.sort_unstable_by(|a, b| b.cmp(a));
        tops[0] = 0;
        for i in 1..tops.len() {
            tops[i] = tops[i - 1].saturating_add(ahead.get(i - 1).copied().unwrap_or(0));
        }
    }
    u32::from(tops[count.min(MAXG)])
}
