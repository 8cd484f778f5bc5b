//! `vector_attacks._native`: pyffish's functions and a stateful `Board`, answered by a move
//! generator generated for each variant at build time (`build.rs`). The Python package
//! `vector_attacks` re-exports it; `vector_attacks/__init__.pyi` documents every function.

#![forbid(unsafe_code)]

/// The generated move generators, one module per variant.
#[allow(clippy::all, dead_code, missing_docs, unused_imports)]
pub mod generated {
    include!(concat!(env!("OUT_DIR"), "/movegen.rs"));
}

pub mod board;
pub mod error;
pub mod fen;
pub mod functions;
pub mod ini;
pub mod line;
pub mod macros;
pub mod module;
pub mod notation;
pub mod registry;

include!(concat!(env!("OUT_DIR"), "/variants.rs"));

use pyo3::prelude::*;

/// The module Python imports.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    functions::add(m)?;
    m.add_class::<board::Board>()?;
    Ok(())
}
