//! In-between sets, four ways (seed: "Square Attacked By", section "In Between"), and the
//! obstruction test built on them.

use crate::square::X88;
use crate::tables::{
    in_between_calculated as calculated, IN_BETWEEN_BY_0X88_DIFF, IN_BETWEEN_RECTANGULAR,
    IN_BETWEEN_TRIANGULAR,
};
use crate::Square;

/// The squares strictly between `from` and `to` when they share a rank, file, diagonal or
/// anti-diagonal; empty otherwise (also for equal and adjacent squares).
///
/// Uses the rectangular table (`arrRectangular`, 32 KiB), chosen by measurement
/// (`BENCHMARKS.md`, `bench/run.sh`): three instructions, one of them the load. Of the four
/// strategies it is the fastest in every regime measured: queries back to back, each query
/// waiting for the previous one, and caches shared with other data. The 0x88 rotate (2 KiB,
/// six instructions) comes within 10-20 %; triangular (16 KiB) and the pure calculation pay
/// more in arithmetic than they save in cache. cozy-chess and chess look up the same 32 KiB
/// of sets with the same three instructions, so against them it is a tie within the
/// run-to-run spread.
///
/// ```
/// use vector_attacks::{in_between, Square};
/// assert_eq!(in_between(Square::A1, Square::D4), Square::B2.bit() | Square::C3.bit());
/// assert_eq!(in_between(Square::A1, Square::B3), 0); // knight jump: no line
/// ```
#[inline]
pub fn in_between(from: Square, to: Square) -> u64 {
    in_between_rectangular(from, to)
}

/// [`in_between`] by the 64 x 64 table `arrRectangular` (32 KiB): one load.
///
/// ```
/// use vector_attacks::{in_between_rectangular, Square};
/// assert_eq!(in_between_rectangular(Square::H1, Square::H4), Square::H2.bit() | Square::H3.bit());
/// ```
#[inline]
pub fn in_between_rectangular(from: Square, to: Square) -> u64 {
    // `Square` is an enum of 64 variants, so the compiler knows both indices are in range:
    // no bounds check, just the address arithmetic and the load.
    IN_BETWEEN_RECTANGULAR[from.index()][to.index()]
}

/// [`in_between`] by the triangular table `arrTriangular` (16.25 KiB): each unordered pair
/// once, at `min * (127 - min) / 2 + max`, with min and max found without a branch.
///
/// ```
/// use vector_attacks::{in_between_triangular, Square};
/// assert_eq!(in_between_triangular(Square::H4, Square::H1), Square::H2.bit() | Square::H3.bit());
/// ```
#[inline]
pub fn in_between_triangular(from: Square, to: Square) -> u64 {
    let (a, b) = (from.index() as isize, to.index() as isize);
    let d = a - b;
    let d = d & (d >> (isize::BITS - 1)); // d if negative, else 0
    let (min, max) = (b + d, a - d);
    IN_BETWEEN_TRIANGULAR[(min * (127 - min) / 2 + max) as usize]
}

/// The 0x88 difference of two squares: `to88 - from88 + 120`, which is
/// `to - from + (to | 7) - (from | 7) + 120`. 1..=239, one value per displacement.
///
/// ```
/// use vector_attacks::{x88_diff, Square};
/// assert_eq!(x88_diff(Square::A1, Square::A1), 120);
/// assert_eq!(x88_diff(Square::A1, Square::H8), 239);
/// assert_eq!(x88_diff(Square::H8, Square::A1), 1);
/// ```
#[inline]
pub const fn x88_diff(from: Square, to: Square) -> u8 {
    let (f, t) = (from.to_u8(), to.to_u8());
    (t + (t | 7) + 120) - (f + (f | 7))
}

/// [`x88_diff`] as a table index, from the squares' 0x88 numbers in a 64-byte table: two
/// byte loads and a subtraction, where the arithmetic takes seven operations. The numbers are
/// an enum of known range (0..120), so the compiler sees the index is below 256 and checks
/// no bounds.
#[inline]
pub(crate) fn x88_index(from: Square, to: Square) -> usize {
    X88[to.index()] as usize + 120 - X88[from.index()] as usize
}

/// [`in_between`] by 0x88 difference (`arrInBetweenBy0x88Diff`, 2 KiB): the set for the
/// difference, stored as if `from` were a1, rotated left by `from`.
///
/// ```
/// use vector_attacks::{in_between_0x88, Square};
/// assert_eq!(in_between_0x88(Square::C1, Square::A3), Square::B2.bit());
/// ```
#[inline]
pub fn in_between_0x88(from: Square, to: Square) -> u64 {
    IN_BETWEEN_BY_0X88_DIFF[x88_index(from, to)].rotate_left(u32::from(from.to_u8()))
}

/// [`in_between`] by the seed's pure calculation: no table, no branch.
///
/// ```
/// use vector_attacks::{in_between_calculated, Square};
/// assert_eq!(in_between_calculated(Square::C1, Square::A3), Square::B2.bit());
/// ```
#[inline]
pub const fn in_between_calculated(from: Square, to: Square) -> u64 {
    calculated(from.to_u8(), to.to_u8())
}

/// Whether nothing in `occupied` stands strictly between `from` and `to`: the way is free
/// for a slider, a double pawn push or castling. True for pairs on no common line (knight
/// and king steps), as the seed notes.
///
/// ```
/// use vector_attacks::{may_move, Square};
/// let occupied = Square::D1.bit();
/// assert!(!may_move(Square::A1, Square::H1, occupied));
/// assert!(may_move(Square::A1, Square::C1, occupied));
/// ```
#[inline]
pub fn may_move(from: Square, to: Square, occupied: u64) -> bool {
    in_between(from, to) & occupied == 0
}

#[cfg(test)]
mod tests {
    use super::{x88_diff, x88_index};
    use crate::Square;

    /// Both forms of the 0x88 difference against the definition: a square's 0x88 number is
    /// `rank * 16 + file`.
    #[test]
    fn x88_difference_matches_the_definition_for_every_pair() {
        let x88 = |s: Square| usize::from(s.rank()) * 16 + usize::from(s.file());
        for from in Square::ALL {
            for to in Square::ALL {
                let expected = x88(to) + 120 - x88(from);
                assert_eq!(x88_index(from, to), expected, "{from} -> {to}");
                assert_eq!(usize::from(x88_diff(from, to)), expected, "{from} -> {to}");
            }
        }
    }
}
