//! The generated modules behind one trait, so that a data-driven test's checks are written
//! as one generic function: type-checked and linted once, where a macro expanding them into
//! every module's own code made the compiler check them a hundred times over.

use example_movegen::*;
use vector_attacks::Game;

/// A game's end as the tests compare it: the winner's colour index (`None` a draw) and the
/// termination's name (its `Debug`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    /// 0 White, 1 Black, `None` a draw.
    pub winner: Option<usize>,
    /// The module's `Termination`, by its variant's name (`Checkmate`, `MoveRule`, ...).
    pub termination: String,
}

/// What the tests ask of a generated module beyond the runtime's [`Game`]: each method the
/// module's inherent method (or function) of the same name, its own types given as numbers
/// and text.
pub trait Module: Game {
    /// The module's `N_MOVE_RULE`.
    const N_MOVE_RULE: u32;
    /// The module's `PAWN` (its pawn's type).
    const PAWN: usize;
    /// The module's `History`.
    type History;
    /// An empty history.
    fn history() -> Self::History;
    /// `history.push(position)`.
    fn remember(history: &mut Self::History, position: &Self);
    /// The module's `perft`.
    fn perft(&self, depth: u32) -> u64;
    /// The module's `perft_bulk`.
    fn perft_bulk(&self, depth: u32) -> u64;
    /// `try_play`, its error dropped.
    fn try_play(&self, m: Self::Move) -> Option<Self>;
    /// Whether `checkers()` holds a piece (a check on the royal king).
    fn has_checkers(&self) -> bool;
    /// `is_checkmate`.
    fn is_checkmate(&self) -> bool;
    /// `is_stalemate`.
    fn is_stalemate(&self) -> bool;
    /// Whether `parse_uci(text)` refuses the text as malformed.
    fn malformed_uci(&self, text: &str) -> bool;
    /// `san_in` with the notation of `Notation::ALL[notation]`, as text.
    fn san_in(&self, m: Self::Move, notation: usize) -> String;
    /// `parse_san_in` with `Notation::ALL[notation]`, its error by name (`Ambiguous`).
    fn parse_san_in(&self, text: &str, notation: usize) -> Result<Self::Move, String>;
    /// `Notation::ALL[notation]`'s name.
    fn notation_name(notation: usize) -> String;
    /// `outcome_in(history)`, and its result as PGN writes it.
    fn outcome_in(&self, history: &Self::History) -> Option<(Ended, String)>;
    /// `outcome()`.
    fn outcome_alone(&self) -> Option<Ended>;
    /// `turn()`'s index.
    fn turn_index(&self) -> usize;
    /// `has_insufficient_material` of White, then of Black.
    fn insufficient(&self) -> [bool; 2];
    /// `is_insufficient_material`.
    fn is_insufficient_material(&self) -> bool;
    /// `repetitions(history)`.
    fn repetitions(&self, history: &Self::History) -> usize;
    /// `halfmove_clock`.
    fn halfmove_clock(&self) -> u32;
    /// `count_passed(0)`.
    fn count_passed(&self) -> bool;
    /// How many pieces the side of index `side` has, and how many of its type `t`.
    fn counts(&self, side: usize, t: usize) -> (u32, u32);
    /// `m.promotion().is_some()`.
    fn promotes(m: Self::Move) -> bool;
}

/// Implements [`Module`] for the modules named.
macro_rules! implement {
    ($(,)? $($name:ident),*) => {$(
        impl Module for $name::Position {
            const N_MOVE_RULE: u32 = $name::N_MOVE_RULE;
            const PAWN: usize = $name::PAWN;
            type History = $name::History;
            fn history() -> $name::History {
                $name::History::new()
            }
            fn remember(history: &mut $name::History, position: &Self) {
                history.push(position);
            }
            fn perft(&self, depth: u32) -> u64 {
                $name::perft(self, depth)
            }
            fn perft_bulk(&self, depth: u32) -> u64 {
                $name::perft_bulk(self, depth)
            }
            fn try_play(&self, m: $name::Move) -> Option<Self> {
                $name::Position::try_play(self, m).ok()
            }
            fn has_checkers(&self) -> bool {
                self.checkers() != 0
            }
            fn is_checkmate(&self) -> bool {
                $name::Position::is_checkmate(self)
            }
            fn is_stalemate(&self) -> bool {
                $name::Position::is_stalemate(self)
            }
            fn malformed_uci(&self, text: &str) -> bool {
                $name::Position::parse_uci(self, text) == Err($name::UciError::Malformed)
            }
            fn san_in(&self, m: $name::Move, notation: usize) -> String {
                $name::Position::san_in(self, m, $name::Notation::ALL[notation]).as_str().to_owned()
            }
            fn parse_san_in(&self, text: &str, notation: usize) -> Result<$name::Move, String> {
                $name::Position::parse_san_in(self, text, $name::Notation::ALL[notation]).map_err(|e| format!("{e:?}"))
            }
            fn notation_name(notation: usize) -> String {
                format!("{:?}", $name::Notation::ALL[notation])
            }
            fn outcome_in(&self, history: &$name::History) -> Option<(Ended, String)> {
                $name::Position::outcome_in(self, history).map(|o| (ended(o.winner.map(|c| c.index()), o.termination), o.to_string()))
            }
            fn outcome_alone(&self) -> Option<Ended> {
                $name::Position::outcome(self).map(|o| ended(o.winner.map(|c| c.index()), o.termination))
            }
            fn turn_index(&self) -> usize {
                self.turn().index()
            }
            fn insufficient(&self) -> [bool; 2] {
                $name::Color::ALL.map(|c| self.has_insufficient_material(c))
            }
            fn is_insufficient_material(&self) -> bool {
                $name::Position::is_insufficient_material(self)
            }
            fn repetitions(&self, history: &$name::History) -> usize {
                $name::Position::repetitions(self, history)
            }
            fn halfmove_clock(&self) -> u32 {
                $name::Position::halfmove_clock(self)
            }
            fn count_passed(&self) -> bool {
                $name::Position::count_passed(self, 0)
            }
            fn counts(&self, side: usize, t: usize) -> (u32, u32) {
                (self.side_pieces(side).count_ones(), self.pieces(t, side).count_ones())
            }
            fn promotes(m: $name::Move) -> bool {
                m.promotion().is_some()
            }
        }
    )*};
}

/// An [`Ended`] of a module's winner and termination.
fn ended(winner: Option<usize>, termination: impl core::fmt::Debug) -> Ended {
    Ended {
        winner,
        termination: format!("{termination:?}"),
    }
}

/// Calls the macro given with its arguments, then every module the tests name by its
/// variant: the shipped ones and this package's own (`endings.ini`'s, `semantics.ini`'s).
macro_rules! with_modules {
    ($($m:ident)::+ ! ($($args:tt)*)) => {
        crate::common::with_shipped_modules! {
            $($m)::+!(
                $($args)*,
                stalematewin,
                piececount,
                countdraw,
                minors,
                farknights,
                blackgardner,
                chennis,
                confined,
                dabbaba,
                cornerqueen,
                hmodifier,
                hoppers,
                khans,
                narrow,
                noepfield,
                nochoice,
                nopromotion,
                norook,
                onestep,
                oppositecastle,
                passing,
                pawnfence,
                rookmate,
                stalematepass,
                takeover,
                tenfiles,
                tenfilesplain,
                twokings2,
                quasi_shatranj,
                twokingshouse,
                coregaldrop,
                gethenian,
                tictactoe,
                chak
            )
        }
    };
}
pub(crate) use with_modules;

with_modules!(implement!());

/// Calls the generic function `$f` with the arguments given, its type parameter the
/// position of the module of `$variant` (a variant's name as the data writes it).
macro_rules! on_module {
    ($variant:expr, $f:ident $args:tt) => {
        crate::common::with_modules!(crate::common::on_module_of!($variant, $f, $args))
    };
}
pub(crate) use on_module;

/// [`on_module`]'s match, over the modules it is given.
macro_rules! on_module_of {
    ($variant:expr, $f:ident, $args:tt, $($name:ident),*) => {
        match vector_attacks_codegen::variant::module_name($variant).as_str() {
            $(stringify!($name) => $f::<example_movegen::$name::Position> $args,)*
            other => panic!("no move generator for `{other}`"),
        }
    };
}
pub(crate) use on_module_of;
