//! Attack bytes, the exact SEE and the attack maps against shakmaty, on positions of seeded
//! random games; and how often the SEE table agrees with the exact SEE.
//!
//! The reference SEE is the textbook swap algorithm written here over shakmaty's
//! `Board::attacks_to` (python-chess has no SEE), independent of the runtime's code.

mod common;

use common::{pieces_of, XorShift};
use shakmaty::{Bitboard, Board, Chess, Color, Move, Position as _, Role};
use vector_attacks::{
    attack_byte, attack_bytes, attack_counts_byte, see, see_with_values, AttackMaps, Kind, Pieces,
    Side, Square,
};
use vector_attacks_codegen::compute::see::{table, Encoding, Values};

/// Positions of random games: every position of 120 seeded games of up to 150 plies.
fn positions() -> Vec<Chess> {
    let mut rng = XorShift(0x0005_eed0_f5ee);
    let mut all = Vec::new();
    for _ in 0..120 {
        let mut pos = Chess::default();
        for _ in 0..150 {
            all.push(pos.clone());
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[(rng.next() % moves.len() as u64) as usize];
            pos.play_unchecked(m);
        }
    }
    all
}

fn sq(s: shakmaty::Square) -> Square {
    Square::ALL[usize::from(s)]
}

fn value(role: Role, values: &[i32; 6]) -> i32 {
    values[match role {
        Role::Pawn => 0,
        Role::Knight => 1,
        Role::Bishop => 2,
        Role::Rook => 3,
        Role::Queen => 4,
        Role::King => 5,
    }]
}

/// The swap algorithm: the move's capture, then alternate least-valuable recaptures with
/// x-rays (attackers recomputed with the captured-from squares vacated), then the minimax
/// back along the list.
fn reference_see(
    board: &Board,
    from: shakmaty::Square,
    to: shakmaty::Square,
    values: &[i32; 6],
) -> i32 {
    let mut occupied = board.occupied();
    let mut color = board.color_at(from).unwrap();
    let mut on_square = value(board.role_at(from).unwrap(), values);
    let mut gain = vec![board.role_at(to).map_or(0, |r| value(r, values))];
    occupied ^= Bitboard::from_square(from);
    loop {
        color = !color;
        let attackers = board.attacks_to(to, color, occupied) & occupied;
        let next = [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ]
        .into_iter()
        .find_map(|role| (attackers & board.by_role(role)).first().map(|s| (role, s)));
        let Some((role, from)) = next else { break };
        let last = *gain.last().unwrap();
        gain.push(on_square - last);
        on_square = value(role, values);
        occupied ^= Bitboard::from_square(from);
    }
    for d in (1..gain.len()).rev() {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
    }
    gain[0]
}

/// Every capture (en passant aside) of every position.
fn captures(positions: &[Chess]) -> Vec<(Board, Move)> {
    let mut out = Vec::new();
    for p in positions {
        for m in p.legal_moves() {
            if m.is_capture() && !m.is_en_passant() {
                out.push((p.board().clone(), m));
            }
        }
    }
    out
}

const VALUES: [i32; 6] = [100, 300, 300, 500, 900, 20000];

#[test]
fn exact_see_agrees_with_the_swap_algorithm_on_ten_thousand_captures() {
    let all = captures(&positions());
    assert!(all.len() >= 10_000, "{} captures", all.len());
    let mut nonzero = 0;
    for (board, m) in &all {
        let (from, to) = (m.from().unwrap(), m.to());
        let expected = reference_see(board, from, to, &VALUES);
        let got = see(&pieces_of(board), sq(from), sq(to));
        assert_eq!(got, expected, "{board:?}: {m:?}");
        nonzero += usize::from(got != 0);
    }
    println!(
        "exact SEE: {} captures, {nonzero} of them not an even trade",
        all.len()
    );
    // The positions give both winning and losing captures, not only even trades.
    assert!(nonzero * 4 > all.len(), "{nonzero} of {}", all.len());
}

#[test]
fn attack_bytes_count_what_shakmaty_finds() {
    for p in positions().iter().step_by(7) {
        let board = p.board();
        let pieces = pieces_of(board);
        for s in shakmaty::Square::ALL {
            for (side, color) in [(Side::White, Color::White), (Side::Black, Color::Black)] {
                let attackers = board.attacks_to(s, color, board.occupied());
                let n = |roles: &[Role]| {
                    roles
                        .iter()
                        .map(|&r| (attackers & board.by_role(r)).count())
                        .sum::<usize>()
                };
                let has = |roles: &[Role]| u8::from(n(roles) > 0);
                let rebel = (attackers.count().min(7) as u8)
                    | has(&[Role::Pawn]) << 3
                    | has(&[Role::Knight, Role::Bishop]) << 4
                    | has(&[Role::Rook]) << 5
                    | has(&[Role::Queen]) << 6
                    | has(&[Role::King]) << 7;
                let counts = (n(&[Role::Pawn]).min(2)
                    | n(&[Role::Knight, Role::Bishop]).min(3) << 2
                    | n(&[Role::Rook]).min(3) << 4
                    | n(&[Role::Queen]).min(1) << 6
                    | n(&[Role::King]).min(1) << 7) as u8;
                let occ = pieces.occupied();
                assert_eq!(
                    attack_byte(sq(s), side, occ, &pieces),
                    rebel,
                    "{board:?} {s}"
                );
                assert_eq!(
                    attack_bytes(sq(s), occ, &pieces)[side as usize],
                    rebel,
                    "{board:?} {s}"
                );
                assert_eq!(
                    attack_counts_byte(sq(s), side, occ, &pieces),
                    counts,
                    "{board:?} {s}"
                );
            }
        }
    }
}

#[test]
fn attack_maps_agree_with_shakmaty() {
    for p in positions().iter().step_by(5) {
        let board = p.board();
        let maps = AttackMaps::of(&pieces_of(board));
        let occupied = board.occupied();
        for s in shakmaty::Square::ALL {
            let to = board.attacks_to(s, Color::White, occupied)
                | board.attacks_to(s, Color::Black, occupied);
            assert_eq!(maps.to[usize::from(s)], to.0, "{board:?}: ATKTO {s}");
            let from = board.piece_at(s).map_or(Bitboard::EMPTY, |piece| {
                shakmaty::attacks::attacks(s, piece, occupied)
            });
            assert_eq!(maps.from[usize::from(s)], from.0, "{board:?}: ATKFR {s}");
        }
    }
}

/// The least valuable attacker of `side` on `to`, as the table's exchange starts with it.
fn least_valuable(pieces: &Pieces, to: Square, side: Side) -> Option<Square> {
    let attackers =
        vector_attacks::attackers_to(to, pieces.occupied(), pieces) & pieces.sides[side as usize];
    Kind::ALL.into_iter().find_map(|k| {
        let set = attackers & pieces.kinds[k as usize];
        (set != 0).then(|| Square::ALL[set.trailing_zeros() as usize])
    })
}

/// How often the table's SEE (bytes of both sides, one load) agrees with the exact SEE of the
/// same exchange (the least valuable attacker's capture) in sign and in value, per encoding,
/// with the table's values (1, 3, 3, 5, 9). Printed (`--nocapture`); it must agree on most
/// captures, or the table or the bytes are wrong.
#[test]
fn table_see_agreement_with_the_exact_see() {
    let values = [1, 3, 3, 5, 9, 1000];
    let all = captures(&positions());
    for encoding in Encoding::ALL {
        let t = table(encoding, &Values::default());
        let entries = t.integers().unwrap();
        let (mut sign, mut exact, mut total) = (0usize, 0usize, 0usize);
        let mut seen = std::collections::HashSet::new();
        for (board, m) in &all {
            let pieces = pieces_of(board);
            let to = sq(m.to());
            let side = if board.white().contains(m.from().unwrap()) {
                Side::White
            } else {
                Side::Black
            };
            // One exchange per target square and side.
            if !seen.insert((format!("{board:?}"), to, side)) {
                continue;
            }
            let Some(from) = least_valuable(&pieces, to, side) else {
                continue;
            };
            let victim = match pieces.kind_on(to) {
                Some(Kind::Pawn) => 1,
                Some(Kind::Knight) => 2,
                Some(Kind::Bishop) => 3,
                Some(Kind::Rook) => 4,
                Some(Kind::Queen) => 5,
                _ => continue,
            };
            let occ = pieces.occupied();
            let byte = |s: Side| match encoding {
                Encoding::Rebel => attack_byte(to, s, occ, &pieces),
                Encoding::Counts => attack_counts_byte(to, s, occ, &pieces),
            };
            let (a, d) = (usize::from(byte(side)), usize::from(byte(!side)));
            let by_table = entries[(victim << 16) | (a << 8) | d];
            let real = see_with_values(&pieces, from, to, &values);
            total += 1;
            sign += usize::from(by_table.signum() == real.signum());
            exact += usize::from(by_table == real);
        }
        println!(
            "{encoding:?}: {total} exchanges; sign agrees on {sign} ({:.1} %), value on {exact} ({:.1} %)",
            100.0 * sign as f64 / total as f64,
            100.0 * exact as f64 / total as f64
        );
        assert!(total > 5_000);
        assert!(
            sign * 10 > total * 8,
            "{encoding:?}: sign agrees on {sign} of {total}"
        );
    }
}
