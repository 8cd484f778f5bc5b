//! A position's pieces as plain bitboards, engine-agnostic: one bitboard per side and one
//! per kind, squares a1 = 0 ... h8 = 63, the layout most bitboard engines already keep.
//!
//! Mapping an engine's board costs eight moves of a `u64`:
//!
//! - shakmaty (`Board`): `Pieces { sides: [board.white().0, board.black().0], kinds:
//!   [board.pawns().0, board.knights().0, board.bishops().0, board.rooks().0,
//!   board.queens().0, board.kings().0] }`;
//! - cozy-chess (`Board`): `sides: [board.colors(Color::White).0,
//!   board.colors(Color::Black).0]`, `kinds: [board.pieces(Piece::Pawn).0, ...,
//!   board.pieces(Piece::King).0]`.

use core::ops::Not;

/// A side: white moves up the board (towards rank 8), black down. The numbers index
/// [`Pieces::sides`].
///
/// ```
/// use vector_attacks::Side;
/// assert_eq!(!Side::White, Side::Black);
/// assert_eq!(Side::Black as usize, 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Side {
    /// White: pawns attack towards rank 8.
    White = 0,
    /// Black: pawns attack towards rank 1.
    Black = 1,
}

impl Default for Side {
    /// White, who moves first.
    fn default() -> Side {
        Side::White
    }
}

impl Not for Side {
    type Output = Side;

    /// The other side.
    fn not(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// A kind of piece, without side. The numbers index [`Pieces::kinds`].
///
/// ```
/// use vector_attacks::Kind;
/// assert_eq!(Kind::Queen as usize, 4);
/// assert_eq!(Kind::ALL.len(), 6);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Kind {
    /// Pawn.
    Pawn = 0,
    /// Knight.
    Knight = 1,
    /// Bishop.
    Bishop = 2,
    /// Rook.
    Rook = 3,
    /// Queen.
    Queen = 4,
    /// King.
    King = 5,
}

impl Kind {
    /// Every kind, in index order.
    ///
    /// ```
    /// assert_eq!(vector_attacks::Kind::ALL[0], vector_attacks::Kind::Pawn);
    /// ```
    pub const ALL: [Kind; 6] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
    ];
}

/// The pieces of a position: bitboards by side and by kind (bit `i` is square `i`, a1 = 0).
///
/// Any values are accepted, and nothing panics. A square is a piece of a side and of a
/// kind where it is set in both. Contradictory bitboards are read literally:
/// [`attackers_to`](crate::attackers_to) does not ask whose knight, bishop, rook, queen or
/// king a square holds, so one set in such a kind counts even in no side, while a pawn
/// counts for each side it is set in (its side decides where it attacks), and not at all in
/// none; [`is_attacked_by`](crate::is_attacked_by) counts a piece for each side it is set
/// in. A square set in two kinds counts as both. A position without a king is no
/// problem: nothing here needs one.
///
/// ```
/// use vector_attacks::{Kind, Pieces, Side, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Side::White, Kind::Rook, Square::A1);
/// assert_eq!(pieces.of(Side::White, Kind::Rook), Square::A1.bit());
/// assert_eq!(pieces.occupied(), Square::A1.bit());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pieces {
    /// The squares of each side's pieces, `[white, black]`.
    pub sides: [u64; 2],
    /// The squares of each kind's pieces of both sides, `[pawns, knights, bishops, rooks,
    /// queens, kings]`.
    pub kinds: [u64; 6],
}

impl Pieces {
    /// The pieces of one side and kind.
    ///
    /// ```
    /// use vector_attacks::{Kind, Pieces, Side};
    /// let pieces = Pieces { sides: [0xFFFF, 0], kinds: [0xFF00, 0, 0, 0, 0, 0] };
    /// assert_eq!(pieces.of(Side::White, Kind::Pawn), 0xFF00);
    /// ```
    pub const fn of(&self, side: Side, kind: Kind) -> u64 {
        self.sides[side as usize] & self.kinds[kind as usize]
    }

    /// The kind of the piece on `square`: the first kind, in index order, whose bitboard
    /// holds it (so contradictory bitboards still give one answer), or `None` when none does.
    ///
    /// ```
    /// use vector_attacks::{Kind, Pieces, Side, Square};
    /// let mut pieces = Pieces::default();
    /// pieces.put(Side::White, Kind::Knight, Square::G1);
    /// assert_eq!(pieces.kind_on(Square::G1), Some(Kind::Knight));
    /// assert_eq!(pieces.kind_on(Square::G2), None);
    /// ```
    pub fn kind_on(&self, square: crate::Square) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|&kind| self.kinds[kind as usize] & square.bit() != 0)
    }

    /// Every occupied square: the union of both sides.
    ///
    /// ```
    /// let pieces = vector_attacks::Pieces { sides: [1, 2], kinds: [3, 0, 0, 0, 0, 0] };
    /// assert_eq!(pieces.occupied(), 3);
    /// ```
    pub const fn occupied(&self) -> u64 {
        self.sides[0] | self.sides[1]
    }

    /// Puts a piece of `side` and `kind` on `square` (adding to what is there).
    ///
    /// ```
    /// use vector_attacks::{Kind, Pieces, Side, Square};
    /// let mut pieces = Pieces::default();
    /// pieces.put(Side::Black, Kind::King, Square::E8);
    /// assert_eq!(pieces.of(Side::Black, Kind::King), Square::E8.bit());
    /// ```
    pub fn put(&mut self, side: Side, kind: Kind, square: crate::Square) {
        self.sides[side as usize] |= square.bit();
        self.kinds[kind as usize] |= square.bit();
    }
}
