//! Keeping a state: what it costs past the Wilds and Stars there are, what it can come
//! to at most, its key, and whether another state alike makes it useless.

use std::collections::hash_map::Entry;

use super::bounds::switch;
use super::state::{ANY, BUCKETS, END, GONE, Key, Layer, Needs, Node, PENDING, St};
use super::{MAXG, Natural, Sweep};

impl Sweep<'_> {
    /// Keeps `node` if it is the best way to its state so far: charged for the cards it
    /// must add, estimated (what it can come to at most), keyed, and inserted unless a
    /// state alike makes it useless.
    pub(super) fn keep(&mut self, mut node: Node, takes: &[u8], next: &mut Layer, settled: bool) {
        if !self.charge(&mut node) || settled && !self.crossing(&mut node) {
            return;
        }
        // Where a card left out costs nothing (a hand), most states a state alike makes
        // useless pass the bounds, and few states the bounds cut: the state alike is
        // looked for first. (For a claim, the other way round: the bounds cut most.)
        let alike_first = self.goal.drop == Some(0);
        let mut keyed = None;
        if alike_first {
            let (key, needs) = self.key(&node);
            if next.makes_useless(&key, needs, node.value) {
                return;
            }
            keyed = Some((key, needs));
        }
        let Some(rank) = self.estimate(&node, settled) else {
            return;
        };
        let (key, needs) = keyed.unwrap_or_else(|| self.key(&node));
        self.insert(node, key, needs, rank, takes, next);
    }

    /// Where runs must hold numbered cards on both sides of some numbers and the next
    /// (`Goal::cross`), once a number `n` settles: of the earliest such number passed
    /// that no run has gone across yet, the runs going on since it, still going (at
    /// such a number, the runs going on there); false where none is any more, or where
    /// such a number is still to come and every run is closed.
    fn crossing(&self, node: &mut Node) -> bool {
        let cuts = self.goal.cross;
        if cuts == 0 {
            return true;
        }
        let n = self.at.now;
        let runs = (0..self.k()).filter(|&g| self.groups.specs[g].kind.has_run());
        let going = runs
            .clone()
            .filter(|&g| matches!(node.st[g], St::Run { .. } | St::ColourRun { .. }))
            .fold(0u16, |m, g| m | 1 << g);
        if node.cross & PENDING != 0 {
            node.cross &= going | PENDING;
        } else if cuts >> n & 1 != 0 {
            node.cross = going | PENDING;
        }
        if node.cross & PENDING != 0 {
            node.cross != PENDING
        } else {
            cuts >> n >> 1 == 0 || runs.into_iter().any(|g| !node.st[g].closed())
        }
    }

    /// What each bucket needs past the Wilds and Stars it could take is added (each card
    /// at the goal's cost); false where the goal adds none.
    pub(super) fn charge(&self, node: &mut Node) -> bool {
        for b in 0..BUCKETS {
            let allow = u16::try_from(self.wilds.allow[b]).unwrap_or(u16::MAX);
            if node.need[b] > allow {
                let Some(cost) = self.goal.add else {
                    return false;
                };
                node.value += cost * i64::from(node.need[b] - allow);
                let more = u8::try_from(node.need[b] - allow).unwrap_or(u8::MAX);
                node.added[b] = node.added[b].saturating_add(more);
                node.need[b] = allow;
            }
        }
        true
    }

    /// A state's place among the open states (see [`Sweep::rank`]) by the most it can
    /// still come to (by the bounds); `None` where it cannot reach the goal's floor or
    /// beat the best end state so far. The bounds are worked out the cheapest and
    /// strongest first, and a state one of them cuts goes without the others.
    pub(super) fn estimate(&mut self, node: &Node, settled: bool) -> Option<i64> {
        let off = self.bounds.off;
        let on = |bound: u8| off & bound == 0;
        // Lower bounds on the cards to add past the Wilds and Stars there are (`short`:
        // the highest holds) and on the cards to come left out (`lost`).
        let (mut short, left_out) = if on(switch::COUNT) {
            self.count_short(node, settled)
        } else {
            (0, 0)
        };
        if self.goal.add.is_none()
            && (short > 0 || left_out > self.slack.unwrap_or(u32::MAX) || self.never_natural(node))
        {
            return None;
        }
        let mut lost = i64::from(left_out);
        self.within(self.at_most(node, short, lost))?;
        if on(switch::COLOUR_SHORT) {
            short = short.max(self.colour_short(node, settled));
        }
        if self.goal.add.is_none() && short > 0 {
            return None;
        }
        // The stretches past the runs' reach each cost a card left out or added: past
        // those the count bound finds short, they are left out (the cheaper).
        if on(switch::STRETCHES) {
            let more = self.stretches(node, settled).saturating_sub(short);
            lost = lost.max(i64::from(more));
            if self.goal.add.is_none() && more > self.slack.unwrap_or(u32::MAX) {
                return None;
            }
        }
        let most = self.at_most(node, short, lost)?;
        self.rank(most)
    }

    /// A state's place among the open states, by the most it can come to: twice that,
    /// capped at the goal's ceiling, and one more where the ceiling cut it (`None` where
    /// it cannot reach the floor or beat the best so far). Of the states the ceiling
    /// holds alike, those it cut go first: they could come to more than the ceiling, so
    /// more ways from them reach it (an end state at the ceiling, twice its worth and one
    /// more, still goes before them, and ends the sweep). Why this way: docs/SOLVER.md.
    pub(super) fn rank(&self, most: i64) -> Option<i64> {
        let loose = i64::from(self.goal.ceiling.is_some_and(|c| most > c));
        Some(self.within(Some(most))? * 2 + loose)
    }

    /// The most a state can come to, where it is short of `short` cards and leaves out
    /// `lost` of those to come: every card to come laid but those (worth the fewest
    /// points), and no more cards added than it is short of. `None` where it cannot be
    /// (a card left out where every card must be laid).
    fn at_most(&self, node: &Node, short: u32, lost: i64) -> Option<i64> {
        match self.goal.drop {
            None if lost > 0 => None,
            None => Some(node.value),
            Some(cost) => {
                let gain = if self.goal.gain {
                    self.cards.future[self.at.to_come] - self.cards.least * lost
                } else {
                    0
                };
                let added = self.goal.add.unwrap_or(0) * i64::from(short);
                Some(node.value + gain + cost * lost + added)
            }
        }
    }

    /// What a state can come to, capped at the goal's ceiling, where it can still reach
    /// the goal's floor and beat the best end state so far.
    pub(super) fn within(&self, most: Option<i64>) -> Option<i64> {
        let most = most?;
        let most = self.goal.ceiling.map_or(most, |c| most.min(c));
        if self.goal.floor.is_some_and(|f| most < f) || self.found.is_some_and(|f| most <= f) {
            return None;
        }
        Some(most)
    }

    /// A state's key, and what it needs apart from its key (for one state to make
    /// another useless).
    pub(super) fn key(&self, node: &Node) -> (Key, Needs) {
        let k = self.k();
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
        // Where every card is to be laid and there are no more cards than places (no
        // slack), a group that has its size takes nothing more in any way that lays
        // them all: what it is (its colour) counts for nothing.
        let full = self.slack == Some(0);
        // A group that has its size and takes nothing more is as good as closed (a run
        // not where runs must go across a number: there it may have to go on).
        let closes = done || full;
        let runs_close = full || done && self.goal.cross == 0;
        // Colour groups given a colour take the same cards as the others of that colour
        // (a card of it may go to any of them, and the Wilds and Stars fill what they
        // need together at the end): which groups they are counts for nothing, only what
        // the groups of each colour hold and need together (and, where every group needs
        // a numbered card, how many of them lack one). What each took of a number is its
        // own: nothing else reads it.
        let mut merged = 0u32;
        let (mut size_of, mut need_of, mut lack_of) = ([0u64; 4], [0u16; 4], [0u64; 4]);
        if self.groups.dominance {
            for g in 0..k {
                if let St::Colour { need, col } = node.st[g]
                    && col != ANY
                    && !(full && need == 0)
                {
                    let c = usize::from(col);
                    size_of[c] += u64::from(self.groups.specs[g].size);
                    need_of[c] += u16::from(need);
                    lack_of[c] += u64::from(rule && node.nat & (1 << g) == 0);
                    merged |= 1 << g;
                }
            }
        }
        // A colour run given its colour by a card of this number carries what it needed
        // and held before (its gaps and cards) until the number settles, when they go to
        // its colour's bucket: they are counted there now, as its key does not hold them.
        let (mut need, mut runs, mut slotted) = (node.need, node.runs, node.slotted);
        for g in 0..k {
            if let St::ColourRun {
                col, gaps, count, ..
            } = node.st[g]
                && col != ANY
            {
                let c = usize::from(col);
                need[c] += u16::from(gaps);
                if gaps > 0 {
                    slotted |= 1 << g;
                }
                if self.wilds.count_runs[c] {
                    runs[c] = runs[c].saturating_add(count);
                }
            }
        }
        let mut codes = [0u64; MAXG];
        for g in 0..k {
            if merged >> g & 1 == 1 {
                codes[g] = MERGED << 16;
                continue;
            }
            let (st, need) = match node.st[g] {
                St::Colour { need: 0, .. } if closes => (St::Closed, 0),
                St::Run { span } | St::ColourRun { span, .. }
                    if runs_close
                        && span == self.groups.specs[g].size
                        && !matches!(node.st[g], St::ColourRun { col: ANY, .. }) =>
                {
                    (St::Closed, 0)
                }
                St::ColourDone { col, .. } if closes && col != ANY => (St::Closed, 0),
                St::Colour { need, col } if self.groups.dominance => {
                    (St::Colour { need: 0, col }, need)
                }
                st => (st, 0),
            };
            let code = u64::from(st.code())
                | u64::from(node.took >> g & 1) << 16
                | u64::from(node.count[g]) << 17
                | u64::from(node.cross >> g & 1) << 25;
            let lacking = rule && node.nat & (1 << g) == 0;
            let stuck = lacking && slotted & (1 << g) == 0;
            codes[g] =
                code << 16 | u64::from(need) << 8 | u64::from(stuck) << 1 | u64::from(lacking);
        }
        let mut g = 0;
        while g < k {
            let mut h = g + 1;
            while h < k && self.groups.twin[h] == self.groups.twin[g] {
                h += 1;
            }
            codes[g..h].sort_unstable();
            g = h;
        }
        let mut key = [0u64; 8];
        key[5] = u64::from(node.cross & PENDING);
        let mut bytes = [0u8; 16];
        let (mut lacking, mut stuck) = (0u16, 0u16);
        for (g, &c) in codes[..k].iter().enumerate() {
            key[g / 2] |= (c >> 16) << (32 * (g % 2));
            bytes[BUCKETS + g] = (c >> 8) as u8;
            lacking |= ((c & 1) as u16) << g;
            stuck |= ((c >> 1 & 1) as u16) << g;
        }
        if self.natural == Natural::Phase && !self.goal.waive && node.nat == 0 {
            lacking |= 1 << 15;
        }
        for b in 0..BUCKETS {
            // Needs are within what there is to fill them (at most 108 cards).
            bytes[b] = need[b].min(127) as u8;
            key[6] |= u64::from(runs[b]) << (8 * b);
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
        for c in 0..4 {
            key[7] |= (size_of[c].min(4095) | lack_of[c].min(15) << 12) << (16 * c);
        }
        let needs = Needs {
            bytes: u128::from_le_bytes(bytes),
            colours: u32::from_le_bytes(need_of.map(|n| n.min(127) as u8)),
            lacking,
            stuck,
        };
        (Key(key), needs)
    }

    /// Inserts a state into the next layer, unless a state alike makes it useless (and
    /// drops those it makes useless); an end state is worked out at once.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn insert(
        &mut self,
        node: Node,
        key: Key,
        needs: Needs,
        rank: i64,
        takes: &[u8],
        next: &mut Layer,
    ) {
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
                .push((rank, self.stage as u32 + 1, self.tie(fresh)));
            return;
        }
        // An end state: what it is worth once its Wilds and Stars are placed.
        let Some((worth, _)) = self.end(&node) else {
            return;
        };
        if self.goal.floor.is_none_or(|f| worth >= f) && self.found.is_none_or(|f| worth >= f) {
            // (An equal one too: the one before may yet be made useless by this.)
            self.found = Some(worth);
            self.open.push((worth * 2 + 1, END, self.tie(fresh)));
        }
    }
}

/// The code of a colour group given a colour, in a key (see [`Sweep::key`]): no state
/// of one group has it.
const MERGED: u64 = 3 << 12 | 0xfff;

impl Layer {
    /// Whether a state alike (same `key`) makes a state of these `needs`, worth `value`,
    /// useless: it needs no more and is worth as much (as [`Sweep::insert`] finds,
    /// without inserting).
    fn makes_useless(&self, key: &Key, needs: Needs, value: i64) -> bool {
        let mut at = self.index.get(key).copied().unwrap_or(u32::MAX);
        while at != u32::MAX {
            let i = at as usize;
            at = self.chain[i];
            let other = &self.nodes[i];
            if other.value != GONE && self.needs[i].within(needs) && other.value >= value {
                return true;
            }
        }
        false
    }
}
