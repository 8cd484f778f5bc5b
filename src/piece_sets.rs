//! Piece-sets (seed "Attack and Defend Maps", section Piece-Sets): the board state MS-DOS
//! IsiChess kept beside its position, here beside the chess [`Position`].
//!
//! Each piece of a side owns one bit of a 16-bit half by a fixed relation between piece kind
//! and bit position (the seed's usual material disposition, [`LAYOUT`]): bits 0-7 the pawns,
//! 8-9 the knights, 10 the bishop on light squares, 11 the one on dark squares, 12-13 the
//! rooks, 14 the queen, 15 the king; White's pieces in bits 0-15 of a 32-bit set, Black's in
//! bits 16-31. [`PieceSets`] keeps, for every square, the set of pieces of both sides that
//! attack it, and for every piece the squares it attacks (its attack-to bitboard), through
//! [`PieceSets::play`] and [`PieceSets::update`].
//!
//! A set says at once which pieces, and so how many of each kind, attack a square: one side's
//! half indexes the generator's 64 KiB table [`PIECE_SET_ATTACK_BYTE`], which gives Ed
//! Schröder's attack byte of those pieces, the byte Rebel's SEE table reads
//! ([`crate::see_by_piece_sets`]). The price is the seed's indirection: the squares of the
//! pieces in a set come from a piece list ([`PieceSets::square_of`]).
//!
//! **When a side has more pieces of a kind than the layout holds** (a promotion to a second
//! queen or a third knight, two bishops on squares of one colour), the piece borrows a free
//! bit of its side, the lowest (where a promoted pawn's bit has just been freed, that one):
//! [`Slot::borrowed`] says so, and [`PieceSets::borrowed`] lists such bits. Sets and
//! attack-to bitboards stay exact; only the table's reading of a borrowed bit's kind would be
//! wrong, so [`PieceSets::attack_byte`] computes the byte from the pieces' kinds where a
//! borrowed bit is among the attackers, and reads the table everywhere else. A chess
//! [`Position`] holds at most 16 pieces a side, so every piece finds a bit.

use crate::chess::{Move, Position};
use crate::tables::PIECE_SET_ATTACK_BYTE;
use crate::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
    squares, Color, Role, Square,
};

/// The kind each of a side's sixteen bits stands for, bit 0 first: the seed's disposition,
/// the layout of the generator's `piece-set-attack-byte` table
/// (`layout = ppppppppnnbbrrqk`). Of the two bishops' bits, 10 is the one on light squares,
/// 11 the one on dark squares.
///
/// ```
/// use vector_attacks::{piece_sets::LAYOUT, Role};
/// assert_eq!(LAYOUT[14], Role::Queen);
/// assert_eq!(LAYOUT.iter().filter(|&&r| r == Role::Pawn).count(), 8);
/// ```
pub const LAYOUT: [Role; 16] = {
    use Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};
    [P, P, P, P, P, P, P, P, N, N, B, B, R, R, Q, K]
};

/// No piece (a free bit, an empty square).
const NONE: u8 = u8::MAX;

/// The bits of a side's half that `role` owns on `square` (the bishops' by square colour).
const fn own_bits(role: Role, square: Square) -> u16 {
    match role {
        Role::Pawn => 0x00FF,
        Role::Knight => 0x0300,
        Role::Bishop if (square.file() + square.rank()) % 2 == 1 => 1 << 10,
        Role::Bishop => 1 << 11,
        Role::Rook => 0x3000,
        Role::Queen => 1 << 14,
        Role::King => 1 << 15,
    }
}

/// The squares a piece attacks among `occupied`.
fn reach(role: Role, side: Color, square: Square, occupied: u64) -> u64 {
    match role {
        Role::Pawn => pawn_attacks(side, square),
        Role::Knight => knight_attacks(square),
        Role::Bishop => bishop_attacks(square, occupied),
        Role::Rook => rook_attacks(square, occupied),
        Role::Queen => queen_attacks(square, occupied),
        Role::King => king_attacks(square),
    }
}

/// The mask of a side's half of a 32-bit set.
const fn half(side: Color) -> u32 {
    0xFFFF << (16 * side as u32)
}

/// A piece's bit in the piece-sets: its index (0-15 White's, 16-31 Black's), the kind of
/// the piece that holds it, and whether it is borrowed (the layout gives the bit to another
/// kind; see the module documentation).
///
/// ```
/// use vector_attacks::chess::Position;
/// use vector_attacks::piece_sets::{PieceSets, Slot};
/// use vector_attacks::{Role, Square};
/// let sets = PieceSets::new(&Position::start());
/// assert_eq!(sets.slot_on(Square::D8), Some(Slot { index: 30, role: Role::Queen, borrowed: false }));
/// assert_eq!(sets.slot_on(Square::E4), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Slot {
    /// The bit: 0-15 White's pieces, 16-31 Black's.
    pub index: usize,
    /// The kind of the piece on it.
    pub role: Role,
    /// Whether the layout gives this bit to another kind ([`LAYOUT`]): the piece had no free
    /// bit of its own kind.
    pub borrowed: bool,
}

/// The piece-sets of a position and the attack-to bitboard of each piece (see the module
/// documentation), kept move by move.
///
/// ```
/// use vector_attacks::chess::Position;
/// use vector_attacks::piece_sets::PieceSets;
/// use vector_attacks::{Color, Square};
/// let position = Position::from_fen("4k3/8/3p4/4p3/8/8/8/4R1K1 w - - 0 1").unwrap();
/// let sets = PieceSets::new(&position);
/// assert_eq!(sets.attackers(Square::E5), Square::E1.bit() | Square::D6.bit());
/// assert_eq!(sets.attack_byte(Square::E5, Color::White), 1 | 1 << 5); // one rook
/// assert_eq!(sets.attack_byte(Square::E5, Color::Black), 1 | 1 << 3); // one pawn
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PieceSets {
    /// Per square, the bits of the pieces attacking it.
    sets: [u32; 64],
    /// Per bit, the squares its piece attacks.
    attacks: [u64; 32],
    /// Per bit, the square of its piece (`NONE`: free).
    squares: [u8; 32],
    /// Per square, the bit of the piece on it (`NONE`: empty).
    bits: [u8; 64],
    /// Per bit, the kind of its piece (where the bit is in use).
    roles: [Role; 32],
    /// The bits in use.
    used: u32,
    /// The bits of bishops, rooks and queens.
    sliders: u32,
    /// The bits whose piece is not of the layout's kind.
    borrowed: u32,
}

impl PieceSets {
    /// The piece-sets of `position`, computed from scratch: each piece on a bit of its kind
    /// (squares ascending), then the pieces left over on borrowed bits.
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_sets::PieceSets;
    /// use vector_attacks::Square;
    /// let sets = PieceSets::new(&Position::start());
    /// // f3 is attacked by White's pawns on e2 and g2 and the knight on g1.
    /// assert_eq!(sets.set(Square::F3).count_ones(), 3);
    /// assert_eq!(sets.borrowed(), 0);
    /// ```
    #[must_use]
    pub fn new(position: &Position) -> PieceSets {
        let mut sets = PieceSets {
            sets: [0; 64],
            attacks: [0; 32],
            squares: [NONE; 32],
            bits: [NONE; 64],
            roles: [Role::Pawn; 32],
            used: 0,
            sliders: 0,
            borrowed: 0,
        };
        let mut left_over = 0;
        for square in squares(position.occupied()) {
            if !sets.arrive(position, square, false) {
                left_over |= square.bit();
            }
        }
        for square in squares(left_over) {
            sets.arrive(position, square, true);
        }
        let occupied = position.occupied();
        let mut used = sets.used;
        while used != 0 {
            let i = used.trailing_zeros() as usize;
            used &= used - 1;
            sets.redo(i, occupied);
        }
        sets
    }

    /// The set of `square`: bit `i` set when the piece of bit `i` attacks it (White's pieces
    /// in bits 0-15, Black's in 16-31; x-rays are not counted: the first piece on a line
    /// blocks it).
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_sets::PieceSets;
    /// use vector_attacks::Square;
    /// let sets = PieceSets::new(&Position::start());
    /// assert_eq!(sets.set(Square::E4), 0);
    /// assert_eq!(sets.set(Square::D2) >> 16, 0); // no black piece attacks d2
    /// ```
    #[must_use]
    #[inline]
    pub fn set(&self, square: Square) -> u32 {
        self.sets[square.index()]
    }

    /// The squares of the pieces (both sides) attacking `square`, read from its set through
    /// the piece list: the same squares [`crate::attackers_to`] gives.
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_sets::PieceSets;
    /// use vector_attacks::Square;
    /// let sets = PieceSets::new(&Position::start());
    /// assert_eq!(sets.attackers(Square::F3), Square::E2.bit() | Square::G2.bit() | Square::G1.bit());
    /// ```
    #[must_use]
    #[inline]
    pub fn attackers(&self, square: Square) -> u64 {
        let mut set = self.sets[square.index()];
        let mut out = 0;
        while set != 0 {
            out |= 1 << (self.squares[set.trailing_zeros() as usize] & 63);
            set &= set - 1;
        }
        out
    }

    /// Ed Schröder's attack byte of `side`'s pieces attacking `square` (bits 0-2 how many,
    /// at most 7; bit 3 a pawn, 4 a knight or bishop, 5 a rook, 6 a queen, 7 the king among
    /// them): one load of [`PIECE_SET_ATTACK_BYTE`] at the side's half of the set, or, where
    /// a borrowed bit is among them, computed from their kinds.
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_sets::PieceSets;
    /// use vector_attacks::{attack_byte, Color, Setup, Square};
    /// let position = Position::start();
    /// let sets = PieceSets::new(&position);
    /// let pieces = Setup::from(&position).pieces;
    /// assert_eq!(sets.attack_byte(Square::F3, Color::White), attack_byte(Square::F3, Color::White, pieces.occupied(), &pieces));
    /// ```
    #[must_use]
    #[inline]
    pub fn attack_byte(&self, square: Square, side: Color) -> u8 {
        let set = self.sets[square.index()] & half(side);
        if set & self.borrowed == 0 {
            PIECE_SET_ATTACK_BYTE[(set >> (16 * side as u32)) as usize]
        } else {
            self.byte_of_kinds(set)
        }
    }

    /// Both sides' attack bytes on `square`, White's first (what a SEE by table reads).
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_sets::PieceSets;
    /// use vector_attacks::{Color, Square};
    /// let sets = PieceSets::new(&Position::start());
    /// let bytes = sets.attack_bytes(Square::F6);
    /// assert_eq!(bytes, [sets.attack_byte(Square::F6, Color::White), sets.attack_byte(Square::F6, Color::Black)]);
    /// ```
    #[must_use]
    #[inline]
    pub fn attack_bytes(&self, square: Square) -> [u8; 2] {
        let set = self.sets[square.index()];
        if set & self.borrowed == 0 {
            [
                PIECE_SET_ATTACK_BYTE[(set & 0xFFFF) as usize],
                PIECE_SET_ATTACK_BYTE[(set >> 16) as usize],
            ]
        } else {
            [
                self.attack_byte(square, Color::White),
                self.attack_byte(square, Color::Black),
            ]
        }
    }

    /// The squares the piece of bit `index` attacks (its attack-to bitboard); 0 for a free
    /// bit or an index above 31.
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_sets::PieceSets;
    /// use vector_attacks::{knight_attacks, Square};
    /// let sets = PieceSets::new(&Position::start());
    /// let knight = sets.slot_on(Square::G1).unwrap().index;
    /// assert_eq!(sets.attacks_of(knight), knight_attacks(Square::G1));
    /// ```
    #[must_use]
    #[inline]
    pub fn attacks_of(&self, index: usize) -> u64 {
        self.attacks.get(index).copied().unwrap_or(0)
    }

    /// The square of the piece of bit `index` (the piece list); `None` for a free bit.
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_sets::PieceSets;
    /// use vector_attacks::Square;
    /// let sets = PieceSets::new(&Position::start());
    /// assert_eq!(sets.square_of(15), Some(Square::E1)); // White's king
    /// assert_eq!(sets.square_of(31), Some(Square::E8));
    /// ```
    #[must_use]
    #[inline]
    pub fn square_of(&self, index: usize) -> Option<Square> {
        let square = *self.squares.get(index)?;
        Square::ALL.get(usize::from(square)).copied()
    }

    /// The bit of the piece on `square`, its kind and whether it is borrowed; `None` on an
    /// empty square.
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_sets::PieceSets;
    /// use vector_attacks::{Role, Square};
    /// let sets = PieceSets::new(&Position::start());
    /// let bishop = sets.slot_on(Square::F1).unwrap(); // f1 is a light square
    /// assert_eq!((bishop.index, bishop.role), (10, Role::Bishop));
    /// ```
    #[must_use]
    pub fn slot_on(&self, square: Square) -> Option<Slot> {
        let i = usize::from(self.bits[square.index()]);
        (i < 32).then(|| Slot {
            index: i,
            role: self.roles[i],
            borrowed: self.borrowed >> i & 1 != 0,
        })
    }

    /// The bits held by a piece of another kind than the layout's (see the module
    /// documentation): 0 unless a side has more pieces of a kind than [`LAYOUT`] holds.
    ///
    /// ```
    /// use vector_attacks::chess::Position;
    /// use vector_attacks::piece_sets::PieceSets;
    /// use vector_attacks::{Role, Square};
    /// // Two white queens: the second borrows the lowest free bit, a pawn's.
    /// let position = Position::from_fen("3qk3/8/8/8/8/8/8/Q2QK3 w - - 0 1").unwrap();
    /// let sets = PieceSets::new(&position);
    /// assert_eq!(sets.borrowed(), 1);
    /// assert_eq!(sets.slot_on(Square::D1).unwrap().role, Role::Queen);
    /// ```
    #[must_use]
    #[inline]
    pub fn borrowed(&self) -> u32 {
        self.borrowed
    }

    /// Plays `m`, one of `before`'s legal moves, keeps the sets for the position it gives,
    /// and returns that position.
    ///
    /// ```
    /// use vector_attacks::chess::{MoveList, Position};
    /// use vector_attacks::piece_sets::PieceSets;
    /// use vector_attacks::Square;
    /// let start = Position::start();
    /// let mut sets = PieceSets::new(&start);
    /// let e4 = start.parse_uci("e2e4").unwrap();
    /// let after = sets.play(&start, e4);
    /// // The bishop on f1 now reaches a6 through e2.
    /// assert!(sets.attackers(Square::A6) & Square::F1.bit() != 0);
    /// ```
    pub fn play(&mut self, before: &Position, m: Move) -> Position {
        let after = before.play(m);
        self.update(before, &after);
        after
    }

    /// Brings sets that describe `before` to `after`: a piece that moved keeps its bit
    /// (matched by side and kind between the squares emptied and filled), a piece that left
    /// frees its bit, a piece that arrived (a promotion, a capture taken back) takes one;
    /// then the attack-to bitboards of the pieces that moved or arrived, and of the sliders
    /// that attacked a square whose occupant changed, are recomputed, and each set changes
    /// where they did. Works from a position to the one a move gives, or back, or between
    /// any two positions.
    ///
    /// ```
    /// use vector_attacks::chess::{MoveList, Position};
    /// use vector_attacks::piece_sets::PieceSets;
    /// use vector_attacks::Square;
    /// let start = Position::start();
    /// let mut sets = PieceSets::new(&start);
    /// let next = sets.play(&start, start.parse_uci("g1f3").unwrap());
    /// sets.update(&next, &start); // taken back
    /// let fresh = PieceSets::new(&start);
    /// assert!(Square::ALL.iter().all(|&s| sets.attackers(s) == fresh.attackers(s)));
    /// ```
    pub fn update(&mut self, before: &Position, after: &Position) {
        let mut changed = 0;
        for side in 0..2 {
            changed |= before.side_pieces(side) ^ after.side_pieces(side);
            for t in 0..Role::ALL.len() {
                changed |= before.pieces(t, side) ^ after.pieces(t, side);
            }
        }
        // The sliders whose reach a changed square may have ended or opened.
        let mut redo = 0;
        for square in squares(changed) {
            redo |= self.sets[square.index()] & self.sliders;
        }
        // The pieces that left a changed square.
        let mut left = 0u32;
        for square in squares(changed) {
            let i = self.bits[square.index()];
            if i != NONE {
                left |= 1 << i;
                self.bits[square.index()] = NONE;
            }
        }
        // Those that arrived: a piece that left, of the same side and kind, if any.
        let mut arrived = 0;
        for square in squares(changed) {
            let Some((t, side)) = after.piece_on(square.index()) else {
                continue;
            };
            let role = Role::ALL[t];
            let mut candidates = left & (0xFFFF << (16 * side));
            let matched = loop {
                if candidates == 0 {
                    break None;
                }
                let i = candidates.trailing_zeros() as usize;
                if self.roles[i] == role {
                    break Some(i);
                }
                candidates &= candidates - 1;
            };
            match matched {
                Some(i) => {
                    left &= !(1 << i);
                    self.squares[i] = square.to_u8();
                    self.bits[square.index()] = i as u8;
                    redo |= 1 << i;
                }
                None => arrived |= square.bit(),
            }
        }
        // Bits freed by pieces that left for good, then bits for the new pieces.
        while left != 0 {
            let i = left.trailing_zeros() as usize;
            left &= left - 1;
            self.toggle(i, self.attacks[i]);
            self.attacks[i] = 0;
            self.squares[i] = NONE;
            self.used &= !(1 << i);
            self.sliders &= !(1 << i);
            self.borrowed &= !(1 << i);
        }
        let mut left_over = 0;
        for square in squares(arrived) {
            if !self.arrive(after, square, false) {
                left_over |= square.bit();
            }
        }
        for square in squares(left_over) {
            self.arrive(after, square, true);
        }
        for square in squares(arrived) {
            let i = self.bits[square.index()];
            if i != NONE {
                redo |= 1 << i;
            }
        }
        let occupied = after.occupied();
        redo &= self.used;
        while redo != 0 {
            let i = redo.trailing_zeros() as usize;
            redo &= redo - 1;
            self.redo(i, occupied);
        }
    }

    /// The piece of `position` on `square` takes a free bit of its kind, or (`borrow`) the
    /// lowest free bit of its side; false where there is none. Its attacks are left empty.
    fn arrive(&mut self, position: &Position, square: Square, borrow: bool) -> bool {
        let Some((t, side)) = position.piece_on(square.index()) else {
            return true;
        };
        let role = Role::ALL[t];
        let own = u32::from(own_bits(role, square)) << (16 * side);
        let side_bits = 0xFFFF << (16 * side);
        let free = if borrow { side_bits } else { own } & !self.used;
        if free == 0 {
            return false;
        }
        let i = free.trailing_zeros() as usize;
        self.used |= 1 << i;
        self.squares[i] = square.to_u8();
        self.bits[square.index()] = i as u8;
        self.roles[i] = role;
        self.attacks[i] = 0;
        if matches!(role, Role::Bishop | Role::Rook | Role::Queen) {
            self.sliders |= 1 << i;
        } else {
            self.sliders &= !(1 << i);
        }
        if LAYOUT[i % 16] == role {
            self.borrowed &= !(1 << i);
        } else {
            self.borrowed |= 1 << i;
        }
        true
    }

    /// Recomputes the attack-to bitboard of bit `i` among `occupied`, and its bit in the sets
    /// of the squares where it changed.
    fn redo(&mut self, i: usize, occupied: u64) {
        let side = if i < 16 { Color::White } else { Color::Black };
        let square = Square::ALL[usize::from(self.squares[i] & 63)];
        let new = reach(self.roles[i], side, square, occupied);
        self.toggle(i, self.attacks[i] ^ new);
        self.attacks[i] = new;
    }

    /// Toggles bit `i` in the sets of the squares of `set`.
    #[inline]
    fn toggle(&mut self, i: usize, set: u64) {
        for square in squares(set) {
            self.sets[square.index()] ^= 1 << i;
        }
    }

    /// Rebel's byte of the pieces of `set` (one side's), from their kinds.
    fn byte_of_kinds(&self, mut set: u32) -> u8 {
        let mut byte = set.count_ones().min(7) as u8;
        while set != 0 {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            byte |= match self.roles[i] {
                Role::Pawn => 1 << 3,
                Role::Knight | Role::Bishop => 1 << 4,
                Role::Rook => 1 << 5,
                Role::Queen => 1 << 6,
                Role::King => 1 << 7,
            };
        }
        byte
    }
}
