//! The views at the table: 80 columns with six long names, the chart of the game.

use crate::common::Env;
use crate::sessions::Game;

const SIX: &str = "Alexandrina Montgomery,Bartholomew Fitzgerald,Cyrillus Papadopoulos,Dorothea Vanderbilt,Eustace Kowalczykowski,Florentyna Abernathy";

fn first_words() -> Vec<&'static str> {
    SIX.split(',')
        .map(|n| n.split(' ').next().unwrap())
        .collect()
}

/// A view as a pipe sees it, with no COLUMNS: 80 columns.
fn view(g: &Game, args: &[&str]) -> String {
    let mut full: Vec<&str> = args.to_vec();
    full.extend_from_slice(&["--file", g.file.to_str().unwrap()]);
    let out = g
        .env
        .cmd()
        .env_remove("COLUMNS")
        .args(&full)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Every line within 80 columns, and no name cut mid-word across lines: each name
/// shows whole, or as its start with "…".
#[track_caller]
fn fits_80(what: &str, text: &str) {
    for line in text.lines() {
        assert!(
            line.chars().count() <= 80,
            "{what}: a line of {} columns:\n{line}\n{text}",
            line.chars().count()
        );
    }
    for word in first_words() {
        let start: String = word.chars().take(5).collect();
        assert!(
            text.contains(word) || text.contains(start.as_str()) && text.contains('…'),
            "{what}: {word} is split:\n{text}"
        );
    }
}

#[test]
fn six_long_names_fit_80_columns_in_every_view() {
    let g = Game::new(&["--players", SIX]);
    let names: Vec<&str> = SIX.split(',').collect();
    for i in 0..7 {
        let out = names[i % 6];
        let mut args = vec!["--out".to_string(), out.to_string()];
        for n in names.iter().filter(|n| **n != out) {
            args.push("--points".into());
            // Five hands of ten cards share eight Wilds: totals a deck can make together.
            args.push(format!("{n}={}", 50 + 5 * ((i * 7 + n.len()) % 8)));
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        g.hand(&args).code(0);
    }
    for view in [&["status"][..], &["history"], &["history", "--chart"]] {
        fits_80(&view.join(" "), &self::view(&g, view));
        // In ASCII too (a cut name's … is one character there as well).
        let mut full: Vec<&str> = view.to_vec();
        full.extend_from_slice(&["--file", g.file.to_str().unwrap()]);
        let out = g
            .env
            .cmd()
            .env_remove("COLUMNS")
            .env("PHASE10_TABLE", "ascii")
            .args(&full)
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("+--"), "{text}");
        fits_80(&format!("{} (ascii)", view.join(" ")), &text);
    }
    // The pad folds: who dealt and who went out under the hand number; the short
    // names are spelled out under it.
    let pad = view(&g, &["history"]);
    assert!(
        pad.contains("deals") && pad.contains("Bartholomew Fitzgerald"),
        "{pad}"
    );
    // sessions lists the names folded at spaces.
    let list = String::from_utf8(
        g.env
            .cmd()
            .env_remove("COLUMNS")
            .arg("sessions")
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    for line in list.lines() {
        assert!(line.chars().count() <= 80, "{list}");
    }
    // Twist: the board and its legend.
    let t = Game::new(&["--edition", "twist", "--players", SIX]);
    t.hand(&["--out", names[2], "--made", names[0]]).code(0);
    t.hand(&[
        "--out",
        names[3],
        "--made",
        names[0],
        "--choose",
        &format!("{}=3", names[0]),
    ])
    .code(0);
    for view in [&["status"][..], &["history"], &["history", "--chart"]] {
        fits_80(&format!("twist {}", view.join(" ")), &self::view(&t, view));
    }
}

#[test]
fn the_chart_draws_each_running_total_hand_by_hand() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    // Ann goes out every hand; Bob 50 a hand, Cy 100: their lines climb apart.
    for _ in 0..4 {
        g.hand(&["--out", "Ann", "--points", "Bob=50", "--points", "Cy=100"])
            .code(0);
    }
    let chart = view(&g, &["history", "--chart"]);
    let lines: Vec<&str> = chart.lines().collect();
    assert!(
        lines[0].starts_with("Running totals after each hand"),
        "{chart}"
    );
    // The top row is Cy's 400, Bob's 200 halfway, Ann on 0 at the bottom all along.
    assert!(
        lines[1].starts_with("400 |") && lines[1].ends_with('3'),
        "{chart}"
    );
    let row = |mark: char| {
        lines
            .iter()
            .rposition(|l| l.contains(" |") && l[5..].contains(mark))
    };
    let zero = lines.iter().position(|l| l.starts_with("  0 |")).unwrap();
    assert_eq!(row('1'), Some(zero), "Ann stays on 0:\n{chart}");
    assert_eq!(lines[zero].matches('1').count(), 4, "{chart}");
    let bob = lines.iter().position(|l| l.starts_with("200 |")).unwrap();
    assert!(
        lines[bob].ends_with('2'),
        "Bob reaches 200 in hand 4:\n{chart}"
    );
    assert!(chart.contains("1 Ann   2 Bob   3 Cy"), "{chart}");
    assert!(chart.ends_with("Next: hand 5, Bob deals.\n"), "{chart}");
    // No hands: says so.
    let empty = Game::new(&["--players", "Ann,Bob"]);
    let text = empty.run(&["history", "--chart"]).code(0).stdout;
    assert!(text.starts_with("No hands yet"), "{text}");
}

#[test]
fn colour_follows_the_flag_the_variable_and_the_pipe() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let run = |envs: &[(&str, &str)], args: &[&str]| -> String {
        let mut c = g.env.cmd();
        c.env_remove("NO_COLOR");
        for (k, v) in envs {
            c.env(k, v);
        }
        let out = c.args(args).output().unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let claim = [
        "check", "--phase", "2", "7", "7", "7", "R3", "R4", "W", "R6",
    ];
    // A pipe: no colour.
    assert!(!run(&[], &claim).contains('\x1b'));
    let always = run(&[], &[&claim[..], &["--color", "always"]].concat());
    assert!(
        always.starts_with("\x1b[1m\x1b[32mvalid\x1b[0m: "),
        "{always:?}"
    );
    assert!(
        always.contains("\x1b[31mR3\x1b[0m \x1b[31mR4\x1b[0m \x1b[1m\x1b[35mW=5\x1b[0m"),
        "{always:?}"
    );
    assert_eq!(run(&[("PHASE10_COLOR", "always")], &claim), always);
    // The conventions every colouring tool follows (anstream): CLICOLOR_FORCE paints a
    // pipe, NO_COLOR wins over it, CLICOLOR=0 turns colour off.
    assert_eq!(run(&[("CLICOLOR_FORCE", "1")], &claim), always);
    assert!(!run(&[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")], &claim).contains('\x1b'));
    // The flag wins over the variable and over NO_COLOR.
    assert!(
        !run(
            &[("PHASE10_COLOR", "always")],
            &[&claim[..], &["--color", "never"]].concat()
        )
        .contains('\x1b')
    );
    assert_eq!(
        run(
            &[("NO_COLOR", "1")],
            &[&claim[..], &["--color", "always"]].concat()
        ),
        always
    );
    // Not valid in red; JSON never coloured.
    let refused = run(
        &[],
        &[
            "check", "--phase", "1", "7", "7", "9", "9", "--color", "always",
        ],
    );
    assert!(
        refused.starts_with("\x1b[1m\x1b[31mnot valid\x1b[0m: "),
        "{refused:?}"
    );
    let json = run(
        &[],
        &[&claim[..], &["--color", "always", "--json"]].concat(),
    );
    assert!(
        !json.contains('\x1b') && json.contains("\"valid\": true"),
        "{json}"
    );
    // The winner and the leader stand out.
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    let file = g.file.to_str().unwrap();
    let status = run(&[], &["status", "--file", file, "--color", "always"]);
    assert!(status.contains("\x1b[1m leader \x1b[0m"), "{status}");
    // A bad value is one line, exit 2.
    g.run(&["status", "--color", "sometimes"])
        .code(2)
        .says("--color");
}

#[test]
fn tables_are_ascii_where_the_terminal_draws_no_lines() {
    let env = crate::common::Env::new();
    let phases = |envs: &[(&str, &str)]| -> String {
        let mut c = env.cmd();
        c.env_remove("PHASE10_TABLE");
        for (k, v) in envs {
            c.env(k, v);
        }
        String::from_utf8(c.arg("phases").output().unwrap().stdout).unwrap()
    };
    let boxed = phases(&[("LANG", "en_US.UTF-8")]);
    assert!(boxed.contains('┌'), "{boxed}");
    for envs in [
        &[("LANG", "C")][..],
        &[("LANG", "en_US.UTF-8"), ("LC_ALL", "POSIX")],
        &[("LANG", "en_US.UTF-8"), ("TERM", "vt100")],
        &[("LANG", "en_US.UTF-8"), ("PHASE10_TABLE", "ascii")],
    ] {
        let text = phases(envs);
        assert!(text.is_ascii() || !text.contains('┌'), "{envs:?}: {text}");
        assert!(text.contains("+----+"), "{envs:?}: {text}");
    }
    assert!(phases(&[("LANG", "C"), ("PHASE10_TABLE", "utf8")]).contains('┌'));
}

#[test]
fn edit_changes_only_what_is_given() {
    let g = Game::new(&["--players", "Ann,Bob,Cy,Dee"]);
    g.hand(&[
        "--out", "Ann", "--points", "Bob=50", "--points", "Cy=60", "--points", "Dee=70",
    ])
    .code(0);
    g.hand(&[
        "--out", "Bob", "--made", "Cy", "--points", "Ann=55", "--left", "Cy=W", "--points",
        "Dee=65",
    ])
    .code(0);
    g.hand(&[
        "--out",
        "Ann",
        "--made",
        "Bob",
        "--left",
        "Dee=R1 R2 R3 R4 R5 R6 R7 R8 R9 R10",
        "--points",
        "Cy=75",
        "--left",
        "Bob=W S",
    ])
    .code(0);
    let before = g.status();
    g.run(&["edit", "3", "--left", "Dee=R7 R7 B7 B7 G7 G7 Y7 Y7 W W"])
        .code(0);
    let after = g.status();
    // Dee's cards changed hand 3; everyone else, and who went out and made it, did not.
    assert_eq!(after["players"][3]["score"], 70 + 65 + 8 * 5 + 50);
    for seat in 0..3 {
        assert_eq!(
            after["players"][seat]["score"],
            before["players"][seat]["score"]
        );
        assert_eq!(
            after["players"][seat]["completed"],
            before["players"][seat]["completed"]
        );
    }
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(text.contains("Bob = \"W S\""), "{text}");
    // Points where cards were: the cards give way.
    g.run(&["edit", "3", "--points", "Dee=60"]).code(0);
    assert_eq!(g.status()["players"][3]["score"], 70 + 65 + 60);
    // A new player out holds nothing; the one who was out now needs a score.
    g.run(&["edit", "3", "--out", "Bob"])
        .code(2)
        .says("no score for Ann");
    g.run(&["edit", "3", "--out", "Bob", "--points", "Ann=50"])
        .code(0);
    let s = g.status();
    assert_eq!(
        s["players"][1]["score"], 50,
        "Bob: 50 in hand 1, out in hands 2 and 3"
    );
    // No flags and no terminal: says what to give.
    g.run(&["edit", "3"]).code(2).says("give what changed");
}

#[test]
fn a_hand_typed_twice_is_recorded_with_a_warning() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let hand = ["--out", "Ann", "--points", "Bob=50"];
    g.hand(&hand).code(0);
    let r = g.hand(&hand);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stderr,
        "phase10: warning: hand 2 is the same as hand 1; recorded anyway (phase10 undo takes it back)\n"
    );
    assert_eq!(g.status()["hands"], 2);
    g.run(&["undo"]).code(0);
    assert_eq!(g.status()["hands"], 1);
}

/// Every view at 60, 80 and 120 columns with six long names: no line wider than the
/// terminal, no word broken inside (a name or a header cut in two), whatever is shortened
/// marked with "…".
#[test]
fn every_view_fits_60_80_and_120_columns_with_six_long_names() {
    let env = Env::new();
    let names: Vec<&str> = SIX.split(',').collect();
    let mut words: Vec<&str> = SIX.split([',', ' ']).collect();
    words.extend(["edition", "fastest", "created", "completed"]);
    let broken = |text: &str| -> Option<String> {
        text.split(|c: char| c.is_whitespace() || "┆│┃║|,():;+".contains(c))
            .filter(|t| t.chars().count() >= 2 && !t.ends_with('…'))
            .find(|t| {
                !words.contains(t) && words.iter().any(|w| w.len() > t.len() && w.starts_with(*t))
            })
            .map(str::to_string)
    };
    let check = |args: &[&str]| {
        for width in [60, 80, 120] {
            let out = env
                .cmd()
                .env("COLUMNS", width.to_string())
                .args(args)
                .output()
                .unwrap();
            let text = String::from_utf8(out.stdout).unwrap();
            let what = format!("{} at {width}", args.join(" "));
            assert_eq!(out.status.code(), Some(0), "{what}: {text}");
            for line in text.lines() {
                assert!(
                    line.chars().count() <= width,
                    "{what}: a line of {} columns:\n{text}",
                    line.chars().count()
                );
            }
            assert_eq!(broken(&text), None, "{what}: a word broken:\n{text}");
        }
    };
    // A game played to its end (the first to two phases wins).
    env.run(&[
        "new",
        "--players",
        SIX,
        "--phases",
        "2",
        "--name",
        "finished-early",
    ])
    .code(0);
    for i in 0..2 {
        let mut args = vec!["hand".to_string(), "--out".into(), names[0].to_string()];
        for n in &names[1..] {
            args.push("--points".into());
            args.push(format!("{n}={}", 50 + 5 * i));
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        env.run(&args).code(0);
    }
    for view in [
        &["status"][..],
        &["history"],
        &["history", "--chart"],
        &["stats"],
    ] {
        check(view);
    }
    // A game in play, a hand being played live, under a long session name.
    env.run(&[
        "new",
        "--players",
        SIX,
        "--name",
        "friday-night-at-annabelles",
    ])
    .code(0);
    env.run(&["lay", names[1], "7 7 7 + 9 9 9"]).code(0);
    env.run(&["lay", names[4], "3 3 3 + 5 5 5"]).code(0);
    for view in [&["status"][..], &["table"], &["sessions"]] {
        check(view);
    }
}

/// A long game through many regulars (sixteen players, six at a time): the pad too
/// wide even folded goes on sheets of as many players as fit, each name whole, each
/// sheet the hands its players played.
#[test]
fn a_pad_of_sixteen_players_goes_on_sheets_that_fit() {
    let mut seated: Vec<String> = (1..=6).map(|i| format!("Player{i:02}")).collect();
    let g = Game::new(&["--players", &seated.join(",")]);
    let mut next = 7;
    for hand in 0..30 {
        let k = hand % 6;
        // Every fifth hand the one out gets up for a newcomer.
        if hand % 5 == 4 && next <= 16 {
            g.run(&["players", "remove", &seated[k]]).code(0);
            seated[k] = format!("Player{next:02}");
            next += 1;
            g.run(&["players", "add", &seated[k]]).code(0);
        }
        let mut args = vec!["--out".to_string(), seated[k].clone()];
        for (i, p) in seated.iter().enumerate().filter(|&(i, _)| i != k) {
            args.push("--points".into());
            args.push(format!("{p}={}", 50 + 10 * ((i + hand) % 2)));
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        g.hand(&args).code(0);
    }
    let pad = view(&g, &["history"]);
    for line in pad.lines() {
        assert!(
            line.chars().count() <= 80,
            "a line of {}:\n{pad}",
            line.chars().count()
        );
    }
    let sheets = pad.matches("╞").count();
    assert!(sheets >= 2, "{pad}");
    // Each of the twelve who played heads one sheet, and is spelled out under them.
    let headers: String = pad.lines().filter(|l| l.starts_with("│ #")).collect();
    for i in 1..=12 {
        let short = format!("P·{i} ");
        assert_eq!(headers.matches(&short).count(), 1, "{short}:\n{pad}");
        assert!(pad.contains(&format!("{short}= Player{i:02}")), "{pad}");
    }
    // Player01 played hands 1 to 5 only: the sheet with them starts at hand 1, and
    // the last sheet (the newest players) does not.
    let last = pad.rsplit("┌").next().unwrap();
    assert!(!last.contains("│ 1  "), "{last}");
    assert!(pad.contains("│ 30 "), "{pad}");
}
