//! The runtime for the request's board, generated: `in_between`, `may_move`, `is_attacked`
//! and `piece_in_between` as functions over their own tables ([`crate::compute::runtime`]
//! picks the strategy and table of each).

use crate::catalog::declaration::{Content, Context, Declaration, Indexing, Rows, SemanticsRule};
use crate::compute::runtime::{self, Function, Kit};
use crate::{ElementType, Error, TableId, VectorLayout};

/// A runtime function's declaration; `compute` and `describe` name its [`Function`].
const fn runtime_fn(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    (semantics, rows): (SemanticsRule, Rows),
    compute: fn(&Context) -> Result<Content, Error>,
    describe: fn(&Context) -> (String, String),
) -> Declaration {
    Declaration {
        semantics,
        rows,
        function: true,
        standard: false,
        emit: crate::catalog::declaration::Emitter::Runtime,
        ..Declaration::new(
            id,
            name,
            item_name,
            ElementType::U64,
            Indexing::Runtime(VectorLayout::X88_DIFF),
            compute,
            describe,
        )
    }
}

fn kit(c: &Context, function: Function) -> Result<Content, Error> {
    let kit = Kit::new(function, c.geometry, c.semantics, c.layout, c.pieces)?;
    Ok(Content::Kit(kit))
}

fn describe(c: &Context, function: Function) -> (String, String) {
    runtime::describe(function, c.geometry, c.layout, c.set(), c.pieces)
}

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    runtime_fn(
        TableId::InBetweenFn,
        "in-between-fn",
        "in_between",
        (SemanticsRule::Follows, Rows::None),
        |c| kit(c, Function::InBetween),
        |c| describe(c, Function::InBetween),
    ),
    runtime_fn(
        TableId::MayMoveFn,
        "may-move-fn",
        "may_move",
        (SemanticsRule::Ignores, Rows::None),
        |c| kit(c, Function::MayMove),
        |c| describe(c, Function::MayMove),
    ),
    runtime_fn(
        TableId::IsAttackedFn,
        "is-attacked-fn",
        "is_attacked",
        (SemanticsRule::Ignores, Rows::Piece),
        |c| kit(c, Function::IsAttacked),
        |c| describe(c, Function::IsAttacked),
    ),
    runtime_fn(
        TableId::PieceInBetweenFn,
        "piece-in-between-fn",
        "piece_in_between",
        (SemanticsRule::Ignores, Rows::Piece),
        |c| kit(c, Function::PieceInBetween),
        |c| describe(c, Function::PieceInBetween),
    ),
];
