//! The end of a sweep: an end state's Wilds and Stars placed (the colours of colour groups
//! no card gave one tried as a multiset), what it is worth, and the assignment of every
//! card walked back from the best end state.

use super::super::cards::{FILLS, Filled, fill, takes_class};
use super::state::{ANY, BUCKETS, Node, St};
use super::{MAXG, Natural, Sweep, Swept};

impl Sweep<'_> {
    /// What an end state is worth once its Wilds and Stars are placed, and the class
    /// each fill goes to (a colour group no card gave a colour takes the one that does
    /// best); `None` where it may not be.
    pub(super) fn end(&mut self, node: &Node) -> Option<(i64, [usize; FILLS])> {
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
        for &g in &self.groups.colour {
            if let St::ColourRun { col, .. } | St::ColourDone { col, .. } = node.st[g]
                && col != ANY
            {
                runs_of[usize::from(col)] += 1;
            }
        }
        for b in 0..BUCKETS {
            need[b] = u32::from(node.need[b]);
            let runs = if b < 4 {
                runs_of[b]
            } else {
                self.wilds.run_count[b]
            };
            cap[b] = if b < 4 || self.wilds.only_runs[b] {
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
        for &g in &self.groups.colour {
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
            self.work.steps += self.work.per_state;
            if self.work.steps > self.work.limit {
                self.work.gave_up = true;
                return None;
            }
            for (&(j, _), &p) in open.iter().zip(&pick) {
                class[j] = self.wilds.choices[p];
            }
            let filled = fill(m, &class, &need, &cap, supply);
            let extra =
                self.extra_naturals(lacking, &filled, &class, &home, &node.added, node.slotted);
            if let Some(value) = self.worth(node.value, &filled, extra)
                && best.is_none_or(|b| value > b.0)
            {
                best = Some((value, class));
            }
            if !next_multiset(&mut pick[..opens], &alike, self.wilds.choices.len()) {
                break;
            }
        }
        best
    }

    /// Each colour group's class in an end state: its colour, or the one `class` (from
    /// [`Sweep::end`]) chose for it.
    pub(super) fn chosen(&self, node: &Node, class: &[usize; FILLS]) -> [usize; MAXG] {
        let mut chosen = [5usize; MAXG];
        let mut m = BUCKETS;
        for &g in &self.groups.colour {
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
    pub(super) fn extra_naturals(
        &self,
        lacking: u16,
        filled: &Filled,
        class: &[usize; FILLS],
        home: &[usize; MAXG],
        added: &[u8; BUCKETS],
        slotted: u16,
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
            // A group of a shared bucket that holds none of its places (its cards all
            // typed with their values) cannot swap a filler for a card added elsewhere:
            // it takes one more of its own.
            if m < BUCKETS && slotted & (1 << g) == 0 {
                extra += 1;
                continue;
            }
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
    pub(super) fn worth(&self, value: i64, filled: &Filled, extra: u32) -> Option<i64> {
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
    pub(super) fn assignment(&self, score: i64, at: usize, chosen: &[usize; MAXG]) -> Swept {
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
            let spec = self.groups.specs[g];
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

/// The next choice of every pick (each below `n`), where a pick `alike` the one before
/// it is never below it (one arrangement of each multiset); false after the last.
pub(super) fn next_multiset(pick: &mut [usize], alike: &[bool], n: usize) -> bool {
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
