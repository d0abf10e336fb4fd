//! The settings, checked once before any hand: players, dealer, variation, house rules,
//! and the Twist board.

use crate::rules::board::Board;
use crate::rules::edition::Variation;

use super::problem::{BadInput, Problem};
use super::record::{SCHEMA, Session, TwistTiebreak, check_name};

impl Session {
    /// Checks the settings (not the hands); the Twist board when the edition has one.
    ///
    /// # Errors
    /// The first setting that does not make sense.
    pub fn check_settings(&self) -> Result<Option<Board>, Problem> {
        let rules = self.rules();
        let setting = |key, refusal| Err(Problem::setting(key, refusal));
        if self.schema > SCHEMA {
            return setting(
                "schema",
                BadInput::NewerSchema { found: self.schema }.into(),
            );
        }
        if self.schema == 0 {
            return setting("schema", BadInput::NoSchema.into());
        }
        let count = self.players.len();
        if count < rules.min_players || count > rules.max_players {
            return setting(
                "players",
                BadInput::PlayerCount {
                    edition: self.edition,
                    min: rules.min_players,
                    max: rules.max_players,
                    count,
                }
                .into(),
            );
        }
        for p in &self.players {
            check_name(p).map_err(|m| Problem::setting("players", BadInput::BadName(m).into()))?;
        }
        if let Some((first, again)) = crate::name::twice(&self.players) {
            return setting(
                "players",
                BadInput::NameTwice(self.players[first].clone(), self.players[again].clone())
                    .into(),
            );
        }
        if self.seat(&self.dealer).is_none() {
            return setting(
                "dealer",
                BadInput::DealerNotPlaying(self.dealer.clone()).into(),
            );
        }
        if !rules.variations.contains(&self.variation) {
            let allowed: Vec<_> = rules.variations.iter().map(|v| v.name()).collect();
            return setting(
                "variation",
                BadInput::NoSuchVariation {
                    edition: self.edition,
                    variation: self.variation.name(),
                    allowed: allowed.join(", "),
                }
                .into(),
            );
        }
        match (self.variation, self.phases_to_win) {
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
        if self.twist_tiebreak != TwistTiebreak::Value && !has_board {
            return setting("twist_tiebreak", BadInput::TwistTiebreakAlone.into());
        }
        match (&self.board, has_board) {
            (Some(b), true) => Board::parse(b)
                .map(Some)
                .map_err(|m| Problem::setting("board", BadInput::BadBoard(m).into())),
            (None, true) => setting("board", BadInput::NoBoard.into()),
            (Some(_), false) => setting("board", BadInput::BoardAlone.into()),
            (None, false) => Ok(None),
        }
    }
}
