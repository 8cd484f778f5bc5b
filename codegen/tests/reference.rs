//! Every table the generator computes, checked entry by entry against an independent slow
//! reference (DESIGN.md, "Correct by proof, not by eye").
//!
//! The reference in this file knows only board coordinates: a square is a (file, rank) pair,
//! and every relation is found by walking, one king step at a time, along a ray until the
//! walk leaves the board (in-between sets, ray directions, slider attacks), by listing the
//! jumps of the leaping pieces (pawns, knight, king), or by a breadth-first search over king
//! or rook steps (Chebyshev and Manhattan distance). It calls none of the crate's helpers
//! (`Geometry::between`, `Displacement::unit`, `relative_between`, `VectorLayout`,
//! `PieceClass::attack`, ...): the crate is used only to obtain the tables under test
//! (`TableId::content`) and the pure-calculation function (`in_between_calculated`).
//!
//! The file has four parts:
//!
//! 1. the reference (coordinates, ray walks, attacks, distances) and the index formulas of
//!    DESIGN.md, written out again here;
//! 2. one check per table, each returning a [`Coverage`] (how many entries it verified and
//!    how many comparisons it made), and one `#[test]` per table asserting the check passed
//!    with exactly the expected coverage;
//! 3. proofs of the indexing tricks the tables rely on (0x88 difference, triangular index,
//!    rotation, 15- and 16-wide vector index);
//! 4. a summary test printing the coverage of every table (`cargo test -p
//!    vector-attacks-codegen --test reference -- --nocapture`).

use std::collections::HashMap;
use std::fmt::Debug;

use vector_attacks_codegen::catalog::Computed;
use vector_attacks_codegen::compute::calculated::in_between_calculated;
use vector_attacks_codegen::compute::see::Encoding;
use vector_attacks_codegen::mailbox::MailboxLayout;
use vector_attacks_codegen::{Geometry, Item, Semantics, Table, TableId, Values};

// ===========================================================================================
// Part 1: the independent reference
// ===========================================================================================

/// Number of squares; squares are `0..64`, a1 = 0, h1 = 7, a8 = 56, h8 = 63.
const SQUARES: u8 = 64;

/// Number of ordered (from, to) square pairs.
const PAIRS: usize = 64 * 64;

/// Number of displacements (rank delta, file delta) in `-7..=7` squared that two squares of
/// the board can have.
const DISPLACEMENTS: usize = 15 * 15;

/// A step on the board: (file delta, rank delta).
type Step = (i32, i32);

/// The eight king steps; the first four are orthogonal (rook), the last four diagonal
/// (bishop). Walking repeatedly along one of them traces a ray.
const KING_STEPS: [Step; 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The rook's ray directions.
const ROOK_RAYS: &[Step] = &[(1, 0), (-1, 0), (0, 1), (0, -1)];

/// The bishop's ray directions.
const BISHOP_RAYS: &[Step] = &[(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The eight knight jumps.
const KNIGHT_JUMPS: [Step; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The (file, rank) coordinates of a square, both `0..8`.
fn coordinates(square: u8) -> (i32, i32) {
    assert!(square < SQUARES);
    (i32::from(square % 8), i32::from(square / 8))
}

/// The square at (file, rank), or `None` off the board.
fn square_at(file: i32, rank: i32) -> Option<u8> {
    let on_board = (0..8).contains(&file) && (0..8).contains(&rank);
    on_board.then(|| u8::try_from(rank * 8 + file).expect("on the board"))
}

/// The one-square bitboard of `square`.
fn bit(square: u8) -> u64 {
    1u64 << square
}

/// The displacement from `from` to `to`: (rank delta, file delta), each in `-7..=7`.
fn displacement(from: u8, to: u8) -> (i32, i32) {
    let (from_file, from_rank) = coordinates(from);
    let (to_file, to_rank) = coordinates(to);
    (to_rank - from_rank, to_file - from_file)
}

/// One pair of squares with displacement (rank delta, file delta): the from-square is as far
/// towards a1 as the displacement allows.
fn pair_with_displacement(drank: i32, dfile: i32) -> (u8, u8) {
    let (file, rank) = ((-dfile).max(0), (-drank).max(0));
    let from = square_at(file, rank).expect("from on the board");
    let to = square_at(file + dfile, rank + drank).expect("to on the board");
    (from, to)
}

/// Every ordered pair of squares, 4096 of them.
fn all_pairs() -> impl Iterator<Item = (u8, u8)> {
    (0..SQUARES).flat_map(|from| (0..SQUARES).map(move |to| (from, to)))
}

/// Every displacement (rank delta, file delta) in `-7..=7` squared, 225 of them.
fn all_displacements() -> impl Iterator<Item = (i32, i32)> {
    (-7..=7).flat_map(|drank| (-7..=7).map(move |dfile| (drank, dfile)))
}

/// The ray walk: step from `from` along `step` until the walk leaves the board. If it meets
/// `to`, the squares walked over before `to`; otherwise `None`.
fn walk(from: u8, to: u8, step: Step) -> Option<u64> {
    let (mut file, mut rank) = coordinates(from);
    let mut walked = 0;
    loop {
        file += step.0;
        rank += step.1;
        let square = square_at(file, rank)?;
        if square == to {
            return Some(walked);
        }
        walked |= bit(square);
    }
}

/// The king step whose ray from `from` meets `to` (`None` for `from == to` and for pairs on
/// no common rank, file, diagonal or anti-diagonal).
fn ray_direction(from: u8, to: u8) -> Option<Step> {
    KING_STEPS
        .into_iter()
        .find(|&step| walk(from, to, step).is_some())
}

/// Reference in-between set: the squares strictly between `from` and `to` when a ray from
/// `from` meets `to`, and the empty set otherwise.
fn in_between(from: u8, to: u8) -> u64 {
    KING_STEPS
        .into_iter()
        .find_map(|step| walk(from, to, step))
        .unwrap_or(0)
}

/// Reference relative in-between set: the in-between set placed as if `from` were a1, each
/// square `s` moved to `(s - from) mod 64` (squares "below a1" wrap to the top).
fn relative_in_between(from: u8, to: u8) -> u64 {
    let set = in_between(from, to);
    (0..SQUARES)
        .filter(|&s| set & bit(s) != 0)
        .map(|s| bit((i32::from(s) - i32::from(from)).rem_euclid(64) as u8))
        .fold(0, |acc, b| acc | b)
}

/// The seven attack classes of the attack table, in table order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Piece {
    BlackPawn,
    WhitePawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

/// The attack classes in table order: 0 black pawn ... 6 king.
const PIECES: [Piece; 7] = [
    Piece::BlackPawn,
    Piece::WhitePawn,
    Piece::Knight,
    Piece::Bishop,
    Piece::Rook,
    Piece::Queen,
    Piece::King,
];

impl Piece {
    /// The squares this piece reaches in one move that nothing can block.
    fn leaps(self) -> &'static [Step] {
        match self {
            // Black pawns capture towards rank 1, white pawns towards rank 8.
            Piece::BlackPawn => &[(-1, -1), (1, -1)],
            Piece::WhitePawn => &[(-1, 1), (1, 1)],
            Piece::Knight => &KNIGHT_JUMPS,
            Piece::King => &KING_STEPS,
            Piece::Bishop | Piece::Rook | Piece::Queen => &[],
        }
    }

    /// The rays this piece slides along.
    fn rays(self) -> &'static [Step] {
        match self {
            Piece::Bishop => BISHOP_RAYS,
            Piece::Rook => ROOK_RAYS,
            Piece::Queen => &KING_STEPS,
            _ => &[],
        }
    }

    fn is_slider(self) -> bool {
        !self.rays().is_empty()
    }
}

/// Reference attack: does `piece` standing on `from` attack `to` when the squares of
/// `occupied` are occupied? A slider walks each of its rays square by square and stops at
/// the first occupied square; whether `from` or `to` themselves are in `occupied` does not
/// matter.
fn attacks(piece: Piece, from: u8, to: u8, occupied: u64) -> bool {
    let (file, rank) = coordinates(from);
    let leaps = piece
        .leaps()
        .iter()
        .any(|&(df, dr)| square_at(file + df, rank + dr) == Some(to));
    let slides = piece.rays().iter().any(|&(df, dr)| {
        let (mut f, mut r) = (file, rank);
        loop {
            f += df;
            r += dr;
            match square_at(f, r) {
                None => return false,
                Some(s) if s == to => return true,
                Some(s) if occupied & bit(s) != 0 => return false,
                Some(_) => {}
            }
        }
    });
    leaps || slides
}

/// The attack-table entry DESIGN.md asks for: all ones where the piece never attacks `to`
/// (even on an empty board), 0 where it does and cannot be blocked (leapers), and the
/// relative in-between set where a slider reaches `to` (0 again when adjacent).
fn expected_attack_entry(piece: Piece, from: u8, to: u8) -> u64 {
    match (attacks(piece, from, to, 0), piece.is_slider()) {
        (false, _) => u64::MAX,
        (true, false) => 0,
        (true, true) => relative_in_between(from, to),
    }
}

/// Breadth-first search over `steps` from every square: `result[from][to]` is the smallest
/// number of steps from `from` to `to`. With king steps it is the Chebyshev distance, with
/// rook steps of one square the Manhattan distance.
fn step_distances(steps: &[Step]) -> Vec<[i32; 64]> {
    (0..SQUARES)
        .map(|start| {
            let mut distance = [-1; 64];
            distance[usize::from(start)] = 0;
            let mut frontier = vec![start];
            let mut depth = 0;
            while !frontier.is_empty() {
                depth += 1;
                let mut next = Vec::new();
                for square in frontier {
                    let (file, rank) = coordinates(square);
                    for &(df, dr) in steps {
                        if let Some(s) = square_at(file + df, rank + dr) {
                            if distance[usize::from(s)] < 0 {
                                distance[usize::from(s)] = depth;
                                next.push(s);
                            }
                        }
                    }
                }
                frontier = next;
            }
            assert!(distance.iter().all(|&d| d >= 0), "the board is connected");
            distance
        })
        .collect()
}

/// The two distance metrics.
#[derive(Clone, Copy, Debug)]
enum Metric {
    Chebyshev,
    Manhattan,
}

impl Metric {
    /// The reference distance between every pair of squares.
    fn distances(self) -> Vec<[i32; 64]> {
        match self {
            Metric::Chebyshev => step_distances(&KING_STEPS),
            Metric::Manhattan => step_distances(ROOK_RAYS),
        }
    }
}

/// A small deterministic pseudo-random generator (xorshift64) for occupancies.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

// --- Index formulas of DESIGN.md, written out again ----------------------------------------

/// `x88diff(from, to) = to - from + (to | 7) - (from | 7) + 120`.
fn x88diff(from: u8, to: u8) -> usize {
    let (f, t) = (i32::from(from), i32::from(to));
    usize::try_from(t - f + (t | 7) - (f | 7) + 120).expect("x88diff is not negative")
}

/// The 0x88 coordinate of a square: `s + (s & !7)`, i.e. `16 * rank + file`.
fn x88(square: u8) -> i32 {
    i32::from(square) + i32::from(square & !7)
}

/// The triangular index `min * (127 - min) / 2 + max` of an unordered pair.
fn triangular_index(a: u8, b: u8) -> usize {
    let (min, max) = (usize::from(a.min(b)), usize::from(a.max(b)));
    min * (127 - min) / 2 + max
}

/// A table indexed by displacement: index `offset + width * drank + dfile`, `len` entries.
#[derive(Clone, Copy, Debug)]
struct Layout {
    width: i32,
    offset: i32,
    len: usize,
}

/// Indexed by 0x88 difference, padded to 256 entries.
const X88: Layout = Layout {
    width: 16,
    offset: 120,
    len: 256,
};

/// The 15x15 vector board: `112 + 15 * drank + dfile`.
const VECTOR_15: Layout = Layout {
    width: 15,
    offset: 112,
    len: 225,
};

/// The 16-wide vector board: `119 + 16 * drank + dfile`.
const VECTOR_16: Layout = Layout {
    width: 16,
    offset: 119,
    len: 239,
};

impl Layout {
    fn index(self, drank: i32, dfile: i32) -> usize {
        usize::try_from(self.offset + self.width * drank + dfile).expect("index not negative")
    }

    fn pair_index(self, from: u8, to: u8) -> usize {
        let (drank, dfile) = displacement(from, to);
        self.index(drank, dfile)
    }
}

// ===========================================================================================
// Part 2: one check per table
// ===========================================================================================

/// What a check verified.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
struct Coverage {
    /// Distinct entries of the table compared with the reference (for the function: the
    /// distinct (from, to) pairs). Always the whole table.
    entries: usize,
    /// Comparisons with the reference, counting each entry once per way it was reached.
    comparisons: usize,
    /// Occupancies evaluated through `entry & occupied.rotate_right(from) == 0` (attack
    /// table only).
    occupancies: usize,
}

/// Marks which entries of a table have been compared with the reference.
struct Visited(Vec<bool>);

impl Visited {
    fn new(len: usize) -> Self {
        Visited(vec![false; len])
    }

    fn mark(&mut self, index: usize) {
        self.0[index] = true;
    }

    /// Asserts that every entry was visited, and returns their number.
    fn all(&self, what: &str) -> usize {
        let missed: Vec<usize> = (0..self.0.len()).filter(|&i| !self.0[i]).collect();
        assert!(
            missed.is_empty(),
            "{what}: entries never checked: {missed:?}"
        );
        self.0.len()
    }
}

/// The table the generator computes for `id` on the standard board.
fn table(id: TableId) -> Table {
    match id.content(Geometry::STANDARD) {
        Computed::Table(table) => table,
        // A runtime function: the table it reads (its code is checked in examples/variant).
        Computed::BoardFunction(kit) => kit.table,
        Computed::Function(_) | Computed::AttackSetFunction(_) => {
            panic!("{id:?} is a function, not a table")
        }
    }
}

/// The bitboards of a table, with its shape checked.
fn bitboards(table: &Table, shape: &[usize]) -> Vec<u64> {
    assert_eq!(table.shape, shape, "shape");
    let Values::Bitboards(values) = &table.values else {
        panic!("expected bitboards, found {:?}", table.values)
    };
    assert_eq!(values.len(), shape.iter().product::<usize>(), "length");
    values.clone()
}

/// The integers of a table, with its shape checked.
fn integers(table: &Table, shape: &[usize]) -> Vec<i32> {
    assert_eq!(table.shape, shape, "shape");
    let Values::Integers(values) = &table.values else {
        panic!("expected integers, found {:?}", table.values)
    };
    assert_eq!(values.len(), shape.iter().product::<usize>(), "length");
    values.clone()
}

/// Checks a table indexed by displacement entry by entry: for each of the 225
/// displacements, the entry at its index must equal `reference` of a pair of squares with
/// that displacement; every other entry (padding no pair of squares reaches) must equal
/// `padding`. Also asserts no two displacements share an index. Returns the coverage.
fn check_entries_by_displacement<T: Copy + PartialEq + Debug>(
    what: &str,
    values: &[T],
    layout: Layout,
    padding: T,
    reference: impl Fn(u8, u8) -> T,
) -> Coverage {
    assert_eq!(values.len(), layout.len, "{what}: length");
    let mut visited = Visited::new(layout.len);
    let mut comparisons = 0;
    for (drank, dfile) in all_displacements() {
        let index = layout.index(drank, dfile);
        assert!(!visited.0[index], "{what}: index {index} used twice");
        visited.mark(index);
        let (from, to) = pair_with_displacement(drank, dfile);
        assert_eq!(
            values[index],
            reference(from, to),
            "{what}: index {index}, displacement ({drank}, {dfile}), pair {from} -> {to}"
        );
        comparisons += 1;
    }
    let unused: Vec<usize> = (0..layout.len).filter(|&i| !visited.0[i]).collect();
    for index in unused {
        assert_eq!(values[index], padding, "{what}: padding index {index}");
        visited.mark(index);
        comparisons += 1;
    }
    Coverage {
        entries: visited.all(what),
        comparisons,
        occupancies: 0,
    }
}

/// Checks a table indexed by difference for every ordered pair: `values[index(from, to)]`
/// equals `reference(from, to)`. Returns the number of comparisons.
fn check_pairs_by_difference<T: Copy + PartialEq + Debug>(
    what: &str,
    values: &[T],
    index: impl Fn(u8, u8) -> usize,
    reference: impl Fn(u8, u8) -> T,
) -> usize {
    let mut comparisons = 0;
    for (from, to) in all_pairs() {
        assert_eq!(
            values[index(from, to)],
            reference(from, to),
            "{what}: {from} -> {to}"
        );
        comparisons += 1;
    }
    comparisons
}

/// Table 1, `arrRectangular[64][64]`: every one of the 4096 entries is the reference
/// in-between set of its pair.
fn check_rectangular(id: TableId) -> Coverage {
    let values = bitboards(&table(id), &[64, 64]);
    let mut visited = Visited::new(PAIRS);
    for (from, to) in all_pairs() {
        let index = usize::from(from) * 64 + usize::from(to);
        assert_eq!(values[index], in_between(from, to), "{from} -> {to}");
        visited.mark(index);
    }
    Coverage {
        entries: visited.all("rectangular"),
        comparisons: PAIRS,
        occupancies: 0,
    }
}

/// Table 2, `arrTriangular[64*65/2]`: for every ordered pair (so every `a <= b` pair, and
/// the reversed ones too), the entry at the triangular index is the reference in-between set.
fn check_triangular() -> Coverage {
    let values = bitboards(&table(TableId::InBetweenTriangular), &[2080]);
    let mut visited = Visited::new(2080);
    for (a, b) in all_pairs() {
        let index = triangular_index(a, b);
        assert_eq!(values[index], in_between(a, b), "{a} -> {b}");
        visited.mark(index);
    }
    Coverage {
        entries: visited.all("triangular"),
        comparisons: PAIRS,
        occupancies: 0,
    }
}

/// Table 3, `arrInBetweenBy0x88Diff`: every used entry is the relative in-between set of its
/// displacement, the padding (index 0, 240..=255 and the unused columns) is empty, and for
/// every ordered pair `table[x88diff].rotate_left(from)` is the reference in-between set.
fn check_in_between_by_x88_diff() -> Coverage {
    let values = bitboards(&table(TableId::InBetweenBy0x88Diff), &[256]);
    let mut coverage =
        check_entries_by_displacement("in-between 0x88", &values, X88, 0, relative_in_between);
    assert_eq!(values[0], 0, "index 0");
    assert!(values[240..].iter().all(|&v| v == 0), "240..=255");
    for (from, to) in all_pairs() {
        assert_eq!(
            values[x88diff(from, to)].rotate_left(u32::from(from)),
            in_between(from, to),
            "{from} -> {to}"
        );
        coverage.comparisons += 1;
    }
    coverage
}

/// Table 4, the pure calculation: for all 4096 pairs the function returns the reference
/// in-between set, and, as its documentation promises, only the low six bits of each
/// argument matter (each pair is also tried with every combination of the two high bits).
fn check_calculated() -> Coverage {
    let Computed::Function(source) = TableId::InBetweenCalculated.content(Geometry::STANDARD)
    else {
        panic!("the calculation is emitted as a function");
    };
    assert!(
        source.contains("const fn in_between_calculated"),
        "{source}"
    );
    // DESIGN.md promises a `const fn`: this only compiles if it is one.
    const A1_H8: u64 = in_between_calculated(0, 63);
    assert_eq!(A1_H8, in_between(0, 63));
    let mut visited = Visited::new(PAIRS);
    let mut comparisons = 0;
    for (from, to) in all_pairs() {
        let expected = in_between(from, to);
        for high_from in [0, 64, 128, 192] {
            for high_to in [0, 64, 128, 192] {
                assert_eq!(
                    in_between_calculated(from | high_from, to | high_to),
                    expected,
                    "{from} (+{high_from}) -> {to} (+{high_to})"
                );
                comparisons += 1;
            }
        }
        visited.mark(usize::from(from) * 64 + usize::from(to));
    }
    Coverage {
        entries: visited.all("calculated"),
        comparisons,
        occupancies: 0,
    }
}

/// Tables 5, `rayUnitVectorQueen` on a 15- or 16-wide board: the entry of each displacement is
/// `width * rank_step + file_step` of the king step whose ray meets the target, 0 off the
/// queen lines, at displacement zero and in the padding; checked per displacement and per
/// ordered pair.
fn check_ray_unit_vectors(id: TableId, layout: Layout) -> Coverage {
    let values = integers(&table(id), &[layout.len]);
    let reference = |from: u8, to: u8| {
        ray_direction(from, to).map_or(0, |(file_step, rank_step)| {
            layout.width * rank_step + file_step
        })
    };
    let mut coverage = check_entries_by_displacement(id.name(), &values, layout, 0, reference);
    coverage.comparisons += check_pairs_by_difference(
        id.name(),
        &values,
        |from, to| layout.pair_index(from, to),
        reference,
    );
    coverage
}

/// Tables 6, distance by 0x88 difference or by 15x15 vector index: the entry of each
/// displacement is the breadth-first-search distance of a pair with that displacement,
/// padding 0; checked per displacement and per ordered pair.
fn check_distance_by_difference(id: TableId, layout: Layout, metric: Metric) -> Coverage {
    let values = integers(&table(id), &[layout.len]);
    let distances = metric.distances();
    let reference = |from: u8, to: u8| distances[usize::from(from)][usize::from(to)];
    let mut coverage = check_entries_by_displacement(id.name(), &values, layout, 0, reference);
    let index = |from: u8, to: u8| {
        if layout.len == X88.len {
            x88diff(from, to) // the seed's formula, not the layout's
        } else {
            layout.pair_index(from, to)
        }
    };
    coverage.comparisons += check_pairs_by_difference(id.name(), &values, index, reference);
    coverage
}

/// Tables 6, distance by square pair: every one of the 4096 entries is the
/// breadth-first-search distance.
fn check_distance_by_squares(id: TableId, metric: Metric) -> Coverage {
    let values = integers(&table(id), &[64, 64]);
    let distances = metric.distances();
    let mut visited = Visited::new(PAIRS);
    for (from, to) in all_pairs() {
        let index = usize::from(from) * 64 + usize::from(to);
        assert_eq!(
            values[index],
            distances[usize::from(from)][usize::from(to)],
            "{id}: {from} -> {to}"
        );
        visited.mark(index);
    }
    Coverage {
        entries: visited.all(id.name()),
        comparisons: PAIRS,
        occupancies: 0,
    }
}

/// Pseudo-random occupancies tried per (piece class, pair) in the attack check.
const RANDOM_OCCUPANCIES_PER_PAIR: usize = 16;

/// The number of subsets of the reference in-between sets, summed over all 4096 ordered
/// pairs: `sum over pairs of 2^|in_between|`. Derived by counting, not by running: a pair
/// on no common line (or `from == to`) has an empty set, 1 subset. Ordered pairs `d` king
/// steps apart on a line have `d - 1` squares between them; there are `32 * (8 - d)` of them
/// on ranks and files (8 lines of each kind, `8 - d` unordered pairs per line, 2 orders) and
/// `4 * (8 - d)^2` on diagonals (2 directions, `(8 - d)^2` unordered pairs each, 2 orders).
/// Line pairs: 1456 in all, so 2640 pairs off the lines.
const IN_BETWEEN_SUBSETS: usize = {
    let mut line_pairs = 0;
    let mut subsets = 0;
    let mut d = 1;
    while d <= 7 {
        let pairs = 32 * (8 - d) + 4 * (8 - d) * (8 - d);
        line_pairs += pairs;
        subsets += pairs << (d - 1);
        d += 1;
    }
    assert!(line_pairs == 1456);
    subsets + (PAIRS - line_pairs)
};

/// Occupancies evaluated per piece class: the empty board, every subset of the in-between
/// set alone and again with pseudo-random squares off it, and the random ones.
const OCCUPANCIES_PER_CLASS: usize =
    PAIRS + 2 * IN_BETWEEN_SUBSETS + RANDOM_OCCUPANCIES_PER_PAIR * PAIRS;

/// Table 7, `attacksBy0x88DiffAndPiece[7][256]`. For each piece class: every entry equals the
/// DESIGN.md definition (all ones / 0 / relative in-between set, all ones in the padding),
/// checked per displacement and per ordered pair; and for every ordered pair the lookup
/// `entry & (occupied | from).rotate_right(from) == 0` answers like the reference slide for
/// the empty board, for every subset of the squares in between (alone and with random noise
/// elsewhere), and for pseudo-random occupancies.
fn check_attacks(id: TableId) -> Coverage {
    let values = bitboards(&table(id), &[7, 256]);
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut coverage = Coverage::default();
    for (class, &piece) in PIECES.iter().enumerate() {
        let row = &values[class * 256..(class + 1) * 256];
        let what = format!("attacks, class {class} ({piece:?})");
        let per_entry = check_entries_by_displacement(&what, row, X88, u64::MAX, |from, to| {
            expected_attack_entry(piece, from, to)
        });
        coverage.entries += per_entry.entries;
        coverage.comparisons += per_entry.comparisons;

        let mut subsets_seen = 0;
        for (from, to) in all_pairs() {
            let entry = row[x88diff(from, to)];
            assert_eq!(
                entry,
                expected_attack_entry(piece, from, to),
                "{what}: entry of {from} -> {to}"
            );
            coverage.comparisons += 1;

            let mut check = |occupied: u64| {
                let looked_up = entry & (occupied | bit(from)).rotate_right(u32::from(from)) == 0;
                assert_eq!(
                    looked_up,
                    attacks(piece, from, to, occupied),
                    "{what}: {from} -> {to}, occupied {occupied:#018x}"
                );
                coverage.occupancies += 1;
            };
            check(0);
            // Every subset of the squares in between (carry-rippler enumeration), alone and
            // with random squares elsewhere on the board (possibly `from` and `to`).
            let between = in_between(from, to);
            let mut subset = 0u64;
            loop {
                check(subset);
                check(subset | (rng.next() & !between));
                subsets_seen += 1;
                subset = subset.wrapping_sub(between) & between;
                if subset == 0 {
                    break;
                }
            }
            // Random occupancies, alternately about half and about a quarter full.
            for k in 0..RANDOM_OCCUPANCIES_PER_PAIR {
                let occupied = if k % 2 == 0 {
                    rng.next()
                } else {
                    rng.next() & rng.next()
                };
                check(occupied);
            }
        }
        assert_eq!(subsets_seen, IN_BETWEEN_SUBSETS, "{what}: subsets");
    }
    coverage
}

/// The piece-aware in-between table `[class][from][to]` of the seven classes: the reference
/// in-between set where a slider reaches `to`, 0 for a step or jump, all ones where the class
/// never attacks `to`.
fn check_piece_in_between() -> Coverage {
    let values = bitboards(&table(TableId::PieceInBetween), &[7, 64, 64]);
    for (class, &piece) in PIECES.iter().enumerate() {
        for (from, to) in all_pairs() {
            let expected = match expected_attack_entry(piece, from, to) {
                0 => 0,
                u64::MAX => u64::MAX,
                _ => in_between(from, to),
            };
            let index = class * PAIRS + usize::from(from) * 64 + usize::from(to);
            assert_eq!(values[index], expected, "class {class}: {from} -> {to}");
        }
    }
    Coverage {
        entries: 7 * PAIRS,
        comparisons: 7 * PAIRS,
        occupancies: 0,
    }
}

/// The compact piece mask by 0x88 difference: bit `class` of the entry of each displacement
/// is set exactly when that class attacks a pair with that displacement on an empty board;
/// padding 0; checked per displacement and per ordered pair (with the seed's `x88diff`).
fn check_piece_mask() -> Coverage {
    let id = TableId::PieceMaskBy0x88Diff;
    let values = integers(&table(id), &[X88.len]);
    let reference = |from: u8, to: u8| {
        PIECES
            .iter()
            .enumerate()
            .filter(|&(_, &piece)| attacks(piece, from, to, 0))
            .fold(0, |mask, (class, _)| mask | 1 << class)
    };
    let mut coverage = check_entries_by_displacement(id.name(), &values, X88, 0, reference);
    coverage.comparisons += check_pairs_by_difference(id.name(), &values, x88diff, reference);
    coverage
}

/// The eight ray directions of the `rays` table, in its documented order: north (towards
/// rank 8), north-east, east (towards the h-file), south-east, south, south-west, west,
/// north-west, as (file, rank) steps.
const RAY_ORDER: [Step; 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// Every square reached from `from` by repeating `step` until the board ends (`from`
/// excluded).
fn ray(from: u8, step: Step) -> u64 {
    let (mut file, mut rank) = coordinates(from);
    let mut set = 0;
    while let Some(square) = square_at(file + step.0, rank + step.1) {
        set |= bit(square);
        file += step.0;
        rank += step.1;
    }
    set
}

/// The reference empty-board attack set of `piece` on `from`: every square it attacks on
/// an empty board, by the reference attack test.
fn empty_board_attacks(piece: Piece, from: u8) -> u64 {
    (0..SQUARES)
        .filter(|&to| attacks(piece, from, to, 0))
        .fold(0, |set, to| set | bit(to))
}

/// Tables by square (`arrPawnAttacks`, `arrKnightAttacks`, `arrKingAttacks`, the
/// pseudo-attacks): entry `[row][square]` is the reference empty-board attack set of the
/// row's piece (pawns: row 0 black, row 1 white, as the attack classes).
fn check_attack_sets(id: TableId, pieces: &[Piece]) -> Coverage {
    let shape: Vec<usize> = match pieces.len() {
        1 => vec![64],
        rows => vec![rows, 64],
    };
    let values = bitboards(&table(id), &shape);
    let mut visited = Visited::new(values.len());
    for (row, &piece) in pieces.iter().enumerate() {
        for from in 0..SQUARES {
            let index = row * 64 + usize::from(from);
            assert_eq!(
                values[index],
                empty_board_attacks(piece, from),
                "{id}: {piece:?} on {from}"
            );
            visited.mark(index);
        }
    }
    Coverage {
        entries: visited.all(id.name()),
        comparisons: values.len(),
        occupancies: 0,
    }
}

/// `LineBB`: for every ordered pair on a common line, the two rays through `a` along that
/// line and `a` itself; empty for other pairs and for `a == b`.
fn check_line() -> Coverage {
    let id = TableId::Line;
    let values = bitboards(&table(id), &[64, 64]);
    let mut visited = Visited::new(PAIRS);
    for (a, b) in all_pairs() {
        let expected = match ray_direction(a, b) {
            Some((df, dr)) => ray(a, (df, dr)) | ray(a, (-df, -dr)) | bit(a),
            None => 0,
        };
        let index = usize::from(a) * 64 + usize::from(b);
        assert_eq!(values[index], expected, "line {a} {b}");
        visited.mark(index);
    }
    Coverage {
        entries: visited.all("line"),
        comparisons: PAIRS,
        occupancies: 0,
    }
}

/// Rays by direction: entry `[direction][square]` is the reference ray in [`RAY_ORDER`].
fn check_rays() -> Coverage {
    let id = TableId::Rays;
    let values = bitboards(&table(id), &[8, 64]);
    let mut visited = Visited::new(8 * 64);
    for (direction, &step) in RAY_ORDER.iter().enumerate() {
        for from in 0..SQUARES {
            let index = direction * 64 + usize::from(from);
            assert_eq!(
                values[index],
                ray(from, step),
                "ray {direction} from {from}"
            );
            visited.mark(index);
        }
    }
    Coverage {
        entries: visited.all("rays"),
        comparisons: 8 * 64,
        occupancies: 0,
    }
}

/// The obstruction-difference masks: entry `[square][line][half]` is the set of squares of
/// the line (file, rank, diagonal, anti-diagonal) through `square`, walked both ways, whose
/// index is below (`half` 0) or above (1) the square's.
fn check_obstruction_difference() -> Coverage {
    let id = TableId::ObstructionDifference;
    let values = bitboards(&table(id), &[64, 4, 2]);
    let lines: [Step; 4] = [(0, 1), (1, 0), (1, 1), (-1, 1)];
    let mut visited = Visited::new(64 * 8);
    for square in 0..SQUARES {
        for (k, &(df, dr)) in lines.iter().enumerate() {
            let line = ray(square, (df, dr)) | ray(square, (-df, -dr));
            let below = (0..square).fold(0, |set, s| set | bit(s));
            for (half, expected) in [line & below, line & !below].into_iter().enumerate() {
                let index = (usize::from(square) * 4 + k) * 2 + half;
                assert_eq!(
                    values[index], expected,
                    "{id}: square {square}, line {k}, half {half}"
                );
                visited.mark(index);
            }
        }
    }
    Coverage {
        entries: visited.all("obstruction-difference"),
        comparisons: 64 * 8,
        occupancies: 0,
    }
}

/// The fancy magics of a slider with `rays`: each square's mask is its rays without their
/// last square, its shift `64 - |mask|`, its offset the sum of the table slots of the
/// squares before it (`2^|mask|` each, filling the table exactly); and every subset of the
/// mask indexes a slot holding what the slider attacks among it (the reference walk). Slots
/// no subset reaches hold 0.
fn check_magics(id: TableId, rays: &[Step]) -> Coverage {
    let (magics_id, attacks_id) = match id {
        TableId::RookMagics | TableId::RookMagicAttacks => {
            (TableId::RookMagics, TableId::RookMagicAttacks)
        }
        _ => (TableId::BishopMagics, TableId::BishopMagicAttacks),
    };
    let magics = bitboards(&table(magics_id), &[64, 4]);
    let attacks = table(attacks_id);
    let attacks = attacks.bitboards().unwrap();
    let mut reached = Visited::new(attacks.len());
    let (mut offset, mut subsets_checked) = (0usize, 0);
    for square in 0..SQUARES {
        let m = &magics[usize::from(square) * 4..][..4];
        let (mask, magic, shift, start) = (m[0], m[1], m[2], m[3] as usize);
        assert_eq!(
            mask,
            relevant(square, rays),
            "{magics_id}: mask of {square}"
        );
        assert_eq!(
            shift,
            u64::from(64 - mask.count_ones()),
            "{magics_id}: shift of {square}"
        );
        assert_eq!(start, offset, "{magics_id}: offset of {square}");
        offset += 1 << mask.count_ones();
        let mut sub = 0u64;
        loop {
            let index = start + (sub.wrapping_mul(magic) >> shift) as usize;
            assert!(
                index < offset,
                "{magics_id}: {square} indexes past its slots"
            );
            let expected = rays
                .iter()
                .fold(0, |set, &step| set | ray_until(square, step, sub));
            assert_eq!(
                attacks[index], expected,
                "{attacks_id}: {square}, occupied {sub:#x}"
            );
            reached.mark(index);
            subsets_checked += 1;
            sub = sub.wrapping_sub(mask) & mask;
            if sub == 0 {
                break;
            }
        }
    }
    assert_eq!(
        offset,
        attacks.len(),
        "{attacks_id}: slots beyond the last square's"
    );
    let unreached = reached.0.iter().zip(attacks).filter(|(r, _)| !**r);
    assert!(
        unreached.clone().all(|(_, &set)| set == 0),
        "{attacks_id}: a slot no subset reaches holds a set"
    );
    let entries = if id == magics_id {
        64 * 4
    } else {
        attacks.len()
    };
    Coverage {
        entries,
        comparisons: subsets_checked,
        occupancies: 0,
    }
}

/// The occupancy that matters to a slider with `rays` on `square`: its rays without their
/// last square.
fn relevant(square: u8, rays: &[Step]) -> u64 {
    rays.iter().fold(0, |set, &step| {
        let ray = ray(square, step);
        // The last square of a ray is the one farthest from `square`.
        let last = (0..SQUARES)
            .filter(|&s| ray & bit(s) != 0)
            .max_by_key(|&s| {
                let (f, r) = coordinates(s);
                let (f0, r0) = coordinates(square);
                (f - f0).abs().max((r - r0).abs())
            });
        set | last.map_or(ray, |l| ray & !bit(l))
    })
}

/// The black magics (published factors and offsets): each square's `not_mask` is the
/// complement of its rays without their last square; its window (4096 slots for the rook, 512
/// for the bishop, from its offset) lies inside the shared table; every subset of the mask,
/// ORed with `not_mask`, multiplied and shifted by the fixed shift, lands on a slot holding
/// what the slider attacks among it (the reference walk, so overlapping windows agree where
/// they meet). Slots no subset of either slider reaches hold 0.
fn check_black_magics(id: TableId) -> Coverage {
    let attacks = table(TableId::BlackMagicAttacks);
    let attacks = attacks.bitboards().unwrap();
    assert_eq!(attacks.len(), BLACK_SLOTS, "black-magic-attacks: length");
    let mut reached = Visited::new(attacks.len());
    let mut per_slider = Vec::new();
    for (magics_id, rays, bits) in [
        (TableId::RookBlackMagics, ROOK_RAYS, 12),
        (TableId::BishopBlackMagics, BISHOP_RAYS, 9),
    ] {
        let magics = bitboards(&table(magics_id), &[64, 3]);
        let mut subsets_checked = 0;
        for square in 0..SQUARES {
            let m = &magics[usize::from(square) * 3..][..3];
            let (not_mask, factor, offset) = (m[0], m[1], m[2] as usize);
            let mask = relevant(square, rays);
            assert_eq!(not_mask, !mask, "{magics_id}: mask of {square}");
            assert!(
                offset + (1 << bits) <= attacks.len(),
                "{magics_id}: the window of {square} runs past the table"
            );
            let mut sub = 0u64;
            loop {
                let index =
                    offset + ((sub | not_mask).wrapping_mul(factor) >> (64 - bits)) as usize;
                let expected = rays
                    .iter()
                    .fold(0, |set, &step| set | ray_until(square, step, sub));
                assert_eq!(
                    attacks[index], expected,
                    "{magics_id}: {square}, occupied {sub:#x}"
                );
                reached.mark(index);
                subsets_checked += 1;
                sub = sub.wrapping_sub(mask) & mask;
                if sub == 0 {
                    break;
                }
            }
        }
        per_slider.push((magics_id, subsets_checked));
    }
    let unreached = reached.0.iter().zip(attacks).filter(|(r, _)| !**r);
    assert!(
        unreached.clone().all(|(_, &set)| set == 0),
        "black-magic-attacks: a slot no subset reaches holds a set"
    );
    match per_slider.iter().find(|(magics_id, _)| *magics_id == id) {
        Some(&(_, comparisons)) => Coverage {
            entries: 64 * 3,
            comparisons,
            occupancies: 0,
        },
        None => Coverage {
            entries: attacks.len(),
            comparisons: per_slider.iter().map(|(_, c)| c).sum(),
            occupancies: 0,
        },
    }
}

/// The squares from `from` along `step` up to and including the first one in `occupied`.
fn ray_until(from: u8, step: Step, occupied: u64) -> u64 {
    let (mut file, mut rank) = coordinates(from);
    let mut set = 0;
    while let Some(square) = square_at(file + step.0, rank + step.1) {
        (file, rank) = (file + step.0, rank + step.1);
        set |= bit(square);
        if occupied & bit(square) != 0 {
            break;
        }
    }
    set
}

/// The direction code (Wiereyn): on each layout, the entry is the 0x88 step from `from`
/// towards `to` (as the ray unit vectors), checked per displacement, per pair by the
/// layout, and per pair again by each seed's own formula: `x88diff` (offset 120) for
/// `direction-0x88`, `0x77 + A - B` with `A = to` for `direction-0x88-119`.
fn check_direction(id: TableId, layout: Layout) -> Coverage {
    let mut coverage = check_ray_unit_vectors(id, layout);
    let values = integers(&table(id), &[layout.len]);
    let reference = |from: u8, to: u8| {
        ray_direction(from, to).map_or(0, |(file_step, rank_step)| 16 * rank_step + file_step)
    };
    let seed_index = |from: u8, to: u8| {
        if layout.len == X88.len {
            x88diff(from, to)
        } else {
            (0x77 + x88(to) - x88(from)) as usize
        }
    };
    coverage.comparisons += check_pairs_by_difference(id.name(), &values, seed_index, reference);
    coverage
}

// -------------------------------------------------------------------------------------------
// Mailbox tables, on each of the seeds' layouts
// -------------------------------------------------------------------------------------------

/// A seed layout as the seeds write it: width, height, and the conversion square -> cell in
/// the seed's own formula (the 0x88 article's `sq + (sq & ~7)`, Reul's `15 * rank + file +
/// 34`, the 10x12 board's `21 + 10 * rank + file`, ...), independent of the generator's.
struct SeedMailbox {
    layout: MailboxLayout,
    width: i32,
    height: i32,
    cell: fn(i32) -> i32,
    /// The seed's way back, where it gives one (cell -> square, valid cells only).
    square: Option<fn(i32) -> i32>,
}

const SEED_MAILBOXES: [SeedMailbox; 6] = [
    SeedMailbox {
        layout: MailboxLayout::X88,
        width: 16,
        height: 8,
        cell: |sq| sq + (sq & !7),
        square: Some(|c| (c + (c & 7)) >> 1),
    },
    SeedMailbox {
        layout: MailboxLayout::TEN_BY_TWELVE,
        width: 10,
        height: 12,
        cell: |sq| 21 + 10 * (sq / 8) + sq % 8,
        square: None,
    },
    SeedMailbox {
        layout: MailboxLayout::TWELVE_BY_TWELVE,
        width: 12,
        height: 12,
        cell: |sq| 26 + 12 * (sq / 8) + sq % 8,
        square: None,
    },
    SeedMailbox {
        layout: MailboxLayout::FIFTEEN_BY_TWELVE,
        width: 15,
        height: 12,
        cell: |sq| 15 * (sq / 8) + sq % 8 + 34,
        square: Some(|c| {
            let rank = ((c - 34) * 9) >> 7;
            8 * rank + (c - 34 - 15 * rank)
        }),
    },
    SeedMailbox {
        layout: MailboxLayout::SIXTEEN_BY_TWELVE,
        width: 16,
        height: 12,
        cell: |sq| sq + (sq & !7) + 36,
        square: Some(|c| (((c >> 4) - 2) << 3) + (c & 0xf) - 4),
    },
    SeedMailbox {
        layout: MailboxLayout::SIXTEEN_BY_SIXTEEN,
        width: 16,
        height: 16,
        cell: |sq| sq + (sq & !7) + 68,
        square: Some(|c| (((c >> 4) - 4) << 3) + (c & 0xf) - 4),
    },
];

/// One mailbox table on one layout, as `u8` (off-board cells 255).
fn mailbox_table(id: TableId, layout: MailboxLayout, shape: &[usize]) -> Vec<i32> {
    let content = Item::new(id)
        .mailbox(layout)
        .compute(Geometry::STANDARD, Semantics::Strict)
        .unwrap();
    let Computed::Table(t) = content else {
        panic!("{id} is a table")
    };
    integers(&t, shape)
}

/// The template and the way back: a cell is a square exactly when the seed's conversion of
/// some square gives it; every other cell, padding, holds 255.
fn check_mailbox_cells(id: TableId) -> Coverage {
    let mut coverage = Coverage::default();
    for seed in &SEED_MAILBOXES {
        let cells = (seed.width * seed.height) as usize;
        let values = mailbox_table(id, seed.layout, &[cells]);
        let mut visited = Visited::new(cells);
        let mut on_board = vec![None; cells];
        for sq in 0..64 {
            on_board[(seed.cell)(sq) as usize] = Some(sq);
        }
        for (cell, &value) in values.iter().enumerate() {
            let expected = match (id, on_board[cell]) {
                (TableId::MailboxTemplate, Some(_)) => 0,
                (TableId::MailboxToSquare, Some(sq)) => sq,
                _ => 255,
            };
            assert_eq!(value, expected, "{id} on {}: cell {cell}", seed.layout);
            visited.mark(cell);
            coverage.comparisons += 1;
        }
        coverage.entries += visited.all(id.name());
    }
    coverage
}

/// The cell of each square, by the seed's formula, and back by the seed's inverse where it
/// has one.
fn check_square_to_mailbox() -> Coverage {
    let mut coverage = Coverage::default();
    for seed in &SEED_MAILBOXES {
        let values = mailbox_table(TableId::SquareToMailbox, seed.layout, &[64]);
        for sq in 0..64 {
            let cell = values[sq as usize];
            assert_eq!(cell, (seed.cell)(sq), "{}: square {sq}", seed.layout);
            coverage.comparisons += 1;
            if let Some(back) = seed.square {
                assert_eq!(back(cell), sq, "{}: back from cell {cell}", seed.layout);
                coverage.comparisons += 1;
            }
        }
        coverage.entries += 64;
    }
    coverage
}

/// Steps of a piece class in clockwise order from north (angle measured from the positive
/// rank axis towards the positive file axis), as the table documents.
fn clockwise(mut steps: Vec<Step>) -> Vec<Step> {
    let angle = |&(f, r): &Step| {
        let a = f64::from(f).atan2(f64::from(r));
        if a < 0.0 {
            a + std::f64::consts::TAU
        } else {
            a
        }
    };
    steps.sort_by(|a, b| angle(a).total_cmp(&angle(b)));
    steps
}

/// The increments per class: each step `(file, rank)` of the class is `width * rank +
/// file` cells, clockwise from north (the pawns' captures west to east), 0 after the last.
fn check_mailbox_increments() -> Coverage {
    let mut coverage = Coverage::default();
    let classes: [Vec<Step>; 7] = [
        vec![(-1, -1), (1, -1)],
        vec![(-1, 1), (1, 1)],
        clockwise(KNIGHT_JUMPS.to_vec()),
        clockwise(BISHOP_RAYS.to_vec()),
        clockwise(ROOK_RAYS.to_vec()),
        clockwise(KING_STEPS.to_vec()),
        clockwise(KING_STEPS.to_vec()),
    ];
    for seed in &SEED_MAILBOXES {
        let values = mailbox_table(TableId::MailboxIncrements, seed.layout, &[7, 8]);
        for (class, steps) in classes.iter().enumerate() {
            for k in 0..8 {
                let expected = steps.get(k).map_or(0, |&(f, r)| seed.width * r + f);
                assert_eq!(
                    values[class * 8 + k],
                    expected,
                    "{}: class {class}, step {k}",
                    seed.layout
                );
                coverage.comparisons += 1;
            }
        }
        coverage.entries += 56;
    }
    coverage
}

// -------------------------------------------------------------------------------------------
// SEE tables: an independent exchange simulation
// -------------------------------------------------------------------------------------------

/// The SEE tables' reference: each attack byte decoded again from its documented layout,
/// and each exchange played out by a recursive minimax (the side to move takes with its
/// least valuable piece or stops), not by the generator's swap list.
mod see_reference {
    use vector_attacks_codegen::compute::see::Encoding;

    /// Attacking pieces are counted by value class: 0 pawn, 1 knight or bishop, 2 rook,
    /// 3 queen, 4 king.
    const KING: usize = 4;

    /// Values of the classes with the default piece values; the king is never taken.
    const VALUE: [i32; 5] = [1, 3, 5, 9, 0];

    /// The attackers a byte describes, as class counts, from the layouts in the module's docs.
    pub fn counts(encoding: Encoding, byte: u32) -> [usize; 5] {
        match encoding {
            Encoding::Rebel => {
                let flags: Vec<usize> = (0..5).filter(|bit| byte >> (3 + bit) & 1 == 1).collect();
                let mut c = [0; 5];
                for &f in &flags {
                    c[f] = 1;
                }
                // Extra attackers beyond one per flag are of the cheapest flagged class, never
                // the king.
                let extra = (byte & 7) as usize;
                if let Some(&cheapest) = flags.iter().find(|&&f| f != KING) {
                    c[cheapest] += extra.saturating_sub(flags.len());
                }
                c
            }
            Encoding::Counts => [
                ((byte & 3) as usize).min(2),
                (byte >> 2 & 3) as usize,
                (byte >> 4 & 3) as usize,
                (byte >> 6 & 1) as usize,
                (byte >> 7 & 1) as usize,
            ],
        }
    }

    /// The cheapest class left, if any.
    fn cheapest(c: &[usize; 5]) -> Option<usize> {
        (0..5).find(|&k| c[k] > 0)
    }

    /// What the side to move can still gain on a square holding a piece worth `on_square`,
    /// capturing with its cheapest piece or stopping.
    fn best(on_square: i32, mine: [usize; 5], theirs: [usize; 5]) -> i32 {
        let Some(k) = cheapest(&mine) else { return 0 };
        if k == KING && cheapest(&theirs).is_some() {
            return 0; // the king may not capture into a defended square
        }
        let mut rest = mine;
        rest[k] -= 1;
        (on_square - best(VALUE[k], theirs, rest)).max(0)
    }

    /// The exchange the table describes: the first capture is forced.
    pub fn exchange(victim: i32, attackers: [usize; 5], defenders: [usize; 5]) -> i32 {
        let Some(k) = cheapest(&attackers) else {
            return 0;
        };
        if k == KING && cheapest(&defenders).is_some() {
            return 0;
        }
        let mut rest = attackers;
        rest[k] -= 1;
        victim - best(VALUE[k], defenders, rest)
    }
}

/// Every entry of a SEE table against the simulation of [`see_reference`].
fn check_see(id: TableId, encoding: Encoding) -> Coverage {
    use see_reference::{counts, exchange};
    let victims = [0, 1, 3, 3, 5, 9]; // empty, pawn, knight, bishop, rook, queen
    let values = integers(&table(id), &[6, 256, 256]);
    let decoded: Vec<[usize; 5]> = (0..256).map(|b| counts(encoding, b)).collect();
    let mut visited = Visited::new(values.len());
    let mut coverage = Coverage::default();
    for (row, &victim) in victims.iter().enumerate() {
        for a in 0..256 {
            for d in 0..256 {
                let index = (row << 16) | (a << 8) | d;
                let expected = exchange(victim, decoded[a], decoded[d]);
                assert_eq!(
                    values[index], expected,
                    "{id}: victim {row}, bytes {a:#04x} {d:#04x}"
                );
                visited.mark(index);
                coverage.comparisons += 1;
            }
        }
    }
    coverage.entries = visited.all(id.name());
    coverage
}

#[test]
fn see_table_seed_like_cases() {
    let v = integers(&table(TableId::SeeRebel), &[6, 256, 256]);
    let at = |victim: usize, a: usize, d: usize| v[(victim << 16) | (a << 8) | d];
    let (pawn, rook, queen, king) = (1 | 1 << 3, 1 | 1 << 5, 1 | 1 << 6, 1 | 1 << 7);
    // An undefended rook, attacked by a pawn: +5.
    assert_eq!(at(4, pawn, 0), 5);
    // A knight defended by a pawn, attacked by a queen: QxN PxQ, -6.
    assert_eq!(at(2, queen, pawn), 3 - 9);
    // The king alone cannot take a defended piece; it can take an undefended one.
    assert_eq!(at(1, king, pawn), 0);
    assert_eq!(at(1, king, 0), 1);
    // Rook and king against a rook: RxP, RxR, KxR: the defender does not recapture.
    assert_eq!(at(1, 2 | 1 << 5 | 1 << 7, rook), 1);
    // Nothing attacks: 0.
    assert_eq!(at(5, 0, queen), 0);
}

/// The piece-set table (seed "Attack and Defend Maps", Piece-Sets): for each of one side's
/// 16-bit sets, Rebel's byte by its definition, written from the layout's letters: the
/// count of set bits up to 7, and a flag per class when a bit of a letter of that class is
/// set (`p`; `n` or `b`; `r`; `q`; `k`). Checked for the seed's layout (the table under
/// test) and, through an item, for another.
fn check_piece_set(id: TableId) -> Coverage {
    let mut coverage = Coverage::default();
    for letters in ["ppppppppnnbbrrqk", "kqrrbbnnpppppppp"] {
        let values = if letters == "ppppppppnnbbrrqk" {
            integers(&table(id), &[65536])
        } else {
            let item = Item::new(id).piece_set_layout(letters.parse().expect("a layout"));
            match item.compute(Geometry::STANDARD, Semantics::Strict) {
                Ok(Computed::Table(t)) => integers(&t, &[65536]),
                other => panic!("{letters}: {other:?}"),
            }
        };
        let mask = |classes: &str| -> u32 {
            letters
                .chars()
                .enumerate()
                .filter(|&(_, c)| classes.contains(c))
                .fold(0, |m, (bit, _)| m | 1 << bit)
        };
        let flags = [("p", 3), ("nb", 4), ("r", 5), ("q", 6), ("k", 7)].map(|(c, b)| (mask(c), b));
        let mut visited = Visited::new(values.len());
        for set in 0..65536u32 {
            let expected = flags
                .iter()
                .filter(|&&(m, _)| set & m != 0)
                .fold(set.count_ones().min(7), |byte, &(_, b)| byte | 1 << b);
            assert_eq!(
                values[set as usize], expected as i32,
                "{letters}: set {set:#06x}"
            );
            visited.mark(set as usize);
            coverage.comparisons += 1;
        }
        coverage.entries = visited.all(id.name());
    }
    coverage
}

#[test]
fn piece_set_attack_byte() {
    verify(TableId::PieceSetAttackByte);
}

/// Runs the check of one table. The match has no wildcard, so a new `TableId` does not
/// compile until it has a check here.
fn check(id: TableId) -> Coverage {
    match id {
        TableId::InBetweenRectangular => check_rectangular(id),
        // On 8x8 the runtime's in_between and may_move read the rectangular table, and its
        // is_attacked the attack table by 0x88 difference.
        TableId::InBetweenFn | TableId::MayMoveFn => check_rectangular(id),
        TableId::IsAttackedFn | TableId::PieceInBetweenFn => check_attacks(id),
        TableId::PieceInBetween => check_piece_in_between(),
        TableId::InBetweenTriangular => check_triangular(),
        TableId::InBetweenBy0x88Diff => check_in_between_by_x88_diff(),
        TableId::InBetweenCalculated => check_calculated(),
        TableId::RayUnitVectorQueen15 => check_ray_unit_vectors(id, VECTOR_15),
        TableId::RayUnitVectorQueen16 => check_ray_unit_vectors(id, VECTOR_16),
        TableId::ChebyshevBy0x88Diff => check_distance_by_difference(id, X88, Metric::Chebyshev),
        TableId::ManhattanBy0x88Diff => check_distance_by_difference(id, X88, Metric::Manhattan),
        TableId::ChebyshevByVector15 => {
            check_distance_by_difference(id, VECTOR_15, Metric::Chebyshev)
        }
        TableId::ManhattanByVector15 => {
            check_distance_by_difference(id, VECTOR_15, Metric::Manhattan)
        }
        TableId::ChebyshevBySquares => check_distance_by_squares(id, Metric::Chebyshev),
        TableId::ManhattanBySquares => check_distance_by_squares(id, Metric::Manhattan),
        TableId::AttacksBy0x88DiffAndPiece => check_attacks(id),
        TableId::PieceMaskBy0x88Diff => check_piece_mask(),
        TableId::PawnAttacks => check_attack_sets(id, &[Piece::BlackPawn, Piece::WhitePawn]),
        TableId::KnightAttacks => check_attack_sets(id, &[Piece::Knight]),
        TableId::KingAttacks => check_attack_sets(id, &[Piece::King]),
        TableId::PseudoAttacks => check_attack_sets(id, &PIECES),
        TableId::Line => check_line(),
        TableId::Rays => check_rays(),
        TableId::DirectionBy0x88Diff => check_direction(id, X88),
        TableId::DirectionBy0x88Diff119 => check_direction(id, VECTOR_16),
        TableId::MailboxTemplate | TableId::MailboxToSquare => check_mailbox_cells(id),
        TableId::SquareToMailbox => check_square_to_mailbox(),
        TableId::MailboxIncrements => check_mailbox_increments(),
        TableId::SeeRebel => check_see(id, Encoding::Rebel),
        TableId::SeeCounts => check_see(id, Encoding::Counts),
        TableId::PieceSetAttackByte => check_piece_set(id),
        TableId::ObstructionDifference => check_obstruction_difference(),
        TableId::RookMagics | TableId::RookMagicAttacks => check_magics(id, ROOK_RAYS),
        TableId::BishopMagics | TableId::BishopMagicAttacks => check_magics(id, BISHOP_RAYS),
        TableId::RookBlackMagics | TableId::BishopBlackMagics | TableId::BlackMagicAttacks => {
            check_black_magics(id)
        }
        TableId::LeaperAttacks => check_leaper_attacks(),
        TableId::AttacksFn
        | TableId::AttackersToFn
        | TableId::InCheckFn
        | TableId::SideAttacksFn => check_attack_set_kit(id),
    }
}

/// The coverage each check must report: every entry, and exactly the comparisons listed.
const fn expected_coverage(id: TableId) -> Coverage {
    const fn cover(entries: usize, comparisons: usize) -> Coverage {
        Coverage {
            entries,
            comparisons,
            occupancies: 0,
        }
    }
    // A table by difference: each entry once by displacement or as padding, then each
    // ordered pair once.
    const fn by_difference(layout: Layout) -> Coverage {
        cover(layout.len, layout.len + PAIRS)
    }
    match id {
        TableId::InBetweenRectangular | TableId::InBetweenFn | TableId::MayMoveFn => {
            cover(PAIRS, PAIRS)
        }
        TableId::InBetweenTriangular => cover(64 * 65 / 2, PAIRS),
        TableId::InBetweenBy0x88Diff | TableId::PieceMaskBy0x88Diff => by_difference(X88),
        TableId::InBetweenCalculated => cover(PAIRS, 16 * PAIRS),
        TableId::RayUnitVectorQueen15 => by_difference(VECTOR_15),
        TableId::RayUnitVectorQueen16 => by_difference(VECTOR_16),
        TableId::ChebyshevBy0x88Diff | TableId::ManhattanBy0x88Diff => by_difference(X88),
        TableId::ChebyshevByVector15 | TableId::ManhattanByVector15 => by_difference(VECTOR_15),
        TableId::ChebyshevBySquares | TableId::ManhattanBySquares => cover(PAIRS, PAIRS),
        TableId::PieceInBetween => cover(7 * PAIRS, 7 * PAIRS),
        TableId::AttacksBy0x88DiffAndPiece | TableId::IsAttackedFn | TableId::PieceInBetweenFn => {
            Coverage {
                entries: 7 * 256,
                comparisons: 7 * (256 + PAIRS),
                occupancies: 7 * OCCUPANCIES_PER_CLASS,
            }
        }
        TableId::PawnAttacks => cover(2 * 64, 2 * 64),
        TableId::KnightAttacks | TableId::KingAttacks => cover(64, 64),
        TableId::PseudoAttacks => cover(7 * 64, 7 * 64),
        TableId::Line => cover(PAIRS, PAIRS),
        TableId::Rays => cover(8 * 64, 8 * 64),
        // As the ray unit vectors, plus every pair by the seed's own index formula.
        TableId::DirectionBy0x88Diff => cover(X88.len, X88.len + 2 * PAIRS),
        TableId::DirectionBy0x88Diff119 => cover(VECTOR_16.len, VECTOR_16.len + 2 * PAIRS),
        // Every cell of the six seed layouts: 128 + 120 + 144 + 180 + 192 + 256.
        TableId::MailboxTemplate | TableId::MailboxToSquare => cover(1020, 1020),
        // Every square of six layouts, and back by the seed's inverse on four of them.
        TableId::SquareToMailbox => cover(6 * 64, 10 * 64),
        TableId::MailboxIncrements => cover(6 * 56, 6 * 56),
        TableId::SeeRebel | TableId::SeeCounts => cover(6 * 65536, 6 * 65536),
        // Two layouts, each set once.
        TableId::PieceSetAttackByte => cover(65536, 2 * 65536),
        TableId::ObstructionDifference => cover(64 * 4 * 2, 64 * 4 * 2),
        // Each square's magic, then every subset of each relevant occupancy through it.
        TableId::RookMagics => cover(64 * 4, ROOK_SUBSETS),
        TableId::BishopMagics => cover(64 * 4, BISHOP_SUBSETS),
        TableId::RookMagicAttacks => cover(ROOK_SUBSETS, ROOK_SUBSETS),
        TableId::BishopMagicAttacks => cover(BISHOP_SUBSETS, BISHOP_SUBSETS),
        TableId::RookBlackMagics => cover(64 * 3, ROOK_SUBSETS),
        TableId::BishopBlackMagics => cover(64 * 3, BISHOP_SUBSETS),
        TableId::BlackMagicAttacks => cover(BLACK_SLOTS, ROOK_SUBSETS + BISHOP_SUBSETS),
        TableId::LeaperAttacks => cover(7 * 64, 7 * 64),
        TableId::AttacksFn
        | TableId::AttackersToFn
        | TableId::InCheckFn
        | TableId::SideAttacksFn => Coverage {
            entries: 7 * 64,
            comparisons: 7 * 64 * KIT_OCCUPANCIES,
            occupancies: 7 * 64 * KIT_OCCUPANCIES,
        },
    }
}

/// `leaper-attacks` on 8x8: the pawns', knight's and king's empty-board attacks, nothing for
/// the sliders.
fn check_leaper_attacks() -> Coverage {
    let id = TableId::LeaperAttacks;
    let values = bitboards(&table(id), &[7, 64]);
    let mut visited = Visited::new(values.len());
    for (row, &piece) in PIECES.iter().enumerate() {
        for from in 0..SQUARES {
            let index = row * 64 + usize::from(from);
            let expected = if piece.is_slider() {
                0
            } else {
                empty_board_attacks(piece, from)
            };
            assert_eq!(values[index], expected, "{id}: {piece:?} on {from}");
            visited.mark(index);
        }
    }
    Coverage {
        entries: visited.all(id.name()),
        comparisons: values.len(),
        occupancies: 0,
    }
}

/// Occupancies per piece and square in [`check_attack_set_kit`].
const KIT_OCCUPANCIES: usize = 64;

/// The attack-set functions on 8x8 (the compiled code is proven in examples/variant): the
/// sets their kit holds, read as the function reads them, for each piece and square under
/// random occupancies. `attacks` reads what the piece on `from` attacks; `attackers_to` and
/// `in_check` read, from a square, where a piece of the kind attacks it from.
fn check_attack_set_kit(id: TableId) -> Coverage {
    let Computed::AttackSetFunction(kit) = id.content(Geometry::STANDARD) else {
        panic!("{id:?}: expected an attack-set function");
    };
    let g = Geometry::STANDARD;
    let mut rng = XorShift(0x0DDB_1A5E_5BAD_5EED);
    let mut visited = Visited::new(7 * 64);
    let mut comparisons = 0;
    for (row, &piece) in PIECES.iter().enumerate() {
        for square in 0..SQUARES {
            for k in 0..KIT_OCCUPANCIES {
                let occupied = match k % 3 {
                    0 => rng.next(),
                    1 => rng.next() & rng.next(),
                    _ => rng.next() & rng.next() & rng.next(),
                };
                let expected = if matches!(id, TableId::AttacksFn | TableId::SideAttacksFn) {
                    (0..SQUARES)
                        .filter(|&to| attacks(piece, square, to, occupied))
                        .fold(0, |set, to| set | bit(to))
                } else {
                    (0..SQUARES)
                        .filter(|&from| attacks(piece, from, square, occupied))
                        .fold(0, |set, from| set | bit(from))
                };
                let got = kit.pieces[row].attacks(g, usize::from(square), occupied.into());
                assert_eq!(
                    got,
                    u128::from(expected),
                    "{id}: {piece:?}, {square}, {occupied:#x}"
                );
                comparisons += 1;
            }
            visited.mark(row * 64 + usize::from(square));
        }
    }
    Coverage {
        entries: visited.all(id.name()),
        comparisons,
        occupancies: comparisons,
    }
}

/// The subsets of the relevant occupancies of all 64 squares, the sum of `2^|mask|`: for
/// the rook 4 corners x 2^12 + 24 other edge squares x 2^11 + 36 inner squares x 2^10; for
/// the bishop the well-known 5,248.
const ROOK_SUBSETS: usize = 4 * (1 << 12) + 24 * (1 << 11) + 36 * (1 << 10);
const BISHOP_SUBSETS: usize = 5_248;
/// The shared black-magic table: as far as the furthest window reaches (the rook on g2, at
/// 84,972, plus 4,096 slots).
const BLACK_SLOTS: usize = 84_972 + 4_096;

/// Runs the check of `id` and asserts its coverage.
fn verify(id: TableId) -> Coverage {
    let coverage = check(id);
    assert_eq!(coverage, expected_coverage(id), "{id}: coverage");
    coverage
}

#[test]
fn obstruction_difference() {
    verify(TableId::ObstructionDifference);
}

#[test]
fn leaper_attacks() {
    verify(TableId::LeaperAttacks);
}

#[test]
fn attack_set_functions() {
    for id in [
        TableId::AttacksFn,
        TableId::AttackersToFn,
        TableId::InCheckFn,
        TableId::SideAttacksFn,
    ] {
        verify(id);
    }
}

/// The set-wise `side_attacks` (`strategy = fill`): its plan, applied as the emitted code
/// applies it, against the union of the reference's attacks of every piece, under random
/// positions (a random kind, or none, on each occupied square).
#[test]
fn side_attacks_set_wise() {
    use vector_attacks_codegen::compute::attacks::PieceClass;
    use vector_attacks_codegen::compute::side_attacks::{plan, side_attacks};
    let g = Geometry::STANDARD;
    let moves: Vec<Vec<_>> = PieceClass::orthodox()
        .iter()
        .map(|p| p.moves().to_vec())
        .collect();
    let plan = plan(&moves);
    let mut rng = XorShift(0x51DE_A77A_C45E_7001);
    for k in 0..20_000 {
        let occupied = match k % 3 {
            0 => rng.next(),
            1 => rng.next() & rng.next(),
            _ => rng.next() & rng.next() & rng.next(),
        };
        let mut by_piece = [0u64; 7];
        for square in (0..SQUARES).filter(|&s| occupied & bit(s) != 0) {
            let kind = (rng.next() % 9) as usize;
            if kind < 7 {
                by_piece[kind] |= bit(square);
            }
        }
        let expected = PIECES.iter().zip(by_piece).fold(0u64, |set, (&piece, by)| {
            (0..SQUARES)
                .filter(|&from| by & bit(from) != 0)
                .flat_map(|from| (0..SQUARES).map(move |to| (from, to)))
                .filter(|&(from, to)| attacks(piece, from, to, occupied))
                .fold(set, |set, (_, to)| set | bit(to))
        });
        let wide = by_piece.map(u128::from);
        let got = side_attacks(g, &plan, &wide, occupied.into());
        assert_eq!(
            got,
            u128::from(expected),
            "{by_piece:x?} among {occupied:#x}"
        );
    }
}

/// The rotated bitboards' tables on 8x8: each square's place in each rotated copy is a
/// numbering of the board in which every line of the kind lies in adjacent bits; and every
/// square, along each of its lines, with every subset of the line's other squares, reads
/// from the rotated copies what the reference's ray walk gives.
#[test]
fn rotated_bitboards() {
    use vector_attacks_codegen::compute::rotated::Rotation;
    let r = Rotation::new(Geometry::STANDARD);
    let steps: [[Step; 2]; 4] = [
        [(0, 1), (0, -1)],
        [(1, 0), (-1, 0)],
        [(1, 1), (-1, -1)],
        [(-1, 1), (1, -1)],
    ];
    let mut checks = 0;
    for (kind, [up, down]) in steps.into_iter().enumerate() {
        let mut places: Vec<u32> = r.place[kind].clone();
        places.sort_unstable();
        assert_eq!(
            places,
            (0..64).collect::<Vec<u32>>(),
            "line {kind}: a numbering"
        );
        for square in 0..SQUARES {
            // The line through the square in order: its squares' places are consecutive.
            let line = ray(square, down) | bit(square) | ray(square, up);
            let mut line_places: Vec<u32> = (0..SQUARES)
                .filter(|&s| line & bit(s) != 0)
                .map(|s| r.place[kind][usize::from(s)])
                .collect();
            line_places.sort_unstable();
            assert!(
                line_places.windows(2).all(|w| w[1] == w[0] + 1),
                "line {kind} of {square}"
            );
            let others = line & !bit(square);
            let mut subset = 0u64;
            loop {
                let expected = ray_until(square, up, subset) | ray_until(square, down, subset);
                let rotated = r.rotate(subset.into());
                assert_eq!(
                    r.line_attacks(usize::from(square), kind, &rotated),
                    u128::from(expected),
                    "line {kind}, {square}, {subset:#x}"
                );
                checks += 1;
                subset = subset.wrapping_sub(others) & others;
                if subset == 0 {
                    break;
                }
            }
        }
    }
    // Each line of L squares has 2^(L-1) subsets of the others from each of its squares.
    assert!(checks > 4 * 64 * 16, "{checks}");
    // Toggling bits one by one gives the copies made from scratch.
    let bits = r.bits();
    let mut rng = XorShift(0x0707_7070_1234_4321);
    let mut occupied = 0u64;
    let mut kept = [0u128; 4];
    for _ in 0..10_000 {
        let square = (rng.next() % 64) as usize;
        occupied ^= 1 << square;
        for (copy, b) in kept.iter_mut().zip(bits[square]) {
            *copy ^= b;
        }
        assert_eq!(kept, r.rotate(occupied.into()));
    }
}

#[test]
fn rook_magics() {
    verify(TableId::RookMagics);
    verify(TableId::RookMagicAttacks);
}

#[test]
fn black_magics() {
    verify(TableId::RookBlackMagics);
    verify(TableId::BishopBlackMagics);
    verify(TableId::BlackMagicAttacks);
}

#[test]
fn bishop_magics() {
    verify(TableId::BishopMagics);
    verify(TableId::BishopMagicAttacks);
}

#[test]
fn in_between_rectangular() {
    verify(TableId::InBetweenRectangular);
}

#[test]
fn in_between_triangular() {
    verify(TableId::InBetweenTriangular);
}

#[test]
fn in_between_by_x88_diff() {
    verify(TableId::InBetweenBy0x88Diff);
}

#[test]
fn in_between_calculated_fn() {
    verify(TableId::InBetweenCalculated);
}

#[test]
fn ray_unit_vector_queen_15() {
    verify(TableId::RayUnitVectorQueen15);
}

#[test]
fn ray_unit_vector_queen_16() {
    verify(TableId::RayUnitVectorQueen16);
}

#[test]
fn chebyshev_by_x88_diff() {
    verify(TableId::ChebyshevBy0x88Diff);
}

#[test]
fn manhattan_by_x88_diff() {
    verify(TableId::ManhattanBy0x88Diff);
}

#[test]
fn chebyshev_by_vector_15() {
    verify(TableId::ChebyshevByVector15);
}

#[test]
fn manhattan_by_vector_15() {
    verify(TableId::ManhattanByVector15);
}

#[test]
fn chebyshev_by_squares() {
    verify(TableId::ChebyshevBySquares);
}

#[test]
fn manhattan_by_squares() {
    verify(TableId::ManhattanBySquares);
}

#[test]
fn attacks_by_x88_diff_and_piece() {
    verify(TableId::AttacksBy0x88DiffAndPiece);
}

#[test]
fn piece_mask_by_x88_diff() {
    verify(TableId::PieceMaskBy0x88Diff);
}

#[test]
fn pawn_attacks() {
    verify(TableId::PawnAttacks);
}

#[test]
fn knight_attacks() {
    verify(TableId::KnightAttacks);
}

#[test]
fn king_attacks() {
    verify(TableId::KingAttacks);
}

#[test]
fn pseudo_attacks() {
    verify(TableId::PseudoAttacks);
}

#[test]
fn line() {
    verify(TableId::Line);
}

#[test]
fn rays() {
    verify(TableId::Rays);
}

#[test]
fn direction_by_x88_diff() {
    verify(TableId::DirectionBy0x88Diff);
}

#[test]
fn direction_by_x88_diff_119() {
    verify(TableId::DirectionBy0x88Diff119);
}

/// The seeds' own examples for the new tables, so the reference is pinned to them: Wiereyn's
/// pin (a rook on d5, its king on f5: the table gives due west, from the king towards the
/// piece), a knight in the corner, and the long diagonal.
#[test]
fn seed_examples_of_the_square_attacked_by_tables() {
    let sq = |name: &str| {
        let b = name.as_bytes();
        (b[1] - b'1') * 8 + (b[0] - b'a')
    };
    let direction = integers(&table(TableId::DirectionBy0x88Diff119), &[VECTOR_16.len]);
    let (king, rook) = (sq("f5"), sq("d5"));
    assert_eq!(direction[(0x77 + x88(rook) - x88(king)) as usize], -1); // west
    let knight = bitboards(&table(TableId::KnightAttacks), &[64]);
    assert_eq!(knight[usize::from(sq("a1"))], bit(sq("b3")) | bit(sq("c2")));
    let line = bitboards(&table(TableId::Line), &[64, 64]);
    assert_eq!(
        line[usize::from(sq("c3")) * 64 + usize::from(sq("e5"))],
        0x8040_2010_0804_0201
    );
}

/// A few hand-checked facts, so that the reference itself is pinned to the chessboard and
/// not only to the tables (a reference wrong in the same way as the generator would
/// otherwise go unnoticed).
#[test]
fn reference_sanity() {
    let sq = |name: &str| {
        let b = name.as_bytes();
        square_at(i32::from(b[0] - b'a'), i32::from(b[1] - b'1')).unwrap()
    };
    let set = |names: &[&str]| names.iter().fold(0u64, |acc, n| acc | bit(sq(n)));
    assert_eq!((sq("a1"), sq("h1"), sq("a8"), sq("h8")), (0, 7, 56, 63));
    assert_eq!(in_between(sq("a1"), sq("h8")), 0x0040_2010_0804_0200);
    assert_eq!(in_between(sq("h8"), sq("a1")), 0x0040_2010_0804_0200);
    assert_eq!(in_between(sq("a1"), sq("d1")), set(&["b1", "c1"]));
    assert_eq!(
        in_between(sq("e2"), sq("e7")),
        set(&["e3", "e4", "e5", "e6"])
    );
    assert_eq!(
        in_between(sq("h1"), sq("a8")),
        set(&["g2", "f3", "e4", "d5", "c6", "b7"])
    );
    assert_eq!(in_between(sq("a1"), sq("b3")), 0); // knight jump
    assert_eq!(in_between(sq("a1"), sq("b2")), 0); // adjacent
    assert_eq!(in_between(sq("h1"), sq("a2")), 0); // wraps in square numbers only
    assert_eq!(in_between(sq("e4"), sq("e4")), 0);
    // d1 -> a1: b1 and c1 relative to d1 are -2 and -1, i.e. 62 and 63.
    assert_eq!(relative_in_between(sq("d1"), sq("a1")), bit(62) | bit(63));
    assert!(attacks(Piece::WhitePawn, sq("e4"), sq("d5"), 0));
    assert!(!attacks(Piece::WhitePawn, sq("e4"), sq("d3"), 0));
    assert!(attacks(Piece::BlackPawn, sq("e4"), sq("f3"), 0));
    assert!(!attacks(Piece::BlackPawn, sq("a4"), sq("h4"), 0));
    assert!(attacks(Piece::Knight, sq("g1"), sq("f3"), u64::MAX));
    assert!(attacks(Piece::Rook, sq("a1"), sq("a8"), bit(sq("a8"))));
    assert!(!attacks(Piece::Rook, sq("a1"), sq("a8"), bit(sq("a5"))));
    assert!(!attacks(Piece::Bishop, sq("a1"), sq("a8"), 0));
    assert!(attacks(Piece::Queen, sq("d1"), sq("h5"), 0));
    assert!(!attacks(Piece::King, sq("e1"), sq("e1"), 0));
    let chebyshev = Metric::Chebyshev.distances();
    let manhattan = Metric::Manhattan.distances();
    assert_eq!(chebyshev[0][63], 7);
    assert_eq!(manhattan[0][63], 14);
    assert_eq!(chebyshev[usize::from(sq("b1"))][usize::from(sq("g4"))], 5);
    assert_eq!(manhattan[usize::from(sq("b1"))][usize::from(sq("g4"))], 8);
    assert_eq!(IN_BETWEEN_SUBSETS, 13_284);
}

// ===========================================================================================
// Part 3: proofs of the indexing tricks
// ===========================================================================================

/// Asserts that over all 4096 ordered pairs, `index(a, b) == index(c, d)` exactly when the
/// displacements of (a, b) and (c, d) are equal, and returns the number of distinct indices.
///
/// Two maps prove both directions: index -> displacement shows equal indices imply equal
/// displacements, displacement -> index shows equal displacements imply equal indices.
fn assert_index_matches_displacement(what: &str, index: impl Fn(u8, u8) -> usize) -> usize {
    let mut displacement_of = HashMap::new();
    let mut index_of = HashMap::new();
    for (from, to) in all_pairs() {
        let (i, d) = (index(from, to), displacement(from, to));
        let seen_d = *displacement_of.entry(i).or_insert(d);
        assert_eq!(seen_d, d, "{what}: index {i} has two displacements");
        let seen_i = *index_of.entry(d).or_insert(i);
        assert_eq!(seen_i, i, "{what}: displacement {d:?} has two indices");
    }
    assert_eq!(displacement_of.len(), index_of.len());
    displacement_of.len()
}

/// (a) Each 0x88 difference names exactly one displacement, and each displacement one
/// difference; the difference is `to88 - from88 + 120 = 120 + 16 * drank + dfile`, in
/// `1..=239`.
#[test]
fn trick_x88diff_is_one_to_one_with_displacement() {
    for (from, to) in all_pairs() {
        let diff = x88diff(from, to);
        assert!((1..=239).contains(&diff), "{from} -> {to}: {diff}");
        assert_eq!(diff as i32, x88(to) - x88(from) + 120, "{from} -> {to}");
        assert_eq!(diff, X88.pair_index(from, to), "{from} -> {to}");
    }
    let distinct = assert_index_matches_displacement("x88diff", x88diff);
    assert_eq!(distinct, DISPLACEMENTS);
    // The 31 differences no pair reaches: not only 0 and 240..=255, but also every multiple
    // of 16 below 240 (a file delta of +-8), the padding the 0x88 tables must fill too.
    let mut used = [false; 256];
    for (from, to) in all_pairs() {
        used[x88diff(from, to)] = true;
    }
    let unused: Vec<usize> = (0..256).filter(|&i| !used[i]).collect();
    let expected: Vec<usize> = (0..240).step_by(16).chain(240..256).collect();
    assert_eq!(unused, expected);
    assert_eq!(unused.len(), 256 - DISPLACEMENTS);
    // By contrast, the plain square difference is ambiguous (the reason for the trick):
    // h1 -> a2 and a1 -> b1 both differ by +1.
    let (a1, b1, h1, a2) = (0, 1, 7, 8);
    assert_eq!(a2 - h1, b1 - a1);
    assert_ne!(displacement(h1, a2), displacement(a1, b1));
    assert_ne!(x88diff(h1, a2), x88diff(a1, b1));
}

/// (b) The triangular index maps the 2080 unordered pairs one to one onto `0..2080`, and is
/// symmetric in its arguments.
#[test]
fn trick_triangular_index_is_a_bijection() {
    let mut owner: Vec<Option<(u8, u8)>> = vec![None; 2080];
    let mut pairs = 0;
    for a in 0..SQUARES {
        for b in a..SQUARES {
            let index = triangular_index(a, b);
            assert!(index < 2080, "{a}, {b}: {index}");
            assert_eq!(owner[index], None, "{a}, {b} collide at {index}");
            owner[index] = Some((a, b));
            assert_eq!(triangular_index(b, a), index, "symmetric");
            pairs += 1;
        }
    }
    assert_eq!(pairs, 2080);
    assert!(owner.iter().all(Option::is_some), "onto 0..2080");
}

/// (c) Rotating the relative entry of the 0x88 table left by `from` gives the rectangular
/// entry, for all 4096 pairs (the two tables of the generator agree with each other, besides
/// each agreeing with the reference).
#[test]
fn trick_rotated_relative_entry_is_rectangular_entry() {
    let rectangular = bitboards(&table(TableId::InBetweenRectangular), &[64, 64]);
    let relative = bitboards(&table(TableId::InBetweenBy0x88Diff), &[256]);
    let mut checked = 0;
    for (from, to) in all_pairs() {
        assert_eq!(
            relative[x88diff(from, to)].rotate_left(u32::from(from)),
            rectangular[usize::from(from) * 64 + usize::from(to)],
            "{from} -> {to}"
        );
        // And the reference's relative set is position independent in the same way.
        assert_eq!(
            relative_in_between(from, to).rotate_left(u32::from(from)),
            in_between(from, to)
        );
        checked += 1;
    }
    assert_eq!(checked, PAIRS);
}

/// (d) The 15-wide and 16-wide vector indices are one to one with displacements and stay
/// inside their tables (225 and 239 entries); any width below 15 makes two displacements
/// collide (DESIGN.md: such widths must be refused).
#[test]
fn trick_vector_index_is_one_to_one_with_displacement() {
    for layout in [VECTOR_15, VECTOR_16] {
        let what = format!("width {}", layout.width);
        let distinct = assert_index_matches_displacement(&what, |a, b| layout.pair_index(a, b));
        assert_eq!(distinct, DISPLACEMENTS, "{what}");
        let indices: Vec<usize> = all_displacements()
            .map(|(r, f)| layout.index(r, f))
            .collect();
        assert_eq!(indices.iter().min(), Some(&0), "{what}: lowest index");
        assert_eq!(
            indices.iter().max(),
            Some(&(layout.len - 1)),
            "{what}: highest"
        );
    }
    assert_eq!(VECTOR_15.index(0, 0), 112);
    assert_eq!(VECTOR_16.index(0, 0), 119);
    for width in 1..15 {
        let narrow = Layout {
            width,
            offset: 7 * width + 7,
            len: 0,
        };
        let mut seen = HashMap::new();
        let collision = all_displacements().any(|(r, f)| {
            seen.insert(narrow.index(r, f), (r, f))
                .is_some_and(|other| other != (r, f))
        });
        assert!(collision, "width {width} should be ambiguous");
    }
}

/// A mailbox layout is refused exactly when some step can leave the board unseen. The rule,
/// worked out by hand: the board fits, and a knight (two files, two ranks) always meets
/// padding: at least two padding files in all (a jump off one side wraps into the other
/// side's padding), and the array holds the lowest and highest cells any step reaches, a
/// knight's jump from a1 one file left and two ranks down (`a1 - 2 * width - 1`) and from h8
/// one file right and two ranks up; or it is the 0x88 board, whose `& 0x88` test needs no
/// padding ranks. Checked for every width 8..=18, height 8..=14 and every cell for a1.
#[test]
fn mailbox_layouts_refused_exactly_when_a_step_leaks() {
    let (mut accepted, mut refused) = (0, 0);
    for width in 8u16..=18 {
        for height in 8u16..=14 {
            for a1 in 0..width * height {
                let (left, bottom) = (a1 % width, a1 / width);
                let fits = left + 8 <= width && bottom + 8 <= height;
                let (w, cells, first) =
                    (i32::from(width), i32::from(width * height), i32::from(a1));
                let lowest = first - 2 * w - 1;
                let highest = first + 7 * w + 7 + 2 * w + 1;
                let x88 = (width, height, a1) == (16, 8, 0);
                let ok = fits && (x88 || width >= 10 && lowest >= 0 && highest < cells);
                let got = MailboxLayout::new(Geometry::STANDARD, width, height, a1);
                assert_eq!(got.is_ok(), ok, "{width}x{height}, a1 {a1}: {got:?}");
                if ok {
                    accepted += 1;
                } else {
                    refused += 1;
                }
            }
        }
    }
    assert!(
        accepted > 100 && refused > 1000,
        "{accepted} accepted, {refused} refused"
    );
    for seed in &SEED_MAILBOXES {
        let (w, h, a1) = (seed.layout.width(), seed.layout.height(), seed.layout.a1());
        assert_eq!(
            MailboxLayout::new(Geometry::STANDARD, w, h, a1),
            Ok(seed.layout)
        );
    }
}

// ===========================================================================================
// Part 4: the summary
// ===========================================================================================

/// Checks every table of the catalogue and prints what was verified; run with
/// `--nocapture` to see it. Each row is asserted by `verify` against `expected_coverage`
/// (counts derived from the table's shape, not from a run): the totals are sums of
/// asserted counts.
#[test]
fn every_table_entry_counts() {
    assert_eq!(TableId::ALL.len(), 47);
    let mut ids = TableId::ALL.to_vec();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 47, "distinct tables");
    println!(
        "{:<26} {:>8} {:>12} {:>12}",
        "table", "entries", "comparisons", "occupancies"
    );
    let mut total = Coverage::default();
    for id in TableId::ALL {
        let coverage = verify(id);
        println!(
            "{:<26} {:>8} {:>12} {:>12}",
            id.name(),
            coverage.entries,
            coverage.comparisons,
            coverage.occupancies
        );
        total.entries += coverage.entries;
        total.comparisons += coverage.comparisons;
        total.occupancies += coverage.occupancies;
    }
    println!(
        "{:<26} {:>8} {:>12} {:>12}",
        "total", total.entries, total.comparisons, total.occupancies
    );
}
