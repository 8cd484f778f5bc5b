//! The generated `rules` module: a [`Plan`] written out as constants and tables, the names
//! the template imports (`use self::rules::{..}` at its top is the whole contract). Public
//! items are `pub` (the template re-exports them), the rest `pub(super)`.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use super::game_end::{self, ConnectPlan, ExtinctionPlan, FlagPlan};
use super::literals::{bb, bitboard_rows, example, usize_lit};
use super::pieces::Ride;
use super::plan::Plan;
use super::Emission;
use crate::error::Error;

/// The items of the `rules` module of `plan`, placed as `emission` says.
///
/// ```
/// use vector_attacks_codegen::{movegen::{rules, Emission, Plan}, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("chess").unwrap()).unwrap();
/// let text = rules::items(&plan, &Emission::default()).unwrap().to_string();
/// assert!(text.contains("pub const FILES : usize = 8"));
/// assert!(text.contains("pub (super) static LEAP_CAPTURES"));
/// ```
pub fn items(plan: &Plan, emission: &Emission) -> Result<TokenStream, Error> {
    let mut items = TokenStream::new();
    for (_, write) in SLICES {
        items.extend(write(plan, emission)?);
    }
    Ok(items)
}

/// What writes one slice's items of `rules` from the plan.
type Writer = fn(&Plan, &Emission) -> Result<TokenStream, Error>;

/// The slices' writers, each named after the rule family (and module) whose items it writes,
/// in the order `rules` holds them. A new rule family adds its line here, after the items
/// it reads.
///
/// ```
/// use vector_attacks_codegen::movegen::rules::SLICES;
/// let names: Vec<&str> = SLICES.iter().map(|(name, _)| *name).collect();
/// assert_eq!((names[0], names.last().copied()), ("public", Some("kernel")));
/// assert!(names.contains(&"castling") && names.contains(&"drops"));
/// ```
pub const SLICES: &[(&str, Writer)] = &[
    ("public", |plan, e| {
        Ok(public_items(plan, &|code| example(e, code)))
    }),
    ("zobrist_keys", |plan, e| {
        Ok(plan.zobrist.items(&|code| example(e, code)))
    }),
    ("pieces: movers", |plan, _| Ok(mover_items(plan))),
    ("promotion", |plan, _| Ok(plan.promotion.items(plan.wide()))),
    ("pieces: immobility", |plan, _| Ok(immobility_items(plan))),
    ("promotion: double steps", |plan, _| {
        Ok(plan.promotion.double_step_items(plan.wide()))
    }),
    ("castling", |plan, _| {
        Ok(super::castling::items(
            plan.castling.as_ref(),
            &plan.board(),
        ))
    }),
    ("game_end", |plan, _| Ok(game_end_items(plan))),
    ("pieces: tables", |plan, _| Ok(piece_table_items(plan))),
    ("pieces: regions", |plan, _| Ok(region_items(plan))),
    ("lame_and_hops: lame leaps", |plan, _| {
        Ok(super::lame_and_hops::tables::lame_items(&plan.lame_groups))
    }),
    ("janggi", |plan, _| {
        Ok(plan.janggi.items(&plan.board(), &plan.steps))
    }),
    ("counting", |plan, _| Ok(plan.counting.items())),
    ("shatar", |plan, _| Ok(plan.shatar.items())),
    ("sittuyin", |plan, _| Ok(plan.sittuyin.items(plan.wide()))),
    ("notations", |plan, _| Ok(plan.notations.items())),
    ("lame_and_hops: hops", |plan, _| {
        Ok(super::lame_and_hops::tables::hop_items(
            &plan.moves,
            &plan.steps,
            plan.janggi.cannon,
        ))
    }),
    ("tested", |plan, _| Ok(testing_items(plan))),
    ("drops", |plan, _| {
        Ok(super::drops::items(
            plan.drops.as_ref(),
            plan.piece_promotion.as_ref(),
            plan.notations.record,
            &plan.board(),
        ))
    }),
    ("magics", |plan, e| {
        // (The runtime's magics are an 8x8 board's: another board keeps its own.)
        let placed = super::Emission {
            magics_from: e.magics_from.filter(|_| plan.files == 8 && plan.ranks == 8),
            ..*e
        };
        let pairs = (plan.rook_pair, plan.bishop_pair);
        super::magics::items(plan.magics.as_ref(), pairs, &placed)
    }),
    ("kernel", |_, _| Ok(kernel_items())),
];

/// The obstruction-difference kernel the template's line lookups call.
fn kernel_items() -> TokenStream {
    let kernel = crate::emit::kernels::obstruction_line(&format_ident!("Bitboard"));
    quote! {
        /// The attacks along one line by obstruction difference (the generator's kernel).
        #[inline(always)]
        pub(super) fn obstruction_line(lower: Bitboard, upper: Bitboard, occupied: Bitboard) -> Bitboard {
            #kernel
        }
    }
}

/// The public constants: the board, the types, the start position, the capacities and the
/// attack byte's classes, with doc examples from `ex`.
fn public_items(plan: &Plan, ex: &dyn Fn(&str) -> TokenStream) -> TokenStream {
    let wide = plan.wide();
    let n = plan.squares();
    let (files_l, ranks_l, squares_l, types_l) = (
        usize_lit(plan.files),
        usize_lit(plan.ranks),
        usize_lit(n),
        usize_lit(plan.moves.len()),
    );
    let (pawn_l, king_l) = (usize_lit(plan.pawn), usize_lit(plan.king));
    let (max_moves, max_pieces) = (usize_lit(plan.max_moves), usize_lit(plan.max_pieces));
    let bitboard = format_ident!("{}", if wide { "u128" } else { "u64" });
    let letters = Literal::byte_string(&plan.letters);
    let start_fen = &plan.start_fen;
    let classes = plan.attack_class.iter().map(|&c| Literal::u8_unsuffixed(c));
    let doc_types = format!(
        " The piece types, by index: {}.",
        plan.type_names.join(", ")
    );
    let board_example =
        ex("use crate_path::{FILES, RANKS, SQUARES};\nassert_eq!(SQUARES, FILES * RANKS);");
    let bitboard_example = ex("let last: crate_path::Bitboard = 1 << (crate_path::SQUARES - 1);\nassert_eq!(last.count_ones(), 1);");
    let types_example = ex("assert_eq!(crate_path::LETTERS.len(), crate_path::TYPES);");
    let king_example = ex("use crate_path::{Position, KING};\nlet kings = (0..crate_path::SQUARES).filter(|&s| Position::start().piece_on(s).map(|p| p.0) == Some(KING));\nassert_eq!(kings.count(), 2);");
    let class_example = ex("assert_eq!(crate_path::ATTACK_CLASS[crate_path::KING], 7);");
    let pawn_example = ex("assert!(crate_path::PAWN <= crate_path::TYPES);");
    let fen_example = ex("use crate_path::{Position, START_FEN};\nassert_eq!(Position::start().to_string(), START_FEN);");
    let moves_example = ex("use crate_path::{perft_bulk, Position, MAX_MOVES};\nassert!(perft_bulk(&Position::start(), 1) as usize <= MAX_MOVES);");
    let pieces_example = ex("use crate_path::{Position, MAX_PIECES};\nassert!(Position::start().occupied().count_ones() as usize <= 2 * MAX_PIECES);");
    let roles_example = ex("use crate_path::{Role, ROLES, TYPES};\nassert_eq!(ROLES.len(), TYPES);\nassert!(ROLES.iter().enumerate().all(|(i, r)| r.index() == i && Role::from_index(i) == Some(*r)));");
    // Each type's variant: its name in the definition (Fairy-Stockfish's option names are
    // identifiers), first letter upper case, anything but letters, digits and `_` left out.
    let roles: Vec<_> = plan
        .type_names
        .iter()
        .map(|described| {
            // `pawn `p` (fmWfcF)`: the name is the first word.
            let name = described.split(' ').next().unwrap_or_default();
            let kept: String = name
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let mut chars = kept.chars();
            let camel: String = match chars.next() {
                Some(c) if c.is_ascii_alphabetic() => core::iter::once(c.to_ascii_uppercase())
                    .chain(chars)
                    .collect(),
                _ => format!("Type{kept}"),
            };
            format_ident!("{}", camel)
        })
        .collect();
    let role_docs = plan
        .type_names
        .iter()
        .map(|described| format!(" {described}."));
    let role_values = (0..roles.len()).map(|i| Literal::u8_unsuffixed(i as u8));
    quote! {
    /// The variant's piece types, named after its definition, in the order of `LETTERS`
    /// (a role's value is its type's index).
    #roles_example
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub enum Role {
        #(#[doc = #role_docs] #roles = #role_values,)*
    }
    /// Every role, by index.
    #roles_example
    pub const ROLES: [Role; TYPES] = [#(Role::#roles),*];
    /// A set of squares: bit `rank * FILES + file`, a1 = 0.
    #bitboard_example
    pub type Bitboard = #bitboard;
    /// Files of the board.
    #board_example
    pub const FILES: usize = #files_l;
    /// Ranks of the board.
    #board_example
    pub const RANKS: usize = #ranks_l;
    /// Squares of the board.
    #board_example
    pub const SQUARES: usize = #squares_l;
    /// Piece types of the variant.
    #[doc = #doc_types]
    #types_example
    pub const TYPES: usize = #types_l;
    /// The king's type.
    #king_example
    pub const KING: usize = #king_l;
    /// The pawn's type (`TYPES` when the variant has none).
    #pawn_example
    pub const PAWN: usize = #pawn_l;
    /// Each type's letter in FEN and UCI, lower case.
    #types_example
    pub const LETTERS: [u8; TYPES] = *#letters;
    /// The variant's start position.
    #fen_example
    pub const START_FEN: &str = #start_fen;
    /// The most moves a position of the variant can have.
    #moves_example
    pub const MAX_MOVES: usize = #max_moves;
    /// The most pieces a side can have (its pieces in the start position).
    #pieces_example
    pub const MAX_PIECES: usize = #max_pieces;
    /// Each type's bit in Ed Schröder's attack byte
    /// ([`AttackMaps::attack_byte`](super::AttackMaps::attack_byte)): 3 the pawn, 4 a
    /// minor piece, 5 a rook, 6 a queen (or a compound that reaches more than a rook), 7
    /// the king.
    #class_example
    pub const ATTACK_CLASS: [u8; TYPES] = [#(#classes),*];
    }
}

/// The `Ride` type and the macros that list the types (`each_mover`: each type but a royal
/// king, whose moves get code of their own; `each_type`: every type).
fn mover_items(plan: &Plan) -> TokenStream {
    let movers = plan.movers.iter().map(|&t| usize_lit(t));
    let types = (0..plan.moves.len()).map(usize_lit);
    quote! {
    /// One ride of a piece that is not a whole line: a step (a row of [`NEXT`]) repeated
    /// up to `limit` times (0 for no limit) while the squares are empty, the first
    /// occupied square included.
    #[derive(Clone, Copy)]
    pub(super) struct Ride {
        pub(super) dir: u8,
        pub(super) limit: u8,
        pub(super) capture: bool,
        pub(super) quiet: bool,
    }

    /// Calls the macro it is given with each piece type but a royal king, so that each
    /// type's moves are generated by code specialised for it.
    macro_rules! each_mover {
        ($m:ident) => {
            #($m!(#movers);)*
        };
    }
    pub(super) use each_mover;

    /// Calls the macro it is given with every piece type's index, so that a question
    /// asked of a type known only when the program runs is answered by code specialised
    /// for each.
    macro_rules! each_type {
        ($m:ident) => {
            $m!(#(#types)*)
        };
    }
    pub(super) use each_type;
    }
}

/// `immobilityIllegal`'s squares: where each type would have no move on an empty board.
fn immobility_items(plan: &Plan) -> TokenStream {
    let wide = plan.wide();
    // Only where some piece has a square it may not reach does the rule cost anything.
    let immobility = plan.immobile.iter().flatten().any(|&b| b != 0);
    let immobile = plan.immobile.iter().map(|sides| {
        let s = sides.map(|x| bb(x, wide));
        quote!([#(#s),*])
    });
    quote! {
    /// Whether a plain move, a double step or a drop may not end on a square of
    /// [`IMMOBILE`] (`immobilityIllegal`).
    pub(super) const IMMOBILITY_ILLEGAL: bool = #immobility;
    /// `[type][side]`, where a piece of the type would have no move on an empty board.
    #[allow(clippy::unreadable_literal)]
    pub(super) static IMMOBILE: [[Bitboard; 2]; TYPES] = [#(#immobile),*];
    }
}

/// The pieces' move tables: leaps each way, whole lines, rides each way over the rows of
/// `NEXT`, the obstruction-difference lines, and the between and line sets.
fn piece_table_items(plan: &Plan) -> TokenStream {
    let wide = plan.wide();
    let n = plan.squares();
    let per_type_side = |f: &dyn Fn(usize, usize) -> Vec<u128>| -> Vec<TokenStream> {
        (0..plan.moves.len())
            .map(|t| {
                let sides = bitboard_rows(&[f(t, 0), f(t, 1)], wide);
                quote!([#(#sides),*])
            })
            .collect()
    };
    let captures = per_type_side(&|t, s| plan.moves[t][s].leap_captures.clone());
    let quiets = per_type_side(&|t, s| plan.moves[t][s].leap_quiets.clone());
    let attackers = per_type_side(&|t, s| plan.leap_attackers[t][s].clone());
    let has_leaps = plan
        .moves
        .iter()
        .map(|s| s.iter().any(|m| m.leap_captures.iter().any(|&x| x != 0)));
    let lines_capture = plan.moves.iter().map(|s| {
        assert_eq!(
            s[0].lines_capture, s[1].lines_capture,
            "whole lines are the same for both sides"
        );
        Literal::u8_unsuffixed(s[0].lines_capture)
    });
    let lines_quiet = plan
        .moves
        .iter()
        .map(|s| Literal::u8_unsuffixed(s[0].lines_quiet));
    let ride_list = |rides: &[Ride]| -> TokenStream {
        let items = rides.iter().map(|r| {
            let (d, limit, capture, quiet) = (
                Literal::u8_unsuffixed(plan.step_index(r.step) as u8),
                Literal::u8_unsuffixed(r.limit),
                r.capture,
                r.quiet,
            );
            quote!(Ride { dir: #d, limit: #limit, capture: #capture, quiet: #quiet })
        });
        quote!(&[#(#items),*])
    };
    let rides = plan.moves.iter().map(|sides| {
        let sides = sides.iter().map(|m| ride_list(&m.rides));
        quote!([#(#sides),*])
    });
    let rides_reversed = (0..plan.moves.len()).map(|t| {
        let sides = (0..2).map(|s| ride_list(&plan.rides_reversed(t, s)));
        quote!([#(#sides),*])
    });
    let dirs = usize_lit(plan.steps.len().max(1));
    let next = if plan.next.is_empty() {
        let v = (0..n).map(|_| Literal::u8_unsuffixed(u8::MAX));
        quote!([[#(#v),*]])
    } else {
        let rows = plan.next.iter().map(|row| {
            let v = row.iter().map(|&x| Literal::u8_unsuffixed(x));
            quote!([#(#v),*])
        });
        quote!([#(#rows),*])
    };
    let lines = plan.lines.chunks(8).map(|sq| {
        let l = sq.chunks(2).map(|pair| {
            let (a, b) = (bb(pair[0], wide), bb(pair[1], wide));
            quote!([#a, #b])
        });
        quote!([#(#l),*])
    });
    let between = bitboard_rows(&plan.between, wide);
    let line_through = bitboard_rows(&plan.line, wide);
    quote! {
    #[allow(clippy::unreadable_literal)]
    pub(super) static LEAP_CAPTURES: [[[Bitboard; SQUARES]; 2]; TYPES] = [#(#captures),*];
    #[allow(clippy::unreadable_literal)]
    pub(super) static LEAP_QUIETS: [[[Bitboard; SQUARES]; 2]; TYPES] = [#(#quiets),*];
    #[allow(clippy::unreadable_literal)]
    pub(super) static LEAP_ATTACKERS: [[[Bitboard; SQUARES]; 2]; TYPES] = [#(#attackers),*];
    pub(super) const HAS_LEAPS: [bool; TYPES] = [#(#has_leaps),*];
    pub(super) const LINES_CAPTURE: [u8; TYPES] = [#(#lines_capture),*];
    pub(super) const LINES_QUIET: [u8; TYPES] = [#(#lines_quiet),*];
    pub(super) const RIDES: [[&[Ride]; 2]; TYPES] = [#(#rides),*];
    pub(super) const RIDES_REVERSED: [[&[Ride]; 2]; TYPES] = [#(#rides_reversed),*];
    pub(super) static NEXT: [[u8; SQUARES]; #dirs] = #next;
    #[allow(clippy::unreadable_literal)]
    pub(super) static LINES: [[[Bitboard; 2]; 4]; SQUARES] = [#(#lines),*];
    #[allow(clippy::unreadable_literal)]
    pub(super) static BETWEEN: [[Bitboard; SQUARES]; SQUARES] = [#(#between),*];
    #[allow(clippy::unreadable_literal)]
    pub(super) static LINE: [[Bitboard; SQUARES]; SQUARES] = [#(#line_through),*];
    }
}

/// The pawns' set-wise moves, pins' segments, the mobility regions (`mobilityRegion*`) and
/// the board's masks.
fn region_items(plan: &Plan) -> TokenStream {
    let wide = plan.wide();
    let set_wise_pawns = plan.set_wise_pawns;
    let has_regions = plan.has_regions;
    let pin_segments = plan.pin_segments;
    let regions = plan.regions.iter().map(|r| {
        let r = r.map(|x| bb(x, wide));
        quote!([#(#r),*])
    });
    let (board_l, not_first, not_last) = (
        bb(plan.board, wide),
        bb(plan.not_first_file, wide),
        bb(plan.not_last_file, wide),
    );
    quote! {
    pub(super) const SET_WISE_PAWNS: bool = #set_wise_pawns;
    /// Whether a pinned piece keeps to the segment up to its pinner (some piece jumps along
    /// lines), not the whole line.
    pub(super) const PIN_SEGMENTS: bool = #pin_segments;
    /// Whether some type is confined to a region (`mobilityRegion*`).
    pub(super) const HAS_REGIONS: bool = #has_regions;
    /// `[type][side]`, where the type may move and what it attacks.
    #[allow(clippy::unreadable_literal)]
    pub(super) const REGION: [[Bitboard; 2]; TYPES] = [#(#regions),*];
    #[allow(clippy::unreadable_literal)]
    pub(super) const BOARD: Bitboard = #board_l;
    #[allow(clippy::unreadable_literal)]
    pub(super) const NOT_FIRST_FILE: Bitboard = #not_first;
    #[allow(clippy::unreadable_literal)]
    pub(super) const NOT_LAST_FILE: Bitboard = #not_last;
    }
}

/// Whether the king's safety is tested move by move (lame leapers, hoppers, the flying
/// general), the flying general itself, and the letters SAN writes.
fn testing_items(plan: &Plan) -> TokenStream {
    let (tested, flying_general) = (plan.tested, plan.flying_general);
    let san_letters = Literal::byte_string(&plan.san_letters);
    quote! {
    /// Whether the king's safety is tested move by move (lame leapers, hoppers, the
    /// flying general).
    pub(super) const TESTED: bool = #tested;
    /// Whether the kings may not face each other along an open file or rank
    /// (`flyingGeneral`).
    pub(super) const FLYING_GENERAL: bool = #flying_general;
    /// Each type's letter in SAN, upper case: a second letter where Fairy-Stockfish's
    /// built-in variant gives the piece one (xiangqi's horse `H`), else its letter.
    pub(super) const SAN_LETTERS: [u8; TYPES] = *#san_letters;
    }
}

/// The game's end ([`super::game_end`]: extinction, flags, castling's wins, pieces in a row,
/// checks to give, the values of the ends), with royalty, compulsory captures, checks that
/// may not be given, the notation and the material classes, in the order the template has
/// always read them.
fn game_end_items(plan: &Plan) -> TokenStream {
    let board = plan.board();
    let royal = plan.royal;
    let royal_sides = plan.royal_sides.map(|r| r && royal);
    let extinction = ExtinctionPlan::items(plan.extinction.as_ref(), plan.blast.as_ref(), &board);
    let must_capture = plan.must_capture;
    let no_checks = !plan.checking && plan.royal;
    let flag = FlagPlan::items(plan.flag.as_ref(), &board);
    let castling_wins = Literal::u8_unsuffixed(plan.castling_wins);
    let castled_slots = usize_lit(usize::from(plan.castling_wins != 0));
    let connect = ConnectPlan::items(plan.connect.as_ref(), &board);
    let checks = game_end::rule_end_and_check_items(plan.check_counting);
    let to_hand = plan.drops.as_ref().is_some_and(|d| d.captures_to_hand);
    let values = game_end::value_items(&plan.game_end, to_hand);
    let shogi_notation = plan.shogi_notation;
    let pawn_drop_mate = usize_lit(plan.pawn_drop_mate.unwrap_or(board.types));
    let dropped_slots = usize_lit(usize::from(plan.pawn_drop_mate.is_some()));
    let material =
        super::material::items(&plan.material, plan.custom_king, plan.dark_squares, &board);
    quote! {
        /// Whether the king is royal (may not be left attacked); without a royal king the
        /// type `KING` names plays its part (castles) and may be taken.
        pub(super) const ROYAL: bool = #royal;
        /// Per side, whether it has the royal king (the horde's White has none).
        pub(super) const ROYAL_SIDES: [bool; 2] = [#(#royal_sides),*];
        #extinction
        /// Whether a capture, where one is legal, must be played.
        pub(super) const MUST_CAPTURE: bool = #must_capture;
        /// Whether a move that gives check is illegal (`checking = false`).
        pub(super) const NO_CHECKS: bool = #no_checks;
        #flag
        /// The castling rights whose castling wins, as the rights' bits (`castlingWins`); a
        /// side that has lost all of its own loses.
        pub(super) const CASTLING_WINS: u8 = #castling_wins;
        /// Where castling wins, one slot keeping the right the last move castled with.
        pub(super) const CASTLED_SLOTS: usize = #castled_slots;
        #connect
        #checks
        #values
        /// Whether SAN is written in shogi's notation (`variantTemplate = shogi`).
        pub(super) const SHOGI_NOTATION: bool = #shogi_notation;
        /// The type whose drop may not checkmate (`shogiPawnDropMateIllegal`), or `TYPES`.
        pub(super) const PAWN_DROP_MATE: usize = #pawn_drop_mate;
        /// Where a pawn's drop may not mate, one slot keeping whether the last move dropped
        /// one.
        pub(super) const DROPPED_SLOTS: usize = #dropped_slots;
        #material
    }
}
