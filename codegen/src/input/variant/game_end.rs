//! How a game of the variant ends besides its legal moves: the results of checkmate and
//! stalemate, the n-move rule and n-fold repetition, read with Fairy-Stockfish's defaults
//! (`src/variant.h`). Options that judge a repetition by its chases (`chasingRule`), or
//! adjudicate a full board, are refused where they are set to anything but their default,
//! naming their rule; `materialCounting` and janggi's move repetition
//! (`moveRepetitionIllegal`) are applied.

use crate::error::Error;

/// The options this module reads (each applied, none ignored).
pub(super) const OPTIONS: &[&str] = &[
    "checkmateValue",
    "stalemateValue",
    "stalematePieceCount",
    "nMoveRule",
    "nMoveRuleTypes",
    "nMoveRuleTypesWhite",
    "nMoveRuleTypesBlack",
    "nFoldRule",
    "nFoldValue",
    "nFoldValueAbsolute",
    "perpetualCheckIllegal",
    "shogiPawnDropMateIllegal",
    "moveRepetitionIllegal",
    "chasingRule",
    "materialCounting",
    "adjudicateFullBoard",
];

/// A game's result for the side to move, as Fairy-Stockfish's `win`, `loss` and `draw`.
///
/// ```
/// use vector_attacks_codegen::variant::{GameValue, Variant};
/// assert_eq!(Variant::shipped("chess").unwrap().game_end.checkmate, GameValue::Loss);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameValue {
    /// The side to move wins.
    Win,
    /// The side to move loses.
    Loss,
    /// Neither side wins.
    Draw,
}

impl GameValue {
    /// The result as a sign for the side it belongs to: 1 a win, -1 a loss, 0 a draw.
    ///
    /// ```
    /// use vector_attacks_codegen::variant::GameValue;
    /// assert_eq!([GameValue::Win, GameValue::Loss, GameValue::Draw].map(GameValue::sign), [1, -1, 0]);
    /// ```
    #[must_use]
    pub const fn sign(self) -> i8 {
        match self {
            GameValue::Win => 1,
            GameValue::Loss => -1,
            GameValue::Draw => 0,
        }
    }
}

/// How the variant's games end besides running out of moves' meaning: Fairy-Stockfish's
/// `checkmateValue`, `stalemateValue`, `stalematePieceCount`, `nMoveRule`, `nFoldRule`,
/// `nFoldValue`, `nFoldValueAbsolute` and `materialCounting`.
///
/// ```
/// use vector_attacks_codegen::variant::{GameValue, Variant};
/// let end = Variant::shipped("chess").unwrap().game_end;
/// assert_eq!((end.n_move_rule, end.n_fold_rule), (50, 3));
/// assert_eq!(end.stalemate, GameValue::Draw);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameEnd {
    /// The result for the side to move when it is checkmated (`checkmateValue`).
    pub checkmate: GameValue,
    /// The result for the side to move when it has no move and is not in check
    /// (`stalemateValue`).
    pub stalemate: GameValue,
    /// Whether a stalemate goes to the side with fewer pieces, drawn when they are equal
    /// (`stalematePieceCount`): the stalemate value is then the result of the side with
    /// fewer pieces.
    pub stalemate_piece_count: bool,
    /// Moves (of both sides: plies are twice this) without a capture or a pawn move after
    /// which the game is drawn; 0 for none (`nMoveRule`).
    pub n_move_rule: u32,
    /// How many times a position must occur to end the game; 0 for never (`nFoldRule`).
    pub n_fold_rule: u32,
    /// The result of a repetition for the side to move (`nFoldValue`).
    pub n_fold_value: GameValue,
    /// Whether `n_fold_value` is White's result rather than the side to move's
    /// (`nFoldValueAbsolute`).
    pub n_fold_value_absolute: bool,
    /// Who wins a game that would be drawn by stalemate, the n-move rule or repetition
    /// (`materialCounting`).
    pub material_counting: MaterialCounting,
    /// Whether a repetition in which one side gave check at every move loses for that side
    /// (`perpetualCheckIllegal`: shogi's perpetual check).
    pub perpetual_check_illegal: bool,
    /// Whether a checkmate given by dropping a shogi pawn (`shogiPawn`) loses for the side
    /// that dropped it (`shogiPawnDropMateIllegal`; Fairy-Stockfish judges it at the mate,
    /// so the drop is among the legal moves).
    pub pawn_drop_mate_illegal: bool,
    /// Whether a side that moves a piece back and forth, without check, loses
    /// (`moveRepetitionIllegal`: modern janggi's rule, which Fairy-Stockfish judges among
    /// its repetitions, its moves still legal).
    pub move_repetition_illegal: bool,
}

/// Who wins a game that would be drawn (Fairy-Stockfish's `materialCounting`).
///
/// ```
/// use vector_attacks_codegen::variant::{MaterialCounting, Variant};
/// let armageddon = Variant::shipped("armageddon").unwrap();
/// assert_eq!(armageddon.game_end.material_counting, MaterialCounting::BlackDrawOdds);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MaterialCounting {
    /// A draw stays a draw.
    None,
    /// The side with more pieces wins; equal counts draw.
    Unweighted,
    /// White wins.
    WhiteDrawOdds,
    /// Black wins.
    BlackDrawOdds,
    /// Janggi's count: the rooks 13 points, janggi's cannons 7, the horses 5, janggi's
    /// elephants and the wazirs 3, the soldiers 2, by Fairy-Stockfish's piece types; White
    /// wins with more than one point over Black's, else Black wins.
    Janggi,
}

impl GameEnd {
    /// Reads the options through `value` (an option's last value, if set). (The types
    /// whose moves reset the n-move counter, `nMoveRuleTypes`, are a set of pieces, read
    /// with the others: [`super::Variant::n_move_rule_types`].)
    pub(super) fn read<'a>(
        variant: &str,
        value: impl Fn(&str) -> Option<&'a str>,
    ) -> Result<GameEnd, Error> {
        let bad = super::option_error(variant);
        let result = |key: &str, default: GameValue| -> Result<GameValue, Error> {
            match value(key) {
                None => Ok(default),
                Some("win") => Ok(GameValue::Win),
                Some("loss") => Ok(GameValue::Loss),
                Some("draw") => Ok(GameValue::Draw),
                Some(v) => Err(bad(
                    key,
                    format!("`{key} = {v}`: expected `win`, `loss` or `draw`"),
                )),
            }
        };
        let flag = |key: &str| -> Result<bool, Error> {
            super::boolean(key, value(key), false).map_err(|why| bad(key, why))
        };
        let count = |key: &str, default: u32| -> Result<u32, Error> {
            match value(key) {
                None => Ok(default),
                Some(v) => v.parse().map_err(|_| {
                    bad(
                        key,
                        format!("`{key} = {v}`: expected a whole number, 0 for none"),
                    )
                }),
            }
        };
        let refuse = |key: &str, v: &str, rule: &str| {
            bad(
                key,
                format!("`{key} = {v}` is a Fairy-Stockfish option of {rule}, which the move generator does not play yet"),
            )
        };
        if flag("adjudicateFullBoard")? {
            return Err(refuse(
                "adjudicateFullBoard",
                "true",
                "a game adjudicated when the board is full",
            ));
        }
        if let Some(v) = value("chasingRule").filter(|v| *v != "none") {
            return Err(refuse(
                "chasingRule",
                v,
                "repetitions judged by their checks and chases",
            ));
        }
        let material_counting = match value("materialCounting") {
            None | Some("none") => MaterialCounting::None,
            Some("unweighted") => MaterialCounting::Unweighted,
            Some("whitedrawodds") => MaterialCounting::WhiteDrawOdds,
            Some("blackdrawodds") => MaterialCounting::BlackDrawOdds,
            Some("janggi") => MaterialCounting::Janggi,
            Some(v) => {
                return Err(bad(
                    "materialCounting",
                    format!("`materialCounting = {v}`: expected `janggi`, `unweighted`, `whitedrawodds`, `blackdrawodds` or `none`"),
                ))
            }
        };
        Ok(GameEnd {
            checkmate: result("checkmateValue", GameValue::Loss)?,
            stalemate: result("stalemateValue", GameValue::Draw)?,
            stalemate_piece_count: flag("stalematePieceCount")?,
            n_move_rule: count("nMoveRule", 50)?,
            n_fold_rule: count("nFoldRule", 3)?,
            n_fold_value: result("nFoldValue", GameValue::Draw)?,
            n_fold_value_absolute: flag("nFoldValueAbsolute")?,
            material_counting,
            perpetual_check_illegal: flag("perpetualCheckIllegal")?,
            pawn_drop_mate_illegal: flag("shogiPawnDropMateIllegal")?,
            move_repetition_illegal: flag("moveRepetitionIllegal")?,
        })
    }
}
