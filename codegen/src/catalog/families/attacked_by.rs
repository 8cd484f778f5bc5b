//! The sets behind the attacks to a square (seed "Square Attacked By"): leaper attacks by
//! square, empty-board attacks by piece class, Stockfish's `LineBB`, rays by direction, and
//! Wiereyn's direction table (seed "0x88") in both of the seeds' layouts.

use crate::catalog::declaration::{table, Context, Declaration, Indexing, Rows};
use crate::compute::attacked_by;
use crate::{model::geometry::VectorLayout, model::table::ElementType, model::table_id::TableId};

/// A table of one set per square in each of `rows` rows.
const fn by_square(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    seed: Option<&'static str>,
    (count, rows): (usize, Rows),
    compute: fn(&Context) -> Result<crate::catalog::declaration::Computed, crate::error::Error>,
    describe: fn(&Context) -> (String, String),
) -> Declaration {
    Declaration {
        seed,
        rows,
        ..Declaration::new(
            id,
            name,
            item_name,
            ElementType::U64,
            Indexing::Square { rows: count },
            compute,
            describe,
        )
    }
}

/// A direction table in `layout`.
const fn direction(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    layout: VectorLayout,
) -> Declaration {
    super::rays::step_table(id, name, item_name, layout, describe_direction)
}

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    by_square(
        TableId::PawnAttacks,
        "pawn-attacks",
        "PAWN_ATTACKS",
        Some("arrPawnAttacks"),
        (2, Rows::Colour),
        |c| table(attacked_by::pawn_attacks(c.geometry)),
        |c| {
            (
                "Pawn attacks by colour and square (seed: `arrPawnAttacks[2][64]`).".to_owned(),
                format!("Entry `[colour][square]` holds the squares a pawn of that colour on `square` attacks: colour 0 is black (attacking towards rank 1), 1 is white (towards rank {}), as in the attack classes. The super-piece test reads it the other way round: the white pawns attacking `sq` are `table[0][sq] & white_pawns`. 2 x {} entries.", c.last_rank(), c.n()),
            )
        },
    ),
    by_square(
        TableId::KnightAttacks,
        "knight-attacks",
        "KNIGHT_ATTACKS",
        Some("arrKnightAttacks"),
        (1, Rows::None),
        |c| table(attacked_by::knight_attacks(c.geometry)),
        |c| {
            (
                "Knight attacks by square (seed: `arrKnightAttacks[64]`).".to_owned(),
                format!("Entry `[square]` holds the squares a knight on `square` attacks; a knight attacks `sq` exactly when `sq` is in its entry, so the knights attacking `sq` are `table[sq] & knights`. {} entries.", c.n()),
            )
        },
    ),
    by_square(
        TableId::KingAttacks,
        "king-attacks",
        "KING_ATTACKS",
        Some("arrKingAttacks"),
        (1, Rows::None),
        |c| table(attacked_by::king_attacks(c.geometry)),
        |c| {
            (
                "King attacks by square (seed: `arrKingAttacks[64]`).".to_owned(),
                format!("Entry `[square]` holds the squares a king on `square` attacks; the kings attacking `sq` are `table[sq] & kings`. {} entries.", c.n()),
            )
        },
    ),
    by_square(
        TableId::PseudoAttacks,
        "pseudo-attacks",
        "PSEUDO_ATTACKS",
        None,
        (7, Rows::Class),
        |c| table(attacked_by::pseudo_attacks(c.geometry)),
        |c| {
            (
                "Empty-board attack sets by piece class and square: the super-piece's pseudo-attacks (seed: \"Square Attacked By\").".to_owned(),
                format!("Entry `[class][square]` (0 black pawn, 1 white pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king) holds the squares a piece of that class on `square` attacks on an empty board. A slider outside `table[5][sq]` (the queen's) cannot attack `sq` whatever the occupancy, which makes the early-out of the super-piece test one AND. 7 x {} entries.", c.n()),
            )
        },
    ),
    Declaration {
        seed: Some("LineBB"),
        ..Declaration::new(
            TableId::Line,
            "line",
            "LINE",
            ElementType::U64,
            Indexing::SquarePair,
            |c| table(attacked_by::line(c.geometry)),
            |c| {
                let n = c.n();
                (
                "The whole line through two squares (Stockfish's `LineBB`).".to_owned(),
                format!("Entry `[a][b]` holds every square of the rank, file, diagonal or anti-diagonal through `a` and `b`, edge to edge, both included, and is empty when they share no line or are the same square. Three squares are aligned (the pin test) when `table[a][b] >> c & 1 == 1`. {n} x {n} entries."),
            )
            },
        )
    },
    by_square(
        TableId::Rays,
        "rays",
        "RAYS",
        None,
        (8, Rows::Direction),
        |c| table(attacked_by::rays(c.geometry)),
        |c| {
            (
                "Rays by direction and square.".to_owned(),
                format!("Entry `[direction][square]` holds the squares from `square` (excluded) to the edge of the board in that direction: 0 north (towards rank {}), 1 north-east, 2 east (towards the {}-file), 3 south-east, 4 south, 5 south-west, 6 west, 7 north-west. 8 x {} entries.", c.last_rank(), c.last_file(), c.n()),
            )
        },
    ),
    direction(
        TableId::DirectionBy0x88Diff,
        "direction-0x88",
        "DIRECTION_BY_0X88_DIFF",
        VectorLayout::X88_DIFF,
    ),
    direction(
        TableId::DirectionBy0x88Diff119,
        "direction-0x88-119",
        "DIRECTION_BY_0X88_DIFF_119",
        VectorLayout::WIDTH_16,
    ),
];

fn describe_direction(c: &Context) -> (String, String) {
    let convention = if c.table == TableId::DirectionBy0x88Diff {
        "This is the layout of the seed \"Square Attacked By\" (the difference offset by 120); the \"0x88\" article offsets it by 119 (`0x77 + A - B`, table `direction-0x88-119`), so code ported from one indexes the other off by one."
    } else {
        "This is the layout of the \"0x88\" article, `0x77 + A - B` with `A` the to-square's and `B` the from-square's 0x88 coordinate; the seed \"Square Attacked By\" offsets the difference by 120 (table `direction-0x88`), so code ported from one indexes the other off by one. Its values are those of `ray-unit-vector-queen-16`, which the destination-source loop reads with `from` and `to` swapped: a crate that has one needs no copy of the other."
    };
    let w = c.width();
    (
        format!("Direction code of a square difference (Wiereyn's pin table, seed \"0x88\"), {}.", c.by_difference()),
        format!(
            "Entry `{}` holds the step from `from` towards `to` on the {w}-wide board (+-1 along a rank, +-{w} along a file, +-{} and +-{} along the diagonals), or 0 when they share no rank, file or diagonal (or are the same square): nonzero exactly when a piece on `from` may be pinned against a king on `to`, and then it names the pinning line. {convention} {} (0).",
            c.index(),
            w - 1,
            w + 1,
            c.padding()
        ),
    )
}
