//! `phase10 stats` over a data dir of finished, unfinished and broken sessions.

use crate::common::Env;

/// A classic game of `players` that `winner` wins in `hands` hands (the phases variation
/// with N = hands, so it ends quickly); everyone else scores 50 a hand.
pub(crate) fn game(env: &Env, name: &str, players: &str, winner: &str, hands: usize) {
    let n = hands.to_string();
    env.run(&["new", "--players", players, "--phases", &n, "--name", name])
        .code(0);
    for _ in 0..hands {
        let mut args = vec!["hand".to_string(), "--out".into(), winner.into()];
        for p in players.split(',').filter(|p| *p != winner) {
            args.push("--points".into());
            args.push(format!("{p}=50"));
        }
        env.run(&args.iter().map(String::as_str).collect::<Vec<_>>())
            .code(0);
    }
}

#[test]
fn stats_count_finished_games_per_player_and_edition() {
    let env = Env::new();
    game(&env, "g1", "Ann,Bob,Cy", "Ann", 2);
    game(&env, "g2", "ann,Bob", "Bob", 3);
    game(&env, "g3", "Ann,Bob", "Ann", 1);
    // Unfinished: not counted.
    env.run(&["new", "--players", "Ann,Bob", "--name", "g4"])
        .code(0);
    env.run(&["hand", "--out", "Bob", "--points", "Ann=50"])
        .code(0);
    // Broken: named and skipped.
    std::fs::write(env.home().join("sessions/broken.toml"), "not [ toml").unwrap();
    let s = env.run(&["stats", "--json"]).code(0).json();
    let players = s["players"].as_array().unwrap();
    let ann = players.iter().find(|p| p["name"] == "Ann").unwrap();
    assert_eq!(ann["games"], 3, "Ann and ann are one player");
    assert_eq!(ann["wins"], 2);
    assert_eq!(ann["hands"], 6);
    assert_eq!(ann["fastest_win"], 1);
    assert_eq!(ann["head_to_head"]["Bob"], 2);
    assert_eq!(ann["head_to_head"]["Cy"], 1);
    // Ann scored 50 in each of Bob's three hands: 150 over 6 hands.
    assert_eq!(ann["avg_points"], 25.0);
    let bob = players.iter().find(|p| p["name"] == "Bob").unwrap();
    assert_eq!(bob["games"], 3);
    assert_eq!(bob["wins"], 1);
    assert!((bob["win_rate"].as_f64().unwrap() - 1.0 / 3.0).abs() < 1e-9);
    assert_eq!(bob["phases_per_hand"], 0.5, "3 made in 6 hands");
    let skipped = s["skipped"].as_array().unwrap();
    assert_eq!(skipped.len(), 1);
    assert!(skipped[0].as_str().unwrap().starts_with("broken:"));
    // Filters: a player (any case), an edition, a date.
    let s = env
        .run(&["stats", "--player", "CY", "--json"])
        .code(0)
        .json();
    assert_eq!(s["players"].as_array().unwrap().len(), 1);
    let s = env
        .run(&["stats", "--edition", "flip", "--json"])
        .code(0)
        .json();
    assert_eq!(s["players"], serde_json::json!([]));
    let s = env
        .run(&["stats", "--since", "2999-01-01", "--json"])
        .code(0)
        .json();
    assert_eq!(s["players"], serde_json::json!([]));
    env.run(&["stats", "--since", "yesterday"])
        .code(2)
        .says("YYYY-MM-DD");
    let text = env.run(&["stats"]).code(0).stdout;
    assert!(text.contains("skipped broken:"), "{text}");
    assert!(text.contains("Bob 2"), "head-to-head in the table: {text}");
}
