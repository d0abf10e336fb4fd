//! The meld solver: is a claimed phase valid, and what is the best lay-down in a hand.
//!
//! Cards are grouped into kinds of identical pieces; the search hands each kind's copies
//! out to the phase's groups (and, when looking in a whole hand, to the cards kept), with
//! the pure wilds placed last by counting. Branch and bound, with identical groups in
//! identical states tried once. Exact: `tests/` proves it against a brute-force reference.

use crate::card::{Card, Color};
use crate::edition::{Scoring, Side};
use crate::group::{Col, Laid, Piece};
use crate::phase::{GroupKind, GroupSpec, Phase};

/// How many natural (numbered) cards a phase needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Natural {
    /// One per phase, as printed (default).
    #[default]
    Phase,
    /// One per group (house rule `natural = "group"`).
    Group,
}

impl std::str::FromStr for Natural {
    type Err = String;
    fn from_str(s: &str) -> Result<Natural, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "phase" => Ok(Natural::Phase),
            "group" => Ok(Natural::Group),
            o => Err(format!("unknown natural rule \"{o}\": use phase or group")),
        }
    }
}

/// The solver's settings for one question.
#[derive(Debug, Clone, Copy)]
pub struct Table {
    pub side: Side,
    pub natural: Natural,
    pub scoring: Scoring,
}

impl Default for Table {
    fn default() -> Table {
        Table {
            side: Side::Color,
            natural: Natural::Phase,
            scoring: Scoring::STANDARD,
        }
    }
}

/// The answer to a claimed phase.
#[derive(Debug, Clone)]
pub struct Verdict {
    pub valid: bool,
    pub groups: Vec<Laid>,
    pub reason: Option<String>,
}

/// The answer to "is the phase in this hand?".
#[derive(Debug, Clone)]
pub struct Found {
    pub found: bool,
    pub groups: Vec<Laid>,
    /// The cards still in hand after laying down and hitting onto the new groups.
    pub left: Vec<Card>,
    pub points_left: u32,
    pub reason: Option<String>,
}

const MAXG: usize = 8;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Every card used, every group full.
    Check,
    /// Any subset, every group full, most points laid.
    Find,
    /// Any subset, groups may be short: the nearest miss, to explain a refusal.
    Relaxed,
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
            self.naturals += t;
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
        let hi = 15 - mask.leading_zeros();
        hi - lo + 1
    }
}

/// Identical pieces with their card indices.
struct Kind {
    piece: Piece,
    points: u32,
    cards: Vec<usize>,
}

struct Best {
    score: i64,
    takes: Vec<[u8; MAXG]>,
    wilds: [u32; MAXG],
}

struct Search<'a> {
    specs: &'a [GroupSpec],
    kinds: Vec<Kind>,
    /// Pure wilds (any number, any colour), most points first.
    wilds: Vec<(usize, u32)>,
    mode: Mode,
    natural: Natural,
    suffix_count: Vec<u32>,
    suffix_points: Vec<u32>,
    wild_points: u32,
    takes: Vec<[u8; MAXG]>,
    slots: [Slot; MAXG],
    /// Each group's state before kind `t` was handed out.
    pre: Vec<[Slot; MAXG]>,
    placed_points: u32,
    placed_count: u32,
    best: Option<Best>,
    done: bool,
}

impl<'a> Search<'a> {
    fn new(
        specs: &'a [GroupSpec],
        pieces: &[(usize, Piece, u32)],
        mode: Mode,
        natural: Natural,
    ) -> Self {
        let mut kinds: Vec<Kind> = Vec::new();
        let mut wilds = Vec::new();
        let mut sorted: Vec<&(usize, Piece, u32)> = pieces.iter().collect();
        // Naturals by number, then coloured stars; identical pieces side by side.
        sorted.sort_by_key(|(i, p, pts)| (p.num.is_none(), p.num, p.col, *pts, *i));
        for &&(i, p, pts) in &sorted {
            if p.num.is_none() && p.col == Col::Any {
                wilds.push((i, pts));
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
        wilds.sort_by_key(|&(i, pts)| (std::cmp::Reverse(pts), i));
        let n = kinds.len();
        let mut suffix_count = vec![0; n + 1];
        let mut suffix_points = vec![0; n + 1];
        for t in (0..n).rev() {
            let m = kinds[t].cards.len() as u32;
            suffix_count[t] = suffix_count[t + 1] + m;
            suffix_points[t] = suffix_points[t + 1] + m * kinds[t].points;
        }
        let wild_points = wilds.iter().map(|w| w.1).sum();
        Search {
            specs,
            takes: vec![[0; MAXG]; n],
            kinds,
            wilds,
            mode,
            natural,
            suffix_count,
            suffix_points,
            wild_points,
            slots: [Slot::default(); MAXG],
            pre: vec![[Slot::default(); MAXG]; n],
            placed_points: 0,
            placed_count: 0,
            best: None,
            done: false,
        }
    }

    fn k(&self) -> usize {
        self.specs.len()
    }

    fn prune(&self, t: usize) -> bool {
        let remaining = self.suffix_count[t] + self.wilds.len() as u32;
        match self.mode {
            Mode::Check | Mode::Find => {
                let need: u32 = (0..self.k())
                    .map(|g| self.slots[g].need_cap(self.specs[g]).0)
                    .sum();
                if need > remaining {
                    return true;
                }
                if self.mode == Mode::Find
                    && let Some(b) = &self.best
                {
                    let bound = self.placed_points + self.suffix_points[t] + self.wild_points;
                    return i64::from(bound) <= b.score;
                }
                false
            }
            Mode::Relaxed => match &self.best {
                Some(b) => i64::from(16 * (self.placed_count + remaining)) <= b.score,
                None => false,
            },
        }
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
        if g == self.k() {
            if left > 0 && self.mode == Mode::Check {
                return;
            }
            self.run(t + 1);
            return;
        }
        let spec = self.specs[g];
        let piece = self.kinds[t].piece;
        let mut most = self.slots[g].room(spec.kind, piece, left);
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
            self.placed_count += u32::from(take);
            self.distribute(t, g + 1, left - take);
            self.placed_points -= points * u32::from(take);
            self.placed_count -= u32::from(take);
            self.slots[g] = saved;
            self.takes[t][g] = 0;
            if self.done {
                return;
            }
        }
    }

    fn leaf(&mut self) {
        let k = self.k();
        let w = self.wilds.len() as u32;
        let mut need = [0u32; MAXG];
        let mut cap = [0u32; MAXG];
        for g in 0..k {
            (need[g], cap[g]) = self.slots[g].need_cap(self.specs[g]);
        }
        let need_sum: u32 = need[..k].iter().sum();
        let cap_sum: u32 = cap[..k].iter().fold(0u32, |a, &c| a.saturating_add(c));
        let mut wilds = [0u32; MAXG];
        let score: i64 = match self.mode {
            Mode::Check | Mode::Find => {
                if need_sum > w || (self.mode == Mode::Check && w > cap_sum) {
                    return;
                }
                let naturals_ok = match self.natural {
                    Natural::Phase => (0..k).any(|g| self.slots[g].naturals > 0),
                    Natural::Group => (0..k).all(|g| self.slots[g].naturals > 0),
                };
                if !naturals_ok {
                    return;
                }
                let mut extra = w - need_sum;
                for g in 0..k {
                    let more = extra.min(cap[g] - need[g]);
                    wilds[g] = need[g] + more;
                    extra -= more;
                }
                let placed: u32 = wilds[..k].iter().sum();
                let wild_points: u32 = self.wilds[..placed as usize].iter().map(|x| x.1).sum();
                i64::from(self.placed_points + wild_points)
            }
            Mode::Relaxed => {
                let mut left = w;
                let mut deficit = 0;
                for g in 0..k {
                    let give = left.min(need[g]);
                    wilds[g] = give;
                    left -= give;
                    deficit += need[g] - give;
                }
                for g in 0..k {
                    let more = left.min(cap[g] - wilds[g]);
                    wilds[g] += more;
                    left -= more;
                }
                let placed = self.placed_count + (w - left);
                16 * i64::from(placed) - 17 * i64::from(deficit)
            }
        };
        if self.best.as_ref().is_none_or(|b| score > b.score) {
            self.best = Some(Best {
                score,
                takes: self.takes.clone(),
                wilds,
            });
            if self.mode == Mode::Check {
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
        let mut wilds = self.wilds.iter().map(|w| w.0);
        for (group, &w) in groups.iter_mut().zip(&best.wilds) {
            group.extend(wilds.by_ref().take(w as usize));
        }
        kept.extend(wilds);
        for g in &mut groups {
            g.sort_unstable();
        }
        kept.sort_unstable();
        Some((groups, kept))
    }
}

/// The pieces of a claim, or the first Skip.
fn pieces(cards: &[Card], table: &Table) -> Result<Vec<(usize, Piece, u32)>, Card> {
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

fn solve(
    specs: &[GroupSpec],
    pieces: &[(usize, Piece, u32)],
    mode: Mode,
    natural: Natural,
) -> Option<(Vec<Vec<usize>>, Vec<usize>)> {
    assert!(specs.len() <= MAXG, "at most {MAXG} groups");
    let mut s = Search::new(specs, pieces, mode, natural);
    s.run(0);
    s.assignment()
}

fn lay(cards: &[Card], specs: &[GroupSpec], groups: &[Vec<usize>], side: Side) -> Vec<Laid> {
    specs
        .iter()
        .zip(groups)
        .map(|(&spec, idx)| {
            let cs: Vec<Card> = idx.iter().map(|&i| cards[i]).collect();
            Laid::layout(spec, &cs, side)
        })
        .collect()
}

/// Checks a claimed phase: every card must be used.
pub fn check(cards: &[Card], phase: &Phase, table: &Table) -> Verdict {
    let invalid = |reason: String| Verdict {
        valid: false,
        groups: Vec::new(),
        reason: Some(reason),
    };
    let ps = match pieces(cards, table) {
        Ok(ps) => ps,
        Err(skip) => return invalid(format!("{skip}: a Skip is never part of a phase")),
    };
    if !cards.iter().any(|c| c.is_natural()) {
        return invalid(
            "no natural card: a phase needs at least one numbered card (wilds and stars do not count)"
                .into(),
        );
    }
    if cards.len() < phase.min_cards() {
        return invalid(format!(
            "{phase} needs at least {} cards; {} given",
            phase.min_cards(),
            cards.len()
        ));
    }
    if let Some((groups, _)) = solve(&phase.groups, &ps, Mode::Check, table.natural) {
        return Verdict {
            valid: true,
            groups: lay(cards, &phase.groups, &groups, table.side),
            reason: None,
        };
    }
    invalid(format!(
        "no arrangement: {}",
        explain(cards, phase, &ps, table, Mode::Check)
    ))
}

/// Checks a claimed phase typed as groups (`+` or `|` between them).
pub fn check_grouped(typed: &[Vec<Card>], phase: &Phase, table: &Table) -> Verdict {
    let all: Vec<Card> = typed.iter().flatten().copied().collect();
    if typed.len() == 1 {
        return check(&all, phase, table);
    }
    let invalid = |reason: String| Verdict {
        valid: false,
        groups: Vec::new(),
        reason: Some(reason),
    };
    if let Some(skip) = all.iter().find(|c| **c == Card::Skip) {
        return invalid(format!("{skip}: a Skip is never part of a phase"));
    }
    let k = phase.groups.len();
    if typed.len() != k {
        return invalid(format!(
            "{phase} is {k} group{}; {} typed",
            if k == 1 { "" } else { "s" },
            typed.len()
        ));
    }
    if !all.iter().any(|c| c.is_natural()) {
        return invalid(
            "no natural card: a phase needs at least one numbered card (wilds and stars do not count)"
                .into(),
        );
    }
    // Try the typed groups against every order of the phase's groups.
    let mut best: Option<(usize, Vec<usize>)> = None;
    for perm in permutations(k) {
        let specs: Vec<GroupSpec> = perm.iter().map(|&j| phase.groups[j]).collect();
        let fits: Vec<bool> = typed
            .iter()
            .zip(&specs)
            .map(|(cs, &spec)| {
                let single = Table {
                    natural: Natural::Phase,
                    ..*table
                };
                let ps = match pieces(cs, &single) {
                    Ok(ps) => ps,
                    Err(_) => return false,
                };
                let nat_ok = table.natural == Natural::Phase || cs.iter().any(|c| c.is_natural());
                nat_ok && is_group_all(spec, &ps)
            })
            .collect();
        let good = fits.iter().filter(|f| **f).count();
        if good == k {
            return Verdict {
                valid: true,
                groups: typed
                    .iter()
                    .zip(&specs)
                    .map(|(cs, &spec)| Laid::layout(spec, cs, table.side))
                    .collect(),
                reason: None,
            };
        }
        if best.as_ref().is_none_or(|(b, _)| good > *b) {
            best = Some((good, perm));
        }
    }
    let (_, perm) = best.expect("at least one order");
    for (cs, &j) in typed.iter().zip(&perm) {
        let spec = phase.groups[j];
        let ps = pieces(cs, table).expect("no Skip");
        if table.natural == Natural::Group && !cs.iter().any(|c| c.is_natural()) {
            return invalid(format!(
                "{}: with natural = group every group needs a numbered card",
                spec.describe()
            ));
        }
        if !is_group_all(spec, &ps) {
            return invalid(diagnose_group(cs, spec, table.side));
        }
    }
    invalid(format!("the groups do not make {phase}"))
}

fn is_group_all(spec: GroupSpec, ps: &[(usize, Piece, u32)]) -> bool {
    let pieces: Vec<Piece> = ps.iter().map(|p| p.1).collect();
    crate::group::is_group(spec.kind, usize::from(spec.size), &pieces)
}

fn permutations(k: usize) -> Vec<Vec<usize>> {
    fn go(cur: &mut Vec<usize>, used: &mut Vec<bool>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == used.len() {
            out.push(cur.clone());
            return;
        }
        for j in 0..used.len() {
            if !used[j] {
                used[j] = true;
                cur.push(j);
                go(cur, used, out);
                cur.pop();
                used[j] = false;
            }
        }
    }
    let mut out = Vec::new();
    go(&mut Vec::new(), &mut vec![false; k], &mut out);
    out
}

/// Looks for the phase in a whole hand: the lay-down (with hits onto the new groups)
/// that leaves the fewest points in hand.
pub fn find(hand: &[Card], phase: &Phase, table: &Table) -> Found {
    let ps: Vec<(usize, Piece, u32)> = hand
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| Piece::of(c, table.side).map(|p| (i, p, table.scoring.card(c))))
        .collect();
    match solve(&phase.groups, &ps, Mode::Find, table.natural) {
        Some((groups, _)) => {
            // What is not laid stays in hand, Skips included.
            let mut laid = vec![false; hand.len()];
            groups.iter().flatten().for_each(|&i| laid[i] = true);
            let left: Vec<Card> = (0..hand.len())
                .filter(|&i| !laid[i])
                .map(|i| hand[i])
                .collect();
            Found {
                found: true,
                groups: lay(hand, &phase.groups, &groups, table.side),
                points_left: table.scoring.cards(&left),
                left,
                reason: None,
            }
        }
        None => Found {
            found: false,
            groups: Vec::new(),
            points_left: table.scoring.cards(hand),
            left: hand.to_vec(),
            reason: Some(format!(
                "not in hand: {}",
                explain(hand, phase, &ps, table, Mode::Find)
            )),
        },
    }
}

/// Says why no arrangement exists, from the nearest miss.
fn explain(
    cards: &[Card],
    phase: &Phase,
    ps: &[(usize, Piece, u32)],
    table: &Table,
    mode: Mode,
) -> String {
    // A number typed without its colour never counts toward a colour.
    let colorless: Vec<Card> = ps
        .iter()
        .filter(|(_, p, _)| p.col == Col::Unknown)
        .map(|(i, _, _)| cards[*i])
        .collect();
    let color_group = phase.groups.iter().find(|g| g.kind.has_color());
    if let (Some(g), false) = (color_group, colorless.is_empty()) {
        let as_any: Vec<(usize, Piece, u32)> = ps
            .iter()
            .map(|&(i, p, pts)| {
                let col = if p.col == Col::Unknown {
                    Col::Any
                } else {
                    p.col
                };
                (i, Piece { col, ..p }, pts)
            })
            .collect();
        if solve(&phase.groups, &as_any, mode, table.natural).is_some() {
            let list = colorless
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            return format!(
                "colours missing for {list}: a number typed without its colour never counts toward {} (type it as R7, B7, G7 or Y7)",
                g.describe()
            );
        }
    }
    if table.natural == Natural::Group && solve(&phase.groups, ps, mode, Natural::Phase).is_some() {
        return "with natural = group every group needs a numbered card".into();
    }
    let Some((groups, kept)) = solve(&phase.groups, ps, Mode::Relaxed, table.natural) else {
        return format!("the cards do not make {phase}");
    };
    let laid: Vec<Laid> = phase
        .groups
        .iter()
        .zip(&groups)
        .map(|(&spec, idx)| {
            near_layout(
                spec,
                &idx.iter().map(|&i| cards[i]).collect::<Vec<_>>(),
                table.side,
            )
        })
        .collect();
    let mut problems = Vec::new();
    if mode == Mode::Check {
        for &i in &kept {
            let card = cards[i];
            let names: Vec<String> = laid.iter().map(|l| l.describe()).collect();
            problems.push(match names.len() {
                1 => format!("{card} does not fit the {}", names[0]),
                _ => format!("{card} fits none of the {}", names.join(", the ")),
            });
            if problems.len() == 2 {
                break;
            }
        }
    }
    for l in &laid {
        if let Some(short) = shortfall(l) {
            problems.push(short);
        }
    }
    if problems.is_empty() {
        format!("the cards do not make {phase}")
    } else {
        problems.join("; ")
    }
}

/// The layout of a group that may be short of its size: what its cards show.
fn near_layout(spec: GroupSpec, cards: &[Card], side: Side) -> Laid {
    let ps: Vec<Piece> = cards.iter().filter_map(|&c| Piece::of(c, side)).collect();
    let mut laid = Laid::layout(
        GroupSpec {
            size: (cards.len() as u8).max(1),
            ..spec
        },
        cards,
        side,
    );
    laid.spec = spec;
    if spec.kind.has_run() {
        // Show the naturals' own span, not the wilds' reach.
        let nums: Vec<u8> = ps.iter().filter_map(|p| p.num).collect();
        laid.span = match (nums.iter().min(), nums.iter().max()) {
            (Some(&lo), Some(&hi)) => Some((lo, hi)),
            _ => None,
        };
    }
    laid
}

/// What a short group still needs, in the words of the table.
fn shortfall(l: &Laid) -> Option<String> {
    let size = usize::from(l.spec.size);
    let have = l.cards.len();
    let color = l
        .color
        .map(|c| format!("{} ", c.name()))
        .unwrap_or_default();
    match l.spec.kind {
        GroupKind::Set | GroupKind::Color if have < size => {
            let more = size - have;
            let what = match (l.spec.kind, l.number) {
                (GroupKind::Set, Some(n)) => format!("{n}"),
                (GroupKind::Set, None) => "card".into(),
                _ => format!("{color}card"),
            };
            let (a, s) = if more == 1 { ("a", "") } else { ("", "s") };
            let amount = if more == 1 {
                format!("{a} {what}")
            } else {
                format!("{more} more {what}{s}")
            };
            Some(format!("the {} needs {amount} or a wild", l.describe()).replace("  ", " "))
        }
        GroupKind::Run | GroupKind::ColorRun => {
            let (lo, hi) = l.span?;
            let nats = l.cards.len() - l.stands.iter().filter(|s| s.is_some()).count();
            let wilds = have - nats;
            let gaps: Vec<u8> = (lo..=hi)
                .filter(|&n| {
                    !l.cards
                        .iter()
                        .any(|c| matches!(c, Card::Number { value, .. } if *value == n))
                })
                .collect();
            let need_len = size.max(usize::from(hi - lo + 1));
            if have >= need_len {
                return None;
            }
            if gaps.len() > wilds {
                let list = gaps[wilds..]
                    .iter()
                    .map(|n| format!("{color}{n}"))
                    .collect::<Vec<_>>();
                let (a, or) = if list.len() == 1 {
                    ("a ", "a wild")
                } else {
                    ("", "wilds")
                };
                Some(format!(
                    "the {} needs {a}{} or {or}",
                    l.spec.describe(),
                    list.join(" and ")
                ))
            } else {
                let mut ends = Vec::new();
                if lo > 1 {
                    ends.push(format!("{color}{}", lo - 1));
                }
                if hi < 12 {
                    ends.push(format!("{color}{}", hi + 1));
                }
                Some(format!(
                    "the {} needs a {} or a wild",
                    l.describe(),
                    ends.join(" or a ")
                ))
            }
        }
        _ => None,
    }
}

/// Why typed cards are not one group of `spec` (all of them used).
pub fn diagnose_group(cards: &[Card], spec: GroupSpec, side: Side) -> String {
    let name = spec.describe();
    let ps: Vec<Piece> = cards.iter().filter_map(|&c| Piece::of(c, side)).collect();
    if spec.kind.has_color() {
        if let Some(c) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| p.col == Col::Unknown)
            .map(|(c, _)| c)
        {
            return format!(
                "{c}: a number typed without its colour never counts toward a {name}; type its colour ({})",
                Color::ALL.map(|k| format!("{}{c}", k.letter())).join(", ")
            );
        }
        let mut counts = [0usize; 4];
        for p in &ps {
            if let Col::Known(c) = p.col {
                counts[c.index()] += 1;
            }
        }
        let main = Color::ALL
            .into_iter()
            .max_by_key(|c| (counts[c.index()], std::cmp::Reverse(c.index())))
            .expect("four colours");
        if let Some(c) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| matches!(p.col, Col::Known(k) if k != main))
            .map(|(c, _)| c)
        {
            return match spec.kind {
                GroupKind::Color => format!("{c}: the {name} are {}", main.name()),
                _ => format!("{c}: {name} is {}", main.name()),
            };
        }
    }
    if spec.kind == GroupKind::Set {
        let mut counts = [0usize; 13];
        for n in ps.iter().filter_map(|p| p.num) {
            counts[usize::from(n)] += 1;
        }
        let main = (1..=12)
            .max_by_key(|&n| (counts[n], std::cmp::Reverse(n)))
            .unwrap_or(1);
        if let Some(c) = cards
            .iter()
            .zip(&ps)
            .find(|(_, p)| p.num.is_some_and(|n| usize::from(n) != main))
            .map(|(c, _)| c)
        {
            return format!("{c}: the {name} is of {main}s");
        }
    }
    if spec.kind.has_run() {
        let mut seen = 0u16;
        for (c, p) in cards.iter().zip(&ps) {
            if let Some(n) = p.num {
                if seen & (1 << n) != 0 {
                    return format!("{c}: the {name} already has a {n}");
                }
                seen |= 1 << n;
            }
        }
        if cards.len() > 12 {
            return format!(
                "the {name} has {} cards: a run holds at most 12",
                cards.len()
            );
        }
    }
    if cards.len() < usize::from(spec.size) {
        let laid = near_layout(spec, cards, side);
        if let Some(short) = shortfall(&laid) {
            return format!("{} ({} cards)", short, cards.len());
        }
        return format!("the {name} has only {} cards", cards.len());
    }
    let laid = near_layout(spec, cards, side);
    shortfall(&laid).unwrap_or_else(|| format!("{} is not a {name}", crate::card::show(cards)))
}

#[cfg(test)]
mod tests;
