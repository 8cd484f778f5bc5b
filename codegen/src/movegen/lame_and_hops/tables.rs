//! The lame leapers' and hoppers' items of `rules`: the lame leaps grouped by legs
//! (`LAME_STEPS`, `LAME_SOURCES` and their masks), the `Hop` type, and each type's hops
//! (`HOPS`, `HOPS_REVERSED`, `HOP_LINES`, `BLOCKABLE_OFF_LINES`).

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::super::pieces::{self, PieceMoves};
use super::{HopRide, LameTables};
use crate::movegen::literals::usize_lit;

/// Whether `h` is a cannon's hop (not a grasshopper's) along a whole file or rank.
fn orthogonal_cannon(h: &HopRide) -> bool {
    !h.grasshopper && h.limit == 0 && matches!(h.step, (0, 1) | (0, -1) | (1, 0) | (-1, 0))
}

/// Where the hops hold a cannon's hop along each of the four orthogonal directions, all
/// with the same rights: (captures, quiet moves).
///
/// (Black's steps are White's turned about: the four directions are the same set.)
fn line_hops(hops: &[HopRide]) -> Option<(bool, bool)> {
    let lines: Vec<&HopRide> = hops.iter().filter(|h| orthogonal_cannon(h)).collect();
    let first = lines.first()?;
    let rights = (first.capture, first.quiet);
    let mut steps: Vec<(i32, i32)> = lines.iter().map(|h| h.step).collect();
    steps.sort_unstable();
    steps.dedup();
    (steps.len() == 4 && lines.len() == 4 && lines.iter().all(|h| (h.capture, h.quiet) == rights))
        .then_some(rights)
}

/// The lame leaps grouped by legs ([`super::LameGroup`]), each way: per type that leaps
/// lame its row of `LAME_STEPS` and `LAME_SOURCES` (`usize::MAX` for the others) and how
/// many groups a square has at most; the tables stored as one byte string each (six bytes a
/// group), read into arrays at compile time.
fn lame_tables(lame_groups: &[Option<LameTables>]) -> TokenStream {
    let rows: Vec<usize> = (0..lame_groups.len())
        .filter(|&t| lame_groups[t].is_some())
        .collect();
    let row_of = lame_groups.iter().enumerate().map(|(t, g)| {
        let row = g.as_ref().map_or(usize::MAX, |_| {
            rows.iter().position(|&r| r == t).unwrap_or(0)
        });
        Literal::usize_unsuffixed(row)
    });
    let count = |way: usize| -> Vec<usize> {
        lame_groups
            .iter()
            .map(|g| {
                g.as_ref().map_or(0, |g| {
                    g[way].iter().flatten().map(Vec::len).max().unwrap_or(0)
                })
            })
            .collect()
    };
    let (steps_count, sources_count) = (count(0), count(1));
    let slots = steps_count
        .iter()
        .chain(&sources_count)
        .copied()
        .max()
        .unwrap_or(0)
        .max(1);
    let bytes = |way: usize| -> Vec<u8> {
        let mut out = Vec::new();
        for g in lame_groups.iter().flatten() {
            for side in &g[way] {
                for square in side {
                    for i in 0..slots {
                        match square.get(i) {
                            Some(x) => out.extend([
                                x.legs[0],
                                x.legs[1],
                                x.targets[0],
                                x.targets[1],
                                u8::from(x.capture),
                                u8::from(x.quiet),
                            ]),
                            None => out.extend([0; 6]),
                        }
                    }
                }
            }
        }
        out
    };
    let (steps, sources) = (
        Literal::byte_string(&bytes(0)),
        Literal::byte_string(&bytes(1)),
    );
    let (n, slots) = (usize_lit(rows.len()), usize_lit(slots));
    let steps_count = steps_count.into_iter().map(usize_lit);
    let sources_count = sources_count.into_iter().map(usize_lit);
    let tables = if rows.is_empty() {
        quote! {
        /// No type leaps lame.
        pub(super) static LAME_STEPS: [[[[LameGroup; LAME_SLOTS]; SQUARES]; 2]; LAME_TYPES] = [];
        /// No type leaps lame.
        pub(super) static LAME_SOURCES: [[[[LameGroup; LAME_SLOTS]; SQUARES]; 2]; LAME_TYPES] = [];
        /// No type leaps lame.
        pub(super) static LAME_STEP_MASKS: [[[[LameMasks; LAME_SLOTS]; SQUARES]; 2]; LAME_TYPES] = [];
        /// No type leaps lame.
        pub(super) static LAME_SOURCE_SQUARES: [[[Bitboard; SQUARES]; 2]; LAME_TYPES] = [];
        }
    } else {
        statics(&steps, &sources)
    };
    quote! {
    /// Lame leaps from one square that share the squares that must be empty (`legs`) and
    /// their rights, at most two `targets` each (a leg or target named twice where there
    /// is one): a lame piece's reach is a test of the legs per group.
    #[derive(Clone, Copy)]
    pub(super) struct LameGroup {
        pub(super) legs: [u8; 2],
        pub(super) targets: [u8; 2],
        pub(super) capture: bool,
        pub(super) quiet: bool,
    }
    /// A [`LameGroup`] as bitboards: its legs and its targets.
    #[derive(Clone, Copy)]
    pub(super) struct LameMasks {
        pub(super) legs: Bitboard,
        pub(super) targets: Bitboard,
    }
    /// How many types leap lame.
    pub(super) const LAME_TYPES: usize = #n;
    /// The most groups a square has (unused slots do nothing).
    pub(super) const LAME_SLOTS: usize = #slots;
    /// Per type, its row of [`LAME_STEPS`] and [`LAME_SOURCES`] (`usize::MAX`: no lame leap).
    pub(super) const LAME_ROW: [usize; TYPES] = [#(#row_of),*];
    /// Per type, the groups a square of [`LAME_STEPS`] holds at most.
    pub(super) const LAME_STEP_COUNT: [usize; TYPES] = [#(#steps_count),*];
    /// Per type, the groups a square of [`LAME_SOURCES`] holds at most.
    pub(super) const LAME_SOURCE_COUNT: [usize; TYPES] = [#(#sources_count),*];
    #tables
    }
}

/// The lame tables' statics: the groups of each way read from their byte strings at compile
/// time (`steps`, `sources`), and the bitboards the move generator reads them as.
fn statics(steps: &Literal, sources: &Literal) -> TokenStream {
    quote! {
    /// The groups, read from six bytes each: legs, targets, capture, quiet.
    const fn lame_table(bytes: &[u8]) -> [[[[LameGroup; LAME_SLOTS]; SQUARES]; 2]; LAME_TYPES] {
        let none = LameGroup { legs: [0; 2], targets: [0; 2], capture: false, quiet: false };
        let mut out = [[[[none; LAME_SLOTS]; SQUARES]; 2]; LAME_TYPES];
        let mut b = 0;
        let mut row = 0;
        while row < LAME_TYPES {
            let mut side = 0;
            while side < 2 {
                let mut square = 0;
                while square < SQUARES {
                    let mut slot = 0;
                    while slot < LAME_SLOTS {
                        out[row][side][square][slot] = LameGroup {
                            legs: [bytes[b], bytes[b + 1]],
                            targets: [bytes[b + 2], bytes[b + 3]],
                            capture: bytes[b + 4] != 0,
                            quiet: bytes[b + 5] != 0,
                        };
                        b += 6;
                        slot += 1;
                    }
                    square += 1;
                }
                side += 1;
            }
            row += 1;
        }
        out
    }
    /// `[row][side][square]`: the lame leaps from the square, grouped.
    pub(super) static LAME_STEPS: [[[[LameGroup; LAME_SLOTS]; SQUARES]; 2]; LAME_TYPES] = lame_table(#steps);
    /// `[row][side][square]`: the lame leaps that would capture on the square, reversed (their
    /// targets are where the attackers stand), grouped.
    pub(super) static LAME_SOURCES: [[[[LameGroup; LAME_SLOTS]; SQUARES]; 2]; LAME_TYPES] = lame_table(#sources);
    /// `[row][side][square]`: [`LAME_STEPS`] as bitboards (none where the group neither
    /// captures nor moves): for the move generator, which reads a group's squares for
    /// every piece, where a bit of a wide bitboard costs a load or several instructions.
    pub(super) static LAME_STEP_MASKS: [[[[LameMasks; LAME_SLOTS]; SQUARES]; 2]; LAME_TYPES] = {
        let mut out = [[[[LameMasks { legs: 0, targets: 0 }; LAME_SLOTS]; SQUARES]; 2]; LAME_TYPES];
        let mut row = 0;
        while row < LAME_TYPES {
            let mut side = 0;
            while side < 2 {
                let mut square = 0;
                while square < SQUARES {
                    let mut slot = 0;
                    while slot < LAME_SLOTS {
                        let g = LAME_STEPS[row][side][square][slot];
                        if g.capture || g.quiet {
                            out[row][side][square][slot] = LameMasks {
                                legs: 1 << g.legs[0] | 1 << g.legs[1],
                                targets: 1 << g.targets[0] | 1 << g.targets[1],
                            };
                        }
                        slot += 1;
                    }
                    square += 1;
                }
                side += 1;
            }
            row += 1;
        }
        out
    };
    /// `[row][side][square]`: every square of [`LAME_SOURCES`]'s groups, legs aside: where a
    /// lame leaper of the row would have to stand to capture on the square.
    pub(super) static LAME_SOURCE_SQUARES: [[[Bitboard; SQUARES]; 2]; LAME_TYPES] = {
        let mut out = [[[0; SQUARES]; 2]; LAME_TYPES];
        let mut row = 0;
        while row < LAME_TYPES {
            let mut side = 0;
            while side < 2 {
                let mut square = 0;
                while square < SQUARES {
                    let mut slot = 0;
                    while slot < LAME_SLOTS {
                        let g = LAME_SOURCES[row][side][square][slot];
                        if g.capture {
                            out[row][side][square] |= 1 << g.targets[0] | 1 << g.targets[1];
                        }
                        slot += 1;
                    }
                    square += 1;
                }
                side += 1;
            }
            row += 1;
        }
        out
    };
        }
}

/// The lame tables of `lame_groups` (per type, its groups each way, where it leaps lame) and
/// the `Hop` type, which the module holds before janggi's items.
pub(in crate::movegen) fn lame_items(lame_groups: &[Option<LameTables>]) -> TokenStream {
    let lame_tables = lame_tables(lame_groups);
    quote! {
    #lame_tables

    /// One hop: along a row of [`NEXT`] over the first piece (the screen), then to the
    /// next piece and the empty squares before it (the cannon), or only onto the square
    /// right beyond the screen (the grasshopper).
    /// (`janggi`: janggi's cannon, which may not hop over a cannon; `limit`: the most steps
    /// from the hopper to where it lands, 0 for none.)
    #[derive(Clone, Copy)]
    pub(super) struct Hop {
        pub(super) dir: u8,
        pub(super) grasshopper: bool,
        pub(super) janggi: bool,
        pub(super) capture: bool,
        pub(super) quiet: bool,
        pub(super) limit: u8,
    }
    }
}

/// Each type's hops, each way (`HOPS`, `HOPS_REVERSED`), its cannon's hops along whole lines
/// (`HOP_LINES`) and whether it leaps lame or hops (`BLOCKABLE_OFF_LINES`): `moves` the types'
/// moves, `steps` the rows of `NEXT`, `cannon` janggi's cannon's type.
pub(in crate::movegen) fn hop_items(
    moves: &[[PieceMoves; 2]],
    steps: &[(i32, i32)],
    cannon: Option<usize>,
) -> TokenStream {
    let dir = |s: (i32, i32)| {
        let i = steps
            .iter()
            .position(|&x| x == s)
            .expect("every ride's step is listed");
        Literal::u8_unsuffixed(i as u8)
    };
    let hop_list = |hops: &[HopRide], janggi: bool| -> TokenStream {
        let items = hops.iter().map(|h| {
            let (d, grasshopper, capture, quiet) = (dir(h.step), h.grasshopper, h.capture, h.quiet);
            let limit = Literal::u8_unsuffixed(h.limit);
            quote!(Hop { dir: #d, grasshopper: #grasshopper, janggi: #janggi, capture: #capture, quiet: #quiet, limit: #limit })
        });
        quote!(&[#(#items),*])
    };
    let per_type = |f: &dyn Fn(usize, &PieceMoves) -> TokenStream| {
        moves
            .iter()
            .enumerate()
            .map(move |(t, sides)| {
                let sides = sides.iter().map(|m| f(t, m));
                quote!([#(#sides),*])
            })
            .collect::<Vec<_>>()
    };
    // A cannon's four orthogonal hops alike are answered by two rook lookups (`HOP_LINES`),
    // its other hops walked.
    let walked = |m: &PieceMoves| -> Vec<HopRide> {
        match line_hops(&m.hops) {
            Some(_) => m
                .hops
                .iter()
                .filter(|h| !orthogonal_cannon(h))
                .copied()
                .collect(),
            None => m.hops.clone(),
        }
    };
    let hops = per_type(&|t, m| hop_list(&walked(m), cannon == Some(t)));
    let hops_reversed = per_type(&|t, m| {
        let r: Vec<HopRide> = walked(m)
            .iter()
            .filter(|h| h.capture)
            .map(|h| h.reversed())
            .collect();
        hop_list(&r, cannon == Some(t))
    });
    let hop_lines = moves.iter().map(|sides| {
        let (capture, quiet) = line_hops(&sides[0].hops).unwrap_or((false, false));
        quote!((#capture, #quiet))
    });
    let blockable = moves.iter().map(|sides| sides.iter().any(pieces::any));
    quote! {

    pub(super) const HOPS: [[&[Hop]; 2]; TYPES] = [#(#hops),*];
    pub(super) const HOPS_REVERSED: [[&[Hop]; 2]; TYPES] = [#(#hops_reversed),*];
    /// Per type, whether it hops as a cannon along all four orthogonal lines alike, to
    /// capture and to move quietly (`hop_lines`, in place of those four of [`HOPS`]).
    pub(super) const HOP_LINES: [(bool, bool); TYPES] = [#(#hop_lines),*];
    /// Per type, whether it leaps lame or hops: what it attacks changes with squares it
    /// does not reach.
    pub(super) const BLOCKABLE_OFF_LINES: [bool; TYPES] = [#(#blockable),*];
    }
}
