//! The example's hash-move validation against shakmaty's legal moves: on positions of
//! seeded random games, the legal moves and as many random 16-bit entries (most of them
//! garbage, as a table shared by many positions gives) must get shakmaty's verdict.

use example_hash_moves::{decode, encode, Board};
use shakmaty::{CastlingMode, Chess, Color, Position, Role};

struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
}

/// The engine's board for a shakmaty position (the test's side of the mapping).
fn board(pos: &Chess) -> Board {
    let mut cells = [0; 64];
    for (square, piece) in pos.board() {
        let kind = match piece.role {
            Role::Pawn => 0,
            Role::Knight => 1,
            Role::Bishop => 2,
            Role::Rook => 3,
            Role::Queen => 4,
            Role::King => 5,
        };
        let side = if piece.color == Color::White { 0 } else { 1 };
        cells[usize::from(square)] = 1 + kind + 6 * side;
    }
    Board {
        cells,
        side_to_move: if pos.turn() == Color::White {
            vector_attacks::Color::White
        } else {
            vector_attacks::Color::Black
        },
        castling: pos.castles().castling_rights().0,
        en_passant: pos.ep_square(shakmaty::EnPassantMode::Always).map(u8::from),
    }
}

/// A shakmaty move in the 16-bit encoding.
fn packed(m: &shakmaty::Move) -> u16 {
    let uci = m.to_uci(CastlingMode::Standard).to_string();
    let b = uci.as_bytes();
    let sq = |i: usize| (b[i + 1] - b'1') * 8 + (b[i] - b'a');
    let promotion = match b.get(4) {
        None => 0,
        Some(b'n') => 1,
        Some(b'b') => 2,
        Some(b'r') => 3,
        Some(_) => 4,
    };
    encode(sq(0), sq(2), promotion)
}

#[test]
fn hash_moves_get_shakmatys_verdict() {
    let mut rng = XorShift(0x5eed_cafe_f00d_1234);
    let (mut positions, mut checked) = (0, 0);
    while positions < 3000 {
        let mut pos = Chess::default();
        for _ in 0..120 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let b = board(&pos);
            let legal: Vec<u16> = moves.iter().map(packed).collect();
            for &m in &legal {
                assert!(b.is_legal_hash_move(m), "{m:#06x} is legal");
            }
            for _ in 0..legal.len().max(8) {
                let m = rng.next() as u16 & 0x7fff;
                let expected = decode(m).is_some() && legal.contains(&m);
                assert_eq!(b.is_legal_hash_move(m), expected, "{m:#06x}");
                checked += 1;
            }
            checked += legal.len();
            positions += 1;
            let m = moves[(rng.next() % moves.len() as u64) as usize];
            pos.play_unchecked(m);
        }
    }
    println!("{positions} positions, {checked} hash moves checked against shakmaty");
}
