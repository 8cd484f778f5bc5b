//! The mailbox runtime against the bitboard one: conversions round-trip on every layout,
//! every padding cell of every template is off the board, `attacks_mailbox` (the
//! destination-source loop) agrees with `is_attacked` for every piece, every pair of squares
//! and 65 occupancies on every layout at least 15 wide, `attacks_mailbox_by_squares` (the
//! same loop, its direction found through the squares) likewise on all six layouts, and the
//! increments with `slide` (the source-destination loop) give exactly the attacked squares on
//! all six.

mod common;

use common::XorShift;
use vector_attacks::mailbox::{
    attacks_mailbox, attacks_mailbox_by_squares, slide, x88, Layout, Mailbox10x12, Mailbox12x12,
    Mailbox15x12, Mailbox16x12, Mailbox16x16, WideLayout, X88,
};
use vector_attacks::{is_attacked, Piece, Square};

const PIECES: [Piece; 7] = [
    Piece::BlackPawn,
    Piece::WhitePawn,
    Piece::Knight,
    Piece::Bishop,
    Piece::Rook,
    Piece::Queen,
    Piece::King,
];

/// The empty board and 64 random occupancies of varying density.
fn occupancies() -> Vec<u64> {
    let mut rng = XorShift(0x6d61_696c_626f_7821);
    core::iter::once(0)
        .chain((0..64).map(|_| rng.occupancy()))
        .collect()
}

/// The layout's template with every occupied square holding a piece (code 1).
fn board<L: Layout>(occupied: u64) -> Vec<u8> {
    let mut board = L::TEMPLATE.to_vec();
    for square in Square::ALL {
        if occupied & square.bit() != 0 {
            board[L::to_mailbox(square)] = 1;
        }
    }
    board
}

fn conversions<L: Layout>(name: &str, cells: usize) {
    assert_eq!(L::TEMPLATE.len(), cells, "{name}");
    assert_eq!(L::SQUARE.len(), cells, "{name}");
    let mut squares_seen = 0;
    for square in Square::ALL {
        let cell = L::to_mailbox(square);
        assert_eq!(L::from_mailbox(cell), Some(square), "{name}: {square}");
        assert_eq!(L::TEMPLATE[cell], 0, "{name}: {square} is on the board");
    }
    for cell in 0..cells {
        match L::from_mailbox(cell) {
            Some(square) => {
                assert_eq!(L::to_mailbox(square), cell, "{name}: cell {cell}");
                squares_seen += 1;
            }
            None => {
                assert_eq!(L::TEMPLATE[cell], 255, "{name}: padding cell {cell}");
                assert!(L::is_off_board(L::TEMPLATE, cell), "{name}: cell {cell}");
            }
        }
    }
    assert_eq!(squares_seen, 64, "{name}");
    assert!(L::is_off_board(L::TEMPLATE, cells), "{name}: past the end");
    assert!(L::is_off_board(L::TEMPLATE, usize::MAX), "{name}: before 0");
}

#[test]
fn conversions_round_trip_and_padding_is_off_board_on_every_layout() {
    conversions::<X88>("0x88", 128);
    conversions::<Mailbox10x12>("10x12", 120);
    conversions::<Mailbox12x12>("12x12", 144);
    conversions::<Mailbox15x12>("15x12", 180);
    conversions::<Mailbox16x12>("16x12", 192);
    conversions::<Mailbox16x16>("16x16", 256);
}

#[test]
fn the_seeds_0x88_arithmetic_matches_the_tables() {
    for square in Square::ALL {
        let cell = x88::from_square(square);
        assert_eq!(cell, X88::to_mailbox(square));
        assert_eq!(x88::to_square(cell), Some(square));
    }
    for cell in 0..256 {
        assert_eq!(x88::to_square(cell), X88::from_mailbox(cell), "cell {cell}");
        assert_eq!(x88::is_off_board(cell), X88::from_mailbox(cell).is_none());
    }
    // A 0x88 board whose padding holds nothing: the 0x88 test alone stops the loops.
    let bare = [0u8; 128];
    for cell in (0..128).filter(|c| c & 0x88 != 0) {
        assert!(X88::is_off_board(&bare, cell));
    }
    let h1 = X88::to_mailbox(Square::H1);
    assert_eq!(slide::<X88, u8>(&bare, h1, 1).count(), 0);
    assert_eq!(slide::<X88, u8>(&bare, h1, -1).count(), 7);
}

/// A destination-source loop over a `u8` board: `attacks_mailbox` or
/// `attacks_mailbox_by_squares` for one layout.
type Loop = fn(&[u8], usize, usize, Piece) -> bool;

/// Every piece, every pair, every occupancy: a destination-source loop on layout `L` against
/// the bitboard test. Returns the number of comparisons.
fn destination_source<L: Layout>(name: &str, attacks: Loop) -> usize {
    let mut compared = 0;
    for occupied in occupancies() {
        let board = board::<L>(occupied);
        for from in Square::ALL {
            for to in Square::ALL {
                let (f, t) = (L::to_mailbox(from), L::to_mailbox(to));
                for piece in PIECES {
                    assert_eq!(
                        attacks(&board, f, t, piece),
                        is_attacked(from, to, piece, occupied),
                        "{name}: {piece:?} {from} -> {to}, occupied {occupied:#018x}"
                    );
                    compared += 1;
                }
            }
        }
    }
    compared
}

/// [`destination_source`] for `attacks_mailbox` on a layout at least 15 wide.
fn by_difference<L: WideLayout>(name: &str) -> usize {
    destination_source::<L>(name, attacks_mailbox::<L, u8>)
}

/// [`destination_source`] for `attacks_mailbox_by_squares`, on any layout.
fn by_squares<L: Layout>(name: &str) -> usize {
    destination_source::<L>(name, attacks_mailbox_by_squares::<L, u8>)
}

#[test]
fn attacks_mailbox_agrees_with_is_attacked_on_every_wide_layout() {
    let per_layout = 65 * 64 * 64 * 7;
    assert_eq!(by_difference::<X88>("0x88"), per_layout);
    assert_eq!(by_difference::<Mailbox15x12>("15x12"), per_layout);
    assert_eq!(by_difference::<Mailbox16x12>("16x12"), per_layout);
    assert_eq!(by_difference::<Mailbox16x16>("16x16"), per_layout);
}

#[test]
fn attacks_mailbox_by_squares_agrees_with_is_attacked_on_every_layout() {
    let per_layout = 65 * 64 * 64 * 7;
    assert_eq!(by_squares::<X88>("0x88"), per_layout);
    assert_eq!(by_squares::<Mailbox10x12>("10x12"), per_layout);
    assert_eq!(by_squares::<Mailbox12x12>("12x12"), per_layout);
    assert_eq!(by_squares::<Mailbox15x12>("15x12"), per_layout);
    assert_eq!(by_squares::<Mailbox16x12>("16x12"), per_layout);
    assert_eq!(by_squares::<Mailbox16x16>("16x16"), per_layout);
}

#[test]
fn attacks_mailbox_never_panics_or_hangs_on_cells_that_are_not_squares() {
    let board = Mailbox16x12::TEMPLATE;
    for from in 0..300 {
        for to in (0..300).step_by(7) {
            for piece in PIECES {
                let _ = attacks_mailbox::<Mailbox16x12, u8>(board, from, to, piece);
            }
        }
    }
    for far in [usize::MAX, usize::MAX / 2, 1 << 40] {
        for piece in PIECES {
            let _ = attacks_mailbox::<Mailbox16x12, u8>(board, far, 40, piece);
            let _ = attacks_mailbox::<Mailbox16x12, u8>(board, 40, far, piece);
        }
    }
}

/// The squares `piece` on `from` attacks by the increments: one step for leapers, a slide
/// for sliders, as in a move generator.
fn attacked_by_increments<L: Layout>(board: &[u8], from: Square, piece: Piece) -> u64 {
    let f = L::to_mailbox(from);
    let slider = matches!(piece, Piece::Bishop | Piece::Rook | Piece::Queen);
    let mut set = 0;
    for &step in L::INCREMENTS[piece as usize]
        .iter()
        .take_while(|&&s| s != 0)
    {
        let cells: Vec<usize> = if slider {
            slide::<L, u8>(board, f, step).collect()
        } else {
            let to = f.wrapping_add_signed(isize::from(step));
            if L::is_off_board(board, to) {
                vec![]
            } else {
                vec![to]
            }
        };
        for cell in cells {
            set |= L::from_mailbox(cell)
                .expect("a step lands on a square")
                .bit();
        }
    }
    set
}

fn source_destination<L: Layout>(name: &str) {
    for occupied in occupancies() {
        let board = board::<L>(occupied);
        for from in Square::ALL {
            for piece in PIECES {
                let expected = Square::ALL
                    .iter()
                    .filter(|&&to| is_attacked(from, to, piece, occupied))
                    .fold(0, |set, to| set | to.bit());
                assert_eq!(
                    attacked_by_increments::<L>(&board, from, piece),
                    expected,
                    "{name}: {piece:?} on {from}, occupied {occupied:#018x}"
                );
            }
        }
    }
}

#[test]
fn increments_and_slide_give_the_attacked_squares_on_every_layout() {
    source_destination::<X88>("0x88");
    source_destination::<Mailbox10x12>("10x12");
    source_destination::<Mailbox12x12>("12x12");
    source_destination::<Mailbox15x12>("15x12");
    source_destination::<Mailbox16x12>("16x12");
    source_destination::<Mailbox16x16>("16x16");
}
