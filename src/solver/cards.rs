//! The cards as the solver takes them: each card a piece (its number, colour, whether
//! it is natural), numbered pieces in kinds of identical ones, Wilds and Stars in classes
//! placed by counting ([`fill`]), and an arrangement laid out as groups.

use crate::rules::card::Card;
use crate::rules::edition::Side;
use crate::rules::group::{Col, Laid, Piece};
use crate::rules::phase::{GroupSpec, MAX_GROUPS};

use super::rules::Rules;

/// The most groups Wilds and Stars are placed in at once (the sweep counts the groups
/// of each colour, and of no colour, together, and some colour groups on their own).
pub(super) const FILLS: usize = MAX_GROUPS + 5;

/// Identical pieces with their card indices.
pub(super) struct Kind {
    pub piece: Piece,
    pub points: u32,
    pub cards: Vec<usize>,
}

/// The pieces sorted out: the numbered ones in kinds of identical pieces, by number;
/// the Wilds and Stars by class (Stars of each colour, then any colour), most points
/// first.
pub(super) fn sort_out(pieces: &[(usize, Piece, u32)]) -> (Vec<Kind>, [Vec<(usize, u32)>; 5]) {
    let mut kinds: Vec<Kind> = Vec::new();
    let mut pool: [Vec<(usize, u32)>; 5] = Default::default();
    let mut sorted: Vec<&(usize, Piece, u32)> = pieces.iter().collect();
    // Identical pieces side by side.
    sorted.sort_unstable_by_key(|(i, p, pts)| (p.num.is_none(), p.num, p.col, p.natural, *pts, *i));
    for &&(i, p, pts) in &sorted {
        if p.num.is_none() {
            let class = match p.col {
                Col::Known(c) => c.index(),
                _ => 4,
            };
            pool[class].push((i, pts));
            continue;
        }
        match kinds.last_mut() {
            Some(k) if k.piece == p && k.points == pts => k.cards.push(i),
            _ => kinds.push(Kind {
                piece: p,
                points: pts,
                cards: vec![i],
            }),
        }
    }
    for class in &mut pool {
        class.sort_unstable_by_key(|&(i, pts)| (std::cmp::Reverse(pts), i));
    }
    (kinds, pool)
}

/// Wilds and Stars placed into groups: how many of each class each group takes, what is
/// left over, and what each group is still short of (cards a fix would add).
pub(super) struct Filled {
    pub w: [[u32; 5]; FILLS],
    pub left: [u32; 5],
    pub short: [u32; FILLS],
}

/// Whether a group that takes `class` (as in [`fill`]) takes a Wild or Star of class `c`
/// (a colour 0-3, or 4: any colour).
pub(super) fn takes_class(class: usize, c: usize) -> bool {
    class == 5 || class == c || c == 4
}

/// Places the Wilds and Stars greedily: restricted needs from their own colour, then
/// from any-colour cards; other needs from the colours with the most to spare; then
/// every card that still fits. `class` is what each group takes: a colour (0-3),
/// any-colour cards only (4), or every class (5).
pub(super) fn fill(
    k: usize,
    class: &[usize],
    need: &[u32],
    cap: &[u32],
    supply: [u32; 5],
) -> Filled {
    let mut left = supply;
    let mut w = [[0u32; 5]; FILLS];
    let mut got = [0u32; FILLS];
    let give = |w: &mut [[u32; 5]; FILLS],
                got: &mut [u32; FILLS],
                left: &mut [u32; 5],
                g: usize,
                c: usize,
                n: u32| {
        w[g][c] += n;
        got[g] += n;
        left[c] -= n;
    };
    // Restricted needs: own colour, then any colour.
    for g in 0..k {
        if class[g] < 4 {
            let n = left[class[g]].min(need[g] - got[g]);
            give(&mut w, &mut got, &mut left, g, class[g], n);
        }
    }
    for g in 0..k {
        if class[g] <= 4 {
            let n = left[4].min(need[g].saturating_sub(got[g]));
            give(&mut w, &mut got, &mut left, g, 4, n);
        }
    }
    // Unrestricted needs: Stars that no group of their colour has room for first.
    let spare = |c: usize, got: &[u32; FILLS]| -> u32 {
        (0..k)
            .filter(|&g| class[g] == c)
            .map(|g| cap[g].saturating_sub(got[g]))
            .fold(0u32, u32::saturating_add)
    };
    for g in 0..k {
        if class[g] != 5 {
            continue;
        }
        for c in 0..4 {
            let surplus = left[c].saturating_sub(spare(c, &got));
            let n = surplus.min(need[g] - got[g]);
            give(&mut w, &mut got, &mut left, g, c, n);
        }
        let n = left[4].min(need[g] - got[g]);
        give(&mut w, &mut got, &mut left, g, 4, n);
        for c in 0..4 {
            let n = left[c].min(need[g] - got[g]);
            give(&mut w, &mut got, &mut left, g, c, n);
        }
    }
    let mut short = [0u32; FILLS];
    for g in 0..k {
        short[g] = need[g].saturating_sub(got[g]);
    }
    // Everything that still fits (past what a fix adds): Stars in their colour, Stars
    // anywhere, the rest.
    let room = |g: usize, got: &[u32; FILLS]| cap[g].saturating_sub(got[g] + short[g]);
    for g in 0..k {
        if class[g] < 4 {
            let n = left[class[g]].min(room(g, &got));
            give(&mut w, &mut got, &mut left, g, class[g], n);
        }
    }
    for g in 0..k {
        if class[g] == 5 {
            for c in 0..4 {
                let n = left[c].min(room(g, &got));
                give(&mut w, &mut got, &mut left, g, c, n);
            }
        }
    }
    for g in 0..k {
        let n = left[4].min(room(g, &got));
        give(&mut w, &mut got, &mut left, g, 4, n);
    }
    Filled { w, left, short }
}

/// Cards as the solver takes them: each card's index, piece and points.
pub(super) type Pieces = Vec<(usize, Piece, u32)>;

/// A card as the sweep sees it: its piece, its number turned on round the clock by
/// `rules.at.turn` (runs that wrap, seen where they do not pass 12).
pub(super) fn piece(card: Card, rules: &Rules) -> Option<Piece> {
    Piece::of(card, rules.side).map(|p| Piece {
        num: p.num.map(|n| {
            let turned = crate::rules::run::up(n, rules.at.turn);
            if rules.at.mirror { 13 - turned } else { turned }
        }),
        ..p
    })
}

/// The pieces of a hand: every card but its Skips (which stay in hand).
pub(super) fn hand_pieces(hand: &[Card], rules: &Rules) -> Pieces {
    hand.iter()
        .enumerate()
        .filter_map(|(i, &c)| piece(c, rules).map(|p| (i, p, rules.scoring.card(c))))
        .collect()
}

/// The pieces with each number typed without its colour taken as a number of any colour
/// (a wider question: it can do all that the number of no colour does, and more).
pub(super) fn of_any_colour(ps: &[(usize, Piece, u32)]) -> Pieces {
    ps.iter()
        .map(|&(i, p, pts)| {
            let col = if p.col == Col::Unknown {
                Col::Any
            } else {
                p.col
            };
            (i, Piece { col, ..p }, pts)
        })
        .collect()
}

/// The pieces of a claim, or the first Skip.
pub(super) fn pieces(cards: &[Card], rules: &Rules) -> Result<Vec<(usize, Piece, u32)>, Card> {
    cards
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            piece(c, rules)
                .map(|p| (i, p, rules.scoring.card(c)))
                .ok_or(c)
        })
        .collect()
}

/// The cards of `groups` (indices into `cards`) laid out as the phase's groups.
pub(super) fn lay(
    cards: &[Card],
    specs: &[GroupSpec],
    groups: &[Vec<usize>],
    side: Side,
) -> Vec<Laid> {
    specs
        .iter()
        .zip(groups)
        .map(|(&spec, idx)| {
            let cs: Vec<Card> = idx.iter().map(|&i| cards[i]).collect();
            Laid::layout(spec, &cs, side)
        })
        .collect()
}
