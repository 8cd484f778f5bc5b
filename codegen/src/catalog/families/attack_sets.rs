//! Attack sets for the request's board and pieces: the leap sets by piece and square, and
//! `attacks`, `attackers_to` and `in_check` as functions over their own tables, their line
//! rides found by the strategy the item chooses (`(strategy = magic)` or
//! `(strategy = obstruction)`; [`AttackStrategy::default_for`] otherwise).

use crate::catalog::declaration::{Computed, Context, Declaration, Indexing, Options, Rows};
use crate::compute::attack_sets::{
    AttackFunction, AttackSetFunction, AttackStrategy, PieceSets, TableBytes,
};
use crate::input::betza::Piece;
use crate::{
    error::Error, model::table::ElementType, model::table::Table, model::table_id::TableId,
};

/// A declaration of the family: a row per piece, drawn as what a piece attacks among
/// blockers, not in `tables/` (it follows the request's pieces).
const fn attack_set(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    function: bool,
    compute: fn(&Context) -> Result<Computed, Error>,
    describe: fn(&Context) -> (String, String),
) -> Declaration {
    let declaration = Declaration::new(
        id,
        name,
        item_name,
        ElementType::U64,
        Indexing::AttackSet,
        compute,
        describe,
    );
    Declaration {
        rows: Rows::Piece,
        function,
        // A side's attack map is drawn in a position, every piece at once.
        drawn_in_position: matches!(id, TableId::SideAttacksFn),
        standard: false,
        options: if function {
            Options::Strategy
        } else {
            Options::None
        },
        emit: if function {
            crate::catalog::declaration::Emitter::AttackSet
        } else {
            crate::catalog::declaration::Emitter::Array
        },
        ..declaration
    }
}

fn kit(c: &Context, function: AttackFunction) -> Result<Computed, Error> {
    let kit = AttackSetFunction::new(function, c.strategy, c.geometry, c.pieces, c.table.name())?;
    Ok(Computed::AttackSetFunction(kit))
}

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    attack_set(
        TableId::LeaperAttacks,
        "leaper-attacks",
        "LEAPER_ATTACKS",
        false,
        leaper_attacks,
        describe_leaps,
    ),
    attack_set(
        TableId::AttacksFn,
        "attacks-fn",
        "attacks",
        true,
        |c| kit(c, AttackFunction::Attacks),
        |c| describe(c, AttackFunction::Attacks),
    ),
    attack_set(
        TableId::AttackersToFn,
        "attackers-to-fn",
        "attackers_to",
        true,
        |c| kit(c, AttackFunction::AttackersTo),
        |c| describe(c, AttackFunction::AttackersTo),
    ),
    attack_set(
        TableId::InCheckFn,
        "in-check-fn",
        "in_check",
        true,
        |c| kit(c, AttackFunction::InCheck),
        |c| describe(c, AttackFunction::InCheck),
    ),
    attack_set(
        TableId::SideAttacksFn,
        "side-attacks-fn",
        "side_attacks",
        true,
        |c| kit(c, AttackFunction::SideAttacks),
        |c| describe(c, AttackFunction::SideAttacks),
    ),
];

fn leaper_attacks(c: &Context) -> Result<Computed, Error> {
    let rows: Vec<u128> = c
        .pieces
        .iter()
        .flat_map(|p| PieceSets::new(p, c.geometry).leaps)
        .collect();
    let shape = [c.pieces.len(), c.n()];
    Ok(Computed::Table(
        Table::from_sets(c.geometry, rows).with_shape(&shape),
    ))
}

fn describe_leaps(c: &Context) -> (String, String) {
    let k = c.pieces.len();
    let n = c.n();
    (
        "What each piece's leaps reach from each square: `[piece][square]`.".to_owned(),
        format!(
            "{} Entry `[piece][square]` holds the squares the piece's capture leaps reach from `square` (the seed's `arrKnightAttacks`, `arrKingAttacks` and `arrPawnAttacks`, for any board and piece): nothing can block them. That includes the first step of a rider that does not step to a neighbouring square (the nightrider's); rides along lines, lame leaps and the rest of other rides are left out (`attacks-fn` adds them). {k} x {n} bitboards, {} bytes.",
            c.classes(),
            k * n * c.bytes()
        ),
    )
}

/// The doc comment of an attack-set function: contract, pieces, strategy, table bytes.
fn describe(c: &Context, function: AttackFunction) -> (String, String) {
    let board = c.geometry.size_name();
    let bitboard = c.geometry.bitboard().rust_name();
    let k = c.pieces.len();
    let n = c.n();
    let strategy = match c.strategy {
        AttackStrategy::Magic => "fancy magic bitboards: for a piece riding files or ranks, `ROOK_ATTACKS` at the slot vector-attacks-codegen's kernel `emit::kernels::magic_index` computes from the square's `[mask, magic, shift, offset]` (likewise the bishop's for diagonals); the factors come from a seeded, deterministic search (kept as data on 8x8)",
        AttackStrategy::Obstruction => "obstruction difference: per line through the square its lower and upper half, combined by vector-attacks-codegen's kernel `emit::kernels::obstruction_line` (one leading-zero count per line, no multiplication)",
        AttackStrategy::Rotated => "rotated bitboards: the occupancy comes as a `RotatedOccupancy` (emitted beside the function) whose four rotated copies lay each file, rank, diagonal and anti-diagonal in adjacent bits; a line's inner squares, shifted down from its copy, index the square's attack sets along it (one shift, one mask, one load per line). Keep it current with `toggle` as pieces arrive and leave: the rotation is paid per move, four XORs",
        AttackStrategy::Fill => "direction-wise fills: Kogge-Stone occluded fills from the square along each direction of the line (a rotation and a mask per step, the board's wrap masks as constants), no table",
    };
    // The bytes without building the tables (no second magic search); nothing where the
    // strategy cannot serve the board (the item is refused).
    let set_wise = function == AttackFunction::SideAttacks && c.strategy == AttackStrategy::Fill;
    let sets = AttackSetFunction::sets(function, c.geometry, c.pieces);
    // (Whether the function reads hops: what the emitter asks of the same sets.)
    let hoppers = sets.iter().any(PieceSets::has_hops);
    let bytes = c
        .strategy
        .serves(c.geometry, c.table.name())
        .ok()
        .filter(|()| !set_wise)
        .map(|()| {
            let b = TableBytes::of(c.strategy, c.geometry, &sets);
            let rays = if b.rays > 0 {
                format!(", hop rays {}", b.rays)
            } else {
                String::new()
            };
            format!(
                "Its tables hold {} bytes: leaps {}, ride masks {}, paths {}{rays}, line tables {}.",
                b.total(),
                b.leaps,
                b.masks,
                b.paths,
                b.lines
            )
        })
        .unwrap_or_default();
    let hops = if hoppers {
        "Hoppers (the cannon `pR`, the grasshopper `gQ`) read per direction the ray from the square to the edge (`RAYS`): its nearest piece, the lowest or highest set bit of the ray and the occupancy, is the screen; a cannon attacks beyond it up to and including the next piece, a grasshopper the one square right beyond it (seen from the attacked square: the next square must be occupied, and the attacker is the first piece beyond it). "
    } else {
        ""
    };
    let how = format!(
        "Leaps (and the leaper parts of compounds) are one load of a `[piece][square]` set. Rides along files, ranks and diagonals (`R`, `B`, `Q`, `vR`, `fsR`, `R4`, `B2`, ...) are found by the strategy `{}`, {strategy}; a ride that is not the whole line (a direction subset, a range) is masked with its squares on an empty board. Lame leapers and other riders (`nN`, `nA`, `NN`) test each landing square's path in turn: a loop over at most the piece's landing squares from that square, each a load and an AND. {hops}{bytes}",
        c.strategy.name()
    );
    let occupancy = if c.strategy == AttackStrategy::Rotated {
        "`rotated` (the occupancy with its rotated copies)"
    } else {
        "`occupied`"
    };
    let outside = format!("Squares below {n} never panic; {n} and above are off the board: the result is unspecified and the call may panic (index out of bounds).");
    let classes = c.classes();
    match function {
        AttackFunction::Attacks => (
            format!("What a piece of kind `piece` on `from` attacks on the {board} board among the blockers in {occupancy}, as a `{bitboard}`."),
            format!("{classes} Returns the squares its capture moves reach: each ride up to and including its first blocker, each leap whatever is between, each lame leap when its path is empty. Whether `occupied` holds `from` does not matter; `piece` {k} and above attacks nothing (0). {how} {outside}"),
        ),
        AttackFunction::AttackersTo => (
            format!("The squares of the pieces in `by_piece` that attack `square` on the {board} board among the blockers in {occupancy}, as a `{bitboard}`."),
            format!("{classes} `by_piece[p]` holds the squares of the pieces of kind `p` whose attacks count (give one side's pieces to ask which of them attack `square`). A directional piece attacks in its own directions: its attackers are found through its moves turned round (the white pawn `fcF` on d3 attacks e4, so `attackers_to(e4, ..)` finds it on d3 in `by_piece[white pawn]`), so give each side's directional pieces their own kind, as the pieces are defined. `occupied` should hold every piece on the board; whether it holds `square` does not matter. {how} {outside}"),
        ),
        AttackFunction::SideAttacks if set_wise => (
            format!("Every square the pieces in `by_piece` attack on the {board} board among the blockers `occupied`, as a `{bitboard}`, computed set-wise."),
            format!("{classes} `by_piece[p]` holds the squares of the pieces of kind `p` (one side's, to draw its attack map). Each distinct capture move of the pieces is applied once to the squares of every piece that has it (the seed \"Attack and Defend Maps\": a side's pawn attacks at once, direction-wise fills for sliders): a leap is a rotation and a mask, a lame leap one per step with the empty squares kept between, an unlimited ride a Kogge-Stone occluded fill along its step, a limited one that many steps{}. No table; squares of `by_piece` at {n} and above are off the board and ignored.", if hoppers { ", a hop a fill to its screens (the first pieces met) and from them a fill (a cannon) or one step (a grasshopper)" } else { "" }),
        ),
        AttackFunction::SideAttacks => (
            format!("Every square the pieces in `by_piece` attack on the {board} board among the blockers in {occupancy}, as a `{bitboard}`, computed piece by piece."),
            format!("{classes} `by_piece[p]` holds the squares of the pieces of kind `p` (one side's, to draw its attack map). Each piece's squares in turn through the per-square lookup of `attacks` by the strategy `{}` (the set-wise form is `strategy = fill`). {how} Squares of `by_piece` at {n} and above are off the board: the call may panic.", c.strategy.name()),
        ),
        AttackFunction::InCheck => (
            format!("Whether any of the pieces in `by_piece` attacks `king` on the {board} board among the blockers in {occupancy}."),
            format!("{classes} `by_piece[p]` holds the squares of the pieces of kind `p` (the opponent's), with directional pieces turned round as `attackers_to` does. Returns early: first the leaps, then the paths, then each ride{} only when a piece of that kind is on the board; `true` at the first attacker found. {how} {outside}", if hoppers { " and hop" } else { "" }),
        ),
    }
}

/// Refuses a hopper (Betza's `p`, `g`) among `pieces` for `table` where the table has a row
/// per piece and is not one of the attack-set functions' family
/// ([`TABLES`]), the only tables whose entries are not squares that
/// must be empty (a table without piece rows does not read the pieces).
///
/// ```
/// use vector_attacks_codegen::{betza::Piece, catalog::refuse_hoppers, TableId};
/// let cannon = [Piece::parse_with_hoppers("cannon", "mRcpR").unwrap()];
/// assert!(refuse_hoppers(TableId::AttackersToFn, &cannon).is_ok());
/// let e = refuse_hoppers(TableId::IsAttackedFn, &cannon).unwrap_err().to_string();
/// assert!(e.contains("`attackers-to-fn`"), "{e}");
/// assert!(refuse_hoppers(TableId::InBetweenRectangular, &cannon).is_ok()); // no piece rows
/// ```
pub fn refuse_hoppers(table: TableId, pieces: &[Piece]) -> Result<(), Error> {
    let takers = TABLES;
    if table.rows() != Rows::Piece || takers.iter().any(|d| d.id == table) {
        return Ok(());
    }
    match pieces.iter().find(|p| p.hops()) {
        None => Ok(()),
        Some(p) => Err(Error::HopperUnsupported {
            table: table.name(),
            piece: p.name().to_owned(),
            betza: p.betza().to_owned(),
            takers: takers.iter().map(|d| d.name).collect(),
        }),
    }
}
