//! What a new group tripped over (four evenings, a month, and the attacks): each a test
//! that failed before it was mended.

use crate::common::{Env, Game};

/// The Twist game of the report: Ann moves past Phase 10 in the last hand but Bob,
/// who went out, wins the tiebreak; Cy is still on the Phase 10 space.
fn twist_lost_tie(env: &Env) {
    env.run(&[
        "new",
        "--edition",
        "twist",
        "--players",
        "Ann,Bob,Cy",
        "--name",
        "tw",
    ])
    .code(0);
    for hand in [
        vec!["--out", "Ann", "--made", "Bob,Cy"],
        vec![
            "--out", "Ann", "--made", "Bob,Cy", "--choose", "Bob=3", "--choose", "Cy=3",
        ],
        vec!["--out", "Bob", "--made", "Ann,Cy"],
        vec!["--out", "Cy", "--made", "Ann,Bob", "--choose", "Ann=7"],
        vec!["--out", "Ann", "--made", "Cy"],
        vec!["--out", "Bob", "--made", "Cy", "--choose", "Cy=9"],
        vec!["--out", "Bob", "--made", "Ann"],
    ] {
        let mut args = vec!["hand"];
        args.extend(hand);
        env.run(&args).code(0);
    }
}

/// Item 1: One who moved past Phase 10 and lost the tiebreak is placed ahead of one still
/// on its space: in status, the ratings, rivals and the BG Stats play.
#[test]
fn twist_past_phase_ten_places_ahead_of_one_on_it() {
    let env = Env::new();
    twist_lost_tie(&env);
    let s = env.run(&["status", "--json"]).code(0).json();
    let player = |n: &str| {
        s["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == n)
            .unwrap()
            .clone()
    };
    assert_eq!(s["winner"], "Bob");
    assert_eq!(player("Ann")["space"], "past 10");
    assert_eq!(player("Cy")["space"], "10");
    let play = env.run(&["export", "--format", "bgstats"]).code(0).json();
    let rank = |n: &str| {
        let players = play["players"].as_array().unwrap();
        let id = players.iter().find(|p| p["name"] == n).unwrap()["id"].clone();
        play["plays"][0]["playerScores"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["playerRefId"] == id)
            .unwrap()["rank"]
            .clone()
    };
    assert_eq!(
        (rank("Bob"), rank("Ann"), rank("Cy")),
        (1.into(), 2.into(), 3.into())
    );
    let r = env.run(&["stats", "--ratings", "--json"]).code(0).json();
    let rating = |n: &str| {
        r["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == n)
            .unwrap()["rating"]
            .as_f64()
            .unwrap()
    };
    assert!(rating("Bob") > rating("Ann"), "{r}");
    assert!(rating("Ann") > rating("Cy"), "{r}");
}

/// Item 2: Cards laid unsplit are read as a table lays them: a natural card in each run
/// (`5 6 W W + 7 8 W W`), not a run of wilds only that `lay` must then refuse; `check`
/// and `lay` agree.
#[test]
fn lay_reads_unsplit_runs_with_a_natural_in_each() {
    let g = Game::new(&[
        "--players",
        "Ann,Bob",
        "--phase-list",
        "2 runs of 4; 1 run of 6",
    ]);
    g.run(&[
        "check", "--phase", "1", "5", "6", "7", "8", "W", "W", "W", "W",
    ])
    .code(0)
    .stdout_has("valid");
    let laid = g
        .run(&[
            "lay", "Ann", "5", "6", "7", "8", "W", "W", "W", "W", "--json",
        ])
        .code(0)
        .json();
    // Each run holds a natural card.
    let groups = laid["groups"].as_array().unwrap();
    assert_eq!(groups.len(), 2, "{laid}");
    for group in groups {
        let cards = group["cards"].as_array().unwrap();
        assert!(
            cards.iter().any(|c| !c.as_str().unwrap().starts_with('W')),
            "{laid}"
        );
    }
    // Flip's phase 6 the same: a colour run of 6 from three naturals and three Stars
    // is one group; two runs of 4 split the same way across both.
    let g = Game::new(&["--players", "Ann,Bob", "--phase-list", "2 runs of 4"]);
    g.run(&["lay", "Ann", "9", "W", "10", "W", "W", "11", "W", "12"])
        .code(0);
    // Typed as a run of wilds only, `check` and `lay` refuse it alike, with how to type
    // every wild; typed so, both take it.
    let g = Game::new(&["--players", "Ann,Bob", "--phase-list", "2 runs of 4"]);
    let split = ["5", "6", "7", "8", "+", "W", "W", "W", "W"];
    let how = "type each wild's value (W=3 W=4 W=5 W=6)";
    let mut check = vec!["check", "--phase", "1"];
    check.extend(split);
    g.run(&check).code(2).says(how);
    let mut lay = vec!["lay", "Ann"];
    lay.extend(split);
    g.run(&lay).code(2).says(how);
    // And the table's own check, at the screen and in plain mode, the same.
    let r = g.run_stdin(&["play", "--plain"], "ann check 5 6 7 8 + W W W W\n");
    assert!(
        r.stdout
            .contains(&format!("no: \"W W W W\" is a run of wilds only: {how}")),
        "{}",
        r.stdout
    );
    g.run(&[
        "check", "--phase", "1", "5", "6", "7", "8", "+", "W=3", "W=4", "W=5", "W=6",
    ])
    .code(0);
    g.run(&[
        "lay", "Ann", "5", "6", "7", "8", "+", "W=1", "W=2", "W=3", "W=4",
    ])
    .code(0);
}

/// Item 3: A late arrival starts on the table's highest total: the help says so, and the
/// pad and the exports say why their first total is more than their points.
#[test]
fn a_late_arrivals_start_is_said() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.hand(&["--out", "Ann", "--points", "Bob=60"]).code(0);
    g.run(&["players", "add", "Zoe"]).code(0);
    g.hand(&["--out", "Ann", "--points", "Bob=60,Zoe=50"])
        .code(0);
    let why = "Zoe sat down from hand 2 on 60 points (the table's highest then";
    g.run(&["history"]).code(0).stdout_has(why);
    g.run(&["export", "--format", "markdown"])
        .code(0)
        .stdout_has(why);
    let csv = g.run(&["export", "--format", "csv"]).code(0).stdout;
    let mut rows = csv.lines();
    assert!(rows.next().unwrap().ends_with(",total,note"), "{csv}");
    let zoe = rows.find(|r| r.starts_with("2,Bob,Zoe")).unwrap();
    assert!(zoe.contains(why), "{zoe}");
    g.env
        .run(&["players", "add", "--help"])
        .code(0)
        .stdout_has("the table's highest total");
}

/// Item 4: `--edition` inside a session keeps the table's house rules (asked otherwise by
/// their own flags); the table's phase list is its own edition's only.
#[test]
fn another_edition_asked_keeps_the_tables_house_rules() {
    let g = Game::new(&["--players", "Ann,Bob", "--runs-wrap"]);
    let ask = |extra: &[&str]| {
        let mut args = vec!["check", "--edition", "classic", "--phase", "4"];
        args.extend_from_slice(extra);
        args.extend_from_slice(&["11", "12", "1", "2", "3", "4", "5"]);
        g.run(&args)
    };
    ask(&[]).code(0).stdout_has("valid");
    ask(&["--runs-wrap=false"])
        .code(1)
        .stdout_has("runs stop at 12");
    g.run(&[
        "hit",
        "--edition",
        "classic",
        "--onto",
        "10 11 12",
        "--as",
        "run",
        "1",
    ])
    .code(0);
    // The table's own list holds for its own edition, named or not; another
    // edition's phases are that edition's.
    let g = Game::new(&["--players", "Ann,Bob", "--phase-list", "1 run of 9"]);
    let run_of_9 = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
    for edition in [&[][..], &["--edition", "classic"]] {
        let mut args = vec!["check", "--phase", "1"];
        args.extend_from_slice(edition);
        args.extend_from_slice(&run_of_9);
        g.run(&args).code(0).stdout_has("run of 9");
    }
    g.run(&[
        "check",
        "--edition",
        "twist",
        "--phase",
        "1",
        "7",
        "7",
        "7",
        "9",
        "9",
        "9",
    ])
    .code(0)
    .stdout_has("2 sets of 3");
}

/// Item 5: words a table reads: what a run takes when neither card fits, "an 8", number
/// words past four, and a refused lay's fix in its JSON as check gives it.
#[test]
fn words_a_table_reads() {
    let env = Env::new();
    env.run(&["hit", "--onto", "1 2 3 4 5", "--as", "run", "7", "7"])
        .code(1)
        .stdout_has("the run 1–5 takes a 6");
    // Next to the run, one of two alike fits: said so.
    env.run(&["hit", "--onto", "1 2 3 4 5", "--as", "run", "6", "6"])
        .code(1)
        .stdout_has("a run has one 6");
    env.run(&["hit", "--onto", "8 8 8", "--as", "set", "9"])
        .code(1)
        .stdout_has("takes an 8");
    env.run(&["hit", "--onto", "11 11 11", "--as", "set", "9"])
        .code(1)
        .stdout_has("takes an 11");
    env.run(&[
        "check",
        "--phase",
        "five sets of two",
        "7",
        "7",
        "8",
        "8",
        "9",
        "9",
        "10",
        "10",
        "11",
        "11",
    ])
    .code(0);
    let readings = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/RULES-READINGS.md"),
    )
    .unwrap();
    assert!(!readings.contains("50 to 250"));
    let g = Game::new(&["--players", "Ann,Bob"]);
    let check = g
        .run(&[
            "check", "--phase", "1", "7", "7", "8", "+", "9", "9", "9", "--json",
        ])
        .code(1)
        .json();
    let lay = g
        .run(&["lay", "Ann", "7", "7", "8", "+", "9", "9", "9", "--json"])
        .code(1)
        .json();
    assert_eq!(lay["fix"], check["fix"], "{lay}");
    assert!(lay["fix"]["remove"].is_array(), "{lay}");
}

/// Item 6: a line refused at the screen is one Up away, and the next line starts
/// empty: what is typed next is not glued onto it (in a pseudo-terminal).
#[test]
fn a_refused_line_is_one_up_away_and_the_next_starts_empty() {
    use std::time::Duration;
    let env = Env::new();
    env.run(&["new", "--players", "Alex,Bo", "--name", "evening"])
        .code(0);
    let mut s = crate::screen::Screen::start(&env, "play");
    s.wait_for("phase10 · evening", Duration::from_secs(10));
    s.line("alex hit 9 W on alex.2");
    s.wait_for("not hit", Duration::from_secs(5));
    s.session.send("out alex").unwrap();
    s.session.flush().unwrap();
    s.wait_for("out alex", Duration::from_secs(5));
    let text = s.text();
    assert!(!text.contains("alex.2out"), "glued:\n{text}");
    // Up brings the refused line back, whole.
    s.session.send("\u{15}").unwrap(); // Ctrl-U: the line emptied
    s.session.send("\u{1b}[A").unwrap();
    s.session.flush().unwrap();
    s.wait_for("alex hit 9 W on alex.2", Duration::from_secs(5));
    s.session.send("\u{15}").unwrap();
    s.line("q");
    s.session.exp_eof().unwrap();
}

/// Item 11: an export never replaces a file the program keeps (the session, its
/// journal and backup, the data dir, the config): exit 2, each file as it was.
#[test]
fn an_export_never_replaces_a_kept_file() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "evening"])
        .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    env.run(&["hand", "--out", "Bob", "--points", "Ann=50"])
        .code(0);
    let session = env.home().join("sessions/evening.toml");
    std::fs::write(env.home().join("config.toml"), "# mine\n").unwrap();
    let link = env.path("link.toml");
    std::os::unix::fs::symlink(&session, &link).unwrap();
    let kept = [
        session.clone(),
        env.home().join("sessions/evening.toml.journal"),
        env.home().join("sessions/evening.toml.bak"),
        env.home().join("sessions/other.csv"),
        env.home().join("config.toml"),
        link,
    ];
    // Links to nothing yet, where a write through them would make a kept file.
    let mut kept = kept.to_vec();
    for (i, target) in [
        env.home().join("sessions/other.toml.journal"),
        env.home().join("config.toml.lock"),
        env.home().join("sessions/new.toml"),
    ]
    .iter()
    .enumerate()
    {
        let dangling = env.path(&format!("dangling-{i}"));
        std::os::unix::fs::symlink(target, &dangling).unwrap();
        kept.push(dangling);
    }
    let before: Vec<Option<Vec<u8>>> = kept.iter().map(|p| std::fs::read(p).ok()).collect();
    for out in &kept {
        env.run(&[
            "export",
            "--format",
            "csv",
            "--output",
            out.to_str().unwrap(),
        ])
        .code(2)
        .says("a file phase10 keeps");
    }
    let after: Vec<Option<Vec<u8>>> = kept.iter().map(|p| std::fs::read(p).ok()).collect();
    assert_eq!(before, after);
    env.run(&["status"]).code(0);
    env.run(&["undo"]).code(0);
    // A file of one's own is written.
    let mine = env.path("mine.csv");
    env.run(&[
        "export",
        "--format",
        "csv",
        "--output",
        mine.to_str().unwrap(),
    ])
    .code(0);
    assert!(std::fs::read_to_string(&mine).unwrap().starts_with("hand,"));
}

/// Item 12: every export escapes names by its own format's rules, and the one shown
/// rule holds in each: no bidirectional or invisible mark obeyed, no CSV cell read as
/// a formula, no name that adds a Markdown column.
#[test]
fn exports_escape_names_by_their_own_rules() {
    let names = "+cmd,@sum,-neg,a|b|c,Ann\u{202e}xoB,Zo\u{200b}e";
    let g = Game::new(&["--players", names]);
    g.hand(&[
        "--out",
        "+cmd",
        "--points",
        "@sum=50,-neg=50,a|b|c=50,Ann\u{202e}xoB=50,Zo\u{200b}e=50",
    ])
    .code(0);
    let csv = g.run(&["export", "--format", "csv"]).code(0).stdout;
    for line in csv.lines().skip(1) {
        for cell in line.split(',') {
            assert!(
                !cell.starts_with(['=', '+', '-', '@']),
                "a formula: {cell:?} in {line}"
            );
        }
    }
    assert!(
        csv.contains("'+cmd") && csv.contains("'@sum") && csv.contains("'-neg"),
        "{csv}"
    );
    let md = g.run(&["export", "--format", "markdown"]).code(0).stdout;
    // A name that would start a heading or a quote on a note's line does not.
    let h = Game::new(&["--players", "Ann,Bob"]);
    h.hand(&["--out", "Ann", "--points", "Bob=60"]).code(0);
    h.run(&["players", "add", "# Big"]).code(0);
    h.hand(&["--out", "Ann", "--points", "Bob=60,# Big=50"])
        .code(0);
    let notes = h.run(&["export", "--format", "markdown"]).code(0).stdout;
    assert!(notes.contains("\\# Big sat down"), "{notes}");
    assert!(!notes.lines().any(|l| l.starts_with("# ")), "{notes}");
    let header = md.lines().find(|l| l.starts_with("| # |")).unwrap();
    // (Columns: the hand, the dealer, six players; an escaped bar splits none.)
    assert_eq!(
        header.replace("\\|", "").matches('|').count(),
        9,
        "{header}"
    );
    g.run(&["end"]).code(0);
    for text in [
        &csv,
        &md,
        &g.run(&["export", "--format", "bgstats"]).code(0).stdout,
    ] {
        for mark in ['\u{202e}', '\u{200b}'] {
            assert!(!text.contains(mark), "{mark:?} obeyed in:\n{text}");
        }
    }
}

/// Item 13: a config's season that does not read is warned of with its text shown,
/// never obeyed (no escape reaches the terminal), with --json too.
#[test]
fn a_configs_warning_shows_its_text() {
    let env = Env::new();
    std::fs::create_dir_all(env.home()).unwrap();
    std::fs::write(
        env.home().join("config.toml"),
        "[season.w]\nfrom = \"2026-01-01\\u001b]0;PWNED\\u0007\"\n",
    )
    .unwrap();
    for json in [false, true] {
        let mut args = vec!["stats", "--seasons"];
        if json {
            args.push("--json");
        }
        let r = env.run(&args).code(0);
        assert!(r.stderr.contains("^[]0;PWNED^G"), "{:?}", r.stderr);
        for text in [&r.stderr, &r.stdout] {
            assert!(!text.contains(['\u{1b}', '\u{7}']), "{text:?}");
        }
    }
}

/// Item 14: a read-only config is left alone by every writer; a killed export's
/// temporary file is cleared by the next export; a pipe with no reader is said at once
/// (exit 2), not waited on for ever.
#[test]
fn files_left_alone_cleared_and_not_waited_on() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "evening"])
        .code(0);
    env.run(&["tables", "save", "friday"]).code(0);
    let config = env.home().join("config.toml");
    let before = std::fs::read(&config).unwrap();
    std::fs::set_permissions(&config, std::fs::Permissions::from_mode(0o444)).unwrap();
    env.run(&["tables", "remove", "friday"])
        .code(2)
        .says("read-only");
    assert_eq!(std::fs::read(&config).unwrap(), before);
    // A temp file of a writer long gone (no process has that number).
    let out = env.path("pad.csv");
    let dead = env.path(".pad.csv.tmp-2147483646");
    std::fs::write(&dead, "half").unwrap();
    env.run(&[
        "export",
        "--format",
        "csv",
        "--output",
        out.to_str().unwrap(),
    ])
    .code(0);
    assert!(!dead.exists(), "the killed writer's temp file stays");
    // A pipe no one reads.
    let fifo = env.path("pipe");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let start = std::time::Instant::now();
    env.run(&[
        "export",
        "--format",
        "csv",
        "--output",
        fifo.to_str().unwrap(),
    ])
    .code(2)
    .says("no one reads");
    assert!(start.elapsed() < std::time::Duration::from_secs(5));
}

/// Item 7: a Masters hand's end asks "drew back" only of a player with a save pile.
#[test]
fn masters_asks_drew_back_only_of_a_player_with_a_pile() {
    let g = Game::new(&["--edition", "masters", "--players", "Maya,Bo"]);
    let r = g.run_stdin(
        &["play", "--plain"],
        "maya lay phase 1 7 7 7 + 8 8 8\nout maya\ny\nR7\n1\n50\n\ny\n",
    );
    assert!(r.stdout.contains("Maya saved:"), "{}", r.stdout);
    assert!(r.stdout.contains("hand 1 recorded"), "{}", r.stdout);
    assert!(!r.stdout.contains("drew back"), "{}", r.stdout);
    // The next hand: Maya has a pile, and is asked what she drew back.
    let r = g.run_stdin(
        &["play", "--plain"],
        "maya lay phase 2 7 7 7 + 1 2 3 4\nout maya\ny\n\n",
    );
    assert!(r.stdout.contains("Maya drew back:"), "{}", r.stdout);
    assert!(!r.stdout.contains("Bo drew back"), "{}", r.stdout);
}

/// Item 9: an undo made elsewhere is said on the TV (`watch`): what it took back.
#[test]
fn an_undo_is_said_on_the_tv() {
    use std::time::Duration;
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "evening"])
        .code(0);
    env.run(&["lay", "Ann", "7 7 7 + 9 9 9"]).code(0);
    let mut s = crate::screen::Screen::start(&env, "watch");
    s.wait_for("phase10 · evening", Duration::from_secs(10));
    env.run(&["undo"]).code(0);
    s.wait_for("taken back: Ann laid 7 7 7 + 9 9 9", Duration::from_secs(5));
    s.quit();
}

/// Item 10: after the game the page says the game is over (as the screen does), and
/// `table --json` (the page's state too) plays no hand 4 after an end at hand 3.
#[test]
fn after_the_game_every_face_says_it_is_over() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    for points in ["Bob=50", "Bob=55", "Bob=60"] {
        g.hand(&["--out", "Ann", "--points", points]).code(0);
    }
    g.run(&["end"]).code(0);
    let table = g.run(&["table", "--json"]).code(0).json();
    assert!(table["hand"].is_null(), "{table}");
}

/// Item 8: plain mode is complete for someone who cannot see the screen: `status` and
/// `table` are read out, `?` lists no key it does not have, an arrow key is said to do
/// nothing, going back to the rows says how, and a Twist space's choices come with its
/// question.
#[test]
fn plain_mode_reads_out_what_the_screen_shows() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let r = g.run_stdin(
        &["play", "--plain"],
        "ann lay 7 7 7 + 9 9 9\nstatus\ntable\n?\n\u{1b}[A\nout ann\nn\n",
    );
    let text = &r.stdout;
    // A line a player, nothing drawn.
    assert!(
        text.contains("seat 1, player Ann, next phase 1, score 0, deals"),
        "status read out: {text}"
    );
    assert!(!text.contains('┆') && !text.contains("──"), "{text}");
    assert!(text.contains("Ann.1 set of 3 (7s): 7 7 7"), "{text}");
    assert!(!text.contains("Up and Down recall"), "{text}");
    assert!(!text.contains("Tab completes"), "{text}");
    assert!(text.contains("phases · status · table"), "{text}");
    assert!(
        text.contains("keys such as Up and Down do nothing here"),
        "{text}"
    );
    // (Nothing recalled or read as words: the line after it is asked as new.)
    assert!(!text.contains("no such player"), "{text}");
    // `q` quits at a question as it does at the prompt; the hand's end stays unrecorded.
    let r = g.run_stdin(&["play", "--plain"], "out ann\nq\nann lay 1 1 1\n");
    let said = r.code(0).stdout;
    assert!(!said.contains("ann lay 1 1 1"), "read on after q: {said}");
    assert_eq!(g.status()["hands"], 0);
    // A player named as a word of the table is read as the player before a verb.
    let q = Game::new(&["--players", "Q,Undo"]);
    let r = q.run_stdin(
        &["play", "--plain"],
        "q lay 7 7 7 + 8 8 8\nundo lay 1 1 1 + 2 2 2\n",
    );
    assert!(
        r.stdout.contains("Q laid phase 1") && r.stdout.contains("Undo laid phase 1"),
        "{}",
        r.stdout
    );
    // Edit of a hand not there says so, at once (not "give what changed").
    g.run(&["edit", "9"]).code(2).says("no hands recorded yet");
    // Doctor quotes a hand-edited name of millions of characters as the terminal cuts it.
    let text = std::fs::read_to_string(&g.file).unwrap();
    let big = g.env.path("big.toml");
    std::fs::write(
        &big,
        text.replace("\"Bob\"", &format!("\"{}\"", "B".repeat(3_000_000))),
    )
    .unwrap();
    let r = g.env.run(&["doctor", "--file", big.to_str().unwrap()]);
    assert!(r.stdout.len() + r.stderr.len() < 2000, "{}", r.stdout.len());
    // An export into a folder that is not there names the folder.
    g.run(&["export", "--format", "csv", "--output", "no/such/x.csv"])
        .code(2)
        .says("no/such: no such folder");
    g.run(&["export", "--format", "csv", "--output", "no/such/"])
        .code(2)
        .says("no/such/: a folder's name, not a file's");
    // Twist: the space's choices with the question.
    let t = Game::new(&["--edition", "twist", "--players", "Ann,Bob"]);
    t.hand(&["--out", "Ann"]).code(0);
    t.hand(&["--out", "Ann"]).code(0);
    let r = t.run_stdin(&["play", "--plain"], "new hand\nann\nnone\n");
    assert!(
        r.stdout.contains("Bob's phase (2 or 3, or twist N)"),
        "{}",
        r.stdout
    );
}

/// Item 15: a newcomer's start: `phase10` alone points at `play` and `new`; `--help`
/// says where to start; `export`'s line names BG Stats; `--version` names the commit
/// (in a checkout); `play` with no game yet starts one (asked at the terminal, so a
/// script without one is told to give flags).
#[test]
fn a_newcomers_start() {
    let env = Env::new();
    env.run(&[]).code(2).says("phase10 play starts the evening");
    let help = env.run(&["--help"]).code(0).stdout;
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(help.contains("Start here: phase10 play"), "{help}");
    assert!(help.contains("the play for BG Stats"), "{help}");
    let version = env.run(&["--version"]).code(0).stdout;
    assert!(version.starts_with("phase10 0."), "{version}");
    if std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(".git")
        .exists()
    {
        assert!(version.contains(" ("), "the commit: {version}");
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for f in ["LICENSE-MIT", "LICENSE-APACHE"] {
        assert!(root.join(f).is_file(), "{f}");
    }
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let first: String = readme.lines().take(40).collect::<Vec<_>>().join("\n");
    assert!(first.contains("## The evening"), "{first}");
    assert!(first.contains("cargo install --locked --path . && phase10 play"));
}

/// Item 15: `phase10 play` with no game yet starts the first one at the terminal and
/// opens the screen on it (in a pseudo-terminal).
#[test]
fn play_with_no_game_starts_the_first() {
    use std::time::Duration;
    let env = Env::new();
    let mut s = crate::screen::Screen::start(&env, "play");
    s.wait_for("Edition", Duration::from_secs(10));
    s.session.send("\r").unwrap();
    s.session.flush().unwrap();
    s.wait_for("Players in seating order", Duration::from_secs(5));
    s.line("Ann,Bob");
    s.wait_for("Who deals first", Duration::from_secs(5));
    s.session.send("\r").unwrap();
    s.session.flush().unwrap();
    s.wait_for("Variation", Duration::from_secs(5));
    s.session.send("\r").unwrap();
    s.session.flush().unwrap();
    // The house rules asked too: the table ticks runs that wrap.
    s.wait_for("House rules", Duration::from_secs(5));
    s.session.send("\x1b[B\x1b[B ").unwrap();
    s.session.flush().unwrap();
    std::thread::sleep(Duration::from_millis(50));
    s.session.send("\r").unwrap();
    s.session.flush().unwrap();
    s.wait_for("? shows the words", Duration::from_secs(10));
    s.line("ann lay 7 7 7 + 9 9 9");
    s.wait_for("Ann laid phase 1", Duration::from_secs(5));
    s.line("q");
    s.session.exp_eof().unwrap();
    let sessions = env.run(&["sessions", "--json"]).code(0).json();
    assert_eq!(
        sessions["sessions"].as_array().unwrap().len(),
        1,
        "{sessions}"
    );
    let status = env.run(&["status", "--json"]).code(0).json();
    assert_eq!(status["house_rules"][0]["key"], "runs_wrap", "{status}");
}

/// Item 15: `play --plain` with no game yet starts the first one too, line by line
/// (each choice numbered, a wrong answer said and asked again), house rules included,
/// then goes on to the table's words.
#[test]
fn plain_play_with_no_game_starts_the_first() {
    let env = Env::new();
    let r = env.run_stdin(
        &["play", "--plain"],
        "twist\nAnn\nAnn,Bob,Cy\n2\nnatural, 5\nann lay 7 7 7 + 9 9 9\nq\n",
    );
    let out = r.code(0).stdout;
    for said in [
        "No game yet: the first one starts here.",
        "  3 twist",
        "no: twist takes 2 to 6 players",
        "Who deals first? [Ann]",
        "  5 cards left count their face value in a tiebreak (twist_tiebreak)",
        "new twist session",
        "Ann laid phase 1",
    ] {
        assert!(out.contains(said), "{said:?} in:\n{out}");
    }
    let status = env.run(&["status", "--json"]).code(0).json();
    assert_eq!(status["edition"], "twist");
    assert_eq!(status["dealer"], "Bob");
    let keys: Vec<&str> = status["house_rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["key"].as_str().unwrap())
        .collect();
    assert_eq!(keys, ["natural", "twist_tiebreak"], "{status}");
    // q leaves the questions; an answer not UTF-8 is said and asked again.
    let env2 = Env::new();
    env2.run_stdin(&["play", "--plain"], "q\n")
        .code(2)
        .says("cancelled (q); nothing was written");
    let out = env2
        .cmd()
        .args(["play", "--plain"])
        .write_stdin(b"1\nAnn,\xff\xfeBob\nAnn,Bob\n\n\n\nq\n".to_vec())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("no: the answer is not UTF-8 text: type it again"),
        "{said}"
    );
    assert_eq!(out.status.code(), Some(0), "{said}");
    // Its input ended before the game was said: nothing is written, exit 2.
    let env = Env::new();
    let r = env.run_stdin(&["play", "--plain"], "classic\n");
    r.code(2)
        .says("cancelled (the input ended); nothing was written");
    env.run(&["status"]).code(2);
}

/// Item 10: the rest of the display: a hint names a group as the table types it; the
/// last card hit is going out (the hand's end follows, no `out` said); `edit N` opens
/// on who went out; one guest is spelled one way in stats, whatever the edition.
#[test]
fn the_display_as_a_table_reads_it() {
    let g = Game::new(&["--players", "Alexandria Montgomery,Bob"]);
    g.run(&["lay", "Alexandria", "7 7 7 + 7 7 7"]).code(0);
    // 7 fits both of her groups: which one is asked by the name the table types.
    let r = g.run(&["hit", "Alexandria", "7", "--on", "Alexandria"]);
    let said = format!("{}{}", r.stdout, r.stderr);
    assert!(said.contains("Alexandria.1"), "{said}");
    assert!(!said.contains("Alexandria Montgomery.1"), "{said}");
    // The last card hit: the hand's end follows at once.
    let g = Game::new(&["--players", "Ann,Bob"]);
    let r = g.run_stdin(
        &["play", "--plain"],
        "ann lay 7 7 7 + 9 9 9\nann hit 7 W on ann.1\nann hit 9 9 on ann.2\n50\ny\n",
    );
    assert!(r.stdout.contains("hand 1 recorded"), "{}", r.stdout);
    assert!(!r.stdout.contains("> out"), "{}", r.stdout);
    // edit N opens on who went out.
    let r = g.run_stdin(&["play", "--plain"], "edit 1\n");
    let after = r
        .stdout
        .split("hand 1 re-entered")
        .nth(1)
        .unwrap_or_default();
    let first_question = after
        .lines()
        .find(|l| l.contains(": ") && !l.starts_with(' '));
    assert!(
        first_question.is_some_and(|q| q.starts_with("who went out")),
        "{}",
        r.stdout
    );
    // One guest, one spelling.
    let env = Env::new();
    for (edition, zoe, name) in [
        ("classic", "Zoë", "a"),
        ("flip", "zoe", "b"),
        ("flip", "zoe", "c"),
    ] {
        env.run(&[
            "new",
            "--edition",
            edition,
            "--players",
            &format!("{zoe},Ann"),
            "--phases",
            "1",
            "--name",
            name,
        ])
        .code(0);
        env.run(&["hand", "--out", "Ann", "--points", &format!("{zoe}=50")])
            .code(0);
    }
    let stats = env.run(&["stats"]).code(0).stdout;
    assert!(
        stats.contains("zoe (classic)") && stats.contains("zoe (flip)"),
        "{stats}"
    );
    assert!(!stats.contains("Zoë"), "{stats}");
}

/// Item 10: the screen's Twist board says what its brackets are, and the phase
/// reminder names both phases beside a Twist space.
#[test]
fn the_twist_board_has_a_legend_and_a_twist_space_its_phases() {
    use std::time::Duration;
    let env = Env::new();
    env.run(&[
        "new",
        "--edition",
        "twist",
        "--players",
        "Ann,Bob",
        "--name",
        "tw",
    ])
    .code(0);
    env.run(&["hand", "--out", "Ann"]).code(0);
    env.run(&["hand", "--out", "Ann"]).code(0);
    let mut s = crate::screen::Screen::start(&env, "watch");
    s.wait_for("[#] seat", Duration::from_secs(10));
    // Bob is on the Twist space between 2 and 3 (Ann on 3: phase 3 is hers too).
    s.wait_for("phase 2: ", Duration::from_secs(5));
    s.wait_for("phase 3: ", Duration::from_secs(5));
    s.quit();
}

/// Item 7: Masters' save pile said as the hand is played (`maya save R7`, `maya draw
/// R7`): refereed at once (one card a hand; only what the pile holds), never shown,
/// and the hand's end asks nothing of the piles.
#[test]
fn masters_piles_said_live_leave_nothing_to_ask() {
    let g = Game::new(&["--edition", "masters", "--players", "Maya,Bo"]);
    let r = g.run_stdin(
        &["play", "--plain"],
        "maya save R7\nmaya save B3\nmaya draw G5\nmaya lay phase 1 7 7 7 + 8 8 8\nout maya\ny\n1\n50\ny\n",
    );
    let text = &r.stdout;
    assert!(text.contains("Maya saved a card"), "{text}");
    assert!(
        text.contains("no:"),
        "a second card saved is refused: {text}"
    );
    assert!(text.contains("Maya has no G5"), "{text}");
    assert!(!text.contains("saved:"), "asked again at the end: {text}");
    assert!(!text.contains("drew back:"), "{text}");
    assert!(text.contains("hand 1 recorded"), "{text}");
    let s = g.run(&["status", "--json", "--show-saved"]).code(0).json();
    assert_eq!(s["players"][0]["saved"], serde_json::json!(["R7"]), "{s}");
    // The next hand: drawn back as it is played.
    let r = g.run_stdin(
        &["play", "--plain"],
        "maya draw R7\nmaya lay phase 2 7 7 7 + 1 2 3 4\nout maya\ny\n2\n50\ny\n",
    );
    assert!(r.stdout.contains("Maya drew back 1 card"), "{}", r.stdout);
    assert!(r.stdout.contains("hand 2 recorded"), "{}", r.stdout);
    let s = g.run(&["status", "--json", "--show-saved"]).code(0).json();
    assert_eq!(s["players"][0]["saved"], serde_json::json!([]), "{s}");
}
