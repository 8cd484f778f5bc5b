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
    BETWEEN, BIKJANG, BISHOP_PAIR, BLAST, BLAST_IMMUNE, BLOCKABLE_OFF_LINES, BOARD, CAMBODIAN,
    CAMBODIAN_MET, CAMBODIAN_SLOTS, CAPTURES_TO_HAND, CASTLED_SLOTS, CASTLE_KEEP, CASTLE_KING_FROM,
    CASTLE_KING_TO, CASTLE_PATH, CASTLE_ROOK_FROM, CASTLE_ROOK_INNER, CASTLE_ROOK_TO,
    CASTLE_ROOK_TYPES, CASTLE_SAFE, CASTLE_SEARCH_FROM, CASTLE_WRITES_ROOK, CASTLING_DROPPED,
    CASTLING_WINS, CHECKMATE_VALUE, CHECK_COUNTING, CHECK_HISTORY, CHECK_SLOTS, CONNECT_DIRECTIONS,
    CONNECT_N, CONNECT_TYPES, CONNECT_VALUE, COUNTING_SLOTS, COUNT_KHON, COUNT_KNIGHT, COUNT_ROOK,
    CUSTOM_KING, DARK_SQUARES, DEMOTED, DEMOTES, DIAGONALS, DIAGONAL_LINES, DOUBLE_STEP_REGION,
    DROPPED_SLOTS, DROPS, DROP_CHECKS, DROP_NO_DOUBLED, DROP_NO_DOUBLED_COUNT, DROP_PROMOTED,
    DROP_REGION, EN_PASSANT_REGION, EXTINCTION, EXTINCTION_ALL, EXTINCTION_CLAIM, EXTINCTION_COUNT,
    EXTINCTION_OPPONENT_COUNT, EXTINCTION_TYPES, EXTINCTION_VALUE, FLAG, FLAG_BLOCKED_WIN,
    FLAG_COUNT, FLAG_MOVE, FLAG_PIECE, FLAG_REGION, FLYING_GENERAL, GATE_SLOTS, GATING, HAND_ORDER,
    HAND_SLOTS, HAS_LEAPS, HAS_REGIONS, HISTORY, HOPS, HOPS_REVERSED, HOP_LINES, IMMOBILE,
    IMMOBILITY_ILLEGAL, JANGGI_CANNON, KING_DROPS, LAME_ROW, LAME_SOURCES, LAME_SOURCE_COUNT,
    LAME_SOURCE_SQUARES, LAME_STEPS, LAME_STEP_COUNT, LAME_STEP_MASKS, LAST_SLOTS, LEAP_ATTACKERS,
    LEAP_CAPTURES, LEAP_QUIETS, LINE, LINES, LINES_CAPTURE, LINES_QUIET, MAGICS, MAKPONG,
    MANDATORY_PIECE_PROMOTION, MANDATORY_PROMOTION, MATERIAL_CLASS, MATERIAL_COUNTING,
    MATERIAL_WEIGHTS, MOVE_REPETITION, MUST_CAPTURE, MUST_DROP, MUST_DROP_TYPE, NEXT,
    NOT_FIRST_FILE, NOT_LAST_FILE, NO_CHECKS, N_FOLD_ABSOLUTE, N_FOLD_VALUE, N_MOVE_RULE_TYPES,
    OPPOSITE_BISHOPS, OPPOSITE_CASTLING, PALACE_HOP, PALACE_RIDE, PALACE_STEP, PALACE_STEPS,
    PASSING, PASS_ON_STALEMATE, PASS_SLOTS, PAWN_DROP_MATE, PERPETUAL_CHECK_ILLEGAL,
    PIECE_DEMOTIONS, PIECE_PROMOTIONS, PIECE_PROMOTION_ON_CAPTURE, PIN_SEGMENTS,
    PROMOTED_DROP_REGION, PROMOTED_SLOT, PROMOTED_SLOTS, PROMOTED_TYPE, PROMOTIONS,
    PROMOTION_LIMIT, PROMOTION_LIMITS, PROMOTION_PAWN_TYPES, PROMOTION_REGION, PSEUDO_ROYAL,
    QUIET_REACH, REGION, RIDES, RIDES_REVERSED, ROOK_PAIR, ROYAL, ROYAL_SIDES, RULE_END,
    SAN_LETTERS, SET_WISE_PAWNS, SHAK_KNIGHT, SHAK_SLOTS, SHAK_TYPES, SHATAR_MATE, SHOGI_NOTATION,
    SITTUYIN, SITTUYIN_REGION, STALEMATE_PIECE_COUNT, STALEMATE_VALUE, START_CHECKS, TESTED,
    THAI_MET, THAI_PIECES, TILDE, TILDE_SHOWN,
};
pub use self::rules::{
    Bitboard, Role, ATTACK_CLASS, CASTLING, CHESS960, COUNTING, FILES, KING, LETTERS, MAX_MOVES,
    MAX_PIECES, N_FOLD_RULE, N_MOVE_RULE, PAWN, RANKS, ROLES, SQUARES, START_FEN, TYPES,
    ZOBRIST_CASTLING, ZOBRIST_CHECKS, ZOBRIST_EN_PASSANT, ZOBRIST_HANDS, ZOBRIST_PIECES,
    ZOBRIST_WHITE,
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
