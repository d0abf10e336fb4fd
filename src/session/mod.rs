//! A session: what happened at the table, and the standings derived from it by playing
//! its hands through. Nothing computed is stored.
//!
//! `Session` is the record, and its methods (in [`record`]) only read the record: who
//! sits where, the edition's rules. Each step of the pipeline is a module of functions
//! over it, named for what it works out: `referee::standings(&session)` plays the hands
//! through, `table::play` puts one play onto the table, `report::status` says where
//! everyone stands.
//!
//! The pipeline, one idea a module:
//! - [`record`]: the record as written (`Session`, `Hand`), read and written by serde;
//! - [`document`]: the user's file itself, changed in place (comments and layout stay);
//! - [`event`]: what the table says happened, as one typed event, applied in one place;
//! - [`settings`]: the settings checked once (players, variation, house rules, board);
//! - [`seats`]: who sits at the table in each hand (players who joined or left);
//! - [`referee`]: each hand played through a short pipeline of checks;
//! - [`progress`]: the phase each player attempts, and how they move on, per edition;
//! - [`scoring`]: the cards and points left in hand;
//! - [`save_pile`]: Masters' save piles;
//! - [`winner`]: the winner and the tiebreaks;
//! - [`said`]: what a hand says, every name resolved to its seat;
//! - [`on_table`]: the hand on the table as one state (groups, cards put down, held);
//! - [`table`]: the hand played through, lay by lay and hit by hit;
//! - [`standings`]: where everyone stands, and the score pad;
//! - [`summary`]: the hand's end as one summary, a row a player, answered in place;
//! - [`report`]: the standings and score pad as `status` and `history` report them;
//! - [`problem`]: the typed refusals, and where they sit.

pub mod attempt;
pub mod document;
pub mod event;
pub mod on_table;
pub mod problem;
pub mod progress;
pub mod record;
pub mod referee;
pub mod report;
pub mod rules_card;
pub mod said;
pub mod save_pile;
pub mod scoring;
pub mod seats;
pub mod settings;
pub mod standings;
pub mod summary;
pub mod table;
pub mod winner;

pub use event::{Applied, Event, Outcome, Record};
pub use on_table::Attempt;
pub use problem::{BadInput, Problem, Refusal, Ruling, Seating};
pub use record::{
    End, GoOut, Hand, Join, Leave, Play, SCHEMA, Session, TwistPass, TwistTiebreak, check_name,
    check_new_name,
};
pub use standings::{Decided, Entry, PadRow, Player, Standings};

#[cfg(test)]
mod tests;
