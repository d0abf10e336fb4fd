//! The sweep's states: each group's state between two numbers ([`St`]), a state with
//! what it needs and how it was reached ([`Node`]), the layers of states after each kind
//! of card, and the key two states alike share.

use std::collections::{BinaryHeap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

use crate::rules::group::Col;
use crate::rules::phase::MAX_GROUPS as MAXG;

/// A colour group's colour while no card has said it yet (else 0-3, as `Color::index`).
pub(super) const ANY: u8 = 4;

/// One group's state between two numbers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum St {
    /// A set with no number yet, a run not begun.
    Open,
    /// A run going on up to the number before: its length so far (gaps included),
    /// counted up to its size.
    Run { span: u8 },
    /// A set or run that takes no more numbered cards.
    Closed,
    /// A colour group: the cards it still needs, and its colour.
    Colour { need: u8, col: u8 },
    /// A colour run going on: its length so far (gaps included) counted up to its size,
    /// and its colour. Once it has one, its gaps and cards are counted in its colour's
    /// bucket; until then, here.
    ColourRun {
        span: u8,
        col: u8,
        gaps: u8,
        count: u8,
    },
    /// A colour run that takes no more numbered cards: its colour; until it has one, the
    /// Wilds and Stars it needs and its cards (its room is 12 less them).
    ColourDone { col: u8, need: u8, count: u8 },
}

impl St {
    pub(super) fn code(self) -> u16 {
        match self {
            St::Open => 0,
            St::Closed => 1 << 12,
            St::Run { span } => 2 << 12 | u16::from(span),
            St::Colour { need, col } => 3 << 12 | u16::from(need) | u16::from(col) << 8,
            // Until a colour run has a colour, it counts its own gaps and cards.
            St::ColourRun {
                span,
                col: ANY,
                gaps,
                count,
            } => 6 << 12 | u16::from(span) | u16::from(gaps) << 4 | u16::from(count) << 8,
            St::ColourRun { span, col, .. } => 4 << 12 | u16::from(span) | u16::from(col) << 4,
            St::ColourDone {
                col: ANY,
                need,
                count,
            } => 7 << 12 | u16::from(need) | u16::from(count) << 5,
            St::ColourDone { col, .. } => 5 << 12 | u16::from(col),
        }
    }

    /// A colour group's colour, `ANY` while not known (and for other groups).
    pub(super) fn col(self) -> u8 {
        match self {
            St::Colour { col, .. } | St::ColourRun { col, .. } | St::ColourDone { col, .. } => col,
            _ => ANY,
        }
    }

    pub(super) fn closed(self) -> bool {
        matches!(self, St::Closed | St::ColourDone { .. })
    }
}

/// Where the Wilds and Stars a group needs are counted: the colour runs of each colour
/// (0-3) together, and the groups of no colour (4) together, since any Wild or Star that
/// fits one of them fits all. A colour group, and a colour run no card has given a
/// colour yet, count their own.
pub(super) const BUCKETS: usize = 5;

/// A state between two numbers, and how it was reached.
#[derive(Clone, Copy)]
pub(super) struct Node {
    pub(super) st: [St; MAXG],
    /// The groups holding a numbered card.
    pub(super) nat: u16,
    /// The Wilds and Stars each bucket needs so far (sets closed, runs' gaps and ends).
    pub(super) need: [u16; BUCKETS],
    /// The cards in each bucket's runs, where counted: a run holds 12 at most, which
    /// only matters when the runs are few and the cards many.
    pub(super) runs: [u8; BUCKETS],
    /// The cards each bucket's needs past its Wilds and Stars added (numbered cards: the
    /// natural-card rule counts them).
    pub(super) added: [u8; BUCKETS],
    /// The groups that hold a place their bucket fills (a Wild, a Star or a card added):
    /// one lacking a numbered card may swap that place's filler for a card added
    /// elsewhere in the bucket. A group of cards typed with their values only cannot.
    pub(super) slotted: u16,
    /// Between the kinds of one number: the groups that took a card of it (a run takes
    /// one, a set begins), and the cards each set took of it.
    pub(super) took: u16,
    pub(super) count: [u8; MAXG],
    pub(super) value: i64,
    /// The state it came from (in the layer before).
    pub(super) parent: u32,
    /// Where runs must hold numbered cards on both sides of some numbers and the next
    /// (`Goal::cross`): whether one passed is not yet (`PENDING`), and the runs that
    /// could still do it, going on since that number or before (bit `g`). A run that
    /// does goes across every number passed since: the earliest is all there is to keep.
    pub(super) cross: u16,
}

impl Node {
    /// Group `g` puts `places` more into its bucket's need.
    pub(super) fn slot(&mut self, g: usize, places: u8) {
        if places > 0 {
            self.slotted |= 1 << g;
        }
    }

    /// The node as the cards of a number are handed out from it.
    pub(super) fn handing(&self) -> Handing {
        Handing {
            st: self.st,
            took: self.took,
            count: self.count,
            nat: self.nat,
            value: self.value,
        }
    }
}

/// The states after one kind of card (how many of it each group took: `takes`, the
/// groups' count a node), or after a number is settled.
#[derive(Default)]
pub(super) struct Layer {
    pub(super) kind: Option<usize>,
    pub(super) nodes: Vec<Node>,
    pub(super) takes: Vec<u8>,
    /// Each node's needs (see [`Needs`]), and the next node of the same key.
    pub(super) needs: Vec<Needs>,
    pub(super) chain: Vec<u32>,
    /// The first node of each key (its chain goes on through `chain`).
    pub(super) index: Index,
}

/// What a state still needs, where less is never worse: the Wilds and Stars each bucket
/// needs, the cards to come each colour group with no colour yet needs, and those the
/// colour groups of each colour need together (a byte each, below 128), and the groups
/// the natural-card rule finds without a numbered card. Of two states alike in all else,
/// one that needs no more than the other and is worth as much makes the other useless.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Needs {
    pub(super) bytes: u128,
    /// What the colour groups of each colour (0-3) need together, a byte each.
    pub(super) colours: u32,
    pub(super) lacking: u16,
    /// Of the groups lacking, those with no place their bucket fills (see
    /// [`Node::slotted`]): each needs a card of its own.
    pub(super) stuck: u16,
}

impl Needs {
    /// Needs no more than `other` in every part.
    pub(super) fn within(self, other: Needs) -> bool {
        pub(super) const HIGH: u128 = u128::from_le_bytes([0x80; 16]);
        pub(super) const HIGH4: u32 = u32::from_le_bytes([0x80; 4]);
        ((other.bytes | HIGH) - self.bytes) & HIGH == HIGH
            && ((other.colours | HIGH4) - self.colours) & HIGH4 == HIGH4
            && self.lacking & !other.lacking == 0
            && self.stuck & !other.stuck == 0
    }
}

impl Layer {
    /// Node `i`, unless another made it useless.
    pub(super) fn live(&self, i: usize) -> Option<Node> {
        Some(self.nodes[i]).filter(|n| n.value != GONE)
    }
}

/// A node no longer kept: another state alike needs no more and is worth as much.
pub(super) const GONE: i64 = i64::MIN;

/// The states of a layer by key.
pub(super) type Index = HashMap<Key, u32, BuildHasherDefault<Fx>>;

/// The states still to carry on: what each can come to (twice it, and one more where
/// the goal's ceiling cut it: see `Sweep::rank`; an end state twice its worth and
/// one more), its layer and its place there.
pub(super) type Open = BinaryHeap<(i64, u32, u32)>;

/// A state's key: the groups' states (identical groups sorted; a colour group given a
/// colour only as one of its colour's), the buckets' needs and run cards, the natural-card
/// rule's part, and the sizes of each colour's colour groups together.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Key(pub(super) [u64; 8]);

impl std::hash::Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // The words mixed side by side (their products do not wait on each other).
        pub(super) const K: [u64; 8] = [
            0x9e37_79b9_7f4a_7c15,
            0xc2b2_ae3d_27d4_eb4f,
            0x1656_67b1_9e37_79f9,
            0x85eb_ca77_c2b2_ae63,
            0x27d4_eb2f_1656_67c5,
            0x94d0_49bb_1331_11eb,
            0xbf58_476d_1ce4_e5b9,
            0xd6e8_feb8_6659_fd93,
        ];
        let mut h = 0u64;
        for (w, k) in self.0.iter().zip(K) {
            h ^= (w ^ k).wrapping_mul(k).rotate_left(29);
        }
        state.write_u64(h);
    }
}

/// A small fast hash for the states' keys (each hashed as one word).
#[derive(Default)]
pub(super) struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// One kind of card handed out (`kind`), or a number with no cards settled: the number,
/// whether the number settles with it, and the first kind still to come after it.
#[derive(Clone, Copy)]
pub(super) struct Stage {
    pub(super) now: u8,
    pub(super) kind: Option<usize>,
    pub(super) settling: Option<u8>,
    pub(super) to_come: usize,
}

/// In [`Node::cross`]: a number passed that runs must go across, none has yet.
pub(super) const PENDING: u16 = 1 << 15;

/// The depth an end state is kept at in the open states (after every layer).
pub(super) const END: u32 = u32::MAX;

/// The state of one node while the cards of one number are handed out.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Handing {
    pub(super) st: [St; MAXG],
    /// Groups that took a card of this number (a run takes one, a set begins).
    pub(super) took: u16,
    /// Cards a set took of this number.
    pub(super) count: [u8; MAXG],
    pub(super) nat: u16,
    pub(super) value: i64,
}

/// The numbers of `mask` (bit `n`) in the window of `len` numbers from `lo` (up to 12).
pub(super) fn held_in(mask: u16, lo: usize, len: usize) -> u32 {
    let hi = (lo + len).min(13);
    if lo >= hi {
        return 0;
    }
    let window = ((1u32 << hi) - 1) & !((1u32 << lo) - 1);
    (u32::from(mask) & window).count_ones()
}

/// Whether a card of colour `col` counts toward colour `c` (0-3) in a colour group.
pub(super) fn in_colour(col: Col, c: usize) -> bool {
    matches!(col, Col::Any) || matches!(col, Col::Known(k) if k.index() == c)
}

/// A colour run once it takes no more numbered cards: what it needs goes to its
/// colour's bucket, or stays with it until the end.
pub(super) fn colour_done(
    node: &mut Node,
    g: usize,
    size: u8,
    span: u8,
    col: u8,
    gaps: u8,
    count: u8,
) -> St {
    if col == ANY {
        St::ColourDone {
            col,
            need: size - span + gaps,
            count,
        }
    } else {
        node.need[usize::from(col)] += u16::from(size - span);
        node.slot(g, size - span);
        St::ColourDone {
            col,
            need: 0,
            count: 0,
        }
    }
}
