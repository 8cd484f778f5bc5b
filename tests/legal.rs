//! `checkers`, `pinned`, `pinners` and `is_legal` against python-chess, through the oracle
//! data of `tests/data/legal.txt` (written by `tests/oracle/legal.py`; CI runs the script
//! again with python-chess installed and fails if the data differs): 3,200 distinct positions
//! (perft, crafted pins, en passant discoveries, double checks, random games); every from/to
//! pair without a promotion, every from/to pair with each promotion piece from the squares of
//! the side to move's pawns, and random encodings (any promotion from any square). The same
//! moves against shakmaty's `Position::is_legal`.

mod common;

use std::collections::HashSet;

use common::{parse_uci, position, setup, XorShift, PROMOTIONS};
use shakmaty::{CastlingMode, Chess, Position as _, PositionError};
use vector_attacks::{
    checkers, is_legal, is_pseudo_legal, pinned, pinners, pins, Color, Legality, Pieces, Pins,
    Role, Setup, Square, StoredMove,
};

const DATA: &str = include_str!("data/legal.txt");

struct Entry {
    fen: &'static str,
    legal: HashSet<StoredMove>,
    checkers: u64,
    pinned: u64,
    pinners: u64,
}

fn oracle() -> Vec<Entry> {
    DATA.lines()
        .map(|line| {
            let mut fields = line.split(';');
            let mut next = || fields.next().expect("FEN;MOVES;CHECKERS;PINNED;PINNERS");
            let fen = next();
            let legal = next().split_whitespace().map(parse_uci).collect();
            let checkers = u64::from_str_radix(next(), 16).unwrap();
            let pinned = u64::from_str_radix(next(), 16).unwrap();
            let pinners = u64::from_str_radix(next(), 16).unwrap();
            Entry {
                fen,
                legal,
                checkers,
                pinned,
                pinners,
            }
        })
        .collect()
}

fn uci(m: StoredMove) -> String {
    let promotion = match m.promotion {
        None => "",
        Some(Role::Knight) => "n",
        Some(Role::Bishop) => "b",
        Some(Role::Rook) => "r",
        Some(Role::Queen) => "q",
        Some(Role::Pawn) => "p",
        Some(Role::King) => "k",
    };
    format!("{}{}{promotion}", m.from, m.to)
}

/// shakmaty's answer: `Position::is_legal` of the move as shakmaty describes it; no move at
/// all from an empty square.
fn shakmaty_legal(pos: &Chess, m: StoredMove) -> bool {
    common::shakmaty_move(pos, m).is_some_and(|sm| pos.is_legal(sm))
}

#[test]
fn checkers_and_pinned_agree_with_python_chess() {
    let entries = oracle();
    assert_eq!(common::assert_distinct(entries.iter().map(|e| e.fen)), 3200);
    let (mut checks, mut doubles, mut pins) = (0, 0, 0);
    for e in &entries {
        let p = position(&setup(e.fen));
        assert_eq!(checkers(&p), e.checkers, "{}: checkers", e.fen);
        assert_eq!(pinned(&p), e.pinned, "{}: pinned", e.fen);
        checks += usize::from(e.checkers != 0);
        doubles += usize::from(e.checkers.count_ones() > 1);
        pins += usize::from(e.pinned != 0);
    }
    assert!(
        checks > 100 && doubles >= 4 && pins > 100,
        "{checks} {doubles} {pins}"
    );
    eprintln!("{checks} positions in check ({doubles} double), {pins} with a pin");
}

/// `pinners` against python-chess: the opponent's sliders on the line of each pinned piece
/// (`Board::pin`) with only that piece between them and the king.
#[test]
fn pinners_agree_with_python_chess() {
    let (mut with_pinners, mut two) = (0, 0);
    for e in oracle() {
        let p = position(&setup(e.fen));
        assert_eq!(pinners(&p), e.pinners, "{}: pinners", e.fen);
        assert_eq!(
            pins(&p),
            Pins {
                pinners: e.pinners,
                pinned: e.pinned
            },
            "{}: pins",
            e.fen
        );
        with_pinners += usize::from(e.pinners != 0);
        two += usize::from(e.pinners.count_ones() > 1);
    }
    assert!(with_pinners > 200 && two >= 4, "{with_pinners} {two}");
    eprintln!("{with_pinners} positions with a pinner, {two} with two or more");
}

#[test]
fn every_move_of_every_position_agrees_with_python_chess_and_shakmaty() {
    let mut rng = XorShift(0x1E6A_1000);
    let (mut tried, mut legal, mut illegal_pseudo) = (0usize, 0usize, 0usize);
    let mut promotions_off_pawns = 0usize;
    for e in oracle() {
        let p = position(&setup(e.fen));
        // shakmaty refuses rights without their rook, en passant squares no capture can
        // use, and checks no game can reach; python-chess keeps them all.
        let pos: Chess = setup(e.fen)
            .position(CastlingMode::Standard)
            .or_else(PositionError::ignore_invalid_castling_rights)
            .or_else(PositionError::ignore_invalid_ep_square)
            .or_else(PositionError::ignore_impossible_check)
            .unwrap_or_else(|err| panic!("{}: {err}", e.fen));
        let own_pawns = p.pieces.of(p.side_to_move, Role::Pawn);
        let node = Legality::new(&p);
        let mut check = |m: StoredMove| {
            let ours = is_legal(&p, m);
            assert_eq!(ours, e.legal.contains(&m), "{}: {}", e.fen, uci(m));
            // The per-node context answers as is_legal does.
            assert_eq!(
                node.is_legal(&p, m),
                ours,
                "{}: {} (Legality)",
                e.fen,
                uci(m)
            );
            assert_eq!(
                ours,
                shakmaty_legal(&pos, m),
                "{}: {} (shakmaty)",
                e.fen,
                uci(m)
            );
            legal += usize::from(ours);
            illegal_pseudo += usize::from(!ours && is_pseudo_legal(&p, m));
            tried += 1;
        };
        for from in Square::ALL {
            let promotions: &[Option<Role>] = if own_pawns & from.bit() != 0 {
                &PROMOTIONS
            } else {
                &PROMOTIONS[..1]
            };
            for to in Square::ALL {
                for &promotion in promotions {
                    check(StoredMove {
                        from,
                        to,
                        promotion,
                    });
                }
            }
        }
        // Random encodings, as a corrupt table entry gives them.
        for _ in 0..64 {
            let r = rng.next();
            let m = StoredMove {
                from: Square::ALL[(r & 63) as usize],
                to: Square::ALL[(r >> 6 & 63) as usize],
                promotion: PROMOTIONS[(r >> 12) as usize % PROMOTIONS.len()],
            };
            promotions_off_pawns +=
                usize::from(m.promotion.is_some() && own_pawns & m.from.bit() == 0);
            check(m);
        }
        assert_eq!(
            e.legal.iter().filter(|&&m| is_legal(&p, m)).count(),
            e.legal.len(),
            "{}",
            e.fen
        );
    }
    assert!(
        illegal_pseudo > 1000,
        "few pseudo-legal but illegal moves: {illegal_pseudo}"
    );
    assert!(
        promotions_off_pawns > 100_000,
        "few promotions from squares without a pawn: {promotions_off_pawns}"
    );
    eprintln!("{tried} moves: {legal} legal, {illegal_pseudo} pseudo-legal but illegal");
}

/// Any position gets an answer: no king, two kings, overlapping bitboards, random
/// bitboards.
#[test]
fn nothing_panics_on_any_position() {
    let mut rng = XorShift(0x0BAD_F00D);
    for _ in 0..3000 {
        let mut pieces = Pieces::default();
        for side in &mut pieces.sides {
            *side = rng.occupancy();
        }
        for kind in &mut pieces.roles {
            *kind = rng.occupancy();
        }
        let position = Setup {
            pieces,
            side_to_move: if rng.next() & 1 == 0 {
                Color::White
            } else {
                Color::Black
            },
            castling: rng.next(),
            en_passant: (rng.next() & 1 == 0).then(|| Square::ALL[(rng.next() & 63) as usize]),
        };
        let _ = (checkers(&position), pinned(&position), pinners(&position));
        for _ in 0..16 {
            let r = rng.next();
            let m = StoredMove {
                from: Square::ALL[(r & 63) as usize],
                to: Square::ALL[(r >> 6 & 63) as usize],
                promotion: PROMOTIONS[(r >> 12) as usize % PROMOTIONS.len()],
            };
            // Any position and move, no panic, and the per-node context agrees.
            assert_eq!(
                Legality::new(&position).is_legal(&position, m),
                is_legal(&position, m)
            );
        }
    }
    // No king: nothing in check, every pseudo-legal move legal.
    let mut pieces = Pieces::default();
    pieces.put(Color::White, Role::Rook, Square::A1);
    pieces.put(Color::Black, Role::Queen, Square::A8);
    let p = Setup {
        pieces,
        side_to_move: Color::White,
        castling: 0,
        en_passant: None,
    };
    assert_eq!(checkers(&p), 0);
    let m = StoredMove {
        from: Square::A1,
        to: Square::H1,
        promotion: None,
    };
    assert!(is_legal(&p, m));
}
