//! The seven attack classes of `attacksBy0x88DiffAndPiece`.

use core::fmt;

use crate::{Color, Role};

/// A piece as far as attacks go: pawns by colour (they attack in one direction), the other
/// pieces without colour. The numbers are the table rows.
///
/// ```
/// use vector_attacks::Piece;
/// assert_eq!(Piece::try_from(4u8), Ok(Piece::Rook));
/// assert!(Piece::try_from(7u8).is_err());
/// assert_eq!(Piece::Queen as u8, 5);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Piece {
    /// Attacks one rank down (towards rank 1), one file either side.
    BlackPawn = 0,
    /// Attacks one rank up (towards rank 8), one file either side.
    WhitePawn = 1,
    /// Knight.
    Knight = 2,
    /// Bishop.
    Bishop = 3,
    /// Rook.
    Rook = 4,
    /// Queen.
    Queen = 5,
    /// King.
    King = 6,
}

impl Piece {
    /// All seven classes, in table order.
    ///
    /// ```
    /// assert_eq!(vector_attacks::Piece::ALL[0], vector_attacks::Piece::BlackPawn);
    /// ```
    pub const ALL: [Piece; 7] = [
        Piece::BlackPawn,
        Piece::WhitePawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];

    /// The attack class of a pawn of `side`: its row in the pawn tables too
    /// (`PAWN_ATTACKS[Piece::pawn(side).index()]`).
    ///
    /// ```
    /// use vector_attacks::{Piece, Color};
    /// assert_eq!(Piece::pawn(Color::Black), Piece::BlackPawn);
    /// ```
    pub const fn pawn(side: Color) -> Piece {
        match side {
            Color::White => Piece::WhitePawn,
            Color::Black => Piece::BlackPawn,
        }
    }

    /// The attack class of a piece of `kind` and `side`: only pawns depend on the side.
    ///
    /// ```
    /// use vector_attacks::{Role, Piece, Color};
    /// assert_eq!(Piece::of(Role::Pawn, Color::White), Piece::WhitePawn);
    /// assert_eq!(Piece::of(Role::Queen, Color::Black), Piece::Queen);
    /// ```
    pub const fn of(kind: Role, side: Color) -> Piece {
        match kind {
            Role::Pawn => Piece::pawn(side),
            Role::Knight => Piece::Knight,
            Role::Bishop => Piece::Bishop,
            Role::Rook => Piece::Rook,
            Role::Queen => Piece::Queen,
            Role::King => Piece::King,
        }
    }

    /// The kind of piece, without side.
    ///
    /// ```
    /// use vector_attacks::{Role, Piece};
    /// assert_eq!(Piece::BlackPawn.kind(), Role::Pawn);
    /// assert!(vector_attacks::Role::ALL.iter().all(|&k| Piece::of(k, vector_attacks::Color::White).kind() == k));
    /// ```
    pub const fn kind(self) -> Role {
        match self {
            Piece::BlackPawn | Piece::WhitePawn => Role::Pawn,
            Piece::Knight => Role::Knight,
            Piece::Bishop => Role::Bishop,
            Piece::Rook => Role::Rook,
            Piece::Queen => Role::Queen,
            Piece::King => Role::King,
        }
    }

    /// The table row, 0..7.
    ///
    /// ```
    /// assert_eq!(vector_attacks::Piece::King.index(), 6);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A number that is not a piece class (7 or more), from [`Piece::try_from`].
///
/// ```
/// use vector_attacks::{Piece, PieceOutOfRange};
/// assert_eq!(Piece::try_from(9u8), Err(PieceOutOfRange(9)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceOutOfRange(pub u8);

impl fmt::Display for PieceOutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "piece class {} is out of range; use 0 black pawn, 1 white pawn, 2 knight, 3 bishop, 4 rook, 5 queen or 6 king",
            self.0
        )
    }
}

impl core::error::Error for PieceOutOfRange {}

impl TryFrom<u8> for Piece {
    type Error = PieceOutOfRange;

    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Piece::ALL
            .get(usize::from(n))
            .copied()
            .ok_or(PieceOutOfRange(n))
    }
}
