//! Where a piece may be put from the hand: drop regions, pawns' ranks, `dropNoDoubled`,
//! `dropOppositeColoredBishop`; and the type a piece promotes to as shogi's do.

use crate::input::position::Setup;
use crate::input::variant::Variant;

use super::reaches::within;

/// Whether a piece of type `t` of `side` may be put from the hand on `to` (Fairy-Stockfish's
/// `drop_region`, which gating uses too): within the side's drop region and the type's
/// mobility region; a pawn not on its first rank nor in its promotion region unless allowed;
/// the `dropNoDoubled` type not on a file holding that many of the side's pieces of it.
pub(super) fn droppable(
    variant: &Variant,
    setup: &Setup,
    t: usize,
    side: usize,
    to: usize,
) -> bool {
    let Some(drops) = &variant.drops else {
        return false;
    };
    let files = variant.files as usize;
    let ranks = setup.board.len() / files;
    let rank = if side == 0 {
        to / files
    } else {
        ranks - 1 - to / files
    };
    let pawn = variant.pieces[t].name == "pawn";
    let pawn_barred = pawn
        && ((!drops.first_rank_pawn_drops && rank == 0)
            || (!drops.promotion_zone_pawn_drops && variant.promotion_region[side] >> to & 1 == 1));
    let doubled = drops.no_doubled.is_some_and(|(letter, count)| {
        variant.pieces[t].letter == letter
            && (0..ranks)
                .filter(|r| setup.board[r * files + to % files] == Some((t, side)))
                .count()
                >= count as usize
    });
    // Sittuyin's rooks (`sittuyinRookDrop`) go onto the side's first rank only.
    let rook_barred = variant.sittuyin.rook_drop && variant.pieces[t].name == "rook" && rank != 0;
    drops.region[side] >> to & 1 == 1
        && within(variant, t, side, to)
        && !pawn_barred
        && !doubled
        && !rook_barred
}

/// Whether `side`'s drop of a piece of type `t` on `to` keeps its bishops able to stand on
/// both colours (`dropOppositeColoredBishop`, as Fairy-Stockfish's `legal` counts): a bishop
/// not onto a colour already holding half of them (board and hand, rounded up), another piece
/// not where too few free squares of the drop region would be left on a colour for the
/// bishops it still needs there.
pub(super) fn bishops_on_both_colours(
    variant: &Variant,
    setup: &Setup,
    side: usize,
    t: usize,
    to: usize,
) -> bool {
    let Some(bishop) = variant.pieces.iter().position(|p| p.name == "bishop") else {
        return true;
    };
    let files = variant.files as usize;
    let dark = |s: usize| (s % files + s / files) % 2 == 0;
    let ours: Vec<usize> = (0..setup.board.len())
        .filter(|&s| setup.board[s] == Some((bishop, side)))
        .collect();
    let total = ours.len() + setup.hands[side][bishop] as usize;
    let region = variant.drops.as_ref().map_or(0, |d| d.region[side]);
    if t == bishop {
        let same = ours.iter().filter(|&&s| dark(s) == dark(to)).count();
        return same < total.div_ceil(2);
    }
    [true, false].into_iter().all(|colour| {
        let room = (0..setup.board.len())
            .filter(|&s| dark(s) == colour)
            .filter(|&s| {
                setup.board[s] == Some((bishop, side))
                    || (s != to
                        && setup.board[s].is_none()
                        && region >> s & 1 == 1
                        && within(variant, bishop, side, s))
            })
            .count();
        room >= total / 2
    })
}

/// The type `t` promotes to as shogi's pieces do (`promotedPieceType`), if any.
pub(super) fn promoted_type(variant: &Variant, t: usize) -> Option<usize> {
    let letter = variant.pieces[t].letter;
    let p = variant.piece_promotion.as_ref()?;
    let &(_, to) = p.types.iter().find(|(from, _)| *from == letter)?;
    variant.piece_index(to)
}
