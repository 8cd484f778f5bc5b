//! Generates the runtime of each board this crate knows into OUT_DIR: one request per board,
//! each with `in_between`, `may_move`, `is_attacked` and the attack sets (`attacks`,
//! `attackers_to`, `in_check`); for three boards the runtime of sixteen fairy pieces
//! (`is_attacked`, `piece_in_between`); and the attack sets of twenty pieces on 8x8 (each
//! strategy), 10x8 (obstruction and rotated), 9x10, 10x10 and 12x10 (obstruction and fill); and the attack sets of three variants' pieces
//! (Capablanca, Grand and a 12x10 fairy variant) whose checks are proven against
//! Fairy-Stockfish.

use vector_attacks_codegen::AttackStrategy;
use vector_attacks_codegen::{Error, Item, Numbering, Request, TableId};

/// The boards: module name, files, ranks, numbering.
const BOARDS: [(&str, u32, u32, Numbering); 8] = [
    ("capablanca", 10, 8, Numbering::A1),
    ("xiangqi", 9, 10, Numbering::A1),
    ("grand", 10, 10, Numbering::A1),
    ("large", 12, 10, Numbering::A1),
    ("wide", 16, 8, Numbering::A1),
    ("shogi", 9, 9, Numbering::A8),
    ("minishogi", 5, 5, Numbering::A1),
    ("file", 1, 8, Numbering::A1),
];

include!("src/fairy_pieces.rs");

/// The boards of the fairy pieces: module name, files, ranks.
const FAIRY_BOARDS: [(&str, u32, u32); 3] = [
    ("fairy_8x8", 8, 8),
    ("fairy_10x8", 10, 8),
    ("fairy_12x10", 12, 10),
];

include!("src/attack_pieces.rs");
include!("src/check_variants.rs");

/// The boards of the attack sets: module name, files, ranks, strategy (`None`: the board's
/// default), and whether the pieces are [`ATTACK_PIECES`] (else the orthodox ones).
const ATTACK_BOARDS: [(&str, u32, u32, Option<AttackStrategy>, bool); 12] = [
    (
        "orthodox_8x8_magic",
        8,
        8,
        Some(AttackStrategy::Magic),
        false,
    ),
    (
        "orthodox_8x8_obstruction",
        8,
        8,
        Some(AttackStrategy::Obstruction),
        false,
    ),
    ("pieces_8x8_magic", 8, 8, Some(AttackStrategy::Magic), true),
    (
        "pieces_8x8_obstruction",
        8,
        8,
        Some(AttackStrategy::Obstruction),
        true,
    ),
    (
        "pieces_8x8_rotated",
        8,
        8,
        Some(AttackStrategy::Rotated),
        true,
    ),
    ("pieces_8x8_fill", 8, 8, Some(AttackStrategy::Fill), true),
    ("pieces_10x8", 10, 8, None, true),
    (
        "pieces_10x8_rotated",
        10,
        8,
        Some(AttackStrategy::Rotated),
        true,
    ),
    (
        "pieces_12x10_fill",
        12,
        10,
        Some(AttackStrategy::Fill),
        true,
    ),
    ("pieces_9x10", 9, 10, None, true),
    ("pieces_10x10", 10, 10, None, true),
    ("pieces_12x10", 12, 10, None, true),
];

fn main() -> Result<(), Error> {
    // The README's variant request: Capablanca chess's attack sets, the orthodox seven then
    // the archbishop and the chancellor.
    Request::from_file("capablanca.req")?.write_to_out_dir("capablanca_kit.rs")?;
    boards()?;
    fairy_pieces()?;
    attack_sets()?;
    check_variants()
}

/// The four attack-set functions, by `strategy` (the board's default for `None`), and
/// `side_attacks_set`, the set-wise `side_attacks` (`strategy = fill`).
fn with_attack_sets(request: Request, strategy: Option<AttackStrategy>) -> Request {
    [
        TableId::AttacksFn,
        TableId::AttackersToFn,
        TableId::InCheckFn,
        TableId::SideAttacksFn,
    ]
    .into_iter()
    .fold(request, |request, table| {
        let item = Item::new(table);
        request.item(match strategy {
            Some(s) => item.strategy(s),
            None => item,
        })
    })
    .item(
        Item::new(TableId::SideAttacksFn)
            .strategy(AttackStrategy::Fill)
            .named("side_attacks_set"),
    )
}

/// The attack sets of [`ATTACK_BOARDS`].
fn attack_sets() -> Result<(), Error> {
    for (name, files, ranks, strategy, fairy) in ATTACK_BOARDS {
        // The orthodox seven, or the pieces defined here alone, in this order: the tests
        // index them so.
        let mut request = Request::new().board(files, ranks)?.orthodox_pieces(!fairy);
        if fairy {
            for (piece, betza) in ATTACK_PIECES {
                request = request.piece(piece, betza)?;
            }
        }
        with_attack_sets(request, strategy)
            .table(TableId::LeaperAttacks)
            .write_to_out_dir(&format!("{name}.rs"))?;
    }
    Ok(())
}

/// The attack sets of [`CHECK_VARIANTS`], each for its board and pieces.
fn check_variants() -> Result<(), Error> {
    for (name, _, files, ranks, pieces) in CHECK_VARIANTS {
        // The pieces defined here alone, in this order: the tests index them so.
        let mut request = Request::new().board(files, ranks)?.orthodox_pieces(false);
        for &(piece, betza, _) in pieces {
            request = request.piece(piece, betza)?;
        }
        with_attack_sets(request, None).write_to_out_dir(&format!("{name}.rs"))?;
    }
    Ok(())
}

/// The orthodox runtime of each board.
fn boards() -> Result<(), Error> {
    for (name, files, ranks, numbering) in BOARDS {
        let request = Request::new()
            .board(files, ranks)?
            .numbering(numbering)
            .table(TableId::InBetweenFn)
            .table(TableId::MayMoveFn)
            .table(TableId::IsAttackedFn);
        with_attack_sets(request, None).write_to_out_dir(&format!("{name}.rs"))?;
    }
    Ok(())
}

/// The runtime of the fairy pieces on three boards.
fn fairy_pieces() -> Result<(), Error> {
    for (name, files, ranks) in FAIRY_BOARDS {
        // The pieces defined here alone, in this order: the tests index them so.
        let mut request = Request::new().board(files, ranks)?.orthodox_pieces(false);
        for (piece, betza) in FAIRY_PIECES {
            request = request.piece(piece, betza)?;
        }
        request
            .table(TableId::IsAttackedFn)
            .table(TableId::PieceInBetweenFn)
            .write_to_out_dir(&format!("{name}.rs"))?;
    }
    Ok(())
}
