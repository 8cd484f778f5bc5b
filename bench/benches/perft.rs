//! Perft of the six positions of chessprogramming's "Perft Results" page (16 million leaves
//! in all), single thread, no hashing: the move generator generated from the `chess`
//! definition of `codegen/variants.ini` (examples/movegen) against cozy-chess, shakmaty and
//! chess, each peer as its users count. Two modes, each against the same mode: `bulk` counts
//! the legal moves at the last ply (as `go perft` does), `make` makes every move, also at the
//! leaves (each made leaf passed to `black_box`, so no contender's making is optimised away).
//! Throughput is leaves per second. `ours-api` is the same count written with the generated
//! module's public API only, as a user's own loop would be. `ours-chess960` is the module
//! generated from `fischerandom` (chess with `chess960 = true`) on the same positions: what
//! castling from any files costs a game that starts from chess's squares.

use std::str::FromStr;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use example_movegen::chess as ours;
use example_movegen::fischerandom as ours960;
use shakmaty::{fen::Fen, CastlingMode, Chess, Position as _};

/// FEN and depth: together 15,918,283 leaves (the published counts).
const POSITIONS: [(&str, u32, u64); 6] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674_624),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
        422_333,
    ),
    (
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        4,
        2_103_487,
    ),
    (
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        4,
        3_894_594,
    ),
];

fn cozy(board: &cozy_chess::Board, depth: u32, bulk: bool) -> u64 {
    let mut total = 0;
    board.generate_moves(|moves| {
        if depth == 1 && bulk {
            total += moves.len() as u64;
        } else {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                total += if depth == 1 {
                    std::hint::black_box(&child);
                    1
                } else {
                    cozy(&child, depth - 1, bulk)
                };
            }
        }
        false
    });
    total
}

/// The same count written by a user with the generated module's public API only: a fresh
/// `MoveList` per node, each move played with `play`; `count_legal_moves` at the last ply
/// when bulk (as cozy-chess's users count `PieceMoves::len`).
fn ours_api(position: &ours::Position, depth: u32, bulk: bool) -> u64 {
    if depth == 1 && bulk {
        return position.count_legal_moves();
    }
    let mut list = ours::MoveList::new();
    position.legal_moves(&mut list);
    list.as_slice()
        .iter()
        .map(|&m| {
            let child = position.play(m);
            if depth == 1 {
                std::hint::black_box(&child);
                1
            } else {
                ours_api(&child, depth - 1, bulk)
            }
        })
        .sum()
}

fn shakmaty_make(pos: &Chess, depth: u32) -> u64 {
    pos.legal_moves()
        .iter()
        .map(|&m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            if depth == 1 {
                std::hint::black_box(&child);
                1
            } else {
                shakmaty_make(&child, depth - 1)
            }
        })
        .sum()
}

fn chess_make(board: &chess::Board, depth: u32) -> u64 {
    chess::MoveGen::new_legal(board)
        .map(|m| {
            let child = board.make_move_new(m);
            if depth == 1 {
                std::hint::black_box(&child);
                1
            } else {
                chess_make(&child, depth - 1)
            }
        })
        .sum()
}

type Counter = Box<dyn Fn() -> u64>;

fn contenders(bulk: bool) -> Vec<(&'static str, Counter)> {
    let ours_positions: Vec<_> = POSITIONS
        .iter()
        .map(|&(fen, depth, _)| (ours::Position::from_fen(fen).unwrap(), depth))
        .collect();
    let cozy_positions: Vec<_> = POSITIONS
        .iter()
        .map(|&(fen, depth, _)| (cozy_chess::Board::from_fen(fen, false).unwrap(), depth))
        .collect();
    let shakmaty_positions: Vec<_> = POSITIONS
        .iter()
        .map(|&(fen, depth, _)| {
            let fen: Fen = fen.parse().unwrap();
            let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
            (pos, depth)
        })
        .collect();
    let chess_positions: Vec<_> = POSITIONS
        .iter()
        .map(|&(fen, depth, _)| (chess::Board::from_str(fen).unwrap(), depth))
        .collect();
    let api_positions = ours_positions.clone();
    let chess960_positions: Vec<_> = POSITIONS
        .iter()
        .map(|&(fen, depth, _)| (ours960::Position::from_fen(fen).unwrap(), depth))
        .collect();
    vec![
        (
            "ours",
            Box::new(move || {
                ours_positions
                    .iter()
                    .map(|(p, d)| {
                        if bulk {
                            ours::perft_bulk(p, *d)
                        } else {
                            ours::perft(p, *d)
                        }
                    })
                    .sum()
            }),
        ),
        (
            "ours-chess960",
            Box::new(move || {
                chess960_positions
                    .iter()
                    .map(|(p, d)| {
                        if bulk {
                            ours960::perft_bulk(p, *d)
                        } else {
                            ours960::perft(p, *d)
                        }
                    })
                    .sum()
            }),
        ),
        (
            "ours-api",
            Box::new(move || {
                api_positions
                    .iter()
                    .map(|(p, d)| ours_api(p, *d, bulk))
                    .sum()
            }),
        ),
        (
            "cozy-chess",
            Box::new(move || cozy_positions.iter().map(|(b, d)| cozy(b, *d, bulk)).sum()),
        ),
        (
            "shakmaty",
            Box::new(move || {
                shakmaty_positions
                    .iter()
                    .map(|(p, d)| {
                        if bulk {
                            shakmaty::perft(p, *d)
                        } else {
                            shakmaty_make(p, *d)
                        }
                    })
                    .sum()
            }),
        ),
        (
            "chess",
            Box::new(move || {
                chess_positions
                    .iter()
                    .map(|(b, d)| {
                        if bulk {
                            chess::MoveGen::movegen_perft_test(b, *d as usize) as u64
                        } else {
                            chess_make(b, *d)
                        }
                    })
                    .sum()
            }),
        ),
    ]
}

fn perft(c: &mut Criterion) {
    let leaves: u64 = POSITIONS.iter().map(|p| p.2).sum();
    for (mode, bulk) in [("bulk", true), ("make", false)] {
        let mut group = c.benchmark_group(format!("perft-{mode}"));
        group.throughput(Throughput::Elements(leaves));
        group.sample_size(10);
        for (name, count) in contenders(bulk) {
            // Every contender counts the published leaves before it is timed.
            assert_eq!(count(), leaves, "{name} {mode}");
            group.bench_function(name, |b| b.iter(&count));
        }
        group.finish();
    }
}

criterion_group!(benches, perft);
criterion_main!(benches);
