//! Distance tables: Chebyshev (king steps) and Manhattan (taxicab), by square difference or
//! by square pair.

use crate::{
    model::geometry::Displacement, model::geometry::Geometry, model::geometry::VectorLayout,
    model::table::Table,
};

/// Which distance a table holds.
///
/// ```
/// use vector_attacks_codegen::{compute::distance::Metric, Displacement};
/// let d = Displacement { ranks: 2, files: -3 };
/// assert_eq!(Metric::Chebyshev.of(d), 3);
/// assert_eq!(Metric::Manhattan.of(d), 5);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Metric {
    /// The larger of rank and file difference: king steps.
    Chebyshev,
    /// Rank plus file difference: rook steps of one square.
    Manhattan,
}

impl Metric {
    /// The distance a displacement spans.
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::distance::Metric, Displacement};
    /// assert_eq!(Metric::Chebyshev.of(Displacement::ZERO), 0);
    /// ```
    pub const fn of(self, d: Displacement) -> i32 {
        match self {
            Metric::Chebyshev => d.chebyshev(),
            Metric::Manhattan => d.manhattan(),
        }
    }
}

/// Distance by difference: entry `layout.index(d)` is the distance of `d`; padding entries
/// that no square pair reaches are 0. With [`VectorLayout::X88_DIFF`] it is indexed by
/// `x88diff(from, to)` (256 entries); with [`VectorLayout::WIDTH_15`] by `112 + d` (225).
///
/// ```
/// use vector_attacks_codegen::{compute::distance::{by_difference, Metric}, Geometry, VectorLayout};
/// let t = by_difference(Geometry::STANDARD, VectorLayout::X88_DIFF, Metric::Manhattan);
/// assert_eq!(t.integers().unwrap()[120 + 16 * 7 + 7], 14); // a1 -> h8
/// ```
pub fn by_difference(geometry: Geometry, layout: VectorLayout, metric: Metric) -> Table {
    Table::from_integers(
        (0..layout.len())
            .map(|i| layout.displacement(geometry, i).map_or(0, |d| metric.of(d)))
            .collect(),
    )
}

/// Distance by square pair: entry `[from][to]`. Shape `[64, 64]`.
///
/// ```
/// use vector_attacks_codegen::{compute::distance::{by_squares, Metric}, Geometry};
/// let t = by_squares(Geometry::STANDARD, Metric::Chebyshev);
/// assert_eq!(t.integers().unwrap()[0 * 64 + 63], 7); // a1 -> h8
/// ```
pub fn by_squares(geometry: Geometry, metric: Metric) -> Table {
    let n = geometry.squares();
    let values = (0..n)
        .flat_map(|from| (0..n).map(move |to| metric.of(geometry.displacement(from, to))))
        .collect();
    Table::from_integers(values).with_shape(&[n, n])
}
