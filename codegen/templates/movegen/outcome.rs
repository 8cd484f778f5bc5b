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
    /// The side to move is in check and has no legal move. It loses, but under shatar's mate
    /// rule (`shatarMateRule`), where a mate by knights alone wins for it and a mate without
    /// a shak in the series of checks before it is a draw.
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
    /// The weaker side's count passed its limit (`countingRule`: makruk's family), a draw
    /// a player may claim.
    Counting,
    /// The side to move, with its king and one pawn and not in check, can only promote
    /// (`sittuyinPromotion`: sittuyin's draw, which a player may claim).
    PromotionsOnly,
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
