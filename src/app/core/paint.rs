//! Colour where it helps (valid or not, card colours, the leader and the winner), and
//! the table style the terminal can show. Decided once, from `--color`, `PHASE10_COLOR`,
//! and else as `anstream` decides for standard output (`NO_COLOR`, `CLICOLOR`,
//! `CLICOLOR_FORCE`, `TERM`, a terminal or not); styles are `anstyle`'s.

use std::sync::OnceLock;

use anstream::{AutoStream, ColorChoice};
use anstyle::{AnsiColor, Style};
use clap::ValueEnum;

// The doc comments are --help text, where backticks would show.
#[allow(clippy::doc_markdown)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum When {
    /// On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)
    #[default]
    Auto,
    Always,
    Never,
}

static ON: OnceLock<bool> = OnceLock::new();

/// How colour is decided, set once at the start: `None` where the config decides
/// (read only when something is painted: a command that paints nothing reads none).
static CHOICE: OnceLock<Option<When>> = OnceLock::new();

/// Decides once for the whole run (`--json` never has colour).
/// `PHASE10_COLOR` when `--color` is not given (set but empty means unset), else
/// `NO_COLOR`; else the config's `color` decides (`None`): flags beat the environment,
/// which beats the config.
pub fn from_env() -> Result<Option<When>, String> {
    match std::env::var("PHASE10_COLOR") {
        Ok(v) if !v.trim().is_empty() => When::from_str(v.trim(), true)
            .map(Some)
            .map_err(|_| format!("PHASE10_COLOR={v}: use auto, always or never (or unset it)")),
        // NO_COLOR in the environment beats the config.
        _ if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) => Ok(Some(When::Auto)),
        _ => Ok(None),
    }
}

/// The config's `color` (a config that does not read is said by doctor, not by every
/// command).
fn from_config() -> When {
    crate::app::core::config::cached()
        .and_then(|c| c.color.as_deref())
        .and_then(|c| When::from_str(c, true).ok())
        .unwrap_or(When::Auto)
}

pub fn init(when: Option<When>, json: bool) {
    if json {
        let _ = ON.set(false);
    }
    let _ = CHOICE.set(when);
}

/// Whether this run paints (the table screen draws its own colours by the same rule).
pub fn enabled() -> bool {
    on()
}

fn on() -> bool {
    *ON.get_or_init(|| {
        // (Not decided at all, as in the unit tests: no colour.)
        let Some(&choice) = CHOICE.get() else {
            return false;
        };
        let when = choice.unwrap_or_else(from_config);
        let choice = match when {
            When::Always => ColorChoice::Always,
            When::Never => ColorChoice::Never,
            When::Auto => AutoStream::choice(&std::io::stdout()),
        };
        choice != ColorChoice::Never
    })
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
/// UTF-8, a terminal that draws no lines), the marks ✓ ✗ · – … → as ASCII (… as ~, one
/// character as before, so that a table laid out with it keeps its width; names keep
/// their letters).
pub fn glyphs(text: &str) -> std::borrow::Cow<'_, str> {
    if !ascii() {
        return std::borrow::Cow::Borrowed(text);
    }
    as_ascii(text)
}

/// The marks ✓ ✗ · – — ─ … → × as ASCII, whatever the terminal (the table screen's
/// ASCII look, decided apart).
pub fn as_ascii(text: &str) -> std::borrow::Cow<'_, str> {
    const MARKS: [(char, &str); 9] = [
        ('✓', "Y"),
        ('✗', "N"),
        ('·', "-"),
        ('–', "-"),
        ('—', "-"),
        ('─', "-"),
        ('…', "~"),
        ('→', "->"),
        ('×', "x"),
    ];
    if !text.contains(|c| MARKS.iter().any(|m| m.0 == c)) {
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

fn wrap(style: Style, text: &str) -> String {
    if on() {
        format!("{style}{text}{style:#}")
    } else {
        text.to_string()
    }
}

/// Every style this module paints with.
fn styles() -> [Style; 8] {
    [
        colour(AnsiColor::Green).bold(),
        colour(AnsiColor::Red).bold(),
        Style::new().bold(),
        colour(AnsiColor::Magenta).bold(),
        colour(AnsiColor::Red),
        colour(AnsiColor::Green),
        colour(AnsiColor::Yellow),
        colour(AnsiColor::Blue),
    ]
}

/// The escape sequences this module writes (each style's start and its reset), which
/// alone may reach a terminal as they are.
fn own_sequences() -> &'static [String] {
    static OWN: OnceLock<Vec<String>> = OnceLock::new();
    OWN.get_or_init(|| {
        let mut all: Vec<String> = styles()
            .iter()
            .flat_map(|s| [format!("{s}"), format!("{s:#}")])
            .filter(|s| !s.is_empty())
            .collect();
        // And those comfy-table writes for the cells the tables style (the winner, the
        // leader), read off a cell it draws so.
        let mut t = comfy_table::Table::new();
        t.enforce_styling();
        t.add_row(vec![
            comfy_table::Cell::new("x")
                .fg(comfy_table::Color::DarkGreen)
                .add_attribute(comfy_table::Attribute::Bold),
        ]);
        let drawn = t.to_string();
        let mut rest = drawn.as_str();
        while let Some(i) = rest.find('\u{1b}') {
            let end = rest[i..].find('m').map_or(rest.len(), |m| i + m + 1);
            all.push(rest[i..end].to_string());
            rest = &rest[end..];
        }
        // Longest first: a sequence that starts another is tried after it.
        all.sort_by_key(|s| std::cmp::Reverse(s.len()));
        all.dedup();
        all
    })
}

/// The one way text reaches a terminal. Whatever came from a file, a name or an
/// argument has its control characters shown, not obeyed: ESC as `^[`, BEL as `^G`,
/// NUL as `^@`, DEL as `^?`, the C1 controls as `\u{9b}`; so a session file, a journal,
/// a file name or a table name can never retitle the terminal, move its cursor or ring
/// it. Line ends and tabs stay, and (when colour is on) the colours this module paints
/// itself.
pub fn shown(text: &str) -> std::borrow::Cow<'_, str> {
    shown_keeping(text, if on() { own_sequences() } else { &[] })
}

/// The same rule for text that leaves by another way than the terminal (the served
/// page, the table screen, which draws its own colours): every control character
/// shown, none kept, whatever the colour.
pub fn shown_plain(text: &str) -> std::borrow::Cow<'_, str> {
    shown_keeping(text, &[])
}

/// How many columns text takes on a terminal: the one measure of every face's width (a
/// wide character two, an accent typed apart none; the colours this module paints
/// none).
pub fn columns(text: &str) -> usize {
    use unicode_width::UnicodeWidthStr;
    if !text.contains('\u{1b}') {
        return text.width();
    }
    // (Only this module's own sequences reach here: ESC [ … m.)
    let mut n = 0;
    let mut rest = text;
    while let Some(i) = rest.find('\u{1b}') {
        n += rest[..i].width();
        rest = &rest[i..];
        rest = rest.find('m').map_or("", |m| &rest[m + 1..]);
    }
    n + rest.width()
}

/// A line cut to what a terminal or a phone shows: a quoted echo of what was typed longer than
/// 60 characters keeps its start ("7 7 7 7 7 …"), and the line at most 1,000.
pub fn cut_echoes(line: &str) -> String {
    let mut out = String::with_capacity(line.len().min(1200));
    let mut parts = line.split('"');
    if let Some(first) = parts.next() {
        out.push_str(first);
    }
    for (i, part) in parts.enumerate() {
        out.push('"');
        // Odd parts are inside quotes.
        if i % 2 == 0 && part.chars().count() > 60 {
            out.extend(part.chars().take(50));
            out.push('…');
        } else {
            out.push_str(part);
        }
    }
    if out.chars().count() > 1000 {
        out = out.chars().take(999).collect();
        out.push('…');
    }
    out
}

/// Text cut to at most `most` columns, whole characters kept.
pub fn cut_to(text: &str, most: usize) -> String {
    use unicode_width::UnicodeWidthChar;
    let mut used = 0;
    let mut out = String::new();
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w > most {
            break;
        }
        used += w;
        out.push(c);
    }
    out
}

fn shown_keeping<'a>(text: &'a str, own: &[String]) -> std::borrow::Cow<'a, str> {
    // The bidirectional marks, embeddings, overrides and isolates too: obeyed, one in
    // a name turns the rest of the line around ("Trojan Source").
    let is_control = |c: char| {
        (c.is_control() && c != '\n' && c != '\t')
            || c == '\u{7f}'
            || matches!(c, '\u{61c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
            // And the invisible ones that hide text: zero width space, word joiner and
            // its kin, the byte order mark, the soft hyphen (the joiners that make an
            // emoji or a script's letters are kept).
            || matches!(c, '\u{ad}' | '\u{200b}' | '\u{2060}'..='\u{2064}' | '\u{feff}')
    };
    // (Byte by byte where the text is ASCII: a history's whole text passes here.)
    let bytes = text.as_bytes();
    let mut i = 0;
    let clean = loop {
        let Some(&b) = bytes.get(i) else { break true };
        if b < 0x80 {
            if (b < 0x20 && b != b'\n' && b != b'\t') || b == 0x7f {
                break false;
            }
            i += 1;
        } else {
            let c = text[i..].chars().next().unwrap_or_default();
            if is_control(c) {
                break false;
            }
            i += c.len_utf8();
        }
    };
    if clean {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c == '\u{1b}'
            && let Some(seq) = own.iter().find(|s| rest.starts_with(s.as_str()))
        {
            out.push_str(seq);
            rest = &rest[seq.len()..];
            continue;
        }
        match c {
            '\u{7f}' => out.push_str("^?"),
            c if is_control(c) && (c as u32) < 0x20 => {
                out.push('^');
                out.push(char::from(b'@' + c as u8));
            }
            c if is_control(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
        rest = &rest[c.len_utf8()..];
    }
    std::borrow::Cow::Owned(out)
}

fn colour(c: AnsiColor) -> Style {
    Style::new().fg_color(Some(c.into()))
}

/// A yes: valid, found, fits, the winner.
pub fn good(text: &str) -> String {
    wrap(colour(AnsiColor::Green).bold(), text)
}

/// A no: not valid, not found, does not fit.
pub fn bad(text: &str) -> String {
    wrap(colour(AnsiColor::Red).bold(), text)
}

/// Worth a glance: the leader.
pub fn strong(text: &str) -> String {
    wrap(Style::new().bold(), text)
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
                    'R' => Some(AnsiColor::Red),
                    'G' => Some(AnsiColor::Green),
                    'Y' => Some(AnsiColor::Yellow),
                    'B' => Some(AnsiColor::Blue),
                    _ => None,
                });
            match (colour, card.starts_with('W') || card.contains('*')) {
                (_, true) => wrap(self::colour(AnsiColor::Magenta).bold(), card),
                (Some(c), false) => wrap(self::colour(c), card),
                (None, false) => card.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// JSON as it leaves the program: serde escapes the C0 controls; DEL and the C1
/// controls (U+0080 to U+009F, a terminal's CSI among them) are escaped too, so no
/// control byte from a file reaches a terminal raw through `--json` either.
pub fn json(value: &serde_json::Value, pretty: bool) -> String {
    let text = if pretty {
        serde_json::to_string_pretty(value)
    } else {
        serde_json::to_string(value)
    }
    .expect("JSON values print");
    // The bidirectional and invisible marks too: escaped, as the text shows them.
    let escaped = |c: char| {
        ('\u{7f}'..='\u{9f}').contains(&c)
            || matches!(c, '\u{ad}' | '\u{61c}' | '\u{200b}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}')
    };
    if !text.contains(escaped) {
        return text;
    }
    // (They can stand only inside strings: JSON's own marks are ASCII.)
    text.chars()
        .map(|c| {
            if escaped(c) {
                format!("\\u{:04x}", u32::from(c))
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// The address as a QR code in half blocks. With colour, drawn black on white whatever
/// the terminal's colours; without, light on dark (as most terminals are).
pub fn qr(url: &str) -> String {
    use qrcode::render::unicode::Dense1x2;
    let Ok(code) = qrcode::QrCode::new(url.as_bytes()) else {
        return String::new();
    };
    let colour = enabled();
    let mut render = code.render::<Dense1x2>();
    if !colour {
        render
            .dark_color(Dense1x2::Light)
            .light_color(Dense1x2::Dark);
    }
    let text = render.quiet_zone(true).build();
    let mut out = String::with_capacity(text.len() * 2);
    for line in text.lines() {
        if colour {
            out.push_str(&format!("\u{1b}[30;107m{line}\u{1b}[0m\n"));
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The address as a QR code's rows in half blocks, for a face that colours them
/// itself: drawn as they are for black on white (`light_on_dark` false), or turned
/// for a terminal's own light on dark. As small as a code is that a phone reads off a
/// screen: the lowest error correction (a screen is not a crumpled label) and a quiet
/// zone of two modules (a serve address holds in 17 rows, a seat's link in 19: a
/// terminal of 24 rows shows it).
pub fn qr_rows(url: &str, light_on_dark: bool) -> Vec<String> {
    const QUIET: usize = 2;
    let Ok(code) = qrcode::QrCode::with_error_correction_level(url.as_bytes(), qrcode::EcLevel::L)
    else {
        return Vec::new();
    };
    let width = code.width();
    let side = width + 2 * QUIET;
    let colours = code.to_colors();
    // Whether the module at (x, y) of the code with its quiet zone is drawn (a block).
    let drawn = |x: usize, y: usize| -> bool {
        let dark = x >= QUIET
            && y >= QUIET
            && x < QUIET + width
            && y < QUIET + width
            && colours[(y - QUIET) * width + (x - QUIET)] == qrcode::Color::Dark;
        dark != light_on_dark
    };
    (0..side)
        .step_by(2)
        .map(|y| {
            (0..side)
                .map(|x| match (drawn(x, y), y + 1 < side && drawn(x, y + 1)) {
                    (true, true) => '█',
                    (true, false) => '▀',
                    (false, true) => '▄',
                    (false, false) => ' ',
                })
                .collect()
        })
        .collect()
}
