//! One group on its own: its states between two stages, numbered for a table, and its
//! moves at a stage (the cards of the stage's kind it takes, and where the number
//! settles, a set closing and a run's gap or end).

use crate::rules::group::Col;
use crate::rules::phase::GroupKind;

use super::super::state::{ANY, St, Stage};
use super::super::supply::Cards;

/// Where a group's places are filled from: a colour's Wilds and Stars (0-3) with those
/// of any colour, the best colour where it has none yet (`ANY`), or every class.
pub(super) const PLAIN: u8 = 5;

/// A group's state on its own.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Alone {
    /// A set with no number yet (`took`: the cards it took of the number now, up to its
    /// size; it closes when the number settles); a run not begun (`took` 1: it begins
    /// now); a colour run not begun.
    Open { took: u8 },
    /// A run going on: its length so far up to its size, its colour (`ANY` for a run, or
    /// a colour run no card gave one), and whether it took a card of the number now.
    Going { span: u8, col: u8, took: bool },
    /// A set or run that takes no more numbered cards (its colour, for a colour run).
    Done { col: u8 },
    /// A colour group: the cards it still needs, and its colour.
    Colour { need: u8, col: u8 },
}

/// A kind and size of group, which numbers its states `0..states()`: each `Alone`
/// state, and where every group needs a numbered card (`natural = "group"`), whether it
/// has one yet.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Shape {
    pub(super) kind: GroupKind,
    pub(super) size: u8,
    /// Whether the group needs a numbered card of its own.
    pub(super) rule: bool,
}

/// One move of a group at a stage: the state it leads to, the cards of the stage's kind
/// it takes, and the places it leaves (filled from `from`: a colour, `ANY` or `PLAIN`).
#[derive(Clone, Copy, Debug)]
pub(super) struct Move {
    pub(super) to: u16,
    pub(super) took: u8,
    pub(super) places: u8,
    pub(super) from: u8,
}

impl Shape {
    pub(super) fn states(self) -> usize {
        self.alone() * (1 + usize::from(self.rule))
    }

    /// The number of `Alone` states.
    pub(super) fn alone(self) -> usize {
        let n = usize::from(self.size);
        match self.kind {
            GroupKind::Set => n + 2,
            GroupKind::Run => 2 * n + 3,
            GroupKind::ColorRun => 1 + 10 * (n + 1) + 5,
            GroupKind::Color => 5 * (n + 1),
        }
    }

    /// The number of state `a`, with a numbered card or not (`nat`: it counts only
    /// where the group needs one).
    pub(super) fn index(self, a: Alone, nat: bool) -> usize {
        self.alone_index(a) + usize::from(nat && self.rule) * self.alone()
    }

    fn alone_index(self, a: Alone) -> usize {
        let n = usize::from(self.size);
        match (self.kind, a) {
            (GroupKind::Set | GroupKind::Run, Alone::Open { took }) => usize::from(took),
            (GroupKind::Set, _) => n + 1,
            (GroupKind::Run, Alone::Going { span, took, .. }) => {
                2 + 2 * (usize::from(span) - 1) + usize::from(took)
            }
            (GroupKind::Run, _) => 2 + 2 * n,
            (GroupKind::ColorRun, Alone::Open { .. }) => 0,
            (GroupKind::ColorRun, Alone::Going { span, col, took }) => {
                1 + (usize::from(span) * 5 + usize::from(col)) * 2 + usize::from(took)
            }
            (GroupKind::ColorRun, Alone::Done { col }) => 1 + 10 * (n + 1) + usize::from(col),
            (GroupKind::Color, Alone::Colour { need, col }) => {
                usize::from(need) * 5 + usize::from(col)
            }
            (kind, a) => unreachable!("{kind:?} is never {a:?}"),
        }
    }

    /// The number of a sweep's group in state `st` (`took`: it took a card of the number
    /// now, `count` of them), without a numbered card, and the places it needs so far
    /// that its state keeps (a colour run no card gave a colour); with one, the number
    /// is `alone()` more.
    pub(super) fn of_node(self, st: St, took: bool, count: u8) -> (usize, u8) {
        let n = usize::from(self.size);
        let took_one = usize::from(took);
        match (self.kind, st) {
            (GroupKind::Set, St::Open) if took => (usize::from(count).min(n), 0),
            (GroupKind::Run, St::Open) => (took_one, 0),
            (_, St::Open) => (0, 0),
            (_, St::Run { span }) => (2 + 2 * (usize::from(span).min(n) - 1) + took_one, 0),
            (
                _,
                St::ColourRun {
                    span, col, gaps, ..
                },
            ) => (
                1 + (usize::from(span).min(n) * 5 + usize::from(col)) * 2 + took_one,
                if col == ANY { gaps } else { 0 },
            ),
            (_, St::ColourDone { col, need, .. }) => (
                1 + 10 * (n + 1) + usize::from(col),
                if col == ANY { need } else { 0 },
            ),
            (_, St::Colour { need, col }) => (usize::from(need).min(n) * 5 + usize::from(col), 0),
            (GroupKind::Set, St::Closed) => (n + 1, 0),
            (_, St::Closed) => (2 + 2 * n, 0),
        }
    }

    /// How many more a state with a numbered card is numbered (nothing where the group
    /// does not need one).
    pub(super) fn with_natural(self) -> usize {
        if self.rule { self.alone() } else { 0 }
    }

    /// The state of number `x`, and whether it has a numbered card.
    pub(super) fn state(self, x: usize) -> (Alone, bool) {
        let alone = self.alone();
        (self.alone_state(x % alone), x >= alone)
    }

    fn alone_state(self, x: usize) -> Alone {
        let n = usize::from(self.size);
        match self.kind {
            GroupKind::Set if x <= n => Alone::Open { took: x as u8 },
            GroupKind::Run if x < 2 => Alone::Open { took: x as u8 },
            GroupKind::Run if x < 2 + 2 * n => Alone::Going {
                span: ((x - 2) / 2 + 1) as u8,
                col: ANY,
                took: (x - 2) % 2 == 1,
            },
            GroupKind::Set | GroupKind::Run => Alone::Done { col: ANY },
            GroupKind::ColorRun if x == 0 => Alone::Open { took: 0 },
            GroupKind::ColorRun if x < 1 + 10 * (n + 1) => {
                let y = x - 1;
                Alone::Going {
                    span: (y / 10) as u8,
                    col: ((y / 2) % 5) as u8,
                    took: y % 2 == 1,
                }
            }
            GroupKind::ColorRun => Alone::Done {
                col: (x - 1 - 10 * (n + 1)) as u8,
            },
            GroupKind::Color => Alone::Colour {
                need: (x / 5) as u8,
                col: (x % 5) as u8,
            },
        }
    }

    /// The state a group starts in (a colour group of the colour given, if one is).
    pub(super) fn root(self, colour: Option<u8>) -> Alone {
        match self.kind {
            GroupKind::Color => Alone::Colour {
                need: self.size,
                col: colour.unwrap_or(ANY),
            },
            _ => Alone::Open { took: 0 },
        }
    }

    /// The moves of a group in state `a` (`nat`: with a numbered card) at a stage, added
    /// to `out`: staying as it is (first), taking cards of the stage's kind, then (where
    /// the number settles) a set closing, a run's gap or end.
    pub(super) fn moves(
        self,
        stage: Stage,
        cards: &Cards,
        a: Alone,
        nat: bool,
        out: &mut Vec<Move>,
    ) {
        let n = self.size;
        let plain = !self.kind.has_color();
        let start = out.len();
        // A numbered card taken gives the group its numbered card.
        let natural = stage.kind.is_some_and(|t| cards.kinds[t].piece.natural);
        let mut push = |to: Alone, took: u8| {
            out.push(Move {
                to: self.index(to, nat || (took > 0 && natural)) as u16,
                took,
                places: 0,
                from: PLAIN,
            });
        };
        push(a, 0);
        if let Some(t) = stage.kind {
            let kind = &cards.kinds[t];
            let q = kind.cards.len().min(usize::from(u8::MAX)) as u8;
            let col = kind.piece.col;
            match (self.kind, a) {
                (GroupKind::Set, Alone::Open { took }) => {
                    for j in 1..=q {
                        let took = took.saturating_add(j).min(n);
                        push(Alone::Open { took }, j);
                    }
                }
                (GroupKind::Run, Alone::Open { took: 0 }) => push(Alone::Open { took: 1 }, 1),
                (
                    GroupKind::Run,
                    Alone::Going {
                        span, took: false, ..
                    },
                ) => {
                    let to = Alone::Going {
                        span,
                        col: ANY,
                        took: true,
                    };
                    push(to, 1);
                }
                (GroupKind::ColorRun, Alone::Open { .. }) => {
                    if let Some(c) = fits(col, ANY) {
                        let to = Alone::Going {
                            span: 0,
                            col: c,
                            took: true,
                        };
                        push(to, 1);
                    }
                }
                (
                    GroupKind::ColorRun,
                    Alone::Going {
                        span,
                        col: was,
                        took: false,
                    },
                ) => {
                    if let Some(c) = fits(col, was) {
                        let to = Alone::Going {
                            span,
                            col: c,
                            took: true,
                        };
                        push(to, 1);
                    }
                }
                (GroupKind::Color, Alone::Colour { need, col: was }) => {
                    if let Some(c) = fits(col, was) {
                        for j in 1..=q {
                            let need = need.saturating_sub(j);
                            push(Alone::Colour { need, col: c }, j);
                        }
                    }
                }
                _ => {}
            }
        }
        if stage.settling.is_none() {
            return;
        }
        // The number settles: a set that took of it closes, a run that took none of it
        // has a gap there or ends.
        let from = |col: u8| if plain { PLAIN } else { col };
        for i in start..out.len() {
            let m = out[i];
            let (now, nat) = self.state(usize::from(m.to));
            let settled = |places: u8, from: u8, to: Alone| Move {
                to: self.index(to, nat) as u16,
                took: m.took,
                places,
                from,
            };
            out[i] = match (self.kind, now) {
                (GroupKind::Set, Alone::Open { took }) if took > 0 => {
                    settled(n - took, PLAIN, Alone::Done { col: ANY })
                }
                (GroupKind::Run, Alone::Open { took: 1 }) => settled(
                    0,
                    PLAIN,
                    Alone::Going {
                        span: 1,
                        col: ANY,
                        took: false,
                    },
                ),
                (
                    _,
                    Alone::Going {
                        span,
                        col,
                        took: true,
                    },
                ) => settled(
                    0,
                    from(col),
                    Alone::Going {
                        span: (span + 1).min(n),
                        col,
                        took: false,
                    },
                ),
                (
                    _,
                    Alone::Going {
                        span,
                        col,
                        took: false,
                    },
                ) => {
                    let end = settled(n - span, from(col), Alone::Done { col });
                    out.push(end);
                    settled(
                        1,
                        from(col),
                        Alone::Going {
                            span: (span + 1).min(n),
                            col,
                            took: false,
                        },
                    )
                }
                _ => m,
            };
        }
    }

    /// What a group in state `a` (`nat`: with a numbered card) has still to fill once
    /// every number is settled, where it fills from, and whether one of its places must
    /// be a card added (a numbered card, where it needs one and has none).
    pub(super) fn end(self, a: Alone, nat: bool) -> (u8, u8, bool) {
        let n = self.size;
        let from = |col: u8| if self.kind.has_color() { col } else { PLAIN };
        let (places, from) = match a {
            Alone::Open { took } => (n - took.min(n), from(ANY)),
            Alone::Going { span, col, .. } => (n - span.min(n), from(col)),
            Alone::Done { col } => (0, from(col)),
            Alone::Colour { need, col } => (need, from(col)),
        };
        (places, from, self.rule && !nat)
    }
}

/// Whether a card of colour `piece` may go to a colour group of colour `col`, and the
/// group's colour once it has.
fn fits(piece: Col, col: u8) -> Option<u8> {
    match piece {
        Col::Any => Some(col),
        Col::Known(c) if col == ANY || usize::from(col) == c.index() => Some(c.index() as u8),
        Col::Known(_) | Col::Unknown => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{ANY, Alone, Shape};
    use crate::rules::phase::GroupKind;

    /// A sweep's group state is numbered as the state it stands for.
    #[test]
    fn a_sweeps_state_is_numbered_as_alone() {
        use super::super::super::state::St;
        let colour_run = Shape {
            kind: GroupKind::ColorRun,
            size: 3,
            rule: false,
        };
        for (st, took, want) in [
            (St::Open, false, Alone::Open { took: 0 }),
            (
                St::ColourRun {
                    span: 2,
                    col: 1,
                    gaps: 0,
                    count: 0,
                },
                true,
                Alone::Going {
                    span: 2,
                    col: 1,
                    took: true,
                },
            ),
            (
                St::ColourDone {
                    col: 4,
                    need: 2,
                    count: 1,
                },
                false,
                Alone::Done { col: 4 },
            ),
        ] {
            assert_eq!(
                colour_run.of_node(st, took, 0).0,
                colour_run.index(want, false)
            );
        }
        let set = Shape {
            kind: GroupKind::Set,
            size: 3,
            rule: true,
        };
        assert_eq!(
            set.of_node(St::Open, true, 5).0,
            set.index(Alone::Open { took: 3 }, false)
        );
        assert_eq!(
            set.of_node(St::Closed, false, 0).0,
            set.index(Alone::Done { col: ANY }, false)
        );
        let run = Shape {
            kind: GroupKind::Run,
            size: 4,
            rule: false,
        };
        let going = Alone::Going {
            span: 4,
            col: ANY,
            took: false,
        };
        assert_eq!(
            run.of_node(St::Run { span: 6 }, false, 0).0,
            run.index(going, false)
        );
        assert_eq!(
            run.of_node(St::Closed, false, 0).0,
            run.index(Alone::Done { col: ANY }, false)
        );
    }

    /// Every state's number gives the state back, for every kind and size.
    #[test]
    fn each_state_is_numbered_once() {
        for kind in [
            GroupKind::Set,
            GroupKind::Run,
            GroupKind::ColorRun,
            GroupKind::Color,
        ] {
            for size in 1..=12 {
                for rule in [false, true] {
                    let shape = Shape { kind, size, rule };
                    for x in 0..shape.states() {
                        let (a, nat): (Alone, bool) = shape.state(x);
                        assert_eq!(shape.index(a, nat), x, "{shape:?} {a:?} {nat}");
                    }
                }
            }
        }
    }
}
