//! The sweep's supply of cards: numbered cards in kinds by number, Wilds and Stars by
//! class, and what is still to come from each kind on (for the bounds).

use crate::rules::group::{Col, Piece};
use crate::rules::phase::GroupSpec;

use super::super::cards::{Kind, sort_out};
use super::state::in_colour;

/// The cards as the sweep takes them: numbered cards in kinds by number, Wilds and Stars
/// by class. The same for every choice of colours.
pub(super) struct Cards {
    pub(super) kinds: Vec<Kind>,
    /// The kinds of each number: `at[n]..at[n + 1]`.
    pub(super) at: [usize; 14],
    /// The cards of each number.
    pub(super) copies: [u32; 13],
    /// The points of the kinds from each on, and all the Wilds and Stars.
    pub(super) future: Vec<i64>,
    /// Wilds and Stars by class (four colours, then any colour), most points first.
    pub(super) pool: [Vec<(usize, u32)>; 5],
    /// The numbered cards from each kind on: their numbers, their copies of each
    /// number, and how many each colour group could take of each colour.
    pub(super) rest: Vec<Rest>,
    /// The fewest points a numbered card is worth.
    pub(super) least: i64,
    /// The cards of each number a colour group of each colour could take.
    pub(super) of_colour: [[u32; 4]; 13],
}

/// The numbered cards still to come, from a kind on.
#[derive(Clone, Copy, Default)]
pub(super) struct Rest {
    /// The numbers they hold (bit `n`).
    pub(super) numbers: u16,
    pub(super) copies: [u8; 13],
    /// How many they are.
    pub(super) count: u32,
    /// The cards of each colour (or of any colour).
    pub(super) colour: [u8; 4],
    /// The numbers they hold in each colour (a card of any colour in every one).
    pub(super) numbers_in: [u16; 4],
    /// How many of each number they hold in each colour (as `numbers_in` counts them).
    pub(super) copies_in: [[u8; 13]; 4],
    /// The cards of each colour itself, and the numbers typed without their colour.
    pub(super) own: [u8; 4],
    pub(super) colourless: u8,
    /// The numbers typed without their colour, and how many of each.
    pub(super) colourless_numbers: u16,
    pub(super) colourless_copies: [u8; 13],
}

impl Cards {
    pub(super) fn new(specs: &[GroupSpec], pieces: &[(usize, Piece, u32)]) -> Cards {
        // Without colour groups, cards of one number differ in nothing that matters.
        let colours = specs.iter().any(|g| g.kind.has_color());
        let plain: Vec<(usize, Piece, u32)> = pieces
            .iter()
            .map(|&(i, p, pts)| match p.num {
                Some(_) if !colours => (
                    i,
                    Piece {
                        col: Col::Unknown,
                        ..p
                    },
                    pts,
                ),
                _ => (i, p, pts),
            })
            .collect();
        let (kinds, pool) = sort_out(&plain);
        let mut at = [0usize; 14];
        let mut copies = [0u32; 13];
        for kind in &kinds {
            let n = usize::from(kind.piece.num.unwrap_or(0));
            copies[n] += kind.cards.len() as u32;
            for a in &mut at[n + 1..] {
                *a += 1;
            }
        }
        let wilds: i64 = pool.iter().flatten().map(|w| i64::from(w.1)).sum();
        let mut future = vec![wilds; kinds.len() + 1];
        for t in (0..kinds.len()).rev() {
            future[t] = future[t + 1] + i64::from(kinds[t].points) * kinds[t].cards.len() as i64;
        }
        let mut rest = vec![Rest::default(); kinds.len() + 1];
        for t in (0..kinds.len()).rev() {
            let mut r = rest[t + 1];
            let n = usize::from(kinds[t].piece.num.unwrap_or(0));
            let len = u8::try_from(kinds[t].cards.len()).unwrap_or(u8::MAX);
            r.numbers |= 1 << n;
            r.copies[n] = r.copies[n].saturating_add(len);
            r.count += kinds[t].cards.len() as u32;
            for (c, count) in r.colour.iter_mut().enumerate() {
                if in_colour(kinds[t].piece.col, c) {
                    *count = count.saturating_add(len);
                    r.numbers_in[c] |= 1 << n;
                    r.copies_in[c][n] = r.copies_in[c][n].saturating_add(len);
                }
            }
            match kinds[t].piece.col {
                Col::Known(c) => r.own[c.index()] = r.own[c.index()].saturating_add(len),
                Col::Unknown => {
                    r.colourless = r.colourless.saturating_add(len);
                    r.colourless_numbers |= 1 << n;
                    r.colourless_copies[n] = r.colourless_copies[n].saturating_add(len);
                }
                Col::Any => {}
            }
            rest[t] = r;
        }
        let least = kinds.iter().map(|k| i64::from(k.points)).min().unwrap_or(0);
        let mut of_colour = [[0u32; 4]; 13];
        for kind in &kinds {
            let n = usize::from(kind.piece.num.unwrap_or(0));
            for (c, count) in of_colour[n].iter_mut().enumerate() {
                if in_colour(kind.piece.col, c) {
                    *count += kind.cards.len() as u32;
                }
            }
        }
        Cards {
            kinds,
            at,
            copies,
            future,
            pool,
            rest,
            least,
            of_colour,
        }
    }
}
