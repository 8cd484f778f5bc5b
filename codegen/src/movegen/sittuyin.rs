//! Sittuyin's promotions as the module plays them ([`crate::input::variant::Sittuyin`]): a
//! pawn promotes by a move of its own, generated beside the others and each tested by
//! being made; its standard promotions are off (the [`super::promotion`] slice's region is
//! empty), and the region kept here is where a pawn may promote while its side has more
//! than one. Sittuyin's rook drops are the [`super::drops`] slice's regions.
//!
//! Its items are the `rules` module's `SITTUYIN` and `SITTUYIN_REGION`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::input::variant::Variant;

use super::literals::bb;

/// Sittuyin's promotions, for the module's constants.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("sittuyin").unwrap()).unwrap();
/// assert!(plan.sittuyin.promotion);
/// assert_eq!(plan.sittuyin.region[0].count_ones(), 8); // the long diagonals' far halves
/// assert_eq!(plan.promotion.promotion_region, [0, 0]);
/// assert!(!Plan::of(&Variant::shipped("makruk").unwrap()).unwrap().sittuyin.promotion);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SittuyinPlan {
    /// Whether pawns promote as sittuyin's do (`sittuyinPromotion`).
    pub promotion: bool,
    /// Per side, where a pawn may promote while its side has more than one
    /// (`promotionRegion`).
    pub region: [u128; 2],
}

impl SittuyinPlan {
    /// The plan of `variant`.
    pub(super) fn of(variant: &Variant) -> SittuyinPlan {
        let promotion = variant.sittuyin.promotion;
        SittuyinPlan {
            promotion,
            region: if promotion {
                variant.promotion_region
            } else {
                [0, 0]
            },
        }
    }

    /// The `rules` module's items, with `wide` bitboards where the board needs them.
    pub(super) fn items(&self, wide: bool) -> TokenStream {
        let promotion = self.promotion;
        let region = self.region.map(|r| bb(r, wide));
        quote! {
            /// Whether pawns promote as sittuyin's do (`sittuyinPromotion`): by a move of
            /// their own, on their square or a step away.
            pub(super) const SITTUYIN: bool = #promotion;
            /// Per side, where a pawn may promote so while its side has more than one.
            pub(super) const SITTUYIN_REGION: [Bitboard; 2] = [#(#region),*];
        }
    }
}
