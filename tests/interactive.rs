//! The prompts, answered for real in a pseudo-terminal driven from Rust (`rexpect`):
//! nothing to install beyond the toolchain.

use std::time::Duration;

use rexpect::process::WaitStatus;
use rexpect::session::PtySession;

use crate::common::Env;

/// A new session of `edition` for Ann and Bob, in `file`.
fn new_game(env: &Env, edition: &str, file: &str) {
    env.run(&[
        "new",
        "--edition",
        edition,
        "--players",
        "Ann,Bob",
        "--file",
        file,
    ])
    .code(0);
}

/// The real binary in a pseudo-terminal, in a test's data dir.
struct Pty {
    session: PtySession,
}

impl Pty {
    fn start(env: &Env, args: &str) -> Pty {
        let mut cmd = env.std_cmd();
        cmd.args(args.split_whitespace()).env("TERM", "xterm");
        let session = rexpect::session::spawn_command(cmd, Some(20_000)).expect("a pty");
        Pty { session }
    }

    /// Waits for `text` in what the program wrote.
    #[track_caller]
    fn wait_for(&mut self, text: &str) {
        if let Err(e) = self.session.exp_string(text) {
            panic!("waited for {text:?}: {e}");
        }
    }

    /// Presses keys by their names (Enter, Down, Space, `BSpace`) or types a letter.
    fn keys(&mut self, keys: &[&str]) {
        for key in keys {
            let bytes = match *key {
                "Enter" => "\r",
                "Down" => "\x1b[B",
                "Up" => "\x1b[A",
                "Space" => " ",
                "BSpace" => "\x7f",
                other => other,
            };
            self.session.send(bytes).unwrap();
            self.session.flush().unwrap();
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    /// Waits for the question `prompt`, then answers it with `keys`.
    #[track_caller]
    fn answer(&mut self, prompt: &str, keys: &[&str]) {
        self.wait_for(prompt);
        self.keys(keys);
    }

    /// Waits for the question `prompt`, then types `text` and Enter.
    #[track_caller]
    fn type_answer(&mut self, prompt: &str, text: &str) {
        self.wait_for(prompt);
        self.type_text(text);
        self.keys(&["Enter"]);
    }

    fn type_text(&mut self, text: &str) {
        self.session.send(text).unwrap();
        self.session.flush().unwrap();
        std::thread::sleep(Duration::from_millis(30));
    }

    /// Waits for the program to end; its exit code.
    fn exit_code(mut self) -> i32 {
        let _ = self.session.exp_eof();
        match self.session.process().wait().unwrap() {
            WaitStatus::Exited(_, code) => code,
            other => panic!("the command did not exit: {other:?}"),
        }
    }
}

#[test]
fn new_and_hand_by_prompts() {
    let env = Env::new();
    // `phase10 new` with no flags asks for the edition, the players and the variation.
    let mut t = Pty::start(&env, "new --name prompts");
    t.answer("Edition", &["Enter"]);
    t.type_answer("Players in seating order", "Ann,Bob,Cy");
    t.answer("Who deals first?", &["Down", "Enter"]);
    t.answer("Variation", &["Enter"]);
    t.answer("House rules", &["Enter"]);
    assert_eq!(t.exit_code(), 0);
    let s = env.run(&["status", "--json"]).code(0).json();
    assert_eq!(s["dealer"], "Bob");
    assert_eq!(s["edition"], "classic");

    // `phase10 hand` says the hand and the dealer, then asks the hand's end line by line
    // as the table screen and plain mode do: who went out, who made it, the others'
    // cards or points, each checked as it is typed.
    let mut t = Pty::start(&env, "hand");
    t.wait_for("Hand 1: Bob deals.");
    t.type_answer("who went out", "ann");
    t.type_answer("who else made it", "bob");
    t.type_answer("Bob's cards left", "R7 W");
    t.type_answer("Cy's cards left", "R13");
    t.answer("numbers go from 1 to 12", &["BSpace", "BSpace", "BSpace"]);
    t.type_text("55");
    t.keys(&["Enter"]);
    // The hand summed up before it is recorded.
    t.wait_for("Hand 1:");
    t.wait_for("Cy: did not make it, phase 1, +55 = 55");
    t.answer("Record hand 1?", &["y"]);
    assert_eq!(t.exit_code(), 0);
    let s = env.run(&["status", "--json"]).code(0).json();
    assert_eq!(s["hands"], 1);
    assert_eq!(s["players"][1]["score"], 5 + 25);
    assert_eq!(s["players"][1]["completed"], serde_json::json!([1]));
    assert_eq!(s["players"][2]["score"], 55);
}

#[test]
fn twist_and_masters_choices_by_prompts() {
    let env = Env::new();
    // Twist: Ann reaches a Twist space; the prompt offers the phases beside it or a card.
    new_game(&env, "twist", "t.toml");
    env.run(&["hand", "--file", "t.toml", "--out", "Bob", "--made", "Ann"])
        .code(0);
    let mut t = Pty::start(&env, "hand --file t.toml");
    t.type_answer("who went out", "bob");
    t.type_answer("who else made it", "ann");
    // On a Twist space: a phase beside it, or the Twist card drawn.
    t.type_answer(
        "Ann's phase (2 or 3, or twist N) (on a Twist space",
        "twist 6",
    );
    t.answer("Record hand 2?", &["y"]);
    assert_eq!(t.exit_code(), 0);
    let s = env
        .run(&["status", "--json", "--file", "t.toml"])
        .code(0)
        .json();
    assert_eq!(
        s["players"][0]["position"], 6,
        "made a Twist card: +4 from the Twist space"
    );
    assert_eq!(s["players"][1]["position"], 6);

    // Masters: each player's phase card by the number on it, and the save piles.
    new_game(&env, "masters", "m.toml");
    let mut t = Pty::start(&env, "hand --file m.toml");
    t.type_answer("who went out", "ann");
    t.type_answer("who else made it", "none");
    t.type_answer("Ann's phase card", "3");
    t.type_answer("Ann saved", "");
    t.type_answer("Bob's phase card", "1");
    t.type_answer("Bob's cards left", "50");
    t.type_answer("Bob saved", "W");
    t.answer("Record hand 1?", &["y"]);
    assert_eq!(t.exit_code(), 0);
    let s = env
        .run(&["status", "--json", "--file", "m.toml"])
        .code(0)
        .json();
    assert_eq!(s["players"][0]["completed"], serde_json::json!([3]));
    assert_eq!(s["players"][1]["saved"], serde_json::json!(["W"]));
    assert_eq!(s["players"][1]["score"], 50);
}

#[test]
fn a_hand_left_at_a_prompt_does_not_hold_the_session() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--file", "g.toml"])
        .code(0);
    let mut t = Pty::start(&env, "hand --file g.toml");
    t.wait_for("who went out");
    // Another laptop records a hand meanwhile: it lands at once.
    let r = env
        .cmd()
        .env("PHASE10_LOCK_WAIT_MS", "0")
        .args([
            "hand", "--file", "g.toml", "--out", "Bob", "--points", "Ann=50",
        ])
        .output()
        .unwrap();
    assert_eq!(
        r.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&r.stderr)
    );
    // The answers given here are checked against the session as it is now.
    t.type_text("ann");
    t.keys(&["Enter"]);
    t.type_answer("who else made it", "");
    t.type_answer("Bob's cards left", "60");
    t.answer("Record hand 1?", &["y"]);
    t.wait_for("changed while you answered");
    t.type_answer("who went out", "ann");
    t.type_answer("who else made it", "");
    t.type_answer("Bob's cards left", "65");
    t.answer("Record hand 2?", &["y"]);
    assert_eq!(t.exit_code(), 0);
    let s = env
        .run(&["history", "--json", "--file", "g.toml"])
        .code(0)
        .json();
    let hands = s["hands"].as_array().unwrap();
    assert_eq!(hands.len(), 2, "both hands, once each");
    assert_eq!(hands[1]["players"][1]["points"], 65);
}

#[test]
fn colour_is_on_at_a_terminal_and_off_with_no_color() {
    let env = Env::new();
    // std_cmd sets NO_COLOR: at a terminal it keeps colour off.
    let mut t = Pty::start(&env, "check --phase 1 7 7 7 9 9 R9");
    t.wait_for("valid: phase 1");
    assert_eq!(t.exit_code(), 0);
    let mut cmd = env.std_cmd();
    cmd.env_remove("NO_COLOR")
        .env("TERM", "xterm")
        .args(["check", "--phase", "1", "7", "7", "7", "9", "9", "R9"]);
    let mut session = rexpect::session::spawn_command(cmd, Some(20_000)).expect("a pty");
    session
        .exp_string("\x1b[1m\x1b[32mvalid\x1b[0m")
        .expect("green at a terminal");
    session.exp_string("\x1b[31mR9\x1b[0m").expect("R9 in red");
    let _ = session.exp_eof();
}

#[test]
fn a_total_the_rules_refuse_is_asked_again_and_nothing_is_lost() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--file", "g.toml"])
        .code(0);
    let mut t = Pty::start(&env, "hand --file g.toml");
    t.type_answer("who went out", "ann");
    t.type_answer("who else made it", "");
    // 5 points cannot be ten cards: refused as it is typed, the answer there to change.
    t.type_answer("Bob's cards left", "5");
    t.answer("5 points is impossible (50 to 230)", &["BSpace"]);
    t.type_text("60");
    t.keys(&["Enter"]);
    t.type_answer("Cy's cards left", "55");
    t.wait_for("Bob: did not make it, phase 1, +60 = 60");
    t.answer("Record hand 1?", &["y"]);
    assert_eq!(t.exit_code(), 0);
    let s = env
        .run(&["status", "--json", "--file", "g.toml"])
        .code(0)
        .json();
    assert_eq!(s["players"][1]["score"], 60);
    assert_eq!(s["players"][2]["score"], 55);

    // Editing at prompts starts from the answers recorded: Enter keeps each one.
    let mut t = Pty::start(&env, "edit 1 --file g.toml");
    // (It opens on who went out: the dealer is asked where the rows are gone through
    // again.)
    t.answer("who went out", &["Enter"]);
    t.answer("who else made it", &["Enter"]);
    t.answer("Bob's cards left", &["Enter"]); // 60, as recorded
    t.answer("Cy's cards left", &["BSpace", "BSpace"]);
    t.type_text("70");
    t.keys(&["Enter"]);
    t.answer("Record hand 1?", &["y"]);
    assert_eq!(t.exit_code(), 0);
    let s = env
        .run(&["status", "--json", "--file", "g.toml"])
        .code(0)
        .json();
    assert_eq!(s["players"][1]["score"], 60);
    assert_eq!(s["players"][2]["score"], 70);
}

#[test]
fn flip_asks_the_side_and_masters_does_not_show_a_saved_card() {
    let env = Env::new();
    new_game(&env, "flip", "f.toml");
    let mut t = Pty::start(&env, "hand --file f.toml");
    t.type_answer("which side was up when the hand ended", "wild");
    t.type_answer("who went out", "ann");
    t.type_answer("who else made it", "");
    // The example fits the side: no Wild, no colours.
    t.type_answer(
        "Bob's cards left (the cards (e.g. 7 * 12) or their points)",
        "50",
    );
    t.answer("Record hand 1?", &["y"]);
    assert_eq!(t.exit_code(), 0);
    let text = std::fs::read_to_string(env.path("f.toml")).unwrap();
    assert!(text.contains("side = \"wild\""), "{text}");

    new_game(&env, "masters", "m.toml");
    let mut t = Pty::start(&env, "hand --file m.toml");
    t.type_answer("who went out", "ann");
    t.type_answer("who else made it", "");
    t.type_answer("Ann's phase card", "1");
    t.type_answer("Ann saved", "");
    t.type_answer("Bob's phase card", "1");
    t.type_answer("Bob's cards left", "50");
    t.type_answer("Bob saved (not shown", "R12");
    // What was typed for the saved card never reaches the screen (and a pile empty
    // before the hand is asked nothing drawn back).
    let shown = t.session.exp_string("Record hand 1?").unwrap();
    assert!(!shown.contains("R12"), "{shown:?}");
    t.keys(&["y"]);
    assert_eq!(t.exit_code(), 0);
    let s = env
        .run(&["status", "--json", "--show-saved", "--file", "m.toml"])
        .code(0)
        .json();
    assert_eq!(s["players"][1]["saved"], serde_json::json!(["R12"]));
}
