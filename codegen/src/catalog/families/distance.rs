//! Chebyshev (king steps) and Manhattan (taxicab) distance, by square difference and by
//! square pair.

use crate::catalog::declaration::{table, Context, Declaration, Indexing};
use crate::compute::distance::{self, Metric};
use crate::{model::geometry::VectorLayout, model::table::ElementType, model::table_id::TableId};

/// A distance table indexed by difference in `layout`.
const fn by_difference(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    metric: Metric,
    layout: VectorLayout,
) -> Declaration {
    Declaration::new(
        id,
        name,
        item_name,
        ElementType::U8,
        Indexing::Difference(layout),
        match metric {
            Metric::Chebyshev => |c| {
                table(distance::by_difference(
                    c.geometry,
                    c.layout,
                    Metric::Chebyshev,
                ))
            },
            Metric::Manhattan => |c| {
                table(distance::by_difference(
                    c.geometry,
                    c.layout,
                    Metric::Manhattan,
                ))
            },
        },
        match metric {
            Metric::Chebyshev => |c| (CHEBYSHEV.to_owned() + BY_DIFFERENCE, entry(c)),
            Metric::Manhattan => |c| (MANHATTAN.to_owned() + BY_DIFFERENCE, entry(c)),
        },
    )
}

/// A distance table indexed by square pair.
const fn by_squares(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    metric: Metric,
) -> Declaration {
    Declaration::new(
        id,
        name,
        item_name,
        ElementType::U8,
        Indexing::SquarePair,
        match metric {
            Metric::Chebyshev => |c| table(distance::by_squares(c.geometry, Metric::Chebyshev)),
            Metric::Manhattan => |c| table(distance::by_squares(c.geometry, Metric::Manhattan)),
        },
        match metric {
            Metric::Chebyshev => |c| (CHEBYSHEV.to_owned() + BY_SQUARES, pairs(c)),
            Metric::Manhattan => |c| (MANHATTAN.to_owned() + BY_SQUARES, pairs(c)),
        },
    )
}

const CHEBYSHEV: &str =
    "Chebyshev distance (king steps, the larger of rank and file difference) by square ";
const MANHATTAN: &str = "Manhattan distance (rank difference plus file difference) by square ";
const BY_DIFFERENCE: &str = "difference.";
const BY_SQUARES: &str = "pair.";

fn entry(c: &Context) -> String {
    format!("Entry `{}`. {} (0).", c.index(), c.padding())
}

fn pairs(c: &Context) -> String {
    let n = c.n();
    format!("Entry `[from][to]`; {n} x {n} entries.")
}

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    by_difference(
        TableId::ChebyshevBy0x88Diff,
        "chebyshev-0x88",
        "CHEBYSHEV_DISTANCE_BY_0X88_DIFF",
        Metric::Chebyshev,
        VectorLayout::X88_DIFF,
    ),
    by_difference(
        TableId::ManhattanBy0x88Diff,
        "manhattan-0x88",
        "MANHATTAN_DISTANCE_BY_0X88_DIFF",
        Metric::Manhattan,
        VectorLayout::X88_DIFF,
    ),
    by_difference(
        TableId::ChebyshevByVector15,
        "chebyshev-vector-15",
        "CHEBYSHEV_DISTANCE_BY_VECTOR_15",
        Metric::Chebyshev,
        VectorLayout::WIDTH_15,
    ),
    by_difference(
        TableId::ManhattanByVector15,
        "manhattan-vector-15",
        "MANHATTAN_DISTANCE_BY_VECTOR_15",
        Metric::Manhattan,
        VectorLayout::WIDTH_15,
    ),
    by_squares(
        TableId::ChebyshevBySquares,
        "chebyshev-squares",
        "CHEBYSHEV_DISTANCE",
        Metric::Chebyshev,
    ),
    by_squares(
        TableId::ManhattanBySquares,
        "manhattan-squares",
        "MANHATTAN_DISTANCE",
        Metric::Manhattan,
    ),
];
