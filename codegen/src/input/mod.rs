//! The inputs a user writes, read into the types the rest of the generator uses: pieces in
//! Betza notation ([`betza`]), a variant's rules from a section of Fairy-Stockfish's
//! `variants.ini` ([`variant`]), a FEN's piece placement ([`fen`]) and a whole position ([`position`]). The request syntax is
//! read in [`crate::output::syntax`], since it also expands the `tables!` macro.
//!
//! It may import only the model; every layer above may import it.
//!
//! ```
//! use vector_attacks_codegen::input::{betza::Piece, variant::Variant};
//! assert_eq!(Variant::shipped("chess").unwrap().files, 8);
//! assert_eq!(Piece::parse("horse", "nN").unwrap().moves().len(), 8);
//! ```

pub mod betza;
pub mod fen;
pub mod position;
pub mod variant;
