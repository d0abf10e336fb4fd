//! The words a new group reads (issue "a night without friction"): counts, articles,
//! questions, hints that name the flag that helps, marks a plain terminal can show.

use crate::common::{Env, Game};

fn two_players(env: &Env) {
    env.run(&["new", "--players", "Ann,Bob", "--dealer", "Ann"])
        .code(0);
}

#[test]
fn counts_and_articles_read_as_said() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann"])
        .code(2)
        .says("and 1 was given");
    env.run(&["check", "--phase", "1", "6 6 6 6"])
        .code(1)
        .stdout("not valid: phase 1 (2 sets of 3): add two 6s, or that many wilds\n");
    env.run(&["hit", "--onto", "7 8 9", "--as", "run", "8"])
        .code(1)
        .stdout("8 does not fit: the run 7–9 already has an 8\n");
    two_players(&env);
    let doctor = env.run(&["doctor"]).code(0);
    assert!(
        doctor
            .stdout
            .contains("a classic game of 2 players, 0 hands played"),
        "{}",
        doctor.stdout
    );
    env.run(&["lay", "Ann", "7 7 7 + 9 9 9"]).code(0);
    env.run(&["lay", "Bob", "1 1 1 + 3 3 3"]).code(0);
    env.run(&["hit", "Bob", "12", "--on", "Ann"])
        .code(1)
        .stdout("not hit: 12 fits none of Ann's groups\n");
    let table = env.run(&["table"]).code(0);
    assert!(
        table
            .stdout
            .contains("Ann: phase 1 (2 sets of 3) (6 cards down)"),
        "{}",
        table.stdout
    );
    // What undo took back, said once.
    let undo = env.run(&["undo"]).code(0);
    assert!(
        undo.stdout
            .starts_with("undone: Bob laid a phase in hand 1\n"),
        "{}",
        undo.stdout
    );
    let redo = env.run(&["redo"]).code(0);
    assert!(
        redo.stdout
            .starts_with("redone: Bob laid a phase in hand 1\n"),
        "{}",
        redo.stdout
    );
    // A player's phase says whose, not which edition first.
    let check = env
        .run(&["check", "--player", "Ann", "7 7 7 8 8 8"])
        .code(0);
    assert!(
        check
            .stdout
            .starts_with("valid: Ann's phase 1 (2 sets of 3)\n"),
        "{}",
        check.stdout
    );
}

#[test]
fn a_hit_without_a_group_names_the_flag_that_says_whose() {
    let env = Env::new();
    two_players(&env);
    env.run(&["hit", "Bob", "5"])
        .code(2)
        .says("say whose group with --on OWNER[.N]");
}

#[test]
fn a_file_name_the_shell_made_of_a_star_says_quote_it() {
    let env = Env::new();
    std::fs::write(env.path("drive.py"), "").unwrap();
    env.run(&[
        "check",
        "--edition",
        "flip",
        "--phase",
        "1",
        "drive.py",
        "4",
        "5",
    ])
    .code(2)
    .says("quote the cards: 'R* 4 5'");
}

#[test]
fn flip_status_shows_the_side_in_play() {
    let env = Env::new();
    env.run(&[
        "new",
        "--edition",
        "flip",
        "--players",
        "Ann,Bob",
        "--dealer",
        "Ann",
    ])
    .code(0);
    let status = env.run(&["status"]).code(0);
    assert!(
        status.stdout.contains(" · Color Side in play"),
        "{}",
        status.stdout
    );
    assert_eq!(
        env.run(&["status", "--json"]).code(0).json()["side"],
        "color"
    );
    // Not for a deck of one side.
    let classic = Env::new();
    two_players(&classic);
    assert!(
        classic
            .run(&["status", "--json"])
            .code(0)
            .json()
            .get("side")
            .is_none()
    );
}

#[test]
fn a_plain_terminal_gets_plain_marks() {
    let env = Env::new();
    two_players(&env);
    let out = env
        .cmd()
        .args(["status"])
        .env_remove("PHASE10_TABLE")
        .env("LC_ALL", "C")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.is_ascii(), "{text}");
    assert!(
        text.starts_with("classic - 0 hands played - Ann deals next"),
        "{text}"
    );
    // JSON stays as it is, for scripts.
    let json = env
        .cmd()
        .args(["hit", "--onto", "7 8 9", "--as", "run", "8", "--json"])
        .env_remove("PHASE10_TABLE")
        .env("LC_ALL", "C")
        .output()
        .unwrap();
    assert!(String::from_utf8(json.stdout).unwrap().contains("7–9"));
}

#[test]
fn a_commands_help_keeps_the_global_options_apart() {
    let env = Env::new();
    let help = env.run(&["status", "--help"]).code(0);
    let (own, global) = help
        .stdout
        .split_once("Global options:")
        .expect("a heading of their own");
    assert!(
        own.contains("--show-saved") && !own.contains("--json"),
        "{own}"
    );
    assert!(global.contains("--json") && global.contains("--file") && global.contains("--color"));
}

#[test]
fn every_missing_score_is_named_at_once_and_laid_means_made() {
    let env = Env::new();
    env.run(&["new", "--players", "Zoë,Max,Ann", "--dealer", "Zoë"])
        .code(0);
    env.run(&["hand", "--out", "Zoë"])
        .code(2)
        .says("no score for Max and Ann: give --left NAME=\"CARDS\" or --points NAME=N for each");
    // --laid Max=… says Max made it (as lay does): his 10 points are then possible.
    env.run(&[
        "hand",
        "--out",
        "Zoë",
        "--laid",
        "Max=7 7 7 9 9 9",
        "--points",
        "Max=10",
        "--points",
        "Ann=50",
    ])
    .code(0);
    let status = env.run(&["status", "--json"]).code(0).json();
    assert_eq!(status["players"][1]["completed"], serde_json::json!([1]));
}

#[test]
fn sessions_say_what_there_is() {
    let env = Env::new();
    for name in ["friday", "saturday"] {
        env.run(&["new", "--players", "Ann,Bob", "--name", name])
            .code(0);
    }
    // Any case finds it; a part of a name is suggested.
    env.run(&["sessions", "switch", "FRIDAY"]).code(0);
    env.run(&["sessions", "switch", "Fri"])
        .code(2)
        .says("did you mean friday?");
    // A name with a space is refused with the name that would do.
    env.run(&["new", "--players", "Ann,Bob", "--name", "game night"])
        .code(2)
        .says("did you mean game-night?");
    // With the current session removed, status names the ones left.
    env.run(&["sessions", "remove", "friday", "--yes"]).code(0);
    env.run(&["status"])
        .code(2)
        .says("no session is current: the one there is saturday: phase10 sessions switch saturday picks it");
}

#[test]
fn who_really_dealt_is_a_correction_the_deal_goes_on_from() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--dealer", "Ann"])
        .code(0);
    // Bob dealt out of turn; the next deal is Cy's. Points may come as one list.
    env.run(&[
        "hand",
        "--dealer",
        "bob",
        "--out",
        "Ann",
        "--points",
        "Bob=50,Cy=50",
    ])
    .code(0);
    let status = env.run(&["status", "--json"]).code(0).json();
    assert_eq!(status["dealer"], "Cy");
    let history = env.run(&["history", "--json"]).code(0).json();
    assert_eq!(history["hands"][0]["dealer"], "Bob");
    // An edit says who dealt hand 1 instead: the deal goes on from there.
    env.run(&["edit", "1", "--dealer", "Cy"]).code(0);
    assert_eq!(
        env.run(&["status", "--json"]).code(0).json()["dealer"],
        "Ann"
    );
    // The dealer in turn is not written down.
    env.run(&[
        "hand",
        "--dealer",
        "Ann",
        "--out",
        "Ann",
        "--points",
        "Bob=50,Cy=50",
    ])
    .code(0);
    let session = std::fs::read_dir(env.home().join("sessions"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "toml"))
        .unwrap();
    let file = std::fs::read_to_string(session).unwrap();
    assert_eq!(file.matches("dealer = ").count(), 2, "{file}");
    env.run(&["hand", "--dealer", "Di", "--out", "Ann"])
        .code(2)
        .says("--dealer \"Di\" is not one of the players (Ann, Bob, Cy)");
}

#[test]
fn a_game_ended_early_goes_to_the_furthest_then_the_fewest_points() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--dealer", "Ann"])
        .code(0);
    env.run(&["end"]).code(2).says("no hand is played yet");
    // Ann and Bob each made phase 1; Ann has fewer points.
    env.run(&[
        "hand",
        "--out",
        "Ann",
        "--made",
        "Bob",
        "--points",
        "Bob=10,Cy=60",
    ])
    .code(0);
    env.run(&["lay", "Ann", "7 7 7 + 1 2 3 4"]).code(0);
    env.run(&["end"])
        .code(2)
        .says("hand 2 is being played: record its end first");
    env.run(&["undo"]).code(0);
    let ended = env.run(&["end"]).code(0);
    assert!(
        ended
            .stdout
            .starts_with("the game ended after hand 1\nWinner: Ann (the game ended early"),
        "{}",
        ended.stdout
    );
    let status = env.run(&["status", "--json"]).code(0).json();
    assert_eq!(
        (status["winner"].as_str(), status["decided"].as_str()),
        (Some("Ann"), Some("ended"))
    );
    env.run(&["hand", "--out", "Bob"])
        .code(2)
        .says("the game was ended after hand 1: phase10 undo takes the end back");
    // Taken back, the game goes on; ended later with two alike, they share it.
    env.run(&["undo"]).code(0);
    assert!(env.run(&["status", "--json"]).code(0).json()["winner"].is_null());
    env.run(&[
        "hand",
        "--out",
        "Cy",
        "--made",
        "Ann,Bob",
        "--points",
        "Ann=20,Bob=10",
    ])
    .code(0);
    let shared = env.run(&["end"]).code(0);
    assert!(
        shared.stdout.contains("Shared win: Ann and Bob"),
        "{}",
        shared.stdout
    );
    // The table of an ended game says it is over, not how to lay.
    let table = env.run(&["table"]).code(0);
    assert!(
        table
            .stdout
            .starts_with("No hand is being played: the game is over.\nShared win"),
        "{}",
        table.stdout
    );
    // The next game follows an ended one without --force.
    env.run(&["new", "--again"]).code(0);
}

#[test]
fn an_edit_says_what_it_changed() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob,Dmitri", "--dealer", "Ann"])
        .code(0);
    env.run(&[
        "hand",
        "--out",
        "Ann",
        "--made",
        "Dmitri",
        "--points",
        "Bob=50,Dmitri=10",
    ])
    .code(0);
    let edit = env
        .run(&["edit", "1", "--made", "Bob", "--points", "Bob=20"])
        .code(0);
    assert!(
        edit.stdout
            .starts_with("hand 1 re-entered\nchanged: Bob: did not make it → made it, +50 → +20\n"),
        "{}",
        edit.stdout
    );
    // Dmitri keeps his phase: --made adds Bob.
    assert!(
        edit.stdout.contains("Dmitri: made it, phase 1"),
        "{}",
        edit.stdout
    );
    let json = env
        .run(&["edit", "1", "--dealer", "Dmitri", "--json"])
        .code(0)
        .json();
    assert_eq!(
        json["changed"],
        serde_json::json!(["dealt by Dmitri, not Ann"])
    );
}

/// Everything wrong with one hand is said at once, one line: the phases laid, then each
/// player's score, then who has none; fixing them all records the hand.
#[test]
fn every_refusal_of_one_hand_is_said_at_once() {
    let g = Game::new(&["--players", "Ann,Bob,Cy,Dee"]);
    g.refused(
        &[
            "hand", "--out", "Ann", "--points", "Bob=42", "--left", "Cy=1 2 3", "--laid",
            "Dee=1 2 3",
        ],
        "Dee laid \"1 2 3\", which is not phase 1 (2 sets of 3): leave out 1, and add two 2s and two 3s, or that many wilds. Also: Bob scored 42: every card is worth 5, 10, 15, 20 or 25, so points are a multiple of 5. Also: Cy did not make their phase, so holds exactly 10 cards; 3 given. Also: no score for Dee",
    );
    g.hand(&[
        "--out",
        "Ann",
        "--points",
        "Bob=50",
        "--left",
        "Cy=1 2 3 4 5 6 7 8 9 10",
        "--laid",
        "Dee=2 2 2 3 3 3",
        "--points",
        "Dee=20",
    ])
    .code(0);
}

/// doctor on a sound file says what it holds in words, and nothing of the cards' points.
#[test]
fn doctor_says_a_sound_file_in_words() {
    let g = Game::new(&["--edition", "flip", "--players", "Ann,Bob"]);
    let r = g.run(&["doctor"]).code(0);
    assert!(
        r.stdout
            .trim_end()
            .ends_with("fine: a flip game of 2 players, 0 hands played"),
        "{}",
        r.stdout
    );
}
