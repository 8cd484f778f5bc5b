//! Every option of Fairy-Stockfish's `variants.ini` (its `src/parser.cpp`), sorted by what the
//! reader does with it: applied with Fairy-Stockfish's meaning, ignored because it cannot
//! change which moves are legal (with the reason), or refused naming the rule it needs.

/// Fairy-Stockfish's predefined piece types in the order of its `PieceType` enum (the order
/// in which it reads a section's piece options, so that of two pieces given the same letter
/// the later one stays), with their Betza definitions. `customPiece1` to `customPiece25`
/// follow, then `king`.
pub(super) const PREDEFINED: &[(&str, &str)] = &[
    ("pawn", "fmWfcF"),
    ("knight", "N"),
    ("bishop", "B"),
    ("rook", "R"),
    ("queen", "Q"),
    ("fers", "F"),
    ("alfil", "A"),
    ("fersAlfil", "FA"),
    ("silver", "FfW"),
    ("aiwok", "RNF"),
    ("bers", "RF"),
    ("archbishop", "BN"),
    ("chancellor", "RN"),
    ("amazon", "QN"),
    ("knibis", "mNcB"),
    ("biskni", "mBcN"),
    ("kniroo", "mNcR"),
    ("rookni", "mRcN"),
    ("shogiPawn", "fW"),
    ("lance", "fR"),
    ("shogiKnight", "fN"),
    ("gold", "WfF"),
    ("dragonHorse", "BW"),
    ("clobber", "cW"),
    ("breakthrough", "fmWfF"),
    ("immobile", ""),
    ("cannon", "mRcpR"),
    ("janggiCannon", "pR"),
    ("soldier", "fsW"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("janggiElephant", "nZ"),
    ("banner", "RcpRnN"),
    ("wazir", "W"),
    ("commoner", "K"),
    ("centaur", "KN"),
];

/// How many custom pieces a section may define (`customPiece1` to this).
pub(super) const CUSTOM_PIECES: usize = 25;

/// Every piece option in Fairy-Stockfish's reading order: the predefined types, the custom
/// pieces, the king. Its index is the piece's slot.
pub(super) fn piece_options() -> Vec<String> {
    PREDEFINED
        .iter()
        .map(|(n, _)| (*n).to_owned())
        .chain((1..=CUSTOM_PIECES).map(|n| format!("customPiece{n}")))
        .chain(std::iter::once("king".to_owned()))
        .collect()
}

/// The options applied with Fairy-Stockfish's meaning (beside the piece options and
/// `mobilityRegionWhite<Piece>` / `mobilityRegionBlack<Piece>`).
pub(super) const APPLIED: &[&str] = &[
    // (`shogi` chooses shogi's notation for SAN, as Fairy-Stockfish's `default_notation`.)
    "variantTemplate",
    "maxRank",
    "maxFile",
    "startFen",
    "promotionRegionWhite",
    "promotionRegionBlack",
    "promotionPieceTypes",
    "promotionPieceTypesWhite",
    "promotionPieceTypesBlack",
    "mandatoryPawnPromotion",
    // (The pawn-like sets: `pawn_types.rs`.)
    "pawnTypes",
    "promotionPawnTypes",
    "promotionPawnTypesWhite",
    "promotionPawnTypesBlack",
    "enPassantTypes",
    "enPassantTypesWhite",
    "enPassantTypesBlack",
    "promotionLimit",
    "immobilityIllegal",
    "doubleStep",
    "doubleStepRegionWhite",
    "doubleStepRegionBlack",
    "enPassantRegion",
    "enPassantRegionWhite",
    "enPassantRegionBlack",
    "castling",
    "castlingKingsideFile",
    "castlingQueensideFile",
    "castlingRank",
    "oppositeCastling",
    "castlingKingFile",
    "castlingKingPiece",
    "castlingKingPieceWhite",
    "castlingKingPieceBlack",
    "castlingRookKingsideFile",
    "castlingRookQueensideFile",
    "castlingRookPieces",
    "castlingRookPiecesWhite",
    "castlingRookPiecesBlack",
    "chess960",
    "checking",
    "twoBoards",
];

/// Options accepted and ignored, each with the reason it cannot change which moves are
/// legal in a position.
///
/// ```
/// let ignored = vector_attacks_codegen::variant::IGNORED;
/// assert!(ignored.iter().any(|(option, _)| *option == "pieceToCharTable"));
/// ```
pub const IGNORED: &[(&str, &str)] = &[
    ("pieceToCharTable", "how a GUI draws the pieces"),
    ("nnueAlias", "which network evaluates"),
    ("pieceValueMg", "evaluation"),
    ("pieceValueEg", "evaluation"),
    (
        "pocketSize",
        "how many pieces a GUI's pocket shows; the pockets are read only with `pieceDrops`",
    ),
];

/// Options that change the moves and that the move generator does not play yet, with the
/// rule they belong to. An option is matched by name, or by its prefix where the name ends
/// in `*`.
const NEEDS: &[(&str, &str)] = &[
    ("dropOnTop", "drops"),
    ("enclosingDrop*", "drops"),
    ("tripleStepRegion*", "triple steps"),
    (
        "mutuallyImmuneTypes",
        "pieces that may not take their own kind",
    ),
    ("petrifyOnCaptureTypes", "petrification"),
    ("petrifyBlastPieces", "petrification"),
    ("connectRegion*", "connecting two regions"),
    ("connectNxN", "a square block of pieces"),
    ("collinearN", "pieces on one line, gaps allowed"),
    ("dupleCheck", "duple check (two royal pieces)"),
    ("wallingRule", "walls"),
    ("wallingRegion*", "walls"),
    ("wallOrMove", "walls"),
    ("flipEnclosedPieces", "flipping enclosed pieces"),
];

/// Options Fairy-Stockfish reads for compatibility with old files, and what replaced them.
const DEPRECATED: &[(&str, &str)] = &[
    (
        "promotionRank",
        "promotionRegionWhite and promotionRegionBlack",
    ),
    (
        "doubleStepRank",
        "doubleStepRegionWhite and doubleStepRegionBlack",
    ),
    (
        "doubleStepRankMin",
        "doubleStepRegionWhite and doubleStepRegionBlack",
    ),
    ("castlingRookPiece", "castlingRookPieces"),
    ("whiteFlag", "flagRegionWhite"),
    ("whiteDropRegion", "dropRegionWhite"),
    ("blackDropRegion", "dropRegionBlack"),
    ("blackFlag", "flagRegionBlack"),
];

/// The options applied, slice by slice: those read in `mod.rs` ([`APPLIED`]), then each rule
/// family's module's own `OPTIONS`. A new rule family's reading module adds its list here.
const SLICES: &[&[&str]] = &[
    APPLIED,
    super::game_end::OPTIONS,
    super::flag::OPTIONS,
    super::extinction::OPTIONS,
    super::blast::OPTIONS,
    super::castling_wins::OPTIONS,
    super::connect::OPTIONS,
    super::drops::OPTIONS,
    super::piece_promotion::OPTIONS,
    super::xiangqi::OPTIONS,
    super::janggi::OPTIONS,
    super::counting::OPTIONS,
    super::shatar::OPTIONS,
    super::sittuyin::OPTIONS,
];

/// What the reader does with an option that is not a piece option.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Reading {
    /// Applied.
    Applied,
    /// Ignored.
    Ignored,
    /// Refused: it belongs to a rule the move generator does not play.
    Needs(&'static str),
    /// Refused: a deprecated spelling, with its replacement.
    Deprecated(&'static str),
    /// Not an option of Fairy-Stockfish.
    Unknown,
}

/// How `key` is read.
pub(super) fn reading(key: &str) -> Reading {
    if SLICES.iter().any(|options| options.contains(&key))
        || super::flag::PER_SIDE.iter().any(|(k, _)| *k == key)
        || mobility_option(key).is_some()
    {
        return Reading::Applied;
    }
    if IGNORED.iter().any(|(k, _)| *k == key) {
        return Reading::Ignored;
    }
    let matches = |pattern: &str| match pattern.strip_suffix('*') {
        Some(prefix) => key.starts_with(prefix),
        None => key == pattern,
    };
    if let Some((_, rule)) = NEEDS.iter().find(|(p, _)| matches(p)) {
        return Reading::Needs(rule);
    }
    if let Some((_, instead)) = DEPRECATED.iter().find(|(k, _)| *k == key) {
        return Reading::Deprecated(instead);
    }
    Reading::Unknown
}

/// For `mobilityRegionWhiteKnight` and the like: the side (0 White) and the piece option
/// (`knight`, `customPiece1`, `king`).
pub(super) fn mobility_option(key: &str) -> Option<(usize, String)> {
    let rest = key.strip_prefix("mobilityRegion")?;
    let (side, piece) = if let Some(p) = rest.strip_prefix("White") {
        (0, p)
    } else {
        (1, rest.strip_prefix("Black")?)
    };
    let mut chars = piece.chars();
    let first = chars.next()?;
    let name = format!("{}{}", first.to_ascii_lowercase(), chars.as_str());
    piece_options().contains(&name).then_some((side, name))
}

/// Every name a section may use as a key, for "did you mean".
pub(super) fn every_key() -> Vec<String> {
    let mut keys: Vec<String> = piece_options();
    let regions: Vec<String> = keys
        .iter()
        .flat_map(|p| {
            let capital = format!("{}{}", p[..1].to_ascii_uppercase(), &p[1..]);
            ["White", "Black"].map(|side| format!("mobilityRegion{side}{capital}"))
        })
        .collect();
    keys.extend(regions);
    keys.extend(
        SLICES
            .iter()
            .flat_map(|options| options.iter().map(|k| (*k).to_owned())),
    );
    keys.extend(super::flag::PER_SIDE.iter().map(|(k, _)| (*k).to_owned()));
    keys.extend(IGNORED.iter().map(|(k, _)| (*k).to_owned()));
    keys.extend(
        NEEDS
            .iter()
            .map(|(k, _)| k.trim_end_matches('*').to_owned()),
    );
    keys
}

/// The second letters Fairy-Stockfish's built-in variants give their pieces (its
/// `add_piece(type, letter, synonym)`), which its SAN writes for their moves: the section of
/// the shipped file that stands for the built-in, and the piece option. A section that
/// defines the piece again gives it none, as Fairy-Stockfish's reader does.
pub(super) const BUILT_IN_SYNONYMS: &[(&str, &str, char)] = &[
    ("minixiangqi", "horse", 'h'),
    ("xiangqi", "elephant", 'e'),
    ("janggi", "janggiElephant", 'e'),
];

/// Fairy-Stockfish's built-in variants whose king moves as its `wazir` type (`kingType =
/// WAZIR`, xiangqi's family): the shipped file spells the king `k:W`, which in a section of
/// its own makes a custom royal piece. The difference shows on `diagonalLines`, which give
/// the palace diagonals to the wazir's type alone.
pub(super) const WAZIR_KINGS: &[&str] = &["minixiangqi"];

/// Fairy-Stockfish's built-in variants that `codegen/variants.ini` does not ship, with the
/// rule each needs; a section may inherit from a shipped one, not from these.
pub(super) const BUILT_IN_NOT_PLAYED: &[(&str, &str)] = &[
    ("berolina", "a pawn of another type that steps twice at first and captures en passant (Betza's `i` and `e`)"),
    ("pawnsideways", "a pawn of another type that steps twice at first and captures en passant (Betza's `i` and `e`)"),
    ("pawnback", "a pawn of another type that steps twice at first and captures en passant (Betza's `i` and `e`)"),
    ("wolf", "a pawn of another type that steps twice at first (Betza's `i`)"),
    ("spartan", "two royal kings (`dupleCheck`)"),
    ("jesonmor", "a flag region won by reaching it (`flagRegion`)"),
    ("breakthrough", "a flag region won by reaching it (`flagRegion`)"),
    ("fox-and-hounds", "a flag region won by reaching it (`flagRegion`)"),
    ("petrified", "petrification (`petrifyOnCaptureTypes`)"),
    ("atomar", "pieces that may not take their own kind (`mutuallyImmuneTypes`)"),
    ("isolation", "walls (`wallingRule`)"),
    ("isolation7x7", "walls (`wallingRule`)"),
    ("snailtrail", "walls (`wallingRule`)"),
    ("duck", "walls (`wallingRule`)"),
    ("joust", "walls (`wallingRule`)"),
    ("amazons", "walls (`wallingRule`)"),
    ("gustav3", "wall squares (`*`) in the start position"),
    ("omicron", "wall squares (`*`) in the start position"),
    ("troitzky", "wall squares (`*`) in the start position"),
    ("dobutsu", "drops (`pieceDrops`)"),
    ("clobber", "a rule against immobile pieces (`immobilityIllegal`) and no royal king"),
    ("clobber10", "a rule against immobile pieces (`immobilityIllegal`) and no royal king"),
    ("ataxx", "drops (`pieceDrops`) and flipping"),
    ("flipersi", "drops (`pieceDrops`) and flipping"),
    ("flipello", "drops (`pieceDrops`) and flipping"),
    ("flipello10", "drops (`pieceDrops`) and flipping"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readings() {
        assert_eq!(reading("maxFile"), Reading::Applied);
        assert_eq!(reading("mobilityRegionWhiteKnight"), Reading::Applied);
        assert_eq!(reading("mobilityRegionBlackCustomPiece3"), Reading::Applied);
        assert_eq!(reading("mobilityRegionWhiteGryphon"), Reading::Unknown);
        assert_eq!(reading("nMoveRule"), Reading::Applied);
        assert_eq!(reading("pieceValueMg"), Reading::Ignored);
        assert_eq!(reading("dropRegionWhite"), Reading::Applied);
        assert_eq!(reading("dropOnTop"), Reading::Needs("drops"));
        assert_eq!(reading("passOnStalemateBlack"), Reading::Applied);
        assert_eq!(reading("passWhite"), Reading::Applied);
        assert_eq!(
            reading("promotionRank"),
            Reading::Deprecated("promotionRegionWhite and promotionRegionBlack")
        );
        assert_eq!(reading("foo"), Reading::Unknown);
        assert_eq!(
            mobility_option("mobilityRegionBlackKing"),
            Some((1, "king".to_owned()))
        );
    }
}
