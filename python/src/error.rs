//! What can go wrong in a call, each raised in Python as `ValueError` with this text.

/// A call's failure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// No variant of the name is compiled in, or it was refused.
    Variant(String),
    /// A FEN the variant cannot be set up from.
    Fen {
        variant: &'static str,
        fen: String,
        why: String,
    },
    /// A UCI move that is malformed or not legal; `index` is its place in a move list.
    Move {
        variant: &'static str,
        uci: String,
        index: Option<usize>,
        fen: String,
        why: String,
    },
    /// A SAN move that names no legal move.
    San {
        variant: &'static str,
        san: String,
        fen: String,
        why: String,
    },
    /// An argument out of its range (a notation, `chess960` where not compiled).
    Argument(String),
}

impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Error::Variant(why) | Error::Argument(why) => f.write_str(why),
            Error::Fen { variant, fen, why } => write!(f, "{variant}: invalid FEN {fen:?}: {why}"),
            Error::Move {
                variant,
                uci,
                index: Some(i),
                fen,
                why,
            } => {
                write!(
                    f,
                    "{variant}: move {} of the list, {uci:?}, in {fen}: {why}",
                    i + 1
                )
            }
            Error::Move {
                variant,
                uci,
                index: None,
                fen,
                why,
            } => write!(f, "{variant}: move {uci:?} in {fen}: {why}"),
            Error::San {
                variant,
                san,
                fen,
                why,
            } => write!(f, "{variant}: SAN {san:?} in {fen}: {why}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<Error> for pyo3::PyErr {
    fn from(e: Error) -> pyo3::PyErr {
        pyo3::exceptions::PyValueError::new_err(e.to_string())
    }
}
