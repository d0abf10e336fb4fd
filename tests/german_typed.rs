//! A German table types its cards and phases in the words on them (`rot 7`, `Joker`,
//! `Aussetzen`, `2 Drillinge`), at the table and on the command line; the session file
//! keeps the letters every laptop reads (R7, W, S), and a refusal still says why.

use crate::common::{Env, Game, bytes};

fn file(g: &Game) -> String {
    String::from_utf8(bytes(&g.file)).unwrap()
}

/// At the table: a lay, a hit and the hand's end in German words, refereed as in
/// letters; the file holds the letters.
#[test]
fn a_german_hand_at_the_table_is_stored_in_letters() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let mut lines = [
        "ann lay rot 7 gelb 7 Joker + grün 9 Gr9 blau 9",
        "bob lay rot 3 rot 3 Ge3 + 8 8 Joker",
        "bob hit Aussetzen on ann.1",
        "bob hit rot 7 on ann.1",
        "out bob",
        "y", // Bob's last cards were hit without being typed
        "Joker Aussetzen rot 5 rot 6",
        "y",
    ]
    .join("\n");
    lines.push('\n');
    let out = g.run_stdin(&["play", "--plain"], &lines).code(0).stdout;
    assert!(out.contains("Ann laid"), "{out}");
    assert!(out.contains("Bob laid"), "{out}");
    // A Skip in German is still a Skip: never part of a group.
    assert!(out.contains("S: a Skip is never a hit"), "{out}");
    assert!(out.contains("hand 1 recorded"), "{out}");
    let text = file(&g);
    assert!(text.contains("R7 Y7 W=7 + G9 G9 B9"), "{text}");
    assert!(text.contains("W S R5 R6"), "{text}");
    for german in ["rot", "Joker", "gelb", "Aussetzen", "Gr9", "Ge3"] {
        assert!(!text.contains(german), "{german} in {text}");
    }
    // Ann holds 25 + 15 + 5 + 5 points.
    let status = g.status();
    assert_eq!(status["players"][0]["score"], 50, "{status}");
}

/// On the command line: `lay`, `hit` and `hand --left` take the same words.
#[test]
fn the_command_line_takes_the_cards_words() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.run(&[
        "lay", "Ann", "rot", "7", "gelb", "7", "Joker", "+", "9", "9", "9",
    ])
    .code(0);
    g.run(&["hit", "Ann", "blau", "7", "--on", "Ann.1"]).code(0);
    g.hand(&[
        "--out",
        "Ann",
        "--untyped",
        "Ann",
        "--left",
        "Bob=Joker Aussetzen Ge12 1 2 3 4 5 6 7",
    ])
    .code(0);
    let text = file(&g);
    assert!(text.contains("R7 Y7 W=7 + 9 9 9"), "{text}");
    assert!(text.contains("\"B7\""), "{text}");
    assert!(text.contains("W S Y12 1 2"), "{text}");
    assert_eq!(g.status()["players"][1]["score"], 25 + 15 + 10 + 7 * 5);
}

/// The rulebook's phases by their German names are the edition's phases; a German
/// phrase that is no phase is refused naming the phrase as typed.
#[test]
fn the_german_phases_are_the_editions() {
    let env = Env::new();
    let phases = [
        (1, "Zwei Drillinge"),
        (2, "Drilling und Viererfolge"),
        (3, "Vierling und Viererfolge"),
        (4, "Siebenerfolge"),
        (5, "Achterfolge"),
        (6, "Neunerfolge"),
        (7, "Zwei Vierlinge"),
        (8, "7 Karten einer Farbe"),
        (9, "Fünfling und Zwilling"),
        (10, "Fünfling und Drilling"),
    ];
    for (n, german) in phases {
        let by_number = env
            .run(&["check", "--json", "--phase", &n.to_string(), "1"])
            .json();
        let by_name = env.run(&["check", "--json", "--phase", german, "1"]).json();
        assert_eq!(
            by_name["phase"], by_number["phase"],
            "phase {n}: {german}: {by_name}"
        );
    }
    let r = env.run(&["check", "--phase", "2 Drillingxe", "7"]).code(2);
    assert!(r.stderr.contains("\"2 Drillingxe\""), "{}", r.stderr);
}
