//! The direction-wise fills of `emit::fills` (one rotation and one mask per step, Kogge-Stone
//! doublings for rides) against the per-square definitions, on boards of every shape the
//! generator serves: 8x8 in both numberings, `u64` boards narrower or wider than 8, `u128`
//! boards up to 16x8 and 12x10, a board one file wide. Every direction of the rook, bishop
//! and nightrider and every leap of the knight, from random sets of sliders among random
//! occupancies: the fill of the set equals the union of each slider's own ray walk
//! (`compute::sliders::slide`), and a leap of the set the union of each square's leap.

use vector_attacks_codegen::compute::fills::{doublings, occluded_fill, Step};
use vector_attacks_codegen::compute::sliders::{slide, BISHOP, ROOK};
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
