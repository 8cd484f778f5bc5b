#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// The pieces giving check to the side to move.
    ///
    /// ```variant
    /// assert_eq!(crate_path::Position::start().checkers(), 0);
    /// ```
    #[must_use]
    pub fn checkers(&self) -> Bitboard {
        let us = self.side as usize;
        if !self.royal_on_board(us) {
            return 0;
        }
        let king = first(self.by_type[KING] & self.by_side[us]);
        self.attackers(king, us ^ 1, self.occupied())
    }

    /// Per side, its pseudo-royal pieces (`extinctionPseudoRoyal`): its pieces of each kind
    /// the extinction rule counts while it has at most one more of the kind than the rule's
    /// count (Fairy-Stockfish's `pseudoRoyals`); none where the variant has no such pieces.
    #[inline(always)]
    fn pseudo_royals(&self) -> [Bitboard; 2] {
        let mut out = [0; 2];
        if !PSEUDO_ROYAL {
            return out;
        }
        for (side, set) in out.iter_mut().enumerate() {
            let mut t = 0;
            while t < TYPES {
                let pieces = self.by_type[t] & self.by_side[side];
                if EXTINCTION_TYPES[t] && pieces.count_ones() <= EXTINCTION_COUNT.saturating_add(1)
                {
                    *set |= pieces;
                }
                t += 1;
            }
        }
        out
    }

    /// Whether `side`'s pseudo-royal piece on `square` is in check with `occupied` the
    /// board: attacked, unless captures explode and it touches one of `theirs`, the
    /// opponent's pseudo-royal pieces (taking it would blow up the taker's own).
    #[inline(always)]
    fn pseudo_royal_attacked(
        &self,
        square: usize,
        side: usize,
        theirs: Bitboard,
        occupied: Bitboard,
    ) -> bool {
        !(BLAST && adjacent(square) & theirs != 0)
            && self.attackers(square, side ^ 1, occupied) != 0
    }

    /// The squares from which the side to move's piece may go to an empty square without
    /// endangering its pseudo-royal pieces (`royals`, per side): none while one of them is
    /// in check or where hoppers or lame leapers play, else all but theirs and those of the
    /// pieces pinned to them.
    #[inline(always)]
    fn calm(&self, royals: [Bitboard; 2]) -> Bitboard {
        let us = self.side as usize;
        // (Beside hoppers and lame leapers a move to an empty square may give a screen or
        // open a leg: every move is tested.)
        if TESTED || self.pseudo_royal_checked_among(royals) {
            return 0;
        }
        let mut ours = royals[us];
        let mut held = royals[us];
        while ours != 0 {
            let s = first(ours);
            ours &= ours - 1;
            held |= self.pinned(s, us);
        }
        !held
    }

    /// Whether a pseudo-royal piece of the side to move is in check (false where the variant
    /// has none).
    fn pseudo_royal_checked(&self) -> bool {
        self.pseudo_royal_checked_among(self.pseudo_royals())
    }

    /// Whether one of the side to move's pseudo-royal pieces (`royals`, per side) is in
    /// check.
    #[inline(always)]
    fn pseudo_royal_checked_among(&self, royals: [Bitboard; 2]) -> bool {
        let us = self.side as usize;
        self.any_pseudo_royal_attacked(royals[us], us, royals[us ^ 1], self.occupied())
    }

    /// Whether a pseudo-royal piece of `side` on one of `squares` would be in check with
    /// `occupied` the board ([`Position::pseudo_royal_attacked`] for each).
    #[inline(always)]
    fn any_pseudo_royal_attacked(
        &self,
        mut squares: Bitboard,
        side: usize,
        theirs: Bitboard,
        occupied: Bitboard,
    ) -> bool {
        while squares != 0 {
            let s = first(squares);
            squares &= squares - 1;
            if self.pseudo_royal_attacked(s, side, theirs, occupied) {
                return true;
            }
        }
        false
    }

    /// Whether `m`, legal but for pseudo-royal pieces (`royals`, per side), keeps them
    /// (Fairy-Stockfish's `Position::legal` under `extinctionPseudoRoyal`): none of ours may
    /// be blown up; a move that blows one of the opponent's up is then legal; else none of
    /// ours may be left attacked, and a castling one may not stand on or cross an attacked
    /// square; a piece dropped of a pseudo-royal kind is one, whatever their number. Made
    /// and tested.
    #[inline(always)]
    fn keeps_pseudo_royals(&self, m: Move, royals: [Bitboard; 2]) -> bool {
        let us = self.side as usize;
        let them = us ^ 1;
        let (from, to) = (m.from(), m.to());
        let mut ours = royals[us];
        if let Some(t) = m.dropped() {
            // A drop lifts and takes nothing: it may block a check, and a piece of a
            // pseudo-royal kind put down may not stand attacked (Fairy-Stockfish's `legal`
            // counts it pseudo-royal even beside others of its kind).
            if EXTINCTION_TYPES[m.promotion().unwrap_or(t)] {
                ours |= bit(to);
            }
            let occupied = self.occupied() | bit(to);
            return !self.any_pseudo_royal_attacked(ours, us, royals[them], occupied);
        }
        // (A piece's promotion or demotion as shogi's keeps the pseudo-royal pieces as they
        // are, as Fairy-Stockfish's `legal` does: only a pawn's promotion to a counted kind
        // changes them.)
        let plain = matches!(m.kind(), PIECE_PROMOTION | PIECE_DEMOTION)
            || (matches!(m.kind(), NORMAL | DOUBLE_STEP)
                && !matches!(m.promotion(), Some(p) if EXTINCTION_TYPES[p]));
        if plain {
            // A plain move, tested on the board as it will be: what a capture blows up
            // gone, the piece taken no attacker.
            let before = self.occupied();
            let blown = if BLAST && self.by_side[them] & bit(to) != 0 {
                let pawns = self.by_type.get(PAWN).copied().unwrap_or(0);
                ((adjacent(to) & !pawns) | bit(to)) & before
            } else {
                0
            };
            if ours & bit(from) != 0 {
                ours = (ours & !bit(from)) | bit(to);
            }
            if ours & blown != 0 {
                return false;
            }
            if royals[them] & blown != 0 {
                return true;
            }
            let occupied = ((before & !bit(from)) | bit(to)) & !blown;
            let attackers = self.by_side[them] & occupied & !bit(to);
            while ours != 0 {
                let s = first(ours);
                ours &= ours - 1;
                if !(BLAST && adjacent(s) & royals[them] != 0)
                    && self.attackers(s, them, occupied) & attackers != 0
                {
                    return false;
                }
            }
            return true;
        }
        // Castling, en passant and a promotion to a pseudo-royal kind: made and tested.
        if ours & bit(from) != 0 {
            if m.is_castling() {
                let occupied = self.occupied() ^ bit(from);
                let path = (rank_span(from, to) & !bit(to)) | bit(from);
                if self.any_pseudo_royal_attacked(path, us, royals[them], occupied) {
                    return false;
                }
            }
            ours = (ours & !bit(from)) | bit(to);
        }
        if let Some(p) = m.promotion() {
            if EXTINCTION_TYPES[p] {
                let kind = self.by_type[p] & self.by_side[us];
                // One more of the kind than pseudo-royal pieces may be: none of them is.
                if kind.count_ones() > EXTINCTION_COUNT {
                    ours &= !kind;
                } else {
                    ours |= bit(to);
                }
            }
        }
        let after = self.play(m);
        let occupied = after.occupied();
        if ours & !occupied != 0 {
            return false;
        }
        if royals[them] & !occupied != 0 {
            return true;
        }
        !after.any_pseudo_royal_attacked(ours, us, royals[them], occupied)
    }

    /// Our pieces pinned to our king: each the only piece between the king and an enemy
    /// rider that would attack the king without it.
    #[inline(always)]
    fn pinned(&self, king: usize, us: usize) -> Bitboard {
        let them = us ^ 1;
        let theirs = self.by_side[them];
        let occupied = self.occupied();
        let by_type = self.confined_to(king, them);
        let mut snipers = line_hits(line_riders(&by_type).map(|r| r & theirs), king, theirs);
        let mut t = 0;
        while t < TYPES {
            let pieces = by_type[t] & theirs;
            if pieces != 0 {
                for r in RIDES_REVERSED[t][them] {
                    snipers |= ride(r, king, theirs) & pieces;
                }
            }
            t += 1;
        }
        let mut pinned = 0;
        while snipers != 0 {
            let sniper = first(snipers);
            snipers &= snipers - 1;
            let blockers = BETWEEN[king][sniper] & occupied;
            if blockers != 0 && blockers & (blockers - 1) == 0 && blockers & self.by_side[us] != 0 {
                pinned |= blockers;
            }
        }
        pinned
    }
}
