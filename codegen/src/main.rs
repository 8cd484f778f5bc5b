//! `vector-attacks-codegen`: generate, check and show the lookup tables.
//!
//! Exit codes: 0 success, 1 `check` found stale or missing files, 2 bad input or I/O error.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use proc_macro2::TokenStream;
use vector_attacks_codegen::checked_in::{self, REGENERATE};
use vector_attacks_codegen::compute::attacks::PieceClass;
use vector_attacks_codegen::show::{self, parse_square, View};
use vector_attacks_codegen::{
    build_script, emit, generate, syntax, Error, Item, Numbering, Request, Semantics, Storage,
    TableId, Visibility,
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
    /// Writes the workspace's table files into DIR, or with --out one file for a request
    /// (from --request or from --table flags). Atomic: on failure the old files stay intact.
    Generate {
        /// Output directory for the workspace's tables [default: the workspace's `tables/`].
        #[arg(long, conflicts_with = "out")]
        dir: Option<PathBuf>,
        #[command(flatten)]
        single: SingleFile,
    },
    /// Exits 1, naming each file, when the files differ from what `generate` with the same
    /// arguments would write.
    Check {
        /// Directory to compare [default: the workspace's `tables/`].
        #[arg(long, conflicts_with = "out")]
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
        /// With a bitboard table and --from: draw that one set as a dot diagram.
        #[arg(long)]
        to: Option<String>,
        /// Piece class for attacks-0x88: black-pawn, white-pawn, knight, bishop, rook, queen, king.
        #[arg(long)]
        piece: Option<String>,
    },
    /// Lists the table names with their item names.
    List,
}

/// One generated file for a request of your own.
#[derive(Args)]
struct SingleFile {
    /// The file to write (or check); required with --request or --table.
    #[arg(long)]
    out: Option<PathBuf>,
    /// A request file in the macro's syntax, e.g. `pub static BETWEEN = in_between_0x88;`.
    #[arg(long, conflicts_with = "table")]
    request: Option<PathBuf>,
    /// A table to include (repeat for more; see `list`), under its default name.
    #[arg(long)]
    table: Vec<String>,
    /// Square numbering for --table requests.
    #[arg(long, value_enum, default_value_t = NumberingArg::A1)]
    numbering: NumberingArg,
    /// In-between semantics for --table requests.
    #[arg(long, value_enum, default_value_t = SemanticsArg::Strict)]
    semantics: SemanticsArg,
    /// `static` or `const` items for --table requests.
    #[arg(long, value_enum, default_value_t = StorageArg::Static)]
    storage: StorageArg,
    /// Visibility of --table items.
    #[arg(long, value_enum, default_value_t = VisibilityArg::Pub)]
    visibility: VisibilityArg,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum NumberingArg {
    A1,
    A8,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum SemanticsArg {
    Strict,
    Stockfish,
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

impl SingleFile {
    fn is_requested(&self) -> bool {
        self.out.is_some() || self.request.is_some() || !self.table.is_empty()
    }

    /// The file's items, and the `generate` arguments that reproduce them (for the header).
    fn items(&self) -> Result<(TokenStream, String), Error> {
        let out = self.out.as_ref().ok_or(Error::MissingArgument {
            argument: "--out FILE",
        })?;
        if let Some(path) = &self.request {
            let shown = path.display().to_string();
            let text = std::fs::read_to_string(path).map_err(|e| Error::Io {
                path: path.clone(),
                message: e.to_string(),
            })?;
            let parsed = syntax::parse_file(&shown, &text)?;
            let items = parsed.generate().map_err(|e| syntax::located(&shown, &e))?;
            let args = format!("--request {shown} --out {}", out.display());
            return Ok((items, args));
        }
        if self.table.is_empty() {
            return Err(Error::MissingArgument {
                argument: "--request FILE or --table NAME",
            });
        }
        let mut request = Request::new()
            .numbering(match self.numbering {
                NumberingArg::A1 => Numbering::A1,
                NumberingArg::A8 => Numbering::A8,
            })
            .semantics(match self.semantics {
                SemanticsArg::Strict => Semantics::Strict,
                SemanticsArg::Stockfish => Semantics::Stockfish,
            });
        let mut args = String::new();
        for name in &self.table {
            let table: TableId = name.parse()?;
            args += &format!("--table {table} ");
            request = request.item(
                Item::new(table)
                    .storage(match self.storage {
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
        for (flag, value, default) in [
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
                    args += &format!("--{flag} {} ", v.get_name());
                }
            }
        }
        args += &format!("--out {}", out.display());
        Ok((generate(&request)?, args))
    }

    /// The file's path, its text, and the command that regenerates it (quoted in its header).
    fn render(&self) -> Result<(PathBuf, String, String), Error> {
        let (items, args) = self.items()?;
        let regenerate = format!("cargo run -p vector-attacks-codegen -- generate {args}");
        let text = emit::source(&checked_in::header(&regenerate), items)?;
        Ok((self.out.clone().unwrap_or_default(), text, regenerate))
    }
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn default_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("tables")
}

fn run(cli: Cli) -> Result<ExitCode, Error> {
    let header = checked_in::header(REGENERATE);
    match cli.command {
        Command::Generate { single, .. } if single.is_requested() => {
            let (path, text, _) = single.render()?;
            build_script::write_if_changed(&path, &text)?;
            println!("wrote {}", path.display());
        }
        Command::Check { single, .. } if single.is_requested() => {
            let (path, text, regenerate) = single.render()?;
            let (dir, name) = build_script::split(&path)?;
            let stale = checked_in::check(dir, &[(name, text)])?;
            if !stale.is_empty() {
                for s in &stale {
                    eprintln!("{s}");
                }
                eprintln!("regenerate with: {regenerate}");
                return Ok(ExitCode::from(1));
            }
            println!("{} is fresh", path.display());
        }
        Command::Generate { dir, .. } => {
            let dir = dir.unwrap_or_else(default_dir);
            let rendered = checked_in::render(&header)?;
            checked_in::write(&dir, &rendered)?;
            println!("wrote {} files to {}", rendered.len(), dir.display());
        }
        Command::Check { dir, .. } => {
            let dir = dir.unwrap_or_else(default_dir);
            let stale = checked_in::check(&dir, &checked_in::render(&header)?)?;
            if !stale.is_empty() {
                for s in &stale {
                    eprintln!("{s}");
                }
                eprintln!("regenerate with: {REGENERATE}");
                return Ok(ExitCode::from(1));
            }
            println!("{} is fresh", dir.display());
        }
        Command::Show {
            table,
            from,
            to,
            piece,
        } => {
            let view = View {
                table: table.parse()?,
                from: from.as_deref().map(parse_square).transpose()?,
                to: to.as_deref().map(parse_square).transpose()?,
                piece: piece.as_deref().map(str::parse::<PieceClass>).transpose()?,
            };
            print!("{}", show::render(&view)?);
        }
        Command::List => {
            for t in TableId::ALL {
                println!("{:<26} {}", t.name(), t.item_name());
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
