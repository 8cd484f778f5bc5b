//! The table families: one module each, declaring its tables as data ([`Declaration`]s:
//! names, seed name, element type, indexing, options, how to compute and describe each).
//! The computations themselves are plain functions of [`crate::compute`]; the catalogue
//! ([`crate::catalog`]) lists the families, and the front ends read their declarations.
//!
//! | family | tables |
//! |---|---|
//! | [`in_between`] | `arrRectangular`, `arrTriangular`, `arrInBetweenBy0x88Diff`, the pure calculation |
//! | [`rays`] | `rayUnitVectorQueen` on 15- and 16-wide boards |
//! | [`distance`] | Chebyshev and Manhattan distance by difference and by square pair |
//! | [`attacks`] | `attacksBy0x88DiffAndPiece`, the piece mask, the piece-aware in-between table |
//! | [`attacked_by`] | `arrPawnAttacks`, `arrKnightAttacks`, `arrKingAttacks`, pseudo-attacks, `LineBB`, rays, direction tables |
//! | [`mailbox`] | template boards, conversions both ways, increment vectors |
//! | [`see`] | Rebel's `see_table[piece][attackByte][defendByte]`, two encodings |
//! | [`piece_sets`] | the seed's 64 KiB lookup: one side's 16-bit piece-set to Ed Schröder's attack byte |
//! | [`sliders`] | slider attacks by square and occupancy: obstruction difference, rook and bishop fancy magics |
//! | [`board_functions`] | `in_between`, `may_move`, `is_attacked`, `piece_in_between` for the request's board |
//! | [`attack_sets`] | leap sets by piece, `attacks`, `attackers_to`, `in_check` for the request's board and pieces |
//!
//! Adding a table: a variant in [`crate::model::table_id::TableId`], and a [`Declaration`] in its family's
//! `TABLES` (a new family: a module here, listed in [`crate::catalog::FAMILIES`]).
//!
//! [`Declaration`]: crate::catalog::declaration::Declaration
//!
//! Part of the catalogue layer: a family may import the model, the inputs and the
//! computations, and names its emitter as data ([`crate::catalog::declaration::Emitter`]).

pub mod attack_sets;
pub mod attacked_by;
pub mod attacks;
pub mod board_functions;
pub mod distance;
pub mod in_between;
pub mod mailbox;
pub mod piece_sets;
pub mod rays;
pub mod see;
pub mod sliders;
