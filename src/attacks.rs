//! Whether one piece attacks one square (seed: "Square Attacked By", section "Attacked by
//! Piece on Square", `attacksBy0x88DiffAndPiece`).

use crate::tables::ATTACKS_BY_0X88_DIFF_AND_PIECE;
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
