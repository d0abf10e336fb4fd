//! The live table: hands refereed as they are played (lay, hit --on, table, flip), in
//! every edition, and the referee commands that know which game is on.

use serde_json::json;

use crate::common::{Env, Run, bytes};
use crate::sessions::Game;

impl Game {
    fn lay(&self, args: &[&str]) -> Run {
        let mut full = vec!["lay"];
        full.extend_from_slice(args);
        self.run(&full)
    }

    fn hit(&self, args: &[&str]) -> Run {
        let mut full = vec!["hit"];
        full.extend_from_slice(args);
        self.run(&full)
    }

    fn table(&self) -> serde_json::Value {
        self.run(&["table", "--json"]).code(0).json()
    }

    /// Runs a play the rules refuse: exit 1, the reason on stdout, the file unchanged.
    #[track_caller]
    fn no(&self, args: &[&str], says: &str) {
        let before = bytes(&self.file);
        let r = self.run(args).code(1);
        assert!(
            r.stdout.contains(says),
            "expected {says:?} in {:?}",
            r.stdout
        );
        assert_eq!(bytes(&self.file), before, "a refusal changes nothing");
    }
}

fn cards(table: &serde_json::Value, owner: &str, index: u64) -> Vec<String> {
    table["groups"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["owner"] == owner && g["index"] == index)
        .unwrap_or_else(|| panic!("no group {owner}.{index} in {table}"))["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_classic_hand_refereed_as_it_is_played() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let empty = g.table();
    assert_eq!(
        empty,
        json!({"hand": 1, "side": null, "groups": [], "put_down": {"Ann": 0, "Bob": 0, "Cy": 0}, "laid": {}})
    );
    // The wrong phase, then the right one.
    g.no(&["lay", "Ann", "3", "4", "5", "6", "7", "8"], "not phase 1");
    let r = g.lay(&["Ann", "7", "7", "7", "+", "9", "9", "W"]).code(0);
    assert!(r.stdout.contains("Ann laid phase 1"), "{}", r.stdout);
    assert!(
        r.stdout.contains("9 9 W=9"),
        "the wild's value: {}",
        r.stdout
    );
    // A second phase in the same hand.
    g.no(
        &["lay", "Ann", "4", "4", "4", "5", "5", "5"],
        "one phase per player per hand",
    );
    // A hit before one's own phase is down.
    g.no(
        &["hit", "Bob", "7", "--on", "Ann.1"],
        "cannot hit before laying",
    );
    g.lay(&["Bob", "3", "3", "3", "5", "5", "5"]).code(0);
    // Cards that do not fit.
    g.no(&["hit", "Bob", "8", "--on", "Ann.1"], "does not fit");
    // .N left out: only one of Ann's groups takes a 9.
    let r = g.hit(&["Bob", "9", "--on", "Ann", "--json"]).code(0).json();
    assert_eq!(r["on"], "Ann.2");
    // Several cards at once, a wild among them: it takes the set's number.
    g.hit(&["Bob", "W", "7", "--on", "Ann.1"]).code(0);
    let t = g.table();
    assert_eq!(cards(&t, "Ann", 1), ["7", "7", "7", "W=7", "7"]);
    assert_eq!(cards(&t, "Ann", 2), ["9", "9", "W=9", "9"]);
    assert_eq!(t["put_down"], json!({"Ann": 6, "Bob": 9, "Cy": 0}));
    // Bad input is exit 2: no card, an unknown player, a group that is not there.
    g.refused(&["hit", "Bob", "--on", "Ann"], "give the cards");
    g.refused(&["hit", "Zed", "7", "--on", "Ann"], "not a player");
    g.refused(&["hit", "Bob", "7", "--on", "Ann.3"], "not a group 3");
    // Bob has put down 9 cards: he holds 1, and cannot have gone out.
    g.refused(
        &[
            "hand", "--out", "Bob", "--points", "Ann=20", "--points", "Cy=50",
        ],
        "Bob put down 9 cards, so holds 1 card: Bob cannot have gone out",
    );
    // His tenth card put down, the last discarded: he is out.
    g.hit(&["Bob", "9", "--on", "Ann.2"]).code(0);
    // The hand ends: who laid has made it; each holds 10 − what they put down.
    g.refused(
        &[
            "hand",
            "--out",
            "Bob",
            "--left",
            "Ann=1 2 3 4 5",
            "--points",
            "Cy=50",
        ],
        "Ann put down 6 cards, so holds 4 cards; 5 given",
    );
    g.hand(&["--out", "Bob", "--left", "Ann=1 2 3 4", "--points", "Cy=50"])
        .code(0);
    let s = g.status();
    assert_eq!(
        s["players"][0]["completed"],
        json!([1]),
        "Ann laid: made it"
    );
    assert_eq!(s["players"][0]["score"], 20);
    assert_eq!(g.table()["groups"], json!([]), "a new hand, a clear table");
    // The laid groups are kept in the hand's record.
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(text.contains("[[hand.play]]"), "{text}");
    assert!(text.contains("cards = \"7 7 7 + 9 9 W=9\""), "{text}");
}

#[test]
fn runs_take_wilds_at_both_ends_and_stop_at_12() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    // Phase 1 for all; runs come with phase 2: finish hand 1 with all made, and play
    // hand 2 live.
    g.hand(&[
        "--out", "Ann", "--made", "Bob", "--made", "Cy", "--points", "Bob=20", "--points", "Cy=20",
    ])
    .code(0);
    g.lay(&["Ann", "7", "7", "7", "+", "3", "4", "W=5", "6"])
        .code(0);
    g.lay(&["Bob", "8", "8", "8", "+", "9", "10", "11", "12"])
        .code(0);
    // A wild typed with its value goes where it says: the low end.
    g.hit(&["Ann", "W=2", "--on", "Ann.2"]).code(0);
    // An untyped wild takes the high end.
    g.hit(&["Ann", "W", "--on", "Ann.2"]).code(0);
    let t = g.table();
    assert_eq!(cards(&t, "Ann", 2), ["W=2", "3", "4", "W=5", "6", "W=7"]);
    // Bob's run 9-12 can only grow downward; a natural 8 goes there.
    g.hit(&["Bob", "8", "W", "--on", "Bob.2"]).code(0);
    let t = g.table();
    assert_eq!(cards(&t, "Bob", 2), ["W=7", "8", "9", "10", "11", "12"]);
    // Cy lays and goes out by hitting his last four cards: Ann's run grows to 1–10.
    g.lay(&["Cy", "2", "2", "2", "+", "5", "6", "7", "8"])
        .code(0);
    g.hit(&["Cy", "1", "8", "9", "10", "--on", "Ann.2"]).code(0);
    assert_eq!(
        cards(&g.table(), "Ann", 2),
        ["1", "W=2", "3", "4", "W=5", "6", "W=7", "8", "9", "10"]
    );
    // Cy put down 11 cards: the hand is over for everyone else.
    g.no(&["hit", "Ann", "W", "--on", "Ann.2"], "the hand is over");
    // A run of 1–12 takes nothing.
    let r = g
        .run(&[
            "hit",
            "--onto",
            "1 2 3 4 5 6 7 8 9 10 11 12",
            "--as",
            "run",
            "W",
        ])
        .code(1);
    assert!(r.stdout.contains("full"), "{}", r.stdout);
}

#[test]
fn colour_groups_and_flip_sides() {
    let g = Game::new(&["--edition", "flip", "--players", "Ann,Bob"]);
    // The referee knows the game: flip phase 1 is 2 colour runs of 2.
    let r = g
        .run(&["check", "--phase", "1", "R4", "R5", "B7", "B8"])
        .code(0);
    assert!(r.stdout.contains("valid: flip phase 1"), "{}", r.stdout);
    let r = g.run(&["phases"]).code(0);
    assert!(r.stdout.starts_with("flip phases"), "{}", r.stdout);
    // Flip has colour runs and sets only.
    g.refused(
        &["hit", "--onto", "R4 R5", "--as", "run", "B6"],
        "flip has no such group",
    );
    assert_eq!(g.table()["side"], "color");
    // Ann lays on the Color Side; a Star stands for a number of its colour.
    g.lay(&["Ann", "R4", "R*=5", "+", "B7", "B8"]).code(0);
    // The side turns; Bob lays on the Wild Side, where colours do not count.
    let r = g.run(&["flip", "--json"]).code(0).json();
    assert_eq!(r["side"], "wild");
    assert_eq!(g.table()["side"], "wild");
    g.lay(&["Bob", "R1", "B2", "+", "G6", "*"]).code(0);
    // check without --side uses the side in play.
    g.run(&["check", "--phase", "1", "R4", "B5", "G7", "Y8"])
        .code(0);
    // A card hit is read on the side in play: on the Wild Side each card may be any
    // colour, so Ann's red run takes a 6 typed blue.
    g.hit(&["Ann", "B6", "3", "2", "--on", "Ann.1"]).code(0);
    // Back on the Color Side, the run is red: a green 1 does not go onto it.
    g.run(&["flip"]).code(0);
    g.no(&["hit", "Ann", "G1", "--on", "Ann.1"], "red");
    g.run(&["flip"]).code(0);
    g.hit(&["Ann", "9", "10", "11", "--on", "Ann.2"]).code(0);
    // Bob put down 4 cards: he holds 6.
    g.refused(
        &["hand", "--out", "Ann", "--left", "Bob=*"],
        "Bob put down 4 cards, so holds 6 cards; 1 given",
    );
    // The hand ends on the Wild Side: Stars are 20, numbers 5 or 10.
    g.hand(&["--out", "Ann", "--left", "Bob=* 1 2 3 4 5"])
        .code(0);
    let s = g.status();
    assert_eq!(s["players"][1]["score"], 45);
    assert_eq!(s["players"][1]["completed"], json!([1]));
    // flip in another edition is bad input.
    let c = Game::new(&["--players", "Ann,Bob"]);
    c.refused(&["flip"], "only flip cards have two sides");
}

#[test]
fn twist_choices_and_cards_and_masters_phase_cards_are_laid_live() {
    // Twist: Ann reaches the Twist space after hand 1 (made it: +2).
    let g = Game::new(&["--edition", "twist", "--players", "Ann,Bob"]);
    g.hand(&["--out", "Bob", "--made", "Ann"]).code(0);
    // On a Twist space a lay says what was chosen.
    g.refused(
        &["lay", "Ann", "7", "7", "7", "+", "3", "4", "5", "6"],
        "Twist space",
    );
    g.no(
        &[
            "lay", "Ann", "7", "7", "7", "+", "9", "9", "9", "--choose", "2",
        ],
        "not phase 2",
    );
    g.lay(&[
        "Ann",
        "1",
        "1",
        "1",
        "1",
        "1",
        "2",
        "3",
        "4",
        "5",
        "--twist-card",
        "3",
    ])
    .code(0);
    let t = g.table();
    assert_eq!(t["laid"]["Ann"], "Twist card 3 (1 set of 5 + 1 run of 4)");
    // Bob is on space 2... he went out of hand 1: +3 = space 3 (phase 3).
    let r = g
        .run(&[
            "check", "--player", "Bob", "4", "4", "4", "4", "5", "6", "7", "8",
        ])
        .code(0);
    assert!(r.stdout.contains("Bob's phase 3"), "{}", r.stdout);
    // Ann put down 9 cards: the tenth goes out.
    g.refused(&["hand", "--out", "Ann"], "holds 1 card");
    g.hit(&["Ann", "1", "--on", "Ann.1"]).code(0);
    g.hand(&["--out", "Ann"]).code(0);
    let s = g.status();
    assert_eq!(
        s["players"][0]["position"],
        2 + 6,
        "Twist card, went out: +6"
    );
    // Masters: the phase card is given with the lay.
    let m = Game::new(&["--edition", "masters", "--players", "Ann,Bob"]);
    m.refused(
        &["lay", "Ann", "7", "7", "7", "7", "8", "8", "8", "8"],
        "chose no phase card",
    );
    m.lay(&[
        "Ann",
        "7",
        "7",
        "7",
        "7",
        "8",
        "8",
        "8",
        "8",
        "--attempt",
        "7",
    ])
    .code(0);
    // Two cards at once onto Ann's two sets: each goes where it fits.
    let r = m.hit(&["Ann", "8", "7", "--on", "Ann"]).code(0);
    assert!(r.stdout.contains("8 onto Ann.2"), "{}", r.stdout);
    m.hand(&["--out", "Ann", "--attempt", "Bob=1", "--points", "Bob=50"])
        .code(0);
    assert_eq!(m.status()["players"][0]["completed"], json!([7]));
}

#[test]
fn live_steps_are_undone_and_redone_and_survive_a_restart() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let start = bytes(&g.file);
    g.lay(&["Ann", "7", "7", "7", "9", "9", "9"]).code(0);
    let laid = bytes(&g.file);
    g.lay(&["Bob", "3", "3", "3", "5", "5", "5"]).code(0);
    g.hit(&["Bob", "7", "--on", "Ann"]).code(0);
    let r = g.run(&["undo"]).code(0);
    assert!(r.stdout.contains("undone: Bob hit 7"), "{}", r.stdout);
    assert_eq!(cards(&g.table(), "Ann", 1), ["7", "7", "7"]);
    g.run(&["undo"]).code(0);
    assert_eq!(bytes(&g.file), laid);
    g.run(&["undo"]).code(0);
    assert_eq!(bytes(&g.file), start);
    g.run(&["redo"]).code(0);
    g.run(&["redo"]).code(0);
    g.run(&["redo"]).code(0);
    assert_eq!(cards(&g.table(), "Ann", 1), ["7", "7", "7", "7"]);
    // A new process (a laptop reopened) sees the same table: it lives in the file.
    let reopened = Env::new();
    let copy = reopened.path("game.toml");
    std::fs::copy(&g.file, &copy).unwrap();
    let t = reopened
        .run(&["table", "--json", "--file", copy.to_str().unwrap()])
        .code(0)
        .json();
    assert_eq!(t, g.table());
    // Ann's last four cards go down: she is out.
    g.hit(&["Ann", "9", "W", "W", "W", "--on", "Ann.2"]).code(0);
    // The hand that ends the live hand is one change: undo brings the plays back.
    let before_hand = bytes(&g.file);
    g.hand(&["--out", "Ann", "--points", "Bob=15"]).code(0);
    g.run(&["undo"]).code(0);
    assert_eq!(bytes(&g.file), before_hand);
    // A hand recorded without live steps works as before.
    g.run(&["undo"]).code(0);
    g.run(&["undo"]).code(0);
    g.run(&["undo"]).code(0);
    g.run(&["undo"]).code(0);
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    assert_eq!(g.status()["hands"], 1);
}

#[test]
fn a_hand_edited_play_is_checked_on_load() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.lay(&["Ann", "7", "7", "7", "9", "9", "9"]).code(0);
    let text = std::fs::read_to_string(&g.file).unwrap();
    std::fs::write(&g.file, text.replace("9 9 9", "9 9 8")).unwrap();
    let r = g.run(&["table"]).code(2);
    let line = text.lines().position(|l| l == "[[play]]").unwrap() + 1;
    assert!(
        r.stderr.contains(&format!("game.toml:{line}: play 1")),
        "file:line: {}",
        r.stderr
    );
    assert!(r.stderr.contains("play 1"), "{}", r.stderr);
}

#[test]
fn the_referee_follows_the_session_house_rules() {
    let g = Game::new(&["--players", "Ann,Bob", "--natural", "group"]);
    // One natural per group at this table: a group of wilds alone is not enough.
    let r = g
        .run(&["check", "--phase", "1", "7", "W", "W", "W", "W", "W"])
        .code(1);
    assert!(r.stdout.contains("classic phase 1"), "{}", r.stdout);
    // --natural overrides; --edition keeps the table's house rules (issue 55, 4).
    g.run(&[
        "check",
        "--phase",
        "1",
        "--natural",
        "phase",
        "7",
        "W",
        "W",
        "W",
        "W",
        "W",
    ])
    .code(0);
    let r = g
        .run(&[
            "check",
            "--edition",
            "classic",
            "--phase",
            "1",
            "7",
            "W",
            "W",
            "W",
            "W",
            "W",
        ])
        .code(1);
    assert!(r.stdout.contains("natural = group"), "{}", r.stdout);
}

#[test]
fn history_and_edit_keep_what_was_laid() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.lay(&["Ann", "7", "7", "7", "7", "7", "+", "9", "9", "9", "9", "W"])
        .code(0);
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    let h = g.run(&["history", "--json"]).code(0).json();
    assert_eq!(
        h["hands"][0]["groups"],
        json!([
            {"owner": "Ann", "index": 1, "kind": "set", "cards": ["7", "7", "7", "7", "7"]},
            {"owner": "Ann", "index": 2, "kind": "set", "cards": ["9", "9", "9", "9", "W=9"]},
        ])
    );
    // Re-entering the outcome keeps the plays as they happened.
    g.run(&["edit", "1", "--out", "Ann", "--points", "Bob=55"])
        .code(0);
    let h = g.run(&["history", "--json"]).code(0).json();
    assert_eq!(h["hands"][0]["groups"].as_array().unwrap().len(), 2);
    assert_eq!(g.status()["players"][0]["completed"], json!([1]));
}
