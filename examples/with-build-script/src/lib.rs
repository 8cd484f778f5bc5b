//! A move validator over tables a build script generated: is a candidate move (a hash move
//! or killer move, say) possible for the piece on the given occupancy, without generating
//! all moves?
//!
//! ```
//! use example_with_build_script::{attacks, Class};
//! let (e1, e4, e8) = (4, 28, 60);
//! let occupied = 1 << e1 | 1 << e4;
//! assert!(attacks(e1, e4, Class::Rook, occupied));
//! assert!(!attacks(e1, e8, Class::Rook, occupied));
//! ```

// Generated items must stay quiet for users who lint strictly.
#![warn(clippy::pedantic)]
#![allow(clippy::must_use_candidate)] // the examples' own functions, not the generated items

include!(concat!(env!("OUT_DIR"), "/tables.rs"));

/// The attack classes of `ATTACKS_BY_0X88_DIFF_AND_PIECE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Black pawn, attacking towards rank 1.
    BlackPawn = 0,
    /// White pawn, attacking towards rank 8.
    WhitePawn = 1,
    /// Knight.
    Knight = 2,
    /// Bishop.
    Bishop = 3,
    /// Rook.
    Rook = 4,
    /// Queen.
    Queen = 5,
    /// King.
    King = 6,
}

/// The seed's 0x88 difference of two squares (a1 = 0).
///
/// ```
/// assert_eq!(example_with_build_script::x88diff(0, 63), 239);
/// ```
pub fn x88diff(from: u8, to: u8) -> usize {
    usize::from(
        to.wrapping_sub(from)
            .wrapping_add(to | 7)
            .wrapping_sub(from | 7)
            .wrapping_add(120),
    )
}

/// The squares strictly between `from` and `to` (0..64 each).
///
/// ```
/// assert_eq!(example_with_build_script::between(0, 3), 0b0110);
/// ```
pub fn between(from: u8, to: u8) -> u64 {
    IN_BETWEEN_BY_0X88_DIFF[x88diff(from, to)].rotate_left(u32::from(from))
}

/// Whether a piece of `class` on `from` attacks `to` (0..64 each) on `occupied`.
///
/// ```
/// use example_with_build_script::{attacks, Class};
/// assert!(attacks(6, 21, Class::Knight, 0)); // g1 to f3
/// ```
pub fn attacks(from: u8, to: u8, class: Class, occupied: u64) -> bool {
    let blockers = occupied.rotate_right(u32::from(from)) | 1;
    ATTACKS_BY_0X88_DIFF_AND_PIECE[class as usize][x88diff(from, to)] & blockers == 0
}

/// Whether a king on `from` could step to `to`: one king step away.
///
/// ```
/// assert!(example_with_build_script::king_step(4, 13)); // e1 to f2
/// ```
pub fn king_step(from: u8, to: u8) -> bool {
    KING_DISTANCE[usize::from(from)][usize::from(to)] == 1
}
