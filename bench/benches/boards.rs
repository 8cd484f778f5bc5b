//! The seeds' space-time question on boards larger than 8x8 (criterion): `in_between` on
//! 10x8 and 12x10 stored rectangular (`[N][N]` of `u128`), triangular, and by difference with
//! a rotate (the generated runtime's default there), against the way Fairy-Stockfish stores
//! it (a full `[120][120]` table of `u128` on its fixed 12x10 grid, whatever the variant's
//! board); and `is_attacked` (the generated function, over the attack table by difference
//! and piece) against the same engine's tables (empty-board attacks by piece and square, then
//! the between table). Three regimes, as `benches/common/mod.rs` defines them.
//!
//! Each criterion iteration answers one batch of 4096 queries. `bench/run.sh` runs this with
//! the settings of BENCHMARKS.md; a filter picks a part, e.g.
//! `cargo bench -p vector-attacks-bench --bench boards -- 'boards_in_between-hot/'`.

mod common;

use std::hint::black_box;

use common::{buffer_index, line_shift, memory_buffer, pressure_buffer, XorShift, QUERIES};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// Fairy-Stockfish's grid when built for large boards: 12 files, 10 ranks, square
/// `rank * 12 + file`, whatever the variant's own board.
const FS_FILES: usize = 12;
const FS_SQUARES: usize = 120;

/// One query: two squares of the board (in the contender's numbering), a piece class, an
/// occupancy (likewise).
#[derive(Clone, Copy)]
struct Query {
    occupied: u128,
    from: u8,
    to: u8,
    piece: u8,
}

/// A contender: its answer to a query, and how it numbers squares.
trait Contender {
    /// The square `sq` of a board `files` wide, in this contender's numbering.
    fn square(sq: usize, _files: usize) -> usize {
        sq
    }
    fn between(q: &Query) -> u128;
    fn is_attacked(q: &Query) -> bool;
}

/// The loop alone: loads a query and folds part of it, answering nothing.
struct Baseline;

impl Contender for Baseline {
    #[inline(always)]
    fn between(q: &Query) -> u128 {
        u128::from(q.from) ^ u128::from(q.to)
    }
    #[inline(always)]
    fn is_attacked(q: &Query) -> bool {
        (q.occupied ^ u128::from(q.from ^ q.to ^ q.piece)) as u8 & 1 != 0
    }
}

/// Fairy-Stockfish's tables for the pieces of vector-attacks' seven classes, on its 12x10
/// grid, as its globals: `BetweenBB[120][120]` (225 KiB) and `PseudoAttacks[7][120]`, both of
/// `u128` (filled at compile time here, at start-up there).
static FS_BETWEEN: [[u128; FS_SQUARES]; FS_SQUARES] = fs_tables().0;
static FS_PSEUDO: [[u128; FS_SQUARES]; 7] = fs_tables().1;

/// The square on file `f`, rank `r` of the 12x10 grid.
const fn fs_at(f: i32, r: i32) -> Option<usize> {
    if f >= 0 && f < FS_FILES as i32 && r >= 0 && r < 10 {
        Some(r as usize * FS_FILES + f as usize)
    } else {
        None
    }
}

const fn fs_tables() -> ([[u128; FS_SQUARES]; FS_SQUARES], [[u128; FS_SQUARES]; 7]) {
    let mut between = [[0u128; FS_SQUARES]; FS_SQUARES];
    let mut pseudo = [[0u128; FS_SQUARES]; 7];
    let mut a = 0;
    while a < FS_SQUARES {
        let (af, ar) = ((a % FS_FILES) as i32, (a / FS_FILES) as i32);
        let mut b = 0;
        while b < FS_SQUARES {
            let (df, dr) = ((b % FS_FILES) as i32 - af, (b / FS_FILES) as i32 - ar);
            let line = a != b && (df == 0 || dr == 0 || df.abs() == dr.abs());
            if line {
                let (sf, sr) = (df.signum(), dr.signum());
                let mut k = 1;
                while k * sf != df || k * sr != dr {
                    if let Some(s) = fs_at(af + k * sf, ar + k * sr) {
                        between[a][b] |= 1 << s;
                    }
                    k += 1;
                }
            }
            let (f, r) = (df.abs(), dr.abs());
            let reaches = [
                dr == -1 && f == 1,
                dr == 1 && f == 1,
                f * r == 2,
                line && f == r,
                line && f != r,
                line,
                a != b && f <= 1 && r <= 1,
            ];
            let mut class = 0;
            while class < 7 {
                if reaches[class] {
                    pseudo[class][a] |= 1 << b;
                }
                class += 1;
            }
            b += 1;
        }
        a += 1;
    }
    (between, pseudo)
}

/// The Fairy-Stockfish contender.
struct FairyStockfish;

impl Contender for FairyStockfish {
    fn square(sq: usize, files: usize) -> usize {
        sq / files * FS_FILES + sq % files
    }
    #[inline(always)]
    fn between(q: &Query) -> u128 {
        FS_BETWEEN[usize::from(q.from)][usize::from(q.to)]
    }
    #[inline(always)]
    fn is_attacked(q: &Query) -> bool {
        let (from, to) = (usize::from(q.from), usize::from(q.to));
        FS_PSEUDO[usize::from(q.piece)][from] >> to & 1 != 0
            && FS_BETWEEN[from][to] & q.occupied == 0
    }
}

/// Our contenders on one board: the generated runtime (`default`) and the other forms the
/// seeds offer, all expanded by the macro from one request.
macro_rules! board {
    ($module:ident, $board:tt, $files:literal, $squares:literal, $width:literal, $offset:literal) => {
        mod $module {
            use super::{Contender, Query};

            vector_attacks_macros::tables! {
                board = $board;
                pub fn in_between = in_between_fn;
                pub fn is_attacked = is_attacked_fn;
                pub static TRIANGULAR = in_between_triangular;
                pub static DIFFERENCE = in_between_0x88;
                pub static ATTACKS = attacks_0x88;
            }

            /// The cell of each square on the `$width`-wide board of the tables by difference
            /// (`$offset` is displacement zero there).
            static CELL: [u8; $squares] = {
                let mut t = [0u8; $squares];
                let mut s = 0;
                while s < $squares {
                    t[s] = (s / $files * $width + s % $files) as u8;
                    s += 1;
                }
                t
            };

            #[inline(always)]
            fn index(q: &Query) -> usize {
                $offset + usize::from(CELL[usize::from(q.to)])
                    - usize::from(CELL[usize::from(q.from)])
            }

            /// The generated `in_between` and `is_attacked`.
            pub struct Default;

            impl Contender for Default {
                #[inline(always)]
                fn between(q: &Query) -> u128 {
                    in_between(usize::from(q.from), usize::from(q.to))
                }
                #[inline(always)]
                fn is_attacked(q: &Query) -> bool {
                    is_attacked(
                        usize::from(q.from),
                        usize::from(q.to),
                        usize::from(q.piece),
                        q.occupied,
                    )
                }
            }

            /// Each unordered pair once, min and max without a branch.
            pub struct Triangular;

            impl Contender for Triangular {
                #[inline(always)]
                fn between(q: &Query) -> u128 {
                    let (a, b) = (isize::from(q.from), isize::from(q.to));
                    let d = a - b;
                    let d = d & (d >> (isize::BITS - 1));
                    let (min, max) = (b + d, a - d);
                    TRIANGULAR[(min * (2 * $squares - 1 - min) / 2 + max) as usize]
                }
                fn is_attacked(_: &Query) -> bool {
                    unreachable!()
                }
            }

            /// The seeds' tables by difference with a rotate: `arrInBetweenBy0x88Diff` for
            /// `in_between`, `attacksBy0x88DiffAndPiece` for `is_attacked`.
            pub struct Difference;

            impl Contender for Difference {
                #[inline(always)]
                fn between(q: &Query) -> u128 {
                    DIFFERENCE[index(q)].rotate_left(u32::from(q.from))
                }
                #[inline(always)]
                fn is_attacked(q: &Query) -> bool {
                    let blockers = q.occupied.rotate_right(u32::from(q.from)) | 1;
                    ATTACKS[usize::from(q.piece)][index(q)] & blockers == 0
                }
            }

            /// The generated `is_attacked` of sixteen fairy pieces (the list of
            /// examples/variant, `FAIRY_PIECES`).
            pub mod fairy {
                vector_attacks_macros::tables! {
                    board = $board;
                    pieces = none;
                    piece nightrider = "NN";
                    piece horse = "nN";
                    piece elephant = "nA";
                    piece camel = "C";
                    piece zebra = "Z";
                    piece archbishop = "BN";
                    piece chancellor = "RN";
                    piece amazon = "QN";
                    piece forward_wazir = "fW";
                    piece forward_ferz = "fF";
                    piece short_rook = "R4";
                    piece soldier = "fsW";
                    piece short_bishop = "B2";
                    piece back_knight = "bN";
                    piece vertical_rook = "vR";
                    piece berolina = "mFcW";
                    pub fn is_attacked = is_attacked_fn;
                }

                pub struct Default;

                impl super::Contender for Default {
                    fn between(_: &super::Query) -> u128 {
                        unreachable!()
                    }
                    #[inline(always)]
                    fn is_attacked(q: &super::Query) -> bool {
                        is_attacked(
                            usize::from(q.from),
                            usize::from(q.to),
                            usize::from(q.piece),
                            q.occupied,
                        )
                    }
                }

                /// The hand-written way: the piece's attack set by walking its moves, then the
                /// target.
                pub struct Walker;

                impl super::Contender for Walker {
                    fn between(_: &super::Query) -> u128 {
                        unreachable!()
                    }
                    #[inline(always)]
                    fn is_attacked(q: &super::Query) -> bool {
                        let moves = &crate::walk_moves()[usize::from(q.piece)];
                        crate::walk(
                            moves,
                            usize::from(q.from),
                            $files,
                            $squares / $files,
                            q.occupied,
                        ) >> q.to
                            & 1
                            != 0
                    }
                }
            }

            pub const FILES: usize = $files;
            pub const SQUARES: usize = $squares;
            pub const NAME: &str = stringify!($board);
        }
    };
}

// The fairy pieces of the `boards_fairy` question: `FAIRY_PIECES`, the list of
// examples/variant (whose test checks it against Fairy-Stockfish's). The `tables!` requests
// above name the same pieces in the same order; the walker, built from this list, is checked
// to agree with them before timing.
include!("../../examples/variant/src/fairy_pieces.rs");

/// One capture move of the walker: a step (files, ranks), at most `limit` repetitions (1 for
/// a leap, 0 for no limit), and the leg square a lame leap needs empty.
#[derive(Clone, Copy)]
struct WalkMove {
    df: i32,
    dr: i32,
    limit: i32,
    leg: Option<(i32, i32)>,
}

/// Each fairy piece's capture moves, parsed from its definition once, before timing, as an
/// engine that reads Betza notation at start-up does.
fn walk_moves() -> &'static Vec<Vec<WalkMove>> {
    static MOVES: std::sync::OnceLock<Vec<Vec<WalkMove>>> = std::sync::OnceLock::new();
    MOVES.get_or_init(|| {
        use vector_attacks_codegen::betza::{Piece, Range};
        FAIRY_PIECES
            .iter()
            .map(|&(name, betza)| {
                let piece = Piece::parse(name, betza).unwrap();
                piece
                    .moves()
                    .iter()
                    .filter(|m| m.capture)
                    .map(|m| {
                        let (df, dr) = (m.step.files, m.step.ranks);
                        let leg = m.lame.then(|| {
                            if dr.abs() > df.abs() {
                                (0, dr.signum())
                            } else if df.abs() > dr.abs() {
                                (df.signum(), 0)
                            } else {
                                (df.signum(), dr.signum())
                            }
                        });
                        let limit = match m.range {
                            Range::Leap => 1,
                            Range::Ride(None) => 0,
                            Range::Ride(Some(n)) => i32::from(n),
                        };
                        WalkMove { df, dr, limit, leg }
                    })
                    .collect()
            })
            .collect()
    })
}

/// The squares a piece with `moves` on `from` attacks, walking each move.
#[inline(always)]
fn walk(moves: &[WalkMove], from: usize, files: i32, ranks: i32, occupied: u128) -> u128 {
    let (f, r) = (from as i32 % files, from as i32 / files);
    let on = |f: i32, r: i32| f >= 0 && f < files && r >= 0 && r < ranks;
    let mut set = 0u128;
    for m in moves {
        if let Some((lf, lr)) = m.leg {
            if !on(f + lf, r + lr) || occupied >> ((r + lr) * files + f + lf) & 1 != 0 {
                continue;
            }
        }
        let (mut tf, mut tr, mut k) = (f + m.df, r + m.dr, 1);
        while on(tf, tr) {
            let t = tr * files + tf;
            set |= 1 << t;
            if m.limit == k || occupied >> t & 1 != 0 {
                break;
            }
            tf += m.df;
            tr += m.dr;
            k += 1;
        }
    }
    set
}

board!(b10x8, 10x8, 10, 80, 19, 142);
board!(b12x10, 12x10, 12, 120, 23, 218);

// ---------------------------------------------------------------------------------------
// The measured loops: as in benches/common/mod.rs, with `u128` occupancies.
// ---------------------------------------------------------------------------------------

macro_rules! kernels {
    ($hot:ident, $latency:ident, $pressure:ident, |$c:ident, $q:ident| $answer:expr) => {
        #[inline(never)]
        fn $hot<$c: Contender>(batch: &[Query; QUERIES]) -> u128 {
            let mut acc = 0;
            for $q in batch.iter() {
                acc ^= black_box(u128::from($answer));
            }
            acc
        }

        #[inline(never)]
        fn $latency<$c: Contender>(batch: &[Query; QUERIES]) -> u128 {
            let (mut acc, mut i) = (0, 0);
            for _ in 0..QUERIES {
                let $q = &batch[i & (QUERIES - 1)];
                let answer = u128::from($answer);
                acc ^= black_box(answer);
                i += 1 + usize::from(answer != 0);
            }
            acc
        }

        #[inline(never)]
        fn $pressure<$c: Contender>(
            batch: &[Query; QUERIES],
            buffer: &[u64],
            cursor: &mut usize,
        ) -> u128 {
            let (mut acc, mut n, shift) = (0, *cursor, line_shift(buffer));
            for $q in batch.iter() {
                let noise = buffer[buffer_index(n, shift)];
                n += 1;
                acc ^= black_box(u128::from($answer) ^ u128::from(noise));
            }
            *cursor = n;
            acc
        }
    };
}

kernels!(between_hot, between_latency, between_pressure, |C, q| {
    C::between(q)
});
kernels!(attacks_hot, attacks_latency, attacks_pressure, |C, q| {
    C::is_attacked(q)
});

/// The queries of a board of `files` x `squares / files`: `in_between` pairs (uniform) and
/// `is_attacked` queries (piece uniform over the seven classes; the target half the time a
/// square it reaches on an empty board, half uniform; the occupancy holds the attacker, and
/// the target half the time), in our numbering.
fn queries(files: usize, squares: usize, attacks: bool) -> Vec<Query> {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15 ^ squares as u64 ^ u64::from(attacks));
    (0..QUERIES)
        .map(|_| {
            let occupied = random_occupancy(&mut rng, squares);
            let from = rng.below(squares);
            let piece = rng.below(7);
            let mut to = rng.below(squares);
            if !attacks {
                return query(occupied, from, to, piece);
            }
            // Reach on the empty board, from the Fairy-Stockfish tables (same geometry).
            let fs_from = FairyStockfish::square(from, files);
            let reach: Vec<usize> = (0..squares)
                .filter(|&t| FS_PSEUDO[piece][fs_from] >> FairyStockfish::square(t, files) & 1 != 0)
                .collect();
            if rng.below(2) == 0 && !reach.is_empty() {
                to = reach[rng.below(reach.len())];
            }
            attack_query(&mut rng, occupied, from, to, piece)
        })
        .collect()
}

/// A random occupancy of a board of `squares` squares (two words of varying density).
fn random_occupancy(rng: &mut XorShift, squares: usize) -> u128 {
    let board = if squares == 128 {
        u128::MAX
    } else {
        (1u128 << squares) - 1
    };
    (u128::from(rng.occupancy()) << 64 | u128::from(rng.occupancy())) & board
}

/// An `is_attacked` query as an engine asks it: the occupancy holds the attacker, and the
/// target half the time.
fn attack_query(rng: &mut XorShift, occupied: u128, from: usize, to: usize, piece: usize) -> Query {
    let mut occupied = occupied | 1 << from;
    if rng.below(2) == 0 {
        occupied |= 1 << to;
    } else {
        occupied &= !(1 << to);
    }
    query(occupied, from, to, piece)
}

/// A query in our numbering.
fn query(occupied: u128, from: usize, to: usize, piece: usize) -> Query {
    Query {
        occupied,
        from: from as u8,
        to: to as u8,
        piece: piece as u8,
    }
}

/// `is_attacked` queries for the fairy pieces: piece uniform over the sixteen, the target half
/// the time a square it reaches on an empty board, half uniform; the occupancy holds the
/// attacker, and the target half the time.
fn fairy_queries(files: usize, squares: usize) -> Vec<Query> {
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D ^ squares as u64);
    let ranks = (squares / files) as i32;
    (0..QUERIES)
        .map(|_| {
            let occupied = random_occupancy(&mut rng, squares);
            let from = rng.below(squares);
            let piece = rng.below(FAIRY_PIECES.len());
            let reach = walk(&walk_moves()[piece], from, files as i32, ranks, 0);
            let reach: Vec<usize> = (0..squares).filter(|&t| reach >> t & 1 != 0).collect();
            let to = if rng.below(2) == 0 && !reach.is_empty() {
                reach[rng.below(reach.len())]
            } else {
                rng.below(squares)
            };
            attack_query(&mut rng, occupied, from, to, piece)
        })
        .collect()
}

/// The queries in contender `C`'s numbering, as a batch.
fn batch_for<C: Contender>(
    queries: &[Query],
    files: usize,
    squares: usize,
) -> Box<[Query; QUERIES]> {
    let convert = |q: &Query| {
        let occupied = (0..squares)
            .filter(|&s| q.occupied >> s & 1 != 0)
            .fold(0u128, |o, s| o | 1 << C::square(s, files));
        Query {
            occupied,
            from: C::square(usize::from(q.from), files) as u8,
            to: C::square(usize::from(q.to), files) as u8,
            piece: q.piece,
        }
    };
    let v: Vec<Query> = queries.iter().map(convert).collect();
    match v.into_boxed_slice().try_into() {
        Ok(b) => b,
        Err(_) => unreachable!("a batch has QUERIES queries"),
    }
}

type Run = Box<dyn FnMut() -> u128>;

/// The hot, latency, pressure and memory runs of one contender on one question.
fn runs<C: Contender + 'static>(
    attacks: bool,
    batch: &[Query; QUERIES],
    buffer: &'static [u64],
) -> [(&'static str, Run); 4] {
    let (a, b, c, d) = (
        Box::new(*batch),
        Box::new(*batch),
        Box::new(*batch),
        Box::new(*batch),
    );
    let (mut cursor, mut memory_cursor, memory) = (0, 0, memory_buffer());
    if attacks {
        [
            ("hot", Box::new(move || attacks_hot::<C>(&a))),
            ("latency", Box::new(move || attacks_latency::<C>(&b))),
            (
                "pressure",
                Box::new(move || attacks_pressure::<C>(&c, buffer, &mut cursor)),
            ),
            (
                "memory",
                Box::new(move || attacks_pressure::<C>(&d, memory, &mut memory_cursor)),
            ),
        ]
    } else {
        [
            ("hot", Box::new(move || between_hot::<C>(&a))),
            ("latency", Box::new(move || between_latency::<C>(&b))),
            (
                "pressure",
                Box::new(move || between_pressure::<C>(&c, buffer, &mut cursor)),
            ),
            (
                "memory",
                Box::new(move || between_pressure::<C>(&d, memory, &mut memory_cursor)),
            ),
        ]
    }
}

/// Every contender answers every query alike before anything is timed (`D` the default,
/// `R` the triangular table, `T` the tables by difference).
fn check_agreement<D: Contender, R: Contender, T: Contender>(files: usize, squares: usize) {
    for attacks in [false, true] {
        let qs = queries(files, squares, attacks);
        let batches = [
            batch_for::<D>(&qs, files, squares),
            batch_for::<FairyStockfish>(&qs, files, squares),
        ];
        for (i, (ours, fs)) in batches[0].iter().zip(batches[1].iter()).enumerate() {
            if attacks {
                let answer = D::is_attacked(ours);
                assert_eq!(answer, FairyStockfish::is_attacked(fs), "query {i}");
                assert_eq!(answer, T::is_attacked(ours), "query {i}");
            } else {
                let set = D::between(ours);
                assert_eq!(set, R::between(ours), "query {i}");
                assert_eq!(set, T::between(ours), "query {i}");
                let mapped = (0..squares)
                    .filter(|&s| set >> s & 1 != 0)
                    .fold(0u128, |o, s| o | 1 << FairyStockfish::square(s, files));
                assert_eq!(mapped, FairyStockfish::between(fs), "query {i}");
            }
        }
    }
}

/// (group, contender, run): what criterion measures.
type Case = (String, String, Run);

/// Adds the hot, latency and pressure runs of contender `name` on `board` to `cases`, as the
/// groups `question-regime` with the contender `board-name`.
fn push_runs(
    cases: &mut Vec<Case>,
    question: &str,
    board: &str,
    name: &str,
    runs: [(&'static str, Run); 4],
) {
    for (regime, run) in runs {
        cases.push((
            format!("{question}-{regime}"),
            format!("{board}-{name}"),
            run,
        ));
    }
}

fn boards(c: &mut Criterion) {
    let buffer = pressure_buffer();
    check_agreement::<b10x8::Default, b10x8::Triangular, b10x8::Difference>(
        b10x8::FILES,
        b10x8::SQUARES,
    );
    check_agreement::<b12x10::Default, b12x10::Triangular, b12x10::Difference>(
        b12x10::FILES,
        b12x10::SQUARES,
    );
    // Every question, board and contender.
    let mut cases: Vec<Case> = Vec::new();
    macro_rules! add {
        ($m:ident) => {{
            for (question, attacks) in [("boards_in_between", false), ("boards_is_attacked", true)]
            {
                let qs = queries($m::FILES, $m::SQUARES, attacks);
                let mut add =
                    |name: &str, runs| push_runs(&mut cases, question, $m::NAME, name, runs);
                let ours = batch_for::<$m::Default>(&qs, $m::FILES, $m::SQUARES);
                let theirs = batch_for::<FairyStockfish>(&qs, $m::FILES, $m::SQUARES);
                add("baseline", runs::<Baseline>(attacks, &ours, buffer));
                add("default", runs::<$m::Default>(attacks, &ours, buffer));
                if !attacks {
                    add("triangular", runs::<$m::Triangular>(attacks, &ours, buffer));
                }
                add("difference", runs::<$m::Difference>(attacks, &ours, buffer));
                add(
                    "fairy-stockfish",
                    runs::<FairyStockfish>(attacks, &theirs, buffer),
                );
            }
        }};
    }
    add!(b10x8);
    add!(b12x10);
    macro_rules! fairy {
        ($m:ident) => {{
            let qs = fairy_queries($m::FILES, $m::SQUARES);
            let batch = batch_for::<$m::fairy::Default>(&qs, $m::FILES, $m::SQUARES);
            for (i, q) in batch.iter().enumerate() {
                assert_eq!(
                    <$m::fairy::Default as Contender>::is_attacked(q),
                    <$m::fairy::Walker as Contender>::is_attacked(q),
                    "{} fairy query {i}",
                    $m::NAME
                );
            }
            for (name, runs) in [
                ("baseline", runs::<Baseline>(true, &batch, buffer)),
                ("default", runs::<$m::fairy::Default>(true, &batch, buffer)),
                ("walker", runs::<$m::fairy::Walker>(true, &batch, buffer)),
            ] {
                push_runs(&mut cases, "boards_fairy", $m::NAME, name, runs);
            }
        }};
    }
    fairy!(b10x8);
    fairy!(b12x10);
    let mut groups: Vec<String> = cases.iter().map(|(g, _, _)| g.clone()).collect();
    groups.sort();
    groups.dedup();
    for name in groups {
        let mut group = c.benchmark_group(&name);
        group.throughput(Throughput::Elements(QUERIES as u64));
        for (_, contender, run) in cases.iter_mut().filter(|(g, _, _)| *g == name) {
            group.bench_function(contender.as_str(), |b| b.iter(&mut *run));
        }
        group.finish();
    }
}

criterion_group!(benches, boards);
criterion_main!(benches);
