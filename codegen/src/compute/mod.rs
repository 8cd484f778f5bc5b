//! Computing the tables: pure functions from a [`Geometry`](crate::model::geometry::Geometry) (and, for
//! tables indexed by difference, a [`VectorLayout`](crate::model::geometry::VectorLayout)) to plain
//! [`Table`](crate::model::table::Table) data. Nothing here knows about Rust source, or about the
//! catalogue: each family of [`crate::catalog::families`] declares its tables and calls these.
//! The computations' layer: it may import only the model and the inputs.
//!
//! | module | seed names |
//! |---|---|
//! | [`in_between`] | `arrRectangular`, `arrTriangular`, `arrInBetweenBy0x88Diff` |
//! | [`calculated`] | the seed's "Pure Calculation" `inBetween` |
//! | [`rays`] | `rayUnitVectorQueen` |
//! | [`distance`] | Chebyshev and Manhattan distance |
//! | [`attacks`] | `attacksBy0x88DiffAndPiece` |
//! | [`attacked_by`] | `arrPawnAttacks`, `arrKnightAttacks`, `arrKingAttacks`, pseudo-attacks, `LineBB`, rays |
//! | [`see`] | Rebel's `see_table[piece][attackByte][defendByte]` |
//! | [`piece_sets`] | piece-sets: the layout of a side's 16 bits, and the 64 KiB attack-byte lookup |
//! | [`sliders`] | slider attacks by square and occupancy: obstruction difference, fancy magics |
//! | [`attack_sets`] | what a piece attacks among blockers: `attacks`, `attackers_to`, `in_check` for the request's board and pieces |
//! | [`fills`] | Kogge-Stone occluded fills, a step as rotation and mask (the reference of the emitted fills) |
//! | [`hops`] | hoppers in the attack sets: the cannon `pR` and the grasshopper `gQ` over a screen |
//! | [`lookup`] | a slider table read as at run time (magics, black magics, obstruction difference) |
//! | [`board_functions`] | `in_between`, `may_move`, `is_attacked`, `piece_in_between` as functions of the request's board |

pub mod attack_sets;
pub mod attacked_by;
pub mod attacks;
pub mod black_magics;
pub mod board_functions;
pub mod calculated;
pub mod distance;
pub mod fills;
pub mod hops;
pub mod in_between;
pub mod lookup;
pub mod mailbox;
pub mod piece_sets;
pub mod rays;
pub mod rotated;
pub mod see;
pub mod side_attacks;
pub mod sliders;
pub(crate) mod strategy;
pub mod zobrist;
