//! The attack-set questions of `benches/attacked_by.rs` (included there after its
//! `question!` macro): the generated `attacks` (issue "Attack sets for any board").
//!
//! - `attacks_fn_rook`, `attacks_fn_any` (8x8): the generated `attacks` by fancy magics
//!   (`magic`) and by obstruction difference (`obstruction`), against shakmaty and
//!   cozy-chess, for a rook, and for a piece that changes from query to query (knight,
//!   bishop, rook, queen or king, as a move generator asks), among the occupancies of the
//!   positions of the fixture.
//! - `large_rook_attacks`, `large_queen_attacks` (12x10, `u128`): the generated `attacks`
//!   (obstruction difference, the default there), against Fairy-Stockfish's way (its fancy
//!   magics over `u128`, horizontal and vertical rook tables and a bishop table, indexed
//!   `((occupied & mask) * magic) >> shift` with its own precomputed factors,
//!   `benches/data/fairy_stockfish_magics.rs`, and its table layout), and against a ray walk.
//!   Random squares and occupancies of varying density.
//!
//! - `side_attacks_10x8`, `side_attacks_12x10`: a side's attack map of the orthodox pieces,
//!   set-wise (`fill`) and piece by piece (`obstruction`), against Fairy-Stockfish's way (its
//!   loop over the pieces with the magics above, leap tables, pawns by shifts).
//!
//! Answers of `u128` are folded to `u64` (`lo ^ hi`) in every contender alike.

use super::{icount, run, run_latency, shared_fixture, SliderQuery};
use crate::common::{self, XorShift};
use criterion::{Criterion, Throughput};
use vector_attacks::Square;

/// The generated attack sets of the orthodox pieces on 8x8, by fancy magics.
mod magic_8x8 {
    vector_attacks_macros::tables! {
        pub fn attacks = attacks_fn(strategy = magic);
    }
}

/// The same by obstruction difference.
mod obstruction_8x8 {
    vector_attacks_macros::tables! {
        pub fn attacks = attacks_fn(strategy = obstruction);
    }
}

/// The generated attack sets of the orthodox pieces on 12x10 (obstruction difference).
mod large {
    vector_attacks_macros::tables! {
        board = 12x10;
        pub fn attacks = attacks_fn;
    }
}

/// A side's attack map of the orthodox pieces on 10x8 and 12x10: set-wise (`fill`) and piece
/// by piece through obstruction difference (`side_attacks_loop`).
mod side_10x8 {
    vector_attacks_macros::tables! {
        board = 10x8;
        pub fn side_attacks = side_attacks_fn(strategy = fill);
        pub fn side_attacks_loop = side_attacks_fn(strategy = obstruction);
    }
}

/// The same on 12x10.
mod side_12x10 {
    vector_attacks_macros::tables! {
        board = 12x10;
        pub fn side_attacks = side_attacks_fn(strategy = fill);
        pub fn side_attacks_loop = side_attacks_fn(strategy = obstruction);
    }
}

/// The orthodox classes' numbers in the generated functions.
const WHITE_PAWN: usize = 1;
const KNIGHT: usize = 2;
const BISHOP: usize = 3;
const ROOK: usize = 4;
const QUEEN: usize = 5;
const KING: usize = 6;

/// Fairy-Stockfish's sliders on its 12x10 board, as it builds them (`src/bitboard.cpp`,
/// `init_magics` with `PRECOMPUTED_MAGICS` and `LARGEBOARDS`): per square the mask (the
/// empty-board rays without the board's edges), the factor, the shift `128 - |mask|` and the
/// square's slice of one table of `u128` attack sets, `2^|mask|` slots per square; the rook
/// as two lookups, horizontal and vertical.
pub mod fairy_stockfish {
    include!("../data/fairy_stockfish_magics.rs");

    const FILES: i32 = 12;
    const RANKS: i32 = 10;

    /// One square's magic, as Fairy-Stockfish's `Magic` struct.
    pub struct Magic {
        mask: u128,
        magic: u128,
        offset: usize,
        shift: u32,
    }

    /// One slider's magics and the table they index.
    pub struct Magics {
        magics: Vec<Magic>,
        table: Vec<u128>,
    }

    impl Magics {
        #[inline(always)]
        pub fn attacks(&self, square: usize, occupied: u128) -> u128 {
            let m = &self.magics[square];
            self.table[m.offset + ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize]
        }

        /// The bytes of the table of attack sets.
        pub fn table_bytes(&self) -> usize {
            self.table.len() * 16
        }
    }

    /// What a slider along `directions` on `square` attacks among `occupied`: the walk
    /// Fairy-Stockfish's `sliding_attack` makes.
    pub fn slide(directions: &[(i32, i32)], square: usize, occupied: u128) -> u128 {
        let (file, rank) = (square as i32 % FILES, square as i32 / FILES);
        let mut set = 0;
        for &(df, dr) in directions {
            let (mut f, mut r) = (file + df, rank + dr);
            while (0..FILES).contains(&f) && (0..RANKS).contains(&r) {
                let s = (r * FILES + f) as u32;
                set |= 1u128 << s;
                if occupied >> s & 1 == 1 {
                    break;
                }
                f += df;
                r += dr;
            }
        }
        set
    }

    pub const HORIZONTAL: [(i32, i32); 2] = [(1, 0), (-1, 0)];
    pub const VERTICAL: [(i32, i32); 2] = [(0, 1), (0, -1)];
    pub const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

    fn line(files: bool, index: i32) -> u128 {
        (0..120u32)
            .filter(|&s| {
                let (f, r) = (s as i32 % FILES, s as i32 / FILES);
                if files {
                    f == index
                } else {
                    r == index
                }
            })
            .fold(0, |set, s| set | 1 << s)
    }

    /// Builds the magics of a slider along `directions` with Fairy-Stockfish's factors,
    /// checking that every subset of every mask lands on a slot holding its attacks.
    pub fn build(directions: &[(i32, i32)], factors: &[u128; 120]) -> Magics {
        let mut magics = Vec::new();
        let mut table = Vec::new();
        for (square, &magic) in factors.iter().enumerate() {
            let (file, rank) = (square as i32 % FILES, square as i32 / FILES);
            let edges = (line(false, 0) | line(false, RANKS - 1)) & !line(false, rank)
                | (line(true, 0) | line(true, FILES - 1)) & !line(true, file);
            let mask = slide(directions, square, 0) & !edges;
            let shift = 128 - mask.count_ones();
            let offset = table.len();
            let mut slots: Vec<Option<u128>> = vec![None; 1 << mask.count_ones()];
            let mut subset = 0u128;
            loop {
                let index = (subset.wrapping_mul(magic) >> shift) as usize;
                let attacks = slide(directions, square, subset);
                match slots[index] {
                    Some(other) => {
                        assert_eq!(other, attacks, "Fairy-Stockfish's factor on {square}")
                    }
                    None => slots[index] = Some(attacks),
                }
                subset = subset.wrapping_sub(mask) & mask;
                if subset == 0 {
                    break;
                }
            }
            table.extend(slots.into_iter().map(Option::unwrap_or_default));
            magics.push(Magic {
                mask,
                magic,
                offset,
                shift,
            });
        }
        Magics { magics, table }
    }

    /// The rook's two tables and the bishop's, built once.
    pub fn tables() -> &'static [Magics; 3] {
        static TABLES: std::sync::OnceLock<[Magics; 3]> = std::sync::OnceLock::new();
        TABLES.get_or_init(|| {
            [
                build(&HORIZONTAL, &ROOK_H),
                build(&VERTICAL, &ROOK_V),
                build(&DIAGONAL, &BISHOP),
            ]
        })
    }
}

/// A ray walk on 12x10: each ray square by square to its first blocker.
fn walk(directions: &[(i32, i32)], square: usize, occupied: u128) -> u128 {
    fairy_stockfish::slide(directions, square, occupied)
}

fn fold(set: u128) -> u64 {
    set as u64 ^ (set >> 64) as u64
}

/// The 8x8 questions.
pub fn attacks_fn(c: &mut Criterion) {
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    let mut rng = XorShift(0xA77A_C4E5);
    let classes = [KNIGHT, BISHOP, ROOK, QUEEN, KING];
    // A square and occupancy of a position of the fixture, and a piece class.
    let ours: &'static Vec<(SliderQuery<Square, u64>, usize)> = Box::leak(Box::new(
        f.squares
            .iter()
            .map(|&(i, s)| {
                let q = SliderQuery {
                    square: s,
                    occupied: f.ours[usize::from(i)].pieces.occupied(),
                };
                (q, classes[rng.below(classes.len())])
            })
            .collect(),
    ));
    let role = |class: usize| match class {
        KNIGHT => shakmaty::Role::Knight,
        BISHOP => shakmaty::Role::Bishop,
        ROOK => shakmaty::Role::Rook,
        QUEEN => shakmaty::Role::Queen,
        _ => shakmaty::Role::King,
    };
    let shak: &'static Vec<(shakmaty::Square, u64, shakmaty::Role)> = Box::leak(Box::new(
        ours.iter()
            .map(|(q, class)| {
                (
                    shakmaty::Square::new(u32::from(q.square.to_u8())),
                    q.occupied,
                    role(*class),
                )
            })
            .collect(),
    ));
    let cozy: &'static Vec<(cozy_chess::Square, u64, usize)> = Box::leak(Box::new(
        ours.iter()
            .map(|(q, class)| {
                (
                    cozy_chess::Square::index(q.square.index()),
                    q.occupied,
                    *class,
                )
            })
            .collect(),
    ));
    let cozy_attacks = |s: cozy_chess::Square, o: u64, class: usize| -> u64 {
        let o = cozy_chess::BitBoard(o);
        match class {
            KNIGHT => cozy_chess::get_knight_moves(s).0,
            BISHOP => cozy_chess::get_bishop_moves(s, o).0,
            ROOK => cozy_chess::get_rook_moves(s, o).0,
            QUEEN => (cozy_chess::get_bishop_moves(s, o) | cozy_chess::get_rook_moves(s, o)).0,
            _ => cozy_chess::get_king_moves(s).0,
        }
    };
    let white = |role| shakmaty::Piece {
        color: shakmaty::Color::White,
        role,
    };
    // Every contender answers the same.
    for k in 0..ours.len() {
        let (q, class) = ours[k];
        let expected = magic_8x8::attacks(class, q.square.index(), q.occupied);
        assert_eq!(
            obstruction_8x8::attacks(class, q.square.index(), q.occupied),
            expected
        );
        let (s, o, r) = shak[k];
        assert_eq!(
            shakmaty::attacks::attacks(s, white(r), shakmaty::Bitboard(o)).0,
            expected
        );
        let (s, o, cl) = cozy[k];
        assert_eq!(cozy_attacks(s, o, cl), expected);
    }
    let (ours, shak, cozy) = (&ours[..], &shak[..], &cozy[..]);
    type Q = (SliderQuery<Square, u64>, usize);
    question!(
        c,
        "attacks_fn_rook",
        ours,
        buffer,
        [
            ("baseline", |(q, _): Q| q.occupied ^ q.square.bit()),
            ("magic", |(q, _): Q| magic_8x8::attacks(
                ROOK,
                q.square.index(),
                q.occupied
            )),
            ("obstruction", |(q, _): Q| obstruction_8x8::attacks(
                ROOK,
                q.square.index(),
                q.occupied
            )),
        ]
    );
    question!(
        c,
        "attacks_fn_rook",
        shak,
        buffer,
        [(
            "shakmaty",
            |(s, o, _): (shakmaty::Square, u64, shakmaty::Role)| {
                shakmaty::attacks::rook_attacks(s, shakmaty::Bitboard(o)).0
            }
        ),]
    );
    question!(
        c,
        "attacks_fn_rook",
        cozy,
        buffer,
        [(
            "cozy-chess",
            |(s, o, _): (cozy_chess::Square, u64, usize)| {
                cozy_chess::get_rook_moves(s, cozy_chess::BitBoard(o)).0
            }
        ),]
    );
    question!(
        c,
        "attacks_fn_any",
        ours,
        buffer,
        [
            ("baseline", |(q, class): Q| q.occupied
                ^ q.square.bit()
                ^ class as u64),
            ("magic", |(q, class): Q| magic_8x8::attacks(
                class,
                q.square.index(),
                q.occupied
            )),
            ("obstruction", |(q, class): Q| obstruction_8x8::attacks(
                class,
                q.square.index(),
                q.occupied
            )),
        ]
    );
    question!(
        c,
        "attacks_fn_any",
        shak,
        buffer,
        [(
            "shakmaty",
            |(s, o, r): (shakmaty::Square, u64, shakmaty::Role)| {
                shakmaty::attacks::attacks(s, white(r), shakmaty::Bitboard(o)).0
            }
        ),]
    );
    question!(
        c,
        "attacks_fn_any",
        cozy,
        buffer,
        [(
            "cozy-chess",
            |(s, o, class): (cozy_chess::Square, u64, usize)| { cozy_attacks(s, o, class) }
        ),]
    );
}

/// A 12x10 query: a square and an occupancy.
type LargeQuery = (usize, u128);

/// The 12x10 questions.
pub fn large(c: &mut Criterion) {
    let buffer = common::pressure_buffer();
    let mut rng = XorShift(0x12_10);
    let mut word = || u128::from(rng.next()) << 64 | u128::from(rng.next());
    let queries: &'static Vec<LargeQuery> = Box::leak(Box::new(
        (0..common::QUERIES)
            .map(|k| {
                let occupied = match k % 3 {
                    0 => word(),
                    1 => word() & word(),
                    _ => word() & word() & word(),
                };
                let square = (word() % 120) as usize;
                (square, occupied & ((1 << 120) - 1) | 1 << square)
            })
            .collect(),
    ));
    let fs = fairy_stockfish::tables();
    let rook_fs = |s: usize, o: u128| fs[0].attacks(s, o) | fs[1].attacks(s, o);
    let queen_fs = |s: usize, o: u128| rook_fs(s, o) | fs[2].attacks(s, o);
    let rook_dirs = [
        fairy_stockfish::HORIZONTAL[0],
        fairy_stockfish::HORIZONTAL[1],
        fairy_stockfish::VERTICAL[0],
        fairy_stockfish::VERTICAL[1],
    ];
    let queen_dirs = [
        rook_dirs[0],
        rook_dirs[1],
        rook_dirs[2],
        rook_dirs[3],
        fairy_stockfish::DIAGONAL[0],
        fairy_stockfish::DIAGONAL[1],
        fairy_stockfish::DIAGONAL[2],
        fairy_stockfish::DIAGONAL[3],
    ];
    for &(s, o) in queries.iter() {
        let rook = large::attacks(ROOK, s, o);
        assert_eq!(rook_fs(s, o), rook);
        assert_eq!(walk(&rook_dirs, s, o), rook);
        let queen = large::attacks(QUEEN, s, o);
        assert_eq!(queen_fs(s, o), queen);
        assert_eq!(walk(&queen_dirs, s, o), queen);
    }
    if icount().is_none() {
        eprintln!(
            "Fairy-Stockfish's 12x10 tables: rook {} + {} bytes, bishop {} bytes",
            fs[0].table_bytes(),
            fs[1].table_bytes(),
            fs[2].table_bytes()
        );
    }
    let queries = &queries[..];
    question!(
        c,
        "large_rook_attacks",
        queries,
        buffer,
        [
            ("baseline", |(s, o): LargeQuery| fold(o) ^ s as u64),
            ("obstruction", |(s, o): LargeQuery| fold(large::attacks(
                ROOK, s, o
            ))),
            ("fairy-stockfish", |(s, o): LargeQuery| fold(rook_fs(s, o))),
            ("ray-walk", |(s, o): LargeQuery| fold(walk(
                &rook_dirs, s, o
            ))),
        ]
    );
    question!(
        c,
        "large_queen_attacks",
        queries,
        buffer,
        [
            ("baseline", |(s, o): LargeQuery| fold(o) ^ s as u64),
            ("obstruction", |(s, o): LargeQuery| fold(large::attacks(
                QUEEN, s, o
            ))),
            ("fairy-stockfish", |(s, o): LargeQuery| fold(queen_fs(s, o))),
            ("ray-walk", |(s, o): LargeQuery| fold(walk(
                &queen_dirs,
                s,
                o
            ))),
        ]
    );
}

/// A side's pieces by class (the orthodox numbering) and the occupancy.
type SideQuery = ([u128; 7], u128);

/// Random middlegame-like positions on a `files` x `ranks` board: for each side up to one
/// pawn per file and two knights, bishops and rooks, a queen and a king, each kept with
/// probability 3/4 (the king always), on random empty squares (pawns off the first and last
/// ranks). Returns white's pieces and the occupancy.
fn side_positions(files: u32, ranks: u32, rng: &mut XorShift) -> Vec<SideQuery> {
    let n = files * ranks;
    (0..common::QUERIES)
        .map(|_| {
            let mut occupied = 0u128;
            let mut white = [0u128; 7];
            for side in 0..2 {
                let counts = [
                    (1 - side, files),
                    (KNIGHT, 2),
                    (BISHOP, 2),
                    (ROOK, 2),
                    (QUEEN, 1),
                    (KING, 1),
                ];
                for (class, count) in counts {
                    for _ in 0..count {
                        if class != KING && rng.below(4) == 0 {
                            continue;
                        }
                        let square = loop {
                            let s = rng.below(n as usize) as u32;
                            let pawn_rank = s / files == 0 || s / files == ranks - 1;
                            if occupied >> s & 1 == 0 && !(class < 2 && pawn_rank) {
                                break s;
                            }
                        };
                        occupied |= 1 << square;
                        if side == 0 {
                            white[class] |= 1 << square;
                        }
                    }
                }
            }
            (white, occupied)
        })
        .collect()
}

/// Fairy-Stockfish's way on its 12x10 bitboards: white's pawn attacks by two shifts, each
/// knight and king by its table, each slider by its magics (the queen by both), the map cut
/// to the variant's board. Squares of a `files`-wide board are moved to 12x10 first.
struct FairyStockfishSide {
    knight: Vec<u128>,
    king: Vec<u128>,
    board: u128,
}

impl FairyStockfishSide {
    fn new(files: i32, ranks: i32) -> Self {
        let leaps = |steps: &[(i32, i32)]| -> Vec<u128> {
            (0..120)
                .map(|s| {
                    let (f, r) = (s % 12, s / 12);
                    steps
                        .iter()
                        .map(|&(df, dr)| (f + df, r + dr))
                        .filter(|&(f, r)| (0..12).contains(&f) && (0..10).contains(&r))
                        .fold(0, |set, (f, r)| set | 1u128 << (r * 12 + f))
                })
                .collect()
        };
        // The knight's leaps are the steps of length sqrt(5), the king's those of one square.
        let steps = |keep: fn(i32, i32) -> bool| -> Vec<(i32, i32)> {
            (-2..=2)
                .flat_map(|df| (-2..=2).map(move |dr| (df, dr)))
                .filter(|&(df, dr)| keep(df, dr))
                .collect()
        };
        let knight = leaps(&steps(|df, dr| df * df + dr * dr == 5));
        let king = leaps(&steps(|df, dr| df.abs().max(dr.abs()) == 1));
        let board = (0..ranks)
            .flat_map(|r| (0..files).map(move |f| r * 12 + f))
            .fold(0, |set, s| set | 1u128 << s);
        FairyStockfishSide {
            knight,
            king,
            board,
        }
    }

    /// A set of a `files`-wide board on 12x10.
    fn widen(set: u128, files: u32) -> u128 {
        (0..128u32)
            .filter(|&s| set >> s & 1 == 1)
            .fold(0, |w, s| w | 1u128 << (s / files * 12 + s % files))
    }

    /// The map back on a `files`-wide board.
    fn narrow(set: u128, files: u32) -> u128 {
        (0..120u32)
            .filter(|&s| set >> s & 1 == 1 && s % 12 < files)
            .fold(0, |w, s| w | 1u128 << (s / 12 * files + s % 12))
    }

    #[inline(always)]
    fn attacks(&self, (by, occupied): SideQuery) -> u128 {
        let fs = fairy_stockfish::tables();
        /// The a-file of 12x10.
        const FILE_A: u128 = {
            let (mut file, mut rank) = (0u128, 0);
            while rank < 10 {
                file |= 1 << (12 * rank);
                rank += 1;
            }
            file
        };
        const NOT_A: u128 = !FILE_A;
        const NOT_L: u128 = !(FILE_A << 11);
        let pawns = by[WHITE_PAWN];
        let mut map = (pawns << 13 & NOT_A) | (pawns << 11 & NOT_L);
        let each = |mut set: u128, f: &dyn Fn(usize) -> u128| {
            let mut map = 0;
            while set != 0 {
                map |= f(set.trailing_zeros() as usize);
                set &= set - 1;
            }
            map
        };
        map |= each(by[KNIGHT], &|s| self.knight[s]);
        map |= each(by[BISHOP] | by[QUEEN], &|s| fs[2].attacks(s, occupied));
        map |= each(by[ROOK] | by[QUEEN], &|s| {
            fs[0].attacks(s, occupied) | fs[1].attacks(s, occupied)
        });
        map |= each(by[KING], &|s| self.king[s]);
        map & self.board
    }
}

/// `side_attacks` on 10x8 and 12x10 (issue "The seeds' other two ways to slide"): white's
/// attack map in random middlegame-like positions, set-wise (`fill`), piece by piece through
/// obstruction difference (`obstruction`), and Fairy-Stockfish's way (its loop over the
/// pieces with its 12x10 magics and leap tables, pawns by shifts).
pub fn large_side_attacks(c: &mut Criterion) {
    let buffer = common::pressure_buffer();
    let mut rng = XorShift(0x51DE_0A77);
    for (files, ranks) in [(10u32, 8u32), (12, 10)] {
        let fs = FairyStockfishSide::new(files as i32, ranks as i32);
        let ours: &'static Vec<SideQuery> =
            Box::leak(Box::new(side_positions(files, ranks, &mut rng)));
        let wide: &'static Vec<SideQuery> = Box::leak(Box::new(
            ours.iter()
                .map(|(by, o)| {
                    (
                        by.map(|b| FairyStockfishSide::widen(b, files)),
                        FairyStockfishSide::widen(*o, files),
                    )
                })
                .collect(),
        ));
        let fill = move |(by, o): SideQuery| {
            if files == 10 {
                side_10x8::side_attacks(&by, o)
            } else {
                side_12x10::side_attacks(&by, o)
            }
        };
        let by_square = move |(by, o): SideQuery| {
            if files == 10 {
                side_10x8::side_attacks_loop(&by, o)
            } else {
                side_12x10::side_attacks_loop(&by, o)
            }
        };
        for (q, w) in ours.iter().zip(wide.iter()) {
            let expected = fill(*q);
            assert_eq!(by_square(*q), expected);
            assert_eq!(FairyStockfishSide::narrow(fs.attacks(*w), files), expected);
        }
        let fs: &'static FairyStockfishSide = Box::leak(Box::new(fs));
        let (ours, wide) = (&ours[..], &wide[..]);
        // Each contender folds its map alike.
        macro_rules! side_question {
            ($name:literal, $module:ident) => {{
                question!(
                    c,
                    $name,
                    ours,
                    buffer,
                    [
                        ("baseline", |(by, o): SideQuery| fold(by[KING] ^ o)),
                        ("fill", |(by, o): SideQuery| fold($module::side_attacks(
                            &by, o
                        ))),
                        ("obstruction", |(by, o): SideQuery| fold(
                            $module::side_attacks_loop(&by, o)
                        )),
                    ]
                );
                question!(
                    c,
                    $name,
                    wide,
                    buffer,
                    [("fairy-stockfish", move |q: SideQuery| fold(fs.attacks(q))),]
                );
            }};
        }
        if files == 10 {
            side_question!("side_attacks_10x8", side_10x8);
        } else {
            side_question!("side_attacks_12x10", side_12x10);
        }
    }
}
