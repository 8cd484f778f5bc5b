//! Mailbox layouts (seeds "Vector Attacks" and "0x88"): the board padded with off-board
//! cells, so that a step from a square either lands on the square it names or on a cell that
//! says "off the board".
//!
//! A [`MailboxLayout`] is data: the width and height of the padded array and the cell of a1
//! (the seeds' "offset": 21 on 10x12, 34 on 15x12, 36 on 16x12). From it this module computes
//! the template board, the conversions both ways and the increment vectors per piece. The
//! tables indexed by a difference of cells (ray unit vectors, directions, piece masks) are
//! the vector-board tables of the catalogue at the layout's width; they need a width of at
//! least `2 * files - 1` (15 on the 8x8 board), which [`crate::model::geometry::VectorLayout::compact`]
//! enforces.

use crate::compute::attacked_by::Direction;
use crate::{
    error::Error, model::geometry::Displacement, model::geometry::Geometry,
    model::table::ElementType, model::table::Table,
};

/// A mailbox: an array `width` cells wide and `height` cells high, the board's squares at
/// `a1 + width * row + file` (rows in the request's numbering), every other cell padding.
///
/// The seeds' layouts are constants; [`MailboxLayout::new`] checks any other. The 0x88 layout
/// (16x8, a1 at 0) has no padding ranks: it relies on the test `cell & 0x88 != 0`, which every
/// step off its board trips (below rank 1 the cell is negative, and its two's complement has
/// bit 7 set).
///
/// ```
/// use vector_attacks_codegen::{mailbox::MailboxLayout, Geometry};
/// let g = Geometry::STANDARD;
/// let l = MailboxLayout::SIXTEEN_BY_TWELVE;
/// assert_eq!(l.cell(g, 0), 36); // a1
/// assert_eq!(l.cell(g, 63), 16 * 9 + 11); // h8
/// assert_eq!(l.square(g, 36), Some(0));
/// assert_eq!(l.square(g, 35), None); // padding
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MailboxLayout {
    width: u16,
    height: u16,
    a1: u16,
}

impl Default for MailboxLayout {
    /// The 16x12 layout of the seed "Vector Attacks".
    fn default() -> Self {
        MailboxLayout::SIXTEEN_BY_TWELVE
    }
}

impl MailboxLayout {
    /// The layout of mailbox tables on `geometry` unless a request chooses another: the
    /// seed's 16x12 with a1 at cell 36 where it holds the board (every board of at most 12
    /// files and 8 ranks), and otherwise the 10x12 pattern grown to the board: two padding
    /// files (one each side, a knight's jump off one side wrapping into the other's) and
    /// two padding ranks above and below, `(files + 2) x (ranks + 4)` with a1 at cell
    /// `2 * width + 1`.
    ///
    /// ```
    /// use vector_attacks_codegen::{mailbox::MailboxLayout, Geometry};
    /// assert_eq!(MailboxLayout::default_for(Geometry::STANDARD), MailboxLayout::SIXTEEN_BY_TWELVE);
    /// let wide = MailboxLayout::default_for(Geometry::board(16, 8).unwrap());
    /// assert_eq!((wide.width(), wide.height(), wide.a1()), (18, 12, 37));
    /// ```
    pub fn default_for(geometry: Geometry) -> MailboxLayout {
        let seed = MailboxLayout::SIXTEEN_BY_TWELVE;
        if MailboxLayout::new(geometry, seed.width, seed.height, seed.a1).is_ok() {
            return seed;
        }
        let width = geometry.files() as u16 + 2;
        let height = geometry.ranks() as u16 + 4;
        MailboxLayout {
            width,
            height,
            a1: 2 * width + 1,
        }
    }
}

/// The knight's jumps as (files, ranks), clockwise from one file right, two ranks up.
const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
/// The king's steps as (files, ranks), clockwise from north: the queen's ray directions, in
/// the order of [`Direction::ALL`].
fn king_steps() -> [(i32, i32); 8] {
    Direction::ALL.map(Direction::step)
}

impl MailboxLayout {
    /// 0x88: 16x8, a1 at cell 0, off-board test `cell & 0x88 != 0`.
    pub const X88: MailboxLayout = MailboxLayout {
        width: 16,
        height: 8,
        a1: 0,
    };
    /// 10x12: one padding file each side, two padding ranks above and below; a1 at 21.
    pub const TEN_BY_TWELVE: MailboxLayout = MailboxLayout {
        width: 10,
        height: 12,
        a1: 21,
    };
    /// 12x12: two padding files and ranks on every side; a1 at 26.
    pub const TWELVE_BY_TWELVE: MailboxLayout = MailboxLayout {
        width: 12,
        height: 12,
        a1: 26,
    };
    /// 15x12 with the seven padding files split 4:3; a1 at 34.
    pub const FIFTEEN_BY_TWELVE: MailboxLayout = MailboxLayout {
        width: 15,
        height: 12,
        a1: 34,
    };
    /// 16x12, four padding files each side, two ranks above and below; a1 at 36.
    pub const SIXTEEN_BY_TWELVE: MailboxLayout = MailboxLayout {
        width: 16,
        height: 12,
        a1: 36,
    };
    /// 16x16, four padding files and ranks on every side; a1 at 68.
    pub const SIXTEEN_BY_SIXTEEN: MailboxLayout = MailboxLayout {
        width: 16,
        height: 16,
        a1: 68,
    };
    /// The seeds' layouts.
    pub const SEEDS: [MailboxLayout; 6] = [
        MailboxLayout::X88,
        MailboxLayout::TEN_BY_TWELVE,
        MailboxLayout::TWELVE_BY_TWELVE,
        MailboxLayout::FIFTEEN_BY_TWELVE,
        MailboxLayout::SIXTEEN_BY_TWELVE,
        MailboxLayout::SIXTEEN_BY_SIXTEEN,
    ];
    /// The most cells a layout may have (a `u16` cell index, and tables of sane size).
    pub const MAX_CELLS: usize = 4096;

    /// A `width` x `height` mailbox with a1 at cell `a1`, checked: the board must fit, and
    /// every knight jump and king step (so every slider's ray) from a square of the board
    /// must land on the square it names or on a padding cell inside the array (on the 0x88
    /// layout, on a cell that `& 0x88` flags). A layout that lets a step wrap onto another
    /// square, or leave the array, is refused with the step that does it.
    ///
    /// ```
    /// use vector_attacks_codegen::{mailbox::MailboxLayout, Geometry};
    /// let g = Geometry::STANDARD;
    /// assert_eq!(MailboxLayout::new(g, 10, 12, 21), Ok(MailboxLayout::TEN_BY_TWELVE));
    /// // One padding file in all: a knight on a1 jumping two files left, one rank up,
    /// // wraps round onto h1.
    /// let e = MailboxLayout::new(g, 9, 12, 19).unwrap_err().to_string();
    /// assert!(e.contains("from a1 by -2 files, +1 ranks reaches cell 26, square h1"), "{e}");
    /// // One padding rank below: a knight on b1 jumps out of the array.
    /// assert!(MailboxLayout::new(g, 10, 11, 11).is_err());
    /// ```
    pub fn new(geometry: Geometry, width: u16, height: u16, a1: u16) -> Result<Self, Error> {
        let layout = MailboxLayout { width, height, a1 };
        let (files, ranks) = (geometry.files(), geometry.ranks());
        let cells = usize::from(width) * usize::from(height);
        if cells > Self::MAX_CELLS {
            return Err(Error::MailboxTooLarge {
                width,
                height,
                max: Self::MAX_CELLS,
            });
        }
        if i32::from(width) < files
            || layout.left() + files > i32::from(width)
            || layout.bottom() + ranks > i32::from(height)
        {
            return Err(Error::MailboxBoardOutside {
                width,
                height,
                a1,
                files: files as u8,
                ranks: ranks as u8,
            });
        }
        layout.check_steps(geometry)?;
        Ok(layout)
    }

    /// Every knight jump and king step from every square: on the board it lands where it
    /// should by construction; off the board it must meet an off-board cell.
    fn check_steps(&self, geometry: Geometry) -> Result<(), Error> {
        for square in 0..geometry.squares() {
            let (file, rank) = geometry.file_rank(square);
            for (kind, steps) in [("knight jump", KNIGHT), ("king step", king_steps())] {
                for (df, dr) in steps {
                    if geometry.square(file + df, rank + dr).is_some() {
                        continue;
                    }
                    let step = Displacement {
                        ranks: dr,
                        files: df,
                    };
                    let cell = self.cell(geometry, square) as i64
                        + i64::from(self.increment(geometry, step));
                    if self.is_off_board(geometry, cell) {
                        continue;
                    }
                    let lands = match self.square(geometry, cell) {
                        Some(s) => format!("square {}", square_name(geometry, s)),
                        None => "a cell outside the array".to_owned(),
                    };
                    return Err(Error::MailboxLeaks {
                        layout: self.to_string(),
                        step: format!(
                            "a {kind} from {} by {df:+} files, {dr:+} ranks",
                            square_name(geometry, square)
                        ),
                        cell,
                        lands,
                    });
                }
            }
        }
        Ok(())
    }

    /// Whether `cell` is off the board: a padding cell, or, on the 0x88 layout, any cell
    /// that `cell & 0x88` flags (which includes every cell outside the array).
    ///
    /// ```
    /// use vector_attacks_codegen::{mailbox::MailboxLayout, Geometry};
    /// let g = Geometry::STANDARD;
    /// assert!(MailboxLayout::X88.is_off_board(g, -1));
    /// assert!(MailboxLayout::X88.is_off_board(g, 8));
    /// assert!(!MailboxLayout::X88.is_off_board(g, 0x77));
    /// assert!(!MailboxLayout::TEN_BY_TWELVE.is_off_board(g, -1)); // outside: neither
    /// ```
    pub fn is_off_board(&self, geometry: Geometry, cell: i64) -> bool {
        if self.is_x88(geometry) {
            cell & 0x88 != 0
        } else {
            (0..self.cells() as i64).contains(&cell) && self.square(geometry, cell).is_none()
        }
    }

    /// Whether this is the 0x88 layout of `geometry`: 16 wide, as high as the board, a1 at
    /// cell 0, so that `cell & 0x88` is the off-board test.
    ///
    /// ```
    /// use vector_attacks_codegen::{mailbox::MailboxLayout, Geometry};
    /// assert!(MailboxLayout::X88.is_x88(Geometry::STANDARD));
    /// assert!(!MailboxLayout::SIXTEEN_BY_TWELVE.is_x88(Geometry::STANDARD));
    /// ```
    pub fn is_x88(&self, geometry: Geometry) -> bool {
        self.width == 16
            && self.a1 == 0
            && i32::from(self.height) == geometry.ranks()
            && geometry.files() == 8
    }

    /// Cells per row.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::mailbox::MailboxLayout::TEN_BY_TWELVE.width(), 10);
    /// ```
    pub const fn width(&self) -> u16 {
        self.width
    }

    /// Rows.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::mailbox::MailboxLayout::TEN_BY_TWELVE.height(), 12);
    /// ```
    pub const fn height(&self) -> u16 {
        self.height
    }

    /// The cell of square 0 (a1, or a8 with that numbering).
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::mailbox::MailboxLayout::FIFTEEN_BY_TWELVE.a1(), 34);
    /// ```
    pub const fn a1(&self) -> u16 {
        self.a1
    }

    /// Number of cells.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::mailbox::MailboxLayout::X88.cells(), 128);
    /// ```
    pub const fn cells(&self) -> usize {
        self.width as usize * self.height as usize
    }

    /// Padding files left of the board.
    const fn left(&self) -> i32 {
        (self.a1 % self.width) as i32
    }

    /// Padding rows below square 0's row.
    const fn bottom(&self) -> i32 {
        (self.a1 / self.width) as i32
    }

    /// The cell of `square`.
    ///
    /// ```
    /// use vector_attacks_codegen::{mailbox::MailboxLayout, Geometry};
    /// assert_eq!(MailboxLayout::X88.cell(Geometry::STANDARD, 63), 0x77);
    /// ```
    pub fn cell(&self, geometry: Geometry, square: usize) -> usize {
        let files = geometry.files() as usize;
        usize::from(self.a1) + usize::from(self.width) * (square / files) + square % files
    }

    /// The square on `cell`, or `None` for padding and for cells outside the array.
    ///
    /// ```
    /// use vector_attacks_codegen::{mailbox::MailboxLayout, Geometry};
    /// assert_eq!(MailboxLayout::X88.square(Geometry::STANDARD, 0x10), Some(8)); // a2
    /// assert_eq!(MailboxLayout::X88.square(Geometry::STANDARD, 0x08), None);
    /// ```
    pub fn square(&self, geometry: Geometry, cell: i64) -> Option<usize> {
        if !(0..self.cells() as i64).contains(&cell) {
            return None;
        }
        let (width, files) = (i64::from(self.width), i64::from(geometry.files()));
        let rel = cell - i64::from(self.a1);
        let (row, col) = (rel.div_euclid(width), rel.rem_euclid(width));
        (rel >= 0 && col < files && row < i64::from(geometry.ranks()))
            .then(|| (row * files + col) as usize)
    }

    /// The cell difference of a step `d`: `width * row_delta + file_delta`.
    ///
    /// ```
    /// use vector_attacks_codegen::{mailbox::MailboxLayout, Displacement, Geometry};
    /// let up_left = Displacement { ranks: 1, files: -1 };
    /// assert_eq!(MailboxLayout::TEN_BY_TWELVE.increment(Geometry::STANDARD, up_left), 9);
    /// ```
    pub fn increment(&self, geometry: Geometry, d: Displacement) -> i32 {
        i32::from(self.width) * geometry.row_delta(d.ranks) + d.files
    }
}

impl std::fmt::Display for MailboxLayout {
    /// `16x12 (a1 at cell 36)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}x{} (a1 at cell {})", self.width, self.height, self.a1)
    }
}

fn square_name(geometry: Geometry, square: usize) -> String {
    let (file, rank) = geometry.file_rank(square);
    format!("{}{}", char::from(b'a' + file as u8), rank + 1)
}

/// The template board: 0 on every square of the board, `off` on every padding cell (the
/// emitter passes the element type's all-ones value: 255 as `u8`, -1 as a signed type).
///
/// ```
/// use vector_attacks_codegen::{mailbox::{self, MailboxLayout}, Geometry};
/// let t = mailbox::template(Geometry::STANDARD, MailboxLayout::TEN_BY_TWELVE, 255);
/// let v = t.integers().unwrap();
/// assert_eq!((v[20], v[21], v[28], v[29]), (255, 0, 0, 255)); // a1 at 21, h1 at 28
/// ```
pub fn template(geometry: Geometry, layout: MailboxLayout, off: i32) -> Table {
    Table::from_integers(
        (0..layout.cells() as i64)
            .map(|c| layout.square(geometry, c).map_or(off, |_| 0))
            .collect(),
    )
}

/// The cell of each square (8x8 to mailbox).
///
/// ```
/// use vector_attacks_codegen::{mailbox::{self, MailboxLayout}, Geometry};
/// let t = mailbox::square_to_mailbox(Geometry::STANDARD, MailboxLayout::X88);
/// assert_eq!(t.integers().unwrap()[9], 0x11); // b2
/// ```
pub fn square_to_mailbox(geometry: Geometry, layout: MailboxLayout) -> Table {
    Table::from_integers(
        (0..geometry.squares())
            .map(|s| layout.cell(geometry, s) as i32)
            .collect(),
    )
}

/// The square of each cell (mailbox to 8x8), `off` on padding cells.
///
/// ```
/// use vector_attacks_codegen::{mailbox::{self, MailboxLayout}, Geometry};
/// let t = mailbox::mailbox_to_square(Geometry::STANDARD, MailboxLayout::X88, 255);
/// assert_eq!(t.integers().unwrap()[0x11], 9);
/// assert_eq!(t.integers().unwrap()[0x18], 255);
/// ```
pub fn mailbox_to_square(geometry: Geometry, layout: MailboxLayout, off: i32) -> Table {
    Table::from_integers(
        (0..layout.cells() as i64)
            .map(|c| layout.square(geometry, c).map_or(off, |s| s as i32))
            .collect(),
    )
}

/// The directions of each attack class as (files, ranks), in the order of the increment
/// table: 0 black pawn (captures), 1 white pawn (captures), 2 knight, 3 bishop, 4 rook,
/// 5 queen, 6 king.
///
/// ```
/// let d = vector_attacks_codegen::mailbox::directions();
/// assert_eq!(d[1], vec![(-1, 1), (1, 1)]); // white pawn: up-left, up-right
/// assert_eq!(d[4].len(), 4);
/// ```
pub fn directions() -> [Vec<(i32, i32)>; 7] {
    let king = king_steps().to_vec();
    let pick = |odd: usize| {
        king.iter()
            .copied()
            .skip(odd)
            .step_by(2)
            .collect::<Vec<_>>()
    };
    [
        vec![(-1, -1), (1, -1)],
        vec![(-1, 1), (1, 1)],
        KNIGHT.to_vec(),
        pick(1),
        pick(0),
        king.clone(),
        king,
    ]
}

/// The increment vectors per attack class, 8 per row, 0 after the last (the seeds'
/// `rayVector[direction]` and the leapers' offsets at the layout's width).
///
/// ```
/// use vector_attacks_codegen::{mailbox::{self, MailboxLayout}, Geometry};
/// let t = mailbox::increments(Geometry::STANDARD, MailboxLayout::TEN_BY_TWELVE);
/// assert_eq!(t.shape, vec![7, 8]);
/// assert_eq!(&t.integers().unwrap()[8..16], &[9, 11, 0, 0, 0, 0, 0, 0]); // white pawn
/// ```
pub fn increments(geometry: Geometry, layout: MailboxLayout) -> Table {
    let values = directions()
        .iter()
        .flat_map(|row| {
            (0..8).map(|k| {
                row.get(k).map_or(0, |&(files, ranks)| {
                    layout.increment(geometry, Displacement { ranks, files })
                })
            })
        })
        .collect();
    Table::from_integers(values).with_shape(&[7, 8])
}

/// The value a table of `element` holds for "off the board": all bits set.
pub(crate) fn all_ones(element: ElementType) -> i32 {
    match element {
        ElementType::U8 => 0xFF,
        ElementType::U16 => 0xFFFF,
        ElementType::I8 | ElementType::I16 | ElementType::I32 | ElementType::U64 => -1,
    }
}
