//! The referee: plays the hands through, one small step after another, into the
//! standings. Each step checks one thing the rules ask of a hand and refuses it with
//! a typed [`Refusal`]; nothing changes until every step has passed.

use std::collections::BTreeMap;

use crate::rules::card::{self, Card};
use crate::solver;

use super::on_table::Attempt;
use super::on_table::OnTable;
use super::problem::{BadInput, Judged, Problem, Refusal, Ruling};
use super::record::{Hand, Session};
use super::said::{BySeat, Choice};
use super::standings::{Player, Standings};

/// A hand's map (by name) as one entry a seat; a name must be a seated player.
fn by_seat<'h, T: Copy + 'h, V: 'h>(
    n: usize,
    field: &'static str,
    map: &'h BTreeMap<String, V>,
    known: &dyn Fn(&str, &'static str) -> Result<usize, Refusal>,
    value: impl Fn(&'h V) -> T,
) -> Result<Vec<Option<T>>, Refusal> {
    let mut seats = vec![None; n];
    let mut keys: Vec<Option<&str>> = vec![None; n];
    for (name, v) in map {
        let s = known(name, field)?;
        // `Cy = 55` and `cy = 250` in one hand: one player, two answers.
        if let Some(first) = keys[s] {
            return Err(BadInput::KeyTwice {
                field,
                first: first.to_string(),
                second: name.clone(),
            }
            .into());
        }
        keys[s] = Some(name);
        seats[s] = Some(value(v));
    }
    Ok(seats)
}

/// Plays every hand through: the standings, or the first thing that does not make
/// sense, and where.
///
/// # Errors
/// A setting or a hand the rules refuse.
pub fn standings(session: &Session) -> Result<Standings, Problem> {
    let board = super::settings::check_settings(session)?;
    let mut standings = Standings {
        players: session
            .players
            .iter()
            .map(|name| Player {
                name: name.clone(),
                score: 0,
                completed: Vec::new(),
                next: 0,
                position: 0,
                finished: false,
                saved: Vec::new(),
            })
            .collect(),
        hands: Vec::new(),
        dealer: session.seat(&session.dealer).expect("checked"),
        winner: None,
        decided: None,
        tiebreak: None,
        board,
        table: OnTable::default(),
        seating: super::seats::Seating::of(session),
    };
    for (i, hand) in session.hands.iter().enumerate() {
        super::seats::seat_newcomers(session, &mut standings, i + 1);
        referee(session, &mut standings, hand).map_err(|refusal| Problem {
            hand: Some(i + 1),
            play: None,
            block: None,
            key: None,
            refusal: Box::new(refusal),
        })?;
    }
    super::seats::seat_newcomers(session, &mut standings, session.hands.len() + 1);
    // The hand being played.
    let in_play = |play: usize, refusal: Refusal| Problem {
        hand: None,
        play: Some(play),
        block: None,
        key: None,
        refusal: Box::new(refusal),
    };
    // The game ended early: the winner by the table's rule, and no hand in play.
    if !session.end.is_empty() {
        if !session.plays.is_empty() {
            return Err(in_play(
                1,
                BadInput::Ended {
                    hands: standings.hands.len(),
                }
                .into(),
            ));
        }
        if standings.winner.is_none() {
            super::winner::end_early(session, &mut standings);
        }
    }
    if let (Some(w), false) = (standings.winner, session.plays.is_empty()) {
        return Err(in_play(
            1,
            BadInput::AlreadyWon {
                winner: session.players[w].clone(),
                hands: standings.hands.len(),
            }
            .into(),
        ));
    }
    standings.table = super::table::play_through(session, &standings, &session.plays)
        .map_err(|(i, refusal)| in_play(i, refusal))?;
    // Who deals the hand being played, where a play corrects it.
    if let Some(dealer) = standings.table.dealer {
        standings.dealer = dealer;
    }
    Ok(standings)
}

/// One hand: the pipeline of checks, then the standings move on.
fn referee(session: &Session, standings: &mut Standings, hand: &Hand) -> Result<(), Refusal> {
    if let Some(w) = standings.winner {
        return Err(BadInput::AlreadyWon {
            winner: session.players[w].clone(),
            hands: standings.hands.len(),
        }
        .into());
    }
    // Who really dealt, where the table says so: the deal goes on from them.
    if let Some(dealer) = &hand.dealer {
        let seat = session.seat(dealer).ok_or_else(|| {
            BadInput::DealerNotPlaying(crate::name::not_found("dealer", &session.players, dealer))
        })?;
        let number = standings.hands.len() + 1;
        if !standings.seating.sits(seat, number) {
            return Err(BadInput::NotAtTable {
                field: "dealer",
                name: session.players[seat].clone(),
                hand: number,
                why: super::seats::why_away(session, seat, number),
            }
            .into());
        }
        standings.dealer = seat;
    }
    check_capabilities(session, hand)?;
    let mut said = resolve(session, standings, hand)?;
    let table = live(session, standings, hand, &mut said)?;
    // Who dealt, where a play of the hand said so: a dealer written beside it says the
    // same, or the record contradicts itself.
    if let Some(dealer) = table.as_ref().and_then(|t| t.dealer) {
        if let Some(written) = &hand.dealer
            && session.seat(written) != Some(dealer)
        {
            return Err(BadInput::DealerDiffers {
                written: written.clone(),
                played: session.players[dealer].clone(),
            }
            .into());
        }
        standings.dealer = dealer;
    }
    let attempts = attempts(session, standings, &said)?;
    one_twist_card_each(session, &attempts)?;
    check_live(table.as_ref(), &attempts, &session.players)?;
    // What each player laid and what each holds, every refusal of them at once.
    let laid = check_laid(session, &said, &attempts);
    let moved = super::progress::moves(session, standings, &said, &attempts);
    let points = match (
        laid,
        super::scoring::score(session, standings, &said, &attempts, &moved),
    ) {
        (Ok(()), Ok(points)) => points,
        (laid, points) => {
            return Err(Refusal::together(
                [laid.err(), points.err()].into_iter().flatten().collect(),
            )
            .expect_err("a refusal"));
        }
    };
    let piles = super::save_pile::save_piles(session, standings, &said)?;
    check_deck(session, &said, &attempts, table.as_ref(), &piles)?;
    let finishers =
        super::progress::advance(session, standings, &said, &attempts, &points, &moved, piles);
    super::winner::decide(session, standings, &said, &points, &finishers);
    if let Some(row) = standings.hands.last_mut() {
        row.table = table;
    }
    Ok(())
}

/// A hand refereed live: its plays played through; who laid made it, the choices
/// they laid with count, the side in play scores the cards left, and each player's
/// cards put down bound what they can hold.
fn live<'h>(
    session: &Session,
    standings: &Standings,
    hand: &'h Hand,
    said: &mut BySeat<'h>,
) -> Result<Option<OnTable>, Refusal> {
    if hand.plays.is_empty() {
        if let Some(name) = hand.untyped.first() {
            return Err(BadInput::UntypedNotLive(session.typed_name(name)).into());
        }
        return Ok(None);
    }
    let table = super::table::play_through(session, standings, &hand.plays).map_err(
        |(index, refusal)| BadInput::InPlay {
            index,
            refusal: Box::new(refusal),
        },
    )?;
    for play in &hand.plays {
        let Some(seat) = play
            .lay
            .as_deref()
            .or(play.chose.as_deref())
            .and_then(|n| session.seat(n))
        else {
            continue;
        };
        // A phase card said by one who did not lay is theirs where the hand says none.
        if play.chose.is_some() {
            if said.choice(seat) == Choice::default() {
                said.attempt[seat] = play.attempt;
                said.choose[seat] = play.choose;
                said.twist_card[seat] = play.twist_card;
            }
            continue;
        }
        said.made[seat] = true;
        if said.choice(seat) == Choice::default() {
            said.attempt[seat] = play.attempt;
            said.choose[seat] = play.choose;
            said.twist_card[seat] = play.twist_card;
        }
    }
    // A player's cards or points left said in the plays (their row, from their
    // phone): the hand's answer for them where it gives none of its own.
    let given: Vec<bool> = (0..said.left.len())
        .map(|s| said.left[s].is_some() || said.points[s].is_some())
        .collect();
    for play in &hand.plays {
        let Some(seat) = play.left.as_deref().and_then(|n| session.seat(n)) else {
            continue;
        };
        if given[seat] {
            continue;
        }
        let read = super::on_table::read_left(
            &play.cards,
            Some(table.held(seat)),
            session.rules().deck,
            table.side,
        );
        if let Ok(super::on_table::Left::Points(p)) = read {
            said.points[seat] = Some(p);
            said.left[seat] = None;
        } else {
            said.left[seat] = Some(play.cards.as_str());
            said.points[seat] = None;
        }
    }
    // The side in play is what the flips say: a side written beside flips played
    // says the same, or the record contradicts itself. (With no flip played, the side
    // written says what the plays did not.)
    let flips = hand.plays.iter().filter(|p| p.flip).count();
    match hand.side {
        None => said.side = table.side,
        Some(side) if flips > 0 && side != table.side => {
            return Err(BadInput::SideDiffers {
                written: side,
                played: table.side,
                flips,
            }
            .into());
        }
        Some(_) => {}
    }
    if !table.live
        && let Some(name) = hand.untyped.first()
    {
        return Err(BadInput::UntypedNotLive(session.typed_name(name)).into());
    }
    said.put_down.clone_from(&table.put_down);
    if table.live {
        check_live_end(session, hand, said, &table)?;
    }
    Ok(Some(table))
}

/// The end of a hand played live follows from the one state its plays make: made is
/// who laid; who went out was down and put down 10 cards (the last discarded) or 11
/// (the last hit); everyone else holds 10 − what they put down; `laid` agrees with
/// the lay.
fn check_live_end(
    session: &Session,
    hand: &Hand,
    said: &mut BySeat,
    table: &OnTable,
) -> Result<(), Refusal> {
    said.live = true;
    let name = |s: usize| session.players[s].clone();
    for m in &hand.made {
        if let Some(s) = session.seat(m)
            && table.laid[s].is_none()
        {
            return Err(BadInput::MadeNotLaid(name(s)).into());
        }
    }
    for (s, typed) in said.laid.iter().enumerate() {
        let Some(typed) = typed else { continue };
        if table.laid[s].is_none() {
            return Err(BadInput::MadeNotLaid(name(s)).into());
        }
        let deck = session.rules().deck;
        let mut said_cards: Vec<Card> = card::parse_grouped(typed, deck, table.side)
            // (A phase laid before a flip reads on the side it was laid on.)
            .or_else(|e| {
                if deck.two_sided() {
                    card::parse_grouped(typed, deck, table.side.flipped()).map_err(|_| e)
                } else {
                    Err(e)
                }
            })
            .map_err(|e| BadInput::BadCards {
                what: "laid",
                name: name(s),
                error: e.into(),
            })?
            .concat()
            .into_iter()
            .map(Card::base)
            .collect();
        let mut laid: Vec<Card> = table.laid_cards[s]
            .iter()
            .flatten()
            .map(|c| c.base())
            .collect();
        said_cards.sort();
        laid.sort();
        if said_cards != laid {
            return Err(BadInput::LaidDiffers {
                name: name(s),
                laid: table.laid_cards[s]
                    .iter()
                    .map(|g| card::show(g))
                    .collect::<Vec<_>>()
                    .join(" + "),
                said: typed.trim().to_string(),
            }
            .into());
        }
    }
    for (s, &untyped) in said.untyped.iter().enumerate() {
        if untyped && !table.is_down(s) {
            return Err(BadInput::UntypedNotDown(name(s)).into());
        }
        if untyped && table.is_out(s) {
            return Err(BadInput::UntypedAllTyped(name(s)).into());
        }
    }
    let out = said.out;
    for &s in &said.seated {
        if s != out && table.is_out(s) {
            return Err(BadInput::HoldsNone {
                name: name(s),
                put_down: table.put_down[s],
                out: name(out),
            }
            .into());
        }
    }
    // (Who went out with hits not typed put down the rest so: down is enough.)
    match table.not_out(out, &name(out)) {
        Some(BadInput::OutWithCards { .. }) if said.untyped[out] => {}
        Some(why) => return Err(why.into()),
        None => {}
    }
    // Who laid made it, and only they: a made list written in the file says so
    // whole, or not at all.
    if !hand.made.is_empty() {
        let named: Vec<bool> = (0..session.players.len())
            .map(|s| s == out || hand.made.iter().any(|m| session.seat(m) == Some(s)))
            .collect();
        let laid: Vec<bool> = table.laid.iter().map(Option::is_some).collect();
        if named != laid {
            let who: Vec<usize> = (0..laid.len()).filter(|&s| laid[s]).collect();
            return Err(BadInput::MadeDiffers(session.names(&who)).into());
        }
    }
    for (s, made) in said.made.iter_mut().enumerate() {
        *made = table.laid[s].is_some();
    }
    Ok(())
}

/// Every card seen in the hand — on the table, laid, left in hand, in the save
/// piles after it — is no more than the edition's deck holds, counted together.
fn check_deck(
    session: &Session,
    said: &BySeat,
    attempts: &[Option<Attempt>],
    table: Option<&OnTable>,
    piles: &[Vec<Card>],
) -> Result<(), Refusal> {
    let deck = session.rules().deck;
    let mut seen: Vec<Card> = table.map(|t| t.cards().collect()).unwrap_or_default();
    let parsed = |text: &str| card::parse_grouped(text, deck, said.side).map(|g| g.concat());
    // (A phase laid before a flip reads on the side it was laid on.)
    let laid = |text: &str| laid_groups(session, said.side, text).map(|(g, _)| g.concat());
    for text in said.left.iter().flatten() {
        seen.extend(parsed(text).unwrap_or_default());
    }
    if !table.is_some_and(|t| t.live) {
        for text in said.laid.iter().flatten() {
            seen.extend(laid(text).unwrap_or_default());
        }
    }
    let copies = &session.rules().copies;
    let edition = session.edition.to_string();
    // A card drawn back from a save pile and put down on the table: where the count
    // is past the deck, the draw-backs that would bring it within are named, to say
    // with --unsave.
    if copies
        .check(
            &seen
                .iter()
                .chain(piles.iter().flatten())
                .copied()
                .collect::<Vec<_>>(),
            &edition,
        )
        .is_err()
    {
        // (On the table or left in hand: a card drawn back may be either.)
        let mut down: Vec<Card> = seen.iter().map(|c| c.base()).collect();
        let mut kept: Vec<Vec<Card>> = piles.to_vec();
        let mut drawn: Vec<(usize, Card)> = Vec::new();
        // (Only those at the table draw back: `attempts` names them.)
        for (owner, pile) in kept.iter_mut().enumerate() {
            if attempts[owner].is_none() {
                continue;
            }
            pile.retain(|&c| match down.iter().position(|&d| d == c) {
                Some(i) => {
                    down.swap_remove(i);
                    drawn.push((owner, c));
                    false
                }
                None => true,
            });
        }
        let over = |kept: &[Vec<Card>]| {
            let all = seen
                .iter()
                .chain(kept.iter().flatten())
                .copied()
                .collect::<Vec<_>>();
            copies
                .check(&all, &edition)
                .err()
                .map(|e| (e.card, e.count))
        };
        let fits = |kept: &[Vec<Card>]| over(kept).is_none();
        // A card drawn back and saved again, or more drawn back than show: a pile's
        // card of a kind past the deck is taken as drawn back while that helps.
        for owner in (0..kept.len()).filter(|&o| attempts[o].is_some()) {
            let mut i = 0;
            while i < kept[owner].len() {
                let Some(was) = over(&kept) else { break };
                let c = kept[owner].remove(i);
                match over(&kept) {
                    Some(now) if now.0 == was.0 && now.1 >= was.1 => {
                        kept[owner].insert(i, c);
                        i += 1;
                    }
                    _ => drawn.push((owner, c)),
                }
            }
        }
        if !drawn.is_empty() && fits(&kept) {
            // Only the draw-backs the count needs: each put back where it still fits.
            drawn.retain(|&(owner, c)| {
                kept[owner].push(c);
                if fits(&kept) {
                    false
                } else {
                    kept[owner].pop();
                    true
                }
            });
            // For each owner, every card they drew back: those said and those named.
            let mut owners: Vec<(String, Vec<Card>)> = Vec::new();
            for (o, name) in session.players.iter().enumerate() {
                let mut cards: Vec<Card> = said.unsave[o]
                    .and_then(|t| parsed(t).ok())
                    .unwrap_or_default();
                let new: Vec<Card> = drawn.iter().filter(|d| d.0 == o).map(|d| d.1).collect();
                if !new.is_empty() {
                    cards.extend(new);
                    owners.push((name.clone(), cards));
                }
            }
            return Err(BadInput::DrawnBack(owners).into());
        }
    }
    seen.extend(piles.iter().flatten().copied());
    copies.check(&seen, &edition).map_err(|copies| {
        BadInput::Deck(super::problem::DeckProblem::Counted {
            save_piles: session.rules().save_pile,
            copies,
        })
    })?;
    super::scoring::points_within_deck(session, said, attempts, &seen)
}

/// The phase a player laid is the one the hand says they attempted.
fn check_live(
    table: Option<&OnTable>,
    attempts: &[Option<Attempt>],
    players: &[String],
) -> Result<(), Refusal> {
    let Some(table) = table else { return Ok(()) };
    for (s, laid) in table.laid.iter().enumerate() {
        if let (Some(laid), Some(said_attempt)) = (laid, &attempts[s])
            && (laid.number, laid.twist_card) != (said_attempt.number, said_attempt.twist_card)
        {
            return Err(BadInput::LaidOtherPhase {
                name: players[s].clone(),
                laid: laid.clone(),
                said: said_attempt.clone(),
            }
            .into());
        }
    }
    Ok(())
}

/// The fields of a hand that this edition has no use for.
fn check_capabilities(session: &Session, hand: &Hand) -> Result<(), Refusal> {
    let rules = session.rules();
    let refuse = |field, why| Err(BadInput::NotThisEdition { field, why }.into());
    if !hand.attempt.is_empty() && rules.progress != crate::rules::edition::Progress::Chosen {
        return refuse("attempt", "only masters players choose their phase card");
    }
    if !rules.save_pile && (!hand.save.is_empty() || !hand.unsave.is_empty()) {
        return refuse("save/unsave", "only masters has save piles");
    }
    if rules.board.is_none() && !(hand.choose.is_empty() && hand.twist_card.is_empty()) {
        return refuse("choose/twist-card", "only twist has Twist spaces");
    }
    if hand.side.is_some() && !rules.deck.two_sided() {
        return refuse("side", "only flip cards have two sides");
    }
    Ok(())
}

/// Every name in the hand, resolved to a seated player.
pub(crate) fn resolve<'h>(
    session: &Session,
    standings: &Standings,
    hand: &'h Hand,
) -> Result<BySeat<'h>, Refusal> {
    let seated = standings.seated();
    let replay = standings.replay_pending();
    let known = |name: &str, field: &'static str| -> Result<usize, Refusal> {
        let s = session
            .seat(name)
            .ok_or_else(|| session.not_a_player(field, name))?;
        if !seated.contains(&s) {
            return Err(super::standings::not_seated(session, standings, s, field));
        }
        Ok(s)
    };
    // Every name that is no one here, said at once (and each once).
    let names = std::iter::once((hand.out.as_str(), "out"))
        .chain(hand.made.iter().map(|m| (m.as_str(), "made")))
        .chain(hand.attempt.keys().map(|k| (k.as_str(), "attempt")))
        .chain(hand.choose.keys().map(|k| (k.as_str(), "choose")))
        .chain(hand.twist_card.keys().map(|k| (k.as_str(), "twist-card")))
        .chain(hand.points.keys().map(|k| (k.as_str(), "points")))
        .chain(hand.left.keys().map(|k| (k.as_str(), "left")))
        .chain(hand.laid.keys().map(|k| (k.as_str(), "laid")))
        .chain(hand.save.keys().map(|k| (k.as_str(), "save")))
        .chain(hand.unsave.keys().map(|k| (k.as_str(), "unsave")))
        .chain(hand.untyped.iter().map(|k| (k.as_str(), "untyped")));
    let mut unknown: Vec<Refusal> = Vec::new();
    for (name, field) in names {
        if let Err(r) = known(name, field)
            && !unknown.contains(&r)
        {
            unknown.push(r);
        }
    }
    Refusal::together(unknown)?;
    let n = session.players.len();
    let out = known(&hand.out, "out")?;
    let mut made = vec![false; n];
    made[out] = true;
    let mut named: Vec<Option<&String>> = vec![None; n];
    for m in &hand.made {
        let s = known(m, "made")?;
        if let Some(first) = named[s] {
            return Err(BadInput::KeyTwice {
                field: "made",
                first: first.clone(),
                second: m.clone(),
            }
            .into());
        }
        named[s] = Some(m);
        made[s] = true;
    }
    let said = BySeat {
        out,
        made,
        replay,
        side: hand.side.unwrap_or_default(),
        attempt: by_seat(n, "attempt", &hand.attempt, &known, |v| *v)?,
        choose: by_seat(n, "choose", &hand.choose, &known, |v| *v)?,
        twist_card: by_seat(n, "twist-card", &hand.twist_card, &known, |v| *v)?,
        points: by_seat(n, "points", &hand.points, &known, |v| *v)?,
        left: by_seat(n, "left", &hand.left, &known, String::as_str)?,
        laid: by_seat(n, "laid", &hand.laid, &known, String::as_str)?,
        save: by_seat(n, "save", &hand.save, &known, String::as_str)?,
        unsave: by_seat(n, "unsave", &hand.unsave, &known, String::as_str)?,
        put_down: vec![0; n],
        live: false,
        untyped: {
            let mut untyped = vec![false; n];
            for name in &hand.untyped {
                untyped[known(name, "untyped")?] = true;
            }
            untyped
        },
        seated,
    };
    if replay {
        let quiet = hand.points.is_empty()
            && hand.left.is_empty()
            && hand.laid.is_empty()
            && hand.made.is_empty()
            && hand.save.is_empty()
            && hand.unsave.is_empty();
        if !quiet {
            return Err(BadInput::ReplayRecordsOut(session.names(&said.seated)).into());
        }
    }
    Ok(said)
}

/// The phase each seated player attempts.
/// A phase as typed with `--laid`, and the side it was laid on: the side in play, or
/// where it reads only on the other (typed with that side's own cards, a Wild Side
/// Star `*` with the Color Side in play), that side: completed phases are not flipped.
fn laid_groups(
    session: &Session,
    side: crate::rules::edition::Side,
    text: &str,
) -> Result<(Vec<Vec<Card>>, crate::rules::edition::Side), card::CardError> {
    let deck = session.rules().deck;
    match card::parse_grouped(text, deck, side) {
        Ok(groups) => Ok((groups, side)),
        Err(e) if deck.two_sided() => {
            let other = side.flipped();
            card::parse_grouped(text, deck, other)
                .map(|groups| (groups, other))
                .map_err(|_| e)
        }
        Err(e) => Err(e),
    }
}

/// Twist: the ten Twist cards are a deck of their own, one of each: no two players
/// play the same one in a hand.
pub(crate) fn one_twist_card_each(
    session: &Session,
    attempts: &[Option<Attempt>],
) -> Result<(), Refusal> {
    for (second, b) in attempts.iter().enumerate() {
        let Some(b) = b.as_ref().filter(|a| a.twist_card) else {
            continue;
        };
        if let Some(first) = (0..second).find(|&f| {
            attempts[f]
                .as_ref()
                .is_some_and(|a| a.twist_card && a.number == b.number)
        }) {
            return Err(BadInput::TwistCardTwice {
                number: b.number,
                first: session.players[first].clone(),
                second: session.players[second].clone(),
            }
            .into());
        }
    }
    Ok(())
}

pub(crate) fn attempts(
    session: &Session,
    standings: &Standings,
    said: &BySeat,
) -> Result<Vec<Option<Attempt>>, Refusal> {
    (0..session.players.len())
        .map(|s| {
            if said.seated.contains(&s) {
                super::progress::attempt(session, standings, s, said.choice(s)).map(Some)
            } else {
                Ok(None)
            }
        })
        .collect()
}

/// Phases laid: checked by the solver against the phase attempted.
fn check_laid(
    session: &Session,
    said: &BySeat,
    attempts: &[Option<Attempt>],
) -> Result<(), Refusal> {
    let table = |side| session.solver_rules(side);
    let mut refused = Vec::new();
    for (s, cards) in said.laid.iter().enumerate() {
        let Some(cards) = cards else { continue };
        let name = &session.players[s];
        let one = || -> Result<(), Refusal> {
            if !said.made[s] {
                return Err(BadInput::LaidNotMade(name.clone()).into());
            }
            let attempt = attempts[s].as_ref().expect("seated");
            // Completed phases are not flipped: one typed with the other side's own
            // cards (a Wild Side Star, `*`, once the Color Side is in play) was laid
            // before a flip, and reads on that side.
            let (groups, side) =
                laid_groups(session, said.side, cards).map_err(|e| BadInput::BadCards {
                    what: "laid",
                    name: name.clone(),
                    error: e.into(),
                })?;
            // No lay puts down more than a hand holds (10 where the last is discarded).
            let count = groups.iter().map(Vec::len).sum::<usize>();
            if count > session.go_out.can_put_down(0) {
                return Err(Ruling::LaysMoreThanHeld {
                    name: name.clone(),
                    count,
                    go_out: session.go_out,
                }
                .into());
            }
            let rules = table(side);
            let v = solver::check_grouped(&groups, &attempt.phase, &rules);
            if !v.decided() {
                return Err(BadInput::TooBigToJudge {
                    name: name.clone(),
                    cards: cards.trim().to_string(),
                    judged: Box::new(Judged {
                        verdict: v.clone(),
                        rules,
                    }),
                }
                .into());
            }
            if !v.is_valid() {
                return Err(Ruling::NotThePhase {
                    name: name.clone(),
                    cards: cards.trim().to_string(),
                    phase: attempt.clone(),
                    judged: Box::new(Judged {
                        verdict: v.clone(),
                        rules,
                    }),
                }
                .into());
            }
            Ok(())
        };
        refused.extend(one().err());
    }
    Refusal::together(refused)
}

/// The players whose scores a hand still needs, given what it has.
/// For prompting: twist asks only when a tie needs it.
#[must_use]
pub fn missing_scores(session: &Session, standings: &Standings, hand: &Hand) -> Vec<usize> {
    let Ok(said) = resolve(session, standings, hand) else {
        return Vec::new();
    };
    let moved = match attempts(session, standings, &said).ok() {
        Some(attempts) => super::progress::moves(session, standings, &said, &attempts),
        None => vec![None; session.players.len()],
    };
    super::scoring::needs_score(session, standings, said.out, &moved)
        .into_iter()
        .filter(|&s| said.points[s].is_none() && said.left[s].is_none())
        .collect()
}
