#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// A capture's explosion on `square` (`blastOnCapture`): the piece there and every
    /// piece but pawns next to it leave the board, the immune kinds (`blastImmuneTypes`)
    /// excepted. Returns the squares emptied.
    #[inline(always)]
    fn explode(&mut self, square: usize) -> Bitboard {
        let pawns = self.by_type.get(PAWN).copied().unwrap_or(0);
        let mut blast = ((adjacent(square) & !pawns) | bit(square)) & self.occupied();
        let mut t = 0;
        while t < TYPES {
            if BLAST_IMMUNE[t] {
                blast &= !self.by_type[t];
            }
            t += 1;
        }
        let blown = blast;
        while blast != 0 {
            let s = first(blast);
            blast &= blast - 1;
            if let Some((t, side)) = self.piece_on(s) {
                self.remove(t, side, s);
            }
        }
        blown
    }

    /// S-chess's gating after `m` of `us` from `from` to `to` (as Fairy-Stockfish's
    /// `do_move`): the piece it gates put on its square from the hand; the gates it leaves
    /// (a castling, its rook's too) and the opponent's it lands on closed; and every gate of
    /// a side with nothing left to gate, where captures bring nothing to the hand.
    fn gate(&mut self, m: Move, us: usize, from: usize, to: usize) {
        if let (Some(t), Some(square)) = (m.gating(), m.gating_square()) {
            self.put(t, us, square);
            self.add_to_hand(us, t, false);
        }
        let rook = if m.is_castling() {
            let wing = usize::from(m.kind() == CASTLE_QUEENSIDE);
            bit(CASTLE_ROOK_FROM[us][wing])
        } else {
            0
        };
        let emptied = !CAPTURES_TO_HAND && self.held(us) == 0;
        if let Some(gates) = self.gates.get_mut(us) {
            *gates &= !(bit(from) | rook);
            if emptied {
                *gates = 0;
            }
        }
        if let Some(gates) = self.gates.get_mut(us ^ 1) {
            *gates &= !bit(to);
        }
    }

    /// The rights of pieces that have not moved, after `m` of `us`'s piece of type `t` from
    /// `from` to `to`: S-chess's gates ([`Position::gate`]) and Cambodian's first leaps
    /// ([`Position::update_first_leaps`]); nothing in a variant without them.
    #[inline(always)]
    fn update_unmoved(&mut self, m: Move, (t, us): (usize, usize), from: usize, to: usize) {
        if GATING {
            self.gate(m, us, from, to);
        }
        if CAMBODIAN {
            self.update_first_leaps(us, from, to, t);
        }
    }

    /// `make`'s castling of `us` on `wing` (0 kingside), its king from `from` to `to`: the
    /// king and rook moved, the castling recorded, and with `oppositeCastling` the
    /// opponent's right on the same wing taken away.
    #[inline(always)]
    fn castle(&mut self, us: usize, wing: usize, from: usize, to: usize) {
        if let Some(castled) = self.castled.first_mut() {
            *castled = 1 << (us * 2 + wing);
        }
        if OPPOSITE_CASTLING {
            self.castling &= !(1 << ((us ^ 1) * 2 + wing));
        }
        let rook_from = self.castle_rook_from(us, wing);
        let rook = self.type_on(rook_from);
        self.remove(KING, us, from);
        self.remove(rook, us, rook_from);
        self.put(KING, us, to);
        self.put(rook, us, CASTLE_ROOK_TO[us][wing]);
    }

    /// Plays `m`, one of this position's legal moves, in place.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut position = Position::start();
    /// let mut list = MoveList::new();
    /// position.legal_moves(&mut list);
    /// let m = list.as_slice()[0];
    /// let played = position.play(m);
    /// position.make(m);
    /// assert_eq!(position, played);
    /// ```
    #[inline]
    pub fn make(&mut self, m: Move) {
        let us = self.side as usize;
        let them = us ^ 1;
        let (from, to) = (m.from(), m.to());
        let drop = DROPS && m.kind() == DROP;
        self.debug_assert_origin(m, drop);
        // (A drop's `from` holds its type; for the castling rights below, its square.)
        let (t, from) = if drop {
            (from, to)
        } else {
            (self.type_on(from), from)
        };
        // The rights, the en passant file and the side leave the key; the new ones join it
        // at the end.
        self.key ^= ZOBRIST_CASTLING[usize::from(self.castling & 15)]
            ^ self.side_key()
            ^ if self.en_passant == NONE {
                0
            } else {
                self.en_passant_key()
            };
        self.en_passant = NONE;
        self.record_move(m, t, drop);
        self.halfmoves = self.halfmoves.saturating_add(1);
        // The squares an explosion emptied (`blastOnCapture`).
        let mut blown: Bitboard = 0;
        // The type taken, `TYPES` for none (for the count, `countingRule`).
        let mut taken_type = TYPES;
        // Whether a pawn promotes (a piece's promotion is `PIECE_PROMOTION`).
        let pawn_promotion = matches!(m.kind(), NORMAL | DOUBLE_STEP) && m.promotion().is_some();
        match m.kind() {
            CASTLE_KINGSIDE | CASTLE_QUEENSIDE => {
                self.castle(us, (m.kind() - CASTLE_KINGSIDE) as usize, from, to);
            }
            DROP if DROPS => {
                self.put(m.promotion().unwrap_or(t), us, to);
                self.add_to_hand(us, t, false);
                self.halfmoves = 0;
                // (A piece dropped promoted, `dropPromoted`, is marked as one.)
                if DROP_PROMOTED && m.promotion().is_some() {
                    if let Some(set) = self.promoted.get_mut(PROMOTED_SLOT[t]) {
                        *set |= bit(to);
                    }
                }
            }
            kind => {
                let capture = kind == EN_PASSANT || self.by_side[them] & bit(to) != 0;
                if kind == EN_PASSANT {
                    let captured = if us == 0 { to - FILES } else { to + FILES };
                    self.remove(PAWN, them, captured);
                    taken_type = PAWN;
                    if CAPTURES_TO_HAND {
                        self.add_to_hand(us, PAWN_INDEX, true);
                    }
                } else if self.by_side[them] & bit(to) != 0 {
                    let taken = self.type_on(to);
                    taken_type = taken;
                    self.remove(taken, them, to);
                    self.halfmoves = 0;
                    if CAPTURES_TO_HAND {
                        // A promoted piece goes back as what it was (but in `dropLoop`).
                        let back = if DEMOTES {
                            self.unpromoted_on(to)
                        } else {
                            None
                        };
                        self.add_to_hand(us, back.unwrap_or(taken), true);
                    }
                }
                self.remove(t, us, from);
                self.put(m.promotion().unwrap_or(t), us, to);
                if !self.promoted.is_empty() {
                    self.move_marks(from, to, t, m);
                }
                // A piece's promotion cannot be undone (but where pieces demote): it resets
                // the clock, as a pawn's move does.
                if PIECE_PROMOTIONS && !PIECE_DEMOTIONS && kind == PIECE_PROMOTION {
                    self.halfmoves = 0;
                }
                if BLAST && capture {
                    blown = self.explode(to);
                }
                // A move of a type of `nMoveRuleTypes` resets the clock, unless the piece
                // could step straight back (a pawn never can); so does a promotion as the
                // pawn's, of any type.
                let reversible = t != PAWN
                    && QUIET_REACH
                        .get(t)
                        .is_some_and(|r| r[us][to] & bit(from) != 0);
                if (N_MOVE_RULE_TYPES[us] >> t & 1 != 0 && !reversible) || pawn_promotion {
                    self.halfmoves = 0;
                }
                if t == PAWN {
                    // (A double step that promotes leaves no en passant square, as in
                    // Fairy-Stockfish.)
                    if kind == DOUBLE_STEP && m.promotion().is_none() {
                        let middle = (from + to) / 2;
                        // (`PAWN < TYPES` first: a variant without pawns has no such
                        // index, and the constant test lets the compiler see it.)
                        if PAWN < TYPES
                            && EN_PASSANT_REGION[them] & bit(middle) != 0
                            && LEAP_ATTACKERS[PAWN_INDEX][them][middle]
                                & self.by_type[PAWN_INDEX]
                                & self.by_side[them]
                                != 0
                        {
                            self.en_passant = middle as u8;
                        }
                    }
                }
            }
        }
        self.update_unmoved(m, (t, us), from, to);
        self.update_castling(m, (t, us, drop), from, to, blown);
        self.side ^= 1;
        // `make` keeps an en passant square only where a pawn of the side now to move
        // attacks it, so its file's key joins whenever it is set.
        self.key ^= ZOBRIST_CASTLING[usize::from(self.castling & 15)]
            ^ self.side_key()
            ^ if self.en_passant == NONE {
                0
            } else {
                ZOBRIST_EN_PASSANT[self.en_passant as usize % FILES]
            };
        if us == 1 {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        if COUNTING_SLOTS != 0 {
            self.update_count(taken_type, pawn_promotion);
        }
        if CHECK_COUNTING && self.checkers() != 0 {
            if let Some(checks) = self.checks.get_mut(us) {
                let left = checks.saturating_sub(1);
                self.key ^= check_key(us, *checks) ^ check_key(us, left);
                *checks = left;
            }
        }
        if SHAK_SLOTS != 0 {
            self.update_shak(us);
        }
    }

    /// `make`'s castling rights after the move `m` of a piece of type `t` of `us` (the side
    /// to move, not yet changed; `drop` where it is a drop) from `from` to `to`, the squares
    /// `blown` emptied by an explosion: rights spent or lost, a right gained by a drop
    /// (`castlingDroppedPiece`).
    #[inline(always)]
    fn update_castling(
        &mut self,
        m: Move,
        (t, us, drop): (usize, usize, bool),
        from: usize,
        to: usize,
        mut blown: Bitboard,
    ) {
        // (A pass, by a king or a rook on its castling square, keeps the rights, as in
        // Fairy-Stockfish.)
        let passed = (PASSING[0] || PASSING[1]) && m.kind() == PASS;
        if !CHESS960 {
            if !passed {
                self.castling &= CASTLE_KEEP[from] & CASTLE_KEEP[to];
            }
            if CASTLING_DROPPED && drop {
                self.castling |= self.dropped_castling(us, t, to);
            }
        } else if let Some(c) = self.castles.first_mut() {
            // A right ends when a move leaves, lands on or blows up its king's or its
            // rook's square; the squares of the rights left are kept for the next move.
            let moved = if passed { 0 } else { bit(from) | bit(to) } | blown;
            if c.touched & moved != 0 {
                let mut touched = 0;
                for right in 0..4 {
                    let (side, wing) = (right / 2, right % 2);
                    let squares = bit(c.king[side] as usize) | bit(c.rook[side][wing] as usize);
                    if squares & moved != 0 {
                        self.castling &= !(1 << right);
                    } else if self.castling >> right & 1 != 0 {
                        touched |= squares;
                    }
                }
                c.touched = touched;
            }
        }
        if !CHESS960 && BLAST {
            // A king or rook blown up loses its rights.
            while blown != 0 {
                self.castling &= CASTLE_KEEP[first(blown)];
                blown &= blown - 1;
            }
        }
    }

    /// `make`'s records of the move `m` of a piece of type `t` (`drop` where it is a drop)
    /// in the slots the variant keeps (all empty in chess): the castling it made, whether
    /// it dropped a pawn that may not mate, the move itself and whether it took, the passes
    /// and bikjang before it.
    #[inline(always)]
    fn record_move(&mut self, m: Move, t: usize, drop: bool) {
        let them = self.side as usize ^ 1;
        let to = m.to();
        if let Some(castled) = self.castled.first_mut() {
            *castled = 0;
        }
        if let Some(dropped) = self.dropped.first_mut() {
            *dropped = drop && m.promotion().is_none() && t == PAWN_DROP_MATE;
        }
        if let Some(last) = self.last.first_mut() {
            // (Taken: an enemy piece on the destination; janggi has no en passant.)
            *last = Some((m, !drop && self.by_side[them] & bit(to) != 0));
        }
        if PASS_SLOTS != 0 {
            let facing = self.bikjang();
            if let Some(passes) = self.passes.first_mut() {
                *passes = u8::from(m.kind() == PASS) | (*passes & 1) << 1 | u8::from(facing) << 2;
            }
        }
    }

    /// A cheap guard against a move of another position (a legal move starts on a piece of
    /// the side to move, or drops one it holds), in debug builds; `try_play` checks legality
    /// in full.
    #[inline(always)]
    fn debug_assert_origin(&self, m: Move, drop: bool) {
        let (us, from) = (self.side as usize, m.from());
        debug_assert!(
            if drop {
                self.in_hand(us, from) != 0
            } else {
                self.by_side[us] & bit(from) != 0
            },
            "{m} is not a move of this position: no piece of the side to move on its origin or in its hand"
        );
    }
}
