//! The in-between sets (seed "Square Attacked By"): rectangular, triangular, by 0x88
//! difference, and the branch-free pure calculation.

use crate::catalog::declaration::{table, Computed, Context, Declaration, Indexing, SemanticsRule};
use crate::compute::{calculated, in_between};
use crate::{
    compute::in_between::Semantics, error::Error, model::geometry::VectorLayout,
    model::table::ElementType, model::table_id::TableId,
};

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    Declaration {
        seed: Some("arrRectangular"),
        semantics: SemanticsRule::Follows,
        ..Declaration::new(
            TableId::InBetweenRectangular,
            "in-between-rectangular",
            "IN_BETWEEN_RECTANGULAR",
            ElementType::U64,
            Indexing::SquarePair,
            |c| table(in_between::rectangular(c.geometry, c.semantics)),
            |c| {
                let n = c.n();
                (
                    "In-between sets by square pair (seed: `arrRectangular[64][64]`).".to_owned(),
                    format!(
                        "Entry `[from][to]` holds {}. {} bitboards, {} KiB.",
                        c.set(),
                        n * n,
                        n * n * c.bytes() / 1024
                    ),
                )
            },
        )
    },
    Declaration {
        seed: Some("arrTriangular"),
        semantics: SemanticsRule::StrictOnly,
        ..Declaration::new(
            TableId::InBetweenTriangular,
            "in-between-triangular",
            "IN_BETWEEN_TRIANGULAR",
            ElementType::U64,
            Indexing::Triangular,
            |c| match c.semantics {
                Semantics::Stockfish => Err(c.table.semantics_unsupported()),
                Semantics::Strict => table(in_between::triangular(c.geometry)),
            },
            |c| {
                let n = c.n();
                (
                "In-between sets by unordered square pair (seed: `arrTriangular[64*65/2]`).".to_owned(),
                format!(
                    "Each unordered pair is stored once, at `min * ({} - min) / 2 + max`; the entry holds {}. {} bitboards.",
                    2 * n - 1,
                    c.set(),
                    n * (n + 1) / 2
                ),
            )
            },
        )
    },
    Declaration {
        seed: Some("arrInBetweenBy0x88Diff"),
        semantics: SemanticsRule::Follows,
        ..Declaration::new(
            TableId::InBetweenBy0x88Diff,
            "in-between-0x88",
            "IN_BETWEEN_BY_0X88_DIFF",
            ElementType::U64,
            Indexing::Difference(VectorLayout::X88_DIFF),
            |c| table(in_between::by_x88_diff(c.geometry, c.layout, c.semantics)),
            |c| {
                (
                format!(
                    "In-between sets {} (seed: `arrInBetweenBy0x88Diff[240]`).",
                    c.by_difference()
                ),
                format!(
                    "Entry `{}` holds, for that difference, {}, placed as if `from` were square 0, squares below it wrapped modulo {}: so `in_between(from, to) = table[index].rotate_left(from)`. {} (empty).",
                    c.index(),
                    c.set(),
                    c.bits(),
                    c.padding()
                ),
            )
            },
        )
    },
    Declaration {
        seed: Some("inBetween"),
        semantics: SemanticsRule::Follows,
        function: true,
        emit: crate::catalog::declaration::Emitter::SourceFunction,
        ..Declaration::new(
            TableId::InBetweenCalculated,
            "in-between-calculated",
            "in_between_calculated",
            ElementType::U64,
            Indexing::SquarePair,
            calculated_source,
            |c| {
                (
                "In-between set by the seed's branch-free \"Pure Calculation\": no table.".to_owned(),
                format!(
                    "Returns {}. Only the low six bits of each argument are used. For example, a1 and h8 give b2, c3, d4, e5, f6 and g7.",
                    c.set()
                ),
            )
            },
        )
    },
];

/// The pure calculation's source, on the 8x8 board with `u64` bitboards only.
fn calculated_source(c: &Context) -> Result<Computed, Error> {
    let g = c.geometry;
    if !g.is_standard() {
        return Err(Error::BoardUnsupported {
            table: c.table.name(),
            board: format!("{} with `{}` bitboards", g.size_name(), g.bitboard().rust_name()),
            why: "the seed's pure calculation is built on 8-square ranks and 64-bit words (its masks and multiplications are those of the 8x8 board); use `in-between-0x88` (a table by difference and a rotate, a few KiB on any board) or `in-between-rectangular`",
        });
    }
    Ok(Computed::Function(calculated::source(c.semantics)))
}
