//! The cards' prices: a bound on what a state can still come to, each group on its own.
//!
//! Give every card still to come (and every Wild and Star) a price. Let each group take
//! what it would if it had the cards to itself, paying each card's price, and give the
//! prices of all the cards back: whatever the groups truly do (each card laid once at
//! most), it comes to no more than that. This holds for any prices (a Lagrangian
//! relaxation); prices at which the groups want each card about as often as there are
//! copies of it make it tight. They are the duals of a linear programme over the ways
//! each kind of group may go (`programme`, solved by `simplex`), found a round at a time
//! (column generation) once a sweep has gone on a while: a sweep that ends soon never
//! pays for them, and one that would take thousands of steps gets a bound that is most
//! often the fewest changes there are. Each kind of group has a table
//! (`table`) of its best from every state (`alone`) at every stage: a state's bound is
//! the prices of the cards to come, plus what each of its groups would make of them on
//! its own from where it stands, looked up.
//!
//! A group on its own fills each place its cards leave (a gap in a run, a set short of
//! its size) with the Wild or Star worth most to it (as many as it likes: the price says
//! what they are worth), or a card added, and takes the Wilds and Stars worth more than
//! their price besides. A card taken from one stage to the next can only lower the sum
//! (the cards a state leaves out lose their price), so a state's bound is never above
//! the one it came from. A fix counts changes: a bound of 5.3 changes is one of 6.

mod alone;
mod programme;
mod simplex;
mod table;

use crate::rules::phase::{GroupKind, GroupSpec};

use super::state::{ANY, BUCKETS, IMPOSSIBLE, Node, Stage};
use super::supply::Cards;
use super::{Goal, MAXG, Natural};
use alone::{Alone, PLAIN, Shape};
use programme::Programme;
use table::{Fill, Table};

/// The rounds of prices at most.
const ROUNDS: usize = 24;
/// How far a round's prices are moved from the programme's toward those kept (they
/// otherwise swing from round to round).
const TOWARD: f64 = 0.7;
/// The work of a sweep's step, in the prices' units (a move of a group on its own
/// weighed, a number multiplied in the programme): the prices' work is counted in the
/// sweep's steps, against its budget.
const STEP: u64 = 512;

/// What a sweep asks of the prices: its groups, its cards and their stages, its goal.
pub(super) struct Ask<'a> {
    pub(super) specs: &'a [GroupSpec],
    pub(super) shape: &'a [GroupKind],
    pub(super) cards: &'a Cards,
    pub(super) stages: &'a [Stage],
    pub(super) goal: Goal,
    pub(super) natural: Natural,
    /// The most work the prices may take, in the sweep's steps (the rounds stop past it).
    pub(super) most_work: u64,
}

/// The bound at one set of prices: the prices of the cards from each stage on (with
/// every Wild and Star, less what leaving them out is worth), what a place is worth to a
/// group, what the start comes to; and the prices.
struct Priced {
    rest: Vec<i64>,
    fill: Fill,
    /// A place filled from each of `0..=5` (a colour, `ANY`, `PLAIN`), as `fill` has it.
    place: [i64; 6],
    root: i64,
    price: Vec<i64>,
    wild_price: [i64; 5],
}

/// The prices of the cards, and what the groups make of them on their own.
pub(super) struct Prices {
    /// Each group's table, and each table.
    of_group: [usize; MAXG],
    tables: Vec<Table>,
    /// At the prices kept (the best bound so far), and at those tried last.
    kept: Priced,
    tried: Priced,
    /// What a card of each stage's kind is worth at the prices tried (its worth less its
    /// price).
    value: Vec<i64>,
    /// Where a question counts changes only (a fix: each card left out or added costs
    /// from the first to the second), the fewest and most a change costs.
    change: Option<(i64, i64)>,
    /// What each kind of card and class of Wild or Star is worth laid, and how many
    /// there are; what leaving a card out and adding one costs.
    worth: Vec<i64>,
    copies: Vec<u32>,
    wild_worth: [i64; 5],
    wilds: [u32; 5],
    drop: i64,
    add: i64,
    /// The kind of card of each stage, and where each table's group starts.
    kind_of: Vec<Option<usize>>,
    roots: Vec<Alone>,
    /// The programme while rounds go on (`None` once they end), the rounds so far, and
    /// whether a round's prices are moved toward those kept (see `TOWARD`).
    programme: Option<Programme>,
    rounds: usize,
    toward: bool,
    /// Whether the prices tried last were kept.
    just_kept: bool,
    /// The most the goal allows (see `Goal::ceiling`).
    ceiling: i64,
    /// The work so far, in the sweep's steps.
    pub(super) work: u64,
}

impl Prices {
    /// The prices for a sweep whose goal may leave cards out (a fix, a lay-down; not a
    /// verdict, where every card is laid), else `None`: each group as if alone (every
    /// card priced at its worth), then at half its worth, the way each kind of group
    /// goes at each given to the programme; then the programme's rounds. The best
    /// bound's kept.
    pub(super) fn new(ask: &Ask) -> Option<Prices> {
        let drop = ask.goal.drop?;
        // Where no card may be added (a lay-down), a place no Wild or Star fills cannot
        // be.
        let add = ask.goal.add.unwrap_or(-IMPOSSIBLE);
        let cards = ask.cards;
        let k = ask.specs.len();
        // A card's worth laid: its points (if they count) and what leaving it out costs,
        // saved.
        let gain = |points: u32| if ask.goal.gain { i64::from(points) } else { 0 } - drop;
        let worth: Vec<i64> = cards.kinds.iter().map(|kind| gain(kind.points)).collect();
        let copies: Vec<u32> = cards
            .kinds
            .iter()
            .map(|kind| kind.cards.len() as u32)
            .collect();
        let wilds: [u32; 5] = std::array::from_fn(|w| cards.pool[w].len() as u32);
        let wild_worth: [i64; 5] =
            std::array::from_fn(|w| gain(cards.pool[w].iter().map(|p| p.1).max().unwrap_or(0)));
        let mut of_group = [0usize; MAXG];
        let mut tables: Vec<Table> = Vec::new();
        for g in 0..k {
            let shape = Shape {
                kind: ask.shape[g],
                size: ask.specs[g].size,
                rule: ask.natural == Natural::Group && !ask.goal.waive,
            };
            of_group[g] = tables
                .iter()
                .position(|t| t.shape == shape)
                .unwrap_or_else(|| {
                    tables.push(Table::new(shape, ask.stages, cards));
                    tables.len() - 1
                });
            tables[of_group[g]].twins += 1;
        }
        let change = (!ask.goal.gain)
            .then(|| {
                let costs = [-drop, -add];
                let least = costs.iter().copied().filter(|&c| c > 0).min()?;
                Some((least, costs[0].max(costs[1])))
            })
            .flatten();
        let roots = tables
            .iter()
            .map(|t| t.shape.root(ask.goal.colour))
            .collect();
        let sizes: Vec<(u8, u32)> = tables.iter().map(|t| (t.shape.size, t.twins)).collect();
        // (The programme counts a card added, where none may be, as dearer than all the
        // cards are worth: its ways that add none come first.)
        let all: i64 = worth
            .iter()
            .zip(&copies)
            .map(|(&w, &c)| w.max(0) * i64::from(c))
            .sum::<i64>()
            + (0..5)
                .map(|w| wild_worth[w].max(0) * i64::from(wilds[w]))
                .sum::<i64>();
        let programme_add = ask.goal.add.unwrap_or(-all - 1);
        let stages = ask.stages.len();
        let priced = || Priced {
            rest: vec![0; stages + 1],
            fill: Fill::default(),
            place: [0; 6],
            root: i64::MAX,
            price: Vec::new(),
            wild_price: [0; 5],
        };
        let mut prices = Prices {
            of_group,
            tables,
            kept: priced(),
            tried: priced(),
            value: vec![0; stages],
            change,
            programme: Some(Programme::new(
                &sizes,
                &copies,
                &wilds,
                worth.clone(),
                wild_worth,
                programme_add,
            )),
            worth,
            copies,
            wild_worth,
            wilds,
            drop,
            add,
            kind_of: ask.stages.iter().map(|s| s.kind).collect(),
            roots,
            rounds: 0,
            toward: true,
            just_kept: false,
            ceiling: ask.goal.ceiling.unwrap_or(i64::MAX),
            work: 0,
        };
        let alone: Vec<i64> = prices.worth.iter().map(|&w| w.max(0)).collect();
        let wild_alone = prices.wild_worth.map(|w| w.max(0));
        let half: Vec<i64> = alone.iter().map(|&w| w / 2).collect();
        for (price, wild_price) in [(alone, wild_alone), (half, wild_alone.map(|w| w / 2))] {
            prices.try_prices(price, wild_price);
            prices.offer(true);
        }
        while prices.programme.is_some() && prices.work < ask.most_work {
            prices.round();
        }
        Some(prices)
    }

    /// Whether the programme's rounds go on.
    pub(super) fn refining(&self) -> bool {
        self.programme.is_some()
    }

    /// One more round (see `round`); the work it took, in the sweep's steps.
    pub(super) fn refine(&mut self) -> u64 {
        let before = self.work;
        self.round();
        self.work - before
    }

    /// One round: the programme solved, its prices (moved toward those kept) tried
    /// and kept where their bound is better, and the way each kind of group goes at them
    /// given to the programme where it beats the programme's. The rounds end where the
    /// programme comes to as many whole changes as the bound kept or the goal's ceiling
    /// (no better bound is there), where no way beats it, or after `ROUNDS`.
    fn round(&mut self) {
        let Some(programme) = self.programme.as_mut() else {
            return;
        };
        let solved = programme.solve();
        self.work += programme.work() / STEP;
        let Some((duals, wild_duals)) = solved else {
            self.programme = None;
            return;
        };
        let toward = self.toward;
        // (Prices are far below 2^52: f64 holds them whole.)
        #[allow(clippy::cast_precision_loss)]
        let mid = |dual: f64, kept: i64| {
            if toward {
                dual * (1.0 - TOWARD) + kept as f64 * TOWARD
            } else {
                dual
            }
            .round() as i64
        };
        let price = duals
            .iter()
            .zip(&self.kept.price)
            .map(|(&d, &k)| mid(d, k))
            .collect();
        let wild_price = std::array::from_fn(|w| mid(wild_duals[w], self.kept.wild_price[w]));
        self.try_prices(price, wild_price);
        self.rounds += 1;
        // The programme's best is a way the groups may go (no card taken more often than
        // there are): no bound comes to less than it, in whole changes, nor can prices
        // say more than the goal's ceiling says already.
        let value = self.whole(
            self.base() + self.programme.as_ref().map_or(0, Programme::value),
            0,
        );
        if value >= self.kept.root.min(self.ceiling) || self.rounds >= ROUNDS {
            self.programme = None;
        } else if !self.offer(false) {
            if self.toward {
                self.toward = false;
            } else {
                self.programme = None;
            }
        }
    }

    /// What the programme counts from: every card left out.
    fn base(&self) -> i64 {
        let cards = self.copies.iter().sum::<u32>() + self.wilds.iter().sum::<u32>();
        i64::from(cards) * self.drop
    }

    /// Works out the tables at these prices, and keeps them where their bound is the
    /// best so far.
    fn try_prices(&mut self, price: Vec<i64>, wild_price: [i64; 5]) {
        let wild_value: [i64; 5] = std::array::from_fn(|w| self.wild_worth[w] - wild_price[w]);
        let tried = &mut self.tried;
        tried.fill = Fill::new(wild_value, self.wilds, self.add);
        tried.place = std::array::from_fn(|from| tried.fill.place(from as u8));
        let mut rest: i64 = (0..5)
            .map(|w| i64::from(self.wilds[w]) * (self.drop + wild_price[w]))
            .sum();
        for (s, kind) in self.kind_of.iter().enumerate().rev() {
            tried.rest[s + 1] = rest;
            self.value[s] = 0;
            if let Some(t) = *kind {
                rest += i64::from(self.copies[t]) * (self.drop + price[t]);
                self.value[s] = self.worth[t] - price[t];
            }
        }
        tried.rest[0] = rest;
        let mut root = rest;
        for (table, &start) in self.tables.iter_mut().zip(&self.roots) {
            table.fill(&self.value, &tried.fill);
            root += i64::from(table.twins) * table.tried(start);
            self.work += table.size() as u64 / STEP;
        }
        tried.price = price;
        tried.wild_price = wild_price;
        self.tried.root = self.whole(root, 0);
        self.just_kept = self.tried.root < self.kept.root;
        if self.just_kept {
            std::mem::swap(&mut self.kept, &mut self.tried);
            self.tables.iter_mut().for_each(Table::keep);
        }
    }

    /// Gives the programme the way each kind of group goes at the prices tried (`always`,
    /// or where it beats the programme's); whether one was given.
    fn offer(&mut self, always: bool) -> bool {
        let Some(programme) = self.programme.as_mut() else {
            return false;
        };
        // (Where the prices tried were kept, they are the tables' and the bound's kept.)
        let kept = self.just_kept;
        let fill = if kept {
            &self.kept.fill
        } else {
            &self.tried.fill
        };
        let mut given = false;
        for (g, (table, &start)) in self.tables.iter().zip(&self.roots).enumerate() {
            let way = table.trace(&self.value, fill, start, kept);
            given |= programme.add(g, &way, &self.kind_of, always);
        }
        given
    }

    /// The bound at the start, at the prices kept.
    #[cfg(test)]
    pub(super) fn root(&self) -> i64 {
        self.kept.root
    }

    /// The most `node` (after stage `stage - 1`) can come to: what it is worth, the
    /// prices of the cards to come, what each group would make of them on its own, and
    /// the places it needs so far, each filled as well as a Wild, Star or added card can;
    /// in whole changes, where the fix adds `added` cards at the least.
    pub(super) fn bound(&self, node: &Node, stage: usize, k: usize, added: u32) -> i64 {
        let kept = &self.kept;
        let mut most = node.value + kept.rest[stage];
        // Where every group needs a numbered card: what each group without one would
        // gain had it one. A card added already (or to come for a place needed so far)
        // may be a group's numbered card: that many groups gain it for nothing.
        let mut gains = [0i64; MAXG];
        let mut lacking = 0;
        for g in 0..k {
            let table = &self.tables[self.of_group[g]];
            let took = node.took >> g & 1 == 1;
            let (x, pending) = table.shape.of_node(node.st[g], took, node.count[g]);
            // (A place it needs so far may be its numbered card, added.)
            let nat = node.nat >> g & 1 == 1 || pending > 0;
            let more = table.shape.with_natural();
            let here = table.at_number(stage, x + if nat { more } else { 0 });
            most += here;
            if more > 0 && !nat {
                gains[lacking] = table.at_number(stage, x + more) - here;
                lacking += 1;
            }
            most += i64::from(pending) * kept.place[usize::from(ANY)];
        }
        // The places each bucket needs so far: the colour runs' of each colour, and the
        // plain groups'.
        let mut places = 0;
        for b in 0..BUCKETS {
            let from = if b < 4 { b } else { usize::from(PLAIN) };
            most += i64::from(node.need[b]) * kept.place[from];
            places += usize::from(node.need[b]) + usize::from(node.added[b]);
        }
        if lacking > 0 && places > 0 {
            let gains = &mut gains[..lacking];
            gains.sort_unstable_by(|a, b| b.cmp(a));
            most += gains.iter().take(places).sum::<i64>();
        }
        self.whole(most, added)
    }

    /// What a bound comes to in whole changes, where a question counts changes only: a
    /// state that cannot come to more than 5.3 changes short comes to 6 at the most. Of
    /// fixes of as many changes, those that add fewer cards come first (an added card
    /// costs a little more than one left out): the fix adds `added` cards at the least.
    fn whole(&self, most: i64, added: u32) -> i64 {
        match self.change {
            Some((least, most_cost)) if most < 0 => {
                let changes = (-most + most_cost - 1) / most_cost;
                let added = i64::from(added).min(changes);
                most.min(-least * changes - (most_cost - least) * added)
            }
            _ => most,
        }
    }
}
