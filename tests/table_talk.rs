//! The table's conversation end to end, through `phase10 play --plain` (the same words,
//! events and summary as the screen, each answer a line): a hand's end answered at its
//! rows (a phase card and a Twist choice by the number on them, a lone card, a hand
//! short of its plays), corrections (edit, dealer, players, end asked first, the next
//! game asked first), and `phase10 hand --untyped` on the command line.

use crate::common::{Env, Game};

/// `play --plain` on the game's file with these lines typed.
fn plain(g: &Game, lines: &[&str]) -> String {
    let mut stdin = lines.join("\n");
    stdin.push('\n');
    let r = g.run_stdin(&["play", "--plain"], &stdin).code(0);
    r.stdout.clone()
}

fn completed(g: &Game, seat: usize) -> Vec<u64> {
    g.status()["players"][seat]["completed"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect()
}

/// Masters: "which phase card?" takes the number on the card (5 is phase card 5, not
/// the fifth of a menu); a lay says `phase 5` too.
#[test]
fn a_masters_phase_card_is_its_number() {
    let g = Game::new(&["--edition", "masters", "--players", "Ann,Bob,Cy"]);
    let out = plain(
        &g,
        &[
            "new hand", "ann", "bob", // who went out, who else made it
            "5", "", "", // Ann: phase card 5, saved nothing, drew nothing
            "3", "20", "", "", // Bob: phase card 3, 20 points left
            "1", "50", "", "", // Cy
            "y",
        ],
    );
    assert!(out.contains("hand 1 recorded"), "{out}");
    assert_eq!(completed(&g, 0), [5], "{out}");
    assert_eq!(completed(&g, 1), [3], "{out}");
    assert!(completed(&g, 2).is_empty());
    // A card done is refused on its row, and said why.
    let out = plain(&g, &["new hand", "bob", "none", "5", "", "", "", ""]);
    assert!(out.contains("no: Ann already completed phase 5"), "{out}");
    // Laid live, `phase 5` is phase card 5 as well.
    let g = Game::new(&["--edition", "masters", "--players", "Ann,Bob"]);
    let out = plain(&g, &["ann lay phase 5 1 2 3 4 5 6 7 8"]);
    assert!(out.contains("Ann laid phase 5 (1 run of 8)"), "{out}");
}

/// Twist: on a Twist space between phases 2 and 3, `2` is phase 2 (the number on the
/// board), `twist 7` the Twist card drawn; a hand that says only who went out is not
/// "typed twice" when the next says the same.
#[test]
fn a_twist_choice_is_the_number_on_the_board() {
    let g = Game::new(&["--edition", "twist", "--players", "Ann,Bob"]);
    g.hand(&["--out", "Ann"]).code(0);
    let out = plain(&g, &["new hand", "ann", "none", "y"]);
    assert!(!out.contains("typed twice"), "{out}");
    assert!(out.contains("hand 2 recorded"), "{out}");
    // Bob is on the Twist space between 2 and 3.
    let out = plain(&g, &["new hand", "ann", "none", "4", "2", "y"]);
    assert!(
        out.contains("no: on a Twist space: phase 2 or 3"),
        "4 is not beside him: {out}"
    );
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(text.contains("choose = { Bob = 2 }"), "{text}");
    // A Twist card by its number.
    let g = Game::new(&["--edition", "twist", "--players", "Ann,Bob"]);
    g.hand(&["--out", "Ann"]).code(0);
    g.hand(&["--out", "Ann"]).code(0);
    let out = plain(&g, &["new hand", "ann", "none", "twist 7", "y"]);
    assert!(out.contains("Twist card 7"), "{out}");
}

/// One card left, typed as the card (`12`): the card 12 (10 points), not 12 points.
#[test]
fn a_lone_card_is_a_card() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.run(&["lay", "Ann", "7 7 7 + 9 9 9"]).code(0);
    g.run(&["lay", "Bob", "4 4 4 4 + 5 5 5"]).code(0);
    g.run(&["hit", "Bob", "4 5", "--on", "Bob"]).code(0);
    g.run(&["hit", "Ann", "7 7 9 9", "--on", "Ann"]).code(0);
    let out = plain(&g, &["out ann", "12", "y"]);
    assert!(out.contains("hand 1 recorded"), "{out}");
    assert_eq!(g.status()["players"][1]["score"], 10, "{out}");
}

/// A table that stopped typing hits halfway ends the hand: at the table `out ann` asks
/// once whether her last cards were hit untyped; on the command line `--untyped Ann`.
/// The file says whose were not typed; every check the plays allow is still made.
#[test]
fn a_hand_ends_short_of_its_plays() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.run(&["lay", "Ann", "7 7 7 + 9 9 W"]).code(0);
    // Without the flag: refused, and the refusal says how.
    g.refused(
        &["hand", "--out", "Ann", "--points", "Bob=50,Cy=50"],
        "Ann put down 6 cards, so holds 4 cards: Ann cannot have gone out (record the rest with phase10 hit Ann CARDS --on OWNER, or say they were hit untyped: --untyped Ann)",
    );
    // With it: who went out follows (the one down whose hits were not typed).
    g.hand(&["--untyped", "Ann", "--points", "Bob=50,Cy=60"])
        .code(0)
        .stdout_has("Ann: went out");
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(text.contains("untyped = [\"Ann\"]"), "{text}");
    // Still checked: a player not down hit nothing; Bob not down holds 10.
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.run(&["lay", "Ann", "7 7 7 + 9 9 W"]).code(0);
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--untyped",
            "Ann,Bob",
            "--points",
            "Bob=50,Cy=50",
        ],
        "untyped: Bob is not down, so hit nothing",
    );
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--untyped",
            "Ann",
            "--left",
            "Bob=7 7",
            "--points",
            "Cy=50",
        ],
        "Bob put down 0 cards, so holds 10 cards; 2 given",
    );
    // A hand not played live has nothing untyped.
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--untyped",
            "Ann",
            "--points",
            "Bob=50",
        ],
        "only in a hand played live",
    );
    // At the table: asked once.
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.run(&["lay", "Ann", "7 7 7 + 9 9 W"]).code(0);
    let out = plain(&g, &["out ann", "y", "50", "60", "y"]);
    assert!(
        out.contains("Ann's last 4 cards were hit without being typed? (y/n)"),
        "{out}"
    );
    assert!(out.contains("went out (4 hit untyped)"), "{out}");
    assert!(out.contains("hand 1 recorded"), "{out}");
    let out = plain(&g, &[]);
    assert!(out.contains("hand 2"), "{out}");
}

/// Corrections at the table: who deals, who sits, a hand re-entered, the game ended
/// after a yes; the next game before a winner after a yes.
#[test]
fn corrections_at_the_table() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--name", "friday"])
        .code(0);
    let run = |lines: &[&str]| -> String {
        let mut stdin = lines.join("\n");
        stdin.push('\n');
        env.run_stdin(&["play", "--plain"], &stdin).code(0).stdout
    };
    let out = run(&["dealer cy", "new hand", "ann", "none", "50", "60", "y"]);
    assert!(out.contains("Cy deals hand 1"), "{out}");
    assert!(out.contains("hand 1 recorded"), "{out}");
    // The deal went on from Cy: Ann deals hand 2.
    let status = env.run(&["status", "--json"]).json();
    assert_eq!(status["dealer"], "Ann", "{status}");
    // Hand 1 re-entered: every answer as recorded; Cy's points mended.
    let out = run(&["edit 1", "", "", "", "", "55", "y"]);
    assert!(
        out.contains("hand 1 re-entered: changed: Cy: +60 → +55"),
        "{out}"
    );
    // Who sits, between hands.
    let out = run(&[
        "players add Dee seat 2",
        "players rename bob Robert",
        "players remove cy",
    ]);
    assert!(
        out.contains("Dee sits down at seat 2, from hand 2"),
        "{out}"
    );
    assert!(out.contains("renamed Bob to Robert"), "{out}");
    assert!(out.contains("Cy got up after hand 1"), "{out}");
    // The next game before a winner: asked first, no is nothing.
    let before = env.run(&["sessions", "--json"]).json();
    let out = run(&["new game", "n"]);
    assert!(
        out.contains("this game has no winner yet (1 hand): start the next game anyway? (y/n)"),
        "{out}"
    );
    assert_eq!(env.run(&["sessions", "--json"]).json(), before);
    // The game ended, asked first.
    let out = run(&["end", "y"]);
    assert!(
        out.contains("end the game after hand 1? Ann wins (y/n)"),
        "{out}"
    );
    assert!(out.contains("the game ended after hand 1"), "{out}");
    let out = run(&["new game"]);
    assert!(
        out.contains("the next game: ") && out.contains("Dee deals first"),
        "{out}"
    );
    // The phases in words, at the table.
    let out = run(&["phase 7", "phases"]);
    assert!(out.contains("phase 7: 2 sets of 4"), "{out}");
    assert!(
        out.contains("1: 2 sets of 3 · 2: 1 set of 3 + 1 run of 4"),
        "{out}"
    );
}

/// Refused words stay refused with the reason; the plain mode ends at the end of its
/// input, writing nothing it was not told.
#[test]
fn the_plain_mode_says_each_answer_as_a_line() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let before = std::fs::read(&g.file).unwrap();
    let out = plain(
        &g,
        &["ann dance", "bob hit 7 on ann.1", "check 7 7 7 9 9 9", "?"],
    );
    assert!(
        out.contains("no: \"dance\": after a name comes lay, hit"),
        "{out}"
    );
    assert!(
        out.contains("no: not hit: Bob cannot hit before laying"),
        "{out}"
    );
    assert!(
        out.contains("Ann, Bob: valid: phase 1 (2 sets of 3)"),
        "{out}"
    );
    assert!(out.contains("ann lay 7 7 7 + 9 9 W"), "the words: {out}");
    assert_eq!(std::fs::read(&g.file).unwrap(), before);
}
