//! Squares of the 8x8 board, a1 = 0 ... h8 = 63.

use core::fmt;
use core::str::FromStr;

/// A number that is not a square (64 or more), from [`Square::try_from`].
///
/// ```
/// use vector_attacks::{Square, SquareOutOfRange};
/// assert_eq!(Square::try_from(64u8), Err(SquareOutOfRange(64)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareOutOfRange(pub u8);

impl fmt::Display for SquareOutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "square index {} is out of range; use 0 (a1) to 63 (h8)",
            self.0
        )
    }
}

impl core::error::Error for SquareOutOfRange {}

/// Text that is not a square name, from [`Square::from_str`].
///
/// ```
/// use vector_attacks::Square;
/// let err = "j9".parse::<Square>().unwrap_err();
/// assert!(err.to_string().contains("a1"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square; use a file a-h followed by a rank 1-8, like e4 (a1 to h8)")
    }
}

impl core::error::Error for ParseSquareError {}

impl Square {
    /// The square with index `index`, or `None` for 64 and up.
    ///
    /// ```
    /// use vector_attacks::Square;
    /// assert_eq!(Square::new(63), Some(Square::H8));
    /// assert_eq!(Square::new(64), None);
    /// ```
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square::ALL[index as usize])
        } else {
            None
        }
    }

    /// The square on `file` and `rank` (both 0..8), or `None` when off the board.
    ///
    /// ```
    /// use vector_attacks::Square;
    /// assert_eq!(Square::from_file_rank(4, 3), Some(Square::E4));
    /// assert_eq!(Square::from_file_rank(8, 0), None);
    /// ```
    pub const fn from_file_rank(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square::ALL[(rank * 8 + file) as usize])
        } else {
            None
        }
    }

    /// The index, 0 (a1) to 63 (h8).
    ///
    /// ```
    /// assert_eq!(vector_attacks::Square::H1.index(), 7);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file, 0 (a) to 7 (h).
    ///
    /// ```
    /// assert_eq!(vector_attacks::Square::C7.file(), 2);
    /// ```
    pub const fn file(self) -> u8 {
        self as u8 & 7
    }

    /// The rank, 0 (rank 1) to 7 (rank 8).
    ///
    /// ```
    /// assert_eq!(vector_attacks::Square::C7.rank(), 6);
    /// ```
    pub const fn rank(self) -> u8 {
        self as u8 >> 3
    }

    /// The one-bit bitboard of this square.
    ///
    /// ```
    /// assert_eq!(vector_attacks::Square::B1.bit(), 2);
    /// ```
    pub const fn bit(self) -> u64 {
        1 << self as u8
    }

    /// The index as a `u8`.
    ///
    /// ```
    /// assert_eq!(vector_attacks::Square::H8.to_u8(), 63);
    /// ```
    pub const fn to_u8(self) -> u8 {
        self as u8
    }
}

impl TryFrom<u8> for Square {
    type Error = SquareOutOfRange;

    fn try_from(index: u8) -> Result<Self, Self::Error> {
        Square::new(index).ok_or(SquareOutOfRange(index))
    }
}

impl From<Square> for u8 {
    fn from(square: Square) -> u8 {
        square as u8
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match *s.as_bytes() {
            [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => {
                Ok(Square::ALL[usize::from((rank - b'1') * 8 + (file - b'a'))])
            }
            _ => Err(ParseSquareError),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a' + self.file()),
            char::from(b'1' + self.rank())
        )
    }
}

macro_rules! squares {
    ($($name:ident = $index:literal),* $(,)?) => {
        /// A square of the chessboard: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63.
        /// Bit `index()` of a bitboard is this square.
        ///
        /// An enum with one variant per square, so the compiler knows every value is below
        /// 64: indexing a 64-entry table with [`Square::index`] needs no bounds check, and a
        /// lookup in the 64 x 64 table `arrRectangular` is a single load.
        ///
        /// ```
        /// use vector_attacks::Square;
        /// let e4: Square = "e4".parse().unwrap();
        /// assert_eq!(e4, Square::E4);
        /// assert_eq!((e4.index(), e4.file(), e4.rank()), (28, 4, 3));
        /// assert_eq!(e4.to_string(), "e4");
        /// assert_eq!(Square::try_from(28u8), Ok(e4));
        /// assert_eq!(Square::E4 as u8, 28);
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum Square {
            $(
                #[doc = concat!("Square ", stringify!($name), " (index ", stringify!($index), ").")]
                $name = $index,
            )*
        }

        impl Square {
            /// All 64 squares, a1 first.
            ///
            /// ```
            /// assert_eq!(vector_attacks::Square::ALL[63], vector_attacks::Square::H8);
            /// ```
            pub const ALL: [Square; 64] = [$(Square::$name),*];
        }

        /// A square's number on a 16 x 8 (0x88) board, `s + (s & !7)`: 0 to 119. An enum,
        /// so that the compiler knows the range of a value loaded from [`X88`].
        #[derive(Clone, Copy)]
        #[repr(u8)]
        pub(crate) enum Square0x88 {
            $($name = $index + ($index & 56),)*
        }

        /// The 0x88 number of each square, by square index.
        pub(crate) static X88: [Square0x88; 64] = [$(Square0x88::$name),*];
    };
}

squares! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}
