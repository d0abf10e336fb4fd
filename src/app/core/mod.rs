//! Below every face: what two faces share.

pub mod act;
pub mod config;
pub mod grid;
pub mod paint;
pub mod render;
pub mod said;
pub mod store;
pub mod talk;
pub mod watch;
