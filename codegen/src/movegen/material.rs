//! Insufficient material as Fairy-Stockfish judges it (`has_insufficient_material` in its
//! `src/apiutil.h`, what pyffish answers): each piece type of a side is classed once, at
//! generation, and the generated module counts the pieces of each class.
//!
//! A type is *restricted* for a side when it is the king (or atomic's: pseudo-royal where
//! captures explode) or cannot reach a square the
//! opponent's king may stand on (its `mobilityRegion*`); *major* when it is one of
//! Fairy-Stockfish's mating types (rook, queen, archbishop, chancellor, silver, gold,
//! commoner, centaur, amazon, bers) or a custom piece (assumed to mate); *colour-bound*
//! when it is a bishop, fers, fers-alfil, alfil or elephant; else *minor* (pawn, knight,
//! ...).

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::input::variant::Variant;

use super::board::Board;
use super::literals::bb;

/// Fairy-Stockfish's types it counts as able to mate (`MAJOR_PIECES`).
const MAJOR: &[&str] = &[
    "rook",
    "queen",
    "archbishop",
    "chancellor",
    "silver",
    "gold",
    "commoner",
    "centaur",
    "amazon",
    "bers",
];

/// Fairy-Stockfish's types that keep to one colour of squares (`COLORBOUND_PIECES`).
const COLOUR_BOUND: &[&str] = &["bishop", "fers", "fersAlfil", "alfil", "elephant"];

/// How a piece type counts towards mating material, for one side.
///
/// ```
/// use vector_attacks_codegen::movegen::material::{classes, Class};
/// use vector_attacks_codegen::variant::Variant;
/// let chess = Variant::shipped("chess").unwrap();
/// let c = classes(&chess);
/// assert_eq!(c[3], [Class::Major; 2]); // the rook
/// assert_eq!(c[2], [Class::ColourBound; 2]); // the bishop
/// assert_eq!(c[5], [Class::Restricted; 2]); // the king
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// The king, or a type that cannot reach the opponent's king.
    Restricted,
    /// Mates (with its king); a pawn promoting to it may too.
    Major,
    /// Keeps to one colour of squares.
    ColourBound,
    /// Mates only with a helper.
    Minor,
}

impl Class {
    /// Its number in the generated `MATERIAL_CLASS`.
    ///
    /// ```
    /// use vector_attacks_codegen::movegen::material::Class;
    /// assert_eq!(Class::Minor.code(), 3);
    /// ```
    pub fn code(self) -> u8 {
        self as u8
    }
}

/// `[type][side]`, each type's class, in the variant's order of types.
///
/// ```
/// use vector_attacks_codegen::movegen::material::{classes, Class};
/// use vector_attacks_codegen::variant::Variant;
/// let c = classes(&Variant::shipped("capablanca").unwrap());
/// assert!(c.iter().filter(|t| t[0] == Class::Major).count() == 4); // R, Q, A, C
/// ```
pub fn classes(variant: &Variant) -> Vec<[Class; 2]> {
    let board = if variant.files * variant.ranks == 128 {
        u128::MAX
    } else {
        (1u128 << (variant.files * variant.ranks)) - 1
    };
    let region = |side: usize, name: &str| {
        variant
            .pieces
            .iter()
            .find(|p| p.name == name)
            .and_then(|p| p.region[side])
            .unwrap_or(board)
    };
    variant
        .pieces
        .iter()
        .map(|p| {
            [0, 1].map(|side| {
                let reaches_king = p.region[side].unwrap_or(board) & region(side ^ 1, "king");
                // (Atomic's king, pseudo-royal where captures explode, cannot mate.)
                let exploding_royal = variant.blast.is_some()
                    && variant
                        .extinction
                        .as_ref()
                        .is_some_and(|e| e.pseudo_royal && e.pieces.contains(&p.letter));
                if p.name == "king" || reaches_king == 0 || exploding_royal {
                    Class::Restricted
                } else if MAJOR.contains(&p.name.as_str()) || p.name.starts_with("customPiece") {
                    Class::Major
                } else if COLOUR_BOUND.contains(&p.name.as_str()) {
                    Class::ColourBound
                } else {
                    Class::Minor
                }
            })
        })
        .collect()
}

/// Whether the variant's king moves other than as a king (`king = k:BETZA`), which
/// Fairy-Stockfish's rule for a lone king under a non-draw stalemate asks.
///
/// ```
/// use vector_attacks_codegen::movegen::material::custom_king;
/// use vector_attacks_codegen::variant::Variant;
/// assert!(!custom_king(&Variant::shipped("chess").unwrap()));
/// ```
pub fn custom_king(variant: &Variant) -> bool {
    variant
        .pieces
        .iter()
        .any(|p| p.name == "king" && p.betza != "K")
}

/// The squares Fairy-Stockfish calls dark: a1's colour, file plus rank even.
///
/// ```
/// use vector_attacks_codegen::movegen::material::dark_squares;
/// assert_eq!(dark_squares(8, 8) as u64, 0xAA55_AA55_AA55_AA55);
/// ```
pub fn dark_squares(files: u32, ranks: u32) -> u128 {
    (0..ranks)
        .flat_map(|r| (0..files).map(move |f| (f, r)))
        .filter(|(f, r)| (f + r) % 2 == 0)
        .fold(0, |set, (f, r)| set | 1u128 << (r * files + f))
}

/// `MATERIAL_CLASS` (`[type][side]`: 0 restricted, 1 major, 2 colour-bound, 3 minor, from
/// `classes`), `CUSTOM_KING` and `DARK_SQUARES` (`dark`).
pub(super) fn items(
    classes: &[[Class; 2]],
    custom_king: bool,
    dark: u128,
    board: &Board,
) -> TokenStream {
    let classes = classes.iter().map(|sides| {
        let v = sides.map(|c| Literal::u8_unsuffixed(c.code()));
        quote!([#(#v),*])
    });
    let dark = bb(dark, board.wide());
    quote! {
        /// `[type][side]`: 0 restricted, 1 major, 2 colour-bound, 3 minor.
        pub(super) const MATERIAL_CLASS: [[u8; 2]; TYPES] = [#(#classes),*];
        pub(super) const CUSTOM_KING: bool = #custom_king;
        #[allow(clippy::unreadable_literal)]
        pub(super) const DARK_SQUARES: Bitboard = #dark;
    }
}
