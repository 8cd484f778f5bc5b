//! The move generator through the `tables!` macro, from the shipped `variants.ini` and from
//! a file of the package's own (`sixbysix.ini`, Los Alamos chess under another name), beside a
//! table: both count Fairy-Stockfish's perft of Los Alamos chess.

vector_attacks_macros::tables! {
    pub mod losalamos = move_generator(variant = "losalamos");
    pub mod sixbysix = move_generator(variant = "sixbysix", variants_ini = "sixbysix.ini");
    static DISTANCE: u8 = chebyshev_squares;
}

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
}

/// Editing a `variants.ini` regenerates what was made from it: the build script, which reads
/// `semantics.ini` with `Variant::from_file`, told cargo to rerun when it changes (cargo keeps
/// what a build script printed in `output` beside its `OUT_DIR`), and the macro's expansion
/// includes `sixbysix.ini` as bytes, so the compiler expands it again when the file changes.
#[test]
fn a_changed_variants_ini_regenerates() {
    let output = std::path::Path::new(env!("OUT_DIR")).with_file_name("output");
    let printed = std::fs::read_to_string(&output).unwrap();
    assert!(
        printed.contains("cargo:rerun-if-changed=semantics.ini"),
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
