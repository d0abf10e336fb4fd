//! One way text leaves the program: an escape sequence (a terminal title, a screen
//! clear, a bell, a NUL) written into any field of a session file, its journal, a
//! session's file name, the current pointer or a table's name is shown by every
//! command (`^[`), never obeyed: no command prints an ESC, BEL or NUL byte (colour off).

use crate::common::{Env, launch};

/// What an adversary writes: retitle the terminal, clear it, ring it, end a string.
const PAYLOAD_TOML: &str = "\\u001b]2;PWNED\\u0007\\u001b[2J\\u0000";

/// A sound session (a hand recorded, a hand being played) with `{X}` where each field
/// goes; each field in turn gets the payload, the others their own value.
const TEMPLATE: &str = r#"# a session
schema = 1
edition = "{edition}"
variation = "{variation}"
natural = "{natural}"
created = "2026-11-21T20:00:00Z"
players = ["{p1}", "Bob", "Cy"]
dealer = "{dealer}"

[[hand]]
out = "{out}"
made = ["{made}"]
recorded = "2026-11-21T20:10:00Z"

[hand.points]
"{pkey}" = 50

[hand.left]
Cy = "{left}"

[[play]]
lay = "{lay}"
cards = "{cards}"

[[play]]
hit = "Ann"
cards = "9"
on = "{on}"
"#;

const FIELDS: [(&str, &str); 12] = [
    ("edition", "classic"),
    ("variation", "standard"),
    ("natural", "phase"),
    ("p1", "Ann"),
    ("dealer", "Ann"),
    ("out", "Ann"),
    ("made", "Bob"),
    ("pkey", "Bob"),
    ("left", "R7 R8 R9 R10 R11 R12 B1 B2 B3 B4"),
    ("lay", "Ann"),
    ("cards", "7 7 7 + 9 9 9"),
    ("on", "Ann.2"),
];

/// The session with `field` (or none) given the payload.
fn session(field: Option<&str>) -> String {
    let mut text = TEMPLATE.to_string();
    for (name, value) in FIELDS {
        let value = if Some(name) == field {
            format!("{value}{PAYLOAD_TOML}")
        } else {
            value.to_string()
        };
        text = text.replace(&format!("{{{name}}}"), &value);
    }
    text
}

/// The commands a table runs on a file.
const COMMANDS: [&[&str]; 16] = [
    &["status"],
    &["history"],
    &["table"],
    &["doctor"],
    &["export"],
    &["export", "--format", "markdown"],
    &["players"],
    &["phases"],
    &["check", "--player", "Ann", "7 7 7 9 9 9"],
    &["find", "--player", "Bob", "7 7 7 9 9 9"],
    &["lay", "Bob", "4 4 4 + 5 5 5"],
    &["hit", "Ann", "9", "--on", "Ann.2"],
    &["hand", "--out", "Ann", "--points", "Bob=50,Cy=50"],
    &["undo"],
    &["redo"],
    &["edit", "1", "--points", "Bob=55"],
];

#[track_caller]
fn clean(what: &str, out: &std::process::Output) {
    for (stream, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        for (byte, name) in [(0x1b, "ESC"), (0x07, "BEL"), (0x00, "NUL")] {
            assert!(
                !bytes.contains(&byte),
                "{what}: an {name} reached {stream}: {}",
                String::from_utf8_lossy(bytes)
            );
        }
    }
}

#[test]
fn no_command_prints_a_control_character_from_a_file() {
    let env = Env::new();
    let mut refused = 0;
    for field in std::iter::once(None).chain(FIELDS.iter().map(|(f, _)| Some(*f))) {
        let file = env.path(&format!("s-{}.toml", field.unwrap_or("sound")));
        let text = session(field);
        std::fs::write(&file, &text).unwrap();
        // A journal whose words hold the payload: undo says them.
        let journal = format!(
            "undone = 0\n\n[[change]]\nwhat = \"took{PAYLOAD_TOML}\"\n\n[[change.edit]]\nblock = \"hand\"\nindex = 1\nbefore = \"x\"\n"
        );
        std::fs::write(
            env.path(&format!("s-{}.toml.journal", field.unwrap_or("sound"))),
            journal,
        )
        .unwrap();
        for args in COMMANDS {
            std::fs::write(&file, &text).unwrap();
            let mut cmd = launch(&env.home());
            cmd.args(args).args(["--file", file.to_str().unwrap()]);
            let out = cmd.output().unwrap();
            refused += usize::from(out.status.code() == Some(2));
            clean(&format!("{args:?} with the payload in {field:?}"), &out);
        }
        // The plain table too.
        std::fs::write(&file, &text).unwrap();
        let out = launch(&env.home())
            .args(["play", "--plain", "--file", file.to_str().unwrap()])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                // (A file refused ends it before it reads: the pipe may be closed.)
                let _ =
                    child.stdin.take().unwrap().write_all(
                        "ann lay 7 7 7 + 9 9 9\nout ann\n\u{1b}]2;x\u{7}\nq\n".as_bytes(),
                    );
                child.wait_with_output()
            })
            .unwrap();
        clean(&format!("play --plain with the payload in {field:?}"), &out);
    }
    // Most of the fields make the file refused: the refusal is shown, not obeyed.
    assert!(refused > 40, "{refused} refusals");
}

/// A session's file name, the current pointer and a table's name with the payload:
/// every command that names them shows them.
#[test]
fn names_of_files_and_tables_are_shown_not_obeyed() {
    let env = Env::new();
    let payload = "\u{1b}]2;PWNED\u{7}";
    env.run(&["new", "--players", "Ann,Bob", "--name", "friday"])
        .code(0);
    let sessions = env.home().join("sessions");
    std::fs::copy(
        sessions.join("friday.toml"),
        sessions.join(format!("evil{payload}.toml")),
    )
    .unwrap();
    std::fs::write(
        env.home().join("config.toml"),
        format!(
            "[table.\"evil{}\"]\nplayers = [\"Ann\", \"Bob\"]\n",
            "\\u001b]2;PWNED\\u0007"
        ),
    )
    .unwrap();
    let bad_file = env.path(&format!("x{payload}.toml"));
    for args in [
        vec!["sessions"],
        vec!["tables"],
        vec!["doctor"],
        vec!["stats"],
        vec!["sessions", "switch", "evil"],
        vec!["new", "--table", "evil"],
        vec!["status", "--file", bad_file.to_str().unwrap()],
        vec![
            "new",
            "--players",
            "Ann,Bob",
            "--name",
            &format!("n{payload}"),
        ],
        vec!["status", "--player", payload],
        vec!["check", "--phase", "1", payload],
    ] {
        let out = launch(&env.home()).args(&args).output().unwrap();
        clean(&format!("{args:?}"), &out);
    }
    // The current pointer itself holds the payload.
    std::fs::write(env.home().join("current"), format!("evil{payload}\n")).unwrap();
    for args in [vec!["status"], vec!["undo"], vec!["play", "--plain"]] {
        let out = launch(&env.home()).args(&args).output().unwrap();
        clean(&format!("{args:?} with the pointer"), &out);
    }
}

/// The shell's completion and its variable: a session, a table or a player whose
/// name holds a control character is never offered; a stray `COMPLETE` is shown.
/// With `--json`, DEL and the C1 controls are escaped in the object too.
#[test]
fn completion_and_json_show_nothing_raw() {
    let env = Env::new();
    let home = env.home();
    env.run(&["new", "--players", "Ann,Bob", "--name", "g"])
        .code(0);
    std::fs::write(
        home.join("sessions").join("x\u{1b}]0;pwn\u{7}.toml"),
        std::fs::read(home.join("sessions/g.toml")).unwrap(),
    )
    .unwrap();
    let out = launch(&home)
        .env("COMPLETE", "fish")
        .args(["--", "phase10", "sessions", "switch", ""])
        .output()
        .unwrap();
    clean("COMPLETE=fish sessions switch", &out);
    assert!(
        String::from_utf8_lossy(&out.stdout).contains('g'),
        "{out:?}"
    );
    let out = launch(&home)
        .env("COMPLETE", "\u{1b}]0;pwn\u{7}")
        .arg("status")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    clean("COMPLETE=<escape>", &out);
    let out = launch(&home)
        .args(["status", "--json", "--file", "x\u{9b}y\u{7f}"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("x\\u009by\\u007f"), "{text}");
}
