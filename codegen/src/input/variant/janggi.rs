//! Janggi's rules beside its pieces, with Fairy-Stockfish's meaning:
//! - `diagonalLines`: on these squares (janggi's palace corners and centres) the wazir, the
//!   king where it moves as one (the built-in kings of xiangqi's family), the soldier, the
//!   rook and janggi's cannon also move along the diagonals, to squares of the set
//!   (`Position::attacks_from`, `Position::moves_from`);
//! - `pass`, `passWhite`, `passBlack`: a side may pass, unless in check; two passes in a row
//!   end the game (`is_immediate_game_end`); the king passes, from and to its square, or
//!   where the side has no king on the board its piece on the lowest square;
//! - `passOnStalemate`, `passOnStalemateWhite`, `passOnStalemateBlack` (Anders' antichess):
//!   a side may pass only when it has no other legal move and is not in check (the pass is
//!   then its only move; the option implies `pass`, as Fairy-Stockfish's `pass(c)` reads
//!   both);
//! - `bikjangRule`: where the kings face each other on an open file or rank (bikjang), the
//!   side to move must end the facing or pass, which it may then do in check too, and a
//!   bikjang after the move before it ends the game.
//!
//! Janggi's cannon (`janggiCannon`, `pR`) and elephant (`janggiElephant`, `nZ`) are pieces
//! ([`super::PieceType`]); the cannon's rule, that it neither hops over nor takes a cannon, is
//! the move generator's ([`crate::movegen`]).

use crate::error::Error;

/// The options this module reads.
pub(super) const OPTIONS: &[&str] = &[
    "diagonalLines",
    "pass",
    "passWhite",
    "passBlack",
    "bikjangRule",
    "passOnStalemate",
    "passOnStalemateWhite",
    "passOnStalemateBlack",
];

/// Janggi's rules as a section gives them.
///
/// ```
/// use vector_attacks_codegen::variant::Variant;
/// let v = Variant::shipped("janggi").unwrap();
/// assert_eq!(v.janggi.pass, [true, true]);
/// assert!(v.janggi.bikjang);
/// assert_eq!(v.janggi.diagonal_lines.count_ones(), 10);
/// assert_eq!(Variant::shipped("chess").unwrap().janggi, Default::default());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Janggi {
    /// The squares on which pieces also move along the diagonals (`diagonalLines`), a1 =
    /// bit 0, rank by rank.
    pub diagonal_lines: u128,
    /// Whether each side (White, Black) may pass (`pass`, `passWhite`, `passBlack`, or
    /// where it may pass only when stalemated, `passOnStalemate*`).
    pub pass: [bool; 2],
    /// Whether each side may pass only when it has no other legal move
    /// (`passOnStalemate`, `passOnStalemateWhite`, `passOnStalemateBlack`).
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// let v = Variant::shipped("andersanti").unwrap();
    /// assert_eq!(v.janggi.pass_on_stalemate, [true, true]);
    /// assert_eq!(v.janggi.pass, [true, true]);
    /// assert!(!v.janggi.board_rules());
    /// ```
    pub pass_on_stalemate: [bool; 2],
    /// Whether kings facing each other must be parted (`bikjangRule`).
    pub bikjang: bool,
}

impl Janggi {
    /// Whether any of the rules holds.
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// assert!(Variant::shipped("janggicasual").unwrap().janggi.any());
    /// assert!(!Variant::shipped("xiangqi").unwrap().janggi.any());
    /// ```
    #[must_use]
    pub fn any(&self) -> bool {
        self.diagonal_lines != 0 || self.pass != [false, false] || self.bikjang
    }

    /// Whether the rules of janggi's board hold: the palace diagonals or bikjang, which
    /// the move generator plays by testing each move on the board after it (passing alone
    /// needs no such test).
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// assert!(Variant::shipped("janggi").unwrap().janggi.board_rules());
    /// assert!(!Variant::shipped("chess").unwrap().janggi.board_rules());
    /// ```
    #[must_use]
    pub fn board_rules(&self) -> bool {
        self.diagonal_lines != 0 || self.bikjang
    }
}

/// The rules through `value` (an option's last value, if set), `region` reading a square
/// list on the variant's board.
pub(super) fn read<'a>(
    variant: &str,
    value: impl Fn(&str) -> Option<&'a str>,
    region: impl Fn(&str, &str) -> Result<u128, Error>,
) -> Result<Janggi, Error> {
    let bad = super::option_error(variant);
    let flag = |key: &str, default: bool| {
        super::boolean(key, value(key), default).map_err(|why| bad(key, why))
    };
    let both = flag("pass", false)?;
    let stalemated = flag("passOnStalemate", false)?;
    let pass_on_stalemate = [
        flag("passOnStalemateWhite", stalemated)?,
        flag("passOnStalemateBlack", stalemated)?,
    ];
    let pass = [flag("passWhite", both)?, flag("passBlack", both)?];
    Ok(Janggi {
        diagonal_lines: match value("diagonalLines") {
            None => 0,
            Some(text) => region("diagonalLines", text)?,
        },
        pass: [0, 1].map(|c| pass[c] || pass_on_stalemate[c]),
        pass_on_stalemate,
        bikjang: flag("bikjangRule", false)?,
    })
}
