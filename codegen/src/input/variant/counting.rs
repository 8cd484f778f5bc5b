//! Makruk's family beside its pieces, with Fairy-Stockfish's meaning (its `position.cpp`):
//! - `countingRule` (`makruk`, `cambodian`, `asean`): once no pawn is left, the weaker side
//!   counts the moves it survives, and the game is drawn past a limit that the pieces on the
//!   board set when the count starts (the board's honour, then the pieces' honour once the
//!   counting side is down to its king). Fairy-Stockfish keeps the limit and the plies
//!   counted in the FEN, where the en passant square and the halfmove clock stand;
//! - `makpongRule`: a king in check may move only to take its checker;
//! - `cambodianMoves` (with `gating`): a king's first move may be a knight's leap to the
//!   rank ahead, when not in check and not taking; a met's (Fairy-Stockfish's `fers`) first
//!   move may be two squares straight ahead onto an empty square. The rights are
//!   Fairy-Stockfish's gates, the files of the castling field (`DEde`); a rook that lands on
//!   the line of the opponent's king still on its gate takes away that king's leap.

use crate::error::Error;

/// The options this module reads.
pub(super) const OPTIONS: &[&str] = &["countingRule", "makpongRule", "cambodianMoves"];

/// A counting rule (`countingRule`), none by default.
///
/// ```
/// use vector_attacks_codegen::variant::{CountingRule, Variant};
/// assert_eq!(Variant::shipped("makruk").unwrap().counting.rule, CountingRule::Makruk);
/// assert_eq!(Variant::shipped("asean").unwrap().counting.rule, CountingRule::Asean);
/// assert_eq!(Variant::shipped("chess").unwrap().counting.rule, CountingRule::None);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CountingRule {
    /// No count.
    #[default]
    None,
    /// Thai makruk's: the board's honour 64 moves, the pieces' honour 8 to 64.
    Makruk,
    /// Cambodian ouk chatrang's: one move less each, the board's honour counted by a side
    /// of up to three pieces only, and shortened to 63 moves from the start of the count.
    Cambodian,
    /// ASEAN chess's: the pieces' honour only, 16 to 64 moves, counted from 0.
    Asean,
}

impl CountingRule {
    /// Its number in the generated `COUNTING` (0 for none).
    ///
    /// ```
    /// use vector_attacks_codegen::variant::CountingRule;
    /// assert_eq!(CountingRule::Asean.code(), 3);
    /// ```
    #[must_use]
    pub fn code(self) -> u8 {
        self as u8
    }
}

/// Makruk's family's rules as a section gives them.
///
/// ```
/// use vector_attacks_codegen::variant::Variant;
/// let makpong = Variant::shipped("makpong").unwrap();
/// assert!(makpong.counting.makpong);
/// assert!(!Variant::shipped("makruk").unwrap().counting.makpong);
/// assert!(Variant::shipped("cambodian").unwrap().counting.cambodian_moves);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counting {
    /// The counting rule (`countingRule`).
    pub rule: CountingRule,
    /// Whether a king in check may move only to take its checker (`makpongRule`).
    pub makpong: bool,
    /// Whether the king's and the met's first leaps are played (`cambodianMoves`, with
    /// `gating`).
    pub cambodian_moves: bool,
}

/// The rules through `value` (an option's last value, if set).
pub(super) fn read<'a>(
    variant: &str,
    value: impl Fn(&str) -> Option<&'a str>,
) -> Result<Counting, Error> {
    let bad = super::option_error(variant);
    let rule = match value("countingRule") {
        None | Some("none") => CountingRule::None,
        Some("makruk") => CountingRule::Makruk,
        Some("cambodian") => CountingRule::Cambodian,
        Some("asean") => CountingRule::Asean,
        Some(other) => {
            return Err(bad(
                "countingRule",
                format!(
                    "`countingRule = {other}`: expected `makruk`, `cambodian`, `asean` or `none`"
                ),
            ))
        }
    };
    let flag = |key: &str| super::boolean(key, value(key), false).map_err(|why| bad(key, why));
    let makpong = flag("makpongRule")?;
    let cambodian_moves = flag("cambodianMoves")?;
    if cambodian_moves && !flag("gating")? {
        return Err(bad(
            "cambodianMoves",
            "`cambodianMoves = true` without `gating = true`: Fairy-Stockfish keeps the first leaps' rights as gates, and plays none without them".to_string(),
        ));
    }
    if cambodian_moves && flag("seirawanGating")? {
        return Err(bad(
            "cambodianMoves",
            "`cambodianMoves = true` with `seirawanGating = true`: the move generator does not play the first leaps together with S-chess's gating yet".to_string(),
        ));
    }
    Ok(Counting {
        rule,
        makpong,
        cambodian_moves,
    })
}
