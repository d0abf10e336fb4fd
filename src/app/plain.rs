//! `phase10 play --plain`: the table's conversation ([`crate::app::core::talk`]) as plain lines,
//! for a screen reader, a braille display or a log. Each line read from standard input
//! is the same words the screen takes, through the same events; each answer is printed
//! as a line; a question (an answer of the hand's end, a yes or no) is printed as a
//! prompt line, and an empty answer keeps the answer as it stands.

use crate::app::core::words::catalogue::Area::Table;
use crate::app::core::words::{Face, summary as summary_words};
use crate::say;
use std::io::{BufRead, Read, Write};
use std::path::PathBuf;

use anyhow::Result;

use crate::app::core::paint::shown;
use crate::app::core::talk::line::typed;
use crate::app::core::talk::{Heard, Talk, Tone};
use crate::app::screen::view::served_line;

/// The longest line read: a whole deck typed twice over is far less.
const MAX_LINE: usize = 64 * 1024;

pub fn run(path: PathBuf, title: String, current: bool, served: Option<&str>) -> Result<()> {
    let mut talk = Talk::new(path, title, current)?;
    // No keys to move between rows: the words say so.
    talk.keys = false;
    // It hosts the table: someone going out on a phone begins the hand's end here.
    talk.host();
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", shown(&headline(&talk)))?;
    writeln!(out, "{}", say!(Table, "plain-banner"))?;
    if let Some(url) = served {
        writeln!(out, "{}", served_line(url))?;
    }
    let mut shown_rows = false;
    loop {
        // The question pending, asked: the rows first, when the hand's end begins or
        // comes to the question whether to record.
        if let Some(summary) = talk.summary() {
            let at_end = summary.active().is_none();
            if !shown_rows || at_end {
                write!(out, "{}", shown(&summary_words::rows(summary, Face::Table)))?;
                shown_rows = true;
            }
        } else {
            shown_rows = false;
        }
        let question = talk.question();
        match &question {
            Some(q) if q.initial.is_empty() || q.secret => write!(out, "{}: ", shown(&q.prompt))?,
            Some(q) => write!(out, "{}: ", shown(&format!("{} [{}]", q.prompt, q.initial)))?,
            None => write!(out, "> ")?,
        }
        out.flush()?;
        let mut bytes = Vec::new();
        // (Input that cannot be read ends the table's words as its end does.)
        let Ok(read) = Read::by_ref(&mut input)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut bytes)
        else {
            writeln!(out)?;
            break;
        };
        if read == 0 {
            writeln!(out)?;
            break;
        }
        if bytes.len() > MAX_LINE {
            writeln!(out, "{}", say!(Table, "plain-too-long", "most" => MAX_LINE))?;
            // The rest of the overlong line is not read as lines of its own: it is
            // passed over a piece at a time (an endless line takes no more memory).
            loop {
                let mut rest = Vec::new();
                match Read::by_ref(&mut input)
                    .take(MAX_LINE as u64)
                    .read_until(b'\n', &mut rest)
                {
                    Ok(0) | Err(_) => break,
                    Ok(_) if rest.ends_with(b"\n") => break,
                    Ok(_) => {}
                }
            }
            continue;
        }
        let Ok(line) = String::from_utf8(bytes) else {
            writeln!(out, "{}", say!(Table, "plain-not-utf8"))?;
            continue;
        };
        let mut line = line.trim_end_matches(['\n', '\r']).to_string();
        // Read from a file or a pipe, what was read is said, so the log reads as typed.
        if !std::io::IsTerminal::is_terminal(&std::io::stdin()) {
            writeln!(out, "{}", shown(&line))?;
        }
        // An arrow key typed in a line-by-line mode: no line is recalled or moved to
        // here; said, not read as words.
        if line.contains('\u{1b}') {
            writeln!(out, "{}", say!(Table, "plain-keys"))?;
            continue;
        }
        // An empty answer keeps the answer as it stands.
        if let Some(q) = &question
            && line.trim().is_empty()
            && !q.initial.is_empty()
        {
            line.clone_from(&q.initial);
        }
        // The file as it is now (another laptop, a command, a hand edit): a question
        // asked on the file as it was is set aside, and the line that answered it is
        // not taken for words of its own.
        let asked = talk.pending.is_some();
        talk.follow();
        talk.reload();
        if asked && talk.pending.is_none() {
            if let Some(m) = talk.message.take() {
                writeln!(out, "{}", shown(&m.text))?;
            }
            continue;
        }
        match talk.enter(&line) {
            Heard::Quit => break,
            Heard::Seats => match served {
                Some(url) => match crate::app::core::seat_links::of_talk(&talk, url) {
                    Ok(links) => {
                        for (name, link) in links {
                            writeln!(
                                out,
                                "  {}",
                                shown(&crate::app::core::words::seat_link(&name, &link))
                            )?;
                        }
                        writeln!(out, "  {}", crate::app::core::words::seats_kept())?;
                    }
                    Err(e) => writeln!(
                        out,
                        "{}",
                        say!(Table, "plain-no", "why" => shown(&e.to_string()).into_owned())
                    )?,
                },
                None => writeln!(
                    out,
                    "{}",
                    say!(Table, "plain-no", "why" => crate::app::core::words::seats_not_served())
                )?,
            },
            Heard::BgStats => match talk.bgstats_link() {
                Ok(link) => writeln!(
                    out,
                    "  {}",
                    shown(&crate::app::core::words::bgstats_link(&link))
                )?,
                Err(why) => writeln!(out, "{}", say!(Table, "plain-no", "why" => why))?,
            },
            Heard::Help => {
                for l in crate::app::core::words::help(false) {
                    writeln!(out, "  {l}")?;
                }
                if let Some(url) = served {
                    writeln!(out, "  {}", served_line(url))?;
                }
            }
            Heard::Taken | Heard::Refused => {}
        }
        if let Some(m) = talk.message.take() {
            let mark = if m.tone == Tone::Refused {
                say!(Table, "plain-no-mark")
            } else {
                String::new()
            };
            writeln!(out, "{mark}{}", shown(&m.text))?;
        }
        if let Some(problem) = &talk.problem {
            writeln!(out, "the file no longer replays: {}", shown(problem))?;
        }
    }
    Ok(())
}

/// Where the game stands, in one line.
fn headline(talk: &Talk) -> String {
    let (session, state) = (talk.game.session(), &talk.game.state);
    let mut parts = vec![format!("phase10 · {}", talk.title)];
    parts.extend(crate::app::core::words::stands(session, state, &|s| {
        typed(session, s)
    }));
    parts.join(" · ")
}
