//! The rules at the edges: what a real deck allows (a saved card drawn back, one Twist
//! card of each kind, a flip needing a discard), and the answers that say how to mend.

use crate::common::Env;
use crate::sessions::Game;

/// A Skip typed in a claim of groups: the fix leaves it out and adds what the group
/// then lacks, and following it makes the phase.
#[test]
fn a_skip_in_a_grouped_claim_is_left_out_by_the_fix() {
    let env = Env::new();
    let r = env
        .run(&[
            "check",
            "--edition",
            "masters",
            "--phase",
            "7",
            "W G12 Y12 W + B1 W G1 S",
        ])
        .code(1);
    assert_eq!(
        words(&r.stdout),
        "not valid: phase 7 (2 sets of 4): leave out S (a Skip is never part of a phase), and add a 1, or a wild"
    );
    env.run(&[
        "check",
        "--edition",
        "masters",
        "--phase",
        "7",
        "W G12 Y12 W + B1 W G1 1",
    ])
    .code(0);
    // Only the Skip wrong: leaving it out is the whole fix.
    let r = env
        .run(&["check", "--phase", "1", "7 7 S 7 + 9 9 9"])
        .code(1);
    assert!(
        words(&r.stdout).ends_with("leave out S (a Skip is never part of a phase)"),
        "{}",
        r.stdout
    );
    env.run(&["check", "--phase", "1", "7 7 7 + 9 9 9"]).code(0);
}

/// Text as words (a reason folds at the terminal's width).
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Names, the one rule everywhere: a name that reads as a group is no new player's;
/// a file's player that does is asked about, not read one way; an unknown owner is
/// named before a hit is judged; a file's dealer and `stats --player` say whom they
/// may mean; a name twice in a hand is shown at its own line.
#[test]
fn names_read_one_way_everywhere() {
    let env = Env::new();
    let r = env
        .run(&[
            "new",
            "--file",
            env.path("j.toml").to_str().unwrap(),
            "--players",
            "Jo,Jo.2,Ann",
        ])
        .code(2);
    assert!(
        r.stderr.contains("\"Jo.2\" reads as Jo's group 2"),
        "{}",
        r.stderr
    );
    let g = Game::new(&["--players", "Jo,Jo 2,Ann"]);
    g.refused(
        &["players", "add", "Bo.1"],
        "\"Bo.1\" reads as Bo's group 1",
    );
    g.refused(
        &["players", "rename", "Jo 2", "Jo.2"],
        "reads as Jo's group 2",
    );
    // A file written before the rule holds Jo.2: --on jo.2 is asked about.
    let text = std::fs::read_to_string(&g.file)
        .unwrap()
        .replace("\"Jo 2\"", "\"Jo.2\"");
    std::fs::write(&g.file, text).unwrap();
    // An owner no one is: said before the hit is judged (Ann has laid nothing yet).
    g.refused(
        &["hit", "Ann", "7", "--on", "Nobody"],
        "on: \"Nobody\" is not a player",
    );
    g.run(&["lay", "Jo", "7 7 7 + 9 9 9"]).code(0);
    g.run(&["lay", "Jo.2", "4 4 4 + 5 5 5"]).code(0);
    g.run(&["lay", "Ann", "1 1 1 + 2 2 2"]).code(0);
    g.refused(
        &["hit", "Ann", "4", "--on", "jo.2"],
        "names both Jo.2 and Jo's group 2",
    );
    g.run(&["hit", "Ann", "4", "--on", "jo.2.1"])
        .code(0)
        .stdout_has("onto Jo.2.1");
    // Jo's group 2 cannot be written down until Jo.2 reads one way.
    g.refused(
        &["hit", "Ann", "9", "--on", "Jo"],
        "names both Jo.2 and Jo's group 2",
    );
    g.run(&["players", "rename", "Jo.2", "Jo 2"]).code(0);
    g.run(&["hit", "Ann", "9", "--on", "Jo"])
        .code(0)
        .stdout_has("onto Jo.2");
    g.run(&["status"]).code(0);
    // The file's dealer: whom it may mean.
    let d = Game::new(&["--players", "Ann,Bob"]);
    let text = std::fs::read_to_string(&d.file).unwrap();
    std::fs::write(
        &d.file,
        text.replace("dealer = \"Ann\"", "dealer = \"Anx\""),
    )
    .unwrap();
    d.refused(
        &["status"],
        "dealer \"Anx\" is not one of the players (Ann, Bob); did you mean Ann?",
    );
    // A name twice in a hand: at the line of the second.
    let line = text.lines().count() + 7;
    std::fs::write(
        &d.file,
        format!("{text}\n[[hand]]\nout = \"Bob\"\n\n[hand.points]\nAnn = 50\n\"ann\" = 60\n"),
    )
    .unwrap();
    d.refused(
        &["status"],
        &format!("game.toml:{line}: hand 1: points: \"Ann\" and \"ann\""),
    );
    // stats --player: whom a name no one has may mean.
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob"]).code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    env.run(&["end"]).code(0);
    env.run(&["stats", "--player", "ann"])
        .code(0)
        .stdout_has("Ann");
    env.run(&["stats", "--player", "Anx"])
        .code(0)
        .stdout_has("No finished games of \"Anx\"; did you mean Ann?");
}
