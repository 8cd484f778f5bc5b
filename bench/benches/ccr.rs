//! The compact chessboard representation (`vector_attacks::ccr`, seed "Board
//! representation") against the bitboard generator (`vector_attacks::chess`) on the six
//! positions of chessprogramming's "Perft Results" page, one ply shallower than
//! `benches/perft.rs` (500,117 leaves), single thread: `perft` for both (every leaf made by
//! the bitboard generator; by the compact board each last-ply move is made once, by its
//! legality test), and the bitboard generator's `perft_bulk` beside them. Throughput is
//! leaves per second. Run: `cargo bench -p vector-attacks-bench --bench ccr`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use vector_attacks::ccr::{self, Ccr};
use vector_attacks::chess::{self, Position};

/// FEN and depth: together 500,117 leaves (the published counts).
const POSITIONS: [(&str, u32, u64); 6] = [
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
];

/// A contender: counts the leaves of every position.
type Counter = Box<dyn Fn() -> u64>;

fn bench(c: &mut Criterion) {
    let leaves: u64 = POSITIONS.iter().map(|p| p.2).sum();
    let positions: Vec<(Position, u32)> = POSITIONS
        .iter()
        .map(|&(fen, depth, _)| (Position::from_fen(fen).unwrap(), depth))
        .collect();
    let boards: Vec<(Ccr, u32)> = positions
        .iter()
        .map(|(p, d)| (Ccr::try_from(p).unwrap(), *d))
        .collect();
    let counters: [(&str, Counter); 3] = [
        (
            "ccr",
            Box::new(move || boards.iter().map(|(b, d)| ccr::perft(b, *d)).sum()),
        ),
        ("bitboards", {
            let positions = positions.clone();
            Box::new(move || positions.iter().map(|(p, d)| chess::perft(p, *d)).sum())
        }),
        (
            "bitboards-bulk",
            Box::new(move || {
                positions
                    .iter()
                    .map(|(p, d)| chess::perft_bulk(p, *d))
                    .sum()
            }),
        ),
    ];
    let mut group = c.benchmark_group("ccr-perft");
    group.throughput(Throughput::Elements(leaves));
    group.sample_size(10);
    for (name, count) in counters {
        // Each counts the published leaves before it is timed.
        assert_eq!(count(), leaves, "{name}");
        group.bench_function(name, |b| b.iter(&count));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
