//! The runtime for the request's board: `in_between`, `may_move` and `is_attacked` as
//! functions over their own tables, so that a variant engine gets its whole kit from one
//! request. This module decides what each function reads (the strategy and its table); the
//! emitter writes the function around it.

use super::attacks::{self, PieceClass};
use super::in_between::{self, Semantics};
use crate::{Geometry, Table, TableId, VectorLayout};

/// Which function of the runtime.
///
/// ```
/// use vector_attacks_codegen::compute::runtime::Function;
/// assert_eq!(Function::IsAttacked.parameters(), "from, to, piece, occupied");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Function {
    /// `in_between(from, to) -> B`: the in-between set (under the request's semantics).
    InBetween,
    /// `may_move(from, to, occupied) -> bool`: no square strictly between is occupied.
    MayMove,
    /// `is_attacked(from, to, piece, occupied) -> bool`: a piece of class `piece` on `from`
    /// attacks `to`.
    IsAttacked,
}

impl Function {
    /// The parameters, in order.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::runtime::Function;
    /// assert_eq!(Function::InBetween.parameters(), "from, to");
    /// ```
    pub const fn parameters(self) -> &'static str {
        match self {
            Function::InBetween => "from, to",
            Function::MayMove => "from, to, occupied",
            Function::IsAttacked => "from, to, piece, occupied",
        }
    }
}

/// How a function finds a set.
///
/// ```
/// use vector_attacks_codegen::{compute::runtime::Strategy, Geometry};
/// assert_eq!(Strategy::for_board(Geometry::STANDARD), Strategy::Rectangular);
/// assert_eq!(Strategy::for_board(Geometry::board(12, 10).unwrap()), Strategy::Difference);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// `table[from][to]`: one load from a `[squares][squares]` table.
    Rectangular,
    /// `table[offset + cell(to) - cell(from)].rotate_left(from)`, where `cell(s)` is `s`'s
    /// cell on the layout's board: a table of a few KiB.
    Difference,
}

impl Strategy {
    /// The strategy `in_between` and `may_move` use on `geometry`, as the benchmarks picked
    /// it (`BENCHMARKS.md`): the rectangular table on boards with `u64` bitboards (at most
    /// 32 KiB; on 8x8 it was the fastest in all three regimes), the table by difference and
    /// a rotate on boards with `u128` bitboards, where the rectangular table grows to
    /// 100-256 KiB and the difference table stays under 8 KiB. (`is_attacked` always reads
    /// the table by difference and piece.)
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::runtime::Strategy, geometry::Bitboard, Geometry};
    /// let wide = Geometry::STANDARD.with_bitboard(Bitboard::U128).unwrap();
    /// assert_eq!(Strategy::for_board(wide), Strategy::Difference);
    /// ```
    pub fn for_board(geometry: Geometry) -> Strategy {
        match geometry.bitboard() {
            crate::geometry::Bitboard::U64 => Strategy::Rectangular,
            crate::geometry::Bitboard::U128 => Strategy::Difference,
        }
    }
}

/// One runtime function with the table it reads: what the emitter needs to write it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kit {
    /// Which function.
    pub function: Function,
    /// How it finds a set.
    pub strategy: Strategy,
    /// The board.
    pub geometry: Geometry,
    /// The layout of the table by difference (unused by the rectangular strategy).
    pub layout: VectorLayout,
    /// The table: `[squares][squares]` (rectangular), `[len]` (by difference) or
    /// `[7][len]` (by difference and piece).
    pub table: Table,
}

impl Kit {
    /// The function on `geometry`, its in-between sets following `semantics` (`may_move`
    /// always tests the squares strictly between), its table by difference on `layout`.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::runtime::{Function, Kit, Strategy};
    /// use vector_attacks_codegen::{Geometry, Semantics, TableId};
    /// let g = Geometry::board(10, 8).unwrap();
    /// let layout = TableId::InBetweenBy0x88Diff.layout_for(g).unwrap();
    /// let kit = Kit::new(Function::IsAttacked, g, Semantics::Strict, layout);
    /// assert_eq!(kit.table.shape, vec![7, layout.len()]);
    /// assert_eq!(kit.strategy, Strategy::Difference);
    /// ```
    pub fn new(
        function: Function,
        geometry: Geometry,
        semantics: Semantics,
        layout: VectorLayout,
    ) -> Kit {
        let semantics = match function {
            Function::InBetween => semantics,
            Function::MayMove | Function::IsAttacked => Semantics::Strict,
        };
        let strategy = match function {
            Function::IsAttacked => Strategy::Difference,
            Function::InBetween | Function::MayMove => Strategy::for_board(geometry),
        };
        let table = match (function, strategy) {
            (Function::IsAttacked, _) => attacks::by_x88_diff_and_piece(geometry, layout),
            (_, Strategy::Rectangular) => in_between::rectangular(geometry, semantics),
            (_, Strategy::Difference) => in_between::by_x88_diff(geometry, layout, semantics),
        };
        Kit {
            function,
            strategy,
            geometry,
            layout,
            table,
        }
    }

    /// The bytes of its table.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::runtime::{Function, Kit};
    /// use vector_attacks_codegen::{Geometry, Semantics, VectorLayout};
    /// let kit = Kit::new(Function::InBetween, Geometry::STANDARD, Semantics::Strict, VectorLayout::X88_DIFF);
    /// assert_eq!(kit.table_bytes(), 32 * 1024); // rectangular, 64 x 64 x 8
    /// ```
    pub fn table_bytes(&self) -> usize {
        self.table.values.len() * self.geometry.bitboard().bits() as usize / 8
    }

    /// How many piece classes `is_attacked` knows.
    pub const PIECES: usize = PieceClass::ALL.len();
}

/// The summary and body of the doc comment of a runtime function (`table` one of
/// [`TableId::InBetweenFn`], [`TableId::MayMoveFn`], [`TableId::IsAttackedFn`]): its contract,
/// what it reads and why, and what happens outside the board. `set` describes the
/// in-between set under the request's semantics.
pub(crate) fn describe(
    table: TableId,
    geometry: Geometry,
    layout: VectorLayout,
    set: &str,
) -> (String, String) {
    let n = geometry.squares();
    let bitboard = geometry.bitboard().rust_name();
    let bytes = geometry.bitboard().bits() as usize / 8;
    let board = geometry.size_name();
    let (files, width, offset) = (geometry.files(), layout.width(), layout.offset());
    let cell = if width == files {
        "`cell(s) = s`".to_owned()
    } else {
        format!("`cell(s) = s + s / {files} * {}`", width - files)
    };
    let by_difference = |rows: usize| {
        format!(
            "a table by {}square difference on a {width}-wide board ({} bitboards, {} bytes): entry `{offset} + cell(to) - cell(from)`, where {cell} is the square's cell on that board",
            if rows == 1 { "" } else { "piece class and " },
            rows * layout.len(),
            rows * layout.len() * bytes
        )
    };
    let strategy = match Strategy::for_board(geometry) {
        Strategy::Rectangular => format!(
            "It reads the rectangular table `[from][to]` ({n} x {n} bitboards, {} KiB): one load. On boards with `u64` bitboards that is the default, the fastest form in all three regimes of the benchmarks (`BENCHMARKS.md`).",
            n * n * bytes / 1024
        ),
        Strategy::Difference => format!(
            "It reads {}, the set stored as if `from` were square 0 and rotated left by `from`. On boards with `u128` bitboards that is the default: the benchmarks (`BENCHMARKS.md`) chose it over the {} KiB rectangular table.",
            by_difference(1),
            n * n * bytes / 1024
        ),
    };
    let outside = format!(
        "Square numbers below {n} never panic; {n} and above are off the board: the result is unspecified and the call may panic (index out of bounds), but it never reads outside its table."
    );
    match table {
        TableId::InBetweenFn => (
            format!("The in-between set of two squares of the {board} board, as a `{bitboard}` (seed: \"Square Attacked By\", section \"In Between\")."),
            format!("Returns {set}. {strategy} {outside}"),
        ),
        TableId::MayMoveFn => (
            format!("Whether no square strictly between `from` and `to` on the {board} board is occupied: the obstruction test of a slide."),
            format!("True when the in-between set (the squares strictly between `from` and `to` when they share a rank, file, diagonal or anti-diagonal, empty otherwise) and `occupied` have no square in common; whether `from` and `to` are occupied does not matter. {strategy} {outside}"),
        ),
        _ => (
            format!("Whether a piece of class `piece` on `from` attacks `to` on the {board} board, with `occupied` blocking sliders (seed: `attacksBy0x88DiffAndPiece`)."),
            format!(
                "Classes: 0 black pawn, 1 white pawn (attacks towards rank {}), 2 knight, 3 bishop, 4 rook, 5 queen, 6 king. Right whether or not `occupied` holds `from` or `to`; a piece never attacks its own square. It reads {}. Entry `[piece][index]` is 0 where the piece attacks and nothing can block it, the squares that must be empty (stored as if `from` were square 0) where a slider reaches `to`, all ones where it never can; the occupancy is rotated right by `from` and bit 0 set, so one AND answers. `piece` must be below 7 (else it panics). {outside}",
                geometry.ranks(),
                by_difference(Kit::PIECES),
            ),
        ),
    }
}
