//! Generates the runtime of each board this crate knows into OUT_DIR: one request per board,
//! each with `in_between`, `may_move` and `is_attacked`.

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

fn main() -> Result<(), Error> {
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
