//! ItemToEmit items: plain [`Table`] data in, `quote!` tokens out, formatted by `prettyplease`.
//! Nothing here computes a table.
//!
//! The emitters' layer: it may import the model, the computations and the catalogue; the move
//! generator and the outputs import it.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};

use crate::catalog::declaration::{Computed, Emitter};
use crate::compute::board_functions::{BoardFunction, Function, Strategy};
use crate::{
    catalog::request::Item, catalog::request::Storage, catalog::request::Visibility, error::Error,
    model::table::ElementType, model::table::Table, model::table::Values,
};

mod attack_sets;
pub mod fills;
pub mod kernels;
pub mod rotated;
mod share;

pub use share::share_tables;

/// The tokens of one item holding `content`, documented by `doc` (one `///` line per line),
/// its name carrying `name_span`. A name written raw (`r#gen`) is emitted raw.
///
/// The table's declaration says how (its `emit`): a table becomes a `static` (or `const`)
/// array ([`array()`]), the SEE tables byte strings ([`bytes`]), the functions theirs
/// ([`source_function`], [`board_function`], [`attack_set`]); this function knows no family.
///
/// ```
/// use vector_attacks_codegen::{catalog::Computed, emit, Item, Table, TableId};
/// let item = Item::new(TableId::ChebyshevByVector15).named("D");
/// let content = Computed::Table(Table::from_integers(vec![1, 2]));
/// let tokens = emit::item(&item, &content, "Two distances.", proc_macro2::Span::call_site()).unwrap();
/// assert!(tokens.to_string().contains("pub static D : [u8 ; 2]"));
/// ```
pub fn item(
    item: &Item,
    content: &Computed,
    doc: &str,
    name_span: Span,
) -> Result<TokenStream, Error> {
    let doc: Vec<TokenStream> = doc
        .lines()
        .map(|line| {
            let line = if line.is_empty() {
                String::new()
            } else {
                format!(" {line}")
            };
            quote!(#[doc = #line])
        })
        .collect();
    // The item's head carries the name's span, so that rustc points at the name in the
    // request (a clash with another item, an unused item) rather than at the macro call.
    let vis = match item.visibility {
        Visibility::Public => quote_spanned!(name_span=> pub),
        Visibility::Crate => quote_spanned!(name_span=> pub(crate)),
        Visibility::Private => quote!(),
    };
    let name = format_ident!("{}", item.name, span = name_span);
    let e = ItemToEmit {
        item,
        content,
        vis,
        name,
        name_span,
    };
    let emitted = match item.table.declaration().emit {
        Emitter::Array => array(&e),
        Emitter::Bytes => bytes(&e),
        Emitter::SourceFunction => source_function(&e),
        Emitter::BoardFunction => board_function(&e),
        Emitter::AttackSet => attack_set(&e),
    }?;
    Ok(quote! {
        #(#doc)*
        #emitted
    })
}

/// The doc attributes of a code example: a blank line, the opening `fence` (e.g. `` ``` `` or
/// `` ```ignore ``), the lines of `code`, the closing fence.
///
/// ```
/// let doc = vector_attacks_codegen::emit::doc_example("```", "assert!(true);").to_string();
/// assert!(doc.contains("assert!(true);"));
/// ```
pub fn doc_example(fence: &str, code: &str) -> TokenStream {
    let lines = std::iter::once(String::new())
        .chain(std::iter::once(format!(" {fence}")))
        .chain(code.lines().map(|l| {
            if l.is_empty() {
                String::new()
            } else {
                format!(" {l}")
            }
        }))
        .chain(std::iter::once(" ```".to_owned()));
    quote!(#(#[doc = #lines])*)
}

/// What a family's emitter gets: the item, what its table's `compute` gave, and the item's
/// visibility and name (carrying the request's span).
pub struct ItemToEmit<'a> {
    /// The item.
    pub item: &'a Item,
    /// Its computed content.
    pub content: &'a Computed,
    /// `pub`, `pub(crate)` or nothing.
    pub vis: TokenStream,
    /// The item's name.
    pub name: proc_macro2::Ident,
    /// Where the name was written.
    pub name_span: Span,
}

/// The content a family's emitter cannot take (a declaration pairing a `compute` with
/// another family's `emit`).
fn mismatch(e: &ItemToEmit) -> Error {
    Error::Emit {
        message: format!(
            "`{}` computed content its emitter does not take",
            e.item.table.name()
        ),
    }
}

/// A table as a `static` or `const` array: bitboards as hex literals, integers in the item's
/// element type. The default emitter of a [`crate::catalog::declaration::Declaration`].
///
/// ```
/// use vector_attacks_codegen::{catalog::Computed, emit, Item, Table, TableId};
/// let item = Item::new(TableId::ChebyshevByVector15).named("D");
/// let content = Computed::Table(Table::from_integers(vec![1, 2]));
/// let tokens = emit::item(&item, &content, "", proc_macro2::Span::call_site()).unwrap();
/// assert!(tokens.to_string().contains("pub static D : [u8 ; 2] = [1 , 2]"));
/// ```
pub fn array(e: &ItemToEmit) -> Result<TokenStream, Error> {
    let Computed::Table(table) = e.content else {
        return Err(mismatch(e));
    };
    let (item, vis, name) = (e.item, &e.vis, &e.name);
    let keyword = storage_keyword(item, e.name_span);
    let scalar = match table.values {
        Values::Bitboards(_) => "u64",
        Values::Wide(_) => "u128",
        Values::Integers(_) => item.element.rust_name(),
    };
    // Quiet under `clippy::pedantic` in the including crate: bitboards are written as 16 hex
    // digits, and a `const` table is as large as the request asked for.
    let value = array_value(table, item.element, item)?;
    let ty = array_type(scalar, &table.shape);
    let declaration = quote_spanned!(e.name_span=> #vis #keyword #name: #ty = #value;);
    Ok(quote! {
        #[allow(clippy::unreadable_literal, clippy::large_const_arrays)]
        #declaration
    })
}

/// A table of small integers as one byte string (`[u8; N]`), the SEE tables' emitter.
///
/// ```
/// use vector_attacks_codegen::{catalog::Computed, emit, Item, Table, TableId};
/// let item = Item::new(TableId::SeeRebel).named("S");
/// let content = Computed::Table(Table::from_integers(vec![1, 2]));
/// let tokens = emit::item(&item, &content, "", proc_macro2::Span::call_site()).unwrap();
/// assert!(tokens.to_string().contains("[u8 ; 2]"));
/// ```
pub fn bytes(e: &ItemToEmit) -> Result<TokenStream, Error> {
    let Computed::Table(table) = e.content else {
        return Err(mismatch(e));
    };
    let (item, vis, name) = (e.item, &e.vis, &e.name);
    let keyword = storage_keyword(item, e.name_span);
    let (len, literal) = byte_string(table, item)?;
    let len = proc_macro2::Literal::usize_unsuffixed(len);
    let declaration = quote_spanned!(e.name_span=> #vis #keyword #name: [u8; #len] = *#literal;);
    Ok(quote! {
        #[allow(clippy::large_const_arrays)]
        #declaration
    })
}

/// A function given as source text (the pure calculation), renamed and made `#vis`.
pub fn source_function(e: &ItemToEmit) -> Result<TokenStream, Error> {
    let Computed::Function(source) = e.content else {
        return Err(mismatch(e));
    };
    let mut function: syn::ItemFn = syn::parse_str(source).map_err(emit_error)?;
    function.sig.ident = e.name.clone();
    function.vis = syn::parse2(e.vis.clone()).map_err(emit_error)?;
    function.attrs.retain(|a| !a.path().is_ident("doc"));
    // Quiet under `clippy::pedantic` in the including crate: the seed's arithmetic casts
    // between signed and unsigned on purpose.
    Ok(quote! {
        #[must_use]
        #[allow(clippy::cast_sign_loss)]
        #function
    })
}

/// A board function over its own tables (the runtime family's emitter).
pub fn board_function(e: &ItemToEmit) -> Result<TokenStream, Error> {
    let Computed::BoardFunction(kit) = e.content else {
        return Err(mismatch(e));
    };
    board_function_item(kit, e.item, e.vis.clone(), e.name.clone())
}

/// An attack-set function over its own tables (the attack-set family's emitter).
pub fn attack_set(e: &ItemToEmit) -> Result<TokenStream, Error> {
    let Computed::AttackSetFunction(kit) = e.content else {
        return Err(mismatch(e));
    };
    attack_sets::function(kit, e.item, e.vis.clone(), e.name.clone())
}

/// `static` or `const`, as the item asks, carrying the name's span.
fn storage_keyword(item: &Item, span: Span) -> TokenStream {
    match item.storage {
        Storage::Static => quote_spanned!(span=> static),
        Storage::Const => quote_spanned!(span=> const),
    }
}

/// Formats items as a Rust source file: `header` (plain `//` lines, so the file can be
/// `include!`d), then the items as `prettyplease` lays them out. Byte-identical for equal
/// input.
///
/// ```
/// use quote::quote;
/// let text = vector_attacks_codegen::emit::source("// made by hand\n", quote!(pub static X: u8 = 1;)).unwrap();
/// assert_eq!(text, "// made by hand\n\npub static X: u8 = 1;\n");
/// ```
pub fn source(header: &str, items: TokenStream) -> Result<String, Error> {
    let mut file: syn::File = syn::parse2(items).map_err(emit_error)?;
    syn::visit_mut::VisitMut::visit_file_mut(&mut NegativeLiterals, &mut file);
    let body = prettyplease::unparse(&file);
    Ok(format!("{header}\n{body}"))
}

/// Turns `-(literal)` into one negative literal, so that prettyplease packs integer arrays
/// with negative entries several to a line, as it does arrays of plain literals.
struct NegativeLiterals;

impl syn::visit_mut::VisitMut for NegativeLiterals {
    fn visit_expr_mut(&mut self, expr: &mut syn::Expr) {
        if let syn::Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Neg(_),
            expr: inner,
            attrs,
            ..
        }) = expr
        {
            if let (
                true,
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Int(int),
                    ..
                }),
            ) = (attrs.is_empty(), inner.as_ref())
            {
                let negative = syn::LitInt::new(&format!("-{int}"), int.span());
                *expr = syn::Expr::Lit(syn::ExprLit {
                    attrs: Vec::new(),
                    lit: syn::Lit::Int(negative),
                });
                return;
            }
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }
}

fn emit_error(e: syn::Error) -> Error {
    Error::Emit {
        message: e.to_string(),
    }
}

/// A large integer table as one byte-string literal (`b"..."`), each entry in the element
/// type's width, little-endian, two's complement; 64 bytes per source line, continued with
/// `\` (which skips the line break and the next line's indentation). rustc reads a byte
/// string as one token, where an array literal of the same size is one expression per entry.
/// Returns the number of bytes and the literal.
///
/// The continuation skips every whitespace character that starts the next line, so a space
/// (0x20, the only whitespace written as itself) that falls first on a line is escaped
/// (`\x20`); elsewhere it is written as itself.
fn byte_string(table: &Table, item: &Item) -> Result<(usize, proc_macro2::Literal), Error> {
    let Values::Integers(values) = &table.values else {
        return Err(Error::Emit {
            message: format!(
                "`{}` holds bitboards, which are not stored as bytes",
                item.name
            ),
        });
    };
    let element = item.element;
    let width = match element {
        ElementType::U8 | ElementType::I8 => 1,
        ElementType::U16 | ElementType::I16 => 2,
        ElementType::I32 => 4,
        ElementType::U64 => 8,
    };
    let mut bytes = Vec::with_capacity(values.len() * width);
    for &x in values {
        let x = fitting(x, element, item)?;
        bytes.extend_from_slice(&i64::from(x).to_le_bytes()[..width]);
    }
    let mut text = String::with_capacity(bytes.len() * 4 + bytes.len() / 16);
    text.push_str("b\"");
    for (i, &b) in bytes.iter().enumerate() {
        if i > 0 && i % 64 == 0 {
            text.push_str("\\\n");
        }
        match b {
            b' ' if i % 64 == 0 => text.push_str("\\x20"),
            b'"' => text.push_str("\\\""),
            b'\\' => text.push_str("\\\\"),
            b' '..=b'~' => text.push(char::from(b)),
            0 => text.push_str("\\0"),
            _ => text.push_str(&format!("\\x{b:02x}")),
        }
    }
    text.push('"');
    let literal: proc_macro2::Literal = text.parse().map_err(|e| Error::Emit {
        message: format!("byte string of `{}`: {e}", item.name),
    })?;
    Ok((bytes.len(), literal))
}

/// `x`, or the error saying that `item`'s element type cannot hold it.
fn fitting(x: i32, element: ElementType, item: &Item) -> Result<i32, Error> {
    if element.holds(x) {
        Ok(x)
    } else {
        Err(Error::ElementTooSmall {
            name: item.name.clone(),
            element: element.rust_name(),
            value: x,
        })
    }
}

/// `static IDENT: [[SCALAR; ..]; ..] = ...;`: a table as a `static` inside a generated
/// function, its scalars written as `element` (the item's, for the error positions).
fn local_static(
    ident: &str,
    table: &Table,
    scalar: &str,
    element: ElementType,
    item: &Item,
) -> Result<TokenStream, Error> {
    let ident = format_ident!("{ident}");
    let ty = array_type(scalar, &table.shape);
    let value = array_value(table, element, item)?;
    Ok(quote!(static #ident: #ty = #value;))
}

fn array_type(scalar: &str, shape: &[usize]) -> TokenStream {
    let scalar = format_ident!("{}", scalar);
    shape.iter().rev().fold(quote!(#scalar), |inner, &len| {
        let len = proc_macro2::Literal::usize_unsuffixed(len);
        quote!([#inner; #len])
    })
}

/// A bitboard as a hex literal of `digits` digits (16 for `u64`, 32 for `u128`).
fn hex(set: u128, digits: usize) -> TokenStream {
    let lit = syn::LitInt::new(&format!("0x{set:0digits$X}"), Span::call_site());
    quote!(#lit)
}

fn array_value(table: &Table, element: ElementType, item: &Item) -> Result<TokenStream, Error> {
    let scalars: Vec<TokenStream> = match &table.values {
        Values::Bitboards(v) => v.iter().map(|&b| hex(b.into(), 16)).collect(),
        Values::Wide(v) => v.iter().map(|&b| hex(b, 32)).collect(),
        Values::Integers(v) => v
            .iter()
            .map(|&x| {
                let lit =
                    syn::LitInt::new(&fitting(x, element, item)?.to_string(), Span::call_site());
                Ok(quote!(#lit))
            })
            .collect::<Result<_, _>>()?,
    };
    Ok(nest(&scalars, &table.shape))
}

fn nest(scalars: &[TokenStream], shape: &[usize]) -> TokenStream {
    match shape {
        [] | [_] => quote!([#(#scalars),*]),
        [_, inner @ ..] => {
            let stride: usize = inner.iter().product();
            let rows = scalars.chunks(stride).map(|row| nest(row, inner));
            quote!([#(#rows),*])
        }
    }
}

/// A board function over its own tables (`static`s inside its body), for the request's
/// board: the lookup the [`BoardFunction`]'s strategy names, in the board's bitboard type, squares as
/// `usize`.
fn board_function_item(
    kit: &BoardFunction,
    item: &Item,
    vis: TokenStream,
    name: proc_macro2::Ident,
) -> Result<TokenStream, Error> {
    let g = kit.geometry;
    let bitboard = format_ident!("{}", g.bitboard().rust_name());
    let scalar = g.bitboard().rust_name();
    let static_of = |ident: &str, table: &Table, scalar: &str, element| {
        local_static(ident, table, scalar, element, item)
    };
    let table = static_of("TABLE", &kit.table, scalar, item.element)?;
    // Cells and piece masks in the narrowest type that holds them (a mask has a bit per
    // piece).
    let bytes = |ident, table: &Option<Table>| match table {
        Some(t) => {
            let max = t
                .integers()
                .unwrap_or_default()
                .iter()
                .copied()
                .max()
                .unwrap_or(0);
            let (scalar, element) = match max {
                ..=0xFF => ("u8", ElementType::U8),
                0x100..=0xFFFF => ("u16", ElementType::U16),
                _ => ("i32", ElementType::I32),
            };
            static_of(ident, t, scalar, element)
        }
        None => Ok(quote!()),
    };
    let (mask, cells) = (bytes("MASK", &kit.mask)?, bytes("CELL", &kit.cells)?);
    // `offset + cell[to] - cell[from]`: the sum is formed first, so the difference cannot go
    // below zero for squares of the board (`cell[from]` is at most the offset).
    let offset = proc_macro2::Literal::usize_unsuffixed(kit.layout.offset() as usize);
    let index = quote!(#offset + usize::from(CELL[to]) - usize::from(CELL[from]));
    let (parameters, output, body) = match (kit.function, kit.strategy) {
        (Function::InBetween, _) => (
            quote!(from: usize, to: usize),
            quote!(#bitboard),
            quote!(TABLE[from][to]),
        ),
        (Function::MayMove, _) => (
            quote!(from: usize, to: usize, occupied: #bitboard),
            quote!(bool),
            quote!(TABLE[from][to] & occupied == 0),
        ),
        (Function::IsAttacked, Strategy::MaskAndRectangular) => (
            quote!(from: usize, to: usize, piece: usize, occupied: #bitboard),
            quote!(bool),
            quote!(MASK[#index] >> piece & 1 != 0 && TABLE[from][to] & occupied == 0),
        ),
        (Function::PieceInBetween, _) => (
            quote!(from: usize, to: usize, piece: usize),
            quote!(#bitboard),
            quote!(TABLE[piece][#index].rotate_left(from as u32)),
        ),
        (Function::IsAttacked, _) => (
            quote!(from: usize, to: usize, piece: usize, occupied: #bitboard),
            quote!(bool),
            quote! {
                let blockers = occupied.rotate_right(from as u32) | 1;
                TABLE[piece][#index] & blockers == 0
            },
        ),
    };
    Ok(quote! {
        #[must_use]
        #[inline]
        #[allow(
            clippy::unreadable_literal,
            clippy::cast_possible_truncation,
            clippy::too_many_lines
        )]
        #vis fn #name(#parameters) -> #output {
            #cells
            #mask
            #table
            #body
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::table_id::TableId;

    fn assert_decodes(literal: &proc_macro2::Literal, expected: &[u8], what: &str) {
        let parsed: syn::LitByteStr = syn::parse2(quote!(#literal)).unwrap();
        let got = parsed.value();
        let at = got.iter().zip(expected).position(|(a, b)| a != b);
        assert!(
            got == expected,
            "{what}: {} bytes decoded, {} written; first difference at {at:?}",
            got.len(),
            expected.len()
        );
    }

    /// Every byte value, at every position of a 64-byte source line (the first one, after a
    /// continuation, included), decodes back to itself: syn reads byte strings as rustc does,
    /// skipping the whitespace that starts a continued line.
    #[test]
    fn byte_strings_keep_every_byte_wherever_it_falls() {
        let item = Item::new(TableId::SeeRebel).element(ElementType::U8);
        // 256 values, then the same shifted by one, ... so each value meets every column.
        let values: Vec<i32> = (0..64)
            .flat_map(|shift| (0..256).map(move |b| (b + shift) % 256))
            .collect();
        let expected: Vec<u8> = values.iter().map(|&b| b as u8).collect();
        let (len, literal) = byte_string(&Table::from_integers(values), &item).unwrap();
        assert_eq!(len, expected.len());
        assert_decodes(&literal, &expected, "u8");
        for element in [ElementType::I16, ElementType::I32] {
            let item = Item::new(TableId::SeeRebel).element(element);
            let values: Vec<i32> = (-300..300).map(|v| v * 107).collect();
            let width = if element == ElementType::I16 { 2 } else { 4 };
            let expected: Vec<u8> = values
                .iter()
                .flat_map(|&v| v.to_le_bytes().into_iter().take(width))
                .collect();
            let (_, literal) = byte_string(&Table::from_integers(values), &item).unwrap();
            assert_decodes(&literal, &expected, element.rust_name());
        }
    }
}
