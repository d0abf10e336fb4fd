//! Handing out a kind: the copies of one kind of card (a number in a colour) shared
//! among the groups in every way that could be best, each way a state of the layer.

use crate::rules::group::Col;
use crate::rules::phase::GroupKind;

use super::Sweep;
use super::state::{ANY, Layer, Node, St, Step};

impl Sweep<'_> {
    /// Hands out the copies of kind `t` to the groups from place `pos` on (`before`:
    /// the state before; `base`, at `parent`, the node it came from).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn spread(
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
        if self.work.gave_up {
            return;
        }
        let k = self.k();
        let left = self.cards.kinds[t].cards.len() as u8
            - self.groups.order[..pos]
                .iter()
                .map(|&h| takes[h])
                .sum::<u8>();
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
            self.work.steps += self.work.per_state;
            if self.work.steps > self.work.limit {
                self.work.gave_up = true;
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
            match self.at.settling {
                Some(n) => self.settle(n, node, parent, takes, next),
                None => self.keep(node, takes, next, false),
            }
            *step = saved;
            return;
        }
        let g = self.groups.order[pos];
        let p = self.cards.kinds[t].piece;
        let mut most = if self.takes(g, step, p) {
            if self.groups.specs[g].kind.has_run() {
                left.min(1)
            } else {
                left
            }
        } else {
            0
        };
        // Identical groups in identical states: take no more than the earlier twin.
        if let Some(h) = (self.groups.twin[g]..g).rev().find(|&h| {
            self.groups.twin[h] == self.groups.twin[g]
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
        let open_set = self.groups.shape[g] == GroupKind::Set
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
                    St::Open if self.groups.shape[g] == GroupKind::ColorRun => St::ColourRun {
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
            if self.work.gave_up {
                return;
            }
        }
    }
}
