//! Attacks by 0x88 difference and piece (seed: "Square Attacked By", section "Attacked by
//! Piece on Square", `attacksBy0x88DiffAndPiece[7][256]`).

use crate::input::betza::Piece;
use crate::{
    model::geometry::Displacement, model::geometry::Geometry, model::geometry::VectorLayout,
    model::table::Table,
};

/// A kind of piece, without side, least valuable first: the generator's piece vocabulary is
/// a kind and a [`Side`], as the runtime's is, and the attack classes derive from them
/// ([`PieceClass::of`]); the SEE tables order their attackers by it.
///
/// ```
/// use vector_attacks_codegen::compute::attacks::{Kind, PieceClass, Side};
/// assert_eq!(PieceClass::of(Kind::Rook, Side::Black), PieceClass::Rook);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// Pawn.
    Pawn,
    /// Knight.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen.
    Queen,
    /// King.
    King,
}

impl Kind {
    /// Every kind.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::compute::attacks::Kind::ALL.len(), 6);
    /// ```
    pub const ALL: [Kind; 6] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
    ];
}

/// A side: white's pawns attack towards the last rank, black's towards the first.
///
/// ```
/// use vector_attacks_codegen::compute::attacks::{PieceClass, Side};
/// assert_eq!(PieceClass::pawn(Side::White), PieceClass::WhitePawn);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

/// The seven attack classes, in table order. Pawns are split by colour because they attack
/// in one direction only; white pawns attack towards the last rank.
///
/// ```
/// use vector_attacks_codegen::compute::attacks::PieceClass;
/// assert_eq!(PieceClass::ALL[3], PieceClass::Bishop);
/// assert_eq!("white-pawn".parse(), Ok(PieceClass::WhitePawn));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceClass {
    /// Class 0: attacks one rank down, one file either side.
    BlackPawn,
    /// Class 1: attacks one rank up, one file either side.
    WhitePawn,
    /// Class 2.
    Knight,
    /// Class 3.
    Bishop,
    /// Class 4.
    Rook,
    /// Class 5.
    Queen,
    /// Class 6.
    King,
}

impl PieceClass {
    /// The class of a pawn of `side`: also its row in the pawn tables by colour
    /// (`pawn-attacks`), whose rows follow the classes.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attacks::{PieceClass, Side};
    /// assert_eq!(PieceClass::pawn(Side::Black).index(), 0);
    /// ```
    pub const fn pawn(side: Side) -> PieceClass {
        match side {
            Side::White => PieceClass::WhitePawn,
            Side::Black => PieceClass::BlackPawn,
        }
    }

    /// The class of a piece of `kind` and `side`: only pawns depend on the side.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attacks::{Kind, PieceClass, Side};
    /// assert_eq!(PieceClass::of(Kind::Pawn, Side::White), PieceClass::WhitePawn);
    /// assert!(Kind::ALL.iter().all(|&k| PieceClass::of(k, Side::Black).kind() == k));
    /// ```
    pub const fn of(kind: Kind, side: Side) -> PieceClass {
        match kind {
            Kind::Pawn => PieceClass::pawn(side),
            Kind::Knight => PieceClass::Knight,
            Kind::Bishop => PieceClass::Bishop,
            Kind::Rook => PieceClass::Rook,
            Kind::Queen => PieceClass::Queen,
            Kind::King => PieceClass::King,
        }
    }

    /// The kind of the class's pieces.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attacks::{Kind, PieceClass};
    /// assert_eq!(PieceClass::WhitePawn.kind(), Kind::Pawn);
    /// ```
    pub const fn kind(self) -> Kind {
        match self {
            PieceClass::BlackPawn | PieceClass::WhitePawn => Kind::Pawn,
            PieceClass::Knight => Kind::Knight,
            PieceClass::Bishop => Kind::Bishop,
            PieceClass::Rook => Kind::Rook,
            PieceClass::Queen => Kind::Queen,
            PieceClass::King => Kind::King,
        }
    }

    /// The table row, 0 to 6.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attacks::PieceClass;
    /// assert_eq!(PieceClass::King.index(), 6);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }

    /// All classes, in table order.
    pub const ALL: [PieceClass; 7] = [
        PieceClass::BlackPawn,
        PieceClass::WhitePawn,
        PieceClass::Knight,
        PieceClass::Bishop,
        PieceClass::Rook,
        PieceClass::Queen,
        PieceClass::King,
    ];

    /// The name used on the command line and in documentation.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attacks::PieceClass;
    /// assert_eq!(PieceClass::BlackPawn.name(), "black-pawn");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            PieceClass::BlackPawn => "black-pawn",
            PieceClass::WhitePawn => "white-pawn",
            PieceClass::Knight => "knight",
            PieceClass::Bishop => "bishop",
            PieceClass::Rook => "rook",
            PieceClass::Queen => "queen",
            PieceClass::King => "king",
        }
    }

    /// Whether a piece of this class on one square attacks a square `d` away, and if so,
    /// which relative squares must be empty for it: `Some(0)` for a step or jump that cannot
    /// be blocked, `Some(set)` for a slide, `None` if it never attacks there.
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::attacks::PieceClass, Displacement, Geometry};
    /// let g = Geometry::STANDARD;
    /// let jump = Displacement { ranks: 2, files: 1 };
    /// assert_eq!(PieceClass::Knight.attack(g, jump), Some(0));
    /// assert_eq!(PieceClass::Rook.attack(g, jump), None);
    /// ```
    pub fn attack(self, geometry: Geometry, d: Displacement) -> Option<u128> {
        self.piece()
            .attack(geometry, d)
            .unwrap_or_else(|e| unreachable!("the orthodox pieces have one path each: {e}"))
    }

    /// The class's definition in Betza notation: the seven orthodox classes are the default
    /// piece set, seven definitions like any other.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attacks::PieceClass;
    /// assert_eq!(PieceClass::WhitePawn.betza(), "fmWfcF");
    /// assert_eq!(PieceClass::Queen.betza(), "Q");
    /// ```
    pub const fn betza(self) -> &'static str {
        match self {
            PieceClass::BlackPawn => "bmWbcF",
            PieceClass::WhitePawn => "fmWfcF",
            PieceClass::Knight => "N",
            PieceClass::Bishop => "B",
            PieceClass::Rook => "R",
            PieceClass::Queen => "Q",
            PieceClass::King => "K",
        }
    }

    /// The class as a [`Piece`] parsed from [`PieceClass::betza`], once per process (the
    /// orthodox tables ask for it per square pair).
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attacks::PieceClass;
    /// assert_eq!(PieceClass::Knight.piece().moves().len(), 8);
    /// ```
    pub fn piece(self) -> &'static Piece {
        static PIECES: std::sync::OnceLock<Vec<Piece>> = std::sync::OnceLock::new();
        let pieces = PIECES.get_or_init(|| {
            PieceClass::ALL
                .iter()
                .map(|c| {
                    Piece::parse(c.name(), c.betza())
                        .unwrap_or_else(|e| unreachable!("the orthodox definitions parse: {e}"))
                })
                .collect()
        });
        &pieces[self.index()]
    }

    /// The seven classes as pieces, in table order: the default piece set.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attacks::PieceClass;
    /// assert_eq!(PieceClass::orthodox()[6].betza(), "K");
    /// ```
    pub fn orthodox() -> Vec<Piece> {
        PieceClass::ALL.iter().map(|c| c.piece().clone()).collect()
    }
}

/// The classes' names, in [`PieceClass::ALL`]'s order.
const CLASS_NAMES: [&str; 7] = {
    let mut names = [""; 7];
    let mut i = 0;
    while i < 7 {
        names[i] = PieceClass::ALL[i].name();
        i += 1;
    }
    names
};

impl std::str::FromStr for PieceClass {
    type Err = crate::error::Error;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        PieceClass::ALL
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| crate::error::Error::BadPiece {
                text: s.to_owned(),
                classes: &CLASS_NAMES,
            })
    }
}

/// `attacksBy0x88DiffAndPiece[7][256]`, for any piece set: entry `[piece][x88diff(from, to)]`
/// is 0 where a piece of that kind on `from` attacks `to` with nothing able to block it, the
/// squares that must be empty (placed as if `from` were square 0, wrapped modulo the bitboard
/// width: for a slider, the in-between set) where it reaches `to` along a path, and all ones
/// where it never can. Then `is_attacked = table[piece][x88diff] &
/// occupied.rotate_right(from) == 0`, provided `occupied` holds `from` itself (bit 0 after the
/// rotate catches the all-ones entries). With the seven orthodox classes
/// ([`PieceClass::orthodox`]) on 8x8: shape `[7, 256]`, 14 KiB. Refuses a piece that reaches
/// a displacement along two different paths.
///
/// ```
/// use vector_attacks_codegen::{compute::attacks::{self, PieceClass}, Geometry, VectorLayout};
/// let t = attacks::by_x88_diff_and_piece(Geometry::STANDARD, VectorLayout::X88_DIFF, &PieceClass::orthodox()).unwrap();
/// let v = t.bitboards().unwrap();
/// assert_eq!(v[2 * 256 + 120 + 16 + 2], 0); // knight, one up two right
/// assert_eq!(v[4 * 256 + 120 + 16 + 2], u64::MAX); // rook never goes there
/// ```
pub fn by_x88_diff_and_piece(
    geometry: Geometry,
    layout: VectorLayout,
    pieces: &[Piece],
) -> Result<Table, crate::error::Error> {
    let mut values = Vec::with_capacity(pieces.len() * layout.len());
    for piece in pieces {
        for i in 0..layout.len() {
            let entry = match layout.displacement(geometry, i) {
                Some(d) => piece.attack(geometry, d)?,
                None => None,
            };
            values.push(entry.unwrap_or(geometry.bitboard().all()));
        }
    }
    Ok(Table::from_sets(geometry, values).with_shape(&[pieces.len(), layout.len()]))
}

/// A compact companion of [`by_x88_diff_and_piece`]: entry `x88diff(from, to)` has bit
/// `piece` set when a piece of that kind on `from` attacks `to` on an empty board. With the
/// 0x88 in-between table (for pieces whose paths are the lines), `attacked = mask[x88diff] >>
/// piece & 1 == 1 && in_between & occupied == 0`: 256 bytes plus 2 KiB instead of 14 KiB on
/// 8x8. Padding entries are 0.
///
/// ```
/// use vector_attacks_codegen::{compute::attacks::{self, PieceClass}, Geometry, VectorLayout};
/// let t = attacks::piece_mask_by_x88_diff(Geometry::STANDARD, VectorLayout::X88_DIFF, &PieceClass::orthodox()).unwrap();
/// let one_up = t.integers().unwrap()[120 + 16];
/// assert_eq!(one_up, 0b111_0000); // rook, queen, king
/// ```
pub fn piece_mask_by_x88_diff(
    geometry: Geometry,
    layout: VectorLayout,
    pieces: &[Piece],
) -> Result<Table, crate::error::Error> {
    let mut values = Vec::with_capacity(layout.len());
    for i in 0..layout.len() {
        let mut mask = 0i64;
        if let Some(d) = layout.displacement(geometry, i) {
            for (bit, piece) in pieces.iter().enumerate() {
                if piece.attack(geometry, d)?.is_some() {
                    mask |= 1 << bit;
                }
            }
        }
        values.push(i32::try_from(mask).unwrap_or(i32::MAX));
    }
    Ok(Table::from_integers(values))
}

/// The piece-aware in-between table `[piece][from][to]`: the squares a piece of that kind on
/// `from` must find empty to attack `to` (a slider's in-between set, a nightrider's
/// intermediate landing squares, a lame leaper's leg; 0 for a leap nothing can block), and
/// all ones where it never attacks `to`.
///
/// ```
/// use vector_attacks_codegen::{betza::Piece, compute::attacks, Geometry};
/// let g = Geometry::STANDARD;
/// let nightrider = Piece::parse("nightrider", "NN").unwrap();
/// let t = attacks::piece_in_between(g, &[nightrider]).unwrap();
/// let (a1, c2, e3, g4) = (0, 10, 20, 30);
/// assert_eq!(t.bitboards().unwrap()[a1 * 64 + g4], 1 << c2 | 1 << e3);
/// ```
pub fn piece_in_between(
    geometry: Geometry,
    pieces: &[Piece],
) -> Result<Table, crate::error::Error> {
    let n = geometry.squares();
    let rotate = |set, from| geometry.bitboard().rotate_left(set, from);
    let mut values = Vec::with_capacity(pieces.len() * n * n);
    for piece in pieces {
        for from in 0..n {
            for to in 0..n {
                let entry = piece.attack(geometry, geometry.displacement(from, to))?;
                values.push(entry.map_or(geometry.bitboard().all(), |set| rotate(set, from)));
            }
        }
    }
    Ok(Table::from_sets(geometry, values).with_shape(&[pieces.len(), n, n]))
}
