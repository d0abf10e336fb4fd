//! `phase10 hand`: record one hand, by flags or by prompts.

use std::collections::BTreeMap;
use std::str::FromStr;

use crate::rules::board::Space;
use crate::rules::card;
use crate::rules::edition::{Progress, Side};
use crate::session::{Hand, Session, Standings};
use anyhow::{Result, anyhow, bail};
use chrono::{SubsecRound, Utc};

use crate::session::{Outcome, Record};
use crate::session::{event, summary};

use crate::app::cli::Out;
use crate::app::cli::args::HandArgs;
use crate::app::cli::cmd::answer;
use crate::app::cli::prompt;
use crate::app::cli::prompt::{Ask, Terminal};
use crate::app::core::act;
use crate::app::core::store;
use crate::app::core::words::{self, Face};

use crate::session::referee;

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
        eprintln!(
            "phase10: warning: hand {number} is the same as hand {before}; recorded anyway (phase10 undo takes it back)"
        );
    }
    answer::decide(
        done,
        &answer::Refused {
            prefix: "not recorded",
            key: "recorded",
            player: None,
        },
        Face::Hand,
        json,
    )
}

/// A refusal of hand `number`, without the hand's number (it is the one being entered).
pub fn refusal(p: &crate::session::Problem, number: usize) -> String {
    let text = words::problem(p, Face::Hand);
    text.trim_start_matches(&format!("hand {number}: "))
        .to_string()
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
            bail!(
                "give --out NAME (with --made, and --left NAME=\"CARDS\" or --points NAME=N for the others), or run in a terminal to be asked"
            );
        }
        ask(session, state, &mut hand, &mut Terminal, None)?;
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

/// The cards a player might have left, as an example in the question: the edition's
/// wild, no Wild in Flip, no colours on the Wild Side.
fn example(session: &Session, side: Side) -> &'static str {
    match (session.rules().deck.two_sided(), side) {
        (true, Side::Wild) => "7 * 12",
        (true, Side::Color) => "R7 B* 12",
        (false, _) => "R7 W 12",
    }
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

pub fn from_flags(session: &Session, args: &HandArgs) -> Result<Hand> {
    let side = match &args.side {
        Some(s) => Some(Side::from_str(s).map_err(|e| anyhow!("--side: {e}"))?),
        None => None,
    };
    let mut made: Vec<String> = Vec::new();
    for m in args.made.iter().map(|m| m.trim()).filter(|m| !m.is_empty()) {
        let m = canonical(session, m);
        if made.contains(&m) {
            bail!("--made: {m} is given twice");
        }
        made.push(m);
    }
    let out = args
        .out
        .as_deref()
        .map(|o| canonical(session, o))
        .unwrap_or_default();
    // `--laid NAME=…` says NAME made it, as `lay` does (who went out made it anyway).
    let laid = pairs(session, "laid", &args.laid, "CARDS")?;
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
                .ok_or_else(|| anyhow!(crate::name::not_found("--dealer", &session.players, d)))?,
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
        left: pairs(session, "left", &args.left, "CARDS")?,
        laid,
        save: pairs(session, "save", &args.save, "CARD")?,
        unsave: pairs(session, "unsave", &args.unsave, "CARDS")?,
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

/// Asks for everything the flags did not say, starting from `was` (the hand as recorded,
/// when it is re-entered): the hand number and dealer first, every question, then an
/// answer the rules refuse asked again, and the hand summed up before it is recorded.
pub fn ask(
    session: &Session,
    state: &Standings,
    hand: &mut Hand,
    ask: &mut dyn Ask,
    was: Option<&Hand>,
) -> Result<()> {
    let number = session.hands.len() + 1;
    ask.say(&format!(
        "Hand {number}: {} deals.",
        session.players[state.dealer]
    ));
    let seated = state.seated();
    let names = |seats: &[usize]| -> Vec<String> {
        seats.iter().map(|&s| session.players[s].clone()).collect()
    };
    let replay = state.replay_pending();
    if replay {
        ask.say(&format!(
            "This hand is the replay between {}: the first to go out wins.",
            session.names(&seated)
        ));
    }
    let progress = session.rules().progress;
    if !replay && progress == Progress::Chosen {
        for &s in &seated {
            let name = &session.players[s];
            // A phase card laid live was said then.
            if hand.attempt.contains_key(name) || state.table.laid[s].is_some() {
                continue;
            }
            let open: Vec<u8> = (1..=10u8)
                .filter(|n| !state.players[s].completed.contains(n))
                .collect();
            let items: Vec<String> = open
                .iter()
                .map(|&n| format!("{n}: {}", session.phase(n).expect("1-10")))
                .collect();
            let before = was
                .and_then(|w| w.attempt.get(name))
                .and_then(|a| open.iter().position(|n| n == a))
                .unwrap_or(0);
            let i = ask.select(&format!("{name}: which phase card?"), &items, before)?;
            hand.attempt.insert(name.clone(), open[i]);
        }
    }
    if !replay && progress == Progress::Board {
        let board = state.board.as_ref().expect("twist has a board");
        for &s in &seated {
            let name = &session.players[s];
            let pos = state.players[s].position;
            if board.spaces[pos] != Space::Twist
                || hand.choose.contains_key(name)
                || hand.twist_card.contains_key(name)
                || state.table.laid[s].is_some()
            {
                continue;
            }
            let (a, b) = board.neighbours(pos);
            let items = vec![
                format!("phase {a}: {}", session.phase(a).expect("1-10")),
                format!("phase {b}: {}", session.phase(b).expect("1-10")),
                "draw a Twist card".to_string(),
            ];
            let before = match was {
                Some(w) if w.choose.get(name) == Some(&b) => 1,
                Some(w) if w.twist_card.contains_key(name) => 2,
                _ => 0,
            };
            match ask.select(&format!("{name} is on a Twist space"), &items, before)? {
                0 => {
                    hand.choose.insert(name.clone(), a);
                }
                1 => {
                    hand.choose.insert(name.clone(), b);
                }
                _ => {
                    let card = was
                        .and_then(|w| w.twist_card.get(name))
                        .map(ToString::to_string)
                        .unwrap_or_default();
                    let n = ask.input_from(
                        &format!("{name}: which Twist card (1-10)?"),
                        &card,
                        &|s| match s.parse::<u8>() {
                            Ok(n) if (1..=10).contains(&n) => Ok(()),
                            _ => Err("a Twist card number from 1 to 10".into()),
                        },
                    )?;
                    hand.twist_card.insert(name.clone(), n.parse()?);
                }
            }
        }
    }
    // Flip: the side up when the hand ended, unless the live table says it.
    let live = state.table.live;
    if session.rules().deck.two_sided() && hand.side.is_none() && !live && !replay {
        let items = vec!["Color Side".to_string(), "Wild Side".to_string()];
        let before = match was.and_then(|w| w.side).unwrap_or(state.table.side) {
            Side::Color => 0,
            Side::Wild => 1,
        };
        let i = ask.select("Which side was up when the hand ended?", &items, before)?;
        hand.side = Some(if i == 0 { Side::Color } else { Side::Wild });
    }
    let seat_names = names(&seated);
    if !hand.out.is_empty() {
        // Said before the questions (the table's `out NAME`): the rules check it below.
    } else if live {
        // Played live: who went out follows from what was put down.
        let table = &state.table;
        let can: Vec<usize> = seated
            .iter()
            .copied()
            .filter(|&s| table.is_out(s))
            .collect();
        match can[..] {
            [one] => {
                ask.say(&format!(
                    "{} went out ({} cards put down).",
                    session.players[one], table.put_down[one]
                ));
                hand.out.clone_from(&session.players[one]);
            }
            [] => bail!(
                "not recorded: no one has gone out yet: a player goes out with 10 cards put down (the last one discarded) or 11 (the last one hit); record the lays and hits with phase10 lay and phase10 hit, or a player down whose last hits were not typed with phase10 hand --out NAME --untyped NAME"
            ),
            _ => {
                let names = names(&can);
                let i = ask.select("Who went out?", &names, 0)?;
                hand.out.clone_from(&names[i]);
            }
        }
    } else {
        let before = was
            .and_then(|w| seat_names.iter().position(|n| *n == w.out))
            .unwrap_or(0);
        let i = ask.select("Who went out?", &seat_names, before)?;
        hand.out.clone_from(&seat_names[i]);
    }
    if !replay {
        // Who laid live has made it: not asked.
        let laid = |n: &String| {
            session
                .seat(n)
                .is_some_and(|s| state.table.laid[s].is_some())
        };
        let others: Vec<String> = seat_names
            .iter()
            .filter(|n| **n != hand.out && !hand.made.contains(n) && !laid(n))
            .cloned()
            .collect();
        // Played live, who made it is who laid.
        if !others.is_empty() && !live {
            let ticked: Vec<bool> = others
                .iter()
                .map(|n| was.is_some_and(|w| w.made.contains(n)))
                .collect();
            let picked = ask.multi_from("Who else made their phase?", &others, &ticked)?;
            hand.made
                .extend(picked.into_iter().map(|i| others[i].clone()));
        }
        for s in referee::missing_scores(session, state, hand) {
            let name = session.players[s].clone();
            let before = was.and_then(|w| answered(w, &name)).unwrap_or_default();
            ask_score(session, state, hand, &name, &before, ask)?;
        }
        if progress == Progress::Chosen {
            ask_save_piles(session, &seated, hand, ask, was)?;
        }
    }
    // The hand as the rules see it: a refused count or total is asked again.
    loop {
        let mut trial = session.clone();
        let mut ended = hand.clone();
        ended.plays = std::mem::take(&mut trial.plays);
        trial.hands.push(ended);
        match referee::standings(&trial) {
            Ok(after) => {
                ask.say(&format!(
                    "Hand {number}:\n{}",
                    crate::app::core::render::hand_summary(&trial, &after, number - 1)
                ));
                break;
            }
            Err(p) => {
                let reason = refusal(&p, number);
                let Some(name) = p.refusal.score_of().map(str::to_string) else {
                    // The cards left, counted together with the table's, may be what
                    // is refused (more of a card than the deck has): each is asked
                    // again, the answer before offered.
                    let lefts: Vec<String> = seated
                        .iter()
                        .map(|&s| session.players[s].clone())
                        .filter(|n| hand.left.contains_key(n))
                        .collect();
                    if lefts.is_empty() {
                        bail!("not recorded: {reason}");
                    }
                    ask.say(&format!("{reason}: asking again"));
                    for name in lefts {
                        let before = answered(hand, &name).unwrap_or_default();
                        hand.points.remove(&name);
                        hand.left.remove(&name);
                        ask_score(session, state, hand, &name, &before, ask)?;
                    }
                    continue;
                };
                ask.say(&format!("{reason}: asking again"));
                let before = answered(hand, &name).unwrap_or_default();
                hand.points.remove(&name);
                hand.left.remove(&name);
                if name == hand.out {
                    continue;
                }
                ask_score(session, state, hand, &name, &before, ask)?;
            }
        }
    }
    let twice = session
        .hands
        .last()
        .is_some_and(|prev| event::same(prev, hand));
    let again = format!(
        "Hand {number} is the same as hand {}: record it again?",
        number - 1
    );
    if twice && !ask.confirm(&again, false)? {
        bail!(
            "not recorded: the same as hand {} (nothing was written)",
            number - 1
        );
    }
    if !ask.confirm("Record this hand?", true)? {
        bail!("not recorded: cancelled");
    }
    Ok(())
}

/// A player's cards or points left as answered in `hand`.
fn answered(hand: &Hand, name: &str) -> Option<String> {
    hand.left
        .get(name)
        .cloned()
        .or_else(|| hand.points.get(name).map(ToString::to_string))
}

/// Asks a player's cards (or points) left, from an earlier answer.
fn ask_score(
    session: &Session,
    state: &Standings,
    hand: &mut Hand,
    name: &str,
    before: &str,
    ask: &mut dyn Ask,
) -> Result<()> {
    let deck = session.rules().deck;
    let side = hand.side.unwrap_or(state.table.side);
    // Played live, what a player holds follows from what they put down: a count of
    // cards left is checked as it is answered.
    let holds = match session.seat(name) {
        Some(s) if state.table.live && !hand.untyped.iter().any(|u| u == name) => {
            Some(state.table.held(s))
        }
        _ => None,
    };
    let held = holds.map_or_else(String::new, |h| format!(" (holds {h})"));
    let answer = ask.input_from(
        &format!(
            "{name}{held}: cards left (e.g. {}) or points",
            example(session, side)
        ),
        before,
        &|text| match summary::read_left(text, holds, deck, side).map_err(|e| e.to_string())? {
            summary::Left::Cards(cards) if holds.is_some_and(|h| cards.len() != h) => Err(format!(
                "{name} holds {}; {} given",
                crate::app::core::render::count(holds.unwrap_or_default(), "card"),
                cards.len()
            )),
            _ => Ok(()),
        },
    )?;
    // (A lone card is a card: `12` where one is held.)
    match summary::read_left(&answer, holds, deck, side) {
        Ok(summary::Left::Points(p)) => {
            hand.points.insert(name.to_string(), p);
        }
        _ => {
            hand.left.insert(name.to_string(), answer);
        }
    }
    Ok(())
}

/// Masters: who saved a card and who drew from their save pile. A saved card is typed
/// unseen: the save pile is private at the table.
fn ask_save_piles(
    session: &Session,
    seated: &[usize],
    hand: &mut Hand,
    ask: &mut dyn Ask,
    was: Option<&Hand>,
) -> Result<()> {
    let names: Vec<String> = seated.iter().map(|&s| session.players[s].clone()).collect();
    let deck = session.rules().deck;
    let ticked = |map: fn(&Hand) -> &BTreeMap<String, String>| -> Vec<bool> {
        names
            .iter()
            .map(|n| was.is_some_and(|w| map(w).contains_key(n)))
            .collect()
    };
    let savers = ask.multi_from("Who saved a card this hand?", &names, &ticked(|h| &h.save))?;
    for i in savers {
        let name = &names[i];
        let card = ask.secret(
            &format!("{name}: the card saved"),
            &|t| match card::parse_cards(t, deck, Side::Color) {
                Ok(c) if c.len() == 1 => Ok(()),
                Ok(_) => Err("one card".into()),
                Err(e) => Err(e.to_string()),
            },
        )?;
        hand.save.insert(name.clone(), card);
    }
    let drew = ask.multi_from(
        "Who drew from their save pile this hand?",
        &names,
        &ticked(|h| &h.unsave),
    )?;
    for i in drew {
        let name = &names[i];
        let before = was
            .and_then(|w| w.unsave.get(name))
            .cloned()
            .unwrap_or_default();
        let cards = ask.input_from(&format!("{name}: the cards drawn back"), &before, &|t| {
            card::parse_cards(t, deck, Side::Color)
                .map(|_| ())
                .map_err(|e| e.to_string())
        })?;
        hand.unsave.insert(name.clone(), cards);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::rules::edition::Edition;
    use chrono::TimeZone;

    use crate::app::cli::cmd::hand::*;
    use crate::app::cli::prompt::Script;

    fn session(edition: Edition) -> Session {
        let created = Utc.with_ymd_and_hms(2026, 11, 22, 20, 0, 0).unwrap();
        Session::new(
            edition,
            vec!["Ann".into(), "Bob".into(), "Cy".into()],
            created,
        )
    }

    #[test]
    fn asks_who_went_out_who_made_it_and_the_cards_left() {
        let s = session(Edition::Classic);
        let state = referee::standings(&s).unwrap();
        let mut hand = Hand::default();
        let mut script = Script::new(&[
            ("Who went out?", "Ann"),
            ("Who else made their phase?", "Bob"),
            ("Bob: cards left", "R7 W"),
            ("Cy: cards left", "55"),
            ("Record this hand?", "y"),
        ]);
        ask(&s, &state, &mut hand, &mut script, None).unwrap();
        assert!(script.answers.is_empty());
        assert_eq!(hand.out, "Ann");
        assert_eq!(hand.made, ["Bob"]);
        assert_eq!(hand.left["Bob"], "R7 W");
        assert_eq!(hand.points["Cy"], 55);
    }

    #[test]
    fn an_answer_the_rules_refuse_is_asked_again_the_rest_kept() {
        let s = session(Edition::Classic);
        let state = referee::standings(&s).unwrap();
        let mut hand = Hand::default();
        let mut script = Script::new(&[
            ("Who went out?", "Ann"),
            ("Who else made their phase?", ""),
            ("Bob: cards left", "5"),
            ("Cy: cards left", "55"),
            // 5 points is impossible for 10 cards: Bob is asked again, from his answer.
            ("Bob: cards left", "60"),
            ("Record this hand?", "y"),
        ]);
        ask(&s, &state, &mut hand, &mut script, None).unwrap();
        assert_eq!(hand.points["Bob"], 60);
        assert_eq!(hand.points["Cy"], 55);
        assert_eq!(script.initials, ["", "", "5"]);
    }

    #[test]
    fn a_hand_the_same_as_the_one_before_needs_a_yes() {
        let mut s = session(Edition::Classic);
        let mut first = Hand {
            out: "Ann".into(),
            ..Hand::default()
        };
        first.points.insert("Bob".into(), 50);
        first.points.insert("Cy".into(), 60);
        s.hands.push(first);
        let state = referee::standings(&s).unwrap();
        let answers = [
            ("Who went out?", "Ann"),
            ("Who else made their phase?", ""),
            ("Bob: cards left", "50"),
            ("Cy: cards left", "60"),
        ];
        let mut script = Script::new(
            &[
                &answers[..],
                &[("the same as hand 1: record it again?", "n")],
            ]
            .concat(),
        );
        let e = ask(&s, &state, &mut Hand::default(), &mut script, None).unwrap_err();
        assert!(e.to_string().contains("the same as hand 1"), "{e}");
        let mut script = Script::new(
            &[
                &answers[..],
                &[
                    ("the same as hand 1: record it again?", "y"),
                    ("Record this hand?", "y"),
                ],
            ]
            .concat(),
        );
        ask(&s, &state, &mut Hand::default(), &mut script, None).unwrap();
    }

    #[test]
    fn re_entering_a_hand_starts_from_the_recorded_answers() {
        let s = session(Edition::Masters);
        let state = referee::standings(&s).unwrap();
        let mut was = Hand {
            out: "Bob".into(),
            made: vec!["Cy".into()],
            ..Hand::default()
        };
        was.attempt.insert("Ann".into(), 1);
        was.attempt.insert("Bob".into(), 2);
        was.attempt.insert("Cy".into(), 3);
        was.left
            .insert("Ann".into(), "R7 R8 R9 R10 R11 R12 B1 B2 B3 B4".into());
        was.points.insert("Cy".into(), 15);
        was.unsave.insert("Cy".into(), "W".into());
        let mut hand = Hand::default();
        let mut script = Script::new(&[
            ("Ann: which phase card?", "1"),
            ("Bob: which phase card?", "2"),
            ("Cy: which phase card?", "3"),
            ("Who went out?", "Bob"),
            ("Who else made their phase?", "Cy"),
            ("Ann: cards left", "R7 R8 R9 R10 R11 R12 B1 B2 B3 B4"),
            ("Cy: cards left", "20"),
            ("Who saved a card", ""),
            ("Who drew from their save pile", ""),
            ("Record this hand?", "y"),
        ]);
        ask(&s, &state, &mut hand, &mut script, Some(&was)).unwrap();
        assert_eq!(script.initials, ["R7 R8 R9 R10 R11 R12 B1 B2 B3 B4", "15"]);
        assert_eq!(script.defaults, [0, 1, 2, 1]);
        assert_eq!(
            script.ticked,
            [
                vec![false, true],
                vec![false, false, false],
                vec![false, false, true]
            ]
        );
        assert_eq!(hand.points["Cy"], 20);
    }

    #[test]
    fn a_hand_played_live_asks_only_what_the_plays_do_not_say() {
        let mut s = session(Edition::Classic);
        let play = |who: &str, cards: &str, on: Option<&str>| crate::session::Play {
            lay: on.is_none().then(|| who.to_string()),
            hit: on.is_some().then(|| who.to_string()),
            cards: cards.into(),
            on: on.map(str::to_string),
            ..Default::default()
        };
        s.plays = vec![
            play("Bob", "7 7 7 7 + 9 9 9 9", None),
            play("Cy", "4 4 4 + 5 5 5", None),
            play("Bob", "W", Some("Bob.1")),
            play("Bob", "W", Some("Bob.2")),
        ];
        let state = referee::standings(&s).unwrap();
        let mut hand = Hand::default();
        // Bob put down 10 cards: he went out, and no one is asked who made it (Cy
        // laid); Cy put down 6, so holds 4.
        let mut script = Script::new(&[
            ("Ann (holds 10): cards left", "50"),
            ("Cy (holds 4): cards left", "R7"),
            ("Cy (holds 4): cards left", "R7 R8 R9 R10"),
            ("Record this hand?", "y"),
        ]);
        ask(&s, &state, &mut hand, &mut script, None).unwrap();
        assert_eq!(hand.out, "Bob");
        assert!(hand.made.is_empty(), "who made it is who laid");
        assert!(script.offered.is_empty(), "no one is asked who made it");
        assert_eq!(hand.left["Cy"], "R7 R8 R9 R10");
    }

    #[test]
    fn only_flags_answer_what_they_give() {
        let s = session(Edition::Masters);
        let state = referee::standings(&s).unwrap();
        let mut hand = Hand::default();
        hand.attempt.insert("Ann".into(), 4);
        let mut script = Script::new(&[
            ("Bob: which phase card?", "2"),
            ("Cy: which phase card?", "1"),
            ("Who went out?", "Bob"),
            ("Who else made their phase?", "Ann"),
            ("Ann: cards left", "W"),
            ("Cy: cards left", "50"),
            ("Who saved a card", "Cy"),
            ("Cy: the card saved", "R12"),
            ("Who drew from their save pile", ""),
            ("Record this hand?", "y"),
        ]);
        ask(&s, &state, &mut hand, &mut script, None).unwrap();
        assert_eq!(hand.attempt["Bob"], 2);
        assert_eq!(hand.save["Cy"], "R12");
    }
}
