//! The application the seed "Square Attacked By" names: testing whether a move from the
//! hash table or a killer slot is pseudo-legal in the current position, without generating
//! all moves.

use crate::{
    in_between, is_attacked, is_attacked_by, king_attacks, knight_attacks, pawn_attacks, squares,
    Color, Piece, Pieces, Role, Square,
};

/// A position as a move test needs it: the pieces, the side to move, the castling rights
/// and the en passant square. Plain data; any value is accepted (see [`is_pseudo_legal`]).
///
/// ```
/// use vector_attacks::{Role, Pieces, Setup, Color, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Color::White, Role::King, Square::E1);
/// pieces.put(Color::White, Role::Rook, Square::H1);
/// let position = Setup {
///     pieces,
///     side_to_move: Color::White,
///     castling: Square::H1.bit(),
///     en_passant: None,
/// };
/// assert_eq!(position.castling, 1 << 7);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The pieces.
    pub pieces: Pieces,
    /// Whose move it is.
    pub side_to_move: Color,
    /// Castling rights, as the squares of the rooks that may still castle (a1, h1, a8, h8),
    /// as shakmaty's `castling_rights()` and python-chess's `castling_rights` keep them.
    pub castling: u64,
    /// The square a pawn passed over with a double push on the last move (the FEN field),
    /// if any.
    pub en_passant: Option<Square>,
}

/// A move as a hash table or killer slot stores it: from, to and a promotion. Castling is
/// the king's move two squares towards the rook (e1g1, e1c1, e8g8, e8c8).
///
/// ```
/// use vector_attacks::{Role, StoredMove, Square};
/// let m = StoredMove { from: Square::E7, to: Square::E8, promotion: Some(Role::Queen) };
/// assert_eq!(m.promotion, Some(Role::Queen));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StoredMove {
    /// The square moved from.
    pub from: Square,
    /// The square moved to.
    pub to: Square,
    /// The kind a pawn promotes to (knight, bishop, rook or queen), or `None`.
    pub promotion: Option<Role>,
}

/// Whether `m` is pseudo-legal in `position`, with the meaning of python-chess's
/// `pseudo_legal_moves`: a piece of the side to move on `from`, not landing on a piece of
/// its own; pawns push one square to an empty square, two from their start rank through and
/// to empty squares, capture diagonally forward (or en passant onto the empty en passant
/// square, from the fifth rank for white and the fourth for black), and promote exactly on
/// the last rank (to a knight, bishop, rook or queen, and only there); knights and kings
/// step, sliders slide over empty squares; castling is the king's two-square move from e1
/// or e8 with the right of that rook (which must stand on its corner), the squares between
/// king and rook empty, and the king's square, the square it crosses and its target not
/// attacked. A move that leaves the own king in check is pseudo-legal; castling out of or
/// through check is not.
///
/// Any [`Setup`] and any [`StoredMove`] get an answer, never a panic: a move from an empty
/// square, or with a promotion to a pawn or king, is simply not pseudo-legal. Where the
/// bitboards contradict each other, the piece on `from` is the first kind holding it.
///
/// ```
/// use vector_attacks::{is_pseudo_legal, Role, StoredMove, Pieces, Setup, Color, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Color::White, Role::King, Square::E1);
/// pieces.put(Color::White, Role::Rook, Square::H1);
/// pieces.put(Color::White, Role::Pawn, Square::D2);
/// pieces.put(Color::Black, Role::King, Square::E8);
/// pieces.put(Color::Black, Role::Bishop, Square::C4);
/// let position = Setup { pieces, side_to_move: Color::White, castling: Square::H1.bit(), en_passant: None };
/// let mv = |from, to| StoredMove { from, to, promotion: None };
/// assert!(is_pseudo_legal(&position, mv(Square::D2, Square::D4))); // a hash move
/// assert!(!is_pseudo_legal(&position, mv(Square::D2, Square::D5))); // a stale one
/// assert!(!is_pseudo_legal(&position, mv(Square::E1, Square::G1))); // c4 attacks f1
/// ```
pub fn is_pseudo_legal(position: &Setup, m: StoredMove) -> bool {
    let pieces = &position.pieces;
    let us = position.side_to_move;
    let own = pieces.sides[us as usize];
    let theirs = pieces.sides[!us as usize];
    let occupied = own | theirs;
    let (from, to) = (m.from, m.to);
    if own & from.bit() == 0 || own & to.bit() != 0 {
        return false;
    }
    let Some(kind) = pieces.role_on(from) else {
        return false;
    };
    if kind == Role::Pawn {
        return pawn_move(position, m, occupied, theirs);
    }
    if m.promotion.is_some() {
        return false;
    }
    match kind {
        Role::Knight => knight_attacks(from) & to.bit() != 0,
        Role::Bishop => is_attacked(from, to, Piece::Bishop, occupied),
        Role::Rook => is_attacked(from, to, Piece::Rook, occupied),
        Role::Queen => is_attacked(from, to, Piece::Queen, occupied),
        Role::King => king_attacks(from) & to.bit() != 0 || castles(position, m, occupied),
        Role::Pawn => false,
    }
}

fn pawn_move(position: &Setup, m: StoredMove, occupied: u64, theirs: u64) -> bool {
    let us = position.side_to_move;
    let (from, to) = (m.from.index(), m.to.index());
    let (rank, to_rank) = (from / 8, to / 8);
    // Pushes go +8 for white, -8 for black; the start, en passant and last ranks follow.
    let (start, passing, last) = match us {
        Color::White => (1, 4, 7),
        Color::Black => (6, 3, 0),
    };
    let promotes = matches!(
        m.promotion,
        Some(Role::Knight | Role::Bishop | Role::Rook | Role::Queen)
    );
    // A promotion exactly on the last rank, to one of the four roles, and nothing else.
    if (to_rank == last) != promotes || m.promotion.is_some() && !promotes {
        return false;
    }
    let forward = |steps: usize| match us {
        Color::White => from + 8 * steps,
        Color::Black => from.wrapping_sub(8 * steps),
    };
    let empty = |square: usize| occupied >> square & 1 == 0;
    let push = to == forward(1) && empty(to);
    let double = rank == start && to == forward(2) && empty(forward(1)) && empty(to);
    let captures = pawn_attacks(us, m.from) & m.to.bit() != 0
        && (theirs & m.to.bit() != 0
            || position.en_passant == Some(m.to) && empty(to) && rank == passing);
    push || double || captures
}

/// Standard castling as python-chess allows it (see [`is_pseudo_legal`]).
fn castles(position: &Setup, m: StoredMove, occupied: u64) -> bool {
    let us = position.side_to_move;
    let pieces = &position.pieces;
    let (home, rook_home, king_to, rook_to) = match (us, m.to) {
        (Color::White, Square::G1) => (Square::E1, Square::H1, Square::G1, Square::F1),
        (Color::White, Square::C1) => (Square::E1, Square::A1, Square::C1, Square::D1),
        (Color::Black, Square::G8) => (Square::E8, Square::H8, Square::G8, Square::F8),
        (Color::Black, Square::C8) => (Square::E8, Square::A8, Square::C8, Square::D8),
        _ => return false,
    };
    let rook = rook_home.bit();
    if m.from != home
        || pieces.of(us, Role::King) & home.bit() == 0
        || position.castling & pieces.of(us, Role::Rook) & rook == 0
    {
        return false;
    }
    let king = home.bit();
    let others = occupied ^ king ^ rook;
    let needed_empty =
        in_between(home, king_to) | in_between(rook_home, rook_to) | king_to.bit() | rook_to.bit();
    if others & needed_empty != 0 {
        return false;
    }
    // The king's square and the squares it crosses, with the king lifted; its target with
    // the rook already beside it.
    let them = !us;
    let crossed = in_between(home, king_to) | king;
    let lifted = occupied ^ king;
    if squares(crossed).any(|square| is_attacked_by(square, them, lifted, pieces)) {
        return false;
    }
    !is_attacked_by(
        king_to,
        them,
        occupied ^ king ^ rook ^ rook_to.bit(),
        pieces,
    )
}
