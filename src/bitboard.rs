//! Walking a bitboard's squares, lowest first: the pop-lowest-bit loop written once.

use core::iter::FusedIterator;

use crate::Square;

/// The squares of a bitboard, lowest first ([`squares`]).
///
/// ```
/// use vector_attacks::{squares, Square};
/// let mut it = squares(Square::B1.bit() | Square::H8.bit());
/// assert_eq!(it.len(), 2);
/// assert_eq!(it.next(), Some(Square::B1));
/// assert_eq!(it.next(), Some(Square::H8));
/// assert_eq!(it.next(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Squares(u64);

/// The squares of `bitboard`, lowest first: each step a trailing-zero count and a clear of the
/// lowest bit.
///
/// ```
/// use vector_attacks::{squares, Square};
/// let back_rank: Vec<Square> = squares(0xff).collect();
/// assert_eq!(back_rank.first(), Some(&Square::A1));
/// assert_eq!(back_rank.len(), 8);
/// ```
#[inline]
pub const fn squares(bitboard: u64) -> Squares {
    Squares(bitboard)
}

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let square = Square::ALL[self.0.trailing_zeros() as usize];
        self.0 &= self.0 - 1;
        Some(square)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl FusedIterator for Squares {}
