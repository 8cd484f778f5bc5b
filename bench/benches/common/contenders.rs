//! The contenders: our strategies and each peer's idiomatic calls. Every function called here
//! is `#[inline]` (or `#[inline(always)]`) in its crate, so it is inlined into the measured
//! loop; the peers' squares are their own types (enums or unchecked newtypes, so their table
//! lookups need no bounds check), converted before measuring.

use super::{Attacks, Between, MayMove};
use vector_attacks::{Piece, Square};

/// Makes `a` (and `b`, `c`, `d`) live in registers and returns a value the compiler cannot
/// see through, with no instruction at all: the baseline loads a query's inputs exactly as a
/// contender does and folds something, but computes nothing.
#[inline(always)]
fn opaque(a: u64, b: u64, c: u64, d: u64) -> u64 {
    let out: u64;
    // SAFETY: an empty template; the operands only tie values to registers.
    unsafe {
        std::arch::asm!(
            "/* {0} {1} {2} {3} */",
            inout(reg) a => out,
            in(reg) b,
            in(reg) c,
            in(reg) d,
            options(pure, nomem, nostack, preserves_flags)
        );
    }
    out
}

/// The loop alone: it loads the query's squares (and occupancy and piece) into registers and
/// folds one of them, answering nothing. Subtracted from every contender for net costs.
pub struct Baseline;

impl Between for Baseline {
    type Sq = Square;
    fn square(square: Square) -> Square {
        square
    }
    #[inline(always)]
    fn between(from: Square, to: Square) -> u64 {
        opaque(u64::from(from.to_u8()), u64::from(to.to_u8()), 0, 0)
    }
}

impl MayMove for Baseline {
    type Sq = Square;
    fn square(square: Square) -> Square {
        square
    }
    #[inline(always)]
    fn may_move(from: Square, to: Square, occupied: u64) -> bool {
        let out = opaque(occupied, u64::from(from.to_u8()), u64::from(to.to_u8()), 0);
        // `bool` from an opaque word costs one test and one set, as any answer does.
        out != 0
    }
}

impl Attacks for Baseline {
    type Sq = Square;
    fn square(square: Square) -> Square {
        square
    }
    #[inline(always)]
    fn is_attacked(from: Square, to: Square, piece: Piece, occupied: u64) -> bool {
        let out = opaque(
            occupied,
            u64::from(from.to_u8()),
            u64::from(to.to_u8()),
            piece as u64,
        );
        out != 0
    }
}

/// One of our in-between strategies, for `in_between` and `may_move` (`in_between & occupied
/// == 0`, exactly what the runtime's `may_move` does with its default strategy).
macro_rules! ours {
    ($name:ident, $between:path, $may_move:expr) => {
        pub struct $name;

        impl Between for $name {
            type Sq = Square;
            fn square(square: Square) -> Square {
                square
            }
            #[inline(always)]
            fn between(from: Square, to: Square) -> u64 {
                $between(from, to)
            }
        }

        impl MayMove for $name {
            type Sq = Square;
            fn square(square: Square) -> Square {
                square
            }
            #[inline(always)]
            fn may_move(from: Square, to: Square, occupied: u64) -> bool {
                let may_move: fn(Square, Square, u64) -> bool = $may_move;
                may_move(from, to, occupied)
            }
        }
    };
}

ours!(Ours, vector_attacks::in_between, vector_attacks::may_move);
ours!(
    Rectangular,
    vector_attacks::in_between_rectangular,
    |f, t, o| { vector_attacks::in_between_rectangular(f, t) & o == 0 }
);
ours!(
    Triangular,
    vector_attacks::in_between_triangular,
    |f, t, o| { vector_attacks::in_between_triangular(f, t) & o == 0 }
);
ours!(X88, vector_attacks::in_between_0x88, |f, t, o| {
    vector_attacks::in_between_0x88(f, t) & o == 0
});
ours!(
    Calculated,
    vector_attacks::in_between_calculated,
    |f, t, o| { vector_attacks::in_between_calculated(f, t) & o == 0 }
);

/// The seed's table, `attacksBy0x88DiffAndPiece[7][256]` with a rotate.
pub struct Seed;

impl Attacks for Seed {
    type Sq = Square;
    fn square(square: Square) -> Square {
        square
    }
    /// The seed's table with the row's address computed from the class (the default before
    /// `is_attacked` read it from a table of row pointers).
    #[inline(always)]
    fn is_attacked(from: Square, to: Square, piece: Piece, occupied: u64) -> bool {
        let row = &vector_attacks::tables::ATTACKS_BY_0X88_DIFF_AND_PIECE[piece.index()];
        let blockers = occupied.rotate_right(u32::from(from.to_u8())) | 1;
        row[usize::from(X88_NUMBERS[to.index()]) + 120 - usize::from(X88_NUMBERS[from.index()])]
            & blockers
            == 0
    }
}

/// The seed's table indexed by its arithmetic 0x88 difference
/// (`to - from + (to | 7) - (from | 7) + 120`, no table loads for the index).
pub struct SeedArithmetic;

impl Attacks for SeedArithmetic {
    type Sq = Square;
    fn square(square: Square) -> Square {
        square
    }
    #[inline(always)]
    fn is_attacked(from: Square, to: Square, piece: Piece, occupied: u64) -> bool {
        let row = &vector_attacks::tables::ATTACKS_BY_0X88_DIFF_AND_PIECE[piece.index()];
        let blockers = occupied.rotate_right(u32::from(from.to_u8())) | 1;
        row[usize::from(vector_attacks::x88_diff(from, to))] & blockers == 0
    }
}

/// The row of the piece from a table of row pointers (one instruction fewer than
/// `piece * 2048 + table`, one load more on a chain through the piece), written out as
/// `is_attacked` now reads it.
pub struct RowPointers;

static ROWS: [&[u64; 256]; 7] = {
    let t = &vector_attacks::tables::ATTACKS_BY_0X88_DIFF_AND_PIECE;
    [&t[0], &t[1], &t[2], &t[3], &t[4], &t[5], &t[6]]
};

/// The squares' 0x88 numbers, as `vector_attacks` keeps them (its own table is private).
static X88_NUMBERS: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut s = 0;
    while s < 64 {
        t[s] = (s + (s & !7)) as u8;
        s += 1;
    }
    t
};

impl Attacks for RowPointers {
    type Sq = Square;
    fn square(square: Square) -> Square {
        square
    }
    #[inline(always)]
    fn is_attacked(from: Square, to: Square, piece: Piece, occupied: u64) -> bool {
        let row = ROWS[piece.index()];
        let blockers = occupied.rotate_right(u32::from(from.to_u8())) | 1;
        row[usize::from(X88_NUMBERS[to.index()]) + 120 - usize::from(X88_NUMBERS[from.index()])]
            & blockers
            == 0
    }
}

/// The 256-byte piece mask beside the 0x88 in-between table.
pub struct Compact;

impl Attacks for Compact {
    type Sq = Square;
    fn square(square: Square) -> Square {
        square
    }
    #[inline(always)]
    fn is_attacked(from: Square, to: Square, piece: Piece, occupied: u64) -> bool {
        vector_attacks::is_attacked_compact(from, to, piece, occupied)
    }
}

/// shakmaty 0.30: `attacks::between`, and the attack set of the piece then a membership
/// test (its `attacks::attacks(sq, piece, occupied)` is the same `match`, not `#[inline]`).
pub struct Shakmaty;

fn shakmaty_square(square: Square) -> shakmaty::Square {
    shakmaty::Square::new(u32::from(square.to_u8()))
}

impl Between for Shakmaty {
    type Sq = shakmaty::Square;
    fn square(square: Square) -> shakmaty::Square {
        shakmaty_square(square)
    }
    #[inline(always)]
    fn between(from: shakmaty::Square, to: shakmaty::Square) -> u64 {
        shakmaty::attacks::between(from, to).0
    }
}

impl MayMove for Shakmaty {
    type Sq = shakmaty::Square;
    fn square(square: Square) -> shakmaty::Square {
        shakmaty_square(square)
    }
    #[inline(always)]
    fn may_move(from: shakmaty::Square, to: shakmaty::Square, occupied: u64) -> bool {
        (shakmaty::attacks::between(from, to) & shakmaty::Bitboard(occupied)).is_empty()
    }
}

impl Attacks for Shakmaty {
    type Sq = shakmaty::Square;
    fn square(square: Square) -> shakmaty::Square {
        shakmaty_square(square)
    }
    #[inline(always)]
    fn is_attacked(
        from: shakmaty::Square,
        to: shakmaty::Square,
        piece: Piece,
        occupied: u64,
    ) -> bool {
        use shakmaty::{attacks, Bitboard, Color};
        let occupied = Bitboard(occupied);
        let set = match piece {
            Piece::BlackPawn => attacks::pawn_attacks(Color::Black, from),
            Piece::WhitePawn => attacks::pawn_attacks(Color::White, from),
            Piece::Knight => attacks::knight_attacks(from),
            Piece::Bishop => attacks::bishop_attacks(from, occupied),
            Piece::Rook => attacks::rook_attacks(from, occupied),
            Piece::Queen => attacks::queen_attacks(from, occupied),
            Piece::King => attacks::king_attacks(from),
        };
        set.contains(to)
    }
}

/// cozy-chess 0.3: `get_between_rays`, and the `get_*_moves` / `get_pawn_attacks` lookups.
pub struct Cozy;

fn cozy_square(square: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(square.index())
}

impl Between for Cozy {
    type Sq = cozy_chess::Square;
    fn square(square: Square) -> cozy_chess::Square {
        cozy_square(square)
    }
    #[inline(always)]
    fn between(from: cozy_chess::Square, to: cozy_chess::Square) -> u64 {
        cozy_chess::get_between_rays(from, to).0
    }
}

impl MayMove for Cozy {
    type Sq = cozy_chess::Square;
    fn square(square: Square) -> cozy_chess::Square {
        cozy_square(square)
    }
    #[inline(always)]
    fn may_move(from: cozy_chess::Square, to: cozy_chess::Square, occupied: u64) -> bool {
        cozy_chess::get_between_rays(from, to).is_disjoint(cozy_chess::BitBoard(occupied))
    }
}

impl Attacks for Cozy {
    type Sq = cozy_chess::Square;
    fn square(square: Square) -> cozy_chess::Square {
        cozy_square(square)
    }
    #[inline(always)]
    fn is_attacked(
        from: cozy_chess::Square,
        to: cozy_chess::Square,
        piece: Piece,
        occupied: u64,
    ) -> bool {
        use cozy_chess::{get_bishop_moves, get_rook_moves, BitBoard, Color};
        let occupied = BitBoard(occupied);
        let set = match piece {
            Piece::BlackPawn => cozy_chess::get_pawn_attacks(from, Color::Black),
            Piece::WhitePawn => cozy_chess::get_pawn_attacks(from, Color::White),
            Piece::Knight => cozy_chess::get_knight_moves(from),
            Piece::Bishop => get_bishop_moves(from, occupied),
            Piece::Rook => get_rook_moves(from, occupied),
            Piece::Queen => get_bishop_moves(from, occupied) | get_rook_moves(from, occupied),
            Piece::King => cozy_chess::get_king_moves(from),
        };
        set.has(to)
    }
}

/// chess 3.2 (jordanbray): `between`, and the `get_*_moves` / `get_pawn_attacks` lookups.
pub struct Chess;

fn chess_square(square: Square) -> chess::Square {
    chess::ALL_SQUARES[square.index()]
}

impl Between for Chess {
    type Sq = chess::Square;
    fn square(square: Square) -> chess::Square {
        chess_square(square)
    }
    #[inline(always)]
    fn between(from: chess::Square, to: chess::Square) -> u64 {
        chess::between(from, to).0
    }
}

impl MayMove for Chess {
    type Sq = chess::Square;
    fn square(square: Square) -> chess::Square {
        chess_square(square)
    }
    #[inline(always)]
    fn may_move(from: chess::Square, to: chess::Square, occupied: u64) -> bool {
        chess::between(from, to) & chess::BitBoard(occupied) == chess::EMPTY
    }
}

impl Attacks for Chess {
    type Sq = chess::Square;
    fn square(square: Square) -> chess::Square {
        chess_square(square)
    }
    #[inline(always)]
    fn is_attacked(from: chess::Square, to: chess::Square, piece: Piece, occupied: u64) -> bool {
        use chess::{get_bishop_moves, get_rook_moves, BitBoard, Color};
        let occupied = BitBoard(occupied);
        let everything = BitBoard(!0);
        let set = match piece {
            Piece::BlackPawn => chess::get_pawn_attacks(from, Color::Black, everything),
            Piece::WhitePawn => chess::get_pawn_attacks(from, Color::White, everything),
            Piece::Knight => chess::get_knight_moves(from),
            Piece::Bishop => get_bishop_moves(from, occupied),
            Piece::Rook => get_rook_moves(from, occupied),
            Piece::Queen => get_bishop_moves(from, occupied) | get_rook_moves(from, occupied),
            Piece::King => chess::get_king_moves(from),
        };
        set & BitBoard::from_square(to) != chess::EMPTY
    }
}
