//! Where files go and how their paths are spelled: the workspace this tool was built in, the
//! standard set's directory, a path as one shell word.

use std::path::{Path, PathBuf};

use vector_attacks_codegen::Error;

/// A path as one shell word (quoted when it holds anything but plain characters).
pub(crate) fn shell_word(path: &Path) -> String {
    let text = path.display().to_string();
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+,:=@".contains(c);
    if !text.is_empty() && text.chars().all(plain) {
        text
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

/// The root of the vector-attacks workspace this tool was built from, when it still exists
/// (a tool installed from crates.io was built in the registry cache: it has none).
pub(crate) fn workspace_root() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent()?;
    let is_workspace = root.join("Cargo.toml").is_file()
        && root.join("tables").is_dir()
        && root.join("codegen/src/cli/main.rs").is_file();
    if is_workspace {
        std::fs::canonicalize(root).ok()
    } else {
        None
    }
}

/// Whether the current directory lies inside `root` (the [`workspace_root`], if any).
pub(crate) fn inside_workspace(root: Option<&Path>) -> bool {
    let here = std::env::current_dir().and_then(std::fs::canonicalize);
    matches!((root, here), (Some(root), Ok(here)) if here.starts_with(root))
}

/// The standard set's directory: `--dir`, or this workspace's `tables/` when run inside it
/// (spelled relative to the current directory). Otherwise nothing is written.
pub(crate) fn standard_dir(dir: Option<PathBuf>) -> Result<PathBuf, Error> {
    if let Some(dir) = dir {
        return Ok(dir);
    }
    let root = workspace_root()
        .filter(|root| inside_workspace(Some(root)))
        .ok_or(Error::NoDefaultDirectory)?;
    let tables = root.join("tables");
    let here = std::env::current_dir().map_err(|e| Error::Io {
        path: PathBuf::from("."),
        message: e.to_string(),
    })?;
    let relative = pathdiff::diff_paths(&tables, &here).unwrap_or(tables);
    Ok(relative)
}

/// Creates `dir` itself if it is missing (never its parents).
pub(crate) fn ensure_dir(dir: &Path) -> Result<(), Error> {
    match std::fs::create_dir(dir) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => match dir.is_dir() {
            true => Ok(()),
            false => Err(Error::NotADirectory {
                path: dir.to_owned(),
            }),
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(Error::MissingDirectory {
            path: dir
                .parent()
                .filter(|p| !p.as_os_str().is_empty())
                .unwrap_or(Path::new("."))
                .to_owned(),
        }),
        Err(e) => Err(Error::Io {
            path: dir.to_owned(),
            message: e.to_string(),
        }),
    }
}
