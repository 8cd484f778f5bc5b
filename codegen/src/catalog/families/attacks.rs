//! Attacks by square difference and piece (seed "Square Attacked By":
//! `attacksBy0x88DiffAndPiece`), its compact companion the piece mask, and the piece-aware
//! in-between table, for the request's pieces (the seven orthodox classes by default).

use crate::catalog::declaration::{table, Context, Declaration, Indexing, Rows};
use crate::compute::attacks;
use crate::{model::geometry::VectorLayout, model::table::ElementType, model::table_id::TableId};

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    Declaration {
        seed: Some("attacksBy0x88DiffAndPiece"),
        rows: Rows::Piece,
        ..Declaration::new(
            TableId::AttacksBy0x88DiffAndPiece,
            "attacks-0x88",
            "ATTACKS_BY_0X88_DIFF_AND_PIECE",
            ElementType::U64,
            Indexing::PieceAndDifference(VectorLayout::X88_DIFF),
            |c| {
                table(attacks::by_x88_diff_and_piece(
                    c.geometry, c.layout, c.pieces,
                )?)
            },
            describe_attacks,
        )
    },
    Declaration::new(
        TableId::PieceMaskBy0x88Diff,
        "piece-mask-0x88",
        "PIECE_MASK_BY_0X88_DIFF",
        ElementType::U8,
        Indexing::Difference(VectorLayout::X88_DIFF),
        |c| {
            table(attacks::piece_mask_by_x88_diff(
                c.geometry, c.layout, c.pieces,
            )?)
        },
        describe_mask,
    ),
    Declaration {
        rows: Rows::Piece,
        standard: false,
        ..Declaration::new(
            TableId::PieceInBetween,
            "piece-in-between",
            "PIECE_IN_BETWEEN",
            ElementType::U64,
            Indexing::PieceAndPair,
            |c| table(attacks::piece_in_between(c.geometry, c.pieces)?),
            |c| {
                let (n, k) = (c.n(), c.pieces.len());
                (
                "The squares a piece must find empty to attack, by piece and square pair: a piece-aware in-between table.".to_owned(),
                format!(
                    "{} Entry `[piece][from][to]` holds the squares a piece of that kind on `from` must find empty to attack `to` (a slider's in-between set, a nightrider's intermediate landing squares, a lame leaper's leg; empty for a leap nothing can block), and all ones where it never attacks `to` (also for `from == to`). {k} x {n} x {n} bitboards, {} KiB.",
                    c.classes(),
                    k * n * n * c.bytes() / 1024
                ),
            )
            },
        )
    },
];

fn describe_attacks(c: &Context) -> (String, String) {
    let (index, bits, padding) = (c.index(), c.bits(), c.padding());
    if c.orthodox() {
        (
            format!("Attacks {} and piece class (seed: `attacksBy0x88DiffAndPiece[7][256]`).", c.by_difference()),
            format!(
                "Classes: 0 black pawn, 1 white pawn (attacks towards rank {}), 2 knight, 3 bishop, 4 rook, 5 queen, 6 king. Entry `[class][{index}]` is 0 where a piece of that class on `from` attacks `to` and nothing can block it, the squares that must be empty (placed as if `from` were square 0, wrapped modulo {bits}) where a slider reaches `to` along its line, and all ones where it never can. Then `attacked = table[class][index] & occupied.rotate_right(from) == 0`, provided `occupied` holds `from` (bit 0 after the rotate catches the all-ones entries). 7 x {padding} (all ones).",
                c.last_rank()
            ),
        )
    } else {
        (
            format!("Attacks {} and piece (seed: `attacksBy0x88DiffAndPiece[7][256]`, for the request's pieces).", c.by_difference()),
            format!(
                "{} Entry `[piece][{index}]` is 0 where a piece of that kind on `from` attacks `to` and nothing can block it, the squares that must be empty (its path: a rider's intermediate squares, a lame leaper's leg; placed as if `from` were square 0, wrapped modulo {bits}) where it reaches `to` along one, and all ones where it never can. Then `attacked = table[piece][index] & occupied.rotate_right(from) == 0`, provided `occupied` holds `from` (bit 0 after the rotate catches the all-ones entries). {} x {padding} (all ones).",
                c.classes(),
                c.pieces.len()
            ),
        )
    }
}

fn describe_mask(c: &Context) -> (String, String) {
    let (index, padding) = (c.index(), c.padding());
    if c.orthodox() {
        (
            "Piece classes attacking each square difference on an empty board: a compact companion of `attacksBy0x88DiffAndPiece`.".to_owned(),
            format!(
                "Entry `{index}` has bit `class` set (0 black pawn, 1 white pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king) when a piece of that class on `from` attacks `to` with nothing in between. With the 0x88 in-between table: `attacked = mask[index] >> class & 1 == 1 && in_between(from, to) & occupied == 0`. {padding} (0)."
            ),
        )
    } else {
        (
            "Pieces attacking each square difference on an empty board: a compact companion of `attacksBy0x88DiffAndPiece`.".to_owned(),
            format!(
                "{} Entry `{index}` has bit `piece` set when a piece of that kind on `from` attacks `to` on an empty board. {padding} (0).",
                c.classes()
            ),
        )
    }
}
