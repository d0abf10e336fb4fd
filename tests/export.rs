//! `phase10 export`: the score sheet as CSV (parsed back, totals recomputed), JSON and
//! Markdown.

use std::collections::BTreeMap;

use crate::common::Env;
use crate::sessions::Game;

fn rows(csv_text: &str) -> Vec<BTreeMap<String, String>> {
    let mut reader = csv::Reader::from_reader(csv_text.as_bytes());
    let header: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
    reader
        .records()
        .map(|r| {
            header
                .iter()
                .cloned()
                .zip(r.unwrap().iter().map(String::from))
                .collect()
        })
        .collect()
}

#[test]
fn csv_totals_add_up_to_the_standings() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.hand(&[
        "--out", "Ann", "--made", "Bob", "--points", "Bob=20", "--points", "Cy=55",
    ])
    .code(0);
    g.hand(&[
        "--out", "Bob", "--made", "Ann", "--left", "Ann=R7 W", "--points", "Cy=60",
    ])
    .code(0);
    g.hand(&[
        "--out", "Cy", "--points", "Ann=50", "--points", "Bob=10", "--made", "Bob",
    ])
    .code(0);
    let text = g.run(&["export"]).code(0).stdout;
    let rows = rows(&text);
    assert_eq!(rows.len(), 9, "one row per hand per player");
    for key in [
        "hand", "dealer", "player", "phase", "made", "out", "points", "total",
    ] {
        assert!(rows[0].contains_key(key), "{key} in {:?}", rows[0]);
    }
    let status = g.status();
    for (seat, player) in ["Ann", "Bob", "Cy"].iter().enumerate() {
        let mine: Vec<_> = rows.iter().filter(|r| r["player"] == *player).collect();
        let sum: u64 = mine
            .iter()
            .map(|r| r["points"].parse::<u64>().unwrap())
            .sum();
        assert_eq!(
            sum,
            status["players"][seat]["score"].as_u64().unwrap(),
            "{player}"
        );
        assert_eq!(mine.last().unwrap()["total"], sum.to_string());
    }
    assert_eq!(rows[3]["dealer"], "Bob");
    assert_eq!(rows[4]["out"], "true");
    // To a file, as markdown and json.
    let out = g.env.path("sheet.md");
    g.run(&[
        "export",
        "--format",
        "markdown",
        "--output",
        out.to_str().unwrap(),
    ])
    .code(0);
    let md = std::fs::read_to_string(&out).unwrap();
    assert!(md.contains("| # | dealer | Ann | Bob | Cy |"), "{md}");
    assert!(md.contains("| 2 | Bob | 2 ✓ +30 = 30 |"), "{md}");
    let j: serde_json::Value =
        serde_json::from_str(&g.run(&["export", "--format", "json"]).code(0).stdout).unwrap();
    assert_eq!(j["settings"]["edition"], "classic");
    assert_eq!(j["players"], serde_json::json!(["Ann", "Bob", "Cy"]));
    assert_eq!(j["hands"].as_array().unwrap().len(), 3);
    assert_eq!(j["standings"]["players"][2]["score"], 115);
}

#[test]
fn twist_sheets_carry_positions_and_named_sessions_export() {
    let env = Env::new();
    env.run(&[
        "new",
        "--edition",
        "twist",
        "--players",
        "Ann,Bob",
        "--name",
        "board",
    ])
    .code(0);
    env.run(&["hand", "--out", "Ann", "--made", "Bob"]).code(0);
    env.run(&["new", "--players", "Cy,Di", "--name", "other"])
        .code(0);
    // The named session, not the current one.
    let text = env.run(&["export", "board"]).code(0).stdout;
    let rows = rows(&text);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["position"], "3", "Ann went out: +3");
    assert_eq!(
        rows[1]["position"], "T (2 or 3)",
        "Bob made it: +2, onto the Twist space between 2 and 3"
    );
    assert!(!rows[0].contains_key("points"));
    env.run(&["export", "nosuch"])
        .code(2)
        .says("no session \"nosuch\": the sessions are: board, other");
}

#[test]
fn export_json_is_one_json_object_in_every_format() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob"]).code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    for format in ["csv", "markdown", "json"] {
        let j = env
            .run(&["export", "--format", format, "--json"])
            .code(0)
            .json();
        assert!(j.is_object(), "{format}: {j}");
    }
    let csv = env.run(&["export", "--json"]).code(0).json();
    assert!(csv["sheet"].as_str().unwrap().starts_with("hand,"), "{csv}");
}
