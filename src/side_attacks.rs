//! What a whole side attacks: the map an evaluation wants for safe mobility, king safety and
//! hanging pieces. The seed "Attack and Defend Maps" proposes direction-wise fills as the
//! alternative to attack tables kept up to date: sliders of one kind are filled together
//! along each direction (Kogge-Stone occluded fills), leapers and pawns move as a set
//! ([`side_attacks_fill`]); the default [`side_attacks`] keeps the set-wise leaps and looks
//! the few sliders up one by one, the form whose cost varied least between runs. The
//! generated functions behind it are in `tables/sliders.rs` (`rook_fill_attacks`,
//! `bishop_fill_attacks`, `knight_set_attacks`, `king_set_attacks`, `white_pawn_set_attacks`,
//! `black_pawn_set_attacks`), from the generator's one template of each.

use crate::bitboard::squares;
use crate::tables::{
    bishop_fill_attacks, black_pawn_set_attacks, king_set_attacks, knight_set_attacks,
    rook_fill_attacks, white_pawn_set_attacks,
};
use crate::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks, Color,
    Pieces, Role, Square,
};

/// Every square the pawns of `pawns` attack (capture on), all at once: `side`'s pawns
/// towards the other side (white's towards rank 8).
///
/// ```
/// use vector_attacks::{pawn_set_attacks, Color, Square};
/// let pawns = Square::A2.bit() | Square::E2.bit();
/// let attacked = Square::B3.bit() | Square::D3.bit() | Square::F3.bit();
/// assert_eq!(pawn_set_attacks(pawns, Color::White), attacked);
/// ```
#[inline]
pub fn pawn_set_attacks(pawns: u64, side: Color) -> u64 {
    match side {
        Color::White => white_pawn_set_attacks(pawns),
        Color::Black => black_pawn_set_attacks(pawns),
    }
}

/// Every square a piece of `side` attacks, with the other pieces of `pieces` blocking its
/// sliders: the union of their attack sets. Pawns, knights and the king move as sets (one
/// rotation and one mask per leap, no loop); each bishop, rook and queen is looked up on its
/// square (black magics). Of the three forms measured (this one, [`side_attacks_fill`] with
/// no loop at all, [`side_attacks_by_square`] with a loop over every piece) it has the best
/// worst regime (`BENCHMARKS.md`, `side_attacks`). A square holding a piece of either side
/// counts when attacked (a defended piece is attacked by its own side).
///
/// ```
/// use vector_attacks::{side_attacks, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::White, Role::Rook, Square::A1);
/// p.put(Color::White, Role::Pawn, Square::A2);
/// p.put(Color::White, Role::King, Square::H1);
/// let attacked = side_attacks(&p, Color::White);
/// assert!(attacked & Square::A2.bit() != 0); // the rook defends its pawn
/// assert!(attacked & Square::A3.bit() == 0); // and sees no further
/// assert!(attacked & Square::B3.bit() != 0); // the pawn attacks b3
/// assert_eq!(side_attacks(&p, Color::Black), 0);
/// ```
#[inline]
pub fn side_attacks(pieces: &Pieces, side: Color) -> u64 {
    let own = pieces.sides[side as usize];
    let [pawns, knights, bishops, rooks, queens, kings] = pieces.roles;
    let occupied = pieces.occupied();
    pawn_set_attacks(pawns & own, side)
        | knight_set_attacks(knights & own)
        | king_set_attacks(kings & own)
        | each((bishops | queens) & own, |s| bishop_attacks(s, occupied))
        | each((rooks | queens) & own, |s| rook_attacks(s, occupied))
}

/// [`side_attacks`] wholly set-wise, the seed's direction-wise fills: pawns, knights and the
/// king as sets, bishops with queens and rooks with queens filled together along each
/// direction (four Kogge-Stone occluded fills each). No loop over the pieces and no table
/// beyond a few masks: the same instructions whatever the position. It ties the default in
/// the recorded run, and fell behind it beside a DRAM-bound buffer in shorter runs, where its
/// many instructions leave fewer reads in flight (`BENCHMARKS.md`, `side_attacks`).
///
/// ```
/// use vector_attacks::{side_attacks, side_attacks_fill, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::Black, Role::Queen, Square::D8);
/// p.put(Color::Black, Role::Knight, Square::G8);
/// assert_eq!(side_attacks_fill(&p, Color::Black), side_attacks(&p, Color::Black));
/// ```
#[inline]
pub fn side_attacks_fill(pieces: &Pieces, side: Color) -> u64 {
    let own = pieces.sides[side as usize];
    let [pawns, knights, bishops, rooks, queens, kings] = pieces.roles;
    let empty = !pieces.occupied();
    pawn_set_attacks(pawns & own, side)
        | knight_set_attacks(knights & own)
        | king_set_attacks(kings & own)
        | bishop_fill_attacks((bishops | queens) & own, empty)
        | rook_fill_attacks((rooks | queens) & own, empty)
}

/// [`side_attacks`] by looping over the pieces through the per-square getters (the default
/// slider getters, the leaper tables): the other way to the same map, for choosing by measurement (`BENCHMARKS.md`,
/// `side_attacks`).
///
/// ```
/// use vector_attacks::{side_attacks, side_attacks_by_square, Pieces, Color};
/// let p = Pieces::default();
/// assert_eq!(side_attacks_by_square(&p, Color::White), side_attacks(&p, Color::White));
/// ```
#[inline]
pub fn side_attacks_by_square(pieces: &Pieces, side: Color) -> u64 {
    let own = pieces.sides[side as usize];
    let occupied = pieces.occupied();
    let of = |kind: Role| pieces.roles[kind as usize] & own;
    each(of(Role::Pawn), |s| pawn_attacks(side, s))
        | each(of(Role::Knight), knight_attacks)
        | each(of(Role::King), king_attacks)
        | each(of(Role::Bishop), |s| bishop_attacks(s, occupied))
        | each(of(Role::Rook), |s| rook_attacks(s, occupied))
        | each(of(Role::Queen), |s| queen_attacks(s, occupied))
}

/// The union of `attacks` from each square of `set`.
#[inline(always)]
fn each(set: u64, attacks: impl Fn(Square) -> u64) -> u64 {
    squares(set).fold(0, |map, s| map | attacks(s))
}
