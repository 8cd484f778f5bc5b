//! The checked-in `tables/` must be exactly what `generate` writes today.

use std::path::Path;

use vector_attacks_codegen::checked_in::{self, REGENERATE};

#[test]
fn checked_in_tables_are_fresh() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tables");
    if !dir.is_dir() {
        eprintln!("skipped: needs the vector-attacks workspace's tables/ (not present in a packaged crate)");
        return;
    }
    let rendered = checked_in::render(&checked_in::header(REGENERATE)).unwrap();
    let stale = checked_in::check(&dir, &rendered).unwrap();
    let list: Vec<String> = stale.iter().map(ToString::to_string).collect();
    assert!(
        stale.is_empty(),
        "tables/ is stale:\n{}\nregenerate with: {REGENERATE}",
        list.join("\n")
    );
}

#[test]
fn generation_is_deterministic() {
    let header = checked_in::header(REGENERATE);
    assert_eq!(
        checked_in::render(&header).unwrap(),
        checked_in::render(&header).unwrap()
    );
    for (name, text) in checked_in::render(&header).unwrap() {
        assert!(
            !text.contains("/work/") && !text.contains("/home/") && !text.contains("/root/"),
            "{name} holds an absolute path"
        );
        assert!(text.starts_with("// @generated"), "{name} lacks the header");
        assert!(
            !text.contains("//!"),
            "{name} has an inner doc comment, which breaks include!"
        );
    }
}

#[test]
fn check_names_stale_and_missing_files_and_write_is_whole() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("tables");
    let rendered = checked_in::render(&checked_in::header(REGENERATE)).unwrap();
    assert_eq!(
        checked_in::check(&dir, &rendered).unwrap().len(),
        rendered.len()
    );
    std::fs::create_dir(&dir).unwrap();
    checked_in::write(&dir, &rendered).unwrap();
    assert!(checked_in::check(&dir, &rendered).unwrap().is_empty());
    std::fs::write(dir.join("rays.rs"), "// edited\n").unwrap();
    let stale = checked_in::check(&dir, &rendered).unwrap();
    assert_eq!(stale, vec![checked_in::Stale::Differs(dir.join("rays.rs"))]);
    // No temporary files are left behind.
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty());
}
