//! The checked-in chess module (`vector_attacks::chess`, `tables/chess.rs`) proven by the same
//! oracle data as the generated one in `examples/movegen`: every chess line of
//! `tests/data/san.txt` (python-chess's and pyffish's SAN of every legal move, read back with
//! and without its marks, the check marks against `gives_check`; and pyffish's other
//! notations, `Position::san_in`) and of
//! `tests/data/movegen.txt` (pyffish's legal moves, perft 2 and FEN of random games and
//! crafted positions). Every failing line is reported, not only the first.

use vector_attacks::chess::{perft, MoveList, Position};

const SAN: &str = include_str!("data/san.txt");
const MOVEGEN: &str = include_str!("data/movegen.txt");

/// Runs `check` on every line, collecting each failure's message, and fails listing the
/// first 20 of them and how many there are.
fn every_line<'a>(lines: impl Iterator<Item = &'a str>, check: impl Fn(&str)) -> usize {
    let mut failures = Vec::new();
    let mut checked = 0;
    for line in lines {
        checked += 1;
        if let Err(panic) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(line))) {
            let message = panic
                .downcast_ref::<String>()
                .cloned()
                .unwrap_or_else(|| format!("{line}: a panic without a message"));
            failures.push(message);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} lines fail:\n{}",
        failures.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    checked
}

/// The fields of the data's chess lines: `san.txt`'s are `oracle;variant;fen;moves`,
/// `movegen.txt`'s `variant;fen;moves;perft2;tags`.
fn chess_lines(data: &str, variant_field: usize) -> impl Iterator<Item = &str> {
    data.lines()
        .filter(|l| !l.starts_with('#'))
        .filter(move |l| l.split(';').nth(variant_field) == Some("chess"))
}

/// pyffish's notations by the names san.txt gives them, in the order of `Notation::ALL`.
const NOTATIONS: [&str; 9] = [
    "NOTATION_SAN",
    "NOTATION_LAN",
    "NOTATION_SHOGI_HOSKING",
    "NOTATION_SHOGI_HODGES",
    "NOTATION_SHOGI_HODGES_NUMBER",
    "NOTATION_JANGGI",
    "NOTATION_XIANGQI_WXF",
    "NOTATION_THAI_SAN",
    "NOTATION_THAI_LAN",
];

#[test]
fn every_notation_is_the_oracles() {
    // san.txt's `pyffish:NOTATION_...` lines of chess: every notation pyffish writes, each
    // move as `uci:text` (Thai LAN's text holds a space: a part without `:` continues it).
    let lines = chess_lines(SAN, 1).filter(|l| l.starts_with("pyffish:"));
    let checked = every_line(lines, |line| {
        let [oracle, _, fen, moves] = line.split(';').collect::<Vec<_>>()[..] else {
            panic!("bad line {line}");
        };
        let name = oracle.trim_start_matches("pyffish:");
        let notation = NOTATIONS
            .iter()
            .position(|&n| n == name)
            .unwrap_or_else(|| panic!("{name}"));
        let n = vector_attacks::chess::Notation::ALL[notation];
        let position = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mut pairs: Vec<(String, String)> = Vec::new();
        for part in moves.split(' ') {
            match (part.split_once(':'), pairs.last_mut()) {
                (Some((uci, text)), _) => pairs.push((uci.to_owned(), text.to_owned())),
                (None, Some((_, text))) => *text = format!("{text} {part}"),
                (None, None) => assert!(part.is_empty(), "{line}"),
            }
        }
        for (uci, text) in pairs {
            let m = position
                .parse_uci(&uci)
                .unwrap_or_else(|e| panic!("{fen}: {uci}: {e}"));
            assert_eq!(position.san_in(m, n).as_str(), text, "{name} {fen}: {uci}");
        }
    });
    assert!(checked >= 8 * 20, "{checked} lines of other notations");
}

#[test]
fn san_is_the_oracles_and_reads_back() {
    // (The other notations' lines: `every_notation_is_the_oracles`.)
    let lines = chess_lines(SAN, 1).filter(|l| !l.starts_with("pyffish:"));
    let checked = every_line(lines, |line| {
        let [oracle, _, fen, moves] = line.split(';').collect::<Vec<_>>()[..] else {
            panic!("bad line {line}");
        };
        let position = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let pairs: Vec<(&str, &str)> = moves
            .split(' ')
            .filter(|p| !p.is_empty())
            .map(|p| p.split_once(':').unwrap())
            .collect();
        let mut list = MoveList::new();
        position.legal_moves(&mut list);
        assert_eq!(
            list.len(),
            pairs.len(),
            "{oracle} {fen}: every legal move has its SAN"
        );
        for (uci, san) in pairs {
            let m = position
                .parse_uci(uci)
                .unwrap_or_else(|e| panic!("{oracle} {fen}: {uci}: {e}"));
            assert_eq!(position.san(m).as_str(), san, "{oracle} {fen}: {uci}");
            assert_eq!(
                position.gives_check(m),
                san.ends_with(['+', '#']),
                "{oracle} {fen}: {uci} gives check"
            );
            assert_eq!(position.parse_san(san), Ok(m), "{oracle} {fen}: {san}");
            let plain: String = san.chars().filter(|c| !"=+#".contains(*c)).collect();
            assert_eq!(position.parse_san(&plain), Ok(m), "{oracle} {fen}: {plain}");
        }
    });
    assert!(checked > 3_000, "only {checked} chess lines of san.txt");
}

#[test]
fn legal_moves_perft_2_and_fen_are_fairy_stockfish_s() {
    let checked = every_line(chess_lines(MOVEGEN, 0), |line| {
        let [_, fen, moves, perft2, _] = line.split(';').collect::<Vec<_>>()[..] else {
            panic!("bad line {line}");
        };
        let position = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mut list = MoveList::new();
        position.legal_moves(&mut list);
        let mut ours: Vec<String> = list.as_slice().iter().map(|m| m.to_string()).collect();
        ours.sort();
        let expected: Vec<&str> = moves.split(' ').filter(|m| !m.is_empty()).collect();
        assert_eq!(ours, expected, "{fen}");
        if perft2 != "-" {
            assert_eq!(perft(&position, 2), perft2.parse::<u64>().unwrap(), "{fen}");
        }
        assert_eq!(position.to_string(), fen, "{fen}: FEN written back");
    });
    assert!(checked > 100, "only {checked} chess lines of movegen.txt");
}

#[test]
fn every_failing_line_is_reported() {
    let report = std::panic::catch_unwind(|| {
        every_line(["a", "b", "c"].into_iter(), |line| {
            assert_ne!(line, "b", "line {line}");
            assert_ne!(line, "c", "line {line}");
        })
    })
    .expect_err("two lines fail");
    let report = report.downcast_ref::<String>().unwrap();
    assert!(report.contains("2 of 3 lines fail"), "{report}");
    assert!(
        report.contains("line b") && report.contains("line c"),
        "{report}"
    );
}
