//! Ed Schröder's SEE table (seed "Attack and Defend Maps": Rebel's
//! `see_table[piece][attackByte][defendByte]`), with the seed's attack byte or one that
//! counts each kind, for the item's piece values.

use crate::catalog::declaration::{table, Declaration, Indexing};
use crate::compute::see::{self, Encoding};
use crate::{model::table::ElementType, model::table_id::TableId};

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    Declaration {
        seed: Some("see_table"),
        emit: crate::catalog::declaration::Emitter::Bytes,
        ..Declaration::new(
            TableId::SeeRebel,
            "see-rebel",
            "SEE_REBEL",
            ElementType::I8,
            Indexing::See,
            |c| table(see::table(Encoding::Rebel, &c.values)),
            |c| see::describe(true, &c.values, c.element),
        )
    },
    Declaration {
        emit: crate::catalog::declaration::Emitter::Bytes,
        ..Declaration::new(
            TableId::SeeCounts,
            "see-counts",
            "SEE_COUNTS",
            ElementType::I8,
            Indexing::See,
            |c| table(see::table(Encoding::Counts, &c.values)),
            |c| see::describe(false, &c.values, c.element),
        )
    },
];
