//! Requests: every refusal names the field and the fix, and the options change the tables
//! the way they promise, consistently across table families.

use vector_attacks_codegen::catalog::Computed;
use vector_attacks_codegen::compute::in_between::triangular_index;
use vector_attacks_codegen::{
    generate, ElementType, Geometry, Item, Numbering, Request, Semantics, TableId, VectorLayout,
};

fn refusal(request: Request) -> String {
    generate(&request).unwrap_err().to_string()
}

#[test]
fn invalid_requests_are_refused_with_field_and_fix() {
    let cases = [
        (Request::new(), ["selects no table", "name at least one"]),
        (
            Request::new()
                .table(TableId::InBetweenRectangular)
                .table(TableId::InBetweenRectangular),
            ["used twice", "its own name"],
        ),
        (
            Request::new().item(Item::new(TableId::ChebyshevBySquares).named("fast-king")),
            ["not a Rust identifier", "letters, digits and underscores"],
        ),
        (
            Request::new().item(Item::new(TableId::RayUnitVectorQueen15).element(ElementType::U8)),
            ["`element`", "cannot hold the value -16"],
        ),
        (
            Request::new().item(Item::new(TableId::InBetweenRectangular).element(ElementType::U8)),
            [
                "`element`",
                "bitboard tables take the board's bitboard type",
            ],
        ),
        (
            Request::new()
                .item(Item::new(TableId::ChebyshevBySquares).layout(VectorLayout::WIDTH_16)),
            ["`width`/`offset`", "indexed by square"],
        ),
        (
            Request::new()
                .semantics(Semantics::Stockfish)
                .table(TableId::InBetweenTriangular),
            ["`semantics = stockfish`", "in-between-rectangular"],
        ),
    ];
    for (request, needles) in cases {
        let message = refusal(request);
        for needle in needles {
            assert!(message.contains(needle), "{message:?} lacks {needle:?}");
        }
    }
}

#[test]
fn vector_widths_below_fifteen_are_refused() {
    for width in 0..15 {
        let e = VectorLayout::compact(Geometry::STANDARD, width)
            .unwrap_err()
            .to_string();
        assert!(e.contains("`width`") && e.contains("at least 15"), "{e}");
    }
    for width in 15..200 {
        let layout = VectorLayout::compact(Geometry::STANDARD, width).unwrap();
        assert_eq!(layout.len(), 2 * (7 * usize::from(width) + 7) + 1);
    }
    let e = VectorLayout::new(Geometry::STANDARD, 16, 118)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("`offset` 118") && e.contains("at least 119"),
        "{e}"
    );
}

fn bitboards(id: TableId, numbering: Numbering, semantics: Semantics) -> Vec<u64> {
    let g = Geometry::STANDARD.with_numbering(numbering);
    match id.compute(g, semantics, None).unwrap() {
        Computed::Table(t) => t.bitboards().unwrap().to_vec(),
        Computed::Function(_) | Computed::BoardFunction(_) | Computed::AttackSetFunction(_) => {
            unreachable!()
        }
    }
}

/// The square numbers of a pair under a8 = 0 are the a1 = 0 numbers with the rank flipped.
fn flip(square: usize) -> usize {
    square ^ 56
}

#[test]
fn numbering_and_semantics_agree_across_families() {
    for numbering in [Numbering::A1, Numbering::A8] {
        for semantics in [Semantics::Strict, Semantics::Stockfish] {
            let rect = bitboards(TableId::InBetweenRectangular, numbering, semantics);
            let by_diff = bitboards(TableId::InBetweenBy0x88Diff, numbering, semantics);
            let strict_a1 = bitboards(
                TableId::InBetweenRectangular,
                Numbering::A1,
                Semantics::Strict,
            );
            let tri = bitboards(TableId::InBetweenTriangular, numbering, Semantics::Strict);
            for from in 0..64usize {
                for to in 0..64usize {
                    // The square names are those of the flipped pair under a8 = 0.
                    let (f1, t1) = match numbering {
                        Numbering::A1 => (from, to),
                        Numbering::A8 => (flip(from), flip(to)),
                    };
                    let mut expected = strict_a1[f1 * 64 + t1];
                    if numbering == Numbering::A8 {
                        expected = expected.swap_bytes();
                    }
                    if semantics == Semantics::Stockfish {
                        expected |= 1 << to;
                    }
                    let x88 = to + (to & !7) + 120 - from - (from & !7);
                    assert_eq!(
                        rect[from * 64 + to],
                        expected,
                        "{numbering:?} {semantics:?} {from} {to}"
                    );
                    assert_eq!(
                        by_diff[x88].rotate_left(from as u32),
                        expected,
                        "0x88 {numbering:?} {semantics:?} {from} {to}"
                    );
                    if semantics == Semantics::Strict {
                        assert_eq!(
                            tri[triangular_index(Geometry::STANDARD, from, to)],
                            expected
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn a8_numbering_swaps_the_pawn_directions() {
    let a1 = bitboards(
        TableId::AttacksBy0x88DiffAndPiece,
        Numbering::A1,
        Semantics::Strict,
    );
    let a8 = bitboards(
        TableId::AttacksBy0x88DiffAndPiece,
        Numbering::A8,
        Semantics::Strict,
    );
    // With a8 = 0 the rows run downwards, so the black pawn's row (towards rank 1) is the
    // white pawn's row of a1 = 0, and the rest is unchanged (lines map to lines).
    assert_eq!(a8[..256], a1[256..512]);
    assert_eq!(a8[256..512], a1[..256]);
    assert_eq!(a8[512..], a1[512..]);
}

/// The piece-set table's `layout` option: read from a request file, it changes which kind
/// each bit stands for; a misspelt layout and a layout on another table are refused with the
/// fix, at the option.
#[test]
fn piece_set_layout_is_read_and_checked() {
    use vector_attacks_codegen::syntax::parse_file;
    let kings_first = "pub static B = piece_set_attack_byte(layout = kqrrbbnnpppppppp);";
    let source = vector_attacks_codegen::emit::source(
        "",
        parse_file("p.req", kings_first)
            .unwrap()
            .generate_located()
            .unwrap(),
    )
    .unwrap();
    assert!(source.contains("layout `kqrrbbnnpppppppp`"), "{source}");
    // Bit 0 is the king there: the set 1 is a lone king's byte.
    let item = Item::new(TableId::PieceSetAttackByte)
        .piece_set_layout("kqrrbbnnpppppppp".parse().unwrap());
    let Computed::Table(t) = item.compute(Geometry::STANDARD, Semantics::Strict).unwrap() else {
        panic!("a table")
    };
    assert_eq!(t.integers().unwrap()[1], 1 | 1 << 7);
    for (text, needles) in [
        (
            "pub static B = piece_set_attack_byte(layout = ppppppppnnbbrrq);",
            &["15 letters", "sixteen letters of p, n, b, r, q, k"][..],
        ),
        (
            "pub static B = piece_set_attack_byte(layout = ppppppppnnbbrrqz);",
            &["`z` is no kind"][..],
        ),
        (
            "pub static B = piece_set_attack_byte(order = ppppppppnnbbrrqk);",
            &["unknown option `order`", "layout"][..],
        ),
        (
            "pub static B = see_rebel(layout = ppppppppnnbbrrqk);",
            &["unknown option `layout`"][..],
        ),
    ] {
        let message = parse_file("p.req", text).unwrap_err().to_string();
        assert!(message.contains("p.req:1:"), "{message}");
        for needle in needles {
            assert!(
                message.contains(needle),
                "{text}: {message:?} lacks {needle:?}"
            );
        }
    }
    let message = refusal(
        Request::new()
            .item(Item::new(TableId::Line).piece_set_layout("ppppppppnnbbrrqk".parse().unwrap())),
    );
    assert!(
        message.contains("takes no piece-set layout") && message.contains("piece-set-attack-byte"),
        "{message}"
    );
}
