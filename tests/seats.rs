//! Players who sit down or get up mid-game (`phase10 players add|remove`): from which
//! hand, on the pad and in the standings; each one change that undo takes back byte
//! for byte.

use crate::common::{Game, bytes};

fn names(status: &serde_json::Value, key: &str) -> Vec<String> {
    status["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p[key].as_bool().unwrap_or(false))
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_player_sits_down_mid_game_from_the_next_hand() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50,Cy=55"])
        .code(0);
    let before = bytes(&g.file);
    let r = g.run(&["players", "add", "Zoë"]).code(0);
    assert!(
        r.stdout
            .starts_with("Zoë sits down at seat 4, from hand 2, on 55 points (the table's highest: no head start)\n"),
        "{}",
        r.stdout
    );
    let s = g.status();
    let zoe = &s["players"][3];
    assert_eq!(zoe["joined_from"], 2);
    // Phase 1, and the highest total at the table (Cy's 55): sitting out is no head start.
    assert_eq!(zoe["score"], 55);
    assert_eq!(zoe["phase"], 1);
    // The next hand needs her score, and the deal goes on as before.
    g.refused(
        &["hand", "--out", "Bob", "--points", "Ann=60,Cy=65"],
        "no score for Zoë",
    );
    g.hand(&["--out", "Bob", "--points", "Ann=60,Cy=65,Zoë=50"])
        .code(0);
    let pad = g.run(&["history", "--json"]).code(0).json();
    assert_eq!(pad["hands"][0]["players"][3]["played"], false);
    assert_eq!(pad["hands"][1]["players"][3]["played"], true);
    // Hand 1 cannot name her: she sat down from hand 2.
    g.refused(
        &["edit", "1", "--points", "Zoë=50"],
        "Zoë is not at the table in hand 1: Zoë sits down from hand 2",
    );
    // Undo takes the hand back, then the seat, byte for byte.
    g.run(&["undo"]).code(0);
    g.run(&["undo"]).code(0);
    assert_eq!(bytes(&g.file), before);
    g.run(&["redo"]).code(0);
    assert_eq!(g.status()["players"][3]["name"], "Zoë");
}

#[test]
fn a_player_who_gets_up_plays_leads_and_wins_no_more() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    // Cy makes phase 1 and leads alone.
    g.hand(&["--out", "Cy", "--points", "Ann=50,Bob=55"])
        .code(0);
    assert_eq!(g.status()["leader"], "Cy");
    let r = g.run(&["players", "remove", "cy"]).code(0);
    assert!(
        r.stdout.starts_with("Cy got up after hand 1"),
        "{}",
        r.stdout
    );
    let s = g.status();
    assert_eq!(names(&s, "at_table"), ["Ann", "Bob"]);
    assert_eq!(s["players"][2]["left_after"], 1);
    assert_eq!(s["players"][2]["completed"], serde_json::json!([1]));
    // Not the leader any more (Ann is, with fewer points than Bob); the deal skips the
    // empty seat (Bob deals hand 2; Cy would deal hand 3: Ann does).
    assert_eq!(s["leader"], "Ann");
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    assert_eq!(g.status()["dealer"], "Ann");
    // Cy is named nowhere in the hands after.
    g.refused(
        &["hand", "--out", "Cy", "--points", "Ann=50,Bob=50"],
        "Cy is not at the table in hand 3: Cy got up after hand 1",
    );
    g.refused(&["lay", "Cy", "7 7 7 + 8 8 8"], "Cy got up after hand 1");
    // Back again: from the next hand, where they left off.
    let r = g.run(&["players", "add", "Cy"]).code(0);
    assert!(r.stdout.starts_with("Cy sits down at seat 3, from hand 3"));
    let s = g.status();
    assert_eq!(names(&s, "at_table"), ["Ann", "Bob", "Cy"]);
    assert_eq!(s["players"][2]["phase"], 2);
    assert_eq!(s["players"][2]["joined_from"], 3);
}

#[test]
fn before_the_first_hand_the_players_list_itself_changes() {
    let g = Game::new(&["--players", "Ann,Bob,Cy", "--dealer", "Cy"]);
    g.run(&["players", "add", "Dee", "--seat", "1"]).code(0);
    g.run(&["players", "remove", "Cy"]).code(0);
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(
        text.contains(r#"players = ["Dee", "Ann", "Bob"]"#),
        "{text}"
    );
    assert!(!text.contains("[[join]]") && !text.contains("[[leave]]"));
    // Cy dealt first: the deal passes to the left (Dee, seat 1 now).
    assert_eq!(g.status()["dealer"], "Dee");
}

#[test]
fn what_cannot_be_is_refused_and_changes_nothing() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.refused(&["players", "add", "ann"], "Ann is already at the table");
    g.refused(&["players", "add", "A,B"], "names cannot hold");
    g.refused(
        &["players", "add", "Zed", "--seat", "9"],
        "seats go from 1 to 3",
    );
    // Classic takes two players at the least.
    g.refused(&["players", "remove", "Bob"], "players");
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    g.run(&["players", "add", "Cy"]).code(0);
    // A seat change and its undo in one: say undo.
    g.refused(&["players", "remove", "Cy"], "phase10 undo takes that back");
    // Not while a hand is being played.
    g.run(&["lay", "Ann", "1 2 3 4 + 9 9 9"]).code(0);
    g.refused(&["players", "add", "Dee"], "a hand is being played");
    g.refused(&["players", "remove", "Bob"], "a hand is being played");
    // A hand-edited [[leave]] that does not follow is named with its line.
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let mut text = std::fs::read_to_string(&g.file).unwrap();
    text.push_str("\n[[leave]]\nplayer = \"Cy\"\nafter_hand = 4\n");
    text.push_str("\n[[leave]]\nplayer = \"cy\"\nafter_hand = 6\n");
    std::fs::write(&g.file, &text).unwrap();
    let r = g.run(&["doctor"]).code(1);
    assert!(
        r.stdout.contains(
            "game.toml:14: leave 2: Cy leaves twice (after hands 4 and 6) without joining between"
        ),
        "{}",
        r.stdout
    );
}

/// What a review found: a rename reaches the [[join]] and [[leave]] blocks; the next game
/// seats only the players at the table; a newcomer does not win an early end on points
/// never risked; a join for a hand not reached is refused where it is written.
#[test]
fn seats_follow_renames_the_next_game_and_an_early_end() {
    let g = Game::new(&["--players", "Ann,Bob,Cy", "--ten-hands"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50,Cy=60"])
        .code(0);
    g.hand(&["--out", "Bob", "--points", "Ann=55,Cy=50"])
        .code(0);
    g.run(&["players", "add", "Dan"]).code(0);
    g.run(&["players", "remove", "Cy"]).code(0);
    g.run(&["players", "rename", "Dan", "Daniel"]).code(0);
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(text.contains("player = \"Daniel\""), "{text}");
    // Dan sat down with the highest total at the table (Ann's 55; Cy got up): the
    // lowest total, Bob's, leads and wins the early end, not the newcomer's.
    let s = g.status();
    assert_eq!(s["players"][3]["score"], 55);
    assert_eq!(s["leader"], "Bob");
    g.run(&["end"]).code(0).stdout_has("Winner: Bob");
    // A shared early win is a finished game: no replay, no one deals.
    let g = Game::new(&["--players", "Ann,Bob,Zoë"]);
    g.hand(&["--out", "Ann", "--made", "Bob", "--points", "Bob=5,Zoë=50"])
        .code(0);
    g.hand(&["--out", "Bob", "--made", "Ann", "--points", "Ann=5,Zoë=50"])
        .code(0);
    g.run(&["end"])
        .code(0)
        .stdout_has("Shared win: Ann and Bob");
    let s = g.status();
    assert_eq!(s["replay_next"], false, "{s}");
    assert_eq!(s["players"][0]["phase"], serde_json::Value::Null, "{s}");
    let list = g.run(&["history", "--json"]).code(0);
    assert_eq!(list.code, 0);
    // A hand-edited join for a hand the game has not reached is refused, with its line.
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let mut text = std::fs::read_to_string(&g.file).unwrap();
    text.push_str("\n[[join]]\nplayer = \"Cy\"\nfrom_hand = 9\n");
    std::fs::write(&g.file, &text).unwrap();
    let r = g.run(&["doctor"]).code(1);
    assert!(
        r.stdout
            .contains("join 1: Cy joins from hand 9: the next hand is 1"),
        "{}",
        r.stdout
    );
}

/// `new --again` after players sat down and got up: the next game seats the players at
/// the table, a clean file, the first deal one seat on among them.
#[test]
fn the_next_game_seats_the_players_at_the_table() {
    let env = crate::common::Env::new();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--name", "one"])
        .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50,Cy=50"])
        .code(0);
    env.run(&["players", "add", "Dan", "--seat", "2"]).code(0);
    env.run(&["players", "remove", "Bob"]).code(0);
    env.run(&["end"]).code(0);
    env.run(&["new", "--again"]).code(0);
    let s = env.run(&["status", "--json"]).code(0).json();
    let names: Vec<&str> = s["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Dan", "Cy"]);
    // Ann dealt first: the deal moves on to Dan, the next at the table.
    assert_eq!(s["dealer"], "Dan");
    env.run(&["hand", "--out", "Cy", "--points", "Ann=50,Dan=50"])
        .code(0);
}
