//! Every table of the catalogue on boards other than 8x8, entry by entry, against a slow
//! reference written here from the definitions on (file, rank) coordinates: nothing of the
//! generator's geometry is used but the layout a table says it has (width and offset, which
//! its doc comment states) and the bitboard width.
//!
//! Boards: 8x8 (both numberings, `u64` and `u128`), 10x8, 9x9 (numbered from the top),
//! 9x10, 10x10, 12x10, 16x8, 8x16, 1x8, 12x1, 5x5. Plus the rotate trick of the in-between
//! table by difference on every supported board (all 1..=16 x 1..=16 of at most 128
//! squares).

use std::collections::HashMap;

use vector_attacks_codegen::catalog::Computed;
use vector_attacks_codegen::compute::rotated::Rotation;
use vector_attacks_codegen::geometry::Bitboard;
use vector_attacks_codegen::mailbox::MailboxLayout;
use vector_attacks_codegen::{
    Error, Geometry, Item, Numbering, Semantics, Table, TableId, VectorLayout,
};

/// The reference board: files, ranks, numbering from the top, bits of a bitboard.
#[derive(Clone, Copy, Debug)]
struct Board {
    files: i32,
    ranks: i32,
    from_top: bool,
    bits: u32,
}

/// A step as (files, ranks).
type Step = (i32, i32);

const KING: [Step; 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
const KNIGHT: [Step; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

impl Board {
    fn n(self) -> usize {
        (self.files * self.ranks) as usize
    }

    fn row(self, rank: i32) -> i32 {
        if self.from_top {
            self.ranks - 1 - rank
        } else {
            rank
        }
    }

    fn fr(self, sq: usize) -> (i32, i32) {
        let s = sq as i32;
        (s % self.files, self.row(s / self.files))
    }

    fn sq(self, file: i32, rank: i32) -> Option<usize> {
        ((0..self.files).contains(&file) && (0..self.ranks).contains(&rank))
            .then(|| (self.row(rank) * self.files + file) as usize)
    }

    fn all(self) -> u128 {
        if self.bits == 128 {
            u128::MAX
        } else {
            u128::from(u64::MAX)
        }
    }

    fn rotl(self, set: u128, k: usize) -> u128 {
        if self.bits == 128 {
            set.rotate_left(k as u32)
        } else {
            u128::from((set as u64).rotate_left(k as u32))
        }
    }

    fn rotr(self, set: u128, k: usize) -> u128 {
        self.rotl(
            set,
            (self.bits as usize - k % self.bits as usize) % self.bits as usize,
        )
    }

    fn pairs(self) -> impl Iterator<Item = (usize, usize)> {
        let n = self.n();
        (0..n).flat_map(move |a| (0..n).map(move |b| (a, b)))
    }

    /// (file difference, rank difference) from `a` to `b`.
    fn delta(self, a: usize, b: usize) -> Step {
        let ((af, ar), (bf, br)) = (self.fr(a), self.fr(b));
        (bf - af, br - ar)
    }

    /// The king step from `a` towards `b` when they share a line.
    fn unit(self, a: usize, b: usize) -> Option<Step> {
        let (df, dr) = self.delta(a, b);
        let aligned = df == 0 || dr == 0 || df.abs() == dr.abs();
        (a != b && aligned).then(|| (df.signum(), dr.signum()))
    }

    /// Squares from `a` in direction `step`, `a` excluded, until the edge.
    fn ray(self, a: usize, (sf, sr): Step) -> Vec<usize> {
        let (f, r) = self.fr(a);
        (1..)
            .map_while(|k| self.sq(f + k * sf, r + k * sr))
            .collect()
    }

    fn set(squares: impl IntoIterator<Item = usize>) -> u128 {
        squares.into_iter().fold(0, |s, q| s | 1 << q)
    }

    fn between(self, a: usize, b: usize) -> u128 {
        match self.unit(a, b) {
            Some(step) => Board::set(self.ray(a, step).into_iter().take_while(|&q| q != b)),
            None => 0,
        }
    }

    /// Whether a piece of `class` on `a` attacks `b` on an empty board, and if so, by
    /// sliding (so that the squares in between must be empty).
    fn reaches(self, class: usize, a: usize, b: usize) -> Option<bool> {
        let (df, dr) = self.delta(a, b);
        let (f, r) = (df.abs(), dr.abs());
        let line = self.unit(a, b);
        let diagonal = line.is_some() && f == r;
        let orthogonal = line.is_some() && f != r;
        match class {
            0 => (dr == -1 && f == 1).then_some(false),
            1 => (dr == 1 && f == 1).then_some(false),
            2 => (f * r == 2).then_some(false),
            3 => diagonal.then_some(true),
            4 => orthogonal.then_some(true),
            5 => (diagonal || orthogonal).then_some(true),
            _ => (f.max(r) == 1).then_some(false),
        }
    }

    fn attacks(self, class: usize, a: usize, b: usize, occupied: u128) -> bool {
        match self.reaches(class, a, b) {
            Some(true) => self.between(a, b) & occupied == 0,
            Some(false) => true,
            None => false,
        }
    }

    /// The index of the pair in a table by difference with `layout`: `offset + width *
    /// row_delta + file_delta`, rows following the numbering.
    fn index(self, layout: VectorLayout, a: usize, b: usize) -> usize {
        let (df, dr) = self.delta(a, b);
        let rows = if self.from_top { -dr } else { dr };
        (layout.offset() + layout.width() * rows + df) as usize
    }

    fn step_on(self, width: i32, (sf, sr): Step) -> i32 {
        width * if self.from_top { -sr } else { sr } + sf
    }
}

fn geometry(board: Board) -> Geometry {
    let g = Geometry::board(board.files as u32, board.ranks as u32)
        .unwrap()
        .with_numbering(if board.from_top {
            Numbering::A8
        } else {
            Numbering::A1
        });
    if board.bits == 128 {
        g.with_bitboard(Bitboard::U128).unwrap()
    } else {
        g
    }
}

fn board(files: i32, ranks: i32, from_top: bool, wide: bool) -> Board {
    let bits = if wide || files * ranks > 64 { 128 } else { 64 };
    Board {
        files,
        ranks,
        from_top,
        bits,
    }
}

/// The boards of this test.
fn boards() -> Vec<Board> {
    vec![
        board(8, 8, false, false),
        board(8, 8, true, false),
        board(8, 8, false, true),
        board(10, 8, false, false),
        board(9, 9, true, false),
        board(9, 10, false, false),
        board(10, 10, false, false),
        board(12, 10, false, false),
        board(16, 8, false, false),
        board(8, 16, false, false),
        board(1, 8, false, false),
        board(12, 1, false, false),
        board(5, 5, false, false),
    ]
}

fn compute(id: TableId, g: Geometry, semantics: Semantics) -> Result<Table, Error> {
    match Item::new(id).compute(g, semantics)? {
        Computed::Table(t) => Ok(t),
        Computed::BoardFunction(kit) => Ok(kit.table),
        Computed::Function(_) | Computed::AttackSetFunction(_) => panic!("{id} is a function"),
    }
}

/// Entries of a table, each checked once: counts the checks and asserts every entry was
/// checked.
struct Visited(Vec<bool>);

impl Visited {
    fn new(len: usize) -> Visited {
        Visited(vec![false; len])
    }

    fn mark(&mut self, i: usize) {
        self.0[i] = true;
    }

    /// Checks that every entry not marked equals `padding`, and returns the entry count.
    fn rest<T: PartialEq + std::fmt::Debug>(&self, values: &[T], padding: T, what: &str) -> usize {
        for (i, v) in values.iter().enumerate() {
            if !self.0[i] {
                assert_eq!(*v, padding, "{what}: padding entry {i}");
            }
        }
        values.len()
    }
}

struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn occupancy(&mut self, b: Board) -> u128 {
        let set = u128::from(self.next()) << 64 | u128::from(self.next());
        let set = if self.next() & 1 == 0 {
            set
        } else {
            set & (u128::from(self.next()) << 64 | u128::from(self.next()))
        };
        set & b.all()
    }
}

/// Checks one table on one board; returns the number of entries checked (all of them).
fn check(id: TableId, b: Board) -> usize {
    let g = geometry(b);
    let what = format!(
        "{id} on {}x{} ({} bits, from top {})",
        b.files, b.ranks, b.bits, b.from_top
    );
    let n = b.n();
    let layout = id.layout_for(g);
    let get = |semantics| compute(id, g, semantics).unwrap_or_else(|e| panic!("{what}: {e}"));
    // The rectangular in-between table, also what the runtime functions read on `u64` boards.
    let rectangular = || {
        let stockfish = id != TableId::MayMoveFn;
        for semantics in [Semantics::Strict, Semantics::Stockfish] {
            let v = get(semantics).sets().unwrap();
            assert_eq!(v.len(), n * n, "{what}");
            for (a, c) in b.pairs() {
                let mut expected = b.between(a, c);
                if semantics == Semantics::Stockfish && stockfish {
                    expected |= 1 << c;
                }
                assert_eq!(v[a * n + c], expected, "{what} {semantics:?}: {a} -> {c}");
            }
        }
        n * n
    };
    match id {
        TableId::InBetweenCalculated => {
            let refused = Item::new(id).compute(g, Semantics::Strict);
            if g.is_standard() {
                assert!(refused.is_ok(), "{what}");
            } else {
                let e = refused.unwrap_err().to_string();
                assert!(
                    e.contains("8-square ranks") && e.contains("in-between-0x88"),
                    "{what}: {e}"
                );
            }
            0 // the function itself is checked on 8x8 by tests/reference.rs
        }
        TableId::InBetweenRectangular => rectangular(),
        TableId::InBetweenFn | TableId::MayMoveFn => rectangular(),
        TableId::IsAttackedFn if b.bits == 128 => check_mask_and_rectangular(b, g, &what),
        TableId::InBetweenTriangular => {
            let v = get(Semantics::Strict).sets().unwrap();
            assert_eq!(v.len(), n * (n + 1) / 2, "{what}");
            let mut seen = Visited::new(v.len());
            for (a, c) in b.pairs() {
                let (lo, hi) = (a.min(c), a.max(c));
                let i = lo * (2 * n - 1 - lo) / 2 + hi;
                assert_eq!(v[i], b.between(a, c), "{what}: {a} -> {c}");
                seen.mark(i);
            }
            assert!(seen.0.iter().all(|&s| s), "{what}: an entry no pair reads");
            v.len()
        }
        TableId::InBetweenBy0x88Diff => {
            let layout = layout.unwrap();
            let stockfish = true;
            let mut len = 0;
            for semantics in [Semantics::Strict, Semantics::Stockfish] {
                let v = get(semantics).sets().unwrap();
                let mut seen = Visited::new(v.len());
                for (a, c) in b.pairs() {
                    let i = b.index(layout, a, c);
                    let mut expected = b.between(a, c);
                    if semantics == Semantics::Stockfish && stockfish {
                        expected |= 1 << c;
                    }
                    assert_eq!(
                        b.rotl(v[i], a),
                        expected,
                        "{what} {semantics:?}: {a} -> {c}"
                    );
                    seen.mark(i);
                }
                len = seen.rest(&v, 0, &what);
            }
            len
        }
        TableId::RayUnitVectorQueen15
        | TableId::RayUnitVectorQueen16
        | TableId::DirectionBy0x88Diff
        | TableId::DirectionBy0x88Diff119 => {
            let layout = layout.unwrap();
            let v = get(Semantics::Strict).integers().unwrap().to_vec();
            let mut seen = Visited::new(v.len());
            for (a, c) in b.pairs() {
                let i = b.index(layout, a, c);
                let expected = b.unit(a, c).map_or(0, |s| b.step_on(layout.width(), s));
                assert_eq!(v[i], expected, "{what}: {a} -> {c}");
                seen.mark(i);
            }
            seen.rest(&v, 0, &what)
        }
        TableId::ChebyshevBy0x88Diff
        | TableId::ManhattanBy0x88Diff
        | TableId::ChebyshevByVector15
        | TableId::ManhattanByVector15
        | TableId::ChebyshevBySquares
        | TableId::ManhattanBySquares => {
            let v = get(Semantics::Strict).integers().unwrap().to_vec();
            let chebyshev = matches!(
                id,
                TableId::ChebyshevBy0x88Diff
                    | TableId::ChebyshevByVector15
                    | TableId::ChebyshevBySquares
            );
            let distance = |a, c| {
                let (df, dr) = b.delta(a, c);
                if chebyshev {
                    df.abs().max(dr.abs())
                } else {
                    df.abs() + dr.abs()
                }
            };
            let mut seen = Visited::new(v.len());
            for (a, c) in b.pairs() {
                let i = layout.map_or(a * n + c, |l| b.index(l, a, c));
                assert_eq!(v[i], distance(a, c), "{what}: {a} -> {c}");
                seen.mark(i);
            }
            seen.rest(&v, 0, &what)
        }
        TableId::PieceInBetween => {
            let v = get(Semantics::Strict).sets().unwrap();
            assert_eq!(v.len(), 7 * n * n, "{what}");
            for class in 0..7 {
                for (a, c) in b.pairs() {
                    let expected = match b.reaches(class, a, c) {
                        None => b.all(),
                        Some(false) => 0,
                        Some(true) => b.between(a, c),
                    };
                    assert_eq!(
                        v[(class * n + a) * n + c],
                        expected,
                        "{what}: class {class} {a} -> {c}"
                    );
                }
            }
            v.len()
        }
        TableId::AttacksBy0x88DiffAndPiece | TableId::IsAttackedFn | TableId::PieceInBetweenFn => {
            let layout = layout.unwrap();
            let v = get(Semantics::Strict).sets().unwrap();
            let len = layout.len();
            assert_eq!(v.len(), 7 * len, "{what}");
            let mut rng = XorShift(0x1234_5678 ^ n as u64);
            let mut seen = Visited::new(v.len());
            for class in 0..7 {
                for (a, c) in b.pairs() {
                    let i = class * len + b.index(layout, a, c);
                    let expected = match b.reaches(class, a, c) {
                        None => b.all(),
                        Some(false) => 0,
                        Some(true) => b.rotr(b.between(a, c), a),
                    };
                    assert_eq!(v[i], expected, "{what}: class {class} {a} -> {c}");
                    seen.mark(i);
                    for _ in 0..4 {
                        let occupied = rng.occupancy(b);
                        let looked_up = v[i] & (b.rotr(occupied, a) | 1) == 0;
                        assert_eq!(
                            looked_up,
                            b.attacks(class, a, c, occupied),
                            "{what}: class {class} {a} -> {c} {occupied:#x}"
                        );
                    }
                }
            }
            seen.rest(&v, b.all(), &what)
        }
        TableId::PieceMaskBy0x88Diff => {
            let v = get(Semantics::Strict).integers().unwrap().to_vec();
            check_mask(&v, layout.unwrap(), b, &what)
        }
        TableId::PawnAttacks
        | TableId::KnightAttacks
        | TableId::KingAttacks
        | TableId::PseudoAttacks => {
            let classes: &[usize] = match id {
                TableId::PawnAttacks => &[0, 1],
                TableId::KnightAttacks => &[2],
                TableId::KingAttacks => &[6],
                _ => &[0, 1, 2, 3, 4, 5, 6],
            };
            let v = get(Semantics::Strict).sets().unwrap();
            assert_eq!(v.len(), classes.len() * n, "{what}");
            for (row, &class) in classes.iter().enumerate() {
                for a in 0..n {
                    let expected = Board::set((0..n).filter(|&c| b.reaches(class, a, c).is_some()));
                    assert_eq!(v[row * n + a], expected, "{what}: class {class} on {a}");
                }
            }
            v.len()
        }
        TableId::Line => {
            let v = get(Semantics::Strict).sets().unwrap();
            for (a, c) in b.pairs() {
                let expected = b.unit(a, c).map_or(0, |(sf, sr)| {
                    Board::set(b.ray(a, (sf, sr))) | Board::set(b.ray(a, (-sf, -sr))) | 1 << a
                });
                assert_eq!(v[a * n + c], expected, "{what}: {a} {c}");
            }
            v.len()
        }
        TableId::Rays => {
            let v = get(Semantics::Strict).sets().unwrap();
            for (d, &step) in KING.iter().enumerate() {
                for a in 0..n {
                    assert_eq!(v[d * n + a], Board::set(b.ray(a, step)), "{what}: {d} {a}");
                }
            }
            v.len()
        }
        TableId::MailboxTemplate
        | TableId::SquareToMailbox
        | TableId::MailboxToSquare
        | TableId::MailboxIncrements => check_mailbox(id, b, g, &what),
        TableId::ObstructionDifference => {
            let v = get(Semantics::Strict).sets().unwrap();
            assert_eq!(v.len(), n * 8, "{what}");
            for a in 0..n {
                for (k, &(sf, sr)) in [(0, 1), (1, 0), (1, 1), (-1, 1)].iter().enumerate() {
                    let line = b.ray(a, (sf, sr)).into_iter().chain(b.ray(a, (-sf, -sr)));
                    let (lower, upper): (Vec<usize>, Vec<usize>) = line.partition(|&q| q < a);
                    assert_eq!(
                        v[(a * 4 + k) * 2],
                        Board::set(lower),
                        "{what}: {a} line {k}"
                    );
                    assert_eq!(
                        v[(a * 4 + k) * 2 + 1],
                        Board::set(upper),
                        "{what}: {a} line {k}"
                    );
                }
            }
            v.len()
        }
        TableId::RookMagics
        | TableId::RookMagicAttacks
        | TableId::BishopMagics
        | TableId::BishopMagicAttacks => check_magics(id, b, g, &what),
        TableId::RookBlackMagics | TableId::BishopBlackMagics | TableId::BlackMagicAttacks => {
            check_black_magics(id, b, g, &what)
        }
        TableId::LeaperAttacks => {
            let v = get(Semantics::Strict).sets().unwrap();
            assert_eq!(v.len(), 7 * n, "{what}");
            for class in 0..7 {
                for a in 0..n {
                    let leaps = (0..n).filter(|&c| b.reaches(class, a, c) == Some(false));
                    assert_eq!(
                        v[class * n + a],
                        Board::set(leaps),
                        "{what}: {class} on {a}"
                    );
                }
            }
            v.len()
        }
        TableId::AttacksFn
        | TableId::AttackersToFn
        | TableId::InCheckFn
        | TableId::SideAttacksFn => check_attack_set_kit(id, b, g, &what),
        TableId::SeeRebel | TableId::SeeCounts | TableId::PieceSetAttackByte => {
            // Indexed by bytes or piece-sets, not squares: the same table on every board.
            let v = get(Semantics::Strict);
            assert_eq!(
                v,
                compute(id, Geometry::STANDARD, Semantics::Strict).unwrap(),
                "{what}"
            );
            v.values.len()
        }
    }
}

/// The attack-set functions (their compiled code is proven in examples/variant): the sets
/// their kit holds, read as the function reads them, for each class and square under random
/// occupancies, by each strategy that serves the board; magics are refused on `u128` boards,
/// naming obstruction difference.
fn check_attack_set_kit(id: TableId, b: Board, g: Geometry, what: &str) -> usize {
    use vector_attacks_codegen::AttackStrategy;
    let n = b.n();
    let mut rng = XorShift(0x00A7_7AC4 ^ n as u64);
    let mut checks = 0;
    for strategy in AttackStrategy::ALL {
        let content = Item::new(id)
            .strategy(strategy)
            .compute(g, Semantics::Strict);
        let too_big = strategy == AttackStrategy::Rotated
            && Rotation::attack_bytes(g) > vector_attacks_codegen::compute::rotated::MAX_BYTES;
        if (strategy == AttackStrategy::Magic && b.bits == 128) || too_big {
            let e = content.unwrap_err().to_string();
            assert!(e.contains("strategy = obstruction"), "{what}: {e}");
            continue;
        }
        let Ok(Computed::AttackSetFunction(kit)) = content else {
            panic!("{what}: {strategy:?}: expected an attack-set function");
        };
        for class in 0..7 {
            for square in 0..n {
                for _ in 0..8 {
                    let occupied = rng.occupancy(b);
                    let expected = Board::set((0..n).filter(|&other| {
                        if matches!(id, TableId::AttacksFn | TableId::SideAttacksFn) {
                            b.attacks(class, square, other, occupied)
                        } else {
                            b.attacks(class, other, square, occupied)
                        }
                    }));
                    let got = kit.pieces[class].attacks(g, square, occupied);
                    assert_eq!(got, expected, "{what}: {strategy:?} class {class} {square}");
                    checks += 1;
                }
            }
        }
        if let Some(rotation) = &kit.rotation {
            checks += check_rotation(rotation, b, what);
        }
    }
    checks
}

/// The rotated bitboards' tables: 10,000 occupancies, each a square toggled in the kept
/// copies (equal to the copies made from scratch), every square along each of its lines
/// reading what the ray walk gives.
fn check_rotation(rotation: &Rotation, b: Board, what: &str) -> usize {
    let lines: [[Step; 2]; 4] = [
        [(0, 1), (0, -1)],
        [(1, 0), (-1, 0)],
        [(1, 1), (-1, -1)],
        [(-1, 1), (1, -1)],
    ];
    let n = b.n();
    let bits = rotation.bits();
    let mut rng = XorShift(0x0F0F_7E7E_3C3C_A5A5 ^ n as u64);
    let (mut occupied, mut kept) = (0u128, [0u128; 4]);
    let mut checks = 0;
    for _ in 0..10_000 {
        let square = (rng.next() % n as u64) as usize;
        occupied ^= 1 << square;
        for (copy, bit) in kept.iter_mut().zip(bits[square]) {
            *copy ^= bit;
        }
        assert_eq!(kept, rotation.rotate(occupied), "{what}: kept copies");
        let from = (rng.next() % n as u64) as usize;
        for (kind, steps) in lines.iter().enumerate() {
            let rays: Vec<Vec<usize>> = steps.iter().map(|&s| b.ray(from, s)).collect();
            assert_eq!(
                rotation.line_attacks(from, kind, &kept),
                slide_among(&rays, occupied),
                "{what}: rotated line {kind} of {from} among {occupied:#x}"
            );
            checks += 1;
        }
    }
    checks
}

/// The fancy magics on a board of at most 64 squares (refused above, naming the
/// obstruction-difference table): every subset of each square's relevant occupancy (its
/// rays without their last square) indexes a slot holding what the slider attacks among it.
fn check_magics(id: TableId, b: Board, g: Geometry, what: &str) -> usize {
    let rook = matches!(id, TableId::RookMagics | TableId::RookMagicAttacks);
    let (magics_id, attacks_id, steps): (_, _, [Step; 4]) = if rook {
        (
            TableId::RookMagics,
            TableId::RookMagicAttacks,
            [KING[0], KING[2], KING[4], KING[6]],
        )
    } else {
        (
            TableId::BishopMagics,
            TableId::BishopMagicAttacks,
            [KING[1], KING[3], KING[5], KING[7]],
        )
    };
    if b.bits == 128 {
        let e = compute(id, g, Semantics::Strict).unwrap_err().to_string();
        assert!(e.contains("obstruction-difference"), "{what}: {e}");
        return 0;
    }
    let magics = compute(magics_id, g, Semantics::Strict)
        .unwrap()
        .sets()
        .unwrap();
    let attacks = compute(attacks_id, g, Semantics::Strict)
        .unwrap()
        .sets()
        .unwrap();
    for a in 0..b.n() {
        let m = &magics[a * 4..][..4];
        let (mask, magic, shift, offset) = (m[0] as u64, m[1] as u64, m[2] as u32, m[3] as usize);
        let rays: Vec<Vec<usize>> = steps.iter().map(|&s| b.ray(a, s)).collect();
        let relevant = Board::set(rays.iter().flat_map(|r| r.iter().rev().skip(1).copied()));
        assert_eq!(u128::from(mask), relevant, "{what}: mask of {a}");
        let mut sub = 0u64;
        loop {
            let expected = slide_among(&rays, sub.into());
            let index = offset + (sub.wrapping_mul(magic) >> shift) as usize;
            assert_eq!(attacks[index], expected, "{what}: {a} among {sub:#x}");
            sub = sub.wrapping_sub(mask) & mask;
            if sub == 0 {
                break;
            }
        }
    }
    if id == magics_id {
        magics.len()
    } else {
        attacks.len()
    }
}

/// What a slider with `rays` (each from its square outwards) attacks among `occupied`: each
/// ray up to and including its first occupied square.
fn slide_among(rays: &[Vec<usize>], occupied: u128) -> u128 {
    Board::set(rays.iter().flat_map(|r| {
        let stop = r
            .iter()
            .position(|&q| occupied >> q & 1 == 1)
            .map_or(r.len(), |i| i + 1);
        r[..stop].to_vec()
    }))
}

/// The black magics, published for 8x8 with `u64` bitboards (refused elsewhere, naming the
/// fancy magics and obstruction difference): on 8x8, in either numbering, every subset of each
/// square's relevant occupancy lands, through the fixed shift, inside the table on a slot
/// holding what the slider attacks among it.
fn check_black_magics(id: TableId, b: Board, g: Geometry, what: &str) -> usize {
    if b.files != 8 || b.ranks != 8 || b.bits == 128 {
        let e = compute(id, g, Semantics::Strict).unwrap_err().to_string();
        assert!(
            e.contains("rook-magics") && e.contains("obstruction-difference"),
            "{what}: {e}"
        );
        return 0;
    }
    let table = |t| compute(t, g, Semantics::Strict).unwrap().sets().unwrap();
    let attacks = table(TableId::BlackMagicAttacks);
    let mut checked = 0;
    for (magics_id, bits, steps) in [
        (
            TableId::RookBlackMagics,
            12,
            [KING[0], KING[2], KING[4], KING[6]],
        ),
        (
            TableId::BishopBlackMagics,
            9,
            [KING[1], KING[3], KING[5], KING[7]],
        ),
    ] {
        let magics = table(magics_id);
        assert_eq!(magics.len(), 64 * 3, "{what}");
        for a in 0..64 {
            let m = &magics[a * 3..][..3];
            let (not_mask, factor, offset) = (m[0] as u64, m[1] as u64, m[2] as usize);
            let rays: Vec<Vec<usize>> = steps.iter().map(|&s| b.ray(a, s)).collect();
            let relevant = Board::set(rays.iter().flat_map(|r| r.iter().rev().skip(1).copied()));
            assert_eq!(u128::from(!not_mask), relevant, "{what}: mask of {a}");
            assert!(
                offset + (1 << bits) <= attacks.len(),
                "{what}: window of {a}"
            );
            let mut sub = 0u64;
            loop {
                let expected = slide_among(&rays, sub.into());
                let slot = ((sub | not_mask).wrapping_mul(factor) >> (64 - bits)) as usize;
                assert_eq!(
                    attacks[offset + slot],
                    expected,
                    "{what}: {a} among {sub:#x}"
                );
                checked += 1;
                sub = sub.wrapping_sub(!not_mask) & !not_mask;
                if sub == 0 {
                    break;
                }
            }
        }
    }
    if id == TableId::BlackMagicAttacks {
        attacks.len()
    } else {
        checked
    }
}

/// The piece mask by difference: bit `class` of each pair's entry is set exactly when the
/// class reaches the pair on an empty board; padding 0.
fn check_mask(v: &[i32], layout: VectorLayout, b: Board, what: &str) -> usize {
    let mut seen = Visited::new(v.len());
    for (a, c) in b.pairs() {
        let i = b.index(layout, a, c);
        let expected = (0..7)
            .filter(|&class| b.reaches(class, a, c).is_some())
            .fold(0, |m, class| m | 1 << class);
        assert_eq!(v[i], expected, "{what}: {a} -> {c}");
        seen.mark(i);
    }
    seen.rest(v, 0, what)
}

/// `is_attacked` on a `u128` board: the rectangular in-between table, the piece mask by
/// difference and the cells of the squares, each entry against the reference, and the
/// function's lookup against the reference attack for every class and pair under random
/// occupancies.
fn check_mask_and_rectangular(b: Board, g: Geometry, what: &str) -> usize {
    let Computed::BoardFunction(kit) = Item::new(TableId::IsAttackedFn)
        .compute(g, Semantics::Stockfish)
        .unwrap()
    else {
        panic!("{what}: a runtime function")
    };
    let n = b.n();
    let between = kit.table.sets().unwrap();
    assert_eq!(between.len(), n * n, "{what}");
    for (a, c) in b.pairs() {
        assert_eq!(
            between[a * n + c],
            b.between(a, c),
            "{what}: strict, {a} -> {c}"
        );
    }
    let mask = kit.mask.as_ref().unwrap().integers().unwrap();
    let entries = check_mask(mask, kit.layout, b, what);
    let cells = kit.cells.as_ref().unwrap().integers().unwrap();
    for (s, &cell) in cells.iter().enumerate() {
        assert_eq!(
            cell,
            (s as i32 / b.files) * kit.layout.width() + s as i32 % b.files,
            "{what}: cell of {s}"
        );
    }
    let mut rng = XorShift(0x5151 ^ n as u64);
    for class in 0..7 {
        for (a, c) in b.pairs() {
            let index = kit.layout.offset() as usize + cells[c] as usize - cells[a] as usize;
            assert_eq!(
                index,
                b.index(kit.layout, a, c),
                "{what}: index of {a} -> {c}"
            );
            for _ in 0..4 {
                let occupied = rng.occupancy(b);
                let looked_up = mask[index] >> class & 1 != 0 && between[a * n + c] & occupied == 0;
                assert_eq!(
                    looked_up,
                    b.attacks(class, a, c, occupied),
                    "{what}: class {class} {a} -> {c}"
                );
            }
        }
    }
    n * n + entries + cells.len()
}

/// The mailbox tables on the board's default layout: the cell of a square is
/// `a1 + width * row + file`; every other cell is padding; increments are the class's steps.
fn check_mailbox(id: TableId, b: Board, g: Geometry, what: &str) -> usize {
    let layout = MailboxLayout::default_for(g);
    let (w, a1) = (i32::from(layout.width()), usize::from(layout.a1()));
    let cell = |sq: usize| a1 + (w * (sq as i32 / b.files) + sq as i32 % b.files) as usize;
    let Computed::Table(t) = Item::new(id).compute(g, Semantics::Strict).unwrap() else {
        panic!("{what}")
    };
    let v = t.integers().unwrap().to_vec();
    let on_board: HashMap<usize, usize> = (0..b.n()).map(|sq| (cell(sq), sq)).collect();
    match id {
        TableId::SquareToMailbox => {
            assert_eq!(v.len(), b.n(), "{what}");
            for (sq, &x) in v.iter().enumerate() {
                assert_eq!(x, cell(sq) as i32, "{what}: {sq}");
            }
        }
        TableId::MailboxTemplate | TableId::MailboxToSquare => {
            assert_eq!(v.len(), layout.cells(), "{what}");
            for (c, &x) in v.iter().enumerate() {
                let expected = match (on_board.get(&c), id) {
                    (None, _) => 255,
                    (Some(_), TableId::MailboxTemplate) => 0,
                    (Some(&sq), _) => sq as i32,
                };
                assert_eq!(x, expected, "{what}: cell {c}");
            }
        }
        _ => {
            let steps: [&[Step]; 7] = [
                &[(-1, -1), (1, -1)],
                &[(-1, 1), (1, 1)],
                &KNIGHT,
                &[(1, 1), (1, -1), (-1, -1), (-1, 1)],
                &[(0, 1), (1, 0), (0, -1), (-1, 0)],
                &KING,
                &KING,
            ];
            for (class, row) in v.chunks(8).enumerate() {
                let mut got: Vec<i32> = row.iter().copied().take_while(|&x| x != 0).collect();
                let mut expected: Vec<i32> =
                    steps[class].iter().map(|&s| b.step_on(w, s)).collect();
                got.sort_unstable();
                expected.sort_unstable();
                assert_eq!(got, expected, "{what}: class {class}");
                assert!(
                    row[expected.len()..].iter().all(|&x| x == 0),
                    "{what}: class {class}"
                );
            }
        }
    }
    v.len()
}

#[test]
fn every_table_on_every_test_board() {
    let mut total = 0;
    for b in boards() {
        let mut entries = 0;
        for id in TableId::ALL {
            entries += check(id, b);
        }
        println!(
            "{}x{} ({} bits{}): {entries} entries checked",
            b.files,
            b.ranks,
            b.bits,
            if b.from_top { ", from the top" } else { "" }
        );
        total += entries;
    }
    println!("total: {total} entries");
}

/// The rotate trick of the in-between table by difference, on every supported board: the
/// relative set stored as if `from` were square 0, wrapped modulo the bitboard width, then
/// rotated left by `from`, is the in-between set, for every pair, in both numberings and
/// both bitboard widths where the board allows them.
#[test]
fn rotate_trick_holds_on_every_supported_board() {
    let (mut boards, mut pairs) = (0, 0);
    for files in 1..=16 {
        for ranks in 1..=16 {
            if files * ranks > 128 {
                assert!(Geometry::board(files as u32, ranks as u32).is_err());
                continue;
            }
            for from_top in [false, true] {
                for wide in [false, true] {
                    if wide && files * ranks > 64 {
                        continue; // u128 already: the same case as without `wide`
                    }
                    let b = board(files, ranks, from_top, wide);
                    let g = geometry(b);
                    let layout = TableId::InBetweenBy0x88Diff.layout_for(g).unwrap();
                    let v = compute(TableId::InBetweenBy0x88Diff, g, Semantics::Strict)
                        .unwrap()
                        .sets()
                        .unwrap();
                    for (a, c) in b.pairs() {
                        assert_eq!(
                            b.rotl(v[b.index(layout, a, c)], a),
                            b.between(a, c),
                            "{files}x{ranks} {} bits: {a} -> {c}",
                            b.bits
                        );
                        pairs += 1;
                    }
                    boards += 1;
                }
            }
        }
    }
    println!("{boards} (board, numbering, width) cases, {pairs} pairs");
    assert!(boards > 500);
}

/// The limits of a board, with the field and the limit in the message.
#[test]
fn bad_boards_are_refused() {
    let e = Geometry::board(0, 8).unwrap_err().to_string();
    assert!(e.contains("0 files") && e.contains("1 to 16"), "{e}");
    let e = Geometry::board(17, 4).unwrap_err().to_string();
    assert!(e.contains("17 files"), "{e}");
    let e = Geometry::board(8, 17).unwrap_err().to_string();
    assert!(e.contains("17 ranks"), "{e}");
    let e = Geometry::board(12, 11).unwrap_err().to_string();
    assert!(
        e.contains("132 squares") && e.contains("at most 128"),
        "{e}"
    );
    let e = Geometry::board(10, 8)
        .unwrap()
        .with_bitboard(Bitboard::U64)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("`u64`") && e.contains("80 squares") && e.contains("u128"),
        "{e}"
    );
    // A layout narrower than 2 * files - 1 names two displacements that collide.
    let g = Geometry::board(10, 8).unwrap();
    let e = VectorLayout::compact(g, 15).unwrap_err().to_string();
    assert!(
        e.contains("at least 19")
            && e.contains("+9 is both 9 files right and one rank up, 6 files left"),
        "{e}"
    );
    // The seed's 0x88 layout on a 10-file board, asked for explicitly.
    let e = Item::new(TableId::InBetweenBy0x88Diff)
        .layout(VectorLayout::X88_DIFF)
        .compute(g, Semantics::Strict)
        .unwrap_err()
        .to_string();
    assert!(e.contains("at least 19"), "{e}");
    let e = VectorLayout::X88_DIFF
        .fits(Geometry::board(8, 10).unwrap())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("`offset` 120") && e.contains("at least 151"),
        "{e}"
    );
}

/// The request syntax refuses bad boards at the offending token, with the limit; the board
/// must come before the items (their layouts depend on it).
#[test]
fn bad_board_requests_point_at_the_setting() {
    use vector_attacks_codegen::syntax::parse_file;
    let cases = [
        (
            "board = 17x4;\nstatic B = in_between_0x88;",
            "r.req:1:9:",
            "17 files",
        ),
        (
            "board = 0x8;\nstatic B = in_between_0x88;",
            "r.req:1:9:",
            "0 files",
        ),
        (
            "board = 12x11;\nstatic B = in_between_0x88;",
            "r.req:1:9:",
            "132 squares",
        ),
        (
            "board = 10 x 8;\nstatic B = in_between_0x88;",
            "r.req:1:9:",
            "files x ranks",
        ),
        (
            "board = 10x8;\nbitboard = u64;\nstatic B = in_between_0x88;",
            "r.req:2:12:",
            "80 squares",
        ),
        (
            "bitboard = u32;\nstatic B = in_between_0x88;",
            "r.req:1:12:",
            "`u64`",
        ),
        (
            "static B = in_between_0x88;\nboard = 10x8;",
            "r.req:2:1:",
            "before the items",
        ),
        (
            "board = 10x8;\nboard = 10x8;\nstatic B = in_between_0x88;",
            "r.req:2:1:",
            "set twice",
        ),
        (
            "board = 10x8;\nstatic R = ray_unit_vector_queen_15(width = 15);",
            "r.req:2:45:",
            "+9 is both 9 files right and one rank up, 6 files left",
        ),
        (
            "board = 9x9;\nfn c = in_between_calculated;",
            "r.req:2:8:",
            "8-square ranks",
        ),
        (
            "board = 8x8;\nstatic B: u128 = in_between_0x88;",
            "r.req:2:11:",
            "`u128` bitboards need `bitboard = u128;` before the items (this 8x8 board uses `u64`)",
        ),
        (
            "board = 10x8;\nstatic B: u32 = in_between_0x88;",
            "r.req:2:11:",
            "or u128 (bitboards)",
        ),
    ];
    for (text, at, needle) in cases {
        let e = parse_file("r.req", text)
            .and_then(|parsed| parsed.generate_located().map(|_| parsed))
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(e.starts_with(at) && e.contains(needle), "{text:?}: {e}");
    }
    // On a `u128` board the bitboard element may be spelled `u128` (what comes out) or `u64`
    // (the spelling of 8x8 requests): the same table either way.
    let spelled = |ty: &str| {
        parse_file(
            "r.req",
            &format!("board = 10x10;\nstatic B: {ty} = in_between_rectangular;"),
        )
        .unwrap()
        .generate()
        .unwrap()
        .to_string()
    };
    assert!(spelled("u128").contains("[[u128 ; 100] ; 100]"));
    assert_eq!(spelled("u128"), spelled("u64"));
    let small = parse_file(
        "r.req",
        "bitboard = u128;\nstatic B: u128 = in_between_rectangular;",
    );
    assert!(small
        .unwrap()
        .generate()
        .unwrap()
        .to_string()
        .contains("u128"));
    // An offset alone keeps the table's own width on the board (19 on 10x8, where the
    // seed's 15 cannot hold the files).
    let layout = |options: &str| {
        parse_file(
            "r.req",
            &format!("board = 10x8;\nstatic R = ray_unit_vector_queen_15({options});"),
        )
        .unwrap()
        .generate()
        .unwrap()
        .to_string()
    };
    assert_eq!(layout("offset = 300"), layout("width = 19, offset = 300"));
    // The same board in the request, the builder and the CLI flags gives the same items.
    let parsed = parse_file(
        "r.req",
        "board = 10x8;\nnumbering = a8;\npub fn in_between = in_between_fn;",
    )
    .unwrap();
    let built = vector_attacks_codegen::Request::new()
        .board(10, 8)
        .unwrap()
        .numbering(Numbering::A8)
        .item(Item::new(TableId::InBetweenFn));
    assert_eq!(
        parsed.generate().unwrap().to_string(),
        vector_attacks_codegen::generate(&built)
            .unwrap()
            .to_string()
    );
}
