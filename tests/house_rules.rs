//! The table's own rules: each house rule both ways (the rule as printed, and the
//! house rule), through lay, hit, check, find, hand and status; kept in the session
//! file as a plain key, read back with the file and line of a mistake, and kept by the
//! regulars' tables.

use crate::common::{Env, Game};
use crate::edges::words;

/// `--go-out discard`: no one puts down all 11; a lay or a hit that would is refused
/// (the file unchanged), check says so, find keeps a card to discard; putting down 10
/// and discarding the last is the out. The printed rule takes all 11.
#[test]
fn going_out_by_a_discard_both_ways() {
    for discard in [false, true] {
        let mut args = vec!["--players", "Ann,Bob"];
        if discard {
            args.extend(["--go-out", "discard"]);
        }
        let g = Game::new(&args);
        let text = std::fs::read_to_string(&g.file).unwrap();
        assert_eq!(text.contains("go_out = \"discard\""), discard, "{text}");
        let status = g.status();
        let rules = status["house_rules"].as_array().unwrap();
        assert_eq!(rules.len(), usize::from(discard), "{status}");
        if discard {
            assert_eq!(rules[0]["key"], "go_out");
            assert_eq!(rules[0]["value"], "discard");
            g.run(&["status"])
                .code(0)
                .stdout_has("House rules:")
                .stdout_has("going out is discarding the last card");
        }

        // A lay of all 11 cards.
        let eleven = "1 2 3 4 5 6 7 + 9 9 9 W";
        let check = g.run(&["check", "--phase", "2", eleven]);
        let find = g.run(&["find", "--phase", "4", "1 2 3 4 5 6 7 8 9 10 11"]);
        let lay = g.run(&["lay", "Ann", "7 7 7 7 7 + 9 9 9 9 W W"]);
        if discard {
            check.code(1);
            assert!(
                words(&g.run(&["check", "--phase", "2", eleven]).stdout)
                    .contains("11 cards put down keep none to discard"),
            );
            let f = find.code(0);
            assert!(
                words(&f.stdout).contains("left in hand: 1 (5 points) 1 kept to discard"),
                "{}",
                f.stdout
            );
            let j = g
                .run(&["find", "--phase", "4", "--json", "1 2 3 4 5 6 7 8 9 10 11"])
                .code(0)
                .json();
            assert_eq!(j["kept_to_discard"], "1");
            assert_eq!(j["left"], serde_json::json!(["1"]));
            let before = std::fs::read(&g.file).unwrap();
            let r = lay.code(1);
            assert!(
                words(&r.stdout).contains("one of them kept to discard"),
                "{}",
                r.stdout
            );
            assert_eq!(
                std::fs::read(&g.file).unwrap(),
                before,
                "a refusal changes nothing"
            );
        } else {
            check.code(0);
            let f = find.code(0);
            assert!(
                words(&f.stdout).contains("left in hand: nothing"),
                "{}",
                f.stdout
            );
            lay.code(0);
            // All 11 down: Ann is out, the hand's end asks no more of her.
            g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
            continue;
        }

        // Six down, then hits: 5 more (all 11) is refused, 4 more (10, the last card
        // discarded) is the out.
        g.run(&["lay", "Ann", "7 7 7 + 8 8 8"]).code(0);
        let before = std::fs::read(&g.file).unwrap();
        let r = g
            .run(&["hit", "Ann", "7 7 W W 12", "--on", "Ann.1"])
            .code(1);
        assert!(
            words(&r.stdout).contains(
                "put down 6 cards and holds 5 cards with the card drawn, and keeps one to discard"
            ),
            "{}",
            r.stdout
        );
        assert_eq!(std::fs::read(&g.file).unwrap(), before);
        g.run(&["hit", "Ann", "7 7 W W", "--on", "Ann.1"]).code(0);
        g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
        assert_eq!(g.status()["players"][1]["score"], 50);
    }
}

/// `--twist-pass any`: a Twist card's +4 from the Twist space before Phase 9 carries the
/// pawn past Phase 10 and finishes the board; the printed rule stops it on Phase 10.
#[test]
fn a_twist_move_past_phase_10_both_ways() {
    for any in [false, true] {
        let mut args = vec!["--edition", "twist", "--players", "Ann,Bob"];
        if any {
            args.extend(["--twist-pass", "any"]);
        }
        let g = Game::new(&args);
        let text = std::fs::read_to_string(&g.file).unwrap();
        assert_eq!(text.contains("twist_pass = \"any\""), any, "{text}");
        g.hand(&["--out", "Ann"]).code(0);
        g.hand(&["--out", "Ann"]).code(0);
        g.hand(&["--out", "Ann", "--choose", "Bob=2"]).code(0);
        g.hand(&["--out", "Bob", "--made", "Ann"]).code(0);
        // Ann on the Twist space between 8 and 9 makes a Twist card: +4.
        let r = g
            .hand(&["--out", "Bob", "--made", "Ann", "--twist-card", "Ann=1"])
            .code(0);
        let status = g.status();
        if any {
            assert!(
                r.stdout
                    .contains("Ann: made it, Twist card 1, now on past 10"),
                "{}",
                r.stdout
            );
            assert_eq!(status["winner"], "Ann", "{status}");
            assert_eq!(status["house_rules"][0]["key"], "twist_pass");
        } else {
            assert!(
                r.stdout.contains("Ann: made it, Twist card 1, now on 10"),
                "{}",
                r.stdout
            );
            assert!(status["winner"].is_null(), "{status}");
        }
    }
    // A twist rule at another edition's table is refused, at new and in the file.
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--twist-pass", "any"])
        .code(2)
        .says("--twist-pass: a twist house rule");
    let g = Game::new(&["--players", "Ann,Bob"]);
    let text = std::fs::read_to_string(&g.file).unwrap();
    std::fs::write(
        &g.file,
        text.replace("players =", "twist_pass = \"any\"\nplayers ="),
    )
    .unwrap();
    let r = g.run(&["status"]).code(2);
    assert!(
        r.stderr.contains("twist_pass is a twist house rule"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains(".toml:"), "{}", r.stderr);
}

/// A house rule the file gets wrong is said with its line; the regulars' tables keep
/// the house rules and a new game from the table starts with them.
#[test]
fn house_rules_are_read_back_and_kept_by_the_tables() {
    let g = Game::new(&["--players", "Ann,Bob", "--go-out", "discard"]);
    read_back_and_kept(
        &g,
        ("go_out = \"discard\"", "go_out = \"sometimes\""),
        "sometimes",
        "friday",
        "go out by a discard",
        "--go-out=any",
    );
}

/// `phase10 rules`: the session's rules card within 80 columns: edition, goal, house
/// rules in words with their keys, the phases, and the table's reminders.
#[test]
fn the_rules_card_says_the_tables_rules() {
    let env = Env::new();
    // No session: the classic card as printed.
    let r = env.run(&["rules"]).code(0);
    assert!(r.stdout.starts_with("classic rules\n"), "{}", r.stdout);
    assert!(
        r.stdout.contains("none: the rules as printed"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains(" 10  1 set of 5 + 1 set of 3"),
        "{}",
        r.stdout
    );
    assert!(words(&r.stdout).contains("at most one Skip against each player per round"));
    // A session's own: its house rules, its variation's phases.
    let g = Game::new(&[
        "--players",
        "Ann,Bob",
        "--even-phases",
        "--go-out",
        "discard",
        "--natural",
        "group",
    ]);
    let r = g.run(&["rules"]).code(0);
    assert!(
        r.stdout.starts_with("classic rules · Ann, Bob\n"),
        "{}",
        r.stdout
    );
    let said = words(&r.stdout);
    assert!(
        said.contains("go_out = \"discard\": going out is discarding the last card"),
        "{said}"
    );
    assert!(
        said.contains("natural = \"group\": each group needs a natural card"),
        "{said}"
    );
    assert!(said.contains("the even phases only"), "{said}");
    assert!(
        !r.stdout.contains("  1  2 sets of 3"),
        "only the even phases: {}",
        r.stdout
    );
    for line in r.stdout.lines() {
        assert!(line.chars().count() <= 80, "{line}");
    }
    let j = g.run(&["rules", "--json"]).code(0).json();
    assert_eq!(j["variation"], "even-phases");
    assert_eq!(j["phases"].as_array().unwrap().len(), 5);
    assert_eq!(j["house_rules"].as_array().unwrap().len(), 2);
    // --edition: that edition's card as printed, whatever the session plays.
    let r = g.run(&["rules", "--edition", "flip"]).code(0);
    assert!(r.stdout.starts_with("flip rules\n"), "{}", r.stdout);
    assert!(
        r.stdout.contains("a Flip card discarded turns the deck"),
        "{}",
        r.stdout
    );
    assert!(
        !r.stdout.contains("Skip"),
        "flip has no Skips: {}",
        r.stdout
    );
    assert!(
        r.stdout.contains("none: the rules as printed"),
        "{}",
        r.stdout
    );
    let r = env.run(&["rules", "--edition", "twist"]).code(0);
    assert!(r.stdout.contains("Twist phase cards:") && r.stdout.contains("Board: 1 2 T 3"));
    let r = env.run(&["rules", "--edition", "masters"]).code(0);
    assert!(words(&r.stdout).contains("save a card instead of discarding it"));
}

/// `--phase-list`: the table's own phases, in order, kept in the file as a list; each
/// phrase checked at `new` (a bad one named), the game won by making the last; lay,
/// check and phases read the list; the named lists; the tables keep it.
#[test]
fn the_tables_own_phases() {
    let g = Game::new(&[
        "--players",
        "Ann,Bob",
        "--phase-list",
        "1 set of 3; 1 run of 5",
    ]);
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(
        text.contains("phase_list = [\"1 set of 3\", \"1 run of 5\"]"),
        "{text}"
    );
    let r = g.run(&["phases"]).code(0);
    assert!(r.stdout.contains("this table's own phases") && r.stdout.contains("1 run of 5"));
    assert_eq!(
        g.run(&["phases", "--json"]).code(0).json()["phases"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    // Its phase 2, not the edition's (1 set of 3 + 1 run of 4).
    g.run(&["check", "--phase", "2", "3 4 5 6 7"]).code(0);
    g.run(&["check", "--phase", "3", "3 4 5 6 7"])
        .code(2)
        .says("own list has phases 1 to 2");
    // Laid as played: a set of 3 is phase 1 here (classic's is 2 sets of 3).
    g.run(&["lay", "Ann", "7 7 7"]).code(0);
    g.run(&["hit", "Ann", "7 7 7 W W W W", "--on", "Ann.1"])
        .code(0);
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    assert_eq!(g.status()["players"][0]["phase"], 2);
    g.run(&["lay", "Ann", "7 7 7"])
        .code(1)
        .stdout_has("not phase 2 (1 run of 5)");
    g.run(&["lay", "Ann", "1 2 3 4 5"]).code(0);
    g.run(&["hit", "Ann", "6 7 8 9 10 W", "--on", "Ann.1"])
        .code(0);
    let r = g.hand(&["--out", "Ann", "--points", "Bob=55"]).code(0);
    assert!(r.stdout.contains("Winner: Ann"), "{}", r.stdout);
    // Refused at new, naming what is wrong.
    let env = Env::new();
    env.run(&[
        "new",
        "--players",
        "Ann,Bob",
        "--phase-list",
        "1 set of 3; 1 runn of 5",
    ])
    .code(2)
    .says("--phase-list: phase 2: ");
    env.run(&["new", "--players", "Ann,Bob", "--phase-list", ""])
        .code(2)
        .says("--phase-list: give 1 to 20 phases");
    let many = vec!["2 sets of 3"; 21].join("; ");
    env.run(&["new", "--players", "Ann,Bob", "--phase-list", &many])
        .code(2)
        .says("21 phases: a list holds 20 at most");
    env.run(&[
        "new",
        "--edition",
        "masters",
        "--players",
        "Ann,Bob",
        "--phase-list",
        "even",
    ])
    .code(2)
    .says("a list of phases goes with classic or flip");
    env.run(&[
        "new",
        "--players",
        "Ann,Bob",
        "--phase-list",
        "1 run of 11",
        "--go-out",
        "discard",
    ])
    .code(2)
    .says("needs 11 cards");
    // The named lists.
    for (name, count) in [
        ("even", 5),
        ("masters", 10),
        ("flip", 10),
        ("twist-cards", 10),
    ] {
        let g = Game::new(&["--players", "Ann,Bob", "--phase-list", name]);
        let j = g.run(&["rules", "--json"]).code(0).json();
        assert_eq!(j["phases"].as_array().unwrap().len(), count, "{name}");
    }
    // A phrase broken by hand in the file: said with its line, by every command.
    let text = std::fs::read_to_string(&g.file).unwrap();
    std::fs::write(&g.file, text.replace("\"1 run of 5\"", "\"1 runn of 5\"")).unwrap();
    for args in [
        &["status"][..],
        &["phases"],
        &["check", "--phase", "1", "7 7 7"],
    ] {
        let r = g.run(args).code(2);
        assert!(
            r.stderr.contains("game.toml:") && r.stderr.contains("phase_list"),
            "{args:?}: {}",
            r.stderr
        );
    }
    std::fs::write(&g.file, text).unwrap();
    // The tables keep it; new --table starts with it.
    g.run(&["tables", "save", "quick"]).code(0);
    let config = std::fs::read_to_string(g.env.home().join("config.toml")).unwrap();
    assert!(
        config.contains("phase_list = [\"1 set of 3\", \"1 run of 5\"]"),
        "{config}"
    );
    g.env.run(&["tables"]).code(0).stdout_has("own phases (2)");
    g.env.run(&["new", "--table", "quick"]).code(0);
    let j = g.env.run(&["rules", "--json"]).code(0).json();
    assert_eq!(j["phases"][1]["phase"], "1 run of 5");
}

/// A hand recorded after the fact holds the same bound: a phase laid of 11 cards is no
/// out where the last card must be discarded (10 is), and is one by the printed rule.
#[test]
fn a_hand_recorded_whole_holds_the_discard_rule() {
    for discard in [false, true] {
        let mut args = vec!["--players", "Ann,Bob"];
        if discard {
            args.extend(["--go-out", "discard"]);
        }
        let g = Game::new(&args);
        let eleven = [
            "--out",
            "Ann",
            "--laid",
            "Ann=7 7 7 7 7 + 9 9 9 9 W W",
            "--points",
            "Bob=50",
        ];
        if discard {
            let before = std::fs::read(&g.file).unwrap();
            let r = g.hand(&eleven).code(1);
            assert!(r.stdout.contains("Ann laid 11 cards"), "{}", r.stdout);
            assert_eq!(std::fs::read(&g.file).unwrap(), before);
            g.hand(&[
                "--out",
                "Ann",
                "--laid",
                "Ann=7 7 7 7 7 + 9 9 9 9 W",
                "--points",
                "Bob=50",
            ])
            .code(0);
        } else {
            g.hand(&eleven).code(0);
        }
    }
}

/// From an adversarial review: the screen's check and find hold the discard rule as
/// the commands do; find of more cards than a turn holds is said so; a phase list
/// written empty is refused with its line; status --json carries the list; the rules
/// card stays within 80 columns with long phrases and names; an invisible mark in a
/// file's phrase is shown, in text and in JSON.
#[test]
fn the_house_rules_hold_at_every_face() {
    let g = Game::new(&["--players", "Ann,Bob", "--go-out", "discard"]);
    let r = g
        .run_stdin(
            &["play", "--plain"],
            "ann check 7 7 7 7 7 9 9 9 9 9 W\nfind 7 7 7 7 7 9 9 9 9 9 W\nq\n",
        )
        .code(0);
    let said = words(&r.stdout);
    assert!(
        said.contains("11 cards put down keep none to discard"),
        "{said}"
    );
    assert!(said.contains("left in hand: 7 (5 points)"), "{said}");
    g.run(&["find", "--phase", "1", "7 7 7 7 7 7 9 9 9 9 9 9"])
        .code(2)
        .says("12 cards: a hand holds 11 at most");

    let g = Game::new(&[
        "--players",
        "Alexandria Montgomery,Bartholomew Fitzgerald,Constantine Wellington",
        "--phase-list",
        "1 set of 2 + 1 run of 2 + 1 colour run of 2 + 2 cards of one colour + 1 set of 3; 1 set of 3",
    ]);
    assert_eq!(g.status()["phase_list"].as_array().unwrap().len(), 2);
    let r = g.run(&["rules"]).code(0);
    for line in r.stdout.lines() {
        assert!(line.chars().count() <= 80, "{line}");
    }
    let text = std::fs::read_to_string(&g.file).unwrap();
    let list = text.lines().find(|l| l.starts_with("phase_list")).unwrap();
    let line = text
        .lines()
        .position(|l| l.starts_with("phase_list"))
        .unwrap()
        + 1;
    std::fs::write(&g.file, text.replace(list, "phase_list = []")).unwrap();
    let r = g.run(&["status"]).code(2);
    assert!(
        r.stderr.contains(&format!("game.toml:{line}")) && r.stderr.contains("phase_list is empty"),
        "{}",
        r.stderr
    );
    std::fs::write(
        &g.file,
        text.replace(list, "phase_list = [\"1 set\u{200b} of 3\"]"),
    )
    .unwrap();
    let r = g.run(&["status"]).code(2);
    assert!(
        !r.stderr.contains('\u{200b}') && r.stderr.contains("\\u{200b}"),
        "{}",
        r.stderr
    );
    let r = g.run(&["status", "--json"]).code(2);
    assert!(
        !r.stdout.contains('\u{200b}') && r.stdout.contains("\\u200b"),
        "{}",
        r.stdout
    );
}

/// `--runs-wrap`: a run may go on from 12 to 1. Both ways through check, find, lay, hit
/// (live, and `--onto` outside a session) and a hand recorded whole; the key read back
/// with its line; the regulars' tables keep it.
#[test]
fn runs_that_wrap_both_ways() {
    for wrap in [false, true] {
        let mut args = vec![
            "--players",
            "Ann,Bob",
            "--phase-list",
            "1 set of 3 + 1 run of 4; 1 run of 7",
        ];
        if wrap {
            args.push("--runs-wrap");
        }
        let g = Game::new(&args);
        let text = std::fs::read_to_string(&g.file).unwrap();
        assert_eq!(text.contains("runs_wrap = true"), wrap, "{text}");
        let status = g.status();
        let rules = status["house_rules"].as_array().unwrap();
        assert_eq!(rules.len(), usize::from(wrap), "{status}");
        if wrap {
            assert_eq!(rules[0]["key"], "runs_wrap");
            g.run(&["status"])
                .code(0)
                .stdout_has("a run may go on from 12 to 1");
            assert!(
                words(&g.run(&["rules"]).code(0).stdout)
                    .contains("runs_wrap = true: a run may go on from 12 to 1")
            );
        }

        // check and find in the session.
        let r = g.run(&["check", "--phase", "2", "10 11 12 1 2 3 4"]);
        if wrap {
            r.code(0).stdout_has("run of 7 (10–4): 10 11 12 1 2 3 4");
        } else {
            r.code(1).stdout_has("runs stop at 12");
        }
        let r = g.run(&["find", "--phase", "1", "7 7 7 11 12 1 2 5 9"]);
        if wrap {
            let f = r.code(0);
            assert!(
                words(&f.stdout).contains("run of 4 (11–2): 11 12 1 2"),
                "{}",
                f.stdout
            );
            f.stdout_has("left in hand: 5 9");
        } else {
            r.code(1).stdout_has("not in hand");
        }

        // The screen's plain mode asks the same.
        let r = g
            .run_stdin(&["play", "--plain"], "ann check 7 7 7 11 12 1 2\nq\n")
            .code(0);
        let said = words(&r.stdout);
        assert_eq!(
            said.contains("> ann check 7 7 7 11 12 1 2 valid"),
            wrap,
            "{said}"
        );
        assert_eq!(said.contains("runs stop at 12"), !wrap, "{said}");

        // A lay round the corner.
        let before = std::fs::read(&g.file).unwrap();
        let r = g.run(&["lay", "Ann", "7 7 7 + 11 12 W 2"]);
        if wrap {
            r.code(0).stdout_has("run of 4 (11–2): 11 12 W=1 2");
            g.run(&["undo"]).code(0);
        } else {
            r.code(1).stdout_has("runs stop at 12");
            assert_eq!(std::fs::read(&g.file).unwrap(), before);
        }

        // Hits past 12 and before 1.
        g.run(&["lay", "Ann", "7 7 7 + 1 2 3 4"]).code(0);
        g.run(&["lay", "Bob", "5 5 5 + 9 10 11 12"]).code(0);
        for (who, card, on, now, takes) in [
            ("Ann", "12", "Ann.2", "12 1 2 3 4", "takes a 5, or a wild"),
            ("Bob", "1", "Bob.2", "9 10 11 12 1", "takes an 8, or a wild"),
        ] {
            let before = std::fs::read(&g.file).unwrap();
            let r = g.run(&["hit", who, card, "--on", on]);
            if wrap {
                r.code(0).stdout_has(&format!("now: {now}"));
            } else {
                r.code(1).stdout_has(takes);
                assert_eq!(std::fs::read(&g.file).unwrap(), before);
            }
        }
        let r = g.run(&["hit", "--onto", "10 11 12", "--as", "run", "1"]);
        if wrap {
            r.code(0).stdout_has("now: 10 11 12 1");
        } else {
            r.code(1);
        }
        g.env
            .run(&[
                "hit",
                "--onto",
                "10 11 12",
                "--as",
                "run",
                "1",
                "--runs-wrap",
            ])
            .code(0)
            .stdout_has("now: 10 11 12 1");
        g.env
            .run(&["check", "--phase", "4", "--runs-wrap", "9 10 11 12 1 2 3"])
            .code(0);
        g.hand(&["--out", "Ann", "--untyped", "Ann", "--points", "Bob=20"])
            .code(0);

        // A hand recorded whole: Ann's phase 2 laid round the corner.
        let before = std::fs::read(&g.file).unwrap();
        let r = g.hand(&[
            "--out",
            "Ann",
            "--laid",
            "Ann=10 11 12 1 2 3 4",
            "--points",
            "Bob=50",
        ]);
        if wrap {
            r.code(0);
            assert_eq!(g.status()["winner"], "Ann");
        } else {
            let r = r.code(1);
            assert!(r.stdout.contains("runs stop at 12"), "{}", r.stdout);
            assert_eq!(std::fs::read(&g.file).unwrap(), before);
        }
    }

    // The key read back with its line; a regulars' table keeps it.
    let g = Game::new(&["--players", "Ann,Bob", "--runs-wrap"]);
    read_back_and_kept(
        &g,
        ("runs_wrap = true", "runs_wrap = \"yes\""),
        "runs_wrap is true or false",
        "corner",
        "runs go on from 12 to 1",
        "--runs-wrap=false",
    );
}

/// A house rule's line written wrong (`right` made `wrong`) is said with its line and
/// `said`; written right again, a regulars' table saved from the session as `table`
/// keeps it (in the config, and `listed` by `tables`), and its next game starts with it,
/// unless the flag `off` says otherwise.
fn read_back_and_kept(
    g: &Game,
    (right, wrong): (&str, &str),
    said: &str,
    table: &str,
    listed: &str,
    off: &str,
) {
    let text = std::fs::read_to_string(&g.file).unwrap();
    let line = text
        .lines()
        .position(|l| l == right)
        .expect("the key is written")
        + 1;
    std::fs::write(&g.file, text.replace(right, wrong)).unwrap();
    let r = g.run(&["status"]).code(2);
    assert!(
        r.stderr.contains(&format!(".toml:{line}")) && r.stderr.contains(said),
        "{}",
        r.stderr
    );
    std::fs::write(&g.file, text).unwrap();
    g.run(&["tables", "save", table]).code(0);
    let config = std::fs::read_to_string(g.env.home().join("config.toml")).unwrap();
    assert!(config.contains(right), "{config}");
    g.env.run(&["tables"]).code(0).stdout_has(listed);
    g.env.run(&["new", "--table", table]).code(0);
    let key = right.split(' ').next().unwrap();
    assert_eq!(
        g.env.run(&["status", "--json"]).code(0).json()["house_rules"][0]["key"],
        key
    );
    // A flag beats the table's rule.
    let name = format!("{table}-off");
    g.env
        .run(&["new", "--table", table, off, "--name", &name])
        .code(0);
    let house = &g.env.run(&["status", "--json"]).code(0).json()["house_rules"];
    assert!(house.as_array().unwrap().is_empty(), "{house}");
}

/// A house rule written wrong in the session file is said with its key and its words;
/// a twist rule kept at a table that plays another edition is said with its line in
/// the config; an error from what a table keeps names the table.
#[test]
fn house_rules_written_wrong_are_said_plainly() {
    let g = Game::new(&["--players", "Ann,Bob", "--go-out", "discard"]);
    let text = std::fs::read_to_string(&g.file).unwrap();
    for (wrong, said) in [
        (
            "go_out = true",
            "go_out is \"any\" or \"discard\", in quotes",
        ),
        (
            "go_out = \"Discard!\"",
            "go_out is \"any\" or \"discard\", not \"Discard!\"",
        ),
        (
            "go_out = \"discard\"\nruns_wrap = \"yes\"",
            "runs_wrap is true or false (no quotes)",
        ),
    ] {
        std::fs::write(&g.file, text.replace("go_out = \"discard\"", wrong)).unwrap();
        g.run(&["status"]).code(2).says(said);
    }
    std::fs::write(&g.file, &text).unwrap();

    let env = Env::new();
    std::fs::create_dir_all(env.home()).unwrap();
    std::fs::write(
        env.home().join("config.toml"),
        "[table.friday]\nplayers = [\"Ann\", \"Bob\"]\ntwist_pass = \"any\"\n",
    )
    .unwrap();
    env.run(&["new", "--table", "friday"])
        .code(2)
        .says("config.toml:3:14: table.friday.twist_pass: a twist house rule, and this table plays classic");
    std::fs::write(
        env.home().join("config.toml"),
        "[table.friday]\nplayers = [\"Ann\", \"Bob\"]\nphase_list = [\"1 set of 3\"]\n",
    )
    .unwrap();
    env.run(&["new", "--table", "friday", "--edition", "twist"])
        .code(2)
        .says("--table friday: --phase-list: the twist edition's phases do not go in order");
}

/// From an adversarial review of runs that wrap: no one puts down a 12th card; a run
/// goes round the corner only where its numbers need it; a claim of runs round the
/// whole clock says to type its groups; `--runs-wrap=false` asks as printed in a
/// session (and starts a table's game without it); a run only round the corner is said
/// so where runs stop; the tables' JSON carries the house rules; a config's `runs_wrap`
/// written wrong is said at its line; two ';' side by side in a list are refused.
#[test]
fn runs_that_wrap_hold_at_the_edges() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.run(&["lay", "Bob", "7 7 7 + 9 9 9"]).code(0);
    for _ in 0..5 {
        g.run(&["hit", "Bob", "7", "--on", "Bob.1"]).code(0);
    }
    let before = std::fs::read(&g.file).unwrap();
    g.run(&["hit", "Bob", "9", "--on", "Bob.2"])
        .code(1)
        .stdout_has("the hand is over: Bob put down 11 cards and went out");
    assert_eq!(std::fs::read(&g.file).unwrap(), before);

    let g = Game::new(&["--players", "Ann,Bob", "--runs-wrap"]);
    g.run(&["check", "--phase", "1 run of 4", "12 W W W"])
        .code(0)
        .stdout_has("run of 4 (9–12)");
    g.run(&["hit", "--onto", "12 W W W", "--as", "run", "8"])
        .code(0)
        .stdout_has("now: 8 W=9 W=10 W=11 12");
    let r = g.run(&[
        "check",
        "--phase",
        "2 runs of 7",
        "11 12 1 2 3 4 5 5 6 7 8 9 10 11",
    ]);
    r.code(1).stdout_has("judged only typed in their groups");
    g.run(&[
        "check",
        "--phase",
        "2 runs of 7",
        "11 12 1 2 3 4 5 + 5 6 7 8 9 10 11",
    ])
    .code(0);
    g.run(&[
        "check",
        "--runs-wrap=false",
        "--phase",
        "4",
        "9 10 11 12 1 2 3",
    ])
    .code(1)
    .stdout_has("runs stop at 12: these cards make it only");
    g.run(&["hit", "--onto", "11 12 1 2", "--as", "run", "3"])
        .code(0);
    g.run(&[
        "hit",
        "--runs-wrap=false",
        "--onto",
        "11 12 1 2",
        "--as",
        "run",
        "3",
    ])
    .code(2)
    .says("runs stop at 12: it is a run only where a run may go on from 12 to 1");
    g.run(&["tables", "save", "corner"]).code(0);
    let j = g.env.run(&["tables", "--json"]).code(0).json();
    assert_eq!(j["tables"][0]["runs_wrap"], true, "{j}");
    assert_eq!(j["tables"][0]["go_out"], "any", "{j}");
    let config = g.env.home().join("config.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    let line = text
        .lines()
        .position(|l| l.starts_with("runs_wrap"))
        .unwrap()
        + 1;
    std::fs::write(
        &config,
        text.replace("runs_wrap = true", "runs_wrap = \"yes\""),
    )
    .unwrap();
    g.env
        .run(&["new", "--table", "corner"])
        .code(2)
        .says(&format!(
            "config.toml:{line}:13: table.corner.runs_wrap: true or false (no quotes)"
        ));
    g.env
        .run(&[
            "new",
            "--players",
            "A,B",
            "--phase-list",
            "1 run of 4;; 1 run of 5",
        ])
        .code(2)
        .says("phase 2 is empty (two ';' side by side)");

    // A classic table whose own phases have colour runs checks a hit onto one.
    let g = Game::new(&[
        "--players",
        "Ann,Bob",
        "--runs-wrap",
        "--phase-list",
        "1 colour run of 4",
    ]);
    g.run(&["hit", "--onto", "R11 R12 R1 R2", "--as", "colour-run", "R3"])
        .code(0)
        .stdout_has("now: R11 R12 R1 R2 R3");
    g.env
        .run(&[
            "hit",
            "--edition",
            "classic",
            "--onto",
            "R1 R2 R3",
            "--as",
            "colour-run",
            "R4",
        ])
        .code(2)
        .says("classic has no such group");
}

/// A fix never takes a claim past what a lay puts down (10 cards where the last must
/// be discarded, 11 else): following it makes the phase, and the lay.
#[test]
fn a_fix_keeps_within_what_a_lay_puts_down() {
    let g = Game::new(&["--players", "Ann,Bob", "--go-out", "discard"]);
    let claim = "7 7 9 9 9 9 9 9 9 9";
    let j = g
        .run(&["check", "--phase", "1", "--json", claim])
        .code(1)
        .json();
    let remove = j["fix"]["remove"].as_array().unwrap().len();
    let add = j["fix"]["add"].as_array().unwrap().len();
    assert!(10 - remove + add <= 10, "{j}");
    g.run(&["lay", "Ann", claim])
        .code(1)
        .stdout_has(j["reason"].as_str().unwrap());
    // Followed: 7 7 left out.
    g.run(&["lay", "Ann", "9 9 9 9 9 9 9 9"]).code(0);
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.run(&["check", "--phase", "4", "1 2 3 4 5 6 8 9 10 11 12"])
        .code(1)
        .stdout_has("leave out 1, and add a 7");
}
