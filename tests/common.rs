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
        let mut c = Command::cargo_bin("phase10").unwrap();
        c.env_remove("PHASE10_FILE")
            .env("PHASE10_HOME", self.home())
            .env("NO_COLOR", "1")
            .env("COLUMNS", "100")
            .env("PHASE10_TABLE", "utf8")
            .current_dir(self.dir.path());
        c
    }

    /// The same, as a plain `std::process::Command` (to hand it any stdio).
    pub fn std_cmd(&self) -> std::process::Command {
        let mut c = std::process::Command::new(assert_cmd::cargo::cargo_bin!("phase10"));
        c.env_remove("PHASE10_FILE")
            .env("PHASE10_HOME", self.home())
            .env("NO_COLOR", "1")
            .env("COLUMNS", "100")
            .env("PHASE10_TABLE", "utf8")
            .current_dir(self.dir.path());
        c
    }

    pub fn run(&self, args: &[&str]) -> Run {
        Run::from(&self.cmd().args(args).output().unwrap())
    }

    pub fn run_stdin(&self, args: &[&str], stdin: &str) -> Run {
        Run::from(&self.cmd().args(args).write_stdin(stdin).output().unwrap())
    }
}

/// The bytes of a file, for "unchanged" checks.
pub fn bytes(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap()
}
