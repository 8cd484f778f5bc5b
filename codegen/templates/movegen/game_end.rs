#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// Whether the side to move is in check.
    ///
    /// ```variant
    /// assert!(!crate_path::Position::start().is_check());
    /// ```
    #[must_use]
    pub fn is_check(&self) -> bool {
        self.checkers() != 0 || (PSEUDO_ROYAL && self.pseudo_royal_checked())
    }

    /// Whether the side to move is checkmated: in check, without a legal move, the game not
    /// ended by another rule (a flag reached, the last check given).
    ///
    /// ```variant
    /// assert!(!crate_path::Position::start().is_checkmate());
    /// ```
    #[must_use]
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.count_legal_moves() == 0 && !self.rule_ended()
    }

    /// Whether the side to move is stalemated: not in check, without a legal move, the game
    /// not ended by another rule.
    ///
    /// ```variant
    /// assert!(!crate_path::Position::start().is_stalemate());
    /// ```
    #[must_use]
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.count_legal_moves() == 0 && !self.rule_ended()
    }

    /// Whether a rule other than checkmate has ended the game (false where the variant has
    /// none).
    #[inline(always)]
    fn rule_ended(&self) -> bool {
        RULE_END && self.ended_by_rule().is_some()
    }

    /// The side to move, typed.
    ///
    /// ```variant
    /// use crate_path::{Color, Position};
    /// assert_eq!(Position::start().turn(), Color::White);
    /// ```
    #[must_use]
    #[inline]
    pub const fn turn(&self) -> Color {
        Color::from_index(self.side as usize)
    }

    /// Plies since the last capture or pawn move (FEN's halfmove clock).
    ///
    /// ```variant
    /// assert_eq!(crate_path::Position::start().halfmove_clock(), 0);
    /// ```
    #[must_use]
    #[inline]
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmoves as u32
    }

    /// The move number, starting at 1 and counted up after Black's move (FEN's fullmove
    /// number).
    ///
    /// ```variant
    /// assert_eq!(crate_path::Position::start().fullmove_number(), 1);
    /// ```
    #[must_use]
    #[inline]
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmoves as u32
    }

    /// How the game ends in this position, its history aside: checkmate or stalemate with
    /// the variant's results for them (Fairy-Stockfish's `checkmateValue`,
    /// `stalemateValue`, `stalematePieceCount`), the n-move rule (the halfmove clock at
    /// twice [`N_MOVE_RULE`], unless the side to move is mated), and insufficient material
    /// of both sides ([`Position::is_insufficient_material`]); `None` while the game goes
    /// on. Where the variant gives a drawn game to a side (`materialCounting`, as
    /// armageddon gives it to Black), each of these draws is that side's win.
    /// [`Position::outcome_in`] adds repetitions.
    ///
    /// ```variant
    /// use crate_path::Position;
    /// assert_eq!(Position::start().outcome(), None);
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome_after(0, None, false, 0)
    }

    /// [`Position::outcome`], and a repetition: the position occurring [`N_FOLD_RULE`]
    /// times with the earlier positions of `history` since the last capture or pawn move
    /// (Fairy-Stockfish's `nFoldRule`, `nFoldValue`, `nFoldValueAbsolute`). The order is
    /// Fairy-Stockfish's: checkmate, then the n-move rule and repetition, then stalemate
    /// and insufficient material.
    ///
    /// ```variant
    /// use crate_path::{History, Position};
    /// let history = History::new();
    /// assert_eq!(Position::start().outcome_in(&history), None);
    /// ```
    #[must_use]
    pub fn outcome_in(&self, history: &History) -> Option<Outcome> {
        self.outcome_counted(Some(history), 0)
    }

    /// [`Position::outcome_in`] (without a history, [`Position::outcome`]), where the
    /// variant counts moves (`countingRule`) the board's honour counted from the ply
    /// `count_started` of the game as pyffish's argument of that name gives it (0: the
    /// count the position holds; below 0: not started).
    ///
    /// ```variant
    /// use crate_path::Position;
    /// assert_eq!(Position::start().outcome_counted(None, 0), None);
    /// ```
    #[must_use]
    pub fn outcome_counted(
        &self,
        history: Option<&History>,
        count_started: i32,
    ) -> Option<Outcome> {
        let Some(history) = history else {
            return self.outcome_after(0, None, false, count_started);
        };
        let repeated = self.repeated_moves(history);
        self.outcome_after(
            self.repetitions_before(history, repeated),
            self.perpetual_value(history),
            repeated.is_some(),
            count_started,
        )
    }

    /// How many times this position occurred before, among `history`'s positions since
    /// the last capture or pawn move (the halfmove clock's plies).
    ///
    /// ```variant
    /// use crate_path::{History, Position};
    /// let mut history = History::new();
    /// history.push(&Position::start());
    /// assert_eq!(Position::start().repetitions(&history), 0); // too recent to repeat
    /// ```
    #[must_use]
    pub fn repetitions(&self, history: &History) -> usize {
        self.repetitions_before(history, None)
    }

    /// [`Position::repetitions`] counted no further back than `until` plies (all where
    /// `None`): where a repeated move ends the game first, the occurrences beyond it do not
    /// count, as Fairy-Stockfish's `is_optional_game_end` stops there.
    fn repetitions_before(&self, history: &History, until: Option<usize>) -> usize {
        let reach = self.repeat_reach(history);
        // Two plies back the side to move is the same but each side has moved a piece
        // away, so a repetition is at least four plies back.
        let mut count = 0;
        for back in (4..=reach).step_by(2) {
            if until == Some(back) {
                break;
            }
            if history.back(back) == self.key {
                count += 1;
                // (Fairy-Stockfish stops at the occurrence that ends the game.)
                if MOVE_REPETITION && count + 1 >= N_FOLD_RULE as usize {
                    break;
                }
            }
        }
        count
    }

    /// Where moves may not be repeated (`moveRepetitionIllegal`), how many plies back the
    /// game was lost by the side that just moved, moving a piece back and forth
    /// (Fairy-Stockfish's reading in `is_optional_game_end`, ply for ply): its last move
    /// an ordinary one, out of check, of a piece that may reach the other king's region,
    /// the move before it its reverse (or a pass), and so on back, its piece returning to
    /// where it was four of its moves ago without a capture between, while no position of
    /// the side to move in between was in check.
    fn repeated_moves(&self, history: &History) -> Option<usize> {
        if !MOVE_REPETITION {
            return None;
        }
        let end = self.repeat_reach(history);
        let (m0, _) = self.last.first().copied().flatten()?;
        if end < 4 || m0.kind() != NORMAL {
            return None;
        }
        let reverse = |m: Move| Move::new(m.to(), m.from(), NORMAL, usize::MAX);
        let passed = |m: Option<(Move, bool)>| m.is_some_and(|(m, _)| m.kind() == PASS);
        let moved = |back: usize| history.move_back(back).map(|(m, _)| m);
        let mover = self.type_on(m0.to());
        let them = self.side as usize;
        let reaches = REGION[mover][them ^ 1] & REGION[KING][them] != 0;
        let mut run = if !history.checked_back(1) && !history.checked_back(3) && reaches {
            if moved(2) == Some(reverse(m0)) {
                2
            } else if passed(history.move_back(2)) {
                1
            } else {
                0
            }
        } else {
            0
        };
        for back in (4..=end).step_by(2) {
            if run == 0 {
                break;
            }
            if back < end && history.checked_back(back + 1) {
                run = 0;
            } else if run < 4 {
                let earlier = if run == 1 { Some(m0) } else { moved(back - 2) };
                if earlier.is_some_and(|e| moved(back) == Some(reverse(e))) {
                    run += 1;
                } else {
                    run = 0;
                }
            } else {
                let (taken, returned) = match (history.move_back(back), moved(back - 2)) {
                    (Some((m, taken)), Some(e)) => (taken, e.from() == m.to()),
                    _ => (true, false),
                };
                if !taken && returned {
                    return Some(back);
                }
                run = 0;
            }
        }
        None
    }

    /// How far back `history` may hold this position: since the last capture or pawn move,
    /// or where captured pieces go into the hand, over the whole record (as
    /// Fairy-Stockfish looks).
    fn repeat_reach(&self, history: &History) -> usize {
        if CAPTURES_TO_HAND {
            history.len()
        } else {
            history.len().min(self.halfmoves as usize)
        }
    }

    /// Where perpetual checks lose (`perpetualCheckIllegal`) and this position has occurred
    /// [`N_FOLD_RULE`] times, the result of the repetition for the side to move when a side
    /// was in check in every one of its positions since the earliest occurrence counted:
    /// the side giving those checks loses, both giving them draw (Fairy-Stockfish's
    /// `is_optional_game_end`). `None` where neither did, or the rule does not apply.
    fn perpetual_value(&self, history: &History) -> Option<i8> {
        if !PERPETUAL_CHECK_ILLEGAL {
            return None;
        }
        let reach = self.repeat_reach(history);
        if reach < 4 {
            return None;
        }
        // `checked_them`: the side to move in check now and every two plies back;
        // `checked_us`: the opponent in check one, three, ... plies back.
        let mut checked_them = self.checkers() != 0 && history.checked_back(2);
        let mut checked_us = history.checked_back(1) && history.checked_back(3);
        let mut earlier = 0;
        for back in (4..=reach).step_by(2) {
            checked_them &= history.checked_back(back);
            if history.back(back) == self.key {
                earlier += 1;
                if earlier + 1 >= N_FOLD_RULE as usize {
                    return match (checked_them, checked_us) {
                        (false, false) => None,
                        (true, false) => Some(1),
                        (false, true) => Some(-1),
                        (true, true) => Some(0),
                    };
                }
            }
            if back < reach {
                checked_us &= history.checked_back(back + 1);
            }
        }
        None
    }

    /// Whether the last move dropped a pawn that may not mate (`shogiPawnDropMateIllegal`)
    /// and it gives every check the side to move is in.
    fn pawn_drop_checks(&self) -> bool {
        self.dropped.first() == Some(&true)
            && self
                .by_type
                .get(PAWN_DROP_MATE)
                .is_some_and(|&pawns| self.checkers() & !pawns == 0)
    }

    /// How a rule other than checkmate has ended the game, if one has: a side out of
    /// pieces of a kind (the side that just moved judged first), the flag pieces of the
    /// side that just moved in its flag region, or its last check given (Fairy-Stockfish's
    /// `is_immediate_game_end`, in its order).
    #[inline(always)]
    fn ended_by_rule(&self) -> Option<Outcome> {
        let us = self.side as usize;
        let them = us ^ 1;
        if EXTINCTION {
            for side in [them, us] {
                if self.extinct(side) {
                    let value = if side == us {
                        EXTINCTION_VALUE
                    } else {
                        -EXTINCTION_VALUE
                    };
                    return Some(self.result(value, Termination::Extinction));
                }
            }
        }
        let won = |termination| Outcome {
            winner: Some(!self.turn()),
            termination,
        };
        if FLAG && FLAG_MOVE && self.flag_reached(us) {
            // The side to move reached its flag a move ago and its opponent had its one
            // more move (`flagMove`): it wins, or where White's king reached it first
            // and Black's king has followed, the game is drawn.
            let drawn = us == 0 && FLAG_PIECE[them] == KING && ROYAL && self.flag_reached(them);
            return Some(Outcome {
                winner: (!drawn).then(|| self.turn()),
                termination: Termination::Flag,
            });
        }
        let kings_race = FLAG_MOVE && FLAG_PIECE[us] == KING && ROYAL;
        if FLAG
            && (!FLAG_MOVE || kings_race)
            && self.flag_reached(them)
            && !(kings_race && us == 1 && self.king_may_follow())
        {
            return Some(won(Termination::Flag));
        }
        if CASTLING_WINS != 0 {
            // The side that just moved castled as a winning right allows; else a side
            // without its winning rights loses, the side that just moved judged first (a
            // rook taking a rook may end both sides' rights).
            // (Bound first: where the constant is 0 the test is never reached.)
            let wins = CASTLING_WINS;
            if self.castled.iter().any(|&c| c & wins != 0) {
                return Some(won(Termination::Castling));
            }
            for side in [them, us] {
                let wins = CASTLING_WINS & (3 << (side * 2));
                if wins != 0 && self.castling & wins == 0 {
                    return Some(Outcome {
                        winner: Some(Color::from_index(side ^ 1)),
                        termination: Termination::Castling,
                    });
                }
            }
        }
        if CHECK_COUNTING && self.checks.get(them) == Some(&0) {
            return Some(won(Termination::CheckCount));
        }
        if CONNECT_N != 0 && self.connected(them) {
            return Some(self.result(-CONNECT_VALUE, Termination::Connect));
        }
        if let Some(&passes) = self.passes.first() {
            // Two passes in a row, or the kings facing each other after a move made while
            // they did (a pass in bikjang): drawn, or decided by the material count
            // (Fairy-Stockfish's `is_immediate_game_end`).
            if passes & 3 == 3 {
                return Some(self.result(self.counted(0), Termination::Passes));
            }
            if passes & 4 != 0 && self.bikjang() {
                return Some(self.result(self.counted(0), Termination::Bikjang));
            }
        }
        None
    }

    /// Whether `side` has `CONNECT_N` pieces of the kinds that count in a row along an
    /// allowed direction (Fairy-Stockfish's `connectN`: each step keeps the pieces whose
    /// neighbour that way is one too).
    #[inline(always)]
    fn connected(&self, side: usize) -> bool {
        let mut pieces = 0;
        let mut t = 0;
        while t < TYPES {
            if CONNECT_TYPES[t] {
                pieces |= self.by_type[t];
            }
            t += 1;
        }
        pieces &= self.by_side[side];
        for (d, &allowed) in CONNECT_DIRECTIONS.iter().enumerate() {
            if !allowed {
                continue;
            }
            let mut row = pieces;
            // (Bound first: where the constant is 0 the loop is never reached.)
            let (mut length, n) = (1, CONNECT_N);
            while length < n {
                // The squares whose neighbour back along `d` is in the row so far.
                row &= match d {
                    0 => (row & NOT_LAST_FILE) << 1,
                    1 => row << FILES,
                    2 => (row & NOT_LAST_FILE) << (FILES + 1),
                    _ => (row & NOT_LAST_FILE) >> (FILES - 1),
                };
                length += 1;
            }
            if row != 0 {
                return true;
            }
        }
        false
    }

    /// Whether `side` has run out of pieces of a kind its extinction rule counts, its
    /// opponent having enough of them (Fairy-Stockfish's `extinctionPieceCount`,
    /// `extinctionOpponentPieceCount` and `extinctionClaim`).
    #[inline(always)]
    fn extinct(&self, side: usize) -> bool {
        let claim = u32::from(EXTINCTION_CLAIM && side == self.side as usize);
        // A side's pieces of the type (`TYPES`: of every type), in hand too, as
        // Fairy-Stockfish's `count_with_hand` counts them.
        let count = |who: usize, t: usize| {
            let on_board = match self.by_type.get(t) {
                Some(&pieces) => pieces & self.by_side[who],
                None => self.by_side[who],
            };
            let held: u32 = self.hands.get(who).map_or(0, |hand| {
                hand.iter()
                    .enumerate()
                    .filter(|&(i, _)| t == TYPES || i == t)
                    .map(|(_, &n)| u32::from(n))
                    .sum()
            });
            on_board.count_ones() + held
        };
        let out = |t: usize| {
            // (`at most` written so because the constant may be 0.)
            count(side, t).saturating_sub(EXTINCTION_COUNT) == 0
                && count(side ^ 1, t) >= EXTINCTION_OPPONENT_COUNT + claim
        };
        if EXTINCTION_ALL && out(TYPES) {
            return true;
        }
        let mut t = 0;
        while t < TYPES {
            if EXTINCTION_TYPES[t] && out(t) {
                return true;
            }
            t += 1;
        }
        false
    }

    /// The outcome where the side to move's result is `value` (1 a win, -1 a loss, 0 a
    /// draw).
    fn result(&self, value: i8, termination: Termination) -> Outcome {
        Outcome {
            winner: match value {
                0 => None,
                v if v > 0 => Some(self.turn()),
                _ => Some(!self.turn()),
            },
            termination,
        }
    }

    /// Where White's king has reached its flag region and Black has one more move
    /// (`flagMove`, racing kings): whether Black's king, not in check, has a legal move into
    /// its own region, which would draw (Fairy-Stockfish's early end, in its terms).
    fn king_may_follow(&self) -> bool {
        let kings = self.by_type[KING] & self.by_side[1];
        if kings == 0 || self.is_check() {
            return false;
        }
        let mut reach = Reach(0);
        self.generate_unchecking(&mut reach, kings);
        reach.0 & FLAG_REGION[1] != 0
    }

    /// Whether `side`'s flag pieces stand in its flag region as its flag rule asks
    /// (Fairy-Stockfish's `flag_reached`).
    #[inline(always)]
    fn flag_reached(&self, side: usize) -> bool {
        let there = self.flag_pieces(side) & FLAG_REGION[side];
        there != 0
            && (there.count_ones() >= FLAG_COUNT
                || (FLAG_BLOCKED_WIN && FLAG_REGION[side] & !self.occupied() == 0))
    }

    /// `side`'s pieces of its flag type (all its pieces where any piece counts).
    #[inline(always)]
    fn flag_pieces(&self, side: usize) -> Bitboard {
        match self.by_type.get(FLAG_PIECE[side]) {
            Some(&set) => set & self.by_side[side],
            None => self.by_side[side],
        }
    }

    /// Where checks are counted (`checkCounting`, three-check), the checks `side` has left
    /// to give to win; `None` in a variant that does not count them.
    ///
    /// ```variant
    /// use crate_path::{Color, Position};
    /// let start = Position::start();
    /// assert_eq!(start.checks_to_give(Color::White), start.checks_to_give(Color::Black));
    /// ```
    #[must_use]
    pub fn checks_to_give(&self, side: Color) -> Option<u32> {
        self.checks.get(side.index()).map(|&c| u32::from(c))
    }

    /// The outcome, the position having occurred `earlier` times before, a repetition
    /// having the result `perpetual` for the side to move where a side checked throughout
    /// ([`Position::perpetual_value`]).
    fn outcome_after(
        &self,
        earlier: usize,
        perpetual: Option<i8>,
        repeated: bool,
        count_started: i32,
    ) -> Option<Outcome> {
        if RULE_END {
            if let Some(outcome) = self.ended_by_rule() {
                return Some(outcome);
            }
        }
        let result = |value: i8, termination| self.result(value, termination);
        // (The royal king's check: a pseudo-royal piece's comes at stalemate, below, as
        // Fairy-Stockfish judges it.)
        let check = self.checkers() != 0;
        let moves = self.count_legal_moves() != 0;
        if check && !moves {
            if PAWN_DROP_MATE < TYPES && self.pawn_drop_checks() {
                // Shogi's mate by a pawn's drop: the side that dropped it loses.
                return Some(result(1, Termination::PawnDropMate));
            }
            if SHATAR_MATE {
                return Some(result(self.shatar_mate_value(), Termination::Checkmate));
            }
            return Some(result(CHECKMATE_VALUE, Termination::Checkmate));
        }
        // (A match, not a comparison with the constant, which may be 0.)
        let move_rule = match N_MOVE_RULE {
            0 => false,
            n => u32::from(self.halfmoves) >= 2 * n,
        };
        let repetition = match N_FOLD_RULE as usize {
            0 => false,
            n => earlier >= 1 && earlier + 1 >= n,
        };
        if move_rule {
            return Some(result(self.counted(0), Termination::MoveRule));
        }
        if MOVE_REPETITION && repeated && !repetition {
            // (The side that just moved loses: its moves repeated.)
            return Some(result(1, Termination::RepeatedMoves));
        }
        if repetition {
            let value = if let Some(value) = perpetual {
                value
            } else if N_FOLD_ABSOLUTE && self.side == 1 {
                -N_FOLD_VALUE
            } else {
                N_FOLD_VALUE
            };
            return Some(result(self.counted(value), Termination::Repetition));
        }
        if COUNTING_SLOTS != 0 && self.count_passed(count_started) {
            return Some(result(0, Termination::Counting));
        }
        if SITTUYIN && moves && self.promotions_only() {
            return Some(result(0, Termination::PromotionsOnly));
        }
        if !moves {
            if PSEUDO_ROYAL && self.pseudo_royal_checked() {
                return Some(result(CHECKMATE_VALUE, Termination::Checkmate));
            }
            return Some(result(self.stalemate_value(), Termination::Stalemate));
        }
        self.is_insufficient_material()
            .then(|| result(self.counted(0), Termination::InsufficientMaterial))
    }

    /// The result of a drawn game for the side to move under the variant's material
    /// counting (Fairy-Stockfish's `materialCounting`): 1 a win, -1 a loss, 0 a draw.
    fn drawn_value(&self) -> i8 {
        let white: i8 = match MATERIAL_COUNTING {
            1 => match self.by_side[0]
                .count_ones()
                .cmp(&self.by_side[1].count_ones())
            {
                core::cmp::Ordering::Greater => 1,
                core::cmp::Ordering::Less => -1,
                core::cmp::Ordering::Equal => 0,
            },
            2 => 1,
            3 => -1,
            4 => {
                // Janggi's count: Black's half point, and more, for moving second.
                let mut count: i32 = -1;
                let mut t = 0;
                while t < TYPES {
                    let weight = i32::from(MATERIAL_WEIGHTS[t]);
                    let [white, black] = self
                        .by_side
                        .map(|s| (s & self.by_type[t]).count_ones() as i32);
                    count += weight * (white - black);
                    t += 1;
                }
                if count > 0 {
                    1
                } else {
                    -1
                }
            }
            _ => 0,
        };
        if self.side == 0 {
            white
        } else {
            -white
        }
    }

    /// The result of a stalemate for the side to move: 1 a win, -1 a loss, 0 a draw (a
    /// draw given to a side by the variant's material counting, as Fairy-Stockfish's
    /// `stalemate_value`).
    fn stalemate_value(&self) -> i8 {
        let value = if STALEMATE_PIECE_COUNT {
            let us = self.by_side[self.side as usize].count_ones();
            let them = self.by_side[self.side as usize ^ 1].count_ones();
            match us.cmp(&them) {
                core::cmp::Ordering::Equal => 0,
                core::cmp::Ordering::Less => STALEMATE_VALUE,
                core::cmp::Ordering::Greater => -STALEMATE_VALUE,
            }
        } else {
            STALEMATE_VALUE
        };
        self.counted(value)
    }

    /// `value` for the side to move (1 a win, -1 a loss, 0 a draw), a draw given to the
    /// side the variant's material counting names.
    fn counted(&self, value: i8) -> i8 {
        if value == 0 {
            self.drawn_value()
        } else {
            value
        }
    }

    /// Whether neither side has the material to mate ([`Position::has_insufficient_material`]
    /// of both).
    ///
    /// ```variant
    /// assert!(!crate_path::Position::start().is_insufficient_material());
    /// ```
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        self.has_insufficient_material(Color::White) && self.has_insufficient_material(Color::Black)
    }

    /// Whether `side` cannot mate, as Fairy-Stockfish judges it (its
    /// `has_insufficient_material`, what pyffish answers): never where a repetition is
    /// decisive; else the side lacks a piece that mates alone (a rook, queen, archbishop,
    /// chancellor, silver, gold, commoner, centaur, amazon, bers or custom piece, on the
    /// board or a promotion away), its colour-bound pieces (bishop, fers, alfil, ...) keep
    /// to one colour with no other piece to help, and any other piece of it (a knight, a
    /// pawn) has no second piece on the board beside the kings. Pieces that cannot reach
    /// the opponent's king count as kings. Where stalemate does not draw (material counting
    /// included) or checks are counted, any piece but the king may win; a side with a piece
    /// that may reach its flag region is never short of material.
    ///
    /// ```variant
    /// use crate_path::{Color, Position};
    /// assert!(!Position::start().has_insufficient_material(Color::White));
    /// ```
    #[must_use]
    pub fn has_insufficient_material(&self, side: Color) -> bool {
        if N_FOLD_RULE != 0 && N_FOLD_VALUE != 0 {
            return false;
        }
        // Where a side may run out of pieces, any material may decide (Fairy-Stockfish's
        // `has_insufficient_material`).
        if EXTINCTION && !PSEUDO_ROYAL {
            return false;
        }
        let c = side.index();
        // Where captures go to the hand, or the side holds a piece to drop, any material
        // may come to mate.
        if HAND_SLOTS != 0 && (CAPTURES_TO_HAND || self.held(c) != 0) {
            return false;
        }
        // A side with a flag piece may still win by the flag.
        if FLAG && FLAG_REGION[c] != 0 && self.flag_pieces(c) != 0 {
            return false;
        }
        // (A piece of a type promoting as the pawn does, `promotionPawnTypes`.)
        let promoting_pawn =
            (0..TYPES).any(|t| PROMOTION_PAWN_TYPES[c] >> t & 1 != 0 && self.pieces(t, c) != 0);
        let mut restricted = if ROYAL && KING < TYPES {
            self.by_type[KING]
        } else {
            0
        };
        let mut colour_bound: Bitboard = 0;
        for (t, class) in MATERIAL_CLASS.iter().enumerate() {
            match class[c] {
                0 => restricted |= self.pieces(t, c),
                1 if self.pieces(t, c) != 0
                    || (promoting_pawn && PROMOTIONS[c].contains(&(t as u8))) =>
                {
                    return false;
                }
                2 => colour_bound |= self.by_type[t],
                _ => {}
            }
        }
        let occupied = self.occupied();
        let unbound = occupied ^ restricted ^ colour_bound;
        // Where stalemate decides, or any check counts, one piece more may do.
        let decisive_stalemate = self.stalemate_value() != 0 || CHECK_COUNTING || MAKPONG;
        let ours = self.by_side[c];
        if ours & colour_bound != 0
            && ((DARK_SQUARES & colour_bound != 0 && !DARK_SQUARES & colour_bound != 0)
                || unbound != 0
                || decisive_stalemate)
        {
            return false;
        }
        if ours & unbound != 0 && ((occupied ^ restricted).count_ones() >= 2 || decisive_stalemate)
        {
            return false;
        }
        !(decisive_stalemate
            && CUSTOM_KING
            && self.pieces(KING, c) != 0
            && REGION[KING][c] & REGION[KING][c ^ 1] != 0)
    }
}
