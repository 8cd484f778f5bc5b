//! The emitted templates of the two slider kernels, each written once: the attack-set
//! functions of any request inline them, and the 8x8 runtime's getters call them as the
//! functions [`runtime_kernels`] generates into `tables/sliders.rs`. Their references (what the tests
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

/// The black-magic kernel as an expression: the slot of `occupied` in a square's window of
/// `2^bits` attack sets, from its `not_mask` and `factor` (all `u64`; `bits` a constant). The
/// shift is fixed, so the slot is below `2^bits` by construction.
///
/// ```
/// let slot = vector_attacks_codegen::emit::kernels::black_magic_slot();
/// assert!(slot.to_string().contains("not_mask"));
/// ```
pub fn black_magic_slot() -> TokenStream {
    quote!(((occupied | not_mask).wrapping_mul(factor) >> (64 - BITS)) as usize)
}

/// The three kernels as public functions on `u64` bitboards, for the 8x8 runtime's
/// `tables/sliders.rs`: `obstruction_line(lower, upper, occupied)`,
/// `magic_index(entry, occupied)` and `black_magic_slot::<BITS>(not_mask, factor, occupied)`;
/// then the set-wise attack functions of [`super::fills::runtime_fills`] and the rotated
/// bitboards' `RotatedOccupancy` ([`super::rotated::occupancy_type`]).
///
/// ```
/// let code = vector_attacks_codegen::emit::kernels::runtime_kernels().to_string();
/// assert!(code.contains("pub fn obstruction_line") && code.contains("pub fn magic_index"));
/// ```
pub fn runtime_kernels() -> TokenStream {
    let line = obstruction_line(&format_ident!("u64"));
    let index = magic_index();
    let slot = black_magic_slot();
    let fills = super::fills::runtime_fills();
    let rotated = super::rotated::occupancy_type(
        &crate::compute::rotated::Rotation::new(crate::model::geometry::Geometry::STANDARD),
        &crate::catalog::request::Item::new(crate::model::table_id::TableId::AttacksFn),
        true,
    )
    .expect("the 8x8 rotation tables fit their types");
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

        /// The slot of `occupied` in a square's window of `2^BITS` black-magic attack sets
        /// (`BITS` 12 for a rook, 9 for a bishop), from its `not_mask` and `factor` in
        /// `ROOK_BLACK_MAGICS` or `BISHOP_BLACK_MAGICS`; the window starts at the entry's
        /// offset in `BLACK_MAGIC_ATTACKS`. The template
        /// `vector_attacks_codegen::emit::kernels::black_magic_slot`, held to the reference
        /// `compute::black_magics::BlackMagic::index`.
        ///
        /// ```
        /// use vector_attacks::tables::{black_magic_slot, BLACK_MAGIC_ATTACKS, ROOK_BLACK_MAGICS};
        /// // A rook on a1 with every square occupied attacks a2 and b1.
        /// let [not_mask, factor, offset] = ROOK_BLACK_MAGICS[0];
        /// let slot = black_magic_slot::<12>(not_mask, factor, !0);
        /// assert_eq!(BLACK_MAGIC_ATTACKS[offset as usize + slot], 0x102);
        /// ```
        #[inline(always)]
        #[must_use]
        #[allow(clippy::cast_possible_truncation)]
        pub fn black_magic_slot<const BITS: u32>(not_mask: u64, factor: u64, occupied: u64) -> usize {
            #slot
        }

        #fills

        #rotated
    }
}
