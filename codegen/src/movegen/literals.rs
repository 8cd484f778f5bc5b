//! The literals every slice's items are written with: bitboards of the plan's width, indices,
//! rows of bitboards, and doc examples placed in the user's module.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::Emission;

/// A bitboard literal of the plan's width.
pub(super) fn bb(value: u128, wide: bool) -> Literal {
    if wide {
        Literal::u128_unsuffixed(value)
    } else {
        Literal::u64_unsuffixed(value as u64)
    }
}

/// An index or count as a literal.
pub(super) fn usize_lit(n: usize) -> Literal {
    Literal::usize_unsuffixed(n)
}

/// `[rows]` of bitboards, each row `[..]`.
pub(super) fn bitboard_rows<'a>(
    rows: impl IntoIterator<Item = &'a Vec<u128>>,
    wide: bool,
) -> Vec<TokenStream> {
    rows.into_iter()
        .map(|row| {
            let v = row.iter().map(|&x| bb(x, wide));
            quote!([#(#v),*])
        })
        .collect()
}

/// A doc example naming the module `emission` places the source in (`crate_path` in
/// `code` stands for it); fenced as `text` (shown, not a doctest) where the module is not
/// known.
pub(super) fn example(emission: &Emission, code: &str) -> TokenStream {
    let (fence, module) = match emission.module {
        Some(module) => ("```", module),
        None => ("```text", "my_variant"),
    };
    crate::emit::doc_example(fence, &code.replace("crate_path", module))
}
