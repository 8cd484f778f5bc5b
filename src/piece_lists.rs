//! Piece lists on a mailbox board, and the capture generator of the seed "Vector Attacks"
//! over them: the board state early programs kept (seed "Board representation": "serial lists
//! of the pieces in a conveniently searchable order, like largest to smallest"), beside the
//! chess [`Position`].
//!
//! [`PieceLists`] holds, for each side, the squares of its pieces in value order (king, queen,
//! rooks, bishops, knights, pawns; squares ascending within a kind), and a mailbox board of the
//! layout `L` (15x12 by default, any [`WideLayout`] of [`crate::mailbox`]) whose cells name the
//! pieces. [`PieceLists::play`] keeps both through a move. [`PieceLists::captures`] generates a
//! side's captures most valuable victim first, and for each victim least valuable attacker
//! first (MVV/LVA, the order a quiescence search wants, with no sort): for each victim of the
//! other side's list, each piece of the side's list backwards is asked the seed's
//! destination-source question, one load of the piece classes attacking the cells' difference
//! and, for a slider, the blocker loop walking back from the victim
//! ([`crate::mailbox::attacks_mailbox`]).

use crate::chess::{Move, Position};
use crate::mailbox::{attacks_mailbox, Mailbox15x12, WideLayout};
use crate::{Piece, Square};

/// The most pieces a side can have.
const MAX: usize = 16;

/// Each type's place in the value order (types are `chess::LETTERS`, `pnbrqk`): the king
/// first, then queen, rook, bishop, knight, pawn.
const RANK: [u8; 6] = [5, 4, 3, 2, 1, 0];

/// The attack class of a type for a side (0 White).
const fn class(t: usize, side: usize) -> Piece {
    match t {
        0 if side == 0 => Piece::WhitePawn,
        0 => Piece::BlackPawn,
        1 => Piece::Knight,
        2 => Piece::Bishop,
        3 => Piece::Rook,
        4 => Piece::Queen,
        _ => Piece::King,
    }
}

/// Piece lists and a mailbox board (see the module documentation).
///
/// ```
/// use vector_attacks::chess::Position;
/// use vector_attacks::piece_lists::PieceLists;
/// use vector_attacks::Square;
/// let lists: PieceLists = PieceLists::new(&Position::start());
/// let white: Vec<Square> = lists.pieces(0).collect();
/// assert_eq!(white[..2], [Square::E1, Square::D1]); // the king, then the queen
/// assert_eq!(white.len(), 16);
/// ```
pub struct PieceLists<L: WideLayout = Mailbox15x12> {
    /// Per side, the squares of its pieces in value order.
    lists: [[u8; MAX]; 2],
    /// How many each list holds.
    len: [u8; 2],
    /// The mailbox board of `L`: 0 empty, 255 off the board, `1 + type + 8 * side` a piece.
    board: [u8; 256],
    layout: core::marker::PhantomData<L>,
}

// By hand, so that the layout (a marker) needs none of these traits.
impl<L: WideLayout> Clone for PieceLists<L> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<L: WideLayout> Copy for PieceLists<L> {}

impl<L: WideLayout> PartialEq for PieceLists<L> {
    fn eq(&self, other: &Self) -> bool {
        // The lists as far as they are filled (what lies past their ends is stale).
        (0..2).all(|side| self.pieces(side).eq(other.pieces(side))) && self.board() == other.board()
    }
}

impl<L: WideLayout> Eq for PieceLists<L> {}

impl<L: WideLayout> core::fmt::Debug for PieceLists<L> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("PieceLists")
            .field("white", &self.pieces(0).collect::<PiecesDebug>())
            .field("black", &self.pieces(1).collect::<PiecesDebug>())
            .finish_non_exhaustive()
    }
}

/// The squares of a list, for `Debug` without allocation.
struct PiecesDebug([Option<Square>; MAX]);

impl FromIterator<Square> for PiecesDebug {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut out = [None; MAX];
        for (slot, s) in out.iter_mut().zip(iter) {
            *slot = Some(s);
        }
        PiecesDebug(out)
    }
}

impl core::fmt::Debug for PiecesDebug {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.0.iter().flatten()).finish()
    }
}

impl<L: WideLayout> PieceLists<L> {
    /// The lists and board of `position`.
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_lists::PieceLists;
    /// use vector_attacks::mailbox::X88;
    /// let lists = PieceLists::<X88>::new(&Position::start());
    /// assert_eq!(lists.pieces(1).count(), 16);
    /// ```
    #[must_use]
    pub fn new(position: &Position) -> Self {
        let mut lists = PieceLists {
            lists: [[0; MAX]; 2],
            len: [0; 2],
            board: [u8::MAX; 256],
            layout: core::marker::PhantomData,
        };
        lists.board[..L::TEMPLATE.len()].copy_from_slice(L::TEMPLATE);
        for square in 0..64 {
            if let Some((t, side)) = position.piece_on(square) {
                lists.put(square, t, side);
            }
        }
        lists
    }

    /// The squares of `side`'s pieces (0 White), most valuable first: the king, the queen,
    /// the rooks, bishops, knights and pawns, squares ascending within a kind.
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_lists::PieceLists;
    /// use vector_attacks::Square;
    /// let lists: PieceLists = PieceLists::new(&Position::start());
    /// assert_eq!(lists.pieces(1).last(), Some(Square::H7)); // the last black pawn
    /// ```
    pub fn pieces(&self, side: usize) -> impl DoubleEndedIterator<Item = Square> + '_ {
        let side = side & 1;
        self.lists[side][..usize::from(self.len[side])]
            .iter()
            .map(|&s| Square::ALL[usize::from(s)])
    }

    /// The mailbox board: each cell 0 when empty, 255 off the board, else `1 + type + 8 *
    /// side` (types as `chess::LETTERS`, `pnbrqk`).
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::mailbox::{Layout, Mailbox15x12};
    /// use vector_attacks::piece_lists::PieceLists;
    /// use vector_attacks::Square;
    /// let lists: PieceLists = PieceLists::new(&Position::start());
    /// assert_eq!(lists.board()[Mailbox15x12::to_mailbox(Square::E8)], 1 + 5 + 8); // black king
    /// ```
    #[must_use]
    pub fn board(&self) -> &[u8] {
        &self.board[..L::TEMPLATE.len()]
    }

    /// The position after `m`, one of `before`'s legal moves, with these lists and board
    /// (those of `before`) kept for it: the squares the move empties or fills are updated,
    /// the moved piece (or its promotion), a captured piece, the castling rook, the pawn
    /// taken en passant.
    ///
    /// ```
    /// use vector_attacks::chess::{MoveList, Position};
    /// use vector_attacks::piece_lists::PieceLists;
    /// let start = Position::start();
    /// let mut lists: PieceLists = PieceLists::new(&start);
    /// let mut moves = MoveList::new();
    /// start.legal_moves(&mut moves);
    /// let after = lists.play(&start, moves.as_slice()[0]);
    /// assert_eq!(lists, PieceLists::new(&after));
    /// ```
    pub fn play(&mut self, before: &Position, m: Move) -> Position {
        let after = before.play(m);
        // The squares whose occupant changes: those emptied or filled, and the target (a
        // capture keeps it occupied).
        // Leaving pieces first, so that a full list has room for the arriving one.
        // A move changes at most four squares (castling: the king's and the rook's two).
        let mut rest = before.occupied() ^ after.occupied() | 1 << m.to();
        let mut changes = [(0, None, None); 4];
        let mut n = 0;
        while rest != 0 && n < changes.len() {
            let square = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (old, new) = (before.piece_on(square), after.piece_on(square));
            if old != new {
                changes[n] = (square, old, new);
                n += 1;
            }
        }
        for &(square, old, _) in &changes[..n] {
            if let Some((_, side)) = old {
                self.take(square, side);
            }
        }
        for &(square, _, new) in &changes[..n] {
            if let Some((t, side)) = new {
                self.put(square, t, side);
            }
        }
        after
    }

    /// Every capture of `side`'s pieces (en passant aside; a pawn's capture onto the last
    /// rank once, whatever it promotes to), most valuable victim first and, for each
    /// victim, least valuable attacker first: `visit(from, to)` for each. Pseudo-legal, as
    /// a capture search asks them (a pinned piece's captures included).
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_lists::PieceLists;
    /// use vector_attacks::Square;
    /// let p = Position::from_fen("4k3/8/3q4/4P3/8/8/8/3RK3 w - - 0 1").unwrap();
    /// let lists: PieceLists = PieceLists::new(&p);
    /// let mut captures = Vec::new();
    /// lists.captures(0, |from, to| captures.push((from, to)));
    /// // The queen on d6, by the pawn first, then the rook.
    /// assert_eq!(captures, [(Square::E5, Square::D6), (Square::D1, Square::D6)]);
    /// ```
    pub fn captures(&self, side: usize, mut visit: impl FnMut(Square, Square)) {
        let (us, them) = (side & 1, (side & 1) ^ 1);
        for victim in self.pieces(them) {
            let to = L::to_mailbox(victim);
            if self.type_at(to) == 5 {
                continue; // the king is not captured
            }
            for attacker in self.pieces(us).rev() {
                let from = L::to_mailbox(attacker);
                let piece = class(self.type_at(from), us);
                if attacks_mailbox::<L, u8>(self.board(), from, to, piece) {
                    visit(attacker, victim);
                }
            }
        }
    }

    /// The type of the piece on `cell`.
    fn type_at(&self, cell: usize) -> usize {
        usize::from((self.board[cell] - 1) & 7)
    }

    /// A piece of type `t` of `side` arrives on `square`: into the board and its place in the
    /// list.
    fn put(&mut self, square: usize, t: usize, side: usize) {
        self.board[L::to_mailbox(Square::ALL[square])] = (1 + t + 8 * side) as u8;
        let key = |this: &Self, s: u8| {
            let cell = L::to_mailbox(Square::ALL[usize::from(s)]);
            (RANK[this.type_at(cell)], s)
        };
        let new = (RANK[t], square as u8);
        let len = usize::from(self.len[side]);
        if len == MAX {
            return; // more pieces than a side can have: `Position` refuses such positions
        }
        let at = (0..len)
            .find(|&i| key(self, self.lists[side][i]) > new)
            .unwrap_or(len);
        self.lists[side].copy_within(at..len, at + 1);
        self.lists[side][at] = square as u8;
        self.len[side] += 1;
    }

    /// The piece of `side` on `square` leaves: off the board and out of its list.
    fn take(&mut self, square: usize, side: usize) {
        self.board[L::to_mailbox(Square::ALL[square])] = 0;
        let len = usize::from(self.len[side]);
        if let Some(at) = (0..len).find(|&i| usize::from(self.lists[side][i]) == square) {
            self.lists[side].copy_within(at + 1..len, at);
            self.len[side] -= 1;
        }
    }
}
