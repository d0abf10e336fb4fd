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
    let created = DateTime::UNIX_EPOCH + chrono::Duration::days(i64::try_from(n).unwrap());
    let mut s = Session::new(Edition::Classic, players.clone(), created);
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

/// Writes a session as phase10 does: its settings, then each hand its own `[[hand]]`
/// block (an inline `hand = [ … ]` is refused).
fn write(path: &Path, s: &Session) {
    use phase10::session::document::{Block, render_block};
    let settings = Session {
        hands: Vec::new(),
        ..s.clone()
    };
    let mut text = toml_edit::ser::to_string(&settings).unwrap();
    for h in &s.hands {
        text.push('\n');
        text.push_str(&render_block(Block::Hand, h));
    }
    std::fs::write(path, text).unwrap();
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
            // As phase10 writes it (each hand a [[hand]] block): a session it reads.
            write(
                &sessions.join(format!("week-{made:05}.toml")),
                &finished_game(made),
            );
            made += 1;
        }
        group.bench_with_input(BenchmarkId::new("finished games", n), &n, |b, _| {
            b.iter(|| run(&["stats"], stats_home.path()));
        });
        // Every game replayed in date order for the ratings; every year's champion.
        group.bench_with_input(BenchmarkId::new("ratings", n), &n, |b, _| {
            b.iter(|| run(&["stats", "--ratings"], stats_home.path()));
        });
        group.bench_with_input(BenchmarkId::new("seasons", n), &n, |b, _| {
            b.iter(|| run(&["stats", "--seasons"], stats_home.path()));
        });
    }
    group.finish();
}

/// A game of `hands` hands that no one wins: six seats, each player out in turn, and
/// one about to play their last phase getting up for a newcomer (the longest games a
/// weekly table keeps going), through the binary as a table records it; `live`: with a
/// hand in play (a lay and a hit).
fn rotating_game(
    file: &Path,
    home: &Path,
    hands: usize,
    live: bool,
) -> (Vec<String>, &'static str) {
    let f = file.to_str().unwrap();
    let mut seated: Vec<String> = (0..6).map(|i| format!("P{i}")).collect();
    let mut done = [0usize; 6];
    let mut next = 6;
    run(&["new", "--file", f, "--players", &seated.join(",")], home);
    for h in 0..hands {
        let k = h % 6;
        if done[k] >= 9 {
            run(&["players", "remove", &seated[k], "--file", f], home);
            seated[k] = format!("P{next}");
            next += 1;
            run(&["players", "add", &seated[k], "--file", f], home);
            done[k] = 0;
        }
        let points: Vec<String> = seated
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != k)
            .map(|(_, p)| format!("{p}=50"))
            .collect();
        run(
            &[
                "hand",
                "--file",
                f,
                "--out",
                &seated[k],
                "--points",
                &points.join(","),
            ],
            home,
        );
        done[k] += 1;
    }
    let (lay, hit) = LAYS[done[0]];
    if live {
        must(&["lay", &seated[0], lay, "--file", f], home);
        must(
            &["hit", &seated[0], hit, "--on", &seated[0], "--file", f],
            home,
        );
    }
    (seated, hit)
}

/// A lay of each classic phase and a card that hits on it (again and again).
const LAYS: [(&str, &str); 10] = [
    ("7 7 7 + 9 9 9", "7"),
    ("7 7 7 + 1 2 3 4", "7"),
    ("7 7 7 7 + 1 2 3 4", "7"),
    ("1 2 3 4 5 6 7", "W"),
    ("1 2 3 4 5 6 7 8", "W"),
    ("1 2 3 4 5 6 7 8 9", "W"),
    ("7 7 7 7 + 9 9 9 9", "7"),
    ("R1 R3 R5 R7 R9 R11 R12", "R2"),
    ("7 7 7 7 7 + 9 9", "7"),
    ("7 7 7 7 7 + 9 9 9", "7"),
];

/// Runs the binary, which must say yes (exit 0).
fn must(args: &[&str], home: &Path) {
    let out = Command::new(BIN)
        .args(args)
        .env("PHASE10_HOME", home)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{:?}: {}{}",
        args,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Reads and writes as multiples of process start (`--version`), on games of 55, 100
/// and 200 hands and a 50-hand live game, and a write against its floor (process start
/// and two files replaced durably): `PHASE10_RATIO_RUNS` rounds each (31), each round
/// timing every one in turn; the median of each round's ratio to its own start.
fn ratios() {
    let runs: usize = std::env::var("PHASE10_RATIO_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(31);
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    println!("ratios to process start (--version), medians of {runs} rounds:");
    for (hands, live) in [(55, false), (50, true), (100, false), (200, false)] {
        let base = dir.path().join(format!("base-{hands}-{live}.toml"));
        let (seated, hit) = rotating_game(&base, &home, hands, live);
        let work = dir.path().join(format!("work-{hands}-{live}.toml"));
        let w = work.to_str().unwrap();
        // The copies synced, as the write before left them: a write pays for its own
        // data, not for flushing the copy.
        let copy = || {
            std::fs::copy(&base, &work).unwrap();
            let _ = std::fs::copy(phase10_journal(&base), phase10_journal(&work));
            for f in [
                work.clone(),
                phase10_journal(&work),
                dir.path().to_path_buf(),
            ] {
                if let Ok(f) = std::fs::File::open(f) {
                    f.sync_all().unwrap();
                }
            }
        };
        // A write, one block appended as a hand is (the journal appended, the backup
        // kept): in a hand in play a hit, else a player getting up.
        let write: Vec<&str> = if live {
            vec!["hit", &seated[0], hit, "--on", &seated[0], "--file", w]
        } else {
            vec!["players", "remove", &seated[1], "--file", w]
        };
        copy();
        must(&write, &home);
        let size = std::fs::metadata(&base).unwrap().len();
        let timed = |args: &[&str]| {
            let start = std::time::Instant::now();
            run(args, &home);
            start.elapsed()
        };
        let mut rounds: [Vec<Duration>; 5] = Default::default();
        for _ in 0..runs {
            copy();
            let round = [
                timed(&["--version"]),
                timed(&["status", "--file", w]),
                timed(&["history", "--file", w]),
                timed(&write),
                replaced(dir.path(), size) * 2,
            ];
            for (all, t) in rounds.iter_mut().zip(round) {
                all.push(t);
            }
        }
        // Each round's ratio to that round's start (paired: drift between rounds
        // falls out), then the median of them.
        let median = |mut v: Vec<f64>| {
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        };
        let ratio = |k: usize, floor: bool| {
            median(
                (0..runs)
                    .map(|r| {
                        let base = rounds[0][r] + if floor { rounds[4][r] } else { Duration::ZERO };
                        rounds[k][r].as_secs_f64() / base.as_secs_f64()
                    })
                    .collect(),
            )
        };
        let start = median(rounds[0].iter().map(Duration::as_secs_f64).collect());
        let two = median(rounds[4].iter().map(Duration::as_secs_f64).collect());
        println!(
            "  {hands} hands{}: status {:.2}x, history {:.2}x, a write {:.2}x = {:.2}x its floor (start {:.2} ms + 2 files replaced {:.2} ms)",
            if live { " (live)" } else { "" },
            ratio(1, false),
            ratio(2, false),
            ratio(3, false),
            ratio(3, true),
            start * 1e3,
            two * 1e3
        );
    }
}

/// The time to replace a file of `size` bytes durably, as a write must: a new file
/// written and synced, renamed over the old, the folder synced.
fn replaced(dir: &Path, size: u64) -> Duration {
    use std::io::Write;
    let data = vec![b'#'; usize::try_from(size).unwrap()];
    let (tmp, file) = (dir.join(".floor.tmp"), dir.join("floor"));
    let start = std::time::Instant::now();
    let mut f = std::fs::File::create_new(&tmp).unwrap();
    f.write_all(&data).unwrap();
    f.sync_all().unwrap();
    std::fs::rename(&tmp, &file).unwrap();
    std::fs::File::open(dir).unwrap().sync_all().unwrap();
    start.elapsed()
}

fn phase10_journal(session: &Path) -> PathBuf {
    let mut name = session.file_name().unwrap().to_os_string();
    name.push(".journal");
    session.with_file_name(name)
}

fn everything(c: &mut Criterion) {
    bench(c);
    ratios();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(2));
    targets = everything
}
criterion_main!(benches);
