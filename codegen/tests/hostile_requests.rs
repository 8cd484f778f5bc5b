//! Requests written to break the generator: every one gets a clear error with its position,
//! or output that compiles. Nothing panics, aborts or overflows the stack.

mod common;

use std::path::Path;
use std::process::Command;

use vector_attacks_codegen::syntax::{parse_file, read_file};
use vector_attacks_codegen::{emit, Error, Request, TableId};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_vector-attacks-codegen"))
}

/// Compiles `text` as a library in each edition, or fails the test.
fn compiles_in_every_edition(text: &str) {
    common::compiles("lib", text, &["2015", "2018", "2021", "2024"]);
}

fn generated(request: &str) -> Result<String, Error> {
    let parsed = parse_file("tricky.req", request)?;
    emit::source("", parsed.generate_located()?)
}

#[test]
fn tricky_names_compile_in_every_edition_or_are_refused_at_the_name() {
    let accepted = "
        pub static r#gen = chebyshev_squares;
        pub static r#type = manhattan_squares;
        pub static r#async = in_between_0x88;
        pub static caf\u{e9} = piece_mask_0x88;
        pub static \u{3a9}MEGA = chebyshev_0x88;
        static _private = manhattan_0x88;
        pub static r#plain = ray_unit_vector_queen_15;
        pub fn r#try = in_between_calculated;
    ";
    compiles_in_every_edition(&generated(accepted).unwrap());

    for (request, message) in [
        (
            "static gen = chebyshev_squares;",
            "tricky.req:1:8: item name `gen` is a keyword",
        ),
        (
            "static async = chebyshev_squares;",
            "tricky.req:1:8: item name `async` is a keyword",
        ),
        (
            "static try = chebyshev_squares;",
            "tricky.req:1:8: item name `try` is a keyword",
        ),
        (
            "static dyn = chebyshev_squares;",
            "tricky.req:1:8: item name `dyn` is a keyword",
        ),
        (
            "static r#self = chebyshev_squares;",
            "tricky.req:1:8: `r#self` cannot be a raw identifier",
        ),
        (
            "static foo = chebyshev_squares; static r#foo = manhattan_squares;",
            "tricky.req:1:40: the name `r#foo` is used twice",
        ),
        (
            "static caf\u{e9} = chebyshev_squares;\nstatic cafe\u{301} = manhattan_squares;",
            "tricky.req:2:8: the name `cafe\u{301}` is used twice",
        ),
    ] {
        let err = generated(request).unwrap_err().to_string();
        assert!(err.starts_with(message), "{request}:\n{err}");
    }
}

#[test]
fn deep_nesting_is_refused_before_the_parser_sees_it() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let deep = format!(
        "static B = in_between_0x88{}{};",
        "(".repeat(20_000),
        ")".repeat(20_000)
    );
    std::fs::write(d.join("deep.req"), &deep).unwrap();
    // The library, as a build script's from_file reaches it...
    let err = Request::from_file(d.join("deep.req"))
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("deep.req:1:") && err.contains("nested more than 8 deep"),
        "{err}"
    );
    // ...and the CLI: exit 2, not an abort.
    let o = bin()
        .current_dir(d)
        .args(["generate", "--request", "deep.req", "--out", "t.rs"])
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(!d.join("t.rs").exists());
}

#[test]
fn unreadable_text_gets_its_position() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.req");
    let name = file.display().to_string();
    for (bytes, message) in [
        (
            &b"static B = in_between_0x88;\n  \xff"[..],
            ":2:3: invalid UTF-8".to_owned(),
        ),
        (
            &b"static B = \x01;"[..],
            ":1:12: unexpected character '\\u{1}'".to_owned(),
        ),
        (
            "static B = \u{1f600};".as_bytes(),
            ":1:12: unexpected character '\u{1f600}'".to_owned(),
        ),
        (
            &b"static B = in_between_0x88;\n/* open"[..],
            ":2:1: unexpected character".to_owned(),
        ),
    ] {
        std::fs::write(&file, bytes).unwrap();
        let err = read_file(&file).unwrap_err().to_string();
        assert!(err.starts_with(&format!("{name}{message}")), "{err}");
    }
    let big = "// padding\n".repeat(200_000);
    std::fs::write(&file, big).unwrap();
    let err = read_file(&file).unwrap_err().to_string();
    assert!(err.contains("may have at most 1048576"), "{err}");
}

#[test]
fn errors_found_while_generating_a_file_request_keep_their_position() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.req");
    std::fs::write(&file, "\n  static R: u8 = ray_unit_vector_queen_15;\n").unwrap();
    // from_file parses; the element type proves too small only when the values exist.
    let request = Request::from_file(&file).unwrap();
    let err = vector_attacks_codegen::generate(&request)
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with(&format!("{}:2:18: `element` of `R`", file.display())),
        "{err}"
    );
}

#[test]
fn many_items_are_checked_in_one_pass() {
    let mut request = Request::new();
    for i in 0..30_000 {
        request = request.item(
            vector_attacks_codegen::Item::new(TableId::ChebyshevBySquares).named(format!("T{i}")),
        );
    }
    assert!(request.first_error().is_none());
    let request =
        request.item(vector_attacks_codegen::Item::new(TableId::ChebyshevBySquares).named("r#T17"));
    let (index, err) = request.first_error().unwrap();
    assert_eq!(index, 30_000);
    assert!(err.to_string().contains("used twice"));
}

#[test]
fn each_limit_message_states_the_enforced_limit_on_the_option_that_broke_it() {
    let layout = |options: &str| {
        generated(&format!(
            "static R: i32 = ray_unit_vector_queen_16({options});"
        ))
    };
    // 7 * width + 7 must stay within 32767 (tables of at most 65535 entries).
    assert!(layout("width = 4680").is_ok());
    let err = layout("width = 4681").unwrap_err().to_string();
    assert!(
        err.contains("tricky.req:1:50: `width` 4681 is too large") && err.contains("at most 4680"),
        "{err}"
    );
    let err = layout("width = 16, offset = 65535")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains(":1:63: `offset` 65535 is too large") && err.contains("at most 65415"),
        "{err}"
    );
    assert!(layout("width = 16, offset = 65415").is_ok());
    assert!(layout("width = 16, offset = 65416").is_err());
}

mod fuzz {
    use super::*;
    use proptest::prelude::*;
    use proptest::test_runner::{Config, RngSeed};

    /// Words a request is made of, and a few that break it.
    const WORDS: &[&str] = &[
        "pub",
        "pub(crate)",
        "static",
        "const",
        "fn",
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        ";",
        ";",
        "=",
        "=",
        ":",
        ",",
        "numbering",
        "semantics",
        "a1",
        "a8",
        "strict",
        "stockfish",
        "width",
        "offset",
        "0",
        "15",
        "16",
        "17",
        "112",
        "120",
        "65535",
        "99999999999",
        "u8",
        "i8",
        "u16",
        "i16",
        "i32",
        "u64",
        "f32",
        "B",
        "C",
        "B",
        "r#gen",
        "gen",
        "self",
        "in_between_rectangular",
        "in_between_0x88",
        "in_between_triangular",
        "in_between_calculated",
        "ray_unit_vector_queen_15",
        "chebyshev_squares",
        "manhattan_0x88",
        "attacks_0x88",
        "piece_mask_0x88",
        "nothing",
        "\"text\"",
        "'c'",
        "//",
        "/*",
        "*/",
        "-",
        "#",
        "!",
    ];

    fn config() -> Config {
        Config {
            cases: 3000,
            rng_seed: RngSeed::Fixed(0x5eed_0f7a_b1e5),
            failure_persistence: None,
            ..Config::default()
        }
    }

    /// What parsing and generating `text` must give: an error with `file:line:column`, or
    /// items that format as a Rust file (which a test below compiles).
    fn outcome(text: &str) -> Result<Option<String>, TestCaseError> {
        match generated(text) {
            Ok(source) => Ok(Some(source)),
            Err(Error::Syntax { location, .. }) => {
                let mut parts = location.split(':');
                prop_assert_eq!(parts.next(), Some("tricky.req"));
                let line: usize = parts.next().unwrap().parse().unwrap();
                let column: usize = parts.next().unwrap().parse().unwrap();
                prop_assert!(line >= 1 && column >= 1);
                Ok(None)
            }
            Err(e) => Err(TestCaseError::fail(format!(
                "an error without a position: {e}"
            ))),
        }
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn random_bytes_never_crash_the_parser(bytes in proptest::collection::vec(any::<u8>(), 0..120)) {
            let dir = tempfile::tempdir().unwrap();
            let file = dir.path().join("fuzz.req");
            std::fs::write(&file, &bytes).unwrap();
            match read_file(&file) {
                Ok(parsed) => {
                    if let Ok(items) = parsed.generate_located() {
                        prop_assert!(emit::source("", items).is_ok());
                    }
                }
                Err(Error::Syntax { location, .. }) => prop_assert!(location.contains("fuzz.req:")),
                Err(Error::NotUtf8 { line, column, .. }) => prop_assert!(line >= 1 && column >= 1),
                Err(e) => prop_assert!(false, "unexpected error: {e}"),
            }
        }

        #[test]
        fn random_token_streams_give_a_position_or_items(words in proptest::collection::vec(proptest::sample::select(WORDS), 0..24)) {
            outcome(&words.join(" "))?;
        }
    }

    /// Random requests near the grammar: the ones that generate compile, all of them.
    #[test]
    fn random_valid_requests_compile() {
        let item = (
            proptest::sample::select(&["", "pub ", "pub(crate) "][..]),
            proptest::sample::select(&["static", "const"][..]),
            proptest::sample::select(&["A", "B", "r#gen", "caf\u{e9}"][..]),
            proptest::sample::select(&["", ": u8", ": i8", ": u16", ": i16", ": i32"][..]),
            proptest::sample::select(
                &[
                    "chebyshev_0x88",
                    "manhattan_vector_15",
                    "ray_unit_vector_queen_16(width = 17)",
                    "ray_unit_vector_queen_15(offset = 300)",
                    "piece_mask_0x88",
                    "in_between_0x88",
                    "attacks_0x88(width = 15)",
                    "chebyshev_vector_15(width = 16, offset = 200)",
                ][..],
            ),
        );
        let request = (
            proptest::sample::select(&["", "numbering = a8;", "semantics = stockfish;"][..]),
            proptest::collection::vec(item, 1..4),
        );
        let mut runner = proptest::test_runner::TestRunner::new(Config {
            cases: 200,
            ..config()
        });
        let sources = std::cell::RefCell::new(Vec::new());
        runner
            .run(&request, |(setting, items)| {
                let text: String = std::iter::once(setting.to_owned())
                    .chain(
                        items
                            .iter()
                            .map(|(v, k, n, e, t)| format!("{v}{k} {n}{e} = {t};")),
                    )
                    .collect::<Vec<_>>()
                    .join("\n");
                if let Some(source) = outcome(&text)? {
                    sources.borrow_mut().push(source);
                }
                Ok(())
            })
            .unwrap();
        let sources = sources.into_inner();
        assert!(
            sources.len() >= 20,
            "only {} requests generated",
            sources.len()
        );
        let file: String = sources
            .iter()
            .enumerate()
            .map(|(i, s)| format!("pub mod case{i} {{\n{s}\n}}\n"))
            .collect();
        compiles_in_every_edition(&file);
    }
}

#[test]
fn the_cli_refuses_to_overwrite_its_request() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("t.req"), "static B = in_between_0x88;").unwrap();
    std::os::unix::fs::symlink("t.req", d.join("link.req")).unwrap();
    for out in ["t.req", "./t.req", "link.req"] {
        let o = bin()
            .current_dir(d)
            .args(["generate", "--request", "t.req", "--out", out])
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{out}");
        assert!(String::from_utf8_lossy(&o.stderr).contains("is the request file itself"));
    }
    assert_eq!(
        std::fs::read_to_string(Path::new(d).join("t.req")).unwrap(),
        "static B = in_between_0x88;"
    );
}
