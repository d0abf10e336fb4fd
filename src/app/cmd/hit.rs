//! `phase10 hit`: does a card fit a laid group.

use anyhow::{Context, Result, anyhow, bail};
use phase10::rules::card::{parse_cards, show};
use phase10::rules::hit;
use phase10::rules::phase::GroupKind;
use serde_json::json;

use phase10::session::Play;

use super::super::cli::HitArgs;
use super::super::{Out, paint, store};
use phase10::session::table;

/// `phase10 hit --onto GROUP --as KIND CARD...`: whether cards fit a group.
pub fn run(h: &HitArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    if h.onto.is_none() {
        let first = h.cards.first().map_or("NAME", String::as_str);
        bail!(
            "hit: say whose group with --on OWNER[.N] (phase10 hit {first} ... --on Ann.1), or check cards against a group not in play with --onto \"GROUP CARDS\""
        );
    }
    let (edition, loaded) = super::setup::game(file, h.edition.as_deref(), false)?;
    let loaded = loaded.filter(|l| l.edition == edition);
    let side = match (&h.side, &loaded) {
        (None, Some(l)) => l.side,
        (s, _) => super::setup::side(edition, s.as_deref())?,
    };
    let deck = edition.rules().deck;
    let kind: GroupKind = h
        .kind
        .as_deref()
        .unwrap_or_default()
        .parse()
        .map_err(|e: phase10::rules::Unknown| anyhow!(e))?;
    // The edition's groups: flip has colour runs and sets only.
    if !edition.group_kinds().contains(&kind) {
        bail!(
            "--as {}: {edition} has no such group (it has: {})",
            kind.flag_name(),
            edition
                .group_kinds()
                .iter()
                .map(|k| k.flag_name())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let onto = parse_cards(h.onto.as_deref().unwrap_or_default(), deck, side).context("--onto")?;
    let cards = parse_cards(&h.cards.join(" "), deck, side)
        .map_err(|e| super::setup::bad_cards(edition, &e))?;
    if cards.is_empty() {
        bail!(
            "hit: give the cards hit, after the flags (e.g. phase10 hit --onto \"5 5 5\" --as set 5); separators alone are no card"
        );
    }
    let all: Vec<_> = onto.iter().chain(&cards).copied().collect();
    edition
        .rules()
        .copies
        .check(&all, &edition.to_string())
        .map_err(|e| anyhow!("{e}"))?;
    let v = hit::hit(&onto, kind, &cards, side, deck).map_err(|e| anyhow!("--onto: {e}"))?;
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
                "after": v.after().map(phase10::rules::group::Laid::to_json),
                "reason": v.reason(),
            }),
        ));
    }
    let text = match v.after() {
        Some(after) => format!(
            "{}: {} onto {}\n  now: {}\n",
            paint::good("fits"),
            paint::cards(&show(&cards)),
            paint::cards(&v.before().show()),
            paint::cards(&after.show())
        ),
        None => format!("{}\n", paint::bad(v.reason().unwrap_or("does not fit"))),
    };
    Ok(Out::answer(v.fits(), text))
}

/// `phase10 hit NAME CARD... --on OWNER[.N]`: a hit in the hand being played, recorded
/// when NAME's own phase is down and the cards fit.
pub fn record(h: &HitArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    let _lock = store::lock(&path)?;
    let loaded = store::load(&path)?;
    let session = loaded.session();
    let Some((name, cards)) = h.cards.split_first() else {
        bail!("hit: give NAME, then the cards hit");
    };
    if cards.is_empty() {
        bail!("hit {name}: give the cards hit after the name (e.g. hit {name} R7 --on Ann)");
    }
    let name = session.typed_name(name);
    // The owner as typed (`ann.1`, `2.1`, `Max`): their whole name.
    let on = h.on.clone().unwrap_or_default();
    let on = match on.rsplit_once('.') {
        Some((owner, n)) if n.chars().all(|c| c.is_ascii_digit()) && !n.is_empty() => {
            format!("{}.{n}", session.typed_name(owner))
        }
        _ => session.typed_name(&on),
    };
    let play = Play {
        hit: Some(name.clone()),
        cards: cards.join(" "),
        on: Some(on.clone()),
        ..Play::default()
    };
    let hand = session.hands.len() + 1;
    let typed = play.cards.clone();
    // Where the cards go, worked out once: it names the group, and the answer says it.
    let mut shares = Vec::new();
    let recorded = super::change::record_play(
        &loaded,
        play,
        format!("{name} hit {typed} in hand {hand}"),
        |play, before, _| {
            // Name the group fully (Ann.2) where the cards all went onto one; cards
            // shared out over Ann's groups keep `on = "Ann"`, and go as they fit.
            let deck = session.rules().deck;
            let cards = parse_cards(&play.cards, deck, before.side)?;
            let parts = table::targets(session, before, &on, &cards).map_err(|e| anyhow!("{e}"))?;
            if let [(g, _)] = parts[..] {
                let group = &before.groups[g];
                play.on = Some(format!("{}.{}", session.players[group.owner], group.index));
            }
            shares = parts;
            Ok(())
        },
    )?;
    let (now, before) = match recorded {
        Ok(done) => done,
        Err(refusal) => return Ok(super::answer::refused("hit", &name, &refusal, json)),
    };
    // The groups that grew.
    let table = &now.state.table;
    let grew: Vec<usize> = (0..table.groups.len())
        .filter(|&g| table.groups[g].laid != before.groups[g].laid)
        .collect();
    let players = &now.session().players;
    let label = |g: usize| {
        let group = &table.groups[g];
        format!("{}.{}", players[group.owner], group.index)
    };
    if json {
        let views = table::group_views(now.session(), table);
        let target = grew.first().map(|&g| label(g)).unwrap_or_default();
        let groups: Vec<_> = grew.iter().map(|&g| views[g].clone()).collect();
        return Ok(Out::json(
            true,
            &json!({"hit": true, "hand": hand, "player": name, "on": target, "group": groups.first(), "groups": groups}),
        )
        .landed());
    }
    let mut text = String::new();
    if let [g] = grew[..] {
        text.push_str(&format!(
            "{name} hit {typed} onto {}\n  now: {}\n",
            label(g),
            paint::cards(&table.groups[g].laid.show())
        ));
    } else {
        // Where each card went.
        text.push_str(&format!("{name} hit {typed}:\n"));
        for (g, part) in shares {
            text.push_str(&format!(
                "  {} onto {}, now: {}\n",
                paint::cards(&show(&part)),
                label(g),
                paint::cards(&table.groups[g].laid.show())
            ));
        }
    }
    Ok(Out::yes(text).landed())
}
