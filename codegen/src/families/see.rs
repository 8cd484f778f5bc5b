//! Ed Schröder's SEE table (seed "Attack and Defend Maps": Rebel's
//! `see_table[piece][attackByte][defendByte]`), with the seed's attack byte or one that
//! counts each kind, for the item's piece values.

use crate::compute::see::{self, Encoding};
use crate::declaration::{table, Declaration, Indexing, Options, Rows, SemanticsRule};
use crate::{ElementType, TableId};

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    Declaration {
        id: TableId::SeeRebel,
        name: "see-rebel",
        item_name: "SEE_REBEL",
        seed: Some("see_table"),
        element: ElementType::I8,
        indexing: Indexing::See,
        options: Options::PieceValues,
        semantics: SemanticsRule::Ignores,
        rows: Rows::None,
        function: false,
        blank_zero: false,
        standard: true,
        compute: |c| table(see::table(Encoding::Rebel, &c.values)),
        describe: |c| see::describe(true, &c.values, c.element),
    },
    Declaration {
        id: TableId::SeeCounts,
        name: "see-counts",
        item_name: "SEE_COUNTS",
        seed: None,
        element: ElementType::I8,
        indexing: Indexing::See,
        options: Options::PieceValues,
        semantics: SemanticsRule::Ignores,
        rows: Rows::None,
        function: false,
        blank_zero: false,
        standard: true,
        compute: |c| table(see::table(Encoding::Counts, &c.values)),
        describe: |c| see::describe(false, &c.values, c.element),
    },
];
