//! Computes chess square-relation lookup tables and emits them as Rust source.
//!
//! The tables are those of the chessprogramming articles "Square Attacked By" and "Vector
//! Attacks": in-between sets stored rectangular (`arrRectangular`), triangular
//! (`arrTriangular`) or by 0x88 difference (`arrInBetweenBy0x88Diff`), the branch-free pure
//! calculation, queen ray unit vectors (`rayUnitVectorQueen`), Chebyshev and Manhattan
//! distance, attacks by 0x88 difference and piece (`attacksBy0x88DiffAndPiece`), and the sets
//! of "attacks to a square" (`arrPawnAttacks`, `arrKnightAttacks`, `arrKingAttacks`,
//! empty-board attacks, `LineBB`, rays by direction, Wiereyn's direction table), and the
//! mailbox layouts of "Vector Attacks" and "0x88" (template boards, conversions both ways,
//! increment vectors).
//!
//! Each table family declares its tables in a module of [`families`]; the [`catalog`] lists
//! the families. Data flows one way: a [`Request`] goes in; its tables' declarations
//! [`compute`] plain [`Table`] data;
//! [`emit`] turns the data into items; a sink writes them (a build script's `OUT_DIR`, the
//! procedural macro, or the CLI's checked-in files).
//!
//! ```
//! use vector_attacks_codegen::{generate_source, Request, TableId};
//! let request = Request::new().table(TableId::InBetweenRectangular);
//! let text = generate_source(&request, "// generated\n").unwrap();
//! assert!(text.contains("pub static IN_BETWEEN_RECTANGULAR: [[u64; 64]; 64]"));
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod betza;
pub mod build_script;
pub mod catalog;
pub mod checked_in;
pub mod compute;
pub mod declaration;
pub mod emit;
mod error;
pub mod families;
pub mod geometry;
pub mod mailbox;
pub mod movegen;
pub mod names;
mod request;
pub mod show;
mod strategy;
pub mod suggest;
pub mod syntax;
mod table;
mod table_id;
pub mod variant;
pub mod writer;

pub use catalog::ElementType;
pub use compute::in_between::Semantics;
pub use error::Error;
pub use geometry::{Displacement, Geometry, Numbering, VectorLayout};
pub use request::{Item, Request, Storage, Visibility};
pub use strategy::AttackStrategy;
pub use table::{Table, Values};
pub use table_id::TableId;

use proc_macro2::{Span, TokenStream};

/// Validates `request`, computes its tables and emits their items as one token stream.
///
/// ```
/// use vector_attacks_codegen::{generate, Request, TableId};
/// let tokens = generate(&Request::new().table(TableId::ChebyshevBySquares)).unwrap();
/// assert!(tokens.to_string().contains("CHEBYSHEV_DISTANCE"));
/// ```
pub fn generate(request: &Request) -> Result<TokenStream, Error> {
    request.validate()?;
    let mut items = TokenStream::new();
    for item in request.items() {
        let emitted = generate_item(request, item, Span::call_site());
        items.extend(emitted.map_err(|e| match &item.location {
            Some(location) => Error::Syntax {
                location: location.clone(),
                message: e.to_string(),
            },
            None => e,
        })?);
    }
    emit::share_tables(items)
}

/// Computes and emits one item of `request` (which is not validated here), its name
/// carrying `name_span` (so that rustc points at the name in a macro's input).
fn generate_item(request: &Request, item: &Item, name_span: Span) -> Result<TokenStream, Error> {
    let content = item.compute_for(request)?;
    let doc = item.describe_for(request);
    emit::item(item, &content, &doc, name_span)
}

/// [`generate`], formatted as a source file that starts with `header`.
///
/// ```
/// use vector_attacks_codegen::{generate_source, Request, TableId};
/// let a = generate_source(&Request::all(), "// x\n").unwrap();
/// let b = generate_source(&Request::all(), "// x\n").unwrap();
/// assert_eq!(a, b); // deterministic
/// ```
pub fn generate_source(request: &Request, header: &str) -> Result<String, Error> {
    emit::source(header, generate(request)?)
}
