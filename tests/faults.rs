//! Nothing recorded is lost: killed writes, racing processes, backups, closed pipes,
//! panics.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use phase10::session::Session;

use crate::common::bytes;
use crate::sessions::Game;

const PLAYERS: [&str; 3] = ["Ann", "Bob", "Cy"];

/// The points the others score in hand `i`: 50 + 5i, which tells the hands apart (up
/// to 145: two hands of ten cards cannot share more Wilds than the deck has).
fn points(i: usize) -> u32 {
    50 + 5 * (i % 20) as u32
}

/// `phase10 hand` for hand `i`: the out player rotates; the others score [`points`].
fn hand_args(i: usize) -> Vec<String> {
    let out = PLAYERS[i % 3];
    let mut args = vec!["hand".to_string(), "--out".into(), out.into()];
    for p in PLAYERS.iter().filter(|p| **p != out) {
        args.push("--points".into());
        args.push(format!("{p}={}", points(i)));
    }
    args
}

fn record(g: &Game, i: usize) {
    let args = hand_args(i);
    g.run(&args.iter().map(String::as_str).collect::<Vec<_>>())
        .code(0);
}

fn spawn(g: &Game, i: usize, env: &[(&str, &str)]) -> Child {
    let mut c = crate::common::launch(&g.env.home());
    c.args(hand_args(i))
        .arg("--file")
        .arg(&g.file)
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (k, v) in env {
        c.env(k, v);
    }
    c.spawn().unwrap()
}

fn load(file: &Path) -> Session {
    let text = std::fs::read_to_string(file).unwrap();
    let s: Session = toml_edit::de::from_str(&text)
        .unwrap_or_else(|e| panic!("the file does not parse: {e}\n{text}"));
    phase10::session::referee::standings(&s)
        .unwrap_or_else(|p| panic!("the file does not replay: {p:?}"));
    s
}

/// The identifying points of each hand in the file.
fn tags(s: &Session) -> Vec<u32> {
    s.hands
        .iter()
        .map(|h| *h.points.values().next().unwrap())
        .collect()
}

/// SIGKILL: no chance to clean up.
fn kill9(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn killed_between_temp_file_and_rename_the_old_file_stands() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    record(&g, 0);
    let old = bytes(&g.file);
    let mut child = spawn(&g, 1, &[("PHASE10_TEST_PAUSE_BEFORE_RENAME_MS", "5000")]);
    // Wait for the temp file of the session (written and synced, not yet renamed: a
    // file just created is still empty, so wait for its bytes).
    let dir = g.file.parent().unwrap();
    let start = Instant::now();
    let tmp = loop {
        let found = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(std::result::Result::ok)
            .find(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with(".game.toml.tmp")
                    && e.metadata().is_ok_and(|m| m.len() > 0)
            });
        if let Some(e) = found {
            break e.path();
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "no temp file appeared"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    assert!(!std::fs::read(&tmp).unwrap().is_empty());
    kill9(&mut child);
    assert_eq!(bytes(&g.file), old, "the session is the old version");
    assert_eq!(tags(&load(&g.file)), [50]);
    // The next hand lands normally; the lock died with the process, and the temp file
    // it left is cleared.
    record(&g, 1);
    assert_eq!(tags(&load(&g.file)), [50, 55]);
    assert!(!tmp.exists(), "the stale temp file is removed");
}

#[test]
fn killed_at_random_moments_the_file_is_old_or_new() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let mut expected: Vec<u32> = Vec::new();
    let mut landed = 0;
    for i in 0..24 {
        let mut child = spawn(&g, i, &[]);
        // 0 to 4 ms: before, during and after the write.
        std::thread::sleep(Duration::from_micros((i as u64 * 7919) % 4_000));
        kill9(&mut child);
        let tags = tags(&load(&g.file));
        if tags.len() == expected.len() + 1 {
            expected.push(points(i));
            landed += 1;
        }
        assert_eq!(tags, expected, "old or new version, nothing else");
    }
    // Whatever the timing, the file still takes hands.
    record(&g, 30);
    eprintln!("{landed} of 24 killed hands had landed");
}

#[test]
fn twenty_hands_at_once_each_lands_once_or_is_told_busy() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    // No waiting for the lock: a process that finds it held says the session is busy.
    let children: Vec<(usize, Child)> = (0..20)
        .map(|i| (i, spawn(&g, i, &[("PHASE10_LOCK_WAIT_MS", "0")])))
        .collect();
    let mut busy = Vec::new();
    for (i, child) in children {
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        match out.status.code() {
            Some(0) => assert!(stderr.is_empty(), "{stderr}"),
            Some(2) => {
                assert!(stderr.contains("session is busy"), "hand {i}: {stderr}");
                assert_eq!(stderr.trim_end().lines().count(), 1);
                busy.push(i);
            }
            other => panic!("hand {i} exited with {other:?}: {stderr}"),
        }
    }
    let landed = tags(&load(&g.file));
    assert_eq!(
        landed.len() + busy.len(),
        20,
        "every hand landed or was refused"
    );
    // A retry (which waits for the lock) lands every refused hand.
    let retries: Vec<Child> = busy.iter().map(|&i| spawn(&g, i, &[])).collect();
    for r in retries {
        assert!(r.wait_with_output().unwrap().status.success());
    }
    let mut all = tags(&load(&g.file));
    all.sort_unstable();
    let want: Vec<u32> = (0..20).map(|i| 50 + 5 * i).collect();
    assert_eq!(all, want, "each hand exactly once");
    eprintln!("{} of 20 were told the session was busy", busy.len());
}

#[test]
fn every_write_keeps_the_previous_version() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let bak = g.file.with_file_name("game.toml.bak");
    for i in 0..3 {
        let before = bytes(&g.file);
        record(&g, i);
        assert_eq!(
            bytes(&bak),
            before,
            "the backup is the version before hand {}",
            i + 1
        );
    }
    let before_edit = bytes(&g.file);
    g.run(&[
        "edit", "2", "--out", "Cy", "--points", "Ann=95", "--points", "Bob=95",
    ])
    .code(0);
    assert_eq!(bytes(&bak), before_edit);
    g.run(&["undo"]).code(0);
    assert_eq!(
        bytes(&g.file),
        before_edit,
        "undo of a mistaken edit restores the file exactly"
    );
}

#[test]
fn a_closed_pipe_is_not_an_error() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    for i in 0..9 {
        record(&g, i);
    }
    for _ in 0..5 {
        let mut child = crate::common::launch(&g.env.home())
            .args(["history", "--file", g.file.to_str().unwrap()])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0));
        assert!(
            out.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // As a shell runs it: `phase10 history | head -1`.
    let script = format!(
        "set -o pipefail; PHASE10_HOME='{}' '{}' history --file '{}' | head -1 >/dev/null",
        g.env.home().display(),
        assert_cmd::cargo::cargo_bin("phase10").display(),
        g.file.display()
    );
    let out = Command::new("bash").args(["-c", &script]).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
}

#[test]
fn a_panic_is_one_line_and_exit_2() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let before = bytes(&g.file);
    let r = g
        .env
        .cmd()
        .env("PHASE10_TEST_PANIC", "start")
        .args(["status"])
        .output()
        .unwrap();
    assert_eq!(r.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(stderr.starts_with("phase10: internal error:"), "{stderr}");
    assert!(stderr.contains("nothing was written"), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert_eq!(bytes(&g.file), before);
}

/// A bug after a change is saved (while its report is drawn) does not say "nothing was
/// written", and is not exit 2: the change is there, and a retry would make it twice.
#[test]
fn a_panic_after_a_saved_change_says_it_was_saved() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let before = bytes(&g.file);
    let r = g
        .env
        .cmd()
        .env("PHASE10_TEST_PANIC", "landed")
        .args([
            "hand", "--out", "Ann", "--made", "Ann", "--points", "Bob=75",
        ])
        .args(["--file", g.file.to_str().unwrap()])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert_eq!(r.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.starts_with("phase10: internal error after the change was saved:"),
        "{stderr}"
    );
    assert!(!stderr.contains("nothing was written"), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert_ne!(bytes(&g.file), before);
}

#[test]
fn a_data_dir_of_many_sessions_lists() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    for i in 0..150 {
        let name = format!("s{i:03}");
        g.env
            .run(&["new", "--players", "Ann,Bob", "--name", &name])
            .code(0);
    }
    // A broken one is listed as broken, not fatal.
    std::fs::write(g.env.home().join("sessions/zz-broken.toml"), "schema = [").unwrap();
    let j = g.env.run(&["sessions", "--json"]).code(0).json();
    let list = j["sessions"].as_array().unwrap();
    assert_eq!(list.len(), 151);
    assert!(list[150]["state"].as_str().unwrap().starts_with("broken"));
}

/// The line of `needle`'s `nth` occurrence (1-based lines).
fn line_of(text: &str, needle: &str, nth: usize) -> usize {
    text.lines()
        .enumerate()
        .filter(|(_, l)| l.contains(needle))
        .nth(nth)
        .map(|(i, _)| i + 1)
        .unwrap()
}

#[test]
fn hand_edits_are_refused_with_file_line_and_problem() {
    let g = Game::new(&["--edition", "masters", "--players", "Ann,Bob"]);
    g.run(&[
        "hand",
        "--out",
        "Ann",
        "--attempt",
        "Ann=1",
        "--attempt",
        "Bob=2",
        "--points",
        "Bob=50",
    ])
    .code(0);
    g.run(&[
        "hand",
        "--out",
        "Bob",
        "--attempt",
        "Ann=2",
        "--attempt",
        "Bob=2",
        "--points",
        "Ann=50",
    ])
    .code(0);
    let good = std::fs::read_to_string(&g.file).unwrap();
    let hand2 = line_of(&good, "[[hand]]", 1);
    let cases: Vec<(String, usize, &str)> = vec![
        (
            good.replacen("[[hand]]", "[[hand]", 1),
            line_of(&good, "[[hand]]", 0),
            "unclosed array table",
        ),
        (
            good.replace("out = \"Bob\"", "out = \"Zed\""),
            hand2,
            "\"Zed\" is not a player",
        ),
        (
            good.replace("Ann = 2", "Ann = 1"),
            hand2,
            "Ann already completed phase 1",
        ),
        (good.replace("Ann = 50", "Ann = 51"), hand2, "multiple of 5"),
        (
            good.replace("schema = 1", "schema = 2"),
            line_of(&good, "schema", 0),
            "newer phase10 (schema 2)",
        ),
        (
            good.replace("dealer = \"Ann\"\n", ""),
            0,
            "missing field `dealer`",
        ),
    ];
    for (text, line, says) in cases {
        std::fs::write(&g.file, &text).unwrap();
        let place = if line > 0 {
            format!("game.toml:{line}")
        } else {
            "game.toml".to_string()
        };
        for cmd in [
            &["status"][..],
            &["hand", "--out", "Ann"],
            &["undo"],
            &["edit", "1", "--out", "Ann"],
        ] {
            let r = g.run(cmd).code(2);
            assert!(r.stderr.contains(&place), "{place} not in {}", r.stderr);
            assert!(r.stderr.contains(says), "{says:?} not in {}", r.stderr);
            assert_eq!(r.stderr.trim_end().lines().count(), 1, "{}", r.stderr);
            assert_eq!(
                std::fs::read_to_string(&g.file).unwrap(),
                text,
                "nothing rewritten"
            );
        }
        let r = g.run(&["doctor"]).code(1);
        assert!(
            r.stdout.contains(says) && r.stdout.contains(&place),
            "{}",
            r.stdout
        );
        assert!(
            r.stdout.contains("game.toml.bak"),
            "doctor points at the backup: {}",
            r.stdout
        );
    }
}

#[test]
fn a_change_that_landed_is_not_exit_2_when_its_report_cannot_be_printed() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = g
        .env
        .std_cmd()
        .args(["hand", "--out", "Ann", "--points", "Bob=50", "--file"])
        .arg(&g.file)
        .stdout(full)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.starts_with("phase10: saved, but"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1);
    assert_eq!(g.status()["hands"], 1, "recorded once");
    // A command that changed nothing still reports the failure as trouble.
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = g
        .env
        .std_cmd()
        .args(["status", "--file"])
        .arg(&g.file)
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
