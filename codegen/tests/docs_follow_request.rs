//! Every emitted doc comment describes the data below it: the size it states is the array's
//! length, the numbering and semantics are the request's, and the index formula names the
//! request's layout. Checked on non-default requests, where a doc written for the defaults
//! would be wrong.

use vector_attacks_codegen::syntax::parse_file;
use vector_attacks_codegen::{emit, TableId};

/// One emitted table: its doc text, its element count, and its flattened literal values.
struct Emitted {
    name: String,
    doc: String,
    len: usize,
    values: Vec<u64>,
}

fn emitted(request: &str) -> Vec<Emitted> {
    let parsed = parse_file("test.req", request).unwrap();
    let source = emit::source("", parsed.generate().unwrap()).unwrap();
    let file = syn::parse_file(&source).unwrap();
    let mut out = Vec::new();
    for item in file.items {
        let (attrs, ident, ty, expr) = match item {
            syn::Item::Static(s) => (s.attrs, s.ident, *s.ty, *s.expr),
            syn::Item::Const(c) => (c.attrs, c.ident, *c.ty, *c.expr),
            _ => continue,
        };
        let doc: Vec<String> = attrs
            .iter()
            .filter_map(|a| match &a.meta {
                syn::Meta::NameValue(nv) if nv.path.is_ident("doc") => match &nv.value {
                    syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(s),
                        ..
                    }) => Some(s.value()),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        let mut values = Vec::new();
        flatten(&expr, &mut values);
        out.push(Emitted {
            name: ident.to_string(),
            doc: doc.join("\n"),
            len: array_len(&ty),
            values,
        });
    }
    out
}

fn array_len(ty: &syn::Type) -> usize {
    match ty {
        syn::Type::Array(a) => {
            let syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Int(n),
                ..
            }) = &a.len
            else {
                panic!("array length is not a literal")
            };
            n.base10_parse::<usize>().unwrap() * array_len(&a.elem)
        }
        _ => 1,
    }
}

fn flatten(expr: &syn::Expr, out: &mut Vec<u64>) {
    match expr {
        syn::Expr::Array(a) => a.elems.iter().for_each(|e| flatten(e, out)),
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(n),
            ..
        }) => out.push(
            n.base10_parse::<u64>()
                .unwrap_or_else(|_| n.base10_parse::<i64>().unwrap() as u64),
        ),
        syn::Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Neg(_),
            expr,
            ..
        }) => {
            let mut inner = Vec::new();
            flatten(expr, &mut inner);
            out.push(inner[0].wrapping_neg());
        }
        // A table stored as one byte string: `*b"..."`.
        syn::Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Deref(_),
            expr,
            ..
        }) if matches!(
            &**expr,
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::ByteStr(_),
                ..
            })
        ) =>
        {
            let syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::ByteStr(bytes),
                ..
            }) = &**expr
            else {
                unreachable!()
            };
            out.extend(bytes.value().into_iter().map(u64::from));
        }
        other => panic!("unexpected expression {}", quote::quote!(#other)),
    }
}

/// The sizes a doc states, as `N entries`, `N bitboards` or `A x N entries` (product).
fn stated_size(doc: &str) -> usize {
    let words: Vec<&str> = doc
        .split(|c: char| c.is_whitespace() || c == ',' || c == '.' || c == ';')
        .filter(|w| !w.is_empty())
        .collect();
    for (i, w) in words.iter().enumerate() {
        if matches!(*w, "entries" | "bitboards") {
            // `N entries`, or a product `A x B x N entries`.
            let mut size: usize = words[i - 1].parse().expect("a number before entries");
            let mut j = i - 1;
            while j >= 2 && words[j - 1] == "x" {
                let Ok(m) = words[j - 2].parse::<usize>() else {
                    break;
                };
                size *= m;
                j -= 2;
            }
            return size;
        }
    }
    panic!("no size stated in:\n{doc}")
}

#[test]
fn stated_size_matches_the_array_for_non_default_requests() {
    let requests = [
        "numbering = a8; semantics = stockfish; static A = in_between_rectangular; static B = in_between_0x88(width = 17); static C = attacks_0x88(width = 15); static D = ray_unit_vector_queen_15(width = 21, offset = 200);",
        "static A = in_between_triangular; static B: u16 = chebyshev_vector_15(width = 16); static C = manhattan_0x88(width = 15); static D = piece_mask_0x88(width = 20); static E: i32 = ray_unit_vector_queen_16(width = 16, offset = 300);",
        "numbering = a8; static A = chebyshev_squares; static B = manhattan_squares; static C = in_between_0x88; static D = attacks_0x88;",
    ];
    let mut checked = 0;
    for request in requests {
        for e in emitted(request) {
            assert_eq!(e.values.len(), e.len, "{}", e.name);
            assert_eq!(
                stated_size(&e.doc),
                e.len,
                "{request}\n{}: doc states another size:\n{}",
                e.name,
                e.doc
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 13);
}

#[test]
fn numbering_semantics_and_index_formula_follow_the_request() {
    let items = emitted(
        "numbering = a8; semantics = stockfish; static R = in_between_rectangular; static X = in_between_0x88(width = 17); static V: i16 = ray_unit_vector_queen_16(width = 16, offset = 300);",
    );
    let [r, x, v] = &items[..] else { panic!() };
    for e in &items {
        assert!(e.doc.contains("a8 = 0"), "{}:\n{}", e.name, e.doc);
        assert!(!e.doc.contains("a1 = 0"), "{}:\n{}", e.name, e.doc);
    }
    // a8 = 0 and Stockfish's semantics: a8 to c8 is b8 (square 1) and c8 itself.
    assert_eq!(r.values[2], 0b110);
    assert!(r.doc.contains("`to` itself"), "{}", r.doc);
    assert!(!r.doc.contains("strictly between"), "{}", r.doc);
    // Width 17: the index formula names it, and no 0x88 difference is claimed.
    assert!(
        x.doc.contains("126 + 17 * row_delta + file_delta"),
        "{}",
        x.doc
    );
    assert!(
        !x.doc.contains("x88diff") && !x.doc.contains("0x88 difference"),
        "{}",
        x.doc
    );
    assert!(v.doc.contains("300 + 16 * row_delta"), "{}", v.doc);
    assert!(v.doc.contains("table[300 + from - to]"), "{}", v.doc);
    // The entry for one rank towards a1 (+16 with a8 = 0) is a step of +16.
    assert_eq!(v.values[300 + 16] as i64, 16);

    let plain = emitted("static R = in_between_rectangular;");
    assert!(plain[0].doc.contains("a1 = 0"));
    assert!(plain[0].doc.contains("strictly between"));
    assert_eq!(plain[0].values[2], 0b10);
}

#[test]
fn every_table_states_its_size_with_defaults() {
    for table in TableId::ALL.into_iter().filter(|t| !t.is_function()) {
        let name = table.name().replace('-', "_");
        for e in emitted(&format!("static T = {name};")) {
            assert_eq!(stated_size(&e.doc), e.len, "{name}:\n{}", e.doc);
        }
    }
}
