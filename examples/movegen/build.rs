//! Writes what the tests and the example include beside the move generators, which the two
//! parts generate (`parts/build.rs`): `OUT_DIR/shipped.rs`, a macro naming every shipped
//! variant's module, and `OUT_DIR/private.rs`, a private module for `tests/ways.rs`.

use vector_attacks_codegen::variant::{Variant, SHIPPED};
use vector_attacks_codegen::{Error, Request, Visibility};

fn main() -> Result<(), Error> {
    // A module's name is the variant's, `-` written `_` and `v` before a leading digit
    // (`ai-wok` becomes `ai_wok`, `3check` becomes `v3check`).
    let modules: Vec<String> = Variant::names(SHIPPED)?
        .iter()
        .map(|name| vector_attacks_codegen::variant::module_name(name))
        .collect();
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
