//! The last step before an engine plays a stored move: checks, pins and legality (seeds
//! "Square Attacked By": the in-check test and attacks to a square; "0x88": the pin test and
//! aligned squares).
//!
//! The side to move's king is the one on the highest square of its kings, as python-chess
//! takes it; with no king, nothing is in check, nothing is pinned and every pseudo-legal move
//! is legal. Overlapping bitboards are read as the attack functions read them (see
//! [`Pieces`]).

use crate::attacked_by::{is_attacked_by_pieces, slider_candidates};
use crate::{
    attackers_to, in_between, is_pseudo_legal, squares, Color, Pieces, Role, Setup, Square,
    StoredMove,
};

/// The square of `side`'s king: the highest square of its kings, if it has any.
#[inline]
fn king_of(pieces: &Pieces, side: Color) -> Option<Square> {
    let kings = pieces.of(side, Role::King);
    (kings != 0).then(|| Square::ALL[63 - kings.leading_zeros() as usize])
}

/// The pieces of the other side that attack the king of the side to move: 0 when it is not
/// in check (or has no king), two squares in a double check.
///
/// ```
/// use vector_attacks::{checkers, Role, Pieces, Setup, Color, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Color::White, Role::King, Square::E1);
/// pieces.put(Color::Black, Role::Rook, Square::E8);
/// pieces.put(Color::Black, Role::Knight, Square::D3);
/// let position = Setup { pieces, side_to_move: Color::White, castling: 0, en_passant: None };
/// assert_eq!(checkers(&position), Square::E8.bit() | Square::D3.bit()); // a double check
/// ```
pub fn checkers(position: &Setup) -> u64 {
    let pieces = &position.pieces;
    let us = position.side_to_move;
    king_of(pieces, us).map_or(0, |king| {
        attackers_to(king, pieces.occupied(), pieces) & pieces.sides[!us as usize]
    })
}

/// The pins on the side to move's king, both ends ([`pins`]).
///
/// ```
/// use vector_attacks::{pins, Role, Pieces, Pins, Setup, Color, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Color::White, Role::King, Square::E1);
/// pieces.put(Color::White, Role::Knight, Square::E2);
/// pieces.put(Color::Black, Role::Rook, Square::E8);
/// let position = Setup { pieces, side_to_move: Color::White, castling: 0, en_passant: None };
/// assert_eq!(pins(&position), Pins { pinners: Square::E8.bit(), pinned: Square::E2.bit() });
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pins {
    /// The other side's bishops, rooks and queens that pin ([`pinners`]).
    pub pinners: u64,
    /// The side to move's pieces pinned to their king ([`pinned`]).
    pub pinned: u64,
}

/// The pins on the side to move's king, computed once: the other side's bishops, rooks and
/// queens on a line with the king with exactly one piece between, that piece being the side
/// to move's (see [`pinned`] and [`pinners`] for each end alone).
///
/// ```
/// use vector_attacks::{pins, Role, Pieces, Setup, Color, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Color::Black, Role::King, Square::G8);
/// pieces.put(Color::Black, Role::Pawn, Square::F7);
/// pieces.put(Color::White, Role::Bishop, Square::C4);
/// let position = Setup { pieces, side_to_move: Color::Black, castling: 0, en_passant: None };
/// let pins = pins(&position);
/// assert_eq!((pins.pinners, pins.pinned), (Square::C4.bit(), Square::F7.bit()));
/// ```
pub fn pins(position: &Setup) -> Pins {
    let pieces = &position.pieces;
    let us = position.side_to_move;
    king_of(pieces, us).map_or(Pins::default(), |king| pins_to(pieces, us, king))
}

/// [`pins`] on `us`'s king on `king`.
#[inline]
fn pins_to(pieces: &Pieces, us: Color, king: Square) -> Pins {
    let (own, theirs) = (pieces.sides[us as usize], pieces.sides[!us as usize]);
    let snipers = slider_candidates(king.index(), &pieces.roles) & theirs;
    let occupied = pieces.occupied();
    squares(snipers).fold(Pins::default(), |pins, sniper| {
        let between = in_between(sniper, king) & occupied;
        if between & own != 0 && between & (between - 1) == 0 {
            Pins {
                pinners: pins.pinners | sniper.bit(),
                pinned: pins.pinned | between,
            }
        } else {
            pins
        }
    })
}

/// The pieces of the side to move pinned to their king: each alone between the king and a
/// bishop, rook or queen of the other side on the line through both (Stockfish's
/// `blockers_for_king` restricted to the own pieces; python-chess's `is_pinned`). A pinned
/// piece may still move along the pin.
///
/// ```
/// use vector_attacks::{pinned, Role, Pieces, Setup, Color, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Color::White, Role::King, Square::E1);
/// pieces.put(Color::White, Role::Knight, Square::E2);
/// pieces.put(Color::Black, Role::Rook, Square::E8);
/// pieces.put(Color::White, Role::Bishop, Square::C3);
/// pieces.put(Color::Black, Role::Bishop, Square::A5);
/// let position = Setup { pieces, side_to_move: Color::White, castling: 0, en_passant: None };
/// assert_eq!(pinned(&position), Square::E2.bit() | Square::C3.bit());
/// ```
pub fn pinned(position: &Setup) -> u64 {
    pins(position).pinned
}

/// The bishops, rooks and queens of the other side that pin a piece of the side to move to
/// its king (the other end of each line of [`pinned`]).
///
/// ```
/// use vector_attacks::{pinners, Role, Pieces, Setup, Color, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Color::White, Role::King, Square::E1);
/// pieces.put(Color::White, Role::Knight, Square::E2);
/// pieces.put(Color::Black, Role::Queen, Square::E7);
/// let position = Setup { pieces, side_to_move: Color::White, castling: 0, en_passant: None };
/// assert_eq!(pinners(&position), Square::E7.bit());
/// ```
pub fn pinners(position: &Setup) -> u64 {
    pins(position).pinners
}

/// Whether `m` is legal in `position`, with the meaning of python-chess's `legal_moves`:
/// pseudo-legal ([`is_pseudo_legal`], castling rules included), and the side to move's king
/// not attacked once the move is made. So a pinned piece may move only along its line, the
/// king may not step onto an attacked square (the king itself removed from the occupancy, so
/// it cannot hide behind itself from a slider), an en passant capture that takes both pawns
/// off the king's rank and uncovers a rook or queen is illegal, and in a double check only
/// the king may move.
///
/// Any [`Setup`] and any [`StoredMove`] get an answer, never a panic. With no king of the side
/// to move, every pseudo-legal move is legal (as python-chess); with several, the one on the
/// highest square is the king (as python-chess takes it) and the others move as any piece
/// (python-chess also forbids them to block a check). Contradictory bitboards are read as
/// [`is_pseudo_legal`] and [`is_attacked_by`](crate::is_attacked_by) read them.
///
/// ```
/// use vector_attacks::{is_legal, is_pseudo_legal, Role, StoredMove, Pieces, Setup, Color, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Color::White, Role::King, Square::E1);
/// pieces.put(Color::White, Role::Knight, Square::E2);
/// pieces.put(Color::Black, Role::King, Square::E8);
/// pieces.put(Color::Black, Role::Rook, Square::E7);
/// let position = Setup { pieces, side_to_move: Color::White, castling: 0, en_passant: None };
/// let pinned_knight = StoredMove { from: Square::E2, to: Square::C3, promotion: None };
/// assert!(is_pseudo_legal(&position, pinned_knight));
/// assert!(!is_legal(&position, pinned_knight)); // it would uncover e7's attack on e1
/// assert!(is_legal(&position, StoredMove { from: Square::E1, to: Square::F1, promotion: None }));
/// ```
pub fn is_legal(position: &Setup, m: StoredMove) -> bool {
    if !is_pseudo_legal(position, m) {
        return false;
    }
    let pieces = &position.pieces;
    let us = position.side_to_move;
    let Some(king) = king_of(pieces, us) else {
        return true;
    };
    let them = !us;
    let (from, to) = (m.from.bit(), m.to.bit());
    let occupied = pieces.occupied();
    // What stays of the other side: not the piece taken on `to`, nor a pawn taken en
    // passant (behind `to`, on the mover's rank).
    let mut theirs = pieces.sides[them as usize] & !to;
    let mover = pieces.role_on(m.from);
    if mover == Some(Role::Pawn) && position.en_passant == Some(m.to) && occupied & to == 0 {
        let taken = match us {
            Color::White => to >> 8,
            Color::Black => to << 8,
        };
        theirs &= !taken;
        let after = (occupied ^ from ^ taken) | to;
        return !is_attacked_by_pieces(king, them, theirs, after, &pieces.roles);
    }
    if m.from == king {
        // Castling's squares were checked by `is_pseudo_legal`; a step leaves `from` empty.
        let castles = m.from.index().abs_diff(m.to.index()) == 2;
        return castles
            || !is_attacked_by_pieces(m.to, them, theirs, occupied ^ from, &pieces.roles);
    }
    !is_attacked_by_pieces(king, them, theirs, (occupied ^ from) | to, &pieces.roles)
}

/// What [`is_legal`] needs of a position that does not depend on the move, found once per
/// node: the king, the pieces giving check, the squares a move must land on to answer a
/// check, and the pinned pieces. An engine tests its hash move, killers and counter move
/// against one context ([`Legality::is_legal`]).
///
/// ```
/// use vector_attacks::{Role, Legality, StoredMove, Pieces, Setup, Color, Square};
/// let mut pieces = Pieces::default();
/// pieces.put(Color::White, Role::King, Square::E1);
/// pieces.put(Color::White, Role::Knight, Square::E2);
/// pieces.put(Color::Black, Role::King, Square::E8);
/// pieces.put(Color::Black, Role::Rook, Square::E7);
/// let position = Setup { pieces, side_to_move: Color::White, castling: 0, en_passant: None };
/// let node = Legality::new(&position);
/// assert_eq!(node.pinned(), Square::E2.bit());
/// let mv = |from, to| StoredMove { from, to, promotion: None };
/// assert!(!node.is_legal(&position, mv(Square::E2, Square::C3))); // the pinned knight
/// assert!(node.is_legal(&position, mv(Square::E1, Square::D1)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Legality {
    /// The side to move's king, when it has exactly one and the bitboards agree.
    king: Option<Square>,
    checkers: u64,
    /// Where a move other than the king's must land: everywhere, or the checker and the
    /// squares between it and the king.
    evasions: u64,
    pinned: u64,
}

impl Legality {
    /// The context of `position`'s node.
    ///
    /// ```
    /// use vector_attacks::{Role, Legality, Pieces, Setup, Color, Square};
    /// let mut pieces = Pieces::default();
    /// pieces.put(Color::White, Role::King, Square::E1);
    /// pieces.put(Color::Black, Role::Rook, Square::E8);
    /// let position = Setup { pieces, side_to_move: Color::White, castling: 0, en_passant: None };
    /// assert_eq!(Legality::new(&position).checkers(), Square::E8.bit());
    /// ```
    pub fn new(position: &Setup) -> Legality {
        let pieces = &position.pieces;
        let us = position.side_to_move;
        let kings = pieces.of(us, Role::King);
        // Several kings, or bitboards that contradict each other: `is_legal`'s own rules
        // decide every move (see there).
        let mut union = 0;
        let mut disjoint = pieces.sides[0] & pieces.sides[1] == 0;
        for kind in pieces.roles {
            disjoint &= union & kind == 0;
            union |= kind;
        }
        let plain = disjoint && union == pieces.occupied();
        if !plain || kings.count_ones() != 1 {
            // `is_legal` decides every move; the context only answers its accessors.
            return Legality {
                king: None,
                checkers: checkers(position),
                evasions: 0,
                pinned: pinned(position),
            };
        }
        let king = Square::ALL[kings.trailing_zeros() as usize];
        let checkers = attackers_to(king, union, pieces) & pieces.sides[!us as usize];
        let evasions = match checkers {
            0 => !0,
            c if c & (c - 1) == 0 => c | in_between(king, Square::ALL[c.trailing_zeros() as usize]),
            _ => 0,
        };
        Legality {
            king: Some(king),
            checkers,
            evasions,
            pinned: pins_to(pieces, us, king).pinned,
        }
    }

    /// The pieces giving check ([`checkers`]).
    ///
    /// ```
    /// use vector_attacks::{Legality, Setup};
    /// assert_eq!(Legality::new(&Setup::default()).checkers(), 0);
    /// ```
    pub const fn checkers(&self) -> u64 {
        self.checkers
    }

    /// The pinned pieces of the side to move ([`pinned`]).
    ///
    /// ```
    /// use vector_attacks::{Legality, Setup};
    /// assert_eq!(Legality::new(&Setup::default()).pinned(), 0);
    /// ```
    pub const fn pinned(&self) -> u64 {
        self.pinned
    }

    /// [`is_legal`] for a move of the node this context was made for: the same answer, with
    /// only the pseudo-legality test and a few masks left per move (the king's own moves and
    /// en passant captures are tested in full).
    ///
    /// ```
    /// use vector_attacks::{is_legal, Role, Legality, StoredMove, Pieces, Setup, Color, Square};
    /// let mut pieces = Pieces::default();
    /// pieces.put(Color::White, Role::King, Square::E1);
    /// pieces.put(Color::White, Role::Bishop, Square::C1);
    /// pieces.put(Color::Black, Role::Rook, Square::E8);
    /// let position = Setup { pieces, side_to_move: Color::White, castling: 0, en_passant: None };
    /// let node = Legality::new(&position);
    /// let block = StoredMove { from: Square::C1, to: Square::E3, promotion: None };
    /// let away = StoredMove { from: Square::C1, to: Square::D2, promotion: None };
    /// assert!(node.is_legal(&position, block) && is_legal(&position, block));
    /// assert!(!node.is_legal(&position, away) && !is_legal(&position, away));
    /// ```
    pub fn is_legal(&self, position: &Setup, m: StoredMove) -> bool {
        let Some(king) = self.king else {
            return is_legal(position, m);
        };
        let en_passant = position.en_passant == Some(m.to)
            && position.pieces.roles[Role::Pawn as usize] & m.from.bit() != 0;
        if m.from == king || en_passant {
            return is_legal(position, m);
        }
        is_pseudo_legal(position, m)
            && self.evasions & m.to.bit() != 0
            && (self.pinned & m.from.bit() == 0 || crate::aligned(king, m.from, m.to))
    }
}
