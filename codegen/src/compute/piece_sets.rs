//! Piece-sets (seed "Attack and Defend Maps", section Piece-Sets): a fixed relation between
//! piece kinds and bit positions, so that a 32-bit set per square says which pieces of both
//! sides attack it, and the seed's 16-bit lookup that turns one side's half of such a set
//! into Ed Schröder's attack byte (a 64 KiB table).
//!
//! A [`PieceSetLayout`] names the kind each of a side's sixteen bits stands for. The seed's
//! usual material disposition, for each side no more than one queen, two rooks, one bishop
//! per square colour and two knights, with the eight pawns and the king, fills the sixteen
//! bits exactly: [`PieceSetLayout::SEED`].

use super::attacks::Kind;
use crate::{error::Error, model::table::Table};

/// The kind each bit of one side's 16-bit piece-set stands for, bit 0 first.
///
/// ```
/// use vector_attacks_codegen::compute::attacks::Kind;
/// use vector_attacks_codegen::compute::piece_sets::PieceSetLayout;
/// let layout: PieceSetLayout = "ppppppppnnbbrrqk".parse()?;
/// assert_eq!(layout, PieceSetLayout::SEED);
/// assert_eq!(layout.kinds()[15], Kind::King);
/// assert_eq!(layout.to_string(), "ppppppppnnbbrrqk");
/// # Ok::<(), vector_attacks_codegen::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceSetLayout([Kind; 16]);

impl PieceSetLayout {
    /// The seed's disposition: bits 0-7 the pawns, 8-9 the knights, 10-11 the bishops (one
    /// per square colour), 12-13 the rooks, 14 the queen, 15 the king.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::piece_sets::PieceSetLayout;
    /// assert_eq!(PieceSetLayout::default(), PieceSetLayout::SEED);
    /// ```
    pub const SEED: PieceSetLayout = {
        use Kind::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};
        PieceSetLayout([P, P, P, P, P, P, P, P, N, N, B, B, R, R, Q, K])
    };

    /// The kind of each bit, bit 0 first.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::{attacks::Kind, piece_sets::PieceSetLayout};
    /// assert_eq!(PieceSetLayout::SEED.kinds()[8], Kind::Knight);
    /// ```
    pub const fn kinds(&self) -> [Kind; 16] {
        self.0
    }
}

impl Default for PieceSetLayout {
    fn default() -> Self {
        PieceSetLayout::SEED
    }
}

/// The letter of a kind in a layout (`pnbrqk`).
const fn letter(kind: Kind) -> char {
    match kind {
        Kind::Pawn => 'p',
        Kind::Knight => 'n',
        Kind::Bishop => 'b',
        Kind::Rook => 'r',
        Kind::Queen => 'q',
        Kind::King => 'k',
    }
}

impl std::fmt::Display for PieceSetLayout {
    /// Sixteen letters (`pnbrqk`), bit 0 first: the form a request writes.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.iter().try_for_each(|&k| write!(f, "{}", letter(k)))
    }
}

impl std::str::FromStr for PieceSetLayout {
    type Err = Error;

    /// Sixteen letters of `pnbrqk`, bit 0 first (case ignored).
    ///
    /// ```
    /// use vector_attacks_codegen::compute::piece_sets::PieceSetLayout;
    /// let err = "pppppppnnbbrrqk".parse::<PieceSetLayout>().unwrap_err().to_string();
    /// assert!(err.contains("15 letters") && err.contains("16"), "{err}");
    /// assert!("ppppppppnnbbrrqx".parse::<PieceSetLayout>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Self, Error> {
        let bad = |why: String| Error::PieceSetLayout {
            given: text.to_owned(),
            why,
        };
        let letters: Vec<char> = text.chars().map(|c| c.to_ascii_lowercase()).collect();
        if letters.len() != 16 {
            return Err(bad(format!(
                "it has {} letters; a side's piece-set has 16 bits, one letter each",
                letters.len()
            )));
        }
        let mut kinds = [Kind::Pawn; 16];
        for (slot, &c) in kinds.iter_mut().zip(&letters) {
            *slot = Kind::ALL
                .into_iter()
                .find(|&k| letter(k) == c)
                .ok_or_else(|| bad(format!("`{c}` is no kind; the kinds are p, n, b, r, q, k")))?;
        }
        Ok(PieceSetLayout(kinds))
    }
}

/// Ed Schröder's attack byte (Rebel's) of the attackers `kinds`: bits 0-2 how many (at most
/// 7), bit 3 a pawn among them, bit 4 a knight or bishop, bit 5 a rook, bit 6 a queen, bit 7
/// the king.
///
/// ```
/// use vector_attacks_codegen::compute::{attacks::Kind, piece_sets::rebel_byte};
/// assert_eq!(rebel_byte([Kind::Rook, Kind::Rook, Kind::Pawn]), 3 | 1 << 3 | 1 << 5);
/// assert_eq!(rebel_byte([Kind::Knight; 9]) & 7, 7); // the count stops at 7
/// ```
pub fn rebel_byte(kinds: impl IntoIterator<Item = Kind>) -> u8 {
    let (mut count, mut flags) = (0u8, 0u8);
    for kind in kinds {
        count = (count + 1).min(7);
        flags |= match kind {
            Kind::Pawn => 1 << 3,
            Kind::Knight | Kind::Bishop => 1 << 4,
            Kind::Rook => 1 << 5,
            Kind::Queen => 1 << 6,
            Kind::King => 1 << 7,
        };
    }
    count | flags
}

/// The 64 KiB table: for each of one side's 16-bit piece-sets (bit `i` set when the piece
/// of bit `i` of `layout` attacks the square), Rebel's attack byte of those pieces.
///
/// ```
/// use vector_attacks_codegen::compute::piece_sets::{attack_byte_table, PieceSetLayout};
/// let t = attack_byte_table(&PieceSetLayout::SEED);
/// assert_eq!(t.shape, vec![65536]);
/// // Two pawns (bits 0 and 3) and the queen (bit 14).
/// assert_eq!(t.integers().unwrap()[1 | 1 << 3 | 1 << 14], 3 | 1 << 3 | 1 << 6);
/// ```
pub fn attack_byte_table(layout: &PieceSetLayout) -> Table {
    let kinds = layout.kinds();
    let out = (0..=u16::MAX)
        .map(|set| {
            let present = (0..16).filter(|&b| set >> b & 1 != 0).map(|b| kinds[b]);
            i32::from(rebel_byte(present))
        })
        .collect();
    Table::from_integers(out).with_shape(&[65536])
}

/// Summary and body of the table's doc comment.
pub(crate) fn describe(layout: &PieceSetLayout) -> (String, String) {
    let name = |k: Kind| match k {
        Kind::Pawn => "pawn",
        Kind::Knight => "knight",
        Kind::Bishop => "bishop",
        Kind::Rook => "rook",
        Kind::Queen => "queen",
        Kind::King => "king",
    };
    let kinds = layout.kinds();
    let mut runs: Vec<String> = Vec::new();
    let mut start = 0;
    for b in 1..=16 {
        if b == 16 || kinds[b] != kinds[start] {
            let what = name(kinds[start]);
            runs.push(if b - start == 1 {
                format!("bit {start} a {what}")
            } else {
                format!("bits {start}-{} {what}s", b - 1)
            });
            start = b;
        }
    }
    (
        "Ed Schröder's attack byte of one side's piece-set (seed \"Attack and Defend Maps\", Piece-Sets: the 16-bit lookup in a 64 KiB table).".to_owned(),
        format!(
            "A piece-set gives each piece of a side a fixed bit ({}; layout `{layout}`), and says with one bit per piece which of them attack a square. Entry `i` is Rebel's attack byte of the pieces whose bits are set in `i`: bits 0-2 how many (at most 7), bit 3 set when a pawn is among them, bit 4 a knight or bishop, bit 5 a rook, bit 6 a queen, bit 7 the king. With White's pieces in bits 0-15 of a square's 32-bit set and Black's in bits 16-31, `table[(set >> 16 * side) as u16 as usize]` is the side's byte, which Rebel's SEE table reads.\n\nStored as one byte string. 65536 entries.",
            runs.join(", ")
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_layout_letter_reads_back() {
        for text in ["kqrrbbnnpppppppp", "PPPPPPPPNNBBRRQK", "qqqqqqqqqqqqqqqq"] {
            let layout: PieceSetLayout = text.parse().unwrap();
            assert_eq!(layout.to_string(), text.to_ascii_lowercase());
        }
    }

    #[test]
    fn the_seed_layout_is_described_in_runs() {
        let (_, body) = describe(&PieceSetLayout::SEED);
        assert!(body.contains("bits 0-7 pawns, bits 8-9 knights, bits 10-11 bishops, bits 12-13 rooks, bit 14 a queen, bit 15 a king"), "{body}");
    }
}
