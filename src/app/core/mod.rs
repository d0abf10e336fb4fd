//! Below every face: what two faces share.

pub mod act;
pub mod bgstats;
pub mod config;
pub mod games;
pub mod json;
pub mod paint;
pub mod render;
pub mod said;
pub mod seat_links;
pub mod served;
pub mod settings;
pub mod store;
pub mod sync;
pub mod talk;
pub mod typed;
pub mod undo;
pub mod watch;
pub mod words;

use chrono::{DateTime, SubsecRound, Utc};

/// When a change is recorded, to the second.
pub fn now() -> DateTime<Utc> {
    Utc::now().trunc_subsecs(0)
}
