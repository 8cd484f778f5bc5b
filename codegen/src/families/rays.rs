//! Queen ray unit vectors (seed "Vector Attacks": `rayUnitVectorQueen`), on 15- and 16-wide
//! boards.

use crate::compute::rays;
use crate::declaration::{table, Context, Declaration, Indexing, Options, Rows, SemanticsRule};
use crate::{ElementType, TableId, VectorLayout};

/// A ray table on `layout`'s board width.
const fn ray_table(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    layout: VectorLayout,
) -> Declaration {
    Declaration {
        id,
        name,
        item_name,
        seed: Some("rayUnitVectorQueen"),
        element: ElementType::I8,
        indexing: Indexing::Difference(layout),
        options: Options::Layout,
        semantics: SemanticsRule::Ignores,
        rows: Rows::None,
        function: false,
        blank_zero: true,
        standard: true,
        compute: |c| table(rays::ray_unit_vectors(c.geometry, c.layout)),
        describe,
    }
}

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    ray_table(
        TableId::RayUnitVectorQueen15,
        "ray-unit-vector-queen-15",
        "RAY_UNIT_VECTOR_QUEEN_15",
        VectorLayout::WIDTH_15,
    ),
    ray_table(
        TableId::RayUnitVectorQueen16,
        "ray-unit-vector-queen-16",
        "RAY_UNIT_VECTOR_QUEEN_16",
        VectorLayout::WIDTH_16,
    ),
];

fn describe(c: &Context) -> (String, String) {
    let w = c.width();
    (
        format!("Queen ray unit vectors on a {w}-wide board (seed: `rayUnitVectorQueen[15*15]`)."),
        format!(
            "Entry `{}` holds the queen step along that displacement on the {w}-wide board (+-1, +-{}, +-{w}, +-{}), or 0 when the displacement is zero or on no queen line. The destination-source loop reads `table[{} + from - to]` and steps from `to` towards `from`. {}.",
            c.index(),
            w - 1,
            w + 1,
            c.layout.offset(),
            c.padding()
        ),
    )
}
