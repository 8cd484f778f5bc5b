//! Everything the default attack getters read about one square, in one record of two
//! adjacent cache lines: the leapers' sets, the empty-board lines of the sliders, and both
//! sliders' black magics (seed "Square Attacked By": the super-piece on the target square
//! looks up each of them).
//!
//! The generated tables hold the same sets one table per question (`PAWN_ATTACKS`,
//! `KNIGHT_ATTACKS`, `KING_ATTACKS`, `PSEUDO_ATTACKS`, `ROOK_BLACK_MAGICS`,
//! `BISHOP_BLACK_MAGICS`), each in a place of its own among a few megabytes of tables: where
//! a query finds the caches and the address translations cold (beside an engine's
//! transposition-table probe), [`crate::attackers_to`] read eight lines of six tables on as
//! many pages. Gathered per square (copied at compile time from those tables, so the
//! generator's proofs cover them), it reads this record's two lines and the two attack sets
//! its magics index; [`crate::rook_attacks`] and [`crate::bishop_attacks`] read one line of
//! it (their entries side by side), [`crate::queen_attacks`] the same line for both.

use crate::tables::{
    BISHOP_BLACK_MAGICS, BLACK_MAGIC_ATTACKS, KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS,
    PSEUDO_ATTACKS, ROOK_BLACK_MAGICS,
};
use crate::{Piece, Square};

/// One square's black magic with its window of `BLACK_MAGIC_ATTACKS`: `N` attack sets from
/// the entry's offset, as an array, so that a slot below `N` needs no bounds check.
#[derive(Clone, Copy)]
pub(crate) struct BlackWindow<const N: usize> {
    /// The complement of the relevant occupancy's mask.
    pub(crate) not_mask: u64,
    /// The factor.
    pub(crate) factor: u64,
    /// The square's attack sets.
    pub(crate) attacks: &'static [u64; N],
}

/// What the getters read about one square (see the module documentation): the first cache
/// line the leapers' sets and the sliders' empty-board lines, the second both black magics.
#[derive(Clone, Copy)]
#[repr(C, align(128))]
pub(crate) struct SquareKit {
    /// The squares a pawn of each colour on this square attacks, by [`crate::Color`] (so a
    /// piece of one colour here is attacked by the other colour's pawns on the set of its
    /// own colour).
    pub(crate) pawn: [u64; 2],
    /// The knight's set.
    pub(crate) knight: u64,
    /// The king's set.
    pub(crate) king: u64,
    /// The bishop's lines on an empty board.
    pub(crate) diagonal: u64,
    /// The rook's lines on an empty board.
    pub(crate) straight: u64,
    /// (The first line's rest.)
    _pad: [u64; 2],
    /// The rook's black magic.
    pub(crate) rook: BlackWindow<4096>,
    /// The bishop's black magic.
    pub(crate) bishop: BlackWindow<512>,
}

/// A black magic entry `[not_mask, factor, offset]` with its window (the generator makes the
/// table long enough for every window; were it not, this would fail to compile).
const fn window<const N: usize>(entry: [u64; 3]) -> BlackWindow<N> {
    let [not_mask, factor, offset] = entry;
    let attacks = match BLACK_MAGIC_ATTACKS
        .split_at(offset as usize)
        .1
        .first_chunk::<N>()
    {
        Some(window) => window,
        None => panic!("a black magic's window runs past BLACK_MAGIC_ATTACKS"),
    };
    BlackWindow {
        not_mask,
        factor,
        attacks,
    }
}

/// The record of square `s`, from the generated tables.
const fn kit_of(s: usize) -> SquareKit {
    SquareKit {
        pawn: [
            PAWN_ATTACKS[Piece::WhitePawn.index()][s],
            PAWN_ATTACKS[Piece::BlackPawn.index()][s],
        ],
        knight: KNIGHT_ATTACKS[s],
        king: KING_ATTACKS[s],
        diagonal: PSEUDO_ATTACKS[Piece::Bishop.index()][s],
        straight: PSEUDO_ATTACKS[Piece::Rook.index()][s],
        _pad: [0; 2],
        rook: window(ROOK_BLACK_MAGICS[s]),
        bishop: window(BISHOP_BLACK_MAGICS[s]),
    }
}

/// Every square's record, copied at compile time from the generated tables.
pub(crate) static SQUARE_KITS: [SquareKit; 64] = {
    let mut out = [kit_of(0); 64];
    let mut s = 1;
    while s < 64 {
        out[s] = kit_of(s);
        s += 1;
    }
    out
};

/// The record of `square`.
#[inline(always)]
pub(crate) fn kit(square: Square) -> &'static SquareKit {
    &SQUARE_KITS[square.index()]
}
