//! Generates the runtime of each board this crate knows into OUT_DIR: one request per board,
//! each with `in_between`, `may_move` and `is_attacked`, and for three boards the runtime of
//! sixteen fairy pieces (`is_attacked`, `piece_in_between`).

use vector_attacks_codegen::{Error, Numbering, Request, TableId};

/// The boards: module name, files, ranks, numbering.
const BOARDS: [(&str, u32, u32, Numbering); 8] = [
    ("capablanca", 10, 8, Numbering::A1),
    ("xiangqi", 9, 10, Numbering::A1),
    ("grand", 10, 10, Numbering::A1),
    ("large", 12, 10, Numbering::A1),
    ("wide", 16, 8, Numbering::A1),
    ("shogi", 9, 9, Numbering::A8),
    ("minishogi", 5, 5, Numbering::A1),
    ("file", 1, 8, Numbering::A1),
];

include!("src/fairy_pieces.rs");

/// The boards of the fairy pieces: module name, files, ranks.
const FAIRY_BOARDS: [(&str, u32, u32); 3] = [
    ("fairy_8x8", 8, 8),
    ("fairy_10x8", 10, 8),
    ("fairy_12x10", 12, 10),
];

fn main() -> Result<(), Error> {
    boards()?;
    fairy_pieces()
}

/// The orthodox runtime of each board.
fn boards() -> Result<(), Error> {
    for (name, files, ranks, numbering) in BOARDS {
        Request::new()
            .board(files, ranks)?
            .numbering(numbering)
            .table(TableId::InBetweenFn)
            .table(TableId::MayMoveFn)
            .table(TableId::IsAttackedFn)
            .write_to_out_dir(&format!("{name}.rs"))?;
    }
    Ok(())
}

/// The runtime of the fairy pieces on three boards.
fn fairy_pieces() -> Result<(), Error> {
    for (name, files, ranks) in FAIRY_BOARDS {
        let mut request = Request::new().board(files, ranks)?;
        for (piece, betza) in FAIRY_PIECES {
            request = request.piece(piece, betza)?;
        }
        request
            .table(TableId::IsAttackedFn)
            .table(TableId::PieceInBetweenFn)
            .write_to_out_dir(&format!("{name}.rs"))?;
    }
    Ok(())
}
