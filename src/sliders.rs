//! What a piece attacks from a square among blockers: the attack getters that the seed
//! "Square Attacked By" takes for granted (`rookAttacks(occupied, sq)`,
//! `bishopAttacks(occupied, sq)`), in four forms, each callable by name:
//!
//! - `*_magic`: fancy magic bitboards (`ROOK_MAGICS`, `BISHOP_MAGICS` and the 841 KiB of
//!   attack sets they index) through the generated kernel `magic_index`;
//! - `*_black_magic`: black magic bitboards (`ROOK_BLACK_MAGICS`, `BISHOP_BLACK_MAGICS` and
//!   the 696 KiB table of attack sets both share) through the generated kernel
//!   `black_magic_slot`: a fixed shift, and each square's window of the table viewed as a
//!   fixed-size array, so the load needs no bounds check; both sliders' entries of a square
//!   side by side in one cache line of its record (`square_kit`);
//! - `*_obstruction`: obstruction difference (`OBSTRUCTION_DIFFERENCE`, 4 KiB) through the
//!   generated kernel `obstruction_line`, one per line, no big table;
//! - `*_rotated`: rotated bitboards (the seed "Board representation"), read from the four
//!   rotated copies of the occupancy a [`RotatedOccupancy`] keeps current (84 KiB of attack
//!   sets by square and line state).
//!
//! The kernels are emitted into `tables/sliders.rs` from the generator's one template of
//! each (`vector_attacks_codegen::emit::kernels`), the one its attack-set functions inline.
//!
//! The plain [`rook_attacks`], [`bishop_attacks`] and [`queen_attacks`] use the form the
//! benchmarks pick (`BENCHMARKS.md`, "`rook_attacks`"): black magics, ahead of the fancy
//! magics and the peers' magics hot and beside both buffers, level with them in a dependent
//! chain, where obstruction difference leads (its arithmetic overlaps the chain; no load
//! waits on another).

use crate::square_kit::kit;
pub use crate::tables::RotatedOccupancy;
use crate::tables::{
    black_magic_slot, magic_index, obstruction_line, BISHOP_MAGICS, BISHOP_MAGIC_ATTACKS,
    OBSTRUCTION_DIFFERENCE, ROOK_MAGICS, ROOK_MAGIC_ATTACKS,
};
use crate::{king_attacks, knight_attacks, pawn_attacks, Color, Piece, Square};

/// The attacks along one line (0 file, 1 rank, 2 diagonal, 3 anti-diagonal) through
/// `square`: the generated kernel `obstruction_line` over the line's entry.
#[inline(always)]
fn line_attacks(square: usize, line: usize, occupied: u64) -> u64 {
    let [lower, upper] = OBSTRUCTION_DIFFERENCE[square][line];
    obstruction_line(lower, upper, occupied)
}

/// What a rook on `square` attacks with `occupied` blocking: each ray up to and including
/// the first occupied square. Whether `occupied` holds `square` does not matter.
///
/// ```
/// use vector_attacks::{rook_attacks, Square};
/// let occupied = Square::D6.bit() | Square::F4.bit();
/// let a = rook_attacks(Square::D4, occupied);
/// assert!(a & Square::D6.bit() != 0 && a & Square::D7.bit() == 0);
/// assert_eq!(a.count_ones(), 2 + 3 + 3 + 2); // d5-d6, d3-d1, c4-a4, e4-f4
/// ```
#[inline]
pub fn rook_attacks(square: Square, occupied: u64) -> u64 {
    rook_attacks_black_magic(square, occupied)
}

/// What a bishop on `square` attacks with `occupied` blocking.
///
/// ```
/// use vector_attacks::{bishop_attacks, Square};
/// assert_eq!(bishop_attacks(Square::A1, Square::C3.bit()), Square::B2.bit() | Square::C3.bit());
/// ```
#[inline]
pub fn bishop_attacks(square: Square, occupied: u64) -> u64 {
    bishop_attacks_black_magic(square, occupied)
}

/// What a queen on `square` attacks with `occupied` blocking: the rook's and the bishop's
/// attacks.
///
/// ```
/// use vector_attacks::{queen_attacks, Square};
/// assert_eq!(queen_attacks(Square::E4, 0).count_ones(), 27);
/// ```
#[inline]
pub fn queen_attacks(square: Square, occupied: u64) -> u64 {
    rook_attacks(square, occupied) | bishop_attacks(square, occupied)
}

/// [`rook_attacks`] by fancy magic bitboards (`ROOK_MAGICS`, `ROOK_MAGIC_ATTACKS`: 800 KiB).
///
/// ```
/// use vector_attacks::{rook_attacks_magic, Square};
/// assert_eq!(rook_attacks_magic(Square::A1, !0), Square::A2.bit() | Square::B1.bit());
/// ```
#[inline]
pub fn rook_attacks_magic(square: Square, occupied: u64) -> u64 {
    ROOK_MAGIC_ATTACKS[magic_index(&ROOK_MAGICS[square.index()], occupied)]
}

/// [`bishop_attacks`] by fancy magic bitboards (`BISHOP_MAGICS`, `BISHOP_MAGIC_ATTACKS`:
/// 41 KiB).
///
/// ```
/// use vector_attacks::{bishop_attacks_magic, Square};
/// assert_eq!(bishop_attacks_magic(Square::H8, 0).count_ones(), 7);
/// ```
#[inline]
pub fn bishop_attacks_magic(square: Square, occupied: u64) -> u64 {
    BISHOP_MAGIC_ATTACKS[magic_index(&BISHOP_MAGICS[square.index()], occupied)]
}

/// [`queen_attacks`] by fancy magic bitboards.
///
/// ```
/// use vector_attacks::{queen_attacks_magic, Square};
/// assert_eq!(queen_attacks_magic(Square::A1, 0).count_ones(), 21);
/// ```
#[inline]
pub fn queen_attacks_magic(square: Square, occupied: u64) -> u64 {
    rook_attacks_magic(square, occupied) | bishop_attacks_magic(square, occupied)
}

/// [`rook_attacks`] by black magic bitboards (`ROOK_BLACK_MAGICS`, and
/// `BLACK_MAGIC_ATTACKS`, 696 KiB shared with the bishop): fixed-shift magics with
/// overlapping windows, the published factors of Volker Annuss and Niklas Fiekas.
///
/// ```
/// use vector_attacks::{rook_attacks_black_magic, Square};
/// assert_eq!(rook_attacks_black_magic(Square::A1, !0), Square::A2.bit() | Square::B1.bit());
/// ```
#[inline]
pub fn rook_attacks_black_magic(square: Square, occupied: u64) -> u64 {
    let w = &kit(square).rook;
    w.attacks[black_magic_slot::<12>(w.not_mask, w.factor, occupied)]
}

/// [`bishop_attacks`] by black magic bitboards (`BISHOP_BLACK_MAGICS`, and the table it
/// shares with the rook).
///
/// ```
/// use vector_attacks::{bishop_attacks_black_magic, Square};
/// assert_eq!(bishop_attacks_black_magic(Square::H8, 0).count_ones(), 7);
/// ```
#[inline]
pub fn bishop_attacks_black_magic(square: Square, occupied: u64) -> u64 {
    let w = &kit(square).bishop;
    w.attacks[black_magic_slot::<9>(w.not_mask, w.factor, occupied)]
}

/// [`queen_attacks`] by black magic bitboards.
///
/// ```
/// use vector_attacks::{queen_attacks_black_magic, Square};
/// assert_eq!(queen_attacks_black_magic(Square::A1, 0).count_ones(), 21);
/// ```
#[inline]
pub fn queen_attacks_black_magic(square: Square, occupied: u64) -> u64 {
    rook_attacks_black_magic(square, occupied) | bishop_attacks_black_magic(square, occupied)
}

/// [`rook_attacks`] by obstruction difference (`OBSTRUCTION_DIFFERENCE`, 4 KiB): the file
/// and the rank.
///
/// ```
/// use vector_attacks::{rook_attacks_obstruction, Square};
/// assert_eq!(rook_attacks_obstruction(Square::A1, !0), Square::A2.bit() | Square::B1.bit());
/// ```
#[inline]
pub fn rook_attacks_obstruction(square: Square, occupied: u64) -> u64 {
    let s = square.index();
    line_attacks(s, 0, occupied) | line_attacks(s, 1, occupied)
}

/// [`bishop_attacks`] by obstruction difference: the diagonal and the anti-diagonal.
///
/// ```
/// use vector_attacks::{bishop_attacks_obstruction, Square};
/// assert_eq!(bishop_attacks_obstruction(Square::H8, 0).count_ones(), 7);
/// ```
#[inline]
pub fn bishop_attacks_obstruction(square: Square, occupied: u64) -> u64 {
    let s = square.index();
    line_attacks(s, 2, occupied) | line_attacks(s, 3, occupied)
}

/// [`queen_attacks`] by obstruction difference: all four lines.
///
/// ```
/// use vector_attacks::{queen_attacks_obstruction, Square};
/// assert_eq!(queen_attacks_obstruction(Square::D4, 0).count_ones(), 27);
/// ```
#[inline]
pub fn queen_attacks_obstruction(square: Square, occupied: u64) -> u64 {
    rook_attacks_obstruction(square, occupied) | bishop_attacks_obstruction(square, occupied)
}

/// [`rook_attacks`] by rotated bitboards: the file and the rank read from the rotated copies
/// that [`RotatedOccupancy`] keeps (one shift, one mask and one load per line). Keep the
/// copies current with [`RotatedOccupancy::toggle`] as pieces arrive and leave: the
/// rotation is paid per move (four XORs a square), not per lookup.
///
/// ```
/// use vector_attacks::{rook_attacks_rotated, RotatedOccupancy, Square};
/// let mut occupied = RotatedOccupancy::new(!0);
/// assert_eq!(rook_attacks_rotated(Square::A1, &occupied), Square::A2.bit() | Square::B1.bit());
/// occupied.toggle(Square::A2.index()); // the a2 pawn leaves
/// assert_eq!(rook_attacks_rotated(Square::A1, &occupied), Square::A2.bit() | Square::A3.bit() | Square::B1.bit());
/// ```
#[inline]
pub fn rook_attacks_rotated(square: Square, occupied: &RotatedOccupancy) -> u64 {
    let s = square.index();
    occupied.line_attacks(s, 0) | occupied.line_attacks(s, 1)
}

/// [`bishop_attacks`] by rotated bitboards: the diagonal and the anti-diagonal.
///
/// ```
/// use vector_attacks::{bishop_attacks_rotated, RotatedOccupancy, Square};
/// assert_eq!(bishop_attacks_rotated(Square::H8, &RotatedOccupancy::new(0)).count_ones(), 7);
/// ```
#[inline]
pub fn bishop_attacks_rotated(square: Square, occupied: &RotatedOccupancy) -> u64 {
    let s = square.index();
    occupied.line_attacks(s, 2) | occupied.line_attacks(s, 3)
}

/// [`queen_attacks`] by rotated bitboards: all four lines.
///
/// ```
/// use vector_attacks::{queen_attacks_rotated, RotatedOccupancy, Square};
/// assert_eq!(queen_attacks_rotated(Square::D4, &RotatedOccupancy::new(0)).count_ones(), 27);
/// ```
#[inline]
pub fn queen_attacks_rotated(square: Square, occupied: &RotatedOccupancy) -> u64 {
    rook_attacks_rotated(square, occupied) | bishop_attacks_rotated(square, occupied)
}

/// What a piece of class `piece` on `from` attacks with `occupied` blocking sliders: a
/// pawn's two captures (`BlackPawn` towards rank 1, `WhitePawn` towards rank 8), a knight's
/// or king's steps, a slider's rays up to the first blocker. Whether `occupied` holds `from`
/// does not matter.
///
/// ```
/// use vector_attacks::{attacks, Piece, Square};
/// assert_eq!(attacks(Square::E2, Piece::WhitePawn, 0), Square::D3.bit() | Square::F3.bit());
/// assert_eq!(attacks(Square::A1, Piece::Knight, 0), Square::B3.bit() | Square::C2.bit());
/// assert_eq!(attacks(Square::A1, Piece::Rook, Square::A2.bit()).count_ones(), 8);
/// ```
#[inline]
pub fn attacks(from: Square, piece: Piece, occupied: u64) -> u64 {
    match piece {
        Piece::BlackPawn => pawn_attacks(Color::Black, from),
        Piece::WhitePawn => pawn_attacks(Color::White, from),
        Piece::Knight => knight_attacks(from),
        Piece::Bishop => bishop_attacks(from, occupied),
        Piece::Rook => rook_attacks(from, occupied),
        Piece::Queen => queen_attacks(from, occupied),
        Piece::King => king_attacks(from),
    }
}
