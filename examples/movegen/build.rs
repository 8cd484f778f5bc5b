//! Generates the move generator of every variant of the generator's shipped `variants.ini`
//! into `OUT_DIR/movegen.rs`, one module per variant, through a build script's request
//! (`src/lib.rs` includes the file).

use vector_attacks_codegen::variant::{Variant, SHIPPED};
use vector_attacks_codegen::{Error, Request, Visibility};

fn main() -> Result<(), Error> {
    let mut request = Request::new();
    for name in Variant::names(SHIPPED)? {
        // A module's name is the variant's, `-` written `_` (`ai-wok` becomes `ai_wok`).
        let module = name.replace('-', "_");
        request = request.move_generator(module, Variant::shipped(&name)?, Visibility::Public);
    }
    request.write_to_out_dir("movegen.rs")?;
    Ok(())
}
