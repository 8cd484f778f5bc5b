// Shatar's mate rule (`shatarMateRule`, Mongolian chess), as Fairy-Stockfish's
// `Position::checkmate_value` judges it: a check by a knight, a rook or a bers is a shak; a
// side's checks given move after move form a series, which a move of that side that gives
// no check ends; a checkmate wins only when the series ending in it held a shak, is a draw
// (niol) when it held none, and is no mate at all when knights alone give it.

#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// Where shatar's mate rule is played (`shatarMateRule`), whether the series of checks
    /// `side` is giving has held a shak: every move of `side` since the series began gave
    /// check, and one of them by a knight, a rook or a bers. The series a FEN shows is the
    /// check the side not to move gives there. Always `false` elsewhere.
    ///
    /// ```variant
    /// use crate_path::{Color, Position};
    /// assert!(!Position::start().shak(Color::White));
    /// ```
    #[must_use]
    pub fn shak(&self, side: Color) -> bool {
        self.shak
            .first()
            .is_some_and(|&s| s >> side.index() & 1 != 0)
    }

    /// Whether the check the side to move is in is a shak (a checker's type is one).
    fn checked_by_shak(&self, checkers: Bitboard) -> bool {
        (0..TYPES).any(|t| SHAK_TYPES[t] && self.by_type[t] & checkers != 0)
    }

    /// The series of the side `them` that gives the check the side to move is in, as a FEN
    /// shows it: a shak if the check is one (`settle`), none for the side to move.
    fn start_shak(&mut self) {
        let them = self.side as usize ^ 1;
        let shak = self.checked_by_shak(self.checkers());
        if let Some(series) = self.shak.first_mut() {
            *series = u8::from(shak) << them;
        }
    }

    /// `make`'s series after a move of `us` (the side to move already changed): ended if
    /// the move gave no check, holding a shak from now on if it gave one.
    #[inline(always)]
    fn update_shak(&mut self, us: usize) {
        let checkers = self.checkers();
        let shak = checkers != 0 && self.checked_by_shak(checkers);
        if let Some(series) = self.shak.first_mut() {
            if checkers == 0 {
                *series &= !(1 << us);
            } else if shak {
                *series |= 1 << us;
            }
        }
    }

    /// The result of the checkmate the side to move is in under shatar's rule, for the side
    /// to move: a win when knights alone give it, a loss after a shak (`CHECKMATE_VALUE`),
    /// a draw (niol) without one.
    fn shatar_mate_value(&self) -> i8 {
        let checkers = self.checkers();
        let knights = self.by_type.get(SHAK_KNIGHT).copied().unwrap_or(0);
        if checkers & !knights == 0 {
            1
        } else if self.shak(!self.turn()) {
            CHECKMATE_VALUE
        } else {
            0
        }
    }
}
