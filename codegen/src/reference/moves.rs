//! One legal move of the reference generator, and its UCI.

/// One legal move: from, to (for castling the king's destination, or in Chess960 its rook's
/// square, as Fairy-Stockfish writes each), a promotion letter; or a drop: the letter of the
/// piece put from the hand onto `to` (`from` is then `to` too).
///
/// ```
/// use vector_attacks_codegen::reference::Move;
/// let m = Move { from: 12, to: 28, promotion: None, castling: false, drop: None, gating: None };
/// assert_eq!(m.uci(8), "e2e4");
/// let d = Move { from: 28, to: 28, promotion: None, castling: false, drop: Some('n'), gating: None };
/// assert_eq!(d.uci(8), "N@e4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Move {
    /// The square left.
    pub from: usize,
    /// The square reached.
    pub to: usize,
    /// The letter of the piece a pawn becomes; `+` for a piece promoting as shogi's do (or
    /// a drop of a piece promoted, `dropPromoted`), `-` for a promoted one turning back
    /// (`pieceDemotion`).
    pub promotion: Option<char>,
    /// Whether it is castling.
    pub castling: bool,
    /// For a drop, the letter of the piece dropped.
    pub drop: Option<char>,
    /// For a gating move (S-chess's), the letter of the piece put from the hand, and the
    /// square it goes on: the square left, or for a castling the king's or the rook's.
    pub gating: Option<(char, usize)>,
}

impl Move {
    /// Whether it is a pass (janggi's): from and to one square, neither a drop nor a
    /// promotion (sittuyin's promotion in place is one).
    ///
    /// ```
    /// use vector_attacks_codegen::reference::Move;
    /// let pass = Move { from: 4, to: 4, promotion: None, castling: false, drop: None, gating: None };
    /// assert!(pass.is_pass());
    /// assert!(!Move { promotion: Some('f'), ..pass }.is_pass());
    /// ```
    pub fn is_pass(&self) -> bool {
        self.from == self.to && self.drop.is_none() && self.promotion.is_none()
    }

    /// The move in UCI on a board `files` wide (`a2a4`, `e7e8q`, `f1i1`).
    pub fn uci(&self, files: usize) -> String {
        let name = |s: usize| format!("{}{}", char::from(b'a' + (s % files) as u8), s / files + 1);
        if let Some(letter) = self.drop {
            let promoted = if self.promotion.is_some() { "+" } else { "" };
            return format!(
                "{promoted}{}@{}",
                letter.to_ascii_uppercase(),
                name(self.to)
            );
        }
        let promotion = self.promotion.map(String::from).unwrap_or_default();
        match self.gating {
            // A castling gating on its rook's square: from there to the king's square, as
            // Fairy-Stockfish writes it (`h1e1h`).
            Some((letter, square)) if self.castling && square != self.from => {
                format!("{}{}{letter}", name(square), name(self.from))
            }
            Some((letter, _)) => format!("{}{}{promotion}{letter}", name(self.from), name(self.to)),
            None => format!("{}{}{promotion}", name(self.from), name(self.to)),
        }
    }
}
