//! The variants compiled in, found by name, and what `load_variant_config` was told about
//! them: a section loaded with a definition other than the one compiled in, or one not
//! compiled in at all, makes its name unplayable until a matching section is loaded, so a
//! call never answers for a variant the caller defined differently.

use std::collections::BTreeMap;
use std::sync::Mutex;

use crate::error::Error;
use crate::line::Board;

/// Opens a game from a FEN (the start position where `None`) and plays UCI moves.
pub type Open = fn(Option<&str>, &[String]) -> Result<Box<dyn Board>, Error>;

/// Fairy-Stockfish's `validate_fen` code for a FEN.
pub type Validate = fn(&str) -> i32;

/// Whether each side (White, Black) lacks the material to win in a FEN, read as
/// Fairy-Stockfish reads it (a position whose side not to move is in check included).
pub type Material = fn(&str) -> Result<[bool; 2], Error>;

/// What the functions ask of a variant (or of its Chess960 twin).
#[derive(Clone, Copy)]
pub struct Rules {
    /// Opens a game from a FEN (the start position where `None`) and plays UCI moves.
    pub open: Open,
    /// Fairy-Stockfish's `validate_fen` code for a FEN.
    pub validate: Validate,
    /// The material each side lacks in a FEN.
    pub material: Material,
}

/// A variant compiled into the package.
pub struct Compiled {
    /// Its name.
    pub name: &'static str,
    /// Its section as `ini::sections` reads it.
    pub definition: &'static str,
    /// Whether captured pieces go to the taker's hand.
    pub captures_to_hand: bool,
    /// Whether it is played on two boards (bughouse).
    pub two_boards: bool,
    /// Whether it castles as Chess960 does.
    pub chess960: bool,
    /// Whether its SAN is shogi's (Fairy-Stockfish's default for the shogi family).
    pub shogi_notation: bool,
    /// Whether it is the definition of the generator's shipped `variants.ini` (not one of
    /// the file `VECTOR_ATTACKS_VARIANTS` named).
    pub shipped: bool,
    /// Its start position's FEN.
    pub start_fen: &'static str,
    /// What the functions ask of it.
    pub rules: Rules,
}

/// Names made unplayable by `load_variant_config`, with the reason. (A lock, not a
/// `static mut`: two threads may load configurations at once.)
static UNPLAYABLE: Mutex<BTreeMap<String, String>> = Mutex::new(BTreeMap::new());

fn unplayable() -> std::sync::MutexGuard<'static, BTreeMap<String, String>> {
    // A panic while the lock was held cannot leave the map half-written: use it.
    UNPLAYABLE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// How to build a variant in, for error messages.
const HOW: &str = "to build it in, name a variants.ini holding its section in VECTOR_ATTACKS_VARIANTS and reinstall (`VECTOR_ATTACKS_VARIANTS=my.ini pip install ./python`)";

/// The compiled variant `name`.
///
/// # Errors
///
/// [`Error::Variant`] saying why it cannot be played: unknown, refused by the generator
/// when the package was built, or loaded with a definition other than the compiled one.
pub fn find(name: &str) -> Result<&'static Compiled, Error> {
    if let Some(why) = unplayable().get(name) {
        return Err(Error::Variant(why.clone()));
    }
    if let Ok(i) = crate::VARIANTS.binary_search_by(|c| c.name.cmp(name)) {
        return Ok(&crate::VARIANTS[i]);
    }
    if let Some((_, why)) = crate::REFUSED.iter().find(|(n, _)| *n == name) {
        return Err(Error::Variant(format!(
            "variant `{name}` was refused when this package was built: {why}"
        )));
    }
    Err(Error::Variant(format!("unknown variant `{name}`: not compiled into this package ({} are; `variants()` lists them); {HOW}", crate::VARIANTS.len())))
}

/// How to open, validate and weigh games of `name`, with Chess960's castling where `chess960`
/// (the variant's own where it is a Chess960 variant, else its Chess960 twin).
///
/// # Errors
///
/// As [`find`], and [`Error::Argument`] where `chess960` is asked of a variant without a
/// twin compiled in.
pub fn rules(name: &str, chess960: bool) -> Result<Rules, Error> {
    let v = find(name)?;
    if !chess960 || v.chess960 {
        return Ok(v.rules);
    }
    if let Some((_, why)) = crate::CHESS960_REFUSED.iter().find(|(n, _)| *n == name) {
        return Err(Error::Argument(format!("variant `{name}` with Chess960's castling was refused when this package was built: {why}")));
    }
    match crate::CHESS960_TWINS.iter().find(|(n, _)| *n == name) {
        Some(&(_, rules)) => Ok(rules),
        None => Err(Error::Argument(format!(
            "variant `{name}` has no Chess960 twin compiled in: list it in VECTOR_ATTACKS_CHESS960 (comma-separated, or `all`) and reinstall; compiled: {}",
            crate::CHESS960_TWINS.iter().map(|t| t.0).collect::<Vec<_>>().join(", ")
        ))),
    }
}

/// The names that may be played, in order.
pub fn names() -> Vec<&'static str> {
    let unplayable = unplayable();
    crate::VARIANTS
        .iter()
        .map(|c| c.name)
        .filter(|n| !unplayable.contains_key(*n))
        .collect()
}

/// Reads a `variants.ini` text as pyffish's `load_variant_config` does, as far as a
/// package compiled in advance can: each section whose definition is the one compiled in
/// may be played; any other is reported on stderr with its reason, and calls naming it
/// raise `ValueError` until a matching section is loaded. Returns the report's lines.
pub fn load(text: &str) -> Vec<String> {
    let mut report = Vec::new();
    let mut unplayable = unplayable();
    for (name, definition) in crate::ini::sections(text) {
        let compiled = crate::VARIANTS.iter().find(|c| c.name == name);
        let refused = crate::REFUSED.iter().find(|(n, _)| *n == name);
        let why = match (compiled, refused) {
            (Some(c), _) if c.definition == definition => {
                unplayable.remove(&name);
                continue;
            }
            (Some(_), _) => format!("variant `{name}`: the section loaded differs from the one compiled into this package, which cannot play another definition; {HOW}"),
            (None, Some((_, why))) => format!("variant `{name}` was refused when this package was built: {why}"),
            (None, None) => format!("variant `{name}` is not compiled into this package, which cannot load a variant at run time; {HOW}"),
        };
        report.push(why.clone());
        unplayable.insert(name, why);
    }
    report
}
