//! Janggi's rules as the module plays them ([`crate::input::variant::Janggi`], and janggi's cannon
//! and material count by Fairy-Stockfish's piece types):
//! - janggi's cannon (`janggiCannon`) neither hops over nor takes a cannon of either side
//!   (`Position::attacks_from`: its moves with the cannons off the board must reach the
//!   target too);
//! - on a square of `diagonalLines`, the wazir and a king that moves as one step along the
//!   diagonals, the soldier forward along them, the rook rides and janggi's cannon hops
//!   along them, to squares of the set only;
//! - passing, and bikjang, in the template.
//!
//! Its items are the `rules` module's `JANGGI_CANNON`, `DIAGONAL_LINES`, `PALACE_*`,
//! `PASSING`, `PASS_ON_STALEMATE`, `BIKJANG` and `MATERIAL_WEIGHTS`.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::input::variant::{MaterialCounting, Variant};
use crate::model::geometry::Geometry;

use super::board::Board;
use super::literals::{bb, bitboard_rows, usize_lit};

/// The four diagonal unit steps (files, ranks), which the palace diagonals ride along.
pub(super) const DIAGONAL_STEPS: [(i32, i32); 4] = [(1, 1), (-1, -1), (1, -1), (-1, 1)];

/// How a piece type moves along the palace diagonals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PalaceMove {
    /// It does not.
    None,
    /// One step along any diagonal (the wazir, and a king that moves as one).
    Step,
    /// One step forward along a diagonal (the soldier).
    ForwardStep,
    /// Along a diagonal as a bishop (the rook).
    Ride,
    /// Along a diagonal as a cannon hops (janggi's cannon).
    Hop,
}

/// Janggi's rules by type, for the module's tables.
///
/// ```
/// use vector_attacks_codegen::{movegen::{Plan, PalaceMove}, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("janggi").unwrap()).unwrap();
/// let j = plan.janggi;
/// let of = |c: u8| plan.letters.iter().position(|&l| l == c).unwrap();
/// assert_eq!(j.cannon, Some(of(b'c')));
/// assert_eq!(j.palace[of(b'r')], PalaceMove::Ride);
/// assert_eq!(j.palace[of(b'k')], PalaceMove::Step);
/// assert_eq!(j.weights[of(b'r')], 13);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JanggiPlan {
    /// The type of janggi's cannon, if the variant has it.
    pub cannon: Option<usize>,
    /// The squares of `diagonalLines`.
    pub diagonal_lines: u128,
    /// Per type, its moves along the palace diagonals (none where there are none).
    pub palace: Vec<PalaceMove>,
    /// `[forward or reversed][type][side][square]`, where some type steps along the palace
    /// diagonals: the squares its steps reach from the square (reversed: reach it from).
    pub palace_steps: Option<[Vec<[Vec<u128>; 2]>; 2]>,
    /// Whether each side may pass.
    pub pass: [bool; 2],
    /// Whether each side may pass only when it has no other legal move
    /// (`passOnStalemate`).
    pub pass_on_stalemate: [bool; 2],
    /// Whether bikjang is ruled.
    pub bikjang: bool,
    /// Per type, its points in janggi's material count (where the variant counts so; 0
    /// elsewhere).
    pub weights: Vec<i8>,
}

impl JanggiPlan {
    /// The plan of `variant` on `geometry`.
    pub(super) fn of(variant: &Variant, geometry: Geometry) -> JanggiPlan {
        let rules = variant.janggi;
        let n = geometry.squares();
        let lines = rules.diagonal_lines;
        let palace: Vec<PalaceMove> = variant
            .pieces
            .iter()
            .map(|p| match p.name.as_str() {
                _ if lines == 0 => PalaceMove::None,
                "wazir" => PalaceMove::Step,
                "king" if variant.king_moves_as_wazir => PalaceMove::Step,
                "soldier" => PalaceMove::ForwardStep,
                "rook" => PalaceMove::Ride,
                "janggiCannon" => PalaceMove::Hop,
                _ => PalaceMove::None,
            })
            .collect();
        let steps_of = |kind: PalaceMove, side: usize, sq: usize| -> u128 {
            let ranks: &[i32] = match (kind, side) {
                (PalaceMove::Step, _) => &[1, -1],
                (PalaceMove::ForwardStep, 0) => &[1],
                (PalaceMove::ForwardStep, _) => &[-1],
                _ => &[],
            };
            if lines >> sq & 1 == 0 {
                return 0;
            }
            let (file, rank) = geometry.file_rank(sq);
            let mut set = 0u128;
            for &dr in ranks {
                for df in [1, -1] {
                    if let Some(to) = geometry.square(file + df, rank + dr) {
                        if lines >> to & 1 != 0 {
                            set |= 1 << to;
                        }
                    }
                }
            }
            set
        };
        let stepping = palace
            .iter()
            .any(|&k| matches!(k, PalaceMove::Step | PalaceMove::ForwardStep));
        let palace_steps = stepping.then(|| {
            let forward: Vec<[Vec<u128>; 2]> = palace
                .iter()
                .map(|&k| {
                    std::array::from_fn(|side| (0..n).map(|sq| steps_of(k, side, sq)).collect())
                })
                .collect();
            let reversed = forward
                .iter()
                .map(|sides| {
                    sides.each_ref().map(|rows| {
                        let mut rev = vec![0u128; n];
                        for (from, &set) in rows.iter().enumerate() {
                            for (to, r) in rev.iter_mut().enumerate() {
                                if set >> to & 1 != 0 {
                                    *r |= 1 << from;
                                }
                            }
                        }
                        rev
                    })
                })
                .collect();
            [forward, reversed]
        });
        let janggi_count = variant.game_end.material_counting == MaterialCounting::Janggi;
        JanggiPlan {
            cannon: variant.pieces.iter().position(|p| p.name == "janggiCannon"),
            diagonal_lines: lines,
            palace,
            palace_steps,
            pass: rules.pass,
            pass_on_stalemate: rules.pass_on_stalemate,
            bikjang: rules.bikjang,
            weights: variant
                .pieces
                .iter()
                .map(|p| match p.name.as_str() {
                    _ if !janggi_count => 0,
                    "rook" => 13,
                    "janggiCannon" => 7,
                    "horse" => 5,
                    "janggiElephant" | "wazir" => 3,
                    "soldier" => 2,
                    _ => 0,
                })
                .collect(),
        }
    }

    /// Whether some type moves along the palace diagonals as a rider or a hopper (the
    /// module then needs the diagonal steps' rows of `NEXT`).
    pub fn rides_diagonals(&self) -> bool {
        self.palace
            .iter()
            .any(|&k| matches!(k, PalaceMove::Ride | PalaceMove::Hop))
    }
}

impl JanggiPlan {
    /// Janggi's rules: its cannon's type, the palace diagonals and the moves
    /// along them by type, passing, bikjang and the material count's weights.
    pub(super) fn items(&self, board: &Board, steps: &[(i32, i32)]) -> TokenStream {
        let (wide, types) = (board.wide(), board.types);
        let j = self;
        let cannon = usize_lit(j.cannon.unwrap_or(types));
        let lines = bb(j.diagonal_lines, wide);
        let kind = |k: PalaceMove| j.palace.iter().map(move |&p| p == k).collect::<Vec<_>>();
        let step = j
            .palace
            .iter()
            .map(|&p| matches!(p, PalaceMove::Step | PalaceMove::ForwardStep));
        let (ride, hop) = (kind(PalaceMove::Ride), kind(PalaceMove::Hop));
        let diagonals = DIAGONAL_STEPS.map(|s| {
            let i = if j.rides_diagonals() {
                steps
                    .iter()
                    .position(|&x| x == s)
                    .expect("the diagonal steps are listed") as u8
            } else {
                u8::MAX
            };
            Literal::u8_unsuffixed(i)
        });
        let steps: Vec<TokenStream> = j
            .palace_steps
            .iter()
            .map(|ways| {
                let ways = ways.iter().map(|by_type| {
                    let by_type = by_type.iter().map(|sides| {
                        let sides = bitboard_rows(sides, wide);
                        quote!([#(#sides),*])
                    });
                    quote!([#(#by_type),*])
                });
                quote!([#(#ways),*])
            })
            .collect();
        let tables = usize_lit(steps.len());
        let [white, black] = j.pass;
        let [white_stalemated, black_stalemated] = j.pass_on_stalemate;
        let bikjang = j.bikjang;
        let slots = usize_lit(usize::from(white || black || bikjang));
        let weights = j.weights.iter().map(|&w| Literal::i8_unsuffixed(w));
        quote! {
        /// The type of janggi's cannon (`janggiCannon`), or `TYPES`.
        pub(super) const JANGGI_CANNON: usize = #cannon;
        /// The squares on which pieces also move along the diagonals (`diagonalLines`).
        #[allow(clippy::unreadable_literal)]
        pub(super) const DIAGONAL_LINES: Bitboard = #lines;
        /// Per type, whether it steps along the palace diagonals ([`PALACE_STEPS`]), rides
        /// them (the rook) or hops along them (janggi's cannon).
        pub(super) const PALACE_STEP: [bool; TYPES] = [#(#step),*];
        pub(super) const PALACE_RIDE: [bool; TYPES] = [#(#ride),*];
        pub(super) const PALACE_HOP: [bool; TYPES] = [#(#hop),*];
        /// The rows of [`NEXT`] of the four diagonal steps, where a type rides or hops along
        /// the palace diagonals.
        pub(super) const DIAGONALS: [u8; 4] = [#(#diagonals),*];
        /// `[forward, reversed][type][side][square]`: where the type's palace steps reach from
        /// the square (reversed: from where they reach it); one table where a type steps so.
        #[allow(clippy::unreadable_literal)]
        pub(super) static PALACE_STEPS: [[[[[Bitboard; SQUARES]; 2]; TYPES]; 2]; #tables] = [#(#steps),*];
        /// Whether each side may pass (`pass`, `passWhite`, `passBlack`).
        pub(super) const PASSING: [bool; 2] = [#white, #black];
        /// Whether each side may pass only when it has no other legal move
        /// (`passOnStalemate`).
        pub(super) const PASS_ON_STALEMATE: [bool; 2] = [#white_stalemated, #black_stalemated];
        /// Whether kings facing each other must be parted (`bikjangRule`).
        pub(super) const BIKJANG: bool = #bikjang;
        /// Where sides pass or bikjang is ruled, one slot keeping the last two moves' passes
        /// and the bikjang before the last move.
        pub(super) const PASS_SLOTS: usize = #slots;
        /// Per type, its points in janggi's material count (`materialCounting = janggi`).
        pub(super) const MATERIAL_WEIGHTS: [i8; TYPES] = [#(#weights),*];
        }
    }
}
