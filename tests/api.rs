//! Tests of the public API surface (design: "Runtime API").

use proptest::prelude::*;
use vector_attacks::{
    in_between, is_attacked, may_move, ParseSquareError, Piece, PieceOutOfRange, Square,
    SquareOutOfRange,
};

/// The named constants, each with its name.
macro_rules! named_squares {
    ($($name:ident),* $(,)?) => {
        [$((Square::$name, stringify!($name))),*]
    };
}

const NAMED: [(Square, &str); 64] = named_squares![
    A1, B1, C1, D1, E1, F1, G1, H1, //
    A2, B2, C2, D2, E2, F2, G2, H2, //
    A3, B3, C3, D3, E3, F3, G3, H3, //
    A4, B4, C4, D4, E4, F4, G4, H4, //
    A5, B5, C5, D5, E5, F5, G5, H5, //
    A6, B6, C6, D6, E6, F6, G6, H6, //
    A7, B7, C7, D7, E7, F7, G7, H7, //
    A8, B8, C8, D8, E8, F8, G8, H8, //
];

#[test]
fn square_display_and_parse_round_trip() {
    for square in Square::ALL {
        let text = square.to_string();
        assert_eq!(text.len(), 2, "{text:?}");
        assert_eq!(text.parse::<Square>(), Ok(square), "{text:?}");
    }
    // And the other way round: every name a1..h8 parses to a square that prints as itself.
    for rank in '1'..='8' {
        for file in 'a'..='h' {
            let text = format!("{file}{rank}");
            let square: Square = text.parse().unwrap();
            assert_eq!(square.to_string(), text);
        }
    }
}

#[test]
fn square_all_is_in_index_order() {
    for (i, square) in Square::ALL.into_iter().enumerate() {
        assert_eq!(square.index(), i);
        assert_eq!(usize::from(square.to_u8()), i);
        assert_eq!(u8::from(square), square.to_u8());
        assert_eq!(square.bit(), 1u64 << i);
        assert_eq!(Square::new(square.to_u8()), Some(square));
    }
}

#[test]
fn square_try_from_u8() {
    for n in 0u8..64 {
        let square = Square::try_from(n).unwrap();
        assert_eq!(square.to_u8(), n);
        assert_eq!(square.index(), usize::from(n));
        assert_eq!(Square::new(n), Some(square));
    }
    for n in 64u8..=255 {
        let err = Square::try_from(n).unwrap_err();
        assert_eq!(err, SquareOutOfRange(n));
        assert_eq!(Square::new(n), None);
        let text = err.to_string();
        assert!(text.contains(&n.to_string()), "{text:?}");
        assert!(text.contains('0') && text.contains("63"), "{text:?}");
        assert!(text.contains("a1") && text.contains("h8"), "{text:?}");
    }
}

#[test]
fn square_from_str_errors() {
    for text in [
        "", "e", "e9", "i1", "e44", "E4", "4e", "e0", " e4", "e4 ", "a", "h", "é4",
    ] {
        assert_eq!(text.parse::<Square>(), Err(ParseSquareError), "{text:?}");
    }
    let text = "e9".parse::<Square>().unwrap_err().to_string();
    assert!(text.contains("a1") && text.contains("h8"), "{text:?}");
}

#[test]
fn square_file_rank_index_consistency() {
    for square in Square::ALL {
        let (file, rank) = (square.file(), square.rank());
        assert!(file < 8 && rank < 8);
        assert_eq!(usize::from(rank) * 8 + usize::from(file), square.index());
        assert_eq!(Square::from_file_rank(file, rank), Some(square));
        let text = square.to_string();
        let bytes = text.as_bytes();
        assert_eq!(bytes[0], b'a' + file);
        assert_eq!(bytes[1], b'1' + rank);
    }
    assert_eq!(Square::from_file_rank(8, 0), None);
    assert_eq!(Square::from_file_rank(0, 8), None);
    assert_eq!(Square::from_file_rank(255, 255), None);
}

#[test]
fn named_constants_match_their_names() {
    for (i, (square, name)) in NAMED.into_iter().enumerate() {
        assert_eq!(square.to_string(), name.to_lowercase(), "Square::{name}");
        assert_eq!(square, Square::ALL[i], "Square::{name}");
        assert_eq!(name.to_lowercase().parse::<Square>(), Ok(square));
    }
    assert_eq!(Square::E4.to_string(), "e4");
    assert_eq!(Square::A1.index(), 0);
    assert_eq!(Square::H1.index(), 7);
    assert_eq!(Square::A8.index(), 56);
    assert_eq!(Square::H8.index(), 63);
}

#[test]
fn piece_try_from_u8() {
    for n in 0u8..7 {
        let piece = Piece::try_from(n).unwrap();
        assert_eq!(piece as u8, n);
        assert_eq!(piece.index(), usize::from(n));
        assert_eq!(Piece::ALL[usize::from(n)], piece);
    }
    for n in 7u8..=255 {
        let err = Piece::try_from(n).unwrap_err();
        assert_eq!(err, PieceOutOfRange(n));
        let text = err.to_string();
        assert!(text.contains(&n.to_string()), "{text:?}");
    }
    let names = [
        Piece::BlackPawn,
        Piece::WhitePawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];
    assert_eq!(Piece::ALL, names);
}

#[test]
fn pawns_attack_towards_their_side() {
    assert!(is_attacked(Square::E4, Square::D5, Piece::WhitePawn, 0));
    assert!(is_attacked(Square::E4, Square::F5, Piece::WhitePawn, 0));
    assert!(!is_attacked(Square::E4, Square::D3, Piece::WhitePawn, 0));
    assert!(is_attacked(Square::E4, Square::D3, Piece::BlackPawn, 0));
    assert!(is_attacked(Square::E4, Square::F3, Piece::BlackPawn, 0));
    assert!(!is_attacked(Square::E4, Square::F5, Piece::BlackPawn, 0));
    // No wrap-around from the h-file to the a-file.
    assert!(!is_attacked(Square::H4, Square::A6, Piece::WhitePawn, 0));
    assert!(!is_attacked(Square::A4, Square::H4, Piece::WhitePawn, 0));
}

fn square() -> impl Strategy<Value = Square> {
    (0u8..64).prop_map(|n| Square::try_from(n).unwrap())
}

fn piece() -> impl Strategy<Value = Piece> {
    (0u8..7).prop_map(|n| Piece::try_from(n).unwrap())
}

proptest! {
    // No failure file: integration tests have no lib.rs beside them for proptest to find;
    // a failure prints its minimal input instead.
    #![proptest_config(ProptestConfig {
        cases: 4096,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn is_attacked_ignores_from_and_to_bits(
        from in square(),
        to in square(),
        piece in piece(),
        occupied in any::<u64>(),
    ) {
        let base = occupied & !from.bit() & !to.bit();
        let expected = is_attacked(from, to, piece, base);
        for occ in [base | from.bit(), base | to.bit(), base | from.bit() | to.bit(), occupied] {
            prop_assert_eq!(
                is_attacked(from, to, piece, occ), expected,
                "is_attacked({}, {}, {:?}, {:#018x})", from, to, piece, occ
            );
        }
    }

    #[test]
    fn may_move_and_in_between_are_symmetric(
        a in square(),
        b in square(),
        occupied in any::<u64>(),
    ) {
        prop_assert_eq!(in_between(a, b), in_between(b, a));
        prop_assert_eq!(may_move(a, b, occupied), may_move(b, a, occupied));
        prop_assert_eq!(may_move(a, b, occupied), in_between(a, b) & occupied == 0);
        prop_assert_eq!(in_between(a, b) & (a.bit() | b.bit()), 0);
    }

    #[test]
    fn sliders_attack_when_unobstructed_on_their_lines(
        from in square(),
        to in square(),
        occupied in any::<u64>(),
    ) {
        for piece in [Piece::Bishop, Piece::Rook, Piece::Queen] {
            prop_assert_eq!(
                is_attacked(from, to, piece, occupied),
                is_attacked(from, to, piece, 0) && may_move(from, to, occupied),
                "{:?} {} -> {} with {:#018x}", piece, from, to, occupied
            );
        }
        prop_assert_eq!(
            is_attacked(from, to, Piece::Queen, occupied),
            is_attacked(from, to, Piece::Rook, occupied)
                || is_attacked(from, to, Piece::Bishop, occupied)
        );
    }
}

/// A piece never attacks its own square, whatever the occupancy (documented on
/// `is_attacked`).
#[test]
fn no_piece_attacks_its_own_square() {
    use vector_attacks::{is_attacked, is_attacked_compact, Piece, Square};
    for square in Square::ALL {
        for class in 0..7u8 {
            let piece = Piece::try_from(class).unwrap();
            for occupied in [
                0,
                u64::MAX,
                square.bit(),
                !square.bit(),
                0x00ff_00ff_f0f0_0f0f,
            ] {
                assert!(
                    !is_attacked(square, square, piece, occupied),
                    "{square:?} {piece:?}"
                );
                assert!(!is_attacked_compact(square, square, piece, occupied));
            }
        }
    }
}
