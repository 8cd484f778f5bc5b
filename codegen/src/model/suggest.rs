//! "Did you mean": a misspelled name answered with the nearest valid one, as cargo and clap
//! answer a misspelled command, instead of a list of every name.

/// How alike two names must be (Jaro similarity, 0 to 1) for one to be suggested for the
/// other: clap's threshold for its own suggestions.
const THRESHOLD: f64 = 0.7;

/// The valid name nearest to `given`, if one is near enough to be what was meant.
///
/// ```
/// use vector_attacks_codegen::suggest::nearest;
/// let tables = ["in-between-0x88", "in-between-rectangular", "line"];
/// assert_eq!(nearest("in-betwen-0x88", tables), Some("in-between-0x88"));
/// assert_eq!(nearest("nonsense", tables), None);
/// ```
pub fn nearest<'a>(given: &str, valid: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    valid
        .into_iter()
        .map(|name| (strsim::jaro(given, name), name))
        .filter(|&(score, _)| score > THRESHOLD)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, name)| name)
}

/// What an error says after "unknown X `given`": the nearest valid name as a question, or,
/// when none is near, every valid name (`what` names them in the plural).
///
/// ```
/// use vector_attacks_codegen::suggest::choices;
/// let strategies = ["magic", "obstruction"];
/// assert_eq!(choices("strategies", "magik", &strategies), "did you mean `magic`?");
/// assert_eq!(choices("strategies", "pext", &strategies), "valid strategies: magic, obstruction");
/// ```
pub fn choices(what: &str, given: &str, valid: &[&str]) -> String {
    match nearest(given, valid.iter().copied()) {
        Some(name) => format!("did you mean `{name}`?"),
        None => format!("valid {what}: {}", valid.join(", ")),
    }
}
