//! Drawing tables as board diagrams a person can read, like the figures in the seeds: a
//! grid of displacements for tables indexed by difference (15x15 on 8x8, `2 * files - 1` by
//! `2 * ranks - 1` on any board, with the real board framed when a from-square is given), a
//! board grid for tables indexed by square pair, and a dot diagram for a single bitboard.
//! Any board of the request syntax: files from `a`, ranks from 1 (`j10` on 10x10).

use std::fmt::Write as _;

use crate::catalog::declaration::Rows;
use crate::catalog::{Content, Indexing};
use crate::compute::attacks::PieceClass;
use crate::compute::calculated::in_between_calculated;
use crate::compute::in_between::triangular_index;
use crate::compute::runtime::Function;
use crate::model::betza::Piece;
use crate::AttackStrategy;
use crate::{
    Displacement, Error, Geometry, Item, Request, Semantics, Table, TableId, VectorLayout,
};

/// What to draw.
///
/// ```
/// use vector_attacks_codegen::{show::View, Geometry, TableId};
/// let view = View::new(TableId::RayUnitVectorQueen15, Geometry::STANDARD);
/// let text = vector_attacks_codegen::show::render(&view).unwrap();
/// assert!(text.contains("16"));
/// ```
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
    /// For `side-attacks-fn`: the position, as the piece placement of a FEN (ranks from the
    /// top, `/` between them, a number for a run of empty squares), optionally followed by
    /// the side whose attack map to draw (`w`, the default, or `b`).
    pub fen: Option<String>,
}

impl View {
    /// A view of `table` on `board` with no squares, piece or blockers chosen.
    ///
    /// ```
    /// use vector_attacks_codegen::{show::View, Geometry, TableId};
    /// let view = View::new(TableId::Line, Geometry::STANDARD);
    /// assert!(view.from.is_none() && view.pieces.is_empty());
    /// ```
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
    ///
    /// ```
    /// use vector_attacks_codegen::{betza::Piece, show::View, Geometry, TableId};
    /// let view = View {
    ///     pieces: vec![Piece::parse("horse", "nN").unwrap()],
    ///     ..View::new(TableId::AttacksFn, Geometry::STANDARD)
    /// };
    /// assert_eq!(view.request().unwrap().pieces().len(), 8);
    /// ```
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
///
/// ```
/// use vector_attacks_codegen::{show::parse_square, Geometry};
/// assert_eq!(parse_square(Geometry::STANDARD, "e4"), Ok(28));
/// assert!(parse_square(Geometry::STANDARD, "i9").is_err());
/// assert_eq!(parse_square(Geometry::board(10, 10).unwrap(), "j10"), Ok(99));
/// ```
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
    if view.layout.is_some() && table.default_layout().is_none() {
        return Err(Error::LayoutUnsupported {
            table: table.name(),
        });
    }
    if view.to.is_some() && view.from.is_none() {
        return Err(Error::MissingArgument {
            argument: "--from",
            hint: "`--to` draws the one set from --from to it, e.g. `--from b2 --to g7`".to_owned(),
        });
    }
    if view.to.is_some() && table.default_element() != crate::ElementType::U64 {
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
    if view.fen.is_some() && table != TableId::SideAttacksFn {
        return Err(Error::OptionNotApplicable {
            option: "--fen",
            why: format!("gives the position of `side-attacks-fn` (or, with --variant, of `move-generator`); `{table}` takes none: drop --fen"),
        });
    }
    if table == TableId::SideAttacksFn {
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
                why: "`side-attacks-fn` draws what a whole side attacks in a position: give the position with --fen (e.g. `--fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR`)".to_owned(),
            });
        }
        if view.fen.is_none() {
            return Err(Error::MissingArgument {
                argument: "--fen",
                hint: "`side-attacks-fn` draws a side's attack map in a position: give its piece placement, e.g. `--fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w`".to_owned(),
            });
        }
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

/// The tables whose rows stand for each of `rows` in turn, alphabetically within each.
fn tables_with(rows: &[Rows]) -> Vec<String> {
    rows.iter()
        .flat_map(|&r| {
            // `side-attacks-fn` draws every piece of a position (--fen), never one piece.
            let mut names: Vec<&str> = crate::catalog::declarations()
                .filter(|d| d.rows == r && d.id != TableId::SideAttacksFn)
                .map(|d| d.name)
                .collect();
            names.sort_unstable();
            names
        })
        .map(str::to_owned)
        .collect()
}

/// `a, b and c`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Draws `view` as text.
///
/// ```
/// use vector_attacks_codegen::{betza::Piece, show::{parse_square, render, View}, Geometry, TableId};
/// let g = Geometry::STANDARD;
/// let view = View {
///     from: Some(parse_square(g, "a1").unwrap()),
///     to: Some(parse_square(g, "h8").unwrap()),
///     ..View::new(TableId::InBetweenRectangular, g)
/// };
/// assert!(render(&view).unwrap().contains("8  . . . . . . . T"));
/// // A xiangqi horse on e5 with a piece on e6: the two jumps up are blocked.
/// let view = View {
///     from: Some(parse_square(g, "e5").unwrap()),
///     pieces: vec![Piece::parse("horse", "nN").unwrap()],
///     orthodox: false,
///     piece_index: Some(0),
///     blockers: Some(1 << parse_square(g, "e6").unwrap()),
///     ..View::new(TableId::AttacksBy0x88DiffAndPiece, g)
/// };
/// assert!(render(&view).unwrap().contains("7  . . . . . . . ."), "{}", render(&view).unwrap());
/// ```
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
    if view.table == TableId::SideAttacksFn {
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
    let layout = layout_of(view.table);
    // What is drawn: the table as it is indexed; a runtime function as the table it reads.
    let (indexing, table) = match content {
        // The piece-aware in-between table means what the attack table by difference means.
        Content::Table(_) if view.table.indexing() == Indexing::PieceAndPair => {
            let layout = layout_of(TableId::AttacksBy0x88DiffAndPiece);
            (
                Indexing::PieceAndDifference(layout),
                Some(crate::compute::attacks::by_x88_diff_and_piece(
                    g, layout, &pieces,
                )?),
            )
        }
        Content::Table(t) => {
            let indexing = match view.table.indexing() {
                Indexing::Difference(_) => Indexing::Difference(layout),
                Indexing::PieceAndDifference(_) => Indexing::PieceAndDifference(layout),
                other => other,
            };
            (indexing, Some(t))
        }
        Content::Function(_) | Content::AttackKit(_) => (Indexing::SquarePair, None),
        // A runtime function: its answers, drawn as the tables of the same meaning.
        Content::Kit(kit) => match kit.function {
            Function::IsAttacked | Function::PieceInBetween => (
                Indexing::PieceAndDifference(kit.layout),
                Some(crate::compute::attacks::by_x88_diff_and_piece(
                    g, kit.layout, &pieces,
                )?),
            ),
            Function::InBetween | Function::MayMove => (Indexing::SquarePair, Some(kit.table)),
        },
    };
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
            let v = t.sets().unwrap_or_default();
            let row = index * layout.len();
            match (view.from, view.to) {
                (Some(from), None) if view.blockers.is_some() => {
                    let blockers = view.blockers.unwrap_or(0) | 1 << from;
                    blockers_grid(&mut out, g, &piece_name, from, blockers, |sq| {
                        let entry = v[row + layout.index(g, g.displacement(from, sq))];
                        entry != g.bitboard().all()
                            && g.bitboard().rotate_left(entry, from) & blockers == 0
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
                        dot_diagram(&mut out, g, g.bitboard().rotate_left(entry, from), from, to);
                    }
                }
                _ => {
                    let _ = writeln!(out, "x: attacked, nothing can block; n: attacked if those n squares are empty; .: never");
                    vector_grid(&mut out, g, layout, view.from, |d| {
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
        (Indexing::Mailbox, Some(t)) => mailbox_drawing(&mut out, g, view.table, &t),
        (Indexing::See, Some(t)) => see_drawing(&mut out, view.table, &t),
        (Indexing::Square { rows }, Some(t)) => {
            let v = t.sets().unwrap_or_default();
            let from = view.from.unwrap_or(centre(g));
            let n = g.squares();
            if view.table.rows() == Rows::Direction {
                let _ = writeln!(
                    out,
                    "rays from {} (F), each square labelled with its direction: 0 north, 1 north-east, 2 east, 3 south-east, 4 south, 5 south-west, 6 west, 7 north-west",
                    square_name(from)
                );
                board_grid(&mut out, g, from, |sq| {
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
                board_grid(&mut out, g, from, |sq| {
                    if v[row * n + from] >> sq & 1 == 1 {
                        "1"
                    } else {
                        "."
                    }
                    .to_owned()
                });
            }
        }
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

/// A slider table: what its slider on --from (the centre by default) attacks among
/// --blockers, found the way the table is read at run time.
fn slider_drawing(view: &View, content: &Content) -> Result<String, Error> {
    let g = view.board;
    let from = view.from.unwrap_or(centre(g));
    let blockers = view.blockers.unwrap_or(0) & !(1 << from);
    let lookup = crate::catalog::families::sliders::lookup(view.table);
    let attacked = lookup.attacks(g, from, blockers)?;
    let mut out = heading(&view.table.to_string(), g);
    if let Content::Table(t) = content {
        let _ = writeln!(out, "{} entries", t.values.len());
    }
    blockers_grid(&mut out, g, lookup.slider(), from, blockers, |sq| {
        attacked >> sq & 1 == 1
    });
    Ok(out)
}

/// What a piece attacks from --from among --blockers (an attack-set table or function), or
/// for `attackers-to-fn` and `in-check-fn` the squares from which it attacks --from.
fn attack_set_drawing(view: &View, content: &Content, index: usize, name: &str) -> String {
    let g = view.board;
    let from = view.from.unwrap_or(centre(g));
    let blockers = view.blockers.unwrap_or(0) & !(1 << from);
    let mut out = heading(&format!("{} ({name})", view.table), g);
    // The set as the item holds it: the leap table's row, or the function's sets (turned
    // round for `attackers_to` and `in_check`).
    let set = match content {
        Content::AttackKit(kit) => {
            let _ = writeln!(
                out,
                "strategy {}, tables {} bytes",
                kit.strategy.name(),
                kit.table_bytes().total()
            );
            kit.pieces[index].attacks(g, from, blockers)
        }
        Content::Table(t) => t.sets().unwrap_or_default()[index * g.squares() + from],
        Content::Function(_) | Content::Kit(_) => 0,
    };
    match view.table {
        TableId::AttackersToFn | TableId::InCheckFn => {
            let _ = writeln!(
                out,
                "where a {name} attacks {} (F) from among the blockers: x a square, X a blocker's square, o another blocker",
                g.square_name(from)
            );
            marks_grid(&mut out, g, from, blockers, |sq| set >> sq & 1 == 1);
        }
        TableId::LeaperAttacks => {
            let who = format!("{name} (its leaps)");
            blockers_grid(&mut out, g, &who, from, blockers, |sq| set >> sq & 1 == 1);
        }
        _ => blockers_grid(&mut out, g, name, from, blockers, |sq| set >> sq & 1 == 1),
    }
    out
}

/// The letter of each piece in a FEN, by index: the orthodox letters for the orthodox classes
/// (`P` the white pawn, `p` the black one), and for a piece of the request's own the first
/// letter of its name not taken before it. Returns `(letter, white's piece, black's piece)`.
fn fen_letters(pieces: &[Piece]) -> Vec<(char, usize, usize)> {
    let mut letters: Vec<(char, usize, usize)> = Vec::new();
    for (index, piece) in pieces.iter().enumerate() {
        let orthodox = PieceClass::ALL.iter().find(|c| c.piece() == piece);
        let letter = match orthodox {
            Some(PieceClass::WhitePawn | PieceClass::BlackPawn) => 'P',
            Some(PieceClass::Knight) => 'N',
            Some(PieceClass::Bishop) => 'B',
            Some(PieceClass::Rook) => 'R',
            Some(PieceClass::Queen) => 'Q',
            Some(PieceClass::King) => 'K',
            None => match piece
                .name()
                .chars()
                .map(|c| c.to_ascii_uppercase())
                .find(|c| c.is_ascii_alphabetic() && letters.iter().all(|l| l.0 != *c))
            {
                Some(c) => c,
                None => continue,
            },
        };
        match letters.iter_mut().find(|l| l.0 == letter) {
            // The pawns: one letter, a piece per side.
            Some(l) if orthodox == Some(&PieceClass::BlackPawn) => l.2 = index,
            Some(l) if orthodox == Some(&PieceClass::WhitePawn) => l.1 = index,
            Some(_) => {}
            None => letters.push((letter, index, index)),
        }
    }
    letters
}

/// The squares of each piece, white's and black's, from a FEN's placement on `g`; and the
/// side to draw (`true` white).
fn parse_fen(
    g: Geometry,
    pieces: &[Piece],
    fen: &str,
) -> Result<(Vec<u128>, Vec<u128>, bool), Error> {
    let letters = fen_letters(pieces);
    let valid: String = letters
        .iter()
        .map(|l| format!("{}/{}", l.0, l.0.to_ascii_lowercase()))
        .collect::<Vec<_>>()
        .join(", ");
    let bad = |why: String| {
        Error::OptionNotApplicable {
        option: "--fen",
        why: format!("{why}; give the piece placement rank by rank from the top, `/` between ranks, a number for empty squares, pieces {valid} (upper case white), then `w` or `b`"),
    }
    };
    let mut fields = fen.split_whitespace();
    let placement = fields.next().unwrap_or_default();
    let white = match fields.next() {
        None | Some("w") => true,
        Some("b") => false,
        Some(other) => return Err(bad(format!("the side `{other}` is neither `w` nor `b`"))),
    };
    let rows: Vec<&str> = placement.split('/').collect();
    if rows.len() != g.ranks() as usize {
        return Err(bad(format!(
            "`{placement}` has {} ranks, the board {}",
            rows.len(),
            g.ranks()
        )));
    }
    let (mut whites, mut blacks) = (vec![0u128; pieces.len()], vec![0u128; pieces.len()]);
    for (row, text) in rows.iter().enumerate() {
        let rank = g.ranks() - 1 - row as i32;
        let (mut file, mut run) = (0i32, 0i32);
        for c in text.chars().chain(std::iter::once('/')) {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as i32;
                continue;
            }
            file += run;
            run = 0;
            if c == '/' {
                break;
            }
            let letter = letters
                .iter()
                .find(|l| l.0 == c.to_ascii_uppercase())
                .ok_or_else(|| bad(format!("`{c}` is not a piece")))?;
            let square = g.square(file, rank).ok_or_else(|| {
                bad(format!(
                    "rank {} of `{placement}` is longer than {} squares",
                    rank + 1,
                    g.files()
                ))
            })?;
            if c.is_ascii_uppercase() {
                whites[letter.1] |= 1 << square;
            } else {
                blacks[letter.2] |= 1 << square;
            }
            file += 1;
        }
        if file != g.files() {
            return Err(bad(format!(
                "rank {} of `{placement}` has {file} squares, the board {}",
                rank + 1,
                g.files()
            )));
        }
    }
    Ok((whites, blacks, white))
}

/// `side-attacks-fn`: a side's attack map in the position of --fen, computed the way the item
/// computes it (set-wise for `fill`, piece by piece otherwise).
fn side_attacks_drawing(view: &View, content: &Content, pieces: &[Piece]) -> Result<String, Error> {
    let g = view.board;
    let Content::AttackKit(kit) = content else {
        return Ok(String::new());
    };
    let fen = view.fen.as_deref().unwrap_or_default();
    let (whites, blacks, white) = parse_fen(g, pieces, fen)?;
    let occupied = whites.iter().chain(&blacks).fold(0, |o, s| o | s);
    let (ours, theirs) = if white {
        (&whites, &blacks)
    } else {
        (&blacks, &whites)
    };
    let attacked = if kit.strategy == AttackStrategy::Fill {
        let plan = crate::compute::side_attacks::plan(&kit.moves);
        crate::compute::side_attacks::side_attacks(g, &plan, ours, occupied)
    } else {
        (0..g.squares()).fold(0, |set, from| {
            ours.iter().enumerate().fold(set, |set, (p, by)| {
                if by >> from & 1 == 1 {
                    set | kit.pieces[p].attacks(g, from, occupied)
                } else {
                    set
                }
            })
        })
    };
    let letters = fen_letters(pieces);
    let letter = |sq: usize| -> Option<char> {
        letters.iter().find_map(|&(c, w, b)| {
            if whites[w] >> sq & 1 == 1 {
                Some(c)
            } else if blacks[b] >> sq & 1 == 1 {
                Some(c.to_ascii_lowercase())
            } else {
                None
            }
        })
    };
    let side = if white { "white" } else { "black" };
    let mut out = heading(&format!("{} ({side}'s attack map)", view.table), g);
    let _ = writeln!(
        out,
        "strategy {}, {} squares attacked; x an attacked empty square, * after an attacked piece of the other side",
        kit.strategy.name(),
        attacked.count_ones()
    );
    let theirs = theirs.iter().fold(0, |o, s| o | s);
    board_grid(&mut out, g, usize::MAX, |sq| {
        let hit = attacked >> sq & 1 == 1;
        match letter(sq) {
            Some(c) if hit && theirs >> sq & 1 == 1 => format!("{c}*"),
            Some(c) => c.to_string(),
            None if hit => "x".to_owned(),
            None => ".".to_owned(),
        }
    });
    Ok(out)
}

/// The first lines of a drawing: the title, and on boards other than 8x8 the board.
fn heading(title: &str, g: Geometry) -> String {
    let mut out = format!("{title}\n");
    if !g.is_standard() {
        let _ = writeln!(
            out,
            "board {} ({} squares, `{}` bitboards)",
            g.size_name(),
            g.squares(),
            g.bitboard().rust_name()
        );
    }
    out
}

/// What `piece` on `from` attacks among `blockers`, as a board: `x` attacked, `X` an attacked
/// blocker, `o` a blocker it does not reach.
fn blockers_grid(
    out: &mut String,
    g: Geometry,
    piece: &str,
    from: usize,
    blockers: u128,
    attacked: impl Fn(usize) -> bool,
) {
    let _ = writeln!(
        out,
        "{piece} on {} (F) among the blockers: x attacked, X attacked blocker, o blocker",
        g.square_name(from)
    );
    marks_grid(out, g, from, blockers, attacked);
}

/// The board of [`blockers_grid`] without its legend.
fn marks_grid(
    out: &mut String,
    g: Geometry,
    from: usize,
    blockers: u128,
    attacked: impl Fn(usize) -> bool,
) {
    board_grid(out, g, from, |sq| {
        match (attacked(sq), blockers >> sq & 1 == 1) {
            (true, true) => "X",
            (true, false) => "x",
            (false, true) => "o",
            (false, false) => ".",
        }
        .to_owned()
    });
}

/// A SEE table: for each victim, the exchange of one attacker against at most one defender
/// (rows: the attacker; columns: the defender, `-` for none).
fn see_drawing(out: &mut String, id: TableId, t: &Table) {
    let v = t.integers().unwrap_or_default();
    let names = ["P", "N", "R", "Q", "K"];
    let byte = |k: usize| -> usize {
        if id == TableId::SeeRebel {
            1 | 1 << (3 + k)
        } else {
            [1, 1 << 2, 1 << 4, 1 << 6, 1 << 7][k]
        }
    };
    let victims = ["empty square", "pawn", "knight", "bishop", "rook", "queen"];
    let _ = writeln!(
        out,
        "gain of a lone attacker (rows) against a lone defender (columns), values 1 3 3 5 9"
    );
    for (row, victim) in victims.iter().enumerate() {
        let _ = writeln!(out, "victim: {victim}");
        let _ = writeln!(
            out,
            "      -  {}",
            names.map(|n| format!("{n:>3}")).join("")
        );
        for (k, name) in names.iter().enumerate() {
            let cells: Vec<String> = std::iter::once(0)
                .chain((0..5).map(byte))
                .map(|d| format!("{:>3}", v[(row << 16) | (byte(k) << 8) | d]))
                .collect();
            let _ = writeln!(out, "  {name} {}", cells.join(""));
        }
    }
}

/// A mailbox table on the default layout: the cells row by row from the top (`#` off the
/// board), the cell of each square on the board, or the increments by class.
fn mailbox_drawing(out: &mut String, g: Geometry, id: TableId, t: &Table) {
    let layout = crate::compute::mailbox::MailboxLayout::default_for(g);
    let v = t.integers().unwrap_or_default();
    match id {
        TableId::SquareToMailbox => {
            let _ = writeln!(out, "the cell of each square on the {layout} mailbox:");
            board_grid(out, g, usize::MAX, |sq| v[sq].to_string());
        }
        TableId::MailboxIncrements => {
            let _ = writeln!(
                out,
                "steps by class on the {}-wide mailbox:",
                layout.width()
            );
            for (class, row) in v.chunks(8).enumerate() {
                let name = PieceClass::ALL.get(class).map_or("?", |p| p.name());
                let steps: Vec<String> = row
                    .iter()
                    .take_while(|&&x| x != 0)
                    .map(i32::to_string)
                    .collect();
                let _ = writeln!(out, "{name:>10}: {}", steps.join(" "));
            }
        }
        _ => {
            let _ = writeln!(out, "the {layout} mailbox, top row first; #: off the board");
            let w = usize::from(layout.width());
            for row in v.chunks(w).rev() {
                let line: Vec<String> = row
                    .iter()
                    .map(|&x| {
                        if x == 255 {
                            format!("{:>3}", "#")
                        } else {
                            format!("{x:>3}")
                        }
                    })
                    .collect();
                let _ = writeln!(out, "{}", line.join(""));
            }
        }
    }
}

enum Value {
    Set(u128),
    Number(i32),
}

impl Value {
    fn of(table: &Table, index: usize) -> Value {
        match (table.sets(), table.integers()) {
            (Some(v), _) => Value::Set(v[index]),
            (_, Some(v)) => Value::Number(v[index]),
            _ => Value::Number(0),
        }
    }

    fn label(&self) -> String {
        match self {
            Value::Set(0) => ".".to_owned(),
            Value::Set(s) => s.count_ones().to_string(),
            Value::Number(n) => n.to_string(),
        }
    }
}

fn cell(table: &Table, index: usize, id: TableId) -> String {
    match Value::of(table, index) {
        Value::Number(0) if id.declaration().blank_zero => ".".to_owned(),
        v => v.label(),
    }
}

/// Dot diagram: `1` for a member, `.` otherwise, `F`/`T` for the two squares.
fn dot_diagram(out: &mut String, g: Geometry, set: u128, from: usize, to: usize) {
    let digits = g.bitboard().bits() as usize / 4;
    let _ = writeln!(
        out,
        "{} to {}: 0x{set:0digits$X}",
        g.square_name(from),
        g.square_name(to)
    );
    board_grid(out, g, from, |sq| {
        match (sq == to, set >> sq & 1) {
            (true, _) => "T",
            (_, 1) => "1",
            _ => ".",
        }
        .to_owned()
    });
}

/// The board's grid, last rank on top, one label per square; `from` shows as `F`.
fn board_grid(out: &mut String, g: Geometry, from: usize, label: impl Fn(usize) -> String) {
    let labels: Vec<String> = (0..g.squares())
        .map(|sq| {
            if sq == from {
                "F".to_owned()
            } else {
                label(sq)
            }
        })
        .collect();
    let width = labels.iter().map(String::len).max().unwrap_or(1);
    let margin = if g.ranks() > 9 { 2 } else { 1 };
    for rank in (0..g.ranks()).rev() {
        let _ = write!(out, "{:>margin$}  ", rank + 1);
        let row: Vec<String> = (0..g.files())
            .filter_map(|file| g.square(file, rank))
            .map(|sq| format!("{:>width$}", labels[sq]))
            .collect();
        let _ = writeln!(out, "{}", row.join(" "));
    }
    let files: Vec<String> = (0..g.files())
        .map(|f| format!("{:>width$}", char::from(b'a' + f as u8)))
        .collect();
    let _ = writeln!(out, "{:>margin$}  {}", "", files.join(" "));
}

/// 15x15 grid of displacements, largest rank difference on top, each row labelled with the
/// table index of its leftmost cell and each column with its file difference. With a
/// from-square, the cells that stay on the board are framed.
fn vector_grid(
    out: &mut String,
    g: Geometry,
    layout: VectorLayout,
    from: Option<usize>,
    label: impl Fn(Displacement) -> String,
) {
    let reach = g.files() - 1;
    let rank_reach = g.ranks() - 1;
    let on_board = |d: Displacement| match from {
        Some(sq) => {
            let (f, r) = g.file_rank(sq);
            g.square(f + d.files, r + d.ranks).is_some()
        }
        None => false,
    };
    if let Some(sq) = from {
        let _ = writeln!(out, "centred on {}; the board is framed", g.square_name(sq));
    }
    let edge = |d: Displacement, left: Displacement| on_board(d) != on_board(left);
    for ranks in (-rank_reach..=rank_reach).rev() {
        let row = |files| Displacement { ranks, files };
        // A horizontal frame line above this row where boardness changes.
        let above = Displacement {
            ranks: ranks + 1,
            files: 0,
        };
        let line: String = (-reach..=reach)
            .map(|files| {
                let d = row(files);
                let up = Displacement { files, ..above };
                if ranks < rank_reach && on_board(d) != on_board(up) {
                    "-----"
                } else {
                    "     "
                }
            })
            .collect();
        if from.is_some() && line.contains('-') {
            let _ = writeln!(out, "     {line}");
        }
        let _ = write!(out, "{:>4} ", layout.index(g, row(-reach)));
        for files in -reach..=reach {
            let d = row(files);
            let bar = if files > -reach && edge(d, row(files - 1)) || files == -reach && on_board(d)
            {
                "|"
            } else {
                " "
            };
            let _ = write!(out, "{bar}{:>4}", label(d));
        }
        let bar = if on_board(row(reach)) { "|" } else { "" };
        let _ = writeln!(out, "{bar}");
    }
    if from.is_some() {
        let bottom: String = (-reach..=reach)
            .map(|files| {
                if on_board(Displacement {
                    ranks: -rank_reach,
                    files,
                }) {
                    "-----"
                } else {
                    "     "
                }
            })
            .collect();
        if bottom.contains('-') {
            let _ = writeln!(out, "     {bottom}");
        }
    }
    let cols: String = (-reach..=reach).map(|f| format!("{f:>5}")).collect();
    let _ = writeln!(out, "file {cols}");
}

/// The legal moves of the piece on `from` in a position of `variant` (its start position
/// without a FEN), as a board: the pieces by their letters (upper case White), `F` the piece,
/// `x` a square it may move to, `X` a piece it may take; then the moves in UCI. Without
/// `from`, the position and every legal move. Computed by the reference move generator
/// ([`crate::compute::moves`]).
///
/// ```
/// use vector_attacks_codegen::{show, variant::Variant};
/// let capablanca = Variant::shipped("capablanca").unwrap();
/// let text = show::moves(&capablanca, None, Some("c1")).unwrap();
/// assert!(text.contains("chancellor `C` on c1") || text.contains("archbishop `A` on c1"));
/// assert!(text.contains("c1b3") && text.contains("c1d3"));
/// ```
pub fn moves(
    variant: &crate::model::variant::Variant,
    fen: Option<&str>,
    from: Option<&str>,
) -> Result<String, Error> {
    use crate::compute::moves::{legal_moves, Setup};
    let g = Geometry::board(variant.files, variant.ranks)?;
    let fen = fen.unwrap_or(&variant.start_fen);
    let setup = Setup::from_fen(variant, fen)?;
    let from = from.map(|text| parse_square(g, text)).transpose()?;
    let files = variant.files as usize;
    let all = legal_moves(variant, &setup)?;
    let letter = |sq: usize| {
        setup.board[sq].map(|(t, side)| {
            let l = variant.pieces[t].letter;
            if side == 0 {
                l.to_ascii_uppercase()
            } else {
                l
            }
        })
    };
    let mut out = heading(&format!("{}: {fen}", variant.name), g);
    let shown: Vec<_> = match from {
        Some(sq) => {
            let Some((t, side)) = setup.board[sq] else {
                return Err(Error::Variant {
                    variant: variant.name.clone(),
                    message: format!(
                        "no piece on {}; --from names the piece whose moves to draw",
                        g.square_name(sq)
                    ),
                });
            };
            let p = &variant.pieces[t];
            let whose = if side == setup.side {
                ""
            } else {
                " (not the side to move: no moves)"
            };
            let _ = writeln!(
                out,
                "legal moves of the {} `{}` on {} (F){whose}: x a square it moves to, X a piece it takes",
                p.name,
                letter(sq).unwrap_or('?'),
                g.square_name(sq)
            );
            all.iter().filter(|m| m.from == sq).copied().collect()
        }
        None => {
            let _ = writeln!(
                out,
                "every legal move: x a square moved to, X a piece taken"
            );
            all.clone()
        }
    };
    board_grid(&mut out, g, from.unwrap_or(usize::MAX), |sq| {
        let target = shown.iter().any(|m| m.to == sq);
        match (target, letter(sq)) {
            (true, Some(_)) => "X".to_owned(),
            (true, None) => "x".to_owned(),
            (false, Some(l)) => l.to_string(),
            (false, None) => ".".to_owned(),
        }
    });
    let ucis: Vec<String> = shown.iter().map(|m| m.uci(files)).collect();
    let _ = writeln!(out, "{} moves: {}", ucis.len(), ucis.join(" "));
    Ok(out)
}
