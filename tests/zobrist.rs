//! The Zobrist key of the runtime's chess `Position` is Polyglot's hash: each of its 781 keys
//! (`ZOBRIST_PIECES`, `ZOBRIST_CASTLING`, `ZOBRIST_EN_PASSANT`, `ZOBRIST_WHITE`) is the key
//! python-chess publishes at its index of Polyglot's array; the start position
//! and the positions of the Polyglot specification's test sequences have the keys it
//! publishes, and every position of 152 games (the specification's, seeded random games from
//! the start and from crafted positions where en passant and castling come and go) has the
//! key python-chess gives it (`tests/data/zobrist.txt`, written by `tests/oracle/zobrist.py`;
//! CI reruns it). Each key is the one `play` keeps, and equals the key of the same position
//! read afresh from its FEN.

use vector_attacks::chess::{
    MoveList, Position, LETTERS, START_FEN, ZOBRIST_CASTLING, ZOBRIST_EN_PASSANT, ZOBRIST_PIECES,
    ZOBRIST_WHITE,
};

const DATA: &str = include_str!("data/zobrist.txt");

/// The key the specification publishes for the start position.
const START: u64 = 0x463B_9618_1691_FC9C;

fn hex(text: &str) -> u64 {
    u64::from_str_radix(text, 16).unwrap()
}

#[test]
fn the_start_position_has_polyglots_key() {
    assert_eq!(Position::start().zobrist(), START);
    assert_eq!(Position::from_fen(START_FEN).unwrap().zobrist(), START);
}

/// Where Polyglot's key `index` lives among the generated keys, and its value there:
/// indices 0..768 are piece roles (black pawn, white pawn, black knight, .. white king) times
/// 64 squares numbered a1 = 0 by rank; then the four castling rights (White short, White
/// long, Black short, Black long), the eight en passant files, and White to move.
fn generated(index: usize) -> (String, u64) {
    match index {
        0..768 => {
            let (kind, square) = (index / 64, index % 64);
            let letter = b"pnbrqk"[kind / 2];
            let white = kind % 2 == 1;
            let t = LETTERS
                .iter()
                .position(|&l| l == letter)
                .unwrap_or_else(|| panic!("no piece type {}", letter as char));
            let side = usize::from(!white);
            let name = format!(
                "{} {} on {}{}",
                if white { "white" } else { "black" },
                letter as char,
                (b'a' + (square % 8) as u8) as char,
                square / 8 + 1
            );
            (name, ZOBRIST_PIECES[t][side][square])
        }
        768..772 => {
            let right = index - 768;
            (
                format!("castling right {right}"),
                ZOBRIST_CASTLING[1 << right],
            )
        }
        772..780 => {
            let file = index - 772;
            (
                format!("en passant on file {}", (b'a' + file as u8) as char),
                ZOBRIST_EN_PASSANT[file],
            )
        }
        780 => ("White to move".to_owned(), ZOBRIST_WHITE),
        _ => panic!("Polyglot has 781 keys, not {}", index + 1),
    }
}

#[test]
fn every_key_is_polyglots_key_at_its_index() {
    let mut checked = 0;
    for line in DATA.lines().filter(|l| l.starts_with("P ")) {
        let mut fields = line.split(' ').skip(1);
        let index: usize = fields.next().unwrap().parse().unwrap();
        let published = hex(fields.next().unwrap());
        let (name, ours) = generated(index);
        assert_eq!(
            ours, published,
            "Polyglot key {index} ({name}): ours {ours:016x}, python-chess {published:016x}"
        );
        assert_eq!(index, checked, "the keys are listed in order");
        checked += 1;
    }
    assert_eq!(checked, 781);
}

#[test]
fn keys_kept_by_play_are_python_chess_polyglot_keys() {
    let (mut games, mut moves) = (0, 0);
    let mut position = Position::start();
    for line in DATA.lines() {
        let (tag, rest) = line.split_once(' ').unwrap();
        match tag {
            "P" => {}
            "S" => {
                position = Position::from_fen(rest).unwrap();
                games += 1;
            }
            "K" => assert_eq!(position.zobrist(), hex(rest), "{position}"),
            "M" => {
                let (uci, key) = rest.split_once(' ').unwrap();
                let mut list = MoveList::new();
                position.legal_moves(&mut list);
                let m = *list
                    .as_slice()
                    .iter()
                    .find(|m| m.to_string() == uci)
                    .unwrap_or_else(|| panic!("{uci} is not legal in {position}"));
                let before = position;
                position = position.play(m);
                assert_eq!(position.zobrist(), hex(key), "{before} {uci}");
                let fresh = Position::from_fen(&position.to_string()).unwrap();
                assert_eq!(fresh.zobrist(), position.zobrist(), "{position}");
                moves += 1;
            }
            _ => panic!("unexpected line {line:?}"),
        }
    }
    assert_eq!(games, 152);
    assert!(moves > 15_000, "{moves}");
}

/// The specification's published keys, written out here as well as in the data: the first
/// sequence ends with both kings moved and an en passant square no pawn can use.
#[test]
fn the_specification_sequences() {
    let play = |fen: &str, moves: &[&str]| {
        let mut p = Position::from_fen(fen).unwrap();
        for uci in moves {
            let mut list = MoveList::new();
            p.legal_moves(&mut list);
            let m = *list
                .as_slice()
                .iter()
                .find(|m| m.to_string() == *uci)
                .unwrap();
            p = p.play(m);
        }
        p.zobrist()
    };
    let first = ["e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7"];
    let keys = [
        0x823C_9B50_FD11_4196,
        0x0756_B944_61C5_0FB0,
        0x662F_AFB9_65DB_29D4,
        0x22A4_8B5A_8E47_FF78,
        0x652A_607C_A3F2_42C1,
        0x00FD_D303_C946_BDD9,
    ];
    for (k, key) in keys.iter().enumerate() {
        assert_eq!(play(START_FEN, &first[..=k]), *key, "{:?}", &first[..=k]);
    }
    let second = ["a2a4", "b7b5", "h2h4", "b5b4", "c2c4", "b4c3", "a1a3"];
    assert_eq!(play(START_FEN, &second[..5]), 0x3C81_23EA_7B06_7637);
    assert_eq!(play(START_FEN, &second), 0x5C3F_9B82_9B27_9560);
}
