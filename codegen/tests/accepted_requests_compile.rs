//! Every request the generator accepts gives source that compiles, and every table it stores
//! as a byte string reads back, once compiled, as the values it computed.
//!
//! Requests are drawn at random (seeded: the same 200 every run, so a failure reproduces;
//! set `ACCEPTED_REQUESTS_SEED` to draw another sample) across every table of the catalogue,
//! element types, layouts by difference, mailbox layouts, SEE piece values, boards,
//! numberings, in-between semantics and Betza pieces; a table no accepted draw held is added
//! at its defaults. The accepted ones are compiled together
//! by rustc as one program, which compares each byte-string table with the bytes the test
//! encodes from the computed values (little-endian, two's complement, the element's width).
//! A refused request must be refused with its position, never a panic.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use vector_attacks_codegen::catalog::{Computed, Indexing};
use vector_attacks_codegen::syntax::parse_file;
use vector_attacks_codegen::{emit, Error, TableId};

/// How many accepted requests are compiled per run, and how many draws may be spent on them.
const ACCEPTED: usize = 200;
const MAX_DRAWS: usize = 2_000;

/// The guide's request for the SEE table in centipawns: compiled as the first case of every
/// run (its 800s put 0x20 bytes at the start of continued lines).
const GUIDE_SEE_REQUEST: &str =
    "pub static S: i16 = see_rebel(pawn = 100, knight = 300, bishop = 300, rook = 500, queen = 900);";

const BOARDS: &[&str] = &[
    "",
    "",
    "",
    "board = 8x8;",
    "board = 10x8;",
    "board = 9x10;",
    "board = 10x10;",
    "board = 12x10;",
    "board = 16x8;",
    "board = 8x16;",
    "board = 11x11;",
    "board = 5x5;",
    "board = 1x8;",
    "board = 12x1;",
    "board = 7x9;",
];
const ELEMENTS: &[&str] = &[
    "", "", "", "", "", "", ": u8", ": i8", ": u16", ": i16", ": i32", ": u64", ": u128",
];
const MODIFIERS: &[&str] = &[
    "", "", "", "f", "b", "s", "v", "fs", "l", "r", "n", "m", "c", "fm", "bc",
];
const ATOMS: &[&str] = &[
    "W", "F", "D", "N", "A", "H", "C", "Z", "G", "K", "R", "B", "Q", "NN", "R4", "B2", "WW", "FF",
    "R2",
];

/// One item as drawn: the table and the choices the syntax offers for it.
#[derive(Clone, Debug)]
struct ItemDraw {
    table: TableId,
    visibility: &'static str,
    constant: bool,
    element: &'static str,
    options: usize,
    layout: (u16, u16),
    mailbox: (u16, u16, u16),
    values: Vec<Option<u16>>,
}

fn item_draw() -> impl Strategy<Value = ItemDraw> {
    let see_value = prop_oneof![Just(800u16), Just(100), 0u16..=1200];
    (
        proptest::sample::select(TableId::ALL.to_vec()),
        proptest::sample::select(&["", "pub ", "pub(crate) "][..]),
        proptest::bool::weighted(0.2),
        proptest::sample::select(ELEMENTS),
        0usize..6,
        (13u16..=40, 0u16..=800),
        (8u16..=20, 8u16..=20, 0u16..=60),
        proptest::collection::vec(proptest::option::of(see_value), 5),
    )
        .prop_map(
            |(table, visibility, constant, element, options, layout, mailbox, values)| ItemDraw {
                table,
                visibility,
                constant,
                element,
                options,
                layout,
                mailbox,
                values,
            },
        )
}

fn betza() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        (
            proptest::sample::select(MODIFIERS),
            proptest::sample::select(ATOMS),
        ),
        1..=2,
    )
    .prop_map(|parts| parts.iter().map(|(m, a)| format!("{m}{a}")).collect())
}

/// A whole request, as text in the request syntax.
fn request_text() -> impl Strategy<Value = String> {
    (
        proptest::sample::select(BOARDS),
        proptest::sample::select(&["", "", "", "bitboard = u128;", "bitboard = u64;"][..]),
        proptest::sample::select(&["", "numbering = a1;", "numbering = a8;"][..]),
        proptest::sample::select(&["", "semantics = strict;", "semantics = stockfish;"][..]),
        proptest::collection::vec(betza(), 0..4),
        proptest::collection::vec(item_draw(), 1..4),
    )
        .prop_map(|(board, bitboard, numbering, semantics, pieces, items)| {
            let mut text = [board, bitboard, numbering, semantics].join("\n");
            for (i, definition) in pieces.iter().enumerate() {
                write!(text, "\npiece p{i} = \"{definition}\";").unwrap();
            }
            for (i, item) in items.iter().enumerate() {
                text.push('\n');
                text.push_str(&item_text(i, item));
            }
            text
        })
}

fn item_text(i: usize, d: &ItemDraw) -> String {
    let (keyword, name) = if d.table.is_function() {
        ("fn", format!("f{i}"))
    } else if d.constant {
        ("const", format!("T{i}"))
    } else {
        ("static", format!("T{i}"))
    };
    let (width, offset) = d.layout;
    let (mw, mh, a1) = d.mailbox;
    let options = match (d.table.indexing(), d.options) {
        (_, 0) => String::new(),
        (Indexing::See, _) => {
            let names = ["pawn", "knight", "bishop", "rook", "queen"];
            let given: Vec<String> = names
                .iter()
                .zip(&d.values)
                .filter_map(|(n, v)| v.map(|v| format!("{n} = {v}")))
                .collect();
            format!("({})", given.join(", "))
        }
        (Indexing::Mailbox, _) => format!("(width = {mw}, height = {mh}, a1 = {a1})"),
        // The attack-set functions' strategies, and one that does not exist (refused).
        (Indexing::AttackSet, 1) => "(strategy = magic)".to_owned(),
        (Indexing::AttackSet, 2) => "(strategy = obstruction)".to_owned(),
        (Indexing::AttackSet, 3) => "(strategy = rotated)".to_owned(),
        (Indexing::AttackSet, 4) => "(strategy = fill)".to_owned(),
        (Indexing::AttackSet, _) => "(strategy = pext)".to_owned(),
        (_, 1) => format!("(width = {width})"),
        (_, 2) => format!("(offset = {offset})"),
        (_, _) => format!("(width = {width}, offset = {offset})"),
    };
    let table = d.table.name().replace('-', "_");
    format!(
        "{}{keyword} {name}{} = {table}{options};",
        d.visibility, d.element
    )
}

/// One accepted request: its text, the generated source, and the bytes each of its
/// byte-string tables must hold.
struct Case {
    text: String,
    source: String,
    byte_tables: Vec<(String, Vec<u8>)>,
    /// The tables of the request's items, as the generator parsed them.
    tables: Vec<TableId>,
}

/// Generates `text`: `Ok(Some(case))` when accepted, `Ok(None)` when refused with a
/// position, `Err` for a refusal without one.
fn accept(text: &str) -> Result<Option<Case>, String> {
    let generated = parse_file("case.req", text).and_then(|parsed| {
        let source = emit::source("", parsed.generate_located()?)?;
        Ok((parsed, source))
    });
    let (parsed, source) = match generated {
        Ok(done) => done,
        Err(Error::Syntax { location, .. }) if location.starts_with("case.req:") => {
            return Ok(None)
        }
        Err(e) => return Err(format!("refused without a position: {e}\n{text}")),
    };
    let request = parsed.request();
    let tables = request.items().iter().map(|item| item.table).collect();
    let mut byte_tables = Vec::new();
    for item in request.items() {
        if item.table.indexing() != Indexing::See {
            continue;
        }
        let Ok(Computed::Table(table)) = item.compute_for(request) else {
            return Err(format!("`{}` generated but does not compute", item.name));
        };
        let width = match item.element.rust_name() {
            "u8" | "i8" => 1,
            "u16" | "i16" => 2,
            "i32" => 4,
            other => return Err(format!("a byte-string table in `{other}`")),
        };
        let bytes = table
            .integers()
            .unwrap()
            .iter()
            .flat_map(|&v| i64::from(v).to_le_bytes().into_iter().take(width))
            .collect();
        byte_tables.push((item.name.clone(), bytes));
    }
    Ok(Some(Case {
        text: text.to_owned(),
        source,
        byte_tables,
        tables,
    }))
}

fn runner() -> TestRunner {
    let seed: u64 = std::env::var("ACCEPTED_REQUESTS_SEED")
        .ok()
        .map_or(0x0acc_e97e_d5ee, |s| s.parse().expect("a whole number"));
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &bytes),
    )
}

/// The program rustc builds: one module per case, each with a function that compares its
/// byte-string tables with the files the test wrote; `main` prints each mismatch.
fn program(cases: &[Case], dir: &Path) -> String {
    let mut text = String::from("#![allow(warnings)]\n");
    for (i, case) in cases.iter().enumerate() {
        write!(text, "pub mod case{i} {{\n{}\n", case.source).unwrap();
        text.push_str("pub fn byte_tables() -> ::std::vec::Vec<(&'static str, &'static [u8])> {\n::std::vec![");
        for (name, bytes) in &case.byte_tables {
            let file = dir.join(format!("case{i}-{name}.bin"));
            std::fs::write(&file, bytes).unwrap();
            write!(text, "(\"{name}\", &{name}[..]),").unwrap();
        }
        text.push_str("]\n}\n}\n");
    }
    text.push_str(
        "fn main() {\n    let dir = ::std::env::args().nth(1).unwrap();\n    let mut checked = 0;\n    let cases: &[fn() -> ::std::vec::Vec<(&'static str, &'static [u8])>] = &[",
    );
    for i in 0..cases.len() {
        write!(text, "case{i}::byte_tables,").unwrap();
    }
    text.push_str(
        r#"];
    for (i, tables) in cases.iter().enumerate() {
        for (name, got) in tables() {
            let expected = ::std::fs::read(format!("{dir}/case{i}-{name}.bin")).unwrap();
            checked += 1;
            if got != &expected[..] {
                let at = got.iter().zip(&expected).position(|(a, b)| a != b);
                println!("case{i}::{name}: {} bytes, expected {}; first difference at {at:?}", got.len(), expected.len());
            }
        }
    }
    println!("checked {checked}");
}
"#,
    );
    text
}

/// rustc on `file`, building a program at `out` (or, with `metadata_only`, just checking it).
fn rustc(file: &Path, out: &Path, metadata_only: bool) -> std::process::Output {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let mut command = Command::new(rustc);
    command.args([
        "--edition",
        "2021",
        "-C",
        "opt-level=0",
        "-C",
        "debuginfo=0",
    ]);
    if metadata_only {
        command.args(["--crate-type", "lib", "--emit", "metadata"]);
    }
    command.arg("-o").arg(out).arg(file).output().unwrap()
}

/// Names each case that does not compile alone, with its request and rustc's first lines.
fn failing_cases(cases: &[Case], dir: &Path) -> String {
    let mut report = String::new();
    for (i, case) in cases.iter().enumerate() {
        let file = dir.join(format!("alone{i}.rs"));
        std::fs::write(&file, &case.source).unwrap();
        let o = rustc(&file, &dir.join(format!("alone{i}.rmeta")), true);
        if !o.status.success() {
            let stderr = String::from_utf8_lossy(&o.stderr);
            let head: Vec<&str> = stderr.lines().take(6).collect();
            writeln!(
                report,
                "case{i} does not compile:\n{}\n{}\n",
                case.text,
                head.join("\n")
            )
            .unwrap();
        }
    }
    report
}

// (Compiling every accepted request's tables takes rustc most of a minute: `.ci/run` runs
// this test by name, and the README's `cargo test` leaves it out.)
#[test]
#[ignore = "compiles generated tables with rustc for most of a minute: .ci/run runs it (cargo test -- --ignored)"]
fn accepted_requests_compile_and_their_byte_strings_decode() {
    let mut cases = vec![accept(GUIDE_SEE_REQUEST)
        .unwrap()
        .expect("the guide's SEE request is accepted")];
    let strategy = request_text();
    let mut runner = runner();
    let mut tables_seen = std::collections::BTreeSet::new();
    let (mut refused, mut pext_refused) = (0, 0);
    for _ in 0..MAX_DRAWS {
        if cases.len() > ACCEPTED {
            break;
        }
        let text = strategy.new_tree(&mut runner).unwrap().current();
        // A strategy that does not exist is never accepted.
        let pext = text.contains("(strategy = pext)");
        match accept(&text) {
            Ok(Some(case)) => {
                assert!(!pext, "accepted an unknown strategy:\n{text}");
                tables_seen.extend(case.tables.iter().copied());
                cases.push(case);
            }
            Ok(None) => {
                refused += 1;
                pext_refused += usize::from(pext);
            }
            Err(e) => panic!("{e}"),
        }
    }
    assert!(
        pext_refused > 10,
        "only {pext_refused} unknown strategies drawn"
    );
    assert!(
        cases.len() > ACCEPTED,
        "only {} of {MAX_DRAWS} drawn requests accepted",
        cases.len() - 1
    );
    eprintln!("{} accepted, {refused} refused", cases.len());
    // A table no accepted draw held (the catalogue grows faster than the sample) is
    // compiled once at its defaults.
    for table in TableId::ALL.iter().filter(|t| !tables_seen.contains(t)) {
        let keyword = if table.is_function() {
            "fn f"
        } else {
            "static T"
        };
        let text = format!("pub {keyword} = {};", table.name().replace('-', "_"));
        let case = accept(&text)
            .unwrap()
            .expect("every table is accepted at its defaults");
        cases.push(case);
    }
    let byte_tables: usize = cases.iter().map(|c| c.byte_tables.len()).sum();
    assert!(byte_tables >= 10, "only {byte_tables} byte-string tables");
    eprintln!(
        "{} accepted requests ({refused} refused with a position), {byte_tables} byte-string tables",
        cases.len()
    );

    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("accepted.rs");
    std::fs::write(&file, program(&cases, dir.path())).unwrap();
    let binary = dir.path().join("accepted");
    let o = rustc(&file, &binary, false);
    assert!(
        o.status.success(),
        "{}",
        failing_cases(&cases, dir.path()) + &String::from_utf8_lossy(&o.stderr)
    );
    let run = Command::new(&binary).arg(dir.path()).output().unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{stdout}");
    assert_eq!(
        stdout.trim(),
        format!("checked {byte_tables}"),
        "byte strings that do not decode to the computed values"
    );
}

/// The guide (`docs/guide.md`) still shows the request compiled as the first case above.
#[test]
fn the_guide_shows_the_see_request() {
    let guide = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/guide.md");
    let Ok(text) = std::fs::read_to_string(&guide) else {
        eprintln!("skipped: the repository's guide is not packaged with this crate");
        return;
    };
    assert!(text.contains(GUIDE_SEE_REQUEST));
}
