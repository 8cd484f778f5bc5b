//! The move generator's template is the files of `codegen/templates/movegen/`: every file
//! there is placed in the generated module (`movegen::template::FILES`), and
//! `codegen/template-check` compiles every one, in the same order, so that no file is
//! generated without being checked or checked without being generated.

use std::path::Path;

use vector_attacks_codegen::movegen::template::FILES;

#[test]
fn every_template_file_is_placed_and_checked_in_order() {
    let codegen = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut on_disk: Vec<String> = std::fs::read_dir(codegen.join("templates/movegen"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".rs"))
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = FILES.iter().map(|f| (*f).to_owned()).collect();
    listed.sort();
    assert_eq!(
        on_disk, listed,
        "templates/movegen/ against template::FILES"
    );
    let Ok(check) = std::fs::read_to_string(codegen.join("template-check/src/lib.rs")) else {
        eprintln!("skipped: template-check is not packaged with this crate");
        return;
    };
    let included: Vec<&str> = check
        .split("include!(\"../../templates/movegen/")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .collect();
    assert_eq!(
        included, FILES,
        "template-check's includes against template::FILES"
    );
}
