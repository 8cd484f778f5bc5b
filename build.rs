//! With feature `codegen`, regenerates the tables into `OUT_DIR` with the same generator and
//! request as the checked-in `tables/`; without it, does nothing.

fn main() {
    // Rerun only when this script changes (or, through cargo, when the generator does).
    println!("cargo:rerun-if-changed=build.rs");
    #[cfg(feature = "codegen")]
    generate();
}

#[cfg(feature = "codegen")]
fn generate() {
    use vector_attacks_codegen::checked_in;
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let header = checked_in::header(checked_in::REGENERATE);
    let written = checked_in::render(&header).and_then(|files| checked_in::write(&out, &files));
    if let Err(e) = written {
        panic!("vector-attacks: generating tables failed: {e}");
    }
}
