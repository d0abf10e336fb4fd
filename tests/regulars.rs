//! The regulars: tables kept in the config (`phase10 tables`, `new --table`), edited in
//! place; flags beat the environment, which beats the config; names completed by the
//! shell as the program knows them.

use crate::common::Env;

fn config(env: &Env) -> std::path::PathBuf {
    env.home().join("config.toml")
}

#[test]
fn a_table_kept_in_the_config_starts_its_next_game() {
    let env = Env::new();
    env.run(&["tables"]).code(0).stdout_has("No tables yet");
    env.run(&[
        "new",
        "--players",
        "Ann,Bob,Cy",
        "--natural",
        "group",
        "--name",
        "first",
    ])
    .code(0);
    env.run(&["tables", "save", "friday"])
        .code(0)
        .stdout_has("kept table friday (classic, Ann, Bob, Cy)");
    // The user's own notes stay through the next save (edited in place).
    let text = std::fs::read_to_string(config(&env)).unwrap();
    let noted = text.replace(
        "players = [\"Ann\", \"Bob\", \"Cy\"]",
        "players = [\"Ann\", \"Bob\", \"Cy\"]  # in seat order",
    ) + "# the Friday regulars\n";
    std::fs::write(config(&env), &noted).unwrap();
    env.run(&["players", "add", "Dee"]).code(0);
    // Another table of that name is not replaced unasked.
    env.run(&["tables", "save", "friday"])
        .code(2)
        .says("give --force to replace it");
    env.run(&["tables", "save", "friday", "--force"]).code(0);
    let text = std::fs::read_to_string(config(&env)).unwrap();
    assert!(
        text.contains("players = [\"Ann\", \"Bob\", \"Cy\", \"Dee\"]  # in seat order"),
        "{text}"
    );
    assert!(text.contains("# the Friday regulars"), "{text}");
    assert!(text.contains("natural = \"group\""), "{text}");
    // new --table: the table's players and house rules, a flag beating the table.
    let j = env
        .run(&["new", "--table", "fri", "--dealer", "cy", "--json"])
        .code(0)
        .json();
    assert_eq!(
        j["name"].as_str().unwrap().split('-').next(),
        Some("friday")
    );
    assert_eq!(j["dealer"], "Cy");
    let session = std::fs::read_to_string(j["file"].as_str().unwrap()).unwrap();
    assert!(session.contains("natural = \"group\""), "{session}");
    assert!(
        session.contains("players = [\"Ann\", \"Bob\", \"Cy\", \"Dee\"]"),
        "{session}"
    );
    env.run(&["new", "--table", "saturday"])
        .code(2)
        .says("no such table");
    env.run(&["tables", "--json"]).code(0).json()["tables"][0]["name"]
        .as_str()
        .map(|n| assert_eq!(n, "friday"))
        .unwrap();
    env.run(&["tables", "remove", "friday"]).code(0);
    let text = std::fs::read_to_string(config(&env)).unwrap();
    assert!(
        !text.contains("[table.friday]") && text.contains("# the Friday regulars"),
        "{text}"
    );
}

#[test]
fn a_config_that_does_not_read_is_said_with_its_line() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob"]).code(0);
    std::fs::write(
        config(&env),
        "[table.friday]\nplayers = [\"Ann\", \"Bob\"]\nedition = \"clasic\"\n",
    )
    .unwrap();
    let r = env.run(&["doctor"]).code(1);
    assert!(
        r.stdout
            .contains("config.toml:3:11: table.friday.edition: unknown edition \"clasic\""),
        "{}",
        r.stdout
    );
    env.run(&["new", "--table", "friday"])
        .code(2)
        .says("config.toml:3:11");
    std::fs::write(
        config(&env),
        "[table.friday]\nplayers = [\"Ann\", \"Bob\"]\nseats = 2\n",
    )
    .unwrap();
    env.run(&["doctor"])
        .code(1)
        .stdout_has("unknown field `seats`");
}

#[test]
fn flags_beat_the_environment_which_beats_the_config() {
    let env = Env::new();
    std::fs::create_dir_all(env.home()).unwrap();
    std::fs::write(config(&env), "color = \"always\"\n").unwrap();
    let run = |vars: &[(&str, &str)], args: &[&str]| -> String {
        let mut c = env.cmd();
        c.env_remove("NO_COLOR");
        for (k, v) in vars {
            c.env(k, v);
        }
        String::from_utf8(c.args(args).output().unwrap().stdout).unwrap()
    };
    let claim = ["check", "--phase", "1", "7", "7", "7", "8", "8", "8"];
    // The config paints even a pipe.
    assert!(run(&[], &claim).contains('\x1b'));
    // The environment beats it; the flag beats both.
    assert!(!run(&[("PHASE10_COLOR", "never")], &claim).contains('\x1b'));
    assert!(!run(&[("NO_COLOR", "1")], &claim).contains('\x1b'));
    let mut flagged = claim.to_vec();
    flagged.extend(["--color", "never"]);
    assert!(!run(&[], &flagged).contains('\x1b'));
}

#[test]
fn the_shell_completes_players_sessions_and_tables() {
    let env = Env::new();
    env.run(&[
        "new",
        "--players",
        "Ann,Bob,Dmitri Ivanovich",
        "--name",
        "friday",
    ])
    .code(0);
    env.run(&["tables", "save", "regulars"]).code(0);
    let complete = |words: &[&str]| -> String {
        let mut c = env.cmd();
        c.env("COMPLETE", "fish")
            .arg("--")
            .arg("phase10")
            .args(words);
        String::from_utf8(c.output().unwrap().stdout).unwrap()
    };
    let players = complete(&["lay", ""]);
    for name in ["Ann\t", "Bob\t", "Dmitri\tDmitri Ivanovich"] {
        assert!(players.contains(name), "{name:?} in {players}");
    }
    assert!(complete(&["hand", "--out", "D"]).starts_with("Dmitri"));
    assert!(complete(&["sessions", "switch", ""]).contains("friday"));
    assert!(complete(&["new", "--table", ""]).contains("regulars"));
    // The shell's script itself.
    let mut c = env.cmd();
    c.env("COMPLETE", "bash");
    let script = String::from_utf8(c.output().unwrap().stdout).unwrap();
    assert!(script.contains("_clap_complete_phase10"), "{script}");
}

/// A table the config holds is checked as the game it would start: doctor names one that
/// could not be started, with its line.
#[test]
fn doctor_checks_a_table_as_the_game_it_would_start() {
    let env = Env::new();
    std::fs::create_dir_all(env.home()).unwrap();
    // (A problem of the players: where they are.)
    let table_line = "config.toml:3:11: table.friday.players:";
    for (table, at, why) in [
        (
            "players = [\"Ann\", \"ann\", \"Cy\"]",
            table_line,
            "same name",
        ),
        ("players = [\"Ann\"]", table_line, "takes 2 to 6 players"),
        (
            "players = [\"A\", \"B\", \"C\", \"D\", \"E\"]\nedition = \"masters\"",
            table_line,
            "takes 2 to 4",
        ),
        // A twist key at a table of another edition: its own line.
        (
            "players = [\"A\", \"B\"]\nedition = \"flip\"\nboard = \"1 2 T 3 4 T 5 6 T 7 8 T 9 10\"",
            "config.toml:5:9: table.friday.board:",
            "a twist house rule, and this table plays",
        ),
    ] {
        std::fs::write(config(&env), format!("# ours\n[table.friday]\n{table}\n")).unwrap();
        let r = env.run(&["doctor"]).code(1);
        assert!(
            r.stdout.contains(at) && r.stdout.contains(why),
            "{table}: {}",
            r.stdout
        );
    }
}

/// The shell's names match as a name does (any case, accents aside), come from the
/// session the line names (`--file`), and include the groups on the table for `--on`.
#[test]
fn completion_matches_names_as_the_table_types_them() {
    let env = Env::new();
    env.run(&["new", "--players", "Zoë,Max Power,Dmitri", "--name", "cur"])
        .code(0);
    let other = env.path("other.toml");
    let other = other.to_str().unwrap();
    env.run(&["new", "--players", "Ann,Bob", "--file", other])
        .code(0);
    env.run(&["lay", "Ann", "7 7 7 + 9 9 9", "--file", other])
        .code(0);
    let complete = |words: &[&str]| -> String {
        let mut c = env.cmd();
        c.env("COMPLETE", "fish")
            .arg("--")
            .arg("phase10")
            .args(words);
        String::from_utf8(c.output().unwrap().stdout).unwrap()
    };
    assert!(
        complete(&["lay", "z"]).starts_with("Zoë"),
        "{}",
        complete(&["lay", "z"])
    );
    assert!(complete(&["lay", "zoe"]).starts_with("Zoë"));
    assert!(complete(&["players", "remove", "max"]).starts_with("Max"));
    let theirs = complete(&["--file", other, "lay", ""]);
    assert!(
        theirs.contains("Ann") && !theirs.contains("Zoë"),
        "{theirs}"
    );
    let groups = complete(&["--file", other, "hit", "Bob", "7", "--on", ""]);
    assert!(
        groups.contains("Ann.1") && groups.contains("Ann.2"),
        "{groups}"
    );
}

/// One table that would not start a game leaves the others usable: it is said when it
/// is used, listed and checked (every problem at once).
#[test]
fn a_bad_table_does_not_block_the_others() {
    let env = Env::new();
    std::fs::create_dir_all(env.home()).unwrap();
    std::fs::write(
        config(&env),
        "[table.w]\nplayers = [\"A\", \"B\", \"C\", \"D\", \"E\"]\nedition = \"masters\"\n\n[table.x]\nplayers = [\"Ann\"]\n\n[table.z]\nplayers = [\"Ann\", \"Bob\"]\n",
    )
    .unwrap();
    env.run(&["new", "--table", "z", "--name", "zed"]).code(0);
    env.run(&["new", "--table", "w", "--name", "we"])
        .code(2)
        .says("table.w.players:");
    let listed = env.run(&["tables"]).code(0);
    assert!(listed.stdout.contains("not usable"), "{}", listed.stdout);
    let j = env.run(&["tables", "--json"]).code(0).json();
    assert!(
        j["tables"][0]["problem"]
            .as_str()
            .unwrap()
            .contains("takes 2 to 4")
    );
    assert!(j["tables"][2]["problem"].is_null());
    let doctor = env.run(&["doctor"]).code(1);
    assert!(
        doctor.stdout.contains("table.w.players:") && doctor.stdout.contains("table.x.players:"),
        "{}",
        doctor.stdout
    );
    // Taken out, the others are fine again.
    env.run(&["tables", "remove", "w"]).code(0);
    env.run(&["tables", "remove", "x"]).code(0);
    env.run(&["doctor"]).code(0);
}

/// The config through a link is written through it; a FIFO (or a folder) named as the
/// config is refused at once, not waited on; a table's name is a session name.
#[test]
fn the_config_is_the_users_file() {
    let env = Env::new();
    std::fs::create_dir_all(env.home()).unwrap();
    let real = env.home().join("real.toml");
    std::fs::write(&real, "# mine\n").unwrap();
    std::os::unix::fs::symlink(&real, config(&env)).unwrap();
    env.run(&["new", "--players", "Ann,Bob", "--name", "one"])
        .code(0);
    env.run(&["tables", "save", "friday"]).code(0);
    assert!(
        std::fs::symlink_metadata(config(&env))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let text = std::fs::read_to_string(&real).unwrap();
    assert!(
        text.contains("# mine") && text.contains("[table.friday]"),
        "{text}"
    );
    for bad in ["", ".x", "fri day"] {
        env.run(&["tables", "save", bad])
            .code(2)
            .says("session name");
    }
    std::fs::remove_file(config(&env)).unwrap();
    let fifo = config(&env);
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let start = std::time::Instant::now();
    env.run(&["status"]).code(0);
    env.run(&["tables"]).code(2).says("config.toml");
    env.run(&["doctor"]).code(1).stdout_has("config.toml");
    assert!(start.elapsed() < std::time::Duration::from_secs(5));
}

/// Names that are the start of others, and names of two words, as the shell is given
/// them: bash inserts a candidate as it is, so a space is escaped for it; a name all of
/// which starts another's is offered whole, not as a seat number; a stray COMPLETE is
/// one line on stderr.
#[test]
fn bash_is_given_names_it_can_insert() {
    let env = Env::new();
    env.run(&[
        "new",
        "--players",
        "Alexandria Montgomery,Alexandria Montoya,Alexandria,Bob",
    ])
    .code(0);
    env.run(&["lay", "alexandria", "3 3 3 3 + 4 4 4"]).code(0);
    let complete = |shell: &str, index: &str, words: &[&str]| -> String {
        let mut c = env.cmd();
        c.env("COMPLETE", shell)
            .env("_CLAP_IFS", "\n")
            .env("_CLAP_COMPLETE_INDEX", index)
            .arg("--")
            .arg("phase10")
            .args(words);
        String::from_utf8(c.output().unwrap().stdout).unwrap()
    };
    let bash = complete("bash", "2", &["lay", "alex"]);
    let lines: Vec<&str> = bash.lines().collect();
    assert_eq!(
        lines,
        [
            "Alexandria\\ Montgomery",
            "Alexandria\\ Montoya",
            "Alexandria"
        ],
        "{bash}"
    );
    // What bash gives back typed so far matches too.
    let again = complete("bash", "2", &["lay", "Alexandria\\ Mont"]);
    assert_eq!(again.lines().count(), 2, "{again}");
    let groups = complete("bash", "4", &["hit", "bob", "--on", "al"]);
    assert!(groups.lines().any(|l| l == "Alexandria.1"), "{groups}");
    let fish = complete("fish", "2", &["lay", "alex"]);
    assert!(fish.contains("Alexandria Montgomery\t"), "{fish}");
    env.run(&["hit", "Alexandria", "3", "--on", "Alexandria.1"])
        .code(0);
    let mut c = env.cmd();
    c.env("COMPLETE", "1").arg("status");
    let out = c.output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("phase10: COMPLETE=1: unknown shell") && err.lines().count() == 1,
        "{err}"
    );
}

/// A typo in one table (a key phase10 does not know, a value of the wrong kind), or a
/// colour that does not read, leaves the other tables usable; doctor says each.
#[test]
fn a_typo_in_one_table_leaves_the_others() {
    let env = Env::new();
    std::fs::create_dir_all(env.home()).unwrap();
    std::fs::write(
        config(&env),
        "color = 5\n\n[table.good]\nplayers = [\"Ann\", \"Bob\"]\n\n[table.bad]\nplayers = [\"A\", \"B\"]\nedition = 5\n\n[table.odd]\nplayers = [\"A\", \"B\"]\nunknown_key = 1\n\n[table.flat]\nplayers = \"Ann\"\n",
    )
    .unwrap();
    env.run(&["new", "--table", "good", "--name", "g"]).code(0);
    env.run(&["tables"]).code(0).stdout_has("not usable");
    env.run(&["new", "--table", "bad", "--name", "b"])
        .code(2)
        .says("table.bad");
    env.run(&["tables", "save", "more"]).code(0);
    let doctor = env.run(&["doctor"]).code(1);
    for what in [
        "color = 5",
        "table.bad",
        "table.odd",
        "unknown_key",
        "table.flat",
    ] {
        assert!(doctor.stdout.contains(what), "{what}: {}", doctor.stdout);
    }
}

/// Taking out the first table keeps the comment above it (the file's own heading).
#[test]
fn removing_a_table_keeps_the_comments_above_it() {
    let env = Env::new();
    std::fs::create_dir_all(env.home()).unwrap();
    std::fs::write(
        config(&env),
        "# My regulars, by night\n\n[table.a]\nplayers = [\"Ann\", \"Bob\"]\n\n# Fridays\n[table.b]\nplayers = [\"Cy\", \"Dee\"]\n",
    )
    .unwrap();
    env.run(&["tables", "remove", "a"]).code(0);
    let text = std::fs::read_to_string(config(&env)).unwrap();
    assert!(text.starts_with("# My regulars, by night\n"), "{text}");
    assert!(text.contains("# Fridays\n[table.b]"), "{text}");
    assert!(!text.contains("[table.a]"), "{text}");
    env.run(&["tables", "remove", "b"]).code(0);
    let text = std::fs::read_to_string(config(&env)).unwrap();
    assert!(text.contains("# My regulars, by night"), "{text}");
}

/// The config is one of phase10's files, held to the same promises: writers take its
/// lock (eight `tables save` at once keep eight tables), a writer killed mid-way leaves
/// nothing the next one does not clear, a config of comments keeps them above its first
/// table, and a config too large to be one is refused at once by what reads it.
#[test]
fn the_config_is_locked_capped_and_cleaned_up() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--name", "first"])
        .code(0);
    std::fs::write(config(&env), "# our regulars, by evening\n").unwrap();
    let savers: Vec<_> = (0..8)
        .map(|i| {
            crate::common::launch(&env.home())
                .args(["tables", "save", &format!("t{i}")])
                .spawn()
                .unwrap()
        })
        .collect();
    for mut s in savers {
        assert!(s.wait().unwrap().success());
    }
    let text = std::fs::read_to_string(config(&env)).unwrap();
    for i in 0..8 {
        assert!(
            text.contains(&format!("[table.t{i}]")),
            "t{i} kept:\n{text}"
        );
    }
    assert!(text.starts_with("# our regulars, by evening\n"), "{text}");
    // Killed before its rename: its temp file is cleared by the next writer.
    let mut killed = crate::common::launch(&env.home())
        .args(["tables", "save", "t8"])
        .env("PHASE10_TEST_PAUSE_BEFORE_RENAME_MS", "2000")
        .spawn()
        .unwrap();
    let temp = env.home().join(".config.toml.tmp");
    let start = std::time::Instant::now();
    while !temp.exists() {
        assert!(start.elapsed() < std::time::Duration::from_secs(10));
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    killed.kill().unwrap();
    killed.wait().unwrap();
    env.run(&["tables", "save", "t9"]).code(0);
    assert!(!temp.exists(), "the killed writer's temp file is cleared");
    // A config of a gigabyte (sparse) is refused with its size, at once.
    let f = std::fs::File::create(config(&env)).unwrap();
    f.set_len(1 << 30).unwrap();
    let start = std::time::Instant::now();
    env.run(&["tables"])
        .code(2)
        .says("more than phase10 reads there");
    env.run(&["check", "--phase", "1", "7 7 7 9 9 9"]).code(0);
    assert!(
        start.elapsed() < std::time::Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
}
