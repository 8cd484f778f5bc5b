//! Bad FEN never panics: random strings, and valid FENs with characters replaced, dropped
//! or inserted, give a position or a `FenError`; a position that is read has legal moves
//! that can all be played and written back.

use example_movegen::{capablanca, chess};
use proptest::prelude::*;

/// Reads `fen`; if it is a position, plays every legal move and writes each result.
macro_rules! exercise {
    ($variant:ident, $fen:expr) => {
        if let Ok(position) = $variant::Position::from_fen($fen) {
            let mut list = $variant::MoveList::new();
            position.legal_moves(&mut list);
            for &m in list.as_slice() {
                let next = position.play(m);
                let _ = next.to_string();
                let _ = m.to_string();
            }
            let _ = $variant::perft_bulk(&position, 2);
        } else if let Err(e) = $variant::Position::from_fen($fen) {
            assert!(!e.to_string().is_empty());
        }
    };
}

const SEEDS: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq e3 0 1",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn random_strings(text in "[ -~]{0,80}") {
        exercise!(chess, &text);
        exercise!(capablanca, &text);
    }

    #[test]
    fn mutated_fens(seed in 0..SEEDS.len(), at in 0usize..80, c in "[0-9a-zA-Z/ -]", op in 0..3u8) {
        let mut fen: Vec<char> = SEEDS[seed].chars().collect();
        let at = at % fen.len();
        let c = c.chars().next().unwrap();
        match op {
            0 => fen[at] = c,
            1 => { fen.remove(at); }
            _ => fen.insert(at, c),
        }
        let fen: String = fen.into_iter().collect();
        exercise!(chess, &fen);
        exercise!(capablanca, &fen);
    }
}

/// Reads `fen`, whose side not to move is in check, in the module `$variant`: refused by
/// `from_fen`; kept by `from_fen_keeping_check` and written back as given, with
/// `$insufficient` as its material (White, Black).
macro_rules! refused_then_kept {
    ($variant:ident, $fen:expr, $insufficient:expr) => {{
        let fen = $fen;
        assert_eq!(
            $variant::Position::from_fen(fen),
            Err($variant::FenError::OpponentInCheck)
        );
        let kept = $variant::Position::from_fen_keeping_check(fen).unwrap();
        assert_eq!(kept.to_string(), fen);
        let colors = [$variant::Color::White, $variant::Color::Black];
        assert_eq!(
            colors.map(|c| kept.has_insufficient_material(c)),
            $insufficient
        );
    }};
}

/// A position whose side not to move is in check: `from_fen` refuses it, as no game reaches
/// it; `from_fen_keeping_check` keeps it, as Fairy-Stockfish reads every FEN, and writes it
/// back as given, with its material as Fairy-Stockfish's own test suite (test.py's
/// `test_has_insufficient_material`, its issue #53) weighs it.
#[test]
fn a_check_on_the_side_not_to_move_is_refused_or_kept_as_asked() {
    use example_movegen::janggi;
    // The cannon on d8 checks the king on f10 over the advisor on e9, along the palace's
    // diagonal, with White to move.
    refused_then_kept!(
        janggi,
        "5k3/4a4/3CN4/9/1PP5p/9/8P/4C4/4A4/2B1K4 w - - 0 46",
        [false, false]
    );
    // A rook's check on the king of the side not to move, in chess: a king alone cannot
    // mate, a king and a rook can.
    refused_then_kept!(chess, "4k3/8/8/8/8/8/8/K3R3 w - - 0 1", [false, true]);
    // Every other error as `from_fen`'s.
    for bad in ["", "8/8 w - - 0 1", "4k3/8/8/8/8/8/8/K3R3 x - - 0 1"] {
        assert_eq!(
            chess::Position::from_fen_keeping_check(bad),
            chess::Position::from_fen(bad)
        );
    }
}
