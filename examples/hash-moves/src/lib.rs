//! A small engine's board (a mailbox of pieces plus the state a move test needs) and the
//! check every engine makes before trusting a move from its transposition table or killer
//! slots: is this 16-bit move legal here? Without generating all moves: decode it and ask
//! `vector_attacks::is_legal` (`is_pseudo_legal`, then whether the own king is left in
//! check).
//!
//! ```
//! use example_hash_moves::{encode, Board};
//! let board = Board::start();
//! assert!(board.is_legal_hash_move(encode(12, 28, 0))); // e2e4
//! assert!(!board.is_legal_hash_move(encode(12, 36, 0))); // e2e5: a stale entry
//! ```

use vector_attacks::{is_legal, Color, Pieces, Role, Setup, Square, StoredMove};

/// The engine's own board: one byte per square (0 empty, else side and kind), the side to
/// move, castling rights as rook squares, and the en passant square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Square `i` (a1 = 0): 0 when empty, otherwise `1 + kind + 6 * side` with roles in
    /// `vector_attacks::Role` order and side 0 white, 1 black.
    pub cells: [u8; 64],
    /// Whose move it is.
    pub side_to_move: Color,
    /// The rooks that may still castle.
    pub castling: u64,
    /// The en passant square of the FEN, if any.
    pub en_passant: Option<u8>,
}

/// Packs a move the way many engines store it in 16 bits: from (6 bits), to (6 bits) and a
/// promotion code (0 none, 1 knight, 2 bishop, 3 rook, 4 queen) in the top bits.
pub const fn encode(from: u8, to: u8, promotion: u8) -> u16 {
    from as u16 | (to as u16) << 6 | (promotion as u16) << 12
}

/// Unpacks [`encode`]; `None` for a promotion code above 4 (a corrupt entry).
pub fn decode(m: u16) -> Option<StoredMove> {
    let square = |bits: u16| Square::try_from((bits & 63) as u8).ok();
    let promotion = match m >> 12 {
        0 => None,
        1 => Some(Role::Knight),
        2 => Some(Role::Bishop),
        3 => Some(Role::Rook),
        4 => Some(Role::Queen),
        _ => return None,
    };
    Some(StoredMove {
        from: square(m)?,
        to: square(m >> 6)?,
        promotion,
    })
}

impl Board {
    /// The starting position.
    pub fn start() -> Board {
        let mut cells = [0; 64];
        let back = [3, 1, 2, 4, 5, 2, 1, 3]; // rook knight bishop queen king bishop knight rook
        for file in 0..8 {
            cells[file] = 1 + back[file];
            cells[8 + file] = 1;
            cells[48 + file] = 7;
            cells[56 + file] = 7 + back[file];
        }
        Board {
            cells,
            side_to_move: Color::White,
            castling: 1 | 1 << 7 | 1 << 56 | 1 << 63,
            en_passant: None,
        }
    }

    /// The position as `vector_attacks` takes it: one pass over the mailbox.
    pub fn position(&self) -> Setup {
        let mut pieces = Pieces::default();
        for (square, &cell) in self.cells.iter().enumerate() {
            if cell != 0 {
                let (side, kind) = ((cell - 1) / 6, (cell - 1) % 6);
                pieces.sides[usize::from(side)] |= 1 << square;
                pieces.roles[usize::from(kind)] |= 1 << square;
            }
        }
        Setup {
            pieces,
            side_to_move: self.side_to_move,
            castling: self.castling,
            en_passant: self.en_passant.and_then(|s| Square::try_from(s).ok()),
        }
    }

    /// Whether the stored move `m` is legal here: decoded, then `vector_attacks::is_legal`
    /// (pseudo-legal, and the mover's king not attacked once it is made).
    pub fn is_legal_hash_move(&self, m: u16) -> bool {
        decode(m).is_some_and(|mv| is_legal(&self.position(), mv))
    }
}
