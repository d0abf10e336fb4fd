//! The Twist board (RULES §6): a list of spaces, each a phase number or a Twist space.

use std::fmt;

/// One space of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Space {
    Phase(u8),
    Twist,
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Space::Phase(n) => write!(f, "{n}"),
            Space::Twist => f.write_str("T"),
        }
    }
}

/// Where a pawn stands after a hand: on a phase space, on the Twist space between two,
/// or past the board (Phase 10 made). Shown as every sheet says it: "7", "T (2 or 3)",
/// "past 10".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pawn {
    Phase(u8),
    Twist(u8, u8),
    Past,
}

impl Pawn {
    /// In a narrow cell: "7", "T2/3", "past".
    #[must_use]
    pub fn short(self) -> String {
        match self {
            Pawn::Phase(n) => n.to_string(),
            Pawn::Twist(a, b) => format!("T{a}/{b}"),
            Pawn::Past => "past".into(),
        }
    }

    /// As the next hand's choice: "T (2 or 3), or a Twist card" on a Twist space.
    #[must_use]
    pub fn choice(self) -> String {
        match self {
            Pawn::Twist(..) => format!("{self}, or a Twist card"),
            other => other.to_string(),
        }
    }
}

impl fmt::Display for Pawn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pawn::Phase(n) => write!(f, "{n}"),
            Pawn::Twist(a, b) => write!(f, "T ({a} or {b})"),
            Pawn::Past => f.write_str("past 10"),
        }
    }
}

/// Why a list of spaces is not a board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardError {
    /// A space that is no phase number or T.
    Space(String),
    /// The numbered spaces are not 1 to 10, each once, in order.
    Numbers,
    /// The board does not start on space 1.
    Start,
    /// The board does not end on the Phase 10 space.
    End,
    /// Two Twist spaces side by side.
    TwistsSideBySide,
}

/// A checked board: starts on 1, ends on 10, numbered spaces 1..10 in order, every
/// Twist space between two numbered spaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub spaces: Vec<Space>,
}

impl Board {
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        let mut spaces = Vec::new();
        for t in text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
        {
            spaces.push(match t {
                "T" | "t" => Space::Twist,
                n => match n.parse::<u8>() {
                    Ok(n) if (1..=10).contains(&n) => Space::Phase(n),
                    _ => {
                        return Err(BoardError::Space(t.to_string()));
                    }
                },
            });
        }
        let numbers: Vec<u8> = spaces
            .iter()
            .filter_map(|s| match s {
                Space::Phase(n) => Some(*n),
                Space::Twist => None,
            })
            .collect();
        if numbers != (1..=10).collect::<Vec<u8>>() {
            return Err(BoardError::Numbers);
        }
        if spaces.first() != Some(&Space::Phase(1)) {
            return Err(BoardError::Start);
        }
        if spaces.last() != Some(&Space::Phase(10)) {
            return Err(BoardError::End);
        }
        for w in spaces.windows(2) {
            if w == [Space::Twist, Space::Twist] {
                return Err(BoardError::TwistsSideBySide);
            }
        }
        Ok(Board { spaces })
    }

    /// Index of the Phase 10 space (the last).
    pub fn last(&self) -> usize {
        self.spaces.len() - 1
    }

    /// Where a pawn on space `i` stands (past the board, once `finished`): the one
    /// place every sheet takes its words from.
    #[must_use]
    pub fn pawn(&self, i: usize, finished: bool) -> Pawn {
        match self.spaces[i] {
            _ if finished => Pawn::Past,
            Space::Phase(n) => Pawn::Phase(n),
            Space::Twist => {
                let (a, b) = self.neighbours(i);
                Pawn::Twist(a, b)
            }
        }
    }

    /// The phases on either side of a Twist space.
    pub fn neighbours(&self, i: usize) -> (u8, u8) {
        let num = |s: Space| match s {
            Space::Phase(n) => n,
            Space::Twist => unreachable!("a Twist space sits between numbered spaces"),
        };
        (num(self.spaces[i - 1]), num(self.spaces[i + 1]))
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .spaces
            .iter()
            .map(std::string::ToString::to_string)
            .collect();
        f.write_str(&parts.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_board_is_a_board() {
        let b = Board::parse("1 2 T 3 4 T 5 6 T 7 8 T 9 10").unwrap();
        assert_eq!(b.spaces.len(), 14);
        assert_eq!(b.neighbours(2), (2, 3));
        assert_eq!(b.to_string(), "1 2 T 3 4 T 5 6 T 7 8 T 9 10");
    }

    #[test]
    fn refuses_what_is_not_a_board() {
        for bad in [
            "T 1 2 3 4 5 6 7 8 9 10",
            "1 2 3 4 5 6 7 8 9 10 T",
            "1 2 T T 3 4 5 6 7 8 9 10",
            "1 3 2 4 5 6 7 8 9 10",
            "1 2 3 4 5 6 7 8 9",
            "1 2 X 3 4 5 6 7 8 9 10",
            "",
        ] {
            assert!(Board::parse(bad).is_err(), "{bad}");
        }
        assert!(Board::parse("1 2 3 4 5 6 7 8 9 10").is_ok());
    }
}
