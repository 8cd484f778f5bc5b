//! The SEE lookup table of Ed Schröder's Rebel (seed "Attack and Defend Maps"): for the piece
//! on a square and the attack bytes of both sides, the result of the exchange on that
//! square, computed by playing it out.
//!
//! An attack byte describes the pieces of one side that attack a square. Two encodings:
//!
//! - [`Encoding::Rebel`], the seed's: bits 0-2 count the attackers (at most 7), bits 3-7 flag
//!   the kinds present: pawn, knight or bishop, rook, queen, king. It cannot say how many of
//!   each kind there are: a count of three with the minor and rook flags is two rooks and a
//!   knight as well as two knights and a rook. The table reads the extra attackers as the
//!   cheapest kind flagged (never a king), and a knight-or-bishop as the cheaper of the two.
//! - [`Encoding::Counts`], a count per kind: bits 0-1 pawns (0-2), bits 2-3 knights and
//!   bishops (0-3), bits 4-5 rooks (0-3), bit 6 a queen, bit 7 the king. It still merges
//!   knights with bishops and stops counting at 3 minors, 3 rooks and 1 queen, but it never
//!   confuses one kind with another.
//!
//! Neither sees x-rays (a rook behind a rook, a bishop behind a queen: the attack byte holds
//! the pieces that attack the square now, as `attackers_to` gives them) or pins: that is the
//! price of one load instead of a swap list.

use crate::model::table::Table;

/// How an attack byte describes one side's attackers of a square.
///
/// ```
/// use vector_attacks_codegen::compute::see::{Encoding, Kind};
/// // Rebel: three attackers, flags pawn and rook. The byte does not say what the third is;
/// // the table reads it as the cheapest kind flagged, a pawn.
/// let byte = 3 | 1 << 3 | 1 << 5;
/// assert_eq!(Encoding::Rebel.decode(byte, &Default::default()), [Kind::Pawn, Kind::Pawn, Kind::Rook]);
/// // Counts: two pawns and one rook, exactly.
/// assert_eq!(Encoding::Counts.decode(0b01_00_10, &Default::default()), [Kind::Pawn, Kind::Pawn, Kind::Rook]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// Count in bits 0-2, flags pawn, minor, rook, queen, king in bits 3-7.
    Rebel,
    /// Pawns in bits 0-1, minors in bits 2-3, rooks in bits 4-5, queen bit 6, king bit 7.
    Counts,
}

/// The kinds of attacking piece, least valuable first (with the default values): the
/// generator's one [`Kind`]. The king captures only where nothing can
/// take it back.
///
/// ```
/// assert!(vector_attacks_codegen::compute::see::Kind::Pawn < vector_attacks_codegen::compute::see::Kind::King);
/// ```
pub use super::attacks::Kind;

/// Piece values of the exchange. The king has none: it never is a victim, and it captures
/// only where nothing recaptures.
///
/// ```
/// let v = vector_attacks_codegen::compute::see::Values::default();
/// assert_eq!((v.pawn, v.knight, v.bishop, v.rook, v.queen), (1, 3, 3, 5, 9));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Values {
    /// Pawn.
    pub pawn: i32,
    /// Knight.
    pub knight: i32,
    /// Bishop.
    pub bishop: i32,
    /// Rook.
    pub rook: i32,
    /// Queen.
    pub queen: i32,
}

impl Default for Values {
    fn default() -> Self {
        Values {
            pawn: 1,
            knight: 3,
            bishop: 3,
            rook: 5,
            queen: 9,
        }
    }
}

impl Values {
    /// The value of a kind (the king's is never used as a gain).
    ///
    /// ```
    /// use vector_attacks_codegen::compute::see::{Kind, Values};
    /// assert_eq!(Values::default().of(Kind::Rook), 5);
    /// ```
    pub fn of(&self, kind: Kind) -> i32 {
        match kind {
            Kind::Pawn => self.pawn,
            Kind::Knight => self.knight,
            Kind::Bishop => self.bishop,
            Kind::Rook => self.rook,
            Kind::Queen => self.queen,
            Kind::King => 0,
        }
    }

    /// The cheaper minor: what the encodings' knight-or-bishop is read as.
    fn minor(&self) -> Kind {
        if self.bishop < self.knight {
            Kind::Bishop
        } else {
            Kind::Knight
        }
    }
}

/// The victims of the table, by row: 0 an empty square (nothing to win; the exchange still
/// says whether a piece may go there), then pawn, knight, bishop, rook, queen.
pub const VICTIMS: [Option<Kind>; 6] = [
    None,
    Some(Kind::Pawn),
    Some(Kind::Knight),
    Some(Kind::Bishop),
    Some(Kind::Rook),
    Some(Kind::Queen),
];

impl Encoding {
    /// Both encodings.
    pub const ALL: [Encoding; 2] = [Encoding::Rebel, Encoding::Counts];

    /// The attackers a byte describes, least valuable first by `values` (the king last).
    pub fn decode(self, byte: u8, values: &Values) -> Vec<Kind> {
        let minor = values.minor();
        let mut kinds = match self {
            Encoding::Rebel => {
                let flagged: Vec<Kind> = [Kind::Pawn, minor, Kind::Rook, Kind::Queen, Kind::King]
                    .into_iter()
                    .enumerate()
                    .filter(|&(bit, _)| byte >> (3 + bit) & 1 == 1)
                    .map(|(_, kind)| kind)
                    .collect();
                let extra = usize::from(byte & 7).saturating_sub(flagged.len());
                let cheapest = flagged.iter().copied().find(|&k| k != Kind::King);
                let mut kinds = flagged;
                if let Some(kind) = cheapest {
                    kinds.extend(std::iter::repeat_n(kind, extra));
                }
                kinds
            }
            Encoding::Counts => {
                let count = |shift: u8, bits: u8| usize::from(byte >> shift & ((1 << bits) - 1));
                let mut kinds = Vec::new();
                kinds.extend(std::iter::repeat_n(Kind::Pawn, count(0, 2).min(2)));
                kinds.extend(std::iter::repeat_n(minor, count(2, 2)));
                kinds.extend(std::iter::repeat_n(Kind::Rook, count(4, 2)));
                kinds.extend(std::iter::repeat_n(Kind::Queen, count(6, 1)));
                kinds.extend(std::iter::repeat_n(Kind::King, count(7, 1)));
                kinds
            }
        };
        kinds.sort_by_key(|&k| (k == Kind::King, values.of(k)));
        kinds
    }
}

/// The exchange on a square holding a piece worth `victim`: the side with `attackers`
/// captures first (forced) with its least valuable piece, then the sides take turns, each
/// with its least valuable piece left, and either may stop instead of capturing; the result
/// is what the first side gains with best play. A king captures only when the other side
/// has nothing left to take back with; a first capture by a king into a defended square is
/// illegal and gives 0, as does an empty `attackers`.
///
/// ```
/// use vector_attacks_codegen::compute::see::{exchange, Kind, Values};
/// let v = Values::default();
/// // A pawn defended by a pawn, attacked by a rook: RxP, PxR loses the rook for a pawn.
/// assert_eq!(exchange(1, &[Kind::Rook], &[Kind::Pawn], &v), 1 - 5);
/// // An undefended knight.
/// assert_eq!(exchange(3, &[Kind::Queen], &[], &v), 3);
/// ```
pub fn exchange(victim: i32, attackers: &[Kind], defenders: &[Kind], values: &Values) -> i32 {
    let Some(&first) = attackers.first() else {
        return 0;
    };
    if first == Kind::King && !defenders.is_empty() {
        return 0;
    }
    let sides = [attackers, defenders];
    let mut next = [1, 0]; // the next piece of each side
                           // gains[d]: what the side making capture d gains if the exchange stops after it.
    let mut gains = [0i32; 64];
    gains[0] = victim;
    let mut depth = 0;
    let mut on_square = values.of(first);
    let mut side = 1;
    while let Some(&piece) = sides[side].get(next[side]) {
        let other = 1 - side;
        if piece == Kind::King && next[other] < sides[other].len() || depth + 1 == gains.len() {
            break;
        }
        depth += 1;
        gains[depth] = on_square - gains[depth - 1];
        on_square = values.of(piece);
        next[side] += 1;
        side = other;
    }
    for d in (1..=depth).rev() {
        gains[d - 1] = -(-gains[d - 1]).max(gains[d]);
    }
    gains[0]
}

/// `see_table[victim][attack_byte][defend_byte]` for `encoding` and `values`: the
/// [`exchange`] of each victim row ([`VICTIMS`]) between the attackers of the attack byte and
/// of the defend byte. 6 x 256 x 256 entries.
///
/// ```
/// use vector_attacks_codegen::compute::see::{table, Encoding, Values};
/// let t = table(Encoding::Rebel, &Values::default());
/// assert_eq!(t.shape, vec![6, 256, 256]);
/// let (rook, pawn) = (1 | 1 << 5, 1 | 1 << 3);
/// assert_eq!(t.integers().unwrap()[(1 << 16) + (rook << 8) + pawn], -4); // RxP, PxR
/// ```
pub fn table(encoding: Encoding, values: &Values) -> Table {
    let decoded: Vec<Vec<Kind>> = (0..=255)
        .map(|byte| encoding.decode(byte, values))
        .collect();
    let mut out = Vec::with_capacity(VICTIMS.len() * 256 * 256);
    for victim in VICTIMS {
        let v = victim.map_or(0, |k| values.of(k));
        for attack in &decoded {
            for defend in &decoded {
                out.push(exchange(v, attack, defend, values));
            }
        }
    }
    Table::from_integers(out).with_shape(&[VICTIMS.len(), 256, 256])
}

/// Summary and body of the doc comment of a SEE table (`rebel`: the seed's encoding).
pub(crate) fn describe(
    rebel: bool,
    values: &Values,
    element: crate::model::table::ElementType,
) -> (String, String) {
    let ty = element.rust_name();
    let read = match element {
        crate::model::table::ElementType::U8 | crate::model::table::ElementType::I8 => {
            format!("`table[i] as {ty}`")
        }
        _ => format!("`{ty}::from_le_bytes` of the bytes from `i * size_of::<{ty}>()`"),
    };
    let byte = if rebel {
        "the seed's attack byte (Rebel's: bits 0-2 the number of attackers, at most 7; bits 3-7 set when a pawn, a knight or bishop, a rook, a queen, the king is among them; extra attackers are read as the cheapest kind flagged, and the byte cannot tell two rooks and a knight from two knights and a rook)"
    } else {
        "an attack byte counting each kind (bits 0-1 pawns, 0-2; bits 2-3 knights and bishops, 0-3; bits 4-5 rooks, 0-3; bit 6 a queen; bit 7 the king)"
    };
    (
        format!(
            "Static exchange by table (seed \"Attack and Defend Maps\", Rebel's `see_table[piece][attackByte][defendByte]`), {} encoding.",
            if rebel { "the seed's" } else { "the per-kind" }
        ),
        format!(
            "Entry `[victim][attack][defend]` is what the side described by `attack` gains by the exchange on a square holding `victim` (0 empty, 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen), against the side described by `defend`, both bytes being {byte}. The exchange is played out: the first side captures with its least valuable attacker (that capture is forced), then the sides take turns with their least valuable pieces, each free to stop; a king captures only where nothing takes it back. Values: pawn {}, knight {}, bishop {}, rook {}, queen {} (a knight or bishop in the byte counts as the cheaper). The bytes see no x-rays and no pins.\n\nStored as one byte string (rustc reads it as one token, where an array literal of this size costs it one expression per entry): with `i = victim * 65536 + attack * 256 + defend`, the entry is {read}, little-endian. 6 x 256 x 256 entries.",
            values.pawn, values.knight, values.bishop, values.rook, values.queen
        ),
    )
}
