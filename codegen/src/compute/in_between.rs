//! In-between sets, stored three ways (seed: "Square Attacked By", section "In Between").

use crate::{
    model::geometry::Displacement, model::geometry::Geometry, model::geometry::VectorLayout,
    model::table::Table,
};

/// What an in-between set holds.
///
/// ```
/// use vector_attacks_codegen::compute::in_between::{rectangular, Semantics};
/// use vector_attacks_codegen::Geometry;
/// let g = Geometry::STANDARD;
/// let strict = rectangular(g, Semantics::Strict);
/// let sf = rectangular(g, Semantics::Stockfish);
/// assert_eq!(strict.bitboards().unwrap()[3], 0b0110); // a1, d1: b1 c1
/// assert_eq!(sf.bitboards().unwrap()[3], 0b1110); // and d1 itself
/// assert_eq!(sf.bitboards().unwrap()[17], 1 << 17); // a1, b3: no line, just b3
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Semantics {
    /// The squares strictly between; empty when the squares share no line.
    #[default]
    Strict,
    /// Stockfish's `BetweenBB`: the squares between plus `to` itself, and just `{to}` when
    /// the squares share no line (so `between & target` tests a move and a block at once).
    Stockfish,
}

impl Semantics {
    /// The set for a pair under these semantics, from its strict set.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::in_between::Semantics;
    /// assert_eq!(Semantics::Stockfish.apply(0b0110, 3), 0b1110);
    /// ```
    pub const fn apply(self, strict: u128, to: usize) -> u128 {
        match self {
            Semantics::Strict => strict,
            Semantics::Stockfish => strict | 1 << to,
        }
    }
}

/// `arrRectangular[64][64]`: entry `[from][to]` is the set of squares strictly between
/// `from` and `to` when they share a rank, file, diagonal or anti-diagonal, and empty
/// otherwise (also for equal and adjacent squares). Shape `[64, 64]`, 32 KiB of `u64`.
///
/// ```
/// use vector_attacks_codegen::{compute::in_between::{self, Semantics}, Geometry};
/// let t = in_between::rectangular(Geometry::STANDARD, Semantics::Strict);
/// assert_eq!(t.bitboards().unwrap()[63 * 64], 0x0040_2010_0804_0200); // h8..a1: b2..g7
/// ```
pub fn rectangular(geometry: Geometry, semantics: Semantics) -> Table {
    let n = geometry.squares();
    let values = (0..n)
        .flat_map(|from| (0..n).map(move |to| semantics.apply(geometry.between(from, to), to)))
        .collect();
    Table::from_sets(geometry, values).with_shape(&[n, n])
}

/// The index of the unordered pair `{a, b}` in [`triangular`]:
/// `min * (2n - 1 - min) / 2 + max`, which for 64 squares is the seed's
/// `min * (127 - min) / 2 + max`. A bijection from pairs with `a <= b` onto `0..n(n+1)/2`.
///
/// ```
/// use vector_attacks_codegen::{compute::in_between::triangular_index, Geometry};
/// let g = Geometry::STANDARD;
/// assert_eq!(triangular_index(g, 0, 0), 0);
/// assert_eq!(triangular_index(g, 63, 63), 2079);
/// assert_eq!(triangular_index(g, 5, 9), triangular_index(g, 9, 5));
/// ```
pub fn triangular_index(geometry: Geometry, a: usize, b: usize) -> usize {
    let (min, max) = (a.min(b), a.max(b));
    min * (2 * geometry.squares() - 1 - min) / 2 + max
}

/// `arrTriangular[64*65/2]`: the rectangular sets with each unordered pair stored once, at
/// [`triangular_index`]. 2080 entries, 16.25 KiB of `u64`.
///
/// ```
/// use vector_attacks_codegen::{compute::in_between, Geometry};
/// let g = Geometry::STANDARD;
/// let t = in_between::triangular(g);
/// assert_eq!(t.shape, vec![2080]);
/// assert_eq!(t.sets().unwrap()[in_between::triangular_index(g, 0, 63)], g.between(0, 63));
/// ```
pub fn triangular(geometry: Geometry) -> Table {
    let n = geometry.squares();
    let mut values = vec![0; n * (n + 1) / 2];
    for a in 0..n {
        for b in a..n {
            values[triangular_index(geometry, a, b)] = geometry.between(a, b);
        }
    }
    Table::from_sets(geometry, values)
}

/// The in-between set of displacement `d` placed as if the from-square were square 0 (a1):
/// the squares `k * step` for `k` in `1..distance`, where `step` is the square-number step
/// along `d`, taken modulo the bitboard width (64 or 128 bits: so squares "below a1" wrap to
/// the top of the word). Rotating it left by the from-square, in the same width, gives the
/// real set: `(from + k * step) mod bits` is the square itself, which lies on the board.
/// Empty off the queen lines.
///
/// ```
/// use vector_attacks_codegen::{compute::in_between::relative_between, Displacement, Geometry};
/// let g = Geometry::STANDARD;
/// // Three files left: the two squares in between are -1 and -2, i.e. 63 and 62.
/// let d = Displacement { ranks: 0, files: -3 };
/// assert_eq!(relative_between(g, d), 0xC000_0000_0000_0000);
/// assert_eq!((relative_between(g, d) as u64).rotate_left(3) as u128, g.between(3, 0));
/// ```
pub fn relative_between(geometry: Geometry, d: Displacement) -> u128 {
    let Some(unit) = d.unit() else { return 0 };
    let n = geometry.bitboard().bits() as i32;
    let step = geometry.square_step(unit);
    (1..d.chebyshev()).fold(0, |set, k| set | 1 << (k * step).rem_euclid(n))
}

/// `arrInBetweenBy0x88Diff[240]`: entry `x88diff(from, to)` is [`relative_between`] for that
/// difference, so `in_between(from, to) = table[x88diff(from, to)].rotate_left(from)`.
/// With [`VectorLayout::X88_DIFF`] it has 256 entries (2 KiB), the padding being empty.
/// Under [`Semantics::Stockfish`] each entry also holds the relative to-square.
///
/// ```
/// use vector_attacks_codegen::{compute::in_between::{self, Semantics}, Geometry, VectorLayout};
/// let t = in_between::by_x88_diff(Geometry::STANDARD, VectorLayout::X88_DIFF, Semantics::Strict);
/// let (from, to) = (8usize, 40usize); // a2 -> a6
/// let x88diff = to - from + (to | 7) - (from | 7) + 120;
/// assert_eq!(t.bitboards().unwrap()[x88diff].rotate_left(from as u32), 0x0001_0101_0000); // a3, a4, a5
/// ```
pub fn by_x88_diff(geometry: Geometry, layout: VectorLayout, semantics: Semantics) -> Table {
    let n = geometry.bitboard().bits() as i32;
    Table::from_sets(
        geometry,
        (0..layout.len())
            .map(|i| {
                layout.displacement(geometry, i).map_or(0, |d| {
                    let to = geometry.square_step(d).rem_euclid(n) as usize;
                    semantics.apply(relative_between(geometry, d), to)
                })
            })
            .collect(),
    )
}
