//! The compact chessboard representation (seed "Board representation", CCR): four bits a
//! square, a rank in one `u32`, the board in eight of them, and a ninth word for the rest of
//! the position: 36 bytes in all ([`Ccr`]). Move generation reads each occupied square's
//! code and jumps on it to the code for that piece type (a `match` on the code, which the
//! compiler turns into a jump table); leapers take their destinations from the crate's
//! attack tables and sliders walk rays whose lengths are known per square
//! ([`ray_length`]), so no step tests the board's edge.
//!
//! Codes: 0 an empty square, 1 to 6 White's pawn, knight, bishop, rook, queen and king
//! (the [`chess`] module's role index plus one), 9 to 14 Black's (plus 8): thirteen states
//! in sixteen codes. Square `s` (a1 = 0, b1 = 1, ..., h8 = 63) is bits `4 * (s % 8)` to
//! `4 * (s % 8) + 3` of rank word `s / 8`. The state word: bit 0 the side to move (1
//! Black), bits 1 to 4 the castling rights as [`chess::Position::castling_rights`] gives
//! them, bits 5 to 8 the en passant file plus one (0 for none), bits 9 to 18 the halfmove
//! clock (up to 1023), bits 19 to 31 the fullmove number (up to 8191).
//!
//! Where it is worth using: as storage (a position in 36 bytes, a game's positions in a
//! file, a hash key or a comparison of eight words), and where a square's contents are
//! asked for more often than sets of squares. Where not: move generation, where the
//! bitboard generator ([`chess::Position::legal_moves`]) computes pins and checks once per
//! node and moves whole sets at a time, while a mailbox must walk and test each move
//! (`BENCHMARKS.md` and the guide have the figures).
//!
//! ```
//! use vector_attacks::ccr::{perft, Ccr};
//! use vector_attacks::chess::Position;
//! let start = Ccr::try_from(&Position::start()).unwrap();
//! assert_eq!(start.code(4), 6); // the white king on e1
//! assert_eq!(core::mem::size_of::<Ccr>(), 36);
//! assert_eq!(perft(&start, 3), 8_902);
//! assert_eq!(start.to_position().unwrap(), Position::start());
//! ```

use core::fmt;

use crate::chess::{self, Position};
use crate::{king_attacks, knight_attacks, pawn_attacks, Color, Square};

/// The code of an empty square.
pub const EMPTY: u8 = 0;
/// The code that marks Black's pieces (added to White's code of the same role).
pub const BLACK: u8 = 8;
/// White's pawn's code (`PAWN + BLACK` is Black's).
pub const PAWN: u8 = 1;
/// White's knight's code.
pub const KNIGHT: u8 = 2;
/// White's bishop's code.
pub const BISHOP: u8 = 3;
/// White's rook's code.
pub const ROOK: u8 = 4;
/// White's queen's code.
pub const QUEEN: u8 = 5;
/// White's king's code.
pub const KING: u8 = 6;

/// The largest halfmove clock the state word holds.
pub const MAX_HALFMOVE_CLOCK: u32 = (1 << 10) - 1;
/// The largest fullmove number the state word holds.
pub const MAX_FULLMOVE_NUMBER: u32 = (1 << 13) - 1;

const CASTLING_SHIFT: u32 = 1;
const EN_PASSANT_SHIFT: u32 = 5;
const HALFMOVE_SHIFT: u32 = 9;
const FULLMOVE_SHIFT: u32 = 19;

/// The eight ray directions as square-number steps: north, south, east, west, then
/// north-east, north-west, south-east, south-west. Rooks walk the first four, bishops the
/// last four, queens all eight.
pub const DIRECTIONS: [i8; 8] = [8, -8, 1, -1, 9, 7, -7, -9];

/// How many squares a ray from `square` in direction `direction` (an index of
/// [`DIRECTIONS`]) has before the board's edge.
///
/// ```
/// use vector_attacks::ccr::ray_length;
/// assert_eq!(ray_length(0, 0), 7); // a1 north: a2 to a8
/// assert_eq!(ray_length(0, 3), 0); // a1 west: none
/// assert_eq!(ray_length(27, 4), 4); // d4 north-east: e5 to h8
/// ```
#[must_use]
pub fn ray_length(square: usize, direction: usize) -> usize {
    usize::from(RAY_LENGTH[square & 63][direction & 7])
}

/// The smaller of two numbers, for the table below (`Ord::min` is not `const`).
const fn min(a: usize, b: usize) -> usize {
    if a < b {
        a
    } else {
        b
    }
}

/// [`ray_length`] for every square and direction, computed when the crate is compiled.
static RAY_LENGTH: [[u8; 8]; 64] = {
    let mut table = [[0u8; 8]; 64];
    let mut square = 0;
    while square < 64 {
        let (file, rank) = (square % 8, square / 8);
        let (north, south, east, west) = (7 - rank, rank, 7 - file, file);
        table[square] = [
            north as u8,
            south as u8,
            east as u8,
            west as u8,
            min(north, east) as u8,
            min(north, west) as u8,
            min(south, east) as u8,
            min(south, west) as u8,
        ];
        square += 1;
    }
    table
};

/// Why a [`chess::Position`] has no compact form: a counter beyond what the state word
/// holds.
///
/// ```
/// use vector_attacks::ccr::{Ccr, CcrError};
/// use vector_attacks::chess::Position;
/// let late = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 9000").unwrap();
/// assert_eq!(Ccr::try_from(&late), Err(CcrError::FullmoveNumber(9000)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CcrError {
    /// The halfmove clock is above [`MAX_HALFMOVE_CLOCK`].
    HalfmoveClock(u32),
    /// The fullmove number is above [`MAX_FULLMOVE_NUMBER`].
    FullmoveNumber(u32),
}

impl fmt::Display for CcrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CcrError::HalfmoveClock(n) => write!(
                f,
                "halfmove clock {n} does not fit the compact board's state word: it holds 0 to {MAX_HALFMOVE_CLOCK}"
            ),
            CcrError::FullmoveNumber(n) => write!(
                f,
                "fullmove number {n} does not fit the compact board's state word: it holds 1 to {MAX_FULLMOVE_NUMBER}"
            ),
        }
    }
}

impl core::error::Error for CcrError {}

/// A chess position in the compact chessboard representation: eight rank words of four
/// bits a square and a state word (the module's docs give the layout).
///
/// ```
/// use vector_attacks::ccr::{Ccr, KING, BLACK};
/// let start = Ccr::start();
/// assert_eq!(start.code(60), KING + BLACK); // e8
/// assert_eq!(start.ranks()[2], 0); // the third rank is empty
/// assert_eq!(start.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Ccr {
    ranks: [u32; 8],
    state: u32,
}

impl Ccr {
    /// The start position.
    ///
    /// ```
    /// assert_eq!(vector_attacks::ccr::Ccr::start().ranks()[1], 0x1111_1111); // White's pawns
    /// ```
    #[must_use]
    pub const fn start() -> Ccr {
        Ccr {
            ranks: [
                0x4236_5324,
                0x1111_1111,
                0,
                0,
                0,
                0,
                0x9999_9999,
                0xCABE_DBAC,
            ],
            state: 0b1111 << CASTLING_SHIFT | 1 << FULLMOVE_SHIFT,
        }
    }

    /// The code on `square` (a1 = 0 to h8 = 63; the square is taken modulo 64).
    ///
    /// ```
    /// use vector_attacks::ccr::{Ccr, QUEEN, EMPTY};
    /// assert_eq!(Ccr::start().code(3), QUEEN); // d1
    /// assert_eq!(Ccr::start().code(28), EMPTY); // e4
    /// ```
    #[must_use]
    #[inline]
    pub const fn code(&self, square: usize) -> u8 {
        ((self.ranks[(square >> 3) & 7] >> ((square & 7) * 4)) & 15) as u8
    }

    /// The eight rank words, the first rank's first.
    ///
    /// ```
    /// assert_eq!(vector_attacks::ccr::Ccr::start().ranks()[3], 0);
    /// ```
    #[must_use]
    pub const fn ranks(&self) -> [u32; 8] {
        self.ranks
    }

    /// The state word.
    ///
    /// ```
    /// assert_eq!(vector_attacks::ccr::Ccr::start().state() & 1, 0); // White to move
    /// ```
    #[must_use]
    pub const fn state(&self) -> u32 {
        self.state
    }

    /// The side to move.
    ///
    /// ```
    /// use vector_attacks::{ccr::Ccr, Color};
    /// assert_eq!(Ccr::start().turn(), Color::White);
    /// ```
    #[must_use]
    pub const fn turn(&self) -> Color {
        if self.state & 1 == 0 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The castling rights: 1 White kingside, 2 White queenside, 4 Black kingside, 8 Black
    /// queenside.
    ///
    /// ```
    /// assert_eq!(vector_attacks::ccr::Ccr::start().castling_rights(), 15);
    /// ```
    #[must_use]
    pub const fn castling_rights(&self) -> u8 {
        ((self.state >> CASTLING_SHIFT) & 15) as u8
    }

    /// The en passant square, if the last move was a double step that left one.
    ///
    /// ```
    /// assert_eq!(vector_attacks::ccr::Ccr::start().en_passant(), None);
    /// ```
    #[must_use]
    pub const fn en_passant(&self) -> Option<usize> {
        let file = (self.state >> EN_PASSANT_SHIFT) & 15;
        if file == 0 {
            None
        } else if self.state & 1 == 0 {
            Some(40 + file as usize - 1)
        } else {
            Some(16 + file as usize - 1)
        }
    }

    /// The halfmove clock (plies since the last capture or pawn move).
    ///
    /// ```
    /// assert_eq!(vector_attacks::ccr::Ccr::start().halfmove_clock(), 0);
    /// ```
    #[must_use]
    pub const fn halfmove_clock(&self) -> u32 {
        (self.state >> HALFMOVE_SHIFT) & MAX_HALFMOVE_CLOCK
    }

    /// The fullmove number, from 1.
    ///
    /// ```
    /// assert_eq!(vector_attacks::ccr::Ccr::start().fullmove_number(), 1);
    /// ```
    #[must_use]
    pub const fn fullmove_number(&self) -> u32 {
        self.state >> FULLMOVE_SHIFT
    }

    /// The same position as the bitboard generator's [`chess::Position`] (through its FEN,
    /// the only way in for the counters).
    ///
    /// # Errors
    ///
    /// What [`chess::Position::from_fen`] says of the FEN; a board made by this module
    /// from a position, or played from one, always converts.
    ///
    /// ```
    /// use vector_attacks::{ccr::Ccr, chess::Position};
    /// let p = Position::from_fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 2").unwrap();
    /// assert_eq!(Ccr::try_from(&p).unwrap().to_position(), Ok(p));
    /// ```
    pub fn to_position(&self) -> Result<Position, chess::FenError> {
        let mut fen = FenBuffer::default();
        // (A FEN of this board is under 100 bytes, which the buffer holds.)
        let _ = fmt::write(&mut fen, format_args!("{self}"));
        Position::from_fen(fen.as_str())
    }

    fn set(&mut self, square: usize, code: u8) {
        let shift = (square & 7) * 4;
        let rank = &mut self.ranks[(square >> 3) & 7];
        *rank = (*rank & !(15 << shift)) | (u32::from(code) << shift);
    }

    /// The side to move's colour bit as a code offset: 0 for White, [`BLACK`] for Black.
    const fn us(&self) -> u8 {
        ((self.state & 1) as u8) << 3
    }

    /// The first square holding `code`, if one does: each rank word searched for a nibble
    /// equal to it, eight squares at a time.
    fn find(&self, code: u8) -> Option<usize> {
        let pattern = 0x1111_1111u32 * u32::from(code);
        for (rank, &word) in self.ranks.iter().enumerate() {
            // A nibble of `x` is zero exactly where the square holds `code`.
            let x = word ^ pattern;
            let zero = (x.wrapping_sub(0x1111_1111)) & !x & 0x8888_8888;
            if zero != 0 {
                // (The lowest flagged nibble is exact; borrows only flag higher ones.)
                return Some(rank * 8 + (zero.trailing_zeros() / 4) as usize);
            }
        }
        None
    }

    /// Whether `square` is attacked by the side whose code offset is `by` (0 White,
    /// [`BLACK`] Black).
    ///
    /// ```
    /// use vector_attacks::ccr::{Ccr, BLACK};
    /// let start = Ccr::start();
    /// assert!(start.is_attacked(21, 0)); // f3, by White's pawns and knight
    /// assert!(!start.is_attacked(28, 0)); // e4
    /// assert!(start.is_attacked(45, BLACK)); // f6
    /// ```
    #[must_use]
    pub fn is_attacked(&self, square: usize, by: u8) -> bool {
        let square = square & 63;
        let at = Square::ALL[square];
        let holds = |set: u64, code: u8| {
            let mut set = set;
            while set != 0 {
                if self.code(set.trailing_zeros() as usize) == code {
                    return true;
                }
                set &= set - 1;
            }
            false
        };
        // A pawn of `by` attacks `square` from where a pawn of the other side on `square`
        // would attack.
        let defender = if by == 0 { Color::Black } else { Color::White };
        if holds(pawn_attacks(defender, at), PAWN + by)
            || holds(knight_attacks(at), KNIGHT + by)
            || holds(king_attacks(at), KING + by)
        {
            return true;
        }
        for (d, &step) in DIRECTIONS.iter().enumerate() {
            let mut s = square;
            for _ in 0..ray_length(square, d) {
                s = s.wrapping_add(step as usize);
                let code = self.code(s);
                if code != EMPTY {
                    let slider = if d < 4 { ROOK } else { BISHOP };
                    if code == slider + by || code == QUEEN + by {
                        return true;
                    }
                    break;
                }
            }
        }
        false
    }

    /// Whether the side to move is in check.
    ///
    /// ```
    /// assert!(!vector_attacks::ccr::Ccr::start().is_check());
    /// ```
    #[must_use]
    pub fn is_check(&self) -> bool {
        let us = self.us();
        self.find(KING + us)
            .is_some_and(|king| self.is_attacked(king, us ^ BLACK))
    }

    /// The legal moves, into `list` (emptied first): each piece's pseudo-legal moves by a
    /// jump on its square's code, each kept if the king is safe after it.
    ///
    /// ```
    /// use vector_attacks::ccr::{Ccr, CcrMoves};
    /// let mut list = CcrMoves::new();
    /// Ccr::start().legal_moves(&mut list);
    /// assert_eq!(list.len(), 20);
    /// ```
    pub fn legal_moves(&self, list: &mut CcrMoves) {
        list.len = 0;
        let mut pseudo = CcrMoves::new();
        self.pseudo_legal_moves(&mut pseudo);
        let us = self.us();
        // (Found once: after a move the king stands where it stood, or where it went.)
        let Some(king) = self.find(KING + us) else {
            return;
        };
        for &m in pseudo.as_slice() {
            let after = self.play(m);
            let king = if m.from() == king { m.to() } else { king };
            if !after.is_attacked(king, us ^ BLACK) {
                list.push(m);
            }
        }
    }

    /// The moves of the side to move's pieces by their rules of movement, the king's
    /// safety after them aside (castling is generated only where the king is not in check
    /// and passes no attacked square).
    fn pseudo_legal_moves(&self, list: &mut CcrMoves) {
        let us = self.us();
        for (rank, &word) in self.ranks.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                let nibble = rest.trailing_zeros() / 4;
                rest &= !(15 << (nibble * 4));
                let from = rank * 8 + nibble as usize;
                let code = self.code(from);
                if code & BLACK != us {
                    continue;
                }
                // The seed's jump on the square's code.
                match code & 7 {
                    PAWN => self.pawn_moves(list, from),
                    KNIGHT => self.leaps(list, from, knight_attacks(Square::ALL[from])),
                    BISHOP => self.rides(list, from, 4..8),
                    ROOK => self.rides(list, from, 0..4),
                    QUEEN => self.rides(list, from, 0..8),
                    KING => {
                        self.leaps(list, from, king_attacks(Square::ALL[from]));
                        self.castlings(list, from);
                    }
                    _ => {}
                }
            }
        }
    }

    /// Whether the side to move may go to `to`: empty, or an enemy piece.
    fn open(&self, to: usize) -> bool {
        let code = self.code(to);
        code == EMPTY || code & BLACK != self.us()
    }

    fn leaps(&self, list: &mut CcrMoves, from: usize, mut targets: u64) {
        while targets != 0 {
            let to = targets.trailing_zeros() as usize;
            targets &= targets - 1;
            if self.open(to) {
                list.push(CcrMove::new(from, to, MoveKind::Normal));
            }
        }
    }

    fn rides(&self, list: &mut CcrMoves, from: usize, directions: core::ops::Range<usize>) {
        for d in directions {
            let step = DIRECTIONS[d] as usize;
            let mut to = from;
            for _ in 0..ray_length(from, d) {
                to = to.wrapping_add(step);
                let code = self.code(to);
                if code == EMPTY {
                    list.push(CcrMove::new(from, to, MoveKind::Normal));
                    continue;
                }
                if code & BLACK != self.us() {
                    list.push(CcrMove::new(from, to, MoveKind::Normal));
                }
                break;
            }
        }
    }

    fn pawn_moves(&self, list: &mut CcrMoves, from: usize) {
        let white = self.us() == 0;
        let (forward, start_rank, last_rank) = if white {
            (8isize, 1, 7)
        } else {
            (-8isize, 6, 0)
        };
        let push = |list: &mut CcrMoves, to: usize, kind: MoveKind| {
            if to / 8 == last_rank {
                for promotion in [
                    MoveKind::Queen,
                    MoveKind::Rook,
                    MoveKind::Bishop,
                    MoveKind::Knight,
                ] {
                    list.push(CcrMove::new(from, to, promotion));
                }
            } else {
                list.push(CcrMove::new(from, to, kind));
            }
        };
        // (A pawn never stands on its last rank, so one step forward stays on the board.)
        let one = from.wrapping_add(forward as usize);
        if self.code(one) == EMPTY {
            push(list, one, MoveKind::Normal);
            let two = one.wrapping_add(forward as usize);
            if from / 8 == start_rank && self.code(two) == EMPTY {
                list.push(CcrMove::new(from, two, MoveKind::DoubleStep));
            }
        }
        let colour = if white { Color::White } else { Color::Black };
        let mut captures = pawn_attacks(colour, Square::ALL[from]);
        let en_passant = self.en_passant();
        while captures != 0 {
            let to = captures.trailing_zeros() as usize;
            captures &= captures - 1;
            let code = self.code(to);
            if code != EMPTY && code & BLACK != self.us() {
                push(list, to, MoveKind::Normal);
            } else if Some(to) == en_passant {
                list.push(CcrMove::new(from, to, MoveKind::EnPassant));
            }
        }
    }

    fn castlings(&self, list: &mut CcrMoves, from: usize) {
        let us = self.us();
        let (home, rights) = if us == 0 {
            (4, self.castling_rights() & 3)
        } else {
            (60, self.castling_rights() >> 2)
        };
        if from != home || rights == 0 || self.is_attacked(home, us ^ BLACK) {
            return;
        }
        // Kingside: f and g empty and not attacked, the rook on h; queenside: b, c and d
        // empty, c and d not attacked, the rook on a.
        if rights & 1 != 0
            && self.code(home + 3) == ROOK + us
            && self.code(home + 1) == EMPTY
            && self.code(home + 2) == EMPTY
            && !self.is_attacked(home + 1, us ^ BLACK)
            && !self.is_attacked(home + 2, us ^ BLACK)
        {
            list.push(CcrMove::new(home, home + 2, MoveKind::Castle));
        }
        if rights & 2 != 0
            && self.code(home - 4) == ROOK + us
            && self.code(home - 1) == EMPTY
            && self.code(home - 2) == EMPTY
            && self.code(home - 3) == EMPTY
            && !self.is_attacked(home - 1, us ^ BLACK)
            && !self.is_attacked(home - 2, us ^ BLACK)
        {
            list.push(CcrMove::new(home, home - 2, MoveKind::Castle));
        }
    }

    /// The position after `m`, one of its legal moves (a move of another position leaves
    /// a board that is no position).
    ///
    /// ```
    /// use vector_attacks::ccr::{Ccr, CcrMoves};
    /// let mut list = CcrMoves::new();
    /// Ccr::start().legal_moves(&mut list);
    /// let e4 = list.as_slice().iter().copied().find(|m| m.to_string() == "e2e4").unwrap();
    /// let after = Ccr::start().play(e4);
    /// assert_eq!(after.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// ```
    #[must_use]
    pub fn play(&self, m: CcrMove) -> Ccr {
        let mut next = *self;
        let (from, to) = (m.from(), m.to());
        let us = self.us();
        let moving = self.code(from);
        let taken = self.code(to);
        next.set(from, EMPTY);
        let placed = match m.kind() {
            MoveKind::Knight => KNIGHT + us,
            MoveKind::Bishop => BISHOP + us,
            MoveKind::Rook => ROOK + us,
            MoveKind::Queen => QUEEN + us,
            _ => moving,
        };
        next.set(to, placed);
        match m.kind() {
            MoveKind::EnPassant => next.set(if us == 0 { to - 8 } else { to + 8 }, EMPTY),
            MoveKind::Castle => {
                let (rook_from, rook_to) = if to > from {
                    (from + 3, from + 1)
                } else {
                    (from - 4, from - 1)
                };
                next.set(rook_from, EMPTY);
                next.set(rook_to, ROOK + us);
            }
            _ => {}
        }
        // Castling rights: lost by a king's move, and by a move from or to a rook's corner.
        let mut rights = self.castling_rights();
        for (square, lost) in [(4, 3), (60, 12), (0, 2), (7, 1), (56, 8), (63, 4)] {
            if from == square || to == square {
                rights &= !lost;
            }
        }
        // En passant: after a double step beside an enemy pawn (one that may take it).
        let mut file = 0;
        if m.kind() == MoveKind::DoubleStep {
            let them_pawn = PAWN + (us ^ BLACK);
            let beside = |s: usize| s / 8 == to / 8 && next.code(s) == them_pawn;
            if beside(to.wrapping_sub(1)) || beside(to + 1) {
                file = (to % 8) as u32 + 1;
            }
        }
        let halfmove = if moving & 7 == PAWN || taken != EMPTY {
            0
        } else {
            (self.halfmove_clock() + 1).min(MAX_HALFMOVE_CLOCK)
        };
        let fullmove = (self.fullmove_number() + u32::from(us == BLACK)).min(MAX_FULLMOVE_NUMBER);
        next.state = u32::from(us == 0)
            | u32::from(rights) << CASTLING_SHIFT
            | file << EN_PASSANT_SHIFT
            | halfmove << HALFMOVE_SHIFT
            | fullmove << FULLMOVE_SHIFT;
        next
    }
}

/// The compact form of a position of the bitboard generator.
///
/// # Errors
///
/// [`CcrError`] where a counter is beyond what the state word holds.
///
/// ```
/// use vector_attacks::{ccr::Ccr, chess::Position};
/// assert_eq!(Ccr::try_from(&Position::start()), Ok(Ccr::start()));
/// ```
impl TryFrom<&Position> for Ccr {
    type Error = CcrError;

    fn try_from(position: &Position) -> Result<Ccr, CcrError> {
        let (halfmove, fullmove) = (position.halfmove_clock(), position.fullmove_number());
        if halfmove > MAX_HALFMOVE_CLOCK {
            return Err(CcrError::HalfmoveClock(halfmove));
        }
        if fullmove > MAX_FULLMOVE_NUMBER {
            return Err(CcrError::FullmoveNumber(fullmove));
        }
        let mut ccr = Ccr {
            ranks: [0; 8],
            state: 0,
        };
        for square in 0..64 {
            if let Some((t, side)) = position.piece_on(square) {
                ccr.set(square, t as u8 + 1 + (side as u8) * BLACK);
            }
        }
        let file = position.en_passant().map_or(0, |s| (s % 8) as u32 + 1);
        ccr.state = position.side_to_move() as u32
            | u32::from(position.castling_rights()) << CASTLING_SHIFT
            | file << EN_PASSANT_SHIFT
            | halfmove << HALFMOVE_SHIFT
            | fullmove << FULLMOVE_SHIFT;
        Ok(ccr)
    }
}

/// Writes the position's FEN, as [`chess::Position`] writes it.
impl fmt::Display for Ccr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let code = self.code(rank * 8 + file);
                if code == EMPTY {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                let letter = chess::LETTERS[usize::from((code & 7) - 1)] as char;
                if code & BLACK == 0 {
                    write!(f, "{}", letter.to_ascii_uppercase())?;
                } else {
                    write!(f, "{letter}")?;
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        f.write_str(if self.state & 1 == 0 { " w " } else { " b " })?;
        let rights = self.castling_rights();
        if rights == 0 {
            f.write_str("-")?;
        }
        for (bit, letter) in [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')] {
            if rights & bit != 0 {
                write!(f, "{letter}")?;
            }
        }
        match self.en_passant() {
            Some(s) => write!(f, " {}{}", (b'a' + (s % 8) as u8) as char, s / 8 + 1)?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove_clock(), self.fullmove_number())
    }
}

/// A FEN written on the stack (no heap in this crate).
struct FenBuffer {
    bytes: [u8; 128],
    len: usize,
}

impl Default for FenBuffer {
    fn default() -> FenBuffer {
        FenBuffer {
            bytes: [0; 128],
            len: 0,
        }
    }
}

impl FenBuffer {
    fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..self.len]).unwrap_or("")
    }
}

impl fmt::Write for FenBuffer {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        let slot = self.bytes.get_mut(self.len..end).ok_or(fmt::Error)?;
        slot.copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// What a [`CcrMove`] does besides moving a piece.
///
/// ```
/// use vector_attacks::ccr::MoveKind;
/// assert_ne!(MoveKind::Normal, MoveKind::Castle);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// A plain move or capture.
    Normal,
    /// A pawn's promotion to a knight.
    Knight,
    /// To a bishop.
    Bishop,
    /// To a rook.
    Rook,
    /// To a queen.
    Queen,
    /// A pawn's double step.
    DoubleStep,
    /// An en passant capture.
    EnPassant,
    /// Castling, as the king's move (`e1g1`).
    Castle,
}

/// A move of a [`Ccr`] board: from, to (the king's destination for castling) and its kind,
/// written in UCI.
///
/// ```
/// use vector_attacks::ccr::{CcrMove, MoveKind};
/// assert_eq!(CcrMove::new(12, 28, MoveKind::DoubleStep).to_string(), "e2e4");
/// assert_eq!(CcrMove::new(52, 60, MoveKind::Queen).to_string(), "e7e8q");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CcrMove {
    from: u8,
    to: u8,
    kind: MoveKind,
}

impl CcrMove {
    /// The move from `from` to `to` (each taken modulo 64) of kind `kind`.
    ///
    /// ```
    /// use vector_attacks::ccr::{CcrMove, MoveKind};
    /// assert_eq!(CcrMove::new(6, 21, MoveKind::Normal).to(), 21);
    /// ```
    #[must_use]
    pub const fn new(from: usize, to: usize, kind: MoveKind) -> CcrMove {
        CcrMove {
            from: (from & 63) as u8,
            to: (to & 63) as u8,
            kind,
        }
    }

    /// Its origin.
    ///
    /// ```
    /// use vector_attacks::ccr::{CcrMove, MoveKind};
    /// assert_eq!(CcrMove::new(6, 21, MoveKind::Normal).from(), 6);
    /// ```
    #[must_use]
    pub const fn from(self) -> usize {
        self.from as usize
    }

    /// Its destination.
    ///
    /// ```
    /// use vector_attacks::ccr::{CcrMove, MoveKind};
    /// assert_eq!(CcrMove::new(4, 6, MoveKind::Castle).to(), 6);
    /// ```
    #[must_use]
    pub const fn to(self) -> usize {
        self.to as usize
    }

    /// Its kind.
    ///
    /// ```
    /// use vector_attacks::ccr::{CcrMove, MoveKind};
    /// assert_eq!(CcrMove::new(4, 6, MoveKind::Castle).kind(), MoveKind::Castle);
    /// ```
    #[must_use]
    pub const fn kind(self) -> MoveKind {
        self.kind
    }
}

impl fmt::Display for CcrMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in [self.from, self.to] {
            write!(f, "{}{}", (b'a' + s % 8) as char, s / 8 + 1)?;
        }
        match self.kind {
            MoveKind::Knight => f.write_str("n"),
            MoveKind::Bishop => f.write_str("b"),
            MoveKind::Rook => f.write_str("r"),
            MoveKind::Queen => f.write_str("q"),
            _ => Ok(()),
        }
    }
}

/// A list of [`CcrMove`]s on the stack, as many as a chess position can have.
///
/// ```
/// let list = vector_attacks::ccr::CcrMoves::new();
/// assert!(list.is_empty());
/// ```
#[derive(Clone, Debug)]
pub struct CcrMoves {
    moves: [CcrMove; 256],
    len: usize,
}

impl Default for CcrMoves {
    fn default() -> CcrMoves {
        CcrMoves::new()
    }
}

impl CcrMoves {
    /// An empty list.
    ///
    /// ```
    /// assert_eq!(vector_attacks::ccr::CcrMoves::new().len(), 0);
    /// ```
    #[must_use]
    pub const fn new() -> CcrMoves {
        CcrMoves {
            moves: [CcrMove::new(0, 0, MoveKind::Normal); 256],
            len: 0,
        }
    }

    /// The moves.
    ///
    /// ```
    /// assert!(vector_attacks::ccr::CcrMoves::new().as_slice().is_empty());
    /// ```
    #[must_use]
    pub fn as_slice(&self) -> &[CcrMove] {
        &self.moves[..self.len]
    }

    /// How many it holds.
    ///
    /// ```
    /// assert_eq!(vector_attacks::ccr::CcrMoves::new().len(), 0);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds none.
    ///
    /// ```
    /// assert!(vector_attacks::ccr::CcrMoves::new().is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn push(&mut self, m: CcrMove) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = m;
            self.len += 1;
        }
    }
}

/// The number of leaf positions `depth` plies from `board`, as [`chess::perft`] counts
/// them (the last ply's moves are made once each, by the legality test).
///
/// ```
/// use vector_attacks::ccr::{perft, Ccr};
/// assert_eq!(perft(&Ccr::start(), 2), 400);
/// ```
#[must_use]
pub fn perft(board: &Ccr, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = CcrMoves::new();
    board.legal_moves(&mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    list.as_slice()
        .iter()
        .map(|&m| perft(&board.play(m), depth - 1))
        .sum()
}
