//! One hand, one state: every bullet of the issue that found the live table's events
//! not adding up, as a table would play it. Each was accepted before the hand in play
//! became one state.

use crate::common::bytes;
use crate::sessions::Game;

fn three() -> Game {
    Game::new(&["--players", "Ann,Bob,Cy"])
}

/// Runs a play the rules refuse: exit 1, the reason on stdout, the file unchanged.
#[track_caller]
fn no(g: &Game, args: &[&str], says: &str) {
    let before = bytes(&g.file);
    let r = g.run(args).code(1);
    assert!(
        r.stdout.contains(says),
        "expected {says:?} in {:?}",
        r.stdout
    );
    assert_eq!(bytes(&g.file), before, "a refusal changes nothing");
}

#[test]
fn a_player_who_never_laid_cannot_go_out() {
    let g = Game::new(&["--players", "Ann,Bob,Cy", "--phases", "1"]);
    g.run(&["lay", "Ann", "7", "7", "7", "+", "9", "9", "9"])
        .code(0);
    g.run(&["lay", "Bob", "4", "4", "4", "+", "5", "5", "5"])
        .code(0);
    g.refused(
        &[
            "hand", "--out", "Cy", "--points", "Ann=20", "--points", "Bob=20",
        ],
        "Cy is not down, so cannot have gone out",
    );
    // Ann put down 6 cards and holds 4.
    g.refused(
        &[
            "hand", "--out", "Ann", "--points", "Bob=20", "--points", "Cy=50",
        ],
        "Ann put down 6 cards, so holds 4 cards: Ann cannot have gone out",
    );
    // Her last four go down: she is out. --made for one who never laid is refused,
    // with the command that records the lay.
    g.run(&["hit", "Ann", "7", "9", "W", "W", "--on", "Ann"])
        .code(2);
    g.run(&["hit", "Ann", "7", "9", "--on", "Ann"]).code(0);
    g.run(&["hit", "Ann", "W", "W", "--on", "Ann.1"]).code(0);
    g.refused(
        &[
            "hand", "--out", "Ann", "--made", "Cy", "--points", "Bob=20", "--points", "Cy=50",
        ],
        "Cy has not laid a phase this hand: record it with phase10 lay Cy CARDS",
    );
    // --laid must say what was laid.
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--laid",
            "Ann=4 4 4 + 5 5 5",
            "--points",
            "Bob=20",
            "--points",
            "Cy=50",
        ],
        "Ann laid 7 7 7 + 9 9 9 this hand, not 4 4 4 + 5 5 5",
    );
    g.hand(&[
        "--out",
        "Ann",
        "--laid",
        "Ann=9 9 9 + 7 7 7",
        "--points",
        "Bob=20",
        "--points",
        "Cy=50",
    ])
    .code(0);
    let s = g.status();
    assert_eq!(s["winner"], "Ann");
    // An edit of the live hand is held to the same state.
    g.refused(
        &["edit", "1", "--out", "Cy", "--points", "Ann=20"],
        "Ann put down 10 cards, so holds none: Ann went out (--out Ann), not Cy",
    );
}

#[test]
fn cards_held_follow_from_cards_put_down() {
    let g = three();
    g.hand(&[
        "--out", "Ann", "--made", "Bob", "--points", "Bob=20", "--points", "Cy=50",
    ])
    .code(0);
    // Phase 2 for Ann and Bob, 1 for Cy.
    g.run(&["lay", "Ann", "7", "7", "7", "+", "3", "4", "5", "6"])
        .code(0);
    g.refused(
        &[
            "hand", "--out", "Bob", "--left", "Ann=1", "--points", "Cy=50",
        ],
        "Bob is not down",
    );
    g.run(&["lay", "Bob", "8", "8", "8", "+", "9", "10", "11", "12"])
        .code(0);
    g.run(&["hit", "Bob", "7", "8", "--on", "Bob.2"]).code(0);
    g.run(&["hit", "Bob", "W", "--on", "Bob.1"]).code(0);
    // Bob put down 10: he went out, whatever --out says.
    g.refused(
        &[
            "hand", "--out", "Ann", "--points", "Bob=5", "--points", "Cy=50",
        ],
        "Bob put down 10 cards, so holds none: Bob went out (--out Bob), not Ann",
    );
    // Ann put down 7 cards: she holds exactly 3.
    g.refused(
        &[
            "hand", "--out", "Bob", "--left", "Ann=1", "--points", "Cy=50",
        ],
        "Ann put down 7 cards, so holds 3 cards; 1 given",
    );
    g.refused(
        &[
            "hand", "--out", "Bob", "--points", "Ann=5", "--points", "Cy=50",
        ],
        "Ann put down 7 cards, so holds 3 cards: 5 points is impossible",
    );
    // An earlier hand can be edited while this one is in play.
    g.run(&["edit", "1", "--points", "Cy=55"]).code(0);
    g.hand(&["--out", "Bob", "--left", "Ann=1 2 12", "--points", "Cy=50"])
        .code(0);
    let s = g.status();
    assert_eq!(s["players"][0]["score"], 20);
    assert_eq!(s["players"][2]["score"], 105);
}

#[test]
fn a_wild_keeps_the_value_its_place_gives_it() {
    let g = three();
    g.hand(&[
        "--out", "Ann", "--made", "Bob", "--points", "Bob=20", "--points", "Cy=50",
    ])
    .code(0);
    g.run(&["lay", "Ann", "7", "7", "7", "+", "6", "5", "4", "W"])
        .code(0);
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(text.contains("cards = \"7 7 7 + W=3 4 5 6\""), "{text}");
    // The wild is the 3: a 7 goes on the run's top end.
    g.run(&["hit", "Ann", "7", "--on", "Ann.2"]).code(0);
    no(&g, &["hit", "Ann", "3", "--on", "Ann.2"], "already has a 3");
    // A run of untyped wilds has no value until one is typed.
    g.refused(
        &["lay", "Bob", "3", "3", "3", "+", "W", "W", "W", "W"],
        "type each wild's value",
    );
    g.run(&[
        "lay", "Bob", "3", "3", "3", "+", "W=9", "W=10", "W=11", "W=12",
    ])
    .code(0);
}

#[test]
fn a_hit_is_read_on_the_side_in_play() {
    let g = Game::new(&["--edition", "flip", "--players", "Ann,Bob"]);
    g.run(&["flip"]).code(0);
    // A red run laid on the Wild Side: the letters fix no colour there.
    g.run(&["lay", "Ann", "R5", "R6", "+", "2", "3"]).code(0);
    g.run(&["flip"]).code(0);
    // On the Color Side R7 makes it red; then a green 8 does not fit.
    g.run(&["hit", "Ann", "R7", "--on", "Ann.1"]).code(0);
    no(
        &g,
        &["hit", "Ann", "G8", "--on", "Ann.1"],
        "the red run 5–7 takes a red 4, a red 8, or a red Star (R*)",
    );
    // Bob lays a red run on the Color Side; on the Wild Side a 5 fits it.
    g.run(&["lay", "Bob", "R3", "R4", "+", "Y1", "Y2"]).code(0);
    g.run(&["flip"]).code(0);
    g.run(&["hit", "Bob", "5", "--on", "Bob.1"]).code(0);
    let t = g.run(&["table", "--json"]).code(0).json();
    assert_eq!(
        t["groups"][2]["cards"],
        serde_json::json!(["R3", "R4", "5"])
    );
    assert_eq!(
        t["groups"][2]["sides"],
        serde_json::json!(["color", "color", "wild"])
    );
}

#[test]
fn the_deck_is_counted_per_hand() {
    let g = three();
    // Sixteen Wilds left across two hands.
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--left",
            "Bob=W W W W W W W W 1 2",
            "--left",
            "Cy=W W W W W W W W 1 2",
        ],
        "16 × W: the classic deck has 8 Wilds",
    );
    // A third R7 left in a hand while two lie on the table.
    g.run(&["lay", "Ann", "R7", "R7", "7", "+", "9", "9", "9"])
        .code(0);
    g.run(&["hit", "Ann", "9", "9", "W", "W", "--on", "Ann.2"])
        .code(0);
    g.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--left",
            "Bob=R7 1 2 3 4 5 6 7 8 10",
            "--points",
            "Cy=50",
        ],
        "3 × R7",
    );
    // Four Skips in a masters deck of two, across two hands.
    let three = Game::new(&["--edition", "masters", "--players", "Ann,Bob,Cy"]);
    three.refused(
        &[
            "hand",
            "--out",
            "Ann",
            "--attempt",
            "Ann=1",
            "--attempt",
            "Bob=1",
            "--attempt",
            "Cy=1",
            "--left",
            "Bob=S S 1 2 3 4 5 6 7 8",
            "--left",
            "Cy=S S 1 2 3 4 5 6 7 8",
        ],
        "4 × S: the masters deck has 2 Skips",
    );
    // Five red 7s through a save pile: two saved, then a third.
    let m = Game::new(&["--edition", "masters", "--players", "Ann,Bob"]);
    let hand = |ann: &str, save: &str| {
        m.hand(&[
            "--out",
            "Ann",
            "--attempt",
            ann,
            "--attempt",
            "Bob=1",
            "--points",
            "Bob=50",
            "--save",
            save,
        ])
    };
    hand("Ann=1", "Bob=R7").code(0);
    hand("Ann=2", "Ann=R7").code(0);
    let before = bytes(&m.file);
    // (Only if Ann drew hers back, for Bob to pick up and save: the hand says so.)
    let r = hand("Ann=3", "Bob=R7").code(2);
    assert!(r.stderr.contains("--unsave Ann=R7"), "{}", r.stderr);
    assert_eq!(bytes(&m.file), before);
    // A third R7 on top of both piles, in a hand: past the deck whatever was drawn back.
    let r = m
        .hand(&[
            "--out",
            "Ann",
            "--attempt",
            "Ann=3",
            "--attempt",
            "Bob=1",
            "--left",
            "Bob=R7 R7 R7 1 2 3 4 5 6 7",
        ])
        .code(2);
    assert!(r.stderr.contains("× R7"), "{}", r.stderr);
    assert_eq!(bytes(&m.file), before);
}

#[test]
fn twist_face_value_totals_count_wilds_and_skips() {
    let g = Game::new(&[
        "--edition",
        "twist",
        "--players",
        "Ann,Bob,Cy",
        "--twist-tiebreak",
        "face",
    ]);
    // Bob made phase 1 (six cards at least), so holds 1 to 4: four Wilds are 100.
    g.refused(
        &[
            "hand", "--out", "Ann", "--made", "Bob", "--points", "Bob=101",
        ],
        "101 points is impossible (1 to 100, not every total between)",
    );
    g.hand(&[
        "--out", "Ann", "--made", "Bob", "--points", "Bob=100", "--points", "Cy=100",
    ])
    .code(0);
}

#[test]
fn lay_names_its_own_flags_and_refuses_another_editions() {
    let m = Game::new(&["--edition", "masters", "--players", "Ann,Bob"]);
    m.refused(
        &["lay", "Ann", "7", "7", "7", "9", "9", "9"],
        "give --attempt N",
    );
    let c = three();
    c.refused(
        &[
            "lay",
            "Ann",
            "7",
            "7",
            "7",
            "9",
            "9",
            "9",
            "--twist-card",
            "3",
        ],
        "only twist has Twist spaces",
    );
    c.refused(
        &["lay", "Ann", "7", "7", "7", "9", "9", "9", "--attempt", "4"],
        "only masters players choose their phase card",
    );
    let t = Game::new(&["--edition", "twist", "--players", "Ann,Bob"]);
    t.hand(&["--out", "Bob", "--made", "Ann"]).code(0);
    t.refused(
        &["lay", "Ann", "7", "7", "7", "+", "3", "4", "5", "6"],
        "give --choose 2 (or 3) or --twist-card N",
    );
    // Hints in flip offer Stars, which it has, not wilds.
    let f = Game::new(&["--edition", "flip", "--players", "Ann,Bob"]);
    let r = f
        .run(&["hit", "--onto", "R3 R4", "--as", "colour-run", "R7"])
        .code(1);
    assert!(r.stdout.contains("or a red Star (R*)"), "{}", r.stdout);
    // The Star offered is one that fits: R* does, B* does not.
    f.run(&["hit", "--onto", "R3 R4", "--as", "colour-run", "R*"])
        .code(0);
    // A forgotten flip: on the other side the card fits, and the refusal says so.
    f.run(&["lay", "Ann", "R1 R2 + G5 G6"]).code(0);
    let r = f.run(&["hit", "Ann", "B3", "--on", "Ann.1"]).code(1);
    assert!(
        r.stdout
            .contains("if a Flip card was discarded, phase10 flip first"),
        "{}",
        r.stdout
    );
}

#[test]
fn a_lay_puts_down_no_more_than_a_player_holds() {
    let g = three();
    no(
        &g,
        &[
            "lay", "Ann", "7", "7", "7", "7", "7", "7", "+", "9", "9", "9", "9", "9", "9",
        ],
        "Ann laid 12 cards: a player holds 10, and 11 with the card drawn",
    );
    // A set laid with more than three cards says how many it holds.
    let r = g
        .run(&["lay", "Ann", "R7", "R7", "7", "7", "7", "+", "9", "9", "9"])
        .code(0);
    assert!(r.stdout.contains("set of 5 (7s)"), "{}", r.stdout);
}

#[test]
fn made_in_a_live_hand_is_who_laid_and_is_not_stored() {
    let g = three();
    g.run(&["lay", "Ann", "7", "7", "7", "+", "9", "9", "9"])
        .code(0);
    g.run(&["lay", "Bob", "3", "3", "3", "+", "4", "4", "4"])
        .code(0);
    g.run(&["hit", "Bob", "3", "4", "3", "4", "--on", "Bob"])
        .code(0);
    // --made that agrees (Bob laid) is taken, and nothing derived is written.
    g.hand(&[
        "--out", "Bob", "--made", "Bob", "--points", "Ann=20", "--points", "Cy=50",
    ])
    .code(0);
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(!text.contains("made ="), "{text}");
    let s = g.status();
    assert_eq!(s["players"][0]["completed"], serde_json::json!([1]));
    // A hand edited to say otherwise is refused with its line.
    std::fs::write(
        &g.file,
        text.replace("out = \"Bob\"", "out = \"Bob\"\nmade = [\"Bob\"]"),
    )
    .unwrap();
    g.run(&["status"])
        .code(2)
        .says("who made it is who laid (Ann, Bob)");
}

#[test]
fn points_left_are_totals_the_cards_the_deck_has_left_can_make() {
    let g = three();
    g.run(&["lay", "Ann", "W", "W", "W", "+", "7", "7", "7"])
        .code(0);
    g.run(&["hit", "Ann", "5", "--on", "Ann.1"]).code(0);
    g.run(&["lay", "Bob", "W", "W", "W", "+", "8", "8", "8"])
        .code(0);
    g.run(&["hit", "Bob", "W", "W", "--on", "Bob.1"]).code(0);
    g.run(&["hit", "Bob", "9", "--on", "Bob.1"]).code(0);
    g.run(&["hit", "Bob", "8", "--on", "Bob.2"]).code(0);
    // All eight Wilds are on the table: Ann's three cards cannot make 75.
    g.refused(
        &["hand", "--points", "Ann=75", "--points", "Cy=50"],
        "need cards the deck no longer has",
    );
    // Who went out follows from the plays: the flags need not say.
    g.hand(&["--points", "Ann=15", "--points", "Cy=50"]).code(0);
    assert_eq!(g.status()["hands"], 1);
    // Two hands' totals cannot share one Wild: 10 cards of 230 need all eight.
    let t = three();
    t.refused(
        &[
            "hand", "--out", "Ann", "--made", "Bob", "--points", "Bob=100", "--points", "Cy=230",
        ],
        "need cards the deck no longer has",
    );
    // Twist at face value: ten cards make at least 12 (eight 1s, then 2s).
    let f = Game::new(&[
        "--edition",
        "twist",
        "--players",
        "Ann,Bob,Cy",
        "--twist-tiebreak",
        "face",
    ]);
    f.refused(
        &[
            "hand", "--out", "Ann", "--points", "Bob=11", "--points", "Cy=50",
        ],
        "11 points is impossible",
    );
}

#[test]
fn cards_shared_out_over_an_owners_groups_find_their_one_way() {
    let g = three();
    g.hand(&[
        "--out", "Ann", "--made", "Bob", "--points", "Bob=20", "--points", "Cy=50",
    ])
    .code(0);
    g.run(&["lay", "Ann", "7", "7", "7", "+", "3", "4", "5", "6"])
        .code(0);
    // One 7 onto the set, 7 and 8 onto the run: the only way.
    let r = g.run(&["hit", "Ann", "8", "7", "7", "--on", "Ann"]).code(0);
    assert!(
        r.stdout.contains("onto Ann.2, now: 3 4 5 6 7 8"),
        "{}",
        r.stdout
    );
}

#[test]
fn a_refused_hand_prints_no_recorded_anyway() {
    let g = three();
    g.hand(&["--out", "Ann", "--points", "Bob=50", "--points", "Cy=50"])
        .code(0);
    g.ruled(
        &[
            "hand",
            "--out",
            "Ann",
            "--laid",
            "Ann=7 7 7 + 9 9 9",
            "--points",
            "Bob=50",
            "--points",
            "Cy=50",
        ],
        "not phase 2",
    );
}
