//! `phase10 play` and `phase10 watch` in a real pseudo-terminal driven from Rust
//! (`rexpect`), the screen read back through a terminal emulator (`vt100`): a whole
//! hand typed as a table says it writes the same file the commands write; a change made
//! from another process is on the screen within two seconds; quitting gives the
//! terminal back as it was.

use std::path::Path;
use std::time::{Duration, Instant};

use rexpect::session::PtySession;

use crate::common::Env;

/// The screen of a program in a pseudo-terminal of 80×24, as a terminal shows it.
pub(crate) struct Screen {
    pub(crate) session: PtySession,
    parser: vt100::Parser,
}

impl Screen {
    /// Runs `phase10 ARGS` in a shell that sets the terminal's size, saves its settings
    /// before to `before` and after to `after` (in `env`'s folder).
    pub(crate) fn start(env: &Env, args: &str) -> Screen {
        Screen::start_with(env, args, &[("LANG", "C")])
    }

    /// The same, with these variables set (a locale, say; else English).
    pub(crate) fn start_with(env: &Env, args: &str, vars: &[(&str, &str)]) -> Screen {
        let exe = env!("CARGO_BIN_EXE_phase10");
        let dir = env.path("");
        let script = format!(
            "stty rows 24 cols 80; stty -g > '{d}/before'; '{exe}' {args}; stty -g > '{d}/after'",
            d = dir.display()
        );
        let mut cmd = std::process::Command::new("sh");
        cmd.args(["-c", &script]);
        for (k, _) in std::env::vars_os() {
            if k.to_string_lossy().starts_with("PHASE10_") {
                cmd.env_remove(k);
            }
        }
        cmd.env("PHASE10_HOME", env.home())
            .env("PHASE10_CONFIG", env.home().join("config.toml"))
            .env("TERM", "xterm-256color")
            .env("NO_COLOR", "1")
            .env("PHASE10_TABLE", "utf8")
            .env_remove("COLUMNS")
            .env_remove("LINES")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES");
        for (k, v) in vars {
            cmd.env(k, v);
        }
        let session = rexpect::session::spawn_command(cmd, Some(20_000)).expect("a pty");
        Screen {
            session,
            parser: vt100::Parser::new(
                std::num::NonZero::new(24).unwrap(),
                std::num::NonZero::new(80).unwrap(),
                0,
            ),
        }
    }

    /// Reads what the program wrote for `time`.
    pub(crate) fn pump(&mut self, time: Duration) {
        let end = Instant::now() + time;
        loop {
            // (The reader hands over each byte as a char of its own.)
            while let Some(c) = self.session.try_read() {
                self.parser
                    .process(&[u8::try_from(u32::from(c)).unwrap_or(b'?')]);
            }
            if Instant::now() >= end {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    pub(crate) fn text(&self) -> String {
        self.parser.screen().contents()
    }

    /// Waits (up to `within`) until the screen shows `text`; how long it took.
    #[track_caller]
    pub(crate) fn wait_for(&mut self, text: &str, within: Duration) -> Duration {
        let start = Instant::now();
        while start.elapsed() < within {
            self.pump(Duration::from_millis(20));
            if self.text().contains(text) {
                return start.elapsed();
            }
        }
        panic!(
            "waited {within:?} for {text:?}; the screen:\n{}",
            self.text()
        );
    }

    /// Quits with `q`, and waits for the program to end.
    pub(crate) fn quit(&mut self) {
        self.session.send("q").unwrap();
        self.session.flush().unwrap();
        self.session.exp_eof().unwrap();
    }

    /// Types a line and Enter.
    pub(crate) fn line(&mut self, text: &str) {
        self.session.send(text).unwrap();
        self.session.send("\r").unwrap();
        self.session.flush().unwrap();
    }
}

/// The file without what differs from run to run (when each hand was recorded).
fn steady(path: &Path) -> String {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with("recorded = "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Waits until the file is not `before` (a line written), up to five seconds.
#[track_caller]
fn changed(s: &mut Screen, path: &Path, before: &str) -> String {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(5) {
        let now = std::fs::read_to_string(path).unwrap();
        if now != before {
            return now;
        }
        s.pump(Duration::from_millis(20));
    }
    panic!(
        "the file did not change:\n{before}\nthe screen:\n{}",
        s.text()
    );
}

#[test]
fn a_hand_typed_at_the_screen_writes_what_the_commands_write() {
    let env = Env::new();
    let a = env.path("a.toml");
    let b = env.path("b.toml");
    env.run(&[
        "new",
        "--edition",
        "flip",
        "--players",
        "Ann,Bob",
        "--file",
        a.to_str().unwrap(),
    ])
    .code(0);
    std::fs::copy(&a, &b).unwrap();
    // The same hand through the commands, on b.
    let f = b.to_str().unwrap();
    for cmd in [
        "lay Ann R1_R2_+_G5_G6",
        "lay Bob B3_B4_+_Y8_Y9",
        "hit Ann R3_R4_R5 --on Ann.1",
        "hit Ann G7_G8 --on Ann.2",
        "flip",
        "hit Bob 10 --on Bob.2",
        "undo",
        "hit Ann 9 --on Ann.2",
        "hand --out Ann --points Bob=30",
    ] {
        let mut args: Vec<String> = cmd.split(' ').map(|w| w.replace('_', " ")).collect();
        args.extend(["--file".into(), f.into()]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        env.run(&args).code(0);
    }
    // And at the screen, on a, as the table says it.
    let mut s = Screen::start(&env, &format!("play --file '{}'", a.display()));
    s.wait_for("? shows the words", Duration::from_secs(10));
    let mut text = std::fs::read_to_string(&a).unwrap();
    for line in [
        "ann lay R1 R2 + G5 G6",
        "bob lay B3 B4 + Y8 Y9",
        "ann hit R3 R4 R5 on ann.1",
    ] {
        s.line(line);
        text = changed(&mut s, &a, &text);
    }
    // A hit the rules refuse: said under the line, which is one Up away (the next
    // starts empty); nothing written.
    s.line("bob hit 12 on ann.1");
    s.wait_for("not hit: 12 does not fit", Duration::from_secs(5));
    assert!(!s.text().contains("> bob hit 12 on ann.1"), "{}", s.text());
    assert_eq!(std::fs::read_to_string(&a).unwrap(), text);
    s.session.send("\x15").unwrap(); // Ctrl-U clears the line
    for line in [
        "ann hit G7 G8 on ann.2",
        "flip",
        "bob hit 10 on bob.2",
        "undo",
        "ann hit 9 on ann.2",
    ] {
        s.line(line);
        text = changed(&mut s, &a, &text);
    }
    s.wait_for("Wild Side", Duration::from_secs(5));
    // The hand's end: Ann went out with her last card hit (no out said); Bob's cards
    // left are asked on his row.
    s.wait_for("Bob's cards left:", Duration::from_secs(5));
    assert!(s.text().contains("(holds 6)"), "{}", s.text());
    s.line("Q 7");
    s.wait_for("unknown colour 'Q'", Duration::from_secs(5));
    assert!(s.text().contains("Bob's cards left: Q 7"), "{}", s.text());
    // The refused answer stays to be mended: cleared and answered.
    s.session.send("\x15").unwrap(); // Ctrl-U
    s.line("30");
    s.wait_for("record hand 1? (y/n)", Duration::from_secs(5));
    s.line("y");
    changed(&mut s, &a, &text);
    s.wait_for("hand 1 recorded", Duration::from_secs(5));
    // q quits as a line of its own (a name may start with q).
    s.line("q");
    s.session.exp_eof().unwrap();
    assert_eq!(steady(&a), steady(&b));
    // The terminal as it was before.
    let before = std::fs::read_to_string(env.path("before")).unwrap();
    let after = std::fs::read_to_string(env.path("after")).unwrap();
    assert_eq!(before, after, "the terminal's settings after play");
}

#[test]
fn watch_follows_a_change_made_from_another_process() {
    let env = Env::new();
    let a = env.path("a.toml");
    let f = a.to_str().unwrap();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--file", f])
        .code(0);
    let mut s = Screen::start(&env, &format!("watch --file '{f}'"));
    s.wait_for("watching", Duration::from_secs(10));
    env.run(&["lay", "Cy", "5 5 5 + 9 9 9", "--file", f])
        .code(0);
    let took = s.wait_for("Cy laid 5 5 5 + 9 9 9", Duration::from_secs(2));
    eprintln!("watch followed in {took:?}");
    // A file that no longer replays: said, the last good state kept.
    let good = std::fs::read_to_string(&a).unwrap();
    std::fs::write(
        &a,
        format!("{good}\n[[play]]\nhit = \"Zed\"\ncards = \"5\"\n"),
    )
    .unwrap();
    s.wait_for("the file no longer replays", Duration::from_secs(2));
    assert!(s.text().contains("Cy.1"), "{}", s.text());
    std::fs::write(&a, &good).unwrap();
    s.session.send("q").unwrap();
    s.session.flush().unwrap();
    s.session.exp_eof().unwrap();
    let before = std::fs::read_to_string(env.path("before")).unwrap();
    let after = std::fs::read_to_string(env.path("after")).unwrap();
    assert_eq!(before, after, "the terminal's settings after watch");
}

#[test]
fn watch_serves_the_phones_beside_the_screen_and_shows_where_under_help() {
    let env = Env::new();
    let a = env.path("a.toml");
    let f = a.to_str().unwrap();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--file", f])
        .code(0);
    let mut s = Screen::start(&env, &format!("watch --serve=127.0.0.1:0 --file '{f}'"));
    s.wait_for("watching", Duration::from_secs(10));
    s.session.send("?").unwrap();
    s.session.flush().unwrap();
    s.wait_for(
        "phones and TV (read only): http://127.0.0.1:",
        Duration::from_secs(2),
    );
    let text = s.text();
    let url = text
        .lines()
        .find_map(|l| l.split("(read only): ").nth(1))
        .unwrap()
        .trim()
        .to_string();
    // The server answers while the screen runs.
    let rest = url.strip_prefix("http://").unwrap();
    let (host, base) = rest.split_at(rest.find('/').unwrap());
    let mut t = std::net::TcpStream::connect(host).unwrap();
    std::io::Write::write_all(
        &mut t,
        format!("GET {base}state.json HTTP/1.1\r\n\r\n").as_bytes(),
    )
    .unwrap();
    let mut answer = String::new();
    std::io::Read::read_to_string(&mut t, &mut answer).unwrap();
    assert!(
        answer.starts_with("HTTP/1.1 200") && answer.contains("\"Ann\""),
        "{answer}"
    );
    s.session.send("q").unwrap();
    s.session.flush().unwrap();
    s.session.exp_eof().unwrap();
}

#[test]
fn serve_on_a_terminal_draws_the_address_as_a_qr_code_and_ctrl_c_stops_it() {
    let env = Env::new();
    let a = env.path("a.toml");
    let f = a.to_str().unwrap();
    env.run(&["new", "--players", "Ann,Bob", "--file", f])
        .code(0);
    let mut s = Screen::start(&env, &format!("serve --bind 127.0.0.1:0 --file '{f}'"));
    s.wait_for("Ctrl-C stops", Duration::from_secs(10));
    let text = s.text();
    // The code: rows of half blocks, all as wide; the address under it, in sight on a
    // 24-row terminal (the first line, above the code, may have scrolled away).
    let code: Vec<&str> = text
        .lines()
        .filter(|l| l.contains(['█', '▀', '▄']))
        .collect();
    assert!(code.len() >= 14, "{text}");
    let width = code[0].chars().count();
    assert!(code.iter().all(|l| l.chars().count() == width), "{text}");
    assert!(
        text.contains("scan the code, or type http://127.0.0.1:"),
        "{text}"
    );
    s.session.send("\u{3}").unwrap();
    s.session.flush().unwrap();
    s.session.exp_eof().unwrap();
}

#[test]
fn play_without_a_terminal_says_so() {
    let env = Env::new();
    let a = env.path("a.toml");
    let f = a.to_str().unwrap();
    env.run(&["new", "--players", "Ann,Bob", "--file", f])
        .code(0);
    env.run(&["play", "--file", f])
        .code(2)
        .says("play needs a terminal");
    env.run(&["watch", "--file", f, "--json"])
        .code(2)
        .says("watch is a screen");
}

/// On the current session, watch moves on with the table: the next game started
/// elsewhere is on the screen.
#[test]
fn watch_follows_the_current_session_to_the_next_game() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "one"])
        .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    env.run(&["end"]).code(0);
    let mut s = Screen::start(&env, "watch");
    s.wait_for("phase10 · one", Duration::from_secs(10));
    env.run(&["new", "--again", "--name", "two"]).code(0);
    s.wait_for("phase10 · two", Duration::from_secs(2));
    env.run(&["lay", "Bob", "7 7 7 + 9 9 9"]).code(0);
    s.wait_for("Bob laid 7 7 7 + 9 9 9", Duration::from_secs(2));
    s.session.send("q").unwrap();
    s.session.flush().unwrap();
    s.session.exp_eof().unwrap();
}

/// A hand's end asked at the screen while another screen records that hand: the
/// questions are set aside, and nothing is recorded twice.
#[test]
fn a_hands_end_recorded_elsewhere_meanwhile_is_not_recorded_again() {
    let env = Env::new();
    let a = env.path("a.toml");
    let f = a.to_str().unwrap();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--file", f])
        .code(0);
    env.run(&["lay", "Ann", "7 7 7 + 9 9 9", "--file", f])
        .code(0);
    env.run(&["hit", "Ann", "7 7 9 9", "--on", "Ann", "--file", f])
        .code(0);
    let mut s = Screen::start(&env, &format!("play --file '{f}'"));
    s.wait_for("Ann.1", Duration::from_secs(10));
    s.line("out ann");
    s.wait_for("Bob", Duration::from_secs(2));
    env.run(&[
        "hand",
        "--out",
        "Ann",
        "--points",
        "Bob=60,Cy=70",
        "--file",
        f,
    ])
    .code(0);
    s.wait_for(
        "the table changed on another screen",
        Duration::from_secs(2),
    );
    let once = std::fs::read_to_string(&a).unwrap();
    // Answers typed on regardless are not taken for the hand gone.
    s.line("55");
    s.line("y");
    s.pump(Duration::from_millis(300));
    assert_eq!(std::fs::read_to_string(&a).unwrap(), once);
    assert_eq!(once.matches("[[hand]]").count(), 1, "{once}");
    s.session.send("\x03").unwrap();
    s.session.flush().unwrap();
    s.session.exp_eof().unwrap();
}

/// The hand's end refused (more of a card than the deck has, counted with the table's):
/// said on the row as it is typed, the answer kept, and mended.
#[test]
fn a_hands_end_refused_as_a_whole_is_asked_again_with_the_answers_kept() {
    let env = Env::new();
    let a = env.path("a.toml");
    let f = a.to_str().unwrap();
    env.run(&["new", "--players", "Ann,Bob,Cy", "--file", f])
        .code(0);
    env.run(&["lay", "Ann", "1 1 1 1 + 2 2 2 2", "--file", f])
        .code(0);
    env.run(&["hit", "Ann", "1 1", "--on", "Ann.1", "--file", f])
        .code(0);
    let before = std::fs::read_to_string(&a).unwrap();
    let mut s = Screen::start(&env, &format!("play --file '{f}'"));
    s.wait_for("Ann.1", Duration::from_secs(10));
    s.line("out ann");
    s.wait_for("Bob's cards left:", Duration::from_secs(2));
    s.line("1 1 1 3 3 3 3 4 4 4");
    // Counted with the table's as it is typed: refused on Bob's row at once, the
    // answer kept to be mended.
    s.wait_for("9 × 1", Duration::from_secs(2));
    assert!(
        s.text().contains("Bob's cards left: 1 1 1 3 3 3 3 4 4 4"),
        "{}",
        s.text()
    );
    assert_eq!(std::fs::read_to_string(&a).unwrap(), before);
    // Mended: Ctrl-U clears the answer kept.
    s.session.send("\x15").unwrap();
    s.pump(Duration::from_millis(100));
    s.line("3 3 3 3 4 4 4 5 5 5");
    s.wait_for("Cy's cards left:", Duration::from_secs(2));
    s.line("50");
    s.wait_for("record hand 1?", Duration::from_secs(2));
    s.line("y");
    let after = changed(&mut s, &a, &before);
    assert!(after.contains("[[hand]]"), "{after}");
    assert!(after.contains("3 3 3 3 4 4 4 5 5 5"), "{after}");
    assert!(after.contains("Cy = 50"), "{after}");
    s.session.send("\x03").unwrap();
    s.session.flush().unwrap();
    s.session.exp_eof().unwrap();
}

/// Killed (SIGTERM) or hung up on (SIGHUP), the screen gives the terminal back as it
/// was, and writes nothing.
#[test]
fn a_signal_to_stop_gives_the_terminal_back() {
    for signal in ["TERM", "HUP"] {
        let env = Env::new();
        let a = env.path(&format!("sig-{signal}.toml"));
        let f = a.to_str().unwrap();
        env.run(&["new", "--players", "Ann,Bob", "--file", f])
            .code(0);
        let before_file = std::fs::read_to_string(&a).unwrap();
        let mut s = Screen::start(&env, &format!("play --file '{f}'"));
        s.wait_for("Ann", Duration::from_secs(10));
        s.session.send("ann lay 7 7").unwrap();
        s.pump(Duration::from_millis(200));
        // The screen's process, found by its command line.
        let pid = std::fs::read_dir("/proc")
            .unwrap()
            .filter_map(Result::ok)
            .find_map(|e| {
                let pid: u32 = e.file_name().to_str()?.parse().ok()?;
                let line = std::fs::read(e.path().join("cmdline")).ok()?;
                let words: Vec<&[u8]> = line.split(|&b| b == 0).collect();
                (words.contains(&b"play".as_slice()) && words.contains(&f.as_bytes()))
                    .then_some(pid)
            })
            .expect("the screen's process");
        let killed = std::process::Command::new("sh")
            .args(["-c", &format!("kill -{signal} {pid}")])
            .status()
            .unwrap();
        assert!(killed.success(), "kill -{signal}");
        s.session.exp_eof().unwrap();
        let before = std::fs::read_to_string(env.path("before")).unwrap();
        let after = std::fs::read_to_string(env.path("after")).unwrap();
        assert_eq!(before, after, "the terminal's settings after SIG{signal}");
        assert_eq!(std::fs::read_to_string(&a).unwrap(), before_file);
    }
}

impl Screen {
    /// How many bytes the program wrote for `time`.
    fn written_for(&mut self, time: Duration) -> usize {
        let end = Instant::now() + time;
        let mut count = 0;
        while Instant::now() < end {
            while let Some(c) = self.session.try_read() {
                self.parser
                    .process(&[u8::try_from(u32::from(c)).unwrap_or(b'?')]);
                count += 1;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        count
    }

    /// Answers each question of the hand's end in turn: waits for its prompt, types the
    /// answer.
    #[track_caller]
    fn answer(&mut self, questions: &[(&str, &str)]) {
        for (prompt, answer) in questions {
            self.wait_for(prompt, Duration::from_secs(5));
            // (A question's answer as it stands is replaced by what is typed.)
            self.session.send("\x15").unwrap();
            self.line(answer);
            self.pump(Duration::from_millis(30));
        }
    }
}

/// Masters at the screen: the hand's end as rows, each phase card by the number on it
/// (5 is phase card 5), recorded after a yes.
#[test]
fn a_masters_hand_ended_at_the_summary() {
    let env = Env::new();
    let a = env.path("a.toml");
    let f = a.to_str().unwrap();
    env.run(&[
        "new",
        "--edition",
        "masters",
        "--players",
        "Ann,Bob,Cy",
        "--file",
        f,
    ])
    .code(0);
    let mut s = Screen::start(&env, &format!("play --file '{f}'"));
    s.wait_for("? shows the words", Duration::from_secs(10));
    s.line("new hand");
    s.answer(&[
        ("who went out:", "ann"),
        ("who else made it:", "bob"),
        ("Ann's phase card:", "5"),
        ("Ann saved:", ""),
        ("Bob's phase card:", "3"),
        ("Bob's cards left:", "20"),
        ("Bob saved:", ""),
        ("Cy's phase card:", "1"),
        ("Cy's cards left:", "50"),
        ("Cy saved:", "R12"),
    ]);
    s.wait_for("record hand 1? (y/n)", Duration::from_secs(5));
    // The rows say what was answered; the saved card is not shown (a private pile).
    let text = s.text();
    assert!(text.contains("saved a card"), "{text}");
    assert!(!text.contains("R12"), "{text}");
    s.line("y");
    s.wait_for("hand 1 recorded", Duration::from_secs(5));
    s.line("q");
    s.session.exp_eof().unwrap();
    let status = env.run(&["status", "--json", "--file", f]).json();
    assert_eq!(status["players"][0]["completed"], serde_json::json!([5]));
    assert_eq!(status["players"][1]["completed"], serde_json::json!([3]));
}

/// Twist at the screen: Bob on the Twist space between 2 and 3 types `2` for phase 2
/// (the number on the board, not the second of a menu).
#[test]
fn a_twist_hand_ended_at_the_summary() {
    let env = Env::new();
    let a = env.path("a.toml");
    let f = a.to_str().unwrap();
    env.run(&[
        "new",
        "--edition",
        "twist",
        "--players",
        "Ann,Bob",
        "--file",
        f,
    ])
    .code(0);
    for _ in 0..2 {
        env.run(&["hand", "--out", "Ann", "--file", f]).code(0);
    }
    let mut s = Screen::start(&env, &format!("play --file '{f}'"));
    s.wait_for("? shows the words", Duration::from_secs(10));
    s.line("new hand");
    s.answer(&[
        ("who went out:", "ann"),
        ("who else made it:", "bob"),
        ("Bob's phase (2 or 3, or twist N):", "2"),
    ]);
    s.wait_for("record hand 3? (y/n)", Duration::from_secs(5));
    s.line("y");
    s.wait_for("hand 3 recorded", Duration::from_secs(5));
    s.line("q");
    s.session.exp_eof().unwrap();
    let text = std::fs::read_to_string(&a).unwrap();
    assert!(text.contains("choose = { Bob = 2 }"), "{text}");
    let status = env.run(&["status", "--json", "--file", f]).json();
    assert_eq!(status["players"][1]["completed"], serde_json::json!([2]));
}

/// `new game` before a winner is asked inside the screen (no prompt written over it):
/// no leaves the game; yes starts the next, which the screen then shows.
#[test]
fn new_game_before_a_winner_is_asked_in_the_screen() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "one"])
        .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    let mut s = Screen::start(&env, "play");
    s.wait_for("phase10 · one", Duration::from_secs(10));
    s.line("new game");
    s.wait_for(
        "this game has no winner yet (1 hand): start the next game anyway? (y/n)",
        Duration::from_secs(5),
    );
    s.line("n");
    s.wait_for("not done: nothing was written", Duration::from_secs(5));
    let text = s.text();
    assert!(
        text.starts_with(" phase10 · one"),
        "the title stays:\n{text}"
    );
    assert!(!text.contains("[y/N]"), "{text}");
    s.line("new game");
    s.wait_for("start the next game anyway?", Duration::from_secs(5));
    s.line("y");
    s.wait_for("the next game:", Duration::from_secs(5));
    s.wait_for("hand 1 · Bob deals", Duration::from_secs(5));
    s.line("q");
    s.session.exp_eof().unwrap();
    let sessions = env.run(&["sessions", "--json"]).json();
    assert_eq!(
        sessions["sessions"].as_array().unwrap().len(),
        2,
        "{sessions}"
    );
}

/// A paste arriving in the same read as keys typed is not dropped; an idle screen
/// writes nothing to its terminal.
#[test]
fn a_paste_among_keys_is_taken_and_an_idle_screen_is_quiet() {
    let env = Env::new();
    let a = env.path("a.toml");
    let f = a.to_str().unwrap();
    env.run(&["new", "--players", "Ann,Bob", "--file", f])
        .code(0);
    let mut s = Screen::start(&env, &format!("play --file '{f}'"));
    s.wait_for("? shows the words", Duration::from_secs(10));
    s.pump(Duration::from_millis(300));
    let quiet = s.written_for(Duration::from_secs(2));
    assert_eq!(quiet, 0, "an idle screen wrote {quiet} bytes");
    // Keys, a bracketed paste and Enter in one write.
    s.session
        .send("ann lay 7 7 7\x1b[200~ + 9 9 9\x1b[201~\r")
        .unwrap();
    s.session.flush().unwrap();
    s.wait_for("Ann laid phase 1", Duration::from_secs(5));
    s.line("q");
    s.session.exp_eof().unwrap();
}

/// The terminal closed under a running screen (its window closed, ssh lost): the
/// screen ends within two seconds, though no SIGHUP reaches it (here it has no
/// controlling terminal, as after setsid): it sees the hangup itself.
#[test]
fn the_screen_ends_when_its_terminal_goes() {
    use rustix::fs::{OFlags, fcntl_getfl, fcntl_setfl};
    use rustix::pty::{OpenptFlags, grantpt, openpt, ptsname, unlockpt};
    use std::io::Read;
    // (busy: another phase10 holds the session while the screen waits to write.)
    for (verb, busy) in [("play", false), ("watch", false), ("play", true)] {
        let env = Env::new();
        let a = env.path("a.toml");
        let f = a.to_str().unwrap();
        env.run(&["new", "--players", "Ann,Bob", "--file", f])
            .code(0);
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(env.path("a.toml.lock"))
            .unwrap();
        if busy {
            lock.lock().unwrap();
        }
        let master =
            openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY | OpenptFlags::CLOEXEC).unwrap();
        grantpt(&master).unwrap();
        unlockpt(&master).unwrap();
        let name = ptsname(&master, Vec::new()).unwrap();
        let winsize = rustix::termios::Winsize {
            ws_row: 24,
            ws_col: 80,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        rustix::termios::tcsetwinsize(&master, winsize).unwrap();
        let slave = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(name.to_str().unwrap())
            .unwrap();
        let mut child = crate::common::launch(&env.home())
            .args([verb, "--file", f])
            .env("TERM", "xterm-256color")
            .stdin(slave.try_clone().unwrap())
            .stdout(slave.try_clone().unwrap())
            .stderr(slave)
            .spawn()
            .unwrap();
        let flags = fcntl_getfl(&master).unwrap();
        fcntl_setfl(&master, flags | OFlags::NONBLOCK).unwrap();
        let mut master = std::fs::File::from(master);
        // The screen drawn: Ann's row.
        let mut seen = Vec::new();
        let start = Instant::now();
        while !String::from_utf8_lossy(&seen).contains("Ann") {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "{verb}: no screen"
            );
            let mut buf = [0u8; 4096];
            if let Ok(n) = master.read(&mut buf) {
                seen.extend_from_slice(&buf[..n]);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        if busy {
            std::io::Write::write_all(&mut master, b"ann lay 7 7 7 + 8 8 8\r").unwrap();
            std::thread::sleep(Duration::from_millis(300));
        }
        drop(master);
        let closed = Instant::now();
        loop {
            if child.try_wait().unwrap().is_some() {
                break;
            }
            if closed.elapsed() > Duration::from_secs(2) {
                let _ = child.kill();
                panic!("{verb} still running 2 s after its terminal went");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        eprintln!(
            "{verb} (busy: {busy}) ended {:?} after its terminal went",
            closed.elapsed()
        );
    }
}

/// A read of more than a kilobyte (a long paste, a long line and its Enter) is taken
/// whole at once, not held back until the next key.
#[test]
fn a_read_of_over_a_kilobyte_is_taken_whole() {
    let env = Env::new();
    let a = env.path("a.toml");
    let f = a.to_str().unwrap();
    env.run(&["new", "--players", "Ann,Bob", "--file", f])
        .code(0);
    let mut s = Screen::start(&env, &format!("play --file '{f}'"));
    s.wait_for("? shows the words", Duration::from_secs(10));
    // 1,024 letters and Enter in one write: the line is entered (and refused).
    s.session.send(&format!("{}\r", "x".repeat(1024))).unwrap();
    s.session.flush().unwrap();
    s.wait_for("is not one of the players", Duration::from_secs(2));
    s.session.send("\x15").unwrap();
    // Keys, then a paste of 1,100 characters, in one write: the paste is on the line.
    s.session
        .send(&format!("ab\x1b[200~{}\x1b[201~", "7".repeat(1100)))
        .unwrap();
    s.session.flush().unwrap();
    s.wait_for("7777777777", Duration::from_secs(2));
    s.session.send("\x15").unwrap();
    s.line("q");
    s.session.exp_eof().unwrap();
}

/// The game ended at the screen: BG Stats' code opens by itself (here too big for 24
/// rows: the link instead, and where to get a short one), Enter puts it away, and
/// `bgstats` shows it again.
#[test]
fn the_games_end_at_the_screen_shows_its_play_for_bg_stats() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "one"])
        .code(0);
    env.run(&["hand", "--out", "Ann", "--points", "Bob=50"])
        .code(0);
    let mut s = Screen::start(&env, "play");
    s.wait_for("phase10 · one", Duration::from_secs(10));
    s.line("bgstats");
    s.wait_for("the game is not finished", Duration::from_secs(5));
    s.line("end");
    s.wait_for("end the game after hand 1?", Duration::from_secs(5));
    s.line("y");
    s.wait_for(
        "BG Stats: scan it on the phone that keeps the group's plays",
        Duration::from_secs(5),
    );
    s.wait_for("play --serve gives a short one", Duration::from_secs(5));
    s.wait_for(
        "https://app.bgstatsapp.com/createPlay.html?data=",
        Duration::from_secs(5),
    );
    s.line("");
    s.pump(Duration::from_millis(300));
    assert!(!s.text().contains("BG Stats: scan it"), "{}", s.text());
    s.line("bgstats");
    s.wait_for("BG Stats: scan it on the phone", Duration::from_secs(5));
    s.session.send("\x1b").unwrap();
    s.session.flush().unwrap();
    s.pump(Duration::from_millis(300));
    assert!(!s.text().contains("BG Stats: scan it"), "{}", s.text());
    s.line("q");
    s.session.exp_eof().unwrap();
}

/// A German evening at the screen (`LANG=de_DE.UTF-8`): cards typed as the box prints
/// them, a hit refused with the group's words, the hand's end asked and recorded, all
/// in German; the file keeps the letters.
#[test]
fn a_german_evening_at_the_screen() {
    let env = Env::new();
    let a = env.path("abend.toml");
    env.run(&[
        "new",
        "--players",
        "Anna,Ben",
        "--file",
        a.to_str().unwrap(),
    ])
    .code(0);
    let mut s = Screen::start_with(
        &env,
        &format!("play --file '{}'", a.display()),
        &[("LANG", "de_DE.UTF-8")],
    );
    s.wait_for("? zeigt die Wörter", Duration::from_secs(10));
    let mut text = std::fs::read_to_string(&a).unwrap();
    s.line("anna lay rot 7 gelb 7 Joker + 8 8 8");
    text = changed(&mut s, &a, &text);
    assert!(text.contains("cards = \"R7 Y7 W=7 + 8 8 8\""), "{text}");
    s.wait_for("Drilling (7er)", Duration::from_secs(5));
    // Refused: said in German, nothing written.
    s.line("anna hit 9 on anna.1");
    s.wait_for(
        "9 passt nicht: die 7er nehmen eine 7 oder einen Joker",
        Duration::from_secs(5),
    );
    assert_eq!(std::fs::read_to_string(&a).unwrap(), text);
    s.session.send("\x15").unwrap(); // Ctrl-U
    s.line("anna hit 7 on anna.1");
    text = changed(&mut s, &a, &text);
    s.line("anna hit 8 8 Joker on anna.2");
    changed(&mut s, &a, &text);
    // Anna is out: Ben's cards left are asked on his row, in German.
    s.wait_for("übrige Karten von Ben", Duration::from_secs(5));
    s.line("50");
    s.wait_for("Runde 1 eintragen? (y/n)", Duration::from_secs(5));
    s.line("y");
    s.wait_for("Runde 1 eingetragen", Duration::from_secs(5));
    assert!(!s.text().contains("recorded"), "{}", s.text());
    s.line("q");
    s.session.exp_eof().unwrap();
    let file = std::fs::read_to_string(&a).unwrap();
    assert!(file.contains("points = { Ben = 50 }"), "{file}");
    // The same file speaks English to an English table.
    env.run(&["status", "--file", a.to_str().unwrap()])
        .code(0)
        .stdout_has("1 hand played");
}
