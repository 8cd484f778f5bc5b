//! The rook's and bishop's magics of a board of 64 squares or fewer, written into `rules`
//! (or named from the runtime's tables where the module is placed beside them), with
//! whether every type that rides one line of a pair rides the other.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::compute::sliders::{self, Magics};
use crate::{error::Error, model::geometry::Geometry};

use super::literals::usize_lit;
use super::Emission;

/// The magics of `geometry`: where the board fits 64 bits and the search finds a factor for
/// every square (on a narrow board it may not: the lines' masks then answer instead).
pub(super) fn of(geometry: Geometry) -> Option<[Magics; 2]> {
    if geometry.squares() > 64 {
        return None;
    }
    match (
        sliders::rook_magics(geometry),
        sliders::bishop_magics(geometry),
    ) {
        (Ok(rook), Ok(bishop)) => Some([rook, bishop]),
        _ => None,
    }
}

/// The rook's and bishop's magics where the board has 64 squares or fewer (`MAGICS`), with
/// whether every type that rides one line of a pair rides the other (`ROOK_PAIR`,
/// `BISHOP_PAIR`: then attackers are found by one lookup per pair).
pub(super) fn items(
    magics: Option<&[Magics; 2]>,
    (rook_pair, bishop_pair): (bool, bool),
    emission: &Emission,
) -> Result<TokenStream, Error> {
    let Some([rook, bishop]) = magics else {
        return Ok(quote! {
            pub(super) const MAGICS: bool = false;
            pub(super) const ROOK_PAIR: bool = #rook_pair;
            pub(super) const BISHOP_PAIR: bool = #bishop_pair;
            #[inline(always)]
            pub(super) fn rook_magic(_: usize, _: Bitboard) -> Bitboard {
                0
            }
            #[inline(always)]
            pub(super) fn bishop_magic(_: usize, _: Bitboard) -> Bitboard {
                0
            }
        });
    };
    let index = crate::emit::kernels::magic_index();
    let getters = quote! {
        /// A rook's attacks (file and rank) by magic.
        #[inline(always)]
        pub(super) fn rook_magic(square: usize, occupied: Bitboard) -> Bitboard {
            ROOK_ATTACKS[magic_index(&ROOK_MAGICS[square], occupied)]
        }

        /// A bishop's attacks (both diagonals) by magic.
        #[inline(always)]
        pub(super) fn bishop_magic(square: usize, occupied: Bitboard) -> Bitboard {
            BISHOP_ATTACKS[magic_index(&BISHOP_MAGICS[square], occupied)]
        }
    };
    if let Some(path) = emission.magics_from {
        let path: syn::Path = syn::parse_str(path).map_err(|e| Error::Emit {
            message: format!("`{path}` is not a module path: {e}"),
        })?;
        return Ok(quote! {
            pub(super) const MAGICS: bool = true;
            pub(super) const ROOK_PAIR: bool = #rook_pair;
            pub(super) const BISHOP_PAIR: bool = #bishop_pair;
            use #path::{
                magic_index, BISHOP_MAGICS, BISHOP_MAGIC_ATTACKS as BISHOP_ATTACKS, ROOK_MAGICS,
                ROOK_MAGIC_ATTACKS as ROOK_ATTACKS,
            };
            #getters
        });
    }
    let table = |m: &Magics| -> (TokenStream, TokenStream, Literal) {
        let entries = m.squares.iter().map(|x| {
            let v =
                [x.mask, x.magic, u64::from(x.shift), x.offset as u64].map(Literal::u64_unsuffixed);
            quote!([#(#v),*])
        });
        let attacks = m.attacks.iter().map(|&a| Literal::u64_unsuffixed(a));
        (
            quote!([#(#entries),*]),
            quote!([#(#attacks),*]),
            usize_lit(m.attacks.len()),
        )
    };
    let (rook, rook_attacks, rook_len) = table(rook);
    let (bishop, bishop_attacks, bishop_len) = table(bishop);
    Ok(quote! {
        pub(super) const MAGICS: bool = true;
        pub(super) const ROOK_PAIR: bool = #rook_pair;
        pub(super) const BISHOP_PAIR: bool = #bishop_pair;
        #[allow(clippy::unreadable_literal)]
        static ROOK_MAGICS: [[u64; 4]; SQUARES] = #rook;
        #[allow(clippy::unreadable_literal)]
        static ROOK_ATTACKS: [u64; #rook_len] = #rook_attacks;
        #[allow(clippy::unreadable_literal)]
        static BISHOP_MAGICS: [[u64; 4]; SQUARES] = #bishop;
        #[allow(clippy::unreadable_literal)]
        static BISHOP_ATTACKS: [u64; #bishop_len] = #bishop_attacks;

        /// The slot of `occupied` among a slider's magic attack sets (the generator's kernel).
        #[inline(always)]
        #[allow(clippy::cast_possible_truncation)]
        fn magic_index(entry: &[u64; 4], occupied: u64) -> usize {
            let [mask, magic, shift, offset] = *entry;
            #index
        }

        #getters
    })
}
