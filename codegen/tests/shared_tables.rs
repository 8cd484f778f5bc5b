//! The functions of one request read one copy of each table they have in common, and a
//! function alone keeps its tables in its body.

use vector_attacks_codegen::syntax::parse_file;
use vector_attacks_codegen::{emit, generate_source, Item, Request, TableId};

fn source(request: &str) -> String {
    let parsed = parse_file("r.req", request).unwrap();
    emit::source("", parsed.generate_located().unwrap()).unwrap()
}

#[test]
fn the_attack_set_functions_share_their_line_tables() {
    let three = "pub fn attacks = attacks_fn(strategy = magic);\n\
                 pub fn attackers_to = attackers_to_fn(strategy = magic);\n\
                 pub fn in_check = in_check_fn(strategy = magic);";
    let text = source(three);
    for table in [
        "ROOK_ATTACKS",
        "BISHOP_ATTACKS",
        "ROOK_MAGICS",
        "BISHOP_MAGICS",
    ] {
        assert_eq!(
            text.matches(&format!("static {table}:")).count(),
            1,
            "{table}"
        );
        assert_eq!(text.matches(&format!("::{table};")).count(), 3, "{table}");
    }
    // `attacks` reads the pieces' own leaps, the other two the leaps turned round (the
    // pawns'): those two share theirs.
    assert_eq!(text.matches("static LEAPS:").count(), 2);
    // One function alone: its tables stay in its body, no module.
    let alone = source("pub fn attacks = attacks_fn(strategy = magic);");
    assert!(!alone.contains("mod __vector_attacks_tables_"));
    assert_eq!(alone.matches("static ROOK_ATTACKS:").count(), 1);
    eprintln!(
        "three functions: {} bytes of source, one alone: {} bytes",
        text.len(),
        alone.len()
    );
    assert!(
        text.len() < alone.len() * 3 / 2,
        "{} {}",
        text.len(),
        alone.len()
    );
}

#[test]
fn the_runtime_functions_share_the_in_between_table_and_the_ways_agree() {
    let request = Request::new()
        .board(10, 8)
        .unwrap()
        .table(TableId::InBetweenFn)
        .table(TableId::MayMoveFn);
    let text = generate_source(&request, "").unwrap();
    assert_eq!(text.matches("static TABLE:").count(), 1, "{text}");
    // The request syntax gives the same file as the builder.
    let syntax =
        source("board = 10x8;\npub fn in_between = in_between_fn;\npub fn may_move = may_move_fn;");
    let named = Request::new()
        .board(10, 8)
        .unwrap()
        .item(Item::new(TableId::InBetweenFn).named("in_between"))
        .item(Item::new(TableId::MayMoveFn).named("may_move"));
    assert_eq!(syntax, generate_source(&named, "").unwrap());
}
