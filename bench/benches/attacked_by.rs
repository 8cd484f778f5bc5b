//! "Square attacked by" side by side (criterion): `attackers_to`, `is_attacked_by` (the
//! in-check test) and `is_pseudo_legal` (the hash-move test), ours against shakmaty's own
//! calls, against the seed's super-piece written with cozy-chess's and chess's attack
//! getters, and, for the hash-move test, against generating each peer's legal moves and
//! searching the list (and cozy-chess's and chess's `is_legal`/`legal`). And the seeds'
//! other question, on the same positions: the mailbox attack test (`attacks_mailbox`, the
//! destination-source loop) against the bitboard `is_attacked` and the peers' attack sets,
//! hot and latency (`attacks_mailbox-*` groups).
//!
//! Inputs: 256 positions of seeded random games; batches of 4096 queries, each naming a
//! position by index (the positions take 16 KiB per contender, so the hot regime stays in
//! L1/L2). Four regimes: hot (queries back to back), latency (the next query's place in the
//! batch depends on this answer), pressure (each beside a read of a random line of a 1 MiB
//! buffer) and memory (the same beside a 64 MiB buffer, as an engine's transposition-table
//! probe); the SEE question too. Contenders are named by short keys (`ours`, `baseline`:
//! the loop and the position load alone, `shakmaty`, `cozy-chess`, `chess`, and for the
//! hash-move test `cozy-chess-is-legal`, `chess-legal`; for `attackers_to` also the slider
//! strategies tried, `kindergarten` and `bishop-magics`, and `leapers-only`, the floor: see
//! `common/sliders.rs`), which `bench/report.py` labels.
//! The attack-set questions (`attacks_fn_*`, `large_*_attacks`) are in
//! `common/attack_sets.rs`.
//! `bench/run.sh` runs it in every round; alone: `cargo bench -p vector-attacks-bench --bench attacked_by`.

mod common;
#[path = "common/sliders.rs"]
mod sliders;
#[path = "../../tests/common/mod.rs"]
mod test_common;

use std::hint::black_box;

use common::contenders::{Chess as ChessC, Cozy as CozyC, Shakmaty as ShakmatyC};
use common::{Attacks, XorShift, QUERIES};
use criterion::{criterion_group, Criterion, Throughput};
use shakmaty::{CastlingMode, Chess, Position as _};
use vector_attacks::mailbox::{
    attacks_mailbox, attacks_mailbox_by_squares, Layout, Mailbox10x12, Mailbox15x12, Mailbox16x12,
    X88,
};
use vector_attacks::{Color, Piece, Pieces, Role, Setup, Square, StoredMove};

const POSITIONS: usize = 256;

/// Everything every contender needs about one position, built before measuring.
struct Fixture {
    ours: Vec<Setup>,
    shakmaty: Vec<Chess>,
    cozy: Vec<cozy_chess::Board>,
    chess: Vec<chess::Board>,
    /// Each position in the runtime's generated chess module (the board state's questions).
    generated: Vec<vector_attacks::chess::Position>,
    /// Attack queries: position index and square (the in-check test uses the king's square
    /// of the side to move, attacked by the other side).
    squares: Vec<(u16, Square)>,
    kings: Vec<(u16, Square)>,
    /// Hash-move queries: half legal moves of the position, half random 16-bit entries.
    moves: Vec<(u16, StoredMove)>,
    /// Attack queries on a position: a piece of the position, its class, a target square.
    attacks: Vec<AttackQuery>,
    /// Captures of the positions (en passant aside), for the SEE question.
    captures: Vec<(u16, StoredMove)>,
    /// Each position as mailbox boards (0 empty, 255 off the board, else a piece).
    boards_16x12: Vec<[u8; 192]>,
    boards_0x88: Vec<[u8; 128]>,
    boards_15x12: Vec<[u8; 180]>,
    boards_10x12: Vec<[u8; 120]>,
}

/// One attack query: the position, the attacker's square and class, and the target.
#[derive(Clone, Copy)]
struct AttackQuery {
    position: u16,
    from: Square,
    to: Square,
    piece: Piece,
}

/// The piece on `from` as an attack class.
fn class_on(p: &Pieces, from: Square) -> Piece {
    let white = p.sides[0] & from.bit() != 0;
    match p.role_on(from) {
        Some(Role::Pawn) if white => Piece::WhitePawn,
        Some(Role::Pawn) => Piece::BlackPawn,
        Some(Role::Knight) => Piece::Knight,
        Some(Role::Bishop) => Piece::Bishop,
        Some(Role::Rook) => Piece::Rook,
        Some(Role::Queen) => Piece::Queen,
        _ => Piece::King,
    }
}

/// A position's occupancy on a mailbox layout.
fn mailbox_board<L: Layout, const N: usize>(occupied: u64) -> [u8; N] {
    let mut board = [0u8; N];
    board.copy_from_slice(L::TEMPLATE);
    for s in Square::ALL.into_iter().filter(|s| occupied & s.bit() != 0) {
        board[L::to_mailbox(s)] = 1;
    }
    board
}

/// The fixture every group reads, built once on first use.
fn shared_fixture() -> &'static Fixture {
    static FIXTURE: std::sync::OnceLock<Fixture> = std::sync::OnceLock::new();
    FIXTURE.get_or_init(fixture)
}

fn fixture() -> Fixture {
    let mut rng = XorShift(0x0bad_5eed_1234_5678);
    let mut games = Vec::new();
    while games.len() < POSITIONS {
        let mut pos = Chess::default();
        let plies = 10 + rng.below(60);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
        if !pos.legal_moves().is_empty() {
            games.push(pos);
        }
    }
    let fen = |p: &Chess| {
        shakmaty::fen::Fen::from_position(p, shakmaty::EnPassantMode::Legal).to_string()
    };
    let ours: Vec<Setup> = games.iter().map(position).collect();
    let squares = (0..QUERIES)
        .map(|_| (rng.below(POSITIONS) as u16, Square::ALL[rng.below(64)]))
        .collect();
    let kings = (0..QUERIES)
        .map(|_| {
            let i = rng.below(POSITIONS);
            let p = &ours[i];
            let king = p.pieces.of(p.side_to_move, Role::King).trailing_zeros() as usize;
            (i as u16, Square::ALL[king])
        })
        .collect();
    let moves = (0..QUERIES)
        .map(|_| {
            let i = rng.below(POSITIONS);
            let m = if rng.below(2) == 0 {
                let legal = games[i].legal_moves();
                let uci = legal[rng.below(legal.len())]
                    .to_uci(CastlingMode::Standard)
                    .to_string();
                let b = uci.as_bytes();
                let sq = |k: usize| Square::ALL[usize::from((b[k + 1] - b'1') * 8 + b[k] - b'a')];
                StoredMove {
                    from: sq(0),
                    to: sq(2),
                    promotion: b.get(4).map(|_| Role::Queen),
                }
            } else {
                StoredMove {
                    from: Square::ALL[rng.below(64)],
                    to: Square::ALL[rng.below(64)],
                    promotion: None,
                }
            };
            (i as u16, m)
        })
        .collect();
    // A piece of the position attacking either a square it reaches on an empty board (half
    // the time: the loop then walks towards it) or a uniform square.
    let attacks = (0..QUERIES)
        .map(|_| {
            let i = rng.below(POSITIONS);
            let p = &ours[i].pieces;
            let occupied = p.occupied();
            let on: Vec<Square> = Square::ALL
                .into_iter()
                .filter(|s| occupied & s.bit() != 0)
                .collect();
            let from = on[rng.below(on.len())];
            let piece = class_on(p, from);
            let reach: Vec<Square> = Square::ALL
                .into_iter()
                .filter(|&to| vector_attacks::is_attacked(from, to, piece, 0))
                .collect();
            let to = if rng.below(2) == 0 {
                reach[rng.below(reach.len())]
            } else {
                Square::ALL[rng.below(64)]
            };
            AttackQuery {
                position: i as u16,
                from,
                to,
                piece,
            }
        })
        .collect();
    let captures = (0..QUERIES)
        .map(|_| loop {
            let i = rng.below(POSITIONS);
            let caps: Vec<_> = games[i]
                .legal_moves()
                .into_iter()
                .filter(|m| m.is_capture() && !m.is_en_passant())
                .collect();
            if caps.is_empty() {
                continue;
            }
            let m = caps[rng.below(caps.len())];
            let s = |x: shakmaty::Square| Square::ALL[usize::from(x)];
            break (
                i as u16,
                StoredMove {
                    from: s(m.from().expect("a capture has an origin")),
                    to: s(m.to()),
                    promotion: None,
                },
            );
        })
        .collect();
    let occupancies: Vec<u64> = ours.iter().map(|p| p.pieces.occupied()).collect();
    Fixture {
        boards_16x12: occupancies
            .iter()
            .map(|&o| mailbox_board::<Mailbox16x12, 192>(o))
            .collect(),
        boards_0x88: occupancies
            .iter()
            .map(|&o| mailbox_board::<X88, 128>(o))
            .collect(),
        boards_15x12: occupancies
            .iter()
            .map(|&o| mailbox_board::<Mailbox15x12, 180>(o))
            .collect(),
        boards_10x12: occupancies
            .iter()
            .map(|&o| mailbox_board::<Mailbox10x12, 120>(o))
            .collect(),
        attacks,
        captures,
        cozy: games.iter().map(|p| fen(p).parse().unwrap()).collect(),
        chess: games.iter().map(|p| fen(p).parse().unwrap()).collect(),
        generated: games
            .iter()
            .map(|p| vector_attacks::chess::Position::from_fen(&fen(p)).unwrap())
            .collect(),
        shakmaty: games,
        ours,
        squares,
        kings,
        moves,
    }
}

fn position(pos: &Chess) -> Setup {
    Setup {
        pieces: test_common::pieces_of(pos.board()),
        side_to_move: if pos.turn() == shakmaty::Color::White {
            Color::White
        } else {
            Color::Black
        },
        castling: pos.castles().castling_rights().0,
        en_passant: pos
            .ep_square(shakmaty::EnPassantMode::Legal)
            .map(|s| Square::ALL[usize::from(s)]),
    }
}

/// The seed's super-piece with another library's attack getters: each getter called from
/// the target square, intersected with the pieces that attack that way.
macro_rules! super_piece {
    ($name:ident, $getters:ident) => {
        fn $name(square: Square, occupied: u64, p: &Pieces) -> u64 {
            let [white, black] = p.sides;
            let [pawns, knights, bishops, rooks, queens, kings] = p.roles;
            $getters::pawn(square, true) & pawns & black
                | $getters::pawn(square, false) & pawns & white
                | $getters::knight(square) & knights
                | $getters::king(square) & kings
                | $getters::bishop(square, occupied) & (bishops | queens)
                | $getters::rook(square, occupied) & (rooks | queens)
        }
    };
}

/// cozy-chess's getters as `u64` (pawn: the attacks of a pawn of that colour on `square`).
mod cozy_getters {
    use super::Square;
    use cozy_chess::{BitBoard, Color};
    fn sq(s: Square) -> cozy_chess::Square {
        cozy_chess::Square::index(s.index())
    }
    #[inline(always)]
    pub fn pawn(s: Square, white: bool) -> u64 {
        let c = if white { Color::White } else { Color::Black };
        cozy_chess::get_pawn_attacks(sq(s), c).0
    }
    #[inline(always)]
    pub fn knight(s: Square) -> u64 {
        cozy_chess::get_knight_moves(sq(s)).0
    }
    #[inline(always)]
    pub fn king(s: Square) -> u64 {
        cozy_chess::get_king_moves(sq(s)).0
    }
    #[inline(always)]
    pub fn bishop(s: Square, occupied: u64) -> u64 {
        cozy_chess::get_bishop_moves(sq(s), BitBoard(occupied)).0
    }
    #[inline(always)]
    pub fn rook(s: Square, occupied: u64) -> u64 {
        cozy_chess::get_rook_moves(sq(s), BitBoard(occupied)).0
    }
}

/// chess's getters as `u64`.
mod chess_getters {
    use super::Square;
    use chess::{BitBoard, Color};
    fn sq(s: Square) -> chess::Square {
        chess::ALL_SQUARES[s.index()]
    }
    #[inline(always)]
    pub fn pawn(s: Square, white: bool) -> u64 {
        let c = if white { Color::White } else { Color::Black };
        chess::get_pawn_attacks(sq(s), c, BitBoard(!0)).0
    }
    #[inline(always)]
    pub fn knight(s: Square) -> u64 {
        chess::get_knight_moves(sq(s)).0
    }
    #[inline(always)]
    pub fn king(s: Square) -> u64 {
        chess::get_king_moves(sq(s)).0
    }
    #[inline(always)]
    pub fn bishop(s: Square, occupied: u64) -> u64 {
        chess::get_bishop_moves(sq(s), BitBoard(occupied)).0
    }
    #[inline(always)]
    pub fn rook(s: Square, occupied: u64) -> u64 {
        chess::get_rook_moves(sq(s), BitBoard(occupied)).0
    }
}

super_piece!(cozy_attackers_to, cozy_getters);
super_piece!(chess_attackers_to, chess_getters);

/// The seed's "Any Attack by Side" with another library's getters: early returns.
macro_rules! any_attack {
    ($name:ident, $getters:ident) => {
        fn $name(square: Square, side: Color, occupied: u64, p: &Pieces) -> bool {
            let own = p.sides[side as usize];
            let [pawns, knights, bishops, rooks, queens, kings] = p.roles;
            $getters::pawn(square, side == Color::Black) & pawns & own != 0
                || $getters::knight(square) & knights & own != 0
                || $getters::king(square) & kings & own != 0
                || $getters::bishop(square, occupied) & (bishops | queens) & own != 0
                || $getters::rook(square, occupied) & (rooks | queens) & own != 0
        }
    };
}

any_attack!(cozy_attacked_by, cozy_getters);

/// The super-piece and "Any Attack by Side" on our own slider getters (a form each): the
/// candidates for rebuilding `attackers_to` and `is_attacked_by`.
mod ours_magic {
    pub use vector_attacks::bishop_attacks_magic as bishop;
    pub use vector_attacks::rook_attacks_magic as rook;
}
mod ours_black {
    pub use vector_attacks::bishop_attacks_black_magic as bishop;
    pub use vector_attacks::rook_attacks_black_magic as rook;
}
mod ours_obstruction {
    pub use vector_attacks::bishop_attacks_obstruction as bishop;
    pub use vector_attacks::rook_attacks_obstruction as rook;
}
macro_rules! ours_on {
    ($to:ident, $by:ident, $getters:ident) => {
        fn $to(square: Square, occupied: u64, p: &Pieces) -> u64 {
            let [_, _, bishops, rooks, queens, _] = p.roles;
            sliders::leapers(square.index(), p)
                | $getters::bishop(square, occupied) & (bishops | queens)
                | $getters::rook(square, occupied) & (rooks | queens)
        }
        fn $by(square: Square, side: Color, occupied: u64, p: &Pieces) -> bool {
            let own = p.sides[side as usize];
            let [pawns, knights, bishops, rooks, queens, kings] = p.roles;
            let pawn_row = usize::from(side == Color::Black);
            let s = square.index();
            use vector_attacks::tables::{KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS};
            PAWN_ATTACKS[pawn_row][s] & pawns & own != 0
                || KNIGHT_ATTACKS[s] & knights & own != 0
                || KING_ATTACKS[s] & kings & own != 0
                || $getters::bishop(square, occupied) & (bishops | queens) & own != 0
                || $getters::rook(square, occupied) & (rooks | queens) & own != 0
        }
    };
}
ours_on!(magic_attackers_to, magic_attacked_by, ours_magic);
ours_on!(black_attackers_to, black_attacked_by, ours_black);

/// "Any Attack by Side" without a branch: every attacker kind ORed, the slider getters (black
/// magics) called whatever the position, one test at the end. Nothing to mispredict, so the
/// loads in flight beside it (a transposition-table probe) are never thrown away.
fn branchless_attacked_by(square: Square, side: Color, occupied: u64, p: &Pieces) -> bool {
    use vector_attacks::tables::{KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS};
    let own = p.sides[side as usize];
    let [pawns, knights, bishops, rooks, queens, kings] = p.roles;
    let s = square.index();
    let attackers = PAWN_ATTACKS[usize::from(side == Color::Black)][s] & pawns
        | KNIGHT_ATTACKS[s] & knights
        | KING_ATTACKS[s] & kings
        | vector_attacks::bishop_attacks_black_magic(square, occupied) & (bishops | queens)
        | vector_attacks::rook_attacks_black_magic(square, occupied) & (rooks | queens);
    attackers & own != 0
}

/// The seed's candidates first (one AND each with the empty-board attacks), then a slider
/// getter only for a line type that has a candidate. With the magics this is what
/// `attackers_to` now does (it was chosen as this contender); kept as a loop of its own, it
/// reads the noise between two loops of the same code.
macro_rules! hybrid_on {
    ($to:ident, $getters:ident) => {
        fn $to(square: Square, occupied: u64, p: &Pieces) -> u64 {
            use vector_attacks::tables::PSEUDO_ATTACKS;
            let [_, _, bishops, rooks, queens, _] = p.roles;
            let s = square.index();
            let diagonal = PSEUDO_ATTACKS[3][s] & (bishops | queens);
            let straight = PSEUDO_ATTACKS[4][s] & (rooks | queens);
            let mut attackers = sliders::leapers(s, p);
            if diagonal != 0 {
                attackers |= $getters::bishop(square, occupied) & diagonal;
            }
            if straight != 0 {
                attackers |= $getters::rook(square, occupied) & straight;
            }
            attackers
        }
    };
}
hybrid_on!(hybrid_magic_attackers_to, ours_magic);
hybrid_on!(hybrid_obstruction_attackers_to, ours_obstruction);
hybrid_on!(hybrid_black_attackers_to, ours_black);
ours_on!(
    obstruction_attackers_to,
    obstruction_attacked_by,
    ours_obstruction
);
any_attack!(chess_attacked_by, chess_getters);

fn cozy_move(m: StoredMove) -> cozy_chess::Move {
    cozy_chess::Move {
        from: cozy_chess::Square::index(m.from.index()),
        to: cozy_chess::Square::index(m.to.index()),
        promotion: m.promotion.map(|_| cozy_chess::Piece::Queen),
    }
}

/// [`cozy_move`] with castling as cozy-chess writes it, the king taking its own rook (e1h1),
/// for a king on `from` in `board`: converted before timing.
fn cozy_castling_move(board: &cozy_chess::Board, m: StoredMove) -> cozy_chess::Move {
    let mut converted = cozy_move(m);
    let from = cozy_chess::Square::index(m.from.index());
    if board.piece_on(from) == Some(cozy_chess::Piece::King)
        && m.from.file().abs_diff(m.to.file()) == 2
        && m.from.rank() == m.to.rank()
    {
        let file = if m.to.file() > m.from.file() { 7 } else { 0 };
        converted.to = cozy_chess::Square::index(usize::from(m.from.rank()) * 8 + file);
    }
    converted
}

fn chess_move(m: StoredMove) -> chess::ChessMove {
    chess::ChessMove::new(
        chess::ALL_SQUARES[m.from.index()],
        chess::ALL_SQUARES[m.to.index()],
        m.promotion.map(|_| chess::Piece::Queen),
    )
}

/// One contender's measured loop over a batch, monomorphised for its `answer` (so the call
/// is inlined, as in an engine): back to back, or (with a buffer: the 1 MiB one for
/// `pressure`, the 64 MiB one for `memory`) each query beside a read of a random line of it.
fn run<Q: Copy, F: Fn(Q) -> u64>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    queries: &[Q],
    buffer: Option<&[u64]>,
    answer: F,
) {
    let Some(buffer) = buffer else {
        group.bench_function(name, |b| b.iter(|| hot_loop(queries, &answer)));
        return;
    };
    let (mut cursor, shift) = (0usize, common::line_shift(buffer));
    group.bench_function(name, |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for &q in queries {
                cursor = cursor.wrapping_add(1);
                let noise = buffer[common::buffer_index(cursor, shift)];
                acc ^= black_box(answer(q) ^ noise);
            }
            acc
        })
    });
}

/// The hot regime's loop, one instance per contender: what criterion times, and what
/// `bench/icount.sh` counts instructions in (by this name).
#[inline(never)]
fn hot_loop<Q: Copy, F: Fn(Q) -> u64>(queries: &[Q], answer: &F) -> u64 {
    let mut acc = 0u64;
    for &q in queries {
        acc ^= black_box(answer(q));
    }
    acc
}

/// The instruction counter's request, from the environment: `ICOUNT=question/hot/contender`
/// runs that contender's hot loop once over the batch (or, with `ICOUNT_HALF=1`, over its
/// first half) and exits, with no timing; `ICOUNT=list` prints every such name.
struct Icount {
    id: String,
    half: bool,
}

fn icount() -> Option<&'static Icount> {
    static ICOUNT: std::sync::OnceLock<Option<Icount>> = std::sync::OnceLock::new();
    ICOUNT
        .get_or_init(|| {
            std::env::var("ICOUNT").ok().map(|id| Icount {
                id,
                half: std::env::var("ICOUNT_HALF").is_ok_and(|v| v == "1"),
            })
        })
        .as_ref()
}

impl Icount {
    /// Runs `answer`'s hot loop if `id` is the one asked for (or lists `id`).
    fn offer<Q: Copy, F: Fn(Q) -> u64>(&self, id: &str, queries: &[Q], answer: F) {
        if self.id == "list" {
            println!("{id}");
        } else if self.id == id {
            let queries = if self.half {
                &queries[..queries.len() / 2]
            } else {
                queries
            };
            println!("{id} {}", hot_loop(queries, &answer));
            std::process::exit(0);
        }
    }
}

/// [`run`]'s latency regime: the next query's place in the batch depends on this answer
/// (`i += 1 + (answer != 0)`), so each query waits for the one before.
fn run_latency<Q: Copy, F: Fn(Q) -> u64>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    queries: &[Q],
    answer: F,
) {
    assert!(queries.len().is_power_of_two());
    let mask = queries.len() - 1;
    group.bench_function(name, |b| {
        b.iter(|| {
            let (mut acc, mut i) = (0u64, 0usize);
            for _ in 0..queries.len() {
                let a = answer(queries[i & mask]);
                acc ^= black_box(a);
                i += 1 + usize::from(a != 0);
            }
            acc
        })
    });
}

/// A mailbox attack query: cells (or a library's squares) and the position's index.
#[derive(Clone, Copy)]
struct Cells<S> {
    position: u16,
    from: S,
    to: S,
    piece: Piece,
}

fn cells<S>(queries: &[AttackQuery], square: impl Fn(Square) -> S) -> Vec<Cells<S>> {
    queries
        .iter()
        .map(|q| Cells {
            position: q.position,
            from: square(q.from),
            to: square(q.to),
            piece: q.piece,
        })
        .collect()
}

/// The hot, latency, pressure and memory groups of one question, one loop per contender (or,
/// for the instruction counter, the hot loop of the one it asks for).
macro_rules! question {
    ($c:expr, $question:literal, $queries:expr, $buffer:expr, [$(($name:literal, $answer:expr $(,)?)),* $(,)?] $(,)?) => {
        if let Some(icount) = icount() {
            $( icount.offer(concat!($question, "/hot/", $name), $queries, $answer); )*
        } else {
            for regime in ["hot", "latency", "pressure", "memory"] {
                let mut group = $c.benchmark_group(format!("{}-{regime}", $question));
                group.throughput(Throughput::Elements($queries.len() as u64));
                let buffer: Option<&[u64]> = match regime {
                    "pressure" => Some($buffer),
                    "memory" => Some(common::memory_buffer()),
                    _ => None,
                };
                $(
                    if regime == "latency" {
                        run_latency(&mut group, $name, $queries, $answer);
                    } else {
                        run(&mut group, $name, $queries, buffer, $answer);
                    }
                )*
                group.finish();
            }
        }
    };
}

// The attack-set questions use `question!`, so they come after it.
#[path = "common/attack_sets.rs"]
mod attack_set_questions;

fn attacked_by(c: &mut Criterion) {
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    let occ = |i: u16| f.ours[usize::from(i)].pieces.occupied();
    let pieces = |i: u16| &f.ours[usize::from(i)].pieces;
    let kindergarten = &sliders::KINDERGARTEN;
    let magics: &'static sliders::BishopMagics = Box::leak(Box::new(sliders::BishopMagics::new()));
    let tried_kindergarten = move |s, o, p| {
        sliders::attackers_to(
            s,
            o,
            p,
            |s, o| kindergarten.bishop(s, o),
            |s, o| kindergarten.rook(s, o),
        )
    };
    let tried_magics = move |s, o, p| {
        sliders::attackers_to(
            s,
            o,
            p,
            |s, o| magics.bishop(s, o),
            |s, o| kindergarten.rook(s, o),
        )
    };
    // Each position's piece-sets, kept beside it as an engine keeps them (seed "Attack and
    // Defend Maps", Piece-Sets): the attackers read from the square's set through the piece
    // list.
    let piece_sets: &'static [vector_attacks::piece_sets::PieceSets] = Box::leak(
        f.generated
            .iter()
            .map(vector_attacks::piece_sets::PieceSets::new)
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    );
    let kept_sets = move |i: u16| &piece_sets[usize::from(i)];
    // Every attack contender gives the same answers before any is timed.
    for &(i, s) in f.squares.iter().chain(&f.kings) {
        let ours = vector_attacks::attackers_to(s, occ(i), pieces(i));
        assert_eq!(ours, kept_sets(i).attackers(s));
        assert_eq!(ours, cozy_attackers_to(s, occ(i), pieces(i)));
        assert_eq!(ours, chess_attackers_to(s, occ(i), pieces(i)));
        assert_eq!(ours, tried_kindergarten(s, occ(i), pieces(i)));
        assert_eq!(ours, tried_magics(s, occ(i), pieces(i)));
        assert_eq!(ours, magic_attackers_to(s, occ(i), pieces(i)));
        assert_eq!(ours, obstruction_attackers_to(s, occ(i), pieces(i)));
        assert_eq!(ours, hybrid_magic_attackers_to(s, occ(i), pieces(i)));
        assert_eq!(ours, hybrid_obstruction_attackers_to(s, occ(i), pieces(i)));
        assert_eq!(ours, black_attackers_to(s, occ(i), pieces(i)));
        assert_eq!(ours, hybrid_black_attackers_to(s, occ(i), pieces(i)));
        for side in [Color::White, Color::Black] {
            let ours = vector_attacks::is_attacked_by(s, side, occ(i), pieces(i));
            assert_eq!(ours, magic_attacked_by(s, side, occ(i), pieces(i)));
            assert_eq!(ours, obstruction_attacked_by(s, side, occ(i), pieces(i)));
            assert_eq!(ours, black_attacked_by(s, side, occ(i), pieces(i)));
            assert_eq!(ours, branchless_attacked_by(s, side, occ(i), pieces(i)));
            assert_eq!(ours, cozy_attacked_by(s, side, occ(i), pieces(i)));
            assert_eq!(ours, chess_attacked_by(s, side, occ(i), pieces(i)));
        }
    }

    question!(
        c,
        "attackers_to",
        &f.squares,
        buffer,
        [
            ("baseline", move |(i, s): (u16, Square)| occ(i) ^ s.bit()),
            ("ours", move |(i, s)| vector_attacks::attackers_to(
                s,
                occ(i),
                pieces(i)
            ),),
            ("shakmaty", move |(i, s): (u16, Square)| {
                let b = f.shakmaty[usize::from(i)].board();
                let sq = shakmaty::Square::new(u32::from(s.to_u8()));
                let o = b.occupied();
                (b.attacks_to(sq, shakmaty::Color::White, o)
                    | b.attacks_to(sq, shakmaty::Color::Black, o))
                .0
            },),
            ("cozy-chess", move |(i, s)| {
                cozy_attackers_to(s, occ(i), pieces(i))
            },),
            ("chess", move |(i, s)| {
                chess_attackers_to(s, occ(i), pieces(i))
            },),
            // Slider strategies tried (see `sliders`), and the leaper part alone.
            ("kindergarten", move |(i, s)| tried_kindergarten(
                s,
                occ(i),
                pieces(i)
            )),
            ("bishop-magics", move |(i, s)| tried_magics(
                s,
                occ(i),
                pieces(i)
            )),
            ("slider-magic", move |(i, s)| magic_attackers_to(
                s,
                occ(i),
                pieces(i)
            )),
            (
                "slider-obstruction",
                move |(i, s)| obstruction_attackers_to(s, occ(i), pieces(i))
            ),
            ("hybrid-magic", move |(i, s)| hybrid_magic_attackers_to(
                s,
                occ(i),
                pieces(i)
            )),
            ("hybrid-obstruction", move |(i, s)| {
                hybrid_obstruction_attackers_to(s, occ(i), pieces(i))
            }),
            ("slider-black", move |(i, s)| black_attackers_to(
                s,
                occ(i),
                pieces(i)
            )),
            ("hybrid-black", move |(i, s)| hybrid_black_attackers_to(
                s,
                occ(i),
                pieces(i)
            )),
            ("leapers-only", move |(i, s): (u16, Square)| {
                sliders::leapers(s.index(), pieces(i))
            }),
            ("piece-sets", move |(i, s): (u16, Square)| kept_sets(i)
                .attackers(s)),
        ],
    );

    let them = |i: u16| !f.ours[usize::from(i)].side_to_move;
    question!(
        c,
        "is_attacked_by",
        &f.kings,
        buffer,
        [
            ("baseline", move |(i, s): (u16, Square)| occ(i) ^ s.bit()),
            ("ours", move |(i, s)| {
                u64::from(vector_attacks::is_attacked_by(
                    s,
                    them(i),
                    occ(i),
                    pieces(i),
                ))
            },),
            ("shakmaty", move |(i, s): (u16, Square)| {
                let b = f.shakmaty[usize::from(i)].board();
                let sq = shakmaty::Square::new(u32::from(s.to_u8()));
                let color = if them(i) == Color::White {
                    shakmaty::Color::White
                } else {
                    shakmaty::Color::Black
                };
                u64::from(b.attacks_to(sq, color, b.occupied()).any())
            },),
            ("cozy-chess", move |(i, s)| {
                u64::from(cozy_attacked_by(s, them(i), occ(i), pieces(i)))
            },),
            ("chess", move |(i, s)| u64::from(chess_attacked_by(
                s,
                them(i),
                occ(i),
                pieces(i)
            )),),
            ("slider-magic", move |(i, s)| u64::from(magic_attacked_by(
                s,
                them(i),
                occ(i),
                pieces(i)
            ))),
            ("slider-obstruction", move |(i, s)| u64::from(
                obstruction_attacked_by(s, them(i), occ(i), pieces(i))
            )),
            ("slider-black", move |(i, s)| u64::from(black_attacked_by(
                s,
                them(i),
                occ(i),
                pieces(i)
            ))),
            ("branchless-black", move |(i, s)| u64::from(
                branchless_attacked_by(s, them(i), occ(i), pieces(i))
            )),
        ],
    );

    question!(
        c,
        "is_pseudo_legal",
        &f.moves,
        buffer,
        [
            ("baseline", move |(i, m): (u16, StoredMove)| occ(i)
                ^ m.to.bit()),
            ("ours", move |(i, m)| {
                u64::from(vector_attacks::is_pseudo_legal(&f.ours[usize::from(i)], m))
            },),
            ("shakmaty", move |(i, m): (u16, StoredMove)| {
                let moves = f.shakmaty[usize::from(i)].legal_moves();
                u64::from(moves.iter().any(|l| {
                    l.from().map(u32::from) == Some(u32::from(m.from.to_u8()))
                        && u32::from(l.to()) == u32::from(m.to.to_u8())
                }))
            },),
            ("cozy-chess", move |(i, m)| {
                let target = cozy_move(m);
                let mut found = false;
                f.cozy[usize::from(i)].generate_moves(|list| {
                    found |= list.into_iter().any(|l| l == target);
                    found
                });
                u64::from(found)
            },),
            ("cozy-chess-is-legal", move |(i, m)| u64::from(
                f.cozy[usize::from(i)].is_legal(cozy_move(m))
            ),),
            ("chess", move |(i, m)| {
                let target = chess_move(m);
                u64::from(chess::MoveGen::new_legal(&f.chess[usize::from(i)]).any(|l| l == target))
            },),
            ("chess-legal", move |(i, m)| u64::from(
                f.chess[usize::from(i)].legal(chess_move(m))
            ),),
        ],
    );
}

/// The stored-move test to the end: is a hash move (half legal moves of the position, half
/// random encodings) legal? Ours against each peer's own legality test and against
/// generating its legal moves and searching them.
fn legality(c: &mut Criterion) {
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    let occ = |i: u16| f.ours[usize::from(i)].pieces.occupied();
    let shak_moves: &'static Vec<(u16, Option<shakmaty::Move>)> = Box::leak(Box::new(
        f.moves
            .iter()
            .map(|&(i, m)| {
                (
                    i,
                    test_common::shakmaty_move(&f.shakmaty[usize::from(i)], m),
                )
            })
            .collect(),
    ));
    let cozy_moves: &'static Vec<(u16, cozy_chess::Move)> = Box::leak(Box::new(
        f.moves
            .iter()
            .map(|&(i, m)| (i, cozy_castling_move(&f.cozy[usize::from(i)], m)))
            .collect(),
    ));
    for (k, &(i, m)) in f.moves.iter().enumerate() {
        let ours = vector_attacks::is_legal(&f.ours[usize::from(i)], m);
        let pos = &f.shakmaty[usize::from(i)];
        assert_eq!(ours, shak_moves[k].1.is_some_and(|sm| pos.is_legal(sm)));
        assert_eq!(ours, f.cozy[usize::from(i)].is_legal(cozy_moves[k].1));
        assert_eq!(ours, f.chess[usize::from(i)].legal(chess_move(m)));
    }
    question!(
        c,
        "is_legal",
        &f.moves,
        buffer,
        [
            ("baseline", move |(i, m): (u16, StoredMove)| occ(i)
                ^ m.to.bit()),
            ("ours", move |(i, m)| {
                u64::from(vector_attacks::is_legal(&f.ours[usize::from(i)], m))
            },),
            ("chess", move |(i, m)| u64::from(
                f.chess[usize::from(i)].legal(chess_move(m))
            ),),
            ("shakmaty-movegen", move |(i, m): (u16, StoredMove)| {
                let moves = f.shakmaty[usize::from(i)].legal_moves();
                u64::from(moves.iter().any(|l| {
                    l.from().map(u32::from) == Some(u32::from(m.from.to_u8()))
                        && u32::from(l.to()) == u32::from(m.to.to_u8())
                }))
            },),
        ],
    );
    let contexts: &'static Vec<vector_attacks::Legality> = Box::leak(Box::new(
        f.ours.iter().map(vector_attacks::Legality::new).collect(),
    ));
    // Legality per node: the context made for each stored move (ours), and, below, spread
    // over the 3 to 5 stored moves an engine tests per node.
    question!(
        c,
        "is_legal",
        &f.moves,
        buffer,
        [
            ("ours-context", move |(i, m): (u16, StoredMove)| {
                let p = &f.ours[usize::from(i)];
                u64::from(vector_attacks::Legality::new(p).is_legal(p, m))
            }),
            // The context kept beside the position, as cozy-chess's `Board` keeps its
            // checkers and pinned pieces (made when the move leading to it was played).
            ("ours-kept-context", move |(i, m): (u16, StoredMove)| {
                let i = usize::from(i);
                u64::from(contexts[i].is_legal(&f.ours[i], m))
            }),
        ],
    );
    legality_per_node(c, buffer, &cozy_moves[..]);
    // cozy-chess's moves, castling as the king taking its rook, converted above.
    question!(
        c,
        "is_legal",
        &cozy_moves[..],
        buffer,
        [
            ("cozy-chess", move |(i, m): (u16, cozy_chess::Move)| {
                u64::from(f.cozy[usize::from(i)].is_legal(m))
            }),
            (
                "cozy-chess-movegen",
                move |(i, target): (u16, cozy_chess::Move)| {
                    let mut found = false;
                    f.cozy[usize::from(i)].generate_moves(|list| {
                        found |= list.into_iter().any(|l| l == target);
                        found
                    });
                    u64::from(found)
                }
            ),
        ],
    );
    // shakmaty's `is_legal` takes its own move, converted above; a move from an empty
    // square has none and is not legal.
    question!(
        c,
        "is_legal",
        &shak_moves[..],
        buffer,
        [("shakmaty", move |(i, m): (u16, Option<shakmaty::Move>)| {
            u64::from(m.is_some_and(|m| f.shakmaty[usize::from(i)].is_legal(m)))
        })],
    );
}

/// `is_legal_generated`: the generated module's `Position::is_legal` (the runtime's
/// `vector_attacks::chess`, as every generated variant has it) against cozy-chess's
/// `Board::is_legal`, on the same stored moves: half a legal move of the position, half a
/// legal move of another position (a hash move from a collision, a killer from a sibling),
/// in each library's own encoding.
fn legality_generated(c: &mut Criterion) {
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    let mut rng = XorShift(0x5700_ed00_1e6a_1000);
    let mut ours = Vec::with_capacity(QUERIES);
    let mut cozy = Vec::with_capacity(QUERIES);
    let mut list = vector_attacks::chess::MoveList::new();
    for _ in 0..QUERIES {
        let i = rng.below(POSITIONS);
        let j = if rng.below(2) == 0 {
            i
        } else {
            rng.below(POSITIONS)
        };
        f.generated[j].legal_moves(&mut list);
        let m = list.as_slice()[rng.below(list.len())];
        let theirs = cozy_chess::util::parse_uci_move(&f.cozy[j], &m.to_string())
            .expect("cozy-chess reads a legal move's UCI");
        // Both answer alike, but where the same squares make another kind of move here (a
        // pawn's double step stored, a rook's move here): our move carries its kind, which
        // `play` would act on, so it is not this position's move; cozy-chess's carries
        // none.
        let same_squares_other_kind = f.generated[i]
            .parse_uci(&m.to_string())
            .is_ok_and(|here| here != m);
        if !same_squares_other_kind {
            assert_eq!(
                f.generated[i].is_legal(m),
                f.cozy[i].is_legal(theirs),
                "{m}"
            );
        }
        ours.push((i as u16, m));
        cozy.push((i as u16, theirs));
    }
    let (ours, cozy): (&'static [_], &'static [_]) = (ours.leak(), cozy.leak());
    question!(
        c,
        "is_legal_generated",
        ours,
        buffer,
        [("ours", move |(i, m): (u16, vector_attacks::chess::Move)| {
            u64::from(f.generated[usize::from(i)].is_legal(m))
        })],
    );
    question!(
        c,
        "is_legal_generated",
        cozy,
        buffer,
        [("cozy-chess", move |(i, m): (u16, cozy_chess::Move)| {
            u64::from(f.cozy[usize::from(i)].is_legal(m))
        })],
    );
}

/// `parse_uci`, `san` and `parse_san` of the generated module (the runtime's
/// `vector_attacks::chess`, as every generated variant has them) against shakmaty's
/// `UciMove::to_move`, `SanPlus::from_move` and `SanPlus::to_move`: one legal move of a
/// random position per query, the same move in both, both answers agreeing before any is
/// timed. Each answer is the move's origin square, or the SAN's length.
fn notation(c: &mut Criterion) {
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    let mut rng = XorShift(0x5a4e_0000_0c10_0001);
    let mut list = vector_attacks::chess::MoveList::new();
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for _ in 0..QUERIES {
        let i = rng.below(POSITIONS);
        f.generated[i].legal_moves(&mut list);
        let m = list.as_slice()[rng.below(list.len())];
        let uci: &'static str = m.to_string().leak();
        let san: &'static str = f.generated[i].san(m).as_str().to_owned().leak();
        let shakmaty_move = shakmaty::uci::UciMove::from_ascii(uci.as_bytes())
            .unwrap()
            .to_move(&f.shakmaty[i])
            .expect("shakmaty reads a legal move's UCI");
        assert_eq!(
            shakmaty::san::SanPlus::from_move(f.shakmaty[i].clone(), shakmaty_move).to_string(),
            san
        );
        ours.push((i as u16, m, uci, san));
        theirs.push((i as u16, shakmaty_move, uci, san));
    }
    let (ours, theirs): (&'static [_], &'static [_]) = (ours.leak(), theirs.leak());
    let ours_uci = |(i, _, uci, _): (u16, vector_attacks::chess::Move, &str, &str)| {
        f.generated[usize::from(i)].parse_uci(uci).unwrap().from() as u64
    };
    let theirs_uci = |(i, _, uci, _): (u16, shakmaty::Move, &str, &str)| {
        let m = shakmaty::uci::UciMove::from_ascii(uci.as_bytes()).unwrap();
        u64::from(
            m.to_move(&f.shakmaty[usize::from(i)])
                .unwrap()
                .from()
                .unwrap(),
        )
    };
    let ours_san = |(i, m, _, _): (u16, vector_attacks::chess::Move, &str, &str)| {
        f.generated[usize::from(i)].san(m).as_str().len() as u64
    };
    let theirs_san = |(i, m, _, _): (u16, shakmaty::Move, &str, &str)| {
        use std::fmt::Write as _;
        let pos = f.shakmaty[usize::from(i)].clone();
        // The text written on the stack, as `San` holds ours: no allocation on either side.
        let mut text = StackText::default();
        write!(text, "{}", shakmaty::san::SanPlus::from_move(pos, m)).unwrap();
        text.len as u64
    };
    let ours_parse_san = |(i, _, _, san): (u16, vector_attacks::chess::Move, &str, &str)| {
        f.generated[usize::from(i)].parse_san(san).unwrap().from() as u64
    };
    let theirs_parse_san = |(i, _, _, san): (u16, shakmaty::Move, &str, &str)| {
        let parsed = shakmaty::san::SanPlus::from_ascii(san.as_bytes()).unwrap();
        u64::from(
            parsed
                .san
                .to_move(&f.shakmaty[usize::from(i)])
                .unwrap()
                .from()
                .unwrap(),
        )
    };
    for k in 0..QUERIES {
        assert_eq!(ours_uci(ours[k]), theirs_uci(theirs[k]));
        assert_eq!(ours_san(ours[k]), theirs_san(theirs[k]));
        assert_eq!(ours_parse_san(ours[k]), theirs_parse_san(theirs[k]));
    }
    question!(c, "parse_uci", ours, buffer, [("ours", ours_uci)]);
    question!(c, "parse_uci", theirs, buffer, [("shakmaty", theirs_uci)]);
    question!(c, "san", ours, buffer, [("ours", ours_san)]);
    question!(c, "san", theirs, buffer, [("shakmaty", theirs_san)]);
    question!(c, "parse_san", ours, buffer, [("ours", ours_parse_san)]);
    question!(
        c,
        "parse_san",
        theirs,
        buffer,
        [("shakmaty", theirs_parse_san)]
    );
}

/// A few bytes of text on the stack.
#[derive(Default)]
struct StackText {
    bytes: [u8; 16],
    len: usize,
}

impl std::fmt::Write for StackText {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let end = self.len + s.len();
        self.bytes
            .get_mut(self.len..end)
            .ok_or(std::fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Four stored moves of one position (a node's hash move, killers and counter move), with
/// the same moves in cozy-chess's encoding: the legality test spread over a node.
#[derive(Clone, Copy)]
struct Node<M> {
    position: u16,
    moves: [M; 4],
}

/// `is_legal_node`: four stored moves of one position per query, ours with the per-node
/// `Legality` made once (and without it), cozy-chess's `is_legal` four times. The stored
/// moves are the hash-move queries grouped by position (each position's in fours).
fn legality_per_node(
    c: &mut Criterion,
    buffer: &'static [u64],
    cozy_moves: &'static [(u16, cozy_chess::Move)],
) {
    let f = shared_fixture();
    let mut by_position: Vec<Vec<usize>> = vec![Vec::new(); POSITIONS];
    for (k, &(i, _)) in f.moves.iter().enumerate() {
        by_position[usize::from(i)].push(k);
    }
    let mut ours = Vec::new();
    let mut cozy = Vec::new();
    for (i, ks) in by_position.iter().enumerate() {
        for four in ks.chunks_exact(4) {
            let position = i as u16;
            ours.push(Node {
                position,
                moves: [0, 1, 2, 3].map(|j| f.moves[four[j]].1),
            });
            cozy.push(Node {
                position,
                moves: [0, 1, 2, 3].map(|j| cozy_moves[four[j]].1),
            });
        }
    }
    // A power of two of nodes, for the latency regime's mask; shuffled by position so that
    // consecutive nodes are of different positions.
    let n = ours.len().next_power_of_two() / 2;
    let mut rng = XorShift(0x0004_1e9a_11e7);
    let order: Vec<usize> = (0..n).map(|_| rng.below(ours.len())).collect();
    let ours: &'static Vec<Node<StoredMove>> =
        Box::leak(Box::new(order.iter().map(|&k| ours[k]).collect()));
    let cozy: &'static Vec<Node<cozy_chess::Move>> =
        Box::leak(Box::new(order.iter().map(|&k| cozy[k]).collect()));
    let bits = |answers: [bool; 4]| {
        answers
            .iter()
            .enumerate()
            .fold(0u64, |acc, (j, &a)| acc | u64::from(a) << j)
    };
    for (o, c) in ours.iter().zip(cozy) {
        let p = &f.ours[usize::from(o.position)];
        let board = &f.cozy[usize::from(c.position)];
        let context = vector_attacks::Legality::new(p);
        for j in 0..4 {
            let expected = vector_attacks::is_legal(p, o.moves[j]);
            assert_eq!(context.is_legal(p, o.moves[j]), expected);
            assert_eq!(board.is_legal(c.moves[j]), expected);
        }
    }
    question!(
        c,
        "is_legal_node",
        &ours[..],
        buffer,
        [
            ("baseline", move |q: Node<StoredMove>| f.ours
                [usize::from(q.position)]
            .pieces
            .occupied()
                ^ q.moves[0].to.bit()),
            ("ours-context", move |q: Node<StoredMove>| {
                let p = &f.ours[usize::from(q.position)];
                let context = vector_attacks::Legality::new(p);
                bits(q.moves.map(|m| context.is_legal(p, m)))
            }),
            ("ours", move |q: Node<StoredMove>| {
                let p = &f.ours[usize::from(q.position)];
                bits(q.moves.map(|m| vector_attacks::is_legal(p, m)))
            }),
        ],
    );
    question!(
        c,
        "is_legal_node",
        &cozy[..],
        buffer,
        [("cozy-chess", move |q: Node<cozy_chess::Move>| {
            let board = &f.cozy[usize::from(q.position)];
            bits(q.moves.map(|m| board.is_legal(m)))
        }),],
    );
}

/// The union of `attack` over the squares of `set` (a peer's bitboard).
#[inline(always)]
fn union_of<S, I: IntoIterator<Item = S>>(set: I, attack: impl Fn(S) -> u64) -> u64 {
    set.into_iter().fold(0, |map, s| map | attack(s))
}

/// What a whole side attacks (seed "Attack and Defend Maps"): ours by direction-wise fills
/// (`side_attacks`) and by looping the pieces through our getters (`side_attacks_by_square`),
/// against each peer's loop over its pieces, kind by kind, with its own attack getters; a
/// random side of a random position per query.
fn side_attacks(c: &mut Criterion) {
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    let mut rng = XorShift(0x051D_EA77);
    let queries: &'static Vec<(u16, Color)> = Box::leak(Box::new(
        (0..QUERIES)
            .map(|_| {
                let side = if rng.below(2) == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                (rng.below(POSITIONS) as u16, side)
            })
            .collect(),
    ));
    let pieces = |i: u16| &f.ours[usize::from(i)].pieces;
    let shak = move |(i, side): (u16, Color)| {
        use shakmaty::{attacks, Role};
        let b = f.shakmaty[usize::from(i)].board();
        let color = if side == Color::White {
            shakmaty::Color::White
        } else {
            shakmaty::Color::Black
        };
        let (own, occ) = (b.by_color(color), b.occupied());
        let of = |role: Role| b.by_role(role) & own;
        union_of(of(Role::Pawn), |s| attacks::pawn_attacks(color, s).0)
            | union_of(of(Role::Knight), |s| attacks::knight_attacks(s).0)
            | union_of(of(Role::Bishop), |s| attacks::bishop_attacks(s, occ).0)
            | union_of(of(Role::Rook), |s| attacks::rook_attacks(s, occ).0)
            | union_of(of(Role::Queen), |s| attacks::queen_attacks(s, occ).0)
            | union_of(of(Role::King), |s| attacks::king_attacks(s).0)
    };
    let cozy = move |(i, side): (u16, Color)| {
        use cozy_chess::{Color as C, Piece as P};
        let b = &f.cozy[usize::from(i)];
        let color = if side == Color::White {
            C::White
        } else {
            C::Black
        };
        let occ = b.occupied();
        let of = |piece: P| b.colored_pieces(color, piece);
        union_of(of(P::Pawn), |s| cozy_chess::get_pawn_attacks(s, color).0)
            | union_of(of(P::Knight), |s| cozy_chess::get_knight_moves(s).0)
            | union_of(of(P::Bishop), |s| cozy_chess::get_bishop_moves(s, occ).0)
            | union_of(of(P::Rook), |s| cozy_chess::get_rook_moves(s, occ).0)
            | union_of(of(P::Queen), |s| {
                (cozy_chess::get_bishop_moves(s, occ) | cozy_chess::get_rook_moves(s, occ)).0
            })
            | union_of(of(P::King), |s| cozy_chess::get_king_moves(s).0)
    };
    for &q in queries.iter() {
        let ours = vector_attacks::side_attacks(pieces(q.0), q.1);
        assert_eq!(
            ours,
            vector_attacks::side_attacks_by_square(pieces(q.0), q.1)
        );
        assert_eq!(ours, vector_attacks::side_attacks_fill(pieces(q.0), q.1));
        assert_eq!(ours, shak(q));
        assert_eq!(ours, cozy(q));
    }
    question!(
        c,
        "side_attacks",
        &queries[..],
        buffer,
        [
            ("baseline", move |(i, side): (u16, Color)| pieces(i).sides
                [side as usize]),
            ("fill", move |(i, side)| vector_attacks::side_attacks_fill(
                pieces(i),
                side
            )),
            ("default", move |(i, side)| {
                vector_attacks::side_attacks(pieces(i), side)
            }),
            ("by-square", move |(i, side)| {
                vector_attacks::side_attacks_by_square(pieces(i), side)
            }),
            ("shakmaty", shak),
            ("cozy-chess", cozy),
        ],
    );
}

/// The seeds' other question: the mailbox attack test against the bitboard one and the
/// peers, on positions from games, hot and latency.
fn mailbox(c: &mut Criterion) {
    let f = shared_fixture();
    let occ = |i: u16| f.ours[usize::from(i)].pieces.occupied();
    let q = &f.attacks;
    let ours = Box::leak(Box::new(cells(q, |s| s)));
    let c16 = Box::leak(Box::new(cells(q, Mailbox16x12::to_mailbox)));
    let c88 = Box::leak(Box::new(cells(q, X88::to_mailbox)));
    let c15 = Box::leak(Box::new(cells(q, Mailbox15x12::to_mailbox)));
    let c10 = Box::leak(Box::new(cells(q, Mailbox10x12::to_mailbox)));
    let shak = Box::leak(Box::new(cells(q, ShakmatyC::square)));
    let cozy = Box::leak(Box::new(cells(q, CozyC::square)));
    let chess = Box::leak(Box::new(cells(q, ChessC::square)));
    let m16 = move |q: Cells<usize>| {
        let board = &f.boards_16x12[usize::from(q.position)];
        u64::from(attacks_mailbox::<Mailbox16x12, u8>(
            board, q.from, q.to, q.piece,
        ))
    };
    let m88 = move |q: Cells<usize>| {
        let board = &f.boards_0x88[usize::from(q.position)];
        u64::from(attacks_mailbox::<X88, u8>(board, q.from, q.to, q.piece))
    };
    let m15 = move |q: Cells<usize>| {
        let board = &f.boards_15x12[usize::from(q.position)];
        u64::from(attacks_mailbox::<Mailbox15x12, u8>(
            board, q.from, q.to, q.piece,
        ))
    };
    let m10 = move |q: Cells<usize>| {
        let board = &f.boards_10x12[usize::from(q.position)];
        u64::from(attacks_mailbox_by_squares::<Mailbox10x12, u8>(
            board, q.from, q.to, q.piece,
        ))
    };
    let bitboard = move |q: Cells<Square>| {
        u64::from(vector_attacks::is_attacked(
            q.from,
            q.to,
            q.piece,
            occ(q.position),
        ))
    };
    let baseline = move |q: Cells<Square>| occ(q.position) ^ q.to.bit();
    macro_rules! peer {
        ($c:ty) => {
            move |q: Cells<<$c as Attacks>::Sq>| {
                u64::from(<$c>::is_attacked(q.from, q.to, q.piece, occ(q.position)))
            }
        };
    }
    // Every contender gives the same answers before any is timed.
    for k in 0..q.len() {
        let expected = bitboard(ours[k]);
        assert_eq!(m16(c16[k]), expected);
        assert_eq!(m88(c88[k]), expected);
        assert_eq!(m15(c15[k]), expected);
        assert_eq!(m10(c10[k]), expected);
        assert_eq!(peer!(ShakmatyC)(shak[k]), expected);
        assert_eq!(peer!(CozyC)(cozy[k]), expected);
        assert_eq!(peer!(ChessC)(chess[k]), expected);
    }
    for regime in ["hot", "latency"] {
        let mut group = c.benchmark_group(format!("attacks_mailbox-{regime}"));
        group.throughput(Throughput::Elements(q.len() as u64));
        macro_rules! time {
            ($name:literal, $queries:expr, $answer:expr) => {
                if regime == "hot" {
                    run(&mut group, $name, $queries, None, $answer);
                } else {
                    run_latency(&mut group, $name, $queries, $answer);
                }
            };
        }
        time!("baseline", ours, baseline);
        time!("bitboard", ours, bitboard);
        time!("mailbox-16x12", c16, m16);
        time!("mailbox-0x88", c88, m88);
        time!("mailbox-15x12", c15, m15);
        time!("mailbox-10x12-squares", c10, m10);
        time!("shakmaty", shak, peer!(ShakmatyC));
        time!("cozy-chess", cozy, peer!(CozyC));
        time!("chess", chess, peer!(ChessC));
        group.finish();
    }
}

/// Seed "Attack and Defend Maps": the SEE of a capture by Rebel's table (both attack bytes
/// and one load) against the exact swap-list SEE, hot and cache-pressured.
fn see(c: &mut Criterion) {
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    let pieces = |i: u16| &f.ours[usize::from(i)].pieces;
    // The side making the capture.
    let side_of = move |i: u16, m: StoredMove| {
        if pieces(i).sides[0] & m.from.bit() != 0 {
            Color::White
        } else {
            Color::Black
        }
    };
    let by_table = move |(i, m): (u16, StoredMove)| {
        let (p, side) = (pieces(i), side_of(i, m));
        let occ = p.occupied();
        let a = vector_attacks::attack_byte(m.to, side, occ, p);
        let d = vector_attacks::attack_byte(m.to, !side, occ, p);
        vector_attacks::see_by_table(p.role_on(m.to), a, d) as u64
    };
    let by_table_once = move |(i, m): (u16, StoredMove)| {
        let p = pieces(i);
        let bytes = vector_attacks::attack_bytes(m.to, p.occupied(), p);
        let side = side_of(i, m);
        let (a, d) = (bytes[side as usize], bytes[!side as usize]);
        vector_attacks::see_by_table(p.role_on(m.to), a, d) as u64
    };
    let by_counts = move |(i, m): (u16, StoredMove)| {
        let (p, side) = (pieces(i), side_of(i, m));
        let occ = p.occupied();
        let a = vector_attacks::attack_counts_byte(m.to, side, occ, p);
        let d = vector_attacks::attack_counts_byte(m.to, !side, occ, p);
        vector_attacks::see_by_counts_table(p.role_on(m.to), a, d) as u64
    };
    // Each position's chess module copy and its attack maps, kept as an engine keeps them.
    type Kept = (
        vector_attacks::chess::Position,
        vector_attacks::chess::AttackMaps,
    );
    let kept: &'static [Kept] = Box::leak(
        f.generated
            .iter()
            .map(|&position| (position, vector_attacks::chess::AttackMaps::new(&position)))
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    );
    let by_kept_bytes = move |(i, m): (u16, StoredMove)| {
        let (position, maps) = &kept[usize::from(i)];
        vector_attacks::see_by_kept_bytes(position, maps, m.to) as u64
    };
    // And its piece-sets, whose halves index the 64 KiB table for the bytes.
    let sets: &'static [vector_attacks::piece_sets::PieceSets] = Box::leak(
        f.generated
            .iter()
            .map(vector_attacks::piece_sets::PieceSets::new)
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    );
    let by_piece_sets = move |(i, m): (u16, StoredMove)| {
        let (position, _) = &kept[usize::from(i)];
        vector_attacks::see_by_piece_sets(position, &sets[usize::from(i)], m.to) as u64
    };
    for &q in &f.captures {
        assert_eq!(by_kept_bytes(q), by_table_once(q));
        assert_eq!(by_piece_sets(q), by_table_once(q));
    }
    question!(
        c,
        "see",
        &f.captures,
        buffer,
        [
            ("baseline", move |(i, m): (u16, StoredMove)| pieces(i)
                .occupied()
                ^ m.to.bit()),
            ("table", by_table),
            ("table-one-call", by_table_once),
            ("kept-bytes", by_kept_bytes),
            ("piece-sets", by_piece_sets),
            ("counts-table", by_counts),
            (
                "exact",
                move |(i, m): (u16, StoredMove)| vector_attacks::see(pieces(i), m.from, m.to)
                    as u64
            ),
        ],
    );
}

/// One slider query: a square and the occupancy of a position from a game, in each
/// library's types (converted before measuring).
#[derive(Clone, Copy)]
struct SliderQuery<S, B> {
    square: S,
    occupied: B,
}

/// The slider getters side by side: rook, bishop and queen attacks from a uniform square
/// among the occupancy of a position from a game, ours in both forms (fancy magics,
/// obstruction difference) against shakmaty's fixed-shift magics, cozy-chess's black magics
/// and chess's magics. Every contender answers the same before any is timed.
fn slider_attacks(c: &mut Criterion) {
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    let ours: &'static Vec<SliderQuery<Square, u64>> = Box::leak(Box::new(
        f.squares
            .iter()
            .map(|&(i, s)| SliderQuery {
                square: s,
                occupied: f.ours[usize::from(i)].pieces.occupied(),
            })
            .collect(),
    ));
    let convert = |sq: fn(Square) -> _| -> Vec<_> {
        ours.iter().map(|q| (sq(q.square), q.occupied)).collect()
    };
    let shak: &'static Vec<(shakmaty::Square, u64)> = Box::leak(Box::new(convert(|s| {
        shakmaty::Square::new(u32::from(s.to_u8()))
    })));
    let cozy: &'static Vec<(cozy_chess::Square, u64)> = Box::leak(Box::new(
        ours.iter()
            .map(|q| (cozy_chess::Square::index(q.square.index()), q.occupied))
            .collect(),
    ));
    let chess: &'static Vec<(chess::Square, u64)> = Box::leak(Box::new(
        ours.iter()
            .map(|q| (chess::ALL_SQUARES[q.square.index()], q.occupied))
            .collect(),
    ));
    // Rotated bitboards read the copies an engine keeps beside its position: one
    // `RotatedOccupancy` per query, made before timing (keeping it is `rotated_toggle`).
    let rotated: &'static Vec<(Square, vector_attacks::RotatedOccupancy)> = Box::leak(Box::new(
        ours.iter()
            .map(|q| (q.square, vector_attacks::RotatedOccupancy::new(q.occupied)))
            .collect(),
    ));
    macro_rules! slider {
        ($question:literal, $magic:path, $black:path, $unchecked:path, $obstruction:path, $rotated:path, $shak:path, $cozy:expr, $chess:expr) => {{
            for k in 0..ours.len() {
                let q = ours[k];
                let expected = $magic(q.square, q.occupied);
                assert_eq!($obstruction(q.square, q.occupied), expected);
                assert_eq!($rotated(rotated[k].0, &rotated[k].1), expected);
                assert_eq!($black(q.square, q.occupied), expected);
                assert_eq!($unchecked(q.square, q.occupied), expected);
                assert_eq!($shak(shak[k].0, shakmaty::Bitboard(shak[k].1)).0, expected);
                assert_eq!($cozy(cozy[k].0, cozy_chess::BitBoard(cozy[k].1)), expected);
                assert_eq!($chess(chess[k].0, chess::BitBoard(chess[k].1)), expected);
            }
            let (ours, shak, cozy, chess, rot) =
                (&ours[..], &shak[..], &cozy[..], &chess[..], &rotated[..]);
            question!(
                c,
                $question,
                ours,
                buffer,
                [
                    ("baseline", |q: SliderQuery<Square, u64>| q.occupied
                        ^ q.square.bit()),
                    ("magic", |q: SliderQuery<Square, u64>| $magic(
                        q.square, q.occupied
                    )),
                    ("black-magic", |q: SliderQuery<Square, u64>| $black(
                        q.square, q.occupied
                    )),
                    ("magic-unchecked", |q: SliderQuery<Square, u64>| $unchecked(
                        q.square, q.occupied
                    )),
                    ("obstruction", |q: SliderQuery<Square, u64>| $obstruction(
                        q.square, q.occupied
                    )),
                ]
            );
            question!(
                c,
                $question,
                rot,
                buffer,
                [(
                    "rotated",
                    |(s, r): (Square, vector_attacks::RotatedOccupancy)| $rotated(s, &r)
                ),]
            );
            // The peers' loops run over their own query types; `question!` times them under
            // the same group names.
            question!(
                c,
                $question,
                shak,
                buffer,
                [("shakmaty", |(s, o): (shakmaty::Square, u64)| $shak(
                    s,
                    shakmaty::Bitboard(o)
                )
                .0),]
            );
            question!(
                c,
                $question,
                cozy,
                buffer,
                [("cozy-chess", |(s, o): (cozy_chess::Square, u64)| $cozy(
                    s,
                    cozy_chess::BitBoard(o)
                )),]
            );
            question!(
                c,
                $question,
                chess,
                buffer,
                [("chess", |(s, o): (chess::Square, u64)| $chess(
                    s,
                    chess::BitBoard(o)
                )),]
            );
        }};
    }
    rotated_toggle(c, rotated, buffer);
    slider!(
        "rook_attacks",
        vector_attacks::rook_attacks_magic,
        vector_attacks::rook_attacks_black_magic,
        unchecked::rook,
        vector_attacks::rook_attacks_obstruction,
        vector_attacks::rook_attacks_rotated,
        shakmaty::attacks::rook_attacks,
        |s, o| cozy_chess::get_rook_moves(s, o).0,
        |s, o| chess::get_rook_moves(s, o).0
    );
    slider!(
        "bishop_attacks",
        vector_attacks::bishop_attacks_magic,
        vector_attacks::bishop_attacks_black_magic,
        unchecked::bishop,
        vector_attacks::bishop_attacks_obstruction,
        vector_attacks::bishop_attacks_rotated,
        shakmaty::attacks::bishop_attacks,
        |s, o| cozy_chess::get_bishop_moves(s, o).0,
        |s, o| chess::get_bishop_moves(s, o).0
    );
    slider!(
        "queen_attacks",
        vector_attacks::queen_attacks_magic,
        vector_attacks::queen_attacks_black_magic,
        unchecked::queen,
        vector_attacks::queen_attacks_obstruction,
        vector_attacks::queen_attacks_rotated,
        shakmaty::attacks::queen_attacks,
        |s, o| (cozy_chess::get_rook_moves(s, o) | cozy_chess::get_bishop_moves(s, o)).0,
        |s, o| (chess::get_rook_moves(s, o) | chess::get_bishop_moves(s, o)).0
    );
}

/// What keeping the rotated copies costs per move (issue "The seeds' other two ways to
/// slide"): a piece leaves `from` and arrives on `to` (a capture leaves `to` occupied), on a
/// copy of the position's `RotatedOccupancy` (copy-make). Against the plain occupancy's XOR
/// (`baseline`) and rotating the new occupancy from scratch (`from-scratch`). The answer folds
/// the four copies, so none is left out.
fn rotated_toggle(
    c: &mut Criterion,
    positions: &'static [(Square, vector_attacks::RotatedOccupancy)],
    buffer: &'static [u64],
) {
    use vector_attacks::RotatedOccupancy;
    type Toggle = (RotatedOccupancy, u8, u8);
    let mut rng = XorShift(0x7067_613E);
    let queries: &'static Vec<Toggle> = Box::leak(Box::new(
        positions
            .iter()
            .map(|&(_, r)| {
                let occupied = r.occupied();
                // A piece of the position, and any other square.
                let pieces: Vec<u8> = (0..64).filter(|&s| occupied >> s & 1 == 1).collect();
                let from = pieces[rng.below(pieces.len())];
                let to = loop {
                    let to = rng.below(64) as u8;
                    if to != from {
                        break to;
                    }
                };
                (r, from, to)
            })
            .collect(),
    ));
    let after = |(r, from, to): Toggle| r.occupied() & !(1 << from) | 1 << to;
    let fold = |r: &RotatedOccupancy| r.rotated().iter().fold(r.occupied(), |a, c| a ^ c);
    let kept = move |(mut r, from, to): Toggle| {
        let capture = r.occupied() >> to & 1 == 1;
        r.toggle(usize::from(from));
        if !capture {
            r.toggle(usize::from(to));
        }
        fold(&r)
    };
    for &q in queries.iter() {
        assert_eq!(kept(q), fold(&RotatedOccupancy::new(after(q))));
    }
    question!(
        c,
        "rotated_toggle",
        &queries[..],
        buffer,
        [
            ("baseline", move |q: Toggle| after(q)),
            ("rotated", kept),
            ("from-scratch", move |q: Toggle| fold(
                &RotatedOccupancy::new(after(q))
            )),
        ]
    );
}

/// Making a move and reading the position's Zobrist key (issue "The board state the seeds
/// keep"): ours keeps Polyglot's key in `play` (`vector_attacks::chess`), cozy-chess keeps its
/// own in `Board::play_unchecked`, shakmaty updates Polyglot's key with
/// `update_zobrist_hash` beside `play_unchecked` (computing it afresh where shakmaty offers no
/// update). A random legal move of a random-game
/// position each; every contender makes its own copy of the position (copy-make) and returns
/// the key after the move. All three keys are Polyglot's except cozy-chess's own.
fn zobrist_play(c: &mut Criterion) {
    use shakmaty::zobrist::Zobrist64;
    use shakmaty::{CastlingMode, EnPassantMode};
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    let mut rng = XorShift(0x020B_1257);
    type Ours = (vector_attacks::chess::Position, vector_attacks::chess::Move);
    let mut ours: Vec<Ours> = Vec::new();
    let mut cozy: Vec<(cozy_chess::Board, cozy_chess::Move)> = Vec::new();
    let mut shak: Vec<(Chess, shakmaty::Move, u64)> = Vec::new();
    for k in 0..QUERIES {
        let i = k % POSITIONS;
        let pos = &f.shakmaty[i];
        let moves = pos.legal_moves();
        let m = moves[rng.below(moves.len())];
        let uci = m.to_uci(CastlingMode::Standard).to_string();
        let p = f.generated[i];
        let mut list = vector_attacks::chess::MoveList::new();
        p.legal_moves(&mut list);
        let ours_move = *list
            .as_slice()
            .iter()
            .find(|x| x.to_string() == uci)
            .unwrap();
        let board = &f.cozy[i];
        let cozy_move = cozy_chess::util::parse_uci_move(board, &uci).unwrap();
        let key = pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0;
        // The keys agree before and after the move (Polyglot's, both).
        assert_eq!(p.zobrist(), key);
        let mut played = pos.clone();
        played.play_unchecked(m);
        let after = pos
            .update_zobrist_hash(Zobrist64(key), m, EnPassantMode::Legal)
            .unwrap_or_else(|| played.zobrist_hash(EnPassantMode::Legal))
            .0;
        assert_eq!(p.play(ours_move).zobrist(), after);
        ours.push((p, ours_move));
        cozy.push((board.clone(), cozy_move));
        shak.push((pos.clone(), m, key));
    }
    let (ours, cozy, shak): (&'static [Ours], &'static [_], &'static [_]) = (
        Box::leak(ours.into_boxed_slice()),
        Box::leak(cozy.into_boxed_slice()),
        Box::leak(shak.into_boxed_slice()),
    );
    let queries: Vec<u16> = (0..QUERIES as u16).collect();
    question!(
        c,
        "zobrist_play",
        &queries[..],
        buffer,
        [
            ("baseline", move |k: u16| ours[usize::from(k)].0.zobrist()),
            ("ours", move |k: u16| {
                let (p, m) = ours[usize::from(k)];
                p.play(m).zobrist()
            }),
            ("cozy-chess", move |k: u16| {
                let (board, m) = &cozy[usize::from(k)];
                let mut b = board.clone();
                b.play_unchecked(*m);
                b.hash()
            }),
            ("shakmaty", move |k: u16| {
                let (pos, m, key) = &shak[usize::from(k)];
                let mut p = pos.clone();
                p.play_unchecked(*m);
                // Where the update is not incremental (an en passant square appears or
                // goes, under the legal mode), shakmaty's user computes the key afresh.
                pos.update_zobrist_hash(Zobrist64(*key), *m, EnPassantMode::Legal)
                    .unwrap_or_else(|| p.zobrist_hash(EnPassantMode::Legal))
                    .0
            }),
        ]
    );
}

/// Capture generation (issue "The board state the seeds keep"): the seed's loop over the
/// piece lists on a 15x12 mailbox (`PieceLists::captures`: victims most valuable first, each
/// against the side's pieces least valuable first, one difference-table load and a blocker
/// walk each), against bitboard generation: ours (the chess module's legal moves, the
/// captures kept) and cozy-chess's `generate_moves` with its targets cut to the other side's
/// pieces. The loop's captures are pseudo-legal, the bitboard ones legal; en passant is left
/// out of all three. Each answer folds the captures' squares.
fn captures(c: &mut Criterion) {
    use vector_attacks::chess::{MoveList, Position as ChessPosition};
    use vector_attacks::piece_lists::PieceLists;
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    type Kept = (ChessPosition, PieceLists);
    let kept: &'static [Kept] = Box::leak(
        f.generated
            .iter()
            .map(|&position| (position, PieceLists::new(&position)))
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    );
    let fold = |from: usize, to: usize| {
        ((from as u64) << 6 | to as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    };
    let looped = move |i: u16| {
        let (position, lists) = &kept[usize::from(i)];
        let mut acc = 0u64;
        lists.captures(position.side_to_move(), |from, to| {
            acc ^= fold(from.index(), to.index());
        });
        acc
    };
    let bitboard = move |i: u16| {
        let (position, _) = &kept[usize::from(i)];
        let mut list = MoveList::new();
        position.legal_moves(&mut list);
        let theirs = position.side_pieces(position.side_to_move() ^ 1);
        let mut acc = 0u64;
        let mut last = (usize::MAX, usize::MAX);
        for m in list.as_slice() {
            // Promotions are four moves to one square: count the capture once.
            if theirs >> m.to() & 1 == 1 && (m.from(), m.to()) != last {
                acc ^= fold(m.from(), m.to());
                last = (m.from(), m.to());
            }
        }
        acc
    };
    let cozy = move |i: u16| {
        let board = &f.cozy[usize::from(i)];
        let theirs = board.colors(!board.side_to_move());
        let mut acc = 0u64;
        board.generate_moves(|mut mvs| {
            mvs.to &= theirs;
            for to in mvs.to {
                acc ^= fold(mvs.from as usize, to as usize);
            }
            false
        });
        acc
    };
    let queries: Vec<u16> = (0..QUERIES).map(|k| (k % POSITIONS) as u16).collect();
    // The three agree where no capture is illegal (most positions); the loop's pseudo-legal
    // captures include the legal ones.
    let mut same = 0;
    for &i in &queries[..POSITIONS] {
        assert_eq!(bitboard(i), cozy(i));
        same += usize::from(looped(i) == bitboard(i));
    }
    assert!(same * 10 > POSITIONS * 8, "{same} of {POSITIONS}");
    question!(
        c,
        "captures",
        &queries[..],
        buffer,
        [
            ("baseline", move |i: u16| kept[usize::from(i)].0.zobrist()),
            ("loop", looped),
            ("bitboard", bitboard),
            ("cozy-chess", cozy),
        ]
    );
}

/// What keeping the attack maps costs per move (issue "The board state the seeds keep"):
/// `AttackMaps::play` on a copy of the position's maps (copy-make), which recomputes the
/// pieces on the squares the move changed and the riders that attacked them, then the bytes
/// of the squares whose attackers changed; against computing the maps of the new position
/// from scratch (`from-scratch`, `AttackMaps::new`) and the move alone (`baseline`,
/// `Position::play`). A random legal move of a random-game position each; the answer reads
/// the maps at the move's squares (so none of them can be left out).
fn attack_maps_play(c: &mut Criterion) {
    use vector_attacks::chess::{
        AttackMaps, Move as ChessMove, MoveList, Position as ChessPosition,
    };
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    let mut rng = XorShift(0x0A77_AC4E_D3A9);
    type Kept = (ChessPosition, AttackMaps, ChessMove);
    let mut kept: Vec<Kept> = Vec::new();
    for k in 0..QUERIES {
        let position = f.generated[k % POSITIONS];
        let mut list = MoveList::new();
        position.legal_moves(&mut list);
        let m = list.as_slice()[rng.below(list.len())];
        kept.push((position, AttackMaps::new(&position), m));
    }
    let kept: &'static [Kept] = Box::leak(kept.into_boxed_slice());
    let read = |maps: &AttackMaps, m: ChessMove, after: &ChessPosition| {
        maps.attacks_to(m.from())
            ^ maps.attacks_from(m.to())
            ^ u64::from(maps.attack_byte(m.from(), 1))
            ^ after.zobrist()
    };
    let queries: Vec<u16> = (0..QUERIES as u16).collect();
    for &k in &queries {
        let (position, maps, m) = &kept[usize::from(k)];
        let mut maps = *maps;
        let after = maps.play(position, *m);
        assert_eq!(maps, AttackMaps::new(&after));
    }
    question!(
        c,
        "attack_maps_play",
        &queries[..],
        buffer,
        [
            ("baseline", move |k: u16| {
                let (p, _, m) = &kept[usize::from(k)];
                p.play(*m).zobrist()
            }),
            ("kept", move |k: u16| {
                let (p, maps, m) = &kept[usize::from(k)];
                let mut maps = *maps;
                let after = maps.play(p, *m);
                read(&maps, *m, &after)
            }),
            ("from-scratch", move |k: u16| {
                let (p, _, m) = &kept[usize::from(k)];
                let after = p.play(*m);
                read(&AttackMaps::new(&after), *m, &after)
            }),
        ]
    );
}

/// What keeping the piece-sets costs per move (seed "Attack and Defend Maps", Piece-Sets):
/// `PieceSets::play` on a copy (copy-make), which moves the piece's bit, recomputes the
/// attack-to bitboards of the pieces that moved and of the sliders through the changed
/// squares and toggles their bits in the squares' sets; against the sets of the new position
/// from scratch and the move alone, as `attack_maps_play` measures the attack maps.
fn piece_sets_play(c: &mut Criterion) {
    use vector_attacks::chess::{Move as ChessMove, MoveList, Position as ChessPosition};
    use vector_attacks::piece_sets::PieceSets;
    let f = shared_fixture();
    let buffer = common::pressure_buffer();
    let mut rng = XorShift(0x9EC3_5E75_91A7);
    type Kept = (ChessPosition, PieceSets, ChessMove);
    let mut kept: Vec<Kept> = Vec::new();
    for k in 0..QUERIES {
        let position = f.generated[k % POSITIONS];
        let mut list = MoveList::new();
        position.legal_moves(&mut list);
        let m = list.as_slice()[rng.below(list.len())];
        kept.push((position, PieceSets::new(&position), m));
    }
    let kept: &'static [Kept] = Box::leak(kept.into_boxed_slice());
    let read = |sets: &PieceSets, m: ChessMove, after: &ChessPosition| {
        let (from, to) = (Square::ALL[m.from()], Square::ALL[m.to()]);
        u64::from(sets.set(from)) ^ sets.attackers(to) ^ after.zobrist()
    };
    let queries: Vec<u16> = (0..QUERIES as u16).collect();
    for &k in &queries {
        let (position, sets, m) = &kept[usize::from(k)];
        let mut sets = *sets;
        let after = sets.play(position, *m);
        let fresh = PieceSets::new(&after);
        for s in Square::ALL {
            assert_eq!(sets.attackers(s), fresh.attackers(s));
        }
    }
    question!(
        c,
        "piece_sets_play",
        &queries[..],
        buffer,
        [
            ("baseline", move |k: u16| {
                let (p, _, m) = &kept[usize::from(k)];
                p.play(*m).zobrist()
            }),
            ("kept", move |k: u16| {
                let (p, sets, m) = &kept[usize::from(k)];
                let mut sets = *sets;
                let after = sets.play(p, *m);
                read(&sets, *m, &after)
            }),
            ("from-scratch", move |k: u16| {
                let (p, _, m) = &kept[usize::from(k)];
                let after = p.play(*m);
                read(&PieceSets::new(&after), *m, &after)
            }),
        ]
    );
}

criterion_group!(
    benches,
    attacked_by,
    mailbox,
    see,
    slider_attacks,
    legality,
    legality_generated,
    notation,
    side_attacks,
    attack_set_questions::attacks_fn,
    attack_set_questions::large,
    attack_set_questions::large_side_attacks,
    zobrist_play,
    captures,
    attack_maps_play,
    piece_sets_play
);

fn main() {
    if let Some(icount) = icount() {
        attacked_by(&mut Criterion::default());
        see(&mut Criterion::default());
        slider_attacks(&mut Criterion::default());
        legality(&mut Criterion::default());
        legality_generated(&mut Criterion::default());
        side_attacks(&mut Criterion::default());
        attack_set_questions::attacks_fn(&mut Criterion::default());
        attack_set_questions::large(&mut Criterion::default());
        attack_set_questions::large_side_attacks(&mut Criterion::default());
        zobrist_play(&mut Criterion::default());
        captures(&mut Criterion::default());
        attack_maps_play(&mut Criterion::default());
        piece_sets_play(&mut Criterion::default());
        if icount.id != "list" {
            eprintln!(
                "attacked_by: no hot loop named {:?}; see ICOUNT=list",
                icount.id
            );
            std::process::exit(2);
        }
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}

/// Our magic tables read without the bounds check on the attack set (`get_unchecked`; every
/// index is below the table's length, which `codegen/tests/reference.rs` proves for every
/// subset of every mask): a measurement of what the runtime's check costs, not a contender
/// the runtime could use (it has no `unsafe`).
mod unchecked {
    use vector_attacks::tables::{
        BISHOP_MAGICS, BISHOP_MAGIC_ATTACKS, ROOK_MAGICS, ROOK_MAGIC_ATTACKS,
    };
    use vector_attacks::Square;

    #[inline(always)]
    fn lookup(magic: &[u64; 4], attacks: &[u64], occupied: u64) -> u64 {
        let [mask, factor, shift, offset] = *magic;
        let index = (offset + ((occupied & mask).wrapping_mul(factor) >> shift)) as usize;
        // SAFETY: the generator's reference tests check that every subset of every mask
        // indexes inside the table, and `occupied & mask` is such a subset.
        unsafe { *attacks.get_unchecked(index) }
    }

    #[inline(always)]
    pub fn rook(square: Square, occupied: u64) -> u64 {
        lookup(&ROOK_MAGICS[square.index()], &ROOK_MAGIC_ATTACKS, occupied)
    }

    #[inline(always)]
    pub fn bishop(square: Square, occupied: u64) -> u64 {
        lookup(
            &BISHOP_MAGICS[square.index()],
            &BISHOP_MAGIC_ATTACKS,
            occupied,
        )
    }

    #[inline(always)]
    pub fn queen(square: Square, occupied: u64) -> u64 {
        rook(square, occupied) | bishop(square, occupied)
    }
}
