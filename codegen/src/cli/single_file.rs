//! One file for a request of one's own: `generate` and `check` with --out, from --request,
//! the --table flags or --variant.

use std::path::{Path, PathBuf};

use clap::ValueEnum;

use proc_macro2::TokenStream;
use vector_attacks_codegen::checked_in::{self, Origin, INSTALLED, REGENERATE};
use vector_attacks_codegen::movegen;
use vector_attacks_codegen::variant::Variant;
use vector_attacks_codegen::{
    emit, generate, syntax, Error, Item, Request, Storage, TableId, Visibility,
};

use vector_attacks_codegen::declaration::Options;

use crate::args::{
    piece_definition, NumberingArg, PiecesArg, SemanticsArg, SingleFile, StorageArg, VisibilityArg,
};
use crate::paths::{inside_workspace, shell_word, workspace_root};

/// A file of one's own, ready to write or compare.
pub(crate) struct Rendered {
    pub(crate) out: PathBuf,
    pub(crate) text: String,
    /// The command that regenerates it, as typed from here (for `check`'s hint).
    pub(crate) hint: String,
}

impl SingleFile {
    pub(crate) fn is_requested(&self) -> bool {
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
        if let Some(path) = &self.variants_ini {
            args.extend([Arg::Flag("--variants-ini"), Arg::Path(path.clone())]);
        }
        let variant = Variant::load(self.variants_ini.as_deref(), name)?;
        for skipped in variant.skipped_betza() {
            eprintln!("warning: variant `{name}`: {skipped}");
        }
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
            let (name, betza) = piece_definition(definition)?;
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
    pub(crate) fn render(&self) -> Result<Rendered, Error> {
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
pub(crate) enum Body {
    Items(TokenStream),
    MoveGenerator(Box<Variant>),
}

/// An empty request on the board `board` (`FILESxRANKS`) with bitboards of type `bitboard`
/// (the board's default when `None`).
pub(crate) fn board_request(board: &str, bitboard: Option<&str>) -> Result<Request, Error> {
    let (files, ranks) = syntax::parse_board(board)?;
    let request = Request::new().board(files, ranks)?;
    match bitboard {
        Some(b) => request.bitboard(b.parse()?),
        None => Ok(request),
    }
}

/// One word of a `generate` command line.
pub(crate) enum Arg {
    Flag(&'static str),
    Text(String),
    Path(PathBuf),
}

/// The words joined by spaces, each path spelled by `path`.
pub(crate) fn spell(
    args: &[Arg],
    path: &dyn Fn(&Path) -> Result<String, Error>,
) -> Result<String, Error> {
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
pub(crate) fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
