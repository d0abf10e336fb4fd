//! The table screen on a 60-hand session (six players, one of whom gets up after hand
//! 54 for a seventh, so that no one has finished): a line typed, key by key, to the
//! screen drawn again (the play recorded through the store, the session read and
//! replayed, the screen drawn at 80×24), and a redraw alone.
//!
//!     cargo bench --bench screen

use std::time::{Duration, Instant};

use clap::Parser;
use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

// The binary's own modules, as it runs them.
#[allow(dead_code, unused_imports)]
#[path = "../src/app/mod.rs"]
mod app;

use app::screen::{App, Mode, view};

fn run(file: &str, words: &[&str]) {
    let mut args = vec!["phase10", "--file", file];
    args.extend_from_slice(words);
    let out = app::cmd::run(app::Cli::try_parse_from(&args).unwrap())
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
    group.finish();
}

criterion_group!(benches, screen);
criterion_main!(benches);
