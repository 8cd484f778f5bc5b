//! Slider attacks by square and occupancy (the getters of the seed "Square Attacked By"):
//! the obstruction-difference masks, and the rook's and bishop's fancy magics with the
//! attack sets they index.

use crate::catalog::declaration::{table, Context, Declaration, Indexing};
use crate::compute::black_magics::{self, black_magic_table, black_magics};
use crate::compute::lookup::Lookup;
use crate::compute::sliders::{self, BISHOP, ROOK};
use crate::{
    error::Error, model::table::ElementType, model::table::Table, model::table_id::TableId,
};

/// A table of the family: `[square][..]` data, drawn as the attacks it gives.
const fn slider_table(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    compute: fn(&Context) -> Result<crate::catalog::declaration::Computed, Error>,
    describe: fn(&Context) -> (String, String),
) -> Declaration {
    Declaration::new(
        id,
        name,
        item_name,
        ElementType::U64,
        Indexing::Slider,
        compute,
        describe,
    )
}

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    slider_table(
        TableId::ObstructionDifference,
        "obstruction-difference",
        "OBSTRUCTION_DIFFERENCE",
        |c| table(sliders::obstruction_difference(c.geometry)),
        describe_obstruction,
    ),
    slider_table(
        TableId::RookMagics,
        "rook-magics",
        "ROOK_MAGICS",
        |c| table(sliders::magic_table(&sliders::rook_magics(c.geometry)?)),
        |c| describe_magics(c, "rook", "ROOK_MAGIC_ATTACKS"),
    ),
    slider_table(
        TableId::RookMagicAttacks,
        "rook-magic-attacks",
        "ROOK_MAGIC_ATTACKS",
        |c| {
            table(Table::from_bitboards(
                sliders::rook_magics(c.geometry)?.attacks,
            ))
        },
        |c| describe_attacks(c, "rook", &ROOK),
    ),
    slider_table(
        TableId::BishopMagics,
        "bishop-magics",
        "BISHOP_MAGICS",
        |c| table(sliders::magic_table(&sliders::bishop_magics(c.geometry)?)),
        |c| describe_magics(c, "bishop", "BISHOP_MAGIC_ATTACKS"),
    ),
    slider_table(
        TableId::BishopMagicAttacks,
        "bishop-magic-attacks",
        "BISHOP_MAGIC_ATTACKS",
        |c| {
            table(Table::from_bitboards(
                sliders::bishop_magics(c.geometry)?.attacks,
            ))
        },
        |c| describe_attacks(c, "bishop", &BISHOP),
    ),
    slider_table(
        TableId::RookBlackMagics,
        "rook-black-magics",
        "ROOK_BLACK_MAGICS",
        |c| table(black_magic_table(&black_magics(c.geometry)?.rook)),
        |_| describe_black_magics("rook", black_magics::ROOK_BITS),
    ),
    slider_table(
        TableId::BishopBlackMagics,
        "bishop-black-magics",
        "BISHOP_BLACK_MAGICS",
        |c| table(black_magic_table(&black_magics(c.geometry)?.bishop)),
        |_| describe_black_magics("bishop", black_magics::BISHOP_BITS),
    ),
    slider_table(
        TableId::BlackMagicAttacks,
        "black-magic-attacks",
        "BLACK_MAGIC_ATTACKS",
        |c| table(Table::from_bitboards(black_magics(c.geometry)?.attacks)),
        describe_black_attacks,
    ),
];

/// The lookup a table of the family serves: the rook's and bishop's magic tables theirs, and
/// the obstruction-difference masks and the shared black-magic attack sets all three sliders
/// (`show` draws the queen).
///
/// ```
/// use vector_attacks_codegen::{catalog::families::sliders::lookup, compute::lookup::Lookup, TableId};
/// assert_eq!(lookup(TableId::RookMagics), Lookup::RookMagics);
/// assert_eq!(lookup(TableId::ObstructionDifference), Lookup::Obstruction);
/// ```
pub fn lookup(table: TableId) -> Lookup {
    match table {
        TableId::RookMagics | TableId::RookMagicAttacks => Lookup::RookMagics,
        TableId::BishopMagics | TableId::BishopMagicAttacks => Lookup::BishopMagics,
        TableId::RookBlackMagics => Lookup::RookBlackMagics,
        TableId::BishopBlackMagics => Lookup::BishopBlackMagics,
        TableId::BlackMagicAttacks => Lookup::BlackMagics,
        _ => Lookup::Obstruction,
    }
}

fn describe_obstruction(c: &Context) -> (String, String) {
    let n = c.n();
    (
        "Slider attacks by obstruction difference: the lower and upper half of each line through each square.".to_owned(),
        format!(
            "Entry `[square][line][0]` holds the squares of that line (0 the file, 1 the rank, 2 the diagonal, 3 the anti-diagonal) whose index is below `square`, `[1]` those above. A slider on `square` attacks along a line what the kernel `obstruction_line(lower, upper, occupied)` gives (vector-attacks-codegen's `emit::kernels::obstruction_line`; the 8x8 runtime's `tables/sliders.rs` holds it): each ray up to its first blocker, that blocker included. A rook ORs lines 0 and 1, a bishop 2 and 3, a queen all four. No multiplication and no big table: {} x 4 x 2 bitboards, {} bytes, on any board.",
            n,
            n * 8 * c.bytes()
        ),
    )
}

fn describe_magics(c: &Context, slider: &str, attacks: &str) -> (String, String) {
    let n = c.n();
    (
        format!("The {slider}'s fancy magics: mask, factor, shift and offset by square."),
        format!(
            "Entry `[square]` is `[mask, magic, shift, offset]`: the squares whose occupancy matters to a {slider} on `square` (its rays without their last square), the factor, `64 - mask.count_ones()`, and where the square's attack sets start in `{attacks}`. The {slider} on `square` attacks `{attacks}[magic_index(entry, occupied)]`, the kernel of vector-attacks-codegen's `emit::kernels::magic_index` (the 8x8 runtime's `tables/sliders.rs` holds it). The factors were found by a seeded, deterministic search (sparse random candidates, the first that maps every subset of the mask to a slot holding its attack set), so the same board gives the same magics everywhere. {n} x 4 entries of `u64`, {} bytes.",
            n * 4 * 8
        ),
    )
}

fn describe_attacks(c: &Context, slider: &str, directions: &[(i32, i32)]) -> (String, String) {
    let len = sliders::slots(c.geometry, directions);
    let upper = slider.to_uppercase();
    (
        format!("The attack sets the {slider}'s fancy magics index."),
        format!(
            "Entry `[{upper}_MAGICS[square][3] + index]` is what a {slider} on `square` attacks when the occupancy of its mask maps to `index` (see `{upper}_MAGICS`): the squares up to and including the first blocker on each ray. Slots that no occupancy reaches hold 0. {len} bitboards, {} KiB, for {} squares.",
            len * c.bytes() / 1024,
            c.n()
        ),
    )
}

fn describe_black_magics(slider: &str, bits: u32) -> (String, String) {
    (
        format!("The {slider}'s black magics (8x8): the complement of the mask, the factor and the window's offset by square."),
        format!(
            "Entry `[square]` is `[not_mask, factor, offset]`. A {slider} on `square` attacks `BLACK_MAGIC_ATTACKS[offset + ((occupied | not_mask).wrapping_mul(factor) >> {})]`: a fixed shift (the top {bits} bits), so the square's window is {} slots from `offset`, and windows overlap where their used slots do not collide. The published factors and offsets of Volker Annuss and Niklas Fiekas, proven by the generator on every subset of every mask. 64 x 3 entries of `u64`, 1536 bytes.",
            64 - bits,
            1u32 << bits
        ),
    )
}

fn describe_black_attacks(c: &Context) -> (String, String) {
    let len = black_magics(c.geometry).map_or(0, |m| m.attacks.len());
    (
        "The attack sets the rook's and bishop's black magics index, in one table.".to_owned(),
        format!(
            "Entry `[index]` is what the rook or bishop whose black magic maps its occupancy to `index` attacks (see `ROOK_BLACK_MAGICS`, `BISHOP_BLACK_MAGICS`). The table is as long as the furthest window reaches, so every square's whole window (4096 slots for a rook, 512 for a bishop) lies inside and a getter can view it as a fixed-size array; slots that no occupancy reaches hold 0. {len} bitboards, {} KiB.",
            len * c.bytes() / 1024
        ),
    )
}
