//! The slider attacks of every form (fancy magics, black magics, obstruction difference,
//! rotated bitboards) and `attacks` for
//! every class, against a walker written from the definition and against shakmaty's
//! `attacks::*`: every square with every subset of its relevant occupancy (exhaustive), and
//! the same subsets with random squares outside the mask added.

mod common;

use common::XorShift;
use vector_attacks::{
    attacks, bishop_attacks, bishop_attacks_black_magic, bishop_attacks_magic,
    bishop_attacks_obstruction, bishop_attacks_rotated, queen_attacks, queen_attacks_black_magic,
    queen_attacks_magic, queen_attacks_obstruction, queen_attacks_rotated, rook_attacks,
    rook_attacks_black_magic, rook_attacks_magic, rook_attacks_obstruction, rook_attacks_rotated,
    Piece, RotatedOccupancy, Square,
};

const ROOK: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// The squares from `square` along `(files, ranks)` steps to the edge, in order.
fn ray(square: usize, (df, dr): (i32, i32)) -> Vec<usize> {
    let (file, rank) = ((square % 8) as i32, (square / 8) as i32);
    (1..)
        .map(|k| (file + k * df, rank + k * dr))
        .take_while(|&(f, r)| (0..8).contains(&f) && (0..8).contains(&r))
        .map(|(f, r)| (r * 8 + f) as usize)
        .collect()
}

/// The definition: each ray up to and including its first occupied square.
fn walk(square: usize, directions: &[(i32, i32)], occupied: u64) -> u64 {
    let mut set = 0;
    for &d in directions {
        for sq in ray(square, d) {
            set |= 1 << sq;
            if occupied >> sq & 1 == 1 {
                break;
            }
        }
    }
    set
}

/// The relevant occupancy: the rays without their last square.
fn relevant(square: usize, directions: &[(i32, i32)]) -> u64 {
    directions
        .iter()
        .map(|&d| ray(square, d))
        .flat_map(|r| r.into_iter().rev().skip(1))
        .fold(0, |m, sq| m | 1 << sq)
}

fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let sub = next?;
        let after = sub.wrapping_sub(mask) & mask;
        next = (after != 0).then_some(after);
        Some(sub)
    })
}

type Getter = fn(Square, u64) -> u64;

/// The subsets of the relevant occupancies of all 64 squares: the entries of the fancy-magic
/// attack tables (the "Magic Bitboards" article's 102,400 for the rook and 5,248 for the
/// bishop).
const ROOK_SUBSETS: u64 = 102_400;
const BISHOP_SUBSETS: u64 = 5_248;

/// Every subset of every square's relevant occupancy (`subsets` of them in all), alone and
/// with random squares outside the mask.
fn exhaustive(
    name: &str,
    directions: &[(i32, i32)],
    subsets_expected: u64,
    ours: &[(&str, Getter)],
    peer: Getter,
) {
    let mut rng = XorShift(0x0051_1DE5);
    let mut checked = 0u64;
    for square in Square::ALL {
        let s = square.index();
        let mask = relevant(s, directions);
        for sub in subsets(mask) {
            // The subset alone, then with random squares outside the mask (and the slider's
            // own square) added: they change nothing.
            for occupied in [sub, sub | rng.next() & !mask] {
                let expected = walk(s, directions, occupied);
                assert_eq!(
                    peer(square, occupied),
                    expected,
                    "shakmaty {name} {square} {occupied:#x}"
                );
                for (form, get) in ours {
                    assert_eq!(
                        get(square, occupied),
                        expected,
                        "{form} {name} on {square}, occupied {occupied:#x}"
                    );
                }
                checked += 1;
            }
        }
    }
    eprintln!("{name}: {checked} occupancies");
    assert_eq!(checked, 2 * subsets_expected, "{name}: occupancies checked");
}

fn sq(s: Square) -> shakmaty::Square {
    shakmaty::Square::new(u32::from(s.to_u8()))
}

#[test]
fn rook_attacks_every_subset_of_every_square() {
    exhaustive(
        "rook",
        &ROOK,
        ROOK_SUBSETS,
        &[
            ("default", rook_attacks),
            ("magic", rook_attacks_magic),
            ("black-magic", rook_attacks_black_magic),
            ("obstruction", rook_attacks_obstruction),
            ("rotated", |s, o| {
                rook_attacks_rotated(s, &RotatedOccupancy::new(o))
            }),
        ],
        |s, o| shakmaty::attacks::rook_attacks(sq(s), shakmaty::Bitboard(o)).0,
    );
}

#[test]
fn bishop_attacks_every_subset_of_every_square() {
    exhaustive(
        "bishop",
        &BISHOP,
        BISHOP_SUBSETS,
        &[
            ("default", bishop_attacks),
            ("magic", bishop_attacks_magic),
            ("black-magic", bishop_attacks_black_magic),
            ("obstruction", bishop_attacks_obstruction),
            ("rotated", |s, o| {
                bishop_attacks_rotated(s, &RotatedOccupancy::new(o))
            }),
        ],
        |s, o| shakmaty::attacks::bishop_attacks(sq(s), shakmaty::Bitboard(o)).0,
    );
}

/// The queen's relevant occupancy has up to 2^21 subsets (d4); every subset of the rook's
/// and the bishop's masks on each square, combined at random, covers both halves.
#[test]
fn queen_attacks_subsets_of_every_square() {
    let queen = [ROOK, BISHOP].concat();
    let mut rng = XorShift(0x0000_0EE2);
    let mut checked = 0;
    for square in Square::ALL {
        let s = square.index();
        let (rook_mask, bishop_mask) = (relevant(s, &ROOK), relevant(s, &BISHOP));
        let bishops: Vec<u64> = subsets(bishop_mask).collect();
        for rook_sub in subsets(rook_mask) {
            let occupied = rook_sub | bishops[rng.next() as usize % bishops.len()];
            let expected = walk(s, &queen, occupied);
            let peer = shakmaty::attacks::queen_attacks(sq(square), shakmaty::Bitboard(occupied)).0;
            assert_eq!(peer, expected);
            assert_eq!(queen_attacks(square, occupied), expected);
            assert_eq!(queen_attacks_magic(square, occupied), expected);
            assert_eq!(queen_attacks_black_magic(square, occupied), expected);
            assert_eq!(queen_attacks_obstruction(square, occupied), expected);
            let rotated = RotatedOccupancy::new(occupied);
            assert_eq!(queen_attacks_rotated(square, &rotated), expected);
            checked += 1;
        }
    }
    eprintln!("queen: {checked} occupancies");
    assert_eq!(checked, ROOK_SUBSETS, "queen: occupancies checked");
}

/// The rotated copies kept by toggling the squares each move empties and fills equal the
/// copies made from scratch after every move of 300 random games (shakmaty's moves: the
/// en passant victim and both castling pieces included).
#[test]
fn rotated_copies_kept_through_random_games() {
    use shakmaty::{Move, Position as _};
    let mut rng = XorShift(0x0707_2077_1BAD_CAFE);
    let index = |s: shakmaty::Square| usize::from(s);
    let mut moves = 0;
    for _ in 0..300 {
        let mut pos = shakmaty::Chess::default();
        let mut kept = RotatedOccupancy::new(pos.board().occupied().0);
        for _ in 0..200 {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[(rng.next() % legal.len() as u64) as usize];
            match m {
                Move::Normal {
                    from, to, capture, ..
                } => {
                    kept.toggle(index(from));
                    if capture.is_none() {
                        kept.toggle(index(to));
                    }
                }
                Move::EnPassant { from, to } => {
                    kept.toggle(index(from));
                    kept.toggle(index(to));
                    kept.toggle(index(shakmaty::Square::from_coords(to.file(), from.rank())));
                }
                Move::Castle { king, rook } => {
                    let side = shakmaty::CastlingSide::from_king_side(king < rook);
                    let rank = king.rank();
                    kept.toggle(index(king));
                    kept.toggle(index(rook));
                    kept.toggle(index(shakmaty::Square::from_coords(
                        side.king_to_file(),
                        rank,
                    )));
                    kept.toggle(index(shakmaty::Square::from_coords(
                        side.rook_to_file(),
                        rank,
                    )));
                }
                Move::Put { .. } => unreachable!("no drops in chess"),
            }
            pos.play_unchecked(m);
            assert_eq!(
                kept,
                RotatedOccupancy::new(pos.board().occupied().0),
                "{m:?}"
            );
            moves += 1;
        }
    }
    assert!(moves > 20_000, "{moves}");
}

#[test]
fn attacks_of_every_class_against_shakmaty() {
    let mut rng = XorShift(0x0A77_AC45);
    for square in Square::ALL {
        for _ in 0..200 {
            let occupied = rng.occupancy();
            for piece in Piece::ALL {
                let s = sq(square);
                let o = shakmaty::Bitboard(occupied);
                use shakmaty::{attacks as a, Color};
                let expected = match piece {
                    Piece::BlackPawn => a::pawn_attacks(Color::Black, s),
                    Piece::WhitePawn => a::pawn_attacks(Color::White, s),
                    Piece::Knight => a::knight_attacks(s),
                    Piece::Bishop => a::bishop_attacks(s, o),
                    Piece::Rook => a::rook_attacks(s, o),
                    Piece::Queen => a::queen_attacks(s, o),
                    Piece::King => a::king_attacks(s),
                }
                .0;
                assert_eq!(
                    attacks(square, piece, occupied),
                    expected,
                    "{piece:?} on {square}"
                );
                // And as the attack test reads it: `to` attacked exactly when in the set.
                let to = Square::ALL[rng.next() as usize % 64];
                assert_eq!(
                    vector_attacks::is_attacked(square, to, piece, occupied),
                    expected & to.bit() != 0,
                    "{piece:?} on {square} to {to}"
                );
            }
        }
    }
}
