//! Writing generated files so that no data is ever lost: every sink (the CLI, a build
//! script's `OUT_DIR`, the runtime's `codegen` feature) goes through [`write_all`].
//!
//! - Only regular files are written. A directory, FIFO, device or socket at a target is
//!   refused; a symbolic link is written *through*: its target file is replaced, atomically,
//!   in the target's own directory, and the link stays a link. A link to nothing is refused.
//! - A missing parent directory is an error: nothing but the file itself is created.
//! - Each changed file is first written in full to a temporary file created exclusively
//!   (`O_EXCL`, a unique random name) beside its target, then renamed over it. Concurrent
//!   writers each rename a whole file of their own; the last rename wins.
//! - Several files are all-or-nothing: all are staged before any is renamed, and if a rename
//!   fails midway the files already replaced get their old contents back (or are removed if
//!   they are new). No temporary file is left behind.
//! - A file that already holds exactly the new text is not touched, so nothing that includes
//!   it is rebuilt for nothing.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use crate::error::Error;

/// What [`write_all`] did with each file, in the order given.
///
/// ```
/// let dir = tempfile::tempdir().unwrap();
/// let path = dir.path().join("a.rs");
/// let first = vector_attacks_codegen::writer::write_all(&[(path.clone(), "// a\n".to_owned())]).unwrap();
/// assert_eq!(first.written, [path.clone()]);
/// let again = vector_attacks_codegen::writer::write_all(&[(path.clone(), "// a\n".to_owned())]).unwrap();
/// assert_eq!(again.unchanged, [path]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// Files replaced or created.
    pub written: Vec<PathBuf>,
    /// Files that already held the new text, left untouched.
    pub unchanged: Vec<PathBuf>,
}

/// A file about to be replaced: where the bytes really go, and what was there.
struct Target<'a> {
    /// The path as given (named in messages).
    given: &'a Path,
    /// Where the bytes go: `given`, or the file a symbolic link at `given` points to.
    real: PathBuf,
    /// The old contents, when the file exists.
    old: Option<Vec<u8>>,
    text: &'a str,
}

/// Writes every `(path, text)` pair, all or nothing, as the module documentation describes.
///
/// ```
/// use vector_attacks_codegen::writer::write_all;
/// let dir = tempfile::tempdir().unwrap();
/// let files = [
///     (dir.path().join("a.rs"), "// a\n".to_owned()),
///     (dir.path().join("b.rs"), "// b\n".to_owned()),
/// ];
/// write_all(&files).unwrap();
/// assert_eq!(std::fs::read_to_string(dir.path().join("b.rs")).unwrap(), "// b\n");
/// // A directory is not a file: refused, and nothing else is written either.
/// std::fs::create_dir(dir.path().join("c.rs")).unwrap();
/// let err = write_all(&[(dir.path().join("a.rs"), "new".into()), (dir.path().join("c.rs"), "x".into())]);
/// assert!(err.unwrap_err().to_string().contains("is a directory"));
/// assert_eq!(std::fs::read_to_string(dir.path().join("a.rs")).unwrap(), "// a\n");
/// ```
pub fn write_all(files: &[(PathBuf, String)]) -> Result<Written, Error> {
    let mut targets = Vec::with_capacity(files.len());
    for (path, text) in files {
        targets.push(resolve(path, text)?);
    }
    let mut written = Written::default();
    let mut changed = Vec::new();
    for target in targets {
        if target.old.as_deref() == Some(target.text.as_bytes()) {
            written.unchanged.push(target.given.to_owned());
        } else {
            changed.push(target);
        }
    }
    // Stage every changed file; a failure here has replaced nothing (the temporary files
    // delete themselves when dropped).
    let mut staged = Vec::with_capacity(changed.len());
    for target in &changed {
        staged.push(stage(target, target.text.as_bytes())?);
    }
    // Rename them into place; if one fails, put the replaced ones back.
    for (index, temp) in staged.into_iter().enumerate() {
        if let Err(e) = temp.persist(&changed[index].real) {
            return Err(roll_back(&changed[..index], &changed[index], &e.error));
        }
        written.written.push(changed[index].given.to_owned());
    }
    Ok(written)
}

/// Checks that `path` can be replaced by a regular file, following a symbolic link to its
/// target, and reads what is there.
fn resolve<'a>(path: &'a Path, text: &'a str) -> Result<Target<'a>, Error> {
    let io = |e: std::io::Error| Error::io(path, e);
    let real = match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            let real = fs::canonicalize(path).map_err(|_| Error::NotARegularFile {
                path: path.to_owned(),
                what: "a symbolic link to nothing",
            })?;
            let meta = fs::metadata(&real).map_err(io)?;
            check_kind(path, &meta)?;
            real
        }
        Ok(meta) => {
            check_kind(path, &meta)?;
            path.to_owned()
        }
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            let parent = parent_of(path);
            match fs::metadata(parent) {
                Ok(meta) if meta.is_dir() => path.to_owned(),
                Ok(_) => {
                    return Err(Error::NotADirectory {
                        path: parent.to_owned(),
                    })
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    return Err(Error::MissingDirectory {
                        path: parent.to_owned(),
                    })
                }
                Err(e) => return Err(Error::io(parent, e)),
            }
        }
        Err(e) => return Err(io(e)),
    };
    let old = match fs::read(&real) {
        Ok(bytes) => Some(bytes),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(io(e)),
    };
    Ok(Target {
        given: path,
        real,
        old,
        text,
    })
}

fn check_kind(path: &Path, meta: &fs::Metadata) -> Result<(), Error> {
    let what = if meta.is_file() {
        return Ok(());
    } else if meta.is_dir() {
        "a directory"
    } else {
        special_kind(meta)
    };
    Err(Error::NotARegularFile {
        path: path.to_owned(),
        what,
    })
}

#[cfg(unix)]
fn special_kind(meta: &fs::Metadata) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    if t.is_fifo() {
        "a FIFO"
    } else if t.is_char_device() || t.is_block_device() {
        "a device"
    } else if t.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    }
}

#[cfg(not(unix))]
fn special_kind(_: &fs::Metadata) -> &'static str {
    "not a regular file"
}

/// The directory a file lives in (`.` for a bare name).
pub(crate) fn parent_of(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// Writes `bytes` in full to a new temporary file beside `target.real`, with the old file's
/// permissions (or those of a newly created file), synced to disk.
fn stage(target: &Target, bytes: &[u8]) -> Result<tempfile::NamedTempFile, Error> {
    let dir = parent_of(&target.real);
    let name = target
        .real
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // As `File::create` would: 0o666 less the umask.
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    let fail = |e: std::io::Error| Error::io(target.given, e);
    let mut temp = builder.tempfile_in(dir).map_err(fail)?;
    temp.write_all(bytes).map_err(fail)?;
    if target.old.is_some() {
        if let Ok(meta) = fs::metadata(&target.real) {
            temp.as_file()
                .set_permissions(meta.permissions())
                .map_err(fail)?;
        }
    }
    temp.as_file().sync_all().map_err(fail)?;
    Ok(temp)
}

/// After the rename of `failed` failed with `error`, gives each of `done` its old contents
/// back (or removes it, if it was new), and says what happened to every file.
fn roll_back(done: &[Target], failed: &Target, error: &std::io::Error) -> Error {
    let mut restored = Vec::new();
    let mut not_restored = Vec::new();
    for target in done {
        let back = match &target.old {
            Some(old) => stage(target, old).and_then(|temp| {
                temp.persist(&target.real)
                    .map(drop)
                    .map_err(|e| Error::io(target.given, e.error))
            }),
            None => fs::remove_file(&target.real).map_err(|e| Error::io(target.given, e)),
        };
        match back {
            Ok(()) => restored.push(target.given.to_owned()),
            Err(_) => not_restored.push(target.given.to_owned()),
        }
    }
    Error::PartialWrite {
        path: failed.given.to_owned(),
        message: error.to_string(),
        restored,
        not_restored,
    }
}

/// Refuses anything but a plain file name (no directory part, not `..`, not absolute), as
/// a build script's output name must be to stay inside `OUT_DIR`.
///
/// ```
/// use vector_attacks_codegen::writer::plain_file_name;
/// assert!(plain_file_name("tables.rs").is_ok());
/// for bad in ["", "..", "../escape.rs", "/etc/x.rs", "sub/x.rs", "."] {
///     assert!(plain_file_name(bad).is_err(), "{bad}");
/// }
/// ```
pub fn plain_file_name(name: &str) -> Result<&Path, Error> {
    let path = Path::new(name);
    let mut components = path.components();
    match (components.next(), components.next()) {
        (Some(std::path::Component::Normal(_)), None) if !name.ends_with('/') => Ok(path),
        _ => Err(Error::BadFileName {
            name: name.to_owned(),
        }),
    }
}
