//! The generator's layers, as the guide's "How the generator is shaped" orders them: every
//! module of `codegen/src` names (through `crate::`) only modules of its own layer or below,
//! and the names the crate root re-exports count as the layer they come from. The reference
//! move generator (`reference/`) is a layer beside the product: it may import the model and
//! the inputs, and nothing of the product imports it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The layers, lowest first: a folder (or a file beside `lib.rs`) of `codegen/src` each.
const LAYERS: &[&[&str]] = &[
    &["model", "error"],
    &["input"],
    &["reference"],
    &["compute"],
    &["catalog"],
    &["emit"],
    &["movegen"],
    &["output", "lib"],
    &["cli"],
];

fn layer_of(top: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&top))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The folder (or file beside `lib.rs`, without `.rs`) of `codegen/src` a file is in.
fn top_of(relative: &Path) -> String {
    let first = relative.components().next().unwrap().as_os_str();
    first.to_str().unwrap().trim_end_matches(".rs").to_owned()
}

/// The text without its comments (line comments, doc comments included).
fn code(text: &str) -> String {
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The identifiers `crate::` is followed by, directly or inside a `use crate::{..}` group
/// (the first segment of each path in it).
fn crate_names(code: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut names = Vec::new();
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let body = &group[..group.find("};").unwrap_or(group.len())];
            // Top-level entries of the group only: skip nested braces.
            let mut depth = 0;
            let mut entry = String::new();
            for c in body.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        names.push(ident(entry.trim()));
                        entry.clear();
                    }
                    _ if depth == 0 => entry.push(c),
                    _ => {}
                }
            }
            names.push(ident(entry.trim()));
        } else {
            names.push(ident(rest));
        }
    }
    names.retain(|n| !n.is_empty());
    names
}

#[test]
fn no_module_names_a_layer_above_its_own() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // The root's re-exports, by the layer they come from: `pub use model::geometry::{A, B};`.
    let lib = std::fs::read_to_string(src.join("lib.rs")).unwrap();
    let mut exported: BTreeMap<String, usize> = BTreeMap::new();
    for line in lib.lines().filter_map(|l| l.strip_prefix("pub use ")) {
        let top: String = line.chars().take_while(|c| *c != ':').collect();
        let layer = layer_of(&top).unwrap_or_else(|| panic!("`{top}` is in no layer"));
        let tail = line.trim_end_matches(';');
        let names = match tail.rfind('{') {
            Some(open) => tail[open + 1..].trim_end_matches('}').to_owned(),
            None => tail.rsplit("::").next().unwrap().to_owned(),
        };
        for name in names.split(',') {
            exported.insert(name.trim().to_owned(), layer);
        }
    }
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(
        files.len() > 50,
        "{} files under {}",
        files.len(),
        src.display()
    );
    let mut above = Vec::new();
    let mut through_root = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&src).unwrap();
        let top = top_of(relative);
        let own = layer_of(&top).unwrap_or_else(|| panic!("{} is in no layer", relative.display()));
        let text = std::fs::read_to_string(file).unwrap();
        for name in crate_names(&code(&text)) {
            // The root declares the modules and the public API; the crate's own modules
            // import from where things live, not through its re-exports.
            if layer_of(&name).is_none() && exported.contains_key(&name) {
                through_root.push(format!("{} names crate::{name}", relative.display()));
            }
            let layer = layer_of(&name).or_else(|| exported.get(&name).copied());
            if let Some(layer) = layer {
                if layer > own {
                    above.push(format!("{} names crate::{name}", relative.display()));
                }
            }
        }
    }
    assert!(
        above.is_empty(),
        "modules naming a layer above their own:\n{}",
        above.join("\n")
    );
    assert!(
        through_root.is_empty(),
        "modules importing through the crate root's re-exports:\n{}",
        through_root.join("\n")
    );
}

/// The folders (and files beside `lib.rs`) of the product: every one but the reference
/// layer itself and the CLI, whose `show` draws a variant's moves with it.
const PRODUCT: &[&str] = &[
    "model", "error", "input", "compute", "catalog", "emit", "movegen", "output", "lib",
];

#[test]
fn no_product_module_names_the_reference_generator() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut naming = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&src).unwrap();
        let top = top_of(relative);
        let top = top.as_str();
        assert!(
            PRODUCT.contains(&top) || ["reference", "cli"].contains(&top),
            "{} is in no layer",
            relative.display()
        );
        let text = std::fs::read_to_string(file).unwrap();
        if PRODUCT.contains(&top) && crate_names(&code(&text)).iter().any(|n| n == "reference") {
            naming.push(relative.display().to_string());
        }
    }
    assert!(
        naming.is_empty(),
        "product modules naming crate::reference:\n{}",
        naming.join("\n")
    );
}

#[test]
fn the_check_sees_an_import_from_above() {
    // The parser the check rests on finds the paths a planted upward import would use.
    let names = crate_names("use crate::{emit::kernels, Error, model::{geometry, betza}};\nlet x = crate::movegen::NAME;");
    assert_eq!(names, ["emit", "Error", "model", "movegen"]);
    assert_eq!(
        code("let a = 1; // crate::cli\n/// crate::emit"),
        "let a = 1; \n"
    );
    assert!(layer_of("emit") > layer_of("catalog"));
}
