//! The command line: one face of the game. It parses the arguments (clap), builds the
//! typed events and questions, and prints what comes back: text for a person, JSON for
//! a script, and one exit code decided in one place.

pub mod args;
pub mod cmd;
pub mod complete;
pub mod prompt;

use crate::app::core::words::catalogue::Area::Command;
use crate::app::core::words::language::Language;
use crate::app::core::{config, paint, render, store, words};
use crate::say;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

pub use args::Cli;

/// What a command prints on standard output, and its exit code
/// (0 yes, 1 no; errors are 2 and go to standard error).
pub struct Out {
    pub text: String,
    pub code: u8,
    /// The command changed a file: from then on, exit 2 would lie.
    pub landed: bool,
    /// The text is printed as it is, whatever the terminal: a JSON object (for
    /// scripts), or a document (an export: folding its lines would change it).
    pub is_json: bool,
}

impl Out {
    pub fn yes(text: String) -> Out {
        Out {
            text,
            code: 0,
            landed: false,
            is_json: false,
        }
    }

    /// A document printed as it is (no line folded: a CSV row, a link, a JSON file).
    pub fn document(text: String) -> Out {
        Out {
            is_json: true,
            ..Out::yes(text)
        }
    }

    pub fn answer(ok: bool, text: String) -> Out {
        Out {
            text,
            code: u8::from(!ok),
            landed: false,
            is_json: false,
        }
    }

    pub fn json(ok: bool, value: &serde_json::Value) -> Out {
        let mut text = paint::json(value, true);
        text.push('\n');
        Out {
            is_json: true,
            ..Out::answer(ok, text)
        }
    }

    /// Marks the output of a command whose change has landed.
    #[must_use]
    pub fn landed(self) -> Out {
        Out {
            landed: true,
            ..self
        }
    }
}

pub fn main() -> ExitCode {
    // `COMPLETE=bash phase10`: the shell's completion, names included (then exits).
    let here = std::env::current_dir().ok();
    let shell = std::env::var("COMPLETE").unwrap_or_default();
    let _ = complete::SHELL.set(shell.clone());
    match clap_complete::CompleteEnv::with_factory(<Cli as clap::CommandFactory>::command)
        .try_complete(std::env::args_os(), here.as_deref())
    {
        Ok(true) => return ExitCode::SUCCESS,
        Ok(false) => {}
        Err(e) => {
            // One line, as every error (a stray COMPLETE in the environment).
            let why = e.to_string();
            let why = why
                .lines()
                .next()
                .unwrap_or_default()
                .trim_start_matches("error: ");
            eprintln!(
                "phase10: COMPLETE={}: {}; set it to bash, zsh, fish, elvish or powershell for the shell's completion, or unset it",
                paint::shown(&shell),
                paint::shown(why)
            );
            return ExitCode::from(2);
        }
    }
    let json = std::env::args_os().skip(1).any(|a| a == "--json");
    // The language, for what is said before the arguments are read (clap's errors):
    // `--lang` as typed, read again by clap.
    let _ = TOLD.set(told_language());
    words::catalogue::decide_with(language);
    std::panic::set_hook(Box::new(move |info| {
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown".into());
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let msg = msg.replace('\n', " ");
        if store::has_landed() {
            // The change is saved: exit 2 ("nothing changed") would lie, and a retry
            // would make it twice.
            let _ = writeln!(
                std::io::stderr(),
                "phase10: internal error after the change was saved: {} (do not repeat the command: phase10 status shows where the game stands; please report it)",
                paint::shown(&format!("{msg}{place}"))
            );
            std::process::exit(0);
        }
        fail(
            &format!("internal error: {msg}{place} (nothing was written; please report it)"),
            json,
        );
        std::process::exit(2);
    }));
    test_panic("start");
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => return fail(&clap_line(&e), json),
    };
    let color = match cli.color.map(Some).map_or_else(paint::from_env, Ok) {
        Ok(when) => when,
        Err(e) => return fail(&e, json),
    };
    paint::init(color, cli.json);
    match cmd::run(cli) {
        Ok(out) => print(&out),
        Err(e) => fail(&chain(&e), json),
    }
}

/// The language `--lang` names, where it is given.
static TOLD: std::sync::OnceLock<Option<Language>> = std::sync::OnceLock::new();

/// `--lang LANG` or `--lang=LANG` among the arguments (before a `--`), where it names a
/// language the program speaks (clap refuses one it does not).
fn told_language() -> Option<Language> {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .take_while(|a| a != "--")
        .collect();
    args.iter().enumerate().find_map(|(i, a)| {
        let value = match a.strip_prefix("--lang") {
            Some("") => args.get(i + 1).map(String::as_str),
            Some(v) => v.strip_prefix('='),
            None => None,
        }?;
        Language::named(value)
    })
}

/// The run's language: `--lang`, else the game's regular table's, else the config's,
/// else the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`).
fn language() -> Language {
    let told = TOLD.get().copied().flatten();
    let table = told
        .is_none()
        .then(|| config::language(words::language::table_of_game()));
    Language::chosen([told, table.flatten(), None], |v| std::env::var(v).ok())
}

/// An error and its causes on one line, each said once: an OS error the message
/// already gives ("…: No space left on device (os error 28)") is not said again.
fn chain(e: &anyhow::Error) -> String {
    let mut line = e.to_string();
    for cause in e.chain().skip(1) {
        let cause = cause.to_string();
        if !line.contains(&cause) {
            line.push_str(": ");
            line.push_str(&cause);
        }
    }
    line
}

/// Prints a command's output. A change that landed is never reported as exit 2:
/// a retry would make it twice.
/// Debug builds only (the tests' binary, never an installed one): a panic where
/// `PHASE10_TEST_PANIC` says (`start`, or `landed`: after a change is saved), to prove
/// what the panic hook says.
fn test_panic(at: &str) {
    assert!(
        !(cfg!(debug_assertions) && std::env::var("PHASE10_TEST_PANIC").is_ok_and(|v| v == at)),
        "PHASE10_TEST_PANIC={at}"
    );
}

/// The version `--version` says: the crate's, and the commit it was built from where
/// the build saw one (`build.rs`).
pub const VERSION: &str = env!("PHASE10_VERSION");

/// A warning on standard error, one line, shown by the one rule (a config's or a
/// file's text never reaches the terminal as control characters).
pub fn warn(text: &str) {
    eprintln!(
        "phase10: warning: {}",
        paint::shown(&text.replace('\n', " "))
    );
}

fn print(out: &Out) -> ExitCode {
    if out.landed {
        test_panic("landed");
    }
    // (A screen ended by its terminal going has nothing to say, and nowhere to.)
    if out.text.is_empty() {
        return ExitCode::from(out.code);
    }
    let mut stdout = std::io::stdout().lock();
    let text = if out.is_json {
        std::borrow::Cow::Borrowed(out.text.as_str())
    } else {
        let text = paint::glyphs(&out.text);
        // What came from files, names and arguments is shown, never obeyed.
        let text = match paint::shown(&text) {
            std::borrow::Cow::Borrowed(_) => text,
            std::borrow::Cow::Owned(shown) => std::borrow::Cow::Owned(shown),
        };
        match render::known_width() {
            Some(w) => std::borrow::Cow::Owned(render::wrap_long(&text, w).into_owned()),
            None => text,
        }
    };
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::from(out.code),
        // `phase10 history | head`: a closed pipe is not an error.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) if out.landed => {
            let _ = writeln!(
                std::io::stderr(),
                "phase10: saved, but the report could not be printed ({e}); do not repeat the command: phase10 status shows where the game stands"
            );
            ExitCode::SUCCESS
        }
        Err(e) => fail(&format!("cannot write output: {e}"), false),
    }
}

/// The one way out for every error: one line on stderr, and with `--json` one object
/// on stdout; exit 2.
fn fail(message: &str, json: bool) -> ExitCode {
    let line = paint::cut_echoes(&message.replace('\n', " "));
    let _ = writeln!(
        std::io::stderr(),
        "phase10: {}",
        paint::shown(&paint::glyphs(&line))
    );
    if json {
        let object = serde_json::json!({"error": line, "exit": 2});
        let _ = writeln!(std::io::stdout(), "{}", paint::json(&object, false));
    }
    ExitCode::from(2)
}

/// clap's error as one line, read from its kind and context (never from its text):
/// what is wrong, the values it takes, what was likely meant, and the usage.
fn clap_line(e: &clap::Error) -> String {
    use clap::error::{ContextKind as K, ContextValue as V, ErrorKind};
    let one = |k: K| -> Option<String> {
        match e.get(k)? {
            V::String(s) => Some(s.clone()),
            V::StyledStr(s) => Some(s.to_string()),
            V::Number(n) => Some(n.to_string()),
            V::Strings(v) => v.first().cloned(),
            V::StyledStrs(v) => v.first().map(ToString::to_string),
            _ => None,
        }
    };
    let all = |k: K| -> Vec<String> {
        match e.get(k) {
            Some(V::Strings(v)) => v.clone(),
            Some(V::StyledStrs(v)) => v.iter().map(ToString::to_string).collect(),
            Some(V::String(s)) => vec![s.clone()],
            Some(V::StyledStr(s)) => vec![s.to_string()],
            _ => Vec::new(),
        }
    };
    let quoted = |v: &[String]| {
        v.iter()
            .map(|s| format!("'{s}'"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let arg = one(K::InvalidArg).unwrap_or_default();
    let mut text = match e.kind() {
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return say!(Command, "clap-give-command");
        }
        ErrorKind::InvalidValue => match one(K::InvalidValue).filter(|v| !v.is_empty()) {
            Some(v) => say!(Command, "clap-invalid-value", "value" => v, "arg" => arg.as_str()),
            None => say!(Command, "clap-value-required", "arg" => arg.as_str()),
        },
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(e)
                .map(|s| format!(": {s}"))
                .unwrap_or_default();
            format!(
                "{}{why}",
                say!(
                    Command,
                    "clap-invalid-value",
                    "value" => one(K::InvalidValue).unwrap_or_default(),
                    "arg" => arg.as_str(),
                )
            )
        }
        ErrorKind::UnknownArgument => {
            say!(Command, "clap-unexpected-argument", "arg" => arg.as_str())
        }
        ErrorKind::InvalidSubcommand => say!(
            Command,
            "clap-unrecognized-subcommand",
            "command" => one(K::InvalidSubcommand).unwrap_or_default(),
        ),
        ErrorKind::ArgumentConflict => say!(
            Command,
            "clap-conflict",
            "arg" => arg.as_str(),
            "others" => quoted(&all(K::PriorArg)),
        ),
        ErrorKind::MissingRequiredArgument => say!(
            Command,
            "clap-missing",
            "args" => all(K::InvalidArg).join(", "),
        ),
        ErrorKind::MissingSubcommand => say!(
            Command,
            "clap-requires-command",
            "command" => one(K::InvalidSubcommand).unwrap_or_else(|| "phase10".into()),
        ),
        ErrorKind::NoEquals => say!(Command, "clap-no-equals", "arg" => arg.as_str()),
        ErrorKind::TooManyValues => say!(
            Command,
            "clap-unexpected-value",
            "value" => one(K::InvalidValue).unwrap_or_default(),
            "arg" => arg.as_str(),
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => say!(
            Command,
            "clap-values",
            "arg" => arg.as_str(),
            "expected" => one(K::ExpectedNumValues).unwrap_or_default(),
            "given" => one(K::ActualNumValues).unwrap_or_default(),
        ),
        ErrorKind::InvalidUtf8 => say!(Command, "clap-not-utf8"),
        other => other
            .as_str()
            .map_or_else(|| say!(Command, "clap-not-read"), str::to_string),
    };
    let valid = all(K::ValidValue);
    if !valid.is_empty() {
        text.push_str(&say!(Command, "clap-possible", "values" => valid.join(", ")));
    }
    let meant: Vec<String> = [K::SuggestedSubcommand, K::SuggestedArg, K::SuggestedValue]
        .into_iter()
        .flat_map(all)
        .collect();
    if !meant.is_empty() {
        let or = say!(Command, "clap-or");
        let meant = meant
            .iter()
            .map(|s| format!("'{s}'"))
            .collect::<Vec<_>>()
            .join(&or);
        text.push_str(&say!(Command, "clap-did-you-mean", "meant" => meant));
    }
    if matches!(e.get(K::TrailingArg), Some(V::Bool(true))) {
        text.push_str(&say!(Command, "clap-trailing", "arg" => arg.as_str()));
    }
    for tip in all(K::Suggested) {
        text.push_str(&format!("; {tip}"));
    }
    match one(K::Usage) {
        Some(u) => {
            let u = u.trim();
            let u = u.strip_prefix("Usage:").unwrap_or(u).trim();
            text.push_str(&say!(Command, "clap-usage", "usage" => u));
        }
        None => text.push_str(&say!(Command, "clap-help-says-more")),
    }
    text
}
