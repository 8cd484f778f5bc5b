//! Every mistake in a `tables!` request is a compile error at the offending token, saying
//! what would be right. Each case is a file in `tests/compile_fail/` with its expected
//! `.stderr`.

#[test]
fn mistakes_are_compile_errors_at_the_token() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/compile_fail/*.rs");
}

/// A correct request compiles (so the failures above are about the mistakes alone).
#[test]
fn a_correct_request_expands() {
    vector_attacks_macros::tables! {
        numbering = a8;
        semantics = stockfish;
        pub(crate) const BETWEEN = in_between_rectangular;
        static RAYS: i16 = ray_unit_vector_queen_16(width = 16, offset = 120);
        fn between = in_between_calculated;
    }
    assert_eq!(BETWEEN[0][1], 0b10);
    assert_eq!(RAYS.len(), 240);
    assert_eq!(between(0, 1), 0b10);
}
