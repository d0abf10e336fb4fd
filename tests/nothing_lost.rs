//! Nothing lost, whatever the filesystem or the other laptop does: each test attacks
//! one promise of the store (issue "Nothing lost").

use std::os::unix::fs::{PermissionsExt, symlink};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

use crate::common::{Env, bytes};
use crate::sessions::Game;

fn mode(path: &std::path::Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[test]
fn a_symlinked_session_is_written_through_to_its_target() {
    let env = Env::new();
    let synced = env.path("synced");
    std::fs::create_dir(&synced).unwrap();
    let target = synced.join("friday.toml");
    env.run(&[
        "new",
        "--players",
        "Ann,Bob",
        "--file",
        target.to_str().unwrap(),
    ])
    .code(0);
    let link = env.path("game.toml");
    symlink(&target, &link).unwrap();
    let file = link.to_str().unwrap();
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50", "--file", file])
        .code(0);
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink(),
        "the link is still a link"
    );
    assert!(
        std::fs::read_to_string(&target)
            .unwrap()
            .contains("Bob = 50")
    );
    for sibling in ["friday.toml.bak", "friday.toml.journal", "friday.toml.lock"] {
        assert!(synced.join(sibling).exists(), "{sibling} beside the target");
    }
    for sibling in ["game.toml.bak", "game.toml.journal", "game.toml.lock"] {
        assert!(!env.path(sibling).exists(), "no {sibling} beside the link");
    }
    // Undo goes through the link too.
    env.run(&["undo", "--file", file]).code(0);
    assert!(
        !std::fs::read_to_string(&target)
            .unwrap()
            .contains("Bob = 50")
    );
    // A link to nothing, or to a directory, is refused.
    let dangling = env.path("dangling.toml");
    symlink(env.path("nowhere.toml"), &dangling).unwrap();
    env.run(&["status", "--file", dangling.to_str().unwrap()])
        .code(2)
        .says("no such session file");
    let to_dir = env.path("dir.toml");
    symlink(&synced, &to_dir).unwrap();
    env.run(&["status", "--file", to_dir.to_str().unwrap()])
        .code(2)
        .says("not a regular file");
}

#[test]
fn a_private_file_stays_private_and_a_read_only_one_is_left_alone() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    std::fs::set_permissions(&g.file, std::fs::Permissions::from_mode(0o600)).unwrap();
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    assert_eq!(mode(&g.file), 0o600, "the session keeps its mode");
    for sibling in ["game.toml.bak", "game.toml.journal"] {
        assert_eq!(mode(&g.file.with_file_name(sibling)), 0o600, "{sibling}");
    }
    g.run(&["undo"]).code(0);
    assert_eq!(mode(&g.file), 0o600);
    std::fs::set_permissions(&g.file, std::fs::Permissions::from_mode(0o444)).unwrap();
    let before = bytes(&g.file);
    for args in [
        &["hand", "--out", "Ann", "--points", "Bob=50"][..],
        &["redo"],
        &["edit", "1", "--out", "Bob", "--points", "Ann=50"],
    ] {
        g.run(args).code(2).says("read-only");
    }
    assert_eq!(bytes(&g.file), before);
    assert_eq!(mode(&g.file), 0o444);
    // Reading is fine.
    g.run(&["status"]).code(0);
}

#[test]
fn only_regular_files_are_sessions_and_a_refusal_leaves_nothing_behind() {
    let env = Env::new();
    // Devices: refused at once, nothing created beside them.
    for dev in ["/dev/zero", "/dev/null"] {
        let start = Instant::now();
        env.run(&["status", "--file", dev])
            .code(2)
            .says("not a regular file");
        env.run(&["hand", "--out", "Ann", "--file", dev])
            .code(2)
            .says("not a regular file");
        env.run(&["new", "--players", "Ann,Bob", "--file", dev])
            .code(2)
            .says("not a regular file");
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{dev} answered at once"
        );
        assert!(!std::path::Path::new(&format!("{dev}.lock")).exists());
    }
    // A FIFO as the session.
    let fifo = env.path("fifo.toml");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    env.run(&["hand", "--out", "Ann", "--file", fifo.to_str().unwrap()])
        .code(2)
        .says("not a regular file");
    assert!(!env.path("fifo.toml.lock").exists());
    // A FIFO as the lock: refused, never a hang.
    let g = Game::new(&["--players", "Ann,Bob"]);
    let lock = g.file.with_file_name("game.toml.lock");
    let _ = std::fs::remove_file(&lock);
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&lock)
            .status()
            .unwrap()
            .success()
    );
    let start = Instant::now();
    g.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(2)
        .says("the lock is not a regular file");
    assert!(start.elapsed() < Duration::from_secs(10));
    // A file too large to be a session is refused without reading it all.
    let big = env.path("big.toml");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(64 << 20).unwrap();
    env.run(&["status", "--file", big.to_str().unwrap()])
        .code(2)
        .says("more than phase10 reads there");
    // A file name too long for its siblings is refused at `new`.
    let long = env.path(&format!("{}.toml", "x".repeat(230)));
    env.run(&[
        "new",
        "--players",
        "Ann,Bob",
        "--file",
        long.to_str().unwrap(),
    ])
    .code(2)
    .says("too long");
    assert!(!long.exists());
}

#[test]
fn input_is_bounded_by_the_deck() {
    let env = Env::new();
    let many = vec!["7"; 10_000].join(" ");
    for args in [
        &["check", "--phase", "1", many.as_str()][..],
        &["find", "--phase", "1", many.as_str()],
        &["hit", "--onto", "3 4 5 6", "--as", "run", many.as_str()],
    ] {
        let start = Instant::now();
        env.run(args).code(2).says("10000 cards: a deck has 108");
        assert!(start.elapsed() < Duration::from_secs(10));
    }
    let g = Game::new(&["--players", "Ann,Bob"]);
    let left = format!("Bob={many}");
    g.refused(
        &["hand", "--out", "Ann", "--left", left.as_str()],
        "a deck has 108",
    );
    // A phrase of more groups than a phase can hold.
    env.run(&["check", "--phase", "11 sets of 2", "7 7"])
        .code(2)
        .says("more than a hand can hold");
}

#[test]
fn messages_that_help() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    let good = std::fs::read_to_string(&g.file).unwrap();
    // A newer phase10's file: upgrade, not "fix the file by hand".
    let newer = good.replace("schema = 1", "schema = 2") + "\nfuture_field = true\n";
    std::fs::write(&g.file, &newer).unwrap();
    let r = g
        .run(&["status"])
        .code(2)
        .says("written by a newer phase10");
    assert!(r.stderr.contains("upgrade phase10"), "{}", r.stderr);
    assert!(!r.stderr.contains("by hand"), "{}", r.stderr);
    // Invalid UTF-8: reported with its line.
    let mut bad = good.clone().into_bytes();
    let at = good.find("[[hand]]").unwrap();
    bad.splice(at..at, b"# caf\xe9\n".iter().copied());
    std::fs::write(&g.file, &bad).unwrap();
    let line = good[..at].lines().count() + 1;
    g.run(&["status"])
        .code(2)
        .says(&format!("game.toml:{line}: not UTF-8"));
    // "or phase10 undo" only where undo helps: a broken setting is not undone by
    // taking back the last hand.
    let broken = good.replace("dealer = \"Ann\"", "dealer = \"Zed\"");
    std::fs::write(&g.file, &broken).unwrap();
    let r = g.run(&["status"]).code(2);
    assert!(!r.stderr.contains("phase10 undo"), "{}", r.stderr);
    // A hand the journal knows, broken by hand, can be taken back: then it says so.
    let broken = good.replace("Bob = 50", "Bob = 51");
    std::fs::write(&g.file, &broken).unwrap();
    let r = g.run(&["status"]).code(2);
    assert!(
        !r.stderr.contains("phase10 undo"),
        "changed since: undo cannot help"
    );
    std::fs::write(&g.file, &good).unwrap();
    // An empty PHASE10_FILE means unset.
    let r = g
        .env
        .cmd()
        .env("PHASE10_FILE", "")
        .args(["status"])
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&r.stderr).contains("no session yet"),
        "{}",
        String::from_utf8_lossy(&r.stderr)
    );
    // A backup that cannot help is reported by doctor.
    std::fs::write(&g.file, "not toml [").unwrap();
    std::fs::write(g.file.with_file_name("game.toml.bak"), "also not [").unwrap();
    let r = g.run(&["doctor"]).code(1);
    // (Prose is folded at the terminal's width: read it as words.)
    let words = r.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("The previous version cannot help"),
        "{}",
        r.stdout
    );
}

#[test]
fn removing_a_session_removes_its_lock_backup_and_journal() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "friday"])
        .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    let dir = env.home().join("sessions");
    assert!(dir.join("friday.toml.journal").exists());
    env.run(&["sessions", "remove", "friday", "--yes"]).code(0);
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

#[test]
fn two_new_sessions_at_once_both_get_a_name() {
    let env = Env::new();
    let children: Vec<Child> = (0..6)
        .map(|_| {
            env.std_cmd()
                .args(["new", "--players", "Ann,Bob"])
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for c in children {
        let out = c.wait_with_output().unwrap();
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let list = env.run(&["sessions", "--json"]).code(0).json();
    assert_eq!(list["sessions"].as_array().unwrap().len(), 6);
}

#[test]
fn racing_switch_and_remove_never_leave_current_naming_a_removed_session() {
    for round in 0..4 {
        let env = Env::new();
        for name in ["a", "b", "c"] {
            env.run(&["new", "--players", "Ann,Bob", "--name", name])
                .code(0);
        }
        let spawn = |args: &[&str]| {
            env.std_cmd()
                .args(args)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap()
        };
        let children = vec![
            spawn(&["sessions", "switch", "a"]),
            spawn(&["sessions", "remove", "a", "--yes"]),
            spawn(&["sessions", "switch", "b"]),
            spawn(&["sessions", "remove", "b", "--yes"]),
            spawn(&["sessions", "switch", "a"]),
        ];
        for mut c in children {
            c.wait().unwrap();
        }
        if let Ok(current) = std::fs::read_to_string(env.home().join("current")) {
            let current = current.trim();
            assert!(
                env.home()
                    .join("sessions")
                    .join(format!("{current}.toml"))
                    .exists(),
                "round {round}: current names {current}, which was removed"
            );
        }
    }
}

/// Runs a command and kills it (SIGKILL) after `delay`, with a pause before each
/// rename so that kills land between the steps of the write.
fn killed(env: &Env, args: &[&str], delay: Duration) {
    let mut child = env
        .std_cmd()
        .args(args)
        .env("PHASE10_TEST_PAUSE_BEFORE_RENAME_MS", "15")
        .env("PHASE10_LOCK_WAIT_MS", "2000")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(delay);
    let _ = child.kill();
    let _ = child.wait();
}

fn points_of(env: &Env, file: &str) -> Vec<u64> {
    let s = env
        .run(&["history", "--json", "--file", file])
        .code(0)
        .json();
    s["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["players"][1]["points"].as_u64().unwrap_or(0))
        .collect()
}

/// Every writing command, killed at many points: the session is the old or the new
/// one, never a mix, and it still takes changes afterwards.
#[test]
fn every_writing_command_killed_at_any_moment_leaves_the_old_or_the_new_state() {
    let delays: Vec<Duration> = (0..14).map(|i| Duration::from_millis(i * 5)).collect();
    let mut tally = Vec::new();
    // hand, edit, undo, redo: each trial starts from a copy of the same state.
    let base = Env::new();
    let f = base.path("game.toml");
    let f = f.to_str().unwrap();
    base.run(&["new", "--players", "Ann,Bob", "--file", f])
        .code(0);
    base.run(&["hand", "--out", "Ann", "--points", "Bob=50", "--file", f])
        .code(0);
    let recorded: Vec<(String, Vec<u8>)> = ["game.toml", "game.toml.journal"]
        .iter()
        .map(|n| ((*n).to_string(), bytes(&base.path(n))))
        .collect();
    base.run(&["undo", "--file", f]).code(0);
    let undone: Vec<(String, Vec<u8>)> = ["game.toml", "game.toml.journal"]
        .iter()
        .map(|n| ((*n).to_string(), bytes(&base.path(n))))
        .collect();
    for (what, args, start, old, new) in [
        (
            "hand",
            vec![
                "hand",
                "--out",
                "Ann",
                "--points",
                "Bob=60",
                "--file",
                "game.toml",
            ],
            &recorded,
            vec![50],
            vec![50, 60],
        ),
        (
            "edit",
            vec![
                "edit",
                "1",
                "--out",
                "Ann",
                "--points",
                "Bob=70",
                "--file",
                "game.toml",
            ],
            &recorded,
            vec![50],
            vec![70],
        ),
        (
            "undo",
            vec!["undo", "--file", "game.toml"],
            &recorded,
            vec![50],
            vec![],
        ),
        (
            "redo",
            vec!["redo", "--file", "game.toml"],
            &undone,
            vec![],
            vec![50],
        ),
    ] {
        let (mut landed, mut trials) = (0, 0);
        for &delay in &delays {
            let env = Env::new();
            for (name, content) in start {
                std::fs::write(env.path(name), content).unwrap();
            }
            killed(&env, &args, delay);
            let after = points_of(&env, "game.toml");
            assert!(
                after == old || after == new,
                "{what} killed after {delay:?}: {after:?} is neither {old:?} nor {new:?}"
            );
            // Whatever happened, the journal still works: undo and redo answer.
            let undo = env.run(&["undo", "--file", "game.toml"]);
            assert!(
                undo.code == 0 || undo.stderr.contains("nothing to undo"),
                "{}",
                undo.stderr
            );
            trials += 1;
            landed += usize::from(after == new);
        }
        tally.push(format!("{what}: {landed} of {trials} landed"));
    }
    // new: the session and the current pointer, both or neither.
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "before"])
        .code(0);
    let (mut landed, mut trials) = (0, 0);
    for (i, &delay) in delays.iter().enumerate() {
        let name = format!("s{i}");
        killed(
            &env,
            &["new", "--players", "Ann,Bob", "--name", &name],
            delay,
        );
        let list = env.run(&["sessions", "--json"]).code(0).json();
        let listed = list["sessions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["name"] == name.as_str());
        let current = list["current"].as_str().unwrap_or_default().to_string();
        assert_eq!(
            listed,
            current == name,
            "new killed after {delay:?}: listed {listed}, current {current}"
        );
        trials += 1;
        landed += usize::from(listed);
        // A retry of the same new works.
        env.run(&["new", "--players", "Ann,Bob", "--name", &name])
            .code(0);
        assert_eq!(
            env.run(&["sessions", "--json"]).code(0).json()["current"],
            name.as_str()
        );
    }
    tally.push(format!("new: {landed} of {trials} landed"));
    // sessions switch and remove.
    let (mut landed, mut trials) = (0, 0);
    for &delay in &delays {
        env.run(&["sessions", "switch", "before"]).code(0);
        killed(&env, &["sessions", "switch", "s0"], delay);
        let current = env.run(&["sessions", "--json"]).code(0).json()["current"].clone();
        assert!(current == "before" || current == "s0", "{current}");
        trials += 1;
        landed += usize::from(current == "s0");
    }
    tally.push(format!("sessions switch: {landed} of {trials} landed"));
    let (mut landed, mut trials) = (0, 0);
    for (i, &delay) in delays.iter().enumerate() {
        let name = format!("s{i}");
        env.run(&["sessions", "switch", &name]).code(0);
        killed(&env, &["sessions", "remove", &name, "--yes"], delay);
        let list = env.run(&["sessions", "--json"]).code(0).json();
        let listed = list["sessions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["name"] == name.as_str());
        if !listed {
            assert_ne!(
                list["current"],
                name.as_str(),
                "current names a removed session"
            );
        }
        trials += 1;
        landed += usize::from(!listed);
    }
    tally.push(format!("sessions remove: {landed} of {trials} landed"));
    // undo of a new: the new session current and there, or the one before current
    // and the new one gone (once the next undo or redo has settled what was begun).
    let (mut landed, mut trials) = (0, 0);
    for (i, &delay) in delays.iter().enumerate() {
        let env = Env::new();
        env.run(&["new", "--players", "Ann,Bob", "--name", "before"])
            .code(0);
        let name = format!("n{i}");
        env.run(&["new", "--players", "Ann,Bob", "--name", &name])
            .code(0);
        killed(&env, &["undo"], delay);
        // Whatever it reached, a redo (settling first) leaves the new session current.
        let redo = env.run(&["redo"]);
        let list = env.run(&["sessions", "--json"]).code(0).json();
        let listed: Vec<&str> = list["sessions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap())
            .collect();
        assert_eq!(list["current"], name.as_str(), "{}", redo.stderr);
        assert!(listed.contains(&name.as_str()), "{listed:?}");
        // And undo takes it back whole.
        env.run(&["undo"]).code(0);
        let list = env.run(&["sessions", "--json"]).code(0).json();
        assert_eq!(list["current"], "before");
        assert_eq!(list["sessions"].as_array().unwrap().len(), 1, "{list}");
        trials += 1;
        landed += usize::from(redo.stdout.starts_with("redone: new session"));
    }
    tally.push(format!("undo of new: {landed} of {trials} landed"));
    eprintln!("{}", tally.join("; "));
}

/// Waits (up to 10 s) until `now` says, then kills the child.
fn kill_when(mut child: std::process::Child, what: &str, now: &dyn Fn() -> bool) {
    let start = std::time::Instant::now();
    while !now() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{what} never came"
        );
        std::thread::sleep(Duration::from_millis(2));
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// The data dir's own changes are one step each: a removal killed between its two steps
/// leaves no pointer naming the removed session; a `new` killed before its session took
/// its name is finished, and undone, by the next undo; an undo of a `new` whose earlier
/// session no longer reads still lands (exit 0); a folder planted at a new session's
/// pending name is never taken for it.
#[test]
fn the_data_dirs_changes_are_one_step() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "one"])
        .code(0);
    env.run(&["new", "--players", "Ann,Bob", "--name", "two"])
        .code(0);
    // Removal killed between its two steps.
    let removing = crate::common::launch(&env.home())
        .args(["sessions", "remove", "two", "--yes"])
        .env("PHASE10_TEST_PAUSE_BEFORE_RENAME_MS", "2000")
        .spawn()
        .unwrap();
    let removed = env.home().join("sessions/.two.toml.removed");
    kill_when(removing, "the removal's first step", &|| removed.exists());
    let list = env.run(&["sessions", "--json"]).code(0).json();
    assert_eq!(list["current"], serde_json::Value::Null, "{list}");
    assert_eq!(list["sessions"].as_array().unwrap().len(), 1, "{list}");
    env.run(&["status"]).code(2).says("no session is current");
    env.run(&["sessions", "switch", "one"]).code(0);
    assert!(
        !removed.exists(),
        "the next change of the data dir finished it"
    );
    // A `new` killed before its session took its name: the next undo finishes it, and
    // takes it back.
    let making = crate::common::launch(&env.home())
        .args(["new", "--players", "Cy,Dee", "--name", "three"])
        .env("PHASE10_TEST_PAUSE_BEFORE_RENAME_MS", "400")
        .spawn()
        .unwrap();
    let pointer = env.home().join("current");
    kill_when(making, "the pointer moved", &|| {
        std::fs::read_to_string(&pointer).is_ok_and(|p| p.trim() == "three")
    });
    env.run(&["undo"])
        .code(0)
        .stdout_has("undone: new session three (one is current again)");
    // An undo of a new whose earlier session no longer reads: it lands, exit 0.
    env.run(&["new", "--players", "Cy,Dee", "--name", "four"])
        .code(0);
    std::fs::write(env.home().join("sessions/one.toml"), "not a session\n").unwrap();
    env.run(&["undo"])
        .code(0)
        .stdout_has("undone: new session four");
    // A folder planted at a new session's pending name is not made a session.
    std::fs::create_dir(env.home().join("sessions/.five.toml.pending")).unwrap();
    std::fs::write(env.home().join("current"), "five\n").unwrap();
    env.run(&["sessions", "switch", "one"]).code(2);
    assert!(!env.home().join("sessions/five.toml").exists());
}

/// `undo` of a `new` against writers of that session at the same moment: the session is
/// never left there with no pointer naming it (every storm ends with the session and
/// the pointer agreeing).
#[test]
fn undo_of_a_new_against_a_writer_leaves_the_data_dir_whole() {
    for round in 0..8 {
        let env = Env::new();
        env.run(&["new", "--players", "Ann,Bob", "--name", "one"])
            .code(0);
        env.run(&["new", "--players", "Ann,Bob", "--name", "two"])
            .code(0);
        let mut lay = crate::common::launch(&env.home());
        lay.args(["lay", "Ann", "7 7 7 + 9 9 9"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null());
        let mut undo = crate::common::launch(&env.home());
        undo.arg("undo")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null());
        let (a, b) = (lay.spawn().unwrap(), undo.spawn().unwrap());
        a.wait_with_output().unwrap();
        b.wait_with_output().unwrap();
        let list = env.run(&["sessions", "--json"]).code(0).json();
        let two = env.home().join("sessions/two.toml").exists();
        match list["current"].as_str() {
            Some("two") => assert!(two, "round {round}: {list}"),
            Some("one") => assert!(!two, "round {round}: two is there, one current: {list}"),
            other => panic!("round {round}: current {other:?}"),
        }
    }
}

/// A change of the data dir refused part way (a folder planted at the pointer's temp
/// name) is nothing changed: the record of `new` as it was, no lock left; the next
/// `undo` then takes back one step, not two.
#[test]
fn a_data_dir_change_refused_part_way_changes_nothing() {
    let env = Env::new();
    let home = env.home();
    env.run(&["new", "--players", "A,B,C", "--name", "a"])
        .code(0);
    env.run(&["hand", "--out", "A", "--made", "A", "--points", "B=50,C=50"])
        .code(0);
    env.run(&["new", "--players", "A,B,C", "--name", "b"])
        .code(0);
    let plant = home.join(".current.tmp");
    std::fs::create_dir_all(plant.join("x")).unwrap();
    let record = bytes(&home.join("created"));
    // undo of the new: refused, the temp named.
    env.run(&["undo"]).code(2).says(".current.tmp");
    assert_eq!(bytes(&home.join("created")), record);
    assert!(home.join("sessions/b.toml").exists());
    // new: refused, nothing of it left.
    env.run(&["new", "--players", "A,B", "--name", "n"]).code(2);
    assert_eq!(bytes(&home.join("created")), record);
    let left: Vec<String> = std::fs::read_dir(home.join("sessions"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|f| f.contains("n.toml"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    std::fs::remove_dir_all(&plant).unwrap();
    // One undo, one step: b goes, a is current with its hand.
    env.run(&["undo"])
        .code(0)
        .stdout_has("new session b (a is current again)");
    assert_eq!(env.run(&["status", "--json"]).code(0).json()["hands"], 1);
    // redo refused part way: the record as it was; then it brings b back.
    std::fs::create_dir_all(plant.join("x")).unwrap();
    let record = bytes(&home.join("created"));
    env.run(&["redo"]).code(2);
    assert_eq!(bytes(&home.join("created")), record);
    std::fs::remove_dir_all(&plant).unwrap();
    env.run(&["redo"])
        .code(0)
        .stdout_has("redone: new session b");
}

/// What the data dir holds beside a session is its own: a removal's leftover name
/// beside a live session of that name takes nothing of it; the pointer is read capped
/// (a FIFO there answers at once); undo of a new whose earlier session was removed
/// since leaves none current (and redo brings it back).
#[test]
fn leftovers_and_odd_pointers_take_nothing_and_hang_nothing() {
    let env = Env::new();
    let home = env.home();
    env.run(&["new", "--players", "A,B,C", "--name", "g"])
        .code(0);
    env.run(&["hand", "--out", "A", "--made", "A", "--points", "B=50,C=50"])
        .code(0);
    std::fs::write(home.join("sessions/.g.toml.removed"), "").unwrap();
    env.run(&["undo"])
        .code(0)
        .stdout_has("undone: removed hand 1");
    env.run(&["redo"]).code(0);
    assert!(home.join("sessions/g.toml.journal").exists());
    assert!(home.join("sessions/g.toml.bak").exists());
    // A FIFO at the pointer, with a removal left to settle: answered, not hung.
    env.run(&["new", "--players", "C,D", "--name", "h"]).code(0);
    std::fs::remove_file(home.join("current")).unwrap();
    assert!(
        std::process::Command::new("mkfifo")
            .arg(home.join("current"))
            .status()
            .unwrap()
            .success()
    );
    std::fs::write(home.join("sessions/.zz.toml.removed"), "").unwrap();
    let start = Instant::now();
    let mut child = crate::common::launch(&home)
        .args(["sessions", "remove", "g", "--yes"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("sessions remove hung on a FIFO at the pointer");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    // Undo of a new whose earlier session was removed since: none current after.
    let env = Env::new();
    env.run(&["new", "--players", "A,B", "--name", "a"]).code(0);
    env.run(&["new", "--players", "C,D", "--name", "b"]).code(0);
    env.run(&["sessions", "remove", "a", "--yes"]).code(0);
    env.run(&["undo"])
        .code(0)
        .stdout_has("new session b (no session is current now");
    env.run(&["status"]).code(2).says("no session yet");
    env.run(&["redo"])
        .code(0)
        .stdout_has("redone: new session b");
    env.run(&["status"]).code(0);
}

/// A change that landed and was then taken out of the file by hand: undo says it no
/// longer fits, and never reaches past it to the change before.
#[test]
fn undo_never_reaches_past_a_change_deleted_by_hand() {
    let g = Game::new(&["--players", "A,B,C"]);
    g.hand(&["--out", "A", "--made", "A", "--points", "B=50,C=50"])
        .code(0);
    let before = bytes(&g.file);
    g.hand(&["--out", "B", "--made", "B", "--points", "A=50,C=50"])
        .code(0);
    std::fs::write(&g.file, &before).unwrap();
    g.refused(&["undo"], "hand 2 is not the last hand any more");
    assert_eq!(g.status()["hands"], 1);
}
