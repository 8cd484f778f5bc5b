//! `tables!`: the vector-attacks lookup tables, expanded inline.
//!
//! The input is the request syntax of `vector_attacks_codegen::syntax`, the same a request
//! file for the CLI uses, and the expansion is the same items the build-script builder and
//! the CLI emit for it. Mistakes are compile errors pointing at the offending token.
//!
//! ```
//! use vector_attacks_macros::tables; // or `use vector_attacks::tables;` (feature `macros`)
//!
//! tables! {
//!     numbering = a1;
//!     pub static BETWEEN = in_between_rectangular;
//!     pub const KING_STEPS: u8 = chebyshev_squares;
//!     pub fn between_calculated = in_between_calculated;
//! }
//!
//! assert_eq!(BETWEEN[0][63], 0x0040_2010_0804_0200); // a1, h8: b2 ... g7
//! assert_eq!(KING_STEPS[0][63], 7);
//! assert_eq!(between_calculated(0, 63), BETWEEN[0][63]);
//! ```

use proc_macro::TokenStream;

/// Expands a request into `static`/`const` tables and functions.
///
/// Import it from `vector_attacks` (with that crate's feature `macros`:
/// `use vector_attacks::tables;`) or from this crate (`use vector_attacks_macros::tables;`).
///
/// Settings (optional, once each): `numbering = a1 | a8;` and
/// `semantics = strict | stockfish;`. Items:
/// `[pub | pub(crate)] static | const | fn NAME [: ELEMENT] = TABLE [(width = W, offset = O)];`
/// where `TABLE` is one of `in_between_rectangular`, `in_between_triangular`,
/// `in_between_0x88`, `in_between_calculated` (a `fn`), `ray_unit_vector_queen_15`,
/// `ray_unit_vector_queen_16`, `chebyshev_0x88`, `manhattan_0x88`, `chebyshev_vector_15`,
/// `manhattan_vector_15`, `chebyshev_squares`, `manhattan_squares`, `attacks_0x88`,
/// `piece_mask_0x88`, `pawn_attacks`, `knight_attacks`, `king_attacks`, `pseudo_attacks`,
/// `line`, `rays`, `direction_0x88`, `direction_0x88_119`.
///
/// ```
/// # use vector_attacks_macros::tables;
/// tables! {
///     numbering = a8;
///     semantics = stockfish;
///     const BETWEEN = in_between_rectangular;
///     static RAYS: i16 = ray_unit_vector_queen_16(width = 16, offset = 120);
/// }
/// // a8 = 0: a8 to c8 passes b8 (square 1) and, under Stockfish's convention, ends on c8.
/// assert_eq!(BETWEEN[0][2], 0b110);
/// // With a8 = 0, two ranks down is +32 in square numbers, walked in steps of +16.
/// assert_eq!(RAYS[120 + 32], 16);
/// ```
#[proc_macro]
pub fn tables(input: TokenStream) -> TokenStream {
    vector_attacks_codegen::syntax::expand(input.into()).into()
}
