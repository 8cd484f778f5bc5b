//! Helpers shared by the tests that compare with shakmaty (and by `benches/attacked_by.rs`).

// Each test binary uses a different part of this module.
#![allow(dead_code)]

pub mod see;

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

/// A small deterministic xorshift64 generator, so failures reproduce.
pub struct XorShift(pub u64);

impl XorShift {
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// An occupancy of varying density: one, two, three or four random words ANDed together
    /// (about 50 %, 25 %, 12.5 % or 6 % of the squares set).
    pub fn occupancy(&mut self) -> u64 {
        let words = 1 + self.next() % 4;
        let mut occ = !0;
        for _ in 0..words {
            occ &= self.next();
        }
        occ
    }
}

/// Every position of one random game from the start, up to `plies` moves (fewer when it
/// ends), each move drawn uniformly from the legal ones by `rng`.
pub fn random_game(rng: &mut XorShift, plies: usize) -> Vec<shakmaty::Chess> {
    use shakmaty::Position as _;
    let mut pos = shakmaty::Chess::default();
    let mut game = Vec::new();
    for _ in 0..plies {
        game.push(pos.clone());
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[(rng.next() % moves.len() as u64) as usize];
        pos.play_unchecked(m);
    }
    game
}
