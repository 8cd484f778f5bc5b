//! Pieces in Betza notation: every refusal with its message, the request-level rules, and the
//! piece mask against the attack table of the same pieces. (The tables' entries for sixteen
//! pieces are checked against a move walker and Fairy-Stockfish in examples/variant.)

use vector_attacks_codegen::betza::Piece;
use vector_attacks_codegen::catalog::Computed;
use vector_attacks_codegen::syntax::parse_file;
use vector_attacks_codegen::{Item, Request, TableId};

#[test]
fn every_refusal_names_the_part_and_what_is_supported() {
    let cases = [
        ("mRcpR", "`p`", "hoppers"),
        ("gQ", "`g`", "hoppers"),
        ("iW", "`i`", "initial moves"),
        ("nC", "`nC`", "two possible paths"),
        ("nNN", "`nN`", "lame rider"),
        ("R0", "`R0`", "range of 0"),
        (
            "xW",
            "`x`",
            "unknown letter; supported: atoms W F D N A H C Z G K",
        ),
        ("hW", "`h`", "unknown letter"),
        ("Nf", "`f`", "no atom after them"),
        ("", "``", "empty"),
    ];
    for (betza, part, why) in cases {
        let e = Piece::parse("p", betza).unwrap_err().to_string();
        assert!(
            e.starts_with(&format!("piece `p` = \"{betza}\": {part}: ")) && e.contains(why),
            "{betza:?}: {e}"
        );
    }
    // Two different paths to one displacement: a rook and a doubled dabbaba both reach six
    // squares down (the first such displacement of the table), over different squares.
    let request = Request::new().piece("x", "RDD").unwrap();
    let e = Item::new(TableId::AttacksBy0x88DiffAndPiece)
        .compute_for(&request)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("\"RDD\" reaches -6 ranks, 0 files along two different paths"),
        "{e}"
    );
}

#[test]
fn request_rules_for_pieces() {
    let e = Request::new()
        .piece("a", "N")
        .unwrap()
        .piece("a", "B")
        .unwrap_err()
        .to_string();
    assert!(e.contains("`a` is defined twice"), "{e}");
    let mut request = Request::new().orthodox_pieces(false);
    for i in 0..31 {
        request = request.piece(&format!("p{i}"), "W").unwrap();
    }
    let e = request.piece("one_more", "W").unwrap_err().to_string();
    assert!(e.contains("at most 31"), "{e}");
    // The orthodox seven count too while kept: 24 more fit.
    let mut request = Request::new();
    for i in 0..24 {
        request = request.piece(&format!("p{i}"), "W").unwrap();
    }
    let e = request.piece("one_more", "W").unwrap_err().to_string();
    assert!(e.contains("at most 31"), "{e}");
    // In a request file, at the definition's token, and before the items only.
    let e = parse_file("r.req", "piece pawn2 = \"iW\";\nstatic A = attacks_0x88;")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("r.req:1:15: piece `pawn2`"), "{e}");
    // A hopper is read, and refused at the item of a table that cannot hold it.
    let e = parse_file(
        "r.req",
        "piece cannon = \"mRcpR\";\nstatic A = attacks_0x88;",
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.starts_with("r.req:2:12:") && e.contains("`attacks_0x88` cannot hold piece `cannon`"),
        "{e}"
    );
    assert!(parse_file(
        "r.req",
        "piece cannon = \"mRcpR\";\nfn f = attackers_to_fn;"
    )
    .is_ok());
    let e = parse_file("r.req", "static A = attacks_0x88;\npiece horse = \"nN\";")
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("r.req:2:1:") && e.contains("before the items"),
        "{e}"
    );
    let e = parse_file("r.req", "piece horse = nN;\nstatic A = attacks_0x88;")
        .unwrap_err()
        .to_string();
    assert!(e.contains("as a string"), "{e}");
}

/// A request that defines pieces keeps the orthodox seven before them unless it says
/// `pieces = none;` (before the definitions), in the syntax, the builder and the tables.
#[test]
fn defined_pieces_follow_the_orthodox_seven_unless_the_request_says_none() {
    let rows = |text: &str| -> Vec<String> {
        let parsed = parse_file("r.req", text).unwrap();
        parsed
            .request()
            .pieces()
            .iter()
            .map(|p| p.name().to_owned())
            .collect()
    };
    let capablanca = "board = 10x8;\npiece archbishop = \"BN\";\npiece chancellor = \"RN\";\nfn attacks = attacks_fn;";
    assert_eq!(
        rows(capablanca),
        [
            "black-pawn",
            "white-pawn",
            "knight",
            "bishop",
            "rook",
            "queen",
            "king",
            "archbishop",
            "chancellor"
        ]
    );
    let alone = "pieces = none;\npiece horse = \"nN\";\nstatic A = attacks_0x88;";
    assert_eq!(rows(alone), ["horse"]);
    assert_eq!(
        rows("pieces = orthodox;\nstatic A = attacks_0x88;").len(),
        7
    );
    // The builder says the same, and the tables have a row per piece.
    let request = Request::new()
        .board(10, 8)
        .unwrap()
        .piece("archbishop", "BN")
        .unwrap()
        .piece("chancellor", "RN")
        .unwrap();
    let Ok(Computed::Table(table)) =
        Item::new(TableId::AttacksBy0x88DiffAndPiece).compute_for(&request)
    else {
        panic!("a table")
    };
    assert_eq!(table.shape[0], 9);
    // Refusals: after a definition, twice, an unknown value, an orthodox name while the
    // orthodox pieces are kept, and no piece at all for a table with a row per piece.
    for (text, needle) in [
        (
            "piece horse = \"nN\";\npieces = none;\nstatic A = attacks_0x88;",
            "r.req:2:1: `pieces` must come before the piece definitions",
        ),
        (
            "pieces = none;\npieces = none;\npiece horse = \"nN\";\nstatic A = attacks_0x88;",
            "r.req:2:1: `pieces` is set twice",
        ),
        (
            "pieces = some;\nstatic A = attacks_0x88;",
            "r.req:1:10: expected `orthodox`",
        ),
        (
            "piece knight = \"N\";\nstatic A = attacks_0x88;",
            "one of the seven orthodox classes",
        ),
        (
            "pieces = none;\nstatic A = attacks_0x88;",
            "r.req:2:12: `attacks_0x88` has a row per piece, and `pieces = none;` leaves no piece",
        ),
    ] {
        let e = parse_file("r.req", text).unwrap_err().to_string();
        assert!(e.contains(needle), "{text}: {e}");
    }
    // Redefining the knight is fine once the orthodox seven are dropped.
    assert_eq!(
        rows("pieces = none;\npiece knight = \"N\";\nstatic A = attacks_0x88;"),
        ["knight"]
    );
    // A table without piece rows needs no piece.
    assert!(parse_file("r.req", "pieces = none;\nstatic L = line;").is_ok());
}

/// The piece mask has bit `piece` exactly where the attack table of the same pieces is not
/// all ones, for the pieces of a xiangqi-like and a Capablanca-like request, on their boards.
#[test]
fn piece_mask_agrees_with_the_attack_table() {
    let requests = [
        Request::new()
            .board(9, 10)
            .unwrap()
            .piece("horse", "nN")
            .unwrap()
            .piece("elephant", "nA")
            .unwrap()
            .piece("advisor", "F")
            .unwrap()
            .piece("soldier", "fsW")
            .unwrap(),
        Request::new()
            .board(10, 8)
            .unwrap()
            .piece("archbishop", "BN")
            .unwrap()
            .piece("chancellor", "RN")
            .unwrap()
            .piece("nightrider", "NN")
            .unwrap(),
    ];
    for request in requests {
        let table = |id| match Item::new(id).compute_for(&request).unwrap() {
            Computed::Table(t) => t,
            _ => unreachable!(),
        };
        let attacks = table(TableId::AttacksBy0x88DiffAndPiece).sets().unwrap();
        let mask = table(TableId::PieceMaskBy0x88Diff);
        let mask = mask.integers().unwrap();
        let all = request.geometry().bitboard().all();
        let k = request.pieces().len();
        assert_eq!(attacks.len(), k * mask.len());
        for (i, &m) in mask.iter().enumerate() {
            for piece in 0..k {
                let reaches = attacks[piece * mask.len() + i] != all;
                assert_eq!(m >> piece & 1 == 1, reaches, "piece {piece}, index {i}");
            }
        }
    }
}

/// Twelve of the pieces of examples/variant generate on every supported board (every files x
/// ranks up to 16 x 16 and 128 squares): their attack table and the runtime's `is_attacked`.
#[test]
fn the_fairy_pieces_generate_on_every_supported_board() {
    let list = [
        ("nightrider", "NN"),
        ("horse", "nN"),
        ("elephant", "nA"),
        ("camel", "C"),
        ("zebra", "Z"),
        ("archbishop", "BN"),
        ("chancellor", "RN"),
        ("amazon", "QN"),
        ("forward_wazir", "fW"),
        ("forward_ferz", "fF"),
        ("short_rook", "R4"),
        ("soldier", "fsW"),
    ];
    let mut boards = 0;
    for files in 1..=16u32 {
        for ranks in 1..=16u32 {
            let Ok(request) = Request::new().board(files, ranks) else {
                assert!(files * ranks > 128);
                continue;
            };
            let request = list
                .iter()
                .fold(request, |r, &(name, betza)| r.piece(name, betza).unwrap());
            for id in [TableId::AttacksBy0x88DiffAndPiece, TableId::IsAttackedFn] {
                Item::new(id)
                    .compute_for(&request)
                    .unwrap_or_else(|e| panic!("{files}x{ranks} {id}: {e}"));
            }
            boards += 1;
        }
    }
    assert_eq!(boards, 209, "the boards of at most 16 x 16 and 128 squares");
}

/// On a `u128` board, `is_attacked` keeps the piece mask and the rectangular table for pieces
/// whose paths are lines and reads the table by difference otherwise; its doc comment says
/// which, from the same decision.
#[test]
fn is_attacked_strategy_follows_the_paths_and_the_doc_says_so() {
    use vector_attacks_codegen::compute::board_functions::Strategy;
    for (pieces, strategy, doc) in [
        (
            &[("archbishop", "BN"), ("chancellor", "RN")][..],
            Strategy::MaskAndRectangular,
            "one byte of the piece classes",
        ),
        (
            &[("archbishop", "BN"), ("nightrider", "NN")][..],
            Strategy::Difference,
            "the seed's table by piece class and square difference",
        ),
    ] {
        let request = pieces
            .iter()
            .fold(Request::new().board(10, 8).unwrap(), |r, &(n, b)| {
                r.piece(n, b).unwrap()
            });
        let item = Item::new(TableId::IsAttackedFn);
        let Computed::BoardFunction(kit) = item.compute_for(&request).unwrap() else {
            panic!("a runtime function")
        };
        assert_eq!(kit.strategy, strategy, "{pieces:?}");
        let text = item.describe_for(&request);
        assert!(text.contains(doc), "{pieces:?}: {text}");
    }
}
