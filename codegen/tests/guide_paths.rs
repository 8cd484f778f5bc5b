//! The guide's tables of where things are (`docs/guide.md`, "How the generator is shaped":
//! the layers, and "Where each new kind of thing goes") name only paths that exist, so a
//! newcomer who follows them lands on a file; the row for a new `variants.ini` option lists
//! its slice.

use std::path::Path;

/// The workspace's root (the parent of `codegen/`).
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("codegen/ has a parent")
}

/// The lines of the Markdown table that follows the line `heading` in `text`.
fn table_after<'a>(text: &'a str, heading: &str) -> Vec<&'a str> {
    let mut lines = text.lines().skip_while(|l| !l.starts_with(heading)).skip(1);
    let mut table = Vec::new();
    for line in lines.by_ref() {
        if line.starts_with('|') {
            table.push(line);
        } else if !table.is_empty() {
            break;
        }
    }
    table
}

/// The code spans of `line` that name a path: a `/` in them, no spaces, no placeholder
/// (`<rule>`), no Rust path (`::`).
fn paths(line: &str) -> Vec<&str> {
    line.split('`')
        .skip(1)
        .step_by(2)
        .filter(|span| {
            span.contains('/')
                && !span.contains(' ')
                && !span.contains('<')
                && !span.contains("::")
                && !span.contains('*')
        })
        .collect()
}

/// Where a path named in the guide is: from the workspace's root, or, for a folder of the
/// generator's layers (`compute/`, `movegen/plan.rs`), from `codegen/src`; a path under
/// `codegen/` is also found in this crate as packaged (without the workspace around it).
fn exists(path: &str) -> bool {
    let path = path.trim_end_matches('/');
    let krate = Path::new(env!("CARGO_MANIFEST_DIR"));
    let packaged = path.strip_prefix("codegen/").map(|p| krate.join(p));
    root().join(path).exists()
        || root().join("codegen/src").join(path).exists()
        || krate.join("src").join(path).exists()
        || packaged.is_some_and(|p| p.exists())
}

/// The paths of `table` that do not exist.
fn missing<'a>(table: &[&'a str]) -> Vec<&'a str> {
    table
        .iter()
        .flat_map(|line| paths(line))
        .filter(|p| !exists(p))
        .collect()
}

/// The guide, where the crate is in its workspace (the guide is not packaged with it).
fn guide() -> Option<String> {
    let guide = std::fs::read_to_string(root().join("docs/guide.md")).ok();
    if guide.is_none() {
        eprintln!("skipped: the repository's guide is not packaged with this crate");
    }
    guide
}

#[test]
fn the_tables_of_where_things_go_name_paths_that_exist() {
    let Some(guide) = guide() else { return };
    for heading in [
        "| layer | folder | holds |",
        "Where each new kind of thing goes:",
    ] {
        let table = table_after(&guide, heading);
        assert!(
            table.len() > 5,
            "no table after `{heading}` in docs/guide.md"
        );
        let named: usize = table.iter().map(|l| paths(l).len()).sum();
        assert!(named > 5, "the table after `{heading}` names {named} paths");
        let missing = missing(&table);
        assert!(
            missing.is_empty(),
            "docs/guide.md, the table after `{heading}`, names paths that do not exist: {missing:?}"
        );
    }
}

#[test]
fn a_new_option_has_a_row_listing_its_slice() {
    let Some(guide) = guide() else { return };
    let table = table_after(&guide, "Where each new kind of thing goes:");
    let row = table
        .iter()
        .find(|l| l.starts_with("| a new `variants.ini` option |"))
        .expect("a row for a new variants.ini option");
    // Its reading, its part of the plan, the template, the reference, the variants and
    // the oracle, in that order.
    let order = [
        "codegen/src/input/variant/options.rs",
        "codegen/src/input/variant/castling.rs",
        "codegen/src/movegen/castling.rs",
        "codegen/src/movegen/rules.rs",
        "codegen/templates/movegen/castling.rs",
        "codegen/src/reference/",
        "codegen/variants.ini",
        "tests/oracle/movegen.py",
    ];
    let at: Vec<usize> = order
        .iter()
        .map(|p| {
            row.find(&format!("`{p}`"))
                .unwrap_or_else(|| panic!("the row names no `{p}`"))
        })
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "out of order: {at:?}");
}

#[test]
fn the_check_finds_a_path_that_does_not_exist() {
    let table = [
        "| x | `codegen/src/movegen/plan.rs`, `compute/`, `rules::SLICES` |",
        "| y | `codegen/src/movegen/nowhere.rs` and `codegen/src/movegen/<rule>.rs` |",
    ];
    assert_eq!(missing(&table), ["codegen/src/movegen/nowhere.rs"]);
    assert_eq!(paths(table[0]), ["codegen/src/movegen/plan.rs", "compute/"]);
}
