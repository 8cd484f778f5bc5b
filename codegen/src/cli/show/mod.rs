//! Drawing tables as board diagrams a person can read, like the figures in the seeds: a
//! grid of displacements for tables indexed by difference (15x15 on 8x8, `2 * files - 1` by
//! `2 * ranks - 1` on any board, with the real board framed when a from-square is given), a
//! board grid for tables indexed by square pair, and a dot diagram for a single bitboard.
//! Any board of the request syntax: files from `a`, ranks from 1 (`j10` on 10x10).
//!
//! Split by what it draws: [`values`] (a table's values), [`attacks`] (what pieces attack)
//! and [`legal_moves`] (a variant's moves). What a table needs to be drawn (a piece on a
//! square, or a position by --fen) is read from its declaration.

mod attacks;
mod legal_moves;
mod values;

use vector_attacks_codegen::{movegen, suggest, variant::Variant};

use crate::args::{piece_definition, PiecesArg, ShowArgs};
use crate::single_file::board_request;

use std::fmt::Write as _;

use attacks::{attack_set_drawing, blockers_grid, side_attacks_drawing, slider_drawing};
pub use legal_moves::legal_moves;
use values::{
    board_grid, cell, dot_diagram, heading, mailbox_drawing, piece_set_drawing, see_drawing,
    vector_grid, Value,
};

use vector_attacks_codegen::catalog::declaration::Rows;
use vector_attacks_codegen::catalog::{Computed, Indexing};
use vector_attacks_codegen::compute::attacks::PieceClass;
use vector_attacks_codegen::compute::board_functions::Function;
use vector_attacks_codegen::compute::calculated::in_between_calculated;
use vector_attacks_codegen::compute::in_between::triangular_index;
use vector_attacks_codegen::input::betza::Piece;
use vector_attacks_codegen::AttackStrategy;
use vector_attacks_codegen::{
    Displacement, Error, Geometry, Item, Request, Semantics, Table, TableId, VectorLayout,
};

/// What to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The board (and its bitboard type).
    pub board: Geometry,
    /// The table.
    pub table: TableId,
    /// The from-square; pair tables default to the square right of the board's centre and
    /// below it (e4 on 8x8).
    pub from: Option<usize>,
    /// The to-square: with a bitboard table, draws that one set as a dot diagram.
    pub to: Option<usize>,
    /// The piece class: required by the attack table, refused by the others.
    pub piece: Option<PieceClass>,
    /// Pieces defined in Betza notation, drawn after the orthodox classes (or instead of
    /// them, without [`View::orthodox`]) by the piece tables; [`View::piece_index`] picks one.
    pub pieces: Vec<Piece>,
    /// Whether the seven orthodox classes come first (a request's `pieces = orthodox;`, the
    /// default).
    pub orthodox: bool,
    /// The index of the piece to draw among all the pieces (the orthodox seven first, when
    /// kept).
    pub piece_index: Option<usize>,
    /// Occupied squares: with a piece table and `from`, draws what the piece attacks with
    /// them on the board.
    pub blockers: Option<u128>,
    /// For tables indexed by difference: the layout to draw the table at (a request's
    /// `(width = W, offset = O)`), instead of the table's default on the board.
    pub layout: Option<VectorLayout>,
    /// The in-between semantics the table is computed with (a request's `semantics = ...`).
    pub semantics: Semantics,
    /// For the attack-set functions: the strategy (a request's `(strategy = ...)`), instead
    /// of the board's default.
    pub strategy: Option<AttackStrategy>,
    /// For a table drawn in a position (`side-attacks-fn`): the position, as the piece placement of a FEN (ranks from the
    /// top, `/` between them, a number for a run of empty squares), optionally followed by
    /// the side whose attack map to draw (`w`, the default, or `b`).
    pub fen: Option<String>,
}

impl View {
    /// A view of `table` on `board` with no squares, piece or blockers chosen.
    #[cfg(test)]
    pub fn new(table: TableId, board: Geometry) -> View {
        View {
            board,
            table,
            from: None,
            to: None,
            piece: None,
            pieces: Vec::new(),
            orthodox: true,
            piece_index: None,
            blockers: None,
            layout: None,
            semantics: Semantics::default(),
            strategy: None,
            fen: None,
        }
    }

    /// The request the drawn table belongs to: the view's board, numbering, semantics and
    /// pieces (the orthodox seven first unless dropped), so that what is drawn is what
    /// `generate` writes.
    pub fn request(&self) -> Result<Request, Error> {
        let g = self.board;
        let mut request = Request::new()
            .board(g.files() as u32, g.ranks() as u32)?
            .numbering(g.numbering())
            .semantics(self.semantics)
            .bitboard(g.bitboard())?
            .orthodox_pieces(self.orthodox);
        for p in &self.pieces {
            request = request.piece(p.name(), p.betza())?;
        }
        Ok(request)
    }
}

/// Parses a square name like `e4` on `board` (its numbering gives the number).
pub fn parse_square(board: Geometry, text: &str) -> Result<usize, Error> {
    board.parse_square(text).ok_or_else(|| Error::BadSquare {
        text: text.to_owned(),
        board: board.size_name(),
        last: board.square_name(board.squares() - 1),
    })
}

/// The default from-square: e4 on 8x8, the square right of and below the centre elsewhere.
fn centre(g: Geometry) -> usize {
    g.square(g.files() / 2, (g.ranks() - 1) / 2)
        .unwrap_or_default()
}

/// Refuses options that mean nothing for the table, instead of ignoring them, and returns
/// the piece class to draw (the attack table needs one; no other table takes one).
fn check(view: &View) -> Result<PieceClass, Error> {
    let table = view.table;
    check_squares(view)?;
    if check_position(view)? {
        return Ok(PieceClass::Queen); // unused: every piece is drawn
    }
    // The tables with a row per piece (class), and those that draw the request's pieces
    // (pawn-attacks, by colour, is handled next).
    let by_piece = matches!(table.rows(), Rows::Class | Rows::Piece);
    let piece_table = table.rows() == Rows::Piece;
    let attack_set = table.indexing() == Indexing::AttackSet;
    let slider_table = table.indexing() == Indexing::Slider;
    if view.strategy.is_some() && !attack_set {
        return Err(Error::OptionNotApplicable {
            option: "--strategy",
            why: format!(
                "applies to the attack-set functions only; `{table}` has no strategy: drop --strategy"
            ),
        });
    }
    if view.blockers.is_some()
        && !(slider_table || attack_set || piece_table && view.from.is_some() && view.to.is_none())
    {
        return Err(Error::OptionNotApplicable {
            option: "--blockers",
            why: format!("draws what a piece on --from attacks among the blockers: give it with --from (no --to) and a piece table ({}), or with a slider table", tables_with(&[Rows::Piece]).join(", ")),
        });
    }
    if !view.pieces.is_empty() || !view.orthodox {
        if !piece_table {
            return Err(Error::OptionNotApplicable {
                option: "--piece-def",
                why: format!(
                    "`{table}` holds the orthodox pieces only; pieces of your own are drawn by {}",
                    and_list(&tables_with(&[Rows::Piece]))
                ),
            });
        }
        if view.piece_index.is_none() {
            let pieces = view.request()?.pieces();
            let names: Vec<&str> = pieces.iter().map(Piece::name).collect();
            return Err(Error::MissingArgument {
                argument: "--piece",
                hint: format!(
                    "`{table}` has a row per piece; add --piece with one of {}",
                    names.join(", ")
                ),
            });
        }
        return Ok(PieceClass::Queen); // unused: the piece is `piece_index`
    }
    if table.rows() == Rows::Colour {
        return match view.piece {
            Some(piece @ (PieceClass::BlackPawn | PieceClass::WhitePawn)) => Ok(piece),
            _ => Err(Error::OptionNotApplicable {
                option: "--piece",
                why: format!(
                    "`{table}` has a row per colour: give --piece white-pawn or --piece black-pawn"
                ),
            }),
        };
    }
    match (view.piece, by_piece) {
        (Some(piece), true) => Ok(piece),
        (None, true) => Err(Error::MissingArgument {
            argument: "--piece",
            hint: format!("`{table}` has a row per piece class; add --piece with one of black-pawn, white-pawn, knight, bishop, rook, queen, king"),
        }),
        (Some(_), false) => Err(Error::OptionNotApplicable {
            option: "--piece",
            why: format!(
                "applies to {} only; `{table}` is the same for every piece: drop --piece",
                and_list(
                    &tables_with(&[Rows::Piece, Rows::Class, Rows::Colour])
                        .iter()
                        .map(|t| format!("`{t}`"))
                        .collect::<Vec<_>>()
                )
            ),
        }),
        (None, false) => Ok(PieceClass::Queen), // unused
    }
}

/// The checks of `--layout`, `--from` and `--to` against what the table is indexed by.
fn check_squares(view: &View) -> Result<(), Error> {
    let table = view.table;
    if view.layout.is_some() && table.default_layout().is_none() {
        return Err(table.layout_unsupported());
    }
    if view.to.is_some() && view.from.is_none() {
        return Err(Error::MissingArgument {
            argument: "--from",
            hint: "`--to` draws the one set from --from to it, e.g. `--from b2 --to g7`".to_owned(),
        });
    }
    if view.to.is_some() && table.default_element() != vector_attacks_codegen::ElementType::U64 {
        return Err(Error::OptionNotApplicable {
            option: "--to",
            why: format!("applies to bitboard tables (in-between and attack tables) only; `{table}` holds numbers, drawn for every target at once: drop --to"),
        });
    }
    if view.to.is_some() && matches!(table.indexing(), Indexing::Square { .. }) {
        return Err(Error::OptionNotApplicable {
            option: "--to",
            why: format!("applies to tables of square pairs and differences; `{table}` holds one set per square, drawn whole from --from: drop --to"),
        });
    }
    if (view.from.is_some() || view.to.is_some()) && table.indexing() == Indexing::See {
        return Err(Error::OptionNotApplicable {
            option: if view.from.is_some() { "--from" } else { "--to" },
            why: format!("`{table}` is indexed by victim and attack bytes, not squares; it is drawn as the exchanges of single attackers against single defenders: drop the option"),
        });
    }
    if (view.from.is_some() || view.to.is_some()) && table.indexing() == Indexing::PieceSet {
        return Err(Error::OptionNotApplicable {
            option: if view.from.is_some() { "--from" } else { "--to" },
            why: format!("`{table}` is indexed by a side's piece-set, not squares; it is drawn as the byte of each piece alone: drop the option"),
        });
    }
    if view.to.is_some() && table.indexing() == Indexing::AttackSet {
        return Err(Error::OptionNotApplicable {
            option: "--to",
            why: format!(
                "`{table}` is drawn as what a piece on --from attacks among --blockers: drop --to"
            ),
        });
    }
    if view.to.is_some() && table.indexing() == Indexing::Slider {
        return Err(Error::OptionNotApplicable {
            option: "--to",
            why: format!("`{table}` is drawn as what its slider on --from attacks among --blockers: drop --to"),
        });
    }
    if view.from.is_some() && table.indexing() == Indexing::Mailbox {
        return Err(Error::OptionNotApplicable {
            option: "--from",
            why: format!("`{table}` is drawn whole, as the 16x12 mailbox of the seed \"Vector Attacks\" (other layouts through a request's `(width = W, height = H, a1 = A)`): drop --from"),
        });
    }
    Ok(())
}

/// The checks of `--fen` and of what a table drawn in a position refuses; whether the table
/// is drawn in a position.
fn check_position(view: &View) -> Result<bool, Error> {
    let table = view.table;
    if view.fen.is_some() && !table.declaration().drawn_in_position {
        return Err(Error::OptionNotApplicable {
            option: "--fen",
            why: format!("gives the position of {} (or, with --variant, of `move-generator`); `{table}` takes none: drop --fen", and_list(&drawn_in_position())),
        });
    }
    if table.declaration().drawn_in_position {
        let refused = [
            ("--from", view.from.is_some()),
            ("--blockers", view.blockers.is_some()),
            (
                "--piece",
                view.piece.is_some() || view.piece_index.is_some(),
            ),
        ];
        if let Some(&(option, _)) = refused.iter().find(|(_, given)| *given) {
            return Err(Error::OptionNotApplicable {
                option,
                why: format!("`{table}` draws what a whole side attacks in a position: give the position with --fen (e.g. `--fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR`)"),
            });
        }
        if view.fen.is_none() {
            return Err(Error::MissingArgument {
                argument: "--fen",
                hint: format!("`{table}` draws a side's attack map in a position: give its piece placement, e.g. `--fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w`"),
            });
        }
        return Ok(true);
    }
    Ok(false)
}

/// The tables whose rows stand for each of `rows` in turn, alphabetically within each.
fn tables_with(rows: &[Rows]) -> Vec<String> {
    rows.iter()
        .flat_map(|&r| {
            // A table drawn in a position (--fen) draws every piece, never one.
            let mut names: Vec<&str> = vector_attacks_codegen::catalog::declarations()
                .filter(|d| d.rows == r && !d.drawn_in_position)
                .map(|d| d.name)
                .collect();
            names.sort_unstable();
            names
        })
        .map(str::to_owned)
        .collect()
}

/// `a, b and c`.
/// The tables drawn in a position, as `` `name` ``.
fn drawn_in_position() -> Vec<String> {
    vector_attacks_codegen::catalog::declarations()
        .filter(|d| d.drawn_in_position)
        .map(|d| format!("`{}`", d.name))
        .collect()
}

fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Draws `view` as text.
pub fn render(view: &View) -> Result<String, Error> {
    let g = view.board;
    let piece = check(view)?;
    let request = view.request()?;
    let pieces = request.pieces();
    let index = view.piece_index.unwrap_or(piece.index());
    let piece_name = pieces.get(index).map_or("?", Piece::name).to_owned();
    let item = Item {
        layout: view.layout,
        strategy: view.strategy,
        ..Item::new(view.table)
    };
    let content = item.compute_for(&request)?;
    if view.table.indexing() == Indexing::Slider {
        return slider_drawing(view, &content);
    }
    if view.table.declaration().drawn_in_position {
        return side_attacks_drawing(view, &content, &pieces);
    }
    if view.table.indexing() == Indexing::AttackSet {
        if let Some(piece) = pieces.get(index) {
            return Ok(attack_set_drawing(view, &content, index, piece.name()));
        }
    }
    let layout_of = |table: TableId| {
        view.layout
            .or(table.layout_for(g))
            .unwrap_or(VectorLayout::X88_DIFF)
    };
    let (indexing, table) = what_is_drawn(view, content, &pieces, layout_of)?;
    let title = match indexing {
        Indexing::PieceAndDifference(_) => format!("{} ({piece_name})", view.table),
        _ => view.table.to_string(),
    };
    let mut out = heading(&title, g);
    let square_name = |sq: usize| g.square_name(sq);
    match (indexing, table) {
        (Indexing::Difference(layout), Some(t)) => match (view.from, view.to, t.sets()) {
            (Some(from), Some(to), Some(v)) => {
                let set = g
                    .bitboard()
                    .rotate_left(v[layout.index(g, g.displacement(from, to))], from);
                dot_diagram(&mut out, g, set, from, to);
            }
            _ => vector_grid(&mut out, g, layout, view.from, |d| {
                cell(&t, layout.index(g, d), view.table)
            }),
        },
        (Indexing::PieceAndDifference(layout), Some(t)) => {
            piece_and_difference_drawing(&mut out, view, layout, &t, index, &piece_name);
        }
        (Indexing::Mailbox, Some(t)) => mailbox_drawing(&mut out, g, view.table, &t),
        (Indexing::See, Some(t)) => see_drawing(&mut out, view.table, &t),
        (Indexing::PieceSet, Some(t)) => piece_set_drawing(&mut out, &t),
        (Indexing::Square { rows }, Some(t)) => square_drawing(&mut out, view, &t, rows, piece),
        (_, table) => {
            let from = view.from.unwrap_or(centre(g));
            let value = |to: usize| -> Value {
                match (&table, indexing) {
                    (None, _) => Value::Set(in_between_calculated(from as u8, to as u8).into()),
                    (Some(t), Indexing::Triangular) => Value::of(t, triangular_index(g, from, to)),
                    (Some(t), _) => Value::of(t, from * g.squares() + to),
                }
            };
            match (view.to, value(0)) {
                (Some(to), Value::Set(_)) => {
                    let Value::Set(set) = value(to) else {
                        unreachable!()
                    };
                    dot_diagram(&mut out, g, set, from, to);
                }
                _ => {
                    let _ = writeln!(
                        out,
                        "from {} (F) to every square{}:",
                        square_name(from),
                        if matches!(value(0), Value::Set(_)) {
                            ", number of squares in between"
                        } else {
                            ""
                        }
                    );
                    board_grid(&mut out, g, from, |to| value(to).label());
                }
            }
        }
    }
    Ok(out)
}

/// A table by piece and difference drawn for the piece of row `index` (`piece_name`): with
/// `--blockers` the squares it attacks among them, with `--to` the squares that must be
/// empty, else every difference's entry around `--from`.
fn piece_and_difference_drawing(
    out: &mut String,
    view: &View,
    layout: VectorLayout,
    t: &Table,
    index: usize,
    piece_name: &str,
) {
    let g = view.board;
    let square_name = |sq: usize| g.square_name(sq);
    let v = t.sets().unwrap_or_default();
    let row = index * layout.len();
    match (view.from, view.to) {
        (Some(from), None) if view.blockers.is_some() => {
            let blockers = view.blockers.unwrap_or(0) | 1 << from;
            blockers_grid(out, g, piece_name, from, blockers, |sq| {
                let entry = v[row + layout.index(g, g.displacement(from, sq))];
                entry != g.bitboard().all() && g.bitboard().rotate_left(entry, from) & blockers == 0
            });
        }
        (Some(from), Some(to)) => {
            let entry = v[row + layout.index(g, g.displacement(from, to))];
            if entry == g.bitboard().all() {
                let _ = writeln!(
                    out,
                    "{piece_name} on {} never attacks {}",
                    square_name(from),
                    square_name(to)
                );
            } else {
                let _ = writeln!(out, "squares that must be empty:");
                dot_diagram(out, g, g.bitboard().rotate_left(entry, from), from, to);
            }
        }
        _ => {
            let _ = writeln!(out, "x: attacked, nothing can block; n: attacked if those n squares are empty; .: never");
            vector_grid(out, g, layout, view.from, |d| {
                match v[row + layout.index(g, d)] {
                    _ if d.is_zero() => "P".to_owned(),
                    0 => "x".to_owned(),
                    set if set == g.bitboard().all() => ".".to_owned(),
                    set => set.count_ones().to_string(),
                }
            })
        }
    }
}

/// A table by square drawn from `--from` (the board's centre by default): its rays by
/// direction, or the row of `piece` (of `rows`) as attacked squares.
fn square_drawing(out: &mut String, view: &View, t: &Table, rows: usize, piece: PieceClass) {
    let g = view.board;
    let square_name = |sq: usize| g.square_name(sq);
    let v = t.sets().unwrap_or_default();
    let from = view.from.unwrap_or(centre(g));
    let n = g.squares();
    if view.table.rows() == Rows::Direction {
        let _ = writeln!(
            out,
            "rays from {} (F), each square labelled with its direction: 0 north, 1 north-east, 2 east, 3 south-east, 4 south, 5 south-west, 6 west, 7 north-west",
            square_name(from)
        );
        board_grid(out, g, from, |sq| {
            (0..rows)
                .find(|row| v[row * n + from] >> sq & 1 == 1)
                .map_or_else(|| ".".to_owned(), |row| row.to_string())
        });
    } else {
        // The row: the colour of a pawn, the class of a piece, or the one row.
        let row = match (view.table.rows(), rows) {
            (_, 1) => 0,
            // The pawn tables' rows by colour follow the pawn classes.
            _ => piece.index(),
        };
        let what = if rows > 1 {
            format!(" ({})", piece.name())
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "from {} (F){what}, attacked squares 1:",
            square_name(from)
        );
        board_grid(out, g, from, |sq| {
            if v[row * n + from] >> sq & 1 == 1 {
                "1"
            } else {
                "."
            }
            .to_owned()
        });
    }
}

/// What is drawn: the table as it is indexed; a board function as the table it reads;
/// `layout_of` a table's layout by difference.
fn what_is_drawn(
    view: &View,
    content: Computed,
    pieces: &[Piece],
    layout_of: impl Fn(TableId) -> VectorLayout,
) -> Result<(Indexing, Option<Table>), Error> {
    let g = view.board;
    let layout = layout_of(view.table);
    Ok(match content {
        // The piece-aware in-between table means what the attack table by difference means.
        Computed::Table(_) if view.table.indexing() == Indexing::PieceAndPair => {
            let layout = layout_of(TableId::AttacksBy0x88DiffAndPiece);
            (
                Indexing::PieceAndDifference(layout),
                Some(
                    vector_attacks_codegen::compute::attacks::by_x88_diff_and_piece(
                        g, layout, pieces,
                    )?,
                ),
            )
        }
        Computed::Table(t) => {
            let indexing = match view.table.indexing() {
                Indexing::Difference(_) => Indexing::Difference(layout),
                Indexing::PieceAndDifference(_) => Indexing::PieceAndDifference(layout),
                other => other,
            };
            (indexing, Some(t))
        }
        Computed::Function(_) | Computed::AttackSetFunction(_) => (Indexing::SquarePair, None),
        // A board function: its answers, drawn as the tables of the same meaning.
        Computed::BoardFunction(kit) => match kit.function {
            Function::IsAttacked | Function::PieceInBetween => (
                Indexing::PieceAndDifference(kit.layout),
                Some(
                    vector_attacks_codegen::compute::attacks::by_x88_diff_and_piece(
                        g, kit.layout, pieces,
                    )?,
                ),
            ),
            Function::InBetween | Function::MayMove => (Indexing::SquarePair, Some(kit.table)),
        },
    })
}

/// The `show` command: a table drawn as `args` say, or a variant's legal moves.
pub(crate) fn command(args: ShowArgs) -> Result<String, Error> {
    let ShowArgs {
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
    } = args;
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
        let variant = Variant::load(variants_ini.as_deref(), &name)?;
        return legal_moves(&variant, fen.as_deref(), from.as_deref());
    }
    let orthodox = orthodox == PiecesArg::Orthodox;
    let mut request = board_request(&board, bitboard.as_deref())?
        .numbering(numbering.into())
        .semantics(semantics.into())
        .orthodox_pieces(orthodox);
    for definition in &piece_def {
        let (name, betza) = piece_definition(definition)?;
        request = request.piece(name, betza)?;
    }
    let board = request.geometry();
    let square = |text: &str| parse_square(board, text);
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
    render(&view)
}

#[cfg(test)]
mod tests {
    //! The examples of the drawings, run as tests (a binary's doc examples are not).

    use super::*;
    use vector_attacks_codegen::betza::Piece;
    use vector_attacks_codegen::variant::Variant;

    #[test]
    fn view_example() {
        let view = View::new(TableId::RayUnitVectorQueen15, Geometry::STANDARD);
        let text = render(&view).unwrap();
        assert!(text.contains("16"));
    }

    #[test]
    fn new_example() {
        let view = View::new(TableId::Line, Geometry::STANDARD);
        assert!(view.from.is_none() && view.pieces.is_empty());
    }

    #[test]
    fn request_example() {
        let view = View {
            pieces: vec![Piece::parse("horse", "nN").unwrap()],
            ..View::new(TableId::AttacksFn, Geometry::STANDARD)
        };
        assert_eq!(view.request().unwrap().pieces().len(), 8);
    }

    #[test]
    fn parse_square_example() {
        assert_eq!(parse_square(Geometry::STANDARD, "e4"), Ok(28));
        assert!(parse_square(Geometry::STANDARD, "i9").is_err());
        assert_eq!(
            parse_square(Geometry::board(10, 10).unwrap(), "j10"),
            Ok(99)
        );
    }

    #[test]
    fn render_example() {
        let g = Geometry::STANDARD;
        let view = View {
            from: Some(parse_square(g, "a1").unwrap()),
            to: Some(parse_square(g, "h8").unwrap()),
            ..View::new(TableId::InBetweenRectangular, g)
        };
        assert!(render(&view).unwrap().contains("8  . . . . . . . T"));
        // A xiangqi horse on e5 with a piece on e6: the two jumps up are blocked.
        let view = View {
            from: Some(parse_square(g, "e5").unwrap()),
            pieces: vec![Piece::parse("horse", "nN").unwrap()],
            orthodox: false,
            piece_index: Some(0),
            blockers: Some(1 << parse_square(g, "e6").unwrap()),
            ..View::new(TableId::AttacksBy0x88DiffAndPiece, g)
        };
        assert!(
            render(&view).unwrap().contains("7  . . . . . . . ."),
            "{}",
            render(&view).unwrap()
        );
    }

    #[test]
    fn legal_moves_example() {
        let capablanca = Variant::shipped("capablanca").unwrap();
        let text = legal_moves(&capablanca, None, Some("c1")).unwrap();
        assert!(text.contains("chancellor `C` on c1") || text.contains("archbishop `A` on c1"));
        assert!(text.contains("c1b3") && text.contains("c1d3"));
    }
}
