//! Cross-check of the runtime against a second chess library, `shakmaty` (design: "the
//! runtime against a second chess library (a dev-dependency) for every pair and many
//! occupancies").
//!
//! Both crates number squares a1 = 0 ... h8 = 63, so squares convert by index and bitboards
//! are the same `u64`. Each test prints how many comparisons it made (run with
//! `--nocapture` to see them).

mod common;

use shakmaty::attacks;
use shakmaty::Bitboard;
use vector_attacks::{
    in_between, in_between_0x88, in_between_calculated, in_between_rectangular,
    in_between_triangular, is_attacked, is_attacked_compact, king_attacks, knight_attacks,
    may_move, pawn_attacks, squares, Color, Piece, Role, Square,
};

/// The shakmaty square with the same index.
fn sm(square: Square) -> shakmaty::Square {
    shakmaty::Square::new(u32::from(square.to_u8()))
}

/// shakmaty's in-between set, as a `u64`.
fn sm_between(from: Square, to: Square) -> u64 {
    attacks::between(sm(from), sm(to)).0
}

/// shakmaty's attack set of `piece` on `from` with `occupied` blocking sliders.
fn sm_attacks(piece: Piece, from: Square, occupied: u64) -> u64 {
    let (sq, occ) = (sm(from), Bitboard(occupied));
    let set = match piece {
        Piece::BlackPawn => attacks::pawn_attacks(shakmaty::Color::Black, sq),
        Piece::WhitePawn => attacks::pawn_attacks(shakmaty::Color::White, sq),
        Piece::Knight => attacks::knight_attacks(sq),
        Piece::Bishop => attacks::bishop_attacks(sq, occ),
        Piece::Rook => attacks::rook_attacks(sq, occ),
        Piece::Queen => attacks::queen_attacks(sq, occ),
        Piece::King => attacks::king_attacks(sq),
    };
    set.0
}

use common::XorShift;

/// Every subset of `set` (2^popcount of them), by the carry-rippler trick.
fn subsets(set: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    core::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(set) & set;
        next = (following != 0).then_some(following);
        Some(current)
    })
}

/// All 4096 ordered pairs of squares.
fn pairs() -> impl Iterator<Item = (Square, Square)> {
    Square::ALL
        .into_iter()
        .flat_map(|from| Square::ALL.into_iter().map(move |to| (from, to)))
}

/// The four variants of an occupancy the design requires `is_attacked` to handle: with and
/// without the attacker's square, with and without the target.
fn variants(from: Square, to: Square, occupied: u64) -> [u64; 4] {
    let base = occupied & !from.bit() & !to.bit();
    [
        base,
        base | from.bit(),
        base | to.bit(),
        base | from.bit() | to.bit(),
    ]
}

/// Compares `is_attacked` and `is_attacked_compact` with shakmaty for one piece, pair and
/// occupancy in all four variants; returns the number of comparisons (8).
fn check_is_attacked(piece: Piece, from: Square, to: Square, occupied: u64) -> u64 {
    type Strategy = fn(Square, Square, Piece, u64) -> bool;
    let strategies: [(&str, Strategy); 2] = [
        ("is_attacked", is_attacked),
        ("is_attacked_compact", is_attacked_compact),
    ];
    for occ in variants(from, to, occupied) {
        let expected = sm_attacks(piece, from, occ) & to.bit() != 0;
        for (name, strategy) in strategies {
            let actual = strategy(from, to, piece, occ);
            assert_eq!(
                actual, expected,
                "{name}({from}, {to}, {piece:?}, {occ:#018x}) = {actual}, shakmaty says {expected}"
            );
        }
    }
    8
}

#[test]
fn in_between_strategies_match_shakmaty_between() {
    type Strategy = fn(Square, Square) -> u64;
    let strategies: [(&str, Strategy); 5] = [
        ("in_between", in_between),
        ("in_between_rectangular", in_between_rectangular),
        ("in_between_triangular", in_between_triangular),
        ("in_between_0x88", in_between_0x88),
        ("in_between_calculated", in_between_calculated),
    ];
    let mut comparisons = 0u64;
    for (name, strategy) in strategies {
        for (from, to) in pairs() {
            let expected = sm_between(from, to);
            let actual = strategy(from, to);
            assert_eq!(
                actual, expected,
                "{name}({from}, {to}) = {actual:#018x}, shakmaty::attacks::between = {expected:#018x}"
            );
            comparisons += 1;
        }
    }
    assert_eq!(comparisons, 5 * 4096);
    println!("in_between strategies vs shakmaty::attacks::between: {comparisons} comparisons");
}

#[test]
fn may_move_matches_shakmaty_between() {
    let mut occupancies = vec![
        0,
        !0,
        0x0000_0000_FFFF_0000, // ranks 3 and 4
        0x5555_5555_5555_5555, // files a, c, e, g
        0xAA55_AA55_AA55_AA55, // a checkerboard
        0x8142_2418_1824_4281, // both long diagonals
        0xFFFF_0000_0000_FFFF, // the starting position
    ];
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    occupancies.extend((0..25).map(|_| rng.occupancy()));

    let mut comparisons = 0u64;
    for &occ in &occupancies {
        for (from, to) in pairs() {
            let expected = sm_between(from, to) & occ == 0;
            let actual = may_move(from, to, occ);
            assert_eq!(
                actual, expected,
                "may_move({from}, {to}, {occ:#018x}) = {actual}, shakmaty says {expected}"
            );
            comparisons += 1;
        }
    }
    println!(
        "may_move vs shakmaty: {comparisons} comparisons ({} occupancies x 4096 pairs)",
        occupancies.len()
    );
}

#[test]
fn is_attacked_matches_shakmaty_for_every_subset_of_the_in_between_squares() {
    let mut comparisons = 0u64;
    let mut occupancies = 0u64;
    for piece in Piece::ALL {
        for (from, to) in pairs() {
            let between = sm_between(from, to);
            assert!(between.count_ones() <= 6);
            for occ in subsets(between) {
                comparisons += check_is_attacked(piece, from, to, occ);
                occupancies += 1;
            }
        }
    }
    println!(
        "is_attacked vs shakmaty, every subset of the in-between squares: {comparisons} comparisons \
         ({occupancies} piece/pair/subset cases x 4 variants x 2 strategies)"
    );
}

#[test]
fn is_attacked_matches_shakmaty_for_random_occupancies() {
    const PER_PAIR: u64 = 32;
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
    let mut comparisons = 0u64;
    for piece in Piece::ALL {
        for (from, to) in pairs() {
            for _ in 0..PER_PAIR {
                comparisons += check_is_attacked(piece, from, to, rng.occupancy());
            }
        }
    }
    assert_eq!(comparisons, 7 * 4096 * PER_PAIR * 8);
    println!(
        "is_attacked vs shakmaty, random occupancies: {comparisons} comparisons \
         (7 pieces x 4096 pairs x {PER_PAIR} occupancies x 4 variants x 2 strategies)"
    );
}

#[test]
fn is_attacked_matches_shakmaty_on_empty_and_full_boards() {
    // The two extremes, including from == to, where nothing is attacked.
    let mut comparisons = 0u64;
    for piece in Piece::ALL {
        for (from, to) in pairs() {
            for occ in [0, !0] {
                comparisons += check_is_attacked(piece, from, to, occ);
            }
        }
    }
    println!("is_attacked vs shakmaty, empty and full boards: {comparisons} comparisons");
}

#[test]
fn subsets_enumerates_every_subset_once() {
    let set = Square::B2.bit() | Square::E5.bit() | Square::H8.bit();
    let mut all: Vec<u64> = subsets(set).collect();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), 8);
    assert!(all.iter().all(|&s| s & !set == 0));
    assert_eq!(subsets(0).collect::<Vec<_>>(), vec![0]);
}

/// The leaper getters, and the attack class of each kind and side, against shakmaty on every
/// square.
#[test]
fn leaper_getters_match_shakmaty_on_every_square() {
    for square in Square::ALL {
        let sq = sm(square);
        assert_eq!(
            knight_attacks(square),
            attacks::knight_attacks(sq).0,
            "{square}"
        );
        assert_eq!(
            king_attacks(square),
            attacks::king_attacks(sq).0,
            "{square}"
        );
        for (side, color) in [
            (Color::White, shakmaty::Color::White),
            (Color::Black, shakmaty::Color::Black),
        ] {
            assert_eq!(
                pawn_attacks(side, square),
                attacks::pawn_attacks(color, sq).0,
                "{side:?} {square}"
            );
            for kind in Role::ALL {
                let piece = Piece::of(kind, side);
                assert_eq!(piece.kind(), kind);
                let role = match kind {
                    Role::Pawn => shakmaty::Role::Pawn,
                    Role::Knight => shakmaty::Role::Knight,
                    Role::Bishop => shakmaty::Role::Bishop,
                    Role::Rook => shakmaty::Role::Rook,
                    Role::Queen => shakmaty::Role::Queen,
                    Role::King => shakmaty::Role::King,
                };
                let occupied = 0x0042_0018_2400_8100;
                assert_eq!(
                    sm_attacks(piece, square, occupied),
                    attacks::attacks(sq, role.of(color), Bitboard(occupied)).0,
                    "{kind:?} {side:?} {square}"
                );
            }
        }
    }
}

/// `squares` yields each set bit once, lowest first, and says how many remain.
#[test]
fn squares_walks_every_set_bit_in_order() {
    let mut rng = XorShift(0x5_9a4e5);
    for _ in 0..10_000 {
        let bitboard = rng.next() & rng.next();
        let expected: Vec<usize> = (0..64).filter(|&i| bitboard >> i & 1 == 1).collect();
        let it = squares(bitboard);
        assert_eq!(it.len(), expected.len());
        let got: Vec<usize> = it.map(Square::index).collect();
        assert_eq!(got, expected, "{bitboard:#x}");
    }
    assert_eq!(squares(u64::MAX).count(), 64);
    assert_eq!(squares(0).next(), None);
}
