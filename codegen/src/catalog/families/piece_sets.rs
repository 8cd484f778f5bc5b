//! Piece-sets (seed "Attack and Defend Maps", Piece-Sets): the 64 KiB table that turns one
//! side's 16-bit piece-set into Ed Schröder's attack byte, for the item's piece layout.

use crate::catalog::declaration::{table, Declaration, Emitter, Indexing};
use crate::compute::piece_sets;
use crate::{model::table::ElementType, model::table_id::TableId};

/// The family's tables.
pub const TABLES: &[Declaration] = &[Declaration {
    emit: Emitter::Bytes,
    ..Declaration::new(
        TableId::PieceSetAttackByte,
        "piece-set-attack-byte",
        "PIECE_SET_ATTACK_BYTE",
        ElementType::U8,
        Indexing::PieceSet,
        |c| table(piece_sets::attack_byte_table(&c.piece_set_layout)),
        |c| piece_sets::describe(&c.piece_set_layout),
    )
}];
