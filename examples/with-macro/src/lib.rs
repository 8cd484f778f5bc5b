//! An engine that numbers squares from a8 (a8 = 0, h1 = 63) and uses Stockfish's
//! in-between convention, with its tables expanded inline by the macro as `const` items.
//!
//! The task: after a check by a slider, which squares may a piece move to? Any square of
//! `BETWEEN[king][checker]`, which (Stockfish convention) holds the checker itself too, so
//! capturing it and blocking are one test.
//!
//! ```
//! use example_with_macro::{evasion_targets, sq};
//! // King e1, rook e8 checking: block on e2..e7 or take on e8.
//! let targets = evasion_targets(sq("e1"), sq("e8"));
//! assert_eq!(targets.count_ones(), 7);
//! assert!(targets & 1 << sq("e8") != 0);
//! ```

// Generated items must stay quiet for users who lint strictly.
#![warn(clippy::pedantic)]
#![allow(clippy::must_use_candidate)] // the examples' own functions, not the generated items

vector_attacks::tables! {
    numbering = a8;
    semantics = stockfish;
    pub const BETWEEN = in_between_rectangular;
    pub const BETWEEN_BY_0X88 = in_between_0x88;
    pub const ATTACKS = attacks_0x88;
    pub fn between_calculated = in_between_calculated;
}

/// Square number of a name, with a8 = 0, h8 = 7, a1 = 56.
///
/// ```
/// assert_eq!(example_with_macro::sq("a8"), 0);
/// assert_eq!(example_with_macro::sq("h1"), 63);
/// ```
pub const fn sq(name: &str) -> u8 {
    let b = name.as_bytes();
    (b'8' - b[1]) * 8 + (b[0] - b'a')
}

/// The squares a piece may move to, to answer a check from `checker` on the king on
/// `king`: those between them and the checker itself.
///
/// ```
/// use example_with_macro::{evasion_targets, sq};
/// assert_eq!(evasion_targets(sq("e1"), sq("f3")), 1 << sq("f3")); // a knight: take it
/// ```
pub const fn evasion_targets(king: u8, checker: u8) -> u64 {
    BETWEEN[king as usize][checker as usize]
}

/// The same with the 0x88 difference table and a rotate, on this numbering.
///
/// ```
/// use example_with_macro::{evasion_targets, evasion_targets_0x88, sq};
/// assert_eq!(evasion_targets_0x88(sq("a1"), sq("h8")), evasion_targets(sq("a1"), sq("h8")));
/// ```
pub fn evasion_targets_0x88(king: u8, checker: u8) -> u64 {
    let diff = checker
        .wrapping_sub(king)
        .wrapping_add(checker | 7)
        .wrapping_sub(king | 7)
        .wrapping_add(120);
    BETWEEN_BY_0X88[usize::from(diff)].rotate_left(u32::from(king))
}

/// Attack classes: 0 black pawn, 1 white pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king.
///
/// ```
/// use example_with_macro::{attacks, sq};
/// assert!(attacks(sq("e2"), sq("d3"), 1, 0)); // a white pawn on e2 attacks d3
/// assert!(!attacks(sq("e2"), sq("d1"), 1, 0));
/// ```
pub fn attacks(from: u8, to: u8, class: usize, occupied: u64) -> bool {
    let diff = to
        .wrapping_sub(from)
        .wrapping_add(to | 7)
        .wrapping_sub(from | 7)
        .wrapping_add(120);
    ATTACKS[class][usize::from(diff)] & (occupied.rotate_right(u32::from(from)) | 1) == 0
}

/// Evaluated at compile time: the tables are `const`.
pub const E1_E8_TARGETS: u64 = evasion_targets(sq("e1"), sq("e8"));
