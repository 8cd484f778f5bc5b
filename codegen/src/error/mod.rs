//! The one error type of the generator.
//!
//! Beside the model, the lowest layer: it imports nothing of the crate, and every module
//! may import it. Its messages live in a module per stage (`board`, `pieces`, `request`,
//! `files`); what a message names from the catalogue comes in the variant's fields.

mod board;
mod files;
mod pieces;
mod request;

use std::fmt;
use std::path::{Path, PathBuf};

/// Everything that can go wrong while computing, emitting or writing tables.
///
/// Each message says what was wrong and what would be right. `Debug` prints the same message
/// as `Display`, so a build script's `fn main() -> Result<(), Error>` shows it as it is
/// (`Error: <message>`), not as a struct dump.
///
/// ```
/// use vector_attacks_codegen::{Geometry, VectorLayout};
/// let err = VectorLayout::compact(Geometry::STANDARD, 10).unwrap_err();
/// assert!(err.to_string().contains("at least 15"));
/// assert_eq!(format!("{err:?}"), err.to_string());
/// ```
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// A `variants.ini` text that does not parse, or a definition that cannot be built.
    Variant {
        /// The variant (or the file, when no variant is concerned).
        variant: String,
        /// What was wrong and what would be right.
        message: String,
    },
    /// A variant option that changes the moves and that the move generator does not play,
    /// or that is not an option of Fairy-Stockfish's `variants.ini`.
    VariantOption {
        /// The variant.
        variant: String,
        /// The option's key.
        option: String,
        /// One line: the option as written, in which section, the rule it belongs to or the
        /// nearest real option.
        why: String,
    },
    /// A vector board narrower than `2 * files - 1`.
    WidthTooSmall {
        /// The width asked for.
        width: u32,
        /// The smallest width that works.
        min: u32,
    },
    /// A vector board so wide that its indices do not fit the table.
    WidthTooLarge {
        /// The width asked for.
        width: u32,
        /// The largest width that works on this board.
        max: u32,
    },
    /// A vector-board offset so large that the table's length overflows its index type.
    OffsetTooLarge {
        /// The offset asked for.
        offset: u32,
        /// The largest offset that works with this width.
        max: u32,
    },
    /// A layout with too few entries for the board's largest displacement.
    LayoutTooShort {
        /// Its entries.
        len: usize,
        /// The entries the board needs.
        min: usize,
    },
    /// A table name nobody knows.
    UnknownTable {
        /// The name given.
        name: String,
        /// The names that exist.
        valid: Vec<String>,
    },
    /// A square name that is not `a1` ... `h8`.
    BadSquare {
        /// The text given.
        text: String,
        /// The board, `FILESxRANKS`.
        board: String,
        /// The name of its last square (`h8` on 8x8).
        last: String,
    },
    /// A board side (files or ranks) outside 1..=16.
    BoardSide {
        /// `files` or `ranks`.
        field: &'static str,
        /// The value given.
        value: u32,
    },
    /// A board of more than 128 squares.
    BoardTooLarge {
        /// Files asked for.
        files: u32,
        /// Ranks asked for.
        ranks: u32,
    },
    /// A board size that is not written `FILESxRANKS`.
    BadBoard {
        /// The text given.
        text: String,
    },
    /// A bitboard type that is not `u64` or `u128`.
    BadBitboard {
        /// The text given.
        text: String,
    },
    /// A bitboard type with fewer bits than the board has squares.
    BitboardTooNarrow {
        /// The type asked for.
        bitboard: &'static str,
        /// Squares of the board.
        squares: usize,
    },
    /// A table that cannot be built for the request's board.
    BoardUnsupported {
        /// The table.
        table: &'static str,
        /// The board, `FILESxRANKS` and its bitboard type.
        board: String,
        /// Why, and what to use instead.
        why: &'static str,
    },
    /// A piece definition in Betza notation that is not supported.
    BadBetza {
        /// The piece.
        piece: String,
        /// Its definition.
        betza: String,
        /// The part refused.
        part: String,
        /// Why, and what is supported.
        why: String,
    },
    /// A piece that reaches one displacement along two different paths.
    BetzaTwoPaths {
        /// The piece.
        piece: String,
        /// Its definition.
        betza: String,
        /// Rank difference.
        ranks: i32,
        /// File difference.
        files: i32,
    },
    /// A piece name defined twice.
    DuplicatePiece {
        /// The name.
        name: String,
    },
    /// A defined piece with the name of an orthodox class the request keeps.
    OrthodoxPiece {
        /// The name.
        name: String,
    },
    /// A table with a row per piece in a request that dropped the orthodox classes and
    /// defines no piece.
    NoPieces {
        /// The table.
        table: &'static str,
    },
    /// A hopper (Betza's `p` or `g`) in a request with a table, outside the attack-set
    /// functions, that cannot hold it (its entries are squares that must be empty).
    HopperUnsupported {
        /// The table.
        table: &'static str,
        /// The hopping piece.
        piece: String,
        /// Its definition.
        betza: String,
        /// The tables that hold hoppers.
        takers: Vec<&'static str>,
    },
    /// More pieces than a piece mask can hold.
    TooManyPieces {
        /// The most allowed.
        max: usize,
    },
    /// A piece name that is not one of the seven attack classes.
    BadPiece {
        /// The text given.
        text: String,
        /// The classes' names, for the suggestion.
        classes: &'static [&'static str],
    },
    /// A layout (width, offset) given for a table that is not indexed by difference.
    LayoutUnsupported {
        /// The table.
        table: &'static str,
        /// The tables indexed by difference, which take `width` and `offset`.
        by_difference: Vec<&'static str>,
        /// The mailbox tables, which take `width`, `height` and `a1`.
        mailbox: Vec<&'static str>,
        /// The tables that take piece values.
        values: Vec<&'static str>,
    },
    /// Mailbox options (`width`, `height`, `a1`) on a table that is not a mailbox table, or
    /// vector options (`offset`) on one that is.
    MailboxUnsupported {
        /// The table.
        table: &'static str,
        /// The tables that take it (the mailbox tables, from the catalogue).
        takers: Vec<&'static str>,
    },
    /// A strategy on a table that is not an attack-set function.
    StrategyUnsupported {
        /// The table.
        table: &'static str,
        /// The tables that take it (the attack-set functions, from the catalogue).
        takers: Vec<&'static str>,
    },
    /// A piece-set layout on a table that is not a piece-set table.
    PieceSetLayoutUnsupported {
        /// The table.
        table: &'static str,
        /// The tables that take it (the piece-set tables, from the catalogue).
        takers: Vec<&'static str>,
    },
    /// A piece-set layout (`layout = ppppppppnnbbrrqk`) that does not read.
    PieceSetLayout {
        /// The layout as given.
        given: String,
        /// What is wrong with it.
        why: String,
    },
    /// Piece values on a table that is not a SEE table.
    ValuesUnsupported {
        /// The table.
        table: &'static str,
        /// The tables that take it (the SEE tables, from the catalogue).
        takers: Vec<&'static str>,
    },
    /// A mailbox with more cells than [`crate::compute::mailbox::MailboxLayout::MAX_CELLS`].
    MailboxTooLarge {
        /// Cells per row.
        width: u16,
        /// Rows.
        height: u16,
        /// The most cells allowed.
        max: usize,
    },
    /// A mailbox that does not hold the board where its `a1` puts it.
    MailboxBoardOutside {
        /// Cells per row.
        width: u16,
        /// Rows.
        height: u16,
        /// The cell of square 0.
        a1: u16,
        /// Files of the board.
        files: u8,
        /// Ranks of the board.
        ranks: u8,
    },
    /// A mailbox where a step off the board meets no off-board cell.
    MailboxLeaks {
        /// The layout, as `WxH (a1 at cell N)`.
        layout: String,
        /// The step that leaks, with its square.
        step: String,
        /// The cell it reaches.
        cell: i64,
        /// What is there.
        lands: String,
    },
    /// Stockfish semantics asked of a table that cannot hold them.
    SemanticsUnsupported {
        /// The table.
        table: &'static str,
        /// The in-between tables that hold either meaning.
        either: Vec<&'static str>,
    },
    /// A vector-board offset too small for the board's most negative displacement.
    OffsetTooSmall {
        /// The offset asked for.
        offset: u32,
        /// The smallest that works.
        min: u32,
    },
    /// A non-`u64` element type for a bitboard table, or `u64` for an integer table.
    ElementMismatch {
        /// The item.
        name: String,
        /// The element type asked for.
        element: &'static str,
    },
    /// A mistake in a request file, with its `file:line:column`.
    Syntax {
        /// Where: `file:line:column`.
        location: String,
        /// What is wrong and what would be right.
        message: String,
    },
    /// A command-line argument that the chosen mode needs.
    MissingArgument {
        /// The argument, e.g. `--out FILE`.
        argument: &'static str,
        /// What it is needed for, and an example.
        hint: String,
    },
    /// `write_to_out_dir` called outside a build script.
    NoOutDir,
    /// A request that selects nothing.
    EmptyRequest,
    /// An item name that is not a Rust identifier.
    BadIdentifier {
        /// The name given.
        name: String,
    },
    /// An item name that is a keyword in some edition of Rust.
    Keyword {
        /// The name given.
        name: String,
    },
    /// Two items with one name.
    DuplicateName {
        /// The name used twice.
        name: String,
    },
    /// An element type too small for the table's values.
    ElementTooSmall {
        /// The item.
        name: String,
        /// The element type chosen.
        element: &'static str,
        /// A value it cannot hold.
        value: i32,
    },
    /// Generated tokens that do not parse as Rust items (a bug in the emitter).
    Emit {
        /// What the parser said.
        message: String,
    },
    /// A path that must be a regular file (or a symbolic link to one) but is not.
    NotARegularFile {
        /// The path as given.
        path: PathBuf,
        /// What is there instead: `a directory`, `a FIFO`, `a device`, ...
        what: &'static str,
    },
    /// The directory a file should go into does not exist (only the file is ever created).
    MissingDirectory {
        /// The directory.
        path: PathBuf,
    },
    /// A path used as a directory that is something else.
    NotADirectory {
        /// The path.
        path: PathBuf,
    },
    /// Renaming one of several staged files failed; the ones already replaced were put back
    /// where possible.
    PartialWrite {
        /// The file whose rename failed.
        path: PathBuf,
        /// What the operating system said.
        message: String,
        /// Files replaced before it, given their old contents back (or removed, if new).
        restored: Vec<PathBuf>,
        /// Files replaced before it that could not be put back: they hold the new text.
        not_restored: Vec<PathBuf>,
    },
    /// A build-script output name that is not a plain file name.
    BadFileName {
        /// The name given.
        name: String,
    },
    /// `--out` names the request file itself.
    OutputIsRequest {
        /// The path.
        path: PathBuf,
    },
    /// A request file that is not UTF-8.
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// 1-based line of the first invalid byte.
        line: usize,
        /// 1-based column (in bytes) of the first invalid byte.
        column: usize,
    },
    /// A request file larger than the parser accepts.
    RequestTooLarge {
        /// The file.
        path: PathBuf,
        /// Its size in bytes.
        size: u64,
        /// The largest accepted size in bytes.
        max: u64,
    },
    /// `generate` or `check` without `--dir` or `--out`, outside this workspace.
    NoDefaultDirectory,
    /// A command-line option that has no meaning for what was asked.
    OptionNotApplicable {
        /// The option, e.g. `--to`.
        option: &'static str,
        /// Why it does not apply, and what would.
        why: String,
    },
    /// A file that could not be read or written.
    Io {
        /// The path involved, relative as given.
        path: PathBuf,
        /// What the operating system said.
        message: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Each stage's messages live in its own module.
        match self {
            Error::WidthTooSmall { .. }
            | Error::WidthTooLarge { .. }
            | Error::OffsetTooLarge { .. }
            | Error::LayoutTooShort { .. }
            | Error::OffsetTooSmall { .. }
            | Error::BadSquare { .. }
            | Error::BoardSide { .. }
            | Error::BoardTooLarge { .. }
            | Error::BadBoard { .. }
            | Error::BadBitboard { .. }
            | Error::BitboardTooNarrow { .. }
            | Error::BoardUnsupported { .. }
            | Error::MailboxTooLarge { .. }
            | Error::MailboxBoardOutside { .. }
            | Error::MailboxLeaks { .. } => board::write(self, f),
            Error::Variant { .. }
            | Error::VariantOption { .. }
            | Error::BadBetza { .. }
            | Error::BetzaTwoPaths { .. }
            | Error::DuplicatePiece { .. }
            | Error::OrthodoxPiece { .. }
            | Error::NoPieces { .. }
            | Error::HopperUnsupported { .. }
            | Error::TooManyPieces { .. }
            | Error::BadPiece { .. } => pieces::write(self, f),
            Error::UnknownTable { .. }
            | Error::LayoutUnsupported { .. }
            | Error::MailboxUnsupported { .. }
            | Error::StrategyUnsupported { .. }
            | Error::ValuesUnsupported { .. }
            | Error::PieceSetLayoutUnsupported { .. }
            | Error::PieceSetLayout { .. }
            | Error::SemanticsUnsupported { .. }
            | Error::ElementMismatch { .. }
            | Error::ElementTooSmall { .. }
            | Error::Syntax { .. }
            | Error::MissingArgument { .. }
            | Error::EmptyRequest
            | Error::BadIdentifier { .. }
            | Error::Keyword { .. }
            | Error::DuplicateName { .. }
            | Error::RequestTooLarge { .. }
            | Error::OptionNotApplicable { .. } => request::write(self, f),
            Error::NoOutDir
            | Error::Emit { .. }
            | Error::NotARegularFile { .. }
            | Error::MissingDirectory { .. }
            | Error::NotADirectory { .. }
            | Error::PartialWrite { .. }
            | Error::BadFileName { .. }
            | Error::OutputIsRequest { .. }
            | Error::NotUtf8 { .. }
            | Error::NoDefaultDirectory
            | Error::Io { .. } => files::write(self, f),
        }
    }
}

impl Error {
    /// An I/O error on `path`, named as the user gave it.
    pub(crate) fn io(path: &Path, e: std::io::Error) -> Error {
        Error::Io {
            path: path.to_owned(),
            message: e.to_string(),
        }
    }
}

impl fmt::Debug for Error {
    /// The [`Display`](fmt::Display) message: what `main` prints for an `Err`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Error {}
