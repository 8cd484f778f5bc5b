//! The Zobrist key `play` keeps equals the key of the same position read afresh (from its
//! FEN, where it is computed from scratch) after every move of seeded random games, for every
//! variant of the shipped `variants.ini` (8x8, 10x8, 6x6 and the rest, crazyhouse and pocket
//! knight chess with hands among them); a seed of the request's own (`zobrist_seed = N`)
//! gives other keys, kept as well. The key also equals its
//! definition computed here from the module's public tables (`ZOBRIST_PIECES` and the rest).

use example_movegen as variants;

vector_attacks_macros::tables! {
    pub mod seeded = move_generator(variant = "capablanca", zobrist_seed = 7);
}

use crate::common::Random;

macro_rules! kept_keys {
    ($($variant:ident)::+) => {{
        use $($variant)::+::{
            Color, MoveList, Position, FILES, PAWN, SQUARES, TYPES, ZOBRIST_CASTLING,
            ZOBRIST_CHECKS, ZOBRIST_EN_PASSANT, ZOBRIST_HANDS, ZOBRIST_PIECES, ZOBRIST_WHITE,
        };
        // The key by its definition, from the module's public key tables.
        let by_definition = |p: &Position| {
            let mut key = (0..SQUARES)
                .filter_map(|s| p.piece_on(s).map(|(t, side)| ZOBRIST_PIECES[t][side][s]))
                .fold(0, |k, x| k ^ x);
            if p.side_to_move() == 0 {
                key ^= ZOBRIST_WHITE;
            }
            key ^= ZOBRIST_CASTLING[usize::from(p.castling_rights())];
            if let Some(square) = p.en_passant() {
                // Polyglot's rule: only when a pawn of the side to move attacks the square.
                let us = p.side_to_move();
                if p.attackers(square, us, p.occupied()) & p.pieces(PAWN, us) != 0 {
                    key ^= ZOBRIST_EN_PASSANT[square % FILES];
                }
            }
            // Where checks are counted, each side's checks left to give.
            for (side, color) in [Color::White, Color::Black].into_iter().enumerate() {
                if let Some(checks) = p.checks_to_give(color) {
                    key ^= ZOBRIST_CHECKS[side][checks as usize];
                }
                // Where pieces are dropped, the count of each type in each hand (none for 0).
                for t in 0..TYPES {
                    if let Some(n) = (p.in_hand(side, t) as usize).checked_sub(1) {
                        key ^= ZOBRIST_HANDS[side][t][n];
                    }
                }
            }
            key
        };
        let mut rng = Random(0x2B99_2DDF_A232_49D6);
        let mut moves = 0;
        let mut keys = std::collections::HashSet::new();
        for _ in 0..60 {
            let mut position = Position::start();
            for _ in 0..120 {
                let mut list = MoveList::new();
                position.legal_moves(&mut list);
                if list.is_empty() {
                    break;
                }
                let m = list.as_slice()[rng.below(list.len())];
                position = position.play(m);
                let fresh = Position::from_fen(&position.to_string()).unwrap();
                assert_eq!(position.zobrist(), fresh.zobrist(), "{position}");
                assert_eq!(position.zobrist(), by_definition(&position), "{position}");
                keys.insert(position.zobrist());
                moves += 1;
            }
        }
        assert!(moves > 3_000, "{moves}");
        // Different positions of the games hash apart (a collision among a few thousand
        // 64-bit keys would be a defect, not chance).
        assert!(keys.len() > moves / 2, "{} keys for {moves} positions", keys.len());
        Position::start().zobrist()
    }};
}

#[test]
fn every_shipped_variant_keeps_its_key() {
    let starts = [
        kept_keys!(variants::chess),
        kept_keys!(variants::capablanca),
        kept_keys!(variants::gothic),
        kept_keys!(variants::embassy),
        kept_keys!(variants::modern),
        kept_keys!(variants::chancellor),
        kept_keys!(variants::amazon),
        kept_keys!(variants::nightrider),
        kept_keys!(variants::losalamos),
        kept_keys!(variants::janus),
        kept_keys!(variants::centaur),
        kept_keys!(variants::assorted),
        kept_keys!(variants::v3check),
        kept_keys!(variants::kingofthehill),
        kept_keys!(variants::crazyhouse),
        kept_keys!(variants::pocketknight),
    ];
    // Chess has Polyglot's keys (as has every 8x8 variant whose six piece types are lettered
    // `pnbrqk`); Capablanca chess (10x8) seeded ones.
    assert_eq!(starts[0], 0x463B_9618_1691_FC9C);
    assert_ne!(starts[1], starts[0]);
    // Three-check keeps Polyglot's keys and adds its counts' (three each at the start); king
    // of the hill's rule needs no key.
    use variants::v3check::ZOBRIST_CHECKS;
    assert_eq!(
        starts[12],
        starts[0] ^ ZOBRIST_CHECKS[0][3] ^ ZOBRIST_CHECKS[1][3]
    );
    assert_eq!(starts[13], starts[0]);
    // Crazyhouse's empty hands add nothing; pocket knight's knights add a key each.
    use variants::pocketknight::ZOBRIST_HANDS;
    assert_eq!(starts[14], starts[0]);
    assert_eq!(
        starts[15],
        starts[0] ^ ZOBRIST_HANDS[0][1][0] ^ ZOBRIST_HANDS[1][1][0]
    );
}

#[test]
fn a_seed_of_ones_own_gives_other_keys() {
    let ours = kept_keys!(seeded);
    assert_ne!(ours, variants::capablanca::Position::start().zobrist());
}
