//! The phase a player attempts in a hand: its number in the edition's table, or a
//! Twist card's.

use crate::rules::phase::Phase;

/// The phase a player attempts in a hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    pub phase: Phase,
    /// Phase number in the edition's table (or Twist card number).
    pub number: u8,
    pub twist_card: bool,
}

impl Attempt {
    pub fn label(&self) -> String {
        if self.twist_card {
            format!("T{}", self.number)
        } else {
            self.number.to_string()
        }
    }

    pub fn describe(&self) -> String {
        if self.twist_card {
            format!("Twist card {} ({})", self.number, self.phase)
        } else {
            format!("phase {} ({})", self.number, self.phase)
        }
    }
}
