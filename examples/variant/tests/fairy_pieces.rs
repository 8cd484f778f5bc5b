//! The generated runtime of sixteen fairy pieces against Fairy-Stockfish and against a move
//! walker written here from the notation's definition, on 8x8, 10x8 and 12x10.
//!
//! Fairy-Stockfish: `tests/data/fairy_pieces.txt` of the workspace, written by
//! `tests/oracle/fairy_pieces.py` with pyffish (CI reruns it and fails if the data differs).

use std::collections::BTreeMap;

use example_variant::{fairy_10x8, fairy_12x10, fairy_8x8, FAIRY_PIECES};

mod common;

use common::moves::{capture_moves, Hop};

#[derive(Clone, Copy)]
struct Board {
    files: i32,
    ranks: i32,
}

impl Board {
    fn at(self, f: i32, r: i32) -> Option<usize> {
        ((0..self.files).contains(&f) && (0..self.ranks).contains(&r))
            .then(|| (r * self.files + f) as usize)
    }

    /// The squares that must be empty for the piece on `from` to capture on `to`, or `None`
    /// when it never can (the union of paths never has two answers for these pieces).
    fn path(self, betza: &str, from: usize, to: usize) -> Option<u128> {
        let (ff, fr) = (from as i32 % self.files, from as i32 / self.files);
        let mut found = None;
        for m in capture_moves(betza) {
            // (A table of squares that must be empty holds no hopper: none is defined here.)
            assert!(m.hop == Hop::No, "`{betza}` hops");
            let (sf, sr) = m.step;
            let path = if m.limit == Some(1) {
                (self.at(ff + sf, fr + sr) == Some(to)).then(|| {
                    m.legs
                        .iter()
                        .map(|&(lf, lr)| self.at(ff + lf, fr + lr).unwrap())
                        .fold(0u128, |s, q| s | 1 << q)
                })
            } else {
                let mut set = 0u128;
                let mut k = 1;
                let mut hit = None;
                while let Some(q) = self.at(ff + k * sf, fr + k * sr) {
                    if m.limit.is_some_and(|l| k > l) {
                        break;
                    }
                    if q == to {
                        hit = Some(set);
                        break;
                    }
                    set |= 1 << q;
                    k += 1;
                }
                hit
            };
            // An unblockable leap wins; two different paths would have no single answer.
            found = match (found, path) {
                (None, p) | (p, None) => p,
                (Some(0), _) | (_, Some(0)) => Some(0),
                (Some(q), Some(p)) => {
                    assert_eq!(q, p, "`{betza}` reaches {to} from {from} along two paths");
                    Some(p)
                }
            };
        }
        found
    }
}

type IsAttacked = fn(usize, usize, usize, u128) -> bool;
type PieceBetween = fn(usize, usize, usize) -> u128;

fn boards() -> BTreeMap<&'static str, (Board, IsAttacked, PieceBetween)> {
    BTreeMap::from([
        (
            "8x8",
            (
                Board { files: 8, ranks: 8 },
                (|f, t, p, o| fairy_8x8::is_attacked(f, t, p, o as u64)) as IsAttacked,
                (|f, t, p| u128::from(fairy_8x8::piece_in_between(f, t, p))) as PieceBetween,
            ),
        ),
        (
            "10x8",
            (
                Board {
                    files: 10,
                    ranks: 8,
                },
                fairy_10x8::is_attacked,
                fairy_10x8::piece_in_between,
            ),
        ),
        (
            "12x10",
            (
                Board {
                    files: 12,
                    ranks: 10,
                },
                fairy_12x10::is_attacked,
                fairy_12x10::piece_in_between,
            ),
        ),
    ])
}

/// Every piece, every pair of squares, on each board: `piece_in_between` is the walker's
/// path (all ones where it never captures), and `is_attacked` answers as the walker under
/// occupancies of the path's subsets and random squares elsewhere.
#[test]
fn every_piece_and_pair_against_the_move_walker() {
    let mut checks = 0;
    for (name, (board, is_attacked, piece_between)) in boards() {
        let n = (board.files * board.ranks) as usize;
        let all = if n > 64 {
            u128::MAX
        } else {
            u128::from(u64::MAX)
        };
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut random = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            u128::from(seed) << 64 | u128::from(seed.rotate_left(17))
        };
        for (piece, (pname, betza)) in FAIRY_PIECES.iter().enumerate() {
            for from in 0..n {
                for to in 0..n {
                    let path = board.path(betza, from, to);
                    assert_eq!(
                        piece_between(from, to, piece),
                        path.unwrap_or(all),
                        "{name}: {pname} ({betza}) {from} -> {to}"
                    );
                    for k in 0..4 {
                        let board_mask = if n == 128 { u128::MAX } else { (1 << n) - 1 };
                        let mut occupied = random() & board_mask;
                        if k == 0 {
                            occupied &= !path.unwrap_or(0);
                        }
                        let expected = path.is_some_and(|p| p & occupied == 0);
                        assert_eq!(
                            is_attacked(from, to, piece, occupied),
                            expected,
                            "{name}: {pname} ({betza}) {from} -> {to}, occupied {occupied:#x}"
                        );
                        checks += 1;
                    }
                }
            }
        }
    }
    println!("{checks} is_attacked checks against the walker");
}

fn hex(text: &str) -> u128 {
    u128::from_str_radix(text, 16).unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

#[test]
fn generated_runtime_agrees_with_fairy_stockfish() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/fairy_pieces.txt"
    );
    let data = std::fs::read_to_string(path).expect("the oracle data is checked in");
    let boards = boards();
    let mut pieces_seen = Vec::new();
    // (board, piece) -> (checks, attacks, from-squares seen, target squares seen)
    let mut counts: BTreeMap<(String, usize), (usize, usize, u128, u128)> = BTreeMap::new();
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(' ').collect();
        match fields[0] {
            "P" => pieces_seen.push((fields[2].to_owned(), fields[3].to_owned())),
            "A" => {
                let (_, is_attacked, _) = boards[fields[1]];
                let piece: usize = fields[2].parse().unwrap();
                let (occupied, targets) = (hex(fields[3]), hex(fields[4]));
                let movers: Vec<usize> = (0..128)
                    .filter(|&s| (occupied & !targets) >> s & 1 == 1)
                    .collect();
                assert_eq!(movers.len(), fields.len() - 5, "{line}");
                let count = counts.entry((fields[1].to_owned(), piece)).or_default();
                for (&from, captured) in movers.iter().zip(&fields[5..]) {
                    let captured = hex(captured);
                    count.2 |= 1 << from;
                    count.3 |= targets;
                    for to in (0..128).filter(|&s| targets >> s & 1 == 1) {
                        let fs = captured >> to & 1 == 1;
                        assert_eq!(
                            is_attacked(from, to, piece, occupied),
                            fs,
                            "{}: piece {piece} ({}) {from} -> {to}, occupied {occupied:#x}: Fairy-Stockfish says {fs}",
                            fields[1],
                            FAIRY_PIECES[piece].1
                        );
                        count.0 += 1;
                        count.1 += usize::from(fs);
                    }
                }
            }
            other => panic!("unknown line kind `{other}`"),
        }
    }
    let ours: Vec<(String, String)> = FAIRY_PIECES
        .iter()
        .map(|&(n, b)| (n.to_owned(), b.to_owned()))
        .collect();
    assert_eq!(pieces_seen, ours, "the oracle's pieces are this crate's");
    for ((board, piece), (checks, attacks, froms, tos)) in &counts {
        let n = boards[board.as_str()].0.files * boards[board.as_str()].0.ranks;
        assert_eq!(
            froms.count_ones() as i32,
            n,
            "{board}: piece {piece}: every from-square"
        );
        assert_eq!(
            tos.count_ones() as i32,
            n,
            "{board}: piece {piece}: every target square"
        );
        assert!(
            *attacks > 50,
            "{board}: piece {piece}: only {attacks} captures"
        );
        println!(
            "{board} {:>14} ({:>4}): {checks} checks, {attacks} captures",
            FAIRY_PIECES[*piece].0, FAIRY_PIECES[*piece].1
        );
    }
    assert_eq!(counts.len(), 3 * FAIRY_PIECES.len());
}
