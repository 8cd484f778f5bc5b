//! Drops (`pieceDrops` and its kin), with Fairy-Stockfish's meaning (`Position::drop_region`,
//! `do_move`): a piece in the side's hand may be placed on an empty square of its drop
//! region instead of a move; a capture may put the captured piece into the capturer's hand
//! (`capturesToHand`), a promoted piece going back as the pawn it was unless `dropLoop`.

use crate::error::Error;

/// The options this module reads.
pub(super) const OPTIONS: &[&str] = &[
    "pieceDrops",
    "capturesToHand",
    "dropLoop",
    "firstRankPawnDrops",
    "promotionZonePawnDrops",
    "dropRegionWhite",
    "dropRegionBlack",
    "dropNoDoubled",
    "dropNoDoubledCount",
    "mustDrop",
    "mustDropType",
    "dropOppositeColoredBishop",
    "castlingDroppedPiece",
    "dropChecks",
    "gating",
    "seirawanGating",
];

/// The hands of a variant that has them: its drops (crazyhouse, placement), and its gating
/// (S-chess's, `seirawanGating`: a piece in hand put on the square a piece leaves from its
/// start square).
///
/// ```
/// use vector_attacks_codegen::variant::Variant;
/// let ini = "[house:chess]\npieceDrops = true\ncapturesToHand = true\n";
/// let drops = Variant::from_ini(ini, "house").unwrap().drops.unwrap();
/// assert!(drops.captures_to_hand && !drops.drop_loop);
/// assert!(Variant::shipped("chess").unwrap().drops.is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Drops {
    /// Whether a piece in hand may be dropped as a move (`pieceDrops`); without it the
    /// hands only feed gating.
    pub moves: bool,
    /// Whether a piece's first move from a square it stood on at the start, or a castling,
    /// may put a piece from the hand on the square left (`gating` with `seirawanGating`:
    /// S-chess's), as Fairy-Stockfish's `make_move_and_gating` does.
    pub gating: bool,
    /// Whether a captured piece goes into the capturer's hand (`capturesToHand`).
    pub captures_to_hand: bool,
    /// Whether the game is one board of two (`twoBoards`, bughouse's): the pieces in hand
    /// come from the partner's board, so a side may hold more than it started with.
    pub two_boards: bool,
    /// Whether a promoted piece goes into the hand as what it is, not as the pawn it was
    /// (`dropLoop`).
    pub drop_loop: bool,
    /// Whether a pawn may be dropped on its side's first rank (`firstRankPawnDrops`).
    pub first_rank_pawn_drops: bool,
    /// Whether a pawn may be dropped in its side's promotion region
    /// (`promotionZonePawnDrops`).
    pub promotion_zone_pawn_drops: bool,
    /// Per side (White, Black), where its pieces may be dropped (`dropRegionWhite`,
    /// `dropRegionBlack`; the whole board by default), a1 = bit 0.
    pub region: [u128; 2],
    /// `dropNoDoubled` and `dropNoDoubledCount`: the letter of a type that may not be
    /// dropped on a file where the side has that many of it or more (shogi's pawn, `p`
    /// and 1: no second unpromoted pawn on a file; 0 forbids its drops).
    pub no_doubled: Option<(char, u32)>,
    /// `mustDrop` and `mustDropType`: while the side holds a piece of the type (any type:
    /// `None`), only drops of it are legal, and its other moves only where none is
    /// (placement's setup phase). `Some(Some('-'))` never applies.
    pub must_drop: Option<Option<char>>,
    /// Whether each side's bishops must end on squares of both colours
    /// (`dropOppositeColoredBishop`): a drop that would leave too few squares of a colour
    /// for the bishops still in hand is illegal.
    pub opposite_colored_bishops: bool,
    /// Whether a king dropped on its castling square, or a castling rook dropped on a
    /// corner of the castling rank beside such a king, gains the castling right
    /// (`castlingDroppedPiece`).
    pub castling_dropped_piece: bool,
    /// Whether a drop may give check (`dropChecks`, true by default): where it may not, a
    /// drop whose piece would attack the opponent's king is illegal.
    pub drop_checks: bool,
}

/// The drop rule through `value` (an option's last value, if set) and `region` (a region
/// option's squares). `None` where neither `pieceDrops` nor gating is set.
pub(super) fn read<'a>(
    variant: &str,
    value: impl Fn(&str) -> Option<&'a str>,
    region: impl Fn(&str, &str) -> Result<u128, Error>,
    letters: &[char],
) -> Result<Option<Drops>, Error> {
    let refuse = super::option_error(variant);
    let flag = |key: &str| -> Result<bool, Error> {
        super::boolean(key, value(key), false).map_err(|why| refuse(key, why))
    };
    let side_region = |key: &str| region(key, value(key).unwrap_or("*"));
    let no_doubled = match value("dropNoDoubled").map(str::trim) {
        None | Some("-") => None,
        Some(v) => {
            let Some(c) = super::one_letter(v) else {
                return Err(refuse(
                    "dropNoDoubled",
                    format!("`dropNoDoubled = {v}`: expected one piece letter, or `-` for none"),
                ));
            };
            if !letters.contains(&c) {
                return Err(refuse(
                    "dropNoDoubled",
                    format!(
                        "`dropNoDoubled = {v}`: `{v}` is none of the variant's pieces ({})",
                        letters.iter().collect::<String>()
                    ),
                ));
            }
            let count = match value("dropNoDoubledCount").map(str::trim) {
                None => 1,
                Some(n) => n.parse::<u32>().map_err(|_| {
                    refuse("dropNoDoubledCount", format!("`dropNoDoubledCount = {n}`: expected a whole number (1: no second piece on a file)"))
                })?,
            };
            Some((c, count))
        }
    };
    let must_drop = if flag("mustDrop")? {
        match value("mustDropType").map(str::trim) {
            None | Some("*") => Some(None),
            Some(v) => match super::one_letter(v) {
                Some(c) if c == '-' || letters.contains(&c) => Some(Some(c)),
                _ => {
                    return Err(refuse(
                        "mustDropType",
                        format!("`mustDropType = {v}`: expected one of the variant's piece letters ({}), `*` for any or `-` for none", letters.iter().collect::<String>()),
                    ))
                }
            },
        }
    } else {
        None
    };
    let gating = match (flag("gating")?, flag("seirawanGating")?) {
        (false, false) => false,
        (true, true) => true,
        // (`gating` alone with `cambodianMoves`: the gates are the first moves' rights,
        // read by the counting module; nothing is gated.)
        (true, false) if flag("cambodianMoves")? => false,
        (g, _) => {
            let (key, set) = if g {
                ("seirawanGating", "gating")
            } else {
                ("gating", "seirawanGating")
            };
            return Err(refuse(
                key,
                format!("`{set} = true` without `{key} = true`: the move generator plays gating only as S-chess has it, with both set (Fairy-Stockfish's walls use `gating` alone)"),
            ));
        }
    };
    let moves = flag("pieceDrops")?;
    let drops = Drops {
        moves,
        gating,
        captures_to_hand: flag("capturesToHand")?,
        two_boards: flag("twoBoards")?,
        drop_loop: flag("dropLoop")?,
        first_rank_pawn_drops: flag("firstRankPawnDrops")?,
        promotion_zone_pawn_drops: flag("promotionZonePawnDrops")?,
        region: [
            side_region("dropRegionWhite")?,
            side_region("dropRegionBlack")?,
        ],
        no_doubled,
        must_drop,
        opposite_colored_bishops: flag("dropOppositeColoredBishop")?,
        castling_dropped_piece: flag("castlingDroppedPiece")?,
        drop_checks: super::boolean("dropChecks", value("dropChecks"), true)
            .map_err(|why| refuse("dropChecks", why))?,
    };
    Ok((moves || gating).then_some(drops))
}
