//! The board functions of a request, generated: `in_between`, `may_move`, `is_attacked`
//! and `piece_in_between` as functions over their own tables ([`crate::compute::board_functions`]
//! picks the strategy and table of each).

use crate::catalog::declaration::{Computed, Context, Declaration, Indexing, Rows, SemanticsRule};
use crate::compute::board_functions::{self, BoardFunction, Function};
use crate::{
    error::Error, model::geometry::VectorLayout, model::table::ElementType,
    model::table_id::TableId,
};

/// A board function's declaration; `compute` and `describe` name its [`Function`].
const fn board_function(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    (semantics, rows): (SemanticsRule, Rows),
    compute: fn(&Context) -> Result<Computed, Error>,
    describe: fn(&Context) -> (String, String),
) -> Declaration {
    Declaration {
        semantics,
        rows,
        function: true,
        standard: false,
        emit: crate::catalog::declaration::Emitter::BoardFunction,
        ..Declaration::new(
            id,
            name,
            item_name,
            ElementType::U64,
            Indexing::BoardFunction(VectorLayout::X88_DIFF),
            compute,
            describe,
        )
    }
}

fn kit(c: &Context, function: Function) -> Result<Computed, Error> {
    let kit = BoardFunction::new(function, c.geometry, c.semantics, c.layout, c.pieces)?;
    Ok(Computed::BoardFunction(kit))
}

fn describe(c: &Context, function: Function) -> (String, String) {
    board_functions::describe(function, c.geometry, c.layout, c.set(), c.pieces)
}

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    board_function(
        TableId::InBetweenFn,
        "in-between-fn",
        "in_between",
        (SemanticsRule::Follows, Rows::None),
        |c| kit(c, Function::InBetween),
        |c| describe(c, Function::InBetween),
    ),
    board_function(
        TableId::MayMoveFn,
        "may-move-fn",
        "may_move",
        (SemanticsRule::Ignores, Rows::None),
        |c| kit(c, Function::MayMove),
        |c| describe(c, Function::MayMove),
    ),
    board_function(
        TableId::IsAttackedFn,
        "is-attacked-fn",
        "is_attacked",
        (SemanticsRule::Ignores, Rows::Piece),
        |c| kit(c, Function::IsAttacked),
        |c| describe(c, Function::IsAttacked),
    ),
    board_function(
        TableId::PieceInBetweenFn,
        "piece-in-between-fn",
        "piece_in_between",
        (SemanticsRule::Ignores, Rows::Piece),
        |c| kit(c, Function::PieceInBetween),
        |c| describe(c, Function::PieceInBetween),
    ),
];
