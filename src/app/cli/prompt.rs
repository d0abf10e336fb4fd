//! Prompts at the edge: a small trait, answered by dialoguer on a terminal.
//! Every prompt has a flag that does the same for scripts.

use std::io::IsTerminal;

use anyhow::{Result, anyhow};
use dialoguer::{Confirm, Input, MultiSelect, Select};

use crate::app::core::words::catalogue::Area::Report;
use crate::say;

/// The questions a command may ask.
pub trait Ask {
    fn select(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize>;
    fn multi(&mut self, prompt: &str, items: &[String]) -> Result<Vec<usize>>;
    fn input(
        &mut self,
        prompt: &str,
        allow_empty: bool,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String>;
    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool>;

    /// `input`, starting from an answer given before (Enter keeps it).
    fn input_from(
        &mut self,
        prompt: &str,
        initial: &str,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        let _ = initial;
        self.input(prompt, false, check)
    }

    /// `multi`, with the items ticked before already ticked.
    fn multi_from(
        &mut self,
        prompt: &str,
        items: &[String],
        ticked: &[bool],
    ) -> Result<Vec<usize>> {
        let _ = ticked;
        self.multi(prompt, items)
    }

    /// A line to read before the next question (who deals, what was refused).
    fn say(&mut self, text: &str) {
        eprintln!("{}", crate::app::core::paint::shown(text.trim_end()));
    }

    /// `input` that is not echoed: for what the others at the table must not see.
    fn secret(
        &mut self,
        prompt: &str,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        self.input(prompt, false, check)
    }
}

/// Whether someone is there to answer.
pub fn interactive() -> bool {
    std::io::stdin().is_terminal() && std::io::stderr().is_terminal()
}

/// dialoguer on the terminal.
pub struct Terminal;

#[allow(clippy::needless_pass_by_value)] // map_err hands it over by value
fn cancelled(e: dialoguer::Error) -> anyhow::Error {
    anyhow!(
        "{}",
        say!(Report, "prompt-cancelled", "why" => e.to_string())
    )
}

/// A prompt's words, and a refusal of an answer, as they reach the terminal: shown,
/// never obeyed (see [`crate::app::core::paint::shown`]).
fn shown(text: &str) -> String {
    crate::app::core::paint::shown(text).into_owned()
}

fn shown_all(items: &[String]) -> Vec<String> {
    items.iter().map(|i| shown(i)).collect()
}

impl Ask for Terminal {
    fn select(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize> {
        Select::with_theme(&Words)
            .with_prompt(shown(prompt))
            .items(shown_all(items))
            .default(default)
            .interact()
            .map_err(cancelled)
    }

    fn multi(&mut self, prompt: &str, items: &[String]) -> Result<Vec<usize>> {
        MultiSelect::with_theme(&Words)
            .with_prompt(shown(&say!(Report, "prompt-tick", "prompt" => prompt)))
            .items(shown_all(items))
            .interact()
            .map_err(cancelled)
    }

    fn input(
        &mut self,
        prompt: &str,
        allow_empty: bool,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        Input::<String>::with_theme(&Words)
            .with_prompt(shown(prompt))
            .allow_empty(allow_empty)
            .validate_with(|s: &String| check(s.trim()).map_err(|e| shown(&e)))
            .interact_text()
            .map(|s| s.trim().to_string())
            .map_err(cancelled)
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool> {
        Confirm::with_theme(&Words)
            .with_prompt(shown(prompt))
            .default(default)
            .interact()
            .map_err(cancelled)
    }

    fn input_from(
        &mut self,
        prompt: &str,
        initial: &str,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        Input::<String>::with_theme(&Words)
            .with_prompt(shown(prompt))
            .with_initial_text(shown(initial))
            .allow_empty(true)
            .validate_with(|s: &String| check(s.trim()).map_err(|e| shown(&e)))
            .interact_text()
            .map(|s| s.trim().to_string())
            .map_err(cancelled)
    }

    fn multi_from(
        &mut self,
        prompt: &str,
        items: &[String],
        ticked: &[bool],
    ) -> Result<Vec<usize>> {
        MultiSelect::with_theme(&Words)
            .with_prompt(shown(&say!(Report, "prompt-tick", "prompt" => prompt)))
            .items(shown_all(items))
            .defaults(ticked)
            .interact()
            .map_err(cancelled)
    }

    fn secret(
        &mut self,
        prompt: &str,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        dialoguer::Password::with_theme(&Words)
            .with_prompt(shown(&say!(Report, "prompt-secret", "prompt" => prompt)))
            .allow_empty_password(true)
            .validate_with(|s: &String| check(s.trim()).map_err(|e| shown(&e)))
            .interact()
            .map(|s| s.trim().to_string())
            .map_err(cancelled)
    }
}

/// Questions asked line by line (plain mode, for a screen reader or a braille display):
/// each question a line on standard output with its choices numbered, each answer a
/// line of standard input (a number, or the start of a choice's words); Enter takes
/// what the question offers, and an answer refused says why and asks again.
pub struct Lines;

/// The longest answer read: far past any name list or choice.
const MAX_ANSWER: usize = 4 * 1024;

impl Lines {
    /// Asks `prompt` (with what Enter takes, if anything) and reads one answer line;
    /// the input's end is no answer (nothing is written).
    fn line(prompt: &str, offered: Option<&str>) -> Result<String> {
        use std::io::{BufRead, Read, Write};
        let mark = Words::mark(prompt);
        let asked = match offered {
            Some(o) if !o.is_empty() => format!("{prompt} [{o}]{mark} "),
            _ => format!("{prompt}{mark} "),
        };
        let mut out = std::io::stdout().lock();
        loop {
            write!(out, "{}", shown(&asked))?;
            out.flush()?;
            let mut bytes = Vec::new();
            let mut input = std::io::stdin().lock();
            let read = Read::by_ref(&mut input)
                .take(MAX_ANSWER as u64 + 1)
                .read_until(b'\n', &mut bytes)?;
            if read == 0 {
                writeln!(out)?;
                return Err(anyhow!("{}", say!(Report, "prompt-cancelled-ended")));
            }
            // An answer past any a question takes: the rest of its line passed over.
            if bytes.len() > MAX_ANSWER {
                while !bytes.ends_with(b"\n") {
                    bytes.clear();
                    if Read::by_ref(&mut input)
                        .take(MAX_ANSWER as u64)
                        .read_until(b'\n', &mut bytes)?
                        == 0
                    {
                        break;
                    }
                }
                writeln!(out)?;
                writeln!(
                    out,
                    "{}",
                    say!(Report, "prompt-too-long", "most" => MAX_ANSWER.to_string())
                )?;
                continue;
            }
            let Ok(line) = String::from_utf8(bytes) else {
                writeln!(out)?;
                writeln!(out, "{}", say!(Report, "prompt-not-utf8"))?;
                continue;
            };
            let line = line.trim_end_matches(['\n', '\r']).to_string();
            // Read from a file or a pipe, what was read is said, so the log reads as typed.
            if !std::io::stdin().is_terminal() {
                writeln!(out, "{}", shown(&line))?;
            }
            // `q` leaves the questions, as it leaves the table: nothing written.
            if matches!(line.trim().to_lowercase().as_str(), "q" | "quit") {
                return Err(anyhow!("{}", say!(Report, "prompt-cancelled-q")));
            }
            return Ok(line.trim().to_string());
        }
    }

    /// A line said before the next question.
    fn tell(text: &str) {
        use std::io::Write;
        let _ = writeln!(std::io::stdout().lock(), "{}", shown(text.trim_end()));
    }

    /// The choices, one a line, numbered from 1.
    fn list(items: &[String]) {
        for (i, item) in items.iter().enumerate() {
            Lines::tell(&format!("  {} {item}", i + 1));
        }
    }

    /// The choice an answer names: its number, the start of its words, or the key it
    /// ends with in brackets (one choice only).
    fn pick(answer: &str, items: &[String]) -> Result<usize, String> {
        if let Ok(n) = answer.parse::<usize>() {
            return (1..=items.len())
                .contains(&n)
                .then(|| n - 1)
                .ok_or_else(|| say!(Report, "prompt-give-number", "count" => items.len()));
        }
        // The start of its words, or the key in its brackets (`runs_wrap`).
        let low = answer.to_lowercase();
        let key = format!("({low})");
        let found: Vec<usize> = (0..items.len())
            .filter(|&i| {
                let item = items[i].to_lowercase();
                item.starts_with(&low) || item.ends_with(&key)
            })
            .collect();
        match found[..] {
            [one] => Ok(one),
            [] => Err(say!(
                Report,
                "prompt-none-of",
                "answer" => answer,
                "count" => items.len(),
            )),
            _ => Err(say!(Report, "prompt-more-than-one", "answer" => answer)),
        }
    }
}

impl Ask for Lines {
    fn select(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize> {
        Lines::list(items);
        loop {
            let offered = items.get(default).map(String::as_str);
            let answer = Lines::line(prompt, offered)?;
            if answer.is_empty() {
                return Ok(default.min(items.len().saturating_sub(1)));
            }
            match Lines::pick(&answer, items) {
                Ok(i) => return Ok(i),
                Err(why) => Lines::tell(&say!(Report, "prompt-no", "why" => why)),
            }
        }
    }

    fn multi(&mut self, prompt: &str, items: &[String]) -> Result<Vec<usize>> {
        self.multi_from(prompt, items, &[])
    }

    fn multi_from(
        &mut self,
        prompt: &str,
        items: &[String],
        ticked: &[bool],
    ) -> Result<Vec<usize>> {
        Lines::list(items);
        let before: Vec<usize> = (0..items.len())
            .filter(|&i| ticked.get(i).copied().unwrap_or(false))
            .collect();
        let offered = if before.is_empty() {
            "none".to_string()
        } else {
            before
                .iter()
                .map(|i| (i + 1).to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        let asked = say!(Report, "prompt-numbers", "prompt" => prompt);
        loop {
            let answer = Lines::line(&asked, Some(&offered))?;
            if answer.is_empty() {
                return Ok(before);
            }
            if answer.eq_ignore_ascii_case("none") {
                return Ok(Vec::new());
            }
            let picked: Result<Vec<usize>, String> = answer
                .split(',')
                .map(str::trim)
                .filter(|a| !a.is_empty())
                .map(|a| Lines::pick(a, items))
                .collect();
            match picked {
                Ok(mut picked) => {
                    picked.sort_unstable();
                    picked.dedup();
                    return Ok(picked);
                }
                Err(why) => Lines::tell(&say!(Report, "prompt-no", "why" => why)),
            }
        }
    }

    fn input(
        &mut self,
        prompt: &str,
        allow_empty: bool,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        loop {
            let answer = Lines::line(prompt, None)?;
            if answer.is_empty() && !allow_empty {
                Lines::tell(&say!(Report, "prompt-needed"));
                continue;
            }
            match check(&answer) {
                Ok(()) => return Ok(answer),
                Err(why) => Lines::tell(&say!(Report, "prompt-no", "why" => why)),
            }
        }
    }

    fn input_from(
        &mut self,
        prompt: &str,
        initial: &str,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        loop {
            let mut answer = Lines::line(prompt, Some(initial))?;
            if answer.is_empty() {
                answer = initial.to_string();
            }
            match check(&answer) {
                Ok(()) => return Ok(answer),
                Err(why) => Lines::tell(&say!(Report, "prompt-no", "why" => why)),
            }
        }
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool> {
        let offered = if default { "y" } else { "n" };
        loop {
            let answer = Lines::line(
                &say!(Report, "prompt-y-or-n", "prompt" => prompt),
                Some(offered),
            )?;
            match answer.to_lowercase().as_str() {
                "" => return Ok(default),
                // German yes and no are taken too, at every table: neither is an English answer.
                "y" | "yes" | "j" | "ja" => return Ok(true),
                "n" | "no" | "nein" => return Ok(false),
                _ => Lines::tell(&say!(Report, "prompt-answer-y-or-n")),
            }
        }
    }

    fn say(&mut self, text: &str) {
        Lines::tell(text);
    }
}

/// Answers given in advance, for unit tests of the prompting code: each question takes
/// the next answer, and a question the script did not expect fails the test.
#[cfg(test)]
pub struct Script {
    pub answers: std::collections::VecDeque<(&'static str, String)>,
    pub asked: Vec<String>,
    /// The choices each multi-select offered.
    pub offered: Vec<Vec<String>>,
    /// Where each question started: the text typed before, the choice, the ticks.
    pub initials: Vec<String>,
    pub defaults: Vec<usize>,
    pub ticked: Vec<Vec<bool>>,
}

#[cfg(test)]
impl Script {
    pub fn new(answers: &[(&'static str, &str)]) -> Script {
        Script {
            answers: answers
                .iter()
                .map(|(q, a)| (*q, (*a).to_string()))
                .collect(),
            asked: Vec::new(),
            offered: Vec::new(),
            initials: Vec::new(),
            defaults: Vec::new(),
            ticked: Vec::new(),
        }
    }

    fn next(&mut self, prompt: &str) -> String {
        self.asked.push(prompt.to_string());
        let (expected, answer) = self
            .answers
            .pop_front()
            .unwrap_or_else(|| panic!("unexpected question {prompt:?}"));
        assert!(
            prompt.contains(expected),
            "asked {prompt:?}, expected a question with {expected:?}"
        );
        answer
    }
}

#[cfg(test)]
impl Ask for Script {
    fn select(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize> {
        self.defaults.push(default);
        let answer = self.next(prompt);
        items
            .iter()
            .position(|i| i.starts_with(&answer))
            .ok_or_else(|| anyhow!("{answer:?} is not among {items:?}"))
    }

    fn multi(&mut self, prompt: &str, items: &[String]) -> Result<Vec<usize>> {
        self.offered.push(items.to_vec());
        let answer = self.next(prompt);
        answer
            .split(',')
            .filter(|a| !a.is_empty())
            .map(|a| {
                items
                    .iter()
                    .position(|i| i == a)
                    .ok_or_else(|| anyhow!("{a:?} is not among {items:?}"))
            })
            .collect()
    }

    fn input(
        &mut self,
        prompt: &str,
        _allow_empty: bool,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        // As at a terminal: an answer the question refuses is asked again (the script
        // answers it again).
        loop {
            let answer = self.next(prompt);
            if check(&answer).is_ok() {
                return Ok(answer);
            }
            if self.answers.is_empty() {
                let e = check(&answer).expect_err("refused");
                return Err(anyhow!("{answer:?} refused: {e}"));
            }
        }
    }

    fn confirm(&mut self, prompt: &str, _default: bool) -> Result<bool> {
        Ok(self.next(prompt) == "y")
    }

    fn input_from(
        &mut self,
        prompt: &str,
        initial: &str,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        self.initials.push(initial.to_string());
        self.input(prompt, false, check)
    }

    fn multi_from(
        &mut self,
        prompt: &str,
        items: &[String],
        ticked: &[bool],
    ) -> Result<Vec<usize>> {
        self.ticked.push(ticked.to_vec());
        self.multi(prompt, items)
    }
}

/// dialoguer's plain look, but a question is not followed by a colon ("Who deals
/// first?", not "Who deals first?:").
struct Words;

impl Words {
    fn mark(prompt: &str) -> &'static str {
        if prompt.ends_with('?') { "" } else { ":" }
    }
}

impl dialoguer::theme::Theme for Words {
    fn format_prompt(&self, f: &mut dyn std::fmt::Write, prompt: &str) -> std::fmt::Result {
        write!(f, "{prompt}{}", Words::mark(prompt))
    }

    fn format_input_prompt(
        &self,
        f: &mut dyn std::fmt::Write,
        prompt: &str,
        default: Option<&str>,
    ) -> std::fmt::Result {
        let mark = Words::mark(prompt);
        match default {
            Some(default) if prompt.is_empty() => write!(f, "[{default}]: "),
            Some(default) => write!(f, "{prompt} [{default}]{mark} "),
            None => write!(f, "{prompt}{mark} "),
        }
    }

    fn format_input_prompt_selection(
        &self,
        f: &mut dyn std::fmt::Write,
        prompt: &str,
        sel: &str,
    ) -> std::fmt::Result {
        write!(f, "{prompt}{} {sel}", Words::mark(prompt))
    }
}

#[cfg(test)]
mod tests {
    use dialoguer::theme::Theme;

    use crate::app::cli::prompt::Words;

    #[test]
    fn a_question_takes_no_colon() {
        let mut s = String::new();
        Words.format_prompt(&mut s, "Who deals first?").unwrap();
        assert_eq!(s, "Who deals first?");
        let mut s = String::new();
        Words.format_prompt(&mut s, "Edition").unwrap();
        assert_eq!(s, "Edition:");
        let mut s = String::new();
        Words
            .format_input_prompt(&mut s, "How many phases win?", None)
            .unwrap();
        assert_eq!(s, "How many phases win? ");
    }
}
