#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// The square `side`'s king castles from.
    #[inline(always)]
    fn castle_king_from(&self, side: usize) -> usize {
        match self.castles.first() {
            Some(c) => c.king[side] as usize,
            None => CASTLE_KING_FROM[side],
        }
    }

    /// The square of the rook `side` castles with on `wing` (0 kingside).
    #[inline(always)]
    fn castle_rook_from(&self, side: usize, wing: usize) -> usize {
        match self.castles.first() {
            Some(c) => c.rook[side][wing] as usize,
            None => CASTLE_ROOK_FROM[side][wing],
        }
    }

    /// The squares that must be empty for `side` to castle on `wing`: those the king and
    /// the rook cross or land on, but their own.
    #[inline(always)]
    fn castle_path(&self, side: usize, wing: usize) -> Bitboard {
        if !CHESS960 {
            return CASTLE_PATH[side][wing];
        }
        let (king, rook) = (
            self.castle_king_from(side),
            self.castle_rook_from(side, wing),
        );
        (rank_span(king, CASTLE_KING_TO[side][wing]) | rank_span(rook, CASTLE_ROOK_TO[side][wing]))
            & !(bit(king) | bit(rook))
    }

    /// Whether lifting the rook `side` castles with on `wing` (from `rook_from`) could open
    /// a line of an enemy slider to the king's destination: the rook stands beyond the
    /// destination, away from the king, and not on the board's edge. (A rook between the
    /// king and its destination opens only a line the king itself blocks.)
    #[inline(always)]
    fn castle_rook_shields(&self, side: usize, wing: usize, rook_from: usize) -> bool {
        if !CHESS960 {
            return CASTLE_ROOK_INNER[side][wing];
        }
        let to = CASTLE_KING_TO[side][wing];
        let file = rook_from % FILES;
        if wing == 0 {
            rook_from > to && file != FILES - 1
        } else {
            rook_from < to && file != 0
        }
    }

    /// The squares the king crosses or lands on, which no piece may attack.
    #[inline(always)]
    fn castle_safe(&self, side: usize, wing: usize) -> Bitboard {
        if !CHESS960 {
            return CASTLE_SAFE[side][wing];
        }
        let king = self.castle_king_from(side);
        rank_span(king, CASTLE_KING_TO[side][wing]) & !bit(king)
    }

    /// The moves of every piece type but a royal king (`rules::each_mover` lists them;
    /// a king that is not royal, giveaway's, moves as any piece and may be taken), each
    /// type's code specialised.
    #[inline(always)]
    fn every_type_moves<S: Sink>(&self, node: &Node, sink: &mut S) {
        // (Used where the variant has a type besides the king's.)
        let _ = (node, &sink);
        macro_rules! moves_of {
            ($t:literal) => {
                self.type_moves::<$t, S>(node, sink);
            };
        }
        each_mover!(moves_of);
    }

    /// The moves of our pieces of type `T` (not a royal king) at a node.
    #[inline(always)]
    fn type_moves<const T: usize, S: Sink>(&self, node: &Node, sink: &mut S) {
        let us = node.us;
        let occupied = node.occupied;
        let target = node.target;
        let mut pieces = self.by_type[T] & self.by_side[us] & node.from;
        if const { T == PAWN && SET_WISE_PAWNS } {
            // Pawns that step forward and take diagonally forward: the unpinned ones all at
            // once, by shifting their set; pinned ones one by one below.
            let free = pieces & !node.pinned;
            pieces &= node.pinned;
            let empty = !occupied & BOARD;
            let forward = |set: Bitboard, by: usize| -> Bitboard {
                if us == 0 {
                    (set << by) & BOARD
                } else {
                    set >> by
                }
            };
            let step = if us == 0 {
                FILES as isize
            } else {
                -(FILES as isize)
            };
            let one = forward(free, FILES) & empty;
            pawn_moves(sink, one & target, step, us, NORMAL, false);
            let two = forward(forward(free & DOUBLE_STEP_REGION[us], FILES) & empty, FILES)
                & empty
                & target;
            // A double step may land in the promotion region (where pawns step twice from
            // any rank): it promotes.
            pawn_moves(sink, two, 2 * step, us, DOUBLE_STEP, false);
            let (west, east) = if us == 0 {
                (
                    forward(free & NOT_FIRST_FILE, FILES - 1),
                    forward(free & NOT_LAST_FILE, FILES + 1),
                )
            } else {
                (
                    forward(free & NOT_FIRST_FILE, FILES + 1),
                    forward(free & NOT_LAST_FILE, FILES - 1),
                )
            };
            pawn_moves(
                sink,
                west & node.theirs & target,
                step - 1,
                us,
                NORMAL,
                true,
            );
            pawn_moves(
                sink,
                east & node.theirs & target,
                step + 1,
                us,
                NORMAL,
                true,
            );
        }
        while pieces != 0 {
            let from = first(pieces);
            pieces &= pieces - 1;
            let mut to_set =
                targets_of::<T>(us, from, occupied, node.theirs, node.cannons) & target;
            if node.pinned & bit(from) != 0 {
                to_set &= node.allowed(from);
            }
            if const { T == PAWN } {
                let promoting = to_set & PROMOTION_REGION[us];
                sink.moves(from, to_set & !PROMOTION_REGION[us], NORMAL, usize::MAX);
                if promoting != 0 {
                    for &p in PROMOTIONS[us] {
                        sink.moves(from, promoting, NORMAL, p as usize);
                    }
                    if !MANDATORY_PROMOTION {
                        sink.moves(from, promoting, NORMAL, usize::MAX);
                    }
                    if pawn_piece_promotion(false) {
                        sink.moves(from, promoting, PIECE_PROMOTION, PROMOTED_TYPE[T]);
                    } else if pawn_piece_promotion(true) {
                        let taking = promoting & node.theirs;
                        sink.moves(from, taking, PIECE_PROMOTION, PROMOTED_TYPE[T]);
                    }
                }
                if DOUBLE_STEP_REGION[us] & bit(from) != 0 {
                    let (one, two) = if us == 0 {
                        (from + FILES, from + 2 * FILES)
                    } else {
                        (from.wrapping_sub(FILES), from.wrapping_sub(2 * FILES))
                    };
                    if two < SQUARES
                        && occupied & (bit(one) | bit(two)) == 0
                        && target & node.allowed(from) & bit(two) != 0
                        && (!HAS_REGIONS
                            || REGION[T][us] & (bit(one) | bit(two)) == bit(one) | bit(two))
                    {
                        if PROMOTION_REGION[us] & bit(two) == 0 {
                            sink.moves(from, bit(two), DOUBLE_STEP, usize::MAX);
                        } else {
                            for &p in PROMOTIONS[us] {
                                sink.moves(from, bit(two), DOUBLE_STEP, p as usize);
                            }
                            if !MANDATORY_PROMOTION {
                                sink.moves(from, bit(two), DOUBLE_STEP, usize::MAX);
                            }
                            if pawn_piece_promotion(false) {
                                sink.moves(from, bit(two), PIECE_PROMOTION, PROMOTED_TYPE[T]);
                            }
                        }
                    }
                }
            } else if const { PIECE_DEMOTIONS && promoted_into(T) } {
                // A promoted piece may turn back into what it was.
                match self.shogi_unpromoted_on(from) {
                    Some(was) => self.shogi_moves(sink, from, to_set, us, PIECE_DEMOTION, was),
                    None => sink.moves(from, to_set, NORMAL, usize::MAX),
                }
            } else if const { PROMOTED_TYPE[T] < TYPES } {
                self.piece_promotions::<T, S>(sink, from, to_set, us);
            } else if const {
                PROMOTION_PAWN_TYPES[0] >> T & 1 != 0 || PROMOTION_PAWN_TYPES[1] >> T & 1 != 0
            } && PROMOTION_PAWN_TYPES[us] >> T & 1 != 0
            {
                // A type promoting as the pawn does (`promotionPawnTypes`): on every move
                // that ends in the region (Fairy-Stockfish's `generate_moves`).
                let promoting = to_set & PROMOTION_REGION[us];
                let plain = if MANDATORY_PROMOTION {
                    to_set & !promoting
                } else {
                    to_set
                };
                sink.moves(from, plain, NORMAL, usize::MAX);
                if promoting != 0 {
                    for &p in PROMOTIONS[us] {
                        sink.moves(from, promoting, NORMAL, p as usize);
                    }
                }
            } else {
                sink.moves(from, to_set, NORMAL, usize::MAX);
            }
        }
    }

    /// The moves of a piece of type `T` that promotes as shogi's do, from `from` to
    /// `to_set`: those into, within or out of the promotion region promote (only captures,
    /// where `piecePromotionOnCapture`), and need not unless `mandatoryPiecePromotion`
    /// says so (Fairy-Stockfish's `generate_moves`).
    #[inline(always)]
    fn piece_promotions<const T: usize, S: Sink>(
        &self,
        sink: &mut S,
        from: usize,
        to_set: Bitboard,
        us: usize,
    ) {
        let promoted = PROMOTED_TYPE[T];
        if self.promotion_open(us, promoted) {
            self.shogi_moves(sink, from, to_set, us, PIECE_PROMOTION, promoted);
        } else {
            sink.moves(from, to_set, NORMAL, usize::MAX);
        }
    }

    /// The moves from `from` to `to_set` of a piece that may change into type `into`
    /// (`kind`, a promotion or a demotion) as shogi's pieces promote: those into, within
    /// or out of the promotion region may (only captures, where
    /// `piecePromotionOnCapture`), and must where `mandatoryPiecePromotion` says so.
    #[inline(always)]
    fn shogi_moves<S: Sink>(
        &self,
        sink: &mut S,
        from: usize,
        to_set: Bitboard,
        us: usize,
        kind: u32,
        into: usize,
    ) {
        let zone = PROMOTION_REGION[us];
        let from_zone = zone & bit(from) != 0;
        let theirs = self.by_side[us ^ 1];
        let mut plain = to_set;
        let mut promoting = if from_zone { to_set } else { to_set & zone };
        if PIECE_PROMOTION_ON_CAPTURE {
            promoting &= theirs;
        }
        if MANDATORY_PIECE_PROMOTION {
            // A move that may promote must, but a quiet one where only captures promote.
            let free = if from_zone { 0 } else { !zone };
            plain &= if PIECE_PROMOTION_ON_CAPTURE {
                free | !theirs
            } else {
                free
            };
        }
        sink.moves(from, plain, NORMAL, usize::MAX);
        sink.moves(from, promoting, kind, into);
    }

    /// Castling, out of check, from the king's square where it is among `from` (`king_set`,
    /// the board `occupied`): as
    /// Fairy-Stockfish plays it, the paths empty and no square the king crosses or lands on
    /// attacked (a king that is not royal, `royal_now` false, may castle through attacks;
    /// `bikjang` where the kings face each other).
    #[inline(always)]
    fn castling_moves<S: Sink>(
        &self,
        sink: &mut S,
        from: Bitboard,
        (occupied, king_set): (Bitboard, Bitboard),
        (royal_now, bikjang): (bool, bool),
    ) {
        let us = self.side as usize;
        let them = us ^ 1;
        if self.castling & (3 << (us * 2)) != 0
            && king_set & from & bit(self.castle_king_from(us)) != 0
        {
            for (wing, &king_to) in CASTLE_KING_TO[us].iter().enumerate() {
                if self.castling & (1 << (us * 2 + wing)) == 0
                    || occupied & self.castle_path(us, wing) != 0
                {
                    continue;
                }
                let rook_from = self.castle_rook_from(us, wing);
                let mut safe = if royal_now {
                    self.castle_safe(us, wing)
                } else {
                    0
                };
                let mut attacked = false;
                while safe != 0 {
                    let s = first(safe);
                    safe &= safe - 1;
                    // (The flying general: no square where the king, lifted, would face
                    // the other.)
                    if self.attackers(s, them, occupied) != 0
                        || self.faces_given(s, us, occupied ^ king_set, bikjang)
                    {
                        attacked = true;
                        break;
                    }
                }
                // As Fairy-Stockfish checks: the king's destination not attacked once the
                // rook is lifted (a piece beyond a rook inside the rank would attack it).
                // (Where lame leapers or hoppers play, the rook may be a screen or a leg:
                // always, as Fairy-Stockfish tests.)
                if royal_now
                    && !attacked
                    && (TESTED || self.castle_rook_shields(us, wing, rook_from))
                {
                    attacked = self.attackers(king_to, them, occupied ^ bit(rook_from)) != 0;
                }
                if !attacked {
                    let kind = if wing == 0 {
                        CASTLE_KINGSIDE
                    } else {
                        CASTLE_QUEENSIDE
                    };
                    // (A Chess960 castling keeps its rook's square in the move.)
                    sink.moves(
                        self.castle_king_from(us),
                        bit(king_to),
                        kind,
                        if CHESS960 { rook_from } else { usize::MAX },
                    );
                }
            }
        }
    }
}
