//! The runtime's move generator (`vector_attacks::chess`, generated from the `chess`
//! definition and checked in as `tables/chess.rs`): every legal move of python-chess's 3,200
//! positions (`tests/data/legal.txt`, written by `tests/oracle/legal.py`; CI reruns it), and
//! the published perft counts of the six "Perft Results" positions to depth 3 (this is a
//! debug build; examples/movegen proves the full depths optimised), with every move made and
//! bulk-counted. The conversions to the attack getters' `Setup` and `StoredMove` agree with
//! `is_legal` and convert back.

use vector_attacks::chess::{perft, perft_bulk, MoveList, Position};
use vector_attacks::{is_legal, Role, Square, StoredMove};

const DATA: &str = include_str!("data/legal.txt");

const PERFT: [(&str, [u64; 3]); 6] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        [20, 400, 8_902],
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        [48, 2_039, 97_862],
    ),
    (
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        [14, 191, 2_812],
    ),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        [6, 264, 9_467],
    ),
    (
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        [44, 1_486, 62_379],
    ),
    (
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        [46, 2_079, 89_890],
    ),
];

#[test]
fn perft_results_page_to_depth_3() {
    for (fen, counts) in PERFT {
        let position = Position::from_fen(fen).unwrap();
        for (depth, expected) in (1..).zip(counts) {
            assert_eq!(perft_bulk(&position, depth), expected, "{fen} {depth}");
            assert_eq!(perft(&position, depth), expected, "{fen} {depth}");
            assert_eq!(vector_attacks::perft(&position, depth), expected);
        }
    }
}

#[test]
fn legal_moves_agree_with_python_chess_and_is_legal() {
    let mut checked = 0;
    for line in DATA.lines() {
        let mut fields = line.split(';');
        let (fen, moves) = (fields.next().unwrap(), fields.next().unwrap());
        let position = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mut list = MoveList::new();
        position.legal_moves(&mut list);
        let mut ours: Vec<String> = list.as_slice().iter().map(|m| m.to_string()).collect();
        ours.sort();
        let expected: Vec<&str> = moves.split(' ').filter(|m| !m.is_empty()).collect();
        assert_eq!(ours, expected, "{fen}");
        // Each generated move is legal to the runtime's own test of a stored move.
        let plain = vector_attacks::Setup::from(&position);
        let back = Position::try_from(&plain).unwrap().to_string();
        let fields = |f: &str| f.split(' ').take(4).collect::<Vec<_>>().join(" ");
        assert_eq!(fields(&back), fields(&position.to_string()), "{fen}");
        for m in list.as_slice() {
            let stored = StoredMove {
                from: Square::ALL[m.from()],
                to: Square::ALL[m.to()],
                promotion: m.promotion().map(|t| Role::ALL[t]),
            };
            assert!(is_legal(&plain, stored), "{fen} {m}");
            assert_eq!(StoredMove::from(*m), stored, "{fen} {m}");
            assert_eq!(position.find_move(stored), Some(*m), "{fen} {m}");
        }
        // And the way back finds exactly the stored moves `is_legal` accepts (every from-to
        // pair, plain and promoting to a queen or a king), on a sample of the positions.
        if checked % 16 == 0 {
            for from in Square::ALL {
                for to in Square::ALL {
                    for promotion in [None, Some(Role::Queen), Some(Role::King)] {
                        let stored = StoredMove {
                            from,
                            to,
                            promotion,
                        };
                        assert_eq!(
                            position.find_move(stored).is_some(),
                            is_legal(&plain, stored),
                            "{fen} {stored:?}"
                        );
                    }
                }
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 3_200);
}

#[test]
fn squares_colors_and_roles_are_one_vocabulary() {
    use vector_attacks::chess;
    for square in Square::ALL {
        let generated = chess::Square::from(square);
        assert_eq!(generated.index(), square.index());
        assert_eq!(generated.to_string(), square.to_string());
        assert_eq!(Square::from(generated), square);
    }
    // The runtime's `Color` and `Role` are the generated module's own types.
    let white: chess::Color = vector_attacks::Color::White;
    assert_eq!(chess::Position::start().turn(), white);
    let roles: [chess::Role; 6] = Role::ALL;
    assert_eq!(
        roles.map(chess::Role::letter),
        ['p', 'n', 'b', 'r', 'q', 'k']
    );
}

/// The last rank's width, which Fairy-Stockfish's `validate_fen` does not check (pyffish's
/// `test.py` reads `kb6/8/8/8/8/8/8/K1B6`): its empty squares may run past the board or
/// fall short of it; a piece past the board, or another rank of the wrong width, is refused.
#[test]
fn the_last_rank_may_be_wide_or_short_with_empty_squares() {
    use vector_attacks::chess::FenError;
    let exact = Position::from_fen("kb6/8/8/8/8/8/8/K1B5 w - - 0 1").unwrap();
    for lenient in [
        "kb6/8/8/8/8/8/8/K1B6 w - - 0 1",
        "kb6/8/8/8/8/8/8/K1B w - - 0 1",
        "kb6/8/8/8/8/8/8/K1B99 w - - 0 1",
    ] {
        assert_eq!(Position::from_fen(lenient), Ok(exact), "{lenient}");
    }
    for bad in [
        "kb6/8/8/8/8/8/8/K1B5N w - - 0 1",
        "kb7/8/8/8/8/8/8/K1B5 w - - 0 1",
        "kb6/8/8/8/8/8/7/K1B5 w - - 0 1",
    ] {
        assert_eq!(Position::from_fen(bad), Err(FenError::Placement), "{bad}");
    }
}
