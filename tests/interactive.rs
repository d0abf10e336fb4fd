//! The prompts, answered for real in a terminal: tmux runs the binary, send-keys types,
//! capture-pane reads the screen.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::common::Env;

struct Tmux {
    socket: String,
}

impl Tmux {
    fn start(env: &Env, command: &str) -> Tmux {
        assert!(
            Command::new("tmux").arg("-V").output().is_ok(),
            "tmux is needed for the interactive tests (apt-get install tmux)"
        );
        let socket = format!(
            "phase10-test-{}-{}",
            std::process::id(),
            env.dir.path().display().to_string().len() + rand_suffix()
        );
        let bin = assert_cmd::cargo::cargo_bin("phase10");
        let script = format!(
            "cd '{}' && PHASE10_HOME='{}' '{}' {command}; echo $? > rc; sleep 60",
            env.dir.path().display(),
            env.home().display(),
            bin.display()
        );
        let ok = Command::new("tmux")
            .args([
                "-L",
                &socket,
                "new-session",
                "-d",
                "-x",
                "100",
                "-y",
                "30",
                "sh",
                "-c",
                &script,
            ])
            .env_remove("TMUX")
            .status()
            .unwrap()
            .success();
        assert!(ok, "tmux did not start");
        Tmux { socket }
    }

    fn screen(&self) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Waits for `text` on the screen.
    fn wait_for(&self, text: &str) {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "waited for {text:?}; the screen shows:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["-L", &self.socket, "send-keys"];
        args.extend_from_slice(keys);
        assert!(Command::new("tmux").args(&args).status().unwrap().success());
        std::thread::sleep(Duration::from_millis(100));
    }

    fn type_text(&self, text: &str) {
        let args = ["-L", &self.socket, "send-keys", "-l", text];
        assert!(Command::new("tmux").args(args).status().unwrap().success());
        std::thread::sleep(Duration::from_millis(100));
    }

    fn exit_code(&self, dir: &Path) -> i32 {
        let start = Instant::now();
        loop {
            if let Ok(rc) = std::fs::read_to_string(dir.join("rc"))
                && let Ok(code) = rc.trim().parse()
            {
                return code;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "the command did not finish; the screen shows:\n{}",
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .status();
    }
}

fn rand_suffix() -> usize {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos() as usize)
        .unwrap_or(0)
}

#[test]
fn new_and_hand_by_prompts() {
    let env = Env::new();
    // `phase10 new` with no flags asks for the edition, the players and the variation.
    let t = Tmux::start(&env, "new --name prompts");
    t.wait_for("Edition");
    t.keys(&["Enter"]);
    t.wait_for("Players in seating order");
    t.type_text("Ann,Bob,Cy");
    t.keys(&["Enter"]);
    t.wait_for("Who deals first?");
    t.keys(&["Down", "Enter"]);
    t.wait_for("Variation");
    t.keys(&["Enter"]);
    assert_eq!(t.exit_code(env.dir.path()), 0, "{}", t.screen());
    drop(t);
    let s = env.run(&["status", "--json"]).code(0).json();
    assert_eq!(s["dealer"], "Bob");
    assert_eq!(s["edition"], "classic");
    std::fs::remove_file(env.path("rc")).unwrap();

    // `phase10 hand` asks who went out, who made it, and the others' cards or points.
    let t = Tmux::start(&env, "hand");
    t.wait_for("Who went out?");
    t.keys(&["Enter"]); // Ann
    t.wait_for("Who else made their phase?");
    t.keys(&["Space", "Enter"]); // Bob
    t.wait_for("Bob: cards left");
    t.type_text("R7 W");
    t.keys(&["Enter"]);
    t.wait_for("Cy: cards left");
    t.type_text("R13");
    t.keys(&["Enter"]);
    t.wait_for("numbers go from 1 to 12");
    t.keys(&["BSpace", "BSpace", "BSpace"]);
    t.type_text("55");
    t.keys(&["Enter"]);
    t.wait_for("Record this hand?");
    t.keys(&["y"]);
    assert_eq!(t.exit_code(env.dir.path()), 0, "{}", t.screen());
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
    env.run(&[
        "new",
        "--edition",
        "twist",
        "--players",
        "Ann,Bob",
        "--file",
        "t.toml",
    ])
    .code(0);
    env.run(&["hand", "--file", "t.toml", "--out", "Bob", "--made", "Ann"])
        .code(0);
    let t = Tmux::start(&env, "hand --file t.toml");
    t.wait_for("Ann is on a Twist space");
    t.keys(&["Down", "Down", "Enter"]); // draw a Twist card
    t.wait_for("which Twist card");
    t.type_text("6");
    t.keys(&["Enter"]);
    t.wait_for("Who went out?");
    t.keys(&["Down", "Enter"]); // Bob
    t.wait_for("Who else made their phase?");
    t.keys(&["Space", "Enter"]); // Ann
    t.wait_for("Record this hand?");
    t.keys(&["y"]);
    assert_eq!(t.exit_code(env.dir.path()), 0, "{}", t.screen());
    drop(t);
    let s = env
        .run(&["status", "--json", "--file", "t.toml"])
        .code(0)
        .json();
    assert_eq!(
        s["players"][0]["position"], 6,
        "made a Twist card: +4 from the Twist space"
    );
    assert_eq!(s["players"][1]["position"], 6);
    std::fs::remove_file(env.path("rc")).unwrap();

    // Masters: each player picks a phase card first; then the save piles.
    env.run(&[
        "new",
        "--edition",
        "masters",
        "--players",
        "Ann,Bob",
        "--file",
        "m.toml",
    ])
    .code(0);
    let t = Tmux::start(&env, "hand --file m.toml");
    t.wait_for("Ann: which phase card?");
    t.keys(&["Down", "Down", "Enter"]); // phase 3
    t.wait_for("Bob: which phase card?");
    t.keys(&["Enter"]); // phase 1
    t.wait_for("Who went out?");
    t.keys(&["Enter"]); // Ann
    t.wait_for("Who else made their phase?");
    t.keys(&["Enter"]); // nobody
    t.wait_for("Bob: cards left");
    t.type_text("50");
    t.keys(&["Enter"]);
    t.wait_for("Who saved a card this hand?");
    t.keys(&["Down", "Space", "Enter"]); // Bob
    t.wait_for("Bob: the card saved");
    t.type_text("W");
    t.keys(&["Enter"]);
    t.wait_for("Who drew from their save pile this hand?");
    t.keys(&["Enter"]);
    t.wait_for("Record this hand?");
    t.keys(&["y"]);
    assert_eq!(t.exit_code(env.dir.path()), 0, "{}", t.screen());
    let s = env
        .run(&["status", "--json", "--file", "m.toml"])
        .code(0)
        .json();
    assert_eq!(s["players"][0]["completed"], serde_json::json!([3]));
    assert_eq!(s["players"][1]["saved"], serde_json::json!(["W"]));
    assert_eq!(s["players"][1]["score"], 50);
}
