//! The checked-in tables drive a mailbox engine that agrees with the runtime crate, and the
//! files are fresh.

use example_checked_in::{king_distance, slider_reaches, taxi_distance, Board};
use vector_attacks::{in_between, is_attacked, Piece, Square};

#[test]
fn checked_in_file_is_fresh() {
    use vector_attacks_codegen::{checked_in::header, generate_source, syntax};
    let dir = env!("CARGO_MANIFEST_DIR");
    let request = std::fs::read_to_string(format!("{dir}/tables.req")).unwrap();
    let parsed = syntax::parse_file("tables.req", &request).unwrap();
    let regenerate = "cargo run -p vector-attacks-codegen -- generate --request examples/checked-in/tables.req --out examples/checked-in/src/tables.rs";
    let expected = generate_source(parsed.request(), &header(regenerate)).unwrap();
    let actual = std::fs::read_to_string(format!("{dir}/src/tables.rs")).unwrap();
    assert!(
        actual == expected,
        "src/tables.rs is stale; regenerate with: {regenerate}"
    );
}

#[test]
fn slider_loop_agrees_with_is_attacked_for_queens() {
    let mut x = 0x1234_5678_9ABC_DEF1u64;
    for _ in 0..48 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let occupied = x & (x >> 11);
        for from in Square::ALL {
            // The slider stands on `from`, as the seed's loop requires.
            let board = Board::from_bitboard(occupied | from.bit());
            for to in Square::ALL {
                let (f, t) = (
                    Board::from_index(from.index()),
                    Board::from_index(to.index()),
                );
                // A queen's line attack (king steps count too, knight jumps never do).
                let expected = from != to
                    && is_attacked(from, to, Piece::Queen, occupied)
                    && in_between(from, to) & occupied == 0;
                assert_eq!(
                    slider_reaches(&board, f, t),
                    expected,
                    "{from} {to} {occupied:#x}"
                );
            }
        }
    }
}

#[test]
fn distances_agree_with_coordinates() {
    for from in Square::ALL {
        for to in Square::ALL {
            let dr = (i32::from(to.rank()) - i32::from(from.rank())).abs();
            let df = (i32::from(to.file()) - i32::from(from.file())).abs();
            assert_eq!(
                i32::from(king_distance(from.index(), to.index())),
                dr.max(df)
            );
            assert_eq!(i32::from(taxi_distance(from.index(), to.index())), dr + df);
            // A king attacks exactly the squares at king distance one.
            assert_eq!(
                king_distance(from.index(), to.index()) == 1,
                is_attacked(from, to, Piece::King, 0)
            );
        }
    }
}
