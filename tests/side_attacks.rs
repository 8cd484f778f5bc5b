//! What a whole side attacks (`side_attacks`, set-wise leaps and per-square sliders;
//! `side_attacks_fill` by direction-wise fills; `side_attacks_by_square` by looping the
//! pieces; `pawn_set_attacks`), against python-chess's `attacks_mask` union on
//! the 2,005 positions of `tests/data/side_attacks.txt` (written by
//! `tests/oracle/side_attacks.py`; CI reruns it), against shakmaty's attack sets on random
//! games, and against the per-square getters on random placements (any bitboards, pieces
//! on the edges and corners, empty and crowded boards).

mod common;

use common::{pieces_of, setup, XorShift};
use proptest::prelude::*;
use vector_attacks::{
    attacks, pawn_attacks, pawn_set_attacks, side_attacks, side_attacks_by_square,
    side_attacks_fill, squares, Color, Piece, Pieces, Role, Square,
};

const DATA: &str = include_str!("data/side_attacks.txt");

/// The definition: the union of each piece's attack set from its square.
fn by_piece(p: &Pieces, side: Color) -> u64 {
    let own = p.sides[side as usize];
    let occupied = p.occupied();
    let classes = [
        (Role::Knight, Piece::Knight),
        (Role::Bishop, Piece::Bishop),
        (Role::Rook, Piece::Rook),
        (Role::Queen, Piece::Queen),
        (Role::King, Piece::King),
    ];
    let pawns =
        squares(p.roles[Role::Pawn as usize] & own).fold(0, |map, s| map | pawn_attacks(side, s));
    classes.iter().fold(pawns, |map, &(kind, piece)| {
        squares(p.roles[kind as usize] & own).fold(map, |map, s| map | attacks(s, piece, occupied))
    })
}

#[test]
fn side_attacks_equal_python_chess() {
    let mut checked = 0;
    let mut nonempty = 0;
    for line in DATA.lines() {
        let fields: Vec<&str> = line.split(';').collect();
        let [fen, white, black] = fields[..] else {
            panic!("bad line {line}")
        };
        let pieces = pieces_of(&setup(fen).board);
        for (side, expected) in [(Color::White, white), (Color::Black, black)] {
            let expected = u64::from_str_radix(expected, 16).unwrap();
            assert_eq!(side_attacks(&pieces, side), expected, "{fen} {side:?}");
            assert_eq!(
                side_attacks_by_square(&pieces, side),
                expected,
                "{fen} {side:?}"
            );
            checked += 1;
            nonempty += usize::from(expected != 0);
        }
    }
    assert_eq!(checked, 2 * 2005);
    assert!(nonempty > 4000, "{nonempty} nonempty maps");
}

#[test]
fn side_attacks_equal_shakmaty_on_random_games() {
    let mut rng = XorShift(0x51DE_A77A);
    let mut checked = 0;
    for _ in 0..200 {
        for position in common::random_game(&mut rng, 120) {
            use shakmaty::Position as _;
            let board = position.board();
            let pieces = pieces_of(board);
            for (side, color) in [
                (Color::White, shakmaty::Color::White),
                (Color::Black, shakmaty::Color::Black),
            ] {
                let expected = board
                    .by_color(color)
                    .into_iter()
                    .fold(0, |map, s| map | board.attacks_from(s).0);
                assert_eq!(side_attacks(&pieces, side), expected);
                assert_eq!(side_attacks_fill(&pieces, side), expected);
                checked += 1;
            }
        }
    }
    assert!(checked > 20_000, "{checked}");
}

#[test]
fn pawn_set_attacks_of_every_square_alone_and_together() {
    for side in [Color::White, Color::Black] {
        for s in Square::ALL {
            assert_eq!(
                pawn_set_attacks(s.bit(), side),
                pawn_attacks(side, s),
                "{s:?}"
            );
        }
        assert_eq!(
            pawn_set_attacks(!0, side),
            Square::ALL
                .iter()
                .fold(0, |map, &s| map | pawn_attacks(side, s))
        );
    }
}

proptest! {
    /// Random placements: each square holds a random kind of a random side, or nothing,
    /// at a density drawn per case (empty to full boards, pieces on every edge).
    #[test]
    fn side_attacks_equal_the_union_of_attack_sets(seed in any::<u64>(), density in 0u64..=64) {
        let mut rng = XorShift(seed | 1);
        let mut p = Pieces::default();
        for s in Square::ALL {
            if rng.next() % 64 < density {
                let kind = Role::ALL[(rng.next() % 6) as usize];
                let side = if rng.next() & 1 == 0 { Color::White } else { Color::Black };
                p.put(side, kind, s);
            }
        }
        for side in [Color::White, Color::Black] {
            let expected = by_piece(&p, side);
            prop_assert_eq!(side_attacks(&p, side), expected);
            prop_assert_eq!(side_attacks_by_square(&p, side), expected);
            prop_assert_eq!(side_attacks_fill(&p, side), expected);
        }
    }
}
