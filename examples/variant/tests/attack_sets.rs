//! The generated attack sets (`attacks`, `attackers_to`, `in_check`) against a move walker
//! written here from the pieces' definitions, on every board this crate generates, and
//! against Fairy-Stockfish on 10x8, 9x10, 10x10 and 12x10.
//!
//! - every board, every piece, every square: 10,000 random occupancies (densities from a
//!   handful of squares to nearly full), `attacks` against the walker;
//! - 8x8 (both strategies): every subset of each square's relevant occupancy (the squares
//!   that can block one of the piece's moves), with random squares added outside it;
//! - `attackers_to` against a loop over every piece's `attacks`, and `in_check` against
//!   `attackers_to`, under random positions;
//! - Fairy-Stockfish: `tests/data/attack_sets.txt` of the workspace, written by
//!   `tests/oracle/attack_sets.py` with pyffish (CI reruns it and fails if the data differs):
//!   the whole set of every occupied square under 64 occupancies per piece and board.

use example_variant::ATTACK_PIECES;

mod common;

use common::moves::{capture_moves, Hop, Move, Step};

/// The orthodox pieces in table order.
const ORTHODOX: [&str; 7] = ["bmWbcF", "fmWfcF", "N", "B", "R", "Q", "K"];

#[derive(Clone, Copy)]
struct Board {
    files: i32,
    ranks: i32,
    /// Square 0 is a8-like (the top rank) rather than a1.
    from_top: bool,
}

impl Board {
    fn squares(self) -> usize {
        (self.files * self.ranks) as usize
    }

    fn at(self, f: i32, r: i32) -> Option<usize> {
        let row = if self.from_top { self.ranks - 1 - r } else { r };
        ((0..self.files).contains(&f) && (0..self.ranks).contains(&r))
            .then(|| (row * self.files + f) as usize)
    }

    fn coordinates(self, square: usize) -> (i32, i32) {
        let (f, row) = (square as i32 % self.files, square as i32 / self.files);
        (
            f,
            if self.from_top {
                self.ranks - 1 - row
            } else {
                row
            },
        )
    }

    /// What the piece on `from` attacks among `occupied`, walking its moves.
    fn attacks(self, moves: &[Move], from: usize, occupied: u128) -> u128 {
        let (ff, fr) = self.coordinates(from);
        let mut set = 0u128;
        for m in moves {
            let (sf, sr) = m.step;
            let legs_empty = m.legs.iter().all(|&(lf, lr)| {
                self.at(ff + lf, fr + lr)
                    .is_some_and(|q| occupied >> q & 1 == 0)
            });
            if !legs_empty {
                continue;
            }
            let mut k = 1;
            // A hopper passes its screen: the first piece met.
            let mut screened = m.hop == Hop::No;
            while let Some(q) = self.at(ff + k * sf, fr + k * sr) {
                let piece = occupied >> q & 1 == 1;
                k += 1;
                if !screened {
                    screened = piece;
                    continue;
                }
                set |= 1 << q;
                if piece || m.hop == Hop::Grasshopper || m.limit.is_some_and(|l| k > l) {
                    break;
                }
            }
        }
        set
    }

    /// The squares whose occupancy can change what the piece on `from` attacks: the legs of
    /// lame leaps and each ride's (and hop's) squares but its last.
    fn relevant(self, moves: &[Move], from: usize) -> u128 {
        let (ff, fr) = self.coordinates(from);
        let mut set = 0u128;
        for m in moves {
            let (sf, sr) = m.step;
            let target = self.at(ff + sf, fr + sr);
            if target.is_none() {
                continue;
            }
            for &(lf, lr) in &m.legs {
                set |= 1 << self.at(ff + lf, fr + lr).unwrap();
            }
            let ray: Vec<usize> = (1..)
                .take_while(|&k| m.limit.is_none_or(|l| k <= l))
                .map_while(|k| self.at(ff + k * sf, fr + k * sr))
                .collect();
            for &q in &ray[..ray.len() - 1] {
                set |= 1 << q;
            }
        }
        set
    }
}

type Attacks = fn(usize, usize, u128) -> u128;
type AttackersTo = fn(usize, u128, &[u128]) -> u128;
type InCheck = fn(usize, u128, &[u128]) -> bool;
type SideAttacks = fn(&[u128], u128) -> u128;

/// One generated module: its board, pieces and functions (bitboards widened to `u128`).
struct Module {
    name: &'static str,
    board: Board,
    pieces: Vec<&'static str>,
    attacks: Attacks,
    attackers_to: AttackersTo,
    in_check: InCheck,
    /// `side_attacks` by the module's strategy (piece by piece, or set-wise for `fill`).
    side_attacks: SideAttacks,
    /// `side_attacks_set`: set-wise (`strategy = fill`).
    side_attacks_set: SideAttacks,
    leaps: Vec<Vec<u128>>,
}

/// The `by_piece` array of a module's width from a slice.
fn array<const P: usize, B: Copy + Default>(by: &[u128], cast: fn(u128) -> B) -> [B; P] {
    std::array::from_fn(|i| cast(by[i]))
}

macro_rules! module {
    ($name:ident, $files:expr, $ranks:expr, $top:expr, $pieces:expr, u64) => {
        Module {
            name: stringify!($name),
            board: Board {
                files: $files,
                ranks: $ranks,
                from_top: $top,
            },
            pieces: $pieces,
            attacks: |p, f, o| u128::from(example_variant::$name::attacks(p, f, o as u64)),
            attackers_to: |s, o, by| {
                u128::from(example_variant::$name::attackers_to(
                    s,
                    o as u64,
                    &array(by, |b| b as u64),
                ))
            },
            in_check: |s, o, by| {
                example_variant::$name::in_check(s, o as u64, &array(by, |b| b as u64))
            },
            side_attacks: |by, o| {
                u128::from(example_variant::$name::side_attacks(
                    &array(by, |b| b as u64),
                    o as u64,
                ))
            },
            side_attacks_set: |by, o| {
                u128::from(example_variant::$name::side_attacks_set(
                    &array(by, |b| b as u64),
                    o as u64,
                ))
            },
            leaps: Vec::new(),
        }
    };
    ($name:ident, $files:expr, $ranks:expr, $top:expr, $pieces:expr, u64, rotated) => {
        Module {
            name: stringify!($name),
            board: Board {
                files: $files,
                ranks: $ranks,
                from_top: $top,
            },
            pieces: $pieces,
            attacks: |p, f, o| {
                use example_variant::$name::{attacks, RotatedOccupancy};
                u128::from(attacks(p, f, &RotatedOccupancy::new(o as u64)))
            },
            attackers_to: |s, o, by| {
                use example_variant::$name::{attackers_to, RotatedOccupancy};
                let by = array(by, |b| b as u64);
                u128::from(attackers_to(s, &RotatedOccupancy::new(o as u64), &by))
            },
            in_check: |s, o, by| {
                use example_variant::$name::{in_check, RotatedOccupancy};
                in_check(
                    s,
                    &RotatedOccupancy::new(o as u64),
                    &array(by, |b| b as u64),
                )
            },
            side_attacks: |by, o| {
                use example_variant::$name::{side_attacks, RotatedOccupancy};
                let by = array(by, |b| b as u64);
                u128::from(side_attacks(&by, &RotatedOccupancy::new(o as u64)))
            },
            side_attacks_set: |by, o| {
                u128::from(example_variant::$name::side_attacks_set(
                    &array(by, |b| b as u64),
                    o as u64,
                ))
            },
            leaps: Vec::new(),
        }
    };
    ($name:ident, $files:expr, $ranks:expr, $top:expr, $pieces:expr, u128, rotated) => {
        Module {
            name: stringify!($name),
            board: Board {
                files: $files,
                ranks: $ranks,
                from_top: $top,
            },
            pieces: $pieces,
            attacks: |p, f, o| {
                use example_variant::$name::{attacks, RotatedOccupancy};
                attacks(p, f, &RotatedOccupancy::new(o))
            },
            attackers_to: |s, o, by| {
                use example_variant::$name::{attackers_to, RotatedOccupancy};
                attackers_to(s, &RotatedOccupancy::new(o), &array(by, |b| b))
            },
            in_check: |s, o, by| {
                use example_variant::$name::{in_check, RotatedOccupancy};
                in_check(s, &RotatedOccupancy::new(o), &array(by, |b| b))
            },
            side_attacks: |by, o| {
                use example_variant::$name::{side_attacks, RotatedOccupancy};
                side_attacks(&array(by, |b| b), &RotatedOccupancy::new(o))
            },
            side_attacks_set: |by, o| {
                example_variant::$name::side_attacks_set(&array(by, |b| b), o)
            },
            leaps: Vec::new(),
        }
    };
    ($name:ident, $files:expr, $ranks:expr, $top:expr, $pieces:expr, u128) => {
        Module {
            name: stringify!($name),
            board: Board {
                files: $files,
                ranks: $ranks,
                from_top: $top,
            },
            pieces: $pieces,
            attacks: example_variant::$name::attacks,
            attackers_to: |s, o, by| example_variant::$name::attackers_to(s, o, &array(by, |b| b)),
            in_check: |s, o, by| example_variant::$name::in_check(s, o, &array(by, |b| b)),
            side_attacks: |by, o| example_variant::$name::side_attacks(&array(by, |b| b), o),
            side_attacks_set: |by, o| {
                example_variant::$name::side_attacks_set(&array(by, |b| b), o)
            },
            leaps: Vec::new(),
        }
    };
}

fn fairy() -> Vec<&'static str> {
    ATTACK_PIECES.iter().map(|&(_, betza)| betza).collect()
}

fn modules() -> Vec<Module> {
    let orthodox = || ORTHODOX.to_vec();
    let mut modules = vec![
        module!(orthodox_8x8_magic, 8, 8, false, orthodox(), u64),
        module!(orthodox_8x8_obstruction, 8, 8, false, orthodox(), u64),
        module!(pieces_8x8_magic, 8, 8, false, fairy(), u64),
        module!(pieces_8x8_obstruction, 8, 8, false, fairy(), u64),
        module!(pieces_8x8_rotated, 8, 8, false, fairy(), u64, rotated),
        module!(pieces_8x8_fill, 8, 8, false, fairy(), u64),
        module!(pieces_10x8, 10, 8, false, fairy(), u128),
        module!(pieces_10x8_rotated, 10, 8, false, fairy(), u128, rotated),
        module!(pieces_12x10_fill, 12, 10, false, fairy(), u128),
        module!(pieces_9x10, 9, 10, false, fairy(), u128),
        module!(pieces_10x10, 10, 10, false, fairy(), u128),
        module!(pieces_12x10, 12, 10, false, fairy(), u128),
        module!(capablanca, 10, 8, false, orthodox(), u128),
        module!(xiangqi, 9, 10, false, orthodox(), u128),
        module!(grand, 10, 10, false, orthodox(), u128),
        module!(large, 12, 10, false, orthodox(), u128),
        module!(wide, 16, 8, false, orthodox(), u128),
        module!(shogi, 9, 9, true, orthodox(), u128),
        module!(minishogi, 5, 5, false, orthodox(), u64),
        module!(file, 1, 8, false, orthodox(), u64),
    ];
    // The leap tables of the modules that have them.
    let wide = |rows: &[[u64; 64]]| -> Vec<Vec<u128>> {
        rows.iter()
            .map(|r| r.iter().map(|&b| u128::from(b)).collect())
            .collect()
    };
    modules[0].leaps = wide(&example_variant::orthodox_8x8_magic::LEAPER_ATTACKS);
    modules[2].leaps = wide(&example_variant::pieces_8x8_magic::LEAPER_ATTACKS);
    let large = modules
        .iter()
        .position(|m| m.name == "pieces_12x10")
        .unwrap();
    modules[large].leaps = example_variant::pieces_12x10::LEAPER_ATTACKS
        .iter()
        .map(|r| r.to_vec())
        .collect();
    modules
}

/// xorshift64, seeded.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn wide(&mut self) -> u128 {
        u128::from(self.next()) << 64 | u128::from(self.next())
    }

    /// An occupancy whose density cycles with `k`: about 1/2, 1/4, 1/8, 3/4, and a handful
    /// of squares.
    fn occupancy(&mut self, k: usize, n: usize) -> u128 {
        let occ = match k % 5 {
            0 => self.wide(),
            1 => self.wide() & self.wide(),
            2 => self.wide() & self.wide() & self.wide(),
            3 => self.wide() | self.wide(),
            _ => (0..4).fold(0, |o, _| o | 1 << (self.next() % n as u64)),
        };
        occ & all(n)
    }
}

fn all(n: usize) -> u128 {
    if n == 128 {
        u128::MAX
    } else {
        (1 << n) - 1
    }
}

/// Every module, piece and square: 10,000 random occupancies against the walker.
#[test]
fn attacks_match_the_walker_on_every_board() {
    let mut checks = 0u64;
    for m in modules() {
        let n = m.board.squares();
        let mut rng = Random(0x2545_F491_4F6C_DD1D);
        for (p, betza) in m.pieces.iter().enumerate() {
            let moves = capture_moves(betza);
            for from in 0..n {
                for k in 0..10_000 {
                    let occupied = rng.occupancy(k, n);
                    let expected = m.board.attacks(&moves, from, occupied);
                    let got = (m.attacks)(p, from, occupied);
                    assert!(
                        got == expected,
                        "{}: piece {p} `{betza}` on {from} among {occupied:#x}: {got:#x}, walker {expected:#x}",
                        m.name
                    );
                    checks += 1;
                }
                if !m.leaps.is_empty() {
                    // What no occupancy can take away, line rides (wazir and ferz steps)
                    // aside: the leaps, and the first step of a rider such as the
                    // nightrider.
                    let line = |(f, r): Step| f.abs() <= 1 && r.abs() <= 1;
                    let unblockable: Vec<Move> = moves
                        .iter()
                        .filter(|mv| mv.limit == Some(1) || !line(mv.step))
                        .cloned()
                        .collect();
                    assert_eq!(
                        m.leaps[p][from],
                        m.board.attacks(&unblockable, from, all(n)),
                        "{}: LEAPER_ATTACKS[{p}][{from}]",
                        m.name
                    );
                }
            }
            // A piece number past the last attacks nothing.
            assert_eq!((m.attacks)(m.pieces.len(), 0, 0), 0);
        }
    }
    assert!(checks > 100_000_000, "{checks}");
}

/// 8x8, both strategies: every subset of each square's relevant occupancy, with random
/// squares outside it.
#[test]
fn attacks_match_the_walker_on_every_relevant_subset_of_8x8() {
    let mut checks = 0u64;
    for m in modules().into_iter().filter(|m| m.board.squares() == 64) {
        let mut rng = Random(0x9E37_79B9_7F4A_7C15);
        for (p, betza) in m.pieces.iter().enumerate() {
            let moves = capture_moves(betza);
            for from in 0..64 {
                let mask = m.board.relevant(&moves, from);
                let mut subset = 0u128;
                loop {
                    let outside = u128::from(rng.next()) & !mask;
                    let occupied = subset | outside;
                    let expected = m.board.attacks(&moves, from, occupied);
                    assert_eq!(
                        (m.attacks)(p, from, occupied),
                        expected,
                        "{}: piece {p} `{betza}` on {from} among {occupied:#x}",
                        m.name
                    );
                    // The squares outside the relevant ones change nothing.
                    assert_eq!(m.board.attacks(&moves, from, subset), expected);
                    checks += 1;
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
    }
    assert!(checks > 10_000_000, "{checks}");
}

/// `attackers_to` is the loop over every piece's `attacks`, and `in_check` whether it
/// finds any, under random positions (each square holding a piece of a random kind, or
/// nothing) on every board.
#[test]
fn attackers_to_and_in_check_match_a_loop_over_attacks() {
    for m in modules() {
        let n = m.board.squares();
        let kinds = m.pieces.len();
        let mut rng = Random(0x0123_4567_89AB_CDEF);
        for k in 0..300 {
            let occupied = rng.occupancy(k, n);
            let mut by_piece = vec![0u128; kinds];
            for sq in (0..n).filter(|&s| occupied >> s & 1 == 1) {
                by_piece[(rng.next() % kinds as u64) as usize] |= 1 << sq;
            }
            // Some pieces off the occupancy too (callers may pass one side only).
            for (p, by) in by_piece.iter_mut().enumerate() {
                if (k + p) % 3 == 0 {
                    *by &= u128::from(rng.next()) | u128::from(rng.next()) << 64;
                }
            }
            for square in 0..n {
                let expected = (0..kinds).fold(0u128, |set, p| {
                    (0..n)
                        .filter(|&from| by_piece[p] >> from & 1 == 1)
                        .filter(|&from| (m.attacks)(p, from, occupied) >> square & 1 == 1)
                        .fold(set, |set, from| set | 1 << from)
                });
                assert_eq!(
                    (m.attackers_to)(square, occupied, &by_piece),
                    expected,
                    "{}: attackers_to({square}, {occupied:#x}, {by_piece:x?})",
                    m.name
                );
                assert_eq!(
                    (m.in_check)(square, occupied, &by_piece),
                    expected != 0,
                    "{}: in_check({square}, {occupied:#x}, {by_piece:x?})",
                    m.name
                );
            }
        }
    }
}

/// `side_attacks`, both forms (the module's strategy piece by piece, and set-wise), is the
/// union of every piece's `attacks`, under random positions on every board.
#[test]
fn side_attacks_match_the_union_of_attacks() {
    let mut checks = 0;
    for m in modules() {
        let n = m.board.squares();
        let kinds = m.pieces.len();
        let mut rng = Random(0x5151_7A7A_0F0F_3C3C);
        for k in 0..2_000 {
            let occupied = rng.occupancy(k, n);
            // A random kind on each occupied square; a few kinds kept (one side's pieces).
            let mut by_piece = vec![0u128; kinds];
            for sq in (0..n).filter(|&s| occupied >> s & 1 == 1) {
                by_piece[(rng.next() % kinds as u64) as usize] |= 1 << sq;
            }
            if k % 2 == 1 {
                for (p, by) in by_piece.iter_mut().enumerate() {
                    if (k + p) % 3 != 0 {
                        *by = 0;
                    }
                }
            }
            let expected = union_of_attacks(&m, &by_piece, occupied);
            assert_eq!(
                (m.side_attacks)(&by_piece, occupied),
                expected,
                "{}: side_attacks({by_piece:x?}, {occupied:#x})",
                m.name
            );
            assert_eq!(
                (m.side_attacks_set)(&by_piece, occupied),
                expected,
                "{}: side_attacks_set({by_piece:x?}, {occupied:#x})",
                m.name
            );
            checks += 1;
        }
    }
    assert!(checks >= 2_000 * 20, "{checks}");
}

/// What the pieces of `by_piece` attack, by the module's `attacks` square by square.
fn union_of_attacks(m: &Module, by_piece: &[u128], occupied: u128) -> u128 {
    (0..m.pieces.len()).fold(0, |set, p| {
        (0..m.board.squares())
            .filter(|&from| by_piece[p] >> from & 1 == 1)
            .fold(set, |set, from| set | (m.attacks)(p, from, occupied))
    })
}

/// FNV-1a 64 over 16-byte little-endian sets, as the oracle script folds them.
fn fnv(sets: &[u128]) -> u64 {
    sets.iter()
        .flat_map(|s| s.to_le_bytes())
        .fold(0xCBF2_9CE4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
        })
}

/// Fairy-Stockfish's whole attack sets on 10x8, 9x10, 10x10 and 12x10: every occupied square
/// of 64 occupancies per piece and board.
#[test]
fn attacks_match_fairy_stockfish() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/attack_sets.txt"
    );
    let data = std::fs::read_to_string(path).expect("tests/data/attack_sets.txt");
    let modules = modules();
    let module = |board: &str| {
        let name = format!("pieces_{board}");
        modules.iter().find(|m| m.name == name).expect("a module")
    };
    let (mut lines, mut sets, mut pieces) = (0, 0, 0);
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(' ').collect();
        match fields[..] {
            ["P", index, name, betza] => {
                let i: usize = index.parse().unwrap();
                assert_eq!(ATTACK_PIECES[i], (name, betza), "the oracle's piece {i}");
                pieces += 1;
            }
            ["H", board, piece, occupied, hash] => {
                let m = module(board);
                let p: usize = piece.parse().unwrap();
                let occupied = u128::from_str_radix(occupied, 16).unwrap();
                let ours: Vec<u128> = (0..m.board.squares())
                    .filter(|&s| occupied >> s & 1 == 1)
                    .map(|s| (m.attacks)(p, s, occupied))
                    .collect();
                let hash = u64::from_str_radix(hash, 16).unwrap();
                assert!(
                    fnv(&ours) == hash,
                    "{board}: piece {p} `{}` among {occupied:#x}: our sets {ours:x?} hash to {:016x}, Fairy-Stockfish's to {hash:016x}",
                    ATTACK_PIECES[p].1,
                    fnv(&ours)
                );
                // What the pieces attack together, set-wise and piece by piece, is the union
                // of the sets just proven equal to Fairy-Stockfish's.
                let mut by_piece = vec![0u128; ATTACK_PIECES.len()];
                by_piece[p] = occupied;
                let union = ours.iter().fold(0, |u, s| u | s);
                assert_eq!(
                    (m.side_attacks_set)(&by_piece, occupied),
                    union,
                    "{board}: side_attacks_set, piece {p} among {occupied:#x}"
                );
                assert_eq!(
                    (m.side_attacks)(&by_piece, occupied),
                    union,
                    "{board}: side_attacks, piece {p} among {occupied:#x}"
                );
                lines += 1;
                sets += ours.len();
            }
            _ => panic!("unexpected line {line:?}"),
        }
    }
    assert_eq!(pieces, ATTACK_PIECES.len());
    assert_eq!(lines, 4 * ATTACK_PIECES.len() * 64);
    assert!(sets > 200_000, "{sets}");
}
