//! `vector-attacks-codegen`: generate, check and show the lookup tables.
//!
//! Exit codes: 0 success, 1 `check` found stale or missing files, 2 bad input or I/O error.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use proc_macro2::TokenStream;
use vector_attacks_codegen::checked_in::{self, Origin, INSTALLED, REGENERATE};
use vector_attacks_codegen::compute::attacks::PieceClass;
use vector_attacks_codegen::declaration::Options;
use vector_attacks_codegen::movegen;
use vector_attacks_codegen::show::{self, View};
use vector_attacks_codegen::suggest;
use vector_attacks_codegen::variant::Variant;
use vector_attacks_codegen::AttackStrategy;
use vector_attacks_codegen::{
    emit, generate, syntax, writer, Error, Item, Numbering, Request, Semantics, Storage, TableId,
    Visibility,
};

/// Generates chess square-relation lookup tables as Rust source, checks that checked-in
/// copies are fresh, and draws tables as board diagrams.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
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
    Show {
        /// The table, e.g. ray-unit-vector-queen-15 or in-between-rectangular.
        table: String,
        /// Centre the diagram on this square (e.g. e4).
        #[arg(long)]
        from: Option<String>,
        /// With a bitboard table: draw the one set from --from to this square.
        #[arg(long, requires = "from")]
        to: Option<String>,
        /// The piece to draw, for the tables with a row per piece (attacks-0x88,
        /// pawn-attacks, attacks-fn, ...): a class (black-pawn, white-pawn, knight, bishop,
        /// rook, queen, king), or the NAME of a --piece-def.
        #[arg(long)]
        piece: Option<String>,
        /// Board, files x ranks (each 1 to 16, at most 128 squares); files are lettered
        /// from a, ranks numbered from 1 (j10 on 10x10).
        #[arg(long, default_value = "8x8")]
        board: String,
        /// Bitboard type, u64 or u128 [default: u64 up to 64 squares, u128 above].
        #[arg(long)]
        bitboard: Option<String>,
        /// A piece in Betza notation, NAME=BETZA (repeat for more; see `list --help`); then
        /// --piece NAME picks the one to draw, e.g. `--piece-def horse=nN --piece horse`.
        #[arg(long = "piece-def", value_name = "NAME=BETZA")]
        piece_def: Vec<String>,
        /// Occupied squares, comma-separated (e.g. e6,f7): with --from and a piece table,
        /// draws what the piece attacks among them.
        #[arg(long)]
        blockers: Option<String>,
        /// For tables indexed by difference: the board width of the layout, as a request's
        /// `(width = W)` [default: the table's own].
        #[arg(long)]
        width: Option<u16>,
        /// For tables indexed by difference: the index of displacement zero, as a request's
        /// `(offset = O)` [default: the tightest for the width].
        #[arg(long)]
        offset: Option<u16>,
        /// Square numbering, as `generate --numbering`: squares and bitboards are drawn and
        /// printed as the generated table holds them.
        #[arg(long, value_enum, default_value_t = NumberingArg::A1)]
        numbering: NumberingArg,
        /// In-between semantics, as `generate --semantics`.
        #[arg(long, value_enum, default_value_t = SemanticsArg::Strict)]
        semantics: SemanticsArg,
        /// The orthodox seven before the --piece-def pieces, or those alone, as `generate
        /// --pieces`.
        #[arg(long, value_enum, default_value_t = PiecesArg::Orthodox)]
        pieces: PiecesArg,
        /// The strategy of an attack-set function, as `generate --strategy`.
        #[arg(long, value_enum)]
        strategy: Option<StrategyArg>,
        /// With `show move-generator`: the variant whose legal moves to draw (from
        /// --variants-ini, or the shipped variants.ini), for the piece on --from.
        #[arg(long)]
        variant: Option<String>,
        /// With --variant: a file in Fairy-Stockfish's variants.ini format that defines it.
        #[arg(long, value_name = "PATH", requires = "variant")]
        variants_ini: Option<PathBuf>,
        /// With --variant: the position, in Fairy-Stockfish's FEN [default: the start
        /// position]. With `side-attacks-fn`: the position whose attack map to draw, its
        /// piece placement and `w` or `b` for the side (e.g. `--fen "8/8/8/8/8/8/8/R3K3 w"`).
        #[arg(long)]
        fen: Option<String>,
    },
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
    /// leaper with two possible paths (nC, nZ), a lame rider, a range of 0.
    #[command(verbatim_doc_comment)]
    List,
}

/// One generated file for a request of your own.
#[derive(Args)]
struct SingleFile {
    /// The file to write (or check); its directory must exist.
    #[arg(long)]
    out: Option<PathBuf>,
    /// A request file in the macro's syntax, e.g. `pub static BETWEEN = in_between_0x88;`.
    #[arg(long, conflicts_with = "table")]
    request: Option<PathBuf>,
    /// A table to include (repeat for more; see `list`), under its default name; with
    /// --variant, `move-generator`.
    #[arg(long)]
    table: Vec<String>,
    /// A variant to write the move generator of (`--table move-generator`), defined in
    /// --variants-ini or, without it, in the generator's shipped variants.ini (chess,
    /// capablanca, embassy, modern, chancellor, gothic, amazon, nightrider, losalamos, ...).
    #[arg(long, conflicts_with = "request")]
    variant: Option<String>,
    /// A file in Fairy-Stockfish's variants.ini format that defines --variant.
    #[arg(long, value_name = "PATH", requires = "variant")]
    variants_ini: Option<PathBuf>,
    /// Board, files x ranks (each 1 to 16, at most 128 squares), with --table (a request
    /// file says `board = 10x8;`).
    #[arg(long, default_value = "8x8", conflicts_with = "request")]
    board: String,
    /// Bitboard type, u64 (up to 64 squares) or u128, with --table [default: u64 up to 64
    /// squares, u128 above] (a request file says `bitboard = u128;`).
    #[arg(long, conflicts_with = "request")]
    bitboard: Option<String>,
    /// A piece of the attack tables, NAME=BETZA (repeat for more, in table order; see the
    /// notation in `list`), with --table [default: the seven orthodox classes] (a request
    /// file says `piece horse = "nN";`).
    #[arg(
        long = "piece-def",
        value_name = "NAME=BETZA",
        conflicts_with = "request"
    )]
    piece_def: Vec<String>,
    /// Whether the pieces of the tables are the seven orthodox classes followed by the
    /// --piece-def pieces (orthodox) or the --piece-def pieces alone (none), with --table (a
    /// request file says `pieces = none;`).
    #[arg(long, value_enum, default_value_t = PiecesArg::Orthodox, conflicts_with = "request")]
    pieces: PiecesArg,
    /// Square numbering, with --table (a request file says `numbering = a8;`).
    #[arg(long, value_enum, default_value_t = NumberingArg::A1, conflicts_with = "request")]
    numbering: NumberingArg,
    /// The strategy of the attack-set functions among the --table items (attacks-fn,
    /// attackers-to-fn, in-check-fn, side-attacks-fn) [default: magic on boards with u64 bitboards,
    /// obstruction above] (a request file says `attacks_fn(strategy = magic)`).
    #[arg(long, value_enum, conflicts_with = "request")]
    strategy: Option<StrategyArg>,
    /// In-between semantics, with --table (a request file says `semantics = stockfish;`).
    #[arg(long, value_enum, default_value_t = SemanticsArg::Strict, conflicts_with = "request")]
    semantics: SemanticsArg,
    /// `static` or `const` items, with --table (a request file says it per item).
    #[arg(long, value_enum, default_value_t = StorageArg::Static, conflicts_with = "request")]
    storage: StorageArg,
    /// Visibility of the items, with --table (a request file says it per item).
    #[arg(long, value_enum, default_value_t = VisibilityArg::Pub, conflicts_with = "request")]
    visibility: VisibilityArg,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum NumberingArg {
    A1,
    A8,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum StrategyArg {
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
enum PiecesArg {
    Orthodox,
    None,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum SemanticsArg {
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
enum StorageArg {
    Static,
    Const,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum VisibilityArg {
    Pub,
    Crate,
    Private,
}

/// A file of one's own, ready to write or compare.
struct Rendered {
    out: PathBuf,
    text: String,
    /// The command that regenerates it, as typed from here (for `check`'s hint).
    hint: String,
}

impl SingleFile {
    fn is_requested(&self) -> bool {
        self.out.is_some()
            || self.request.is_some()
            || !self.table.is_empty()
            || self.variant.is_some()
    }

    /// The move generator of --variant, and the `generate` arguments that reproduce it.
    fn move_generator(&self, name: &str, out: &Path) -> Result<(Body, Vec<Arg>), Error> {
        if self.table.iter().any(|t| t != movegen::NAME) {
            return Err(Error::OptionNotApplicable {
                option: "--variant",
                why: "a variant's file holds its move generator only; write `--table move-generator` (or no --table)".to_owned(),
            });
        }
        let mut args = Vec::new();
        let variant = match &self.variants_ini {
            Some(path) => {
                args.extend([Arg::Flag("--variants-ini"), Arg::Path(path.clone())]);
                Variant::from_file(path, name)?
            }
            None => Variant::shipped(name)?,
        };
        args.extend([
            Arg::Flag("--variant"),
            Arg::Text(name.to_owned()),
            Arg::Flag("--table"),
            Arg::Text(movegen::NAME.to_owned()),
            Arg::Flag("--out"),
            Arg::Path(out.to_owned()),
        ]);
        Ok((Body::MoveGenerator(Box::new(variant)), args))
    }

    /// The items, and the `generate` arguments that reproduce them.
    fn items(&self, out: &Path) -> Result<(Body, Vec<Arg>), Error> {
        if let Some(name) = &self.variant {
            return self.move_generator(name, out);
        }
        if let Some(path) = &self.request {
            if same_file(path, out) {
                return Err(Error::OutputIsRequest {
                    path: out.to_owned(),
                });
            }
            let parsed = syntax::read_file(path)?;
            let items = parsed.generate_located()?;
            let args = vec![
                Arg::Flag("--request"),
                Arg::Path(path.clone()),
                Arg::Flag("--out"),
                Arg::Path(out.to_owned()),
            ];
            return Ok((Body::Items(items), args));
        }
        if self.table.is_empty() {
            return Err(Error::MissingArgument {
                argument: "--request FILE or --table NAME",
                hint: "say which tables to write, e.g. `generate --request tables.req --out src/tables.rs`".to_owned(),
            });
        }
        let mut request = board_request(&self.board, self.bitboard.as_deref())?
            .numbering(self.numbering.into())
            .semantics(self.semantics.into())
            .orthodox_pieces(self.pieces == PiecesArg::Orthodox);
        let mut args = Vec::new();
        if syntax::parse_board(&self.board)? != (8, 8) {
            args.extend([Arg::Flag("--board"), Arg::Text(self.board.clone())]);
        }
        if let Some(bitboard) = &self.bitboard {
            args.extend([Arg::Flag("--bitboard"), Arg::Text(bitboard.clone())]);
        }
        for definition in &self.piece_def {
            let (name, betza) =
                definition
                    .split_once('=')
                    .ok_or_else(|| Error::OptionNotApplicable {
                        option: "--piece-def",
                        why: format!(
                        "`{definition}` is not NAME=BETZA; write it like `--piece-def horse=nN`"
                    ),
                    })?;
            request = request.piece(name, betza)?;
            args.extend([Arg::Flag("--piece-def"), Arg::Text(definition.clone())]);
        }
        let mut seen = Vec::new();
        for name in &self.table {
            let table: TableId = name.parse()?;
            if seen.contains(&table) {
                return Err(Error::OptionNotApplicable {
                    option: "--table",
                    why: format!("`{table}` is given twice; name each table once (a request file can emit one table under two names)"),
                });
            }
            seen.push(table);
            args.extend([Arg::Flag("--table"), Arg::Text(table.to_string())]);
            let mut item = Item::new(table);
            if let (Some(strategy), Options::Strategy) = (self.strategy, table.options()) {
                item = item.strategy(strategy.into());
            }
            request = request.item(
                item.storage(match self.storage {
                    StorageArg::Static => Storage::Static,
                    StorageArg::Const => Storage::Const,
                })
                .visibility(match self.visibility {
                    VisibilityArg::Pub => Visibility::Public,
                    VisibilityArg::Crate => Visibility::Crate,
                    VisibilityArg::Private => Visibility::Private,
                }),
            );
        }
        if let Some(strategy) = self.strategy {
            if !seen.iter().any(|t| t.options() == Options::Strategy) {
                return Err(Error::OptionNotApplicable {
                    option: "--strategy",
                    why: "applies to the attack-set functions (attacks-fn, attackers-to-fn, in-check-fn): add one with --table, or drop --strategy".to_owned(),
                });
            }
            if let Some(v) = strategy.to_possible_value() {
                args.extend([Arg::Flag("--strategy"), Arg::Text(v.get_name().to_owned())]);
            }
        }
        for (flag, value, default) in [
            (
                "pieces",
                self.pieces.to_possible_value(),
                PiecesArg::Orthodox.to_possible_value(),
            ),
            (
                "numbering",
                self.numbering.to_possible_value(),
                NumberingArg::A1.to_possible_value(),
            ),
            (
                "semantics",
                self.semantics.to_possible_value(),
                SemanticsArg::Strict.to_possible_value(),
            ),
            (
                "storage",
                self.storage.to_possible_value(),
                StorageArg::Static.to_possible_value(),
            ),
            (
                "visibility",
                self.visibility.to_possible_value(),
                VisibilityArg::Pub.to_possible_value(),
            ),
        ] {
            if let (Some(v), Some(d)) = (value, default) {
                if v.get_name() != d.get_name() {
                    args.extend([
                        Arg::Text(format!("--{flag}")),
                        Arg::Text(v.get_name().to_owned()),
                    ]);
                }
            }
        }
        args.extend([Arg::Flag("--out"), Arg::Path(out.to_owned())]);
        Ok((Body::Items(generate(&request)?), args))
    }

    /// The file's path and text. Its header names the command that regenerates it, with
    /// paths relative to where that command runs ([`Origin`]), so the text depends on where
    /// the files are, never on how their paths were typed.
    fn render(&self) -> Result<Rendered, Error> {
        let out = self.out.clone().ok_or_else(|| Error::MissingArgument {
            argument: "--out FILE",
            hint: "a request of your own is written to one file, e.g. `generate --request tables.req --out src/tables.rs`".to_owned(),
        })?;
        let root = workspace_root();
        let origin = Origin::of(&out, root.as_deref())?;
        let (items, args) = self.items(&out)?;
        let recorded = spell(&args, &|p| origin.relative(p))?;
        let header = checked_in::header(&origin.command(&recorded));
        let text = match items {
            Body::Items(items) => emit::source(&header, items)?,
            Body::MoveGenerator(variant) => movegen::source(&variant, &header)?,
        };
        let typed = spell(&args, &|p| Ok(shell_word(p)))?;
        let hint = if inside_workspace(root.as_deref()) {
            format!("{REGENERATE} {typed}")
        } else {
            format!("{INSTALLED} generate {typed}")
        };
        Ok(Rendered { out, text, hint })
    }
}

/// What a file written by `generate` holds: a request's items, or a variant's move
/// generator (written with its template's comments).
enum Body {
    Items(TokenStream),
    MoveGenerator(Box<Variant>),
}

/// An empty request on the board `board` (`FILESxRANKS`) with bitboards of type `bitboard`
/// (the board's default when `None`).
fn board_request(board: &str, bitboard: Option<&str>) -> Result<Request, Error> {
    let (files, ranks) = syntax::parse_board(board)?;
    let request = Request::new().board(files, ranks)?;
    match bitboard {
        Some(b) => request.bitboard(b.parse()?),
        None => Ok(request),
    }
}

/// One word of a `generate` command line.
enum Arg {
    Flag(&'static str),
    Text(String),
    Path(PathBuf),
}

/// The words joined by spaces, each path spelled by `path`.
fn spell(args: &[Arg], path: &dyn Fn(&Path) -> Result<String, Error>) -> Result<String, Error> {
    let words: Vec<String> = args
        .iter()
        .map(|a| match a {
            Arg::Flag(f) => Ok((*f).to_owned()),
            Arg::Text(t) => Ok(t.clone()),
            Arg::Path(p) => path(p),
        })
        .collect::<Result<_, _>>()?;
    Ok(words.join(" "))
}

/// Whether two paths name one existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// A path as one shell word (quoted when it holds anything but plain characters).
fn shell_word(path: &Path) -> String {
    let text = path.display().to_string();
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+,:=@".contains(c);
    if !text.is_empty() && text.chars().all(plain) {
        text
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

/// The root of the vector-attacks workspace this tool was built from, when it still exists
/// (a tool installed from crates.io was built in the registry cache: it has none).
fn workspace_root() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent()?;
    let is_workspace = root.join("Cargo.toml").is_file()
        && root.join("tables").is_dir()
        && root.join("codegen/src/main.rs").is_file();
    if is_workspace {
        std::fs::canonicalize(root).ok()
    } else {
        None
    }
}

/// Whether the current directory lies inside `root` (the [`workspace_root`], if any).
fn inside_workspace(root: Option<&Path>) -> bool {
    let here = std::env::current_dir().and_then(std::fs::canonicalize);
    matches!((root, here), (Some(root), Ok(here)) if here.starts_with(root))
}

/// The standard set's directory: `--dir`, or this workspace's `tables/` when run inside it
/// (spelled relative to the current directory). Otherwise nothing is written.
fn standard_dir(dir: Option<PathBuf>) -> Result<PathBuf, Error> {
    if let Some(dir) = dir {
        return Ok(dir);
    }
    let root = workspace_root()
        .filter(|root| inside_workspace(Some(root)))
        .ok_or(Error::NoDefaultDirectory)?;
    let tables = root.join("tables");
    let here = std::env::current_dir().map_err(|e| Error::Io {
        path: PathBuf::from("."),
        message: e.to_string(),
    })?;
    let relative = pathdiff::diff_paths(&tables, &here).unwrap_or(tables);
    Ok(relative)
}

/// Creates `dir` itself if it is missing (never its parents).
fn ensure_dir(dir: &Path) -> Result<(), Error> {
    match std::fs::create_dir(dir) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => match dir.is_dir() {
            true => Ok(()),
            false => Err(Error::NotADirectory {
                path: dir.to_owned(),
            }),
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(Error::MissingDirectory {
            path: dir
                .parent()
                .filter(|p| !p.as_os_str().is_empty())
                .unwrap_or(Path::new("."))
                .to_owned(),
        }),
        Err(e) => Err(Error::Io {
            path: dir.to_owned(),
            message: e.to_string(),
        }),
    }
}

fn report(out: &mut String, written: &writer::Written) {
    for path in &written.written {
        out.push_str(&format!("wrote {}\n", path.display()));
    }
    for path in &written.unchanged {
        out.push_str(&format!("{} unchanged\n", path.display()));
    }
}

fn stale_exit(stale: &[checked_in::Stale], hint: &str) -> ExitCode {
    for s in stale {
        eprintln!("{s}");
    }
    eprintln!("regenerate with: {hint}");
    ExitCode::from(1)
}

fn main() -> ExitCode {
    let mut out = String::new();
    let code = match run(Cli::parse(), &mut out) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    };
    // A reader that stops early (`| head`) is not an error of ours.
    let mut stdout = std::io::stdout().lock();
    let _ = std::io::Write::write_all(&mut stdout, out.as_bytes());
    let _ = std::io::Write::flush(&mut stdout);
    code
}

/// Runs one command, appending what it prints to `out`.
fn run(cli: Cli, out: &mut String) -> Result<ExitCode, Error> {
    match cli.command {
        Command::Generate { single, .. } if single.is_requested() => {
            let file = single.render()?;
            report(out, &writer::write_all(&[(file.out, file.text)])?);
        }
        Command::Check { single, .. } if single.is_requested() => {
            let file = single.render()?;
            let stale = checked_in::check_files(&[(file.out.clone(), file.text)])?;
            if !stale.is_empty() {
                return Ok(stale_exit(&stale, &file.hint));
            }
            out.push_str(&format!("{} is fresh\n", file.out.display()));
        }
        Command::Generate { dir, .. } => {
            let dir = standard_dir(dir)?;
            let rendered = checked_in::render(&checked_in::header(REGENERATE))?;
            ensure_dir(&dir)?;
            report(out, &checked_in::write(&dir, &rendered)?);
        }
        Command::Check { dir, .. } => {
            let given = dir.is_some();
            let dir = standard_dir(dir)?;
            let stale =
                checked_in::check(&dir, &checked_in::render(&checked_in::header(REGENERATE))?)?;
            if !stale.is_empty() {
                let hint = match (given, inside_workspace(workspace_root().as_deref())) {
                    (false, _) => REGENERATE.to_owned(),
                    (true, true) => format!("{REGENERATE} --dir {}", shell_word(&dir)),
                    (true, false) => format!("{INSTALLED} generate --dir {}", shell_word(&dir)),
                };
                return Ok(stale_exit(&stale, &hint));
            }
            out.push_str(&format!("{} is fresh\n", dir.display()));
        }
        Command::Show {
            table,
            from,
            to,
            piece,
            board,
            bitboard,
            piece_def,
            blockers,
            width,
            offset,
            numbering,
            semantics,
            pieces: orthodox,
            strategy,
            variant,
            variants_ini,
            fen,
        } => {
            if table == movegen::NAME || variant.is_some() {
                let Some(name) = variant else {
                    return Err(Error::MissingArgument {
                        argument: "--variant NAME",
                        hint: "say whose moves to draw, e.g. `show move-generator --variant capablanca --from c1`".to_owned(),
                    });
                };
                if table != movegen::NAME {
                    return Err(Error::OptionNotApplicable {
                        option: "--variant",
                        why: format!("`{table}` is a table; a variant's legal moves are drawn by `show move-generator --variant {name}`"),
                    });
                }
                let variant = match &variants_ini {
                    Some(path) => Variant::from_file(path, &name)?,
                    None => Variant::shipped(&name)?,
                };
                out.push_str(&show::moves(&variant, fen.as_deref(), from.as_deref())?);
                return Ok(ExitCode::SUCCESS);
            }
            let orthodox = orthodox == PiecesArg::Orthodox;
            let mut request = board_request(&board, bitboard.as_deref())?
                .numbering(numbering.into())
                .semantics(semantics.into())
                .orthodox_pieces(orthodox);
            for definition in &piece_def {
                let (name, betza) = definition.split_once('=').ok_or_else(|| Error::OptionNotApplicable {
                    option: "--piece-def",
                    why: format!("`{definition}` is not NAME=BETZA; write it like `--piece-def horse=nN`"),
                })?;
                request = request.piece(name, betza)?;
            }
            let board = request.geometry();
            let square = |text: &str| show::parse_square(board, text);
            let defined = !piece_def.is_empty() || !orthodox;
            let pieces = request.pieces();
            let (piece, piece_index) = match (&piece, defined) {
                (Some(name), true) => {
                    let index = pieces
                        .iter()
                        .position(|p| p.name() == name)
                        .ok_or_else(|| {
                            let names: Vec<&str> = pieces.iter().map(|p| p.name()).collect();
                            Error::OptionNotApplicable {
                                option: "--piece",
                                why: format!(
                                    "`{name}` is not a piece of the tables; {}",
                                    suggest::choices("pieces", name, &names)
                                ),
                            }
                        })?;
                    (None, Some(index))
                }
                (name, _) => (
                    name.as_deref().map(str::parse::<PieceClass>).transpose()?,
                    None,
                ),
            };
            let blockers = blockers
                .as_deref()
                .map(|list| {
                    list.split(',')
                        .map(square)
                        .try_fold(0u128, |set, sq| Ok::<_, Error>(set | 1 << sq?))
                })
                .transpose()?;
            let table: TableId = table.parse()?;
            let layout = match (width, offset) {
                (None, None) => None,
                _ => Some(table.layout_with(board, width, offset)?),
            };
            let view = View {
                table,
                layout,
                from: from.as_deref().map(square).transpose()?,
                to: to.as_deref().map(square).transpose()?,
                piece,
                board,
                pieces: request.defined_pieces().to_vec(),
                orthodox,
                piece_index,
                blockers,
                semantics: semantics.into(),
                strategy: strategy.map(Into::into),
                fen,
            };
            out.push_str(&show::render(&view)?);
        }
        Command::List => {
            for t in TableId::ALL {
                let doc = t.doc();
                let summary = doc.lines().next().unwrap_or_default();
                out.push_str(&format!(
                    "{:<26} {:<32} {summary}\n",
                    t.name(),
                    t.item_name()
                ));
            }
            let module = "(a module per variant)";
            out.push_str(&format!(
                "{:<26} {module:<32} {}\n",
                movegen::NAME,
                movegen::SUMMARY
            ));
        }
    }
    Ok(ExitCode::SUCCESS)
}
