//! A slider table read the way the runtime reads it ([`Lookup::attacks`]): the reference
//! check of the magics, the black magics and obstruction difference against the plain walk.

use super::black_magics::{black_magics, BlackMagic, BISHOP_BITS, ROOK_BITS};
use super::sliders::{bishop_magics, obstruction_difference, obstruction_line, rook_magics, LINES};
use crate::{error::Error, model::geometry::Geometry};

/// How a slider table is read at run time: the rook's or the bishop's magics, or obstruction
/// difference over all four lines (the queen).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// `rook-magics` and `rook-magic-attacks`.
    RookMagics,
    /// `bishop-magics` and `bishop-magic-attacks`.
    BishopMagics,
    /// `rook-black-magics`.
    RookBlackMagics,
    /// `bishop-black-magics`.
    BishopBlackMagics,
    /// `black-magic-attacks`, both sliders' black magics (the queen).
    BlackMagics,
    /// `obstruction-difference`, all four lines.
    Obstruction,
}

impl Lookup {
    /// The slider it serves, by name.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::compute::lookup::Lookup::Obstruction.slider(), "queen");
    /// ```
    pub const fn slider(self) -> &'static str {
        match self {
            Lookup::RookMagics | Lookup::RookBlackMagics => "rook",
            Lookup::BishopMagics | Lookup::BishopBlackMagics => "bishop",
            Lookup::Obstruction | Lookup::BlackMagics => "queen",
        }
    }

    /// What its slider on `from` attacks among `occupied`, found the way the tables are read
    /// at run time: [`Magic::index`](super::sliders::Magic::index) (or the black magics' index) into the attack sets, or
    /// [`obstruction_line`] on each line's masks.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::{lookup::Lookup, sliders::{slide, ROOK}};
    /// use vector_attacks_codegen::Geometry;
    /// let g = Geometry::STANDARD;
    /// let occupied = 1 << 20 | 1 << 35;
    /// assert_eq!(Lookup::RookMagics.attacks(g, 27, occupied).unwrap(), slide(g, 27, &ROOK, occupied));
    /// ```
    pub fn attacks(self, geometry: Geometry, from: usize, occupied: u128) -> Result<u128, Error> {
        let magics = match self {
            Lookup::RookMagics => rook_magics(geometry)?,
            Lookup::BishopMagics => bishop_magics(geometry)?,
            Lookup::RookBlackMagics | Lookup::BishopBlackMagics | Lookup::BlackMagics => {
                let black = black_magics(geometry)?;
                let at = |magic: BlackMagic, bits| {
                    u128::from(black.attacks[magic.index(occupied as u64, bits)])
                };
                let (rook, bishop) = (black.rook[from], black.bishop[from]);
                return Ok(match self {
                    Lookup::RookBlackMagics => at(rook, ROOK_BITS),
                    Lookup::BishopBlackMagics => at(bishop, BISHOP_BITS),
                    _ => at(rook, ROOK_BITS) | at(bishop, BISHOP_BITS),
                });
            }
            Lookup::Obstruction => {
                let masks = obstruction_difference(geometry).sets().unwrap_or_default();
                let lines = &masks[from * LINES.len() * 2..(from + 1) * LINES.len() * 2];
                return Ok(lines.chunks(2).fold(0, |set, half| {
                    set | obstruction_line(half[0], half[1], occupied)
                }) & geometry.bitboard().all());
            }
        };
        let m = magics.squares[from];
        Ok(u128::from(magics.attacks[m.index(occupied as u64)]))
    }
}
