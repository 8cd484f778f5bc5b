//! Moves whose reach depends on squares that are not on a line between the piece and its
//! target: lame leaps (Betza's `n`: the xiangqi horse `nN` needs the orthogonally adjacent
//! square empty, the elephant `nA` the diagonal one) and hops (`p`: the cannon passes over
//! exactly one piece, its screen; `g`: the grasshopper lands right beyond the first piece).
//!
//! A check by such a piece is blocked on a leg, or parried by moving its screen away or by
//! putting a second piece on its line; a piece moving onto a hopper's line can give it the
//! screen it lacked. No single line between king and attacker says which moves expose the
//! king, so where a variant has them the module tests each move that could (Fairy-Stockfish's
//! `Position::legal`): the generated `Position::danger` finds, per node, the pieces whose
//! lifting and the squares whose filling could expose the king.

pub mod tables;

use crate::input::betza::{self, Hop};
use crate::{model::geometry::Displacement, model::geometry::Geometry};

/// A lame leap: the unit steps of its path (files, ranks), each square but the last of
/// which must be empty; the last is its target.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let ini = "[horses:chess]\nknight = -\nhorse = n\n";
/// let plan = Plan::of(&Variant::from_ini(ini, "horses").unwrap()).unwrap();
/// let n = plan.letters.iter().position(|&l| l == b'n').unwrap();
/// let lame = &plan.moves[n][0].lames;
/// assert_eq!(lame.len(), 8);
/// assert!(lame.iter().all(|l| l.steps.len() == 2)); // a step, then a diagonal one
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lame {
    /// The unit steps from the start to the target.
    pub steps: Vec<(i32, i32)>,
    /// Whether it may end on an enemy piece.
    pub capture: bool,
    /// Whether it may end on an empty square.
    pub quiet: bool,
}

impl Lame {
    /// The same leap the other way, capturing only: from the target back to where an
    /// attacker along it stands.
    ///
    /// ```
    /// use vector_attacks_codegen::movegen::Lame;
    /// let horse = Lame { steps: vec![(0, 1), (1, 1)], capture: true, quiet: true };
    /// assert_eq!(horse.reversed().steps, [(-1, -1), (0, -1)]);
    /// ```
    pub fn reversed(&self) -> Lame {
        Lame {
            steps: self.steps.iter().rev().map(|&(f, r)| (-f, -r)).collect(),
            capture: true,
            quiet: false,
        }
    }
}

/// A hop along one direction: over the first piece met (the screen), then on to the next
/// piece (the cannon, `p`) or onto the square right beyond the screen (the grasshopper, `g`);
/// a ranged cannon (`pB2`) lands at most `limit` steps from where it starts.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let ini = "[cannons:chess]\nknight = -\ncannon = n\n";
/// let plan = Plan::of(&Variant::from_ini(ini, "cannons").unwrap()).unwrap();
/// let n = plan.letters.iter().position(|&l| l == b'n').unwrap();
/// let hops = &plan.moves[n][0].hops;
/// assert_eq!(hops.len(), 4);
/// assert!(hops.iter().all(|h| h.capture && !h.quiet && !h.grasshopper));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HopRide {
    /// The unit step (files, ranks).
    pub step: (i32, i32),
    /// Whether it lands right beyond the screen (`g`) rather than anywhere up to the next
    /// piece (`p`).
    pub grasshopper: bool,
    /// Whether it may end on an enemy piece.
    pub capture: bool,
    /// Whether it may end on an empty square.
    pub quiet: bool,
    /// The most steps from the hopper to where it lands (`pB2`: 2), or 0 for no limit.
    pub limit: u8,
}

impl HopRide {
    /// The same hop the other way, capturing only.
    ///
    /// ```
    /// use vector_attacks_codegen::movegen::HopRide;
    /// let h = HopRide { step: (0, 1), grasshopper: true, capture: true, quiet: true, limit: 0 };
    /// assert_eq!(h.reversed().step, (0, -1));
    /// ```
    pub fn reversed(self) -> HopRide {
        HopRide {
            step: (-self.step.0, -self.step.1),
            quiet: false,
            ..self
        }
    }
}

/// The lame leap or hop `m` stands for, for a side whose steps are White's times `turn`
/// (Black's turned about): `None` for any other move.
pub(super) fn read(m: &betza::Move, turn: i32) -> Option<Result<Lame, HopRide>> {
    let turned = |d: Displacement| (d.files * turn, d.ranks * turn);
    if m.lame {
        let path = betza::lame_path(m.step);
        let mut at = Displacement::ZERO;
        let steps = path
            .iter()
            .map(|&p| {
                let s = Displacement {
                    ranks: p.ranks - at.ranks,
                    files: p.files - at.files,
                };
                at = p;
                turned(s)
            })
            .collect();
        return Some(Ok(Lame {
            steps,
            capture: m.capture,
            quiet: m.quiet,
        }));
    }
    (m.hop != Hop::No).then(|| {
        Err(HopRide {
            step: turned(m.step),
            grasshopper: m.hop == Hop::Grasshopper,
            capture: m.capture,
            quiet: m.quiet,
            limit: match m.range {
                betza::Range::Ride(Some(n)) => n,
                _ => 0,
            },
        })
    })
}

/// The square of the lame leap `l` from `square` on an empty board, and its path's other
/// squares; `None` where it leaves the board.
pub(super) fn lame_squares(geometry: Geometry, square: usize, l: &Lame) -> Option<(usize, u128)> {
    let mut at = square;
    let mut path = 0u128;
    for (i, &(df, dr)) in l.steps.iter().enumerate() {
        let (file, rank) = geometry.file_rank(at);
        at = geometry.square(file + df, rank + dr)?;
        if i + 1 < l.steps.len() {
            path |= 1 << at;
        }
    }
    Some((at, path))
}

/// Lame leaps from one square that share the squares of their paths (the legs, which must
/// be empty) and their rights, two targets at most: the generated module answers a lame
/// piece's reach group by group, one test of the legs each, instead of walking each leap.
/// A group with one leg or one target names it twice.
///
/// ```
/// use vector_attacks_codegen::movegen::{Lame, LameGroup, lame_groups};
/// use vector_attacks_codegen::Geometry;
/// // The xiangqi horse's eight leaps from d4 (square 27 on 8x8): four legs, two targets each.
/// let steps = [(0, 1), (0, -1), (1, 0), (-1, 0)];
/// let horse: Vec<Lame> = steps
///     .iter()
///     .flat_map(|&(f, r)| {
///         let sides = if f == 0 { [(1, r), (-1, r)] } else { [(f, 1), (f, -1)] };
///         sides.map(|d| Lame { steps: vec![(f, r), d], capture: true, quiet: true })
///     })
///     .collect();
/// let groups = lame_groups(Geometry::STANDARD, &horse);
/// assert_eq!(groups[27].len(), 4);
/// assert_eq!(groups[27][0], LameGroup { legs: [35, 35], targets: [44, 42], capture: true, quiet: true });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LameGroup {
    /// The squares that must be empty.
    pub legs: [u8; 2],
    /// The squares reached.
    pub targets: [u8; 2],
    /// Whether it may end on an enemy piece.
    pub capture: bool,
    /// Whether it may end on an empty square.
    pub quiet: bool,
}

/// Per square, the groups of `lames` from it on an empty board ([`LameGroup`]), in the
/// order of their first leap.
pub fn lame_groups(geometry: Geometry, lames: &[Lame]) -> Vec<Vec<LameGroup>> {
    (0..geometry.squares())
        .map(|square| {
            // (legs, capture, quiet) -> targets, in order of appearance.
            let mut by_legs: Vec<(Vec<u8>, bool, bool, Vec<u8>)> = Vec::new();
            for l in lames {
                let Some((target, path)) = lame_squares(geometry, square, l) else {
                    continue;
                };
                let legs: Vec<u8> = (0..128u8).filter(|&s| path >> s & 1 != 0).collect();
                assert!(
                    (1..=2).contains(&legs.len()),
                    "a lame leap of D, N, A or Z has one or two squares on its path"
                );
                let key = (legs, l.capture, l.quiet);
                match by_legs
                    .iter_mut()
                    .find(|(g, c, q, _)| (g, *c, *q) == (&key.0, key.1, key.2))
                {
                    Some((_, _, _, targets)) => targets.push(target as u8),
                    None => by_legs.push((key.0, key.1, key.2, vec![target as u8])),
                }
            }
            by_legs
                .iter()
                .flat_map(|(legs, capture, quiet, targets)| {
                    targets.chunks(2).map(move |pair| LameGroup {
                        legs: [legs[0], *legs.last().unwrap_or(&legs[0])],
                        targets: [pair[0], *pair.last().unwrap_or(&pair[0])],
                        capture: *capture,
                        quiet: *quiet,
                    })
                })
                .collect()
        })
        .collect()
}

/// A lame leaper's groups of leaps ([`LameGroup`]): `[way][side][square]`, way 0 its
/// leaps from the square, 1 those reversed (from a square it would capture on back to where it
/// would stand).
pub type LameTables = [[Vec<Vec<LameGroup>>; 2]; 2];
