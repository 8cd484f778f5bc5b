//! Xiangqi's rules beside its pieces (Fairy-Stockfish's `flyingGeneral` and
//! `soldierPromotionRank`), with Fairy-Stockfish's meaning: the kings may not face each other
//! along an open file or rank (`Position::legal` tests the rook's lines from the king after
//! the move), and the piece called `soldier` steps only forward until it reaches the given
//! rank, counted from its own side (`Position::moves_from`).

use crate::error::Error;

/// The options this module reads.
pub(super) const OPTIONS: &[&str] = &["flyingGeneral", "soldierPromotionRank"];

/// The two rules through `value` (an option's last value, if set) on a board of `ranks`:
/// whether the flying general rule holds, and the rank (from 0, the side's own first) from
/// which the soldier may step sideways (0 by default: at once).
///
/// ```
/// use vector_attacks_codegen::variant::Variant;
/// let ini = "[generals:chess]\nflyingGeneral = true\nsoldierPromotionRank = 5\n";
/// let v = Variant::from_ini(ini, "generals").unwrap();
/// assert!(v.flying_general);
/// assert_eq!(v.soldier_promotion_rank, 4);
/// let e = Variant::from_ini("[bad:chess]\nsoldierPromotionRank = 9\n", "bad").unwrap_err();
/// assert!(e.to_string().contains("a rank 1 to 8"), "{e}");
/// ```
pub(super) fn read<'a>(
    variant: &str,
    value: impl Fn(&str) -> Option<&'a str>,
    ranks: u32,
) -> Result<(bool, u32), Error> {
    let bad = super::option_error(variant);
    let flying = super::boolean("flyingGeneral", value("flyingGeneral"), false)
        .map_err(|why| bad("flyingGeneral", why))?;
    let rank = match value("soldierPromotionRank") {
        None => 0,
        Some(text) => match text.trim().parse::<u32>() {
            Ok(r) if (1..=ranks).contains(&r) => r - 1,
            _ => {
                return Err(bad(
                    "soldierPromotionRank",
                    format!("`soldierPromotionRank = {text}`: expected a rank 1 to {ranks}"),
                ))
            }
        },
    };
    Ok((flying, rank))
}
