//! `is_pseudo_legal` against python-chess's `pseudo_legal_moves`, through the oracle data of
//! `tests/data/pseudo_legal.txt` (written by `tests/oracle/pseudo_legal.py`; CI runs the
//! script again with python-chess installed and fails if the data differs): every from,
//! to and promotion combination of every stored position must agree. The legal moves of
//! shakmaty, on the same positions, must all be pseudo-legal.

mod common;

use std::collections::HashSet;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, Position as _, Setup};
use vector_attacks::{is_pseudo_legal, Kind, Move, Pieces, Position, Side, Square};

const DATA: &str = include_str!("data/pseudo_legal.txt");

/// The promotions tried for every from/to pair: none, and every kind (pawn and king must
/// always be refused).
const PROMOTIONS: [Option<Kind>; 7] = [
    None,
    Some(Kind::Knight),
    Some(Kind::Bishop),
    Some(Kind::Rook),
    Some(Kind::Queen),
    Some(Kind::Pawn),
    Some(Kind::King),
];

fn setup(fen: &str) -> Setup {
    Fen::from_ascii(fen.as_bytes()).unwrap().as_setup().clone()
}

/// The position as the runtime takes it, mapped from shakmaty's setup as `Pieces`
/// documents.
fn position(setup: &Setup) -> Position {
    Position {
        pieces: common::pieces_of(&setup.board),
        side_to_move: match setup.turn {
            Color::White => Side::White,
            Color::Black => Side::Black,
        },
        castling: setup.castling_rights.0,
        en_passant: setup
            .ep_square
            .map(|s| Square::try_from(u8::try_from(u32::from(s)).unwrap()).unwrap()),
    }
}

/// A UCI move (`e2e4`, `e7e8q`) as a `Move`.
fn parse_uci(text: &str) -> Move {
    let b = text.as_bytes();
    let square = |i: usize| Square::try_from((b[i + 1] - b'1') * 8 + (b[i] - b'a')).unwrap();
    let promotion = b.get(4).map(|c| match c {
        b'n' => Kind::Knight,
        b'b' => Kind::Bishop,
        b'r' => Kind::Rook,
        b'q' => Kind::Queen,
        other => panic!("promotion {}", char::from(*other)),
    });
    Move {
        from: square(0),
        to: square(2),
        promotion,
    }
}

fn oracle() -> Vec<(&'static str, HashSet<Move>)> {
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
    assert!(oracle.len() >= 2000, "{} positions", oracle.len());
    let mut checked = 0u64;
    let mut pseudo_legal = 0usize;
    for (fen, expected) in &oracle {
        let p = position(&setup(fen));
        for from in Square::ALL {
            for to in Square::ALL {
                for promotion in PROMOTIONS {
                    let m = Move {
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
        kinds: [u64::MAX; 6],
    };
    for side_to_move in [Side::White, Side::Black] {
        for pieces in [full, Pieces::default()] {
            for en_passant in [None, Some(Square::A1), Some(Square::H8), Some(Square::E3)] {
                let p = Position {
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
                                Move {
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
