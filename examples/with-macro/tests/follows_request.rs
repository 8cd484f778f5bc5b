//! The macro's tables follow the non-default request: a8 = 0 numbering, Stockfish
//! semantics, `const` items. Compared with the runtime crate (a1 = 0, strict) through the
//! rank flip `square ^ 56`.

use example_with_macro::{
    attacks, between_calculated, evasion_targets, evasion_targets_0x88, sq, BETWEEN, E1_E8_TARGETS,
};
use vector_attacks::{in_between, is_attacked, Piece, Square};

/// The runtime's square for an a8 = 0 square number, and back for a bitboard.
fn runtime_square(a8: u8) -> Square {
    Square::new(a8 ^ 56).unwrap()
}

fn flip(bitboard: u64) -> u64 {
    bitboard.swap_bytes() // rank r <-> rank 7 - r
}

#[test]
fn numbering_is_a8_zero() {
    assert_eq!(sq("a8"), 0);
    // a8 to c8 in a8 = 0 numbering: squares 0 and 2, with b8 = 1 between and c8 = 2 as `to`.
    assert_eq!(BETWEEN[0][2], 0b110);
    // a1 = 56 to a8 = 0: the a-file between, plus a8.
    assert_eq!(
        BETWEEN[56][0],
        (1..=6).map(|r| 1u64 << (8 * r)).sum::<u64>() | 1
    );
}

#[test]
fn every_pair_is_the_flipped_runtime_set_plus_to() {
    for a in 0..64u8 {
        for b in 0..64u8 {
            let expected = flip(in_between(runtime_square(a), runtime_square(b))) | 1 << b;
            assert_eq!(evasion_targets(a, b), expected, "{a} {b}");
            assert_eq!(evasion_targets_0x88(a, b), expected, "0x88 {a} {b}");
            assert_eq!(between_calculated(a, b), expected, "calculated {a} {b}");
        }
    }
}

#[test]
fn attacks_follow_the_numbering_including_pawn_direction() {
    let pieces = Piece::ALL;
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    for a in 0..64u8 {
        for b in 0..64u8 {
            for _ in 0..8 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let occupied = x & (x >> 3);
                for (class, piece) in pieces.into_iter().enumerate() {
                    let runtime =
                        is_attacked(runtime_square(a), runtime_square(b), piece, flip(occupied));
                    assert_eq!(
                        attacks(a, b, class, occupied),
                        runtime,
                        "{piece:?} {a} {b} {occupied:#x}"
                    );
                }
            }
        }
    }
}

#[test]
fn tables_are_const_items() {
    // Usable in a const context, which a static is not.
    const FROM_TABLE: u64 = BETWEEN[60][4];
    assert_eq!(FROM_TABLE, E1_E8_TARGETS);
    assert_eq!(E1_E8_TARGETS.count_ones(), 7);
}
