//! `phase10 phases`: print an edition's phase table.

use anyhow::Result;
use serde_json::json;

use crate::app::cli::Out;
use crate::app::cli::args::PhasesArgs;
use crate::app::core::render;
use crate::app::core::words::catalogue::Area::Report;
use crate::say;

pub fn run(p: &PhasesArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let (edition, from) = crate::app::cli::cmd::setup::game(file, p.edition.as_deref(), false)?;
    let rules = edition.rules();
    let row = |n: usize, phrase: &str| {
        let phase: crate::Phase = phrase.parse().expect("tables parse");
        json!({"number": n, "phase": phase.to_string(), "groups": phase.groups})
    };
    // The table's own list, where the session plays one (and --edition asks for none).
    let own: Vec<&str> = from
        .as_ref()
        .filter(|f| p.edition.is_none() || f.edition == edition)
        .map(|f| f.phase_list.iter().map(String::as_str).collect())
        .unwrap_or_default();
    if !own.is_empty() {
        if json {
            let phases: Vec<_> = own.iter().enumerate().map(|(i, p)| row(i + 1, p)).collect();
            return Ok(Out::json(
                true,
                &json!({"edition": edition.to_string(), "phases": phases, "twist_cards": null, "own": true}),
            ));
        }
        return Ok(Out::yes(format!(
            "{}\n{}",
            say!(Report, "phases-own", "edition" => edition.to_string()),
            render::phase_table(&own)
        )));
    }
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
    let mut text = format!(
        "{}\n{}",
        say!(Report, "phases-heading", "edition" => edition.to_string()),
        render::phase_table(&rules.phases)
    );
    if let Some(cards) = rules.twist_cards {
        text.push_str(&format!(
            "\n{}\n{}",
            say!(Report, "phases-twist-cards"),
            render::phase_table(&cards)
        ));
    }
    Ok(Out::yes(text))
}
