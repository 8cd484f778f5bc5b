//! What the pieces that do not slide attack, whatever the occupancy: the seed's
//! `arrKnightAttacks`, `arrKingAttacks` and `arrPawnAttacks`, one load each.

use crate::tables::{KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS};
use crate::{Color, Piece, Square};

/// The squares a knight on `square` attacks (`arrKnightAttacks`).
///
/// ```
/// use vector_attacks::{knight_attacks, Square};
/// assert_eq!(knight_attacks(Square::A1), Square::B3.bit() | Square::C2.bit());
/// ```
#[inline]
pub fn knight_attacks(square: Square) -> u64 {
    KNIGHT_ATTACKS[square.index()]
}

/// The squares a king on `square` attacks (`arrKingAttacks`).
///
/// ```
/// use vector_attacks::{king_attacks, Square};
/// assert_eq!(king_attacks(Square::H8).count_ones(), 3);
/// ```
#[inline]
pub fn king_attacks(square: Square) -> u64 {
    KING_ATTACKS[square.index()]
}

/// The squares a pawn of `side` on `square` attacks (`arrPawnAttacks`): one rank towards the
/// other side, one file either way. A pawn of `side` on the target is attacked from
/// `pawn_attacks(side, target)` by the other side's pawns.
///
/// ```
/// use vector_attacks::{pawn_attacks, Color, Square};
/// assert_eq!(pawn_attacks(Color::White, Square::E4), Square::D5.bit() | Square::F5.bit());
/// assert_eq!(pawn_attacks(Color::Black, Square::A5), Square::B4.bit());
/// ```
#[inline]
pub fn pawn_attacks(side: Color, square: Square) -> u64 {
    PAWN_ATTACKS[Piece::pawn(side).index()][square.index()]
}
