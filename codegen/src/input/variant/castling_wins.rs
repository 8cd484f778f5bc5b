//! Castling as a goal (`castlingWins`, castle chess), with Fairy-Stockfish's meaning
//! (`Position::is_immediate_game_end`): a side that castles as a listed right allows wins,
//! and a side that has lost every listed right of its own loses.

use crate::error::Error;

/// The options this module reads.
pub(super) const OPTIONS: &[&str] = &["castlingWins"];

/// The castling rights whose castling wins, `[side][wing]` (White, Black; kingside,
/// queenside), from `value` (an option's last value, if set): Fairy-Stockfish's letters
/// `K`, `Q`, `k`, `q`, or `-` for none (the default).
pub(super) fn read<'a>(
    variant: &str,
    value: impl Fn(&str) -> Option<&'a str>,
) -> Result<[[bool; 2]; 2], Error> {
    let mut wins = [[false; 2]; 2];
    let Some(text) = value("castlingWins") else {
        return Ok(wins);
    };
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        let (side, wing) = match c {
            'K' => (0, 0),
            'Q' => (0, 1),
            'k' => (1, 0),
            'q' => (1, 1),
            '-' => break,
            _ => {
                return Err(Error::VariantOption {
                    variant: variant.to_owned(),
                    option: "castlingWins".to_owned(),
                    why: format!(
                        "`castlingWins = {text}`: `{c}` is not a castling right; expected `K`, `Q`, `k` and `q` (White's and Black's kingside and queenside), or `-` for none"
                    ),
                })
            }
        };
        wins[side][wing] = true;
    }
    Ok(wins)
}
