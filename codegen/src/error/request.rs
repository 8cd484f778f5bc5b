//! The messages of the errors of requests: their tables, options, names and syntax, and the command line.

use std::fmt;

use super::Error;

/// `names` as `` `a`, `b` ``.
fn quoted(names: &[&str]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Writes the message of `e`, one of this module's errors.
pub(super) fn write(e: &Error, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match e {
        Error::UnknownTable { name, valid } => {
            let valid: Vec<&str> = valid.iter().map(String::as_str).collect();
            write!(
                f,
                "unknown table `{name}`; {}",
                crate::model::suggest::choices("tables", name, &valid)
            )
        }
        Error::LayoutUnsupported {
            table,
            by_difference,
            mailbox,
            values,
        } => write!(
            f,
            "`{table}` takes no options: it is indexed by square, so remove them; `width`/`offset` apply to tables indexed by difference ({}), `width`/`height`/`a1` to the mailbox tables ({}), piece values to {}",
            quoted(by_difference),
            quoted(mailbox),
            quoted(values)
        ),
        Error::MailboxUnsupported { table, takers } => write!(
            f,
            "`{table}` takes no such option: `width`, `height` and `a1` choose the layout of a mailbox table ({}), `width` and `offset` the layout of a table indexed by difference",
            quoted(takers)
        ),
        Error::StrategyUnsupported { table, takers } => write!(
            f,
            "`{table}` takes no strategy: `strategy = magic` or `strategy = obstruction` applies to the attack-set functions ({})",
            quoted(takers)
        ),
        Error::ValuesUnsupported { table, takers } => write!(
            f,
            "`{table}` takes no piece values: `pawn`, `knight`, `bishop`, `rook` and `queen` apply to the SEE tables ({})",
            quoted(takers)
        ),
        Error::PieceSetLayoutUnsupported { table, takers } => write!(
            f,
            "`{table}` takes no piece-set layout: `layout = ppppppppnnbbrrqk` applies to {}",
            quoted(takers)
        ),
        Error::PieceSetLayout { given, why } => write!(
            f,
            "the piece-set layout `{given}` does not read: {why}; write sixteen letters of p, n, b, r, q, k, bit 0 first, e.g. `layout = ppppppppnnbbrrqk`"
        ),
        Error::SemanticsUnsupported { table, either } => write!(
            f,
            "`semantics = stockfish` cannot apply to `{table}`: it stores each unordered pair once, so it cannot tell which square is `to`; use {}, or `semantics = strict`",
            quoted(either).replace(", ", " or ")
        ),
        Error::ElementMismatch { name, element } => write!(
            f,
            "`element` of `{name}` is `{element}`, which does not fit the table: bitboard tables take the board's bitboard type (`u64`, or `u128` on a `u128` board), step and distance tables u8, i8, u16, i16 or i32"
        ),
        Error::Syntax { location, message } => write!(f, "{location}: {message}"),
        Error::MissingArgument { argument, hint } => write!(f, "missing {argument}: {hint}"),
        Error::EmptyRequest => write!(
            f,
            "the request selects no table; name at least one (see `vector-attacks-codegen list`)"
        ),
        Error::BadIdentifier { name } => write!(
            f,
            "item name `{name}` is not a Rust identifier; use letters, digits and underscores, not starting with a digit"
        ),
        Error::Keyword { name } => write!(
            f,
            "item name `{name}` is a keyword in some edition of Rust, so the file would not compile everywhere; choose another name, or write it raw: `r#{name}`"
        ),
        Error::DuplicateName { name } => write!(
            f,
            "the name `{name}` is used twice (Rust compares names without `r#` and in Unicode NFC, so `r#x` is `x`); give each item its own name"
        ),
        Error::ElementTooSmall { name, element, value } => write!(
            f,
            "`element` of `{name}`: `{element}` cannot hold the value {value}; choose a wider type (i8 for negative steps up to 127, i16 or i32 beyond)"
        ),
        Error::RequestTooLarge { path, size, max } => write!(
            f,
            "`{}` has {size} bytes; a request file may have at most {max} (a request needs a line per table)",
            path.display()
        ),
        Error::OptionNotApplicable { option, why } => write!(f, "`{option}` {why}"),
        _ => unreachable!("routed here by Error's Display"),
    }
}
