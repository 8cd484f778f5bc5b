//! The README's and the guide's snippets compile: each block whose first line names a file of
//! this repository (`// examples/...`) must appear in that file verbatim, and those files are
//! built and tested as workspace members. (Plain blocks run as doctests of this crate.) The
//! README stays short enough for a newcomer.

/// The snippets of `text` that name a file, checked against the file; how many there were.
fn check_snippets(root: &str, document: &str) -> usize {
    let text = std::fs::read_to_string(format!("{root}/{document}")).unwrap();
    let mut checked = 0;
    for block in text.split("```").skip(1).step_by(2) {
        let mut lines = block.lines().skip(1); // the language tag
        let Some(first) = lines.next() else { continue };
        let Some(path) = first
            .strip_prefix("// ")
            .filter(|p| p.starts_with("examples/"))
        else {
            continue;
        };
        let body: Vec<&str> = lines.collect();
        let file = std::fs::read_to_string(format!("{root}/{path}")).unwrap();
        let body = body.join("\n");
        assert!(
            file.contains(body.trim()),
            "{document} block for {path} is not in that file:\n{body}"
        );
        checked += 1;
    }
    checked
}

#[test]
fn snippets_naming_a_file_are_in_that_file() {
    let root = env!("CARGO_MANIFEST_DIR");
    if !std::path::Path::new(root).join("examples").is_dir() {
        eprintln!(
            "skipped: the README's example crates are not packaged; run this in the repository"
        );
        return;
    }
    let readme = check_snippets(root, "README.md");
    assert!(readme >= 6, "only {readme} README snippets checked");
    let guide = check_snippets(root, "docs/guide.md");
    assert!(guide >= 1, "only {guide} guide snippets checked");
}

#[test]
fn the_readme_is_at_most_300_lines() {
    let readme = include_str!("../README.md");
    let lines = readme.lines().count();
    assert!(lines <= 300, "README.md has {lines} lines");
}
