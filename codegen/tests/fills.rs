//! The direction-wise fills of `emit::fills` (one rotation and one mask per step, Kogge-Stone
//! doublings for rides) against the per-square definitions, on boards of every shape the
//! generator serves: 8x8 in both numberings, `u64` boards narrower or wider than 8, `u128`
//! boards up to 16x8 and 12x10, a board one file wide. Every direction of the rook, bishop
//! and nightrider and every leap of the knight, from random sets of sliders among random
//! occupancies: the fill of the set equals the union of each slider's own ray walk
//! (`compute::sliders::slide`), and a leap of the set the union of each square's leap.
//!
//! Both the Rust reference (`compute::fills`) and the code the generator emits from it
//! (`emit::fills`: the kernel unrolled to the board's doublings, each direction's rotation
//! and mask as literals) are held to the walks: the emitted code is compiled by rustc, once
//! for all 16 boards, and run on the same kind of random sets.

use std::fmt::Write as _;
use std::process::Command;

use quote::{format_ident, quote};
use vector_attacks_codegen::compute::fills::{doublings, occluded_fill, Step};
use vector_attacks_codegen::compute::sliders::{slide, BISHOP, ROOK};
use vector_attacks_codegen::emit::fills::{fills, kernel, leaps};
use vector_attacks_codegen::{Geometry, Numbering};

struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn set(&mut self, g: Geometry, words: u32) -> u128 {
        let mut set = !0u128;
        for _ in 0..words {
            set &= u128::from(self.next()) << 64 | u128::from(self.next());
        }
        set & (u128::MAX >> (128 - g.squares()))
    }
}

fn boards() -> Vec<Geometry> {
    let mut out = vec![
        Geometry::STANDARD,
        Geometry::STANDARD.with_numbering(Numbering::A8),
    ];
    for (files, ranks) in [(6, 6), (5, 12), (1, 8), (10, 8), (12, 10), (16, 8), (9, 9)] {
        let g = Geometry::board(files, ranks).unwrap();
        out.push(g);
        out.push(g.with_numbering(Numbering::A8));
    }
    out
}

/// Each square of `sliders` walking one direction: the definition of one fill.
fn walk(g: Geometry, sliders: u128, direction: (i32, i32), occupied: u128) -> u128 {
    (0..g.squares())
        .filter(|&s| sliders >> s & 1 == 1)
        .fold(0, |set, s| set | slide(g, s, &[direction], occupied))
}

/// A ride with steps that are not a wazir's or ferz's (the nightrider) walks like any other.
const NIGHTRIDER: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

#[test]
fn occluded_fills_equal_the_ray_walks() {
    let mut rng = XorShift(0x0F11_5EED);
    let mut checked = 0;
    for g in boards() {
        // Enough doublings for the longest ray of any step on the board.
        assert!((1u32 << doublings(g)) > (g.files().max(g.ranks()) - 1) as u32);
        for direction in ROOK.iter().chain(&BISHOP).chain(&NIGHTRIDER) {
            let step = Step::new(g, *direction);
            for _ in 0..200 {
                let words = 1 + (rng.next() % 3) as u32;
                let occupied = rng.set(g, words);
                let words = 2 + (rng.next() % 3) as u32;
                let sliders = rng.set(g, words);
                let got = occluded_fill(g, step, sliders, !occupied);
                assert_eq!(
                    got,
                    walk(g, sliders, *direction, occupied),
                    "{}x{} {:?} {direction:?}",
                    g.files(),
                    g.ranks(),
                    g.numbering()
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 16 * 16 * 200);
}

#[test]
fn leaps_of_a_set_equal_each_square_leaping() {
    let mut rng = XorShift(0x1EA9_5EED);
    for g in boards() {
        for &(files, ranks) in &NIGHTRIDER {
            let step = Step::new(g, (files, ranks));
            for _ in 0..100 {
                let words = 1 + (rng.next() % 3) as u32;
                let set = rng.set(g, words);
                let expected = (0..g.squares())
                    .filter(|&s| set >> s & 1 == 1)
                    .filter_map(|s| {
                        let (f, r) = g.file_rank(s);
                        g.square(f + files, r + ranks)
                    })
                    .fold(0u128, |acc, t| acc | 1 << t);
                assert_eq!(step.apply(g, set), expected, "{}x{}", g.files(), g.ranks());
            }
        }
    }
}

/// Every direction a fill is checked along: the rook's, the bishop's and the nightrider's.
fn directions() -> Vec<(i32, i32)> {
    ROOK.iter()
        .chain(&BISHOP)
        .chain(&NIGHTRIDER)
        .copied()
        .collect()
}

/// The program rustc builds: a module per board with the emitted kernel, a function per
/// direction (`fill`) and per leap (`leap`) widening the board's bitboard to `u128`, and a
/// `main` answering the lines `BOARD f DIRECTION SLIDERS EMPTY` and `BOARD l LEAP SET` (hex)
/// of the file its argument names.
fn program(boards: &[Geometry]) -> String {
    let mut text = String::from("#![allow(warnings)]\n");
    let (sliders, empty, set) = (
        format_ident!("sliders"),
        format_ident!("empty"),
        format_ident!("set"),
    );
    for (i, &g) in boards.iter().enumerate() {
        let bitboard = format_ident!("{}", g.bitboard().rust_name());
        let kernel = kernel(&bitboard, doublings(g));
        let fill_fns = directions().into_iter().map(|d| {
            let body = fills(g, &sliders, &empty, &[d]);
            quote!(|sliders: u128, empty: u128| {
                let (sliders, empty) = (sliders as #bitboard, empty as #bitboard);
                let r: #bitboard = #body;
                r as u128
            })
        });
        let leap_fns = NIGHTRIDER.iter().map(|&d| {
            let body = leaps(g, &set, &[d]);
            quote!(|set: u128| {
                let set = set as #bitboard;
                let r: #bitboard = #body;
                r as u128
            })
        });
        let module = format_ident!("b{i}");
        let tokens = quote! {
            pub mod #module {
                #kernel
                pub const FILLS: &[fn(u128, u128) -> u128] = &[#(#fill_fns),*];
                pub const LEAPS: &[fn(u128) -> u128] = &[#(#leap_fns),*];
            }
        };
        writeln!(text, "{tokens}").unwrap();
    }
    let fills = (0..boards.len())
        .map(|i| format!("b{i}::FILLS"))
        .collect::<Vec<_>>()
        .join(", ");
    let leaps = (0..boards.len())
        .map(|i| format!("b{i}::LEAPS"))
        .collect::<Vec<_>>()
        .join(", ");
    write!(
        text,
        r#"
fn main() {{
    let fills: &[&[fn(u128, u128) -> u128]] = &[{fills}];
    let leaps: &[&[fn(u128) -> u128]] = &[{leaps}];
    let hex = |t: &str| u128::from_str_radix(t, 16).unwrap();
    let questions = ::std::fs::read_to_string(::std::env::args().nth(1).unwrap()).unwrap();
    for line in questions.lines() {{
        let f: Vec<&str> = line.split(' ').collect();
        let (board, which): (usize, usize) = (f[0].parse().unwrap(), f[2].parse().unwrap());
        let r = if f[1] == "f" {{ fills[board][which](hex(f[3]), hex(f[4])) }} else {{ leaps[board][which](hex(f[3])) }};
        println!("{{r:x}}");
    }}
}}
"#
    )
    .unwrap();
    text
}

#[test]
fn emitted_fills_compile_and_equal_the_ray_walks() {
    let boards = boards();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("fills.rs");
    std::fs::write(&file, program(&boards)).unwrap();
    let binary = dir.path().join("fills");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let o = Command::new(rustc)
        .args(["--edition", "2021", "-C", "opt-level=1", "-o"])
        .arg(&binary)
        .arg(&file)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));

    // The questions, and what the walks (or the squares' own leaps) answer.
    let mut rng = XorShift(0xE311_7ED5);
    let (mut questions, mut expected, mut names) = (String::new(), Vec::new(), Vec::new());
    for (i, &g) in boards.iter().enumerate() {
        let name = format!("{}x{} {:?}", g.files(), g.ranks(), g.numbering());
        for (j, &d) in directions().iter().enumerate() {
            for _ in 0..100 {
                let words = 1 + (rng.next() % 3) as u32;
                let occupied = rng.set(g, words);
                let words = 2 + (rng.next() % 3) as u32;
                let sliders = rng.set(g, words);
                writeln!(
                    questions,
                    "{i} f {j} {sliders:x} {:x}",
                    !occupied & (u128::MAX >> (128 - g.squares()))
                )
                .unwrap();
                expected.push(walk(g, sliders, d, occupied));
                names.push(format!(
                    "{name}: the fill along {d:?} of {sliders:#x} among {occupied:#x}"
                ));
            }
        }
        for (j, &(files, ranks)) in NIGHTRIDER.iter().enumerate() {
            for _ in 0..50 {
                let words = 1 + (rng.next() % 3) as u32;
                let set = rng.set(g, words);
                writeln!(questions, "{i} l {j} {set:x}").unwrap();
                expected.push(
                    (0..g.squares())
                        .filter(|&s| set >> s & 1 == 1)
                        .filter_map(|s| {
                            let (f, r) = g.file_rank(s);
                            g.square(f + files, r + ranks)
                        })
                        .fold(0u128, |acc, t| acc | 1 << t),
                );
                names.push(format!("{name}: the leap {:?} of {set:#x}", (files, ranks)));
            }
        }
    }
    let asked = dir.path().join("questions.txt");
    std::fs::write(&asked, questions).unwrap();
    let out = Command::new(&binary).arg(&asked).output().unwrap();
    assert!(out.status.success());
    let answers: Vec<u128> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| u128::from_str_radix(l, 16).unwrap())
        .collect();
    assert_eq!(answers.len(), expected.len());
    for ((got, want), name) in answers.iter().zip(&expected).zip(&names) {
        assert_eq!(got, want, "emitted code, {name}");
    }
    assert_eq!(expected.len(), 16 * (16 * 100 + 8 * 50));
}
