//! Direction-wise fills as the reference computes them: a step as a rotation and a mask (the
//! form the emitted fills of `crate::emit::fills` take on every board), how many doublings a
//! Kogge-Stone fill needs, and the occluded fill itself.

use crate::model::geometry::Geometry;

/// One step of a direction or leap on a board: rotate left by `rotation`, then keep `mask`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The square difference of the step, modulo the bitboard's width.
    pub rotation: u32,
    /// The squares the step may land on: those whose square one step back is on the board.
    pub mask: u128,
}

impl Step {
    /// The step `(files, ranks)` on `geometry`.
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::fills::Step, Geometry};
    /// let east = Step::new(Geometry::STANDARD, (1, 0));
    /// assert_eq!(east.rotation, 1);
    /// assert_eq!(east.mask, 0xFEFE_FEFE_FEFE_FEFE); // never onto the a-file
    /// let south = Step::new(Geometry::STANDARD, (0, -1));
    /// assert_eq!((south.rotation, south.mask), (56, 0x00FF_FFFF_FFFF_FFFF));
    /// ```
    pub fn new(geometry: Geometry, (files, ranks): (i32, i32)) -> Step {
        let bits = geometry.bitboard().bits();
        let mut step = Step {
            rotation: 0,
            mask: 0,
        };
        for to in 0..geometry.squares() {
            let (file, rank) = geometry.file_rank(to);
            if let Some(from) = geometry.square(file - files, rank - ranks) {
                step.mask |= 1 << to;
                step.rotation = (to as i64 - from as i64).rem_euclid(i64::from(bits)) as u32;
            }
        }
        step
    }

    /// Whether the step lands on the board from some square (a step longer than the board
    /// lands nowhere: its mask is empty, and code for it would be an AND with 0).
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::fills::Step, Geometry};
    /// assert!(Step::new(Geometry::STANDARD, (1, 2)).lands());
    /// assert!(!Step::new(Geometry::STANDARD, (0, 8)).lands());
    /// ```
    pub fn lands(self) -> bool {
        self.mask != 0
    }

    /// Applies the step to a set, as the emitted code does.
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::fills::Step, Geometry};
    /// let g = Geometry::STANDARD;
    /// // A knight's leap two ranks up and one file left: b1 -> a3, and nothing from a1.
    /// let leap = Step::new(g, (-1, 2));
    /// assert_eq!(leap.apply(g, 1 << 1 | 1 << 0), 1 << 16);
    /// ```
    pub fn apply(self, geometry: Geometry, set: u128) -> u128 {
        geometry.bitboard().rotate_left(set, self.rotation as usize) & self.mask
    }
}

/// How many doubling steps a Kogge-Stone fill needs on `geometry`: enough that `2^k - 1`
/// covers the longest ray (`max(files, ranks) - 1` squares).
///
/// ```
/// use vector_attacks_codegen::{compute::fills::doublings, Geometry};
/// assert_eq!(doublings(Geometry::STANDARD), 3);
/// assert_eq!(doublings(Geometry::board(12, 10).unwrap()), 4);
/// ```
pub fn doublings(geometry: Geometry) -> u32 {
    let longest = geometry.files().max(geometry.ranks()) as u32 - 1;
    u32::BITS - longest.leading_zeros()
}

/// The occluded fill as the reference computes it: the squares `sliders` attack along one
/// direction among `empty` squares, each ray up to and including its first non-empty square.
///
/// ```
/// use vector_attacks_codegen::{compute::fills::{occluded_fill, Step}, Geometry};
/// let g = Geometry::STANDARD;
/// let north = Step::new(g, (0, 1));
/// // A rook on a1, a4 occupied: a2, a3, a4.
/// assert_eq!(occluded_fill(g, north, 1, !(1u128 << 24)), 1 << 8 | 1 << 16 | 1 << 24);
/// ```
pub fn occluded_fill(geometry: Geometry, step: Step, sliders: u128, empty: u128) -> u128 {
    let rotate = |set: u128, k: u32| {
        geometry
            .bitboard()
            .rotate_left(set, (step.rotation * k) as usize)
    };
    let (mut generator, mut propagator) = (sliders, empty & step.mask);
    for k in 0..doublings(geometry) {
        let by = 1 << k;
        generator |= propagator & rotate(generator, by);
        propagator &= rotate(propagator, by);
    }
    // (The last propagator step above is not needed; the emitted kernel leaves it out.)
    rotate(generator, 1) & step.mask
}
