//! `phase10 rules`: the table's rules card, within the terminal's width.

use crate::app::core::words::catalogue::Area::{self, Rules as Words};
use crate::app::core::words::terms;
use crate::say;
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
            // A phase of the tables worded in the spoken language; a phrase of the
            // table's own list that is no phase, as written.
            let phase = l
                .phase
                .parse::<crate::Phase>()
                .map_or_else(|_| l.phase.clone(), |p| terms::phase(&p));
            let words: Vec<String> = phase.split(' ').map(str::to_string).collect();
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
    let title = say!(Words, "card-title", "edition" => card.edition.to_string());
    let mut head = vec![title.clone()];
    if let Some(s) = &session {
        head.extend(s.players.iter().cloned());
    }
    let mut text = render::fold(&head, width, "", ", ").replacen(
        &format!("{title}, "),
        &format!("{title} · "),
        1,
    );
    text.push_str(&fold(&rules_words::goal(card.goal)));
    text.push_str(&format!("{}\n", say!(Area::Render, "house-rules")));
    if card.house_rules.is_empty() {
        text.push_str(&format!("  {}\n", say!(Words, "house-none")));
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
    let phases = if card.twist_cards.is_some() {
        say!(Words, "phases-on-board")
    } else {
        say!(Words, "phases-title")
    };
    text.push_str(&format!("{phases}\n"));
    text.push_str(&list(&card.phases));
    if let Some(cards) = &card.twist_cards {
        text.push_str(&format!("{}\n", say!(Words, "twist-phase-cards")));
        text.push_str(&list(cards));
    }
    if let Some(board) = &card.board {
        text.push_str(&format!(
            "{}\n",
            say!(Words, "board-title", "board" => board.as_str())
        ));
    }
    text.push_str(&format!("{}\n", say!(Words, "reminders-title")));
    for r in &card.reminders {
        text.push_str(&fold(&rules_words::reminder(*r)));
    }
    Ok(Out::yes(text))
}
