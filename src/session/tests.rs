use super::*;
use chrono::{DateTime, Utc};

use crate::rules::edition::{Edition, Variation};

fn at() -> DateTime<Utc> {
    DateTime::parse_from_rfc3339("2026-11-21T20:00:00Z")
        .unwrap()
        .into()
}

fn session(edition: Edition, players: &[&str]) -> Session {
    Session::new(
        edition,
        players
            .iter()
            .map(std::string::ToString::to_string)
            .collect(),
        at(),
    )
}

fn hand(out: &str, made: &[&str], points: &[(&str, u32)]) -> Hand {
    Hand {
        out: out.into(),
        made: made.iter().map(std::string::ToString::to_string).collect(),
        points: points.iter().map(|(n, p)| (n.to_string(), *p)).collect(),
        ..Hand::default()
    }
}

#[test]
fn phases_advance_when_made() {
    let mut s = session(Edition::Classic, &["Ann", "Bob", "Cy"]);
    s.hands
        .push(hand("Ann", &["Bob"], &[("Bob", 20), ("Cy", 75)]));
    let st = referee::standings(&s).unwrap();
    assert_eq!(st.players[0].completed, vec![1]);
    assert_eq!(st.players[1].completed, vec![1]);
    assert!(st.players[2].completed.is_empty());
    assert_eq!(progress::next_phase(&s, &st, 0).as_deref(), Some("2"));
    assert_eq!(progress::next_phase(&s, &st, 2).as_deref(), Some("1"));
    assert_eq!(st.players[2].score, 75);
    assert_eq!(st.dealer, 1, "the deal passes to the left");
}

#[test]
fn referee_checks_points() {
    let mut s = session(Edition::Classic, &["Ann", "Bob"]);
    s.hands.push(hand("Ann", &[], &[("Bob", 42)]));
    assert!(matches!(
        *referee::standings(&s).unwrap_err().refusal,
        Refusal::Input(BadInput::NotAMultipleOf5 { .. })
    ));
    s.hands[0] = hand("Ann", &[], &[("Bob", 45)]);
    assert!(matches!(
        *referee::standings(&s).unwrap_err().refusal,
        Refusal::Input(BadInput::PointsNotMade { .. })
    ));
    s.hands[0] = hand("Ann", &[], &[]);
    assert!(matches!(
        *referee::standings(&s).unwrap_err().refusal,
        Refusal::Input(BadInput::NoScore(_))
    ));
    s.hands[0] = hand("Zed", &[], &[("Bob", 50)]);
    assert!(matches!(
        *referee::standings(&s).unwrap_err().refusal,
        Refusal::Input(BadInput::NotAPlayer { .. })
    ));
    s.hands[0] = hand("Ann", &["Bob"], &[("Bob", 5)]);
    assert!(referee::standings(&s).is_ok());
}

#[test]
fn left_cards_are_scored_and_counted() {
    let mut s = session(Edition::Classic, &["Ann", "Bob"]);
    let mut h = hand("Ann", &[], &[]);
    h.left.insert("Bob".into(), "1 2 3 4 5 6 7 8 W S".into());
    s.hands.push(h);
    let st = referee::standings(&s).unwrap();
    assert_eq!(st.players[1].score, 8 * 5 + 25 + 15);
    s.hands[0].left.insert("Bob".into(), "1 2 3".into());
    assert!(matches!(
        *referee::standings(&s).unwrap_err().refusal,
        Refusal::Input(BadInput::CardsNotMade { .. })
    ));
}

#[test]
fn laid_phases_are_checked() {
    let mut s = session(Edition::Classic, &["Ann", "Bob"]);
    let mut h = hand("Ann", &["Bob"], &[("Bob", 10)]);
    h.laid.insert("Bob".into(), "7 7 7 8 8 W".into());
    s.hands.push(h.clone());
    assert!(referee::standings(&s).is_ok());
    h.laid.insert("Bob".into(), "7 7 7 8 9 W".into());
    s.hands[0] = h;
    let e = referee::standings(&s).unwrap_err();
    assert!(
        matches!(*e.refusal, Refusal::Rule(Ruling::NotThePhase { .. })),
        "{e:?}"
    );
}

fn play_to_ten(s: &mut Session, winners: &[&str], others: &[(&str, u32)]) {
    // Nine hands in which `winners` make every phase and nobody else does.
    for _ in 0..10 {
        let pts: Vec<(&str, u32)> = others.to_vec();
        s.hands.push(hand(winners[0], winners, &pts));
    }
}

#[test]
fn first_to_complete_phase_ten_wins() {
    let mut s = session(Edition::Classic, &["Ann", "Bob"]);
    play_to_ten(&mut s, &["Ann"], &[("Bob", 50)]);
    let st = referee::standings(&s).unwrap();
    assert_eq!(st.winner, Some(0));
    assert_eq!(st.decided, Some(Decided::First));
    s.hands.push(hand("Ann", &[], &[("Bob", 50)]));
    assert!(matches!(
        *referee::standings(&s).unwrap_err().refusal,
        Refusal::Input(BadInput::AlreadyWon { .. })
    ));
}

#[test]
fn ties_go_to_fewest_points_then_a_replay() {
    let mut s = session(Edition::Classic, &["Ann", "Bob", "Cy"]);
    for i in 0..10 {
        let out = if i % 2 == 0 { "Ann" } else { "Bob" };
        let other = if out == "Ann" { "Bob" } else { "Ann" };
        s.hands
            .push(hand(out, &["Ann", "Bob"], &[(other, 10), ("Cy", 50)]));
    }
    let st = referee::standings(&s).unwrap();
    assert_eq!(st.winner, None);
    assert_eq!(st.tiebreak, Some(vec![0, 1]));
    assert_eq!(st.seated(), vec![0, 1]);
    // Only the tied players sit in the replay.
    s.hands.push(hand("Cy", &[], &[]));
    assert!(matches!(
        *referee::standings(&s).unwrap_err().refusal,
        Refusal::Input(BadInput::NotInReplay { .. })
    ));
    s.hands.pop();
    s.hands.push(hand("Bob", &[], &[]));
    let st = referee::standings(&s).unwrap();
    assert_eq!(st.winner, Some(1));
    assert_eq!(st.decided, Some(Decided::Replay));
    // Fewest points decides without a replay.
    let mut s = session(Edition::Classic, &["Ann", "Bob"]);
    for _ in 0..10 {
        s.hands.push(hand("Ann", &["Bob"], &[("Bob", 5)]));
    }
    let st = referee::standings(&s).unwrap();
    assert_eq!(st.winner, Some(0));
    assert_eq!(st.decided, Some(Decided::FewestPoints));
}

#[test]
fn variations() {
    let mut s = session(Edition::Classic, &["Ann", "Bob"]);
    s.variation = Variation::EvenPhases;
    assert_eq!(
        progress::next_phase(&s, &referee::standings(&s).unwrap(), 0).as_deref(),
        Some("2")
    );
    for _ in 0..5 {
        s.hands.push(hand("Ann", &[], &[("Bob", 50)]));
    }
    assert_eq!(referee::standings(&s).unwrap().winner, Some(0));

    let mut s = session(Edition::Classic, &["Ann", "Bob"]);
    s.variation = Variation::Phases;
    assert!(
        referee::standings(&s).is_err(),
        "phases needs phases_to_win"
    );
    s.phases_to_win = Some(3);
    for _ in 0..3 {
        s.hands.push(hand("Bob", &[], &[("Ann", 50)]));
    }
    assert_eq!(referee::standings(&s).unwrap().winner, Some(1));

    let mut s = session(Edition::Classic, &["Ann", "Bob"]);
    s.variation = Variation::TenHands;
    for i in 0..10 {
        let st = referee::standings(&s).unwrap();
        assert_eq!(
            progress::next_phase(&s, &st, 1),
            Some((i + 1).to_string()),
            "everyone advances"
        );
        s.hands.push(hand("Ann", &[], &[("Bob", 50)]));
    }
    let st = referee::standings(&s).unwrap();
    assert_eq!(st.winner, Some(0));
    assert_eq!(st.decided, Some(Decided::LowestTotal));

    let mut s = session(Edition::Flip, &["Ann", "Bob"]);
    s.variation = Variation::EvenPhases;
    assert!(matches!(
        *referee::standings(&s).unwrap_err().refusal,
        Refusal::Input(BadInput::NoSuchVariation { .. })
    ));
}

#[test]
fn settings_are_checked() {
    let mut s = session(Edition::Masters, &["A", "B", "C", "D", "E"]);
    assert!(referee::standings(&s).is_err());
    s = session(Edition::Classic, &["Ann", "ann"]);
    assert!(referee::standings(&s).is_err());
    s = session(Edition::Classic, &["Ann", "Bob"]);
    s.dealer = "Cy".into();
    assert_eq!(referee::standings(&s).unwrap_err().key, Some("dealer"));
    s = session(Edition::Classic, &["Ann", "Bob"]);
    s.schema = 9;
    assert!(matches!(
        *referee::standings(&s).unwrap_err().refusal,
        Refusal::Input(BadInput::NewerSchema { .. })
    ));
    assert!(check_name("A,B").is_err());
}

#[test]
fn flip_scores_stars() {
    let mut s = session(Edition::Flip, &["Ann", "Bob"]);
    let mut h = hand("Ann", &["Bob"], &[]);
    h.left.insert("Bob".into(), "R* 12".into());
    s.hands.push(h);
    assert_eq!(referee::standings(&s).unwrap().players[1].score, 30);
    s.hands[0].left.insert("Bob".into(), "W 12".into());
    assert!(referee::standings(&s).is_err());
}
