//! One copy of each table the functions of a request have in common.
//!
//! Each generated function holds its tables as `static`s in its body, so that a function
//! alone is self-contained. When two functions of one request hold the same table (same
//! name, type and entries: `attacks_fn`, `attackers_to_fn` and `in_check_fn` read the same
//! line tables; `in_between_fn` and `may_move_fn` the same in-between table), that table moves
//! to a private module beside them, named from a hash of what it holds (so that it cannot
//! clash with the request's items, nor with another request's module), and each function
//! brings it in with `use`. Requests with nothing in common come out unchanged.

use std::collections::HashMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote, ToTokens};

use crate::error::Error;

/// `items` with the `static`s that several functions hold moved to one shared module.
///
/// ```
/// use quote::quote;
/// use vector_attacks_codegen::emit::share_tables;
/// let items = quote! {
///     pub fn a() -> u8 { static T: [u8; 2] = [1, 2]; T[0] }
///     pub fn b() -> u8 { static T: [u8; 2] = [1, 2]; T[1] }
/// };
/// let shared = share_tables(items).unwrap().to_string();
/// assert_eq!(shared.matches("static T").count(), 1);
/// let alone = quote! { pub fn a() -> u8 { static T: [u8; 2] = [1, 2]; T[0] } };
/// assert_eq!(share_tables(alone.clone()).unwrap().to_string(), alone.to_string());
/// ```
pub fn share_tables(items: TokenStream) -> Result<TokenStream, Error> {
    let mut file: syn::File = syn::parse2(items.clone()).map_err(super::emit_error)?;
    // Items other than functions that several functions emit alike (the `RotatedOccupancy`
    // of the `rotated` strategy): the first copy stays.
    let mut seen: Vec<String> = Vec::new();
    let before = file.items.len();
    file.items.retain(|item| {
        if matches!(item, syn::Item::Fn(_)) {
            return true;
        }
        let text = item.to_token_stream().to_string();
        if seen.contains(&text) {
            false
        } else {
            seen.push(text);
            true
        }
    });
    let deduplicated = file.items.len() != before;
    let items = if deduplicated {
        file.to_token_stream()
    } else {
        items
    };
    // Each function's statics, by what they hold: (name, type and value as text).
    let key = |s: &syn::ItemStatic| {
        let (ty, expr) = (&s.ty, &s.expr);
        (s.ident.to_string(), quote!(#ty = #expr).to_string())
    };
    let mut holders: HashMap<(String, String), usize> = HashMap::new();
    let mut order = Vec::new();
    for item in &file.items {
        let syn::Item::Fn(function) = item else {
            continue;
        };
        let mut seen = Vec::new();
        for s in function_statics(function) {
            let k = key(s);
            if !seen.contains(&k) {
                if !holders.contains_key(&k) {
                    order.push((k.clone(), s.clone()));
                }
                *holders.entry(k.clone()).or_default() += 1;
                seen.push(k);
            }
        }
    }
    let shared: Vec<&((String, String), syn::ItemStatic)> =
        order.iter().filter(|(k, _)| holders[k] > 1).collect();
    if shared.is_empty() {
        return Ok(items);
    }
    // Names in the module: the table's own, numbered when two shared tables share it.
    let mut names: HashMap<(String, String), syn::Ident> = HashMap::new();
    let mut taken: HashMap<String, usize> = HashMap::new();
    let mut statics = Vec::new();
    for (k, s) in &shared {
        let count = taken.entry(k.0.clone()).or_default();
        *count += 1;
        let ident = if *count == 1 {
            s.ident.clone()
        } else {
            format_ident!("{}_{}", s.ident, *count)
        };
        let mut s = s.clone();
        s.ident = ident.clone();
        s.vis = syn::parse_quote!(pub(super));
        statics.push(s);
        names.insert(k.clone(), ident);
    }
    let module = format_ident!(
        "__vector_attacks_tables_{:016x}",
        fnv1a(quote!(#(#statics)*).to_string().as_bytes())
    );
    for item in &mut file.items {
        let syn::Item::Fn(function) = item else {
            continue;
        };
        for stmt in &mut function.block.stmts {
            let syn::Stmt::Item(syn::Item::Static(s)) = stmt else {
                continue;
            };
            if let Some(name) = names.get(&key(s)) {
                let local = &s.ident;
                let using = if name == local {
                    quote!(use self::#module::#name;)
                } else {
                    quote!(use self::#module::#name as #local;)
                };
                *stmt = syn::parse2(using).map_err(super::emit_error)?;
            }
        }
    }
    let mut out = file.into_token_stream();
    out.extend(quote! {
        /// Tables that several functions of this file read (one copy of each).
        #[doc(hidden)]
        #[allow(clippy::unreadable_literal, clippy::large_stack_arrays)]
        mod #module {
            #(#statics)*
        }
    });
    Ok(out)
}

/// The `static`s declared at the top level of a function's body.
fn function_statics(function: &syn::ItemFn) -> impl Iterator<Item = &syn::ItemStatic> {
    function.block.stmts.iter().filter_map(|stmt| match stmt {
        syn::Stmt::Item(syn::Item::Static(s)) => Some(s),
        _ => None,
    })
}

/// FNV-1a, 64 bits: a stable name for the module, the same on every run and machine.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xCBF2_9CE4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    })
}
