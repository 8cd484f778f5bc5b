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
    // (Else a type's second letter, which Fairy-Stockfish reads too: janggi's `h`, `e`.)
    LETTERS
        .iter()
        .position(|&l| l as char == lower)
        .or_else(|| {
            SAN_LETTERS
                .iter()
                .position(|&l| (l as char).to_ascii_lowercase() == lower)
        })
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
