//! Helpers shared by the tests that compare with shakmaty (and by `bench/benches/attacked_by.rs`).

// Each test binary uses a different part of this module.
#![allow(dead_code)]

pub mod see;

use shakmaty::fen::Fen;
use vector_attacks::{Color, Pieces, Role, Setup, Square, StoredMove};

/// A shakmaty board as `Pieces`, by the mapping `Pieces` documents.
pub fn pieces_of(b: &shakmaty::Board) -> Pieces {
    Pieces {
        sides: [b.white().0, b.black().0],
        roles: [
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

    /// A number below `n` (not 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
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

/// The promotions tried for every from/to pair: none, and every kind (pawn and king must
/// always be refused).
pub const PROMOTIONS: [Option<Role>; 7] = [
    None,
    Some(Role::Knight),
    Some(Role::Bishop),
    Some(Role::Rook),
    Some(Role::Queen),
    Some(Role::Pawn),
    Some(Role::King),
];

/// A FEN's setup, as shakmaty reads it (the en passant square kept as written).
pub fn setup(fen: &str) -> shakmaty::Setup {
    Fen::from_ascii(fen.as_bytes()).unwrap().as_setup().clone()
}

/// The position as the runtime takes it, mapped from shakmaty's setup as `Pieces`
/// documents.
pub fn position(setup: &shakmaty::Setup) -> Setup {
    Setup {
        pieces: pieces_of(&setup.board),
        side_to_move: match setup.turn {
            shakmaty::Color::White => Color::White,
            shakmaty::Color::Black => Color::Black,
        },
        castling: setup.castling_rights.0,
        en_passant: setup
            .ep_square
            .map(|s| Square::try_from(u8::try_from(u32::from(s)).unwrap()).unwrap()),
    }
}

/// A UCI move (`e2e4`, `e7e8q`) as a `StoredMove`.
pub fn parse_uci(text: &str) -> StoredMove {
    let b = text.as_bytes();
    let square = |i: usize| Square::try_from((b[i + 1] - b'1') * 8 + (b[i] - b'a')).unwrap();
    let promotion = b.get(4).map(|c| match c {
        b'n' => Role::Knight,
        b'b' => Role::Bishop,
        b'r' => Role::Rook,
        b'q' => Role::Queen,
        other => panic!("promotion {}", char::from(*other)),
    });
    StoredMove {
        from: square(0),
        to: square(2),
        promotion,
    }
}

/// Our move as shakmaty describes it in `pos` (the role on `from`, what it takes, castling as
/// king and rook, a pawn's diagonal step to an empty square as en passant), or `None` from
/// an empty square: for shakmaty's `Position::is_legal`.
pub fn shakmaty_move(pos: &shakmaty::Chess, m: StoredMove) -> Option<shakmaty::Move> {
    use shakmaty::{Move as M, Position as _, Role};
    let sq = |s: Square| shakmaty::Square::new(u32::from(s.to_u8()));
    let (from, to) = (sq(m.from), sq(m.to));
    let board = pos.board();
    let role = board.role_at(from)?;
    let promotion = m.promotion.map(|k| match k {
        vector_attacks::Role::Pawn => Role::Pawn,
        vector_attacks::Role::Knight => Role::Knight,
        vector_attacks::Role::Bishop => Role::Bishop,
        vector_attacks::Role::Rook => Role::Rook,
        vector_attacks::Role::Queen => Role::Queen,
        vector_attacks::Role::King => Role::King,
    });
    let files_apart = m.from.file().abs_diff(m.to.file());
    Some(
        if role == Role::King && files_apart == 2 && m.from.rank() == m.to.rank() {
            let rook = if m.to.file() > m.from.file() { 7 } else { 0 };
            M::Castle {
                king: from,
                rook: sq(Square::ALL[usize::from(m.from.rank()) * 8 + rook]),
            }
        } else if role == Role::Pawn
            && files_apart == 1
            && promotion.is_none()
            && board.piece_at(to).is_none()
        {
            M::EnPassant { from, to }
        } else {
            M::Normal {
                role,
                from,
                capture: board.role_at(to),
                to,
                promotion,
            }
        },
    )
}

/// Asserts that no position of the oracle data comes twice (by placement, side to move,
/// castling rights and en passant square), and returns how many there are.
pub fn assert_distinct<'a>(fens: impl IntoIterator<Item = &'a str>) -> usize {
    let mut seen = std::collections::HashSet::new();
    for fen in fens {
        let key: Vec<&str> = fen.split(' ').take(4).collect();
        assert!(seen.insert(key), "{fen} comes twice in the oracle data");
    }
    seen.len()
}
