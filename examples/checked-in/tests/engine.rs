//! The checked-in tables drive a mailbox engine that agrees with the runtime crate, and the
//! files are fresh.

use example_checked_in::{
    attacks, king_distance, slider_reaches, slider_targets, taxi_distance, Board,
};
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
fn the_engines_attack_test_and_slides_agree_with_is_attacked_for_every_piece() {
    let pieces = [
        Piece::BlackPawn,
        Piece::WhitePawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];
    let mut x = 0x0F1E_2D3C_4B5A_6978u64;
    for _ in 0..16 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let occupied = x & (x >> 5);
        let board = Board::from_bitboard(occupied);
        for from in Square::ALL {
            let f = Board::from_index(from.index());
            for piece in pieces {
                let mut expected_targets = Vec::new();
                for to in Square::ALL {
                    let t = Board::from_index(to.index());
                    let expected = is_attacked(from, to, piece, occupied);
                    assert_eq!(
                        attacks(&board, f, t, piece),
                        expected,
                        "{piece:?} {from} {to}"
                    );
                    if expected {
                        expected_targets.push(t);
                    }
                }
                if matches!(piece, Piece::Bishop | Piece::Rook | Piece::Queen) {
                    let mut targets = slider_targets(&board, f, piece);
                    targets.sort_unstable();
                    assert_eq!(targets, expected_targets, "{piece:?} on {from}");
                }
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
