//! Each generated move generator seen through one trait, [`Module`], which `modules!`
//! implements for a marker type per variant: everything the Python functions ask of a
//! variant, in the generated module's own types, so that each call is monomorphised and
//! inlined as the module's own code is.

/// How a game ended, in the terms pyffish answers in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// By a rule of the variant, ending the game at once (Fairy-Stockfish's
    /// `is_immediate_game_end`: a flag reached, the last check given, a piece type gone).
    Rule,
    /// Checkmate (a mate by a dropped pawn included, which shogi gives to the mated side).
    Mate,
    /// No legal move and not in check.
    Stalemate,
    /// A draw or result a player may claim (`is_optional_game_end`): the n-move rule, a
    /// repetition, makruk's count past its limit.
    Claim,
    /// Neither side can mate.
    Material,
}

/// An ended game: the winner (`Some(true)` for White) and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    /// `Some(true)` White, `Some(false)` Black, `None` a draw.
    pub white_wins: Option<bool>,
    /// Why.
    pub kind: Kind,
}

/// A generated variant's types and the operations the package asks of them.
pub trait Module: 'static {
    /// The variant's name, as `variants.ini` spells it.
    const NAME: &'static str;
    /// Ranks of the board.
    const RANKS: usize;
    /// Whether pieces are held in hand (the FEN has `[...]`).
    const HANDS: bool;
    /// Whether moves are counted as makruk counts them (a number in the FEN's en passant
    /// field is the count's limit).
    const COUNTING: bool;
    /// Whether the module records promoted pieces, so that a FEN may mark them `~`
    /// (pyffish's `show_promoted`).
    const PROMOTED_MARKS: bool;
    /// Whether the variant castles (a FEN's castling rights are checked).
    const CASTLING: bool;
    /// Whether it castles as Chess960 does (the rights may be written as files).
    const CHESS960: bool;
    /// The position.
    type Position: Copy + core::fmt::Display + Send + Sync;
    /// A move.
    type Move: Copy + Eq + core::hash::Hash + core::fmt::Display + Send + Sync;
    /// Earlier positions, for repetitions.
    type History;
    /// The start position.
    fn start() -> Self::Position;
    /// The position a FEN gives.
    fn from_fen(fen: &str) -> Result<Self::Position, Self::FenError>;
    /// The position a FEN gives, kept where the side not to move is in check (as
    /// Fairy-Stockfish reads it; no move is played from it).
    fn from_fen_keeping_check(fen: &str) -> Result<Self::Position, Self::FenError>;
    /// The FEN reader's error.
    type FenError: core::fmt::Display + core::fmt::Debug;
    /// The legal moves.
    fn legal(position: &Self::Position) -> Vec<Self::Move>;
    /// The number of legal moves, counted without listing them.
    fn count(position: &Self::Position) -> u64;
    /// The position after `m`.
    fn play(position: &Self::Position, m: Self::Move) -> Self::Position;
    /// The legal move named in UCI.
    fn parse_uci(position: &Self::Position, text: &str) -> Result<Self::Move, String>;
    /// A legal move in pyffish's notation numbered `notation` (0: the variant's own, 1 to
    /// 9: `NOTATION_SAN` to `NOTATION_THAI_LAN`; the caller checks the range).
    fn san(position: &Self::Position, m: Self::Move, notation: usize) -> String;
    /// The legal move named in pyffish's notation numbered `notation`.
    fn parse_san(
        position: &Self::Position,
        text: &str,
        notation: usize,
    ) -> Result<Self::Move, String>;
    /// Whether the side to move is in check.
    fn is_check(position: &Self::Position) -> bool;
    /// Whether White is to move.
    fn white_to_move(position: &Self::Position) -> bool;
    /// An empty history.
    fn history() -> Self::History;
    /// Adds a position played from.
    fn record(history: &mut Self::History, position: &Self::Position);
    /// How the game ended at `position`, repetitions counted where a history is given,
    /// makruk's count judged from the ply `count_started` (pyffish's argument).
    fn end(
        position: &Self::Position,
        history: Option<&Self::History>,
        count_started: i32,
    ) -> Option<End>;
    /// The FEN, makruk's count judged from the ply `count_started`, promoted pieces marked
    /// `~` where `show_promoted` asks and the module records them ([`Module::PROMOTED_MARKS`]).
    fn fen(position: &Self::Position, count_started: i32, show_promoted: bool) -> String;
    /// Whether each side (White, Black) lacks the material to win.
    fn insufficient(position: &Self::Position) -> [bool; 2];
    /// Whether `m` takes a piece (en passant included; castling and drops never do).
    fn is_capture(position: &Self::Position, m: Self::Move) -> bool;
    /// The halfmove clock and the fullmove number.
    fn clocks(position: &Self::Position) -> (u32, u32);
    /// Which FEN error code of Fairy-Stockfish's `validate_fen` an error is.
    fn fen_code(error: &Self::FenError) -> i32;
}
