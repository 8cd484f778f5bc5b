//! Every accepted variant definition gives a move generator that compiles and counts what
//! the slow reference move generator (`compute::reference_moves`, written from the definition and
//! checked against Fairy-Stockfish in `reference_moves.rs`) counts.
//!
//! Definitions are drawn at random (seeded: the same ones every run): a board from 5x5 to
//! 12x10, a king, pawns on the second rank with double steps, and three to five piece types
//! from Fairy-Stockfish's predefined ones (leapers, riders, compounds, directional and
//! move-or-capture-only pieces) or custom Betza ones (the nightrider, limited riders), placed
//! at random on the first rank, Black's the mirror image; promotion to those types on the
//! last rank. Each accepted definition is generated, all are compiled together by rustc as
//! one program, and the program's `perft` and `perft_bulk` of each start position and of
//! positions reached by random moves must equal the reference's count.

use std::fmt::Write as _;
use std::process::Command;

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

use vector_attacks_codegen::compute::reference_moves::{legal_moves, Setup};
use vector_attacks_codegen::movegen;
use vector_attacks_codegen::variant::Variant;

/// How many definitions are drawn.
const CASES: usize = 16;

/// Piece types to draw from: the option and its letter.
const TYPES: &[(&str, char)] = &[
    ("knight", 'n'),
    ("bishop", 'b'),
    ("rook", 'r'),
    ("queen", 'q'),
    ("fers", 'f'),
    ("alfil", 'e'),
    ("wazir", 'w'),
    ("commoner", 'm'),
    ("silver", 's'),
    ("gold", 'g'),
    ("lance", 'l'),
    ("shogiKnight", 'h'),
    ("knibis", 'x'),
    ("biskni", 'y'),
    ("archbishop", 'a'),
    ("chancellor", 'c'),
    ("amazon", 'z'),
    ("centaur", 'u'),
    ("dragonHorse", 'd'),
    ("soldier", 'o'),
    ("clobber", 'i'),
    ("customPiece1", 'j'),
    ("customPiece2", 'v'),
];

/// Betza definitions of the custom slots.
const CUSTOM: [(&str, &str); 2] = [("customPiece1", "NN"), ("customPiece2", "R2fB")];

/// Boards: 8x8 (whose magics are kept), boards over 64 squares (no magics), and small ones.
const BOARDS: [(u32, u32); 7] = [(8, 8), (10, 8), (9, 9), (10, 10), (12, 10), (6, 6), (5, 5)];

/// Draws from proptest's runner on a fixed seed, so the same definitions come every run.
struct Rng(TestRunner);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        (0..n)
            .new_tree(&mut self.0)
            .expect("a range draws")
            .current()
    }
}

/// One drawn definition as `variants.ini` text.
fn definition(rng: &mut Rng, name: &str) -> String {
    let (files, ranks) = BOARDS[rng.below(BOARDS.len())];
    let mut chosen: Vec<(&str, char)> = Vec::new();
    while chosen.len() < 3 + rng.below(3) {
        let t = TYPES[rng.below(TYPES.len())];
        if !chosen.contains(&t) {
            chosen.push(t);
        }
    }
    let mut ini = format!(
        "[{name}]\nmaxFile = {files}\nmaxRank = {ranks}\npawn = p\nking = k\ncastling = false\n"
    );
    for (option, letter) in &chosen {
        match CUSTOM.iter().find(|(slot, _)| slot == option) {
            Some((_, betza)) => writeln!(ini, "{option} = {letter}:{betza}").unwrap(),
            None => writeln!(ini, "{option} = {letter}").unwrap(),
        }
    }
    // The first rank: the king in the middle, the rest drawn (some squares empty).
    let mut first: Vec<char> = (0..files)
        .map(|_| {
            let i = rng.below(chosen.len() + 2);
            chosen.get(i).map_or('.', |t| t.1)
        })
        .collect();
    first[files as usize / 2] = 'k';
    let row = |cells: &[char], upper: bool| -> String {
        let mut out = String::new();
        let mut empty = 0;
        for &c in cells {
            if c == '.' {
                empty += 1;
                continue;
            }
            if empty > 0 {
                write!(out, "{empty}").unwrap();
                empty = 0;
            }
            out.push(if upper { c.to_ascii_uppercase() } else { c });
        }
        if empty > 0 {
            write!(out, "{empty}").unwrap();
        }
        out
    };
    let pawns = vec!['p'; files as usize];
    let mut rows = vec![row(&first, false), row(&pawns, false)];
    for _ in 0..ranks - 4 {
        rows.push(files.to_string());
    }
    rows.push(row(&pawns, true));
    rows.push(row(&first, true));
    let promotions: String = chosen.iter().map(|t| t.1).collect();
    write!(
        ini,
        "startFen = {} w - - 0 1\npromotionRegionWhite = *{ranks}\npromotionRegionBlack = *1\n\
         doubleStepRegionWhite = *2\ndoubleStepRegionBlack = *{}\npromotionPieceTypes = {promotions}\n",
        rows.join("/"),
        ranks - 1
    )
    .unwrap();
    ini
}

/// The reference's perft: every legal move made, to `depth`.
fn reference_perft(variant: &Variant, setup: &Setup, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(variant, setup).unwrap();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| reference_perft(variant, &play(variant, setup, m), depth - 1))
        .sum()
}

/// The reference position after `m`, through FEN-free bookkeeping: the reference's own
/// rules (no castling in these variants; en passant after a double step).
fn play(
    variant: &Variant,
    setup: &Setup,
    m: &vector_attacks_codegen::compute::reference_moves::Move,
) -> Setup {
    let files = variant.files as usize;
    let mut next = setup.clone();
    let piece = next.board[m.from].take();
    let is_pawn = piece.is_some_and(|(t, _)| variant.pieces[t].name == "pawn");
    if is_pawn && Some(m.to) == setup.en_passant {
        let captured = if setup.side == 0 {
            m.to - files
        } else {
            m.to + files
        };
        next.board[captured] = None;
    }
    next.board[m.to] = match m.promotion {
        Some(letter) => Some((variant.piece_index(letter).unwrap(), setup.side)),
        None => piece,
    };
    next.en_passant = None;
    if is_pawn && m.from.abs_diff(m.to) == 2 * files {
        next.en_passant = Some((m.from + m.to) / 2);
    }
    next.side = 1 - setup.side;
    next
}

/// The FEN of a reference position (as the generated `from_fen` reads it).
fn fen(variant: &Variant, setup: &Setup) -> String {
    let files = variant.files as usize;
    let mut rows = Vec::new();
    for rank in (0..variant.ranks as usize).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..files {
            match setup.board[rank * files + file] {
                None => empty += 1,
                Some((t, side)) => {
                    if empty > 0 {
                        write!(row, "{empty}").unwrap();
                        empty = 0;
                    }
                    let l = variant.pieces[t].letter;
                    row.push(if side == 0 { l.to_ascii_uppercase() } else { l });
                }
            }
        }
        if empty > 0 {
            write!(row, "{empty}").unwrap();
        }
        rows.push(row);
    }
    let ep = setup.en_passant.map_or("-".to_owned(), |s| {
        format!("{}{}", char::from(b'a' + (s % files) as u8), s / files + 1)
    });
    let side = if setup.side == 0 { 'w' } else { 'b' };
    format!("{} {side} - {ep} 0 1", rows.join("/"))
}

#[test]
fn random_variants_compile_and_count_as_the_reference() {
    let seeded = TestRng::from_seed(RngAlgorithm::ChaCha, &[7; 32]);
    let mut rng = Rng(TestRunner::new_with_rng(Config::default(), seeded));
    let dir = tempfile::tempdir().unwrap();
    let mut program = String::from("#![allow(warnings)]\n");
    let mut checks = String::new();
    let mut accepted = 0;
    let mut expected_lines = Vec::new();
    for i in 0..CASES {
        let name = format!("drawn{i}");
        let ini = definition(&mut rng, &name);
        let variant = match Variant::from_ini(&ini, &name) {
            Ok(v) => v,
            Err(e) => {
                // A refusal names what is wrong (two rides of one line, ...), never panics.
                assert!(!e.to_string().is_empty());
                continue;
            }
        };
        // A drawn start position whose side to move could take the king is no position.
        let start = Setup::from_fen(&variant, &variant.start_fen).unwrap();
        let black_king = start
            .board
            .iter()
            .position(|&p| p == Some((variant.piece_index('k').unwrap(), 1)));
        if legal_moves(&variant, &start)
            .unwrap()
            .iter()
            .any(|m| Some(m.to) == black_king)
        {
            continue;
        }
        let source = match movegen::source(&variant, "") {
            Ok(s) => s,
            Err(e) => {
                assert!(e.to_string().contains(&name), "{e}");
                continue;
            }
        };
        accepted += 1;
        std::fs::write(dir.path().join(format!("{name}.rs")), source).unwrap();
        writeln!(program, "mod {name} {{ include!(\"{name}.rs\"); }}").unwrap();
        // The start position and positions a few random reference moves from it.
        let mut setup = Setup::from_fen(&variant, &variant.start_fen).unwrap();
        for step in 0..3 {
            let position = fen(&variant, &setup);
            let depth = 2;
            let count = reference_perft(&variant, &setup, depth);
            expected_lines.push(format!("{name} {position}: {count} {count}"));
            writeln!(
                checks,
                "    let p = {name}::Position::from_fen(\"{position}\").unwrap();\n    println!(\"{name} {position}: {{}} {{}}\", {name}::perft(&p, {depth}), {name}::perft_bulk(&p, {depth}));"
            )
            .unwrap();
            // Three random plies on to the next position.
            for _ in 0..3 + step {
                let moves = legal_moves(&variant, &setup).unwrap();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                setup = play(&variant, &setup, &m);
            }
        }
    }
    assert!(
        accepted >= CASES * 3 / 4,
        "only {accepted} of {CASES} drawn definitions accepted"
    );
    writeln!(program, "fn main() {{\n{checks}}}").unwrap();
    let file = dir.path().join("main.rs");
    std::fs::write(&file, program).unwrap();
    let binary = dir.path().join("variants");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let o = Command::new(rustc)
        .args([
            "--edition",
            "2021",
            "-C",
            "opt-level=1",
            "-C",
            "debuginfo=0",
            "-o",
        ])
        .arg(&binary)
        .arg(&file)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let run = Command::new(&binary).output().unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let got: Vec<String> = String::from_utf8(run.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(got, expected_lines);
}
