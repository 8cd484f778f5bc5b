//! Helpers shared by the codegen tests.

use std::process::Command;

/// Compiles `text` as a library crate with rustc in each of `editions` (metadata only), or
/// fails the test naming `name`, the edition and rustc's message.
pub fn compiles(name: &str, text: &str, editions: &[&str]) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(format!("{name}.rs"));
    std::fs::write(&file, text).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    for edition in editions {
        let o = Command::new(&rustc)
            .args([
                "--edition",
                edition,
                "--crate-type",
                "lib",
                "--emit",
                "metadata",
            ])
            .arg("-o")
            .arg(dir.path().join(format!("{name}{edition}.rmeta")))
            .arg(&file)
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{name}, edition {edition}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
}
