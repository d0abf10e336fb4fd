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
        out.contains("no: on a Twist space: 2 or 3 is the phase beside it"),
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
    let out = run(&["edit 1", "", "", "", "55", "y"]);
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

/// A summary pending while another process changes the file (an edit of the same hand,
/// an undo, a rename) is set aside, never recorded over the change.
#[test]
fn a_summary_pending_while_the_file_changes_is_set_aside() {
    use std::io::Write;
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50,Cy=50"])
        .code(0);
    let mut child = crate::common::launch(&g.env.home())
        .args(["play", "--plain", "--file", g.file.to_str().unwrap()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"edit 1\n\n\n\n55\n").unwrap();
    stdin.flush().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(500));
    // Meanwhile, elsewhere: Cy's points of hand 1 mended.
    g.run(&["edit", "1", "--points", "Cy=95"]).code(0);
    stdin.write_all(b"\ny\nq\n").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&out.stdout);
    assert!(out.contains("the table changed on another screen"), "{out}");
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(
        text.contains("Cy = 95"),
        "the change elsewhere stays: {text}"
    );
    assert!(!text.contains("Bob = 55"), "{text}");
}

/// The plain mode takes a line that is not UTF-8 as a refusal, and goes on.
#[test]
fn a_line_not_utf8_is_refused_and_the_rest_read() {
    let g = Game::new(&["--players", "Ann,Bob,Zoë"]);
    let out = g
        .env
        .cmd()
        .args(["play", "--plain", "--file", g.file.to_str().unwrap()])
        .write_stdin(b"ann lay 7 7 7 + 8 8 8\nout Zo\xeb\nbob lay 5 5 5 + 6 6 6\n".to_vec())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("no: the line is not UTF-8 text"), "{text}");
    assert!(text.contains("Bob laid phase 1"), "{text}");
}

/// The table's words hold no command line: a save pile's card not there, an edit that
/// breaks a later hand, nothing to undo, the next game of a file.
#[test]
fn the_tables_refusals_name_no_command_line() {
    let g = Game::new(&["--edition", "masters", "--players", "Ann,Bob"]);
    let out = plain(
        &g,
        &[
            "new hand", "ann", "none", "1", "R7", "2", "50", "", "y", "new hand", "ann", "none",
            "2", "", "3", "", "3", "50", "", "",
        ],
    );
    assert!(
        out.contains("Ann has no 3 in their save pile"),
        "on its row, at once: {out}"
    );
    let out = plain(&g, &["undo", "undo", "new game"]);
    // Bob reaches the Twist space in hand 2 and chooses phase 3 there; hand 1
    // re-entered with Bob making his phase moves him past it.
    let t = Game::new(&["--edition", "twist", "--players", "Ann,Bob"]);
    t.hand(&["--out", "Ann"]).code(0);
    t.hand(&["--out", "Ann"]).code(0);
    t.hand(&["--out", "Ann", "--choose", "Bob=3"]).code(0);
    let edit = plain(&t, &["edit 1", "", "bob", "y"]);
    for text in [&out, &edit] {
        for command in [
            "new", "hand", "lay", "hit", "undo", "redo", "status", "sessions",
        ] {
            assert!(!text.contains(&format!("phase10 {command}")), "{text}");
        }
        assert!(!text.contains("--"), "{text}");
    }
    assert!(out.contains("nothing to undo"), "{out}");
    assert!(
        edit.contains(
            "with hand 1 re-entered, hand 2: Bob is on a Twist space: say phase 2 (or 3) or twist N"
        ),
        "{edit}"
    );
}

/// A hand typed twice is said at the rows (whoever dealt); an edit that changes
/// nothing writes nothing, and an edit writes what the command writes.
#[test]
fn typed_twice_and_an_edit_of_nothing() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let once = ["new hand", "ann", "none", "50", "50"];
    let out = plain(&g, &[&once[..], &["y"]].concat());
    assert!(out.contains("hand 1 recorded"), "{out}");
    let out = plain(&g, &[&once[..], &["n", "", "", "", "", ""]].concat());
    assert!(out.contains("the same as hand 1: typed twice?"), "{out}");
    let before = std::fs::read_to_string(&g.file).unwrap();
    let out = plain(&g, &["edit 1", "", "", "", "", "", "y"]);
    assert!(out.contains("nothing changed"), "{out}");
    assert_eq!(std::fs::read_to_string(&g.file).unwrap(), before);
    // An edit at the table and at the command line write the same.
    let h = Game::new(&["--players", "Ann,Bob,Cy"]);
    std::fs::write(&h.file, &before).unwrap();
    plain(&g, &["edit 1", "", "", "", "55", "y"]);
    h.run(&["edit", "1", "--points", "Cy=55"]).code(0);
    let strip = |t: String| -> String {
        t.lines()
            .filter(|l| !l.starts_with("recorded"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        strip(std::fs::read_to_string(&g.file).unwrap()),
        strip(std::fs::read_to_string(&h.file).unwrap())
    );
}

/// In a replay of the last phase the dealer (who does not play it) is taken as the
/// dealer; one who does not play it cannot go out; one other than who went out by the
/// plays cannot either; the same dealer twice is nothing to record.
#[test]
fn the_dealer_and_who_goes_out_as_the_table_is() {
    let g = Game::new(&["--players", "Ann,Bob,Cy", "--phases", "2"]);
    // Ann and Bob both make their last phase, tied on points: hand 3 is their replay,
    // and Cy deals it.
    g.hand(&["--out", "Ann", "--made", "Bob", "--points", "Bob=5,Cy=50"])
        .code(0);
    g.hand(&["--out", "Bob", "--made", "Ann", "--points", "Ann=5,Cy=50"])
        .code(0);
    // (No going back through the rows: Cy, who deals, is kept as the dealer.)
    let out = plain(&g, &["out cy", "new hand", "bob", "n", "", "", "y"]);
    assert!(
        out.contains("not in this hand: it is the replay between Ann, Bob"),
        "{out}"
    );
    assert!(out.contains("who dealt [Cy]"), "{out}");
    assert!(!out.contains("does not play this hand"), "{out}");
    assert!(out.contains("hand 3 recorded"), "{out}");
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.run(&["lay", "Ann", "7 7 7 + 9 9 9"]).code(0);
    g.run(&["hit", "Ann", "7 7 9 9", "--on", "Ann"]).code(0);
    // Ann went out (her last card hit): the table's hand's end begins by itself.
    let out = plain(&g, &[]);
    assert!(out.contains("1 Ann: went out"), "{out}");
    assert!(!out.contains("hit without being typed"), "{out}");
    let out = plain(&g, &["n", "out bob"]);
    assert!(!out.contains("recorded"), "{out}");
    g.run(&["dealer", "Bob"]).code(0);
    g.refused(&["dealer", "Bob"], "Bob deals this hand already");
}

/// Any question pending (the game ended? the last cards untyped?) is set aside when the
/// file changes meanwhile: its answer is never applied to another game than asked on.
#[test]
fn every_question_pending_is_set_aside_when_the_file_changes() {
    use std::io::Write;
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.hand(&["--out", "Ann", "--made", "Bob", "--points", "Bob=20,Cy=50"])
        .code(0);
    let mut child = crate::common::launch(&g.env.home())
        .args(["play", "--plain", "--file", g.file.to_str().unwrap()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"end\n").unwrap();
    stdin.flush().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(500));
    g.hand(&["--out", "Bob", "--points", "Ann=50,Cy=50"])
        .code(0);
    stdin.write_all(b"y\nq\n").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&out.stdout);
    assert!(out.contains("the question is set aside"), "{out}");
    assert!(
        !std::fs::read_to_string(&g.file)
            .unwrap()
            .contains("[[end]]")
    );
}

/// A player who went out by the plays typed had nothing untyped; cards left are counted
/// with the table's as each row is answered; a play the edition has not is said without
/// the command line's flags.
#[test]
fn untyped_only_where_cards_were_untyped_and_the_deck_counted_as_typed() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.run(&["lay", "Ann", "7 7 7 + 9 9 W"]).code(0);
    g.run(&["hit", "Ann", "7 9 7 9", "--on", "Ann"]).code(0);
    g.refused(
        &["hand", "--untyped", "Ann", "--points", "Bob=50,Cy=50"],
        "Ann put down every card in the plays typed",
    );
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.run(&["lay", "Ann", "7 7 W + 9 9 W"]).code(0);
    g.run(&["lay", "Bob", "4 4 W + 5 5 W"]).code(0);
    g.run(&["hit", "Ann", "W W 7 7", "--on", "Ann"]).code(0);
    let out = plain(&g, &["out ann", "W W W W", "ann lay phase 3 1 2 3"]);
    assert!(
        out.contains("10 × W"),
        "on Bob's row, as it is typed: {out}"
    );
    let out = plain(&g, &["cancel", "ann lay phase 3 1 2 3"]);
    assert!(
        out.contains("only masters players choose their phase card") && !out.contains("attempt:"),
        "{out}"
    );
}

/// An endless line costs the plain mode no more than a piece of it: it is passed over,
/// and the lines after it read.
#[test]
fn the_plain_mode_passes_over_an_endless_line() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    // Ten megabytes without a line end, then a line.
    let mut stdin = "x".repeat(10 << 20);
    stdin.push_str("\nann lay 7 7 7 + 8 8 8\n");
    let r = g.run_stdin(&["play", "--plain"], &stdin).code(0);
    assert!(
        r.stdout.contains("a line of over 65536 bytes is not taken"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("Ann laid phase 1"), "{}", r.stdout);
}
