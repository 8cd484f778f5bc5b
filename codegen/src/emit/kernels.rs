//! The emitted templates of the two slider kernels, each written once: the attack-set
//! functions of any request inline them, and the 8x8 runtime's getters call them as the
//! functions [`runtime`] generates into `tables/sliders.rs`. Their references (what the tests
//! hold them to) are [`crate::compute::sliders::obstruction_line`] and
//! [`crate::compute::sliders::Magic::index`].

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

/// The obstruction-difference kernel as statements ending in its value: the attacks along
/// one line from `lower` and `upper` (the line's squares below and above the slider) and
/// `occupied`, all of type `bitboard`, each way up to and including the first blocker.
///
/// ```
/// let body = vector_attacks_codegen::emit::kernels::obstruction_line(&quote::format_ident!("u64"));
/// assert!(body.to_string().contains("wrapping_sub"));
/// ```
pub fn obstruction_line(bitboard: &Ident) -> TokenStream {
    quote! {
        let below = lower & occupied;
        let above = upper & occupied;
        let ms1b: #bitboard = 1 << (below | 1).ilog2();
        (lower | upper) & (above ^ above.wrapping_sub(ms1b))
    }
}

/// The fancy-magic kernel as an expression: the slot of `occupied` among the attack sets,
/// from an entry's `mask`, `magic`, `shift` and `offset` (all `u64`).
///
/// ```
/// let index = vector_attacks_codegen::emit::kernels::magic_index();
/// assert!(index.to_string().contains("wrapping_mul"));
/// ```
pub fn magic_index() -> TokenStream {
    quote!(offset as usize + ((occupied & mask).wrapping_mul(magic) >> shift) as usize)
}

/// The two kernels as public functions on `u64` bitboards, for the 8x8 runtime's
/// `tables/sliders.rs`: `obstruction_line(lower, upper, occupied)` and
/// `magic_index(entry, occupied)`.
///
/// ```
/// let code = vector_attacks_codegen::emit::kernels::runtime().to_string();
/// assert!(code.contains("pub fn obstruction_line") && code.contains("pub fn magic_index"));
/// ```
pub fn runtime() -> TokenStream {
    let line = obstruction_line(&format_ident!("u64"));
    let index = magic_index();
    quote! {
        /// The attacks along one line through a slider's square by obstruction difference:
        /// `lower` and `upper` are an entry of `OBSTRUCTION_DIFFERENCE` (the line's squares
        /// below and above the slider), the result each way up to and including the first
        /// occupied square. The template `vector_attacks_codegen::emit::kernels::obstruction_line`,
        /// held to the reference `compute::sliders::obstruction_line`.
        ///
        /// ```
        /// // The rank of c1: a1, b1 below, d1 to h1 above; b1 and f1 occupied.
        /// let line = vector_attacks::tables::obstruction_line(0b11, 0b1111_1000, 0b10_0010);
        /// assert_eq!(line, 0b11_1010); // b1, d1, e1, f1
        /// ```
        #[inline(always)]
        #[must_use]
        pub fn obstruction_line(lower: u64, upper: u64, occupied: u64) -> u64 {
            #line
        }

        /// The slot of `occupied` among a slider's fancy-magic attack sets, from its entry
        /// `[mask, magic, shift, offset]` of `ROOK_MAGICS` or `BISHOP_MAGICS`. The template
        /// `vector_attacks_codegen::emit::kernels::magic_index`, held to the reference
        /// `compute::sliders::Magic::index`.
        ///
        /// ```
        /// use vector_attacks::tables::{magic_index, ROOK_MAGICS, ROOK_MAGIC_ATTACKS};
        /// // A rook on a1 with every square occupied attacks a2 and b1.
        /// assert_eq!(ROOK_MAGIC_ATTACKS[magic_index(&ROOK_MAGICS[0], !0)], 0x102);
        /// ```
        #[inline(always)]
        #[must_use]
        #[allow(clippy::cast_possible_truncation)]
        pub fn magic_index(entry: &[u64; 4], occupied: u64) -> usize {
            let [mask, magic, shift, offset] = *entry;
            #index
        }
    }
}
