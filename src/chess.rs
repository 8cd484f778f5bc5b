//! Move generation for chess: [`Position`] (FEN in and out), [`Move`] (UCI), [`MoveList`],
//! [`Position::legal_moves`], [`Position::play`], [`perft`], [`perft_bulk`] and [`divide`];
//! the board state kept beside a position: its Zobrist key ([`Position::zobrist`]) and
//! [`AttackMaps`] (seed "Attack and Defend Maps": ATKTO, ATKFR and Schröder's attack bytes,
//! kept by [`AttackMaps::play`]).
//!
//! This module is the move generator `vector-attacks-codegen` generates for any variant of
//! Fairy-Stockfish's `variants.ini` format, here for the `chess` definition of its shipped
//! `codegen/variants.ini`, checked in as `tables/chess.rs` (with feature `codegen`,
//! regenerated into `OUT_DIR`). Squares are numbered a1 = 0 to h8 = 63, as [`crate::Square`]
//! numbers them; piece types are indices of [`LETTERS`] (`pnbrqk`), sides 0 White, 1 Black.
//! Pins and checkers are computed once per node and evasions generated as such; no heap, no
//! `unsafe`.
//!
//! ```
//! use vector_attacks::chess::{perft, perft_bulk, MoveList, Position};
//! let kiwipete = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
//! let mut list = MoveList::new();
//! kiwipete.legal_moves(&mut list);
//! assert_eq!(list.len(), 48);
//! assert_eq!(perft_bulk(&kiwipete, 3), 97_862);
//! assert_eq!(perft(&kiwipete, 2), 2_039);
//! ```

#[cfg(not(feature = "codegen"))]
include!("../tables/chess.rs");

#[cfg(feature = "codegen")]
include!(concat!(env!("OUT_DIR"), "/chess.rs"));

/// The move tests' plain description of a generated position: the same pieces, side to
/// move, castling rights (as the rooks' squares) and en passant square.
///
/// ```
/// use vector_attacks::{chess, is_legal, Move, Square};
/// let start = chess::Position::start();
/// let plain = vector_attacks::Position::from(&start);
/// assert_eq!(plain.castling, Square::A1.bit() | Square::H1.bit() | Square::A8.bit() | Square::H8.bit());
/// assert!(is_legal(&plain, Move { from: Square::E2, to: Square::E4, promotion: None }));
/// ```
impl From<&Position> for crate::Position {
    fn from(position: &Position) -> crate::Position {
        let rooks = [
            crate::Square::H1,
            crate::Square::A1,
            crate::Square::H8,
            crate::Square::A8,
        ];
        let castling = (0..4)
            .filter(|i| position.castling_rights() >> i & 1 != 0)
            .fold(0, |set, i| set | rooks[i].bit());
        crate::Position {
            pieces: crate::Pieces {
                sides: [position.side_pieces(0), position.side_pieces(1)],
                kinds: core::array::from_fn(|t| position.pieces(t, 0) | position.pieces(t, 1)),
            },
            side_to_move: if position.side_to_move() == 0 {
                crate::Side::White
            } else {
                crate::Side::Black
            },
            castling,
            en_passant: position.en_passant().map(|s| crate::Square::ALL[s]),
        }
    }
}

/// A generated position from the move tests' plain description (which accepts any value):
/// refused as [`Position::from_parts`] refuses, rights and an en passant square that cannot
/// hold dropped.
///
/// ```
/// use vector_attacks::{chess, Kind, Pieces, Side, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Side::White, Kind::King, Square::E1);
/// pieces.put(Side::Black, Kind::King, Square::E8);
/// let plain = vector_attacks::Position { pieces, side_to_move: Side::White, castling: 0, en_passant: None };
/// let position = chess::Position::try_from(&plain).unwrap();
/// assert_eq!(position.to_string(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
/// ```
impl TryFrom<&crate::Position> for Position {
    type Error = FenError;

    fn try_from(plain: &crate::Position) -> Result<Position, FenError> {
        let rooks = [
            crate::Square::H1,
            crate::Square::A1,
            crate::Square::H8,
            crate::Square::A8,
        ];
        let rights = (0..4)
            .filter(|&i| plain.castling & rooks[i].bit() != 0)
            .fold(0, |r, i| r | 1 << i);
        Position::from_parts(
            plain.pieces.kinds,
            plain.pieces.sides,
            plain.side_to_move as usize,
            rights,
            plain.en_passant.map(crate::Square::index),
        )
    }
}

impl crate::Position {
    /// Reads a FEN into the move tests' plain description (through [`Position::from_fen`]).
    ///
    /// # Errors
    ///
    /// [`FenError`] says which field is wrong.
    ///
    /// ```
    /// use vector_attacks::{is_pseudo_legal, Move, Position, Square};
    /// let position = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    /// assert!(is_pseudo_legal(&position, Move { from: Square::E2, to: Square::E4, promotion: None }));
    /// ```
    pub fn from_fen(fen: &str) -> Result<crate::Position, FenError> {
        Position::from_fen(fen).map(|p| crate::Position::from(&p))
    }
}
