//! The macros that implement [`Module`] for each generated module and list the variants:
//! `modules!` and `chess960_twins!`, which the build script's `variants.rs` calls, and
//! `module_impl!`, the implementation they share. (Apart from `module.rs`, which holds the
//! trait alone, so that the trait's users do not depend on the registry these macros fill.)
//!
//! [`Module`]: crate::module::Module

/// Implements [`Module`](crate::module::Module) for a marker type per generated module, and lists them in
/// `VARIANTS` (the build script's `variants.rs` calls it with every variant it compiled).
#[macro_export]
macro_rules! modules {
    ($(($m:ident, $name:literal, $definition:literal, $to_hand:literal, $two_boards:literal, $chess960:literal, $shogi:literal, $hands:literal, $shipped:literal)),* $(,)?) => {
        /// One marker type per variant.
        #[allow(non_camel_case_types)]
        pub mod markers {
            $(
                #[doc = concat!("The `", $name, "` move generator.")]
                pub struct $m;
                $crate::module_impl!($m, $name, $hands);
            )*
        }

        /// Every variant compiled in, in the order of their names.
        pub static VARIANTS: &[$crate::registry::Compiled] = &[
            $($crate::registry::Compiled {
                name: $name,
                definition: $definition,
                captures_to_hand: $to_hand,
                two_boards: $two_boards,
                chess960: $chess960,
                shogi_notation: $shogi,
                shipped: $shipped,
                start_fen: $crate::generated::$m::START_FEN,
                rules: $crate::registry::Rules {
                    open: $crate::line::open::<markers::$m>,
                    validate: $crate::line::validate::<markers::$m>,
                    material: $crate::line::material::<markers::$m>,
                },
            }),*
        ];
    };
}

/// Implements [`Module`](crate::module::Module) for each Chess960 twin and lists them in `CHESS960_TWINS` (the
/// build script's `variants.rs` calls it).
#[macro_export]
macro_rules! chess960_twins {
    ($(($m:ident, $name:literal, $hands:literal)),* $(,)?) => {
        /// One marker type per Chess960 twin.
        #[allow(non_camel_case_types)]
        pub mod twin_markers {
            $(
                #[doc = concat!("The `", $name, "` move generator with Chess960's castling.")]
                pub struct $m;
                $crate::module_impl!($m, $name, $hands);
            )*
        }

        /// The Chess960 twins, in the order of their variants' names.
        pub static CHESS960_TWINS: &[(&str, $crate::registry::Rules)] = &[
            $(($name, $crate::registry::Rules {
                open: $crate::line::open::<twin_markers::$m>,
                validate: $crate::line::validate::<twin_markers::$m>,
                material: $crate::line::material::<twin_markers::$m>,
            })),*
        ];
    };
}

/// Implements [`Module`](crate::module::Module) for the marker `$m` of the generated module `$m` (or of a twin, whose
/// module has the marker's name).
#[macro_export]
macro_rules! module_impl {
    ($m:ident, $name:literal, $hands:literal) => {
        impl $crate::module::Module for $m {
            const NAME: &'static str = $name;
            const RANKS: usize = $crate::generated::$m::RANKS;
            const HANDS: bool = $hands;
            const COUNTING: bool = $crate::generated::$m::COUNTING != 0;
            const PROMOTED_MARKS: bool = $crate::generated::$m::PROMOTED_MARKS;
            const CASTLING: bool = $crate::generated::$m::CASTLING;
            const CHESS960: bool = $crate::generated::$m::CHESS960;
            type Position = $crate::generated::$m::Position;
            type Move = $crate::generated::$m::Move;
            type History = $crate::generated::$m::History;
            type FenError = $crate::generated::$m::FenError;
            fn start() -> Self::Position {
                Self::Position::start()
            }
            fn from_fen(fen: &str) -> Result<Self::Position, Self::FenError> {
                Self::Position::from_fen(fen)
            }
            fn from_fen_keeping_check(fen: &str) -> Result<Self::Position, Self::FenError> {
                Self::Position::from_fen_keeping_check(fen)
            }
            fn legal(position: &Self::Position) -> Vec<Self::Move> {
                let mut list = $crate::generated::$m::MoveList::new();
                position.legal_moves(&mut list);
                list.as_slice().to_vec()
            }
            fn count(position: &Self::Position) -> u64 {
                position.count_legal_moves()
            }
            fn play(position: &Self::Position, m: Self::Move) -> Self::Position {
                position.play(m)
            }
            fn parse_uci(position: &Self::Position, text: &str) -> Result<Self::Move, String> {
                position.parse_uci(text).map_err(|e| e.to_string())
            }
            fn san(position: &Self::Position, m: Self::Move, notation: usize) -> String {
                use $crate::generated::$m::Notation;
                let n = notation
                    .checked_sub(1)
                    .map_or(Notation::DEFAULT, |i| Notation::ALL[i]);
                position.san_in(m, n).as_str().to_owned()
            }
            fn parse_san(
                position: &Self::Position,
                text: &str,
                notation: usize,
            ) -> Result<Self::Move, String> {
                use $crate::generated::$m::Notation;
                let n = notation
                    .checked_sub(1)
                    .map_or(Notation::DEFAULT, |i| Notation::ALL[i]);
                position.parse_san_in(text, n).map_err(|e| e.to_string())
            }
            fn is_check(position: &Self::Position) -> bool {
                position.is_check()
            }
            fn white_to_move(position: &Self::Position) -> bool {
                position.turn() == $crate::generated::$m::Color::White
            }
            fn history() -> Self::History {
                Self::History::new()
            }
            fn record(history: &mut Self::History, position: &Self::Position) {
                history.push(position);
            }
            fn end(
                position: &Self::Position,
                history: Option<&Self::History>,
                count_started: i32,
            ) -> Option<$crate::module::End> {
                use $crate::generated::$m::{Color, Termination as T};
                use $crate::module::Kind;
                let outcome = position.outcome_counted(history, count_started)?;
                let kind = match outcome.termination {
                    T::Checkmate | T::PawnDropMate => Kind::Mate,
                    T::Stalemate => Kind::Stalemate,
                    T::InsufficientMaterial => Kind::Material,
                    T::MoveRule
                    | T::Repetition
                    | T::RepeatedMoves
                    | T::Counting
                    | T::PromotionsOnly => Kind::Claim,
                    T::Flag
                    | T::CheckCount
                    | T::Extinction
                    | T::Castling
                    | T::Connect
                    | T::Passes
                    | T::Bikjang => Kind::Rule,
                };
                Some($crate::module::End {
                    white_wins: outcome.winner.map(|c| c == Color::White),
                    kind,
                })
            }
            fn fen(position: &Self::Position, count_started: i32, show_promoted: bool) -> String {
                let fen = position.counted_fen(count_started);
                if show_promoted {
                    fen.show_promoted().to_string()
                } else {
                    fen.to_string()
                }
            }
            fn insufficient(position: &Self::Position) -> [bool; 2] {
                use $crate::generated::$m::Color;
                [Color::White, Color::Black].map(|c| position.has_insufficient_material(c))
            }
            fn is_capture(position: &Self::Position, m: Self::Move) -> bool {
                m.is_en_passant()
                    || (m.dropped().is_none()
                        && !m.is_castling()
                        && !m.is_pass()
                        && m.from() != m.to()
                        && position.piece_on(m.to()).is_some())
            }
            fn clocks(position: &Self::Position) -> (u32, u32) {
                (position.halfmove_clock(), position.fullmove_number())
            }
            fn fen_code(error: &Self::FenError) -> i32 {
                use $crate::generated::$m::FenError as E;
                match error {
                    E::Fields => -11,
                    E::Placement | E::Overlap | E::TooManyPieces => -8,
                    E::Piece(_) => -10,
                    E::PromotedPiece(_) => -12,
                    E::Kings => -3,
                    E::Side | E::OpponentInCheck => -6,
                    E::Castling(_) | E::CastlingSquares(_) => -5,
                    E::EnPassant => -4,
                    E::Counter => -1,
                    E::Checks => -13,
                    E::Hands => -7,
                }
            }
        }
    };
}
