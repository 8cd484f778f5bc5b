//! The move generator through the `tables!` macro, from the shipped `variants.ini` and from
//! a file of the package's own (`sixbysix.ini`, Los Alamos chess under another name), beside a
//! table: both count Fairy-Stockfish's perft of Los Alamos chess. A private module of which
//! only `perft` is used (`gardner`, written by the build script and included) compiles
//! without a warning: this file denies them.

#![deny(warnings)]

vector_attacks_macros::tables! {
    pub mod losalamos = move_generator(variant = "losalamos");
    pub mod sixbysix = move_generator(variant = "sixbysix", variants_ini = "sixbysix.ini");
    static DISTANCE: u8 = chebyshev_squares;
}

include!(concat!(env!("OUT_DIR"), "/private.rs"));

#[test]
fn the_macro_emits_move_generators() {
    // Fairy-Stockfish's tests/perft.sh: losalamos startpos 5 191846.
    assert_eq!(
        losalamos::perft_bulk(&losalamos::Position::start(), 5),
        191_846
    );
    assert_eq!(
        sixbysix::perft_bulk(&sixbysix::Position::start(), 5),
        191_846
    );
    assert_eq!(DISTANCE[0][63], 7);
    // Gardner's minichess, depth 3 from the start, as pyffish's legal moves count it.
    assert_eq!(gardner::perft(&gardner::Position::start(), 3), 506);
}

/// Editing a `variants.ini` regenerates what was made from it: the parts' build script, which
/// reads `semantics.ini` with `Variant::from_file`, told cargo to rerun when it changes (cargo
/// keeps what a build script printed in `output` beside its `OUT_DIR`), and the macro's
/// expansion includes `sixbysix.ini` as bytes, so the compiler expands it again when the file
/// changes.
#[test]
fn a_changed_variants_ini_regenerates() {
    // (The first part's build script's output: its directory is a sibling of this package's,
    // the newest of them where earlier builds left others.)
    let build = std::path::Path::new(env!("OUT_DIR"))
        .ancestors()
        .nth(2)
        .unwrap();
    let output = std::fs::read_dir(build)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("example-movegen-a-")
        })
        .map(|e| e.path().join("output"))
        .filter(|p| p.is_file())
        .max_by_key(|p| p.metadata().and_then(|m| m.modified()).ok())
        .unwrap();
    let printed = std::fs::read_to_string(&output).unwrap();
    assert!(
        printed.contains("cargo:rerun-if-changed=../../semantics.ini"),
        "{}: {printed}",
        output.display()
    );
    let expanded = vector_attacks_codegen::syntax::expand(
        "mod sixbysix = move_generator(variant = \"sixbysix\", variants_ini = \"sixbysix.ini\");"
            .parse()
            .unwrap(),
    )
    .to_string();
    assert!(expanded.contains("include_bytes !"), "{}", &expanded[..200]);
    assert!(expanded.contains("sixbysix.ini"));
}
