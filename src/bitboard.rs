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
pub struct Squares(Indices);

/// The square numbers of a bitboard, lowest first: the loop itself, for the hot paths that
/// index tables by number and need no [`Square`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Indices(u64);

/// The square numbers of `bitboard`, lowest first.
#[inline]
pub(crate) const fn indices(bitboard: u64) -> Indices {
    Indices(bitboard)
}

impl Iterator for Indices {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(index)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

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
    Squares(indices(bitboard))
}

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        self.0.next().map(|index| Square::ALL[index])
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl ExactSizeIterator for Squares {}

impl FusedIterator for Squares {}
