//! `phase10 hand`: record one hand, by flags or by prompts.

use std::collections::BTreeMap;
use std::str::FromStr;

use crate::rules::edition::Side;
use crate::session::{Hand, Session, Standings};
use anyhow::{Result, anyhow, bail};
use chrono::{SubsecRound, Utc};

use crate::session::event;
use crate::session::summary::{Field, Summary};
use crate::session::{Outcome, Record};

use crate::app::cli::Out;
use crate::app::cli::args::HandArgs;
use crate::app::cli::cmd::answer;
use crate::app::cli::prompt;
use crate::app::cli::prompt::{Ask, Terminal};
use crate::app::core::words::catalogue::Area::Command;
use crate::app::core::words::{self, Face, summary as summary_words};
use crate::app::core::{act, render, store, talk};
use crate::say;

pub fn run(args: &HandArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    // Prompts are answered without the lock, so that another laptop's hand lands
    // meanwhile; the answers are then checked against the session as it is now.
    let (_lock, loaded, hand) =
        crate::app::cli::cmd::change::after_asking(&path, args.out.is_none(), |loaded| {
            // (Nothing is asked of a game that is over.)
            event::game_on(loaded.session(), &loaded.state)
                .map_err(|r| anyhow!(words::refusal(&r, Face::Hand)))?;
            build(loaded.session(), &loaded.state, args)
        })?;
    let done = act::record_loaded(&loaded, &Record::EndHand(Box::new(hand)));
    // By flags, a hand typed twice is recorded (it can happen), with a word on stderr
    // once it is.
    if let Ok(act::Recorded {
        outcome:
            Outcome::Recorded {
                number,
                same_as: Some(before),
            },
        ..
    }) = &done
        && args.out.is_some()
    {
        crate::app::cli::warn(&say!(
            Command,
            "hand-same-recorded",
            "number" => *number,
            "before" => *before,
        ));
    }
    answer::decide(
        done,
        &answer::Refused {
            prefix: crate::app::cli::cmd::answer::Prefix::Not("prefix-not-recorded"),
            key: "recorded",
            player: None,
        },
        Face::Hand,
        json,
    )
}

/// The hand from the flags, asking for the rest on a terminal.
pub fn build(session: &Session, state: &Standings, args: &HandArgs) -> Result<Hand> {
    let mut hand = from_flags(session, args)?;
    // Played live, who went out follows from what was put down (or, the hand ended
    // short of its plays, from the one player down whose hits were not typed): flags
    // need not say, and where nothing more is asked, nor need a terminal.
    let out = state.table.went_out().or(match &hand.untyped[..] {
        [one] => session.seat(one).filter(|&s| state.table.is_down(s)),
        _ => None,
    });
    if args.out.is_none()
        && (any_flag(args) || !prompt::interactive())
        && let Some(out) = out
    {
        hand.out.clone_from(&session.players[out]);
    }
    if hand.out.is_empty() {
        if !prompt::interactive() {
            bail!("{}", say!(Command, "hand-give-out"));
        }
        let untyped: Vec<usize> = hand
            .untyped
            .iter()
            .filter_map(|u| session.seat(u))
            .collect();
        let mut summary = Summary::end_hand(session, state, None, &untyped);
        summary.preset(&hand);
        hand = interview(&mut summary, &mut Terminal)?;
    }
    Ok(hand)
}

/// Whether any flag of the hand was given.
pub fn any_flag(args: &HandArgs) -> bool {
    args.out.is_some()
        || args.dealer.is_some()
        || args.side.is_some()
        || [
            &args.made,
            &args.left,
            &args.points,
            &args.laid,
            &args.attempt,
            &args.save,
            &args.unsave,
            &args.choose,
            &args.twist_card,
            &args.untyped,
        ]
        .iter()
        .any(|v| !v.is_empty())
}

/// `was` with what the flags say in its place, and the rest kept: a player given cards
/// left loses the points typed before (and the other way round), a player who went
/// out holds nothing, a Twist choice replaces a Twist card.
pub fn overlay(session: &Session, was: &Hand, args: &HandArgs) -> Result<Hand> {
    let given = from_flags(session, args)?;
    let mut hand = was.clone();
    if args.out.is_some() {
        hand.out.clone_from(&given.out);
        hand.points.remove(&given.out);
        hand.left.remove(&given.out);
    }
    // `--made X` says X made it: the others stay as recorded.
    for m in given.made {
        if !hand.made.iter().any(|h| crate::name::same(h, &m)) {
            hand.made.push(m);
        }
    }
    if given.side.is_some() {
        hand.side = given.side;
    }
    if given.dealer.is_some() {
        hand.dealer = given.dealer;
    }
    for (name, p) in given.points {
        hand.left.remove(&name);
        hand.points.insert(name, p);
    }
    for (name, cards) in given.left {
        hand.points.remove(&name);
        hand.left.insert(name, cards);
    }
    for (name, n) in given.choose {
        hand.twist_card.remove(&name);
        hand.choose.insert(name, n);
    }
    for (name, n) in given.twist_card {
        hand.choose.remove(&name);
        hand.twist_card.insert(name, n);
    }
    hand.laid.extend(given.laid);
    hand.attempt.extend(given.attempt);
    hand.save.extend(given.save);
    hand.unsave.extend(given.unsave);
    for name in given.untyped {
        if !hand.untyped.iter().any(|u| crate::name::same(u, &name)) {
            hand.untyped.push(name);
        }
    }
    Ok(hand)
}

fn canonical(session: &Session, name: &str) -> String {
    session.typed_name(name)
}

/// Numbers may be given one flag each or as a list: `--points Bob=50,Cy=25`.
fn listed(items: &[String]) -> Vec<String> {
    items
        .iter()
        .flat_map(|item| item.split(','))
        .map(str::to_string)
        .collect()
}

/// `NAME=VALUE` flags into a map, with the value parsed.
fn pairs<T: FromStr>(
    session: &Session,
    flag: &str,
    items: &[String],
    what: &str,
) -> Result<BTreeMap<String, T>> {
    let mut map = BTreeMap::new();
    for item in items {
        let (name, value) = item
            .split_once('=')
            .ok_or_else(|| anyhow!("--{flag} \"{item}\": write NAME={what}"))?;
        let name = canonical(session, name);
        let value = value.trim().trim_matches('"').trim();
        let parsed = value
            .parse::<T>()
            .map_err(|_| anyhow!("--{flag} {name}={value}: {what} expected"))?;
        if map.insert(name.clone(), parsed).is_some() {
            bail!("--{flag}: {name} is given twice");
        }
    }
    Ok(map)
}

/// `NAME=CARDS` flags with the cards' German words read into letters (`Ann=rot 7`).
fn cards_typed(items: &[String]) -> Vec<String> {
    items
        .iter()
        .map(|item| match item.split_once('=') {
            Some((name, cards)) => format!("{name}={}", crate::app::core::typed::cards(cards)),
            None => item.clone(),
        })
        .collect()
}

pub fn from_flags(session: &Session, args: &HandArgs) -> Result<Hand> {
    let side = match &args.side {
        Some(s) => Some(
            Side::from_str(s).map_err(|e| anyhow!("--side: {}", words::refusal::unknown(&e)))?,
        ),
        None => None,
    };
    let mut made: Vec<String> = Vec::new();
    for m in args.made.iter().map(|m| m.trim()).filter(|m| !m.is_empty()) {
        let m = canonical(session, m);
        if made.contains(&m) {
            bail!("{}", say!(Command, "hand-made-twice", "name" => m.as_str()));
        }
        made.push(m);
    }
    let out = args
        .out
        .as_deref()
        .map(|o| canonical(session, o))
        .unwrap_or_default();
    // `--laid NAME=…` says NAME made it, as `lay` does (who went out made it anyway).
    let laid = pairs(session, "laid", &cards_typed(&args.laid), "CARDS")?;
    for name in laid.keys() {
        if !made.contains(name) && *name != out {
            made.push(name.clone());
        }
    }
    let dealer = match &args.dealer {
        Some(d) => Some(
            session
                .seat_typed(d)
                .map(|s| session.players[s].clone())
                .ok_or_else(|| {
                    anyhow!(
                        "{}",
                        words::refusal::not_found(&crate::name::not_found(
                            "--dealer",
                            &session.players,
                            d
                        ))
                    )
                })?,
        ),
        None => None,
    };
    Ok(Hand {
        dealer,
        out,
        made,
        side,
        attempt: pairs(session, "attempt", &listed(&args.attempt), "N")?,
        choose: pairs(session, "choose", &listed(&args.choose), "N")?,
        twist_card: pairs(session, "twist-card", &listed(&args.twist_card), "N")?,
        points: pairs(session, "points", &listed(&args.points), "N (whole points)")?,
        left: pairs(session, "left", &cards_typed(&args.left), "CARDS")?,
        laid,
        save: pairs(session, "save", &cards_typed(&args.save), "CARD")?,
        unsave: pairs(session, "unsave", &cards_typed(&args.unsave), "CARDS")?,
        recorded: Some(Utc::now().trunc_subsecs(0)),
        plays: Vec::new(),
        untyped: args
            .untyped
            .iter()
            .map(|n| n.trim())
            .filter(|n| !n.is_empty())
            .map(|n| canonical(session, n))
            .collect(),
    })
}

/// The hand's end asked line by line at a terminal: the summary's questions in turn, as
/// plain mode and the screen ask them (the same rows, the same words, an answer checked
/// against the whole hand as it is typed and asked again where refused), then whether
/// to record it. The hand answered.
pub fn interview(summary: &mut Summary, ask: &mut dyn Ask) -> Result<Hand> {
    let number = summary.number;
    let session = summary.session().clone();
    let state = summary.state();
    ask.say(&say!(
        Command,
        "hand-deals",
        "number" => number,
        "name" => session.players[state.dealer].as_str(),
    ));
    ask.say(&summary_words::rows(summary, Face::Table));
    loop {
        let Some(field) = summary.active() else {
            if let Some(general) = summary_words::general(summary, Face::Table) {
                ask.say(&say!(Command, "hand-no", "why" => general.as_str()));
                let first = summary.general[0].clone();
                summary.refused(&first);
                if summary.active().is_none() {
                    bail!(
                        "{}",
                        say!(Command, "hand-not-recorded", "why" => general.as_str())
                    );
                }
                continue;
            }
            if let Some(after) = summary.after() {
                ask.say(&format!(
                    "{}\n{}",
                    say!(Command, "hand-heading", "number" => number),
                    render::hand_summary(summary.session(), &after, number - 1)
                ));
            }
            if let Some(n) = summary.same_as()
                && !ask.confirm(
                    &say!(Command, "hand-same-again", "number" => number, "before" => n),
                    false,
                )?
            {
                bail!("{}", say!(Command, "hand-same-not-recorded", "before" => n));
            }
            if ask.confirm(&say!(Command, "hand-record", "number" => number), true)? {
                return Ok(summary.hand().clone());
            }
            summary.back();
            continue;
        };
        let prompt = summary_words::prompt(summary, field);
        let hint = summary_words::hint(summary, field);
        // Each answer checked as it is typed, against the whole hand.
        let probe = summary.clone();
        let check = |text: &str| -> Result<(), String> {
            let mut s = probe.clone();
            talk::answer::read(&s, field, text)
                .and_then(|a| s.answer(a))
                .map_err(|why| summary_words::unanswered(&s, &why, Face::Table))
        };
        let text = if matches!(field, Field::Save(_)) {
            ask.secret(&prompt, &check)?
        } else {
            let initial = summary_words::value(summary, field);
            ask.input_from(&format!("{prompt} ({hint})"), &initial, &check)?
        };
        let answer = talk::answer::read(summary, field, &text)
            .map_err(|why| anyhow!(summary_words::unanswered(summary, &why, Face::Table)))?;
        summary
            .answer(answer)
            .map_err(|why| anyhow!(summary_words::unanswered(summary, &why, Face::Table)))?;
    }
}
