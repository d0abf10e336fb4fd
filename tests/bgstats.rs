//! The play BG Stats gets, decoded field by field: the file (`.bgsplay`) and the push
//! link, against games where points and phases disagree, a Masters game, a session made
//! the week before its first hand, a regular table's location, an early end, and a
//! season of 20 games with a player who joins late.

use crate::common::Env;
use serde_json::Value;

/// Sets a session's times, as its file keeps them: when it was made, then each
/// `recorded = ` line in the order the file holds them (the hands', then the end's).
fn times(env: &Env, name: &str, created: &str, recorded: &[&str]) {
    let path = env.home().join(format!("sessions/{name}.toml"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut at = recorded.iter();
    let mut fixed = String::new();
    for l in text.lines() {
        if l.starts_with("created = ") {
            fixed.push_str(&format!("created = \"{created}\"\n"));
        } else if l.starts_with("recorded = ") {
            let t = at.next().expect("a time for each recorded line");
            fixed.push_str(&format!("recorded = \"{t}\"\n"));
        } else {
            fixed.push_str(l);
            fixed.push('\n');
        }
    }
    assert!(at.next().is_none(), "more times than recorded lines");
    std::fs::write(&path, fixed).unwrap();
}

fn file(env: &Env, args: &[&str]) -> Value {
    let mut full = vec!["export", "--format", "bgstats"];
    full.extend_from_slice(args);
    let out = env.run(&full).code(0).stdout;
    serde_json::from_str(&out).unwrap()
}

/// The push link's JSON, and which form the link took.
fn push(env: &Env, args: &[&str]) -> (Value, String) {
    let mut full = vec!["export", "--format", "bgstats", "--link"];
    full.extend_from_slice(args);
    let link = env.run(&full).code(0).stdout;
    let (base, data) = link.trim().split_once("?data=").expect("a push link");
    assert!(
        data.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.~%".contains(&b)),
        "{data}"
    );
    (
        serde_json::from_str(&crate::common::percent_decode(data)).unwrap(),
        base.to_string(),
    )
}

fn column<'a>(rows: &'a Value, key: &str) -> Vec<&'a Value> {
    rows.as_array().unwrap().iter().map(|r| &r[key]).collect()
}

#[test]
fn the_winner_by_phases_where_points_say_otherwise_and_an_early_end() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bo,Cy", "--name", "eve"])
        .code(0);
    env.run(&[
        "hand",
        "--out",
        "Bo",
        "--made",
        "Ann",
        "--points",
        "Ann=100,Cy=60",
    ])
    .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bo=50,Cy=55"])
        .code(0);
    env.run(&["end"]).code(0);
    let f = file(&env, &[]);
    let play = &f["plays"][0];
    let scores = &play["playerScores"];
    // Ann made two phases with 100 points, Bo one with 50: Ann wins, marked by hand.
    assert_eq!(column(scores, "winner"), [true, false, false]);
    assert_eq!(play["manualWinner"], true);
    assert_eq!(column(scores, "rank"), [1, 2, 3]);
    assert_eq!(
        column(scores, "role"),
        [
            "2 of 10 phases made",
            "1 of 10 phases made",
            "0 of 10 phases made"
        ]
    );
    assert_eq!(column(scores, "score"), ["100", "50", "115"]);
    assert_eq!(column(scores, "newPlayer"), [true, true, true]);
    let comments = play["comments"].as_str().unwrap();
    assert!(comments.contains("ended early"), "{comments}");
    assert_eq!(play["board"], "Classic");
    assert_eq!(f["games"][0]["bggId"], 1258);
    assert_eq!(f["locations"], serde_json::json!([]));
    assert!(play.get("locationRefId").is_none());
    // The link says the same, in the https:// form the push page gives first.
    let (p, base) = push(&env, &[]);
    assert_eq!(base, "https://app.bgstatsapp.com/createPlay.html");
    assert_eq!(column(&p["players"], "winner"), [true, false, false]);
    assert_eq!(column(&p["players"], "score"), [100, 50, 115]);
    assert_eq!(column(&p["players"], "role")[0], "2 of 10 phases made");
    assert!(p["comments"].as_str().unwrap().contains("ended early"));
    assert!(p.get("location").is_none());
    let (same, base) = push(&env, &["--scheme", "app"]);
    assert_eq!(base, "bgstats://app.bgstatsapp.com/createPlay.html");
    assert_eq!(same, p);
    // --scheme is the link's alone.
    env.run(&["export", "--format", "bgstats", "--scheme", "app"])
        .code(2);
    // Where the lowest score is the winner's, BG Stats' own reading stands.
    env.run(&[
        "new",
        "--players",
        "Ann,Bo",
        "--phases",
        "1",
        "--name",
        "plain",
    ])
    .code(0);
    env.run(&["hand", "--out", "Bo", "--points", "Ann=50"])
        .code(0);
    let f = file(&env, &["plain"]);
    assert_eq!(f["plays"][0]["manualWinner"], false);
    assert_eq!(
        column(&f["plays"][0]["playerScores"], "winner"),
        [false, true]
    );
    assert!(
        !f["plays"][0]["comments"]
            .as_str()
            .unwrap()
            .contains("ended early")
    );
}

#[test]
fn a_masters_game_at_a_regular_table_is_its_own_entry_with_its_location() {
    let env = Env::new();
    env.run(&[
        "new",
        "--edition",
        "masters",
        "--players",
        "Ann,Bo",
        "--name",
        "m1",
    ])
    .code(0);
    env.run(&["tables", "save", "Friday-Club"]).code(0);
    env.run(&["new", "--table", "Friday-Club", "--name", "m2"])
        .code(0);
    env.run(&[
        "hand",
        "--out",
        "Ann",
        "--attempt",
        "Ann=1,Bo=2",
        "--points",
        "Bo=60",
    ])
    .code(0);
    env.run(&["end"]).code(0);
    let f = file(&env, &[]);
    let game = &f["games"][0];
    assert_eq!(game["bggId"], 22664);
    assert_eq!(game["name"], "Phase 10 Masters Edition");
    assert_eq!(f["locations"][0]["name"], "Friday-Club");
    let play = &f["plays"][0];
    assert_eq!(play["locationRefId"], f["locations"][0]["id"]);
    assert_eq!(play["board"], "Masters");
    assert_eq!(
        column(&play["playerScores"], "role"),
        ["1 of 10 phases made", "0 of 10 phases made"]
    );
    let (p, _) = push(&env, &[]);
    assert_eq!(p["location"], "Friday-Club");
    assert_eq!(p["game"]["bggId"], 22664);
    assert_eq!(p["game"]["sourceGameId"], "phase10-masters");
    // A Twist game: its own entry, its board spaces as roles, and no points: "".
    env.run(&[
        "new",
        "--edition",
        "twist",
        "--players",
        "Ann,Bo",
        "--name",
        "t",
    ])
    .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bo=50"])
        .code(0);
    env.run(&["end"]).code(0);
    let f = file(&env, &[]);
    assert_eq!(f["games"][0]["bggId"], 38187);
    assert_eq!(f["games"][0]["noPoints"], true);
    let scores = &f["plays"][0]["playerScores"];
    assert_eq!(column(scores, "score"), ["", ""]);
    assert_eq!(column(scores, "role"), ["space 3", "space 2"]);
    assert_eq!(f["plays"][0]["manualWinner"], true);
    let (p, _) = push(&env, &[]);
    assert!(p["players"][0].get("score").is_none(), "{p}");
}

#[test]
fn a_session_made_the_week_before_is_dated_by_its_hands_in_utc() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bo", "--name", "again"])
        .code(0);
    for _ in 0..3 {
        env.run(&["hand", "--out", "Ann", "--points", "Bo=50"])
            .code(0);
    }
    env.run(&["end"]).code(0);
    // Made at the end of one evening (new --again), played a week later: hands at
    // 19:50, 20:10, 20:40, the end at 20:45 (UTC).
    times(
        &env,
        "again",
        "2026-11-27T23:10:00Z",
        &[
            "2026-12-04T19:50:00Z",
            "2026-12-04T20:10:00Z",
            "2026-12-04T20:40:00Z",
            "2026-12-04T20:45:00Z",
        ],
    );
    // On a laptop in another time zone: the same UTC times.
    let run = |args: &[&str]| {
        let out = env
            .std_cmd()
            .env("TZ", "America/Los_Angeles")
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8(out.stdout).unwrap()
    };
    let f: Value = serde_json::from_str(&run(&["export", "--format", "bgstats"])).unwrap();
    let play = &f["plays"][0];
    // One hand's length (the lower middle of 20 and 30 minutes between hands: 20)
    // before the first hand was recorded, to the end.
    assert_eq!(play["playDate"], "2026-12-04 19:30:00");
    assert_eq!(play["durationMin"], 75);
    assert_eq!(play["entryDate"], "2026-12-04 20:45:00");
    let link = run(&["export", "--format", "bgstats", "--link"]);
    let p: Value = serde_json::from_str(&crate::common::percent_decode(
        link.trim().split_once("?data=").unwrap().1,
    ))
    .unwrap();
    assert_eq!(p["playDate"], "2026-12-04 19:30:00");
    assert_eq!(p["durationMin"], 75);
    // Made the same evening, 5 minutes before: from when it was made.
    times(
        &env,
        "again",
        "2026-12-04T19:45:00Z",
        &[
            "2026-12-04T19:50:00Z",
            "2026-12-04T20:10:00Z",
            "2026-12-04T20:40:00Z",
            "2026-12-04T20:45:00Z",
        ],
    );
    let f = file(&env, &[]);
    assert_eq!(f["plays"][0]["playDate"], "2026-12-04 19:45:00");
    assert_eq!(f["plays"][0]["durationMin"], 60);
}

/// A finished classic game (phases variation, N = 1: one hand wins) named `name`,
/// made at `when`, its hand recorded 20 minutes later.
fn game(env: &Env, name: &str, when: &str, players: &str, winner: &str) {
    crate::stats::game(env, name, players, winner, 1);
    let start: chrono::DateTime<chrono::Utc> = when.parse().unwrap();
    let hand = (start + chrono::Duration::minutes(20)).to_rfc3339();
    times(env, name, when, &[&hand]);
}

#[test]
fn a_season_of_twenty_games_with_a_late_joiner_in_one_file() {
    let env = Env::new();
    // One game of 2025, then twenty of 2026; Dee sits down from the eleventh.
    game(&env, "old", "2025-12-20T19:00:00Z", "Ann,Bo", "Bo");
    let names = ["Ann", "Bo", "Cy", "Dee"];
    for g in 0..20 {
        let players = if g < 10 { "Ann,Bo,Cy" } else { "Ann,Bo,Cy,Dee" };
        let when = format!("2026-{:02}-{:02}T19:00:00Z", 1 + g / 2, 1 + 14 * (g % 2));
        game(&env, &format!("g{g:02}"), &when, players, names[g % 3]);
    }
    let out = env.path("2026.bgsplay");
    env.run(&[
        "export",
        "--format",
        "bgstats",
        "--season",
        "2026",
        "--output",
        out.to_str().unwrap(),
    ])
    .code(0)
    .stdout_has("20 plays");
    let f: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    let plays = f["plays"].as_array().unwrap();
    assert_eq!(plays.len(), 20);
    // Each player, game and location once.
    let players: Vec<&str> = f["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(players, ["Ann", "Bo", "Cy", "Dee"]);
    assert_eq!(f["games"].as_array().unwrap().len(), 1);
    // In the order played, each with its own game's id, Dee from the eleventh on.
    let dee = 4;
    for (g, play) in plays.iter().enumerate() {
        let alone = file(&env, &[&format!("g{g:02}")]);
        assert_eq!(play["uuid"], alone["plays"][0]["uuid"], "game {g}");
        let refs: Vec<u64> = column(&play["playerScores"], "playerRefId")
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!(refs.contains(&dee), g >= 10, "game {g}");
        // New: Cy in the first game of 2026 (Ann and Bo played in 2025), Dee in the
        // eleventh.
        let new: Vec<u64> = play["playerScores"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["newPlayer"] == true)
            .map(|s| s["playerRefId"].as_u64().unwrap())
            .collect();
        let expected: Vec<u64> = match g {
            0 => vec![3],
            10 => vec![dee],
            _ => vec![],
        };
        assert_eq!(new, expected, "game {g}");
    }
    assert_eq!(plays[0]["playDate"], "2026-01-01 19:00:00");
    // Exported again: the same file, the same ids.
    let again = file(&env, &["--season", "2026"]);
    assert_eq!(again, f);
    // --all: the 2025 game too, first; Ann and Bo are new there.
    let all = file(&env, &["--all"]);
    let plays = all["plays"].as_array().unwrap();
    assert_eq!(plays.len(), 21);
    assert_eq!(plays[1]["uuid"], f["plays"][0]["uuid"]);
    assert_eq!(column(&plays[0]["playerScores"], "newPlayer"), [true, true]);
    // --all and --season are BG Stats' only.
    env.run(&["export", "--all"]).code(2);
}

#[test]
fn bgstats_at_the_table_gives_a_finished_games_link() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bo", "--phases", "1", "--name", "p"])
        .code(0);
    // Not finished: said, nothing shown.
    let r = env.run_stdin(&["play", "--plain"], "bgstats\nq\n");
    assert!(
        r.stdout.contains("no: bgstats: the game is not finished"),
        "{}",
        r.stdout
    );
    // The hand that ends it, then the link, as a line, the same as export's.
    let r = env.run_stdin(&["play", "--plain"], "out ann\n\n50\ny\nbgstats\nq\n");
    let link = env
        .run(&["export", "--format", "bgstats", "--link"])
        .code(0)
        .stdout;
    assert!(
        r.stdout.contains(&format!(
            "BG Stats: open this on the phone that keeps the group's plays: {}",
            link.trim()
        )),
        "{}",
        r.stdout
    );
}

/// From the review: two at one table whom the name rule reads as one are two players
/// of the play; a break between hands (dinner, another evening) is no hand's length.
#[test]
fn two_alike_names_stay_two_and_a_break_does_not_move_the_date() {
    let env = Env::new();
    env.run(&[
        "new",
        "--players",
        "Zoë,Bo,zoe",
        "--phases",
        "2",
        "--name",
        "z",
    ])
    .code(0);
    for _ in 0..2 {
        env.run(&["hand", "--out", "Zoë", "--points", "Bo=50,zoe=70"])
            .code(0);
    }
    let f = file(&env, &[]);
    assert_eq!(f["players"].as_array().unwrap().len(), 3, "{f}");
    let refs = column(&f["plays"][0]["playerScores"], "playerRefId");
    assert_ne!(refs[0], refs[2]);
    let (p, _) = push(&env, &[]);
    assert_ne!(
        p["players"][0]["sourcePlayerId"],
        p["players"][2]["sourcePlayerId"]
    );
    // Hands at 19:00, then 19:20, then 21:40 after dinner: the game began at 18:40.
    env.run(&["new", "--players", "Ann,Bo", "--phases", "3", "--name", "d"])
        .code(0);
    for _ in 0..3 {
        env.run(&["hand", "--out", "Ann", "--points", "Bo=50"])
            .code(0);
    }
    times(
        &env,
        "d",
        "2026-12-01T12:00:00Z",
        &[
            "2026-12-04T19:00:00Z",
            "2026-12-04T19:20:00Z",
            "2026-12-04T21:40:00Z",
        ],
    );
    assert_eq!(
        file(&env, &["d"])["plays"][0]["playDate"],
        "2026-12-04 18:40:00"
    );
    // Three evenings: an hour before the first hand at most.
    times(
        &env,
        "d",
        "2026-12-01T12:00:00Z",
        &[
            "2026-12-07T19:00:00Z",
            "2026-12-08T19:00:00Z",
            "2026-12-09T19:00:00Z",
        ],
    );
    assert_eq!(
        file(&env, &["d"])["plays"][0]["playDate"],
        "2026-12-07 18:00:00"
    );
    // A refusal with --json says so in the one shape.
    let r = env
        .run(&[
            "export", "--format", "bgstats", "--season", "2031", "--json",
        ])
        .code(1);
    let j = r.json();
    assert_eq!(j["ok"], false);
    assert_eq!(j["exit"], 1);
}

/// Flip is Phase 10's entry in the file and in the link alike: one game.
#[test]
fn flip_is_phase_10s_game_in_the_file_and_the_link() {
    let env = Env::new();
    env.run(&[
        "new",
        "--edition",
        "flip",
        "--players",
        "Ann,Bo",
        "--name",
        "f",
    ])
    .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bo=50"])
        .code(0);
    env.run(&["end"]).code(0);
    let f = file(&env, &[]);
    assert_eq!(f["games"][0]["bggId"], 1258);
    assert_eq!(f["plays"][0]["board"], "Flip");
    let (p, _) = push(&env, &[]);
    assert_eq!(p["game"]["bggId"], 1258);
    assert_eq!(p["game"]["sourceGameId"], "phase10-classic");
    assert_eq!(p["board"], "Flip");
}
