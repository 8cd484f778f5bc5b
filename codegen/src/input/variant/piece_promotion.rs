//! Shogi's promotions (`promotedPieceType` and its kin), with Fairy-Stockfish's meaning
//! (`generate_moves`, `do_move`): a piece of a listed type that moves into, within or out of
//! the promotion region may become the type it is paired with; the board keeps what it was,
//! so that the FEN writes it `+P` and a capture puts it into the hand as what it was.

use crate::error::Error;

/// The options this module reads (`promotedPieceType` is read with the pieces, as
/// Fairy-Stockfish resolves its letters when it reads the section).
pub(super) const OPTIONS: &[&str] = &[
    "promotedPieceType",
    "piecePromotionOnCapture",
    "mandatoryPiecePromotion",
    "pieceDemotion",
    "dropPromoted",
];

/// Pieces that promote to another type, as shogi's do.
///
/// ```
/// use vector_attacks_codegen::variant::Variant;
/// let ini = "[mymini:minishogi]\nmandatoryPiecePromotion = true\n";
/// let p = Variant::from_ini(ini, "mymini").unwrap().piece_promotion.unwrap();
/// assert!(p.types.contains(&('b', 'h')) && p.mandatory && !p.on_capture && !p.demotion);
/// assert!(Variant::shipped("chess").unwrap().piece_promotion.is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PiecePromotion {
    /// `(piece, promoted)`: the letter of a type that promotes and of the type it becomes
    /// (`promotedPieceType = p:g s:g`), in the order of the variant's pieces.
    pub types: Vec<(char, char)>,
    /// Whether only a capture promotes (`piecePromotionOnCapture`).
    pub on_capture: bool,
    /// Whether a move that may promote must (`mandatoryPiecePromotion`).
    pub mandatory: bool,
    /// Whether a promoted piece's move may turn it back into what it was, where a move
    /// may promote (`pieceDemotion`, Kyoto shogi's rule): must, where promotions must.
    pub demotion: bool,
    /// Whether a piece in hand whose type promotes may be dropped promoted
    /// (`dropPromoted`), written `+N@b2` in UCI.
    pub drop_promoted: bool,
}

/// The promotions of `pairs` (`(piece, promoted)` letters as the sections resolved them)
/// through `value` (an option's last value, if set); `None` where no type promotes.
pub(super) fn read<'a>(
    variant: &str,
    value: impl Fn(&str) -> Option<&'a str>,
    pairs: Vec<(char, char)>,
) -> Result<Option<PiecePromotion>, Error> {
    let refuse = super::option_error(variant);
    let flag = |key: &str| -> Result<bool, Error> {
        super::boolean(key, value(key), false).map_err(|why| refuse(key, why))
    };
    let on_capture = flag("piecePromotionOnCapture")?;
    let mandatory = flag("mandatoryPiecePromotion")?;
    let demotion = flag("pieceDemotion")?;
    let drop_promoted = flag("dropPromoted")?;
    if pairs.is_empty() {
        return Ok(None);
    }
    if let Some(&(p, q)) = pairs
        .iter()
        .find(|(_, q)| pairs.iter().any(|(p, _)| p == q))
    {
        return Err(refuse(
            "promotedPieceType",
            format!("`{p}` promotes to `{q}`, which promotes again: a promoted piece that promotes further is a rule the move generator does not play yet"),
        ));
    }
    Ok(Some(PiecePromotion {
        types: pairs,
        on_capture,
        mandatory,
        demotion,
        drop_promoted,
    }))
}
