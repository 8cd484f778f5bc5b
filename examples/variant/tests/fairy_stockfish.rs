//! The generated runtime against Fairy-Stockfish on four boards larger than 8x8: the data in
//! `tests/data/fairy_stockfish.txt` of the workspace was written by
//! `tests/oracle/fairy_stockfish.py` with pyffish (CI reruns the script and fails if the data
//! differs). `A` lines: which enemy pieces each piece of a class captures in a random
//! position; `B` lines: which squares, when occupied, stop a rook or bishop capturing.

use std::collections::BTreeMap;

type InBetween = fn(usize, usize) -> u128;
type IsAttacked = fn(usize, usize, usize, u128) -> bool;

/// The generated functions of each board Fairy-Stockfish was asked about.
fn boards() -> BTreeMap<&'static str, (InBetween, IsAttacked)> {
    use example_variant::{capablanca, grand, large, xiangqi};
    BTreeMap::from([
        (
            "10x8",
            (
                capablanca::in_between as InBetween,
                capablanca::is_attacked as IsAttacked,
            ),
        ),
        ("9x10", (xiangqi::in_between, xiangqi::is_attacked)),
        ("10x10", (grand::in_between, grand::is_attacked)),
        ("12x10", (large::in_between, large::is_attacked)),
    ])
}

fn hex(text: &str) -> u128 {
    u128::from_str_radix(text, 16).unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

fn squares(set: u128) -> impl Iterator<Item = usize> {
    (0..128).filter(move |&s| set >> s & 1 == 1)
}

#[test]
fn generated_runtime_agrees_with_fairy_stockfish() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/fairy_stockfish.txt"
    );
    let data = std::fs::read_to_string(path).expect("the oracle data is checked in");
    let boards = boards();
    // Per board: is_attacked pairs checked, of them attacked; in-between sets checked.
    let mut counts: BTreeMap<&str, (usize, usize, usize)> = BTreeMap::new();
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(' ').collect();
        let (&board, (in_between, is_attacked)) = boards
            .get_key_value(fields[1])
            .unwrap_or_else(|| panic!("no generated runtime for the board of `{line}`"));
        let count = counts.entry(board).or_default();
        match fields[0] {
            "A" => {
                let class: usize = fields[2].parse().unwrap();
                let (occupied, targets) = (hex(fields[3]), hex(fields[4]));
                let movers: Vec<usize> = squares(occupied & !targets).collect();
                assert_eq!(movers.len(), fields.len() - 5, "{line}");
                for (&from, captured) in movers.iter().zip(&fields[5..]) {
                    let captured = hex(captured);
                    for to in squares(targets) {
                        let fs = captured >> to & 1 == 1;
                        assert_eq!(
                            is_attacked(from, to, class, occupied),
                            fs,
                            "{board}: class {class} on {from} -> {to}, occupied {occupied:#x}: Fairy-Stockfish says {fs}"
                        );
                        count.0 += 1;
                        count.1 += usize::from(fs);
                    }
                }
            }
            "B" => {
                let (from, to): (usize, usize) =
                    (fields[3].parse().unwrap(), fields[4].parse().unwrap());
                assert_eq!(in_between(from, to), hex(fields[5]), "{board}: {line}");
                count.2 += 1;
            }
            other => panic!("unknown line kind `{other}`"),
        }
    }
    for (board, (pairs, attacked, sets)) in &counts {
        println!("{board}: {pairs} (from, to, occupancy) checks, {attacked} of them attacks; {sets} in-between sets");
        assert!(
            *attacked > 1000 && *sets >= 48,
            "too little data for {board}"
        );
    }
    assert_eq!(counts.len(), 4, "four boards");
}
