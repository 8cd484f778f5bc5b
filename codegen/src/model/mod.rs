//! The model: what the generator reasons about, with no knowledge of how tables are computed
//! or written. A board's [`geometry`], a `table` of values and the `table_id`s that name
//! them, the names items may take ([`names`]) and the "did you mean" of error messages
//! ([`suggest`]).
//!
//! The lowest layer: it may import only [`crate::error::Error`]; every other layer may import it.
//!
//! ```
//! use vector_attacks_codegen::model::geometry::Geometry;
//! assert_eq!(Geometry::STANDARD.squares(), 64);
//! ```

pub mod geometry;
pub mod names;
pub mod suggest;
pub(crate) mod table;
pub(crate) mod table_id;
