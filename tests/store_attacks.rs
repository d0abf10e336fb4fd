//! The store, attacked: planted links, kills at every step of a write with the journal
//! checked after each, a full disk mid-undo, `new` against readers, files that are not
//! files, and the user's bytes through undo and redo.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{Env, bytes};
use crate::sessions::Game;

fn hand(g: &Game, i: usize) {
    let p = format!("Bob={}", 50 + 5 * i);
    g.hand(&["--out", "Ann", "--points", &p]).code(0);
}

/// The points Bob scored in each hand: which hands the file holds.
fn tags(g: &Game) -> Vec<u64> {
    g.run(&["history", "--json"]).code(0).json()["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["players"][1]["points"].as_u64().unwrap())
        .collect()
}

fn spawn(g: &Game, args: &[&str], env: &[(&str, &str)]) -> Child {
    let mut c = crate::common::launch(&g.env.home());
    c.args(args)
        .arg("--file")
        .arg(&g.file)
        .env("PHASE10_LOCK_WAIT_MS", "5000")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    for (k, v) in env {
        c.env(k, v);
    }
    c.spawn().unwrap()
}

/// A change killed after its journal step and before its file, then a harmless hand
/// edit of the file: the change never landed, and undo takes back the last one that did.
#[test]
fn a_change_killed_then_a_hand_edit_is_never_taken_for_landed() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    hand(&g, 1);
    hand(&g, 2);
    let journal = g.file.with_file_name("game.toml.journal");
    let len = std::fs::metadata(&journal).unwrap().len();
    let step = || std::fs::metadata(&journal).is_ok_and(|m| m.len() != len);
    kill_when(
        &g,
        &["hand", "--out", "Ann", "--points", "Bob=95"],
        "the journal's step",
        &step,
    );
    // The user adds a note at the top by hand.
    let text = std::fs::read_to_string(&g.file).unwrap();
    std::fs::write(&g.file, format!("# friday\n{text}")).unwrap();
    assert_eq!(tags(&g), [55, 60]);
    g.run(&["undo"]).code(0).stdout_has("removed hand 2");
    assert_eq!(tags(&g), [55]);
    g.run(&["undo"]).code(0).stdout_has("removed hand 1");
}

fn temp(g: &Game, of: &str) -> PathBuf {
    g.file.with_file_name(format!(".game.toml{of}.tmp"))
}

/// Runs `args` (each rename paused) and kills it (SIGKILL) as soon as `now` says.
fn kill_when(g: &Game, args: &[&str], what: &str, now: &dyn Fn() -> bool) {
    let mut child = spawn(g, args, &[("PHASE10_TEST_PAUSE_BEFORE_RENAME_MS", "300")]);
    let start = Instant::now();
    while !now() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{what} never came"
        );
        std::thread::sleep(Duration::from_millis(2));
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// A write of the session, step by step: the journal's step appended (the file not yet
/// written), the new file's temp written, the file renamed (its backup not yet made).
/// Killed at each, the journal and the file stay in step: the change is there whole or
/// not at all, and undo and redo do what they promise from the file as it is.
#[test]
fn kills_at_every_step_leave_the_journal_in_step_with_the_file() {
    for op in ["hand", "undo", "redo"] {
        for at in ["the journal's step", "the file's temp", "the rename"] {
            let g = Game::new(&["--players", "Ann,Bob"]);
            hand(&g, 1);
            hand(&g, 2);
            if op == "redo" {
                g.run(&["undo"]).code(0);
            }
            let before = bytes(&g.file);
            let journal = g.file.with_file_name("game.toml.journal");
            let journal_len = std::fs::metadata(&journal).map_or(0, |m| m.len());
            let args: Vec<&str> = match op {
                "hand" => vec!["hand", "--out", "Ann", "--points", "Bob=95"],
                other => vec![other],
            };
            let tmp = g.file.with_file_name(".game.toml.tmp");
            let file = g.file.clone();
            let old = before.clone();
            let now: Box<dyn Fn() -> bool> = match at {
                "the journal's step" => Box::new(move || {
                    std::fs::metadata(&journal).is_ok_and(|m| m.len() != journal_len)
                }),
                "the file's temp" => Box::new(move || tmp.exists()),
                _ => Box::new(move || std::fs::read(&file).is_ok_and(|b| b != old)),
            };
            kill_when(&g, &args, at, &now);
            let case = format!("{op} killed at {at}");
            let landed = at == "the rename";
            if !landed {
                assert_eq!(bytes(&g.file), before, "{case}: the file is the old one");
            }
            // What the file holds, and what undo and redo then do.
            match (op, landed) {
                ("hand", true) => {
                    assert_eq!(tags(&g), [55, 60, 95], "{case}");
                    g.run(&["undo"]).code(0);
                    assert_eq!(tags(&g), [55, 60], "{case}: undo takes back hand 3");
                    g.run(&["redo"]).code(0);
                    assert_eq!(tags(&g), [55, 60, 95], "{case}");
                }
                // The hand killed, or the redo landed; and the undo killed.
                ("hand" | "undo", false) | ("redo", true) => {
                    assert_eq!(tags(&g), [55, 60], "{case}");
                    g.run(&["undo"]).code(0);
                    assert_eq!(tags(&g), [55], "{case}: undo takes back hand 2");
                    g.run(&["redo"]).code(0);
                    assert_eq!(tags(&g), [55, 60], "{case}: redo brings back hand 2");
                    g.run(&["redo"]).code(2).says("nothing to redo");
                }
                ("undo", true) | ("redo", false) => {
                    assert_eq!(tags(&g), [55], "{case}");
                    g.run(&["redo"]).code(0);
                    assert_eq!(tags(&g), [55, 60], "{case}: redo brings back hand 2");
                    g.run(&["redo"]).code(2).says("nothing to redo");
                    g.run(&["undo"]).code(0);
                    assert_eq!(tags(&g), [55], "{case}");
                }
                (op, landed) => panic!("no case {op} {landed}"),
            }
            g.run(&["doctor"]).code(0);
        }
    }
}

/// Runs phase10 with the file size limit of `sh`'s `ulimit -f` (512-byte blocks) and
/// SIGXFSZ ignored, so that a write past it fails as a full disk does.
fn limited(g: &Game, blocks: u32, args: &[&str]) -> crate::common::Run {
    let bin = assert_cmd::cargo::cargo_bin("phase10");
    let mut full: Vec<String> = args.iter().map(ToString::to_string).collect();
    full.push("--file".into());
    full.push(g.file.display().to_string());
    let script = format!("trap '' XFSZ; ulimit -f {blocks}; exec \"$0\" \"$@\"");
    let out = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(bin)
        .args(&full)
        .env("PHASE10_HOME", g.env.home())
        .env("PHASE10_CONFIG", g.env.home().join("config.toml"))
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("PHASE10_FILE")
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    crate::common::Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

#[test]
fn a_full_disk_mid_change_changes_nothing() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    hand(&g, 1);
    hand(&g, 2);
    hand(&g, 3);
    // A long note of the user's makes the session (and its backup) larger than the
    // limit, while the journal stays under it.
    let mut text = std::fs::read_to_string(&g.file).unwrap();
    text.push_str(&"# a long evening\n".repeat(4000));
    std::fs::write(&g.file, &text).unwrap();
    let backup = bytes(&g.file.with_file_name("game.toml.bak"));
    for args in [
        vec!["hand", "--out", "Ann", "--points", "Bob=95"],
        vec!["undo"],
    ] {
        let before = bytes(&g.file);
        let r = limited(&g, 100, &args);
        assert_eq!(r.code, 2, "{args:?}: {r:?}", r = (&r.stdout, &r.stderr));
        assert!(r.stderr.starts_with("phase10: "), "{}", r.stderr);
        assert!(
            r.stderr.matches("os error").count() <= 1,
            "an OS error is said once: {}",
            r.stderr
        );
        assert_eq!(bytes(&g.file), before, "{args:?}: exit 2, nothing changed");
        assert_eq!(tags(&g), [55, 60, 65]);
        // The backup is the version before the last change that landed: a write that
        // fails never replaces it.
        assert_eq!(
            bytes(&g.file.with_file_name("game.toml.bak")),
            backup,
            "{args:?}: the backup kept"
        );
    }
    // The retry does exactly one step.
    g.run(&["undo"]).code(0);
    assert_eq!(tags(&g), [55, 60]);
    let r = limited(&g, 100, &["redo"]);
    assert_eq!(r.code, 2);
    assert_eq!(tags(&g), [55, 60]);
    g.run(&["redo"]).code(0);
    assert_eq!(tags(&g), [55, 60, 65]);
    g.run(&["redo"]).code(2).says("nothing to redo");
}

/// A write a full disk refuses leaves nothing beside a file that had nothing: no lock
/// file made for it, no journal holding only its header.
#[test]
fn a_full_disk_leaves_no_lock_or_journal_behind() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let beside = |of: &str| g.file.with_file_name(format!("game.toml{of}"));
    let mut text = std::fs::read_to_string(&g.file).unwrap();
    text.push_str(&"# a long evening\n".repeat(4000));
    std::fs::write(&g.file, &text).unwrap();
    for of in [".lock", ".journal", ".bak"] {
        let _ = std::fs::remove_file(beside(of));
    }
    let r = limited(&g, 100, &["hand", "--out", "Ann", "--points", "Bob=60"]);
    assert_eq!(r.code, 2, "{r:?}", r = (&r.stdout, &r.stderr));
    assert_eq!(std::fs::read_to_string(&g.file).unwrap(), text);
    for of in [".lock", ".journal", ".bak"] {
        assert!(!beside(of).exists(), "game.toml{of} left behind");
    }
    // Where they were there before, they stay (the lock is the table's own).
    g.run(&["hand", "--out", "Ann", "--points", "Bob=60"])
        .code(0);
    assert!(beside(".lock").exists() && beside(".journal").exists());
    let journal = std::fs::read(beside(".journal")).unwrap();
    let r = limited(&g, 100, &["hand", "--out", "Ann", "--points", "Bob=60"]);
    assert_eq!(r.code, 2);
    assert!(beside(".lock").exists());
    assert_eq!(std::fs::read(beside(".journal")).unwrap(), journal);
    g.run(&["doctor"]).code(0);
    // The config, written by hand, the same.
    let config = g.env.home().join("config.toml");
    let text = format!(
        "{}[table.fri]\nplayers = [\"Ann\", \"Bob\"]\n",
        "# our tables\n".repeat(8000)
    );
    std::fs::create_dir_all(g.env.home()).unwrap();
    std::fs::write(&config, &text).unwrap();
    let r = limited(&g, 100, &["tables", "save", "sat"]);
    assert_eq!(r.code, 2, "{r:?}", r = (&r.stdout, &r.stderr));
    assert_eq!(std::fs::read_to_string(&config).unwrap(), text);
    assert!(!g.env.home().join("config.toml.lock").exists());
}

/// A lock file its maker takes away (nothing landed under it) is never held by two at
/// once: writers racing refused writers, the lock made afresh each round, lose no hand.
#[test]
fn a_lock_taken_away_by_a_refused_writer_loses_no_hand() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let file = g.file.to_str().unwrap().to_string();
    let mut landed = 0;
    for round in 0..8 {
        let _ = std::fs::remove_file(g.file.with_file_name("game.toml.lock"));
        let children: Vec<(bool, std::process::Child)> = (0..6)
            .map(|i| {
                // Refused under the lock: Zed is no player.
                let (good, out, points) = match i {
                    0 => (true, "Ann", "Bob=60"),
                    3 => (true, "Bob", "Ann=60"),
                    _ => (false, "Zed", "Bob=60"),
                };
                let child = g
                    .env
                    .std_cmd()
                    .args(["hand", "--out", out, "--points", points, "--file", &file])
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::null())
                    .spawn()
                    .unwrap();
                (good, child)
            })
            .collect();
        for (good, mut child) in children {
            let code = child.wait().unwrap().code();
            assert_eq!(code, Some(if good { 0 } else { 2 }), "round {round}");
            landed += usize::from(good);
        }
        let hands = g.status()["hands"].as_u64().unwrap_or_default() as usize;
        assert_eq!(hands, landed, "round {round}: a hand lost");
    }
    g.run(&["doctor"]).code(0);
}

#[cfg(unix)]
#[test]
fn planted_links_at_the_temp_names_are_never_followed() {
    use std::os::unix::fs::PermissionsExt;
    let g = Game::new(&["--players", "Ann,Bob"]);
    let victim = g.env.path("victim.txt");
    std::fs::write(&victim, "someone else's file\n").unwrap();
    std::fs::set_permissions(&victim, std::fs::Permissions::from_mode(0o644)).unwrap();
    for of in ["", ".bak", ".journal"] {
        std::os::unix::fs::symlink(&victim, temp(&g, of)).unwrap();
    }
    hand(&g, 1);
    g.run(&["undo"]).code(0);
    g.run(&["redo"]).code(0);
    // And at the journal itself, which a step is appended to: refused, never followed.
    let journal = g.file.with_file_name("game.toml.journal");
    std::fs::remove_file(&journal).unwrap();
    std::os::unix::fs::symlink(&victim, &journal).unwrap();
    g.refused(
        &["hand", "--out", "Ann", "--points", "Bob=60"],
        "game.toml.journal: not a regular file",
    );
    assert_eq!(
        std::fs::read_to_string(&victim).unwrap(),
        "someone else's file\n"
    );
    let mode = std::fs::metadata(&victim).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o644, "the victim's mode is its own");
    assert_eq!(tags(&g), [55]);
}

#[test]
fn new_against_a_status_loop_lands_once_and_exits_0() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob"]).code(0);
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let reader = {
        let stop = stop.clone();
        let home = env.home();
        std::thread::spawn(move || {
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let _ = crate::common::launch(&home).arg("status").output();
            }
        })
    };
    for i in 0..20 {
        let name = format!("game-{i}");
        env.run(&["new", "--players", "Ann,Bob", "--name", &name])
            .code(0);
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    reader.join().unwrap();
    let listed = env.run(&["sessions", "--json"]).code(0).json();
    assert_eq!(listed["sessions"].as_array().unwrap().len(), 21, "{listed}");
    let stray: Vec<_> = std::fs::read_dir(env.home().join("sessions"))
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(".pending"))
        .collect();
    assert!(stray.is_empty(), "{stray:?}");
}

#[test]
fn a_session_new_left_unnamed_is_read_where_it_is_and_finished_by_a_writer() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "friday"])
        .code(0);
    let sessions = env.home().join("sessions");
    // As a `new` killed after it made the session current, before it took its name.
    std::fs::rename(
        sessions.join("friday.toml"),
        sessions.join(".friday.toml.pending"),
    )
    .unwrap();
    // A stale one of a `new` killed before it made it current.
    std::fs::write(sessions.join(".old.toml.pending"), "schema = 1\n").unwrap();
    env.run(&["status"]).code(0);
    assert!(
        sessions.join(".friday.toml.pending").exists(),
        "a reader writes nothing"
    );
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    assert!(sessions.join("friday.toml").exists());
    assert!(!sessions.join(".friday.toml.pending").exists());
    env.run(&["new", "--players", "Cy,Dee", "--name", "saturday"])
        .code(0);
    assert!(
        !sessions.join(".old.toml.pending").exists(),
        "new cleans it"
    );
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    assert!(Command::new("mkfifo").arg(path).status().unwrap().success());
}

#[cfg(unix)]
#[test]
fn files_that_are_not_files_are_refused_at_once() {
    let quick = |start: Instant| assert!(start.elapsed() < Duration::from_secs(3), "it hung");
    // A FIFO journal: undo and hand refuse it, they do not wait on it.
    let g = Game::new(&["--players", "Ann,Bob"]);
    hand(&g, 1);
    let journal = g.file.with_file_name("game.toml.journal");
    std::fs::remove_file(&journal).unwrap();
    mkfifo(&journal);
    let start = Instant::now();
    g.run(&["undo"]).code(2).says("not a regular file");
    g.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(2)
        .says("not a regular file");
    g.run(&["doctor"]).code(1);
    quick(start);
    // A journal linked to /dev/zero.
    std::fs::remove_file(&journal).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &journal).unwrap();
    let start = Instant::now();
    g.run(&["undo"]).code(2).says("not a regular file");
    quick(start);
    // A FIFO backup while the session is broken: doctor says so and does not hang.
    std::fs::remove_file(&journal).unwrap();
    let bak = g.file.with_file_name("game.toml.bak");
    std::fs::remove_file(&bak).unwrap();
    mkfifo(&bak);
    std::fs::write(&g.file, "schema = 1\nedition = \"nope\"\n").unwrap();
    let start = Instant::now();
    let r = g.run(&["doctor"]).code(1);
    assert!(r.stdout.contains("not a regular file"), "{}", r.stdout);
    quick(start);
    // A FIFO among the sessions: listed as broken, never waited on.
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob"]).code(0);
    mkfifo(&env.home().join("sessions").join("evil.toml"));
    let start = Instant::now();
    let r = env.run(&["sessions"]).code(0);
    assert!(r.stdout.contains("evil"), "{}", r.stdout);
    env.run(&["stats"]).code(0);
    env.run(&["sessions", "switch", "evil"]).code(2);
    quick(start);
}

#[test]
fn a_change_past_the_size_cap_is_refused_not_written() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let mut text = std::fs::read_to_string(&g.file).unwrap();
    let room = (4 << 20) - text.len() - 10;
    text.push_str(&format!("# {}\n", "x".repeat(room - 3)));
    std::fs::write(&g.file, &text).unwrap();
    g.run(&["status"]).code(0);
    g.refused(
        &["hand", "--out", "Ann", "--points", "Bob=50"],
        "more than phase10 reads back",
    );
    g.run(&["status"]).code(0);
}

#[test]
fn inline_arrays_of_hands_or_plays_are_refused_with_their_line() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let text = std::fs::read_to_string(&g.file).unwrap();
    let line = text.lines().count() + 1;
    std::fs::write(
        &g.file,
        format!("{text}hand = [ {{ out = \"Ann\", points = {{ Bob = 50, Cy = 50 }} }} ]\n"),
    )
    .unwrap();
    g.run(&["edit", "1", "--points", "Cy=45"])
        .code(2)
        .says(&format!("game.toml:{line}"));
    std::fs::write(&g.file, format!("{text}play = [ {{ flip = true }} ]\n")).unwrap();
    g.run(&["status"])
        .code(2)
        .says("write each play as its own [[play]] block");
}

#[test]
fn a_refusal_makes_no_folder_and_no_lock() {
    let env = Env::new();
    let file = env.path("a/b/c/s.toml");
    env.run(&[
        "hand",
        "--out",
        "Ann",
        "--points",
        "Bob=50",
        "--file",
        file.to_str().unwrap(),
    ])
    .code(2);
    assert!(!env.path("a").exists());
}

#[test]
fn export_writes_through_to_what_is_not_a_regular_file() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    hand(&g, 1);
    // A link to a regular file: the file is replaced, the link kept.
    let target = g.env.path("sheet.csv");
    std::fs::write(&target, "old\n").unwrap();
    let link = g.env.path("link.csv");
    #[cfg(unix)]
    std::os::unix::fs::symlink(&target, &link).unwrap();
    #[cfg(unix)]
    {
        g.run(&["export", "--output", link.to_str().unwrap()])
            .code(0);
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert!(
            std::fs::read_to_string(&target)
                .unwrap()
                .starts_with("hand,")
        );
    }
    // /dev/stdout: through to the pipe.
    let r = g.run(&["export", "--output", "/dev/stdout"]).code(0);
    assert!(r.stdout.starts_with("hand,"), "{}", r.stdout);
}

#[test]
fn undo_and_redo_of_a_live_hand_keep_every_byte_of_the_users() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.run(&[
        "lay", "Ann", "7", "7", "7", "7", "7", "+", "9", "9", "9", "9", "W",
    ])
    .code(0);
    // The user annotates the play, and leaves a note below a blank line.
    let text = std::fs::read_to_string(&g.file).unwrap();
    let annotated = text.replace("lay = \"Ann\"", "lay = \"Ann\"\n# Ann had it all along")
        + "\n# Ann dealt badly\n";
    std::fs::write(&g.file, &annotated).unwrap();
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    let ended = std::fs::read_to_string(&g.file).unwrap();
    assert!(ended.contains("# Ann had it all along"), "{ended}");
    assert!(ended.contains("[[hand.play]]"), "{ended}");
    g.run(&["undo"]).code(0);
    assert_eq!(std::fs::read_to_string(&g.file).unwrap(), annotated);
    g.run(&["redo"]).code(0);
    assert_eq!(std::fs::read_to_string(&g.file).unwrap(), ended);
}

#[test]
fn undo_never_joins_a_line_of_the_users_to_the_next() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    hand(&g, 1);
    let text = std::fs::read_to_string(&g.file).unwrap();
    let noted = format!("{text}# Ann dealt badly\n");
    std::fs::write(&g.file, &noted).unwrap();
    hand(&g, 2);
    // The user takes out the blank line phase10 wrote, and notes below it.
    let two = std::fs::read_to_string(&g.file)
        .unwrap()
        .replace("badly\n\n[[hand]]", "badly\n[[hand]]")
        + "# next time, Bob deals\n";
    std::fs::write(&g.file, &two).unwrap();
    g.run(&["undo"]).code(0);
    let after = std::fs::read_to_string(&g.file).unwrap();
    assert!(
        after.contains("# Ann dealt badly\n# next time, Bob deals\n"),
        "{after}"
    );
}

#[test]
fn settings_from_the_environment_and_odd_paths_are_said_plainly() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob"]).code(0);
    // Set but empty means unset.
    env.cmd()
        .env("PHASE10_COLOR", "")
        .arg("status")
        .assert()
        .code(0);
    let r = env
        .cmd()
        .env("PHASE10_COLOR", "pink")
        .arg("status")
        .output()
        .unwrap();
    assert_eq!(r.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&r.stderr)
            .contains("PHASE10_COLOR=pink: use auto, always or never")
    );
    for bad in ["-1", "abc"] {
        let r = env
            .cmd()
            .env("PHASE10_LOCK_WAIT_MS", bad)
            .args(["hand", "--out", "Ann", "--points", "Bob=50"])
            .output()
            .unwrap();
        assert_eq!(r.status.code(), Some(2), "{bad}");
        assert!(String::from_utf8_lossy(&r.stderr).contains("PHASE10_LOCK_WAIT_MS"));
    }
    // PHASE10_HOME that is a file.
    let file = env.path("plain");
    std::fs::write(&file, "").unwrap();
    let r = env
        .cmd()
        .env("PHASE10_HOME", &file)
        .arg("status")
        .output()
        .unwrap();
    assert_eq!(r.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&r.stderr).contains("which is not a folder"));
    // A link to nothing: new makes the file it names; a loop of links is named so.
    #[cfg(unix)]
    {
        let link = env.path("link.toml");
        std::os::unix::fs::symlink("target.toml", &link).unwrap();
        env.run(&[
            "new",
            "--players",
            "Ann,Bob",
            "--file",
            link.to_str().unwrap(),
        ])
        .code(0);
        assert!(env.path("target.toml").is_file());
        let (a, b) = (env.path("a.toml"), env.path("b.toml"));
        std::os::unix::fs::symlink(&b, &a).unwrap();
        std::os::unix::fs::symlink(&a, &b).unwrap();
        env.run(&["status", "--file", a.to_str().unwrap()])
            .code(2)
            .says("a loop of links");
    }
    // A long phrase is not echoed whole.
    let long = "1 set of 3 ".repeat(3000);
    let r = env.run(&["check", "--phase", &long, "7", "7", "7"]).code(2);
    assert!(
        r.stderr.chars().count() < 1200,
        "{} characters",
        r.stderr.len()
    );
}

#[test]
fn export_to_stdout_by_name_appends_to_what_the_shell_opened() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    hand(&g, 1);
    let log = g.env.path("log.txt");
    std::fs::write(&log, "keep me\n").unwrap();
    let out = std::fs::OpenOptions::new().append(true).open(&log).unwrap();
    let status = crate::common::launch(&g.env.home())
        .args(["export", "--output", "/dev/stdout", "--file"])
        .arg(&g.file)
        .stdout(out)
        .status()
        .unwrap();
    assert!(status.success());
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(text.starts_with("keep me\nhand,"), "{text}");
    // A link to nothing: the file it names is made, the link kept.
    #[cfg(unix)]
    {
        let dang = g.env.path("dang.csv");
        std::os::unix::fs::symlink("there.csv", &dang).unwrap();
        g.run(&["export", "--output", dang.to_str().unwrap()])
            .code(0);
        assert!(
            std::fs::symlink_metadata(&dang)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert!(g.env.path("there.csv").is_file());
    }
}

#[test]
fn a_hand_deleted_by_hand_never_comes_back_through_redo() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    hand(&g, 1);
    let one = std::fs::read_to_string(&g.file).unwrap();
    hand(&g, 2);
    // The user deletes hand 2 by hand (leaving a blank line), then records it again.
    std::fs::write(&g.file, format!("{one}\n")).unwrap();
    g.run(&["undo"]).code(2).says("nothing was changed");
    hand(&g, 4);
    assert_eq!(tags(&g), [55, 70]);
    g.run(&["undo"]).code(0);
    assert_eq!(tags(&g), [55]);
    g.run(&["undo"]).code(2).says("nothing to undo");
    g.run(&["redo"]).code(0);
    assert_eq!(tags(&g), [55, 70]);
    g.run(&["redo"]).code(2).says("nothing to redo");
}

#[test]
fn undo_and_redo_are_byte_for_byte_at_the_end_of_any_file() {
    // A file that ends without a line end, and one with a note after the last hand.
    for tail in ["", "# my note\n"] {
        let g = Game::new(&["--players", "Ann,Bob"]);
        hand(&g, 1);
        let mut text = std::fs::read_to_string(&g.file).unwrap();
        if tail.is_empty() {
            text = text.trim_end().to_string();
        } else {
            text.push_str(tail);
        }
        std::fs::write(&g.file, &text).unwrap();
        hand(&g, 2);
        let two = std::fs::read_to_string(&g.file).unwrap();
        g.run(&["undo"]).code(0);
        assert_eq!(std::fs::read_to_string(&g.file).unwrap(), text, "{tail:?}");
        g.run(&["redo"]).code(0);
        assert_eq!(std::fs::read_to_string(&g.file).unwrap(), two, "{tail:?}");
        if !tail.is_empty() {
            // A note below the last hand leaves hand 1 as phase10 wrote it: undone and
            // redone too, byte for byte.
            g.run(&["undo"]).code(0);
            g.run(&["undo"]).code(0);
            g.run(&["redo"]).code(0);
            g.run(&["redo"]).code(0);
            assert_eq!(std::fs::read_to_string(&g.file).unwrap(), two, "{tail:?}");
        }
    }
}

#[test]
fn the_current_pointer_names_a_session_or_is_said_to_be_wrong() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob"]).code(0);
    std::fs::write(env.home().join("current"), "../../elsewhere\n").unwrap();
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(2)
        .says("names no session");
    assert!(!env.dir.path().join("elsewhere.toml").exists());
    // A switch refused makes nothing in a data dir that is not there.
    let fresh = env.path("fresh");
    let r = env
        .cmd()
        .env("PHASE10_HOME", &fresh)
        .args(["sessions", "switch", "foo"])
        .output()
        .unwrap();
    assert_eq!(r.status.code(), Some(2));
    assert!(!fresh.exists());
}

#[test]
fn edit_rewrites_only_what_changed_as_the_user_wrote_the_rest() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50", "--points", "Cy=55"])
        .code(0);
    let text = std::fs::read_to_string(&g.file).unwrap();
    let mine = text
        .replace("out = \"Ann\"", "out   =   'Ann'   # she went out")
        .replace(
            "points = { Bob = 50, Cy = 55 }",
            "points = {   Bob = 50,   \"Cy\" = 55 }",
        );
    std::fs::write(&g.file, &mine).unwrap();
    g.run(&["edit", "1", "--points", "Cy=60"]).code(0);
    let after = std::fs::read_to_string(&g.file).unwrap();
    assert_eq!(
        after,
        mine.replace("\"Cy\" = 55", "\"Cy\" = 60"),
        "only Cy's points changed"
    );
    // A file with CRLF line ends keeps them.
    let crlf = std::fs::read_to_string(&g.file)
        .unwrap()
        .replace('\n', "\r\n");
    std::fs::write(&g.file, &crlf).unwrap();
    g.run(&["edit", "1", "--points", "Bob=65"]).code(0);
    let after = std::fs::read_to_string(&g.file).unwrap();
    assert!(!after.replace("\r\n", "").contains('\n'), "{after:?}");
}
