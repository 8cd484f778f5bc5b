//! Move generation for a variant ([`Variant`]): the constants and tables its rules give,
//! followed by the move generator's template (`codegen/templates/movegen.rs`), which reads
//! them by name. The generated source defines `Position` (FEN in and out), `Move` (UCI out),
//! `MoveList`, `Position::legal_moves`, `Position::play`, `perft`, `perft_bulk` and
//! `divide`; it is `no_std`, without `unsafe` and without heap allocation.
//!
//! Each piece type's moves come from its Betza definition, Black's mirrored: leaps become
//! per-square tables (captures, quiet moves, and where an attacker stands), riders along a
//! whole rank, file or diagonal the obstruction-difference lines (the kernel of
//! [`crate::emit::kernels`]), and every other ride (one-way, limited, oblique like the
//! nightrider's) a walk over a table of next squares. Pawns add the variant's double step,
//! en passant and promotion; kings castle as Fairy-Stockfish castles.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use crate::betza::{self, Range};
use crate::compute::sliders::{obstruction_difference, LINES};
use crate::compute::zobrist;
use crate::variant::Variant;
use crate::{Error, Geometry};

/// The template, emitted after the variant's constants.
const TEMPLATE: &str = include_str!("../templates/movegen.rs");

/// A ride that is not a whole line: its step, limit (0 none), and what it may do.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Ride {
    step: (i32, i32),
    limit: u8,
    capture: bool,
    quiet: bool,
}

/// One piece type for one side, as tables.
struct Moves {
    leap_captures: Vec<u128>,
    leap_quiets: Vec<u128>,
    lines_capture: u8,
    lines_quiet: u8,
    rides: Vec<Ride>,
}

/// The board's squares, a1 = 0, rank by rank.
struct Board {
    files: i32,
    ranks: i32,
}

impl Board {
    fn squares(&self) -> usize {
        (self.files * self.ranks) as usize
    }

    fn step(&self, square: usize, (df, dr): (i32, i32)) -> Option<usize> {
        let (f, r) = (
            square as i32 % self.files + df,
            square as i32 / self.files + dr,
        );
        (0..self.files)
            .contains(&f)
            .then_some(())
            .filter(|()| (0..self.ranks).contains(&r))
            .map(|()| (r * self.files + f) as usize)
    }

    fn ride(&self, square: usize, ride: &Ride, occupied: u128) -> u128 {
        let mut set = 0;
        let mut s = square;
        let mut n = 0;
        while let Some(next) = self.step(s, ride.step) {
            set |= 1 << next;
            n += 1;
            if occupied >> next & 1 != 0 || n == ride.limit {
                break;
            }
            s = next;
        }
        set
    }
}

/// The line (0 file, 1 rank, 2 diagonal, 3 anti-diagonal) a unit step runs along.
fn line_of(step: (i32, i32)) -> Option<usize> {
    LINES
        .iter()
        .position(|&(df, dr)| step == (df, dr) || step == (-df, -dr))
}

fn moves_of(board: &Board, betza_text: &str, name: &str, side: usize) -> Result<Moves, Error> {
    let piece = betza::Piece::parse(name, betza_text)?;
    let n = board.squares();
    let mut out = Moves {
        leap_captures: vec![0; n],
        leap_quiets: vec![0; n],
        lines_capture: 0,
        lines_quiet: 0,
        rides: Vec::new(),
    };
    let mirror = if side == 0 { 1 } else { -1 };
    // Unlimited unit rides, by (step, capture): whole lines where both ways are present.
    let mut unit_rides: Vec<((i32, i32), bool, bool)> = Vec::new();
    for m in piece.moves() {
        let step = (m.step.files, m.step.ranks * mirror);
        match m.range {
            Range::Leap => {
                for (s, (captures, quiets)) in out
                    .leap_captures
                    .iter_mut()
                    .zip(out.leap_quiets.iter_mut())
                    .enumerate()
                {
                    if let Some(to) = board.step(s, step) {
                        if m.capture {
                            *captures |= 1 << to;
                        }
                        if m.quiet {
                            *quiets |= 1 << to;
                        }
                    }
                }
            }
            Range::Ride(limit) => {
                let limit = limit.unwrap_or(0);
                if limit == 0 && line_of(step).is_some() && step.0.abs() <= 1 && step.1.abs() <= 1 {
                    unit_rides.push((step, m.capture, m.quiet));
                } else {
                    out.rides.push(Ride {
                        step,
                        limit,
                        capture: m.capture,
                        quiet: m.quiet,
                    });
                }
            }
        }
    }
    for (l, &(df, dr)) in LINES.iter().enumerate() {
        for (capture, mask) in [
            (true, &mut out.lines_capture),
            (false, &mut out.lines_quiet),
        ] {
            let has = |s: (i32, i32)| {
                unit_rides
                    .iter()
                    .any(|&(st, c, q)| st == s && if capture { c } else { q })
            };
            if has((df, dr)) && has((-df, -dr)) {
                *mask |= 1 << l;
            }
        }
    }
    // What the whole lines do not cover stays a ride.
    for &(step, capture, quiet) in &unit_rides {
        let l = line_of(step).expect("unit rides lie on a line");
        let capture = capture && out.lines_capture >> l & 1 == 0;
        let quiet = quiet && out.lines_quiet >> l & 1 == 0;
        if capture || quiet {
            out.rides.push(Ride {
                step,
                limit: 0,
                capture,
                quiet,
            });
        }
    }
    Ok(out)
}

/// Each type's bit in Ed Schröder's attack byte (seed "Attack and Defend Maps"): 3 the pawn,
/// 7 the king, and for the others a class by what the piece attacks from the board's middle
/// square on an empty board, beside what a bishop and a rook attack from there (chess's
/// values follow the same order): no more than the bishop, 4 (knight and bishop); no more
/// than the rook, 5 (rook); more, 6 (queen, and compounds such as the archbishop).
fn attack_classes(board: &Board, all: &[[Moves; 2]], pawn: usize, king: usize) -> Vec<u8> {
    let middle = ((board.ranks - 1) / 2 * board.files + (board.files - 1) / 2) as usize;
    let ride = |step: (i32, i32)| {
        let r = Ride {
            step,
            limit: 0,
            capture: true,
            quiet: false,
        };
        board.ride(middle, &r, 0)
    };
    let lines = |mask: u8| {
        LINES
            .iter()
            .enumerate()
            .filter(|&(l, _)| mask >> l & 1 != 0)
            .fold(0, |set, (_, &(df, dr))| {
                set | ride((df, dr)) | ride((-df, -dr))
            })
    };
    let reach = |m: &Moves| {
        let rides = m
            .rides
            .iter()
            .filter(|r| r.capture)
            .fold(0, |set, r| set | board.ride(middle, r, 0));
        (m.leap_captures[middle] | lines(m.lines_capture) | rides).count_ones()
    };
    let (bishop, rook) = (lines(0b1100).count_ones(), lines(0b0011).count_ones());
    all.iter()
        .enumerate()
        .map(|(t, sides)| match reach(&sides[0]) {
            _ if t == king => 7,
            _ if t == pawn => 3,
            r if r <= bishop => 4,
            r if r <= rook => 5,
            _ => 6,
        })
        .collect()
}

/// A bitboard literal of the variant's width.
fn bb(value: u128, wide: bool) -> Literal {
    if wide {
        Literal::u128_unsuffixed(value)
    } else {
        Literal::u64_unsuffixed(value as u64)
    }
}

fn usize_lit(n: usize) -> Literal {
    Literal::usize_unsuffixed(n)
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

/// Where generated move-generation source goes, which changes what it may name.
///
/// ```
/// let e = vector_attacks_codegen::movegen::Emission::default();
/// assert!(e.module.is_none() && e.magics_from.is_none());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Emission<'a> {
    /// The module path the source is included as (e.g. `vector_attacks::chess`): its doc
    /// examples name it and run as doctests. Without one they are marked `ignore`.
    pub module: Option<&'a str>,
    /// A module that already holds the board's magics as `ROOK_MAGICS`,
    /// `ROOK_MAGIC_ATTACKS`, `BISHOP_MAGICS` and `BISHOP_MAGIC_ATTACKS` (the runtime's
    /// `crate::tables`): they are used instead of a second copy.
    pub magics_from: Option<&'a str>,
}

/// [`generate`], placed as `emission` says.
///
/// ```
/// use vector_attacks_codegen::{movegen::{self, Emission}, variant::Variant};
/// let chess = Variant::shipped("chess").unwrap();
/// let placed = Emission { module: Some("my_crate::chess"), magics_from: Some("crate::tables") };
/// let text = movegen::generate_in(&chess, &placed).unwrap().to_string();
/// assert!(text.contains("my_crate :: chess ::") || text.contains("my_crate::chess::"));
/// assert!(!text.contains("static ROOK_ATTACKS"));
/// ```
pub fn generate_in(variant: &Variant, emission: &Emission) -> Result<TokenStream, Error> {
    let module = emission.module;
    let board = Board {
        files: variant.files as i32,
        ranks: variant.ranks as i32,
    };
    let n = board.squares();
    let wide = n > 64;
    let geometry = Geometry::board(variant.files, variant.ranks)?;
    let bitboard = format_ident!("{}", if wide { "u128" } else { "u64" });
    let types = variant.pieces.len();
    let bad = |message: String| Error::Variant {
        variant: variant.name.clone(),
        message,
    };

    let mut all: Vec<[Moves; 2]> = Vec::new();
    for p in &variant.pieces {
        all.push([
            moves_of(&board, &p.betza, &p.name, 0)?,
            moves_of(&board, &p.betza, &p.name, 1)?,
        ]);
    }
    // Steps of every ride, forward and reversed, numbered for the table of next squares.
    let mut steps: Vec<(i32, i32)> = Vec::new();
    for sides in &all {
        for m in sides {
            for r in &m.rides {
                for s in [r.step, (-r.step.0, -r.step.1)] {
                    if !steps.contains(&s) {
                        steps.push(s);
                    }
                }
            }
        }
    }
    let dir = |s: (i32, i32)| steps.iter().position(|&x| x == s).expect("listed") as u8;

    // Leap tables: captures, quiets, and where a leaper attacking each square stands.
    let leap_table = |f: &dyn Fn(&Moves) -> &Vec<u128>| -> TokenStream {
        let rows = all.iter().map(|sides| {
            let sides = sides.iter().map(|m| {
                let v = f(m).iter().map(|&x| bb(x, wide));
                quote!([#(#v),*])
            });
            quote!([#(#sides),*])
        });
        quote!([#(#rows),*])
    };
    let captures = leap_table(&|m| &m.leap_captures);
    let quiets = leap_table(&|m| &m.leap_quiets);
    let attackers: Vec<[Vec<u128>; 2]> = all
        .iter()
        .map(|sides| {
            sides.each_ref().map(|m| {
                let mut rev = vec![0u128; n];
                for (from, &set) in m.leap_captures.iter().enumerate() {
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
    let attacker_rows = attackers.iter().map(|sides| {
        let sides = sides.iter().map(|v| {
            let v = v.iter().map(|&x| bb(x, wide));
            quote!([#(#v),*])
        });
        quote!([#(#sides),*])
    });
    let has_leaps = all
        .iter()
        .map(|s| s.iter().any(|m| m.leap_captures.iter().any(|&x| x != 0)));
    let lines_capture = all.iter().map(|s| {
        if s[0].lines_capture != s[1].lines_capture {
            unreachable!("whole lines are the same for both sides");
        }
        Literal::u8_unsuffixed(s[0].lines_capture)
    });
    let lines_quiet = all.iter().map(|s| Literal::u8_unsuffixed(s[0].lines_quiet));
    let ride_list = |rides: &mut dyn Iterator<Item = Ride>| -> TokenStream {
        let items = rides.map(|r| {
            let (d, limit, capture, quiet) = (
                Literal::u8_unsuffixed(dir(r.step)),
                Literal::u8_unsuffixed(r.limit),
                r.capture,
                r.quiet,
            );
            quote!(Ride { dir: #d, limit: #limit, capture: #capture, quiet: #quiet })
        });
        quote!(&[#(#items),*])
    };
    let rides = all.iter().map(|sides| {
        let sides = sides
            .iter()
            .map(|m| ride_list(&mut m.rides.iter().copied()));
        quote!([#(#sides),*])
    });
    let rides_reversed = all.iter().map(|sides| {
        let sides = sides.iter().map(|m| {
            ride_list(&mut m.rides.iter().filter(|r| r.capture).map(|r| Ride {
                step: (-r.step.0, -r.step.1),
                quiet: false,
                ..*r
            }))
        });
        quote!([#(#sides),*])
    });
    let next = steps.iter().map(|&s| {
        let v =
            (0..n).map(|sq| Literal::u8_unsuffixed(board.step(sq, s).map_or(u8::MAX, |t| t as u8)));
        quote!([#(#v),*])
    });
    let dirs = usize_lit(steps.len().max(1));
    let next = if steps.is_empty() {
        let v = (0..n).map(|_| Literal::u8_unsuffixed(u8::MAX));
        quote!([[#(#v),*]])
    } else {
        quote!([#(#next),*])
    };

    // The obstruction-difference masks.
    let line_masks = obstruction_difference(geometry)
        .sets()
        .expect("the masks are sets");
    let lines = line_masks.chunks(8).map(|sq| {
        let l = sq.chunks(2).map(|pair| {
            let (a, b) = (bb(pair[0], wide), bb(pair[1], wide));
            quote!([#a, #b])
        });
        quote!([#(#l),*])
    });

    // The squares between two squares on one ride of any piece, for pins and blocks.
    let mut between = vec![vec![None::<u128>; n]; n];
    let mut ride_steps: Vec<(i32, i32)> = steps.clone();
    let any_line = all
        .iter()
        .any(|s| s.iter().any(|m| m.lines_capture | m.lines_quiet != 0));
    if any_line {
        for &(df, dr) in &LINES {
            for s in [(df, dr), (-df, -dr)] {
                if !ride_steps.contains(&s) {
                    ride_steps.push(s);
                }
            }
        }
    }
    // And the whole line of a ride through two squares, for the moves a pinned piece keeps.
    let mut line_through = vec![vec![None::<u128>; n]; n];
    let conflict = |step: (i32, i32)| {
        bad(format!(
            "two of its rides reach the same square along one line with different steps (step {step:?}); the move generator needs one path between two squares"
        ))
    };
    for &step in &ride_steps {
        for a in 0..n {
            let back = (-step.0, -step.1);
            let whole = 1u128 << a
                | board.ride(
                    a,
                    &Ride {
                        step,
                        limit: 0,
                        capture: true,
                        quiet: true,
                    },
                    0,
                )
                | board.ride(
                    a,
                    &Ride {
                        step: back,
                        limit: 0,
                        capture: true,
                        quiet: true,
                    },
                    0,
                );
            let mut path = 0u128;
            let mut s = a;
            while let Some(b) = board.step(s, step) {
                if path != 0 {
                    match between[a][b] {
                        Some(old) if old != path => return Err(conflict(step)),
                        _ => between[a][b] = Some(path),
                    }
                }
                match line_through[a][b] {
                    Some(old) if old != whole => return Err(conflict(step)),
                    _ => line_through[a][b] = Some(whole),
                }
                path |= 1 << b;
                s = b;
            }
        }
    }
    let line_through = line_through.iter().map(|row| {
        let v = row.iter().map(|x| bb(x.unwrap_or(0), wide));
        quote!([#(#v),*])
    });
    let between = between.iter().map(|row| {
        let v = row.iter().map(|x| bb(x.unwrap_or(0), wide));
        quote!([#(#v),*])
    });

    // Pawns, promotion, double steps, en passant.
    let pawn = variant
        .pieces
        .iter()
        .position(|p| p.name == "pawn")
        .unwrap_or(types);
    let king = variant
        .piece_index(
            variant
                .pieces
                .iter()
                .find(|p| p.name == "king")
                .map_or('k', |p| p.letter),
        )
        .ok_or_else(|| bad("it has no king".to_owned()))?;
    let promotions = variant.promotion_pieces.iter().map(|letters| {
        let v = letters
            .iter()
            .map(|&c| Literal::u8_unsuffixed(variant.piece_index(c).expect("checked") as u8));
        quote!(&[#(#v),*])
    });
    let promotion_region = variant.promotion_region.map(|r| bb(r, wide));
    let double_step = variant.double_step_region.map(|r| bb(r, wide));
    let en_passant = variant.en_passant_region.map(|r| bb(r, wide));
    let mandatory = variant.mandatory_promotion;

    // Castling.
    let files = variant.files as usize;
    let mut king_from = [0usize; 2];
    let mut king_to = [[0usize; 2]; 2];
    let mut rook_from = [[0usize; 2]; 2];
    let mut rook_to = [[0usize; 2]; 2];
    let mut path = [[0u128; 2]; 2];
    let mut safe = [[0u128; 2]; 2];
    let mut keep = vec![0x0Fu8; n];
    let mut rook_types = vec![false; types];
    if let Some(c) = &variant.castling {
        for &l in &c.rook_pieces {
            rook_types[variant.piece_index(l).expect("checked")] = true;
        }
        for side in 0..2 {
            let rank = if side == 0 {
                c.rank
            } else {
                variant.ranks - 1 - c.rank
            } as usize;
            let at = |file: u32| rank * files + file as usize;
            king_from[side] = at(c.king_file);
            for wing in 0..2 {
                let (kto, rfrom) = if wing == 0 {
                    (at(c.kingside_file), at(c.rook_kingside_file))
                } else {
                    (at(c.queenside_file), at(c.rook_queenside_file))
                };
                let rto = if wing == 0 { kto - 1 } else { kto + 1 };
                king_to[side][wing] = kto;
                rook_from[side][wing] = rfrom;
                rook_to[side][wing] = rto;
                let span = |a: usize, b: usize| -> u128 {
                    let (lo, hi) = (a.min(b), a.max(b));
                    (lo..=hi).fold(0, |s, x| s | 1 << x)
                };
                let kfrom = king_from[side];
                path[side][wing] =
                    (span(kfrom, kto) | span(rfrom, rto)) & !(1 << kfrom | 1 << rfrom);
                safe[side][wing] = span(kfrom, kto) & !(1 << kfrom);
                let right = !(1u8 << (side * 2 + wing));
                keep[kfrom] &= right;
                keep[rfrom] &= right;
            }
        }
    }
    let castling = variant.castling.is_some();
    let pair = |v: [usize; 2]| {
        let v = v.map(usize_lit);
        quote!([#(#v),*])
    };
    let king_from_t = pair(king_from);
    let king_to_t = king_to.map(pair);
    let rook_from_t = rook_from.map(pair);
    let rook_to_t = rook_to.map(pair);
    let path_t = path.map(|w| {
        let w = w.map(|x| bb(x, wide));
        quote!([#(#w),*])
    });
    let safe_t = safe.map(|w| {
        let w = w.map(|x| bb(x, wide));
        quote!([#(#w),*])
    });
    let keep = keep.iter().map(|&k| Literal::u8_unsuffixed(k));

    // The capacity of a move list: at most as many pieces as the start position has on its
    // larger side, each with at most the most moves any type (a pawn with each promotion)
    // has on an empty board, and two castlings.
    let start_pieces = max_pieces(variant)?;
    let promotion_factor = variant
        .promotion_pieces
        .iter()
        .map(Vec::len)
        .max()
        .unwrap_or(0)
        + 2;
    let mut most = 0;
    for (t, sides) in all.iter().enumerate() {
        for m in sides {
            for sq in 0..n {
                let rides = m.rides.iter().fold(0, |s, r| s | board.ride(sq, r, 0));
                let lines = (0..4).fold(0u128, |s, l| {
                    if (m.lines_capture | m.lines_quiet) >> l & 1 != 0 {
                        s | line_masks[sq * 8 + l * 2] | line_masks[sq * 8 + l * 2 + 1]
                    } else {
                        s
                    }
                });
                let count =
                    (m.leap_captures[sq] | m.leap_quiets[sq] | rides | lines).count_ones() as usize;
                most = most.max(if t == pawn {
                    count * promotion_factor
                } else {
                    count
                });
            }
        }
    }
    let max_moves = usize_lit(start_pieces * most + 2);
    let max_pieces = usize_lit(start_pieces);
    let letters = Literal::byte_string(
        &variant
            .pieces
            .iter()
            .map(|p| p.letter as u8)
            .collect::<Vec<_>>(),
    );
    let start_fen = &variant.start_fen;
    let (files_l, ranks_l, squares_l, types_l) = (
        usize_lit(files),
        usize_lit(variant.ranks as usize),
        usize_lit(n),
        usize_lit(types),
    );
    let (pawn_l, king_l) = (usize_lit(pawn), usize_lit(king));
    let classes = attack_classes(&board, &all, pawn, king)
        .into_iter()
        .map(Literal::u8_unsuffixed);
    let kernel = crate::emit::kernels::obstruction_line(&format_ident!("Bitboard"));
    let magics = magic_items(variant, geometry, &all, emission.magics_from)?;
    // Pawns that step one square forward and take one diagonally forward, and nothing
    // else, move as a set.
    let set_wise_pawns = pawn < types && {
        let m = &all[pawn][0];
        m.rides.is_empty()
            && m.lines_capture | m.lines_quiet == 0
            && (0..n).all(|sq| {
                let at = |df: i32| board.step(sq, (df, 1)).map_or(0u128, |t| 1 << t);
                m.leap_quiets[sq] == at(0) && m.leap_captures[sq] == at(-1) | at(1)
            })
    };
    let all_squares = if n == 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    };
    let first_file = (0..variant.ranks as usize).fold(0u128, |s, r| s | 1 << (r * files));
    let last_file = first_file << (files - 1);
    let (board_l, not_first, not_last) = (
        bb(all_squares, wide),
        bb(all_squares & !first_file, wide),
        bb(all_squares & !last_file, wide),
    );
    let movers = (0..types).filter(|&t| t != king).map(usize_lit);

    let names: Vec<String> = variant
        .pieces
        .iter()
        .map(|p| format!("{} `{}` ({})", p.name, p.letter, p.betza))
        .collect();
    let doc_types = format!(" The piece types, by index: {}.", names.join(", "));
    let template = match module {
        Some(module) => TEMPLATE
            .replace("```variant", "```")
            .replace("crate_path", module),
        None => TEMPLATE
            .replace("```variant", "```ignore")
            .replace("crate_path", "my_variant"),
    };
    let template: TokenStream = template.parse().map_err(|e| Error::Emit {
        message: format!("the move generator's template does not parse: {e}"),
    })?;

    let example = |code: &str| -> TokenStream {
        let (fence, module) = match module {
            Some(module) => ("```", module),
            None => ("```ignore", "my_variant"),
        };
        crate::emit::doc_example(fence, &code.replace("crate_path", module))
    };
    let board_example =
        example("use crate_path::{FILES, RANKS, SQUARES};\nassert_eq!(SQUARES, FILES * RANKS);");
    let bitboard_example = example("let last: crate_path::Bitboard = 1 << (crate_path::SQUARES - 1);\nassert_eq!(last.count_ones(), 1);");
    let types_example = example("assert_eq!(crate_path::LETTERS.len(), crate_path::TYPES);");
    let king_example = example("use crate_path::{Position, KING};\nlet kings = (0..crate_path::SQUARES).filter(|&s| Position::start().piece_on(s).map(|p| p.0) == Some(KING));\nassert_eq!(kings.count(), 2);");
    let class_example = example("assert_eq!(crate_path::ATTACK_CLASS[crate_path::KING], 7);");
    let pawn_example = example("assert!(crate_path::PAWN <= crate_path::TYPES);");
    let fen_example = example("use crate_path::{Position, START_FEN};\nassert_eq!(Position::start().to_string(), START_FEN);");
    let moves_example = example("use crate_path::{perft_bulk, Position, MAX_MOVES};\nassert!(perft_bulk(&Position::start(), 1) as usize <= MAX_MOVES);");
    let pieces_example = example("use crate_path::{Position, MAX_PIECES};\nassert!(Position::start().occupied().count_ones() as usize <= 2 * MAX_PIECES);");
    let zobrist = ZobristKeys::of(variant).items(&example);
    Ok(quote! {
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
        const PROMOTIONS: [&[u8]; 2] = [#(#promotions),*];
        const PROMOTION_REGION: [Bitboard; 2] = [#(#promotion_region),*];
        const MANDATORY_PROMOTION: bool = #mandatory;
        const DOUBLE_STEP_REGION: [Bitboard; 2] = [#(#double_step),*];
        const EN_PASSANT_REGION: [Bitboard; 2] = [#(#en_passant),*];
        const CASTLING: bool = #castling;
        const CASTLE_KING_FROM: [usize; 2] = #king_from_t;
        const CASTLE_KING_TO: [[usize; 2]; 2] = [#(#king_to_t),*];
        const CASTLE_ROOK_FROM: [[usize; 2]; 2] = [#(#rook_from_t),*];
        const CASTLE_ROOK_TO: [[usize; 2]; 2] = [#(#rook_to_t),*];
        const CASTLE_PATH: [[Bitboard; 2]; 2] = [#(#path_t),*];
        const CASTLE_SAFE: [[Bitboard; 2]; 2] = [#(#safe_t),*];
        const CASTLE_ROOK_TYPES: [bool; TYPES] = [#(#rook_types),*];
        static CASTLE_KEEP: [u8; SQUARES] = [#(#keep),*];
        #[allow(clippy::unreadable_literal)]
        static LEAP_CAPTURES: [[[Bitboard; SQUARES]; 2]; TYPES] = #captures;
        #[allow(clippy::unreadable_literal)]
        static LEAP_QUIETS: [[[Bitboard; SQUARES]; 2]; TYPES] = #quiets;
        #[allow(clippy::unreadable_literal)]
        static LEAP_ATTACKERS: [[[Bitboard; SQUARES]; 2]; TYPES] = [#(#attacker_rows),*];
        const HAS_LEAPS: [bool; TYPES] = [#(#has_leaps),*];
        /// Each type's bit in Ed Schröder's attack byte ([`AttackMaps::attack_byte`]): 3 the
        /// pawn, 4 a minor piece, 5 a rook, 6 a queen (or a compound that reaches more than a
        /// rook), 7 the king.
        #class_example
        pub const ATTACK_CLASS: [u8; TYPES] = [#(#classes),*];
        const LINES_CAPTURE: [u8; TYPES] = [#(#lines_capture),*];
        const LINES_QUIET: [u8; TYPES] = [#(#lines_quiet),*];
        const RIDES: [[&[Ride]; 2]; TYPES] = [#(#rides),*];
        const RIDES_REVERSED: [[&[Ride]; 2]; TYPES] = [#(#rides_reversed),*];
        static NEXT: [[u8; SQUARES]; #dirs] = #next;
        #[allow(clippy::unreadable_literal)]
        static LINES: [[[Bitboard; 2]; 4]; SQUARES] = [#(#lines),*];
        #[allow(clippy::unreadable_literal)]
        static BETWEEN: [[Bitboard; SQUARES]; SQUARES] = [#(#between),*];
        #[allow(clippy::unreadable_literal)]
        static LINE: [[Bitboard; SQUARES]; SQUARES] = [#(#line_through),*];


        const SET_WISE_PAWNS: bool = #set_wise_pawns;
        #[allow(clippy::unreadable_literal)]
        const BOARD: Bitboard = #board_l;
        #[allow(clippy::unreadable_literal)]
        const NOT_FIRST_FILE: Bitboard = #not_first;
        #[allow(clippy::unreadable_literal)]
        const NOT_LAST_FILE: Bitboard = #not_last;

        #zobrist

        impl Position {
            /// The moves of every piece type but the king, each type's code specialised.
            #[inline(always)]
            fn every_type_moves<S: Sink>(&self, node: &Node, sink: &mut S) {
                #(self.type_moves::<#movers, S>(node, sink);)*
            }
        }
        #magics

        /// The attacks along one line by obstruction difference (the generator's kernel).
        #[inline(always)]
        fn obstruction_line(lower: Bitboard, upper: Bitboard, occupied: Bitboard) -> Bitboard {
            #kernel
        }

        #template
    })
}

/// The keys of a variant's Zobrist hash: per piece type, side and square; White to move; each
/// castling right (White kingside, White queenside, Black kingside, Black queenside); each en
/// passant file. Polyglot's published keys ([`zobrist::POLYGLOT`]) for 8x8 chess's six
/// piece types unless the variant asks for a seed; otherwise [`zobrist::seeded`] from the
/// variant's `zobrist_seed` (0 by default), in that order.
///
/// ```
/// use vector_attacks_codegen::{movegen::ZobristKeys, variant::Variant};
/// let chess = ZobristKeys::of(&Variant::shipped("chess").unwrap());
/// assert_eq!(chess.white, 0xF8D6_26AA_AF27_8509); // Polyglot's key 780
/// let seeded = ZobristKeys::of(&Variant::shipped("chess").unwrap().with_zobrist_seed(7));
/// assert_ne!(seeded.white, chess.white);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZobristKeys {
    /// `pieces[type][side][square]`, side 0 White.
    pub pieces: Vec<[Vec<u64>; 2]>,
    /// XORed in when White is to move.
    pub white: u64,
    /// One per castling right.
    pub castling: [u64; 4],
    /// One per file.
    pub en_passant: Vec<u64>,
}

impl ZobristKeys {
    /// The keys of `variant`.
    ///
    /// ```
    /// use vector_attacks_codegen::{movegen::ZobristKeys, variant::Variant};
    /// let keys = ZobristKeys::of(&Variant::shipped("capablanca").unwrap());
    /// assert_eq!((keys.pieces.len(), keys.en_passant.len()), (8, 10));
    /// ```
    pub fn of(variant: &Variant) -> ZobristKeys {
        let squares = (variant.files * variant.ranks) as usize;
        let files = variant.files as usize;
        let polyglot_kinds: Option<Vec<usize>> = (variant.zobrist_seed.is_none()
            && variant.files == 8
            && variant.ranks == 8
            && variant.pieces.len() == 6)
            .then(|| {
                variant
                    .pieces
                    .iter()
                    .map(|p| "pnbrqk".find(p.letter))
                    .collect::<Option<Vec<usize>>>()
            })
            .flatten()
            .filter(|kinds| {
                let mut sorted = kinds.clone();
                sorted.sort_unstable();
                sorted == [0, 1, 2, 3, 4, 5]
            });
        if let Some(kinds) = polyglot_kinds {
            let p = &zobrist::POLYGLOT;
            return ZobristKeys {
                // Polyglot numbers the black pawn 0 and the white pawn 1, and so on.
                pieces: kinds
                    .iter()
                    .map(|&k| [1, 0].map(|w| p[64 * (2 * k + w)..][..64].to_vec()))
                    .collect(),
                white: p[780],
                castling: [p[768], p[769], p[770], p[771]],
                en_passant: p[772..780].to_vec(),
            };
        }
        let types = variant.pieces.len();
        let keys = zobrist::seeded(
            variant.zobrist_seed.unwrap_or(0),
            types * 2 * squares + 1 + 4 + files,
        );
        let (pieces, rest) = keys.split_at(types * 2 * squares);
        ZobristKeys {
            pieces: pieces
                .chunks(2 * squares)
                .map(|t| [t[..squares].to_vec(), t[squares..].to_vec()])
                .collect(),
            white: rest[0],
            castling: [rest[1], rest[2], rest[3], rest[4]],
            en_passant: rest[5..].to_vec(),
        }
    }

    /// Every key, pieces first.
    ///
    /// ```
    /// use vector_attacks_codegen::{movegen::ZobristKeys, variant::Variant};
    /// let keys = ZobristKeys::of(&Variant::shipped("chess").unwrap());
    /// assert_eq!(keys.all().len(), 781);
    /// ```
    pub fn all(&self) -> Vec<u64> {
        let mut all: Vec<u64> = self.pieces.iter().flatten().flatten().copied().collect();
        all.push(self.white);
        all.extend(self.castling);
        all.extend(&self.en_passant);
        all
    }

    /// The generated items: `ZOBRIST_PIECES`, `ZOBRIST_WHITE`, `ZOBRIST_CASTLING` (the XOR of
    /// the rights of each set of rights, indexed by the rights' bits) and
    /// `ZOBRIST_EN_PASSANT`, public, with doc examples from `example`.
    fn items(&self, example: &dyn Fn(&str) -> TokenStream) -> TokenStream {
        let hex = |k: u64| {
            let lit = syn::LitInt::new(&format!("0x{k:016X}"), proc_macro2::Span::call_site());
            quote!(#lit)
        };
        let pieces = self.pieces.iter().map(|sides| {
            let sides = sides.iter().map(|keys| {
                let keys = keys.iter().map(|&k| hex(k));
                quote!([#(#keys),*])
            });
            quote!([#(#sides),*])
        });
        let white = hex(self.white);
        let castling = (0..16usize).map(|rights| {
            hex((0..4)
                .filter(|b| rights >> b & 1 == 1)
                .fold(0, |k, b| k ^ self.castling[b]))
        });
        let en_passant = self.en_passant.iter().map(|&k| hex(k));
        let pieces_example = example("use crate_path::{Position, ZOBRIST_PIECES};\nassert_ne!(ZOBRIST_PIECES[0][0][0], ZOBRIST_PIECES[0][1][0]);\nassert_ne!(Position::start().zobrist(), 0);");
        let white_example = example("use crate_path::{Position, START_FEN, ZOBRIST_WHITE};\nlet black = Position::from_fen(&START_FEN.replacen(\" w \", \" b \", 1)).unwrap();\nassert_eq!(black.zobrist() ^ ZOBRIST_WHITE, Position::start().zobrist());");
        let castling_example = example("use crate_path::ZOBRIST_CASTLING;\nassert_eq!(ZOBRIST_CASTLING[0], 0);\nassert_eq!(ZOBRIST_CASTLING[3], ZOBRIST_CASTLING[1] ^ ZOBRIST_CASTLING[2]);");
        let en_passant_example = example("use crate_path::{FILES, ZOBRIST_EN_PASSANT};\nassert_eq!(ZOBRIST_EN_PASSANT.len(), FILES);");
        quote! {
            /// The Zobrist keys of the pieces (seed "Board representation"): `[type][side][square]`,
            /// side 0 White. On 8x8 chess lettered `pnbrqk` without a `zobrist_seed`, Polyglot's
            /// published keys (its layout's 768 piece keys, by its piece numbering); otherwise
            /// SplitMix64 from the request's `zobrist_seed` (0 unless given), never the clock.
            #pieces_example
            #[allow(clippy::unreadable_literal)]
            pub static ZOBRIST_PIECES: [[[u64; SQUARES]; 2]; TYPES] = [#(#pieces),*];
            /// The Zobrist key XORed in when White is to move (Polyglot's "turn" key on chess).
            #white_example
            #[allow(clippy::unreadable_literal)]
            pub const ZOBRIST_WHITE: u64 = #white;
            /// The Zobrist keys of the castling rights, by the rights' bits (1 White kingside,
            /// 2 White queenside, 4 Black kingside, 8 Black queenside): each entry the XOR of its
            /// rights' keys, so one load replaces the rights held.
            #castling_example
            #[allow(clippy::unreadable_literal)]
            pub static ZOBRIST_CASTLING: [u64; 16] = [#(#castling),*];
            /// The Zobrist key of each en passant file, XORed in when a pawn of the side to move
            /// attacks the en passant square (Polyglot's rule).
            #en_passant_example
            #[allow(clippy::unreadable_literal)]
            pub static ZOBRIST_EN_PASSANT: [u64; FILES] = [#(#en_passant),*];
        }
    }
}

/// The rook's and bishop's magics where the board has 64 squares or fewer (`MAGICS`), with
/// whether every type that rides one line of a pair rides the other (`ROOK_PAIR`,
/// `BISHOP_PAIR`: then attackers are found by one lookup per pair).
fn magic_items(
    variant: &Variant,
    geometry: Geometry,
    all: &[[Moves; 2]],
    magics_from: Option<&str>,
) -> Result<TokenStream, Error> {
    let pair = |a: u8, b: u8| {
        all.iter()
            .all(|s| (s[0].lines_capture >> a & 1) == (s[0].lines_capture >> b & 1))
    };
    let (rook_pair, bishop_pair) = (pair(0, 1), pair(2, 3));
    if variant.files * variant.ranks > 64 {
        return Ok(quote! {
            const MAGICS: bool = false;
            const ROOK_PAIR: bool = #rook_pair;
            const BISHOP_PAIR: bool = #bishop_pair;
            #[inline(always)]
            fn rook_magic(_: usize, _: Bitboard) -> Bitboard {
                0
            }
            #[inline(always)]
            fn bishop_magic(_: usize, _: Bitboard) -> Bitboard {
                0
            }
        });
    }
    let index = crate::emit::kernels::magic_index();
    let getters = quote! {
        /// A rook's attacks (file and rank) by magic.
        #[inline(always)]
        fn rook_magic(square: usize, occupied: Bitboard) -> Bitboard {
            ROOK_ATTACKS[magic_index(&ROOK_MAGICS[square], occupied)]
        }

        /// A bishop's attacks (both diagonals) by magic.
        #[inline(always)]
        fn bishop_magic(square: usize, occupied: Bitboard) -> Bitboard {
            BISHOP_ATTACKS[magic_index(&BISHOP_MAGICS[square], occupied)]
        }
    };
    if let Some(path) = magics_from {
        let path: syn::Path = syn::parse_str(path).map_err(|e| Error::Emit {
            message: format!("`{path}` is not a module path: {e}"),
        })?;
        return Ok(quote! {
            const MAGICS: bool = true;
            const ROOK_PAIR: bool = #rook_pair;
            const BISHOP_PAIR: bool = #bishop_pair;
            use #path::{
                magic_index, BISHOP_MAGICS, BISHOP_MAGIC_ATTACKS as BISHOP_ATTACKS, ROOK_MAGICS,
                ROOK_MAGIC_ATTACKS as ROOK_ATTACKS,
            };
            #getters
        });
    }
    let table = |m: &crate::compute::sliders::Magics| -> (TokenStream, TokenStream, Literal) {
        let entries = m.squares.iter().map(|x| {
            let v =
                [x.mask, x.magic, u64::from(x.shift), x.offset as u64].map(Literal::u64_unsuffixed);
            quote!([#(#v),*])
        });
        let attacks = m.attacks.iter().map(|&a| Literal::u64_unsuffixed(a));
        (
            quote!([#(#entries),*]),
            quote!([#(#attacks),*]),
            usize_lit(m.attacks.len()),
        )
    };
    let (rook, rook_attacks, rook_len) = table(&crate::compute::sliders::rook_magics(geometry)?);
    let (bishop, bishop_attacks, bishop_len) =
        table(&crate::compute::sliders::bishop_magics(geometry)?);
    Ok(quote! {
        const MAGICS: bool = true;
        const ROOK_PAIR: bool = #rook_pair;
        const BISHOP_PAIR: bool = #bishop_pair;
        #[allow(clippy::unreadable_literal)]
        static ROOK_MAGICS: [[u64; 4]; SQUARES] = #rook;
        #[allow(clippy::unreadable_literal)]
        static ROOK_ATTACKS: [u64; #rook_len] = #rook_attacks;
        #[allow(clippy::unreadable_literal)]
        static BISHOP_MAGICS: [[u64; 4]; SQUARES] = #bishop;
        #[allow(clippy::unreadable_literal)]
        static BISHOP_ATTACKS: [u64; #bishop_len] = #bishop_attacks;

        /// The slot of `occupied` among a slider's magic attack sets (the generator's kernel).
        #[inline(always)]
        #[allow(clippy::cast_possible_truncation)]
        fn magic_index(entry: &[u64; 4], occupied: u64) -> usize {
            let [mask, magic, shift, offset] = *entry;
            #index
        }

        #getters
    })
}

/// The most pieces a side has in the start position.
fn max_pieces(variant: &Variant) -> Result<usize, Error> {
    let placement = variant.start_fen.split_whitespace().next().unwrap_or("");
    let mut count = [0usize; 2];
    for c in placement.chars() {
        if c.is_ascii_alphabetic() {
            if variant.piece_index(c.to_ascii_lowercase()).is_none() {
                return Err(Error::Variant {
                    variant: variant.name.clone(),
                    message: format!(
                        "its startFen `{}` has `{c}`, none of its pieces ({})",
                        variant.start_fen,
                        variant.pieces.iter().map(|p| p.letter).collect::<String>()
                    ),
                });
            }
            count[usize::from(c.is_ascii_lowercase())] += 1;
        }
    }
    Ok(count[0].max(count[1]))
}

/// The move generator for `variant` as a formatted Rust source file, `header` first.
///
/// ```
/// use vector_attacks_codegen::{movegen, variant::Variant};
/// let text = movegen::source(&Variant::shipped("chess").unwrap(), "// generated\n").unwrap();
/// assert!(text.contains("pub struct Position"));
/// ```
pub fn source(variant: &Variant, header: &str) -> Result<String, Error> {
    crate::emit::source(header, generate(variant)?)
}
