//! The board facts every slice's items need: its size, the bitboards' width, the number of
//! piece types and the pawn's type.

/// The board and types a plan is for.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let board = Plan::of(&Variant::shipped("capablanca").unwrap()).unwrap().board();
/// assert_eq!((board.squares(), board.wide(), board.types), (80, true, 8));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// Files.
    pub files: usize,
    /// Ranks.
    pub ranks: usize,
    /// Piece types.
    pub types: usize,
    /// The pawn's type (`types` where there is none).
    pub pawn: usize,
}

impl Board {
    /// Its squares.
    ///
    /// ```
    /// let board = vector_attacks_codegen::movegen::Board { files: 9, ranks: 10, types: 7, pawn: 7 };
    /// assert_eq!(board.squares(), 90);
    /// ```
    pub fn squares(&self) -> usize {
        self.files * self.ranks
    }

    /// Whether bitboards need 128 bits.
    ///
    /// ```
    /// use vector_attacks_codegen::movegen::Board;
    /// assert!(Board { files: 9, ranks: 10, types: 7, pawn: 7 }.wide());
    /// assert!(!Board { files: 8, ranks: 8, types: 6, pawn: 0 }.wide());
    /// ```
    pub fn wide(&self) -> bool {
        self.squares() > 64
    }
}
