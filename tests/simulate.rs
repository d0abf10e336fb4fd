//! The live table against a simulator of the real thing: a shuffled deck of each
//! edition is dealt, and every turn a player draws one card and discards one, lays
//! their phase when their hand holds it, hits what fits, turns the Flip side on a Flip
//! card, saves a card in Masters (and draws saved cards back, which anyone may then pick
//! up from the discard pile), draws a Twist card from a ten-card deck on a Twist space,
//! and goes out. Every event goes through the command line (`lay`, `hit`, `flip`,
//! `hand`: parsed, applied and written as the binary does, in this process), and must
//! be accepted; the standings must follow.
//! Then events the real table could not have played are tried, and each must be
//! refused with the file unchanged.
//!
//! The simulator knows the rules from the rulebook, not from the library: it finds
//! its lay-downs and hits with its own greedy rules. `PHASE10_SIM_GAMES` sets the games
//! per edition (default 6; the closing note of the issue quotes a run of thousands of
//! hands).

use std::collections::BTreeMap;

use crate::common::bytes;
use crate::sessions::Game;

/// A small deterministic generator (xorshift64*), so a failure names its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i + 1));
        }
    }
}

/// One face of a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Face {
    Num(u8, Option<char>),
    Wild,
    Skip,
    Star(Option<char>),
}

impl Face {
    fn wild(self) -> bool {
        matches!(self, Face::Wild | Face::Star(_))
    }
    fn typed(self) -> String {
        match self {
            Face::Num(n, Some(c)) => format!("{c}{n}"),
            Face::Num(n, None) => n.to_string(),
            Face::Wild => "W".into(),
            Face::Skip => "S".into(),
            Face::Star(Some(c)) => format!("{c}*"),
            Face::Star(None) => "*".into(),
        }
    }
    /// A wild typed with the number it stands for.
    fn typed_as(self, n: u8) -> String {
        format!("{}={n}", self.typed())
    }
    fn points(self) -> u32 {
        match self {
            Face::Num(n, _) if n <= 9 => 5,
            Face::Num(..) => 10,
            Face::Skip => 15,
            Face::Wild => 25,
            Face::Star(_) => 20,
        }
    }
}

/// A physical card: its Color Side and Wild Side (the same face outside flip), and
/// whether it carries the Flip symbol.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Card {
    id: usize,
    color: Face,
    wild: Face,
    flip: bool,
}

const COLOURS: [char; 4] = ['R', 'B', 'G', 'Y'];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Edition {
    Classic,
    Flip,
    Twist,
    Masters,
}

impl Edition {
    fn name(self) -> &'static str {
        match self {
            Edition::Classic => "classic",
            Edition::Flip => "flip",
            Edition::Twist => "twist",
            Edition::Masters => "masters",
        }
    }
    fn phases(self) -> [&'static str; 10] {
        let classic = [
            "S3 S3", "S3 R4", "S4 R4", "R7", "R8", "R9", "S4 S4", "C7", "S5 S2", "S5 S3",
        ];
        match self {
            Edition::Flip => [
                "K2 K2", "K2 S2", "K2 S3", "K3 S2", "K4 S2", "K3 K3", "K3 S3", "K5 S2", "K2 S4",
                "K3 S2 S2",
            ],
            _ => classic,
        }
    }
    fn deck(self) -> Vec<Card> {
        let mut faces = Vec::new();
        for c in COLOURS {
            for n in 1..=12 {
                faces.push(Face::Num(n, Some(c)));
                faces.push(Face::Num(n, Some(c)));
            }
        }
        let mut cards: Vec<Card> = Vec::new();
        if self == Edition::Flip {
            // The Color Side: 96 coloured numbers and 12 coloured Stars; the Wild Side:
            // 96 numbers of no colour and 12 Stars, paired up by a fixed shuffle; one
            // card in nine carries the Flip symbol.
            for c in COLOURS {
                for _ in 0..3 {
                    faces.push(Face::Star(Some(c)));
                }
            }
            let mut wild: Vec<Face> = (1..=12)
                .flat_map(|n| std::iter::repeat_n(Face::Num(n, None), 8))
                .chain(std::iter::repeat_n(Face::Star(None), 12))
                .collect();
            Rng(0x9E37_79B9).shuffle(&mut wild);
            for (id, (c, w)) in faces.into_iter().zip(wild).enumerate() {
                cards.push(Card {
                    id,
                    color: c,
                    wild: w,
                    flip: id % 9 == 4,
                });
            }
            return cards;
        }
        faces.extend(std::iter::repeat_n(Face::Wild, 8));
        let skips = if self == Edition::Masters { 2 } else { 4 };
        faces.extend(std::iter::repeat_n(Face::Skip, skips));
        faces
            .into_iter()
            .enumerate()
            .map(|(id, f)| Card {
                id,
                color: f,
                wild: f,
                flip: false,
            })
            .collect()
    }
}

/// A group on the table as the simulator keeps it.
#[derive(Debug, Clone)]
struct Group {
    owner: usize,
    index: usize,
    kind: char,
    num: u8,
    lo: u8,
    hi: u8,
    color: Option<char>,
}

/// `n` moved up by `by`, on from 12 to 1.
fn up(n: u8, by: u8) -> u8 {
    (n - 1 + by) % 12 + 1
}

/// What a card shows on a side: its colour when the side fixes one.
fn colour_of(f: Face, wild_side: bool) -> Option<char> {
    if wild_side {
        return None;
    }
    match f {
        Face::Num(_, c) | Face::Star(c) => c,
        _ => None,
    }
}

/// Whether a wild face may stand in a group of colour `want`.
fn wild_ok(f: Face, want: Option<char>, wild_side: bool) -> bool {
    match (colour_of(f, wild_side), want) {
        (Some(c), Some(w)) => c == w,
        _ => true,
    }
}

struct Table {
    edition: Edition,
    wild_side: bool,
    /// House rule `runs_wrap`: a run goes on from 12 to 1.
    wrap: bool,
    groups: Vec<Group>,
    put_down: Vec<usize>,
    down: Vec<bool>,
}

impl Table {
    fn face(&self, c: Card) -> Face {
        if self.wild_side { c.wild } else { c.color }
    }

    /// A lay-down of `phase` from `hand` by the simulator's own greedy rules: the
    /// cards used and the text typed, group by group.
    fn find(&self, hand: &[Card], phase: &str) -> Option<(Vec<usize>, String)> {
        let mut used: Vec<usize> = Vec::new();
        let mut typed = Vec::new();
        for spec in phase.split(' ') {
            let kind = spec.as_bytes()[0] as char;
            let size: usize = spec[1..].parse().unwrap();
            let free: Vec<(usize, Face)> = hand
                .iter()
                .enumerate()
                .filter(|(i, _)| !used.contains(i))
                .map(|(i, &c)| (i, self.face(c)))
                .filter(|(_, f)| *f != Face::Skip)
                .collect();
            let (take, text) = self.group(kind, size, &free)?;
            used.extend(take);
            typed.push(text);
        }
        Some((used, typed.join(" + ")))
    }

    fn group(
        &self,
        kind: char,
        size: usize,
        free: &[(usize, Face)],
    ) -> Option<(Vec<usize>, String)> {
        let ws = self.wild_side;
        let wilds = |want: Option<char>| -> Vec<(usize, Face)> {
            free.iter()
                .copied()
                .filter(|(_, f)| f.wild() && wild_ok(*f, want, ws))
                .collect()
        };
        let show = |take: &[(usize, String)]| {
            (
                take.iter().map(|t| t.0).collect::<Vec<_>>(),
                take.iter()
                    .map(|t| t.1.clone())
                    .collect::<Vec<_>>()
                    .join(" "),
            )
        };
        match kind {
            'S' => {
                let mut best: Option<Vec<(usize, String)>> = None;
                for n in 1..=12 {
                    let nat: Vec<(usize, String)> = free
                        .iter()
                        .filter(|(_, f)| matches!(f, Face::Num(m, _) if *m == n))
                        .map(|(i, f)| (*i, f.typed()))
                        .collect();
                    if nat.is_empty() {
                        continue;
                    }
                    let w = wilds(None);
                    let need = size.saturating_sub(nat.len());
                    if w.len() < need {
                        continue;
                    }
                    let mut take = nat;
                    take.extend(w[..need].iter().map(|(i, f)| (*i, f.typed())));
                    if best.as_ref().is_none_or(|b| take.len() > b.len()) {
                        best = Some(take);
                    }
                }
                best.map(|t| show(&t))
            }
            'R' | 'K' => {
                let colours: Vec<Option<char>> = if kind == 'K' && !ws {
                    COLOURS.iter().map(|&c| Some(c)).collect()
                } else {
                    vec![None]
                };
                let mut best: Option<(usize, Vec<(usize, String)>)> = None;
                for colour in colours {
                    let starts = if self.wrap { 12 } else { 13 - size as u8 };
                    for start in 1..=starts {
                        let mut take = Vec::new();
                        let mut missing = Vec::new();
                        for v in (0..size as u8).map(|o| up(start, o)) {
                            let hit = free.iter().find(|(i, f)| {
                                matches!(f, Face::Num(m, c) if *m == v
                                    && (colour.is_none() || *c == colour))
                                    && !take.iter().any(|(j, _): &(usize, String)| j == i)
                            });
                            match hit {
                                Some((i, f)) => take.push((*i, f.typed())),
                                None => missing.push(v),
                            }
                        }
                        if take.is_empty() {
                            continue;
                        }
                        let w = wilds(colour);
                        if w.len() < missing.len() {
                            continue;
                        }
                        for (v, (i, f)) in missing.iter().zip(&w) {
                            take.push((*i, f.typed_as(*v)));
                        }
                        let cost = missing.len();
                        if best.as_ref().is_none_or(|b| cost < b.0) {
                            best = Some((cost, take));
                        }
                    }
                }
                best.map(|(_, t)| show(&t))
            }
            'C' => {
                let colours: Vec<Option<char>> = if ws {
                    vec![None]
                } else {
                    COLOURS.iter().map(|&c| Some(c)).collect()
                };
                let mut best: Option<Vec<(usize, String)>> = None;
                for colour in colours {
                    let nat: Vec<(usize, String)> = free
                        .iter()
                        .filter(|(_, f)| {
                            matches!(f, Face::Num(..))
                                && (colour.is_none() || colour_of(*f, ws) == colour)
                        })
                        .map(|(i, f)| (*i, f.typed()))
                        .collect();
                    if nat.is_empty() {
                        continue;
                    }
                    let w = wilds(colour);
                    let need = size.saturating_sub(nat.len());
                    if w.len() < need {
                        continue;
                    }
                    let mut take = nat;
                    take.extend(w[..need].iter().map(|(i, f)| (*i, f.typed())));
                    if best.as_ref().is_none_or(|b| take.len() > b.len()) {
                        best = Some(take);
                    }
                }
                best.map(|t| show(&t))
            }
            _ => unreachable!(),
        }
    }

    /// Whether a card fits a group, by the rulebook; the text to type and the group
    /// it becomes.
    fn fits(&self, f: Face, g: &Group) -> Option<(String, Group)> {
        let ws = self.wild_side;
        let mut after = g.clone();
        let colour = colour_of(f, ws);
        if matches!(g.kind, 'K' | 'C') {
            match (colour, g.color) {
                (Some(c), Some(w)) if c != w => return None,
                (Some(c), None) => after.color = Some(c),
                _ => {}
            }
        }
        match (g.kind, f) {
            (_, Face::Skip) => None,
            ('S', Face::Num(n, _)) if n == g.num => Some((f.typed(), after)),
            ('S' | 'C', _) if f.wild() => Some((f.typed(), after)),
            ('C', Face::Num(..)) => Some((f.typed(), after)),
            // A run of 12 is full; else it takes the number below its first and
            // above its last (past 12 to 1 only where runs wrap).
            ('R' | 'K', _) if up(g.hi, 1) == g.lo => None,
            ('R' | 'K', Face::Num(n, _)) if up(n, 1) == g.lo && (self.wrap || n < 12) => {
                after.lo = n;
                Some((f.typed(), after))
            }
            ('R' | 'K', Face::Num(n, _)) if n == up(g.hi, 1) && (self.wrap || g.hi < 12) => {
                after.hi = n;
                Some((f.typed(), after))
            }
            ('R' | 'K', _) if f.wild() && (self.wrap || g.hi < 12) => {
                after.hi = up(g.hi, 1);
                Some((f.typed_as(after.hi), after))
            }
            ('R' | 'K', _) if f.wild() && g.lo > 1 => {
                after.lo -= 1;
                Some((f.typed_as(after.lo), after))
            }
            _ => None,
        }
    }
}

/// One game, simulated through the binary.
/// The house rules a simulated table plays.
#[derive(Debug, Clone, Copy, Default)]
struct House {
    /// `--go-out discard`: the last card is discarded, never hit.
    discard: bool,
    /// `--twist-pass any`: any move past the Phase 10 space finishes the board.
    pass_any: bool,
    /// `--phase-list twist-cards`: the ten Twist phase cards played in order.
    list: bool,
    /// `--runs-wrap`: a run goes on from 12 to 1.
    wrap: bool,
    /// `--natural group`: every group laid has a numbered card (the simulator's own
    /// lays always do).
    group: bool,
}

struct Sim {
    rng: Rng,
    edition: Edition,
    house: House,
    game: Game,
    players: Vec<String>,
    /// The simulator's own standings.
    next: Vec<usize>,
    completed: Vec<Vec<u8>>,
    score: Vec<u32>,
    position: Vec<usize>,
    saved: Vec<Vec<Card>>,
    accepted: usize,
    refused: usize,
    hands: usize,
    /// What the edges came to: saved cards drawn back, those picked up from the discard
    /// pile by another, Twist cards drawn.
    drawn_back: usize,
    picked_up_back: usize,
    twist_cards: usize,
    /// Under the house rules: last cards whose hit was refused (kept to discard), and
    /// pawns carried past Phase 10 by a move the barrier would have stopped.
    last_hits_refused: usize,
    passed: usize,
    /// Runs laid or hit on from 12 to 1 (where they wrap), and a 1 hit onto a run
    /// that ends at 12, refused (where they do not).
    wrapped: usize,
    wrap_refused: usize,
}

/// The ten Twist phase cards, in the simulator's words (S set, R run, K colour run, C
/// cards of one colour).
const TWIST_CARDS: [&str; 10] = [
    "S3 S3 S3",
    "S2 S2 S2 S2",
    "S5 R4",
    "S3 S3 R3",
    "S3 R6",
    "R4 R4",
    "C4 R4",
    "K5",
    "C8",
    "C9",
];

/// A Twist card drawn, by the flags of the phase a player attempts.
fn twist_card(flags: &[String]) -> bool {
    flags.first().is_some_and(|f| f == "--twist-card")
}

const BOARD: [&str; 14] = [
    "1", "2", "T", "3", "4", "T", "5", "6", "T", "7", "8", "T", "9", "10",
];

impl Sim {
    fn new(edition: Edition, seed: u64, house: House) -> Sim {
        let mut rng = Rng(seed | 1);
        let max = if edition == Edition::Masters { 4 } else { 6 };
        let n = 2 + rng.below(max - 1);
        let players: Vec<String> = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"][..n]
            .iter()
            .map(ToString::to_string)
            .collect();
        let list = players.join(",");
        let mut args = vec!["--edition", edition.name(), "--players", &list];
        if house.discard {
            args.extend(["--go-out", "discard"]);
        }
        if house.pass_any {
            args.extend(["--twist-pass", "any"]);
        }
        if house.list {
            args.extend(["--phase-list", "twist-cards"]);
        }
        if house.wrap {
            args.push("--runs-wrap");
        }
        if house.group {
            args.extend(["--natural", "group"]);
        }
        let game = Game::new(&args);
        Sim {
            rng,
            edition,
            house,
            game,
            next: vec![0; n],
            completed: vec![Vec::new(); n],
            score: vec![0; n],
            position: vec![0; n],
            saved: vec![Vec::new(); n],
            players,
            accepted: 0,
            refused: 0,
            hands: 0,
            drawn_back: 0,
            picked_up_back: 0,
            twist_cards: 0,
            last_hits_refused: 0,
            passed: 0,
            wrapped: 0,
            wrap_refused: 0,
        }
    }

    /// An event that must be accepted.
    #[track_caller]
    fn yes(&mut self, args: &[&str]) {
        self.game.call(args).code(0);
        self.accepted += 1;
    }

    /// An event that must be refused (exit 1 or 2) with the file unchanged.
    #[track_caller]
    fn no(&mut self, args: &[&str], code: i32) {
        let before = bytes(&self.game.file);
        let r = self.game.call(args);
        assert_eq!(r.code, code, "{args:?}\n{}{}", r.stdout, r.stderr);
        r.code(code);
        assert_eq!(
            bytes(&self.game.file),
            before,
            "refused, yet the file changed: {args:?}"
        );
        self.refused += 1;
    }

    /// The phase a player attempts this hand, its number, and the flags of a lay.
    fn phase(&self, s: usize) -> (u8, Vec<String>) {
        match self.edition {
            Edition::Classic | Edition::Flip => ((self.next[s] + 1) as u8, Vec::new()),
            Edition::Masters => {
                let n = (1..=10u8).find(|n| !self.completed[s].contains(n)).unwrap();
                (n, vec!["--attempt".into(), n.to_string()])
            }
            Edition::Twist => match BOARD[self.position[s]] {
                "T" => {
                    let before: u8 = BOARD[self.position[s] - 1].parse().unwrap();
                    (before, vec!["--choose".into(), before.to_string()])
                }
                n => (n.parse().unwrap(), Vec::new()),
            },
        }
    }

    /// Plays one hand; false when the game is over.
    fn hand(&mut self) -> bool {
        let n = self.players.len();
        let e = self.edition;
        // The deck without the cards in the save piles (they are never shuffled back).
        let saved: Vec<usize> = self.saved.iter().flatten().map(|c| c.id).collect();
        let mut deck: Vec<Card> = e
            .deck()
            .into_iter()
            .filter(|c| !saved.contains(&c.id))
            .collect();
        self.rng.shuffle(&mut deck);
        let mut hands: Vec<Vec<Card>> = (0..n).map(|_| deck.split_off(deck.len() - 10)).collect();
        let mut discard = vec![deck.pop().unwrap()];
        let mut t = Table {
            edition: e,
            wild_side: false,
            wrap: self.house.wrap,
            groups: Vec::new(),
            put_down: vec![0; n],
            down: vec![false; n],
        };
        let mut save: BTreeMap<usize, Card> = BTreeMap::new();
        // Saved cards drawn back this hand, by their owners.
        let mut unsaved: BTreeMap<usize, Vec<Card>> = BTreeMap::new();
        let mut phases: Vec<(u8, Vec<String>)> = (0..n).map(|s| self.phase(s)).collect();
        // Twist: a player on a Twist space may draw a Twist card instead, from the ten.
        if e == Edition::Twist {
            let mut twist: Vec<u8> = (1..=10).collect();
            self.rng.shuffle(&mut twist);
            for (s, phase) in phases.iter_mut().enumerate() {
                if BOARD[self.position[s]] == "T" && self.rng.below(2) == 0 {
                    let n = twist.pop().expect("ten Twist cards");
                    self.twist_cards += 1;
                    *phase = (n, vec!["--twist-card".into(), n.to_string()]);
                }
            }
        }
        let dealer = self.hands % n;
        let mut turn = (dealer + 1) % n;
        let mut out = None;
        for _ in 0..400 {
            let s = turn;
            turn = (turn + 1) % n;
            let name = self.players[s].clone();
            if deck.is_empty() {
                let top = discard.pop().unwrap();
                deck = std::mem::replace(&mut discard, vec![top]);
                self.rng.shuffle(&mut deck);
            }
            // Draw: a saved card back (masters), the discard pile's top (a card drawn
            // back and discarded is picked up often), or the draw pile's.
            let top = discard.last().copied();
            let back = top.is_some_and(|c| unsaved.values().flatten().any(|k| k.id == c.id));
            if e == Edition::Masters && !self.saved[s].is_empty() && self.rng.below(4) == 0 {
                let i = self.rng.below(self.saved[s].len());
                let card = self.saved[s].remove(i);
                unsaved.entry(s).or_default().push(card);
                hands[s].push(card);
                self.drawn_back += 1;
            } else if discard.len() > 1
                && top.is_some_and(|c| t.face(c) != Face::Skip)
                && self.rng.below(if back { 2 } else { 6 }) == 0
            {
                if back && !unsaved.get(&s).is_some_and(|u| u.contains(&top.unwrap())) {
                    self.picked_up_back += 1;
                }
                hands[s].push(discard.pop().unwrap());
            } else {
                hands[s].push(deck.pop().unwrap());
            }
            // A hit before laying is refused.
            if !t.down[s] && self.rng.below(8) == 0 {
                for g in &t.groups {
                    if let Some((text, _)) = hands[s].iter().find_map(|&c| t.fits(t.face(c), g)) {
                        let on = format!("{}.{}", self.players[g.owner], g.index);
                        self.no(&["hit", &name, &text, "--on", &on], 1);
                        break;
                    }
                }
            }
            if !t.down[s] {
                let (number, flags) = &phases[s];
                // (The table's own list, where it plays one: the Twist cards, in order.)
                let phase = if twist_card(flags) || self.house.list {
                    TWIST_CARDS[usize::from(*number) - 1]
                } else {
                    e.phases()[usize::from(*number) - 1]
                };
                if let Some((used, text)) = t.find(&hands[s], phase) {
                    let mut args: Vec<String> = vec!["lay".into(), name.clone()];
                    args.extend(text.split(' ').map(ToString::to_string));
                    args.extend(flags.iter().cloned());
                    let args: Vec<&str> = args.iter().map(String::as_str).collect();
                    self.yes(&args);
                    let mut kept = Vec::new();
                    let mut cards = Vec::new();
                    for (i, c) in hands[s].iter().enumerate() {
                        if used.contains(&i) {
                            cards.push(*c);
                        } else {
                            kept.push(*c);
                        }
                    }
                    // The groups as laid, read back from the binary.
                    let table = self.game.call(&["table", "--json"]).code(0).json();
                    t.groups = read_groups(&table, &self.players);
                    self.wrapped += t
                        .groups
                        .iter()
                        .filter(|g| g.owner == s && matches!(g.kind, 'R' | 'K') && g.lo > g.hi)
                        .count();
                    t.put_down[s] += cards.len();
                    t.down[s] = true;
                    hands[s] = kept;
                    // The same Twist card laid by another: there is one of each.
                    // (Once the layer has put down 10, the hand is over: refused so.)
                    if twist_card(flags) && t.put_down[s] < 10 {
                        let number = number.to_string();
                        if let Some(x) =
                            (0..n).find(|&x| x != s && !t.down[x] && BOARD[self.position[x]] == "T")
                        {
                            let cards = t.face(hands[x][0]).typed();
                            let other = self.players[x].clone();
                            self.no(&["lay", &other, "--twist-card", &number, &cards], 2);
                        }
                    }
                }
            }
            // A 1 onto a run that ends at 12 is refused where runs stop there.
            if t.down[s] && !self.house.wrap && t.put_down[s] < 10 {
                let one = hands[s].iter().map(|&c| t.face(c)).find_map(|f| match f {
                    Face::Num(1, c) => Some((f, c)),
                    _ => None,
                });
                let ends_at_12 = |g: &&Group, c: Option<char>| {
                    matches!(g.kind, 'R' | 'K')
                        && g.hi == 12
                        && g.lo > 1
                        && (g.kind == 'R' || t.wild_side || g.color == c)
                };
                if let Some((f, c)) = one
                    && let Some(g) = t.groups.iter().find(|g| ends_at_12(g, c))
                {
                    let on = format!("{}.{}", self.players[g.owner], g.index);
                    self.no(&["hit", &name, &f.typed(), "--on", &on], 1);
                    self.wrap_refused += 1;
                }
            }
            if t.down[s] {
                // Hit what fits, one card at a time, while it may go down.
                'hits: loop {
                    if t.put_down[s] >= 11 {
                        break;
                    }
                    for i in 0..hands[s].len() {
                        let f = t.face(hands[s][i]);
                        for gi in 0..t.groups.len() {
                            if let Some((text, after)) = t.fits(f, &t.groups[gi]) {
                                let g = &t.groups[gi];
                                let on = format!("{}.{}", self.players[g.owner], g.index);
                                // The last card, where it must be discarded: refused.
                                if self.house.discard && hands[s].len() == 1 {
                                    self.no(&["hit", &name, &text, "--on", &on], 1);
                                    self.last_hits_refused += 1;
                                    break 'hits;
                                }
                                // A colour across a flip: the other colour is refused.
                                if let (true, Some(c), Face::Num(v, _)) = (
                                    after.kind == 'K' && !t.wild_side && self.rng.below(4) == 0,
                                    t.groups[gi].color,
                                    f,
                                ) {
                                    let other = COLOURS.iter().find(|&&k| k != c).unwrap();
                                    self.no(
                                        &["hit", &name, &format!("{other}{v}"), "--on", &on],
                                        1,
                                    );
                                }
                                self.yes(&["hit", &name, &text, "--on", &on]);
                                let g = &t.groups[gi];
                                if matches!(g.kind, 'R' | 'K')
                                    && g.lo <= g.hi
                                    && after.lo > after.hi
                                {
                                    self.wrapped += 1;
                                }
                                t.groups[gi] = after;
                                t.put_down[s] += 1;
                                hands[s].remove(i);
                                continue 'hits;
                            }
                        }
                    }
                    break;
                }
            }
            if hands[s].is_empty() {
                out = Some(s);
                break;
            }
            // Discard the card worth most (a wild last), or save it (masters, once).
            let i = (0..hands[s].len())
                .max_by_key(|&i| {
                    let f = t.face(hands[s][i]);
                    (!f.wild(), f.points())
                })
                .unwrap();
            let card = hands[s].remove(i);
            if e == Edition::Masters
                && !save.contains_key(&s)
                && self.rng.below(3) == 0
                && !hands[s].is_empty()
            {
                save.insert(s, card);
            } else {
                if t.edition == Edition::Flip && card.flip {
                    self.yes(&["flip"]);
                    t.wild_side = !t.wild_side;
                }
                discard.push(card);
            }
            if hands[s].is_empty() {
                out = Some(s);
                break;
            }
        }
        let Some(out) = out else {
            return false;
        };
        self.end(out, &t, &hands, &phases, &save, &unsaved)
    }

    /// The hand's end: mutations first (each refused), then the true record.
    fn end(
        &mut self,
        out: usize,
        t: &Table,
        hands: &[Vec<Card>],
        phases: &[(u8, Vec<String>)],
        save: &BTreeMap<usize, Card>,
        unsaved: &BTreeMap<usize, Vec<Card>>,
    ) -> bool {
        let n = self.players.len();
        let e = self.edition;
        let typed = |cards: &[Card]| -> String {
            cards
                .iter()
                .map(|&c| t.face(c).typed())
                .collect::<Vec<_>>()
                .join(" ")
        };
        // The hand's record, with who went out and each player's cards left given.
        let players = self.players.clone();
        let position = self.position.clone();
        let build = |out: usize, left: &dyn Fn(usize) -> String, extra: &[String]| {
            let players = &players;
            let mut args: Vec<String> = vec!["hand".into(), "--out".into(), players[out].clone()];
            for s in 0..n {
                let l = left(s);
                if s != out && !l.is_empty() {
                    args.push("--left".into());
                    args.push(format!("{}={l}", players[s]));
                }
                if !t.down[s] {
                    let (number, flags) = &phases[s];
                    match e {
                        Edition::Masters => {
                            args.push("--attempt".into());
                            args.push(format!("{}={number}", players[s]));
                        }
                        Edition::Twist if BOARD[position[s]] == "T" => {
                            args.push(flags[0].clone());
                            args.push(format!("{}={number}", players[s]));
                        }
                        _ => {}
                    }
                }
                if let Some(c) = save.get(&s) {
                    args.push("--save".into());
                    args.push(format!("{}={}", players[s], t.face(*c).typed()));
                }
                if let Some(cards) = unsaved.get(&s) {
                    args.push("--unsave".into());
                    args.push(format!("{}={}", players[s], typed(cards)));
                }
            }
            args.extend(extra.iter().cloned());
            args
        };
        let truth = |s: usize| typed(&hands[s]);
        let args = build(out, &truth, &[]);
        let mut wrongs: Vec<Vec<String>> = Vec::new();
        // Out with cards held: another player named as going out.
        let other = (out + 1) % n;
        wrongs.push(build(other, &truth, &[]));
        if let Some(s) = (0..n).find(|&s| s != out && !hands[s].is_empty()) {
            // A wrong count: one card fewer left than held.
            let fewer = |x: usize| {
                if x == s {
                    typed(&hands[s][1..])
                } else {
                    truth(x)
                }
            };
            let wrong = build(out, &fewer, &[]);
            // (Twist asks for no cards left but in a tie: leaving them all out is fine.)
            if hands[s].len() > 1 {
                wrongs.push(wrong);
            }
            // A card the deck no longer has: a third copy of a coloured number seen.
            if e != Edition::Flip {
                let seen: Vec<Face> = t_cards(t, hands);
                if let Some(Face::Num(v, Some(c))) = seen.iter().copied().find(|f| {
                    matches!(f, Face::Num(_, Some(_)))
                        && seen.iter().filter(|g| *g == f).count() == 2
                }) {
                    let target = Face::Num(v, Some(c));
                    // A player holding a card that is not that one, which becomes it.
                    let holder =
                        (0..n).find(|&x| x != out && hands[x].iter().any(|&k| t.face(k) != target));
                    let third = |x: usize| {
                        if Some(x) == holder {
                            let mut cards: Vec<String> =
                                hands[x].iter().map(|&c| t.face(c).typed()).collect();
                            let other = hands[x]
                                .iter()
                                .position(|&k| t.face(k) != target)
                                .unwrap_or(0);
                            cards[other] = format!("{c}{v}");
                            cards.join(" ")
                        } else {
                            truth(x)
                        }
                    };
                    if holder.is_some() {
                        wrongs.push(build(out, &third, &[]));
                    }
                }
            }
        }
        // Twist: a Twist card drawn twice in a hand (there is one of each).
        if e == Edition::Twist
            && let Some(card) = (0..n).find(|&s| twist_card(&phases[s].1))
            && let Some(x) = (0..n).find(|&x| x != card && !t.down[x] && BOARD[position[x]] == "T")
        {
            let mut wrong = build(out, &truth, &[]);
            let at = wrong
                .iter()
                .position(|a| *a == format!("{}={}", players[x], phases[x].0))
                .expect("on a Twist space, a choice or a card");
            wrong[at - 1] = "--twist-card".into();
            wrong[at] = format!("{}={}", players[x], phases[card].0);
            wrongs.push(wrong);
        }
        // --made for one who never laid.
        if let Some(s) = (0..n).find(|&s| !t.down[s]) {
            wrongs.push(build(out, &truth, &["--made".into(), players[s].clone()]));
        }
        for wrong in wrongs {
            self.no(&wrong.iter().map(String::as_str).collect::<Vec<_>>(), 2);
        }
        let args_ref: Vec<&str> = args.iter().map(String::as_str).collect();
        self.yes(&args_ref);
        self.hands += 1;
        // The simulator's own standings move on.
        for s in 0..n {
            let made = t.down[s];
            if s != out {
                self.score[s] += hands[s].iter().map(|&c| t.face(c).points()).sum::<u32>();
            }
            if let Some(c) = save.get(&s) {
                self.saved[s].push(*c);
            }
            let (number, ref flags) = phases[s];
            let card = twist_card(flags);
            if made && !card {
                self.completed[s].push(number);
                self.next[s] += 1;
            }
            if e == Edition::Twist && card {
                // A Twist card: made +4, went out +6, not made -1; the Phase 10 space a
                // barrier it stops on.
                let last = BOARD.len() - 1;
                let p = self.position[s];
                // (With `--twist-pass any`, not stopped.)
                let cap = if self.house.pass_any {
                    usize::MAX
                } else {
                    last
                };
                self.position[s] = match (s == out, made) {
                    (true, _) => (p + 6).min(cap),
                    (false, true) => (p + 4).min(cap),
                    (false, false) => p.saturating_sub(1),
                };
                self.passed += usize::from(self.position[s] > last);
            } else if e == Edition::Twist {
                let last = BOARD.len() - 1;
                let p = self.position[s];
                let step = if s == out {
                    3
                } else if made {
                    2
                } else {
                    usize::from(p != last)
                };
                let mut to = p + step;
                let jump = matches!(step, 2 | 3) && p + 2 >= last && p < last;
                if to > last && !(made && number == 10) && !jump {
                    if self.house.pass_any {
                        self.passed += 1;
                    } else {
                        to = last;
                    }
                }
                self.position[s] = to;
            }
        }
        let status = self.game.call(&["status", "--json"]).code(0).json();
        for s in 0..n {
            let p = &status["players"][s];
            let done: Vec<u8> = p["completed"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap() as u8)
                .collect();
            assert_eq!(
                done, self.completed[s],
                "{} completed, hand {}",
                self.players[s], self.hands
            );
            if e == Edition::Twist {
                let last = BOARD.len() - 1;
                assert_eq!(
                    p["position"].as_u64().unwrap() as usize,
                    self.position[s].min(last),
                    "{}'s space, hand {}",
                    self.players[s],
                    self.hands
                );
            } else {
                assert_eq!(
                    p["score"].as_u64().unwrap() as u32,
                    self.score[s],
                    "{}'s score",
                    self.players[s]
                );
            }
        }
        // A tie on the last phase is replayed between the tied players only, with
        // only who went out recorded: the simulator stops the game there.
        status["winner"].is_null() && status["tiebreak"].is_null()
    }
}

/// Every card seen this hand, as typed on the side in play (the table and the hands).
fn t_cards(t: &Table, hands: &[Vec<Card>]) -> Vec<Face> {
    hands.iter().flatten().map(|&c| t.face(c)).collect()
}

/// The groups on the table, read from `table --json` into the simulator's terms.
fn read_groups(table: &serde_json::Value, players: &[String]) -> Vec<Group> {
    let mut groups = Vec::new();
    for g in table["groups"].as_array().unwrap() {
        let owner = players.iter().position(|p| *p == g["owner"]).unwrap();
        let kind = match g["kind"].as_str().unwrap() {
            "set" => 'S',
            "run" => 'R',
            "colour-run" | "color-run" => 'K',
            _ => 'C',
        };
        let cards: Vec<&str> = g["cards"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        let number = |c: &str| -> Option<u8> {
            let v = c.rsplit('=').next().unwrap();
            v.trim_start_matches(['R', 'B', 'G', 'Y']).parse().ok()
        };
        let nums: Vec<u8> = cards.iter().filter_map(|c| number(c)).collect();
        let colour = cards.iter().find_map(|c| {
            let first = c.chars().next().unwrap();
            (COLOURS.contains(&first)).then_some(first)
        });
        groups.push(Group {
            owner,
            index: g["index"].as_u64().unwrap() as usize,
            kind,
            num: nums.first().copied().unwrap_or(0),
            // A run's cards are laid in order: its first and last number.
            lo: nums.first().copied().unwrap_or(0),
            hi: nums.last().copied().unwrap_or(0),
            color: colour,
        });
    }
    groups
}

fn games() -> u64 {
    std::env::var("PHASE10_SIM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6)
}

fn simulate(edition: Edition) {
    simulate_with(edition, House::default());
}

fn simulate_with(edition: Edition, house: House) {
    let (mut hands, mut accepted, mut refused) = (0, 0, 0);
    let (mut back, mut picked, mut twist) = (0, 0, 0);
    let (mut kept, mut passed) = (0, 0);
    let (mut wrapped, mut wrap_refused) = (0, 0);
    for seed in 0..games() {
        let mut sim = Sim::new(edition, 0x5EED_0000 + seed * 7919, house);
        for _ in 0..12 {
            if !sim.hand() {
                break;
            }
        }
        hands += sim.hands;
        accepted += sim.accepted;
        refused += sim.refused;
        back += sim.drawn_back;
        picked += sim.picked_up_back;
        twist += sim.twist_cards;
        kept += sim.last_hits_refused;
        passed += sim.passed;
        wrapped += sim.wrapped;
        wrap_refused += sim.wrap_refused;
    }
    eprintln!(
        "{edition:?} ({house:?}): {hands} hands, {accepted} events accepted, {refused} refused; \
         {back} saved cards drawn back, {picked} of them picked up by another, {twist} Twist cards drawn; \
         {kept} last cards kept to discard, {passed} pawns past Phase 10 by a move the barrier stops; \
         {wrapped} runs laid or hit on from 12 to 1, {wrap_refused} 1s refused on a run that ends at 12"
    );
    assert_eq!(wrapped > 0, house.wrap, "a run on from 12 to 1");
    assert_eq!(
        wrap_refused > 0,
        !house.wrap,
        "a 1 refused on a run that ends at 12"
    );
    assert_eq!(
        kept > 0,
        house.discard,
        "a last card hit where it must be discarded"
    );
    assert_eq!(passed > 0, house.pass_any, "a pawn past the barrier");
    assert!(hands > 0);
    match edition {
        Edition::Masters => assert!(back > 0 && picked > 0, "no draw-back came to another"),
        Edition::Twist => assert!(twist > 0, "no Twist card drawn"),
        _ => {}
    }
}

#[test]
fn classic_hands_dealt_and_played() {
    simulate(Edition::Classic);
}

#[test]
fn flip_hands_dealt_and_played() {
    simulate(Edition::Flip);
}

#[test]
fn twist_hands_dealt_and_played() {
    simulate(Edition::Twist);
}

#[test]
fn masters_hands_dealt_and_played() {
    simulate(Edition::Masters);
}

/// The house rules played whole: the last card discarded at every table (its hit
/// refused), and in twist any move past the Phase 10 space finishing the board.
#[test]
fn hands_played_under_the_house_rules() {
    let discard = House {
        discard: true,
        ..House::default()
    };
    simulate_with(Edition::Classic, discard);
    simulate_with(Edition::Flip, discard);
    simulate_with(Edition::Masters, discard);
    simulate_with(
        Edition::Twist,
        House {
            discard: true,
            pass_any: true,
            ..House::default()
        },
    );
    // The table's own phases: the Twist cards in order, with a classic and a flip deck.
    let list = House {
        list: true,
        ..House::default()
    };
    simulate_with(Edition::Classic, list);
    simulate_with(Edition::Flip, list);
    // A natural card in every group, with runs that wrap: both at one table.
    simulate_with(
        Edition::Classic,
        House {
            group: true,
            wrap: true,
            ..House::default()
        },
    );
}

/// Runs that go on from 12 to 1, laid and hit at every edition's table (and a 1 hit
/// onto a run that ends at 12, refused where runs stop there: every other game).
#[test]
fn hands_played_where_runs_wrap() {
    let wrap = House {
        wrap: true,
        ..House::default()
    };
    for edition in [
        Edition::Classic,
        Edition::Flip,
        Edition::Twist,
        Edition::Masters,
    ] {
        simulate_with(edition, wrap);
    }
}
