//! Shogi's rules in the shipped modules of Fairy-Stockfish's minishogi and shogi, on
//! positions written for them (Fairy-Stockfish's answers for each are in the comments, from
//! pyffish 0.0.90): a promoted piece written `+P` and taken back into the hand as what it
//! was, a promotion written `+` in UCI and resetting the clock, shogi's FEN without castling
//! and en passant fields, a mate by a pawn's drop lost by the side that dropped it, and a
//! `~` (crazyhouse's mark) in a shogi FEN read without harm. The oracle positions of
//! `tests/data` hold the rest.

use example_movegen::{minishogi, shogi};

#[test]
fn promoted_pieces_are_written_plus_and_go_back_as_what_they_were() {
    use minishogi::{Position, Square};
    // White's promoted rook (a dragon) on c2, taken by Black's gold: Black's hand gains a
    // rook (pyffish: `2k2/5/5/+P1g2/2K2[r] w - - 0 2`); a promoted pawn goes back as a pawn.
    let fen = "2k2/5/2g2/+P1+R2/2K2[] b - - 0 1";
    let position = Position::from_fen(fen).unwrap();
    assert_eq!(position.to_string(), fen);
    let c2 = Square::new(2, 1).unwrap();
    assert_eq!(position.promoted_from(c2).map(|r| r.letter()), Some('r'));
    assert_eq!(position.piece_at(c2).map(|p| p.role.letter()), Some('d'));
    let taken = position.play(position.parse_uci("c3c2").unwrap());
    assert_eq!(taken.to_string(), "2k2/5/5/+P1g2/2K2[r] w - - 0 2");
    let tokin = Position::from_fen("2k2/5/1g3/+P4/2K2[] b - - 0 1").unwrap();
    let taken = tokin.play(tokin.parse_uci("b3a2").unwrap());
    assert_eq!(taken.to_string(), "2k2/5/5/g4/2K2[p] w - - 0 2");
}

#[test]
fn a_promotion_is_written_plus_and_resets_the_clock() {
    use minishogi::Position;
    // The silver on c4 steps into the last rank: it may promote (`c4c5+`) or not (pyffish:
    // `S-31+` and `S-31=`, the clock reset only by the promotion).
    let position = Position::from_fen("4k/2S2/5/5/K4[] w - - 7 9").unwrap();
    let promoted = position.parse_uci("c4c5+").unwrap();
    assert!(promoted.is_piece_promotion());
    assert_eq!(promoted.to_string(), "c4c5+");
    assert_eq!(position.san(promoted).as_str(), "S-31+");
    let plain = position.parse_uci("c4c5").unwrap();
    assert_eq!(position.san(plain).as_str(), "S-31=");
    assert_eq!(
        position.play(promoted).to_string(),
        "2+S1k/5/5/5/K4[] b - - 0 9"
    );
    assert_eq!(
        position.play(plain).to_string(),
        "2S1k/5/5/5/K4[] b - - 8 9"
    );
    // A piece that does not promote has no `+` move.
    assert!(position.parse_uci("a1a2+").is_err());
}

#[test]
fn shogi_s_fen_without_castling_and_en_passant_fields_is_read() {
    use shogi::{Position, START_FEN};
    // Fairy-Stockfish's own start position of shogi, and its FEN written back.
    let theirs = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1";
    let position = Position::from_fen(theirs).unwrap();
    assert_eq!(position, Position::from_fen(START_FEN).unwrap());
    assert_eq!(
        position.to_string(),
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1"
    );
    let counters = minishogi::Position::from_fen("4k/5/5/5/K4[-] b 5 9").unwrap();
    assert_eq!(counters.to_string(), "4k/5/5/5/K4[] b - - 5 9");
}

#[test]
fn a_mate_by_a_pawn_s_drop_loses() {
    use minishogi::{Color, Termination};
    // pyffish: after `P@e4` Black has no move and is in check; `game_result` gives Black
    // the win. After `G@e4` the same mate is Black's loss.
    let position = minishogi::Position::from_fen("4k/2S2/3G1/5/K4[PG] w - - 0 1").unwrap();
    let pawn = position.play(position.parse_uci("P@e4").unwrap());
    let outcome = pawn.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.termination),
        (Some(Color::Black), Termination::PawnDropMate)
    );
    let gold = position.play(position.parse_uci("G@e4").unwrap());
    let outcome = gold.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.termination),
        (Some(Color::White), Termination::Checkmate)
    );
}

#[test]
fn a_tilde_in_a_shogi_fen_is_read_without_harm() {
    use minishogi::Position;
    // Crazyhouse's mark for a promoted pawn means nothing where there is no chess pawn: the
    // pawn on e1 is taken as a pawn.
    let position = Position::from_fen("4k/5/5/4p/K3P~[] b - - 0 1").unwrap();
    let taken = position.play(position.parse_uci("e2e1+").unwrap());
    assert_eq!(taken.to_string(), "4k/5/5/5/K3+p[p] w - - 0 2");
    assert_eq!(
        minishogi::perft(&position, 3),
        minishogi::perft_bulk(&position, 3)
    );
}
