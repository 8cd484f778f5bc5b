//! Attack and defend maps (seed "Attack and Defend Maps"): Ed Schröder's attack bytes, the
//! exact static exchange evaluation by swap list, and the attack maps of a position (ATKTO,
//! the attackers of every square; ATKFR, the attack set of the piece on every square).

use crate::chess;
use crate::tables::{RAYS, SEE_COUNTS, SEE_REBEL};
use crate::{
    attackers_to, king_attacks, knight_attacks, pawn_attacks, squares, Color, Pieces, Role, Square,
};

/// The attack byte of the seed (Rebel's): the pieces of `side` attacking `square`, bits 0-2
/// their number (at most 7), bits 3-7 set when at least one pawn, knight or bishop, rook,
/// queen, king is among them. x-rays are not counted: `occupied` blocks as in
/// [`attackers_to`].
///
/// ```
/// use vector_attacks::{attack_byte, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::White, Role::Rook, Square::E1);
/// p.put(Color::White, Role::Pawn, Square::D3);
/// p.put(Color::White, Role::Knight, Square::F2);
/// assert_eq!(attack_byte(Square::E4, Color::White, p.occupied(), &p), 3 | 1 << 3 | 1 << 4 | 1 << 5);
/// ```
pub fn attack_byte(square: Square, side: Color, occupied: u64, pieces: &Pieces) -> u8 {
    let attackers = attackers_to(square, occupied, pieces) & pieces.sides[side as usize];
    rebel_byte(attackers, pieces)
}

/// The [`attack_byte`]s of both sides, indexed by [`Color`], from one [`attackers_to`]: what
/// [`see_by_table`] needs, for half the work of two calls.
///
/// ```
/// use vector_attacks::{attack_byte, attack_bytes, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::White, Role::Rook, Square::E1);
/// p.put(Color::Black, Role::Pawn, Square::D5);
/// let (occ, e4) = (p.occupied(), Square::E4);
/// let bytes = attack_bytes(e4, occ, &p);
/// assert_eq!(bytes[Color::White as usize], attack_byte(e4, Color::White, occ, &p));
/// assert_eq!(bytes[Color::Black as usize], attack_byte(e4, Color::Black, occ, &p));
/// ```
#[inline]
pub fn attack_bytes(square: Square, occupied: u64, pieces: &Pieces) -> [u8; 2] {
    let attackers = attackers_to(square, occupied, pieces);
    pieces
        .sides
        .map(|side| rebel_byte(attackers & side, pieces))
}

/// Rebel's byte of one side's `attackers`.
#[inline]
fn rebel_byte(attackers: u64, pieces: &Pieces) -> u8 {
    let k = &pieces.roles;
    let has = |set: u64| u8::from(attackers & set != 0);
    let count = attackers.count_ones().min(7) as u8;
    count
        | has(k[Role::Pawn as usize]) << 3
        | has(k[Role::Knight as usize] | k[Role::Bishop as usize]) << 4
        | has(k[Role::Rook as usize]) << 5
        | has(k[Role::Queen as usize]) << 6
        | has(k[Role::King as usize]) << 7
}

/// The attack byte with a count per kind (less lossy than [`attack_byte`]): bits 0-1 pawns
/// (0-2), bits 2-3 knights and bishops (0-3, more count as 3), bits 4-5 rooks (0-3), bit 6 a
/// queen (more count as one), bit 7 the king.
///
/// ```
/// use vector_attacks::{attack_counts_byte, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::Black, Role::Rook, Square::E8);
/// p.put(Color::Black, Role::Rook, Square::A4);
/// p.put(Color::Black, Role::Knight, Square::F6);
/// assert_eq!(attack_counts_byte(Square::E4, Color::Black, p.occupied(), &p), 1 << 2 | 2 << 4);
/// ```
pub fn attack_counts_byte(square: Square, side: Color, occupied: u64, pieces: &Pieces) -> u8 {
    let attackers = attackers_to(square, occupied, pieces) & pieces.sides[side as usize];
    let k = &pieces.roles;
    let count = |set: u64, max: u32| (attackers & set).count_ones().min(max) as u8;
    count(k[Role::Pawn as usize], 2)
        | count(k[Role::Knight as usize] | k[Role::Bishop as usize], 3) << 2
        | count(k[Role::Rook as usize], 3) << 4
        | count(k[Role::Queen as usize], 1) << 6
        | count(k[Role::King as usize], 1) << 7
}

/// The index of an entry of the SEE tables: the victim's row (0 for an empty square and for
/// a king, which is never taken, then pawn to queen), then the two bytes.
fn see_index(victim: Option<Role>, attack: u8, defend: u8) -> usize {
    let row = match victim {
        None | Some(Role::King) => 0,
        Some(kind) => kind as usize + 1,
    };
    row << 16 | usize::from(attack) << 8 | usize::from(defend)
}

/// The static exchange on a square holding `victim` (`None`: empty) by one load from the
/// seed's table (Rebel's `see_table[piece][attackByte][defendByte]`, 384 KiB): what the side
/// of `attack` (an [`attack_byte`]) gains by capturing first with its least valuable
/// attacker, against the side of `defend`, each then free to stop. Values pawn 1, knight and
/// bishop 3, rook 5, queen 9. Fast, and approximate where the bytes lose information (several
/// pieces of one kind, x-rays, pins): [`see`] is exact.
///
/// ```
/// use vector_attacks::{attack_byte, see_by_table, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::White, Role::Rook, Square::E1);
/// p.put(Color::Black, Role::Pawn, Square::E5);
/// p.put(Color::Black, Role::Pawn, Square::D6);
/// let (occ, e5) = (p.occupied(), Square::E5);
/// let (a, d) = (attack_byte(e5, Color::White, occ, &p), attack_byte(e5, Color::Black, occ, &p));
/// assert_eq!(see_by_table(Some(Role::Pawn), a, d), 1 - 5); // RxP, PxR
/// ```
#[inline]
pub fn see_by_table(victim: Option<Role>, attack: u8, defend: u8) -> i32 {
    i32::from(SEE_REBEL[see_index(victim, attack, defend)] as i8)
}

/// [`see_by_table`] reading the attack bytes that kept attack maps hold (seed "Attack and
/// Defend Maps": the table pays when the bytes are kept, not computed per capture): the
/// exchange a capture (or move) onto `to` by the side to move of `position` starts, with the
/// bytes of `maps`, which must describe `position` ([`chess::AttackMaps::play`] keeps them).
///
/// ```
/// use vector_attacks::chess::{AttackMaps, Position};
/// use vector_attacks::{see_by_kept_bytes, Square};
/// let position = Position::from_fen("4k3/8/3p4/4p3/8/8/8/4R1K1 w - - 0 1").unwrap();
/// let maps = AttackMaps::new(&position);
/// assert_eq!(see_by_kept_bytes(&position, &maps, Square::E5), 1 - 5); // RxP, PxR
/// ```
#[inline]
pub fn see_by_kept_bytes(position: &chess::Position, maps: &chess::AttackMaps, to: Square) -> i32 {
    // Both bytes in one load, whose address waits for nothing but `to`.
    let [white, black] = maps.attack_bytes(to.index());
    let (attack, defend) = if position.side_to_move() == 0 {
        (white, black)
    } else {
        (black, white)
    };
    let victim = position.piece_on(to.index()).map(|(t, _)| Role::ALL[t]);
    see_by_table(victim, attack, defend)
}

/// [`see_by_table`] reading the attack bytes of kept piece-sets (seed "Attack and Defend
/// Maps", Piece-Sets: each side's half of the square's set indexes the 64 KiB table
/// `PIECE_SET_ATTACK_BYTE`, which gives its attack byte): the exchange a capture (or move)
/// onto `to` by the side to move of `position` starts, with the sets of `sets`, which must
/// describe `position` ([`crate::piece_sets::PieceSets::play`] keeps them).
///
/// ```
/// use vector_attacks::chess::Position;
/// use vector_attacks::piece_sets::PieceSets;
/// use vector_attacks::{see_by_piece_sets, Square};
/// let position = Position::from_fen("4k3/8/3p4/4p3/8/8/8/4R1K1 w - - 0 1").unwrap();
/// let sets = PieceSets::new(&position);
/// assert_eq!(see_by_piece_sets(&position, &sets, Square::E5), 1 - 5); // RxP, PxR
/// ```
#[inline]
pub fn see_by_piece_sets(
    position: &chess::Position,
    sets: &crate::piece_sets::PieceSets,
    to: Square,
) -> i32 {
    let [white, black] = sets.attack_bytes(to);
    let (attack, defend) = if position.side_to_move() == 0 {
        (white, black)
    } else {
        (black, white)
    };
    let victim = position.piece_on(to.index()).map(|(t, _)| Role::ALL[t]);
    see_by_table(victim, attack, defend)
}

/// [`see_by_table`] with the per-kind encoding ([`attack_counts_byte`]): the same exchange,
/// losing less (it never mistakes one kind for another).
///
/// ```
/// use vector_attacks::{attack_counts_byte, see_by_counts_table, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::White, Role::Knight, Square::C3);
/// p.put(Color::White, Role::Knight, Square::F4);
/// p.put(Color::Black, Role::Bishop, Square::D5);
/// p.put(Color::Black, Role::Pawn, Square::E6);
/// let (occ, d5) = (p.occupied(), Square::D5);
/// let a = attack_counts_byte(d5, Color::White, occ, &p);
/// let d = attack_counts_byte(d5, Color::Black, occ, &p);
/// assert_eq!(see_by_counts_table(Some(Role::Bishop), a, d), 3 - 3 + 1); // NxB PxN NxP
/// ```
#[inline]
pub fn see_by_counts_table(victim: Option<Role>, attack: u8, defend: u8) -> i32 {
    i32::from(SEE_COUNTS[see_index(victim, attack, defend)] as i8)
}

/// Piece values of [`see`], by [`Role`]: pawn 100, knight and bishop 300, rook 500, queen
/// 900, and 20000 for the king, so that an exchange in which a king is taken back comes out
/// as a loss no material can make up (the king capturing into a defended square is illegal).
///
/// ```
/// assert_eq!(vector_attacks::SEE_VALUES[vector_attacks::Role::Rook as usize], 500);
/// ```
pub const SEE_VALUES: [i32; 6] = [100, 300, 300, 500, 900, 20000];

/// The static exchange evaluation of the capture (or move) from `from` to `to`: what the side
/// of the piece on `from` gains when it plays it and both sides then recapture on `to` with
/// their least valuable attacker, each free to stop, with x-rays (a slider behind a piece
/// that has captured joins in). Values are [`SEE_VALUES`]; see [`see_with_values`] for others.
/// A move to an empty square gives 0 or less (how much the moved piece would lose). Pins
/// are not considered, nor en passant and promotions. 0 when `from` is empty.
///
/// ```
/// use vector_attacks::{see, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::White, Role::Rook, Square::E1);
/// p.put(Color::White, Role::Rook, Square::E2); // doubled: the rook on e1 x-rays through e2
/// p.put(Color::Black, Role::Pawn, Square::E5);
/// p.put(Color::Black, Role::Pawn, Square::D6); // defends e5
/// assert_eq!(see(&p, Square::E2, Square::E5), 100 - 500 + 100); // RxP PxR RxP
/// p.put(Color::Black, Role::Rook, Square::E8); // and a rook behind it
/// assert_eq!(see(&p, Square::E2, Square::E5), 100 - 500); // RxP PxR, and White stops
/// ```
pub fn see(pieces: &Pieces, from: Square, to: Square) -> i32 {
    see_with_values(pieces, from, to, &SEE_VALUES)
}

/// [`see`] with the piece values `values`, by [`Role`].
///
/// ```
/// use vector_attacks::{see_with_values, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::White, Role::Knight, Square::C3);
/// p.put(Color::Black, Role::Bishop, Square::D5);
/// assert_eq!(see_with_values(&p, Square::C3, Square::D5, &[1, 3, 3, 5, 9, 1000]), 3);
/// ```
pub fn see_with_values(pieces: &Pieces, from: Square, to: Square, values: &[i32; 6]) -> i32 {
    let Some(mover) = pieces.role_on(from) else {
        return 0;
    };
    let value = |kind: Option<Role>| kind.map_or(0, |k| values[k as usize]);
    let mut side = if pieces.sides[Color::White as usize] & from.bit() != 0 {
        Color::Black
    } else {
        Color::White
    };
    // The swap list: gains[d] is what the side making capture d gains, if the exchange
    // stopped after it.
    let mut gains = [0i32; 33];
    gains[0] = value(pieces.role_on(to));
    let mut depth = 0;
    let mut on_square = values[mover as usize];
    let mut occupied = pieces.occupied() & !from.bit() & !to.bit();
    loop {
        // Pieces that have captured are gone from `occupied`, which lets x-rays through.
        let attackers = attackers_to(to, occupied, pieces) & occupied & pieces.sides[side as usize];
        let Some(kind) = Role::ALL
            .into_iter()
            .find(|&k| attackers & pieces.roles[k as usize] != 0)
        else {
            break;
        };
        let set = attackers & pieces.roles[kind as usize];
        depth += 1;
        gains[depth] = on_square - gains[depth - 1];
        on_square = values[kind as usize];
        occupied &= !(set & set.wrapping_neg());
        side = !side;
        if depth == gains.len() - 1 {
            break;
        }
    }
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}

/// The attack maps of a position (seed "Attack and Defend Maps", Chess 4.5's tables): for
/// every square, the pieces that attack it (`to`, ATKTO) and the squares the piece on it
/// attacks (`from`, ATKFR, empty where no piece stands). One is the transpose of the other.
///
/// ```
/// use vector_attacks::{AttackMaps, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::White, Role::Rook, Square::E1);
/// p.put(Color::Black, Role::Knight, Square::F6);
/// let maps = AttackMaps::of(&p);
/// assert!(maps.to[Square::E4.index()] & Square::E1.bit() != 0);
/// assert!(maps.to[Square::E4.index()] & Square::F6.bit() != 0);
/// assert_eq!(maps.from[Square::F6.index()].count_ones(), 8);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttackMaps {
    /// ATKTO: `to[s]` holds the squares of the pieces (either side) attacking `s`.
    pub to: [u64; 64],
    /// ATKFR: `from[s]` holds the squares the piece on `s` attacks.
    pub from: [u64; 64],
}

impl AttackMaps {
    /// Both maps of `pieces`, sliders blocked by every piece (x-rays excluded).
    ///
    /// ```
    /// let empty = vector_attacks::AttackMaps::of(&vector_attacks::Pieces::default());
    /// assert!(empty.to.iter().chain(&empty.from).all(|&s| s == 0));
    /// ```
    pub fn of(pieces: &Pieces) -> AttackMaps {
        let occupied = pieces.occupied();
        let mut maps = AttackMaps {
            to: [0; 64],
            from: [0; 64],
        };
        for square in squares(occupied) {
            let attacks = attacks_from(square, occupied, pieces);
            maps.from[square.index()] = attacks;
            for target in squares(attacks) {
                maps.to[target.index()] |= square.bit();
            }
        }
        maps
    }
}

/// The squares the piece on `square` attacks, sliders stopped by `occupied` (the classical
/// way: each ray cut behind its first blocker).
fn attacks_from(square: Square, occupied: u64, pieces: &Pieces) -> u64 {
    let s = square.index();
    let side = if pieces.sides[Color::White as usize] & square.bit() != 0 {
        Color::White
    } else {
        Color::Black
    };
    // Directions 0 north, 1 north-east, 2 east, 7 north-west go up the square numbers.
    let ray = |d: usize| {
        let r = RAYS[d][s];
        let blockers = r & occupied;
        if blockers == 0 {
            return r;
        }
        let first = if matches!(d, 0 | 1 | 2 | 7) {
            blockers.trailing_zeros()
        } else {
            63 - blockers.leading_zeros()
        };
        r & !RAYS[d][first as usize]
    };
    match pieces.role_on(square) {
        None => 0,
        Some(Role::Pawn) => pawn_attacks(side, square),
        Some(Role::Knight) => knight_attacks(square),
        Some(Role::King) => king_attacks(square),
        Some(Role::Bishop) => [1, 3, 5, 7].into_iter().fold(0, |a, d| a | ray(d)),
        Some(Role::Rook) => [0, 2, 4, 6].into_iter().fold(0, |a, d| a | ray(d)),
        Some(Role::Queen) => (0..8).fold(0, |a, d| a | ray(d)),
    }
}
