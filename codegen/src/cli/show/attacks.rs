//! Drawings of what pieces attack: a slider among blockers, a piece's attack set, and a
//! side's attack map in a position given by FEN.

use std::fmt::Write as _;

use vector_attacks_codegen::input::fen::{self, PlacementError};

use super::*;
/// A slider table: what its slider on --from (the centre by default) attacks among
/// --blockers, found the way the table is read at run time.
pub(super) fn slider_drawing(view: &View, content: &Computed) -> Result<String, Error> {
    let g = view.board;
    let from = view.from.unwrap_or(centre(g));
    let blockers = view.blockers.unwrap_or(0) & !(1 << from);
    let lookup = vector_attacks_codegen::catalog::families::sliders::lookup(view.table);
    let attacked = lookup.attacks(g, from, blockers)?;
    let mut out = heading(&view.table.to_string(), g);
    if let Computed::Table(t) = content {
        let _ = writeln!(out, "{} entries", t.values.len());
    }
    blockers_grid(&mut out, g, lookup.slider(), from, blockers, |sq| {
        attacked >> sq & 1 == 1
    });
    Ok(out)
}

/// What a piece attacks from --from among --blockers (an attack-set table or function), or
/// for `attackers-to-fn` and `in-check-fn` the squares from which it attacks --from.
pub(super) fn attack_set_drawing(
    view: &View,
    content: &Computed,
    index: usize,
    name: &str,
) -> String {
    let g = view.board;
    let from = view.from.unwrap_or(centre(g));
    let blockers = view.blockers.unwrap_or(0) & !(1 << from);
    let mut out = heading(&format!("{} ({name})", view.table), g);
    // The set as the item holds it: the leap table's row, or the function's sets (turned
    // round for `attackers_to` and `in_check`).
    let set = match content {
        Computed::AttackSetFunction(kit) => {
            let _ = writeln!(
                out,
                "strategy {}, tables {} bytes",
                kit.strategy.name(),
                kit.table_bytes().total()
            );
            kit.pieces[index].attacks(g, from, blockers)
        }
        Computed::Table(t) => t.sets().unwrap_or_default()[index * g.squares() + from],
        Computed::Function(_) | Computed::BoardFunction(_) => 0,
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
pub(super) fn fen_letters(pieces: &[Piece]) -> Vec<(char, usize, usize)> {
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
pub(super) fn parse_fen(
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
    let (files, ranks) = (g.files() as usize, g.ranks() as usize);
    let pieces_at = fen::placement(placement, files, ranks, |c| {
        letters
            .iter()
            .find(|l| l.0 == c.to_ascii_uppercase())
            .map(|l| (c, *l))
    })
    .map_err(|e| {
        bad(match e {
            PlacementError::Ranks { found } => {
                format!("`{placement}` has {found} ranks, the board {ranks}")
            }
            PlacementError::NotAPiece(c) => format!("`{c}` is not a piece"),
            PlacementError::TooLong { rank } => {
                format!("rank {rank} of `{placement}` is longer than {files} squares")
            }
            PlacementError::WrongLength { rank, squares } => {
                format!("rank {rank} of `{placement}` has {squares} squares, the board {files}")
            }
        })
    })?;
    let (mut whites, mut blacks) = (vec![0u128; pieces.len()], vec![0u128; pieces.len()]);
    for (at, (c, letter)) in pieces_at {
        // The placement numbers from a1; the board may number from a8.
        let square = g
            .square((at % files) as i32, (at / files) as i32)
            .expect("the placement is on the board");
        if c.is_ascii_uppercase() {
            whites[letter.1] |= 1 << square;
        } else {
            blacks[letter.2] |= 1 << square;
        }
    }
    Ok((whites, blacks, white))
}

/// `side-attacks-fn`: a side's attack map in the position of --fen, computed the way the item
/// computes it (set-wise for `fill`, piece by piece otherwise).
pub(super) fn side_attacks_drawing(
    view: &View,
    content: &Computed,
    pieces: &[Piece],
) -> Result<String, Error> {
    let g = view.board;
    let Computed::AttackSetFunction(kit) = content else {
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
        let plan = vector_attacks_codegen::compute::side_attacks::plan(&kit.moves);
        vector_attacks_codegen::compute::side_attacks::side_attacks(g, &plan, ours, occupied)
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

/// What `piece` on `from` attacks among `blockers`, as a board: `x` attacked, `X` an attacked
/// blocker, `o` a blocker it does not reach.
pub(super) fn blockers_grid(
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
pub(super) fn marks_grid(
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
