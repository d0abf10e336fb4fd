//! The sweep: the numbers 1 to 12 in rising order, every group's state carried from one
//! kind of card to the next, and of all the ways to reach a state only the best one kept
//! (a dynamic programme). A set takes the cards of one number, a run one card a number
//! with the gaps between them counted for Wilds and Stars, a colour group any card of its
//! colour (the first card of a colour gives it its colour); at the end the Wilds and
//! Stars are placed by counting ([`super::cards::fill`]).
//!
//! One sweep answers a verdict (every card laid), the best lay-down (most points), the
//! smallest fix of a claim and the fewest cards a hand is short of, by what a [`Goal`]
//! counts. Rather than try the ways to hand out the cards one by one, the sweep merges
//! every two ways that leave the groups alike: a claim or hand a table plays comes to a
//! few hundred states. It carries on first the state that can
//! come to most (what it is worth so far, with a bound on what is still to come), so the
//! first end state it reaches is the best, and a state that cannot beat it is never
//! carried on: a fix of one change is found at once, and a fix of six without the
//! states of seven or more. The bounds (`bounds`) count the cards no group can take, the
//! places past every card that could fill them, colour by colour, and the stretches of
//! numbers the runs cannot all reach. Every step is counted against the question's
//! [`Budget`]: past it (made-up claims of a hundred cards against phrases of ten groups)
//! the sweep gives up, on every machine alike.

use crate::rules::group::{Col, Piece};
use crate::rules::phase::{GroupKind, GroupSpec};

use super::rules::{Budget, Natural};
use crate::rules::phase::MAX_GROUPS as MAXG;

pub mod bounds;
mod end;
mod keep;
mod set;
mod settle;
mod spread;
mod state;
mod supply;
#[cfg(test)]
mod tests;

use state::{ANY, BUCKETS, END, GONE, Handing, Layer, Node, Open, St, Stage};
use supply::Cards;

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
    /// Only the ways where, for each number `p` of this mask (bit `p`), a run holds
    /// numbered cards on both sides of `p` and the next (see [`Node::cross`]).
    pub cross: u16,
}

/// The best arrangement: its worth, each group's cards (indices into the pieces' cards;
/// added wilds numbered on from `added_from`), and how many were added.
#[derive(Debug, Clone)]
pub(super) struct Swept {
    pub score: i64,
    pub groups: Vec<Vec<usize>>,
    pub added: usize,
}

/// One sweep: the groups, the cards, the goal, and the layers of states so far.
struct Sweep<'a> {
    groups: Groups<'a>,
    natural: Natural,
    goal: Goal,
    /// The cards, sorted out once for the sweep.
    cards: &'a Cards,
    /// What the Wilds and Stars can fill.
    wilds: Wilds,
    /// Where no card is added (a verdict, a lay-down), the cards past the groups' sizes:
    /// each group takes its size at least, so none takes more than its size and these,
    /// and no more of them are left out (see [`Sweep::colourless_lost`]).
    slack: Option<u32>,
    /// The index of the first wild a fix adds.
    added_from: usize,
    layers: Vec<Layer>,
    /// What each layer after the first is made of: `stages[s]` makes layer `s + 1`.
    stages: Vec<Stage>,
    /// The stage being made, and what it is.
    stage: usize,
    at: Stage,
    /// The states still to carry on, the one that can come to most first (and of those
    /// the furthest on); an end state is there with what it is worth, as `END`.
    open: Open,
    /// The most an end state found so far is worth: a state that cannot beat it goes.
    found: Option<i64>,
    /// Layers of an earlier sweep, to fill again (their memory kept).
    spare: Vec<Layer>,
    work: Work,
    bounds: Bounding,
    /// Every state carried on to the end, none left for the best found (the bounds'
    /// tests: what each state can truly come to).
    #[cfg(test)]
    exhaust: bool,
}

/// The groups as the sweep sees them.
struct Groups<'a> {
    specs: &'a [GroupSpec],
    /// What each group is to the sweep: its kind, or a run for a colour run where no
    /// card has a colour.
    shape: [GroupKind; MAXG],
    /// The colour groups (each keeps its own need and colour in its state; the needs of
    /// the other groups are counted together).
    colour: Vec<usize>,
    /// The first group identical to each: identical groups in identical states are one
    /// state.
    twin: [usize; MAXG],
    /// The order groups are handed a number's cards in: runs, colour groups, sets (the
    /// groups that take any count last, where what is left is known).
    order: [usize; MAXG],
    /// Colour groups' needs are compared apart from their keys (their sizes are below
    /// 128, a byte each with the buckets).
    dominance: bool,
    /// The phase has colour runs, and cards of their own colours.
    colour_runs: bool,
}

/// What the Wilds and Stars can fill: what a bucket needs past them is added (each
/// costs `goal.add`), or there is no arrangement.
struct Wilds {
    /// The Wilds and Stars each bucket could take, and all of them.
    allow: [u32; BUCKETS],
    total: u32,
    /// A bucket's room for Wilds and Stars when only runs are in it: 12 a run, less
    /// their cards; counted only where the cards could fill it.
    only_runs: [bool; BUCKETS],
    run_count: [u32; BUCKETS],
    count_runs: [bool; BUCKETS],
    /// The classes an undecided colour group may take at the end: the colours of the
    /// Stars there are, and any-colour cards only (4).
    choices: Vec<usize>,
}

/// The work a sweep has done, counted against its budget.
struct Work {
    steps: u64,
    /// What one state costs: the work of a state grows with the groups (its key, its
    /// bounds), so a state of many groups counts as more than one (1 up to four
    /// groups, 2 from five, 5 at ten: k² / 25 more), and a question past the budget is
    /// said so as soon for ten groups as for two.
    per_state: u64,
    limit: u64,
    gave_up: bool,
}

/// What the bounds keep: those turned off, what they work out once a kind.
struct Bounding {
    /// The bounds turned off (see [`bounds::switch`]).
    off: u8,
    /// What the bounds work out once a kind (see [`Known`]).
    known: Known,
}

impl<'a> Sweep<'a> {
    /// A sweep of `specs` over `cards` toward `goal`, its wilds added numbered from
    /// `added_from`, giving up past `limit` steps.
    fn new(
        specs: &'a [GroupSpec],
        cards: &'a Cards,
        natural: Natural,
        goal: Goal,
        added_from: usize,
        limit: u64,
    ) -> Sweep<'a> {
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
        let mut order = [0usize; MAXG];
        let mut by_place: Vec<usize> = (0..k).collect();
        by_place.sort_by_key(|&g| match shape[g] {
            GroupKind::Run | GroupKind::ColorRun => 0,
            GroupKind::Color => 1,
            GroupKind::Set => 2,
        });
        order[..k].copy_from_slice(&by_place);
        let groups = Groups {
            specs,
            shape,
            colour: (0..k).filter(|&g| shape[g].has_color()).collect(),
            twin,
            order,
            dominance: k + BUCKETS <= 16 && specs.iter().all(|g| g.size < 128),
            colour_runs: shape[..k].contains(&GroupKind::ColorRun),
        };
        let mut choices: Vec<usize> = (0..4).filter(|&c| !pool[c].is_empty()).collect();
        choices.push(4);
        let coloured: u32 = pool[..4].iter().map(|p| p.len() as u32).sum();
        let any = pool[4].len() as u32;
        let mut allow = [0u32; BUCKETS];
        for b in 0..4 {
            allow[b] = pool[b].len() as u32 + any;
        }
        allow[4] = coloured + any;
        let total = coloured + any;
        let naturals: u32 = cards.copies.iter().sum();
        let sizes: u32 = specs.iter().map(|g| u32::from(g.size)).sum();
        let slack = goal
            .add
            .is_none()
            .then(|| (naturals + total).saturating_sub(sizes));
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
        count_runs[4] = only_runs[4] && 12 * run_count[4] < naturals + total;
        let wilds = Wilds {
            allow,
            total,
            only_runs,
            run_count,
            count_runs,
            choices,
        };
        let mut scratch = SCRATCH
            .with(|spare| spare.try_borrow_mut().map(|mut s| std::mem::take(&mut *s)))
            .unwrap_or_default();
        Sweep {
            groups,
            natural,
            goal,
            cards,
            wilds,
            slack,
            added_from,
            layers: Vec::with_capacity(13),
            stages: scratch.stages,
            stage: 0,
            at: Stage {
                now: 0,
                kind: None,
                settling: None,
                to_come: 0,
            },
            open: std::mem::take(&mut scratch.open),
            found: None,
            spare: std::mem::take(&mut scratch.layers),
            work: Work {
                steps: 0,
                per_state: 1 + (k * k / 25) as u64,
                limit,
                gave_up: false,
            },
            bounds: Bounding {
                off: bounds::switch::off(),
                known: scratch.known,
            },
            #[cfg(test)]
            exhaust: false,
        }
    }

    fn k(&self) -> usize {
        self.groups.specs.len()
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
    fn absorbs(&self, h: usize, handing: &Handing, p: Piece) -> bool {
        if !self.takes(h, handing, p) {
            return false;
        }
        match handing.st[h] {
            St::Colour { col, .. } => match p.col {
                Col::Known(c) => usize::from(col) == c.index(),
                _ => true,
            },
            st if self.groups.shape[h] == GroupKind::Set => {
                set::absorbs(st, handing.took & (1 << h) != 0)
            }
            _ => false,
        }
    }

    /// Whether group `g` in `handing` can take piece `p`.
    fn takes(&self, g: usize, handing: &Handing, p: Piece) -> bool {
        let spec = self.groups.specs[g];
        if spec.kind.has_color() {
            let col = handing.st[g].col();
            match p.col {
                Col::Unknown => return false,
                Col::Known(c) if col != ANY && usize::from(col) != c.index() => return false,
                _ => {}
            }
        }
        match handing.st[g] {
            st if spec.kind == GroupKind::Set => set::takes(st),
            St::Colour { .. } => true,
            St::Closed | St::ColourDone { .. } => false,
            St::Open | St::Run { .. } | St::ColourRun { .. } => handing.took & (1 << g) == 0,
        }
    }

    /// Carries the states on, always the one that can come to most first (a best-first
    /// search over the layers): the first end state taken is the best, and the states
    /// that cannot come to as much are never carried on.
    fn run(&mut self) -> Option<Swept> {
        let k = self.k();
        let mut root = [St::Open; MAXG];
        for g in 0..k {
            if self.groups.specs[g].kind == GroupKind::Color {
                root[g] = St::Colour {
                    need: self.groups.specs[g].size,
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
        self.bounds.known.reset(self.stages.len());
        let mut first = self.layer();
        first.nodes.push(Node {
            st: root,
            nat: 0,
            need: [0; BUCKETS],
            runs: [0; BUCKETS],
            added: [0; BUCKETS],
            slotted: 0,
            cross: 0,
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
        self.open.push((i64::MAX, 0, self.tie(0)));
        let mut takes = vec![0u8; k];
        while let Some((_, depth, i)) = self.open.pop() {
            let i = self.tie(i) as usize;
            #[cfg(test)]
            if depth == END && self.exhaust {
                continue;
            }
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
            self.at = stage;
            let mut next = std::mem::take(&mut self.layers[depth + 1]);
            match stage.kind {
                Some(t) => {
                    let mut handing = node.handing();
                    let before = handing;
                    self.spread(&mut next, &node, i, t, 0, &mut handing, &before, &mut takes);
                }
                None => self.settle(stage.now, node, i, &[], &mut next),
            }
            self.layers[depth + 1] = next;
            if self.work.gave_up {
                return None;
            }
        }
        None
    }

    /// A state's place in its layer as the open states order it, and back: of states
    /// alike in what they can come to and as far on, the one kept last is carried on
    /// first (the last way its state was handed its cards), except where every way to
    /// the end is worth the same, which carries on the one kept first (the first way:
    /// runs take what they can, then the colour groups, the sets the rest): a verdict,
    /// and a lay-down with no slack (every card laid). Why this way: docs/SOLVER.md.
    fn tie(&self, i: u32) -> u32 {
        if self.goal.add.is_none() && (self.goal.drop.is_none() || self.slack == Some(0)) {
            !i
        } else {
            i
        }
    }
}

/// The memory a sweep works in: its layers and open states, the bounds' tables, kept
/// from one sweep to the next (most questions take many sweeps, each a few microseconds,
/// and allocating is a good part of that).
#[derive(Default)]
struct Scratch {
    layers: Vec<Layer>,
    open: Open,
    stages: Vec<Stage>,
    known: Known,
}

/// What the bounds work out once a kind (a stage), for the groups not begun, and keep:
/// by whether the number is handed out (`u8::MAX` first: not worked out yet).
#[derive(Default)]
struct Known {
    /// [`Sweep::count_short`]: by the size of a run (or 0: the copies a set could take).
    shorts: Vec<[[u8; 14]; 2]>,
    /// For the sets: the most cards the `i` numbers with most cards ahead hold.
    tops: Vec<[[u8; MAXG + 1]; 2]>,
    /// [`Sweep::colour_short`], for the colour runs.
    fits: Vec<[[u8; 14]; 2]>,
    /// [`Sweep::count_short`], for the runs: the most cards one could take, of any
    /// colour and then of one colour.
    reaches: Vec<[[u8; 14]; 4]>,
}

impl Known {
    /// Nothing worked out yet, for `stages` stages.
    fn reset(&mut self, stages: usize) {
        self.shorts.clear();
        self.shorts.resize(stages, [[u8::MAX; 14]; 2]);
        self.tops.clear();
        self.tops.resize(stages, [[u8::MAX; MAXG + 1]; 2]);
        self.fits.clear();
        self.fits.resize(stages, [[u8::MAX; 14]; 2]);
        self.reaches.clear();
        self.reaches.resize(stages, [[u8::MAX; 14]; 4]);
    }
}

thread_local! {
    /// The memory of the last sweep.
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

impl Drop for Sweep<'_> {
    fn drop(&mut self) {
        let mut layers = std::mem::take(&mut self.layers);
        layers.append(&mut self.spare);
        let scratch = Scratch {
            layers,
            open: std::mem::take(&mut self.open),
            stages: std::mem::take(&mut self.stages),
            known: std::mem::take(&mut self.bounds.known),
        };
        SCRATCH.with(|spare| {
            if let Ok(mut spare) = spare.try_borrow_mut() {
                *spare = scratch;
            }
        });
    }
}

/// What the sweep found: the best arrangement, if any, and the steps it took.
#[derive(Debug, Clone, Default)]
pub(super) struct Outcome {
    pub best: Option<Swept>,
    pub steps: u64,
}

/// The best arrangement of `pieces` into the phase's groups for `goal`, with added wilds
/// numbered from `added_from`; `None` when the sweep gave up (too many states, steps or
/// time).
///
/// For a hand's fix (cards stay in hand, cards are added), a phase of one colour group
/// (and no colour run) has its colour tried one by one, the colour with most cards
/// first, each sweep keeping only what beats the best so far: a sweep with the colour
/// given keeps about a fifth of the states. Not for a claim (every card counts: most of
/// the sweeps there find nothing) nor for a lay-down (the key gives a colour group a
/// colour only as one of its colour's, so a hand that holds no phase is proven so once).
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
        || goal.add.is_none()
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
    let mut all = Outcome::default();
    for c in colours {
        let floor = all
            .best
            .as_ref()
            .map_or(goal.floor, |best| Some(best.score + 1));
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
    let mut s = Sweep::new(specs, &cards, natural, goal, added_from, budget.steps);
    let best = s.run();
    budget.steps = budget.steps.saturating_sub(s.work.steps);
    if s.work.gave_up {
        budget.steps = 0;
        return None;
    }
    let steps = s.work.steps;
    Some(Outcome { best, steps })
}
