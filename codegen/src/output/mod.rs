//! The outputs: where generated source goes. The request syntax ([`syntax`]: a request
//! file, or the `tables!` macro's input, read and expanded), files written whole or not at all
//! ([`writer`]), the checked-in set `tables/` ([`checked_in`]) and a build script's `OUT_DIR`
//! ([`build_script`]); the pipeline all of them call ([`pipeline`]).
//!
//! It may import every layer of the library below it (model, inputs, computations,
//! catalogue, emitters, move generator); only the CLI imports it.
//!
//! ```
//! use vector_attacks_codegen::output::syntax::RequestSyntax;
//! let parsed: RequestSyntax = syn::parse_str("pub static D = chebyshev_squares;").unwrap();
//! assert!(parsed.generate().unwrap().to_string().contains("pub static D"));
//! ```

pub mod build_script;
pub mod checked_in;
pub mod pipeline;
pub mod syntax;
pub mod writer;
