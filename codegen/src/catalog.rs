//! The catalogue: every table the generator knows, with its name, default item name,
//! element type and documentation, and how to compute it.

use crate::betza::Piece;
use crate::compute::attacks::PieceClass;
use crate::compute::{
    attacked_by, attacks, calculated,
    distance::{self, Metric},
    in_between::{self, Semantics},
    rays, runtime, see,
};
use crate::mailbox::{self, MailboxLayout};
use crate::{Error, Geometry, Item, Numbering, Table, VectorLayout};

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
    /// `arrPawnAttacks[2][64]`, by colour and square.
    PawnAttacks,
    /// `arrKnightAttacks[64]`.
    KnightAttacks,
    /// `arrKingAttacks[64]`.
    KingAttacks,
    /// Empty-board attack sets by piece class and square.
    PseudoAttacks,
    /// The whole line through two squares (Stockfish's `LineBB`).
    Line,
    /// The rays leaving each square, by direction.
    Rays,
    /// The direction code of a difference (Wiereyn), by `x88diff = to88 - from88 + 120`.
    DirectionBy0x88Diff,
    /// The same direction codes in the "0x88" article's layout, `0x77 + a88 - b88`.
    DirectionBy0x88Diff119,
    /// A mailbox's template board: 0 on squares, all ones on padding cells.
    MailboxTemplate,
    /// The mailbox cell of each square (8x8 to mailbox).
    SquareToMailbox,
    /// The square of each mailbox cell (mailbox to 8x8), all ones on padding cells.
    MailboxToSquare,
    /// Increment vectors per attack class at a mailbox's width.
    MailboxIncrements,
    /// Rebel's `see_table[victim][attack_byte][defend_byte]` with the seed's attack byte.
    SeeRebel,
    /// The same with an attack byte that counts each kind.
    SeeCounts,
    /// The runtime's `in_between` for the request's board, over its own table.
    InBetweenFn,
    /// The runtime's `may_move` for the request's board, over its own table.
    MayMoveFn,
    /// The runtime's `is_attacked` for the request's board, over its own table.
    IsAttackedFn,
    /// The squares each piece must find empty to attack, by piece and square pair.
    PieceInBetween,
    /// The same as a function over the attack table by difference and piece.
    PieceInBetweenFn,
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
    /// By mailbox cell (`[cell]`), by square to a cell (`[square]`), or `[class][k]`.
    Mailbox,
    /// `[victim][attack byte][defend byte]`.
    See,
    /// A runtime function over a table by difference in the given layout.
    Runtime(VectorLayout),
    /// `[piece][from][to]`.
    PieceAndPair,
    /// `[row][square]`: one set per square in each of `rows` rows (colours, piece classes,
    /// directions), or just `[square]` when `rows` is 1.
    Square {
        /// How many rows.
        rows: usize,
    },
}

/// What the generator emits for a [`TableId`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Content {
    /// A table of data.
    Table(Table),
    /// A function, as Rust source text.
    Function(String),
    /// A runtime function for the request's board and the table it reads.
    Kit(runtime::Kit),
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
    /// Every element type.
    pub const ALL: [ElementType; 6] = [
        ElementType::U8,
        ElementType::I8,
        ElementType::U16,
        ElementType::I16,
        ElementType::I32,
        ElementType::U64,
    ];

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
    pub const ALL: [TableId; 33] = [
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
        TableId::PawnAttacks,
        TableId::KnightAttacks,
        TableId::KingAttacks,
        TableId::PseudoAttacks,
        TableId::Line,
        TableId::Rays,
        TableId::DirectionBy0x88Diff,
        TableId::DirectionBy0x88Diff119,
        TableId::MailboxTemplate,
        TableId::SquareToMailbox,
        TableId::MailboxToSquare,
        TableId::MailboxIncrements,
        TableId::SeeRebel,
        TableId::SeeCounts,
        TableId::InBetweenFn,
        TableId::MayMoveFn,
        TableId::IsAttackedFn,
        TableId::PieceInBetween,
        TableId::PieceInBetweenFn,
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
            TableId::PawnAttacks => "pawn-attacks",
            TableId::KnightAttacks => "knight-attacks",
            TableId::KingAttacks => "king-attacks",
            TableId::PseudoAttacks => "pseudo-attacks",
            TableId::Line => "line",
            TableId::Rays => "rays",
            TableId::DirectionBy0x88Diff => "direction-0x88",
            TableId::DirectionBy0x88Diff119 => "direction-0x88-119",
            TableId::MailboxTemplate => "mailbox-template",
            TableId::SquareToMailbox => "square-to-mailbox",
            TableId::MailboxToSquare => "mailbox-to-square",
            TableId::MailboxIncrements => "mailbox-increments",
            TableId::SeeRebel => "see-rebel",
            TableId::SeeCounts => "see-counts",
            TableId::InBetweenFn => "in-between-fn",
            TableId::MayMoveFn => "may-move-fn",
            TableId::IsAttackedFn => "is-attacked-fn",
            TableId::PieceInBetween => "piece-in-between",
            TableId::PieceInBetweenFn => "piece-in-between-fn",
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
            TableId::PawnAttacks => "PAWN_ATTACKS",
            TableId::KnightAttacks => "KNIGHT_ATTACKS",
            TableId::KingAttacks => "KING_ATTACKS",
            TableId::PseudoAttacks => "PSEUDO_ATTACKS",
            TableId::Line => "LINE",
            TableId::Rays => "RAYS",
            TableId::DirectionBy0x88Diff => "DIRECTION_BY_0X88_DIFF",
            TableId::DirectionBy0x88Diff119 => "DIRECTION_BY_0X88_DIFF_119",
            TableId::MailboxTemplate => "MAILBOX_TEMPLATE",
            TableId::SquareToMailbox => "SQUARE_TO_MAILBOX",
            TableId::MailboxToSquare => "MAILBOX_TO_SQUARE",
            TableId::MailboxIncrements => "MAILBOX_INCREMENTS",
            TableId::SeeRebel => "SEE_REBEL",
            TableId::SeeCounts => "SEE_COUNTS",
            TableId::InBetweenFn => "in_between",
            TableId::MayMoveFn => "may_move",
            TableId::IsAttackedFn => "is_attacked",
            TableId::PieceInBetween => "PIECE_IN_BETWEEN",
            TableId::PieceInBetweenFn => "piece_in_between",
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
            TableId::Line => Indexing::SquarePair,
            TableId::PawnAttacks => Indexing::Square { rows: 2 },
            TableId::KnightAttacks | TableId::KingAttacks => Indexing::Square { rows: 1 },
            TableId::PseudoAttacks => Indexing::Square { rows: 7 },
            TableId::Rays => Indexing::Square { rows: 8 },
            TableId::DirectionBy0x88Diff => Indexing::Difference(VectorLayout::X88_DIFF),
            TableId::DirectionBy0x88Diff119 => Indexing::Difference(VectorLayout::WIDTH_16),
            TableId::MailboxTemplate
            | TableId::SquareToMailbox
            | TableId::MailboxToSquare
            | TableId::MailboxIncrements => Indexing::Mailbox,
            TableId::SeeRebel | TableId::SeeCounts => Indexing::See,
            TableId::InBetweenFn
            | TableId::MayMoveFn
            | TableId::IsAttackedFn
            | TableId::PieceInBetweenFn => Indexing::Runtime(VectorLayout::X88_DIFF),
            TableId::PieceInBetween => Indexing::PieceAndPair,
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
            TableId::RayUnitVectorQueen15
            | TableId::RayUnitVectorQueen16
            | TableId::DirectionBy0x88Diff
            | TableId::DirectionBy0x88Diff119
            | TableId::MailboxIncrements
            | TableId::SeeRebel
            | TableId::SeeCounts => ElementType::I8,
            TableId::ChebyshevBy0x88Diff
            | TableId::ManhattanBy0x88Diff
            | TableId::ChebyshevByVector15
            | TableId::ManhattanByVector15
            | TableId::ChebyshevBySquares
            | TableId::ManhattanBySquares
            | TableId::PieceMaskBy0x88Diff
            | TableId::MailboxTemplate
            | TableId::SquareToMailbox
            | TableId::MailboxToSquare => ElementType::U8,
            _ => ElementType::U64,
        }
    }

    /// The layout of a table indexed by difference, unless a request chooses another;
    /// `None` for tables indexed by square pair.
    ///
    /// ```
    /// use vector_attacks_codegen::{TableId, VectorLayout};
    /// assert_eq!(TableId::RayUnitVectorQueen15.default_layout(), Some(VectorLayout::WIDTH_15));
    /// assert_eq!(TableId::InBetweenRectangular.default_layout(), None);
    /// ```
    pub const fn default_layout(self) -> Option<VectorLayout> {
        match self.indexing() {
            Indexing::Difference(l) | Indexing::PieceAndDifference(l) | Indexing::Runtime(l) => {
                Some(l)
            }
            Indexing::SquarePair
            | Indexing::Triangular
            | Indexing::Square { .. }
            | Indexing::Mailbox
            | Indexing::PieceAndPair
            | Indexing::See => None,
        }
    }

    /// The layout of a table indexed by difference on `geometry` unless a request chooses
    /// another: the seed's layout ([`TableId::default_layout`]) where it serves the board
    /// (every board of at most 8 files and 8 ranks), and otherwise the tightest layout at
    /// least as wide as the seed's and at least `2 * files - 1` wide (19 on a 10-file board,
    /// 16 on an 8x10 one), described in the table's doc comment.
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, TableId, VectorLayout};
    /// let t = TableId::InBetweenBy0x88Diff;
    /// assert_eq!(t.layout_for(Geometry::STANDARD), Some(VectorLayout::X88_DIFF));
    /// let grand = Geometry::board(10, 10).unwrap();
    /// assert_eq!(t.layout_for(grand), VectorLayout::compact(grand, 19).ok());
    /// ```
    pub fn layout_for(self, geometry: Geometry) -> Option<VectorLayout> {
        let seed = self.default_layout()?;
        if seed.fits(geometry).is_ok() {
            return Some(seed);
        }
        let width = seed.width().max(2 * geometry.files() - 1);
        VectorLayout::compact(geometry, width as u16).ok()
    }

    /// The layout a request's `(width = W, offset = O)` asks for on `geometry`: without a
    /// width, the table's own on the board ([`TableId::layout_for`]); without an offset, the
    /// tightest for the width. Refuses tables not indexed by difference, and widths and
    /// offsets the board cannot take.
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, TableId, VectorLayout};
    /// let t = TableId::RayUnitVectorQueen15;
    /// let g = Geometry::board(10, 8).unwrap();
    /// assert_eq!(t.layout_with(g, None, Some(300)), VectorLayout::new(g, 19, 300));
    /// assert!(t.layout_with(g, Some(15), None).is_err());
    /// assert!(TableId::Line.layout_with(g, Some(19), None).is_err());
    /// ```
    pub fn layout_with(
        self,
        geometry: Geometry,
        width: Option<u16>,
        offset: Option<u16>,
    ) -> Result<VectorLayout, Error> {
        let Some(seed) = self.default_layout() else {
            return Err(Error::LayoutUnsupported { table: self.name() });
        };
        let own = self.layout_for(geometry).unwrap_or(seed);
        let width = width.unwrap_or(own.width() as u16);
        match offset {
            None => VectorLayout::compact(geometry, width),
            Some(offset) => VectorLayout::new(geometry, width, offset),
        }
    }

    /// Whether this is one of the in-between families, to which [`Semantics`] applies.
    ///
    /// ```
    /// use vector_attacks_codegen::TableId;
    /// assert!(TableId::InBetweenBy0x88Diff.is_in_between());
    /// assert!(!TableId::AttacksBy0x88DiffAndPiece.is_in_between());
    /// ```
    pub const fn is_in_between(self) -> bool {
        matches!(
            self,
            TableId::InBetweenRectangular
                | TableId::InBetweenTriangular
                | TableId::InBetweenBy0x88Diff
                | TableId::InBetweenCalculated
                | TableId::InBetweenFn
        )
    }

    /// Whether this is emitted as a function rather than a table.
    ///
    /// ```
    /// assert!(vector_attacks_codegen::TableId::InBetweenCalculated.is_function());
    /// ```
    pub const fn is_function(self) -> bool {
        matches!(
            self,
            TableId::InBetweenCalculated
                | TableId::InBetweenFn
                | TableId::MayMoveFn
                | TableId::IsAttackedFn
                | TableId::PieceInBetweenFn
        )
    }

    /// Computes the table with its defaults on `geometry`: strict in-between sets, the
    /// default layout.
    ///
    /// ```
    /// use vector_attacks_codegen::{catalog::Content, Geometry, TableId};
    /// let Content::Table(t) = TableId::ManhattanBySquares.content(Geometry::STANDARD) else { panic!() };
    /// assert_eq!(t.shape, vec![64, 64]);
    /// ```
    pub fn content(self, geometry: Geometry) -> Content {
        self.compute(geometry, Semantics::Strict, self.default_layout())
            .unwrap_or_else(|e| unreachable!("the defaults of {self} are valid: {e}"))
    }

    /// Computes the table (or builds the function's source) for `geometry`, `semantics` (in
    /// the in-between families) and `layout` (in tables indexed by difference; `None` means
    /// the default). Refuses combinations that cannot be built.
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::in_between::Semantics, Geometry, TableId};
    /// let g = Geometry::STANDARD;
    /// assert!(TableId::InBetweenTriangular.compute(g, Semantics::Stockfish, None).is_err());
    /// ```
    pub fn compute(
        self,
        geometry: Geometry,
        semantics: Semantics,
        layout: Option<VectorLayout>,
    ) -> Result<Content, Error> {
        let item = Item {
            layout,
            ..Item::new(self)
        };
        TableId::compute_full(&item, geometry, semantics, &PieceClass::orthodox())
    }

    /// Everything an [`Item`] chooses (layout, mailbox layout, piece values, element type),
    /// on `geometry` with `semantics` and `pieces`.
    fn compute_full(
        item: &Item,
        geometry: Geometry,
        semantics: Semantics,
        pieces: &[Piece],
    ) -> Result<Content, Error> {
        let (this, element, layout, mailbox, values) = item.choices();
        if values.is_some() && this.indexing() != Indexing::See {
            return Err(Error::ValuesUnsupported { table: this.name() });
        }
        let values = values.unwrap_or_default();
        if mailbox.is_some() && this.indexing() != Indexing::Mailbox {
            return Err(Error::MailboxUnsupported { table: this.name() });
        }
        let layout = match (layout, this.layout_for(geometry)) {
            (Some(_), None) => return Err(Error::LayoutUnsupported { table: this.name() }),
            (Some(l), Some(_)) => {
                l.fits(geometry)?;
                l
            }
            (None, Some(l)) => l,
            (None, None) => VectorLayout::X88_DIFF, // unused by square-pair tables
        };
        let table = match this {
            TableId::InBetweenCalculated if !geometry.is_standard() => {
                return Err(Error::BoardUnsupported {
                    table: this.name(),
                    board: format!("{} with `{}` bitboards", geometry.size_name(), geometry.bitboard().rust_name()),
                    why: "the seed's pure calculation is built on 8-square ranks and 64-bit words (its masks and multiplications are those of the 8x8 board); use `in-between-0x88` (a table by difference and a rotate, a few KiB on any board) or `in-between-rectangular`",
                })
            }
            TableId::InBetweenCalculated => {
                return Ok(Content::Function(calculated::source(semantics)))
            }
            TableId::InBetweenFn
            | TableId::MayMoveFn
            | TableId::IsAttackedFn
            | TableId::PieceInBetweenFn => {
                let function = match this {
                    TableId::InBetweenFn => runtime::Function::InBetween,
                    TableId::MayMoveFn => runtime::Function::MayMove,
                    TableId::IsAttackedFn => runtime::Function::IsAttacked,
                    _ => runtime::Function::PieceInBetween,
                };
                let kit = runtime::Kit::new(function, geometry, semantics, layout, pieces)?;
                return Ok(Content::Kit(kit));
            }
            TableId::InBetweenTriangular if semantics == Semantics::Stockfish => {
                return Err(Error::SemanticsUnsupported { table: this.name() })
            }
            TableId::InBetweenRectangular => in_between::rectangular(geometry, semantics),
            TableId::InBetweenTriangular => in_between::triangular(geometry),
            TableId::InBetweenBy0x88Diff => in_between::by_x88_diff(geometry, layout, semantics),
            TableId::RayUnitVectorQueen15
            | TableId::RayUnitVectorQueen16
            | TableId::DirectionBy0x88Diff
            | TableId::DirectionBy0x88Diff119 => rays::ray_unit_vectors(geometry, layout),
            TableId::PawnAttacks => attacked_by::pawn_attacks(geometry),
            TableId::KnightAttacks => attacked_by::knight_attacks(geometry),
            TableId::KingAttacks => attacked_by::king_attacks(geometry),
            TableId::PseudoAttacks => attacked_by::pseudo_attacks(geometry),
            TableId::Line => attacked_by::line(geometry),
            TableId::Rays => attacked_by::rays(geometry),
            TableId::ChebyshevBy0x88Diff | TableId::ChebyshevByVector15 => {
                distance::by_difference(geometry, layout, Metric::Chebyshev)
            }
            TableId::ManhattanBy0x88Diff | TableId::ManhattanByVector15 => {
                distance::by_difference(geometry, layout, Metric::Manhattan)
            }
            TableId::PieceMaskBy0x88Diff => {
                attacks::piece_mask_by_x88_diff(geometry, layout, pieces)?
            }
            TableId::PieceInBetween => attacks::piece_in_between(geometry, pieces)?,
            TableId::ChebyshevBySquares => distance::by_squares(geometry, Metric::Chebyshev),
            TableId::ManhattanBySquares => distance::by_squares(geometry, Metric::Manhattan),
            TableId::AttacksBy0x88DiffAndPiece => {
                attacks::by_x88_diff_and_piece(geometry, layout, pieces)?
            }
            TableId::MailboxTemplate
            | TableId::SquareToMailbox
            | TableId::MailboxToSquare
            | TableId::MailboxIncrements => {
                // The layout (the default one too) must hold this board without leaks.
                let l = mailbox.unwrap_or_else(|| MailboxLayout::default_for(geometry));
                let layout = MailboxLayout::new(geometry, l.width(), l.height(), l.a1())?;
                mailbox::compute(this, geometry, layout, element)
            }
            TableId::SeeRebel => see::table(see::Encoding::Rebel, &values),
            TableId::SeeCounts => see::table(see::Encoding::Counts, &values),
        };
        Ok(Content::Table(table))
    }

    /// The doc comment of the item with its defaults (a1 = 0, strict, default layout).
    ///
    /// ```
    /// assert!(vector_attacks_codegen::TableId::InBetweenTriangular.doc().contains("arrTriangular"));
    /// ```
    pub fn doc(self) -> String {
        self.describe(Geometry::STANDARD, Semantics::Strict, self.default_layout())
    }

    /// The doc comment of the emitted item: definition, index formula and size, following
    /// the numbering, semantics and layout it was built with, and the seed's name.
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::in_between::Semantics, Geometry, Numbering, TableId};
    /// let g = Geometry::STANDARD.with_numbering(Numbering::A8);
    /// let doc = TableId::InBetweenRectangular.describe(g, Semantics::Stockfish, None);
    /// assert!(doc.contains("a8 = 0"));
    /// assert!(doc.contains("`to` itself"));
    /// ```
    pub fn describe(
        self,
        geometry: Geometry,
        semantics: Semantics,
        layout: Option<VectorLayout>,
    ) -> String {
        let item = Item {
            layout,
            ..Item::new(self)
        };
        TableId::describe_full(&item, geometry, semantics, &PieceClass::orthodox())
    }

    /// The doc comment of everything an [`Item`] chooses (layout, mailbox layout, piece
    /// values, element type), on `geometry` with `semantics` and `pieces`.
    fn describe_full(
        item: &Item,
        geometry: Geometry,
        semantics: Semantics,
        pieces: &[Piece],
    ) -> String {
        let (this, element, layout, mailbox, values) = item.choices();
        let layout = layout
            .or(this.layout_for(geometry))
            .unwrap_or(VectorLayout::X88_DIFF);
        let n = geometry.squares();
        let bits = geometry.bitboard().bits();
        let bytes = bits as usize / 8;
        let last_rank = geometry.ranks();
        let last_file = char::from(b'a' + geometry.files() as u8 - 1);
        let rank = match geometry.numbering() {
            Numbering::A1 => "rank_delta",
            Numbering::A8 => "row_delta",
        };
        let index = if layout.width() == 16 && layout.offset() == 120 && geometry.files() == 8 {
            "x88diff(from, to) = to - from + (to | 7) - (from | 7) + 120".to_owned()
        } else {
            format!(
                "{} + {} * {rank} + file_delta",
                layout.offset(),
                layout.width()
            )
        };
        let by_difference = if layout.width() == 16 {
            "by 0x88 difference".to_owned()
        } else {
            format!("by square difference on a {}-wide board", layout.width())
        };
        let entries = layout.len();
        let unused = (0..entries)
            .filter(|&i| layout.displacement(geometry, i).is_none())
            .count();
        let padding = if unused == 0 {
            format!("{entries} entries")
        } else {
            format!("{entries} entries, of which {unused} are reached by no pair of squares")
        };
        let set = match semantics {
            Semantics::Strict => "the squares strictly between `from` and `to` when they share a rank, file, diagonal or anti-diagonal, and is empty otherwise (also for equal and adjacent squares)",
            Semantics::Stockfish => "the squares between `from` and `to` when they share a rank, file, diagonal or anti-diagonal, plus `to` itself, and is just `{to}` when they share no line (Stockfish's `BetweenBB`)",
        };
        let w = layout.width();
        let orthodox = pieces == PieceClass::orthodox().as_slice();
        let classes = runtime::describe_pieces(pieces, geometry);
        let (summary, body) = match this {
            TableId::InBetweenRectangular => (
                "In-between sets by square pair (seed: `arrRectangular[64][64]`).".to_owned(),
                format!("Entry `[from][to]` holds {set}. {} bitboards, {} KiB.", n * n, n * n * bytes / 1024),
            ),
            TableId::InBetweenTriangular => (
                "In-between sets by unordered square pair (seed: `arrTriangular[64*65/2]`).".to_owned(),
                format!(
                    "Each unordered pair is stored once, at `min * ({} - min) / 2 + max`; the entry holds {set}. {} bitboards.",
                    2 * n - 1,
                    n * (n + 1) / 2
                ),
            ),
            TableId::InBetweenBy0x88Diff => (
                format!("In-between sets {by_difference} (seed: `arrInBetweenBy0x88Diff[240]`)."),
                format!(
                    "Entry `{index}` holds, for that difference, {set}, placed as if `from` were square 0, squares below it wrapped modulo {bits}: so `in_between(from, to) = table[index].rotate_left(from)`. {padding} (empty)."
                ),
            ),
            TableId::InBetweenCalculated => (
                "In-between set by the seed's branch-free \"Pure Calculation\": no table.".to_owned(),
                format!("Returns {set}. Only the low six bits of each argument are used. For example, a1 and h8 give b2, c3, d4, e5, f6 and g7."),
            ),
            TableId::RayUnitVectorQueen15 | TableId::RayUnitVectorQueen16 => (
                format!("Queen ray unit vectors on a {w}-wide board (seed: `rayUnitVectorQueen[15*15]`)."),
                format!(
                    "Entry `{index}` holds the queen step along that displacement on the {w}-wide board (+-1, +-{}, +-{w}, +-{}), or 0 when the displacement is zero or on no queen line. The destination-source loop reads `table[{} + from - to]` and steps from `to` towards `from`. {padding}.",
                    w - 1,
                    w + 1,
                    layout.offset()
                ),
            ),
            TableId::ChebyshevBy0x88Diff | TableId::ChebyshevByVector15 => (
                "Chebyshev distance (king steps, the larger of rank and file difference) by square difference.".to_owned(),
                format!("Entry `{index}`. {padding} (0)."),
            ),
            TableId::ManhattanBy0x88Diff | TableId::ManhattanByVector15 => (
                "Manhattan distance (rank difference plus file difference) by square difference.".to_owned(),
                format!("Entry `{index}`. {padding} (0)."),
            ),
            TableId::ChebyshevBySquares => (
                "Chebyshev distance (king steps, the larger of rank and file difference) by square pair.".to_owned(),
                format!("Entry `[from][to]`; {n} x {n} entries."),
            ),
            TableId::ManhattanBySquares => (
                "Manhattan distance (rank difference plus file difference) by square pair.".to_owned(),
                format!("Entry `[from][to]`; {n} x {n} entries."),
            ),
            TableId::AttacksBy0x88DiffAndPiece if !orthodox => (
                format!("Attacks {by_difference} and piece (seed: `attacksBy0x88DiffAndPiece[7][256]`, for the request's pieces)."),
                format!(
                    "{classes} Entry `[piece][{index}]` is 0 where a piece of that kind on `from` attacks `to` and nothing can block it, the squares that must be empty (its path: a rider's intermediate squares, a lame leaper's leg; placed as if `from` were square 0, wrapped modulo {bits}) where it reaches `to` along one, and all ones where it never can. Then `attacked = table[piece][index] & occupied.rotate_right(from) == 0`, provided `occupied` holds `from` (bit 0 after the rotate catches the all-ones entries). {} x {padding} (all ones).",
                    pieces.len()
                ),
            ),
            TableId::PieceMaskBy0x88Diff if !orthodox => (
                "Pieces attacking each square difference on an empty board: a compact companion of `attacksBy0x88DiffAndPiece`.".to_owned(),
                format!(
                    "{classes} Entry `{index}` has bit `piece` set when a piece of that kind on `from` attacks `to` on an empty board. {padding} (0)."
                ),
            ),
            TableId::AttacksBy0x88DiffAndPiece => (
                format!("Attacks {by_difference} and piece class (seed: `attacksBy0x88DiffAndPiece[7][256]`)."),
                format!(
                    "Classes: 0 black pawn, 1 white pawn (attacks towards rank {last_rank}), 2 knight, 3 bishop, 4 rook, 5 queen, 6 king. Entry `[class][{index}]` is 0 where a piece of that class on `from` attacks `to` and nothing can block it, the squares that must be empty (placed as if `from` were square 0, wrapped modulo {bits}) where a slider reaches `to` along its line, and all ones where it never can. Then `attacked = table[class][index] & occupied.rotate_right(from) == 0`, provided `occupied` holds `from` (bit 0 after the rotate catches the all-ones entries). 7 x {padding} (all ones)."
                ),
            ),
            TableId::PieceMaskBy0x88Diff => (
                "Piece classes attacking each square difference on an empty board: a compact companion of `attacksBy0x88DiffAndPiece`.".to_owned(),
                format!(
                    "Entry `{index}` has bit `class` set (0 black pawn, 1 white pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king) when a piece of that class on `from` attacks `to` with nothing in between. With the 0x88 in-between table: `attacked = mask[index] >> class & 1 == 1 && in_between(from, to) & occupied == 0`. {padding} (0)."
                ),
            ),
            TableId::PawnAttacks => (
                "Pawn attacks by colour and square (seed: `arrPawnAttacks[2][64]`).".to_owned(),
                format!("Entry `[colour][square]` holds the squares a pawn of that colour on `square` attacks: colour 0 is black (attacking towards rank 1), 1 is white (towards rank {last_rank}), as in the attack classes. The super-piece test reads it the other way round: the white pawns attacking `sq` are `table[0][sq] & white_pawns`. 2 x {n} entries."),
            ),
            TableId::KnightAttacks => (
                "Knight attacks by square (seed: `arrKnightAttacks[64]`).".to_owned(),
                format!("Entry `[square]` holds the squares a knight on `square` attacks; a knight attacks `sq` exactly when `sq` is in its entry, so the knights attacking `sq` are `table[sq] & knights`. {n} entries."),
            ),
            TableId::KingAttacks => (
                "King attacks by square (seed: `arrKingAttacks[64]`).".to_owned(),
                format!("Entry `[square]` holds the squares a king on `square` attacks; the kings attacking `sq` are `table[sq] & kings`. {n} entries."),
            ),
            TableId::PseudoAttacks => (
                "Empty-board attack sets by piece class and square: the super-piece's pseudo-attacks (seed: \"Square Attacked By\").".to_owned(),
                format!("Entry `[class][square]` (0 black pawn, 1 white pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king) holds the squares a piece of that class on `square` attacks on an empty board. A slider outside `table[5][sq]` (the queen's) cannot attack `sq` whatever the occupancy, which makes the early-out of the super-piece test one AND. 7 x {n} entries."),
            ),
            TableId::Line => (
                "The whole line through two squares (Stockfish's `LineBB`).".to_owned(),
                format!("Entry `[a][b]` holds every square of the rank, file, diagonal or anti-diagonal through `a` and `b`, edge to edge, both included, and is empty when they share no line or are the same square. Three squares are aligned (the pin test) when `table[a][b] >> c & 1 == 1`. {n} x {n} entries."),
            ),
            TableId::Rays => (
                "Rays by direction and square.".to_owned(),
                format!("Entry `[direction][square]` holds the squares from `square` (excluded) to the edge of the board in that direction: 0 north (towards rank {last_rank}), 1 north-east, 2 east (towards the {last_file}-file), 3 south-east, 4 south, 5 south-west, 6 west, 7 north-west. 8 x {n} entries."),
            ),
            TableId::MailboxTemplate
            | TableId::SquareToMailbox
            | TableId::MailboxToSquare
            | TableId::MailboxIncrements => {
                let layout = mailbox.unwrap_or_else(|| MailboxLayout::default_for(geometry));
                mailbox::describe(this, geometry, layout, element)
            }
            TableId::InBetweenFn
            | TableId::MayMoveFn
            | TableId::IsAttackedFn
            | TableId::PieceInBetweenFn => runtime::describe(this, geometry, layout, set, pieces),
            TableId::PieceInBetween => (
                "The squares a piece must find empty to attack, by piece and square pair: a piece-aware in-between table.".to_owned(),
                format!(
                    "{classes} Entry `[piece][from][to]` holds the squares a piece of that kind on `from` must find empty to attack `to` (a slider's in-between set, a nightrider's intermediate landing squares, a lame leaper's leg; empty for a leap nothing can block), and all ones where it never attacks `to` (also for `from == to`). {} x {n} x {n} bitboards, {} KiB.",
                    pieces.len(),
                    pieces.len() * n * n * bytes / 1024
                ),
            ),
            TableId::SeeRebel | TableId::SeeCounts => {
                see::describe(this == TableId::SeeRebel, &values.unwrap_or_default(), element)
            }
            TableId::DirectionBy0x88Diff | TableId::DirectionBy0x88Diff119 => {
                let convention = if this == TableId::DirectionBy0x88Diff {
                    "This is the layout of the seed \"Square Attacked By\" (the difference offset by 120); the \"0x88\" article offsets it by 119 (`0x77 + A - B`, table `direction-0x88-119`), so code ported from one indexes the other off by one."
                } else {
                    "This is the layout of the \"0x88\" article, `0x77 + A - B` with `A` the to-square's and `B` the from-square's 0x88 coordinate; the seed \"Square Attacked By\" offsets the difference by 120 (table `direction-0x88`), so code ported from one indexes the other off by one. Its values are those of `ray-unit-vector-queen-16`, which the destination-source loop reads with `from` and `to` swapped: a crate that has one needs no copy of the other."
                };
                (
                    format!("Direction code of a square difference (Wiereyn's pin table, seed \"0x88\"), {by_difference}."),
                    format!(
                        "Entry `{index}` holds the step from `from` towards `to` on the {w}-wide board (+-1 along a rank, +-{w} along a file, +-{} and +-{} along the diagonals), or 0 when they share no rank, file or diagonal (or are the same square): nonzero exactly when a piece on `from` may be pinned against a king on `to`, and then it names the pinning line. {convention} {padding} (0).",
                        w - 1,
                        w + 1
                    ),
                )
            }
        };
        let corner = |file: i32, rank: i32| {
            let square = geometry.square(file, rank).unwrap_or_default();
            format!("{} = {square}", geometry.square_name(square))
        };
        let (f, r) = (geometry.files() - 1, geometry.ranks() - 1);
        let mut numbering = match geometry.numbering() {
            Numbering::A1 => format!(
                "Squares: {}, {}, {}, {}.",
                corner(0, 0),
                corner(f, 0),
                corner(0, r),
                corner(f, r)
            ),
            Numbering::A8 => format!(
                "Squares: {}, {}, {}, {} (rank-flipped); `{rank}` counts rows of that numbering, so it is the negated rank difference.",
                corner(0, r),
                corner(f, r),
                corner(0, 0),
                corner(f, 0)
            ),
        };
        if !geometry.is_standard() {
            numbering.push_str(&format!(
                " Board {} ({n} squares), bitboards `{}`: bit `i` is square `i`.",
                geometry.size_name(),
                geometry.bitboard().rust_name()
            ));
        }
        if this.indexing() == Indexing::See {
            return format!("{summary}\n\n{body}"); // indexed by bytes, not squares
        }
        format!("{summary}\n\n{body}\n\n{numbering}")
    }
}

impl Item {
    /// What the item chooses that shapes its table: the table, element type, layout by
    /// difference, mailbox layout and piece values.
    fn choices(
        &self,
    ) -> (
        TableId,
        ElementType,
        Option<VectorLayout>,
        Option<MailboxLayout>,
        Option<see::Values>,
    ) {
        (
            self.table,
            self.element,
            self.layout,
            self.mailbox,
            self.values,
        )
    }

    /// Computes the item's table (or builds the function's source) on `geometry` with
    /// `semantics`, following everything the item chooses: its layout by difference, mailbox
    /// layout, piece values and element type (whose all-ones value marks off-board cells).
    /// Refuses combinations that cannot be built, and options that do not apply to its table.
    ///
    /// ```
    /// use vector_attacks_codegen::{catalog::Content, compute::see::Values, mailbox::MailboxLayout};
    /// use vector_attacks_codegen::{ElementType, Geometry, Item, Semantics, TableId};
    /// let g = Geometry::STANDARD;
    /// let item = Item::new(TableId::MailboxToSquare).mailbox(MailboxLayout::X88).element(ElementType::I8);
    /// let Content::Table(t) = item.compute(g, Semantics::Strict).unwrap() else { panic!() };
    /// assert_eq!(t.integers().unwrap()[8], -1); // the cell right of h1 is off the board
    /// let v = Values { pawn: 100, knight: 300, bishop: 300, rook: 500, queen: 900 };
    /// let item = Item::new(TableId::SeeRebel).values(v).element(ElementType::I16);
    /// let Content::Table(t) = item.compute(g, Semantics::Strict).unwrap() else { panic!() };
    /// assert_eq!(t.integers().unwrap()[(5 << 16) | ((1 | 1 << 3) << 8)], 900); // PxQ, undefended
    /// assert!(Item::new(TableId::Line).mailbox(MailboxLayout::X88).compute(g, Semantics::Strict).is_err());
    /// ```
    pub fn compute(&self, geometry: Geometry, semantics: Semantics) -> Result<Content, Error> {
        TableId::compute_full(self, geometry, semantics, &PieceClass::orthodox())
    }

    /// [`Item::compute`] within `request`: on its board, with its semantics and its pieces
    /// (the seven orthodox classes unless it defines its own).
    ///
    /// ```
    /// use vector_attacks_codegen::{catalog::Content, Item, Request, TableId};
    /// let request = Request::new().piece("nightrider", "NN")?;
    /// let Content::Table(t) = Item::new(TableId::AttacksBy0x88DiffAndPiece).compute_for(&request)? else { panic!() };
    /// assert_eq!(t.shape, vec![1, 256]);
    /// # Ok::<(), vector_attacks_codegen::Error>(())
    /// ```
    pub fn compute_for(&self, request: &crate::Request) -> Result<Content, Error> {
        TableId::compute_full(
            self,
            request.geometry(),
            request.in_between_semantics(),
            &request.pieces(),
        )
    }

    /// [`Item::describe`] within `request` (its board, semantics and pieces).
    ///
    /// ```
    /// use vector_attacks_codegen::{Item, Request, TableId};
    /// let request = Request::new().piece("horse", "nN")?;
    /// let doc = Item::new(TableId::AttacksBy0x88DiffAndPiece).describe_for(&request);
    /// assert!(doc.contains("0 `horse` (`nN`)"), "{doc}");
    /// # Ok::<(), vector_attacks_codegen::Error>(())
    /// ```
    pub fn describe_for(&self, request: &crate::Request) -> String {
        TableId::describe_full(
            self,
            request.geometry(),
            request.in_between_semantics(),
            &request.pieces(),
        )
    }

    /// The doc comment of the item's table, following everything the item chooses (see
    /// [`TableId::describe`]).
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::see::Values, mailbox::MailboxLayout};
    /// use vector_attacks_codegen::{ElementType, Geometry, Item, Semantics, TableId};
    /// let g = Geometry::STANDARD;
    /// let item = Item::new(TableId::MailboxTemplate).mailbox(MailboxLayout::TEN_BY_TWELVE).element(ElementType::I8);
    /// let doc = item.describe(g, Semantics::Strict);
    /// assert!(doc.contains("10x12") && doc.contains("-1"), "{doc}");
    /// let v = Values { pawn: 100, knight: 325, bishop: 325, rook: 500, queen: 975 };
    /// let doc = Item::new(TableId::SeeCounts).values(v).describe(g, Semantics::Strict);
    /// assert!(doc.contains("queen 975"), "{doc}");
    /// ```
    pub fn describe(&self, geometry: Geometry, semantics: Semantics) -> String {
        TableId::describe_full(self, geometry, semantics, &PieceClass::orthodox())
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
