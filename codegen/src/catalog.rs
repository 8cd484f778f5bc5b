//! The catalogue: every table the generator knows, with its name, default item name,
//! element type and documentation, and how to compute it.

use crate::compute::{
    attacks, calculated,
    distance::{self, Metric},
    in_between, rays,
};
use crate::{Error, Geometry, Table, VectorLayout};

/// One table (or, for the pure calculation, one function) the generator can emit.
///
/// ```
/// use vector_attacks_codegen::TableId;
/// let id: TableId = "in-between-rectangular".parse().unwrap();
/// assert_eq!(id.item_name(), "IN_BETWEEN_RECTANGULAR");
/// assert!("nonsense".parse::<TableId>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TableId {
    /// `arrRectangular[64][64]`.
    InBetweenRectangular,
    /// `arrTriangular[64*65/2]`.
    InBetweenTriangular,
    /// `arrInBetweenBy0x88Diff`.
    InBetweenBy0x88Diff,
    /// The pure-calculation `const fn`.
    InBetweenCalculated,
    /// `rayUnitVectorQueen[15*15]`.
    RayUnitVectorQueen15,
    /// The same on a 16-wide board.
    RayUnitVectorQueen16,
    /// Chebyshev distance by 0x88 difference.
    ChebyshevBy0x88Diff,
    /// Manhattan distance by 0x88 difference.
    ManhattanBy0x88Diff,
    /// Chebyshev distance by 15x15 vector index.
    ChebyshevByVector15,
    /// Manhattan distance by 15x15 vector index.
    ManhattanByVector15,
    /// Chebyshev distance by square pair.
    ChebyshevBySquares,
    /// Manhattan distance by square pair.
    ManhattanBySquares,
    /// `attacksBy0x88DiffAndPiece[7][256]`.
    AttacksBy0x88DiffAndPiece,
    /// Which piece classes attack each 0x88 difference on an empty board (one bit each).
    PieceMaskBy0x88Diff,
}

/// How a table is indexed, which decides how `show` draws it.
///
/// ```
/// use vector_attacks_codegen::{catalog::Indexing, TableId};
/// assert_eq!(TableId::ChebyshevBySquares.indexing(), Indexing::SquarePair);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Indexing {
    /// `[from][to]`, or a function of the pair.
    SquarePair,
    /// The unordered pair, by triangular index.
    Triangular,
    /// By difference in the given layout.
    Difference(VectorLayout),
    /// `[piece class][difference]`.
    PieceAndDifference(VectorLayout),
}

/// What the generator emits for a [`TableId`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Content {
    /// A table of data.
    Table(Table),
    /// A function, as Rust source text.
    Function(&'static str),
}

/// Element types an integer table can be emitted in.
///
/// ```
/// use vector_attacks_codegen::ElementType;
/// assert!(ElementType::I8.holds(-16));
/// assert!(!ElementType::U8.holds(-1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElementType {
    /// `u8`.
    U8,
    /// `i8`.
    I8,
    /// `u16`.
    U16,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `u64`: bitboards.
    U64,
}

impl ElementType {
    /// The Rust name of the type.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::ElementType::I16.rust_name(), "i16");
    /// ```
    pub const fn rust_name(self) -> &'static str {
        match self {
            ElementType::U8 => "u8",
            ElementType::I8 => "i8",
            ElementType::U16 => "u16",
            ElementType::I16 => "i16",
            ElementType::I32 => "i32",
            ElementType::U64 => "u64",
        }
    }

    /// Whether `value` fits this type.
    ///
    /// ```
    /// assert!(vector_attacks_codegen::ElementType::U8.holds(255));
    /// ```
    pub fn holds(self, value: i32) -> bool {
        match self {
            ElementType::U8 => u8::try_from(value).is_ok(),
            ElementType::I8 => i8::try_from(value).is_ok(),
            ElementType::U16 => u16::try_from(value).is_ok(),
            ElementType::I16 => i16::try_from(value).is_ok(),
            ElementType::I32 => true,
            ElementType::U64 => value >= 0,
        }
    }
}

impl TableId {
    /// Every table, in catalogue order.
    pub const ALL: [TableId; 14] = [
        TableId::InBetweenRectangular,
        TableId::InBetweenTriangular,
        TableId::InBetweenBy0x88Diff,
        TableId::InBetweenCalculated,
        TableId::RayUnitVectorQueen15,
        TableId::RayUnitVectorQueen16,
        TableId::ChebyshevBy0x88Diff,
        TableId::ManhattanBy0x88Diff,
        TableId::ChebyshevByVector15,
        TableId::ManhattanByVector15,
        TableId::ChebyshevBySquares,
        TableId::ManhattanBySquares,
        TableId::AttacksBy0x88DiffAndPiece,
        TableId::PieceMaskBy0x88Diff,
    ];

    /// The name used on the command line, in requests and in the macro.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::TableId::RayUnitVectorQueen15.name(), "ray-unit-vector-queen-15");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            TableId::InBetweenRectangular => "in-between-rectangular",
            TableId::InBetweenTriangular => "in-between-triangular",
            TableId::InBetweenBy0x88Diff => "in-between-0x88",
            TableId::InBetweenCalculated => "in-between-calculated",
            TableId::RayUnitVectorQueen15 => "ray-unit-vector-queen-15",
            TableId::RayUnitVectorQueen16 => "ray-unit-vector-queen-16",
            TableId::ChebyshevBy0x88Diff => "chebyshev-0x88",
            TableId::ManhattanBy0x88Diff => "manhattan-0x88",
            TableId::ChebyshevByVector15 => "chebyshev-vector-15",
            TableId::ManhattanByVector15 => "manhattan-vector-15",
            TableId::ChebyshevBySquares => "chebyshev-squares",
            TableId::ManhattanBySquares => "manhattan-squares",
            TableId::AttacksBy0x88DiffAndPiece => "attacks-0x88",
            TableId::PieceMaskBy0x88Diff => "piece-mask-0x88",
        }
    }

    /// The default name of the emitted item.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::TableId::InBetweenCalculated.item_name(), "in_between_calculated");
    /// ```
    pub const fn item_name(self) -> &'static str {
        match self {
            TableId::InBetweenRectangular => "IN_BETWEEN_RECTANGULAR",
            TableId::InBetweenTriangular => "IN_BETWEEN_TRIANGULAR",
            TableId::InBetweenBy0x88Diff => "IN_BETWEEN_BY_0X88_DIFF",
            TableId::InBetweenCalculated => "in_between_calculated",
            TableId::RayUnitVectorQueen15 => "RAY_UNIT_VECTOR_QUEEN_15",
            TableId::RayUnitVectorQueen16 => "RAY_UNIT_VECTOR_QUEEN_16",
            TableId::ChebyshevBy0x88Diff => "CHEBYSHEV_DISTANCE_BY_0X88_DIFF",
            TableId::ManhattanBy0x88Diff => "MANHATTAN_DISTANCE_BY_0X88_DIFF",
            TableId::ChebyshevByVector15 => "CHEBYSHEV_DISTANCE_BY_VECTOR_15",
            TableId::ManhattanByVector15 => "MANHATTAN_DISTANCE_BY_VECTOR_15",
            TableId::ChebyshevBySquares => "CHEBYSHEV_DISTANCE",
            TableId::ManhattanBySquares => "MANHATTAN_DISTANCE",
            TableId::AttacksBy0x88DiffAndPiece => "ATTACKS_BY_0X88_DIFF_AND_PIECE",
            TableId::PieceMaskBy0x88Diff => "PIECE_MASK_BY_0X88_DIFF",
        }
    }

    /// How the table is indexed.
    ///
    /// ```
    /// use vector_attacks_codegen::{catalog::Indexing, TableId, VectorLayout};
    /// assert_eq!(TableId::InBetweenBy0x88Diff.indexing(), Indexing::Difference(VectorLayout::X88_DIFF));
    /// ```
    pub const fn indexing(self) -> Indexing {
        match self {
            TableId::InBetweenRectangular
            | TableId::InBetweenCalculated
            | TableId::ChebyshevBySquares
            | TableId::ManhattanBySquares => Indexing::SquarePair,
            TableId::InBetweenTriangular => Indexing::Triangular,
            TableId::InBetweenBy0x88Diff
            | TableId::PieceMaskBy0x88Diff
            | TableId::ChebyshevBy0x88Diff
            | TableId::ManhattanBy0x88Diff => Indexing::Difference(VectorLayout::X88_DIFF),
            TableId::RayUnitVectorQueen15
            | TableId::ChebyshevByVector15
            | TableId::ManhattanByVector15 => Indexing::Difference(VectorLayout::WIDTH_15),
            TableId::RayUnitVectorQueen16 => Indexing::Difference(VectorLayout::WIDTH_16),
            TableId::AttacksBy0x88DiffAndPiece => {
                Indexing::PieceAndDifference(VectorLayout::X88_DIFF)
            }
        }
    }

    /// The element type the table is emitted in unless a request says otherwise.
    ///
    /// ```
    /// use vector_attacks_codegen::{ElementType, TableId};
    /// assert_eq!(TableId::RayUnitVectorQueen16.default_element(), ElementType::I8);
    /// ```
    pub const fn default_element(self) -> ElementType {
        match self {
            TableId::RayUnitVectorQueen15 | TableId::RayUnitVectorQueen16 => ElementType::I8,
            TableId::ChebyshevBy0x88Diff
            | TableId::ManhattanBy0x88Diff
            | TableId::ChebyshevByVector15
            | TableId::ManhattanByVector15
            | TableId::ChebyshevBySquares
            | TableId::ManhattanBySquares
            | TableId::PieceMaskBy0x88Diff => ElementType::U8,
            _ => ElementType::U64,
        }
    }

    /// Computes the table (or fetches the function's source) for `geometry`.
    ///
    /// ```
    /// use vector_attacks_codegen::{catalog::Content, Geometry, TableId};
    /// let Content::Table(t) = TableId::ManhattanBySquares.content(Geometry::STANDARD) else { panic!() };
    /// assert_eq!(t.shape, vec![64, 64]);
    /// ```
    pub fn content(self, geometry: Geometry) -> Content {
        let table = match (self, self.indexing()) {
            (TableId::InBetweenCalculated, _) => {
                return Content::Function(calculated::IN_BETWEEN_CALCULATED_SOURCE)
            }
            (TableId::InBetweenRectangular, _) => in_between::rectangular(geometry),
            (TableId::InBetweenTriangular, _) => in_between::triangular(geometry),
            (TableId::InBetweenBy0x88Diff, Indexing::Difference(l)) => {
                in_between::by_x88_diff(geometry, l)
            }
            (
                TableId::RayUnitVectorQueen15 | TableId::RayUnitVectorQueen16,
                Indexing::Difference(l),
            ) => rays::ray_unit_vectors(geometry, l),
            (
                TableId::ChebyshevBy0x88Diff | TableId::ChebyshevByVector15,
                Indexing::Difference(l),
            ) => distance::by_difference(geometry, l, Metric::Chebyshev),
            (
                TableId::ManhattanBy0x88Diff | TableId::ManhattanByVector15,
                Indexing::Difference(l),
            ) => distance::by_difference(geometry, l, Metric::Manhattan),
            (TableId::PieceMaskBy0x88Diff, Indexing::Difference(l)) => {
                attacks::piece_mask_by_x88_diff(geometry, l)
            }
            (TableId::ChebyshevBySquares, _) => distance::by_squares(geometry, Metric::Chebyshev),
            (TableId::ManhattanBySquares, _) => distance::by_squares(geometry, Metric::Manhattan),
            (TableId::AttacksBy0x88DiffAndPiece, Indexing::PieceAndDifference(l)) => {
                attacks::by_x88_diff_and_piece(geometry, l)
            }
            (id, indexing) => unreachable!("{id:?} has no computation for {indexing:?}"),
        };
        Content::Table(table)
    }

    /// The doc comment of the emitted item: definition, index formula, size, seed name.
    ///
    /// ```
    /// assert!(vector_attacks_codegen::TableId::InBetweenTriangular.doc().contains("arrTriangular"));
    /// ```
    pub fn doc(self) -> String {
        let text = match self {
            TableId::InBetweenRectangular => "In-between sets by square pair (seed: `arrRectangular[64][64]`).\n\nEntry `[from][to]` holds the squares strictly between `from` and `to` when they share a rank, file, diagonal or anti-diagonal, and is empty otherwise (also for equal and adjacent squares). 4096 bitboards, 32 KiB.",
            TableId::InBetweenTriangular => "In-between sets by unordered square pair (seed: `arrTriangular[64*65/2]`).\n\nThe sets of `IN_BETWEEN_RECTANGULAR`, each pair stored once, at `min * (127 - min) / 2 + max`. 2080 bitboards, 16.25 KiB.",
            TableId::InBetweenBy0x88Diff => "In-between sets by 0x88 difference (seed: `arrInBetweenBy0x88Diff[240]`).\n\nEntry `x88diff(from, to) = to - from + (to | 7) - (from | 7) + 120` holds the in-between set placed as if `from` were a1, squares below a1 wrapped modulo 64, so that `in_between(from, to) = table[x88diff].rotate_left(from)`. Padded to 256 entries so a `u8` index needs no bounds check: 2 KiB. The 31 entries no pair reaches (0, the multiples of 16 up to 224, and 240..=255) are empty.",
            TableId::InBetweenCalculated => "",
            TableId::RayUnitVectorQueen15 => "Queen ray unit vectors on a 15-wide board (seed: `rayUnitVectorQueen[15*15]`).\n\nEntry `112 + d`, for displacement `d = 15 * rank_delta + file_delta`, holds the queen step along `d` (+-1, +-14, +-15, +-16), or 0 when `d` is zero or on no queen line. The destination-source loop reads `table[112 + from - to]` and steps from `to` towards `from`. 225 entries.",
            TableId::RayUnitVectorQueen16 => "Queen ray unit vectors on a 16-wide board (0x88, 16x12; after the seed's `rayUnitVectorQueen`).\n\nEntry `119 + d`, for displacement `d = 16 * rank_delta + file_delta`, holds the queen step along `d` (+-1, +-15, +-16, +-17), or 0 when `d` is zero or on no queen line. 239 entries.",
            TableId::ChebyshevBy0x88Diff => "Chebyshev distance (king steps, `max(|rank_delta|, |file_delta|)`) by 0x88 difference.\n\nEntry `x88diff(from, to) = to - from + (to | 7) - (from | 7) + 120`; 256 entries; the 31 that no pair reaches (0, the multiples of 16 up to 224, and 240..=255) are 0.",
            TableId::ManhattanBy0x88Diff => "Manhattan distance (`|rank_delta| + |file_delta|`) by 0x88 difference.\n\nEntry `x88diff(from, to) = to - from + (to | 7) - (from | 7) + 120`; 256 entries; the 31 that no pair reaches (0, the multiples of 16 up to 224, and 240..=255) are 0.",
            TableId::ChebyshevByVector15 => "Chebyshev distance (king steps, `max(|rank_delta|, |file_delta|)`) by 15x15 vector index.\n\nEntry `112 + 15 * rank_delta + file_delta`; 225 entries.",
            TableId::ManhattanByVector15 => "Manhattan distance (`|rank_delta| + |file_delta|`) by 15x15 vector index.\n\nEntry `112 + 15 * rank_delta + file_delta`; 225 entries.",
            TableId::ChebyshevBySquares => "Chebyshev distance (king steps, `max(|rank_delta|, |file_delta|)`) by square pair.\n\nEntry `[from][to]`; 64 x 64 entries.",
            TableId::ManhattanBySquares => "Manhattan distance (`|rank_delta| + |file_delta|`) by square pair.\n\nEntry `[from][to]`; 64 x 64 entries.",
            TableId::AttacksBy0x88DiffAndPiece => "Attacks by 0x88 difference and piece class (seed: `attacksBy0x88DiffAndPiece[7][256]`).\n\nClasses: 0 black pawn, 1 white pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king. Entry `[class][x88diff(from, to)]` is 0 where a piece of that class on `from` attacks `to` and nothing can block it, the relative in-between set (as in `IN_BETWEEN_BY_0X88_DIFF`) where a slider reaches `to` along its line, and all ones where it never can. Then `attacked = table[class][x88diff] & occupied.rotate_right(from) == 0`, provided `occupied` holds `from` (bit 0 after the rotate catches the all-ones entries). 7 x 256 bitboards, 14 KiB.",
            TableId::PieceMaskBy0x88Diff => "Piece classes attacking each 0x88 difference on an empty board: a compact companion of `ATTACKS_BY_0X88_DIFF_AND_PIECE`.\n\nEntry `x88diff(from, to)` has bit `class` set (0 black pawn, 1 white pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king) when a piece of that class on `from` attacks `to` with nothing in between. With `IN_BETWEEN_BY_0X88_DIFF`: `attacked = mask[x88diff] >> class & 1 == 1 && in_between(from, to) & occupied == 0`. 256 bytes; the 31 entries no pair reaches (0, the multiples of 16 up to 224, and 240..=255) are 0.",
        };
        text.to_owned()
    }
}

impl std::fmt::Display for TableId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for TableId {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TableId::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| Error::UnknownTable {
                name: s.to_owned(),
                valid: TableId::ALL.iter().map(|t| t.name().to_owned()).collect(),
            })
    }
}
