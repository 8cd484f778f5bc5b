//! Makruk's family as the module plays it ([`crate::input::variant::Counting`]): the
//! counting rule (`countingRule`), kept in the position and written in the FEN where
//! Fairy-Stockfish writes it, started in `make` and ending the game in `outcome` as a draw
//! a player may claim; makpong's king in check, which may move only to take its checker; and
//! Cambodian chess's first leaps of the king and the met (`cambodianMoves`), whose rights
//! the position keeps per side. The limits depend on Fairy-Stockfish's piece types rook,
//! knight and khon (its `silver`), the first leaps on its king and met (its `fers`), found
//! here by the options that defined them.
//!
//! Its items are the `rules` module's `COUNTING`, `COUNTING_SLOTS`, `COUNT_ROOK`,
//! `COUNT_KNIGHT`, `COUNT_KHON`, `MAKPONG`, `CAMBODIAN`, `CAMBODIAN_SLOTS` and
//! `CAMBODIAN_MET`.

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
/// assert!(!plan.counting.makpong && !plan.counting.cambodian);
/// let cambodian = Plan::of(&Variant::shipped("cambodian").unwrap()).unwrap();
/// assert!(cambodian.counting.cambodian);
/// assert_eq!(cambodian.counting.met, cambodian.letters.iter().position(|&l| l == b'm').unwrap());
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
    /// Whether the king and the met have their first leaps (`cambodianMoves`).
    pub cambodian: bool,
    /// The met's type (Fairy-Stockfish's `fers`), or the number of types.
    pub met: usize,
}

impl CountingPlan {
    /// The plan of `variant`.
    pub(super) fn of(variant: &Variant) -> CountingPlan {
        let named = |name: &str| variant.type_named(name);
        CountingPlan {
            rule: variant.counting.rule.code(),
            rook: named("rook"),
            knight: named("knight"),
            khon: named("silver"),
            makpong: variant.counting.makpong,
            cambodian: variant.counting.cambodian_moves,
            met: named("fers"),
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
        let cambodian = self.cambodian;
        let cambodian_slots = usize_lit(if self.cambodian { 2 } else { 0 });
        let met = usize_lit(self.met);
        quote! {
            /// The counting rule (`countingRule`): 0 none, 1 makruk's, 2 cambodian's, 3
            /// ASEAN's; where it is not 0, a number in the FEN's en passant field is the
            /// count's limit.
            pub const COUNTING: u8 = #rule;
            /// The counts kept: one where the variant counts moves, else none.
            pub(super) const COUNTING_SLOTS: usize = #slots;
            /// The rook's type, whose number sets the pieces' honour, and which landing on the
            /// line of the opponent's king takes away its first leap (`TYPES` where there is
            /// none).
            pub(super) const COUNT_ROOK: usize = #rook;
            /// The knight's type, or `TYPES`.
            pub(super) const COUNT_KNIGHT: usize = #knight;
            /// The khon's type (Fairy-Stockfish's `silver`), or `TYPES`.
            pub(super) const COUNT_KHON: usize = #khon;
            /// Whether a king in check may move only to take its checker (`makpongRule`).
            pub(super) const MAKPONG: bool = #makpong;
            /// Whether a king's first move may be a knight's leap to the rank ahead and a
            /// met's two squares ahead (`cambodianMoves`), while their rights last.
            pub(super) const CAMBODIAN: bool = #cambodian;
            /// The first leaps' rights kept: one set per side where there are such leaps,
            /// else none.
            pub(super) const CAMBODIAN_SLOTS: usize = #cambodian_slots;
            /// The met's type (Fairy-Stockfish's `fers`), whose first move may leap two
            /// squares ahead, or `TYPES`.
            pub(super) const CAMBODIAN_MET: usize = #met;
        }
    }
}
