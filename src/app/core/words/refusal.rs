//! A refusal in words: why the rules or the input say no, and the step that mends it in
//! the words of the face that asked (the command line's flags, or the table's words).

use crate::rules::card;
use crate::session::GoOut;
use crate::session::problem::{
    BadInput, CardsError, DeckProblem, Problem, Refusal, Ruling, Seating,
};

use crate::say;

use super::catalogue::{Area::Refusal as Words, yes};
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
        CardsError::Card(e) => card_error(e),
        CardsError::Copies(e) => too_many_copies(e),
        CardsError::NoCard => say!(Words, "no-card-given"),
    }
}

/// A card typed that is none, named as typed ("R13": numbers go from 1 to 12).
pub fn card_error(e: &card::CardError) -> String {
    use card::{CardProblem as P, NotInDeck as D};
    let why = match e.problem {
        P::Empty => say!(Words, "card-empty"),
        P::ColourNeedsNumber => say!(Words, "card-colour-needs-number"),
        P::UnknownColour(letter) => {
            say!(Words, "card-unknown-colour", "letter" => letter.to_string())
        }
        P::NotACard => say!(Words, "card-not-a-card"),
        P::OutOfRange => say!(Words, "card-out-of-range"),
        P::ValueOnlyOnWild => say!(Words, "card-value-only-on-wild"),
        P::BadValue => say!(Words, "card-bad-value"),
        P::StarOf(c) => say!(Words, "card-star-of", "colour" => super::terms::colour(c)),
        P::TooMany(count) => {
            say!(Words, "card-too-many", "count" => count, "most" => card::MAX_CARDS)
        }
        P::EmptyGroup => say!(Words, "card-empty-group"),
        P::NotInDeck(D::Star) => say!(Words, "not-in-deck-star"),
        P::NotInDeck(D::Wild) => say!(Words, "not-in-deck-wild"),
        P::NotInDeck(D::Skip) => say!(Words, "not-in-deck-skip"),
        P::NotInDeck(D::ColourlessStar) => say!(Words, "not-in-deck-colourless-star"),
    };
    say!(
        Words,
        "card-error",
        "typed" => yes(!e.token.is_empty()),
        "token" => e.token.as_str(),
        "why" => why,
    )
}

/// A word that names none of its choices: `unknown side "x": use color or wild`.
pub fn unknown(e: &crate::rules::Unknown) -> String {
    say!(
        Words,
        "unknown-word",
        "what" => e.what,
        "kind" => e.what.replace(' ', "-"),
        "given" => e.given.as_str(),
        "choices" => e.choices,
    )
}

/// A typed name that finds no one: `--dealer "ma" is not one of the players (Ann,
/// Maximilian, Marta); did you mean Maximilian or Marta?`
pub fn not_found(n: &crate::name::NotFound) -> String {
    say!(
        Words,
        "not-one-of-the-players",
        "named" => yes(!n.what.is_empty()),
        "what" => n.what.as_str(),
        "typed" => n.typed.as_str(),
        "players" => n.players.join(", "),
        "hint" => yes(n.meant.is_some()),
        "meant" => n.meant.clone().unwrap_or_default(),
    )
}

/// The totals a player's cards can make: "50 to 230", "5, 10 or 15".
fn totals(t: &crate::session::problem::Totals) -> String {
    use crate::session::problem::Totals as T;
    match t {
        T::None => say!(Words, "totals-none"),
        T::Every(least, most) => say!(Words, "totals-every", "least" => *least, "most" => *most),
        T::Only(list) => {
            let (last, rest) = list.split_last().expect("a total");
            say!(
                Words,
                "totals-only",
                "rest" => rest.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "),
                "last" => last.to_string(),
            )
        }
        T::Some(least, most) => say!(Words, "totals-some", "least" => *least, "most" => *most),
    }
}

/// Why a player is away: "Zoë got up after hand 3".
fn away(a: &crate::session::problem::Away) -> String {
    use crate::session::problem::AwayWhy;
    let name = a.name.as_str();
    match a.why {
        AwayWhy::GotUpAfter(h) => say!(Words, "away-got-up", "name" => name, "hand" => h),
        AwayWhy::SitsDownFrom(h) => say!(Words, "away-sits-down", "name" => name, "hand" => h),
        AwayWhy::NotAtTable => say!(Words, "away-not-at-table", "name" => name),
    }
}

/// Why a name is no player's name.
pub fn name_error(e: &crate::session::record::NameError) -> String {
    use crate::session::record::NameError as N;
    match e {
        N::Empty => say!(Words, "name-empty"),
        N::Spaces(n) => say!(Words, "name-spaces", "name" => n.as_str()),
        N::Mark(n, c) => say!(Words, "name-mark", "name" => n.as_str(), "mark" => c.to_string()),
        N::TooLong(n) => say!(Words, "name-too-long", "name" => n.as_str()),
        N::Number(n) => say!(Words, "name-number", "name" => n.as_str()),
        N::Group(n, owner, i) => say!(
            Words,
            "name-group",
            "name" => n.as_str(),
            "owner" => owner.as_str(),
            "index" => i.as_str(),
        ),
    }
}

/// Why a list of spaces is not a board.
pub fn board_error(e: &crate::rules::board::BoardError) -> String {
    use crate::rules::board::BoardError as B;
    match e {
        B::Space(s) => say!(Words, "board-space", "space" => s.as_str()),
        B::Numbers => say!(Words, "board-numbers"),
        B::Start => say!(Words, "board-start"),
        B::End => say!(Words, "board-end"),
        B::TwistsSideBySide => say!(Words, "board-twists"),
    }
}

/// A phrase that is no phase: `phase "…": why`.
pub fn phrase_error(e: &crate::rules::phase::PhraseError) -> String {
    use crate::rules::phase::{Count, PhraseProblem as P};
    let count = |c: Count| match c {
        Count::Groups => "groups",
        Count::GroupSize => "group-size",
        Count::SetSize => "set-size",
        Count::RunSize => "run-size",
    };
    let why = match &e.problem {
        P::Missing(c) => say!(Words, "phrase-missing", "what" => count(*c)),
        P::NotANumber { word, what } => say!(
            Words,
            "phrase-not-a-number",
            "word" => word.as_str(),
            "what" => count(*what),
        ),
        P::Zero(c) => say!(Words, "phrase-zero", "what" => count(*c)),
        P::NotAGroup(part) => say!(Words, "phrase-not-a-group", "part" => part.as_str()),
        P::RunPast12(n) => say!(Words, "phrase-run-past-12", "size" => *n),
        P::TooManyAlike(n) => say!(Words, "phrase-too-many-alike", "count" => *n),
        P::Empty => say!(Words, "phrase-empty"),
        P::TooManyGroups => {
            say!(Words, "phrase-too-many-groups", "most" => crate::rules::phase::MAX_GROUPS)
        }
    };
    say!(Words, "phrase-error", "phrase" => e.phrase.as_str(), "why" => why)
}

/// What is wrong with a list of phases.
pub fn phase_list(p: &crate::rules::phase_list::ListProblem) -> String {
    use crate::rules::phase_list::{ListProblem as L, MOST, names};
    match p {
        L::Empty => say!(Words, "list-empty", "most" => MOST, "names" => names()),
        L::EmptyAt(n) => say!(Words, "list-empty-at", "number" => *n),
        L::TooMany(n) => say!(Words, "list-too-many", "count" => *n, "most" => MOST),
        L::Phrase(n, e) => {
            say!(Words, "list-phrase", "number" => *n, "why" => phrase_error(e))
        }
        L::NotInOrder(edition) => say!(Words, "list-not-in-order", "edition" => edition.as_str()),
        L::WithVariation(v) => say!(Words, "list-with-variation", "variation" => *v),
        L::TooBig {
            at,
            phrase,
            cards,
            most,
        } => say!(
            Words,
            "list-too-big",
            "number" => *at,
            "phrase" => phrase.as_str(),
            "cards" => *cards,
            "most" => *most,
        ),
    }
}

/// More copies of a card than the deck holds.
pub fn too_many_copies(e: &crate::rules::edition::TooManyCopies) -> String {
    use crate::rules::edition::Holds;
    let (holds, n) = match e.holds {
        Holds::EachColouredNumber(n) => ("coloured", n),
        Holds::EachNumber(n) => ("number", n),
        Holds::Wilds(n) => ("wilds", n),
        Holds::Skips(n) => ("skips", n),
        Holds::Stars(n) => ("stars", n),
    };
    say!(
        Words,
        "too-many-copies",
        "count" => e.count,
        "card" => e.card.as_str(),
        "edition" => e.edition.as_str(),
        "holds" => holds,
        "n" => n,
    )
}

/// The face that asked, for a message's choice.
fn face_of(face: Face) -> &'static str {
    match face {
        Face::Hand => "hand",
        Face::Lay => "lay",
        Face::Table => "table",
    }
}

/// The house rule that the last card is discarded, where the table plays it.
fn keeps_one(go_out: GoOut) -> String {
    match go_out {
        GoOut::Any => String::new(),
        GoOut::Discard => say!(Words, "keeps-one"),
    }
}

/// "1 card", "1 to 4 cards".
fn holds(limit: usize) -> String {
    say!(Words, "holds-up-to", "limit" => limit)
}

/// A ruling of the rules (exit 1) in the words of `face`.
pub fn ruling(r: &Ruling, face: Face) -> String {
    let f = face_of(face);
    match r {
        Ruling::LeftBeforeOut(name) => say!(Words, "left-before-out", "name" => name.as_str()),
        Ruling::LeftWentOut(name) => say!(Words, "left-went-out", "name" => name.as_str()),
        Ruling::PhaseCardDone { name, number, open } => say!(
            Words, "phase-card-done",
            "name" => name.as_str(), "number" => *number, "open" => open.as_str(),
        ),
        Ruling::NotBeside {
            name,
            before,
            after,
            chose,
        } => say!(
            Words, "not-beside",
            "name" => name.as_str(), "before" => before.to_string(), "after" => after.to_string(),
            "chose" => chose.to_string(), "face" => f,
        ),
        Ruling::NotThePhase {
            name,
            cards,
            phase,
            judged,
        } => say!(
            Words, "not-the-phase",
            "name" => name.as_str(), "cards" => cards.as_str(), "phase" => super::terms::attempt(phase),
            "why" => super::reason::verdict(&judged.verdict, &judged.rules).unwrap_or_default(),
        ),
        Ruling::SecondLay { name, phase } => say!(
            Words, "second-lay", "name" => name.as_str(), "phase" => super::terms::attempt(phase),
        ),
        Ruling::HitBeforeDown(name) => say!(Words, "hit-before-down", "name" => name.as_str()),
        Ruling::DoesNotFit(why) => super::reason::unfit(why),
        Ruling::LaysMoreThanHeld {
            name,
            count,
            go_out,
        } => say!(
            Words, "lays-more-than-held",
            "name" => name.as_str(), "count" => *count, "keeps" => keeps_one(*go_out),
        ),
        Ruling::HandOver { name, put_down } => say!(
            Words, "hand-over",
            "name" => name.as_str(), "put_down" => *put_down,
            "advice" => advise(face, Advice::Out(name)),
        ),
        Ruling::FlipAfterOut { name, discarded } => say!(
            Words,
            if *discarded { "flip-after-out-discarded" } else { "flip-after-out" },
            "name" => name.as_str(),
        ),
        Ruling::HitsMoreThanHeld {
            name,
            put_down,
            count,
            go_out,
        } => say!(
            Words, "hits-more-than-held",
            "name" => name.as_str(), "put_down" => *put_down,
            "held" => cards(GoOut::Any.can_put_down(*put_down)),
            "discard" => yes(*go_out == GoOut::Discard), "count" => *count,
        ),
        Ruling::NoGroups(name) => say!(Words, "no-groups", "name" => name.as_str()),
        Ruling::OtherSide {
            ruling: inner,
            side,
        } => say!(
            Words, "other-side",
            "ruling" => ruling(inner, face), "side" => super::side(*side), "face" => f,
        ),
    }
}

/// Input that does not make sense (exit 2) in the words of `face`.
pub fn bad_input(b: &BadInput, face: Face) -> String {
    let f = face_of(face);
    match b {
        BadInput::ChoseLaid { name, number } => {
            say!(Words, "chose-laid", "name" => name.as_str(), "number" => *number)
        }
        BadInput::LeftHolds { name, holds, given } => say!(
            Words, "left-holds",
            "name" => name.as_str(), "holds" => super::count(*holds, "card"), "given" => *given,
        ),
        // The settings.
        BadInput::NewerSchema { found } => say!(
            Words, "newer-schema", "found" => *found, "schema" => crate::session::SCHEMA,
        ),
        BadInput::NoSchema => say!(Words, "no-schema"),
        BadInput::PlayerCount {
            edition,
            min,
            max,
            count,
        } => say!(
            Words, "player-count",
            "edition" => edition.to_string(), "min" => *min, "max" => *max, "count" => *count,
        ),
        BadInput::BadName(e) => name_error(e),
        BadInput::NameTwice(a, b) if a == b => say!(Words, "name-twice", "name" => a.as_str()),
        BadInput::NameTwice(a, b) => {
            say!(Words, "names-alike", "first" => a.as_str(), "second" => b.as_str())
        }
        BadInput::KeyTwice {
            field,
            first,
            second,
        } => say!(
            Words, "key-twice",
            "field" => field.to_string(), "first" => first.as_str(), "second" => second.as_str(),
        ),
        BadInput::SideDiffers {
            written,
            played,
            flips,
        } => say!(
            Words, "side-differs",
            "written" => super::side(*written), "played" => super::side(*played),
            "flips" => *flips, "face" => f,
        ),
        BadInput::TwistCardTwice {
            number,
            first,
            second,
        } => say!(
            Words, "twist-card-twice",
            "number" => *number, "first" => first.as_str(), "second" => second.as_str(),
        ),
        BadInput::DrawnBack(owners) if face == Face::Table => say!(
            Words, "drawn-back-table",
            "said" => owners
                .iter()
                .map(|(name, cards)| say!(
                    Words, "drew-back", "name" => name.as_str(), "cards" => card::show(cards),
                ))
                .collect::<Vec<_>>()
                .join("; "),
        ),
        BadInput::DrawnBack(owners) => say!(
            Words, "drawn-back",
            "said" => owners
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
                .join(" "),
        ),
        // (Said where they are found, in words of their own.)
        BadInput::DealerNotPlaying(n) => not_found(n),
        BadInput::Seats(why) | BadInput::File(why) => why.clone(),
        BadInput::FirstDealerAway(why) => say!(
            Words,
            "first-dealer-away",
            "name" => why.name.as_str(),
            "why" => away(why),
        ),
        BadInput::Deck(DeckProblem::Counted { save_piles, copies }) => say!(
            Words,
            "deck-counted-together",
            "piles" => yes(*save_piles),
            "why" => too_many_copies(copies),
        ),
        BadInput::Deck(DeckProblem::PointsNeedCards {
            who,
            wilds,
            skips,
            face_value,
        }) => say!(
            Words,
            "deck-points-need-cards",
            "who" => who
                .iter()
                .map(|(name, points)| format!("{name} {points}"))
                .collect::<Vec<_>>()
                .join(", "),
            "wilds" => *wilds,
            "skips" => *skips,
            "face" => yes(*face_value),
        ),
        BadInput::NoSuchVariation {
            edition,
            variation,
            allowed,
        } => say!(
            Words, "no-such-variation",
            "edition" => edition.to_string(), "variation" => variation.to_string(),
            "allowed" => allowed.as_str(),
        ),
        BadInput::PhasesToWinMissing => say!(Words, "phases-to-win-missing"),
        BadInput::PhasesToWinRange(n) => {
            say!(Words, "phases-to-win-range", "number" => n.to_string())
        }
        BadInput::PhasesToWinAlone => say!(Words, "phases-to-win-alone"),
        BadInput::TwistTiebreakAlone => say!(Words, "twist-tiebreak-alone"),
        BadInput::TwistPassAlone => say!(Words, "twist-pass-alone"),
        BadInput::PhaseList(why) => say!(Words, "phase-list", "why" => phase_list(why)),
        BadInput::BadBoard(e) => board_error(e),
        BadInput::NoBoard => say!(Words, "no-board"),
        BadInput::BoardAlone => say!(Words, "board-alone"),

        // Who is in the hand.
        BadInput::AlreadyWon { winner, hands } => say!(
            Words, "already-won", "winner" => winner.as_str(), "hands" => *hands,
        ),
        BadInput::Ended { hands } => say!(
            Words, "ended", "hands" => *hands, "advice" => advise(face, Advice::Undo),
        ),
        BadInput::NotAPlayer {
            field,
            name,
            players,
            hint,
        } => say!(
            Words, if hint.is_some() { "not-a-player-hint" } else { "not-a-player" },
            "field" => field.to_string(), "name" => name.as_str(),
            "hint" => hint.clone().unwrap_or_default(),
            "players" => players.as_str(),
        ),
        BadInput::NotInReplay {
            field,
            name,
            seated,
        } => say!(
            Words, "not-in-replay",
            "field" => field.to_string(), "name" => name.as_str(), "seated" => seated.as_str(),
        ),
        BadInput::NotAtTable {
            field,
            name,
            hand,
            why,
        } => say!(
            Words, "not-at-table",
            "field" => field.to_string(), "name" => name.as_str(), "hand" => *hand,
            "why" => away(why),
        ),
        BadInput::ReplayRecordsOut(names) => {
            say!(Words, "replay-records-out", "names" => names.as_str())
        }
        // (The field is the command line's flag: at the table, the why alone.)
        BadInput::NotThisEdition { why, .. } if face == Face::Table => (*why).to_string(),
        BadInput::NotThisEdition { field, why } => say!(
            Words, "not-this-edition", "field" => field.to_string(), "why" => why.to_string(),
        ),

        // The phase each player attempts.
        BadInput::NoPhaseCard(name) => {
            say!(Words, "no-phase-card", "name" => name.as_str(), "face" => f)
        }
        BadInput::PhaseCardRange { name, number } => say!(
            Words, "phase-card-range", "name" => name.as_str(), "number" => number.to_string(),
        ),
        BadInput::NotOnTwistSpace { name, space } => say!(
            Words, "not-on-twist-space",
            "name" => name.as_str(), "space" => space.to_string(), "face" => f,
        ),
        BadInput::TwistCardRange { name, number } => say!(
            Words, "twist-card-range", "name" => name.as_str(), "number" => number.to_string(),
        ),
        BadInput::ChoiceAndCard(name) => say!(Words, "choice-and-card", "name" => name.as_str()),
        BadInput::NoTwistChoice {
            name,
            before,
            after,
        } => say!(
            Words, "no-twist-choice",
            "name" => name.as_str(), "before" => before.to_string(), "after" => after.to_string(),
            "face" => f,
        ),

        // The phases laid.
        BadInput::LaidNotMade(name) => say!(Words, "laid-not-made", "name" => name.as_str()),
        BadInput::BadCards { what, name, error } => say!(
            Words, "bad-cards",
            "what" => what.to_string(), "name" => name.as_str(), "why" => cards_error(error),
        ),
        BadInput::TooBigToJudge {
            name,
            cards,
            judged,
        } => say!(
            Words, "too-big-to-judge",
            "name" => name.as_str(), "cards" => cards.as_str(),
            "why" => super::reason::verdict(&judged.verdict, &judged.rules).unwrap_or_default(),
        ),

        // The scores.
        BadInput::OutScoresZero(name) => say!(Words, "out-scores-zero", "name" => name.as_str()),
        BadInput::PointsAndCards(name) => say!(Words, "points-and-cards", "name" => name.as_str()),
        BadInput::NotAMultipleOf5 { name, points } => say!(
            Words, "not-a-multiple-of-5", "name" => name.as_str(), "points" => points.to_string(),
        ),
        BadInput::PointsMade {
            name,
            limit,
            points,
            can,
        } => say!(
            Words, "points-made",
            "name" => name.as_str(), "holds" => holds(*limit), "points" => points.to_string(),
            "can" => totals(can),
        ),
        BadInput::PointsNotMade { name, points, can } => say!(
            Words, "points-not-made",
            "name" => name.as_str(), "points" => points.to_string(), "can" => totals(can),
        ),
        BadInput::CardsMade { name, limit, count } => say!(
            Words, "cards-made",
            "name" => name.as_str(), "holds" => holds(*limit), "count" => *count,
        ),
        BadInput::CardsNotMade { name, count } => {
            say!(Words, "cards-not-made", "name" => name.as_str(), "count" => *count)
        }
        BadInput::NoScore(names) => no_score(face, names),
        BadInput::Several(all) => all
            .iter()
            .map(|r| refusal(r, face))
            .reduce(|first, then| say!(Words, "also", "first" => first, "then" => then))
            .unwrap_or_default(),

        // The hand played live: its end follows from what was put down.
        BadInput::OutNotDown(name) => say!(
            Words, "out-not-down",
            "name" => name.as_str(), "advice" => advise(face, Advice::Lay(name)),
        ),
        BadInput::OutWithCards {
            name,
            put_down,
            held,
        } => say!(
            Words, "out-with-cards",
            "name" => name.as_str(), "put_down" => *put_down, "held" => cards(*held),
            "advice" => advise(face, Advice::Hit(name)), "face" => f, "shell" => shell(name),
        ),
        BadInput::HoldsNone {
            name,
            put_down,
            out,
        } => say!(
            Words, "holds-none",
            "name" => name.as_str(), "put_down" => *put_down,
            "advice" => advise(face, Advice::OutIs(name)), "out" => out.as_str(),
        ),
        BadInput::MadeNotLaid(name) => say!(
            Words, "made-not-laid",
            "name" => name.as_str(), "advice" => advise(face, Advice::Lay(name)),
        ),
        BadInput::MadeDiffers(names) => say!(Words, "made-differs", "names" => names.as_str()),
        BadInput::LaidOtherPhase { name, laid, said } => say!(
            Words, "laid-differs",
            "name" => name.as_str(),
            "laid" => super::terms::attempt(laid),
            "said" => super::terms::attempt(said),
        ),
        BadInput::LaidDiffers { name, laid, said } => say!(
            Words, "laid-differs",
            "name" => name.as_str(), "laid" => laid.as_str(), "said" => said.as_str(),
        ),
        BadInput::CardsHeld {
            name,
            put_down,
            held,
            count,
        } => say!(
            Words, "cards-held-given",
            "name" => name.as_str(), "put_down" => *put_down, "held" => cards(*held),
            "count" => *count,
        ),
        BadInput::PointsHeld {
            name,
            put_down,
            held,
            points,
            can,
        } => say!(
            Words, "points-held",
            "name" => name.as_str(), "put_down" => *put_down, "held" => cards(*held),
            "points" => points.to_string(), "can" => totals(can),
        ),

        // The table: phases laid and hits, as they happen.
        BadInput::BadPlay => say!(Words, "bad-play"),
        BadInput::UntypedNotLive(name) => say!(Words, "untyped-not-live", "name" => name.as_str()),
        BadInput::UntypedNotDown(name) => say!(Words, "untyped-not-down", "name" => name.as_str()),
        BadInput::UntypedAllTyped(name) => {
            say!(Words, "untyped-all-typed", "name" => name.as_str())
        }
        BadInput::DealsAlready(name) => say!(Words, "deals-already", "name" => name.as_str()),
        BadInput::DealerDiffers { written, played } => say!(
            Words, "dealer-differs", "written" => written.as_str(), "played" => played.as_str(),
        ),
        BadInput::SplitMoreWays { owner } => say!(
            Words, "split-more-ways",
            "owner" => owner.as_str(),
            "first" => advise(face, Advice::On(&format!("{owner}.1"))),
            "second" => advise(face, Advice::On(&format!("{owner}.2"))),
        ),
        BadInput::UntypedWilds { name, why } => say!(
            Words, "untyped-wilds", "name" => name.as_str(), "why" => super::reason::not_laid(why),
        ),
        BadInput::InPlay { index, refusal: r } => {
            say!(Words, "in-play", "index" => *index, "why" => refusal(r, face))
        }
        BadInput::NoSuchGroup {
            owner,
            index,
            count,
        } => say!(
            Words, "no-such-group",
            "owner" => owner.as_str(), "index" => index.to_string(), "count" => *count,
        ),
        BadInput::OnTwoWays {
            on,
            player,
            owner,
            index,
        } => say!(
            Words, "on-two-ways",
            "on" => on.as_str(), "player" => player.as_str(), "owner" => owner.as_str(),
            "index" => index.to_string(),
        ),
        BadInput::WhichGroup { owner, groups } => say!(
            Words, "which-group",
            "owner" => owner.as_str(),
            "groups" => groups
                .iter()
                .map(ToString::to_string)
                .reduce(|first, then| say!(Words, "groups-and", "first" => first, "then" => then))
                .unwrap_or_default(),
            "advice" => advise(face, Advice::On(&format!("{owner}.{}", groups[0]))),
        ),

        // Changes of the record as a whole.
        BadInput::GameOver { winners } => say!(
            Words, "game-over", "winners" => winners.as_str(), "face" => f,
        ),
        BadInput::GameEnded { hands } => say!(
            Words, "game-ended",
            "hands" => *hands, "undo" => advise(face, Advice::Undo),
            "next" => advise(face, Advice::NextGame),
        ),
        BadInput::EndedAlready { hands } => say!(Words, "ended-already", "hands" => *hands),
        BadInput::EndInPlay { hand } => say!(
            Words, "end-in-play",
            "hand" => *hand, "out" => advise(face, Advice::Out("NAME")),
            "undo" => advise(face, Advice::Undo),
        ),
        BadInput::EndNoHand => say!(Words, "end-no-hand"),
        BadInput::NoHandsToEdit => say!(
            Words, "no-hands-to-edit", "advice" => advise(face, Advice::Out("NAME")),
        ),
        BadInput::NoSuchHand { count, .. } => say!(Words, "no-such-hand", "count" => *count),
        BadInput::Later { number, problem: p } => {
            say!(Words, "later", "number" => *number, "why" => problem(p, face))
        }
        BadInput::NextGameAlready => say!(
            Words, "next-game-already", "advice" => advise(face, Advice::Out("NAME")),
        ),
        BadInput::NoWinnerYet { hands, in_play } => say!(
            Words, "no-winner-yet", "hands" => *hands, "in_play" => yes(*in_play), "face" => f,
        ),
        BadInput::Seating(s) => seating(s, face),
        BadInput::Problem(p) => problem(p, face),

        // Masters: the save piles.
        BadInput::SavedMany { name, count } => {
            say!(Words, "saved-many", "name" => name.as_str(), "count" => *count)
        }
        // (The pile is private: the refusal, on the shared screen, does not show it.)
        BadInput::NotSaved { name, card } => say!(
            Words, "not-saved", "name" => name.as_str(), "card" => card.as_str(), "face" => f,
        ),
    }
}

/// Why who sits at the table cannot change so, in the words of `face`.
pub fn seating(s: &Seating, face: Face) -> String {
    let f = face_of(face);
    let undo = || advise(face, Advice::Undo);
    match s {
        Seating::Over { winners } => say!(
            Words, "seating-over",
            "winners" => winners.as_str(), "advice" => advise(face, Advice::NextGame),
        ),
        Seating::InPlay => say!(Words, "seating-in-play", "face" => f),
        Seating::BackTooSoon { name, after } => say!(
            Words, "back-too-soon", "name" => name.as_str(), "after" => *after, "undo" => undo(),
        ),
        Seating::KeepsSeat { name, seat } => say!(
            Words, "keeps-seat", "name" => name.as_str(), "seat" => *seat, "face" => f,
        ),
        Seating::Seated { name, seat } => {
            say!(Words, "seated", "name" => name.as_str(), "seat" => *seat)
        }
        Seating::SeatRange { seat, most } => {
            say!(Words, "seat-range", "seat" => *seat, "most" => *most)
        }
        Seating::NotAList(name) => say!(Words, "not-a-list", "name" => name.as_str()),
        Seating::Away(why) => away(why),
        Seating::NoHandYet { name, hand } => say!(
            Words, "no-hand-yet", "name" => name.as_str(), "hand" => *hand, "undo" => undo(),
        ),
        Seating::SameName(name) => say!(Words, "same-name", "name" => name.as_str()),
        Seating::NotNamed(name) => say!(Words, "not-named", "name" => name.as_str()),
    }
}

/// "no score for Cy: give --left Cy=… or --points Cy=N", or for several at once.
fn no_score(face: Face, names: &[String]) -> String {
    if face == Face::Table {
        return say!(Words, "no-score-table", "names" => listed(names));
    }
    match names {
        [one] if one.contains(' ') => say!(Words, "no-score-one-spaced", "name" => one.as_str()),
        [one] => say!(Words, "no-score-one", "name" => one.as_str()),
        _ => say!(Words, "no-score-many", "names" => listed(names)),
    }
}
