//! The runtime's `Game` trait over the generated modules: one generic perft, one generic
//! UCI and SAN round trip, written once and run on every shipped variant, against each
//! module's own `perft` and methods.

use example_movegen::*;
use vector_attacks::Game;

use crate::common::with_shipped_modules;

/// Perft through the trait only: a fresh list per node, `play` each move.
fn generic_perft<G: Game>(position: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = G::MoveList::default();
    position.legal_moves(&mut list);
    list.as_ref()
        .iter()
        .map(|&m| generic_perft(&position.play(m), depth - 1))
        .sum()
}

/// Every legal move read back from its UCI and its SAN, through the trait only; returns how
/// many moves the position has. `at` names the variant and the position in a failure.
fn generic_round_trip<G: Game>(position: &G, at: &str) -> usize {
    let mut list = G::MoveList::default();
    position.legal_moves(&mut list);
    for &m in list.as_ref() {
        assert!(position.is_legal(m), "{at}: {m} is not legal");
        assert_eq!(
            position.parse_uci(&m.to_string()).ok(),
            Some(m),
            "{at}: {m} from UCI"
        );
        assert_eq!(
            position.parse_san(&position.san(m).to_string()).ok(),
            Some(m),
            "{at}: {m} from SAN"
        );
        let mut made = *position;
        made.make(m);
        assert_eq!(made, position.play(m), "{at}: {m} made and played");
        assert_eq!(
            made.is_check(),
            position.gives_check(m),
            "{at}: {m} gives check"
        );
    }
    assert_eq!(
        position.count_legal_moves(),
        list.as_ref().len() as u64,
        "{at}: moves counted"
    );
    list.as_ref().len()
}

macro_rules! each_variant {
    ($(,)? $($name:ident),*) => {
        $({
            use $name::Position;
            let at = format!("{} {}", stringify!($name), $name::START_FEN);
            let start = <Position as Game>::start();
            assert_eq!(start, Position::start(), "{at}");
            assert_eq!(<Position as Game>::START_FEN, $name::START_FEN, "{at}");
            assert_eq!(<Position as Game>::from_fen($name::START_FEN).ok(), Some(start), "{at}");
            assert_eq!(<Position as Game>::FILES * <Position as Game>::RANKS, $name::SQUARES, "{at}");
            assert_eq!(generic_perft(&start, 3), $name::perft(&start, 3), "{at}");
            assert!(generic_round_trip(&start, &at) > 0, "{at}");
            assert!(Game::outcome(&start).is_none(), "{at}");
            assert_eq!(Game::zobrist(&start), start.zobrist(), "{at}");
        })*
    };
}

#[test]
fn one_generic_function_serves_every_shipped_variant() {
    with_shipped_modules!(each_variant!());
}

#[test]
fn the_runtime_chess_and_a_generated_chess_agree_through_the_trait() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let runtime = <vector_attacks::chess::Position as Game>::from_fen(fen).unwrap();
    let generated = <chess::Position as Game>::from_fen(fen).unwrap();
    assert_eq!(generic_perft(&runtime, 2), 2_039);
    assert_eq!(generic_perft(&generated, 2), 2_039);
    assert_eq!(
        generic_round_trip(&runtime, &format!("runtime chess {fen}")),
        generic_round_trip(&generated, &format!("chess {fen}"))
    );
}
