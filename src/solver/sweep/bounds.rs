//! The sweep's bounds: what a state can still come to at most (the cards no group can
//! take, the places left past every card that could fill them, colour by colour), so
//! that a state that cannot beat the best so far is never carried on.

use crate::rules::phase::GroupKind;

use super::state::{ANY, Node, St, held_in};
use super::{Natural, Sweep, set};

/// The bounds, each a switch for the ablation benchmark (`benches/adversarial.rs`): off,
/// a bound counts nothing, which costs states but never an answer (each is a lower
/// bound on what a state still costs).
pub mod switch {
    // (Turned off only by the tests and the benchmarks, feature `bench`.)
    #![cfg_attr(not(feature = "bench"), allow(dead_code))]
    use std::cell::Cell;

    /// The places still to fill past every card to come (`Sweep::count_short`).
    pub const COUNT: u8 = 2;
    /// The same, colour by colour (`Sweep::colour_short`).
    pub const COLOUR_SHORT: u8 = 8;
    /// The stretches of numbers the runs cannot all reach (`Sweep::stretches`).
    pub const STRETCHES: u8 = 16;
    /// Every bound, with its name.
    pub const ALL: [(u8, &str); 3] = [
        (COUNT, "count"),
        (COLOUR_SHORT, "colour short"),
        (STRETCHES, "stretches"),
    ];

    thread_local! {
        static OFF: Cell<u8> = const { Cell::new(0) };
    }

    /// Turns the bounds in `mask` off for the sweeps of this thread (0: all on).
    pub fn set_off(mask: u8) {
        OFF.with(|off| off.set(mask));
    }

    /// The bounds turned off.
    pub fn off() -> u8 {
        OFF.with(Cell::get)
    }
}

impl Sweep<'_> {
    /// The places the groups still have to fill past every card that could fill them,
    /// and the cards to come no group could take: each card fills one place at most, so
    /// a fix adds at least the first, and leaves out at least the second.
    ///
    /// A place already passed (a gap, a set closed short) takes only a Wild or Star. A
    /// run's places take only the cards of their window of numbers (one a number; a
    /// run not begun, its best window; a colour run, in one colour), a set's the cards
    /// of one number, a colour group's the cards of its colour. Where every group needs
    /// a numbered card, one is added for each group without one past the numbered cards
    /// to come. A run takes one card a number for as long as it goes on, in one colour
    /// for a colour run; a set or colour group takes any number of its cards. A place of
    /// a colour that no card to come fills takes only a Star of that colour or
    /// a Wild: those past the Stars of their colours are short past the Wilds (five colour
    /// groups and seven Stars of four colours are answered at once for it).
    pub(super) fn count_short(&mut self, node: &Node, settled: bool) -> (u32, u32) {
        let cards = self.cards;
        let rest = &cards.rest[self.at.to_come];
        let now = usize::from(self.at.now);
        // The first number a group that took none of `now` could still take.
        let from = if settled { now + 1 } else { now };
        // The most cards a run could still take, one a number, in one colour (where
        // `coloured`) or of any colour: over the window of `left` numbers from `lo`.
        let held = |lo: usize, left: usize, coloured: bool| {
            if coloured {
                (0..4)
                    .map(|c| held_in(rest.numbers_in[c], lo, left))
                    .max()
                    .unwrap_or(0)
            } else {
                held_in(rest.numbers, lo, left)
            }
        };
        // Over the best window of `size` numbers, for a run not begun (worked out once
        // a kind).
        let (stage, specs, shape, k) = (self.stage, self.groups.specs, self.groups.shape, self.k());
        let reaches = &mut self.bounds.known.reaches;
        // (The most cards of one number ahead, for a set not begun.)
        let shorts = &mut self.bounds.known.shorts;
        let mut best = |size: usize, coloured: bool| {
            let known =
                &mut reaches[stage][usize::from(settled) + 2 * usize::from(coloured)][size.min(13)];
            if *known == u8::MAX {
                let most = (from..13).map(|lo| held(lo, size, coloured)).max();
                *known = most.unwrap_or(0).min(254) as u8;
            }
            u32::from(*known)
        };
        // The places passed, those of no colour yet (and how many cards to come could
        // fill them), and those of each colour.
        let mut passed: u32 = node.need.iter().map(|&x| u32::from(x)).sum();
        let (mut any, mut any_fill) = (0u32, 0u32);
        let mut coloured = [0u32; 4];
        // The colour runs going on in a colour: the places each still has lie in a
        // window of numbers (from `lo`, `left` of them), one card a number.
        let mut windows = [[0u8; 14]; 4];
        let mut in_windows = [0u32; 4];
        // And the numbers they could take at all: each to 12 at most.
        let mut going = [[0u8; 14]; 4];
        // The colour groups of each colour (they take any card of it), and how many
        // cards to come all the groups could take at most.
        let mut colour_group = [false; 4];
        let mut takeable = 0u32;
        // The sets not begun, together (see `set::NotBegun`).
        let mut sets = set::NotBegun::default();
        for g in 0..k {
            let size = u32::from(specs[g].size);
            let took = u32::from(!settled && node.took & (1 << g) != 0);
            // Where a run going on could take its next card.
            let lo = if took == 1 { now + 1 } else { from };
            // The places still to fill, of what colour, how many cards to come could
            // fill them, and how many the group could take at all (a set or colour group
            // any number of its cards, a run one a number for as long as it goes on).
            let (ahead, col, fill, take) = match node.st[g] {
                St::Open if shape[g] == GroupKind::Set => {
                    let known = &mut shorts[stage][usize::from(settled)][0];
                    let most = || u32::from(set::most_of_one_number(known, rest, from));
                    let count = node.count[g];
                    let a = set::ahead(took == 1, count, size, rest, now, most, &mut sets);
                    (a.places, ANY, a.fill, a.take)
                }
                St::Open => {
                    let coloured = shape[g] == GroupKind::ColorRun;
                    let ahead = size - took;
                    let fill = if took == 1 {
                        held(lo, ahead as usize, coloured)
                    } else {
                        best(ahead as usize, coloured)
                    };
                    (ahead, ANY, fill, held(lo, 13, coloured))
                }
                St::Run { span } => {
                    let left = size.saturating_sub(u32::from(span) + took);
                    let fill = held(lo, left as usize, false);
                    (left, ANY, fill, held(lo, 13, false))
                }
                St::ColourRun {
                    span, col, gaps, ..
                } => {
                    let left = size.saturating_sub(u32::from(span) + took);
                    if col == ANY {
                        passed += u32::from(gaps);
                        let fill = held(lo, left as usize, true);
                        (left, ANY, fill, held(lo, 13, true))
                    } else {
                        let c = usize::from(col);
                        in_windows[c] += left;
                        for n in lo..13 {
                            going[c][n] += 1;
                            if n < lo + left as usize {
                                windows[c][n] += 1;
                            }
                        }
                        (left, col, 0, 0)
                    }
                }
                St::Colour { need, col: ANY } => {
                    let most = u32::from(rest.colour.iter().copied().max().unwrap_or(0));
                    (u32::from(need), ANY, most, most)
                }
                St::Colour { need, col } => {
                    colour_group[usize::from(col)] = true;
                    (u32::from(need), col, 0, 0)
                }
                St::ColourDone { col: ANY, need, .. } => {
                    passed += u32::from(need);
                    (0, ANY, 0, 0)
                }
                St::Closed | St::ColourDone { .. } => (0, ANY, 0, 0),
            };
            match col {
                ANY => {
                    any += ahead;
                    any_fill += ahead.min(fill);
                }
                c => coloured[usize::from(c)] += ahead,
            }
            takeable += take;
        }
        // Together they take the cards of as many numbers at most (two may share one).
        if sets.count > 0 {
            let tops = &mut self.bounds.known.tops[stage][usize::from(settled)];
            let held = set::most_in_numbers(tops, rest, from, sets.count);
            let (fill, take) = sets.together(held);
            any_fill += fill;
            takeable += take;
        }
        let to_come = rest.count;
        let mut fillable = any_fill;
        // The places of each colour no card to come can fill: only a Star of that
        // colour or a Wild fills them.
        let mut starred = 0u32;
        for c in 0..4 {
            // The runs' places take no more cards than their windows hold, one a run.
            let (mut in_reach, mut runs_take) = (0, 0);
            if going[c][12] > 0 {
                for n in now..13 {
                    let there = cards.of_colour[n][c].min(u32::from(rest.copies[n]));
                    in_reach += there.min(u32::from(windows[c][n]));
                    runs_take += there.min(u32::from(going[c][n]));
                }
            }
            let of_colour = u32::from(rest.colour[c]);
            let groups = coloured[c] - in_windows[c];
            let filled = coloured[c].min(of_colour).min(in_reach + groups);
            fillable += filled;
            let stars = cards.pool[c].len() as u32;
            starred += (coloured[c] - filled + u32::from(node.need[c])).saturating_sub(stars);
            takeable += if colour_group[c] {
                of_colour
            } else {
                runs_take.min(of_colour)
            };
        }
        let mut lost = to_come.saturating_sub(takeable);
        if rest.colourless > 0 {
            lost = lost.max(self.colourless_lost(node, settled));
        }
        // The cards left out fill no place.
        let laid = to_come - lost.min(to_come);
        let places = passed + any + coloured.iter().sum::<u32>();
        let mut short = places.saturating_sub(fillable.min(laid) + self.wilds.total);
        short = short.max(starred.saturating_sub(cards.pool[4].len() as u32));
        // Under `natural = "group"`, each group without a numbered card takes one still
        // to come or one added (those added so far count).
        if self.natural == Natural::Group && !self.goal.waive {
            let lacking = (!node.nat & ((1 << k) - 1)).count_ones();
            let added: u32 = node.added.iter().map(|&a| u32::from(a)).sum();
            short = short.max(lacking.saturating_sub(to_come + added));
        }
        (short, lost)
    }

    /// The cards to come typed without their colour that no group could take: only runs
    /// and sets take them, a run one a number from where it could go on, a set the
    /// copies of one number (the sets not begun those of as many numbers). Where no card
    /// is added, no group takes more than its size and the `slack` either (more than the
    /// slack left out, and the groups cannot all be filled): a run over a window of that
    /// many numbers, a set that many.
    fn colourless_lost(&self, node: &Node, settled: bool) -> u32 {
        let rest = &self.cards.rest[self.at.to_come];
        let mask = rest.colourless_numbers;
        let now = usize::from(self.at.now);
        let from = if settled { now + 1 } else { now };
        // (Where cards are added, no bound but the copies: a run takes 12 numbers at
        // most, a set every copy of its number.)
        let slack = self.slack.map_or(13, |s| s as usize);
        let set_most = |places: usize| {
            self.slack
                .map_or(u32::MAX, |s| (places + s as usize) as u32)
        };
        let mut held = 0u32;
        let mut sets = (0usize, 0u32);
        for g in 0..self.k() {
            let size = usize::from(self.groups.specs[g].size);
            let took = !settled && node.took & (1 << g) != 0;
            let lo = if took { now + 1 } else { from };
            held += match (self.groups.shape[g], node.st[g]) {
                (GroupKind::Run, St::Run { span }) => {
                    let left = size.saturating_sub(usize::from(span) + usize::from(took));
                    held_in(mask, lo, left + slack)
                }
                (GroupKind::Run, St::Open) if took => held_in(mask, lo, size - 1 + slack),
                (GroupKind::Run, St::Open) => (from..13)
                    .map(|lo| held_in(mask, lo, size + slack))
                    .max()
                    .unwrap_or(0),
                (GroupKind::Set, St::Open) => {
                    let count = node.count[g];
                    set::colourless(took, count, size, rest, now, set_most, &mut sets)
                }
                _ => 0,
            };
        }
        if sets.0 > 0 {
            let mut copies = rest.colourless_copies;
            let ahead = &mut copies[from.min(13)..];
            ahead.sort_unstable_by(|a, b| b.cmp(a));
            let most: u32 = ahead.iter().take(sets.0).map(|&c| u32::from(c)).sum();
            held += most.min(sets.1);
        }
        u32::from(rest.colourless).saturating_sub(held)
    }

    /// Whether the natural-card rule can no longer be met from `node` on (where no card
    /// is added to meet it): the phase, or under `natural = "group"` a group, has no
    /// numbered card and none still to come that it could take.
    pub(super) fn never_natural(&self, node: &Node) -> bool {
        if self.goal.waive {
            return false;
        }
        let rest = &self.cards.rest[self.at.to_come];
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
    pub(super) fn colour_short(&mut self, node: &Node, settled: bool) -> u32 {
        if !self.groups.colour_runs {
            return 0;
        }
        let rest = self.cards.rest[self.at.to_come];
        let now = usize::from(self.at.now);
        let from = if settled { now + 1 } else { now };
        let rule = self.natural == Natural::Group && !self.goal.waive;
        let mut short = 0;
        for g in 0..self.k() {
            if self.groups.shape[g] != GroupKind::ColorRun || !settled && node.took & (1 << g) != 0
            {
                continue;
            }
            let size = usize::from(self.groups.specs[g].size);
            short += match node.st[g] {
                St::ColourRun { span, col, .. } if col != ANY => {
                    let c = usize::from(col);
                    let left = size.saturating_sub(usize::from(span));
                    let gaps = left as u32 - held_in(rest.numbers_in[c], from, left);
                    gaps.saturating_sub(self.wilds.allow[c])
                }
                St::Open => {
                    let known =
                        &mut self.bounds.known.fits[self.stage][usize::from(settled)][size.min(13)];
                    if *known == u8::MAX {
                        let least = (0..4)
                            .map(|c| {
                                let best = (from..13)
                                    .map(|lo| held_in(rest.numbers_in[c], lo, size))
                                    .max()
                                    .unwrap_or(0);
                                let gaps = (size as u32 - best).saturating_sub(self.wilds.allow[c]);
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
}

impl Sweep<'_> {
    /// The stretches the groups cannot all reach, where every group still open is a run
    /// or a set: a stretch is a row of numbers the cards to come hold one after another.
    /// A run not begun can take one stretch, a run going on only the one it goes on
    /// into, and each Wild or Star not yet placed bridges one gap between two; a set
    /// takes one number, so one stretch. Each stretch past those costs a card left out
    /// (every card of it) or one added to bridge it. Where no open group is a run of no
    /// colour and no card is of any colour, the same one colour at a time (a colour run
    /// keeps to its colour; a set takes its number in each colour that has it): the
    /// more of the two.
    pub(super) fn stretches(&self, node: &Node, settled: bool) -> u32 {
        let rest = &self.cards.rest[self.at.to_come];
        let now = usize::from(self.at.now);
        let from = if settled { now + 1 } else { now };
        let ahead = !((1u16 << from.min(15)) - 1);
        let mut by_colour = rest.colour[0] == rest.own[0];
        let mut sets = false;
        for g in 0..self.k() {
            match (self.groups.shape[g], node.st[g]) {
                (_, st) if st.closed() => {}
                (GroupKind::Run, St::Open | St::Run { .. }) => by_colour = false,
                (GroupKind::ColorRun, St::Open | St::ColourRun { .. }) => {}
                (GroupKind::Set, St::Open) => sets = true,
                _ => return 0,
            }
        }
        let plain = [rest.numbers & ahead];
        let colours = rest.numbers_in.map(|m| m & ahead);
        // Where no set is open, each copy of a number a row holds needs a run of its
        // own there: the runs a row needs are where its copies grow, number by number
        // (8 8 9 10 10 needs three). One card left out or added (or a Wild placed)
        // changes that by one at most.
        let rows = |masks: &[u16]| -> u32 {
            let each = |(i, &m): (usize, &u16)| -> u32 {
                if sets {
                    // (Each row once: where its numbers begin.)
                    return (m & !(m << 1)).count_ones();
                }
                let copies = if masks.len() == 4 {
                    &rest.copies_in[i]
                } else {
                    &rest.copies
                };
                let level = |n: usize| u32::from(m >> n & 1) * u32::from(copies[n]).max(1);
                (1..13).map(|n| level(n).saturating_sub(level(n - 1))).sum()
            };
            masks.iter().enumerate().map(each).sum()
        };
        let past = |masks: &[u16]| -> u32 {
            let count = rows(masks);
            // How many colours hold a number (a set takes it in each).
            let colours_at = |n: usize| masks.iter().filter(|&&m| m >> n & 1 == 1).count() as u32;
            let most_colours = (from..13)
                .filter(|_| sets)
                .map(colours_at)
                .max()
                .unwrap_or(0);
            let mut reach = 0u32;
            for g in 0..self.k() {
                let took = !settled && node.took & (1 << g) != 0;
                let lo = if took { now + 1 } else { from };
                let holds = |m: u16| lo <= 12 && m >> lo & 1 == 1;
                let set = self.groups.shape[g] == GroupKind::Set;
                reach += match node.st[g] {
                    st if st.closed() => 0,
                    St::Open if set && took => colours_at(now),
                    St::Open if set => most_colours,
                    St::Open if !took => 1,
                    St::ColourRun { col, .. } if masks.len() == 4 && col != ANY => {
                        u32::from(holds(masks[usize::from(col)]))
                    }
                    _ => u32::from(masks.iter().any(|&m| holds(m))),
                };
            }
            let placed: u32 = node.need.iter().map(|&n| u32::from(n)).sum();
            let bridges = self.wilds.total.saturating_sub(placed);
            count.saturating_sub(reach + bridges)
        };
        let plain = past(&plain);
        if by_colour {
            plain
                .max(past(&colours))
                .max(self.short_rows(node, settled))
        } else {
            plain
        }
    }

    /// The rows too short for a colour run: a row of one colour shorter than every
    /// colour run not begun (and not where one going on goes on into it) is made a run
    /// only by a card added or a Wild at an end (one in the gap between two such rows
    /// serves both), or is left out, or is laid in sets: two sets at most, each taking
    /// the cards of one number.
    fn short_rows(&self, node: &Node, settled: bool) -> u32 {
        let rest = &self.cards.rest[self.at.to_come];
        let now = usize::from(self.at.now);
        let from = if settled { now + 1 } else { now };
        let (mut shortest, mut going, mut fixed, mut sets) = (13, [0u16; 4], 0u16, 0);
        for g in 0..self.k() {
            let took = !settled && node.took & (1 << g) != 0;
            let lo = if took { now + 1 } else { from };
            match (self.groups.shape[g], node.st[g]) {
                (_, st) if st.closed() => {}
                (GroupKind::Set, _) if took => fixed |= 1 << now,
                (GroupKind::Set, _) if sets == 2 => return 0,
                (GroupKind::Set, _) => sets += 1,
                (_, St::Open) if !took => shortest = shortest.min(self.groups.specs[g].size),
                (_, St::ColourRun { col, .. }) if col != ANY => going[usize::from(col)] |= 1 << lo,
                _ => going.iter_mut().for_each(|m| *m |= 1 << lo),
            }
        }
        // The short rows (a mask of numbers, and its colour), in order in each colour.
        let (mut rows, mut len, mut numbers) = ([(0u16, 0usize); 28], 0, 0u16);
        for (c, &m) in rest.numbers_in.iter().enumerate() {
            let mut m = m & !((1u16 << from.min(15)) - 1);
            while m != 0 {
                let row = m & !m.wrapping_add(m & m.wrapping_neg());
                m &= !row;
                if row.count_ones() < u32::from(shortest) && going[c] & row & !(row << 1) == 0 {
                    (rows[len], len, numbers) = ((row, c), len + 1, numbers | row);
                }
            }
        }
        let placed: u32 = node.need.iter().map(|&n| u32::from(n)).sum();
        let wilds = self.wilds.total.saturating_sub(placed);
        // The fewest changes where the sets take the numbers `taken`.
        let cost = |taken: u16| {
            let (mut open, mut gaps, mut last) = (0u32, 0, (0u16, 4));
            for &(row, c) in rows[..len].iter().filter(|r| r.0 & !taken != 0) {
                open += 1;
                gaps += u32::from(last.1 == c && last.0 << 2 & row & !(row << 1) != 0);
                last = (row, c);
            }
            (open - gaps).max(open.div_ceil(2)).saturating_sub(wilds)
        };
        let each = |n: &usize| numbers >> n & 1 == 1;
        let mut best = cost(fixed);
        for n in (from..13).filter(|n| sets > 0 && each(n)) {
            for m in (n..13).filter(|m| each(m) && (sets == 2 || *m == n)) {
                best = best.min(cost(fixed | 1 << n | 1 << m));
            }
        }
        best
    }
}
