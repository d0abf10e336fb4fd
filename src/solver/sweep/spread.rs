//! Handing out a kind: the copies of one kind of card (a number in a colour) shared
//! among the groups in every way that could be best, each way a state of the layer.

use crate::rules::group::Col;
use crate::rules::phase::GroupKind;

use super::state::{ANY, Handing, Layer, Node, St};
use super::{Sweep, set};

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
        handing: &mut Handing,
        before: &Handing,
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
            let saved = *handing;
            if left > 0 {
                let Some(drop) = self.goal.drop else { return };
                // Cards a group would take to no harm are better laid.
                if (0..k).any(|h| self.absorbs(h, handing, self.cards.kinds[t].piece)) {
                    return;
                }
                handing.value += drop * i64::from(left);
            }
            self.work.steps += self.work.per_state;
            if self.work.steps > self.work.limit {
                self.work.gave_up = true;
                return;
            }
            let node = Node {
                st: handing.st,
                nat: handing.nat,
                took: handing.took,
                count: handing.count,
                value: handing.value,
                parent: parent as u32,
                ..*base
            };
            match self.at.settling {
                Some(n) => self.settle(n, node, parent, takes, next),
                None => self.keep(node, takes, next, false),
            }
            *handing = saved;
            return;
        }
        let g = self.groups.order[pos];
        let p = self.cards.kinds[t].piece;
        let mut most = if self.takes(g, handing, p) {
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
                && (base.cross >> h & 1) == (base.cross >> g & 1)
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
        } else if self.absorbs(g, handing, p) {
            most
        } else {
            0
        };
        let open_set = self.groups.shape[g] == GroupKind::Set
            && set::all_or_none(handing.st[g], handing.took & (1 << g) != 0)
            && pos + 1 == k
            && self.goal.drop.is_some();
        let saved = *handing;
        let points = i64::from(self.cards.kinds[t].points);
        for take in (least..=most).rev() {
            // A set that begins with this number at the last place takes them all.
            if open_set && take > 0 && take < most {
                continue;
            }
            if take > 0 {
                handing.took |= 1 << g;
                handing.count[g] = handing.count[g].saturating_add(take);
                if p.natural {
                    handing.nat |= 1 << g;
                }
                // A card of a colour gives a colour group its colour.
                let c = match p.col {
                    Col::Known(c) => c.index() as u8,
                    _ => ANY,
                };
                let col = |was: u8| if was == ANY { c } else { was };
                handing.st[g] = match handing.st[g] {
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
                    handing.value += points * i64::from(take);
                }
            }
            takes[g] = take;
            self.spread(next, base, parent, t, pos + 1, handing, before, takes);
            takes[g] = 0;
            *handing = saved;
            if self.work.gave_up {
                return;
            }
        }
    }
}
