//! The binary: command line, prompts, tables and files around the `phase10` library.

mod cli;
mod cmd;
mod prompt;
mod render;
mod store;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

pub use cli::Cli;

/// What a command prints on standard output, and its exit code
/// (0 yes, 1 no; errors are 2 and go to standard error).
pub struct Out {
    pub text: String,
    pub code: u8,
}

impl Out {
    pub fn yes(text: String) -> Out {
        Out { text, code: 0 }
    }

    pub fn answer(ok: bool, text: String) -> Out {
        Out {
            text,
            code: if ok { 0 } else { 1 },
        }
    }

    pub fn json(ok: bool, value: &serde_json::Value) -> Out {
        let mut text = serde_json::to_string_pretty(value).expect("JSON values print");
        text.push('\n');
        Out::answer(ok, text)
    }
}

pub fn main() -> ExitCode {
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown".into());
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let msg = msg.replace('\n', " ");
        let _ = writeln!(
            std::io::stderr(),
            "phase10: internal error: {msg}{place} (nothing was written; please report it)"
        );
        std::process::exit(2);
    }));
    // Test-only: proves that a panic reaches the user as one line and exit code 2.
    if std::env::var_os("PHASE10_TEST_PANIC").is_some() {
        panic!("PHASE10_TEST_PANIC is set");
    }
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match cmd::run(cli) {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            match stdout
                .write_all(out.text.as_bytes())
                .and_then(|_| stdout.flush())
            {
                Ok(()) => ExitCode::from(out.code),
                // `phase10 history | head`: a closed pipe is not an error.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    let _ = writeln!(std::io::stderr(), "phase10: cannot write output: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Err(e) => {
            let _ = writeln!(std::io::stderr(), "phase10: {e:#}");
            ExitCode::from(2)
        }
    }
}
