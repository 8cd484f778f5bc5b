//! The sections of a `variants.ini` text and the chain of sections a variant inherits, found
//! as Fairy-Stockfish finds them: a parent is a section defined before the child in the
//! same file, a section of the shipped file, or Fairy-Stockfish's built-in `chess`.

use crate::error::Error;
use crate::model::suggest;

use super::options::BUILT_IN_NOT_PLAYED;

/// One section: `[name]` or `[name:parent]`, and its options, each key once (the last value
/// written wins, as in Fairy-Stockfish's map of a section's options), with its line.
#[derive(Clone, Debug)]
pub(super) struct Section {
    pub name: String,
    pub parent: Option<String>,
    pub options: Vec<(String, String, usize)>,
    pub line: usize,
}

impl Section {
    /// The value of `key`, if the section writes it.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(k, _, _)| k == key)
            .map(|(_, v, _)| v.as_str())
    }
}

/// The sections of `text`, in the order of the file.
pub(super) fn sections(text: &str) -> Result<Vec<Section>, Error> {
    let mut out: Vec<Section> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split(['#', ';']).next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = |message: String| Error::Variant {
            variant: "variants.ini".to_owned(),
            message: format!("line {}: {message}", n + 1),
        };
        if let Some(head) = line.strip_prefix('[') {
            let head = head.strip_suffix(']').ok_or_else(|| {
                bad(format!(
                    "`{line}` opens a section without closing it; write `[name]` or `[name:parent]`"
                ))
            })?;
            let (name, parent) = match head.split_once(':') {
                Some((name, parent)) => (name.trim(), Some(parent.trim().to_owned())),
                None => (head.trim(), None),
            };
            if name.is_empty()
                || !name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
            {
                return Err(bad(format!(
                    "`{head}` is not a variant name; use letters, digits, `_` and `-`"
                )));
            }
            if out.iter().any(|s| s.name == name) {
                return Err(bad(format!(
                    "`[{name}]` is defined twice; Fairy-Stockfish keeps the first and ignores the second, so give one another name"
                )));
            }
            out.push(Section {
                name: name.to_owned(),
                parent,
                options: Vec::new(),
                line: n + 1,
            });
            continue;
        }
        let (key, value) = line.split_once('=').ok_or_else(|| {
            bad(format!(
                "`{line}` is neither a section nor `option = value`"
            ))
        })?;
        let Some(section) = out.last_mut() else {
            return Err(bad(format!(
                "`{line}` comes before any section; start with `[name]` or `[name:chess]`"
            )));
        };
        let key = key.trim().to_owned();
        section.options.retain(|(k, _, _)| *k != key);
        section.options.push((key, value.trim().to_owned(), n + 1));
    }
    Ok(out)
}

/// Where a chain of sections starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Base {
    /// Fairy-Stockfish's built-in `chess`.
    Chess,
    /// A section without a parent: Fairy-Stockfish's defaults without any piece.
    Empty,
}

/// The file a section was found in.
#[derive(Clone, Copy)]
pub(super) struct File<'a> {
    pub sections: &'a [Section],
    /// Whether it is the shipped file, whose sections are Fairy-Stockfish's built-ins.
    pub shipped: bool,
}

/// The names of the shipped sections that are not Fairy-Stockfish built-ins: the
/// repository's own test variant, and sections copied from Fairy-Stockfish's
/// `variants.ini` (which a file of its own may define again).
const SHIPPED_OWN: &[&str] = &[
    "assorted",
    "castle",
    "allqueenschess",
    "asimplegame",
    "roll-ing-to-four",
    "3check-crazyhouse",
    "minihouse",
    "gothhouse",
    "grandhouse",
    "dragonfly",
    "shogun",
    "shinobi",
    "argess",
    "andersgiveaway",
    "andersanti",
    "cannonshogi",
];

/// The sections `name` is made of, its farthest ancestor first, and where the chain starts.
/// `user` is the file being read (the shipped file itself when reading it).
pub(super) fn chain<'a>(
    user: File<'a>,
    shipped: File<'a>,
    name: &str,
) -> Result<(Base, Vec<&'a Section>), Error> {
    let builtin = |n: &str| {
        n == "chess"
            || BUILT_IN_NOT_PLAYED.iter().any(|(b, _)| *b == n)
            || (shipped.sections.iter().any(|s| s.name == n) && !SHIPPED_OWN.contains(&n))
    };
    let mut out: Vec<&Section> = Vec::new();
    let mut current = name.to_owned();
    let mut file = user;
    let mut before = usize::MAX;
    loop {
        let child = out.last().map(|s| s.name.clone());
        let refuse = |message: String| Error::Variant {
            variant: name.to_owned(),
            message,
        };
        // Fairy-Stockfish's `chess` is built in: a section of that name never replaces it
        // (the shipped file spells it out for reading only).
        if current == "chess" {
            if let Some(s) = user
                .sections
                .iter()
                .find(|s| s.name == "chess" && !user.shipped)
            {
                return Err(refuse(format!(
                    "the file defines `[chess]` (line {}), the name of Fairy-Stockfish's built-in chess; Fairy-Stockfish keeps its own and ignores the section, so give it another name",
                    s.line
                )));
            }
            return Ok((Base::Chess, reversed(out)));
        }
        if let Some(i) = file.sections.iter().position(|s| s.name == current) {
            let section = &file.sections[i];
            if let Some(child) = &child {
                if i >= before {
                    return Err(refuse(if *child == current {
                        format!("`[{child}:{child}]` inherits from itself; inherit from a section defined before it, from a shipped one or from `chess`")
                    } else {
                        format!("`[{child}:{current}]` inherits from `{current}`, which the file defines after it; Fairy-Stockfish reads the sections in order and would not know `{current}` yet: move `[{current}]` above `[{child}]`")
                    }));
                }
            }
            if !file.shipped && builtin(&current) {
                return Err(refuse(format!(
                    "the file defines `[{current}]`, the name of one of Fairy-Stockfish's built-in variants; Fairy-Stockfish keeps its own `{current}` and ignores the section (line {}), so give it another name",
                    section.line
                )));
            }
            out.push(section);
            match &section.parent {
                None => return Ok((Base::Empty, reversed(out))),
                Some(parent) => {
                    current = parent.clone();
                    before = i;
                }
            }
            continue;
        }
        if !file.shipped {
            file = shipped;
            before = usize::MAX;
            continue;
        }
        if let Some((_, rule)) = BUILT_IN_NOT_PLAYED.iter().find(|(b, _)| *b == current) {
            let what = match &child {
                Some(child) => format!("`[{child}:{current}]` inherits from `{current}`, "),
                None => format!("`{current}` is "),
            };
            return Err(refuse(format!(
                "{what}a Fairy-Stockfish built-in with {rule}, which the move generator does not play yet"
            )));
        }
        let mut known: Vec<&str> = user
            .sections
            .iter()
            .chain(shipped.sections)
            .map(|s| s.name.as_str())
            .collect();
        known.push("chess");
        known.extend(BUILT_IN_NOT_PLAYED.iter().map(|(b, _)| *b));
        let hint = suggest::nearest(&current, known.iter().copied())
            .map(|s| format!(" (did you mean `{s}`?)"))
            .unwrap_or_default();
        return Err(refuse(match &child {
            Some(child) => format!(
                "`[{child}:{current}]` inherits from `{current}`, which is neither a section of the file before it, nor a shipped variant, nor a Fairy-Stockfish built-in{hint}"
            ),
            None => format!(
                "no such variant: the file does not define `[{current}]`, and it is neither a shipped variant nor a Fairy-Stockfish built-in{hint}"
            ),
        }));
    }
}

fn reversed(mut v: Vec<&Section>) -> Vec<&Section> {
    v.reverse();
    v
}
