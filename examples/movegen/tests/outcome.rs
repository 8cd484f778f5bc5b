//! How games end, against the oracles (`tests/data/outcome.txt`, made by
//! `tests/oracle/outcome.py`; CI reruns it): for positions of every shipped variant and of
//! `endings.ini` (variants whose games end differently), each reached by moves from a FEN
//! and kept in a `History`, the outcome is Fairy-Stockfish's (pyffish's `game_result` where
//! there is no legal move, `is_optional_game_end` for the n-move rule and repetition,
//! `has_insufficient_material` for each side), in Fairy-Stockfish's order; on chess also
//! python-chess's checkmate, stalemate, insufficient material, threefold repetition and
//! fifty-move rule.

use crate::common::{on_module, Ended, Failures, Module};

const DATA: &str = include_str!("../../../tests/data/outcome.txt");

/// One line of the data.
struct Case<'a> {
    variant: &'a str,
    fen: &'a str,
    moves: Vec<&'a str>,
    after: &'a str,
    legal: u64,
    check: bool,
    result: Option<i8>,
    optional: Option<i8>,
    drawn: i8,
    insufficient: [bool; 2],
    python_chess: Option<[bool; 5]>,
    /// Fairy-Stockfish's `is_immediate_game_end`: a flag reached, the last check given.
    rule: bool,
}

fn parse(line: &str) -> Case<'_> {
    let f: Vec<&str> = line.split(';').collect();
    let [variant, fen, moves, after, legal, check, result, optional, drawn, insufficient, python_chess, rule] =
        f[..]
    else {
        panic!("bad line {line}");
    };
    let sign = |s: &str| (s != "-").then(|| s.parse::<i8>().unwrap());
    let digits = |s: &str| s.bytes().map(|b| b == b'1').collect::<Vec<bool>>();
    Case {
        variant,
        fen,
        moves: moves.split(' ').filter(|m| !m.is_empty()).collect(),
        after,
        legal: legal.parse().unwrap(),
        check: check == "1",
        result: sign(result),
        optional: sign(optional),
        drawn: drawn.parse().unwrap(),
        insufficient: digits(insufficient).try_into().unwrap(),
        python_chess: (python_chess != "-").then(|| digits(python_chess).try_into().unwrap()),
        rule: rule == "1",
    }
}

/// The terminations a variant's own rule gives.
const BY_RULE: [&str; 7] = [
    "Flag",
    "CheckCount",
    "Extinction",
    "Castling",
    "Connect",
    "Passes",
    "Bikjang",
];

/// Checks one case in its variant's module (`P`); returns the outcome's termination, if
/// any, as text.
fn check<P: Module>(case: &Case) -> Option<String> {
    let at = format!("{} {} moves {:?}", case.variant, case.fen, case.moves);
    let mut position = P::from_fen(case.fen).unwrap_or_else(|e| panic!("{at}: {e}"));
    let mut history = P::history();
    for uci in &case.moves {
        let m = position
            .parse_uci(uci)
            .unwrap_or_else(|e| panic!("{at}: {uci}: {e}"));
        P::remember(&mut history, &position);
        position = position.play(m);
    }
    assert_eq!(position.to_string(), case.after, "{at}");
    assert_eq!(position.count_legal_moves(), case.legal, "{at}");
    assert_eq!(position.is_check(), case.check, "{at}");
    assert_eq!(
        position.insufficient(),
        case.insufficient,
        "{at}: insufficient material (White, Black)"
    );
    let turn = position.turn_index();
    let outcome = |sign: i8, termination: &str| {
        Some(Ended {
            winner: match sign {
                0 => None,
                s if s > 0 => Some(turn),
                _ => Some(1 - turn),
            },
            termination: termination.to_owned(),
        })
    };
    let (found, text) = match position.outcome_in(&history) {
        Some((ended, text)) => (Some(ended), Some(text)),
        None => (None, None),
    };
    let termination = found.as_ref().map(|o| o.termination.as_str());
    // A game ended by the variant's own rule: the rule the variant has.
    let by_rule = termination.is_some_and(|t| BY_RULE.contains(&t));
    assert_eq!(by_rule, case.rule, "{at}: ended by a rule");
    assert_eq!(
        position.is_checkmate() || position.is_stalemate(),
        case.legal == 0 && !case.rule,
        "{at}"
    );
    let expected = if case.rule {
        outcome(case.result.unwrap(), termination.unwrap_or("Flag"))
    } else if case.legal == 0 && case.check {
        // A mate by a pawn just dropped that the mated side wins: shogi's rule.
        let pawn_drop =
            case.moves.last().is_some_and(|m| m.starts_with("P@")) && case.result == Some(1);
        outcome(
            case.result.unwrap(),
            if pawn_drop {
                "PawnDropMate"
            } else {
                "Checkmate"
            },
        )
    } else if let Some(sign) = case.optional {
        let by_clock = P::N_MOVE_RULE != 0 && position.halfmove_clock() >= 2 * P::N_MOVE_RULE;
        // (Fairy-Stockfish judges modern janggi's repeated moves among its repetitions and
        // says only who won: the kind is ours, the winner its.)
        let repeated = termination == Some("RepeatedMoves");
        // (Makruk's count: past its limit, where neither rule above holds.)
        let counted = position.count_passed() && termination.is_some_and(|t| t != "Repetition");
        // (Sittuyin's draw: a king and a pawn, not in check, whose every legal move
        // promotes.)
        let promotions_only = {
            let mut list = P::MoveList::default();
            position.legal_moves(&mut list);
            !position.is_check()
                && position.counts(position.turn_index(), P::PAWN) == (2, 1)
                && list.as_ref().iter().all(|&m| P::promotes(m))
        };
        outcome(
            sign,
            if by_clock {
                "MoveRule"
            } else if repeated {
                "RepeatedMoves"
            } else if counted {
                "Counting"
            } else if promotions_only {
                "PromotionsOnly"
            } else {
                "Repetition"
            },
        )
    } else if case.legal == 0 {
        outcome(case.result.unwrap(), "Stalemate")
    } else if case.insufficient == [true, true] {
        outcome(case.drawn, "InsufficientMaterial")
    } else {
        None
    };
    assert_eq!(found, expected, "{at}");
    // Without the history only a repetition goes unseen.
    if termination.is_some_and(|t| t != "Repetition" && t != "RepeatedMoves") {
        assert_eq!(position.outcome_alone(), found, "{at}: without the history");
    }
    if let Some([mate, stalemate, insufficient, threefold, fifty]) = case.python_chess {
        assert_eq!(
            position.is_checkmate(),
            mate,
            "{at}: python-chess checkmate"
        );
        assert_eq!(
            position.is_stalemate(),
            stalemate,
            "{at}: python-chess stalemate"
        );
        assert_eq!(
            position.is_insufficient_material(),
            insufficient,
            "{at}: python-chess insufficient material"
        );
        assert_eq!(
            position.repetitions(&history) >= 2,
            threefold,
            "{at}: python-chess threefold repetition"
        );
        assert_eq!(
            position.halfmove_clock() >= 100 && case.legal > 0,
            fifty,
            "{at}: python-chess fifty moves"
        );
    }
    found.map(|o| format!("{} {}", o.termination, text.unwrap_or_default()))
}

#[test]
fn outcomes_are_fairy_stockfish_s_and_python_chess_s() {
    let mut seen = std::collections::BTreeMap::<String, usize>::new();
    let mut lines = 0;
    let mut variants = std::collections::BTreeSet::new();
    let mut failures = Failures::default();
    for line in DATA.lines().filter(|l| !l.starts_with('#')) {
        let case = parse(line);
        variants.insert(case.variant.to_owned());
        let Some(found) = failures.run(|| on_module!(&case.variant, check(&case))) else {
            continue;
        };
        *seen
            .entry(found.unwrap_or_else(|| "none".to_owned()))
            .or_default() += 1;
        lines += 1;
    }
    failures.assert_none("outcomes against Fairy-Stockfish and python-chess");
    println!("{lines} positions: {seen:?}");
    assert!(lines > 5_000, "{lines} positions");
    // Every shipped variant's games are among them.
    let shipped =
        vector_attacks_codegen::variant::Variant::names(vector_attacks_codegen::variant::SHIPPED)
            .unwrap();
    assert!(shipped.iter().all(|v| variants.contains(v)), "{variants:?}");
    // Every kind of end and result the variants give is among them.
    for kind in [
        "Checkmate 1-0",
        "Checkmate 0-1",
        "Stalemate 1/2-1/2",
        "Stalemate 1-0",
        "Stalemate 0-1",
        "MoveRule 1/2-1/2",
        "MoveRule 0-1",
        "Repetition 1/2-1/2",
        "Repetition 0-1",
        "InsufficientMaterial 1/2-1/2",
        "Extinction 1-0",
        "Extinction 0-1",
    ] {
        assert!(seen.get(kind).is_some_and(|&n| n >= 5), "{kind}: {seen:?}");
    }
    // Shogi's: a mate by a pawn's drop lost by the side that dropped it, and a perpetual
    // check lost by the side giving it (each side of both shogis); modern janggi's repeated
    // moves lost by the side that made them (each side).
    for kind in [
        "PawnDropMate 1-0",
        "PawnDropMate 0-1",
        "Repetition 1-0",
        "RepeatedMoves 1-0",
        "RepeatedMoves 0-1",
        "Counting 1/2-1/2",
    ] {
        assert!(seen.get(kind).is_some_and(|&n| n >= 2), "{kind}: {seen:?}");
    }
}
