/// Where the variant counts moves (makruk's family, `countingRule`), the count: its limit
/// in plies (0 before it starts) and the plies counted. Fairy-Stockfish writes them in the
/// FEN where the en passant square and the halfmove clock stand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct MoveCount {
    limit: u16,
    ply: u16,
}

#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// The pieces of `side` on the board, its king included.
    #[inline(always)]
    fn men_of(&self, side: usize) -> u32 {
        self.side_pieces(side).count_ones()
    }

    /// The pawns of both sides on the board.
    #[inline(always)]
    fn pawn_count(&self) -> u32 {
        (self.pieces(PAWN, 0) | self.pieces(PAWN, 1)).count_ones()
    }

    /// The moves `side` may count to if its count started now, in full moves, 0 where it
    /// may not count (Fairy-Stockfish's `count_limit`): the board's honour while it has
    /// more than its king, the pieces' honour by the opponent's rooks, khons and knights
    /// once it has only its king.
    fn count_limit(&self, side: usize) -> u16 {
        let them = side ^ 1;
        let theirs = |t: usize| self.pieces(t, them).count_ones();
        let (ours, bare) = (self.men_of(side), self.men_of(them) == 1);
        match COUNTING {
            1 | 2 => {
                // Cambodian's limits are one move shorter, and its board's honour counts
                // for a side of up to three pieces only.
                let less = u16::from(COUNTING == 2);
                if bare || (COUNTING == 1 && self.pawn_count() != 0) || (COUNTING == 2 && ours > 3)
                {
                    return 0;
                }
                if ours > 1 {
                    return 64 - less;
                }
                if COUNTING == 2 && self.pawn_count() != 0 {
                    return 0;
                }
                let limit = match (theirs(COUNT_ROOK), theirs(COUNT_KHON), theirs(COUNT_KNIGHT)) {
                    (2.., _, _) => 8,
                    (1, _, _) => 16,
                    (_, 2.., _) => 22,
                    (_, _, 2..) => 32,
                    (_, 1, _) => 44,
                    _ => 64,
                };
                limit - less
            }
            3 => {
                if self.pawn_count() != 0 || ours > 1 {
                    0
                } else if theirs(COUNT_ROOK) != 0 {
                    16
                } else if theirs(COUNT_KHON) != 0 {
                    44
                } else if theirs(COUNT_KNIGHT) != 0 {
                    64
                } else {
                    0
                }
            }
            _ => 0,
        }
    }

    /// `make`'s count, the side to move already changed: one more ply where it runs; a
    /// count started for the side that just took the last pawn with its king alone, or for
    /// the side to move where none runs or a capture or promotion has just left it its king
    /// alone (`taken` the type taken, `TYPES` for none).
    #[inline(always)]
    fn update_count(&mut self, taken: usize, promoted: bool) {
        let Some(&old) = self.counting.first() else {
            return;
        };
        let mut count = old;
        if count.limit != 0 {
            count.ply = count.ply.saturating_add(1);
        }
        let us = self.side as usize;
        let mover = us ^ 1;
        let all = self.men_of(0) + self.men_of(1);
        if COUNTING != 3 && taken == PAWN && self.men_of(mover) == 1 && self.pawn_count() == 0 {
            let limit = self.count_limit(mover);
            if limit != 0 {
                count = MoveCount {
                    limit: 2 * limit,
                    ply: (2 * all - 1) as u16,
                };
            }
        }
        if count.limit == 0 || ((taken != TYPES || promoted) && self.men_of(us) == 1) {
            let limit = self.count_limit(us);
            if limit != 0 {
                count = MoveCount {
                    limit: 2 * limit,
                    ply: if COUNTING == 3 || self.men_of(us) > 1 {
                        0
                    } else {
                        (2 * all) as u16
                    },
                };
            }
        }
        if let Some(slot) = self.counting.first_mut() {
            *slot = count;
        }
    }

    /// The plies played since the position's game started (Fairy-Stockfish's `gamePly`,
    /// from the fullmove number and the side to move).
    fn game_ply(&self) -> i32 {
        2 * (i32::from(self.fullmoves.max(1)) - 1) + i32::from(self.side)
    }

    /// The plies of the board's honour counted, where a caller counts them from the ply
    /// `count_started` of the game (pyffish's argument: 0 the position's own count, below 0
    /// not started).
    fn board_honour_ply(&self, count: MoveCount, count_started: i32) -> i32 {
        match count_started {
            0 => i32::from(count.ply),
            s if s < 0 => 0,
            s => (1 + self.game_ply() - s).max(0),
        }
    }

    /// Whether Cambodian's board's honour, at 63 moves from its start, ends sooner than
    /// the count that runs.
    fn honour_shorter(&self, count: MoveCount, count_started: i32) -> bool {
        COUNTING == 2
            && 126 - self.board_honour_ply(count, count_started)
                < i32::from(count.limit) - i32::from(count.ply)
    }

    /// The count as Fairy-Stockfish writes it in the FEN, its limit and the plies counted
    /// in plies, the board's honour counted from the ply `count_started` of the game as
    /// pyffish takes it (0: the position's own count; below 0: not started); `None` where
    /// no count runs (or the variant counts none).
    ///
    /// ```variant
    /// assert_eq!(crate_path::Position::start().count(0), None);
    /// ```
    #[must_use]
    pub fn count(&self, count_started: i32) -> Option<(u32, u32)> {
        let count = *self.counting.first()?;
        if count.limit == 0 {
            return None;
        }
        let shorter = self.honour_shorter(count, count_started);
        let limit = if shorter { 126 } else { u32::from(count.limit) };
        let pieces_honour =
            self.pawn_count() == 0 && (self.men_of(0) <= 1 || self.men_of(1) <= 1) && !shorter;
        let ply = if pieces_honour {
            u32::from(count.ply)
        } else {
            self.board_honour_ply(count, count_started).max(0) as u32
        };
        Some((limit, ply))
    }

    /// Whether the count has passed its limit, which draws the game (a draw a player may
    /// claim, as Fairy-Stockfish's `is_optional_game_end` answers; the side to move's mate
    /// first).
    ///
    /// ```variant
    /// assert!(!crate_path::Position::start().count_passed(0));
    /// ```
    #[must_use]
    pub fn count_passed(&self, count_started: i32) -> bool {
        self.count(count_started)
            .is_some_and(|(limit, ply)| ply > limit)
    }
}

#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// `side`'s first leaps still open (Cambodian chess's, `cambodianMoves`; Fairy-Stockfish
    /// keeps them as gates): the squares of its king and met that have not moved, whose
    /// first move may be a knight's leap to the rank ahead (the king's, out of check, onto an
    /// empty square) or two squares straight ahead onto an empty square (the met's). None
    /// in a variant without them.
    ///
    /// ```variant
    /// let start = crate_path::Position::start();
    /// assert_eq!(start.first_leaps(0) & start.first_leaps(1), 0);
    /// ```
    #[must_use]
    pub fn first_leaps(&self, side: usize) -> Bitboard {
        self.first_leaps.get(side).copied().unwrap_or(0)
    }

    /// The first square of `side`'s first rank, where the castling field's files name its
    /// first leaps.
    const fn first_rank(side: usize) -> usize {
        if side == 0 {
            0
        } else {
            (RANKS - 1) * FILES
        }
    }

    /// The first leaps the castling field names by file (`files[side]`, bit `f` for file
    /// `f`: `DEde`), each where the side's piece stands on its first rank (as Fairy-Stockfish
    /// reads its gates).
    fn set_first_leaps(&mut self, files: [u32; 2]) {
        for (side, &named) in files.iter().enumerate() {
            let rank = Self::first_rank(side);
            let squares = (0..FILES)
                .filter(|f| named >> f & 1 != 0)
                .fold(0, |set, f| set | bit(rank + f));
            let ours = self.by_side[side];
            if let Some(slot) = self.first_leaps.get_mut(side) {
                *slot = squares & ours;
            }
        }
    }

    /// Writes `side`'s first leaps in the castling field, as files (`DE`, `de`).
    fn write_first_leaps(
        &self,
        f: &mut core::fmt::Formatter<'_>,
        side: usize,
    ) -> core::fmt::Result {
        let rank = Self::first_rank(side);
        let base = if side == 0 { b'A' } else { b'a' };
        for file in 0..FILES {
            if self.first_leaps(side) & bit(rank + file) != 0 {
                write!(f, "{}", (base + file as u8) as char)?;
            }
        }
        Ok(())
    }

    /// The first leaps of the pieces on `from` (each a plain move): the king's, not in check
    /// (`checkers`), to the empty squares a knight's leap away on the rank ahead; the met's
    /// two squares ahead onto an empty square; each kept where it leaves the king safe
    /// (`bikjang`: the position's [`Position::bikjang`]).
    fn first_leap_moves<S: Sink>(
        &self,
        sink: &mut S,
        from: Bitboard,
        checkers: Bitboard,
        bikjang: bool,
    ) {
        let us = self.side as usize;
        let open = self.first_leaps(us) & from;
        if open == 0 {
            return;
        }
        let occupied = self.occupied();
        // The square `ranks` ranks ahead of `square` and `files` files aside, if on the board.
        let ahead = |square: usize, ranks: usize, files: isize| {
            let file = (square % FILES) as isize + files;
            let rank = if us == 0 {
                square / FILES + ranks
            } else {
                (square / FILES).wrapping_sub(ranks)
            };
            (0..FILES as isize)
                .contains(&file)
                .then(|| rank * FILES + file as usize)
                .filter(|&s| rank < RANKS && occupied & bit(s) == 0)
        };
        let kings = self.by_type[KING] & self.by_side[us];
        let king = first(kings);
        if open & kings != 0 && checkers == 0 {
            let mut safe = 0;
            for to in [-2, 2].into_iter().filter_map(|df| ahead(king, 1, df)) {
                let after = occupied ^ kings | bit(to);
                if !self.exposed(to, us, after, to, self.cannons_after(kings, to), bikjang) {
                    safe |= bit(to);
                }
            }
            if safe != 0 {
                sink.moves(king, safe, NORMAL, usize::MAX);
            }
        }
        let mut mets = open & self.pieces(CAMBODIAN_MET, us);
        while mets != 0 {
            let square = first(mets);
            mets &= mets - 1;
            if let Some(to) = ahead(square, 2, 0) {
                let after = occupied ^ bit(square) | bit(to);
                let cannons = self.cannons_after(bit(square), to);
                if kings == 0 || !self.exposed(king, us, after, to, cannons, bikjang) {
                    sink.moves(square, bit(to), NORMAL, usize::MAX);
                }
            }
        }
    }

    /// `make`'s first leaps after `us`'s move of a `moved` piece from `from` to `to`: the
    /// leap of the piece that left closed, the opponent's on `to` closed, and the
    /// opponent's king's closed where a rook landed on its file or rank (Fairy-Stockfish's
    /// `do_move`).
    #[inline(always)]
    fn update_first_leaps(&mut self, us: usize, from: usize, to: usize, moved: usize) {
        let them = us ^ 1;
        let king = self.by_type[KING] & self.by_side[them] & self.first_leaps(them);
        let aimed = moved == COUNT_ROOK
            && king != 0
            && (first(king) % FILES == to % FILES || first(king) / FILES == to / FILES);
        if let Some(ours) = self.first_leaps.get_mut(us) {
            *ours &= !bit(from);
        }
        if let Some(theirs) = self.first_leaps.get_mut(them) {
            *theirs &= !(bit(to) | if aimed { king } else { 0 });
        }
    }
}
