//! The one error type of the generator.

use std::fmt;
use std::path::PathBuf;

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
    },
    /// A piece name that is not one of the seven attack classes.
    BadPiece {
        /// The text given.
        text: String,
    },
    /// A layout (width, offset) given for a table that is not indexed by difference.
    LayoutUnsupported {
        /// The table.
        table: &'static str,
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
            Error::WidthTooSmall { width, min } => write!(
                f,
                "`width` {width} is too small: two displacements would share an index (on a 10-wide board, +3 is both three files right and one rank up, seven files left); use a width of at least {min} (15 and 16 are the common ones)"
            ),
            Error::WidthTooLarge { width } => write!(
                f,
                "`width` {width} is too large for a table index; use a width of at most 4000"
            ),
            Error::UnknownTable { name, valid } => write!(
                f,
                "unknown table `{name}`; valid tables: {}",
                valid.join(", ")
            ),
            Error::BadSquare { text } => write!(
                f,
                "`{text}` is not a square; use a file a-h followed by a rank 1-8, like e4"
            ),
            Error::BadPiece { text } => write!(
                f,
                "`{text}` is not a piece class; use one of black-pawn, white-pawn, knight, bishop, rook, queen, king"
            ),
            Error::LayoutUnsupported { table } => write!(
                f,
                "`width`/`offset` do not apply to `{table}`, which is indexed by square pair; remove them, or choose a table indexed by difference (ray-unit-vector-queen-*, *-0x88, *-vector-15)"
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
                "`element` of `{name}` is `{element}`, which does not fit the table: bitboard tables are `u64`, step and distance tables take u8, i8, u16, i16 or i32"
            ),
            Error::Syntax { location, message } => write!(f, "{location}: {message}"),
            Error::MissingArgument { argument } => write!(
                f,
                "missing {argument}: a request of your own is written to one file, e.g. `generate --request tables.req --out src/tables.rs`"
            ),
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
            Error::DuplicateName { name } => write!(
                f,
                "the name `{name}` is used twice; give each table its own name"
            ),
            Error::ElementTooSmall { name, element, value } => write!(
                f,
                "`element` of `{name}`: `{element}` cannot hold the value {value}; choose a wider type (i8 for negative steps up to 127, i16 or i32 beyond)"
            ),
            Error::Emit { message } => write!(
                f,
                "internal error: emitted tokens are not valid Rust ({message}); please report this"
            ),
            Error::Io { path, message } => {
                write!(f, "cannot access `{}`: {message}", path.display())
            }
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
