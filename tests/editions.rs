//! Whole Twist and Masters games through the real binary on real files.

use serde_json::{Value, json};

use crate::common::Env;
use crate::sessions::Game;

fn positions(s: &Value) -> Vec<u64> {
    s["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["position"].as_u64().unwrap())
        .collect()
}

#[test]
fn twist_pawns_move_per_the_rules() {
    let g = Game::new(&["--edition", "twist", "--players", "Ann,Bob,Cy"]);
    let s = g.status();
    assert_eq!(
        s["board"],
        json!([
            "1", "2", "T", "3", "4", "T", "5", "6", "T", "7", "8", "T", "9", "10"
        ])
    );
    assert_eq!(positions(&s), [0, 0, 0]);
    assert_eq!(s["players"][0]["space"], "1");
    // Out +3, made +2, not made +1. Twist hands need no cards left.
    g.hand(&["--out", "Cy", "--made", "Ann"]).code(0);
    let s = g.status();
    assert_eq!(positions(&s), [2, 1, 3]);
    assert_eq!(s["players"][0]["space"], "T");
    assert_eq!(s["players"][0]["phase"], Value::Null);
    // On a Twist space: choose a neighbour or draw a Twist card, nothing else.
    g.refused(&["hand", "--out", "Cy"], "Ann is on a Twist space");
    g.ruled(
        &["hand", "--out", "Cy", "--choose", "Ann=5"],
        "not one of them",
    );
    g.refused(
        &[
            "hand", "--out", "Cy", "--choose", "Ann=2", "--choose", "Bob=2",
        ],
        "not a Twist space",
    );
    g.refused(
        &["hand", "--out", "Cy", "--twist-card", "Ann=11"],
        "1 to 10",
    );
    // Twist card made: +4.
    g.hand(&[
        "--out",
        "Cy",
        "--made",
        "Ann",
        "--twist-card",
        "Ann=4",
        "--laid",
        "Ann=1 1 1 2 2 W 5 6 7",
    ])
    .code(0);
    assert_eq!(positions(&g.status()), [6, 2, 6]);
    // Twist card not made: back 1.
    g.hand(&["--out", "Cy", "--twist-card", "Bob=9"]).code(0);
    assert_eq!(positions(&g.status()), [7, 1, 9]);
    g.hand(&["--out", "Bob", "--made", "Ann"]).code(0);
    assert_eq!(positions(&g.status()), [9, 4, 10]);
    // Cy lands on the Phase 10 space.
    g.hand(&["--out", "Cy", "--made", "Ann"]).code(0);
    assert_eq!(positions(&g.status()), [11, 5, 13]);
    // On the Phase 10 space a pawn stays until it makes Phase 10.
    g.hand(&[
        "--out", "Bob", "--made", "Ann", "--choose", "Ann=9", "--choose", "Bob=5",
    ])
    .code(0);
    let s = g.status();
    assert_eq!(positions(&s), [13, 8, 13]);
    assert_eq!(s["players"][2]["finished"], false);
    let text = g.run(&["status"]).code(0).stdout;
    assert!(text.contains("board "), "{text}");
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "wider than 80 columns: {line}");
    }
    // Going out on a Twist card: +6 would carry Bob past Phase 10, but only Phase 10
    // laid (or a 2- or 3-space move from the two spaces before it) passes it.
    g.hand(&["--out", "Bob", "--twist-card", "Bob=1"]).code(0);
    let s = g.status();
    assert_eq!(positions(&s), [13, 13, 13]);
    assert_eq!(s["winner"], serde_json::Value::Null);
    // Phase 10 made on its space: past it.
    g.hand(&["--out", "Bob"]).code(0);
    let s = g.status();
    assert_eq!(s["winner"], "Bob");
    assert_eq!(s["decided"], "first");
    assert_eq!(s["players"][1]["finished"], true);
    let history = g.run(&["history"]).code(0).stdout;
    assert!(history.contains("T4 ✓ → 5"), "{history}");
    assert!(history.contains("T1 ✓ → 10"), "{history}");
}

#[test]
fn twist_card_never_moves_before_the_first_space() {
    let g = Game::new(&[
        "--edition",
        "twist",
        "--players",
        "Ann,Bob",
        "--board",
        "1 T 2 3 4 5 6 7 8 9 10",
    ]);
    g.hand(&["--out", "Bob"]).code(0);
    assert_eq!(positions(&g.status()), [1, 3]);
    g.hand(&["--out", "Bob", "--twist-card", "Ann=3"]).code(0);
    assert_eq!(positions(&g.status()), [0, 6]);
    g.hand(&["--out", "Bob"]).code(0);
    assert_eq!(positions(&g.status()), [1, 9]);
}

#[test]
fn twist_boards_are_checked() {
    let env = Env::new();
    for bad in [
        "1 2 3 4 5 6 7 8 9",
        "T 1 2 3 4 5 6 7 8 9 10",
        "1 2 T T 3 4 5 6 7 8 9 10",
        "1 2 3 4 5 6 7 8 10 9",
    ] {
        let r = env
            .run(&[
                "new",
                "--edition",
                "twist",
                "--players",
                "A,B",
                "--board",
                bad,
                "--file",
                "x.toml",
            ])
            .code(2);
        assert!(r.stderr.contains("--board"), "{}", r.stderr);
    }
    env.run(&[
        "new",
        "--players",
        "A,B",
        "--board",
        "1 2 3 4 5 6 7 8 9 10",
        "--file",
        "x.toml",
    ])
    .code(2);
    assert!(!env.path("x.toml").exists());
}

/// Ann and Bob reach the Phase 10 space area with Cy far behind, on a board without
/// Twist spaces: Ann on the Phase 10 space, Bob one before it, Cy at 6.
fn twist_finale(extra: &[&str]) -> Game {
    let mut args = vec![
        "--edition",
        "twist",
        "--players",
        "Ann,Bob,Cy",
        "--board",
        "1 2 3 4 5 6 7 8 9 10",
    ];
    args.extend_from_slice(extra);
    let g = Game::new(&args);
    g.hand(&["--out", "Ann", "--made", "Bob"]).code(0);
    g.hand(&["--out", "Bob", "--made", "Ann"]).code(0);
    g.hand(&["--out", "Ann"]).code(0);
    g.hand(&["--out", "Cy", "--made", "Bob"]).code(0);
    assert_eq!(positions(&g.status()), [9, 8, 6]);
    g
}

#[test]
fn twist_several_past_phase_ten_the_one_who_went_out_wins() {
    let g = twist_finale(&[]);
    g.hand(&["--out", "Bob", "--made", "Ann"]).code(0);
    let s = g.status();
    assert_eq!(s["winner"], "Bob");
    assert_eq!(s["decided"], "went-out");
}

#[test]
fn twist_several_past_phase_ten_none_out_lowest_cards_left() {
    let g = twist_finale(&[]);
    // The tiebreak needs Ann's and Bob's cards: a flags-only hand names them.
    g.refused(
        &["hand", "--out", "Cy", "--made", "Ann,Bob"],
        "no score for Ann",
    );
    g.refused(
        &[
            "hand", "--out", "Cy", "--made", "Ann,Bob", "--left", "Ann=9 9",
        ],
        "no score for Bob",
    );
    g.hand(&[
        "--out",
        "Cy",
        "--made",
        "Ann,Bob",
        "--left",
        "Ann=9 9",
        "--left",
        "Bob=1 2 3",
    ])
    .code(0);
    let s = g.status();
    assert_eq!(s["winner"], "Ann", "5 + 5 beats 5 + 5 + 5");
    assert_eq!(s["decided"], "cards-left");
}

#[test]
fn twist_face_value_tiebreak() {
    let g = twist_finale(&["--twist-tiebreak", "face"]);
    g.hand(&[
        "--out",
        "Cy",
        "--made",
        "Ann,Bob",
        "--left",
        "Ann=9 9",
        "--left",
        "Bob=1 2 3",
    ])
    .code(0);
    assert_eq!(g.status()["winner"], "Bob", "6 beats 18 at face value");
}

#[test]
fn twist_tie_on_cards_left_is_replayed() {
    let g = twist_finale(&[]);
    g.hand(&[
        "--out", "Cy", "--made", "Ann,Bob", "--points", "Ann=10", "--points", "Bob=10",
    ])
    .code(0);
    let s = g.status();
    assert_eq!(s["winner"], Value::Null);
    assert_eq!(s["tiebreak"], json!(["Ann", "Bob"]));
    g.hand(&["--out", "Ann"]).code(0);
    assert_eq!(g.status()["winner"], "Ann");
}

#[test]
fn masters_any_order_with_save_piles() {
    let g = Game::new(&["--edition", "masters", "--players", "Ann,Bob"]);
    g.refused(
        &["hand", "--out", "Ann", "--points", "Bob=50"],
        "Ann chose no phase card",
    );
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--attempt",
            "Ann=5",
            "--points",
            "Bob=50",
        ],
        "Bob chose no phase card",
    );
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--attempt",
            "Ann=5",
            "--attempt",
            "Bob=11",
            "--points",
            "Bob=50",
        ],
        "1 to 10",
    );
    g.hand(&[
        "--out",
        "Ann",
        "--attempt",
        "Ann=5",
        "--attempt",
        "Bob=2",
        "--points",
        "Bob=50",
        "--save",
        "Ann=R7",
    ])
    .code(0);
    let s = g.status();
    assert_eq!(s["players"][0]["completed"], json!([5]));
    assert_eq!(s["players"][0]["saved"], json!(["R7"]));
    assert_eq!(s["players"][1]["completed"], json!([]));
    assert_eq!(s["players"][1]["saved"], json!([]));
    assert_eq!(s["players"][0]["phase"], Value::Null);
    // Saved cards are private: only with --show-saved.
    assert!(!g.run(&["status"]).code(0).stdout.contains("R7"));
    assert!(
        g.run(&["status", "--show-saved"])
            .code(0)
            .stdout
            .contains("R7")
    );
    // A completed phase cannot be chosen again.
    g.ruled(
        &[
            "hand",
            "--out",
            "Bob",
            "--attempt",
            "Ann=5",
            "--attempt",
            "Bob=2",
            "--points",
            "Ann=50",
        ],
        "already completed phase 5",
    );
    g.refused(
        &[
            "hand",
            "--out",
            "Bob",
            "--attempt",
            "Ann=1",
            "--attempt",
            "Bob=2",
            "--points",
            "Ann=50",
            "--save",
            "Bob=R1 R2",
        ],
        "at most one card",
    );
    g.refused(
        &[
            "hand",
            "--out",
            "Bob",
            "--attempt",
            "Ann=1",
            "--attempt",
            "Bob=2",
            "--points",
            "Ann=50",
            "--unsave",
            "Bob=R7",
        ],
        // The pile is private: the refusal does not show what it holds.
        "Bob has no R7 in their save pile (Bob can look: phase10 status --show-saved)",
    );
    // A phase not made goes back to the pile and may be chosen again, or not.
    g.hand(&[
        "--out",
        "Bob",
        "--attempt",
        "Ann=1",
        "--attempt",
        "Bob=2",
        "--points",
        "Ann=50",
        "--unsave",
        "Ann=R7",
        "--save",
        "Bob=W",
        "--laid",
        "Bob=7 7 7 1 2 3 W",
    ])
    .code(0);
    let s = g.status();
    assert_eq!(s["players"][0]["saved"], json!([]));
    assert_eq!(s["players"][1]["saved"], json!(["W"]));
    assert_eq!(s["players"][1]["completed"], json!([2]));
    // Saved cards are never scored; left cards are.
    assert_eq!(s["players"][0]["score"], 50);
    // Ann completes the other nine, in any order.
    for n in [10, 1, 9, 2, 8, 3, 7, 4, 6] {
        let a = format!("Ann={n}");
        g.hand(&[
            "--out",
            "Ann",
            "--attempt",
            &a,
            "--attempt",
            "Bob=3",
            "--points",
            "Bob=50",
        ])
        .code(0);
    }
    let s = g.status();
    assert_eq!(s["winner"], "Ann");
    assert_eq!(s["players"][0]["completed"].as_array().unwrap().len(), 10);
}

#[test]
fn masters_ties_on_fewest_points() {
    let g = Game::new(&["--edition", "masters", "--players", "Ann,Bob"]);
    for n in 1..=10 {
        let (a, b) = (format!("Ann={n}"), format!("Bob={n}"));
        let pts = if n == 1 { "Bob=20" } else { "Bob=5" };
        g.hand(&[
            "--out",
            "Ann",
            "--made",
            "Bob",
            "--attempt",
            &a,
            "--attempt",
            &b,
            "--points",
            pts,
        ])
        .code(0);
    }
    let s = g.status();
    assert_eq!(s["winner"], "Ann");
    assert_eq!(s["decided"], "fewest-points");
    Env::new()
        .run(&[
            "new",
            "--edition",
            "masters",
            "--players",
            "A,B,C,D,E",
            "--file",
            "m.toml",
        ])
        .code(2);
}

#[test]
fn the_twist_board_is_pinned() {
    let g = Game::new(&["--edition", "twist", "--players", "Ann,Bob,Cy,Di,Ed,Flo"]);
    g.hand(&["--out", "Ann", "--made", "Bob,Cy"]).code(0);
    let text = g.run(&["status"]).code(0).stdout;
    let board: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("board"))
        .take(5)
        .collect();
    assert_eq!(
        board,
        [
            "board    1   2   T   3   4   T   5   6   T   7   8   T   9  10   »",
            "pawns        4   2   1",
            "             5   3",
            "             6",
            "      (» is past Phase 10)  pawns: 1 Ann, 2 Bob, 3 Cy, 4 Di, 5 Ed, 6 Flo",
        ]
    );
}
