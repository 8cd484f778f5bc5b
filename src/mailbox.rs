//! Mailbox boards (seeds "Vector Attacks" and "0x88"): the board padded with off-board
//! cells, conversions both ways, the source-destination loop ([`slide`]) and the
//! destination-source loop ([`attacks_mailbox`]), over the engine's own cell type.
//!
//! A layout is a type implementing [`Layout`], backed by generated tables: the six of the
//! seeds are here ([`X88`], [`Mailbox10x12`], [`Mailbox12x12`], [`Mailbox15x12`],
//! [`Mailbox16x12`], [`Mailbox16x16`]); another layout is generated with
//! `vector-attacks-codegen` (`mailbox_template(width = W, height = H, a1 = A)` and its
//! siblings) and implements the trait over those tables. The destination-source loop needs
//! tables indexed by a difference of cells, which only layouts at least 15 cells wide can
//! have ([`WideLayout`]): on 10x12, +7 is both seven files right and one rank up, three
//! files left. On every layout, the narrow ones too, [`attacks_mailbox_by_squares`] walks the
//! same loop with its direction found through the squares.
//!
//! Which to choose: the bitboard [`crate::is_attacked`] answers in one table load whatever
//! the distance; the mailbox loop costs one load per square it walks, but needs no
//! bitboards. On positions from games (`BENCHMARKS.md`, `attacks_mailbox`) the walks are
//! short: the loop took 1.5 to 1.7 ns a query on 16x12, 0x88 and 15x12 boards alike (3.2 ns
//! on 10x12 through the squares), the bitboard test 2.2 ns (reading the position's
//! occupancy), the peers' attack sets 8.6 ns; in a dependent chain the loop's branches are
//! predicted and run ahead (2.2 ns against 8.9 ns).
//! So an engine that keeps a mailbox board should ask the mailbox, and one that keeps
//! bitboards the bitboards: neither is worth maintaining for the other's sake.
//!
//! ```
//! use vector_attacks::mailbox::{attacks_mailbox, Layout, Mailbox16x12};
//! use vector_attacks::{Piece, Square};
//! let mut board = Mailbox16x12::TEMPLATE.to_vec(); // 0: empty, 255: off the board
//! let (rook, king) = (Mailbox16x12::to_mailbox(Square::A1), Mailbox16x12::to_mailbox(Square::A8));
//! board[rook] = 4;
//! board[king] = 6;
//! assert!(attacks_mailbox::<Mailbox16x12, u8>(&board, rook, king, Piece::Rook));
//! board[Mailbox16x12::to_mailbox(Square::A5)] = 1;
//! assert!(!attacks_mailbox::<Mailbox16x12, u8>(&board, rook, king, Piece::Rook));
//! ```

use crate::tables::{
    DIRECTION_BY_0X88_DIFF, MAILBOX_0X88_CELL, MAILBOX_0X88_SQUARE, MAILBOX_0X88_TEMPLATE,
    MAILBOX_10X12_CELL, MAILBOX_10X12_SQUARE, MAILBOX_10X12_TEMPLATE, MAILBOX_12X12_CELL,
    MAILBOX_12X12_SQUARE, MAILBOX_12X12_TEMPLATE, MAILBOX_15X12_CELL, MAILBOX_15X12_SQUARE,
    MAILBOX_15X12_TEMPLATE, MAILBOX_16X12_CELL, MAILBOX_16X12_SQUARE, MAILBOX_16X12_TEMPLATE,
    MAILBOX_16X16_CELL, MAILBOX_16X16_SQUARE, MAILBOX_16X16_TEMPLATE, MAILBOX_INCREMENTS_10,
    MAILBOX_INCREMENTS_12, MAILBOX_INCREMENTS_15, MAILBOX_INCREMENTS_16, PIECE_MASK_BY_0X88_DIFF,
    PIECE_MASK_BY_VECTOR_15, RAY_UNIT_VECTOR_QUEEN_15, RAY_UNIT_VECTOR_QUEEN_16,
};
use crate::{Piece, Square};

/// What a board cell must say for the loops: is it empty, is it off the board. Implemented
/// for `u8` with the codes of the generated templates (0 empty, 255 off the board, anything
/// else a piece); implement it for the engine's own cell type.
///
/// ```
/// use vector_attacks::mailbox::Cell;
/// assert!(0u8.is_empty() && 255u8.is_off_board() && !7u8.is_empty());
/// ```
pub trait Cell: Copy {
    /// Whether no piece stands here (and it is on the board).
    fn is_empty(self) -> bool;
    /// Whether this is a padding cell.
    fn is_off_board(self) -> bool;
}

impl Cell for u8 {
    fn is_empty(self) -> bool {
        self == 0
    }
    fn is_off_board(self) -> bool {
        self == u8::MAX
    }
}

/// A mailbox layout: where the squares are in the padded array, from generated tables.
///
/// ```
/// use vector_attacks::mailbox::{Layout, Mailbox10x12};
/// use vector_attacks::Square;
/// assert_eq!(Mailbox10x12::to_mailbox(Square::A1), 21);
/// assert_eq!(Mailbox10x12::from_mailbox(21), Some(Square::A1));
/// assert_eq!(Mailbox10x12::from_mailbox(20), None); // padding
/// assert_eq!(Mailbox10x12::INCREMENTS[2][0], 21); // knight: one file right, two ranks up
/// ```
pub trait Layout {
    /// Cells per row.
    const WIDTH: usize;
    /// The template board: 0 on squares, 255 on padding cells.
    const TEMPLATE: &'static [u8];
    /// The cell of each square.
    const CELL: &'static [u8; 64];
    /// The square of each cell, 255 on padding cells.
    const SQUARE: &'static [u8];
    /// Increment vectors by attack class ([`Piece`] order), 0 after the last.
    const INCREMENTS: &'static [[i8; 8]; 7];
    /// Whether `cell & 0x88` tells off-board cells (the 0x88 layout only).
    const TEST_0X88: bool = false;

    /// The cell of `square` (8x8 to mailbox).
    ///
    /// ```
    /// use vector_attacks::mailbox::{Layout, X88};
    /// assert_eq!(X88::to_mailbox(vector_attacks::Square::H8), 0x77);
    /// ```
    #[inline]
    fn to_mailbox(square: Square) -> usize {
        usize::from(Self::CELL[square.index()])
    }

    /// The square on `cell` (mailbox to 8x8); `None` for padding and cells past the array.
    ///
    /// ```
    /// use vector_attacks::mailbox::{Layout, Mailbox15x12};
    /// assert_eq!(Mailbox15x12::from_mailbox(34), Some(vector_attacks::Square::A1));
    /// assert_eq!(Mailbox15x12::from_mailbox(1000), None);
    /// ```
    #[inline]
    fn from_mailbox(cell: usize) -> Option<Square> {
        Self::SQUARE
            .get(cell)
            .and_then(|&s| Square::ALL.get(usize::from(s)).copied())
    }

    /// Whether `cell` of `board` is off the board: past either end of the array, or a
    /// padding cell by its content. The 0x88 layout also answers by `cell & 0x88`, so a
    /// 0x88 board needs no codes on its padding.
    ///
    /// ```
    /// use vector_attacks::mailbox::{Layout, Mailbox10x12};
    /// let board = Mailbox10x12::TEMPLATE;
    /// assert!(Mailbox10x12::is_off_board(board, 20));
    /// assert!(Mailbox10x12::is_off_board(board, usize::MAX)); // 0 minus a step
    /// assert!(!Mailbox10x12::is_off_board(board, 21));
    /// ```
    #[inline]
    fn is_off_board<C: Cell>(board: &[C], cell: usize) -> bool {
        (Self::TEST_0X88 && x88::is_off_board(cell))
            || board.get(cell).is_none_or(|c| c.is_off_board())
    }
}

/// A layout at least 15 cells wide, where a difference of two cells names one displacement,
/// so tables indexed by it exist: the queen ray unit vectors (`rayUnitVectorQueen`, read at
/// `RAY_OFFSET + from - to`) and the piece classes attacking each difference on an empty
/// board (read at `MASK_OFFSET + to - from`). Narrower layouts (10x12, 12x12) do not
/// implement it, so the destination-source loop by cell difference cannot be asked of them
/// ([`attacks_mailbox_by_squares`] can):
///
/// ```compile_fail
/// use vector_attacks::mailbox::{attacks_mailbox, Mailbox10x12};
/// attacks_mailbox::<Mailbox10x12, u8>(&[0; 120], 21, 28, vector_attacks::Piece::Rook);
/// ```
///
/// ```
/// use vector_attacks::mailbox::{Layout, Mailbox15x12, WideLayout};
/// let (a1, h8) = (34, 34 + 7 * 15 + 7);
/// // The step from `to` = a1 towards `from` = h8: up-right, 15 + 1 cells.
/// assert_eq!(Mailbox15x12::RAY_STEP[Mailbox15x12::RAY_OFFSET + h8 - a1], 16);
/// ```
pub trait WideLayout: Layout {
    /// Queen ray unit vectors by cell difference: the step from `to` towards `from`.
    const RAY_STEP: &'static [i8];
    /// Index of difference zero in [`WideLayout::RAY_STEP`].
    const RAY_OFFSET: usize;
    /// Bit `class` set when a piece of that class attacks that difference on an empty board.
    const PIECE_MASK: &'static [u8];
    /// Index of difference zero in [`WideLayout::PIECE_MASK`].
    const MASK_OFFSET: usize;
}

macro_rules! layout {
    ($(#[$doc:meta])* $name:ident, $width:expr, $template:ident, $cell:ident, $square:ident, $increments:ident $(, $x88:literal)?) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name;

        impl Layout for $name {
            const WIDTH: usize = $width;
            const TEMPLATE: &'static [u8] = &$template;
            const CELL: &'static [u8; 64] = &$cell;
            const SQUARE: &'static [u8] = &$square;
            const INCREMENTS: &'static [[i8; 8]; 7] = &$increments;
            $(const TEST_0X88: bool = $x88;)?
        }
    };
}

layout!(
    /// 0x88 (16x8, a1 at cell 0): off the board when `cell & 0x88 != 0`.
    ///
    /// ```
    /// use vector_attacks::mailbox::{Layout, X88};
    /// assert_eq!(X88::to_mailbox(vector_attacks::Square::B2), 0x11);
    /// assert!(X88::is_off_board::<u8>(&[0; 128], 0x08)); // by 0x88, whatever the cell holds
    /// ```
    X88, 16, MAILBOX_0X88_TEMPLATE, MAILBOX_0X88_CELL, MAILBOX_0X88_SQUARE, MAILBOX_INCREMENTS_16, true
);
layout!(
    /// 10x12 (a1 at cell 21): one padding file each side, two ranks above and below.
    ///
    /// ```
    /// use vector_attacks::mailbox::{Layout, Mailbox10x12};
    /// assert_eq!(Mailbox10x12::to_mailbox(vector_attacks::Square::H8), 98);
    /// ```
    Mailbox10x12, 10, MAILBOX_10X12_TEMPLATE, MAILBOX_10X12_CELL, MAILBOX_10X12_SQUARE, MAILBOX_INCREMENTS_10
);
layout!(
    /// 12x12 (a1 at cell 26): two padding files and ranks on every side.
    ///
    /// ```
    /// use vector_attacks::mailbox::{Layout, Mailbox12x12};
    /// assert_eq!(Mailbox12x12::to_mailbox(vector_attacks::Square::H8), 117);
    /// ```
    Mailbox12x12, 12, MAILBOX_12X12_TEMPLATE, MAILBOX_12X12_CELL, MAILBOX_12X12_SQUARE, MAILBOX_INCREMENTS_12
);
layout!(
    /// 15x12 (a1 at cell 34): Reul's layout, the seven padding files split 4:3.
    ///
    /// ```
    /// use vector_attacks::mailbox::{Layout, Mailbox15x12};
    /// assert_eq!(Mailbox15x12::to_mailbox(vector_attacks::Square::H8), 146);
    /// ```
    Mailbox15x12, 15, MAILBOX_15X12_TEMPLATE, MAILBOX_15X12_CELL, MAILBOX_15X12_SQUARE, MAILBOX_INCREMENTS_15
);
layout!(
    /// 16x12 (a1 at cell 36): four padding files each side, two ranks above and below.
    ///
    /// ```
    /// use vector_attacks::mailbox::{Layout, Mailbox16x12};
    /// assert_eq!(Mailbox16x12::to_mailbox(vector_attacks::Square::H8), 155);
    /// ```
    Mailbox16x12, 16, MAILBOX_16X12_TEMPLATE, MAILBOX_16X12_CELL, MAILBOX_16X12_SQUARE, MAILBOX_INCREMENTS_16
);
layout!(
    /// 16x16 (a1 at cell 68): four padding files and ranks on every side.
    ///
    /// ```
    /// use vector_attacks::mailbox::{Layout, Mailbox16x16};
    /// assert_eq!(Mailbox16x16::to_mailbox(vector_attacks::Square::H8), 187);
    /// ```
    Mailbox16x16, 16, MAILBOX_16X16_TEMPLATE, MAILBOX_16X16_CELL, MAILBOX_16X16_SQUARE, MAILBOX_INCREMENTS_16
);

/// The 16-wide layouts (0x88 among them) share the 0x88 difference tables: a difference of
/// their cells is a difference of 0x88 coordinates.
macro_rules! wide_16 {
    ($($name:ident),*) => {$(
        impl WideLayout for $name {
            const RAY_STEP: &'static [i8] = &RAY_UNIT_VECTOR_QUEEN_16;
            const RAY_OFFSET: usize = 119;
            const PIECE_MASK: &'static [u8] = &PIECE_MASK_BY_0X88_DIFF;
            const MASK_OFFSET: usize = 120;
        }
    )*};
}
wide_16!(X88, Mailbox16x12, Mailbox16x16);

impl WideLayout for Mailbox15x12 {
    const RAY_STEP: &'static [i8] = &RAY_UNIT_VECTOR_QUEEN_15;
    const RAY_OFFSET: usize = 112;
    const PIECE_MASK: &'static [u8] = &PIECE_MASK_BY_VECTOR_15;
    const MASK_OFFSET: usize = 112;
}

/// The seed's arithmetic for 0x88 coordinates, beside the tables of [`X88`].
pub mod x88 {
    use crate::Square;

    /// The 0x88 coordinate of `square`: `sq + (sq & !7)`, i.e. `16 * rank + file`.
    ///
    /// ```
    /// assert_eq!(vector_attacks::mailbox::x88::from_square(vector_attacks::Square::E4), 0x34);
    /// ```
    #[inline]
    pub const fn from_square(square: Square) -> usize {
        let s = square.index();
        s + (s & !7)
    }

    /// The square of a 0x88 coordinate, `(c + (c & 7)) >> 1` (the low three bits added
    /// into the empty bit 3, then shifted), or `None` off the board.
    ///
    /// ```
    /// use vector_attacks::{mailbox::x88, Square};
    /// assert_eq!(x88::to_square(0x34), Some(Square::E4));
    /// assert_eq!(x88::to_square(0x38), None);
    /// ```
    #[inline]
    pub const fn to_square(cell: usize) -> Option<Square> {
        if is_off_board(cell) {
            None
        } else {
            Some(Square::ALL[(cell + (cell & 7)) >> 1])
        }
    }

    /// The seed's off-board test, `cell & 0x88 != 0`. Cells are `usize`, so a step below
    /// the first rank wraps to a huge number, which the test also flags (its two's
    /// complement has bit 7 set), as does anything from 128 up.
    ///
    /// ```
    /// use vector_attacks::mailbox::x88;
    /// assert!(x88::is_off_board(0x08) && x88::is_off_board(0usize.wrapping_sub(1)));
    /// assert!(x88::is_off_board(0x80) && !x88::is_off_board(0x77));
    /// ```
    #[inline]
    pub const fn is_off_board(cell: usize) -> bool {
        cell & 0x88 != 0 || cell >= 0x80
    }
}

/// The source-destination loop: the cells from `from` (excluded) along `increment`, as long
/// as they are empty, and then the first occupied one (a capture, or the own piece that
/// blocks), stopping before any off-board cell.
///
/// ```
/// use vector_attacks::mailbox::{slide, Layout, Mailbox10x12};
/// use vector_attacks::Square;
/// let mut board = Mailbox10x12::TEMPLATE.to_vec();
/// let a1 = Mailbox10x12::to_mailbox(Square::A1);
/// board[Mailbox10x12::to_mailbox(Square::A4)] = 7;
/// let up = Mailbox10x12::INCREMENTS[4][0]; // the rook's first direction: north
/// let cells: Vec<usize> = slide::<Mailbox10x12, u8>(&board, a1, up).collect();
/// assert_eq!(cells, [31, 41, 51]); // a2, a3, and a4, the piece that stops the slide
/// ```
pub fn slide<L: Layout, C: Cell>(board: &[C], from: usize, increment: i8) -> Slide<'_, L, C> {
    Slide {
        board,
        at: from,
        step: isize::from(increment),
        done: increment == 0,
        layout: core::marker::PhantomData,
    }
}

/// The iterator of [`slide`].
///
/// ```
/// use vector_attacks::mailbox::{slide, Layout, X88};
/// let board = [0u8; 128];
/// assert_eq!(slide::<X88, u8>(&board, 0x00, 1).count(), 7); // b1 .. h1
/// ```
#[derive(Clone, Debug)]
pub struct Slide<'a, L, C> {
    board: &'a [C],
    at: usize,
    step: isize,
    done: bool,
    layout: core::marker::PhantomData<L>,
}

impl<L: Layout, C: Cell> Iterator for Slide<'_, L, C> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.done {
            return None;
        }
        let next = self.at.wrapping_add_signed(self.step);
        if L::is_off_board(self.board, next) {
            self.done = true;
            return None;
        }
        self.at = next;
        // `is_off_board` said the cell exists.
        self.done = !self.board.get(next).is_some_and(|c| c.is_empty());
        Some(next)
    }
}

/// Whether `piece` standing on cell `from` attacks cell `to` of `board`: the seed's
/// destination-source loop. The piece classes attacking the difference `to - from` on an
/// empty board come from one table; a leaper that can attack it does; a slider walks from
/// `to` back towards `from` with `rayUnitVectorQueen[from - to]` over empty cells and
/// attacks when it arrives. The cell `from` itself may hold anything. For cells that are not
/// squares of the layout the answer means nothing, but it comes without a panic, and the
/// walk ends at the latest where it leaves `board`.
///
/// ```
/// use vector_attacks::mailbox::{attacks_mailbox, Layout, X88};
/// use vector_attacks::{Piece, Square};
/// let mut board = [0u8; 128];
/// let (b2, g7) = (X88::to_mailbox(Square::B2), X88::to_mailbox(Square::G7));
/// assert!(attacks_mailbox::<X88, u8>(&board, b2, g7, Piece::Bishop));
/// board[X88::to_mailbox(Square::E5)] = 1;
/// assert!(!attacks_mailbox::<X88, u8>(&board, b2, g7, Piece::Bishop));
/// assert!(!attacks_mailbox::<X88, u8>(&board, b2, g7, Piece::Knight));
/// ```
#[inline]
pub fn attacks_mailbox<L: WideLayout, C: Cell>(
    board: &[C],
    from: usize,
    to: usize,
    piece: Piece,
) -> bool {
    let Some(&mask) = L::PIECE_MASK.get(L::MASK_OFFSET.wrapping_add(to).wrapping_sub(from)) else {
        return false;
    };
    walk_back(board, from, to, piece, mask, || {
        let step = L::RAY_STEP.get(L::RAY_OFFSET.wrapping_add(from).wrapping_sub(to));
        step.map_or(0, |&s| isize::from(s))
    })
}

/// The end of both destination-source loops: `mask` holds the piece classes that attack the
/// difference on an empty board. A leaper of such a class attacks; a slider walks from `to`
/// back towards `from` by `step()` (the step from `to` towards `from`; 0: none) over empty
/// cells and attacks when it arrives.
#[inline]
fn walk_back<C: Cell>(
    board: &[C],
    from: usize,
    to: usize,
    piece: Piece,
    mask: u8,
    step: impl FnOnce() -> isize,
) -> bool {
    if mask >> piece as u8 & 1 == 0 {
        return false;
    }
    if !matches!(piece, Piece::Bishop | Piece::Rook | Piece::Queen) {
        return true;
    }
    let step = step();
    if step == 0 {
        return false;
    }
    let mut cell = to.wrapping_add_signed(step);
    while cell != from && board.get(cell).is_some_and(|c| c.is_empty()) {
        cell = cell.wrapping_add_signed(step);
    }
    cell == from
}

/// The destination-source loop on any layout, the narrow ones (10x12, 12x12) included: the
/// same walk from `to` back towards `from` over the board's cells as [`attacks_mailbox`], but
/// the piece classes and the direction come from the two squares' 0x88 difference
/// (`PIECE_MASK_BY_0X88_DIFF`, Wiereyn's `DIRECTION_BY_0X88_DIFF`), found through the
/// layout's conversion table, since on a layout narrower than 15 cells a difference of cells
/// names no single displacement. Two more loads than [`attacks_mailbox`]; cells that are not
/// squares give `false`.
///
/// ```
/// use vector_attacks::mailbox::{attacks_mailbox_by_squares, Layout, Mailbox10x12};
/// use vector_attacks::{Piece, Square};
/// let mut board = Mailbox10x12::TEMPLATE.to_vec();
/// let (a1, h8) = (Mailbox10x12::to_mailbox(Square::A1), Mailbox10x12::to_mailbox(Square::H8));
/// assert!(attacks_mailbox_by_squares::<Mailbox10x12, u8>(&board, a1, h8, Piece::Bishop));
/// board[Mailbox10x12::to_mailbox(Square::D4)] = 1;
/// assert!(!attacks_mailbox_by_squares::<Mailbox10x12, u8>(&board, a1, h8, Piece::Bishop));
/// ```
pub fn attacks_mailbox_by_squares<L: Layout, C: Cell>(
    board: &[C],
    from: usize,
    to: usize,
    piece: Piece,
) -> bool {
    let (Some(f), Some(t)) = (L::from_mailbox(from), L::from_mailbox(to)) else {
        return false;
    };
    let mask = PIECE_MASK_BY_0X88_DIFF[usize::from(crate::x88_diff(f, t))];
    walk_back(board, from, to, piece, mask, || {
        // The step from `to` towards `from` on the 16-wide board, as rank and file steps,
        // then as a step of this layout.
        let step16 = i32::from(DIRECTION_BY_0X88_DIFF[usize::from(crate::x88_diff(t, f))]);
        let ranks = (step16 + 8).div_euclid(16);
        let files = step16 - 16 * ranks;
        ranks as isize * L::WIDTH as isize + files as isize
    })
}
