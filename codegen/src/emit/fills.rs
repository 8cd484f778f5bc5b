//! Direction-wise fills: what a whole side attacks, computed set-wise (the alternative that
//! the seed "Attack and Defend Maps" proposes to attack tables kept up to date). Sliders of one
//! kind are filled together along each direction by Kogge-Stone occluded fills; leapers and
//! pawns move as a set, one rotation and one mask per leap.
//!
//! Every step is a rotation of the bitboard by the direction's square difference followed by
//! a mask of the squares that step may land on (those whose square one step back is on the
//! board): a bit that wrapped around an edge, or around the end of the integer, lands on a
//! square whose predecessor is off the board, which the mask clears. So one form serves every
//! board, in either numbering, `u64` and `u128` alike, with no shift of either sign to choose.
//! The reference these are held to is the per-piece attack set
//! ([`crate::compute::sliders::slide`] and the leaper tables).

use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

use crate::compute::fills::{doublings, Step};
use crate::model::geometry::Geometry;

/// The emitted kernel: `occluded_fill::<R>(sliders, empty, mask)`, the Kogge-Stone occluded
/// fill of [`crate::compute::fills::occluded_fill`] with the rotation a constant, on `bitboard`, unrolled to
/// `doublings` steps.
///
/// ```
/// let f = vector_attacks_codegen::emit::fills::kernel(&quote::format_ident!("u64"), 3);
/// assert!(f.to_string().contains("rotate_left"));
/// ```
pub fn kernel(bitboard: &Ident, doublings: u32) -> TokenStream {
    let steps = (0..doublings).map(|k| {
        let by = Literal::u32_unsuffixed(1 << k);
        let rotation = if k == 0 {
            quote!(R)
        } else {
            quote!(R * #by % #bitboard::BITS)
        };
        // The last doubling needs no propagator after it.
        let propagate =
            (k + 1 < doublings).then(|| quote!(propagator &= propagator.rotate_left(#rotation);));
        quote! {
            generator |= propagator & generator.rotate_left(#rotation);
            #propagate
        }
    });
    quote! {
        /// The squares `sliders` attack along one direction among `empty` squares (each ray
        /// up to and including its first non-empty square): a Kogge-Stone occluded fill, the
        /// direction's step being a rotation left by `R` and `mask` the squares a step may
        /// land on. The template `vector_attacks_codegen::emit::fills::kernel`, held to the
        /// reference `compute::fills::occluded_fill`.
        #[inline(always)]
        #[must_use]
        #[allow(clippy::inline_always)]
        pub fn occluded_fill<const R: u32>(sliders: #bitboard, empty: #bitboard, mask: #bitboard) -> #bitboard {
            let (mut generator, mut propagator) = (sliders, empty & mask);
            #(#steps)*
            generator.rotate_left(R) & mask
        }
    }
}

/// A bitboard literal of `geometry`'s type.
fn literal(geometry: Geometry, set: u128) -> TokenStream {
    let digits = geometry.bitboard().bits() as usize / 4;
    let lit = syn::LitInt::new(
        &format!("0x{set:0digits$X}"),
        proc_macro2::Span::call_site(),
    );
    quote!(#lit)
}

/// The step `d`'s rotation and mask as literals of `geometry`'s emitted code.
fn step_literals(geometry: Geometry, d: (i32, i32)) -> (Literal, TokenStream) {
    let step = Step::new(geometry, d);
    (
        Literal::u32_unsuffixed(step.rotation),
        literal(geometry, step.mask),
    )
}

/// The expression OR-ing the occluded fills of `sliders` among `empty` along `directions`
/// (at least one).
pub fn fills(
    geometry: Geometry,
    sliders: &Ident,
    empty: &Ident,
    directions: &[(i32, i32)],
) -> TokenStream {
    let terms = directions.iter().map(|&d| {
        let (r, mask) = step_literals(geometry, d);
        quote!(occluded_fill::<#r>(#sliders, #empty, #mask))
    });
    quote!(#(#terms)|*)
}

/// The expression OR-ing `set` moved by each of `leaps` (`0` when none lands on the board).
pub fn leaps(geometry: Geometry, set: &Ident, leaps: &[(i32, i32)]) -> TokenStream {
    // A leap that lands nowhere on the board (an AND with 0) is left out.
    let on_board: Vec<(i32, i32)> = leaps
        .iter()
        .copied()
        .filter(|&d| Step::new(geometry, d).lands())
        .collect();
    if on_board.is_empty() {
        return quote!(0);
    }
    // Each term in parentheses where it is one of several (a lone one needs none).
    let several = on_board.len() > 1;
    let terms = on_board.iter().map(|&d| {
        let (r, mask) = step_literals(geometry, d);
        if several {
            quote!((#set.rotate_left(#r) & #mask))
        } else {
            quote!(#set.rotate_left(#r) & #mask)
        }
    });
    quote!(#(#terms)|*)
}

/// The 8x8 runtime's set-wise attack functions, for `tables/sliders.rs`: the kernel, then
/// `rook_fill_attacks`, `bishop_fill_attacks`, `knight_set_attacks`, `king_set_attacks`,
/// `white_pawn_set_attacks` and `black_pawn_set_attacks`.
///
/// ```
/// let code = vector_attacks_codegen::emit::fills::runtime_fills().to_string();
/// assert!(code.contains("pub fn rook_fill_attacks") && code.contains("pub fn white_pawn_set_attacks"));
/// ```
pub fn runtime_fills() -> TokenStream {
    use crate::compute::attacks::PieceClass;
    use crate::compute::sliders::{BISHOP, ROOK};
    let g = Geometry::STANDARD;
    let u64_ = format_ident!("u64");
    let kernel = kernel(&u64_, doublings(g));
    let (sliders, empty, set) = (
        format_ident!("sliders"),
        format_ident!("empty"),
        format_ident!("set"),
    );
    let rook = fills(g, &sliders, &empty, &ROOK);
    let bishop = fills(g, &sliders, &empty, &BISHOP);
    // The leaps of the orthodox classes, from their Betza definitions (one piece vocabulary).
    let leaps_of = |class: PieceClass| -> Vec<(i32, i32)> {
        class
            .piece()
            .moves()
            .iter()
            .filter(|m| m.capture)
            .map(|m| (m.step.files, m.step.ranks))
            .collect()
    };
    let knight = leaps(g, &set, &leaps_of(PieceClass::Knight));
    let king = leaps(g, &set, &leaps_of(PieceClass::King));
    let white = leaps(g, &set, &leaps_of(PieceClass::WhitePawn));
    let black = leaps(g, &set, &leaps_of(PieceClass::BlackPawn));
    quote! {
        #kernel

        /// Every square the rooks (or queens) of `sliders` attack along files and ranks, with
        /// `empty` the squares that do not block: the four directions' occluded fills.
        ///
        /// ```
        /// use vector_attacks::tables::rook_fill_attacks;
        /// // Rooks on a1 and h8 on an empty board: the a-file, the first rank, the h-file and
        /// // the eighth rank, but not the rooks' own squares (neither sees the other).
        /// let rooks = 1 | 1 << 63;
        /// assert_eq!(rook_fill_attacks(rooks, !rooks), 0x7F81_8181_8181_81FE);
        /// ```
        #[inline]
        #[must_use]
        pub fn rook_fill_attacks(sliders: u64, empty: u64) -> u64 {
            #rook
        }

        /// Every square the bishops (or queens) of `sliders` attack along diagonals, with
        /// `empty` the squares that do not block.
        ///
        /// ```
        /// use vector_attacks::tables::bishop_fill_attacks;
        /// assert_eq!(bishop_fill_attacks(1, !1), 0x8040_2010_0804_0200); // a1: b2 to h8
        /// ```
        #[inline]
        #[must_use]
        pub fn bishop_fill_attacks(sliders: u64, empty: u64) -> u64 {
            #bishop
        }

        /// Every square the knights of `set` attack: the eight leaps of the set at once.
        ///
        /// ```
        /// use vector_attacks::tables::knight_set_attacks;
        /// assert_eq!(knight_set_attacks(1 << 1), 1 << 11 | 1 << 16 | 1 << 18); // b1: d2, a3, c3
        /// ```
        #[inline]
        #[must_use]
        pub fn knight_set_attacks(set: u64) -> u64 {
            #knight
        }

        /// Every square the kings of `set` attack.
        ///
        /// ```
        /// use vector_attacks::tables::king_set_attacks;
        /// assert_eq!(king_set_attacks(1), 1 << 1 | 1 << 8 | 1 << 9); // a1: b1, a2, b2
        /// ```
        #[inline]
        #[must_use]
        pub fn king_set_attacks(set: u64) -> u64 {
            #king
        }

        /// Every square the white pawns of `set` attack (capture on, towards rank 8).
        ///
        /// ```
        /// use vector_attacks::tables::white_pawn_set_attacks;
        /// let pawns = 1 << 8 | 1 << 12; // a2, e2
        /// assert_eq!(white_pawn_set_attacks(pawns), 1 << 17 | 1 << 19 | 1 << 21); // b3, d3, f3
        /// ```
        #[inline]
        #[must_use]
        pub fn white_pawn_set_attacks(set: u64) -> u64 {
            #white
        }

        /// Every square the black pawns of `set` attack (capture on, towards rank 1).
        ///
        /// ```
        /// use vector_attacks::tables::black_pawn_set_attacks;
        /// let pawns = 1 << 8 | 1 << 12; // a2, e2
        /// assert_eq!(black_pawn_set_attacks(pawns), 1 << 1 | 1 << 3 | 1 << 5); // b1, d1, f1
        /// ```
        #[inline]
        #[must_use]
        pub fn black_pawn_set_attacks(set: u64) -> u64 {
            #black
        }
    }
}

/// The body of a set-wise `side_attacks(by_piece, occupied)` over pieces with `moves` (their
/// capture moves, by piece): each distinct move of [`crate::compute::side_attacks::plan`]
/// applied once to the OR of the pieces that have it, the kernel first when a ride needs it.
///
/// ```
/// use vector_attacks_codegen::{betza::Piece, emit::fills::side_attacks, Geometry};
/// let knight = Piece::parse("knight", "N").unwrap();
/// let body = side_attacks(Geometry::STANDARD, &[knight.moves().to_vec()]).to_string();
/// assert!(body.contains("by_piece [0]") && !body.contains("occluded_fill"));
/// ```
pub fn side_attacks(geometry: Geometry, moves: &[Vec<crate::input::betza::Move>]) -> TokenStream {
    use crate::compute::side_attacks::{plan, SetMove};
    let bitboard = format_ident!("{}", geometry.bitboard().rust_name());
    let plan = plan(moves);
    let step = |set: TokenStream, d: (i32, i32)| {
        let (r, mask) = step_literals(geometry, d);
        quote!(#set.rotate_left(#r) & #mask)
    };
    // One variable per distinct group of pieces.
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut lets = Vec::new();
    let mut terms = Vec::new();
    let mut fills = false;
    // A move none of whose landings is on the board (a step longer than the board) is left
    // out: it would be an AND with 0.
    let possible = |op: &SetMove| match op {
        SetMove::Leap(steps) => steps.iter().all(|&d| Step::new(geometry, d).lands()),
        SetMove::Ride { step, .. } | SetMove::Hop { step, .. } => {
            Step::new(geometry, *step).lands()
        }
    };
    for (op, pieces) in plan.iter().filter(|(op, _)| possible(op)) {
        let g = match groups.iter().position(|g| g == pieces) {
            Some(g) => g,
            None => {
                let by = pieces.iter().map(|&p| {
                    let p = Literal::usize_unsuffixed(p);
                    quote!(by_piece[#p])
                });
                let ident = format_ident!("set{}", groups.len());
                lets.push(quote!(let #ident = #(#by)|*;));
                groups.push(pieces.clone());
                groups.len() - 1
            }
        };
        let set = format_ident!("set{g}");
        terms.push(match op {
            SetMove::Leap(steps) => {
                let (last, path) = steps.split_last().expect("a leap has a step");
                let walked = path.iter().fold(quote!(#set), |s, &d| {
                    let moved = step(s, d);
                    quote!((#moved & empty))
                });
                step(walked, *last)
            }
            SetMove::Ride {
                step: d,
                limit: None,
            } => {
                fills = true;
                let (r, mask) = step_literals(geometry, *d);
                quote!(occluded_fill::<#r>(#set, empty, #mask))
            }
            SetMove::Ride {
                step: d,
                limit: Some(n),
            } => {
                let (r, mask) = step_literals(geometry, *d);
                let moves = (0..*n).map(|k| {
                    let cut = (k + 1 < *n).then(|| quote!(s &= empty;));
                    quote! {
                        s = s.rotate_left(#r) & #mask;
                        ride |= s;
                        #cut
                    }
                });
                quote!({
                    let mut s: #bitboard = #set;
                    let mut ride: #bitboard = 0;
                    #(#moves)*
                    ride
                })
            }
            SetMove::Hop {
                step: d,
                grasshopper,
            } => {
                // A fill to the screens, then a fill or one step beyond them.
                fills = true;
                let (r, mask) = step_literals(geometry, *d);
                let screens = quote!(occluded_fill::<#r>(#set, empty, #mask) & occupied);
                if *grasshopper {
                    quote!((#screens).rotate_left(#r) & #mask)
                } else {
                    quote!(occluded_fill::<#r>(#screens, empty, #mask))
                }
            }
        });
    }
    let kernel = fills.then(|| kernel(&bitboard, doublings(geometry)));
    // Each term in parentheses where it is one of several (a lone one needs none).
    let value = match terms.as_slice() {
        [] => quote!(0),
        [one] => one.clone(),
        _ => quote!(#((#terms))|*),
    };
    // Plain leaps read no occupancy; everything else reads the empty squares.
    let reads_empty = plan
        .iter()
        .filter(|(op, _)| possible(op))
        .any(|(op, _)| match op {
            SetMove::Leap(steps) => steps.len() > 1,
            SetMove::Ride { .. } | SetMove::Hop { .. } => true,
        });
    let empty = if reads_empty {
        quote!(let empty = !occupied;)
    } else {
        quote!(let _ = occupied;)
    };
    quote! {
        #kernel
        #empty
        #(#lets)*
        #value
    }
}
