//! `perft VARIANT DEPTH [bulk|make] [FEN]`: counts the leaves of a shipped variant's
//! legal-move tree with the generated move generator, printing the count, the time and the
//! nodes per second (best of three runs); the benchmarks compare it with Fairy-Stockfish's
//! `go perft`.

use example_movegen::*;
use std::time::Instant;

include!(concat!(env!("OUT_DIR"), "/shipped.rs"));

macro_rules! run {
    ($variant:expr, $fen:expr, $depth:expr, $bulk:expr, $($name:ident),*) => {
        match vector_attacks_codegen::variant::module_name($variant).as_str() {
            $(stringify!($name) => {
                let position = match $fen {
                    Some(fen) => $name::Position::from_fen(fen).unwrap_or_else(|e| {
                        eprintln!("perft: {fen}: {e}");
                        std::process::exit(2)
                    }),
                    None => $name::Position::start(),
                };
                let mut best = f64::MAX;
                let mut nodes = 0;
                for _ in 0..3 {
                    let t = Instant::now();
                    nodes = if $bulk { $name::perft_bulk(&position, $depth) } else { $name::perft(&position, $depth) };
                    best = best.min(t.elapsed().as_secs_f64());
                }
                (nodes, best)
            })*
            other => {
                eprintln!("perft: no variant `{other}`");
                std::process::exit(2)
            }
        }
    };
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: perft VARIANT DEPTH [bulk|make] [FEN]");
        std::process::exit(2);
    }
    let depth: u32 = args[1].parse().unwrap_or_else(|_| {
        eprintln!("perft: DEPTH must be a number");
        std::process::exit(2)
    });
    let bulk = args.get(2).is_none_or(|m| m != "make");
    let fen = args.get(3).map(String::as_str);
    // Every shipped variant's module (`with_shipped_modules!`, written by the build script).
    let (nodes, seconds) = with_shipped_modules!(run!(args[0].as_str(), fen, depth, bulk));
    println!(
        "nodes {nodes} seconds {seconds:.9} mnps {:.2}",
        nodes as f64 / seconds / 1e6
    );
}
