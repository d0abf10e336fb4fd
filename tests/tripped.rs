//! What a new group tripped over (four evenings, a month, and the attacks): each a test
//! that failed before it was mended.

use crate::common::{Env, Game};

/// The Twist game of the report: Ann moves past Phase 10 in the last hand but Bob,
/// who went out, wins the tiebreak; Cy is still on the Phase 10 space.
fn twist_lost_tie(env: &Env) {
    env.run(&[
        "new",
        "--edition",
        "twist",
        "--players",
        "Ann,Bob,Cy",
        "--name",
        "tw",
    ])
    .code(0);
    for hand in [
        vec!["--out", "Ann", "--made", "Bob,Cy"],
        vec![
            "--out", "Ann", "--made", "Bob,Cy", "--choose", "Bob=3", "--choose", "Cy=3",
        ],
        vec!["--out", "Bob", "--made", "Ann,Cy"],
        vec!["--out", "Cy", "--made", "Ann,Bob", "--choose", "Ann=7"],
        vec!["--out", "Ann", "--made", "Cy"],
        vec!["--out", "Bob", "--made", "Cy", "--choose", "Cy=9"],
        vec!["--out", "Bob", "--made", "Ann"],
    ] {
        let mut args = vec!["hand"];
        args.extend(hand);
        env.run(&args).code(0);
    }
}

/// 1. One who moved past Phase 10 and lost the tiebreak is placed ahead of one still
/// on its space: in status, the ratings, rivals and the BG Stats play.
#[test]
fn twist_past_phase_ten_places_ahead_of_one_on_it() {
    let env = Env::new();
    twist_lost_tie(&env);
    let s = env.run(&["status", "--json"]).code(0).json();
    let player = |n: &str| {
        s["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == n)
            .unwrap()
            .clone()
    };
    assert_eq!(s["winner"], "Bob");
    assert_eq!(player("Ann")["space"], "past 10");
    assert_eq!(player("Cy")["space"], "10");
    let play = env.run(&["export", "--format", "bgstats"]).code(0).json();
    let rank = |n: &str| {
        let players = play["players"].as_array().unwrap();
        let id = players.iter().find(|p| p["name"] == n).unwrap()["id"].clone();
        play["plays"][0]["playerScores"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["playerRefId"] == id)
            .unwrap()["rank"]
            .clone()
    };
    assert_eq!(
        (rank("Bob"), rank("Ann"), rank("Cy")),
        (1.into(), 2.into(), 3.into())
    );
    let r = env.run(&["stats", "--ratings", "--json"]).code(0).json();
    let rating = |n: &str| {
        r["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == n)
            .unwrap()["rating"]
            .as_f64()
            .unwrap()
    };
    assert!(rating("Bob") > rating("Ann"), "{r}");
    assert!(rating("Ann") > rating("Cy"), "{r}");
}
