//! The messages of the errors of pieces and variants: Betza definitions, the orthodox classes, `variants.ini` sections.

use std::fmt;

use super::Error;

/// Writes the message of `e`, one of this module's errors.
pub(super) fn write(e: &Error, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match e {
        Error::Variant { variant, message } => write!(f, "variant `{variant}`: {message}"),
        Error::VariantOption { variant, why, .. } => write!(f, "variant `{variant}`: {why}"),
        Error::BadBetza { piece, betza, part, why } => write!(
            f,
            "piece `{piece}` = \"{betza}\": `{part}`: {why}"
        ),
        Error::BetzaTwoPaths { piece, betza, ranks, files } => write!(
            f,
            "piece `{piece}` = \"{betza}\" reaches {ranks} ranks, {files} files along two different paths, so no single set of squares that must be empty describes it; define it without one of the two moves"
        ),
        Error::DuplicatePiece { name } => write!(
            f,
            "piece `{name}` is defined twice; give each piece its own name"
        ),
        Error::OrthodoxPiece { name } => write!(
            f,
            "piece `{name}` is one of the seven orthodox classes the request keeps; give yours another name, or say `pieces = none;` first to define every piece yourself"
        ),
        Error::NoPieces { table } => write!(
            f,
            "`{table}` has a row per piece, and `pieces = none;` leaves no piece: define some with `piece NAME = \"BETZA\";`, or drop `pieces = none;` to keep the orthodox seven"
        ),
        Error::HopperUnsupported { table, piece, betza, takers } => write!(
            f,
            "`{table}` cannot hold piece `{piece}` = \"{betza}\": it hops (`p`, `g`), and a hop reaches squares beyond an occupied one, which no table of squares that must be empty describes; the tables that hold hoppers are {}",
            takers.iter().map(|t| format!("`{t}`")).collect::<Vec<_>>().join(", ")
        ),
        Error::TooManyPieces { max } => write!(
            f,
            "more than {max} pieces; a request defines at most {max} (one bit each in the piece mask)"
        ),
        Error::BadPiece { text, classes } => {
            match crate::model::suggest::nearest(text, classes.iter().copied()) {
                Some(name) => write!(f, "`{text}` is not a piece class; did you mean `{name}`?"),
                None => write!(
                    f,
                    "`{text}` is not a piece class; use one of {}",
                    classes.join(", ")
                ),
            }
        }
        _ => unreachable!("routed here by Error's Display"),
    }
}
