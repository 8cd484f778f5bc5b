//! Item names as Rust sees them: which are identifiers, which are keywords in some edition,
//! and which two spellings name the same item.

use unicode_normalization::UnicodeNormalization;

use crate::error::Error;

/// Keywords of every edition (strict, reserved, and those an edition added: `async`,
/// `await`, `dyn`, `try` in 2018, `gen` in 2024), so a generated file compiles in any crate.
///
/// ```
/// use vector_attacks_codegen::names::KEYWORDS;
/// assert!(KEYWORDS.contains(&"gen") && KEYWORDS.contains(&"fn"));
/// ```
pub const KEYWORDS: [&str; 52] = [
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// Keywords that cannot be written raw either (`r#self` is not an identifier).
const NEVER_RAW: [&str; 5] = ["self", "Self", "super", "crate", "_"];

/// The name as Rust compares it (raw prefix stripped, NFC-normalised), after checking that
/// it is an identifier that compiles in every edition.
///
/// ```
/// use vector_attacks_codegen::names::canonical;
/// assert_eq!(canonical("r#BETWEEN").unwrap(), "BETWEEN");
/// assert_eq!(canonical("cafe\u{301}").unwrap(), canonical("caf\u{e9}").unwrap());
/// assert!(canonical("r#gen").is_ok());
/// assert!(canonical("gen").unwrap_err().to_string().contains("keyword"));
/// assert!(canonical("2fast").is_err());
/// ```
pub fn canonical(name: &str) -> Result<String, Error> {
    let (raw, bare) = match name.strip_prefix("r#") {
        Some(bare) => (true, bare),
        None => (false, name),
    };
    let normalized: String = bare.nfc().collect();
    let bad = || Error::BadIdentifier {
        name: name.to_owned(),
    };
    if KEYWORDS.contains(&normalized.as_str()) {
        if !raw {
            return Err(Error::Keyword {
                name: name.to_owned(),
            });
        }
        if NEVER_RAW.contains(&normalized.as_str()) {
            return Err(bad());
        }
        return Ok(normalized);
    }
    if NEVER_RAW.contains(&normalized.as_str()) {
        return Err(bad());
    }
    // An identifier by Rust's rules (XID characters, not starting with a digit).
    let mut chars = normalized.chars();
    let first_ok = chars
        .next()
        .is_some_and(|c| c == '_' || unicode_ident::is_xid_start(c));
    if !first_ok || !chars.all(unicode_ident::is_xid_continue) {
        return Err(bad());
    }
    Ok(normalized)
}
