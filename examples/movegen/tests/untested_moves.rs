//! The moves that pass untested where lame leapers, hoppers or the flying general play
//! (`Position::danger`: only a move that lifts or fills a square through which the king could
//! come under attack is tried on the board). Along seeded random games that take a piece
//! whenever they can three times in four, so that the board thins out and lines, screens and
//! legs open around the kings, every position's legal moves are compared with the slow
//! reference generator's (`reference`, which tries every move on the board, as
//! Fairy-Stockfish does, and agrees with Fairy-Stockfish on the oracle positions: see
//! `reference_moves.rs`). Passes are not played (two in a row end a janggi game).

use crate::common::Random;
use example_movegen::*;
use vector_attacks_codegen::reference::{legal_moves, Setup};
use vector_attacks_codegen::variant::Variant;

/// Plays `games` games of `name` and compares every position's moves; returns how many
/// positions were compared and in how many the side to move had a piece between its king
/// and an enemy piece on one of the king's files and ranks (a pin, a screen or a blocker of
/// the flying general, the positions the test is about).
macro_rules! compare {
    ($module:ident, $name:literal, $games:expr, $rng:expr) => {{
        let variant = Variant::shipped($name).unwrap();
        let files = variant.files as usize;
        let (mut positions, mut lined_up) = (0usize, 0usize);
        for _ in 0..$games {
            let mut position = $module::Position::start();
            for _ in 0..160 {
                let mut list = $module::MoveList::new();
                position.legal_moves(&mut list);
                let mut ours: Vec<String> = list.as_slice().iter().map(|m| m.to_string()).collect();
                ours.sort();
                let fen = position.to_string();
                let setup = Setup::from_fen(&variant, &fen).unwrap();
                let mut reference: Vec<String> = legal_moves(&variant, &setup)
                    .unwrap()
                    .iter()
                    .map(|m| m.uci(files))
                    .collect();
                reference.sort();
                assert_eq!(ours, reference, "{} {fen}", $name);
                positions += 1;
                let us = position.side_to_move();
                let king = position.pieces($module::KING, us);
                let occupied = u128::from(position.occupied());
                let ranks = variant.ranks as usize;
                if king != 0 && lined(king.trailing_zeros() as usize, occupied, files, ranks) {
                    lined_up += 1;
                }
                if list.is_empty() {
                    break;
                }
                // (No passes: two in a row end a janggi game, which the reference does not
                // know.)
                let moves: Vec<_> = list
                    .as_slice()
                    .iter()
                    .copied()
                    .filter(|m| m.from() != m.to())
                    .collect();
                if moves.is_empty() {
                    break;
                }
                let captures: Vec<_> = moves
                    .iter()
                    .copied()
                    .filter(|m| position.piece_on(m.to()).is_some())
                    .collect();
                let m = if !captures.is_empty() && $rng.below(4) != 0 {
                    captures[$rng.below(captures.len())]
                } else {
                    moves[$rng.below(moves.len())]
                };
                position = position.play(m);
            }
        }
        (positions, lined_up)
    }};
}

/// Whether, along a file or rank from `king` on a board `files` by `ranks`, the first piece
/// from the king is followed by another (a piece between the king and a second one).
fn lined(king: usize, occupied: u128, files: usize, ranks: usize) -> bool {
    let (file, rank) = ((king % files) as i64, (king / files) as i64);
    [(1, 0), (-1, 0), (0, 1), (0, -1)].iter().any(|&(df, dr)| {
        let mut seen = 0;
        let (mut f, mut r) = (file + df, rank + dr);
        while (0..files as i64).contains(&f) && (0..ranks as i64).contains(&r) {
            if occupied >> (r * files as i64 + f) & 1 != 0 {
                seen += 1;
                if seen == 2 {
                    return true;
                }
            }
            f += df;
            r += dr;
        }
        false
    })
}

#[test]
fn untested_moves_are_the_reference_generators() {
    let mut rng = Random(0xDA_4E_E5_0F_7E_57_ED_01);
    let mut total = 0;
    for (name, (positions, lined_up)) in [
        ("xiangqi", compare!(xiangqi, "xiangqi", 12, rng)),
        ("minixiangqi", compare!(minixiangqi, "minixiangqi", 12, rng)),
        ("manchu", compare!(manchu, "manchu", 12, rng)),
        ("janggi", compare!(janggi, "janggi", 12, rng)),
        (
            "janggicasual",
            compare!(janggicasual, "janggicasual", 6, rng),
        ),
        ("grasshopper", compare!(grasshopper, "grasshopper", 12, rng)),
        ("shako", compare!(shako, "shako", 6, rng)),
    ] {
        eprintln!(
            "{name}: {positions} positions, {lined_up} with a piece between the king and another"
        );
        assert!(positions > 300, "{name}: {positions} positions");
        assert!(
            lined_up > positions / 4,
            "{name}: {lined_up} of {positions} positions with a piece between the king and another on its lines"
        );
        total += positions;
    }
    assert!(total > 4_000, "{total}");
}
