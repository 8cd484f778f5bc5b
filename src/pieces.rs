//! A position's pieces as plain bitboards, engine-agnostic: one bitboard per side and one
//! per kind, squares a1 = 0 ... h8 = 63, the layout most bitboard engines already keep.
//!
//! Mapping an engine's board costs eight moves of a `u64`:
//!
//! - shakmaty (`Board`): `Pieces { sides: [board.white().0, board.black().0], roles:
//!   [board.pawns().0, board.knights().0, board.bishops().0, board.rooks().0,
//!   board.queens().0, board.kings().0] }`;
//! - cozy-chess (`Board`): `sides: [board.colors(Color::White).0,
//!   board.colors(Color::Black).0]`, `roles: [board.pieces(Piece::Pawn).0, ...,
//!   board.pieces(Piece::King).0]`.
//!
//! Sides and piece types are the chess module's [`Color`] and [`Role`] (re-exported at the
//! crate root): one vocabulary for the attack getters and the move generator.

use crate::{Color, Role};

/// The pieces of a position: bitboards by side and by kind (bit `i` is square `i`, a1 = 0).
///
/// Any values are accepted, and nothing panics. A square is a piece of a side and of a
/// kind where it is set in both. Contradictory bitboards are read literally:
/// [`attackers_to`](crate::attackers_to) does not ask whose knight, bishop, rook, queen or
/// king a square holds, so one set in such a kind counts even in no side, while a pawn
/// counts for each side it is set in (its side decides where it attacks), and not at all in
/// none; [`is_attacked_by`](crate::is_attacked_by) counts a piece for each side it is set
/// in. A square set in two roles counts as both. A position without a king is no
/// problem: nothing here needs one.
///
/// ```
/// use vector_attacks::{Role, Pieces, Color, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Color::White, Role::Rook, Square::A1);
/// assert_eq!(pieces.of(Color::White, Role::Rook), Square::A1.bit());
/// assert_eq!(pieces.occupied(), Square::A1.bit());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pieces {
    /// The squares of each side's pieces, `[white, black]`.
    pub sides: [u64; 2],
    /// The squares of each kind's pieces of both sides, `[pawns, knights, bishops, rooks,
    /// queens, kings]`.
    pub roles: [u64; 6],
}

impl Pieces {
    /// The pieces of one side and kind.
    ///
    /// ```
    /// use vector_attacks::{Role, Pieces, Color};
    /// let pieces = Pieces { sides: [0xFFFF, 0], roles: [0xFF00, 0, 0, 0, 0, 0] };
    /// assert_eq!(pieces.of(Color::White, Role::Pawn), 0xFF00);
    /// ```
    pub const fn of(&self, side: Color, kind: Role) -> u64 {
        self.sides[side as usize] & self.roles[kind as usize]
    }

    /// The kind of the piece on `square`: the first kind, in index order, whose bitboard
    /// holds it (so contradictory bitboards still give one answer), or `None` when none does.
    ///
    /// ```
    /// use vector_attacks::{Role, Pieces, Color, Square};
    /// let mut pieces = Pieces::default();
    /// pieces.put(Color::White, Role::Knight, Square::G1);
    /// assert_eq!(pieces.role_on(Square::G1), Some(Role::Knight));
    /// assert_eq!(pieces.role_on(Square::G2), None);
    /// ```
    pub fn role_on(&self, square: crate::Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|&kind| self.roles[kind as usize] & square.bit() != 0)
    }

    /// Every occupied square: the union of both sides.
    ///
    /// ```
    /// let pieces = vector_attacks::Pieces { sides: [1, 2], roles: [3, 0, 0, 0, 0, 0] };
    /// assert_eq!(pieces.occupied(), 3);
    /// ```
    pub const fn occupied(&self) -> u64 {
        self.sides[0] | self.sides[1]
    }

    /// Puts a piece of `side` and `kind` on `square` (adding to what is there).
    ///
    /// ```
    /// use vector_attacks::{Role, Pieces, Color, Square};
    /// let mut pieces = Pieces::default();
    /// pieces.put(Color::Black, Role::King, Square::E8);
    /// assert_eq!(pieces.of(Color::Black, Role::King), Square::E8.bit());
    /// ```
    pub fn put(&mut self, side: Color, kind: Role, square: crate::Square) {
        self.sides[side as usize] |= square.bit();
        self.roles[kind as usize] |= square.bit();
    }
}
