//! Zobrist keys (the seed "Board representation": a key per piece, side and square, for the
//! side to move, each castling right and each en passant file, XORed together into the
//! position's hash, kept by XOR as moves are made).
//!
//! - [`POLYGLOT`]: the 781 keys of the Polyglot opening-book format (Michel Van den Bergh's
//!   specification, "Random64"), kept as published, so that the hashes of 8x8 chess match
//!   Polyglot books: 768 piece keys at `64 * kind + 8 * rank + file` with `kind` 0 black pawn,
//!   1 white pawn, 2 black knight, ... 11 white king; 768 to 771 the castling rights (White
//!   kingside, White queenside, Black kingside, Black queenside); 772 to 779 the en passant
//!   files; 780 the side to move (XORed in when White is to move).
//! - [`seeded`]: keys for any board and pieces from a seed (SplitMix64), never from the
//!   clock: the same seed gives the same keys on every machine.

/// Polyglot's 781 published keys, in its order (see the module documentation).
///
/// ```
/// use vector_attacks_codegen::compute::zobrist::POLYGLOT;
/// assert_eq!(POLYGLOT[780], 0xF8D6_26AA_AF27_8509); // White to move
/// ```
pub const POLYGLOT: [u64; 781] = parse_keys(include_str!("polyglot.txt"));

/// The keys of `text`: every `0x` followed by 16 hex digits, in order, `#` lines skipped.
/// Anything else (a short key, a count other than 781) fails the build.
const fn parse_keys(text: &str) -> [u64; 781] {
    let b = text.as_bytes();
    let mut keys = [0u64; 781];
    let (mut i, mut k) = (0, 0);
    while i < b.len() {
        if b[i] == b'#' {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i] == b'0' && i + 1 < b.len() && b[i + 1] == b'x' {
            assert!(k < 781, "more than 781 keys");
            let mut key = 0u64;
            let mut d = 0;
            while d < 16 {
                assert!(i + 2 + d < b.len(), "a key of fewer than 16 digits");
                let c = b[i + 2 + d];
                let digit = match c {
                    b'0'..=b'9' => c - b'0',
                    b'A'..=b'F' => c - b'A' + 10,
                    _ => panic!("a key of fewer than 16 hex digits"),
                };
                key = key << 4 | digit as u64;
                d += 1;
            }
            keys[k] = key;
            k += 1;
            i += 18;
        } else {
            assert!(
                b[i].is_ascii_whitespace(),
                "text other than keys and # comments"
            );
            i += 1;
        }
    }
    assert!(k == 781, "fewer than 781 keys");
    keys
}

/// SplitMix64 (Sebastiano Vigna's generator, as Java's `SplittableRandom` steps it): `n` keys
/// from `seed`, each a distinct output of a bijection of the counter, so no two are equal
/// while `n < 2^64`.
///
/// ```
/// use vector_attacks_codegen::compute::zobrist::seeded;
/// let keys = seeded(0, 3);
/// assert_eq!(keys[0], 0xE220_A839_7B1D_CDAF);
/// assert_eq!(keys, seeded(0, 3)); // deterministic
/// assert_ne!(seeded(1, 3), keys);
/// ```
pub fn seeded(seed: u64, n: usize) -> Vec<u64> {
    let mut state = seed;
    (0..n)
        .map(|_| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        })
        .collect()
}
