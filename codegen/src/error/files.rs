//! The messages of the errors of emitting and writing files.

use std::fmt;
use std::path::PathBuf;

use super::Error;

/// Writes the message of `e`, one of this module's errors.
pub(super) fn write(e: &Error, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match e {
        Error::NoOutDir => write!(
            f,
            "OUT_DIR is not set: call write_to_out_dir from a build script (build.rs), or use generate_source and write the file yourself"
        ),
        Error::Emit { message } => write!(
            f,
            "internal error: emitted tokens are not valid Rust ({message}); please report this"
        ),
        Error::NotARegularFile { path, what } => write!(
            f,
            "`{}` is {what}, not a regular file; nothing was written: name a file (a symbolic link to a file is written through)",
            path.display()
        ),
        Error::MissingDirectory { path } => write!(
            f,
            "directory `{}` does not exist; create it first (only the file itself is ever created)",
            path.display()
        ),
        Error::NotADirectory { path } => write!(
            f,
            "`{}` is not a directory; the output must go into an existing directory",
            path.display()
        ),
        Error::PartialWrite {
            path,
            message,
            restored,
            not_restored,
        } => {
            write!(f, "cannot replace `{}`: {message}", path.display())?;
            let list = |files: &[PathBuf]| {
                files
                    .iter()
                    .map(|p| format!("`{}`", p.display()))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            if !restored.is_empty() {
                write!(f, "; restored the old {}", list(restored))?;
            }
            if !not_restored.is_empty() {
                write!(f, "; could not restore {}, which hold the new tables", list(not_restored))?;
            }
            write!(f, "; every other file is unchanged")
        }
        Error::BadFileName { name } => write!(
            f,
            "`{name}` is not a plain file name; write_to_out_dir takes a name like `tables.rs`, with no directory part, so the file stays inside OUT_DIR"
        ),
        Error::OutputIsRequest { path } => write!(
            f,
            "`--out {}` is the request file itself; write the tables to another file, e.g. src/tables.rs",
            path.display()
        ),
        Error::NotUtf8 { path, line, column } => write!(
            f,
            "{}:{line}:{column}: invalid UTF-8; a request file must be UTF-8 text",
            path.display()
        ),
        Error::NoDefaultDirectory => write!(
            f,
            "no output given: outside the vector-attacks workspace, pass `--request FILE --out FILE` (or `--table NAME --out FILE`) for your own tables, or `--dir DIR` for the standard set; nothing was written"
        ),
        Error::Io { path, message } => {
            write!(f, "cannot access `{}`: {message}", path.display())
        }
        _ => unreachable!("routed here by Error's Display"),
    }
}
