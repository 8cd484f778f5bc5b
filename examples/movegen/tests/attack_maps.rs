//! Attack maps kept current (`AttackMaps` of every generated move generator, seed "Attack and
//! Defend Maps"): after every move of 1,000 seeded random games on Capablanca chess (10x8)
//! and on the `assorted` variant (10x10, with riders and leapers of its own), and of 40 games
//! on every other shipped variant, the maps `play` keeps equal the maps computed from
//! scratch, and those equal the definition computed another way: ATKTO from the generator's
//! `attackers` (reversed rides, another code path than the maps' forward reach; proven against
//! Fairy-Stockfish elsewhere), ATKFR as its transpose, and each attack byte counted here from
//! the attackers and the types' classes. Taking a move back with `update` restores the maps.

use example_movegen as variants;

mod common;

use common::Random;

macro_rules! kept_maps {
    ($($variant:ident)::+, $games:expr) => {{
        use $($variant)::+::{AttackMaps, MoveList, Position, ATTACK_CLASS, SQUARES};
        // The maps by their definition: each square's attackers of both sides, the transpose,
        // and the bytes counted from the attackers.
        let independent = |maps: &AttackMaps, position: &Position| {
            let occupied = position.occupied();
            // Each square's attackers once; ATKFR is their transpose.
            let attacked_by: Vec<_> = (0..SQUARES)
                .map(|t| position.attackers(t, 0, occupied) | position.attackers(t, 1, occupied))
                .collect();
            for (s, &to) in attacked_by.iter().enumerate() {
                assert_eq!(maps.attacks_to(s), to, "{position}: ATKTO of {s}");
                let from = (0..SQUARES)
                    .filter(|&t| attacked_by[t] >> s & 1 != 0)
                    .fold(0, |set, t| set | 1 << t);
                assert_eq!(maps.attacks_from(s), from, "{position}: ATKFR of {s}");
                for side in 0..2 {
                    let attackers: Vec<usize> = (0..SQUARES)
                        .filter(|&a| to >> a & 1 != 0 && position.piece_on(a).unwrap().1 == side)
                        .collect();
                    let mut byte = attackers.len().min(7) as u8;
                    for &a in &attackers {
                        byte |= 1 << ATTACK_CLASS[position.piece_on(a).unwrap().0];
                    }
                    assert_eq!(maps.attack_byte(s, side), byte, "{position}: byte of {s}, side {side}");
                }
            }
        };
        let mut rng = Random(0x5EED_A77A_C4ED_0001);
        let mut moves = 0;
        for game in 0..$games {
            let mut position = Position::start();
            let mut maps = AttackMaps::new(&position);
            for _ in 0..100 {
                let mut list = MoveList::new();
                position.legal_moves(&mut list);
                if list.is_empty() {
                    break;
                }
                let m = list.as_slice()[rng.below(list.len())];
                let before = position;
                position = maps.play(&before, m);
                assert_eq!(maps, AttackMaps::new(&position), "{before} then {m}");
                if moves % 7 == 0 {
                    let mut back = maps;
                    back.update(&position, &before);
                    assert_eq!(back, AttackMaps::new(&before), "{before} then {m}, taken back");
                }
                // The definition on every tenth position of the first games (it is slow).
                if game < 100 && moves % 10 == 0 {
                    independent(&maps, &position);
                }
                moves += 1;
            }
        }
        moves
    }};
}

#[test]
fn capablanca_maps_kept_through_1000_games() {
    assert!(kept_maps!(variants::capablanca, 1_000) > 60_000);
}

#[test]
fn assorted_maps_kept_through_1000_games() {
    assert!(kept_maps!(variants::assorted, 1_000) > 60_000);
}

#[test]
fn every_shipped_variant_keeps_its_maps() {
    for moves in [
        kept_maps!(variants::chess, 40),
        kept_maps!(variants::gothic, 40),
        kept_maps!(variants::embassy, 40),
        kept_maps!(variants::modern, 40),
        kept_maps!(variants::chancellor, 40),
        kept_maps!(variants::amazon, 40),
        kept_maps!(variants::nightrider, 40),
        kept_maps!(variants::losalamos, 40),
        kept_maps!(variants::janus, 40),
        kept_maps!(variants::centaur, 40),
    ] {
        assert!(moves > 2_000, "{moves}");
    }
}

#[test]
fn byte_classes_follow_the_pieces_reach() {
    use variants::capablanca::{ATTACK_CLASS, LETTERS};
    let class = |letter: u8| ATTACK_CLASS[LETTERS.iter().position(|&l| l == letter).unwrap()];
    // Chess's classes: pawn, knight and bishop, rook, queen, king (Rebel's byte).
    let chess: Vec<u8> = b"pnbrqk".iter().map(|&l| class(l)).collect();
    assert_eq!(chess, [3, 4, 4, 5, 6, 7]);
    // The archbishop (bishop and knight) and the chancellor (rook and knight) reach more
    // than a rook: the queen's class, as their values are near hers.
    assert_eq!([class(b'a'), class(b'c')], [6, 6]);
}
