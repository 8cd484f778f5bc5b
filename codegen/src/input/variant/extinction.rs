//! Games won or lost by running out of pieces of a kind (`extinctionValue`,
//! `extinctionPieceTypes`, `extinctionPieceCount`, `extinctionOpponentPieceCount`,
//! `extinctionClaim`) and compulsory captures (`mustCapture`), with Fairy-Stockfish's meaning
//! and defaults (`src/variant.h`, `src/parser.cpp`, `Position::is_immediate_game_end` and
//! `Position::legal`), and pseudo-royal pieces (`extinctionPseudoRoyal`: the last pieces of
//! a counted kind may not be left attacked, as coregal's queens and atomic's king).

use super::game_end::GameValue;
use crate::error::Error;

/// The options this module reads.
pub(super) const OPTIONS: &[&str] = &[
    "extinctionValue",
    "extinctionPieceTypes",
    "extinctionPieceCount",
    "extinctionOpponentPieceCount",
    "extinctionClaim",
    "extinctionPseudoRoyal",
    "mustCapture",
];

/// An extinction rule: a side with no more than `count` pieces of one of the listed kinds,
/// while its opponent has at least `opponent_count` of that kind, has the result `value`
/// (Fairy-Stockfish's `is_immediate_game_end`: the side that just moved is judged first).
/// The game is then over and the side to move has no legal move.
///
/// ```
/// use vector_attacks_codegen::variant::{GameValue, Variant};
/// let losers = Variant::shipped("losers").unwrap().extinction.unwrap();
/// assert_eq!(losers.value, GameValue::Win); // a bare king wins
/// assert!(losers.all && losers.pieces.is_empty());
/// assert_eq!(losers.count, 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Extinction {
    /// The result for the side that has run out (`extinctionValue`).
    pub value: GameValue,
    /// Whether all of a side's pieces together count as one kind (`*` in
    /// `extinctionPieceTypes`).
    pub all: bool,
    /// The letters of the other kinds counted, each on its own (`extinctionPieceTypes`).
    pub pieces: Vec<char>,
    /// How many pieces of a kind a side may have and still be extinct
    /// (`extinctionPieceCount`, default 0).
    pub count: u32,
    /// How many of that kind the opponent must have (`extinctionOpponentPieceCount`,
    /// default 0).
    pub opponent_count: u32,
    /// Whether the side to move must have one more of the kind than `opponent_count`
    /// for its own extinction to count (`extinctionClaim`: the win is claimed by the side
    /// that brought it about, as shatranj's bare king).
    pub claim: bool,
    /// Whether a side's pieces of a counted kind, while it has no more than `count + 1` of
    /// it, are pseudo-royal (`extinctionPseudoRoyal`): no move may leave one attacked, and
    /// a side without a legal move with one attacked is checkmated. They cannot then be
    /// taken, so the game ends by extinction only where captures explode.
    pub pseudo_royal: bool,
}

/// The extinction rule and `mustCapture` through `value` (an option's last value, if set);
/// `letters` are the variant's pieces'. The rule is `None` where `extinctionValue` is unset
/// or `none`, or no kind is listed.
pub(super) fn read<'a>(
    variant: &str,
    value: impl Fn(&str) -> Option<&'a str>,
    letters: &[char],
) -> Result<(Option<Extinction>, bool), Error> {
    let bad = super::option_error(variant);
    let yes = |key: &str| -> Result<bool, Error> {
        super::boolean(key, value(key), false).map_err(|why| bad(key, why))
    };
    let count = |key: &str| -> Result<u32, Error> {
        match value(key) {
            None => Ok(0),
            Some(v) => v.trim().parse().map_err(|_| {
                bad(
                    key,
                    format!("`{key} = {v}`: expected a whole number of pieces, like `1`"),
                )
            }),
        }
    };
    let must_capture = yes("mustCapture")?;
    let claim = yes("extinctionClaim")?;
    let pseudo_royal = yes("extinctionPseudoRoyal")?;
    let (count, opponent_count) = (
        count("extinctionPieceCount")?,
        count("extinctionOpponentPieceCount")?,
    );
    let result = match value("extinctionValue").map(str::trim) {
        None | Some("none") => None,
        Some("win") => Some(GameValue::Win),
        Some("loss") => Some(GameValue::Loss),
        Some("draw") => Some(GameValue::Draw),
        Some(v) => {
            return Err(bad(
                "extinctionValue",
                format!("`extinctionValue = {v}`: expected `win`, `loss`, `draw` or `none`"),
            ))
        }
    };
    // Fairy-Stockfish reads the kinds as letters of the variant's pieces, `*` for all of a
    // side's pieces and `-` for none.
    let mut all = false;
    let mut kinds = Vec::new();
    if let Some(text) = value("extinctionPieceTypes") {
        for c in text.chars().filter(|c| !c.is_whitespace()) {
            let letter = c.to_ascii_lowercase();
            match c {
                '*' => all = true,
                '-' => {}
                _ if letters.contains(&letter) => {
                    if !kinds.contains(&letter) {
                        kinds.push(letter);
                    }
                }
                _ => {
                    return Err(bad(
                        "extinctionPieceTypes",
                        format!(
                            "`extinctionPieceTypes = {text}`: `{c}` is none of the variant's pieces ({}), `*` (all pieces) or `-` (none)",
                            letters.iter().collect::<String>()
                        ),
                    ))
                }
            }
        }
    }
    let rule = match result {
        Some(value) if all || !kinds.is_empty() => Some(Extinction {
            value,
            all,
            pieces: kinds,
            count,
            opponent_count,
            claim,
            pseudo_royal,
        }),
        _ => None,
    };
    if pseudo_royal {
        let why = match &rule {
            None => Some("pseudo-royal pieces are the kinds an extinction rule counts; set `extinctionValue` and `extinctionPieceTypes` too"),
            Some(r) if r.all => Some("pseudo-royal pieces of every kind (`extinctionPieceTypes = *`) are not supported; list the kinds instead"),
            Some(_) => None,
        };
        if let Some(why) = why {
            return Err(bad("extinctionPseudoRoyal", why.to_owned()));
        }
    }
    Ok((rule, must_capture))
}
