//! The typed vocabulary of every generated module: `Square` (every square's name written and
//! read back, its file, rank and bit), `Role` (named after the definition, its letter the
//! FEN's), `Piece` (written as the FEN of Fairy-Stockfish's oracle positions writes the piece
//! on each square), and the typed accessors of `Move` and `Position`, on every position of
//! `tests/data/movegen.txt`.

use example_movegen::*;

use crate::common::with_shipped_modules;

const MOVEGEN: &str = include_str!("../../../tests/data/movegen.txt");

/// The FEN's placement as one character per square, a1 first (`None` empty); on boards
/// of 10 files a run of empty squares may take two digits. The hands (`[Qp]`) and the
/// promoted marks (`Q~`) are left out.
fn placement(fen: &str, files: usize) -> Vec<Option<(char, bool)>> {
    let mut ranks: Vec<Vec<Option<(char, bool)>>> = Vec::new();
    let board = fen.split([' ', '[']).next().unwrap().replace('~', "");
    for rank in board.split('/') {
        let mut row = Vec::new();
        let mut run = 0;
        // A `+` before a letter: a piece promoted from the letter's type (shogi's).
        let mut plus = false;
        for c in rank.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as usize;
            } else if c == '+' {
                plus = true;
            } else {
                row.extend(std::iter::repeat_n(None, run));
                run = 0;
                row.push(Some((c, plus)));
                plus = false;
            }
        }
        row.extend(std::iter::repeat_n(None, run));
        assert_eq!(row.len(), files, "{fen}");
        ranks.push(row);
    }
    ranks.into_iter().rev().flatten().collect()
}

macro_rules! check {
    ($variant:expr, $fen:expr, $($name:ident),*) => {
        match vector_attacks_codegen::variant::module_name($variant).as_str() {
            $(stringify!($name) => {
                // Each module's checks in a function of its own: one function of them
                // all took the optimiser minutes.
                #[inline(never)]
                fn one(variant: &str, fen: &str) {
                    use $name::{Color, MoveList, Piece, Position, Role, Square, FILES, LETTERS, RANKS, ROLES, SQUARES, TYPES};
                    // Squares: every one named, read back, and placed by file and rank.
                    for i in 0..SQUARES {
                        let square = Square::from_index(i).unwrap();
                        let (file, rank) = (i % FILES, i / FILES);
                        assert_eq!((square.file(), square.rank(), square.index()), (file, rank, i), "{} {}", variant, fen);
                        assert_eq!(Square::new(file, rank), Some(square), "{} {}", variant, fen);
                        let name = format!("{}{}", (b'a' + file as u8) as char, rank + 1);
                        assert_eq!(square.to_string(), name, "{} {}", variant, fen);
                        assert_eq!(name.parse::<Square>(), Ok(square), "{} {}", variant, fen);
                        assert_eq!(square.bit().trailing_zeros() as usize, i, "{} {}", variant, fen);
                    }
                    assert_eq!(Square::from_index(SQUARES), None, "{} {}", variant, fen);
                    assert_eq!(Square::new(FILES, 0), None, "{} {}", variant, fen);
                    assert_eq!(Square::new(0, RANKS), None, "{} {}", variant, fen);
                    for bad in ["", "a0", "a", "1", "A1", "a01x", "é1"] {
                        assert!(bad.parse::<Square>().is_err(), "{} {}: {bad:?}", variant, fen);
                    }
                    // Roles: one per type, in the order of LETTERS.
                    assert_eq!(ROLES.len(), TYPES, "{} {}", variant, fen);
                    for (t, role) in ROLES.iter().enumerate() {
                        assert_eq!((role.index(), Role::from_index(t)), (t, Some(*role)), "{} {}", variant, fen);
                        assert_eq!(role.letter(), LETTERS[t] as char, "{} {}", variant, fen);
                    }
                    // Pieces: as the oracle's FEN writes each square.
                    let position = Position::from_fen(fen).unwrap();
                    let written = placement(fen, FILES);
                    let mut counted = 0;
                    for i in 0..SQUARES {
                        let square = Square::from_index(i).unwrap();
                        let piece = position.piece_at(square);
                        match written[i] {
                            // `+P`: a piece of its colour promoted from the pawn.
                            Some((c, true)) => {
                                assert_eq!(piece.map(|p| p.color == Color::White), Some(c.is_ascii_uppercase()), "{} {}: {square}", variant, fen);
                                assert_eq!(position.promoted_from(square).map(|r| r.letter()), Some(c.to_ascii_lowercase()), "{} {}: {square}", variant, fen);
                            }
                            written => {
                                assert_eq!(piece.map(|p| p.to_string().chars().next().unwrap()), written.map(|(c, _)| c), "{} {}: {square}", variant, fen);
                            }
                        }
                        if let Some(p) = piece {
                            assert!(position.pieces_of(p) & square.bit() != 0, "{} {}", variant, fen);
                            assert_eq!(position.piece_on(i), Some((p.role.index(), p.color.index())), "{} {}", variant, fen);
                        }
                    }
                    for role in ROLES {
                        for color in [Color::White, Color::Black] {
                            counted += position.pieces_of(Piece { color, role }).count_ones();
                        }
                    }
                    assert_eq!(counted, position.occupied().count_ones(), "{} {}", variant, fen);
                    // Hands: as many of each piece as the FEN's brackets hold.
                    let hands = fen.split(' ').next().unwrap().split('[').nth(1).unwrap_or("");
                    for role in ROLES {
                        for (side, letter) in [(0, role.letter().to_ascii_uppercase()), (1, role.letter())] {
                            let held = hands.chars().filter(|&c| c == letter).count() as u32;
                            assert_eq!(position.in_hand(side, role.index()), held, "{} {}: {letter} in hand", variant, fen);
                        }
                    }
                    // Moves: the typed squares are those the UCI writes.
                    let mut list = MoveList::new();
                    position.legal_moves(&mut list);
                    for &m in list.as_slice() {
                        let uci = m.to_string();
                        // A drop: the role's letter, `@`, the square (`+` first for a piece dropped
                        // promoted, the role it is put down as its promotion).
                        if let Some(role) = m.dropped_role() {
                            let plus = if m.promotion_role().is_some() { "+" } else { "" };
                            assert_eq!(uci, format!("{plus}{}@{}", role.letter().to_ascii_uppercase(), m.destination()), "{} {}", variant, fen);
                            continue;
                        }
                        let from = m.origin().to_string();
                        // Gating: the gated type's letter last; a castling gating on its rook's
                        // square is written from there (`h1e1h`).
                        if let (Some(g), Some(square)) = (m.gating(), m.gating_square()) {
                            let letter = Role::from_index(g).unwrap().letter();
                            assert!(uci.ends_with(letter), "{} {}: {uci}", variant, fen);
                            if m.is_castling() && square != m.from() {
                                assert!(uci.starts_with(&format!("{}{from}", Square::from_index(square).unwrap())), "{} {}: {uci}", variant, fen);
                                continue;
                            }
                            assert!(!m.is_castling() || square == m.from(), "{} {}: {uci}", variant, fen);
                        }
                        assert!(uci.starts_with(&from), "{} {}: {uci}", variant, fen);
                        if m.gating().is_some() {
                            continue;
                        }
                        if !m.is_castling() {
                            let rest = &uci[from.len()..];
                            assert!(rest.starts_with(&m.destination().to_string()), "{} {}: {uci}", variant, fen);
                            if m.is_piece_promotion() {
                                // Shogi's promotion: `+`, and the type it becomes.
                                assert!(rest.ends_with('+') && m.promotion_role().is_some(), "{} {}: {uci}", variant, fen);
                            } else if m.is_piece_demotion() {
                                // Kyoto shogi's demotion: `-`, and the type it becomes.
                                assert!(rest.ends_with('-') && m.promotion_role().is_some(), "{} {}: {uci}", variant, fen);
                            } else {
                                assert_eq!(m.promotion_role().map(|r| r.letter()), rest.chars().last().filter(|c| c.is_ascii_alphabetic()), "{} {}", variant, fen);
                            }
                        }
                    }
                }
                one($variant, $fen)
            })*
            other => panic!("no move generator for `{other}`"),
        }
    };
}

#[test]
fn squares_roles_and_pieces_agree_with_the_oracle_positions() {
    let mut positions = 0;
    for line in MOVEGEN.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split(';').collect();
        with_shipped_modules!(check!(f[0], f[1]));
        positions += 1;
    }
    assert!(positions > 4_000, "{positions}");
}

#[test]
fn roles_are_named_after_the_definition() {
    // Fairy-Stockfish's names and letters (its variants.ini and piece.cpp).
    assert_eq!(chess::Role::Pawn.letter(), 'p');
    assert_eq!(chess::Role::Knight.letter(), 'n');
    assert_eq!(chess::Role::King.letter(), 'k');
    assert_eq!(capablanca::Role::Archbishop.letter(), 'a');
    assert_eq!(capablanca::Role::Chancellor.letter(), 'c');
    assert_eq!(capablanca::Square::new(9, 9), None);
    assert_eq!(tencubed::Role::Chancellor.letter(), 'm');
    assert_eq!(tencubed::Role::CustomPiece1.letter(), 'c');
    assert_eq!(
        tencubed::Square::new(9, 9).map(|s| s.to_string()),
        Some("j10".to_owned())
    );
    assert_eq!(
        format!("{:?}", chess::Square::new(4, 3).unwrap()),
        "Square(e4)"
    );
}
