//! Shatar's mate rule as the module plays it ([`crate::input::variant::Variant::shatar_mate`]):
//! `make` keeps, per side, whether its current series of checks has held a shak (a check by
//! Fairy-Stockfish's knight, rook or bers), and `outcome` judges a checkmate by it: no mate
//! when knights alone give it (the side to move wins, as Fairy-Stockfish scores it), a loss
//! after a shak, a draw (niol) without one. The types are found by the options that defined
//! them.
//!
//! Its items are the `rules` module's `SHATAR_MATE`, `SHAK_SLOTS`, `SHAK_KNIGHT` and
//! `SHAK_TYPES`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::input::variant::Variant;

use super::literals::usize_lit;

/// Shatar's mate rule by type, for the module's constants.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("shatar").unwrap()).unwrap();
/// let of = |c: u8| plan.letters.iter().position(|&l| l == c).unwrap();
/// assert!(plan.shatar.mate);
/// assert_eq!(plan.shatar.knight, of(b'n'));
/// assert!(plan.shatar.shak[of(b'r')] && plan.shatar.shak[of(b'j')] && !plan.shatar.shak[of(b'b')]);
/// assert!(!Plan::of(&Variant::shipped("chess").unwrap()).unwrap().shatar.mate);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShatarPlan {
    /// Whether the rule judges checkmates (`shatarMateRule`).
    pub mate: bool,
    /// The knight's type, the number of types where there is none.
    pub knight: usize,
    /// Per type, whether its check is a shak (knight, rook, bers).
    pub shak: Vec<bool>,
}

impl ShatarPlan {
    /// The plan of `variant`.
    pub(super) fn of(variant: &Variant) -> ShatarPlan {
        ShatarPlan {
            mate: variant.shatar_mate,
            knight: variant.type_named("knight"),
            shak: variant
                .pieces
                .iter()
                .map(|p| matches!(p.name.as_str(), "knight" | "rook" | "bers"))
                .collect(),
        }
    }

    /// The `rules` module's items.
    pub(super) fn items(&self) -> TokenStream {
        let mate = self.mate;
        let slots = usize_lit(usize::from(self.mate));
        let knight = usize_lit(self.knight);
        let shak = &self.shak;
        quote! {
            /// Whether shatar's mate rule judges a checkmate (`shatarMateRule`).
            pub(super) const SHATAR_MATE: bool = #mate;
            /// The series of checks kept: one (a bit per side) where the rule is played,
            /// else none.
            pub(super) const SHAK_SLOTS: usize = #slots;
            /// The knight's type, whose checks alone mate no one (`TYPES` where there is
            /// none).
            pub(super) const SHAK_KNIGHT: usize = #knight;
            /// Per type, whether its check is a shak (knight, rook and bers).
            pub(super) const SHAK_TYPES: [bool; TYPES] = [#(#shak),*];
        }
    }
}
