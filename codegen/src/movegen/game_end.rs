//! The game's end: the rules other than checkmate that end a game (a flag reached,
//! extinction, pieces in a row, checks given: `flagPiece`, `flagRegion`, `flagPieceCount`,
//! `flagPieceBlockedWin`, `flagMove`, `extinctionValue`, `extinctionPieceTypes`,
//! `extinctionPieceCount`, `extinctionOpponentPieceCount`, `extinctionClaim`,
//! `extinctionPseudoRoyal`, `connectN`, `connectHorizontal`, `connectVertical`,
//! `connectDiagonal`, `checkCounting`), and the values of the ends every variant has
//! (checkmate, stalemate, the n-move and n-fold rules, repetitions): each rule's part of the
//! plan, read from the variant, and the `rules` items it writes.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::input::variant::{GameEnd, GameValue, MaterialCounting, Variant};

use super::board::Board;
use super::literals::{bb, usize_lit};

/// A flag rule as the module plays it ([`crate::input::variant::Flag`] with types for letters).
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("kingofthehill").unwrap()).unwrap();
/// let flag = plan.flag.unwrap();
/// assert_eq!(flag.types, [Some(plan.king); 2]);
/// assert_eq!(flag.region[0].count_ones(), 4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlagPlan {
    /// Per side, the type that must reach the region (`None`: any piece).
    pub types: [Option<usize>; 2],
    /// Per side, the region.
    pub region: [u128; 2],
    /// How many flag pieces must stand there.
    pub count: u32,
    /// Whether one flag piece in a region otherwise full wins.
    pub blocked_win: bool,
    /// Whether the opponent gets one more move after the flag is reached (`flagMove`).
    pub extra_move: bool,
}

impl FlagPlan {
    /// The flag rule of `variant`, if it has one.
    pub(super) fn of(variant: &Variant) -> Option<FlagPlan> {
        variant.flag.as_ref().map(|f| FlagPlan {
            types: f.piece.map(|l| l.and_then(|l| variant.piece_index(l))),
            region: f.region,
            count: f.count,
            blocked_win: f.blocked_win,
            extra_move: f.extra_move,
        })
    }

    /// `FLAG` and the `FLAG_*` constants (what no flag rule needs where there is none).
    pub(super) fn items(flag: Option<&FlagPlan>, board: &Board) -> TokenStream {
        let has_flag = flag.is_some();
        let (flag_piece, flag_region, flag_count, flag_blocked, flag_move) = match flag {
            Some(f) => (f.types, f.region, f.count, f.blocked_win, f.extra_move),
            None => ([None, None], [0, 0], 1, false, false),
        };
        let flag_piece = flag_piece.map(|t| match t {
            Some(t) => {
                let t = usize_lit(t);
                quote!(#t)
            }
            None => quote!(usize::MAX),
        });
        let flag_region = flag_region.map(|r| bb(r, board.wide()));
        quote! {
            /// Whether a side wins by having its flag pieces reach its flag region.
            pub(super) const FLAG: bool = #has_flag;
            /// Per side, the type that must reach the region (`usize::MAX`: any piece).
            pub(super) const FLAG_PIECE: [usize; 2] = [#(#flag_piece),*];
            /// Per side, the flag region.
            #[allow(clippy::unreadable_literal)]
            pub(super) const FLAG_REGION: [Bitboard; 2] = [#(#flag_region),*];
            /// How many flag pieces must stand in the region.
            pub(super) const FLAG_COUNT: u32 = #flag_count;
            /// Whether one flag piece in a region otherwise full wins.
            pub(super) const FLAG_BLOCKED_WIN: bool = #flag_blocked;
            /// Whether the opponent gets one more move after the flag is reached.
            pub(super) const FLAG_MOVE: bool = #flag_move;
        }
    }
}

/// An extinction rule as the module plays it ([`crate::input::variant::Extinction`] with types
/// for letters).
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("losers").unwrap()).unwrap();
/// let extinction = plan.extinction.unwrap();
/// assert_eq!((extinction.value, extinction.all, extinction.count), (1, true, 1));
/// assert!(plan.must_capture);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtinctionPlan {
    /// The result for the side that has run out: 1 a win, -1 a loss, 0 a draw.
    pub value: i8,
    /// Whether all of a side's pieces together are counted as one kind.
    pub all: bool,
    /// The types counted each on its own.
    pub types: Vec<usize>,
    /// How many of a kind a side may have and be extinct.
    pub count: u32,
    /// How many of the kind its opponent must have.
    pub opponent_count: u32,
    /// Whether the side to move needs one more of the kind than `opponent_count` against it.
    pub claim: bool,
    /// Whether the last pieces of a counted kind are pseudo-royal (`extinctionPseudoRoyal`).
    pub pseudo_royal: bool,
}

impl ExtinctionPlan {
    /// The extinction rule of `variant`, if it has one.
    pub(super) fn of(variant: &Variant) -> Option<ExtinctionPlan> {
        variant.extinction.as_ref().map(|e| ExtinctionPlan {
            value: e.value.sign(),
            all: e.all,
            types: e
                .pieces
                .iter()
                .map(|&l| variant.piece_index(l).expect("checked"))
                .collect(),
            count: e.count,
            opponent_count: e.opponent_count,
            pseudo_royal: e.pseudo_royal,
            claim: e.claim,
        })
    }

    /// `EXTINCTION`, its `EXTINCTION_*` constants, `PSEUDO_ROYAL`, and the blast of a
    /// capture (`BLAST`, `BLAST_IMMUNE`: `blast`, per type, whether an explosion spares it),
    /// which decides whether pseudo-royal pieces can go extinct.
    pub(super) fn items(
        extinction: Option<&ExtinctionPlan>,
        blast: Option<&Vec<bool>>,
        board: &Board,
    ) -> TokenStream {
        let none = ExtinctionPlan {
            value: 0,
            all: false,
            types: Vec::new(),
            count: 0,
            opponent_count: 0,
            claim: false,
            pseudo_royal: false,
        };
        let e = extinction.unwrap_or(&none);
        let (e_value, e_all, e_count, e_opponent, e_claim) =
            (e.value, e.all, e.count, e.opponent_count, e.claim);
        let e_types = (0..board.types).map(|t| e.types.contains(&t));
        let pseudo_royal = e.pseudo_royal;
        let has_blast = blast.is_some();
        // Pseudo-royal pieces cannot be taken, so their extinction ends a game only where
        // captures explode (Fairy-Stockfish's `is_immediate_game_end`).
        let has_extinction = extinction.is_some() && (!pseudo_royal || has_blast);
        let blast_immune =
            (0..board.types).map(|t| blast.is_some_and(|immune| immune.get(t) == Some(&true)));
        quote! {
            /// Whether a side's running out of pieces of a kind ends the game.
            pub(super) const EXTINCTION: bool = #has_extinction;
            /// The result for the side that ran out: 1 a win, -1 a loss, 0 a draw.
            pub(super) const EXTINCTION_VALUE: i8 = #e_value;
            /// Whether all of a side's pieces together count as one kind.
            pub(super) const EXTINCTION_ALL: bool = #e_all;
            /// Per type, whether it is a kind counted on its own.
            pub(super) const EXTINCTION_TYPES: [bool; TYPES] = [#(#e_types),*];
            /// How many of a kind a side may keep and be extinct.
            pub(super) const EXTINCTION_COUNT: u32 = #e_count;
            /// How many of the kind its opponent must have.
            pub(super) const EXTINCTION_OPPONENT_COUNT: u32 = #e_opponent;
            /// Whether the side to move needs one more against it (`extinctionClaim`).
            pub(super) const EXTINCTION_CLAIM: bool = #e_claim;
            /// Whether a side's last pieces of a counted kind are pseudo-royal
            /// (`extinctionPseudoRoyal`): no move may leave one attacked.
            pub(super) const PSEUDO_ROYAL: bool = #pseudo_royal;
            /// Whether a capture explodes (`blastOnCapture`).
            pub(super) const BLAST: bool = #has_blast;
            /// Per type, whether an explosion spares it (`blastImmuneTypes`).
            pub(super) const BLAST_IMMUNE: [bool; TYPES] = [#(#blast_immune),*];
        }
    }
}

/// A connect-N rule as the module applies it: `n` pieces of the side that just moved, of the
/// types marked, in a row along one of the directions marked (east, north, north-east,
/// south-east), give that side the result `value` (1 a win, -1 a loss, 0 a draw).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConnectPlan {
    /// Pieces in a row.
    pub n: u32,
    /// Per type, whether it counts.
    pub types: Vec<bool>,
    /// East, north, north-east, south-east: whether a row that way counts.
    pub directions: [bool; 4],
    /// The result for the side that made the row.
    pub value: i8,
}

impl ConnectPlan {
    /// The connect-N rule of `variant`, if it has one.
    pub(super) fn of(variant: &Variant) -> Option<ConnectPlan> {
        variant.connect.as_ref().map(|c| ConnectPlan {
            n: c.n,
            types: variant
                .pieces
                .iter()
                .map(|p| c.pieces.as_ref().is_none_or(|l| l.contains(&p.letter)))
                .collect(),
            directions: [c.horizontal, c.vertical, c.diagonal, c.diagonal],
            value: c.value.sign(),
        })
    }

    /// The `CONNECT_*` constants (`CONNECT_N` 0 where there is no such rule).
    pub(super) fn items(connect: Option<&ConnectPlan>, board: &Board) -> TokenStream {
        let (connect_n, connect_types, connect_directions, connect_value) = match connect {
            Some(c) => (c.n, c.types.clone(), c.directions, c.value),
            None => (0, vec![false; board.types], [false; 4], 0),
        };
        quote! {
            /// Pieces in a row that end the game (`connectN`; 0: no such rule).
            pub(super) const CONNECT_N: u32 = #connect_n;
            /// Per type, whether it counts in a row.
            pub(super) const CONNECT_TYPES: [bool; TYPES] = [#(#connect_types),*];
            /// East, north, north-east, south-east: whether a row that way counts.
            pub(super) const CONNECT_DIRECTIONS: [bool; 4] = [#(#connect_directions),*];
            /// The result for the side that made the row: 1 a win, -1 a loss, 0 a draw.
            pub(super) const CONNECT_VALUE: i8 = #connect_value;
        }
    }
}

/// The checks each side has to give in a start position of a check-counting variant: the
/// FEN's `W+B` field after the en passant square, or one each where it has none (as
/// Fairy-Stockfish reads a FEN without it).
pub(super) fn start_checks(fen: &str) -> [u8; 2] {
    let field = fen.split_whitespace().nth(4).unwrap_or("");
    match field.as_bytes() {
        [w, b'+', b] if w.is_ascii_digit() && b.is_ascii_digit() => [w - b'0', b - b'0'],
        _ => [1, 1],
    }
}

/// `RULE_END` (whether a rule other than checkmate and stalemate ends games) and the checks
/// to give where they are counted (`CHECK_COUNTING`, `CHECK_SLOTS`, `START_CHECKS`).
pub(super) fn rule_end_and_check_items(check_counting: Option<[u8; 2]>) -> TokenStream {
    let counts_checks = check_counting.is_some();
    let slots = usize_lit(if counts_checks { 2 } else { 0 });
    let start_checks = check_counting
        .map(|c| c.map(Literal::u8_unsuffixed).to_vec())
        .unwrap_or_default();
    quote! {
        /// Whether a rule other than checkmate and stalemate ends games in a position
        /// (flag, check counting, extinction, castling, pieces in a row, two passes in a
        /// row, bikjang).
        pub(super) const RULE_END: bool = FLAG
            || CHECK_COUNTING
            || EXTINCTION
            || CASTLING_WINS != 0
            || CONNECT_N != 0
            || PASS_SLOTS != 0;
        /// Whether a side wins by giving checks.
        pub(super) const CHECK_COUNTING: bool = #counts_checks;
        /// The checks to give kept per side: 2 where checks are counted, else none.
        pub(super) const CHECK_SLOTS: usize = #slots;
        /// The checks each side has to give in the start position.
        pub(super) const START_CHECKS: [u8; CHECK_SLOTS] = [#(#start_checks),*];
    }
}

/// The values of the ends every variant has and the history repetitions need
/// (`checkmateValue`, `stalemateValue`, `stalematePieceCount`, `nMoveRule`, `nFoldRule`,
/// `nFoldValue`, `nFoldValueAbsolute`, `materialCounting`, `perpetualCheckIllegal`,
/// `moveRepetitionIllegal`); `to_hand` where captures go to the hand (a position may then
/// repeat across a capture).
pub(super) fn value_items(end: &GameEnd, to_hand: bool) -> TokenStream {
    let value = |v: GameValue| match v {
        GameValue::Win => quote!(1),
        GameValue::Loss => quote!(-1),
        GameValue::Draw => quote!(0),
    };
    let (checkmate, stalemate, n_fold) = (
        value(end.checkmate),
        value(end.stalemate),
        value(end.n_fold_value),
    );
    let piece_count = end.stalemate_piece_count;
    let absolute = end.n_fold_value_absolute;
    // Plies a repetition may span: the n-move rule ends the game first.
    let n_move = end.n_move_rule;
    let n_fold_rule = end.n_fold_rule;
    // (Where captures go to the hand a position may repeat across a capture: Fairy-Stockfish
    // then looks back over the whole game, here over 512 plies.)
    let history = if n_move == 0 || to_hand {
        512
    } else {
        (2 * n_move as usize).clamp(8, 1 << 16)
    };
    let history = usize_lit(history);
    let counting = match end.material_counting {
        MaterialCounting::None => 0u8,
        MaterialCounting::Unweighted => 1,
        MaterialCounting::WhiteDrawOdds => 2,
        MaterialCounting::BlackDrawOdds => 3,
        MaterialCounting::Janggi => 4,
    };
    let perpetual = end.perpetual_check_illegal;
    let move_repetition = end.move_repetition_illegal;
    // (Janggi's move repetition reads each earlier position's check and last move too.)
    let check_history = usize_lit(if perpetual || move_repetition { 1 } else { 0 });
    let last_slots = usize_lit(usize::from(move_repetition));
    quote! {
        pub(super) const CHECKMATE_VALUE: i8 = #checkmate;
        pub(super) const STALEMATE_VALUE: i8 = #stalemate;
        pub(super) const STALEMATE_PIECE_COUNT: bool = #piece_count;
        /// Moves without a capture or pawn move that end the game (0: no such rule).
        pub const N_MOVE_RULE: u32 = #n_move;
        /// How many times a position occurs to end the game (0: never).
        pub const N_FOLD_RULE: u32 = #n_fold_rule;
        pub(super) const N_FOLD_VALUE: i8 = #n_fold;
        pub(super) const N_FOLD_ABSOLUTE: bool = #absolute;
        /// Who wins a drawn game: 0 nobody, 1 the side with more pieces, 2 White, 3 Black, 4
        /// by janggi's count ([`MATERIAL_WEIGHTS`]).
        pub(super) const MATERIAL_COUNTING: u8 = #counting;
        /// The positions a `History` holds.
        pub(super) const HISTORY: usize = #history;
        /// Whether a repetition in which a side checked at every move loses for it
        /// (`perpetualCheckIllegal`).
        pub(super) const PERPETUAL_CHECK_ILLEGAL: bool = #perpetual;
        /// `History`'s record of which positions were in check: one where perpetual
        /// checks lose or moves may not be repeated, else none.
        pub(super) const CHECK_HISTORY: usize = #check_history;
        /// Whether a side that moves a piece back and forth without check loses
        /// (`moveRepetitionIllegal`: modern janggi's).
        pub(super) const MOVE_REPETITION: bool = #move_repetition;
        /// Where moves may not be repeated, one slot of a position (and of each position
        /// in a `History`) for the move that led to it, else none.
        pub(super) const LAST_SLOTS: usize = #last_slots;
    }
}
