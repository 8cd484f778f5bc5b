//! The generated move generators against Fairy-Stockfish (pyffish) on positions from random
//! games: every legal move, the depth-2 count, and the FEN written back as Fairy-Stockfish
//! writes it. The data is `tests/data/movegen.txt`, made by `tests/oracle/movegen.py` (CI
//! reruns it and fails if it differs).

use example_movegen::*;

const DATA: &str = include_str!("../../../tests/data/movegen.txt");

/// A variant's answers for a FEN: the FEN written back, the sorted UCI moves, perft 2.
macro_rules! answer {
    ($variant:expr, $fen:expr, $($name:ident),*) => {
        match $variant {
            $(stringify!($name) => {
                let position = $name::Position::from_fen($fen).unwrap_or_else(|e| panic!("{}: {e}", $fen));
                let mut list = $name::MoveList::new();
                position.legal_moves(&mut list);
                let mut moves: Vec<String> = list.as_slice().iter().map(|m| m.to_string()).collect();
                moves.sort();
                (position.to_string(), moves, $name::perft(&position, 2))
            })*
            other => panic!("no move generator for `{other}`"),
        }
    };
}

#[test]
fn legal_moves_and_perft_2_agree_with_fairy_stockfish() {
    let mut per_variant = std::collections::BTreeMap::<&str, usize>::new();
    for line in DATA.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(';').collect();
        let [variant, fen, moves, perft2] = fields[..] else {
            panic!("bad line {line}");
        };
        let (written, ours, count) = answer!(
            variant, fen, amazon, assorted, capablanca, centaur, chancellor, chess, embassy,
            gothic, janus, losalamos, modern, nightrider
        );
        let expected: Vec<&str> = moves.split(' ').filter(|m| !m.is_empty()).collect();
        assert_eq!(ours, expected, "{variant} {fen}");
        assert_eq!(count, perft2.parse::<u64>().unwrap(), "{variant} {fen}");
        assert_eq!(written, fen, "{variant}: FEN written back");
        *per_variant.entry(variant).or_default() += 1;
    }
    // Every shipped variant, 100 positions each.
    assert_eq!(per_variant.len(), 12, "{per_variant:?}");
    assert!(per_variant.values().all(|&n| n == 100), "{per_variant:?}");
}

/// python-chess's legal moves of 3,200 positions (`tests/data/legal.txt`, made by
/// `tests/oracle/legal.py`): the perft positions, crafted pins, en passant discoveries,
/// double checks and positions of random games.
const LEGAL: &str = include_str!("../../../tests/data/legal.txt");

#[test]
fn chess_legal_moves_agree_with_python_chess() {
    let mut checked = 0;
    for line in LEGAL.lines() {
        let mut fields = line.split(';');
        let (fen, moves) = (fields.next().unwrap(), fields.next().unwrap());
        let position = chess::Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mut list = chess::MoveList::new();
        position.legal_moves(&mut list);
        let mut ours: Vec<String> = list.as_slice().iter().map(|m| m.to_string()).collect();
        ours.sort();
        let expected: Vec<&str> = moves.split(' ').filter(|m| !m.is_empty()).collect();
        assert_eq!(ours, expected, "{fen}");
        checked += 1;
    }
    assert_eq!(checked, 3_200);
}
