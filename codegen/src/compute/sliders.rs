//! Slider attack sets by square and occupancy, for the attack getters that the seed "Square
//! Attacked By" takes for granted (`rookAttacks(occupied, sq)`, `bishopAttacks(occupied,
//! sq)`), in two forms:
//!
//! - **obstruction difference** (Michael Hoffmann's): for each square and each of its four
//!   lines, the line's squares below the square (lower index) and above it, combined by
//!   [`obstruction_line`]. Two bitboards per square and line, 4 KiB on 8x8, any board.
//! - **fancy magic bitboards**: per square the relevant occupancy mask (the rays without
//!   their last square), a magic factor, a shift and an offset into one shared table of
//!   attack sets, indexed by [`Magic::index`]. The factors are
//!   found by a seeded, deterministic search, so the same request gives the same tables.
//!   Boards of at most 64 squares (`u64` bitboards).

use crate::{error::Error, model::geometry::Geometry, model::table::Table};

/// The four lines through a square, in table order: file, rank, diagonal, anti-diagonal,
/// each as the step `(files, ranks)` of one of its two directions.
pub const LINES: [(i32, i32); 4] = [(0, 1), (1, 0), (1, 1), (-1, 1)];

/// A rook's four directions.
pub const ROOK: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// A bishop's four directions.
pub const BISHOP: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// The squares `k` steps of `(files, ranks)` from `square` for `k = 1, 2, ...` (up to
/// `limit` steps, 0 for no limit) until the board ends or (included) an occupied square.
///
/// ```
/// use vector_attacks_codegen::{compute::sliders::ray, Geometry};
/// let g = Geometry::STANDARD;
/// assert_eq!(ray(g, 0, (1, 1), 0, 0).count_ones(), 7); // a1 to h8
/// assert_eq!(ray(g, 0, (1, 1), 2, 0), 1 << 9 | 1 << 18); // b2 and c3
/// assert_eq!(ray(g, 0, (1, 2), 0, 1 << 17), 1 << 17); // a nightrider stopped on b3
/// ```
pub fn ray(
    geometry: Geometry,
    square: usize,
    (df, dr): (i32, i32),
    limit: u8,
    occupied: u128,
) -> u128 {
    let (file, rank) = geometry.file_rank(square);
    let steps = if limit == 0 {
        i32::MAX
    } else {
        i32::from(limit)
    };
    let mut set = 0;
    for sq in (1..=steps).map_while(|k| geometry.square(file + k * df, rank + k * dr)) {
        set |= 1 << sq;
        if occupied >> sq & 1 == 1 {
            break;
        }
    }
    set
}

/// What a slider moving along `directions` from `square` attacks among `occupied`: each
/// ray up to and including the first occupied square.
///
/// ```
/// use vector_attacks_codegen::{compute::sliders::{slide, ROOK}, Geometry};
/// let g = Geometry::STANDARD;
/// assert_eq!(slide(g, 0, &ROOK, 0).count_ones(), 14);
/// assert_eq!(slide(g, 0, &ROOK, 1 << 8 | 1 << 1), 1 << 8 | 1 << 1); // a1 hemmed in by a2, b1
/// ```
pub fn slide(geometry: Geometry, square: usize, directions: &[(i32, i32)], occupied: u128) -> u128 {
    directions
        .iter()
        .fold(0, |set, &d| set | ray(geometry, square, d, 0, occupied))
}

/// The obstruction-difference masks: entry `[square][line][0]` holds the squares of that
/// line (the four of [`LINES`]) whose index is below `square`, `[1]` those above. Shape
/// `[squares, 4, 2]`.
///
/// ```
/// use vector_attacks_codegen::{compute::sliders::obstruction_difference, Geometry};
/// let t = obstruction_difference(Geometry::STANDARD);
/// let v = t.bitboards().unwrap();
/// let e4 = 28;
/// assert_eq!(v[e4 * 8 + 0], 1 << 4 | 1 << 12 | 1 << 20); // the e-file below e4
/// assert_eq!(v[e4 * 8 + 1], 1 << 36 | 1 << 44 | 1 << 52 | 1 << 60); // the e-file above
/// assert_eq!(v[e4 * 8 + 3], 1 << 29 | 1 << 30 | 1 << 31); // the 4th rank right of e4
/// ```
pub fn obstruction_difference(geometry: Geometry) -> Table {
    let n = geometry.squares();
    let mut values = Vec::with_capacity(n * LINES.len() * 2);
    for square in 0..n {
        for (df, dr) in LINES {
            let line = slide(geometry, square, &[(df, dr), (-df, -dr)], 0);
            let below = (1u128 << square) - 1;
            values.push(line & below);
            values.push(line & !below);
        }
    }
    Table::from_sets(geometry, values).with_shape(&[n, LINES.len(), 2])
}

/// One square's fancy magic: the relevant occupancy, the factor, the shift and where its
/// attack sets start in the shared table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Magic {
    /// The squares whose occupancy matters: the rays without their last square.
    pub mask: u64,
    /// The factor.
    pub magic: u64,
    /// `64 - mask.count_ones()`.
    pub shift: u32,
    /// The index of the square's first attack set in the shared table.
    pub offset: usize,
}

impl Magic {
    /// The index of `occupied`'s attack set in the shared table.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::sliders::Magic;
    /// let m = Magic { mask: 0b110, magic: 1 << 61, shift: 62, offset: 10 };
    /// assert_eq!(m.index(0b100), 10 + 2);
    /// ```
    pub const fn index(&self, occupied: u64) -> usize {
        self.offset + ((occupied & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }
}

/// The attacks along one line by obstruction difference, the reference of the emitted
/// getters: `lower` and `upper` are the line's squares below and above the slider's square
/// (an entry of [`obstruction_difference`]); each way up to and including the first
/// occupied square. `ms1b` is the highest occupied square below, or bit 0 when there is none,
/// so that `above - ms1b` borrows through the squares up to the lowest occupied one above.
///
/// ```
/// use vector_attacks_codegen::compute::sliders::obstruction_line;
/// // The rank of c1 on 8x8: a1, b1 below, d1 ... h1 above; b1 and f1 occupied.
/// let (lower, upper) = (0b11, 0b1111_1000);
/// assert_eq!(obstruction_line(lower, upper, 0b10_0010), 0b11_1010);
/// ```
pub const fn obstruction_line(lower: u128, upper: u128, occupied: u128) -> u128 {
    let (below, above) = (lower & occupied, upper & occupied);
    let ms1b = 1u128 << (127 - (below | 1).leading_zeros());
    (lower | upper) & (above ^ above.wrapping_sub(ms1b))
}

/// The rook's magics on `geometry` (`rook-magics`; refused on boards over 64 squares).
///
/// ```
/// use vector_attacks_codegen::{compute::sliders::rook_magics, Geometry};
/// assert_eq!(rook_magics(Geometry::STANDARD).unwrap().attacks.len(), 102_400);
/// ```
pub fn rook_magics(geometry: Geometry) -> Result<Magics, Error> {
    magics(geometry, &ROOK, "rook-magics")
}

/// The bishop's magics on `geometry` (`bishop-magics`).
///
/// ```
/// use vector_attacks_codegen::{compute::sliders::bishop_magics, Geometry};
/// assert_eq!(bishop_magics(Geometry::STANDARD).unwrap().attacks.len(), 5_248);
/// ```
pub fn bishop_magics(geometry: Geometry) -> Result<Magics, Error> {
    magics(geometry, &BISHOP, "bishop-magics")
}

/// The magics of a slider moving along `directions` on every square, and the shared table
/// of attack sets they index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Magics {
    /// One per square.
    pub squares: Vec<Magic>,
    /// The attack sets.
    pub attacks: Vec<u64>,
}

/// A small deterministic generator (xorshift64*), seeded per square.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A candidate factor with few bits set, as magics tend to have.
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

/// The factors [`magics`] finds on the 8x8 board (in index space, the same for either
/// numbering), kept so that generating the tables does not repeat the search: a debug
/// build of the generator, as a build script runs it, spends about ten seconds finding the
/// rook's. A unit test runs the search and compares.
const ROOK_8X8: [u64; 64] = [
    0x0100_1102_41A0_8000,
    0x0040_0020_0040_1008,
    0x0680_2000_0880_1000,
    0x0100_0500_2008_1000,
    0x0A00_08B0_0420_0E00,
    0x4500_0814_0011_0002,
    0x2200_5408_0200_0081,
    0x0200_0102_4222_840A,
    0x0200_8000_8020_4002,
    0x0001_0040_0081_0021,
    0x0091_0010_4020_010A,
    0x0211_0010_000B_0120,
    0x0410_8004_0080_0800,
    0x0041_8004_0002_0081,
    0x020C_0002_1009_288C,
    0x8820_8000_4080_0100,
    0x1010_8180_0220_4005,
    0x0010_0A40_0220_0C40,
    0x0388_8880_2002_1000,
    0x0418_4200_0820_1200,
    0x0215_8180_0800_2400,
    0x5004_0040_0201_0040,
    0x0000_8400_0801_1002,
    0x0000_0200_0041_0084,
    0x0040_0142_8000_8022,
    0x0280_4004_8020_0080,
    0x0010_0041_0100_2000,
    0x1280_1202_0040_2008,
    0x0028_0400_8080_0800,
    0x0202_0002_0010_0408,
    0x0001_01A4_0010_0822,
    0x8000_0042_0000_8401,
    0x0000_4000_8080_0020,
    0x4230_0220_1140_0040,
    0x0082_0224_8200_1040,
    0x0001_0008_2100_1000,
    0x446A_8028_0280_1400,
    0x000A_0004_0200_1008,
    0x0040_0801_0400_1002,
    0xA489_0002_5900_0582,
    0x1440_8040_0020_8000,
    0x8020_0040_3000_4000,
    0x0230_0020_0041_0100,
    0x0244_1001_0009_0022,
    0x8018_0011_0089_0004,
    0x0006_0084_1812_0010,
    0x0141_C108_1004_0042,
    0x0104_0420_4082_0001,
    0x0800_8D00_4222_0200,
    0x0040_4000_2010_0440,
    0x0000_2000_8010_0080,
    0x0004_0810_2042_0200,
    0x004C_0008_0004_8080,
    0x0020_8004_0002_0080,
    0x0004_3018_1201_8400,
    0x0228_2041_0094_0200,
    0x6C02_6115_0480_00C1,
    0x1100_8060_C004_1901,
    0x4161_0011_C020_000D,
    0x0111_0204_1000_2009,
    0x4641_0042_1008_0005,
    0x0005_0004_0088_0201,
    0x8A00_3000_8821_0204,
    0x1100_1104_0040_8C26,
];

/// The bishop's factors on the 8x8 board, as [`ROOK_8X8`].
const BISHOP_8X8: [u64; 64] = [
    0x8284_4410_2B47_0100,
    0x0022_0224_0122_0050,
    0x4108_0484_2080_0030,
    0x0002_4089_0000_4000,
    0x1002_0A10_0480_2501,
    0x1042_0802_8800_020E,
    0x0104_4410_9808_0024,
    0x1208_9044_0220_1002,
    0x0080_4108_4801_8090,
    0x0000_2069_0606_0050,
    0x0500_4302_0081_0004,
    0x0080_1410_4200_0400,
    0x6804_0C04_6002_0010,
    0x8008_0241_1040_0304,
    0x0002_2208_1E02_5080,
    0x0500_11A9_0110_1010,
    0x4040_0019_6808_4080,
    0x0C30_4061_0112_0080,
    0x0008_0010_1020_2020,
    0x4004_0001_2400_80F0,
    0x0011_0008_2008_0202,
    0x0089_0002_0142_0230,
    0x0002_0083_0802_0240,
    0x8241_004C_8847_1000,
    0x0008_40A0_2002_0214,
    0x0002_08A0_2028_4080,
    0x0044_2800_1002_802A,
    0x0400_8023_2802_0020,
    0x0A02_0020_0200_8040,
    0x08C2_0020_8200_9011,
    0x3281_A081_0A02_1011,
    0x0005_0110_0020_8800,
    0x0003_2008_0010_1000,
    0x0811_0802_1208_1010,
    0x0402_C048_0110_00B0,
    0x0001_0200_8428_0080,
    0x4201_1904_001A_0020,
    0x2089_010A_0151_0040,
    0x0802_0400_4209_0800,
    0x0041_0C00_9010_6608,
    0x4400_8210_1010_4102,
    0x0020_440A_2009_C808,
    0x8165_0402_2401_0200,
    0x0008_0040_1040_0602,
    0x0400_1020_14C0_0201,
    0xC00C_0080_8300_9200,
    0x1883_1218_0100_5200,
    0xA084_0152_1020_0601,
    0x000A_060A_2004_0001,
    0x0219_00A8_0333_0402,
    0x0002_0101_4812_0000,
    0x0221_0810_4202_2900,
    0x0001_0010_8602_1801,
    0x0000_3A10_0502_0804,
    0x0110_2002_C182_0002,
    0x0011_8424_8182_0000,
    0x0082_0020_8804_5008,
    0x40A4_0224_2404_0449,
    0x1900_008D_0180_D021,
    0x0040_0100_C442_0218,
    0x08B0_0000_4008_3600,
    0x8105_08C0_1002_0080,
    0x0000_0AA0_0404_0841,
    0x0002_1001_0134_0080,
];

/// The seed of the search on `square` (for the same board and directions, the same magics
/// every run and on every machine).
const SEED: u64 = 0x005E_ED0F_4A61_C5A1;

/// How many candidate factors the search tries for one square before it gives up (a
/// square of 4x10's rook has none in millions: its mask's ten squares, eight of them a
/// file four squares apart, leave too few spare bits for the product to sort them).
const ATTEMPTS: u32 = 1 << 22;

/// Finds fancy magics for a slider moving along `directions` on `geometry`: for each square
/// in turn, sparse random factors from a generator seeded by the square, the first that maps
/// every subset of the relevant occupancy to a slot holding its attack set (two subsets may
/// share a slot when their attack sets are equal). On 8x8 the rook's and bishop's factors
/// are kept ([`search`] finds them again), and checked in the same way. Refuses `u128`
/// bitboards (boards of more than 64 squares, or a request's `bitboard = u128`).
///
/// ```
/// use vector_attacks_codegen::{compute::sliders::{magics, slide, BISHOP}, Geometry};
/// let g = Geometry::STANDARD;
/// let m = magics(g, &BISHOP, "bishop-magics").unwrap();
/// assert_eq!(m.attacks.len(), 5248);
/// let e4 = m.squares[28];
/// let occupied = 1 << 37 | 1 << 19;
/// assert_eq!(u128::from(m.attacks[e4.index(occupied)]), slide(g, 28, &BISHOP, occupied.into()));
/// ```
pub fn magics(
    geometry: Geometry,
    directions: &[(i32, i32)],
    table: &'static str,
) -> Result<Magics, Error> {
    find(geometry, directions, table, known)
}

/// [`magics`] without the kept factors: the search alone.
///
/// ```
/// use vector_attacks_codegen::{compute::sliders::{magics, search, BISHOP}, Geometry};
/// let g = Geometry::STANDARD;
/// assert_eq!(search(g, &BISHOP, "bishop-magics"), magics(g, &BISHOP, "bishop-magics"));
/// ```
pub fn search(
    geometry: Geometry,
    directions: &[(i32, i32)],
    table: &'static str,
) -> Result<Magics, Error> {
    find(geometry, directions, table, |_, _| None)
}

/// The kept factors for `directions` on `geometry`, if any.
fn known(geometry: Geometry, directions: &[(i32, i32)]) -> Option<&'static [u64; 64]> {
    match (geometry.files(), geometry.ranks(), directions) {
        (8, 8, d) if d == ROOK => Some(&ROOK_8X8),
        (8, 8, d) if d == BISHOP => Some(&BISHOP_8X8),
        _ => None,
    }
}

/// Where [`find`] looks for kept factors.
type Kept = fn(Geometry, &[(i32, i32)]) -> Option<&'static [u64; 64]>;

fn find(
    geometry: Geometry,
    directions: &[(i32, i32)],
    table: &'static str,
    known: Kept,
) -> Result<Magics, Error> {
    if geometry.bitboard().bits() > 64 {
        return Err(Error::BoardUnsupported {
            table,
            board: format!(
                "{} with `{}` bitboards",
                geometry.size_name(),
                geometry.bitboard().rust_name()
            ),
            why: "magic bitboards multiply a 64-bit occupancy; use `obstruction-difference` (two masks per square and line, any board)",
        });
    }
    let mut squares = Vec::with_capacity(geometry.squares());
    let mut attacks = Vec::new();
    for square in 0..geometry.squares() {
        let mask = relevant(geometry, square, directions);
        let subsets = subsets(mask);
        let sets: Vec<u64> = subsets
            .iter()
            .map(|&occ| slide(geometry, square, directions, u128::from(occ)) as u64)
            .collect();
        if mask == 0 {
            // No occupancy matters (a bishop on a board one file wide): one set, index 0.
            squares.push(Magic {
                mask,
                magic: 0,
                shift: 63,
                offset: attacks.len(),
            });
            attacks.push(sets[0]);
            continue;
        }
        let shift = 64 - mask.count_ones();
        let mut slots = vec![0u64; subsets.len()];
        let mut stamp = vec![0u32; subsets.len()];
        let mut attempt = 1u32;
        let fits = |magic: u64, attempt: u32, slots: &mut [u64], stamp: &mut [u32]| {
            let candidate = Magic {
                mask,
                magic,
                shift,
                offset: 0,
            };
            subsets.iter().zip(&sets).all(|(&occ, &set)| {
                let slot = candidate.index(occ);
                if stamp[slot] == attempt {
                    slots[slot] == set
                } else {
                    stamp[slot] = attempt;
                    slots[slot] = set;
                    true
                }
            })
        };
        let kept = known(geometry, directions).map(|factors| factors[square]);
        let magic = match kept {
            Some(magic) if fits(magic, attempt, &mut slots, &mut stamp) => magic,
            _ => {
                let mut rng = Rng(SEED ^ (square as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
                loop {
                    attempt += 1;
                    if attempt > ATTEMPTS {
                        return Err(Error::BoardUnsupported {
                            table,
                            board: geometry.size_name(),
                            why: "the search found no magic factor for a square within its bound (a slider's mask on a narrow board can have none that indexes `mask.count_ones()` bits); use `obstruction-difference` (two masks per square and line, any board)",
                        });
                    }
                    let magic = rng.sparse();
                    // A factor that moves few mask bits into the index's top byte rarely
                    // works.
                    if mask.count_ones() >= 8 && (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                        continue;
                    }
                    if fits(magic, attempt, &mut slots, &mut stamp) {
                        break magic;
                    }
                }
            }
        };
        // Slots that no subset reaches (two subsets shared one) hold 0, not what a failed
        // attempt left there.
        for (slot, value) in slots.iter_mut().enumerate() {
            if stamp[slot] != attempt {
                *value = 0;
            }
        }
        squares.push(Magic {
            mask,
            magic,
            shift,
            offset: attacks.len(),
        });
        attacks.extend(slots);
    }
    Ok(Magics { squares, attacks })
}

/// The length of the attack-set table [`magics`] builds for a slider moving along
/// `directions`: `2^|mask|` slots per square (one where no occupancy matters), found without
/// the search; 0 on boards with `u128` bitboards, where there are no magics.
///
/// ```
/// use vector_attacks_codegen::{compute::sliders::{slots, BISHOP, ROOK}, Geometry};
/// assert_eq!(slots(Geometry::STANDARD, &ROOK), 102_400);
/// assert_eq!(slots(Geometry::STANDARD, &BISHOP), 5_248);
/// ```
pub fn slots(geometry: Geometry, directions: &[(i32, i32)]) -> usize {
    if geometry.bitboard().bits() > 64 {
        return 0;
    }
    (0..geometry.squares())
        .map(|square| 1 << relevant(geometry, square, directions).count_ones())
        .sum()
}

/// The relevant occupancy of a slider on `square`: its empty-board rays without the last
/// square of each (a piece there changes nothing).
pub(crate) fn relevant(geometry: Geometry, square: usize, directions: &[(i32, i32)]) -> u64 {
    let (file, rank) = geometry.file_rank(square);
    let mut mask = 0u64;
    for &(df, dr) in directions {
        let ray: Vec<usize> = (1..)
            .map_while(|k| geometry.square(file + k * df, rank + k * dr))
            .collect();
        for &sq in ray.iter().take(ray.len().saturating_sub(1)) {
            mask |= 1 << sq;
        }
    }
    mask
}

/// Every subset of `mask`, the empty one first (the carry-rippler enumeration).
pub(crate) fn subsets(mask: u64) -> Vec<u64> {
    let mut out = Vec::with_capacity(1 << mask.count_ones());
    let mut sub = 0u64;
    loop {
        out.push(sub);
        sub = sub.wrapping_sub(mask) & mask;
        if sub == 0 {
            return out;
        }
    }
}

/// The magics as a table: entry `[square]` is `[mask, magic, shift, offset]`. Shape
/// `[squares, 4]`.
///
/// ```
/// use vector_attacks_codegen::{compute::sliders::{magic_table, magics, ROOK}, Geometry};
/// let m = magics(Geometry::STANDARD, &ROOK, "rook-magics").unwrap();
/// let t = magic_table(&m);
/// assert_eq!(t.shape, vec![64, 4]);
/// assert_eq!(t.bitboards().unwrap()[2], 52); // a1: 12 relevant squares
/// ```
pub fn magic_table(magics: &Magics) -> Table {
    let values: Vec<u64> = magics
        .squares
        .iter()
        .flat_map(|m| [m.mask, m.magic, u64::from(m.shift), m.offset as u64])
        .collect();
    let n = magics.squares.len();
    Table::from_bitboards(values).with_shape(&[n, 4])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kept 8x8 factors are the search's (about ten seconds for the rook in a debug
    /// build).
    #[test]
    fn kept_factors_are_what_the_search_finds() {
        for (directions, kept) in [(&BISHOP, &BISHOP_8X8), (&ROOK, &ROOK_8X8)] {
            let found = search(Geometry::STANDARD, directions, "magics").unwrap();
            let factors: Vec<u64> = found.squares.iter().map(|m| m.magic).collect();
            assert_eq!(factors, kept.to_vec());
        }
    }
}
