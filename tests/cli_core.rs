//! `check`, `find`, `hit`, `phases` as a user runs them.

use crate::common::Env;

#[test]
fn check_valid_prints_the_arrangement() {
    let r = Env::new()
        .run(&["check", "--phase", "2", "7", "7", "7", "3", "4", "W", "6"])
        .code(0);
    assert_eq!(
        r.stdout,
        "valid: phase 2 (1 set of 3 + 1 run of 4)\n  set of 3 (7s): 7 7 7\n  run of 4 (3–6): 3 4 W=5 6\n"
    );
}

#[test]
fn check_takes_one_quoted_string_and_phrases() {
    let env = Env::new();
    env.run(&[
        "check",
        "--phase",
        "1 set of 3 + 1 run of 4",
        "7 7 7, 3 4 W 6",
    ])
    .code(0);
    env.run(&["check", "--phase", "2 colour runs of 3", "R1 R2 R3 B4 B5 W"])
        .code(0);
    env.run(&[
        "check",
        "--phase",
        "7 cards of one color",
        "G1 G2 G3 G4 G5 G6 W",
    ])
    .code(0);
    env.run(&[
        "check",
        "--phase",
        "1 run of 5 of one colour",
        "G1 G2 G3 G4 G5",
    ])
    .code(0);
}

#[test]
fn check_invalid_explains_why() {
    let env = Env::new();
    let r = env.run(&["check", "--phase", "2", "7 7 7 7 3 4 6"]).code(1);
    assert_eq!(
        r.stdout,
        "not valid: phase 2 (1 set of 3 + 1 run of 4): add a 5, or a wild\n"
    );
    let r = env.run(&["check", "--phase", "1", "S 7 7 7 8 8 8"]).code(1);
    assert!(
        r.stdout
            .contains("leave out S (a Skip is never part of a phase)"),
        "{}",
        r.stdout
    );
    let r = env
        .run(&[
            "check",
            "--edition",
            "flip",
            "--phase",
            "1 colour run of 3 + 1 set of 2",
            "B3 B5 Y4 + 7 7",
        ])
        .code(1);
    assert!(
        r.stdout
            .contains("leave out Y4, and add B4, or a Star of its colour"),
        "{}",
        r.stdout
    );
}

#[test]
fn colourless_numbers_never_count_toward_a_colour() {
    let r = Env::new()
        .run(&["check", "--phase", "8", "G1 G2 G3 4 G5 7 W", "--json"])
        .code(1);
    let j = r.json();
    assert_eq!(j["valid"], false);
    let reason = j["reason"].as_str().unwrap();
    assert!(reason.contains("colours missing for 4, 7"), "{reason}");
}

/// A colour run that begins with a number typed without its colour, then a gap, then
/// cards of its colour: the hand holds the phase without the colourless number, and
/// `find` lays it (it once said "not in hand: 0 cards short").
#[test]
fn a_colourless_number_does_not_hide_the_phase_in_a_hand() {
    for (cards, code, says) in [
        ("R4 R4 B5 B5 R* B* 2 R2 R5", 0, "R2 R*=R3 R4 R5"),
        ("R4 B5 B5 R* G* 2 R5", 1, "colours missing for 2"),
    ] {
        let r = Env::new()
            .run(&[
                "find",
                "--edition",
                "flip",
                "--phase",
                "1 colour run of 4 + 1 set of 2",
                cards,
            ])
            .code(code);
        assert!(r.stdout.contains(says), "{cards}: {}", r.stdout);
    }
}

#[test]
fn bad_tokens_are_exit_2_with_the_token() {
    let env = Env::new();
    let r = env.run(&["check", "--phase", "1", "R13 7 7"]).code(2);
    assert!(
        r.stderr.contains("\"R13\": numbers go from 1 to 12"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 1);
    let r = env
        .run(&[
            "check",
            "--edition",
            "flip",
            "--phase",
            "1",
            "S R1 R2 B3 B4",
        ])
        .code(2);
    assert!(r.stderr.contains("\"S\""), "{}", r.stderr);
    let r = env.run(&["check", "--phase", "1", "R* 7 7"]).code(2);
    assert!(r.stderr.contains("\"R*\""), "{}", r.stderr);
    env.run(&["check", "--phase", "11", "7 7 7"]).code(2);
    env.run(&["check", "--phase", "3 bananas", "7 7 7"]).code(2);
    env.run(&["check", "--side", "wild", "--phase", "1", "7 7 7"])
        .code(2);
}

#[test]
fn check_json_has_the_contract_fields() {
    let r = Env::new()
        .run(&["check", "--phase", "2", "--json", "7 7 7 3 4 W 6"])
        .code(0);
    let j = r.json();
    assert_eq!(j["valid"], true);
    assert!(j["reason"].is_null());
    let run = &j["groups"][1];
    assert_eq!(run["kind"], "run");
    assert_eq!(run["cards"], serde_json::json!(["3", "4", "W", "6"]));
    assert_eq!(run["wilds"][0]["as"], "5");
}

#[test]
fn flip_sides_and_twist_cards() {
    let env = Env::new();
    env.run(&["check", "--edition", "flip", "--phase", "4", "R4 R* R6 7 7"])
        .code(0);
    env.run(&[
        "check",
        "--edition",
        "flip",
        "--side",
        "wild",
        "--phase",
        "4",
        "R4 B5 * 7 7",
    ])
    .code(0);
    env.run(&["check", "--edition", "flip", "--phase", "4", "R4 B5 G6 7 7"])
        .code(1);
    env.run(&["check", "--twist-card", "8", "R3 R4 W R6 R7"])
        .code(0);
    env.run(&[
        "check",
        "--edition",
        "twist",
        "--twist-card",
        "2",
        "1 1 2 2 3 3 W 4",
    ])
    .code(0);
    env.run(&["check", "--edition", "flip", "--twist-card", "2", "1 1"])
        .code(2);
}

#[test]
fn natural_group_house_rule() {
    let env = Env::new();
    env.run(&["check", "--phase", "1", "R7 W W W W W"]).code(0);
    env.run(&[
        "check",
        "--natural",
        "group",
        "--phase",
        "1",
        "R7 W W W W W",
    ])
    .code(1);
}

#[test]
fn find_reports_the_best_lay_down() {
    let r = Env::new()
        .run(&["find", "--phase", "1", "--json", "7 7 7 9 9 9 9 12 W S"])
        .code(0);
    let j = r.json();
    assert_eq!(j["found"], true);
    assert_eq!(j["left"], serde_json::json!(["12", "S"]));
    assert_eq!(j["points_left"], 25);
    Env::new()
        .run(&["find", "--phase", "4", "1 2 3 5 7 9 11"])
        .code(1);
}

#[test]
fn hit_says_what_the_group_becomes() {
    let env = Env::new();
    let r = env
        .run(&["hit", "--onto", "3 4 5 6", "--as", "run", "7"])
        .code(0);
    assert!(r.stdout.contains("now: 3 4 5 6 7"), "{}", r.stdout);
    env.run(&["hit", "--onto", "3 4 5 6", "--as", "run", "2"])
        .code(0);
    env.run(&["hit", "--onto", "3 4 5 6", "--as", "run", "W"])
        .code(0);
    let r = env
        .run(&["hit", "--onto", "3 4 5 6", "--as", "run", "8"])
        .code(1);
    assert_eq!(
        r.stdout,
        "8 does not fit: the run 3–6 takes a 2, a 7, or a wild\n"
    );
    let r = env
        .run(&[
            "hit",
            "--onto",
            "1 2 3 4 5 6 7 8 9 10 11 12",
            "--as",
            "run",
            "W",
            "--json",
        ])
        .code(1);
    assert_eq!(r.json()["fits"], false);
    assert!(r.json()["reason"].as_str().unwrap().contains("full"));
    env.run(&["hit", "--onto", "3 5", "--as", "run", "4"])
        .code(2);
    env.run(&["hit", "--onto", "G1 G4 G9", "--as", "color", "G2"])
        .code(0);
    env.run(&["hit", "--onto", "G1 G4 G9", "--as", "color", "R2"])
        .code(1);
}

#[test]
fn phases_prints_every_table() {
    let env = Env::new();
    for e in ["classic", "flip", "twist", "masters"] {
        let r = env.run(&["phases", "--edition", e]).code(0);
        assert!(r.stdout.contains("10"), "{}", r.stdout);
    }
    let r = env.run(&["phases", "--edition", "flip", "--json"]).code(0);
    assert_eq!(
        r.json()["phases"][9]["phase"],
        "1 colour run of 3 + 2 sets of 2"
    );
    let r = env.run(&["phases", "--edition", "twist", "--json"]).code(0);
    assert_eq!(r.json()["twist_cards"][7]["phase"], "1 colour run of 5");
}

#[test]
fn every_argument_error_is_one_line_and_exit_2() {
    let env = Env::new();
    let cases: &[(&[&str], &str)] = &[
        (&["--bogus"], "unexpected argument '--bogus'"),
        (&["chek"], "did you mean 'check'?"),
        (&["check", "--phase"], "a value is required for '--phase"),
        (&["check", "--phase", "1"], "<CARDS>"),
        (&["hand", "--jsn"], "did you mean '--json'?"),
        (&["edit", "x"], "invalid value 'x'"),
        (&[], "give a command"),
    ];
    for (args, says) in cases {
        let r = env.run(args).code(2);
        assert!(r.stderr.starts_with("phase10: "), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains(says),
            "{args:?}: {says:?} not in {}",
            r.stderr
        );
        assert_eq!(
            r.stderr.lines().count(),
            1,
            "{args:?}: one line: {}",
            r.stderr
        );
        assert!(r.stdout.is_empty(), "{args:?}: {}", r.stdout);
        // With --json, stdout also carries one error object.
        let mut with_json = args.to_vec();
        with_json.push("--json");
        let r = env.run(&with_json).code(2);
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
        let j = r.json();
        assert_eq!(j["exit"], 2);
        assert!(
            j["error"].as_str().unwrap().contains(says) || args.is_empty(),
            "{j}"
        );
    }
    // Errors of the commands themselves carry the object too.
    let r = env.run(&["status", "--json"]).code(2);
    assert!(
        r.json()["error"]
            .as_str()
            .unwrap()
            .contains("no session yet")
    );
    // --help and --version are not errors.
    env.run(&["--help"]).code(0);
    env.run(&["check", "--help"]).code(0);
    env.run(&["--version"]).code(0);
}
