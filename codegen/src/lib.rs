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

pub mod catalog;
pub mod compute;
pub mod emit;
mod error;
pub mod input;
pub mod model;
pub mod movegen;
pub mod output;
pub mod reference;

// The modules at their earlier paths, so that users' imports keep working.
pub use catalog::{declaration, families};
pub use compute::mailbox;
pub use input::{betza, variant};
pub use model::{geometry, names, suggest};
pub use output::{build_script, checked_in, syntax, writer};

pub use catalog::request::{Item, MoveGenerator, Request, Storage, Visibility};
pub use compute::in_between::Semantics;
pub use compute::strategy::AttackStrategy;
pub use error::Error;
pub use model::geometry::{Displacement, Geometry, Numbering, VectorLayout};
pub use model::table::ElementType;
pub use model::table::{Table, Values};
pub use model::table_id::TableId;
pub use output::pipeline::{generate, generate_source};
