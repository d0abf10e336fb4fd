//! The sweep: the numbers 1 to 12 in rising order, every group's state carried from one
//! kind of card to the next, and of all the ways to reach a state only the best one kept
//! (a dynamic programme). A set takes the cards of one number, a run one card a number
//! with the gaps between them counted for Wilds and Stars, a colour group any card of its
//! colour (the first card of a colour gives it its colour); at the end the Wilds and
//! Stars are placed by counting ([`fill`]).
//!
//! One sweep answers a verdict (every card laid), the best lay-down (most points), the
//! smallest fix of a claim and the fewest cards a hand is short of, by what a [`Goal`]
//! counts. Rather than try the ways to hand out the cards one by one, the sweep merges
//! every two ways that leave the groups alike: a claim or hand a table plays comes to a
//! few hundred states. It carries on first the state that can
//! come to most (what it is worth so far, with a bound on what is still to come), so the
//! first end state it reaches is the best, and a state that cannot beat it is never
//! carried on: a fix of one change is found at once, and a fix of six without the
//! states of seven or more. Every step is counted against the question's [`Budget`]:
//! past it (made-up claims of a hundred cards against phrases of ten groups) the sweep
//! gives up, on every machine alike.

use std::collections::hash_map::Entry;
use std::collections::{BinaryHeap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

use crate::group::{Col, Piece};
use crate::phase::{GroupKind, GroupSpec};

use super::cards::{FILLS, Filled, Kind, fill, sort_out, takes_class};
use super::rules::{Budget, Natural};
use crate::phase::MAX_GROUPS as MAXG;

mod windows;
use windows::Windows;

/// What an arrangement is worth: the sweep finds the one worth most.
#[derive(Clone, Copy, Debug)]
pub(super) struct Goal {
    /// Each card laid counts its points (else nothing).
    pub gain: bool,
    /// What each card not laid costs, or `None` when every card must be laid.
    pub drop: Option<i64>,
    /// What each wild a fix adds costs (any number, any colour), or `None` for none.
    pub add: Option<i64>,
    /// The natural-card rule is waived (the cards a fix adds are numbered cards).
    pub waive: bool,
    /// The least an arrangement may be worth: the sweep drops every state that cannot
    /// reach it (all the points still to come gained, the cards no group can take left
    /// out).
    pub floor: Option<i64>,
    /// The most an arrangement may be worth, where that is known before (a claim that
    /// is not valid needs one change at least): what a state can come to is capped at it,
    /// and the first end state worth as much is the best.
    pub ceiling: Option<i64>,
    /// The colour of every colour group (0-3, as `Color::index`), where it is given
    /// (else each takes the colour of its first card of a colour).
    pub colour: Option<u8>,
}

/// The best arrangement: its worth, each group's cards (indices into the pieces' cards;
/// added wilds numbered on from `added_from`), and how many were added.
#[derive(Debug, Clone)]
pub(super) struct Swept {
    pub score: i64,
    pub groups: Vec<Vec<usize>>,
    pub added: usize,
}

/// A colour group's colour while no card has said it yet (else 0-3, as `Color::index`).
const ANY: u8 = 4;

/// One group's state between two numbers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum St {
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
    fn code(self) -> u16 {
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
    fn col(self) -> u8 {
        match self {
            St::Colour { col, .. } | St::ColourRun { col, .. } | St::ColourDone { col, .. } => col,
            _ => ANY,
        }
    }

    fn closed(self) -> bool {
        matches!(self, St::Closed | St::ColourDone { .. })
    }
}

/// Where the Wilds and Stars a group needs are counted: the colour runs of each colour
/// (0-3) together, and the groups of no colour (4) together, since any Wild or Star that
/// fits one of them fits all. A colour group, and a colour run no card has given a
/// colour yet, count their own.
const BUCKETS: usize = 5;

/// A state between two numbers, and how it was reached.
#[derive(Clone, Copy)]
struct Node {
    st: [St; MAXG],
    /// The groups holding a numbered card.
    nat: u16,
    /// The Wilds and Stars each bucket needs so far (sets closed, runs' gaps and ends).
    need: [u16; BUCKETS],
    /// The cards in each bucket's runs, where counted: a run holds 12 at most, which
    /// only matters when the runs are few and the cards many.
    runs: [u8; BUCKETS],
    /// The cards each bucket's needs past its Wilds and Stars added (numbered cards: the
    /// natural-card rule counts them).
    added: [u8; BUCKETS],
    /// Between the kinds of one number: the groups that took a card of it (a run takes
    /// one, a set begins), and the cards each set took of it.
    took: u16,
    count: [u8; MAXG],
    value: i64,
    /// The state it came from (in the layer before).
    parent: u32,
}

impl Node {
    /// The node as the cards of a number are handed out from it.
    fn step(&self) -> Step {
        Step {
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
struct Layer {
    kind: Option<usize>,
    nodes: Vec<Node>,
    takes: Vec<u8>,
    /// Each node's needs (see [`Needs`]), and the next node of the same key.
    needs: Vec<Needs>,
    chain: Vec<u32>,
    /// The first node of each key (its chain goes on through `chain`).
    index: Index,
}

/// What a state still needs, where less is never worse: the Wilds and Stars each bucket
/// needs and each colour group's cards to come (a byte each, below 128), and the groups
/// the natural-card rule finds without a numbered card. Of two states alike in all else,
/// one that needs no more than the other and is worth as much makes the other useless.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Needs {
    bytes: u128,
    lacking: u16,
}

impl Needs {
    /// Needs no more than `other` in every part.
    fn within(self, other: Needs) -> bool {
        const HIGH: u128 = u128::from_le_bytes([0x80; 16]);
        ((other.bytes | HIGH) - self.bytes) & HIGH == HIGH && self.lacking & !other.lacking == 0
    }
}

impl Layer {
    /// Node `i`, unless another made it useless.
    fn live(&self, i: usize) -> Option<Node> {
        Some(self.nodes[i]).filter(|n| n.value != GONE)
    }
}

/// A node no longer kept: another state alike needs no more and is worth as much.
const GONE: i64 = i64::MIN;

/// The states of a layer by key.
type Index = HashMap<Key, u32, BuildHasherDefault<Fx>>;

/// The states still to carry on: what each can come to (twice it, less one where the
/// goal's ceiling cut it: see [`Sweep::keep`]), its layer and its place there.
type Open = BinaryHeap<(i64, u32, u32)>;

/// A state's key: the groups' states (identical groups sorted), the buckets' needs and
/// run cards, and the natural-card rule's part.
#[derive(Clone, Copy, Eq)]
struct Key([u64; 7]);

impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a == b)
    }
}

impl std::hash::Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // The words mixed side by side (their products do not wait on each other).
        const K: [u64; 7] = [
            0x9e37_79b9_7f4a_7c15,
            0xc2b2_ae3d_27d4_eb4f,
            0x1656_67b1_9e37_79f9,
            0x85eb_ca77_c2b2_ae63,
            0x27d4_eb2f_1656_67c5,
            0x94d0_49bb_1331_11eb,
            0xbf58_476d_1ce4_e5b9,
        ];
        let mut h = 0u64;
        for (w, k) in self.0.iter().zip(K) {
            h ^= (w ^ k).wrapping_mul(k).rotate_left(29);
        }
        state.write_u64(h);
    }
}

/// A small fast hash for the states' keys.
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// The cards as the sweep takes them: numbered cards in kinds by number, Wilds and Stars
/// by class. The same for every choice of colours.
struct Cards {
    kinds: Vec<Kind>,
    /// The kinds of each number: `at[n]..at[n + 1]`.
    at: [usize; 14],
    /// The cards of each number.
    copies: [u32; 13],
    /// The points of the kinds from each on, and all the Wilds and Stars.
    future: Vec<i64>,
    /// Wilds and Stars by class (four colours, then any colour), most points first.
    pool: [Vec<(usize, u32)>; 5],
    /// The numbered cards from each kind on: their numbers, their copies of each
    /// number, and how many each colour group could take of each colour.
    rest: Vec<Rest>,
    /// The fewest points a numbered card is worth.
    least: i64,
    /// The cards of each number a colour group of each colour could take.
    of_colour: [[u32; 4]; 13],
}

/// The numbered cards still to come, from a kind on.
#[derive(Clone, Copy, Default)]
struct Rest {
    /// The numbers they hold (bit `n`).
    numbers: u16,
    copies: [u8; 13],
    /// The cards of each colour (or of any colour).
    colour: [u8; 4],
    /// The numbers they hold in each colour (a card of any colour in every one).
    numbers_in: [u16; 4],
    /// The cards of each colour itself, and the numbers typed without their colour.
    own: [u8; 4],
    colourless: u8,
}

impl Cards {
    fn new(specs: &[GroupSpec], pieces: &[(usize, Piece, u32)]) -> Cards {
        // Without colour groups, cards of one number differ in nothing that matters.
        let colours = specs.iter().any(|g| g.kind.has_color());
        let plain: Vec<(usize, Piece, u32)> = pieces
            .iter()
            .map(|&(i, p, pts)| match p.num {
                Some(_) if !colours => (
                    i,
                    Piece {
                        col: Col::Unknown,
                        ..p
                    },
                    pts,
                ),
                _ => (i, p, pts),
            })
            .collect();
        let (kinds, pool) = sort_out(&plain);
        let mut at = [0usize; 14];
        let mut copies = [0u32; 13];
        for kind in &kinds {
            let n = usize::from(kind.piece.num.unwrap_or(0));
            copies[n] += kind.cards.len() as u32;
            for a in &mut at[n + 1..] {
                *a += 1;
            }
        }
        let wilds: i64 = pool.iter().flatten().map(|w| i64::from(w.1)).sum();
        let mut future = vec![wilds; kinds.len() + 1];
        for t in (0..kinds.len()).rev() {
            future[t] = future[t + 1] + i64::from(kinds[t].points) * kinds[t].cards.len() as i64;
        }
        let mut rest = vec![Rest::default(); kinds.len() + 1];
        for t in (0..kinds.len()).rev() {
            let mut r = rest[t + 1];
            let n = usize::from(kinds[t].piece.num.unwrap_or(0));
            let len = u8::try_from(kinds[t].cards.len()).unwrap_or(u8::MAX);
            r.numbers |= 1 << n;
            r.copies[n] = r.copies[n].saturating_add(len);
            for (c, count) in r.colour.iter_mut().enumerate() {
                if in_colour(kinds[t].piece.col, c) {
                    *count = count.saturating_add(len);
                    r.numbers_in[c] |= 1 << n;
                }
            }
            match kinds[t].piece.col {
                Col::Known(c) => r.own[c.index()] = r.own[c.index()].saturating_add(len),
                Col::Unknown => r.colourless = r.colourless.saturating_add(len),
                Col::Any => {}
            }
            rest[t] = r;
        }
        let least = kinds.iter().map(|k| i64::from(k.points)).min().unwrap_or(0);
        let mut of_colour = [[0u32; 4]; 13];
        for kind in &kinds {
            let n = usize::from(kind.piece.num.unwrap_or(0));
            for (c, count) in of_colour[n].iter_mut().enumerate() {
                if in_colour(kind.piece.col, c) {
                    *count += kind.cards.len() as u32;
                }
            }
        }
        Cards {
            kinds,
            at,
            copies,
            future,
            pool,
            rest,
            least,
            of_colour,
        }
    }
}

/// One sweep: the groups, the cards, the goal, and the layers of states so far.
struct Sweep<'a> {
    specs: &'a [GroupSpec],
    /// What each group is to the sweep: its kind, or a run for a colour run where no
    /// card has a colour.
    shape: [GroupKind; MAXG],
    /// The colour groups (each keeps its own need and colour in its state; the needs of
    /// the other groups are counted together).
    colour_groups: Vec<usize>,
    /// The first group identical to each: identical groups in identical states are one
    /// state.
    twin: [usize; MAXG],
    /// The order groups are handed a number's cards in: runs, colour groups, sets (the
    /// groups that take any count last, where what is left is known).
    order: [usize; MAXG],
    natural: Natural,
    goal: Goal,
    /// The cards, sorted out once for the sweep.
    cards: &'a Cards,
    /// The number being handed out, and whether this kind is its last (the number
    /// settles with it).
    now: u8,
    settling: Option<u8>,
    /// [`Sweep::bound`] by what it depends on (the number, the runs, sets and colour
    /// runs still open, the colour group's colour), in a small table where two such
    /// keys may take one place (the later stays).
    bounds: Box<[(u64, u32); 256]>,
    /// The first kind still to come.
    to_come: usize,
    /// The Wilds and Stars each bucket could take, and all of them: what a bucket needs
    /// past them is added (each costs `goal.add`), or there is no arrangement.
    allow: [u32; BUCKETS],
    total_allow: u32,
    /// A bucket's room for Wilds and Stars when only runs are in it: 12 a run, less
    /// their cards; counted only where the cards could fill it.
    only_runs: [bool; BUCKETS],
    run_count: [u32; BUCKETS],
    count_runs: [bool; BUCKETS],
    /// The classes an undecided colour group may take at the end: the colours of the
    /// Stars there are, and any-colour cards only (4).
    choices: Vec<usize>,
    layers: Vec<Layer>,
    /// What each layer after the first is made of: `stages[s]` makes layer `s + 1`.
    stages: Vec<Stage>,
    /// The stage being made.
    stage: usize,
    /// The states still to carry on, the one that can come to most first (and of those
    /// the furthest on); an end state is there with what it is worth, as `END`.
    open: Open,
    /// The most an end state found so far is worth: a state that cannot beat it goes.
    found: Option<i64>,
    /// Layers of an earlier sweep, to fill again (their memory kept).
    spare: Vec<Layer>,
    steps: u64,
    limit: u64,
    gave_up: bool,
    /// The index of the first wild a fix adds.
    added_from: usize,
    /// Colour groups' needs are compared apart from their keys (their sizes are below
    /// 128, a byte each with the buckets).
    dominance: bool,
    /// [`Sweep::short_of`] for the groups not begun, from a kind on: whether the number
    /// is handed out, and the size of a run (or 0: the copies a set could take).
    shorts: Vec<[[u8; 14]; 2]>,
    /// For the sets not begun, the same way: the most cards the `i` numbers with most
    /// cards ahead hold (`u8::MAX` first: not worked out yet).
    tops: Vec<[[u8; MAXG + 1]; 2]>,
    /// [`Sweep::colour_short`] for the colour runs not begun, the same way.
    fits: Vec<[[u8; 14]; 2]>,
    /// The phase has colour runs, and cards of their own colours.
    coloured_runs: bool,
    /// Every group is a colour run (with cards of their own colours) or a colour group.
    only_colour: bool,
    /// Where every card counts (a claim's fix), the cost of the runs' windows ahead.
    windows: Option<Windows>,
}

/// The steps a sweep takes before the runs' windows bound is worked out (a sweep that ends
/// sooner does not pay for its table).
const WINDOWS_FROM: u64 = 16;

/// A cost past any worth: what cannot be.
const IMPOSSIBLE: i64 = 1 << 40;

/// One kind of card handed out (`kind`), or a number with no cards settled: the number,
/// whether the number settles with it, and the first kind still to come after it.
#[derive(Clone, Copy)]
struct Stage {
    now: u8,
    kind: Option<usize>,
    settling: Option<u8>,
    to_come: usize,
}

/// The depth an end state is kept at in the open states (after every layer).
const END: u32 = u32::MAX;

/// The state of one node while the cards of one number are handed out.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Step {
    st: [St; MAXG],
    /// Groups that took a card of this number (a run takes one, a set begins).
    took: u16,
    /// Cards a set took of this number.
    count: [u8; MAXG],
    nat: u16,
    value: i64,
}

impl<'a> Sweep<'a> {
    fn new(specs: &'a [GroupSpec], cards: &'a Cards, natural: Natural, goal: Goal) -> Sweep<'a> {
        let pool = &cards.pool;
        let k = specs.len();
        // Where no card has a colour of its own, a colour run's colour matters only for
        // the cards typed without one (which it never takes): it is counted as a run.
        let coloured_cards = cards
            .kinds
            .iter()
            .any(|k| matches!(k.piece.col, Col::Known(_)))
            || cards.pool[..4].iter().any(|p| !p.is_empty());
        let mut shape = [GroupKind::Set; MAXG];
        for g in 0..k {
            shape[g] = match specs[g].kind {
                GroupKind::ColorRun if !coloured_cards => GroupKind::Run,
                kind => kind,
            };
        }
        let mut twin = [0usize; MAXG];
        let mut only_runs = [true; BUCKETS];
        let mut run_count = [0u32; BUCKETS];
        for g in 0..k {
            twin[g] = (0..g).find(|&h| specs[h] == specs[g]).unwrap_or(g);
            match shape[g] {
                GroupKind::Run => run_count[4] += 1,
                GroupKind::Set => only_runs[4] = false,
                GroupKind::Color | GroupKind::ColorRun => {}
            }
        }
        let colour_groups = (0..k).filter(|&g| shape[g].has_color()).collect();
        let mut order = [0usize; MAXG];
        let mut by_place: Vec<usize> = (0..k).collect();
        by_place.sort_by_key(|&g| match shape[g] {
            GroupKind::Run | GroupKind::ColorRun => 0,
            GroupKind::Color => 1,
            GroupKind::Set => 2,
        });
        order[..k].copy_from_slice(&by_place);
        let mut choices: Vec<usize> = (0..4).filter(|&c| !pool[c].is_empty()).collect();
        choices.push(4);
        let coloured: u32 = pool[..4].iter().map(|p| p.len() as u32).sum();
        let any = pool[4].len() as u32;
        let mut allow = [0u32; BUCKETS];
        for b in 0..4 {
            allow[b] = pool[b].len() as u32 + any;
        }
        allow[4] = coloured + any;
        let total_allow = coloured + any;
        let naturals: u32 = cards.copies.iter().sum();
        // A colour run's room binds only where its colour's cards and Stars could pass 12.
        let mut of_colour = [0u32; 4];
        for by_number in &cards.of_colour {
            for (n, count) in of_colour.iter_mut().zip(by_number) {
                *n += count;
            }
        }
        let mut count_runs = [false; BUCKETS];
        for b in 0..4 {
            count_runs[b] = 12 < of_colour[b] + allow[b];
        }
        count_runs[4] = only_runs[4] && 12 * run_count[4] < naturals + total_allow;
        let windows = Windows::new(goal, cards, &specs[..k], total_allow);
        Sweep {
            specs,
            shape,
            colour_groups,
            twin,
            order,
            natural,
            goal,
            cards,
            now: 0,
            settling: None,
            bounds: Box::new([(u64::MAX, 0); 256]),
            to_come: 0,
            allow,
            total_allow,
            only_runs,
            run_count,
            count_runs,
            choices,
            layers: Vec::with_capacity(13),
            stages: Vec::with_capacity(64),
            stage: 0,
            open: SPARE
                .with(|spare| spare.try_borrow_mut().map(|mut s| std::mem::take(&mut s.1)))
                .unwrap_or_default(),
            found: None,
            spare: SPARE
                .with(|spare| spare.try_borrow_mut().map(|mut s| std::mem::take(&mut s.0)))
                .unwrap_or_default(),
            steps: 0,
            limit: 0,
            gave_up: false,
            added_from: usize::MAX / 2,
            dominance: k + BUCKETS <= 16 && specs.iter().all(|g| g.size < 128),
            shorts: Vec::with_capacity(64),
            tops: Vec::with_capacity(64),
            fits: Vec::with_capacity(64),
            coloured_runs: shape[..k].contains(&GroupKind::ColorRun),
            only_colour: shape[..k]
                .iter()
                .all(|s| matches!(s, GroupKind::ColorRun | GroupKind::Color)),
            windows,
        }
    }

    fn k(&self) -> usize {
        self.specs.len()
    }

    /// An empty layer, from an earlier sweep's memory where there is one.
    fn layer(&mut self) -> Layer {
        match self.spare.pop() {
            Some(mut layer) => {
                layer.kind = None;
                layer.nodes.clear();
                layer.takes.clear();
                layer.needs.clear();
                layer.chain.clear();
                layer.index.clear();
                layer
            }
            None => Layer::default(),
        }
    }

    /// Whether group `h` would take more copies of `p` to no harm, so that leaving them
    /// out is never better: a set that takes this number (it needs fewer), a colour group
    /// whose colour they keep (it needs fewer, or has more). A numbered card laid only
    /// helps the natural-card rule.
    fn absorbs(&self, h: usize, step: &Step, p: Piece) -> bool {
        if !self.takes(h, step, p) {
            return false;
        }
        match step.st[h] {
            St::Colour { col, .. } => match p.col {
                Col::Known(c) => usize::from(col) == c.index(),
                _ => true,
            },
            St::Open => self.shape[h] == GroupKind::Set && step.took & (1 << h) != 0,
            _ => false,
        }
    }

    /// Whether group `g` in state `step` can take piece `p`.
    fn takes(&self, g: usize, step: &Step, p: Piece) -> bool {
        let spec = self.specs[g];
        if spec.kind.has_color() {
            let col = step.st[g].col();
            match p.col {
                Col::Unknown => return false,
                Col::Known(c) if col != ANY && usize::from(col) != c.index() => return false,
                _ => {}
            }
        }
        match step.st[g] {
            St::Colour { .. } => true,
            St::Closed | St::ColourDone { .. } => false,
            St::Open => spec.kind == GroupKind::Set || step.took & (1 << g) == 0,
            St::Run { .. } | St::ColourRun { .. } => step.took & (1 << g) == 0,
        }
    }

    /// Carries the states on, always the one that can come to most first (a best-first
    /// search over the layers): the first end state taken is the best, and the states
    /// that cannot come to as much are never carried on.
    fn run(&mut self) -> Option<Swept> {
        let k = self.k();
        let mut root = [St::Open; MAXG];
        for g in 0..k {
            if self.specs[g].kind == GroupKind::Color {
                root[g] = St::Colour {
                    need: self.specs[g].size,
                    col: self.goal.colour.unwrap_or(ANY),
                };
            }
        }
        // Each kind of card of a number makes a layer, the last settling the number too
        // (runs end or have a gap, sets close); a number with no cards settles on its own.
        self.stages.clear();
        for n in 1..=12u8 {
            let (lo, hi) = (
                self.cards.at[usize::from(n)],
                self.cards.at[usize::from(n) + 1],
            );
            for t in lo..hi {
                self.stages.push(Stage {
                    now: n,
                    kind: Some(t),
                    settling: (t + 1 == hi).then_some(n),
                    to_come: t + 1,
                });
            }
            if lo == hi {
                self.stages.push(Stage {
                    now: n,
                    kind: None,
                    settling: Some(n),
                    to_come: hi,
                });
            }
        }
        self.shorts.clear();
        self.shorts.resize(self.stages.len(), [[u8::MAX; 14]; 2]);
        self.tops.clear();
        self.tops
            .resize(self.stages.len(), [[u8::MAX; MAXG + 1]; 2]);
        self.fits.clear();
        self.fits.resize(self.stages.len(), [[u8::MAX; 14]; 2]);
        let mut first = self.layer();
        first.nodes.push(Node {
            st: root,
            nat: 0,
            need: [0; BUCKETS],
            runs: [0; BUCKETS],
            added: [0; BUCKETS],
            took: 0,
            count: [0; MAXG],
            value: 0,
            parent: 0,
        });
        self.layers.push(first);
        for s in 0..self.stages.len() {
            let mut layer = self.layer();
            layer.kind = self.stages[s].kind;
            self.layers.push(layer);
        }
        self.open.clear();
        self.open.push((i64::MAX, 0, 0));
        let mut takes = vec![0u8; k];
        while let Some((_, depth, i)) = self.open.pop() {
            let i = i as usize;
            if depth == END {
                let last = self.layers.len() - 1;
                let node = self.layers[last].nodes[i];
                if node.value == GONE {
                    continue;
                }
                let (score, class) = self.end(&node)?;
                return Some(self.assignment(score, i, &self.chosen(&node, &class)));
            }
            let depth = depth as usize;
            let Some(node) = self.layers[depth].live(i) else {
                continue;
            };
            let stage = self.stages[depth];
            self.stage = depth;
            self.now = stage.now;
            self.to_come = stage.to_come;
            self.settling = stage.settling;
            let mut next = std::mem::take(&mut self.layers[depth + 1]);
            match stage.kind {
                Some(t) => {
                    let mut step = node.step();
                    let before = step;
                    self.spread(&mut next, &node, i, t, 0, &mut step, &before, &mut takes);
                }
                None => self.settle(stage.now, node, i, &[], &mut next),
            }
            self.layers[depth + 1] = next;
            if self.gave_up {
                return None;
            }
        }
        None
    }

    /// Hands out the copies of kind `t` to the groups from place `pos` on (`before`:
    /// the state before; `base`, at `parent`, the node it came from).
    #[allow(clippy::too_many_arguments)]
    fn spread(
        &mut self,
        next: &mut Layer,
        base: &Node,
        parent: usize,
        t: usize,
        pos: usize,
        step: &mut Step,
        before: &Step,
        takes: &mut [u8],
    ) {
        if self.gave_up {
            return;
        }
        let k = self.k();
        let left = self.cards.kinds[t].cards.len() as u8
            - self.order[..pos].iter().map(|&h| takes[h]).sum::<u8>();
        if pos == k {
            let saved = *step;
            if left > 0 {
                let Some(drop) = self.goal.drop else { return };
                // Cards a group would take to no harm are better laid.
                if (0..k).any(|h| self.absorbs(h, step, self.cards.kinds[t].piece)) {
                    return;
                }
                step.value += drop * i64::from(left);
            }
            self.steps += 1;
            if self.steps > self.limit {
                self.gave_up = true;
                return;
            }
            let node = Node {
                st: step.st,
                nat: step.nat,
                took: step.took,
                count: step.count,
                value: step.value,
                parent: parent as u32,
                ..*base
            };
            match self.settling {
                Some(n) => self.settle(n, node, parent, takes, next),
                None => self.keep(node, takes, next, false),
            }
            *step = saved;
            return;
        }
        let g = self.order[pos];
        let p = self.cards.kinds[t].piece;
        let mut most = if self.takes(g, step, p) {
            if self.specs[g].kind.has_run() {
                left.min(1)
            } else {
                left
            }
        } else {
            0
        };
        // Identical groups in identical states: take no more than the earlier twin.
        if let Some(h) = (self.twin[g]..g).rev().find(|&h| {
            self.twin[h] == self.twin[g]
                && before.st[h] == before.st[g]
                && (before.took >> h & 1) == (before.took >> g & 1)
                && (before.nat >> h & 1) == (before.nat >> g & 1)
                && before.count[h] == before.count[g]
        }) {
            most = most.min(takes[h]);
        }
        // The last group: what it leaves is left out. Where that may not be, it takes
        // the rest; where a set takes this number or a colour group keeps its colour,
        // leaving out is never better (see `absorbs`).
        let least = if pos + 1 < k {
            0
        } else if self.goal.drop.is_none() {
            if most < left {
                return;
            }
            left
        } else if self.absorbs(g, step, p) {
            most
        } else {
            0
        };
        let open_set = self.shape[g] == GroupKind::Set
            && step.st[g] == St::Open
            && step.took & (1 << g) == 0
            && pos + 1 == k
            && self.goal.drop.is_some();
        let saved = *step;
        let points = i64::from(self.cards.kinds[t].points);
        for take in (least..=most).rev() {
            // A set that begins with this number at the last place takes them all.
            if open_set && take > 0 && take < most {
                continue;
            }
            if take > 0 {
                step.took |= 1 << g;
                step.count[g] = step.count[g].saturating_add(take);
                if p.natural {
                    step.nat |= 1 << g;
                }
                // A card of a colour gives a colour group its colour.
                let c = match p.col {
                    Col::Known(c) => c.index() as u8,
                    _ => ANY,
                };
                let col = |was: u8| if was == ANY { c } else { was };
                step.st[g] = match step.st[g] {
                    St::Colour { need, col: was } => St::Colour {
                        need: need.saturating_sub(take),
                        col: col(was),
                    },
                    St::Open if self.shape[g] == GroupKind::ColorRun => St::ColourRun {
                        span: 0,
                        col: c,
                        gaps: 0,
                        count: 0,
                    },
                    St::ColourRun {
                        span,
                        col: was,
                        gaps,
                        count,
                    } => St::ColourRun {
                        span,
                        col: col(was),
                        gaps,
                        count,
                    },
                    other => other,
                };
                if self.goal.gain {
                    step.value += points * i64::from(take);
                }
            }
            takes[g] = take;
            self.spread(next, base, parent, t, pos + 1, step, before, takes);
            takes[g] = 0;
            *step = saved;
            if self.gave_up {
                return;
            }
        }
    }

    /// The groups' states once number `n` is handed out. A run that took no card of it
    /// either ends, or has a gap there for a Wild or Star: both are tried.
    fn settle(&mut self, n: u8, mut node: Node, parent: usize, takes: &[u8], next: &mut Layer) {
        let k = self.k();
        let step = node.step();
        node.parent = parent as u32;
        node.took = 0;
        node.count = [0; MAXG];
        let mut open_runs = 0u16;
        let b = 4;
        for g in 0..k {
            let spec = self.specs[g];
            let took = step.took & (1 << g) != 0;
            match (self.shape[g], node.st[g]) {
                (GroupKind::Set, St::Open) if took => {
                    node.st[g] = St::Closed;
                    node.need[b] += u16::from(spec.size.saturating_sub(step.count[g]));
                }
                (GroupKind::Run, St::Open) if took => {
                    node.st[g] = St::Run { span: 1 };
                    node.runs[b] += u8::from(self.count_runs[b]);
                }
                (GroupKind::Run, St::Run { span }) if took => {
                    node.st[g] = St::Run {
                        span: (span + 1).min(spec.size),
                    };
                    node.runs[b] += u8::from(self.count_runs[b]);
                }
                (
                    GroupKind::ColorRun,
                    St::ColourRun {
                        span,
                        col,
                        gaps,
                        count,
                    },
                ) if took => {
                    let span = (span + 1).min(spec.size);
                    node.st[g] = if col == ANY {
                        St::ColourRun {
                            span,
                            col,
                            gaps,
                            count: count + 1,
                        }
                    } else {
                        // Its colour's bucket counts its gaps and cards from now.
                        let c = usize::from(col);
                        node.need[c] += u16::from(gaps);
                        if self.count_runs[c] {
                            node.runs[c] += count + 1;
                        }
                        St::ColourRun {
                            span,
                            col,
                            gaps: 0,
                            count: 0,
                        }
                    };
                }
                (_, St::Run { .. } | St::ColourRun { .. }) => open_runs |= 1 << g,
                _ => {}
            }
        }
        if n == 12 {
            // Every group settles: what is open is Wilds and Stars only.
            for g in 0..k {
                let size = self.specs[g].size;
                node.st[g] = match node.st[g] {
                    St::Open if self.shape[g] == GroupKind::ColorRun => St::ColourDone {
                        need: size,
                        count: 0,
                        col: ANY,
                    },
                    St::Open => {
                        node.need[b] += u16::from(size);
                        St::Closed
                    }
                    St::Run { span } => {
                        node.need[b] += u16::from(size - span);
                        St::Closed
                    }
                    St::ColourRun {
                        span,
                        col,
                        gaps,
                        count,
                    } => colour_done(&mut node, size, span, col, gaps, count),
                    other => other,
                };
            }
            self.keep(node, takes, next, true);
            return;
        }
        self.branch(&node, node, open_runs, 0, takes, next);
    }

    /// Each run in `open` (from group `g` on) ends or has a gap; of identical runs in
    /// identical states (in `before`), the later ones end if an earlier one does.
    fn branch(
        &mut self,
        before: &Node,
        node: Node,
        open: u16,
        g: usize,
        takes: &[u8],
        next: &mut Layer,
    ) {
        if self.gave_up {
            return;
        }
        let Some(g) = (g..self.k()).find(|&h| open & (1 << h) != 0) else {
            self.keep(node, takes, next, true);
            return;
        };
        let twin_ended = (self.twin[g]..g).any(|h| {
            self.twin[h] == self.twin[g]
                && open & (1 << h) != 0
                && before.st[h] == before.st[g]
                && (before.nat >> h & 1) == (before.nat >> g & 1)
                && node.st[h].closed()
        });
        let size = self.specs[g].size;
        let b = 4;
        let (mut gap, mut end) = (node, node);
        // A gap, while Wilds and Stars could fill it; or the end.
        let fits = match node.st[g] {
            St::Run { span } => {
                gap.st[g] = St::Run {
                    span: (span + 1).min(size),
                };
                gap.need[b] += 1;
                end.st[g] = St::Closed;
                end.need[b] += u16::from(size - span);
                u32::from(gap.need[b]) <= self.allow[b]
            }
            St::ColourRun {
                span,
                col,
                gaps,
                count,
            } => {
                gap.st[g] = St::ColourRun {
                    span: (span + 1).min(size),
                    col,
                    gaps: gaps + u8::from(col == ANY),
                    count,
                };
                end.st[g] = colour_done(&mut end, size, span, col, gaps, count);
                if col == ANY {
                    u32::from(gaps) < self.total_allow
                } else {
                    let c = usize::from(col);
                    gap.need[c] += 1;
                    u32::from(gap.need[c]) <= self.allow[c]
                }
            }
            _ => unreachable!("only runs going on branch"),
        };
        let gapped = !twin_ended && (self.goal.add.is_some() || fits);
        if gapped {
            self.branch(before, gap, open, g + 1, takes, next);
        }
        // A run one short of its size needs one Wild or Star whether it ends or has a
        // gap: with the gap it is as good and still open (it may end at the next number
        // for nothing), so ending is never better.
        let span = match node.st[g] {
            St::Run { span } | St::ColourRun { span, .. } => span,
            _ => 0,
        };
        if !(gapped && span + 1 == size) {
            self.branch(before, end, open, g + 1, takes, next);
        }
    }

    /// The fewest cards of the numbers to come that no group can take: a run takes one
    /// card a number, a set with no number yet all of one number; past them (when no
    /// colour group takes more) the rest are left out.
    fn bound(&mut self, node: &Node) -> u32 {
        let k = self.k();
        let mut runs = 0u32;
        let mut sets = 0u32;
        // The colour runs going on or not begun by colour (4: no colour yet).
        let mut colour_runs = [0u32; 5];
        // A colour group takes any of its colour's cards still to come (a group with no
        // colour yet, those of the colour with most).
        let rest = &self.cards.rest[self.to_come];
        let mut absorbed = 0u32;
        let mut colours = 0;
        let mut colour = ANY;
        for g in 0..k {
            match (self.shape[g], node.st[g]) {
                (GroupKind::Color, St::Colour { col, .. }) => {
                    absorbed += u32::from(if col == ANY {
                        rest.colour.iter().max().copied().unwrap_or(0)
                    } else {
                        rest.colour[usize::from(col)]
                    });
                    colours += 1;
                    colour = col;
                }
                (GroupKind::Color, _) => return 0,
                (GroupKind::Set, St::Open) => sets += 1,
                (GroupKind::Run, St::Open | St::Run { .. }) => runs += 1,
                (GroupKind::ColorRun, St::Open) => colour_runs[4] += 1,
                (GroupKind::ColorRun, St::ColourRun { col, .. }) => {
                    colour_runs[usize::from(col)] += 1;
                }
                _ => {}
            }
        }
        // With more than one colour group, every colour run is counted as a run, and
        // the colour groups' cards are taken off at the end.
        let (colour, less) = match colours {
            0 => (5, 0),
            1 => (usize::from(colour), 0),
            _ => {
                runs += colour_runs.iter().sum::<u32>();
                colour_runs = [0; 5];
                (5, absorbed)
            }
        };
        let mut key = u64::from(self.now) | u64::from(runs) << 4 | u64::from(sets) << 8;
        key |= (colour as u64) << 12;
        for (c, &n) in colour_runs.iter().enumerate() {
            key |= u64::from(n) << (16 + 4 * c);
        }
        let slot = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 56) as usize;
        if self.bounds[slot].0 == key {
            return self.bounds[slot].1.saturating_sub(less);
        }
        let lost = self.lost(runs, sets as usize, colour_runs, colour);
        self.bounds[slot] = (key, lost);
        lost.saturating_sub(less)
    }

    /// The fewest cards to come, Wilds and Stars too, that no group can take where every
    /// group is a colour run or a colour group: each has one colour, so the cards of the
    /// colours none of them takes are left out (of those still free to take any colour,
    /// each takes the colour with most), and so are the numbers typed without a colour.
    fn colour_lost(&self, node: &Node) -> u32 {
        if !self.only_colour {
            return 0;
        }
        let rest = &self.cards.rest[self.to_come];
        let mut taken = [false; 4];
        let mut free = 0;
        for g in 0..self.k() {
            match node.st[g] {
                St::Colour { col, .. } | St::ColourRun { col, .. } | St::ColourDone { col, .. }
                    if col != ANY =>
                {
                    taken[usize::from(col)] = true;
                }
                _ => free += 1,
            }
        }
        let mut left = [0u32; 4];
        let mut m = 0;
        for c in (0..4).filter(|&c| !taken[c]) {
            left[m] = u32::from(rest.own[c]) + self.cards.pool[c].len() as u32;
            m += 1;
        }
        left[..m].sort_unstable();
        left[..m.saturating_sub(free)].iter().sum::<u32>() + u32::from(rest.colourless)
    }

    /// The fewest cards of the numbers after `now` that no group can take: at each
    /// number the runs take one card each (a colour run one of its colour), a colour
    /// group of colour `colour` (4: any one colour; 5: none) every card of its colour,
    /// and the sets take all the cards of the numbers that leave the most.
    fn lost(&self, runs: u32, sets: usize, colour_runs: [u32; 5], colour: usize) -> u32 {
        let choices = match colour {
            5 => 4..5,
            4 => 0..4,
            c => c..c + 1,
        };
        let mut fewest = u32::MAX;
        for c in choices {
            let mut over = [0u32; 12];
            let mut m = 0;
            for n in usize::from(self.now) + 1..13 {
                let of = &self.cards.of_colour[n];
                let mut taken = runs + colour_runs[4];
                for (d, &count) in of.iter().enumerate() {
                    taken += if d == c {
                        count
                    } else {
                        count.min(colour_runs[d])
                    };
                }
                let o = self.cards.copies[n].saturating_sub(taken);
                if o > 0 {
                    over[m] = o;
                    m += 1;
                }
            }
            let lost = if sets >= m {
                0
            } else {
                let over = &mut over[..m];
                if sets > 0 {
                    over.sort_unstable_by(|a, b| b.cmp(a));
                }
                over[sets..].iter().sum()
            };
            fewest = fewest.min(lost);
        }
        fewest
    }

    /// What the cards after `now` will cost at the least (see [`Windows`]), `free` gaps
    /// filled for nothing.
    fn window_cost(&mut self, node: &Node, free: usize, settled: bool) -> i64 {
        let n = usize::from(self.now) + 1;
        // The runs going on, those of them that must go on past `now`, and those not
        // begun. (Before `now` is settled, a run may yet take `now`: it counts it, and
        // a run not begun that took `now` goes on from it.)
        let (mut on, mut must, mut fresh, mut sets) = (0, 0, 0, 0);
        let at_now = usize::from(!settled);
        // The colour group's colour (`ANY` while not known), if there is one.
        let mut colour = None;
        for g in 0..self.k() {
            let size = usize::from(self.specs[g].size);
            match (self.shape[g], node.st[g]) {
                (_, St::Run { span } | St::ColourRun { span, .. }) => {
                    on += 1;
                    must += usize::from(usize::from(span) + at_now < size);
                }
                (GroupKind::Run | GroupKind::ColorRun, St::Open)
                    if !settled && node.took & (1 << g) != 0 =>
                {
                    on += 1;
                    must += usize::from(1 < size);
                }
                (GroupKind::Run | GroupKind::ColorRun, St::Open) => fresh += 1,
                (GroupKind::Set, St::Open) => sets += 1,
                (_, St::Colour { col, .. }) => colour = Some(col),
                _ => {}
            }
        }
        if n > 12 {
            return 0;
        }
        let cards = self.cards;
        let Some(windows) = self.windows.as_mut() else {
            return 0;
        };
        let free = free.min(windows.free);
        let colours = match colour {
            None => 4..5,
            Some(ANY) => 0..4,
            Some(c) => usize::from(c)..usize::from(c) + 1,
        };
        // Before `now` is settled, runs not begun may yet begin at it (and then go on).
        let begin = if settled { 0 } else { fresh };
        let mut least = i64::MAX;
        for c in colours {
            for b in 0..=begin {
                let at = windows.at(n, (on + b, must + b, fresh - b), sets, free);
                least = least.min(windows.rules(cards, c, n)[at]);
            }
        }
        least
    }

    /// The fewest cards past the Wilds and Stars there are that the groups will still
    /// need from `node` on (`settled`: the number `now` is handed out): each group's
    /// need met as well as the cards still to come could meet it on their own, as if
    /// no other group wanted them.
    fn short_of(&mut self, node: &Node, settled: bool) -> (u32, u32) {
        let rest = &self.cards.rest[self.to_come];
        let now = usize::from(self.now);
        // The first number a group that took none of `now` could still take.
        let from = if settled { now + 1 } else { now };
        let held = |lo: usize, len: usize| held_in(rest.numbers, lo, len);
        let mut short: u32 = node.need.iter().map(|&x| u32::from(x)).sum();
        // The sets not begun: how many, their cards, and what each alone is short of.
        let (mut open_sets, mut open_size, mut sets_short) = (0usize, 0u32, 0u32);
        // What the runs will still be short of (the rest is needed already, or by the
        // sets and colour groups).
        let mut runs = 0;
        for g in 0..self.k() {
            let size = usize::from(self.specs[g].size);
            let took = !settled && node.took & (1 << g) != 0;
            short += match (self.shape[g], node.st[g]) {
                (_, St::Run { span } | St::ColourRun { span, .. }) => {
                    let gaps = match node.st[g] {
                        St::ColourRun { col: ANY, gaps, .. } => u32::from(gaps),
                        _ => 0,
                    };
                    let (left, lo) = if took {
                        (size.saturating_sub(usize::from(span) + 1), now + 1)
                    } else {
                        (size - usize::from(span), from)
                    };
                    let ahead = left as u32 - held(lo, left);
                    runs += ahead;
                    gaps + ahead
                }
                (GroupKind::Run | GroupKind::ColorRun, St::Open) => {
                    let ahead = if took {
                        (size - 1) as u32 - held(now + 1, size - 1)
                    } else {
                        let known =
                            &mut self.shorts[self.stage][usize::from(settled)][size.min(13)];
                        if *known == u8::MAX {
                            let best = (from..13).map(|lo| held(lo, size)).max().unwrap_or(0);
                            *known = (size as u32 - best).min(254) as u8;
                        }
                        u32::from(*known)
                    };
                    runs += ahead;
                    ahead
                }
                (GroupKind::Set, St::Open) => {
                    let most = if took {
                        usize::from(node.count[g]) + usize::from(rest.copies[now])
                    } else {
                        let known = &mut self.shorts[self.stage][usize::from(settled)][0];
                        if *known == u8::MAX {
                            *known = rest.copies[from.min(13)..]
                                .iter()
                                .max()
                                .copied()
                                .unwrap_or(0);
                        }
                        open_sets += 1;
                        open_size += size as u32;
                        usize::from(*known)
                    };
                    let short = size.saturating_sub(most) as u32;
                    if took {
                        short
                    } else {
                        sets_short += short;
                        0
                    }
                }
                (_, St::Colour { need, col }) => {
                    let there = if col == ANY {
                        rest.colour.iter().max().copied().unwrap_or(0)
                    } else {
                        rest.colour[usize::from(col)]
                    };
                    u32::from(need.saturating_sub(there))
                }
                (_, St::ColourDone { col: ANY, need, .. }) => u32::from(need),
                _ => 0,
            };
        }
        // The sets not begun together: each takes the cards of one number, so all of
        // them take no more than the numbers with most cards ahead hold, one each.
        if open_sets > 0 {
            let tops = &mut self.tops[self.stage][usize::from(settled)];
            if tops[0] == u8::MAX {
                let mut copies = rest.copies;
                let ahead = &mut copies[from.min(13)..];
                ahead.sort_unstable_by(|a, b| b.cmp(a));
                tops[0] = 0;
                for i in 1..tops.len() {
                    tops[i] = tops[i - 1].saturating_add(ahead.get(i - 1).copied().unwrap_or(0));
                }
            }
            let held = u32::from(tops[open_sets.min(MAXG)]);
            short += sets_short.max(open_size.saturating_sub(held));
        }
        (short.saturating_sub(self.total_allow), short - runs)
    }

    /// Whether the natural-card rule can no longer be met from `node` on (where no card
    /// is added to meet it): the phase, or under `natural = "group"` a group, has no
    /// numbered card and none still to come that it could take.
    fn never_natural(&self, node: &Node) -> bool {
        if self.goal.waive {
            return false;
        }
        let rest = &self.cards.rest[self.to_come];
        match self.natural {
            Natural::Phase => node.nat == 0 && rest.numbers == 0,
            Natural::Group => (0..self.k()).any(|g| {
                node.nat & (1 << g) == 0
                    && match node.st[g] {
                        St::Closed | St::ColourDone { .. } => true,
                        St::Colour { col, .. } | St::ColourRun { col, .. } if col != ANY => {
                            rest.colour[usize::from(col)] == 0
                        }
                        _ => rest.numbers == 0,
                    }
            }),
        }
    }

    /// The fewest cards the colour runs will be short of from `node` on, past the Wilds
    /// and Stars of their colours: a colour run going on, in its colour; one not begun,
    /// in the colour that leaves it shortest; each over a window of numbers whose gaps
    /// the Wilds and Stars of that colour fill (as if no other group wanted them), and
    /// one more card where the natural-card rule asks every group for a numbered card
    /// and the window has none. (A lower bound: each colour's Wilds and Stars are
    /// counted whole for each run.)
    fn colour_short(&mut self, node: &Node, settled: bool) -> u32 {
        if !self.coloured_runs {
            return 0;
        }
        let rest = self.cards.rest[self.to_come];
        let now = usize::from(self.now);
        let from = if settled { now + 1 } else { now };
        let rule = self.natural == Natural::Group && !self.goal.waive;
        let mut short = 0;
        for g in 0..self.k() {
            if self.shape[g] != GroupKind::ColorRun || !settled && node.took & (1 << g) != 0 {
                continue;
            }
            let size = usize::from(self.specs[g].size);
            short += match node.st[g] {
                St::ColourRun { span, col, .. } if col != ANY => {
                    let c = usize::from(col);
                    let left = size.saturating_sub(usize::from(span));
                    let gaps = left as u32 - held_in(rest.numbers_in[c], from, left);
                    gaps.saturating_sub(self.allow[c])
                }
                St::Open => {
                    let known = &mut self.fits[self.stage][usize::from(settled)][size.min(13)];
                    if *known == u8::MAX {
                        let least = (0..4)
                            .map(|c| {
                                let best = (from..13)
                                    .map(|lo| held_in(rest.numbers_in[c], lo, size))
                                    .max()
                                    .unwrap_or(0);
                                let gaps = (size as u32 - best).saturating_sub(self.allow[c]);
                                gaps.max(u32::from(rule && best == 0))
                            })
                            .min()
                            .unwrap_or(0);
                        *known = least.min(254) as u8;
                    }
                    u32::from(*known)
                }
                _ => 0,
            };
        }
        short
    }

    /// Keeps `node` if it is the best way to its state so far.
    fn keep(&mut self, mut node: Node, takes: &[u8], next: &mut Layer, settled: bool) {
        let k = self.k();
        // What a bucket needs past the Wilds and Stars it could take is added.
        for b in 0..BUCKETS {
            let allow = u16::try_from(self.allow[b]).unwrap_or(u16::MAX);
            if node.need[b] > allow {
                let Some(cost) = self.goal.add else { return };
                node.value += cost * i64::from(node.need[b] - allow);
                let more = u8::try_from(node.need[b] - allow).unwrap_or(u8::MAX);
                node.added[b] = node.added[b].saturating_add(more);
                node.need[b] = allow;
            }
        }
        // The cards the groups will be short of, past the Wilds and Stars there are.
        let (short, other) = self.short_of(&node, settled);
        // (Two lower bounds on the cards to add: the higher holds.)
        let short = short.max(self.colour_short(&node, settled));
        if self.goal.add.is_none() && (short > 0 || self.never_natural(&node)) {
            return;
        }
        let lost = i64::from(self.bound(&node).max(self.colour_lost(&node)));
        // What the runs' windows cost at the least (see [`Windows`]), the first gaps
        // filled for nothing by the Wilds and Stars the needs so far and the sets and
        // colour groups leave.
        let windows = if self.windows.is_some()
            && self.steps >= WINDOWS_FROM
            && (lost == 0 || self.goal.drop.is_some())
        {
            let free = self.total_allow.saturating_sub(other);
            let windows = self.window_cost(&node, free as usize, settled);
            if windows >= IMPOSSIBLE {
                return;
            }
            Some(windows)
        } else {
            None
        };
        let most = match self.goal.drop {
            None if lost > 0 => return,
            None => node.value,
            Some(cost) => {
                // The most it can still come to: every card to come laid (but those no
                // group can take, worth the fewest points), and no more cards added than
                // it is short of.
                let gain = if self.goal.gain {
                    self.cards.future[self.to_come] - self.cards.least * lost
                } else {
                    0
                };
                let added = self.goal.add.unwrap_or(0) * i64::from(short);
                let most = node.value + gain + cost * lost + added;
                // Another bound, the lower of the two kept.
                if let Some(windows) = windows {
                    if self.goal.gain {
                        // For a lay-down, the points of the cards the windows leave are
                        // not gained.
                        most.min(node.value + self.cards.future[self.to_come] - windows)
                    } else {
                        // For a claim's fix, what the windows cost, and what the other
                        // needs are short of past every Wild and Star.
                        let short = other.saturating_sub(self.total_allow);
                        let add = self.goal.add.unwrap_or(0);
                        most.min(node.value - windows + add * i64::from(short))
                    }
                } else {
                    most
                }
            }
        };
        // Of the states the ceiling holds alike, those it did not cut go first: their
        // bound is tighter, and the first end state at the ceiling ends the sweep.
        let loose = i64::from(self.goal.ceiling.is_some_and(|c| most > c));
        let most = self.goal.ceiling.map_or(most, |c| most.min(c));
        if self.goal.floor.is_some_and(|f| most < f) || self.found.is_some_and(|f| most <= f) {
            return;
        }
        // The key: identical groups sorted (with their needs and natural cards); what
        // the state needs apart, for one state to make another useless.
        let rule = self.natural == Natural::Group && !self.goal.waive;
        // Where a card laid is worth nothing and one left out costs nothing, a group
        // that needs no more is done: what it takes from now on changes nothing (once
        // the natural-card rule has what it asks for).
        let done = !self.goal.gain
            && self.goal.drop == Some(0)
            && match self.natural {
                _ if self.goal.waive => true,
                Natural::Phase => node.nat != 0,
                Natural::Group => node.nat.count_ones() as usize == k,
            };
        let mut codes = [0u64; MAXG];
        for g in 0..k {
            let (st, need) = match node.st[g] {
                St::Colour { need: 0, .. } if done => (St::Closed, 0),
                St::Run { span } | St::ColourRun { span, .. }
                    if done
                        && span == self.specs[g].size
                        && !matches!(node.st[g], St::ColourRun { col: ANY, .. }) =>
                {
                    (St::Closed, 0)
                }
                St::ColourDone { col, .. } if done && col != ANY => (St::Closed, 0),
                St::Colour { need, col } if self.dominance => (St::Colour { need: 0, col }, need),
                st => (st, 0),
            };
            let code = u64::from(st.code())
                | u64::from(node.took >> g & 1) << 16
                | u64::from(node.count[g]) << 17;
            let lacking = u64::from(rule && node.nat & (1 << g) == 0);
            codes[g] = code << 16 | u64::from(need) << 8 | lacking;
        }
        let mut g = 0;
        while g < k {
            let mut h = g + 1;
            while h < k && self.twin[h] == self.twin[g] {
                h += 1;
            }
            codes[g..h].sort_unstable();
            g = h;
        }
        let mut key = [0u64; 7];
        let mut bytes = [0u8; 16];
        let mut lacking = 0u16;
        for (g, &c) in codes[..k].iter().enumerate() {
            key[g / 2] |= (c >> 16) << (32 * (g % 2));
            bytes[BUCKETS + g] = (c >> 8) as u8;
            lacking |= ((c & 1) as u16) << g;
        }
        if self.natural == Natural::Phase && !self.goal.waive && node.nat == 0 {
            lacking |= 1 << 15;
        }
        for b in 0..BUCKETS {
            // Needs are within what there is to fill them (at most 108 cards).
            bytes[b] = node.need[b].min(127) as u8;
            key[6] |= u64::from(node.runs[b]) << (8 * b);
            // The cards added count toward the natural-card rule: as many as there are
            // groups, or one where the phase needs one.
            if self.goal.add.is_some() && !self.goal.waive {
                let most = if self.natural == Natural::Phase {
                    1
                } else {
                    k.min(15) as u8
                };
                key[6] |= u64::from(node.added[b].min(most)) << (40 + 4 * b);
            }
        }
        let needs = Needs {
            bytes: u128::from_le_bytes(bytes),
            lacking,
        };
        let key = Key(key);
        let entry = next.index.entry(key);
        let chain = match &entry {
            Entry::Occupied(head) => *head.get(),
            Entry::Vacant(_) => u32::MAX,
        };
        // Of the states alike, those this one makes useless go, and it goes if one of
        // them makes it useless (the first kept where two are the same).
        let mut at = chain;
        while at != u32::MAX {
            let i = at as usize;
            at = next.chain[i];
            let other = &mut next.nodes[i];
            if other.value == GONE {
                continue;
            }
            if next.needs[i].within(needs) && other.value >= node.value {
                return;
            }
            if needs.within(next.needs[i]) && node.value >= other.value {
                other.value = GONE;
            }
        }
        let fresh = next.nodes.len() as u32;
        match entry {
            Entry::Occupied(mut head) => *head.get_mut() = fresh,
            Entry::Vacant(head) => {
                head.insert(fresh);
            }
        }
        next.nodes.push(node);
        next.needs.push(needs);
        next.chain.push(chain);
        next.takes.extend_from_slice(takes);
        if self.stage + 1 < self.stages.len() {
            self.open
                .push((most * 2 - loose, self.stage as u32 + 1, fresh));
            return;
        }
        // An end state: what it is worth once its Wilds and Stars are placed.
        let Some((worth, _)) = self.end(&node) else {
            return;
        };
        if self.goal.floor.is_none_or(|f| worth >= f) && self.found.is_none_or(|f| worth >= f) {
            // (An equal one too: the one before may yet be made useless by this.)
            self.found = Some(worth);
            self.open.push((worth * 2, END, fresh));
        }
    }

    /// What an end state is worth once its Wilds and Stars are placed, and the class
    /// each fill goes to (a colour group no card gave a colour takes the one that does
    /// best); `None` where it may not be.
    fn end(&mut self, node: &Node) -> Option<(i64, [usize; FILLS])> {
        let k = self.k();
        let mut supply = [0u32; 5];
        for c in 0..5 {
            supply[c] = self.cards.pool[c].len() as u32;
        }
        // The groups the Wilds and Stars go to: the colour runs of each colour together
        // (0-3), the groups of no colour together (4), then each colour group still
        // apart (a colour group, a colour run no card gave a colour).
        let mut class = [5usize; FILLS];
        for (b, c) in class.iter_mut().enumerate().take(4) {
            *c = b;
        }
        // The groups without a numbered card (where the rule asks for one): only a
        // fix's added cards (numbered cards) can give them one.
        let lacking: u16 = match self.natural {
            _ if self.goal.waive => 0,
            Natural::Phase if node.nat == 0 => 1,
            Natural::Phase => 0,
            Natural::Group => !node.nat & ((1 << k) - 1),
        };
        if lacking != 0 && self.goal.add.is_none() {
            return None;
        }
        let mut need = [0u32; FILLS];
        let mut cap = [0u32; FILLS];
        let mut runs_of = [0u32; 4];
        for &g in &self.colour_groups {
            if let St::ColourRun { col, .. } | St::ColourDone { col, .. } = node.st[g]
                && col != ANY
            {
                runs_of[usize::from(col)] += 1;
            }
        }
        for b in 0..BUCKETS {
            need[b] = u32::from(node.need[b]);
            let runs = if b < 4 { runs_of[b] } else { self.run_count[b] };
            cap[b] = if b < 4 || self.only_runs[b] {
                12 * runs - u32::from(node.runs[b])
            } else {
                u32::MAX / 4
            };
        }
        let mut m = BUCKETS;
        // The colour groups no card gave a colour, and whether each lacks a numbered card.
        let (mut open, mut opens) = ([(0usize, 0u16); MAXG], 0);
        // Where each group's Wilds and Stars go: its bucket, or its own place.
        let mut home = [4usize; MAXG];
        for &g in &self.colour_groups {
            let (n, c, col) = match node.st[g] {
                St::Colour { need, col } => (u32::from(need), u32::MAX / 4, col),
                St::ColourDone {
                    col: ANY,
                    need,
                    count,
                } => (u32::from(need), 12 - u32::from(count), ANY),
                St::ColourDone { col, .. } => {
                    home[g] = usize::from(col);
                    continue;
                }
                other => unreachable!("a colour group settled after 12: {other:?}"),
            };
            home[g] = m;
            (need[m], cap[m]) = (n, c);
            if col == ANY {
                open[opens] = (m, lacking >> g & 1);
                opens += 1;
            } else {
                class[m] = usize::from(col);
            }
            m += 1;
        }
        // Their colours are tried as a multiset: groups alike (the same needs and room,
        // lacking a numbered card alike) take colours in rising order, so ten open colour
        // runs of five choices are 1,001 ways, not 5^10.
        let open = &mut open[..opens];
        open.sort_unstable_by_key(|&(j, lack)| (need[j], cap[j], lack));
        let alike: Vec<bool> = (0..opens)
            .map(|i| {
                i > 0 && {
                    let ((a, la), (b, lb)) = (open[i - 1], open[i]);
                    (need[a], cap[a], la) == (need[b], cap[b], lb)
                }
            })
            .collect();
        let mut best: Option<(i64, [usize; FILLS])> = None;
        let mut pick = [0usize; MAXG];
        loop {
            self.steps += 1;
            if self.steps > self.limit {
                self.gave_up = true;
                return None;
            }
            for (&(j, _), &p) in open.iter().zip(&pick) {
                class[j] = self.choices[p];
            }
            let filled = fill(m, &class, &need, &cap, supply);
            let extra = self.extra_naturals(lacking, &filled, &class, &home, &node.added);
            if let Some(value) = self.worth(node.value, &filled, extra)
                && best.is_none_or(|b| value > b.0)
            {
                best = Some((value, class));
            }
            if !next_multiset(&mut pick[..opens], &alike, self.choices.len()) {
                break;
            }
        }
        best
    }

    /// Each colour group's class in an end state: its colour, or the one `class` (from
    /// [`Sweep::end`]) chose for it.
    fn chosen(&self, node: &Node, class: &[usize; FILLS]) -> [usize; MAXG] {
        let mut chosen = [5usize; MAXG];
        let mut m = BUCKETS;
        for &g in &self.colour_groups {
            chosen[g] = match node.st[g] {
                St::ColourDone { col, .. } if col != ANY => usize::from(col),
                St::Colour { .. } | St::ColourDone { .. } => {
                    m += 1;
                    class[m - 1]
                }
                _ => unreachable!("a colour group settled after 12"),
            };
        }
        chosen
    }

    /// The numbered cards a fix adds past the Wilds and Stars the groups need, so that
    /// every group `lacking` one gets one (`home`: where each group's Wilds and Stars
    /// are placed, `class`: what each place takes): a group short of cards takes an
    /// added (numbered) card in place of a Wild, where the Wild fits a place short of a
    /// card (a Green Star never goes to a blue colour run); another takes one more. The
    /// cards already `added` for each bucket's needs count as cards short there.
    fn extra_naturals(
        &self,
        lacking: u16,
        filled: &Filled,
        class: &[usize; FILLS],
        home: &[usize; MAXG],
        added: &[u8; BUCKETS],
    ) -> u32 {
        if lacking == 0 {
            return 0;
        }
        if self.natural == Natural::Phase {
            return u32::from(
                filled.short.iter().all(|&s| s == 0) && added.iter().all(|&a| a == 0),
            );
        }
        // First each group takes a card added where its own Wilds and Stars go; then a
        // group with none there gives a Wild or Star to a place short of one.
        let mut spare = filled.short;
        for (s, &a) in spare.iter_mut().zip(added) {
            *s += u32::from(a);
        }
        let mut extra = 0;
        let mut rest = 0u16;
        for g in (0..self.k()).filter(|&g| lacking & (1 << g) != 0) {
            let m = home[g];
            if spare[m] > 0 {
                spare[m] -= 1;
            } else {
                rest |= 1 << g;
            }
        }
        for g in (0..self.k()).filter(|&g| rest & (1 << g) != 0) {
            let m = home[g];
            let swap = (0..5)
                .filter(|&c| filled.w[m][c] > 0)
                .find_map(|c| (0..FILLS).find(|&h| spare[h] > 0 && takes_class(class[h], c)));
            match swap {
                Some(h) => spare[h] -= 1,
                None => extra += 1,
            }
        }
        extra
    }

    /// What an end state is worth once its Wilds and Stars are placed (and `extra`
    /// numbered cards added), if it may be.
    fn worth(&self, value: i64, filled: &Filled, extra: u32) -> Option<i64> {
        let mut value = value;
        let short: u32 = filled.short.iter().sum::<u32>() + extra;
        if short > 0 {
            value += self.goal.add? * i64::from(short);
        }
        let unplaced: u32 = filled.left.iter().sum();
        if unplaced > 0 {
            value += self.goal.drop? * i64::from(unplaced);
        }
        if self.goal.gain {
            for c in 0..5 {
                let placed = (self.cards.pool[c].len() as u32 - filled.left[c]) as usize;
                value += self.cards.pool[c][..placed]
                    .iter()
                    .map(|w| i64::from(w.1))
                    .sum::<i64>();
            }
        }
        Some(value)
    }

    /// The cards of each group, walking back from the best end state; then the Wilds
    /// and Stars placed group by group.
    fn assignment(&self, score: i64, at: usize, chosen: &[usize; MAXG]) -> Swept {
        let k = self.k();
        let mut groups = vec![Vec::new(); k];
        let mut nums = vec![Vec::new(); k];
        let mut i = at;
        for layer in self.layers[1..].iter().rev() {
            if let Some(t) = layer.kind {
                let takes = &layer.takes[i * k..(i + 1) * k];
                let n = self.cards.kinds[t].piece.num.unwrap_or(0);
                let mut cards = self.cards.kinds[t].cards.iter().copied();
                for g in 0..k {
                    let take = usize::from(takes[g]);
                    groups[g].extend(cards.by_ref().take(take));
                    nums[g].extend(std::iter::repeat_n(n, take));
                }
            }
            i = layer.nodes[i].parent as usize;
        }
        let mut need = [0u32; MAXG];
        let mut cap = [0u32; MAXG];
        let mut class = [5usize; MAXG];
        for g in 0..k {
            let spec = self.specs[g];
            let count = nums[g].len() as u32;
            class[g] = chosen[g];
            (need[g], cap[g]) = if spec.kind.has_run() {
                let span = match (nums[g].iter().min(), nums[g].iter().max()) {
                    (Some(&lo), Some(&hi)) => u32::from(hi - lo) + 1,
                    _ => 0,
                };
                (u32::from(spec.size).max(span) - count, 12 - count)
            } else {
                (u32::from(spec.size).saturating_sub(count), u32::MAX / 4)
            };
        }
        let mut supply = [0u32; 5];
        for c in 0..5 {
            supply[c] = self.cards.pool[c].len() as u32;
        }
        let mut filled = fill(k, &class, &need, &cap, supply);
        // A group the natural-card rule finds without a numbered card takes one of the
        // added cards (numbered cards), in place of a Wild it gave to a group short of one.
        if self.natural == Natural::Group && !self.goal.waive && self.goal.add.is_some() {
            let nat = self.layers[self.layers.len() - 1].nodes[at].nat;
            let lacking: Vec<usize> = (0..k)
                .filter(|&g| nat & (1 << g) == 0 && filled.short[g] == 0)
                .collect();
            for g in lacking {
                let swap = (0..5).find_map(|c| {
                    // (A group that has no numbered card of its own keeps one added.)
                    let h = (0..k).find(|&h| {
                        filled.short[h] > usize::from(nat & (1 << h) == 0) as u32
                            && takes_class(class[h], c)
                    })?;
                    (filled.w[g][c] > 0).then_some((h, c))
                });
                if let Some((h, c)) = swap {
                    filled.w[g][c] -= 1;
                    filled.w[h][c] += 1;
                    filled.short[g] += 1;
                    filled.short[h] -= 1;
                }
            }
        }
        let mut pool: Vec<_> = self
            .cards
            .pool
            .iter()
            .map(|c| c.iter().map(|w| w.0))
            .collect();
        for (group, counts) in groups.iter_mut().zip(&filled.w) {
            for (class, &n) in pool.iter_mut().zip(counts) {
                group.extend(class.by_ref().take(n as usize));
            }
        }
        let mut added = self.added_from;
        for (group, &short) in groups.iter_mut().zip(&filled.short) {
            group.extend(added..added + short as usize);
            added += short as usize;
        }
        for g in &mut groups {
            g.sort_unstable();
        }
        Swept {
            score,
            groups,
            added: added - self.added_from,
        }
    }
}

thread_local! {
    /// The memory of the last sweep's layers and index: most questions take many
    /// sweeps, each a few microseconds, and allocating is a good part of that.
    static SPARE: std::cell::RefCell<(Vec<Layer>, Open)> =
        std::cell::RefCell::default();
}

impl Drop for Sweep<'_> {
    fn drop(&mut self) {
        let mut layers = std::mem::take(&mut self.layers);
        layers.append(&mut self.spare);
        let open = std::mem::take(&mut self.open);
        SPARE.with(|spare| {
            if let Ok(mut spare) = spare.try_borrow_mut() {
                *spare = (layers, open);
            }
        });
    }
}

/// What the sweep found: the best arrangement, if any, and the steps it took.
#[derive(Debug, Clone)]
pub(super) struct Outcome {
    pub best: Option<Swept>,
    pub steps: u64,
}

/// The best arrangement of `pieces` into the phase's groups for `goal`, with added wilds
/// numbered from `added_from`; `None` when the sweep gave up (too many states, steps or
/// time).
///
/// Where cards may stay in hand (a lay-down, a hand's fix), a phase of one colour group
/// (and no colour run) has its colour tried one by one, the colour with most cards
/// first, each sweep keeping only what beats the best so far: a sweep with the colour
/// given keeps about a fifth of the states. (Where every card counts, a claim's, it
/// does not pay: most of the sweeps there find nothing.)
pub(super) fn sweep(
    specs: &[GroupSpec],
    pieces: &[(usize, Piece, u32)],
    natural: Natural,
    goal: Goal,
    added_from: usize,
    budget: &mut Budget,
) -> Option<Outcome> {
    let colour_groups = specs.iter().filter(|g| g.kind.has_color()).count();
    if goal.drop != Some(0)
        || goal.colour.is_some()
        || colour_groups != 1
        || specs.iter().any(|g| g.kind == GroupKind::ColorRun)
    {
        return sweep_once(specs, pieces, natural, goal, added_from, budget);
    }
    let mut counts = [0usize; 4];
    for (_, p, _) in pieces {
        if let Col::Known(c) = p.col {
            counts[c.index()] += 1;
        }
    }
    // The colours of the cards, and one of no card (a group of wilds only): any colour
    // no card has does as well as another.
    let mut colours: Vec<u8> = (0..4).filter(|&c| counts[usize::from(c)] > 0).collect();
    colours.sort_by_key(|&c| std::cmp::Reverse(counts[usize::from(c)]));
    colours.extend((0..4).find(|&c| counts[usize::from(c)] == 0));
    let mut all = Outcome {
        best: None,
        steps: 0,
    };
    for c in colours {
        let floor = match &all.best {
            Some(best) => Some(best.score + 1),
            None => goal.floor,
        };
        let given = Goal {
            floor,
            colour: Some(c),
            ..goal
        };
        let one = sweep_once(specs, pieces, natural, given, added_from, budget)?;
        all.steps += one.steps;
        if one.best.is_some() {
            all.best = one.best;
        }
    }
    Some(all)
}

/// One sweep (see [`sweep`]).
fn sweep_once(
    specs: &[GroupSpec],
    pieces: &[(usize, Piece, u32)],
    natural: Natural,
    goal: Goal,
    added_from: usize,
    budget: &mut Budget,
) -> Option<Outcome> {
    assert!(specs.len() <= MAXG, "at most {MAXG} groups");
    let cards = Cards::new(specs, pieces);
    let mut s = Sweep::new(specs, &cards, natural, goal);
    s.limit = budget.steps;
    s.added_from = added_from;
    let best = s.run();
    budget.steps = budget.steps.saturating_sub(s.steps);
    if s.gave_up {
        budget.steps = 0;
        return None;
    }
    let steps = s.steps;
    Some(Outcome { best, steps })
}

/// The numbers of `mask` (bit `n`) in the window of `len` numbers from `lo` (up to 12).
fn held_in(mask: u16, lo: usize, len: usize) -> u32 {
    let hi = (lo + len).min(13);
    if lo >= hi {
        return 0;
    }
    let window = ((1u32 << hi) - 1) & !((1u32 << lo) - 1);
    (u32::from(mask) & window).count_ones()
}

/// Whether a card of colour `col` counts toward colour `c` (0-3) in a colour group.
fn in_colour(col: Col, c: usize) -> bool {
    match col {
        Col::Any => true,
        Col::Known(k) => k.index() == c,
        Col::Unknown => false,
    }
}

/// A colour run once it takes no more numbered cards: what it needs goes to its
/// colour's bucket, or stays with it until the end.
fn colour_done(node: &mut Node, size: u8, span: u8, col: u8, gaps: u8, count: u8) -> St {
    if col == ANY {
        St::ColourDone {
            col,
            need: size - span + gaps,
            count,
        }
    } else {
        node.need[usize::from(col)] += u16::from(size - span);
        St::ColourDone {
            col,
            need: 0,
            count: 0,
        }
    }
}

/// The next choice of every pick (each below `n`), where a pick `alike` the one before
/// it is never below it (one arrangement of each multiset); false after the last.
fn next_multiset(pick: &mut [usize], alike: &[bool], n: usize) -> bool {
    for i in 0..pick.len() {
        let most = if alike.get(i + 1) == Some(&true) {
            pick[i + 1]
        } else {
            n - 1
        };
        if pick[i] < most {
            pick[i] += 1;
            return true;
        }
        pick[i] = 0;
    }
    false
}

#[cfg(test)]
mod multiset {
    use super::next_multiset;

    /// Every multiset once: the picks of groups alike come in rising order.
    #[test]
    fn each_multiset_once() {
        let count = |alike: &[bool], n: usize| {
            let mut pick = vec![0; alike.len()];
            let mut seen = std::collections::HashSet::new();
            loop {
                for i in 1..pick.len() {
                    assert!(!alike[i] || pick[i - 1] <= pick[i], "{pick:?}");
                }
                assert!(seen.insert(pick.clone()), "twice: {pick:?}");
                if !next_multiset(&mut pick, alike, n) {
                    return seen.len();
                }
            }
        };
        // Ten groups alike, five colours: C(14, 4).
        assert_eq!(
            count(
                &[false, true, true, true, true, true, true, true, true, true],
                5
            ),
            1001
        );
        // None alike: every choice.
        assert_eq!(count(&[false, false, false], 5), 125);
        // Two pairs: 15 * 15.
        assert_eq!(count(&[false, true, false, true], 5), 225);
        assert_eq!(count(&[], 5), 1);
    }
}
