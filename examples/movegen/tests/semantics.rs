//! The move generators of `semantics.ini` against Fairy-Stockfish (pyffish), which reads the
//! same file: each variant shows one way Fairy-Stockfish reads a variants.ini (the castling
//! rook found by scanning inwards, castling written as the king taking its rook, a start
//! position without its en passant field, mobility regions, a default region beyond the
//! board, castling pieces named by type, a letter given again, empty promotion choices,
//! inheritance from a shipped built-in and from a parent in the file, the castling king's
//! destination checked with the rook lifted, a pinned dabbaba that may not jump past its
//! pinner, a board of 40 squares whose rook has no magic factor, a royal king passing,
//! hoppers on the lines of `W`, `F` and `K`, of range 1, and stretched by another move, a
//! royal rook in a FEN without castling and en passant fields, Betza's `e` skipped and `h`
//! as Fairy-Stockfish reads them, pseudo-royal commoners with no king to castle with). The
//! data is
//! `tests/data/semantics.txt`, made by `tests/oracle/semantics.py` (CI reruns it and fails
//! if it differs): every legal move, the depth-2 count and the FEN written back, on the
//! start position, a random game and positions crafted where the rule decides.

use example_movegen::*;

const DATA: &str = include_str!("../../../tests/data/semantics.txt");

use crate::common::{answer, on_module};

/// The data's lines: variant, FEN, FEN written back, moves, perft 2.
fn lines() -> impl Iterator<Item = [&'static str; 5]> {
    DATA.lines().filter(|l| !l.starts_with('#')).map(|line| {
        let fields: Vec<&str> = line.split(';').collect();
        fields[..]
            .try_into()
            .unwrap_or_else(|_| panic!("bad line {line}"))
    })
}

#[test]
fn every_variant_agrees_with_fairy_stockfish() {
    let mut per_variant = std::collections::BTreeMap::<&str, usize>::new();
    for [variant, fen, written, moves, perft2] in lines() {
        let (ours_written, ours, count) = on_module!(variant, answer(fen));
        let expected: Vec<&str> = moves.split(' ').filter(|m| !m.is_empty()).collect();
        assert_eq!(ours, expected, "{variant} {fen}");
        assert_eq!(count, perft2.parse::<u64>().unwrap(), "{variant} {fen}");
        assert_eq!(ours_written, written, "{variant} {fen}: FEN written back");
        *per_variant.entry(variant).or_default() += 1;
    }
    // Every section of semantics.ini.
    let sections =
        vector_attacks_codegen::variant::Variant::names(include_str!("../semantics.ini")).unwrap();
    assert_eq!(per_variant.len(), sections.len(), "{per_variant:?}");
    assert_eq!(sections.len(), 29);
    assert!(per_variant.values().all(|&n| n >= 40), "{per_variant:?}");
}

/// The data holds the positions where each rule decides, as Fairy-Stockfish answers them:
/// so the test above would fail if the generator read the rule otherwise.
#[test]
fn the_data_shows_each_rule_deciding() {
    let moves_of = |variant: &str, fen: &str| -> Vec<&'static str> {
        let [.., moves, _] = lines()
            .find(|l| l[0] == variant && l[1] == fen)
            .unwrap_or_else(|| panic!("no line for {variant} {fen}"));
        moves.split(' ').collect()
    };
    // The rook on h1 castles past the queen in the corner; the one-square queenside
    // castling is written as the king taking the rook.
    let m = moves_of(
        "cornerqueen",
        "rnbkqbnrq/ppppppppp/9/9/9/9/PPPPPPPPP/R2K3RQ w KQkq - 0 1",
    );
    assert!(
        m.contains(&"d1g1") && m.contains(&"d1a1") && m.contains(&"d1c1"),
        "{m:?}"
    );
    // The rook beyond the castling rook attacks the king's destination once it is lifted.
    let m = moves_of("cornerqueen", "3k3rR/9/9/9/9/9/9/3K5 b k - 0 1");
    assert!(m.contains(&"d8c8") && !m.contains(&"d8g8"), "{m:?}");
    // The pinned dabbaba may not jump past its pinner along the line.
    let m = moves_of("dabbaba", "K7/8/8/8/8/8/8/5Rdk b - - 0 1");
    assert!(!m.contains(&"g1e1"), "{m:?}");
    // Both castlings and both king steps, four different moves.
    let m = moves_of("onestep", "rbqkbr/pppppp/6/6/PPPPPP/R2K1R w KQkq - 0 1");
    for uci in ["d1a1", "d1c1", "d1e1", "d1f1"] {
        assert!(m.contains(&uci), "{uci}: {m:?}");
    }
    // The knight's attack on a4 lies outside its files: the king on a4 is not in check and
    // may stay beside it.
    let m = moves_of("confined", "8/8/8/8/k7/8/1N6/4K3 b - - 0 1");
    assert!(m.contains(&"a4a5"), "{m:?}");
    // A pawn at the edge of its region does not move on; a pawn on six ranks does not
    // promote on the sixth (the default region, rank 8, is off the board).
    assert!(!moves_of("pawnfence", "4k3/8/P7/8/8/8/8/4K3 w - - 0 1")
        .iter()
        .any(|m| m.starts_with("a6")));
    let m = moves_of("nopromotion", "3k2/P5/6/6/6/3K2 w - - 0 1");
    assert!(
        m.contains(&"a5a6") && !m.iter().any(|m| m.len() > 4),
        "{m:?}"
    );
    // The knight's letter went to the nightrider, and the knight left the promotions.
    let m = moves_of("takeover", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert!(m.contains(&"a7a8q") && !m.contains(&"a7a8n"), "{m:?}");
    assert!(moves_of("takeover", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1").contains(&"b1e7"));
    // No promotion choices: the pawn on the seventh cannot move.
    assert!(!moves_of("nochoice", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1")
        .iter()
        .any(|m| m.starts_with("a7")));
    // The parent's archbishop left the child's promotions with the piece.
    let m = moves_of("tenfilesplain", "5k4/P9/10/10/10/10/10/5K4 w - - 0 1");
    assert!(
        m.contains(&"a7a8q") && !m.iter().any(|m| m.ends_with('a')),
        "{m:?}"
    );
    // The king passes beside castling, and not in check.
    let m = moves_of("passing", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert!(m.contains(&"e1e1") && m.contains(&"e1c1"), "{m:?}");
    let m = moves_of("passing", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    assert!(!m.contains(&"e1e1"), "{m:?}");
    // Passing only when stalemated: the pass the only move; none beside a rook's moves, nor
    // in checkmate.
    assert_eq!(
        moves_of("stalematepass", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
        ["h8h8"]
    );
    let m = moves_of("stalematepass", "7k/5Q2/6K1/8/8/8/8/r7 b - - 0 1");
    assert!(m.len() == 14 && !m.contains(&"h8h8"), "{m:?}");
    assert_eq!(
        moves_of("stalematepass", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"),
        [""]
    );
    // A castling takes away the opponent's right on its wing: Fairy-Stockfish counts fewer
    // replies than chess does (Black's O-O after White's O-O, O-O-O after O-O-O).
    let fen = "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 1";
    let [.., perft2] = lines()
        .find(|l| l[0] == "oppositecastle" && l[1] == fen)
        .expect("the crafted line");
    let chess = chess::perft(&chess::Position::from_fen(fen).unwrap(), 2);
    assert_eq!(perft2.parse::<u64>().unwrap(), chess - 2, "{fen}");
    // Hoppers as Fairy-Stockfish reads them (each on d4 among pawns).
    let from_d4 = |fen: &str| -> Vec<&'static str> {
        moves_of("hoppers", fen)
            .into_iter()
            .filter(|m| m.starts_with("d4"))
            .collect()
    };
    // `pW`: a cannon along the rook's lines; `gF`: a grasshopper along the bishop's.
    assert_eq!(
        from_d4("4k3/3p2p1/8/3P4/2PAP3/8/8/4K3 w - - 0 1"),
        ["d4a4", "d4b4", "d4d6", "d4d7", "d4f4", "d4g4", "d4h4"]
    );
    assert_eq!(from_d4("4k3/3p2p1/8/3P4/2PCP3/8/8/4K3 w - - 0 1"), ["d4h8"]);
    // `pR1` lands right beyond the screen two squares off; `gR2`, a cannon of range 2, not.
    assert_eq!(from_d4("4k3/8/8/8/1P1D4/8/8/4K3 w - - 0 1"), ["d4a4"]);
    assert!(from_d4("4k3/8/8/8/1P1E4/8/8/4K3 w - - 0 1").is_empty());
    // `mBpB2`: the quiet hop as far as the bishop's move, the capture two squares at most.
    assert!(from_d4("4k3/3p2p1/8/3P4/2PFP3/8/8/4K3 w - - 0 1").contains(&"d4h8"));
    assert!(!from_d4("4k3/6p1/8/4P3/3F4/8/8/4K3 w - - 0 1").contains(&"d4g7"));
    // `cBpB2`: the capture as far as the bishop's, the quiet hop two squares at most.
    assert_eq!(
        from_d4("4k3/6p1/8/4P3/3G4/8/8/4K3 w - - 0 1"),
        ["d4f6", "d4g7"]
    );
    assert_eq!(from_d4("4k3/8/8/4P3/3G4/8/8/4K3 w - - 0 1"), ["d4f6"]);
    // A commoner dropped is pseudo-royal even as its side's fourth, so it may not land where
    // the rook attacks it, while one of three on the board, none pseudo-royal, may step there.
    let m = moves_of("twokingshouse", "3kk3/8/8/8/8/8/r7/2KKK3[K] w - - 0 1");
    assert!(
        m.contains(&"c1b2") && m.contains(&"K@b1") && !m.contains(&"K@b2"),
        "{m:?}"
    );
    // A queen dropped is pseudo-royal at once: not where a pawn takes it.
    let m = moves_of(
        "coregaldrop",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qq] b KQkq - 0 1",
    );
    assert!(m.contains(&"Q@a4") && !m.contains(&"Q@a3"), "{m:?}");
    // A move to an empty square between the hopping queen and a pseudo-royal king gives
    // it the screen of a check.
    let m = moves_of("chak", "k3q4/9/9/9/R8/9/9/9/4K4 w - - 0 1");
    assert!(m.contains(&"a5d5") && !m.contains(&"a5e5"), "{m:?}");
    // Stones never move: only drops, and none once a row is complete.
    let m = moves_of("tictactoe", "PP1/pp1/3[PPPpp] w - - 0 1");
    assert_eq!(m, ["P@a1", "P@b1", "P@c1", "P@c2", "P@c3"]);
    assert_eq!(moves_of("tictactoe", "PPP/pp1/3[PPpp] b - - 0 1"), [""]);
    // The start positions written back as Fairy-Stockfish writes them: the en passant
    // field put in, the rights without a rook dropped.
    let written = |variant: &str| lines().find(|l| l[0] == variant).map(|l| l[2]).unwrap();
    assert_eq!(
        written("noepfield"),
        "qkbnr/ppppp/5/5/PPPPP/QKBNR w - - 1 1"
    );
    assert!(
        written("norook").contains(" w - - "),
        "{}",
        written("norook")
    );
    assert!(
        written("blackgardner").contains(" b - - "),
        "{}",
        written("blackgardner")
    );
}
