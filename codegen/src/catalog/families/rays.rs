//! Queen ray unit vectors (seed "Vector Attacks": `rayUnitVectorQueen`), on 15- and 16-wide
//! boards.

use crate::catalog::declaration::{table, Context, Declaration, Indexing};
use crate::compute::rays;
use crate::{model::geometry::VectorLayout, model::table::ElementType, model::table_id::TableId};

/// A table of queen steps by difference in `layout`, 0 (drawn `.`) off the queen lines:
/// the ray unit vectors here, and Wiereyn's direction tables of the family `attacked_by`,
/// which hold the same steps and say other things of them.
pub(crate) const fn step_table(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    layout: VectorLayout,
    describe: fn(&Context) -> (String, String),
) -> Declaration {
    Declaration {
        blank_zero: true,
        ..Declaration::new(
            id,
            name,
            item_name,
            ElementType::I8,
            Indexing::Difference(layout),
            |c| table(rays::ray_unit_vectors(c.geometry, c.layout)),
            describe,
        )
    }
}

/// A ray table on `layout`'s board width.
const fn ray_table(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    layout: VectorLayout,
) -> Declaration {
    Declaration {
        seed: Some("rayUnitVectorQueen"),
        ..step_table(id, name, item_name, layout, describe)
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
