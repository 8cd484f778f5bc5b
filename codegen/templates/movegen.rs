// The move generator's template. It is real Rust: the generator emits it after a module
// `rules` holding the variant's constants and tables, and the `use` lines below name every
// item it reads from there (the contract between them). `codegen/template-check` compiles it
// against the chess and Capablanca rules, so rustc and clippy check it as it is written.
// Everything here is `core` only, without `unsafe` and without heap allocation. Doc examples
// are fenced `variant` and name their module `crate_path`; the generator places them.
// The public items a user may leave unused carry `#[allow(dead_code)]`, so that a crate that
// includes the module privately and uses part of it compiles without warnings.

use self::rules::{
    bishop_magic, each_mover, each_type, obstruction_line, rook_magic, Hop, LameGroup, Ride,
    BETWEEN, BIKJANG, BISHOP_PAIR, BLAST, BLAST_IMMUNE, BLOCKABLE_OFF_LINES, BOARD,
    CAPTURES_TO_HAND, CASTLED_SLOTS, CASTLE_KEEP, CASTLE_KING_FROM, CASTLE_KING_TO, CASTLE_PATH,
    CASTLE_ROOK_FROM, CASTLE_ROOK_INNER, CASTLE_ROOK_TO, CASTLE_ROOK_TYPES, CASTLE_SAFE,
    CASTLE_SEARCH_FROM, CASTLE_WRITES_ROOK, CASTLING, CASTLING_DROPPED, CASTLING_WINS,
    CHECKMATE_VALUE, CHECK_COUNTING, CHECK_HISTORY, CHECK_SLOTS, CHESS960, CONNECT_DIRECTIONS,
    CONNECT_N, CONNECT_TYPES, CONNECT_VALUE, CUSTOM_KING, DARK_SQUARES, DEMOTED, DEMOTES,
    DIAGONALS, DIAGONAL_LINES, DOUBLE_STEP_REGION, DROPPED_SLOTS, DROPS, DROP_CHECKS,
    DROP_NO_DOUBLED, DROP_NO_DOUBLED_COUNT, DROP_PROMOTED, DROP_REGION, EN_PASSANT_REGION,
    EXTINCTION, EXTINCTION_ALL, EXTINCTION_CLAIM, EXTINCTION_COUNT, EXTINCTION_OPPONENT_COUNT,
    EXTINCTION_TYPES, EXTINCTION_VALUE, FLAG, FLAG_BLOCKED_WIN, FLAG_COUNT, FLAG_MOVE, FLAG_PIECE,
    FLAG_REGION, FLYING_GENERAL, GATE_SLOTS, GATING, HAND_ORDER, HAND_SLOTS, HAS_LEAPS,
    HAS_REGIONS, HISTORY, HOPS, HOPS_REVERSED, HOP_LINES, IMMOBILE, IMMOBILITY_ILLEGAL,
    JANGGI_CANNON, KING_DROPS, LAME_ROW, LAME_SOURCES, LAME_SOURCE_COUNT, LAME_SOURCE_SQUARES,
    LAME_STEPS, LAME_STEP_COUNT, LAME_STEP_MASKS, LAST_SLOTS, LEAP_ATTACKERS, LEAP_CAPTURES,
    LEAP_QUIETS, LINE, LINES, LINES_CAPTURE, LINES_QUIET, MAGICS, MANDATORY_PIECE_PROMOTION,
    MANDATORY_PROMOTION, MATERIAL_CLASS, MATERIAL_COUNTING, MATERIAL_WEIGHTS, MOVE_REPETITION,
    MUST_CAPTURE, MUST_DROP, MUST_DROP_TYPE, NEXT, NOT_FIRST_FILE, NOT_LAST_FILE, NO_CHECKS,
    N_FOLD_ABSOLUTE, N_FOLD_VALUE, N_MOVE_RULE_TYPES, OPPOSITE_BISHOPS, PALACE_HOP, PALACE_RIDE,
    PALACE_STEP, PALACE_STEPS, PASSING, PASS_ON_STALEMATE, PASS_SLOTS, PAWN_DROP_MATE,
    PERPETUAL_CHECK_ILLEGAL, PIECE_DEMOTIONS, PIECE_PROMOTIONS, PIECE_PROMOTION_ON_CAPTURE,
    PIN_SEGMENTS, PROMOTED_DROP_REGION, PROMOTED_SLOT, PROMOTED_SLOTS, PROMOTED_TYPE, PROMOTIONS,
    PROMOTION_LIMIT, PROMOTION_LIMITS, PROMOTION_PAWN_TYPES, PROMOTION_REGION, PSEUDO_ROYAL,
    QUIET_REACH, REGION, RIDES, RIDES_REVERSED, ROOK_PAIR, ROYAL, ROYAL_SIDES, RULE_END,
    SAN_LETTERS, SET_WISE_PAWNS, SHOGI_NOTATION, STALEMATE_PIECE_COUNT, STALEMATE_VALUE,
    START_CHECKS, TESTED, TILDE,
};
pub use self::rules::{
    Bitboard, Role, ATTACK_CLASS, FILES, KING, LETTERS, MAX_MOVES, MAX_PIECES, N_FOLD_RULE,
    N_MOVE_RULE, PAWN, RANKS, ROLES, SQUARES, START_FEN, TYPES, ZOBRIST_CASTLING, ZOBRIST_CHECKS,
    ZOBRIST_EN_PASSANT, ZOBRIST_HANDS, ZOBRIST_PIECES, ZOBRIST_WHITE,
};

/// A square of the board: its file and rank from 0, numbered `rank * FILES + file` (a1 = 0),
/// the bit it has in a [`Bitboard`]. `Display` and `FromStr` write and read it as
/// Fairy-Stockfish does (`e4`, `j10`).
///
/// ```variant
/// use crate_path::{Square, FILES};
/// let b2 = Square::new(1, 1).unwrap();
/// assert_eq!(b2.index(), FILES + 1);
/// assert_eq!(b2.to_string(), "b2");
/// assert_eq!("b2".parse(), Ok(b2));
/// assert_eq!(Square::new(FILES, 0), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

#[allow(dead_code)] // a user may use the module in part
impl Square {
    /// The square on `file` and `rank` (from 0), if the board has it.
    ///
    /// ```variant
    /// use crate_path::{Square, RANKS};
    /// assert_eq!(Square::new(0, 0).map(Square::index), Some(0));
    /// assert_eq!(Square::new(0, RANKS), None);
    /// ```
    #[must_use]
    pub const fn new(file: usize, rank: usize) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square((rank * FILES + file) as u8))
        } else {
            None
        }
    }

    /// The square numbered `index` (`rank * FILES + file`), if the board has it.
    ///
    /// ```variant
    /// use crate_path::{Square, SQUARES};
    /// assert!(Square::from_index(SQUARES - 1).is_some());
    /// assert_eq!(Square::from_index(SQUARES), None);
    /// ```
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARES {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Its number, `rank * FILES + file`.
    ///
    /// ```variant
    /// assert_eq!(crate_path::Square::new(2, 0).unwrap().index(), 2);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its file, from 0 (the a-file).
    ///
    /// ```variant
    /// assert_eq!(crate_path::Square::new(3, 1).unwrap().file(), 3);
    /// ```
    #[must_use]
    pub const fn file(self) -> usize {
        self.index() % FILES
    }

    /// Its rank, from 0 (the first rank).
    ///
    /// ```variant
    /// assert_eq!(crate_path::Square::new(3, 1).unwrap().rank(), 1);
    /// ```
    #[must_use]
    pub const fn rank(self) -> usize {
        self.index() / FILES
    }

    /// Its bit in a [`Bitboard`].
    ///
    /// ```variant
    /// assert_eq!(crate_path::Square::new(1, 0).unwrap().bit(), 2);
    /// ```
    #[must_use]
    pub const fn bit(self) -> Bitboard {
        1 << self.0
    }
}

/// `b2`, `j10`: its file's letter and its rank's number.
impl core::fmt::Display for Square {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write_square(f, self.index())
    }
}

/// `Square(e4)`: its name.
impl core::fmt::Debug for Square {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Square({self})")
    }
}

/// Reads a square's name (`e4`, `j10`).
impl core::str::FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        parse_square(text)
            .and_then(Square::from_index)
            .ok_or(ParseSquareError)
    }
}

/// A text that names no square of the board.
///
/// ```variant
/// use crate_path::{ParseSquareError, Square};
/// assert_eq!("z9".parse::<Square>(), Err(ParseSquareError));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl core::fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "no square of this {FILES}x{RANKS} board: write its file's letter and its rank's number (like `a1`, `e4`)"
        )
    }
}

impl core::error::Error for ParseSquareError {}

#[allow(dead_code)] // a user may use the module in part
impl Role {
    /// Every role, by index (the same array as `ROLES`).
    ///
    /// ```variant
    /// use crate_path::{Role, TYPES};
    /// assert_eq!(Role::ALL.len(), TYPES);
    /// assert!(Role::ALL.iter().enumerate().all(|(i, r)| r.index() == i));
    /// ```
    pub const ALL: [Role; TYPES] = ROLES;

    /// The role of type `index` (an index of `LETTERS`), if the variant has it.
    ///
    /// ```variant
    /// use crate_path::{Role, TYPES};
    /// assert_eq!(Role::from_index(TYPES), None);
    /// ```
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Role> {
        if index < TYPES {
            Some(ROLES[index])
        } else {
            None
        }
    }

    /// Its type's index (into `LETTERS`, `ATTACK_CLASS`, `Position::pieces`).
    ///
    /// ```variant
    /// use crate_path::{Role, KING};
    /// assert_eq!(Role::from_index(KING).unwrap().index(), KING);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Its letter in FEN and UCI, lower case.
    ///
    /// ```variant
    /// use crate_path::{Role, KING};
    /// assert_eq!(Role::from_index(KING).unwrap().letter(), 'k');
    /// ```
    #[must_use]
    pub const fn letter(self) -> char {
        LETTERS[self as usize] as char
    }
}

/// A piece: a side's role. `Display` writes its FEN letter (upper case for White).
///
/// ```variant
/// use crate_path::{Color, Piece, Position, Role, Square, KING};
/// let king = Piece { color: Color::White, role: Role::from_index(KING).unwrap() };
/// assert_eq!(king.to_string(), "K");
/// let start = Position::start();
/// assert_eq!(start.pieces_of(king).count_ones(), 1);
/// let home = Square::from_index(start.pieces_of(king).trailing_zeros() as usize).unwrap();
/// assert_eq!(start.piece_at(home), Some(king));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Its side.
    pub color: Color,
    /// Its type.
    pub role: Role,
}

impl core::fmt::Display for Piece {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let letter = self.role.letter();
        write!(
            f,
            "{}",
            match self.color {
                Color::White => letter.to_ascii_uppercase(),
                Color::Black => letter,
            }
        )
    }
}

/// No square (the end of a ride, no en passant square, an empty board square).
const NONE: u8 = u8::MAX;

const NORMAL: u32 = 0;
const DOUBLE_STEP: u32 = 1;
const EN_PASSANT: u32 = 2;
const CASTLE_KINGSIDE: u32 = 3;
const CASTLE_QUEENSIDE: u32 = 4;
/// A piece put from the hand onto the board (`pieceDrops`): `from` holds its type.
const DROP: u32 = 5;
/// A piece's move that promotes it as shogi's do (`promotedPieceType`): the promotion
/// holds the type it becomes.
const PIECE_PROMOTION: u32 = 6;
/// A promoted piece's move that turns it back into what it was (`pieceDemotion`): the
/// promotion holds the type it becomes.
const PIECE_DEMOTION: u32 = 7;
/// A side's turn given up (`pass`, janggi's): from and to the king's square.
const PASS: u32 = 8;

/// Whether some type promotes to `t` as shogi's pieces do: a piece of type `t` may be a
/// promoted one, which `pieceDemotion` lets demote.
const fn promoted_into(t: usize) -> bool {
    let mut u = 0;
    while u < TYPES {
        if PROMOTED_TYPE[u] == t {
            return true;
        }
        u += 1;
    }
    false
}

/// Each square's bit, where bitboards are wider than a register (a shift of a `u128` by a
/// variable amount takes several instructions and a branch-free select; one load from this
/// table, always in the first-level cache, replaces them).
static SQUARE_BITS: [Bitboard; 128] = {
    let mut bits = [0; 128];
    let mut s = 0;
    while s < 128 && s < Bitboard::BITS as usize {
        bits[s] = 1 << s;
        s += 1;
    }
    bits
};

#[inline(always)]
fn bit(square: usize) -> Bitboard {
    if Bitboard::BITS > 64 {
        SQUARE_BITS[square & 127]
    } else {
        1 << square
    }
}

#[inline(always)]
fn first(set: Bitboard) -> usize {
    set.trailing_zeros() as usize
}

/// Whether `side` has a royal king, one it may not leave attacked (the horde's White, which
/// starts without one, has none; where kings are dropped, one in hand is not on the board
/// yet: [`Position::royal_on_board`]).
#[inline(always)]
const fn royal(side: usize) -> bool {
    ROYAL && ((ROYAL_SIDES[0] && ROYAL_SIDES[1]) || ROYAL_SIDES[side & 1])
}

/// The whole lines of `mask` (bit 0 the file, 1 the rank, 2 the diagonal, 3 the
/// anti-diagonal) through `square`, each way up to the first blocker: a rank and file
/// together (a diagonal pair) by magic where the board has magics, else by obstruction
/// difference line by line.
#[inline(always)]
fn lines(mask: u8, square: usize, occupied: Bitboard) -> Bitboard {
    let mut set = 0;
    if MAGICS && mask & 3 == 3 {
        set |= rook_magic(square, occupied);
    } else {
        set |= line(mask & 3, square, occupied);
    }
    if MAGICS && mask & 12 == 12 {
        set |= bishop_magic(square, occupied);
    } else {
        set |= line(mask & 12, square, occupied);
    }
    set
}

/// The file and the rank through `square` on an empty board, `square` aside.
#[inline(always)]
fn cross(square: usize) -> Bitboard {
    let [[file_down, file_up], [rank_down, rank_up]] = [LINES[square][0], LINES[square][1]];
    file_down | file_up | rank_down | rank_up
}

/// The lines of `mask` one by one, by obstruction difference.
#[inline(always)]
fn line(mask: u8, square: usize, occupied: Bitboard) -> Bitboard {
    let mut set = 0;
    let mut l = 0;
    while l < 4 {
        if mask >> l & 1 != 0 {
            let [lower, upper] = LINES[square][l];
            set |= obstruction_line(lower, upper, occupied);
        }
        l += 1;
    }
    set
}

/// Each line's whole-line riders of both sides (bit `l` of a type's `LINES_CAPTURE`).
#[inline(always)]
fn line_riders(by_type: &[Bitboard; TYPES]) -> [Bitboard; 4] {
    let mut riders = [0; 4];
    let mut t = 0;
    while t < TYPES {
        let mut l = 0;
        while l < 4 {
            if LINES_CAPTURE[t] >> l & 1 != 0 {
                riders[l] |= by_type[t];
            }
            l += 1;
        }
        t += 1;
    }
    riders
}

/// The pieces of `riders` (by line) that see `square` along their line.
#[inline(always)]
fn line_hits(riders: [Bitboard; 4], square: usize, occupied: Bitboard) -> Bitboard {
    let mut set = 0;
    if MAGICS && ROOK_PAIR {
        if riders[0] != 0 {
            set |= rook_magic(square, occupied) & riders[0];
        }
    } else {
        let mut l = 0;
        while l < 2 {
            let [lower, upper] = LINES[square][l];
            // Only a line that holds one of its riders can give one.
            if riders[l] & (lower | upper) != 0 {
                set |= obstruction_line(lower, upper, occupied) & riders[l];
            }
            l += 1;
        }
    }
    if MAGICS && BISHOP_PAIR {
        if riders[2] != 0 {
            set |= bishop_magic(square, occupied) & riders[2];
        }
    } else {
        let mut l = 2;
        while l < 4 {
            let [lower, upper] = LINES[square][l];
            if riders[l] & (lower | upper) != 0 {
                set |= obstruction_line(lower, upper, occupied) & riders[l];
            }
            l += 1;
        }
    }
    set
}

/// The squares one ride reaches from `square`.
#[inline(always)]
fn ride(r: &Ride, square: usize, occupied: Bitboard) -> Bitboard {
    let mut set = 0;
    let mut s = square;
    let mut steps = 0;
    loop {
        let next = NEXT[r.dir as usize][s];
        if next == NONE {
            return set;
        }
        s = next as usize;
        set |= bit(s);
        steps += 1;
        if occupied & bit(s) != 0 || steps == r.limit {
            return set;
        }
    }
}

/// The squares a group of lame leaps reaches (their targets, where their legs are empty in
/// `occupied`), whatever it may do there.
#[inline(always)]
fn group_reach(g: &LameGroup, occupied: Bitboard) -> Bitboard {
    if occupied & (bit(g.legs[0] as usize) | bit(g.legs[1] as usize)) == 0 {
        bit(g.targets[0] as usize) | bit(g.targets[1] as usize)
    } else {
        0
    }
}

/// The squares from which a piece of type `t` and side `side` would capture on `square` by
/// a lame leap, with `occupied` blocking its legs.
/// (`pieces`: where such pieces stand; nothing is looked up where none could capture on
/// `square`.)
#[inline(always)]
fn lame_sources(
    t: usize,
    side: usize,
    square: usize,
    occupied: Bitboard,
    pieces: Bitboard,
) -> Bitboard {
    let mut set = 0;
    let near = LAME_SOURCE_SQUARES
        .get(LAME_ROW[t])
        .is_some_and(|c| c[side][square] & pieces != 0);
    if let (true, Some(rows)) = (near, LAME_SOURCES.get(LAME_ROW[t])) {
        for g in &rows[side][square][..LAME_SOURCE_COUNT[t]] {
            if g.capture {
                set |= group_reach(g, occupied);
            }
        }
    }
    set
}

/// The squares one ride reaches from `square` past `screen` (the ride's first occupied
/// square): those up to the next occupied square, it included.
#[inline(always)]
fn beyond(dir: u8, screen: usize, occupied: Bitboard) -> Bitboard {
    let mut set = 0;
    let mut s = screen;
    loop {
        let next = NEXT[dir as usize][s];
        if next == NONE {
            return set;
        }
        s = next as usize;
        set |= bit(s);
        if occupied & bit(s) != 0 {
            return set;
        }
    }
}

/// The squares a hop reaches from `square`: past the first occupied square (the screen),
/// the empty squares up to the next occupied one and that one (the cannon), or the square
/// right beyond the screen (the grasshopper). Janggi's cannon hops over no piece of
/// `cannons`; a ranged cannon (`limit`) lands at most `limit` steps away.
#[inline(always)]
fn hop(h: &Hop, square: usize, occupied: Bitboard, cannons: Bitboard) -> Bitboard {
    if h.limit != 0 {
        return ranged_hop(h, square, occupied, cannons);
    }
    let mut s = square;
    loop {
        let next = NEXT[h.dir as usize][s];
        if next == NONE {
            return 0;
        }
        s = next as usize;
        if occupied & bit(s) != 0 {
            break;
        }
    }
    if h.janggi && cannons & bit(s) != 0 {
        return 0;
    }
    if h.grasshopper {
        let next = NEXT[h.dir as usize][s];
        if next == NONE {
            0
        } else {
            bit(next as usize)
        }
    } else {
        beyond(h.dir, s, occupied)
    }
}

/// [`hop`] for a cannon that lands at most `h.limit` steps from `square` (`pB2`), walked
/// step by step. (Its own reverse too: the squares from which it would hop onto `square`.)
#[inline(never)]
fn ranged_hop(h: &Hop, square: usize, occupied: Bitboard, cannons: Bitboard) -> Bitboard {
    let (mut s, mut set, mut screened) = (square, 0, false);
    for _ in 0..h.limit {
        let next = NEXT[h.dir as usize][s];
        if next == NONE {
            break;
        }
        s = next as usize;
        let filled = occupied & bit(s) != 0;
        if screened {
            set |= bit(s);
            if filled {
                break;
            }
        } else if filled {
            if h.janggi && cannons & bit(s) != 0 {
                break;
            }
            screened = true;
        }
    }
    set
}

/// The squares a cannon on `square` reaches by hopping along its file and rank: past the
/// first piece of each line (the screen, not one of `cannons`: janggi's cannon hops over no
/// cannon), the empty squares up to the next piece and that one. The rook's lines with the
/// screens lifted, less the rook's lines: two lookups for the four walks. (A cannon's hop
/// is its own reverse: the squares from which a cannon would hop onto `square` too.)
#[inline(always)]
fn hop_lines(square: usize, occupied: Bitboard, cannons: Bitboard) -> Bitboard {
    let near = lines(3, square, occupied);
    let screens = near & occupied & !cannons;
    lines(3, square, occupied & !screens) & !near
}

/// [`hop_lines`] for a type of [`HOP_LINES`], with janggi's cannon's screens.
#[inline(always)]
fn type_hop_lines(t: usize, square: usize, occupied: Bitboard, cannons: Bitboard) -> Bitboard {
    let screens_barred = if t == JANGGI_CANNON { cannons } else { 0 };
    hop_lines(square, occupied, screens_barred)
}

/// The squares from which a hop (reversed: `h` steps from the target back towards the
/// hopper) would reach `square`: a cannon's from beyond the first occupied square up to the
/// next; a grasshopper's from beyond an occupied square right next to `square`.
#[inline(always)]
fn hopped_from(h: &Hop, square: usize, occupied: Bitboard, cannons: Bitboard) -> Bitboard {
    if !h.grasshopper {
        return hop(h, square, occupied, cannons);
    }
    let next = NEXT[h.dir as usize][square];
    if next == NONE || occupied & bit(next as usize) == 0 {
        return 0;
    }
    beyond(h.dir, next as usize, occupied)
}

/// What a piece of type `t` and side `side` on `square` reaches along the palace
/// diagonals (`diagonalLines`) with `occupied` blocking and `cannons` janggi's cannons,
/// whether capturing or not (`reversed`: from where such a piece would reach `square`); on
/// squares of the set only.
#[inline(always)]
fn palace(
    t: usize,
    side: usize,
    square: usize,
    occupied: Bitboard,
    cannons: Bitboard,
    reversed: bool,
) -> Bitboard {
    if (DIAGONAL_LINES >> square) & 1 == 0 {
        return 0;
    }
    let mut set = 0;
    if PALACE_STEP[t] {
        if let Some(steps) = PALACE_STEPS.first() {
            set |= steps[usize::from(reversed)][t][side][square];
        }
    }
    if PALACE_RIDE[t] || PALACE_HOP[t] {
        for &dir in &DIAGONALS {
            if PALACE_RIDE[t] {
                let r = Ride {
                    dir,
                    limit: 0,
                    capture: true,
                    quiet: true,
                };
                set |= ride(&r, square, occupied);
            } else {
                let h = Hop {
                    dir,
                    grasshopper: false,
                    janggi: true,
                    capture: true,
                    quiet: true,
                    limit: 0,
                };
                set |= hop(&h, square, occupied, cannons);
            }
        }
    }
    set & DIAGONAL_LINES
}

/// Whether type `t` moves along the palace diagonals.
const fn on_palace_lines(t: usize) -> bool {
    DIAGONAL_LINES != 0 && (PALACE_STEP[t] || PALACE_RIDE[t] || PALACE_HOP[t])
}

/// The pieces of `pieces` (of type `T` and side `side`) that attack `square` with `occupied`
/// blocking and `cannons` janggi's cannons, but by whole lines (which
/// [`Position::attackers_with`] asks of every type at once): each of the type's ways of
/// attacking a `const` condition, so that what the type lacks is left out.
#[inline(always)]
fn type_attackers<const T: usize>(
    side: usize,
    square: usize,
    occupied: Bitboard,
    cannons: Bitboard,
    pieces: Bitboard,
) -> Bitboard {
    let mut set = 0;
    if const { HAS_LEAPS[T] } {
        set |= LEAP_ATTACKERS[T][side][square] & pieces;
    }
    if pieces == 0 {
        return set;
    }
    if const { !RIDES_REVERSED[T][0].is_empty() || !RIDES_REVERSED[T][1].is_empty() } {
        for r in RIDES_REVERSED[T][side] {
            set |= ride(r, square, occupied) & pieces;
        }
    }
    if const { BLOCKABLE_OFF_LINES[T] } {
        set |= lame_sources(T, side, square, occupied, pieces) & pieces;
        for h in HOPS_REVERSED[T][side] {
            set |= hopped_from(h, square, occupied, cannons) & pieces;
        }
        // (Only where one of them stands on the square's file or rank.)
        if HOP_LINES[T].0 && cross(square) & pieces != 0 {
            set |= type_hop_lines(T, square, occupied, cannons) & pieces;
        }
    }
    if const { on_palace_lines(T) } {
        set |= palace(T, side, square, occupied, cannons, true) & pieces;
    }
    set
}

/// The squares from which a piece of type `t` and side `side` would attack `square`, with
/// `occupied` blocking and `cannons` janggi's cannons (where its region does not hold
/// `square`, none).
#[inline(always)]
fn attacking_squares(
    t: usize,
    side: usize,
    square: usize,
    occupied: Bitboard,
    cannons: Bitboard,
) -> Bitboard {
    if HAS_REGIONS && REGION[t][side] & bit(square) == 0 {
        return 0;
    }
    let mut set = LEAP_ATTACKERS[t][side][square];
    if LINES_CAPTURE[t] != 0 {
        set |= lines(LINES_CAPTURE[t], square, occupied);
    }
    for r in RIDES_REVERSED[t][side] {
        if r.capture {
            set |= ride(r, square, occupied);
        }
    }
    set |= lame_sources(t, side, square, occupied, !0);
    for h in HOPS_REVERSED[t][side] {
        set |= hopped_from(h, square, occupied, cannons);
    }
    if HOP_LINES[t].0 {
        set |= type_hop_lines(t, square, occupied, cannons);
    }
    if on_palace_lines(t) {
        set |= palace(t, side, square, occupied, cannons, true);
    }
    set
}

/// Where a piece of type `t` and side `side` on `square` may go: captures onto `theirs`,
/// quiet moves onto empty squares, with `occupied` blocking and `cannons` janggi's cannons
/// (which janggi's cannon neither hops over nor takes): [`targets_of`] for the type.
#[inline(always)]
fn targets(
    t: usize,
    side: usize,
    square: usize,
    occupied: Bitboard,
    theirs: Bitboard,
    cannons: Bitboard,
) -> Bitboard {
    macro_rules! by_type {
        ($($t:literal)*) => {
            match t {
                $($t => targets_of::<$t>(side, square, occupied, theirs, cannons),)*
                _ => 0,
            }
        };
    }
    each_type!(by_type)
}

/// [`targets`] of type `T`, known when the generator is compiled. Each of its conditions
/// on the type is a `const` block, so the ways of moving the type lacks are left out
/// before the optimiser sees them (a plain condition on `T` would hand it every way of
/// moving for every type, to fold away again: twice the build time). A whole line that both
/// captures and moves is computed once.
#[inline(always)]
fn targets_of<const T: usize>(
    side: usize,
    square: usize,
    occupied: Bitboard,
    theirs: Bitboard,
    cannons: Bitboard,
) -> Bitboard {
    let empty = !occupied;
    let mut set =
        (LEAP_CAPTURES[T][side][square] & theirs) | (LEAP_QUIETS[T][side][square] & empty);
    let both = const { LINES_CAPTURE[T] & LINES_QUIET[T] };
    if const { LINES_CAPTURE[T] & LINES_QUIET[T] != 0 } {
        set |= lines(both, square, occupied) & (theirs | empty);
    }
    if const { LINES_CAPTURE[T] & !LINES_QUIET[T] != 0 } {
        set |= lines(LINES_CAPTURE[T] & !both, square, occupied) & theirs;
    }
    if const { LINES_QUIET[T] & !LINES_CAPTURE[T] != 0 } {
        set |= lines(LINES_QUIET[T] & !both, square, occupied) & empty;
    }
    if const { !RIDES[T][0].is_empty() || !RIDES[T][1].is_empty() } {
        for r in RIDES[T][side] {
            let reach = ride(r, square, occupied);
            if r.capture {
                set |= reach & theirs;
            }
            if r.quiet {
                set |= reach & empty;
            }
        }
    }
    if const { LAME_ROW[T] != usize::MAX } {
        if let (Some(rows), Some(masks)) = (
            LAME_STEPS.get(LAME_ROW[T]),
            LAME_STEP_MASKS.get(LAME_ROW[T]),
        ) {
            let groups = &rows[side][square][..const { LAME_STEP_COUNT[T] }];
            let masks = &masks[side][square][..const { LAME_STEP_COUNT[T] }];
            for (g, m) in groups.iter().zip(masks) {
                if occupied & m.legs == 0 {
                    if g.capture {
                        set |= m.targets & theirs;
                    }
                    if g.quiet {
                        set |= m.targets & empty;
                    }
                }
            }
        }
    }
    if const { !HOPS[T][0].is_empty() || !HOPS[T][1].is_empty() } {
        for h in HOPS[T][side] {
            let reach = hop(h, square, occupied, cannons);
            if h.capture {
                set |= reach & theirs;
            }
            if h.quiet {
                set |= reach & empty;
            }
        }
    }
    if const { HOP_LINES[T].0 || HOP_LINES[T].1 } {
        let reach = type_hop_lines(T, square, occupied, cannons);
        if const { HOP_LINES[T].0 } {
            set |= reach & theirs;
        }
        if const { HOP_LINES[T].1 } {
            set |= reach & empty;
        }
    }
    if const { on_palace_lines(T) } {
        set |= palace(T, side, square, occupied, cannons, false) & (theirs | empty);
    }
    if const { T == JANGGI_CANNON } {
        set &= !cannons;
    }
    if HAS_REGIONS {
        set &= REGION[T][side];
    }
    set
}

/// A move: from, to (the king's destination for castling), its kind and its promotion.
///
/// Its `Display` is UCI as Fairy-Stockfish writes it: `a2a4`, `e7e8q`, castling as the
/// king's move (`e1g1`, `f1i1` on a 10-file board), or in a Chess960 variant as the king
/// taking its rook (`e1h1`), as Fairy-Stockfish writes it there.
///
/// ```variant
/// use crate_path::{MoveList, Position};
/// let mut list = MoveList::new();
/// Position::start().legal_moves(&mut list);
/// let m = list.as_slice()[0];
/// assert!(m.to_string().len() >= 4); // from and to, e.g. `a2a3`
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(u32);

/// `Move(e2e4)`: the move in UCI.
impl core::fmt::Debug for Move {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Move({self})")
    }
}

#[allow(dead_code)] // a user may use the module in part
impl Move {
    const fn new(from: usize, to: usize, kind: u32, promotion: usize) -> Move {
        Move(
            from as u32
                | (to as u32) << 8
                | kind << 16
                | (promotion.wrapping_add(1) as u32 & 0xFF) << 24,
        )
    }

    /// The square the piece leaves (a1 = 0, rank by rank).
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position, FILES};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// assert!(list.as_slice().iter().all(|m| m.from() < 2 * FILES)); // White's first two ranks
    /// ```
    #[must_use]
    pub const fn from(self) -> usize {
        (self.0 & 0xFF) as usize
    }

    /// The square the piece arrives on (for castling, the king's).
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position, SQUARES};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// assert!(list.as_slice().iter().all(|m| m.to() < SQUARES && (m.to() != m.from() || m.is_pass())));
    /// ```
    #[must_use]
    pub const fn to(self) -> usize {
        (self.0 >> 8 & 0xFF) as usize
    }

    /// Where it starts, typed (a drop starts in the hand: see [`Move::dropped_role`]; its
    /// `origin` is the square numbered as its type).
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// let m = list.as_slice()[0];
    /// assert_eq!(m.origin().index(), m.from());
    /// ```
    #[must_use]
    pub const fn origin(self) -> Square {
        Square(self.0 as u8)
    }

    /// Where it ends (the king's destination of a castling), typed.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// let m = list.as_slice()[0];
    /// assert_eq!(m.destination().index(), m.to());
    /// ```
    #[must_use]
    pub const fn destination(self) -> Square {
        Square((self.0 >> 8) as u8)
    }

    /// The role a promotion makes, typed.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// assert!(list.as_slice().iter().all(|m| m.promotion_role().is_none()));
    /// ```
    #[must_use]
    pub const fn promotion_role(self) -> Option<Role> {
        match self.promotion() {
            Some(t) => Role::from_index(t),
            None => None,
        }
    }

    /// The piece type a pawn promotes to, or a piece that promotes as shogi's do becomes
    /// ([`Move::is_piece_promotion`]), if it does (an index of the variant's types).
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// assert!(list.as_slice().iter().all(|m| m.promotion().is_none()));
    /// ```
    #[must_use]
    pub const fn promotion(self) -> Option<usize> {
        // (A Chess960 castling keeps its rook's square there; a gating one, where its
        // piece goes.)
        if self.is_castling() {
            return None;
        }
        match self.0 >> 24 {
            0 => None,
            p => Some(p as usize - 1),
        }
    }

    /// Whether the move promotes a piece as shogi's promote (`promotedPieceType`), written
    /// `+` in UCI; [`Move::promotion`] gives what it becomes.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// let shogi = list.as_slice().iter().filter(|m| m.is_piece_promotion());
    /// assert!(shogi.clone().all(|m| m.to_string().ends_with('+') && m.promotion().is_some()));
    /// ```
    #[must_use]
    pub const fn is_piece_promotion(self) -> bool {
        self.kind() == PIECE_PROMOTION
    }

    /// Whether the move turns a promoted piece back into what it was (`pieceDemotion`,
    /// Kyoto shogi's rule), written `-` in UCI; [`Move::promotion`] gives what it becomes.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// let demotions = list.as_slice().iter().filter(|m| m.is_piece_demotion());
    /// assert!(demotions.clone().all(|m| m.to_string().ends_with('-') && m.promotion().is_some()));
    /// ```
    #[must_use]
    pub const fn is_piece_demotion(self) -> bool {
        self.kind() == PIECE_DEMOTION
    }

    /// Whether the move is a pass (`pass`, janggi's): from and to the king's square,
    /// written so in UCI (`e2e2`), and in SAN as the king's move to its own square (`Ke2`).
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// assert!(list.as_slice().iter().all(|m| !m.is_pass() || m.from() == m.to()));
    /// ```
    #[must_use]
    pub const fn is_pass(self) -> bool {
        self.kind() == PASS
    }

    /// Whether the move is castling.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// assert!(!list.as_slice().iter().any(|m| m.is_castling()));
    /// ```
    #[must_use]
    pub const fn is_castling(self) -> bool {
        matches!(self.kind(), CASTLE_KINGSIDE | CASTLE_QUEENSIDE)
    }

    /// Whether the move captures en passant.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// assert!(!list.as_slice().iter().any(|m| m.is_en_passant()));
    /// ```
    #[must_use]
    pub const fn is_en_passant(self) -> bool {
        self.kind() == EN_PASSANT
    }

    const fn kind(self) -> u32 {
        self.0 >> 16 & 0xF
    }

    /// For a gating move (S-chess's: a piece leaving a square it stood on at the start, or
    /// a castling, while its side holds pieces in hand), the type put from the hand on the
    /// square left (an index of the variant's types); [`Move::gating_square`] gives where.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// for m in list.as_slice() {
    ///     assert_eq!(m.gating().is_some(), m.gating_square().is_some());
    /// }
    /// ```
    #[must_use]
    pub const fn gating(self) -> Option<usize> {
        match self.0 >> 20 & 0xF {
            0 => None,
            t => Some(t as usize - 1),
        }
    }

    /// Where a gating move puts its piece: the square the piece left, or for a castling
    /// the king's or the rook's start square.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// for m in list.as_slice() {
    ///     if let Some(s) = m.gating_square() {
    ///         assert!(s == m.from() || m.is_castling());
    ///     }
    /// }
    /// ```
    #[must_use]
    pub fn gating_square(self) -> Option<usize> {
        self.gating()?;
        Some(if self.is_castling() && self.0 >> 31 != 0 {
            self.castling_rook()
        } else {
            self.from()
        })
    }

    /// The move with a piece of type `t` gated: on the square left, or for a castling on
    /// the rook's start square where `on_rook`.
    const fn gated(self, t: usize, on_rook: bool) -> Move {
        Move(self.0 | ((t as u32 + 1) & 0xF) << 20 | (on_rook as u32) << 31)
    }

    /// For a drop (a piece put from the hand onto the board, where the variant has
    /// `pieceDrops`), the type taken from the hand (an index of the variant's types); its
    /// square is [`Move::to`], and [`Move::from`] holds the type too. A piece dropped
    /// promoted (`dropPromoted`) has the type it is put down as in [`Move::promotion`].
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// assert!(list.as_slice().iter().all(|m| m.dropped().is_none() || m.to_string().contains('@')));
    /// ```
    #[must_use]
    pub const fn dropped(self) -> Option<usize> {
        if DROPS && self.kind() == DROP {
            Some(self.from())
        } else {
            None
        }
    }

    /// For a drop, the role dropped, typed ([`Move::dropped`] as a [`Role`]).
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// for m in list.as_slice() {
    ///     assert_eq!(m.dropped_role().map(|r| r.index()), m.dropped());
    /// }
    /// ```
    #[must_use]
    pub const fn dropped_role(self) -> Option<Role> {
        match self.dropped() {
            Some(t) => Role::from_index(t),
            None => None,
        }
    }

    /// The side and wing of a castling move (its king's rank tells the side).
    fn castling_side_and_wing(self) -> (usize, usize) {
        (
            usize::from(self.from() / FILES != CASTLE_KING_FROM[0] / FILES),
            usize::from(self.kind() == CASTLE_QUEENSIDE),
        )
    }

    /// The square of the rook a castling move castles with.
    fn castling_rook(self) -> usize {
        if CHESS960 {
            return (self.0 >> 24 & 0x7F) as usize - 1;
        }
        let (side, wing) = self.castling_side_and_wing();
        CASTLE_ROOK_FROM[side][wing]
    }

    /// The destination its UCI writes: the king's, or for a castling written as the king
    /// taking its rook (always in Chess960), the rook's square.
    fn written_to(self) -> usize {
        if CHESS960 && self.is_castling() {
            return self.castling_rook();
        }
        if self.is_castling() {
            let (side, wing) = self.castling_side_and_wing();
            if CASTLE_WRITES_ROOK[side][wing] {
                return CASTLE_ROOK_FROM[side][wing];
            }
        }
        self.to()
    }
}

/// Writes a square's name: its file letter and its rank number (`a1`, `j10`).
/// The checks each side has left to give, from a FEN's checks field: Fairy-Stockfish's
/// `W+B` (left to give), or lichess's `+W+B` (`given`: the checks given, of three).
fn read_checks(field: &str, given: bool) -> Option<[u8; CHECK_SLOTS]> {
    let digits = match (field.as_bytes(), given) {
        ([w, b'+', b], false) | ([b'+', w, b'+', b], true) => [*w, *b],
        _ => return None,
    };
    if !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let digits = digits.map(|d| d - b'0');
    Some(core::array::from_fn(|side| {
        if given {
            3u8.saturating_sub(digits[side])
        } else {
            digits[side]
        }
    }))
}

/// The Zobrist key of `side` having `checks` left to give (0 where checks are not counted).
#[inline(always)]
fn check_key(side: usize, checks: u8) -> u64 {
    match ZOBRIST_CHECKS.get(side) {
        Some(keys) => match keys.get(usize::from(checks)) {
            Some(&key) => key,
            None => 0,
        },
        None => 0,
    }
}

/// The Zobrist key of `n` pieces of type `t` in `side`'s hand (0 for none, and where nothing
/// is dropped).
#[inline(always)]
fn hand_key(side: usize, t: usize, n: u8) -> u64 {
    match ZOBRIST_HANDS[side][t].get(usize::from(n).wrapping_sub(1)) {
        Some(&key) => key,
        None => 0,
    }
}

/// The type whose letter `c` is, in either case (White's upper, Black's lower).
fn type_of_letter(c: char) -> Option<usize> {
    let lower = c.to_ascii_lowercase();
    LETTERS.iter().position(|&l| l as char == lower)
}

/// A move's SAN in shogi's notation, `short`, with its origin square `from` written.
fn shogi_with_origin(short: &San, from: usize) -> San {
    let text = short.as_str().as_bytes();
    // The piece's letter (and `+` before it), then the origin.
    let piece = if text.first() == Some(&b'+') { 2 } else { 1 };
    let mut out = San::new();
    for &b in &text[..piece] {
        out.push(b);
    }
    let mut origin = San::new();
    origin.push_shogi_square(from);
    if text[piece..].starts_with(origin.as_str().as_bytes())
        && matches!(text.get(piece + origin.len as usize), Some(b'-' | b'x'))
    {
        return *short;
    }
    for &b in origin.as_str().as_bytes() {
        out.push(b);
    }
    for &b in &text[piece..] {
        out.push(b);
    }
    out
}

fn write_square(f: &mut core::fmt::Formatter<'_>, square: usize) -> core::fmt::Result {
    let file = (b'a' + (square % FILES) as u8) as char;
    write!(f, "{file}{}", square / FILES + 1)
}

impl core::fmt::Display for Move {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if let Some(t) = self.dropped() {
            // A drop: the type's letter (upper case), `@`, the square (`P@e4`); `+` first
            // for a piece dropped promoted (`+N@b2`).
            if self.promotion().is_some() {
                write!(f, "+")?;
            }
            write!(f, "{}@", LETTERS[t].to_ascii_uppercase() as char)?;
            return write_square(f, self.to());
        }
        if let (Some(t), true) = (self.gating(), self.is_castling() && self.0 >> 31 != 0) {
            // A castling gating on its rook's square is written from that square to the
            // king's, with the type's letter (`h1e1h`), as Fairy-Stockfish writes it.
            write_square(f, self.castling_rook())?;
            write_square(f, self.from())?;
            return write!(f, "{}", LETTERS[t] as char);
        }
        write_square(f, self.from())?;
        // A castling is written as the king taking its rook where the king's own step to
        // its destination would be written the same, as Fairy-Stockfish writes it.
        write_square(f, self.written_to())?;
        if self.kind() == PIECE_PROMOTION {
            // Shogi's promotion, as Fairy-Stockfish writes it (`e4e5+`).
            write!(f, "+")?;
        } else if self.kind() == PIECE_DEMOTION {
            // Kyoto shogi's demotion (`e4e5-`).
            write!(f, "-")?;
        } else if let Some(p) = self.promotion() {
            write!(f, "{}", LETTERS[p] as char)?;
        }
        if let Some(t) = self.gating() {
            // S-chess's gating, as Fairy-Stockfish writes it: the type's letter after the
            // move (`b1c3h`).
            write!(f, "{}", LETTERS[t] as char)?;
        }
        Ok(())
    }
}

/// A fixed-capacity list of moves, sized for the variant: no heap allocation.
///
/// ```variant
/// use crate_path::{MoveList, Position, MAX_MOVES};
/// let mut list = MoveList::new();
/// Position::start().legal_moves(&mut list);
/// assert!(!list.is_empty() && list.len() <= MAX_MOVES);
/// ```
#[derive(Clone, Debug)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

/// The moves, as [`MoveList::as_slice`] gives them.
///
/// ```variant
/// use crate_path::{MoveList, Position};
/// let mut list = MoveList::new();
/// Position::start().legal_moves(&mut list);
/// assert_eq!(AsRef::<[_]>::as_ref(&list), list.as_slice());
/// ```
impl AsRef<[Move]> for MoveList {
    fn as_ref(&self) -> &[Move] {
        self.as_slice()
    }
}

#[allow(dead_code)] // a user may use the module in part
impl MoveList {
    /// An empty list.
    ///
    /// ```variant
    /// assert!(crate_path::MoveList::new().is_empty());
    /// ```
    #[must_use]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move(0); MAX_MOVES],
            len: 0,
        }
    }

    /// The moves.
    ///
    /// ```variant
    /// use crate_path::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// Position::start().legal_moves(&mut list);
    /// assert_eq!(list.as_slice().len(), list.len());
    /// ```
    #[must_use]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// How many moves it holds.
    ///
    /// ```variant
    /// assert_eq!(crate_path::MoveList::new().len(), 0);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds none.
    ///
    /// ```variant
    /// assert!(crate_path::MoveList::default().is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline(always)]
    fn push(&mut self, m: Move) {
        // The capacity bounds the moves of any position `from_fen` accepts.
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = m;
            self.len += 1;
        }
    }
}

/// Where generated moves go: a list, or a count.
trait Sink {
    /// Moves of the piece on `from` to each square of `to`.
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize);
    /// Moves to each square of `to` from the square `delta` before it (pawns moved as a set).
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize);
}

impl Offer for MoveList {
    #[inline(always)]
    fn offer(&mut self, m: Move) {
        self.push(m);
    }
}

/// A sink that takes each generated move in turn.
trait Offer {
    fn offer(&mut self, m: Move);
}

impl<T: Offer> Sink for T {
    #[inline(always)]
    fn moves(&mut self, from: usize, mut to: Bitboard, kind: u32, promotion: usize) {
        while to != 0 {
            self.offer(Move::new(from, first(to), kind, promotion));
            to &= to - 1;
        }
    }

    #[inline(always)]
    fn shifted(&mut self, mut to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        while to != 0 {
            let square = first(to);
            self.offer(Move::new(
                square.wrapping_sub(delta as usize),
                square,
                kind,
                promotion,
            ));
            to &= to - 1;
        }
    }
}

/// `us`'s pawn moves onto `to` from `delta` before each square: a move to each square outside
/// the promotion region, a move per promotion inside it (and the plain one where promotion
/// is not mandatory).
#[inline(always)]
fn pawn_moves<S: Sink>(
    sink: &mut S,
    to: Bitboard,
    delta: isize,
    us: usize,
    kind: u32,
    capture: bool,
) {
    sink.shifted(to & !PROMOTION_REGION[us], delta, kind, usize::MAX);
    let promoting = to & PROMOTION_REGION[us];
    if promoting != 0 {
        for &p in PROMOTIONS[us] {
            sink.shifted(promoting, delta, kind, p as usize);
        }
        if !MANDATORY_PROMOTION {
            sink.shifted(promoting, delta, kind, usize::MAX);
        }
        if pawn_piece_promotion(capture) {
            sink.shifted(promoting, delta, PIECE_PROMOTION, PROMOTED_TYPE[PAWN_INDEX]);
        }
    }
}

/// Whether a pawn's move into its promotion region (a capture or not) may also promote it
/// as shogi's pieces promote (`promotedPieceType = p:c`; where `piecePromotionOnCapture`,
/// only a capture), as Fairy-Stockfish's `make_promotions` offers it.
#[inline(always)]
const fn pawn_piece_promotion(capture: bool) -> bool {
    PAWN < TYPES && PROMOTED_TYPE[PAWN_INDEX] < TYPES && (capture || !PIECE_PROMOTION_ON_CAPTURE)
}

/// The legal move a UCI text names, among the moves generated: the move written so, else a
/// castling written in its other form (king to its destination, or king takes rook).
struct Pick {
    from: usize,
    to: usize,
    promotion: Option<usize>,
    /// The text's mark after the squares: `+` shogi's promotion, `-` a demotion, else 0.
    mark: u8,
    written: Option<Move>,
    other: Option<Move>,
}

impl Offer for Pick {
    #[inline(always)]
    fn offer(&mut self, m: Move) {
        // (A gating move is read by its text, in `parse_uci`.)
        if m.from() != self.from
            || m.gating().is_some()
            || m.promotion() != self.promotion
            || (m.kind() == PIECE_PROMOTION) != (self.mark == b'+')
            || (m.kind() == PIECE_DEMOTION) != (self.mark == b'-')
        {
            return;
        }
        if m.written_to() == self.to {
            self.written.get_or_insert(m);
        } else if !CHESS960
            && m.is_castling()
            && (m.to() == self.to || m.castling_rook() == self.to)
        {
            // (In Chess960 the king's move to its destination may be another move: only
            // the king taking its rook is read, as Fairy-Stockfish reads it.)
            self.other.get_or_insert(m);
        }
    }
}

/// What SAN must write to tell a move apart: whether other pieces of its type (those
/// generated) reach its square with its promotion, and whether one of them stands on its
/// file or on its rank. A gating move has none (as Fairy-Stockfish tells them apart: the
/// same move from another square, its gate kept, which no other piece has), and a move
/// that gates nothing only the others that gate nothing.
struct Rivals {
    from: usize,
    to: usize,
    promotion: Option<usize>,
    gating: bool,
    others: bool,
    same_file: bool,
    same_rank: bool,
}

impl Offer for Rivals {
    #[inline(always)]
    fn offer(&mut self, m: Move) {
        if m.to() == self.to
            && m.from() != self.from
            && !m.is_castling()
            && m.promotion() == self.promotion
            && !self.gating
            && m.gating().is_none()
        {
            self.others = true;
            self.same_file |= m.from() % FILES == self.from % FILES;
            self.same_rank |= m.from() / FILES == self.from / FILES;
        }
    }
}

/// The legal move a SAN text names, among the moves generated: a castling of its wing, or
/// a move to its square with its promotion that agrees with the file, rank and capture it
/// writes. Two such moves make the text ambiguous.
struct SanMatch {
    castle: Option<u32>,
    to: usize,
    promotion: Option<usize>,
    file: Option<usize>,
    rank: Option<usize>,
    capture: bool,
    theirs: Bitboard,
    found: Option<Move>,
    ambiguous: bool,
}

impl Offer for SanMatch {
    #[inline(always)]
    fn offer(&mut self, m: Move) {
        // (A gating move is read by its text, in `parse_san`.)
        if m.gating().is_some() {
            return;
        }
        let fits = match self.castle {
            Some(kind) => m.is_castling() && m.kind() == kind,
            None => {
                !m.is_castling()
                    && m.to() == self.to
                    && m.promotion() == self.promotion
                    && self.file.is_none_or(|f| m.from() % FILES == f)
                    && self.rank.is_none_or(|r| m.from() / FILES == r)
                    && (!self.capture || m.is_en_passant() || self.theirs & bit(self.to) != 0)
            }
        };
        if fits {
            self.ambiguous |= self.found.is_some();
            self.found = Some(m);
        }
    }
}

/// A count of moves.
struct Count(u64);

/// A count of moves, and of the captures among them (for compulsory captures).
struct CaptureCount {
    /// The enemy's pieces.
    theirs: Bitboard,
    /// Every move.
    all: u64,
    /// The captures.
    captures: u64,
}

impl Sink for CaptureCount {
    #[inline(always)]
    fn moves(&mut self, _: usize, to: Bitboard, kind: u32, _: usize) {
        self.all += u64::from(to.count_ones());
        self.captures += u64::from(captures_of(to, kind, self.theirs).count_ones());
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, _: isize, kind: u32, _: usize) {
        self.all += u64::from(to.count_ones());
        self.captures += u64::from(captures_of(to, kind, self.theirs).count_ones());
    }
}

/// Of moves of `kind` to `to`, the destinations where they capture: all of an en passant
/// capture's, the enemy-occupied ones of a plain move or double step, none of a castling.
#[inline(always)]
fn captures_of(to: Bitboard, kind: u32, theirs: Bitboard) -> Bitboard {
    // (A gating move's type rides above the kind.)
    match kind & 0xF {
        EN_PASSANT => to,
        CASTLE_KINGSIDE | CASTLE_QUEENSIDE => 0,
        _ => to & theirs,
    }
}

/// A sink that passes on each move, and where it leaves a gate (or castles with a rook on
/// one) the move again with each type the side holds put on the square left, where the
/// type may be dropped there (S-chess's gating, Fairy-Stockfish's `make_move_and_gating`).
/// The type rides in the kind's high bits; a gate on a castling rook's square, in the
/// promotion's top bit.
struct Gating<'s, S> {
    sink: &'s mut S,
    /// The side's gates.
    gates: Bitboard,
    /// The side's hand.
    hand: [u8; TYPES],
    us: usize,
}

impl<S: Sink> Gating<'_, S> {
    /// The gated copies of the moves from `from` to `to` with the piece put on `gate`.
    #[inline(always)]
    fn gated(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize, gate: usize) {
        for (t, &n) in self.hand.iter().enumerate() {
            if n != 0 && DROP_REGION[t][self.us] & bit(gate) != 0 {
                self.sink
                    .moves(from, to, kind | (t as u32 + 1) << 4, promotion);
            }
        }
    }
}

impl<S: Sink> Sink for Gating<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        self.sink.moves(from, to, kind, promotion);
        if kind == DROP || to == 0 {
            return;
        }
        if kind != CASTLE_KINGSIDE && kind != CASTLE_QUEENSIDE {
            if self.gates & bit(from) != 0 {
                self.gated(from, to, kind, promotion, from);
            }
            return;
        }
        let wing = usize::from(kind == CASTLE_QUEENSIDE);
        let rook = CASTLE_ROOK_FROM[self.us][wing];
        // (Not where the king or the rook lands, which Fairy-Stockfish refuses.)
        let landing = bit(CASTLE_KING_TO[self.us][wing]) | bit(CASTLE_ROOK_TO[self.us][wing]);
        if self.gates & bit(from) & !landing != 0 {
            self.gated(from, to, kind, promotion, from);
        }
        if self.gates & bit(rook) & !landing != 0 {
            // (The promotion's value whose stored byte is 0x80: the rook's square.)
            self.gated(from, to, kind, 0x7F, rook);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        self.sink.shifted(to, delta, kind, promotion);
        let mut gated = shift_back(to, delta) & self.gates;
        while gated != 0 {
            let from = first(gated);
            gated &= gated - 1;
            let target = bit(from.wrapping_add(delta as usize));
            self.gated(from, target, kind, promotion, from);
        }
    }
}

/// The squares `delta` before each of `to` (where pawns moved as a set came from).
#[inline(always)]
const fn shift_back(to: Bitboard, delta: isize) -> Bitboard {
    if delta >= 0 {
        to >> delta
    } else {
        to << -delta
    }
}

/// A sink that passes on every move but a pass, of the pieces on `from` only, and holds the
/// pass back (`passOnStalemate`: whether it is legal depends on every other move).
struct Withheld<'a, S> {
    sink: &'a mut S,
    /// The squares whose pieces' moves are passed on.
    from: Bitboard,
    /// Whether a move but a pass was generated, of any piece.
    moved: bool,
    /// The square of the piece that passes, where a pass was generated.
    pass: Option<usize>,
}

impl<S: Sink> Sink for Withheld<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        if kind == PASS {
            if to != 0 {
                self.pass = Some(from);
            }
            return;
        }
        self.moved |= to != 0;
        if self.from & bit(from) != 0 {
            self.sink.moves(from, to, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        self.moved |= to != 0;
        // The destinations whose origin, `delta` squares back, is on `from`.
        let mut kept = if self.from == !0 { to } else { 0 };
        let mut rest = to & !kept;
        while rest != 0 {
            let square = first(rest);
            rest &= rest - 1;
            if self.from & bit(square.wrapping_sub(delta as usize)) != 0 {
                kept |= bit(square);
            }
        }
        if kept != 0 {
            self.sink.shifted(kept, delta, kind, promotion);
        }
    }
}

/// A sink that passes on only the captures (where captures are compulsory and there is one).
struct OnlyCaptures<'s, S> {
    sink: &'s mut S,
    theirs: Bitboard,
}

impl<S: Sink> Sink for OnlyCaptures<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        let to = captures_of(to, kind, self.theirs);
        if to != 0 {
            self.sink.moves(from, to, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        let to = captures_of(to, kind, self.theirs);
        if to != 0 {
            self.sink.shifted(to, delta, kind, promotion);
        }
    }
}

/// A sink that passes on, where `mustDrop` binds, only the drops of its type (`drops`) or
/// only the other moves.
struct Dropping<'s, S> {
    sink: &'s mut S,
    drops: bool,
}

impl<S: Sink> Sink for Dropping<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        let drop = kind == DROP;
        // (A drop's `from` holds its type.)
        if drop == self.drops && (!drop || MUST_DROP_TYPE >= TYPES || from == MUST_DROP_TYPE) {
            self.sink.moves(from, to, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        // (Pawns moved as a set: never drops.)
        if !self.drops {
            self.sink.shifted(to, delta, kind, promotion);
        }
    }
}

/// A sink that passes on only the moves the variant's restrictions allow: no promotion to a
/// type the side has as many of as `promotionLimit` allows (counted on the board), and
/// where `immobilityIllegal` holds, no plain move or double step that would leave its piece
/// without a move (drops are kept off those squares by `DROP_REGION` already).
struct Restricted<'s, S> {
    sink: &'s mut S,
    position: &'s Position,
    us: usize,
}

impl<S: Sink> Restricted<'_, S> {
    /// Whether the move may be passed on, and where it may land.
    #[inline(always)]
    fn allowed(&self, t: usize, to: Bitboard, kind: u32, promotion: usize) -> Bitboard {
        if promotion != usize::MAX {
            // (`promotionLimit` bounds a pawn's promotions; a piece's, as shogi's, is
            // tested where it is generated, and neither a demotion nor a pawn's promotion
            // as shogi's pieces promote is bounded, as in Fairy-Stockfish.)
            let open = !matches!(kind, NORMAL | DOUBLE_STEP)
                || self.position.promotion_open(self.us, promotion);
            return if open { to } else { 0 };
        }
        if IMMOBILITY_ILLEGAL && matches!(kind, NORMAL | DOUBLE_STEP) {
            return to & !IMMOBILE[t][self.us];
        }
        to
    }
}

impl<S: Sink> Sink for Restricted<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        // Drops come from regions that leave the immobile squares out already.
        let to = if kind == DROP {
            to
        } else {
            self.allowed(self.position.type_on(from), to, kind, promotion)
        };
        if to != 0 {
            self.sink.moves(from, to, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        // (Pawns moved as a set.)
        let to = self.allowed(PAWN_INDEX, to, kind, promotion);
        if to != 0 {
            self.sink.shifted(to, delta, kind, promotion);
        }
    }
}

/// A sink that passes on only the moves that give no check (`checking = false`).
struct NoChecks<'s, S> {
    sink: &'s mut S,
    position: &'s Position,
    /// The opponent's king.
    king: usize,
}

impl<S: Sink> Sink for NoChecks<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        let to = to
            & !self
                .position
                .checking_moves(from, to, kind, promotion, self.king);
        if to != 0 {
            self.sink.moves(from, to, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, mut to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        // One by one: each pawn uncovers its own line.
        while to != 0 {
            let t = first(to);
            to &= to - 1;
            self.moves(t.wrapping_sub(delta as usize), bit(t), kind, promotion);
        }
    }
}

/// A sink that passes on only the moves that keep the side to move's pseudo-royal pieces
/// (`extinctionPseudoRoyal`): a quiet move from a calm square at once, every other move
/// made and tested.
struct PseudoRoyals<'s, S> {
    sink: &'s mut S,
    position: &'s Position,
    /// Per side, the pseudo-royal pieces before the move.
    royals: [Bitboard; 2],
    /// The squares whose piece may move to any empty square without a test: none where a
    /// pseudo-royal piece of the side to move is in check; else every square but those of
    /// its pseudo-royal pieces and of the pieces pinned to them (a move to an empty square
    /// blows nothing up and changes no pseudo-royal piece, so it can only uncover a line).
    calm: Bitboard,
}

impl<S: Sink> Sink for PseudoRoyals<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        let mut kept = 0;
        let mut rest = to;
        if self.calm & bit(from) != 0
            && matches!(kind, NORMAL | DOUBLE_STEP)
            && !EXTINCTION_TYPES.get(promotion).copied().unwrap_or(false)
        {
            kept = to & !self.position.occupied();
            rest &= !kept;
        }
        while rest != 0 {
            let t = first(rest);
            rest &= rest - 1;
            let m = Move::new(from, t, kind, promotion);
            if self.position.keeps_pseudo_royals(m, self.royals) {
                kept |= bit(t);
            }
        }
        if kept != 0 {
            self.sink.moves(from, kept, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, mut to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        while to != 0 {
            let t = first(to);
            to &= to - 1;
            self.moves(t.wrapping_sub(delta as usize), bit(t), kind, promotion);
        }
    }
}

/// A sink that passes on only the moves that leave the king safe where lame leapers,
/// hoppers or the flying general make pins and blocks that no line describes: a move that
/// neither lifts a piece nor fills a square through which the king could come under attack
/// ([`Position::danger`]) at once, every other one tested on the board as the move leaves
/// it (Fairy-Stockfish's `Position::legal`).
struct Tested<'s, S> {
    sink: &'s mut S,
    position: &'s Position,
    /// The king's square and side.
    king: usize,
    us: usize,
    /// The squares a move must not leave, and those it must not reach, to pass untested:
    /// every square in check.
    from_exposure: Bitboard,
    to_exposure: Bitboard,
    /// Whether the kings face each other where bikjang is ruled.
    bikjang: bool,
}

impl<S: Sink> Sink for Tested<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        // (A drop's `from` is its type: it lifts nothing.)
        let lifted = if kind == DROP { 0 } else { bit(from) };
        let (mut kept, mut rest) = if lifted & self.from_exposure == 0 {
            (to & !self.to_exposure, to & self.to_exposure)
        } else {
            (0, to)
        };
        let occupied = self.position.occupied() & !lifted;
        while rest != 0 {
            let t = first(rest);
            rest &= rest - 1;
            let cannons = self.position.cannons_after(lifted, t);
            if !self.position.exposed(
                self.king,
                self.us,
                occupied | bit(t),
                t,
                cannons,
                self.bikjang,
            ) {
                kept |= bit(t);
            }
        }
        if kept != 0 {
            self.sink.moves(from, kept, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, mut to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        if (to & self.to_exposure) | (shift_back(to, delta) & self.from_exposure) == 0 {
            self.sink.shifted(to, delta, kind, promotion);
            return;
        }
        while to != 0 {
            let t = first(to);
            to &= to - 1;
            self.moves(t.wrapping_sub(delta as usize), bit(t), kind, promotion);
        }
    }
}

/// The union of the generated moves' destinations.
struct Reach(Bitboard);

impl Sink for Reach {
    #[inline(always)]
    fn moves(&mut self, _: usize, to: Bitboard, _: u32, _: usize) {
        self.0 |= to;
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, _: isize, _: u32, _: usize) {
        self.0 |= to;
    }
}

impl Sink for Count {
    #[inline(always)]
    fn moves(&mut self, _: usize, to: Bitboard, _: u32, _: usize) {
        self.0 += u64::from(to.count_ones());
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, _: isize, _: u32, _: usize) {
        self.0 += u64::from(to.count_ones());
    }
}

/// What is wrong with a FEN.
///
/// ```variant
/// use crate_path::{FenError, Position};
/// assert_eq!(Position::from_fen(""), Err(FenError::Fields));
/// assert_eq!(Position::from_fen("8/8 w - - 0 1"), Err(FenError::Placement));
/// ```
#[allow(dead_code)] // a user may use the module in part
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenError {
    /// No placement, or more than six fields.
    Fields,
    /// The placement does not have the variant's ranks and files.
    Placement,
    /// A character that is none of the variant's piece letters, digits or `/`.
    Piece(char),
    /// A side without exactly one king (or with one, where the start position has none).
    Kings,
    /// A side with more pieces than it has in the start position.
    TooManyPieces,
    /// The side to move is not `w` or `b`.
    Side,
    /// A castling right that is not `K`, `Q`, `k` or `q` (or, in Chess960, a rook's file).
    Castling(char),
    /// A castling right whose king or rook, found as Fairy-Stockfish finds them, stand
    /// elsewhere than in the start position: Fairy-Stockfish would castle from those
    /// squares, this module castles from the start position's.
    CastlingSquares(char),
    /// The en passant square is not `-` or a square of the board.
    EnPassant,
    /// A move counter that is not a number.
    Counter,
    /// Where checks are counted: a checks field that is not Fairy-Stockfish's `W+B` (the
    /// checks each side has left to give, one digit each) or lichess's `+W+B` (the checks
    /// each has given, after the counters).
    Checks,
    /// The side not to move is in check.
    OpponentInCheck,
    /// Where pieces are dropped, hands that are not `[`, piece letters and `]` (a type held
    /// more times than the board has squares included).
    Hands,
    /// Parts given to `Position::from_parts` that put two pieces on a square, or a piece
    /// of no side (or a side's square with no piece).
    Overlap,
}

impl core::fmt::Display for FenError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            FenError::Fields => write!(f, "expected the placement and optionally the side to move, castling, en passant and two counters, separated by spaces"),
            FenError::Placement => write!(f, "the placement must have {RANKS} ranks of {FILES} files separated by `/`"),
            FenError::Piece(c) => write!(f, "`{c}` is not a piece of this variant (letters: {}), a digit or `/`", core::str::from_utf8(&LETTERS).unwrap_or("")),
            FenError::Kings if royal(0) && royal(1) => write!(f, "each side needs exactly one king"),
            FenError::Kings if royal(0) || royal(1) => write!(f, "{} needs exactly one king and the other side none, as in the start position", if royal(0) { "White" } else { "Black" }),
            FenError::Kings => write!(f, "neither side may have a king, as in the start position"),
            FenError::TooManyPieces => write!(f, "a side has more pieces than in the variant's start position ({MAX_PIECES} at most)"),
            FenError::Side => write!(f, "the side to move must be `w` or `b`"),
            FenError::Checks => write!(f, "the checks field must be `W+B`, the checks each side has left to give (like `3+3`), or lichess's `+W+B` after the counters, the checks given"),
            FenError::Castling(c) if CHESS960 => write!(f, "castling right `{c}`: expected `-`, some of `KQkq`, or the files of rooks (`HAha`)"),
            FenError::Castling(c) => write!(f, "castling right `{c}`: expected `-` or some of `KQkq`"),
            FenError::CastlingSquares(c) => write!(f, "castling right `{c}`: Fairy-Stockfish finds its king or rook elsewhere than in the start position, and this module castles only from the start position's squares"),
            FenError::EnPassant => write!(f, "the en passant square must be `-` or a square of the board"),
            FenError::Counter => write!(f, "the move counters must be numbers"),
            FenError::OpponentInCheck => write!(f, "the side not to move is in check"),
            FenError::Hands => write!(f, "the hands must be `[`, the letters of the pieces held (upper case White's) and `]`, like `[Qn]`, each type at most {SQUARES} times"),
            FenError::Overlap => write!(f, "the sets must give each occupied square one piece type and one side"),
        }
    }
}

impl core::error::Error for FenError {}

/// A move given to [`Position::try_play`] that is not legal in the position (a move of
/// another position, or one already played).
///
/// ```variant
/// use crate_path::{MoveList, Position};
/// let start = Position::start();
/// let mut list = MoveList::new();
/// start.legal_moves(&mut list);
/// let m = list.as_slice()[0];
/// let after = start.try_play(m).unwrap();
/// assert_eq!(after.try_play(m).unwrap_err().0, m); // the same move again
/// ```
#[allow(dead_code)] // a user may use the module in part
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub Move);

impl core::fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "`{}` is not a legal move in this position", self.0)
    }
}

impl core::error::Error for IllegalMove {}

/// Whether `value` is written `text` (without a heap: compared as it is written).
fn written_as(value: &impl core::fmt::Display, text: &str) -> bool {
    struct Compare<'t> {
        rest: &'t str,
    }
    impl core::fmt::Write for Compare<'_> {
        fn write_str(&mut self, s: &str) -> core::fmt::Result {
            self.rest = self.rest.strip_prefix(s).ok_or(core::fmt::Error)?;
            Ok(())
        }
    }
    let mut compare = Compare { rest: text };
    core::fmt::write(&mut compare, format_args!("{value}")).is_ok() && compare.rest.is_empty()
}

/// A UCI move [`Position::parse_uci`] cannot accept.
///
/// ```variant
/// use crate_path::{Position, UciError};
/// assert_eq!(Position::start().parse_uci("e2"), Err(UciError::Malformed));
/// ```
#[allow(dead_code)] // a user may use the module in part
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UciError {
    /// Not two squares of the board and an optional promotion letter (`e2e4`, `a7a8q`).
    Malformed,
    /// Well formed, but no legal move of the position.
    Illegal,
}

impl core::fmt::Display for UciError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            UciError::Malformed => write!(f, "expected a UCI move: two squares of the board and an optional promotion letter, like `e2e4` or `a7a8q`"),
            UciError::Illegal => write!(f, "not a legal move in this position"),
        }
    }
}

impl core::error::Error for UciError {}

/// A move in Standard Algebraic Notation, as python-chess writes it on 8x8 and
/// Fairy-Stockfish (`get_san`) on every variant: the piece's letter (none for a pawn), the
/// origin's file, rank or square where another piece of the type could go to the same
/// square, `x` for a capture (a pawn's capture with its file), the destination, `=Q` for a
/// promotion, `O-O` and `O-O-O` for castling, `+` for check and `#` for mate. Held inline
/// (no heap): [`San::as_str`] or `Display`.
///
/// ```variant
/// use crate_path::Position;
/// let start = Position::start();
/// let mut list = crate_path::MoveList::new();
/// start.legal_moves(&mut list);
/// let m = list.as_slice()[0];
/// assert_eq!(start.parse_san(start.san(m).as_str()), Ok(m));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct San {
    bytes: [u8; 16],
    len: u8,
}

#[allow(dead_code)] // a user may use the module in part
impl San {
    const fn new() -> San {
        San {
            bytes: [0; 16],
            len: 0,
        }
    }

    fn push(&mut self, byte: u8) {
        if (self.len as usize) < self.bytes.len() {
            self.bytes[self.len as usize] = byte;
            self.len += 1;
        }
    }

    fn push_square(&mut self, square: usize, file: bool, rank: bool) {
        if file {
            self.push(b'a' + (square % FILES) as u8);
        }
        if rank {
            let r = square / FILES + 1;
            if r >= 10 {
                self.push(b'0' + (r / 10) as u8);
            }
            self.push(b'0' + (r % 10) as u8);
        }
    }

    /// `square` in shogi's numbers: its file counted from the last (the right), then its
    /// rank counted from the last (the top), as Fairy-Stockfish writes them (`76`).
    fn push_shogi_square(&mut self, square: usize) {
        // (Named first: a subtraction inside an array reads as a missing comma to clippy
        // where a macro expands the module.)
        let (file, rank) = (FILES - square % FILES, RANKS - square / FILES);
        for n in [file, rank] {
            if n >= 10 {
                self.push(b'0' + (n / 10) as u8);
            }
            self.push(b'0' + (n % 10) as u8);
        }
    }

    /// The notation as text.
    ///
    /// ```variant
    /// use crate_path::Position;
    /// let start = Position::start();
    /// let mut list = crate_path::MoveList::new();
    /// start.legal_moves(&mut list);
    /// assert!(!start.san(list.as_slice()[0]).as_str().is_empty());
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..self.len as usize]).unwrap_or("")
    }
}

impl core::fmt::Display for San {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl core::fmt::Debug for San {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "San({})", self.as_str())
    }
}

/// Why [`Position::parse_san`] refused a SAN move.
///
/// ```variant
/// use crate_path::{Position, SanError};
/// assert_eq!(Position::start().parse_san("Ke2"), Err(SanError::Illegal));
/// ```
#[allow(dead_code)] // a user may use the module in part
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SanError {
    /// No legal move of the position is written so (or the text is no SAN at all).
    Illegal,
    /// More than one legal move is written so: the origin's file or rank must tell them
    /// apart (`Nbd7`, `R1e2`).
    Ambiguous,
}

impl core::fmt::Display for SanError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            SanError::Illegal => "no legal move of this position is written so in SAN (like `Nf3`, `exd5`, `e8=Q`, `O-O`)",
            SanError::Ambiguous => "more than one legal move is written so in SAN: add the origin's file or rank (like `Nbd7`, `R1e2`)",
        })
    }
}

impl core::error::Error for SanError {}

/// A side: White moves first.
///
/// ```variant
/// use crate_path::{Color, Position};
/// assert_eq!(Position::start().turn(), Color::White);
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.index(), 1);
/// ```
#[allow(dead_code)] // a user may use the module in part
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side that moves first, upper-case letters in FEN.
    White,
    /// The side that moves second, lower-case letters in FEN.
    Black,
}

#[allow(dead_code)] // a user may use the module in part
impl Color {
    /// Both sides, White first.
    ///
    /// ```variant
    /// assert_eq!(crate_path::Color::ALL.len(), 2);
    /// ```
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// Its index where the module takes a side as a number: 0 White, 1 Black.
    ///
    /// ```variant
    /// assert_eq!(crate_path::Color::White.index(), 0);
    /// ```
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side of an index: 0 White, anything else Black.
    ///
    /// ```variant
    /// use crate_path::Color;
    /// assert_eq!(Color::from_index(1), Color::Black);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_index(index: usize) -> Color {
        if index == 0 {
            Color::White
        } else {
            Color::Black
        }
    }
}

impl Default for Color {
    /// White, who moves first.
    ///
    /// ```variant
    /// assert_eq!(crate_path::Color::default(), crate_path::Color::White);
    /// ```
    fn default() -> Color {
        Color::White
    }
}

impl core::ops::Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        Color::from_index(self.index() ^ 1)
    }
}

impl core::fmt::Display for Color {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// Why a game ended ([`Outcome::termination`]).
///
/// ```variant
/// use crate_path::Termination;
/// assert_ne!(Termination::Checkmate, Termination::Stalemate);
/// ```
#[allow(dead_code)] // a user may use the module in part
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// Neither side has the material to mate, as Fairy-Stockfish judges it.
    InsufficientMaterial,
    /// The halfmove clock reached twice [`N_MOVE_RULE`] (the fifty-move rule).
    MoveRule,
    /// The position occurred [`N_FOLD_RULE`] times since the last capture or pawn move (in
    /// the whole game where captured pieces go into the hand); where perpetual checks lose
    /// (`perpetualCheckIllegal`: shogi), a side that checked at every move loses.
    Repetition,
    /// The winner's flag pieces reached its flag region (`flagPiece`, `flagRegion`: king of
    /// the hill).
    Flag,
    /// The winner gave the checks it had to give (`checkCounting`: three-check).
    CheckCount,
    /// A side ran out of pieces of a kind (`extinctionValue`, `extinctionPieceTypes`:
    /// losers' bare king, giveaway's last piece given away).
    Extinction,
    /// The winner castled as a winning right allows, or its opponent lost all of its
    /// winning rights (`castlingWins`: castle chess).
    Castling,
    /// The side that just moved has pieces in a row (`connectN`), with the variant's result
    /// for it (`connectValue`).
    Connect,
    /// The side to move is checkmated by the pawn just dropped, which shogi forbids: the
    /// side that dropped it loses (`shogiPawnDropMateIllegal`).
    PawnDropMate,
    /// Both sides passed in a row (`pass`, janggi's).
    Passes,
    /// The kings faced each other after a move made while they did (`bikjangRule`).
    Bikjang,
    /// The loser moved a piece back and forth, out of check, five times running
    /// (`moveRepetitionIllegal`: modern janggi's).
    RepeatedMoves,
}

/// How a game ended: who won (`None` for a draw) and why.
///
/// ```variant
/// use crate_path::{Outcome, Termination};
/// let draw = Outcome { winner: None, termination: Termination::Stalemate };
/// assert!(draw.is_draw());
/// assert_eq!(draw.to_string(), "1/2-1/2");
/// ```
#[allow(dead_code)] // a user may use the module in part
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The side that won; `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub termination: Termination,
}

#[allow(dead_code)] // a user may use the module in part
impl Outcome {
    /// Whether neither side won.
    ///
    /// ```variant
    /// use crate_path::{Color, Outcome, Termination};
    /// let mate = Outcome { winner: Some(Color::White), termination: Termination::Checkmate };
    /// assert!(!mate.is_draw());
    /// ```
    #[must_use]
    pub const fn is_draw(&self) -> bool {
        self.winner.is_none()
    }
}

impl core::fmt::Display for Outcome {
    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        })
    }
}

/// The Zobrist keys of a game's earlier positions since its last capture or pawn move, for
/// repetitions ([`Position::outcome_in`], [`Position::repetitions`]): push each position
/// before playing a move from it. It holds the last positions the n-move rule lets repeat
/// (twice [`N_MOVE_RULE`]; 512 where the variant has no such rule or captured pieces go
/// into the hand) on the stack, and forgets the rest at a capture or pawn move, which no
/// later position can repeat (but where captured pieces go into the hand). Where perpetual
/// checks lose (`perpetualCheckIllegal`) it also keeps whether each position was in check.
///
/// ```variant
/// use crate_path::{History, MoveList, Position};
/// let mut history = History::new();
/// let mut position = Position::start();
/// let mut list = MoveList::new();
/// for _ in 0..4 {
///     position.legal_moves(&mut list);
///     history.push(&position);
///     position = position.play(list.as_slice()[0]);
/// }
/// assert!(history.len() <= 4);
/// ```
#[allow(dead_code)] // a user may use the module in part
#[derive(Clone, Debug)]
pub struct History {
    keys: [u64; HISTORY],
    /// Where perpetual checks lose or moves may not be repeated, per key whether its
    /// position was in check.
    checks: [[bool; HISTORY]; CHECK_HISTORY],
    /// Where moves may not be repeated, per key the move that led to its position and
    /// whether it took a piece.
    moves: [[Option<(Move, bool)>; HISTORY]; LAST_SLOTS],
    /// Where the oldest key is.
    start: usize,
    len: usize,
}

impl Default for History {
    fn default() -> History {
        History::new()
    }
}

#[allow(dead_code)] // a user may use the module in part
impl History {
    /// No earlier position.
    ///
    /// ```variant
    /// assert!(crate_path::History::new().is_empty());
    /// ```
    #[must_use]
    pub const fn new() -> History {
        History {
            keys: [0; HISTORY],
            checks: [[false; HISTORY]; CHECK_HISTORY],
            moves: [[None; HISTORY]; LAST_SLOTS],
            start: 0,
            len: 0,
        }
    }

    /// Records `position` as the latest earlier position. A position reached by a capture
    /// or a pawn move (its halfmove clock 0) starts the record afresh, but where captured
    /// pieces go into the hand and may come back (Fairy-Stockfish then looks back over the
    /// whole game).
    ///
    /// ```variant
    /// use crate_path::{History, Position};
    /// let mut history = History::new();
    /// history.push(&Position::start());
    /// assert_eq!(history.len(), 1);
    /// ```
    pub fn push(&mut self, position: &Position) {
        if position.halfmoves == 0 && !CAPTURES_TO_HAND {
            self.clear();
        }
        if self.len == HISTORY {
            self.start = (self.start + 1) % HISTORY;
            self.len -= 1;
        }
        let at = (self.start + self.len) % HISTORY;
        self.keys[at] = position.zobrist();
        if let Some(checks) = self.checks.first_mut() {
            checks[at] = position.checkers() != 0;
        }
        if let (Some(moves), Some(&last)) = (self.moves.first_mut(), position.last.first()) {
            moves[at] = last;
        }
        self.len += 1;
    }

    /// Forgets every position.
    ///
    /// ```variant
    /// use crate_path::{History, Position};
    /// let mut history = History::new();
    /// history.push(&Position::start());
    /// history.clear();
    /// assert!(history.is_empty());
    /// ```
    pub fn clear(&mut self) {
        self.start = 0;
        self.len = 0;
    }

    /// How many positions it holds.
    ///
    /// ```variant
    /// assert_eq!(crate_path::History::new().len(), 0);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds no position.
    ///
    /// ```variant
    /// assert!(crate_path::History::new().is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The key of the position `back` plies before the current one (1 the latest pushed).
    fn back(&self, back: usize) -> u64 {
        self.keys[(self.start + self.len - back) % HISTORY]
    }

    /// Whether the position `back` plies before the current one was in check (never where
    /// perpetual checks are not judged).
    fn checked_back(&self, back: usize) -> bool {
        self.checks
            .first()
            .is_some_and(|checks| checks[(self.start + self.len - back) % HISTORY])
    }

    /// The move that led to the position `back` plies before the current one, and whether
    /// it took a piece (none where moves may repeat, or before the first move recorded).
    fn move_back(&self, back: usize) -> Option<(Move, bool)> {
        self.moves
            .first()
            .and_then(|moves| moves[(self.start + self.len - back) % HISTORY])
    }
}

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
            key: 0,
        }
    }

    /// Reads a position in Fairy-Stockfish's FEN: ranks from the last, digits counting empty
    /// squares (`10` on a 10-file board), the variant's letters (upper case White), side to
    /// move, castling (`KQkq` or `-`; a right whose king or rook is not on its square is
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
        let mut fields = fen.split_ascii_whitespace().peekable();
        let mut placement = fields.next().ok_or(FenError::Fields)?;
        let mut p = Position::empty();
        // Where pieces are dropped, the hands follow the placement: `[Qn]`, or, as
        // Fairy-Stockfish also reads them, as a rank after the last (`.../4K3/Qn`).
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
                    if let Some(hand) = p.hands.get_mut(side) {
                        if usize::from(hand[t]) >= SQUARES {
                            return Err(FenError::Hands);
                        }
                        hand[t] += 1;
                    }
                }
            }
        }
        let mut rank = RANKS;
        for row in placement.split('/') {
            if rank == 0 {
                return Err(FenError::Placement);
            }
            rank -= 1;
            let mut file = 0;
            let mut run = 0;
            // The square of a piece just read, which a `~` after it marks as promoted.
            let mut last = None;
            // Whether a `+` before the next piece marks it promoted as shogi's are.
            let mut plus = false;
            for c in row.chars() {
                if DROPS && c == '~' {
                    let square = last.take().ok_or(FenError::Piece(c))?;
                    if TILDE {
                        if let Some(set) = p.promoted.first_mut() {
                            *set |= bit(square);
                        }
                    }
                    continue;
                }
                last = None;
                if PIECE_PROMOTIONS && c == '+' && !plus {
                    plus = true;
                    continue;
                }
                if let Some(d) = c.to_digit(10) {
                    run = run * 10 + d as usize;
                    if run > FILES {
                        return Err(FenError::Placement);
                    }
                    continue;
                }
                file += run;
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
                        .ok_or(FenError::Piece(c))?;
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
            file += run;
            if file != FILES {
                return Err(FenError::Placement);
            }
        }
        if rank != 0 {
            return Err(FenError::Placement);
        }
        // White moves where the FEN does not say, as in Fairy-Stockfish.
        p.side = match fields.next() {
            None | Some("w") => 0,
            Some("b") => 1,
            Some(_) => return Err(FenError::Side),
        };
        let mut rights = 0;
        let mut rook_files = [0u32; 2];
        // Shogi's FEN has no castling and en passant fields (`[-] w 0 1`): a number after
        // the side is the halfmove clock, as Fairy-Stockfish reads it.
        let counters_only = fields
            .peek()
            .is_some_and(|f| f.bytes().all(|b| b.is_ascii_digit()));
        if let Some(castling) = fields.next_if(|_| !counters_only) {
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
                        // from the first rank (`KQBCDFGkqbcdfg`).
                        _ if GATING
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
        }
        // The en passant field, read as Fairy-Stockfish reads it: a field that is neither
        // `-` nor a square but starts with a digit was a counter (the field left out, as in
        // `w - 0 1`): Fairy-Stockfish takes its first character as the missing en passant
        // square, and what follows for the counters.
        let mut en_passant = None;
        let mut counters: [Option<&str>; 2] = [None, None];
        match fields.next_if(|_| !counters_only) {
            None | Some("-") => {}
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
        if CHECK_COUNTING {
            if let Some(field) = fields.next_if(|f| f.starts_with('+')) {
                p.checks = read_checks(field, true).ok_or(FenError::Checks)?;
            }
        }
        if fields.next().is_some() {
            return Err(FenError::Fields);
        }
        p.settle(rights, rook_files, en_passant)?;
        Ok(p)
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
        p.settle(castling, [0; 2], en_passant)?;
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
    /// that can hold, and refuses a position whose side not to move is in check. `rights`
    /// are `KQkq`'s bits; in Chess960 `rook_files` are the files a Shredder-FEN or X-FEN
    /// names, per side (bit `f` for file `f`).
    fn settle(
        &mut self,
        mut rights: u8,
        rook_files: [u32; 2],
        en_passant: Option<usize>,
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
        let them = 1 - p.side as usize;
        let king = first(p.by_type[KING] & p.by_side[them]);
        if p.royal_on_board(them) && p.attackers(king, p.side as usize, p.occupied()) != 0 {
            return Err(FenError::OpponentInCheck);
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
    /// in check, else all but theirs and those of the pieces pinned to them.
    #[inline(always)]
    fn calm(&self, royals: [Bitboard; 2]) -> Bitboard {
        let us = self.side as usize;
        if self.pseudo_royal_checked_among(royals) {
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
        let mut ours = royals[us];
        while ours != 0 {
            let s = first(ours);
            ours &= ours - 1;
            if self.pseudo_royal_attacked(s, us, royals[us ^ 1], self.occupied()) {
                return true;
            }
        }
        false
    }

    /// Whether `m`, legal but for pseudo-royal pieces (`royals`, per side), keeps them
    /// (Fairy-Stockfish's `Position::legal` under `extinctionPseudoRoyal`): none of ours may
    /// be blown up; a move that blows one of the opponent's up is then legal; else none of
    /// ours may be left attacked, and a castling one may not stand on or cross an attacked
    /// square. Made and tested.
    #[inline(always)]
    fn keeps_pseudo_royals(&self, m: Move, royals: [Bitboard; 2]) -> bool {
        let us = self.side as usize;
        let them = us ^ 1;
        let (from, to) = (m.from(), m.to());
        let mut ours = royals[us];
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
                let mut path = (rank_span(from, to) & !bit(to)) | bit(from);
                while path != 0 {
                    let s = first(path);
                    path &= path - 1;
                    if self.pseudo_royal_attacked(s, us, royals[them], occupied) {
                        return false;
                    }
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
        while ours != 0 {
            let s = first(ours);
            ours &= ours - 1;
            if after.pseudo_royal_attacked(s, us, royals[them], occupied) {
                return false;
            }
        }
        true
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

        // En passant: rare, so made and tested.
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

        // Castling, as Fairy-Stockfish plays it: the paths empty, the king not in check
        // and no square it crosses or lands on attacked (a king that is not royal may
        // castle through attacks).
        if CASTLING
            && checkers == 0
            && self.castling & (3 << (us * 2)) != 0
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
        if !MUST_CAPTURE && !NO_CHECKS && !PSEUDO_ROYAL && t == KING && m.kind() == NORMAL {
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

    /// The legal move `text` names in UCI, as Fairy-Stockfish writes it (`e2e4`, `a7a8q`,
    /// `a9a10` on ten ranks, castling as the king's move or, where the king moves one
    /// square, as the king taking its rook); a castling is also accepted in the other form,
    /// but in Chess960, where it is always the king taking its rook.
    ///
    /// # Errors
    ///
    /// [`UciError::Malformed`] for text that is not a move's shape, [`UciError::Illegal`] for
    /// a move the position does not have.
    ///
    /// ```variant
    /// use crate_path::{Position, UciError};
    /// let start = Position::start();
    /// let mut list = crate_path::MoveList::new();
    /// start.legal_moves(&mut list);
    /// let first = list.as_slice()[0];
    /// assert_eq!(start.parse_uci(&first.to_string()), Ok(first));
    /// assert_eq!(start.parse_uci("a1a1"), Err(UciError::Illegal));
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        if GATING && self.held(self.side as usize) != 0 {
            // (A gating move's letter would read as a promotion's: the legal moves are
            // matched as written, `b1c3h` or `h1e1h`.)
            let mut list = MoveList::new();
            self.legal_moves(&mut list);
            if let Some(&m) = list
                .as_slice()
                .iter()
                .find(|m| m.gating().is_some() && written_as(m, text))
            {
                return Ok(m);
            }
        }
        if DROPS {
            if let Some((letter, square)) = text.split_once('@') {
                let m = self.drop_named(letter, square).ok_or(UciError::Malformed)?;
                return if self.is_legal(m) {
                    Ok(m)
                } else {
                    Err(UciError::Illegal)
                };
            }
        }
        let bytes = text.as_bytes();
        let square_end = |at: usize| -> Option<(usize, usize)> {
            let file = usize::from(bytes.get(at)?.wrapping_sub(b'a'));
            let digits = bytes[at + 1..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            let rank: usize = text.get(at + 1..at + 1 + digits)?.parse().ok()?;
            (file < FILES && (1..=RANKS).contains(&rank) && digits <= 2)
                .then(|| ((rank - 1) * FILES + file, at + 1 + digits))
        };
        let (from, next) = square_end(0).ok_or(UciError::Malformed)?;
        let (to, end) = square_end(next).ok_or(UciError::Malformed)?;
        let mark = match &bytes[end..] {
            [b'+'] if PIECE_PROMOTIONS => b'+',
            [b'-'] if PIECE_DEMOTIONS => b'-',
            _ => 0,
        };
        let promotion = match &bytes[end..] {
            [] => None,
            // Shogi's promotion: the type the piece on `from` becomes.
            [b'+'] if mark != 0 => self
                .piece_on(from)
                .map(|(t, _)| PROMOTED_TYPE[t])
                .filter(|&p| p < TYPES),
            // A demotion: the type the piece on `from` was.
            [b'-'] if mark != 0 => self.shogi_unpromoted_on(from),
            [letter] => Some(
                LETTERS
                    .iter()
                    .position(|l| l == letter)
                    .ok_or(UciError::Malformed)?,
            ),
            _ => return Err(UciError::Malformed),
        };
        // Only the moves of the piece on `from` are generated.
        let mut pick = Pick {
            from,
            to,
            promotion,
            mark,
            written: None,
            other: None,
        };
        self.offer_legal_moves(&mut pick, bit(from));
        pick.written.or(pick.other).ok_or(UciError::Illegal)
    }

    /// The drop a UCI or SAN text names by its piece's letter (either case) and square
    /// (`P@e4`), legal or not; `None` if either is not the variant's.
    fn drop_named(&self, letter: &str, square: &str) -> Option<Move> {
        // (`+N`: a piece dropped promoted, where the variant has `dropPromoted`.)
        let (promoted, c) = match *letter.as_bytes() {
            [c] => (false, c),
            [b'+', c] if DROP_PROMOTED => (true, c),
            _ => return None,
        };
        let t = type_of_letter(char::from(c))?;
        let promotion = if promoted {
            Some(PROMOTED_TYPE[t]).filter(|&p| p < TYPES)?
        } else {
            usize::MAX
        };
        Some(Move::new(t, parse_square(square)?, DROP, promotion))
    }

    /// `m`, one of this position's legal moves, in Standard Algebraic Notation ([`San`]).
    ///
    /// ```variant
    /// use crate_path::Position;
    /// let start = Position::start();
    /// let mut list = crate_path::MoveList::new();
    /// start.legal_moves(&mut list);
    /// let pawn_push = list.as_slice().iter().find(|m| m.to() == m.from() + 2 * crate_path::FILES).unwrap();
    /// assert!(start.san(*pawn_push).as_str().starts_with(|c: char| c.is_ascii_lowercase()));
    /// ```
    #[must_use]
    pub fn san(&self, m: Move) -> San {
        if SHOGI_NOTATION {
            return self.shogi_san(m);
        }
        let mut out = San::new();
        let (from, to) = (m.from(), m.to());
        if let Some(t) = m.dropped() {
            // A drop, as Fairy-Stockfish writes it: `P@e4` (never ambiguous), with the SAN
            // letter of the type put down (a piece dropped promoted: its promoted type's;
            // supply's elephant, `b` in a FEN: `E@c1`).
            out.push(SAN_LETTERS[m.promotion().unwrap_or(t)]);
            out.push(b'@');
            out.push_square(to, true, true);
        } else if m.is_castling() {
            for &b in if m.kind() == CASTLE_KINGSIDE {
                b"O-O".as_slice()
            } else {
                b"O-O-O".as_slice()
            } {
                out.push(b);
            }
            // (A gating castling names where its piece goes: `O-O/He1`.)
            if let (Some(g), Some(square)) = (m.gating(), m.gating_square()) {
                out.push(b'/');
                out.push(LETTERS[g].to_ascii_uppercase());
                out.push_square(square, true, true);
            }
        } else {
            let t = self.type_on(from);
            let capture = m.is_en_passant() || (!m.is_pass() && self.occupied() & bit(to) != 0);
            if t == PAWN {
                if capture {
                    out.push_square(from, true, false);
                }
            } else {
                out.push(SAN_LETTERS[t]);
                // The other pieces of the type that could go to the same square: only their
                // moves are generated.
                let others_of_type =
                    self.by_type[t] & self.by_side[self.side as usize] & !bit(from);
                let rivals = self.rivals(m, others_of_type);
                if rivals.others {
                    out.push_square(
                        from,
                        !rivals.same_file || rivals.same_rank,
                        rivals.same_file,
                    );
                }
            }
            if capture {
                out.push(b'x');
            }
            out.push_square(to, true, true);
            if let Some(p) = m.promotion() {
                out.push(b'=');
                out.push(LETTERS[p].to_ascii_uppercase());
            }
            // S-chess's gating, as Fairy-Stockfish writes it: `Nc3/H`.
            if let Some(g) = m.gating() {
                out.push(b'/');
                out.push(LETTERS[g].to_ascii_uppercase());
            }
        }
        // (Fairy-Stockfish marks checks of the royal king only, not of pseudo-royal pieces.)
        let after = self.play(m);
        if after.checkers() != 0 {
            out.push(if after.count_legal_moves() == 0 {
                b'#'
            } else {
                b'+'
            });
        }
        out
    }

    /// Whether the pieces on `others` could make `m`'s move to its square (with its
    /// promotion), and whether one stands on its origin's file or rank: what SAN must write
    /// to tell `m` apart. Only the moves of `others` are generated.
    fn rivals(&self, m: Move, others: Bitboard) -> Rivals {
        let mut rivals = Rivals {
            from: m.from(),
            to: m.to(),
            promotion: m.promotion(),
            gating: m.gating().is_some(),
            others: false,
            same_file: false,
            same_rank: false,
        };
        self.offer_legal_moves(&mut rivals, others);
        rivals
    }

    /// [`Position::san`] in shogi's notation, as Fairy-Stockfish writes it where the
    /// variant is of shogi's template (Hodges's, with numbers): the piece's letter (`+`
    /// and what it was for a promoted piece), its square where another like it could go
    /// there too, `-` (`x` for a capture, `*` for a drop), the square, then `+` for a
    /// promotion, `-` for a demotion and `=` for a move that could promote and does not;
    /// `+N*34` for a piece dropped promoted; no mark for check.
    /// Squares are numbered from the top right ([`San::push_shogi_square`]).
    fn shogi_san(&self, m: Move) -> San {
        let mut out = San::new();
        let (from, to) = (m.from(), m.to());
        if let Some(t) = m.dropped() {
            // (`+N*34` for a piece dropped promoted.)
            if m.promotion().is_some() {
                out.push(b'+');
            }
            out.push(LETTERS[t].to_ascii_uppercase());
            out.push(b'*');
            out.push_shogi_square(to);
            return out;
        }
        let t = self.type_on(from);
        let was = self.shogi_unpromoted_on(from);
        match was {
            Some(u) => {
                out.push(b'+');
                out.push(LETTERS[u].to_ascii_uppercase());
            }
            None => out.push(LETTERS[t].to_ascii_uppercase()),
        }
        // The other pieces of the type, promoted from the same type or not promoted alike,
        // that could go to the same square the same way.
        let mut others = 0;
        let mut rest = self.by_type[t] & self.by_side[self.side as usize] & !bit(from);
        while rest != 0 {
            let s = first(rest);
            rest &= rest - 1;
            if self.shogi_unpromoted_on(s) == was {
                others |= bit(s);
            }
        }
        if others != 0 {
            let rivals = self.rivals(m, others);
            if rivals.others {
                out.push_shogi_square(from);
            }
        }
        out.push(if self.occupied() & bit(to) != 0 {
            b'x'
        } else {
            b'-'
        });
        out.push_shogi_square(to);
        if m.is_piece_promotion() {
            out.push(b'+');
        } else if m.is_piece_demotion() {
            out.push(b'-');
        } else if let Some(p) = m.promotion() {
            out.push(b'=');
            out.push(LETTERS[p].to_ascii_uppercase());
        } else if PROMOTED_TYPE[t] < TYPES {
            // A move that could have promoted.
            let promoting = Move::new(from, to, PIECE_PROMOTION, PROMOTED_TYPE[t]);
            if self.generates(promoting, bit(from)) {
                out.push(b'=');
            }
        }
        out
    }

    /// The legal move written `text` in shogi's notation ([`Position::shogi_san`]): the
    /// legal move so written, a declined promotion's `=` and its origin square optional
    /// where no other piece could go there.
    fn parse_shogi_san(&self, text: &str) -> Result<Move, SanError> {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        let mut found = None;
        for &m in list.as_slice() {
            let san = self.san(m);
            if san.as_str() == text || san.as_str().strip_suffix('=') == Some(text) {
                return Ok(m);
            }
            // With the origin written though it need not be: `G54-44` for `G-44`.
            let long = shogi_with_origin(&san, m.from());
            if m.dropped().is_none()
                && (long.as_str() == text || long.as_str().strip_suffix('=') == Some(text))
            {
                if found.is_some() {
                    return Err(SanError::Ambiguous);
                }
                found = Some(m);
            }
        }
        found.ok_or(SanError::Illegal)
    }

    /// The type the piece on `square` promoted from as shogi's pieces do (`+P`), if it did.
    fn shogi_unpromoted_on(&self, square: usize) -> Option<usize> {
        self.unpromoted_on(square)
            .filter(|_| !self.promoted_on(square))
    }

    /// The legal move `text` writes in SAN. [`Position::san`]'s form is read, and also, as
    /// python-chess reads it: without the check or mate mark, annotations `!` and `?`, a
    /// promotion's `=` or a capture's `x`; with more of the origin square than needed to
    /// tell the piece apart; castling written with zeros. An `x` on a move that takes
    /// nothing is refused. Only the moves of the pieces of the type written are generated.
    ///
    /// # Errors
    ///
    /// [`SanError::Illegal`] if no legal move is written so, [`SanError::Ambiguous`] if more
    /// than one is.
    ///
    /// ```variant
    /// use crate_path::Position;
    /// let start = Position::start();
    /// let mut list = crate_path::MoveList::new();
    /// start.legal_moves(&mut list);
    /// for &m in list.as_slice() {
    ///     assert_eq!(start.parse_san(start.san(m).as_str()), Ok(m));
    /// }
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        if SHOGI_NOTATION {
            return self.parse_shogi_san(text.trim());
        }
        let text = text.trim().trim_end_matches(['+', '#', '!', '?']);
        if GATING && text.contains('/') {
            // S-chess's gating (`Nc3/H`, `O-O/He1`): the legal move written so.
            let mut list = MoveList::new();
            self.legal_moves(&mut list);
            return list
                .as_slice()
                .iter()
                .copied()
                .find(|&m| {
                    m.gating().is_some()
                        && self.san(m).as_str().trim_end_matches(['+', '#']).eq(text)
                })
                .ok_or(SanError::Illegal);
        }
        if DROPS {
            if let Some((letter, square)) = text.split_once('@') {
                // The type's SAN letter where it has a synonym (supply's elephant: `E@c1`),
                // else its letter (`B@c1`, `+N@e4`).
                let by_san = match *letter.as_bytes() {
                    [c] => SAN_LETTERS
                        .iter()
                        .position(|&l| l == c.to_ascii_uppercase())
                        .zip(parse_square(square))
                        .map(|(t, to)| Move::new(t, to, DROP, usize::MAX)),
                    _ => None,
                };
                return by_san
                    .filter(|&m| self.is_legal(m))
                    .or_else(|| {
                        self.drop_named(letter, square)
                            .filter(|&m| self.is_legal(m))
                    })
                    .ok_or(SanError::Illegal);
            }
        }
        let us = self.side as usize;
        let ours = self.by_side[us];
        let mut wanted = SanMatch {
            castle: None,
            to: SQUARES,
            promotion: None,
            file: None,
            rank: None,
            capture: false,
            theirs: self.by_side[us ^ 1],
            found: None,
            ambiguous: false,
        };
        let from = match text {
            "O-O" | "0-0" | "O-O-O" | "0-0-0" => {
                wanted.castle = Some(if text.len() == 3 {
                    CASTLE_KINGSIDE
                } else {
                    CASTLE_QUEENSIDE
                });
                self.by_type[KING] & ours
            }
            _ => {
                // Read from the end: the promotion, the destination, then what comes
                // before it (the piece's letter, a file or rank that tells it apart, `x`).
                let letter = |c: u8| LETTERS.iter().position(|l| l.to_ascii_uppercase() == c);
                let mut body = text;
                if let Some(&last) = body.as_bytes().last().filter(|c| c.is_ascii_uppercase()) {
                    wanted.promotion = Some(letter(last).ok_or(SanError::Illegal)?);
                    body = body[..body.len() - 1].trim_end_matches('=');
                }
                let digits = body.bytes().rev().take_while(u8::is_ascii_digit).count();
                let at = body
                    .len()
                    .checked_sub(digits + 1)
                    .ok_or(SanError::Illegal)?;
                wanted.to = body
                    .get(at..)
                    .and_then(parse_square)
                    .ok_or(SanError::Illegal)?;
                let mut before = &body[..at];
                let t = match before.as_bytes().first() {
                    Some(&c) if c.is_ascii_uppercase() => {
                        before = &before[1..];
                        // (The piece's SAN letter, or its letter.)
                        SAN_LETTERS
                            .iter()
                            .position(|&l| l == c)
                            .or_else(|| letter(c))
                            .ok_or(SanError::Illegal)?
                    }
                    _ => PAWN,
                };
                if let Some(rest) = before.strip_suffix('x') {
                    wanted.capture = true;
                    before = rest;
                }
                if let Some(&c) = before.as_bytes().first().filter(|c| c.is_ascii_lowercase()) {
                    wanted.file = Some(usize::from(c - b'a'));
                    before = &before[1..];
                }
                if !before.is_empty() {
                    let rank: usize = before.parse().map_err(|_| SanError::Illegal)?;
                    wanted.rank = Some(rank.checked_sub(1).ok_or(SanError::Illegal)?);
                }
                if t >= TYPES {
                    return Err(SanError::Illegal);
                }
                self.by_type[t] & ours
            }
        };
        // Only the moves of the pieces of the type written are generated.
        self.offer_legal_moves(&mut wanted, from);
        match wanted.found {
            _ if wanted.ambiguous => Err(SanError::Ambiguous),
            Some(m) => Ok(m),
            None => Err(SanError::Illegal),
        }
    }

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
        self.outcome_after(0, None, false)
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
        let repeated = self.repeated_moves(history);
        self.outcome_after(
            self.repetitions_before(history, repeated),
            self.perpetual_value(history),
            repeated.is_some(),
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
        let decisive_stalemate = self.stalemate_value() != 0 || CHECK_COUNTING;
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
        // A cheap guard against a move of another position (a legal move starts on a piece
        // of the side to move, or drops one it holds); `try_play` checks legality in full.
        debug_assert!(
            if drop {
                self.in_hand(us, from) != 0
            } else {
                self.by_side[us] & bit(from) != 0
            },
            "{m} is not a move of this position: no piece of the side to move on its origin or in its hand"
        );
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
        self.halfmoves = self.halfmoves.saturating_add(1);
        // The squares an explosion emptied (`blastOnCapture`).
        let mut blown: Bitboard = 0;
        match m.kind() {
            CASTLE_KINGSIDE | CASTLE_QUEENSIDE => {
                let wing = (m.kind() - CASTLE_KINGSIDE) as usize;
                if let Some(castled) = self.castled.first_mut() {
                    *castled = 1 << (us * 2 + wing);
                }
                let rook_from = self.castle_rook_from(us, wing);
                let rook = self.type_on(rook_from);
                self.remove(KING, us, from);
                self.remove(rook, us, rook_from);
                self.put(KING, us, to);
                self.put(rook, us, CASTLE_ROOK_TO[us][wing]);
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
                    if CAPTURES_TO_HAND {
                        self.add_to_hand(us, PAWN_INDEX, true);
                    }
                } else if self.by_side[them] & bit(to) != 0 {
                    let taken = self.type_on(to);
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
                if (N_MOVE_RULE_TYPES[us] >> t & 1 != 0 && !reversible)
                    || (matches!(kind, NORMAL | DOUBLE_STEP) && m.promotion().is_some())
                {
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
        if GATING {
            self.gate(m, us, from, to);
        }
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
        if CHECK_COUNTING && self.checkers() != 0 {
            if let Some(checks) = self.checks.get_mut(us) {
                let left = checks.saturating_sub(1);
                self.key ^= check_key(us, *checks) ^ check_key(us, left);
                *checks = left;
            }
        }
    }
}

/// Which types attack along a line or a ride (whose reach another piece can cut).
#[allow(dead_code)] // a user may use the module in part
const RIDER: [bool; TYPES] = {
    let mut out = [false; TYPES];
    let mut t = 0;
    while t < TYPES {
        out[t] = LINES_CAPTURE[t] != 0;
        let mut side = 0;
        while side < 2 {
            let rides = RIDES[t][side];
            let mut i = 0;
            while i < rides.len() {
                out[t] |= rides[i].capture;
                i += 1;
            }
            side += 1;
        }
        t += 1;
    }
    out
};

#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// The squares the piece on `square` attacks (its captures' reach, whatever stands
    /// there), `occupied` blocking; 0 on an empty square.
    #[inline]
    fn reach(&self, square: usize, occupied: Bitboard) -> Bitboard {
        let Some((t, side)) = self.piece_on(square) else {
            return 0;
        };
        let mut set = LEAP_CAPTURES[t][side][square];
        if LINES_CAPTURE[t] != 0 {
            set |= lines(LINES_CAPTURE[t], square, occupied);
        }
        for r in RIDES[t][side] {
            if r.capture {
                set |= ride(r, square, occupied);
            }
        }
        if let Some(rows) = LAME_STEPS.get(LAME_ROW[t]) {
            for g in &rows[side][square][..LAME_STEP_COUNT[t]] {
                if g.capture {
                    set |= group_reach(g, occupied);
                }
            }
        }
        for h in HOPS[t][side] {
            if h.capture {
                set |= hop(h, square, occupied, self.cannons());
            }
        }
        if HOP_LINES[t].0 {
            set |= type_hop_lines(t, square, occupied, self.cannons());
        }
        if on_palace_lines(t) {
            set |= palace(t, side, square, occupied, self.cannons(), false);
        }
        if HAS_REGIONS {
            set &= REGION[t][side];
        }
        set
    }

    /// The pieces of each class of the attack byte (pawns, minor, rook, queen, king).
    #[inline]
    fn class_sets(&self) -> [Bitboard; 5] {
        let mut sets = [0; 5];
        let mut t = 0;
        while t < TYPES {
            sets[(ATTACK_CLASS[t] - 3) as usize] |= self.by_type[t];
            t += 1;
        }
        sets
    }
}

/// The attack maps of a position, kept current move by move (seed "Attack and Defend Maps";
/// seed "Board representation": "secondary derived information like which pieces attack a
/// square ... incrementally updated"): for every square the pieces attacking it (ATKTO, the
/// attacks to a square), for every square the squares its piece attacks (ATKFR, the attacks
/// from it, empty where no piece stands), and per side and square Ed Schröder's attack byte
/// (bits 0-2 how many of the side's pieces attack the square, at most 7; bit 3 a pawn, bit 4
/// a minor piece, 5 a rook, 6 a queen, 7 the king among them; a type's class is in
/// [`ATTACK_CLASS`]: on 8x8 chess the byte is Rebel's). x-rays are not counted: the first piece
/// on a line blocks it.
///
/// [`AttackMaps::play`] (or [`AttackMaps::update`], which also takes a move back) recomputes
/// only what the move touched: the pieces on the squares whose occupant changed, and the
/// riders that attacked one of those squares (no other rider's reach can change), then the
/// bytes of the squares whose attackers changed.
///
/// ```variant
/// use crate_path::{AttackMaps, MoveList, Position};
/// let start = Position::start();
/// let mut maps = AttackMaps::new(&start);
/// let mut list = MoveList::new();
/// start.legal_moves(&mut list);
/// let next = maps.play(&start, list.as_slice()[0]);
/// assert_eq!(maps, AttackMaps::new(&next));
/// ```
#[allow(dead_code)] // a user may use the module in part
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AttackMaps {
    to: [Bitboard; SQUARES],
    from: [Bitboard; SQUARES],
    /// Per square, both sides' bytes side by side (one load reads both).
    bytes: [[u8; 2]; SQUARES],
}

#[allow(dead_code)] // a user may use the module in part
impl AttackMaps {
    /// The maps of `position`, computed from scratch.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, Position, SQUARES};
    /// let start = Position::start();
    /// let maps = AttackMaps::new(&start);
    /// // Only the squares that hold a piece attack anything.
    /// let attacking = (0..SQUARES).filter(|&s| maps.attacks_from(s) != 0).count();
    /// assert!(attacking > 0 && attacking <= start.occupied().count_ones() as usize);
    /// ```
    #[must_use]
    pub fn new(position: &Position) -> AttackMaps {
        let mut maps = AttackMaps {
            to: [0; SQUARES],
            from: [0; SQUARES],
            bytes: [[0; 2]; SQUARES],
        };
        let occupied = position.occupied();
        let mut pieces = occupied;
        while pieces != 0 {
            let s = first(pieces);
            pieces &= pieces - 1;
            let set = position.reach(s, occupied);
            maps.from[s] = set;
            maps.toggle(s, set);
        }
        let classes = position.class_sets();
        for s in 0..SQUARES {
            maps.set_byte(s, 0, position, &classes);
            maps.set_byte(s, 1, position, &classes);
        }
        maps
    }

    /// ATKTO: the squares of the pieces (both sides) attacking `square`; 0 off the board.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, Position};
    /// let start = Position::start();
    /// let maps = AttackMaps::new(&start);
    /// let square = 1; // b1
    /// assert_eq!(maps.attacks_to(square), start.attackers(square, 0, start.occupied()) | start.attackers(square, 1, start.occupied()));
    /// ```
    #[must_use]
    #[inline]
    pub fn attacks_to(&self, square: usize) -> Bitboard {
        self.to.get(square).copied().unwrap_or(0)
    }

    /// ATKFR: the squares the piece on `square` attacks; 0 where no piece stands.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, Position, SQUARES};
    /// let maps = AttackMaps::new(&Position::start());
    /// assert_eq!(maps.attacks_from(SQUARES / 2), 0); // the middle of the board is empty
    /// ```
    #[must_use]
    #[inline]
    pub fn attacks_from(&self, square: usize) -> Bitboard {
        self.from.get(square).copied().unwrap_or(0)
    }

    /// Ed Schröder's attack byte of `side` (0 White) on `square` (see [`AttackMaps`]); 0 off
    /// the board.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, Position};
    /// let start = Position::start();
    /// let maps = AttackMaps::new(&start);
    /// let square = 1; // b1
    /// let attackers = start.attackers(square, 0, start.occupied()).count_ones().min(7);
    /// assert_eq!(u32::from(maps.attack_byte(square, 0) & 7), attackers);
    /// ```
    #[must_use]
    #[inline]
    pub fn attack_byte(&self, square: usize, side: usize) -> u8 {
        self.bytes.get(square).map_or(0, |bytes| bytes[side & 1])
    }

    /// Both sides' attack bytes on `square`, White's first, read at once (what a SEE by
    /// table needs; the address does not wait for the side to move); 0 off the board.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, Position};
    /// let maps = AttackMaps::new(&Position::start());
    /// assert_eq!(maps.attack_bytes(1), [maps.attack_byte(1, 0), maps.attack_byte(1, 1)]);
    /// ```
    #[must_use]
    #[inline]
    pub fn attack_bytes(&self, square: usize) -> [u8; 2] {
        self.bytes.get(square).copied().unwrap_or([0; 2])
    }

    /// Plays `m`, one of `before`'s legal moves, and brings the maps from `before` to the
    /// position it gives, which it returns.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, MoveList, Position};
    /// let mut position = Position::start();
    /// let mut maps = AttackMaps::new(&position);
    /// for _ in 0..6 {
    ///     let mut list = MoveList::new();
    ///     position.legal_moves(&mut list);
    ///     position = maps.play(&position, list.as_slice()[list.len() / 2]);
    /// }
    /// assert_eq!(maps, AttackMaps::new(&position));
    /// ```
    pub fn play(&mut self, before: &Position, m: Move) -> Position {
        let after = before.play(m);
        self.update(before, &after);
        after
    }

    /// Brings maps that describe `before` to `after`, recomputing only what differs (see
    /// [`AttackMaps`]): from a position to the one a move gives, or back (to take the move
    /// back), or between any two positions.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, MoveList, Position};
    /// let start = Position::start();
    /// let mut maps = AttackMaps::new(&start);
    /// let mut list = MoveList::new();
    /// start.legal_moves(&mut list);
    /// let next = maps.play(&start, list.as_slice()[0]);
    /// maps.update(&next, &start); // the move taken back
    /// assert_eq!(maps, AttackMaps::new(&start));
    /// ```
    pub fn update(&mut self, before: &Position, after: &Position) {
        let mut changed =
            (before.by_side[0] ^ after.by_side[0]) | (before.by_side[1] ^ after.by_side[1]);
        let mut riders = 0;
        // (A lame leaper's or a hopper's reach may change with squares it does not reach:
        // redone every time.)
        let mut blockable = 0;
        let mut t = 0;
        while t < TYPES {
            changed |= before.by_type[t] ^ after.by_type[t];
            if RIDER[t] {
                riders |= after.by_type[t];
            }
            if BLOCKABLE_OFF_LINES[t] {
                blockable |= after.by_type[t];
            }
            t += 1;
        }
        // A rider's reach changes only when a square it reached changes occupant.
        let mut redo = changed | blockable;
        let mut set = changed;
        while set != 0 {
            redo |= self.to[first(set)] & riders;
            set &= set - 1;
        }
        let occupied = after.occupied();
        // Per side, the squares whose byte may change, and what the pieces that left and
        // arrived attack: (the union of their sets, how many, the class of the last).
        let mut touched: [Bitboard; 2] = [0; 2];
        let mut left: [(Bitboard, u8, u8); 2] = [(0, 0, 0); 2];
        let mut arrived: [(Bitboard, u8, u8); 2] = [(0, 0, 0); 2];
        while redo != 0 {
            let s = first(redo);
            redo &= redo - 1;
            let old = self.from[s];
            let new = after.reach(s, occupied);
            self.from[s] = new;
            self.toggle(s, old ^ new);
            if changed & bit(s) == 0 {
                // A rider that stayed: its side's bytes change where its reach did.
                touched[usize::from(after.by_side[1] & bit(s) != 0)] |= old ^ new;
            } else {
                if let Some((t, side)) = before.piece_on(s) {
                    left[side] = (left[side].0 | old, left[side].1 + 1, ATTACK_CLASS[t]);
                }
                if let Some((t, side)) = after.piece_on(s) {
                    arrived[side] = (arrived[side].0 | new, arrived[side].1 + 1, ATTACK_CLASS[t]);
                }
            }
        }
        let classes = after.class_sets();
        for side in 0..2 {
            let ((gone, n_gone, c_gone), (came, n_came, c_came)) = (left[side], arrived[side]);
            // One piece left and one of the same class arrived (the piece that moved):
            // where it attacked before and attacks now, the byte is as it was.
            touched[side] |= if n_gone == 1 && n_came == 1 && c_gone == c_came {
                gone ^ came
            } else {
                gone | came
            };
            while touched[side] != 0 {
                let s = first(touched[side]);
                touched[side] &= touched[side] - 1;
                self.set_byte(s, side, after, &classes);
            }
        }
    }

    /// Toggles the piece on `square` in ATKTO of each square of `set`.
    #[inline]
    fn toggle(&mut self, square: usize, mut set: Bitboard) {
        while set != 0 {
            self.to[first(set)] ^= bit(square);
            set &= set - 1;
        }
    }

    /// The attack byte of `side` on `square`, from its ATKTO.
    #[inline]
    fn set_byte(
        &mut self,
        square: usize,
        side: usize,
        position: &Position,
        classes: &[Bitboard; 5],
    ) {
        let attackers = self.to[square] & position.by_side[side];
        let mut byte = attackers.count_ones().min(7) as u8;
        for (c, &set) in classes.iter().enumerate() {
            if attackers & set != 0 {
                byte |= 8 << c;
            }
        }
        self.bytes[square][side] = byte;
    }
}

/// Reads a square name (`e4`, `j10`).
fn parse_square(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let file = chars.next()?;
    if !file.is_ascii_lowercase() {
        return None;
    }
    let file = file as usize - 'a' as usize;
    let rank: usize = chars.as_str().parse().ok()?;
    (file < FILES && (1..=RANKS).contains(&rank)).then(|| (rank - 1) * FILES + file)
}

impl core::fmt::Display for Position {
    /// The position in Fairy-Stockfish's FEN.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                match Square::new(file, rank).and_then(|square| self.piece_at(square)) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        let square = rank * FILES + file;
                        match self.shogi_unpromoted_on(square) {
                            // A piece promoted as shogi's are: `+` and what it was.
                            Some(t) => {
                                let letter = LETTERS[t] as char;
                                let letter = if piece.color == Color::White {
                                    letter.to_ascii_uppercase()
                                } else {
                                    letter
                                };
                                write!(f, "+{letter}")?;
                            }
                            _ => write!(f, "{piece}")?,
                        }
                        if self.promoted_on(square) {
                            write!(f, "~")?;
                        }
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                write!(f, "/")?;
            }
        }
        if HAND_SLOTS != 0 {
            // The hands, as Fairy-Stockfish writes them: White's, then Black's, each from
            // its last piece type to the pawn.
            write!(f, "[")?;
            for side in 0..2 {
                for &t in &HAND_ORDER {
                    let letter = if side == 0 {
                        LETTERS[t].to_ascii_uppercase()
                    } else {
                        LETTERS[t]
                    };
                    for _ in 0..self.in_hand(side, t) {
                        write!(f, "{}", letter as char)?;
                    }
                }
            }
            write!(f, "]")?;
        }
        write!(f, " {} ", if self.side == 0 { 'w' } else { 'b' })?;
        if self.castling == 0 && self.gates(0) | self.gates(1) == 0 {
            write!(f, "-")?;
        }
        for (i, c) in ['K', 'Q', 'k', 'q'].into_iter().enumerate() {
            if self.castling & (1 << i) != 0 {
                if CHESS960 {
                    // The rook's file, as Fairy-Stockfish writes a Chess960 right.
                    let file = (self.castle_rook_from(i / 2, i % 2) % FILES) as u8;
                    write!(f, "{}", (if i < 2 { b'A' } else { b'a' } + file) as char)?;
                } else {
                    write!(f, "{c}")?;
                }
            }
            if GATING && i % 2 == 1 {
                self.write_gates(f, i / 2)?;
            }
        }
        write!(f, " ")?;
        if self.en_passant == NONE {
            write!(f, "-")?;
        } else {
            write_square(f, self.en_passant as usize)?;
        }
        for (side, checks) in self.checks.iter().enumerate() {
            write!(f, "{}{checks}", if side == 0 { ' ' } else { '+' })?;
        }
        write!(f, " {} {}", self.halfmoves, self.fullmoves)
    }
}

/// The leaves of the legal-move tree `depth` plies deep, every move made (also at the last
/// ply).
///
/// ```variant
/// use crate_path::{perft, Position};
/// let start = Position::start();
/// assert_eq!(perft(&start, 0), 1);
/// assert_eq!(perft(&start, 2), crate_path::perft_bulk(&start, 2));
/// ```
#[allow(dead_code)] // a user may use the module in part
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    let mut lists = [const { MoveList::new() }; PERFT_PLIES];
    walk(position, depth, &mut lists, false)
}

/// The same count, the last ply counted from the move list instead of made, as
/// Fairy-Stockfish's and Stockfish's `go perft` count.
///
/// ```variant
/// use crate_path::{perft_bulk, MoveList, Position};
/// let mut list = MoveList::new();
/// Position::start().legal_moves(&mut list);
/// assert_eq!(perft_bulk(&Position::start(), 1), list.len() as u64);
/// ```
#[allow(dead_code)] // a user may use the module in part
#[must_use]
pub fn perft_bulk(position: &Position, depth: u32) -> u64 {
    let mut lists = [const { MoveList::new() }; PERFT_PLIES];
    walk(position, depth, &mut lists, true)
}

/// Writes each root move's bulk-counted leaves as `go perft` does (`a2a4: 20`), then a blank
/// line and `Nodes searched: N`; returns N.
///
/// ```variant
/// use crate_path::{divide, perft_bulk, Position};
/// let mut out = String::new();
/// let n = divide(&Position::start(), 2, &mut out).unwrap();
/// assert_eq!(n, perft_bulk(&Position::start(), 2));
/// assert!(out.ends_with(&format!("\nNodes searched: {n}\n")));
/// ```
///
/// # Errors
///
/// Whatever `out` returns.
#[allow(dead_code)] // a user may use the module in part
pub fn divide(
    position: &Position,
    depth: u32,
    out: &mut impl core::fmt::Write,
) -> Result<u64, core::fmt::Error> {
    let mut lists = [const { MoveList::new() }; PERFT_PLIES];
    let mut root = MoveList::new();
    position.legal_moves(&mut root);
    let mut total = 0;
    for &m in root.as_slice() {
        let n = if depth <= 1 {
            1
        } else {
            walk(&position.play(m), depth - 1, &mut lists, true)
        };
        writeln!(out, "{m}: {n}")?;
        total += n;
    }
    writeln!(out)?;
    writeln!(out, "Nodes searched: {total}")?;
    Ok(total)
}

/// The plies whose move lists `perft` reuses; deeper plies get a fresh list each node.
const PERFT_PLIES: usize = 16;

fn walk(position: &Position, depth: u32, lists: &mut [MoveList], bulk: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((list, rest)) = lists.split_first_mut() else {
        // Deeper than the preallocated lists: one list per ply on the stack.
        let mut list = MoveList::new();
        position.legal_moves(&mut list);
        return list
            .as_slice()
            .iter()
            .map(|&m| walk(&position.play(m), depth - 1, &mut [], bulk))
            .sum();
    };
    if bulk && depth == 1 {
        return position.count_legal_moves();
    }
    position.legal_moves(list);
    if depth == 1 {
        // Every leaf made, kept observable so that the making is not optimised away.
        for i in 0..list.len() {
            let mut child = *position;
            child.make(list.moves[i]);
            core::hint::black_box(&child);
        }
        return list.len() as u64;
    }
    let mut total = 0;
    for i in 0..list.len() {
        let mut child = *position;
        child.make(list.moves[i]);
        total += walk(&child, depth - 1, rest, bulk);
    }
    total
}
