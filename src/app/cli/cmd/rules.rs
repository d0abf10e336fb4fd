//! `phase10 rules`: the table's rules card, within the terminal's width.

use std::fmt::Write;

use anyhow::Result;

use crate::session::rules_card::{PhaseLine, rules_card};

use crate::app::cli::Out;
use crate::app::cli::args::RulesArgs;
use crate::app::core::words::rules as rules_words;
use crate::app::core::{json, render, store};

pub fn run(a: &RulesArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    // The session's card (its settings only), or an edition's as printed.
    let session = match (&a.edition, store::resolve(file)) {
        (None, Ok(path)) => Some(store::read_head(&path)?),
        (Some(_), _) | (None, Err(store::Error::NoSession | store::Error::CurrentGone { .. })) => {
            None
        }
        (None, Err(e)) => return Err(e.into()),
    };
    let edition = match (&a.edition, &session) {
        (Some(e), _) => crate::app::cli::cmd::setup::edition(e)?,
        (None, Some(s)) => s.edition,
        (None, None) => crate::Edition::Classic,
    };
    let card = rules_card(edition, session.as_ref());
    if json {
        return Ok(Out::json(true, &json::rules_card(&card)));
    }
    // A card: 80 columns at most, narrower where the terminal is.
    let width = render::width().min(80);
    // A sentence folded word by word, indented.
    let fold = |sentence: &str| {
        let words: Vec<String> = sentence.split(' ').map(str::to_string).collect();
        render::fold(&words, width, "  ", " ")
    };
    // A phase a line, its number before it, a long one folded under itself.
    let list = |lines: &[PhaseLine]| -> String {
        lines.iter().fold(String::new(), |mut out, l| {
            let words: Vec<String> = l.phase.split(' ').map(str::to_string).collect();
            let folded = render::fold(&words, width.saturating_sub(6), "", " ");
            for (i, line) in folded.lines().enumerate() {
                if i == 0 {
                    let _ = writeln!(out, "  {:>2}  {line}", l.number);
                } else {
                    let _ = writeln!(out, "      {line}");
                }
            }
            out
        })
    };
    let mut head = vec![format!("{} rules", card.edition)];
    if let Some(s) = &session {
        head.extend(s.players.iter().cloned());
    }
    let mut text = render::fold(&head, width, "", ", ").replacen(" rules, ", " rules · ", 1);
    text.push_str(&fold(&rules_words::goal(card.goal)));
    text.push_str("House rules:\n");
    if card.house_rules.is_empty() {
        text.push_str("  none: the rules as printed\n");
    } else {
        let words: Vec<String> = card
            .house_rules
            .iter()
            .map(|r| format!("{}: {}", r.setting(), rules_words::house_rule(r)))
            .collect();
        for w in words {
            text.push_str(&fold(&w));
        }
    }
    text.push_str(if card.twist_cards.is_some() {
        "Phases on the board:\n"
    } else {
        "Phases:\n"
    });
    text.push_str(&list(&card.phases));
    if let Some(cards) = &card.twist_cards {
        text.push_str("Twist phase cards:\n");
        text.push_str(&list(cards));
    }
    if let Some(board) = &card.board {
        text.push_str(&format!("Board: {board}\n"));
    }
    text.push_str("The table's reminders (phase10 cannot see these):\n");
    for r in &card.reminders {
        text.push_str(&fold(rules_words::reminder(*r)));
    }
    Ok(Out::yes(text))
}
