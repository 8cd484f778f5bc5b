//! The generated modules as a library: every legal move of every oracle position (the
//! Fairy-Stockfish positions of `tests/data/movegen.txt`) read back from its UCI by
//! `parse_uci`, found legal by `is_legal` and played by `try_play`; every move of the
//! neighbouring positions accepted by `is_legal` and `try_play` exactly when it is legal
//! here; malformed and illegal UCI refused; and `is_check`, `is_checkmate`, `is_stalemate` as
//! Fairy-Stockfish's answers tag the position (`check`, `checkmate`, `stalemate`); castling
//! read in both of its UCI forms (the semantics data's one-square castling).

use example_movegen::*;

use crate::common::{on_module, Module};

const MOVEGEN: &str = include_str!("../../../tests/data/movegen.txt");
const SEMANTICS: &str = include_str!("../../../tests/data/semantics.txt");

/// The checks on one position of `variant` (`P`, its module's); `others` are UCI moves of
/// other positions of the same variant. Returns how many moves were refused as illegal.
fn check<P: Module>(variant: &str, fen: &str, tags: &str, others: &[(&str, &str)]) -> usize {
    let position = P::from_fen(fen).unwrap();
    let mut list = P::MoveList::default();
    position.legal_moves(&mut list);
    let list = list.as_ref();
    for &m in list {
        let uci = m.to_string();
        assert_eq!(
            position.parse_uci(&uci).ok(),
            Some(m),
            "{variant} {fen}: {uci}"
        );
        assert!(position.is_legal(m), "{variant} {fen}: {uci}");
        assert_eq!(
            position.try_play(m),
            Some(position.play(m)),
            "{variant} {fen}: {uci}"
        );
        assert_eq!(format!("{m:?}"), format!("Move({uci})"));
    }
    let mut refused = 0;
    for &(other, uci) in others {
        // A move of another position: legal here exactly when this position lists it.
        let Some(m) = P::from_fen(other).ok().and_then(|p| p.parse_uci(uci).ok()) else {
            continue;
        };
        let legal = list.contains(&m);
        assert_eq!(position.is_legal(m), legal, "{variant} {fen}: {m}");
        assert_eq!(
            position.try_play(m).is_some(),
            legal,
            "{variant} {fen}: {m}"
        );
        if !legal {
            refused += 1;
            assert_eq!(
                position.parse_uci(&m.to_string()).is_ok(),
                list.iter().any(|l| l.to_string() == m.to_string())
            );
        }
    }
    for bad in [
        "", "e2", "e2e", "z1a1", "a0a1", "a1a99", "e2e4qq", "e2e4!", "a1b1?",
    ] {
        assert!(position.malformed_uci(bad), "{bad:?}");
    }
    let tags: Vec<&str> = tags.split(' ').collect();
    assert_eq!(
        position.is_check(),
        tags.contains(&"check"),
        "{variant} {fen}"
    );
    assert_eq!(
        position.is_checkmate(),
        tags.contains(&"checkmate"),
        "{variant} {fen}"
    );
    assert_eq!(
        position.is_stalemate(),
        tags.contains(&"stalemate"),
        "{variant} {fen}"
    );
    refused
}

#[test]
fn uci_read_back_checked_play_and_game_state_on_every_oracle_position() {
    // (variant, fen, tags, moves) of every line.
    let mut lines: Vec<(&str, &str, String, Vec<&str>)> = Vec::new();
    for line in MOVEGEN.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split(';').collect();
        lines.push((
            f[0],
            f[1],
            f[4].to_owned(),
            f[2].split(' ').filter(|m| !m.is_empty()).collect(),
        ));
    }
    let (mut positions, mut refused) = (0, 0);
    for (i, (variant, fen, tags, _)) in lines.iter().enumerate() {
        let others: Vec<(&str, &str)> = lines[i.saturating_sub(3)..(i + 4).min(lines.len())]
            .iter()
            .filter(|l| l.0 == *variant && l.1 != *fen)
            .flat_map(|l| l.3.iter().map(move |m| (l.1, *m)))
            .collect();
        refused += on_module!(variant, check(variant, fen, tags, &others));
        positions += 1;
    }
    assert!(positions > 4_000, "{positions}");
    assert!(
        refused > 50_000,
        "only {refused} moves of other positions refused"
    );
}

#[test]
fn castling_is_read_in_both_forms() {
    // One-square castling: written as the king taking its rook, and read in the king's
    // form too where the king's step is not the same move.
    let line = SEMANTICS
        .lines()
        .find(|l| l.starts_with("onestep;rbqkbr/pppppp/6/6/PPPPPP/R2K1R w KQkq - 0 1;"))
        .unwrap();
    let fen = line.split(';').nth(1).unwrap();
    let position = onestep::Position::from_fen(fen).unwrap();
    let castle = position.parse_uci("d1f1").unwrap();
    let step = position.parse_uci("d1e1").unwrap();
    assert!(castle.is_castling() && !step.is_castling());
    // Capablanca: the king's destination, and the king taking the rook (`f1j1`).
    let position =
        capablanca::Position::from_fen("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1").unwrap();
    let by_destination = position.parse_uci("f1i1").unwrap();
    assert!(by_destination.is_castling());
    assert_eq!(position.parse_uci("f1j1"), Ok(by_destination));
}
