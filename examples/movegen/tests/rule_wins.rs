//! Games won by a rule besides checkmate, on crafted positions, against what Fairy-Stockfish
//! (pyffish 0.0.90) answers for the same positions and moves: `legal_moves`, `game_result`,
//! `get_fen` and `get_san` (the values are quoted in each assertion's comment). The random
//! games of `tests/data/movegen.txt` and `tests/data/outcome.txt` prove the same rules at
//! scale; these pin the cases one by one.

use example_movegen::{kingofthehill, v3check};

#[test]
fn a_king_on_the_hill_ends_the_game() {
    use kingofthehill::{Color, Position, Termination};
    // legal_moves('kingofthehill', '4k3/8/8/8/3K4/8/8/8 b - - 0 1', []) == [],
    // game_result(...) == -32000 (the side to move has lost).
    let won = Position::from_fen("4k3/8/8/8/3K4/8/8/8 b - - 0 1").unwrap();
    assert_eq!(won.count_legal_moves(), 0);
    assert_eq!(kingofthehill::perft(&won, 1), 0);
    let outcome = won.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.termination, Termination::Flag);
    assert!(!won.is_check() && !won.is_stalemate());
    // The same squares in chess leave Black its moves.
    let chess =
        example_movegen::chess::Position::from_fen("4k3/8/8/8/3K4/8/8/8 b - - 0 1").unwrap();
    assert_eq!(chess.count_legal_moves(), 5);
    // get_san('kingofthehill', '4k3/8/8/8/8/4K3/8/8 w - - 0 1', 'e3e4') == 'Ke4' (no mark: no
    // check), and the move is played like any other.
    let before = Position::from_fen("4k3/8/8/8/8/4K3/8/8 w - - 0 1").unwrap();
    let up = before.parse_uci("e3e4").unwrap();
    assert_eq!(before.san(up).to_string(), "Ke4");
    assert_eq!(
        before.play(up).outcome().map(|o| o.termination),
        Some(Termination::Flag)
    );
}

#[test]
fn the_last_check_ends_the_game() {
    use v3check::{Color, Position, Termination};
    let fen = "4k3/8/8/8/8/8/8/3K3R w - - 1+2 0 1";
    let position = Position::from_fen(fen).unwrap();
    assert_eq!(position.to_string(), fen);
    assert_eq!(position.checks_to_give(Color::White), Some(1));
    assert_eq!(position.checks_to_give(Color::Black), Some(2));
    let check = position.parse_uci("h1h8").unwrap();
    // get_san(fen, 'h1h8') == 'Rh8#': the last check leaves no legal move.
    assert_eq!(position.san(check).to_string(), "Rh8#");
    // get_fen(fen, ['h1h8']) == '4k2R/8/8/8/8/8/8/3K4 b - - 0+2 1 1'; legal_moves == [];
    // game_result == -32000.
    let after = position.play(check);
    assert_eq!(after.to_string(), "4k2R/8/8/8/8/8/8/3K4 b - - 0+2 1 1");
    assert_eq!(after.count_legal_moves(), 0);
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.termination, Termination::CheckCount);
    assert!(!after.is_legal(after.parse_uci("e8e7").unwrap_or(check)));
    // With two checks left the same check is an ordinary one: get_fen(..'2+2'.., ['h1h8']) ==
    // '4k2R/8/8/8/8/8/8/3K4 b - - 1+2 1 1'.
    let two = Position::from_fen("4k3/8/8/8/8/8/8/3K3R w - - 2+2 0 1").unwrap();
    let after = two.play(two.parse_uci("h1h8").unwrap());
    assert_eq!(after.to_string(), "4k2R/8/8/8/8/8/8/3K4 b - - 1+2 1 1");
    assert!(after.count_legal_moves() > 0 && after.outcome().is_none());
    // The count is in the key: the same placement with other counts hashes apart.
    assert_ne!(after.zobrist(), position.play(check).zobrist());
}

#[test]
fn check_counts_are_read_in_fairy_stockfish_s_and_lichess_s_forms() {
    use v3check::{FenError, Position};
    // get_fen('3check', '4k3/8/8/8/8/8/8/3K3R w - - 0 1 +1+0', []) ==
    // '4k3/8/8/8/8/8/8/3K3R w - - 2+3 0 1': lichess counts the checks given, of three.
    let lichess = Position::from_fen("4k3/8/8/8/8/8/8/3K3R w - - 0 1 +1+0").unwrap();
    assert_eq!(lichess.to_string(), "4k3/8/8/8/8/8/8/3K3R w - - 2+3 0 1");
    // Without the field Fairy-Stockfish reads one check each (get_fen writes '1+1').
    let bare = Position::from_fen("4k3/8/8/8/8/8/8/3K3R w - - 0 1").unwrap();
    assert_eq!(bare.to_string(), "4k3/8/8/8/8/8/8/3K3R w - - 1+1 0 1");
    for bad in [
        "4k3/8/8/8/8/8/8/3K3R w - - 1+x 0 1",
        "4k3/8/8/8/8/8/8/3K3R w - - 12+1 0 1",
        "4k3/8/8/8/8/8/8/3K3R w - - 0 1 +1",
    ] {
        assert_eq!(Position::from_fen(bad), Err(FenError::Checks), "{bad}");
        let message = FenError::Checks.to_string();
        assert!(message.contains("`3+3`"), "{message}");
    }
}

#[test]
fn each_of_the_hill_s_four_squares_wins_and_a_square_beside_it_does_not() {
    use kingofthehill::{Color, Position, Termination};
    // For each, legal_moves('kingofthehill', fen, []) == [], game_result == -32000 and
    // is_immediate_game_end == (True, -32000) (pyffish 0.0.90).
    for fen in [
        "4k3/8/8/8/3K4/8/8/8 b - - 0 1", // d4
        "4k3/8/8/8/4K3/8/8/8 b - - 0 1", // e4
        "4k3/8/8/3K4/8/8/8/8 b - - 0 1", // d5
        "4k3/8/8/4K3/8/8/8/8 b - - 0 1", // e5
    ] {
        let won = Position::from_fen(fen).unwrap();
        assert_eq!(won.count_legal_moves(), 0, "{fen}");
        let outcome = won.outcome().unwrap_or_else(|| panic!("{fen}: no outcome"));
        assert_eq!(outcome.winner, Some(Color::White), "{fen}");
        assert_eq!(outcome.termination, Termination::Flag, "{fen}");
    }
    // c4, beside the hill: 5 legal moves, is_immediate_game_end == (False, 0).
    let beside = Position::from_fen("4k3/8/8/8/2K5/8/8/8 b - - 0 1").unwrap();
    assert_eq!(beside.count_legal_moves(), 5);
    assert!(beside.outcome().is_none());
}

#[test]
fn a_discovered_check_is_counted() {
    use v3check::{Color, Position, Termination};
    // The knight on c2 uncovers the bishop on b1 against the king on h7.
    // With one check left: get_san(fen, 'c2e3') == 'Ne3#'; get_fen(fen, ['c2e3']) ==
    // '8/7k/8/8/8/4N3/8/KB6 b - - 0+3 1 1'; legal_moves == []; game_result == -32000.
    let last = Position::from_fen("8/7k/8/8/8/8/2N5/KB6 w - - 1+3 0 1").unwrap();
    let discover = last.parse_uci("c2e3").unwrap();
    assert_eq!(last.san(discover).to_string(), "Ne3#");
    let after = last.play(discover);
    assert_eq!(after.to_string(), "8/7k/8/8/8/4N3/8/KB6 b - - 0+3 1 1");
    assert_eq!(after.count_legal_moves(), 0);
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.termination, Termination::CheckCount);
    // With two left: get_san == 'Ne3+'; get_fen == '8/7k/8/8/8/4N3/8/KB6 b - - 1+3 1 1';
    // is_immediate_game_end == (False, 0).
    let two = Position::from_fen("8/7k/8/8/8/8/2N5/KB6 w - - 2+3 0 1").unwrap();
    assert_eq!(two.san(discover).to_string(), "Ne3+");
    let after = two.play(discover);
    assert_eq!(after.to_string(), "8/7k/8/8/8/4N3/8/KB6 b - - 1+3 1 1");
    assert!(after.outcome().is_none() && after.count_legal_moves() > 0);
}
