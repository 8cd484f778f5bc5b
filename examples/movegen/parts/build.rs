//! Generates one part of `examples/movegen`'s move generators into `OUT_DIR/movegen.rs`, one
//! module per variant: `example-movegen-a` the first of each pair of variants, in order, of the
//! generator's shipped `variants.ini` and then of the package's own `semantics.ini` and
//! `endings.ini`; `example-movegen-b` the second. Two crates of half the modules each compile
//! side by side on two cores, where one crate of them all kept one core busy and the other
//! idle (rustc checks and lowers a crate on one thread); `example-movegen` re-exports both.
//! The request tells cargo to rerun the script when a file it reads changes.

use std::path::Path;

use vector_attacks_codegen::variant::{module_name, Variant, SHIPPED};
use vector_attacks_codegen::{Error, Request, Visibility};

fn main() -> Result<(), Error> {
    // (Run in the part's own directory: `parts/a` or `parts/b`.)
    let second = std::env::var("CARGO_PKG_NAME").is_ok_and(|name| name.ends_with("-b"));
    let mut variants = Vec::new();
    for name in Variant::names(SHIPPED)? {
        let variant = Variant::shipped(&name)?;
        variants.push((name, variant));
    }
    for file in ["../../semantics.ini", "../../endings.ini"] {
        let own = Path::new(file);
        let text = std::fs::read_to_string(own).map_err(|e| Error::Variant {
            variant: file.to_owned(),
            message: format!("cannot read it: {e}"),
        })?;
        for name in Variant::names(&text)? {
            let variant = Variant::from_file(own, &name)?;
            variants.push((name, variant));
        }
    }
    let mut request = Request::new();
    for (_, (name, variant)) in variants
        .into_iter()
        .enumerate()
        .filter(|(i, _)| (i % 2 == 1) == second)
    {
        // A module's name is the variant's, `-` written `_` and `v` before a leading digit
        // (`ai-wok` becomes `ai_wok`, `3check` becomes `v3check`).
        request = request.move_generator(module_name(&name), variant, Visibility::Public);
    }
    // Every module implements the runtime's `Game` trait (tests/game.rs uses it); the 8x8
    // ones name the runtime's slider magics rather than each compiling a copy.
    request
        .game_trait("vector_attacks::Game")
        .magics_from("vector_attacks::tables")
        .write_to_out_dir("movegen.rs")?;
    Ok(())
}
