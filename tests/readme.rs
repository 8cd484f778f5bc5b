//! The README's snippets compile: each block whose first line names a file of this
//! repository (`// examples/...`) must appear in that file verbatim, and those files are
//! built and tested as workspace members. (Plain blocks run as doctests of this crate.)

#[test]
fn snippets_naming_a_file_are_in_that_file() {
    let root = env!("CARGO_MANIFEST_DIR");
    if !std::path::Path::new(root).join("examples").is_dir() {
        eprintln!(
            "skipped: the README's example crates are not packaged; run this in the repository"
        );
        return;
    }
    let readme = std::fs::read_to_string(format!("{root}/README.md")).unwrap();
    let mut checked = 0;
    for block in readme.split("```").skip(1).step_by(2) {
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
            "README block for {path} is not in that file:\n{body}"
        );
        checked += 1;
    }
    assert!(checked >= 4, "only {checked} snippets checked");
}
