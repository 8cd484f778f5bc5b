//! What a build script's request writes into `OUT_DIR`: the same items as the macro and the
//! CLI (one request, three sinks, byte-identical items: the builder
//! `Request::write_to_out_dir`, the procedural macro, whose whole body is `syntax::expand`,
//! and `generate --request`), and nothing outside `OUT_DIR`.
//!
//! `write_to_out_dir` reads `OUT_DIR` from the environment, as cargo sets it for a build
//! script, so this file sets it: it runs without the test harness (`harness = false`), one
//! check after another on the main thread, where changing the environment is sound.

use std::process::Command;

use proc_macro2::TokenStream;
use vector_attacks_codegen::build_script::HEADER;
use vector_attacks_codegen::{
    emit, syntax, ElementType, Geometry, Item, Numbering, Request, Semantics, Storage, TableId,
    VectorLayout, Visibility,
};

/// A non-default request in the shared syntax...
const TEXT: &str = "
numbering = a8;
semantics = stockfish;
pub const BETWEEN = in_between_rectangular;
pub(crate) static BETWEEN_0X88 = in_between_0x88;
fn between_calculated = in_between_calculated;
static RAYS: i16 = ray_unit_vector_queen_16(width = 17);
const ATTACKS = attacks_0x88;
static KING_STEPS: u16 = chebyshev_squares;
";

/// ...and the same request through the builder API.
fn built() -> Request {
    let flipped = Geometry::STANDARD.with_numbering(Numbering::A8);
    Request::new()
        .numbering(Numbering::A8)
        .semantics(Semantics::Stockfish)
        .item(
            Item::new(TableId::InBetweenRectangular)
                .named("BETWEEN")
                .storage(Storage::Const),
        )
        .item(
            Item::new(TableId::InBetweenBy0x88Diff)
                .named("BETWEEN_0X88")
                .visibility(Visibility::Crate),
        )
        .item(
            Item::new(TableId::InBetweenCalculated)
                .named("between_calculated")
                .visibility(Visibility::Private),
        )
        .item(
            Item::new(TableId::RayUnitVectorQueen16)
                .named("RAYS")
                .visibility(Visibility::Private)
                .element(ElementType::I16)
                .layout(VectorLayout::compact(flipped, 17).unwrap()),
        )
        .item(
            Item::new(TableId::AttacksBy0x88DiffAndPiece)
                .named("ATTACKS")
                .visibility(Visibility::Private)
                .storage(Storage::Const),
        )
        .item(
            Item::new(TableId::ChebyshevBySquares)
                .named("KING_STEPS")
                .visibility(Visibility::Private)
                .element(ElementType::U16),
        )
}

fn strip_header<'a>(text: &'a str, header: &str) -> &'a str {
    text.strip_prefix(header)
        .expect("header")
        .trim_start_matches('\n')
}

/// Sets `OUT_DIR` for the builder.
fn set_out_dir(dir: &std::path::Path) {
    // SAFETY: this binary has no test harness; `main` runs the checks one after another on
    // its only thread, and nothing else reads the environment meanwhile.
    unsafe { std::env::set_var("OUT_DIR", dir) };
}

fn main() {
    builder_macro_and_cli_emit_identical_items();
    println!("builder, macro and CLI emit identical items: ok");
    write_to_out_dir_stays_inside_out_dir();
    println!("write_to_out_dir stays inside OUT_DIR: ok");
}

fn builder_macro_and_cli_emit_identical_items() {
    let dir = std::env::temp_dir().join(format!("va-same-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();

    // The macro: the expansion its proc-macro entry point returns, formatted.
    let expanded = syntax::expand(TEXT.parse::<TokenStream>().unwrap());
    assert!(
        !expanded.to_string().contains("compile_error"),
        "{expanded}"
    );
    let from_macro = emit::source("", expanded).unwrap();

    // The builder, as a build script runs it.
    set_out_dir(&dir);
    let path = built().write_to_out_dir("tables.rs").unwrap();
    let from_builder = std::fs::read_to_string(path).unwrap();

    // The CLI, from a request file.
    let request = dir.join("tables.req");
    std::fs::write(&request, TEXT).unwrap();
    let out = dir.join("cli.rs");
    let status = Command::new(env!("CARGO_BIN_EXE_vector-attacks-codegen"))
        .args(["generate", "--request"])
        .arg(&request)
        .arg("--out")
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    let from_cli = std::fs::read_to_string(&out).unwrap();
    let cli_header: String = from_cli.lines().take(2).map(|l| format!("{l}\n")).collect();

    let items = from_macro.trim_start_matches('\n');
    assert!(items.contains("pub const BETWEEN: [[u64; 64]; 64]"));
    assert!(items.contains("a8 = 0"));
    assert_eq!(
        strip_header(&from_builder, HEADER),
        items,
        "builder vs macro"
    );
    assert_eq!(strip_header(&from_cli, &cli_header), items, "CLI vs macro");
    std::fs::remove_dir_all(&dir).unwrap();
}

fn write_to_out_dir_stays_inside_out_dir() {
    use vector_attacks_codegen::{Request, TableId};
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    set_out_dir(&out);
    let request = Request::new().table(TableId::ChebyshevBySquares);
    for bad in [
        "../escape.rs",
        "/tmp/abs.rs",
        "",
        ".",
        "..",
        "sub/x.rs",
        "x.rs/",
    ] {
        let err = request.write_to_out_dir(bad).unwrap_err();
        assert!(
            err.to_string().contains("not a plain file name"),
            "{bad}: {err}"
        );
    }
    assert!(!dir.path().join("escape.rs").exists());
    assert_eq!(std::fs::read_dir(&out).unwrap().count(), 0);
    request.write_to_out_dir("ok.rs").unwrap();
    assert_eq!(std::fs::read_dir(&out).unwrap().count(), 1);
}
