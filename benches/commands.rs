//! Whole commands, process start to exit, on the longest game the rules allow and on
//! data dirs of many sessions; and the replay behind every command.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use chrono::DateTime;
use criterion::{BatchSize, BenchmarkId, Criterion, criterion_group, criterion_main};
use phase10::rules::edition::Edition;
use phase10::session::{Hand, Session};

const BIN: &str = env!("CARGO_BIN_EXE_phase10");
const SIX: [&str; 6] = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"];

/// The longest classic game: six players, only the player who goes out makes a phase,
/// each in turn, so everyone sits on phase 10 after 54 hands; in hand 55 Ann goes out
/// and Bob makes phase 10 too, tied on points: hand 56 is the replay.
fn longest_game(hands: usize) -> Session {
    let mut s = Session::new(
        Edition::Classic,
        SIX.iter().map(std::string::ToString::to_string).collect(),
        DateTime::UNIX_EPOCH,
    );
    for i in 0..hands.min(55) {
        let out = SIX[i % 6];
        let mut h = Hand {
            out: out.into(),
            ..Hand::default()
        };
        if i == 54 {
            h.made.push("Bob".into());
        }
        for p in SIX.iter().filter(|p| **p != out) {
            let pts = match (i, *p) {
                (54, "Bob") => 5,
                (1, "Ann") => 55,
                _ => 50,
            };
            h.points.insert(p.to_string(), pts);
        }
        if i % 6 == 2 {
            // Some hands give the cards, and the phase laid, for the solver to check.
            let laid = [
                "7 7 7 8 8 8",
                "7 7 7 3 4 5 6",
                "7 7 7 7 3 4 W 6",
                "1 2 3 4 5 6 7",
                "1 2 3 4 5 6 7 8",
                "1 2 3 4 5 6 7 8 9",
                "7 7 7 7 8 8 8 8",
                "R1 R2 R3 R4 R5 R6 W",
                "7 7 7 7 7 8 8",
                "7 7 7 7 7 8 8 8",
            ];
            h.laid.insert(out.to_string(), laid[i / 6].to_string());
            let other = SIX[(i + 1) % 6];
            h.points.remove(other);
            h.left
                .insert(other.to_string(), "1 2 3 4 5 6 7 8 9 W".into());
        }
        s.hands.push(h);
    }
    phase10::session::referee::standings(&s).expect("the benchmark game replays");
    s
}

/// A finished game of three of the six: the first goes out with each phase in ten hands,
/// the second makes each phase too.
fn finished_game(n: usize) -> Session {
    let players: Vec<String> = (0..3).map(|k| SIX[(n + k) % 6].to_string()).collect();
    let mut s = Session::new(Edition::Classic, players.clone(), DateTime::UNIX_EPOCH);
    for i in 0..10 {
        let mut h = Hand {
            out: players[0].clone(),
            ..Hand::default()
        };
        // The second makes the phase too, and holds a card or two.
        h.made.push(players[1].clone());
        h.points
            .insert(players[1].clone(), 5 * (1 + (i + n) % 3) as u32);
        h.points.insert(players[2].clone(), 50);
        s.hands.push(h);
    }
    assert!(
        phase10::session::referee::standings(&s)
            .expect("replays")
            .winner
            .is_some()
    );
    s
}

fn write(path: &Path, s: &Session) {
    std::fs::write(path, toml_edit::ser::to_string(s).unwrap()).unwrap();
}

fn run(args: &[&str], home: &Path) {
    let out = Command::new(BIN)
        .args(args)
        .env("PHASE10_HOME", home)
        .output()
        .unwrap();
    assert!(
        out.status.code().is_some_and(|c| c < 2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    std::fs::create_dir_all(&home).unwrap();

    // The replay behind every command.
    let game = longest_game(55);
    assert!(
        phase10::session::referee::standings(&game)
            .unwrap()
            .tiebreak
            .is_some()
    );
    c.bench_function("replay/longest game (6 players, 55 hands)", |b| {
        b.iter(|| phase10::session::referee::standings(&game).unwrap());
    });

    // Commands on the longest game.
    let file = dir.path().join("longest.toml");
    write(&file, &game);
    let f = file.to_str().unwrap();
    c.bench_function("command/--version (process start)", |b| {
        b.iter(|| run(&["--version"], &home));
    });
    for (name, args) in [
        ("command/status longest game", vec!["status", "--file", f]),
        (
            "command/status --json longest game",
            vec!["status", "--json", "--file", f],
        ),
        ("command/history longest game", vec!["history", "--file", f]),
        ("command/doctor longest game", vec!["doctor", "--file", f]),
        (
            "command/check phase 2",
            vec!["check", "--phase", "2", "7 7 7 3 4 W 6"],
        ),
        (
            "command/find 11 cards",
            vec!["find", "--phase", "3", "7 7 7 W 3 4 5 12 S 9 9"],
        ),
    ] {
        c.bench_function(name, |b| b.iter(|| run(&args, &home)));
    }

    // Recording a hand: lock, load, validate, append, fsync, rename.
    let mut group = c.benchmark_group("command/hand");
    for hands in [0usize, 20, 55] {
        let base = dir.path().join(format!("base-{hands}.toml"));
        write(&base, &longest_game(hands));
        let work: PathBuf = dir.path().join(format!("work-{hands}.toml"));
        let w = work.to_str().unwrap().to_string();
        let args: Vec<String> = if hands == 55 {
            vec![
                "hand".into(),
                "--file".into(),
                w,
                "--out".into(),
                "Bob".into(),
            ]
        } else {
            let mut a = vec![
                "hand".into(),
                "--file".into(),
                w,
                "--out".into(),
                "Ann".into(),
            ];
            for p in &SIX[1..] {
                a.push("--points".into());
                a.push(format!("{p}=50"));
            }
            a
        };
        group.bench_with_input(
            BenchmarkId::new("record, hands already in the file", hands),
            &hands,
            |b, _| {
                b.iter_batched(
                    || std::fs::copy(&base, &work).unwrap(),
                    |_| run(&args.iter().map(String::as_str).collect::<Vec<_>>(), &home),
                    BatchSize::PerIteration,
                );
            },
        );
    }
    group.finish();

    // Listing a data dir as it grows: 20-hand games.
    let mut group = c.benchmark_group("command/sessions");
    let game20 = toml_edit::ser::to_string(&longest_game(20)).unwrap();
    let mut made = 0;
    for n in [10usize, 100, 1000] {
        let sessions = home.join("sessions");
        std::fs::create_dir_all(&sessions).unwrap();
        while made < n {
            std::fs::write(sessions.join(format!("game-{made:04}.toml")), &game20).unwrap();
            made += 1;
        }
        group.bench_with_input(BenchmarkId::new("list", n), &n, |b, _| {
            b.iter(|| run(&["sessions"], &home));
        });
    }
    group.finish();

    // Stats over every finished game in a data dir.
    let mut group = c.benchmark_group("command/stats");
    group.sample_size(10);
    let stats_home = tempfile::tempdir().unwrap();
    let sessions = stats_home.path().join("sessions");
    std::fs::create_dir_all(&sessions).unwrap();
    let mut made = 0;
    for n in [1000usize, 10_000] {
        while made < n {
            let game = toml_edit::ser::to_string(&finished_game(made)).unwrap();
            std::fs::write(sessions.join(format!("week-{made:05}.toml")), game).unwrap();
            made += 1;
        }
        group.bench_with_input(BenchmarkId::new("finished games", n), &n, |b, _| {
            b.iter(|| run(&["stats"], stats_home.path()));
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(2));
    targets = bench
}
criterion_main!(benches);
