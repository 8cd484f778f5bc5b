//! Drops in the shipped modules of Fairy-Stockfish's crazyhouse, loop, chessgi and
//! pocketknight: the hands and promoted marks of Fairy-Stockfish's FEN read and written
//! back, a captured promoted piece going back as a pawn (or, in loop chess, as itself), drops
//! written and read in UCI and SAN, and, over seeded random games long enough to fill the
//! hands, every move legal by `is_legal`, read back from its UCI and SAN, and the FEN
//! written back read as the same position; and the reference generator's moves. Their perft
//! counts are in `perft.rs`, their Zobrist keys in `zobrist.rs`.

use example_movegen::{crazyhouse, pocketknight, r#loop};

use crate::common::Random;

#[test]
fn hands_and_promoted_marks_read_and_written_as_fairy_stockfish_writes_them() {
    use crazyhouse::{FenError, Position, START_FEN};
    // (FENs as Fairy-Stockfish writes them: White's hand, then Black's, each from the king
    // to the pawn; `~` after a promoted piece.)
    for fen in [
        START_FEN,
        "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1",
        "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[QNPPbp] b KQkq - 3 9",
        "2Q~k4/8/8/8/8/8/8/4K3[PPPpp] b - - 0 30",
    ] {
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(position.to_string(), fen);
    }
    let held = Position::from_fen("2k5/8/8/8/8/8/8/4K3[QQn] w - - 0 1").unwrap();
    assert_eq!(
        (held.in_hand(0, 4), held.in_hand(1, 1), held.in_hand(0, 1)),
        (2, 1, 0)
    );
    // A hand in another order is read, and written in Fairy-Stockfish's.
    let shuffled = Position::from_fen("2k5/8/8/8/8/8/8/4K3[pQnQ] w - - 0 1").unwrap();
    assert_eq!(shuffled.to_string(), "2k5/8/8/8/8/8/8/4K3[QQnp] w - - 0 1");
    for bad in [
        "2k5/8/8/8/8/8/8/4K3[Qx] w - - 0 1",
        "2k5/8/8/8/8/8/8/4K3[Q w - - 0 1",
    ] {
        assert_eq!(Position::from_fen(bad), Err(FenError::Hands), "{bad}");
    }
    assert_eq!(
        Position::from_fen("~2k5/8/8/8/8/8/8/4K3[] w - - 0 1"),
        Err(FenError::Piece('~'))
    );
}

#[test]
fn a_captured_promoted_piece_goes_to_the_hand_as_a_pawn_but_in_loop_chess() {
    // The white queen on c8 is a promoted pawn; the black king takes it.
    let fen = "2Q~k4/8/8/8/8/8/8/4K3[] b - - 0 30";
    let crazyhouse = crazyhouse::Position::from_fen(fen).unwrap();
    let taken = crazyhouse.play(crazyhouse.parse_uci("d8c8").unwrap());
    assert_eq!(taken.to_string(), "2k5/8/8/8/8/8/8/4K3[p] w - - 0 31");
    let looped = r#loop::Position::from_fen(fen).unwrap();
    let taken = looped.play(looped.parse_uci("d8c8").unwrap());
    assert_eq!(taken.to_string(), "2k5/8/8/8/8/8/8/4K3[q] w - - 0 31");
    // A promotion marks the new piece; a plain move carries the mark along.
    let promoting = crazyhouse::Position::from_fen("k7/4P3/8/8/8/8/8/4K3[] w - - 0 1").unwrap();
    let promoted = promoting.play(promoting.parse_uci("e7e8q").unwrap());
    assert_eq!(promoted.to_string(), "k3Q~3/8/8/8/8/8/8/4K3[] b - - 0 1");
    let moved = promoted.play(promoted.parse_uci("a8b7").unwrap());
    let moved = moved.play(moved.parse_uci("e8e4").unwrap());
    assert_eq!(moved.to_string(), "8/1k6/8/8/4Q~3/8/8/4K3[] b - - 2 2");
}

#[test]
fn drops_in_uci_and_san() {
    use crazyhouse::{Position, SanError, UciError};
    let position = Position::from_fen("2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1").unwrap();
    let queen = position.parse_uci("Q@c2").unwrap();
    assert_eq!((queen.dropped(), queen.to()), (Some(4), 10));
    assert_eq!(queen.to_string(), "Q@c2");
    assert_eq!(position.san(queen).as_str(), "Q@c2+");
    assert_eq!(position.parse_san("Q@c2+"), Ok(queen));
    assert_eq!(position.parse_san("Q@c2"), Ok(queen));
    // A piece not held, an occupied square, a pawn: not legal here.
    assert_eq!(position.parse_uci("R@c2"), Err(UciError::Illegal));
    assert_eq!(position.parse_uci("Q@e1"), Err(UciError::Illegal));
    assert_eq!(position.parse_uci("X@c2"), Err(UciError::Malformed));
    assert_eq!(position.parse_uci("Q@z9"), Err(UciError::Malformed));
    assert_eq!(position.parse_san("N@c2"), Err(SanError::Illegal));
    // Black, in check, may drop only between the king and the checker.
    let checked = position.play(queen);
    let mut list = crazyhouse::MoveList::new();
    checked.legal_moves(&mut list);
    // The drops among a list's moves, sorted.
    let drops_of = |list: &crazyhouse::MoveList| {
        let mut drops: Vec<String> = list
            .as_slice()
            .iter()
            .filter(|m| m.dropped().is_some())
            .map(ToString::to_string)
            .collect();
        drops.sort();
        drops
    };
    assert_eq!(drops_of(&list), ["N@c3", "N@c4", "N@c5", "N@c6", "N@c7"]);
    // A knight's check cannot be blocked: no drop at all.
    let knight = Position::from_fen("2k5/4N3/8/8/8/8/8/4K3[q] b - - 0 1").unwrap();
    knight.legal_moves(&mut list);
    assert!(drops_of(&list).is_empty());
    let far = Position::from_fen("2k5/8/8/8/8/8/8/2Q1K3[n] b - - 0 1").unwrap();
    far.legal_moves(&mut list);
    assert_eq!(
        drops_of(&list),
        ["N@c2", "N@c3", "N@c4", "N@c5", "N@c6", "N@c7"]
    );
}

/// Random games of one drop variant: every move legal, read back from UCI and SAN, the FEN
/// written back read as the same position. (`zobrist.rs` checks the kept key.)
macro_rules! random_games {
    ($variant:ident, $seed:expr) => {{
        use $variant::{MoveList, Position, TYPES};
        let mut rng = Random($seed);
        let (mut drops, mut held) = (0, 0);
        for _ in 0..30 {
            let mut position = Position::start();
            for _ in 0..160 {
                let mut list = MoveList::new();
                position.legal_moves(&mut list);
                if list.is_empty() {
                    break;
                }
                for &m in list.as_slice() {
                    assert!(position.is_legal(m), "{position} {m}");
                    assert_eq!(position.parse_uci(&m.to_string()), Ok(m), "{position} {m}");
                    let san = position.san(m);
                    assert_eq!(position.parse_san(san.as_str()), Ok(m), "{position} {san}");
                }
                let m = list.as_slice()[rng.below(list.len())];
                drops += usize::from(m.dropped().is_some());
                position = position.play(m);
                held = held.max((0..TYPES).map(|t| position.in_hand(0, t)).sum::<u32>());
                let fresh = Position::from_fen(&position.to_string()).unwrap();
                assert_eq!(fresh, position, "{position}");
            }
        }
        (drops, held)
    }};
}

#[test]
fn random_games_keep_hands_keys_and_notation() {
    let (drops, held) = random_games!(crazyhouse, 0x9E37_79B9_7F4A_7C15);
    assert!(
        drops > 200 && held >= 5,
        "{drops} drops, at most {held} held"
    );
    let (drops, _) = random_games!(r#loop, 0x51_7CC1_B727_220A);
    assert!(drops > 200, "{drops}");
    let (drops, _) = random_games!(pocketknight, 0x2545_F491_4F6C_DD1D);
    assert!(drops > 10, "{drops}");
}

/// The reference move generator (`reference`: every candidate made and the
/// king's safety tested, drops included) against the module, on positions of seeded random
/// games with pieces in hand, promoted pieces and checks to block.
macro_rules! against_reference {
    ($variant:ident, $seed:expr) => {{
        use vector_attacks_codegen::reference::{legal_moves, Setup};
        use vector_attacks_codegen::variant::Variant;
        // `r#loop` names the variant `loop`.
        let variant = Variant::shipped(stringify!($variant).trim_start_matches("r#")).unwrap();
        let mut rng = Random($seed);
        let mut compared = 0;
        for _ in 0..8 {
            let mut position = $variant::Position::start();
            for ply in 0..90 {
                let mut list = $variant::MoveList::new();
                position.legal_moves(&mut list);
                if ply % 3 == 0 || list.is_empty() {
                    let mut ours: Vec<String> =
                        list.as_slice().iter().map(ToString::to_string).collect();
                    ours.sort();
                    let fen = position.to_string();
                    let setup = Setup::from_fen(&variant, &fen).unwrap();
                    let reference: Vec<String> = legal_moves(&variant, &setup)
                        .unwrap()
                        .iter()
                        .map(|m| m.uci(variant.files as usize))
                        .collect();
                    assert_eq!(ours, reference, "{fen}");
                    compared += 1;
                }
                if list.is_empty() {
                    break;
                }
                position = position.play(list.as_slice()[rng.below(list.len())]);
            }
        }
        compared
    }};
}

#[test]
fn the_reference_generator_agrees() {
    use example_movegen::chessgi;
    assert!(against_reference!(crazyhouse, 0x1234_5678_9ABC_DEF1) > 150);
    assert!(against_reference!(r#loop, 0x0F1E_2D3C_4B5A_6978) > 150);
    assert!(against_reference!(chessgi, 0x7766_5544_3322_1100) > 150);
    assert!(against_reference!(pocketknight, 0x0123_4567_89AB_CDEF) > 150);
}
