//! What each of the sweep's bounds pays for, on three corpora: the questions a table
//! asks (10- and 11-card hands dealt from a shuffled deck of each edition, against its
//! phases and Twist cards: the lay-down found, and the cards laid as a claim), the
//! adversarial inputs of up to 14 cards (random cards against the editions' phases,
//! Twist cards and phrases of up to ten groups), and the survey within the deck's
//! bounds (random phrases of up to ten groups, up to 30 cards, and up to 108 cards
//! against the editions' phases).
//!
//! For each set of bounds turned off: the most and mean steps (the same on every
//! machine), the questions past the budget, the answers that differ from all bounds on
//! (a verdict, a lay-down found or not, a reason; and any difference at all, the groups
//! chosen included), and the time of the whole corpus and of its slowest question
//! (warm, the best of three).
//!
//!     cargo bench --bench ablation --features bench   # PHASE10_ABLATION_SCALE=N: N times the questions
//!     PHASE10_RUNS_WRAP=1 cargo bench --bench ablation  # where runs go on from 12 to 1
//!                                         # (house rule runs_wrap), every bound on only

use std::time::{Duration, Instant};

use phase10::rules::card::{Card, Color};
use phase10::rules::edition::{Edition, Side};
use phase10::rules::phase::{GroupKind, GroupSpec, MAX_GROUPS, Phase};
use phase10::solver::{self, Budget, Question, Rules, Verdict, bounds};

mod common;
use common::{Rng, card};

const EDITIONS: [Edition; 4] = [
    Edition::Classic,
    Edition::Flip,
    Edition::Twist,
    Edition::Masters,
];

/// One question: the rules, the phase, the cards, and whether they are a hand.
struct Asked {
    rules: Rules,
    phase: Phase,
    cards: Vec<Card>,
    hand: bool,
}

/// Whether the questions are asked where runs go on from 12 to 1 (`PHASE10_RUNS_WRAP`).
fn wrap() -> bool {
    std::env::var_os("PHASE10_RUNS_WRAP").is_some()
}

fn rules(edition: Edition, side: Side) -> Rules {
    Rules {
        deck: edition.rules().deck,
        side,
        runs: if wrap() {
            phase10::rules::run::Ends::Wrap
        } else {
            phase10::rules::run::Ends::Stop
        },
        ..Rules::default()
    }
}

/// An edition's deck on a side, as the cards show there.
fn deck(edition: Edition, side: Side) -> Vec<Card> {
    let mut cards = Vec::new();
    let colour = |c: Color| (side == Side::Color).then_some(c);
    for c in Color::ALL {
        for value in 1..=12 {
            for _ in 0..2 {
                cards.push(Card::Number {
                    value,
                    color: colour(c),
                });
            }
        }
        if edition == Edition::Flip {
            for _ in 0..3 {
                cards.push(Card::Star { color: colour(c) });
            }
        }
    }
    if edition != Edition::Flip {
        cards.extend(std::iter::repeat_n(Card::Wild, 8));
        let skips = if edition == Edition::Masters { 2 } else { 4 };
        cards.extend(std::iter::repeat_n(Card::Skip, skips));
    }
    cards
}

fn side(rng: &mut Rng, edition: Edition) -> Side {
    if edition == Edition::Flip && rng.below(2) == 0 {
        Side::Wild
    } else {
        Side::Color
    }
}

fn table_phases(edition: Edition) -> Vec<Phase> {
    let mut out: Vec<Phase> = (1..=10).filter_map(|n| edition.phase(n)).collect();
    out.extend((1..=10).filter_map(|n| edition.twist_card(n)));
    out
}

/// The questions a table asks: hands dealt, each against a phase of its edition; the
/// lay-down found in the hand, then the cards it lays as a claim.
fn table(rng: &mut Rng, count: usize) -> Vec<Asked> {
    let mut out = Vec::new();
    for i in 0..count {
        let edition = EDITIONS[i % 4];
        let side = side(rng, edition);
        let mut cards = deck(edition, side);
        rng.shuffle(&mut cards);
        cards.truncate(10 + rng.below(2));
        let phases = table_phases(edition);
        let phase = phases[rng.below(phases.len())].clone();
        let rules = rules(edition, side);
        let found = solver::find(&cards, &phase, &rules);
        let laid: Vec<Card> = found
            .groups()
            .iter()
            .flat_map(|g| g.cards.iter().copied())
            .collect();
        let claim = if laid.is_empty() {
            cards[..cards.len().min(6 + rng.below(4))].to_vec()
        } else {
            laid
        };
        out.push(Asked {
            rules,
            phase: phase.clone(),
            cards,
            hand: true,
        });
        out.push(Asked {
            rules,
            phase,
            cards: claim,
            hand: false,
        });
    }
    out
}

/// A random phrase of up to ten groups, every kind (colour runs in flip), of at most
/// `most` cards.
fn phrase(rng: &mut Rng, edition: Edition, most: usize) -> Phase {
    let k = 1 + rng.below(MAX_GROUPS);
    let mut groups = Vec::new();
    let mut cards = 0;
    for _ in 0..k {
        let kind = match rng.below(if edition == Edition::Flip { 4 } else { 3 }) {
            0 => GroupKind::Set,
            1 => GroupKind::Run,
            2 => GroupKind::Color,
            _ => GroupKind::ColorRun,
        };
        let size = 1 + rng.below(if kind.has_run() { 6 } else { 5 });
        if cards + size > most {
            break;
        }
        cards += size;
        groups.push(GroupSpec {
            kind,
            size: size as u8,
        });
    }
    if groups.is_empty() {
        groups.push(GroupSpec {
            kind: GroupKind::Set,
            size: 1,
        });
    }
    Phase { groups }
}

/// Random cards against phases and phrases: up to 14 cards (`long` false), or the
/// survey within the deck's bounds.
fn random(rng: &mut Rng, count: usize, long: bool) -> Vec<Asked> {
    let mut out = Vec::new();
    for i in 0..count {
        let edition = EDITIONS[i % 4];
        let side = side(rng, edition);
        let phases = table_phases(edition);
        let (phase, n) = match (long, rng.below(3)) {
            (false, 0) => (phase_of(rng, &phases), 1 + rng.below(14)),
            (false, _) => (phrase(rng, edition, 14), 1 + rng.below(14)),
            (true, 0) => (phase_of(rng, &phases), 31 + rng.below(78)),
            (true, _) => {
                let p = phrase(rng, edition, 30);
                let n = p.min_cards().max(1 + rng.below(30));
                (p, n)
            }
        };
        let cards: Vec<Card> = (0..n).map(|_| card(rng, edition, side)).collect();
        for hand in [false, true] {
            out.push(Asked {
                rules: rules(edition, side),
                phase: phase.clone(),
                cards: cards.clone(),
                hand,
            });
        }
    }
    out
}

fn phase_of(rng: &mut Rng, phases: &[Phase]) -> Phase {
    phases[rng.below(phases.len())].clone()
}

fn ask(a: &Asked) -> solver::Solved {
    let q = if a.hand {
        Question::Hand(&a.cards)
    } else {
        Question::Claim(&a.cards)
    };
    solver::solve(q, &a.phase, &a.rules, Budget::TABLE)
}

/// What an answer says: decided, valid or found, the reason (a verdict's words).
fn says(answer: &Verdict) -> (bool, bool, Option<String>) {
    (
        answer.decided(),
        answer.is_valid(),
        answer
            .why
            .as_ref()
            .map(|w| format!("{w:?} {:?}", answer.notes)),
    )
}

struct Run {
    steps: Vec<u64>,
    says: Vec<(bool, bool, Option<String>)>,
    whole: Vec<String>,
    took: Duration,
}

fn run(corpus: &[Asked], off: u8) -> Run {
    bounds::set_off(off);
    let start = Instant::now();
    let mut r = Run {
        steps: Vec::new(),
        says: Vec::new(),
        whole: Vec::new(),
        took: Duration::ZERO,
    };
    for a in corpus {
        let s = ask(a);
        r.steps.push(s.steps);
        r.says.push(says(&s.answer));
        r.whole.push(format!("{:?}", s.answer));
    }
    r.took = start.elapsed();
    bounds::set_off(0);
    r
}

/// The slowest question of a corpus under `off`, warm: the best of three of each of its
/// twenty questions of the most steps.
fn slowest(corpus: &[Asked], steps: &[u64], off: u8) -> Duration {
    let mut by_steps: Vec<usize> = (0..corpus.len()).collect();
    by_steps.sort_by_key(|&i| std::cmp::Reverse(steps[i]));
    bounds::set_off(off);
    let worst = by_steps
        .iter()
        .take(20)
        .map(|&i| {
            (0..3)
                .map(|_| {
                    let start = Instant::now();
                    std::hint::black_box(ask(&corpus[i]));
                    start.elapsed()
                })
                .min()
                .unwrap()
        })
        .max()
        .unwrap_or_default();
    bounds::set_off(0);
    worst
}

/// The questions of most steps (`PHASE10_ABLATION_SHOW=N`: the first N), to see what a
/// bound pays for.
fn show(corpus: &[Asked], steps: &[u64]) {
    let n: usize = std::env::var("PHASE10_ABLATION_SHOW")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let mut by_steps: Vec<usize> = (0..corpus.len()).collect();
    by_steps.sort_by_key(|&i| std::cmp::Reverse(steps[i]));
    for &i in by_steps.iter().take(n) {
        let a = &corpus[i];
        let cards: Vec<String> = a.cards.iter().map(ToString::to_string).collect();
        println!(
            "    {:>6} {} {:?} {:?} [{}] {}",
            steps[i],
            if a.hand { "find" } else { "check" },
            a.rules.deck,
            a.rules.side,
            a.phase,
            cards.join(" ")
        );
    }
}

#[allow(clippy::cast_precision_loss)] // step counts far below 2^52
fn main() {
    let scale: usize = std::env::var("PHASE10_ABLATION_SCALE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let mut rng = Rng(0x5eed_ab1a_7ab1);
    let corpora = [
        ("table (dealt hands)", table(&mut rng, 6_000 * scale)),
        (
            "adversarial (<= 14 cards)",
            random(&mut rng, 4_000 * scale, false),
        ),
        (
            "survey (<= 108 cards)",
            random(&mut rng, 1_000 * scale, true),
        ),
    ];
    let all: u8 = bounds::ALL.iter().fold(0, |m, &(b, _)| m | b);
    let mut configs: Vec<(u8, String)> = vec![(0, "all bounds on".into())];
    if wrap() {
        println!("runs go on from 12 to 1 (house rule runs_wrap)");
    }
    configs.extend(
        bounds::ALL
            .iter()
            .map(|&(b, name)| (b, format!("without {name}"))),
    );
    if all != 0 {
        configs.push((all, "every bound off".into()));
    }
    if wrap() {
        configs.truncate(1);
    }
    if let Ok(extra) = std::env::var("PHASE10_ABLATION_OFF") {
        for mask in extra.split(',').filter_map(|m| m.trim().parse::<u8>().ok()) {
            configs.push((mask, format!("off mask {mask}")));
        }
    }
    for (name, corpus) in &corpora {
        println!("{name}: {} questions", corpus.len());
        println!(
            "  {:<22} {:>7} {:>8} {:>6} {:>8} {:>8} {:>10} {:>10}",
            "bounds", "most", "mean", "past", "verdict", "any", "corpus", "slowest"
        );
        let base = run(corpus, 0);
        for (off, label) in &configs {
            let r = if *off == 0 {
                run(corpus, 0)
            } else {
                run(corpus, *off)
            };
            let past = r.says.iter().filter(|s| !s.0).count();
            let changed = r
                .says
                .iter()
                .zip(&base.says)
                .filter(|(a, b)| a != b)
                .count();
            let any = r
                .whole
                .iter()
                .zip(&base.whole)
                .filter(|(a, b)| a != b)
                .count();
            let most = r.steps.iter().copied().max().unwrap_or(0);
            let mean = r.steps.iter().sum::<u64>() as f64 / r.steps.len() as f64;
            let slow = slowest(corpus, &r.steps, *off);
            show(corpus, &r.steps);
            println!(
                "  {label:<22} {most:>7} {mean:>8.1} {past:>6} {changed:>8} {any:>8} {:>9.1?} {:>9.1?}",
                r.took, slow
            );
        }
    }
}
