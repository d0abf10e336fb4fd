//! `phase10 hit`: does a card fit a laid group.

use crate::app::core::typed;
use crate::app::core::words;
use crate::app::core::words::catalogue::Area::{Command, Reason};
use crate::rules::card::{parse_cards, show};
use crate::rules::hit;
use crate::rules::phase::GroupKind;
use crate::say;
use anyhow::{Result, anyhow, bail};
use serde_json::json;

use crate::app::core::words::Face;
use crate::session::Record;

use crate::app::cli::Out;
use crate::app::cli::args::HitArgs;
use crate::app::core::{paint, store};

/// `phase10 hit --onto GROUP --as KIND CARD...`: whether cards fit a group.
pub fn run(h: &HitArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    if h.onto.is_none() {
        let first = h.cards.first().map_or("NAME", String::as_str);
        bail!("{}", say!(Command, "hit-say-whose", "first" => first));
    }
    let (edition, session) = crate::app::cli::cmd::setup::game(file, h.edition.as_deref(), false)?;
    // The table's house rules hold for any edition asked; its side and list for its own.
    let house = session.as_ref();
    let loaded = session.as_ref().filter(|l| l.edition == edition);
    let side = match (&h.side, loaded) {
        (None, Some(l)) => l.side,
        (s, _) => crate::app::cli::cmd::setup::side(edition, s.as_deref())?,
    };
    let deck = edition.rules().deck;
    let kind: GroupKind = h
        .kind
        .as_deref()
        .unwrap_or_default()
        .parse()
        .map_err(|e: crate::rules::Unknown| anyhow!("{}", words::refusal::unknown(&e)))?;
    // The edition's groups (flip has colour runs and sets only), and any the table's
    // own phases have.
    let listed = loaded.is_some_and(|l| {
        l.phase_list.iter().any(|p| {
            crate::rules::phase_list::phase(p)
                .groups
                .iter()
                .any(|g| g.kind == kind)
        })
    });
    if !edition.group_kinds().contains(&kind) && !listed {
        bail!(
            "{}",
            say!(
                Command,
                "hit-no-such-group",
                "kind" => kind.flag_name(),
                "edition" => edition.to_string(),
                "kinds" => edition
                    .group_kinds()
                    .iter()
                    .map(|k| k.flag_name())
                    .collect::<Vec<_>>()
                    .join(", "),
            )
        );
    }
    let onto = typed::cards(h.onto.as_deref().unwrap_or_default());
    let onto = parse_cards(&onto, deck, side).map_err(|e| {
        anyhow!(
            "--onto: {}",
            crate::app::core::words::refusal::card_error(&e)
        )
    })?;
    let cards = parse_cards(&typed::cards(&h.cards.join(" ")), deck, side)
        .map_err(|e| crate::app::cli::cmd::setup::bad_cards(edition, &e))?;
    if cards.is_empty() {
        bail!("{}", say!(Command, "hit-give-cards"));
    }
    let all: Vec<_> = onto.iter().chain(&cards).copied().collect();
    edition
        .rules()
        .copies
        .check(&all, &edition.to_string())
        .map_err(|e| anyhow!("{}", crate::app::core::words::refusal::too_many_copies(&e)))?;
    let runs = crate::app::cli::cmd::setup::runs(h.runs_wrap, house);
    let v = hit::hit(&onto, kind, &cards, side, deck, runs)
        .map_err(|e| anyhow!("--onto: {}", crate::app::core::words::reason::not_laid(&e)))?;
    if json {
        let shown = v.after().unwrap_or(v.before());
        return Ok(Out::json(
            v.fits(),
            &json!({
                "fits": v.fits(),
                "edition": edition.to_string(),
                "side": side,
                "groups": [shown.to_json()],
                "before": v.before().to_json(),
                "after": v.after().map(crate::rules::group::Laid::to_json),
                "reason": v.why().map(crate::app::core::words::reason::unfit),
            }),
        ));
    }
    let text = match v.after() {
        Some(after) => format!(
            "{}: {} onto {}\n  now: {}\n",
            paint::good(&say!(Reason, "verdict-fits")),
            paint::cards(&show(&cards)),
            paint::cards(&v.before().show()),
            paint::cards(&after.show())
        ),
        None => format!(
            "{}\n",
            paint::bad(&v.why().map_or_else(
                || say!(Reason, "verdict-does-not-fit"),
                crate::app::core::words::reason::unfit,
            ))
        ),
    };
    Ok(Out::answer(v.fits(), text))
}

/// `phase10 hit NAME CARD... --on OWNER[.N]`: a hit in the hand being played, recorded
/// when NAME's own phase is down and the cards fit.
pub fn record(h: &HitArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let Some((name, cards)) = h.cards.split_first() else {
        bail!("{}", say!(Command, "hit-give-name"));
    };
    if cards.is_empty() {
        bail!(
            "{}",
            say!(Command, "hit-give-cards-after", "name" => name.as_str())
        );
    }
    let record = Record::Hit {
        player: name.clone(),
        cards: crate::app::core::typed::cards(&cards.join(" ")),
        on: h.on.clone().unwrap_or_default(),
    };
    crate::app::cli::cmd::answer::change(
        &store::resolve(file)?,
        &record,
        &crate::app::cli::cmd::answer::Refused {
            prefix: crate::app::cli::cmd::answer::Prefix::Not("prefix-not-hit"),
            key: "hit",
            player: Some(name),
        },
        Face::Hand,
        json,
    )
}
