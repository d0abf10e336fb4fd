//! The solver's reasons as a player reads them: each value worded, byte for byte.

use crate::rules::card::{Card, parse_cards};
use crate::rules::edition::{Deck, Edition, Side};
use crate::rules::phase::Phase;
use crate::solver::{Natural, Rules, Verdict, check, check_grouped, find};

use super::reason::verdict;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s, Deck::Classic, Side::Color).unwrap()
}

fn flip(s: &str) -> Vec<Card> {
    parse_cards(s, Deck::Flip, Side::Color).unwrap()
}

fn classic(n: u8) -> Phase {
    Edition::Classic.phase(n).unwrap()
}

fn said(v: &Verdict, rules: &Rules) -> String {
    verdict(v, rules).unwrap_or_else(|| panic!("no reason: {v:?}"))
}

/// A claim's reason, as printed rules.
fn no(s: &str, phase: &Phase) -> String {
    let rules = Rules::default();
    said(&check(&cards(s), phase, &rules), &rules)
}

#[test]
fn a_claims_fix_in_words() {
    assert_eq!(
        no("S 7 7 7 8 8 8", &classic(1)),
        "leave out S (a Skip is never part of a phase)"
    );
    assert_eq!(
        no("W W W W W W", &classic(1)),
        "add a numbered card (a phase needs a numbered card; wilds do not count)"
    );
    // The cards a set of wilds takes are of one number: said so, by naming one.
    assert_eq!(
        no("W", &classic(1)),
        "add two 1s and three 2s (a phase needs a numbered card; wilds do not count)"
    );
    assert_eq!(
        no("7", &classic(1)),
        "add two 7s and three 1s, or that many wilds"
    );
    assert_eq!(no("7 7 7 7 3 4 6", &classic(2)), "add a 5, or a wild");
    assert_eq!(no("7 7 7 7 3 4 5", &classic(2)), "add a 6, or a wild");
    assert!(no("G1 G3 G5 G7 G9 G11 4", &classic(8)).starts_with("colours missing for 4: "));
    assert_eq!(no("7 7 7 3 4 5 6 12", &classic(2)), "leave out 12");
    // One wild cannot stand for two cards; every misfit is named; grammar.
    assert_eq!(no("1 1 7 7 7 3 4 5 6", &classic(2)), "leave out 1 and 1");
    assert_eq!(
        no("7 7 7 11 12 1 2", &classic(2)),
        "leave out 11 and 12 (runs stop at 12: no run goes on from 12 to 1), and add a 3 and a 4, or that many wilds"
    );
    assert_eq!(no("12 12 12 1 2 3 4 11", &classic(2)), "leave out 11");
    // Wilds stand in only as far as the deck's 8 go.
    let twelve: Phase = "1 run of 12".parse().unwrap();
    assert_eq!(
        no("W W W W W W 1 2", &twelve),
        "add a 9, a 10, an 11 and a 12, or wilds for up to 2 of them (the deck has 8)"
    );
    assert_eq!(
        no("W W W W W W W 1", &twelve),
        "add a 9, a 10, an 11 and a 12, or a wild for one of them (the deck has 8)"
    );
    assert_eq!(
        no("W W W W W W W W 1", &twelve),
        "add a 10, an 11 and a 12 (all 8 of the deck's wilds are in it)"
    );
    assert_eq!(
        no("W W W W W W W 1 2", &twelve),
        "add a 10, an 11 and a 12, or a wild for one of them (the deck has 8)"
    );
    assert_eq!(
        no("W W W W W W W W 1 2 3", &twelve),
        "add a 12 (all 8 of the deck's wilds are in it)"
    );
    let group = Rules {
        natural: Natural::Group,
        ..Rules::default()
    };
    let runs: Phase = "1 run of 2 + 1 run of 1".parse().unwrap();
    assert_eq!(
        said(&check(&cards("R2 W=7 R4 R7"), &runs, &group), &group),
        "leave out W=7, and add a 3, or a wild"
    );
    let v = check(&cards("R7 W W W W W"), &classic(1), &group);
    assert!(said(&v, &group).contains("natural = group"));
    let far = flip("R6 Y10 Y* Y6 B8 R10 B10 G* R12 G1 G10 R4 R8 B6");
    let flip_group = Rules {
        deck: Deck::Flip,
        ..group
    };
    let phase: Phase = "2 colour runs of 3".parse().unwrap();
    assert_eq!(
        said(&check(&far, &phase, &flip_group), &flip_group),
        "these 14 cards make no 2 colour runs of 3"
    );
}

#[test]
fn a_grouped_claims_reason_in_words() {
    let t = Rules::default();
    let p: Phase = "1 colour run of 3 + 1 set of 2".parse().unwrap();
    let v = check_grouped(&[cards("B3 B5 Y4"), cards("7 7")], &p, &t);
    assert_eq!(said(&v, &t), "leave out Y4, and add B4, or a wild");
    let v = check_grouped(&[cards("7 7 8"), cards("8 8 7")], &classic(1), &t);
    assert_eq!(said(&v, &t), "move 8 and 7 to the groups short of them");
    let v = check_grouped(
        &[cards("7 7 7"), cards("8 8"), cards("9 9")],
        &classic(1),
        &t,
    );
    assert_eq!(said(&v, &t), "2 sets of 3 is 2 groups; 3 typed");
    let v = check_grouped(&[cards("3 4 5"), cards("7 7 7 6")], &classic(2), &t);
    assert_eq!(said(&v, &t), "move 6 to the group short of it");
}

#[test]
fn a_hands_reason_in_words() {
    let group = Rules {
        deck: Deck::Flip,
        natural: Natural::Group,
        ..Rules::default()
    };
    let run: Phase = "2 colour runs of 3".parse().unwrap();
    let f = find(&flip("Y* Y* G2 G3 G4 B5"), &run, &group);
    assert_eq!(
        said(&f, &group),
        "not in hand: 1 card short: add Y3 (every group needs a numbered card, natural = group; Stars do not count)"
    );
    let pairs: Phase = "2 colour runs of 2".parse().unwrap();
    let phase_rule = Rules {
        natural: Natural::Phase,
        ..group
    };
    let f = find(&flip("R* R* R* B1"), &pairs, &phase_rule);
    assert_eq!(
        said(&f, &phase_rule),
        "not in hand: 1 card short: add R2 (a phase needs a numbered card; Stars do not count)"
    );
    let f = find(&flip("R4 R6 G1 G2 B9"), &run, &group);
    assert_eq!(
        said(&f, &group),
        "not in hand: 2 cards short: add G3 and R5, or that many Stars of those colours"
    );
    let t = Rules::default();
    let f = find(&cards("1 2 3 5 7 9 11"), &classic(4), &t);
    assert!(said(&f, &t).starts_with("not in hand"));
}

/// English's names of things are the library's own words, for every group and every
/// phase of every edition and Twist card: one vocabulary, worded in one place.
#[test]
fn english_terms_are_the_rulebooks() {
    use super::terms;
    use crate::rules::phase::{GroupKind, GroupSpec};
    for kind in [
        GroupKind::Set,
        GroupKind::Run,
        GroupKind::Color,
        GroupKind::ColorRun,
    ] {
        for size in 1..=12 {
            let spec = GroupSpec::new(kind, size);
            assert_eq!(terms::group(spec), spec.describe());
            for n in 1..=3 {
                let phase = Phase {
                    groups: vec![spec; n],
                };
                assert_eq!(terms::phase(&phase), phase.to_string());
                let mut two = phase.clone();
                two.groups.push(GroupSpec::new(GroupKind::Set, 2));
                assert_eq!(terms::phase(&two), two.to_string());
            }
        }
    }
    for edition in [
        Edition::Classic,
        Edition::Flip,
        Edition::Twist,
        Edition::Masters,
    ] {
        for n in 1..=10 {
            for phase in [edition.phase(n), edition.twist_card(n)]
                .into_iter()
                .flatten()
            {
                assert_eq!(terms::phase(&phase), phase.to_string());
            }
        }
    }
}

/// The German table hears its rulebook's words: the phases by their names, the reason
/// and the fix in German.
#[test]
fn german_says_the_german_rulebooks_words() {
    use super::catalogue::in_language;
    use super::language::Language::German;
    use super::terms;
    let german = |n: u8| in_language(German, || terms::phase(&classic(n)));
    let names: Vec<String> = (1..=10).map(german).collect();
    assert_eq!(
        names,
        [
            "2 Drillinge",
            "Drilling + Viererfolge",
            "Vierling + Viererfolge",
            "Siebenerfolge",
            "Achterfolge",
            "Neunerfolge",
            "2 Vierlinge",
            "7 Karten einer Farbe",
            "Fünfling + Zwilling",
            "Fünfling + Drilling",
        ]
    );
    // Every German name reads back as the phase (`--phase "2 Drillinge"`).
    for (n, name) in (1..=10).zip(&names) {
        let read = crate::app::core::typed::phrase(name).unwrap_or_else(|| name.clone());
        assert_eq!(read.parse::<Phase>().unwrap(), classic(n), "{name}");
    }
    assert_eq!(
        in_language(German, || no("7 7 7 7 3 4 6", &classic(2))),
        "lege eine 5 dazu, oder einen Joker"
    );
    assert_eq!(
        in_language(German, || no("7 7 7 9 9 S", &classic(1))),
        "lass S weg (ein Aussetzer gehört nie zu einer Phase), und lege eine 9 dazu, oder einen Joker"
    );
    // The thread speaks English again after.
    assert_eq!(no("7 7 7 7 3 4 6", &classic(2)), "add a 5, or a wild");
}

/// A German table's words where the game stands, the help and the rules card: the
/// German catalogue, its terms inside its sentences (no English word left between).
#[test]
fn german_says_where_the_game_stands() {
    use super::catalogue::in_language;
    use super::language::Language::German;
    let session = crate::session::Session::new(
        Edition::Flip,
        vec!["Ann".into(), "Bob".into()],
        chrono::DateTime::UNIX_EPOCH,
    );
    let state = crate::session::event::replay(&session).unwrap();
    let name = |s: usize| session.players[s].clone();
    let stands = in_language(German, || super::stands(&session, &state, &name));
    assert_eq!(
        stands,
        ["flip", "Runde 1", "Ann gibt", "Farbseite im Spiel"]
    );
    let help = in_language(German, || super::help(false));
    assert!(help[0].ends_with("eine Phase ausgelegt"), "{help:?}");
    assert!(help.iter().any(|l| l.contains("Joker")), "{help:?}");
    let goal = in_language(German, || {
        super::rules::goal(crate::session::rules_card::Goal::Standard)
    });
    assert!(goal.starts_with("die Phasen der Reihe nach"), "{goal}");
    assert_eq!(in_language(German, || super::count(3, "hand")), "3 Runden");
    assert_eq!(in_language(German, || super::cards(0)), "keine Karte");
    // And English after, in the same thread.
    assert_eq!(super::count(3, "hand"), "3 hands");
}
