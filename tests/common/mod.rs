//! Helpers shared by the tests that compare with shakmaty (and by `benches/attacked_by.rs`).

// Each test binary uses a different part of this module.
#![allow(dead_code)]

pub mod see;

use shakmaty::fen::Fen;
use shakmaty::{Color, Setup};
use vector_attacks::{Kind, Move, Pieces, Position, Side, Square};

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

/// A FEN's setup, as shakmaty reads it (the en passant square kept as written).
pub fn setup(fen: &str) -> Setup {
    Fen::from_ascii(fen.as_bytes()).unwrap().as_setup().clone()
}

/// The position as the runtime takes it, mapped from shakmaty's setup as `Pieces`
/// documents.
pub fn position(setup: &Setup) -> Position {
    Position {
        pieces: pieces_of(&setup.board),
        side_to_move: match setup.turn {
            Color::White => Side::White,
            Color::Black => Side::Black,
        },
        castling: setup.castling_rights.0,
        en_passant: setup
            .ep_square
            .map(|s| Square::try_from(u8::try_from(u32::from(s)).unwrap()).unwrap()),
    }
}

/// A UCI move (`e2e4`, `e7e8q`) as a `Move`.
pub fn parse_uci(text: &str) -> Move {
    let b = text.as_bytes();
    let square = |i: usize| Square::try_from((b[i + 1] - b'1') * 8 + (b[i] - b'a')).unwrap();
    let promotion = b.get(4).map(|c| match c {
        b'n' => Kind::Knight,
        b'b' => Kind::Bishop,
        b'r' => Kind::Rook,
        b'q' => Kind::Queen,
        other => panic!("promotion {}", char::from(*other)),
    });
    Move {
        from: square(0),
        to: square(2),
        promotion,
    }
}
