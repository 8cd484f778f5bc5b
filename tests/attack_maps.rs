//! Attack maps kept current (`vector_attacks::chess::AttackMaps`, seed "Attack and Defend
//! Maps"): after every move of 1,000 seeded random games, the maps `play` keeps (ATKTO, ATKFR
//! and both sides' attack bytes) equal the maps of the same position computed from scratch,
//! and those equal the runtime's independent ones: `vector_attacks::AttackMaps::of` (rays cut
//! at their first blocker, another code path than the move generator's) and Rebel's bytes
//! from `attack_bytes` (from `attackers_to`). Taking each move back with `update` restores
//! the maps, and the SEE by table on the kept bytes is the SEE by table on fresh bytes.

mod common;

use common::XorShift;
use vector_attacks::chess::{AttackMaps, MoveList, Position};
use vector_attacks::{attack_bytes, see_by_kept_bytes, see_by_table, Kind, Square};

/// The maps of `position` from the runtime's own code, compared with `maps` square by square.
fn assert_independent(maps: &AttackMaps, position: &Position) {
    let plain = vector_attacks::Position::from(position);
    let pieces = &plain.pieces;
    let reference = vector_attacks::AttackMaps::of(pieces);
    for square in Square::ALL {
        let s = square.index();
        assert_eq!(
            maps.attacks_to(s),
            reference.to[s],
            "{position}: ATKTO of {square}"
        );
        assert_eq!(
            maps.attacks_from(s),
            reference.from[s],
            "{position}: ATKFR of {square}"
        );
        let bytes = attack_bytes(square, pieces.occupied(), pieces);
        assert_eq!(
            [maps.attack_byte(s, 0), maps.attack_byte(s, 1)],
            bytes,
            "{position}: bytes of {square}"
        );
    }
}

#[test]
fn maps_kept_by_play_equal_maps_from_scratch() {
    let mut rng = XorShift(0xA77A_C4ED_0F5E_ED01);
    let (mut moves, mut games, mut captures) = (0, 0, 0);
    for _ in 0..1_000 {
        let mut position = Position::start();
        let mut maps = AttackMaps::new(&position);
        for _ in 0..80 {
            let mut list = MoveList::new();
            position.legal_moves(&mut list);
            if list.is_empty() {
                break;
            }
            let m = list.as_slice()[rng.below(list.len())];
            let (before, kept_before) = (position, maps);
            position = maps.play(&before, m);
            let fresh = AttackMaps::new(&position);
            assert_eq!(maps, fresh, "{before} then {m}");
            // Every tenth position also against the runtime's independent maps (they are
            // slower to compute); the last of each game always.
            if moves % 10 == 0 {
                assert_independent(&maps, &position);
            }
            // The SEE by table on the kept bytes is the table's SEE on bytes made afresh.
            let to = Square::ALL[m.to()];
            if before.piece_on(m.to()).is_some() {
                let plain = vector_attacks::Position::from(&before);
                let fresh = attack_bytes(to, plain.pieces.occupied(), &plain.pieces);
                let us = before.side_to_move();
                let victim = before.piece_on(m.to()).map(|(t, _)| Kind::ALL[t]);
                assert_eq!(
                    see_by_kept_bytes(&before, &kept_before, to),
                    see_by_table(victim, fresh[us], fresh[us ^ 1]),
                    "{before}: {m}"
                );
                captures += 1;
            }
            // Taken back, the move leaves the maps as they were.
            if moves % 7 == 0 {
                let mut back = maps;
                back.update(&position, &before);
                assert_eq!(
                    back,
                    AttackMaps::new(&before),
                    "{before} then {m}, taken back"
                );
            }
            moves += 1;
        }
        assert_independent(&maps, &position);
        games += 1;
    }
    assert_eq!(games, 1_000);
    assert!(moves > 50_000, "{moves}");
    assert!(captures > 5_000, "{captures}");
}
