//! Slider strategies tried for `attackers_to` and kept as contenders, so the page's "tried"
//! figures come from the same run as the rest (issue "Square attacked by": choose the slider
//! strategy by measurement, and report what was tried). Neither is the crate's: over five
//! reruns neither was reliably faster than the seed's way, and both execute as many
//! instructions (`BENCHMARKS.md`).
//!
//! - [`Kindergarten`]: kindergarten bitboards (chessprogramming wiki), 9 KiB. A line's inner
//!   occupancy is gathered into six bits by one multiplication (ranks by a shift) and indexes
//!   the first-rank attacks of the slider's file, filled up to every rank.
//! - [`BishopMagics`]: plain fancy magics for the bishop (5,248 sets, 41 KiB, magics found at
//!   start-up by a seeded search) and the kindergarten rook: 51 KiB in all, under the issue's
//!   64 KiB, where rook magics (800 KiB) are not.
//! - [`leapers`]: the pawn, knight and king part alone. Not an answer: the floor every
//!   super-piece strategy pays before its sliders.
//!
//! Every table here is built from its definition at start-up or at compile time, and the
//! bench asserts each contender's answers equal ours before timing.

use vector_attacks::tables::{KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS};
use vector_attacks::{Pieces, Square};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_B: u64 = 0x0202_0202_0202_0202;
/// The diagonal c2-h7: multiplying a file shifted to the a-file by it gathers ranks 2 to 7
/// into the top six bits, rank 2 highest.
const DIAGONAL_C2_H7: u64 = 0x0080_4020_1008_0400;

/// The squares a slider on `file` of the first rank attacks along it, with `inner` the
/// occupancy of files b..g as bits 0..5.
const fn first_rank(file: u32, inner: u64) -> u64 {
    let occupied = inner << 1;
    let mut attacks = 0;
    let mut f = file + 1;
    while f < 8 {
        attacks |= 1 << f;
        if occupied & 1 << f != 0 {
            break;
        }
        f += 1;
    }
    let mut f = file;
    while f > 0 {
        f -= 1;
        attacks |= 1 << f;
        if occupied & 1 << f != 0 {
            break;
        }
    }
    attacks
}

/// Kindergarten bitboards: `fill_up[file][inner]` is the first-rank attack set copied to
/// every rank; `a_file[rank][index]` the a-file attack set of a rook on `rank`, with index
/// bit `i` the occupancy of rank `6 - i` (the order [`DIAGONAL_C2_H7`] gathers them in);
/// `diagonals[square]` the square's diagonal and anti-diagonal, the square excluded.
pub struct Kindergarten {
    fill_up: [[u64; 64]; 8],
    a_file: [[u64; 64]; 8],
    diagonals: [[u64; 2]; 64],
}

const fn kindergarten() -> Kindergarten {
    let mut k = Kindergarten {
        fill_up: [[0; 64]; 8],
        a_file: [[0; 64]; 8],
        diagonals: [[0; 2]; 64],
    };
    let mut i = 0;
    while i < 8 * 64 {
        let (line, index) = (i / 64, i % 64);
        k.fill_up[line][index] = first_rank(line as u32, index as u64).wrapping_mul(FILE_A);
        // The rook's ranks as the bits of a first rank: index bit b is rank 6 - b.
        let mut inner = 0;
        let mut b = 0;
        while b < 6 {
            inner |= (index as u64 >> b & 1) << (5 - b);
            b += 1;
        }
        let ranks = first_rank(line as u32, inner);
        let mut r = 0;
        while r < 8 {
            k.a_file[line][index] |= (ranks >> r & 1) << (8 * r);
            r += 1;
        }
        i += 1;
    }
    let mut s = 0;
    while s < 64 {
        let mut t = 0;
        while t < 64 {
            let (dr, df) = (t as i32 / 8 - s as i32 / 8, t as i32 % 8 - s as i32 % 8);
            if t != s && dr == df {
                k.diagonals[s][0] |= 1 << t;
            }
            if t != s && dr == -df {
                k.diagonals[s][1] |= 1 << t;
            }
            t += 1;
        }
        s += 1;
    }
    k
}

/// The kindergarten tables, built at compile time.
pub static KINDERGARTEN: Kindergarten = kindergarten();

impl Kindergarten {
    /// A bishop's attack set on `s`: each diagonal's occupancy gathered onto the top rank by
    /// a multiplication with the b-file, its inner six bits indexing the fill-up table.
    #[inline(always)]
    pub fn bishop(&self, s: usize, occupied: u64) -> u64 {
        let [diagonal, anti] = self.diagonals[s];
        let file = &self.fill_up[s & 7];
        let index = |line: u64| ((occupied & line).wrapping_mul(FILE_B) >> 58) as usize;
        file[index(diagonal)] & diagonal | file[index(anti)] & anti
    }

    /// A rook's attack set on `s`: the rank by a shift into the fill-up table, the file
    /// shifted to the a-file and gathered by [`DIAGONAL_C2_H7`].
    #[inline(always)]
    pub fn rook(&self, s: usize, occupied: u64) -> u64 {
        let (rank, file) = (s >> 3, s & 7);
        let inner_rank = (occupied >> (8 * rank + 1) & 63) as usize;
        let on_rank = self.fill_up[file][inner_rank] & 0xFF << (8 * rank);
        let inner_file = ((occupied >> file & FILE_A).wrapping_mul(DIAGONAL_C2_H7) >> 58) as usize;
        on_rank | self.a_file[rank][inner_file] << file
    }
}

/// The squares a bishop on `s` attacks, walked: the reference the magics are built from.
fn bishop_walk(s: usize, occupied: u64) -> u64 {
    let (rank, file) = ((s / 8) as i32, (s % 8) as i32);
    let mut attacks = 0;
    for (dr, df) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
        let (mut r, mut f) = (rank + dr, file + df);
        while (0..8).contains(&r) && (0..8).contains(&f) {
            attacks |= 1 << (8 * r + f);
            if occupied >> (8 * r + f) & 1 != 0 {
                break;
            }
            (r, f) = (r + dr, f + df);
        }
    }
    attacks
}

/// One square's fancy magic: the relevant occupancy, the multiplier, the shift and where the
/// square's sets start in [`BishopMagics::attacks`].
#[derive(Clone, Copy, Default)]
#[repr(C, align(32))]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: u32,
}

/// The bishop's attack sets over all squares: the sum over squares of two to the number of
/// relevant occupancy bits.
const BISHOP_SETS: usize = 5248;

/// Fancy magic bitboards for the bishop, with the kindergarten rook. One allocation holds
/// both arrays, so a lookup needs one base address, as a `static` would.
pub struct BishopMagics {
    magics: [Magic; 64],
    attacks: [u64; BISHOP_SETS],
}

impl BishopMagics {
    /// Finds a magic per square by a seeded search (sparse random multipliers until every
    /// occupancy subset lands on a slot holding its own attack set) and fills the table.
    pub fn new() -> Self {
        let mut rng = super::XorShift(0x0b15_40b5_5eed_0f00);
        let mut magics = [Magic::default(); 64];
        let mut attacks = vec![0; BISHOP_SETS];
        let mut offset = 0;
        for (s, entry) in magics.iter_mut().enumerate() {
            // The diagonals without their last square: an edge blocker changes nothing.
            let mask = bishop_walk(s, 0) & !(FILE_A | FILE_A << 7 | 0xFF | 0xFF << 56);
            let bits = mask.count_ones();
            let mut subsets = vec![0u64];
            let mut x = mask.wrapping_neg() & mask;
            while x != 0 {
                subsets.push(x);
                x = x.wrapping_sub(mask) & mask;
            }
            let sets: Vec<u64> = subsets.iter().map(|&o| bishop_walk(s, o)).collect();
            // A slot is taken in this trial when its stamp is the trial's number, so a failed
            // trial needs no clearing.
            let mut stamps = vec![0u32; 1 << bits];
            let mut trial = 0;
            'search: loop {
                trial += 1;
                let magic = rng.next() & rng.next() & rng.next();
                let slots = &mut attacks[offset..offset + (1 << bits)];
                for (&o, &set) in subsets.iter().zip(&sets) {
                    let i = (o.wrapping_mul(magic) >> (64 - bits)) as usize;
                    if stamps[i] == trial && slots[i] != set {
                        continue 'search;
                    }
                    (stamps[i], slots[i]) = (trial, set);
                }
                *entry = Magic {
                    mask,
                    magic,
                    shift: 64 - bits,
                    offset: offset as u32,
                };
                break;
            }
            offset += 1 << bits;
        }
        assert_eq!(offset, BISHOP_SETS);
        BishopMagics {
            magics,
            attacks: attacks.try_into().expect("BISHOP_SETS sets"),
        }
    }

    /// A bishop's attack set on `s`: one multiplication and one load.
    #[inline(always)]
    pub fn bishop(&self, s: usize, occupied: u64) -> u64 {
        let m = &self.magics[s];
        let index = ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        self.attacks[m.offset as usize + index]
    }
}

/// The pawn, knight and king attackers of `s` (the super-piece's leaper sets).
#[inline(always)]
pub fn leapers(s: usize, p: &Pieces) -> u64 {
    let [white, black] = p.sides;
    let [pawns, knights, _, _, _, kings] = p.roles;
    // White pawns attack `s` from where a black pawn on it would attack (row 0).
    PAWN_ATTACKS[0][s] & pawns & white
        | PAWN_ATTACKS[1][s] & pawns & black
        | KNIGHT_ATTACKS[s] & knights
        | KING_ATTACKS[s] & kings
}

/// `attackers_to` as the super-piece with the given bishop and rook attack getters.
#[inline(always)]
pub fn attackers_to(
    square: Square,
    occupied: u64,
    p: &Pieces,
    bishop: impl Fn(usize, u64) -> u64,
    rook: impl Fn(usize, u64) -> u64,
) -> u64 {
    let s = square.index();
    let [_, _, bishops, rooks, queens, _] = p.roles;
    leapers(s, p) | bishop(s, occupied) & (bishops | queens) | rook(s, occupied) & (rooks | queens)
}
