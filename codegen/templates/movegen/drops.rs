#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// The drops of `us` onto the empty squares of `target`, offered to `sink` (each tested
    /// there where moves are): the hand's types where their regions, bishops' colours and
    /// files allow, none that checks where drops may not (`dropChecks = false`: neither by
    /// the piece dropped nor, beside hoppers, by the screen it gives), a king not where it is
    /// attacked.
    fn drops<S: Sink>(&self, us: usize, occupied: Bitboard, target: Bitboard, sink: &mut S) {
        let them = us ^ 1;
        let theirs = self.by_side[them];
        if let Some(hand) = self.hands.get(us) {
            let empty = target & !occupied;
            let (bishop_to, other_to) = if OPPOSITE_BISHOPS < TYPES {
                self.bishop_colours(us)
            } else {
                (!0, !0)
            };
            // (`dropChecks = false`: no drop may check the opponent's king.)
            let their_king = self.by_type[KING] & theirs;
            let cannons = self.cannons();
            // Beside hoppers a piece put down can give one its screen: the squares where it
            // could, the same for every type in hand, found once.
            let screen_squares =
                if TESTED && !DROP_CHECKS && their_king != 0 && hand.iter().any(|&n| n != 0) {
                    self.danger(first(their_king), them, occupied).1
                } else {
                    0
                };
            for (t, &n) in hand.iter().enumerate() {
                if n == 0 {
                    continue;
                }
                // The squares every drop of the type may take, plain or promoted.
                let mut open = empty;
                if OPPOSITE_BISHOPS < TYPES {
                    open &= if t == OPPOSITE_BISHOPS {
                        bishop_to
                    } else {
                        other_to
                    };
                }
                if t == DROP_NO_DOUBLED {
                    open &= !self.doubled_files(t, us);
                }
                let unchecking = |dropped: usize, squares: Bitboard| {
                    if DROP_CHECKS || their_king == 0 {
                        return squares;
                    }
                    let king = first(their_king);
                    let mut kept =
                        squares & !attacking_squares(dropped, us, king, occupied, cannons);
                    if TESTED {
                        // Each square where the piece could give a hopper its screen, tried.
                        let mut screens = kept & screen_squares;
                        while screens != 0 {
                            let s = first(screens);
                            screens &= screens - 1;
                            let after = if dropped == JANGGI_CANNON {
                                cannons | bit(s)
                            } else {
                                cannons
                            };
                            if self.attackers_with(king, us, occupied | bit(s), after) != 0 {
                                kept &= !bit(s);
                            }
                        }
                    }
                    kept
                };
                let mut to = unchecking(t, open & DROP_REGION[t][us]);
                if KING_DROPS && t == KING {
                    // A king dropped from the hand may not land attacked.
                    let mut each = to;
                    while each != 0 {
                        let s = first(each);
                        each &= each - 1;
                        if self.attackers(s, them, occupied) != 0 {
                            to &= !bit(s);
                        }
                    }
                }
                if to != 0 {
                    sink.moves(t, to, DROP, usize::MAX);
                }
                // (`dropPromoted`: promoted too, where its own region allows.)
                if DROP_PROMOTED && PROMOTED_TYPE[t] < TYPES {
                    let up = unchecking(PROMOTED_TYPE[t], open & PROMOTED_DROP_REGION[t][us]);
                    if up != 0 {
                        sink.moves(t, up, DROP, PROMOTED_TYPE[t]);
                    }
                }
            }
        }
    }

    /// Whether `side` has its royal king on the board: a side whose king is royal, unless
    /// its king is still in hand (placement's, where kings are dropped).
    #[inline(always)]
    fn royal_on_board(&self, side: usize) -> bool {
        royal(side) && (!KING_DROPS || self.by_type[KING] & self.by_side[side] != 0)
    }

    /// Where `dropOppositeColoredBishop` lets `side` drop a bishop, and another piece: a
    /// bishop not onto a colour that holds half its bishops (board and hand, rounded up)
    /// already, another piece not onto the last free squares of a colour its bishops still
    /// need (Fairy-Stockfish's `legal`).
    fn bishop_colours(&self, side: usize) -> (Bitboard, Bitboard) {
        // (`get`: the index is `TYPES`, out of range, where the rule is off.)
        let b = OPPOSITE_BISHOPS;
        let ours = self
            .by_type
            .get(b)
            .map_or(0, |&set| set & self.by_side[side]);
        let total = ours.count_ones() + self.in_hand(side, b);
        let free = DROP_REGION.get(b).map_or(0, |r| r[side]) & !self.occupied();
        let (mut bishop_to, mut other_to) = (!0, !0);
        for colour in [DARK_SQUARES, BOARD & !DARK_SQUARES] {
            if (ours & colour).count_ones() + 1 > total.div_ceil(2) {
                bishop_to &= !colour;
            }
            let room = ((ours | free) & colour).count_ones();
            if room < total / 2 {
                other_to = 0;
            } else if room == total / 2 {
                other_to &= !(free & colour);
            }
        }
        (bishop_to, other_to)
    }

    /// The castling rights a drop by `side` of a piece of type `t` on `to` gains
    /// (`castlingDroppedPiece`): its king dropped on the king's castling square beside
    /// castling rooks in the corners, or such a rook dropped in a corner beside the king.
    fn dropped_castling(&self, side: usize, t: usize, to: usize) -> u8 {
        let ours = self.by_side[side];
        let rook_on =
            |square: usize| ours & bit(square) != 0 && CASTLE_ROOK_TYPES[self.type_on(square)];
        let king_from = CASTLE_KING_FROM[side];
        let king_home = self.by_type[KING] & ours & bit(king_from) != 0;
        let mut rights = 0;
        for (wing, &rook) in CASTLE_ROOK_FROM[side].iter().enumerate() {
            let gained = if t == KING {
                to == king_from && rook_on(rook)
            } else {
                CASTLE_ROOK_TYPES[t] && to == rook && king_home
            };
            if gained {
                rights |= 1 << (side * 2 + wing);
            }
        }
        rights
    }

    /// Whether `mustDrop` binds the side to move: it holds a piece of the type the rule is
    /// about, so that only such drops are legal while one is.
    #[inline(always)]
    fn must_drop(&self) -> bool {
        let us = self.side as usize;
        MUST_DROP
            && if MUST_DROP_TYPE < TYPES {
                self.in_hand(us, MUST_DROP_TYPE) > 0
            } else {
                self.held(us) > 0
            }
    }
}
