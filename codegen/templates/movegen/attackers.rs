#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// The pieces of `side` that attack `square` with `occupied` blocking.
    ///
    /// ```variant
    /// use crate_path::{Position, KING};
    /// let start = Position::start();
    /// // In the start position nothing of Black's attacks White's king.
    /// let king = (0..64).find(|&s| start.piece_on(s) == Some((KING, 0))).unwrap();
    /// assert_eq!(start.attackers(king, 1, start.occupied()), 0);
    /// ```
    #[must_use]
    #[inline(always)]
    pub fn attackers(&self, square: usize, side: usize, occupied: Bitboard) -> Bitboard {
        self.attackers_with(square, side, occupied, self.cannons() & occupied)
    }

    /// Janggi's cannons on the board (none where the variant has no such piece).
    #[inline(always)]
    fn cannons(&self) -> Bitboard {
        // (`TYPES` where the variant has no janggi cannon: none.)
        self.by_type.get(JANGGI_CANNON).copied().unwrap_or(0)
    }

    /// Janggi's cannons after a move from `lifted` (none for a drop) to `to`: the cannon
    /// moved, or one taken.
    #[inline(always)]
    fn cannons_after(&self, lifted: Bitboard, to: usize) -> Bitboard {
        let cannons = self.cannons();
        if cannons & lifted != 0 {
            (cannons & !lifted) | bit(to)
        } else {
            cannons & !bit(to)
        }
    }

    /// [`Position::attackers`] with `cannons` janggi's cannons (the screens janggi's cannon
    /// may not hop over).
    #[inline(always)]
    fn attackers_with(
        &self,
        square: usize,
        side: usize,
        occupied: Bitboard,
        cannons: Bitboard,
    ) -> Bitboard {
        let theirs = self.by_side[side];
        let by_type = self.confined_to(square, side);
        let mut set = 0;
        macro_rules! by_type {
            ($($t:literal)*) => {
                $(set |= type_attackers::<$t>(side, square, occupied, cannons, by_type[$t] & theirs);)*
            };
        }
        each_type!(by_type);
        let riders = line_riders(&by_type).map(|r| r & theirs);
        set | line_hits(riders, square, occupied)
    }

    /// Whether, with `occupied` the board, a king of `us` on `square` would face the
    /// opponent's king along an open file or rank (the flying general rule,
    /// `flyingGeneral`; never where it does not hold).
    #[inline(always)]
    fn faces(&self, square: usize, us: usize, occupied: Bitboard) -> bool {
        self.faces_given(square, us, occupied, self.bikjang())
    }

    /// [`Position::faces`] with the position's [`Position::bikjang`] given, computed once
    /// for all the moves of a node.
    #[inline(always)]
    fn faces_given(&self, square: usize, us: usize, occupied: Bitboard, bikjang: bool) -> bool {
        (FLYING_GENERAL || bikjang)
            && lines(3, square, occupied) & self.by_type[KING] & self.by_side[us ^ 1] != 0
    }

    /// Whether the kings face each other along an open file or rank where the variant
    /// rules bikjang (`bikjangRule`, janggi's): the side to move must part them or pass.
    ///
    /// ```variant
    /// assert!(!crate_path::Position::start().is_bikjang());
    /// ```
    #[must_use]
    #[inline(always)]
    pub fn is_bikjang(&self) -> bool {
        self.bikjang()
    }

    #[inline(always)]
    fn bikjang(&self) -> bool {
        if !BIKJANG {
            return false;
        }
        let kings = self.by_type[KING];
        let ours = kings & self.by_side[self.side as usize];
        ours != 0
            && lines(3, first(ours), self.occupied()) & kings & self.by_side[self.side as usize ^ 1]
                != 0
    }

    /// Whether `us`'s king on `king`, with `occupied` the board after a move to `to`, would
    /// be attacked (by a piece but the one taken on `to`) or face the opponent's king
    /// (Fairy-Stockfish's test of a move in `Position::legal`; `bikjang`: the position's
    /// [`Position::bikjang`]).
    #[inline(always)]
    fn exposed(
        &self,
        king: usize,
        us: usize,
        occupied: Bitboard,
        to: usize,
        cannons: Bitboard,
        bikjang: bool,
    ) -> bool {
        self.attackers_with(king, us ^ 1, occupied, cannons) & !bit(to) != 0
            || self.faces_given(king, us, occupied, bikjang)
    }

    /// Where lame leapers, hoppers or the flying general play, the moves that could expose
    /// `us`'s king on `king` (not in check, not facing the other king), as the position
    /// stands: `(from, to)`, the squares a move must leave or reach to be tested. A move
    /// can expose the king only by lifting a piece or by filling a square, so: the pieces
    /// pinned by a rider (each the only piece between the rider and the king); the other
    /// king's only blocker (the flying general); a hopper's two screens where it stands third
    /// from the king along its line, and the empty squares before a hopper that stands
    /// first (a piece put there gives it its screen); the occupied squares of a lame leap's
    /// path from a leaper that would otherwise attack; and the king's palace diagonals
    /// (`diagonalLines`) where a piece of the other side that rides or hops along them
    /// stands on one (every such ride starts on them). Janggi's cannon, which
    /// neither hops over nor takes a cannon, and the grasshopper have every square up to
    /// them from the king in both sets. (Fairy-Stockfish tests every such move; the
    /// reasoning is that of its `slider_blockers`, widened to hoppers.)
    #[inline(always)]
    fn danger(&self, king: usize, us: usize, occupied: Bitboard) -> (Bitboard, Bitboard) {
        let them = us ^ 1;
        let (ours, theirs) = (self.by_side[us], self.by_side[them]);
        let mut from = self.pinned(king, us);
        let mut to = 0;
        // The first, second and third pieces along each rook line from the king, where a
        // cannon of theirs stands on one or the flying general holds.
        let mut hoppers = 0;
        let mut t = 0;
        while t < TYPES {
            if HOP_LINES[t].0 {
                hoppers |= self.by_type[t] & theirs;
            }
            t += 1;
        }
        let (first_pieces, second_pieces, third_pieces) = if FLYING_GENERAL
            || hoppers & cross(king) != 0
        {
            let near = lines(3, king, occupied);
            let first_pieces = near & occupied;
            let middle = lines(3, king, occupied & !first_pieces) & !near;
            let second_pieces = middle & occupied;
            let far = lines(3, king, occupied & !first_pieces & !second_pieces) & !near & !middle;
            (first_pieces, second_pieces, far & occupied)
        } else {
            (0, 0, 0)
        };
        if FLYING_GENERAL {
            let mut kings = second_pieces & self.by_type[KING] & theirs;
            while kings != 0 {
                let k = first(kings);
                kings &= kings - 1;
                from |= BETWEEN[king][k] & ours;
            }
        }
        let mut t = 0;
        while t < TYPES {
            let pieces = self.by_type[t] & theirs;
            if pieces == 0 || !BLOCKABLE_OFF_LINES[t] {
                t += 1;
                continue;
            }
            if HOP_LINES[t].0 {
                let mut cannons = pieces & (first_pieces | second_pieces | third_pieces);
                while cannons != 0 {
                    let c = first(cannons);
                    cannons &= cannons - 1;
                    let between = BETWEEN[king][c];
                    if t == JANGGI_CANNON {
                        from |= between & ours;
                        to |= between;
                    } else if bit(c) & first_pieces != 0 {
                        to |= between;
                    } else if bit(c) & third_pieces != 0 {
                        from |= between & ours;
                    }
                }
            }
            for h in HOPS_REVERSED[t][them] {
                // Up to the third piece from the king along the hop's line.
                let mut s = king;
                let mut path = 0;
                let mut met = 0;
                while met < 3 {
                    let next = NEXT[h.dir as usize][s];
                    if next == NONE {
                        break;
                    }
                    s = next as usize;
                    if pieces & bit(s) != 0 {
                        from |= path & ours;
                        to |= path;
                    }
                    path |= bit(s);
                    if occupied & bit(s) != 0 {
                        met += 1;
                    }
                }
            }
            let near = LAME_SOURCE_SQUARES
                .get(LAME_ROW[t])
                .is_some_and(|c| c[them][king] & pieces != 0);
            if let (true, Some(rows)) = (near, LAME_SOURCES.get(LAME_ROW[t])) {
                for g in &rows[them][king][..LAME_SOURCE_COUNT[t]] {
                    let sources = bit(g.targets[0] as usize) | bit(g.targets[1] as usize);
                    if g.capture && sources & pieces != 0 {
                        from |= (bit(g.legs[0] as usize) | bit(g.legs[1] as usize)) & ours;
                    }
                }
            }
            t += 1;
        }
        if DIAGONAL_LINES != 0 && (DIAGONAL_LINES >> king) & 1 != 0 {
            // A ride or hop along the palace diagonals starts on them, on one of the king's.
            let diagonals = DIAGONAL_LINES & lines(12, king, 0);
            let mut riders = 0;
            let mut t = 0;
            while t < TYPES {
                if PALACE_RIDE[t] || PALACE_HOP[t] {
                    riders |= self.by_type[t];
                }
                t += 1;
            }
            if riders & theirs & diagonals != 0 {
                from |= diagonals & ours;
                to |= diagonals;
            }
        }
        (from, to)
    }

    /// The pieces by type that may reach `square` (`side`'s types whose region holds it;
    /// every piece where no type is confined).
    #[inline(always)]
    fn confined_to(&self, square: usize, side: usize) -> [Bitboard; TYPES] {
        let mut by_type = self.by_type;
        if HAS_REGIONS {
            let mut t = 0;
            while t < TYPES {
                if REGION[t][side] & bit(square) == 0 {
                    by_type[t] &= !self.by_side[side];
                }
                t += 1;
            }
        }
        by_type
    }
}
