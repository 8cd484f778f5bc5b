//! Shared by the criterion suite (`benches/vs_peers.rs`) and the instruction counter
//! (`benches/icount.rs`): the fixed inputs, the contenders and the measured loops.
//!
//! Every contender answers the same pseudo-random queries. Each library gets them in its own
//! square type, converted before measuring, so no conversion is timed. A measured loop is an
//! `#[inline(never)]` function per question, regime and contender (a generic instantiated
//! once per contender), and the contender's call is inlined into it, as in an engine.
//!
//! Every answer is folded through `black_box` (`acc ^= black_box(answer)`), so none can be
//! skipped or hoisted; the fold costs the same in every loop, the baseline's included.

// Each bench binary uses a different part of this module.
#![allow(dead_code)]

use std::hint::black_box;

use vector_attacks::{Piece, Square};

pub mod contenders;

/// Queries per batch: one criterion iteration, one callgrind run.
pub const QUERIES: usize = 4096;

/// The buffer of the cache-pressured regime: 1 MiB, as large as the L2 of one core of the
/// machine of BENCHMARKS.md and 32 times its L1d. Each query beside a read of a random line
/// of it sees L1 turned over every 512 queries and L2 shared, while the reads themselves
/// mostly hit L2 and L3, whose latency varies far less than DRAM's on a shared host (an 8 MiB
/// buffer made the medians swing by a third between runs).
pub const PRESSURE_BYTES: usize = 1 << 20;

/// The buffer of the memory regime: 64 MiB, as large as a small transposition table and
/// twice this machine's L3, so that a read of a random line of it goes to DRAM (or misses
/// the TLB), as an engine's probe does. Each query sits beside one such read: a branchy
/// answer that mispredicts throws away the loads in flight behind it.
pub const MEMORY_BYTES: usize = 64 << 20;

/// A small deterministic xorshift64 generator, so every run sees the same inputs.
pub struct XorShift(pub u64);

impl XorShift {
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// An occupancy of varying density: one to four random words ANDed together (about 50,
    /// 25, 12 or 6 % of the squares set).
    pub fn occupancy(&mut self) -> u64 {
        let words = 1 + self.below(4);
        (0..words).fold(!0, |occ, _| occ & self.next())
    }
}

/// One query in our types; each contender converts it to its own before measuring.
#[derive(Clone, Copy, Debug)]
pub struct Input {
    pub from: Square,
    pub to: Square,
    pub piece: Piece,
    pub occupied: u64,
}

/// `in_between` and `may_move` queries: 4096 uniformly random ordered pairs of squares (a
/// third of them share a line), each with a random occupancy of varying density.
pub fn pair_inputs() -> Vec<Input> {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    (0..QUERIES)
        .map(|_| Input {
            from: Square::ALL[rng.below(64)],
            to: Square::ALL[rng.below(64)],
            piece: Piece::Queen,
            occupied: rng.occupancy(),
        })
        .collect()
}

/// `is_attacked` queries. The piece varies from query to query (uniform over the seven
/// classes) unless `only` names one. Half the targets are squares the piece reaches on an
/// empty board, half are uniform, so about 30 % of the answers are `true`. The occupancy
/// always holds the attacker, and holds the target half the time, as in an engine.
pub fn attack_inputs(only: Option<Piece>) -> Vec<Input> {
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
    (0..QUERIES)
        .map(|_| {
            let piece = only.unwrap_or(Piece::ALL[rng.below(7)]);
            let from = Square::ALL[rng.below(64)];
            let reach: Vec<Square> = Square::ALL
                .into_iter()
                .filter(|&to| vector_attacks::is_attacked(from, to, piece, 0))
                .collect();
            let to = if rng.below(2) == 0 && !reach.is_empty() {
                reach[rng.below(reach.len())]
            } else {
                Square::ALL[rng.below(64)]
            };
            let mut occupied = rng.occupancy() | from.bit();
            if rng.below(2) == 0 {
                occupied |= to.bit();
            } else {
                occupied &= !to.bit();
            }
            Input {
                from,
                to,
                piece,
                occupied,
            }
        })
        .collect()
}

/// The buffer of the cache-pressured regime (1 MiB), filled with random words.
pub fn pressure_buffer() -> &'static [u64] {
    static BUFFER: std::sync::OnceLock<&'static [u64]> = std::sync::OnceLock::new();
    BUFFER.get_or_init(|| random_buffer(PRESSURE_BYTES))
}

/// The buffer of the memory regime (64 MiB), filled with random words; made once per process.
pub fn memory_buffer() -> &'static [u64] {
    static BUFFER: std::sync::OnceLock<&'static [u64]> = std::sync::OnceLock::new();
    BUFFER.get_or_init(|| random_buffer(MEMORY_BYTES))
}

fn random_buffer(bytes: usize) -> &'static [u64] {
    let mut rng = XorShift(0x0123_4567_89AB_CDEF);
    let buffer: Vec<u64> = (0..bytes / 8).map(|_| rng.next()).collect();
    Vec::leak(buffer)
}

/// The shift that turns the multiplicative hash of [`buffer_index`] into a line of `buffer`
/// (its length a power of two lines of 8 words).
pub fn line_shift(buffer: &[u64]) -> u32 {
    64 - (buffer.len() / 8).trailing_zeros()
}

/// Where the `n`-th read of a buffer goes: the first word of a pseudo-random 64-byte line
/// (a multiplicative hash of `n`, which no prefetcher follows; `shift` from [`line_shift`]).
/// Successive batches continue the sequence, so over a measurement every line is read.
#[inline(always)]
pub fn buffer_index(n: usize, shift: u32) -> usize {
    let line = (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> shift;
    line as usize * 8
}

/// A contender for `in_between`.
pub trait Between {
    type Sq: Copy;
    fn square(square: Square) -> Self::Sq;
    fn between(from: Self::Sq, to: Self::Sq) -> u64;
}

/// A contender for `may_move`.
pub trait MayMove {
    type Sq: Copy;
    fn square(square: Square) -> Self::Sq;
    fn may_move(from: Self::Sq, to: Self::Sq, occupied: u64) -> bool;
}

/// A contender for `is_attacked`.
pub trait Attacks {
    type Sq: Copy;
    fn square(square: Square) -> Self::Sq;
    fn is_attacked(from: Self::Sq, to: Self::Sq, piece: Piece, occupied: u64) -> bool;
}

/// A batch of 4096 queries; the fixed length lets `i & MASK` index it without a bounds check.
pub type Batch<T> = Box<[T; QUERIES]>;

fn batch<T>(items: impl Iterator<Item = T>) -> Batch<T> {
    let v: Vec<T> = items.collect();
    match v.into_boxed_slice().try_into() {
        Ok(b) => b,
        Err(_) => panic!("a batch has exactly {QUERIES} queries"),
    }
}

/// An `in_between` query in a contender's own square type (2 bytes).
#[derive(Clone, Copy)]
pub struct Pair<S> {
    pub from: S,
    pub to: S,
}

/// A `may_move` or `is_attacked` query in a contender's own square type (16 bytes).
#[derive(Clone, Copy)]
pub struct Query<S> {
    pub occupied: u64,
    pub from: S,
    pub to: S,
    pub piece: Piece,
}

pub fn pairs_for<C: Between>(inputs: &[Input]) -> Batch<Pair<C::Sq>> {
    batch(inputs.iter().map(|q| Pair {
        from: C::square(q.from),
        to: C::square(q.to),
    }))
}

pub fn moves_for<C: MayMove>(inputs: &[Input]) -> Batch<Query<C::Sq>> {
    batch(inputs.iter().map(|q| Query {
        occupied: q.occupied,
        from: C::square(q.from),
        to: C::square(q.to),
        piece: q.piece,
    }))
}

pub fn attacks_for<C: Attacks>(inputs: &[Input]) -> Batch<Query<C::Sq>> {
    batch(inputs.iter().map(|q| Query {
        occupied: q.occupied,
        from: C::square(q.from),
        to: C::square(q.to),
        piece: q.piece,
    }))
}

// ---------------------------------------------------------------------------------------
// The measured loops, four regimes per question.
//
// hot:      independent queries back to back (throughput, warm tables);
// latency:  the next query's position in the batch depends on this answer (`i += 1 +
//           (answer != 0)`: the same walk for every contender, as all answer alike);
// pressure: hot, with each query beside a read of a random line of a 1 MiB buffer;
// memory:   the same loop beside a 64 MiB buffer (a transposition table's probe).
// ---------------------------------------------------------------------------------------

macro_rules! kernels {
    ($trait:ident, $item:ident, $hot:ident, $latency:ident, $pressure:ident,
     |$c:ident, $q:ident| $answer:expr) => {
        #[inline(never)]
        pub fn $hot<$c: $trait, const N: usize>(batch: &[$item<$c::Sq>; N]) -> u64 {
            let mut acc = 0;
            for $q in batch.iter() {
                acc ^= black_box(u64::from($answer));
            }
            acc
        }

        #[inline(never)]
        pub fn $latency<$c: $trait, const N: usize>(batch: &[$item<$c::Sq>; N]) -> u64 {
            const { assert!(N.is_power_of_two()) };
            let (mut acc, mut i) = (0, 0);
            for _ in 0..N {
                let $q = &batch[i & (N - 1)];
                let answer = u64::from($answer);
                acc ^= black_box(answer);
                i += 1 + usize::from(answer != 0);
            }
            acc
        }

        #[inline(never)]
        pub fn $pressure<$c: $trait, const N: usize>(
            batch: &[$item<$c::Sq>; N],
            buffer: &[u64],
            cursor: &mut usize,
        ) -> u64 {
            let (mut acc, mut n, shift) = (0, *cursor, line_shift(buffer));
            for $q in batch.iter() {
                let noise = buffer[buffer_index(n, shift)];
                n += 1;
                acc ^= black_box(u64::from($answer) ^ noise);
            }
            *cursor = n;
            acc
        }
    };
}

kernels!(
    Between,
    Pair,
    between_hot,
    between_latency,
    between_pressure,
    |C, q| C::between(q.from, q.to)
);
kernels!(
    MayMove,
    Query,
    may_move_hot,
    may_move_latency,
    may_move_pressure,
    |C, q| C::may_move(q.from, q.to, q.occupied)
);
kernels!(
    Attacks,
    Query,
    attacks_hot,
    attacks_latency,
    attacks_pressure,
    |C, q| C::is_attacked(q.from, q.to, q.piece, q.occupied)
);

/// An `is_attacked` query with a second value of one input: the chain regimes pick which by
/// the answer before, so the dependency runs through that input alone (the other inputs are
/// loaded from a fixed place).
#[derive(Clone, Copy)]
pub struct Chained<S> {
    pub query: Query<S>,
    pub from: [S; 2],
    pub to: [S; 2],
    pub occupied: [u64; 2],
}

/// The queries of [`attacks_for`] with each input's second value: the square on the other
/// side of the same file pair (`s ^ 1`) and the occupancy with its lowest square cleared.
pub fn chained_for<C: Attacks>(inputs: &[Input]) -> Batch<Chained<C::Sq>> {
    batch(inputs.iter().map(|q| {
        let other = |s: Square| C::square(Square::ALL[s.index() ^ 1]);
        Chained {
            query: Query {
                occupied: q.occupied,
                from: C::square(q.from),
                to: C::square(q.to),
                piece: q.piece,
            },
            from: [C::square(q.from), other(q.from)],
            to: [C::square(q.to), other(q.to)],
            occupied: [q.occupied, q.occupied & q.occupied.wrapping_sub(1)],
        }
    }))
}

/// A dependent chain through one input of `is_attacked`: query `i` takes that input's value
/// `[previous answer]`, the others as they are. The answers differ from the plain regimes
/// but are the same for every contender.
macro_rules! chain_kernel {
    ($name:ident, |$c:ident, $q:ident, $prev:ident| $from:expr, $to:expr, $occupied:expr) => {
        #[inline(never)]
        pub fn $name<$c: Attacks, const N: usize>(batch: &[Chained<$c::Sq>; N]) -> u64 {
            let (mut acc, mut $prev) = (0, 0usize);
            for $q in batch.iter() {
                let answer = $c::is_attacked($from, $to, $q.query.piece, $occupied);
                acc ^= black_box(u64::from(answer));
                $prev = usize::from(answer);
            }
            acc
        }
    };
}
chain_kernel!(
    attacks_chain_from,
    |C, q, prev| q.from[prev],
    q.query.to,
    q.query.occupied
);
chain_kernel!(
    attacks_chain_to,
    |C, q, prev| q.query.from,
    q.to[prev],
    q.query.occupied
);
chain_kernel!(
    attacks_chain_occupied,
    |C, q, prev| q.query.from,
    q.query.to,
    q.occupied[prev]
);

/// The four regimes (plus `hot-rook`, `is_attacked` with one piece class throughout).
pub const REGIMES: [&str; 4] = ["hot", "latency", "pressure", "memory"];

/// Runs one batch of a measured loop and returns its fold.
pub type Run = Box<dyn FnMut() -> u64>;

/// One measured loop, ready to run a batch: question, regime, contender.
pub struct Case {
    pub question: &'static str,
    pub regime: &'static str,
    pub contender: &'static str,
    pub run: Run,
    /// The same loop over the first half of the batch (hot and latency only), so that the
    /// instruction counter can subtract the loop's entry and exit: one batch minus one half
    /// batch is exactly 2048 queries.
    pub half: Option<Run>,
}

impl Case {
    /// `question/regime/contender`, the name used by criterion and callgrind.
    pub fn id(&self) -> String {
        format!("{}/{}/{}", self.question, self.regime, self.contender)
    }
}

/// The first half of a batch, for [`Case::half`].
fn half<T: Copy>(batch: &Batch<T>) -> Box<[T; QUERIES / 2]> {
    match batch[..QUERIES / 2].to_vec().into_boxed_slice().try_into() {
        Ok(b) => b,
        Err(_) => unreachable!("half a batch has QUERIES / 2 entries"),
    }
}

/// The hot, latency, pressure and memory loops of one question for one contender, each a
/// [`Case`].
macro_rules! push_cases {
    ($out:expr, $question:literal, $name:expr, $batch:expr, $buffer:expr,
     $hot:ident, $latency:ident, $pressure:ident, $c:ty) => {{
        let batch = $batch;
        let (a, b, c, d, ha, hb) = (
            batch.clone(),
            batch.clone(),
            batch.clone(),
            batch.clone(),
            half(&batch),
            half(&batch),
        );
        let (mut cursor, mut memory_cursor) = (0, 0);
        let buffer: &'static [u64] = $buffer;
        let memory = memory_buffer();
        let runs: [(&str, Run, Option<Run>); 4] = [
            (
                "hot",
                Box::new(move || $hot::<$c, QUERIES>(&a)),
                Some(Box::new(move || $hot::<$c, { QUERIES / 2 }>(&ha))),
            ),
            (
                "latency",
                Box::new(move || $latency::<$c, QUERIES>(&b)),
                Some(Box::new(move || $latency::<$c, { QUERIES / 2 }>(&hb))),
            ),
            (
                "pressure",
                Box::new(move || $pressure::<$c, QUERIES>(&c, buffer, &mut cursor)),
                None,
            ),
            (
                "memory",
                Box::new(move || $pressure::<$c, QUERIES>(&d, memory, &mut memory_cursor)),
                None,
            ),
        ];
        for (regime, run, half) in runs {
            $out.push(Case {
                question: $question,
                regime,
                contender: $name,
                run,
                half,
            });
        }
    }};
}

fn between_cases<C: Between + 'static>(
    name: &'static str,
    inputs: &[Input],
    buffer: &'static [u64],
    out: &mut Vec<Case>,
) {
    let batch = pairs_for::<C>(inputs);
    push_cases!(
        out,
        "in_between",
        name,
        batch,
        buffer,
        between_hot,
        between_latency,
        between_pressure,
        C
    );
}

fn may_move_cases<C: MayMove + 'static>(
    name: &'static str,
    inputs: &[Input],
    buffer: &'static [u64],
    out: &mut Vec<Case>,
) {
    let batch = moves_for::<C>(inputs);
    push_cases!(
        out,
        "may_move",
        name,
        batch,
        buffer,
        may_move_hot,
        may_move_latency,
        may_move_pressure,
        C
    );
}

fn attack_cases<C: Attacks + 'static>(
    name: &'static str,
    inputs: &[Input],
    rook_inputs: &[Input],
    buffer: &'static [u64],
    out: &mut Vec<Case>,
) {
    let batch = attacks_for::<C>(inputs);
    push_cases!(
        out,
        "is_attacked",
        name,
        batch,
        buffer,
        attacks_hot,
        attacks_latency,
        attacks_pressure,
        C
    );
    let chained = chained_for::<C>(inputs);
    for (regime, kernel, half_kernel) in [
        (
            "chain-from",
            attacks_chain_from::<C, QUERIES> as fn(&[Chained<C::Sq>; QUERIES]) -> u64,
            attacks_chain_from::<C, { QUERIES / 2 }> as fn(&[Chained<C::Sq>; QUERIES / 2]) -> u64,
        ),
        (
            "chain-to",
            attacks_chain_to::<C, QUERIES>,
            attacks_chain_to::<C, { QUERIES / 2 }>,
        ),
        (
            "chain-occupied",
            attacks_chain_occupied::<C, QUERIES>,
            attacks_chain_occupied::<C, { QUERIES / 2 }>,
        ),
    ] {
        let (full, halved) = (chained.clone(), half(&chained));
        out.push(Case {
            question: "is_attacked",
            regime,
            contender: name,
            run: Box::new(move || kernel(&full)),
            half: Some(Box::new(move || half_kernel(&halved))),
        });
    }
    let rooks = attacks_for::<C>(rook_inputs);
    let half_rooks = half(&rooks);
    out.push(Case {
        question: "is_attacked",
        regime: "hot-rook",
        contender: name,
        run: Box::new(move || attacks_hot::<C, QUERIES>(&rooks)),
        half: Some(Box::new(move || {
            attacks_hot::<C, { QUERIES / 2 }>(&half_rooks)
        })),
    });
}

/// Every measured loop, in report order: the baseline first, then ours, then the peers.
pub fn cases(buffer: &'static [u64]) -> Vec<Case> {
    use contenders::*;
    let pairs = pair_inputs();
    let attacks = attack_inputs(None);
    let rooks = attack_inputs(Some(Piece::Rook));
    let mut out = Vec::new();

    between_cases::<Baseline>("baseline", &pairs, buffer, &mut out);
    between_cases::<Ours>("default", &pairs, buffer, &mut out);
    between_cases::<Rectangular>("rectangular", &pairs, buffer, &mut out);
    between_cases::<Triangular>("triangular", &pairs, buffer, &mut out);
    between_cases::<X88>("0x88", &pairs, buffer, &mut out);
    between_cases::<Calculated>("calculated", &pairs, buffer, &mut out);
    between_cases::<Shakmaty>("shakmaty", &pairs, buffer, &mut out);
    between_cases::<Cozy>("cozy-chess", &pairs, buffer, &mut out);
    between_cases::<Chess>("chess", &pairs, buffer, &mut out);

    may_move_cases::<Baseline>("baseline", &pairs, buffer, &mut out);
    may_move_cases::<Ours>("default", &pairs, buffer, &mut out);
    may_move_cases::<Rectangular>("rectangular", &pairs, buffer, &mut out);
    may_move_cases::<Triangular>("triangular", &pairs, buffer, &mut out);
    may_move_cases::<X88>("0x88", &pairs, buffer, &mut out);
    may_move_cases::<Calculated>("calculated", &pairs, buffer, &mut out);
    may_move_cases::<Shakmaty>("shakmaty", &pairs, buffer, &mut out);
    may_move_cases::<Cozy>("cozy-chess", &pairs, buffer, &mut out);
    may_move_cases::<Chess>("chess", &pairs, buffer, &mut out);

    attack_cases::<Baseline>("baseline", &attacks, &rooks, buffer, &mut out);
    attack_cases::<Seed>("seed-7x256", &attacks, &rooks, buffer, &mut out);
    attack_cases::<Compact>("compact", &attacks, &rooks, buffer, &mut out);
    attack_cases::<SeedArithmetic>("seed-arith", &attacks, &rooks, buffer, &mut out);
    attack_cases::<RowPointers>("row-pointers", &attacks, &rooks, buffer, &mut out);
    attack_cases::<Shakmaty>("shakmaty", &attacks, &rooks, buffer, &mut out);
    attack_cases::<Cozy>("cozy-chess", &attacks, &rooks, buffer, &mut out);
    attack_cases::<Chess>("chess", &attacks, &rooks, buffer, &mut out);

    out
}
