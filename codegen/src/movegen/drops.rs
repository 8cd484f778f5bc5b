//! The drops' slice: pieces put from the hand (`pieceDrops`, `capturesToHand`, `dropLoop`,
//! the drop regions, `dropNoDoubled`, `mustDrop`, `dropOppositeColoredBishop`,
//! `castlingDroppedPiece`, `dropChecks`) and S-chess's gating (`seirawanGating`): where each
//! type may be dropped, the hands' order, and the promoted pieces' marks shared with
//! [`super::piece_promotion`].

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::input::variant::Variant;

use super::board::Board;
use super::literals::{bb, usize_lit};
use super::piece_promotion::PiecePromotionPlan;

/// Drops as the module plays them ([`crate::input::variant::Drops`] as squares per type).
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let ini = "[house:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\npieceDrops = true\ncapturesToHand = true\n";
/// let plan = Plan::of(&Variant::from_ini(ini, "house").unwrap()).unwrap();
/// let drops = plan.drops.unwrap();
/// assert_eq!(drops.region[plan.pawn][0], 0x00FF_FFFF_FFFF_FF00); // ranks 2 to 7
/// assert_eq!(drops.region[plan.king][0], u64::MAX.into());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DropsPlan {
    /// Whether pieces in hand are dropped as moves (`pieceDrops`); without it the hands
    /// only feed gating.
    pub moves: bool,
    /// Whether a piece's move from a gate, or a castling, may put a piece from the hand on
    /// the square left (S-chess's gating).
    pub gating: bool,
    /// `[type][side]`, the squares a piece of the type in hand may be dropped on (when
    /// empty): the side's drop region and the type's mobility region, for a pawn without
    /// its first rank and promotion region unless the variant allows them.
    pub region: Vec<[u128; 2]>,
    /// `[type][side]`, the squares a piece of the type in hand may be dropped on promoted
    /// (`dropPromoted`: the side's drop region and the type's mobility region, without
    /// the squares where the promoted type could not move); empty where it may not.
    pub promoted_region: Vec<[u128; 2]>,
    /// Whether a captured piece goes into the capturer's hand.
    pub captures_to_hand: bool,
    /// Whether a promoted piece is marked, to go into the hand as a pawn when captured
    /// (captures to the hand without `dropLoop`).
    pub demotes: bool,
    /// Whether the board is one of two (`twoBoards`, bughouse's): a pawn's promotion is
    /// marked `~` in the FEN, since a capture sends it to the partner as a pawn.
    pub two_boards: bool,
    /// The types in the order Fairy-Stockfish writes a hand (its piece types from the last,
    /// the king, to the pawn).
    pub hand_order: Vec<usize>,
    /// The type that may not be dropped on a file holding that many of the side's pieces
    /// of it (`dropNoDoubled`, `dropNoDoubledCount`).
    pub no_doubled: Option<(usize, u32)>,
    /// `mustDrop`: the type whose drops come first while the side holds one (the number
    /// of types for any type), if the rule applies.
    pub must_drop: Option<usize>,
    /// The bishop's type, where each side's bishops must end on both colours
    /// (`dropOppositeColoredBishop`).
    pub opposite_colored_bishops: Option<usize>,
    /// Whether a dropped king or castling rook gains castling rights
    /// (`castlingDroppedPiece`).
    pub castling_dropped_piece: bool,
    /// Whether a drop may give check (`dropChecks`).
    pub drop_checks: bool,
    /// Whether a king may be in hand (the start position holds one there: placement's), so
    /// that a side may have no king on the board yet.
    pub king_drops: bool,
}

/// The drop plan of `variant`, whose drops are `drops`, whose pawn is `pawn`, whose
/// board's squares are `all` and whose immobile squares (`immobilityIllegal`) `immobile`.
pub(super) fn of(
    variant: &Variant,
    drops: &crate::input::variant::Drops,
    pawn: usize,
    all: u128,
    immobile: &[[u128; 2]],
) -> DropsPlan {
    let (files, ranks) = (variant.files as usize, variant.ranks as usize);
    let rank = |r: usize| ((1u128 << files) - 1) << (r * files);
    // Where a piece of each type in hand may be dropped, before `immobilityIllegal`: the
    // drop region and the type's mobility region, for a pawn without its first rank and
    // promotion region unless the variant allows them.
    let open: Vec<[u128; 2]> = variant
        .pieces
        .iter()
        .enumerate()
        .map(|(t, p)| {
            [0, 1].map(|side| {
                let mut r = drops.region[side] & p.region[side].unwrap_or(all) & all;
                // (Sittuyin's rooks, `sittuyinRookDrop`: on the side's first rank only.)
                if variant.sittuyin.rook_drop && p.name == "rook" {
                    r &= rank(if side == 0 { 0 } else { ranks - 1 });
                }
                if t == pawn {
                    if !drops.promotion_zone_pawn_drops {
                        r &= !variant.promotion_region[side];
                    }
                    if !drops.first_rank_pawn_drops {
                        r &= !rank(if side == 0 { 0 } else { ranks - 1 });
                    }
                }
                r
            })
        })
        .collect();
    let region = (0..open.len())
        .map(|t| [0, 1].map(|side| open[t][side] & !immobile[t][side]))
        .collect();
    // (Fairy-Stockfish's drop region is the type in hand's; its legality test of
    // `immobilityIllegal`, the type put down's.)
    let promoted_region = variant
        .pieces
        .iter()
        .enumerate()
        .map(|(t, p)| {
            let promoted = variant.piece_promotion.as_ref().and_then(|pp| {
                pp.types
                    .iter()
                    .find(|(from, _)| pp.drop_promoted && *from == p.letter)
                    .and_then(|&(_, to)| variant.piece_index(to))
            });
            [0, 1].map(|side| promoted.map_or(0, |q| open[t][side] & !immobile[q][side]))
        })
        .collect();
    let options = crate::input::variant::piece_slots();
    let slot = |t: &usize| {
        options
            .iter()
            .position(|o| *o == variant.pieces[*t].name)
            .unwrap_or(0)
    };
    let mut hand_order: Vec<usize> = (0..variant.pieces.len()).collect();
    hand_order.sort_by_key(|t| std::cmp::Reverse(slot(t)));
    DropsPlan {
        moves: drops.moves,
        gating: drops.gating,
        region,
        promoted_region,
        captures_to_hand: drops.captures_to_hand,
        demotes: drops.captures_to_hand && !drops.drop_loop,
        two_boards: drops.two_boards,
        hand_order,
        no_doubled: drops
            .no_doubled
            .and_then(|(letter, count)| Some((variant.piece_index(letter)?, count))),
        must_drop: drops.must_drop.and_then(|t| match t {
            None => Some(variant.pieces.len()),
            Some(letter) => variant.piece_index(letter),
        }),
        opposite_colored_bishops: variant
            .pieces
            .iter()
            .position(|p| p.name == "bishop")
            .filter(|_| drops.opposite_colored_bishops),
        castling_dropped_piece: drops.castling_dropped_piece,
        drop_checks: drops.drop_checks,
        king_drops: variant
            .pieces
            .iter()
            .find(|p| p.name == "king")
            .is_some_and(|k| {
                let hand = variant.start_fen.split_whitespace().next().unwrap_or("");
                hand.split_once('[').is_some_and(|(_, held)| {
                    held.contains(k.letter.to_ascii_uppercase()) || held.contains(k.letter)
                })
            }),
    }
}

/// The constants of the hands, drops and gating (zeros where there are none), and of the
/// promoted pieces' marks (`record`: pawns' promotions are marked for the notations even
/// where they do not demote).
pub(super) fn items(
    drops: Option<&DropsPlan>,
    shogi: Option<&PiecePromotionPlan>,
    record: bool,
    board: &Board,
) -> TokenStream {
    let (wide, types) = (board.wide(), board.types);
    let on = drops.is_some_and(|d| d.moves);
    let gating = drops.is_some_and(|d| d.gating);
    let to_hand = drops.is_some_and(|d| d.captures_to_hand);
    let hand_slots = usize_lit(if drops.is_some() { 2 } else { 0 });
    let gate_slots = usize_lit(if gating { 2 } else { 0 });
    // The promoted pieces' marks: the pawns' promotions first where they go back as pawns
    // into the hand or to a partner's board (`~`), then one per type that promotes as
    // shogi's do (`+`).
    let demotes = drops.is_some_and(|d| d.demotes);
    let partner = drops.is_some_and(|d| d.two_boards && d.moves);
    // (A variant without a chess pawn has no pawn's promotion to mark.)
    let shown = (demotes || partner) && board.pawn < types;
    let tilde = (demotes || partner || record) && board.pawn < types;
    let promoting: Vec<usize> = shogi.map_or(Vec::new(), |p| {
        (0..types).filter(|&t| p.promoted[t] < types).collect()
    });
    let slots = usize::from(tilde) + promoting.len();
    let promoted_slots = usize_lit(slots);
    let demoted = (0..slots).map(|slot| {
        usize_lit(if tilde && slot == 0 {
            board.pawn
        } else {
            promoting[slot - usize::from(tilde)]
        })
    });
    let promoted_slot = (0..types).map(|t| {
        usize_lit(
            promoting
                .iter()
                .position(|&p| p == t)
                .map_or(slots, |i| i + usize::from(tilde)),
        )
    });
    let promoted_type = (0..types).map(|t| usize_lit(shogi.map_or(types, |p| p.promoted[t])));
    let piece_promotions = !promoting.is_empty();
    let on_capture = shogi.is_some_and(|p| p.on_capture);
    let mandatory_piece = shogi.is_some_and(|p| p.mandatory);
    let demotion = shogi.is_some_and(|p| p.demotion);
    let drop_promoted = shogi.is_some_and(|p| p.drop_promoted);
    let promoted_region = (0..types).map(|t| {
        let sides = [0, 1].map(|side| bb(drops.map_or(0, |d| d.promoted_region[t][side]), wide));
        quote!([#(#sides),*])
    });
    let region = (0..types).map(|t| {
        let sides = [0, 1].map(|side| bb(drops.map_or(0, |d| d.region[t][side]), wide));
        quote!([#(#sides),*])
    });
    let order = (0..types).map(|i| usize_lit(drops.map_or(i, |d| d.hand_order[i])));
    let no_doubled = drops.and_then(|d| d.no_doubled);
    let (doubled_type, doubled_count) = (
        usize_lit(no_doubled.map_or(types, |(t, _)| t)),
        Literal::u32_unsuffixed(no_doubled.map_or(0, |(_, n)| n)),
    );
    let must_drop = drops.and_then(|d| d.must_drop);
    let (must, must_type) = (must_drop.is_some(), usize_lit(must_drop.unwrap_or(types)));
    let bishops = usize_lit(
        drops
            .and_then(|d| d.opposite_colored_bishops)
            .unwrap_or(types),
    );
    let castling_dropped = drops.is_some_and(|d| d.castling_dropped_piece);
    let king_drops = drops.is_some_and(|d| d.king_drops);
    let drop_checks = drops.is_none_or(|d| d.drop_checks);
    quote! {
        /// Whether a drop may give check (`dropChecks`); where it may not, no drop's piece
        /// lands attacking the opponent's king.
        pub(super) const DROP_CHECKS: bool = #drop_checks;
        /// Whether, while the side holds a piece of [`MUST_DROP_TYPE`], only its drops are
        /// legal, and its other moves only where none is (`mustDrop`).
        pub(super) const MUST_DROP: bool = #must;
        /// The type `mustDrop` is about (`mustDropType`), `TYPES` for any.
        pub(super) const MUST_DROP_TYPE: usize = #must_type;
        /// The bishop's type where each side's bishops must end on both colours
        /// (`dropOppositeColoredBishop`), else `TYPES`.
        pub(super) const OPPOSITE_BISHOPS: usize = #bishops;
        /// Whether a king dropped on its castling square, or a castling rook dropped on a
        /// corner beside such a king, gains the castling right (`castlingDroppedPiece`).
        pub(super) const CASTLING_DROPPED: bool = #castling_dropped;
        /// Whether a side's king may be in its hand, not yet on the board (placement's).
        pub(super) const KING_DROPS: bool = #king_drops;
        /// Whether a piece in hand may be dropped instead of a move (`pieceDrops`).
        pub(super) const DROPS: bool = #on;
        /// Whether a piece's move from a gate (a square it stood on at the start), or a
        /// castling, may put a piece from the hand on the square left (S-chess's gating).
        pub(super) const GATING: bool = #gating;
        /// The gates kept: one set per side where pieces are gated, else none.
        pub(super) const GATE_SLOTS: usize = #gate_slots;
        /// Whether a captured piece goes into the capturer's hand (`capturesToHand`).
        pub(super) const CAPTURES_TO_HAND: bool = #to_hand;
        /// The hands kept: one per side where pieces are dropped or gated, else none.
        pub(super) const HAND_SLOTS: usize = #hand_slots;
        /// The sets of promoted pieces kept: one where they go back into the hand as pawns
        /// (`~`, the first), one per type that promotes as shogi's do (`+`).
        pub(super) const PROMOTED_SLOTS: usize = #promoted_slots;
        /// Whether a captured promoted piece goes into the hand as what it was (captures to
        /// the hand without `dropLoop`).
        pub(super) const DEMOTES: bool = #demotes;
        /// Whether the first set marks pawns' promotions (`Q~`): where they go back into
        /// the hand as pawns (promoted pieces demote and the variant has a pawn), and where
        /// pawns promote to the met, which Thai notation names apart once promoted.
        pub(super) const TILDE: bool = #tilde;
        /// Whether the FEN marks pawns' promotions (`Q~`) unasked: where they demote, and
        /// where a capture sends them to a partner's board (`twoBoards`).
        pub(super) const TILDE_SHOWN: bool = #shown;
        /// Per set of promoted pieces, the type they were before they promoted.
        pub(super) const DEMOTED: [usize; PROMOTED_SLOTS] = [#(#demoted),*];
        /// Per type, the set that marks the pieces promoted from it (`PROMOTED_SLOTS`
        /// where it does not promote as shogi's do).
        pub(super) const PROMOTED_SLOT: [usize; TYPES] = [#(#promoted_slot),*];
        /// Per type, the type it promotes to as shogi's pieces do (`promotedPieceType`), or
        /// `TYPES`.
        pub(super) const PROMOTED_TYPE: [usize; TYPES] = [#(#promoted_type),*];
        /// Whether some type promotes as shogi's do.
        pub(super) const PIECE_PROMOTIONS: bool = #piece_promotions;
        /// Whether only a capture promotes a piece (`piecePromotionOnCapture`).
        pub(super) const PIECE_PROMOTION_ON_CAPTURE: bool = #on_capture;
        /// Whether a piece's move that may promote must (`mandatoryPiecePromotion`).
        pub(super) const MANDATORY_PIECE_PROMOTION: bool = #mandatory_piece;
        /// Whether a promoted piece's move may turn it back into what it was, where a move
        /// may promote (`pieceDemotion`); must, where promotions must.
        pub(super) const PIECE_DEMOTIONS: bool = #demotion;
        /// Whether a piece in hand may be dropped promoted (`dropPromoted`).
        pub(super) const DROP_PROMOTED: bool = #drop_promoted;
        /// `[type][side]`: the squares a piece of the type in hand may be dropped on
        /// promoted (`dropPromoted`), none where it may not.
        #[allow(clippy::unreadable_literal)]
        pub(super) const PROMOTED_DROP_REGION: [[Bitboard; 2]; TYPES] = [#(#promoted_region),*];
        /// `[type][side]`: the squares a piece of the type in hand may be dropped on.
        #[allow(clippy::unreadable_literal)]
        pub(super) const DROP_REGION: [[Bitboard; 2]; TYPES] = [#(#region),*];
        /// The types in the order a FEN writes a hand (Fairy-Stockfish's, from its last
        /// piece type to the pawn).
        pub(super) const HAND_ORDER: [usize; TYPES] = [#(#order),*];
        /// The type that may not be dropped on a file where the side has
        /// [`DROP_NO_DOUBLED_COUNT`] or more of it (`dropNoDoubled`: shogi's pawn), or
        /// `TYPES` for none.
        pub(super) const DROP_NO_DOUBLED: usize = #doubled_type;
        pub(super) const DROP_NO_DOUBLED_COUNT: u32 = #doubled_count;
    }
}
