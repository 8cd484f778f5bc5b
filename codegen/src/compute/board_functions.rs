//! The board functions of a request: `in_between`, `may_move`, `is_attacked` and
//! `piece_in_between` for the request's board, as functions over their own tables, so that a variant engine gets its whole kit from one
//! request. This module decides what each function reads (the strategy and its table); the
//! emitter writes the function around it.

use super::attacks::{self, PieceClass};
use super::in_between::{self, Semantics};
use crate::input::betza::Piece;
use crate::{model::geometry::Geometry, model::geometry::VectorLayout, model::table::Table};

/// Which board function.
///
/// ```
/// use vector_attacks_codegen::compute::board_functions::Function;
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
    /// `piece_in_between(from, to, piece) -> B`: the squares a piece of kind `piece` on
    /// `from` must find empty to attack `to` (all ones where it never does).
    PieceInBetween,
}

impl Function {
    /// The parameters, in order.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::board_functions::Function;
    /// assert_eq!(Function::InBetween.parameters(), "from, to");
    /// ```
    pub const fn parameters(self) -> &'static str {
        match self {
            Function::InBetween => "from, to",
            Function::MayMove => "from, to, occupied",
            Function::IsAttacked => "from, to, piece, occupied",
            Function::PieceInBetween => "from, to, piece",
        }
    }
}

/// How a function finds its answer.
///
/// ```
/// use vector_attacks_codegen::compute::board_functions::{Function, Strategy};
/// use vector_attacks_codegen::Geometry;
/// let (g, large) = (Geometry::STANDARD, Geometry::board(12, 10).unwrap());
/// assert_eq!(Strategy::of(Function::InBetween, large), Strategy::Rectangular);
/// assert_eq!(Strategy::of(Function::IsAttacked, g), Strategy::Difference);
/// assert_eq!(Strategy::of(Function::IsAttacked, large), Strategy::MaskAndRectangular);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// `table[from][to]`: one load from the `[squares][squares]` in-between table.
    Rectangular,
    /// The seed's attack table by difference and piece:
    /// `table[piece][offset + cell[to] - cell[from]] & (occupied.rotate_right(from) | 1) == 0`.
    Difference,
    /// The piece classes reaching each difference (one byte), then, only where the piece
    /// reaches `to`, the rectangular in-between table:
    /// `mask[offset + cell[to] - cell[from]] >> piece & 1 != 0 && between[from][to] & occupied == 0`.
    MaskAndRectangular,
}

impl Strategy {
    /// The strategy of `function` on `geometry`, as the benchmarks picked it
    /// (`BENCHMARKS.md`, `bench/benches/boards.rs` on 10x8 and 12x10, `bench/benches/vs_peers.rs` on
    /// 8x8):
    ///
    /// - `in_between` and `may_move`: the rectangular table on every board. On 8x8 it was the
    ///   fastest in all three regimes; on 10x8 and 12x10 (100 and 225 KiB of `u128`) it still
    ///   beats the table by difference (a few KiB), whose `u128` rotate costs about eight
    ///   instructions, hot and under cache pressure, by 1.4 to 2 times.
    /// - `is_attacked` on boards with `u64` bitboards: the seed's table by difference and
    ///   piece (the rotate is one instruction), as on 8x8. On boards with `u128` bitboards the
    ///   rotate makes that table slower than a byte of piece classes per difference followed
    ///   by the rectangular in-between table, only for pieces that reach the target.
    ///
    /// `is_attacked` for pieces whose paths are not all lines (a nightrider, a lame horse)
    /// reads the attack table by difference on every board, the only form that holds their
    /// paths; `piece_in_between` reads it always.
    pub fn of(function: Function, geometry: Geometry) -> Strategy {
        match (function, geometry.bitboard()) {
            (Function::InBetween | Function::MayMove, _) => Strategy::Rectangular,
            (Function::IsAttacked, crate::model::geometry::Bitboard::U128) => {
                Strategy::MaskAndRectangular
            }
            (Function::IsAttacked | Function::PieceInBetween, _) => Strategy::Difference,
        }
    }

    /// [`Strategy::of`] for a piece set whose attack table by difference is `attacks`:
    /// the piece mask and the rectangular in-between table serve only pieces whose paths are
    /// all lines (every entry never, always, or the in-between set of its displacement).
    fn for_pieces(
        function: Function,
        geometry: Geometry,
        layout: VectorLayout,
        attacks: Option<&Table>,
    ) -> Strategy {
        match Strategy::of(function, geometry) {
            Strategy::MaskAndRectangular
                if !attacks.is_some_and(|t| paths_are_lines(t, geometry, layout)) =>
            {
                Strategy::Difference
            }
            other => other,
        }
    }
}

/// One board function with the tables it reads: what the emitter needs to write it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardFunction {
    /// Which function.
    pub function: Function,
    /// How it finds its answer.
    pub strategy: Strategy,
    /// The board.
    pub geometry: Geometry,
    /// The layout of the tables by difference (unused by the rectangular strategy).
    pub layout: VectorLayout,
    /// The main table: the `[squares][squares]` in-between table ([`Strategy::Rectangular`],
    /// [`Strategy::MaskAndRectangular`]) or the `[7][len]` attack table by difference and
    /// piece ([`Strategy::Difference`]).
    pub table: Table,
    /// The piece classes reaching each difference, `[len]` bytes
    /// ([`Strategy::MaskAndRectangular`] only).
    pub mask: Option<Table>,
    /// The cell of each square on the layout's board, `row * width + file`, `[squares]` bytes
    /// (the strategies by difference only): `offset + cell[to] - cell[from]` indexes them.
    pub cells: Option<Table>,
}

impl BoardFunction {
    /// The function on `geometry`, its in-between sets following `semantics` (`may_move`
    /// and `is_attacked` always test the squares strictly between), its tables by
    /// difference on `layout`.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::board_functions::{Function, BoardFunction, Strategy};
    /// use vector_attacks_codegen::{Geometry, Semantics, TableId};
    /// let g = Geometry::board(10, 8).unwrap();
    /// let layout = TableId::InBetweenBy0x88Diff.layout_for(g).unwrap();
    /// let pieces = vector_attacks_codegen::compute::attacks::PieceClass::orthodox();
    /// let kit = BoardFunction::new(Function::IsAttacked, g, Semantics::Strict, layout, &pieces).unwrap();
    /// assert_eq!(kit.table.shape, vec![80, 80]);
    /// assert_eq!(kit.mask.unwrap().shape, vec![layout.len()]);
    /// assert_eq!(kit.cells.unwrap().integers().unwrap()[79], 7 * 19 + 9); // j8
    /// ```
    pub fn new(
        function: Function,
        geometry: Geometry,
        semantics: Semantics,
        layout: VectorLayout,
        pieces: &[Piece],
    ) -> Result<BoardFunction, crate::error::Error> {
        let semantics = match function {
            Function::InBetween => semantics,
            Function::MayMove | Function::IsAttacked | Function::PieceInBetween => {
                Semantics::Strict
            }
        };
        let attacks = match function {
            Function::IsAttacked | Function::PieceInBetween => {
                Some(attacks::by_x88_diff_and_piece(geometry, layout, pieces)?)
            }
            Function::InBetween | Function::MayMove => None,
        };
        let strategy = Strategy::for_pieces(function, geometry, layout, attacks.as_ref());
        let table = match (strategy, attacks) {
            (Strategy::Difference, Some(t)) => t,
            _ => in_between::rectangular(geometry, semantics),
        };
        let mask = match strategy {
            Strategy::MaskAndRectangular => {
                Some(attacks::piece_mask_by_x88_diff(geometry, layout, pieces)?)
            }
            Strategy::Rectangular | Strategy::Difference => None,
        };
        let cells = (strategy != Strategy::Rectangular).then(|| {
            let files = geometry.files() as usize;
            Table::from_integers(
                (0..geometry.squares())
                    .map(|s| (s / files * layout.width() as usize + s % files) as i32)
                    .collect(),
            )
        });
        Ok(BoardFunction {
            function,
            strategy,
            geometry,
            layout,
            table,
            mask,
            cells,
        })
    }

    /// The bytes of its tables.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::board_functions::{Function, BoardFunction};
    /// use vector_attacks_codegen::{Geometry, Semantics, VectorLayout};
    /// let kit = BoardFunction::new(Function::InBetween, Geometry::STANDARD, Semantics::Strict, VectorLayout::X88_DIFF, &[]).unwrap();
    /// assert_eq!(kit.table_bytes(), 32 * 1024); // rectangular, 64 x 64 x 8
    /// ```
    pub fn table_bytes(&self) -> usize {
        let bytes = |t: &Option<Table>| t.as_ref().map_or(0, |t| t.values.len());
        self.table.values.len() * self.geometry.bitboard().bits() as usize / 8
            + bytes(&self.mask)
            + bytes(&self.cells)
    }
}

/// The summary and body of the doc comment of a board function: its contract, what it
/// reads and why, and what happens outside the board. `set` describes the in-between set
/// under the request's semantics.
pub(crate) fn describe(
    function: Function,
    geometry: Geometry,
    layout: VectorLayout,
    set: &str,
    pieces: &[Piece],
) -> (String, String) {
    let n = geometry.squares();
    let bitboard = geometry.bitboard().rust_name();
    let bytes = geometry.bitboard().bits() as usize / 8;
    let board = geometry.size_name();
    let (width, offset, len) = (layout.width(), layout.offset(), layout.len());
    let attacks = match function {
        Function::IsAttacked | Function::PieceInBetween => {
            attacks::by_x88_diff_and_piece(geometry, layout, pieces).ok()
        }
        Function::InBetween | Function::MayMove => None,
    };
    let k = pieces.len();
    let classes = describe_pieces(pieces, geometry);
    let rectangular = format!(
        "the rectangular in-between table `[from][to]` ({n} x {n} bitboards, {} KiB)",
        n * n * bytes / 1024
    );
    let cell = format!("where `cell[s]` ({n} bytes) is the square's cell `row * {width} + file` on a {width}-wide board");
    let strategy = match Strategy::for_pieces(function, geometry, layout, attacks.as_ref()) {
        Strategy::Rectangular => format!(
            "It reads {rectangular}: one load. The benchmarks picked it on every board (`BENCHMARKS.md`): on 8x8 the fastest form in all three regimes, on 10x8 and 12x10 faster hot and under cache pressure than the table by difference, whose `u128` rotate costs more than the larger table's load."
        ),
        Strategy::Difference => format!(
            "It reads the seed's table by piece class and square difference ({} bitboards, {} bytes) at `[piece][{offset} + cell[to] - cell[from]]`, {cell}. The entry is 0 where the piece attacks and nothing can block it, the squares that must be empty (stored as if `from` were square 0) where a slider reaches `to`, all ones where it never can; the occupancy is rotated right by `from` and bit 0 set, so one AND answers (on 8x8 the fastest form, `BENCHMARKS.md`).",
            k * len,
            k * len * bytes
        ),
        Strategy::MaskAndRectangular => format!(
            "It reads one byte of the piece classes attacking each square difference ({len} bytes) at `{offset} + cell[to] - cell[from]`, {cell}, and only when the piece reaches `to`, {rectangular}, which must share no square with `occupied`. On boards with `u128` bitboards the benchmarks (`BENCHMARKS.md`) picked it over the seed's attack table by difference, whose `u128` rotate costs more."
        ),
    };
    let outside = format!(
        "Square numbers below {n} never panic; {n} and above are off the board: the result is unspecified and the call may panic (index out of bounds), but it never reads outside its table."
    );
    match function {
        Function::InBetween => (
            format!("The in-between set of two squares of the {board} board, as a `{bitboard}` (seed: \"Square Attacked By\", section \"In Between\")."),
            format!("Returns {set}. {strategy} {outside}"),
        ),
        Function::MayMove => (
            format!("Whether no square strictly between `from` and `to` on the {board} board is occupied: the obstruction test of a slide."),
            format!("True when the in-between set (the squares strictly between `from` and `to` when they share a rank, file, diagonal or anti-diagonal, empty otherwise) and `occupied` have no square in common; whether `from` and `to` are occupied does not matter. {strategy} {outside}"),
        ),
        Function::PieceInBetween => (
            format!("The squares a piece of kind `piece` on `from` must find empty to attack `to` on the {board} board, as a `{bitboard}`."),
            format!(
                "{classes} Returns the piece's path to `to`: a slider's in-between set, a nightrider's intermediate landing squares, a lame leaper's leg, empty for a leap nothing can block, and all ones where the piece never attacks `to` (also for `from == to`). It reads the attack table by piece and square difference ({} bitboards, {} bytes) at `[piece][{offset} + cell[to] - cell[from]]`, {cell}, rotated left by `from`. `piece` must be below {k} (otherwise the result is unspecified and the call may panic). {outside}",
                k * len,
                k * len * bytes
            ),
        ),
        Function::IsAttacked => (
            format!("Whether a piece of class `piece` on `from` attacks `to` on the {board} board, with `occupied` blocking sliders (seed: `attacksBy0x88DiffAndPiece`)."),
            format!(
                "{classes} Right whether or not `occupied` holds `from` or `to`; a piece never attacks its own square. {strategy} `piece` must be below {k} (otherwise the result is unspecified and the call may panic). {outside}",
            ),
        ),
    }
}

/// Whether every entry of an attack table by difference and piece is "never", "always" or the
/// in-between set of its displacement: then the piece mask and the rectangular in-between
/// table answer the same.
fn paths_are_lines(table: &Table, geometry: Geometry, layout: VectorLayout) -> bool {
    let all = geometry.bitboard().all();
    let sets = table.sets().unwrap_or_default();
    sets.iter().enumerate().all(|(i, &entry)| {
        let line = layout
            .displacement(geometry, i % layout.len())
            .map_or(0, |d| in_between::relative_between(geometry, d));
        entry == all || entry == 0 || entry == line
    })
}

/// The pieces of a table in its doc comment: the seven orthodox classes as the 8x8 tables
/// name them, or each piece with its definition.
pub(crate) fn describe_pieces(pieces: &[Piece], geometry: Geometry) -> String {
    if pieces == PieceClass::orthodox().as_slice() {
        return format!(
            "Classes: 0 black pawn, 1 white pawn (attacks towards rank {}), 2 knight, 3 bishop, 4 rook, 5 queen, 6 king.",
            geometry.ranks()
        );
    }
    let list: Vec<String> = pieces
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{i} `{}` (`{}`)", p.name(), p.betza()))
        .collect();
    format!(
        "Pieces (Betza notation, forward towards rank {}): {}.",
        geometry.ranks(),
        list.join(", ")
    )
}
