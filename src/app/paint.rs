//! Colour where it helps (valid or not, card colours, the leader and the winner), and
//! the table style the terminal can show. Decided once, from `--color`, `PHASE10_COLOR`,
//! `NO_COLOR` and whether standard output is a terminal.

use std::io::IsTerminal;
use std::sync::OnceLock;

use clap::ValueEnum;

// The doc comments are --help text, where backticks would show.
#[allow(clippy::doc_markdown)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum When {
    /// On a terminal, unless NO_COLOR is set or TERM is dumb
    #[default]
    Auto,
    Always,
    Never,
}

static ON: OnceLock<bool> = OnceLock::new();

/// Decides once for the whole run (`--json` never has colour).
/// `PHASE10_COLOR` when `--color` is not given: set but empty means unset.
pub fn from_env() -> Result<When, String> {
    match std::env::var("PHASE10_COLOR") {
        Ok(v) if !v.trim().is_empty() => When::from_str(v.trim(), true)
            .map_err(|_| format!("PHASE10_COLOR={v}: use auto, always or never (or unset it)")),
        _ => Ok(When::Auto),
    }
}

pub fn init(when: When, json: bool) {
    let set = |k: &str| std::env::var_os(k).is_some_and(|v| !v.is_empty());
    let on = !json
        && match when {
            When::Always => true,
            When::Never => false,
            When::Auto => {
                std::io::stdout().is_terminal()
                    && !set("NO_COLOR")
                    && std::env::var("TERM").map_or(true, |t| t != "dumb")
            }
        };
    let _ = ON.set(on);
}

fn on() -> bool {
    ON.get().copied().unwrap_or(false)
}

/// Tables in plain ASCII: `PHASE10_TABLE=ascii`, or a locale that is not UTF-8, or a
/// terminal that draws no lines (TERM=dumb, vt100, the Linux console); box drawing
/// otherwise (`PHASE10_TABLE=utf8` forces it).
pub fn ascii() -> bool {
    match std::env::var("PHASE10_TABLE").as_deref() {
        Ok("ascii") => return true,
        Ok("utf8") => return false,
        _ => {}
    }
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()));
    let not_utf8 = locale.is_some_and(|l| {
        let l = l.to_ascii_lowercase();
        !(l.contains("utf-8") || l.contains("utf8"))
    });
    let plain_term =
        std::env::var("TERM").is_ok_and(|t| ["dumb", "vt100", "linux"].contains(&t.as_str()));
    not_utf8 || plain_term
}

/// The text as the terminal can show it: where tables are ASCII (a locale that is not
/// UTF-8, a terminal that draws no lines), the marks ✓ ✗ · – … → as ASCII (names keep
/// their letters).
pub fn glyphs(text: &str) -> std::borrow::Cow<'_, str> {
    const MARKS: [(char, &str); 7] = [
        ('✓', "Y"),
        ('✗', "N"),
        ('·', "-"),
        ('–', "-"),
        ('—', "-"),
        ('…', "..."),
        ('→', "->"),
    ];
    if !text.contains(|c| MARKS.iter().any(|m| m.0 == c)) || !ascii() {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match MARKS.iter().find(|m| m.0 == c) {
            Some((_, plain)) => out.push_str(plain),
            None => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

fn wrap(code: &str, text: &str) -> String {
    if on() {
        format!("\x1b[{code}m{text}\x1b[0m")
    } else {
        text.to_string()
    }
}

/// A yes: valid, found, fits, the winner.
pub fn good(text: &str) -> String {
    wrap("1;32", text)
}

/// A no: not valid, not found, does not fit.
pub fn bad(text: &str) -> String {
    wrap("1;31", text)
}

/// Worth a glance: the leader.
pub fn strong(text: &str) -> String {
    wrap("1", text)
}

/// Cards as typed ("R7 B12 W=5 *"), each in its colour.
pub fn cards(text: &str) -> String {
    if !on() {
        return text.to_string();
    }
    text.split(' ')
        .map(|card| {
            let colour = card
                .split('=')
                .next_back()
                .and_then(|c| c.chars().next())
                .and_then(|c| match c {
                    'R' => Some("31"),
                    'G' => Some("32"),
                    'Y' => Some("33"),
                    'B' => Some("34"),
                    _ => None,
                });
            match (colour, card.starts_with('W') || card.contains('*')) {
                (_, true) => wrap("1;35", card),
                (Some(c), false) => wrap(c, card),
                (None, false) => card.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
