//! Moves whose reach depends on squares that are not on a line between the piece and its
//! target: lame leaps (Betza's `n`: the xiangqi horse `nN` needs the orthogonally adjacent
//! square empty, the elephant `nA` the diagonal one) and hops (`p`: the cannon passes over
//! exactly one piece, its screen; `g`: the grasshopper lands right beyond the first piece).
//!
//! A check by such a piece is blocked on a leg, or parried by moving its screen away or by
//! putting a second piece on its line; a piece moving onto a hopper's line can give it the
//! screen it lacked. No single line between king and attacker says which moves expose the
//! king, so where a variant has them the module tests each move that could (Fairy-Stockfish's
//! `Position::legal`): `exposure` gives, per square, the squares whose change of occupant
//! can change what attacks a king there.

use crate::compute::sliders;
use crate::input::betza::{self, Hop};
use crate::{Displacement, Geometry};

use super::plan::PieceMoves;

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
/// piece (the cannon, `p`) or onto the square right beyond the screen (the grasshopper, `g`).
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
}

impl HopRide {
    /// The same hop the other way, capturing only.
    ///
    /// ```
    /// use vector_attacks_codegen::movegen::HopRide;
    /// let h = HopRide { step: (0, 1), grasshopper: true, capture: true, quiet: true };
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
        .filter_map(|l| lame_squares(geometry, square, l))
        .fold(0, |set, (to, _)| set | 1 << to);
    m.hops
        .iter()
        .filter(|h| if quiet { h.quiet } else { h.capture || h.quiet })
        .fold(lames, |set, h| {
            set | sliders::ray(geometry, square, h.step, 0, 0)
        })
}

/// `[side][square]`: the squares whose change of occupant can change what of the other side
/// attacks a king of `side` on the square: its attackers' rides' and hops' whole rays, their
/// lame leaps' paths, and with the flying general the rook's lines (the kings may not face
/// each other). `attacker_moves[t]` are the other side's moves of type `t` (by attacking
/// side), `regions[t]` where type `t` of each side may attack.
pub(super) fn exposure(
    geometry: Geometry,
    moves: &[[PieceMoves; 2]],
    regions: &[[u128; 2]],
    flying_general: bool,
) -> [Vec<u128>; 2] {
    let n = geometry.squares();
    let rook = [(0, 1), (0, -1), (1, 0), (-1, 0)];
    let line_steps = [
        [(0, 1), (0, -1)],
        [(1, 0), (-1, 0)],
        [(1, 1), (-1, -1)],
        [(1, -1), (-1, 1)],
    ];
    std::array::from_fn(|side| {
        let them = 1 - side;
        (0..n)
            .map(|sq| {
                let ray = |s: (i32, i32)| sliders::ray(geometry, sq, s, 0, 0);
                let mut set = if flying_general {
                    rook.iter().fold(0, |set, &s| set | ray(s))
                } else {
                    0
                };
                for (t, sides) in moves.iter().enumerate() {
                    if regions[t][them] >> sq & 1 == 0 {
                        continue;
                    }
                    let m = &sides[them];
                    for r in m.rides.iter().filter(|r| r.capture) {
                        set |= ray((-r.step.0, -r.step.1));
                    }
                    for (l, steps) in line_steps.iter().enumerate() {
                        if m.lines_capture >> l & 1 != 0 {
                            set |= ray(steps[0]) | ray(steps[1]);
                        }
                    }
                    for h in m.hops.iter().filter(|h| h.capture) {
                        set |= ray((-h.step.0, -h.step.1));
                    }
                    for l in m.lames.iter().filter(|l| l.capture) {
                        if let Some((_, path)) = lame_squares(geometry, sq, &l.reversed()) {
                            set |= path;
                        }
                    }
                }
                set
            })
            .collect()
    })
}
