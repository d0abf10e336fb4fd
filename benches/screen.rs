//! The table screen on a 60-hand session (six players, one of whom gets up after hand
//! 54 for a seventh, so that no one has finished): a line typed, key by key, to the
//! screen drawn again (the play recorded through the store, the session read and
//! replayed, the screen drawn at 80×24), a redraw alone, an answer of the hand's end
//! at its rows; then, timed once each, a 1 MB line typed key by key, and the real
//! screen left idle in a pseudo-terminal (its CPU time and the bytes it writes;
//! `PHASE10_IDLE_SECS`, 30 by default).
//!
//!     cargo bench --bench screen

use std::time::{Duration, Instant};

use clap::Parser;
use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

// The program's own modules, as the binary runs them.

use phase10::app;

use app::screen::{App, Mode, view};

fn run(file: &str, words: &[&str]) {
    let mut args = vec!["phase10", "--file", file];
    args.extend_from_slice(words);
    let out = app::cli::cmd::run(app::cli::Cli::try_parse_from(&args).unwrap())
        .unwrap_or_else(|e| panic!("{words:?}: {e:#}"));
    assert_eq!(out.code, 0, "{words:?}: {}", out.text);
}

/// A session of 60 hands, none of them winning.
fn sixty_hands(dir: &std::path::Path) -> String {
    let file = dir.join("evening.toml").to_str().unwrap().to_string();
    let six = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];
    run(&file, &["new", "--players", &six.join(",")]);
    let scores = |out: &str, at_table: &[&str]| -> String {
        at_table
            .iter()
            .filter(|p| **p != out)
            .map(|p| format!("{p}=50"))
            .collect::<Vec<_>>()
            .join(",")
    };
    for h in 0..54 {
        let out = six[h % 6];
        run(
            &file,
            &["hand", "--out", out, "--points", &scores(out, &six)],
        );
    }
    // Fay (9 phases) gets up; Gus sits down and goes out the last six hands.
    run(&file, &["players", "remove", "Fay"]);
    run(&file, &["players", "add", "Gus"]);
    let table = ["Ann", "Bob", "Cy", "Dee", "Eve", "Gus"];
    for _ in 0..6 {
        run(
            &file,
            &["hand", "--out", "Gus", "--points", &scores("Gus", &table)],
        );
    }
    file
}

fn key(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
}

fn screen(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let file = sixty_hands(dir.path());
    let path = std::path::PathBuf::from(&file);
    let look = view::Look {
        colour: true,
        ascii: false,
    };
    let mut app = App::new(path, "evening".into(), Mode::Play, false).unwrap();
    assert_eq!(app.talk.game.state.hands.len(), 60);
    let backend = ratatui::backend::TestBackend::new(80, 24);
    let mut term = ratatui::Terminal::new(backend).unwrap();
    let mut group = c.benchmark_group("screen, 60 hands");
    group.measurement_time(Duration::from_secs(8));
    group.bench_function("redraw at 80x24", |b| {
        b.iter(|| {
            term.draw(|f| view::draw(f, &app.view(look))).unwrap();
        });
    });
    // Ann lays her phase: each key drawn, then Enter records it (lock, journal, the
    // file written and synced, read back and replayed) and the screen is drawn; undo,
    // not timed, takes it back for the next round.
    // (Ann is on phase 10: a set of 5 and a set of 3.)
    let line = "ann lay 9 9 9 9 9 + 1 1 1";
    // Each key typed is drawn; Enter records the lay (lock, journal, the file written
    // and synced, read back and replayed) and draws the screen. Undo, not timed, takes
    // it back for the next round.
    group.bench_function("a key typed and drawn", |b| {
        b.iter_custom(|rounds| {
            let mut spent = Duration::ZERO;
            for _ in 0..rounds {
                let start = Instant::now();
                app.key(key('7'));
                term.draw(|f| view::draw(f, &app.view(look))).unwrap();
                spent += start.elapsed();
                app.key(KeyEvent::new(KeyCode::Backspace, KeyModifiers::NONE));
            }
            spent
        });
    });
    group.bench_function("a lay entered: recorded and drawn", |b| {
        b.iter_custom(|rounds| {
            let mut spent = Duration::ZERO;
            for _ in 0..rounds {
                for ch in line.chars() {
                    app.key(key(ch));
                }
                let start = Instant::now();
                app.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
                term.draw(|f| view::draw(f, &app.view(look))).unwrap();
                spent += start.elapsed();
                assert!(
                    app.talk.game.state.table.laid[0].is_some(),
                    "{:?}",
                    app.talk.message
                );
                run(&file, &["undo"]);
                app.talk.reload();
            }
            spent
        });
    });
    // The hand's end at its rows: Ann went out (no plays: a hand not played live), and
    // each answer is typed, checked against the whole hand and drawn.
    group.bench_function("an answer of the hand's end, checked and drawn", |b| {
        b.iter_custom(|rounds| {
            let mut spent = Duration::ZERO;
            for _ in 0..rounds {
                for ch in "new hand\r".chars() {
                    app.key(if ch == '\r' {
                        KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)
                    } else {
                        key(ch)
                    });
                }
                let start = Instant::now();
                for answer in ["ann", "bob"] {
                    app.key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL));
                    for ch in answer.chars() {
                        app.key(key(ch));
                    }
                    app.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
                    term.draw(|f| view::draw(f, &app.view(look))).unwrap();
                }
                spent += start.elapsed() / 2;
                app.key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
                app.key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
                assert!(app.talk.pending.is_none());
            }
            spent
        });
    });
    group.finish();
    // A 1 MB line arriving as keys, then drawn: linear in its length.
    let start = Instant::now();
    for i in 0..1_000_000 {
        app.key(key(if i % 2 == 0 { '7' } else { ' ' }));
    }
    let typed = start.elapsed();
    term.draw(|f| view::draw(f, &app.view(look))).unwrap();
    println!(
        "screen, 60 hands/a 1 MB line typed key by key: {typed:?}, drawn by {:?}",
        start.elapsed()
    );
    app.key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL));
    idle(&file);
}

/// The real screen left idle in a pseudo-terminal: the CPU time it takes and the bytes
/// it writes, after it has drawn.
fn idle(file: &str) {
    let secs: u64 = std::env::var("PHASE10_IDLE_SECS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(30);
    let exe = env!("CARGO_BIN_EXE_phase10");
    // (The terminal's size set first: a new pseudo-terminal has none.)
    let mut cmd = std::process::Command::new("sh");
    cmd.args([
        "-c",
        &format!("stty rows 24 cols 80; exec '{exe}' play --file '{file}'"),
    ])
    .env("TERM", "xterm-256color")
    .env("NO_COLOR", "1");
    let mut pty = rexpect::session::spawn_command(cmd, Some(10_000)).unwrap();

    // Drawn: wait for the screen, then a moment more.
    pty.exp_string("quits").unwrap();
    // The screen's process, found by its command line.
    let pid = std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(Result::ok)
        .find_map(|e| {
            let pid: u32 = e.file_name().to_str()?.parse().ok()?;
            let line = std::fs::read(e.path().join("cmdline")).ok()?;
            let words: Vec<&[u8]> = line.split(|&b| b == 0).collect();
            (words.contains(&b"play".as_slice()) && words.contains(&file.as_bytes())).then_some(pid)
        })
        .expect("the screen's process");
    std::thread::sleep(Duration::from_millis(500));
    while pty.try_read().is_some() {}
    let cpu = || -> u64 {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
        let fields: Vec<&str> = stat
            .rsplit(')')
            .next()
            .unwrap()
            .split_whitespace()
            .collect();
        // utime and stime, in clock ticks (fields 14 and 15 of stat).
        fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
    };
    let ticks = 100u64; // sysconf(_SC_CLK_TCK) on Linux
    let before = cpu();
    let mut written = 0usize;
    let end = Instant::now() + Duration::from_secs(secs);
    while Instant::now() < end {
        while pty.try_read().is_some() {
            written += 1;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let used = cpu() - before;
    println!(
        "screen, 60 hands/idle for {secs} s: {} ms of CPU ({} per mille), {written} bytes written",
        used * 1000 / ticks,
        used * 1000 / (ticks * secs)
    );
    pty.send("q\r").unwrap();
    pty.flush().unwrap();
    pty.exp_eof().unwrap();
}

criterion_group!(benches, screen);
criterion_main!(benches);
