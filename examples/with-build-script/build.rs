//! Generates this crate's tables into OUT_DIR: a few lines with the codegen builder.

use vector_attacks_codegen::{Item, Request, TableId};

fn main() -> Result<(), vector_attacks_codegen::Error> {
    Request::new()
        .table(TableId::InBetweenBy0x88Diff)
        .table(TableId::AttacksBy0x88DiffAndPiece)
        .item(Item::new(TableId::ChebyshevBySquares).named("KING_DISTANCE"))
        .write_to_out_dir("tables.rs")?;
    Ok(())
}
