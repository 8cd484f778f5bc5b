#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// The position after `m`, one of this position's legal moves (a move of another
    /// position leaves a position that is not one; debug builds stop a move that does not
    /// start on a piece of the side to move). [`Position::try_play`] checks the move.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let start = Position::start();
    /// let mut list = MoveList::new();
    /// start.legal_moves(&mut list);
    /// let next = start.play(list.as_slice()[0]);
    /// assert_ne!(next, start);
    /// ```
    #[must_use]
    #[inline]
    pub fn play(&self, m: Move) -> Position {
        let mut p = *self;
        p.make(m);
        p
    }

    /// The position after `m`, or [`IllegalMove`] if `m` is not one of its legal moves (a
    /// move kept from another position: a hash move, a killer move, a move played twice).
    /// [`Position::play`] is the unchecked form, for moves the position itself listed.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let start = Position::start();
    /// let mut list = MoveList::new();
    /// start.legal_moves(&mut list);
    /// assert_eq!(start.try_play(list.as_slice()[0]), Ok(start.play(list.as_slice()[0])));
    /// ```
    pub fn try_play(&self, m: Move) -> Result<Position, IllegalMove> {
        if self.is_legal(m) {
            Ok(self.play(m))
        } else {
            Err(IllegalMove(m))
        }
    }

    /// Whether `m` is a legal move here: for a move kept from elsewhere (a hash move, a
    /// killer, another position's move). A plain move of a piece but the king is checked
    /// directly (the piece reaches its destination, no attacker of the king is left but
    /// the piece taken), and so is the king's step (onto a square no piece attacks once
    /// the king has left); castling, en passant and double steps generate the moves of the
    /// piece on the origin. A move carries its kind: the same squares
    /// making another kind of move here (a pawn's double step stored, a rook's move here)
    /// are not this move.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let start = Position::start();
    /// let mut list = MoveList::new();
    /// start.legal_moves(&mut list);
    /// let m = list.as_slice()[0];
    /// assert!(start.is_legal(m));
    /// assert!(!start.play(m).is_legal(m)); // the other side's turn
    /// ```
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        if self.rule_ended() {
            return false;
        }
        let (from, to) = (m.from(), m.to());
        let us = self.side as usize;
        if (DROPS && m.kind() == DROP) || (MUST_DROP && self.must_drop()) {
            // A drop (rare among kept moves), or any move while `mustDrop` binds: every
            // move generated.
            return self.generates(m, !0);
        }
        if from >= SQUARES || to >= SQUARES || self.by_side[us] & bit(from) == 0 {
            return false;
        }
        if CAMBODIAN && self.first_leaps(us) & bit(from) != 0 {
            // A piece with its first leap (rare among kept moves): its moves generated.
            return self.generates(m, bit(from));
        }
        if SITTUYIN && m.promotion().is_some() {
            // Sittuyin's promotion (rare among kept moves): the pawn's moves generated.
            return self.generates(m, bit(from));
        }
        if GATING && m.gating().is_some() {
            // A gating (rare among kept moves): the moves of the piece on `from` (the king,
            // for a castling), its gatings among them.
            return self.generates(m, bit(from));
        }
        let t = self.type_on(from);
        // (`immobilityIllegal`: no plain move to where the piece could not move on.)
        if IMMOBILITY_ILLEGAL
            && m.kind() == NORMAL
            && m.promotion().is_none()
            && IMMOBILE[t][us] & bit(to) != 0
        {
            return false;
        }
        // (A piece that must promote, or demote, where it may: its moves are generated,
        // below.)
        let must_promote = MANDATORY_PIECE_PROMOTION
            && (PROMOTED_TYPE[t] < TYPES || (PIECE_DEMOTIONS && promoted_into(t)));
        if !MUST_CAPTURE
            && !NO_CHECKS
            && !PSEUDO_ROYAL
            && !must_promote
            && t != KING
            && m.kind() == NORMAL
        {
            // A plain move of a piece but the king: it must reach `to` (with a promotion
            // where it must or may promote) and leave no attacker of the king but the
            // piece it takes.
            let promotion = match m.promotion() {
                _ if (t != PAWN && PROMOTION_PAWN_TYPES[us] >> t & 1 == 0)
                    || PROMOTION_REGION[us] & bit(to) == 0 =>
                {
                    m.promotion().is_none()
                }
                Some(p) => PROMOTIONS[us].contains(&(p as u8)) && self.promotion_open(us, p),
                None => !MANDATORY_PROMOTION,
            };
            let occupied = self.occupied();
            if !promotion
                || targets(t, us, from, occupied, self.by_side[us ^ 1], self.cannons()) & bit(to)
                    == 0
            {
                return false;
            }
            let king = first(self.by_type[KING] & self.by_side[us]);
            let after = (occupied ^ bit(from)) | bit(to);
            let cannons = self.cannons_after(bit(from), to);
            return !self.royal_on_board(us)
                || !self.exposed(king, us, after, to, cannons, self.bikjang());
        }
        if !MUST_CAPTURE
            && !NO_CHECKS
            && !PSEUDO_ROYAL
            && !MAKPONG
            && t == KING
            && m.kind() == NORMAL
        {
            // The king's step: onto a square no piece attacks once the king has left.
            let occupied = self.occupied();
            return m.promotion().is_none()
                && targets_of::<KING>(us, from, occupied, self.by_side[us ^ 1], 0) & bit(to) != 0
                && (!self.royal_on_board(us)
                    || (self.attackers(to, us ^ 1, occupied ^ bit(from)) == 0
                        && !self.faces(to, us, occupied ^ bit(from))));
        }
        // Castling, en passant and double steps (and every move where captures are
        // compulsory or checks forbidden): the moves of the piece on `from`, generated.
        self.generates(m, bit(from))
    }

    /// Whether `m`, one of this position's legal moves, puts the opponent in check.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let start = Position::start();
    /// let mut list = MoveList::new();
    /// start.legal_moves(&mut list);
    /// assert!(list.as_slice().iter().all(|&m| !start.gives_check(m)));
    /// ```
    #[must_use]
    pub fn gives_check(&self, m: Move) -> bool {
        self.play(m).is_check()
    }
}
