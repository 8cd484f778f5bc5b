//! The seed's "Pure Calculation" of in-between sets: no table at all, a branch-free
//! `const fn`. The generator emits this very function (its source is captured at compile
//! time), so what is tested here is what users get.

use super::in_between::Semantics;

/// Defines an item and keeps its source text beside it, so that the generator emits the
/// same function it compiles and tests.
macro_rules! item_with_source {
    ($source:ident = $($item:tt)*) => {
        $($item)*
        /// Source text of the item above, for the emitter.
        pub(crate) const $source: &str = stringify!($($item)*);
    };
}

item_with_source! { IN_BETWEEN_CALCULATED_SOURCE =
    /// The squares strictly between `from` and `to` (0..=63, a1 = 0) when they share a rank,
    /// file, diagonal or anti-diagonal; empty otherwise. Computed without a table or a branch
    /// (seed: "Pure Calculation"): the bits from the lower square up to the higher one are
    /// masked by the one line, moved to the lower square by a multiplication, that both share.
    /// Only the low six bits of each argument are used.
    ///
    /// For example, `in_between_calculated(0, 63)` (a1, h8) is `0x0040_2010_0804_0200`
    /// (b2 ... g7), and `in_between_calculated(0, 17)` (a1, b3: a knight jump) is 0.
    pub const fn in_between_calculated(from: u8, to: u8) -> u64 {
        const A2_A7: u64 = 0x0001_0101_0101_0100;
        const B2_G7: u64 = 0x0040_2010_0804_0200;
        const H1_B7: u64 = 0x0002_0408_1020_4080;
        let (a, b) = ((from & 63) as i64, (to & 63) as i64);
        // All squares from the lower one (included) up to the higher one (excluded).
        let span = (u64::MAX << a) ^ (u64::MAX << b);
        // Differences, sign-extended as the seed's `int` arithmetic does.
        let file = ((b & 7) - (a & 7)) as u64;
        let rank = (((b | 7) - a) >> 3) as u64;
        // A line through a1 (or b1..g1 for a rank) is all ones minus one when the byte
        // difference along it is zero, and zero otherwise.
        let mut line = (file & 7).wrapping_sub(1) & A2_A7;
        line = line.wrapping_add(2 * ((rank & 7).wrapping_sub(1) >> 58));
        line = line.wrapping_add((rank.wrapping_sub(file) & 15).wrapping_sub(1) & B2_G7);
        line = line.wrapping_add((rank.wrapping_add(file) & 15).wrapping_sub(1) & H1_B7);
        // Multiplying by the lowest bit of the span shifts the line to the lower square.
        line = line.wrapping_mul(span & span.wrapping_neg());
        line & span
    }
}

/// The source of the calculated in-between function named `in_between_calculated` under
/// `semantics`: the function above, or for [`Semantics::Stockfish`] a wrapper holding it that
/// adds the to-square. (The function is the same for both square numberings: flipping the
/// ranks maps lines to lines.)
///
/// ```
/// use vector_attacks_codegen::compute::{calculated::source, in_between::Semantics};
/// assert!(source(Semantics::Stockfish).contains("1 << (to & 63)"));
/// ```
pub fn source(semantics: Semantics) -> String {
    match semantics {
        Semantics::Strict => IN_BETWEEN_CALCULATED_SOURCE.to_owned(),
        Semantics::Stockfish => format!(
            "pub const fn in_between_calculated(from: u8, to: u8) -> u64 {{ {IN_BETWEEN_CALCULATED_SOURCE} in_between_calculated(from, to) | 1 << (to & 63) }}"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::geometry::Geometry;

    #[test]
    fn agrees_with_walking_for_every_pair() {
        let g = Geometry::STANDARD;
        for a in 0..64u8 {
            for b in 0..64u8 {
                assert_eq!(
                    u128::from(in_between_calculated(a, b)),
                    g.between(a.into(), b.into()),
                    "{a} {b}"
                );
            }
        }
    }

    #[test]
    fn source_parses_as_one_function() {
        let item: syn::ItemFn = syn::parse_str(IN_BETWEEN_CALCULATED_SOURCE).unwrap();
        assert_eq!(item.sig.ident, "in_between_calculated");
    }
}
