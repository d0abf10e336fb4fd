//! Every word the program says, in one layer: each typed value of the library (a
//! refusal, an outcome, a reason) worded for the face that shows it. This is the one
//! place a language plugs in.

pub mod refusal;
pub mod rules;
pub mod summary;

pub use refusal::{problem, refusal};

/// Who speaks a refusal's advice: the command line's `phase10 hand` (its flags,
/// `--attempt Ann=N`, and `phase10 …` lines), `phase10 lay` (`--attempt N`), or the
/// table (the words typed at the table screen and in `phase10 play --plain`: `ann lay
/// phase N …`, `out bob`, `undo`). The refusal is one typed value; only its advice is
/// said in each face's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Face {
    #[default]
    Hand,
    Lay,
    Table,
}

/// Names in words: "Ann", "Ann and Bob", "Zoë, Max and Ann".
pub fn listed(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "1 hand", "2 hands", "0 cards".
pub fn count(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// "no card", "1 card", "3 cards".
pub fn cards(n: usize) -> String {
    match n {
        0 => "no card".into(),
        1 => "1 card".into(),
        n => format!("{n} cards"),
    }
}

/// A name as a shell line takes it: quoted where it holds a space or a quote.
pub fn shell(name: &str) -> String {
    if name.contains([' ', '\'', '"']) {
        format!("\"{}\"", name.replace('"', "\\\""))
    } else {
        name.to_string()
    }
}

/// The phases a player may lay, each with its words ("phase 3 (1 set of 3 + 1 run of
/// 4)", or the phase laid as it was laid): one for a phase laid or next, both beside a
/// Twist space, none where no phase is open.
pub fn playing(
    session: &crate::session::Session,
    playing: &crate::session::progress::Playing,
) -> Vec<(crate::rules::phase::Phase, String)> {
    use crate::session::progress::Playing;
    let numbered = |n: u8| {
        let phase = session.phase(n).expect("1 to 10").clone();
        let label = format!("phase {n} ({phase})");
        (phase, label)
    };
    match playing {
        Playing::Laid(a) => vec![(a.phase.clone(), a.describe())],
        Playing::Next(n) => vec![numbered(*n)],
        Playing::Beside(a, b) => vec![numbered(*a), numbered(*b)],
        Playing::NoCard | Playing::Done => Vec::new(),
    }
}
