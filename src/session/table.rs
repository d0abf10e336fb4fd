//! The table: the groups laid in the hand being played, derived by playing its plays
//! through (a phase laid, cards hit, the Flip side turned). RULES §2–4.

use crate::rules::card::{self, Card};
use crate::rules::edition::Side;
use crate::rules::group::Laid;
use crate::rules::hit;
use crate::solver::{self, Rules};

use super::on_table::{DEALT, GroupView, OnTable, Shares, TableGroup};
use super::problem::{BadInput, Judged, Refusal, Ruling};
use super::record::{Play, Session};
use super::said::Choice;
use super::standings::Standings;

/// Plays a hand's plays through, from the standings before it.
///
/// # Errors
/// The first play the rules refuse, with its 1-based number.
pub fn play_through(
    session: &Session,
    standings: &Standings,
    plays: &[Play],
) -> Result<OnTable, (usize, Refusal)> {
    let n = session.players.len();
    let mut table = OnTable {
        side: Side::Color,
        groups: Vec::new(),
        laid: vec![None; n],
        put_down: vec![0; n],
        laid_cards: vec![Vec::new(); n],
        cards_down: vec![Vec::new(); n],
        live: false,
        dealer: None,
        out_flip: None,
        saved: vec![None; n],
        drawn: vec![Vec::new(); n],
        piles_said: false,
        left: vec![None; n],
        chosen: vec![None; n],
    };
    for (i, play) in plays.iter().enumerate() {
        super::table::play(session, standings, &mut table, play).map_err(|r| (i + 1, r))?;
    }
    Ok(table)
}

/// One play onto the table.
pub fn play(
    session: &Session,
    standings: &Standings,
    table: &mut OnTable,
    play: &Play,
) -> Result<(), Refusal> {
    let what = [
        play.lay.is_some(),
        play.hit.is_some(),
        play.flip,
        play.dealer.is_some(),
        play.save.is_some(),
        play.draw.is_some(),
        play.left.is_some(),
        play.chose.is_some(),
    ];
    if what.iter().filter(|&&b| b).count() != 1 {
        return Err(BadInput::BadPlay.into());
    }
    if let Some(name) = &play.chose {
        return chose(session, standings, table, name, play);
    }
    if let Some(name) = &play.left {
        return left(session, standings, table, name, &play.cards);
    }
    if play.save.is_some() || play.draw.is_some() {
        return pile(session, standings, table, play);
    }
    if let Some(name) = &play.dealer {
        if !play.cards.is_empty() || play.on.is_some() {
            return Err(BadInput::BadPlay.into());
        }
        table.dealer = Some(seated_player(session, standings, name, "dealer")?);
        return Ok(());
    }
    if play.flip {
        if !session.rules().deck.two_sided() {
            return Err(BadInput::NotThisEdition {
                field: "flip",
                why: "only flip cards have two sides",
            }
            .into());
        }
        // The side turns when a Flip card is discarded: after someone went out, only
        // their own last discard (once), and none where they put down all 11.
        if let Some(out) = (0..session.players.len()).find(|&t| table.is_out(t)) {
            let name = session.players[out].clone();
            if table.put_down[out] > DEALT {
                return Err(Ruling::FlipAfterOut {
                    name,
                    discarded: false,
                }
                .into());
            }
            if table.out_flip.is_some() {
                return Err(Ruling::FlipAfterOut {
                    name,
                    discarded: true,
                }
                .into());
            }
            table.out_flip = Some(out);
        }
        table.side = table.side.flipped();
        return Ok(());
    }
    play_capabilities(session, play)?;
    if standings.replay_pending() {
        return Err(BadInput::ReplayRecordsOut(session.names(&standings.seated())).into());
    }
    let (name, field) = match &play.lay {
        Some(name) => (name.as_str(), "lay"),
        None => (play.hit.as_deref().unwrap_or_default(), "hit"),
    };
    let seat = seated_player(session, standings, name, field)?;
    // One who went out discarding a Flip card has no 11th card left to hit.
    if table.out_flip == Some(seat) {
        return Err(Ruling::FlipAfterOut {
            name: session.players[seat].clone(),
            discarded: true,
        }
        .into());
    }
    // One who put down 10 cards goes out on that turn: the hand is over for the
    // others (they may still hit their 11th card themselves).
    if let Some(t) = (0..session.players.len()).find(|&t| t != seat && table.is_out(t)) {
        return Err(Ruling::HandOver {
            name: session.players[t].clone(),
            put_down: table.put_down[t],
        }
        .into());
    }
    // Nor for one who put down all they could: they went out.
    if table.put_down[seat] > 0 && session.go_out.can_put_down(table.put_down[seat]) == 0 {
        return Err(Ruling::HandOver {
            name: session.players[seat].clone(),
            put_down: table.put_down[seat],
        }
        .into());
    }
    if play.lay.is_some() {
        lay(session, standings, table, seat, play)?;
    } else {
        hit(session, standings, table, seat, play)?;
    }
    table.live = true;
    Ok(())
}

/// The referee's verdict on cards laid, read as a table lays them: cards not split into
/// the phase's groups, whose reading would hold a run of wilds only (whose values
/// nothing fixes), are read with a natural card in each group where the cards allow it
/// (`5 6 7 8 W W W W` against 2 runs of 4 is `5 6 7 W=8 + 8 W=9 W=10 W=11`). One
/// reading for a lay and for a question about one.
pub fn read_as_laid(
    groups: &[Vec<Card>],
    phase: &crate::rules::phase::Phase,
    rules: &Rules,
) -> solver::Verdict {
    let v = solver::check_grouped(groups, phase, rules);
    match &v.lay {
        Some(lay) if groups.len() < lay.groups.len() && lay.groups.iter().any(wilds_only_run) => {
            let each = Rules {
                natural: solver::Natural::Group,
                ..*rules
            };
            let spread = solver::check_grouped(groups, phase, &each);
            if spread.is_valid() { spread } else { v }
        }
        _ => v,
    }
}

/// A claim judged as the lay of the same cards is: read as a table lays them
/// ([`read_as_laid`]), and, where valid, its groups as typed ([`hit::as_typed`]): a run
/// of wilds only typed as its own group is refused until its values are typed, as the
/// lay refuses it. One answer for `check` at every face and for `lay`.
///
/// # Errors
/// The group that cannot be laid as typed, and why.
pub fn judge_claim(
    groups: &[Vec<Card>],
    phase: &crate::rules::phase::Phase,
    rules: &Rules,
) -> Result<solver::Verdict, hit::NotLaid> {
    let v = read_as_laid(groups, phase, rules);
    if v.is_valid() {
        hit::as_typed(groups, v.groups().to_vec(), rules.side, rules.runs)?;
    }
    Ok(v)
}

/// The phase card a player tried (Masters) or their Twist choice, said by one who did
/// not lay (their row of the hand's end): checked as a lay's choice is. Said again,
/// the last word stands.
fn chose(
    session: &Session,
    standings: &Standings,
    table: &mut OnTable,
    name: &str,
    play: &Play,
) -> Result<(), Refusal> {
    play_capabilities(session, play)?;
    let seat = seated_player(session, standings, name, "chose")?;
    let choice = Choice {
        attempt: play.attempt,
        choose: play.choose,
        twist_card: play.twist_card,
    };
    if choice == Choice::default() {
        return Err(BadInput::BadPlay.into());
    }
    if let Some(laid) = &table.laid[seat] {
        return Err(BadInput::ChoseLaid {
            name: session.players[seat].clone(),
            number: laid.number,
        }
        .into());
    }
    super::progress::attempt(session, standings, seat, choice)?;
    table.chosen[seat] = Some(choice);
    Ok(())
}

/// A player's cards or points left, said once someone went out (their row of the
/// hand's end, from their phone or the table): read as the hand's end reads them, and
/// held to the cards they hold. Said again, the last word stands.
fn left(
    session: &Session,
    standings: &Standings,
    table: &mut OnTable,
    name: &str,
    typed: &str,
) -> Result<(), Refusal> {
    let seat = seated_player(session, standings, name, "left")?;
    let name = session.players[seat].clone();
    let Some(out) = table.went_out() else {
        return Err(Ruling::LeftBeforeOut(name).into());
    };
    if out == seat {
        return Err(Ruling::LeftWentOut(name).into());
    }
    let holds = table.held(seat);
    let read = super::on_table::read_left(typed, Some(holds), session.rules().deck, table.side)
        .map_err(|e| BadInput::BadCards {
            what: "cards left",
            name: name.clone(),
            error: e.into(),
        })?;
    match &read {
        super::on_table::Left::Cards(cards) if cards.len() != holds => {
            return Err(BadInput::LeftHolds {
                name,
                holds,
                given: cards.len(),
            }
            .into());
        }
        // Points: a total the cards they hold can make, as the hand's end asks.
        super::on_table::Left::Points(p) => {
            super::scoring::points_made(session, holds..=holds, *p).map_err(|can| {
                BadInput::PointsHeld {
                    name: name.clone(),
                    put_down: table.put_down[seat],
                    held: holds,
                    points: *p,
                    can,
                }
            })?;
        }
        super::on_table::Left::Cards(_) => {}
    }
    table.left[seat] = Some(typed.split_whitespace().collect::<Vec<_>>().join(" "));
    Ok(())
}

/// A run of wilds only: no value fixes its cards.
fn wilds_only_run(group: &Laid) -> bool {
    group.spec.kind.has_run() && group.cards.iter().all(|c| !c.has_number())
}

/// Masters: a card put on a player's save pile, or cards drawn back from it, said as
/// the hand is played (one card saved a hand; only cards the pile holds drawn back).
fn pile(
    session: &Session,
    standings: &Standings,
    table: &mut OnTable,
    play: &Play,
) -> Result<(), Refusal> {
    let (name, field) = match (&play.save, &play.draw) {
        (Some(n), _) => (n, "save"),
        (_, Some(n)) => (n, "draw"),
        _ => return Err(BadInput::BadPlay.into()),
    };
    if !session.rules().save_pile {
        return Err(BadInput::NotThisEdition {
            field,
            why: "only masters players keep a save pile",
        }
        .into());
    }
    if play.on.is_some()
        || play.attempt.is_some()
        || play.choose.is_some()
        || play.twist_card.is_some()
    {
        return Err(BadInput::BadPlay.into());
    }
    let seat = seated_player(session, standings, name, field)?;
    let name = session.players[seat].clone();
    let cards = card::parse_cards(&play.cards, session.rules().deck, Side::Color).map_err(|e| {
        BadInput::BadCards {
            what: field,
            name: name.clone(),
            error: e.into(),
        }
    })?;
    if cards.is_empty() {
        return Err(BadInput::BadPlay.into());
    }
    if play.save.is_some() {
        let count = cards.len() + usize::from(table.saved[seat].is_some());
        if count != 1 {
            return Err(BadInput::SavedMany { name, count }.into());
        }
        table.saved[seat] = Some(cards[0]);
    } else {
        // From their own pile: what it held before the hand and the card saved this
        // hand, less what was drawn back already (each drawn from this same pile
        // before: taken out again, it is there).
        let mut pile = standings.players[seat].saved.clone();
        pile.extend(table.saved[seat]);
        let _ = super::save_pile::draw(&mut pile, &table.drawn[seat], &name);
        super::save_pile::draw(&mut pile, &cards, &name)?;
        table.drawn[seat].extend(cards);
    }
    table.piles_said = true;
    Ok(())
}

/// The fields of a play that this edition has (a phase card in masters, a Twist
/// choice in twist, the cards hit onto a group with a hit).
fn play_capabilities(session: &Session, play: &Play) -> Result<(), Refusal> {
    let rules = session.rules();
    let refuse = |field, why| Err(BadInput::NotThisEdition { field, why }.into());
    if play.attempt.is_some() && rules.progress != crate::rules::edition::Progress::Chosen {
        return refuse("attempt", "only masters players choose their phase card");
    }
    if rules.board.is_none() && (play.choose.is_some() || play.twist_card.is_some()) {
        return refuse("choose/twist-card", "only twist has Twist spaces");
    }
    if play.hit.is_some()
        && (play.attempt.is_some() || play.choose.is_some() || play.twist_card.is_some())
    {
        return refuse(
            "attempt/choose/twist-card",
            "a phase card is named when it is laid, not with a hit",
        );
    }
    if play.lay.is_some() && play.on.is_some() {
        return refuse(
            "on",
            "a lay puts down new groups; on names the group of a hit",
        );
    }
    Ok(())
}

fn seated_player(
    session: &Session,
    standings: &Standings,
    name: &str,
    field: &'static str,
) -> Result<usize, Refusal> {
    let seat = session
        .seat(name)
        .ok_or_else(|| session.not_a_player(field, name))?;
    if !standings.seated().contains(&seat) {
        return Err(super::standings::not_seated(
            session, standings, seat, field,
        ));
    }
    Ok(seat)
}

fn lay(
    session: &Session,
    standings: &Standings,
    table: &mut OnTable,
    seat: usize,
    play: &Play,
) -> Result<(), Refusal> {
    let name = &session.players[seat];
    if let Some(attempt) = &table.laid[seat] {
        return Err(Ruling::SecondLay {
            name: name.clone(),
            phase: attempt.clone(),
        }
        .into());
    }
    let choice = Choice {
        attempt: play.attempt,
        choose: play.choose,
        twist_card: play.twist_card,
    };
    let attempt = super::progress::attempt(session, standings, seat, choice)?;
    // One of each Twist card: one laid already this hand is no one else's.
    if attempt.twist_card
        && let Some(first) = (0..table.laid.len()).find(|&s| {
            table.laid[s]
                .as_ref()
                .is_some_and(|a| a.twist_card && a.number == attempt.number)
        })
    {
        return Err(BadInput::TwistCardTwice {
            number: attempt.number,
            first: session.players[first].clone(),
            second: name.clone(),
        }
        .into());
    }
    let groups =
        card::parse_grouped(&play.cards, session.rules().deck, table.side).map_err(|e| {
            BadInput::BadCards {
                what: "laid",
                name: name.clone(),
                error: e.into(),
            }
        })?;
    // A player holds 10 cards, 11 with the one drawn: no lay puts down more (nor all
    // 11, where the last card must be discarded).
    let count = groups.iter().map(Vec::len).sum::<usize>();
    if count > session.go_out.can_put_down(0) {
        return Err(Ruling::LaysMoreThanHeld {
            name: name.clone(),
            count,
            go_out: session.go_out,
        }
        .into());
    }
    within_deck(session, standings, table, &groups.concat(), name, "laid")?;
    let rules = session.solver_rules(table.side);
    let v = read_as_laid(&groups, &attempt.phase, &rules);
    let laid = match v.lay {
        Some(lay) => lay.groups,
        None if !v.decided() => {
            return Err(BadInput::TooBigToJudge {
                name: name.clone(),
                cards: play.cards.trim().to_string(),
                judged: Box::new(Judged {
                    verdict: v.clone(),
                    rules,
                }),
            }
            .into());
        }
        None => {
            let refused = Ruling::NotThePhase {
                name: name.clone(),
                cards: play.cards.trim().to_string(),
                phase: attempt.clone(),
                judged: Box::new(Judged {
                    verdict: v.clone(),
                    rules,
                }),
            };
            // A Flip card discarded and not said: on the other side they are the phase.
            let other = table.side.flipped();
            let there = session.rules().deck.two_sided()
                && card::parse_grouped(&play.cards, session.rules().deck, other).is_ok_and(|g| {
                    solver::check_grouped(
                        &g,
                        &attempt.phase,
                        &Rules {
                            side: other,
                            ..rules
                        },
                    )
                    .is_valid()
                });
            return Err(on_other_side(refused, there, other).into());
        }
    };
    // Groups typed one by one keep the order typed (a run either way: `6 5 4 W` is
    // 3–6 and the Wild a 3), so each wild keeps the value its place gives it.
    let laid_groups = hit::as_typed(&groups, laid, table.side, session.runs()).map_err(|why| {
        BadInput::UntypedWilds {
            name: name.clone(),
            why: Box::new(why),
        }
    })?;
    for (i, laid) in laid_groups.into_iter().enumerate() {
        table.put_down[seat] += laid.cards.len();
        table.cards_down[seat].extend(laid.cards.iter().copied());
        table.groups.push(TableGroup {
            owner: seat,
            index: i + 1,
            laid,
            side: table.side,
        });
    }
    table.laid_cards[seat] = groups;
    table.laid[seat] = Some(attempt);
    Ok(())
}

fn hit(
    session: &Session,
    standings: &Standings,
    table: &mut OnTable,
    seat: usize,
    play: &Play,
) -> Result<(), Refusal> {
    let name = &session.players[seat];
    if table.laid[seat].is_none() {
        return Err(Ruling::HitBeforeDown(name.clone()).into());
    }
    let cards = card::parse_cards(&play.cards, session.rules().deck, table.side).map_err(|e| {
        BadInput::BadCards {
            what: "hit",
            name: name.clone(),
            error: e.into(),
        }
    })?;
    if cards.is_empty() {
        return Err(BadInput::BadCards {
            what: "hit",
            name: name.clone(),
            error: super::problem::CardsError::NoCard,
        }
        .into());
    }
    // Going out by hitting puts down the 11th card; no one puts down more.
    if cards.len() > session.go_out.can_put_down(table.put_down[seat]) {
        return Err(Ruling::HitsMoreThanHeld {
            name: name.clone(),
            put_down: table.put_down[seat],
            count: cards.len(),
            go_out: session.go_out,
        }
        .into());
    }
    within_deck(session, standings, table, &cards, name, "hit")?;
    let on = play.on.as_deref().unwrap_or_default();
    let deck = session.rules().deck;
    let hits =
        |table: &OnTable, cards: &[Card], side: Side| -> Result<Vec<(usize, Laid)>, Refusal> {
            let mut after = Vec::new();
            for (g, part) in super::table::targets(session, table, on, cards)? {
                match hit::hit_laid(&table.groups[g].laid, &part, side, deck, session.runs()) {
                    hit::HitVerdict::Fits { after: laid, .. } => after.push((g, laid)),
                    hit::HitVerdict::DoesNotFit { why, .. } => {
                        return Err(Ruling::DoesNotFit(why).into());
                    }
                }
            }
            Ok(after)
        };
    let after = match hits(table, &cards, table.side) {
        Ok(after) => after,
        Err(Refusal::Rule(refused)) if deck.two_sided() => {
            // A Flip card discarded and not said: on the other side they fit.
            let other = table.side.flipped();
            let mut turned = table.clone();
            turned.side = other;
            let fits = card::parse_cards(&play.cards, deck, other)
                .is_ok_and(|c| hits(&turned, &c, other).is_ok());
            return Err(on_other_side(refused, fits, other).into());
        }
        Err(e) => return Err(e),
    };
    for (g, laid) in after {
        table.groups[g].laid = laid;
    }
    table.put_down[seat] += cards.len();
    table.cards_down[seat].extend(cards.iter().copied());
    Ok(())
}

/// A ruling on the side in play, said with the other side's answer where there it is
/// taken (a Flip card discarded and not said, likely).
fn on_other_side(refused: Ruling, taken_there: bool, other: Side) -> Ruling {
    if taken_there {
        Ruling::OtherSide {
            ruling: Box::new(refused),
            side: other,
        }
    } else {
        refused
    }
}

/// The cards on the table, in the save piles and these new ones are no more than
/// the deck holds. A card of `seat`'s own save pile may have been drawn back into
/// their hand this hand (the hand's record says so when it ends), so the cards they
/// put down are taken from their pile first.
fn within_deck(
    session: &Session,
    standings: &Standings,
    table: &OnTable,
    cards: &[Card],
    name: &str,
    what: &'static str,
) -> Result<(), Refusal> {
    // A save pile's cards are in play during the hand (see `counted_with_piles`); at
    // the hand's end, the draw-backs the table shows are said with --unsave.
    let seen: Vec<Card> = table.cards().chain(cards.iter().copied()).collect();
    let all = super::save_pile::counted_with_piles(standings, &seen);
    session
        .rules()
        .copies
        .check(&all, &session.edition.to_string())
        .map_err(|error| {
            BadInput::BadCards {
                what,
                name: name.to_string(),
                error: error.into(),
            }
            .into()
        })
}

/// Where the cards of a hit go: all onto the group `on` names (`Ann.2`, or `Ann`
/// when Ann has one group, or only one the cards fit), or, where no one group of
/// Ann's takes them all, each onto the one group of hers it fits ("7 9" onto Ann's
/// 7s and 9s).
pub fn targets(
    session: &Session,
    table: &OnTable,
    on: &str,
    cards: &[Card],
) -> Result<Shares, Refusal> {
    match super::table::target(session, table, on, cards) {
        Ok(g) => Ok(vec![(g, cards.to_vec())]),
        Err(Refusal::Rule(Ruling::DoesNotFit(why))) if cards.len() > 1 && !on.contains('.') => {
            split(session, table, on, cards).ok_or(Ruling::DoesNotFit(why))?
        }
        Err(other) => Err(other),
    }
}

/// The cards shared out over `owner`'s groups, each to a group it fits, when there
/// is exactly one way to do it.
fn split(
    session: &Session,
    table: &OnTable,
    owner: &str,
    cards: &[Card],
) -> Option<Result<Shares, Refusal>> {
    let seat = session.seat(owner)?;
    let deck = session.rules().deck;
    let theirs: Vec<usize> = (0..table.groups.len())
        .filter(|&g| table.groups[g].owner == seat)
        .collect();
    // Every way to share the cards out, where there are few (three groups and
    // seven cards); else only the groups each card fits on its own (a card that
    // extends a run only after another card would then be missed).
    let every = theirs
        .len()
        .checked_pow(cards.len() as u32)
        .unwrap_or(usize::MAX);
    let options: Vec<Vec<usize>> = cards
        .iter()
        .map(|&c| {
            theirs
                .iter()
                .copied()
                .filter(|&g| {
                    every <= 4096
                        || hit::hit_laid(
                            &table.groups[g].laid,
                            &[c],
                            table.side,
                            deck,
                            session.runs(),
                        )
                        .fits()
                })
                .collect()
        })
        .collect();
    let ways: usize = options.iter().map(Vec::len).product();
    if ways == 0 || ways > 4096 {
        return None;
    }
    let mut found: Vec<Vec<(usize, Vec<Card>)>> = Vec::new();
    let mut pick = vec![0usize; cards.len()];
    loop {
        let mut parts: Vec<(usize, Vec<Card>)> = Vec::new();
        for (i, &c) in cards.iter().enumerate() {
            let g = options[i][pick[i]];
            match parts.iter_mut().find(|(h, _)| *h == g) {
                Some((_, part)) => part.push(c),
                None => parts.push((g, vec![c])),
            }
        }
        parts.sort_by_key(|(g, _)| *g);
        let fits = parts.iter().all(|(g, part)| {
            hit::hit_laid(
                &table.groups[*g].laid,
                part,
                table.side,
                deck,
                session.runs(),
            )
            .fits()
        });
        if fits && !found.contains(&parts) {
            found.push(parts);
        }
        // The next way.
        let mut i = 0;
        loop {
            if i == cards.len() {
                return match found.len() {
                    0 => None,
                    1 => Some(Ok(found.pop().expect("one"))),
                    _ => Some(Err(BadInput::SplitMoreWays {
                        owner: session.players[seat].clone(),
                    }
                    .into())),
                };
            }
            pick[i] += 1;
            if pick[i] < options[i].len() {
                break;
            }
            pick[i] = 0;
            i += 1;
        }
    }
}

/// The group `on` names (`Ann.2`, or `Ann` when Ann has one group, or only one the
/// cards fit).
pub fn target(
    session: &Session,
    table: &OnTable,
    on: &str,
    cards: &[Card],
) -> Result<usize, Refusal> {
    let (owner, index) = match on.rsplit_once('.') {
        Some((o, i)) if i.parse::<usize>().is_ok() => (o, i.parse::<usize>().ok()),
        _ => (on, None),
    };
    // A file's player named as a group reads (`Jo.2`, with Jo at the table): both
    // readings are there, and neither is taken for the other.
    if let (Some(i), Some(whole), Some(part)) = (index, session.seat(on), session.seat(owner)) {
        return Err(BadInput::OnTwoWays {
            on: on.to_string(),
            player: session.players[whole].clone(),
            owner: session.players[part].clone(),
            index: i,
        }
        .into());
    }
    let seat = session
        .seat(owner)
        .ok_or_else(|| session.not_a_player("on", owner))?;
    let owner = session.players[seat].clone();
    let theirs: Vec<usize> = (0..table.groups.len())
        .filter(|&g| table.groups[g].owner == seat)
        .collect();
    if theirs.is_empty() {
        return Err(Ruling::NoGroups(owner).into());
    }
    if let Some(i) = index {
        return theirs
            .iter()
            .copied()
            .find(|&g| table.groups[g].index == i)
            .ok_or(
                BadInput::NoSuchGroup {
                    // (As the table types the name: its groups are named so.)
                    owner: session.table_name(seat),
                    index: i,
                    count: theirs.len(),
                }
                .into(),
            );
    }
    if let [only] = theirs[..] {
        return Ok(only);
    }
    let fitting: Vec<usize> = theirs
        .iter()
        .copied()
        .filter(|&g| {
            hit::hit_laid(
                &table.groups[g].laid,
                cards,
                table.side,
                session.rules().deck,
                session.runs(),
            )
            .fits()
        })
        .collect();
    match fitting[..] {
        [only] => Ok(only),
        [] => Err(Ruling::DoesNotFit(hit::Unfit::NoneOf {
            cards: cards.to_vec(),
            owner: owner.clone(),
        })
        .into()),
        _ => Err(BadInput::WhichGroup {
            owner: session.table_name(seat),
            groups: fitting.iter().map(|&g| table.groups[g].index).collect(),
        }
        .into()),
    }
}

/// The table as `table --json` shows its groups.
pub fn group_views(session: &Session, table: &OnTable) -> Vec<GroupView> {
    table
        .groups
        .iter()
        .map(|g| GroupView {
            owner: session.players[g.owner].clone(),
            index: g.index,
            kind: g.laid.spec.kind.flag_name().to_string(),
            cards: g.cards().iter().map(ToString::to_string).collect(),
            sides: session
                .rules()
                .deck
                .two_sided()
                .then(|| g.laid.sides.clone()),
        })
        .collect()
}
