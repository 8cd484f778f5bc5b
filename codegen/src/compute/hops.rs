//! Hops in the attack sets: the cannon (Betza's `p`, xiangqi's `cpR`), which passes over
//! exactly one piece, its screen, and attacks beyond it up to and including the next piece;
//! and the grasshopper (`g`, `gQ`), which attacks the one square right beyond the first
//! piece on its line. Neither fits a table of squares that must be empty: what they reach
//! depends on squares being occupied.
//!
//! Seen from the attacked square ([`HopRay::reversed`]), a cannon is a cannon the other way
//! (the first piece met is the screen, the next the attacker); a grasshopper is
//! [`HopKind::GrasshopperBack`]: the square next to the target must be occupied, and the
//! attacker is the first piece beyond it.
//!
//! The emitted code reads one table, [`rays`]: per direction and square, the squares from
//! the square to the edge. The piece nearest along a ray is its lowest or highest set bit,
//! as the direction runs up or down the square numbering ([`ascends`]).

use crate::input::betza::{Hop, Move, Range};
use crate::model::geometry::Geometry;

/// The eight directions a hop runs along, as (files, ranks): north, south, east, west, then
/// the four diagonals. The index into [`rays`]' first dimension.
pub const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
];

/// How a hop reaches its target.
///
/// ```
/// use vector_attacks_codegen::compute::hops::HopKind;
/// assert_ne!(HopKind::Grasshopper, HopKind::GrasshopperBack);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HopKind {
    /// Over the first piece (the screen), then every square up to and including the next.
    Cannon,
    /// The square right beyond the first piece.
    Grasshopper,
    /// A grasshopper seen from its target: the square next to it must be occupied, and the
    /// first piece beyond that one is the attacker (the set up to and including it).
    GrasshopperBack,
}

/// One capture hop of a piece: its kind and the direction it runs along.
///
/// ```
/// use vector_attacks_codegen::compute::hops::{HopKind, HopRay};
/// use vector_attacks_codegen::{betza::Piece, Geometry};
/// let cannon = Piece::parse_with_hoppers("cannon", "mRcpR").unwrap();
/// let hops: Vec<HopRay> = cannon.moves().iter().filter_map(HopRay::of).collect();
/// assert_eq!(hops.len(), 4);
/// assert!(hops.iter().all(|h| h.kind == HopKind::Cannon));
/// // a1 with screens on a3 and b1: over a3 to a4..a8 (empty), over b1 to c1..h1.
/// let occupied = 1 << 16 | 1 << 1;
/// let north = hops.iter().find(|h| h.direction == 0).unwrap();
/// assert_eq!(north.attacks(Geometry::STANDARD, 0, occupied), 0x0101_0101_0100_0000);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HopRay {
    /// How it reaches its target.
    pub kind: HopKind,
    /// Its direction, an index into [`DIRECTIONS`].
    pub direction: usize,
}

impl HopRay {
    /// The capture hop `m` stands for: `None` for a move that is not a capture hop.
    pub fn of(m: &Move) -> Option<HopRay> {
        let kind = match m.hop {
            Hop::No => return None,
            Hop::Cannon => HopKind::Cannon,
            Hop::Grasshopper => HopKind::Grasshopper,
        };
        let direction = DIRECTIONS
            .iter()
            .position(|&d| d == (m.step.files, m.step.ranks))?;
        (m.capture && m.range == Range::Ride(None)).then_some(HopRay { kind, direction })
    }

    /// The same hop seen from its target: the direction turned round, and a grasshopper
    /// becomes [`HopKind::GrasshopperBack`].
    ///
    /// ```
    /// use vector_attacks_codegen::compute::hops::{HopKind, HopRay};
    /// let g = HopRay { kind: HopKind::Grasshopper, direction: 0 };
    /// assert_eq!(g.reversed(), HopRay { kind: HopKind::GrasshopperBack, direction: 1 });
    /// ```
    pub fn reversed(self) -> HopRay {
        let (df, dr) = DIRECTIONS[self.direction];
        HopRay {
            kind: match self.kind {
                HopKind::Cannon => HopKind::Cannon,
                HopKind::Grasshopper | HopKind::GrasshopperBack => HopKind::GrasshopperBack,
            },
            direction: DIRECTIONS
                .iter()
                .position(|&d| d == (-df, -dr))
                .expect("every direction's opposite is one"),
        }
    }

    /// What the hop attacks from `from` among `occupied`, walked square by square: the
    /// meaning of the emitted getters.
    pub fn attacks(&self, geometry: Geometry, from: usize, occupied: u128) -> u128 {
        let (df, dr) = DIRECTIONS[self.direction];
        let (file, rank) = geometry.file_rank(from);
        let mut squares = (1..).map_while(|k| geometry.square(file + k * df, rank + k * dr));
        let occupied_at = |sq: usize| occupied >> sq & 1 == 1;
        if self.kind == HopKind::GrasshopperBack {
            // The square next to the target must hold a piece.
            match squares.next() {
                Some(next) if occupied_at(next) => {}
                _ => return 0,
            }
        } else {
            // On to the first piece, the screen.
            squares.find(|&sq| occupied_at(sq));
        }
        let mut set = 0;
        for sq in squares {
            set |= 1 << sq;
            if self.kind == HopKind::Grasshopper || occupied_at(sq) {
                break;
            }
        }
        set
    }
}

/// Whether `direction` runs up the square numbering (its nearest square is a ray's lowest
/// set bit) on `geometry`.
///
/// ```
/// use vector_attacks_codegen::compute::hops::ascends;
/// use vector_attacks_codegen::{Geometry, Numbering};
/// assert!(ascends(Geometry::STANDARD, 0)); // north, with a1 = 0
/// assert!(!ascends(Geometry::STANDARD.with_numbering(Numbering::A8), 0));
/// ```
pub fn ascends(geometry: Geometry, direction: usize) -> bool {
    let (df, dr) = DIRECTIONS[direction];
    let (file, rank) = (geometry.files() / 2, geometry.ranks() / 2);
    let from = geometry.square(file, rank);
    let to = geometry.square(file + df, rank + dr);
    match (from, to) {
        (Some(from), Some(to)) => to > from,
        // A board too narrow for the step: no square lies that way, either answer serves.
        _ => true,
    }
}

/// `[direction][square]`: the squares from the square to the edge along each of
/// [`DIRECTIONS`], on an empty board (direction-major, [`DIRECTIONS`]' order).
///
/// ```
/// use vector_attacks_codegen::compute::hops::rays;
/// use vector_attacks_codegen::Geometry;
/// let r = rays(Geometry::STANDARD);
/// assert_eq!(r.len(), 8 * 64);
/// assert_eq!(r[0], 0x0101_0101_0101_0100); // north of a1
/// ```
pub fn rays(geometry: Geometry) -> Vec<u128> {
    let n = geometry.squares();
    DIRECTIONS
        .iter()
        .flat_map(|&d| (0..n).map(move |sq| super::sliders::ray(geometry, sq, d, 0, 0)))
        .collect()
}
