//! Whole games of classic and flip, played through the real binary on real files.

pub use crate::common::Game;
use crate::common::{Env, bytes};

fn names(v: &serde_json::Value) -> Vec<String> {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_whole_classic_game_from_first_deal_to_winner() {
    let g = Game::new(&[
        "--edition",
        "classic",
        "--players",
        "Ann,Bob,Cy",
        "--dealer",
        "Bob",
    ]);
    let s = g.status();
    assert_eq!(s["edition"], "classic");
    assert_eq!(s["hands"], 0);
    assert_eq!(s["dealer"], "Bob");
    assert_eq!(names(&s), ["Ann", "Bob", "Cy"]);
    assert_eq!(s["players"][0]["phase"], 1);
    assert_eq!(s["winner"], serde_json::Value::Null);
    assert_eq!(s["tiebreak"], serde_json::Value::Null);
    // Ann makes every phase and goes out; Bob makes every other; Cy never.
    for i in 0..10 {
        let bob_made = i % 2 == 0;
        let mut args = vec!["--out", "Ann", "--left", "Cy=1 2 3 4 5 6 7 8 9 10"];
        if bob_made {
            args.extend(["--made", "Bob", "--points", "Bob=15"]);
        } else {
            args.extend(["--points", "Bob=50"]);
        }
        g.hand(&args).code(0);
    }
    let s = g.status();
    assert_eq!(s["hands"], 10);
    assert_eq!(s["winner"], "Ann");
    assert_eq!(s["decided"], "first");
    assert_eq!(
        s["players"][0]["completed"],
        serde_json::json!([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    );
    assert_eq!(s["players"][0]["phase"], serde_json::Value::Null);
    assert_eq!(
        s["players"][1]["completed"],
        serde_json::json!([1, 2, 3, 4, 5])
    );
    assert_eq!(s["players"][1]["score"], 5 * 15 + 5 * 50);
    assert_eq!(s["players"][2]["score"], 10 * 55);
    let text = g.run(&["status"]).code(0).stdout;
    assert!(text.contains("Winner: Ann"), "{text}");
    let history = g.run(&["history"]).code(0).stdout;
    assert!(history.contains("+55 = 550"), "{history}");
    g.refused(
        &[
            "hand", "--out", "Bob", "--points", "Ann=50", "--points", "Cy=50",
        ],
        "the game is over",
    );
}

#[test]
fn the_dealer_passes_to_the_left() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    assert_eq!(g.status()["dealer"], "Ann");
    g.hand(&["--out", "Ann", "--points", "Bob=50", "--points", "Cy=50"])
        .code(0);
    assert_eq!(g.status()["dealer"], "Bob");
    g.hand(&["--out", "Ann", "--points", "Bob=50", "--points", "Cy=50"])
        .code(0);
    g.hand(&["--out", "Ann", "--points", "Bob=50", "--points", "Cy=50"])
        .code(0);
    assert_eq!(g.status()["dealer"], "Ann");
}

/// Ann and Bob both complete phase 10 in hand 10: after nine hands Ann has 5 points
/// (Bob went out of the first), Bob 40.
fn tied_at_ten(ann: &str, bob: &str) -> Game {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.hand(&[
        "--out", "Bob", "--made", "Ann", "--points", "Ann=5", "--points", "Cy=50",
    ])
    .code(0);
    for _ in 1..9 {
        g.hand(&[
            "--out", "Ann", "--made", "Bob", "--points", "Bob=5", "--points", "Cy=50",
        ])
        .code(0);
    }
    let (out, other, pts) = if ann == "0" {
        ("Ann", "Bob", bob)
    } else {
        ("Bob", "Ann", ann)
    };
    let p = format!("{other}={pts}");
    g.hand(&[
        "--out", out, "--made", other, "--points", &p, "--points", "Cy=50",
    ])
    .code(0);
    g
}

#[test]
fn fewest_points_breaks_a_tie() {
    // Ann goes out of the tenth: Ann 5, Bob 45 → Ann wins.
    let g = tied_at_ten("0", "5");
    let s = g.status();
    assert_eq!(s["winner"], "Ann");
    assert_eq!(s["decided"], "fewest-points");
}

#[test]
fn a_tie_on_points_is_replayed_by_the_tied_players_only() {
    // Bob goes out of the tenth; Ann scores 35 then (two cards: a Wild and a 10): 40 each.
    let g = tied_at_ten("35", "0");
    let s = g.status();
    assert_eq!(s["winner"], serde_json::Value::Null);
    assert_eq!(s["tiebreak"], serde_json::json!(["Ann", "Bob"]));
    assert_eq!(s["replay_next"], true);
    assert_eq!(s["players"][0]["phase"], 10);
    assert_eq!(s["players"][2]["phase"], serde_json::Value::Null);
    let text = g.run(&["status"]).code(0).stdout;
    assert!(text.contains("replay of phase 10 between them"), "{text}");
    g.refused(&["hand", "--out", "Cy"], "not in this hand");
    g.refused(
        &["hand", "--out", "Ann", "--points", "Bob=50"],
        "only out is recorded",
    );
    g.hand(&["--out", "Bob"]).code(0);
    let s = g.status();
    assert_eq!(s["winner"], "Bob");
    assert_eq!(s["decided"], "replay");
    assert_eq!(s["tiebreak"], serde_json::json!(["Ann", "Bob"]));
    let history = g.run(&["history"]).code(0).stdout;
    assert!(history.contains("11 (replay)"), "{history}");
}

#[test]
fn variation_ten_hands() {
    let g = Game::new(&["--players", "Ann,Bob", "--ten-hands"]);
    for i in 1..=10 {
        assert_eq!(g.status()["players"][1]["phase"], i);
        g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    }
    let s = g.status();
    assert_eq!(s["winner"], "Ann");
    assert_eq!(s["decided"], "lowest-total");
    assert_eq!(s["players"][1]["completed"], serde_json::json!([]));
}

#[test]
fn variation_first_to_n_phases() {
    let g = Game::new(&["--players", "Ann,Bob", "--phases", "3"]);
    for _ in 0..3 {
        g.hand(&["--out", "Bob", "--points", "Ann=50"]).code(0);
    }
    assert_eq!(g.status()["winner"], "Bob");
    assert_eq!(g.status()["phases_to_win"], 3);
}

#[test]
fn variation_even_phases() {
    let g = Game::new(&["--players", "Ann,Bob", "--even-phases"]);
    assert_eq!(g.status()["players"][0]["phase"], 2);
    g.hand(&[
        "--out",
        "Ann",
        "--points",
        "Bob=50",
        "--laid",
        "Ann=7 7 7 3 4 5 6",
    ])
    .code(0);
    assert_eq!(g.status()["players"][0]["phase"], 4);
    for _ in 0..4 {
        g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    }
    let s = g.status();
    assert_eq!(s["winner"], "Ann");
    assert_eq!(
        s["players"][0]["completed"],
        serde_json::json!([2, 4, 6, 8, 10])
    );
}

#[test]
fn flip_game_with_stars() {
    let g = Game::new(&["--edition", "flip", "--players", "Ann,Bob"]);
    g.hand(&[
        "--out",
        "Ann",
        "--made",
        "Bob",
        "--left",
        "Bob=R* 12",
        "--laid",
        "Ann=R1 R2 + B5 B*",
    ])
    .code(0);
    let s = g.status();
    assert_eq!(s["players"][1]["score"], 30);
    assert_eq!(s["players"][0]["phase"], 2);
    g.refused(
        &["hand", "--out", "Ann", "--left", "Bob=W 1 2 3 4 5 6 7 8 9"],
        "no Wild",
    );
    g.refused(
        &["hand", "--out", "Ann", "--left", "Bob=S 1 2 3 4 5 6 7 8 9"],
        "no Skip",
    );
    g.ruled(
        &[
            "hand",
            "--out",
            "Ann",
            "--points",
            "Bob=50",
            "--laid",
            "Ann=R1 B2 + 5 5",
        ],
        "which is not phase 2",
    );
    g.hand(&[
        "--out",
        "Bob",
        "--side",
        "wild",
        "--left",
        "Ann=* 1 2 3 4 5 6 7 8 9",
    ])
    .code(0);
    assert_eq!(g.status()["players"][0]["score"], 20 + 45);
    Env::new()
        .run(&[
            "new",
            "--edition",
            "flip",
            "--players",
            "A,B",
            "--even-phases",
            "--file",
            "x.toml",
        ])
        .code(2);
}

#[test]
fn laid_phases_are_refereed() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.ruled(
        &[
            "hand",
            "--out",
            "Ann",
            "--points",
            "Bob=50",
            "--laid",
            "Ann=7 7 7 8 8 9",
        ],
        "which is not phase 1",
    );
    // What Bob laid says he made it (as `lay` does).
    g.hand(&[
        "--out",
        "Ann",
        "--points",
        "Bob=50",
        "--laid",
        "Ann=7 7 7 + 8 8 W",
        "--laid",
        "Bob=7 7 7 8 8 8",
    ])
    .code(0);
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(text.contains("made = [\"Bob\"]"), "{text}");
}

#[test]
fn bad_hands_are_refused_and_the_file_is_untouched() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.refused(
        &[
            "hand", "--out", "Zed", "--points", "Bob=50", "--points", "Cy=50",
        ],
        "\"Zed\" is not a player",
    );
    g.refused(
        &[
            "hand", "--out", "Ann", "--points", "Bob=52", "--points", "Cy=50",
        ],
        "multiple of 5",
    );
    g.refused(
        &[
            "hand", "--out", "Ann", "--points", "Bob=45", "--points", "Cy=50",
        ],
        "holds 10 cards",
    );
    g.refused(
        &["hand", "--out", "Ann", "--points", "Bob=50"],
        "no score for Cy",
    );
    g.refused(
        &[
            "hand", "--out", "Ann", "--points", "Bob=50", "--points", "Cy=x",
        ],
        "--points Cy=x",
    );
    g.refused(
        &[
            "hand", "--out", "Ann", "--points", "Bob50", "--points", "Cy=50",
        ],
        "NAME=",
    );
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--points",
            "Bob=50",
            "--left",
            "Cy=R13 1 2",
        ],
        "\"R13\"",
    );
    g.refused(
        &[
            "hand", "--out", "Ann", "--points", "Bob=50", "--left", "Cy=1 2 3",
        ],
        "exactly 10 cards",
    );
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--made",
            "Bob",
            "--left",
            "Bob=1 2 3 4 5",
            "--points",
            "Cy=50",
        ],
        "1 to 4 cards",
    );
    g.refused(
        &[
            "hand", "--out", "Ann", "--points", "Ann=10", "--points", "Bob=50", "--points", "Cy=50",
        ],
        "scores 0",
    );
    g.refused(
        &[
            "hand", "--out", "Ann", "--points", "Bob=50", "--points", "Bob=55", "--points", "Cy=50",
        ],
        "twice",
    );
    g.refused(&["hand", "--points", "Bob=50"], "--out");
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--points",
            "Bob=50",
            "--points",
            "Cy=50",
            "--attempt",
            "Ann=3",
        ],
        "masters",
    );
    assert_eq!(g.status()["hands"], 0);
    // Names are matched without regard to case.
    g.hand(&["--out", "ann", "--points", "BOB=50", "--points", "cy=50"])
        .code(0);
    assert_eq!(g.status()["players"][1]["score"], 50);
}

#[test]
fn bad_sessions_are_refused() {
    let env = Env::new();
    let f = |name: &str| env.path(name).to_str().unwrap().to_string();
    env.run(&["new", "--players", "Ann", "--file", &f("a.toml")])
        .code(2);
    env.run(&["new", "--players", "A,B,C,D,E,F,G", "--file", &f("a.toml")])
        .code(2);
    env.run(&[
        "new",
        "--edition",
        "masters",
        "--players",
        "A,B,C,D,E",
        "--file",
        &f("a.toml"),
    ])
    .code(2);
    env.run(&["new", "--players", "Ann,ann", "--file", &f("a.toml")])
        .code(2);
    env.run(&[
        "new",
        "--players",
        "Ann,Bob",
        "--dealer",
        "Cy",
        "--file",
        &f("a.toml"),
    ])
    .code(2);
    env.run(&[
        "new",
        "--players",
        "Ann,Bob",
        "--phases",
        "11",
        "--file",
        &f("a.toml"),
    ])
    .code(2);
    env.run(&["new", "--players", "A=1,Bob", "--file", &f("a.toml")])
        .code(2);
    assert!(!env.path("a.toml").exists());
    env.run(&["new", "--players", "Ann,Bob", "--file", &f("a.toml")])
        .code(0);
    let before = bytes(&env.path("a.toml"));
    let r = env
        .run(&["new", "--players", "Cy,Di", "--file", &f("a.toml")])
        .code(2);
    assert!(r.stderr.contains("already exists"));
    assert_eq!(bytes(&env.path("a.toml")), before);
    // No terminal, no flags: a clear refusal rather than a prompt.
    let r = env.run(&["new"]).code(2);
    assert!(r.stderr.contains("--players"), "{}", r.stderr);
}

#[test]
fn hand_edited_files_are_refused_with_file_and_line() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    let good = std::fs::read_to_string(&g.file).unwrap();
    let cases = [
        (
            good.replace("out = \"Ann\"", "out = \"Zed\""),
            "\"Zed\" is not a player",
        ),
        (good.replace("Bob = 50", "Bob = 52"), "multiple of 5"),
        (good.replace("schema = 1", "schema = 7"), "newer phase10"),
        (
            good.replace("players = [", "players = [ \"Ann\", "),
            "twice",
        ),
        (
            good.replace("dealer = \"Ann\"", "dealer = 3"),
            "invalid type",
        ),
        (
            good.replace("edition = \"classic\"\n", ""),
            "missing field `edition`",
        ),
        (good.replace("[[hand]]", "[[hand]\n"), ""),
        (format!("{good}\nbogus = 1\n"), "bogus"),
    ];
    for (text, says) in cases {
        std::fs::write(&g.file, &text).unwrap();
        for cmd in [
            &["status"][..],
            &["history"],
            &["hand", "--out", "Ann", "--points", "Bob=50"],
            &["undo"],
        ] {
            let r = g.run(cmd).code(2);
            assert!(r.stderr.contains(says), "{says:?} not in {}", r.stderr);
            assert!(r.stderr.contains("game.toml:"), "file:line in {}", r.stderr);
            assert_eq!(std::fs::read_to_string(&g.file).unwrap(), text, "unchanged");
        }
        let r = g.run(&["doctor"]).code(1);
        assert!(r.stdout.contains("game.toml:"), "{}", r.stdout);
    }
    std::fs::write(&g.file, &good).unwrap();
    g.run(&["doctor"]).code(0);
}

#[test]
fn undo_and_edit() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.refused(&["undo"], "nothing to undo");
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    g.hand(&["--out", "Ann", "--points", "Bob=60"]).code(0);
    let two = bytes(&g.file);
    g.hand(&["--out", "Bob", "--points", "Ann=70"]).code(0);
    let r = g.run(&["undo"]).code(0);
    assert!(r.stdout.contains("removed hand 3"), "{}", r.stdout);
    assert_eq!(bytes(&g.file), two, "undo restores the file exactly");
    // Edit hand 1: Bob went out instead; hand 2 is replayed on top.
    g.run(&["edit", "1", "--out", "Bob", "--points", "Ann=55"])
        .code(0);
    let s = g.status();
    assert_eq!(s["players"][0]["score"], 55);
    assert_eq!(s["players"][1]["score"], 60);
    assert_eq!(
        s["players"][0]["completed"],
        serde_json::json!([1]),
        "made phase 1 in hand 2"
    );
    let r = g.run(&["undo"]).code(0);
    assert!(r.stdout.contains("restored hand 1"), "{}", r.stdout);
    assert_eq!(
        bytes(&g.file),
        two,
        "undo of an edit restores the file exactly"
    );
    // An edit that breaks a later hand is refused.
    // Bob lays phase 1 in hand 3: with Bob out in hand 1 he would be on phase 2 then.
    g.hand(&[
        "--out",
        "Ann",
        "--made",
        "Bob",
        "--laid",
        "Bob=7 7 7 8 8 8",
        "--points",
        "Bob=20",
    ])
    .code(0);
    g.ruled(
        &["edit", "1", "--out", "Bob", "--points", "Ann=50"],
        "hand 3",
    );
    g.refused(
        &["edit", "9", "--out", "Bob", "--points", "Ann=50"],
        "1 to 3",
    );
    // Undo with no backup that matches removes the last hand.
    std::fs::remove_file(g.file.with_file_name("game.toml.bak")).unwrap();
    g.run(&["undo"]).code(0);
    assert_eq!(g.status()["hands"], 2);
}

#[test]
fn sessions_live_in_the_data_dir() {
    let env = Env::new();
    env.run(&["status"]).code(2);
    env.run(&["new", "--players", "Ann,Bob", "--name", "friday"])
        .code(0);
    env.run(&["new", "--players", "Cy,Di", "--name", "saturday"])
        .code(0);
    assert!(env.home().join("sessions/friday.toml").exists());
    let s = env.run(&["status", "--json"]).code(0).json();
    assert_eq!(names(&s), ["Cy", "Di"], "the newest is current");
    env.run(&["hand", "--out", "Cy", "--points", "Di=50"])
        .code(0);
    let list = env.run(&["sessions", "--json"]).code(0).json();
    assert_eq!(list["current"], "saturday");
    assert_eq!(list["sessions"].as_array().unwrap().len(), 2);
    env.run(&["sessions", "switch", "friday"]).code(0);
    assert_eq!(
        names(&env.run(&["status", "--json"]).code(0).json()),
        ["Ann", "Bob"]
    );
    env.run(&["sessions", "switch", "nope"]).code(2);
    env.run(&["sessions", "remove", "saturday"]).code(2);
    env.run(&["sessions", "remove", "saturday", "--yes"])
        .code(0);
    let text = env.run(&["sessions"]).code(0).stdout;
    assert!(
        text.contains("friday") && !text.contains("saturday"),
        "{text}"
    );
    // Removing the current session says which remain.
    env.run(&["new", "--players", "Gus,Hal", "--name", "sunday"])
        .code(0);
    env.run(&["sessions", "remove", "sunday", "--yes"])
        .code(0)
        .stdout(
            "removed session sunday\nno session is current now; the one left: friday (phase10 sessions switch friday)\n",
        );
    env.run(&["new", "--players", "Gus,Hal", "--name", "sunday"])
        .code(0);
    let j = env
        .run(&["sessions", "remove", "sunday", "--yes", "--json"])
        .code(0)
        .json();
    assert_eq!(j["was_current"], true);
    assert_eq!(j["remaining"], serde_json::json!(["friday"]));
    env.run(&["sessions", "switch", "friday"]).code(0);
    // PHASE10_FILE picks any file.
    let other = env.path("other.toml");
    env.run(&[
        "new",
        "--players",
        "Ed,Flo",
        "--file",
        other.to_str().unwrap(),
    ])
    .code(0);
    let r = env
        .cmd()
        .env("PHASE10_FILE", &other)
        .args(["status", "--json"])
        .output()
        .unwrap();
    let j: serde_json::Value = serde_json::from_slice(&r.stdout).unwrap();
    assert_eq!(names(&j), ["Ed", "Flo"]);
    env.run(&["new", "--players", "A,B", "--name", "../x"])
        .code(2);
    // A default name is today's date, then -2.
    let a = env
        .run(&["new", "--players", "A,B", "--json"])
        .code(0)
        .json();
    let b = env
        .run(&["new", "--players", "A,B", "--json"])
        .code(0)
        .json();
    assert_eq!(
        format!("{}-2", a["name"].as_str().unwrap()),
        b["name"].as_str().unwrap()
    );
}

#[test]
fn two_hands_racing_both_land() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let file = g.file.to_str().unwrap().to_string();
    let spawn = |out: &str, other: &str| {
        let mut c = crate::common::launch(&g.env.home());
        c.args([
            "hand",
            "--file",
            &file,
            "--out",
            out,
            "--points",
            &format!("{other}=50"),
        ])
        .env("PHASE10_HOME", g.env.home())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped());
        c.spawn().unwrap()
    };
    let a = spawn("Ann", "Bob");
    let b = spawn("Bob", "Ann");
    assert!(a.wait_with_output().unwrap().status.success());
    assert!(b.wait_with_output().unwrap().status.success());
    let s = g.status();
    assert_eq!(s["hands"], 2);
    assert_eq!(s["players"][0]["score"], 50);
    assert_eq!(s["players"][1]["score"], 50);
}

#[test]
fn the_session_file_is_readable_toml() {
    let g = Game::new(&["--players", "Ann,Bob", "--natural", "group"]);
    g.hand(&["--out", "Ann", "--made", "Bob", "--left", "Bob=R7 W"])
        .code(0);
    let text = std::fs::read_to_string(&g.file).unwrap();
    for line in [
        "schema = 1",
        "edition = \"classic\"",
        "natural = \"group\"",
        "players = [\"Ann\", \"Bob\"]",
        "dealer = \"Ann\"",
        "[[hand]]",
        "out = \"Ann\"",
        "made = [\"Bob\"]",
        "Bob = \"R7 W\"",
    ] {
        assert!(text.contains(line), "{line:?} not in\n{text}");
    }
    assert!(
        !text.contains("score"),
        "scores are derived, never stored:\n{text}"
    );
}

#[test]
fn status_and_history_tables_are_pinned() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.hand(&[
        "--out",
        "Ann",
        "--made",
        "Bob",
        "--points",
        "Bob=20",
        "--left",
        "Cy=1 2 3 4 5 6 7 8 W S",
    ])
    .code(0);
    let status = g.run(&["status"]).code(0).stdout;
    assert_eq!(
        status,
        "\
classic · 1 hand played · Bob deals next
┌──────┬────────┬────────────┬───────────┬───────┬────────┐
│ seat ┆ player ┆ next phase ┆ completed ┆ score ┆        │
╞══════╪════════╪════════════╪═══════════╪═══════╪════════╡
│ 1    ┆ Ann    ┆ 2          ┆ 1         ┆ 0     ┆ leader │
│ 2    ┆ Bob    ┆ 2          ┆ 1         ┆ 20    ┆ deals  │
│ 3    ┆ Cy     ┆ 1          ┆ –         ┆ 80    ┆        │
└──────┴────────┴────────────┴───────────┴───────┴────────┘
Next: hand 2, Bob deals.
"
    );
    let history = g.run(&["history"]).code(0).stdout;
    assert_eq!(
        history,
        "\
┌───┬────────┬─────┬────────┬──────────┬──────────┐
│ # ┆ dealer ┆ out ┆ Ann    ┆ Bob      ┆ Cy       │
╞═══╪════════╪═════╪════════╪══════════╪══════════╡
│ 1 ┆ Ann    ┆ Ann ┆ 1 ✓    ┆ 1 ✓      ┆ 1 ✗      │
│   ┆        ┆     ┆ +0 = 0 ┆ +20 = 20 ┆ +80 = 80 │
└───┴────────┴─────┴────────┴──────────┴──────────┘
Next: hand 2, Bob deals.
"
    );
}

/// Comments written anywhere in the file: top, inline, between hands, at the end.
fn annotate(g: &Game) -> Vec<&'static str> {
    let text = std::fs::read_to_string(&g.file).unwrap();
    let text = format!("# Friday at Ann's\n{text}")
        .replacen("schema = 1", "schema = 1 # do not touch", 1)
        .replacen("[[hand]]", "# Bob misdealt\n[[hand]]", 1)
        + "\n# to be continued\n";
    std::fs::write(&g.file, text).unwrap();
    vec![
        "# Friday at Ann's",
        "# do not touch",
        "# Bob misdealt",
        "# to be continued",
    ]
}

#[track_caller]
fn keeps(g: &Game, comments: &[&str], after: &str) {
    let text = std::fs::read_to_string(&g.file).unwrap();
    for c in comments {
        assert!(text.contains(c), "{c:?} lost after {after}:\n{text}");
    }
}

#[test]
fn comments_survive_hand_edit_undo_and_redo() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    let comments = annotate(&g);
    g.hand(&["--out", "Bob", "--points", "Ann=60"]).code(0);
    keeps(&g, &comments, "hand");
    // An inline comment inside a hand survives an edit of that hand.
    let text = std::fs::read_to_string(&g.file).unwrap().replacen(
        "out = \"Ann\"",
        "out = \"Ann\" # lucky draw",
        1,
    );
    std::fs::write(&g.file, text).unwrap();
    let mut comments = comments;
    comments.push("# lucky draw");
    g.run(&["edit", "1", "--out", "Ann", "--points", "Bob=55"])
        .code(0);
    keeps(&g, &comments, "edit");
    assert_eq!(g.status()["players"][1]["score"], 55);
    g.run(&["undo"]).code(0);
    keeps(&g, &comments, "undo");
    assert_eq!(g.status()["players"][1]["score"], 50);
    g.run(&["redo"]).code(0);
    keeps(&g, &comments, "redo");
    assert_eq!(g.status()["players"][1]["score"], 55);
    g.run(&["undo"]).code(0);
    g.run(&["undo"]).code(0);
    keeps(&g, &comments, "two undos");
    assert_eq!(g.status()["hands"], 1);
}

#[test]
fn undo_then_redo_restores_the_file_byte_for_byte_two_steps_deep() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50", "--points", "Cy=50"])
        .code(0);
    let one = bytes(&g.file);
    g.hand(&["--out", "Bob", "--points", "Ann=50", "--points", "Cy=50"])
        .code(0);
    let two = bytes(&g.file);
    g.run(&[
        "edit", "1", "--out", "Cy", "--points", "Ann=55", "--points", "Bob=60",
    ])
    .code(0);
    let three = bytes(&g.file);
    let r = g.run(&["undo"]).code(0);
    assert!(r.stdout.contains("restored hand 1"), "{}", r.stdout);
    assert_eq!(bytes(&g.file), two);
    let r = g.run(&["undo"]).code(0);
    assert!(r.stdout.contains("removed hand 2"), "{}", r.stdout);
    assert_eq!(bytes(&g.file), one);
    let r = g.run(&["redo"]).code(0);
    assert!(r.stdout.contains("recorded hand 2 again"), "{}", r.stdout);
    assert_eq!(bytes(&g.file), two);
    let r = g.run(&["redo", "--json"]).code(0);
    assert_eq!(r.json()["redone"], "re-entered hand 1 again");
    assert_eq!(bytes(&g.file), three);
    g.refused(&["redo"], "nothing to redo");
    // A new change after an undo ends the redo chain.
    g.run(&["undo"]).code(0);
    g.hand(&["--out", "Cy", "--points", "Ann=55", "--points", "Bob=55"])
        .code(0);
    g.refused(&["redo"], "nothing to redo");
}

#[test]
fn a_repeated_edit_then_undo_keeps_every_hand() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    for p in ["Bob=50", "Bob=60", "Bob=70"] {
        g.hand(&["--out", "Ann", "--points", p]).code(0);
    }
    let edit = ["edit", "3", "--out", "Ann", "--points", "Bob=75"];
    g.run(&edit).code(0);
    let r = g.run(&edit).code(0);
    assert!(r.stdout.contains("nothing changed"), "{}", r.stdout);
    g.run(&["undo"]).code(0);
    let s = g.status();
    assert_eq!(s["hands"], 3, "undo takes back the edit, not a hand");
    assert_eq!(s["players"][1]["score"], 180);
    g.run(&["undo"]).code(0);
    assert_eq!(g.status()["hands"], 2);
}

#[test]
fn undo_never_takes_back_a_hand_it_did_not_add() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    // A hand typed into the file by hand is not phase10's to take back.
    let mut text = std::fs::read_to_string(&g.file).unwrap();
    text.push_str("\n[[hand]]\nout = \"Bob\"\npoints = { Ann = 55 }\n");
    std::fs::write(&g.file, &text).unwrap();
    g.refused(&["undo"], "not the last hand");
    // Once that hand is gone again, the hand phase10 recorded can be taken back.
    let text = text.replace("\n[[hand]]\nout = \"Bob\"\npoints = { Ann = 55 }\n", "");
    std::fs::write(&g.file, &text).unwrap();
    g.run(&["undo"]).code(0);
    assert_eq!(g.status()["hands"], 0);
    // A hand recorded by phase10 and then changed by hand is not taken back blindly.
    g.run(&["redo"]).code(0);
    let text = std::fs::read_to_string(&g.file)
        .unwrap()
        .replace("Bob = 50", "Bob = 55");
    std::fs::write(&g.file, &text).unwrap();
    g.refused(&["undo"], "changed by hand since");
}

#[test]
fn new_again_is_the_next_game_of_the_same_table() {
    let env = Env::new();
    env.run(&[
        "new",
        "--edition",
        "twist",
        "--players",
        "Ann,Bob,Cy",
        "--dealer",
        "Bob",
        "--twist-tiebreak",
        "face",
        "--name",
        "friday",
    ])
    .code(0);
    env.run(&["hand", "--out", "Ann"]).code(0);
    // The game has no winner: it is not left behind without a word.
    env.run(&["new", "--again", "--name", "saturday"])
        .code(2)
        .says("friday has no winner yet (1 hand): add --force to start the next game anyway");
    let r = env
        .run(&["new", "--again", "--force", "--name", "saturday", "--json"])
        .code(0)
        .json();
    assert_eq!(r["name"], "saturday");
    let s = env.run(&["status", "--json"]).code(0).json();
    assert_eq!(s["edition"], "twist");
    assert_eq!(s["hands"], 0);
    assert_eq!(s["dealer"], "Cy", "the first deal moves one seat on");
    assert_eq!(names(&s), ["Ann", "Bob", "Cy"]);
    let text = std::fs::read_to_string(env.home().join("sessions/saturday.toml")).unwrap();
    assert!(text.contains("twist_tiebreak = \"face\""), "{text}");
    // A game with no hand is the next game already: --again does not move on twice.
    env.run(&["new", "--again", "--force"])
        .code(2)
        .says("saturday has no hand yet, so it is the next game already");
    // Who really deals first can be said.
    env.run(&["hand", "--out", "Ann"]).code(0);
    env.run(&[
        "new", "--again", "--force", "--dealer", "ann", "--name", "sunday",
    ])
    .code(0);
    assert_eq!(
        env.run(&["status", "--json"]).code(0).json()["dealer"],
        "Ann"
    );
    // Settings cannot be mixed in, and there must be a table to follow.
    env.run(&["new", "--again", "--players", "Di,Ed"]).code(2);
    Env::new()
        .run(&["new", "--again"])
        .code(2)
        .says("no current session");
}

#[test]
fn a_mistyped_player_name_says_which_player_was_meant() {
    let g = Game::new(&["--players", "Anne,Bob,Cyrus"]);
    g.refused(
        &[
            "hand", "--out", "Ane", "--points", "Bob=50", "--points", "Cyrus=50",
        ],
        "\"Ane\" is not a player; did you mean Anne?",
    );
    g.refused(
        &[
            "hand", "--out", "Anne", "--points", "Bbo=50", "--points", "Cyrus=50",
        ],
        "did you mean Bob?",
    );
    // No guess when no name is close.
    let g2 = Game::new(&["--players", "Anne,Bob"]);
    let before = crate::common::bytes(&g2.file);
    let r = g2.hand(&["--out", "Zed", "--points", "Bob=50"]).code(2);
    assert!(!r.stderr.contains("did you mean"), "{}", r.stderr);
    assert_eq!(crate::common::bytes(&g2.file), before);
}

#[test]
fn edit_made_adds_the_player_and_keeps_the_others() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.hand(&[
        "--out", "Ann", "--made", "Bob", "--points", "Bob=20", "--points", "Cy=50",
    ])
    .code(0);
    g.run(&["edit", "1", "--made", "Cy", "--points", "Cy=20"])
        .code(0);
    let s = g.status();
    assert_eq!(
        s["players"][1]["completed"],
        serde_json::json!([1]),
        "Bob keeps his phase"
    );
    assert_eq!(s["players"][2]["completed"], serde_json::json!([1]));
}

/// `new` is a change of the data dir that undo takes back (the session before current
/// again, the new one gone) and redo brings back, in turn with the sessions' own
/// changes: last made, first taken back.
#[test]
fn undo_takes_back_a_new_session_and_redo_brings_it_back() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "friday"])
        .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    env.run(&["end"]).code(0);
    let friday = bytes(&env.home().join("sessions/friday.toml"));
    env.run(&["new", "--again"]).code(0);
    let next = env.run(&["sessions", "--json"]).code(0).json()["current"]
        .as_str()
        .unwrap()
        .to_string();
    env.run(&["hand", "--out", "Bob", "--points", "Ann=55"])
        .code(0);
    // The hand first, then the new session.
    env.run(&["undo"])
        .code(0)
        .stdout_has("undone: removed hand 1");
    env.run(&["undo"]).code(0).stdout_has(&format!(
        "undone: new session {next} (friday is current again)"
    ));
    let list = env.run(&["sessions", "--json"]).code(0).json();
    assert_eq!(list["current"], "friday");
    assert_eq!(list["sessions"].as_array().unwrap().len(), 1);
    assert_eq!(bytes(&env.home().join("sessions/friday.toml")), friday);
    // Then friday's own changes.
    env.run(&["undo"])
        .code(0)
        .stdout_has("undone: ended the game");
    // Redo in the other order: friday's end, then the new session.
    env.run(&["redo"])
        .code(0)
        .stdout_has("redone: ended the game");
    env.run(&["redo"])
        .code(0)
        .stdout_has(&format!("redone: new session {next}"));
    assert_eq!(
        env.run(&["sessions", "--json"]).code(0).json()["current"],
        next.as_str()
    );
    // A new session's own changes taken back come back with it, in turn.
    let env2 = Env::new();
    env2.run(&["new", "--players", "Ann,Bob", "--name", "one"])
        .code(0);
    env2.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    env2.run(&["undo"])
        .code(0)
        .stdout_has("undone: removed hand 1");
    env2.run(&["undo"])
        .code(0)
        .stdout_has("undone: new session one");
    env2.run(&["redo"])
        .code(0)
        .stdout_has("redone: new session one");
    env2.run(&["redo"])
        .code(0)
        .stdout_has("redone: recorded hand 1 again");
    // A change to the session before, after the undo, ends the redo chain.
    env.run(&["undo"]).code(0);
    env.run(&["undo"])
        .code(0)
        .stdout_has("undone: ended the game");
    env.run(&["hand", "--out", "Bob", "--points", "Ann=50"])
        .code(0);
    env.run(&["redo"]).code(2);
    // A new session changed by hand is not taken back by undo: its own undo says so.
    env.run(&["new", "--players", "Cy,Di", "--name", "sunday"])
        .code(0);
    let sunday = env.home().join("sessions/sunday.toml");
    let mut text = std::fs::read_to_string(&sunday).unwrap();
    text.push_str("# our notes\n");
    std::fs::write(&sunday, &text).unwrap();
    env.run(&["undo"]).code(2);
    assert_eq!(std::fs::read_to_string(&sunday).unwrap(), text);
}
