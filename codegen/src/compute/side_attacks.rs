//! What a whole side attacks, computed set-wise (the seed "Attack and Defend Maps": pawn
//! attacks of a whole side at once, direction-wise fills for sliders): each distinct capture
//! move of the request's pieces is applied once to the set of every piece that has it.
//!
//! - a leap moves the set by one step ([`Step`]); a lame leap in sub-steps, keeping after each
//!   only the squares that are empty;
//! - a ride without a limit is a Kogge-Stone occluded fill along its step (any step: the
//!   rook's, the bishop's, the nightrider's);
//! - a ride of at most `n` steps is `n` steps, the set cut to the empty squares after each;
//! - a hop is an occluded fill to its screens (the first pieces met), then from the screens
//!   a second fill (the cannon `pR`) or one step (the grasshopper `gQ`).
//!
//! The reference this is held to is the union of [`PieceSets::attacks`] over the pieces.
//!
//! [`PieceSets::attacks`]: super::attack_sets::PieceSets::attacks

use super::fills::{occluded_fill, Step};
use crate::input::betza::{lame_path, Hop, Move, Range};
use crate::model::geometry::Geometry;

/// One capture move as a set-wise operation.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SetMove {
    /// A leap in sub-steps `(files, ranks)`: every square but the last must be empty (one
    /// sub-step for a leap that is not lame).
    Leap(Vec<(i32, i32)>),
    /// Repeated steps to the first blocker: at most `limit` of them, or to the edge.
    Ride {
        /// The step.
        step: (i32, i32),
        /// The most steps, if limited.
        limit: Option<u8>,
    },
    /// A hop along `step`: over the first piece met, then on to the next piece (a cannon)
    /// or onto the square right beyond it (`grasshopper`).
    Hop {
        /// The step.
        step: (i32, i32),
        /// Whether it lands right beyond the screen.
        grasshopper: bool,
    },
}

impl SetMove {
    /// The operation of one Betza move.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::side_attacks::SetMove;
    /// use vector_attacks_codegen::betza::Piece;
    /// let horse = Piece::parse("horse", "nN").unwrap();
    /// // b1 to c3 through b2: up first, then diagonally.
    /// let m = horse.moves().iter().find(|m| (m.step.files, m.step.ranks) == (1, 2)).unwrap();
    /// assert_eq!(SetMove::of(m), SetMove::Leap(vec![(0, 1), (1, 1)]));
    /// ```
    pub fn of(m: &Move) -> SetMove {
        let step = (m.step.files, m.step.ranks);
        if m.hop != Hop::No {
            return SetMove::Hop {
                step,
                grasshopper: m.hop == Hop::Grasshopper,
            };
        }
        match m.range {
            Range::Leap if !m.lame => SetMove::Leap(vec![step]),
            Range::Leap => {
                // The path `Move::path_to` tests, as the steps from square to square.
                let mut at = (0, 0);
                let steps = lame_path(m.step)
                    .into_iter()
                    .map(|next| {
                        let step = (next.files - at.0, next.ranks - at.1);
                        at = (next.files, next.ranks);
                        step
                    })
                    .collect();
                SetMove::Leap(steps)
            }
            Range::Ride(limit) => SetMove::Ride { step, limit },
        }
    }

    /// The squares this move attacks from every square of `set` among `occupied`.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::side_attacks::SetMove;
    /// use vector_attacks_codegen::Geometry;
    /// let g = Geometry::STANDARD;
    /// let north = SetMove::Ride { step: (0, 1), limit: Some(2) };
    /// assert_eq!(north.apply(g, 1, 0), 1 << 8 | 1 << 16);
    /// assert_eq!(north.apply(g, 1, 1 << 8), 1 << 8);
    /// // A cannon on a1 over a3 (a screen) onto a4..a8.
    /// let cannon = SetMove::Hop { step: (0, 1), grasshopper: false };
    /// assert_eq!(cannon.apply(g, 1, 1 | 1 << 16), 0x0101_0101_0100_0000);
    /// ```
    pub fn apply(&self, geometry: Geometry, set: u128, occupied: u128) -> u128 {
        let empty = !occupied;
        match self {
            SetMove::Leap(steps) => {
                let (last, path) = steps.split_last().expect("a leap has a step");
                let s = path.iter().fold(set, |s, &d| {
                    Step::new(geometry, d).apply(geometry, s) & empty
                });
                Step::new(geometry, *last).apply(geometry, s)
            }
            SetMove::Ride { step, limit: None } => {
                occluded_fill(geometry, Step::new(geometry, *step), set, empty)
            }
            SetMove::Ride {
                step,
                limit: Some(n),
            } => {
                let step = Step::new(geometry, *step);
                let (mut s, mut attacked) = (set, 0);
                for _ in 0..*n {
                    s = step.apply(geometry, s);
                    attacked |= s;
                    s &= empty;
                }
                attacked
            }
            SetMove::Hop { step, grasshopper } => {
                let step = Step::new(geometry, *step);
                let screens = occluded_fill(geometry, step, set, empty) & occupied;
                if *grasshopper {
                    step.apply(geometry, screens)
                } else {
                    occluded_fill(geometry, step, screens, empty)
                }
            }
        }
    }
}

/// Each distinct capture move of the pieces with the pieces that have it (by index), in the
/// order they first appear.
///
/// ```
/// use vector_attacks_codegen::compute::side_attacks::plan;
/// use vector_attacks_codegen::betza::Piece;
/// let pieces = [Piece::parse("rook", "R").unwrap(), Piece::parse("queen", "Q").unwrap()];
/// let moves: Vec<Vec<_>> = pieces.iter().map(|p| p.moves().to_vec()).collect();
/// let plan = plan(&moves);
/// assert_eq!(plan.len(), 8);
/// assert_eq!(plan[0].1, vec![0, 1]); // the rook's and the queen's first ride
/// ```
pub fn plan(moves: &[Vec<Move>]) -> Vec<(SetMove, Vec<usize>)> {
    let mut plan: Vec<(SetMove, Vec<usize>)> = Vec::new();
    for (p, piece) in moves.iter().enumerate() {
        for m in piece.iter().filter(|m| m.capture) {
            let op = SetMove::of(m);
            match plan.iter_mut().find(|(o, _)| *o == op) {
                Some((_, pieces)) if pieces.contains(&p) => {}
                Some((_, pieces)) => pieces.push(p),
                None => plan.push((op, vec![p])),
            }
        }
    }
    plan
}

/// Every square the pieces `by_piece` attack among `occupied`, by the plan: the meaning of the
/// emitted set-wise `side_attacks`.
///
/// ```
/// use vector_attacks_codegen::compute::side_attacks::{plan, side_attacks};
/// use vector_attacks_codegen::{betza::Piece, Geometry};
/// let rook = Piece::parse("rook", "R").unwrap();
/// let plan = plan(&[rook.moves().to_vec()]);
/// // Rooks on a1 and h1 of an otherwise empty board: the first rank, the a- and h-files.
/// let rooks = 1 | 1 << 7;
/// assert_eq!(side_attacks(Geometry::STANDARD, &plan, &[rooks], rooks), 0x8181_8181_8181_81FF);
/// ```
pub fn side_attacks(
    geometry: Geometry,
    plan: &[(SetMove, Vec<usize>)],
    by_piece: &[u128],
    occupied: u128,
) -> u128 {
    plan.iter().fold(0, |attacked, (op, pieces)| {
        let set = pieces.iter().fold(0, |set, &p| set | by_piece[p]);
        attacked | op.apply(geometry, set, occupied)
    })
}
