//! Board geometry: the one place that knows how big the board is and how squares, 0x88
//! differences and vector indices are numbered.
//!
//! Every table in [`crate::compute`] takes a [`Geometry`] and, where it is indexed by a
//! difference, a [`VectorLayout`], so a different board becomes a parameter instead of a
//! rewrite. Bitboards are `u64`, so a geometry has at most 64 squares.

use crate::error::Error;

/// The shape of the board and how its squares are numbered.
///
/// Squares are numbered rank by rank: with [`Geometry::STANDARD`], a1 = 0, b1 = 1, ...,
/// h1 = 7, a2 = 8, ..., h8 = 63, and bit `i` of a bitboard is square `i`.
///
/// ```
/// use vector_attacks_codegen::Geometry;
/// let g = Geometry::STANDARD;
/// assert_eq!(g.squares(), 64);
/// assert_eq!(g.square(4, 3), Some(28)); // e4
/// assert_eq!(g.file_rank(28), (4, 3));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    files: u8,
    ranks: u8,
}

impl Geometry {
    /// The 8x8 chessboard.
    pub const STANDARD: Geometry = Geometry { files: 8, ranks: 8 };

    /// Number of files (columns).
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Geometry::STANDARD.files(), 8);
    /// ```
    pub const fn files(&self) -> i32 {
        self.files as i32
    }

    /// Number of ranks (rows).
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Geometry::STANDARD.ranks(), 8);
    /// ```
    pub const fn ranks(&self) -> i32 {
        self.ranks as i32
    }

    /// Number of squares, and so the number of bits a bitboard uses.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Geometry::STANDARD.squares(), 64);
    /// ```
    pub const fn squares(&self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// The square on `file`, `rank` (both from 0), or `None` when that is off the board.
    ///
    /// ```
    /// let g = vector_attacks_codegen::Geometry::STANDARD;
    /// assert_eq!(g.square(7, 7), Some(63));
    /// assert_eq!(g.square(8, 0), None);
    /// ```
    pub const fn square(&self, file: i32, rank: i32) -> Option<usize> {
        if file < 0 || rank < 0 || file >= self.files() || rank >= self.ranks() {
            None
        } else {
            Some((rank * self.files() + file) as usize)
        }
    }

    /// File and rank (both from 0) of `square`.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Geometry::STANDARD.file_rank(9), (1, 1)); // b2
    /// ```
    pub const fn file_rank(&self, square: usize) -> (i32, i32) {
        let s = square as i32;
        (s % self.files(), s / self.files())
    }

    /// The displacement from `from` to `to`.
    ///
    /// ```
    /// use vector_attacks_codegen::{Displacement, Geometry};
    /// let d = Geometry::STANDARD.displacement(0, 63); // a1 -> h8
    /// assert_eq!(d, Displacement { ranks: 7, files: 7 });
    /// ```
    pub const fn displacement(&self, from: usize, to: usize) -> Displacement {
        let (ff, fr) = self.file_rank(from);
        let (tf, tr) = self.file_rank(to);
        Displacement {
            ranks: tr - fr,
            files: tf - ff,
        }
    }

    /// Whether `d` can occur between two squares of this board.
    ///
    /// ```
    /// use vector_attacks_codegen::{Displacement, Geometry};
    /// let g = Geometry::STANDARD;
    /// assert!(g.contains(Displacement { ranks: -7, files: 7 }));
    /// assert!(!g.contains(Displacement { ranks: 0, files: 8 }));
    /// ```
    pub const fn contains(&self, d: Displacement) -> bool {
        d.ranks.abs() < self.ranks() && d.files.abs() < self.files()
    }

    /// The in-between set of `from` and `to`: the squares strictly between them when they
    /// share a rank, file, diagonal or anti-diagonal, and the empty set otherwise
    /// (seed: `arrRectangular`).
    ///
    /// ```
    /// let g = vector_attacks_codegen::Geometry::STANDARD;
    /// assert_eq!(g.between(0, 3), 0b0110); // a1..d1: b1, c1
    /// assert_eq!(g.between(0, 17), 0); // a1..b3: a knight jump
    /// ```
    pub fn between(&self, from: usize, to: usize) -> u64 {
        let d = self.displacement(from, to);
        let Some(step) = d.unit() else { return 0 };
        let (file, rank) = self.file_rank(from);
        (1..d.chebyshev())
            .filter_map(|k| self.square(file + k * step.files, rank + k * step.ranks))
            .fold(0, |set, sq| set | 1 << sq)
    }
}

/// A rank and file difference between two squares (the seed's displacement vector).
///
/// ```
/// use vector_attacks_codegen::Displacement;
/// let d = Displacement { ranks: 2, files: -2 };
/// assert_eq!(d.unit(), Some(Displacement { ranks: 1, files: -1 }));
/// assert_eq!(d.chebyshev(), 2);
/// assert_eq!(d.manhattan(), 4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Displacement {
    /// Rank difference, positive towards the last rank.
    pub ranks: i32,
    /// File difference, positive towards the last file.
    pub files: i32,
}

impl Displacement {
    /// The zero displacement.
    pub const ZERO: Displacement = Displacement { ranks: 0, files: 0 };

    /// The king step along this displacement when it lies on a rank, file, diagonal or
    /// anti-diagonal (a queen line); `None` for zero and for every other displacement.
    ///
    /// ```
    /// use vector_attacks_codegen::Displacement;
    /// assert_eq!(Displacement { ranks: 0, files: -5 }.unit(), Some(Displacement { ranks: 0, files: -1 }));
    /// assert_eq!(Displacement { ranks: 1, files: 2 }.unit(), None);
    /// ```
    pub const fn unit(self) -> Option<Displacement> {
        let on_line = self.ranks == 0 || self.files == 0 || self.ranks.abs() == self.files.abs();
        if self.is_zero() || !on_line {
            None
        } else {
            Some(Displacement {
                ranks: self.ranks.signum(),
                files: self.files.signum(),
            })
        }
    }

    /// Whether this is the zero displacement.
    ///
    /// ```
    /// assert!(vector_attacks_codegen::Displacement::ZERO.is_zero());
    /// ```
    pub const fn is_zero(self) -> bool {
        self.ranks == 0 && self.files == 0
    }

    /// Whether this lies on a rank or file (and is not zero).
    ///
    /// ```
    /// assert!(vector_attacks_codegen::Displacement { ranks: 0, files: 3 }.is_orthogonal());
    /// ```
    pub const fn is_orthogonal(self) -> bool {
        (self.ranks == 0) != (self.files == 0)
    }

    /// Whether this lies on a diagonal or anti-diagonal (and is not zero).
    ///
    /// ```
    /// assert!(vector_attacks_codegen::Displacement { ranks: -3, files: 3 }.is_diagonal());
    /// ```
    pub const fn is_diagonal(self) -> bool {
        !self.is_zero() && self.ranks.abs() == self.files.abs()
    }

    /// Chebyshev distance: the number of king steps.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Displacement { ranks: 3, files: -5 }.chebyshev(), 5);
    /// ```
    pub const fn chebyshev(self) -> i32 {
        let (r, f) = (self.ranks.abs(), self.files.abs());
        if r > f {
            r
        } else {
            f
        }
    }

    /// Manhattan (taxicab) distance: rank plus file difference.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Displacement { ranks: 3, files: -5 }.manhattan(), 8);
    /// ```
    pub const fn manhattan(self) -> i32 {
        self.ranks.abs() + self.files.abs()
    }
}

/// How a table indexed by square difference is laid out: a board `width` files wide,
/// displacement `d = width * rank_delta + file_delta` stored at `offset + d`, `len` entries.
///
/// The seeds use three layouts: the 0x88 difference ([`VectorLayout::X88_DIFF`]), and the
/// 15-wide and 16-wide vector boards of `rayUnitVectorQueen` ([`VectorLayout::WIDTH_15`],
/// [`VectorLayout::WIDTH_16`]). A width below `2 * files - 1` cannot work: two different
/// displacements would share an index.
///
/// ```
/// use vector_attacks_codegen::{Displacement, Geometry, VectorLayout};
/// let l = VectorLayout::WIDTH_15;
/// assert_eq!(l.index(Displacement { ranks: 1, files: -1 }), 112 + 14);
/// assert_eq!(l.displacement(Geometry::STANDARD, 126), Some(Displacement { ranks: 1, files: -1 }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VectorLayout {
    width: u16,
    offset: u16,
    len: u16,
}

impl VectorLayout {
    /// The 0x88 difference `to88 - from88 + 120` on a 16-wide board, padded to 256 entries
    /// so that a `u8` index needs no bounds check. 31 indices are never reached: 0, the
    /// multiples of 16 up to 224 (a file difference of 8), and 240..=255.
    pub const X88_DIFF: VectorLayout = VectorLayout {
        width: 16,
        offset: 120,
        len: 256,
    };
    /// The 15x15 vector board: index `112 + 15 * rank_delta + file_delta`, 225 entries.
    pub const WIDTH_15: VectorLayout = VectorLayout {
        width: 15,
        offset: 112,
        len: 225,
    };
    /// The 16-wide vector board (0x88, 16x12): index `119 + 16 * rank_delta + file_delta`,
    /// 239 entries.
    pub const WIDTH_16: VectorLayout = VectorLayout {
        width: 16,
        offset: 119,
        len: 239,
    };

    /// The tightest layout of a `width`-wide board for `geometry`: offset
    /// `(ranks - 1) * width + files - 1`, and just enough entries for every displacement.
    ///
    /// Refuses widths below `2 * files - 1`, where two displacements share an index (on a
    /// 10-wide mailbox, +3 is both three files right and one rank up, seven files left).
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, VectorLayout};
    /// assert_eq!(VectorLayout::compact(Geometry::STANDARD, 15), Ok(VectorLayout::WIDTH_15));
    /// assert!(VectorLayout::compact(Geometry::STANDARD, 10).is_err());
    /// ```
    pub fn compact(geometry: Geometry, width: u16) -> Result<VectorLayout, Error> {
        let min = 2 * geometry.files() - 1;
        if i32::from(width) < min {
            return Err(Error::WidthTooSmall {
                width: u32::from(width),
                min: min as u32,
            });
        }
        let offset = (geometry.ranks() - 1) * i32::from(width) + geometry.files() - 1;
        let len = 2 * offset + 1;
        let too_big = Error::WidthTooLarge {
            width: u32::from(width),
        };
        Ok(VectorLayout {
            width,
            offset: u16::try_from(offset).map_err(|_| too_big.clone())?,
            len: u16::try_from(len).map_err(|_| too_big)?,
        })
    }

    /// Board width: the multiplier of the rank difference.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::VectorLayout::X88_DIFF.width(), 16);
    /// ```
    pub const fn width(&self) -> i32 {
        self.width as i32
    }

    /// Index of displacement zero.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::VectorLayout::X88_DIFF.offset(), 120);
    /// ```
    pub const fn offset(&self) -> i32 {
        self.offset as i32
    }

    /// Number of entries of a table with this layout.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::VectorLayout::WIDTH_16.len(), 239);
    /// ```
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Always false: every layout has at least one entry. Present for symmetry with `len`.
    ///
    /// ```
    /// assert!(!vector_attacks_codegen::VectorLayout::WIDTH_15.is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The index of displacement `d`.
    ///
    /// ```
    /// use vector_attacks_codegen::{Displacement, VectorLayout};
    /// assert_eq!(VectorLayout::X88_DIFF.index(Displacement { ranks: 7, files: 7 }), 239);
    /// ```
    pub const fn index(&self, d: Displacement) -> usize {
        (self.offset() + self.width() * d.ranks + d.files) as usize
    }

    /// The displacement stored at `index`, or `None` where the entry is padding that no pair
    /// of squares of `geometry` reaches.
    ///
    /// ```
    /// use vector_attacks_codegen::{Displacement, Geometry, VectorLayout};
    /// let g = Geometry::STANDARD;
    /// assert_eq!(VectorLayout::X88_DIFF.displacement(g, 120), Some(Displacement::ZERO));
    /// assert_eq!(VectorLayout::X88_DIFF.displacement(g, 0), None);
    /// ```
    pub fn displacement(&self, geometry: Geometry, index: usize) -> Option<Displacement> {
        let d = index as i32 - self.offset();
        let reach = geometry.files() - 1;
        let files = (d + reach).rem_euclid(self.width()) - reach;
        let ranks = (d - files).div_euclid(self.width());
        let found = Displacement { ranks, files };
        (index < self.len() && geometry.contains(found) && self.index(found) == index)
            .then_some(found)
    }
}
