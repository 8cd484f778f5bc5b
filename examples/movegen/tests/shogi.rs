//! Shogi's rules in the shipped modules of Fairy-Stockfish's minishogi and shogi, on
//! positions written for them (Fairy-Stockfish's answers for each are in the comments, from
//! pyffish 0.0.90): a promoted piece written `+P` and taken back into the hand as what it
//! was, a promotion written `+` in UCI and resetting the clock, shogi's FEN without castling
//! and en passant fields, a mate by a pawn's drop lost by the side that dropped it, and a
//! `~` (crazyhouse's mark) in a shogi FEN read without harm; in Kyoto shogi, promoted pieces
//! that turn back (`-`) and pieces dropped promoted (`+N@c3`); in shogun chess, a chess pawn
//! promoting as shogi's pieces do (`c5c6+`). The oracle positions of `tests/data` hold the
//! rest.

use example_movegen::{kyotoshogi, minishogi, shogi, shogun};

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

#[test]
fn kyoto_shogi_s_pieces_turn_back_and_may_be_dropped_promoted() {
    use kyotoshogi::{MoveList, Position, Square, START_FEN};
    // From the start every piece but the king must turn: pyffish lists `b1b2+` (`S-44+`)
    // and `a1a2-` (`+L-54-`, the promoted lance turning back), and no plain move of them;
    // the clock is not reset, a promotion being undone here (`... b - - 1 1`).
    let start = Position::from_fen(START_FEN).unwrap();
    let mut list = MoveList::new();
    start.legal_moves(&mut list);
    assert_eq!(list.len(), 12);
    let turn = start.parse_uci("a1a2-").unwrap();
    assert!(turn.is_piece_demotion() && !turn.is_piece_promotion());
    assert_eq!(turn.to_string(), "a1a2-");
    assert_eq!(start.san(turn).as_str(), "+L-54-");
    assert_eq!(start.parse_san("+L-54-"), Ok(turn));
    assert!(start.parse_uci("a1a2").is_err());
    assert_eq!(
        start.san(start.parse_uci("b1b2+").unwrap()).as_str(),
        "S-44+"
    );
    let promoted = start.play(start.parse_uci("e1e2+").unwrap());
    assert_eq!(promoted.to_string(), "p+nks+l/5/5/4+P/+LSK+N1[] b - - 1 1");
    // A promoted pawn (a rook) takes and turns back: `+Px33-`, the pawn taken in hand.
    let rook = Position::from_fen("k4/5/2p2/5/2+P1K[] w - - 0 1").unwrap();
    let take = rook.parse_uci("c1c3-").unwrap();
    assert_eq!(rook.san(take).as_str(), "+Px33-");
    assert_eq!(rook.play(take).to_string(), "k4/5/2P2/5/4K[P] b - - 0 1");
    let c3 = Square::new(2, 2).unwrap();
    assert_eq!(rook.play(take).promoted_from(c3), None);
    // Pieces in hand, dropped either way up: 95 moves, `+N@c3` (`+N*33`) putting a gold
    // down marked as a knight, `N@c3` (`N*33`) the knight.
    let hand = Position::from_fen("k4/5/5/5/4K[NP] w - - 0 1").unwrap();
    hand.legal_moves(&mut list);
    assert_eq!(list.len(), 95);
    let up = hand.parse_uci("+N@c3").unwrap();
    assert_eq!(up.to_string(), "+N@c3");
    assert_eq!(hand.san(up).as_str(), "+N*33");
    assert_eq!(hand.parse_san("+N*33"), Ok(up));
    assert_eq!(hand.san(hand.parse_uci("N@c3").unwrap()).as_str(), "N*33");
    let dropped = hand.play(up);
    assert_eq!(dropped.to_string(), "k4/5/2+N2/5/4K[P] b - - 0 1");
    assert_eq!(dropped.promoted_from(c3).map(|r| r.letter()), Some('n'));
    assert_eq!(dropped.piece_at(c3).map(|p| p.role.letter()), Some('g'));
    // A piece dropped promoted, taken, goes into the hand as what it was: Black's rook takes
    // the promoted pawn (`Rx44`; pyffish `k4/5/5/1r3/4K[p] w - - 0 2`).
    let rook_drop = Position::from_fen("k4/1r3/5/5/4K[P] w - - 0 1").unwrap();
    let after = rook_drop.play(rook_drop.parse_uci("+P@b2").unwrap());
    let taken = after.parse_uci("b4b2").unwrap();
    assert_eq!(after.san(taken).as_str(), "Rx44");
    assert_eq!(after.play(taken).to_string(), "k4/5/5/1r3/4K[p] w - - 0 2");
}

#[test]
fn shogun_s_pawn_promotes_as_shogi_s_pieces_do() {
    use shogun::{MoveList, Position};
    // A pawn stepping into the last three ranks may promote to a commoner or not (pyffish:
    // `c5c6` `P-63=` and `c5c6+` `P-63+`, the clock kept by both).
    let position = Position::from_fen("4k3/8/8/2P5/8/8/8/4K3[] w - - 3 9").unwrap();
    let promoted = position.parse_uci("c5c6+").unwrap();
    assert!(promoted.is_piece_promotion());
    assert_eq!(position.san(promoted).as_str(), "P-63+");
    assert_eq!(
        position.san(position.parse_uci("c5c6").unwrap()).as_str(),
        "P-63="
    );
    assert_eq!(
        position.play(promoted).to_string(),
        "4k3/8/2+P5/8/8/8/8/4K3[] b - - 0 9"
    );
    // On the last rank a pawn could not move: only the promotion (pyffish lists `b7b8+` and
    // the king's five steps).
    let last = Position::from_fen("4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1").unwrap();
    let mut list = MoveList::new();
    last.legal_moves(&mut list);
    assert_eq!(list.len(), 6);
    assert!(last.parse_uci("b7b8+").is_ok() && last.parse_uci("b7b8").is_err());
    // The commoner it became goes into the hand as a pawn (pyffish:
    // `8/3k4/8/8/8/8/8/4K3[p] w - - 0 2`).
    let taken = Position::from_fen("3k4/3+P4/8/8/8/8/8/4K3[] b - - 0 1").unwrap();
    let after = taken.play(taken.parse_uci("d8d7").unwrap());
    assert_eq!(after.to_string(), "8/3k4/8/8/8/8/8/4K3[p] w - - 0 2");
}
