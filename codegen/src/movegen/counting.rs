//! Makruk's family as the module plays it ([`crate::input::variant::Counting`]): the
//! counting rule (`countingRule`), kept in the position and written in the FEN where
//! Fairy-Stockfish writes it, started in `make` and ending the game in `outcome` as a draw
//! a player may claim; and makpong's king in check, which may move only to take its checker.
//! The limits depend on Fairy-Stockfish's piece types rook, knight and khon (its `silver`),
//! found here by the options that defined them.
//!
//! Its items are the `rules` module's `COUNTING`, `COUNTING_SLOTS`, `COUNT_ROOK`,
//! `COUNT_KNIGHT`, `COUNT_KHON` and `MAKPONG`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::input::variant::{CountingRule, Variant};

use super::literals::usize_lit;

/// Makruk's family's rules by type, for the module's constants.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("makruk").unwrap()).unwrap();
/// let of = |c: u8| plan.letters.iter().position(|&l| l == c).unwrap();
/// assert_eq!(plan.counting.rule, 1);
/// assert_eq!(plan.counting.khon, of(b's'));
/// assert_eq!(plan.counting.rook, of(b'r'));
/// assert!(!plan.counting.makpong);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountingPlan {
    /// The counting rule's number ([`CountingRule::code`]; 0 for none).
    pub rule: u8,
    /// The rook's type, the number of types where there is none.
    pub rook: usize,
    /// The knight's type, or the number of types.
    pub knight: usize,
    /// The khon's type (Fairy-Stockfish's `silver`), or the number of types.
    pub khon: usize,
    /// Whether a king in check may move only to take its checker (`makpongRule`).
    pub makpong: bool,
}

impl CountingPlan {
    /// The plan of `variant`.
    pub(super) fn of(variant: &Variant) -> CountingPlan {
        let types = variant.pieces.len();
        let named = |name: &str| {
            variant
                .pieces
                .iter()
                .position(|p| p.name == name)
                .unwrap_or(types)
        };
        CountingPlan {
            rule: variant.counting.rule.code(),
            rook: named("rook"),
            knight: named("knight"),
            khon: named("silver"),
            makpong: variant.counting.makpong,
        }
    }

    /// Whether the variant counts moves.
    ///
    /// ```
    /// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
    /// assert!(Plan::of(&Variant::shipped("asean").unwrap()).unwrap().counting.counts());
    /// assert!(!Plan::of(&Variant::shipped("chess").unwrap()).unwrap().counting.counts());
    /// ```
    pub fn counts(&self) -> bool {
        self.rule != CountingRule::None.code()
    }

    /// The `rules` module's items.
    pub(super) fn items(&self) -> TokenStream {
        let rule = proc_macro2::Literal::u8_unsuffixed(self.rule);
        let slots = usize_lit(usize::from(self.counts()));
        let (rook, knight, khon) = (
            usize_lit(self.rook),
            usize_lit(self.knight),
            usize_lit(self.khon),
        );
        let makpong = self.makpong;
        quote! {
            /// The counting rule (`countingRule`): 0 none, 1 makruk's, 2 cambodian's, 3
            /// ASEAN's; where it is not 0, a number in the FEN's en passant field is the
            /// count's limit.
            pub const COUNTING: u8 = #rule;
            /// The counts kept: one where the variant counts moves, else none.
            pub(super) const COUNTING_SLOTS: usize = #slots;
            /// The rook's type, whose number sets the pieces' honour (`TYPES` where there is
            /// none).
            pub(super) const COUNT_ROOK: usize = #rook;
            /// The knight's type, or `TYPES`.
            pub(super) const COUNT_KNIGHT: usize = #knight;
            /// The khon's type (Fairy-Stockfish's `silver`), or `TYPES`.
            pub(super) const COUNT_KHON: usize = #khon;
            /// Whether a king in check may move only to take its checker (`makpongRule`).
            pub(super) const MAKPONG: bool = #makpong;
        }
    }
}
