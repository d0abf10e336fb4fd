//! Arbitrary input never panics: card tokens, phase phrases, boards, hits, session files
//! (arbitrary text, mutated files, random hands) and the binary's own flags.

use phase10::rules::board::Board;
use phase10::rules::card::{self, Card};
use phase10::rules::edition::{Deck, Edition, Side};
use phase10::rules::hit;
use phase10::rules::phase::{GroupKind, Phase};
use phase10::session::{Hand, Session};
use proptest::prelude::*;

use crate::common::Env;

fn decks() -> impl Strategy<Value = (Deck, Side)> {
    prop_oneof![
        Just((Deck::Classic, Side::Color)),
        Just((Deck::Flip, Side::Color)),
        Just((Deck::Flip, Side::Wild)),
    ]
}

/// Text that looks like what is typed at the table, and plain noise.
fn typed() -> impl Strategy<Value = String> {
    prop_oneof![
        "[RBGYWS*0-9 ,+|xX=-]{0,30}",
        "[^\u{0}]{0,40}",
        "[rbgyws]?[0-9]{1,3}( [RBGY]?[0-9*]{1,2}){0,8}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn card_parsing_never_panics_and_round_trips(text in typed(), (deck, side) in decks()) {
        if let Ok(cards) = card::parse_cards(&text, deck, side) {
            let again = card::parse_cards(&card::show(&cards), deck, side).unwrap();
            prop_assert_eq!(again, cards);
        }
        let _ = card::parse_grouped(&text, deck, side);
    }

    #[test]
    fn phrases_never_panic_and_round_trip(
        text in prop_oneof![
            ".{0,60}",
            "[0-9]{1,2} (sets?|runs?|colou?r runs?|cards?) of [0-9]{1,2}( of one colou?r)?( [+&] [0-9] (sets?|runs?) of [0-9])?",
        ]
    ) {
        if let Ok(phase) = text.parse::<Phase>() {
            let again: Phase = phase.to_string().parse().unwrap();
            prop_assert_eq!(again, phase);
        }
    }

    #[test]
    fn boards_never_panic(text in "[0-9T ]{0,40}") {
        if let Ok(b) = Board::parse(&text) {
            prop_assert_eq!(Board::parse(&b.to_string()).unwrap(), b);
        }
    }

    #[test]
    fn hits_never_panic_and_fit_only_onto_groups(
        onto in "([RBGY]?([1-9]|1[0-2])|W)( ([RBGY]?([1-9]|1[0-2])|W)){0,11}",
        cards in "([RBGY]?([1-9]|1[0-2])|W|S)( ([RBGY]?([1-9]|1[0-2])|W)){0,3}",
        kind in prop_oneof![Just(GroupKind::Set), Just(GroupKind::Run), Just(GroupKind::Color), Just(GroupKind::ColorRun)],
        wrap in any::<bool>(),
    ) {
        use phase10::rules::run::{self, Ends};
        let ends = if wrap { Ends::Wrap } else { Ends::Stop };
        let onto = card::parse_cards(&onto, Deck::Classic, Side::Color).unwrap();
        let cards = card::parse_cards(&cards, Deck::Classic, Side::Color).unwrap();
        if let Ok(v) = hit::hit(&onto, kind, &cards, Side::Color, phase10::Deck::Classic, ends) {
            if let Some(after) = v.after() {
                prop_assert!(v.fits());
                prop_assert_eq!(after.cards.len(), onto.len() + cards.len());
                let pieces: Vec<_> = after.cards.iter().map(|&c| phase10::rules::group::Piece::of(c, Side::Color).unwrap()).collect();
                prop_assert!(phase10::rules::group::is_group(kind, 1, &pieces, ends), "{} is not a {:?}", after.show(), kind);
                // A run's cards, wilds as they stand, go up one by one from its first
                // number to its last.
                if let Some((lo, hi)) = after.span {
                    let nums: Vec<u8> = pieces.iter().zip(&after.stands).map(|(p, s)| p.num.or(s.and_then(|s| s.num)).unwrap()).collect();
                    let want: Vec<u8> = (0..nums.len() as u8).map(|o| run::up(lo, o)).collect();
                    prop_assert_eq!(&nums, &want, "{}", after.show());
                    prop_assert_eq!(run::end(lo, nums.len() as u8), hi);
                    prop_assert!(wrap || lo <= hi, "{} wraps where runs stop at 12", after.show());
                }
            } else {
                prop_assert!(v.why().is_some());
            }
        }
    }

    #[test]
    fn mutated_session_files_never_panic(edits in prop::collection::vec((0usize..2000, 0u8..3, "[ -~\n]{0,3}"), 1..6)) {
        let mut text = VALID.to_string();
        for (at, op, with) in edits {
            let mut at = at % (text.len() + 1);
            while !text.is_char_boundary(at) { at -= 1; }
            match op {
                0 => text.insert_str(at, &with),
                1 => { let end = (at + with.len().max(1)).min(text.len()); if text.is_char_boundary(end) { text.replace_range(at..end, ""); } }
                _ => { let end = (at + with.len()).min(text.len()); if text.is_char_boundary(end) { text.replace_range(at..end, &with); } }
            }
        }
        // Read as every command reads it, and played through.
        if let Ok(doc) = phase10::session::document::Document::parse(text) {
            let _ = phase10::session::event::replay(doc.session());
        }
    }

    #[test]
    fn random_hands_never_panic(
        edition in prop_oneof![Just(Edition::Classic), Just(Edition::Flip), Just(Edition::Twist), Just(Edition::Masters)],
        hands in prop::collection::vec(arb_hand(), 0..25),
    ) {
        let mut s = Session::new(edition, vec!["Ann".into(), "Bob".into(), "Cy".into()], chrono::DateTime::UNIX_EPOCH);
        for h in hands {
            s.hands.push(h);
            // Keep only hands that replay, so later hands meet a game in progress.
            if phase10::session::referee::standings(&s).is_err() {
                s.hands.pop();
            }
        }
        let state = phase10::session::referee::standings(&s).unwrap();
        for seat in 0..3 {
            let _ = phase10::session::progress::next_phase(&s, &state, seat);
        }
    }
}

fn name() -> impl Strategy<Value = String> {
    prop_oneof![4 => Just("Ann".to_string()), 4 => Just("Bob".to_string()), 4 => Just("Cy".to_string()), 1 => "[a-z=,]{0,4}"]
}

fn arb_hand() -> impl Strategy<Value = Hand> {
    let cards = prop_oneof![
        "[RBGY]?([1-9]|1[0-2]|W|S|\\*)( [RBGY]?([1-9]|1[0-2]|W|S|[RBGY]?\\*)){0,10}",
        ".{0,12}"
    ];
    (
        name(),
        prop::collection::vec(name(), 0..3),
        prop::collection::btree_map(name(), 0u32..300, 0..3),
        prop::collection::btree_map(name(), cards.clone(), 0..3),
        prop::collection::btree_map(name(), cards.clone(), 0..2),
        prop::collection::btree_map(name(), 0u8..12, 0..3),
        prop::collection::btree_map(name(), 0u8..12, 0..2),
        prop::collection::btree_map(name(), 0u8..12, 0..2),
        prop::collection::btree_map(name(), cards.clone(), 0..2),
        prop::collection::btree_map(name(), cards, 0..2),
        prop::option::of(prop_oneof![Just(Side::Color), Just(Side::Wild)]),
    )
        .prop_map(
            |(out, made, points, left, laid, attempt, choose, twist_card, save, unsave, side)| {
                Hand {
                    dealer: None,
                    out,
                    made,
                    side,
                    attempt,
                    choose,
                    twist_card,
                    points,
                    left,
                    laid,
                    save,
                    unsave,
                    recorded: None,
                    plays: Vec::new(),
                    untyped: Vec::new(),
                }
            },
        )
}

const VALID: &str = r#"schema = 1
edition = "masters"
variation = "standard"
natural = "phase"
created = "2026-11-21T20:00:00Z"
players = ["Ann", "Bob"]
dealer = "Ann"

[[hand]]
out = "Ann"
made = ["Bob"]

[hand.attempt]
Ann = 1
Bob = 2

[hand.points]
Bob = 20

[hand.save]
Ann = "R7"

[[hand]]
out = "Bob"

[hand.attempt]
Ann = 3
Bob = 4

[hand.left]
Ann = "1 2 3 4 5 6 7 8 9 W"

[hand.unsave]
Ann = "R7"
"#;

#[test]
fn the_valid_file_is_valid() {
    let s: Session = toml_edit::de::from_str(VALID).unwrap();
    let st = phase10::session::referee::standings(&s).unwrap();
    assert_eq!(st.players[0].score, 70);
    assert!(st.players[0].saved.is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    /// The binary on arbitrary arguments: an answer (0/1) or one clean error line (2).
    #[test]
    fn the_binary_never_panics(args in prop::collection::vec(prop_oneof![typed(), Just("--phase".into()), Just("--onto".into()), Just("--as".into()), Just("--points".into()), Just("--out".into()), Just("--left".into())], 0..6),
                               cmd in prop_oneof![Just("check"), Just("find"), Just("hit"), Just("hand"), Just("new"), Just("edit")]) {
        let env = Env::new();
        let mut full = vec![cmd.to_string()];
        if cmd == "check" || cmd == "find" { full.extend(["--phase".to_string(), "2".to_string()]); }
        full.extend(args);
        let refs: Vec<&str> = full.iter().map(String::as_str).collect();
        let r = env.run_stdin(&refs, "");
        prop_assert!([0, 1, 2].contains(&r.code), "exit {} for {:?}: {}", r.code, full, r.stderr);
        prop_assert!(!r.stderr.contains("internal error"), "{:?}: {}", full, r.stderr);
        let _: Option<Card> = None;
    }
}
