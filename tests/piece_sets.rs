//! Piece-sets (`vector_attacks::piece_sets`, seed "Attack and Defend Maps", Piece-Sets):
//!
//! - the checked-in 64 KiB table `PIECE_SET_ATTACK_BYTE`, entry by entry, is Rebel's byte of
//!   the kinds the runtime's `LAYOUT` gives the set's bits (so the runtime and the table agree
//!   on the layout);
//! - on the 800 positions of `tests/data/attackers.txt`, each square's set names, through the
//!   piece list, exactly the attackers python-chess finds for each side, and its bytes are
//!   Rebel's bytes of those attackers' kinds; the SEE on the sets is the SEE on kept attack
//!   maps (`see_by_kept_bytes`);
//! - after every move of 1,500 seeded random games (castling, en passant and promotions half
//!   the time they are legal), the sets `play` keeps give every square the attackers and
//!   bytes of the runtime's `attackers_to` and `attack_bytes`, each used bit belongs to the
//!   piece on its square (borrowed exactly where its kind is not the layout's), and a move
//!   taken back with `update` gives the sets made afresh; positions where a promoted piece
//!   borrowed a bit are counted and must occur.

mod common;

use common::XorShift;
use vector_attacks::chess::{AttackMaps, MoveList, Position};
use vector_attacks::piece_sets::{PieceSets, LAYOUT};
use vector_attacks::tables::PIECE_SET_ATTACK_BYTE;
use vector_attacks::{
    attack_bytes, attackers_to, see_by_kept_bytes, see_by_piece_sets, Color, Role, Setup, Square,
};

/// Rebel's byte of some pieces' kinds: the count up to 7, bit 3 pawn, 4 knight or bishop,
/// 5 rook, 6 queen, 7 king.
fn rebel(kinds: impl IntoIterator<Item = Role>) -> u8 {
    let mut byte = 0u8;
    for kind in kinds {
        byte = (byte & !7) | ((byte & 7) + 1).min(7);
        byte |= match kind {
            Role::Pawn => 8,
            Role::Knight | Role::Bishop => 16,
            Role::Rook => 32,
            Role::Queen => 64,
            Role::King => 128,
        };
    }
    byte
}

/// The kinds of the pieces standing on `set` in `position`.
fn kinds_on(position: &Position, set: u64) -> impl Iterator<Item = Role> + '_ {
    vector_attacks::squares(set)
        .map(move |s| Role::ALL[position.piece_on(s.index()).expect("a piece").0])
}

#[test]
fn the_table_is_rebels_byte_of_the_layouts_kinds() {
    assert_eq!(PIECE_SET_ATTACK_BYTE.len(), 1 << 16);
    for (set, &byte) in PIECE_SET_ATTACK_BYTE.iter().enumerate() {
        let kinds = (0..16).filter(|b| set >> b & 1 != 0).map(|b| LAYOUT[b]);
        assert_eq!(byte, rebel(kinds), "set {set:#06x}");
    }
}

/// Every square of `position`: the kept sets' attackers and bytes are the runtime's own
/// (`attackers_to`, `attack_bytes`: another code path), and each used bit is the piece's.
fn assert_sets(sets: &PieceSets, position: &Position, what: &str) {
    let plain = Setup::from(position);
    let pieces = &plain.pieces;
    for square in Square::ALL {
        assert_eq!(
            sets.attackers(square),
            attackers_to(square, pieces.occupied(), pieces),
            "{what}: attackers of {square}"
        );
        assert_eq!(
            sets.attack_bytes(square),
            attack_bytes(square, pieces.occupied(), pieces),
            "{what}: bytes of {square}"
        );
        match (sets.slot_on(square), position.piece_on(square.index())) {
            (None, None) => {}
            (Some(slot), Some((t, side))) => {
                assert_eq!(
                    slot.role,
                    Role::ALL[t],
                    "{what}: kind of the bit on {square}"
                );
                assert_eq!(slot.index / 16, side, "{what}: side of the bit on {square}");
                assert_eq!(sets.square_of(slot.index), Some(square), "{what}: {square}");
                assert_eq!(
                    slot.borrowed,
                    LAYOUT[slot.index % 16] != slot.role,
                    "{what}"
                );
            }
            (slot, piece) => panic!("{what}: {square} has bit {slot:?} and piece {piece:?}"),
        }
    }
}

#[test]
fn sets_name_python_chess_attackers() {
    const DATA: &str = include_str!("data/attackers.txt");
    let mut positions = 0;
    for line in DATA.lines() {
        let (fen, entries) = line.split_once(';').expect("FEN;ENTRIES");
        let position = Position::from_fen(fen).expect("a chess position");
        let sets = PieceSets::new(&position);
        let maps = AttackMaps::new(&position);
        let mut expected = [[0u64; 2]; 64];
        for entry in entries.split_whitespace() {
            let mut parts = entry.split(':');
            let mut next = |radix| u64::from_str_radix(parts.next().unwrap(), radix).unwrap();
            let square = next(10) as usize;
            expected[square] = [next(16), next(16)];
        }
        for square in Square::ALL {
            let [white, black] = expected[square.index()];
            let found = sets.attackers(square);
            let white_pieces = position.side_pieces(0);
            assert_eq!(
                found & white_pieces,
                white,
                "{fen}: White's attackers of {square}"
            );
            assert_eq!(
                found & !white_pieces,
                black,
                "{fen}: Black's attackers of {square}"
            );
            for (side, set) in [(Color::White, white), (Color::Black, black)] {
                assert_eq!(
                    sets.attack_byte(square, side),
                    rebel(kinds_on(&position, set)),
                    "{fen}: {side:?}'s byte on {square}"
                );
            }
            assert_eq!(
                see_by_piece_sets(&position, &sets, square),
                see_by_kept_bytes(&position, &maps, square),
                "{fen}: SEE on {square}"
            );
        }
        positions += 1;
    }
    assert_eq!(positions, 800);
}

#[test]
fn sets_kept_by_play_equal_sets_from_scratch() {
    let mut rng = XorShift(0x91EC_E5E7_5A11_0C47);
    let (mut moves, mut borrowing, mut promotions, mut castlings, mut en_passants) =
        (0, 0, 0, 0, 0);
    for _ in 0..1_500 {
        let mut position = Position::start();
        let mut sets = PieceSets::new(&position);
        for _ in 0..120 {
            let mut list = MoveList::new();
            position.legal_moves(&mut list);
            if list.is_empty() {
                break;
            }
            let special: Vec<_> = list
                .as_slice()
                .iter()
                .copied()
                .filter(|m| m.is_castling() || m.is_en_passant() || m.promotion().is_some())
                .collect();
            let m = if !special.is_empty() && rng.below(2) == 0 {
                special[rng.below(special.len())]
            } else {
                list.as_slice()[rng.below(list.len())]
            };
            let before = position;
            position = sets.play(&before, m);
            let what = format!("{before} then {m}");
            assert_sets(&sets, &position, &what);
            if moves % 5 == 0 {
                let mut back = sets;
                back.update(&position, &before);
                assert_sets(&back, &before, &format!("{what}, taken back"));
            }
            promotions += usize::from(m.promotion().is_some());
            castlings += usize::from(m.is_castling());
            en_passants += usize::from(m.is_en_passant());
            borrowing += usize::from(sets.borrowed() != 0);
            moves += 1;
        }
    }
    eprintln!("{moves} moves, {promotions} promotions, {castlings} castlings, {en_passants} en passant, {borrowing} positions with a borrowed bit");
    assert!(moves > 150_000, "{moves}");
    assert!(promotions > 600, "only {promotions} promotions");
    assert!(castlings > 500, "only {castlings} castlings");
    assert!(en_passants > 250, "only {en_passants} en passant captures");
    assert!(
        borrowing > 5_000,
        "only {borrowing} positions with a borrowed bit"
    );
}

#[test]
fn extra_pieces_borrow_bits_and_bytes_stay_exact() {
    // Three knights, two queens and two bishops on light squares for White.
    let position = Position::from_fen("4k3/8/8/8/3n4/1N3N2/8/QB1QKB1N w - - 0 1").unwrap();
    let sets = PieceSets::new(&position);
    assert_eq!(sets.borrowed().count_ones(), 3, "{:#x}", sets.borrowed());
    assert_sets(
        &sets,
        &position,
        "three knights, two queens, two light bishops",
    );
    // d4 is attacked by both queens and the knights on b3 and f3 (one of each borrowed).
    assert_eq!(
        sets.attack_byte(Square::D4, Color::White),
        4 | 1 << 4 | 1 << 6
    );
    assert!(sets.set(Square::D4) & sets.borrowed() != 0);
    // A promotion to a second queen takes the freed pawn bit, borrowed.
    let start = Position::from_fen("4k3/1P6/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
    let mut sets = PieceSets::new(&start);
    let pawn_bit = sets.slot_on(Square::B7).unwrap().index;
    let after = sets.play(&start, start.parse_uci("b7b8q").unwrap());
    let queen = sets.slot_on(Square::B8).unwrap();
    assert_eq!(
        (queen.index, queen.role, queen.borrowed),
        (pawn_bit, Role::Queen, true)
    );
    assert_sets(&sets, &after, "b8=Q beside a queen");
    // With no queen left, a promotion takes the queen's own bit.
    let lone = Position::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let mut sets = PieceSets::new(&lone);
    sets.play(&lone, lone.parse_uci("b7b8q").unwrap());
    assert_eq!(sets.slot_on(Square::B8).unwrap().index, 14);
    assert_eq!(sets.borrowed(), 0);
}
