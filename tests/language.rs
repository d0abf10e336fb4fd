//! Which language a run speaks: `--lang`, else the game's regular table's, else the
//! config's `language`, else `LC_ALL`, `LC_MESSAGES`, `LANG` as usual; `C` is English,
//! and so is a language with no catalogue. JSON's keys are the same in each.

use crate::common::Env;

const CHECK: [&str; 10] = [
    "check",
    "--phase",
    "2",
    "7",
    "7",
    "7",
    "3",
    "4",
    "6",
    "--edition",
];

fn check(env: &Env, vars: &[(&str, &str)], lang: Option<&str>) -> String {
    let mut args: Vec<&str> = CHECK.to_vec();
    args.push("classic");
    if let Some(l) = lang {
        args.extend(["--lang", l]);
    }
    let out = env.run_with(vars, &args).code(1);
    out.stdout.clone()
}

const GERMAN: &str =
    "nicht gültig: Phase 2 (Drilling + Viererfolge): lege eine 5 dazu, oder einen Joker\n";
const ENGLISH: &str = "not valid: phase 2 (1 set of 3 + 1 run of 4): add a 5, or a wild\n";

#[test]
fn the_environment_flag_and_config_choose_the_language() {
    let env = Env::new();
    assert_eq!(check(&env, &[], None), ENGLISH, "LANG=C is English");
    assert_eq!(check(&env, &[("LANG", "de_DE.UTF-8")], None), GERMAN);
    assert_eq!(check(&env, &[("LC_MESSAGES", "de_AT")], None), GERMAN);
    // LC_ALL comes first; a language with no catalogue is English.
    assert_eq!(
        check(&env, &[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")], None),
        ENGLISH
    );
    assert_eq!(check(&env, &[("LANG", "fr_FR.UTF-8")], None), ENGLISH);
    // The flag beats the environment.
    assert_eq!(check(&env, &[("LANG", "de_DE.UTF-8")], Some("en")), ENGLISH);
    assert_eq!(check(&env, &[], Some("de")), GERMAN);
    assert_eq!(check(&env, &[], Some("Deutsch")), GERMAN);
    // The config beats the environment (a machine's LANG is everywhere; the config is
    // this program's), the flag beats the config.
    std::fs::create_dir_all(env.home()).unwrap();
    std::fs::write(env.home().join("config.toml"), "language = \"de\"\n").unwrap();
    assert_eq!(check(&env, &[("LANG", "en_US.UTF-8")], None), GERMAN);
    assert_eq!(check(&env, &[], Some("en")), ENGLISH);
}

#[test]
fn a_language_not_spoken_is_refused_in_one_line() {
    let env = Env::new();
    let out = env.run(&["--lang", "fr", "phases"]).code(2);
    assert!(out.stdout.is_empty());
    assert_eq!(
        out.stderr,
        "phase10: invalid value 'fr' for '--lang <LANG>': use en (English) or de (Deutsch) (--help says more)\n"
    );
    // A config's language that is not spoken is said by doctor with its line; the rest
    // of the config is used.
    std::fs::create_dir_all(env.home()).unwrap();
    std::fs::write(
        env.home().join("config.toml"),
        "color = \"never\"\nlanguage = \"fr\"\n",
    )
    .unwrap();
    assert_eq!(check(&env, &[], None), ENGLISH);
    env.run(&["doctor"]).code(1).stdout_has(
        "config.toml:2:12: language = \"fr\": use \"en\" (English) or \"de\" (Deutsch)",
    );
}

#[test]
fn a_regular_table_speaks_its_own_language() {
    let env = Env::new();
    std::fs::create_dir_all(env.home()).unwrap();
    std::fs::write(
        env.home().join("config.toml"),
        "language = \"en\"\n\n[table.freitag]\nplayers = [\"Anna\", \"Ben\"]\nlanguage = \"de\"  # unsere Runde\n",
    )
    .unwrap();
    env.run(&["new", "--table", "freitag"]).code(0);
    // The game of the table speaks German; a check with no game, the config's English.
    env.run(&["lay", "Anna", "7", "7", "7", "+", "8", "8", "8"])
        .code(0);
    env.run(&["hit", "Anna", "9", "--on", "Anna.1"])
        .code(1)
        .stdout_has("9 passt nicht: die 7er nehmen eine 7 oder einen Joker");
    env.run(&["hit", "Anna", "9", "--on", "Anna.1", "--lang", "en"])
        .code(1)
        .stdout_has("9 does not fit: the set of 7s takes a 7 or a wild");
    // The JSON's keys are the same in each language; its reason is the language's.
    let de = env
        .run(&["hit", "Anna", "9", "--on", "Anna.1", "--json"])
        .code(1)
        .json();
    let en = env
        .run(&[
            "hit", "Anna", "9", "--on", "Anna.1", "--json", "--lang", "en",
        ])
        .code(1)
        .json();
    let keys = |v: &serde_json::Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&de), keys(&en));
    assert_ne!(de, en);
    // Saving the table again keeps its language and its note.
    env.run(&["tables", "save", "freitag", "--force"]).code(0);
    let config = std::fs::read_to_string(env.home().join("config.toml")).unwrap();
    assert!(
        config.contains("language = \"de\"  # unsere Runde"),
        "{config}"
    );
}

/// Every command at a regular table's game speaks the table's language: a check, the
/// phases, undo and redo, as well as lays and status; a new game from the table too.
#[test]
fn every_command_at_a_german_table_speaks_german() {
    let env = Env::new();
    std::fs::create_dir_all(env.home()).unwrap();
    std::fs::write(
        env.home().join("config.toml"),
        "[table.freitag]\nplayers = [\"Anna\", \"Ben\"]\nlanguage = \"de\"\n",
    )
    .unwrap();
    env.run(&["new", "--table", "freitag"])
        .code(0)
        .stdout_has("neue classic-Partie");
    env.run(&["check", "--phase", "1", "7", "7"])
        .code(1)
        .stdout_has("nicht gültig: classic Phase 1 (2 Drillinge)");
    env.run(&["phases"]).code(0).stdout_has("Phasen (classic)");
    env.run(&["lay", "Anna", "7", "7", "7", "+", "8", "8", "8"])
        .code(0);
    env.run(&["undo"])
        .code(0)
        .stdout_has("Anna hat in Runde 1 eine Phase ausgelegt");
    env.run(&["redo"]).code(0).stdout_has("wiederhergestellt");
}

/// A list of phases may be typed in German; the file keeps the rulebook's English.
#[test]
fn a_list_of_phases_in_german() {
    let env = Env::new();
    let f = env.path("liste.toml");
    env.run(&[
        "new",
        "--players",
        "Anna,Ben",
        "--file",
        f.to_str().unwrap(),
        "--phase-list",
        "2 Drillinge; Drilling und Viererfolge; 7 Karten einer Farbe",
    ])
    .code(0);
    let text = std::fs::read_to_string(&f).unwrap();
    assert!(
        text.contains(
            "phase_list = [\"2 sets of 3\", \"1 set of 3 + 1 run of 4\", \"7 cards of one colour\"]"
        ),
        "{text}"
    );
}

/// A German table answers yes with j or ja (and no with nein), at the table's own
/// questions: the hand's end is recorded on a j.
#[test]
fn a_german_yes_is_a_yes() {
    let env = Env::new();
    let f = env.path("abend.toml");
    let file = f.to_str().unwrap();
    env.run(&["new", "--players", "Anna,Ben", "--file", file])
        .code(0);
    let out = env
        .cmd()
        .env("LANG", "de_DE.UTF-8")
        .args(["play", "--plain", "--file", file])
        .write_stdin("anna lay 7 7 7 + 8 8 8\nanna hit 7 7 8 8 on anna\n50\nj\nq\n")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Runde 1 eingetragen"), "{text}");
    assert!(
        std::fs::read_to_string(&f)
            .unwrap()
            .contains("points = { Ben = 50 }")
    );
}
