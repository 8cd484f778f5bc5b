//! The build-script tables answer like the runtime crate, for every pair and many
//! occupancies.

use example_with_build_script::{attacks, between, king_step, Class};
use vector_attacks::{in_between, is_attacked, Piece, Square};

const CLASSES: [(Class, Piece); 7] = [
    (Class::BlackPawn, Piece::BlackPawn),
    (Class::WhitePawn, Piece::WhitePawn),
    (Class::Knight, Piece::Knight),
    (Class::Bishop, Piece::Bishop),
    (Class::Rook, Piece::Rook),
    (Class::Queen, Piece::Queen),
    (Class::King, Piece::King),
];

fn occupancies() -> impl Iterator<Item = u64> {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    (0..24).map(move |i| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        // Vary density: sparse, medium and dense boards.
        match i % 3 {
            0 => x & (x >> 9) & (x >> 23),
            1 => x & (x >> 5),
            _ => x,
        }
    })
}

#[test]
fn candidate_moves_agree_with_the_runtime() {
    for from in Square::ALL {
        for to in Square::ALL {
            let (f, t) = (from.to_u8(), to.to_u8());
            assert_eq!(between(f, t), in_between(from, to), "{from} {to}");
            assert_eq!(
                king_step(f, t),
                is_attacked(from, to, Piece::King, 0),
                "{from} {to}"
            );
            for occupied in occupancies() {
                for (class, piece) in CLASSES {
                    assert_eq!(
                        attacks(f, t, class, occupied),
                        is_attacked(from, to, piece, occupied),
                        "{piece:?} {from} {to} {occupied:#x}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_blocked_rook_move_is_rejected() {
    // Rook a1, candidate move a1-a8, a pawn on a4.
    let occupied = Square::A1.bit() | Square::A4.bit();
    assert!(!attacks(0, 56, Class::Rook, occupied));
    assert!(attacks(0, 24, Class::Rook, occupied)); // capturing the pawn is fine
}
