//! Attack maps kept current (`vector_attacks::chess::AttackMaps`, seed "Attack and Defend
//! Maps"): after every move of 1,000 seeded random games (playing castling, en passant and
//! promotions half the time they are legal), the maps `play` keeps (ATKTO, ATKFR
//! and both sides' attack bytes) equal the maps of the same position computed from scratch;
//! after every capture, promotion, castling and en passant (and every tenth other move), they
//! also equal the runtime's independent ones: `vector_attacks::AttackMaps::of` (rays cut at
//! their first blocker, another code path than the move generator's) and Rebel's bytes from
//! `attack_bytes` (from `attackers_to`). Taking each move back with `update` restores the
//! maps, and the SEE on the kept bytes (`see_by_kept_bytes`) is the entry that the generator's
//! own computation of Rebel's table (`compute::see::table`, checked against its definition in
//! the codegen tests) holds for the capture's victim and the bytes made afresh.

mod common;

use common::XorShift;
use vector_attacks::chess::{AttackMaps, MoveList, Position};
use vector_attacks::{attack_bytes, see_by_kept_bytes, Role, Square};
use vector_attacks_codegen::compute::see::{table, Encoding, Values};

/// The maps of `position` from the runtime's own code, compared with `maps` square by square.
fn assert_independent(maps: &AttackMaps, position: &Position) {
    let plain = vector_attacks::Setup::from(position);
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
    let rebel = table(Encoding::Rebel, &Values::default());
    let rebel = rebel.integers().expect("Rebel's table holds integers");
    let (mut moves, mut games, mut captures) = (0, 0, 0);
    // Moves after which the maps were checked against the independent ones, by kind.
    let (mut promotions, mut castlings, mut en_passants) = (0, 0, 0);
    for _ in 0..1_000 {
        let mut position = Position::start();
        let mut maps = AttackMaps::new(&position);
        for _ in 0..80 {
            let mut list = MoveList::new();
            position.legal_moves(&mut list);
            if list.is_empty() {
                break;
            }
            // Castling, en passant and promotions are rare in random play: when there are
            // any, one of them half the time.
            let special: Vec<_> = list
                .as_slice()
                .iter()
                .copied()
                .filter(|m| m.is_castling() || m.is_en_passant() || m.promotion().is_some())
                .collect();
            let m = if !special.is_empty() && rng.below(2) == 0 {
                special[rng.below(special.len())]
            } else {
                list.as_slice()[rng.below(list.len())]
            };
            let (before, kept_before) = (position, maps);
            position = maps.play(&before, m);
            let fresh = AttackMaps::new(&position);
            assert_eq!(maps, fresh, "{before} then {m}");
            // Against the runtime's independent maps (slower to compute) after every move
            // that changes more than one piece's square or kind, and every tenth other one.
            let capture = before.piece_on(m.to()).is_some();
            let special =
                capture || m.promotion().is_some() || m.is_castling() || m.is_en_passant();
            if special || moves % 10 == 0 {
                assert_independent(&maps, &position);
                promotions += usize::from(m.promotion().is_some());
                castlings += usize::from(m.is_castling());
                en_passants += usize::from(m.is_en_passant());
            }
            // The SEE on the kept bytes is the generator's entry of Rebel's table for the
            // victim and the bytes made afresh: row 0 for an empty square, pawn to queen 1-5.
            let to = Square::ALL[m.to()];
            if capture {
                let plain = vector_attacks::Setup::from(&before);
                let fresh = attack_bytes(to, plain.pieces.occupied(), &plain.pieces);
                let us = before.side_to_move();
                let row = match before.piece_on(m.to()).map(|(t, _)| Role::ALL[t]) {
                    None | Some(Role::King) => 0,
                    Some(kind) => kind as usize + 1,
                };
                let entry =
                    (row << 16) | (usize::from(fresh[us]) << 8) | usize::from(fresh[us ^ 1]);
                assert_eq!(
                    see_by_kept_bytes(&before, &kept_before, to),
                    rebel[entry],
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
    assert!(promotions > 100, "only {promotions} promotions");
    assert!(castlings > 50, "only {castlings} castlings");
    assert!(en_passants > 50, "only {en_passants} en passant captures");
}
