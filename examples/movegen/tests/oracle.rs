//! The generated move generators against Fairy-Stockfish (pyffish) on positions from random
//! games and crafted positions where the special rules matter (castling through, into and
//! out of check on both wings, en passant on every file and with the rank discovered check,
//! promotion with capture, double check, checkmate and stalemate): every legal move, the
//! depth-2 count, and the FEN written back as Fairy-Stockfish writes it. The data is
//! `tests/data/movegen.txt`, made by `tests/oracle/movegen.py` (CI reruns it and fails if it
//! differs); each line carries the tags Fairy-Stockfish's answers give the position, and
//! every variant must hold the positions its rules call for, counted below.

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
    use std::collections::BTreeMap;
    let mut per_variant = BTreeMap::<&str, usize>::new();
    let mut tagged = BTreeMap::<(&str, &str), usize>::new();
    for line in DATA.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(';').collect();
        let [variant, fen, moves, perft2, tags] = fields[..] else {
            panic!("bad line {line}");
        };
        for tag in tags.split(' ').filter(|t| !t.is_empty()) {
            *tagged.entry((variant, tag)).or_default() += 1;
        }
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
    // Every shipped variant, 100 positions of random games and its crafted ones.
    assert_eq!(per_variant.len(), 12, "{per_variant:?}");
    assert!(per_variant.values().all(|&n| n > 110), "{per_variant:?}");
    // What each variant's rules call for, both colours each (so at least two).
    for (variant, files) in [
        ("amazon", 8),
        ("assorted", 10),
        ("capablanca", 10),
        ("centaur", 10),
        ("chancellor", 9),
        ("chess", 8),
        ("embassy", 10),
        ("gothic", 10),
        ("janus", 10),
        ("losalamos", 6),
        ("modern", 9),
        ("nightrider", 8),
    ] {
        let count = |tag: &str| tagged.get(&(variant, tag)).copied().unwrap_or(0);
        let mut wanted: Vec<String> = [
            "checkmate",
            "stalemate",
            "double-check",
            "promotion-capture",
        ]
        .map(String::from)
        .to_vec();
        // Castling, and castling refused or allowed by an attacked square, on both wings.
        if !["losalamos", "assorted"].contains(&variant) {
            for wing in ["k", "q"] {
                for what in ["castle", "through", "into", "out"] {
                    wanted.push(format!("{what}-{wing}"));
                }
            }
        }
        // En passant onto every file, and refused for the rank discovered check on the inner
        // files (the king and the rook need a file on each side of the two pawns).
        if variant != "losalamos" {
            wanted.extend((0..files).map(|f| format!("ep-{}", (b'a' + f) as char)));
            let discovered = count("ep-discovered");
            assert!(
                discovered >= 2 * (usize::from(files) - 3),
                "{variant}: {discovered} en passant captures refused for a discovered check"
            );
        }
        for tag in &wanted {
            assert!(
                count(tag) >= 2,
                "{variant}: {} positions tagged {tag}",
                count(tag)
            );
        }
    }
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
