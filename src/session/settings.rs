//! The settings, checked once before any hand: players, dealer, variation, house rules,
//! and the Twist board.

use crate::rules::board::Board;
use crate::rules::edition::Variation;

use super::problem::{BadInput, Problem};
use super::record::{SCHEMA, Session, TwistPass, TwistTiebreak, check_name};

/// Checks the settings (not the hands); the Twist board when the edition has one.
///
/// # Errors
/// The first setting that does not make sense.
pub fn check_settings(session: &Session) -> Result<Option<Board>, Problem> {
    let rules = session.rules();
    let setting = |key, refusal| Err(Problem::setting(key, refusal));
    if session.schema > SCHEMA {
        return setting(
            "schema",
            BadInput::NewerSchema {
                found: session.schema,
            }
            .into(),
        );
    }
    if session.schema == 0 {
        return setting("schema", BadInput::NoSchema.into());
    }
    for p in &session.players {
        check_name(p).map_err(|m| Problem::setting("players", BadInput::BadName(m).into()))?;
    }
    if let Some((first, again)) = crate::name::twice(&session.players) {
        return setting(
            "players",
            BadInput::NameTwice(
                session.players[first].clone(),
                session.players[again].clone(),
            )
            .into(),
        );
    }
    if session.seat(&session.dealer).is_none() {
        return setting(
            "dealer",
            BadInput::DealerNotPlaying(crate::name::not_found(
                "dealer",
                &session.players,
                &session.dealer,
            ))
            .into(),
        );
    }
    // Who sits in which hand: as many as the edition takes in every hand.
    super::seats::check(session)?;
    if !rules.variations.contains(&session.variation) {
        let allowed: Vec<_> = rules.variations.iter().map(|v| v.name()).collect();
        return setting(
            "variation",
            BadInput::NoSuchVariation {
                edition: session.edition,
                variation: session.variation.name(),
                allowed: allowed.join(", "),
            }
            .into(),
        );
    }
    match (session.variation, session.phases_to_win) {
        (Variation::Phases, None) => {
            return setting("phases_to_win", BadInput::PhasesToWinMissing.into());
        }
        (Variation::Phases, Some(k)) if !(1..=10).contains(&k) => {
            return setting("phases_to_win", BadInput::PhasesToWinRange(k).into());
        }
        (Variation::Phases, Some(_)) | (_, None) => {}
        (_, Some(_)) => return setting("phases_to_win", BadInput::PhasesToWinAlone.into()),
    }
    let has_board = rules.board.is_some();
    if session.twist_tiebreak != TwistTiebreak::Value && !has_board {
        return setting("twist_tiebreak", BadInput::TwistTiebreakAlone.into());
    }
    if session.twist_pass != TwistPass::default() && !has_board {
        return setting("twist_pass", BadInput::TwistPassAlone.into());
    }
    if !session.phase_list.is_empty() {
        use crate::rules::phase_list::ListProblem;
        if let Err(why) = crate::rules::phase_list::check(&session.phase_list) {
            return setting("phase_list", BadInput::PhaseList(why).into());
        }
        if rules.progress != crate::rules::edition::Progress::InOrder {
            return setting(
                "phase_list",
                BadInput::PhaseList(ListProblem::NotInOrder(session.edition.to_string())).into(),
            );
        }
        if session.variation != crate::rules::edition::Variation::Standard {
            return setting(
                "phase_list",
                BadInput::PhaseList(ListProblem::WithVariation(session.variation.name())).into(),
            );
        }
        // Every phase can be laid from a hand: 11 cards, 10 where one is kept to discard.
        let most = session.go_out.can_put_down(0);
        for (i, p) in session.phase_list.iter().enumerate() {
            let cards = crate::rules::phase_list::phase(p).min_cards();
            if cards > most {
                return setting(
                    "phase_list",
                    BadInput::PhaseList(ListProblem::TooBig {
                        at: i + 1,
                        phrase: p.clone(),
                        cards,
                        most,
                    })
                    .into(),
                );
            }
        }
    }
    match (&session.board, has_board) {
        (Some(b), true) => Board::parse(b)
            .map(Some)
            .map_err(|m| Problem::setting("board", BadInput::BadBoard(m).into())),
        (None, true) => setting("board", BadInput::NoBoard.into()),
        (Some(_), false) => setting("board", BadInput::BoardAlone.into()),
        (None, false) => Ok(None),
    }
}
