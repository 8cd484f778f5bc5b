//! `is_pseudo_legal` against python-chess's `pseudo_legal_moves`, through the oracle data of
//! `tests/data/pseudo_legal.txt` (written by `tests/oracle/pseudo_legal.py`; CI runs the
//! script again with python-chess installed and fails if the data differs): every from,
//! to and promotion combination of every stored position must agree. The legal moves of
//! shakmaty, on the same positions, must all be pseudo-legal.

mod common;

use std::collections::HashSet;

use common::{parse_uci, position, setup, PROMOTIONS};
use shakmaty::{CastlingMode, Chess, Position as _};
use vector_attacks::{is_pseudo_legal, Color, Pieces, Setup, Square, StoredMove};

const DATA: &str = include_str!("data/pseudo_legal.txt");

fn oracle() -> Vec<(&'static str, HashSet<StoredMove>)> {
    DATA.lines()
        .map(|line| {
            let (fen, moves) = line.split_once(';').unwrap();
            (fen, moves.split_whitespace().map(parse_uci).collect())
        })
        .collect()
}

#[test]
fn every_move_of_every_stored_position_agrees_with_python_chess() {
    let oracle = oracle();
    let distinct = common::assert_distinct(oracle.iter().map(|&(fen, _)| fen));
    assert!(distinct >= 2000, "{distinct} positions");
    let mut checked = 0u64;
    let mut pseudo_legal = 0usize;
    for (fen, expected) in &oracle {
        let p = position(&setup(fen));
        for from in Square::ALL {
            for to in Square::ALL {
                for promotion in PROMOTIONS {
                    let m = StoredMove {
                        from,
                        to,
                        promotion,
                    };
                    assert_eq!(
                        is_pseudo_legal(&p, m),
                        expected.contains(&m),
                        "{m:?} in {fen}"
                    );
                    checked += 1;
                }
            }
        }
        pseudo_legal += expected.len();
    }
    println!(
        "{} positions, {checked} from/to/promotion combinations, {pseudo_legal} pseudo-legal moves: all agree with python-chess",
        oracle.len()
    );
}

#[test]
fn shakmatys_legal_moves_are_all_pseudo_legal() {
    let mut legal = 0;
    for (fen, expected) in oracle() {
        let setup = setup(fen);
        let p = position(&setup);
        // shakmaty refuses rights without their rook, and en passant squares no capture
        // can use; python-chess keeps them. Legal moves do not depend on either.
        let chess: Chess = setup
            .position(CastlingMode::Standard)
            .or_else(shakmaty::PositionError::ignore_invalid_castling_rights)
            .or_else(shakmaty::PositionError::ignore_invalid_ep_square)
            .unwrap_or_else(|e| panic!("{fen}: {e}"));
        for m in chess.legal_moves() {
            let ours = parse_uci(&m.to_uci(CastlingMode::Standard).to_string());
            assert!(is_pseudo_legal(&p, ours), "{ours:?} in {fen}");
            assert!(expected.contains(&ours), "{ours:?} in {fen}");
            legal += 1;
        }
    }
    println!("{legal} legal moves, all pseudo-legal");
}

/// Any position and move get an answer: all-ones bitboards, an en passant square anywhere,
/// every castling right, and every move, for both sides.
#[test]
fn nothing_panics_on_any_position() {
    let full = Pieces {
        sides: [u64::MAX; 2],
        roles: [u64::MAX; 6],
    };
    for side_to_move in [Color::White, Color::Black] {
        for pieces in [full, Pieces::default()] {
            for en_passant in [None, Some(Square::A1), Some(Square::H8), Some(Square::E3)] {
                let p = Setup {
                    pieces,
                    side_to_move,
                    castling: u64::MAX,
                    en_passant,
                };
                for from in Square::ALL {
                    for to in Square::ALL {
                        for promotion in PROMOTIONS {
                            let _ = is_pseudo_legal(
                                &p,
                                StoredMove {
                                    from,
                                    to,
                                    promotion,
                                },
                            );
                        }
                    }
                }
            }
        }
    }
}
