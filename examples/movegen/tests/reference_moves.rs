//! The slow reference move generator (`reference`, which `show move-generator` draws)
//! against Fairy-Stockfish's legal moves of `tests/data/movegen.txt` (written by
//! `tests/oracle/movegen.py`): every shipped variant, its random and crafted positions.

use vector_attacks_codegen::reference::{legal_moves, Setup};
use vector_attacks_codegen::variant::Variant;

const DATA: &str = include_str!("../../../tests/data/movegen.txt");

#[test]
fn reference_moves_agree_with_fairy_stockfish() {
    let mut checked = 0;
    for line in DATA.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(';').collect();
        let variant = Variant::shipped(fields[0]).unwrap();
        let setup = Setup::from_fen(&variant, fields[1]).unwrap();
        let moves: Vec<String> = legal_moves(&variant, &setup)
            .unwrap()
            .iter()
            .map(|m| m.uci(variant.files as usize))
            .collect();
        let expected: Vec<&str> = fields[2].split(' ').filter(|m| !m.is_empty()).collect();
        assert_eq!(moves, expected, "{} {}", fields[0], fields[1]);
        checked += 1;
    }
    assert_eq!(
        checked,
        DATA.lines().filter(|l| !l.starts_with('#')).count()
    );
    assert!(checked > 1_800, "{checked}");
}
