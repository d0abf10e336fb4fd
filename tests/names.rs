//! A name means one player everywhere: on the command line, in every key and field of
//! the file, and in session names; and an empty hit is no hit.

use proptest::prelude::*;

use crate::common::Env;
use crate::sessions::Game;

#[test]
fn case_folds_beyond_ascii_and_accents_find_the_one_player() {
    let g = Game::new(&["--players", "José,Zoë,Ann"]);
    g.hand(&["--out", "zoë", "--points", "JOSÉ=50", "--points", "ann=50"])
        .code(0);
    // Without accents, where that leaves one player.
    g.hand(&["--out", "ZOE", "--points", "jose=50", "--points", "Ann=50"])
        .code(0);
    let s = g.status();
    assert_eq!(s["players"][0]["score"], 100);
    assert_eq!(s["players"][1]["score"], 0);
    // Two names that fold alike are one name.
    let env = Env::new();
    env.run(&["new", "--players", "Émile,émile"])
        .code(2)
        .says("\"Émile\" and \"émile\" are the same name");
    env.run(&["new", "--players", "Ann,ann"])
        .code(2)
        .says("same name");
    // Zoe and Zoë are two names: each finds its own.
    let both = Game::new(&["--players", "Zoe,Zoë"]);
    both.hand(&["--out", "zoë", "--points", "zoe=50"]).code(0);
    assert_eq!(both.status()["players"][0]["score"], 50);
}

#[test]
fn the_file_follows_the_same_rule() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let text = std::fs::read_to_string(&g.file).unwrap();
    // A dealer in another case is the player.
    std::fs::write(
        &g.file,
        text.replace("dealer = \"Ann\"", "dealer = \"ann\""),
    )
    .unwrap();
    g.run(&["status"]).code(0);
    // One player, two answers in one hand: refused at the line of the second.
    let line = text.lines().count() + 4;
    std::fs::write(
        &g.file,
        format!("{text}\n[[hand]]\nout = \"Ann\"\npoints = {{ Bob = 50, Cy = 55, cy = 250 }}\n"),
    )
    .unwrap();
    g.run(&["status"])
        .code(2)
        .says(&format!("game.toml:{line}"))
        .says("\"Cy\" and \"cy\" are the same player");
    // Players that fold alike in the file.
    std::fs::write(
        &g.file,
        text.replace(
            "players = [\"Ann\", \"Bob\", \"Cy\"]",
            "players = [\"Ann\", \"Bob\", \"ANN\"]",
        ),
    )
    .unwrap();
    g.run(&["status"]).code(2).says("same name");
}

#[test]
fn session_names_follow_the_players_rule() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "friday"])
        .code(0);
    env.run(&["new", "--players", "Ann,Bob", "--name", "Friday"])
        .code(2)
        .says("friday.toml already exists");
    env.run(&["new", "--players", "Cy,Dee", "--name", "saturday"])
        .code(0);
    env.run(&["sessions", "switch", "FRIDAY"]).code(0);
    let s = env.run(&["status", "--json"]).code(0).json();
    assert_eq!(s["players"][0]["name"], "Ann");
    env.run(&["sessions", "switch", "Fri"])
        .code(2)
        .says("did you mean friday?")
        .says("the sessions are: friday, saturday");
}

#[test]
fn an_empty_hit_is_no_hit() {
    let env = Env::new();
    for cards in [&[","][..], &[",", ","]] {
        let mut args = vec!["hit", "--onto", "5 5", "--as", "set"];
        args.extend_from_slice(cards);
        env.run(&args).code(2).says("give the cards hit");
    }
    env.run(&["hit", "--onto", "5 5", "--as", "set"]).code(2);
}

/// Names from several alphabets, in any case.
fn a_name() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "Zoë",
        "José",
        "Émile",
        "Ann",
        "Ölker",
        "Straße",
        "Ðan",
        "Łucja",
        "Ἀλέξης",
        "Σοφία",
        "Дмитрий",
        "Ingrid",
        "Ævar",
        "Çağrı",
        "Ñuño",
        "İpek",
    ])
    .prop_map(str::to_string)
}

/// The same name typed otherwise: its case changed letter by letter.
fn retyped(name: &str, upper: &[bool]) -> String {
    name.chars()
        .zip(upper.iter().cycle())
        .map(|(c, &u)| {
            if u {
                c.to_uppercase().collect::<String>()
            } else {
                c.to_lowercase().collect::<String>()
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Every command and every file key finds the same player, however it is typed.
    #[test]
    fn any_name_in_any_case_is_one_player(
        names in prop::collection::btree_set(a_name(), 2..5),
        upper in prop::collection::vec(any::<bool>(), 1..6),
    ) {
        let names: Vec<String> = names.into_iter().collect();
        // Names that fold alike (İpek and ipek) are one name: such a table is refused.
        let env = Env::new();
        let file = env.path("game.toml");
        let list = names.join(",");
        let r = env.run(&["new", "--players", &list, "--file", file.to_str().unwrap()]);
        if phase10::name::twice(&names).is_some() {
            prop_assert_eq!(r.code, 2);
            return Ok(());
        }
        prop_assert_eq!(r.code, 0, "{}", r.stderr);
        let out = retyped(&names[0], &upper);
        let mut args = vec!["hand".to_string(), "--out".into(), out, "--file".into(), file.display().to_string()];
        for (i, n) in names.iter().enumerate().skip(1) {
            args.push("--points".into());
            args.push(format!("{}={}", retyped(n, &upper[i % upper.len()..]), 50 + 5 * i));
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = env.run(&args);
        prop_assert_eq!(r.code, 0, "{}", r.stderr);
        // The same hand written in the file by hand, keys retyped: the same standings.
        let text = std::fs::read_to_string(&file).unwrap();
        let by_flags = env.run(&["status", "--json", "--file", file.to_str().unwrap()]).json();
        let mut hand = format!("\n[[hand]]\nout = \"{}\"\npoints = {{ ", retyped(&names[0], &upper));
        let pts: Vec<String> = names.iter().enumerate().skip(1)
            .map(|(i, n)| format!("\"{}\" = {}", retyped(n, &upper[i % upper.len()..]), 50 + 5 * i))
            .collect();
        hand.push_str(&pts.join(", "));
        hand.push_str(" }\n");
        let start = text.find("\n[[hand]]").unwrap();
        std::fs::write(&file, format!("{}{hand}", &text[..start])).unwrap();
        let by_hand = env.run(&["status", "--json", "--file", file.to_str().unwrap()]);
        prop_assert_eq!(by_hand.code, 0, "{}", by_hand.stderr);
        let by_hand = by_hand.json();
        prop_assert_eq!(&by_hand["players"], &by_flags["players"]);
    }
}

#[test]
fn an_edit_of_a_hand_whose_names_are_written_otherwise_replaces_them() {
    let g = Game::new(&["--players", "Ann,Bob,Cy,Zoë"]);
    let text = std::fs::read_to_string(&g.file).unwrap();
    std::fs::write(
        &g.file,
        format!(
            "{text}\n[[hand]]\nout = \"ann\"\nmade = [\"bob\"]\npoints = {{ cy = 55, \"zoe\" = 50, BOB = 10 }}\n"
        ),
    )
    .unwrap();
    g.run(&["status"]).code(0);
    g.run(&["edit", "1", "--points", "Cy=60"]).code(0);
    g.run(&["edit", "1", "--left", "Bob=R7 W"]).code(0);
    let s = g.status();
    assert_eq!(s["players"][2]["score"], 60);
    assert_eq!(s["players"][1]["score"], 30);
    // A made list naming one player twice is refused like any key.
    let twice = std::fs::read_to_string(&g.file)
        .unwrap()
        .replace("made = [\"Bob\"]", "made = [\"Bob\", \"bob\"]");
    std::fs::write(&g.file, twice).unwrap();
    g.run(&["status"]).code(2).says("are the same player");
}

#[test]
fn session_names_in_any_normal_form_and_never_guessed_between_two() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "Jose\u{301}"])
        .code(0);
    env.run(&["sessions", "switch", "JOSE\u{301}"]).code(0);
    env.run(&["sessions", "switch", "josé"]).code(0);
    // Two sessions made the same name outside phase10: neither is guessed.
    let sessions = env.home().join("sessions");
    std::fs::copy(sessions.join("José.toml"), sessions.join("JOSÉ.toml")).unwrap();
    env.run(&["sessions", "remove", "jose", "--yes"]).code(2);
    assert!(sessions.join("José.toml").exists() && sessions.join("JOSÉ.toml").exists());
}

#[test]
fn check_player_says_who_was_meant() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.run(&["check", "--player", "Anne", "7", "7", "7"])
        .code(2)
        .says("did you mean Ann?");
}

/// Players named as a table names them: any case and accents, the start of one name,
/// or the seat number; a start several names share lists them.
#[test]
fn a_table_names_players_by_a_start_or_a_seat() {
    let env = Env::new();
    env.run(&[
        "new",
        "--players",
        "Maximilian,Marta,Dmitri Ivanovich,Zoë,Ann,Bob",
        "--dealer",
        "Ann",
    ])
    .code(0);
    env.run(&["lay", "max", "7 7 7 + 9 9 9"]).code(0);
    env.run(&["lay", "ma", "3 3 3 + 5 5 5"])
        .code(2)
        .says("\"ma\" is not a player; did you mean Maximilian or Marta?");
    env.run(&["players", "rename", "ma", "Mo"])
        .code(2)
        .says("did you mean Maximilian or Marta?");
    env.run(&["lay", "3", "4 4 4 + 6 6 6"]).code(0);
    env.run(&["hit", "dm", "7", "--on", "1.1"]).code(0);
    env.run(&["hit", "zoe", "9", "--on", "max"])
        .code(1)
        .stdout_has("not hit");
    let table = env.run(&["table", "--json"]).code(0).json();
    assert_eq!(table["laid"]["Maximilian"], "phase 1 (2 sets of 3)");
    assert_eq!(table["put_down"]["Dmitri Ivanovich"], 7);
    // The file holds whole names.
    let session = std::fs::read_dir(env.home().join("sessions"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "toml"))
        .unwrap();
    let text = std::fs::read_to_string(session).unwrap();
    assert!(
        text.contains("lay = \"Maximilian\"") && text.contains("hit = \"Dmitri Ivanovich\""),
        "{text}"
    );
    assert!(text.contains("on = \"Maximilian.1\""), "{text}");
}

/// A player renamed mid-game is renamed everywhere the session names them (hands,
/// plays, keys, a hit's group owner), the standings the same under the new name, and
/// undo gives back the file byte for byte.
#[test]
fn a_player_renamed_mid_game_is_renamed_everywhere_and_undo_takes_it_back() {
    let g = Game::new(&["--players", "Dimitri,Ann,Bob", "--dealer", "Ann"]);
    g.hand(&["--out", "dim", "--points", "Ann=50,Bob=60"])
        .code(0);
    g.hand(&[
        "--dealer",
        "dim",
        "--out",
        "Ann",
        "--laid",
        "Dimitri=7 7 7 + 1 2 3 4",
        "--points",
        "Dimitri=20,Bob=50",
    ])
    .code(0);
    g.run(&["lay", "Ann", "5 5 5 + 1 2 3 4"]).code(0);
    g.run(&["lay", "dim", "7 7 7 7 + 8 9 10 11"]).code(0);
    g.run(&["hit", "Ann", "12", "--on", "Dimitri.2"]).code(0);
    let before = std::fs::read_to_string(&g.file).unwrap();
    let status = |g: &Game| {
        let mut s = g.run(&["status", "--json"]).code(0).json();
        s["players"][0]["name"] = serde_json::Value::Null;
        s["dealer"] = serde_json::Value::Null;
        s["leader"] = serde_json::Value::Null;
        s
    };
    let was = status(&g);
    let r = g.run(&["players", "rename", "dim", "Dmitri"]).code(0);
    assert!(
        r.stdout.starts_with("renamed Dimitri to Dmitri (seat 1)"),
        "{}",
        r.stdout
    );
    let after = std::fs::read_to_string(&g.file).unwrap();
    assert!(!after.contains("Dimitri"), "{after}");
    for part in [
        "players = [\"Dmitri\", \"Ann\", \"Bob\"]",
        "out = \"Dmitri\"",
        "dealer = \"Dmitri\"",
        "Dmitri = 20",
        "laid = { Dmitri = ",
        "lay = \"Dmitri\"",
        "on = \"Dmitri",
    ] {
        assert!(after.contains(part), "{part}: {after}");
    }
    assert_eq!(status(&g), was, "the game stands as it did");
    assert_eq!(
        g.run(&["players"]).code(0).stdout,
        "1 Dmitri\n2 Ann\n3 Bob\n"
    );
    // A name already at the table, any case, is refused; nothing changes.
    g.run(&["players", "rename", "Dmitri", "ANN"])
        .code(2)
        .says("Ann is already at the table (seat 2)");
    // A start two names share lists them.
    g.run(&["players", "rename", "b", "Bo"]).code(0);
    g.run(&["players", "rename", "Bo", "Ben"]).code(0);
    g.run(&["players", "rename", "an", "Anna"]).code(0);
    g.run(&["undo"]).code(0);
    g.run(&["undo"]).code(0);
    g.run(&["undo"]).code(0);
    g.run(&["undo"]).code(0);
    assert_eq!(std::fs::read_to_string(&g.file).unwrap(), before);
}

/// One name rule everywhere a name is typed (from a review): letters a keyboard types
/// otherwise find their name (`soren` is Søren, `lukasz` Łukasz); a start several names
/// share lists them wherever a name is typed; a number names a seat, never a player;
/// every name that is no one in a hand is said at once.
#[test]
fn one_name_rule_wherever_a_name_is_typed() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,1"])
        .code(2)
        .says("\"1\" is a number: at the table a number names a seat");
    env.run(&[
        "new", "--players", "Søren,Łukasz,Maximilian,Marta", "--dealer", "ma",
    ])
    .code(2)
    .says("--dealer: \"ma\" is not one of the players (Søren, Łukasz, Maximilian, Marta); did you mean Maximilian or Marta?");
    env.run(&[
        "new",
        "--players",
        "Søren,Łukasz,Maximilian,Marta",
        "--dealer",
        "soren",
    ])
    .code(0);
    env.run(&[
        "hand",
        "--out",
        "lukasz",
        "--points",
        "soren=50,max=50,marta=50",
    ])
    .code(0);
    env.run(&["players", "remove", "ma"])
        .code(2)
        .says("did you mean Maximilian or Marta?");
    env.run(&["players", "rename", "marta", "7"])
        .code(2)
        .says("is a number");
    env.run(&[
        "hand",
        "--out",
        "zed",
        "--points",
        "soren=50,yy=50",
        "--left",
        "xx=1 2",
    ])
    .code(2)
    .says("out: \"zed\" is not a player")
    .says("Also: points: \"yy\" is not a player")
    .says("Also: left: \"xx\" is not a player");
}
