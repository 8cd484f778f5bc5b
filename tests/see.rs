//! Attack bytes, the exact SEE and the attack maps against shakmaty, on positions of seeded
//! random games; and how often the SEE table agrees with the exact SEE.
//!
//! The reference SEE is the textbook swap algorithm written here over shakmaty's
//! `Board::attacks_to` (python-chess has no SEE), independent of the runtime's code.

mod common;

use common::pieces_of;
use common::see::{agreement, captures, positions, sq};
use shakmaty::{Bitboard, Board, Color, Position as _, Role};
use vector_attacks::{attack_byte, attack_bytes, attack_counts_byte, see, AttackMaps};
use vector_attacks_codegen::compute::see::Encoding;

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
            for (side, color) in [
                (vector_attacks::Color::White, Color::White),
                (vector_attacks::Color::Black, Color::Black),
            ] {
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

/// How often the table's SEE agrees with the exact SEE, per encoding (the figures
/// `BENCHMARKS.md` publishes, from `bench/benches/see_agreement.rs`). Printed (`--nocapture`); it
/// must agree on most exchanges, or the table or the bytes are wrong.
#[test]
fn table_see_agreement_with_the_exact_see() {
    let all = captures(&positions());
    for encoding in Encoding::ALL {
        let a = agreement(encoding, &all);
        println!(
            "{encoding:?}: {} exchanges; sign agrees on {} ({:.1} %), value on {} ({:.1} %)",
            a.total,
            a.sign,
            100.0 * a.sign as f64 / a.total as f64,
            a.value,
            100.0 * a.value as f64 / a.total as f64
        );
        assert!(a.total > 5_000);
        assert!(
            a.sign * 10 > a.total * 8,
            "{encoding:?}: sign agrees on {} of {}",
            a.sign,
            a.total
        );
    }
}
