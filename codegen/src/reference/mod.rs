//! The reference move generator: the legal moves of a variant's position found the slow and
//! plain way from its definition, each piece's Betza moves walked square by square (and
//! janggi's palace diagonals, cannon and pass, and the pass only when stalemated, as
//! Fairy-Stockfish defines them), every move made on a copy of the board and kept when no
//! enemy piece can then take the king.
//!
//! It is the proofs' layer: it shares no code with the generated move generator
//! ([`crate::movegen`]), so a test can hold one against the other, and no module of the
//! product (`model`, `input`, `compute`, `catalog`, `emit`, `movegen`, `output`) imports it
//! (`codegen/tests/layers.rs`). It reads positions with [`crate::input::position`], as the
//! move generator reads its start position. `show move-generator` draws with it, and says so.
//!
//! | module | holds |
//! |---|---|
//! | `candidates` | the moves before the rules that remove some, then those rules |
//! | `reaches` | where a piece reaches; whether a square is attacked |
//! | `moves` | one legal move, and its UCI |
//! | `make` | a move made on a copy; pseudo-royal pieces and facing kings |
//! | `drops` | where a piece may be dropped |
//! | `game_end` | ends by a rule other than checkmate and stalemate |

mod candidates;
mod drops;
mod game_end;
mod make;
mod moves;
mod reaches;

pub use moves::Move;

pub use crate::input::position::Setup;

use crate::error::Error;
use crate::input::betza;
use crate::input::variant::Variant;

use candidates::moves_but_flag_move;
use reaches::attacked;

/// Each piece type's moves (White's), read from the variant's Betza definitions.
fn moves_of(variant: &Variant) -> Result<Vec<Vec<betza::Move>>, Error> {
    variant
        .pieces
        .iter()
        .map(|p| {
            Ok(betza::Piece::parse_fairy_stockfish(&p.name, &p.betza)?
                .moves()
                .to_vec())
        })
        .collect()
}

/// Whether the king of `side` in `setup` is attacked (a side without a king is not).
///
/// ```
/// use vector_attacks_codegen::{reference::{in_check, Setup}, variant::Variant};
/// let chess = Variant::shipped("chess").unwrap();
/// let s = Setup::from_fen(&chess, "4k3/8/8/8/8/8/8/4K2r w - - 0 1").unwrap();
/// assert!(in_check(&chess, &s, 0).unwrap() && !in_check(&chess, &s, 1).unwrap());
/// ```
pub fn in_check(variant: &Variant, setup: &Setup, side: usize) -> Result<bool, Error> {
    let pieces = moves_of(variant)?;
    let king = reaches::king_of(variant, setup, side);
    Ok(king.is_some_and(|k| attacked(variant, &pieces, setup, k, 1 - side)))
}

/// The legal moves of the side to move in `setup`, sorted by UCI.
///
/// ```
/// use vector_attacks_codegen::{reference::{legal_moves, Setup}, variant::Variant};
/// let capablanca = Variant::shipped("capablanca").unwrap();
/// let start = Setup::from_fen(&capablanca, &capablanca.start_fen).unwrap();
/// assert_eq!(legal_moves(&capablanca, &start).unwrap().len(), 28);
/// ```
pub fn legal_moves(variant: &Variant, setup: &Setup) -> Result<Vec<Move>, Error> {
    let pieces = moves_of(variant)?;
    legal_moves_of(variant, setup, &pieces)
}

/// [`legal_moves`] with each piece type's moves given (`pieces[t]`, White's; Black's are
/// turned about), not read from the variant's Betza definitions: so a test can give them
/// from a reading of Betza's notation of its own.
///
/// ```
/// use vector_attacks_codegen::betza::Piece;
/// use vector_attacks_codegen::{reference::{legal_moves_of, Setup}, variant::Variant};
/// let chess = Variant::shipped("chess").unwrap();
/// let start = Setup::from_fen(&chess, &chess.start_fen).unwrap();
/// let moves: Vec<_> = chess.pieces.iter().map(|p| Piece::parse(&p.name, &p.betza).unwrap().moves().to_vec()).collect();
/// assert_eq!(legal_moves_of(&chess, &start, &moves).unwrap().len(), 20);
/// ```
pub fn legal_moves_of(
    variant: &Variant,
    setup: &Setup,
    pieces: &[Vec<betza::Move>],
) -> Result<Vec<Move>, Error> {
    if ended_by_rule(variant, setup, pieces) {
        return Ok(Vec::new());
    }
    Ok(moves_but_flag_move(variant, setup, pieces))
}

/// Whether a rule of `variant` other than checkmate and stalemate has ended the game in
/// `setup` (each piece type's moves given as for [`legal_moves_of`]): a flag reached, the
/// last check given, a kind of pieces gone, a winning castling made or its rights lost,
/// pieces in a row.
///
/// ```
/// use vector_attacks_codegen::reference::{ended_by_rule, Setup};
/// use vector_attacks_codegen::{betza::Piece, variant::Variant};
/// let race = Variant::shipped("racingkings").unwrap();
/// let moves: Vec<_> = race.pieces.iter().map(|p| Piece::parse(&p.name, &p.betza).unwrap().moves().to_vec()).collect();
/// // White's king arrived; Black's cannot follow (g8 is beside White's, h8 and g7 watched).
/// let over = Setup::from_fen(&race, "5K2/7k/8/8/8/8/8/B7 b - - 0 1").unwrap();
/// assert!(ended_by_rule(&race, &over, &moves));
/// let start = Setup::from_fen(&race, &race.start_fen).unwrap();
/// assert!(!ended_by_rule(&race, &start, &moves));
/// ```
pub fn ended_by_rule(variant: &Variant, setup: &Setup, pieces: &[Vec<betza::Move>]) -> bool {
    setup.won_by_rule(variant)
        || setup.extinct(variant)
        || setup.castling_ended(variant)
        || setup.connected(variant)
        || setup.flag_move_ended(variant, pieces)
}
