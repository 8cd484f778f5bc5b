//! Fairy-Stockfish's pawn-like sets of piece types (`pawnTypes` and the three options it
//! stands for: `promotionPawnTypes`, `enPassantTypes`, `nMoveRuleTypes`, each also per
//! side), and what the move generator plays of them.
//!
//! Fairy-Stockfish's pawn itself promotes, and captures en passant, whatever the sets say:
//! its moves are generated apart. The sets name the other pieces that do as a pawn does
//! (Argess's `p:mWcF`): a type of `promotionPawnTypes` promotes on any move that ends in the
//! promotion region, to the pawn's promotion types (`mandatoryPawnPromotion` ruling its
//! plain move there); a move of a type of `nMoveRuleTypes` resets the n-move counter unless
//! the piece could step back (a quiet move of it on an empty board, from where it lands to
//! where it started); the types of `enPassantTypes` other than the pawn make every double
//! step of a pawn leave an en passant square. That last is refused where the variant has
//! double steps of pawns (the move generator keeps an en passant square only where a pawn
//! may take there); elsewhere it changes nothing, since the Betza reader refuses the moves
//! that capture en passant (`e`) or step twice at first (`i`).

use super::Variant;
use crate::error::Error;

/// One of the three sets, by its index in the reader's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PawnSet {
    /// `promotionPawnTypes`: the types that promote as the pawn does.
    Promotion,
    /// `enPassantTypes`: the types that may capture en passant.
    EnPassant,
    /// `nMoveRuleTypes`: the types whose moves reset the n-move counter.
    NMove,
}

impl PawnSet {
    /// The three, in the order of the reader's bits (`promotion` 6 and 7, `en passant` 8
    /// and 9, `n-move` 10 and 11: White, Black).
    pub(super) const ALL: [PawnSet; 3] = [PawnSet::Promotion, PawnSet::EnPassant, PawnSet::NMove];
}

/// Refuses what the move generator does not play of the sets: a royal king, or a piece
/// that promotes as shogi's pieces do, among the types promoting as pawns; other types
/// promoting as pawns where pieces come back to the hand (Fairy-Stockfish demotes a
/// captured promoted piece to its first promotion pawn type); and en passant captures by
/// other types beside pawns that step twice. `en_passant` holds the letters of
/// `enPassantTypes` per side.
pub(super) fn check(variant: &Variant, en_passant: &[Vec<char>; 2]) -> Result<(), Error> {
    let refuse = |option: &str, why: String| Error::VariantOption {
        variant: variant.name.clone(),
        option: option.to_owned(),
        why,
    };
    let letter_of = |name: &str| {
        variant
            .pieces
            .iter()
            .find(|p| p.name == name)
            .map(|p| p.letter)
    };
    let pawn = letter_of("pawn");
    let others =
        |set: &[char]| -> Vec<char> { set.iter().copied().filter(|&c| Some(c) != pawn).collect() };
    for (side, set) in variant.promotion_pawn_types.iter().enumerate() {
        let colour = ["White", "Black"][side];
        if let Some(k) = letter_of("king").filter(|k| set.contains(k)) {
            return Err(refuse(
                "promotionPawnTypes",
                format!("`{k}`, the royal king, among {colour}'s types promoting as pawns: the move generator does not promote a royal king"),
            ));
        }
        let shogi = variant.piece_promotion.as_ref().and_then(|p| {
            p.types
                .iter()
                .map(|&(from, _)| from)
                .find(|c| Some(*c) != pawn && set.contains(c))
        });
        if let Some(c) = shogi {
            return Err(refuse(
                "promotionPawnTypes",
                format!("`{c}` both promotes as shogi's pieces do (`promotedPieceType`) and is among {colour}'s types promoting as pawns: the move generator does not play a piece promoting both ways"),
            ));
        }
    }
    let default = |sets: &[Vec<char>; 2]| sets.iter().all(|s| s.as_slice() == pawn.as_slice());
    if variant.drops.is_some() && !default(&variant.promotion_pawn_types) {
        return Err(refuse(
            "promotionPawnTypes",
            "types promoting as pawns other than the pawn, with pieces in hand: Fairy-Stockfish puts a captured promoted piece back in the hand as its first promotion pawn type, which the move generator does not play yet".to_owned(),
        ));
    }
    let steps_twice = pawn.is_some() && variant.double_step_region.iter().any(|&r| r != 0);
    if let Some(c) = en_passant.iter().flat_map(|s| others(s)).next() {
        if steps_twice {
            return Err(refuse(
                "enPassantTypes",
                format!("`{c}` among the types capturing en passant, beside pawns that step twice: Fairy-Stockfish then keeps an en passant square after every double step, the move generator only where a pawn may take there"),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::Variant;

    #[test]
    fn refusals_name_the_clash() {
        let refused = |ini: &str| Variant::from_ini(ini, "v").unwrap_err().to_string();
        let e = refused("[v:chess]\npromotionPawnTypes = pk\n");
        assert!(e.contains("the royal king"), "{e}");
        let e = refused("[v:crazyhouse]\ncustomPiece1 = s:mfWcfF\npromotionPawnTypes = ps\n");
        assert!(e.contains("pieces in hand"), "{e}");
        let e = refused("[v:chess]\ncustomPiece1 = s:mfWcfF\nenPassantTypes = ps\n");
        assert!(e.contains("double step"), "{e}");
        let e = refused("[v:shogi]\npromotionPawnTypes = ps\n");
        assert!(e.contains("both ways"), "{e}");
    }

    #[test]
    fn the_sets_are_read_per_section_and_side() {
        // Argess: `pawnTypes` names the custom piece that takes the pawn's letter (read
        // after the section's pieces, as Fairy-Stockfish reads it).
        let v = Variant::from_ini(
            "[a:chess]\npawnTypes = p\ncustomPiece1 = p:mWcF\ncastling = false\n",
            "a",
        )
        .unwrap();
        assert_eq!(v.promotion_pawn_types, [vec!['p'], vec!['p']]);
        assert!(v.pieces.iter().all(|p| p.name != "pawn"));
        // A side's own option overrides both sides' one, and `-` is the empty set.
        let v = Variant::from_ini(
            "[b:chess]\ncustomPiece1 = s:mfWcfF\npromotionPawnTypes = -\npromotionPawnTypesBlack = s\nnMoveRuleTypesWhite = ps\n",
            "b",
        )
        .unwrap();
        assert_eq!(v.promotion_pawn_types, [vec![], vec!['s']]);
        assert_eq!(v.n_move_rule_types, [vec!['p', 's'], vec!['p']]);
        // A child's `pawnTypes` overrides its parent's own options.
        let v = Variant::from_ini(
            "[c:chess]\ncustomPiece1 = s:mfWcfF\npromotionPawnTypesWhite = s\n[d:c]\npawnTypes = p\n",
            "d",
        )
        .unwrap();
        assert_eq!(v.promotion_pawn_types, [vec!['p'], vec!['p']]);
    }
}
