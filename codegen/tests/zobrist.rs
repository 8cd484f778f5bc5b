//! The Zobrist keys of the move generators: Polyglot's published keys kept whole, SplitMix64
//! as published, and no two keys of any shipped variant equal (Polyglot's, and seeded ones
//! for several seeds).

use std::collections::HashSet;

use vector_attacks_codegen::compute::zobrist::{seeded, POLYGLOT};
use vector_attacks_codegen::movegen::ZobristKeys;
use vector_attacks_codegen::variant::{Variant, SHIPPED};

#[test]
fn polyglot_keys_are_the_published_ones() {
    // The first and last of the specification's Random64 array, and no two alike.
    assert_eq!(POLYGLOT[0], 0x9D39_247E_3377_6D41);
    assert_eq!(POLYGLOT[780], 0xF8D6_26AA_AF27_8509);
    assert_eq!(POLYGLOT.iter().collect::<HashSet<_>>().len(), 781);
}

/// All 781, one by one, against python-chess's `POLYGLOT_RANDOM_ARRAY`, which the oracle
/// script `tests/oracle/zobrist.py` writes into the repository's `tests/data/zobrist.txt`.
#[test]
fn every_polyglot_key_is_python_chess_key() {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/zobrist.txt");
    let Ok(text) = std::fs::read_to_string(&data) else {
        eprintln!("skipped: the repository's oracle data is not packaged with this crate");
        return;
    };
    let mut checked = 0;
    for line in text.lines().filter(|l| l.starts_with("P ")) {
        let mut fields = line.split(' ').skip(1);
        let index: usize = fields.next().unwrap().parse().unwrap();
        let published = u64::from_str_radix(fields.next().unwrap(), 16).unwrap();
        assert_eq!(
            POLYGLOT[index], published,
            "Polyglot key {index}: ours {:016x}, python-chess {published:016x}",
            POLYGLOT[index]
        );
        checked += 1;
    }
    assert_eq!(checked, 781);
}

#[test]
fn splitmix64_gives_its_published_outputs() {
    // Seed 0: the first outputs of Vigna's reference `splitmix64.c`.
    assert_eq!(
        seeded(0, 3),
        [
            0xE220_A839_7B1D_CDAF,
            0x6E78_9E6A_A1B9_65F4,
            0x06C4_5D18_8009_454F
        ]
    );
}

#[test]
fn no_two_keys_of_a_variant_are_equal() {
    for name in Variant::names(SHIPPED).unwrap() {
        let variant = Variant::shipped(&name).unwrap();
        for keys in [
            ZobristKeys::of(&variant),
            ZobristKeys::of(&variant.clone().with_zobrist_seed(1)),
            ZobristKeys::of(&variant.clone().with_zobrist_seed(u64::MAX)),
        ] {
            let all = keys.all();
            let squares = (variant.files * variant.ranks) as usize;
            // Where checks are counted, ten per side for the checks left to give (0 to 9).
            let checks = if variant.check_counting { 20 } else { 0 };
            // Where pieces are dropped, per side and type one for each count held (1 to
            // the number of squares).
            let hands = if variant.drops.is_some() {
                variant.pieces.len() * 2 * squares
            } else {
                0
            };
            assert_eq!(
                all.len(),
                variant.pieces.len() * 2 * squares
                    + 1
                    + 4
                    + variant.files as usize
                    + checks
                    + hands
            );
            assert_eq!(
                all.iter().collect::<HashSet<_>>().len(),
                all.len(),
                "{name}"
            );
            assert!(!all.contains(&0), "{name}");
        }
    }
}

#[test]
fn chess_takes_polyglots_layout() {
    let chess = ZobristKeys::of(&Variant::shipped("chess").unwrap());
    // The white pawn (Polyglot's kind 1) on e2, the black king (kind 10) on e8.
    let (pawn, king) = (0, 5);
    assert_eq!(chess.pieces[pawn][0][12], POLYGLOT[64 + 12]);
    assert_eq!(chess.pieces[king][1][60], POLYGLOT[64 * 10 + 60]);
    assert_eq!(
        chess.castling,
        [POLYGLOT[768], POLYGLOT[769], POLYGLOT[770], POLYGLOT[771]]
    );
    assert_eq!(chess.en_passant, POLYGLOT[772..780]);
    // A seed of one's own replaces them.
    let seeded = ZobristKeys::of(&Variant::shipped("chess").unwrap().with_zobrist_seed(0));
    assert_ne!(seeded.white, chess.white);
}
