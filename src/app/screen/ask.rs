//! The hand's end asked in place: the same questions `phase10 hand` asks at a terminal
//! (who went out, who else made it, each player's cards or points left, the phase cards,
//! the Twist choices, the save piles), put on the screen one at a time. The questions
//! are asked by `hand::ask` on a thread of its own; each answer comes back over a
//! channel. An answer the question refuses is asked again with the reason, the text
//! typed kept.

use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

use anyhow::{Result, anyhow};
use phase10::session::{Hand, Session, Standings};

use super::super::prompt::Ask;

/// A question on the screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    pub prompt: String,
    /// The choices, where there are (numbered from 1 on the screen).
    pub items: Vec<String>,
    pub kind: Kind,
    /// The answer it starts from (Enter keeps it).
    pub initial: String,
    /// Why the answer before was refused.
    pub refused: Option<String>,
    /// What was said before it (who deals, the hand summed up).
    pub said: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// One of the items: its number or the start of it.
    One,
    /// Any of the items: names or numbers, or none.
    Some,
    /// Text (`secret`: not shown as typed).
    Text { secret: bool },
    /// Yes or no.
    YesNo,
}

/// How a hand's end is asked (`phase10 hand`'s questions, handed in).
pub type AskHand = fn(&Session, &Standings, &mut Hand, &mut dyn Ask, Option<&Hand>) -> Result<()>;

/// A hand being asked for: the question on the screen, and the thread asking.
pub struct Asking {
    pub question: Question,
    questions: Receiver<Question>,
    answers: Sender<Option<String>>,
    thread: Option<JoinHandle<Result<Hand>>>,
}

/// What the thread says next.
pub enum Next {
    /// Nothing new yet.
    Wait,
    /// The next question is on the screen.
    Asked,
    /// Every question answered: the hand, or why not.
    Done(Box<Result<Hand>>),
}

impl Asking {
    /// Starts asking for the hand of `session` after `state`, with who went out where
    /// the table said it.
    ///
    /// Where the hand was answered once and refused as a whole (`was`, and `why`), every
    /// question is asked again with the answer given before, the reason on the first.
    pub fn start(
        ask: AskHand,
        session: Session,
        state: Standings,
        out: Option<String>,
        was: Option<(Hand, String)>,
    ) -> Asking {
        let (ask_tx, questions) = channel();
        let (answers, answer_rx) = channel();
        let thread = std::thread::spawn(move || {
            let (was, why) = match was {
                Some((hand, why)) => (Some(hand), Some(why)),
                None => (None, None),
            };
            let mut relay = Relay {
                questions: ask_tx,
                answers: answer_rx,
                said: Vec::new(),
                why,
            };
            let mut hand = Hand {
                out: out.unwrap_or_default(),
                ..Hand::default()
            };
            ask(&session, &state, &mut hand, &mut relay, was.as_ref())?;
            Ok(hand)
        });
        Asking {
            question: Question {
                prompt: String::new(),
                items: Vec::new(),
                kind: Kind::YesNo,
                initial: String::new(),
                refused: None,
                said: Vec::new(),
            },
            questions,
            answers,
            thread: Some(thread),
        }
    }

    /// Takes the thread's next word: a question, or the hand.
    pub fn poll(&mut self) -> Next {
        match self.questions.try_recv() {
            Ok(q) => {
                self.question = q;
                Next::Asked
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => Next::Wait,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                let Some(thread) = self.thread.take() else {
                    return Next::Wait;
                };
                Next::Done(Box::new(thread.join().unwrap_or_else(|_| {
                    Err(anyhow!("the questions stopped unexpectedly"))
                })))
            }
        }
    }

    /// Waits (up to `wait`) for the thread's next word.
    pub fn wait(&mut self, wait: std::time::Duration) -> Next {
        match self.questions.recv_timeout(wait) {
            Ok(q) => {
                self.question = q;
                Next::Asked
            }
            Err(_) => self.poll(),
        }
    }

    /// The answer typed (`None`: the question set aside, nothing recorded).
    pub fn answer(&self, text: Option<String>) {
        let _ = self.answers.send(text);
    }
}

/// `Ask` for the thread: each question sent to the screen, each answer received.
struct Relay {
    questions: Sender<Question>,
    answers: Receiver<Option<String>>,
    said: Vec<String>,
    /// Why the hand answered before was refused (said with the first question).
    why: Option<String>,
}

impl Relay {
    /// Puts the question on the screen until an answer it takes comes back.
    fn put<T>(
        &mut self,
        mut question: Question,
        take: &dyn Fn(&str) -> Result<T, String>,
    ) -> Result<T> {
        question.said = std::mem::take(&mut self.said);
        if let Some(why) = self.why.take() {
            question.refused = Some(why);
        }
        loop {
            self.questions
                .send(question.clone())
                .map_err(|_| anyhow!("cancelled; nothing was written"))?;
            let Ok(Some(text)) = self.answers.recv() else {
                return Err(anyhow!("set aside; nothing was written"));
            };
            match take(text.trim()) {
                Ok(v) => return Ok(v),
                Err(why) => {
                    question.refused = Some(why);
                    question.initial = text;
                }
            }
        }
    }

    fn question(prompt: &str, items: &[String], kind: Kind, initial: String) -> Question {
        Question {
            prompt: prompt.to_string(),
            items: items.to_vec(),
            kind,
            initial,
            refused: None,
            said: Vec::new(),
        }
    }
}

/// The item an answer names: its number (1-based) or the one item it starts.
fn item(items: &[String], text: &str) -> Result<usize, String> {
    if let Ok(n) = text.parse::<usize>() {
        if (1..=items.len()).contains(&n) {
            return Ok(n - 1);
        }
        return Err(format!("a number from 1 to {}", items.len()));
    }
    let key = phase10::name::bare(text);
    let found: Vec<usize> = (0..items.len())
        .filter(|&i| !key.is_empty() && phase10::name::bare(&items[i]).starts_with(&key))
        .collect();
    match found[..] {
        [one] => Ok(one),
        [] => Err(format!("one of: {}", items.join(", "))),
        _ => Err(format!(
            "which one: {}?",
            found
                .iter()
                .map(|&i| items[i].as_str())
                .collect::<Vec<_>>()
                .join(" or ")
        )),
    }
}

impl Ask for Relay {
    fn select(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize> {
        let initial = (default + 1).to_string();
        let q = Relay::question(prompt, items, Kind::One, initial.clone());
        self.put(q, &|t| item(items, if t.is_empty() { &initial } else { t }))
    }

    fn multi(&mut self, prompt: &str, items: &[String]) -> Result<Vec<usize>> {
        self.multi_from(prompt, items, &vec![false; items.len()])
    }

    fn multi_from(
        &mut self,
        prompt: &str,
        items: &[String],
        ticked: &[bool],
    ) -> Result<Vec<usize>> {
        let initial = (0..items.len())
            .filter(|&i| ticked.get(i).copied().unwrap_or(false))
            .map(|i| items[i].clone())
            .collect::<Vec<_>>()
            .join(", ");
        let q = Relay::question(
            &format!("{prompt} (names, or none)"),
            items,
            Kind::Some,
            initial,
        );
        self.put(q, &|t| {
            if t.is_empty() || t.eq_ignore_ascii_case("none") || t == "-" {
                return Ok(Vec::new());
            }
            let mut picked = Vec::new();
            for part in t.split([',', ' ']).filter(|p| !p.is_empty()) {
                let i = item(items, part)?;
                if !picked.contains(&i) {
                    picked.push(i);
                }
            }
            Ok(picked)
        })
    }

    fn input(
        &mut self,
        prompt: &str,
        allow_empty: bool,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        let q = Relay::question(prompt, &[], Kind::Text { secret: false }, String::new());
        self.put(q, &|t| {
            if t.is_empty() && !allow_empty {
                return Err("an answer is needed".into());
            }
            check(t).map(|()| t.to_string())
        })
    }

    fn input_from(
        &mut self,
        prompt: &str,
        initial: &str,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        let q = Relay::question(
            prompt,
            &[],
            Kind::Text { secret: false },
            initial.to_string(),
        );
        self.put(q, &|t| {
            if t.is_empty() {
                return Err("an answer is needed".into());
            }
            check(t).map(|()| t.to_string())
        })
    }

    fn secret(
        &mut self,
        prompt: &str,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        let q = Relay::question(prompt, &[], Kind::Text { secret: true }, String::new());
        self.put(q, &|t| check(t).map(|()| t.to_string()))
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool> {
        let q = Relay::question(
            &format!("{prompt} (y/n)"),
            &[],
            Kind::YesNo,
            if default { "y" } else { "n" }.into(),
        );
        self.put(q, &|t| match t.to_lowercase().as_str() {
            "" => Ok(default),
            "y" | "yes" => Ok(true),
            "n" | "no" => Ok(false),
            _ => Err("y or n".into()),
        })
    }

    fn say(&mut self, text: &str) {
        self.said
            .extend(text.lines().map(str::to_string).filter(|l| !l.is_empty()));
    }
}
