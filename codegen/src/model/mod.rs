//! The model: what the generator reasons about, with no knowledge of how tables are computed
//! or written. A board's [`geometry`], a `table` of values and the `table_id`s that name
//! them, pieces in Betza notation ([`betza`]), a variant's rules ([`variant`], read from
//! Fairy-Stockfish's `variants.ini`), the names items may take ([`names`]) and the "did you
//! mean" of error messages ([`suggest`]).
//!
//! It may import only [`crate::Error`]; every other layer may import it.
//!
//! ```
//! use vector_attacks_codegen::model::{geometry::Geometry, variant::Variant};
//! assert_eq!(Geometry::STANDARD.squares(), 64);
//! assert_eq!(Variant::shipped("chess").unwrap().files, 8);
//! ```

pub mod betza;
pub mod fen;
pub mod geometry;
pub mod names;
pub mod suggest;
pub(crate) mod table;
pub(crate) mod table_id;
pub mod variant;
