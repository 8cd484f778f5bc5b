//! Reading `variants.ini`: bad files never panic and say what is wrong; every accepted
//! definition of the shipped file and of random mutations of it generates source that
//! parses (examples/movegen compiles the shipped ones and proves them by perft).

use proptest::prelude::*;
use vector_attacks_codegen::movegen;
use vector_attacks_codegen::variant::{Variant, IGNORED, SHIPPED};

#[test]
fn refusals_name_what_is_wrong() {
    let cases = [
        ("[a:chess]\npieceDrops = true\n", "a", "`pieceDrops`"),
        ("[a:chess]\ngating = true\n", "a", "`gating`"),
        ("[a:chess]\nhorse = h\n", "a", "lame leaper"),
        ("[a:chess]\ncustomPiece1 = c:mRcpR\n", "a", "hopper"),
        ("[a:chess]\nmaxFile = 13\n", "a", "maxFile"),
        ("[a:chess]\nmaxFile = l\nmaxRank = 11\n", "a", "maxRank"),
        ("[a:chess]\nking = -\n", "a", "no `king`"),
        ("[a:chess]\nfoo = 1\n", "a", "`foo`"),
        ("[a:chess]\nknight = x y\n", "a", "one letter"),
        ("[a:chess]\nknight = q\n", "a", "both use the letter `q`"),
        ("[a:chess]\npromotionPieceTypes = z\n", "a", "`z` is none"),
        ("[a:b]\n", "a", "no such variant"),
        ("[a:a]\n", "a", "cycle"),
        ("maxFile = 10\n", "a", "before any section"),
        ("[a:chess\n", "a", "without closing"),
        ("[a:chess]\nnonsense\n", "a", "neither a section"),
        ("[a:chess]\n", "capablanca", "no such variant"),
        ("[a:chess]\npromotionRegionWhite = *9\n", "a", "no rank"),
        ("[a:chess]\ndoubleStep = maybe\n", "a", "`true` or `false`"),
        (
            "[a:chess]\ncastlingKingsideFile = a\n",
            "a",
            "no square for the rook",
        ),
        (
            "[a:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w - - 0 1\n",
            "a",
            "`Z`",
        ),
    ];
    for (ini, name, expected) in cases {
        let result = Variant::from_ini(ini, name).and_then(|v| movegen::generate(&v).map(|_| v));
        let e = result.expect_err(ini).to_string();
        assert!(e.contains(expected), "{ini:?}: {e}");
    }
}

/// A `startFen` the generated module could not read (so that its `start()` would not be the
/// start position) is refused when the move generator is generated, naming the section and
/// the field: Fairy-Stockfish's wall squares, a missing king, a FEN without its en passant
/// field, a side to move that is neither, the side not to move in check.
#[test]
fn start_positions_the_module_cannot_read_are_refused_at_generation() {
    let cases = [
        (
            "walls",
            "rnbqkbnr/pppppppp/8/3**3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "`*` is none of its pieces",
        ),
        (
            "kingless",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",
            "White has 0 kings",
        ),
        (
            "two_kings",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1",
            "White has 2 kings",
        ),
        (
            "petty",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1",
            "the en passant field `0`",
        ),
        (
            "sideways",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "the side to move `x`",
        ),
        (
            "exposed",
            "4k3/8/8/8/4R3/8/8/4K3 w - - 0 1",
            "side not to move is in check",
        ),
        (
            "lone",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "1 fields",
        ),
        (
            "shredder",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
            "castling right `H`",
        ),
    ];
    for (name, fen, expected) in cases {
        let ini = format!("[{name}:chess]\nstartFen = {fen}\n");
        let variant = Variant::from_ini(&ini, name).unwrap();
        let Err(e) = movegen::generate(&variant) else {
            panic!("{name}: `{fen}` accepted");
        };
        let e = e.to_string();
        assert!(e.contains(name) && e.contains("startFen"), "{name}: {e}");
        assert!(e.contains(expected), "{name}: {e}");
        assert_eq!(e.lines().count(), 1, "{name}: {e}");
    }
}

#[test]
fn ignored_options_are_accepted() {
    for option in IGNORED {
        let ini = format!("[a:chess]\n{option} = 1\n");
        Variant::from_ini(&ini, "a").unwrap_or_else(|e| panic!("{option}: {e}"));
    }
}

#[test]
fn every_shipped_variant_generates_source_that_parses() {
    for name in Variant::names(SHIPPED).unwrap() {
        let variant = Variant::shipped(&name).unwrap();
        let text = movegen::source(&variant, "// x\n").unwrap();
        assert!(text.contains("pub fn perft_bulk"), "{name}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The shipped file with one line dropped, replaced or given another value: an error or
    /// a variant whose move generator emits.
    #[test]
    fn mutated_ini_never_panics(line in 0usize..200, value in "[ -~]{0,12}", op in 0..3u8, pick in 0usize..11) {
        let mut lines: Vec<String> = SHIPPED.lines().map(str::to_owned).collect();
        let at = line % lines.len();
        match op {
            0 => { lines.remove(at); }
            1 => lines[at] = value.clone(),
            _ => {
                if let Some((key, _)) = lines[at].clone().split_once('=') {
                    lines[at] = format!("{key}= {value}");
                }
            }
        }
        let ini = lines.join("\n");
        if let Ok(names) = Variant::names(&ini) {
            let name = &names[pick % names.len().max(1)..].first().cloned().unwrap_or_default();
            if let Ok(variant) = Variant::from_ini(&ini, name) {
                let _ = movegen::generate(&variant);
            }
        }
    }
}

#[test]
fn a_request_names_a_move_generator_as_a_module() {
    use vector_attacks_codegen::syntax::parse_file;
    let parsed = parse_file(
        "t.req",
        "pub mod losalamos = move_generator(variant = \"losalamos\");\nstatic D: u8 = chebyshev_squares;",
    )
    .unwrap();
    let tokens = parsed.generate_located().unwrap().to_string();
    assert!(tokens.contains("pub mod losalamos"), "{tokens}");
    assert!(tokens.contains("static D"), "{tokens}");
    // Mistakes point at their token and say what would be right.
    for (text, expected) in [
        (
            "mod a = tables(variant = \"chess\");",
            "t.req:1:9: a module holds a move generator",
        ),
        ("mod a = move_generator();", "t.req:1:9: name the variant"),
        (
            "mod a = move_generator(variant = \"chess\", variant = \"chess\");",
            "is given twice",
        ),
        (
            "mod a = move_generator(flavour = \"chess\");",
            "expected `variant",
        ),
        (
            "mod a = move_generator(variant = \"chesss\");",
            "did you mean `chess`",
        ),
        (
            "mod a = move_generator(variant = \"x\", variants_ini = \"no/such.ini\");",
            "cannot read `no/such.ini`",
        ),
        (
            "mod a = move_generator(variant = \"chess\")",
            "expected `;` after the module",
        ),
    ] {
        let e = parse_file("t.req", text)
            .and_then(|p| p.generate_located())
            .unwrap_err()
            .to_string();
        assert!(e.contains(expected), "{text}: {e}");
    }
    // A module and an item of one name clash.
    let e = vector_attacks_codegen::generate(
        &vector_attacks_codegen::Request::new()
            .table(vector_attacks_codegen::TableId::ChebyshevBySquares)
            .move_generator(
                "CHEBYSHEV_DISTANCE",
                Variant::shipped("chess").unwrap(),
                vector_attacks_codegen::Visibility::Public,
            ),
    )
    .unwrap_err();
    assert!(e.to_string().contains("CHEBYSHEV_DISTANCE"), "{e}");
}
