//! Lines through squares: Stockfish's `LineBB` and the alignment (pin) test.

use crate::tables::LINE;
use crate::Square;

/// Every square of the rank, file, diagonal or anti-diagonal through `a` and `b`, edge to
/// edge, both included; empty when they share no line or are the same square.
///
/// ```
/// use vector_attacks::{line, Square};
/// assert_eq!(line(Square::C3, Square::E5), 0x8040_2010_0804_0201); // the long diagonal
/// assert_eq!(line(Square::B1, Square::C3), 0); // a knight's jump
/// ```
pub fn line(a: Square, b: Square) -> u64 {
    LINE[a.index()][b.index()]
}

/// Whether `c` lies on the line through `a` and `b` (the pin test: a piece on `c` between
/// its king on `a` and an enemy slider on `b` may only move along that line). False when
/// `a == b`.
///
/// ```
/// use vector_attacks::{aligned, Square};
/// assert!(aligned(Square::E1, Square::E8, Square::E4));
/// assert!(aligned(Square::E1, Square::E4, Square::E8)); // beyond counts too
/// assert!(!aligned(Square::E1, Square::H4, Square::E4));
/// ```
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b) & c.bit() != 0
}
