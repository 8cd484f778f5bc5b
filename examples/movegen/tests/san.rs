//! SAN against the oracles (`tests/data/san.txt`, made by `tests/oracle/san.py`; CI reruns
//! it): every legal move of python-chess's 3,200 positions of `tests/data/legal.txt` written
//! as python-chess writes it, and of every Fairy-Stockfish position of the shipped variants
//! as pyffish's `get_san` writes it; and every move read back from its SAN by `parse_san`,
//! also without its check mark and a promotion's `=`; `gives_check` exactly where the
//! oracle marks the move `+` or `#`. Then every other notation pyffish writes
//! (`Position::san_in`), on a share of the positions (`pyffish:NOTATION_...` lines): LAN for
//! every variant, shogi's, janggi's, WXF and Thai for their families, all for chess, and
//! crafted positions with promoted mets; each read back by `parse_san_in` unless another
//! legal move is written the same (WXF and Thai can be ambiguous).

use example_movegen::*;

use crate::common::{on_module, Failures, Module};

const DATA: &str = include_str!("../../../tests/data/san.txt");

/// Checks one line's moves (`P`, its variant's module's); returns how many.
fn check<P: Module>(variant: &str, fen: &str, pairs: &[(&str, &str)]) -> usize {
    let position = P::from_fen(fen).unwrap();
    let mut list = P::MoveList::default();
    position.legal_moves(&mut list);
    let at = format!("{variant} {fen}");
    assert_eq!(
        list.as_ref().len(),
        pairs.len(),
        "{at}: every legal move has its SAN"
    );
    // Shogi's notation marks no check, and `+` is a promotion there.
    let shogi = vector_attacks_codegen::variant::Variant::shipped(variant)
        .unwrap()
        .shogi_notation;
    for &(uci, san) in pairs {
        let m = position
            .parse_uci(uci)
            .unwrap_or_else(|e| panic!("{at}: {uci}: {e}"));
        assert_eq!(position.san(m).to_string(), san, "{at}: {uci}");
        // The oracle's check mark says whether the move checks the royal king (a
        // pseudo-royal piece's check, which `gives_check` also tells, is not marked).
        if !shogi {
            assert_eq!(
                position.play(m).has_checkers(),
                san.ends_with(['+', '#']),
                "{at}: {uci} gives check"
            );
        }
        assert_eq!(position.parse_san(san).ok(), Some(m), "{at}: {san}");
        // Without the marks a reader may leave out: check marks and a promotion's
        // `=`, or in shogi's notation a declined promotion's `=`.
        let plain: String = san
            .chars()
            .filter(|&c| c != '=' && (shogi || (c != '+' && c != '#')))
            .collect();
        assert_eq!(position.parse_san(&plain).ok(), Some(m), "{at}: {plain}");
    }
    pairs.len()
}

/// pyffish's notations other than the variants' own, as the oracle names them, in the
/// order of [`chess::Notation::ALL`].
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

/// Checks one notation line's moves (`P`, its variant's module's); returns how many, and
/// how many were ambiguous.
fn check_in<P: Module>(
    variant: &str,
    notation: usize,
    fen: &str,
    pairs: &[(&str, &str)],
) -> (usize, usize) {
    let position = P::from_fen(fen).unwrap();
    let mut list = P::MoveList::default();
    position.legal_moves(&mut list);
    let at = format!("{variant} {} {fen}", P::notation_name(notation));
    assert_eq!(
        list.as_ref().len(),
        pairs.len(),
        "{at}: every legal move is written"
    );
    let written: Vec<String> = list
        .as_ref()
        .iter()
        .map(|&m| position.san_in(m, notation))
        .collect();
    let mut ambiguous = 0;
    for &(uci, san) in pairs {
        let m = position
            .parse_uci(uci)
            .unwrap_or_else(|e| panic!("{at}: {uci}: {e}"));
        assert_eq!(position.san_in(m, notation), san, "{at}: {uci}");
        let same = written.iter().filter(|w| *w == san).count();
        if same > 1 {
            ambiguous += 1;
            assert_eq!(
                position.parse_san_in(san, notation),
                Err("Ambiguous".to_owned()),
                "{at}: {san}"
            );
        } else {
            assert_eq!(position.parse_san_in(san, notation), Ok(m), "{at}: {san}");
        }
    }
    (pairs.len(), ambiguous)
}

/// The `uci:san` pairs of a line's moves, separated by spaces; Thai LAN holds a space of
/// its own (`บ ข๖-ข๕`), so a part without `:` belongs to the SAN before it.
fn pairs_of(moves: &str) -> Vec<(&str, &str)> {
    let mut pairs: Vec<(&str, &str)> = Vec::new();
    let mut start = 0;
    for part in moves.split(' ') {
        match (part.split_once(':'), pairs.last_mut()) {
            (Some(pair), _) => pairs.push(pair),
            // (Widened over the space to the part's end.)
            (None, Some((_, san))) => *san = &moves[start - 1 - san.len()..start + part.len()],
            (None, None) => assert!(part.is_empty(), "a move without its UCI: {part}"),
        }
        start += part.len() + 1;
    }
    pairs
}

/// Fails unless `variants` holds every shipped variant.
fn assert_every_shipped(variants: &std::collections::BTreeSet<&str>) {
    let shipped =
        vector_attacks_codegen::variant::Variant::names(vector_attacks_codegen::variant::SHIPPED)
            .unwrap();
    assert!(
        shipped.iter().all(|v| variants.contains(v.as_str())),
        "{variants:?}"
    );
}

/// The destination square of a UCI move (`f3` of `g1f3`, `a10` of `a9a10`).
fn destination(uci: &str) -> &str {
    let second = uci[1..]
        .find(|c: char| c.is_ascii_lowercase())
        .map_or(0, |i| i + 1);
    let rest = &uci[second..];
    let end = 1 + rest[1..]
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len() - 1);
    &rest[..end]
}

#[test]
fn san_is_the_oracles_and_reads_back() {
    let (mut python_chess, mut pyffish, mut disambiguated, mut marked) = (0, 0, 0, 0);
    let (mut variants, mut drops) = (std::collections::BTreeSet::new(), 0);
    let mut failures = Failures::default();
    for line in DATA.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(';').collect();
        let [oracle, variant, fen, moves] = fields[..] else {
            panic!("bad line {line}");
        };
        if oracle.starts_with("pyffish:") {
            continue; // (another notation: `notations_are_the_oracles_and_read_back`)
        }
        variants.insert(variant);
        let pairs: Vec<(&str, &str)> = moves
            .split(' ')
            .filter(|p| !p.is_empty())
            .map(|p| p.split_once(':').unwrap())
            .collect();
        for (uci, san) in &pairs {
            let piece_move =
                san.starts_with(|c: char| c.is_ascii_uppercase()) && !san.starts_with('O');
            // A piece's SAN longer than its letter and destination (without `x` and marks)
            // holds a disambiguation.
            let core = san.trim_end_matches(['+', '#']).replace('x', "");
            if piece_move && core.len() > 1 + destination(uci).len() {
                disambiguated += 1;
            }
            marked += usize::from(san.ends_with(['+', '#']));
            drops += usize::from(san.contains('@'));
        }
        let Some(n) = failures.run(|| on_module!(variant, check(variant, fen, &pairs))) else {
            continue;
        };
        match oracle {
            "python-chess" => python_chess += n,
            "pyffish" => pyffish += n,
            other => panic!("unknown oracle {other}"),
        }
    }
    failures.assert_none("SAN against python-chess and Fairy-Stockfish");
    assert!(
        python_chess > 60_000,
        "{python_chess} moves checked against python-chess"
    );
    assert!(pyffish > 100_000, "{pyffish} moves checked against pyffish");
    assert!(
        disambiguated > 500,
        "only {disambiguated} disambiguated moves"
    );
    assert!(marked > 1_000, "only {marked} checks and mates");
    assert!(drops > 1_000, "only {drops} drops");
    // Every shipped variant has its moves' SAN checked.
    assert_every_shipped(&variants);
}

#[test]
fn notations_are_the_oracles_and_read_back() {
    let mut checked = [0usize; 9];
    let (mut ambiguous, mut thai_promoted) = (0, 0);
    let mut variants = std::collections::BTreeSet::new();
    let mut failures = Failures::default();
    for line in DATA.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(';').collect();
        let [oracle, variant, fen, moves] = fields[..] else {
            panic!("bad line {line}");
        };
        let Some(name) = oracle.strip_prefix("pyffish:") else {
            continue;
        };
        let notation = NOTATIONS
            .iter()
            .position(|&n| n == name)
            .unwrap_or_else(|| panic!("unknown notation {name}"));
        let pairs = pairs_of(moves);
        // (A promoted met in Thai LAN: its name, then a space.)
        thai_promoted += pairs
            .iter()
            .filter(|(_, san)| san.starts_with("ง "))
            .count();
        variants.insert(variant);
        let Some((n, a)) =
            failures.run(|| on_module!(variant, check_in(variant, notation, fen, &pairs)))
        else {
            continue;
        };
        checked[notation] += n;
        ambiguous += a;
    }
    failures.assert_none("the notations against Fairy-Stockfish");
    // Every notation, on thousands of moves (LAN on every variant's).
    for (name, n) in NOTATIONS.iter().zip(checked) {
        assert!(n > 500, "only {n} moves in {name}");
    }
    assert!(checked[1] > 20_000, "{} moves in LAN", checked[1]);
    assert!(
        thai_promoted > 10,
        "only {thai_promoted} moves of promoted mets"
    );
    assert!(ambiguous > 0, "no ambiguous WXF or Thai text met");
    assert_every_shipped(&variants);
}

#[test]
fn san_naming_no_move_or_two_is_refused() {
    // The knights of a1 and c1 both reach b3; neither reaches d2 by a capture.
    let position = chess::Position::from_fen("8/8/8/8/8/8/8/N1N1K2k w - - 0 1").unwrap();
    let a1b3 = position.parse_uci("a1b3").unwrap();
    assert_eq!(position.parse_san("Nab3"), Ok(a1b3));
    // More said than needed is still one move.
    assert_eq!(position.parse_san("Na1b3"), Ok(a1b3));
    for ambiguous in ["Nb3", "N1b3"] {
        assert_eq!(
            position.parse_san(ambiguous),
            Err(chess::SanError::Ambiguous),
            "{ambiguous}"
        );
    }
    for none in [
        "", "x", "Nxd2", "Nd4", "Bb3", "Zb3", "e9", "b3", "O-O", "O-O-O", "Nb", "N0b3", "é4",
        "Né4", "Nab3=Q", "=Q",
    ] {
        assert_eq!(
            position.parse_san(none),
            Err(chess::SanError::Illegal),
            "{none:?}"
        );
    }
}

proptest::proptest! {
    /// No text makes `parse_san` or `parse_uci` panic, and what they accept is legal.
    #[test]
    fn any_text_is_read_without_panic(text in "[a-zA-Z0-9=+#x@!?é -]{0,9}") {
        let position = chess::Position::from_fen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        )
        .unwrap();
        for m in [position.parse_san(&text).ok(), position.parse_uci(&text).ok()].into_iter().flatten() {
            proptest::prop_assert!(position.is_legal(m));
        }
    }
}
