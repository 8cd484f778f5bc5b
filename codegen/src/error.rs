//! The one error type of the generator.

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
    /// A variant option that changes the moves and that the move generator does not support.
    VariantOption {
        /// The variant.
        variant: String,
        /// The option, as written.
        option: String,
        /// Why, and what is supported.
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
    },
    /// Mailbox options (`width`, `height`, `a1`) on a table that is not a mailbox table, or
    /// vector options (`offset`) on one that is.
    MailboxUnsupported {
        /// The table.
        table: &'static str,
    },
    /// A strategy on a table that is not an attack-set function.
    StrategyUnsupported {
        /// The table.
        table: &'static str,
    },
    /// Piece values on a table that is not a SEE table.
    ValuesUnsupported {
        /// The table.
        table: &'static str,
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
        match self {
            Error::WidthTooSmall { width, min } => {
                // The longest move along a rank, `files - 1` files right, is also one rank up
                // and `width - (files - 1)` files left.
                let reach = (min - 1) / 2;
                let collision = if *width > reach {
                    format!(
                        "+{reach} is both {reach} files right and one rank up, {} files left",
                        width - reach
                    )
                } else {
                    format!("+{width} is both {width} files right and one rank up")
                };
                write!(
                    f,
                    "`width` {width} is too small for a table indexed by difference: two displacements would share an index (on a {width}-wide board, {collision}); use a width of at least {min}{}",
                    if *min == 15 { " (15 and 16 are the common ones)" } else { "" }
                )
            }
            Error::WidthTooLarge { width, max } => write!(
                f,
                "`width` {width} is too large: the table would have more than 65535 entries; use a width of at most {max} on this board"
            ),
            Error::OffsetTooLarge { offset, max } => write!(
                f,
                "`offset` {offset} is too large: the table would have more than 65535 entries; use an offset of at most {max} with this width"
            ),
            Error::LayoutTooShort { len, min } => write!(
                f,
                "the layout has {len} entries, too few for this board's largest displacement; it needs at least {min}: make it with `VectorLayout::new` for this board"
            ),
            Error::UnknownTable { name, valid } => {
                let valid: Vec<&str> = valid.iter().map(String::as_str).collect();
                write!(
                    f,
                    "unknown table `{name}`; {}",
                    crate::model::suggest::choices("tables", name, &valid)
                )
            }
            Error::BadSquare { text, board, last } => {
                let last_file = last.chars().next().unwrap_or('a');
                let last_rank = last.get(1..).unwrap_or("1");
                write!(
                    f,
                    "`{text}` is not a square of the {board} board; use a file a-{last_file} followed by a rank 1-{last_rank}, like a1 or {last}"
                )
            }
            Error::BoardSide { field, value } => write!(
                f,
                "`board` has {value} {field}; a board has 1 to 16 files and 1 to 16 ranks (at most 128 squares), written files x ranks, like `10x8`"
            ),
            Error::BoardTooLarge { files, ranks } => write!(
                f,
                "`board` {files}x{ranks} has {} squares; a board has at most 128 (the bits of a `u128`): for example 16x8, 12x10 or 11x11",
                files * ranks
            ),
            Error::BadBoard { text } => write!(
                f,
                "`{text}` is not a board size; write files x ranks, each 1 to 16, like `8x8` or `10x8`"
            ),
            Error::BadBitboard { text } => write!(
                f,
                "`{text}` is not a bitboard type; use `u64` (boards of up to 64 squares) or `u128` (up to 128)"
            ),
            Error::BitboardTooNarrow { bitboard, squares } => write!(
                f,
                "`bitboard` is `{bitboard}`, which has too few bits for a board of {squares} squares; use `u128` (or leave `bitboard` out: boards of more than 64 squares use `u128`)"
            ),
            Error::Variant { variant, message } => write!(f, "variant `{variant}`: {message}"),
            Error::VariantOption {
                variant,
                option,
                why,
            } => write!(f, "variant `{variant}`: option `{option}` is not supported: {why}"),
            Error::BoardUnsupported { table, board, why } => write!(
                f,
                "table `{table}` cannot be built for the board {board}: {why}"
            ),
            Error::BadBetza { piece, betza, part, why } => write!(
                f,
                "piece `{piece}` = \"{betza}\": `{part}`: {why}"
            ),
            Error::BetzaTwoPaths { piece, betza, ranks, files } => write!(
                f,
                "piece `{piece}` = \"{betza}\" reaches {ranks} ranks, {files} files along two different paths, so no single set of squares that must be empty describes it; define it without one of the two moves"
            ),
            Error::DuplicatePiece { name } => write!(
                f,
                "piece `{name}` is defined twice; give each piece its own name"
            ),
            Error::OrthodoxPiece { name } => write!(
                f,
                "piece `{name}` is one of the seven orthodox classes the request keeps; give yours another name, or say `pieces = none;` first to define every piece yourself"
            ),
            Error::NoPieces { table } => write!(
                f,
                "`{table}` has a row per piece, and `pieces = none;` leaves no piece: define some with `piece NAME = \"BETZA\";`, or drop `pieces = none;` to keep the orthodox seven"
            ),
            Error::TooManyPieces { max } => write!(
                f,
                "more than {max} pieces; a request defines at most {max} (one bit each in the piece mask)"
            ),
            Error::BadPiece { text, classes } => {
                match crate::model::suggest::nearest(text, classes.iter().copied()) {
                    Some(name) => write!(f, "`{text}` is not a piece class; did you mean `{name}`?"),
                    None => write!(
                        f,
                        "`{text}` is not a piece class; use one of {}",
                        classes.join(", ")
                    ),
                }
            }
            Error::LayoutUnsupported { table } => write!(
                f,
                "`{table}` takes no options: it is indexed by square, so remove them; `width`/`offset` apply to tables indexed by difference (ray-unit-vector-queen-*, *-0x88, *-vector-15), `width`/`height`/`a1` to the mailbox tables, piece values to `see-rebel` and `see-counts`"
            ),
            Error::MailboxUnsupported { table } => write!(
                f,
                "`{table}` takes no such option: `width`, `height` and `a1` choose the layout of a mailbox table (`mailbox-template`, `square-to-mailbox`, `mailbox-to-square`, `mailbox-increments`), `width` and `offset` the layout of a table indexed by difference"
            ),
            Error::StrategyUnsupported { table } => write!(
                f,
                "`{table}` takes no strategy: `strategy = magic` or `strategy = obstruction` applies to the attack-set functions (`attacks-fn`, `attackers-to-fn`, `in-check-fn`)"
            ),
            Error::ValuesUnsupported { table } => write!(
                f,
                "`{table}` takes no piece values: `pawn`, `knight`, `bishop`, `rook` and `queen` apply to the SEE tables (`see-rebel`, `see-counts`)"
            ),
            Error::MailboxTooLarge { width, height, max } => write!(
                f,
                "a {width}x{height} mailbox has {} cells; use at most {max} (16x16 is the largest common layout)",
                usize::from(*width) * usize::from(*height)
            ),
            Error::MailboxBoardOutside { width, height, a1, files, ranks } => write!(
                f,
                "a {width}x{height} mailbox with a1 at cell {a1} cannot hold the {files}x{ranks} board: a1 at column {} and row {} leaves {} columns and {} rows for it; choose `a1` = row * width + column with column + {files} <= width and row + {ranks} <= height (for example {}x{} with a1 = {})",
                a1 % width.max(&1),
                a1 / width.max(&1),
                i64::from(*width) - i64::from(a1 % width.max(&1)),
                i64::from(*height) - i64::from(a1 / width.max(&1)),
                // Two padding files and two padding ranks on each side, as 10x12 has for 8x8.
                files + 2,
                ranks + 4,
                2 * (u16::from(*files) + 2) + 1,
            ),
            Error::MailboxLeaks { layout, step, cell, lands } => write!(
                f,
                "the mailbox {layout} lets pieces leave the board unseen: {step} reaches cell {cell}, {lands}; every step off the board must meet a padding cell, so give at least two padding files in all (a knight jumps two files) and two padding ranks above and below, with a cell to spare beyond the corners (a knight on a1 reaches `a1 - 2 * width - 1`), or use the 0x88 layout, 16x8 with a1 = 0, whose test `cell & 0x88` needs none"
            ),
            Error::SemanticsUnsupported { table } => write!(
                f,
                "`semantics = stockfish` cannot apply to `{table}`: it stores each unordered pair once, so it cannot tell which square is `to`; use `in-between-rectangular` or `in-between-0x88`, or `semantics = strict`"
            ),
            Error::OffsetTooSmall { offset, min } => write!(
                f,
                "`offset` {offset} is too small: the most negative displacement would get a negative index; use an offset of at least {min}"
            ),
            Error::ElementMismatch { name, element } => write!(
                f,
                "`element` of `{name}` is `{element}`, which does not fit the table: bitboard tables take the board's bitboard type (`u64`, or `u128` on a `u128` board), step and distance tables u8, i8, u16, i16 or i32"
            ),
            Error::Syntax { location, message } => write!(f, "{location}: {message}"),
            Error::MissingArgument { argument, hint } => write!(f, "missing {argument}: {hint}"),
            Error::NoOutDir => write!(
                f,
                "OUT_DIR is not set: call write_to_out_dir from a build script (build.rs), or use generate_source and write the file yourself"
            ),
            Error::EmptyRequest => write!(
                f,
                "the request selects no table; name at least one (see `vector-attacks-codegen list`)"
            ),
            Error::BadIdentifier { name } => write!(
                f,
                "item name `{name}` is not a Rust identifier; use letters, digits and underscores, not starting with a digit"
            ),
            Error::Keyword { name } => write!(
                f,
                "item name `{name}` is a keyword in some edition of Rust, so the file would not compile everywhere; choose another name, or write it raw: `r#{name}`"
            ),
            Error::DuplicateName { name } => write!(
                f,
                "the name `{name}` is used twice (Rust compares names without `r#` and in Unicode NFC, so `r#x` is `x`); give each item its own name"
            ),
            Error::ElementTooSmall { name, element, value } => write!(
                f,
                "`element` of `{name}`: `{element}` cannot hold the value {value}; choose a wider type (i8 for negative steps up to 127, i16 or i32 beyond)"
            ),
            Error::Emit { message } => write!(
                f,
                "internal error: emitted tokens are not valid Rust ({message}); please report this"
            ),
            Error::NotARegularFile { path, what } => write!(
                f,
                "`{}` is {what}, not a regular file; nothing was written: name a file (a symbolic link to a file is written through)",
                path.display()
            ),
            Error::MissingDirectory { path } => write!(
                f,
                "directory `{}` does not exist; create it first (only the file itself is ever created)",
                path.display()
            ),
            Error::NotADirectory { path } => write!(
                f,
                "`{}` is not a directory; the output must go into an existing directory",
                path.display()
            ),
            Error::PartialWrite {
                path,
                message,
                restored,
                not_restored,
            } => {
                write!(f, "cannot replace `{}`: {message}", path.display())?;
                let list = |files: &[PathBuf]| {
                    files
                        .iter()
                        .map(|p| format!("`{}`", p.display()))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                if !restored.is_empty() {
                    write!(f, "; restored the old {}", list(restored))?;
                }
                if !not_restored.is_empty() {
                    write!(f, "; could not restore {}, which hold the new tables", list(not_restored))?;
                }
                write!(f, "; every other file is unchanged")
            }
            Error::BadFileName { name } => write!(
                f,
                "`{name}` is not a plain file name; write_to_out_dir takes a name like `tables.rs`, with no directory part, so the file stays inside OUT_DIR"
            ),
            Error::OutputIsRequest { path } => write!(
                f,
                "`--out {}` is the request file itself; write the tables to another file, e.g. src/tables.rs",
                path.display()
            ),
            Error::NotUtf8 { path, line, column } => write!(
                f,
                "{}:{line}:{column}: invalid UTF-8; a request file must be UTF-8 text",
                path.display()
            ),
            Error::RequestTooLarge { path, size, max } => write!(
                f,
                "`{}` has {size} bytes; a request file may have at most {max} (a request needs a line per table)",
                path.display()
            ),
            Error::NoDefaultDirectory => write!(
                f,
                "no output given: outside the vector-attacks workspace, pass `--request FILE --out FILE` (or `--table NAME --out FILE`) for your own tables, or `--dir DIR` for the standard set; nothing was written"
            ),
            Error::OptionNotApplicable { option, why } => write!(f, "`{option}` {why}"),
            Error::Io { path, message } => {
                write!(f, "cannot access `{}`: {message}", path.display())
            }
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
