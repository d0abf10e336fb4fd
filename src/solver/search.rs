//! The search: naturals grouped into kinds of identical cards, handed out to the
//! phase's groups by branch and bound; Wilds and Stars placed at the leaf by counting.

use crate::card::{Card, Color};
use crate::edition::Side;
use crate::group::{Col, Laid, Piece};
use crate::phase::{GroupKind, GroupSpec};

use super::{Natural, Table};

pub(super) const MAXG: usize = 10;
/// The most groups Wilds and Stars are placed in at once (the sweep counts the groups
/// of each colour, and of no colour, together, and some colour groups on their own).
pub(super) const FILLS: usize = MAXG + 5;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// Every card used, every group full.
    Check,
    /// Any subset, every group full, most points laid.
    Find,
}

#[derive(Clone, Copy, PartialEq, Eq, Default)]
struct Slot {
    count: u8,
    naturals: u8,
    num: Option<u8>,
    mask: u16,
    color: Option<Color>,
}

impl Slot {
    fn accepts(&self, kind: GroupKind, p: Piece) -> bool {
        if kind.has_color() {
            match p.col {
                Col::Unknown => return false,
                Col::Known(c) if self.color.is_some_and(|s| s != c) => return false,
                _ => {}
            }
        }
        match kind {
            GroupKind::Set => match (p.num, self.num) {
                (Some(n), Some(s)) => n == s,
                _ => true,
            },
            GroupKind::Color => true,
            GroupKind::Run | GroupKind::ColorRun => {
                if self.count >= 12 {
                    return false;
                }
                match p.num {
                    Some(n) => {
                        let mask = self.mask | (1 << n);
                        self.mask & (1 << n) == 0 && span(mask) <= 12
                    }
                    None => true,
                }
            }
        }
    }

    /// The most copies of `p` the group can still take.
    fn room(&self, kind: GroupKind, p: Piece, left: u8) -> u8 {
        if !self.accepts(kind, p) {
            return 0;
        }
        if kind.has_run() {
            if p.num.is_some() {
                left.min(1)
            } else {
                left.min(12 - self.count)
            }
        } else {
            left
        }
    }

    fn add(&mut self, p: Piece, t: u8) {
        if t == 0 {
            return;
        }
        self.count += t;
        if let Some(n) = p.num {
            if p.natural {
                self.naturals += t;
            }
            self.num = Some(n);
            self.mask |= 1 << n;
        }
        if let Col::Known(c) = p.col {
            self.color = Some(c);
        }
    }

    /// The fewest wilds still needed, and the most the group can take.
    fn need_cap(&self, spec: GroupSpec) -> (u32, u32) {
        let count = u32::from(self.count);
        if spec.kind.has_run() {
            let target = u32::from(spec.size).max(span(self.mask));
            (target.saturating_sub(count), 12 - count)
        } else {
            (u32::from(spec.size).saturating_sub(count), u32::MAX / 4)
        }
    }
}

fn span(mask: u16) -> u32 {
    if mask == 0 {
        0
    } else {
        let lo = mask.trailing_zeros();
        let hi = mask.ilog2();
        hi - lo + 1
    }
}

/// Identical pieces with their card indices.
pub(super) struct Kind {
    pub piece: Piece,
    pub points: u32,
    pub cards: Vec<usize>,
}

/// The pieces sorted out: the numbered ones in kinds of identical pieces, by number;
/// the Wilds and Stars by class (Stars of each colour, then any colour), most points
/// first.
pub(super) fn sort_out(pieces: &[(usize, Piece, u32)]) -> (Vec<Kind>, [Vec<(usize, u32)>; 5]) {
    let mut kinds: Vec<Kind> = Vec::new();
    let mut pool: [Vec<(usize, u32)>; 5] = Default::default();
    let mut sorted: Vec<&(usize, Piece, u32)> = pieces.iter().collect();
    // Identical pieces side by side.
    sorted.sort_unstable_by_key(|(i, p, pts)| (p.num.is_none(), p.num, p.col, p.natural, *pts, *i));
    for &&(i, p, pts) in &sorted {
        if p.num.is_none() {
            let class = match p.col {
                Col::Known(c) => c.index(),
                _ => 4,
            };
            pool[class].push((i, pts));
            continue;
        }
        match kinds.last_mut() {
            Some(k) if k.piece == p && k.points == pts => k.cards.push(i),
            _ => kinds.push(Kind {
                piece: p,
                points: pts,
                cards: vec![i],
            }),
        }
    }
    for class in &mut pool {
        class.sort_unstable_by_key(|&(i, pts)| (std::cmp::Reverse(pts), i));
    }
    (kinds, pool)
}

struct Best {
    score: i64,
    takes: Vec<[u8; MAXG]>,
    /// Wilds and Stars each group takes, by class (four colours, then any colour).
    wilds: [[u32; 5]; FILLS],
}

struct Search<'a> {
    specs: &'a [GroupSpec],
    kinds: Vec<Kind>,
    /// Wilds and Stars, by class: Stars of each colour, then any colour; most points first.
    /// Every wild-like card of one deck is worth the same, so placing the most is best.
    pool: [Vec<(usize, u32)>; 5],
    mode: Mode,
    natural: Natural,
    /// The natural-card rule is not checked (a fix's added cards will be naturals).
    waive: bool,
    /// Steps taken, and the most allowed (a fix's search gives up past it).
    nodes: u64,
    limit: u64,
    aborted: bool,
    /// Stop at the first arrangement found.
    first: bool,
    deadline: Option<std::time::Instant>,
    wild_points: u32,
    takes: Vec<[u8; MAXG]>,
    slots: [Slot; MAXG],
    /// Each group's state before kind `t` was handed out.
    pre: Vec<[Slot; MAXG]>,
    placed_points: u32,
    best: Option<Best>,
    /// Wilds and Stars that fit each group.
    fill: [u32; MAXG],
    /// A score already reached elsewhere (another colour choice): only better counts.
    floor: Option<i64>,
    done: bool,
    /// The numbers of the kinds from `t` on.
    rest_nums: Vec<u16>,
}

impl<'a> Search<'a> {
    fn new(
        specs: &'a [GroupSpec],
        pieces: &[(usize, Piece, u32)],
        mode: Mode,
        natural: Natural,
    ) -> Self {
        let (kinds, pool) = sort_out(pieces);
        let n = kinds.len();
        let wild_points = pool.iter().flatten().map(|w| w.1).sum();
        let mut rest_nums = vec![0u16; n + 1];
        for t in (0..n).rev() {
            rest_nums[t] = rest_nums[t + 1] | kinds[t].piece.num.map_or(0, |v| 1 << v);
        }
        Search {
            specs,
            takes: vec![[0; MAXG]; n],
            kinds,
            pool,
            mode,
            natural,
            waive: false,
            nodes: 0,
            limit: u64::MAX,
            aborted: false,
            first: false,
            deadline: None,
            wild_points,
            slots: [Slot::default(); MAXG],
            pre: vec![[Slot::default(); MAXG]; n],
            placed_points: 0,
            best: None,
            floor: None,
            fill: [0; MAXG],
            done: false,
            rest_nums,
        }
    }

    fn k(&self) -> usize {
        self.specs.len()
    }

    fn prune(&self, t: usize) -> bool {
        let k = self.k();
        // Cards no group can take now can never be laid: a group only narrows.
        // A set with no number yet takes one number in the end, and a colour group with
        // no colour one colour: cards only such groups take count once per such group.
        let (mut open_count, mut open_points) = (self.pool_len(), self.wild_points);
        let mut by_number = [0u32; 13];
        let mut by_color = [0u32; 4];
        let (mut open_sets, mut open_colors) = (0, 0);
        for g in 0..k {
            match self.specs[g].kind {
                GroupKind::Set if self.slots[g].num.is_none() => open_sets += 1,
                GroupKind::Color | GroupKind::ColorRun if self.slots[g].color.is_none() => {
                    open_colors += 1;
                }
                _ => {}
            }
        }
        // Numbers only runs take: at most one copy a run (the best ones).
        let mut run_only: [(u16, u32, [u32; MAXG]); 13] = [(0, 0, [0; MAXG]); 13];
        // The naturals still to come that each group can take (a run: one a number).
        let mut room = [0u32; MAXG];
        let mut room_nums = [0u16; MAXG];
        // Per number: copies to come, the runs that take it, and whether a group other
        // than an open set does (else the copies runs cannot take need a set each).
        let mut copies = [0u32; 13];
        let mut runs_of = [0u16; 13];
        let mut settled = [false; 13];
        for kind in &self.kinds[t..] {
            let p = kind.piece;
            let mut loose = false;
            let mut bound = false;
            let mut runs = 0u16;
            let mut others = false;
            for g in 0..k {
                let slot = &self.slots[g];
                let spec = self.specs[g];
                if !self.takes(g, p, t) {
                    continue;
                }
                if spec.kind.has_run() {
                    runs |= 1 << g;
                    room_nums[g] |= p.num.map_or(0, |n| 1 << n);
                } else {
                    others = true;
                    room[g] += kind.cards.len() as u32;
                    if let Some(n) = p.num
                        && !(spec.kind == GroupKind::Set && slot.num.is_none())
                    {
                        settled[usize::from(n)] = true;
                    }
                }
                let open = match spec.kind {
                    GroupKind::Set => slot.num.is_none() && p.num.is_some(),
                    GroupKind::Color | GroupKind::ColorRun => {
                        slot.color.is_none() && matches!(p.col, Col::Known(_))
                    }
                    GroupKind::Run => false,
                };
                if open {
                    loose = true;
                } else {
                    bound = true;
                }
            }
            let m = kind.cards.len() as u32;
            if let Some(n) = p.num {
                copies[usize::from(n)] += m;
                runs_of[usize::from(n)] |= runs;
            }
            if !(loose || bound) {
                if self.mode == Mode::Check {
                    return true;
                }
                continue;
            }
            if let (false, Some(n)) = (others, p.num) {
                let entry = &mut run_only[usize::from(n)];
                entry.0 |= runs;
                entry.1 += m;
                // The best points of this number, most first (one a run, at most MAXG).
                for _ in 0..m.min(MAXG as u32) {
                    let mut v = kind.points;
                    for slot in &mut entry.2 {
                        if v > *slot {
                            std::mem::swap(&mut v, slot);
                        }
                    }
                }
                continue;
            }
            open_count += m;
            if bound {
                open_points += m * kind.points;
            } else {
                if let Some(n) = p.num {
                    by_number[usize::from(n)] += m * kind.points;
                }
                if let Col::Known(c) = p.col {
                    by_color[c.index()] += m * kind.points;
                }
            }
        }
        for (runs, copies, best) in &run_only {
            let cap = runs.count_ones();
            if *copies > cap && self.mode == Mode::Check {
                return true;
            }
            let laid = (*copies).min(cap);
            open_count += laid;
            open_points += best.iter().take(laid as usize).sum::<u32>();
        }
        if self.mode == Mode::Check {
            let need_sets = (1..13)
                .filter(|&n| !settled[n] && copies[n] > runs_of[n].count_ones())
                .count();
            if need_sets > open_sets {
                return true;
            }
        }
        // A group its Wilds and Stars and the naturals to come cannot fill is a dead end.
        for g in 0..k {
            let need = self.slots[g].need_cap(self.specs[g]).0;
            if need > self.fill[g] + room[g] + room_nums[g].count_ones() {
                return true;
            }
        }
        // Gaps inside runs (below the number handed out now) only Wilds and Stars fill.
        let gaps: u32 = (0..k)
            .filter(|&g| self.specs[g].kind.has_run() && self.slots[g].mask != 0)
            .map(|g| span(self.slots[g].mask) - u32::from(self.slots[g].count))
            .sum();
        if gaps > self.pool_len() {
            return true;
        }
        let top = |v: &mut [u32], n: usize| -> u32 {
            v.sort_unstable_by(|a, b| b.cmp(a));
            v.iter().take(n).sum()
        };
        open_points += top(&mut by_number, open_sets) + top(&mut by_color, open_colors);
        // The finer bound costs more: only when the first one does not already prune.
        if let (Mode::Find, Some(b)) = (self.mode, self.beat())
            && i64::from(self.placed_points + open_points) > b
        {
            open_points = open_points.min(self.wild_points + self.group_bound(t));
        }
        match self.mode {
            Mode::Check | Mode::Find => {
                let need: u32 = (0..k)
                    .map(|g| self.slots[g].need_cap(self.specs[g]).0)
                    .sum();
                if need > open_count {
                    return true;
                }
                match self.beat() {
                    Some(b) if self.mode == Mode::Find => {
                        i64::from(self.placed_points + open_points) <= b
                    }
                    _ => false,
                }
            }
        }
    }

    /// The score a new solution must beat.
    fn beat(&self) -> Option<i64> {
        match (self.best.as_ref().map(|b| b.score), self.floor) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        }
    }

    /// Whether group `g` can take the natural `p` once the kinds before `t` are handed
    /// out. Naturals come in rising order, so the gaps a run leaves below them, and the
    /// numbers up to `p` that no kind from `t` on has, only Wilds and Stars can fill: a
    /// run takes `p` only while the Wilds and Stars that fit it can fill those gaps.
    fn takes(&self, g: usize, p: Piece, t: usize) -> bool {
        let slot = &self.slots[g];
        let kind = self.specs[g].kind;
        if !slot.accepts(kind, p) {
            return false;
        }
        if !kind.has_run() || slot.mask == 0 {
            return true;
        }
        let Some(n) = p.num else { return true };
        let hi = slot.mask.ilog2();
        let inside = span(slot.mask) - u32::from(slot.count);
        let between = if u32::from(n) > hi + 1 {
            ((1u16 << n) - 1) & !((2u16 << hi) - 1)
        } else {
            0
        };
        let above = (between & !self.rest_nums[t]).count_ones();
        inside + above <= self.fill[g]
    }

    /// How many Wilds and Stars could go into each group (its colour fixed), and the
    /// points of those any group can take.
    fn prepare(&mut self) {
        let mut usable = [false; 5];
        usable[4] = true;
        for g in 0..self.k() {
            match (self.specs[g].kind.has_color(), self.slots[g].color) {
                (true, Some(c)) => usable[c.index()] = true,
                _ => usable = [true; 5],
            }
        }
        self.wild_points = (0..5)
            .filter(|&c| usable[c])
            .map(|c| self.pool[c].iter().map(|w| w.1).sum::<u32>())
            .sum();
        for g in 0..self.k() {
            self.fill[g] = self.pool[4].len() as u32
                + match (self.specs[g].kind, self.slots[g].color) {
                    (GroupKind::ColorRun | GroupKind::Color, Some(c)) => {
                        self.pool[c.index()].len() as u32
                    }
                    _ => self.pool[..4].iter().map(|p| p.len() as u32).sum(),
                };
        }
    }

    /// A bound on the points still to lay from kinds `t..`: each group takes at most
    /// one number (an open set), one colour (an open colour group), one card a number
    /// (a run); Wilds and Stars count once.
    fn group_bound(&self, t: usize) -> u32 {
        let rest = &self.kinds[t..];
        let mut total: u32 = rest
            .iter()
            .filter(|k| k.piece.num.is_none())
            .map(|k| k.points * k.cards.len() as u32)
            .sum();
        for (g, (slot, spec)) in self.slots.iter().zip(self.specs).enumerate() {
            let naturals = rest
                .iter()
                .filter(|k| k.piece.num.is_some() && self.takes(g, k.piece, t));
            total += match spec.kind {
                GroupKind::Set | GroupKind::Color => {
                    // Keyed by number (open set) or colour (open colour group).
                    let mut keyed = [0u32; 13];
                    let mut all = 0;
                    for k in naturals {
                        let pts = k.points * k.cards.len() as u32;
                        all += pts;
                        match (spec.kind, k.piece.col) {
                            (GroupKind::Set, _) if slot.num.is_none() => {
                                keyed[usize::from(k.piece.num.unwrap_or(0))] += pts;
                            }
                            (GroupKind::Color, Col::Known(c)) if slot.color.is_none() => {
                                keyed[c.index()] += pts;
                            }
                            (GroupKind::Color, _) if slot.color.is_none() => {
                                keyed.iter_mut().take(4).for_each(|x| *x += pts);
                            }
                            _ => {}
                        }
                    }
                    let open = (spec.kind == GroupKind::Set && slot.num.is_none())
                        || (spec.kind == GroupKind::Color && slot.color.is_none());
                    if open {
                        keyed.iter().copied().max().unwrap_or(0)
                    } else {
                        all
                    }
                }
                GroupKind::Run | GroupKind::ColorRun => {
                    // One card a number, of one colour for a colour run.
                    let mut best = [[0u32; 13]; 4];
                    for k in naturals {
                        let n = usize::from(k.piece.num.unwrap_or(0));
                        match k.piece.col {
                            Col::Known(c) if spec.kind == GroupKind::ColorRun => {
                                best[c.index()][n] = best[c.index()][n].max(k.points);
                            }
                            _ => best.iter_mut().for_each(|b| b[n] = b[n].max(k.points)),
                        }
                    }
                    best.iter()
                        .map(|b| b.iter().sum::<u32>())
                        .max()
                        .unwrap_or(0)
                }
            };
        }
        total
    }

    fn run(&mut self, t: usize) {
        if self.done || self.prune(t) {
            return;
        }
        if t == self.kinds.len() {
            self.leaf();
            return;
        }
        let left = self.kinds[t].cards.len() as u8;
        self.pre[t] = self.slots;
        self.distribute(t, 0, left);
    }

    /// Hands out the `left` copies of kind `t` from group `g` on.
    fn distribute(&mut self, t: usize, g: usize, left: u8) {
        if self.done {
            return;
        }
        self.nodes += 1;
        if self.nodes > self.limit
            || (self.nodes.is_multiple_of(1024)
                && self.deadline.is_some_and(|d| std::time::Instant::now() > d))
        {
            self.aborted = true;
            self.done = true;
            return;
        }
        if g == self.k() {
            if left > 0 && self.mode == Mode::Check {
                return;
            }
            self.run(t + 1);
            return;
        }
        let spec = self.specs[g];
        let piece = self.kinds[t].piece;
        let mut most = if self.takes(g, piece, t) {
            self.slots[g].room(spec.kind, piece, left)
        } else {
            0
        };
        // Identical groups in identical states: take no more than the earlier twin.
        if let Some(twin) = (0..g)
            .rev()
            .find(|&h| self.specs[h] == spec && self.pre[t][h] == self.pre[t][g])
        {
            most = most.min(self.takes[t][twin]);
        }
        let saved = self.slots[g];
        let points = self.kinds[t].points;
        for take in (0..=most).rev() {
            self.slots[g].add(piece, take);
            self.takes[t][g] = take;
            self.placed_points += points * u32::from(take);
            self.distribute(t, g + 1, left - take);
            self.placed_points -= points * u32::from(take);
            self.slots[g] = saved;
            self.takes[t][g] = 0;
            if self.done {
                return;
            }
        }
    }

    fn pool_len(&self) -> u32 {
        self.pool.iter().map(|c| c.len() as u32).sum()
    }

    fn leaf(&mut self) {
        let k = self.k();
        if !self.waive {
            let naturals_ok = match self.natural {
                Natural::Phase => (0..k).any(|g| self.slots[g].naturals > 0),
                Natural::Group => (0..k).all(|g| self.slots[g].naturals > 0),
            };
            if !naturals_ok {
                return;
            }
        }
        let mut need = [0u32; MAXG];
        let mut cap = [0u32; MAXG];
        for g in 0..k {
            (need[g], cap[g]) = self.slots[g].need_cap(self.specs[g]);
        }
        // Which class each group takes: a colour (0-3), any-colour cards only (4), or
        // every class (5). A colour group with no colour yet gets one here.
        let mut class = [5usize; MAXG];
        let mut open = Vec::new();
        for g in 0..k {
            if self.specs[g].kind.has_color() {
                match self.slots[g].color {
                    Some(c) => class[g] = c.index(),
                    None => open.push(g),
                }
            }
        }
        let choices: Vec<usize> = (0..5)
            .filter(|&c| c == 4 || !self.pool[c].is_empty())
            .collect();
        let mut pick = vec![0usize; open.len()];
        loop {
            for (i, &g) in open.iter().enumerate() {
                class[g] = choices[pick[i]];
            }
            self.try_fill(&class, &need, &cap);
            if self.done {
                return;
            }
            // Next combination.
            let mut i = 0;
            while i < pick.len() {
                pick[i] += 1;
                if pick[i] < choices.len() {
                    break;
                }
                pick[i] = 0;
                i += 1;
            }
            if i == pick.len() {
                break;
            }
        }
    }

    /// Places the Wilds and Stars (see [`fill`]) and keeps the arrangement if it is the
    /// best so far.
    fn try_fill(&mut self, class: &[usize; MAXG], need: &[u32; MAXG], cap: &[u32; MAXG]) {
        let k = self.k();
        let mut supply = [0u32; 5];
        for c in 0..5 {
            supply[c] = self.pool[c].len() as u32;
        }
        let Filled { w, left, short } = fill(k, class, need, cap, supply);
        if short.iter().any(|&s| s > 0) {
            return;
        }
        let unplaced: u32 = left.iter().sum();
        let score: i64 = match self.mode {
            Mode::Check if unplaced > 0 => return,
            Mode::Check | Mode::Find => {
                let pts: u32 = (0..5)
                    .map(|c| {
                        let n = (supply[c] - left[c]) as usize;
                        self.pool[c][..n].iter().map(|x| x.1).sum::<u32>()
                    })
                    .sum();
                i64::from(self.placed_points + pts)
            }
        };
        if self.beat().is_none_or(|b| score > b) {
            self.best = Some(Best {
                score,
                takes: self.takes.clone(),
                wilds: w,
            });
            if self.mode == Mode::Check || self.first {
                self.done = true;
            }
        }
    }

    /// The cards of each group (indices into the claim) and the cards kept.
    fn assignment(&self) -> Option<(Vec<Vec<usize>>, Vec<usize>)> {
        let best = self.best.as_ref()?;
        let k = self.k();
        let mut groups = vec![Vec::new(); k];
        let mut kept = Vec::new();
        for (t, kind) in self.kinds.iter().enumerate() {
            let mut cards = kind.cards.iter().copied();
            for (g, group) in groups.iter_mut().enumerate() {
                group.extend(cards.by_ref().take(usize::from(best.takes[t][g])));
            }
            kept.extend(cards);
        }
        let mut pool: Vec<_> = self.pool.iter().map(|c| c.iter().map(|w| w.0)).collect();
        for (group, counts) in groups.iter_mut().zip(&best.wilds) {
            for (class, &n) in pool.iter_mut().zip(counts) {
                group.extend(class.by_ref().take(n as usize));
            }
        }
        for class in pool {
            kept.extend(class);
        }
        for g in &mut groups {
            g.sort_unstable();
        }
        kept.sort_unstable();
        Some((groups, kept))
    }
}

/// Wilds and Stars placed into groups: how many of each class each group takes, what is
/// left over, and what each group is still short of (cards a fix would add).
pub(super) struct Filled {
    pub w: [[u32; 5]; FILLS],
    pub left: [u32; 5],
    pub short: [u32; FILLS],
}

/// Whether a group that takes `class` (as in [`fill`]) takes a Wild or Star of class `c`
/// (a colour 0-3, or 4: any colour).
pub(super) fn takes_class(class: usize, c: usize) -> bool {
    class == 5 || class == c || c == 4
}

/// Places the Wilds and Stars greedily: restricted needs from their own colour, then
/// from any-colour cards; other needs from the colours with the most to spare; then
/// every card that still fits. `class` is what each group takes: a colour (0-3),
/// any-colour cards only (4), or every class (5).
pub(super) fn fill(
    k: usize,
    class: &[usize],
    need: &[u32],
    cap: &[u32],
    supply: [u32; 5],
) -> Filled {
    let mut left = supply;
    let mut w = [[0u32; 5]; FILLS];
    let mut got = [0u32; FILLS];
    let give = |w: &mut [[u32; 5]; FILLS],
                got: &mut [u32; FILLS],
                left: &mut [u32; 5],
                g: usize,
                c: usize,
                n: u32| {
        w[g][c] += n;
        got[g] += n;
        left[c] -= n;
    };
    // Restricted needs: own colour, then any colour.
    for g in 0..k {
        if class[g] < 4 {
            let n = left[class[g]].min(need[g] - got[g]);
            give(&mut w, &mut got, &mut left, g, class[g], n);
        }
    }
    for g in 0..k {
        if class[g] <= 4 {
            let n = left[4].min(need[g].saturating_sub(got[g]));
            give(&mut w, &mut got, &mut left, g, 4, n);
        }
    }
    // Unrestricted needs: Stars that no group of their colour has room for first.
    let spare = |c: usize, got: &[u32; FILLS]| -> u32 {
        (0..k)
            .filter(|&g| class[g] == c)
            .map(|g| cap[g].saturating_sub(got[g]))
            .fold(0u32, u32::saturating_add)
    };
    for g in 0..k {
        if class[g] != 5 {
            continue;
        }
        for c in 0..4 {
            let surplus = left[c].saturating_sub(spare(c, &got));
            let n = surplus.min(need[g] - got[g]);
            give(&mut w, &mut got, &mut left, g, c, n);
        }
        let n = left[4].min(need[g] - got[g]);
        give(&mut w, &mut got, &mut left, g, 4, n);
        for c in 0..4 {
            let n = left[c].min(need[g] - got[g]);
            give(&mut w, &mut got, &mut left, g, c, n);
        }
    }
    let mut short = [0u32; FILLS];
    for g in 0..k {
        short[g] = need[g].saturating_sub(got[g]);
    }
    // Everything that still fits (past what a fix adds): Stars in their colour, Stars
    // anywhere, the rest.
    let room = |g: usize, got: &[u32; FILLS]| cap[g].saturating_sub(got[g] + short[g]);
    for g in 0..k {
        if class[g] < 4 {
            let n = left[class[g]].min(room(g, &got));
            give(&mut w, &mut got, &mut left, g, class[g], n);
        }
    }
    for g in 0..k {
        if class[g] == 5 {
            for c in 0..4 {
                let n = left[c].min(room(g, &got));
                give(&mut w, &mut got, &mut left, g, c, n);
            }
        }
    }
    for g in 0..k {
        let n = left[4].min(room(g, &got));
        give(&mut w, &mut got, &mut left, g, 4, n);
    }
    Filled { w, left, short }
}

/// The pieces of a claim, or the first Skip.
pub(super) fn pieces(cards: &[Card], table: &Table) -> Result<Vec<(usize, Piece, u32)>, Card> {
    cards
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            Piece::of(c, table.side)
                .map(|p| (i, p, table.scoring.card(c)))
                .ok_or(c)
        })
        .collect()
}

/// The best arrangement, with the natural-card rule waived or not, giving up (`None`)
/// past `limit` steps.
pub(super) fn solve_with(
    specs: &[GroupSpec],
    pieces: &[(usize, Piece, u32)],
    mode: Mode,
    natural: Natural,
    waive: bool,
    limit: u64,
) -> Option<(Vec<Vec<usize>>, Vec<usize>)> {
    let bounds = Bounds {
        waive,
        ..Bounds::steps(limit)
    };
    let solved = search(specs, pieces, mode, natural, bounds);
    if solved.complete { solved.best } else { None }
}

/// How a search may run.
#[derive(Clone, Copy)]
pub(super) struct Bounds {
    /// The natural-card rule is not checked (a fix's added cards will be naturals).
    pub waive: bool,
    /// Steps the whole search may take.
    pub limit: u64,
    /// Find: stop at the first lay-down (whether the phase is there at all).
    pub first: bool,
    /// And the time it may take.
    pub deadline: Option<std::time::Instant>,
}

impl Bounds {
    /// At most `limit` steps, the natural-card rule checked, the best arrangement.
    pub fn steps(limit: u64) -> Bounds {
        Bounds {
            waive: false,
            limit,
            first: false,
            deadline: None,
        }
    }

    /// A fix's question: is there a lay-down at all, with the natural-card rule waived
    /// (the cards a fix adds are numbered cards)?
    pub fn fix(limit: u64) -> Bounds {
        Bounds {
            waive: true,
            first: true,
            ..Bounds::steps(limit)
        }
    }
}

/// What a search found: the best arrangement (groups, cards kept), and whether the
/// search finished (when it gave up, `best` is the best found so far).
pub(super) struct Solved {
    pub best: Option<(Vec<Vec<usize>>, Vec<usize>)>,
    pub complete: bool,
    /// `best` is the best arrangement, even where the first was asked for.
    pub optimal: bool,
}

/// The search, within its bounds.
pub(super) fn search(
    specs: &[GroupSpec],
    pieces: &[(usize, Piece, u32)],
    mode: Mode,
    natural: Natural,
    bounds: Bounds,
) -> Solved {
    search_above(specs, pieces, mode, natural, bounds, None)
}

/// The search, finding only what scores above `floor`.
pub(super) fn search_above(
    specs: &[GroupSpec],
    pieces: &[(usize, Piece, u32)],
    mode: Mode,
    natural: Natural,
    bounds: Bounds,
    floor: Option<i64>,
) -> Solved {
    assert!(specs.len() <= MAXG, "at most {MAXG} groups");
    // The sweep answers every claim and hand a table plays; the search the rest.
    let any = bounds.first && floor.is_none();
    let goal = super::sweep::Goal {
        // Where any lay-down will do (and none is asked to lay more than a floor), the
        // sweep takes the first it reaches.
        gain: mode == Mode::Find && !any,
        drop: (mode == Mode::Find).then_some(0),
        add: None,
        waive: bounds.waive,
        // (Points are whole: above `floor` is at least one more.)
        floor: floor.filter(|_| mode == Mode::Find).map(|f| f + 1),
        ceiling: None,
        colour: None,
    };
    let limits = super::sweep::Limits {
        steps: bounds.limit,
        deadline: bounds.deadline,
    };
    if let Some(swept) = super::sweep::sweep(specs, pieces, natural, goal, 0, limits) {
        let best = swept
            .best
            .filter(|s| floor.is_none_or(|f| s.score > f))
            .map(|s| (s.groups, s.kept));
        return Solved {
            best,
            complete: true,
            optimal: !any,
        };
    }
    branch_and_bound(specs, pieces, mode, natural, bounds, floor)
}

/// The points of the cards laid in `groups` (indices into the pieces' cards).
#[cfg(test)]
pub(super) fn score(pieces: &[(usize, Piece, u32)], groups: &[Vec<usize>]) -> i64 {
    groups
        .iter()
        .flatten()
        .filter_map(|i| pieces.iter().find(|p| p.0 == *i))
        .map(|p| i64::from(p.2))
        .sum()
}

/// The branch-and-bound search, finding only what scores above `floor`.
pub(super) fn branch_and_bound(
    specs: &[GroupSpec],
    pieces: &[(usize, Piece, u32)],
    mode: Mode,
    natural: Natural,
    bounds: Bounds,
    floor: Option<i64>,
) -> Solved {
    let (colour_groups, choices) = colour_choices(specs, pieces);
    let mut best: Option<(i64, Vec<Vec<usize>>, Vec<usize>)> = None;
    let mut spent = 0;
    let mut complete = true;
    for chosen in choices {
        let mut s = Search::new(specs, pieces, mode, natural);
        s.waive = bounds.waive;
        s.first = bounds.first;
        s.deadline = bounds.deadline;
        s.limit = bounds.limit.saturating_sub(spent);
        for (&g, &c) in colour_groups.iter().zip(&chosen) {
            s.slots[g].color = Some(c);
        }
        s.floor = best.as_ref().map(|b| b.0).or(floor);
        s.prepare();
        s.run(0);
        spent += s.nodes;
        if let (Some(b), Some((groups, kept))) = (s.best.as_ref().map(|b| b.score), s.assignment())
        {
            best = Some((b, groups, kept));
            if mode == Mode::Check || bounds.first {
                break;
            }
        }
        if s.aborted {
            complete = false;
            break;
        }
    }
    Solved {
        best: best.map(|(_, g, k)| (g, k)),
        complete,
        optimal: complete && !bounds.first,
    }
}

/// Each colour group's colour, chosen up front: the colours the cards show, and one more
/// for groups of any-colour cards only; identical groups take colours in order. The colour
/// groups, and every choice of their colours, richest first (so that later ones are cut
/// off early).
pub(super) fn colour_choices(
    specs: &[GroupSpec],
    pieces: &[(usize, Piece, u32)],
) -> (Vec<usize>, Vec<Vec<Color>>) {
    let colour_groups: Vec<usize> = (0..specs.len())
        .filter(|&g| specs[g].kind.has_color())
        .collect();
    let mut colours: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|&c| pieces.iter().any(|(_, p, _)| p.col == Col::Known(c)))
        .collect();
    if let Some(absent) = Color::ALL.into_iter().find(|c| !colours.contains(c)) {
        colours.push(absent);
    }
    let worth = |c: Color| -> u32 {
        pieces
            .iter()
            .filter(|(_, p, _)| p.col == Col::Known(c))
            .map(|x| x.2)
            .sum()
    };
    let mut choices: Vec<(u32, Vec<Color>)> = Vec::new();
    let mut pick = vec![0usize; colour_groups.len()];
    loop {
        let ordered = colour_groups.iter().enumerate().all(|(i, &g)| {
            colour_groups[..i]
                .iter()
                .enumerate()
                .all(|(j, &h)| specs[h] != specs[g] || pick[j] <= pick[i])
        });
        if ordered {
            let chosen: Vec<Color> = pick.iter().map(|&i| colours[i]).collect();
            let mut distinct = chosen.clone();
            distinct.sort();
            distinct.dedup();
            choices.push((distinct.into_iter().map(worth).sum(), chosen));
        }
        let mut i = 0;
        while i < pick.len() {
            pick[i] += 1;
            if pick[i] < colours.len() {
                break;
            }
            pick[i] = 0;
            i += 1;
        }
        if i == pick.len() {
            break;
        }
    }
    choices.sort_by_key(|c| std::cmp::Reverse(c.0));
    (
        colour_groups,
        choices.into_iter().map(|(_, chosen)| chosen).collect(),
    )
}

pub(super) fn lay(
    cards: &[Card],
    specs: &[GroupSpec],
    groups: &[Vec<usize>],
    side: Side,
) -> Vec<Laid> {
    specs
        .iter()
        .zip(groups)
        .map(|(&spec, idx)| {
            let cs: Vec<Card> = idx.iter().map(|&i| cards[i]).collect();
            Laid::layout(spec, &cs, side)
        })
        .collect()
}
