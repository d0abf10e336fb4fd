//! `phase10 phases`: print an edition's phase table.

use anyhow::Result;
use serde_json::json;

use super::super::cli::PhasesArgs;
use super::super::{Out, render};

pub fn run(p: &PhasesArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let (edition, _) = super::setup::game(file, p.edition.as_deref(), false)?;
    let rules = edition.rules();
    let row = |n: usize, phrase: &str| {
        let phase: phase10::Phase = phrase.parse().expect("tables parse");
        json!({"number": n, "phase": phase.to_string(), "groups": phase.groups})
    };
    if json {
        let phases: Vec<_> = rules
            .phases
            .iter()
            .enumerate()
            .map(|(i, p)| row(i + 1, p))
            .collect();
        let cards: Option<Vec<_>> = rules
            .twist_cards
            .map(|t| t.iter().enumerate().map(|(i, p)| row(i + 1, p)).collect());
        return Ok(Out::json(
            true,
            &json!({"edition": edition.to_string(), "phases": phases, "twist_cards": cards}),
        ));
    }
    let mut text = format!("{edition} phases\n{}", render::phase_table(&rules.phases));
    if let Some(cards) = rules.twist_cards {
        text.push_str(&format!(
            "\nTwist phase cards\n{}",
            render::phase_table(&cards)
        ));
    }
    Ok(Out::yes(text))
}
