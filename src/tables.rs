//! The generated tables, as `static` items.
//!
//! By default these are the checked-in files of `tables/`; with the `codegen` feature the
//! build script regenerates them into `OUT_DIR` (byte-identical, which a test checks).
//! Names follow the seeds: `IN_BETWEEN_RECTANGULAR` is `arrRectangular`,
//! `RAY_UNIT_VECTOR_QUEEN_15` is `rayUnitVectorQueen`, `ATTACKS_BY_0X88_DIFF_AND_PIECE` is
//! `attacksBy0x88DiffAndPiece`, `PAWN_ATTACKS` is `arrPawnAttacks`, `LINE` is Stockfish's
//! `LineBB`, and so on.
//!
//! ```
//! use vector_attacks::tables::*;
//! assert_eq!(IN_BETWEEN_RECTANGULAR[0][63], 0x0040_2010_0804_0200); // a1..h8: b2..g7
//! assert_eq!(RAY_UNIT_VECTOR_QUEEN_15[112 + 15 + 1], 16); // one up, one right
//! assert_eq!(CHEBYSHEV_DISTANCE[0][63], 7);
//! assert_eq!(KNIGHT_ATTACKS[0], 1 << 10 | 1 << 17); // a1: c2, b3
//! assert_eq!(LINE[0][9], 0x8040_2010_0804_0201); // a1, b2: the long diagonal
//! ```

// The standard set's index (`all.rs`, written by the generator from its families) includes
// every file of the set.
#[cfg(not(feature = "codegen"))]
mod generated {
    include!("../tables/all.rs");
}

#[cfg(feature = "codegen")]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/all.rs"));
}

pub use generated::*;
