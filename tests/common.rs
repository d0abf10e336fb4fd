#![allow(dead_code)]
//! Runs the real binary in a hermetic environment: its own data dir, no session file
//! from the environment, no colour.

use std::path::{Path, PathBuf};
use std::process::Output;

use assert_cmd::Command;

pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    fn from(out: &Output) -> Run {
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    /// Asserts the exit code, showing everything when it is not the one expected, and
    /// what every exit code promises of stderr: nothing on 0 and 1 (a verdict goes to
    /// stdout) but a warning (`phase10: warning: `, a hand typed twice), one line
    /// starting `phase10: ` on 2.
    #[track_caller]
    pub fn code(self, code: i32) -> Run {
        assert_eq!(
            self.code, code,
            "exit code\n--- stdout\n{}\n--- stderr\n{}",
            self.stdout, self.stderr
        );
        if code == 2 {
            assert!(
                self.stderr.starts_with("phase10: ") && self.stderr.lines().count() == 1,
                "exit 2 is one line on stderr starting 'phase10: ', not {:?}",
                self.stderr
            );
        } else {
            assert!(
                self.stderr
                    .lines()
                    .all(|l| l.starts_with("phase10: warning: ")),
                "stderr should be empty (or warnings), was:\n{}",
                self.stderr
            );
        }
        self
    }

    /// Asserts that stderr is empty.
    #[track_caller]
    pub fn quiet(&self) -> &Run {
        assert!(
            self.stderr.is_empty(),
            "stderr should be empty, was:\n{}",
            self.stderr
        );
        self
    }

    /// Asserts stdout, exactly.
    #[track_caller]
    pub fn stdout(self, expected: &str) -> Run {
        assert_eq!(self.stdout, expected, "stdout");
        self
    }

    /// Asserts that stdout holds `text`.
    #[track_caller]
    pub fn stdout_has(self, text: &str) -> Run {
        assert!(
            self.stdout.contains(text),
            "expected {text:?} on stdout, was {:?}",
            self.stdout
        );
        self
    }

    /// Asserts that stderr holds `text`.
    #[track_caller]
    pub fn says(self, text: &str) -> Run {
        assert!(
            self.stderr.contains(text),
            "expected {text:?} on stderr, was {:?}",
            self.stderr
        );
        self
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}", self.stdout))
    }
}

/// The one launcher of the binary: a command with its own data dir (`home`) and
/// nothing from the environment that would change what it does (a session file, colour,
/// lock wait, a test panic), plain output at 100 columns.
pub fn launch(home: &Path) -> std::process::Command {
    let mut c = std::process::Command::new(assert_cmd::cargo::cargo_bin!("phase10"));
    for var in [
        "PHASE10_FILE",
        "PHASE10_COLOR",
        "PHASE10_LOCK_WAIT_MS",
        "PHASE10_TEST_PANIC",
        "PHASE10_TEST_PAUSE_BEFORE_RENAME_MS",
        "CLICOLOR_FORCE",
        "LC_ALL",
        "LC_MESSAGES",
    ] {
        c.env_remove(var);
    }
    c.env("PHASE10_HOME", home)
        // The config of the machine's user is no part of a test.
        .env("PHASE10_CONFIG", home.join("config.toml"))
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100")
        .env("PHASE10_TABLE", "utf8")
        // English, whatever the machine's locale: the transcripts are English's.
        .env("LANG", "C");
    c
}

/// A scratch data dir for one test.
pub struct Env {
    pub dir: tempfile::TempDir,
}

impl Env {
    pub fn new() -> Env {
        Env {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    pub fn home(&self) -> PathBuf {
        self.dir.path().join("home")
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    pub fn cmd(&self) -> Command {
        Command::from_std(self.std_cmd())
    }

    /// The same, as a plain `std::process::Command` (to hand it any stdio).
    pub fn std_cmd(&self) -> std::process::Command {
        let mut c = launch(&self.home());
        c.current_dir(self.dir.path());
        c
    }

    pub fn run(&self, args: &[&str]) -> Run {
        Run::from(&self.cmd().args(args).output().unwrap())
    }

    pub fn run_stdin(&self, args: &[&str], stdin: &str) -> Run {
        Run::from(&self.cmd().args(args).write_stdin(stdin).output().unwrap())
    }

    /// A run with these variables set (a locale, say).
    pub fn run_with(&self, vars: &[(&str, &str)], args: &[&str]) -> Run {
        let mut c = self.cmd();
        for (k, v) in vars {
            c.env(k, v);
        }
        Run::from(&c.args(args).output().unwrap())
    }
}

/// The bytes of a file, for "unchanged" checks.
pub fn bytes(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap()
}

/// A game kept in one session file in a temp dir.
pub struct Game {
    pub env: Env,
    pub file: PathBuf,
}

impl Game {
    pub fn new(args: &[&str]) -> Game {
        let env = Env::new();
        let file = env.path("game.toml");
        let mut full = vec!["new", "--file", file.to_str().unwrap()];
        full.extend_from_slice(args);
        env.run(&full).code(0);
        Game { env, file }
    }

    pub fn run(&self, args: &[&str]) -> Run {
        let mut full: Vec<&str> = args.to_vec();
        full.extend_from_slice(&["--file", self.file.to_str().unwrap()]);
        self.env.run(&full)
    }

    pub fn run_stdin(&self, args: &[&str], stdin: &str) -> Run {
        let mut full: Vec<&str> = args.to_vec();
        full.extend_from_slice(&["--file", self.file.to_str().unwrap()]);
        self.env.run_stdin(&full, stdin)
    }

    /// The command run in this process, through the same command line (the arguments
    /// parsed, the files read and written under their locks): for a simulator that plays
    /// thousands of events, without a process each. Exit 2's line is as the binary says
    /// it (its causes joined).
    pub fn call(&self, args: &[&str]) -> Run {
        use clap::Parser;
        let mut full: Vec<&str> = vec!["phase10"];
        full.extend_from_slice(args);
        full.extend_from_slice(&["--file", self.file.to_str().unwrap()]);
        let fail = |e: String| Run {
            code: 2,
            stdout: String::new(),
            stderr: format!("phase10: {}\n", e.replace('\n', " ")),
        };
        match phase10::app::cli::Cli::try_parse_from(&full) {
            Err(e) => fail(e.to_string()),
            Ok(cli) => match phase10::app::cli::cmd::run(cli) {
                Ok(out) => Run {
                    code: i32::from(out.code),
                    stdout: out.text,
                    stderr: String::new(),
                },
                Err(e) => fail(format!("{e:#}")),
            },
        }
    }

    pub fn hand(&self, args: &[&str]) -> Run {
        let mut full = vec!["hand"];
        full.extend_from_slice(args);
        self.run(&full)
    }

    pub fn status(&self) -> serde_json::Value {
        self.run(&["status", "--json"]).code(0).json()
    }

    /// Runs a command that must be refused: exit 2, one line, the file unchanged.
    #[track_caller]
    pub fn refused(&self, args: &[&str], says: &str) {
        let before = bytes(&self.file);
        let r = self.run(args).code(2);
        assert!(
            r.stderr.contains(says),
            "expected {says:?} in {:?}",
            r.stderr
        );
        assert_eq!(
            r.stderr.trim_end().lines().count(),
            1,
            "one line: {}",
            r.stderr
        );
        assert_eq!(bytes(&self.file), before, "the file must be unchanged");
    }

    /// Runs a change the rules refuse: exit 1, the reason on stdout and nothing on
    /// stderr, the file untouched; and with `--json` one object that says so
    /// (`"ok": false`, `"exit": 1`, the reason).
    #[track_caller]
    pub fn ruled(&self, args: &[&str], says: &str) {
        let before = bytes(&self.file);
        let r = self.run(args).code(1);
        // (Folded at the terminal's width: read as one line.)
        let said = r.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            said.contains(says),
            "expected {says:?} on stdout, was {:?}",
            r.stdout
        );
        assert_eq!(bytes(&self.file), before, "the file must be unchanged");
        let mut with_json = args.to_vec();
        with_json.push("--json");
        let j = self.run(&with_json).code(1).json();
        assert_eq!(j["ok"], false, "{j}");
        assert_eq!(j["exit"], 1, "{j}");
        assert!(
            j["reason"].as_str().is_some_and(|r| r.contains(says)),
            "{j}"
        );
        assert_eq!(bytes(&self.file), before, "the file must be unchanged");
    }
}

/// Text percent-encoded (`%XX` for each byte), decoded.
pub fn percent_decode(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            out.push(u8::from_str_radix(&text[i + 1..i + 3], 16).unwrap());
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).unwrap()
}
