//! Helpers shared by the tests that compare with shakmaty.

use vector_attacks::Pieces;

/// A shakmaty board as `Pieces`, by the mapping `Pieces` documents.
pub fn pieces_of(b: &shakmaty::Board) -> Pieces {
    Pieces {
        sides: [b.white().0, b.black().0],
        kinds: [
            b.pawns().0,
            b.knights().0,
            b.bishops().0,
            b.rooks().0,
            b.queens().0,
            b.kings().0,
        ],
    }
}
