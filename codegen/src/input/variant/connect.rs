//! Games won by lining pieces up (`connectN`, `connectPieceTypes`, `connectHorizontal`,
//! `connectVertical`, `connectDiagonal`, `connectValue`), with Fairy-Stockfish's meaning
//! (`Position::is_immediate_game_end`): the side that just moved, with `n` of its pieces of
//! the listed kinds in a row along an allowed direction, has the result `value`. The
//! connection of two regions (`connectRegion*`), of a square block (`connectNxN`) and
//! `collinearN` stay refused.

use super::game_end::GameValue;
use crate::error::Error;

/// The options this module reads.
pub(super) const OPTIONS: &[&str] = &[
    "connectN",
    "connectPieceTypes",
    "connectHorizontal",
    "connectVertical",
    "connectDiagonal",
    "connectValue",
];

/// A connect-N rule.
///
/// ```
/// use vector_attacks_codegen::variant::{GameValue, Variant};
/// let queens = Variant::shipped("allqueenschess").unwrap().connect.unwrap();
/// assert_eq!((queens.n, queens.value), (4, GameValue::Win));
/// assert!(queens.horizontal && queens.vertical && queens.diagonal);
/// assert!(Variant::shipped("chess").unwrap().connect.is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Connect {
    /// How many pieces in a row end the game (`connectN`).
    pub n: u32,
    /// The letters of the kinds that count, `None` for every kind (`connectPieceTypes`,
    /// by default every kind).
    pub pieces: Option<Vec<char>>,
    /// Whether a row along a rank counts (`connectHorizontal`, default true).
    pub horizontal: bool,
    /// Whether a row along a file counts (`connectVertical`, default true).
    pub vertical: bool,
    /// Whether a row along either diagonal counts (`connectDiagonal`, default true).
    pub diagonal: bool,
    /// The result for the side that made the row (`connectValue`, default `win`).
    pub value: GameValue,
}

/// The connect-N rule through `value` (an option's last value, if set); `letters` are the
/// variant's pieces'. `None` where `connectN` is unset or 0.
pub(super) fn read<'a>(
    variant: &str,
    value: impl Fn(&str) -> Option<&'a str>,
    letters: &[char],
) -> Result<Option<Connect>, Error> {
    let bad = super::option_error(variant);
    let yes = |key: &str| -> Result<bool, Error> {
        super::boolean(key, value(key).map(str::trim), true).map_err(|why| bad(key, why))
    };
    let n: u32 = match value("connectN").map(str::trim) {
        None => 0,
        Some(v) => v.parse().map_err(|_| {
            bad(
                "connectN",
                format!("`connectN = {v}`: expected a whole number of pieces in a row, 0 for none"),
            )
        })?,
    };
    let result = match value("connectValue").map(str::trim) {
        None | Some("win") => GameValue::Win,
        Some("loss") => GameValue::Loss,
        Some("draw") => GameValue::Draw,
        Some(v) => {
            return Err(bad(
                "connectValue",
                format!("`connectValue = {v}`: expected `win`, `loss` or `draw`"),
            ))
        }
    };
    // Fairy-Stockfish reads the kinds as letters of the variant's pieces; `*` there names
    // no piece type of the variant, so it would count none.
    let pieces = match value("connectPieceTypes") {
        None => None,
        Some(text) => {
            let mut kinds = Vec::new();
            for c in text.chars().filter(|c| !c.is_whitespace()) {
                let letter = c.to_ascii_lowercase();
                match c {
                    '-' => break,
                    _ if letters.contains(&letter) => {
                        if !kinds.contains(&letter) {
                            kinds.push(letter);
                        }
                    }
                    _ => {
                        return Err(bad(
                            "connectPieceTypes",
                            format!(
                                "`connectPieceTypes = {text}`: `{c}` is none of the variant's pieces ({}); list their letters, or leave the option out for every kind",
                                letters.iter().collect::<String>()
                            ),
                        ))
                    }
                }
            }
            Some(kinds)
        }
    };
    let (horizontal, vertical, diagonal) = (
        yes("connectHorizontal")?,
        yes("connectVertical")?,
        yes("connectDiagonal")?,
    );
    Ok((n > 0).then_some(Connect {
        n,
        pieces,
        horizontal,
        vertical,
        diagonal,
        value: result,
    }))
}
