//! The pieces-and-moves slice of the plan: each piece type's moves for one side, read from
//! its Betza definition as Fairy-Stockfish reads it ([`crate::input::betza`]), Black's
//! turned about (each step negated, as Fairy-Stockfish does): leaps as per-square sets,
//! riders along a whole rank, file or diagonal as lines, every other ride (one-way, limited,
//! oblique like the nightrider's) as a [`Ride`], and lame leaps and hops as
//! [`super::lame_and_hops`] reads them.

use crate::compute::sliders::{self, LINES};
use crate::input::betza::{self, Range};
use crate::input::variant::Variant;
use crate::{error::Error, model::geometry::Geometry};

use super::lame_and_hops::{self, HopRide, Lame, LameTables};

/// A ride that is not a whole line: its step, limit (0 none), and what it may do.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("nightrider").unwrap()).unwrap();
/// let n = plan.letters.iter().position(|&l| l == b'n').unwrap();
/// assert_eq!(plan.moves[n][0].rides.len(), 8); // the nightrider's eight ways
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ride {
    /// One step (files, ranks).
    pub step: (i32, i32),
    /// At most this many steps; 0 for no limit.
    pub limit: u8,
    /// Whether the ride may end on an enemy piece.
    pub capture: bool,
    /// Whether the ride may end on an empty square.
    pub quiet: bool,
}

impl Ride {
    /// The same ride the other way, capturing only (where an attacker along it stands).
    pub(super) fn reversed(self) -> Ride {
        Ride {
            step: (-self.step.0, -self.step.1),
            quiet: false,
            ..self
        }
    }
}

/// One piece type's moves for one side.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("chess").unwrap()).unwrap();
/// let rook = &plan.moves[3][0];
/// assert_eq!((rook.lines_capture, rook.lines_quiet), (0b0011, 0b0011)); // file and rank
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceMoves {
    /// Per square, the squares a leap may capture on.
    pub leap_captures: Vec<u128>,
    /// Per square, the squares a leap may move to without capturing.
    pub leap_quiets: Vec<u128>,
    /// The whole lines (bit 0 file, 1 rank, 2 diagonal, 3 anti-diagonal) it captures along.
    pub lines_capture: u8,
    /// The whole lines it moves along without capturing.
    pub lines_quiet: u8,
    /// Every other ride.
    pub rides: Vec<Ride>,
    /// Lame leaps (`n`), whose path must be empty.
    pub lames: Vec<Lame>,
    /// Hops (`p`, `g`), over a screen.
    pub hops: Vec<HopRide>,
}

/// Whether the moves hold a lame leap or a hop.
pub(super) fn any(m: &PieceMoves) -> bool {
    !m.lames.is_empty() || !m.hops.is_empty()
}

/// What a piece moving as `m` may reach from `square` on an empty board by its lame leaps
/// and hops (a hop's whole line, as Fairy-Stockfish's pseudo-moves count it).
pub(super) fn pseudo(geometry: Geometry, m: &PieceMoves, square: usize, quiet: bool) -> u128 {
    let lames = m
        .lames
        .iter()
        .filter(|l| if quiet { l.quiet } else { l.capture || l.quiet })
        .filter_map(|l| lame_and_hops::lame_squares(geometry, square, l))
        .fold(0, |set, (to, _)| set | 1 << to);
    m.hops
        .iter()
        .filter(|h| if quiet { h.quiet } else { h.capture || h.quiet })
        .fold(lames, |set, h| {
            set | sliders::ray(geometry, square, h.step, h.limit, 0)
        })
}

/// Where a piece moving as `m` may go from `square` by a quiet move on an empty board
/// (Fairy-Stockfish's quiet pseudo-moves, which it asks of a move's destination to tell
/// whether the move could be stepped back).
pub(super) fn quiet_reach(geometry: Geometry, m: &PieceMoves, square: usize) -> u128 {
    let rides = m
        .rides
        .iter()
        .filter(|r| r.quiet)
        .fold(0, |set, r| set | ride(geometry, square, r, 0));
    let lines = LINES
        .iter()
        .enumerate()
        .filter(|&(l, _)| m.lines_quiet >> l & 1 != 0)
        .fold(0, |set, (_, &(df, dr))| {
            set | sliders::ray(geometry, square, (df, dr), 0, 0)
                | sliders::ray(geometry, square, (-df, -dr), 0, 0)
        });
    m.leap_quiets[square] | rides | lines | pseudo(geometry, m, square, true)
}

/// The square one `step` from `square`, if on the board.
pub(super) fn step(geometry: Geometry, square: usize, (df, dr): (i32, i32)) -> Option<usize> {
    let (file, rank) = geometry.file_rank(square);
    geometry.square(file + df, rank + dr)
}

/// What `ride` reaches from `square` among `occupied`.
pub(super) fn ride(geometry: Geometry, square: usize, ride: &Ride, occupied: u128) -> u128 {
    sliders::ray(geometry, square, ride.step, ride.limit, occupied)
}

/// The line (0 file, 1 rank, 2 diagonal, 3 anti-diagonal) a unit step runs along.
pub(super) fn line_of(step: (i32, i32)) -> Option<usize> {
    LINES
        .iter()
        .position(|&(df, dr)| step == (df, dr) || step == (-df, -dr))
}

/// The moves of the piece `name` defined by `betza_text` for `side`; `sideways_from` is the
/// rank (counted from the side's own first, from 0) before which its sideways leaps are
/// dropped (xiangqi's soldier before the river, `soldierPromotionRank`; 0 keeps them all).
pub(super) fn moves_of(
    geometry: Geometry,
    betza_text: &str,
    name: &str,
    side: usize,
    sideways_from: u32,
) -> Result<PieceMoves, Error> {
    let piece = betza::Piece::parse_fairy_stockfish(name, betza_text)?;
    let n = geometry.squares();
    let mut out = PieceMoves {
        leap_captures: vec![0; n],
        leap_quiets: vec![0; n],
        lines_capture: 0,
        lines_quiet: 0,
        rides: Vec::new(),
        lames: Vec::new(),
        hops: Vec::new(),
    };
    // Black's steps are White's turned about, as Fairy-Stockfish negates each step (a
    // piece's right is the board's left for Black).
    let turn = if side == 0 { 1 } else { -1 };
    // Unlimited unit rides, by (step, capture): whole lines where both ways are present.
    let mut unit_rides: Vec<((i32, i32), bool, bool)> = Vec::new();
    for m in piece.moves() {
        let s = (m.step.files * turn, m.step.ranks * turn);
        match lame_and_hops::read(m, turn) {
            Some(Ok(lame)) => {
                out.lames.push(lame);
                continue;
            }
            Some(Err(hop)) => {
                out.hops.push(hop);
                continue;
            }
            None => {}
        }
        match m.range {
            Range::Leap => {
                for (from, (captures, quiets)) in out
                    .leap_captures
                    .iter_mut()
                    .zip(out.leap_quiets.iter_mut())
                    .enumerate()
                {
                    if let Some(to) = step(geometry, from, s) {
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
                if limit == 0 && line_of(s).is_some() && s.0.abs() <= 1 && s.1.abs() <= 1 {
                    unit_rides.push((s, m.capture, m.quiet));
                } else {
                    out.rides.push(Ride {
                        step: s,
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
    for &(s, capture, quiet) in &unit_rides {
        let l = line_of(s).expect("unit rides lie on a line");
        let capture = capture && out.lines_capture >> l & 1 == 0;
        let quiet = quiet && out.lines_quiet >> l & 1 == 0;
        if capture || quiet {
            out.rides.push(Ride {
                step: s,
                limit: 0,
                capture,
                quiet,
            });
        }
    }
    if sideways_from > 0 {
        // Before that rank only the leaps along the file are kept (Fairy-Stockfish's
        // unpromoted soldier: its moves and attacks cut to its file).
        let ranks = geometry.ranks() as u32;
        for sq in 0..n {
            let (file, rank) = geometry.file_rank(sq);
            let own = if side == 0 {
                rank as u32
            } else {
                ranks - 1 - rank as u32
            };
            if own < sideways_from {
                let on_file = (0..geometry.ranks())
                    .filter_map(|r| geometry.square(file, r))
                    .fold(0u128, |set, s| set | 1 << s);
                out.leap_captures[sq] &= on_file;
                out.leap_quiets[sq] &= on_file;
            }
        }
    }
    Ok(out)
}

/// `[type][side]`, the squares where a piece of that type would have no move on an empty
/// board (no quiet leap, no quiet ride's first step on the board): where
/// `immobilityIllegal` forbids a plain move or a drop to end (Fairy-Stockfish's test of its
/// pseudo-moves from the destination). Empty without the rule.
pub(super) fn immobile(
    geometry: Geometry,
    variant: &Variant,
    moves: &[[PieceMoves; 2]],
) -> Vec<[u128; 2]> {
    // The whole lines' first steps, by the line's bit: file, rank, diagonal, anti-diagonal.
    const LINE_STEPS: [[(i32, i32); 2]; 4] = [
        [(0, 1), (0, -1)],
        [(1, 0), (-1, 0)],
        [(1, 1), (-1, -1)],
        [(1, -1), (-1, 1)],
    ];
    let n = geometry.squares();
    moves
        .iter()
        .map(|sides| {
            sides.each_ref().map(|m| {
                if !variant.immobility_illegal {
                    return 0;
                }
                (0..n)
                    .filter(|&sq| {
                        let leaps = m.leap_quiets[sq] != 0;
                        let lines = (0..4).any(|l| {
                            m.lines_quiet >> l & 1 != 0
                                && LINE_STEPS[l]
                                    .iter()
                                    .any(|&d| step(geometry, sq, d).is_some())
                        });
                        let rides = m
                            .rides
                            .iter()
                            .any(|r| r.quiet && step(geometry, sq, r.step).is_some());
                        let others = pseudo(geometry, m, sq, true) != 0;
                        !(leaps || lines || rides || others)
                    })
                    .fold(0u128, |set, sq| set | 1 << sq)
            })
        })
        .collect()
}

/// Each type's moves for both sides: its Betza definition read, xiangqi's soldier keeping to
/// its file before `soldierPromotionRank`.
pub(super) fn all_moves(
    variant: &Variant,
    geometry: Geometry,
) -> Result<Vec<[PieceMoves; 2]>, Error> {
    variant
        .pieces
        .iter()
        .map(|p| {
            let sideways_from = if p.name == "soldier" {
                variant.soldier_promotion_rank
            } else {
                0
            };
            Ok([
                moves_of(geometry, &p.betza, &p.name, 0, sideways_from)?,
                moves_of(geometry, &p.betza, &p.name, 1, sideways_from)?,
            ])
        })
        .collect()
}

/// Per type that leaps lame, its lame leaps grouped by legs each way
/// ([`lame_and_hops::lame_groups`]): from each square, and reversed (capturing only).
pub(super) fn lame_tables(
    geometry: Geometry,
    moves: &[[PieceMoves; 2]],
) -> Vec<Option<LameTables>> {
    moves
        .iter()
        .map(|sides| {
            sides.iter().any(|m| !m.lames.is_empty()).then(|| {
                let forward = sides
                    .each_ref()
                    .map(|m| lame_and_hops::lame_groups(geometry, &m.lames));
                let reversed = sides.each_ref().map(|m| {
                    let back: Vec<Lame> = m
                        .lames
                        .iter()
                        .filter(|l| l.capture)
                        .map(Lame::reversed)
                        .collect();
                    lame_and_hops::lame_groups(geometry, &back)
                });
                [forward, reversed]
            })
        })
        .collect()
}
