//! `phase10 hand`: record one hand, by flags or by prompts.

use std::collections::BTreeMap;
use std::str::FromStr;

use anyhow::{Result, anyhow, bail};
use chrono::{SubsecRound, Utc};
use phase10::board::Space;
use phase10::card;
use phase10::edition::{Progress, Side};
use phase10::session::{Hand, Session, Standings};

use super::super::cli::HandArgs;
use super::super::prompt::{self, Ask, Terminal};
use super::super::{Out, store};
use super::status;

pub fn run(args: &HandArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let path = store::resolve(file)?;
    // Prompts are answered without the lock, so that another laptop's hand lands
    // meanwhile; the answers are then checked against the session as it is now.
    let (_lock, loaded, hand) = super::after_asking(&path, args.out.is_none(), |loaded| {
        game_on(loaded)?;
        build(loaded.session(), &loaded.state, args)
    })?;
    let session = loaded.session();
    let number = session.hands.len() + 1;
    let mut hand = hand;
    let change = if session.plays.is_empty() {
        loaded
            .doc
            .append_hand(&hand, format!("recorded hand {number}"))
    } else {
        // The hand refereed live ends: its plays go into its record.
        hand.plays.clone_from(&session.plays);
        loaded
            .doc
            .end_hand(&hand, format!("recorded hand {number}"))
    };
    let (doc, new_state) = store::try_change(&loaded.doc, &change)
        .map_err(|e| anyhow!("not recorded: {}", refusal(&e, number)))?;
    store::commit(&loaded, change, &doc)?;
    let next = doc.session();
    if json {
        let mut j = status::json(next, &new_state);
        j["recorded"] = serde_json::json!(number);
        return Ok(Out::json(true, &j).landed());
    }
    let mut text = format!("hand {number} recorded\n");
    text.push_str(&super::super::render::hand_summary(
        next,
        &new_state,
        number - 1,
    ));
    text.push_str(&super::super::render::outcome(next, &new_state));
    Ok(Out::yes(text).landed())
}

/// Refuses a hand after the game is won.
fn game_on(loaded: &store::Loaded) -> Result<()> {
    if let Some(w) = loaded.state.winner {
        bail!(
            "the game is over: {} won; start another with phase10 new (or phase10 undo)",
            loaded.session().players[w]
        );
    }
    Ok(())
}

/// A refusal of hand `number`, without the hand's number (it is the one being entered).
pub fn refusal(e: &impl std::fmt::Display, number: usize) -> String {
    e.to_string()
        .trim_start_matches(&format!("hand {number}: "))
        .to_string()
}

/// The hand from the flags, asking for the rest on a terminal.
pub fn build(session: &Session, state: &Standings, args: &HandArgs) -> Result<Hand> {
    let mut hand = from_flags(session, args)?;
    if args.out.is_none() {
        if !prompt::interactive() {
            bail!(
                "give --out NAME (with --made, and --left NAME=\"CARDS\" or --points NAME=N for the others), or run in a terminal to be asked"
            );
        }
        ask(session, state, &mut hand, &mut Terminal)?;
    }
    Ok(hand)
}

fn canonical(session: &Session, name: &str) -> String {
    session
        .seat(name)
        .map_or_else(|| name.trim().to_string(), |s| session.players[s].clone())
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
    Ok(Hand {
        out: args
            .out
            .as_deref()
            .map(|o| canonical(session, o))
            .unwrap_or_default(),
        made,
        side,
        attempt: pairs(session, "attempt", &args.attempt, "N")?,
        choose: pairs(session, "choose", &args.choose, "N")?,
        twist_card: pairs(session, "twist-card", &args.twist_card, "N")?,
        points: pairs(session, "points", &args.points, "N (whole points)")?,
        left: pairs(session, "left", &args.left, "CARDS")?,
        laid: pairs(session, "laid", &args.laid, "CARDS")?,
        save: pairs(session, "save", &args.save, "CARD")?,
        unsave: pairs(session, "unsave", &args.unsave, "CARDS")?,
        recorded: Some(Utc::now().trunc_subsecs(0)),
        plays: Vec::new(),
    })
}

/// Asks for everything the flags did not say.
pub fn ask(session: &Session, state: &Standings, hand: &mut Hand, ask: &mut dyn Ask) -> Result<()> {
    let seated = session.seated(state);
    let names = |seats: &[usize]| -> Vec<String> {
        seats.iter().map(|&s| session.players[s].clone()).collect()
    };
    let replay = session.replay_pending(state);
    if replay {
        eprintln!(
            "This hand is the replay between {}: the first to go out wins.",
            session.names(&seated)
        );
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
                .map(|&n| format!("{n}: {}", session.edition.phase(n).expect("1-10")))
                .collect();
            let i = ask.select(&format!("{name}: which phase card?"), &items, 0)?;
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
                format!("phase {a}: {}", session.edition.phase(a).expect("1-10")),
                format!("phase {b}: {}", session.edition.phase(b).expect("1-10")),
                "draw a Twist card".to_string(),
            ];
            match ask.select(&format!("{name} is on a Twist space"), &items, 0)? {
                0 => {
                    hand.choose.insert(name.clone(), a);
                }
                1 => {
                    hand.choose.insert(name.clone(), b);
                }
                _ => {
                    let n = ask.input(
                        &format!("{name}: which Twist card (1-10)?"),
                        false,
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
    let seat_names = names(&seated);
    let i = ask.select("Who went out?", &seat_names, 0)?;
    hand.out.clone_from(&seat_names[i]);
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
        if !others.is_empty() {
            let picked = ask.multi("Who else made their phase?", &others)?;
            hand.made
                .extend(picked.into_iter().map(|i| others[i].clone()));
        }
        let deck = session.rules().deck;
        let side = hand.side.unwrap_or(state.table.side);
        for s in session.missing_scores(state, hand) {
            let name = session.players[s].clone();
            let answer = ask.input(
                &format!("{name}: cards left (e.g. R7 W 12) or points"),
                false,
                &|text| {
                    if text.parse::<u32>().is_ok() {
                        return Ok(());
                    }
                    card::parse_cards(text, deck, side)
                        .map(|_| ())
                        .map_err(|e| e.to_string())
                },
            )?;
            if let Ok(p) = answer.parse::<u32>() {
                hand.points.insert(name, p);
            } else {
                hand.left.insert(name, answer);
            }
        }
        if progress == Progress::Chosen {
            ask_save_piles(session, &seated, hand, ask)?;
        }
    }
    let mut trial = session.clone();
    let mut ended = hand.clone();
    ended.plays = std::mem::take(&mut trial.plays);
    trial.hands.push(ended);
    let number = trial.hands.len();
    trial
        .standings()
        .map_err(|p| anyhow!("not recorded: {}", refusal(&p, number)))?;
    if !ask.confirm("Record this hand?", true)? {
        bail!("not recorded: cancelled");
    }
    Ok(())
}

fn ask_save_piles(
    session: &Session,
    seated: &[usize],
    hand: &mut Hand,
    ask: &mut dyn Ask,
) -> Result<()> {
    let names: Vec<String> = seated.iter().map(|&s| session.players[s].clone()).collect();
    let deck = session.rules().deck;
    let savers = ask.multi("Who saved a card this hand?", &names)?;
    for i in savers {
        let name = &names[i];
        let card =
            ask.input(
                &format!("{name}: the card saved"),
                false,
                &|t| match card::parse_cards(t, deck, Side::Color) {
                    Ok(c) if c.len() == 1 => Ok(()),
                    Ok(_) => Err("one card".into()),
                    Err(e) => Err(e.to_string()),
                },
            )?;
        hand.save.insert(name.clone(), card);
    }
    let drew = ask.multi("Who drew from their save pile this hand?", &names)?;
    for i in drew {
        let name = &names[i];
        let cards = ask.input(&format!("{name}: the cards drawn back"), false, &|t| {
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
    use chrono::TimeZone;
    use phase10::edition::Edition;

    use super::*;
    use crate::app::prompt::Script;

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
        let state = s.standings().unwrap();
        let mut hand = Hand::default();
        let mut script = Script::new(&[
            ("Who went out?", "Ann"),
            ("Who else made their phase?", "Bob"),
            ("Bob: cards left", "R7 W"),
            ("Cy: cards left", "55"),
            ("Record this hand?", "y"),
        ]);
        ask(&s, &state, &mut hand, &mut script).unwrap();
        assert!(script.answers.is_empty());
        assert_eq!(hand.out, "Ann");
        assert_eq!(hand.made, ["Bob"]);
        assert_eq!(hand.left["Bob"], "R7 W");
        assert_eq!(hand.points["Cy"], 55);
    }

    #[test]
    fn a_hand_the_rules_refuse_is_not_confirmed() {
        let s = session(Edition::Classic);
        let state = s.standings().unwrap();
        let mut hand = Hand::default();
        let mut script = Script::new(&[
            ("Who went out?", "Ann"),
            ("Who else made their phase?", ""),
            ("Bob: cards left", "5"),
            ("Cy: cards left", "55"),
        ]);
        let e = ask(&s, &state, &mut hand, &mut script).unwrap_err();
        assert!(e.to_string().contains("5 points is impossible"), "{e}");
        assert!(!script.asked.iter().any(|q| q.contains("Record")));
    }

    #[test]
    fn who_laid_live_is_not_asked_whether_they_made_it() {
        let mut s = session(Edition::Classic);
        s.plays.push(phase10::session::Play {
            lay: Some("Bob".into()),
            cards: "7 7 7 + 9 9 9".into(),
            ..Default::default()
        });
        let state = s.standings().unwrap();
        let mut hand = Hand::default();
        let mut script = Script::new(&[
            ("Who went out?", "Ann"),
            // Only Cy is offered: Bob laid his phase live.
            ("Who else made their phase?", ""),
            ("Bob: cards left", "R7"),
            ("Cy: cards left", "55"),
            ("Record this hand?", "y"),
        ]);
        ask(&s, &state, &mut hand, &mut script).unwrap();
        assert!(
            hand.made.is_empty(),
            "Bob is made by his lay, not by an answer"
        );
        assert_eq!(script.offered, [vec!["Cy".to_string()]]);
    }

    #[test]
    fn only_flags_answer_what_they_give() {
        let s = session(Edition::Masters);
        let state = s.standings().unwrap();
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
        ask(&s, &state, &mut hand, &mut script).unwrap();
        assert_eq!(hand.attempt["Bob"], 2);
        assert_eq!(hand.save["Cy"], "R12");
    }
}
