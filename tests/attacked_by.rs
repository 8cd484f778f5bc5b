//! `attackers_to`, `is_attacked_by`, `line`, `aligned` and the distances against shakmaty
//! (a second chess library nobody here wrote): every square of more than 10,000 positions
//! from seeded random games and of the standard perft positions, each with its own
//! occupancy and with pieces taken out of the occupancy (x-ray views).

mod common;

use shakmaty::fen::Fen;
use shakmaty::{attacks, Bitboard, CastlingMode, Chess, Position};
use vector_attacks::{
    aligned, attackers_to, chebyshev_distance, is_attacked_by, line, manhattan_distance, Color,
    Pieces, Square,
};

/// The standard perft positions (start, "Kiwipete", and positions 3 to 6).
const PERFT: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P3/2NP1N2/PPP1QPPP/R4RK1 w - - 0 10",
];

use common::XorShift;

/// The perft positions and at least `count` positions of seeded random games (random legal
/// moves from the start until the game ends or 150 plies).
fn positions(count: usize) -> Vec<Chess> {
    let mut all: Vec<Chess> = PERFT
        .iter()
        .map(|fen| {
            Fen::from_ascii(fen.as_bytes())
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap()
        })
        .collect();
    let mut rng = XorShift(0x0123_4567_89ab_cdef);
    while all.len() < count + PERFT.len() {
        all.extend(common::random_game(&mut rng, 150));
    }
    all
}

/// The mapping the documentation of `Pieces` gives for shakmaty.
fn pieces(pos: &Chess) -> Pieces {
    common::pieces_of(pos.board())
}

fn sm(square: Square) -> shakmaty::Square {
    shakmaty::Square::new(u32::from(square.to_u8()))
}

#[test]
fn attackers_and_attacked_by_agree_with_shakmaty_on_every_square() {
    let positions = positions(10_000);
    let mut rng = XorShift(0xfeed_beef_dead_c0de);
    let (mut comparisons, mut pieces_seen, mut taken_out) = (0, 0, 0);
    for pos in &positions {
        let board = pos.board();
        let p = pieces(pos);
        // The position's own occupancy, and one with each piece taken out with probability
        // 1/4 (a bit clear in either of two random words): what an x-ray or a SEE loop asks.
        let full = board.occupied().0;
        let thinned = full & (rng.next() | rng.next());
        pieces_seen += full.count_ones();
        taken_out += (full & !thinned).count_ones();
        for occupied in [full, thinned] {
            for square in Square::ALL {
                let by = |color| board.attacks_to(sm(square), color, Bitboard(occupied)).0;
                let (white, black) = (by(shakmaty::Color::White), by(shakmaty::Color::Black));
                assert_eq!(
                    attackers_to(square, occupied, &p),
                    white | black,
                    "{square:?} in {}",
                    Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
                );
                assert_eq!(
                    is_attacked_by(square, Color::White, occupied, &p),
                    white != 0
                );
                assert_eq!(
                    is_attacked_by(square, Color::Black, occupied, &p),
                    black != 0
                );
                comparisons += 3;
            }
        }
    }
    println!(
        "{} positions, {comparisons} comparisons with shakmaty, {taken_out} of {pieces_seen} pieces taken out",
        positions.len()
    );
    assert!(positions.len() >= 10_000 + PERFT.len());
    assert_eq!(comparisons, positions.len() * 2 * 64 * 3);
    let fraction = f64::from(taken_out) / f64::from(pieces_seen);
    assert!(
        (0.24..0.26).contains(&fraction),
        "{fraction} of the pieces taken out"
    );
}

#[test]
fn lines_and_distances_agree_with_shakmaty_on_every_pair() {
    for a in Square::ALL {
        for b in Square::ALL {
            let expected = if a == b {
                0
            } else {
                attacks::ray(sm(a), sm(b)).0
            };
            assert_eq!(line(a, b), expected, "{a:?} {b:?}");
            for c in Square::ALL {
                assert_eq!(
                    aligned(a, b, c),
                    a != b && attacks::aligned(sm(a), sm(b), sm(c))
                );
            }
            assert_eq!(u32::from(chebyshev_distance(a, b)), sm(a).distance(sm(b)));
            let (fa, ra) = (a.index() % 8, a.index() / 8);
            let (fb, rb) = (b.index() % 8, b.index() / 8);
            assert_eq!(
                usize::from(manhattan_distance(a, b)),
                fa.abs_diff(fb) + ra.abs_diff(rb)
            );
        }
    }
}

#[test]
fn contradictory_or_kingless_positions_get_the_documented_answer() {
    use vector_attacks::Role;
    // A knight in no side still attacks for attackers_to, and for no side's is_attacked_by.
    let p = Pieces {
        sides: [0, 0],
        roles: [0, Square::F3.bit(), 0, 0, 0, 0],
    };
    assert_eq!(attackers_to(Square::E1, 0, &p), Square::F3.bit());
    assert!(!is_attacked_by(Square::E1, Color::White, 0, &p));
    // A pawn in both sides attacks both ways, each of the four squares on its own; in no
    // side, not at all.
    let mut p = Pieces::default();
    p.put(Color::White, Role::Pawn, Square::E4);
    p.sides[1] |= Square::E4.bit();
    for square in [Square::D5, Square::F5, Square::D3, Square::F3] {
        assert_eq!(
            attackers_to(square, p.occupied(), &p),
            Square::E4.bit(),
            "{square}"
        );
    }
    p.sides = [0, 0];
    for square in [Square::D5, Square::F5, Square::D3, Square::F3] {
        assert_eq!(attackers_to(square, 0, &p), 0, "{square}");
    }
    // Every value of every bitboard is accepted: no panic for all ones.
    let all = Pieces {
        sides: [u64::MAX; 2],
        roles: [u64::MAX; 6],
    };
    for square in Square::ALL {
        let _ = attackers_to(square, u64::MAX, &all);
        let _ = is_attacked_by(square, Color::Black, 0, &all);
    }
}

/// python-chess's attackers (`tests/data/attackers.txt`, written by
/// `tests/oracle/attackers.py`; CI reruns it and compares): every square of 800 positions,
/// each side's attackers from `attackers_to` and the in-check test from `is_attacked_by`.
#[test]
fn attackers_agree_with_python_chess() {
    const DATA: &str = include_str!("data/attackers.txt");
    let (mut positions, mut squares) = (0, 0);
    for line in DATA.lines() {
        let (fen, entries) = line.split_once(';').expect("FEN;ENTRIES");
        let p = common::position(&common::setup(fen)).pieces;
        let occupied = p.occupied();
        let mut expected = [[0u64; 2]; 64];
        for entry in entries.split_whitespace() {
            let mut parts = entry.split(':');
            let mut next = |radix| u64::from_str_radix(parts.next().unwrap(), radix).unwrap();
            let square = next(10) as usize;
            expected[square] = [next(16), next(16)];
        }
        for square in Square::ALL {
            let [white, black] = expected[square.index()];
            let attackers = attackers_to(square, occupied, &p);
            assert_eq!(attackers, white | black, "{fen}: attackers of {square}");
            assert_eq!(
                attackers & p.sides[0],
                white,
                "{fen}: white attackers of {square}"
            );
            for (side, set) in [(Color::White, white), (Color::Black, black)] {
                assert_eq!(
                    is_attacked_by(square, side, occupied, &p),
                    set != 0,
                    "{fen}: {square} attacked by {side:?}"
                );
            }
            squares += 1;
        }
        positions += 1;
    }
    assert_eq!(positions, 800);
    let fens = DATA.lines().map(|l| l.split_once(';').unwrap().0);
    assert_eq!(common::assert_distinct(fens), 800);
    eprintln!("{positions} positions, {squares} squares agree with python-chess");
}
