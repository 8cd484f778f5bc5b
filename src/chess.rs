//! Move generation for chess: [`Position`] (FEN in and out), [`Move`] (UCI), [`MoveList`],
//! [`Position::legal_moves`], [`Position::play`], [`perft`], [`perft_bulk`] and [`divide`].
//!
//! This module is the move generator `vector-attacks-codegen` generates for any variant of
//! Fairy-Stockfish's `variants.ini` format, here for the `chess` definition of its shipped
//! `codegen/variants.ini`, checked in as `tables/chess.rs` (with feature `codegen`,
//! regenerated into `OUT_DIR`). Squares are numbered a1 = 0 to h8 = 63, as [`crate::Square`]
//! numbers them; piece types are indices of [`LETTERS`] (`pnbrqk`), sides 0 White, 1 Black.
//! Pins and checkers are computed once per node and evasions generated as such; no heap, no
//! `unsafe`.
//!
//! ```
//! use vector_attacks::chess::{perft, perft_bulk, MoveList, Position};
//! let kiwipete = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
//! let mut list = MoveList::new();
//! kiwipete.legal_moves(&mut list);
//! assert_eq!(list.len(), 48);
//! assert_eq!(perft_bulk(&kiwipete, 3), 97_862);
//! assert_eq!(perft(&kiwipete, 2), 2_039);
//! ```

#[cfg(not(feature = "codegen"))]
include!("../tables/chess.rs");

#[cfg(feature = "codegen")]
include!(concat!(env!("OUT_DIR"), "/chess.rs"));
