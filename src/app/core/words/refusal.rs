//! A refusal in words: why the rules or the input say no, and the step that mends it in
//! the words of the face that asked (the command line's flags, or the table's words).

use crate::rules::card;
use crate::session::GoOut;
use crate::session::problem::{BadInput, CardsError, Problem, Refusal, Ruling, Seating};

use super::{Face, cards, listed, shell};

/// A step a refusal advises.
enum Advice<'a> {
    /// Record a player's phase.
    Lay(&'a str),
    /// Record a player's hit.
    Hit(&'a str),
    /// Record the hand's end, the player gone out.
    Out(&'a str),
    /// Say who went out, in the hand's end being given.
    OutIs(&'a str),
    /// Name a group (`Ann.2`).
    On(&'a str),
    Undo,
    /// The next game at this table.
    NextGame,
}

/// The step, as `face` types it.
fn advise(face: Face, advice: Advice) -> String {
    match (face, advice) {
        (Face::Table, Advice::Lay(name)) => format!("{name} lay CARDS"),
        (_, Advice::Lay(name)) => format!("phase10 lay {} CARDS", shell(name)),
        (Face::Table, Advice::Hit(name)) => format!("{name} hit CARDS on OWNER"),
        (_, Advice::Hit(name)) => format!("phase10 hit {} CARDS --on OWNER", shell(name)),
        (Face::Table, Advice::Out(name) | Advice::OutIs(name)) => format!("out {name}"),
        (_, Advice::Out(name)) => format!("phase10 hand --out {}", shell(name)),
        (_, Advice::OutIs(name)) => format!("--out {}", shell(name)),
        (Face::Table, Advice::On(group)) => format!("on {group}"),
        (_, Advice::On(group)) => format!("--on {}", shell(group)),
        (Face::Table, Advice::Undo) => "undo".into(),
        (_, Advice::Undo) => "phase10 undo".into(),
        (Face::Table, Advice::NextGame) => "new game".into(),
        (_, Advice::NextGame) => "phase10 new --again".into(),
    }
}

/// A refusal in the words of `face`: the command line's flags (`phase10 hand`'s
/// `--attempt Ann=N`, `phase10 lay`'s `--attempt N`) or the table's words (`ann lay
/// phase N …`, `out bob`, `undo`).
pub fn refusal(r: &Refusal, face: Face) -> String {
    match r {
        Refusal::Rule(r) => ruling(r, face),
        Refusal::Input(b) => bad_input(b, face),
    }
}

/// A problem of a session, with where it sits ("hand 2: play 3: …").
pub fn problem(p: &Problem, face: Face) -> String {
    format!("{}{}", place(p), refusal(&p.refusal, face))
}

/// Where a problem sits: "hand 2: ", "play 3: ", "join 1: ".
pub fn place(p: &Problem) -> String {
    let mut text = String::new();
    if let Some(h) = p.hand {
        text.push_str(&format!("hand {h}: "));
    }
    if let Some(n) = p.play {
        text.push_str(&format!("play {n}: "));
    }
    if let Some((b, n)) = p.block {
        text.push_str(&format!("{} {n}: ", b.key()));
    }
    text
}

/// Why cards written for a player are not cards of the deck.
pub fn cards_error(e: &CardsError) -> String {
    match e {
        CardsError::Card(e) => e.to_string(),
        CardsError::Copies(e) => e.to_string(),
        CardsError::NoCard => "no card given".into(),
    }
}

/// The house rule that the last card is discarded, where the table plays it.
fn keeps_one(go_out: GoOut) -> &'static str {
    match go_out {
        GoOut::Any => "",
        GoOut::Discard => {
            ", one of them kept to discard (house rule go_out = \"discard\": going out is discarding the last card)"
        }
    }
}

/// "1 card", "1 to 4 cards".
fn holds(limit: usize) -> String {
    match limit {
        1 => "1 card".into(),
        n => format!("1 to {n} cards"),
    }
}

/// A ruling of the rules (exit 1) in the words of `face`.
pub fn ruling(r: &Ruling, face: Face) -> String {
    match r {
        Ruling::LeftBeforeOut(name) => format!(
            "{name}'s cards left are said once someone has gone out: the hand is still being played"
        ),
        Ruling::LeftWentOut(name) => format!("{name} went out: they hold no cards"),
        Ruling::PhaseCardDone { name, number, open } => {
            format!("{name} already completed phase {number}: choose one of {open}")
        }
        Ruling::NotBeside {
            name,
            before,
            after,
            chose,
        } => {
            let said = match face {
                Face::Hand => format!("--choose {name}={chose}"),
                Face::Lay => format!("--choose {chose}"),
                Face::Table => format!("phase {chose}"),
            };
            format!(
                "{name} is on a Twist space between {before} and {after}: {said} is not one of them"
            )
        }
        Ruling::NotThePhase {
            name,
            cards,
            phase,
            judged,
        } => format!(
            "{name} laid \"{cards}\", which is not {phase}: {}",
            super::reason::verdict(&judged.verdict, &judged.rules).unwrap_or_default()
        ),
        Ruling::SecondLay { name, phase } => {
            format!("{name} has laid {phase} this hand already: one phase per player per hand")
        }
        Ruling::HitBeforeDown(name) => {
            format!("{name} cannot hit before laying their own phase this hand")
        }
        Ruling::DoesNotFit(why) | Ruling::Lay(why) => why.clone(),
        Ruling::LaysMoreThanHeld {
            name,
            count,
            go_out,
        } => format!(
            "{name} laid {count} cards: a player holds 10, and 11 with the card drawn{}",
            keeps_one(*go_out)
        ),
        Ruling::HandOver { name, put_down } => format!(
            "the hand is over: {name} put down {put_down} cards and went out; record its end with {}",
            advise(face, Advice::Out(name))
        ),
        Ruling::FlipAfterOut { name, discarded } => {
            if *discarded {
                format!(
                    "{name} went out discarding a Flip card: the side turned once for it, and the hand is over (no more flips, no 11th card to hit)"
                )
            } else {
                format!(
                    "{name} went out putting down all 11 cards, with no discard: no Flip card was discarded after"
                )
            }
        }
        Ruling::HitsMoreThanHeld {
            name,
            put_down,
            count,
            go_out,
        } => format!(
            "{name} put down {put_down} cards and holds {}{}: {count} cannot be hit",
            cards(GoOut::Any.can_put_down(*put_down)),
            match go_out {
                GoOut::Any => "",
                GoOut::Discard => {
                    " with the card drawn, and keeps one to discard (house rule go_out = \"discard\": going out is discarding the last card)"
                }
            }
        ),
        Ruling::NoGroups(name) => format!("{name} has laid no group this hand"),
        Ruling::OtherSide {
            ruling: inner,
            side,
        } => {
            let flip = if face == Face::Table {
                "say flip first"
            } else {
                "phase10 flip first"
            };
            format!(
                "{} (on the {} it would: if a Flip card was discarded, {flip})",
                ruling(inner, face),
                super::side(*side)
            )
        }
    }
}

/// Input that does not make sense (exit 2) in the words of `face`.
pub fn bad_input(b: &BadInput, face: Face) -> String {
    match b {
        BadInput::ChoseLaid { name, number } => {
            format!("{name} laid phase {number} this hand: that is their phase card")
        }
        BadInput::LeftHolds { name, holds, given } => {
            format!(
                "{name} holds {}; {given} given",
                super::count(*holds, "card")
            )
        }
        // The settings.
        BadInput::NewerSchema { found } => format!(
            "written by a newer phase10 (schema {found}); this one reads schema {}: upgrade phase10",
            crate::session::SCHEMA
        ),
        BadInput::NoSchema => "schema must be 1".into(),
        BadInput::PlayerCount {
            edition,
            min,
            max,
            count,
        } => format!(
            "{edition} takes {min} to {max} players, and {count} {} given",
            if *count == 1 { "was" } else { "were" }
        ),
        BadInput::BadName(e) => e.to_string(),
        BadInput::NameTwice(a, b) => format!(
            "{}: names must differ",
            if a == b {
                format!("\"{a}\" is there twice")
            } else {
                format!("\"{a}\" and \"{b}\" are the same name (names ignore case)")
            }
        ),
        BadInput::KeyTwice {
            field,
            first,
            second,
        } => format!(
            "{field}: \"{first}\" and \"{second}\" are the same player (a name is the same in any case or Unicode form): give one of them"
        ),
        BadInput::SideDiffers {
            written,
            played,
            flips,
        } => format!(
            "the {} is written, but {} leave{} the {} in play: drop {} (the flips say it), or take back a flip",
            super::side(*written),
            if *flips == 1 {
                "the flip played".to_string()
            } else {
                format!("the {flips} flips played")
            },
            if *flips == 1 { "s" } else { "" },
            super::side(*played),
            if face == Face::Table {
                "the side"
            } else {
                "--side"
            }
        ),
        BadInput::TwistCardTwice {
            number,
            first,
            second,
        } => format!(
            "Twist card {number} is {first}'s this hand, and {second}'s too: the Twist deck has one of each card (say the one each of them drew)"
        ),
        BadInput::DrawnBack(owners) if face == Face::Table => format!(
            "a card on the table or in a hand was drawn back from a save pile, and the deck has no other: say so, {}",
            owners
                .iter()
                .map(|(name, cards)| format!("{name} drew back {}", card::show(cards)))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        BadInput::DrawnBack(owners) => format!(
            "a card on the table or in a hand was drawn back from a save pile, and the deck has no other: say so with {}",
            owners
                .iter()
                .map(|(name, cards)| {
                    let shown = card::show(cards);
                    if cards.len() == 1 {
                        format!("--unsave {name}={shown}")
                    } else {
                        format!("--unsave {name}=\"{shown}\"")
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        ),
        // (Said where they are found, in words of their own.)
        BadInput::DealerNotPlaying(why)
        | BadInput::Seats(why)
        | BadInput::Deck(why)
        | BadInput::Lay(why)
        | BadInput::File(why) => why.clone(),
        BadInput::NoSuchVariation {
            edition,
            variation,
            allowed,
        } => format!("{edition} has no variation \"{variation}\" (it has: {allowed})"),
        BadInput::PhasesToWinMissing => {
            "variation \"phases\" needs phases_to_win = N (1 to 10)".into()
        }
        BadInput::PhasesToWinRange(n) => format!("phases_to_win is {n}: it goes from 1 to 10"),
        BadInput::PhasesToWinAlone => "phases_to_win goes with variation = \"phases\" only".into(),
        BadInput::TwistTiebreakAlone => "twist_tiebreak is a twist house rule".into(),
        BadInput::TwistPassAlone => "twist_pass is a twist house rule".into(),
        BadInput::PhaseList(why) => format!("phase_list: {why}"),
        BadInput::BadBoard(e) => e.to_string(),
        BadInput::NoBoard => {
            "a twist session needs its board, e.g. board = \"1 2 T 3 4 T 5 6 T 7 8 T 9 10\"".into()
        }
        BadInput::BoardAlone => "only twist has a board".into(),

        // Who is in the hand.
        BadInput::AlreadyWon { winner, hands } => {
            format!("the game was already won by {winner} after hand {hands}: remove this hand")
        }
        BadInput::Ended { hands } => format!(
            "the game was ended after hand {hands}: remove this, or the [[end]] ({} takes the end back)",
            advise(face, Advice::Undo)
        ),
        BadInput::NotAPlayer {
            field,
            name,
            players,
            hint,
        } => format!(
            "{field}: \"{name}\" is not a player{} (players: {players})",
            hint.as_ref()
                .map(|h| format!("; did you mean {h}?"))
                .unwrap_or_default()
        ),
        BadInput::NotInReplay {
            field,
            name,
            seated,
        } => format!("{field}: {name} is not in this hand: it is the replay between {seated}"),
        BadInput::NotAtTable {
            field,
            name,
            hand,
            why,
        } => format!("{field}: {name} is not at the table in hand {hand}: {why}"),
        BadInput::ReplayRecordsOut(names) => format!(
            "this hand is the replay between {names}: the first to go out wins, so only out is recorded"
        ),
        // (The field is the command line's flag: at the table, the why alone.)
        BadInput::NotThisEdition { why, .. } if face == Face::Table => (*why).to_string(),
        BadInput::NotThisEdition { field, why } => format!("{field}: {why}"),

        // The phase each player attempts.
        BadInput::NoPhaseCard(name) => match face {
            Face::Hand => format!("{name} chose no phase card: give --attempt {name}=N"),
            Face::Lay => {
                format!("{name} chose no phase card: give --attempt N (the phase card laid)")
            }
            Face::Table => format!("{name} chose no phase card: say it, {name} lay phase N CARDS"),
        },
        BadInput::PhaseCardRange { name, number } => {
            format!("{name}'s attempt {number}: phase cards go from 1 to 10")
        }
        BadInput::NotOnTwistSpace { name, space } => {
            let drop = match face {
                Face::Hand => format!("drop --choose/--twist-card for {name}"),
                Face::Lay => "drop --choose and --twist-card".into(),
                Face::Table => "drop phase N and twist N".into(),
            };
            format!("{name} is on space {space}, not a Twist space: {drop}")
        }
        BadInput::TwistCardRange { name, number } => {
            format!("{name}'s Twist card {number}: Twist cards go from 1 to 10")
        }
        BadInput::ChoiceAndCard(name) => {
            format!("{name} either chooses a phase or draws a Twist card, not both")
        }
        BadInput::NoTwistChoice {
            name,
            before,
            after,
        } => {
            let give = match face {
                Face::Hand => {
                    format!("give --choose {name}={before} (or {after}) or --twist-card {name}=N")
                }
                Face::Lay => format!("give --choose {before} (or {after}) or --twist-card N"),
                Face::Table => format!("say phase {before} (or {after}) or twist N"),
            };
            format!("{name} is on a Twist space: {give}")
        }

        // The phases laid.
        BadInput::LaidNotMade(name) => {
            format!("{name} laid a phase but did not make it: add them to made")
        }
        BadInput::BadCards { what, name, error } => {
            format!("{what} by {name}: {}", cards_error(error))
        }
        BadInput::TooBigToJudge {
            name,
            cards,
            judged,
        } => format!(
            "{name} laid \"{cards}\": {}",
            super::reason::verdict(&judged.verdict, &judged.rules).unwrap_or_default()
        ),

        // The scores.
        BadInput::OutScoresZero(name) => {
            format!("{name} went out and scores 0: drop their points/cards")
        }
        BadInput::PointsAndCards(name) => {
            format!("{name} has both points and cards left: give one of them")
        }
        BadInput::NotAMultipleOf5 { name, points } => format!(
            "{name} scored {points}: every card is worth 5, 10, 15, 20 or 25, so points are a multiple of 5"
        ),
        BadInput::PointsMade {
            name,
            limit,
            points,
            can,
        } => format!(
            "{name} made their phase and holds {}: {points} points is impossible ({can})",
            holds(*limit)
        ),
        BadInput::PointsNotMade { name, points, can } => format!(
            "{name} did not make their phase, so holds 10 cards: {points} points is impossible ({can})"
        ),
        BadInput::CardsMade { name, limit, count } => format!(
            "{name} made their phase, so holds {}; {count} given",
            holds(*limit)
        ),
        BadInput::CardsNotMade { name, count } => {
            format!("{name} did not make their phase, so holds exactly 10 cards; {count} given")
        }
        BadInput::NoScore(names) => no_score(face, names),
        BadInput::Several(all) => all
            .iter()
            .map(|r| refusal(r, face))
            .collect::<Vec<_>>()
            .join(". Also: "),

        // The hand played live: its end follows from what was put down.
        BadInput::OutNotDown(name) => format!(
            "{name} is not down, so cannot have gone out: record {name}'s phase first ({})",
            advise(face, Advice::Lay(name))
        ),
        BadInput::OutWithCards {
            name,
            put_down,
            held,
        } => {
            let untyped = match face {
                Face::Table => {
                    format!("say yes when out {name} asks whether they were hit untyped")
                }
                _ => format!("say they were hit untyped: --untyped {}", shell(name)),
            };
            format!(
                "{name} put down {put_down} cards, so holds {}: {name} cannot have gone out (record the rest with {}, or {untyped})",
                cards(*held),
                advise(face, Advice::Hit(name))
            )
        }
        BadInput::HoldsNone {
            name,
            put_down,
            out,
        } => format!(
            "{name} put down {put_down} cards, so holds none: {name} went out ({}), not {out}",
            advise(face, Advice::OutIs(name))
        ),
        BadInput::MadeNotLaid(name) => format!(
            "{name} has not laid a phase this hand: record it with {} (in a hand played live, who made it is who laid)",
            advise(face, Advice::Lay(name))
        ),
        BadInput::MadeDiffers(names) => format!(
            "made says otherwise than the plays: in a hand played live, who made it is who laid ({names}); drop made"
        ),
        BadInput::LaidDiffers { name, laid, said }
        | BadInput::LaidOtherPhase { name, laid, said } => {
            format!("{name} laid {laid} this hand, not {said}")
        }
        BadInput::CardsHeld {
            name,
            put_down,
            held,
            count,
        } => format!(
            "{name} put down {put_down} cards, so holds {}; {count} given",
            cards(*held)
        ),
        BadInput::PointsHeld {
            name,
            put_down,
            held,
            points,
            can,
        } => format!(
            "{name} put down {put_down} cards, so holds {}: {points} points is impossible ({can})",
            cards(*held)
        ),

        // The table: phases laid and hits, as they happen.
        BadInput::BadPlay => {
            "a play is one of: lay = \"NAME\", hit = \"NAME\", flip = true or dealer = \"NAME\""
                .into()
        }
        BadInput::UntypedNotLive(name) => format!(
            "untyped: {name}'s hits can be untyped only in a hand played live (with its lays and hits recorded)"
        ),
        BadInput::UntypedNotDown(name) => format!("untyped: {name} is not down, so hit nothing"),
        BadInput::UntypedAllTyped(name) => {
            format!("untyped: {name} put down every card in the plays typed: none was untyped")
        }
        BadInput::DealsAlready(name) => {
            format!("{name} deals this hand already: nothing to change")
        }
        BadInput::DealerDiffers { written, played } => format!(
            "dealer says {written}, but a play of the hand says {played} dealt: give one of them"
        ),
        BadInput::SplitMoreWays { owner } => format!(
            "the cards go onto {owner}'s groups in more than one way: hit them group by group ({}, then {})",
            advise(face, Advice::On(&format!("{owner}.1"))),
            advise(face, Advice::On(&format!("{owner}.2")))
        ),
        BadInput::UntypedWilds { name, why } => {
            format!("{name}: {}", super::reason::not_laid(why))
        }
        BadInput::InPlay { index, refusal: r } => format!("play {index}: {}", refusal(r, face)),
        BadInput::NoSuchGroup {
            owner,
            index,
            count,
        } => {
            if *count == 1 {
                format!("{owner} has 1 group on the table, not a group {index}: name it {owner}.1")
            } else {
                format!(
                    "{owner} has {count} groups on the table, not a group {index}: name it {owner}.1 to {owner}.{count}"
                )
            }
        }
        BadInput::OnTwoWays {
            on,
            player,
            owner,
            index,
        } => format!(
            "\"{on}\" names both {player} and {owner}'s group {index}: for {player}'s groups say {player}.1 and on; for {owner}'s, first give {player} a name that reads one way (players rename \"{player}\" \"{owner} {index}\")"
        ),
        BadInput::WhichGroup { owner, groups } => format!(
            "the cards fit {owner}'s groups {}: say which, e.g. {}",
            groups
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" and "),
            advise(face, Advice::On(&format!("{owner}.{}", groups[0])))
        ),

        // Changes of the record as a whole.
        BadInput::GameOver { winners } => match face {
            Face::Table => {
                format!("the game is over: {winners} won; new game starts the next (or undo)")
            }
            _ => format!(
                "the game is over: {winners} won; start another with phase10 new (or phase10 undo)"
            ),
        },
        BadInput::GameEnded { hands } => format!(
            "the game was ended after hand {hands}: {} takes the end back, or {} starts the next",
            advise(face, Advice::Undo),
            advise(face, Advice::NextGame)
        ),
        BadInput::EndedAlready { hands } => {
            format!("the game was ended already, after hand {hands}")
        }
        BadInput::EndInPlay { hand } => format!(
            "hand {hand} is being played: record its end first ({}), or take its plays back with {}",
            advise(face, Advice::Out("NAME")),
            advise(face, Advice::Undo)
        ),
        BadInput::EndNoHand => "no hand is played yet, so there is no one ahead to win".into(),
        BadInput::NoHandsToEdit => format!(
            "no hands recorded yet; record one with {}",
            advise(face, Advice::Out("NAME"))
        ),
        BadInput::NoSuchHand { count, .. } => format!("give a hand number from 1 to {count}"),
        BadInput::Later { number, problem: p } => {
            format!("with hand {number} re-entered, {}", problem(p, face))
        }
        BadInput::NextGameAlready => format!(
            "has no hand yet, so it is the next game already ({} records its first hand)",
            advise(face, Advice::Out("NAME"))
        ),
        BadInput::NoWinnerYet { hands, in_play } => format!(
            "has no winner yet ({}{}): {} to start the next game anyway",
            if *hands == 1 {
                "1 hand".to_string()
            } else {
                format!("{hands} hands")
            },
            if *in_play { ", and a hand in play" } else { "" },
            if face == Face::Table {
                "say new game force"
            } else {
                "add --force"
            }
        ),
        BadInput::Seating(s) => seating(s, face),
        BadInput::Problem(p) => problem(p, face),

        // Masters: the save piles.
        BadInput::SavedMany { name, count } => {
            format!("{name} saved {count} cards: a player saves at most one card a hand")
        }
        // (The pile is private: the refusal, on the shared screen, does not show it.)
        BadInput::NotSaved { name, card } if face == Face::Table => format!(
            "{name} has no {card} in their save pile (a pile is private: {name} can look in theirs)"
        ),
        BadInput::NotSaved { name, card } => format!(
            "{name} has no {card} in their save pile ({name} can look: phase10 status --show-saved)"
        ),
    }
}

/// Why who sits at the table cannot change so, in the words of `face`.
pub fn seating(s: &Seating, face: Face) -> String {
    let undo = advise(face, Advice::Undo);
    match s {
        Seating::Over { winners } => format!(
            "the game is over ({winners} won); start the next with {}",
            advise(face, Advice::NextGame)
        ),
        Seating::InPlay => format!(
            "a hand is being played; record its end first ({}), then change who sits between hands",
            if face == Face::Table {
                "out NAME"
            } else {
                "phase10 hand"
            }
        ),
        Seating::BackTooSoon { name, after } => format!(
            "{name} got up after hand {after} and no hand was played since: {undo} takes that back"
        ),
        Seating::KeepsSeat { name, seat } => format!(
            "{name} keeps seat {seat}; {}",
            if face == Face::Table {
                "say no seat"
            } else {
                "drop --seat"
            }
        ),
        Seating::Seated { name, seat } => format!("{name} is already at the table (seat {seat})"),
        Seating::SeatRange { seat, most } => format!("seat {seat}: seats go from 1 to {most}"),
        Seating::NotAList(name) => format!(
            "the players in the file are not a list phase10 can change; seat {name} by hand"
        ),
        Seating::Away(why) => why.clone(),
        Seating::NoHandYet { name, hand } => format!(
            "{name} sat down for hand {hand} and has played no hand yet: {undo} takes that back"
        ),
        Seating::SameName(name) => format!("{name} is already called that"),
        Seating::NotNamed(name) => format!("{name} is not named in the file as it is"),
    }
}

/// "no score for Cy: give --left Cy=… or --points Cy=N", or for several at once.
fn no_score(face: Face, names: &[String]) -> String {
    if face == Face::Table {
        return format!(
            "no score for {}: give the cards or points left",
            listed(names)
        );
    }
    match names {
        [one] if one.contains(' ') => {
            format!("no score for {one}: give --left \"{one}=CARDS\" or --points \"{one}=N\"")
        }
        [one] => format!("no score for {one}: give --left {one}=\"CARDS\" or --points {one}=N"),
        _ => format!(
            "no score for {}: give --left NAME=\"CARDS\" or --points NAME=N for each",
            listed(names)
        ),
    }
}
