//! Castling's slice: where the king and rook of each castling start and end, the squares
//! that must be empty and safe, the rights each square keeps (`castling`,
//! `castlingKingsideFile`, `castlingQueensideFile`, `castlingRookPieces`, `chess960`), read
//! from the variant's castling rules and its start position, and written as the `CASTLE_*`
//! constants of `rules`.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::input::variant::Variant;

use super::board::Board;
use super::literals::{bb, usize_lit};
use super::pieces::PieceMoves;

/// Where the king and rook of one castling start and end, and what it needs.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("chess").unwrap()).unwrap();
/// let c = plan.castling.unwrap();
/// assert_eq!((c.king_from[0], c.king_to[0][0], c.rook_from[0][1]), (4, 6, 0)); // e1, g1, a1
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Castling {
    /// The king's square, per side.
    pub king_from: [usize; 2],
    /// Where the king goes, per side and wing (0 kingside, 1 queenside).
    pub king_to: [[usize; 2]; 2],
    /// Where the rook starts, per side and wing.
    pub rook_from: [[usize; 2]; 2],
    /// Where the rook goes, per side and wing.
    pub rook_to: [[usize; 2]; 2],
    /// The squares that must be empty (but the king's and the rook's own), per side and wing.
    pub path: [[u128; 2]; 2],
    /// The squares the king crosses or lands on, which must not be attacked.
    pub safe: [[u128; 2]; 2],
    /// Per square, the castling rights (bit `side * 2 + wing`) kept when a piece leaves or
    /// lands on it.
    pub keep: Vec<u8>,
    /// Per type, whether it castles with the king.
    pub rook_types: Vec<bool>,
    /// Per side and wing, whether the castling is written as the king taking its rook
    /// (`d1f1`) instead of the king's move: where the king's own step would print the same
    /// move, as Fairy-Stockfish writes it.
    pub writes_rook: [[bool; 2]; 2],
    /// Per side and wing, whether the rook stands inside the rank (not on its first or last
    /// file): then, as Fairy-Stockfish checks, the king's destination must not be attacked
    /// with the rook lifted (a piece beyond the rook could attack it once the rook moves).
    pub rook_inner: [[bool; 2]; 2],
    /// Per side and wing, where Fairy-Stockfish's search for the rook of a right starts
    /// when it reads a FEN (towards file a for the kingside, towards the last file for the
    /// queenside).
    pub search_from: [[usize; 2]; 2],
    /// Whether the squares above are only the start position's, and each position keeps its
    /// own, read from its FEN (`chess960`).
    pub chess960: bool,
    /// Whether a side's castling takes away the opponent's right on the same wing
    /// (`oppositeCastling`).
    pub opposite: bool,
}

impl Castling {
    /// No castling on a board of `squares` with `types` piece types: every square keeps
    /// every right, no type castles.
    ///
    /// ```
    /// use vector_attacks_codegen::movegen::Castling;
    /// let none = Castling::none(64, 6);
    /// assert!(none.keep.iter().all(|&k| k == 0x0F) && none.rook_types == [false; 6]);
    /// ```
    pub fn none(squares: usize, types: usize) -> Castling {
        Castling {
            king_from: [0; 2],
            king_to: [[0; 2]; 2],
            rook_from: [[0; 2]; 2],
            rook_to: [[0; 2]; 2],
            path: [[0; 2]; 2],
            safe: [[0; 2]; 2],
            keep: vec![0x0F; squares],
            rook_types: vec![false; types],
            writes_rook: [[false; 2]; 2],
            search_from: [[0; 2]; 2],
            chess960: false,
            opposite: false,
            rook_inner: [[false; 2]; 2],
        }
    }
}

/// Castling's squares as Fairy-Stockfish castles, if the variant castles: the king where
/// the start position has it, each rook found as Fairy-Stockfish finds it when it reads the
/// start position's rights (the first castling piece from the search's first file inwards,
/// [`crate::input::variant::Castling::rook_kingside_file`]); where the start position has none, the
/// search's first file.
pub(super) fn of(
    variant: &Variant,
    moves: &[[PieceMoves; 2]],
    king: usize,
    n: usize,
) -> Option<Castling> {
    let c = variant.castling.as_ref()?;
    let files = variant.files as usize;
    let mut out = Castling::none(n, variant.pieces.len());
    out.chess960 = c.chess960;
    out.opposite = c.opposite;
    for &l in &c.rook_pieces {
        out.rook_types[variant.piece_index(l).expect("checked")] = true;
    }
    let span = |a: usize, b: usize| -> u128 {
        let (lo, hi) = (a.min(b), a.max(b));
        (lo..=hi).fold(0, |s, x| s | 1 << x)
    };
    // The start position was checked (`start::check`) before the plan is made.
    let board = crate::input::position::Setup::from_fen(variant, &variant.start_fen)
        .map_or_else(|_| vec![None; n], |s| s.board);
    for (side, king_moves) in moves[king].iter().enumerate() {
        let at = |file: u32| c.square(variant.files, variant.ranks, side, file);
        let kfrom = at(c.king_file);
        out.king_from[side] = kfrom;
        let castles = |sq: usize| board[sq].is_some_and(|(t, s)| s == side && out.rook_types[t]);
        for wing in 0..2 {
            let rfrom = if wing == 0 {
                (0..=c.rook_kingside_file)
                    .rev()
                    .map(at)
                    .find(|&sq| castles(sq))
                    .filter(|&sq| sq > kfrom)
                    .unwrap_or(at(c.rook_kingside_file))
            } else {
                (c.rook_queenside_file..variant.files)
                    .map(at)
                    .find(|&sq| castles(sq))
                    .filter(|&sq| sq < kfrom)
                    .unwrap_or(at(c.rook_queenside_file))
            };
            out.search_from[side][wing] = at(if wing == 0 {
                c.rook_kingside_file
            } else {
                c.rook_queenside_file
            });
            let kto = at(if wing == 0 {
                c.kingside_file
            } else {
                c.queenside_file
            });
            let rto = if wing == 0 { kto - 1 } else { kto + 1 };
            out.king_to[side][wing] = kto;
            out.rook_from[side][wing] = rfrom;
            out.rook_to[side][wing] = rto;
            out.path[side][wing] =
                (span(kfrom, kto) | span(rfrom, rto)) & !(1 << kfrom | 1 << rfrom);
            out.safe[side][wing] = span(kfrom, kto) & !(1 << kfrom);
            // Fairy-Stockfish writes the castling as the king taking the rook where the
            // king's own move to the same square would be pseudo-legal (the path is empty
            // when castling is, so the king's quiet moves from an empty board decide).
            out.writes_rook[side][wing] =
                kto != kfrom && king_moves.leap_quiets[kfrom] & 1 << kto != 0;
            out.rook_inner[side][wing] = !(rfrom % files == 0 || rfrom % files == files - 1);
            let right = !(1u8 << (side * 2 + wing));
            out.keep[kfrom] &= right;
            out.keep[rfrom] &= right;
        }
    }
    Some(out)
}

/// Castling's constants (zeros where the variant does not castle).
pub(super) fn items(castling: Option<&Castling>, board: &Board) -> TokenStream {
    let (wide, types, n) = (board.wide(), board.types, board.squares());
    let c = castling
        .cloned()
        .unwrap_or_else(|| Castling::none(n, types));
    let castling = castling.is_some();
    let pair = |v: [usize; 2]| {
        let v = v.map(usize_lit);
        quote!([#(#v),*])
    };
    let sets = |v: [u128; 2]| {
        let v = v.map(|x| bb(x, wide));
        quote!([#(#v),*])
    };
    let king_from = pair(c.king_from);
    let [king_to, rook_from, rook_to, search_from] =
        [c.king_to, c.rook_from, c.rook_to, c.search_from].map(|t| t.map(pair));
    let [path, safe] = [c.path, c.safe].map(|t| t.map(sets));
    let rook_types = &c.rook_types;
    let writes_rook = c.writes_rook.map(|w| quote!([#(#w),*]));
    let rook_inner = c.rook_inner.map(|w| quote!([#(#w),*]));
    let keep = c.keep.iter().map(|&k| Literal::u8_unsuffixed(k));
    let (chess960, opposite) = (c.chess960, c.opposite);
    quote! {
        /// Whether the variant castles (`castling`, with a piece to castle with).
        pub const CASTLING: bool = #castling;
        /// Whether each position keeps the squares it castles from (Chess960).
        pub const CHESS960: bool = #chess960;
        /// Whether a side's castling takes away the opponent's right on the same wing
        /// (`oppositeCastling`).
        pub(super) const OPPOSITE_CASTLING: bool = #opposite;
        pub(super) const CASTLE_KING_FROM: [usize; 2] = #king_from;
        pub(super) const CASTLE_KING_TO: [[usize; 2]; 2] = [#(#king_to),*];
        pub(super) const CASTLE_ROOK_FROM: [[usize; 2]; 2] = [#(#rook_from),*];
        pub(super) const CASTLE_ROOK_TO: [[usize; 2]; 2] = [#(#rook_to),*];
        pub(super) const CASTLE_PATH: [[Bitboard; 2]; 2] = [#(#path),*];
        pub(super) const CASTLE_SAFE: [[Bitboard; 2]; 2] = [#(#safe),*];
        pub(super) const CASTLE_ROOK_TYPES: [bool; TYPES] = [#(#rook_types),*];
        pub(super) const CASTLE_SEARCH_FROM: [[usize; 2]; 2] = [#(#search_from),*];
        pub(super) const CASTLE_WRITES_ROOK: [[bool; 2]; 2] = [#(#writes_rook),*];
        pub(super) const CASTLE_ROOK_INNER: [[bool; 2]; 2] = [#(#rook_inner),*];
        pub(super) static CASTLE_KEEP: [u8; SQUARES] = [#(#keep),*];
    }
}
