//! What the table says happened, as one typed event, and the one place where it is
//! applied: checked against the state the record plays through into, made as one
//! change of the user's file, and said back as a typed outcome. The command line, the
//! table screen and its plain mode all build these events and read these outcomes;
//! none of them drives another.
//!
//! A [`Record`] event changes the game's record (the session file); undo, redo and the
//! next game are the store's steps (the journal, the data dir), applied beside it by
//! the binary.

use chrono::{DateTime, Utc};

use crate::rules::card::{self, Card};
use crate::rules::edition::Side;
use crate::solver;

use super::document::{Change, Conflict, Document, Done, What};
use super::on_table::{Attempt, OnTable, Shares, fixed};
use super::problem::{BadInput, Problem, Refusal, Seating};
use super::record::{End, Hand, Join, Leave, Play, Session, check_new_name};
use super::said::Choice;
use super::standings::{PadRow, Standings};
use super::{referee, seats, table};

/// What the table says happened.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// A change of the game's record.
    Record(Record),
    /// The last change taken back.
    Undo,
    /// The change undo took back last, brought back.
    Redo,
    /// The next game at this table (`force`: the one before has no winner).
    NewGame { force: bool },
}

/// A change of the game's record. Players are named as the table names them (any case,
/// a start of the name, the seat number).
#[derive(Debug, Clone, PartialEq)]
pub enum Record {
    /// A phase laid: the cards as typed (`+` between groups), and the phase card or
    /// Twist choice it was laid with.
    Lay {
        player: String,
        cards: String,
        choice: Choice,
    },
    /// Cards hit onto a group: `on` names it (`Ann.2`, or `Ann`: the one they fit).
    Hit {
        player: String,
        cards: String,
        on: String,
    },
    /// A Flip card discarded: the side in play turns.
    Flip,
    /// Masters: a card put on the player's save pile.
    Save { player: String, card: String },
    /// Masters: cards drawn back from the player's save pile.
    Draw { player: String, cards: String },
    /// A player's cards or points left, said once someone went out (their row of the
    /// hand's end).
    Left { player: String, cards: String },
    /// The phase card a player tried (Masters) or their Twist choice, said by one who
    /// did not lay (their row of the hand's end).
    Chose { player: String, choice: Choice },
    /// Who deals the hand being played, where it is not who the deal says (a
    /// correction: the deal goes on from them).
    Dealer { player: String },
    /// The hand's end, every answer given.
    EndHand(Box<Hand>),
    /// Hand `number` (1-based) re-entered whole.
    Edit { number: usize, hand: Box<Hand> },
    /// A player sits down between hands (a new one at `seat`, 1-based).
    Sit { name: String, seat: Option<usize> },
    /// A player gets up between hands.
    Leave { name: String },
    /// A player renamed everywhere the session names them.
    Rename { old: String, new: String },
    /// The evening ran out: the game ends where it stands.
    End,
}

/// What an event did, typed: each face says it in its own words.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// `seat` laid `attempt`: the groups at these places of the table.
    Laid {
        seat: usize,
        attempt: Attempt,
        groups: Vec<usize>,
        /// Where the groups could be read another way: how to type them for it.
        other: Option<solver::Reading>,
    },
    /// `seat` hit `cards`: each part onto the group at its place of the table.
    Hit {
        seat: usize,
        cards: Vec<Card>,
        shares: Shares,
    },
    Flipped {
        side: Side,
    },
    /// Masters: `seat` put a card on their save pile (which, the pile's own).
    Saved {
        seat: usize,
    },
    /// Masters: `seat` drew `count` cards back from their pile.
    Drew {
        seat: usize,
        count: usize,
    },
    /// `seat` said their cards or points left (as typed).
    Holds {
        seat: usize,
        left: String,
    },
    /// `seat` said the phase card they tried, or their Twist choice.
    Chose {
        seat: usize,
        choice: Choice,
    },
    /// `seat` deals hand `hand`.
    Dealer {
        seat: usize,
        hand: usize,
    },
    /// Hand `number` recorded; the same as the hand before it, where it is (typed
    /// twice, likely).
    Recorded {
        number: usize,
        same_as: Option<usize>,
    },
    /// Hand `number` re-entered: its row of the pad before.
    Edited {
        number: usize,
        before: Box<PadRow>,
    },
    /// Hand `number` is recorded so already: nothing changed.
    Unchanged {
        number: usize,
    },
    /// `seat` sat down, from hand `from_hand`.
    Sat {
        seat: usize,
        from_hand: usize,
    },
    /// `seat` got up after hand `after_hand` (0: before the first hand, gone from
    /// the players).
    Left {
        name: String,
        after_hand: usize,
    },
    Renamed {
        seat: usize,
        was: String,
    },
    /// The game ended after hand `after_hand`.
    Ended {
        after_hand: usize,
    },
}

/// An event applied: the change to the file (none: nothing to change), the file and
/// standings after it, and what it did.
#[derive(Debug, Clone)]
pub struct Applied {
    pub change: Option<Change>,
    pub doc: Document,
    pub state: Standings,
    pub outcome: Outcome,
}

/// Why a change of the file cannot be made.
#[derive(Debug, Clone)]
pub enum Untried {
    /// The file no longer holds what the change would change (edited by hand).
    Conflict(Conflict),
    /// The text the change would give is not a session.
    Syntax(String),
    /// The session the change would give does not play through.
    Problem(Problem),
}

/// The standings of a session as it is: every hand played through, and every join and
/// leave for a hand the game has reached.
///
/// # Errors
/// The first thing in the session that does not make sense, and where.
pub fn replay(session: &Session) -> Result<Standings, Problem> {
    let state = referee::standings(session)?;
    seats::reached(session)?;
    Ok(state)
}

/// The document and standings a change would give, or why it cannot be made.
///
/// # Errors
/// The change no longer fits the file, or what it gives does not play through.
pub fn trial(doc: &Document, change: &Change) -> Result<(Document, Standings), Untried> {
    let text = doc.apply(change).map_err(Untried::Conflict)?;
    let doc = Document::parse(text).map_err(|e| Untried::Syntax(e.message))?;
    let state = replay(doc.session()).map_err(Untried::Problem)?;
    Ok((doc, state))
}

/// The session up to hand `number` (1-based), without it, and its standings: the game
/// as it was when that hand was played.
///
/// # Errors
/// No such hand, or the hands before it do not play through.
pub fn before_hand(session: &Session, number: usize) -> Result<(Session, Standings), Refusal> {
    let count = session.hands.len();
    if count == 0 {
        return Err(BadInput::NoHandsToEdit.into());
    }
    if number == 0 || number > count {
        return Err(BadInput::NoSuchHand { number, count }.into());
    }
    let before = Session {
        hands: session.hands[..number - 1].to_vec(),
        // The hand being played comes after hand N: it is not part of the game then.
        plays: Vec::new(),
        ..session.clone()
    };
    let state = referee::standings(&before).map_err(|p| BadInput::Problem(Box::new(p)))?;
    Ok((before, state))
}

/// Applies a change of the record to the file as read (`doc`, playing through into
/// `state`), at `now`.
///
/// # Errors
/// The rules say no ([`Refusal::Rule`]), or what was said does not make sense
/// ([`Refusal::Input`]); nothing is changed either way.
pub fn apply(
    doc: &Document,
    state: &Standings,
    record: &Record,
    now: DateTime<Utc>,
) -> Result<Applied, Refusal> {
    match record {
        Record::Lay {
            player,
            cards,
            choice,
        } => lay(doc, state, player, cards, *choice),
        Record::Hit { player, cards, on } => hit(doc, state, player, cards, on),
        Record::Flip => flip(doc, state),
        Record::Save { player, card } => pile(doc, state, player, card, true),
        Record::Draw { player, cards } => pile(doc, state, player, cards, false),
        Record::Left { player, cards } => left(doc, state, player, cards),
        Record::Chose { player, choice } => chose(doc, state, player, *choice),
        Record::Dealer { player } => dealer(doc, state, player),
        Record::EndHand(hand) => end_hand(doc, state, hand, now),
        Record::Edit { number, hand } => edit(doc, state, *number, hand),
        Record::Sit { name, seat } => sit(doc, state, name, *seat, now),
        Record::Leave { name } => leave(doc, state, name, now),
        Record::Rename { old, new } => rename(doc, old, new),
        Record::End => end(doc, state, now),
    }
}

/// The change tried: the file and standings after it, where it plays through.
fn tried(doc: &Document, change: Change, outcome: Outcome) -> Result<Applied, Refusal> {
    let (after, state) = trial(doc, &change).map_err(untried)?;
    Ok(Applied {
        change: Some(change),
        doc: after,
        state,
        outcome,
    })
}

fn untried(e: Untried) -> Refusal {
    match e {
        Untried::Problem(p) => BadInput::Problem(Box::new(p)).into(),
        Untried::Conflict(c) => BadInput::File(c.to_string()).into(),
        Untried::Syntax(s) => BadInput::File(s).into(),
    }
}

/// The game is on: no winner, not ended.
///
/// # Errors
/// The game was ended early, or it is won.
pub fn game_on(session: &Session, state: &Standings) -> Result<(), Refusal> {
    if !session.end.is_empty() {
        return Err(BadInput::GameEnded {
            hands: session.hands.len(),
        }
        .into());
    }
    if state.is_over() {
        return Err(BadInput::GameOver {
            winners: session.names(&state.winners()),
        }
        .into());
    }
    Ok(())
}

/// One play of the hand being played, checked against the table as it is; `prepare`
/// completes the play from the table before and after it (the lay's arrangement, the
/// hit's group).
fn play(
    doc: &Document,
    state: &Standings,
    mut play: Play,
    what: What,
    prepare: impl FnOnce(&mut Play, &OnTable, &OnTable) -> Result<Outcome, Refusal>,
) -> Result<Applied, Refusal> {
    let session = doc.session();
    game_on(session, state)?;
    let before = &state.table;
    let mut after = before.clone();
    table::play(session, state, &mut after, &play)?;
    let outcome = prepare(&mut play, before, &after)?;
    tried(doc, doc.append_play(&play, what), outcome)
}

fn lay(
    doc: &Document,
    state: &Standings,
    player: &str,
    cards: &str,
    choice: Choice,
) -> Result<Applied, Refusal> {
    let session = doc.session();
    let name = session.typed_name(player);
    let hand = session.hands.len() + 1;
    let play_ = Play {
        lay: Some(name.clone()),
        cards: cards.to_string(),
        attempt: choice.attempt,
        choose: choice.choose,
        twist_card: choice.twist_card,
        ..Play::default()
    };
    play(
        doc,
        state,
        play_,
        Done::Laid {
            name: name.clone(),
            hand,
        }
        .into(),
        |play, before, after| {
            let seat = session.seat(&name).expect("laid");
            // The groups as laid, each wild with its value: they read back the same.
            let groups: Vec<String> = after.groups[before.groups.len()..]
                .iter()
                .map(|g| card::show(&fixed(&g.laid)))
                .collect();
            play.cards = groups.join(" + ");
            let attempt = after.laid[seat].clone().expect("just laid");
            let laid: Vec<Vec<Card>> = after.groups[before.groups.len()..]
                .iter()
                .map(|g| g.laid.cards.clone())
                .collect();
            let other =
                solver::other_reading(&laid, &attempt.phase, &session.solver_rules(before.side));
            Ok(Outcome::Laid {
                seat,
                attempt,
                groups: (before.groups.len()..after.groups.len()).collect(),
                other,
            })
        },
    )
}

/// A group as typed (`ann.1`, `2.1`, `Max`): its owner's whole name.
fn group_named(session: &Session, on: &str) -> String {
    match on.trim().rsplit_once('.') {
        Some((owner, n)) if !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) => {
            format!("{}.{n}", session.typed_name(owner))
        }
        _ => session.typed_name(on),
    }
}

fn hit(
    doc: &Document,
    state: &Standings,
    player: &str,
    cards: &str,
    on: &str,
) -> Result<Applied, Refusal> {
    let session = doc.session();
    let name = session.typed_name(player);
    let on = group_named(session, on);
    // Whose group, named before the hit is judged: a name no one has is bad input.
    let owner = match on.rsplit_once('.') {
        Some((o, i)) if i.parse::<usize>().is_ok() && session.seat(&on).is_none() => o,
        _ => on.as_str(),
    };
    if session.seat(owner).is_none() {
        return Err(session.not_a_player("on", owner));
    }
    let hand = session.hands.len() + 1;
    let typed = cards.split_whitespace().collect::<Vec<_>>().join(" ");
    let play_ = Play {
        hit: Some(name.clone()),
        cards: typed.clone(),
        on: Some(on.clone()),
        ..Play::default()
    };
    play(
        doc,
        state,
        play_,
        Done::Hit {
            name: name.clone(),
            cards: typed.clone(),
            hand,
        }
        .into(),
        |play, before, _| {
            // Where the cards go, worked out once: it names the group, and the answer
            // says it. One group is named fully (Ann.2); cards shared out over Ann's
            // groups keep `on = "Ann"`, and go as they fit.
            let deck = session.rules().deck;
            let cards = card::parse_cards(&play.cards, deck, before.side).map_err(|e| {
                BadInput::BadCards {
                    what: "hit",
                    name: name.clone(),
                    error: e.into(),
                }
            })?;
            let shares = table::targets(session, before, &on, &cards)?;
            if let [(g, _)] = shares[..] {
                let group = &before.groups[g];
                let owner = &session.players[group.owner];
                let named = format!("{owner}.{}", group.index);
                // A file's player of that name (Jo.2): the group cannot be written so
                // that it reads back one way.
                if let Some(player) = session.seat(&named) {
                    return Err(BadInput::OnTwoWays {
                        on: named,
                        player: session.players[player].clone(),
                        owner: owner.clone(),
                        index: group.index,
                    }
                    .into());
                }
                play.on = Some(named);
            }
            Ok(Outcome::Hit {
                seat: session.seat(&name).expect("hit"),
                cards,
                shares,
            })
        },
    )
}

fn flip(doc: &Document, state: &Standings) -> Result<Applied, Refusal> {
    let session = doc.session();
    if !session.rules().deck.two_sided() {
        return Err(BadInput::NotThisEdition {
            field: "flip",
            why: "only flip cards have two sides",
        }
        .into());
    }
    let hand = session.hands.len() + 1;
    let flip = Play {
        flip: true,
        ..Play::default()
    };
    play(
        doc,
        state,
        flip,
        Done::Flipped { hand }.into(),
        |_, _, after| Ok(Outcome::Flipped { side: after.side }),
    )
}

/// Masters: a card saved (`save`), or cards drawn back, said as the hand is played.
fn pile(
    doc: &Document,
    state: &Standings,
    player: &str,
    cards: &str,
    save: bool,
) -> Result<Applied, Refusal> {
    let session = doc.session();
    let name = session.typed_name(player);
    let hand = session.hands.len() + 1;
    let typed = cards.split_whitespace().collect::<Vec<_>>().join(" ");
    let count = typed.split_whitespace().count();
    let said = Play {
        save: save.then(|| name.clone()),
        draw: (!save).then(|| name.clone()),
        cards: typed,
        ..Play::default()
    };
    // (The card itself is the pile's: the journal's words do not name it.)
    let what = if save {
        Done::Saved {
            name: name.clone(),
            hand,
        }
        .into()
    } else {
        Done::DrewBack {
            name: name.clone(),
            hand,
        }
        .into()
    };
    play(doc, state, said, what, move |_, _, _| {
        let seat = session.seat(&name).expect("a seated player");
        Ok(if save {
            Outcome::Saved { seat }
        } else {
            Outcome::Drew { seat, count }
        })
    })
}

fn left(doc: &Document, state: &Standings, player: &str, cards: &str) -> Result<Applied, Refusal> {
    let session = doc.session();
    let name = session.typed_name(player);
    let hand = session.hands.len() + 1;
    let typed = cards.split_whitespace().collect::<Vec<_>>().join(" ");
    let said = Play {
        left: Some(name.clone()),
        cards: typed.clone(),
        ..Play::default()
    };
    let what = Done::SaidHold {
        name: name.clone(),
        hand,
    }
    .into();
    play(doc, state, said, what, move |_, _, _| {
        let seat = session.seat(&name).expect("a seated player");
        Ok(Outcome::Holds { seat, left: typed })
    })
}

fn chose(
    doc: &Document,
    state: &Standings,
    player: &str,
    choice: Choice,
) -> Result<Applied, Refusal> {
    let session = doc.session();
    let name = session.typed_name(player);
    let hand = session.hands.len() + 1;
    let said = Play {
        chose: Some(name.clone()),
        attempt: choice.attempt,
        choose: choice.choose,
        twist_card: choice.twist_card,
        ..Play::default()
    };
    let what = Done::SaidPhaseCard {
        name: name.clone(),
        hand,
    }
    .into();
    play(doc, state, said, what, move |_, _, _| {
        let seat = session.seat(&name).expect("a seated player");
        Ok(Outcome::Chose { seat, choice })
    })
}

fn dealer(doc: &Document, state: &Standings, player: &str) -> Result<Applied, Refusal> {
    let session = doc.session();
    let name = session.typed_name(player);
    if session.seat(&name) == Some(state.dealer) {
        return Err(BadInput::DealsAlready(name).into());
    }
    let hand = session.hands.len() + 1;
    let deals = Play {
        dealer: Some(name.clone()),
        ..Play::default()
    };
    play(
        doc,
        state,
        deals,
        Done::Deals {
            name: name.clone(),
            hand,
        }
        .into(),
        |_, _, after| {
            Ok(Outcome::Dealer {
                seat: after.dealer.expect("a dealer play"),
                hand,
            })
        },
    )
}

/// The hand's end: appended (or the hand played live ended with it), checked whole.
fn end_hand(
    doc: &Document,
    state: &Standings,
    hand: &Hand,
    now: DateTime<Utc>,
) -> Result<Applied, Refusal> {
    let session = doc.session();
    game_on(session, state)?;
    let number = session.hands.len() + 1;
    let mut hand = Hand {
        recorded: hand.recorded.or(Some(now)),
        ..hand.clone()
    };
    // The dealer in turn is not written (it follows from the hands before).
    if hand
        .dealer
        .as_ref()
        .is_some_and(|d| session.seat(d) == Some(state.dealer))
    {
        hand.dealer = None;
    }
    made_from_plays(session, &state.table, &mut hand)?;
    left_from_plays(session, &state.table, &mut hand);
    chosen_from_plays(session, &state.table, &mut hand);
    let same_as = (session.plays.is_empty()
        && session.hands.last().is_some_and(|prev| same(prev, &hand)))
    .then_some(number - 1);
    let change = if session.plays.is_empty() {
        doc.append_hand(&hand, Done::RecordedHand { hand: number }.into())
    } else {
        // The hand refereed live ends: its plays go into its record.
        hand.plays.clone_from(&session.plays);
        doc.end_hand(&hand, Done::RecordedHand { hand: number }.into())
    };
    let (after, state) = trial(doc, &change).map_err(|e| match e {
        // The hand itself refused: why, without its number (it is the one entered).
        Untried::Problem(p) if p.hand == Some(number) => *p.refusal,
        other => untried(other),
    })?;
    Ok(Applied {
        change: Some(change),
        doc: after,
        state,
        outcome: Outcome::Recorded { number, same_as },
    })
}

/// The phase card or Twist choice a player said in the plays is what the hand says of
/// them: the same answer in the hand is not stored twice (the plays keep it).
fn chosen_from_plays(session: &Session, table: &OnTable, hand: &mut Hand) {
    for (seat, said) in table.chosen.iter().enumerate() {
        let Some(said) = said else { continue };
        let name = &session.players[seat];
        let get = |m: &std::collections::BTreeMap<String, u8>| {
            m.iter()
                .find(|(k, _)| crate::name::same(k, name))
                .map(|(_, v)| *v)
        };
        let given = Choice {
            attempt: get(&hand.attempt),
            choose: get(&hand.choose),
            twist_card: get(&hand.twist_card),
        };
        if given == *said {
            hand.attempt.retain(|k, _| !crate::name::same(k, name));
            hand.choose.retain(|k, _| !crate::name::same(k, name));
            hand.twist_card.retain(|k, _| !crate::name::same(k, name));
        }
    }
}

/// The cards or points left a player said in the plays are what the hand says of
/// them: the same answer in the hand is not stored twice (the plays keep it).
fn left_from_plays(session: &Session, table: &OnTable, hand: &mut Hand) {
    for (seat, said) in table.left.iter().enumerate() {
        let Some(said) = said else { continue };
        let name = &session.players[seat];
        let same_cards = hand
            .left
            .iter()
            .find(|(k, _)| crate::name::same(k, name))
            .is_some_and(|(_, v)| v.split_whitespace().eq(said.split_whitespace()));
        let same_points = hand
            .points
            .iter()
            .find(|(k, _)| crate::name::same(k, name))
            .is_some_and(|(_, p)| said.trim().parse::<u32>() == Ok(*p));
        if same_cards || same_points {
            hand.left.retain(|k, _| !crate::name::same(k, name));
            hand.points.retain(|k, _| !crate::name::same(k, name));
        }
    }
}

/// In a hand played live, who made it is who laid: a `made` for one who did not lay
/// is refused; the others say what the plays say, and are not stored (the file keeps
/// what happened, not what follows from it).
pub fn made_from_plays(session: &Session, table: &OnTable, hand: &mut Hand) -> Result<(), Refusal> {
    if !table.live {
        return Ok(());
    }
    for m in &hand.made {
        if let Some(s) = session.seat(m)
            && table.laid[s].is_none()
        {
            return Err(BadInput::MadeNotLaid(session.players[s].clone()).into());
        }
    }
    hand.made.clear();
    Ok(())
}

/// Two hands that say the same, scores and all (when each was recorded aside, and
/// whoever dealt): typed twice, likely. A hand that says only who went out (Twist keeps
/// no score) is not.
pub fn same(a: &Hand, b: &Hand) -> bool {
    // (Who dealt aside: the dealer in turn is written or not, and says the same.)
    let bare = |h: &Hand| Hand {
        recorded: None,
        plays: Vec::new(),
        dealer: None,
        ..h.clone()
    };
    let scored = |h: &Hand| !h.points.is_empty() || !h.left.is_empty();
    scored(a) && bare(a) == bare(b)
}

fn edit(doc: &Document, state: &Standings, number: usize, hand: &Hand) -> Result<Applied, Refusal> {
    let session = doc.session();
    let (_, then) = before_hand(session, number)?;
    let was = &session.hands[number - 1];
    let mut hand = Hand {
        recorded: was.recorded,
        ..hand.clone()
    };
    // The dealer in turn (or the one a play of the hand names) is not written: it
    // follows from the hands before, or from the play.
    let played = was
        .plays
        .iter()
        .rev()
        .find_map(|p| p.dealer.as_deref())
        .and_then(|d| session.seat(d));
    if hand
        .dealer
        .as_ref()
        .is_some_and(|d| session.seat(d) == Some(played.unwrap_or(then.dealer)))
    {
        hand.dealer = None;
    }
    if let Some(table) = state.hands[number - 1].table.as_ref() {
        made_from_plays(session, table, &mut hand)?;
    }
    // What was laid and hit live happened: an edit re-enters the outcome only.
    hand.plays.clone_from(&was.plays);
    let Some(change) = doc.replace_hand(number, &hand, Done::ReEnteredHand { hand: number }.into())
    else {
        return Ok(Applied {
            change: None,
            doc: doc.clone(),
            state: state.clone(),
            outcome: Outcome::Unchanged { number },
        });
    };
    let (after, new_state) = trial(doc, &change).map_err(|e| match e {
        Untried::Problem(p) if p.hand == Some(number) => *p.refusal,
        Untried::Problem(p) => BadInput::Later {
            number,
            problem: Box::new(p),
        }
        .into(),
        other => untried(other),
    })?;
    Ok(Applied {
        change: Some(change),
        doc: after,
        state: new_state,
        outcome: Outcome::Edited {
            number,
            before: Box::new(state.hands[number - 1].clone()),
        },
    })
}

/// A change of who sits can be made between hands of a game still going on.
fn between_hands(session: &Session, state: &Standings) -> Result<(), Refusal> {
    if state.is_over() {
        return Err(Seating::Over {
            winners: session.names(&state.winners()),
        }
        .into());
    }
    if !session.plays.is_empty() {
        return Err(Seating::InPlay.into());
    }
    Ok(())
}

fn sit(
    doc: &Document,
    state: &Standings,
    name: &str,
    seat: Option<usize>,
    now: DateTime<Utc>,
) -> Result<Applied, Refusal> {
    let session = doc.session();
    between_hands(session, state)?;
    let next = state.hands.len() + 1;
    let name = name.trim();
    // The same name (case aside) is the same player; Zoe is not Zoë (the name rule).
    let same = session
        .players
        .iter()
        .position(|p| crate::name::same(p, name));
    let (change, seat) = match same {
        // Back at the table after getting up.
        Some(s) if !state.seating.sits(s, next) => {
            let who = session.players[s].clone();
            if seats::moved(session, s, next) == Some(seats::Moved::LeftAfter(next - 1)) {
                return Err(Seating::BackTooSoon {
                    name: who,
                    after: next - 1,
                }
                .into());
            }
            if seat.is_some_and(|n| n != s + 1) {
                return Err(Seating::KeepsSeat {
                    name: who,
                    seat: s + 1,
                }
                .into());
            }
            let join = Join {
                player: who.clone(),
                from_hand: next,
                recorded: Some(now),
            };
            // The name is among the players already: only the [[join]] is added.
            let change = doc.join_player(
                &who,
                None,
                Some(&join),
                Done::SatDownAgain { name: who.clone() }.into(),
            );
            (change.ok_or(Seating::NotAList(who))?, s)
        }
        Some(s) => {
            return Err(Seating::Seated {
                name: session.players[s].clone(),
                seat: s + 1,
            }
            .into());
        }
        None => {
            check_new_name(name).map_err(BadInput::BadName)?;
            let count = session.players.len();
            let at = match seat {
                Some(n) if n == 0 || n > count + 1 => {
                    return Err(Seating::SeatRange {
                        seat: n,
                        most: count + 1,
                    }
                    .into());
                }
                Some(n) => n - 1,
                None => count,
            };
            let join = (next > 1).then(|| Join {
                player: name.to_string(),
                from_hand: next,
                recorded: Some(now),
            });
            let change = doc.join_player(
                name,
                Some(at),
                join.as_ref(),
                Done::SatDown {
                    name: name.to_string(),
                }
                .into(),
            );
            (
                change.ok_or_else(|| Seating::NotAList(name.to_string()))?,
                at,
            )
        }
    };
    tried(
        doc,
        change,
        Outcome::Sat {
            seat,
            from_hand: next,
        },
    )
}

fn leave(
    doc: &Document,
    state: &Standings,
    name: &str,
    now: DateTime<Utc>,
) -> Result<Applied, Refusal> {
    let session = doc.session();
    between_hands(session, state)?;
    let seat = session
        .seat_typed(name)
        .ok_or_else(|| session.not_a_player("players", name))?;
    let who = session.players[seat].clone();
    let hands = state.hands.len();
    if !state.seating.sits(seat, hands + 1) {
        return Err(Seating::Away(seats::why_away(session, seat, hands + 1)).into());
    }
    if hands > 0
        && seats::moved(session, seat, hands + 1) == Some(seats::Moved::JoinedFrom(hands + 1))
    {
        return Err(Seating::NoHandYet {
            name: who,
            hand: hands + 1,
        }
        .into());
    }
    let change = if hands == 0 {
        // No hand yet: the name goes from the players; the first deal passes on to
        // the left where it was theirs.
        let deals = session.seat(&session.dealer) == Some(seat);
        let dealer = deals.then(|| session.players[(seat + 1) % session.players.len()].clone());
        doc.leave_player(
            &who,
            None,
            dealer.as_deref(),
            Done::LeftTable { name: who.clone() }.into(),
        )
    } else {
        let leave = Leave {
            player: who.clone(),
            after_hand: hands,
            recorded: Some(now),
        };
        doc.leave_player(
            &who,
            Some(&leave),
            None,
            Done::GotUp {
                name: who.clone(),
                hands,
            }
            .into(),
        )
    };
    let change = change.ok_or_else(|| Seating::NotAList(who.clone()))?;
    tried(
        doc,
        change,
        Outcome::Left {
            name: who,
            after_hand: hands,
        },
    )
}

fn rename(doc: &Document, old: &str, new: &str) -> Result<Applied, Refusal> {
    let session = doc.session();
    let seat = session
        .seat_typed(old)
        .ok_or_else(|| session.not_a_player("players", old))?;
    let was = session.players[seat].clone();
    let new = new.trim();
    check_new_name(new).map_err(BadInput::BadName)?;
    if let Some(other) = session.seat(new).filter(|&s| s != seat) {
        return Err(Seating::Seated {
            name: session.players[other].clone(),
            seat: other + 1,
        }
        .into());
    }
    if was == new {
        return Err(Seating::SameName(was).into());
    }
    let change = doc
        .rename_player(
            &was,
            new,
            Done::Renamed {
                was: was.clone(),
                now: new.to_string(),
            }
            .into(),
        )
        .ok_or_else(|| Seating::NotNamed(was.clone()))?;
    tried(doc, change, Outcome::Renamed { seat, was })
}

fn end(doc: &Document, state: &Standings, now: DateTime<Utc>) -> Result<Applied, Refusal> {
    let session = doc.session();
    let hands = session.hands.len();
    if let [_, ..] = state.winners()[..]
        && session.end.is_empty()
    {
        return Err(BadInput::GameOver {
            winners: session.names(&state.winners()),
        }
        .into());
    }
    if !session.end.is_empty() {
        return Err(BadInput::EndedAlready { hands }.into());
    }
    if !session.plays.is_empty() {
        return Err(BadInput::EndInPlay { hand: hands + 1 }.into());
    }
    if hands == 0 {
        return Err(BadInput::EndNoHand.into());
    }
    let end = End {
        recorded: Some(now),
    };
    let change = doc.append_end(&end, Done::Ended { hands }.into());
    tried(doc, change, Outcome::Ended { after_hand: hands })
}

/// The next game of a table: its settings and seats (who sits at the table now, in
/// their seats), a new date, no hands, and the first deal one seat on (or to `dealer`).
/// A game with no hand yet is the next game already; one with no winner is left only
/// with `force`.
///
/// # Errors
/// The game has no hand yet; it has no winner and `force` is not given; `dealer` is no
/// player at the table.
pub fn next_game(
    before: &Session,
    state: &Standings,
    dealer: Option<&str>,
    force: bool,
    now: DateTime<Utc>,
) -> Result<Session, Refusal> {
    if before.hands.is_empty() && before.plays.is_empty() {
        return Err(BadInput::NextGameAlready.into());
    }
    if state.winner.is_none() && before.end.is_empty() && !force {
        return Err(BadInput::NoWinnerYet {
            hands: state.hands.len(),
            in_play: !before.plays.is_empty(),
        }
        .into());
    }
    let at_table = seats::sitting(before, state.hands.len() + 1);
    let players: Vec<String> = at_table
        .iter()
        .map(|&s| before.players[s].clone())
        .collect();
    let dealer = match dealer {
        Some(d) => {
            let s = crate::name::find_typed(&players, d).ok_or_else(|| BadInput::NotAPlayer {
                field: "dealer",
                name: d.to_string(),
                players: players.join(", "),
                hint: crate::name::hint(&players, d),
            })?;
            players[s].clone()
        }
        // The first deal one seat on, to the next player still at the table.
        None => seats::next_first_dealer(before, &players).unwrap_or_else(|| players[0].clone()),
    };
    Ok(Session {
        created: now,
        players,
        dealer,
        hands: Vec::new(),
        plays: Vec::new(),
        end: Vec::new(),
        joins: Vec::new(),
        leaves: Vec::new(),
        ..before.clone()
    })
}

/// Hand `number` of the pad: the words of an edit, player by player ("Dmitri: made it →
/// did not make it, +10 → +60", "dealt by Cy, not Bob").
pub fn what_changed(session: &Session, was: &PadRow, now: &PadRow) -> Vec<String> {
    let state = |e: &super::Entry| {
        if e.out {
            "went out"
        } else if e.made {
            "made it"
        } else {
            "did not make it"
        }
    };
    let mut out = Vec::new();
    if was.dealer != now.dealer {
        out.push(format!(
            "dealt by {}, not {}",
            session.players[now.dealer], session.players[was.dealer]
        ));
    }
    for (s, (a, b)) in was.entries.iter().zip(&now.entries).enumerate() {
        let mut bits = Vec::new();
        if state(a) != state(b) {
            bits.push(format!("{} → {}", state(a), state(b)));
        }
        if a.attempt != b.attempt {
            let show = |x: &Option<String>| x.clone().unwrap_or_else(|| "–".into());
            bits.push(format!("phase {} → {}", show(&a.attempt), show(&b.attempt)));
        }
        if a.points != b.points {
            let show = |p: Option<u32>| p.map_or("–".into(), |p| format!("+{p}"));
            bits.push(format!("{} → {}", show(a.points), show(b.points)));
        }
        if !bits.is_empty() {
            out.push(format!("{}: {}", session.players[s], bits.join(", ")));
        }
    }
    out
}

/// Who sits cannot change so: input that does not make sense (exit 2).
impl From<Seating> for Refusal {
    fn from(s: Seating) -> Refusal {
        BadInput::Seating(s).into()
    }
}
