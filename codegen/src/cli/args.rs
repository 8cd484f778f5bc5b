//! The command line: its commands and their arguments (clap), and how the value arguments
//! map to the library's types.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use vector_attacks_codegen::{AttackStrategy, Error, Numbering, Semantics};

/// Generates chess square-relation lookup tables as Rust source, checks that checked-in
/// copies are fresh, and draws tables as board diagrams.
#[derive(Parser)]
#[command(version, about)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Subcommand)]
pub(crate) enum Command {
    /// Writes one file for a request of your own (--request FILE or --table flags, with
    /// --out FILE), or the standard set of table files into --dir DIR. Atomic: on failure
    /// the old files stay intact.
    Generate {
        /// Directory for the standard set of table files (it, or its parent, must exist)
        /// [default inside the vector-attacks workspace: its `tables/`].
        #[arg(long, conflicts_with_all = ["out", "request", "table"])]
        dir: Option<PathBuf>,
        #[command(flatten)]
        single: SingleFile,
    },
    /// Exits 1, naming each file, when the files differ from what `generate` with the same
    /// arguments would write.
    Check {
        /// Directory of the standard set to compare [default inside the vector-attacks
        /// workspace: its `tables/`].
        #[arg(long, conflicts_with_all = ["out", "request", "table"])]
        dir: Option<PathBuf>,
        #[command(flatten)]
        single: SingleFile,
    },
    /// Draws TABLE as a board diagram (see `list` for the names).
    Show(ShowArgs),
    /// Lists the table names, their default item names and what they hold, then the move
    /// generator.
    ///
    /// The piece tables (attacks-0x88, piece-mask-0x88, piece-in-between, is-attacked-fn,
    /// piece-in-between-fn) hold the seven orthodox classes, or the pieces a request defines in
    /// Betza notation (`piece horse = "nN";`, `--piece-def horse=nN`), in table order:
    ///
    ///   atoms     W (1,0) F (1,1) D (2,0) N (2,1) A (2,2) H (3,0) C (3,1) Z (3,2) G (3,3), K = WF
    ///   riders    R B Q; a doubled atom (NN, the nightrider); a range (R4, B2)
    ///   compounds BN (archbishop), RN (chancellor), QN (amazon), FfW (a silver-like piece)
    ///   directions f b l r v s and pairs, for the side moving up (fW, fF, bN, fsW, vR); black's
    ///             twin of a directional piece is its own piece with the directions mirrored
    ///   m c       move only, capture only (mFcW); attack tables use the captures
    ///   n         lame leaper, its path must be empty: nN (xiangqi horse), nA (elephant)
    ///
    /// Refused with the part named: hoppers (p, g), initial moves (i), other letters, a lame
    /// leaper with two possible paths (nC), a lame rider, a range of 0.
    #[command(verbatim_doc_comment)]
    List,
}

/// One generated file for a request of your own.
#[derive(Args)]
pub(crate) struct SingleFile {
    /// The file to write (or check); its directory must exist.
    #[arg(long)]
    pub(crate) out: Option<PathBuf>,
    /// A request file in the macro's syntax, e.g. `pub static BETWEEN = in_between_0x88;`.
    #[arg(long, conflicts_with = "table")]
    pub(crate) request: Option<PathBuf>,
    /// A table to include (repeat for more; see `list`), under its default name; with
    /// --variant, `move-generator`.
    #[arg(long)]
    pub(crate) table: Vec<String>,
    /// A variant to write the move generator of (`--table move-generator`), defined in
    /// --variants-ini or, without it, in the generator's shipped variants.ini (chess,
    /// capablanca, embassy, modern, chancellor, gothic, amazon, nightrider, losalamos, ...).
    #[arg(long, conflicts_with = "request")]
    pub(crate) variant: Option<String>,
    /// A file in Fairy-Stockfish's variants.ini format that defines --variant.
    #[arg(long, value_name = "PATH", requires = "variant")]
    pub(crate) variants_ini: Option<PathBuf>,
    /// Board, files x ranks (each 1 to 16, at most 128 squares), with --table (a request
    /// file says `board = 10x8;`).
    #[arg(long, default_value = "8x8", conflicts_with = "request")]
    pub(crate) board: String,
    /// Bitboard type, u64 (up to 64 squares) or u128, with --table [default: u64 up to 64
    /// squares, u128 above] (a request file says `bitboard = u128;`).
    #[arg(long, conflicts_with = "request")]
    pub(crate) bitboard: Option<String>,
    /// A piece of the attack tables, NAME=BETZA (repeat for more, in table order; see the
    /// notation in `list`), with --table [default: the seven orthodox classes] (a request
    /// file says `piece horse = "nN";`).
    #[arg(
        long = "piece-def",
        value_name = "NAME=BETZA",
        conflicts_with = "request"
    )]
    pub(crate) piece_def: Vec<String>,
    /// Whether the pieces of the tables are the seven orthodox classes followed by the
    /// --piece-def pieces (orthodox) or the --piece-def pieces alone (none), with --table (a
    /// request file says `pieces = none;`).
    #[arg(long, value_enum, default_value_t = PiecesArg::Orthodox, conflicts_with = "request")]
    pub(crate) pieces: PiecesArg,
    /// Square numbering, with --table (a request file says `numbering = a8;`).
    #[arg(long, value_enum, default_value_t = NumberingArg::A1, conflicts_with = "request")]
    pub(crate) numbering: NumberingArg,
    /// The strategy of the attack-set functions among the --table items (attacks-fn,
    /// attackers-to-fn, in-check-fn, side-attacks-fn) [default: magic on boards with u64 bitboards,
    /// obstruction above] (a request file says `attacks_fn(strategy = magic)`).
    #[arg(long, value_enum, conflicts_with = "request")]
    pub(crate) strategy: Option<StrategyArg>,
    /// In-between semantics, with --table (a request file says `semantics = stockfish;`).
    #[arg(long, value_enum, default_value_t = SemanticsArg::Strict, conflicts_with = "request")]
    pub(crate) semantics: SemanticsArg,
    /// `static` or `const` items, with --table (a request file says it per item).
    #[arg(long, value_enum, default_value_t = StorageArg::Static, conflicts_with = "request")]
    pub(crate) storage: StorageArg,
    /// Visibility of the items, with --table (a request file says it per item).
    #[arg(long, value_enum, default_value_t = VisibilityArg::Pub, conflicts_with = "request")]
    pub(crate) visibility: VisibilityArg,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum NumberingArg {
    A1,
    A8,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum StrategyArg {
    Magic,
    Obstruction,
    Rotated,
    Fill,
}

impl From<StrategyArg> for AttackStrategy {
    fn from(arg: StrategyArg) -> AttackStrategy {
        match arg {
            StrategyArg::Magic => AttackStrategy::Magic,
            StrategyArg::Obstruction => AttackStrategy::Obstruction,
            StrategyArg::Rotated => AttackStrategy::Rotated,
            StrategyArg::Fill => AttackStrategy::Fill,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum PiecesArg {
    Orthodox,
    None,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum SemanticsArg {
    Strict,
    Stockfish,
}

impl From<NumberingArg> for Numbering {
    fn from(arg: NumberingArg) -> Numbering {
        match arg {
            NumberingArg::A1 => Numbering::A1,
            NumberingArg::A8 => Numbering::A8,
        }
    }
}

impl From<SemanticsArg> for Semantics {
    fn from(arg: SemanticsArg) -> Semantics {
        match arg {
            SemanticsArg::Strict => Semantics::Strict,
            SemanticsArg::Stockfish => Semantics::Stockfish,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum StorageArg {
    Static,
    Const,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum VisibilityArg {
    Pub,
    Crate,
    Private,
}

/// What `show` draws, and how.
#[derive(Args)]
pub(crate) struct ShowArgs {
    /// The table, e.g. ray-unit-vector-queen-15 or in-between-rectangular.
    pub(crate) table: String,
    /// Centre the diagram on this square (e.g. e4).
    #[arg(long)]
    pub(crate) from: Option<String>,
    /// With a bitboard table: draw the one set from --from to this square.
    #[arg(long, requires = "from")]
    pub(crate) to: Option<String>,
    /// The piece to draw, for the tables with a row per piece (attacks-0x88,
    /// pawn-attacks, attacks-fn, ...): a class (black-pawn, white-pawn, knight, bishop,
    /// rook, queen, king), or the NAME of a --piece-def.
    #[arg(long)]
    pub(crate) piece: Option<String>,
    /// Board, files x ranks (each 1 to 16, at most 128 squares); files are lettered
    /// from a, ranks numbered from 1 (j10 on 10x10).
    #[arg(long, default_value = "8x8")]
    pub(crate) board: String,
    /// Bitboard type, u64 or u128 [default: u64 up to 64 squares, u128 above].
    #[arg(long)]
    pub(crate) bitboard: Option<String>,
    /// A piece in Betza notation, NAME=BETZA (repeat for more; see `list --help`); then
    /// --piece NAME picks the one to draw, e.g. `--piece-def horse=nN --piece horse`.
    #[arg(long = "piece-def", value_name = "NAME=BETZA")]
    pub(crate) piece_def: Vec<String>,
    /// Occupied squares, comma-separated (e.g. e6,f7): with --from and a piece table,
    /// draws what the piece attacks among them.
    #[arg(long)]
    pub(crate) blockers: Option<String>,
    /// For tables indexed by difference: the board width of the layout, as a request's
    /// `(width = W)` [default: the table's own].
    #[arg(long)]
    pub(crate) width: Option<u16>,
    /// For tables indexed by difference: the index of displacement zero, as a request's
    /// `(offset = O)` [default: the tightest for the width].
    #[arg(long)]
    pub(crate) offset: Option<u16>,
    /// Square numbering, as `generate --numbering`: squares and bitboards are drawn and
    /// printed as the generated table holds them.
    #[arg(long, value_enum, default_value_t = NumberingArg::A1)]
    pub(crate) numbering: NumberingArg,
    /// In-between semantics, as `generate --semantics`.
    #[arg(long, value_enum, default_value_t = SemanticsArg::Strict)]
    pub(crate) semantics: SemanticsArg,
    /// The orthodox seven before the --piece-def pieces, or those alone, as `generate
    /// --pieces`.
    #[arg(long, value_enum, default_value_t = PiecesArg::Orthodox)]
    pub(crate) pieces: PiecesArg,
    /// The strategy of an attack-set function, as `generate --strategy`.
    #[arg(long, value_enum)]
    pub(crate) strategy: Option<StrategyArg>,
    /// With `show move-generator`: the variant whose legal moves to draw (from
    /// --variants-ini, or the shipped variants.ini), for the piece on --from.
    #[arg(long)]
    pub(crate) variant: Option<String>,
    /// With --variant: a file in Fairy-Stockfish's variants.ini format that defines it.
    #[arg(long, value_name = "PATH", requires = "variant")]
    pub(crate) variants_ini: Option<PathBuf>,
    /// With --variant: the position, in Fairy-Stockfish's FEN [default: the start
    /// position]. With `side-attacks-fn`: the position whose attack map to draw, its
    /// piece placement and `w` or `b` for the side (e.g. `--fen "8/8/8/8/8/8/8/R3K3 w"`).
    #[arg(long)]
    pub(crate) fen: Option<String>,
}

/// A `--piece-def` argument's name and Betza definition.
pub(crate) fn piece_definition(text: &str) -> Result<(&str, &str), Error> {
    text.split_once('=')
        .ok_or_else(|| Error::OptionNotApplicable {
            option: "--piece-def",
            why: format!("`{text}` is not NAME=BETZA; write it like `--piece-def horse=nN`"),
        })
}
