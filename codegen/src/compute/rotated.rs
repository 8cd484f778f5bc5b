//! Rotated bitboards (the seed "Board representation"): the occupancy kept in four copies,
//! one per kind of line (files, ranks, diagonals, anti-diagonals), each numbering the squares
//! so that every line of its kind lies in adjacent bits. A slider's attacks along a line are
//! then one shift and one mask of that copy (the line's state) and one load of the attack set
//! stored for the square and that state.
//!
//! The copies are kept, not made per lookup: a piece arriving on or leaving a square flips one
//! bit in each (the square's [`Rotation::bits`]), so the rotation is paid per move.
//!
//! Only the squares strictly inside a line can block (a ray always reaches the line's end
//! square), so a line of `L` squares has `2^(L-2)` states; each square stores that many attack
//! sets for each of its four lines. The tables grow with the longest line: 84 KiB on 8x8,
//! 3 MiB on 12x10, 32 MiB on 16x8 (refused above [`MAX_BYTES`]).

use super::sliders::{slide, LINES};
use crate::model::geometry::Geometry;

/// The largest rotated attack tables a board may need (16 MiB); above it the strategy is
/// refused, naming obstruction difference.
///
/// ```
/// use vector_attacks_codegen::compute::rotated::{Rotation, MAX_BYTES};
/// use vector_attacks_codegen::Geometry;
/// assert!(Rotation::attack_bytes(Geometry::board(12, 10).unwrap()) < MAX_BYTES);
/// ```
pub const MAX_BYTES: usize = 16 << 20;

/// Where one square's line lies in its rotated copy, and where its attack sets start.
///
/// ```
/// use vector_attacks_codegen::compute::rotated::Rotation;
/// use vector_attacks_codegen::Geometry;
/// let r = Rotation::new(Geometry::STANDARD);
/// let e1_rank = r.lines[4][1]; // e1 along the first rank: b1..g1 are bits 1..6
/// assert_eq!((e1_rank.shift, e1_rank.mask), (1, 63));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineEntry {
    /// The first of the line's attack sets for this square in [`Rotation::attacks`].
    pub offset: u32,
    /// The rotated bit of the line's second square (its first inner one).
    pub shift: u32,
    /// `2^(L-2) - 1` for a line of `L` squares (0 for lines of at most two).
    pub mask: u32,
}

/// The rotation tables of a board.
///
/// ```
/// use vector_attacks_codegen::compute::rotated::Rotation;
/// use vector_attacks_codegen::Geometry;
/// let r = Rotation::new(Geometry::STANDARD);
/// // On 8x8 the ranks' copy is the occupancy itself; the files' copy puts a1..a8 in bits 0..7.
/// assert_eq!(r.place[1][9], 9);
/// assert_eq!(r.place[0][8], 1); // a2
/// assert_eq!(r.attacks.len(), 4096 + 4096 + 2 * 1282);
/// // A rook on a1 with a4 occupied, along its file.
/// assert_eq!(r.line_attacks(0, 0, &r.rotate(1 << 24)), 1 << 8 | 1 << 16 | 1 << 24);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rotation {
    /// The board.
    pub geometry: Geometry,
    /// `place[line][square]`: the square's bit in the copy of that kind of line ([`LINES`]
    /// order: files, ranks, diagonals, anti-diagonals).
    pub place: [Vec<u32>; 4],
    /// `lines[square][line]`: where the square's line lies and its attack sets start.
    pub lines: Vec<[LineEntry; 4]>,
    /// Every square's attack sets along each of its lines, by state.
    pub attacks: Vec<u128>,
}

impl Rotation {
    /// The tables of `geometry`.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::rotated::Rotation;
    /// use vector_attacks_codegen::Geometry;
    /// let r = Rotation::new(Geometry::board(10, 8).unwrap());
    /// assert_eq!(r.lines.len(), 80);
    /// ```
    pub fn new(geometry: Geometry) -> Rotation {
        let n = geometry.squares();
        let mut place: [Vec<u32>; 4] = std::array::from_fn(|_| vec![0; n]);
        let mut lines = vec![
            [LineEntry {
                offset: 0,
                shift: 0,
                mask: 0
            }; 4];
            n
        ];
        let mut attacks = Vec::new();
        for (kind, &(df, dr)) in LINES.iter().enumerate() {
            // The lines of this kind, each from the square with no predecessor, in square
            // order; their squares numbered one after another.
            let mut next = 0u32;
            let starts = (0..n).filter(|&sq| {
                let (f, r) = geometry.file_rank(sq);
                geometry.square(f - df, r - dr).is_none()
            });
            for start in starts {
                let (f, r) = geometry.file_rank(start);
                let squares: Vec<usize> = (0..)
                    .map_while(|k| geometry.square(f + k * df, r + k * dr))
                    .collect();
                let first = next;
                for &sq in &squares {
                    place[kind][sq] = next;
                    next += 1;
                }
                let inner = squares.len().saturating_sub(2) as u32;
                for &sq in &squares {
                    lines[sq][kind] = LineEntry {
                        offset: attacks.len() as u32,
                        shift: first + u32::from(inner > 0),
                        mask: (1 << inner) - 1,
                    };
                    for state in 0..1u128 << inner {
                        // The state's bit i is the line's square i + 1.
                        let occupied = (0..inner as usize)
                            .filter(|i| state >> i & 1 == 1)
                            .fold(0u128, |set, i| set | 1 << squares[i + 1]);
                        attacks.push(slide(geometry, sq, &[(df, dr), (-df, -dr)], occupied));
                    }
                }
            }
        }
        Rotation {
            geometry,
            place,
            lines,
            attacks,
        }
    }

    /// The bytes of the attack sets of `geometry`'s rotated tables, counted without building
    /// them.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::rotated::Rotation;
    /// use vector_attacks_codegen::Geometry;
    /// assert_eq!(Rotation::attack_bytes(Geometry::STANDARD), 10_756 * 8);
    /// assert!(Rotation::attack_bytes(Geometry::board(16, 8).unwrap()) > 32 << 20);
    /// ```
    pub fn attack_bytes(geometry: Geometry) -> usize {
        let n = geometry.squares();
        let entries: usize = (0..n)
            .flat_map(|sq| LINES.iter().map(move |&(df, dr)| (sq, df, dr)))
            .map(|(sq, df, dr)| {
                let len = 1 + slide(geometry, sq, &[(df, dr), (-df, -dr)], 0).count_ones();
                1usize << len.saturating_sub(2)
            })
            .sum();
        entries * geometry.bitboard().bits() as usize / 8
    }

    /// The bytes of every rotation table: the attack sets, the line entries (three `u32` per
    /// square and line) and each square's four rotated bits.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::rotated::Rotation;
    /// use vector_attacks_codegen::Geometry;
    /// let g = Geometry::STANDARD;
    /// assert_eq!(Rotation::bytes(g), Rotation::attack_bytes(g) + 64 * 4 * 12 + 64 * 4 * 8);
    /// ```
    pub fn bytes(geometry: Geometry) -> usize {
        let n = geometry.squares();
        let b = geometry.bitboard().bits() as usize / 8;
        Rotation::attack_bytes(geometry) + n * 4 * 3 * 4 + n * 4 * b
    }

    /// The four rotated copies of `occupied`, made from scratch.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::rotated::Rotation;
    /// use vector_attacks_codegen::Geometry;
    /// let r = Rotation::new(Geometry::STANDARD);
    /// assert_eq!(r.rotate(1 << 8)[0], 1 << 1); // a2: the second square of the a-file
    /// ```
    pub fn rotate(&self, occupied: u128) -> [u128; 4] {
        std::array::from_fn(|kind| {
            (0..self.geometry.squares())
                .filter(|&sq| occupied >> sq & 1 == 1)
                .fold(0, |set, sq| set | 1 << self.place[kind][sq])
        })
    }

    /// What a slider on `square` attacks along line `kind`, read from the rotated copies as
    /// the emitted code reads them.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::rotated::Rotation;
    /// use vector_attacks_codegen::Geometry;
    /// let r = Rotation::new(Geometry::STANDARD);
    /// // A rook on a1 along the first rank, c1 occupied: b1 and c1.
    /// assert_eq!(r.line_attacks(0, 1, &r.rotate(1 << 2)), 0b110);
    /// ```
    pub fn line_attacks(&self, square: usize, kind: usize, rotated: &[u128; 4]) -> u128 {
        let e = self.lines[square][kind];
        let state = (rotated[kind] >> e.shift) as u32 & e.mask;
        self.attacks[(e.offset + state) as usize]
    }

    /// Per square, its bit in each copy (what a piece arriving or leaving flips).
    ///
    /// ```
    /// use vector_attacks_codegen::compute::rotated::Rotation;
    /// use vector_attacks_codegen::Geometry;
    /// let r = Rotation::new(Geometry::STANDARD);
    /// assert_eq!(r.bits()[8], r.rotate(1 << 8));
    /// ```
    pub fn bits(&self) -> Vec<[u128; 4]> {
        (0..self.geometry.squares())
            .map(|sq| std::array::from_fn(|kind| 1 << self.place[kind][sq]))
            .collect()
    }
}
