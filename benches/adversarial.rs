//! An adversarial search for the slowest `check` or `find` (verdict and reason, as the
//! command line asks them: a table's bound on what a lay puts down): random claims and
//! hands of up to 14 cards, for each edition, against its own phases and Twist cards
//! ("printed") and against made-up phrases of up to ten groups ("made-up"); then up to
//! 108 cards ("within the bounds", which the verdict's budget bounds). The slowest are
//! mutated (a card changed, added or dropped) and kept while they get slower. Prints the
//! random inputs' times and the worst found per edition and kind of phase.
//!
//! Each input is timed as a benchmark times it, warm: the best of three runs in a row
//! (the search keeps what is slow, not what met a cold cache). The first of the three,
//! right after other inputs, is given as well ("first call").
//!
//!     cargo bench --bench adversarial            # PHASE10_ADVERSARIAL_ROUNDS=N for more
//!     PHASE10_HOUSE=wrap,group,discard cargo bench --bench adversarial
//!         # house rules: runs that wrap, a natural card in every group, a card kept to
//!         # discard (any of them, comma-separated)
//!     PHASE10_BOUNDS_OFF=2 cargo bench --bench adversarial --features bench # a bound off
//!     (each bound turned off, on three corpora: cargo bench --bench ablation --features bench)

use std::time::{Duration, Instant};

use phase10::rules::card::Card;
use phase10::rules::edition::{Edition, Side};
use phase10::rules::phase::Phase;
use phase10::rules::run::Ends;
use phase10::solver::{self, Natural, Rules};

mod common;
use common::{Rng, card};

/// The phases a search asks: the edition's own (its phases and Twist cards), made-up
/// phrases of up to ten groups, or the long ones within the deck's bounds.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Printed,
    MadeUp,
    Long,
}

fn phases(edition: Edition, kind: Kind) -> Vec<Phase> {
    let phrases: Vec<&str> = match kind {
        Kind::Printed => {
            let mut out: Vec<Phase> = (1..=10).filter_map(|n| edition.phase(n)).collect();
            out.extend((1..=10).filter_map(|n| edition.twist_card(n)));
            return out;
        }
        Kind::Long => LONG_PHRASES.to_vec(),
        Kind::MadeUp if edition == Edition::Flip => vec![
            "10 runs of 1",
            "5 sets of 2 + 5 runs of 2",
            "10 sets of 1",
            "10 colour runs of 1",
            "4 colour runs of 2 + 2 sets of 2",
        ],
        Kind::MadeUp => vec![
            "3 sets of 2 + 1 run of 2",
            "2 sets of 2 + 2 runs of 2",
            "1 set of 2 + 1 run of 3 + 2 cards of one colour",
            "4 runs of 2",
            "10 runs of 1",
            "5 sets of 2 + 5 runs of 2",
            "10 sets of 1",
        ],
    };
    phrases
        .into_iter()
        .filter(|p| edition != Edition::Flip || kind != Kind::Long || !p.contains("sets of 1"))
        .map(|p| p.parse().unwrap())
        .collect()
}

/// The slower of `check` and `find` on the cards (each a whole answer: verdict and
/// reason), once.
fn once(cards: &[Card], phase: &Phase, rules: &Rules) -> Duration {
    let start = Instant::now();
    std::hint::black_box(solver::check(cards, phase, rules));
    let check = start.elapsed();
    let start = Instant::now();
    std::hint::black_box(solver::find(cards, phase, rules));
    check.max(start.elapsed())
}

/// Warm, the best of three runs in a row; and the first of them.
fn time(cards: &[Card], phase: &Phase, rules: &Rules) -> (Duration, Duration) {
    let first = once(cards, phase, rules);
    let warm = (0..2)
        .map(|_| once(cards, phase, rules))
        .fold(first, Duration::min);
    (warm, first)
}

/// "p50 14µs, p99 60µs, p99.9 80µs, max 90µs; 9990 in 10,000 under 100 µs".
fn spread(times: &mut [Duration]) -> String {
    times.sort();
    // Per mille: p50 is 500, p99 990.
    let at = |per_mille: usize| times[(times.len() - 1) * per_mille / 1000];
    let under = times
        .iter()
        .filter(|t| **t < Duration::from_micros(100))
        .count();
    format!(
        "p50 {:?}, p99 {:?}, p99.9 {:?}, max {:?}; {} in 10,000 under 100 µs",
        at(500),
        at(990),
        at(999),
        times[times.len() - 1],
        under * 10_000 / times.len()
    )
}

/// Custom phrases of up to 10 groups, for the search within the bounds.
const LONG_PHRASES: &[&str] = &[
    "10 runs of 1",
    "5 sets of 2 + 5 runs of 2",
    "4 runs of 2 + 3 sets of 2 + 3 cards of one colour",
    "2 colour runs of 3 + 4 sets of 2",
    "10 sets of 1",
    "3 runs of 4 + 3 sets of 3",
];

/// The house rules asked for (`PHASE10_HOUSE`): runs that wrap, a natural card in
/// every group, a card kept to discard; the rules of a table of `edition` on `side`
/// with them (a lay puts down 11 at most, 10 where a card is kept to discard).
fn table(edition: Edition, side: Side) -> Rules {
    let house = std::env::var("PHASE10_HOUSE").unwrap_or_default();
    let on = |rule: &str| house.split(',').any(|r| r.trim() == rule);
    Rules {
        deck: edition.rules().deck,
        side,
        natural: if on("group") {
            Natural::Group
        } else {
            Natural::Phase
        },
        runs: if on("wrap") { Ends::Wrap } else { Ends::Stop },
        lay_most: Some(if on("discard") { 10 } else { 11 }),
        keep_one: on("discard"),
        ..Rules::default()
    }
}

fn main() {
    // The bounds to turn off for the search (a mask of `bounds::ALL`), to compare.
    #[cfg(feature = "bench")]
    if let Some(off) = std::env::var("PHASE10_BOUNDS_OFF")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        phase10::solver::bounds::set_off(off);
    }
    let rounds: usize = std::env::var("PHASE10_ADVERSARIAL_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    println!(
        "house rules: {}",
        std::env::var("PHASE10_HOUSE").unwrap_or_else(|_| "none".into())
    );
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    for (kind, max, label) in [
        (Kind::Printed, 14, "printed"),
        (Kind::MadeUp, 14, "made-up"),
        (Kind::Long, 108, "within the bounds"),
    ] {
        // Inputs within the bounds take up to the verdict's budget each: fewer rounds.
        let rounds = if kind == Kind::Long {
            rounds / 10
        } else {
            rounds
        };
        println!("{label}: up to {max} cards");
        for edition in [
            Edition::Classic,
            Edition::Flip,
            Edition::Twist,
            Edition::Masters,
        ] {
            let phases = phases(edition, kind);
            let mut worst: Vec<(Duration, Vec<Card>, usize, Rules)> = Vec::new();
            let mut times = Vec::new();
            let mut firsts = Vec::new();
            for _ in 0..rounds {
                let side = if edition == Edition::Flip && rng.below(2) == 0 {
                    Side::Wild
                } else {
                    Side::Color
                };
                let rules = table(edition, side);
                let p = rng.below(phases.len());
                let n = 1 + rng.below(max);
                let cards: Vec<Card> = (0..n).map(|_| card(&mut rng, edition, side)).collect();
                let (t, first) = time(&cards, &phases[p], &rules);
                times.push(t);
                firsts.push(first);
                worst.push((t, cards, p, rules));
                worst.sort_by_key(|w| std::cmp::Reverse(w.0));
                worst.truncate(8);
            }
            // Mutate the slowest while they get slower.
            for _ in 0..rounds {
                let i = rng.below(worst.len());
                let (_, mut cards, p, rules) = worst[i].clone();
                match rng.below(3) {
                    0 if cards.len() < max => cards.push(card(&mut rng, edition, rules.side)),
                    1 if cards.len() > 1 => {
                        let j = rng.below(cards.len());
                        cards.remove(j);
                    }
                    _ => {
                        let j = rng.below(cards.len());
                        cards[j] = card(&mut rng, edition, rules.side);
                    }
                }
                let (t, _) = time(&cards, &phases[p], &rules);
                if t > worst[worst.len() - 1].0 {
                    worst.push((t, cards, p, rules));
                    worst.sort_by_key(|w| std::cmp::Reverse(w.0));
                    worst.truncate(8);
                }
            }
            let (t, cards, p, rules) = &worst[0];
            // Time the worst again, to report a steady figure.
            let again = (0..5)
                .map(|_| time(cards, &phases[*p], rules).0)
                .min()
                .unwrap();
            println!("{edition} {label}: random: {}", spread(&mut times));
            println!(
                "{edition} {label}: random, first call: {}",
                spread(&mut firsts)
            );
            println!(
                "{edition} {label}: worst check or find {:?} ({:?} when found) on {} for {} ({:?} side)",
                again,
                t,
                phase10::rules::card::show(cards),
                phases[*p],
                rules.side,
            );
        }
    }
}
