//! One trait over every generated move generator, so that one function serves several
//! variants: the runtime's [`crate::chess`] implements it, and so does a module generated
//! with `vector_attacks_codegen::Request::game_trait("vector_attacks::Game")` in a crate that
//! depends on this one.

/// A generated variant's position, with its move, move list and notation as associated
/// types. Each method is the generated module's inherent method of the same name (see
/// [`crate::chess::Position`] for what each does).
///
/// ```
/// use vector_attacks::Game;
///
/// /// Perft written once for every generated variant.
/// fn perft<G: Game>(position: &G, depth: u32) -> u64 {
///     if depth == 0 {
///         return 1;
///     }
///     let mut list = G::MoveList::default();
///     position.legal_moves(&mut list);
///     list.as_ref().iter().map(|&m| perft(&position.play(m), depth - 1)).sum()
/// }
///
/// let start = vector_attacks::chess::Position::start();
/// assert_eq!(perft(&start, 3), 8_902);
/// assert_eq!(<vector_attacks::chess::Position as Game>::FILES, 8);
/// ```
pub trait Game: Copy + Eq + core::fmt::Debug + core::fmt::Display + Sized {
    /// A move: its `Display` is its UCI.
    type Move: Copy + Eq + core::fmt::Debug + core::fmt::Display;
    /// A list of legal moves, on the stack.
    type MoveList: Default + AsRef<[Self::Move]>;
    /// Why a FEN was refused.
    type FenError: core::error::Error;
    /// Why a UCI move was refused.
    type UciError: core::error::Error;
    /// Why a SAN move was refused.
    type SanError: core::error::Error;
    /// A move in SAN, held inline.
    type San: core::fmt::Display;
    /// How a game ended: its `Display` is PGN's result.
    type Outcome: core::fmt::Display;

    /// The board's files.
    const FILES: usize;
    /// The board's ranks.
    const RANKS: usize;
    /// The variant's start position in FEN.
    const START_FEN: &'static str;

    /// The start position.
    fn start() -> Self;
    /// The position a FEN describes.
    ///
    /// # Errors
    ///
    /// What is wrong with the FEN.
    fn from_fen(fen: &str) -> Result<Self, Self::FenError>;
    /// Writes the legal moves into `list`.
    fn legal_moves(&self, list: &mut Self::MoveList);
    /// How many legal moves the position has.
    fn count_legal_moves(&self) -> u64;
    /// The position after `m`, one of its legal moves.
    fn play(&self, m: Self::Move) -> Self;
    /// Plays `m`, one of its legal moves, in place.
    fn make(&mut self, m: Self::Move);
    /// Whether a stored move is one of the legal moves.
    fn is_legal(&self, m: Self::Move) -> bool;
    /// Whether `m`, one of the legal moves, gives check.
    fn gives_check(&self, m: Self::Move) -> bool;
    /// Whether the side to move is in check.
    fn is_check(&self) -> bool;
    /// The legal move a UCI string names.
    ///
    /// # Errors
    ///
    /// Why the text names no legal move.
    fn parse_uci(&self, text: &str) -> Result<Self::Move, Self::UciError>;
    /// `m`, one of the legal moves, in SAN.
    fn san(&self, m: Self::Move) -> Self::San;
    /// The legal move a SAN string names.
    ///
    /// # Errors
    ///
    /// Why the text names no legal move, or more than one.
    fn parse_san(&self, text: &str) -> Result<Self::Move, Self::SanError>;
    /// How the game has ended, if it has (without a history: no repetition).
    fn outcome(&self) -> Option<Self::Outcome>;
    /// The position's Zobrist key.
    fn zobrist(&self) -> u64;
}
