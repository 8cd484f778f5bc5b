//! Shatar's mate rule (`shatarMateRule`, Mongolian chess), with Fairy-Stockfish's meaning
//! (`Position::checkmate_value`): a mate given by knights alone is no mate, and the side
//! that mates wins only when its unbroken series of checks that ends in the mate held a
//! shak, a check given by a knight, a rook or a bers; a mate without one is a draw (niol).

use crate::error::Error;

/// The options this module reads.
pub(super) const OPTIONS: &[&str] = &["shatarMateRule"];

/// Whether `shatarMateRule` is set, from `value` (an option's last value, if set).
///
/// ```
/// use vector_attacks_codegen::variant::Variant;
/// assert!(Variant::shipped("shatar").unwrap().shatar_mate);
/// assert!(!Variant::shipped("chess").unwrap().shatar_mate);
/// ```
pub(super) fn read<'a>(
    variant: &str,
    value: impl Fn(&str) -> Option<&'a str>,
) -> Result<bool, Error> {
    super::boolean("shatarMateRule", value("shatarMateRule"), false)
        .map_err(|why| super::option_error(variant)("shatarMateRule", why))
}
