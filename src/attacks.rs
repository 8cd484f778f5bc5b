//! Whether one piece attacks one square (seed: "Square Attacked By", section "Attacked by
//! Piece on Square", `attacksBy0x88DiffAndPiece`).

use crate::in_between::x88_index;
use crate::tables::{
    ATTACKS_BY_0X88_DIFF_AND_PIECE, IN_BETWEEN_BY_0X88_DIFF, PIECE_MASK_BY_0X88_DIFF,
};
use crate::{Piece, Square};

/// The rows of `attacksBy0x88DiffAndPiece`, one per class: `is_attacked` loads the row's
/// address instead of computing it from the class.
static ROWS: [&[u64; 256]; 7] = {
    let t = &ATTACKS_BY_0X88_DIFF_AND_PIECE;
    [&t[0], &t[1], &t[2], &t[3], &t[4], &t[5], &t[6]]
};

/// Whether `piece` standing on `from` attacks `to`, with `occupied` blocking sliders.
///
/// Right whether or not `occupied` holds `from` or `to`. The table entry for the pair's 0x88
/// difference is 0 for a step or jump, the squares that must be empty for a slide, and all
/// ones where the piece never attacks; the occupancy is rotated so that `from` is bit 0,
/// and bit 0 is set so the all-ones entries always fail.
///
/// A piece never attacks its own square: `is_attacked(s, s, piece, occupied)` is false for
/// every square, piece and occupancy (difference zero is an all-ones entry for every class).
///
/// This is the seed's `attacksBy0x88DiffAndPiece[7][256]` (14 KiB), chosen by measurement
/// (`BENCHMARKS.md`, `bench/run.sh`): branch-free whatever the piece, and several times the
/// throughput of generating the piece's attack set and testing the target (the peers' way,
/// whose dispatch on the piece mispredicts when pieces vary), nearly twice its speed in a
/// dependent chain. One load serves both the piece's reach and the squares that must be
/// empty, where [`is_attacked_compact`] needs two.
///
/// The form was picked by all three regimes and by dependent chains through each input alone
/// (`from`, `to`, `occupied`), taking the worst of the three (`BENCHMARKS.md`, five rounds).
/// The 0x88 difference comes from the squares' 0x88 numbers in a 64-byte table (two loads
/// that run in parallel), and the piece's row from a table of row pointers: over the chains
/// through one input it is 1.22x the fastest peer at worst (through `from`), where the
/// row's address computed from the class was 1.17x and the seed's arithmetic difference
/// (`to - from + (to | 7) - (from | 7) + 120`) 1.20x, and it is also the fastest hot and
/// under cache pressure.
///
/// ```
/// use vector_attacks::{is_attacked, Piece, Square};
/// let occupied = Square::E4.bit();
/// assert!(is_attacked(Square::E1, Square::E4, Piece::Rook, occupied));
/// assert!(!is_attacked(Square::E1, Square::E8, Piece::Rook, occupied));
/// assert!(is_attacked(Square::G1, Square::F3, Piece::Knight, occupied));
/// assert!(!is_attacked(Square::E2, Square::E3, Piece::WhitePawn, 0)); // pawns attack diagonally
/// assert!(!is_attacked(Square::E4, Square::E4, Piece::Queen, 0)); // never its own square
/// ```
#[inline]
pub fn is_attacked(from: Square, to: Square, piece: Piece, occupied: u64) -> bool {
    let row = ROWS[piece.index()];
    let blockers = occupied.rotate_right(u32::from(from.to_u8())) | 1;
    row[x88_index(from, to)] & blockers == 0
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
    let diff = x88_index(from, to);
    let reaches = PIECE_MASK_BY_0X88_DIFF[diff] >> piece.index() & 1 != 0;
    let free = IN_BETWEEN_BY_0X88_DIFF[diff] & occupied.rotate_right(u32::from(from.to_u8())) == 0;
    reaches & free
}
