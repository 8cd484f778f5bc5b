//! What the module's notations (its `Position::san_in`) need of the variant beyond its
//! letters: makruk's pieces in Thai (Fairy-Stockfish's
//! `piece_to_thai_char`, by the type each option defines), the met, written otherwise once
//! promoted, and whether pawns' promotions are recorded for it (`~`, which pyffish's
//! `show_promoted` writes).
//!
//! Its items are the `rules` module's `THAI_PIECES` and `THAI_MET`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::input::variant::Variant;

use super::literals::usize_lit;

/// The notations' needs by type, for the module's constants.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("makruk").unwrap()).unwrap();
/// let of = |c: u8| plan.letters.iter().position(|&l| l == c).unwrap();
/// assert_eq!(plan.notations.thai[of(b'm')], "ม็");
/// assert_eq!(plan.notations.met, of(b'm'));
/// assert!(plan.notations.record);
/// assert!(!Plan::of(&Variant::shipped("chess").unwrap()).unwrap().notations.record);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationsPlan {
    /// Per type, its name in Thai notation (`X` for a piece makruk does not have).
    pub thai: Vec<&'static str>,
    /// The met's type (Fairy-Stockfish's fers), the number of types where there is none.
    pub met: usize,
    /// Whether pawns promote to the met, so that promoted mets are recorded (Thai notation
    /// names them apart).
    pub record: bool,
}

impl NotationsPlan {
    /// The plan of `variant`.
    pub(super) fn of(variant: &Variant) -> NotationsPlan {
        let met = variant.type_named("fers");
        let has_pawn = variant.type_named("pawn") < variant.pieces.len();
        let record = has_pawn
            && variant.pieces.get(met).is_some_and(|p| {
                variant
                    .promotion_pieces
                    .iter()
                    .any(|side| side.contains(&p.letter))
            });
        NotationsPlan {
            thai: variant
                .pieces
                .iter()
                .map(|p| match p.name.as_str() {
                    "king" => "ข",
                    "silver" | "khon" => "ค",
                    "fers" | "met" => "ม็",
                    "knight" => "ม",
                    "rook" => "ร",
                    "pawn" => "บ",
                    "aiwok" => "ว",
                    _ => "X",
                })
                .collect(),
            met,
            record,
        }
    }

    /// The `rules` module's items.
    pub(super) fn items(&self) -> TokenStream {
        let thai = &self.thai;
        let met = usize_lit(self.met);
        quote! {
            /// Per type, its name in Thai notation (Fairy-Stockfish's `piece_to_thai_char`).
            pub(super) const THAI_PIECES: [&str; TYPES] = [#(#thai),*];
            /// The met's type, named otherwise in Thai notation once promoted (`TYPES`
            /// where there is none).
            pub(super) const THAI_MET: usize = #met;
        }
    }
}
