//! The group's long game over made-up seasons of finished games: ratings replayed in
//! the order played, seasons and their champions, rivals, and the plays for BG Stats.

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use crate::common::Env;

/// Sets the day a session started (a hand edit of its `created`).
fn started(env: &Env, name: &str, when: &str) {
    let path = env.home().join(format!("sessions/{name}.toml"));
    let text = std::fs::read_to_string(&path).unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with("created = "))
        .unwrap()
        .to_string();
    std::fs::write(&path, text.replace(&line, &format!("created = \"{when}\""))).unwrap();
}

/// A classic game (the phases variation with N = 1: one hand wins) of `players` that
/// `winner` wins, started on `when`.
fn won(env: &Env, name: &str, when: &str, players: &str, winner: &str) {
    env.run(&["new", "--players", players, "--phases", "1", "--name", name])
        .code(0);
    let mut args = vec!["hand".to_string(), "--out".into(), winner.into()];
    for (i, p) in players.split(',').filter(|p| *p != winner).enumerate() {
        args.push("--points".into());
        args.push(format!("{p}={}", 50 + 5 * i));
    }
    env.run(&args.iter().map(String::as_str).collect::<Vec<_>>())
        .code(0);
    started(env, name, when);
}

fn stats(env: &Env, args: &[&str]) -> serde_json::Value {
    let mut full = vec!["stats", "--json"];
    full.extend_from_slice(args);
    env.run(&full).code(0).json()
}

fn player<'a>(s: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    s["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {s}"))
}

/// Weng-Lin over games given as places by name, in order: what the ratings must be.
fn expected(games: &[&[(&str, usize)]]) -> std::collections::HashMap<String, (f64, f64)> {
    let mut r: std::collections::HashMap<String, (WengLinRating, f64)> =
        std::collections::HashMap::default();
    for g in games {
        let before: Vec<WengLinRating> = g
            .iter()
            .map(|(n, _)| r.get(*n).map_or_else(WengLinRating::new, |x| x.0))
            .collect();
        let teams: Vec<[WengLinRating; 1]> = before.iter().map(|b| [*b]).collect();
        let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(g.iter())
            .map(|(t, (_, p))| (&t[..], MultiTeamOutcome::new(*p)))
            .collect();
        let after = weng_lin_multi_team(&input, &WengLinConfig::new());
        for (((n, _), b), a) in g.iter().zip(&before).zip(after) {
            r.insert((*n).to_string(), (a[0], a[0].rating - b.rating));
        }
    }
    r.into_iter()
        .map(|(k, (w, c))| (k, (w.rating, c)))
        .collect()
}

#[test]
fn ratings_replay_every_finished_game_in_the_order_played() {
    let env = Env::new();
    // Written in one order, played in another: the dates decide.
    won(&env, "a", "2025-03-01T20:00:00Z", "Ann,Bob,Cy", "Cy");
    won(&env, "b", "2025-01-01T20:00:00Z", "Ann,Bob,Cy", "Ann");
    won(&env, "c", "2025-02-01T20:00:00Z", "ANN,Zoë,Bob", "Zoë");
    // Not finished: no part of any rating.
    env.run(&["new", "--players", "Ann,Bob", "--name", "d"])
        .code(0);
    let s = stats(&env, &["--ratings"]);
    let want = expected(&[
        &[("ann", 1), ("bob", 2), ("cy", 3)],
        &[("ann", 2), ("zoe", 1), ("bob", 3)],
        &[("ann", 2), ("bob", 3), ("cy", 1)],
    ]);
    for (name, key) in [("Ann", "ann"), ("Bob", "bob"), ("Cy", "cy"), ("Zoë", "zoe")] {
        let p = player(&s, name);
        let (rating, change) = want[key];
        assert!(
            (p["rating"].as_f64().unwrap() - rating).abs() < 1e-9,
            "{name}: {p}"
        );
        assert!(
            (p["rating_change"].as_f64().unwrap() - change).abs() < 1e-9,
            "{name}: {p}"
        );
    }
    // ANN and Ann are one player; the best rated first.
    assert_eq!(player(&s, "Ann")["games"], 3);
    let order: Vec<&str> = s["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    let mut by_rating = order.clone();
    by_rating.sort_by(|a, b| {
        player(&s, b)["rating"]
            .as_f64()
            .unwrap()
            .total_cmp(&player(&s, a)["rating"].as_f64().unwrap())
    });
    assert_eq!(order, by_rating);
    // Plain stats --json carries the rating too; the text names the system.
    assert!(stats(&env, &[])["players"][0]["rating"].is_f64());
    let text = env.run(&["stats", "--ratings"]).code(0).stdout;
    assert!(
        text.contains("Weng-Lin") && text.contains("last game"),
        "{text}"
    );
}

#[test]
fn a_shared_win_ended_early_and_a_player_who_sat_down_late_are_placed() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--name", "tie"])
        .code(0);
    env.run(&[
        "hand",
        "--out",
        "Ann",
        "--made",
        "Bob",
        "--points",
        "Bob=20,Cy=50",
    ])
    .code(0);
    env.run(&["players", "add", "Dee"]).code(0);
    env.run(&[
        "hand",
        "--out",
        "Bob",
        "--made",
        "Ann",
        "--points",
        "Ann=20,Cy=50,Dee=60",
    ])
    .code(0);
    env.run(&["end"]).code(0);
    started(&env, "tie", "2025-05-01T20:00:00Z");
    let s = stats(&env, &[]);
    // Ann and Bob share the win (phase 3, 20 points each); Cy (phase 1, 100) is third;
    // Dee, sat down from hand 2 on the table's highest total then (50 + 60), is fourth.
    assert_eq!(player(&s, "Ann")["wins"], 1);
    assert_eq!(player(&s, "Bob")["wins"], 1);
    let want = expected(&[&[("ann", 1), ("bob", 1), ("cy", 3), ("dee", 4)]]);
    for (name, key) in [("Ann", "ann"), ("Bob", "bob"), ("Cy", "cy"), ("Dee", "dee")] {
        let got = player(&s, name)["rating"].as_f64().unwrap();
        assert!(
            (got - want[key].0).abs() < 1e-9,
            "{name}: {got} vs {:?}",
            want[key]
        );
    }
    assert_eq!(
        player(&s, "Ann")["rating"],
        player(&s, "Bob")["rating"],
        "a shared win rates alike"
    );
    // The play for BG Stats says the same places.
    let play = env
        .run(&["export", "tie", "--format", "bgstats", "--json"])
        .code(0)
        .json();
    let scores = play["play"]["plays"][0]["playerScores"].as_array().unwrap();
    let ranks: Vec<u64> = scores.iter().map(|s| s["rank"].as_u64().unwrap()).collect();
    assert_eq!(ranks, [1, 1, 3, 4]);
    let winners: Vec<bool> = scores
        .iter()
        .map(|s| s["winner"].as_bool().unwrap())
        .collect();
    assert_eq!(winners, [true, true, false, false]);
}

#[test]
fn seasons_years_quarters_and_named_ones_with_their_champions() {
    let env = Env::new();
    won(&env, "w1", "2025-02-01T20:00:00Z", "Ann,Bob", "Ann");
    won(&env, "w2", "2025-11-01T20:00:00Z", "Ann,Bob", "Bob");
    won(&env, "w3", "2025-11-08T20:00:00Z", "Ann,Bob", "Bob");
    won(&env, "w4", "2026-01-10T20:00:00Z", "Ann,Bob,Cy", "Cy");
    let s = stats(&env, &["--season", "2025"]);
    assert_eq!(player(&s, "Ann")["games"], 3);
    assert_eq!(s["season"]["from"], "2025-01-01");
    assert_eq!(s["season"]["to"], "2025-12-31");
    let s = stats(&env, &["--season", "2025-q4"]);
    assert_eq!(player(&s, "Bob")["wins"], 2);
    assert_eq!(player(&s, "Ann")["wins"], 0);
    std::fs::write(
        env.home().join("config.toml"),
        "# the club's own year\n[season.winter]\nfrom = \"2025-10-15\"\nto = 2026-01-31\n",
    )
    .unwrap();
    let s = stats(&env, &["--season", "Winter"]);
    assert_eq!(player(&s, "Bob")["games"], 3);
    assert_eq!(player(&s, "Cy")["wins"], 1);
    let all = env.run(&["stats", "--seasons", "--json"]).code(0).json();
    let rows: Vec<(String, String, u64)> = all["seasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["season"].as_str().unwrap().to_string(),
                c["champion"].as_str().unwrap().to_string(),
                c["wins"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("2025".into(), "Bob".into(), 2),
            ("2026".into(), "Cy".into(), 1),
            ("winter".into(), "Bob".into(), 2),
        ]
    );
    let text = env.run(&["stats", "--seasons"]).code(0).stdout;
    assert!(
        text.contains("champion") && text.contains("winter"),
        "{text}"
    );
    // A season that is none: one line, exit 2.
    let r = env.run(&["stats", "--season", "spring"]).code(2);
    assert!(
        r.stderr
            .starts_with("phase10: --season: \"spring\" is not a year"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 1);
    // A season the config writes wrong is said where it is.
    std::fs::write(
        env.home().join("config.toml"),
        "[season.spring]\nfrom = \"2026-03-01\"\nto = \"2026-02-01\"\n",
    )
    .unwrap();
    let r = env.run(&["stats", "--season", "spring"]).code(2);
    assert!(
        r.stderr.contains("config.toml:1") && r.stderr.contains("is before"),
        "{}",
        r.stderr
    );
    let r = env.run(&["doctor"]);
    assert!(
        r.stdout.contains("season.spring") || r.stderr.contains("season.spring"),
        "{}{}",
        r.stdout,
        r.stderr
    );
}

#[test]
fn rivals_are_the_players_most_beaten_and_most_lost_to() {
    let env = Env::new();
    won(&env, "r1", "2025-01-01T20:00:00Z", "Ann,Bob,Cy", "Ann");
    won(&env, "r2", "2025-01-08T20:00:00Z", "Ann,Bob", "Ann");
    won(&env, "r3", "2025-01-15T20:00:00Z", "ann,Cy", "Cy");
    won(&env, "r4", "2025-01-22T20:00:00Z", "Ann,Cy,Bob", "Cy");
    let s = stats(&env, &["--player", "ANN"]);
    let ann = player(&s, "Ann");
    assert_eq!(ann["rival"]["players"][0], "Bob");
    assert_eq!(ann["rival"]["games"], 3);
    assert_eq!(ann["nemesis"]["players"][0], "Cy");
    assert_eq!(ann["nemesis"]["games"], 2);
    let text = env.run(&["stats", "--player", "ann"]).code(0).stdout;
    assert!(
        text.contains("finished ahead of Bob most (3 games each); behind Cy most (2 games each)"),
        "{text}"
    );
}

#[test]
fn a_finished_game_exports_as_a_bg_stats_play_and_a_push_link() {
    let env = Env::new();
    env.run(&[
        "new",
        "--players",
        "Ann,Bob,Cy",
        "--dealer",
        "Cy",
        "--name",
        "fri",
    ])
    .code(0);
    env.run(&["hand", "--out", "Bob", "--points", "Ann=55,Cy=70"])
        .code(0);
    // Not finished: the rules say no, with why.
    let r = env.run(&["export", "fri", "--format", "bgstats"]).code(1);
    assert!(r.stdout.contains("not finished"), "{}", r.stdout);
    env.run(&["end"]).code(0);
    // Times from the session: started at 20:00, the end recorded at 21:30.
    let path = env.home().join("sessions/fri.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut fixed = String::new();
    for l in text.lines() {
        if l.starts_with("created = ") {
            fixed.push_str("created = \"2025-06-06T20:00:00Z\"\n");
        } else if l.starts_with("recorded = ") {
            fixed.push_str("recorded = \"2025-06-06T21:30:00Z\"\n");
        } else {
            fixed.push_str(l);
            fixed.push('\n');
        }
    }
    std::fs::write(&path, fixed).unwrap();
    let out = env.path("fri.bgsplay");
    env.run(&[
        "export",
        "fri",
        "--format",
        "bgstats",
        "--output",
        out.to_str().unwrap(),
    ])
    .code(0);
    let file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    // The play file's sections and fields, as BG Stats' play files name them.
    for key in [
        "about",
        "games",
        "players",
        "plays",
        "locations",
        "userInfo",
    ] {
        assert!(file.get(key).is_some(), "{key}");
    }
    let game = &file["games"][0];
    assert_eq!(game["name"], "Phase 10");
    assert_eq!(game["bggId"], 1258);
    assert_eq!(game["highestWins"], false);
    let play = &file["plays"][0];
    // Dated by its one hand, recorded at 21:30 (a hand's length, 20 minutes, before it:
    // tests/bgstats.rs has the reading whole).
    assert_eq!(play["durationMin"], 20);
    assert_eq!(play["gameRefId"], game["id"]);
    assert!(play["playDate"].as_str().unwrap().starts_with("2025-06-0"));
    assert!(
        play["comments"]
            .as_str()
            .unwrap()
            .contains("classic edition")
    );
    let names: Vec<&str> = file["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Cy"]);
    let scores = play["playerScores"].as_array().unwrap();
    let row = |i: usize, key: &str| scores[i][key].clone();
    // Bob went out (phase 2, 0 points): the winner; Ann (55) second, Cy (70) third.
    assert_eq!(row(1, "winner"), true);
    assert_eq!(row(1, "rank"), 1);
    assert_eq!(row(0, "rank"), 2);
    assert_eq!(row(2, "rank"), 3);
    assert_eq!(row(0, "score"), "55");
    for (i, s) in scores.iter().enumerate() {
        assert_eq!(s["seatOrder"], i + 1);
        assert_eq!(s["playerRefId"], file["players"][i]["id"]);
        // Cy dealt the first hand: Ann, on Cy's left, played first.
        assert_eq!(s["startPlayer"], i == 0);
    }
    // The same game exported again is the same play.
    let again = env
        .run(&["export", "fri", "--format", "bgstats"])
        .code(0)
        .stdout;
    let again: serde_json::Value = serde_json::from_str(&again).unwrap();
    assert_eq!(again["plays"][0]["uuid"], play["uuid"]);
    // The push link: BG Stats' documented address and fields.
    let link = env
        .run(&["export", "fri", "--format", "bgstats", "--link"])
        .code(0)
        .stdout;
    let data = link
        .trim()
        .strip_prefix("https://app.bgstatsapp.com/createPlay.html?data=")
        .expect("the push link");
    assert!(
        data.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.~%".contains(&b))
    );
    let push: serde_json::Value =
        serde_json::from_str(&crate::common::percent_decode(data)).unwrap();
    for key in [
        "sourceName",
        "sourcePlayId",
        "playDate",
        "durationMin",
        "game",
        "players",
    ] {
        assert!(push.get(key).is_some(), "{key}");
    }
    assert_eq!(push["game"]["bggId"], 1258);
    assert_eq!(push["game"]["highestWins"], false);
    assert_eq!(push["players"][1]["winner"], true);
    assert_eq!(push["players"][0]["startPlayer"], true);
    assert_eq!(push["players"][2]["score"], 70);
    // --link is BG Stats' alone.
    env.run(&["export", "fri", "--format", "csv", "--link"])
        .code(2);
}

#[test]
fn a_start_typed_by_hand_as_a_toml_date_counts_and_is_kept_as_typed() {
    let env = Env::new();
    won(&env, "typed", "2025-01-01T20:00:00Z", "Ann,Bob", "Ann");
    let path = env.home().join("sessions/typed.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    // As a person types it into TOML: no quotes; a day alone.
    let typed = text.replace("created = \"2025-01-01T20:00:00Z\"", "created = 2024-12-31");
    std::fs::write(&path, &typed).unwrap();
    let s = stats(&env, &["--season", "2024"]);
    assert_eq!(player(&s, "Ann")["wins"], 1, "{s}");
    assert_eq!(
        stats(&env, &["--season", "2025"])["players"],
        serde_json::json!([])
    );
    // A change to the game leaves the line as typed.
    env.run(&["players", "rename", "Bob", "Robert"]).code(0);
    let after = std::fs::read_to_string(&path).unwrap();
    assert!(after.contains("created = 2024-12-31\n"), "{after}");
}

#[test]
fn one_player_whatever_the_case_or_accents_and_never_a_player_who_played_no_hand() {
    let env = Env::new();
    won(&env, "a", "2025-01-01T20:00:00Z", "Zoë,ÇAĞRI", "Zoë");
    won(&env, "b", "2025-01-02T20:00:00Z", "Zoe,Çağrı", "Çağrı");
    let s = stats(&env, &[]);
    assert_eq!(s["players"].as_array().unwrap().len(), 2, "{s}");
    // Each by the name of their last game, whatever order the files are read in.
    assert_eq!(player(&s, "Zoe")["games"], 2);
    assert_eq!(player(&s, "Çağrı")["wins"], 1);
    // Dee sits down, and the game ends before she plays a hand: no game of hers.
    env.run(&["new", "--players", "Ann,Bob", "--name", "c"])
        .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    env.run(&["players", "add", "Dee"]).code(0);
    env.run(&["end"]).code(0);
    let s = stats(&env, &[]);
    assert!(
        s["players"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["name"] != "Dee"),
        "{s}"
    );
    let play = env
        .run(&["export", "c", "--format", "bgstats", "--json"])
        .code(0)
        .json();
    assert_eq!(play["play"]["players"].as_array().unwrap().len(), 2);
    // A name no game has: not found.
    let r = env.run(&["stats", "--player", "Nobody"]).code(1);
    assert!(r.stdout.contains("No finished games"), "{}", r.stdout);
}

#[test]
fn rivals_are_only_those_met_at_the_table() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--name", "m"])
        .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50,Cy=55"])
        .code(0);
    env.run(&["players", "remove", "Bob"]).code(0);
    env.run(&["players", "add", "Zoë"]).code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Cy=55,Zoë=50"])
        .code(0);
    env.run(&["end"]).code(0);
    let s = stats(&env, &["--player", "Bob"]);
    let bob = player(&s, "Bob");
    let met: Vec<&str> = [&bob["rival"], &bob["nemesis"]]
        .iter()
        .flat_map(|r| r["players"].as_array().into_iter().flatten())
        .map(|p| p.as_str().unwrap())
        .collect();
    assert!(
        !met.contains(&"Zoë"),
        "Bob and Zoë never sat together: {bob}"
    );
}

#[test]
fn seasons_are_read_on_the_tables_calendar() {
    let env = Env::new();
    // 03:30 UTC on New Year's Day is 22:30 on New Year's Eve five hours west.
    won(&env, "nye", "2026-01-01T03:30:00Z", "Ann,Bob", "Ann");
    let west = |args: &[&str]| {
        let out = env.cmd().env("TZ", "EST5").args(args).output().unwrap();
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let s = west(&["stats", "--season", "2025", "--json"]);
    assert_eq!(player(&s, "Ann")["wins"], 1, "{s}");
    let s = west(&["stats", "--seasons", "--json"]);
    assert_eq!(s["seasons"][0]["season"], "2025", "{s}");
    // BG Stats' play is dated in UTC, on every laptop alike.
    let play = west(&["export", "nye", "--format", "bgstats", "--json"]);
    let here = env
        .run(&["export", "nye", "--format", "bgstats", "--json"])
        .json();
    assert_eq!(
        play["play"]["plays"][0]["playDate"],
        here["play"]["plays"][0]["playDate"]
    );
}

#[test]
fn a_config_season_may_not_take_a_years_name_or_anothers() {
    let env = Env::new();
    won(&env, "g", "2025-06-01T20:00:00Z", "Ann,Bob", "Ann");
    std::fs::write(
        env.home().join("config.toml"),
        "[season.2025]\nfrom = \"2025-06-01\"\nto = \"2025-06-30\"\n\
         [season.Winter]\nfrom = \"2025-01-01\"\nto = \"2025-02-01\"\n\
         [season.winter]\nfrom = \"2025-05-01\"\nto = \"2025-07-01\"\n",
    )
    .unwrap();
    let r = env.run(&["stats", "--seasons", "--json"]).code(0);
    let seasons: Vec<String> = r.json()["seasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["season"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(seasons, ["2025"], "the year once, Winter with no game");
    assert!(
        r.stderr
            .contains("season.2025: 2025 is a year or a quarter already"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("season.winter: the same name as season.Winter"),
        "{}",
        r.stderr
    );
}

#[test]
fn games_started_at_the_same_moment_rate_alike_whatever_their_files_are_called() {
    let env = Env::new();
    won(&env, "a", "2025-01-01T20:00:00Z", "Ann,Bob", "Ann");
    won(&env, "c", "2025-01-01T20:00:00Z", "Ann,Bob", "Bob");
    let before = stats(&env, &["--ratings"]);
    let sessions = env.home().join("sessions");
    std::fs::rename(sessions.join("a.toml"), sessions.join("z.toml")).unwrap();
    let after = stats(&env, &["--ratings"]);
    assert_eq!(before["players"], after["players"]);
}
