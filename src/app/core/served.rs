//! What the phones' server tells the faces beside it: how many connections it turned
//! away (too many at once, or from one address), so that the screen can say so.

use std::sync::atomic::{AtomicUsize, Ordering};

static TURNED_AWAY: AtomicUsize = AtomicUsize::new(0);

/// One connection turned away.
pub fn turn_away() {
    TURNED_AWAY.fetch_add(1, Ordering::Relaxed);
}

/// How many connections this process's server has turned away so far.
pub fn turned_away() -> usize {
    TURNED_AWAY.load(Ordering::Relaxed)
}
