//! The compact chessboard representation (`vector_attacks::ccr`): its legal moves against
//! python-chess's on every position of `tests/data/legal.txt` (written by
//! `tests/oracle/legal.py`), its conversion to and from the bitboard generator's `Position`
//! lossless on every oracle position and after every move of random games (the same moves,
//! the same boards and state words), its perft against the published counts, and its ray
//! lengths against walks from the definition.

mod common;

use std::collections::BTreeSet;

use common::XorShift;
use vector_attacks::ccr::{perft, ray_length, Ccr, CcrError, CcrMoves, DIRECTIONS};
use vector_attacks::chess::{MoveList, Position};

const LEGAL: &str = include_str!("data/legal.txt");
const PSEUDO_LEGAL: &str = include_str!("data/pseudo_legal.txt");

/// Every FEN of the oracle files.
fn oracle_fens() -> Vec<&'static str> {
    LEGAL
        .lines()
        .chain(PSEUDO_LEGAL.lines())
        .map(|line| line.split(';').next().unwrap())
        .collect()
}

fn ccr_moves(board: &Ccr) -> BTreeSet<String> {
    let mut list = CcrMoves::new();
    board.legal_moves(&mut list);
    list.as_slice().iter().map(ToString::to_string).collect()
}

fn position_moves(position: &Position) -> BTreeSet<String> {
    let mut list = MoveList::new();
    position.legal_moves(&mut list);
    list.as_slice().iter().map(ToString::to_string).collect()
}

#[test]
fn legal_moves_are_python_chess_s_on_every_oracle_position() {
    let mut checked = 0;
    for line in LEGAL.lines() {
        let mut fields = line.split(';');
        let fen = fields.next().unwrap();
        let expected: BTreeSet<String> = fields
            .next()
            .unwrap()
            .split_whitespace()
            .map(str::to_owned)
            .collect();
        let board = Ccr::try_from(&Position::from_fen(fen).unwrap()).unwrap();
        assert_eq!(ccr_moves(&board), expected, "{fen}");
        checked += 1;
    }
    assert!(checked >= 1000, "{checked} positions");
}

#[test]
fn conversion_is_lossless_on_every_oracle_position() {
    let fens = oracle_fens();
    assert!(fens.len() >= 3000, "{} positions", fens.len());
    for fen in fens {
        let position = Position::from_fen(fen).unwrap();
        let board = Ccr::try_from(&position).unwrap();
        assert_eq!(board.to_string(), position.to_string(), "{fen}");
        assert_eq!(board.to_position(), Ok(position), "{fen}");
        assert_eq!(board.is_check(), position.is_check(), "{fen}");
    }
}

#[test]
fn random_games_keep_both_representations_equal() {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let starts: Vec<&str> = oracle_fens().into_iter().step_by(40).collect();
    let mut plies = 0;
    for fen in starts {
        let mut position = Position::from_fen(fen).unwrap();
        let mut board = Ccr::try_from(&position).unwrap();
        for _ in 0..80 {
            let mut list = MoveList::new();
            position.legal_moves(&mut list);
            let mut ours = CcrMoves::new();
            board.legal_moves(&mut ours);
            let ours_texts: BTreeSet<String> =
                ours.as_slice().iter().map(ToString::to_string).collect();
            assert_eq!(ours_texts, position_moves(&position), "{position}");
            if list.is_empty() {
                break;
            }
            let m = list.as_slice()[rng.below(list.len())];
            let text = m.to_string();
            let same = ours
                .as_slice()
                .iter()
                .copied()
                .find(|c| c.to_string() == text)
                .unwrap();
            position = position.play(m);
            board = board.play(same);
            assert_eq!(
                Ccr::try_from(&position),
                Ok(board),
                "after {text}: {position}"
            );
            plies += 1;
        }
    }
    assert!(plies >= 2000, "{plies} plies");
}

#[test]
fn perft_is_the_published_counts() {
    // The start position and chessprogramming's "Perft Results" positions 2 to 6.
    for (fen, depth, nodes) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            4,
            197_281,
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            3,
            97_862,
        ),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43_238),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            3,
            9_467,
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            3,
            62_379,
        ),
        (
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            3,
            89_890,
        ),
    ] {
        let board = Ccr::try_from(&Position::from_fen(fen).unwrap()).unwrap();
        assert_eq!(perft(&board, depth), nodes, "{fen}");
    }
}

#[test]
fn ray_lengths_are_walks_to_the_edge() {
    // Each direction as a file and rank step, walked until it leaves the board.
    let steps: [(i32, i32); 8] = [
        (0, 1),
        (0, -1),
        (1, 0),
        (-1, 0),
        (1, 1),
        (-1, 1),
        (1, -1),
        (-1, -1),
    ];
    for square in 0..64 {
        for (d, &(df, dr)) in steps.iter().enumerate() {
            assert_eq!(i32::from(DIRECTIONS[d]), df + 8 * dr);
            let (mut file, mut rank, mut n) = (square % 8, square / 8, 0);
            loop {
                file += df;
                rank += dr;
                if !(0..8).contains(&file) || !(0..8).contains(&rank) {
                    break;
                }
                n += 1;
            }
            assert_eq!(
                ray_length(square as usize, d),
                n,
                "square {square}, direction {d}"
            );
        }
    }
}

#[test]
fn counters_beyond_the_state_word_are_refused() {
    let at = |halfmove: u32, fullmove: u32| {
        Position::from_fen(&format!("4k3/8/8/8/8/8/8/4K2R w K - {halfmove} {fullmove}")).unwrap()
    };
    let widest = Ccr::try_from(&at(1023, 8191)).unwrap();
    assert_eq!(
        (widest.halfmove_clock(), widest.fullmove_number()),
        (1023, 8191)
    );
    assert_eq!(widest.to_position(), Ok(at(1023, 8191)));
    assert_eq!(
        Ccr::try_from(&at(1024, 1)),
        Err(CcrError::HalfmoveClock(1024))
    );
    assert_eq!(
        Ccr::try_from(&at(0, 8192)),
        Err(CcrError::FullmoveNumber(8192))
    );
    assert!(CcrError::HalfmoveClock(1024)
        .to_string()
        .contains("0 to 1023"));
}
