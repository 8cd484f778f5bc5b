//! Black magic bitboards for the 8x8 board: fixed-shift magics whose attack sets overlap in
//! one table that the rook and the bishop share.
//!
//! A fancy magic (see [`crate::compute::sliders`]) keeps per square a mask, a factor, a shift
//! and an offset, and its attack sets take `2^bits` consecutive slots. Black magics keep the
//! shift fixed (the top 12 bits of the product for a rook, 9 for a bishop), OR the complement
//! of the mask into the occupancy instead of ANDing the mask (so the product's unused bits are
//! all ones, which leaves room for windows to overlap), and place each square's window of
//! 4096 or 512 slots at an offset where the slots it uses do not collide with another
//! square's, or hold the same attack set. Both sliders fit in 87,988 slots (about 687 KiB),
//! against 107,648 for the fancy magics.
//!
//! Finding such factors and offsets is a long search; the ones kept here are the published
//! set by Volker Annuss and Niklas Fiekas (talkchess, "Black magic bitboards", 2017; the
//! chessprogramming wiki's "Magic Bitboards"), data, not code. [`black_magics`] proves them
//! every time it builds the table: each subset of each mask must land on a slot that is
//! free or already holds its attack set, or it refuses.
//!
//! The factors are in index space (bit `i` is square `i`), which is the same on the 8x8 board
//! in either numbering: flipping the ranks maps rook and bishop lines onto themselves.

use super::sliders::{relevant, slide, subsets, BISHOP, ROOK};
use crate::{error::Error, model::geometry::Geometry, model::table::Table};

/// Bits of the rook's index: its window is 4096 slots.
pub const ROOK_BITS: u32 = 12;
/// Bits of the bishop's index: its window is 512 slots.
pub const BISHOP_BITS: u32 = 9;

/// The rook's published factors and window offsets, by square (a1 = 0).
const ROOK_PUBLISHED: [(u64, usize); 64] = [
    (0x8028_0013_FF84_FFFF, 10890),
    (0x5FFB_FEFD_FEF6_7FFF, 50579),
    (0xFFEF_FAFF_EFFD_FFFF, 62020),
    (0x0030_0090_0300_008A, 67322),
    (0x0050_0280_1050_0023, 80251),
    (0x0020_0121_20A0_0020, 58503),
    (0x0030_0060_00C0_0030, 51175),
    (0x0058_0058_06B0_0002, 83130),
    (0x7FBF_F7FB_FBEA_FFFC, 50430),
    (0x0000_1400_8105_0002, 21613),
    (0x0000_1800_4380_0048, 72625),
    (0x7FFF_E800_021F_FFB8, 80755),
    (0xFFFF_CFFE_7FCF_FFAF, 69753),
    (0x0000_1800_C018_0060, 26973),
    (0x4F80_1800_5FD0_0018, 84972),
    (0x0000_1800_3062_0018, 31958),
    (0x0030_0018_010C_0003, 69272),
    (0x0003_000C_0085_FFFF, 48372),
    (0xFFFD_FFF7_FBFE_FFF7, 65477),
    (0x7FC1_FFDF_FC00_1FFF, 43972),
    (0xFFFE_FFDF_FDFF_DFFF, 57154),
    (0x7C10_8007_BEFF_F81F, 53521),
    (0x2040_8007_BFE0_0810, 30534),
    (0x0400_8005_5860_4100, 16548),
    (0x0040_2000_1008_0008, 46407),
    (0x0010_0200_0804_0004, 11841),
    (0xFFFD_FEFF_F7FB_FFF7, 21112),
    (0xFEBF_7DFF_F8FE_FFF9, 44214),
    (0xC000_00FF_E001_FFE0, 57925),
    (0x4AF0_1F00_0780_07C3, 29574),
    (0xBFFB_FAFF_FB68_3F7F, 17309),
    (0x0807_F67F_FA10_2040, 40143),
    (0x2000_08E8_0030_0030, 64659),
    (0x0000_0087_8018_0018, 70469),
    (0x0000_0103_0018_0018, 62917),
    (0x4000_0081_8018_0018, 60997),
    (0x0080_8031_0005_FFFA, 18554),
    (0x4000_1881_0006_0006, 14385),
    (0xFFFF_FF7F_FFBF_BFFF, 0),
    (0x0000_8020_0020_0040, 38091),
    (0x2000_0202_EC00_2800, 25122),
    (0xFFFF_F9FF_7CFF_F3FF, 60083),
    (0x0000_0040_4B80_1800, 72209),
    (0x2000_002F_E03F_D000, 67875),
    (0xFFFF_FF6F_FE7F_CFFD, 56290),
    (0xBFF7_EFFF_BFC0_0FFF, 43807),
    (0x0000_0010_0800_A804, 73365),
    (0x6054_000A_5800_5805, 76398),
    (0x0829_0001_0115_0028, 20024),
    (0x0000_0085_008A_0014, 9513),
    (0x8000_002B_0040_8028, 24324),
    (0x4000_0020_4079_0028, 22996),
    (0x7800_0020_1028_8028, 23213),
    (0x0000_0018_00E0_8018, 56002),
    (0xA3A8_0003_F3A4_0048, 22809),
    (0x2003_D800_0050_0028, 44545),
    (0xFFFF_F37E_EFEF_DFBE, 36072),
    (0x4000_0280_0900_13C1, 4750),
    (0xBF7F_FEFF_BFFA_F71F, 6014),
    (0xFFFD_FFFF_777B_7D6E, 36054),
    (0x4830_0007_E808_0C02, 78538),
    (0xAFE0_000F_FF78_0402, 28745),
    (0xEE73_FFFB_FFBB_77FE, 8555),
    (0x0002_0003_0848_2882, 1009),
];

/// The bishop's published factors and window offsets, by square (a1 = 0).
const BISHOP_PUBLISHED: [(u64, usize); 64] = [
    (0xA702_0080_6018_03D8, 60984),
    (0x1380_2040_4008_01F1, 66046),
    (0x0A00_8018_1001_F60C, 32910),
    (0x1840_8020_0423_8008, 16369),
    (0xC03F_E001_0000_0000, 42115),
    (0x24C0_0BFF_FF40_0000, 835),
    (0x0808_101F_4000_7F04, 18910),
    (0x1008_0820_1EC0_0080, 25911),
    (0xFFA2_FEFF_BFEF_B7FF, 63301),
    (0x083E_3EE0_4008_0801, 16063),
    (0xC080_0080_1810_01F8, 17481),
    (0x0440_007F_E003_1000, 59361),
    (0x2010_007F_FC00_0000, 18735),
    (0x1079_FFE0_00FF_8000, 61249),
    (0x3C07_0810_1F40_0080, 68938),
    (0x0806_1408_0FA0_0040, 61791),
    (0x7FFE_7FFF_817F_CFF9, 21893),
    (0x7FFE_BFFF_A010_27FD, 62068),
    (0x5301_8080_C00F_4001, 19829),
    (0x407E_0001_000F_FB8A, 26091),
    (0x201F_E000_FFF8_0010, 15815),
    (0xFFDF_EFFF_DE39_FFEF, 16419),
    (0xCC88_0800_0FBF_8002, 59777),
    (0x7FF7_FBFF_F820_3FFF, 16288),
    (0x8800_013E_8300_C030, 33235),
    (0x0420_0097_0180_6018, 15459),
    (0x7FFE_FF7F_7F01_F7FD, 15863),
    (0x8700_3030_10C0_C006, 75555),
    (0xC800_1818_1060_6000, 79445),
    (0x2000_2038_001C_8010, 15917),
    (0x087F_F038_000F_C001, 8512),
    (0x0008_0C0C_0008_3007, 73069),
    (0x0000_0080_FC82_C040, 16078),
    (0x0000_0040_7E41_6020, 19168),
    (0x0060_0203_F800_8020, 11056),
    (0xD003_FEFE_0440_4080, 62544),
    (0xA000_20C0_1800_3088, 80477),
    (0x7FBF_FE70_0BFF_E800, 75049),
    (0x107F_F00F_E400_0F90, 32947),
    (0x7F8F_FFCF_F1D0_07F8, 59172),
    (0x0000_0041_00F8_8080, 55845),
    (0x0000_0020_807C_4040, 61806),
    (0x0000_0041_0187_00C0, 73601),
    (0x0010_0000_80FC_4080, 15546),
    (0x1000_003C_8018_0030, 45243),
    (0xC100_00DF_8028_0050, 20333),
    (0xFFFF_FFBF_EFF8_0FDC, 33402),
    (0x0000_0010_1003_F812, 25917),
    (0x0800_001F_4080_8200, 32875),
    (0x0840_0010_1F3F_D208, 4639),
    (0x0800_0000_0F80_8081, 17077),
    (0x0004_0000_0800_3F80, 62324),
    (0x0800_0001_001F_E040, 18159),
    (0x72DD_0000_4090_0A00, 61436),
    (0xFFFF_FEFF_BFEF_F81D, 57073),
    (0xCD80_0020_0FEB_F209, 61025),
    (0x1000_0010_1EC1_0082, 81259),
    (0x7FBA_FFFF_EFE0_C02F, 64083),
    (0x7F83_FFFF_FFF0_7F7F, 56114),
    (0xFFF1_FFFF_FFF7_FFC1, 57058),
    (0x0878_0400_00FF_E01F, 58912),
    (0x945E_3880_0080_1012, 22194),
    (0x0840_8000_8020_0FDA, 70880),
    (0x1000_00C0_5F58_2008, 11140),
];

/// One square's black magic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlackMagic {
    /// The complement of the squares whose occupancy matters.
    pub not_mask: u64,
    /// The factor.
    pub factor: u64,
    /// Where the square's window starts in the shared table.
    pub offset: usize,
}

impl BlackMagic {
    /// The slot of `occupied` in the shared table, for a window of `2^bits` slots.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::black_magics::BlackMagic;
    /// let m = BlackMagic { not_mask: !0b110, factor: 1, offset: 10 };
    /// assert_eq!(m.index(0, 2), 10 + 3); // all ones: the top two bits of !0b110 * 1
    /// ```
    pub const fn index(&self, occupied: u64, bits: u32) -> usize {
        self.offset + ((occupied | self.not_mask).wrapping_mul(self.factor) >> (64 - bits)) as usize
    }
}

/// The rook's and bishop's black magics and the table they share.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlackMagics {
    /// The rook's, one per square.
    pub rook: Vec<BlackMagic>,
    /// The bishop's, one per square.
    pub bishop: Vec<BlackMagic>,
    /// The attack sets; long enough that every square's whole window lies inside (slots
    /// that no occupancy reaches hold 0).
    pub attacks: Vec<u64>,
}

/// The black magics of the 8x8 board and their shared table, proven as they are built: every
/// subset of every square's mask lands on a slot that holds exactly its attack set. Refuses
/// any other board (the published factors are for 8x8 `u64` bitboards).
///
/// ```
/// use vector_attacks_codegen::compute::{black_magics::{black_magics, ROOK_BITS}, sliders::{slide, ROOK}};
/// use vector_attacks_codegen::Geometry;
/// let g = Geometry::STANDARD;
/// let m = black_magics(g).unwrap();
/// let occupied = 1 << 20 | 1 << 35;
/// assert_eq!(u128::from(m.attacks[m.rook[27].index(occupied, ROOK_BITS)]), slide(g, 27, &ROOK, occupied.into()));
/// assert!(black_magics(Geometry::board(10, 8).unwrap()).is_err());
/// ```
pub fn black_magics(geometry: Geometry) -> Result<BlackMagics, Error> {
    if !geometry.is_standard() {
        return Err(Error::BoardUnsupported {
            table: "black-magic-attacks",
            board: format!(
                "{} with `{}` bitboards",
                geometry.size_name(),
                geometry.bitboard().rust_name()
            ),
            why: "the published black magics are for the 8x8 board with `u64` bitboards; use `rook-magics` and `bishop-magics` (fancy magics found for any board up to 64 squares) or `obstruction-difference` (any board)",
        });
    }
    let windows = ROOK_PUBLISHED
        .iter()
        .map(|&(_, offset)| offset + (1 << ROOK_BITS))
        .chain(
            BISHOP_PUBLISHED
                .iter()
                .map(|&(_, offset)| offset + (1 << BISHOP_BITS)),
        );
    let len = windows.max().unwrap_or(0);
    let mut attacks: Vec<Option<u64>> = vec![None; len];
    let mut place = |published: &[(u64, usize); 64], directions: &[(i32, i32)], bits: u32| {
        let mut magics = Vec::with_capacity(64);
        for (square, &(factor, offset)) in published.iter().enumerate() {
            let mask = relevant(geometry, square, directions);
            let magic = BlackMagic {
                not_mask: !mask,
                factor,
                offset,
            };
            for occupied in subsets(mask) {
                let set = slide(geometry, square, directions, u128::from(occupied)) as u64;
                let slot = &mut attacks[magic.index(occupied, bits)];
                match *slot {
                    Some(held) if held != set => {
                        return Err(Error::BoardUnsupported {
                            table: "black-magic-attacks",
                            board: geometry.size_name(),
                            why: "a published black magic maps two occupancies with different attack sets to one slot",
                        })
                    }
                    _ => *slot = Some(set),
                }
            }
            magics.push(magic);
        }
        Ok(magics)
    };
    let rook = place(&ROOK_PUBLISHED, &ROOK, ROOK_BITS)?;
    let bishop = place(&BISHOP_PUBLISHED, &BISHOP, BISHOP_BITS)?;
    Ok(BlackMagics {
        rook,
        bishop,
        attacks: attacks.into_iter().map(Option::unwrap_or_default).collect(),
    })
}

/// A slider's black magics as a table: entry `[square]` is `[not_mask, factor, offset]`.
/// Shape `[64, 3]`.
///
/// ```
/// use vector_attacks_codegen::compute::black_magics::{black_magics, black_magic_table};
/// let m = black_magics(vector_attacks_codegen::Geometry::STANDARD).unwrap();
/// let t = black_magic_table(&m.rook);
/// assert_eq!(t.shape, vec![64, 3]);
/// ```
pub fn black_magic_table(magics: &[BlackMagic]) -> Table {
    let values: Vec<u64> = magics
        .iter()
        .flat_map(|m| [m.not_mask, m.factor, m.offset as u64])
        .collect();
    Table::from_bitboards(values).with_shape(&[magics.len(), 3])
}
