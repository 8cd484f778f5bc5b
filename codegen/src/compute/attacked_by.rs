//! The sets of the seed "Square Attacked By", section "Attacks to a Square": what a piece
//! standing on a square attacks on an empty board (`arrPawnAttacks`, `arrKnightAttacks`,
//! `arrKingAttacks`, and the pseudo-attacks of every class, which make the super-piece's
//! early-out cheap), the whole line through two squares (Stockfish's `LineBB`), and the
//! rays leaving each square by direction.
//!
//! All of them are bitboards by square in the geometry's numbering.

use super::attacks::{PieceClass, Side};
use crate::{model::geometry::Displacement, model::geometry::Geometry, model::table::Table};

/// The eight ray directions, in table order: clockwise from north (towards rank 8).
///
/// ```
/// use vector_attacks_codegen::compute::attacked_by::Direction;
/// assert_eq!(Direction::ALL[0], Direction::North);
/// assert_eq!(Direction::East.step(), (1, 0)); // (file, rank)
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards rank 8: `(0, +1)` in (file, rank).
    North,
    /// `(+1, +1)`.
    NorthEast,
    /// Towards the h-file: `(+1, 0)`.
    East,
    /// `(+1, -1)`.
    SouthEast,
    /// Towards rank 1: `(0, -1)`.
    South,
    /// `(-1, -1)`.
    SouthWest,
    /// Towards the a-file: `(-1, 0)`.
    West,
    /// `(-1, +1)`.
    NorthWest,
}

impl Direction {
    /// Every direction, in table order.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// One step in this direction as (file delta, rank delta).
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attacked_by::Direction;
    /// assert_eq!(Direction::SouthWest.step(), (-1, -1));
    /// ```
    pub const fn step(self) -> (i32, i32) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }
}

/// The squares `k` steps of `(file, rank)` from `square` for `k = 1, 2, ...` until the board
/// ends.
fn walk(geometry: Geometry, square: usize, (df, dr): (i32, i32)) -> u128 {
    let (file, rank) = geometry.file_rank(square);
    (1..)
        .map_while(|k| geometry.square(file + k * df, rank + k * dr))
        .fold(0, |set, sq| set | 1 << sq)
}

/// Entry `[class][square]`: the squares a piece of that class on `square` attacks on an
/// empty board, for the seven classes of [`PieceClass`] (0 black pawn, 1 white pawn,
/// 2 knight, 3 bishop, 4 rook, 5 queen, 6 king). Shape `[7, squares]`.
///
/// ```
/// use vector_attacks_codegen::{compute::attacked_by, Geometry};
/// let t = attacked_by::pseudo_attacks(Geometry::STANDARD);
/// let v = t.bitboards().unwrap();
/// assert_eq!(v[2 * 64].count_ones(), 2); // a knight on a1
/// assert_eq!(v[4 * 64 + 28].count_ones(), 14); // a rook on e4
/// ```
pub fn pseudo_attacks(geometry: Geometry) -> Table {
    let n = geometry.squares();
    let values = PieceClass::ALL
        .into_iter()
        .flat_map(|class| (0..n).map(move |from| attacks_from(geometry, class, from)))
        .collect();
    Table::from_sets(geometry, values).with_shape(&[PieceClass::ALL.len(), n])
}

/// The squares a piece of `class` on `from` attacks on an empty board.
fn attacks_from(geometry: Geometry, class: PieceClass, from: usize) -> u128 {
    (0..geometry.squares())
        .filter(|&to| {
            to != from
                && class
                    .attack(geometry, geometry.displacement(from, to))
                    .is_some()
        })
        .fold(0, |set, to| set | 1 << to)
}

/// `arrPawnAttacks[2][64]`: entry `[colour][square]` is the squares a pawn of that colour on
/// `square` attacks, colour 0 black (towards rank 1) and 1 white (towards rank 8), the
/// order of the pawn classes of [`PieceClass`]. Shape `[2, squares]`.
///
/// ```
/// use vector_attacks_codegen::{compute::attacked_by, Geometry};
/// let v = attacked_by::pawn_attacks(Geometry::STANDARD).bitboards().unwrap().to_vec();
/// assert_eq!(v[64 + 12], 1 << 19 | 1 << 21); // a white pawn on e2 attacks d3 and f3
/// assert_eq!(v[12], 1 << 3 | 1 << 5); // a black one, d1 and f1
/// ```
pub fn pawn_attacks(geometry: Geometry) -> Table {
    leapers(geometry, &[Side::Black, Side::White].map(PieceClass::pawn))
}

/// `arrKnightAttacks[64]`: entry `[square]` is the squares a knight on `square` attacks.
///
/// ```
/// use vector_attacks_codegen::{compute::attacked_by, Geometry};
/// let v = attacked_by::knight_attacks(Geometry::STANDARD).bitboards().unwrap().to_vec();
/// assert_eq!(v[0], 1 << 10 | 1 << 17); // a1: c2, b3
/// ```
pub fn knight_attacks(geometry: Geometry) -> Table {
    leapers(geometry, &[PieceClass::Knight])
}

/// `arrKingAttacks[64]`: entry `[square]` is the squares a king on `square` attacks.
///
/// ```
/// use vector_attacks_codegen::{compute::attacked_by, Geometry};
/// let v = attacked_by::king_attacks(Geometry::STANDARD).bitboards().unwrap().to_vec();
/// assert_eq!(v[0], 1 << 1 | 1 << 8 | 1 << 9); // a1: b1, a2, b2
/// ```
pub fn king_attacks(geometry: Geometry) -> Table {
    leapers(geometry, &[PieceClass::King])
}

fn leapers(geometry: Geometry, classes: &[PieceClass]) -> Table {
    let n = geometry.squares();
    let values: Vec<u128> = classes
        .iter()
        .flat_map(|&class| (0..n).map(move |from| attacks_from(geometry, class, from)))
        .collect();
    match classes.len() {
        1 => Table::from_sets(geometry, values),
        rows => Table::from_sets(geometry, values).with_shape(&[rows, n]),
    }
}

/// Stockfish's `LineBB`: entry `[a][b]` is every square of the rank, file, diagonal or
/// anti-diagonal through `a` and `b`, edge to edge, both included; empty when they share no
/// line or are the same square. Shape `[squares, squares]`.
///
/// ```
/// use vector_attacks_codegen::{compute::attacked_by, Geometry};
/// let v = attacked_by::line(Geometry::STANDARD).bitboards().unwrap().to_vec();
/// assert_eq!(v[64 + 2], 0xFF); // b1, c1: the first rank
/// assert_eq!(v[0 * 64 + 63], 0x8040_2010_0804_0201); // a1, h8: the long diagonal
/// assert_eq!(v[1 * 64 + 18], 0); // b1, c3: a knight's jump
/// ```
pub fn line(geometry: Geometry) -> Table {
    let n = geometry.squares();
    let values = (0..n)
        .flat_map(|a| {
            (0..n).map(move |b| {
                let d: Displacement = geometry.displacement(a, b);
                match d.unit() {
                    Some(u) if a != b => {
                        let forward = walk(geometry, a, (u.files, u.ranks));
                        let back = walk(geometry, a, (-u.files, -u.ranks));
                        forward | back | 1 << a
                    }
                    _ => 0,
                }
            })
        })
        .collect();
    Table::from_sets(geometry, values).with_shape(&[n, n])
}

/// Entry `[direction][square]`: the squares from `square` (excluded) to the edge of the
/// board in that [`Direction`] (0 north, 1 north-east, 2 east, 3 south-east, 4 south,
/// 5 south-west, 6 west, 7 north-west). Shape `[8, squares]`.
///
/// ```
/// use vector_attacks_codegen::{compute::attacked_by, Geometry};
/// let v = attacked_by::rays(Geometry::STANDARD).bitboards().unwrap().to_vec();
/// assert_eq!(v[2 * 64], 0xFE); // east of a1: b1..h1
/// assert_eq!(v[0 * 64 + 63], 0); // north of h8: nothing
/// ```
pub fn rays(geometry: Geometry) -> Table {
    let n = geometry.squares();
    let values = Direction::ALL
        .into_iter()
        .flat_map(|dir| (0..n).map(move |sq| walk(geometry, sq, dir.step())))
        .collect();
    Table::from_sets(geometry, values).with_shape(&[Direction::ALL.len(), n])
}
