//! Board geometry: the one place that knows how big the board is and how squares, 0x88
//! differences and vector indices are numbered.
//!
//! Every table in [`crate::compute`] takes a [`Geometry`] and, where it is indexed by a
//! difference, a [`VectorLayout`], so a different board becomes a parameter instead of a
//! rewrite. A board has 1 to 16 files and 1 to 16 ranks, at most 128 squares; its bitboards
//! are `u64` up to 64 squares and `u128` above (or on request). Sets are computed as `u128`
//! whatever the board, and emitted in the board's [`Bitboard`] type.

use crate::error::Error;

/// How squares are numbered: rank by rank from a1 (a1 = 0, h1 = 7, a8 = 56), or from a8
/// (a8 = 0, h8 = 7, a1 = 56; rank-flipped, as several engines do). Files always run a to h.
///
/// ```
/// use vector_attacks_codegen::{Geometry, Numbering};
/// let flipped = Geometry::STANDARD.with_numbering(Numbering::A8);
/// assert_eq!(flipped.square(0, 7), Some(0)); // a8
/// assert_eq!(flipped.square(4, 1), Some(52)); // e2
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Numbering {
    /// a1 = 0, b1 = 1, ..., h8 = 63.
    #[default]
    A1,
    /// a8 = 0, b8 = 1, ..., h1 = 63.
    A8,
}

impl Numbering {
    /// The square named 0.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Numbering::A8.origin(), "a8");
    /// ```
    pub const fn origin(self) -> &'static str {
        match self {
            Numbering::A1 => "a1",
            Numbering::A8 => "a8",
        }
    }
}

/// The integer type of a board's bitboards: bit `i` is square `i`.
///
/// ```
/// use vector_attacks_codegen::geometry::Bitboard;
/// assert_eq!(Bitboard::U128.bits(), 128);
/// assert_eq!(Bitboard::U64.rust_name(), "u64");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Bitboard {
    /// `u64`: boards of up to 64 squares (the default there).
    #[default]
    U64,
    /// `u128`: boards of up to 128 squares (the default above 64).
    U128,
}

impl Bitboard {
    /// Bits in the type: the modulus of its rotations.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::geometry::Bitboard::U64.bits(), 64);
    /// ```
    pub const fn bits(self) -> u32 {
        match self {
            Bitboard::U64 => 64,
            Bitboard::U128 => 128,
        }
    }

    /// The Rust name of the type.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::geometry::Bitboard::U128.rust_name(), "u128");
    /// ```
    pub const fn rust_name(self) -> &'static str {
        match self {
            Bitboard::U64 => "u64",
            Bitboard::U128 => "u128",
        }
    }

    /// `set` rotated left by `k` in this type's width (a `u64` set stays in the low 64 bits):
    /// how a relative set of the tables by difference becomes the squares from `k`.
    ///
    /// ```
    /// use vector_attacks_codegen::geometry::Bitboard;
    /// assert_eq!(Bitboard::U64.rotate_left(1 << 63, 1), 1);
    /// assert_eq!(Bitboard::U128.rotate_left(1 << 63, 1), 1 << 64);
    /// ```
    pub fn rotate_left(self, set: u128, k: usize) -> u128 {
        match self {
            Bitboard::U64 => u128::from((set as u64).rotate_left(k as u32)),
            Bitboard::U128 => set.rotate_left(k as u32),
        }
    }

    /// All ones in this type, as a `u128`.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::geometry::Bitboard::U64.all(), u128::from(u64::MAX));
    /// ```
    pub const fn all(self) -> u128 {
        match self {
            Bitboard::U64 => u64::MAX as u128,
            Bitboard::U128 => u128::MAX,
        }
    }
}

impl std::str::FromStr for Bitboard {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "u64" => Ok(Bitboard::U64),
            "u128" => Ok(Bitboard::U128),
            _ => Err(Error::BadBitboard { text: s.to_owned() }),
        }
    }
}

/// The most files, and the most ranks, a board may have.
///
/// ```
/// use vector_attacks_codegen::{geometry::MAX_SIDE, Geometry};
/// assert!(Geometry::board(MAX_SIDE, 8).is_ok());
/// assert!(Geometry::board(MAX_SIDE + 1, 1).is_err());
/// ```
pub const MAX_SIDE: u32 = 16;
/// The most squares a board may have: the bits of a `u128`.
///
/// ```
/// use vector_attacks_codegen::{geometry::MAX_SQUARES, Geometry};
/// assert_eq!(Geometry::board(16, 8).unwrap().squares(), MAX_SQUARES as usize);
/// assert!(Geometry::board(13, 10).is_err()); // 130 squares
/// ```
pub const MAX_SQUARES: u32 = 128;

/// The shape of the board and how its squares are numbered.
///
/// Squares are numbered row by row: with [`Geometry::STANDARD`], a1 = 0, b1 = 1, ...,
/// h1 = 7, a2 = 8, ..., h8 = 63; with [`Numbering::A8`] the ranks are flipped. Bit `i` of a
/// bitboard is square `i`. A row is a run of squares numbered consecutively; displacements
/// by which tables are indexed count rows, so they follow the numbering.
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
    numbering: Numbering,
    bitboard: Bitboard,
}

impl Geometry {
    /// The 8x8 chessboard.
    pub const STANDARD: Geometry = Geometry {
        files: 8,
        ranks: 8,
        numbering: Numbering::A1,
        bitboard: Bitboard::U64,
    };

    /// A board of `files` x `ranks` squares, numbered from a1, with `u64` bitboards up to 64
    /// squares and `u128` above. Refuses 0 or more than 16 files or ranks, and more than 128
    /// squares.
    ///
    /// ```
    /// use vector_attacks_codegen::{geometry::Bitboard, Geometry};
    /// let capablanca = Geometry::board(10, 8).unwrap();
    /// assert_eq!((capablanca.squares(), capablanca.bitboard()), (80, Bitboard::U128));
    /// assert_eq!(Geometry::board(8, 8), Ok(Geometry::STANDARD));
    /// assert!(Geometry::board(17, 4).unwrap_err().to_string().contains("files"));
    /// assert!(Geometry::board(12, 12).unwrap_err().to_string().contains("144 squares"));
    /// ```
    pub fn board(files: u32, ranks: u32) -> Result<Geometry, Error> {
        for (field, value) in [("files", files), ("ranks", ranks)] {
            if !(1..=MAX_SIDE).contains(&value) {
                return Err(Error::BoardSide { field, value });
            }
        }
        if files * ranks > MAX_SQUARES {
            return Err(Error::BoardTooLarge { files, ranks });
        }
        let bitboard = if files * ranks > 64 {
            Bitboard::U128
        } else {
            Bitboard::U64
        };
        Ok(Geometry {
            files: files as u8,
            ranks: ranks as u8,
            numbering: Numbering::A1,
            bitboard,
        })
    }

    /// The same board with bitboards of another type; refuses `u64` on a board of more than
    /// 64 squares.
    ///
    /// ```
    /// use vector_attacks_codegen::{geometry::Bitboard, Geometry};
    /// let wide = Geometry::STANDARD.with_bitboard(Bitboard::U128).unwrap();
    /// assert_eq!(wide.bitboard(), Bitboard::U128);
    /// assert!(Geometry::board(10, 8).unwrap().with_bitboard(Bitboard::U64).is_err());
    /// ```
    pub fn with_bitboard(self, bitboard: Bitboard) -> Result<Geometry, Error> {
        if self.squares() > bitboard.bits() as usize {
            return Err(Error::BitboardTooNarrow {
                bitboard: bitboard.rust_name(),
                squares: self.squares(),
            });
        }
        Ok(Geometry { bitboard, ..self })
    }

    /// The bitboard type.
    ///
    /// ```
    /// use vector_attacks_codegen::{geometry::Bitboard, Geometry};
    /// assert_eq!(Geometry::STANDARD.bitboard(), Bitboard::U64);
    /// ```
    pub const fn bitboard(&self) -> Bitboard {
        self.bitboard
    }

    /// Whether this is the 8x8 board (in either numbering) with `u64` bitboards: the board
    /// the seeds' own layouts and the pure calculation are built for.
    ///
    /// ```
    /// use vector_attacks_codegen::Geometry;
    /// assert!(Geometry::STANDARD.is_standard());
    /// assert!(!Geometry::board(10, 8).unwrap().is_standard());
    /// ```
    pub const fn is_standard(&self) -> bool {
        self.files == 8 && self.ranks == 8 && matches!(self.bitboard, Bitboard::U64)
    }

    /// The board as `FILESxRANKS`, e.g. `10x8`.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Geometry::STANDARD.size_name(), "8x8");
    /// ```
    pub fn size_name(&self) -> String {
        format!("{}x{}", self.files, self.ranks)
    }

    /// The name of `square`: file letters from `a`, ranks from 1 (`j10` on a 10x10 board).
    ///
    /// ```
    /// let g = vector_attacks_codegen::Geometry::board(10, 10).unwrap();
    /// assert_eq!(g.square_name(99), "j10");
    /// ```
    pub fn square_name(&self, square: usize) -> String {
        let (file, rank) = self.file_rank(square);
        format!("{}{}", char::from(b'a' + file as u8), rank + 1)
    }

    /// The square named `text` (a file letter from `a`, a rank number from 1), if it is on
    /// this board.
    ///
    /// ```
    /// let g = vector_attacks_codegen::Geometry::board(10, 10).unwrap();
    /// assert_eq!(g.parse_square("j10"), Some(99));
    /// assert_eq!(g.parse_square("k1"), None);
    /// ```
    pub fn parse_square(&self, text: &str) -> Option<usize> {
        let mut chars = text.chars();
        let file = chars.next().filter(char::is_ascii_lowercase)? as i32 - 'a' as i32;
        let rank_text = chars.as_str();
        if rank_text.starts_with('0') || !rank_text.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let rank: i32 = rank_text.parse().ok()?;
        self.square(file, rank - 1)
    }

    /// The same board with another square numbering.
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, Numbering};
    /// assert_eq!(Geometry::STANDARD.with_numbering(Numbering::A8).numbering(), Numbering::A8);
    /// ```
    pub const fn with_numbering(self, numbering: Numbering) -> Geometry {
        Geometry { numbering, ..self }
    }

    /// How squares are numbered.
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, Numbering};
    /// assert_eq!(Geometry::STANDARD.numbering(), Numbering::A1);
    /// ```
    pub const fn numbering(&self) -> Numbering {
        self.numbering
    }

    /// The row (run of consecutive square numbers) that holds `rank`, and back: the mapping
    /// is its own inverse.
    const fn row(&self, rank: i32) -> i32 {
        match self.numbering {
            Numbering::A1 => rank,
            Numbering::A8 => self.ranks() - 1 - rank,
        }
    }

    /// The row difference of a rank difference: negated under [`Numbering::A8`].
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, Numbering};
    /// assert_eq!(Geometry::STANDARD.row_delta(2), 2);
    /// assert_eq!(Geometry::STANDARD.with_numbering(Numbering::A8).row_delta(2), -2);
    /// ```
    pub const fn row_delta(&self, ranks: i32) -> i32 {
        match self.numbering {
            Numbering::A1 => ranks,
            Numbering::A8 => -ranks,
        }
    }

    /// The difference of square numbers along one king step `unit` (e.g. +9 for one rank up
    /// and one file right with a1 = 0, -7 with a8 = 0).
    ///
    /// ```
    /// use vector_attacks_codegen::{Displacement, Geometry};
    /// assert_eq!(Geometry::STANDARD.square_step(Displacement { ranks: 1, files: 1 }), 9);
    /// ```
    pub const fn square_step(&self, d: Displacement) -> i32 {
        self.row_delta(d.ranks) * self.files() + d.files
    }

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
            Some((self.row(rank) * self.files() + file) as usize)
        }
    }

    /// File and rank (both from 0) of `square`.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Geometry::STANDARD.file_rank(9), (1, 1)); // b2
    /// ```
    pub const fn file_rank(&self, square: usize) -> (i32, i32) {
        let s = square as i32;
        (s % self.files(), self.row(s / self.files()))
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
    pub fn between(&self, from: usize, to: usize) -> u128 {
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
/// displacement `d = width * row_delta + file_delta` stored at `offset + d`, `len` entries.
/// (The row difference is the rank difference with a1 = 0, and its negation with a8 = 0, so
/// that `d` is what the engine's own square arithmetic gives.)
///
/// The seeds use three layouts: the 0x88 difference ([`VectorLayout::X88_DIFF`]), and the
/// 15-wide and 16-wide vector boards of `rayUnitVectorQueen` ([`VectorLayout::WIDTH_15`],
/// [`VectorLayout::WIDTH_16`]). A width below `2 * files - 1` cannot work: two different
/// displacements would share an index.
///
/// ```
/// use vector_attacks_codegen::{Displacement, Geometry, VectorLayout};
/// let (g, l) = (Geometry::STANDARD, VectorLayout::WIDTH_15);
/// assert_eq!(l.index(g, Displacement { ranks: 1, files: -1 }), 112 + 14);
/// assert_eq!(l.displacement(g, 126), Some(Displacement { ranks: 1, files: -1 }));
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
        // The largest displacement is `offset` and the table has `2 * offset + 1` entries,
        // which must be a `u16` count.
        let offset = (geometry.ranks() - 1) * i32::from(width) + geometry.files() - 1;
        let max_offset = (i32::from(u16::MAX) - 1) / 2;
        if offset > max_offset {
            let max = (max_offset - (geometry.files() - 1)) / (geometry.ranks() - 1);
            return Err(Error::WidthTooLarge {
                width: u32::from(width),
                max: max as u32,
            });
        }
        Ok(VectorLayout {
            width,
            offset: offset as u16,
            len: (2 * offset + 1) as u16,
        })
    }

    /// A layout of a `width`-wide board with displacement zero at `offset`, just long enough
    /// for the largest displacement. Refuses widths below `2 * files - 1` and offsets below
    /// the largest displacement (which would make an index negative).
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, VectorLayout};
    /// let g = Geometry::STANDARD;
    /// let l = VectorLayout::new(g, 16, 120).unwrap(); // indexed by x88diff, 240 entries
    /// assert_eq!(l.len(), 240);
    /// assert!(VectorLayout::new(g, 16, 100).is_err());
    /// ```
    pub fn new(geometry: Geometry, width: u16, offset: u16) -> Result<VectorLayout, Error> {
        let compact = VectorLayout::compact(geometry, width)?;
        if offset < compact.offset {
            return Err(Error::OffsetTooSmall {
                offset: u32::from(offset),
                min: u32::from(compact.offset),
            });
        }
        // `offset + largest displacement + 1` entries, a `u16` count.
        let max = u32::from(u16::MAX) - u32::from(compact.offset) - 1;
        if u32::from(offset) > max {
            return Err(Error::OffsetTooLarge {
                offset: u32::from(offset),
                max,
            });
        }
        Ok(VectorLayout {
            width,
            offset,
            len: offset + compact.offset + 1,
        })
    }

    /// Checks that this layout serves `geometry`: wide enough that no two displacements
    /// share an index, and with room on both sides of its offset for every displacement.
    /// (A layout made by [`VectorLayout::new`] or [`VectorLayout::compact`] for one board may
    /// be too small for another.)
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, VectorLayout};
    /// assert!(VectorLayout::X88_DIFF.fits(Geometry::STANDARD).is_ok());
    /// let capablanca = Geometry::board(10, 8).unwrap();
    /// assert!(VectorLayout::X88_DIFF.fits(capablanca).unwrap_err().to_string().contains("at least 19"));
    /// ```
    pub fn fits(&self, geometry: Geometry) -> Result<(), Error> {
        let compact = VectorLayout::compact(geometry, self.width)?;
        if self.offset < compact.offset {
            return Err(Error::OffsetTooSmall {
                offset: u32::from(self.offset),
                min: u32::from(compact.offset),
            });
        }
        let needed = usize::from(self.offset) + usize::from(compact.offset) + 1;
        if self.len() < needed {
            return Err(Error::LayoutTooShort {
                len: self.len(),
                min: needed,
            });
        }
        Ok(())
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

    /// The index of displacement `d` on `geometry`'s numbering.
    ///
    /// ```
    /// use vector_attacks_codegen::{Displacement, Geometry, Numbering, VectorLayout};
    /// let up_right = Displacement { ranks: 7, files: 7 };
    /// assert_eq!(VectorLayout::X88_DIFF.index(Geometry::STANDARD, up_right), 239);
    /// let flipped = Geometry::STANDARD.with_numbering(Numbering::A8);
    /// assert_eq!(VectorLayout::X88_DIFF.index(flipped, up_right), 120 - 112 + 7);
    /// ```
    pub const fn index(&self, geometry: Geometry, d: Displacement) -> usize {
        (self.offset() + self.width() * geometry.row_delta(d.ranks) + d.files) as usize
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
        let rows = (d - files).div_euclid(self.width());
        let found = Displacement {
            ranks: geometry.row_delta(rows),
            files,
        };
        (index < self.len() && geometry.contains(found) && self.index(geometry, found) == index)
            .then_some(found)
    }
}
