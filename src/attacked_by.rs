//! Attacks to a square (seed "Square Attacked By", sections "By all Pieces" and "Any Attack
//! by Side"): the super-piece on the target square, its leaper sets intersected with the
//! pieces that attack that way, and the sliders on its empty-board lines found with the
//! slider attack getters (`attackers_to`) or confirmed one by one by an empty in-between set
//! (`is_attacked_by`), whichever the benchmarks picked for each.

use crate::bitboard::indices;
use crate::square_kit::kit;
use crate::tables::{black_magic_slot, IN_BETWEEN_RECTANGULAR, PSEUDO_ATTACKS};
use crate::{king_attacks, knight_attacks, pawn_attacks, Color, Piece, Pieces, Role, Square};

/// The bishops, rooks and queens (of either side) that could reach `square` on an empty
/// board: one AND per line type with `PSEUDO_ATTACKS`.
#[inline]
pub(crate) fn slider_candidates(square: usize, roles: &[u64; 6]) -> u64 {
    let queens = roles[Role::Queen as usize];
    PSEUDO_ATTACKS[Piece::Bishop.index()][square] & (roles[Role::Bishop as usize] | queens)
        | PSEUDO_ATTACKS[Piece::Rook.index()][square] & (roles[Role::Rook as usize] | queens)
}

/// The sliders among `candidates` (squares from which a slider reaches `square` on an empty
/// board) whose way to `square` is free in `occupied`.
fn confirmed(candidates: u64, square: usize, occupied: u64) -> u64 {
    indices(candidates)
        .filter(|&from| IN_BETWEEN_RECTANGULAR[from][square] & occupied == 0)
        .fold(0, |attackers, from| attackers | 1 << from)
}

/// The squares of every piece, of either side, that attacks `square`, with `occupied`
/// blocking sliders (x-rays excluded: remove a piece from `occupied` to look through it).
///
/// The seed's super-piece: pawn, knight and king sets looked up from `square` and
/// intersected with the pieces that attack that way (white pawns attack `square` from where
/// a black pawn on it would attack, and the other way round); then, for each line type on
/// which a bishop, rook or queen could reach `square` on an empty board (one AND with
/// `PSEUDO_ATTACKS`, so a position without sliders on the square's lines costs nothing
/// more), the slider attacks from `square` by the default getters' black magics
/// ([`crate::bishop_attacks`], [`crate::rook_attacks`]) intersected with those sliders; every
/// set and entry the square needs read from one record of it, two adjacent cache lines
/// (where the caches are cold, eight lines on six pages were read). Of the forms measured
/// (this one, each candidate confirmed by an in-between set, the getters called
/// unconditionally and so without a branch, by fancy or black magics or by obstruction
/// difference) it has the best worst regime (`BENCHMARKS.md`).
/// Whether `occupied` holds `square` does not matter. Any [`Pieces`] value gives an answer
/// (see there for contradictory bitboards).
///
/// ```
/// use vector_attacks::{attackers_to, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::White, Role::Rook, Square::E1);
/// p.put(Color::Black, Role::Knight, Square::F6);
/// p.put(Color::Black, Role::Pawn, Square::D5);
/// p.put(Color::White, Role::Bishop, Square::A8);
/// let attackers = attackers_to(Square::E4, p.occupied(), &p);
/// assert_eq!(attackers, Square::E1.bit() | Square::F6.bit() | Square::D5.bit());
/// // a8's diagonal to e4 is blocked by d5; without it in `occupied`, the bishop x-rays.
/// let xray = attackers_to(Square::E4, p.occupied() & !Square::D5.bit(), &p);
/// assert!(xray & Square::A8.bit() != 0);
/// ```
pub fn attackers_to(square: Square, occupied: u64, pieces: &Pieces) -> u64 {
    // Everything about the square in one record (`square_kit`): its first line the
    // leapers' sets and the lines, its second the magics.
    let k = kit(square);
    let [white, black] = pieces.sides;
    let roles = &pieces.roles;
    let pawns = roles[Role::Pawn as usize];
    let queens = roles[Role::Queen as usize];
    // A white pawn attacks `square` from where a black pawn on it would attack, and the
    // other way round.
    let mut attackers = k.pawn[Color::Black as usize] & pawns & white
        | k.pawn[Color::White as usize] & pawns & black
        | k.knight & roles[Role::Knight as usize]
        | k.king & roles[Role::King as usize];
    let diagonal = k.diagonal & (roles[Role::Bishop as usize] | queens);
    let straight = k.straight & (roles[Role::Rook as usize] | queens);
    if diagonal != 0 {
        let w = &k.bishop;
        attackers |= w.attacks[black_magic_slot::<9>(w.not_mask, w.factor, occupied)] & diagonal;
    }
    if straight != 0 {
        let w = &k.rook;
        attackers |= w.attacks[black_magic_slot::<12>(w.not_mask, w.factor, occupied)] & straight;
    }
    attackers
}

/// Whether any piece of `side` attacks `square` (the in-check test, with `square` the king's),
/// with `occupied` blocking sliders: the seed's "Any Attack by Side", returning as soon as
/// one kind of attacker is found, cheapest first (pawns, knights, king, then sliders, each
/// candidate confirmed by an empty in-between set: faster in every regime than calling the
/// slider attack getters, `BENCHMARKS.md`).
///
/// ```
/// use vector_attacks::{is_attacked_by, Role, Pieces, Color, Square};
/// let mut p = Pieces::default();
/// p.put(Color::White, Role::King, Square::E1);
/// p.put(Color::Black, Role::Queen, Square::E8);
/// p.put(Color::Black, Role::King, Square::G8);
/// assert!(is_attacked_by(Square::E1, Color::Black, p.occupied(), &p)); // check
/// p.put(Color::White, Role::Bishop, Square::E2);
/// assert!(!is_attacked_by(Square::E1, Color::Black, p.occupied(), &p)); // blocked
/// assert!(!is_attacked_by(Square::E1, Color::White, p.occupied(), &p));
/// ```
pub fn is_attacked_by(square: Square, side: Color, occupied: u64, pieces: &Pieces) -> bool {
    is_attacked_by_pieces(
        square,
        side,
        pieces.sides[side as usize],
        occupied,
        &pieces.roles,
    )
}

/// [`is_attacked_by`] with the attacking side's pieces given as `attackers` (a subset of
/// `side`'s squares) and the roles' bitboards: what the legality test asks after a move,
/// without building the position after it.
#[inline]
pub(crate) fn is_attacked_by_pieces(
    square: Square,
    side: Color,
    attackers: u64,
    occupied: u64,
    roles: &[u64; 6],
) -> bool {
    // `side`'s pawns attack `square` from where the other side's pawn on it would attack.
    if pawn_attacks(!side, square) & roles[Role::Pawn as usize] & attackers != 0
        || knight_attacks(square) & roles[Role::Knight as usize] & attackers != 0
        || king_attacks(square) & roles[Role::King as usize] & attackers != 0
    {
        return true;
    }
    let s = square.index();
    let sliders = slider_candidates(s, roles) & attackers;
    sliders != 0 && confirmed(sliders, s, occupied) != 0
}
