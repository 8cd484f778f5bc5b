//! Captures that explode (`blastOnCapture`, `blastImmuneTypes`), with Fairy-Stockfish's
//! meaning (`Position::do_move`): a capture removes the capturing piece, the captured one
//! and every piece but pawns on the eight squares around the capture's destination, the
//! immune kinds excepted.

use crate::error::Error;

/// The options this module reads.
pub(super) const OPTIONS: &[&str] = &["blastOnCapture", "blastImmuneTypes"];

/// Explosions on capture (atomic chess).
///
/// ```
/// use vector_attacks_codegen::variant::Variant;
/// let atomic = Variant::shipped("nocheckatomic").unwrap();
/// assert!(atomic.blast.unwrap().immune.is_empty());
/// assert!(Variant::shipped("chess").unwrap().blast.is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Blast {
    /// The letters of the kinds no explosion removes (`blastImmuneTypes`, default none).
    pub immune: Vec<char>,
}

/// The explosion rule through `value` (an option's last value, if set); `letters` are the
/// variant's pieces'. `None` where `blastOnCapture` is unset or `false`.
pub(super) fn read<'a>(
    variant: &str,
    value: impl Fn(&str) -> Option<&'a str>,
    letters: &[char],
) -> Result<Option<Blast>, Error> {
    let bad = super::option_error(variant);
    let on = super::boolean("blastOnCapture", value("blastOnCapture"), false)
        .map_err(|why| bad("blastOnCapture", why))?;
    let mut immune = Vec::new();
    if let Some(text) = value("blastImmuneTypes") {
        for c in text.chars().filter(|c| !c.is_whitespace() && *c != '-') {
            let letter = c.to_ascii_lowercase();
            if !letters.contains(&letter) {
                return Err(bad(
                    "blastImmuneTypes",
                    format!(
                        "`blastImmuneTypes = {text}`: `{c}` is none of the variant's pieces ({}) or `-` (none)",
                        letters.iter().collect::<String>()
                    ),
                ));
            }
            if !immune.contains(&letter) {
                immune.push(letter);
            }
        }
    }
    Ok(on.then_some(Blast { immune }))
}
