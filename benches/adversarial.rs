//! An adversarial search for the slowest `check` or `find` (verdict and reason): random
//! claims and hands of up to 14 cards for every edition's phases, Twist cards and
//! custom phrases of up to 10 groups (then up to 108 cards and phrases of up to 10 groups,
//! which the verdict's budget bounds); the slowest are mutated (a card changed, added or
//! dropped) and kept while they get slower. Prints the random inputs' times and the
//! worst found per edition.
//!
//! Each input is timed as a benchmark times it, warm: the best of three runs in a row
//! (the search keeps what is slow, not what met a cold cache). The first of the three,
//! right after other inputs, is given as well ("first call").
//!
//!     cargo bench --bench adversarial            # PHASE10_ADVERSARIAL_ROUNDS=N for more
//!     (each bound turned off, on three corpora: cargo bench --bench ablation)
//!     PHASE10_BOUNDS_OFF=2 cargo bench --bench adversarial --features bench # a bound off
//!     PHASE10_RUNS_WRAP=1 cargo bench --bench adversarial   # runs that go on from 12 to 1

use std::time::{Duration, Instant};

use phase10::rules::card::Card;
use phase10::rules::edition::{Edition, Side};
use phase10::rules::phase::Phase;
use phase10::rules::run::Ends;
use phase10::solver::{self, Natural, Rules};

mod common;
use common::{Rng, card};

fn phases(edition: Edition, long: bool) -> Vec<Phase> {
    if long {
        return LONG_PHRASES
            .iter()
            .filter(|p| edition != Edition::Flip || !p.contains("sets of 1"))
            .map(|p| p.parse().unwrap())
            .collect();
    }
    let mut out: Vec<Phase> = (1..=10).filter_map(|n| edition.phase(n)).collect();
    out.extend((1..=10).filter_map(|n| edition.twist_card(n)));
    if edition != Edition::Flip {
        for phrase in [
            "3 sets of 2 + 1 run of 2",
            "2 sets of 2 + 2 runs of 2",
            "1 set of 2 + 1 run of 3 + 2 cards of one colour",
            "4 runs of 2",
        ] {
            out.push(phrase.parse().unwrap());
        }
    }
    // Phrases of up to ten groups (colour runs, for Stars of each colour, in flip).
    let mut long = vec!["10 runs of 1", "5 sets of 2 + 5 runs of 2", "10 sets of 1"];
    if edition == Edition::Flip {
        long.extend(["10 colour runs of 1", "4 colour runs of 2 + 2 sets of 2"]);
    }
    out.extend(long.into_iter().map(|p| p.parse::<Phase>().unwrap()));
    out
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
    // House rule runs_wrap: every question asked where runs go on from 12 to 1.
    let runs = if std::env::var_os("PHASE10_RUNS_WRAP").is_some() {
        Ends::Wrap
    } else {
        Ends::Stop
    };
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    for (long, max) in [(false, 14), (true, 108)] {
        // Inputs within the bounds take up to the verdict's budget each: fewer rounds.
        let rounds = if long { rounds / 10 } else { rounds };
        if long {
            println!("within the bounds: up to 108 cards, phrases of up to 10 groups");
        }
        for edition in [
            Edition::Classic,
            Edition::Flip,
            Edition::Twist,
            Edition::Masters,
        ] {
            let phases = phases(edition, long);
            let mut worst: Vec<(Duration, Vec<Card>, usize, Rules)> = Vec::new();
            let mut times = Vec::new();
            let mut firsts = Vec::new();
            for _ in 0..rounds {
                let side = if edition == Edition::Flip && rng.below(2) == 0 {
                    Side::Wild
                } else {
                    Side::Color
                };
                let rules = Rules {
                    deck: edition.rules().deck,
                    side,
                    natural: if rng.below(4) == 0 {
                        Natural::Group
                    } else {
                        Natural::Phase
                    },
                    runs,
                    ..Rules::default()
                };
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
            println!("{edition}: random: {}", spread(&mut times));
            println!("{edition}: random, first call: {}", spread(&mut firsts));
            println!(
                "{edition}: worst check or find {:?} ({:?} when found) on {} for {} ({:?} side, natural {:?})",
                again,
                t,
                phase10::rules::card::show(cards),
                phases[*p],
                rules.side,
                rules.natural
            );
        }
    }
}
