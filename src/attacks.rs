//! Whether one piece attacks one square (seed: "Square Attacked By", section "Attacked by
//! Piece on Square", `attacksBy0x88DiffAndPiece`).

use crate::tables::{
    ATTACKS_BY_0X88_DIFF_AND_PIECE, IN_BETWEEN_BY_0X88_DIFF, PIECE_MASK_BY_0X88_DIFF,
};
use crate::{x88_diff, Piece, Square};

/// Whether `piece` standing on `from` attacks `to`, with `occupied` blocking sliders.
///
/// Right whether or not `occupied` holds `from` or `to`. The table entry for the pair's 0x88
/// difference is 0 for a step or jump, the squares that must be empty for a slide, and all
/// ones where the piece never attacks; the occupancy is rotated so that `from` is bit 0,
/// and bit 0 is set so the all-ones entries always fail.
///
/// ```
/// use vector_attacks::{is_attacked, Piece, Square};
/// let occupied = Square::E4.bit();
/// assert!(is_attacked(Square::E1, Square::E4, Piece::Rook, occupied));
/// assert!(!is_attacked(Square::E1, Square::E8, Piece::Rook, occupied));
/// assert!(is_attacked(Square::G1, Square::F3, Piece::Knight, occupied));
/// assert!(!is_attacked(Square::E2, Square::E3, Piece::WhitePawn, 0)); // pawns attack diagonally
/// ```
#[inline]
pub fn is_attacked(from: Square, to: Square, piece: Piece, occupied: u64) -> bool {
    let row = &ATTACKS_BY_0X88_DIFF_AND_PIECE[piece.index()];
    let blockers = occupied.rotate_right(u32::from(from.to_u8())) | 1;
    row[usize::from(x88_diff(from, to))] & blockers == 0
}

/// [`is_attacked`] with 2.25 KiB of tables instead of 14 KiB: a 256-byte mask of the piece
/// classes that attack each 0x88 difference on an empty board, and the 0x88 in-between
/// table (`arrInBetweenBy0x88Diff`) for the squares that must be empty.
///
/// ```
/// use vector_attacks::{is_attacked_compact, Piece, Square};
/// let occupied = Square::E4.bit();
/// assert!(is_attacked_compact(Square::E1, Square::E4, Piece::Rook, occupied));
/// assert!(!is_attacked_compact(Square::E1, Square::E8, Piece::Rook, occupied));
/// ```
#[inline]
pub fn is_attacked_compact(from: Square, to: Square, piece: Piece, occupied: u64) -> bool {
    let diff = usize::from(x88_diff(from, to));
    let reaches = PIECE_MASK_BY_0X88_DIFF[diff] >> piece.index() & 1 != 0;
    let free = IN_BETWEEN_BY_0X88_DIFF[diff] & occupied.rotate_right(u32::from(from.to_u8())) == 0;
    reaches & free
}
