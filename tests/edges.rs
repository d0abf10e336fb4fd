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
pub fn words(text: &str) -> String {
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
    // Not found: exit 1, as every "not found" is.
    env.run(&["stats", "--player", "Anx"])
        .code(1)
        .stdout_has("No finished games of \"Anx\"; did you mean Ann?");
}

/// Twist: the ten Twist cards are a deck of their own, one of each: two players on
/// Twist card 3 in one hand are refused, laid live or recorded.
#[test]
fn one_twist_card_of_each_kind_a_hand() {
    let g = Game::new(&["--edition", "twist", "--players", "Ann,Bob,Cy"]);
    // Ann and Bob made it: both on the Twist space.
    g.hand(&["--out", "Cy", "--made", "Ann,Bob"]).code(0);
    g.refused(
        &["hand", "--out", "Cy", "--twist-card", "Ann=3,Bob=3"],
        "Twist card 3 is Ann's this hand, and Bob's too",
    );
    g.run(&["lay", "Ann", "1 1 1 1 1 + 2 3 4 5", "--twist-card", "3"])
        .code(0);
    g.refused(
        &["lay", "Bob", "8 8 8 8 8 + 2 3 4 5", "--twist-card", "3"],
        "Twist card 3 is Ann's this hand, and Bob's too",
    );
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--untyped",
            "Ann",
            "--twist-card",
            "Bob=3",
        ],
        "Twist card 3 is Ann's this hand, and Bob's too",
    );
    g.hand(&["--out", "Ann", "--untyped", "Ann", "--twist-card", "Bob=4"])
        .code(0);
}

/// Flip: the side turns only when a Flip card is discarded. One who went out putting
/// down all 11 discarded nothing; one who went out with 10 down may have discarded a
/// Flip card, once, and then has no 11th card to hit. A side written beside flips
/// played says what they say.
#[test]
fn flip_needs_a_discard_and_the_side_is_what_the_flips_say() {
    let g = Game::new(&["--edition", "flip", "--players", "Ann,Bob"]);
    g.run(&["lay", "Ann", "R1 R2 + G3 G4"]).code(0);
    g.run(&["hit", "Ann", "R3 R4 R5", "--on", "Ann.1"]).code(0);
    g.run(&["hit", "Ann", "G5 G6 G7", "--on", "Ann.2"]).code(0);
    // Out with 10 down: the last discard a Flip card, once.
    g.run(&["flip"]).code(0).stdout_has("Wild Side is in play");
    let before = crate::common::bytes(&g.file);
    let r = g.run(&["flip"]).code(1);
    assert!(
        r.stdout.contains("went out discarding a Flip card"),
        "{}",
        r.stdout
    );
    let r = g.run(&["hit", "Ann", "G8", "--on", "Ann.2"]).code(1);
    assert!(r.stdout.contains("no 11th card to hit"), "{}", r.stdout);
    assert_eq!(crate::common::bytes(&g.file), before);
    // The side written says what the flips say.
    g.refused(
        &[
            "hand", "--out", "Ann", "--side", "color", "--points", "Bob=50",
        ],
        "the Color Side is written, but the flip played leaves the Wild Side in play",
    );
    // Out with all 11 down: no discard, no flip after.
    g.run(&["undo"]).code(0);
    g.run(&["hit", "Ann", "G8", "--on", "Ann.2"]).code(0);
    let r = g.run(&["flip"]).code(1);
    assert!(
        r.stdout.contains("putting down all 11 cards"),
        "{}",
        r.stdout
    );
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
}

/// Flip: completed phases are not flipped: a phase laid on the Wild Side, recorded
/// with `--laid` once the Color Side is in play, reads on the side it was laid on.
#[test]
fn a_phase_laid_before_a_flip_reads_on_its_side() {
    let g = Game::new(&["--edition", "flip", "--players", "Ann,Bob"]);
    g.hand(&[
        "--out",
        "Ann",
        "--side",
        "color",
        "--laid",
        "Ann=4 * + 8 9",
        "--points",
        "Bob=50",
    ])
    .code(0);
    // Not the phase on the side it was laid on: refused with that side's fix.
    let r = g
        .hand(&[
            "--out",
            "Bob",
            "--side",
            "color",
            "--laid",
            "Bob=4 * + 8 12",
            "--points",
            "Ann=50",
        ])
        .code(1);
    assert!(
        r.stdout
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .contains("leave out 12, and add a 9, or a Star"),
        "{}",
        r.stdout
    );
    // Cards of no one side read on the side in play: the Wild Side's any-colour
    // numbers are not taken for a Color Side lay that does not make the phase.
    g.ruled(
        &[
            "hand",
            "--out",
            "Bob",
            "--side",
            "color",
            "--laid",
            "Bob=R1 B2 + G5 G6",
            "--points",
            "Ann=50",
        ],
        "which is not phase 1",
    );
}

/// Every sheet says where a Twist pawn stands in the same words ("past 10", "T (2 or
/// 3)"); a game ended early is a win, never the fastest; a late newcomer's total is
/// said.
#[test]
fn every_sheet_says_the_same() {
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
    // Ann goes out every hand until she is past the board.
    for _ in 0..20 {
        let s = env.run(&["status", "--json"]).code(0).json();
        if !s["winner"].is_null() {
            break;
        }
        let mut args = vec!["hand".to_string(), "--out".into(), "Ann".into()];
        for (i, name) in ["Ann", "Bob"].iter().enumerate() {
            let pawn = s["players"][i]["pawn"].as_str().unwrap().to_string();
            if let Some(rest) = pawn.strip_prefix("T (") {
                let after = rest.trim_end_matches(')').rsplit(' ').next().unwrap();
                args.extend(["--choose".into(), format!("{name}={after}")]);
            }
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        env.run(&args).code(0);
    }
    let history = env.run(&["history"]).code(0).stdout;
    let markdown = env.run(&["export", "--format", "markdown"]).code(0).stdout;
    let csv = env.run(&["export"]).code(0).stdout;
    let json = env.run(&["export", "--format", "json"]).code(0).json();
    for (sheet, text) in [
        ("history", &history),
        ("markdown", &markdown),
        ("csv", &csv),
    ] {
        assert!(text.contains("past 10"), "{sheet}:\n{text}");
        assert!(text.contains("T (2 or 3)"), "{sheet}:\n{text}");
    }
    let pad = json["pad"]["hands"].as_array().unwrap();
    let last = &pad.last().unwrap()["players"][0];
    assert_eq!(last["pawn"], "past 10", "{last}");
    // stats: Ann won by finishing; a game ended early is a win, not the fastest.
    env.run(&["new", "--players", "Cy,Di", "--name", "short"])
        .code(0);
    env.run(&["hand", "--out", "Cy", "--points", "Di=50"])
        .code(0);
    env.run(&["end"]).code(0);
    let stats = env.run(&["stats", "--json"]).code(0).json();
    let cy = stats["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Cy")
        .unwrap();
    assert_eq!(cy["wins"], 1, "{cy}");
    assert!(cy["fastest_win"].is_null(), "{cy}");
    // A newcomer's total: said when they sit down, and under the table.
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    g.run(&["players", "add", "Cy"])
        .code(0)
        .stdout_has("on 50 points (the table's highest: no head start)");
    g.run(&["status"])
        .code(0)
        .stdout_has("Cy sat down from hand 2, on the table's highest total then");
}

/// A table kept is everyone who played (one who went home early is still a regular),
/// and each next game of the table moves the first deal on.
#[test]
fn a_table_keeps_its_regulars_and_moves_the_deal_on() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--name", "x"])
        .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50,Cy=50"])
        .code(0);
    env.run(&["players", "remove", "Cy"]).code(0);
    env.run(&["hand", "--out", "Bob", "--points", "Ann=50"])
        .code(0);
    env.run(&["tables", "save", "fri"])
        .code(0)
        .stdout_has("Ann, Bob, Cy");
    let dealers: Vec<String> = (0..4)
        .map(|_| {
            env.run(&["new", "--table", "fri"]).code(0);
            env.run(&["status", "--json"]).code(0).json()["dealer"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(dealers, ["Ann", "Bob", "Cy", "Ann"]);
    // A dealer given is the dealer.
    env.run(&["new", "--table", "fri", "--dealer", "Cy"])
        .code(0);
    assert_eq!(
        env.run(&["status", "--json"]).code(0).json()["dealer"],
        "Cy"
    );
    // Games given their own names are the table's games too (the file says its table).
    let dealers: Vec<String> = ["s4", "s5", "s6"]
        .iter()
        .map(|name| {
            env.run(&["new", "--table", "fri", "--name", name]).code(0);
            env.run(&["status", "--json"]).code(0).json()["dealer"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(dealers, ["Ann", "Bob", "Cy"]);
    let s6 = std::fs::read_to_string(env.home().join("sessions/s6.toml")).unwrap();
    assert!(s6.contains("table = \"fri\""), "{s6}");
    // tables save reads the session --file names.
    let other = env.path("other.toml");
    env.run(&[
        "new",
        "--players",
        "Dee,Eve",
        "--file",
        other.to_str().unwrap(),
    ])
    .code(0);
    env.run(&["tables", "save", "sat", "--file", other.to_str().unwrap()])
        .code(0)
        .stdout_has("Dee, Eve");
}

/// Twist: a plain `phase10 hand` after a live out, not at a terminal: the plays say
/// who went out and twist asks nothing more.
#[test]
fn a_twist_hand_played_live_ends_with_a_plain_hand() {
    let g = Game::new(&["--edition", "twist", "--players", "Ann,Bob"]);
    g.run(&["lay", "Ann", "7 7 7 + 9 9 9"]).code(0);
    g.run(&["hit", "Ann", "7 7 7", "--on", "Ann.1"]).code(0);
    g.run(&["hit", "Ann", "9", "--on", "Ann.2"]).code(0);
    g.run_stdin(&["hand"], "")
        .code(0)
        .stdout_has("Ann: went out, phase 1");
}

/// Masters: a save pile's cards are in play during a hand. A card Bob saved, drawn
/// back and discarded, may be picked up and laid by Ann; at the hand's end the
/// draw-back the table shows is said with --unsave (and named when it is not).
#[test]
fn a_saved_card_drawn_back_may_be_laid_by_another() {
    let g = Game::new(&["--edition", "masters", "--players", "Ann,Bob"]);
    g.hand(&[
        "--out",
        "Ann",
        "--attempt",
        "Ann=1,Bob=1",
        "--save",
        "Bob=R7",
        "--points",
        "Bob=50",
    ])
    .code(0);
    // Both R7s of the deck: one from the draw pile, Bob's drawn back.
    g.run(&["lay", "Ann", "--attempt", "2", "R7 R7 7 + 1 2 3 4"])
        .code(0);
    // A third R7 the deck has not.
    g.refused(&["hit", "Ann", "R7", "--on", "Ann.1"], "3 × R7");
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--untyped",
            "Ann",
            "--attempt",
            "Bob=1",
            "--points",
            "Bob=50",
        ],
        "say so with --unsave Bob=R7",
    );
    g.hand(&[
        "--out",
        "Ann",
        "--untyped",
        "Ann",
        "--attempt",
        "Bob=1",
        "--points",
        "Bob=50",
        "--unsave",
        "Bob=R7",
    ])
    .code(0);
}

/// Masters: two of Bob's saved cards drawn back and laid by Ann: the advice names every
/// card Bob drew back in one flag (those said already among them), and following it
/// records the hand; a card drawn back still in hand is named too; the pile of a
/// player who got up is out of play.
#[test]
fn draw_backs_are_said_whole_and_a_pile_away_is_out_of_play() {
    let g = bobs_pile_of_two_r7s("Ann,Bob");
    g.run(&["lay", "Ann", "--attempt", "3", "R7 R7 7 7 + 1 2 3 4"])
        .code(0);
    g.run(&["hit", "Ann", "5 6", "--on", "Ann.2"]).code(0);
    let end = |unsave: &[&str]| {
        let mut args = vec!["hand", "--attempt", "Bob=1", "--points", "Bob=50"];
        args.extend(unsave);
        args.iter().map(ToString::to_string).collect::<Vec<_>>()
    };
    let said = "say so with --unsave Bob=\"R7 R7\"";
    let args = end(&[]);
    g.refused(&args.iter().map(String::as_str).collect::<Vec<_>>(), said);
    let args = end(&["--unsave", "Bob=R7"]);
    g.refused(&args.iter().map(String::as_str).collect::<Vec<_>>(), said);
    let args = end(&["--unsave", "Bob=R7 R7"]);
    g.run(&args.iter().map(String::as_str).collect::<Vec<_>>())
        .code(0);

    // One drawn back and laid, the other drawn back and still in Bob's hand.
    let g = bobs_pile_of_two_r7s("Ann,Bob");
    g.run(&["lay", "Ann", "--attempt", "3", "R7 7 7 7 + 1 2 3 4"])
        .code(0);
    g.run(&["hit", "Ann", "5 6", "--on", "Ann.2"]).code(0);
    g.refused(
        &[
            "hand",
            "--attempt",
            "Bob=1",
            "--left",
            "Bob=R7 1 2 3 4 5 6 8 9 10",
        ],
        "say so with --unsave Bob=",
    );

    // Bob got up: his pile left with him, and no R7 of it is laid.
    let g = bobs_pile_of_two_r7s("Ann,Bob,Cy");
    g.run(&["players", "remove", "Bob"]).code(0);
    g.refused(
        &["lay", "Ann", "--attempt", "3", "R7 R7 7 7 + 1 2 3 4"],
        "R7",
    );
}

/// A lay is read as typed: groups typed in the phase's order are its groups in that
/// order, and where they could be read another way the answer says how to type it;
/// typing that reads it so.
#[test]
fn a_lay_is_read_as_typed_and_says_the_other_reading() {
    let g = Game::new(&["--edition", "flip", "--players", "Ann,Bob"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    // Flip phase 2: 1 colour run of 2 + 1 set of 2, typed in that order.
    let r = g.run(&["lay", "Ann", "Y* Y12 + G11 G*"]).code(0);
    let said = words(&r.stdout);
    assert!(
        said.contains("colour run of 2 (yellow 11–12)") && said.contains("set of 2 (11s)"),
        "{said}"
    );
    assert!(
        said.contains(
            "read in the order typed; for colour run of 2 (green 11–12) + set of 2 (12s), undo and lay G11 G* + Y* Y12"
        ),
        "{said}"
    );
    // A Star hit onto her set of 11s.
    g.run(&["lay", "Bob", "R1 R2 + G3 G4"]).code(0);
    g.run(&["hit", "Bob", "B*", "--on", "Ann.2"]).code(0);
    // Following the advice reads the other way.
    g.run(&["undo"]).code(0);
    g.run(&["undo"]).code(0);
    g.run(&["undo"]).code(0);
    let r = g.run(&["lay", "Ann", "G11 G* + Y* Y12", "--json"]).code(0);
    let j: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(j["groups"][0]["kind"], "color-run");
    assert_eq!(j["groups"][0]["cards"][0], "G11");
    assert_eq!(j["groups"][1]["kind"], "set");
    assert_eq!(j["groups"][1]["cards"][1], "Y12");
    assert_eq!(j["other_reading"]["cards"], "Y* Y12 + G11 G*");

    // A check says there was a choice, and following it makes the other reading.
    let env = Env::new();
    let r = env
        .run(&["check", "--phase", "3", "9 W W W + 5 W W W"])
        .code(0);
    let said = words(&r.stdout);
    assert!(
        said.contains("set of 4 (9s)") && said.contains("run of 4 (5–8)"),
        "{said}"
    );
    assert!(
        said.ends_with(
            "read in the order typed; typed 5 W W W + 9 W W W, they make set of 4 (5s) + run of 4 (9–12)"
        ),
        "{said}"
    );
    let r = env
        .run(&["check", "--phase", "3", "5 W W W + 9 W W W", "--json"])
        .code(0);
    let j: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(j["groups"][0]["description"], "set of 4 (5s)");
    assert_eq!(j["groups"][1]["description"], "run of 4 (9–12)");
    // One reading only: nothing more said.
    let r = env
        .run(&["check", "--phase", "3", "9 W W W + 5 6 7 8", "--json"])
        .code(0);
    let j: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert!(j["other_reading"].is_null());
}

/// Flip, on the Wild Side: a colour letter typed is ignored (no card has a colour), so
/// a lay a check finds valid is laid, and reads back.
#[test]
fn a_colour_letter_on_the_wild_side_is_ignored_when_laid() {
    let g = Game::new(&["--edition", "flip", "--players", "Ann,Bob"]);
    g.run(&["flip"]).code(0);
    g.run(&["check", "--phase", "1", "R4 R* + R8 G*"]).code(0);
    g.run(&["lay", "Ann", "R4 R* + R8 G*"])
        .code(0)
        .stdout_has("R8 G*=9");
    g.run(&["table"]).code(0).stdout_has("R8 G*=9");
}

/// A run typed with its wilds first reads where they were typed, alike at check and
/// lay, and the other reading said is the one that typing gives.
#[test]
fn wilds_typed_first_read_alike_at_check_and_lay() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    for _ in 0..2 {
        g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    }
    let check = g
        .run(&["check", "--player", "Ann", "W W W 9 + W W W 5"])
        .code(0);
    assert!(check.stdout.contains("run of 4 (2–5)"), "{}", check.stdout);
    let lay = g.run(&["lay", "Ann", "W W W 9 + W W W 5"]).code(0);
    assert!(lay.stdout.contains("run of 4 (2–5)"), "{}", lay.stdout);
    assert!(
        words(&lay.stdout)
            .contains("for set of 4 (5s) + run of 4 (6–9), undo and lay W W W 5 + W W W 9"),
        "{}",
        lay.stdout
    );
    g.run(&["undo"]).code(0);
    let lay = g.run(&["lay", "Ann", "W W W 5 + W W W 9"]).code(0);
    assert!(
        lay.stdout.contains("set of 4 (5s)") && lay.stdout.contains("run of 4 (6–9)"),
        "{}",
        lay.stdout
    );
}

/// A name that reads as a group once the name rule folds it (`Jo.²`, a full-width
/// `Jo．2`) is refused as `Jo.2` is; groups of Skips alone are left out whole.
#[test]
fn names_fold_before_they_read_as_groups_and_skips_alone_go() {
    let env = Env::new();
    for name in ["Jo.²", "Jo．2", "JO.2"] {
        let r = env
            .run(&["new", "--players", &format!("Jo,{name},Ann")])
            .code(2);
        assert!(r.stderr.contains("reads as"), "{name}: {}", r.stderr);
    }
    // A name given twice is shown at the line of the second, in an inline table over
    // lines or a list, in any case or normal form.
    let file = env.path("dk.toml");
    let f = file.to_str().unwrap();
    env.run(&["new", "--players", "Zoë,Zoé,Ann", "--file", f])
        .code(0);
    let base = std::fs::read_to_string(&file).unwrap();
    let lines = base.lines().count();
    for (hand, at) in [
        (
            "[[hand]]\nout = \"Ann\"\npoints = { \"Zoë\" = 50,\n  \"Zoé\" = 50,\n  \"ZOË\" = 55 }\n",
            5,
        ),
        (
            "[[hand]]\nout = \"Ann\"\nmade = [\"Ann\", \"Zoé\",\n \"ann\"]\n",
            4,
        ),
        (
            "[[hand]]\nout = \"Ann\"\n[hand.points]\n\"Zoë\" = 50\n\"Zoé\" = 50\n\"Zoe\u{308}\" = 50\n",
            6,
        ),
    ] {
        std::fs::write(&file, format!("{base}\n{hand}")).unwrap();
        let r = env.run(&["status", "--file", f]).code(2);
        assert!(
            r.stderr.contains(&format!("dk.toml:{}:", lines + 1 + at)),
            "{hand}: {}",
            r.stderr
        );
    }
    let r = env
        .run(&["check", "--phase", "1", "9 9 9 + 7 7 7 + S"])
        .code(1);
    assert_eq!(
        words(&r.stdout),
        "not valid: phase 1 (2 sets of 3): leave out S (a Skip is never part of a phase)"
    );
}

/// Masters draw-backs, the rest of the rule: a hand recorded whole (not played live)
/// whose cards left hold a pile's card, and a card drawn back and saved again, are
/// named at once; at the table, cards left holding a pile's card are taken as typed
/// (the hand's end asks what was drawn back).
#[test]
fn draw_backs_are_named_for_any_hand() {
    let start = || bobs_pile_of_two_r7s("Ann,Bob,Cy");
    let g = start();
    let whole = [
        "hand",
        "--attempt",
        "Ann=3,Bob=1,Cy=1",
        "--out",
        "Ann",
        "--left",
        "Bob=R7 R7 1 1 1 1 1 1 1 1",
        "--points",
        "Cy=50",
    ];
    g.refused(&whole, "say so with --unsave Bob=\"R7 R7\"");
    let mut followed = whole.to_vec();
    followed.extend(["--unsave", "Bob=R7 R7"]);
    g.run(&followed).code(0);

    // Drawn back: one laid by Ann, one saved again by Bob.
    let g = start();
    g.run(&["lay", "Ann", "--attempt", "3", "R7 7 7 7 + 1 2 3 4"])
        .code(0);
    g.run(&["lay", "Bob", "--attempt", "1", "5 5 5 + 9 9 9"])
        .code(0);
    let end = [
        "hand",
        "--attempt",
        "Cy=2",
        "--untyped",
        "Bob",
        "--left",
        "Ann=1 1",
        "--points",
        "Cy=50",
        "--save",
        "Bob=R7",
    ];
    g.refused(&end, "say so with --unsave Bob=\"R7 R7\"");
    let mut followed = end.to_vec();
    followed.extend(["--unsave", "Bob=R7 R7"]);
    g.run(&followed).code(0);

    // At the table: Ann's cards left are taken; the end asks what Bob drew back.
    let g = start();
    let r = g.run_stdin(
        &["play", "--plain"],
        "ann lay phase 3 R7 R7 7 7 + 1 2 3 4\nbob lay phase 1 5 5 5 + 9 9 9\nout bob\ny\n1 1\n",
    );
    assert!(!r.stdout.contains("4 × R7"), "{}", r.stdout);
    assert!(r.stdout.contains("Ann saved"), "{}", r.stdout);
}

/// A phase of one group typed whole reads as typed at check as at lay (its wilds where
/// they stand); two groups typed alike have no other reading; a run of wilds only is
/// told to type each wild's value with the deck's own wild.
#[test]
fn one_group_reads_as_typed_and_alike_groups_have_one_reading() {
    let g = Game::new(&["--edition", "masters", "--players", "Ann,Bob"]);
    g.run(&["check", "--phase", "4", "W W W 6 W W W"])
        .code(0)
        .stdout_has("run of 7 (3–9)");
    g.run(&["lay", "Ann", "--attempt", "4", "W W W 6 W W W"])
        .code(0)
        .stdout_has("run of 7 (3–9)");
    let env = Env::new();
    let j = env
        .run(&[
            "check",
            "--edition",
            "flip",
            "--side",
            "color",
            "--phase",
            "2",
            "R* R5 + R* R5",
            "--json",
        ])
        .code(0)
        .json();
    assert!(j["other_reading"].is_null(), "{j}");
    let g = Game::new(&["--edition", "flip", "--players", "Ann,Bob"]);
    for _ in 0..5 {
        g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    }
    g.run(&["flip"]).code(0);
    let r = g.run(&["lay", "Ann", "* * * + * * 9"]);
    assert!(
        r.stderr.contains("*=3 *=4 *=5") && !r.stderr.contains("W="),
        "{}",
        r.stderr
    );
}

/// `doctor` says what is wrong with the session as well as with the config: a config
/// at fault hides nothing of the session file.
#[test]
fn doctor_says_the_session_beside_the_config() {
    let env = Env::new();
    let file = env.path("s.toml");
    let f = file.to_str().unwrap();
    env.run(&["new", "--players", "Bob,Cy", "--file", f])
        .code(0);
    let mut text = std::fs::read_to_string(&file).unwrap();
    text.push_str("\n[[hand]]\nout = \"Cy\"\npoints = {\n Bob = 50,\n bob = 50,\n}\n");
    std::fs::write(&file, text).unwrap();
    std::fs::create_dir_all(env.home()).unwrap();
    std::fs::write(
        env.home().join("config.toml"),
        "[table.x]\nplayers = [\"Ann\", \"Jo.²\"]\n",
    )
    .unwrap();
    let r = env.run(&["doctor", "--file", f]).code(1);
    assert!(
        r.stdout.contains("reads as Jo's group 2") && r.stdout.contains("s.toml:14:"),
        "{}",
        r.stdout
    );
    let j = env.run(&["doctor", "--file", f, "--json"]).code(1).json();
    assert_eq!(j["problems"].as_array().map(Vec::len), Some(2), "{j}");
    assert_eq!(j["file"], f);
}

/// A Masters game of `players` (Ann and Bob first) two hands in: Ann out on phases 1
/// and 2, Bob saving an R7 each hand (his pile: R7 R7).
fn bobs_pile_of_two_r7s(players: &str) -> Game {
    let g = Game::new(&["--edition", "masters", "--players", players]);
    let rest: Vec<String> = players
        .split(',')
        .skip(1)
        .map(|p| format!("{p}=50"))
        .collect();
    let attempts: Vec<String> = players.split(',').map(|p| format!("{p}=1")).collect();
    let mut attempts2 = attempts.clone();
    attempts2[0] = "Ann=2".into();
    for a in [&attempts, &attempts2] {
        g.hand(&[
            "--out",
            "Ann",
            "--attempt",
            &a.join(","),
            "--save",
            "Bob=R7",
            "--points",
            &rest.join(","),
        ])
        .code(0);
    }
    g
}
