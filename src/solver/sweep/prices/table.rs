//! A table of what one kind of group can make on its own, from every state at every
//! stage, at the prices given: its moves compiled once, its values worked out again for
//! each set of prices (from the end back); and the best way from the start, traced.

use super::super::state::{ANY, BUCKETS, Stage};
use super::super::supply::Cards;
use super::alone::{Alone, Move, PLAIN, Shape};

/// Whether a group filling from `class` (0-3 a colour with any-colour cards, 4
/// any-colour cards only, 5 every class) takes a Wild or Star of class `w` (a colour 0-3,
/// or 4: any colour).
fn takes(class: usize, w: usize) -> bool {
    class == 5 || class == w || w == 4
}

/// What the Wilds and Stars are worth to a group at the prices given, by the class it
/// fills from: a place filled, and those it takes past its places.
#[derive(Clone, Copy, Default)]
pub(super) struct Fill {
    /// A place: the best Wild or Star the group may take, or a card added; and its class
    /// (`BUCKETS`: a card added).
    place: [i64; 6],
    by: [usize; 6],
    /// The Wilds and Stars worth more than their price, taken past the places.
    extra: [i64; 6],
    /// What one Wild or Star of each class is worth, and how many there are; what a
    /// card added costs.
    wild: [i64; 5],
    count: [u32; 5],
    /// What a group that needs a numbered card and has none pays for one: a card added
    /// past its places, or one of its places (wherever it was filled, at the worst such
    /// place's worth) a card added instead.
    lacking: i64,
}

impl Fill {
    pub(super) fn new(wild: [i64; 5], count: [u32; 5], add: i64) -> Fill {
        let mut fill = Fill {
            wild,
            count,
            ..Fill::default()
        };
        for class in 0..6 {
            let (mut best, mut by, mut extra) = (add, BUCKETS, 0);
            for w in (0..5).filter(|&w| takes(class, w) && count[w] > 0) {
                if wild[w] > best {
                    (best, by) = (wild[w], w);
                }
                extra += i64::from(count[w]) * wild[w].max(0);
            }
            fill.place[class] = best;
            fill.by[class] = by;
            fill.extra[class] = extra;
        }
        let worst = fill.place.iter().copied().min().unwrap_or(add);
        fill.lacking = add - worst.min(0);
        fill
    }

    /// The class a group filling from `from` (a colour, `ANY` or `PLAIN`) fills a place
    /// from.
    fn class(&self, from: u8) -> usize {
        match from {
            PLAIN => 5,
            ANY => (0..5)
                .max_by_key(|&c| (self.place[c], std::cmp::Reverse(c)))
                .expect("five classes"),
            c => usize::from(c),
        }
    }

    /// A place of a group filling from `from`.
    pub(super) fn place(&self, from: u8) -> i64 {
        self.place[self.class(from)]
    }

    /// `places` filled and the rest taken, by a group filling from `from` (where it has
    /// no colour yet, the colour that does best), and where it needs a numbered card
    /// (`added`), one added; and the class chosen.
    fn end(&self, places: u8, from: u8, added: bool) -> (i64, usize) {
        let lacking = if added { self.lacking } else { 0 };
        let of = |c: usize| i64::from(places) * self.place[c] + self.extra[c] + lacking;
        if from == ANY {
            (0..5)
                .map(|c| (of(c), c))
                .max_by_key(|&(v, c)| (v, std::cmp::Reverse(c)))
                .expect("five classes")
        } else {
            let c = self.class(from);
            (of(c), c)
        }
    }
}

/// One way a group may go on its own: the cards of each stage's kind it takes, the
/// Wilds and Stars of each class, the cards it adds.
pub(super) struct Way {
    pub(super) took: Vec<u8>,
    pub(super) wilds: [u32; 5],
    pub(super) added: u32,
}

/// Each state's best at every stage, for one kind and size of group.
pub(super) struct Table {
    pub(super) shape: Shape,
    states: usize,
    /// The states at each stage with a move other than staying as they are (a state not
    /// listed keeps its value from the next stage): `cells[cut[s]..cut[s + 1]]`, each
    /// the state and where its moves begin in `moves` (they end where the next cell's
    /// begin; a last cell marks the end).
    cut: Vec<u32>,
    cells: Vec<(u16, u32)>,
    moves: Vec<Move>,
    /// What each state has to fill at the end, where it fills from, and whether a card
    /// added is one of them.
    ends: Vec<(u8, u8, bool)>,
    /// By stage (one more than there are: the end), then state: at the prices kept, and
    /// at the prices tried last.
    best: Vec<i64>,
    trial: Vec<i64>,
    /// The groups of the phase of this kind and size.
    pub(super) twins: u32,
}

impl Table {
    pub(super) fn new(shape: Shape, stages: &[Stage], cards: &Cards) -> Table {
        let states = shape.states();
        let mut cut = Vec::with_capacity(stages.len() + 1);
        let mut cells = Vec::new();
        let mut moves_of = Vec::new();
        let mut moves = Vec::with_capacity(16);
        for &stage in stages {
            cut.push(cells.len() as u32);
            for x in 0..states {
                moves.clear();
                let (a, nat) = shape.state(x);
                shape.moves(stage, cards, a, nat, &mut moves);
                let stays = matches!(&moves[..],
                    [m] if usize::from(m.to) == x && m.took == 0 && m.places == 0);
                if !stays {
                    cells.push((x as u16, moves_of.len() as u32));
                    moves_of.extend_from_slice(&moves);
                }
            }
        }
        cut.push(cells.len() as u32);
        cells.push((0, moves_of.len() as u32));
        let ends = (0..states)
            .map(|x| {
                let (a, nat) = shape.state(x);
                shape.end(a, nat)
            })
            .collect();
        Table {
            shape,
            states,
            cut,
            cells,
            moves: moves_of,
            ends,
            best: vec![0; (stages.len() + 1) * states],
            trial: vec![0; (stages.len() + 1) * states],
            twins: 0,
        }
    }

    /// The moves a fill goes over (its work).
    pub(super) fn size(&self) -> usize {
        self.moves.len() + self.best.len()
    }

    /// What state number `x` comes to from stage `stage` on, at the prices kept.
    pub(super) fn at_number(&self, stage: usize, x: usize) -> i64 {
        self.best[stage * self.states + x]
    }

    /// What the start comes to at the prices tried.
    pub(super) fn tried(&self, a: Alone) -> i64 {
        self.trial[self.shape.index(a, false)]
    }

    /// Keeps the prices tried.
    pub(super) fn keep(&mut self) {
        std::mem::swap(&mut self.best, &mut self.trial);
    }

    /// Each state's best at every stage (the prices tried), from the end back, where a
    /// card of the kind of stage `s` is worth `value[s]` (its worth less its price).
    pub(super) fn fill(&mut self, value: &[i64], fill: &Fill) {
        let states = self.states;
        let stages = value.len();
        let place: [i64; 6] = std::array::from_fn(|from| fill.place(from as u8));
        let end = &mut self.trial[stages * states..];
        for (b, &(places, from, added)) in end.iter_mut().zip(&self.ends) {
            *b = fill.end(places, from, added).0;
        }
        for s in (0..stages).rev() {
            let (now, next) = self.trial[s * states..(s + 2) * states].split_at_mut(states);
            now.copy_from_slice(next);
            let v = value[s];
            let cells = &self.cells[self.cut[s] as usize..=self.cut[s + 1] as usize];
            for pair in cells.windows(2) {
                let ((x, from), (_, to)) = (pair[0], pair[1]);
                let mut best = i64::MIN;
                for m in &self.moves[from as usize..to as usize] {
                    let worth = i64::from(m.took) * v
                        + i64::from(m.places) * place[usize::from(m.from)]
                        + next[usize::from(m.to)];
                    best = best.max(worth);
                }
                now[usize::from(x)] = best;
            }
        }
    }

    /// The moves of state `x` at stage `s` (none listed: it stays as it is).
    fn moves_at(&self, s: usize, x: usize) -> &[Move] {
        let cut = self.cut[s] as usize;
        let cells = &self.cells[cut..self.cut[s + 1] as usize];
        match cells.binary_search_by_key(&(x as u16), |c| c.0) {
            Ok(i) => {
                let (from, to) = (self.cells[cut + i].1, self.cells[cut + i + 1].1);
                &self.moves[from as usize..to as usize]
            }
            Err(_) => &[],
        }
    }

    /// The best way from `root` at the start, at the prices tried (`kept`: since kept).
    pub(super) fn trace(&self, value: &[i64], fill: &Fill, root: Alone, kept: bool) -> Way {
        let table = if kept { &self.best } else { &self.trial };
        let states = self.states;
        let stages = value.len();
        let place: [i64; 6] = std::array::from_fn(|from| fill.place(from as u8));
        let mut way = Way {
            took: vec![0; stages],
            wilds: [0; 5],
            added: 0,
        };
        let wild_or_add = |way: &mut Way, places: u8, class: usize| match fill.by[class] {
            BUCKETS => way.added += u32::from(places),
            w => way.wilds[w] += u32::from(places),
        };
        let mut x = self.shape.index(root, false);
        for s in 0..stages {
            let next = &table[(s + 1) * states..(s + 2) * states];
            let stay = Move {
                to: x as u16,
                took: 0,
                places: 0,
                from: PLAIN,
            };
            let moves = self.moves_at(s, x);
            let m = *moves
                .iter()
                .max_by_key(|m| {
                    i64::from(m.took) * value[s]
                        + i64::from(m.places) * place[usize::from(m.from)]
                        + next[usize::from(m.to)]
                })
                .unwrap_or(&stay);
            way.took[s] = m.took;
            if m.places > 0 {
                wild_or_add(&mut way, m.places, fill.class(m.from));
            }
            x = usize::from(m.to);
        }
        let (places, from, added) = self.ends[x];
        let (_, class) = fill.end(places, from, added);
        if places > 0 {
            wild_or_add(&mut way, places, class);
        }
        way.added += u32::from(added);
        // The Wilds and Stars worth more than their price, taken besides.
        for w in (0..5).filter(|&w| takes(class, w) && fill.wild[w] > 0) {
            way.wilds[w] += fill.count[w];
        }
        way
    }
}
