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
    /// A `+` before a piece that does not promote as shogi's do (or before another `+`).
    PromotedPiece(char),
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
            FenError::PromotedPiece(c) => write!(f, "`+{c}`: a `+` marks a promoted piece and goes before the letter of a type that promotes"),
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
    bytes: [u8; 32],
    len: u8,
}

#[allow(dead_code)] // a user may use the module in part
impl San {
    const fn new() -> San {
        San {
            bytes: [0; 32],
            len: 0,
        }
    }

    fn push(&mut self, byte: u8) {
        if (self.len as usize) < self.bytes.len() {
            self.bytes[self.len as usize] = byte;
            self.len += 1;
        }
    }

    fn push_str(&mut self, text: &str) {
        for &b in text.as_bytes() {
            self.push(b);
        }
    }

    /// `n` in decimal digits.
    fn push_number(&mut self, n: usize) {
        if n >= 10 {
            self.push_number(n / 10);
        }
        self.push(b'0' + (n % 10) as u8);
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
