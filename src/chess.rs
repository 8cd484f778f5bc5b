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
//! Its [`Color`] and [`Role`] are the ones the whole crate speaks (re-exported at the root);
//! its [`Square`], [`Position`] and [`Move`] convert both ways to the attack getters'
//! [`crate::Square`] (an enum, so table lookups need no bounds check), [`crate::Setup`] and
//! [`crate::StoredMove`].
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

/// A generated square as the attack getters' square (both number a1 = 0 to h8 = 63).
///
/// ```
/// use vector_attacks::chess;
/// let e4: chess::Square = "e4".parse().unwrap();
/// assert_eq!(vector_attacks::Square::from(e4), vector_attacks::Square::E4);
/// ```
impl From<Square> for crate::Square {
    fn from(square: Square) -> crate::Square {
        crate::Square::ALL[square.index() & 63]
    }
}

/// The attack getters' square as a generated square.
///
/// ```
/// use vector_attacks::chess;
/// assert_eq!(chess::Square::from(vector_attacks::Square::E4).to_string(), "e4");
/// ```
impl From<crate::Square> for Square {
    fn from(square: crate::Square) -> Square {
        Square(square.to_u8())
    }
}

/// A generated move as a hash table stores it: from, to (the king's destination for
/// castling, `e1g1`) and the promotion.
///
/// ```
/// use vector_attacks::{chess, Square, StoredMove};
/// let start = chess::Position::start();
/// let m = start.parse_uci("g1f3").unwrap();
/// assert_eq!(StoredMove::from(m), StoredMove { from: Square::G1, to: Square::F3, promotion: None });
/// ```
impl From<Move> for crate::StoredMove {
    fn from(m: Move) -> crate::StoredMove {
        crate::StoredMove {
            from: m.origin().into(),
            to: m.destination().into(),
            promotion: m.promotion_role(),
        }
    }
}

impl Position {
    /// The legal move a stored move names here (the way back from [`crate::StoredMove`]),
    /// or `None` where it names none: a hash or killer move checked and made playable in one
    /// step.
    ///
    /// ```
    /// use vector_attacks::{chess, Role, Square, StoredMove};
    /// let position = chess::Position::from_fen("4k3/P7/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    /// let castle = StoredMove { from: Square::E1, to: Square::G1, promotion: None };
    /// assert_eq!(position.find_move(castle).map(|m| m.to_string()), Some("e1g1".to_string()));
    /// let queen = StoredMove { from: Square::A7, to: Square::A8, promotion: Some(Role::Queen) };
    /// assert!(position.find_move(queen).is_some());
    /// let king_takes_rook = StoredMove { from: Square::E1, to: Square::H1, promotion: None };
    /// assert_eq!(position.find_move(king_takes_rook), None);
    /// let stale = StoredMove { from: Square::E2, to: Square::E4, promotion: None };
    /// assert_eq!(position.find_move(stale), None);
    /// ```
    #[must_use]
    pub fn find_move(&self, m: crate::StoredMove) -> Option<Move> {
        let mut text = [0u8; 5];
        let mut len = 0;
        for square in [m.from, m.to] {
            text[len] = b'a' + square.file();
            text[len + 1] = b'1' + square.rank();
            len += 2;
        }
        if let Some(role) = m.promotion {
            text[len] = role.letter() as u8;
            len += 1;
        }
        let text = core::str::from_utf8(&text[..len]).ok()?;
        // `parse_uci` also reads a castling as king-takes-rook, which a stored move is not.
        self.parse_uci(text)
            .ok()
            .filter(|&found| crate::StoredMove::from(found) == m)
    }
}

/// The attack getters' plain description of a generated position: the same pieces, side to
/// move, castling rights (as the rooks' squares) and en passant square.
///
/// ```
/// use vector_attacks::{chess, is_legal, Setup, Square, StoredMove};
/// let start = chess::Position::start();
/// let plain = Setup::from(&start);
/// assert_eq!(plain.castling, Square::A1.bit() | Square::H1.bit() | Square::A8.bit() | Square::H8.bit());
/// assert!(is_legal(&plain, StoredMove { from: Square::E2, to: Square::E4, promotion: None }));
/// ```
impl From<&Position> for crate::Setup {
    fn from(position: &Position) -> crate::Setup {
        let rooks = [
            crate::Square::H1,
            crate::Square::A1,
            crate::Square::H8,
            crate::Square::A8,
        ];
        let castling = (0..4)
            .filter(|i| position.castling_rights() >> i & 1 != 0)
            .fold(0, |set, i| set | rooks[i].bit());
        crate::Setup {
            pieces: crate::Pieces {
                sides: [position.side_pieces(0), position.side_pieces(1)],
                roles: core::array::from_fn(|t| position.pieces(t, 0) | position.pieces(t, 1)),
            },
            side_to_move: position.turn(),
            castling,
            en_passant: position.en_passant().map(|s| crate::Square::ALL[s]),
        }
    }
}

/// A generated position from the attack getters' plain description (which accepts any
/// value): refused as [`Position::from_parts`] refuses, rights and an en passant square
/// that cannot hold dropped.
///
/// ```
/// use vector_attacks::{chess, Color, Pieces, Role, Setup, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Color::White, Role::King, Square::E1);
/// pieces.put(Color::Black, Role::King, Square::E8);
/// let plain = Setup { pieces, side_to_move: Color::White, castling: 0, en_passant: None };
/// let position = chess::Position::try_from(&plain).unwrap();
/// assert_eq!(position.to_string(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
/// ```
impl TryFrom<&crate::Setup> for Position {
    type Error = FenError;

    fn try_from(plain: &crate::Setup) -> Result<Position, FenError> {
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
            plain.pieces.roles,
            plain.pieces.sides,
            plain.side_to_move.index(),
            rights,
            plain.en_passant.map(crate::Square::index),
        )
    }
}

impl crate::Setup {
    /// Reads a FEN into the attack getters' plain description (through
    /// [`Position::from_fen`]).
    ///
    /// # Errors
    ///
    /// [`FenError`] says which field is wrong.
    ///
    /// ```
    /// use vector_attacks::{is_pseudo_legal, Setup, Square, StoredMove};
    /// let position = Setup::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    /// assert!(is_pseudo_legal(&position, StoredMove { from: Square::E2, to: Square::E4, promotion: None }));
    /// ```
    pub fn from_fen(fen: &str) -> Result<crate::Setup, FenError> {
        Position::from_fen(fen).map(|p| crate::Setup::from(&p))
    }
}
