//! `vector-attacks-codegen`: generate, check and show the lookup tables.
//!
//! Exit codes: 0 success, 1 `check` found stale or missing files, 2 bad input or I/O error.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use vector_attacks_codegen::checked_in::{self, REGENERATE};
use vector_attacks_codegen::compute::attacks::PieceClass;
use vector_attacks_codegen::show::{self, parse_square, View};
use vector_attacks_codegen::{Error, TableId};

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
    /// Writes every table file into DIR (atomically: on failure the old files stay intact).
    Generate {
        /// Output directory [default: the workspace's `tables/`].
        #[arg(long)]
        dir: Option<PathBuf>,
    },
    /// Exits 1, naming each file, when DIR differs from what `generate` would write.
    Check {
        /// Directory to compare [default: the workspace's `tables/`].
        #[arg(long)]
        dir: Option<PathBuf>,
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
        Command::Generate { dir } => {
            let dir = dir.unwrap_or_else(default_dir);
            let rendered = checked_in::render(&header)?;
            checked_in::write(&dir, &rendered)?;
            println!("wrote {} files to {}", rendered.len(), dir.display());
        }
        Command::Check { dir } => {
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
