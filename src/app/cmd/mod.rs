//! One module per subcommand, behind one dispatch.

mod check;
mod doctor;
mod edit;
mod find;
mod generate;
mod hand;
mod history;
mod hit;
mod new;
mod phases;
mod sessions;
mod status;
mod undo;

use anyhow::{Result, anyhow, bail};
use phase10::card::{self, Card};
use phase10::edition::{Edition, Side};
use phase10::phase::Phase;
use phase10::solver::{Natural, Table};

use super::cli::{Claim, Command};
use super::{Cli, Out};

pub fn run(cli: Cli) -> Result<Out> {
    let json = cli.json;
    // PHASE10_FILE stands in for --file; set but empty, it means unset.
    let from_env = std::env::var_os("PHASE10_FILE")
        .filter(|v| !v.is_empty())
        .map(std::path::PathBuf::from);
    let file = cli.file.as_deref().or(from_env.as_deref());
    match cli.command {
        Command::New(a) => new::run(&a, file, json),
        Command::Hand(a) => hand::run(&a, file, json),
        Command::Status(a) => status::run(&a, file, json),
        Command::History => history::run(file, json),
        Command::Undo => undo::run(file, json, false),
        Command::Redo => undo::run(file, json, true),
        Command::Edit(a) => edit::run(&a, file, json),
        Command::Sessions(a) => sessions::run(&a, json),
        Command::Doctor => doctor::run(file, json),
        Command::Check(c) => check::run(&c, json),
        Command::Find(c) => find::run(&c, json),
        Command::Hit(h) => hit::run(&h, json),
        Command::Phases(p) => phases::run(&p, json),
        Command::Generate(g) => generate::run(&g),
    }
}

/// The edition named on the command line.
pub fn edition(name: &str) -> Result<Edition> {
    name.parse().map_err(|e: String| anyhow!(e))
}

/// The side in play: flip only.
pub fn side(edition: Edition, side: Option<&str>) -> Result<Side> {
    match side {
        None => Ok(Side::Color),
        Some(s) if edition.rules().deck == phase10::Deck::Flip => {
            s.parse().map_err(|e: String| anyhow!(e))
        }
        Some(_) => {
            bail!("--side: only flip cards have two sides; drop --side or use --edition flip")
        }
    }
}

/// A phase given as a number of the edition's table or as a phrase.
pub fn phase(edition: Edition, text: &str) -> Result<(Phase, String)> {
    let text = text.trim();
    if let Ok(n) = text.parse::<u8>() {
        let phase = edition.phase(n).ok_or_else(|| {
            anyhow!("--phase {n}: the {edition} table has phases 1 to 10 (or give a phrase like \"2 sets of 3\")")
        })?;
        let label = format!("phase {n} ({phase})");
        return Ok((phase, label));
    }
    let phase: Phase = text.parse().map_err(|e| anyhow!("--phase: {e}"))?;
    let label = phase.to_string();
    Ok((phase, label))
}

/// A twist phase card.
pub fn twist_card(edition: Edition, n: u8) -> Result<(Phase, String)> {
    if edition.rules().twist_cards.is_none() {
        bail!("--twist-card: the {edition} edition has no Twist cards; use --edition twist");
    }
    let phase = edition
        .twist_card(n)
        .ok_or_else(|| anyhow!("--twist-card {n}: Twist cards go from 1 to 10"))?;
    let label = format!("twist card {n} ({phase})");
    Ok((phase, label))
}

/// Everything a claim (check or find) says.
pub struct ClaimSetup {
    pub edition: Edition,
    pub phase: Phase,
    pub label: String,
    pub table: Table,
    pub groups: Vec<Vec<Card>>,
}

pub fn claim(c: &Claim) -> Result<ClaimSetup> {
    let edition = edition(&c.edition)?;
    // --twist-card without --edition means the twist deck.
    let edition = if c.twist_card.is_some() && edition == Edition::Classic {
        Edition::Twist
    } else {
        edition
    };
    let side = side(edition, c.side.as_deref())?;
    let natural: Natural = c.natural.parse().map_err(|e: String| anyhow!(e))?;
    let (phase, label) = match (&c.phase, c.twist_card) {
        (Some(p), _) => phase(edition, p)?,
        (None, Some(n)) => twist_card(edition, n)?,
        (None, None) => bail!("give --phase N, --phase \"PHRASE\" or --twist-card N"),
    };
    let text = c.cards.join(" ");
    let rules = edition.rules();
    let groups =
        card::parse_grouped(&text, rules.deck, side).map_err(|e| bad_cards(edition, &e))?;
    Ok(ClaimSetup {
        edition,
        phase,
        label,
        table: Table {
            side,
            natural,
            scoring: rules.scoring,
        },
        groups,
    })
}

/// A card the deck refuses, named with the deck; or too many cards.
pub fn bad_cards(edition: Edition, e: &card::CardError) -> anyhow::Error {
    if e.token.is_empty() {
        anyhow!("{e}")
    } else {
        anyhow!("bad card for the {edition} deck: {e}")
    }
}

/// JSON of laid groups.
pub fn groups_json(groups: &[phase10::group::Laid]) -> serde_json::Value {
    serde_json::to_value(
        groups
            .iter()
            .map(phase10::group::Laid::to_json)
            .collect::<Vec<_>>(),
    )
    .expect("groups serialize")
}
