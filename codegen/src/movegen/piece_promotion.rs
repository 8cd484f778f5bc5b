//! Promotions as shogi's pieces promote (`promotedPieceType`, `piecePromotionOnCapture`,
//! `mandatoryPiecePromotion`, `pieceDemotion`, `dropPromoted`), by type. Written out with the
//! hands ([`super::drops`]), whose promoted pieces' marks they share.

use crate::input::variant::Variant;

/// Shogi's promotions as the module plays them ([`crate::input::variant::PiecePromotion`] by type).
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let ini = "[mymini:minishogi]\npiecePromotionOnCapture = true\n";
/// let plan = Plan::of(&Variant::from_ini(ini, "mymini").unwrap()).unwrap();
/// let p = plan.piece_promotion.unwrap();
/// let letter = |t: usize| plan.letters.get(t).map(|&l| l as char);
/// let of = |c: u8| p.promoted[plan.letters.iter().position(|&l| l == c).unwrap()];
/// assert_eq!(letter(of(b'g')), None); // the gold does not promote
/// assert_eq!(letter(of(b'b')), Some('h')); // the bishop becomes the dragon horse
/// assert!(p.on_capture && !p.mandatory);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PiecePromotionPlan {
    /// Per type, the type it promotes to (the number of types where it does not).
    pub promoted: Vec<usize>,
    /// Whether only a capture promotes (`piecePromotionOnCapture`).
    pub on_capture: bool,
    /// Whether a move that may promote must (`mandatoryPiecePromotion`).
    pub mandatory: bool,
    /// Whether a promoted piece's move may (or, where promotions must, must) turn it back
    /// into what it was (`pieceDemotion`).
    pub demotion: bool,
    /// Whether a piece in hand may be dropped promoted (`dropPromoted`).
    pub drop_promoted: bool,
}

impl PiecePromotionPlan {
    /// The plan of `variant`'s piece promotions, if it has any.
    pub(super) fn of(variant: &Variant) -> Option<PiecePromotionPlan> {
        let types = variant.pieces.len();
        variant
            .piece_promotion
            .as_ref()
            .map(|p| PiecePromotionPlan {
                promoted: variant
                    .pieces
                    .iter()
                    .map(|piece| {
                        p.types
                            .iter()
                            .find(|(from, _)| *from == piece.letter)
                            .and_then(|&(_, to)| variant.piece_index(to))
                            .unwrap_or(types)
                    })
                    .collect(),
                on_capture: p.on_capture,
                mandatory: p.mandatory,
                demotion: p.demotion,
                drop_promoted: p.drop_promoted,
            })
    }
}
