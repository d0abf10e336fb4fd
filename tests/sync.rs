//! `phase10 sync`: two laptops' data dirs kept in step over a bare repository on disk
//! (no network): every game counted once on both, a game changed on both kept twice
//! (exit 1) until one is chosen, a sync killed at each step, a remote that moved
//! meanwhile, and what sync needs.

use std::path::{Path, PathBuf};
use std::process::Stdio;

use crate::common::{Env, Run};

/// One laptop: a data dir (and its own config), and the remote's path.
struct Laptop {
    env: Env,
}

impl Laptop {
    fn new() -> Laptop {
        Laptop { env: Env::new() }
    }

    fn home(&self) -> PathBuf {
        self.env.home()
    }

    fn session(&self, name: &str) -> PathBuf {
        self.home().join("sessions").join(format!("{name}.toml"))
    }

    /// The command, with no git configuration of the machine's user (no name, no
    /// email: phase10 commits as itself).
    fn command(&self) -> std::process::Command {
        let mut c = self.env.std_cmd();
        c.env("GIT_CONFIG_GLOBAL", self.env.path("no-gitconfig"))
            .env("GIT_CONFIG_NOSYSTEM", "1");
        c
    }

    fn run_with(&self, args: &[&str], env: &[(&str, &str)]) -> Run {
        let mut c = self.command();
        c.args(args);
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c.output().unwrap();
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    fn run(&self, args: &[&str]) -> Run {
        self.run_with(args, &[])
    }

    /// A game of `players` that is over after its one hand (the first to make one
    /// phase wins): its name.
    fn finished_game(&self, players: &str, name: Option<&str>, loser_points: &str) -> String {
        let mut args = vec!["new", "--players", players, "--phases", "1", "--json"];
        if let Some(n) = name {
            args.extend(["--name", n]);
        }
        let made = self.run(&args).code(0).json();
        let name = made["name"].as_str().unwrap().to_string();
        let first = players.split(',').next().unwrap();
        let second = players.split(',').nth(1).unwrap();
        self.run(&[
            "hand",
            "--out",
            first,
            "--points",
            &format!("{second}={loser_points}"),
        ])
        .code(0);
        name
    }

    fn tag(&self) -> String {
        let text = std::fs::read_to_string(self.home().join("sync.toml")).unwrap();
        text.lines()
            .find_map(|l| l.strip_prefix("laptop = "))
            .unwrap()
            .trim_matches('"')
            .to_string()
    }

    /// The figures `stats` gives, for comparing two laptops.
    fn stats(&self) -> serde_json::Value {
        let j = self.run(&["stats", "--json"]).code(0).json();
        j["players"].clone()
    }

    fn names(&self) -> Vec<String> {
        let j = self.run(&["sessions", "--json"]).code(0).json();
        j["sessions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap().to_string())
            .collect()
    }
}

/// What a command printed, its lines as the terminal folded them read as one.
fn said(r: &Run) -> String {
    r.stdout.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn remote(dir: &Env) -> String {
    dir.path("remote.git").display().to_string()
}

/// The games each player played, from `stats --json`.
fn games(stats: &serde_json::Value) -> Vec<(String, u64)> {
    let mut out: Vec<(String, u64)> = stats
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["games"].as_u64().unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

/// Games on two laptops (and one name taken on both before they were set up), synced
/// in both orders: `stats` the same on both, each game counted once.
#[test]
fn games_on_two_laptops_count_once_on_both_in_either_order() {
    for a_first in [true, false] {
        let shared = Env::new();
        let (a, b) = (Laptop::new(), Laptop::new());
        // Before the set-up, each laptop played a game it named friday.
        a.finished_game("Ann,Bob", Some("friday"), "50");
        b.finished_game("Cy,Dee", Some("friday"), "60");
        let r = a.run(&["sync", "--init", &remote(&shared)]).code(0);
        assert!(
            said(&r).contains("an empty repository made there"),
            "{}",
            r.stdout
        );
        b.run(&["sync", "--init", &remote(&shared)]).code(0);
        // Both laptops play on; the names carry each laptop's tag.
        let on_a = a.finished_game("Ann,Cy", None, "55");
        let on_b = b.finished_game("Bob,Dee", None, "65");
        assert!(on_a.ends_with(&a.tag()), "{on_a}");
        assert!(on_b.ends_with(&b.tag()), "{on_b}");
        assert_ne!(on_a, on_b);
        let (first, second) = if a_first { (&a, &b) } else { (&b, &a) };
        first.run(&["sync"]).code(0);
        second.run(&["sync"]).code(0);
        first.run(&["sync"]).code(0);
        // Four games, each once, on both: figures, ratings, rivals and seasons.
        assert_eq!(a.stats(), b.stats(), "a_first {a_first}");
        let seasons = |l: &Laptop| l.run(&["stats", "--seasons", "--json"]).code(0).json();
        assert_eq!(seasons(&a), seasons(&b));
        assert_eq!(
            games(&a.stats()),
            [
                ("Ann".to_string(), 2),
                ("Bob".to_string(), 2),
                ("Cy".to_string(), 2),
                ("Dee".to_string(), 2)
            ]
        );
        assert_eq!(a.names(), b.names());
        assert_eq!(a.names().len(), 4, "{:?}", a.names());
        // The two fridays are two games: B's took a name of its own.
        assert!(
            b.names().contains(&format!("friday-{}", b.tag())),
            "{:?}",
            b.names()
        );
        // The season's BG Stats plays: the same four on both, each once.
        let year = &chrono::Local::now().format("%Y").to_string();
        let plays = |l: &Laptop| {
            let j = l
                .run(&["export", "--format", "bgstats", "--season", year, "--json"])
                .code(0)
                .json();
            let mut ids: Vec<String> = j["play"]["plays"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["uuid"].as_str().unwrap().to_string())
                .collect();
            ids.sort();
            (ids, j["play"]["players"].as_array().unwrap().len())
        };
        assert_eq!(plays(&a), plays(&b));
        assert_eq!(plays(&a).0.len(), 4);
        assert_eq!(plays(&a).1, 4, "each player once");
        a.run(&["export", "--format", "bgstats", "--season", "1999"])
            .code(1)
            .stdout_has("no finished game in season 1999");
        a.run(&["export", "--season", year])
            .code(2)
            .says("--format bgstats");
        // In step: nothing left to send or receive.
        a.run(&["sync", "--status"])
            .code(0)
            .stdout_has("nothing to send or receive");
        let r = b.run(&["sync"]).code(0);
        assert!(
            said(&r).contains("nothing to send or receive"),
            "{}",
            r.stdout
        );
    }
}

/// Two laptops set up and in step, sharing one finished game: its name.
fn in_step(shared: &Env, a: &Laptop, b: &Laptop) -> String {
    a.run(&["sync", "--init", &remote(shared)]).code(0);
    let game = a.finished_game("Ann,Bob", None, "50");
    a.run(&["sync"]).code(0);
    b.run(&["sync", "--init", &remote(shared)]).code(0);
    b.run(&["sessions", "switch", &game]).code(0);
    game
}

/// A game edited on both laptops between syncs is kept twice, never merged line by
/// line nor counted twice: sync exits 1 with the command that chooses, `stats`,
/// `sessions` and `doctor` say a copy waits, and the choice reaches both.
#[test]
fn a_game_edited_on_both_laptops_is_kept_twice_until_one_is_chosen() {
    let shared = Env::new();
    let (a, b) = (Laptop::new(), Laptop::new());
    let game = in_step(&shared, &a, &b);
    a.run(&["edit", "1", "--points", "Bob=70"]).code(0);
    b.run(&["edit", "1", "--points", "Bob=90"]).code(0);
    let (on_a, on_b) = (
        std::fs::read(a.session(&game)).unwrap(),
        std::fs::read(b.session(&game)).unwrap(),
    );
    a.run(&["sync"]).code(0);
    let r = b.run(&["sync"]).code(1);
    let copy = format!("{game}@{}", a.tag());
    assert!(
        said(&r).contains(&format!("phase10 sync --keep {copy}"))
            && said(&r).contains(&format!("phase10 sync --keep {game}")),
        "{}",
        r.stdout
    );
    // Ours at its name, theirs beside it.
    assert_eq!(std::fs::read(b.session(&game)).unwrap(), on_b);
    assert_eq!(std::fs::read(b.session(&copy)).unwrap(), on_a);
    let j = b.run(&["sync", "--json"]).code(1).json();
    assert_eq!(
        (j["ok"].clone(), j["exit"].clone()),
        (false.into(), 1.into())
    );
    assert_eq!(j["waiting"][0]["copy"], copy.as_str(), "{j}");
    // Counted once, and said.
    assert_eq!(
        games(&b.stats()),
        [("Ann".to_string(), 1), ("Bob".to_string(), 1)]
    );
    b.run(&["stats"]).code(0).stdout_has("a copy waits");
    let s = b.run(&["stats", "--json"]).code(0).json();
    assert_eq!(s["copies_waiting"][0]["copy"], copy.as_str(), "{s}");
    assert_eq!(b.names(), std::slice::from_ref(&game));
    b.run(&["sessions"]).code(0).stdout_has("a copy waits");
    b.run(&["doctor"]).code(1).stdout_has(&copy);
    // The other laptop hears of it at its next sync.
    a.run(&["sync"]).code(1).stdout_has(&copy);
    assert_eq!(std::fs::read(a.session(&game)).unwrap(), on_b);
    // A name that is no copy is refused, and nothing changes.
    b.run(&["sync", "--keep", "nonesuch"])
        .code(2)
        .says("no copy waits for it");
    // Laptop A's version chosen on B: both laptops have it, and no copy waits.
    let r = b.run(&["sync", "--keep", &copy]).code(0);
    assert!(said(&r).contains("taken in its place"), "{}", r.stdout);
    a.run(&["sync"]).code(0);
    assert_eq!(std::fs::read(a.session(&game)).unwrap(), on_a);
    assert_eq!(std::fs::read(b.session(&game)).unwrap(), on_a);
    assert!(!a.session(&copy).exists() && !b.session(&copy).exists());
    b.run(&["doctor"]).code(0);
    assert_eq!(a.stats(), b.stats());
}

/// A tree's files and their bytes (what a laptop's data dir holds that travels).
fn sessions_of(home: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(home.join("sessions"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.strip_suffix(".toml").is_some_and(|s| !s.starts_with('.')))
        .map(|n| {
            let bytes = std::fs::read(home.join("sessions").join(&n)).unwrap();
            (n, bytes)
        })
        .collect()
}

/// Copies a folder (with its hidden files and links as files).
fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), &target).unwrap();
        }
    }
}

/// A sync killed at each of its steps (fetch, commit, merge, push, the record, a
/// file, the files, the branch): each session is as it was or as the remote has it,
/// nothing of this laptop's is lost, and the next sync finishes it.
#[test]
fn a_sync_killed_at_each_step_leaves_each_session_as_it_was_or_as_the_remote_has_it() {
    // The start every kill is made from: A sent a change of the shared game and a new
    // game; B played a hand of its own game, not sent yet.
    let template = Env::new();
    let root = template.dir.path();
    let (a, b) = (Laptop::new(), Laptop::new());
    let game = in_step(&template, &a, &b);
    b.run(&["sessions", "switch", &game]).code(0);
    let mine = {
        let made = b
            .run(&["new", "--players", "Cy,Dee", "--json"])
            .code(0)
            .json();
        b.run(&["sync"]).code(0);
        b.run(&["hand", "--out", "Cy", "--points", "Dee=70"])
            .code(0);
        made["name"].as_str().unwrap().to_string()
    };
    a.run(&["sync"]).code(0);
    a.run(&["edit", "1", "--points", "Bob=75"]).code(0);
    let theirs_new = a.finished_game("Eve,Fay", None, "85");
    a.run(&["sync"]).code(0);
    let before = sessions_of(&b.home());
    let remote_has = sessions_of(&a.home());
    copy_dir(&b.home(), &root.join("b"));
    copy_dir(&a.home(), &root.join("a"));
    let steps = [
        "start",
        "fetched",
        "committed",
        "merged",
        "pushed",
        "recorded",
        "wrote-one",
        "written",
        "moved",
    ];
    for step in steps {
        // A copy of the start: the remote, and B's data dir pointing at it.
        let trial = Env::new();
        copy_dir(root, trial.dir.path());
        let home = trial.dir.path().join("b");
        let config = home.join(".git/config");
        let text = std::fs::read_to_string(&config).unwrap();
        std::fs::write(
            &config,
            text.replace(
                &root.display().to_string(),
                &trial.dir.path().display().to_string(),
            ),
        )
        .unwrap();
        let b = Laptop { env: trial };
        let run = |args: &[&str], env: &[(&str, &str)]| {
            let mut c = b.command();
            c.env("PHASE10_HOME", &home).args(args);
            for (k, v) in env {
                c.env(k, v);
            }
            c.stdout(Stdio::piped()).stderr(Stdio::piped());
            let out = c.output().unwrap();
            Run {
                code: out.status.code().unwrap_or(-1),
                stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
                stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            }
        };
        let killed = run(&["sync"], &[("PHASE10_TEST_SYNC_STOP", step)]);
        assert_eq!(
            killed.code, 137,
            "{step}: {}{}",
            killed.stdout, killed.stderr
        );
        let after = sessions_of(&home);
        for (name, bytes) in &after {
            let as_was = before.get(name) == Some(bytes);
            let as_remote = remote_has.get(name) == Some(bytes);
            assert!(
                as_was || as_remote,
                "{step}: {name} is neither as it was nor as the remote has it"
            );
        }
        // B's own game, played here and not sent yet, is never lost.
        assert_eq!(
            after.get(&format!("{mine}.toml")),
            before.get(&format!("{mine}.toml")),
            "{step}"
        );
        if step == "wrote-one" {
            // A change made here before the next sync, to a game the stopped sync has
            // still to write: this laptop's version stays at its name, and the other
            // laptop's goes beside it as NAME@LAPTOP (exit 1).
            // (The files are written in the order of their names: the new game,
            // `…-2`, before the shared one.)
            let path = home.join("sessions").join(format!("{game}.toml"));
            assert_eq!(
                Some(&std::fs::read(&path).unwrap()),
                before.get(&format!("{game}.toml")),
                "{step}: the shared game is written after the new one"
            );
            let path = path.display().to_string();
            run(&["edit", "1", "--points", "Bob=95", "--file", &path], &[]).code(0);
            let edited = std::fs::read(&path).unwrap();
            let r = run(&["sync"], &[]).code(1);
            assert!(said(&r).contains("sync --keep"), "{}", r.stdout);
            let now = sessions_of(&home);
            assert_eq!(now.get(&format!("{game}.toml")), Some(&edited), "{step}");
            let copy = now.iter().find(|(n, _)| n.contains('@')).unwrap();
            assert_eq!(copy.0, &format!("{game}@{}.toml", a.tag()), "{step}");
            assert_eq!(
                Some(copy.1),
                remote_has.get(&format!("{game}.toml")),
                "{step}: the other laptop's version beside it"
            );
            continue;
        }
        // The next sync finishes it: everything the remote has is here, once.
        let r = run(&["sync"], &[]).code(0);
        let now = sessions_of(&home);
        assert_eq!(
            now.get(&format!("{game}.toml")),
            remote_has.get(&format!("{game}.toml")),
            "{step}: {}",
            r.stdout
        );
        assert!(now.contains_key(&format!("{theirs_new}.toml")), "{step}");
        assert!(!now.keys().any(|n| n.contains('@')), "{step}: {now:?}");
        let listed = run(&["sessions", "--json"], &[]).code(0).json();
        assert_eq!(
            listed["sessions"].as_array().unwrap().len(),
            3,
            "{step}: {listed}"
        );
        run(&["sync", "--status"], &[])
            .code(0)
            .stdout_has("nothing to send or receive");
    }
}

/// A remote that took another laptop's sync between this one's fetch and its push
/// refuses the push (never forced): exit 2, nothing here changed; the next sync takes
/// both. A remote that cannot be reached is exit 2 too, nothing changed.
#[test]
fn a_remote_changed_meanwhile_or_gone_is_exit_2_and_nothing_changes() {
    let shared = Env::new();
    let (a, b) = (Laptop::new(), Laptop::new());
    let game = in_step(&shared, &a, &b);
    b.finished_game("Cy,Dee", None, "75");
    a.run(&["edit", "1", "--points", "Bob=65"]).code(0);
    let before = sessions_of(&b.home());
    // B stops after its merge; A syncs meanwhile; B goes on.
    let marker = shared.path("b-waits");
    let mut waiting = b.command();
    waiting
        .args(["sync"])
        .env(
            "PHASE10_TEST_SYNC_WAIT",
            format!("merged:{}", marker.display()),
        )
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let child = waiting.spawn().unwrap();
    let start = std::time::Instant::now();
    while !marker.exists() {
        assert!(start.elapsed().as_secs() < 20, "B never reached its merge");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    a.run(&["sync"]).code(0);
    std::fs::remove_file(&marker).unwrap();
    let out = child.wait_with_output().unwrap();
    let r = Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
    .code(2)
    .says("run phase10 sync again");
    assert!(r.stderr.contains("nothing changed here"), "{}", r.stderr);
    assert_eq!(sessions_of(&b.home()), before);
    // The next sync takes A's change in, and sends B's game.
    b.run(&["sync"]).code(0);
    a.run(&["sync"]).code(0);
    assert_eq!(sessions_of(&a.home()), sessions_of(&b.home()));
    assert_eq!(
        std::fs::read(b.session(&game)).unwrap(),
        std::fs::read(a.session(&game)).unwrap()
    );
    // The drive is gone: exit 2, nothing changed; back, and it syncs.
    let gone = shared.path("elsewhere.git");
    std::fs::rename(shared.path("remote.git"), &gone).unwrap();
    b.run(&["new", "--players", "Cy,Dee"]).code(0);
    let before = sessions_of(&b.home());
    b.run(&["sync"]).code(2).says("cannot reach");
    b.run(&["sync", "--json"]).code(2);
    assert_eq!(sessions_of(&b.home()), before);
    b.run(&["sync", "--status"])
        .code(0)
        .stdout_has("does not answer");
    std::fs::rename(&gone, shared.path("remote.git")).unwrap();
    b.run(&["sync"]).code(0);
}

/// What sync needs, said in one line with the fix: a set-up, git itself, a remote
/// that answers, the session free; nothing is made where it is refused.
#[test]
fn sync_says_what_it_needs_and_makes_nothing_when_refused() {
    let shared = Env::new();
    let a = Laptop::new();
    let made = a
        .run(&["new", "--players", "Ann,Bob", "--json"])
        .code(0)
        .json();
    let name = made["name"].as_str().unwrap().to_string();
    a.run(&["sync"]).code(2).says("phase10 sync --init REMOTE");
    a.run(&["sync", "--status"]).code(2).says("sync --init");
    // No git on the PATH.
    a.run_with(&["sync", "--init", &remote(&shared)], &[("PATH", "")])
        .code(2)
        .says("install git");
    // A folder that is no repository.
    std::fs::create_dir_all(shared.path("stuff")).unwrap();
    std::fs::write(shared.path("stuff/notes.txt"), "hello").unwrap();
    let stuff = shared.path("stuff").display().to_string();
    let r = a
        .run(&["sync", "--init", &stuff])
        .code(2)
        .says("cannot reach");
    assert!(r.stderr.contains(&stuff), "{}", r.stderr);
    assert!(!a.home().join(".git").exists());
    assert!(!a.home().join("sync.toml").exists());
    // A drive that is not there is not made on this disk.
    let unplugged = shared.path("usb/phase10.git").display().to_string();
    a.run(&["sync", "--init", &unplugged])
        .code(2)
        .says("cannot reach");
    assert!(!shared.path("usb").exists());
    // Set up once; not twice.
    a.run(&["sync", "--init", &remote(&shared)]).code(0);
    a.run(&["sync", "--init", &remote(&shared)])
        .code(2)
        .says("already");
    // The session being played is locked by a write: sync waits, then says busy.
    let mut writing = a.command();
    writing
        .args(["hand", "--out", "Ann", "--points", "Bob=50"])
        .env("PHASE10_TEST_PAUSE_BEFORE_RENAME_MS", "400")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let mut child = writing.spawn().unwrap();
    // The hand is being written (its temp file waits for its rename), under the lock.
    let tmp = a.home().join("sessions").join(format!(".{name}.toml.tmp"));
    let start = std::time::Instant::now();
    while !tmp.exists() {
        assert!(start.elapsed().as_secs() < 20, "the hand never wrote");
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    a.run_with(&["sync"], &[("PHASE10_LOCK_WAIT_MS", "50")])
        .code(2)
        .says("busy");
    child.wait().unwrap();
    let r = a.run(&["sync"]).code(0);
    assert!(said(&r).contains("sent:"), "{}", r.stdout);
}

/// `sync --status` says what is ahead (to send) and behind (to receive), and changes
/// nothing here.
#[test]
fn sync_status_says_what_is_ahead_and_behind() {
    let shared = Env::new();
    let (a, b) = (Laptop::new(), Laptop::new());
    let game = in_step(&shared, &a, &b);
    a.run(&["edit", "1", "--points", "Bob=80"]).code(0);
    let made = a.finished_game("Ann,Cy", None, "95");
    let r = a.run(&["sync", "--status"]).code(0);
    assert!(
        said(&r).contains("ahead, to send: 2 sessions")
            && said(&r).contains(&format!("{game} (changed)"))
            && said(&r).contains(&format!("{made} (new)")),
        "{}",
        r.stdout
    );
    a.run(&["sync"]).code(0);
    let before = sessions_of(&b.home());
    let j = b.run(&["sync", "--status", "--json"]).code(0).json();
    assert_eq!(j["behind"].as_array().unwrap().len(), 2, "{j}");
    assert_eq!(j["ahead"].as_array().unwrap().len(), 0, "{j}");
    assert_eq!(sessions_of(&b.home()), before, "status changes nothing");
}

/// Where a sync is set up, a table's next game follows its last one whichever laptop
/// played it (`new --table`, `new --again`), and the tables travel with `--config`.
#[test]
fn a_tables_next_game_follows_its_last_on_either_laptop() {
    let shared = Env::new();
    let (a, b) = (Laptop::new(), Laptop::new());
    a.run(&["sync", "--init", &remote(&shared)]).code(0);
    b.run(&["sync", "--init", &remote(&shared)]).code(0);
    // The table is kept on A, and travels with --config.
    a.run(&["new", "--players", "Ann,Bob,Cy", "--phases", "1"])
        .code(0);
    a.run(&["tables", "save", "friday"]).code(0);
    let first = a
        .run(&["new", "--table", "friday", "--json"])
        .code(0)
        .json();
    assert_eq!(first["dealer"], "Ann");
    a.run(&["hand", "--out", "Ann", "--points", "Bob=50,Cy=50"])
        .code(0);
    a.run(&["sync", "--config"]).code(0);
    let r = b.run(&["sync", "--config"]).code(0);
    assert!(said(&r).contains("table.friday"), "{}", r.stdout);
    b.run(&["tables"]).code(0).stdout_has("friday");
    // B's game of the table: the deal moves on from A's game.
    let second = b
        .run(&["new", "--table", "friday", "--json"])
        .code(0)
        .json();
    assert_eq!(second["dealer"], "Bob", "{second}");
    assert!(
        second["name"].as_str().unwrap().ends_with(&b.tag()),
        "{second}"
    );
    b.run(&["hand", "--out", "Bob", "--points", "Ann=50,Cy=50"])
        .code(0);
    b.run(&["sync"]).code(0);
    a.run(&["sync"]).code(0);
    // A's current game is its own, older one: --again follows B's, the table's last.
    let third = a.run(&["new", "--again", "--json"]).code(0).json();
    assert_eq!(third["dealer"], "Cy", "{third}");
    // A table changed on both laptops is kept twice: this laptop's, and the other's.
    a.run(&["sessions", "switch", first["name"].as_str().unwrap()])
        .code(0);
    a.run(&["players", "rename", "Cy", "Cyd"]).code(0);
    a.run(&["tables", "save", "friday", "--force"]).code(0);
    b.run(&["players", "rename", "Cy", "Cyril"]).code(0);
    b.run(&["tables", "save", "friday", "--force"]).code(0);
    a.run(&["sync"]).code(0);
    let r = b.run(&["sync"]).code(0);
    assert!(said(&r).contains("changed on two laptops"), "{}", r.stdout);
    let tables = b.run(&["tables", "--json"]).code(0).json();
    let names: Vec<&str> = tables["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["friday", &format!("friday-{}", a.tag())],
        "{tables}"
    );
}

/// A set-up killed before its repository took its place is no set-up: `sync` asks for
/// one, new sessions carry no tag, and `--init` again sets it up.
#[test]
fn a_set_up_killed_part_way_is_no_set_up() {
    let shared = Env::new();
    let a = Laptop::new();
    a.finished_game("Ann,Bob", Some("friday"), "50");
    let killed = a.run_with(
        &["sync", "--init", &remote(&shared)],
        &[("PHASE10_TEST_SYNC_STOP", "init-made")],
    );
    assert_eq!(killed.code, 137, "{}{}", killed.stdout, killed.stderr);
    assert!(!a.home().join(".git").exists());
    a.run(&["sync"]).code(2).says("sync --init");
    let made = a
        .run(&["new", "--players", "Ann,Bob", "--json"])
        .code(0)
        .json();
    let untagged = made["name"].as_str().unwrap().to_string();
    assert!(!untagged.contains(&a.tag()), "{untagged}");
    a.run(&["sync", "--init", &remote(&shared)]).code(0);
    let b = Laptop::new();
    b.run(&["sync", "--init", &remote(&shared)]).code(0);
    assert_eq!(b.names(), [untagged, "friday".to_string()]);
}

/// A lock file a sync killed while git pushed left in the remote is said as what it
/// is (the file named, and what to do), exit 2 with nothing changed; it is never
/// removed by phase10, and once removed the sync goes through.
#[test]
fn a_stale_lock_in_the_remote_is_said_and_left_alone() {
    let shared = Env::new();
    let (a, b) = (Laptop::new(), Laptop::new());
    in_step(&shared, &a, &b);
    let lock = shared.path("remote.git/refs/heads/main.lock");
    std::fs::write(&lock, "").unwrap();
    a.finished_game("Cy,Dee", None, "60");
    let before = sessions_of(&a.home());
    for _ in 0..2 {
        let r = a.run(&["sync"]).code(2).says("phase10: ");
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
        assert!(r.stderr.contains("main.lock"), "{}", r.stderr);
        assert!(r.stderr.contains("lock file"), "{}", r.stderr);
        assert!(r.stderr.contains("remove"), "{}", r.stderr);
        assert!(r.stderr.contains("nothing changed here"), "{}", r.stderr);
        assert!(
            !r.stderr.contains("took another laptop's sync"),
            "{}",
            r.stderr
        );
        assert_eq!(sessions_of(&a.home()), before);
        assert!(lock.exists(), "phase10 never removes a file in the remote");
    }
    std::fs::remove_file(&lock).unwrap();
    a.run(&["sync"]).code(0);
    b.run(&["sync"]).code(0);
    assert_eq!(a.names(), b.names());
}

/// A session that is a link in `sessions/` travels as the file it points to: the other
/// laptop receives a regular session file, this laptop keeps its link, no removal is
/// ever sent for it, and both laptops count the game once.
#[cfg(unix)]
#[test]
fn a_linked_session_travels_as_its_file_and_is_never_removed() {
    let shared = Env::new();
    let (a, b) = (Laptop::new(), Laptop::new());
    in_step(&shared, &a, &b);
    // A game kept elsewhere on A, linked into its sessions.
    let name = a.finished_game("Cy,Dee", Some("linked"), "55");
    let elsewhere = a.env.path("kept-elsewhere.toml");
    std::fs::rename(a.session(&name), &elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, a.session(&name)).unwrap();
    let bytes = std::fs::read(&elsewhere).unwrap();
    for _ in 0..3 {
        a.run(&["sync"]).code(0);
        b.run(&["sync"]).code(0);
    }
    // B has a regular file of the game; A its link still.
    let on_b = b.session(&name);
    assert!(
        std::fs::symlink_metadata(&on_b).unwrap().is_file(),
        "B receives a regular file"
    );
    assert_eq!(std::fs::read(&on_b).unwrap(), bytes);
    assert!(
        std::fs::symlink_metadata(a.session(&name))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(a.names(), b.names());
    assert_eq!(a.stats(), b.stats());
    assert_eq!(
        games(&a.stats()),
        [
            ("Ann".to_string(), 1),
            ("Bob".to_string(), 1),
            ("Cy".to_string(), 1),
            ("Dee".to_string(), 1)
        ]
    );
    // The remote never held a link, nor a removal of the game.
    let git = |args: &[&str]| {
        let out = std::process::Command::new("git")
            .arg(format!("--git-dir={}", shared.path("remote.git").display()))
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let tree = git(&["ls-tree", "-r", "main"]);
    assert!(!tree.contains("120000"), "{tree}");
    assert!(tree.contains(&format!("sessions/{name}.toml")), "{tree}");
    let log = git(&["log", "--format=%s", "main"]);
    assert!(!log.contains(&format!("{name}: removed")), "{log}");
    // In step, both ways.
    a.run(&["sync", "--status"])
        .code(0)
        .stdout_has("nothing to send or receive");
    let r = a.run(&["sync"]).code(0);
    assert!(
        said(&r).contains("nothing to send or receive"),
        "{}",
        r.stdout
    );
    // A change on B reaches A through its link.
    b.run(&["sessions", "switch", &name]).code(0);
    b.run(&["edit", "1", "--points", "Dee=65"]).code(0);
    b.run(&["sync"]).code(0);
    a.run(&["sync"]).code(0);
    assert!(
        std::fs::symlink_metadata(a.session(&name))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        std::fs::read(&elsewhere).unwrap(),
        std::fs::read(b.session(&name)).unwrap()
    );
    assert_eq!(a.stats(), b.stats());
}

/// A sync stopped part way (its files not written yet), then a change here, then the
/// next sync: this laptop's version stays at its name and the other laptop's goes
/// beside it as `NAME@OTHERLAPTOP`, named after the other laptop, never this one.
#[test]
fn after_a_sync_stopped_part_way_ours_stays_at_its_name_and_theirs_goes_beside_it() {
    let shared = Env::new();
    let (a, b) = (Laptop::new(), Laptop::new());
    let game = in_step(&shared, &a, &b);
    b.run(&["edit", "1", "--points", "Bob=70"]).code(0);
    b.run(&["sync"]).code(0);
    let on_b = std::fs::read(b.session(&game)).unwrap();
    // A's sync stops before it writes a file.
    let stopped = a.run_with(&["sync"], &[("PHASE10_TEST_SYNC_STOP", "recorded")]);
    assert_eq!(stopped.code, 137, "{}{}", stopped.stdout, stopped.stderr);
    a.run(&["edit", "1", "--points", "Bob=95"]).code(0);
    let on_a = std::fs::read(a.session(&game)).unwrap();
    let r = a.run(&["sync"]).code(1);
    let copy = format!("{game}@{}", b.tag());
    assert!(
        said(&r).contains(&format!(
            "kept as it is here, and laptop {}'s beside it as {copy}",
            b.tag()
        )),
        "{}",
        r.stdout
    );
    assert!(!said(&r).contains(&format!("@{}", a.tag())), "{}", r.stdout);
    assert_eq!(std::fs::read(a.session(&game)).unwrap(), on_a);
    assert_eq!(std::fs::read(a.session(&copy)).unwrap(), on_b);
    // Counted once; the other laptop hears of it, and the choice reaches both.
    assert_eq!(
        games(&a.stats()),
        [("Ann".to_string(), 1), ("Bob".to_string(), 1)]
    );
    b.run(&["sync"]).code(1).stdout_has(&copy);
    a.run(&["sync", "--keep", &game]).code(0);
    b.run(&["sync"]).code(0);
    assert_eq!(std::fs::read(b.session(&game)).unwrap(), on_a);
    assert!(!a.session(&copy).exists() && !b.session(&copy).exists());
}

/// `sync --init ""` is no path (not this folder): bad input, one line asking for a
/// path or URL, and nothing is made.
#[test]
fn sync_init_with_an_empty_remote_is_bad_input() {
    let a = Laptop::new();
    a.run(&["new", "--players", "Ann,Bob"]).code(0);
    for empty in ["", "  "] {
        let r = a.run(&["sync", "--init", empty]).code(2).says("phase10: ");
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
        assert!(
            r.stderr.contains("path") && r.stderr.contains("address"),
            "{}",
            r.stderr
        );
        assert!(!a.home().join(".git").exists());
        assert!(!a.home().join("sync.toml").exists());
    }
}

/// The small things said right: git's closing full stop not doubled, a commit naming
/// the hands played (an edit of hand 1 in a game of two says two hands played, as
/// another hand would), and the bare remote `--init` makes has HEAD at the branch
/// phase10 pushes.
#[test]
fn sync_words_commits_and_the_remote_it_makes_are_right() {
    let shared = Env::new();
    let a = Laptop::new();
    // Git's "Could not read from remote repository." is said once, without ".:".
    let unplugged = shared.path("usb/phase10.git").display().to_string();
    let r = a
        .run(&["sync", "--init", &unplugged])
        .code(2)
        .says("Could not read from remote repository: check");
    assert!(!r.stderr.contains(".:"), "{}", r.stderr);
    a.run(&["sync", "--init", &remote(&shared)]).code(0);
    let git = |args: &[&str]| {
        let out = std::process::Command::new("git")
            .arg(format!("--git-dir={}", shared.path("remote.git").display()))
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    };
    assert_eq!(git(&["symbolic-ref", "HEAD"]), "refs/heads/main");
    let made = a
        .run(&["new", "--players", "Ann,Bob", "--json"])
        .code(0)
        .json();
    let name = made["name"].as_str().unwrap().to_string();
    a.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    a.run(&["hand", "--out", "Bob", "--points", "Ann=70"])
        .code(0);
    a.run(&["sync"]).code(0);
    assert_eq!(
        git(&["log", "-1", "--format=%s", "main"]),
        format!("{name}: 2 hands played")
    );
    a.run(&["edit", "1", "--points", "Bob=60"]).code(0);
    a.run(&["sync"]).code(0);
    let subject = git(&["log", "-1", "--format=%s", "main"]);
    assert_eq!(subject, format!("{name}: 2 hands played"));
    // (HEAD names the branch: a clone of the remote checks the games out.)
    assert_eq!(git(&["rev-parse", "HEAD"]), git(&["rev-parse", "main"]));
}
