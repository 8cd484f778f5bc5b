//! Sittuyin's rules (Burmese chess), with Fairy-Stockfish's meaning (`movegen.cpp`'s
//! `generate_pawn_moves`, `Position::drop_region`, `Position::legal`):
//! - `sittuyinPromotion`: a pawn never promotes by moving; instead, while its side has fewer
//!   pieces of a promotion type than `promotionLimit` allows, a pawn on its promotion region
//!   (any pawn, where it is the side's last) may become one as a move of its own, on its
//!   square or on an empty square that piece's move reaches from there. The new piece may
//!   attack no enemy piece, and the promotion may give no check;
//! - `sittuyinRookDrop`: a rook is dropped on its side's first rank only.

use crate::error::Error;

/// The options this module reads.
pub(super) const OPTIONS: &[&str] = &["sittuyinPromotion", "sittuyinRookDrop"];

/// Sittuyin's rules as a section gives them (none by default).
///
/// ```
/// use vector_attacks_codegen::variant::Variant;
/// let sittuyin = Variant::shipped("sittuyin").unwrap().sittuyin;
/// assert!(sittuyin.promotion && sittuyin.rook_drop);
/// assert!(!Variant::shipped("makruk").unwrap().sittuyin.promotion);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sittuyin {
    /// Whether pawns promote as sittuyin's do (`sittuyinPromotion`).
    pub promotion: bool,
    /// Whether a rook is dropped on its side's first rank only (`sittuyinRookDrop`).
    pub rook_drop: bool,
}

/// The rules through `value` (an option's last value, if set).
pub(super) fn read<'a>(
    variant: &str,
    value: impl Fn(&str) -> Option<&'a str>,
) -> Result<Sittuyin, Error> {
    let bad = super::option_error(variant);
    let flag = |key: &str| super::boolean(key, value(key), false).map_err(|why| bad(key, why));
    Ok(Sittuyin {
        promotion: flag("sittuyinPromotion")?,
        rook_drop: flag("sittuyinRookDrop")?,
    })
}
