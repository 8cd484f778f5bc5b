//! Generates the move generator of every variant of the generator's shipped `variants.ini`
//! into `OUT_DIR/movegen.rs`, one module per variant, through a build script's request
//! (`src/lib.rs` includes the file).

use vector_attacks_codegen::variant::{Variant, SHIPPED};
use vector_attacks_codegen::{Error, Request, Visibility};

fn main() -> Result<(), Error> {
    let mut request = Request::new();
    for name in Variant::names(SHIPPED)? {
        request = request.move_generator(&name, Variant::shipped(&name)?, Visibility::Public);
    }
    request.write_to_out_dir("movegen.rs")?;
    Ok(())
}
