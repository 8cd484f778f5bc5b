//! Pawns' slice: what a pawn promotes to and where (`promotionPieceTypes`,
//! `promotionRegion`, `mandatoryPawnPromotion`, `promotionPawnTypes`, `promotionLimit`),
//! where it steps twice and leaves an en passant square (`doubleStepRegion`,
//! `enPassantRegion`), and which moves reset the n-move counter (`nMoveRuleTypes`, with
//! the quiet reach that tells a move that could be stepped back).

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::input::variant::Variant;
use crate::model::geometry::Geometry;

use super::literals::{bb, bitboard_rows, usize_lit};
use super::pieces::{quiet_reach, PieceMoves};

/// Pawns' promotions, double steps and en passant, and the n-move rule's types.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("chess").unwrap()).unwrap();
/// assert_eq!(plan.promotion.promotions[0].len(), 4); // knight, bishop, rook, queen
/// assert_eq!(plan.promotion.double_step_region[0], 0xFF00);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromotionPlan {
    /// Per side, the types a pawn promotes to.
    pub promotions: [Vec<u8>; 2],
    /// Per side, where a pawn promotes.
    pub promotion_region: [u128; 2],
    /// Whether a pawn reaching the region must promote.
    pub mandatory_promotion: bool,
    /// Per side, the types that promote as the pawn does (bit `t` for type `t`;
    /// `promotionPawnTypes`): the pawn's bit is only for insufficient material, the pawn
    /// promoting whether or not it is set.
    pub promotion_pawn_types: [u64; 2],
    /// Per side, the types whose moves reset the n-move counter unless the piece could step
    /// straight back (bit `t` for type `t`; `nMoveRuleTypes`).
    pub n_move_rule_types: [u64; 2],
    /// `[type][side][square]`, where a piece of the type may go by a quiet move on an empty
    /// board: whether a move of one of [`PromotionPlan::n_move_rule_types`] could be stepped straight
    /// back. Empty where those are the pawn alone, whose moves are never stepped back.
    pub quiet_reach: Vec<[Vec<u128>; 2]>,
    /// Per type, the most pieces of it a promotion may bring a side to (0: no limit).
    pub promotion_limits: Vec<u8>,
    /// Per side, where a pawn may step twice.
    pub double_step_region: [u128; 2],
    /// Per side, where a double step gives an en passant square.
    pub en_passant_region: [u128; 2],
}

impl PromotionPlan {
    /// The plan of `variant`, whose pieces move as `moves` on `geometry` and whose pawn is
    /// `pawn`.
    pub(super) fn of(
        variant: &Variant,
        geometry: Geometry,
        moves: &[[PieceMoves; 2]],
        pawn: usize,
    ) -> PromotionPlan {
        let n = geometry.squares();
        let type_set = |letters: &Vec<char>| {
            letters
                .iter()
                .filter_map(|&c| variant.piece_index(c))
                .fold(0u64, |set, t| set | 1 << t)
        };
        let n_move_rule_types = variant.n_move_rule_types.each_ref().map(type_set);
        let quiet_reach = if n_move_rule_types.iter().any(|&set| set & !(1 << pawn) != 0) {
            moves
                .iter()
                .map(|sides| {
                    sides
                        .each_ref()
                        .map(|m| (0..n).map(|sq| quiet_reach(geometry, m, sq)).collect())
                })
                .collect()
        } else {
            Vec::new()
        };
        PromotionPlan {
            promotions: variant.promotion_pieces.each_ref().map(|letters| {
                letters
                    .iter()
                    .map(|&c| variant.piece_index(c).expect("checked") as u8)
                    .collect()
            }),
            // (Sittuyin's pawns promote by a move of their own: `super::sittuyin`.)
            promotion_region: if variant.sittuyin.promotion {
                [0, 0]
            } else {
                variant.promotion_region
            },
            mandatory_promotion: variant.mandatory_promotion,
            promotion_pawn_types: variant.promotion_pawn_types.each_ref().map(type_set),
            n_move_rule_types,
            quiet_reach,
            promotion_limits: variant
                .pieces
                .iter()
                .map(|p| {
                    variant
                        .promotion_limits
                        .iter()
                        .find(|(l, _)| *l == p.letter)
                        .map_or(0, |&(_, n)| n.min(u32::from(u8::MAX)) as u8)
                })
                .collect(),
            double_step_region: variant.double_step_region,
            en_passant_region: variant.en_passant_region,
        }
    }

    /// Its items but the double steps': the promotions and the n-move rule's types.
    pub(super) fn items(&self, wide: bool) -> TokenStream {
        let quiet_reach: Vec<TokenStream> = self
            .quiet_reach
            .iter()
            .map(|sides| {
                let sides = bitboard_rows(sides, wide);
                quote!([#(#sides),*])
            })
            .collect();
        let reach_types = usize_lit(quiet_reach.len());
        let type_sets = |sets: &[u64; 2]| sets.map(Literal::u64_unsuffixed);
        let (promotion_pawn_types, n_move_rule_types) = (
            type_sets(&self.promotion_pawn_types),
            type_sets(&self.n_move_rule_types),
        );
        let promotions = self.promotions.iter().map(|types| {
            let v = types.iter().map(|&t| Literal::u8_unsuffixed(t));
            quote!(&[#(#v),*])
        });
        let region = |r: &[u128; 2]| r.map(|x| bb(x, wide));
        let promotion_region = region(&self.promotion_region);
        let mandatory = self.mandatory_promotion;
        let limits = self
            .promotion_limits
            .iter()
            .map(|&l| Literal::u8_unsuffixed(l));
        let has_limits = self.promotion_limits.iter().any(|&l| l > 0);
        quote! {
        pub(super) const PROMOTIONS: [&[u8]; 2] = [#(#promotions),*];
        pub(super) const PROMOTION_REGION: [Bitboard; 2] = [#(#promotion_region),*];
        pub(super) const MANDATORY_PROMOTION: bool = #mandatory;
        /// Per side, the types that promote as the pawn does (bit `t` for type `t`,
        /// `promotionPawnTypes`): another type of them promotes on every move that ends in
        /// [`PROMOTION_REGION`]; the pawn promotes in any case.
        pub(super) const PROMOTION_PAWN_TYPES: [u64; 2] = [#(#promotion_pawn_types),*];
        /// Per side, the types whose moves reset the n-move counter unless the piece could
        /// step straight back (bit `t` for type `t`, `nMoveRuleTypes`).
        pub(super) const N_MOVE_RULE_TYPES: [u64; 2] = [#(#n_move_rule_types),*];
        /// `[type][side][square]`, where a piece may go by a quiet move on an empty board: a
        /// move of a type of [`N_MOVE_RULE_TYPES`] to a square from which it could go back is
        /// reversible. Empty where the pawn alone resets the counter.
        #[allow(clippy::unreadable_literal)]
        pub(super) static QUIET_REACH: [[[Bitboard; SQUARES]; 2]; #reach_types] = [#(#quiet_reach),*];
        /// Per type, the most pieces of it a promotion may bring a side to, counted on the
        /// board (`promotionLimit`; 0 for no limit).
        pub(super) const PROMOTION_LIMIT: [u8; TYPES] = [#(#limits),*];
        pub(super) const PROMOTION_LIMITS: bool = #has_limits;
            }
    }

    /// The double steps' and en passant's regions (`DOUBLE_STEP_REGION`,
    /// `EN_PASSANT_REGION`).
    pub(super) fn double_step_items(&self, wide: bool) -> TokenStream {
        let region = |r: &[u128; 2]| r.map(|x| bb(x, wide));
        let (double_step, en_passant) = (
            region(&self.double_step_region),
            region(&self.en_passant_region),
        );
        quote! {
        pub(super) const DOUBLE_STEP_REGION: [Bitboard; 2] = [#(#double_step),*];
        pub(super) const EN_PASSANT_REGION: [Bitboard; 2] = [#(#en_passant),*];
            }
    }
}
