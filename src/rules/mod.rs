//! The rules of Phase 10 as data: the cards and how they are typed ([`card`]), the
//! phases and their groups ([`phase`]), a group laid out with each wild's value
//! ([`group`]), the numbers a run goes along ([`run`]), the Twist board ([`board`]), each edition's tables, scoring and
//! capabilities ([`edition`]), and whether cards fit a group on the table ([`hit`]).

pub mod board;
pub mod card;
pub mod edition;
pub mod group;
pub mod hit;
pub mod misfit;
pub mod phase;
pub mod phase_list;
pub mod run;

/// A word that names none of its choices: an edition, a side, a kind of group, a
/// natural-card rule.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} \"{given}\": use {choices}")]
pub struct Unknown {
    pub what: &'static str,
    pub given: String,
    pub choices: &'static str,
}
