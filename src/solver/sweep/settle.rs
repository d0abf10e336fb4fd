//! A number settles: once the cards of a number are handed out, each group's state
//! moves on (a set closes or keeps its count, a colour group takes what it took), and a
//! run that took no card of it either ends or has a gap there for a Wild or Star: both
//! ways are tried, each a state of its own.

use crate::rules::phase::GroupKind;

use super::state::{ANY, Layer, Node, PENDING, St, colour_done};
use super::{MAXG, Sweep, set};

impl Sweep<'_> {
    /// The groups' states once number `n` is handed out. A run that took no card of it
    /// either ends, or has a gap there for a Wild or Star: both are tried.
    pub(super) fn settle(
        &mut self,
        n: u8,
        mut node: Node,
        parent: usize,
        takes: &[u8],
        next: &mut Layer,
    ) {
        let k = self.k();
        let handing = node.handing();
        // A run going on since before the numbers it must go on past takes a card past
        // them: it goes across each.
        if node.cross & PENDING != 0 && handing.took & node.cross & !PENDING != 0 {
            node.cross = 0;
        }
        node.parent = parent as u32;
        node.took = 0;
        node.count = [0; MAXG];
        let mut open_runs = 0u16;
        let b = 4;
        for g in 0..k {
            let spec = self.groups.specs[g];
            let took = handing.took & (1 << g) != 0;
            match (self.groups.shape[g], node.st[g]) {
                (GroupKind::Set, st) => {
                    if let Some(short) = set::settles(st, took, handing.count[g], spec.size) {
                        node.st[g] = St::Closed;
                        node.need[b] += u16::from(short);
                        node.slot(g, short);
                    }
                }
                (GroupKind::Run, St::Open) if took => {
                    node.st[g] = St::Run { span: 1 };
                    node.runs[b] += u8::from(self.wilds.count_runs[b]);
                }
                (GroupKind::Run, St::Run { span }) if took => {
                    node.st[g] = St::Run {
                        span: (span + 1).min(spec.size),
                    };
                    node.runs[b] += u8::from(self.wilds.count_runs[b]);
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
                        node.slot(g, gaps);
                        if self.wilds.count_runs[c] {
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
                let size = self.groups.specs[g].size;
                node.st[g] = match node.st[g] {
                    St::Open if self.groups.shape[g] == GroupKind::ColorRun => St::ColourDone {
                        need: size,
                        count: 0,
                        col: ANY,
                    },
                    St::Open => {
                        node.need[b] += u16::from(size);
                        node.slot(g, size);
                        St::Closed
                    }
                    St::Run { span } => {
                        node.need[b] += u16::from(size - span);
                        node.slot(g, size - span);
                        St::Closed
                    }
                    St::ColourRun {
                        span,
                        col,
                        gaps,
                        count,
                    } => colour_done(&mut node, g, size, span, col, gaps, count),
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
        if self.work.gave_up {
            return;
        }
        let Some(g) = (g..self.k()).find(|&h| open & (1 << h) != 0) else {
            self.keep(node, takes, next, true);
            return;
        };
        let twin_ended = (self.groups.twin[g]..g).any(|h| {
            self.groups.twin[h] == self.groups.twin[g]
                && open & (1 << h) != 0
                && before.st[h] == before.st[g]
                && (before.nat >> h & 1) == (before.nat >> g & 1)
                && (before.cross >> h & 1) == (before.cross >> g & 1)
                && node.st[h].closed()
        });
        let size = self.groups.specs[g].size;
        let b = 4;
        let (mut gap, mut end) = (node, node);
        // A gap, while Wilds and Stars could fill it; or the end.
        let fits = match node.st[g] {
            St::Run { span } => {
                gap.st[g] = St::Run {
                    span: (span + 1).min(size),
                };
                gap.need[b] += 1;
                gap.slot(g, 1);
                end.st[g] = St::Closed;
                end.need[b] += u16::from(size - span);
                end.slot(g, size - span);
                u32::from(gap.need[b]) <= self.wilds.allow[b]
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
                end.st[g] = colour_done(&mut end, g, size, span, col, gaps, count);
                if col == ANY {
                    u32::from(gaps) < self.wilds.total
                } else {
                    let c = usize::from(col);
                    gap.need[c] += 1;
                    gap.slot(g, 1);
                    u32::from(gap.need[c]) <= self.wilds.allow[c]
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
            // A second way from one state is a state of its own: its work counted (ten
            // runs going on are a thousand ways of one state).
            if gapped {
                self.work.steps += self.work.per_state;
                if self.work.steps > self.work.limit {
                    self.work.gave_up = true;
                    return;
                }
            }
            self.branch(before, end, open, g + 1, takes, next);
        }
    }
}
