//! Generates the move generator of every variant of the generator's shipped `variants.ini`,
//! and of this package's own `semantics.ini` and `endings.ini`, into `OUT_DIR/movegen.rs`, one
//! module per variant, through a build script's request (`src/lib.rs` includes the file). The request
//! tells cargo to rerun the script when either file changes.

use std::path::Path;

use vector_attacks_codegen::variant::{Variant, SHIPPED};
use vector_attacks_codegen::{Error, Request, Visibility};

fn main() -> Result<(), Error> {
    let mut request = Request::new();
    let mut modules = Vec::new();
    for name in Variant::names(SHIPPED)? {
        // A module's name is the variant's, `-` written `_` and `v` before a leading digit
        // (`ai-wok` would become `ai_wok`, `3check` becomes `v3check`).
        let module = vector_attacks_codegen::variant::module_name(&name);
        request = request.move_generator(&module, Variant::shipped(&name)?, Visibility::Public);
        modules.push(module);
    }
    for file in ["semantics.ini", "endings.ini"] {
        let own = Path::new(file);
        let text = std::fs::read_to_string(own).map_err(|e| Error::Variant {
            variant: file.to_owned(),
            message: format!("cannot read it: {e}"),
        })?;
        for name in Variant::names(&text)? {
            let variant = Variant::from_file(own, &name)?;
            let module = vector_attacks_codegen::variant::module_name(&name);
            request = request.move_generator(&module, variant, Visibility::Public);
        }
    }
    // Every module implements the runtime's `Game` trait (tests/game.rs uses it); the 8x8
    // ones name the runtime's slider magics rather than each compiling a copy.
    request
        .game_trait("vector_attacks::Game")
        .magics_from("vector_attacks::tables")
        .write_to_out_dir("movegen.rs")?;
    // The tests name every shipped module through this macro, so that a variant shipped
    // later is tested without editing them.
    let out = std::env::var_os("OUT_DIR").ok_or(Error::NoOutDir)?;
    let list = format!(
        "/// Calls the macro given with its arguments, then every shipped variant's module.\nmacro_rules! with_shipped_modules {{\n    ($($m:ident)::+ ! ($($args:tt)*)) => {{\n        $($m)::+! {{ $($args)*, {} }}\n    }};\n}}\n",
        modules.join(", ")
    );
    vector_attacks_codegen::build_script::write_if_changed(
        &std::path::Path::new(&out).join("shipped.rs"),
        &list,
    )?;
    // A private module, for tests/ways.rs to include and use in part under
    // `#![deny(warnings)]`.
    Request::new()
        .move_generator("gardner", Variant::shipped("gardner")?, Visibility::Private)
        .write_to_out_dir("private.rs")?;
    Ok(())
}
