#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// Writes the legal moves into `list` (cleared first): pins and checkers computed once,
    /// evasions generated as such.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// assert!(list.len() > 0);
    /// ```
    // Not `#[inline]`: the whole generator is inlined into `legal_moves_of`, and a crate
    // calling it (tests, benchmarks, an engine) would compile the generator again; one call
    // per generation costs nothing beside it.
    pub fn legal_moves(&self, list: &mut MoveList) {
        self.legal_moves_of(list, !0);
    }

    /// The legal moves of the pieces on `from`, offered one by one to `offer`: for the
    /// questions asked of one move (a UCI or SAN text, SAN's disambiguation; a kept move's
    /// legality by [`Position::generates`]), which share this one generation into a list, out of line, instead
    /// of each inlining a copy of the generator for a sink of its own (six copies made the
    /// generated module compile three times as long; a list costs nothing beside parsing).
    fn offer_legal_moves<O: Offer>(&self, offer: &mut O, from: Bitboard) {
        let mut list = MoveList::new();
        self.legal_moves_of(&mut list, from);
        for &m in list.as_slice() {
            offer.offer(m);
        }
    }

    /// Whether `m` is among the legal moves of the pieces on `from`.
    fn generates(&self, m: Move, from: Bitboard) -> bool {
        let mut list = MoveList::new();
        self.legal_moves_of(&mut list, from);
        list.as_slice().contains(&m)
    }

    /// [`Position::legal_moves`] of the pieces on `from` only, out of line: the one copy
    /// of the generator into a list (see [`Position::offer_legal_moves`]); the pieces
    /// chosen cost one mask.
    #[inline(never)]
    fn legal_moves_of(&self, list: &mut MoveList, from: Bitboard) {
        list.len = 0;
        self.generate(list, from);
    }

    /// How many legal moves the position has: the same generation, counting each piece's
    /// destinations at once instead of listing them (what bulk-counting perft does at its
    /// last ply).
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let start = Position::start();
    /// let mut list = MoveList::new();
    /// start.legal_moves(&mut list);
    /// assert_eq!(start.count_legal_moves(), list.len() as u64);
    /// ```
    #[must_use]
    // Not `#[inline]`, as `legal_moves`.
    pub fn count_legal_moves(&self) -> u64 {
        if PASS_ON_STALEMATE[self.side as usize] {
            // (Whether the pass is legal depends on the other moves: counted as listed.)
            let mut count = Count(0);
            self.generate(&mut count, !0);
            return count.0;
        }
        if MUST_CAPTURE {
            // One pass counts both: the captures where there are any, else every move.
            let mut count = self.capture_count();
            self.generate_any(&mut count, !0);
            return if count.captures != 0 {
                count.captures
            } else {
                count.all
            };
        }
        let mut count = Count(0);
        self.generate(&mut count, !0);
        count.0
    }

    /// An empty [`CaptureCount`] for the side to move.
    fn capture_count(&self) -> CaptureCount {
        CaptureCount {
            theirs: self.by_side[self.side as usize ^ 1],
            all: 0,
            captures: 0,
        }
    }

    /// Whether the side to move has a legal capture (en passant included).
    fn has_capture(&self) -> bool {
        let mut count = self.capture_count();
        self.generate_any(&mut count, !0);
        count.captures != 0
    }

    /// The legal moves of the pieces on `from` (every piece: `!0`) into `sink`: where
    /// captures are compulsory (`mustCapture`) and the side to move has one, only captures.
    #[inline(always)]
    fn generate<S: Sink>(&self, sink: &mut S, from: Bitboard) {
        if PASS_ON_STALEMATE[self.side as usize] {
            // `passOnStalemate`: the pass only where no other move is legal, which only
            // the whole generation tells (every piece's, whatever `from` asks for).
            let mut withheld = Withheld {
                sink,
                from,
                moved: false,
                pass: None,
            };
            self.generate_gated(&mut withheld, !0);
            if let Some(square) = withheld.pass {
                if !withheld.moved && from & bit(square) != 0 {
                    withheld.sink.moves(square, bit(square), PASS, usize::MAX);
                }
            }
            return;
        }
        self.generate_gated(sink, from);
    }

    /// [`Position::generate`] but for `passOnStalemate`: where the side gates pieces
    /// (S-chess), each move from a gate once more with each piece it may gate.
    #[inline(always)]
    fn generate_gated<S: Sink>(&self, sink: &mut S, from: Bitboard) {
        let us = self.side as usize;
        if GATING && self.gates(us) != 0 && self.held(us) != 0 {
            let mut gating = Gating {
                sink,
                gates: self.gates(us),
                hand: self.hands.get(us).copied().unwrap_or([0; TYPES]),
                us,
            };
            self.generate_ungated(&mut gating, from);
        } else {
            self.generate_ungated(sink, from);
        }
    }

    /// [`Position::generate`] without gating.
    #[inline(always)]
    fn generate_ungated<S: Sink>(&self, sink: &mut S, from: Bitboard) {
        if MUST_DROP && self.must_drop() {
            // `mustDrop`: the drops of the type while one is legal (none of another type),
            // else the other moves (Fairy-Stockfish's `legal`).
            let mut any = Dropping {
                sink: &mut Count(0),
                drops: true,
            };
            self.generate_any(&mut any, !0);
            let drops = any.sink.0 != 0;
            self.generate_any(&mut Dropping { sink, drops }, from);
            return;
        }
        if MUST_CAPTURE && self.has_capture() {
            let theirs = self.by_side[self.side as usize ^ 1];
            self.generate_any(&mut OnlyCaptures { sink, theirs }, from);
        } else {
            self.generate_any(sink, from);
        }
    }

    /// The moves of the pieces on `from` legal but for compulsory captures, into `sink`.
    #[inline(always)]
    fn generate_any<S: Sink>(&self, sink: &mut S, from: Bitboard) {
        // A game won by a rule has no legal moves (Fairy-Stockfish's
        // `is_immediate_game_end`); a variant without such a rule pays nothing.
        if self.rule_ended() {
            return;
        }
        self.generate_unchecking(sink, from);
    }

    /// The moves of the pieces on `from` legal but for compulsory captures and a game
    /// ended by a rule: where checks are forbidden (`checking = false`), those that give
    /// none.
    #[inline(always)]
    fn generate_unchecking<S: Sink>(&self, sink: &mut S, from: Bitboard) {
        if PSEUDO_ROYAL {
            let royals = self.pseudo_royals();
            let mut filter = PseudoRoyals {
                sink,
                position: self,
                royals,
                calm: self.calm(royals),
            };
            self.generate_moves(&mut filter, from);
            return;
        }
        if NO_CHECKS {
            let kings = self.by_type[KING] & self.by_side[self.side as usize ^ 1];
            if kings != 0 {
                let mut filter = NoChecks {
                    sink,
                    position: self,
                    king: first(kings),
                };
                self.generate_moves(&mut filter, from);
                return;
            }
        }
        self.generate_moves(sink, from);
    }

    /// The moves of the pieces on `from` that leave the king safe, into `sink`, within the
    /// variant's restrictions (`promotionLimit`, `immobilityIllegal`; a variant without
    /// them pays nothing).
    #[inline(always)]
    fn generate_moves<S: Sink>(&self, sink: &mut S, from: Bitboard) {
        if PROMOTION_LIMITS || IMMOBILITY_ILLEGAL {
            let mut restricted = Restricted {
                sink,
                position: self,
                us: self.side as usize,
            };
            self.generate_safe(&mut restricted, from);
        } else {
            self.generate_safe(sink, from);
        }
    }

    /// The files where `us` has [`DROP_NO_DOUBLED_COUNT`] or more pieces of type `t`, on
    /// which `dropNoDoubled` forbids dropping another.
    fn doubled_files(&self, t: usize, us: usize) -> Bitboard {
        let mine = self.by_type[t] & self.by_side[us];
        let first_file = BOARD & !NOT_FIRST_FILE;
        (0..FILES)
            .map(|f| first_file << f)
            // (At least the count: `checked_sub` keeps a count of 0, which forbids every
            // file, from reading as a comparison that always holds.)
            .filter(|&file| {
                (file & mine)
                    .count_ones()
                    .checked_sub(DROP_NO_DOUBLED_COUNT)
                    .is_some()
            })
            .fold(0, |files, file| files | file)
    }

    /// Whether `us` may promote a pawn to type `p`: it has fewer of them on the board than
    /// `promotionLimit` allows (always, without a limit).
    #[inline(always)]
    fn promotion_open(&self, us: usize, p: usize) -> bool {
        let limit = u32::from(PROMOTION_LIMIT[p]);
        !PROMOTION_LIMITS || limit == 0 || (self.by_type[p] & self.by_side[us]).count_ones() < limit
    }

    /// The moves of the pieces on `from` that leave the king safe, into `sink`.
    #[inline(always)]
    fn generate_safe<S: Sink>(&self, sink: &mut S, from: Bitboard) {
        let us = self.side as usize;
        let them = us ^ 1;
        let ours = self.by_side[us];
        let theirs = self.by_side[them];
        let occupied = ours | theirs;
        let king_set = self.by_type[KING] & ours;
        let king = first(king_set);
        // (A king still in hand, `KING_DROPS`, is not on the board to be attacked.)
        let royal_now = self.royal_on_board(us);
        let checkers = if royal_now {
            self.attackers(king, them, occupied)
        } else {
            0
        };
        let bikjang = self.bikjang();

        // The king: each destination checked with the king off the board.
        if royal_now && king_set & from != 0 {
            let mut king_targets = targets_of::<KING>(us, king, occupied, theirs, 0);
            let mut safe = 0;
            while king_targets != 0 {
                let to = first(king_targets);
                king_targets &= king_targets - 1;
                if self.attackers(to, them, occupied ^ king_set) == 0
                    && !self.faces_given(to, us, occupied ^ king_set, bikjang)
                {
                    safe |= bit(to);
                }
            }
            // Makpong's king in check may only take its checker (none in double check).
            if MAKPONG && checkers != 0 {
                safe &= if checkers & (checkers - 1) == 0 {
                    checkers
                } else {
                    0
                };
            }
            sink.moves(king, safe, NORMAL, usize::MAX);
            // A pass (`pass`): not in check, but where the kings face each other
            // (bikjang), as Fairy-Stockfish's `legal` allows it.
            if PASSING[us] && (checkers == 0 || bikjang) {
                sink.moves(king, king_set, PASS, usize::MAX);
            }
        }
        // Without a king on the board, the pass is made by the piece on the lowest square,
        // from and to it, as Fairy-Stockfish makes it.
        if PASSING[us] && !royal_now && ours != 0 && from & bit(first(ours)) != 0 {
            let square = first(ours);
            sink.moves(square, bit(square), PASS, usize::MAX);
        }
        // (Where each move is tested, a double check may be parried but by the king: a
        // hopper's screen that moves away taking the other checker.)
        let tested = TESTED && royal_now;
        if !tested && checkers & checkers.wrapping_sub(1) != 0 {
            return;
        }
        // What a move must reach: anywhere, or the checker and the squares that block it.
        let target = if checkers == 0 || tested {
            !ours
        } else {
            let checker = first(checkers);
            let t = self.type_on(checker);
            if LEAP_CAPTURES[t][them][checker] & king_set != 0 {
                checkers
            } else {
                checkers | BETWEEN[king][checker]
            }
        };
        let node = Node {
            us,
            king,
            occupied,
            theirs,
            target,
            pinned: if royal_now && !TESTED {
                self.pinned(king, us)
            } else {
                0
            },
            from,
            cannons: self.cannons(),
        };
        if tested {
            // Lame leapers, hoppers, the flying general: each move that could expose the
            // king tested.
            // (In check, or already facing the other king, every move tested.)
            let (from_exposure, to_exposure) =
                if checkers != 0 || self.faces_given(king, us, occupied, bikjang) {
                    (!0, !0)
                } else {
                    self.danger(king, us, occupied)
                };
            let mut filter = Tested {
                sink: &mut *sink,
                position: self,
                king,
                us,
                from_exposure,
                to_exposure,
                bikjang,
            };
            self.every_type_moves(&node, &mut filter);
            // (Where moves are tested, so are drops: a piece put down can be a screen.)
            if DROPS && from == !0 {
                self.drops(us, occupied, target, &mut filter);
            }
        } else {
            self.every_type_moves(&node, sink);
            // Drops, where every piece's moves are asked for: onto the empty squares a
            // move must reach (in check, those between the king and its checker).
            if DROPS && from == !0 {
                self.drops(us, occupied, target, sink);
            }
        }

        self.en_passant_moves(sink, from, (king, ours), royal_now);
        if CASTLING && checkers == 0 {
            self.castling_moves(sink, from, (occupied, king_set), (royal_now, bikjang));
        }
        if CAMBODIAN {
            self.first_leap_moves(sink, from, checkers, bikjang);
        }
        if SITTUYIN {
            self.sittuyin_promotions(sink, from);
        }
    }

    /// En passant: rare, so made and tested (the king, on `king`, by attacks alone where it
    /// is on the board, `royal_now`), from the squares of `from` among `ours`.
    #[inline(always)]
    fn en_passant_moves<S: Sink>(
        &self,
        sink: &mut S,
        from: Bitboard,
        (king, ours): (usize, Bitboard),
        royal_now: bool,
    ) {
        let us = self.side as usize;
        let them = us ^ 1;
        if self.en_passant != NONE && PAWN < TYPES {
            let ep = self.en_passant as usize;
            let mut from_set =
                LEAP_ATTACKERS[PAWN_INDEX][us][ep] & self.by_type[PAWN_INDEX] & ours & from;
            while from_set != 0 {
                let from = first(from_set);
                from_set &= from_set - 1;
                let m = Move::new(from, ep, EN_PASSANT, usize::MAX);
                let next = self.play(m);
                // (Attacks alone, as Fairy-Stockfish's `legal` tests en passant: the kings
                // may face each other after it.)
                if !royal_now || next.attackers(king, them, next.occupied()) == 0 {
                    sink.moves(from, bit(ep), EN_PASSANT, usize::MAX);
                }
            }
        }
    }

    /// Of the moves from `from` to each square of `to`, the destinations where the move
    /// checks `king`, the opponent's: the piece that lands there attacks it, or a piece of
    /// ours sees it through `from` and the move leaves the line (Fairy-Stockfish's
    /// `gives_check`). Castling and en passant, rare, are made and tested.
    #[inline(always)]
    fn checking_moves(
        &self,
        from: usize,
        mut to: Bitboard,
        kind: u32,
        promotion: usize,
        king: usize,
    ) -> Bitboard {
        if kind != NORMAL && kind != DOUBLE_STEP {
            let mut checking = 0;
            while to != 0 {
                let t = first(to);
                to &= to - 1;
                if self.play(Move::new(from, t, kind, promotion)).is_check() {
                    checking |= bit(t);
                }
            }
            return checking;
        }
        let us = self.side as usize;
        let occupied = self.occupied() ^ bit(from);
        // Uncovered: each piece seeing the king once `from` is empty checks unless the
        // move lands between them.
        let mut uncovered = self.attackers(king, us, occupied) & !bit(from);
        let mut blocking = !0;
        while uncovered != 0 {
            let s = first(uncovered);
            uncovered &= uncovered - 1;
            blocking &= BETWEEN[king][s];
        }
        let t = if promotion == usize::MAX {
            self.type_on(from)
        } else {
            promotion
        };
        !blocking | attacking_squares(t, us, king, occupied, self.cannons())
    }
}
