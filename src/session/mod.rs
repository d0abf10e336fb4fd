//! A session: what happened at the table, and the standings derived from it by playing
//! its hands through. Nothing computed is stored.
//!
//! The pipeline, one idea a module:
//! - [`record`]: the record as written (`Session`, `Hand`), read and written by serde;
//! - [`document`]: the user's file itself, changed in place (comments and layout stay);
//! - [`settings`]: the settings checked once (players, variation, house rules, board);
//! - [`referee`]: each hand played through a short pipeline of checks;
//! - [`progress`]: the phase each player attempts, and how they move on, per edition;
//! - [`scoring`]: the cards and points left in hand;
//! - [`save_pile`]: Masters' save piles;
//! - [`winner`]: the winner and the tiebreaks;
//! - [`table`]: the groups laid in a hand as it is played (lays, hits, flips);
//! - [`standings`]: where everyone stands, and the score pad;
//! - [`report`]: the standings and score pad as `status` and `history` report them;
//! - [`problem`]: the typed refusals, and where they sit.

pub mod document;
pub mod problem;
pub mod progress;
pub mod record;
pub mod referee;
pub mod report;
pub mod save_pile;
pub mod scoring;
pub mod settings;
pub mod standings;
pub mod table;
pub mod winner;

pub use problem::{Problem, Refusal};
pub use record::{End, Hand, Play, SCHEMA, Session, TwistTiebreak, check_name};
pub use standings::{Attempt, Entry, PadRow, Player, Standings};
pub use winner::Decided;

#[cfg(test)]
mod tests;
