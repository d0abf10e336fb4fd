//! The `git` program, run for the data dir's repository: the one place it is named.
//! Every run says where the repository and its work tree are (nothing is looked for
//! above the data dir), never asks at the terminal, never runs a hook, never signs,
//! never writes the work tree (phase10 writes the files itself, each atomically), and
//! never forces anything.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// An object's id as git prints it (hex).
pub type Oid = String;

/// One entry of a tree: its mode (`100644`) and its blob.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub mode: String,
    pub oid: Oid,
}

impl Entry {
    /// A plain file (not a link, not a folder, not a submodule).
    pub fn is_file(&self) -> bool {
        self.mode == "100644" || self.mode == "100755"
    }
}

/// Why git did not do what was asked.
#[derive(Debug)]
pub enum Failure {
    /// There is no `git` program to run.
    Missing,
    /// It could not be run, or talked to.
    Io(std::io::Error),
    /// It ran and said no: what was asked (its first words) and its last line of
    /// complaint.
    Said { what: String, why: String },
}

impl Failure {
    /// Git's own words for why (its last line of complaint), or the system's.
    pub fn why(&self) -> String {
        match self {
            Failure::Missing => String::new(),
            Failure::Io(e) => e.to_string(),
            Failure::Said { why, .. } => why.clone(),
        }
    }
}

/// What a run gave back.
pub struct Ran {
    pub ok: bool,
    pub code: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

impl Ran {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).trim_end().to_string()
    }
}

/// How a push ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Pushed {
    Done,
    /// The remote holds commits this one lacks (another laptop pushed meanwhile).
    Rejected,
    /// The remote's branch is locked: a lock file (a git killed while it pushed left
    /// it), as git names it (or the branch, where git names no file).
    Locked {
        file: String,
    },
}

/// The lock file git could not make in a remote (`Unable to create '….lock': File
/// exists`), or the branch it could not lock (`cannot lock ref '…'`), where it says
/// so. A ref that moved meanwhile (`but expected`) is no lock left behind.
fn lock_left(said: &str) -> Option<String> {
    for line in said.lines() {
        let line = line.trim();
        if let Some((_, rest)) = line.split_once("Unable to create '")
            && let Some((file, after)) = rest.split_once('\'')
            && Path::new(file).extension().is_some_and(|e| e == "lock")
            && after.contains("File exists")
        {
            return Some(file.replace("/./", "/"));
        }
    }
    said.lines()
        .find(|l| l.contains("cannot lock ref '") && !l.contains("but expected"))
        .and_then(|l| l.split_once("cannot lock ref '"))
        .and_then(|(_, rest)| rest.split_once('\''))
        .map(|(r, _)| format!("{r}.lock"))
}

/// The repository of a data dir (its work tree), `git_dir` holding it.
pub struct Git {
    work: PathBuf,
    repo: PathBuf,
    /// `-c user.name=… -c user.email=…`, where the user has none.
    identity: Vec<String>,
    /// A scratch index, for building a tree without touching the repository's own.
    index: Option<PathBuf>,
}

/// The branch every laptop keeps, and the remote's name.
pub const BRANCH: &str = "main";
pub const REMOTE: &str = "origin";

/// Whether the program is there to run.
pub fn present() -> bool {
    bare_command()
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// The program, with nothing of the caller's environment that points it elsewhere.
fn bare_command() -> Command {
    let mut c = Command::new("git");
    for var in [
        "GIT_DIR",
        "GIT_WORK_TREE",
        "GIT_INDEX_FILE",
        "GIT_OBJECT_DIRECTORY",
        "GIT_ALTERNATE_OBJECT_DIRECTORIES",
        "GIT_NAMESPACE",
        "GIT_PREFIX",
        "GIT_COMMON_DIR",
    ] {
        c.env_remove(var);
    }
    c.env("GIT_TERMINAL_PROMPT", "0")
        .env("LC_ALL", "C")
        .env("LANGUAGE", "C")
        .stdin(Stdio::null());
    c
}

/// Runs a command, feeding it `input`.
fn output(mut c: Command, input: Option<&[u8]>) -> Result<Ran, Failure> {
    c.stdout(Stdio::piped()).stderr(Stdio::piped());
    if input.is_some() {
        c.stdin(Stdio::piped());
    }
    let mut child = c.spawn().map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            Failure::Missing
        } else {
            Failure::Io(e)
        }
    })?;
    if let Some(bytes) = input {
        let mut stdin = child.stdin.take().expect("stdin piped");
        // Written from its own thread: a big answer must not wait on a full pipe.
        let bytes = bytes.to_vec();
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(&bytes);
        });
        let out = child.wait_with_output().map_err(Failure::Io)?;
        let _ = writer.join();
        return Ok(ran(&out));
    }
    let out = child.wait_with_output().map_err(Failure::Io)?;
    Ok(ran(&out))
}

fn ran(out: &std::process::Output) -> Ran {
    Ran {
        ok: out.status.success(),
        code: out.status.code(),
        stdout: out.stdout.clone(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Git's last line of complaint, without its `fatal: ` or `error: `.
fn last_line(stderr: &str) -> String {
    let lines: Vec<&str> = stderr
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("hint:"))
        .collect();
    let pick = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("fatal:") || l.starts_with("error:"))
        .or(lines.last())
        .copied()
        .unwrap_or("no reason given");
    // (Its closing full stop dropped: the words that follow it add their own.)
    pick.trim_start_matches("fatal:")
        .trim_start_matches("error:")
        .trim()
        .trim_end_matches('.')
        .trim_end()
        .to_string()
}

/// Whether a remote answers (`git ls-remote`): a path, `file://`, ssh or https.
pub fn reachable(remote: &str) -> Result<(), Failure> {
    let mut c = bare_command();
    c.args(["ls-remote", "--heads", "--", remote]);
    let ran = output(c, None)?;
    if ran.ok {
        Ok(())
    } else {
        Err(Failure::Said {
            what: "ls-remote".into(),
            why: last_line(&ran.stderr),
        })
    }
}

/// Makes an empty bare repository at `path` (a remote on a drive), its HEAD the
/// branch phase10 pushes ([`BRANCH`], whatever git's own default).
pub fn init_bare(path: &Path) -> Result<(), Failure> {
    let mut c = bare_command();
    c.args(["init", "--quiet", "--bare"]).arg(path);
    let ran = output(c, None)?;
    if !ran.ok {
        return Err(Failure::Said {
            what: "init".into(),
            why: last_line(&ran.stderr),
        });
    }
    let mut c = bare_command();
    c.arg(format!("--git-dir={}", path.display())).args([
        "symbolic-ref",
        "HEAD",
        &format!("refs/heads/{BRANCH}"),
    ]);
    let ran = output(c, None)?;
    if ran.ok {
        Ok(())
    } else {
        Err(Failure::Said {
            what: "symbolic-ref".into(),
            why: last_line(&ran.stderr),
        })
    }
}

impl Git {
    /// The repository at `git_dir`, whose work tree is `work`.
    pub fn at(work: &Path, git_dir: &Path) -> Git {
        Git {
            work: work.to_path_buf(),
            repo: git_dir.to_path_buf(),
            identity: Vec::new(),
            index: None,
        }
    }

    /// Where the repository is.
    pub fn dir(&self) -> &Path {
        &self.repo
    }

    /// Makes the repository (empty, its branch [`BRANCH`]).
    pub fn init(&self) -> Result<(), Failure> {
        // Made where it is named (every run names it and its work tree), then told it
        // has a work tree.
        init_bare(&self.repo)?;
        self.ok(&["config", "core.bare", "false"])?;
        self.ok(&["symbolic-ref", "HEAD", &format!("refs/heads/{BRANCH}")])?;
        Ok(())
    }

    /// The identity commits are made with: the user's, else phase10's own.
    pub fn with_identity(mut self) -> Result<Git, Failure> {
        let has = |key: &str| self.run(&["config", "--get", key]).is_ok_and(|r| r.ok);
        if !has("user.name") || !has("user.email") {
            self.identity = vec![
                "-c".into(),
                "user.name=phase10".into(),
                "-c".into(),
                "user.email=phase10@localhost".into(),
            ];
        }
        Ok(self)
    }

    fn command(&self) -> Command {
        let mut c = bare_command();
        c.arg(format!("--git-dir={}", self.repo.display()))
            .arg(format!("--work-tree={}", self.work.display()))
            .args(["-c", "core.autocrlf=false", "-c", "core.safecrlf=false"])
            .args(["-c", "core.quotepath=off", "-c", "commit.gpgsign=false"])
            .args(["-c", "gc.auto=0", "-c", "maintenance.auto=false"])
            .args(["-c", "core.fsmonitor=false"])
            .arg("-c")
            .arg(format!(
                "core.hooksPath={}",
                self.repo.join("hooks").display()
            ))
            // The user's own ignore file (a `*.toml` there would keep new sessions
            // home): only the repository's `.gitignore` says what travels.
            .arg("-c")
            .arg(format!(
                "core.excludesFile={}",
                self.repo.join("info").join("phase10-none").display()
            ))
            .args(&self.identity)
            .current_dir(&self.work);
        if let Some(index) = &self.index {
            c.env("GIT_INDEX_FILE", index);
        }
        c
    }

    /// Runs git with `args`; what it gave back, whether it said yes or no.
    pub fn run(&self, args: &[&str]) -> Result<Ran, Failure> {
        let mut c = self.command();
        c.args(args);
        output(c, None)
    }

    fn run_input(&self, args: &[&str], input: &[u8]) -> Result<Ran, Failure> {
        let mut c = self.command();
        c.args(args);
        output(c, Some(input))
    }

    fn check(ran: Ran, what: &str) -> Result<Ran, Failure> {
        if ran.ok {
            Ok(ran)
        } else {
            Err(Failure::Said {
                what: what.to_string(),
                why: last_line(&ran.stderr),
            })
        }
    }

    /// Runs git, which must say yes; its output, trimmed.
    pub fn ok(&self, args: &[&str]) -> Result<String, Failure> {
        let ran = self.run(args)?;
        Ok(Self::check(ran, args.first().copied().unwrap_or_default())?.text())
    }

    /// The commit a name stands for, where there is one.
    pub fn commit_of(&self, name: &str) -> Result<Option<Oid>, Failure> {
        let ran = self.run(&[
            "rev-parse",
            "--verify",
            "--quiet",
            &format!("{name}^{{commit}}"),
        ])?;
        Ok(ran.ok.then(|| ran.text()).filter(|t| !t.is_empty()))
    }

    /// This laptop's last commit.
    pub fn head(&self) -> Result<Option<Oid>, Failure> {
        self.commit_of("HEAD")
    }

    /// The remote's branch as last fetched.
    pub fn theirs(&self) -> Result<Option<Oid>, Failure> {
        self.commit_of(&format!("refs/remotes/{REMOTE}/{BRANCH}"))
    }

    /// The newest commit both have, where they have one.
    pub fn merge_base(&self, a: &str, b: &str) -> Result<Option<Oid>, Failure> {
        let ran = self.run(&["merge-base", a, b])?;
        Ok(ran.ok.then(|| ran.text()).filter(|t| !t.is_empty()))
    }

    /// Whether `a` is in `b`'s history (or is `b`).
    pub fn is_ancestor(&self, a: &str, b: &str) -> Result<bool, Failure> {
        let ran = self.run(&["merge-base", "--is-ancestor", a, b])?;
        match ran.code {
            Some(0) => Ok(true),
            Some(1) => Ok(false),
            _ => Err(Failure::Said {
                what: "merge-base".into(),
                why: last_line(&ran.stderr),
            }),
        }
    }

    /// Every file of a commit (none for none): its path, mode and blob.
    pub fn files(&self, commit: Option<&str>) -> Result<BTreeMap<String, Entry>, Failure> {
        let Some(commit) = commit else {
            return Ok(BTreeMap::new());
        };
        let ran = self.run(&["ls-tree", "-r", "-z", "--full-tree", commit])?;
        let ran = Self::check(ran, "ls-tree")?;
        let mut out = BTreeMap::new();
        for record in ran.stdout.split(|&b| b == 0).filter(|r| !r.is_empty()) {
            let record = String::from_utf8_lossy(record);
            let Some((meta, path)) = record.split_once('\t') else {
                continue;
            };
            let mut parts = meta.split(' ');
            let (Some(mode), Some(kind), Some(oid)) = (parts.next(), parts.next(), parts.next())
            else {
                continue;
            };
            if kind == "blob" {
                out.insert(
                    path.to_string(),
                    Entry {
                        mode: mode.to_string(),
                        oid: oid.to_string(),
                    },
                );
            }
        }
        Ok(out)
    }

    /// The contents of blobs, read by one `git cat-file --batch`.
    pub fn blobs(&self, oids: &[&str]) -> Result<BTreeMap<Oid, Vec<u8>>, Failure> {
        let mut out = BTreeMap::new();
        if oids.is_empty() {
            return Ok(out);
        }
        let mut input = Vec::new();
        for oid in oids {
            input.extend_from_slice(oid.as_bytes());
            input.push(b'\n');
        }
        let ran = self.run_input(&["cat-file", "--batch"], &input)?;
        let ran = Self::check(ran, "cat-file")?;
        let mut rest = &ran.stdout[..];
        while !rest.is_empty() {
            let Some(eol) = rest.iter().position(|&b| b == b'\n') else {
                break;
            };
            let header = String::from_utf8_lossy(&rest[..eol]).into_owned();
            rest = &rest[eol + 1..];
            let mut parts = header.split(' ');
            let (Some(oid), Some(kind)) = (parts.next(), parts.next()) else {
                break;
            };
            if kind == "missing" {
                continue;
            }
            let size: usize = parts.next().and_then(|s| s.parse().ok()).unwrap_or(0);
            if rest.len() < size {
                break;
            }
            out.insert(oid.to_string(), rest[..size].to_vec());
            rest = rest.get(size + 1..).unwrap_or_default();
        }
        Ok(out)
    }

    /// The sizes of blobs, without reading them.
    pub fn sizes(&self, oids: &[&str]) -> Result<BTreeMap<Oid, u64>, Failure> {
        let mut out = BTreeMap::new();
        if oids.is_empty() {
            return Ok(out);
        }
        let input: String = oids.iter().flat_map(|o| [o, "\n"]).collect();
        let ran = self.run_input(&["cat-file", "--batch-check"], input.as_bytes())?;
        let ran = Self::check(ran, "cat-file")?;
        for line in ran.text().lines() {
            let mut parts = line.split(' ');
            if let (Some(oid), Some(_), Some(size)) = (parts.next(), parts.next(), parts.next())
                && let Ok(size) = size.parse()
            {
                out.insert(oid.to_string(), size);
            }
        }
        Ok(out)
    }

    /// The files of the work tree that differ from the last commit (changed, new or
    /// gone), among `paths`; `.gitignore` is obeyed.
    pub fn changed(&self, paths: &[&str]) -> Result<Vec<String>, Failure> {
        let mut args = vec![
            "--no-optional-locks",
            "status",
            "--porcelain=v1",
            "-z",
            "--untracked-files=all",
            "--no-renames",
            "--",
        ];
        args.extend_from_slice(paths);
        let ran = self.run(&args)?;
        let ran = Self::check(ran, "status")?;
        Ok(ran
            .stdout
            .split(|&b| b == 0)
            .filter(|r| r.len() > 3)
            .map(|r| String::from_utf8_lossy(&r[3..]).into_owned())
            .collect())
    }

    /// One file's change committed on its own (as the work tree has it: changed, new
    /// or gone).
    pub fn commit_file(&self, path: &str, message: &str) -> Result<(), Failure> {
        self.ok(&["add", "--all", "--", path])?;
        self.commit_staged(message)
    }

    /// What is staged committed, with `message` (no hook run; an empty change still a
    /// commit).
    fn commit_staged(&self, message: &str) -> Result<(), Failure> {
        self.ok(&[
            "commit",
            "--quiet",
            "--no-verify",
            "--allow-empty",
            "-m",
            message,
        ])?;
        Ok(())
    }

    /// The index made the last commit's again (a run killed part way may have left
    /// something staged).
    pub fn reset_index(&self) -> Result<(), Failure> {
        match self.head()? {
            Some(_) => self.ok(&["read-tree", "HEAD"]).map(drop),
            None => self.ok(&["read-tree", "--empty"]).map(drop),
        }
    }

    /// The tree of `from` with `changes` made (a file's entry, or none for gone),
    /// built in a scratch index: the repository's own index is not touched.
    pub fn tree_with(
        &self,
        from: Option<&str>,
        changes: &[(String, Option<Entry>)],
    ) -> Result<Oid, Failure> {
        let index = self.repo.join("phase10-index");
        let _ = std::fs::remove_file(&index);
        let scratch = Git {
            work: self.work.clone(),
            repo: self.repo.clone(),
            identity: self.identity.clone(),
            index: Some(index.clone()),
        };
        let built = (|| {
            match from {
                Some(c) => scratch.ok(&["read-tree", c])?,
                None => scratch.ok(&["read-tree", "--empty"])?,
            };
            let mut info = String::new();
            for (path, entry) in changes {
                match entry {
                    Some(e) => info.push_str(&format!("{} {}\t{path}\0", e.mode, e.oid)),
                    None => info.push_str(&format!("0 {}\t{path}\0", "0".repeat(40))),
                }
            }
            let ran =
                scratch.run_input(&["update-index", "-z", "--index-info"], info.as_bytes())?;
            Self::check(ran, "update-index")?;
            scratch.ok(&["write-tree"])
        })();
        let _ = std::fs::remove_file(&index);
        built
    }

    /// The id a blob of `bytes` has, nothing kept.
    pub fn hash_of(&self, bytes: &[u8]) -> Result<Oid, Failure> {
        let ran = self.run_input(&["hash-object", "--stdin"], bytes)?;
        Ok(Self::check(ran, "hash-object")?.text())
    }

    /// A file committed on its own as `bytes` (a plain file, whatever the work tree
    /// holds at `path`: a link's target travels as its content).
    pub fn commit_bytes(&self, path: &str, bytes: &[u8], message: &str) -> Result<(), Failure> {
        self.stage_bytes(path, Some(bytes))?;
        self.commit_staged(message)
    }

    /// `path` staged as a plain file of `bytes` (none: taken out of the index).
    pub fn stage_bytes(&self, path: &str, bytes: Option<&[u8]>) -> Result<(), Failure> {
        match bytes {
            Some(bytes) => {
                let oid = self.write_blob(bytes)?;
                self.ok(&[
                    "update-index",
                    "--add",
                    "--cacheinfo",
                    &format!("100644,{oid},{path}"),
                ])?;
            }
            None => {
                self.ok(&["update-index", "--force-remove", "--", path])?;
            }
        }
        Ok(())
    }

    /// A blob made of `bytes`, kept in the repository.
    pub fn write_blob(&self, bytes: &[u8]) -> Result<Oid, Failure> {
        let ran = self.run_input(&["hash-object", "-w", "--stdin"], bytes)?;
        Ok(Self::check(ran, "hash-object")?.text())
    }

    /// A commit of `tree` over `parents`.
    pub fn commit_tree(&self, tree: &str, parents: &[&str], message: &str) -> Result<Oid, Failure> {
        let mut args = vec!["commit-tree", tree];
        for p in parents {
            args.extend(["-p", p]);
        }
        args.extend(["-m", message]);
        self.ok(&args)
    }

    /// The branch moved from `old` to `new` (refused where it is no longer at `old`).
    pub fn move_branch(&self, new: &str, old: Option<&str>) -> Result<(), Failure> {
        let branch = format!("refs/heads/{BRANCH}");
        let mut args = vec!["update-ref", "-m", "phase10 sync", &branch, new];
        if let Some(old) = old {
            args.push(old);
        }
        self.ok(&args).map(drop)
    }

    /// The remote's branch fetched.
    pub fn fetch(&self) -> Result<(), Failure> {
        // (A pattern, so that a remote with no branch yet is no error.)
        let refspec = format!("+refs/heads/*:refs/remotes/{REMOTE}/*");
        self.ok(&["fetch", "--quiet", "--no-tags", REMOTE, &refspec])
            .map(drop)
    }

    /// `commit` pushed as the remote's branch: never forced, so a remote that moved
    /// meanwhile refuses it.
    pub fn push(&self, commit: &str) -> Result<Pushed, Failure> {
        let refspec = format!("{commit}:refs/heads/{BRANCH}");
        let ran = self.run(&["push", "--porcelain", "--quiet", REMOTE, &refspec])?;
        if ran.ok {
            // The remote's branch as it now is, without asking it again.
            let tracking = format!("refs/remotes/{REMOTE}/{BRANCH}");
            let _ = self.ok(&["update-ref", &tracking, commit]);
            return Ok(Pushed::Done);
        }
        let said = format!("{}\n{}", ran.text(), ran.stderr);
        if let Some(file) = lock_left(&said) {
            return Ok(Pushed::Locked { file });
        }
        if said.lines().any(|l| l.starts_with('!'))
            || said.contains("[rejected]")
            || said.contains("non-fast-forward")
            || said.contains("fetch first")
        {
            return Ok(Pushed::Rejected);
        }
        Err(Failure::Said {
            what: "push".into(),
            why: last_line(&ran.stderr),
        })
    }

    /// The remote's address.
    pub fn remote_url(&self) -> Option<String> {
        self.ok(&["config", "--get", &format!("remote.{REMOTE}.url")])
            .ok()
            .filter(|u| !u.is_empty())
    }

    /// The newest message of a commit that changed `path`, up to `commit`.
    pub fn last_message(&self, commit: &str, path: &str) -> Option<String> {
        self.ok(&["log", "-1", "--format=%B", commit, "--", path])
            .ok()
    }
}
