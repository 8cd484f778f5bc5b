/// What every piece's moves at a node depend on: computed once per node.
struct Node {
    us: usize,
    king: usize,
    occupied: Bitboard,
    theirs: Bitboard,
    /// Where a move must land: anywhere but our pieces, or on the checker or between.
    target: Bitboard,
    pinned: Bitboard,
    /// The pieces whose moves are wanted (all: `!0`; one for `Position::is_legal`).
    from: Bitboard,
    /// Janggi's cannons (none where the variant has no such piece).
    cannons: Bitboard,
}

impl Node {
    /// Where the piece on `from` may go without exposing the king: anywhere, or along the
    /// line of the ride that pins it (where some piece jumps along lines, only up to the
    /// pinning piece: past it the line is open again).
    #[inline(always)]
    fn allowed(&self, from: usize) -> Bitboard {
        if self.pinned & bit(from) == 0 {
            !0
        } else if PIN_SEGMENTS {
            // The pinner: the piece on the line whose path to the king holds only `from`.
            let mut others = LINE[self.king][from] & self.occupied & !bit(from) & !bit(self.king);
            while others != 0 {
                let s = first(others);
                others &= others - 1;
                if BETWEEN[self.king][s] & self.occupied == bit(from) {
                    return BETWEEN[self.king][s] | bit(s);
                }
            }
            LINE[self.king][from]
        } else {
            LINE[self.king][from]
        }
    }
}

/// Where a Chess960 variant castles from, read from the FEN: per side its king's square and
/// per wing its rook's, and the squares of the rights held (a move touching none keeps them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct CastleSquares {
    king: [u8; 2],
    rook: [[u8; 2]; 2],
    touched: Bitboard,
}

impl CastleSquares {
    /// The start position's squares, where no right is held.
    const START: CastleSquares = CastleSquares {
        king: [CASTLE_KING_FROM[0] as u8, CASTLE_KING_FROM[1] as u8],
        rook: [
            [CASTLE_ROOK_FROM[0][0] as u8, CASTLE_ROOK_FROM[0][1] as u8],
            [CASTLE_ROOK_FROM[1][0] as u8, CASTLE_ROOK_FROM[1][1] as u8],
        ],
        touched: 0,
    };
}

/// The pawn's type, or where the variant has no pawn a type that exists: every read through
/// it is behind a `PAWN < TYPES` test, and the index stays in bounds for the lints that do
/// not see the test.
const PAWN_INDEX: usize = if PAWN < TYPES { PAWN } else { 0 };

/// One [`CastleSquares`] in a Chess960 variant's position, none elsewhere (there the squares
/// are the rules' constants, and the position pays nothing for them).
const CASTLE_SQUARES: usize = if CHESS960 { 1 } else { 0 };

/// The squares `a` to `b` of one rank, both included.
#[inline(always)]
fn rank_span(a: usize, b: usize) -> Bitboard {
    let (low, high) = (a.min(b), a.max(b));
    (Bitboard::MAX >> (Bitboard::BITS as usize - 1 - high)) & (Bitboard::MAX << low)
}

/// The squares next to `square`, diagonals included (the eight around it on a board big
/// enough): where an explosion reaches and which pseudo-royal pieces touch.
#[inline(always)]
fn adjacent(square: usize) -> Bitboard {
    let b = bit(square);
    let row = b | ((b << 1) & NOT_FIRST_FILE) | ((b >> 1) & NOT_LAST_FILE);
    (row | (row << FILES) | (row >> FILES)) & BOARD & !b
}

/// A position of the variant: bitboards by piece type and side, the piece on each square,
/// side to move, castling rights, en passant square and the move counters.
///
/// ```variant
/// use crate_path::{Position, START_FEN};
/// let start = Position::from_fen(START_FEN).unwrap();
/// assert_eq!(start, Position::start());
/// // Written back as Fairy-Stockfish writes it (the same text but for a Chess960
/// // variant's rights, which it writes as the rooks' files: `HAha`).
/// assert_eq!(Position::from_fen(&start.to_string()).unwrap(), start);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    by_type: [Bitboard; TYPES],
    by_side: [Bitboard; 2],
    side: u8,
    castling: u8,
    en_passant: u8,
    halfmoves: u16,
    fullmoves: u16,
    /// Where checks are counted, the checks each side has left to give (none otherwise).
    checks: [u8; CHECK_SLOTS],
    /// In Chess960, the squares castling starts from (none otherwise).
    castles: [CastleSquares; CASTLE_SQUARES],
    /// Where castling wins (`castlingWins`), the right the last move castled with, 0 for
    /// none (none otherwise).
    castled: [u8; CASTLED_SLOTS],
    /// Where pieces are dropped, per side the pieces of each type in its hand (none
    /// otherwise).
    hands: [[u8; TYPES]; HAND_SLOTS],
    /// Where pieces are gated (S-chess's), per side its gates: the squares whose pieces
    /// have not moved from the start (none otherwise). As in Fairy-Stockfish, they are not
    /// in the Zobrist key.
    gates: [Bitboard; GATE_SLOTS],
    /// The promoted pieces, where the variant marks them: pawns' promotions that go back
    /// into the hand as pawns (`Q~`), then per type that promotes as shogi's do, the pieces
    /// promoted from it (`+P`) (none otherwise).
    promoted: [Bitboard; PROMOTED_SLOTS],
    /// Where a pawn's drop may not mate (`shogiPawnDropMateIllegal`), whether the last
    /// move dropped one (a FEN does not say: `false`).
    dropped: [bool; DROPPED_SLOTS],
    /// Where sides pass or bikjang is ruled: whether the last move passed (bit 0), the
    /// move before it (bit 1), and whether the kings faced each other before the last move
    /// (bit 2); a FEN does not say (none otherwise).
    passes: [u8; PASS_SLOTS],
    /// Where moves may not be repeated (`moveRepetitionIllegal`), the move that led here
    /// and whether it took a piece; a FEN does not say (none otherwise).
    last: [Option<(Move, bool)>; LAST_SLOTS],
    /// Where moves are counted (`countingRule`), the count (none otherwise); as in
    /// Fairy-Stockfish, not in the Zobrist key.
    counting: [MoveCount; COUNTING_SLOTS],
    /// Where the king and the met have first leaps (`cambodianMoves`), per side the
    /// squares whose leaps are still open (none otherwise). As Fairy-Stockfish's gates, not
    /// in the Zobrist key.
    first_leaps: [Bitboard; CAMBODIAN_SLOTS],
    /// Where shatar's mate rule is played (`shatarMateRule`), per side (bit 0 White) whether
    /// its series of checks has held a shak (none otherwise); not in the Zobrist key.
    shak: [u8; SHAK_SLOTS],
    /// The Zobrist key, kept by `make` (see [`Position::zobrist`]).
    key: u64,
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// The variant's start position.
    ///
    /// ```variant
    /// use crate_path::Position;
    /// assert_eq!(Position::start().side_to_move(), 0);
    /// ```
    #[must_use]
    pub fn start() -> Position {
        match Position::from_fen(START_FEN) {
            Ok(p) => p,
            Err(_) => Position::empty(),
        }
    }

    const fn empty() -> Position {
        Position {
            by_type: [0; TYPES],
            by_side: [0; 2],
            side: 0,
            castling: 0,
            en_passant: NONE,
            halfmoves: 0,
            fullmoves: 1,
            checks: START_CHECKS,
            castles: [CastleSquares::START; CASTLE_SQUARES],
            castled: [0; CASTLED_SLOTS],
            hands: [[0; TYPES]; HAND_SLOTS],
            gates: [0; GATE_SLOTS],
            promoted: [0; PROMOTED_SLOTS],
            dropped: [false; DROPPED_SLOTS],
            last: [None; LAST_SLOTS],
            passes: [0; PASS_SLOTS],
            counting: [MoveCount { limit: 0, ply: 0 }; COUNTING_SLOTS],
            first_leaps: [0; CAMBODIAN_SLOTS],
            shak: [0; SHAK_SLOTS],
            key: 0,
        }
    }

    /// Reads a position in Fairy-Stockfish's FEN: ranks from the last, digits counting empty
    /// squares (`10` on a 10-file board), the variant's letters (upper case White; the last
    /// rank's empty squares may fall short of the board's width or run past it, as
    /// Fairy-Stockfish reads them: `K1B6` on 8x8), side to move, castling (`KQkq` or `-`; a
    /// right whose king or rook is not on its square is
    /// dropped; in a Chess960 variant `KQkq` name the outermost rooks, and the rooks' files
    /// may name them, Shredder-FEN's and X-FEN's `HAha`), en passant square, half-move and full-move counters (the last four
    /// optional). Where checks are counted, the checks each side has left to give follow
    /// the en passant square as Fairy-Stockfish writes them (`3+3`; one each where left
    /// out, as Fairy-Stockfish reads it), or lichess's checks given follow the counters
    /// (`+0+1`). Where pieces are dropped, the hands follow the placement, in brackets
    /// (`[Qn]`, `[-]` or `[]` for none) or as a rank after the last (`/Qn`), and `~` after a
    /// piece marks it promoted.
    ///
    /// # Errors
    ///
    /// [`FenError`] says which field is wrong.
    ///
    /// ```variant
    /// use crate_path::{FenError, Position, START_FEN};
    /// assert!(Position::from_fen(START_FEN).is_ok());
    /// assert_eq!(Position::from_fen(&START_FEN.replace(" w ", " x ")), Err(FenError::Side));
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::read_fen(fen, false)
    }

    /// Reads `fen` as [`Position::from_fen`] does, but keeps a position whose side not to
    /// move is in check, which `from_fen` refuses ([`FenError::OpponentInCheck`]) and
    /// Fairy-Stockfish reads (its `validate_fen` does not look at checks): for what such a
    /// position says as it stands, its pieces, its material and its FEN. No game reaches
    /// it, and its moves are not a game's (a move may take the king): play none from it.
    ///
    /// # Errors
    ///
    /// [`FenError`] says which field is wrong, as `from_fen`'s, but never
    /// [`FenError::OpponentInCheck`].
    ///
    /// ```variant
    /// use crate_path::{Position, START_FEN};
    /// // (Where neither side is in check, both readers read the same position.)
    /// assert_eq!(Position::from_fen_keeping_check(START_FEN), Position::from_fen(START_FEN));
    /// ```
    pub fn from_fen_keeping_check(fen: &str) -> Result<Position, FenError> {
        Position::read_fen(fen, true)
    }

    /// [`Position::from_fen`], keeping a position whose side not to move is in check where
    /// `keep_check` says.
    fn read_fen(fen: &str, keep_check: bool) -> Result<Position, FenError> {
        let mut fields = fen.split_ascii_whitespace().peekable();
        let mut p = Position::empty();
        let placement = p.read_hands(fields.next().ok_or(FenError::Fields)?)?;
        p.read_placement(placement)?;
        // White moves where the FEN does not say, as in Fairy-Stockfish.
        p.side = match fields.next() {
            None | Some("w") => 0,
            Some("b") => 1,
            Some(_) => return Err(FenError::Side),
        };
        // Shogi's FEN has no castling and en passant fields (`[-] w 0 1`), nor rookmate's
        // (`w 7+7 0 1`): a field starting with a digit after the side is a counter (the
        // checks to give, or the halfmove clock), as Fairy-Stockfish reads it.
        let counters_only = fields
            .peek()
            .is_some_and(|f| f.starts_with(|c: char| c.is_ascii_digit()));
        let (rights, rook_files) = match fields.next_if(|_| !counters_only) {
            Some(castling) => read_castling(castling)?,
            None => (0, [0; 2]),
        };
        // The en passant field, read as Fairy-Stockfish reads it: a field that is neither
        // `-` nor a square but starts with a digit was a counter (the field left out, as in
        // `w - 0 1`): Fairy-Stockfish takes its first character as the missing en passant
        // square, and what follows for the counters.
        let mut en_passant = None;
        let mut counters: [Option<&str>; 2] = [None, None];
        match fields.next_if(|_| !counters_only) {
            None | Some("-") => {}
            // Where moves are counted, a number there is the count's limit.
            Some(limit) if COUNTING_SLOTS != 0 && limit.bytes().all(|b| b.is_ascii_digit()) => {
                let limit = limit.parse().map_err(|_| FenError::Counter)?;
                if let Some(count) = p.counting.first_mut() {
                    count.limit = limit;
                }
            }
            Some(ep) => match parse_square(ep) {
                Some(square) => en_passant = Some(square),
                None if ep.starts_with(|c: char| c.is_ascii_digit()) => {
                    counters[0] = Some(&ep[1..]).filter(|rest| !rest.is_empty());
                }
                None => return Err(FenError::EnPassant),
            },
        }
        if CHECK_COUNTING {
            p.checks = [1; CHECK_SLOTS];
            if counters[0].is_none() {
                if let Some(field) = fields.next_if(|f| f.contains('+')) {
                    p.checks = read_checks(field, false).ok_or(FenError::Checks)?;
                }
            }
        }
        for slot in &mut counters {
            if slot.is_none() {
                *slot = fields.next();
            }
        }
        if let Some(n) = counters[0] {
            p.halfmoves = n.parse().map_err(|_| FenError::Counter)?;
        }
        if let Some(n) = counters[1] {
            // Fairy-Stockfish counts moves from 1.
            p.fullmoves = n.parse::<u16>().map_err(|_| FenError::Counter)?.max(1);
        }
        // Under a count, the halfmove field holds the plies counted.
        if let Some(count) = p.counting.first_mut() {
            if count.limit != 0 && p.halfmoves != 0 {
                count.ply = p.halfmoves;
                p.halfmoves = 0;
            }
        }
        if CHECK_COUNTING {
            if let Some(field) = fields.next_if(|f| f.starts_with('+')) {
                p.checks = read_checks(field, true).ok_or(FenError::Checks)?;
            }
        }
        if fields.next().is_some() {
            return Err(FenError::Fields);
        }
        p.settle(rights, rook_files, en_passant, keep_check)?;
        Ok(p)
    }

    /// The hands after the placement `placement` (where pieces are dropped): `[Qn]`, or, as
    /// Fairy-Stockfish also reads them, a rank after the last (`.../4K3/Qn`); the placement
    /// without them.
    fn read_hands<'a>(&mut self, mut placement: &'a str) -> Result<&'a str, FenError> {
        if HAND_SLOTS != 0 {
            let hands = if let Some((board, hands)) = placement.split_once('[') {
                placement = board;
                Some(hands.strip_suffix(']').ok_or(FenError::Hands)?)
            } else if placement.matches('/').count() == RANKS {
                placement.rsplit_once('/').map(|(board, hands)| {
                    placement = board;
                    hands
                })
            } else {
                None
            };
            if let Some(hands) = hands {
                for c in hands.chars().filter(|&c| c != '-') {
                    let t = type_of_letter(c).ok_or(FenError::Hands)?;
                    let side = usize::from(c.is_ascii_lowercase());
                    if let Some(hand) = self.hands.get_mut(side) {
                        if usize::from(hand[t]) >= SQUARES {
                            return Err(FenError::Hands);
                        }
                        hand[t] += 1;
                    }
                }
            }
        }
        Ok(placement)
    }

    /// The pieces of the placement `placement` put on the board, with their promoted marks
    /// (`Q~`, `+P`).
    fn read_placement(&mut self, placement: &str) -> Result<(), FenError> {
        let p = self;
        let mut rank = RANKS;
        for row in placement.split('/') {
            if rank == 0 {
                return Err(FenError::Placement);
            }
            rank -= 1;
            let mut file: usize = 0;
            let mut run: usize = 0;
            // The square of a piece just read, which a `~` after it marks as promoted.
            let mut last = None;
            // Whether a `+` before the next piece marks it promoted as shogi's are.
            let mut plus = false;
            for c in row.chars() {
                // (`~` marks a promoted piece where pieces are dropped or pawns promote, as
                // Fairy-Stockfish reads it; kept only where it decides what goes to the hand.)
                if (DROPS || !PROMOTIONS[0].is_empty() || !PROMOTIONS[1].is_empty()) && c == '~' {
                    let square = last.take().ok_or(FenError::Piece(c))?;
                    if TILDE {
                        if let Some(set) = p.promoted.first_mut() {
                            *set |= bit(square);
                        }
                    }
                    continue;
                }
                last = None;
                if PIECE_PROMOTIONS && c == '+' {
                    if plus {
                        return Err(FenError::PromotedPiece(c));
                    }
                    plus = true;
                    continue;
                }
                if let Some(d) = c.to_digit(10) {
                    run = run.saturating_mul(10).saturating_add(d as usize);
                    if run > FILES && rank != 0 {
                        return Err(FenError::Placement);
                    }
                    continue;
                }
                file = file.saturating_add(run);
                run = 0;
                let mut t = type_of_letter(c).ok_or(FenError::Piece(c))?;
                if file >= FILES {
                    return Err(FenError::Placement);
                }
                let side = usize::from(c.is_ascii_lowercase());
                if plus {
                    // `+P`: the type `P` promotes to, marked as promoted from `P`.
                    plus = false;
                    let set = p
                        .promoted
                        .get_mut(PROMOTED_SLOT[t])
                        .ok_or(FenError::PromotedPiece(c))?;
                    *set |= bit(rank * FILES + file);
                    t = PROMOTED_TYPE[t];
                }
                p.put(t, side, rank * FILES + file);
                last = Some(rank * FILES + file);
                file += 1;
            }
            if plus {
                return Err(FenError::Piece('+'));
            }
            // (The last rank's width is not checked, as Fairy-Stockfish's `validate_fen` does
            // not check it: empty squares may fall short of the board or run past it.)
            file = file.saturating_add(run);
            if file != FILES && rank != 0 {
                return Err(FenError::Placement);
            }
        }
        if rank != 0 {
            return Err(FenError::Placement);
        }
        Ok(())
    }

    /// A position from its parts: the squares of each piece type (indices of [`LETTERS`])
    /// and of each side, the side to move (0 White), castling rights (1 White kingside, 2
    /// White queenside, 4 Black kingside, 8 Black queenside) and the en passant square.
    /// Rights and an en passant square that cannot hold are dropped, as `from_fen` drops
    /// them; half-move and full-move counters start at 0 and 1.
    ///
    /// # Errors
    ///
    /// [`FenError::Overlap`] if the sets do not give each occupied square one type and one
    /// side; [`FenError::Kings`], [`FenError::TooManyPieces`] and
    /// [`FenError::OpponentInCheck`] as `from_fen`.
    ///
    /// ```variant
    /// use crate_path::{Position, TYPES};
    /// let start = Position::start();
    /// let by_type: [_; TYPES] = core::array::from_fn(|t| start.pieces(t, 0) | start.pieces(t, 1));
    /// let by_side = [start.side_pieces(0), start.side_pieces(1)];
    /// let again = Position::from_parts(by_type, by_side, 0, start.castling_rights(), None).unwrap();
    /// assert_eq!(again, start);
    /// ```
    pub fn from_parts(
        by_type: [Bitboard; TYPES],
        by_side: [Bitboard; 2],
        side_to_move: usize,
        castling: u8,
        en_passant: Option<usize>,
    ) -> Result<Position, FenError> {
        let mut union = 0;
        for set in by_type {
            if union & set != 0 {
                return Err(FenError::Overlap);
            }
            union |= set;
        }
        if by_side[0] & by_side[1] != 0 || union != by_side[0] | by_side[1] || side_to_move > 1 {
            return Err(FenError::Overlap);
        }
        let mut p = Position::empty();
        p.by_type = by_type;
        p.by_side = by_side;
        p.side = side_to_move as u8;
        p.settle(castling, [0; 2], en_passant, false)?;
        Ok(p)
    }

    /// The Chess960 rights, as Fairy-Stockfish reads them: the king is the one on the
    /// castling rank; `K` names the first castling piece from the last file towards file a,
    /// `Q` the first from file a on, a letter the piece on its file; the rook's side of the
    /// king gives the wing.
    fn settle_960(&mut self, rights: u8, rook_files: [u32; 2]) {
        let mut squares = CastleSquares::START;
        for side in 0..2 {
            let rank_start = CASTLE_KING_FROM[side] / FILES * FILES;
            let rank = rank_span(rank_start, rank_start + FILES - 1);
            let kings = self.by_type[KING] & self.by_side[side] & rank;
            if kings == 0 {
                continue;
            }
            let king = first(kings);
            let board = *self;
            let castles = |square: usize| {
                board.by_side[side] & bit(square) != 0
                    && CASTLE_ROOK_TYPES.get(board.type_on(square)) == Some(&true)
            };
            let kingside = (rights >> (side * 2) & 1 != 0)
                .then(|| {
                    (rank_start..=CASTLE_SEARCH_FROM[side][0])
                        .rev()
                        .find(|&s| castles(s))
                })
                .flatten();
            let queenside = (rights >> (side * 2) & 2 != 0)
                .then(|| (CASTLE_SEARCH_FROM[side][1]..rank_start + FILES).find(|&s| castles(s)))
                .flatten();
            let named = (0..FILES)
                .filter(|f| rook_files[side] >> f & 1 != 0)
                .map(|f| rank_start + f)
                .filter(|&s| castles(s));
            for rook in kingside.into_iter().chain(queenside).chain(named) {
                let wing = usize::from(rook < king);
                self.castling |= 1 << (side * 2 + wing);
                squares.king[side] = king as u8;
                squares.rook[side][wing] = rook as u8;
            }
        }
        if let Some(c) = self.castles.first_mut() {
            *c = squares;
        }
        self.touch_castles();
    }

    /// Keeps the Chess960 squares of the rights held, which a move must touch to change them.
    fn touch_castles(&mut self) {
        let rights = self.castling;
        if let Some(c) = self.castles.first_mut() {
            c.touched = 0;
            for side in 0..2 {
                for wing in 0..2 {
                    if rights >> (side * 2 + wing) & 1 != 0 {
                        c.touched |= bit(c.king[side] as usize) | bit(c.rook[side][wing] as usize);
                    }
                }
            }
        }
    }

    /// Checks the kings and the piece counts, keeps the rights and the en passant square
    /// that can hold, and refuses a position whose side not to move is in check unless
    /// `keep_check`. `rights` are `KQkq`'s bits; in Chess960 `rook_files` are the files a
    /// Shredder-FEN or X-FEN names, per side (bit `f` for file `f`).
    fn settle(
        &mut self,
        mut rights: u8,
        rook_files: [u32; 2],
        en_passant: Option<usize>,
        keep_check: bool,
    ) -> Result<(), FenError> {
        let p = self;
        // (With gating, the castling field's files are gates; where a side has nothing to
        // gate, Fairy-Stockfish reads a castling rook's file as its right.)
        let given = rights;
        if GATING {
            for right in 0..4 {
                let (side, wing) = (right / 2, right % 2);
                let file = CASTLE_ROOK_FROM[side][wing] % FILES;
                if rook_files[side] >> file & 1 != 0 && !p.may_gate(side) {
                    rights |= 1 << right;
                }
            }
        }
        for side in 0..2 {
            // (Without a royal king its stand-ins may be any number.)
            // (A king in hand, where kings are dropped, counts.)
            let held = if KING_DROPS { p.in_hand(side, KING) } else { 0 };
            if ROYAL
                && (p.by_type[KING] & p.by_side[side]).count_ones() + held != u32::from(royal(side))
            {
                return Err(FenError::Kings);
            }
            if (p.by_side[side].count_ones() + p.held(side)) as usize > MAX_PIECES {
                return Err(FenError::TooManyPieces);
            }
        }
        if CASTLING && CHESS960 {
            p.settle_960(rights, rook_files);
        } else if CASTLING {
            for right in 0..4 {
                if rights & (1 << right) == 0 {
                    continue;
                }
                let (side, wing) = (right / 2, right % 2);
                // As Fairy-Stockfish reads a right: the king must stand on the castling
                // rank; the rook is the first castling piece from the search's first
                // square (the rook's square in the start position, or the board's edge)
                // towards the other edge.
                // (Without a royal king, the one on the castling king's square where
                // there are several.)
                let kings = p.by_type[KING] & p.by_side[side];
                let king = if kings & bit(CASTLE_KING_FROM[side]) != 0 {
                    CASTLE_KING_FROM[side]
                } else {
                    first(kings)
                };
                let rank_start = CASTLE_KING_FROM[side] / FILES * FILES;
                if king / FILES * FILES != rank_start {
                    continue;
                }
                let castles = |square: usize| {
                    p.by_side[side] & bit(square) != 0
                        && CASTLE_ROOK_TYPES.get(p.type_on(square)) == Some(&true)
                };
                let search = CASTLE_SEARCH_FROM[side][wing];
                let rook = if wing == 0 {
                    (rank_start..=search).rev().find(|&s| castles(s))
                } else {
                    (search..rank_start + FILES).find(|&s| castles(s))
                };
                // No castling piece, or only one on the other wing (Fairy-Stockfish would
                // give that wing the right; python-chess and shakmaty drop it, as here).
                let Some(rook) = rook.filter(|&r| usize::from(r < king) == wing) else {
                    continue;
                };
                if king != CASTLE_KING_FROM[side] || rook != CASTLE_ROOK_FROM[side][wing] {
                    return Err(FenError::CastlingSquares(b"KQkq"[right] as char));
                }
                p.castling |= 1 << right;
            }
        }
        p.en_passant = NONE;
        if let Some(square) = en_passant.filter(|&s| s < SQUARES) {
            // Kept only where a double step of the opponent's pawn can have passed (the
            // square and the pawn's start empty, the pawn in front), as Fairy-Stockfish
            // and python-chess keep it.
            let (pawn, start) = if p.side == 0 {
                (square.wrapping_sub(FILES), square + FILES)
            } else {
                (square + FILES, square.wrapping_sub(FILES))
            };
            let them = 1 - p.side as usize;
            if PAWN < TYPES
                && pawn < SQUARES
                && start < SQUARES
                && p.by_type[PAWN_INDEX] & p.by_side[them] & bit(pawn) != 0
                && p.occupied() & (bit(square) | bit(start)) == 0
            {
                p.en_passant = square as u8;
            }
        }
        if GATING {
            p.set_gates(given, rook_files);
        }
        if CAMBODIAN {
            p.set_first_leaps(rook_files);
        }
        let them = 1 - p.side as usize;
        let king = first(p.by_type[KING] & p.by_side[them]);
        if !keep_check
            && p.royal_on_board(them)
            && p.attackers(king, p.side as usize, p.occupied()) != 0
        {
            return Err(FenError::OpponentInCheck);
        }
        if SHATAR_MATE {
            p.start_shak();
        }
        p.key = p.key_from_scratch();
        Ok(())
    }

    /// Whether `side` may still gate: it holds a piece, or captures may bring one
    /// (Fairy-Stockfish keeps and writes the gates only then).
    fn may_gate(&self, side: usize) -> bool {
        CAPTURES_TO_HAND || self.held(side) != 0
    }

    /// S-chess's gates, as Fairy-Stockfish reads them from a FEN whose castling field held
    /// the rights `given` and the files `files` (per side): a right's king and rook squares,
    /// and a file's square on the side's first rank, each where the side's piece stands. A
    /// side that may gate with its king and a castling rook on gates but no right gains it.
    fn set_gates(&mut self, given: u8, files: [u32; 2]) {
        for side in 0..2 {
            let ours = self.by_side[side];
            let rank = CASTLE_KING_FROM[side] / FILES * FILES;
            let king = CASTLE_KING_FROM[side];
            let mut gates = 0;
            for (wing, &rook) in CASTLE_ROOK_FROM[side].iter().enumerate() {
                if given >> (side * 2 + wing) & 1 != 0 {
                    gates |= bit(king) & self.by_type[KING] & ours;
                    gates |= bit(rook) & ours;
                }
            }
            for f in (0..FILES).filter(|f| files[side] >> f & 1 != 0) {
                gates |= bit(rank + f) & ours;
            }
            // (A side with nothing to gate and nothing to come keeps none: the gates a
            // move would close at once, as Fairy-Stockfish's `do_move` does.)
            let open = self.may_gate(side);
            if let Some(g) = self.gates.get_mut(side) {
                *g = if open { gates } else { 0 };
            }
            if CASTLING
                && self.castling >> (side * 2) & 3 == 0
                && self.may_gate(side)
                && gates & bit(king) & self.by_type[KING] != 0
            {
                for (wing, &rook) in CASTLE_ROOK_FROM[side].iter().enumerate() {
                    if gates & bit(rook) != 0
                        && CASTLE_ROOK_TYPES.get(self.type_on(rook)) == Some(&true)
                    {
                        self.castling |= 1 << (side * 2 + wing);
                    }
                }
            }
        }
    }

    /// Writes `side`'s gates after its castling rights, as Fairy-Stockfish does: the files
    /// of its gates (`BCDFG`, `bcdfg`) but those a right already names (its king's and its
    /// rooks'), and none where the side has nothing to gate.
    fn write_gates(&self, f: &mut core::fmt::Formatter<'_>, side: usize) -> core::fmt::Result {
        if !self.may_gate(side) {
            return Ok(());
        }
        let rights = self.castling >> (side * 2) & 3;
        let rank = CASTLE_KING_FROM[side] / FILES * FILES;
        for file in 0..FILES {
            let named = (rights != 0 && file == CASTLE_KING_FROM[side] % FILES)
                || (0..2).any(|wing| {
                    rights >> wing & 1 != 0 && file == CASTLE_ROOK_FROM[side][wing] % FILES
                });
            if self.gates(side) & bit(rank + file) != 0 && !named {
                let base = if side == 0 { b'A' } else { b'a' };
                write!(f, "{}", (base + file as u8) as char)?;
            }
        }
        Ok(())
    }

    /// `side`'s gates: the squares of its first rank whose pieces have not moved, where a
    /// piece leaving may have one from the hand put in its place (S-chess's gating; none
    /// without it).
    ///
    /// ```variant
    /// use crate_path::Position;
    /// let start = Position::start();
    /// assert_eq!(start.gates(0) & start.gates(1), 0);
    /// ```
    #[must_use]
    pub fn gates(&self, side: usize) -> Bitboard {
        self.gates.get(side).copied().unwrap_or(0)
    }

    /// Puts a piece of type `t` into `side`'s hand (`add`), or takes one out, keeping the key.
    #[inline(always)]
    fn add_to_hand(&mut self, side: usize, t: usize, add: bool) {
        if let Some(hand) = self.hands.get_mut(side) {
            let n = hand[t];
            let next = if add {
                n.saturating_add(1)
            } else {
                n.saturating_sub(1)
            };
            hand[t] = next;
            self.key ^= hand_key(side, t, n) ^ hand_key(side, t, next);
        }
    }

    /// The squares of `side`'s pieces of type `t` (0 White).
    ///
    /// ```variant
    /// use crate_path::{Position, KING};
    /// assert_eq!(Position::start().pieces(KING, 0).count_ones(), 1);
    /// ```
    #[must_use]
    pub fn pieces(&self, t: usize, side: usize) -> Bitboard {
        self.by_type
            .get(t)
            .map_or(0, |&set| set & self.by_side[side & 1])
    }

    /// The squares of `side`'s pieces (0 White).
    ///
    /// ```variant
    /// use crate_path::{Position, MAX_PIECES};
    /// assert_eq!(Position::start().side_pieces(1).count_ones() as usize, MAX_PIECES);
    /// ```
    #[must_use]
    pub fn side_pieces(&self, side: usize) -> Bitboard {
        self.by_side[side & 1]
    }

    /// The castling rights: 1 White kingside, 2 White queenside, 4 Black kingside, 8 Black
    /// queenside.
    ///
    /// ```variant
    /// let rights = crate_path::Position::start().castling_rights();
    /// assert!(rights == 0 || rights == 15);
    /// ```
    #[must_use]
    pub const fn castling_rights(&self) -> u8 {
        self.castling
    }

    /// The en passant square, if a capture there may be possible.
    ///
    /// ```variant
    /// assert_eq!(crate_path::Position::start().en_passant(), None);
    /// ```
    #[must_use]
    pub const fn en_passant(&self) -> Option<usize> {
        if self.en_passant == NONE {
            None
        } else {
            Some(self.en_passant as usize)
        }
    }

    #[inline(always)]
    fn put(&mut self, t: usize, side: usize, square: usize) {
        if let Some(set) = self.by_type.get_mut(t) {
            *set |= bit(square);
        }
        self.by_side[side] |= bit(square);
        if let Some(keys) = ZOBRIST_PIECES.get(t) {
            self.key ^= keys[side][square];
        }
    }

    #[inline(always)]
    fn remove(&mut self, t: usize, side: usize, square: usize) {
        if let Some(set) = self.by_type.get_mut(t) {
            *set &= !bit(square);
        }
        self.by_side[side] &= !bit(square);
        if let Some(keys) = ZOBRIST_PIECES.get(t) {
            self.key ^= keys[side][square];
        }
    }

    /// The Zobrist key of the position (seed "Board representation"): the XOR of a key per
    /// piece type, side and square of every piece, of the side-to-move key when White is to
    /// move, of a key per castling right held, and of the en passant file's key when a pawn of
    /// the side to move could capture there (Polyglot's rule: whether the capture is legal
    /// does not matter). `make` keeps it by XOR: the moved piece's two squares, a captured
    /// piece, the rook of castling, the rights and the en passant file that change, the side.
    /// On 8x8 chess the keys are Polyglot's published ones (unless the request chose a
    /// `zobrist_seed`), so the key is the position's Polyglot hash, as opening books index
    /// it; other variants' keys come from the request's seed (SplitMix64), never the clock.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let start = Position::start();
    /// let mut list = MoveList::new();
    /// start.legal_moves(&mut list);
    /// let next = start.play(list.as_slice()[0]);
    /// assert_ne!(next.zobrist(), start.zobrist());
    /// // Kept by `play`, it equals the key of the same position read afresh.
    /// assert_eq!(next.zobrist(), Position::from_fen(&next.to_string()).unwrap().zobrist());
    /// ```
    #[must_use]
    #[inline]
    pub const fn zobrist(&self) -> u64 {
        self.key
    }

    /// The key computed from the position's parts (what `make` keeps current).
    fn key_from_scratch(&self) -> u64 {
        let mut key = 0;
        for (t, keys) in ZOBRIST_PIECES.iter().enumerate() {
            for (side, keys) in keys.iter().enumerate() {
                let mut set = self.pieces(t, side);
                while set != 0 {
                    key ^= keys[first(set)];
                    set &= set - 1;
                }
            }
        }
        for (side, hand) in self.hands.iter().enumerate() {
            for (t, &n) in hand.iter().enumerate() {
                key ^= hand_key(side, t, n);
            }
        }
        key ^ ZOBRIST_CASTLING[usize::from(self.castling & 15)]
            ^ self.side_key()
            ^ self.en_passant_key()
            ^ self.checks_key()
    }

    /// Whether the piece on `square` is a pawn's promotion that goes back into the hand as a
    /// pawn (`Q~`; never where those are not marked).
    #[inline(always)]
    fn promoted_on(&self, square: usize) -> bool {
        TILDE
            && self
                .promoted
                .first()
                .is_some_and(|&set| set & bit(square) != 0)
    }

    /// The type the piece on `square` promoted from, where it is marked promoted (a pawn's
    /// promotion where it goes back into the hand as a pawn, `Q~`; a piece promoted as
    /// shogi's are, `+P`).
    #[inline(always)]
    fn unpromoted_on(&self, square: usize) -> Option<usize> {
        self.promoted
            .iter()
            .position(|&set| set & bit(square) != 0)
            .map(|slot| DEMOTED[slot])
    }

    /// Moves the promoted marks with the piece `m` moves from `from` to `to` (a capture's
    /// is gone, a demoted piece's too), and marks a piece of type `t` that `m` promotes.
    #[inline(always)]
    fn move_marks(&mut self, from: usize, to: usize, t: usize, m: Move) {
        // (A demotion leaves the piece unmarked.)
        let demoted = PIECE_DEMOTIONS && m.kind() == PIECE_DEMOTION;
        for set in &mut self.promoted {
            let moved = *set & bit(from) != 0 && !demoted;
            *set &= !(bit(from) | bit(to));
            if moved {
                *set |= bit(to);
            }
        }
        let slot = match m.kind() {
            PIECE_PROMOTION if PIECE_PROMOTIONS => PROMOTED_SLOT[t],
            _ if TILDE && m.promotion().is_some() => 0,
            _ => PROMOTED_SLOTS,
        };
        if let Some(set) = self.promoted.get_mut(slot) {
            *set |= bit(to);
        }
    }

    /// How many pieces `side` holds in hand, of every type.
    fn held(&self, side: usize) -> u32 {
        (0..TYPES).map(|t| self.in_hand(side, t)).sum()
    }

    /// How many pieces of type `t` `side` (0 White) holds in hand, to drop (0 where the
    /// variant has no drops).
    ///
    /// ```variant
    /// use crate_path::{Position, TYPES};
    /// assert!((0..TYPES).all(|t| Position::start().in_hand(0, t) == 0 || crate_path::START_FEN.contains('[')));
    /// ```
    #[must_use]
    pub fn in_hand(&self, side: usize, t: usize) -> u32 {
        self.hands
            .get(side)
            .and_then(|hand| hand.get(t))
            .map_or(0, |&n| u32::from(n))
    }

    /// The keys of the checks each side has left to give, where checks are counted.
    #[inline(always)]
    fn checks_key(&self) -> u64 {
        let mut key = 0;
        for (side, &checks) in self.checks.iter().enumerate() {
            key ^= check_key(side, checks);
        }
        key
    }

    /// The side-to-move key: XORed in when White is to move.
    #[inline(always)]
    const fn side_key(&self) -> u64 {
        if self.side == 0 {
            ZOBRIST_WHITE
        } else {
            0
        }
    }

    /// The en passant file's key, when a pawn of the side to move attacks the en passant
    /// square.
    #[inline(always)]
    fn en_passant_key(&self) -> u64 {
        let square = self.en_passant as usize;
        let us = self.side as usize;
        if PAWN < TYPES
            && square < SQUARES
            && LEAP_ATTACKERS[PAWN_INDEX][us][square] & self.by_type[PAWN_INDEX] & self.by_side[us]
                != 0
        {
            ZOBRIST_EN_PASSANT[square % FILES]
        } else {
            0
        }
    }

    /// The type of the piece on `square`, `TYPES` if it is empty (or off the board).
    #[inline(always)]
    fn type_on(&self, square: usize) -> usize {
        let mut t = 0;
        while t < TYPES {
            if square < SQUARES && self.by_type[t] & bit(square) != 0 {
                return t;
            }
            t += 1;
        }
        TYPES
    }

    /// All occupied squares.
    ///
    /// ```variant
    /// use crate_path::{Position, MAX_PIECES};
    /// assert_eq!(Position::start().occupied().count_ones() as usize, 2 * MAX_PIECES);
    /// ```
    #[must_use]
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_side[0] | self.by_side[1]
    }

    /// The side to move: 0 White, 1 Black.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let start = Position::start();
    /// let mut list = MoveList::new();
    /// start.legal_moves(&mut list);
    /// assert_eq!(start.play(list.as_slice()[0]).side_to_move(), 1);
    /// ```
    #[must_use]
    pub const fn side_to_move(&self) -> usize {
        self.side as usize
    }

    /// The piece on `square`: its type (an index of the variant's types) and side.
    ///
    /// ```variant
    /// use crate_path::{Position, SQUARES};
    /// let start = Position::start();
    /// assert!(start.piece_on(SQUARES / 2 - 1).is_none()); // the middle of the board is empty
    /// assert_eq!(start.piece_on(SQUARES), None);
    /// ```
    #[must_use]
    pub fn piece_on(&self, square: usize) -> Option<(usize, usize)> {
        let t = self.type_on(square);
        (t < TYPES).then(|| (t, usize::from(self.by_side[1] & bit(square) != 0)))
    }

    /// What the piece on `square` was before it promoted, where the variant marks promoted
    /// pieces: a piece promoted as shogi's are (`+P` in the FEN: the piece stands as the
    /// type it became), or a pawn's promotion that goes back into the hand as a pawn (`Q~`).
    /// `None` for an unpromoted piece or an empty square.
    ///
    /// ```variant
    /// use crate_path::{Position, Square};
    /// let start = Position::start();
    /// assert_eq!(start.promoted_from(Square::new(0, 0).unwrap()), None);
    /// ```
    #[must_use]
    pub fn promoted_from(&self, square: Square) -> Option<Role> {
        Role::from_index(self.unpromoted_on(square.index())?)
    }

    /// The piece on `square`, typed.
    ///
    /// ```variant
    /// use crate_path::{Color, Position, Square};
    /// let start = Position::start();
    /// let a1 = Square::new(0, 0).unwrap();
    /// assert_eq!(start.piece_at(a1).map(|p| p.color), Some(Color::White));
    /// ```
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let (t, side) = self.piece_on(square.index())?;
        Some(Piece {
            color: Color::from_index(side),
            role: Role::from_index(t)?,
        })
    }

    /// The squares of `piece`.
    ///
    /// ```variant
    /// use crate_path::{Color, Piece, Position, ROLES};
    /// let start = Position::start();
    /// let all: u32 = ROLES.iter().flat_map(|&role| [Color::White, Color::Black].map(|color| start.pieces_of(Piece { color, role }).count_ones())).sum();
    /// assert_eq!(all, start.occupied().count_ones());
    /// ```
    #[must_use]
    pub fn pieces_of(&self, piece: Piece) -> Bitboard {
        self.pieces(piece.role.index(), piece.color.index())
    }
}

/// The castling field (not `-` or absent): the rights (1 White kingside, 2 White queenside,
/// 4 Black kingside, 8 Black queenside) and, per side, the files it names (Chess960's rooks,
/// S-chess's gates).
fn read_castling(castling: &str) -> Result<(u8, [u32; 2]), FenError> {
    let mut rights = 0;
    let mut rook_files = [0u32; 2];
    if castling != "-" {
        for c in castling.chars() {
            rights |= match c {
                'K' => 1,
                'Q' => 2,
                'k' => 4,
                'q' => 8,
                // Shredder-FEN and X-FEN: the file of the rook.
                _ if CHESS960
                    && c.is_ascii_alphabetic()
                    && usize::from(c.to_ascii_lowercase() as u8 - b'a') < FILES =>
                {
                    let side = usize::from(c.is_ascii_lowercase());
                    rook_files[side] |= 1 << (c.to_ascii_lowercase() as u8 - b'a');
                    0
                }
                // S-chess's gates: the files of the pieces that have not moved
                // from the first rank (`KQBCDFGkqbcdfg`); Cambodian's first leaps
                // (`DEde`).
                _ if (GATING || CAMBODIAN)
                    && c.is_ascii_alphabetic()
                    && usize::from(c.to_ascii_lowercase() as u8 - b'a') < FILES =>
                {
                    let side = usize::from(c.is_ascii_lowercase());
                    rook_files[side] |= 1 << (c.to_ascii_lowercase() as u8 - b'a');
                    0
                }
                _ => return Err(FenError::Castling(c)),
            };
        }
    }
    Ok((rights, rook_files))
}
