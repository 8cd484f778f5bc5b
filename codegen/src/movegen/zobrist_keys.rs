//! The Zobrist keys of a generated move generator: Polyglot's on 8x8 chess, seeded
//! SplitMix64 otherwise.

use proc_macro2::TokenStream;
use quote::quote;

use crate::compute::zobrist;
use crate::input::variant::Variant;

use super::literals::usize_lit;

/// The keys of a variant's Zobrist hash: per piece type, side and square; White to move; each
/// castling right (White kingside, White queenside, Black kingside, Black queenside); each en
/// passant file. Polyglot's published keys ([`zobrist::POLYGLOT`]) for 8x8 chess's six
/// piece types unless the variant asks for a seed; otherwise [`zobrist::seeded`] from the
/// variant's `zobrist_seed` (0 by default), in that order.
///
/// ```
/// use vector_attacks_codegen::{movegen::ZobristKeys, variant::Variant};
/// let chess = ZobristKeys::of(&Variant::shipped("chess").unwrap());
/// assert_eq!(chess.white, 0xF8D6_26AA_AF27_8509); // Polyglot's key 780
/// let seeded = ZobristKeys::of(&Variant::shipped("chess").unwrap().with_zobrist_seed(7));
/// assert_ne!(seeded.white, chess.white);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZobristKeys {
    /// `pieces[type][side][square]`, side 0 White.
    pub pieces: Vec<[Vec<u64>; 2]>,
    /// XORed in when White is to move.
    pub white: u64,
    /// One per castling right.
    pub castling: [u64; 4],
    /// One per file.
    pub en_passant: Vec<u64>,
    /// Where checks are counted (`checkCounting`), per side one per number of checks left
    /// to give (0 to 9, the digit Fairy-Stockfish's FEN holds); empty otherwise. Drawn
    /// from their own stream (the variant's seed XOR [`CHECKS_STREAM`]), so that counting
    /// checks leaves the other keys as they are (Polyglot's on chess).
    pub checks: [Vec<u64>; 2],
    /// Where pieces are dropped (`pieceDrops`), `hands[side][type][n - 1]` for `n` pieces of
    /// the type in the side's hand (1 to the number of squares; none for 0); empty
    /// otherwise. Drawn from their own stream (the variant's seed XOR [`HANDS_STREAM`]).
    pub hands: [Vec<Vec<u64>>; 2],
}

/// The seed's tweak for the hand keys' stream.
pub const HANDS_STREAM: u64 = 0x0068_616e_6473; // "hands"

/// The hand keys of `variant` ([`ZobristKeys::hands`]).
fn hand_keys(variant: &Variant) -> [Vec<Vec<u64>>; 2] {
    if variant.drops.is_none() {
        return [Vec::new(), Vec::new()];
    }
    let (types, squares) = (
        variant.pieces.len(),
        (variant.files * variant.ranks) as usize,
    );
    let keys = zobrist::seeded(
        variant.zobrist_seed.unwrap_or(0) ^ HANDS_STREAM,
        2 * types * squares,
    );
    let mut sides = keys.chunks(types * squares).map(|side| {
        side.chunks(squares)
            .map(<[u64]>::to_vec)
            .collect::<Vec<_>>()
    });
    let white = sides.next().unwrap_or_default();
    [white, sides.next().unwrap_or_default()]
}

/// The seed's tweak for the check-count keys' stream.
pub const CHECKS_STREAM: u64 = 0x6368_6563_6b73; // "checks"

/// The check-count keys of `variant` ([`ZobristKeys::checks`]).
fn check_keys(variant: &Variant) -> [Vec<u64>; 2] {
    if !variant.check_counting {
        return [Vec::new(), Vec::new()];
    }
    let keys = zobrist::seeded(variant.zobrist_seed.unwrap_or(0) ^ CHECKS_STREAM, 20);
    [keys[..10].to_vec(), keys[10..].to_vec()]
}

impl ZobristKeys {
    /// The keys of `variant`.
    ///
    /// ```
    /// use vector_attacks_codegen::{movegen::ZobristKeys, variant::Variant};
    /// let keys = ZobristKeys::of(&Variant::shipped("capablanca").unwrap());
    /// assert_eq!((keys.pieces.len(), keys.en_passant.len()), (8, 10));
    /// ```
    pub fn of(variant: &Variant) -> ZobristKeys {
        let squares = (variant.files * variant.ranks) as usize;
        let files = variant.files as usize;
        let polyglot_kinds: Option<Vec<usize>> = (variant.zobrist_seed.is_none()
            && variant.files == 8
            && variant.ranks == 8
            && variant.pieces.len() == 6)
            .then(|| {
                variant
                    .pieces
                    .iter()
                    .map(|p| "pnbrqk".find(p.letter))
                    .collect::<Option<Vec<usize>>>()
            })
            .flatten()
            .filter(|kinds| {
                let mut sorted = kinds.clone();
                sorted.sort_unstable();
                sorted == [0, 1, 2, 3, 4, 5]
            });
        if let Some(kinds) = polyglot_kinds {
            let p = &zobrist::POLYGLOT;
            return ZobristKeys {
                // Polyglot numbers the black pawn 0 and the white pawn 1, and so on.
                pieces: kinds
                    .iter()
                    .map(|&k| [1, 0].map(|w| p[64 * (2 * k + w)..][..64].to_vec()))
                    .collect(),
                white: p[780],
                castling: [p[768], p[769], p[770], p[771]],
                en_passant: p[772..780].to_vec(),
                checks: check_keys(variant),
                hands: hand_keys(variant),
            };
        }
        let types = variant.pieces.len();
        let keys = zobrist::seeded(
            variant.zobrist_seed.unwrap_or(0),
            types * 2 * squares + 1 + 4 + files,
        );
        let (pieces, rest) = keys.split_at(types * 2 * squares);
        ZobristKeys {
            pieces: pieces
                .chunks(2 * squares)
                .map(|t| [t[..squares].to_vec(), t[squares..].to_vec()])
                .collect(),
            white: rest[0],
            castling: [rest[1], rest[2], rest[3], rest[4]],
            en_passant: rest[5..].to_vec(),
            checks: check_keys(variant),
            hands: hand_keys(variant),
        }
    }

    /// Every key, pieces first.
    ///
    /// ```
    /// use vector_attacks_codegen::{movegen::ZobristKeys, variant::Variant};
    /// let keys = ZobristKeys::of(&Variant::shipped("chess").unwrap());
    /// assert_eq!(keys.all().len(), 781);
    /// ```
    pub fn all(&self) -> Vec<u64> {
        let mut all: Vec<u64> = self.pieces.iter().flatten().flatten().copied().collect();
        all.push(self.white);
        all.extend(self.castling);
        all.extend(&self.en_passant);
        all.extend(self.checks.iter().flatten());
        all.extend(self.hands.iter().flatten().flatten());
        all
    }
}

impl ZobristKeys {
    /// The generated items: `ZOBRIST_PIECES`, `ZOBRIST_WHITE`, `ZOBRIST_CASTLING` (the XOR of
    /// the rights of each set of rights, indexed by the rights' bits) and
    /// `ZOBRIST_EN_PASSANT`, public, with doc examples from `example`.
    pub(super) fn items(&self, example: &dyn Fn(&str) -> TokenStream) -> TokenStream {
        let keys = self;
        let hex = |k: u64| {
            let lit = syn::LitInt::new(&format!("0x{k:016X}"), proc_macro2::Span::call_site());
            quote!(#lit)
        };
        let pieces = keys.pieces.iter().map(|sides| {
            let sides = sides.iter().map(|keys| {
                let keys = keys.iter().map(|&k| hex(k));
                quote!([#(#keys),*])
            });
            quote!([#(#sides),*])
        });
        let white = hex(keys.white);
        let castling = (0..16usize).map(|rights| {
            hex((0..4)
                .filter(|b| rights >> b & 1 == 1)
                .fold(0, |k, b| k ^ keys.castling[b]))
        });
        let en_passant = keys.en_passant.iter().map(|&k| hex(k));
        let check_count = keys.checks[0].len();
        let checks = keys.checks.iter().map(|side| {
            let keys = side.iter().map(|&k| hex(k));
            quote!([#(#keys),*])
        });
        let check_count = usize_lit(check_count);
        let hand_counts = usize_lit(keys.hands[0].first().map_or(0, Vec::len));
        let hands = keys.hands.iter().map(|side| {
            // (Where nothing is dropped, an empty row per type.)
            let per_type = (0..keys.pieces.len()).map(|t| {
                let keys = side.get(t).into_iter().flatten().map(|&k| hex(k));
                quote!([#(#keys),*])
            });
            quote!([#(#per_type),*])
        });
        let hands_example = example(
            "use crate_path::{ZOBRIST_HANDS, TYPES};\nassert_eq!(ZOBRIST_HANDS[0].len(), TYPES);",
        );
        let checks_example = example("use crate_path::ZOBRIST_CHECKS;\nassert!(ZOBRIST_CHECKS.iter().all(|side| side.len() == ZOBRIST_CHECKS[0].len()));");
        let pieces_example = example("use crate_path::{Position, ZOBRIST_PIECES};\nassert_ne!(ZOBRIST_PIECES[0][0][0], ZOBRIST_PIECES[0][1][0]);\nassert_ne!(Position::start().zobrist(), 0);");
        let white_example = example("use crate_path::{Position, START_FEN, ZOBRIST_WHITE};\nlet black = Position::from_fen(&START_FEN.replacen(\" w \", \" b \", 1)).unwrap();\nassert_eq!(black.zobrist() ^ ZOBRIST_WHITE, Position::start().zobrist());");
        let castling_example = example("use crate_path::ZOBRIST_CASTLING;\nassert_eq!(ZOBRIST_CASTLING[0], 0);\nassert_eq!(ZOBRIST_CASTLING[3], ZOBRIST_CASTLING[1] ^ ZOBRIST_CASTLING[2]);");
        let en_passant_example = example("use crate_path::{FILES, ZOBRIST_EN_PASSANT};\nassert_eq!(ZOBRIST_EN_PASSANT.len(), FILES);");
        quote! {
            /// The Zobrist keys of the pieces (seed "Board representation"): `[type][side][square]`,
            /// side 0 White. On 8x8 chess lettered `pnbrqk` without a `zobrist_seed`, Polyglot's
            /// published keys (its layout's 768 piece keys, by its piece numbering); otherwise
            /// SplitMix64 from the request's `zobrist_seed` (0 unless given), never the clock.
            #pieces_example
            #[allow(clippy::unreadable_literal)]
            pub static ZOBRIST_PIECES: [[[u64; SQUARES]; 2]; TYPES] = [#(#pieces),*];
            /// The Zobrist key XORed in when White is to move (Polyglot's "turn" key on chess).
            #white_example
            #[allow(clippy::unreadable_literal)]
            pub const ZOBRIST_WHITE: u64 = #white;
            /// The Zobrist keys of the castling rights, by the rights' bits (1 White kingside,
            /// 2 White queenside, 4 Black kingside, 8 Black queenside): each entry the XOR of its
            /// rights' keys, so one load replaces the rights held.
            #castling_example
            #[allow(clippy::unreadable_literal)]
            pub static ZOBRIST_CASTLING: [u64; 16] = [#(#castling),*];
            /// The Zobrist key of each en passant file, XORed in when a pawn of the side to move
            /// attacks the en passant square (Polyglot's rule).
            #en_passant_example
            #[allow(clippy::unreadable_literal)]
            pub static ZOBRIST_EN_PASSANT: [u64; FILES] = [#(#en_passant),*];
            /// Where checks are counted, the Zobrist keys of the checks each side has left to
            /// give (`[side][checks]`, 0 to 9); empty otherwise.
            #checks_example
            #[allow(clippy::unreadable_literal)]
            pub static ZOBRIST_CHECKS: [[u64; #check_count]; 2] = [#(#checks),*];
            /// Where pieces are dropped, the Zobrist keys of the hands, `[side][type][n - 1]`
            /// for `n` pieces of the type in the side's hand (none for 0); empty otherwise.
            #hands_example
            #[allow(clippy::unreadable_literal)]
            pub static ZOBRIST_HANDS: [[[u64; #hand_counts]; TYPES]; 2] = [#(#hands),*];
        }
    }
}
