//! The generated `in_check` and `attackers_to` of three variants against Fairy-Stockfish:
//! `tests/data/checks.txt` of the workspace, written by `tests/oracle/checks.py` with pyffish
//! (CI reruns it and fails if the data differs). For each position of random Capablanca,
//! Grand and 12x10 fairy games (and a few crafted double checks, blocked leapers and checks
//! over a screen or beside one, by a cannon and a grasshopper), whether
//! the side to move is in check, and which opponent pieces give it. Ours: the side to move's
//! king square, the whole occupancy, and the opponent's pieces by class.

use std::collections::HashSet;

use example_variant::CHECK_VARIANTS;

type AttackersTo = fn(usize, u128, &[u128]) -> u128;
type InCheck = fn(usize, u128, &[u128]) -> bool;

/// The `by_piece` array of a module from a slice.
fn array<const P: usize>(by: &[u128]) -> [u128; P] {
    std::array::from_fn(|i| by[i])
}

/// The generated functions of a variant's module, by Fairy-Stockfish's name of the variant.
fn functions(variant: &str) -> (AttackersTo, InCheck) {
    use example_variant::{check_capablanca, check_fairy12x10, check_grand};
    match variant {
        "capablanca" => (
            |s, o, by| check_capablanca::attackers_to(s, o, &array(by)),
            |s, o, by| check_capablanca::in_check(s, o, &array(by)),
        ),
        "grand" => (
            |s, o, by| check_grand::attackers_to(s, o, &array(by)),
            |s, o, by| check_grand::in_check(s, o, &array(by)),
        ),
        "fairy12x10" => (
            |s, o, by| check_fairy12x10::attackers_to(s, o, &array(by)),
            |s, o, by| check_fairy12x10::in_check(s, o, &array(by)),
        ),
        other => panic!("no module for the variant {other}"),
    }
}

/// A position read from the placement and side-to-move fields of a FEN: the pieces of each
/// side by class (white first), squares rank by rank from a1.
struct Setup {
    white_to_move: bool,
    by_side: [Vec<u128>; 2],
}

fn setup(fen: &str, files: u32, ranks: u32, pieces: &[(&str, &str, &str)]) -> Setup {
    let mut fields = fen.split(' ');
    let placement = fields.next().expect("a placement");
    let white_to_move = fields.next() == Some("w");
    let mut by_side = [vec![0u128; pieces.len()], vec![0u128; pieces.len()]];
    let rows: Vec<&str> = placement.split('/').collect();
    assert_eq!(rows.len(), ranks as usize, "{fen}");
    for (i, row) in rows.iter().enumerate() {
        let rank = ranks - 1 - i as u32;
        let (mut file, mut count) = (0, 0);
        for ch in row.chars() {
            if let Some(d) = ch.to_digit(10) {
                count = count * 10 + d;
                continue;
            }
            file += std::mem::take(&mut count);
            let class = pieces
                .iter()
                .position(|&(_, _, letters)| letters.contains(ch))
                .unwrap_or_else(|| panic!("{fen}: no class for {ch:?}"));
            let side = usize::from(ch.is_ascii_lowercase());
            by_side[side][class] |= 1 << (rank * files + file);
            file += 1;
        }
        assert_eq!(file + count, files, "{fen}: row {row}");
    }
    Setup {
        white_to_move,
        by_side,
    }
}

#[test]
fn in_check_and_checkers_agree_with_fairy_stockfish() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/checks.txt");
    let data = std::fs::read_to_string(path).expect("tests/data/checks.txt");
    let mut classes: Vec<(String, usize, String, String, String)> = Vec::new();
    let mut seen = HashSet::new();
    let (mut positions, mut checks, mut doubles) = ([0usize; 3], [0usize; 3], 0);
    // Checks given by a hopper, and positions where a hopper stands on the king's line but
    // gives none (no screen, two screens, a grasshopper's screen not next to the king).
    let (mut hop_checks, mut hop_misses) = (0, 0);
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let (tag, rest) = line.split_once(' ').expect("a tag");
        match tag {
            "P" => {
                let f: Vec<&str> = rest.split(' ').collect();
                let [variant, index, name, betza, letters] = f[..] else {
                    panic!("unexpected line {line:?}")
                };
                classes.push((
                    variant.into(),
                    index.parse().unwrap(),
                    name.into(),
                    betza.into(),
                    letters.into(),
                ));
            }
            "C" => {
                let (variant, position) = rest.split_once(' ').expect("VARIANT FEN;CHECKERS");
                let (fen, checkers) = position.split_once(';').expect("FEN;CHECKERS");
                let checkers = u128::from_str_radix(checkers, 16).unwrap();
                let v = CHECK_VARIANTS
                    .iter()
                    .position(|&(_, name, ..)| name == variant)
                    .expect("a known variant");
                let (_, _, files, ranks, pieces) = CHECK_VARIANTS[v];
                let key: Vec<&str> = fen.split(' ').take(4).collect();
                assert!(seen.insert((variant, key.join(" "))), "{fen} twice");
                let s = setup(fen, files, ranks, pieces);
                let (us, them) = if s.white_to_move { (0, 1) } else { (1, 0) };
                let king_class = pieces.iter().position(|p| p.0 == "king").unwrap();
                let king = s.by_side[us][king_class].trailing_zeros() as usize;
                let occupied = s.by_side.iter().flatten().fold(0, |o, &b| o | b);
                let (attackers_to, in_check) = functions(variant);
                assert_eq!(
                    in_check(king, occupied, &s.by_side[them]),
                    checkers != 0,
                    "{variant}: {fen}: in check"
                );
                assert_eq!(
                    attackers_to(king, occupied, &s.by_side[them]),
                    checkers,
                    "{variant}: {fen}: checkers"
                );
                let hoppers = pieces
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| p.0 == "cannon" || p.0 == "grasshopper")
                    .fold(0, |set, (class, _)| set | s.by_side[them][class]);
                if hoppers != 0 {
                    if checkers & hoppers != 0 {
                        hop_checks += 1;
                    } else {
                        hop_misses += 1;
                    }
                }
                positions[v] += 1;
                checks[v] += usize::from(checkers != 0);
                doubles += usize::from(checkers.count_ones() > 1);
            }
            _ => panic!("unexpected line {line:?}"),
        }
    }
    // The oracle's classes are ours.
    let ours: Vec<(String, usize, String, String, String)> = CHECK_VARIANTS
        .iter()
        .flat_map(|&(_, variant, _, _, pieces)| {
            pieces
                .iter()
                .enumerate()
                .map(move |(i, &(n, b, l))| (variant.into(), i, n.into(), b.into(), l.into()))
        })
        .collect();
    assert_eq!(classes, ours, "the oracle's piece classes");
    for v in 0..3 {
        assert!(
            positions[v] == 400 && checks[v] >= 80,
            "{}: {} positions, {} in check",
            CHECK_VARIANTS[v].1,
            positions[v],
            checks[v]
        );
    }
    assert!(doubles >= 6, "{doubles} double checks");
    assert!(
        hop_checks >= 10 && hop_misses >= 100,
        "{hop_checks} checks by a hopper, {hop_misses} positions with a hopper and none"
    );
    eprintln!("{positions:?} positions, {checks:?} in check, {doubles} double checks, {hop_checks} by a hopper");
}
