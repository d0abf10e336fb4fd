//! The solver on the worst hands we can construct: many wilds, three- and four-group
//! phases, 20-card hands, and refusals (which also search for their smallest fix).

use criterion::{Criterion, criterion_group, criterion_main};
use phase10::rules::card::parse_cards;
use phase10::rules::edition::{Edition, Side};
use phase10::rules::phase::Phase;
use phase10::solver::{self, Natural, Rules};
use std::hint::black_box;

struct Case {
    name: &'static str,
    edition: Edition,
    side: Side,
    natural: Natural,
    phase: &'static str,
    cards: &'static str,
}

const CHECKS: &[Case] = &[
    Case {
        name: "check/p2 classic",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 set of 3 + 1 run of 4",
        cards: "7 7 7 3 4 W 6",
    },
    Case {
        name: "check/p1 eight wilds",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "2 sets of 3",
        cards: "7 W W W W W W W W",
    },
    Case {
        name: "check/twist 4 sets of 2, 6 wilds",
        edition: Edition::Twist,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "4 sets of 2",
        cards: "1 2 3 W W W W W W 4 4",
    },
    Case {
        name: "check/twist 2 sets + run, 8 wilds",
        edition: Edition::Twist,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "2 sets of 3 + 1 run of 3",
        cards: "5 W W W W W W W W 9 1",
    },
    Case {
        name: "check/flip p10 wild side stars",
        edition: Edition::Flip,
        side: Side::Wild,
        natural: Natural::Phase,
        phase: "1 colour run of 3 + 2 sets of 2",
        cards: "R4 * * * 7 * 9 * 9",
    },
    Case {
        name: "check/refused 2 runs of 4 (explains)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "2 runs of 4",
        cards: "1 2 3 5 6 7 9 10 11 12 W",
    },
    Case {
        name: "check/refused p8 colourless (explains)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "7 cards of one colour",
        cards: "G1 G2 G3 4 G5 7 W",
    },
];

/// The worst reasons of the issue that made them a fix (they took up to seconds).
const REASONS: &[Case] = &[
    Case {
        name: "check/refused 24 cards set of 4 + run of 4 (fix)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 set of 4 + 1 run of 4",
        cards: "1 3 5 7 9 11 1 3 5 7 9 11 1 3 5 7 9 11 1 3 5 7 9 11",
    },
    Case {
        name: "check/refused 14 cards 3 sets of 2 + 3 runs of 2 (fix)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "3 sets of 2 + 3 runs of 2",
        cards: "1 3 5 7 9 11 2 4 6 8 10 12 1 3",
    },
    Case {
        name: "check/refused wrap 7 7 7 11 12 1 2 (fix)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 set of 3 + 1 run of 4",
        cards: "7 7 7 11 12 1 2",
    },
    Case {
        name: "find/not found p6 10 cards (fix)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 run of 9",
        cards: "B5 G2 B4 R4 B1 S B1 W R12 G5",
    },
    Case {
        name: "find/not found flip 11 cards colour side (fix)",
        edition: Edition::Flip,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 colour run of 3 + 2 sets of 2",
        cards: "R1 B3 G5 Y7 R9 B11 G2 Y4 R6 B8 G10",
    },
    // The slowest the adversarial search found (cargo bench --bench adversarial).
    Case {
        name: "check/refused 14 cards 4 runs of 2 (fix)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "4 runs of 2",
        cards: "B1 G1 R9 Y11 G6 Y6 G1 3 R3 2 R8 G6 R4 1",
    },
    Case {
        name: "check/refused 13 cards set + run + colour (fix)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 set of 2 + 1 run of 3 + 2 cards of one colour",
        cards: "S Y4 Y8 Y10 R1 G3 B8 Y3 B7 4 4 10 R8",
    },
    Case {
        name: "find/not found 13 cards set + run + colour (fix)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 set of 2 + 1 run of 3 + 2 cards of one colour",
        cards: "S Y4 Y8 Y10 R1 G3 B8 Y3 B7 4 4 10 R8",
    },
    // The slowest found in the adversarial search of November 22 (warm: 70 to 130 µs
    // before the bounds that count colour runs in their colour, the cards of the
    // colours no group takes, and the sets not begun together).
    Case {
        name: "find/not found flip 14 cards 2 colour runs of 3, group (fix)",
        edition: Edition::Flip,
        side: Side::Color,
        natural: Natural::Group,
        phase: "2 colour runs of 3",
        cards: "R* R7 Y* G3 R1 Y* B3 B4 B7 B12 R4 R2 B11 R3",
    },
    Case {
        name: "check/refused flip 14 cards seven Stars 2 colour runs of 3",
        edition: Edition::Flip,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "2 colour runs of 3",
        cards: "Y* B* R5 R7 B8 Y* G* R* R8 G4 G* B3 B* Y5",
    },
    Case {
        name: "find/not found twist 13 cards 3 sets of 2 + run of 2, group (fix)",
        edition: Edition::Twist,
        side: Side::Color,
        natural: Natural::Group,
        phase: "3 sets of 2 + 1 run of 2",
        cards: "2 R3 11 R4 G10 8 G1 G6 5 R9 R2 G11 Y7",
    },
    Case {
        name: "find/not found 14 cards 4 runs of 2 (fix)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "4 runs of 2",
        cards: "G4 G11 W Y5 G6 B4 R2 G10 Y6 12 G10 Y10 Y6 R8",
    },
    // Past 100 µs at the end of that session (a five-change fix to prove the smallest,
    // under natural = group); about 40 µs since runs begun must go on in the windows.
    Case {
        name: "check/refused 13 cards 4 runs of 2, group (fix)",
        edition: Edition::Twist,
        side: Side::Color,
        natural: Natural::Group,
        phase: "4 runs of 2",
        cards: "8 G11 Y1 B11 W 4 Y6 R7 W B4 R8 G6 G8",
    },
    Case {
        name: "check/refused 13 cards set + run + colour, colourless (fix)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 set of 2 + 1 run of 3 + 2 cards of one colour",
        cards: "Y11 7 G3 W Y5 G10 W R12 G2 9 B4 Y1 Y11",
    },
    Case {
        name: "find/14 cards ten 11s set + run + colour",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 set of 2 + 1 run of 3 + 2 cards of one colour",
        cards: "Y11 B11 G11 11 Y9 R11 B11 11 11 Y11 G8 R11 R5 9",
    },
    // The slowest of the next adversarial runs: a claim with six Wilds, and a Flip
    // lay-down of a colour run and sets (540 states before the windows bounded it).
    Case {
        name: "check/refused 14 cards six wilds 4 runs of 2, group (fix)",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Group,
        phase: "4 runs of 2",
        cards: "R2 W Y3 Y12 W Y8 W 12 B8 B3 W W R5 W",
    },
    Case {
        name: "find/flip 14 cards colour run of 3 + 2 sets of 2",
        edition: Edition::Flip,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 colour run of 3 + 2 sets of 2",
        cards: "R* R4 B* B5 Y5 Y10 R5 R12 R* B4 B3 B11 R2 G5",
    },
];

const FINDS: &[Case] = &[
    Case {
        name: "find/20 cards 4 sets of 2, 8 wilds",
        edition: Edition::Twist,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "4 sets of 2",
        cards: "1 2 3 4 5 6 7 8 9 10 11 12 W W W W W W W W",
    },
    Case {
        name: "find/20 cards 2 runs of 4",
        edition: Edition::Twist,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "2 runs of 4",
        cards: "1 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9 W W W",
    },
    Case {
        name: "find/20 cards 2 sets of 3 + run of 3",
        edition: Edition::Twist,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "2 sets of 3 + 1 run of 3",
        cards: "1 1 1 2 2 2 3 3 3 4 4 4 5 5 5 6 6 W W S",
    },
    Case {
        name: "find/20 cards p8 colour",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "7 cards of one colour",
        cards: "R1 R2 R3 B4 B5 B6 G7 G8 G9 Y10 Y11 Y12 R4 B7 G1 Y2 W W W W",
    },
    Case {
        name: "find/20 cards flip p10 colour side",
        edition: Edition::Flip,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 colour run of 3 + 2 sets of 2",
        cards: "R1 R2 B3 B4 G5 G6 Y7 Y8 R9 B10 G11 Y12 R* B* G* Y* R5 B5 G5 Y5",
    },
    Case {
        name: "find/20 cards flip 2 colour runs colour side",
        edition: Edition::Flip,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "2 colour runs of 3",
        cards: "R1 R2 B3 B4 G5 G6 Y7 Y8 R9 B10 G11 Y12 R* B* G* Y* R5 B5 G5 Y5",
    },
    Case {
        name: "find/20 cards flip 3 colour runs colour side",
        edition: Edition::Flip,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "3 colour runs of 3",
        cards: "R1 R2 R4 B3 B4 B6 G5 G6 G8 Y7 Y8 Y10 R* B* G* Y* R* B* G* Y*",
    },
    Case {
        name: "find/20 cards flip wild side 3 colour runs",
        edition: Edition::Flip,
        side: Side::Wild,
        natural: Natural::Phase,
        phase: "3 colour runs of 3",
        cards: "1 2 4 5 7 8 10 11 12 1 3 6 9 * * * * * * *",
    },
    Case {
        name: "find/20 cards no phase",
        edition: Edition::Classic,
        side: Side::Color,
        natural: Natural::Phase,
        phase: "1 run of 9",
        cards: "1 1 1 1 3 3 3 3 5 5 5 5 7 7 7 7 9 9 9 9",
    },
];

fn bench(c: &mut Criterion) {
    for case in CHECKS.iter().chain(FINDS).chain(REASONS) {
        let phase: Phase = case.phase.parse().unwrap();
        let cards = parse_cards(case.cards, case.edition.rules().deck, case.side).unwrap();
        let rules = Rules {
            deck: case.edition.rules().deck,
            side: case.side,
            natural: case.natural,
            ..Rules::default()
        };
        if case.name.starts_with("check") {
            c.bench_function(case.name, |b| {
                b.iter(|| solver::check(black_box(&cards), black_box(&phase), &rules));
            });
        } else {
            c.bench_function(case.name, |b| {
                b.iter(|| solver::find(black_box(&cards), black_box(&phase), &rules));
            });
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).warm_up_time(std::time::Duration::from_millis(300)).measurement_time(std::time::Duration::from_secs(1));
    targets = bench
}
criterion_main!(benches);
