//! Attack maps kept current (`AttackMaps` of every generated move generator, seed "Attack and
//! Defend Maps"): after every move of 1,000 seeded random games on Capablanca chess (10x8)
//! and on the `assorted` variant (10x10, with riders and leapers of its own), and of 40 games
//! on every other shipped variant, the maps `play` keeps equal the maps computed from
//! scratch, and those equal the definition computed another way: ATKTO from the generator's
//! `attackers` (reversed rides, another code path than the maps' forward reach; proven against
//! Fairy-Stockfish elsewhere), ATKFR as its transpose, and each attack byte counted here from
//! the attackers and the types' classes. Taking a move back with `update` restores the maps.

use example_movegen as variants;

use crate::common::Random;

macro_rules! kept_maps {
    ($($variant:ident)::+, $games:expr) => {{
        use $($variant)::+::{AttackMaps, MoveList, Position, ATTACK_CLASS, SQUARES};
        // The maps by their definition: each square's attackers of both sides, the transpose,
        // and the bytes counted from the attackers.
        let independent = |maps: &AttackMaps, position: &Position| {
            let occupied = position.occupied();
            // Each square's attackers once; ATKFR is their transpose.
            let attacked_by: Vec<_> = (0..SQUARES)
                .map(|t| position.attackers(t, 0, occupied) | position.attackers(t, 1, occupied))
                .collect();
            for (s, &to) in attacked_by.iter().enumerate() {
                assert_eq!(maps.attacks_to(s), to, "{position}: ATKTO of {s}");
                let from = (0..SQUARES)
                    .filter(|&t| attacked_by[t] >> s & 1 != 0)
                    .fold(0, |set, t| set | 1 << t);
                assert_eq!(maps.attacks_from(s), from, "{position}: ATKFR of {s}");
                for side in 0..2 {
                    let attackers: Vec<usize> = (0..SQUARES)
                        .filter(|&a| to >> a & 1 != 0 && position.piece_on(a).unwrap().1 == side)
                        .collect();
                    let mut byte = attackers.len().min(7) as u8;
                    for &a in &attackers {
                        byte |= 1 << ATTACK_CLASS[position.piece_on(a).unwrap().0];
                    }
                    assert_eq!(maps.attack_byte(s, side), byte, "{position}: byte of {s}, side {side}");
                }
            }
        };
        let mut rng = Random(0x5EED_A77A_C4ED_0001);
        let mut moves = 0;
        // Captures, promotions, castlings and en passant captures checked by the definition.
        let mut checked = [0usize; 4];
        for game in 0..$games {
            let mut position = Position::start();
            let mut maps = AttackMaps::new(&position);
            for _ in 0..100 {
                let mut list = MoveList::new();
                position.legal_moves(&mut list);
                if list.is_empty() {
                    break;
                }
                // Castling, en passant and promotions, rare in random play, half the time
                // they are legal.
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
                position = maps.play(&before, m);
                assert_eq!(maps, AttackMaps::new(&position), "{before} then {m}");
                if moves % 7 == 0 {
                    let mut back = maps;
                    back.update(&position, &before);
                    assert_eq!(back, AttackMaps::new(&before), "{before} then {m}, taken back");
                }
                // The definition (it is slow) after every capture, promotion, castling and
                // en passant of the first games, and on every tenth of their other positions.
                let kinds = [
                    before.piece_on(m.to()).is_some(),
                    m.promotion().is_some(),
                    m.is_castling(),
                    m.is_en_passant(),
                ];
                if game < 100 && (kinds.contains(&true) || moves % 10 == 0) {
                    independent(&maps, &position);
                    for (count, kind) in checked.iter_mut().zip(kinds) {
                        *count += usize::from(kind);
                    }
                }
                moves += 1;
            }
        }
        (moves, checked)
    }};
}

#[test]
fn capablanca_maps_kept_through_1000_games() {
    let (moves, [captures, promotions, castlings, en_passants]) =
        kept_maps!(variants::capablanca, 1_000);
    assert!(moves > 60_000, "{moves}");
    assert!(captures > 1_000, "only {captures} captures checked");
    assert!(promotions > 10, "only {promotions} promotions checked");
    assert!(castlings > 10, "only {castlings} castlings checked");
    assert!(
        en_passants > 5,
        "only {en_passants} en passant captures checked"
    );
}

#[test]
fn assorted_maps_kept_through_1000_games() {
    let (moves, [captures, promotions, _, en_passants]) = kept_maps!(variants::assorted, 1_000);
    assert!(moves > 60_000, "{moves}");
    assert!(captures > 1_000, "only {captures} captures checked");
    // Fewer than on 10x8: assorted's pawns start on the third rank of ten, among pieces
    // that block them.
    assert!(promotions > 5, "only {promotions} promotions checked");
    assert!(
        en_passants > 5,
        "only {en_passants} en passant captures checked"
    );
}

#[test]
fn every_shipped_variant_keeps_its_maps() {
    for moves in [
        kept_maps!(variants::chess, 40),
        kept_maps!(variants::gothic, 40),
        kept_maps!(variants::embassy, 40),
        kept_maps!(variants::modern, 40),
        kept_maps!(variants::chancellor, 40),
        kept_maps!(variants::amazon, 40),
        kept_maps!(variants::nightrider, 40),
        kept_maps!(variants::losalamos, 40),
        kept_maps!(variants::janus, 40),
        kept_maps!(variants::centaur, 40),
    ] {
        assert!(moves.0 > 2_000, "{moves:?}");
        assert!(moves.1[0] > 100, "{moves:?}");
    }
}

/// `ATTACK_CLASS` of every piece type of every shipped variant, against a table written out
/// here from the definition: 3 the pawn, 7 the king; the others by the squares they attack on
/// an empty board, from the middle square (`(ranks - 1) / 2 * files + (files - 1) / 2`) and
/// summed over all squares: no more than a bishop by both, 4; no more than a rook by both,
/// 5; more, 6. The counts (middle, sum) behind the less obvious entries, worked by hand:
/// - 9x9: bishop (16, 816), rook (16, 1296): the rook is 5 (from the middle alone it would
///   tie with the bishop); archbishop (24, 1264) and chancellor (24, 1744) 6.
/// - 10x8: bishop (14, 784), rook (16, 1280); archbishop (22, 1224) and chancellor (24,
///   1720) 6; the centaur, king and knight, (16, 976) 5.
/// - 8x8: bishop (13, 560), rook (14, 896); the nightrider (12, 608) 5; the amazon 6.
/// - 6x6: bishop (9, 220); the knight (8, 160) 4.
/// - 10x10: bishop (17, 1140), rook (18, 1800); the NN rider (16, 1280) 5; the knibis
///   captures as a bishop (4), the biskni as a knight (8, 576, 4); lance (5, 450), commoner
///   (8, 684), gold, silver, fers, alfil and wazir, all 4.
#[test]
fn attack_classes_are_the_definitions_for_every_shipped_piece() {
    macro_rules! classes {
        ($($variant:ident: $expected:expr),* $(,)?) => {$({
            use variants::$variant::{ATTACK_CLASS, LETTERS};
            let expected: &[(u8, u8)] = &$expected;
            let mut letters: Vec<u8> = expected.iter().map(|&(l, _)| l).collect();
            let mut ours: Vec<u8> = LETTERS.to_vec();
            letters.sort_unstable();
            ours.sort_unstable();
            assert_eq!(ours, letters, "{}: the table names every type", stringify!($variant));
            for &(letter, class) in expected {
                let t = LETTERS.iter().position(|&l| l == letter).unwrap();
                assert_eq!(
                    ATTACK_CLASS[t], class,
                    "{}: the class of {}",
                    stringify!($variant),
                    letter as char
                );
            }
        })*};
    }
    const CHESS: [(u8, u8); 6] = [
        (b'p', 3),
        (b'n', 4),
        (b'b', 4),
        (b'r', 5),
        (b'q', 6),
        (b'k', 7),
    ];
    let with =
        |extra: &[(u8, u8)]| -> Vec<(u8, u8)> { CHESS.iter().chain(extra).copied().collect() };
    let without = |gone: u8, extra: &[(u8, u8)]| -> Vec<(u8, u8)> {
        CHESS
            .iter()
            .filter(|p| p.0 != gone)
            .chain(extra)
            .copied()
            .collect()
    };
    let (capablanca, modern) = (with(&[(b'a', 6), (b'c', 6)]), with(&[(b'm', 6)]));
    let (chancellor, janus) = (with(&[(b'c', 6)]), with(&[(b'j', 6)]));
    let amazon = without(b'q', &[(b'a', 6)]);
    let nightrider = without(b'n', &[(b'n', 5)]);
    let (losalamos, centaur) = (without(b'b', &[]), with(&[(b'c', 5)]));
    let assorted = with(&[
        (b'f', 4),
        (b'e', 4),
        (b'w', 4),
        (b'm', 4),
        (b's', 4),
        (b'g', 4),
        (b'l', 4),
        (b'h', 4),
        (b'x', 4),
        (b'y', 4),
        (b'z', 5),
    ]);
    let (gothic, embassy) = (capablanca.clone(), capablanca.clone());
    classes!(
        chess: CHESS,
        capablanca: *capablanca,
        gothic: *gothic,
        embassy: *embassy,
        modern: *modern,
        chancellor: *chancellor,
        amazon: *amazon,
        nightrider: *nightrider,
        losalamos: *losalamos,
        janus: *janus,
        centaur: *centaur,
        assorted: *assorted,
    );
}
