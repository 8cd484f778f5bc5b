//! What a table family declares about each of its tables ([`Declaration`]), and what it is
//! handed to compute and describe one ([`Context`]). The front ends (CLI, request syntax,
//! macro, build script, `show`) read declarations through [`crate::catalog`]; none of them
//! matches over the tables.

use crate::compute::attacks::PieceClass;
use crate::compute::in_between::Semantics;
use crate::compute::mailbox::MailboxLayout;
use crate::compute::{board_functions, see};
use crate::input::betza::Piece;
use crate::{
    error::Error, model::geometry::Geometry, model::geometry::Numbering,
    model::geometry::VectorLayout, model::table::ElementType, model::table::Table,
    model::table_id::TableId,
};

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
    /// `[piece-set]`: by one side's 16-bit piece-set.
    PieceSet,
    /// A function of the request's board over a table by difference in the given layout.
    BoardFunction(VectorLayout),
    /// `[piece][from][to]`.
    PieceAndPair,
    /// `[square][..]`: what a slider needs on each square to find its attacks among
    /// blockers (masks, magics), or the attack sets magics index; drawn as the attacks.
    Slider,
    /// What a piece of the request attacks from a square among blockers (`[piece][square]`
    /// tables and the attack-set functions); drawn from --from among --blockers.
    AttackSet,
    /// `[row][square]`: one set per square in each of `rows` rows (colours, piece classes,
    /// directions), or just `[square]` when `rows` is 1.
    Square {
        /// How many rows.
        rows: usize,
    },
}

impl Indexing {
    /// Whether entries are found by squares (and the doc comment says how squares are
    /// numbered): every indexing but the SEE tables', found by attack bytes, and the
    /// piece-set table's, found by a piece-set.
    ///
    /// ```
    /// use vector_attacks_codegen::declaration::Indexing;
    /// assert!(Indexing::SquarePair.by_squares() && !Indexing::See.by_squares());
    /// assert!(!Indexing::PieceSet.by_squares());
    /// ```
    pub const fn by_squares(self) -> bool {
        !matches!(self, Indexing::See | Indexing::PieceSet)
    }
}

/// What a declaration's `compute` gives for one item of a [`TableId`], for its emitter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Computed {
    /// A table of data.
    Table(Table),
    /// A function, as Rust source text.
    Function(String),
    /// A function of the request's board (`in_between`, `may_move`, `is_attacked`,
    /// `piece_in_between`) and the table it reads.
    BoardFunction(board_functions::BoardFunction),
    /// An attack-set function for the request's board and pieces, and the tables it reads.
    AttackSetFunction(crate::compute::attack_sets::AttackSetFunction),
}

/// The options of the request syntax (`NAME = TABLE(OPTIONS)`) a table accepts, beside its
/// element type and the request's board, numbering and pieces.
///
/// ```
/// use vector_attacks_codegen::{declaration::Options, TableId};
/// assert_eq!(TableId::SeeRebel.options(), Options::PieceValues);
/// assert_eq!(TableId::InBetweenBy0x88Diff.options(), Options::Layout);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Options {
    /// None.
    None,
    /// `(width = W, offset = O)`: the layout of a table indexed by difference.
    Layout,
    /// `(width = W, height = H, a1 = A)`: a mailbox layout.
    Mailbox,
    /// `(pawn = P, knight = N, bishop = B, rook = R, queen = Q)`: the SEE piece values.
    PieceValues,
    /// `(strategy = NAME)`: how the attack-set functions find line attacks.
    Strategy,
    /// `(layout = ppppppppnnbbrrqk)`: the kind each bit of a side's piece-set stands for.
    PieceSetLayout,
}

/// How a table follows the request's in-between semantics (`semantics = stockfish;`).
///
/// ```
/// use vector_attacks_codegen::{declaration::SemanticsRule, TableId};
/// assert_eq!(TableId::InBetweenTriangular.semantics_rule(), SemanticsRule::StrictOnly);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SemanticsRule {
    /// Not an in-between table: the setting does not concern it.
    Ignores,
    /// An in-between table that holds either meaning.
    Follows,
    /// An in-between table that can hold only the strict sets (it cannot tell `to` from
    /// `from`).
    StrictOnly,
}

/// What the rows of a table by square stand for, which `show` needs to pick one.
///
/// ```
/// use vector_attacks_codegen::{declaration::Rows, TableId};
/// assert_eq!(TableId::PawnAttacks.rows(), Rows::Colour);
/// assert_eq!(TableId::IsAttackedFn.rows(), Rows::Piece);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rows {
    /// The table is the same for every piece.
    None,
    /// A row per colour of pawn (0 black, 1 white).
    Colour,
    /// A row per orthodox piece class.
    Class,
    /// A row per piece of the request (the orthodox classes, or Betza definitions).
    Piece,
    /// A row per ray direction.
    Direction,
}

/// A table family: its name, the checked-in file of its standard tables, its tables'
/// declarations, and any code that file holds beside them.
///
/// ```
/// let family = &vector_attacks_codegen::catalog::FAMILIES[0];
/// assert_eq!((family.name, family.tables[0].name), ("in_between", "in-between-rectangular"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Family {
    /// The family's name, as its module is named.
    pub name: &'static str,
    /// The file of `tables/` that holds its standard tables.
    pub file: &'static str,
    /// Its tables, in catalogue order.
    pub tables: &'static [Declaration],
    /// Code its checked-in file holds after the tables (the slider family's kernels, which
    /// the 8x8 runtime calls), or `None`.
    pub code: Option<FamilyCode>,
}

/// Code a family's checked-in file holds after its tables, named here so that the catalogue
/// is data (`crate::output::checked_in` asks the emitters for it).
///
/// ```
/// use vector_attacks_codegen::{catalog::FAMILIES, declaration::FamilyCode};
/// assert!(FAMILIES.iter().any(|f| f.code == Some(FamilyCode::RuntimeKernels)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FamilyCode {
    /// The kernels the 8x8 runtime calls (`emit::kernels::runtime`): the slider getters, the
    /// set-wise fills and the rotated lookups.
    RuntimeKernels,
}

/// Everything a family says about one of its tables.
///
/// ```
/// use vector_attacks_codegen::{catalog, ElementType};
/// let d = catalog::declarations().find(|d| d.name == "in-between-0x88").unwrap();
/// assert_eq!(d.item_name, "IN_BETWEEN_BY_0X88_DIFF");
/// assert_eq!(d.seed, Some("arrInBetweenBy0x88Diff"));
/// assert_eq!(d.element, ElementType::U64);
/// ```
#[derive(Clone, Copy)]
pub struct Declaration {
    /// The table.
    pub id: TableId,
    /// The name on the command line, in requests (with `_` for `-`) and in the macro.
    pub name: &'static str,
    /// The default name of the emitted item.
    pub item_name: &'static str,
    /// The seed's name of the table, where the seeds name it.
    pub seed: Option<&'static str>,
    /// The element type unless a request says otherwise. `U64` marks a bitboard table (or a
    /// function over bitboards): it takes only that element, which stands for the board's
    /// bitboard type. An integer table takes any integer type that holds its values.
    pub element: ElementType,
    /// How it is indexed.
    pub indexing: Indexing,
    /// The options it accepts.
    pub options: Options,
    /// How it follows the in-between semantics.
    pub semantics: SemanticsRule,
    /// What its rows stand for, for `show`.
    pub rows: Rows,
    /// Whether it is emitted as a function (`fn` in the request syntax) rather than a table.
    pub function: bool,
    /// Whether `show` draws its zero entries as `.` (steps and directions, where 0 is "none").
    pub blank_zero: bool,
    /// Whether `show` draws it in a position given by `--fen` (every piece of a side at
    /// once), rather than for one piece on a square.
    pub drawn_in_position: bool,
    /// Whether it is in the standard set of checked-in files (`tables/`, written by
    /// `generate --dir` and guarded by `check`), with its defaults.
    pub standard: bool,
    /// Computes it (or builds the function) for one item.
    pub compute: fn(&Context) -> Result<Computed, Error>,
    /// The summary and body of its doc comment for one item.
    pub describe: fn(&Context) -> (String, String),
    /// How an item of the table is emitted from what `compute` gave: a table as an array
    /// ([`Emitter::Array`], the default), or the family's own.
    pub emit: Emitter,
}

/// How an item of a table is written from what its declaration's `compute` gave: the
/// emitters of `crate::emit`, named here so that a declaration is data.
///
/// ```
/// use vector_attacks_codegen::{declaration::Emitter, TableId};
/// assert_eq!(TableId::InBetweenRectangular.declaration().emit, Emitter::Array);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emitter {
    /// A `static` or `const` array (`emit::array`).
    Array,
    /// An array of bytes written several to a line (`emit::bytes`).
    Bytes,
    /// A function given as source text (`emit::source_function`).
    SourceFunction,
    /// A function of the request's board over its own tables (`emit::board_function`).
    BoardFunction,
    /// An attack-set function over its own tables (`emit::attack_set`).
    AttackSet,
}

impl std::fmt::Debug for Declaration {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Declaration")
            .field("id", &self.id)
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

impl Declaration {
    /// A table with the common choices, which a family changes with struct update syntax:
    /// no seed name; the options its indexing implies (a layout for tables by difference, a
    /// mailbox layout for mailbox tables, piece values for SEE tables); the in-between
    /// semantics ignored; the same for every piece; a table, not a function; zero drawn as
    /// a number; in the standard set of `tables/`.
    ///
    /// ```
    /// use vector_attacks_codegen::declaration::{table, Declaration, Indexing, Options};
    /// use vector_attacks_codegen::{ElementType, TableId, Table};
    /// let d = Declaration::new(TableId::Line, "line", "LINE", ElementType::U64, Indexing::SquarePair,
    ///     |_| table(Table::from_integers(vec![])), |_| (String::new(), String::new()));
    /// assert_eq!(d.options, Options::None);
    /// ```
    pub const fn new(
        id: TableId,
        name: &'static str,
        item_name: &'static str,
        element: ElementType,
        indexing: Indexing,
        compute: fn(&Context) -> Result<Computed, Error>,
        describe: fn(&Context) -> (String, String),
    ) -> Declaration {
        Declaration {
            id,
            name,
            item_name,
            seed: None,
            element,
            indexing,
            options: match indexing {
                Indexing::Difference(_)
                | Indexing::PieceAndDifference(_)
                | Indexing::BoardFunction(_) => Options::Layout,
                Indexing::Mailbox => Options::Mailbox,
                Indexing::See => Options::PieceValues,
                Indexing::PieceSet => Options::PieceSetLayout,
                Indexing::SquarePair
                | Indexing::Triangular
                | Indexing::PieceAndPair
                | Indexing::Slider
                | Indexing::Square { .. } => Options::None,
                Indexing::AttackSet => Options::Strategy,
            },
            semantics: SemanticsRule::Ignores,
            rows: Rows::None,
            function: false,
            blank_zero: false,
            drawn_in_position: false,
            standard: true,
            compute,
            describe,
            emit: Emitter::Array,
        }
    }

    /// The layout of the table by difference unless a request chooses another; `None` for
    /// tables not indexed by difference.
    ///
    /// ```
    /// use vector_attacks_codegen::{TableId, VectorLayout};
    /// assert_eq!(TableId::RayUnitVectorQueen15.declaration().default_layout(), Some(VectorLayout::WIDTH_15));
    /// ```
    pub const fn default_layout(&self) -> Option<VectorLayout> {
        match self.indexing {
            Indexing::Difference(l)
            | Indexing::PieceAndDifference(l)
            | Indexing::BoardFunction(l) => Some(l),
            Indexing::SquarePair
            | Indexing::Triangular
            | Indexing::Square { .. }
            | Indexing::Mailbox
            | Indexing::PieceAndPair
            | Indexing::Slider
            | Indexing::AttackSet
            | Indexing::See
            | Indexing::PieceSet => None,
        }
    }
}

/// One item to compute or describe: the table, the request's board, semantics and pieces,
/// and the item's choices, resolved (the layout is the one the item asked for or the
/// table's own on the board).
///
/// ```
/// use vector_attacks_codegen::{declaration::Context, Geometry, Semantics, TableId, VectorLayout};
/// let pieces = vector_attacks_codegen::compute::attacks::PieceClass::orthodox();
/// let c = Context::new(TableId::Line, Geometry::STANDARD, Semantics::Strict, &pieces);
/// assert_eq!(c.layout, VectorLayout::X88_DIFF);
/// ```
#[derive(Clone, Debug)]
pub struct Context<'a> {
    /// The table.
    pub table: TableId,
    /// The board.
    pub geometry: Geometry,
    /// The in-between semantics.
    pub semantics: Semantics,
    /// The pieces of the piece tables.
    pub pieces: &'a [Piece],
    /// The layout by difference (the 0x88 one for tables not indexed by difference).
    pub layout: VectorLayout,
    /// The mailbox layout the item asked for.
    pub mailbox: Option<MailboxLayout>,
    /// The SEE piece values (the defaults unless the item gave others).
    pub values: see::Values,
    /// The element type.
    pub element: ElementType,
    /// The attack-set functions' strategy (the board's default unless the item chose one).
    pub strategy: crate::compute::strategy::AttackStrategy,
    /// The piece-set layout (the seed's unless the item gave another).
    pub piece_set_layout: crate::compute::piece_sets::PieceSetLayout,
}

impl<'a> Context<'a> {
    /// A context with the table's defaults: its own layout on the board, its default
    /// element type, no mailbox layout, the default piece values.
    ///
    /// ```
    /// use vector_attacks_codegen::{declaration::Context, Geometry, Semantics, TableId, VectorLayout};
    /// let c = Context::new(TableId::RayUnitVectorQueen15, Geometry::STANDARD, Semantics::Strict, &[]);
    /// assert_eq!(c.layout, VectorLayout::WIDTH_15);
    /// ```
    pub fn new(
        table: TableId,
        geometry: Geometry,
        semantics: Semantics,
        pieces: &'a [Piece],
    ) -> Context<'a> {
        Context {
            table,
            geometry,
            semantics,
            pieces,
            layout: table.layout_for(geometry).unwrap_or(VectorLayout::X88_DIFF),
            mailbox: None,
            values: see::Values::default(),
            element: table.default_element(),
            strategy: crate::compute::strategy::AttackStrategy::default_for(geometry),
            piece_set_layout: crate::compute::piece_sets::PieceSetLayout::SEED,
        }
    }

    /// The mailbox layout asked for, or the one that holds the board by default.
    pub(crate) fn mailbox_layout(&self) -> MailboxLayout {
        self.mailbox
            .unwrap_or_else(|| MailboxLayout::default_for(self.geometry))
    }

    /// Whether the pieces are the seven orthodox classes.
    pub(crate) fn orthodox(&self) -> bool {
        self.pieces == PieceClass::orthodox().as_slice()
    }

    /// The squares of the board.
    pub(crate) fn n(&self) -> usize {
        self.geometry.squares()
    }

    /// The bits of the board's bitboard type.
    pub(crate) fn bits(&self) -> u32 {
        self.geometry.bitboard().bits()
    }

    /// The bytes of one bitboard.
    pub(crate) fn bytes(&self) -> usize {
        self.bits() as usize / 8
    }

    /// The number of the last rank.
    pub(crate) fn last_rank(&self) -> i32 {
        self.geometry.ranks()
    }

    /// The letter of the last file.
    pub(crate) fn last_file(&self) -> char {
        char::from(b'a' + self.geometry.files() as u8 - 1)
    }

    /// The board width of the layout.
    pub(crate) fn width(&self) -> i32 {
        self.layout.width()
    }

    /// The index formula of a table by difference.
    pub(crate) fn index(&self) -> String {
        let (layout, geometry) = (self.layout, self.geometry);
        let rank = match geometry.numbering() {
            Numbering::A1 => "rank_delta",
            Numbering::A8 => "row_delta",
        };
        if layout.width() == 16 && layout.offset() == 120 && geometry.files() == 8 {
            "x88diff(from, to) = to - from + (to | 7) - (from | 7) + 120".to_owned()
        } else {
            format!(
                "{} + {} * {rank} + file_delta",
                layout.offset(),
                layout.width()
            )
        }
    }

    /// "by 0x88 difference" or "by square difference on a W-wide board".
    pub(crate) fn by_difference(&self) -> String {
        if self.layout.width() == 16 {
            "by 0x88 difference".to_owned()
        } else {
            format!(
                "by square difference on a {}-wide board",
                self.layout.width()
            )
        }
    }

    /// The number of entries of a table by difference, and how many no pair reaches.
    pub(crate) fn padding(&self) -> String {
        let entries = self.layout.len();
        let unused = (0..entries)
            .filter(|&i| self.layout.displacement(self.geometry, i).is_none())
            .count();
        if unused == 0 {
            format!("{entries} entries")
        } else {
            format!("{entries} entries, of which {unused} are reached by no pair of squares")
        }
    }

    /// What an in-between set holds under the semantics.
    pub(crate) fn set(&self) -> &'static str {
        match self.semantics {
            Semantics::Strict => "the squares strictly between `from` and `to` when they share a rank, file, diagonal or anti-diagonal, and is empty otherwise (also for equal and adjacent squares)",
            Semantics::Stockfish => "the squares between `from` and `to` when they share a rank, file, diagonal or anti-diagonal, plus `to` itself, and is just `{to}` when they share no line (Stockfish's `BetweenBB`)",
        }
    }

    /// The pieces of a piece table, for its doc comment.
    pub(crate) fn classes(&self) -> String {
        board_functions::describe_pieces(self.pieces, self.geometry)
    }
}

/// A finished table, as [`Declaration::compute`] returns it.
///
/// ```
/// use vector_attacks_codegen::{declaration::{table, Computed}, Table};
/// assert!(matches!(table(Table::from_integers(vec![1])), Ok(Computed::Table(_))));
/// ```
#[allow(clippy::unnecessary_wraps)] // the shape of `Declaration::compute`
pub fn table(t: Table) -> Result<Computed, Error> {
    Ok(Computed::Table(t))
}
