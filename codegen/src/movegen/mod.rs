//! The move generator, the generator's second product: for a [`Variant`] (a section of a
//! Fairy-Stockfish `variants.ini`), a module that defines `Position` (FEN in and out), `Move`
//! (UCI out), `MoveList`, `Position::legal_moves`, `Position::play`, `perft`, `perft_bulk`,
//! `divide`, the Zobrist key and `AttackMaps`; `no_std`, without `unsafe` and without heap
//! allocation.
//!
//! Its pipeline: `variant` (the rules, read from `variants.ini`) -> [`Plan`] (every constant
//! and table the rules give, plain data: the set of the rule families' parts) ->
//! [`rules::items`] (a loop over [`rules::SLICES`], each part writing its items of the
//! generated `rules` module) -> beside it, [`template`] (the files of
//! `codegen/templates/movegen/`, real Rust that imports `rules` by name and is compiled
//! against a fixture in `codegen/template-check`).
//!
//! A rule lives in one slice: its part of the plan is a module here, named after the rule
//! family, with a type that has `of` (from the [`Variant`]) and the items it writes:
//!
//! | module | rule family |
//! |---|---|
//! | [`pieces`] | each type's moves: leaps, lines, rides; `immobilityIllegal` |
//! | [`lame_and_hops`] | lame leapers (`n`) and hoppers (`p`, `g`) |
//! | [`promotion`] | pawns' promotions, double steps, en passant, `nMoveRuleTypes` |
//! | [`castling`] | castling |
//! | [`drops`] | drops, hands and gating |
//! | [`piece_promotion`] | shogi's promotions |
//! | [`game_end`] | flags, extinction, pieces in a row, checks to give, the ends' values |
//! | [`janggi`] | janggi's palace, cannon, passing, bikjang, material count |
//! | [`counting`] | makruk's family's counting rules, makpong's king in check |
//! | [`shatar`] | shatar's mate rule: knights' mates, shak and niol |
//! | [`sittuyin`] | sittuyin's promotions |
//! | [`notations`] | the notations' Thai names, the record of promoted mets |
//! | [`material`] | insufficient material's classes |
//! | [`magics`] | the rook's and bishop's magics |
//! | [`zobrist_keys`] | the Zobrist keys |
//! | [`start`] | the start position checked |
//!
//! It may import the model (`geometry`), the inputs (`variant`, `betza`, `position`), the
//! computations (`compute`) and the emitters' shared pieces (`emit`); nothing imports it but
//! the outputs and the CLI, and it never imports the reference generator.

pub mod board;
pub mod castling;
pub mod counting;
pub mod drops;
pub mod game_end;
pub mod janggi;
pub mod lame_and_hops;
mod literals;
pub mod magics;
pub mod material;
pub mod notations;
pub mod piece_promotion;
pub mod pieces;
pub mod plan;
pub mod promotion;
pub mod rules;
pub mod shatar;
pub mod sittuyin;
pub mod start;
pub mod template;
pub mod zobrist_keys;

pub use board::Board;
pub use castling::Castling;
pub use counting::CountingPlan;
pub use drops::DropsPlan;
pub use game_end::{ConnectPlan, ExtinctionPlan, FlagPlan};
pub use janggi::{JanggiPlan, PalaceMove};
pub use lame_and_hops::{lame_groups, HopRide, Lame, LameGroup};
pub use notations::NotationsPlan;
pub use piece_promotion::PiecePromotionPlan;
pub use pieces::{PieceMoves, Ride};
pub use plan::Plan;
pub use promotion::PromotionPlan;
pub use shatar::ShatarPlan;
pub use sittuyin::SittuyinPlan;
pub use zobrist_keys::ZobristKeys;

use proc_macro2::TokenStream;
use quote::quote;

use crate::error::Error;
use crate::input::variant::Variant;

/// The move generator's name where the CLI takes a table's (`generate --table
/// move-generator --variant NAME`, `show move-generator --variant NAME`, `list`).
///
/// ```
/// assert_eq!(vector_attacks_codegen::movegen::NAME, "move-generator");
/// ```
pub const NAME: &str = "move-generator";

/// What the move generator holds, as `list` prints it.
///
/// ```
/// assert!(vector_attacks_codegen::movegen::SUMMARY.contains("Position"));
/// ```
pub const SUMMARY: &str = "A variant's move generator (--variant NAME, from variants.ini): Position (FEN), Move (UCI), legal_moves, play, perft, Zobrist key, AttackMaps.";

/// Where generated move-generation source goes, which changes what it may name.
///
/// ```
/// let e = vector_attacks_codegen::movegen::Emission::default();
/// assert!(e.module.is_none() && e.magics_from.is_none() && e.game_trait.is_none());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Emission<'a> {
    /// The module path the source is included as (e.g. `vector_attacks::chess`): its doc
    /// examples name it and run as doctests. Without one they are fenced as `text`: shown in
    /// the docs, not tested (rather than hundreds of ignored doctests).
    pub module: Option<&'a str>,
    /// A module that already holds the board's magics as `ROOK_MAGICS`,
    /// `ROOK_MAGIC_ATTACKS`, `BISHOP_MAGICS` and `BISHOP_MAGIC_ATTACKS` (the runtime's
    /// `crate::tables`): they are used instead of a second copy.
    pub magics_from: Option<&'a str>,
    /// The path of the runtime's `Game` trait (`vector_attacks::Game`, or `crate::Game` in
    /// the runtime itself), if the module implements it.
    pub game_trait: Option<&'a str>,
}

/// The move generator for `variant`, as items (see the module documentation).
///
/// ```
/// use vector_attacks_codegen::{movegen, variant::Variant};
/// let tokens = movegen::generate(&Variant::shipped("losalamos").unwrap()).unwrap();
/// assert!(tokens.to_string().contains("pub fn perft"));
/// ```
pub fn generate(variant: &Variant) -> Result<TokenStream, Error> {
    generate_in(variant, &Emission::default())
}

/// [`generate`], placed as `emission` says.
///
/// ```
/// use vector_attacks_codegen::{movegen::{self, Emission}, variant::Variant};
/// let chess = Variant::shipped("chess").unwrap();
/// let placed = Emission { module: Some("my_crate::chess"), magics_from: Some("crate::tables"), game_trait: None };
/// let text = movegen::generate_in(&chess, &placed).unwrap().to_string();
/// assert!(text.contains("my_crate::chess::"));
/// assert!(!text.contains("static ROOK_ATTACKS"));
/// ```
pub fn generate_in(variant: &Variant, emission: &Emission) -> Result<TokenStream, Error> {
    let rules = rules_module(variant, emission)?;
    let template = template::tokens(emission.module)?;
    let game = game_impl(emission)?;
    Ok(quote!(#rules #template #game))
}

/// The module's implementation of the runtime's `Game` trait, where `emission` names it:
/// each method the inherent one of the same name.
///
/// ```
/// use vector_attacks_codegen::{movegen::{self, Emission}, variant::Variant};
/// let chess = Variant::shipped("chess").unwrap();
/// let with = Emission { game_trait: Some("vector_attacks::Game"), ..Emission::default() };
/// let text = movegen::generate_in(&chess, &with).unwrap().to_string();
/// assert!(text.contains("impl vector_attacks :: Game for Position"));
/// ```
fn game_impl(emission: &Emission) -> Result<TokenStream, Error> {
    let Some(path) = emission.game_trait else {
        return Ok(TokenStream::new());
    };
    let path: syn::Path = syn::parse_str(path).map_err(|e| Error::Emit {
        message: format!(
            "`{path}` is no path to the runtime's `Game` trait (like `vector_attacks::Game`): {e}"
        ),
    })?;
    Ok(quote! {
        /// Every method the inherent one of the same name.
        impl #path for Position {
            type Move = Move;
            type MoveList = MoveList;
            type FenError = FenError;
            type UciError = UciError;
            type SanError = SanError;
            type San = San;
            type Outcome = Outcome;
            const FILES: usize = FILES;
            const RANKS: usize = RANKS;
            const START_FEN: &'static str = START_FEN;
            fn start() -> Position {
                Position::start()
            }
            fn from_fen(fen: &str) -> Result<Position, FenError> {
                Position::from_fen(fen)
            }
            #[inline]
            fn legal_moves(&self, list: &mut MoveList) {
                Position::legal_moves(self, list);
            }
            #[inline]
            fn count_legal_moves(&self) -> u64 {
                Position::count_legal_moves(self)
            }
            #[inline]
            fn play(&self, m: Move) -> Position {
                Position::play(self, m)
            }
            #[inline]
            fn make(&mut self, m: Move) {
                Position::make(self, m);
            }
            #[inline]
            fn is_legal(&self, m: Move) -> bool {
                Position::is_legal(self, m)
            }
            fn gives_check(&self, m: Move) -> bool {
                Position::gives_check(self, m)
            }
            fn is_check(&self) -> bool {
                Position::is_check(self)
            }
            fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
                Position::parse_uci(self, text)
            }
            fn san(&self, m: Move) -> San {
                Position::san(self, m)
            }
            fn parse_san(&self, text: &str) -> Result<Move, SanError> {
                Position::parse_san(self, text)
            }
            fn outcome(&self) -> Option<Outcome> {
                Position::outcome(self)
            }
            fn zobrist(&self) -> u64 {
                Position::zobrist(self)
            }
        }
    })
}

/// The generated `rules` module of `variant`, with its doc comment.
fn rules_module(variant: &Variant, emission: &Emission) -> Result<TokenStream, Error> {
    let items = rules::items(&Plan::of(variant)?, emission)?;
    let doc = format!(
        " The rules of `{}` as constants and tables (generated by vector-attacks-codegen from its\n `variants.ini` section); the rest of this module reads them by name.",
        variant.name
    );
    Ok(quote! {
        #[doc = #doc]
        #[allow(dead_code)]
        mod rules {
            #items
        }
    })
}

/// The move generator for `variant` as a formatted Rust source file, `header` first.
///
/// ```
/// use vector_attacks_codegen::{movegen, variant::Variant};
/// let text = movegen::source(&Variant::shipped("chess").unwrap(), "// generated\n").unwrap();
/// assert!(text.contains("pub struct Position"));
/// ```
pub fn source(variant: &Variant, header: &str) -> Result<String, Error> {
    source_in(variant, &Emission::default(), header)
}

/// [`source`], placed as `emission` says: the `rules` module formatted, then the template's
/// text with its comments.
///
/// ```
/// use vector_attacks_codegen::{movegen::{self, Emission}, variant::Variant};
/// let chess = Variant::shipped("chess").unwrap();
/// let text = movegen::source_in(&chess, &Emission::default(), "").unwrap();
/// assert!(text.contains("mod rules {") && text.contains("// The move generator's template"));
/// ```
pub fn source_in(variant: &Variant, emission: &Emission, header: &str) -> Result<String, Error> {
    let rules = crate::emit::source(header, rules_module(variant, emission)?)?;
    let game = game_impl(emission)?;
    let game = if game.is_empty() {
        String::new()
    } else {
        format!("\n{}", crate::emit::source("", game)?)
    };
    Ok(format!(
        "{rules}\n{}{game}",
        template::placed(emission.module)?
    ))
}
