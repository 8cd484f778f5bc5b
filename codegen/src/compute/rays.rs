//! Ray unit vectors (seed: "Vector Attacks", `rayUnitVectorQueen[15*15]`).

use crate::{model::geometry::Geometry, model::geometry::VectorLayout, model::table::Table};

/// `rayUnitVectorQueen`: for each displacement `d` of `layout`, the queen step along `d`
/// measured on that layout's board (`width * rank_step + file_step`), and 0 where `d` is zero
/// or on no rank, file or diagonal.
///
/// On the 15-wide board ([`VectorLayout::WIDTH_15`], index `112 + d`, 225 entries) the steps
/// are +-1, +-14, +-15, +-16; on the 16-wide board ([`VectorLayout::WIDTH_16`], index
/// `119 + d`, 239 entries) +-1, +-15, +-16, +-17. The seed's destination-source loop reads
/// `table[offset + from - to]` and steps from `to` towards `from`.
///
/// ```
/// use vector_attacks_codegen::{compute::rays, Geometry, VectorLayout};
/// let t = rays::ray_unit_vectors(Geometry::STANDARD, VectorLayout::WIDTH_15);
/// let v = t.integers().unwrap();
/// assert_eq!(v[112 + 3 * 15 + 3], 16); // up-right diagonal
/// assert_eq!(v[112 - 5], -1); // along the rank, leftwards
/// assert_eq!(v[112 + 15 + 2], 0); // a knight jump
/// ```
pub fn ray_unit_vectors(geometry: Geometry, layout: VectorLayout) -> Table {
    Table::from_integers(
        (0..layout.len())
            .map(|i| {
                layout
                    .displacement(geometry, i)
                    .and_then(|d| d.unit())
                    .map_or(0, |u| {
                        layout.width() * geometry.row_delta(u.ranks) + u.files
                    })
            })
            .collect(),
    )
}
